"""The task registry: the single source of truth about every task.

`TASK_MODULES` maps benchmark → task name → module; each module defines its contract, `SPEC = TaskSpec(...)` (how to
generate, verify and fingerprint items: dimension, answer type, options, sizes, holdout keys), and beside it its
presentation, `PRESENTATION = Presentation(...)` (title, description, prompt texts, human level, lmms-eval group;
`generators/common/presentation.py`). A module serving several configs, as M3STR's do, defines `SPECS` and
`PRESENTATIONS`, both keyed by config name. `get_task` gives the contract (all the builder's generation needs),
`get_presentation` / `presentation` the presentation, and `described` / `all_described` the two joined, for the
consumers that need both: the lmms-eval task files and `lmms_tasks/tasks.json`, the dataset card, the README
tables. Adding a task is one module plus one line here (or one `register_task` call for a task that lives outside
this package).

Modules are imported lazily so importing the registry stays cheap and a broken task cannot stop the
others from loading.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

from mindbench.generators.common.holdout import image_key
from mindbench.generators.common.item import ANSWER_TYPES, DIMENSIONS, LETTERS, SPLITS, Item
from mindbench.generators.common.presentation import Presentation
from mindbench.generators.common.task import BuildOptions

TASK_MODULES: dict[str, dict[str, str]] = {
    "mindseye": {
        "visual_relation_abstraction": "mindbench.generators.mindseye.visual_relation_abstraction",
        "hierarchical_pattern": "mindbench.generators.mindseye.hierarchical_pattern",
        "dynamic_correspondence": "mindbench.generators.mindseye.dynamic_correspondence",
        "conceptual_slippage": "mindbench.generators.mindseye.conceptual_slippage",
        "symmetric_structures": "mindbench.generators.mindseye.symmetric_structures",
        "mental_rotation": "mindbench.generators.mindseye.mental_rotation",
        "paper_folding": "mindbench.generators.mindseye.paper_folding",
        "mental_composition": "mindbench.generators.mindseye.mental_composition",
        # CircularEval: each task's test items once per cyclic rotation of the options (test only; `mindseye_circular`)
        **{f"{name}_circular": "mindbench.generators.mindseye.circular" for name in (
            "visual_relation_abstraction", "hierarchical_pattern", "dynamic_correspondence", "conceptual_slippage",
            "symmetric_structures", "mental_rotation", "paper_folding", "mental_composition")},
        # Judge: one candidate judged Yes/No against the reference (test; train on the fly; `mindseye_judge`)
        **{f"{name}_judge": "mindbench.generators.mindseye.judge" for name in (
            "mental_rotation", "paper_folding", "mental_composition", "dynamic_correspondence",
            "symmetric_structures")},
        # Open: the answer typed without options, scored exactly (test; train on the fly; `mindseye_open`)
        "paper_folding_open": "mindbench.generators.mindseye.open",
        "mental_rotation_open": "mindbench.generators.mindseye.open",
    },
    "m3str": {
        "count_entity": "mindbench.generators.m3str.tasks",
        "count_relation": "mindbench.generators.m3str.tasks",
        "detect_entity": "mindbench.generators.m3str.tasks",
        "detect_relation": "mindbench.generators.m3str.tasks",
        "detect_mix": "mindbench.generators.m3str.tasks",
        "complete_entity": "mindbench.generators.m3str.tasks",
        "complete_relation": "mindbench.generators.m3str.tasks",
        # rendering-style robustness: each config's test items in eight drawings (test only; lmms-eval `m3str_style`)
        "count_entity_style": "mindbench.generators.m3str.styles",
        "count_relation_style": "mindbench.generators.m3str.styles",
        "detect_entity_style": "mindbench.generators.m3str.styles",
        "detect_relation_style": "mindbench.generators.m3str.styles",
        "detect_mix_style": "mindbench.generators.m3str.styles",
        "complete_entity_style": "mindbench.generators.m3str.styles",
        "complete_relation_style": "mindbench.generators.m3str.styles",
        # CircularEval: the completion choices in every cyclic rotation (test only; lmms-eval `m3str_circular`)
        "complete_entity_circular": "mindbench.generators.m3str.circular",
        "complete_relation_circular": "mindbench.generators.m3str.circular",
        # Open completion: the masked name typed without options (test only; lmms-eval `m3str_open`)
        "complete_entity_open": "mindbench.generators.m3str.open",
        "complete_relation_open": "mindbench.generators.m3str.open",
    },
}


@dataclass(frozen=True)
class TaskSpec:
    """The task's contract: what the generator promises about its items; all callables are pure.

    How the task is named, described and prompted lives in its `Presentation`; nothing here is text for people."""

    benchmark: str
    name: str
    dimension: str
    answer_type: str  # choice | yes_no | integer
    n_options: int  # choices per item; 0 for integer and yes/no tasks
    default_n: dict[str, int]  # items per split of the default build
    # generate(index, split, base_seed, attempt, options) -> Item; raises RejectDraw for a bad draw
    generate: Callable[[int, str, int, int, BuildOptions], Item]
    # verify(item, options) re-solves from params by an independent path; raises VerificationError
    verify: Callable[[Item, BuildOptions], None]
    signature: Callable[[Item], str]  # canonical structural form of the puzzle (not its pixels)
    integer_range: tuple[int, int] = (1, 10)  # integer tasks: the answers a guesser chooses from
    # Keys a test item protects / a train item exposes; a train item sharing a key with any test item of
    # the same benchmark is redrawn. Default: the task-qualified signature. Either way `test_keys` /
    # `train_keys` add the image key, so no image is in both splits.
    protected_keys: Callable[[Item], set[str]] | None = None
    exposed_keys: Callable[[Item], set[str]] | None = None
    # A robustness variant re-draws the test items of another config of the benchmark (`variant_of`) with the same
    # answers, e.g. M3STR's `<config>_style` in several rendering styles; its presentation names its lmms-eval group.
    variant_of: str = ""
    # Items one unit of the builder's `--n` stands for: a style variant counts source maps (`--n 300` of
    # `<config>_style` is 300 maps, each drawn in all eight styles: 2,400 items); 1 elsewhere.
    items_per_count: int = 1
    # A test-only config whose train items exist on the fly (`mindbench.procedural(config)`), though the default
    # build draws none: the judge and open variants, so the default build does not grow by their train splits.
    procedural_train: bool = False
    # A variant that draws its own puzzles (with its source's object keys) instead of re-presenting the source's
    # test items: its test keys are held out from the source's train items too (the open configs).
    own_puzzles: bool = False

    def __post_init__(self) -> None:
        where = f"task {self.benchmark}/{self.name}"
        if self.items_per_count < 1:
            raise ValueError(f"{where}: items_per_count must be >= 1, got {self.items_per_count}")
        if self.dimension not in DIMENSIONS.get(self.benchmark, ()):
            raise ValueError(f"{where}: dimension {self.dimension!r} not one of {DIMENSIONS.get(self.benchmark)}")
        if self.answer_type not in ANSWER_TYPES:
            raise ValueError(f"{where}: answer_type {self.answer_type!r} not one of {ANSWER_TYPES}")
        if self.answer_type == "choice" and not 2 <= self.n_options <= len(LETTERS):
            raise ValueError(f"{where}: a choice task needs 2–{len(LETTERS)} options, got {self.n_options}")
        if self.answer_type != "choice" and self.n_options:
            raise ValueError(f"{where}: only choice tasks have options")
        if set(self.default_n) != {"test", "train"} or self.default_n["test"] < 1 or self.default_n["train"] < 0:
            raise ValueError(f"{where}: default_n needs a positive test size and a train size >= 0 (0: no train "
                             f"split), got {self.default_n}")

    @property
    def splits(self) -> tuple[str, ...]:
        """The splits this task has: those with a positive default size (a test-only task has no train split, so
        the builder, the SFT view and the shortcut checks skip it for train)."""
        return tuple(split for split in SPLITS if self.default_n[split] > 0)

    @property
    def letters(self) -> str:
        return LETTERS[: self.n_options]

    @property
    def guesses(self) -> tuple[str, ...]:
        """Every answer a uniform guesser chooses from: the chance level and the random baseline share it."""
        if self.answer_type == "choice":
            return tuple(self.letters)
        if self.answer_type == "yes_no":
            return ("Yes", "No")
        if self.answer_type == "open":
            return ()  # a typed name: no finite set to guess from
        lo, hi = self.integer_range
        return tuple(str(n) for n in range(lo, hi + 1))

    @property
    def chance(self) -> float:
        """Expected accuracy of a uniform guess (for integer tasks: over `integer_range`; 0 for open answers)."""
        return 1.0 / len(self.guesses) if self.guesses else 0.0

    def test_keys(self, item: Item) -> set[str]:
        """What a test item protects: the task's keys plus its image bytes (`generators/common/holdout.py`)."""
        fn = self.protected_keys
        return (fn(item) if fn else {f"{self.name}:{self.signature(item)}"}) | {image_key(item)}

    def train_keys(self, item: Item) -> set[str]:
        """What a train item exposes: the task's keys plus its image bytes."""
        return self.exposed_task_keys(item) | {image_key(item)}

    def exposed_task_keys(self, item: Item) -> set[str]:
        """What a train item exposes besides its image bytes (known before the image is drawn)."""
        fn = self.exposed_keys
        return fn(item) if fn else {f"{self.name}:{self.signature(item)}"}


def register_task(benchmark: str, name: str, module: str) -> None:
    """Register a task that lives outside this package (a plugin, or a test's throwaway task)."""
    if benchmark not in TASK_MODULES:
        raise KeyError(f"unknown benchmark {benchmark!r}; known: {', '.join(TASK_MODULES)}")
    TASK_MODULES[benchmark][name] = module


def benchmarks() -> list[str]:
    return list(TASK_MODULES)


def task_names(benchmark: str) -> list[str]:
    if benchmark not in TASK_MODULES:
        raise KeyError(f"unknown benchmark {benchmark!r}; known: {', '.join(TASK_MODULES)}")
    return list(TASK_MODULES[benchmark])


def task_module(benchmark: str, name: str) -> ModuleType:
    """The module that defines `benchmark`/`name` (imported on first use)."""
    modules = TASK_MODULES.get(benchmark)
    if modules is None:
        raise KeyError(f"unknown benchmark {benchmark!r}; known: {', '.join(TASK_MODULES)}")
    if name not in modules:
        raise KeyError(f"unknown task {name!r} for {benchmark}; known: {', '.join(modules) or '(none yet)'}")
    return importlib.import_module(modules[name])


def module_by_name(name: str) -> ModuleType:
    """The module of a task looked up by name across benchmarks (task names are unique)."""
    for bench, modules in TASK_MODULES.items():
        if name in modules:
            return task_module(bench, name)
    raise KeyError(f"unknown task {name!r}")


def pixel_solver(name: str) -> Callable[..., int] | None:
    """The task's pixel solver, `solve_pixels(image, row) -> option index`, or None when the module defines none.

    `image` is the item's PNG decoded to RGB uint8 at any size, `row` its published row (option boxes in published
    coordinates, scaled by the width ratio). `mindbench legibility` runs it on downsampled images."""
    solver = getattr(module_by_name(name), "solve_pixels", None)
    return solver if callable(solver) else None


def get_task(benchmark: str, name: str) -> TaskSpec:
    """The task's contract: everything generating, verifying and holding out its items needs."""
    module = task_module(benchmark, name)
    spec = module.SPECS[name] if hasattr(module, "SPECS") else module.SPEC
    if not isinstance(spec, TaskSpec) or spec.name != name or spec.benchmark != benchmark:
        raise TypeError(f"{TASK_MODULES[benchmark][name]}.SPEC does not describe {benchmark}/{name}")
    return spec


def get_presentation(benchmark: str, name: str) -> Presentation:
    """The task's presentation: title, description, prompt texts, human level, lmms-eval group."""
    module = task_module(benchmark, name)
    shown = module.PRESENTATIONS.get(name) if hasattr(module, "PRESENTATIONS") else getattr(module, "PRESENTATION",
                                                                                           None)
    if not isinstance(shown, Presentation):
        raise TypeError(f"{TASK_MODULES[benchmark][name]} defines no Presentation for {benchmark}/{name}")
    return shown


@dataclass(frozen=True)
class DescribedTask:
    """A task's contract and its presentation together, for consumers that need both (task files, card, docs)."""

    spec: TaskSpec
    presentation: Presentation

    def __post_init__(self) -> None:
        if bool(self.spec.variant_of) != bool(self.presentation.variant):
            raise ValueError(f"task {self.spec.benchmark}/{self.spec.name}: a variant needs both variant_of (its "
                             "source config, in the SPEC) and variant (its group, in the PRESENTATION)")


def described(benchmark: str, name: str) -> DescribedTask:
    """`benchmark`/`name`'s contract and presentation, checked to agree on whether it is a variant."""
    return DescribedTask(get_task(benchmark, name), get_presentation(benchmark, name))


def find_task(name: str) -> TaskSpec:
    """Look a task up by name across benchmarks (task names are unique)."""
    for bench, modules in TASK_MODULES.items():
        if name in modules:
            return get_task(bench, name)
    raise KeyError(f"unknown task {name!r}")


def all_tasks(benchmark: str | None = None) -> list[TaskSpec]:
    """Every registered task in registry order (one benchmark, or all)."""
    names = [benchmark] if benchmark else benchmarks()
    return [get_task(bench, name) for bench in names for name in task_names(bench)]


def presentation(name: str) -> Presentation:
    """A task's presentation, looked up by name across benchmarks (task names are unique)."""
    for bench, modules in TASK_MODULES.items():
        if name in modules:
            return get_presentation(bench, name)
    raise KeyError(f"unknown task {name!r}")


def all_described(benchmark: str | None = None) -> list[DescribedTask]:
    """Every registered task's contract and presentation, in registry order (one benchmark, or all)."""
    names = [benchmark] if benchmark else benchmarks()
    return [described(bench, name) for bench in names for name in task_names(bench)]
