"""CircularEval (as in MMBench): `<config>_circular` presents each test item of `<config>` once per cyclic rotation
of its options, so a model is credited with an item only when it picks the right option wherever it stands.

Item `i` of `<config>_circular` is test item `i // k` of `<config>` (k options) under rotation `r = i % k`: the
option at position `p` moves to position `(p + r) mod k`, and the answer letter moves with it. Rotation 0 is the
source item itself (its very bytes). How an option is moved depends on where options live:

* drawn panels (Mind's Eye): the picture is composed from the source SVG (kept whole in `<defs>`, drawn once, then
  each target panel's drawing area painted by a clipped, translated `<use>` of the source panel's drawing area) and
  rasterized by the project's rasterizer, so SVG and PNG agree; frames, letters and the stimulus stay in place;
* text choices (M3STR completion): the choices are rotated; the image is the source's.

The source item is the one the builder accepts: attempt `a` of a circular item exists exactly when attempt `a` of its
source generates and verifies (else RejectDraw), so the builder's redraw loop picks the same attempt for both, and its
in-split repeat rounds bump a circular item exactly when they bump its source (`signature` is the source's with the
rotation). `verify` re-solves the source item's params with the source config's own `verify`, regenerates the source
item, and checks the rotation: answer, option kinds and choices rotated, and for panels the pixels of every rotated
drawing area equal to the source panel's and every pixel outside them (letters, frames, stimulus) unchanged. Test
only; the holdout keys are the source item's, so no train item of any config shows these puzzles.

Params: the source item's params, plus `circular` = {source_id, source_index, source_attempt, base_seed, rotation,
source_option_kinds}; the item's own `option_kinds` are the rotated ones, and so is `choice_aliases` (M3STR: one list
per text choice, in the choices' order).
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import replace
from typing import Any

import numpy as np

import mindbench.generators.common.task as task_module
from mindbench.generators.common.canvas import LABEL_HEIGHT, Box
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
from mindbench.generators.common.raster import render_rgb
from mindbench.generators.common.registry import TaskSpec, get_presentation, get_task
from mindbench.generators.common.rng import item_seed
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions

SUFFIX = "_circular"
VARIANT = "circular"  # the lmms-eval groups are `mindseye_circular` and `m3str_circular`
# Source test items of the default build: the first 50 of each source config (k rows each: 200 or 300 per Mind's Eye
# config, 250 per M3STR completion config). 50 keeps the balance of answers and difficulties whole: Mind's Eye
# balances letters in blocks of 3 x k items, so 50 sources are 4 whole blocks of 12 (k = 4) plus 2, or 2 of 18 plus 14.
SOURCES = 50
CACHED_SOURCES = 32  # source draws kept per process: the k rotations of one source share one draw
PANEL_INSET = 6  # `canvas.option_panel`'s drawing area: the box inset by this, above the LABEL_HEIGHT label strip
# Verify's pixel check (truecolour renders of the SVGs, 0-255 levels): a moved panel is drawn at an integer offset,
# so its pixels equal the source panel's except for antialiasing at the clip edge, which the check leaves out (EDGE
# pixels inside the drawing area); the tolerance leaves room for the composed SVG (with <use>) and its source being
# drawn by different rasterizers (svg_cairo draws both unless one falls back to cairosvg; the two differ by up to 11
# levels on a paper_folding edge). Any pixel off by more than PIXEL_TOLERANCE fails it; a panel in the wrong place is
# off by up to 255.
PIXEL_TOLERANCE = 24
EDGE = 2
SOURCE_ID_PATTERN = re.compile(r".*/(\d+)")


def locate(index: int, k: int) -> tuple[int, int]:
    """(source index, rotation) of item `index` of a circular config whose items have `k` options."""
    return divmod(index, k)


def rotate(values: list, rotation: int) -> list:
    """`values` with the entry at position p moved to (p + rotation) mod k."""
    k = len(values)
    return [values[(position - rotation) % k] for position in range(k)]


def rotate_letter(letter: str, rotation: int, k: int) -> str:
    """Where the option lettered `letter` stands after the rotation."""
    return LETTERS[(LETTERS.index(letter) + rotation) % k]


def drawing_area(box: Box) -> Box:
    """The area `canvas.option_panel` gives a panel's drawing: inside the frame, above the letter label."""
    x0, y0, x1, y1 = box
    return (x0 + PANEL_INSET, y0 + PANEL_INSET, x1 - PANEL_INSET, y1 - LABEL_HEIGHT)


def panel_offset(target: Box, source: Box) -> tuple[int, int]:
    """The whole-pixel translation that carries the source box onto the target box (boxes of an item are equal
    in size; a whole-pixel shift keeps the renderer's antialiasing identical, and moves a drawing by < 0.5 px)."""
    return round(target[0] - source[0]), round(target[1] - source[1])


@functools.lru_cache(maxsize=CACHED_SOURCES)
def source_draw(benchmark: str, source: str, index: int, split: str, base_seed: int, attempt: int,
                options: BuildOptions) -> Item | str:
    """Attempt `attempt` of the source config's item `index` if the builder would accept it (it generates and
    verifies), else why not. Pure; cached so the k rotations of a source draw it once."""
    spec = get_task(benchmark, source)
    try:
        item = spec.generate(index, split, base_seed, attempt, options)
        spec.verify(item, options)
    except (RejectDraw, VerificationError) as exc:
        return f"{type(exc).__name__}: {exc}"
    return item


# ------------------------------------------------------------------------------------------ drawing panels


def svg_parts(svg: str) -> tuple[str, str]:
    """(the root `<svg …>` start tag, everything inside the root element) of a task's SVG."""
    match = re.fullmatch(r"\s*(?:<\?xml[^>]*>\s*)?(<svg\b[^>]*>)(.*)</svg>\s*", svg, re.S)
    if match is None:
        raise ValueError("not a single <svg> element")
    return match[1], match[2]


def rotated_svg(svg: str, boxes: list[Box], rotation: int) -> str:
    """The source picture with option panel p's drawing shown in panel (p + rotation) mod k.

    The source is drawn once as it is (stimulus, frames, letters and the drawings in place), then each target panel's
    drawing area is painted over by the source picture translated so the source panel's area lands on it, clipped to
    that area (the source's white background comes along, so nothing of the old drawing shows through)."""
    start, inner = svg_parts(svg)
    if 'xmlns:xlink="http://www.w3.org/1999/xlink"' not in start:
        start = start[:-1] + ' xmlns:xlink="http://www.w3.org/1999/xlink">'
    k = len(boxes)
    clips, uses = [], []
    for target in range(k):
        x0, y0, x1, y1 = drawing_area(boxes[target])
        dx, dy = panel_offset(boxes[target], boxes[(target - rotation) % k])
        clips.append(f'<clipPath id="circular-area-{target}"><rect x="{x0:.2f}" y="{y0:.2f}" width="{x1 - x0:.2f}" '
                     f'height="{y1 - y0:.2f}"/></clipPath>')
        uses.append(f'<g clip-path="url(#circular-area-{target})"><use xlink:href="#circular-source" '
                    f'transform="translate({dx},{dy})"/></g>')
    return (f'{start}<defs><g id="circular-source">{inner}</g>{"".join(clips)}</defs>'
            f'<use xlink:href="#circular-source"/>{"".join(uses)}</svg>')


def pixels(svg: str) -> np.ndarray:
    """Truecolour pixels of an SVG (the rasterizer's own renderer, before palette encoding), as int16 HxWx3."""
    return np.asarray(render_rgb(svg), dtype=np.int16)


def area_slices(box: Box, margin: int) -> tuple[slice, slice]:
    """The whole pixels of a drawing area, `margin` pixels in from its edges: (rows, columns)."""
    x0, y0, x1, y1 = drawing_area(box)
    return (slice(math.ceil(y0) + margin, math.floor(y1) - margin),
            slice(math.ceil(x0) + margin, math.floor(x1) - margin))


def rotation_defects(drawn: np.ndarray, source: np.ndarray, boxes: list[Box], rotation: int) -> list[str]:
    """What of `drawn` is not the source picture rotated: each target area against its source panel's area, and
    everything outside the areas (stimulus, frames, letters) against the source picture. Empty: it is."""
    k = len(boxes)
    defects = []
    outside = np.ones(drawn.shape[:2], dtype=bool)
    for target in range(k):
        rows, cols = area_slices(boxes[target], EDGE)
        dx, dy = panel_offset(boxes[target], boxes[(target - rotation) % k])
        moved = source[rows.start - dy:rows.stop - dy, cols.start - dx:cols.stop - dx]
        off = np.abs(drawn[rows, cols] - moved).max()
        if off > PIXEL_TOLERANCE:
            defects.append(f"panel {LETTERS[target]} is {off} levels off the source panel "
                           f"{LETTERS[(target - rotation) % k]}")
        rows, cols = area_slices(boxes[target], -EDGE)
        outside[rows, cols] = False
    off = int(np.abs(drawn - source)[outside].max()) if outside.any() else 0
    if off > PIXEL_TOLERANCE:
        defects.append(f"outside the drawing areas (stimulus, frames, letters) {off} levels off the source")
    return defects


# ------------------------------------------------------------------------------------------ generation


def boxes_of(params: dict[str, Any]) -> list[Box]:
    """The option boxes a Mind's Eye item publishes (`params.layout.option_boxes`)."""
    return [tuple(float(v) for v in box) for box in params["layout"]["option_boxes"]]


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             benchmark: str = "mindseye", source: str = "mental_rotation", panels: bool = True) -> Item:
    """Item `index`: the source item `index // k` (this attempt of it) with its options rotated by `index % k`."""
    if split != "test":
        raise ValueError(f"{source}{SUFFIX} is test only (it re-presents test items), got split {split!r}")
    k = get_task(benchmark, source).n_options
    source_index, rotation = locate(index, k)
    drawn = source_draw(benchmark, source, source_index, split, base_seed, attempt, options)
    if isinstance(drawn, str):
        raise RejectDraw(f"source {source}/{split}/{source_index:06d} attempt {attempt}: {drawn}")
    params = drawn.params_dict
    svg, image = drawn.svg, drawn.image
    if panels and rotation:
        svg = rotated_svg(drawn.svg, boxes_of(params), rotation)
        image = task_module.rasterize(svg)
    if not panels and "choice_aliases" in params:  # a text choice's other-language names move with it
        params["choice_aliases"] = rotate(params["choice_aliases"], rotation)
    params["circular"] = {"source_id": drawn.id, "source_index": source_index, "source_attempt": attempt,
                          "base_seed": base_seed, "rotation": rotation,
                          "source_option_kinds": list(drawn.option_kinds)}
    return replace(drawn, id=item_id(benchmark, source + SUFFIX, split, index), task=source + SUFFIX,
                   svg=svg, image=image, choices=drawn.choices if panels else rotate(drawn.choices, rotation),
                   answer=rotate_letter(drawn.answer, rotation, k), option_kinds=rotate(drawn.option_kinds, rotation),
                   params=dump_params(params))


# ------------------------------------------------------------------------------------------ verification


def fail(item: Item, problem: str) -> None:
    raise VerificationError(f"{item.id}: {problem}")


def as_source(item: Item, source: str, rotation: int) -> Item:
    """The circular item as its source item's record: rotated back, params without `circular`, the source's id."""
    params = item.params_dict
    circular = params.pop("circular")
    k = len(item.choices)
    back = (-rotation) % k
    choices = item.choices if item.choices == [f"Option {LETTERS[p]}" for p in range(k)] else rotate(item.choices, back)
    if "choice_aliases" in params:
        params["choice_aliases"] = rotate(params["choice_aliases"], back)
    return replace(item, id=circular["source_id"], task=source, params=dump_params(params), choices=choices,
                   answer=rotate_letter(item.answer, back, k), option_kinds=rotate(item.option_kinds, back))


def verify(item: Item, options: BuildOptions = DEFAULT_OPTIONS, benchmark: str = "mindseye",
           source: str = "mental_rotation", panels: bool = True) -> None:
    """The source config's checks on the rotated-back record, equality with the regenerated source item, and the
    rotation shown; malformed params are a VerificationError like any other defect."""
    try:
        check_rotation(item, options, benchmark, source, panels)
    except MALFORMED as err:
        raise VerificationError(f"{item.id}: malformed params ({type(err).__name__}: {err})") from None


def check_rotation(item: Item, options: BuildOptions, benchmark: str, source: str, panels: bool) -> None:
    """`verify`'s checks, which may meet malformed params as a TypeError, KeyError, …"""
    spec = get_task(benchmark, source)
    k = spec.n_options
    if item.task != source + SUFFIX or item.split != "test" or item.benchmark != benchmark:
        fail(item, f"not a test item of {source}{SUFFIX} ({item.benchmark}/{item.task}/{item.split})")
    match = SOURCE_ID_PATTERN.fullmatch(item.id)
    circular = item.params_dict.get("circular")
    if match is None or not isinstance(circular, dict):
        fail(item, "id without an index or params without `circular`")
    source_index, rotation = locate(int(match[1]), k)
    if (circular["source_index"], circular["rotation"]) != (source_index, rotation):
        fail(item, f"params say source {circular['source_index']!r} rotation {circular['rotation']!r}; the index says "
                   f"source {source_index} rotation {rotation}")
    attempt, base_seed = circular["source_attempt"], circular["base_seed"]
    if not (isinstance(attempt, int) and attempt >= 0 and isinstance(base_seed, int)):
        fail(item, "source_attempt / base_seed are not integers")
    if circular["source_id"] != item_id(benchmark, source, "test", source_index):
        fail(item, f"source_id {circular['source_id']!r} is not test item {source_index} of {source}")
    if item.seed != item_seed(benchmark, source, item.split, base_seed, source_index, attempt):
        fail(item, "seed is not the source item's")
    original = as_source(item, source, rotation)
    try:  # 1. the puzzle and its answer, re-solved from the rotated-back params as for any source item
        spec.verify(original, options)
    except VerificationError as exc:
        fail(item, f"as a {source} item: {exc}")
    drawn = source_draw(benchmark, source, source_index, item.split, base_seed, attempt, options)
    if isinstance(drawn, str):  # 2. the item the source config gives for this attempt: the same, rotated
        fail(item, f"the source item does not exist for this attempt ({drawn})")
    if circular["source_option_kinds"] != drawn.option_kinds:
        fail(item, "source_option_kinds are not the source item's option kinds")
    for field in ("question", "choices", "answer", "answer_type", "difficulty", "option_kinds", "dimension", "params"):
        if getattr(original, field) != getattr(drawn, field):
            fail(item, f"{field} rotated back {getattr(original, field)!r} differs from the source item's "
                       f"{getattr(drawn, field)!r}")
    if not panels or rotation == 0:
        if (item.svg, item.image) != (drawn.svg, drawn.image):
            fail(item, "the picture is not the source item's")
        return
    defects = rotation_defects(pixels(item.svg), pixels(drawn.svg), boxes_of(drawn.params_dict), rotation)
    if defects:  # 3. the panels really moved, and nothing else
        fail(item, "; ".join(defects))


# ------------------------------------------------------------------------------------------ split keys


def signature(item: Item, benchmark: str, source: str) -> str:
    """The source item's signature with the rotation: the rotations of one source never count as repeats of each
    other, and two sources with the same puzzle repeat in every rotation, so repeats are redrawn as in the source."""
    spec = get_task(benchmark, source)
    rotation = item.params_dict["circular"]["rotation"]
    return signature_hash({"source": spec.signature(as_source(item, source, rotation)), "rotation": rotation})


def protected_keys(item: Item, benchmark: str, source: str) -> set[str]:
    """Exactly the source item's keys (its puzzle, its image): no train item shows the puzzle."""
    spec = get_task(benchmark, source)
    original = as_source(item, source, item.params_dict["circular"]["rotation"])
    return spec.protected_keys(original) if spec.protected_keys else {f"{source}:{spec.signature(original)}"}


def make_spec(benchmark: str, source: str, panels: bool) -> TaskSpec:
    spec = get_task(benchmark, source)
    where = {"benchmark": benchmark, "source": source}
    return TaskSpec(
        benchmark=benchmark, name=source + SUFFIX, dimension=spec.dimension, answer_type=spec.answer_type,
        n_options=spec.n_options, default_n={"test": SOURCES * spec.n_options, "train": 0},
        generate=functools.partial(generate, panels=panels, **where),
        verify=functools.partial(verify, panels=panels, **where),
        signature=functools.partial(signature, **where), integer_range=spec.integer_range,
        protected_keys=functools.partial(protected_keys, **where),
        exposed_keys=functools.partial(protected_keys, **where), variant_of=source, items_per_count=spec.n_options)


def make_presentation(benchmark: str, source: str) -> Presentation:
    shown = get_presentation(benchmark, source)
    return Presentation(title=f"{shown.title}, every rotation of the options", description=shown.description,
                        prompts=shown.prompts, human=shown.human, variant=VARIANT)
