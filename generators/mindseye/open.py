"""Mind's Eye open answers: `paper_folding_open` and `mental_rotation_open` ask for the answer itself, with no option
list, in a form that is scored exactly from params (`lmms_tasks/open_answers.py`).

* `paper_folding_open`: the square sheet carries a labelled 8 x 8 grid (columns A–H from the left, rows 1–8 from the
  top) in every fold panel; punches sit at cell centres and every fold line on a cell border or a cell diagonal, so
  each unfolded hole is the centre of one cell. The answer is the set of cells with a hole ("B3, C5, F7"), scored as
  a set. `verify` re-solves the holes from the float params by folding candidate points forward (paper_folding's
  independent path) and re-derives the cells.
* `mental_rotation_open`: a chiral polycube without rotational symmetry before and after one turn about a coordinate
  axis; a gizmo draws the axes x, y and z in the solid's camera, each with a curved arrow for its positive
  (right-handed) sense. The answer is the axis and the number of quarter turns in the arrow's sense ("y, 3"), scored
  as that pair. The solid has no rotational symmetry, so exactly one pair is right; `verify` tries all nine
  single-axis turns with its own rotation matrices and finds exactly the recorded one.

Both draw their own puzzles (their own seed streams, the source task's generation code) rather than re-presenting
test items, since a re-presented item would not fit the grid or the single-axis form. Their puzzle keys are the
source task's (`folds:`, `polycube:`), so a build keeps the source's train split clear of these test items. Test
split in the default build; train items on the fly through `mindbench.procedural` (`TaskSpec.procedural_train`).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from mindbench.generators.common.canvas import CANVAS_SIZE, MARGIN, Box, Canvas, grid_boxes
from mindbench.generators.common.holdout import object_key
from mindbench.generators.common.item import (
    DIFFICULTIES,
    MALFORMED,
    Item,
    RejectDraw,
    VerificationError,
    signature_hash,
)
from mindbench.generators.common.presentation import Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec, get_presentation, get_task
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions, finish_item
from mindbench.generators.mindseye import mental_rotation as mr
from mindbench.generators.mindseye import paper_folding as pf

BENCH = "mindseye"
SUFFIX = "_open"
VARIANT = "open"  # the lmms-eval group `mindseye_open`
TEST_ITEMS = 99  # a whole number of difficulty cycles for paper folding (33 per tier)
FORMAT_CELLS = "cells"
FORMAT_ROTATION = "rotation"

# ------------------------------------------------------------------------------------------------ paper folding

FOLDING = "paper_folding" + SUFFIX
FOLDING_CONFIG = pf.Config(hexagon_probability=0.0, cell_centres=True)
GRID_CELLS = 2 * pf.SQUARE_HALF // pf.GRID  # 8 cells per side
COLUMNS = "ABCDEFGH"[:GRID_CELLS]
GRID_COLOUR = "#8c8c8c"
LABEL_COLOUR = "#222222"
FOLDING_QUESTION = (
    "A square sheet of paper printed with a grid is folded as shown step by step, then holes are punched through all "
    "layers (last panel). The letters A–H name the grid's columns from the left and the numbers 1–8 its rows from the "
    "top, where the flat sheet lies. After the sheet is completely unfolded, which cells have a hole? List every such "
    "cell, for example: Answer: B3, C5, F7")
FOLDING_PARAM_KEYS = {"paper", "folds", "punches", "hole_radius", "holes", "grid", "layout", "decision_margin_px",
                      "open"}
CELL_MARGIN_FLOOR_PX = 12.0  # a hole centre is half a cell from its cell's borders; at least this many px


def folding_difficulty(index: int) -> str:
    """easy: one fold, medium: two, hard: three or four (paper_folding's rule on the square sheet)."""
    return DIFFICULTIES[index % len(DIFFICULTIES)]


def cell_name(x: float, y: float) -> str:
    """The grid cell of a point of the flat square sheet (sheet units, side 1 centred at 0; y down)."""
    column = min(max(math.floor((x + 0.5) * GRID_CELLS), 0), GRID_CELLS - 1)
    row = min(max(math.floor((y + 0.5) * GRID_CELLS), 0), GRID_CELLS - 1)
    return f"{COLUMNS[column]}{row + 1}"


def cells_answer(cells: Sequence[str]) -> str:
    """Cells in reading order (by row, then column): the published answer."""
    return ", ".join(sorted(set(cells), key=lambda c: (int(c[1:]), c[0])))


def folding_panels(n_steps: int) -> list[Box]:
    """One panel per fold plus the punch panel: two columns up to four panels, three for five."""
    region = (MARGIN, MARGIN, CANVAS_SIZE - MARGIN, CANVAS_SIZE - MARGIN)
    count = n_steps + 1
    return grid_boxes(region, count, 2 if count <= 4 else 3)


def sheet_target(box: Box) -> Box:
    """Where the sheet is drawn inside a panel: room for the title, the column letters and the row numbers."""
    return (box[0] + 34, box[1] + 64, box[2] - 10, box[3] - 10)


def draw_grid(painter: pf.Painter, layers: Sequence[Sequence[pf.Pt]], bbox: Box, clip_id: str,
              font_size: float) -> None:
    """The grid printed on the paper (lattice lines clipped to the visible layers: a fold maps grid lines onto
    grid lines) and its labels where the flat sheet lies: column letters above, row numbers on the left."""
    canvas, dwg = painter.canvas, painter.canvas.dwg
    clip = dwg.defs.add(dwg.clipPath(id=clip_id))
    for poly in layers:
        clip.add(dwg.polygon([painter.px(q) for q in poly]))
    lines = dwg.g(clip_path=f"url(#{clip_id})")
    half, step, unit = pf.SQUARE_HALF, pf.GRID, float(painter.sheet.unit)
    lo = [step * math.floor(v / unit / step) for v in bbox[:2]]
    hi = [step * math.ceil(v / unit / step) for v in bbox[2:]]
    for v in range(lo[0], hi[0] + 1, step):
        lines.add(dwg.line(painter.px((v, lo[1])), painter.px((v, hi[1])), stroke=GRID_COLOUR, stroke_width=1.2))
    for v in range(lo[1], hi[1] + 1, step):
        lines.add(dwg.line(painter.px((lo[0], v)), painter.px((hi[0], v)), stroke=GRID_COLOUR, stroke_width=1.2))
    canvas.add(lines)
    for k in range(GRID_CELLS):
        centre = -half + k * step + step // 2
        x, top = painter.px((centre, -half))
        canvas.text((x, top - 8), COLUMNS[k], size=font_size, weight="bold", fill=LABEL_COLOUR)
        left, y = painter.px((-half, centre))
        canvas.text((left - 8, y + font_size * 0.35), str(k + 1), size=font_size, anchor="end", weight="bold",
                    fill=LABEL_COLOUR)


def render_folding(sheet: pf.Sheet, steps: Sequence[Any], punches: Sequence[pf.Pt], radius: float) -> tuple[str, float]:
    """Fold panels and the punch panel (paper_folding's drawing) with the labelled grid; also the cell size in px
    of the smallest panel."""
    canvas = Canvas()
    panels = folding_panels(len(steps))
    all_polys = [layer.poly for s in steps for layer in s.static + s.moving + s.after]
    bbox = pf.euclid_bbox(sheet, all_polys)
    cell_px = []
    for k, box in enumerate(panels):
        canvas.frame(box, stroke="#bbbbbb")
        title = f"Fold {k + 1}" if k < len(steps) else "Punch"
        canvas.text((box[0] + 12, box[1] + 30), title, size=22, anchor="start", weight="bold")
        painter = pf.Painter(canvas, sheet, bbox, sheet_target(box), pad=0.04)
        cell = painter.s * float(sheet.unit) * pf.GRID
        cell_px.append(cell)
        font = min(22.0, max(16.0, cell * 0.5))
        if k < len(steps):
            step = steps[k]
            for layer in step.static:
                painter.polygon(layer.poly, fill=pf.PAPER_FILL, fill_opacity=0.75, stroke=pf.PAPER_STROKE,
                                stroke_width=2)
            for layer in step.moving:
                painter.polygon(layer.poly, fill=pf.MOVING_FILL, fill_opacity=0.75, stroke=pf.MOVING_STROKE,
                                stroke_width=2)
            landed = step.after[len(step.static):]
            for layer in landed:
                painter.polygon(layer.poly, fill="none", stroke=pf.MOVING_STROKE, stroke_width=1.5,
                                stroke_dasharray="4,5")
            draw_grid(painter, [layer.poly for layer in step.static + step.moving], bbox, f"paper-{k}", font)
            a, b = pf.crease_segment(step.static + step.moving, step.line)
            painter.line(a, b, stroke=pf.CREASE, stroke_width=3.5, stroke_dasharray="12,7")
            pf.draw_arrow(painter, pf.centroid(sheet, step.moving), pf.centroid(sheet, landed))
        else:
            for layer in steps[-1].after:
                painter.polygon(layer.poly, fill=pf.PAPER_FILL, fill_opacity=0.6, stroke=pf.PAPER_STROKE,
                                stroke_width=2)
            draw_grid(painter, [layer.poly for layer in steps[-1].after], bbox, f"paper-{k}", font)
            for p in punches:
                painter.hole(p, radius)
    return canvas.to_svg(), min(cell_px)


def generate_folding(index: int, split: str, base_seed: int, attempt: int = 0,
                     options: BuildOptions = DEFAULT_OPTIONS) -> Item:
    """Item `index`: folds and cell-centre punches drawn with paper_folding's exact lattice code; the answer is the
    set of cells holding the unfolded holes."""
    seed = item_seed(BENCH, FOLDING, split, base_seed, index, attempt)
    rng = item_rng(seed)
    difficulty = folding_difficulty(index)
    sheet = pf.SHEETS["square"]
    config = FOLDING_CONFIG
    try:
        steps = pf.draw_folds(sheet, difficulty, rng, config)
        n_punches = int(rng.integers(1, min(config.max_punches, 4 - len(steps) // 2) + 1))
        punches = pf.place_punches(sheet, steps, n_punches, rng, config)
        if not pf.every_fold_matters(sheet, steps, punches):
            raise RejectDraw("a fold mirrors no hole")
        holes = pf.unfold(sheet, steps, punches)
        if not pf.valid_hole_set(sheet, holes, config) or not pf.clear_of_creases(
                sheet, pf.flat_layers(steps), holes, config):
            raise RejectDraw("unfolded holes crowd each other or a crease")
    except ArithmeticError as exc:  # defensive: a lattice assumption failed for this draw
        raise RejectDraw(str(exc)) from exc
    euclid = [pf.euclid_rounded(sheet, h) for h in holes]
    cells = [cell_name(x, y) for x, y in euclid]
    if len(set(cells)) != len(cells):
        raise RejectDraw("two holes share a grid cell")
    svg, cell_px = render_folding(sheet, steps, punches, config.hole_radius)
    margin = cell_px / 2
    if margin < CELL_MARGIN_FLOOR_PX:
        raise RejectDraw(f"half a cell is {margin:.1f} px, under {CELL_MARGIN_FLOOR_PX} px")
    answer = cells_answer(cells)
    params = {
        "paper": {"shape": sheet.shape, "polygon": [pf.euclid_rounded(sheet, p) for p in sheet.polygon]},
        "folds": [{"line": [pf.euclid_rounded(sheet, p) for p in pf.crease_segment(s.static + s.moving, s.line)]}
                  for s in steps],
        "punches": [pf.euclid_rounded(sheet, p) for p in punches],
        "hole_radius": config.hole_radius,
        "holes": euclid,
        "grid": {"cells": GRID_CELLS, "columns": COLUMNS, "rows": "1-8 from the top", "cell_px": round(cell_px, 2)},
        "layout": {"panels": [list(b) for b in folding_panels(len(steps))]},
        "decision_margin_px": round(margin, 2),
        "open": open_record(FORMAT_CELLS, answer, base_seed, attempt),
    }
    return finish_item(benchmark=BENCH, task=FOLDING, dimension=pf.DIMENSION, split=split, index=index, seed=seed,
                       svg=svg, question=FOLDING_QUESTION, choices=[], answer=answer, answer_type="open",
                       difficulty=difficulty, option_kinds=[], params=params)


def check_folding(item: Item, options: BuildOptions) -> None:
    """Independent re-solve from the float params (forward folding), the cells re-derived, and the item
    regenerated from its seed (the picture and every field)."""
    p = item.params_dict
    if set(p) != FOLDING_PARAM_KEYS:
        raise VerificationError(f"params keys {sorted(p)} differ from {sorted(FOLDING_PARAM_KEYS)}")
    if p["paper"]["shape"] != "square":
        raise VerificationError("the grid needs the square sheet")
    pf.check_sheet_and_folds(p, FOLDING_CONFIG)
    for k, fold in enumerate(p["folds"]):
        a, b = (np.array(v, dtype=float) for v in fold["line"])
        if not on_grid_line(a, b):
            raise VerificationError(f"fold {k + 1} is neither a cell border nor a cell diagonal")
    n_folds = len(p["folds"])
    expected = "easy" if n_folds == 1 else "medium" if n_folds == 2 else "hard"
    if item.difficulty != expected or folding_difficulty(index_of(item)) != expected:
        raise VerificationError(f"difficulty {item.difficulty!r}; {n_folds} folds and the index give {expected!r}")
    holes = pf.solve_from_params(p, FOLDING_CONFIG.margin)
    if not pf.same_holes(holes, p["holes"]):
        raise VerificationError("recorded holes are not the unfolded punches")
    for x, y in holes:
        cx, cy = ((math.floor((v + 0.5) * GRID_CELLS) + 0.5) / GRID_CELLS - 0.5 for v in (x, y))
        if math.hypot(x - cx, y - cy) > pf.TOL * 10:
            raise VerificationError(f"hole ({x:.4f}, {y:.4f}) is not a cell centre")
    cells = [cell_name(x, y) for x, y in holes]
    if len(set(cells)) != len(cells):
        raise VerificationError("two holes share a grid cell")
    answer = cells_answer(cells)
    if item.answer != answer or (p["open"]["format"], p["open"]["accepted"]) != (FORMAT_CELLS, [answer]):
        raise VerificationError(f"answer {item.answer!r}; the holes give {answer!r}")
    if item.question != FOLDING_QUESTION or item.choices or item.option_kinds or item.answer_type != "open":
        raise VerificationError("question, choices or answer type are not the open item's")
    if not float(p["decision_margin_px"]) >= CELL_MARGIN_FLOOR_PX:  # a NaN record is refused too
        raise VerificationError(f"decision margin {p['decision_margin_px']} px under {CELL_MARGIN_FLOOR_PX} px")
    check_regenerated(item, generate_folding, options)


def on_grid_line(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether the line through a and b is a grid line (x or y on a cell border) or a cell diagonal (x ± y on a
    multiple of the cell side)."""
    cell = 1.0 / GRID_CELLS
    d = b - a
    values = []
    if abs(d[0]) < 1e-9:
        values.append(a[0])
    elif abs(d[1]) < 1e-9:
        values.append(a[1])
    elif abs(abs(d[0]) - abs(d[1])) < 1e-9:
        values.append(a[0] - a[1] if d[0] * d[1] > 0 else a[0] + a[1])
    else:
        return False
    return all(abs(v / cell - round(v / cell)) < 1e-6 for v in values)


# ----------------------------------------------------------------------------------------------- mental rotation

ROTATION = "mental_rotation" + SUFFIX
AXES = "xyz"
AXIS_COLOURS = {"x": "#c62828", "y": "#2e7d32", "z": "#1565c0"}
ROTATION_PARAM_KEYS = {"shape", "rotated", "axis", "quarter_turns", "camera", "layout", "decision_margin_px", "open"}
GIZMO_LENGTH = 150.0  # px per axis
ROTATION_MARGIN_FLOOR_PX = mr.DECISION_MARGIN_FLOOR_PX
ANSWERS = tuple((axis, turns) for axis in AXES for turns in (1, 2, 3))


def rotation_question(n_cubes: int | str) -> str:
    return (f"The top panel shows a 3D object made of {n_cubes} unit cubes. The bottom panel shows the same object "
            "after one rotation about one of the axes x, y or z drawn on the right (the axes are fixed in space). "
            "About which axis was it turned, and by how many quarter turns (1, 2 or 3) in the direction of that "
            "axis's curved arrow? Answer as axis and quarter turns, for example: Answer: z, 1")


def rotation_layout() -> dict[str, Box]:
    """Before (top left), after (bottom left) and the axes (right)."""
    split_x, mid_y = 650.0, CANVAS_SIZE / 2
    return {"before": (MARGIN, MARGIN, split_x, mid_y - 7), "after": (MARGIN, mid_y + 7, split_x, CANVAS_SIZE - MARGIN),
            "axes": (split_x + 14, MARGIN, CANVAS_SIZE - MARGIN, CANVAS_SIZE - MARGIN)}


def rotation_matrix(axis: str, quarter_turns: int) -> np.ndarray:
    """Right-handed rotation about a coordinate axis by quarter turns, built from cos/sin (verify's own path)."""
    angle = quarter_turns * math.pi / 2
    c, s = round(math.cos(angle)), round(math.sin(angle))
    i = AXES.index(axis)
    j, k = (i + 1) % 3, (i + 2) % 3
    m = np.zeros((3, 3), dtype=np.int64)
    m[i, i] = 1
    m[j, j], m[j, k], m[k, j], m[k, k] = c, -s, s, c
    return m


def centred(points: np.ndarray) -> np.ndarray:
    return points - points.mean(axis=0)


def view_misfit(a: np.ndarray, b: np.ndarray, screen: np.ndarray) -> float:
    """Symmetric Hausdorff distance (cube units, on screen) between two solids' projected cube centres, each
    centred on its own mean (the drawing centres each solid in its panel)."""
    pa, pb = centred(a @ screen), centred(b @ screen)
    gaps = np.linalg.norm(pa[:, None, :] - pb[None, :, :], axis=-1)
    return float(max(gaps.min(axis=1).max(), gaps.min(axis=0).max()))


def rotation_scale(shape: np.ndarray, rotated: np.ndarray, layout: dict[str, Box]) -> float:
    """Pixels per cube edge: the one scale both solids are drawn at (mental_rotation's rule)."""
    screen = mr.CAMERA.screen_matrix
    scales = []
    for cubes, key in ((shape, "before"), (rotated, "after")):
        corners = (cubes[:, None, :] + mr._CUBE_CORNERS[None]).reshape(-1, 3) @ screen
        box = (corners[:, 0].min(), corners[:, 1].min(), corners[:, 0].max(), corners[:, 1].max())
        area = mr._inset(layout[key], 40)
        scales.append(mr.fit_transform(box, area, pad=0.06)[0])
    return float(min(scales))


def rotation_margin_px(shape: np.ndarray, axis: str, turns: int, layout: dict[str, Box]) -> float:
    """How far, in px, the drawn result stays from what every other answer (axis, quarter turns) would show."""
    screen = mr.CAMERA.screen_matrix
    drawn = shape @ rotation_matrix(axis, turns).T
    misfits = [view_misfit(shape @ rotation_matrix(a, k).T, drawn, screen)
               for a in AXES for k in (1, 2, 3) if (a, k) != (axis, turns)]
    return min(misfits) * rotation_scale(shape, drawn.astype(float), layout)


def draw_gizmo(canvas: Canvas, box: Box) -> None:
    """The axes x, y, z in the solids' camera, each with a curved arrow for its positive (right-handed) sense."""
    screen = mr.CAMERA.screen_matrix
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    dwg = canvas.dwg
    canvas.text((cx, box[1] + 40), "Axes", size=26, weight="bold")
    for i, axis in enumerate(AXES):
        colour = AXIS_COLOURS[axis]
        e = np.eye(3)[i]
        u, v = np.eye(3)[(i + 1) % 3], np.eye(3)[(i + 2) % 3]
        tip = e @ screen * GIZMO_LENGTH
        end = (cx + tip[0], cy + tip[1])
        canvas.add(dwg.line((round(cx, 2), round(cy, 2)), (round(end[0], 2), round(end[1], 2)), stroke=colour,
                            stroke_width=5))
        arrow_head(canvas, (cx, cy), end, colour, 18)
        label = e @ screen * (GIZMO_LENGTH + 30)
        canvas.text((cx + label[0], cy + label[1] + 10), axis, size=32, weight="bold", fill=colour)
        ring_centre = 0.5 * e
        ts = np.radians(np.linspace(-60, 235, 30))
        ring = np.array([ring_centre + 0.3 * (math.cos(t) * u + math.sin(t) * v) for t in ts]) @ screen
        points = [(round(cx + x * GIZMO_LENGTH, 2), round(cy + y * GIZMO_LENGTH, 2)) for x, y in ring]
        canvas.add(dwg.polyline(points, fill="none", stroke=colour, stroke_width=3.5))
        arrow_head(canvas, points[-3], points[-1], colour, 18)
    canvas.add(dwg.circle((round(cx, 2), round(cy, 2)), 5, fill="#333333"))


def arrow_head(canvas: Canvas, start: tuple[float, float], end: tuple[float, float], colour: str, size: float) -> None:
    tx, ty = end[0] - start[0], end[1] - start[1]
    norm = math.hypot(tx, ty) or 1.0
    tx, ty = tx / norm, ty / norm
    bx, by = end
    head = [(bx + 0.3 * size * tx, by + 0.3 * size * ty),
            (bx - size * tx + 0.5 * size * ty, by - size * ty - 0.5 * size * tx),
            (bx - size * tx - 0.5 * size * ty, by - size * ty + 0.5 * size * tx)]
    canvas.add(canvas.dwg.polygon([(round(x, 2), round(y, 2)) for x, y in head], fill=colour))


def render_rotation(shape: Sequence[mr.Cube], rotated: Sequence[mr.Cube], layout: dict[str, Box]) -> str:
    canvas = Canvas()
    drawings = [mr.make_drawing(shape, (mr.MONO_COLOUR,) * len(shape)),
                mr.make_drawing(rotated, (mr.MONO_COLOUR,) * len(rotated))]
    for key, title in (("before", "Before"), ("after", "After")):
        canvas.frame(layout[key])
        canvas.text((layout[key][0] + 14, layout[key][1] + 34), title, size=24, anchor="start", weight="bold")
    canvas.frame(layout["axes"], stroke="#bbbbbb")
    areas = [mr._inset(layout["before"], 40), mr._inset(layout["after"], 40)]
    boxes = [mr.faces_bbox(d.faces) for d in drawings]
    scale = min(mr.fit_transform(box, area, pad=0.06)[0] for box, area in zip(boxes, areas, strict=True))
    for drawing, area, box in zip(drawings, areas, boxes, strict=True):
        mr._draw_solid(canvas, drawing, area, scale, box)
    draw_gizmo(canvas, layout["axes"])
    return canvas.to_svg()


def rotation_answer(index: int) -> tuple[str, int]:
    """The (axis, quarter turns) of item `index`: all nine in turn, so every answer is as frequent (±1 cycle)."""
    return ANSWERS[index % len(ANSWERS)]


def generate_rotation(index: int, split: str, base_seed: int, attempt: int = 0,
                      options: BuildOptions = DEFAULT_OPTIONS) -> Item:
    """Item `index`: mental_rotation's original solid (drawn from this task's seed) and its turn by the answer the
    index is assigned (every cube still visible)."""
    seed = item_seed(BENCH, ROTATION, split, base_seed, index, attempt)
    rng = item_rng(seed)
    axis, turns = rotation_answer(index)
    shape, posed = mr.draw_puzzle(rng, "easy", mr.DEFAULT_CONFIG)
    variant = posed[0][0]
    if variant.kind != "correct" or mr._symmetry_order(mr.normalize(shape)) != 1:
        raise RejectDraw("the original is not a solid without rotational symmetry")
    pose = mr._sequence_pose((axis,), (90 * turns,))
    if not mr._all_visible(mr.posed_cubes(variant, pose), mr.DEFAULT_CONFIG):
        raise RejectDraw(f"a cube is hidden after {turns} quarter turns about {axis}")
    rotated = mr.posed_cubes(variant, pose)
    layout = rotation_layout()
    margin = rotation_margin_px(np.asarray(shape, dtype=float), axis, turns, layout)
    if margin < ROTATION_MARGIN_FLOOR_PX + mr.DECISION_MARGIN_GUARD_PX:
        raise RejectDraw(f"decision margin {margin:.1f} px under the floor {ROTATION_MARGIN_FLOOR_PX} px")
    answer = f"{axis}, {turns}"
    params = {
        "shape": [list(c) for c in shape],
        "rotated": [list(c) for c in rotated],
        "axis": axis,
        "quarter_turns": turns,
        "camera": mr.CAMERA.as_params(),
        "layout": {k: list(v) for k, v in layout.items()},
        "decision_margin_px": round(margin, 2),
        "open": open_record(FORMAT_ROTATION, answer, base_seed, attempt),
    }
    return finish_item(benchmark=BENCH, task=ROTATION, dimension=mr.DIMENSION, split=split, index=index, seed=seed,
                       svg=render_rotation(shape, rotated, layout), question=rotation_question(len(shape)),
                       choices=[], answer=answer, answer_type="open", difficulty="easy", option_kinds=[],
                       params=params)


def check_rotation(item: Item, options: BuildOptions) -> None:
    """The one single-axis turn that maps the shape onto the drawn result (own matrices, all nine tried), the
    shape's chirality and lack of rotational symmetry, the margin, and the item regenerated from its seed."""
    p = item.params_dict
    if set(p) != ROTATION_PARAM_KEYS:
        raise VerificationError(f"params keys {sorted(p)} differ from {sorted(ROTATION_PARAM_KEYS)}")
    shape = np.asarray(p["shape"], dtype=np.int64).reshape(-1, 3)
    rotated = np.asarray(p["rotated"], dtype=np.int64).reshape(-1, 3)
    lo, hi = mr.SHAPE_SIZE_LIMITS
    if not lo <= len(shape) <= hi or not mr.connected_by_union_find(shape):
        raise VerificationError(f"the shape must be a connected polycube of {lo}–{hi} cubes")
    target = mr.translation_key(rotated)
    found = [(a, k) for a in AXES for k in (1, 2, 3) if mr.translation_key(shape @ rotation_matrix(a, k).T) == target]
    if len(found) != 1:
        raise VerificationError(f"{len(found)} single-axis turns map the shape onto the result; exactly 1 expected")
    if any(mr.translation_key(shape @ r.T) == mr.translation_key(shape) for r in mr._ROTATIONS
           if not np.array_equal(r, np.eye(3))):
        raise VerificationError("the shape has a rotational symmetry, so the turn is not unique")
    axis, turns = found[0]
    if (axis, turns) != rotation_answer(index_of(item)):
        raise VerificationError(f"({axis}, {turns}) is not the answer index {index_of(item)} is assigned")
    answer = f"{axis}, {turns}"
    if (p["axis"], p["quarter_turns"], item.answer, p["open"]["format"], p["open"]["accepted"]) != (
            axis, turns, answer, FORMAT_ROTATION, [answer]):
        raise VerificationError(f"answer {item.answer!r}; the solids give {answer!r}")
    margin = rotation_margin_px(shape.astype(float), axis, turns, rotation_layout())
    if not abs(float(p["decision_margin_px"]) - margin) <= 0.05:  # a NaN record is refused too
        raise VerificationError(f"decision_margin_px {p['decision_margin_px']} but the params give {margin:.2f}")
    if margin < ROTATION_MARGIN_FLOOR_PX:
        raise VerificationError(f"decision margin {margin:.1f} px is under the floor {ROTATION_MARGIN_FLOOR_PX} px")
    if item.question != rotation_question(len(shape)) or item.choices or item.option_kinds:
        raise VerificationError("question or (empty) choices are not the open item's")
    check_regenerated(item, generate_rotation, options)


# ---------------------------------------------------------------------------------------------------- shared

def index_of(item: Item) -> int:
    return int(item.id.rsplit("/", 1)[1])


def open_record(answer_format: str, answer: str, base_seed: int, attempt: int) -> dict[str, Any]:
    """`params.open`: how the answer is scored, the accepted answer, and where the item's seed comes from."""
    return {"format": answer_format, "accepted": [answer], "base_seed": base_seed, "attempt": attempt}


def check_regenerated(item: Item, generate: Any, options: BuildOptions) -> None:
    """The item is what its seed draws: every field, the picture included."""
    info = item.params_dict["open"]
    base_seed, attempt = info["base_seed"], info["attempt"]
    if not (isinstance(base_seed, int) and isinstance(attempt, int) and attempt >= 0):
        raise VerificationError("open.base_seed / open.attempt are not integers")
    index = index_of(item)
    if item.seed != item_seed(BENCH, item.task, item.split, base_seed, index, attempt):
        raise VerificationError("seed is not the one open.base_seed and open.attempt give")
    try:
        again = generate(index, item.split, base_seed, attempt, options)
    except RejectDraw as exc:
        raise VerificationError(f"the recorded attempt draws nothing ({exc})") from None
    if again != item:
        raise VerificationError("the item is not what its seed draws (picture or fields differ)")


def verify(item: Item, options: BuildOptions = DEFAULT_OPTIONS, source: str = "paper_folding") -> None:
    """The task's independent checks; malformed params are a VerificationError like any other defect."""
    try:
        if item.task != source + SUFFIX or item.benchmark != BENCH:
            raise VerificationError(f"not a {BENCH}/{source}{SUFFIX} item")
        (check_folding if source == "paper_folding" else check_rotation)(item, options)
    except VerificationError as exc:
        raise VerificationError(f"{item.id}: {exc}") from None
    except MALFORMED as err:
        raise VerificationError(f"{item.id}: malformed params ({type(err).__name__}: {err})") from None


def signature(item: Item, source: str) -> str:
    p = item.params_dict
    if source == "paper_folding":
        return pf.signature(item)
    return signature_hash([mr.polycube_key([tuple(c) for c in p["shape"]]), p["axis"], p["quarter_turns"]])


def protected_keys(item: Item, source: str) -> set[str]:
    """The source task's object key (the fold sequence with its punches; the polycube in any pose), so the
    source's train split stays clear of these test items, and the task-qualified signature."""
    p = item.params_dict
    key = (object_key("folds", pf.fold_punch_form(p)) if source == "paper_folding"
           else mr.polycube_key([tuple(c) for c in p["shape"]]))
    return {key, f"{source}{SUFFIX}:{signature(item, source)}"}


GENERATORS = {"paper_folding": generate_folding, "mental_rotation": generate_rotation}
QUESTIONS = {"paper_folding": FOLDING_QUESTION, "mental_rotation": rotation_question("N")}
HINTS = {
    "paper_folding": "Each unfold mirrors every hole across its crease; list the cells of all the holes.",
    "mental_rotation": "Positive turns follow the curved arrow (right-handed: thumb along the axis).",
}


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             source: str = "paper_folding") -> Item:
    return GENERATORS[source](index, split, base_seed, attempt, options)


def make_spec(source: str) -> TaskSpec:
    return TaskSpec(
        benchmark=BENCH, name=source + SUFFIX, dimension=get_task(BENCH, source).dimension, answer_type="open",
        n_options=0, default_n={"test": TEST_ITEMS, "train": 0}, generate=functools.partial(generate, source=source),
        verify=functools.partial(verify, source=source), signature=functools.partial(signature, source=source),
        protected_keys=functools.partial(protected_keys, source=source),
        exposed_keys=functools.partial(protected_keys, source=source), variant_of=source, procedural_train=True,
        own_puzzles=True)


def make_presentation(source: str) -> Presentation:
    shown = get_presentation(BENCH, source)
    prompts = Prompts(hint=HINTS[source], operation=shown.prompts.operation, steps=shown.prompts.steps)
    return Presentation(title=f"{shown.title}, answered without options", description=QUESTIONS[source],
                        prompts=prompts, human=None, variant=VARIANT)


SOURCE_NAMES = ("paper_folding", "mental_rotation")
SPECS: dict[str, TaskSpec] = {name + SUFFIX: make_spec(name) for name in SOURCE_NAMES}
PRESENTATIONS: dict[str, Presentation] = {name + SUFFIX: make_presentation(name) for name in SOURCE_NAMES}
