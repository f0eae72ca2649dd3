"""Mind's Eye judge variants: `<task>_judge` asks Yes or No about ONE candidate instead of choosing among options.

For the tasks where one option can be judged alone (the Shepard–Metzler format and its kin): mental_rotation (is
this the same object, rotated?), paper_folding (is this the unfolded sheet?), mental_composition (does the net fold
into this solid?), dynamic_correspondence (is this the scene at t = 1?), symmetric_structures (is this figure
symmetric?). Each source test item gives two items, item `i` being source `i // 2`: one whose candidate is right
(Yes) and one whose candidate is wrong (No), in the order Yes, No for an even source and No, Yes for an odd one, so
Yes and No are exactly balanced in every pair. The wrong candidate cycles through the source's diagnostic distractor
kinds (its distinct kinds in sorted order, kind `source // 2 mod n`, its first panel of that kind). For
symmetric_structures the key is the figure without symmetry: the key is the No candidate, a symmetric distractor the
Yes one.

The picture is composed from the source SVG like the circular variants' (`generators/common/circular.py`): the
source kept whole in `<defs>`, the reference (the stimulus box with its frame) drawn where it stands, and the
candidate panel's drawing area (no letter) moved by whole pixels to the middle of the option row under a frame of
its own; symmetric_structures shows the figure alone, in the middle of the canvas. Everything (candidate, kind,
Yes/No) is derived from the verified source params; `verify` regenerates the source item and recomposes the picture.
Test split in the default build (the holdout keys are the source item's); train items on the fly through
`mindbench.procedural`: train item `i` is built from the source's train item `i // 2` as the builder draws it first
(the first attempt that verifies and exposes no held-out test key; a judge item exposes what its source item
exposes), so it shows the puzzle `mindbench.procedural(source)` yields at `i // 2`.
"""

from __future__ import annotations

import functools
from dataclasses import replace

import mindbench.generators.common.task as task_module
from mindbench.generators.common import circular
from mindbench.generators.common.canvas import CANVAS_SIZE, Box
from mindbench.generators.common.item import (
    LETTERS,
    MALFORMED,
    Item,
    RejectDraw,
    VerificationError,
    dump_params,
    item_id,
    signature_hash,
)
from mindbench.generators.common.presentation import Presentation
from mindbench.generators.common.registry import TaskSpec, get_presentation, get_task
from mindbench.generators.common.rng import item_seed
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions, panel_choices

BENCH = "mindseye"
SUFFIX = "_judge"
VARIANT = "judge"  # the lmms-eval group `mindseye_judge`
CANDIDATES = 2  # per source item: one Yes, one No
# Source test items of the default build: the first 60 of each source (120 items per config): 60 is five whole
# balance cycles of the source (3 difficulties x 4 letters), so every difficulty has 20 sources.
SOURCES = 60
FRAME_PAD = 4  # the candidate's frame: its drawing area grown by this many pixels
QUESTIONS = {
    "mental_rotation": ("The top panel shows a 3D object made of unit cubes. Does the bottom panel show the same "
                        "object rotated in space (not mirrored, not altered)?"),
    "paper_folding": ("A sheet of paper is folded as shown step by step, then holes are punched through all layers. "
                      "Does the bottom panel show the sheet after it is completely unfolded?"),
    "mental_composition": ("The top panel shows a flat net. Does the bottom panel show the solid obtained by folding "
                           "it?"),
    "dynamic_correspondence": (
        "The top row shows four snapshots of the same scene at times t = 0, 1/4, 1/2 and 3/4. Each shape follows its "
        "own motion (turning, sliding, growing or shrinking, moving along an arc or about a marked pivot, or swinging "
        "back and forth), and every motion continues unchanged. Does the bottom panel show the scene at t = 1?"),
    "symmetric_structures": (
        "The image shows a figure made of straight line segments. Is it symmetric: does it have a mirror axis "
        "(vertical, horizontal or diagonal), or look exactly the same after a rotation about its centre?"),
}
ODD_ONE_OUT = {"symmetric_structures"}  # the key is the figure that lacks the property asked about
SOURCE_NAMES = tuple(QUESTIONS)


def locate(index: int) -> tuple[int, int]:
    """(source index, candidate slot) of item `index`."""
    return divmod(index, CANDIDATES)


def answer_of(source_index: int, slot: int) -> str:
    """Yes, No for an even source; No, Yes for an odd one."""
    return "Yes" if (slot == 0) == (source_index % 2 == 0) else "No"


def candidate_of(source: str, kinds: list[str], source_index: int, answer: str) -> int:
    """The source option shown: the key or the distractor whose kind is this source's turn in the cycle."""
    key = kinds.index("correct")
    key_answer = "No" if source in ODD_ONE_OUT else "Yes"
    if answer == key_answer:
        return key
    distinct = sorted({kind for kind in kinds if kind != "correct"})
    return kinds.index(distinct[(source_index // 2) % len(distinct)])


def composed_svg(svg: str, layout: dict, candidate: int, reference: bool) -> str:
    """The reference (stimulus box, frame included) where it stands and the candidate's drawing area moved to the
    middle of the option row (the figure alone in the middle of the canvas when there is no reference)."""
    start, inner = circular.svg_parts(svg)
    if 'xmlns:xlink="http://www.w3.org/1999/xlink"' not in start:
        start = start[:-1] + ' xmlns:xlink="http://www.w3.org/1999/xlink">'
    box: Box = tuple(float(v) for v in layout["option_boxes"][candidate])
    x0, y0, x1, y1 = circular.drawing_area(box)
    dx = round(CANVAS_SIZE / 2 - (x0 + x1) / 2)
    dy = round(CANVAS_SIZE / 2 - (y0 + y1) / 2) if not reference else 0
    parts = [f'<rect x="0" y="0" width="{CANVAS_SIZE}" height="{CANVAS_SIZE}" fill="white"/>']
    clips = [f'<clipPath id="judge-candidate"><rect x="{x0:.2f}" y="{y0:.2f}" width="{x1 - x0:.2f}" '
             f'height="{y1 - y0:.2f}"/></clipPath>']
    if reference:
        sx0, sy0, sx1, sy1 = (float(v) for v in layout["stimulus_box"])
        clips.append(f'<clipPath id="judge-reference"><rect x="{sx0 - 2:.2f}" y="{sy0 - 2:.2f}" '
                     f'width="{sx1 - sx0 + 4:.2f}" height="{sy1 - sy0 + 4:.2f}"/></clipPath>')
        parts.append('<g clip-path="url(#judge-reference)"><use xlink:href="#judge-source"/></g>')
    parts.append(f'<g transform="translate({dx},{dy})"><g clip-path="url(#judge-candidate)">'
                 f'<use xlink:href="#judge-source"/></g></g>')
    fx0, fy0, fx1, fy1 = x0 + dx - FRAME_PAD, y0 + dy - FRAME_PAD, x1 + dx + FRAME_PAD, y1 + dy + FRAME_PAD
    parts.append(f'<rect x="{fx0:.2f}" y="{fy0:.2f}" width="{fx1 - fx0:.2f}" height="{fy1 - fy0:.2f}" fill="none" '
                 f'stroke="#444444" stroke-width="2" rx="8"/>')
    return f'{start}<defs><g id="judge-source">{inner}</g>{"".join(clips)}</defs>{"".join(parts)}</svg>'


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             source: str = "mental_rotation") -> Item:
    """Item `index`: one candidate of source item `index // 2` (this attempt of it), to be judged Yes or No."""
    if split not in ("test", "train"):
        raise ValueError(f"{source}{SUFFIX} has test and train items, got split {split!r}")
    source_index, slot = locate(index)
    drawn = circular.source_draw(BENCH, source, source_index, split, base_seed, attempt, options)
    if isinstance(drawn, str):
        raise RejectDraw(f"source {source}/{split}/{source_index:06d} attempt {attempt}: {drawn}")
    answer = answer_of(source_index, slot)
    candidate = candidate_of(source, list(drawn.option_kinds), source_index, answer)
    params = drawn.params_dict
    svg = composed_svg(drawn.svg, params["layout"], candidate, reference=source not in ODD_ONE_OUT)
    params["judge"] = {"source_id": drawn.id, "source_index": source_index, "source_attempt": attempt,
                       "base_seed": base_seed, "candidate": LETTERS[candidate],
                       "candidate_kind": drawn.option_kinds[candidate], "source_option_kinds": list(drawn.option_kinds)}
    return replace(drawn, id=item_id(BENCH, source + SUFFIX, split, index), task=source + SUFFIX, svg=svg,
                   image=task_module.rasterize(svg), question=QUESTIONS[source], choices=[], answer=answer,
                   answer_type="yes_no", option_kinds=[], params=dump_params(params))


def fail(item: Item, problem: str) -> None:
    raise VerificationError(f"{item.id}: {problem}")


def source_params(item: Item) -> dict:
    params = item.params_dict
    params.pop("judge")
    return params


def verify(item: Item, options: BuildOptions = DEFAULT_OPTIONS, source: str = "mental_rotation") -> None:
    """Regenerate the source item (the source config's own verify runs on it), then re-derive candidate, answer and
    picture from it; malformed params are a VerificationError like any other defect."""
    try:
        check_judgement(item, options, source)
    except MALFORMED as err:
        raise VerificationError(f"{item.id}: malformed params ({type(err).__name__}: {err})") from None


def check_judgement(item: Item, options: BuildOptions, source: str) -> None:
    if item.task != source + SUFFIX or item.split not in ("test", "train") or item.benchmark != BENCH:
        fail(item, f"not an item of {source}{SUFFIX} ({item.benchmark}/{item.task}/{item.split})")
    match = circular.SOURCE_ID_PATTERN.fullmatch(item.id)
    judge = item.params_dict.get("judge")
    if match is None or not isinstance(judge, dict):
        fail(item, "id without an index or params without `judge`")
    source_index, slot = locate(int(match[1]))
    attempt, base_seed = judge["source_attempt"], judge["base_seed"]
    if judge["source_index"] != source_index or judge["source_id"] != item_id(BENCH, source, item.split, source_index):
        fail(item, f"params name source {judge['source_id']!r}; the index says {item.split} item {source_index} of "
                   f"{source}")
    if not (isinstance(attempt, int) and attempt >= 0 and isinstance(base_seed, int)):
        fail(item, "source_attempt / base_seed are not integers")
    if item.seed != item_seed(BENCH, source, item.split, base_seed, source_index, attempt):
        fail(item, "seed is not the source item's")
    drawn = circular.source_draw(BENCH, source, source_index, item.split, base_seed, attempt, options)
    if isinstance(drawn, str):
        fail(item, f"the source item does not exist for this attempt ({drawn})")
    if source_params(item) != drawn.params_dict:
        fail(item, "params differ from the source item's")
    kinds = list(drawn.option_kinds)
    answer = answer_of(source_index, slot)
    candidate = candidate_of(source, kinds, source_index, answer)
    if item.answer != answer:
        fail(item, f"answer {item.answer!r}; candidate slot {slot} of source {source_index} is {answer!r}")
    if (judge["candidate"], judge["candidate_kind"], judge["source_option_kinds"]) != (
            LETTERS[candidate], kinds[candidate], kinds):
        fail(item, f"candidate {judge['candidate']!r} ({judge['candidate_kind']!r}); the source gives "
                   f"{LETTERS[candidate]!r} ({kinds[candidate]!r})")
    expected = ("Yes" if kinds[candidate] == "correct" else "No") if source not in ODD_ONE_OUT else (
        "No" if kinds[candidate] == "correct" else "Yes")
    if expected != answer:
        fail(item, f"the candidate ({kinds[candidate]}) makes the answer {expected!r}, the record says {answer!r}")
    if (item.question, item.choices, item.option_kinds, item.difficulty, item.dimension) != (
            QUESTIONS[source], [], [], drawn.difficulty, drawn.dimension):
        fail(item, "question, choices, option kinds, difficulty or dimension are not the judge item's")
    svg = composed_svg(drawn.svg, drawn.params_dict["layout"], candidate, reference=source not in ODD_ONE_OUT)
    if item.svg != svg:
        fail(item, "the picture is not the source's reference and candidate")


def as_source(item: Item, source: str) -> Item:
    """The judge item as its source item's record (params, options and gold letter), for the source's keys."""
    judge = item.params_dict["judge"]
    kinds = list(judge["source_option_kinds"])
    return replace(item, id=judge["source_id"], task=source, params=dump_params(source_params(item)),
                   choices=panel_choices(len(kinds)), answer=LETTERS[kinds.index("correct")], answer_type="choice",
                   option_kinds=kinds)


def signature(item: Item, source: str) -> str:
    """The source item's signature with the candidate shown."""
    original = get_task(BENCH, source).signature(as_source(item, source))
    return signature_hash({"source": original, "candidate": item.params_dict["judge"]["candidate"]})


def protected_keys(item: Item, source: str) -> set[str]:
    """The source item's puzzle keys: no train item shows the puzzle."""
    spec = get_task(BENCH, source)
    original = as_source(item, source)
    return spec.protected_keys(original) if spec.protected_keys else {f"{source}:{spec.signature(original)}"}


def exposed_keys(item: Item, source: str) -> set[str]:
    """What the source item exposes as a train item (every object it draws), so a judge train item is redrawn
    exactly when its source would be."""
    spec = get_task(BENCH, source)
    original = as_source(item, source)
    return spec.exposed_keys(original) if spec.exposed_keys else {f"{source}:{spec.signature(original)}"}


def make_spec(source: str) -> TaskSpec:
    spec = get_task(BENCH, source)
    return TaskSpec(
        benchmark=BENCH, name=source + SUFFIX, dimension=spec.dimension, answer_type="yes_no", n_options=0,
        default_n={"test": SOURCES * CANDIDATES, "train": 0}, generate=functools.partial(generate, source=source),
        verify=functools.partial(verify, source=source), signature=functools.partial(signature, source=source),
        protected_keys=functools.partial(protected_keys, source=source),
        exposed_keys=functools.partial(exposed_keys, source=source), variant_of=source, items_per_count=CANDIDATES,
        procedural_train=True)


def make_presentation(source: str) -> Presentation:
    shown = get_presentation(BENCH, source)
    return Presentation(title=f"{shown.title}, judge one candidate", description=QUESTIONS[source],
                        prompts=shown.prompts, human=None, variant=VARIANT)


SPECS: dict[str, TaskSpec] = {name + SUFFIX: make_spec(name) for name in SOURCE_NAMES}
PRESENTATIONS: dict[str, Presentation] = {name + SUFFIX: make_presentation(name) for name in SOURCE_NAMES}
