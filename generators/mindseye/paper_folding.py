"""Mind's Eye paper folding: a sheet is folded 1–4 times, holes are punched, pick the unfolded sheet.

Why the geometry is exact: the published generator reflected every hole about the sheet's original centre
lines, so its key was wrong whenever a fold repeated an axis. Here every coordinate is an integer in a
per-sheet lattice (square: 1/128 of the side; hexagon: the hexagonal lattice spanned by (1, 0) and
(1/2, √3/2), scaled so the circumradius is 80 units). Every allowed fold line maps that lattice onto
itself, so folding, clipping and unfolding never round.

Two independent solvers:
* generation tracks the folded state as convex layers (clipped exactly at each fold) and unfolds the
  punches in reverse order, keeping a hole's static copy and/or its reflection by testing which layers of
  the earlier state lie under it;
* `verify` works from the float `params` only: it folds candidate points of the flat sheet *forward* and
  keeps those that land on a punch.

Decision margin (`params["decision_margin_px"]`, `DECISION_MARGIN`): the least, over the distractors, symmetric
Hausdorff distance between the distractor's hole centres and the key's, in pixels of the published 1024 px PNG
(sheet units times the option panels' drawing scale). Every distractor has a hole at least that far from every key
hole, or lacks one the key has by that much: a wrong crease that mirrors a hole almost onto its right place gave
distractors within 2 px of the key, which nobody can see. Distractors under `DECISION_MARGIN_FLOOR_PX` (about the
hole's diameter) are never drawn, and `verify` refuses an item under it.

`solve_pixels` reads the options from the image: it folds the key forward from the params (the stimulus a person
reads) and picks the panel whose dark blobs lie nearest the key's holes, so it measures whether the options stay
distinguishable at a given resolution.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from mindbench.generators.common.canvas import CANVAS_SIZE, Box, Canvas, fit_transform, grid_boxes, standard_layout
from mindbench.generators.common.holdout import object_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError, signature_hash
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.presentation import MINDS_EYE_HUMANS, HumanLevel, Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import bounded_integer, item_rng, item_seed
from mindbench.generators.common.svg_text import SvgDrawing, SvgScene, element_format, rounded_points_text
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions

BENCH = "mindseye"
TASK = "paper_folding"
DIMENSION = "transformation"
N_OPTIONS = 4
PANEL = PanelTask(BENCH, TASK, DIMENSION, N_OPTIONS)
DISTRACTOR_KINDS = ("wrong_axis", "perturbed")  # both keep the hole count (see draw_distractors)
QUESTION = (
    "A sheet of paper is folded as shown step by step, then holes are punched through all layers. "
    "Which option shows the sheet after it is completely unfolded?"
)
PARAM_KEYS = {"paper", "folds", "punches", "hole_radius", "options", "layout", "decision_margin_px"}
DECISION_MARGIN_FLOOR_PX = 12.0  # about a hole's diameter (14 px on the square, 12 px on the hexagon); 5.25 px at 448
DECISION_MARGIN_GUARD_PX = 0.5  # generation keeps this much above the floor, so verify's verdict never hangs on a bit
DECISION_MARGIN = (
    "Least symmetric Hausdorff distance, over the distractors, between the distractor's hole centres and the key's, "
    "in px of the 1024 px image (option panel scale)."
)
TOL = 1e-4  # float tolerance of verify (params are rounded to 6 decimals)

Pt = tuple[int, int]
Affine = tuple[int, int, int, int, int, int]  # (a, b, c, d, e, f): (a x + b y + e, c x + d y + f)
IDENTITY: Affine = (1, 0, 0, 1, 0, 0)


# ----------------------------------------------------------------------------------------------------
# Configuration


@dataclass(frozen=True)
class Config:
    """Item ranges; lengths are in sheet units (square side 1, hexagon circumradius 0.6)."""

    hexagon_probability: float = 0.35
    hole_radius: float = 0.035
    margin: float = 0.06  # min distance of a hole centre from any crease or edge, in the folded state too
    hole_spacing: float = 0.12  # min distance between two hole centres on any sheet
    min_part_fraction: float = 0.15  # each side of a fold holds at least this share of the paper
    min_layer_fraction: float = 0.01  # no layer smaller than this share of the sheet (no slivers)
    max_punches: int = 3
    max_holes: int = 16  # holes on the unfolded sheet
    punch_tries: int = 80
    # Punch only at the centres of the 8 x 8 cells of the square sheet (`paper_folding_open` names holes by cell):
    # fold lines lie on cell borders or cell diagonals, so every unfolded hole is a cell centre too.
    cell_centres: bool = False

    def __post_init__(self) -> None:
        if not 0.0 <= self.hexagon_probability <= 1.0:
            raise ValueError(f"hexagon_probability must lie in [0, 1], got {self.hexagon_probability}")
        if not 0.0 < self.hole_radius < 0.1:
            raise ValueError(f"hole_radius must lie in (0, 0.1), got {self.hole_radius}")
        if not self.hole_radius < self.margin < 0.15:
            raise ValueError(f"margin must exceed hole_radius and stay below 0.15, got {self.margin}")
        if self.hole_spacing < 2 * self.hole_radius + 0.01:
            raise ValueError(f"hole_spacing must leave a gap between holes, got {self.hole_spacing}")
        if not 0.0 < self.min_part_fraction < 0.5:
            raise ValueError(f"min_part_fraction must lie in (0, 0.5), got {self.min_part_fraction}")
        if not 0.0 <= self.min_layer_fraction < 0.1:
            raise ValueError(f"min_layer_fraction must lie in [0, 0.1), got {self.min_layer_fraction}")
        if not 1 <= self.max_punches <= 3:
            raise ValueError(f"max_punches must lie in 1..3, got {self.max_punches}")
        if not 4 <= self.max_holes <= 48:
            raise ValueError(f"max_holes must lie in 4..48, got {self.max_holes}")
        if self.punch_tries < 1:
            raise ValueError(f"punch_tries must be positive, got {self.punch_tries}")
        if self.cell_centres and self.hexagon_probability:
            raise ValueError("cell_centres needs the square sheet only (hexagon_probability 0)")


DEFAULT_CONFIG = Config()


# ----------------------------------------------------------------------------------------------------
# Exact lattice geometry


@dataclass(frozen=True)
class Sheet:
    """An unfolded sheet in its integer lattice, with what turns lattice numbers into Euclidean ones."""

    shape: str
    polygon: tuple[Pt, ...]  # counter-clockwise in lattice coordinates
    unit: Fraction  # Euclidean length of one lattice step
    skew: bool  # hexagonal lattice basis (1, 0), (1/2, √3/2) instead of the square one

    def quad(self, v: Pt) -> int:
        """|v|² in units²: exact for both lattices (a² + ab + b² on the hexagonal one)."""
        a, b = v
        return a * a + a * b + b * b if self.skew else a * a + b * b

    def gram2(self, u: Pt, v: Pt) -> int:
        """Twice the Euclidean inner product, in units² (an integer on both lattices)."""
        if self.skew:
            return 2 * u[0] * v[0] + u[0] * v[1] + u[1] * v[0] + 2 * u[1] * v[1]
        return 2 * (u[0] * v[0] + u[1] * v[1])

    def cross_scale(self) -> Fraction:
        """(Euclidean cross product / lattice cross product)² / unit²: 3/4 on the hexagonal lattice."""
        return Fraction(3, 4) if self.skew else Fraction(1)

    def __hash__(self) -> int:
        """The fields' hash, computed once: caches keyed on the sheet look it up for every hole set, and hashing
        the Fraction unit each time cost more than the lookups."""
        return self.hash_value

    @functools.cached_property
    def hash_value(self) -> int:
        return hash((self.shape, self.polygon, self.unit, self.skew))

    @functools.cached_property
    def cross_scale_ints(self) -> tuple[int, int]:
        """`cross_scale` as (numerator, denominator): the margin tests run on integers only."""
        scale = self.cross_scale()
        return scale.numerator, scale.denominator

    @functools.cached_property
    def unit_float(self) -> float:
        """float(unit), computed once: `to_euclid` runs for every drawn point."""
        return float(self.unit)

    @functools.cached_property
    def euclid_memo(self) -> dict[tuple[Fraction | int, Fraction | int], tuple[float, float]]:
        """`to_euclid`'s results by point: the same few lattice points are measured and drawn again and again."""
        return {}

    def to_euclid(self, p: tuple[Fraction | int, Fraction | int]) -> tuple[float, float]:
        """The point in sheet units (remembered: `euclid`'s floats depend on the point alone)."""
        q = self.euclid_memo.get(p)
        if q is None:
            q = self.euclid_memo[p] = self.euclid(p)
        return q

    def euclid(self, p: tuple[Fraction | int, Fraction | int]) -> tuple[float, float]:
        a, b = float(p[0]), float(p[1])
        u = self.unit_float
        if self.skew:
            return (u * (a + b / 2), u * b * math.sqrt(3) / 2)
        return (u * a, u * b)


SQUARE_HALF = 64  # the square is [-64, 64]² lattice units = side 1
HEX_R = 80  # hexagon circumradius in lattice units = 0.6
GRID = 16  # square fold lines sit on multiples of 1/8 of the side
SHEETS = {
    "square": Sheet(
        "square",
        ((-SQUARE_HALF, -SQUARE_HALF), (SQUARE_HALF, -SQUARE_HALF), (SQUARE_HALF, SQUARE_HALF),
         (-SQUARE_HALF, SQUARE_HALF)),
        Fraction(1, 2 * SQUARE_HALF),
        False,
    ),
    "hexagon": Sheet(
        "hexagon",
        ((HEX_R, 0), (0, HEX_R), (-HEX_R, HEX_R), (-HEX_R, 0), (0, -HEX_R), (HEX_R, -HEX_R)),
        Fraction(3, 5 * HEX_R),
        True,
    ),
}
SQUARE_DIRECTIONS = {"vertical": (0, 1), "horizontal": (1, 0), "diagonal": (1, 1), "antidiagonal": (1, -1)}
# Hexagon symmetry axes as lattice directions: 0°, 90° (horizontal/vertical) and the four oblique ones.
HEX_STRAIGHT = {"h0": (1, 0), "h90": (-1, 2)}
HEX_OBLIQUE = {"h30": (1, 1), "h60": (0, 1), "h120": (-1, 1), "h150": (-2, 1)}
HEX_AXES = {**HEX_STRAIGHT, **HEX_OBLIQUE}


@dataclass(frozen=True)
class Line:
    """A fold line through p0 with direction d; the side where cross(d, q - p0) > 0 moves."""

    p0: Pt
    d: Pt
    family: str  # orientation name (vertical, diagonal, h30, ...)

    def cross(self, q: Pt) -> int:
        return self.d[0] * (q[1] - self.p0[1]) - self.d[1] * (q[0] - self.p0[0])


def exact_div(num: int, den: int) -> int:
    """Integer division that must be exact; a remainder means the lattice assumption broke."""
    q, r = divmod(num, den)
    if r:
        raise ArithmeticError(f"{num}/{den} is not a lattice value")
    return q


def reflect(sheet: Sheet, line: Line, q: Pt) -> Pt:
    """Mirror image of q across the line (exact: every allowed line maps the lattice onto itself)."""
    u = (q[0] - line.p0[0], q[1] - line.p0[1])
    num, den = 2 * sheet.gram2(u, line.d), sheet.gram2(line.d, line.d)
    return (line.p0[0] + exact_div(num * line.d[0], den) - u[0], line.p0[1] + exact_div(num * line.d[1], den) - u[1])


@functools.lru_cache(maxsize=1024)
def reflection_affine(sheet: Sheet, line: Line) -> Affine:
    """The reflection as an integer affine map (every allowed line maps the lattice onto itself, so `apply` of it
    equals `reflect` point by point); cached, as unfolding mirrors many points across the same few lines."""
    o = reflect(sheet, line, (0, 0))
    ex, ey = reflect(sheet, line, (1, 0)), reflect(sheet, line, (0, 1))
    return (ex[0] - o[0], ey[0] - o[0], ex[1] - o[1], ey[1] - o[1], o[0], o[1])


def apply(t: Affine, p: Pt) -> Pt:
    return (t[0] * p[0] + t[1] * p[1] + t[4], t[2] * p[0] + t[3] * p[1] + t[5])


def compose(f: Affine, g: Affine) -> Affine:
    """f ∘ g."""
    a, b, c, d, e, h = f
    a2, b2, c2, d2, e2, h2 = g
    return (a * a2 + b * c2, a * b2 + b * d2, c * a2 + d * c2, c * b2 + d * d2,
            a * e2 + b * h2 + e, c * e2 + d * h2 + h)


def area2(poly: Sequence[Pt]) -> int:
    """Twice the signed lattice area (shoelace), summed in a plain loop (integers: any order gives the same sum)."""
    if not poly:
        return 0
    total = 0
    x0, y0 = poly[-1]
    for x1, y1 in poly:
        total += x0 * y1 - x1 * y0
        x0, y0 = x1, y1
    return total


def clip(poly: Sequence[Pt], line: Line, keep_moving: bool) -> tuple[Pt, ...]:
    """The part of a convex polygon on one side of the line (empty tuple if it has no area)."""
    sign = 1 if keep_moving else -1
    vals = [sign * line.cross(p) for p in poly]
    out: list[Pt] = []
    n = len(poly)
    for i in range(n):
        a, b, va, vb = poly[i], poly[(i + 1) % n], vals[i], vals[(i + 1) % n]
        if va >= 0:
            out.append(a)
        if (va > 0 > vb) or (va < 0 < vb):
            out.append((a[0] + exact_div((b[0] - a[0]) * va, va - vb), a[1] + exact_div((b[1] - a[1]) * va, va - vb)))
    dedup = [p for i, p in enumerate(out) if p != out[i - 1]] if len(out) > 1 else out
    return tuple(dedup) if len(dedup) >= 3 and area2(dedup) != 0 else ()


def strictly_inside(p: Pt, poly: Sequence[Pt]) -> bool:
    n = len(poly)
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        if (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) <= 0:
            return False
    return True


EdgeForm = tuple[int, int, int]  # (ex, ey, c): cross(edge, q) = ex q_y - ey q_x - c


@functools.lru_cache(maxsize=4096)
def edge_forms(poly: tuple[Pt, ...]) -> tuple[EdgeForm, ...]:
    """Each edge a→b of a polygon as the integer form ex q_y − ey q_x − c, equal to (b − a) × (q − a): the
    inside tests then cost two products per edge; cached, as the same layers are tested again and again."""
    n = len(poly)
    out = []
    for i in range(n):
        a, b = poly[i], poly[(i + 1) % n]
        ex, ey = b[0] - a[0], b[1] - a[1]
        out.append((ex, ey, ex * a[1] - ey * a[0]))
    return tuple(out)


def inside_forms(p: Pt, forms: Sequence[EdgeForm]) -> bool:
    """`strictly_inside` on a polygon's `edge_forms`."""
    x, y = p
    return all(ex * y - ey * x > c for ex, ey, c in forms)


def in_forms(p: Pt, regions: Sequence[Sequence[EdgeForm]]) -> bool:
    """`in_region` on the layers' `edge_forms`: inside every form of some region."""
    x, y = p
    for forms in regions:
        for ex, ey, c in forms:
            if ex * y - ey * x <= c:
                break
        else:
            return True
    return False


@dataclass(frozen=True)
class Layer:
    """One piece of paper in the folded state: where it lies now and the map back to the flat sheet."""

    poly: tuple[Pt, ...]  # counter-clockwise, current coordinates
    back: Affine  # current -> flat-sheet coordinates


@dataclass(frozen=True)
class FoldStep:
    """The state before a fold split into the parts that stay and move, and the state after it."""

    line: Line
    static: tuple[Layer, ...]
    moving: tuple[Layer, ...]
    after: tuple[Layer, ...]

    @functools.cached_property
    def before_forms(self) -> tuple[tuple[EdgeForm, ...], ...]:
        """`edge_forms` of every layer before the fold (static + moving): unfolding tests holes against them."""
        return tuple(edge_forms(layer.poly) for layer in self.static + self.moving)

    @functools.cached_property
    def crease(self) -> tuple[tuple[Fraction, Fraction], tuple[Fraction, Fraction]]:
        """`crease_segment` of this fold (wrong creases, params and the drawing all ask for it)."""
        return crease_segment(self.static + self.moving, self.line)

    @functools.cached_property
    def unfold_memo(self) -> dict[Pt, tuple[bool, bool]]:
        """`unfold_step`'s two tests of one hole at this fold (a layer under the hole, a layer under its mirror
        image): distractor variants unfold mostly the same holes again. A step lives in one sheet's lattice, so
        the hole alone is the key."""
        return {}


def fold(sheet: Sheet, state: Sequence[Layer], line: Line) -> FoldStep:
    """Fold every layer along the line: the moving side is mirrored onto the other, stacked on top."""
    refl = reflection_affine(sheet, line)
    static, moving = [], []
    for layer in state:
        keep, move = clip(layer.poly, line, False), clip(layer.poly, line, True)
        if keep:
            static.append(Layer(keep, layer.back))
        if move:
            moving.append(Layer(move, layer.back))
    flipped = [Layer(tuple(reversed([apply(refl, p) for p in m.poly])), compose(m.back, refl)) for m in moving]
    return FoldStep(line, tuple(static), tuple(moving), tuple(static) + tuple(reversed(flipped)))


def layers_area2(layers: Sequence[Layer]) -> int:
    return sum(area2(layer.poly) for layer in layers)


def in_region(p: Pt, layers: Sequence[Layer]) -> bool:
    return any(strictly_inside(p, layer.poly) for layer in layers)


# ----------------------------------------------------------------------------------------------------
# Choosing folds


def square_line(family: str, offset: int, flip: bool) -> Line:
    """Square fold line of a family at a lattice offset (x = c, y = c, x - y = c, x + y = c)."""
    d = SQUARE_DIRECTIONS[family]
    p0 = (0, offset) if family == "horizontal" else (offset, 0)
    return Line(p0, (-d[0], -d[1]) if flip else d, family)


def cuts_vertices(line: Line, state: Sequence[Layer]) -> bool:
    crosses = [line.cross(p) for layer in state for p in layer.poly]
    return max(crosses) > 0 > min(crosses)


def acceptable_fold(sheet: Sheet, state: Sequence[Layer], line: Line, config: Config) -> FoldStep | None:
    """The fold if it really cuts the current shape into two substantial parts and leaves no sliver."""
    if not cuts_vertices(line, state):
        return None
    step = fold(sheet, state, line)
    moving, static = layers_area2(step.moving), layers_area2(step.static)
    total = moving + static
    if min(moving, static) < config.min_part_fraction * total:
        return None
    sheet_area = area2(sheet.polygon)
    if min(area2(layer.poly) for layer in step.after) < config.min_layer_fraction * sheet_area:
        return None
    return step


def candidate_lines(sheet: Sheet, families: Sequence[str], rng: np.random.Generator) -> Iterator[Line]:
    """Every allowed line in a random order: the order of families, offsets and directions all drawn. Every draw
    is made at the call, in the order family by family; the lines are built as they are asked for, since a fold
    mostly takes one of the first."""
    draws = []
    for fi in rng.permutation(len(families)):
        family = families[int(fi)]
        offsets = [0] if sheet.skew else line_offsets(family)
        order = rng.permutation(len(offsets))
        flips = rng.integers(2, size=len(offsets))  # the same draws as one rng.integers(2) per offset
        draws.append((family, offsets, order.tolist(), flips.tolist()))
    return (Line((0, 0), (-HEX_AXES[family][0], -HEX_AXES[family][1]) if flip else HEX_AXES[family], family)
            if sheet.skew else square_line(family, offsets[oi], bool(flip))
            for family, offsets, order, flips in draws for oi, flip in zip(order, flips, strict=True))


def line_offsets(family: str) -> list[int]:
    """The lattice offsets of a square sheet's fold lines of a family: the multiples of `GRID` strictly inside."""
    span = 2 * SQUARE_HALF if family in ("diagonal", "antidiagonal") else SQUARE_HALF
    return list(range(-span + GRID, span, GRID))


def draw_folds(sheet: Sheet, difficulty: str, rng: np.random.Generator, config: Config) -> list[FoldStep]:
    """A fold sequence matching the difficulty rule; RejectDraw if the draw runs out of real folds."""
    if sheet.skew:
        count = {"easy": 1, "medium": 2}.get(difficulty) or int(rng.choice([2, 3, 4]))
        families = list(HEX_STRAIGHT) if difficulty != "hard" else list(HEX_AXES)
    else:
        count = {"easy": 1, "medium": 2}.get(difficulty) or int(rng.choice([3, 4]))
        families = list(SQUARE_DIRECTIONS)
    state: tuple[Layer, ...] = (Layer(sheet.polygon, IDENTITY),)
    steps: list[FoldStep] = []
    for _ in range(count):
        for line in candidate_lines(sheet, families, rng):
            step = acceptable_fold(sheet, state, line, config)
            if step is not None:
                break
        else:
            raise RejectDraw("no fold line cuts the current shape")
        steps.append(step)
        state = step.after
    if difficulty_of(sheet.shape, [s.line.family for s in steps]) != difficulty:
        raise RejectDraw("fold sequence does not match the difficulty rule")
    return steps


def difficulty_of(shape: str, families: Sequence[str]) -> str:
    """easy = 1 fold, medium = 2, hard = 3–4 folds or any oblique (diagonal) fold on the hexagon."""
    if len(families) >= 3 or (shape == "hexagon" and any(f in HEX_OBLIQUE for f in families)):
        return "hard"
    return "easy" if len(families) == 1 else "medium"


# ----------------------------------------------------------------------------------------------------
# Punching and the generation-side solver


@functools.lru_cache(maxsize=64)
def limit_sq(sheet: Sheet, length: float) -> tuple[int, int]:
    """(length / unit)² as an integer fraction (num, den); decimal config values stay exact. Cached: the same few
    config lengths are asked for on every hole set."""
    q = (Fraction(str(length)) / sheet.unit) ** 2
    return q.numerator, q.denominator


def far_from_line(sheet: Sheet, line: Line, value: int, limit: tuple[int, int]) -> bool:
    """|distance| ≥ limit given cross = value: value²·scale ≥ limit²·|d|², in integers."""
    num, den = sheet.cross_scale_ints
    return value * value * num * limit[1] >= limit[0] * den * sheet.quad(line.d)


def sheet_edges(sheet: Sheet) -> list[Line]:
    poly = sheet.polygon
    return [Line(a, (b[0] - a[0], b[1] - a[1]), "edge") for a, b in zip(poly, poly[1:] + poly[:1], strict=True)]


MarginForm = tuple[int, int, int, int]  # (ex, ey, c, t): cross = ex q_y − ey q_x − c; far iff cross²·k ≥ t


def margin_factor(sheet: Sheet, limit: tuple[int, int]) -> int:
    """k of `MarginForm`: `far_from_line`'s left-hand factor, the same for every line."""
    return sheet.cross_scale_ints[0] * limit[1]


def line_margin_form(sheet: Sheet, line: Line, limit: tuple[int, int]) -> MarginForm:
    """A line's cross product and `far_from_line` bound as one integer form (the same integers, regrouped)."""
    (dx, dy), (px, py) = line.d, line.p0
    return (dx, dy, dx * py - dy * px, limit[0] * sheet.cross_scale_ints[1] * sheet.quad(line.d))


@functools.lru_cache(maxsize=4096)
def poly_margin_forms(sheet: Sheet, poly: tuple[Pt, ...], limit: tuple[int, int]) -> tuple[MarginForm, ...]:
    """`line_margin_form` of every edge a→b of a polygon; cached, as the same sheet and layers are tested for
    every candidate hole set."""
    n = len(poly)
    return tuple(line_margin_form(sheet, Line(poly[i], (poly[(i + 1) % n][0] - poly[i][0],
                                                        poly[(i + 1) % n][1] - poly[i][1]), "edge"), limit)
                 for i in range(n))


def clear_inside(h: Pt, forms: Sequence[MarginForm], k: int) -> bool:
    """Every form's cross product is positive and at least the margin (`far_from_line`) at h."""
    x, y = h
    for ex, ey, c, t in forms:
        v = ex * y - ey * x - c
        if v <= 0 or v * v * k < t:
            return False
    return True


def punch_chains(sheet: Sheet, lines: Sequence[Line], punch: Pt, margin_sq: tuple[int, int]) -> list[Pt] | None:
    """Holes a punch makes, via its 2^k mirror chains; None if any chain passes within the margin.

    A chain is clean when every constraint it must meet (static side of each crease, inside each sheet
    edge) holds by at least the margin (a hole) or one of them fails by at least the margin (no hole).
    The same rule in floats is what verify checks, so a draw accepted here always verifies.
    """
    scale = margin_factor(sheet, margin_sq)
    edges = poly_margin_forms(sheet, sheet.polygon, margin_sq)
    forms = [line_margin_form(sheet, line, margin_sq) for line in lines]
    mirrors = [reflection_affine(sheet, line) for line in lines]
    holes: list[Pt] = []
    for bits in range(1 << len(lines)):
        c, clean, fails = punch, True, False  # clean: all hold by the margin; fails: one fails by the margin
        for k in reversed(range(len(lines))):
            ex, ey, off, t = forms[k]
            if bits >> k & 1:
                c = apply(mirrors[k], c)
                v = ex * c[1] - ey * c[0] - off
            else:
                v = off - ex * c[1] + ey * c[0]
            far = v * v * scale >= t
            clean = clean and v > 0 and far
            if v < 0 and far:
                fails = True
                break
        if not fails:
            for ex, ey, off, t in edges:
                v = ex * c[1] - ey * c[0] - off
                far = v * v * scale >= t
                clean = clean and v > 0 and far
                if v < 0 and far:
                    fails = True
                    break
        if clean:
            holes.append(c)
        elif not fails:
            return None
    return holes


def unfold(sheet: Sheet, steps: Sequence[FoldStep], holes: Sequence[Pt], *, omit_at: int | None = None,
           wrong_at: tuple[int, Line] | None = None,
           before_last: Callable[[list[Pt]], list[Pt]] | None = None) -> tuple[Pt, ...]:
    """Unfold holes in reverse fold order; a hole keeps its place if an earlier layer lies under it and
    gains its mirror image if an earlier layer lies under that.

    The keyword hooks produce the distractors: `omit_at` drops one unfold's reflection (a parity error, unused:
    it changes the hole count),
    `wrong_at` mirrors about another line at one unfold (wrong_axis), `before_last` edits the holes just
    before the last unfold (perturbed).
    """
    current = list(holes)
    for k in reversed(range(len(steps))):
        if k == 0 and before_last is not None:
            current = before_last(current)
        wrong = wrong_at[1] if wrong_at and wrong_at[0] == k else None
        current = unfold_step(sheet, steps[k], current, mirror=k != omit_at, wrong=wrong)
    return tuple(sorted(set(current)))


def unfold_step(sheet: Sheet, step: FoldStep, holes: Sequence[Pt], *, mirror: bool = True,
                wrong: Line | None = None) -> list[Pt]:
    """One unfold of `unfold`: each hole kept if a layer before the fold lies under it, plus its mirror image
    (about `wrong` instead, for a wrong_axis distractor) if a layer lies under the true image."""
    before = step.before_forms
    image = reflection_affine(sheet, step.line)
    shown = reflection_affine(sheet, wrong) if wrong is not None else image
    memo = step.unfold_memo
    nxt: list[Pt] = []
    for p in holes:
        tests = memo.get(p)
        if tests is None:
            tests = memo[p] = (in_forms(p, before), in_forms(apply(image, p), before))
        if tests[0]:
            nxt.append(p)
        if mirror and tests[1]:
            nxt.append(apply(shown, p))
    return nxt


def unfold_states(sheet: Sheet, steps: Sequence[FoldStep], holes: Sequence[Pt]) -> list[list[Pt]]:
    """Entry k: the holes just before unfold k (unfolds len−1 … k+1 done). `unfold` ends in a sorted set, so a
    variant that differs from unfold k on may start from entry k instead of redoing the later unfolds."""
    states = [list(holes)]
    for k in range(len(steps) - 1, 0, -1):
        states.append(unfold_step(sheet, steps[k], states[-1]))
    return states[::-1]


def valid_hole_set(sheet: Sheet, holes: Sequence[Pt], config: Config) -> bool:
    """Holes fit on the flat sheet: inside with the margin and pairwise spaced."""
    margin_sq = limit_sq(sheet, config.margin)
    spacing_sq = limit_sq(sheet, config.hole_spacing)
    edges, scale = poly_margin_forms(sheet, sheet.polygon, margin_sq), margin_factor(sheet, margin_sq)
    return all(clear_inside(h, edges, scale) for h in holes) and spaced(sheet, holes, spacing_sq)


def spaced(sheet: Sheet, holes: Sequence[Pt], spacing_sq: tuple[int, int]) -> bool:
    """Every two holes at least the spacing apart (`spacing_sq`: its square in units², as `limit_sq` gives it)."""
    return all(sheet.quad((a[0] - b[0], a[1] - b[1])) * spacing_sq[1] >= spacing_sq[0]
               for i, a in enumerate(holes) for b in holes[i + 1:])


def place_punches(sheet: Sheet, steps: Sequence[FoldStep], n_punches: int, rng: np.random.Generator,
                  config: Config) -> list[Pt]:
    """Punch points on the folded sheet, each clear of every crease and edge by the margin."""
    lines = [s.line for s in steps]
    final = steps[-1].after
    margin_sq = limit_sq(sheet, config.margin)
    spacing_sq = limit_sq(sheet, config.hole_spacing)
    # each layer's bounding box (the draw ranges) and edge forms, once per call rather than per try
    boxes = [(min(p[0] for p in layer.poly), max(p[0] for p in layer.poly) + 1,
              min(p[1] for p in layer.poly), max(p[1] for p in layer.poly) + 1) for layer in final]
    forms = [edge_forms(layer.poly) for layer in final]
    punches: list[Pt] = []
    total = 0
    for _ in range(config.punch_tries):
        if len(punches) == n_punches:
            break
        li = bounded_integer(rng, len(final))
        x0, x1, y0, y1 = boxes[li]
        p = (integer_between(rng, x0, x1), integer_between(rng, y0, y1))
        if config.cell_centres:
            p = (cell_centre(p[0]), cell_centre(p[1]))
        if not inside_forms(p, forms[li]):
            continue
        if any(sheet.quad((p[0] - q[0], p[1] - q[1])) * spacing_sq[1] < spacing_sq[0] for q in punches):
            continue
        holes = punch_chains(sheet, lines, p, margin_sq)
        if not holes or total + len(holes) > config.max_holes:
            continue
        punches.append(p)
        total += len(holes)
    if not punches:
        raise RejectDraw("no clean punch position on the folded sheet")
    return punches


def integer_between(rng: np.random.Generator, low: int, high: int) -> int:
    """`int(rng.integers(low, high))` for high − low in 1..2**32, the same draw: numpy draws an integer below
    high − low (`bounded_integer`'s draw) and adds low."""
    return low + bounded_integer(rng, high - low)


def cell_centre(value: int) -> int:
    """The centre of the grid cell (side `GRID`, the fold lines' spacing) that holds a square-sheet coordinate."""
    cell = min(max((value + SQUARE_HALF) // GRID, 0), 2 * SQUARE_HALF // GRID - 1)
    return cell * GRID - SQUARE_HALF + GRID // 2


def every_fold_matters(sheet: Sheet, steps: Sequence[FoldStep], punches: Sequence[Pt]) -> bool:
    """Each unfold must mirror at least one hole, or a fold would not change the answer."""
    current = list(punches)
    for k in reversed(range(len(steps))):
        before = steps[k].before_forms
        mirror = reflection_affine(sheet, steps[k].line)
        mirrored = [apply(mirror, p) for p in current]
        kept = [m for m in mirrored if in_forms(m, before)]
        if not kept:
            return False
        current = [p for p in current if in_forms(p, before)] + kept
    return True


# ----------------------------------------------------------------------------------------------------
# Distractors


def wrong_lines(sheet: Sheet, step: FoldStep) -> list[Line]:
    """Plausible wrong creases: the original centre line (the published generator's bug), a shifted
    parallel crease, or another orientation through the crease's middle; on the hexagon, the other axes."""
    line = step.line
    if sheet.skew:
        return [Line((0, 0), d, name) for name, d in HEX_AXES.items() if name != line.family]
    a, b = step.crease
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    offset_of = {"vertical": mid[0], "horizontal": mid[1], "diagonal": mid[0] - mid[1],
                 "antidiagonal": mid[0] + mid[1]}
    own = line.p0[1] if line.family == "horizontal" else line.p0[0]
    out = [square_line(line.family, c, False) for c in (0, own - GRID, own + GRID, own - 2 * GRID, own + 2 * GRID)
           if c != own]
    for family, value in offset_of.items():
        if family != line.family:
            out.append(square_line(family, GRID * round(float(value) / GRID), False))
    return out


def perturb_moves(sheet: Sheet, config: Config) -> list[Pt]:
    """Lattice shifts of about 2.5 hole spacings in the lattice's own directions."""
    s = max(1, round(2.5 * config.hole_spacing / 2 / float(sheet.unit)))
    dirs = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)] if sheet.skew else \
        [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)]
    return [(s * dx, s * dy) for dx, dy in dirs]


def flat_layers(steps: Sequence[FoldStep]) -> list[tuple[Pt, ...]]:
    """The folded state's layers as regions of the flat sheet (counter-clockwise): the faint creases every option
    shows are their edges."""
    out = []
    for layer in steps[-1].after:
        poly = tuple(apply(layer.back, p) for p in layer.poly)
        out.append(poly if area2(poly) > 0 else tuple(reversed(poly)))
    return out


def clear_of_creases(sheet: Sheet, flat: Sequence[tuple[Pt, ...]], holes: Sequence[Pt], config: Config) -> bool:
    """Every hole lies inside one flat layer region, at least the margin from its edges (creases and sheet edges).
    The gold always does (punches clear every crease); a distractor hole on a drawn crease would be a tell."""
    margin_sq = limit_sq(sheet, config.margin)
    scale = margin_factor(sheet, margin_sq)
    regions = [poly_margin_forms(sheet, tuple(poly), margin_sq) for poly in flat]
    return all(any(clear_inside(h, forms, scale) for forms in regions) for h in holes)


def clear_hole_test(sheet: Sheet, flat: Sequence[tuple[Pt, ...]], config: Config) -> Callable[[Pt], bool]:
    """Whether one hole passes `valid_hole_set`'s margin test (inside the sheet by the margin) and
    `clear_of_creases`' (inside a flat layer by the margin), remembered per hole: distractor variants share most of
    their holes."""
    margin_sq = limit_sq(sheet, config.margin)
    scale = margin_factor(sheet, margin_sq)
    edges = poly_margin_forms(sheet, sheet.polygon, margin_sq)
    regions = [poly_margin_forms(sheet, tuple(poly), margin_sq) for poly in flat]

    @functools.cache
    def clear(h: Pt) -> bool:
        return clear_inside(h, edges, scale) and any(clear_inside(h, forms, scale) for forms in regions)

    return clear


def draw_distractors(sheet: Sheet, steps: Sequence[FoldStep], punches: Sequence[Pt], gold: tuple[Pt, ...],
                     rng: np.random.Generator, config: Config, min_gap: float = 0.0
                     ) -> list[tuple[tuple[Pt, ...], str]]:
    """One distractor of each kind where possible (the other fills in), all distinct from gold and each other.

    Every option keeps the gold's hole count. A panel whose count differs is a context-blind tell: the odd count
    out is never gold, and picking among the equal counts beats chance (33 % measured when a `parity` distractor,
    one unfold's reflection left out, always had fewer holes). Every distractor hole also keeps the margin from the
    faint creases, as the gold's do (a logistic panel scorer reading the colour mix found holes on creases: 33 %).
    So only such variants are made, and an item whose geometry offers fewer than three is redrawn. A variant
    whose holes all lie within `min_gap` (sheet units, Hausdorff) of the gold's is too close to see and is skipped.
    """
    k_count = len(steps)
    pools: dict[str, list[tuple[Pt, ...]]] = {kind: [] for kind in DISTRACTOR_KINDS}
    flat = flat_layers(steps)

    gold_euclid = euclid_holes(sheet, gold)
    verdicts: dict[tuple[Pt, ...], bool] = {}  # the checks depend on the holes only: each set is judged once
    hole_clear = clear_hole_test(sheet, flat, config)
    spacing_sq = limit_sq(sheet, config.hole_spacing)

    def add(kind: str, holes: tuple[Pt, ...]) -> None:
        if holes not in verdicts:  # `valid_hole_set` and `clear_of_creases`, their per-hole tests taken once a hole
            verdicts[holes] = len(holes) == len(gold) and holes != gold and all(map(hole_clear, holes)) \
                and spaced(sheet, holes, spacing_sq) \
                and hole_set_distance(euclid_holes(sheet, holes), gold_euclid) >= min_gap
        if verdicts[holes]:
            pools[kind].append(holes)

    states = unfold_states(sheet, steps, punches)
    for k in rng.permutation(k_count):
        alternatives = wrong_lines(sheet, steps[int(k)])
        for i in rng.permutation(len(alternatives)):
            # the unfolds after k are the gold's: start from their result
            wrong_at = (int(k), alternatives[int(i)])
            add("wrong_axis", unfold(sheet, steps[:int(k) + 1], states[int(k)], wrong_at=wrong_at))
        if len(pools["wrong_axis"]) >= 2:
            break
    state1 = list(unfold_to_state1(sheet, steps, punches))
    moves = perturb_moves(sheet, config)
    for hi in rng.permutation(len(state1)):
        for mi in rng.permutation(len(moves)):
            moved = list(state1)
            moved[int(hi)] = (moved[int(hi)][0] + moves[int(mi)][0], moved[int(hi)][1] + moves[int(mi)][1])
            add("perturbed", unfold(sheet, steps[:1], moved))
        if len(pools["perturbed"]) >= 2:
            break
    chosen: list[tuple[tuple[Pt, ...], str]] = []
    seen = {gold}
    for rnd in range(3):
        for kind in DISTRACTOR_KINDS:
            fresh = [h for h in pools[kind] if h not in seen]
            if fresh and len(chosen) < N_OPTIONS - 1 and (rnd > 0 or all(c[1] != kind for c in chosen)):
                chosen.append((fresh[0], kind))
                seen.add(fresh[0])
    if len(chosen) < N_OPTIONS - 1:
        raise RejectDraw("not enough distinct distractors with the gold's hole count")
    return chosen


def unfold_to_state1(sheet: Sheet, steps: Sequence[FoldStep], punches: Sequence[Pt]) -> tuple[Pt, ...]:
    """Holes as they sit after the first fold (everything but the last unfold done)."""
    if len(steps) == 1:
        return tuple(sorted(punches))
    return unfold(sheet, steps[1:], punches)


# ----------------------------------------------------------------------------------------------------
# Decision margin (generation filters with it; verify recomputes it from params)


def euclid_holes(sheet: Sheet, holes: Sequence[Pt]) -> list[tuple[float, float]]:
    return [sheet.to_euclid(h) for h in holes]


HolePoints = Sequence[Sequence[float]] | np.ndarray  # hole centres as (x, y) pairs: a list or an (M, 2) array


def hole_set_distance(a: HolePoints, b: HolePoints) -> float:
    """Symmetric Hausdorff distance between two sets of hole centres (their units).

    The floats of `array_hole_set_distance`, in Python: numpy's norm of a difference is sqrt(dx·dx + dy·dy), each
    step rounded once, as here; sqrt never decreases, so the largest least root is the root of the largest least
    square, and min and max only pick values. Non-finite coordinates go to numpy itself (its NaN propagation)."""
    pa = a.tolist() if isinstance(a, np.ndarray) else a
    pb = b.tolist() if isinstance(b, np.ndarray) else b
    if not pa or not pb or not math.isfinite(sum(x + y for x, y in pa) + sum(x + y for x, y in pb)):
        return array_hole_set_distance(np.asarray(pa, dtype=float).reshape(-1, 2),
                                       np.asarray(pb, dtype=float).reshape(-1, 2))
    cols = [math.inf] * len(pb)  # per hole of b, its least square distance to a hole of a
    worst = 0.0  # the largest, over the holes of a, least square distance to a hole of b
    for x, y in pa:
        least = math.inf
        for j, (u, v) in enumerate(pb):
            dx, dy = x - u, y - v
            d = dx * dx + dy * dy
            if d < least:
                least = d
            if d < cols[j]:
                cols[j] = d
        if least > worst:
            worst = least
    return math.sqrt(max(worst, max(cols)))


def array_hole_set_distance(a: np.ndarray, b: np.ndarray) -> float:
    """`hole_set_distance` of two (M, 2) arrays, on whole arrays."""
    gaps = np.linalg.norm(a[:, None, :] - b[None, :, :], axis=-1)
    return float(max(gaps.min(axis=0).max(), gaps.min(axis=1).max()))


def option_scale(polygon: Sequence[Sequence[float]], box: Sequence[float]) -> float:
    """Pixels per sheet unit in an option panel: the sheet's bounding box fitted into the panel's drawing area as
    `render` fits it (`Canvas.option_panel`'s inset and label strip, pad 0.05). Every item of a sheet shape asks
    for the same polygon and box, so the value is remembered by their numbers."""
    return polygon_box_scale(tuple(map(tuple, polygon)), tuple(box))


@functools.lru_cache(maxsize=64)
def polygon_box_scale(polygon: tuple[tuple[float, ...], ...], box: tuple[float, ...]) -> float:
    """`option_scale` of a polygon and box given as tuples."""
    pts = np.asarray(polygon, dtype=float)
    x0, y0, x1, y1 = (float(v) for v in box)
    bbox = (pts[:, 0].min(), pts[:, 1].min(), pts[:, 0].max(), pts[:, 1].max())
    return fit_transform(bbox, (x0 + 6, y0 + 6, x1 - 6, y1 - 34), pad=0.05)[0]


def decision_margin_px(params: dict[str, Any]) -> float:
    """`DECISION_MARGIN` of an item, from its params (each hole's coordinates as floats, as an array of them would
    hold them)."""
    scale = option_scale(params["paper"]["polygon"], params["layout"]["option_boxes"][0])
    options = [[(float(x), float(y)) for x, y in o["holes"]] for o in params["options"]]
    key = next(h for h, o in zip(options, params["options"], strict=True) if o["kind"] == "correct")
    return scale * min(hole_set_distance(h, key) for h, o in zip(options, params["options"], strict=True)
                       if o["kind"] != "correct")


def solve_pixels(image: np.ndarray, row: Mapping[str, Any]) -> int:
    """The option whose panel is dark at every hole of the key, read from `image` (RGB uint8, any size).

    The key's holes come from the params' folds and punches (`solve_from_params`: the stimulus a person reads);
    each option is judged on pixels only: at every key hole the mean darkness of a disc half the hole's radius
    wide, the option's score the least of those. A distractor misses some key hole by at least the decision
    margin (≥ a hole's diameter), so there it shows paper. Option boxes are in published (1024 px) coordinates,
    scaled by the image's width."""
    params = json.loads(row["params"]) if isinstance(row["params"], str) else row["params"]
    factor = image.shape[1] / CANVAS_SIZE
    holes = np.asarray(solve_from_params(params, DEFAULT_CONFIG.margin), dtype=float)
    darkness = 1.0 - image.astype(np.float32).mean(axis=2) / 255.0
    ys, xs = np.mgrid[0:image.shape[0], 0:image.shape[1]]
    scores = []
    for box in params["layout"]["option_boxes"]:
        x0, y0, x1, y1 = (float(v) for v in box)
        poly = np.asarray(params["paper"]["polygon"], dtype=float)
        bbox = (poly[:, 0].min(), poly[:, 1].min(), poly[:, 0].max(), poly[:, 1].max())
        s, dx, dy = fit_transform(bbox, (x0 + 6, y0 + 6, x1 - 6, y1 - 34), pad=0.05)
        radius = max(0.75, 0.5 * float(params["hole_radius"]) * s * factor)
        centres = (np.column_stack([dx + s * holes[:, 0], dy + s * holes[:, 1]]) * factor)
        values = []
        for cx, cy in centres:
            lo_x, hi_x = int(cx - radius - 1), int(cx + radius + 2)
            lo_y, hi_y = int(cy - radius - 1), int(cy + radius + 2)
            window = (slice(max(lo_y, 0), hi_y), slice(max(lo_x, 0), hi_x))
            disc = (xs[window] + 0.5 - cx) ** 2 + (ys[window] + 0.5 - cy) ** 2 <= radius * radius
            values.append(float(darkness[window][disc].mean()) if disc.any() else 0.0)
        scores.append(min(values))
    return int(np.argmax(scores))


# ----------------------------------------------------------------------------------------------------
# Generation


def crease_segment(layers: Sequence[Layer], line: Line) -> tuple[tuple[Fraction, Fraction], tuple[Fraction, Fraction]]:
    """Where the fold line crosses the current shape, ordered along its direction.

    Each crossing's place along the line, (q − p0)·d / |d|², is an integer fraction (num, den > 0), compared by
    cross-multiplication; only the two ends become Fractions (the same values as Fractions of every crossing)."""
    (px, py), (dx, dy) = line.p0, line.d
    dd = dx * dx + dy * dy
    lo: tuple[int, int] | None = None
    hi: tuple[int, int] | None = None
    for layer in layers:
        poly = layer.poly
        n = len(poly)
        for i in range(n):
            a, b = poly[i], poly[(i + 1) % n]
            va, vb = line.cross(a), line.cross(b)
            along_a = (a[0] - px) * dx + (a[1] - py) * dy
            if va == 0:  # a lies on the line
                num, den = along_a, dd
            elif (va > 0 > vb) or (va < 0 < vb):  # the edge crosses at a + t (b − a), t = va / (va − vb)
                w = va - vb
                num, den = along_a * w + va * ((b[0] - a[0]) * dx + (b[1] - a[1]) * dy), dd * w
                if den < 0:
                    num, den = -num, -den
            else:
                continue
            if lo is None or num * lo[1] < lo[0] * den:
                lo = (num, den)
            if hi is None or num * hi[1] > hi[0] * den:
                hi = (num, den)
    if lo is None or hi is None:
        raise ValueError("the fold line crosses no layer")
    lo_t, hi_t = Fraction(*lo), Fraction(*hi)
    return (px + lo_t * dx, py + lo_t * dy), (px + hi_t * dx, py + hi_t * dy)


def euclid_rounded(sheet: Sheet, p: tuple[Fraction | int, Fraction | int]) -> list[float]:
    x, y = sheet.to_euclid(p)
    return [round(x, 6) + 0.0, round(y, 6) + 0.0]


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             config: Config = DEFAULT_CONFIG) -> Item:
    """Item `index`: draw sheet, folds and punches; solve exactly; draw distractors; render."""
    seed = item_seed(BENCH, TASK, split, base_seed, index, attempt)
    rng = item_rng(seed)
    difficulty = PANEL.difficulty(index)
    sheet = SHEETS["hexagon" if rng.random() < config.hexagon_probability else "square"]
    try:
        steps = draw_folds(sheet, difficulty, rng, config)
        n_punches = int(rng.integers(1, min(config.max_punches, 4 - len(steps) // 2) + 1))
        punches = place_punches(sheet, steps, n_punches, rng, config)
        if not every_fold_matters(sheet, steps, punches):
            raise RejectDraw("a fold mirrors no hole")
        gold = unfold(sheet, steps, punches)
        if not valid_hole_set(sheet, gold, config) or not clear_of_creases(sheet, flat_layers(steps), gold, config):
            raise RejectDraw("unfolded holes crowd each other or a crease")
        layout = standard_layout(N_OPTIONS, stimulus_fraction=0.66)
        px_per_unit = option_scale([sheet.to_euclid(p) for p in sheet.polygon], layout.option_boxes[0])
        min_gap = (DECISION_MARGIN_FLOOR_PX + DECISION_MARGIN_GUARD_PX) / px_per_unit
        distractors = draw_distractors(sheet, steps, punches, gold, rng, config, min_gap)
    except ArithmeticError as exc:  # defensive: a lattice assumption failed for this draw
        raise RejectDraw(str(exc)) from exc
    slot = PANEL.gold_slot(split, base_seed, index)
    hole_sets, kinds = PANEL.place(gold, distractors, slot, rng)
    params = {
        "paper": {"shape": sheet.shape, "polygon": [euclid_rounded(sheet, p) for p in sheet.polygon]},
        "folds": [{"line": [euclid_rounded(sheet, p) for p in s.crease]}
                  for s in steps],
        "punches": [euclid_rounded(sheet, p) for p in punches],
        "hole_radius": config.hole_radius,
        "options": [{"holes": [euclid_rounded(sheet, h) for h in holes], "kind": kind}
                    for holes, kind in zip(hole_sets, kinds, strict=True)],
        "layout": layout.as_params(),
    }
    params["decision_margin_px"] = round(decision_margin_px(params), 2)
    svg = render(sheet, steps, punches, hole_sets, layout, config)
    return PANEL.finish(split=split, index=index, seed=seed, svg=svg, question=QUESTION, slot=slot,
                        difficulty=difficulty, option_kinds=kinds, params=params)


# ----------------------------------------------------------------------------------------------------
# Rendering

PAPER_FILL = "#f2e6c4"
PAPER_STROKE = "#6b5a33"
MOVING_FILL = "#8ec3f2"
MOVING_STROKE = "#1f5fa8"
CREASE = "#d02828"
HOLE = "#161616"
HOLE_FORMAT = element_format("circle", ("cx", "cy", "r"), (("fill", HOLE),))


class Painter:
    """Draws sheet-coordinate geometry into one pixel box of the canvas."""

    def __init__(self, canvas: Canvas, sheet: Sheet, bbox: Box, target: Box, pad: float = 0.06) -> None:
        self.canvas, self.sheet = canvas, sheet
        self.s, self.dx, self.dy = fit_transform(bbox, target, pad)
        # on an `SvgScene`, polygons and holes are written from `element_format` templates (svgwrite's text)
        self.as_text = type(canvas.dwg) is SvgDrawing

    def px(self, p: tuple[Fraction | int, Fraction | int]) -> tuple[float, float]:
        x, y = self.sheet.to_euclid(p)
        return (round(self.dx + self.s * x, 2), round(self.dy + self.s * y, 2))

    def points_text(self, poly: Sequence[Pt]) -> str:
        """`points_text` of the polygon's `px` points (`rounded_points_text` rounds as `px` does)."""
        s, dx, dy, to_euclid = self.s, self.dx, self.dy, self.sheet.to_euclid
        values: list[float] = []
        for p in poly:
            x, y = to_euclid(p)
            values += (dx + s * x, dy + s * y)
        return rounded_points_text(values)

    def polygon(self, poly: Sequence[Pt], **style: Any) -> None:
        if self.as_text and poly:
            self.canvas.add(element_format("polygon", ("points",), tuple(style.items())).format(
                points=self.points_text(poly)))
        else:
            self.canvas.add(self.canvas.dwg.polygon([self.px(p) for p in poly], **style))

    def line(self, a: tuple, b: tuple, **style: Any) -> None:
        self.canvas.add(self.canvas.dwg.line(self.px(a), self.px(b), **style))

    def hole(self, p: Pt, radius: float) -> None:
        if self.as_text:
            cx, cy = self.px(p)
            self.canvas.add(HOLE_FORMAT.format(cx=cx, cy=cy, r=round(radius * self.s, 2)))
        else:
            self.canvas.add(self.canvas.dwg.circle(self.px(p), round(radius * self.s, 2), fill=HOLE))


def euclid_bbox(sheet: Sheet, polys: Sequence[Sequence[Pt]]) -> Box:
    pts = [sheet.to_euclid(p) for poly in polys for p in poly]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return (min(xs), min(ys), max(xs), max(ys))


def centroid(sheet: Sheet, layers: Sequence[Layer]) -> tuple[float, float]:
    pts = [sheet.to_euclid(p) for layer in layers for p in layer.poly]
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


def draw_arrow(painter: Painter, start: tuple[float, float], end: tuple[float, float]) -> None:
    """A curved arrow from the moving part to where it lands, in pixel space."""
    dwg = painter.canvas.dwg
    (ax, ay), (bx, by) = [(painter.dx + painter.s * x, painter.dy + painter.s * y) for x, y in (start, end)]
    mx, my = (ax + bx) / 2, (ay + by) / 2
    nx, ny = -(by - ay) * 0.35, (bx - ax) * 0.35
    cx, cy = mx + nx, my + ny
    painter.canvas.add(dwg.path(d=f"M {ax:.2f} {ay:.2f} Q {cx:.2f} {cy:.2f} {bx:.2f} {by:.2f}", fill="none",
                                stroke=MOVING_STROKE, stroke_width=3))
    tx, ty = bx - cx, by - cy
    norm = math.hypot(tx, ty) or 1.0
    tx, ty = tx / norm, ty / norm
    size = 13
    head = [(bx, by), (bx - size * tx + size * 0.5 * ty, by - size * ty - size * 0.5 * tx),
            (bx - size * tx - size * 0.5 * ty, by - size * ty + size * 0.5 * tx)]
    painter.canvas.add(dwg.polygon([(round(x, 2), round(y, 2)) for x, y in head], fill=MOVING_STROKE))


def render(sheet: Sheet, steps: Sequence[FoldStep], punches: Sequence[Pt], hole_sets: Sequence[Sequence[Pt]],
           layout: Any, config: Config) -> str:
    """Stimulus: one panel per fold (moving part blue, crease dashed red, arrow), then the punched sheet;
    below, four unfolded sheets with faint creases (identical in every option) and their holes."""
    canvas = SvgScene()
    panels = grid_boxes(layout.stimulus_box, len(steps) + 1, min(len(steps) + 1, 3))
    all_polys = [layer.poly for s in steps for layer in s.static + s.moving + s.after]
    bbox = euclid_bbox(sheet, all_polys)
    for k, (step, box) in enumerate(zip(steps, panels, strict=False)):
        canvas.frame(box, stroke="#bbbbbb")
        canvas.text((box[0] + 12, box[1] + 30), f"Fold {k + 1}", size=22, anchor="start", weight="bold")
        painter = Painter(canvas, sheet, bbox, (box[0], box[1] + 36, box[2], box[3]))
        for layer in step.static:
            painter.polygon(layer.poly, fill=PAPER_FILL, fill_opacity=0.75, stroke=PAPER_STROKE, stroke_width=2)
        for layer in step.moving:
            painter.polygon(layer.poly, fill=MOVING_FILL, fill_opacity=0.75, stroke=MOVING_STROKE, stroke_width=2)
        landed = step.after[len(step.static):]
        for layer in landed:
            painter.polygon(layer.poly, fill="none", stroke=MOVING_STROKE, stroke_width=1.5,
                            stroke_dasharray="4,5")
        a, b = step.crease
        painter.line(a, b, stroke=CREASE, stroke_width=3.5, stroke_dasharray="12,7")
        draw_arrow(painter, centroid(sheet, step.moving), centroid(sheet, landed))
    box = panels[len(steps)]
    canvas.frame(box, stroke="#bbbbbb")
    canvas.text((box[0] + 12, box[1] + 30), "Punch", size=22, anchor="start", weight="bold")
    painter = Painter(canvas, sheet, bbox, (box[0], box[1] + 36, box[2], box[3]))
    for layer in steps[-1].after:
        painter.polygon(layer.poly, fill=PAPER_FILL, fill_opacity=0.6, stroke=PAPER_STROKE, stroke_width=2)
    for p in punches:
        painter.hole(p, config.hole_radius)
    creases = [[apply(layer.back, p) for p in layer.poly] for layer in steps[-1].after]
    sheet_bbox = euclid_bbox(sheet, [sheet.polygon])
    for i, (holes, obox) in enumerate(zip(hole_sets, layout.option_boxes, strict=True)):
        inner = canvas.option_panel(obox, i)
        painter = Painter(canvas, sheet, sheet_bbox, inner, pad=0.05)
        painter.polygon(sheet.polygon, fill=PAPER_FILL, stroke="none")
        for poly in creases:
            painter.polygon(poly, fill="none", stroke="#b9ab86", stroke_width=1, stroke_dasharray="3,4")
        painter.polygon(sheet.polygon, fill="none", stroke=PAPER_STROKE, stroke_width=2.5)
        for h in holes:
            painter.hole(h, config.hole_radius)
    return canvas.to_svg()


# ----------------------------------------------------------------------------------------------------
# Verification: an independent float re-solve from params only


def float_reflect(p: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Mirror points (…, 2) across the line through a and b."""
    d = (b - a) / np.linalg.norm(b - a)
    u = p - a
    return a + 2 * (u @ d)[..., None] * d - u


def float_side(p: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Signed distance: positive on the moving side (x2−x1)(y−y1) − (y2−y1)(x−x1) > 0."""
    d = b - a
    return (d[0] * (p[..., 1] - a[1]) - d[1] * (p[..., 0] - a[0])) / np.linalg.norm(d)


def canonical_polygon(shape: str) -> np.ndarray:
    if shape == "square":
        return np.array([[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]])
    ang = np.arange(6) * math.pi / 3
    return 0.6 * np.stack([np.cos(ang), np.sin(ang)], axis=1)


def edge_distances(poly: np.ndarray, pts: np.ndarray) -> np.ndarray:
    """Signed distance of points to every edge line of a convex polygon (positive inside): (n_pts, n_edges)."""
    orient = 1.0 if float(np.sum(poly[:, 0] * np.roll(poly[:, 1], -1) - np.roll(poly[:, 0], -1) * poly[:, 1])) > 0 \
        else -1.0
    cols = [orient * float_side(pts, poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly))]
    return np.stack(cols, axis=-1)


FloatLine = tuple[float, float, float, float, float]  # a_x, a_y, d_x, d_y, |d| of the line a→b, d = b − a


def float_line(a: np.ndarray, b: np.ndarray) -> FloatLine:
    """`float_side`'s terms of a line as Python floats (the same numpy values)."""
    d = b - a
    return (float(a[0]), float(a[1]), float(d[0]), float(d[1]), float(np.linalg.norm(d)))


def side_of(p: tuple[float, float], line: FloatLine) -> float:
    """`float_side` of one point: the same float operations in the same order on Python floats, so the same
    float, without a numpy call per operation."""
    ax, ay, dx, dy, length = line
    return (dx * (p[1] - ay) - dy * (p[0] - ax)) / length


def reflect_point(p: tuple[float, float], a: np.ndarray, unit_d: np.ndarray) -> tuple[float, float]:
    """`float_reflect` of one point, given the line's unit direction (b − a) / |b − a|: the inner product stays
    numpy's (its rounding is numpy's own), the rest is the same operations on Python floats."""
    ax, ay = float(a[0]), float(a[1])
    u0, u1 = p[0] - ax, p[1] - ay
    twice = 2 * float(np.array((u0, u1)) @ unit_d)
    return (ax + twice * float(unit_d[0]) - u0, ay + twice * float(unit_d[1]) - u1)


def fold_point_forward(c: tuple[float, float], folds: Sequence[tuple[np.ndarray, np.ndarray]],
                       lines: Sequence[FloatLine], units: Sequence[np.ndarray]) -> tuple[float, float]:
    """Carry one flat-sheet point through the folds (`float_line`s and unit directions given): mirrored each time it
    lies on the moving side. `side_of` and `reflect_point` take `float_side`'s and `float_reflect`'s floats."""
    for (a, _), line, unit in zip(folds, lines, units, strict=True):
        if side_of(c, line) > 0:
            c = reflect_point(c, a, unit)
    return c


def solve_from_params(params: dict[str, Any], margin: float) -> list[tuple[float, float]]:
    """The unfolded holes, found by folding candidate points forward; raises if a punch is ambiguous."""
    poly = np.array(params["paper"]["polygon"], dtype=float)
    folds = [(np.array(f["line"][0], dtype=float), np.array(f["line"][1], dtype=float)) for f in params["folds"]]
    lines = [float_line(a, b) for a, b in folds]
    units = [(b - a) / np.linalg.norm(b - a) for a, b in folds]
    orient = 1.0 if float(np.sum(poly[:, 0] * np.roll(poly[:, 1], -1) - np.roll(poly[:, 0], -1) * poly[:, 1])) > 0 \
        else -1.0
    edges = [float_line(poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly))]
    holes: list[tuple[float, float]] = []
    for punch in params["punches"]:
        p = np.array(punch, dtype=float)
        found = 0
        for bits in range(1 << len(folds)):
            c, slack = (float(p[0]), float(p[1])), []
            for k in reversed(range(len(folds))):
                if bits >> k & 1:
                    c = reflect_point(c, folds[k][0], units[k])
                    slack.append(side_of(c, lines[k]))
                else:
                    slack.append(-side_of(c, lines[k]))
            slack.extend(orient * side_of(c, edge) for edge in edges)  # edge_distances of c
            worst = min(slack)
            if worst >= margin - TOL:
                if np.linalg.norm(np.array(fold_point_forward(c, folds, lines, units)) - p) > TOL:
                    raise VerificationError(f"candidate {list(c)} does not fold onto punch {punch}")
                holes.append(c)
                found += 1
            elif not any(s <= -(margin - TOL) for s in slack):
                raise VerificationError(f"punch {punch} lies within the margin of a crease or edge")
        if not found:
            raise VerificationError(f"punch {punch} goes through no paper")
    return holes


def hole_key(holes: Sequence[Sequence[float]]) -> tuple[tuple[float, float], ...]:
    return tuple(sorted((round(float(x), 3) + 0.0, round(float(y), 3) + 0.0) for x, y in holes))


def same_holes(a: Sequence[Sequence[float]], b: Sequence[Sequence[float]]) -> bool:
    if len(a) != len(b):
        return False
    left, right = sorted(map(tuple, a)), sorted(map(tuple, b))
    used = [False] * len(right)
    for p in left:
        match = next((j for j, q in enumerate(right) if not used[j] and math.dist(p, q) < 10 * TOL), None)
        if match is None:
            return False
        used[match] = True
    return True


def check_sheet_and_folds(params: dict[str, Any], config: Config) -> None:
    """Canonical sheet, allowed fold orientations, and each fold really cutting the current shape."""
    shape = params["paper"]["shape"]
    if shape not in SHEETS:
        raise VerificationError(f"unknown paper shape {shape!r}")
    poly = np.array(params["paper"]["polygon"], dtype=float)
    if poly.shape != canonical_polygon(shape).shape or np.abs(poly - canonical_polygon(shape)).max() > TOL:
        raise VerificationError("paper polygon is not the canonical sheet")
    if not 1 <= len(params["folds"]) <= 4:
        raise VerificationError(f"{len(params['folds'])} folds; 1–4 expected")
    step = 45 if shape == "square" else 30
    xs, ys = sample_columns(tuple(map(tuple, poly.tolist())))
    last = len(params["folds"]) - 1
    for k, f in enumerate(params["folds"]):
        a, b = np.array(f["line"][0], dtype=float), np.array(f["line"][1], dtype=float)
        if np.linalg.norm(b - a) < 1e-6:
            raise VerificationError(f"fold {k + 1} has a degenerate line")
        angle = math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 180
        if min(angle % step, step - angle % step) > 1e-3:
            raise VerificationError(f"fold {k + 1} at {angle:.3f}° is not an allowed orientation for a {shape}")
        if shape == "hexagon" and abs(float(float_side(np.zeros(2), a, b))) > TOL:
            raise VerificationError(f"fold {k + 1} is not a symmetry axis of the hexagon")
        side = side_columns(xs, ys, a, b)
        # the shares of points on each side: a count over the sample size is np.mean's float of the boolean array
        moving, staying = np.count_nonzero(side > 1e-9) / len(side), np.count_nonzero(side < -1e-9) / len(side)
        if min(moving, staying) < config.min_part_fraction / 2:
            raise VerificationError(f"fold {k + 1} does not cut the current shape into two parts")
        if k < last:  # the sample after the last fold is never tested
            xs, ys = mirror_columns(xs, ys, side > 0, a, b)


@functools.lru_cache(maxsize=16)
def sheet_sample(polygon: tuple[tuple[float, float], ...]) -> np.ndarray:
    """The 81 × 81 grid points strictly inside the sheet polygon that `check_sheet_and_folds` folds; cached by the
    polygon's floats (every item of a shape has the same ones) and read-only, as folding makes new arrays."""
    poly = np.array(polygon, dtype=float)
    xs = np.linspace(poly[:, 0].min(), poly[:, 0].max(), 81)
    ys = np.linspace(poly[:, 1].min(), poly[:, 1].max(), 81)
    grid = np.stack(np.meshgrid(xs, ys), axis=-1).reshape(-1, 2)
    pts = grid[(edge_distances(poly, grid) > 1e-9).all(axis=1)]
    pts.setflags(write=False)
    return pts


@functools.lru_cache(maxsize=16)
def sample_columns(polygon: tuple[tuple[float, float], ...]) -> tuple[np.ndarray, np.ndarray]:
    """`sheet_sample`'s x and y columns as contiguous read-only arrays: numpy runs an (N, 2) array's operations
    with a length-2 inner loop, several times slower than the same operations on two flat columns."""
    pts = sheet_sample(polygon)
    xs, ys = np.ascontiguousarray(pts[:, 0]), np.ascontiguousarray(pts[:, 1])
    xs.setflags(write=False)
    ys.setflags(write=False)
    return xs, ys


def side_columns(xs: np.ndarray, ys: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """`float_side` of the points (xs[i], ys[i]): the same elementwise operations in the same order, so the same
    floats."""
    d = b - a
    return (d[0] * (ys - a[1]) - d[1] * (xs - a[0])) / np.linalg.norm(d)


def mirror_columns(xs: np.ndarray, ys: np.ndarray, moving: np.ndarray, a: np.ndarray, b: np.ndarray
                   ) -> tuple[np.ndarray, np.ndarray]:
    """`np.where(moving, float_reflect(points, a, b), points)` of the points (xs[i], ys[i]), as new columns.

    The same floats: `float_reflect`'s differences, products and sums are elementwise, done here column by column
    in the same order; its inner product stays one matmul of the moving points' (M, 2) differences by the unit
    direction, and BLAS's row kernel gives a row the same float in any subset of rows."""
    d = (b - a) / np.linalg.norm(b - a)
    u = np.empty((np.count_nonzero(moving), 2))
    np.subtract(xs[moving], a[0], out=u[:, 0])
    np.subtract(ys[moving], a[1], out=u[:, 1])
    twice = 2 * (u @ d)
    new_xs, new_ys = xs.copy(), ys.copy()
    new_xs[moving] = a[0] + twice * d[0] - u[:, 0]
    new_ys[moving] = a[1] + twice * d[1] - u[:, 1]
    return new_xs, new_ys


def solve(item: Item, params: dict[str, Any], config: Config = DEFAULT_CONFIG) -> None:
    """forward folding of candidate points; checks the key, the distractors and the difficulty rule"""
    if set(params) != PARAM_KEYS:
        raise VerificationError(f"params keys {sorted(params)} differ from {sorted(PARAM_KEYS)}")
    if item.question != QUESTION:
        raise VerificationError("question malformed")
    check_sheet_and_folds(params, config)
    families_shape = params["paper"]["shape"]
    oblique = [f for f in params["folds"] if families_shape == "hexagon"
               and not _is_straight(np.array(f["line"], dtype=float))]
    expected = "hard" if len(params["folds"]) >= 3 or oblique else ("easy" if len(params["folds"]) == 1 else "medium")
    if item.difficulty != expected:
        raise VerificationError(f"difficulty {item.difficulty!r}, rule gives {expected!r}")
    radius = float(params["hole_radius"])
    if not 0 < radius < config.margin:
        raise VerificationError(f"hole_radius {radius} must be positive and below the margin")
    punches = params["punches"]
    if not 1 <= len(punches) <= 3:
        raise VerificationError(f"{len(punches)} punches; 1–3 expected")
    gold = solve_from_params(params, config.margin)
    opts = params["options"]
    if len(opts) != N_OPTIONS:
        raise VerificationError(f"{len(opts)} options; {N_OPTIONS} expected")
    answer_index = LETTERS.index(item.answer)
    poly = np.array(params["paper"]["polygon"], dtype=float)
    crowded = holes_near_edges(poly, [np.array(o["holes"], dtype=float).reshape(-1, 2) for o in opts],
                               config.margin - TOL)
    for i, opt in enumerate(opts):
        kind, holes = opt["kind"], opt["holes"]
        is_gold = same_holes(holes, gold)
        if (i == answer_index) != is_gold:
            raise VerificationError(f"option {LETTERS[i]} ({kind}) is {'' if is_gold else 'not '}the unfolded sheet")
        if i != answer_index and kind not in DISTRACTOR_KINDS:
            raise VerificationError(f"unknown distractor kind {kind!r}")
        if not len(holes) or crowded[i]:
            raise VerificationError(f"option {LETTERS[i]} has no holes or a hole off the sheet's margin")
        gaps = [math.dist(p, q) for j, p in enumerate(holes) for q in holes[j + 1:]]
        if gaps and min(gaps) < config.hole_spacing - TOL:
            raise VerificationError(f"option {LETTERS[i]} has overlapping holes")
    keys = [hole_key(o["holes"]) for o in opts]
    if len(set(keys)) != N_OPTIONS:
        raise VerificationError("two options show the same holes")
    check_decision_margin(params)


def holes_near_edges(poly: np.ndarray, hole_sets: Sequence[np.ndarray], limit: float) -> list[bool]:
    """Per hole set (M, 2), whether a hole lies less than `limit` inside an edge line of the polygon: one
    `edge_distances` of every set's holes together (it works point by point, so each hole's distances are the floats
    of a call on its set alone)."""
    low = (edge_distances(poly, np.concatenate(hole_sets)) < limit).any(axis=1).tolist()
    ends = np.cumsum([len(h) for h in hole_sets]).tolist()
    return [any(low[end - len(h):end]) for h, end in zip(hole_sets, ends, strict=True)]


def check_decision_margin(params: dict[str, Any]) -> None:
    """The recorded margin is the one the params give, every option panel is drawn at one scale, and the margin is
    not under the floor."""
    boxes = params["layout"]["option_boxes"]
    sizes = {(round(float(b[2]) - float(b[0]), 3), round(float(b[3]) - float(b[1]), 3)) for b in boxes}
    if len(sizes) != 1:
        raise VerificationError("option panels differ in size, so their holes are drawn at different scales")
    margin = decision_margin_px(params)
    if not abs(float(params["decision_margin_px"]) - margin) <= 0.05:  # a NaN record is refused too
        raise VerificationError(f"decision_margin_px {params['decision_margin_px']} but the params give {margin:.2f}")
    if margin < DECISION_MARGIN_FLOOR_PX:
        raise VerificationError(f"decision margin {margin:.1f} px is under the floor {DECISION_MARGIN_FLOOR_PX} px")


def _is_straight(line: np.ndarray) -> bool:
    angle = math.degrees(math.atan2(line[1][1] - line[0][1], line[1][0] - line[0][0])) % 180
    return min(abs(angle), abs(angle - 90), abs(angle - 180)) < 1e-3


def signature(item: Item) -> str:
    """Sheet, fold lines and punch points (rounded): the puzzle itself, independent of option order."""
    params = item.params_dict
    canon = {
        "shape": params["paper"]["shape"],
        "folds": [[[round(v, 4) for v in pt] for pt in f["line"]] for f in params["folds"]],
        "punches": sorted([round(v, 4) for v in p] for p in params["punches"]),
    }
    return signature_hash(canon)


def sheet_symmetries(shape: str) -> list[tuple[np.ndarray, bool]]:
    """The sheet's symmetry group as (2×2 matrix, is_reflection): D4 for the square, D6 for the hexagon."""
    return list(symmetry_group(shape))


@functools.cache
def symmetry_group(shape: str) -> tuple[tuple[np.ndarray, bool], ...]:
    """`sheet_symmetries`, built once per shape (every key of every item asks for it); the matrices read-only."""
    n = 4 if shape == "square" else 6
    out = []
    for k in range(n):
        c, s = math.cos(2 * math.pi * k / n), math.sin(2 * math.pi * k / n)
        rot = np.array([[c, -s], [s, c]])
        out.append((rot, False))
        out.append((rot @ np.array([[1.0, 0.0], [0.0, -1.0]]), True))
    for matrix, _ in out:
        matrix.setflags(write=False)
    return tuple(out)


def fold_punch_form(params: dict[str, Any]) -> list[Any]:
    """The fold sequence with its punch set, least over the sheet's symmetries: the memorisable object.

    Exact under every symmetry: a punch as its integer lattice point, a crease as its direction and its signed
    distance from the centre (a reflection of the sheet swaps the sides of every crease, which the direction
    carries: p1→p2 names the moving side)."""
    shape = params["paper"]["shape"]
    sheet = SHEETS[shape]
    folds = [np.array(f["line"], dtype=float) for f in params["folds"]]
    punches = np.array(params["punches"], dtype=float).reshape(-1, 2)
    unit = float(sheet.unit)

    def lattice(point: np.ndarray) -> list[int]:
        x, y = point / unit
        if sheet.skew:
            b = y / (math.sqrt(3) / 2)
            return [round(x - b / 2), round(b)]
        return [round(x), round(y)]

    def crease(line: np.ndarray) -> list[float]:
        d = (line[1] - line[0]) / np.linalg.norm(line[1] - line[0])
        offset = float(d[0] * line[0][1] - d[1] * line[0][0])
        return [round(float(d[0]), 3) + 0.0, round(float(d[1]), 3) + 0.0, round(offset, 3) + 0.0]

    forms = []
    for matrix, reflection in sheet_symmetries(shape):
        lines = [crease((line @ matrix.T)[::-1] if reflection else line @ matrix.T) for line in folds]
        forms.append([shape, lines, sorted(lattice(q @ matrix.T) for q in punches)])
    return min(forms, key=repr)


def protected_keys(item: Item) -> set[str]:
    """A test item protects its fold sequence with its punches (under any symmetry of the sheet)."""
    return {object_key("folds", fold_punch_form(item.params_dict)), f"{TASK}:{signature(item)}"}


exposed_keys = protected_keys  # a train item shows exactly one such object

verify = PANEL.verifier(solve)

SPEC = TaskSpec(
    benchmark=BENCH,
    name=TASK,
    dimension=DIMENSION,
    answer_type="choice",
    n_options=N_OPTIONS,
    default_n={"test": 100, "train": 2500},
    generate=generate,
    verify=verify,
    signature=signature,
    protected_keys=protected_keys,
    exposed_keys=exposed_keys,
)

PRESENTATION = Presentation(
    title="Paper Folding",
    description="Fold a square or hexagon sheet 1–4 times, punch holes, choose the unfolded sheet.",
    prompts=Prompts(
        hint="Unfold in reverse order: each unfold reflects every hole across that fold's crease, doubling them.",
        operation="transformation: mentally unfolding a folded, punched sheet",
        steps=(
            "List the folds in order and the punched holes.",
            "Undo the last fold by reflecting holes across it.",
            "Repeat for each earlier fold.",
            "Pick the panel with exactly those holes.",
        ),
    ),
    human=HumanLevel(0.801, MINDS_EYE_HUMANS),
)
