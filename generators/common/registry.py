"""The task registry: benchmark → task name → module. Adding a task = one module + one line here.

Each task module defines `SPEC = TaskSpec(...)` (or `SPECS = {name: TaskSpec}` when one module serves
several configs, as M3STR's do); modules are imported lazily so importing the registry
stays cheap and a broken task cannot stop the others from loading.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field

from generators.common.item import Item
from generators.common.task import BuildOptions

TASK_MODULES: dict[str, dict[str, str]] = {
    "mindseye": {
        "mental_rotation": "generators.mindseye.mental_rotation",
        "paper_folding": "generators.mindseye.paper_folding",
        "mental_composition": "generators.mindseye.mental_composition",
    },
    "m3str": {
        "count_entity": "generators.m3str.tasks",
        "count_relation": "generators.m3str.tasks",
        "detect_entity": "generators.m3str.tasks",
        "detect_relation": "generators.m3str.tasks",
        "detect_mix": "generators.m3str.tasks",
        "complete_entity": "generators.m3str.tasks",
        "complete_relation": "generators.m3str.tasks",
    },
}


@dataclass(frozen=True)
class TaskSpec:
    """What the builder needs to know about a task; all callables are pure."""

    benchmark: str
    name: str
    dimension: str
    n_options: int  # 0 for count / yes-no tasks
    default_n: dict[str, int]
    # generate(index, split, base_seed, attempt, options) -> Item; raises RejectDraw for a bad draw
    generate: Callable[[int, str, int, int, BuildOptions], Item]
    # verify(item, options) re-solves from params by an independent path; raises VerificationError
    verify: Callable[[Item, BuildOptions], None]
    signature: Callable[[Item], str]  # canonical structural form of the puzzle (not its pixels)
    # Keys a test item protects / a train item exposes; a train item sharing a key with any test item of
    # the same benchmark is redrawn. Default: the task-qualified signature.
    protected_keys: Callable[[Item], set[str]] | None = None
    exposed_keys: Callable[[Item], set[str]] | None = None
    description: str = ""
    extra: dict = field(default_factory=dict)

    def test_keys(self, item: Item) -> set[str]:
        fn = self.protected_keys
        return fn(item) if fn else {f"{self.name}:{self.signature(item)}"}

    def train_keys(self, item: Item) -> set[str]:
        fn = self.exposed_keys
        return fn(item) if fn else {f"{self.name}:{self.signature(item)}"}


def benchmarks() -> list[str]:
    return list(TASK_MODULES)


def task_names(benchmark: str) -> list[str]:
    if benchmark not in TASK_MODULES:
        raise KeyError(f"unknown benchmark {benchmark!r}; known: {', '.join(TASK_MODULES)}")
    return list(TASK_MODULES[benchmark])


def get_task(benchmark: str, name: str) -> TaskSpec:
    modules = TASK_MODULES.get(benchmark)
    if modules is None:
        raise KeyError(f"unknown benchmark {benchmark!r}; known: {', '.join(TASK_MODULES)}")
    if name not in modules:
        raise KeyError(f"unknown task {name!r} for {benchmark}; known: {', '.join(modules) or '(none yet)'}")
    module = importlib.import_module(modules[name])
    spec = module.SPECS[name] if hasattr(module, "SPECS") else module.SPEC
    if not isinstance(spec, TaskSpec) or spec.name != name or spec.benchmark != benchmark:
        raise TypeError(f"{modules[name]}.SPEC does not describe {benchmark}/{name}")
    return spec


def find_task(name: str) -> TaskSpec:
    """Look a task up by name across benchmarks (task names are unique)."""
    for bench, modules in TASK_MODULES.items():
        if name in modules:
            return get_task(bench, name)
    raise KeyError(f"unknown task {name!r}")
