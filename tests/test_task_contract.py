"""The contract every registered task keeps, checked once here for all of them (both benchmarks, variants too).

Each task's first test items (base seed 0) are drawn once per module, with rasterizing stood in (the pixels are the
golden digests' business, not this module's): their answers are balanced as the task promises, every difficulty
occurs, they are the same in another process, other indices give other items, `params` has one key set per task,
holdout keys hold the image, and `verify` refuses a moved answer, a second correct option and malformed params in
one line. A task's own geometry and properties stay in its own test file.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

import mindbench.generators.common.task as task_module
from mindbench.generators.common.circular import rotate, rotate_letter
from mindbench.generators.common.holdout import image_key
from mindbench.generators.common.item import DIFFICULTIES, LETTERS, Item, VerificationError
from mindbench.generators.common.registry import TaskSpec, all_tasks, find_task, presentation
from mindbench.generators.common.task import DEFAULT_OPTIONS
from mindbench.generators.m3str import tasks as m3str_tasks
from mindbench.generators.m3str.styles import STYLE_NAMES
from tests.conftest import REPO, stand_in_raster
from tests.task_helpers import digest, make, with_params

TASKS = all_tasks()
NAMES = [spec.name for spec in TASKS]
SOURCE_NAMES = [spec.name for spec in TASKS if not spec.variant_of]
CHOICE_NAMES = [spec.name for spec in TASKS if spec.answer_type == "choice"]
VARIANT_SOURCES = 3  # a variant's sample: sources 0, 1, 2, each in another style (or rotation)
ACROSS_PROCESSES = (1, 5)  # test indices compared with another process's (item 5: a second block for every task)
# Difficulties a task does not promise in its first test items: on the world KG each type pair has about one
# relation, so a hard relation-completion tier is rare (docs/benchmarks/m3str.md).
RARE_DIFFICULTIES = {"complete_relation": {"hard"}}


# ------------------------------------------------------------------------------------------ what each task promises


def balance_prefix(spec: TaskSpec) -> int:
    """How many first test indices make one whole balance cycle of the task (and show every promised difficulty).

    Mind's Eye panel tasks: blocks of `n_options` indices, one difficulty per block in turn, a permutation of the
    letters per block, so 3 blocks hold every letter once per difficulty. M3STR: a block per balanced answer value
    (counting: the range; detection: Yes/No, detect_mix 2:1:1 clean/entity/relation; completion: the letters).
    """
    if spec.benchmark == "mindseye":
        return len(DIFFICULTIES) * spec.n_options
    config = m3str_tasks.CONFIGS[spec.name]
    family = m3str_tasks.family(spec.name)
    if family == "count":
        return config.k_max - config.k_min + 1
    if family == "detect":
        # a tier per block of answers (Yes/No; detect_mix's 2:1:1 four), three tiers: 3 blocks hold each tier once
        return 3 * len(m3str_tasks.DETECTION_KINDS[spec.name])
    return 20 if spec.name == "complete_relation" else 2 * config.n_choices  # its first easy item is #18


def expected_answers(spec: TaskSpec) -> dict[str, Counter]:
    """The answer counts the task promises over `balance_prefix` indices, per group (a difficulty, or "all")."""
    n = balance_prefix(spec)
    if spec.benchmark == "mindseye":
        return {level: Counter(spec.letters) for level in DIFFICULTIES}
    config = m3str_tasks.CONFIGS[spec.name]
    if spec.answer_type == "integer":
        return {"all": Counter(str(k) for k in range(config.k_min, config.k_max + 1))}
    if spec.answer_type == "yes_no":
        return {"all": Counter({"Yes": n // 2, "No": n // 2})}
    return {"all": Counter({letter: n // spec.n_options for letter in spec.letters})}


def answer_counts(spec: TaskSpec, items: list[Item]) -> dict[str, Counter]:
    """The answer counts of `items`, grouped as `expected_answers` groups them."""
    groups: dict[str, Counter] = {}
    for item in items:
        groups.setdefault(item.difficulty if spec.benchmark == "mindseye" else "all", Counter())[item.answer] += 1
    return groups


def sample_indices(spec: TaskSpec) -> list[int]:
    """The test indices drawn for a task: a whole balance cycle; for a variant, a few sources in different styles."""
    if spec.variant_of:
        per = spec.items_per_count
        return [source * per + source % per for source in range(VARIANT_SOURCES)]
    return list(range(balance_prefix(spec)))


# What each task is, as the papers define it: (dimension, answer type, options, published human accuracy).
SPEC_FACTS: dict[str, tuple[str, str, int, float | None]] = {
    "visual_relation_abstraction": ("abstraction", "choice", 6, 0.68),
    "hierarchical_pattern": ("abstraction", "choice", 4, 0.88),
    "dynamic_correspondence": ("relation", "choice", 4, 0.812),
    "conceptual_slippage": ("relation", "choice", 6, 0.87),
    "symmetric_structures": ("relation", "choice", 4, 0.78),
    "mental_rotation": ("transformation", "choice", 4, 0.81),
    "paper_folding": ("transformation", "choice", 4, 0.801),
    "mental_composition": ("transformation", "choice", 4, 0.82),
    "count_entity": ("counting", "integer", 0, None),
    "count_relation": ("counting", "integer", 0, None),
    "detect_entity": ("detection", "yes_no", 0, None),
    "detect_relation": ("detection", "yes_no", 0, None),
    "detect_mix": ("detection", "yes_no", 0, None),
    "complete_entity": ("completion", "choice", 5, None),
    "complete_relation": ("completion", "choice", 5, None),
}


# ------------------------------------------------------------------------------------------ the drawn items


@pytest.fixture(scope="module", autouse=True)
def stand_in_rasterizing() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(task_module, "rasterize", stand_in_raster)
        yield


class OtherProcess:
    """`python -m tests.task_helpers` under another PYTHONHASHSEED, started at once so it runs while this process
    draws its own items; `result()` waits for its `{"hash": …, "digests": {task: [digest, …]}}`."""

    def __init__(self, wanted: dict[str, list[int]]) -> None:
        own = os.environ.get("PYTHONHASHSEED", "")
        seed = str(int(own) + 1) if own.isdigit() else "12345"
        self.proc = subprocess.Popen([sys.executable, "-m", "tests.task_helpers"], cwd=REPO, text=True,
                                     env={**os.environ, "PYTHONHASHSEED": seed}, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.proc.stdin.write(json.dumps(wanted))
        self.proc.stdin.close()

    def result(self) -> dict:
        out, err = self.proc.stdout.read(), self.proc.stderr.read()
        if self.proc.wait(timeout=600) != 0:
            raise AssertionError(f"the other process failed:\n{err[-3000:]}")
        return json.loads(out)


@pytest.fixture(scope="module", autouse=True)
def other_process() -> Iterator[OtherProcess]:
    other = OtherProcess({name: list(ACROSS_PROCESSES) for name in NAMES})
    yield other
    if other.proc.poll() is None:
        other.proc.kill()
        other.proc.wait()


DRAWN: dict[tuple[str, int], Item] = {}


def drawn(name: str, index: int) -> Item:
    """Test item `index` of a task (base seed 0), drawn once per module."""
    if (name, index) not in DRAWN:
        DRAWN[name, index] = make(find_task(name).generate, index)
    return DRAWN[name, index]


def sample(spec: TaskSpec) -> list[Item]:
    return [drawn(spec.name, index) for index in sample_indices(spec)]


# ------------------------------------------------------------------------------------------ the spec


def test_every_source_task_has_its_published_facts() -> None:
    assert set(SOURCE_NAMES) == set(SPEC_FACTS)


@pytest.mark.parametrize("name", SOURCE_NAMES)
def test_spec_states_the_published_facts(name: str) -> None:
    spec, shown = find_task(name), presentation(name)
    human = shown.human.accuracy if shown.human else None
    assert (spec.dimension, spec.answer_type, spec.n_options, human) == SPEC_FACTS[name]
    assert shown.prompts.steps and shown.description.strip() and shown.title.strip()


@pytest.mark.parametrize("name", NAMES)
def test_items_are_what_their_spec_says(name: str) -> None:
    spec = find_task(name)
    for index, item in zip(sample_indices(spec), sample(spec), strict=True):
        assert item.id == f"{spec.benchmark}/{spec.name}/test/{index:06d}"
        assert (item.benchmark, item.task, item.dimension, item.answer_type, item.split) == (
            spec.benchmark, spec.name, spec.dimension, spec.answer_type, "test")
        assert len(item.choices) == len(item.option_kinds) == spec.n_options
        if spec.answer_type == "open":  # a typed name: the first of the accepted names
            assert item.answer == item.params_dict["open"]["accepted"][0]
        else:
            assert item.answer in spec.guesses


# ------------------------------------------------------------------------------------------ balance and coverage


@pytest.mark.parametrize("name", SOURCE_NAMES)
def test_answers_are_balanced_as_promised(name: str) -> None:
    spec = find_task(name)
    assert answer_counts(spec, sample(spec)) == expected_answers(spec)


@pytest.mark.parametrize("name", SOURCE_NAMES)
def test_every_difficulty_occurs_in_the_first_test_items(name: str) -> None:
    spec = find_task(name)
    assert balance_prefix(spec) <= spec.default_n["test"]
    promised = set(DIFFICULTIES) - RARE_DIFFICULTIES.get(name, set())
    assert promised <= {item.difficulty for item in sample(spec)}


@pytest.mark.parametrize("name", [spec.name for spec in TASKS if spec.variant_of and not spec.own_puzzles])
def test_a_variant_keeps_its_sources_answers(name: str) -> None:
    """(Variants that draw their own puzzles, Mind's Eye's open configs, are tested in test_mindseye_open.py.)
    Item i of a style variant is source item i // 8 in another drawing: same answer, difficulty and choices (so
    the variant's balance and difficulties are its source's). Item i of a circular variant is source item i // k with
    its options rotated by i % k: the answer letter moved by the rotation, the panels redrawn (Mind's Eye) or the
    choices rotated (M3STR), nothing moved for rotation 0."""
    spec = find_task(name)
    per = spec.items_per_count
    assert per == {"_style": len(STYLE_NAMES), "_judge": 2, "_open": 1}.get(name[name.rindex("_"):], spec.n_options)
    for item, index in zip(sample(spec), sample_indices(spec), strict=True):
        source = drawn(spec.variant_of, index // per)
        if name.endswith("_open"):
            assert item.answer == source.choices[LETTERS.index(source.answer)] and item.choices == []
            assert (item.image, item.difficulty) == (source.image, source.difficulty)
            continue
        if name.endswith("_judge"):
            candidate = item.params_dict["judge"]["candidate_kind"]
            right = (candidate == "correct") != (spec.variant_of == "symmetric_structures")
            assert item.answer == ("Yes" if right else "No") and item.difficulty == source.difficulty
            assert item.image != source.image
            continue
        if name.endswith("_circular"):
            rotation = index % per
            assert item.answer == rotate_letter(source.answer, rotation, per)
            assert item.option_kinds == rotate(source.option_kinds, rotation) and item.difficulty == source.difficulty
            panels = spec.benchmark == "mindseye"
            assert item.choices == (source.choices if panels else rotate(source.choices, rotation))
            assert (item.image != source.image) == (panels and rotation > 0)
            continue
        assert (item.answer, item.difficulty, item.choices) == (source.answer, source.difficulty, source.choices)
        assert item.image != source.image or index % len(STYLE_NAMES) == 0


# ------------------------------------------------------------------------------------------ determinism


def test_items_are_the_same_in_another_process(other_process: OtherProcess) -> None:
    """Generation depends on (task, split, seed, index, attempt) only, never on the process: not on hash
    randomisation (set iteration order, `hash()`), caches or what was drawn before."""
    ours = {name: [digest(drawn(name, index)) for index in ACROSS_PROCESSES] for name in NAMES}
    theirs = other_process.result()
    assert theirs["hash"] != hash("mindbench"), "the other process must run under another PYTHONHASHSEED"
    differing = {name: [index for index, a, b in zip(ACROSS_PROCESSES, ours[name], theirs["digests"][name],
                                                     strict=True) if a != b]
                 for name in NAMES}
    assert not {name: indices for name, indices in differing.items() if indices}


@pytest.mark.parametrize("name", NAMES)
def test_another_index_gives_another_item(name: str) -> None:
    spec = find_task(name)
    first, second = sample(spec)[:2]
    assert first.params != second.params and first.image != second.image
    assert spec.signature(first) != spec.signature(second)


@pytest.mark.parametrize("name", [spec.name for spec in TASKS if "train" in spec.splits])
def test_another_split_gives_another_item(name: str) -> None:
    spec = find_task(name)
    test_item, train_item = sample(spec)[0], make(spec.generate, sample_indices(spec)[0], "train")
    assert test_item.params != train_item.params and test_item.seed != train_item.seed


# ------------------------------------------------------------------------------------------ the record


@pytest.mark.parametrize("name", NAMES)
def test_params_is_a_json_object_with_one_key_set_per_task(name: str) -> None:
    items = sample(find_task(name))
    key_sets = {frozenset(json.loads(item.params)) for item in items}
    assert len(key_sets) == 1, sorted(map(sorted, key_sets))
    assert all(isinstance(json.loads(item.params), dict) for item in items)


@pytest.mark.parametrize("name", NAMES)
def test_holdout_keys_hold_the_image_and_tell_items_apart(name: str) -> None:
    """Every item's keys hold its image bytes, and keys of the puzzle itself that no other item shares (keys of
    images alone would let a train item repeat a test puzzle drawn anew)."""
    spec = find_task(name)
    items = sample(spec)
    for keys_of in (spec.test_keys, spec.train_keys):
        object_keys = []  # what the keys say about the puzzle, beyond its image bytes
        for item in items:
            keys = keys_of(item)
            assert image_key(item) in keys
            object_keys.append(frozenset(keys - {image_key(item)}))
        assert all(object_keys) and len(set(object_keys)) == len(items), "items of one task share holdout keys"
    first, second = ({k for k in spec.test_keys(item) if not k.startswith(("image:", f"{spec.name}:", "fact:"))}
                     for item in items[:2])
    assert not first & second, "two items hold the same object"


# ------------------------------------------------------------------------------------------ verify refuses


def moved_answer(item: Item) -> Item:
    """The record with its answer moved: the next letter (option kinds swapped along, in params too), the other of
    Yes/No, or the next count; so only the re-solve can tell."""
    if item.answer_type == "yes_no":
        return with_params(item, item.params_dict, answer="No" if item.answer == "Yes" else "Yes")
    if item.answer_type == "integer":
        return with_params(item, item.params_dict, answer=str(int(item.answer) + 1))
    if item.answer_type == "open":  # another accepted-looking name, in params too
        def rename(params: dict) -> None:
            params["open"]["accepted"][0] = item.answer + " x"

        return with_params(item, rename, answer=item.answer + " x")
    letters = LETTERS[: len(item.choices)]
    gold = letters.index(item.answer)
    other = (gold + 1) % len(letters)
    kinds = list(item.option_kinds)
    kinds[gold], kinds[other] = kinds[other], kinds[gold]

    def swap_kinds(params: dict) -> None:
        options = params.get("options")
        if isinstance(options, list) and all(isinstance(o, dict) and "kind" in o for o in options):
            options[gold]["kind"], options[other]["kind"] = options[other]["kind"], options[gold]["kind"]

    return with_params(item, swap_kinds, answer=letters[other], option_kinds=kinds)


@pytest.mark.parametrize("name", NAMES)
def test_verify_refuses_a_moved_answer(name: str) -> None:
    spec = find_task(name)
    for item in sample(spec)[:2]:
        spec.verify(item, DEFAULT_OPTIONS)
        with pytest.raises(VerificationError):
            spec.verify(moved_answer(item), DEFAULT_OPTIONS)


def copy_fields(*fields: str) -> Callable[[dict, int, int], None]:
    """Option `other` given the gold option's `fields` (the puzzle content that makes it right)."""

    def edit(params: dict, gold: int, other: int) -> None:
        for field in fields:
            params["options"][other][field] = copy.deepcopy(params["options"][gold][field])

    return edit


def copy_solid(params: dict, gold: int, other: int) -> None:
    """mental_composition: the gold's solid in the other panel, whatever fields it has (faces and vertices for a
    polyhedron, height and radius for a curved solid); the panel keeps its kind."""
    kind = params["options"][other]["kind"]
    params["options"][other] = {**copy.deepcopy(params["options"][gold]), "kind": kind}


def copy_placed_option(params: dict, gold: int, other: int) -> None:
    """hierarchical_pattern: the gold figure's rules, counts and placement, moved into the other panel's box."""
    copy_fields("levels", "transform", "n_segments", "length_px")(params, gold, other)
    boxes = params["layout"]["option_boxes"]
    offset = params["options"][other]["transform"]["offset"]
    offset[0] += boxes[other][0] - boxes[gold][0]
    offset[1] += boxes[other][1] - boxes[gold][1]


def copy_gold_parts(params: dict, gold: int, other: int) -> None:
    """visual_relation_abstraction: the gold panel's parts (panel-relative) in the other panel."""
    params["panels"][other]["parts"] = copy.deepcopy(params["panels"][gold]["parts"])


def copy_gold_panel(params: dict, gold: int, other: int) -> None:
    """conceptual_slippage: the gold panel translated into the other panel's box."""
    boxes = params["layout"]["option_boxes"]
    dx, dy = boxes[other][0] - boxes[gold][0], boxes[other][1] - boxes[gold][1]
    panel = copy.deepcopy(params["panels"][gold])
    for element in [*panel["elements"], *([panel["container"]] if panel["container"] else [])]:
        element["x"], element["y"] = element["x"] + dx, element["y"] + dy
    params["panels"][other] = panel


def copy_gold_choice(params: dict, gold: int, other: int) -> None:
    """M3STR completion: the gold entity or relation offered twice."""
    params["choice_ids"][other] = params["choice_ids"][gold]


# How to make a distractor as right as the gold, per choice task (a variant: as its source).
SECOND_CORRECT: dict[str, Callable[[dict, int, int], None]] = {
    "visual_relation_abstraction": copy_gold_parts,
    "hierarchical_pattern": copy_placed_option,
    "dynamic_correspondence": copy_fields("poses"),
    "conceptual_slippage": copy_gold_panel,
    "symmetric_structures": copy_fields("segments"),
    "mental_rotation": copy_fields("cubes", "source_cubes", "rotation", "mirrored"),
    "paper_folding": copy_fields("holes"),
    "mental_composition": copy_solid,
    "complete_entity": copy_gold_choice,
    "complete_relation": copy_gold_choice,
}


def test_every_choice_task_says_how_to_make_a_second_correct_option() -> None:
    assert {find_task(name).variant_of or name for name in CHOICE_NAMES} == set(SECOND_CORRECT)


@pytest.mark.parametrize("name", CHOICE_NAMES)
def test_verify_refuses_a_second_correct_option(name: str) -> None:
    spec = find_task(name)
    edit = SECOND_CORRECT[spec.variant_of or name]
    for item in sample(spec)[:2]:
        gold = LETTERS.index(item.answer)
        other = (gold + 2) % spec.n_options
        changed = with_params(item, lambda params, gold=gold, other=other: edit(params, gold, other))
        with pytest.raises(VerificationError):
            spec.verify(changed, DEFAULT_OPTIONS)


NOT_AN_OBJECT = ("[]", "null", "{}")
def wrong_params(params: dict) -> Iterator[tuple[str, str]]:
    """(what, params JSON) for each key of `params` dropped, and each set to a value of the wrong type."""
    for key in params:
        yield f"without {key}", json.dumps({k: v for k, v in params.items() if k != key})
        yield f"{key} a string", json.dumps({**params, key: "?"})


def refusal(spec: TaskSpec, item: Item) -> str | None:
    """`verify`'s one-line refusal of `item` (None: accepted); any other exception escapes."""
    try:
        spec.verify(item, DEFAULT_OPTIONS)
    except VerificationError as refused:
        return str(refused)
    return None


@pytest.mark.parametrize("name", NAMES)
def test_verify_refuses_malformed_params_in_one_line(name: str) -> None:
    """What the builder gets from `verify` for malformed params is a VerificationError naming the item, in one line:
    no other exception escapes into the build. Params that are no object are refused; a key dropped or of the wrong
    type is refused unless verify does not read it (a key that only documents, e.g. `difficulty_rule`)."""
    spec = find_task(name)
    item = sample(spec)[0]
    for text in NOT_AN_OBJECT:
        message = refusal(spec, dataclasses.replace(item, params=text))
        assert message is not None and message.startswith(item.id) and "\n" not in message, (text, message)
    for what, text in wrong_params(item.params_dict):
        message = refusal(spec, dataclasses.replace(item, params=text))
        assert message is None or (message.startswith(item.id) and "\n" not in message), (what, message)
