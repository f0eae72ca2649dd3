"""Visual Relation Abstraction: figures (generation side). Parts of the catalogue are placed as one figure (single,
stacked on a mirror axis, scattered or nested), labelled from the construction, and drawn to meet a need."""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

import numpy as np

from mindbench.generators.common.item import RejectDraw
from mindbench.generators.common.rng import RawDraws as Draws
from mindbench.generators.common.rng import bounded_integer as _below
from mindbench.generators.mindseye.visual_relation_abstraction.density import (
    density_in,
    nest_misses_band,
    stroke_density,
)
from mindbench.generators.mindseye.visual_relation_abstraction.shapes import (
    KIND_INFO,
    KINDS,
    LIBRARY_SIZE,
    KindInfo,
    Part,
    library,
)

# a length within this (relative) of the bound a placement guard compares it with is refused (`_norm`)
LENGTH_MARGIN = 1e-9
# a nest's inner centre lies this share (drawn uniformly) of the room its box leaves around it from the box's centre
NEST_OFFSET = (0.35, 0.75)

# ----------------------------------------------------------------------------------------------------
# Figures (generation side)


@dataclass(frozen=True)
class Placed:
    part: Part
    centre: tuple[float, float]
    rot: float  # degrees
    scale: float

    @cached_property
    def stored(self) -> dict[str, Any]:
        """`geometry()` worked out once (`_unique`, the exact density and the panels all read it; never mutated)."""
        return self.geometry()

    def geometry(self) -> dict[str, Any]:
        """The part in figure coordinates, as stored in params (rounded to 6 decimals)."""
        c, s = self.centre, self.scale
        th = math.radians(self.rot)
        rot = np.array([[math.cos(th), -math.sin(th)], [math.sin(th), math.cos(th)]])
        if self.part.shape in ("polygon", "polyline"):
            pts = np.asarray(self.part.pts) @ rot.T * s + np.asarray(c)
            return {"type": self.part.shape, "points": [[_r(x), _r(y)] for x, y in pts.tolist()]}
        if self.part.shape == "ellipse":
            return {"type": "ellipse", "center": [_r(c[0]), _r(c[1])], "rx": _r(s * self.part.rx),
                    "ry": _r(s * self.part.ry), "angle": _r(self.rot % 180)}
        start = (90.0 - self.part.sweep / 2 + self.rot) % 360
        return {"type": "arc", "center": [_r(c[0]), _r(c[1])], "r": _r(s * self.part.rx), "start": _r(start),
                "sweep": _r(self.part.sweep)}


def _r(v: float) -> float:
    return round(float(v), 6) + 0.0


# the construction labels a figure's parts decide alone (all but `symmetric` and `nested`), each from its parts
PART_LABELS: dict[str, Callable[[Sequence[Part]], Any]] = {
    "curved": lambda parts: any(p.curved for p in parts),
    "closed": lambda parts: all(p.closed for p in parts),
    "convex": lambda parts: all(p.closed and p.convex for p in parts),
    "right_angle": lambda parts: any(p.ra for p in parts),
    "parts": len,
    "corners": lambda parts: sum(p.corners for p in parts),
    "closed_parts": lambda parts: sum(p.closed for p in parts),
}


@dataclass(frozen=True)
class Figure:
    placed: tuple[Placed, ...]
    nested: bool
    symmetric: bool

    @cached_property
    def labels(self) -> dict[str, Any]:
        """The construction labels: `PART_LABELS` of the parts (worked out in one pass over them, the same values)
        with the figure's own `symmetric` and `nested`."""
        curved, right, corners, closed_parts = False, False, 0, 0
        for p in self.placed:
            part = p.part
            curved = curved or part.shape in ("ellipse", "arc")
            right = right or part.ra
            corners += part.corners
            closed_parts += part.shape in ("polygon", "ellipse")
        n = len(self.placed)
        return {
            "curved": curved,
            "closed": closed_parts == n,
            "convex": closed_parts == n and all(p.part.convex for p in self.placed),
            "right_angle": right,
            "symmetric": self.symmetric,
            "nested": self.nested,
            "parts": n,
            "corners": corners,
            "closed_parts": closed_parts,
        }

    @cached_property
    def density(self) -> float:
        """`stroke_density` of the figure (concepts on `nested` hold it equal across the six panels)."""
        return stroke_density([p.stored for p in self.placed])



def _figure_symmetry(placed: Sequence[Placed]) -> bool | None:
    """Whole-figure mirror symmetry from the construction (part centres and axes); None for a near miss.

    A figure is symmetric about a line iff every part is symmetric about it (parts are never mirror copies
    of each other: same-kind parts differ in size). Candidate lines: every axis of every part, or the line
    through two centres when all parts are circles.
    """
    if any(p.part.axes == () for p in placed):
        return False
    cands: list[tuple[tuple[float, float], float]] = []  # (a point of the line, its angle); plain floats: tiny
    for p in placed:
        for ax in p.part.axes or ():
            cands.append((p.centre, (ax + p.rot) % 180))
    if not cands:
        if len(placed) == 1:
            return True
        c0, c1 = placed[0].centre, placed[1].centre
        cands.append((c0, math.degrees(math.atan2(c1[1] - c0[1], c1[0] - c0[0])) % 180))
    near = False
    for origin, ang in cands:
        dx, dy = math.cos(math.radians(ang)), math.sin(math.radians(ang))
        # a line is exact (every part within 1e-7 and 1e-6° of it) or near (within 0.2 and 15°); once a part is
        # farther than the looser bound still open (near's, or exact's when a near line is already known), this
        # line can change no verdict, so its remaining parts are not measured
        far_d, far_a = (1e-7, 1e-6) if near else (0.2, 15.0)
        worst_d, worst_a = 0.0, 0.0
        for p in placed:
            vx, vy = p.centre[0] - origin[0], p.centre[1] - origin[1]
            worst_d = max(worst_d, abs(vx * dy - vy * dx))
            if p.part.axes is not None:
                diffs = [abs((ang - (ax + p.rot)) % 180) for ax in p.part.axes]
                worst_a = max(worst_a, min(min(x, 180 - x) for x in diffs))
            if worst_d >= far_d or worst_a >= far_a:
                break
        if worst_d < 1e-7 and worst_a < 1e-6:
            return True
        if worst_d < 0.2 and worst_a < 15:
            near = True
    return None if near else False


@lru_cache(maxsize=4096)  # parts come from the fixed `library`: each is measured once
def _min_feature(part: Part) -> float:
    """The shortest edge (polygons, polylines) or smallest radius (curves) of a part, in its local frame."""
    if part.shape in ("ellipse", "arc"):
        return min(part.rx, part.ry)
    p = np.asarray(part.pts)
    if part.shape == "polygon":
        p = np.vstack([p, p[:1]])
    return float(np.linalg.norm(np.diff(p, axis=0), axis=1).min())


def _scales(draws: Draws, n: int) -> list[float]:
    """Part sizes, pairwise at least 0.15 apart (no two parts are accidental mirror copies)."""
    random = draws.random
    # each size is `rng.uniform(0.5, 1.0)` as numpy draws it (`rng.uniform(0.5, 1.0, n)` is n such draws)
    if n == 1:
        return [0.5 + 0.5 * random()]
    if n > 3:
        for _ in range(20):
            s = sorted(scales := [0.5 + 0.5 * random() for _ in range(n)])
            if min(y - x for x, y in zip(s, s[1:], strict=False)) > 0.12:
                return scales
        return [1.0 - 0.2 * i for i in range(n)]
    for _ in range(20):
        a = 0.5 + 0.5 * random()
        b = 0.5 + 0.5 * random()
        if n == 2:  # the one gap of the sorted pair (IEEE subtraction is antisymmetric: the same float)
            if abs(a - b) > 0.12:
                return [a, b]
            continue
        c = 0.5 + 0.5 * random()
        lo, mid, hi = sorted((a, b, c))
        if min(mid - lo, hi - mid) > 0.12:
            return [a, b, c]
    return [1.0 - 0.2 * i for i in range(n)]


def arrange(parts: Sequence[Part], arrangement: str, rng: np.random.Generator) -> Figure | None:
    """Place parts: single, stack (all on one mirror axis), scatter (apart, random) or nested (the first
    part contains the second; a third sits outside). None when the layout breaks a guard."""
    draws = Draws(rng)
    try:
        placed = place_parts(parts, arrangement, draws)
        return None if placed is None else settle(placed, arrangement)
    except RejectDraw:
        return None
    finally:
        draws.close()


def place_parts(parts: Sequence[Part], arrangement: str, draws: Draws,
                band: tuple[float, float] | None = None) -> list[Placed] | None:
    """`arrange`'s draws: the parts' placements, or None when the layout breaks a guard while drawing or, given a
    density `band`, when a two-part nest is sure to miss it once its box's rotation and inner size are drawn
    (`nest_misses_band`: the verdict `density_in` would give, before the inner part's placement is drawn).
    Sizes are drawn only where they are used: a single part sits at scale 1, a nest's box at 1 and its inner
    part at a share of the box's inradius, so only its third part takes a size from `_scales`."""
    if arrangement == "single":  # at the origin at scale 1
        return [Placed(parts[0], (0.0, 0.0), 0.0, 1.0)]
    n = len(parts)
    uniform = draws.uniform
    placed: list[Placed] = []
    if arrangement == "stack":
        y = 0.0
        for i, (part, s) in enumerate(zip(parts, _scales(draws, n), strict=True)):
            ax = 90.0 if part.axes is None else float(draws.pick(part.axes))
            rot = (90.0 - ax) + (180.0 if draws.random() < 0.5 else 0.0)
            if i:
                y += placed[-1].scale + uniform(0.25, 0.45) + s
            placed.append(Placed(part, (0.0, y), rot, s))
    elif arrangement == "scatter":
        for part, s in zip(parts, _scales(draws, n), strict=True):
            if placed:  # `np.mean` of the centres: their sum in order, over their count
                mx = sum((p.centre[0] for p in placed[1:]), placed[0].centre[0]) / len(placed)
                my = sum((p.centre[1] for p in placed[1:]), placed[0].centre[1]) / len(placed)
            for _ in range(30):
                if not placed:
                    cx = cy = 0.0
                else:
                    t = uniform(0, 2 * math.pi)
                    r = uniform(1.0, 2.2)
                    cx, cy = mx + r * math.cos(t), my + r * math.sin(t)
                if all(_norm(cx - p.centre[0], cy - p.centre[1], p.scale + s + 0.25) > p.scale + s + 0.25
                       for p in placed):
                    break
            else:
                return None
            placed.append(Placed(part, (cx, cy), uniform(0.0, 360.0), s))
    elif arrangement in ("nested", "nested_sym"):
        box, inner = parts[0], parts[1]
        if not (box.closed and box.convex and box.inradius > 0.4):
            return None
        rot = uniform(0.0, 360.0)
        placed.append(Placed(box, (0.0, 0.0), rot, 1.0))
        frac = uniform(0.5, 0.66)
        s_in = box.inradius * frac
        # the inner centre lies at most `inradius · (1 - frac) · NEST_OFFSET[1]` from the origin (nested; at the
        # origin when nested_sym), widened by far more than the rounding of the centre's coordinates
        reach = box.inradius * (1 - frac) * NEST_OFFSET[1] * (1.0 + LENGTH_MARGIN)
        if band is not None and n == 2 and nest_misses_band(box, rot, inner, s_in, reach, band):
            return None
        if arrangement == "nested_sym":
            box_ax = float(draws.pick(box.axes)) if box.axes else 90.0
            in_ax = 90.0 if inner.axes is None else float(draws.pick(inner.axes))
            placed.append(Placed(inner, (0.0, 0.0), (box_ax + rot - in_ax) + 180.0 * draws.integers(2), s_in))
        else:
            t = uniform(0, 2 * math.pi)
            off = box.inradius * (1 - frac) * uniform(*NEST_OFFSET)
            placed.append(Placed(inner, (off * math.cos(t), off * math.sin(t)), uniform(0.0, 360.0), s_in))
        if n == 3:
            extra, s = parts[2], _scales(draws, n)[2] * 0.8  # the third of three sizes pairwise apart
            if arrangement == "nested_sym":
                box_ax = box_ax + rot
                th = math.radians(box_ax)
                k = 1.0 + uniform(0.3, 0.5) + s
                ax = 90.0 if extra.axes is None else float(draws.pick(extra.axes))
                placed.append(Placed(extra, (math.cos(th) * k, math.sin(th) * k), box_ax - ax, s))
            else:
                t = uniform(0, 2 * math.pi)
                k = 1.0 + uniform(0.3, 0.6) + s
                placed.append(Placed(extra, (k * math.cos(t), k * math.sin(t)), uniform(0.0, 360.0), s))
    else:
        raise ValueError(arrangement)
    return placed


def settle(placed: list[Placed], arrangement: str) -> Figure | None:
    """`arrange`'s guards on drawn placements (no draws): the figure, or None when a stroke is too short to read
    or the figure is a near miss of mirror symmetry."""
    # the bounding box of the parts' bounding circles and its diagonal (`_norm`: RejectDraw on the knife edge)
    (x0, y0), s0 = placed[0].centre, placed[0].scale
    right, left, top, bottom = x0 + s0, x0 - s0, y0 + s0, y0 - s0  # max and min as `max`/`min` keep them
    feature = _min_feature(placed[0].part) * s0
    for p in placed[1:]:
        (x, y), s = p.centre, p.scale
        right, left, top, bottom = max(right, x + s), min(left, x - s), max(top, y + s), min(bottom, y - s)
        feature = min(feature, _min_feature(p.part) * s)
    if feature < 0.06 * _norm(right - left, top - bottom, feature / 0.06):
        return None  # a stroke too short to read at this figure's size
    sym = _figure_symmetry(placed)
    if sym is None:
        return None
    return Figure(tuple(placed), arrangement.startswith("nested"), sym)


def _norm(dx: float, dy: float, near: float) -> float:
    """The length of (dx, dy) on plain floats; RejectDraw when it lies within LENGTH_MARGIN (relative) of `near`,
    the value the caller compares it with, so that no placement verdict rests on the last bits of a square root."""
    d = math.sqrt(dx * dx + dy * dy)
    if abs(d - near) < LENGTH_MARGIN * (1.0 + near):  # `g2.near_threshold(d, (near,), …)` for its one threshold
        raise RejectDraw(f"a length of {d!r} within the margin of {near!r}")
    return d


def _pick(rng: np.random.Generator, seq: Sequence[Any]) -> Any:
    """`rng.choice(seq)` without its overhead: the same draw (`integers(0, len)`) from the same stream."""
    return seq[_below(rng, len(seq))]


PART_COUNTS = (1, 2, 3)  # parts per figure, drawn with these probabilities
PART_COUNT_CDF = np.cumsum([0.4, 0.38, 0.22])
PART_COUNT_CDF /= PART_COUNT_CDF[-1]  # as `rng.choice(PART_COUNTS, p=...)` normalises it: the same draw


def _satisfies(labels: dict[str, Any], need: dict[str, Any]) -> bool:
    return all(labels[k] == v for k, v in need.items())


@lru_cache(maxsize=256)
def _part_needs(need_items: tuple[tuple[str, Any], ...]) -> tuple[tuple[Callable[[Sequence[Part]], Any], Any], ...]:
    """The items of a `need` that the parts alone decide, as (label of the parts, value needed): a figure whose
    parts miss one of them fails `_satisfies` whatever its placement."""
    return tuple((PART_LABELS[k], v) for k, v in need_items if k in PART_LABELS)


@lru_cache(maxsize=256)
def _kind_pools(need_items: tuple[tuple[str, Any], ...], symmetric_only: bool
                ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], bool]:
    """For one `need` (its sorted items): the kinds a part is drawn from (only mirror-symmetric ones when
    `symmetric_only`), those a forced part is drawn from (empty: none fits), the closed convex ones a nest's box is
    drawn from, and whether a part is forced at all. Pure: worked out once per need instead of at every try."""
    need = dict(need_items)
    allowed = list(KINDS)
    if need.get("closed") is True:
        allowed = [k for k in allowed if KIND_INFO[k].closed]
    if need.get("curved") is False:
        allowed = [k for k in allowed if not KIND_INFO[k].curved]
    if need.get("convex") is True:
        allowed = [k for k in allowed if KIND_INFO[k].convex]
    if need.get("right_angle") is False:
        allowed = [k for k in allowed if not KIND_INFO[k].ra]
    force: list[Callable[[KindInfo], bool]] = []
    if need.get("curved") is True:
        force.append(lambda i: i.curved)
    if need.get("closed") is False:
        force.append(lambda i: not i.closed)
    if need.get("convex") is False:
        force.append(lambda i: not (i.closed and i.convex))
    if need.get("right_angle") is True:
        force.append(lambda i: i.ra)
    pool = [k for k in allowed if KIND_INFO[k].symmetric] if symmetric_only else allowed
    fits: list[str] = []
    if force:
        fits = [k for k in pool if all(f(KIND_INFO[k]) for f in force)]
        if not fits:
            fits = [k for k in pool if force[0](KIND_INFO[k])]
    boxes = [k for k in pool if KIND_INFO[k].closed and KIND_INFO[k].convex]
    return tuple(pool), tuple(fits), tuple(boxes), bool(force)


_PART_COUNT_CDF = PART_COUNT_CDF.tolist()  # `bisect_right` on it is `PART_COUNT_CDF.searchsorted(…, side="right")`


@lru_cache(maxsize=256)
def _plan(need_items: tuple[tuple[str, Any], ...]) -> tuple[bool, bool, tuple[str, ...], dict[str, tuple]]:
    """For one `need` (its sorted items): whether it needs a nest, whether it needs mirror symmetry, the
    arrangements a figure of two or three parts is drawn from when no nest is needed, and per arrangement the kind
    pools `_kind_pools` gives it. Pure: worked out once per need instead of at every try."""
    need = dict(need_items)
    nested, symmetric = need.get("nested") is True, need.get("symmetric") is True
    options = ["stack", "scatter"] + ([] if need.get("nested") is False else ["nested", "nested_sym"])
    if symmetric:
        options = [o for o in options if o in ("stack", "nested_sym")]
    pools = {a: _kind_pools(need_items, a in ("stack", "nested_sym") or (a == "single" and symmetric))
             for a in ("single", "stack", "scatter", "nested", "nested_sym")}
    return nested, symmetric, tuple(options), pools


def sample_figure(rng: np.random.Generator | Draws, need: dict[str, Any], tries: int = 60,
                  density: tuple[float, float] | None = None) -> Figure | None:
    """A random figure whose construction labels meet `need` (attribute -> value) and, when given, whose
    `Figure.density` lies in the closed interval `density`; or None. A Generator is drawn through `Draws`."""
    if isinstance(rng, Draws):
        return _sample_figure(rng, need, tries, density)
    draws = Draws(rng)
    try:
        return _sample_figure(draws, need, tries, density)
    finally:
        draws.close()


def _sample_figure(draws: Draws, need: dict[str, Any], tries: int, density: tuple[float, float] | None
                   ) -> Figure | None:
    """`sample_figure` on `Draws`."""
    need_items = tuple(sorted(need.items()))
    part_needs = _part_needs(need_items)
    nested, symmetric, options, pools = _plan(need_items)
    random, below, pick = draws.random, draws.integers, draws.pick
    for _ in range(tries):
        n = PART_COUNTS[bisect.bisect_right(_PART_COUNT_CDF, random())]
        if nested:
            n = max(n, 2)
        if n == 1:
            arrangement = "single"
        elif nested:
            arrangement = "nested_sym" if symmetric or random() < 0.4 else "nested"
        else:
            arrangement = pick(options)
        pool, fits, boxes, forced = pools[arrangement]
        if not pool:
            continue
        kinds = [pick(pool) for _ in range(n)]
        if forced:
            low = 1 if arrangement.startswith("nested") else 0  # `rng.integers(low, n)` draws low + below(n - low)
            slot = low + below(n - low) if n > 1 else 0
            if not fits:
                continue
            kinds[slot] = pick(fits)
        if arrangement.startswith("nested"):
            if not boxes:
                continue
            kinds[0] = pick(boxes)
        parts = [library(k)[below(LIBRARY_SIZE)] for k in kinds]
        # a figure is kept when its labels meet `need`, its density lies in the band and `settle` keeps it; each
        # check refuses a try as soon as what it reads is drawn, so a doomed try draws no more: the labels its parts
        # decide before any placement (a count of corners rarely meets a `corners = n` need), a two-part nest's
        # band as soon as its size is drawn (`place_parts`), then the band on the placed figure (which refuses most
        # figures it is given to). A draw on a knife edge (RejectDraw) is refused like any other.
        if not all(label(parts) == v for label, v in part_needs):
            continue
        try:
            placed = place_parts(parts, arrangement, draws, density)
            if placed is None or (density is not None and not density_in(placed, density)):
                continue
            fig = settle(placed, arrangement)
        except RejectDraw:
            continue
        if fig is not None and _satisfies(fig.labels, need):
            return fig
    return None
