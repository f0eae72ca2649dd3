"""Visual Relation Abstraction: stroke density, the pixel statistic that concepts on `nested` hold equal across
the six panels (a nested figure packs a part inside its outline and is otherwise denser than a side-by-side one)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any, Protocol

import numpy as np

from mindbench.generators.common.canvas import Canvas, panels_only_layout
from mindbench.generators.common.item import RejectDraw
from mindbench.generators.mindseye import geometry2d as g2
from mindbench.generators.mindseye.visual_relation_abstraction.rendering import stroke_points
from mindbench.generators.mindseye.visual_relation_abstraction.shapes import DENSITY_CURVE
from mindbench.generators.mindseye.visual_relation_abstraction.vocabulary import N_OPTIONS


class Placed(Protocol):
    """What the density measures read of a placed part (`placement.Placed` is one; density sits below placement)."""

    part: Any
    centre: tuple[float, float]
    rot: float
    scale: float

    @property
    def stored(self) -> dict[str, Any]: ...


def density_estimate(placed: Sequence[Placed]) -> float:
    """`stroke_density` of placed parts from the parts' local samples moved by their placements
    (`Part.density_stroke`) instead of from the rounded stored geometry: the same points to within the rounding
    (1e-6), so within `DENSITY_ESTIMATE_TOL` of it (relative), at a fraction of its cost."""
    length = 0.0
    pts = []
    for p in placed:
        local, unit = p.part.density_stroke
        th = math.radians(p.rot)
        c, s = math.cos(th) * p.scale, math.sin(th) * p.scale
        pts.append(local @ np.array([[c, s], [-s, c]]) + p.centre)
        length += unit * p.scale
    # (points, x over the panel width and y over its height, per rotation)
    proj = (np.concatenate(pts) if len(pts) > 1 else pts[0]) @ _panel_directions()
    span = proj.max(axis=0) - proj.min(axis=0)
    k = len(_DENSITY_ANGLES)
    width, height = _panel_area()
    # the mean as a sum over k (numpy's `mean` costs more than the rest): it and the directions divided by the
    # panel's sides before the product differ from `stroke_density`'s order only in the last bits
    return length * (float((1.0 / np.maximum(span[:k], span[k:])).sum()) / k) / (width * height) ** 0.5


def density_in(placed: Sequence[Placed], band: tuple[float, float]) -> bool:
    """`band[0] <= stroke_density(stored parts) <= band[1]`, decided by `density_estimate` where it is clear of the
    band's ends by more than its error, and by the exact `stroke_density` otherwise (`density_verdict`: RejectDraw
    on the band's ends): the exact test's verdict."""
    bounds = _nested_bounds(placed)
    if bounds is not None:  # the same tests as below on bounds of `est ± margin`, where they settle the verdict
        low, high = _verdict_bounds(bounds)
        if high < band[0] or low > band[1]:
            return False
        if band[0] <= low and high <= band[1]:
            return True
    est = _alone_estimate(placed[0]) if len(placed) == 1 else density_estimate(placed)
    margin = DENSITY_ESTIMATE_TOL * est
    if est + margin < band[0] or est - margin > band[1]:
        return False
    if band[0] <= est - margin and est + margin <= band[1]:
        return True
    return density_verdict(stroke_density([p.stored for p in placed]), band)


def density_verdict(density: float, band: tuple[float, float]) -> bool:
    """`band[0] <= density <= band[1]`; RejectDraw when the density lies within DENSITY_MARGIN of an end of the band,
    where the verdict would rest on the last bits of the sums."""
    if g2.near_threshold(density, band, DENSITY_MARGIN):
        raise RejectDraw(f"stroke density {density!r} within {DENSITY_MARGIN} of the band {band}")
    return band[0] <= density <= band[1]


def stroke_density(parts: Sequence[dict[str, Any]]) -> float:
    """Stroke length drawn per pixel of panel side, averaged over the panel rotations, at fill 1: what sets a
    panel's ink and edge share once `panel_transform` scales the rotated figure to the panel. A nested figure adds
    its inner part without adding extent, so it is denser than one of the same parts side by side, and a
    context-blind scorer of pixel statistics finds the odd one on that alone (`Config.nested_density`)."""
    strokes = [stroke_points(p, n_curve=DENSITY_CURVE) for p in parts]
    length = sum(float(np.linalg.norm(np.diff(np.vstack([q, q[:1]]) if closed else q, axis=0), axis=1).sum())
                 for q, closed in strokes)
    pts = np.vstack([q for q, _ in strokes])
    cos, sin = np.cos(_DENSITY_ANGLES)[:, None], np.sin(_DENSITY_ANGLES)[:, None]
    x, y = pts[:, 0][None] * cos - pts[:, 1][None] * sin, pts[:, 0][None] * sin + pts[:, 1][None] * cos
    width, height = _panel_area()
    span = np.maximum((x.max(axis=1) - x.min(axis=1)) / width, (y.max(axis=1) - y.min(axis=1)) / height)
    return length * float(np.mean(1.0 / span)) / (width * height) ** 0.5


_DENSITY_ANGLES = np.radians(np.arange(0.0, 180.0, 11.25))  # panel rotations `Figure.density` averages over
# x = px·cos - py·sin and y = px·sin + py·cos for every panel rotation, as one (2, 2·angles) matrix
_DENSITY_DIRECTIONS = np.hstack([np.vstack([np.cos(_DENSITY_ANGLES), -np.sin(_DENSITY_ANGLES)]),
                                 np.vstack([np.sin(_DENSITY_ANGLES), np.cos(_DENSITY_ANGLES)])])
# `density_estimate` within this of `Figure.density` (relative): it moves every point by at most the rounding
# of the stored coordinates (~1e-6 against strokes and spans of order 1; measured below 1e-5 by the tests), so a
# verdict this far from a band end cannot differ from the exact one
DENSITY_ESTIMATE_TOL = 1e-4
# a figure's stroke density within this of a band end is refused: far above the rounding of its sums (~1e-15 of
# densities near 3), far below the band's width (2 * Config.density_tol)
DENSITY_MARGIN = 1e-9


@cache
def _panel_directions() -> np.ndarray:
    """`_DENSITY_DIRECTIONS` with its x columns divided by the panel area's width and its y ones by its height."""
    width, height = _panel_area()
    k = len(_DENSITY_ANGLES)
    return _DENSITY_DIRECTIONS / np.array([width] * k + [height] * k)


@cache
def _panel_area() -> tuple[float, float]:
    """Width and height of an option panel's drawing area (where `panel_transform` fits the figure)."""
    x0, y0, x1, y1 = Canvas().option_panel(panels_only_layout(N_OPTIONS, cols=3).option_boxes[0], 0)
    return x1 - x0, y1 - y0



# relative: far above the rounding of the estimate's sums and products (~1e-15), far below any bound's slack
_FLOAT_SLACK = 1e-9
_ROTATION_PERIOD = math.pi / len(_DENSITY_ANGLES)  # rotating a figure by this permutes the panel rotations
_ROTATION_STEPS = 64  # grid points per period of `_span_terms`
# Parts come from the fixed `shapes.library`, so the per-part caches below hold each part's entry once.


@lru_cache(maxsize=4096)
def _alone_estimate(placed: Placed) -> float:
    """`density_estimate((placed,))`, worked out once per placed part: a one-part figure is always placed the same
    way (at the origin, unrotated, at scale 1), so its placements repeat across draws."""
    return density_estimate((placed,))


def nest_misses_band(outer: Any, rot: float, inner: Any, inner_scale: float, inner_offset: float,
                     band: tuple[float, float]) -> bool:
    """Whether a two-part nest is sure to fail `density_in(band)` before its inner part is placed: `outer` at the
    origin, rotated by `rot` degrees, at scale 1, holding `inner` at `inner_scale` with its centre at most
    `inner_offset` from the origin. True only where `density_in` on the placed pair returns False through the same
    bounds (`_nested_bounds` reads the same length and rotation, and an inner reach no larger), so refusing the
    pair here refuses what `density_in` would refuse, without drawing the inner part's placement."""
    inner_reach = inner_offset + inner_scale * _disc(inner)[0]
    length = 0.0 + outer.density_stroke[1] * 1.0 + inner.density_stroke[1] * inner_scale
    bounds = _pair_bounds(outer, rot, length, inner_reach)
    if bounds is None:
        return False
    low, high = _verdict_bounds(bounds)
    return high < band[0] or low > band[1]


def _verdict_bounds(bounds: tuple[float, float]) -> tuple[float, float]:
    """Bounds of the estimate widened by its error against `stroke_density` (`DENSITY_ESTIMATE_TOL`) and by the
    rounding of the products (`_FLOAT_SLACK`): a band they miss is missed by the exact density."""
    return (bounds[0] * (1.0 - DENSITY_ESTIMATE_TOL) * (1.0 - _FLOAT_SLACK),
            bounds[1] * (1.0 + DENSITY_ESTIMATE_TOL) * (1.0 + _FLOAT_SLACK))


def _nested_bounds(placed: Sequence[Placed]) -> tuple[float, float] | None:
    """Bounds of `density_estimate(placed)` without its point products, for two parts whose second lies inside the
    disc that the first (at the origin, scale 1) contains (`_pair_bounds`). None when not so."""
    if len(placed) != 2:
        return None
    outer, inner = placed
    if outer.centre != (0.0, 0.0) or outer.scale != 1.0:
        return None
    inner_reach = math.hypot(inner.centre[0], inner.centre[1]) + inner.scale * _disc(inner.part)[0]
    length = 0.0 + outer.part.density_stroke[1] * outer.scale + inner.part.density_stroke[1] * inner.scale
    return _pair_bounds(outer.part, outer.rot, length, inner_reach)


def _pair_bounds(outer: Any, rot: float, length: float, inner_reach: float) -> tuple[float, float] | None:
    """Bounds of `density_estimate` of `outer` (at the origin, rotated by `rot` degrees, scale 1) and an inner part
    of summed stroke length `length` within `inner_reach` of the origin, inside the disc that `outer` contains:
    every point of the inner part then projects inside the outer's projections, so the spans are the outer part's
    alone and the estimate is the summed stroke length times the outer part's span term at its rotation, which
    `_span_terms` tabulates. None when the inner part may reach out of that disc."""
    reach, radius = _disc(outer)
    if not inner_reach < radius * (1.0 - _FLOAT_SLACK):  # also when the outer part holds no disc (radius 0)
        return None
    step = math.radians(rot) % _ROTATION_PERIOD / _ROTATION_PERIOD * _ROTATION_STEPS
    term = float(_span_terms(outer)[int(round(step)) % _ROTATION_STEPS])
    # each panel rotation's 1 / max(span_x / width, span_y / height) has a log that is Lipschitz in the figure's
    # rotation with constant reach / radius (a span moves at most 2·reach per radian and is at least 2·radius), so
    # their mean lies within that factor per radian of the nearest grid point's, at most half a step away
    slack = math.exp(reach / radius * (_ROTATION_PERIOD / _ROTATION_STEPS) * 0.5 * (1.0 + 1e-6))
    return length * term / slack, length * term * slack


@lru_cache(maxsize=4096)
def _disc(part: Any) -> tuple[float, float]:
    """(the largest distance of the part's density points from its origin, the radius of the disc about the
    origin inside the closed convex polygon through them; 0 when they are not one around the origin)."""
    pts = part.density_stroke[0]
    reach = float(np.sqrt((pts * pts).sum(axis=1)).max())
    radius = 0.0
    if part.closed and len(pts) >= 3:
        d = np.roll(pts, -1, axis=0) - pts
        turn = d[:, 0] * np.roll(d, -1, axis=0)[:, 1] - d[:, 1] * np.roll(d, -1, axis=0)[:, 0]
        side = d[:, 0] * pts[:, 1] - d[:, 1] * pts[:, 0]  # the origin's side of each edge (times its length)
        if (((turn > 0).all() and (side < 0).all()) or ((turn < 0).all() and (side > 0).all())):
            radius = float((np.abs(side) / np.sqrt((d * d).sum(axis=1))).min())
    return reach, radius


@lru_cache(maxsize=4096)
def _span_terms(part: Any) -> np.ndarray:
    """`density_estimate`'s factor after the stroke length, (mean over panel rotations of 1 / max(span_x / width,
    span_y / height)) / sqrt(width · height), of the part alone at the origin and scale 1, at `_ROTATION_STEPS`
    rotations evenly spread over one `_ROTATION_PERIOD` (the factor repeats with that period)."""
    pts = part.density_stroke[0]
    th = np.arange(_ROTATION_STEPS) * (_ROTATION_PERIOD / _ROTATION_STEPS)
    c, s = np.cos(th)[:, None], np.sin(th)[:, None]
    x, y = pts[:, 0][None] * c - pts[:, 1][None] * s, pts[:, 0][None] * s + pts[:, 1][None] * c  # (rot, pts)
    dirs = _panel_directions()
    proj = x[:, :, None] * dirs[0][None, None] + y[:, :, None] * dirs[1][None, None]  # (rot, pts, 2·angles)
    span = proj.max(axis=1) - proj.min(axis=1)
    k = len(_DENSITY_ANGLES)
    width, height = _panel_area()
    return (1.0 / np.maximum(span[:, :k], span[:, k:])).mean(axis=1) / (width * height) ** 0.5
