"""Mind's Eye · Visual Relation Abstraction: a Bongard-style odd one out over six panels of line figures.

Five panels share a latent concept (one geometric attribute, or a conjunction of two) and one panel lacks it;
that panel is the answer. The concept is never named in the question.

Why the key is unique. A panel is a figure of 1–3 separate parts (polygons, open polylines, ellipses, arcs),
stored as numbers. Its attributes form a fixed vocabulary: `curved`, `closed`, `convex`, `right_angle`,
`symmetric` (mirror symmetry of the whole figure), `nested` (a part inside a closed part), `parts` (count) and
`corners` (count), plus the conjunctive concepts in `CONJUNCTIONS`. Every predicate of that vocabulary (each
boolean, each value of each count, each listed conjunction) is evaluated on all six panels; no predicate may
hold for exactly one panel or fail for exactly one panel, except a predicate that involves a concept attribute
and singles out the gold panel (e.g. `corners = 6` when the concept is `corners = 5`). So no second concept of
the vocabulary points at any other panel, and no attribute outside the concept points at the gold one.

Two independent paths. Generation labels every figure from its construction (a catalogue of part kinds with
known attributes, symmetry axes placed by construction, near-misses refused) and searches a pool of figures
for a set of six that meets the rule above (min-conflicts local search). `verify` ignores the labels: it
recomputes every attribute from the coordinates in `params` (corner angles with a 0.5° right-angle tolerance
and a 12° no-man's-land, convexity from turn signs, mirror symmetry by testing every axis through pairs of
salient points against densely sampled strokes, containment by point-in-region tests) and re-proves the rule.

Traps of the published version avoided: the answer positions are balanced (PanelTask); surface nuisance
(rotation, size, position, stroke width, colour) is drawn per panel independently of the answer; the count of
parts and of closed parts (which drive pixel statistics: connected components, enclosed holes) of the gold
panel is always shared by another panel, so "the one with a different number of blobs" never finds it.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from typing import Any
from xml.etree import ElementTree

import numpy as np
from scipy.spatial import cKDTree

from mindbench.generators.common.canvas import Canvas, panels_only_layout
from mindbench.generators.common.holdout import object_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError, signature_hash
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.presentation import MINDS_EYE_HUMANS, HumanLevel, Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions

BENCH = "mindseye"
TASK = "visual_relation_abstraction"
DIMENSION = "abstraction"
N_OPTIONS = 6
PANEL = PanelTask(BENCH, TASK, DIMENSION, N_OPTIONS)
QUESTION = (
    "Five of the six panels share a geometric property of their figures that the remaining panel lacks. "
    "Size, rotation, position, colour and line width do not matter. Which panel is the odd one out?"
)
PARAM_KEYS = {"concept", "panels", "options", "layout"}

BOOLEAN_ATTRIBUTES = ("curved", "closed", "convex", "right_angle", "symmetric", "nested")
COUNT_ATTRIBUTES = ("parts", "corners")
ATTRIBUTES = BOOLEAN_ATTRIBUTES + COUNT_ATTRIBUTES
SALIENT = ("curved", "closed", "nested")  # easy: one of these
SUBTLE = ("right_angle", "convex", "symmetric", "corners")  # medium: one of these
# hard: one of these conjunctions; the gold panel has one conjunct and lacks the other
CONJUNCTIONS: tuple[tuple[tuple[str, bool], tuple[str, bool]], ...] = (
    (("closed", True), ("right_angle", True)),
    (("curved", True), ("symmetric", True)),
    (("curved", False), ("symmetric", True)),
    (("convex", True), ("right_angle", True)),
    (("right_angle", True), ("symmetric", True)),
    (("closed", True), ("symmetric", False)),
    (("nested", True), ("symmetric", True)),
    (("closed", False), ("right_angle", True)),
)
DISTRACTOR_KINDS = ("shares_concept", "lookalike")

# verify's tolerances (angles in degrees, lengths relative to the figure's bounding-box diagonal D)
RIGHT_TOL = 0.5  # a corner is right when its angle is within this of 90°
RIGHT_GAP = 12.0  # every other corner is at least this far from 90° (no near-right corners)
MIN_ANGLE, MAX_ANGLE = 20.0, 165.0  # corners are sharp enough to see and never nearly straight
SYM_TOL = 0.012  # mirror image within this of the figure (relative to D): symmetric
ASYM_GAP = 0.05  # best mirror axis misses by at least this (relative to D): asymmetric; between: ambiguous
SEPARATION = 0.03  # parts never touch: strokes of two parts at least this far apart (relative to D)
SAMPLE_STEP = 0.006  # dense stroke sampling step (relative to D)


# ----------------------------------------------------------------------------------------------------
# Configuration


@dataclass(frozen=True)
class Config:
    """Ranges of one build (difficulty comes from the index, see `PanelTask`)."""

    pool_size: int = 26  # figures drawn that satisfy the concept
    violator_pool: int = 8  # figures drawn that violate it
    search_restarts: int = 6
    search_steps: int = 40
    fill: tuple[float, float] = (0.62, 0.92)  # share of the panel the figure's larger side spans
    stroke_width: tuple[float, float] = (3.0, 6.5)  # pixels
    corner_range: tuple[int, int] = (3, 8)  # `corners = n` concepts draw n from this range
    # concepts on `nested`: every panel's stroke density (`Figure.density`) lies within `density_tol` of one
    # value drawn per item from this range, where nested and non-nested figures of 1–3 parts both occur
    nested_density: tuple[float, float] = (2.7, 3.1)
    density_tol: float = 0.1
    colours: tuple[str, ...] = ("#111111", "#1f3a93", "#1e6b30", "#8b1a1a", "#5b2a86", "#0b6e6e", "#6b4423",
                                "#b04a00")

    def __post_init__(self) -> None:
        if not 12 <= self.pool_size <= 200:
            raise ValueError(f"pool_size must lie in 12..200, got {self.pool_size}")
        if not 3 <= self.violator_pool <= 100:
            raise ValueError(f"violator_pool must lie in 3..100, got {self.violator_pool}")
        if self.search_restarts < 1:
            raise ValueError(f"search_restarts must be positive, got {self.search_restarts}")
        if self.search_steps < 1:
            raise ValueError(f"search_steps must be positive, got {self.search_steps}")
        if not 0.3 <= self.fill[0] <= self.fill[1] <= 0.95:
            raise ValueError(f"fill must be an increasing pair in [0.3, 0.95], got {self.fill}")
        if not 1.0 <= self.stroke_width[0] <= self.stroke_width[1] <= 10.0:
            raise ValueError(f"stroke_width must be an increasing pair in [1, 10], got {self.stroke_width}")
        if not 2 <= self.corner_range[0] <= self.corner_range[1] <= 10:
            raise ValueError(f"corner_range must be an increasing pair in 2..10, got {self.corner_range}")
        if not 1.0 <= self.nested_density[0] <= self.nested_density[1] <= 5.0:
            raise ValueError(f"nested_density must be an increasing pair in [1, 5], got {self.nested_density}")
        if not 0.01 <= self.density_tol <= 1.0:
            raise ValueError(f"density_tol must lie in [0.01, 1], got {self.density_tol}")
        if len(self.colours) < 2 or not all(c.startswith("#") and len(c) == 7 for c in self.colours):
            raise ValueError(f"colours must hold at least two #rrggbb colours, got {self.colours}")


DEFAULT_CONFIG = Config()


# ----------------------------------------------------------------------------------------------------
# Part catalogue (generation side: attributes by construction)


@dataclass(frozen=True)
class Part:
    """One stroke figure in its local frame, bounding radius 1 about the origin."""

    kind: str
    shape: str  # polygon | polyline | ellipse | arc
    pts: tuple[tuple[float, float], ...] = ()  # polygon / polyline vertices
    rx: float = 0.0  # ellipse semi-axes; arc radius in rx
    ry: float = 0.0
    sweep: float = 0.0  # arc sweep in degrees, symmetric about the local +y axis
    ra: bool = False
    convex: bool = False
    corners: int = 0
    axes: tuple[float, ...] | None = ()  # local mirror axes (degrees) through the origin; None = every line
    inradius: float = 0.0  # closed convex parts: distance from the origin to the boundary

    @property
    def closed(self) -> bool:
        return self.shape in ("polygon", "ellipse")

    @property
    def curved(self) -> bool:
        return self.shape in ("ellipse", "arc")

    @cached_property
    def density_stroke(self) -> tuple[np.ndarray, float]:
        """The points `stroke_density` samples on this part (curves at 48 points) in its local frame, and the
        stroke's length through them: a placement moves the points by a similarity and scales the length by its
        scale. Library parts are fixed, so this is worked out once per part instead of at every draw."""
        if self.shape in ("polygon", "polyline"):
            pts = np.asarray(self.pts, dtype=float)
        elif self.shape == "ellipse":
            th = np.linspace(0, 2 * math.pi, _DENSITY_CURVE, endpoint=False)
            pts = np.column_stack([self.rx * np.cos(th), self.ry * np.sin(th)])
        else:
            th = np.radians(90.0 - self.sweep / 2 + np.linspace(0, self.sweep, _DENSITY_CURVE))
            pts = np.column_stack([self.rx * np.cos(th), self.rx * np.sin(th)])
        ring = np.vstack([pts, pts[:1]]) if self.closed else pts
        d = np.diff(ring, axis=0)
        return pts, float(np.sqrt(d[:, 0] * d[:, 0] + d[:, 1] * d[:, 1]).sum())


def _angles(pts: np.ndarray, closed: bool) -> np.ndarray:
    """Angle between the two strokes meeting at each corner (degrees, 0..180)."""
    if closed:
        prev, nxt = np.roll(pts, 1, axis=0) - pts, np.roll(pts, -1, axis=0) - pts
    else:
        prev, nxt = pts[:-2] - pts[1:-1], pts[2:] - pts[1:-1]
    a1, a2 = np.arctan2(prev[:, 1], prev[:, 0]), np.arctan2(nxt[:, 1], nxt[:, 0])
    d = np.degrees(np.abs(a1 - a2)) % 360.0
    return np.minimum(d, 360.0 - d)


def _signature_seq(pts: np.ndarray, closed: bool) -> tuple[np.ndarray, np.ndarray]:
    """(edge lengths, corner angles) in order, for the palindrome symmetry test."""
    if closed:
        edges = np.linalg.norm(np.roll(pts, -1, axis=0) - pts, axis=1)
    else:
        edges = np.linalg.norm(np.diff(pts, axis=0), axis=1)
    return edges / edges.max(), _angles(pts, closed)


def _clearly_asymmetric(pts: np.ndarray, closed: bool) -> bool:
    """No reflection maps the vertex cycle onto itself, by a clear margin (lengths 12 %, angles 8°)."""
    edges, angles = _signature_seq(pts, closed)
    n = len(pts)
    if not closed:
        return bool(np.abs(edges - edges[::-1]).max() > 0.12 or (len(angles) and
                                                                 np.abs(angles - angles[::-1]).max() > 8))
    for k in range(n):
        # reflection through vertex k: angle i <-> angle 2k - i, edge i (from i to i+1) <-> edge 2k - i - 1
        idx = (2 * k - np.arange(n)) % n
        eidx = (2 * k - np.arange(n) - 1) % n
        if np.abs(angles - angles[idx]).max() < 8 and np.abs(edges - edges[eidx]).max() < 0.12:
            return False
        # reflection through the middle of edge k
        idx = (2 * k + 1 - np.arange(n)) % n
        eidx = (2 * k - np.arange(n)) % n
        if np.abs(angles - angles[idx]).max() < 8 and np.abs(edges - edges[eidx]).max() < 0.12:
            return False
    return True


def _convex(pts: np.ndarray) -> bool:
    d1 = np.roll(pts, -1, axis=0) - pts
    d2 = np.roll(d1, -1, axis=0)
    cross = d1[:, 0] * d2[:, 1] - d1[:, 1] * d2[:, 0]
    return bool((cross > 0).all() or (cross < 0).all())


def _make(kind: str, pts: Sequence[Sequence[float]], closed: bool, axes: tuple[float, ...] | None,
          centre: str = "bbox") -> Part | None:
    """Normalise a polygon/polyline; None if it breaks a legibility or labelling guard."""
    p = np.asarray(pts, dtype=float)
    if centre == "bbox":
        p = p - (p.min(axis=0) + p.max(axis=0)) / 2
    elif centre == "centroid":
        p = p - p.mean(axis=0)
    p = p / np.linalg.norm(p, axis=1).max()
    angles = _angles(p, closed)
    if len(angles) and (angles.min() < MIN_ANGLE + 2 or angles.max() > MAX_ANGLE - 3):
        return None
    right = np.abs(angles - 90.0) < 1e-6
    if (np.abs(angles[~right] - 90.0) < RIGHT_GAP + 3).any():
        return None
    edges = np.linalg.norm(np.diff(np.vstack([p, p[:1]]) if closed else p, axis=0), axis=1)
    if edges.min() < 0.16 * edges.max():
        return None
    if axes == () and not _clearly_asymmetric(p, closed):
        return None
    convex = closed and _convex(p)
    inradius = 0.0
    if convex:
        a, b = p, np.roll(p, -1, axis=0)
        d = b - a
        inradius = float(np.min(np.abs(d[:, 0] * a[:, 1] - d[:, 1] * a[:, 0]) / np.linalg.norm(d, axis=1)))
    return Part(kind, "polygon" if closed else "polyline", tuple(map(tuple, p.round(9))), ra=bool(right.any()),
                convex=convex, corners=len(angles), axes=axes, inradius=inradius)


def _on_ellipse(rng: np.random.Generator, n: int, min_gap: float) -> np.ndarray | None:
    """n points on an ellipse at random angles at least min_gap degrees apart (a convex polygon)."""
    t = np.sort(rng.uniform(0, 360, n))
    gaps = np.diff(np.append(t, t[0] + 360))
    if gaps.min() < min_gap:
        return None
    k = rng.uniform(1.0, 1.5)
    return np.column_stack([k * np.cos(np.radians(t)), np.sin(np.radians(t))])


def _free_angle(rng: np.random.Generator, lo: float, hi: float) -> float:
    """A random angle in [lo, hi] kept clear of 90° by RIGHT_GAP + 4."""
    gap = RIGHT_GAP + 4
    left, right = max(0.0, 90 - gap - lo), max(0.0, hi - 90 - gap)
    x = rng.uniform(0, left + right)
    return lo + x if x < left else 90 + gap + (x - left)


def _batch_polygon(rng: np.random.Generator, n: int, concave: bool, batch: int = 128) -> np.ndarray | None:
    """The first of a batch of random star-shaped n-gons whose corners pass the angle guards (convex ones
    on an ellipse; concave ones with one vertex pulled in)."""
    t = np.sort(rng.uniform(0, 2 * math.pi, (batch, n)), axis=1)
    if concave:
        r = rng.uniform(0.75, 1.0, (batch, n))
        r[np.arange(batch), rng.integers(0, n, batch)] = rng.uniform(0.3, 0.5, batch)
        k = np.ones((batch, 1))
    else:
        r = np.ones((batch, n))
        k = rng.uniform(1.0, 1.5, (batch, 1))
    pts = np.stack([k * r * np.cos(t), r * np.sin(t)], axis=-1)  # (B, n, 2)
    prev, nxt = np.roll(pts, 1, axis=1) - pts, np.roll(pts, -1, axis=1) - pts
    cos = (prev * nxt).sum(-1) / (np.linalg.norm(prev, axis=-1) * np.linalg.norm(nxt, axis=-1))
    ang = np.degrees(np.arccos(np.clip(cos, -1, 1)))
    edges = np.linalg.norm(nxt, axis=-1)
    ok = ((ang > MIN_ANGLE + 3) & (ang < MAX_ANGLE - 4) & (np.abs(ang - 90) > RIGHT_GAP + 4)).all(axis=1)
    ok &= edges.min(axis=1) > 0.2 * edges.max(axis=1)
    hits = np.flatnonzero(ok)
    return pts[hits[0]] if len(hits) else None


def _sym_axis(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Shift a figure symmetric about x = 0 so that its bbox centre is on the axis at the origin."""
    ys = [p[1] for p in pts]
    mid = (min(ys) + max(ys)) / 2
    return [(x, y - mid) for x, y in pts]


def build_part(kind: str, rng: np.random.Generator) -> Part | None:
    """A random part of a catalogue kind, or None when the draw breaks a guard."""
    u = rng.uniform
    if kind == "tri_scalene":
        for _ in range(50):
            a, b = _free_angle(rng, 30, 120), _free_angle(rng, 30, 120)
            c = 180 - a - b
            angs = sorted([a, b, c])
            if c >= 30 and abs(c - 90) >= RIGHT_GAP + 4 and min(angs[1] - angs[0], angs[2] - angs[1]) >= 12:
                break
        else:
            return None
        side = math.sin(math.radians(b)) / math.sin(math.radians(c))
        return _make(kind, [(0, 0), (1, 0), (side * math.cos(math.radians(a)), side * math.sin(math.radians(a)))],
                     True, (), "centroid")
    if kind == "tri_iso":
        apex = u(32, 70) if rng.random() < 0.5 else u(108, 128)
        w = math.tan(math.radians(apex / 2))
        return _make(kind, _sym_axis([(0.0, 1.0), (w, 0.0), (-w, 0.0)]), True, (90.0,), "none")
    if kind == "tri_right":
        k = u(1.4, 2.2)
        return _make(kind, [(0, 0), (k, 0), (0, 1)], True, (), "centroid")
    if kind == "tri_right_iso":
        return _make(kind, [(0, 0), (1, 0), (0, 1)], True, (45.0,), "centroid")
    if kind == "rectangle":
        k = u(1.4, 2.2)
        return _make(kind, [(-k, -1), (k, -1), (k, 1), (-k, 1)], True, (0.0, 90.0), "none")
    if kind == "square":
        return _make(kind, [(-1, -1), (1, -1), (1, 1), (-1, 1)], True, (0.0, 45.0, 90.0, 135.0), "none")
    if kind == "parallelogram":
        a, b = math.radians(u(52, 70)), u(1.4, 1.9)
        return _make(kind, [(0, 0), (b, 0), (b + math.cos(a), math.sin(a)), (math.cos(a), math.sin(a))], True, (),
                     "centroid")
    if kind == "rhombus":
        q = math.tan(math.radians(u(27, 36)))
        return _make(kind, [(1, 0), (0, q), (-1, 0), (0, -q)], True, (0.0, 90.0), "none")
    if kind == "kite":  # half-angles at the top and bottom vertices, both obtuse corners, sides acute
        alpha, beta = u(53, 70), u(53, 70)
        if abs(alpha - beta) < 6:
            return None
        w = 1.0
        t, b = w / math.tan(math.radians(alpha)), w / math.tan(math.radians(beta))
        return _make(kind, _sym_axis([(0, t), (w, 0), (0, -b), (-w, 0)]), True, (90.0,), "none")
    if kind == "trap_iso":
        top, h = u(0.35, 0.65), u(0.7, 1.1)
        return _make(kind, _sym_axis([(-1, 0), (1, 0), (top, h), (-top, h)]), True, (90.0,), "none")
    if kind == "trap_right":
        k, top, h = u(1.5, 2.2), u(0.5, 1.0), u(0.8, 1.2)
        return _make(kind, [(0, 0), (k, 0), (top, h), (0, h)], True, (), "centroid")
    if kind in ("quad_convex", "pent_convex", "hex_convex"):
        n = {"quad_convex": 4, "pent_convex": 5, "hex_convex": 6}[kind]
        pts = _batch_polygon(rng, n, concave=False)
        return None if pts is None else _make(kind, pts, True, (), "centroid")
    if kind in ("pentagon", "hexagon"):
        n = 5 if kind == "pentagon" else 6
        t = np.radians(90 + 360 / n * np.arange(n))
        axes = tuple(sorted({round((90 + 180 / n * k) % 180, 9) for k in range(n)}))
        return _make(kind, np.column_stack([np.cos(t), np.sin(t)]), True, axes, "none")
    if kind == "house":
        h, r = u(0.8, 1.3), u(0.45, 0.9)
        return _make(kind, _sym_axis([(-1, 0), (1, 0), (1, h), (0, h + r), (-1, h)]), True, (90.0,), "none")
    if kind == "l_shape":
        a, b, t1, t2 = u(1.1, 1.9), u(1.1, 1.9), u(0.35, 0.6), u(0.35, 0.6)
        if abs(a - b) < 0.25 and abs(t1 - t2) < 0.1:
            return None
        return _make(kind, [(0, 0), (a, 0), (a, t1), (t2, t1), (t2, b), (0, b)], True, (), "centroid")
    if kind == "dart":
        w, d, c = u(0.7, 1.0), u(0.7, 1.0), u(0.0, 0.35)
        return _make(kind, _sym_axis([(0, 1), (w, -d), (0, -c), (-w, -d)]), True, (90.0,), "none")
    if kind == "star":
        n = 5
        rho = u(0.4, 0.5)
        t = np.radians(90 + 180 / n * np.arange(2 * n))
        r = np.where(np.arange(2 * n) % 2 == 0, 1.0, rho)
        axes = tuple(sorted({round((90 + 180 / n * k) % 180, 9) for k in range(n)}))
        return _make(kind, np.column_stack([r * np.cos(t), r * np.sin(t)]), True, axes, "none")
    if kind == "t_shape":
        w, t, h, s = u(1.0, 1.5), u(0.3, 0.5), u(1.0, 1.6), u(0.25, 0.4)
        return _make(kind, _sym_axis([(-w, h), (w, h), (w, h - t), (s, h - t), (s, 0), (-s, 0), (-s, h - t),
                                      (-w, h - t)]), True, (90.0,), "none")
    if kind == "concave":
        pts = _batch_polygon(rng, int(rng.integers(5, 7)), concave=True)
        part = None if pts is None else _make(kind, pts, True, (), "none")
        return part if part is not None and not part.convex else None
    if kind == "circle":
        return Part(kind, "ellipse", rx=1.0, ry=1.0, convex=True, axes=None, inradius=1.0)
    if kind == "ellipse":
        k = u(0.45, 0.68)
        return Part(kind, "ellipse", rx=1.0, ry=k, convex=True, axes=(0.0, 90.0), inradius=k)
    if kind == "segment":
        return Part(kind, "polyline", ((-1.0, 0.0), (1.0, 0.0)), axes=(0.0, 90.0))
    if kind in ("vee", "vee_right"):
        a = 90.0 if kind == "vee_right" else (u(38, 68) if rng.random() < 0.5 else u(112, 145))
        s, c = math.sin(math.radians(a / 2)), math.cos(math.radians(a / 2))
        return _make(kind, _sym_axis([(-s, c), (0, 0), (s, c)]), False, (90.0,), "none")
    if kind == "zigzag":
        n = int(rng.integers(4, 6))
        heading, pts = 0.0, [(0.0, 0.0)]
        for i in range(n - 1):
            if i:
                heading += float(rng.choice([-1, 1])) * u(45, 140)
            length = u(0.6, 1.2)
            pts.append((pts[-1][0] + length * math.cos(math.radians(heading)),
                        pts[-1][1] + length * math.sin(math.radians(heading))))
        part = _make(kind, pts, False, (), "bbox")
        return part if part is not None and _simple_polyline(np.array(part.pts)) else None
    if kind == "bracket":
        w, h = u(0.6, 1.2), u(0.6, 1.2)
        return _make(kind, _sym_axis([(-w, h), (-w, 0), (w, 0), (w, h)]), False, (90.0,), "none")
    if kind == "hook":
        w, h = u(0.5, 0.75), u(1.1, 1.5)
        return _make(kind, [(0, h), (0, 0), (w, 0)], False, (), "bbox")
    if kind == "step":
        a, b, c = u(0.5, 1.0), u(0.5, 1.0), u(0.5, 1.0)
        if abs(a - c) < 0.2:
            return None
        return _make(kind, [(0, 0), (a, 0), (a, b), (a + c, b)], False, (), "bbox")
    if kind == "arc":
        return Part(kind, "arc", rx=1.0, ry=1.0, sweep=u(110, 260), axes=(90.0,))
    raise ValueError(f"unknown part kind {kind!r}")


def _simple_polyline(p: np.ndarray) -> bool:
    """No two non-adjacent segments come close (a zigzag must not cross itself)."""
    segs = list(zip(p[:-1], p[1:], strict=True))
    for i in range(len(segs)):
        for j in range(i + 2, len(segs)):
            if _seg_dist(*segs[i], *segs[j]) < 0.15:
                return False
    return True


def _seg_dist(a: np.ndarray, b: np.ndarray, c: np.ndarray, d: np.ndarray) -> float:
    def point_seg(p: np.ndarray, s0: np.ndarray, s1: np.ndarray) -> float:
        v = s1 - s0
        t = np.clip(np.dot(p - s0, v) / max(np.dot(v, v), 1e-12), 0, 1)
        return float(np.linalg.norm(p - s0 - t * v))

    def cross(o: np.ndarray, p: np.ndarray, q: np.ndarray) -> float:
        return float((p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]))

    if cross(a, b, c) * cross(a, b, d) < 0 and cross(c, d, a) * cross(c, d, b) < 0:
        return 0.0
    return min(point_seg(a, c, d), point_seg(b, c, d), point_seg(c, a, b), point_seg(d, a, b))


LIBRARY_SIZE = 24  # instances per kind, drawn once from a fixed seed per kind


@cache
def library(kind: str) -> tuple[Part, ...]:
    """A fixed set of random instances of one kind (items vary them by rotation, size and arrangement)."""
    rng = np.random.default_rng(int.from_bytes(kind.encode(), "little") % (2**32))
    out: list[Part] = []
    while len(out) < LIBRARY_SIZE:
        part = build_part(kind, rng)
        if part is not None:
            out.append(part)
    return tuple(out)


KINDS = ("tri_scalene", "tri_iso", "tri_right", "tri_right_iso", "rectangle", "square", "parallelogram", "rhombus",
         "kite", "trap_iso", "trap_right", "quad_convex", "pent_convex", "hex_convex", "pentagon", "hexagon",
         "house", "l_shape", "dart", "star", "t_shape", "concave", "circle", "ellipse", "segment", "vee",
         "vee_right", "zigzag", "bracket", "hook", "step", "arc")


@dataclass(frozen=True)
class KindInfo:
    closed: bool
    curved: bool
    convex: bool
    ra: bool
    symmetric: bool


def _kind_info() -> dict[str, KindInfo]:
    """What every instance of a kind shares (checked over a sample by the tests)."""
    rng = np.random.default_rng(0)
    info = {}
    for kind in KINDS:
        part = None
        while part is None:
            part = build_part(kind, rng)
        info[kind] = KindInfo(part.closed, part.curved, part.convex, part.ra, part.axes != ())
    return info


KIND_INFO = _kind_info()


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


@dataclass(frozen=True)
class Figure:
    placed: tuple[Placed, ...]
    nested: bool
    symmetric: bool

    @cached_property
    def labels(self) -> dict[str, Any]:
        parts = [p.part for p in self.placed]
        return {
            "curved": any(p.curved for p in parts),
            "closed": all(p.closed for p in parts),
            "convex": all(p.closed and p.convex for p in parts),
            "right_angle": any(p.ra for p in parts),
            "symmetric": self.symmetric,
            "nested": self.nested,
            "parts": len(parts),
            "corners": sum(p.corners for p in parts),
            "closed_parts": sum(p.closed for p in parts),
        }

    @cached_property
    def density(self) -> float:
        """`stroke_density` of the figure (concepts on `nested` hold it equal across the six panels)."""
        return stroke_density([p.stored for p in self.placed])


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
    proj = (np.concatenate(pts) if len(pts) > 1 else pts[0]) @ _DENSITY_DIRECTIONS  # (points, x and y per rotation)
    span = proj.max(axis=0) - proj.min(axis=0)
    width, height = _panel_area()
    k = len(_DENSITY_ANGLES)
    return length * float((1.0 / np.maximum(span[:k] / width, span[k:] / height)).mean()) / (width * height) ** 0.5


def density_in(placed: Sequence[Placed], band: tuple[float, float]) -> bool:
    """`band[0] <= stroke_density(stored parts) <= band[1]`, decided by `density_estimate` where it is clear of the
    band's ends by more than its error, and by the exact `stroke_density` otherwise: the exact test's verdict."""
    est = density_estimate(placed)
    margin = DENSITY_ESTIMATE_TOL * est
    if est + margin < band[0] or est - margin > band[1]:
        return False
    if band[0] <= est - margin and est + margin <= band[1]:
        return True
    return band[0] <= stroke_density([p.stored for p in placed]) <= band[1]


def stroke_density(parts: Sequence[dict[str, Any]]) -> float:
    """Stroke length drawn per pixel of panel side, averaged over the panel rotations, at fill 1: what sets a
    panel's ink and edge share once `panel_transform` scales the rotated figure to the panel. A nested figure adds
    its inner part without adding extent, so it is denser than one of the same parts side by side, and a
    context-blind scorer of pixel statistics finds the odd one on that alone (`Config.nested_density`)."""
    strokes = [stroke_points(p, n_curve=_DENSITY_CURVE) for p in parts]
    length = sum(float(np.linalg.norm(np.diff(np.vstack([q, q[:1]]) if closed else q, axis=0), axis=1).sum())
                 for q, closed in strokes)
    pts = np.vstack([q for q, _ in strokes])
    cos, sin = np.cos(_DENSITY_ANGLES)[:, None], np.sin(_DENSITY_ANGLES)[:, None]
    x, y = pts[:, 0][None] * cos - pts[:, 1][None] * sin, pts[:, 0][None] * sin + pts[:, 1][None] * cos
    width, height = _panel_area()
    span = np.maximum((x.max(axis=1) - x.min(axis=1)) / width, (y.max(axis=1) - y.min(axis=1)) / height)
    return length * float(np.mean(1.0 / span)) / (width * height) ** 0.5


_DENSITY_ANGLES = np.radians(np.arange(0.0, 180.0, 11.25))  # panel rotations `Figure.density` averages over
_DENSITY_CURVE = 48  # points `stroke_density` samples on a curve
# x = px·cos - py·sin and y = px·sin + py·cos for every panel rotation, as one (2, 2·angles) matrix
_DENSITY_DIRECTIONS = np.hstack([np.vstack([np.cos(_DENSITY_ANGLES), -np.sin(_DENSITY_ANGLES)]),
                                 np.vstack([np.sin(_DENSITY_ANGLES), np.cos(_DENSITY_ANGLES)])])
# `density_estimate` within this of `Figure.density` (relative): it moves every point by at most the rounding
# of the stored coordinates (~1e-6 against strokes and spans of order 1; measured below 1e-5 by the tests), so a
# verdict this far from a band end cannot differ from the exact one
DENSITY_ESTIMATE_TOL = 1e-4


@cache
def _panel_area() -> tuple[float, float]:
    """Width and height of an option panel's drawing area (where `panel_transform` fits the figure)."""
    x0, y0, x1, y1 = Canvas().option_panel(panels_only_layout(N_OPTIONS, cols=3).option_boxes[0], 0)
    return x1 - x0, y1 - y0


LABEL_KEYS = ATTRIBUTES + ("closed_parts",)  # everything `Figure.labels` holds


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


def _rand_rot(rng: np.random.Generator) -> float:
    return float(rng.uniform(0, 360))


def _scales(rng: np.random.Generator, n: int) -> list[float]:
    """Part sizes, pairwise at least 0.15 apart (no two parts are accidental mirror copies)."""
    for _ in range(20):
        s = rng.uniform(0.5, 1.0, n).tolist()
        if n == 1:
            return s
        if n == 2:  # the one gap of the sorted pair (IEEE subtraction is antisymmetric: the same float)
            if abs(s[0] - s[1]) > 0.12:
                return s
            continue
        ordered = sorted(s)
        if min(b - a for a, b in zip(ordered, ordered[1:], strict=False)) > 0.12:
            return s
    return [1.0 - 0.2 * i for i in range(n)]


def arrange(parts: Sequence[Part], arrangement: str, rng: np.random.Generator) -> Figure | None:
    """Place parts: single, stack (all on one mirror axis), scatter (apart, random) or nested (the first
    part contains the second; a third sits outside). None when the layout breaks a guard."""
    placed = place_parts(parts, arrangement, rng)
    return None if placed is None else settle(placed, arrangement)


def place_parts(parts: Sequence[Part], arrangement: str, rng: np.random.Generator) -> list[Placed] | None:
    """`arrange`'s draws: the parts' placements, or None when the layout breaks a guard while drawing."""
    n = len(parts)
    scales = _scales(rng, n)
    placed: list[Placed] = []
    if arrangement == "single":
        placed = [Placed(parts[0], (0.0, 0.0), 0.0, 1.0)]
    elif arrangement == "stack":
        y = 0.0
        for i, (part, s) in enumerate(zip(parts, scales, strict=True)):
            ax = 90.0 if part.axes is None else float(_pick(rng, part.axes))
            rot = (90.0 - ax) + (180.0 if rng.random() < 0.5 else 0.0)
            if i:
                y += placed[-1].scale + rng.uniform(0.25, 0.45) + s
            placed.append(Placed(part, (0.0, y), rot, s))
    elif arrangement == "scatter":
        for part, s in zip(parts, scales, strict=True):
            if placed:  # `np.mean` of the centres: their sum in order, over their count
                mx = sum((p.centre[0] for p in placed[1:]), placed[0].centre[0]) / len(placed)
                my = sum((p.centre[1] for p in placed[1:]), placed[0].centre[1]) / len(placed)
            for _ in range(30):
                if not placed:
                    cx = cy = 0.0
                else:
                    t = rng.uniform(0, 2 * math.pi)
                    r = rng.uniform(1.0, 2.2)
                    cx, cy = mx + r * math.cos(t), my + r * math.sin(t)
                if all(_norm(cx - p.centre[0], cy - p.centre[1], p.scale + s + 0.25) > p.scale + s + 0.25
                       for p in placed):
                    break
            else:
                return None
            placed.append(Placed(part, (cx, cy), _rand_rot(rng), s))
    elif arrangement in ("nested", "nested_sym"):
        box, inner = parts[0], parts[1]
        if not (box.closed and box.convex and box.inradius > 0.4):
            return None
        rot = _rand_rot(rng)
        placed.append(Placed(box, (0.0, 0.0), rot, 1.0))
        frac = rng.uniform(0.5, 0.66)
        s_in = box.inradius * frac
        if arrangement == "nested_sym":
            box_ax = float(_pick(rng, box.axes)) if box.axes else 90.0
            in_ax = 90.0 if inner.axes is None else float(_pick(rng, inner.axes))
            placed.append(Placed(inner, (0.0, 0.0), (box_ax + rot - in_ax) + 180.0 * int(rng.integers(2)), s_in))
        else:
            t = rng.uniform(0, 2 * math.pi)
            off = box.inradius * (1 - frac) * rng.uniform(0.35, 0.75)
            placed.append(Placed(inner, (off * math.cos(t), off * math.sin(t)), _rand_rot(rng), s_in))
        if n == 3:
            extra, s = parts[2], scales[2] * 0.8
            if arrangement == "nested_sym":
                box_ax = box_ax + rot
                d = np.array([math.cos(math.radians(box_ax)), math.sin(math.radians(box_ax))])
                c = d * (1.0 + rng.uniform(0.3, 0.5) + s)
                ax = 90.0 if extra.axes is None else float(_pick(rng, extra.axes))
                placed.append(Placed(extra, (float(c[0]), float(c[1])), box_ax - ax, s))
            else:
                t = rng.uniform(0, 2 * math.pi)
                c = (1.0 + rng.uniform(0.3, 0.6) + s) * np.array([math.cos(t), math.sin(t)])
                placed.append(Placed(extra, (float(c[0]), float(c[1])), _rand_rot(rng), s))
    else:
        raise ValueError(arrangement)
    return placed


def settle(placed: list[Placed], arrangement: str) -> Figure | None:
    """`arrange`'s guards on drawn placements (no draws): the figure, or None when a stroke is too short to read
    or the figure is a near miss of mirror symmetry."""
    # the bounding box of the parts' bounding circles, per coordinate as numpy would add and compare them, and its
    # diagonal as `np.linalg.norm` gives it (`_norm`)
    span = [max(p.centre[a] + p.scale for p in placed) - min(p.centre[a] - p.scale for p in placed) for a in (0, 1)]
    feature = min(_min_feature(p.part) * p.scale for p in placed)
    if feature < 0.06 * _norm(span[0], span[1], feature / 0.06):
        return None  # a stroke too short to read at this figure's size
    sym = _figure_symmetry(placed)
    if sym is None:
        return None
    return Figure(tuple(placed), arrangement.startswith("nested"), sym)


def _norm(dx: float, dy: float, near: float) -> float:
    """`np.linalg.norm([dx, dy])` on plain floats, several times faster. numpy's norm (a BLAS dot product) may round
    its last bit differently, so a length within 1e-9 of `near` (the value a caller compares it with) is numpy's
    own: every comparison with `near` comes out as numpy's would."""
    d = math.sqrt(dx * dx + dy * dy)
    if abs(d - near) <= 1e-9 * (1.0 + near):
        return float(np.linalg.norm(np.array([dx, dy])))
    return d


def _pick(rng: np.random.Generator, seq: Sequence[Any]) -> Any:
    """`rng.choice(seq)` without its overhead: the same draw (`integers(0, len)`) from the same stream."""
    return seq[int(rng.integers(len(seq)))]


PART_COUNTS = (1, 2, 3)  # parts per figure, drawn with these probabilities
PART_COUNT_CDF = np.cumsum([0.4, 0.38, 0.22])
PART_COUNT_CDF /= PART_COUNT_CDF[-1]  # as `rng.choice(PART_COUNTS, p=...)` normalises it: the same draw


def _satisfies(labels: dict[str, Any], need: dict[str, Any]) -> bool:
    return all(labels[k] == v for k, v in need.items())


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


def sample_figure(rng: np.random.Generator, need: dict[str, Any], tries: int = 60,
                  density: tuple[float, float] | None = None) -> Figure | None:
    """A random figure whose construction labels meet `need` (attribute -> value) and, when given, whose
    `Figure.density` lies in the closed interval `density`; or None."""
    need_items = tuple(sorted(need.items()))
    for _ in range(tries):
        n = PART_COUNTS[bisect.bisect_right(_PART_COUNT_CDF, rng.random())]
        if need.get("nested") is True:
            n = max(n, 2)
        if n == 1:
            arrangement = "single"
        elif need.get("nested") is True:
            arrangement = "nested_sym" if need.get("symmetric") is True or rng.random() < 0.4 else "nested"
        else:
            options = ["stack", "scatter"] + ([] if need.get("nested") is False else ["nested", "nested_sym"])
            if need.get("symmetric") is True:
                options = [o for o in options if o in ("stack", "nested_sym")]
            arrangement = _pick(rng, options)
        symmetric_only = arrangement in ("stack", "nested_sym") or (arrangement == "single"
                                                                      and need.get("symmetric") is True)
        pool, fits, boxes, forced = _kind_pools(need_items, symmetric_only)
        if not pool:
            continue
        kinds = [_pick(rng, pool) for _ in range(n)]
        if forced:
            slot = int(rng.integers(1 if arrangement.startswith("nested") else 0, n)) if n > 1 else 0
            if not fits:
                continue
            kinds[slot] = _pick(rng, fits)
        if arrangement.startswith("nested"):
            if not boxes:
                continue
            kinds[0] = _pick(rng, boxes)
        parts = [library(k)[int(rng.integers(LIBRARY_SIZE))] for k in kinds]
        placed = place_parts(parts, arrangement, rng)
        if placed is None:
            continue
        # a figure is kept when `settle` keeps it, its labels meet `need` and its density lies in the band: checks
        # without draws, so any order keeps the same figures; the band (which refuses most figures it is given to)
        # goes first
        if density is not None and not density_in(placed, density):
            continue
        fig = settle(placed, arrangement)
        if fig is not None and _satisfies(fig.labels, need):
            return fig
    return None


# ----------------------------------------------------------------------------------------------------
# Concepts and the six-panel search (generation side)


Concept = tuple[tuple[str, Any], ...]


def draw_concept(difficulty: str, rng: np.random.Generator, config: Config) -> tuple[Concept, str]:
    """(concept as ((attribute, value), ...), the attribute the gold panel violates)."""
    if difficulty == "hard":
        pair = CONJUNCTIONS[int(rng.integers(len(CONJUNCTIONS)))]
        return pair, pair[int(rng.integers(2))][0]
    attr = str(rng.choice(SALIENT if difficulty == "easy" else SUBTLE))
    if attr == "corners":
        return ((attr, int(rng.integers(config.corner_range[0], config.corner_range[1] + 1))),), attr
    return ((attr, bool(rng.integers(2))),), attr


def needs(concept: Concept, violated: str, gold: bool, rng: np.random.Generator) -> dict[str, Any]:
    """What a sampled figure must satisfy: the concept (distractor) or the concept with `violated` flipped."""
    need = dict(concept)
    if gold:
        value = need[violated]
        need[violated] = (value + int(rng.choice([-1, 1]))) if violated == "corners" else not value
    if "convex" in need:  # convexity is judged on closed figures only (an open stroke has no inside)
        need["closed"] = True
    return need


def predicates(concept: Concept) -> list[tuple[str, Callable[[dict[str, Any]], bool], bool]]:
    """(name, test on labels, involves a concept attribute) for the whole vocabulary, plus the shortcut guard
    on the number of closed parts (never allowed to single out any panel)."""
    attrs = {a for a, _ in concept}
    out: list[tuple[str, Callable[[dict[str, Any]], bool], bool]] = []
    for a in BOOLEAN_ATTRIBUTES:
        out.append((a, lambda lab, a=a: bool(lab[a]), a in attrs))
    for v in range(1, 4):
        out.append((f"parts={v}", lambda lab, v=v: lab["parts"] == v, "parts" in attrs))
    for v in range(0, 31):
        out.append((f"corners={v}", lambda lab, v=v: lab["corners"] == v, "corners" in attrs))
    for (a, va), (b, vb) in CONJUNCTIONS:
        out.append((f"{a}={va}&{b}={vb}", lambda lab, a=a, va=va, b=b, vb=vb: lab[a] == va and lab[b] == vb,
                    a in attrs or b in attrs))
    for v in range(0, 4):
        out.append((f"closed_parts={v}", lambda lab, v=v: lab["closed_parts"] == v, False))
    return out


def _singles_table() -> np.ndarray:
    """[gold's truth, involves the concept, panels where true (0..6)] -> 1 if the predicate counts as a conflict."""
    table = np.zeros((2, 2, N_OPTIONS + 1), dtype=np.int64)
    for vg in (0, 1):
        for inv in (0, 1):
            for c in range(N_OPTIONS + 1):
                single = c in (1, N_OPTIONS - 1)
                gold_single = (c == 1 and vg) or (c == N_OPTIONS - 1 and not vg)
                table[vg, inv, c] = int(single and not (gold_single and inv))
    return table


SINGLES = _singles_table()


def _truth_table(preds: list[tuple[str, Callable[[dict[str, Any]], bool], bool]], figures: list[Figure]
                 ) -> np.ndarray:
    """(figure, predicate) -> whether the predicate holds on the figure's labels; equal labels share a row."""
    rows: dict[tuple, list[bool]] = {}
    out = []
    for fig in figures:
        lab = fig.labels
        key = tuple(lab[a] for a in LABEL_KEYS)
        if key not in rows:
            rows[key] = [p[1](lab) for p in preds]
        out.append(rows[key])
    return np.array(out, dtype=bool).reshape(len(figures), len(preds))


def _any_gold_fits(lut: np.ndarray, vp: np.ndarray, vn: np.ndarray) -> bool:
    """False when no selection can cost 0, judged one predicate at a time: for every candidate gold some predicate
    has a cost at every count that five of the concept figures can give it (k of the five true, k from
    max(0, 5 - figures where it is false) to min(5, figures where it is true)). A necessary condition only, so a
    True says nothing; a False means the search cannot succeed (it stops only at cost 0), whatever it draws.

    `lut`: (gold, predicate, count on all six panels) -> cost; `vp`, `vn`: truth of each predicate on each concept
    figure / candidate gold (0/1)."""
    n_true = vp.sum(axis=0)
    lo, hi = np.maximum(0, 5 - (len(vp) - n_true)), np.minimum(5, n_true)  # (predicate,) reachable k
    k = np.arange(6)
    cost = np.take_along_axis(lut, vn[:, :, None] + k, axis=2)  # (gold, predicate, k): cost when k of five are true
    free = (cost == 0) & (k >= lo[:, None]) & (k <= hi[:, None])
    return bool(free.any(axis=2).all(axis=1).any())


def search_panels(pos: list[Figure], neg: list[Figure], concept: Concept, rng: np.random.Generator,
                  config: Config) -> tuple[Figure, list[Figure]]:
    """Min-conflicts local search for one violator and five concept figures that no predicate confuses."""
    preds = predicates(concept)
    involves = np.array([p[2] for p in preds])
    vp, vn = _truth_table(preds, pos), _truth_table(preds, neg)
    used = vp.any(axis=0) | vn.any(axis=0)  # a predicate no figure has never singles a panel out: no cost
    involves, vp, vn = involves[used], vp[:, used], vn[:, used]

    # A predicate costs 1 when it singles out one panel (true on 1 of 6, or false on 1 of 6), unless that panel is
    # the gold and the predicate involves the concept. `SINGLES[gold's truth, involves, count]` is that cost, so a
    # selection's cost is one table lookup per predicate. The tables are flattened so that each lookup is one
    # integer index: entry (predicate p, count c) of a gold's table sits at p·7 + c (`width` = 7 counts).
    width = N_OPTIONS + 1
    n_cols = vp.shape[1]
    lut_gold = SINGLES[vn.astype(np.intp), involves.astype(np.intp)].reshape(len(neg), -1)  # (gold, predicate·count)
    col_base = np.arange(n_cols) * width  # where each predicate's entries start in a gold's table
    gold_base = np.arange(len(neg))[:, None] * (n_cols * width) + col_base  # the same in the stacked tables
    lut_all = lut_gold.reshape(-1)
    vp_i, vn_i = vp.astype(np.intp), vn.astype(np.intp)
    if not _any_gold_fits(lut_gold.reshape(len(neg), n_cols, width), vp_i, vn_i):
        raise RejectDraw("no six panels that single out only the violator")  # what the search would end with
    # per gold and entry (predicate, count): the cost's change when the count goes up by one (`lut_up`) or down by
    # one (`lut_down`), counts clipped to 0..6 (worked out once, not at every step); and per candidate gold, each
    # predicate's entry at the gold's own truth (0 or 1), to which a selection's five counts are added (`gold_at`)
    count = np.tile(np.arange(width), n_cols)
    lut_up = lut_gold[:, np.minimum(count + 1, width - 1) + np.repeat(col_base, width)] - lut_gold
    lut_down = lut_gold[:, np.maximum(count - 1, 0) + np.repeat(col_base, width)] - lut_gold
    gold_at = gold_base + vn_i
    for _ in range(config.search_restarts):
        g = int(rng.integers(len(neg)))
        five = list(rng.choice(len(pos), 5, replace=False))
        for _ in range(config.search_steps):
            chosen = vp_i[five]
            counts_five = chosen.sum(axis=0)
            counts = vn_i[g] + counts_five
            at = counts + col_base  # each predicate's entry at the current selection
            current = int(lut_gold[g][at].sum())
            if current == 0:
                return neg[g], [pos[i] for i in five]
            free = np.ones(len(pos), dtype=bool)
            free[five] = False
            outside = np.flatnonzero(free)  # ascending
            # Swapping chosen figure i for outside figure o moves each predicate's count by vp[o] - chosen[i]
            # (-1, 0 or +1): its cost is that of count - 1, count or count + 1. Summed over predicates with the
            # changes `up` (cost at count + 1 minus at count) and `down` (at count - 1 minus at count):
            #   cost[i, o] = current + vp[o]·up + chosen[i]·down - (vp[o] ∘ chosen[i])·(up + down)
            # (both moves on one predicate cancel out), exactly the sum of lut[count - chosen[i] + vp[o]]; integers.
            # Counts clipped to 0..6 only where the clipped entry is multiplied by 0 or cancels.
            up, down = lut_up[g][at], lut_down[g][at]
            added = vp_i[outside]
            swap_cost = current + (added @ up)[None, :] + (chosen @ down)[:, None] - chosen @ (added * (up + down)).T
            gold_cost = lut_all[gold_at + counts_five].sum(axis=-1)
            best_swap, best_gold = int(swap_cost.min()), int(gold_cost.min())
            best = min(best_swap, best_gold)
            if best > current or (best == current and rng.random() < 0.3):
                five[int(rng.integers(5))] = int(_pick(rng, outside))
                continue
            if best_gold == best and (best_swap > best or rng.random() < 0.5):
                g = int(_pick(rng, np.flatnonzero(gold_cost == best)))
            else:
                choices = np.argwhere(swap_cost == best)
                i, j = (int(v) for v in choices[int(rng.integers(len(choices)))])
                five[i] = int(outside[j])
    raise RejectDraw("no six panels that single out only the violator")


# ----------------------------------------------------------------------------------------------------
# Generation


def _geometry_key(g: dict[str, Any]) -> tuple:
    """A stored part as nested tuples: equal exactly when the parts' reprs are (the same keys in the same order and
    the same floats; `_r` leaves no -0.0 that would equal 0.0), without formatting every float."""
    return tuple((k, tuple(tuple(q) for q in v) if k == "points" else tuple(v) if isinstance(v, list) else v)
                 for k, v in g.items())


def _unique(figures: list[Figure]) -> list[Figure]:
    """Drop repeated figures (a parameter-free kind alone, e.g. a circle, is the same figure every time)."""
    seen, out = set(), []
    for fig in figures:
        key = tuple(_geometry_key(p.stored) for p in fig.placed)
        if key not in seen:
            seen.add(key)
            out.append(fig)
    return out


DENSITY_TRIES = 200  # draws per figure when its density must also fall in a band


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             config: Config = DEFAULT_CONFIG) -> Item:
    """Item `index`: draw a concept of the index's difficulty, a pool of figures, search six, render."""
    seed = item_seed(BENCH, TASK, split, base_seed, index, attempt)
    rng = item_rng(seed)
    difficulty = PANEL.difficulty(index)
    concept, violated = draw_concept(difficulty, rng, config)
    band, tries = None, 60
    if any(a == "nested" for a, _ in concept):  # see `Figure.density`
        target = float(rng.uniform(*config.nested_density))
        band, tries = (target - config.density_tol, target + config.density_tol), DENSITY_TRIES
    pos = [f for f in (sample_figure(rng, needs(concept, violated, False, rng), tries, band)
                       for _ in range(config.pool_size)) if f is not None]
    neg = [f for f in (sample_figure(rng, needs(concept, violated, True, rng), tries, band)
                       for _ in range(config.violator_pool)) if f is not None]
    pos, neg = _unique(pos), _unique(neg)
    if len(pos) < 8 or len(neg) < 2:
        raise RejectDraw("too few figures for the concept")
    gold, five = search_panels(pos, neg, concept, rng, config)
    slot = PANEL.gold_slot(split, base_seed, index)
    glab = gold.labels
    concept_attrs = {a for a, _ in concept}
    distractors = []
    for fig in five:
        lab = fig.labels
        same = all(lab[a] == glab[a] for a in ATTRIBUTES if a not in concept_attrs)
        distractors.append((fig, "lookalike" if same else "shares_concept"))
    figures, kinds = PANEL.place(gold, distractors, slot, rng)
    layout = panels_only_layout(N_OPTIONS, cols=3)
    panels = []
    for fig in figures:
        panels.append({
            "parts": [p.stored for p in fig.placed],  # type: ignore[attr-defined]
            "nuisance": {
                "rotation": _r(rng.uniform(0, 360)),
                "fill": _r(rng.uniform(*config.fill)),
                "offset": [_r(rng.uniform(-1, 1)), _r(rng.uniform(-1, 1))],
                "stroke_width": _r(rng.uniform(*config.stroke_width)),
                "colour": _pick(rng, config.colours),
            },
        })
    params = {
        "concept": {"attributes": [[a, v] for a, v in concept], "violated": violated},
        "panels": panels,
        "options": [{"kind": k} for k in kinds],
        "layout": layout.as_params(),
    }
    try:  # the independent re-solve must agree (it also refuses near-misses the labels cannot see)
        check_panels(params, slot, difficulty)
    except VerificationError as exc:
        raise RejectDraw(f"re-solve disagrees: {exc}") from exc
    svg = render(params, layout)
    return PANEL.finish(split=split, index=index, seed=seed, svg=svg, question=QUESTION, slot=slot,
                        difficulty=difficulty, option_kinds=kinds, params=params)


# ----------------------------------------------------------------------------------------------------
# Rendering


def stroke_points(part: dict[str, Any], n_curve: int = 160) -> tuple[np.ndarray, bool]:
    """A part as a point sequence (curves finely sampled) and whether it is closed."""
    t = part["type"]
    if t in ("polygon", "polyline"):
        return np.asarray(part["points"], dtype=float), t == "polygon"
    cx, cy = part["center"]
    if t == "ellipse":
        th = np.linspace(0, 2 * math.pi, n_curve, endpoint=False)
        a = math.radians(part["angle"])
        x, y = part["rx"] * np.cos(th), part["ry"] * np.sin(th)
        return np.column_stack([cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)]), True
    th = np.radians(part["start"] + np.linspace(0, part["sweep"], n_curve))
    return np.column_stack([cx + part["r"] * np.cos(th), cy + part["r"] * np.sin(th)]), False


def panel_transform(panel: dict[str, Any], area: tuple[float, float, float, float]) -> Callable[[np.ndarray],
                                                                                             np.ndarray]:
    """Figure coordinates -> pixels: rotate, scale to `fill` of the area, shift by `offset` of the slack."""
    nz = panel["nuisance"]
    a = math.radians(nz["rotation"])
    rot = np.array([[math.cos(a), -math.sin(a)], [math.sin(a), math.cos(a)]])
    pts = np.vstack([stroke_points(p)[0] for p in panel["parts"]]) @ rot.T
    lo, hi = pts.min(axis=0), pts.max(axis=0)
    x0, y0, x1, y1 = area
    pad = nz["stroke_width"] + 4
    w, h = x1 - x0 - 2 * pad, y1 - y0 - 2 * pad
    s = nz["fill"] * min(w / max(hi[0] - lo[0], 1e-9), h / max(hi[1] - lo[1], 1e-9))
    slack = np.array([w - s * (hi[0] - lo[0]), h - s * (hi[1] - lo[1])]) / 2
    centre = np.array([(x0 + x1) / 2, (y0 + y1) / 2]) + slack * np.asarray(nz["offset"])
    mid = (lo + hi) / 2

    def f(p: np.ndarray) -> np.ndarray:
        return (p @ rot.T - mid) * s + centre

    return f


class _Stroke:
    """A `<polygon>` or `<polyline>` that serialises exactly as svgwrite's (attributes sorted by name, values as
    `str`, points as "x,y x,y …") without svgwrite's per-point checks and per-attribute bookkeeping. `Canvas.add`
    takes it like any svgwrite element."""

    __slots__ = ("elementname", "attribs")

    def __init__(self, elementname: str, points: list[list[float]], attribs: dict[str, Any]) -> None:
        self.elementname = elementname
        self.attribs = {**attribs, "points": " ".join(f"{x!s},{y!s}" for x, y in points)}

    def get_xml(self) -> ElementTree.Element:
        return ElementTree.Element(self.elementname, {k: str(v) for k, v in sorted(self.attribs.items())})


def render(params: dict[str, Any], layout: Any) -> str:
    canvas = Canvas()
    for i, (panel, box) in enumerate(zip(params["panels"], layout.option_boxes, strict=True)):
        area = canvas.option_panel(box, i)
        to_px = panel_transform(panel, area)
        nz = panel["nuisance"]
        style = {"fill": "none", "stroke": nz["colour"], "stroke-width": nz["stroke_width"],
                 "stroke-linejoin": "round", "stroke-linecap": "round"}
        for part in panel["parts"]:
            pts, closed = stroke_points(part)
            px = [[round(x, 2), round(y, 2)] for x, y in to_px(pts).tolist()]
            canvas.add(_Stroke("polygon" if closed else "polyline", px, style))  # type: ignore[arg-type]
    return canvas.to_svg()


# ----------------------------------------------------------------------------------------------------
# Verification: attributes recomputed from the coordinates in params


@dataclass
class Measured:
    """Attributes of one panel measured from its geometry."""

    values: dict[str, Any] = field(default_factory=dict)


def _dense(part: dict[str, Any], step: float) -> np.ndarray:
    """Points along the strokes of a part, at most about `step` apart."""
    if part["type"] in ("ellipse", "arc"):
        rough, _ = stroke_points(part, n_curve=64)
        length = float(np.linalg.norm(np.diff(rough, axis=0), axis=1).sum())
        ratio = max(part.get("rx", 1.0), part.get("ry", 1.0)) / min(part.get("rx", 1.0), part.get("ry", 1.0))
        return stroke_points(part, n_curve=max(16, int(math.ceil(1.2 * ratio * length / step))))[0]
    pts = np.asarray(part["points"], dtype=float)
    if part["type"] == "polygon":
        pts = np.vstack([pts, pts[:1]])
    a, b = pts[:-1], pts[1:]
    counts = np.maximum(1, np.ceil(np.linalg.norm(b - a, axis=1) / step).astype(int))
    seg = np.repeat(np.arange(len(a)), counts)
    frac = (np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)) / np.repeat(counts, counts)
    return np.vstack([a[seg] + (b - a)[seg] * frac[:, None], pts[-1:]])


def _corner_angles(points: list[list[float]], closed: bool) -> list[float]:
    """The angle at each corner between its two strokes, by the dot product.

    On plain floats (several times faster than numpy's dot and norm on 2-vectors, which may round their last bits
    differently: a BLAS dot product): an angle that comes out within 1e-7° of a bound verify compares angles with
    is measured again by numpy, so every verdict is the one numpy's angles give."""
    n = len(points)
    out = []
    for i in (range(n) if closed else range(1, n - 1)):
        (px, py), (qx, qy), (rx, ry) = points[i - 1], points[i], points[(i + 1) % n]
        ux, uy, vx, vy = px - qx, py - qy, rx - qx, ry - qy
        cos = (ux * vx + uy * vy) / (math.sqrt(ux * ux + uy * uy) * math.sqrt(vx * vx + vy * vy))
        angle = math.degrees(math.acos(max(-1.0, min(1.0, cos))))
        if min(abs(angle - b) for b in _ANGLE_BOUNDS) < 1e-7:
            angle = _corner_angle_numpy(points, i, closed)
        out.append(angle)
    return out


# every angle verify compares a corner with (`measure_panel`)
_ANGLE_BOUNDS = (MIN_ANGLE, MAX_ANGLE, 90 - RIGHT_GAP, 90 - RIGHT_TOL, 90 + RIGHT_TOL, 90 + RIGHT_GAP)


def _corner_angle_numpy(points: list[list[float]], i: int, closed: bool) -> float:
    """The angle at corner i as numpy's dot and norm give it."""
    p = [np.asarray(q, dtype=float) for q in points]
    u, v = p[i - 1] - p[i], p[(i + 1) % len(p)] - p[i]
    cos = float(np.dot(u, v) / (np.linalg.norm(u) * np.linalg.norm(v)))
    return math.degrees(math.acos(max(-1.0, min(1.0, cos))))


def _inside(region: dict[str, Any], pts: np.ndarray) -> np.ndarray:
    """Which points lie inside a closed part (even-odd ray casting; ellipse by its equation)."""
    if region["type"] == "ellipse":
        a = math.radians(region["angle"])
        d = pts - np.asarray(region["center"])
        x = d[:, 0] * math.cos(a) + d[:, 1] * math.sin(a)
        y = -d[:, 0] * math.sin(a) + d[:, 1] * math.cos(a)
        return (x / region["rx"]) ** 2 + (y / region["ry"]) ** 2 < 1
    poly = np.asarray(region["points"], dtype=float)
    x, y = pts[:, 0][:, None], pts[:, 1][:, None]
    x1, y1 = poly[:, 0][None, :], poly[:, 1][None, :]
    nxt = _next_vertex(len(poly))
    x2, y2 = poly[nxt, 0][None, :], poly[nxt, 1][None, :]
    crosses = ((y1 > y) != (y2 > y)) & (x < (x2 - x1) * (y - y1) / np.where(y2 == y1, 1e-12, y2 - y1) + x1)
    return crosses.sum(axis=1) % 2 == 1


@cache
def _pairs(n: int, k: int) -> tuple[np.ndarray, np.ndarray]:
    """`np.triu_indices(n, k)`, worked out once per size (read-only: callers share it)."""
    i, j = np.triu_indices(n, k)
    i.flags.writeable = j.flags.writeable = False
    return i, j


@cache
def _next_vertex(n: int) -> np.ndarray:
    """Index of each vertex's successor around a closed polygon of n vertices (`np.roll(…, -1)` as a gather)."""
    nxt = (np.arange(n) + 1) % n
    nxt.flags.writeable = False
    return nxt


def _segments_cross(p: np.ndarray, closed: bool) -> bool:
    """Whether two non-adjacent edges of the polygon/polyline cross, or touch (an end of one within 1e-6 of the
    other: a collinear overlap or a vertex on another edge).

    On plain floats (the same IEEE arithmetic as numpy's scalars, without their overhead on these few edges): the
    crossing test as before; the touching test measures every pair with plain floats and re-measures exactly
    (`_point_seg`) only the pairs closer than 1e-5, far above the plain form's rounding, so the verdicts are those
    of the exact distances."""
    n = len(p)
    pts = p.tolist()
    m = n if closed else n - 1
    for i in range(m):
        (ax, ay), (bx, by) = pts[i], pts[(i + 1) % n]
        for j in range(i + 2, m):
            if closed and i == 0 and j == m - 1:
                continue
            (cx, cy), (dx, dy) = pts[j], pts[(j + 1) % n]
            d1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
            d2 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax)
            d3 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx)
            d4 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx)
            if d1 * d2 < 0 and d3 * d4 < 0:
                return True
            if min(_near(ax, ay, cx, cy, dx, dy), _near(bx, by, cx, cy, dx, dy), _near(cx, cy, ax, ay, bx, by),
                   _near(dx, dy, ax, ay, bx, by)) < 1e-5:
                a, b, c, d = p[i], p[(i + 1) % n], p[j], p[(j + 1) % n]
                if min(_point_seg(q, *seg) for q, seg in ((a, (c, d)), (b, (c, d)), (c, (a, b)), (d, (a, b)))) < 1e-6:
                    return True  # touching (collinear overlap or a vertex on another edge)
    return False


def _near(qx: float, qy: float, s0x: float, s0y: float, s1x: float, s1y: float) -> float:
    """`_point_seg` on plain floats (to rounding: a filter in front of the exact form)."""
    vx, vy = s1x - s0x, s1y - s0y
    t = min(1.0, max(0.0, ((qx - s0x) * vx + (qy - s0y) * vy) / max(vx * vx + vy * vy, 1e-18)))
    ex, ey = qx - s0x - t * vx, qy - s0y - t * vy
    return math.sqrt(ex * ex + ey * ey)


def _point_seg(q: np.ndarray, s0: np.ndarray, s1: np.ndarray) -> float:
    v = s1 - s0
    t = min(1.0, max(0.0, float(np.dot(q - s0, v) / max(float(np.dot(v, v)), 1e-18))))
    return float(np.linalg.norm(q - s0 - t * v))


def _salient_points(parts: list[dict[str, Any]]) -> list[tuple[str, np.ndarray]]:
    """Points any mirror symmetry must permute: corners, stroke ends, centres, ellipse major-axis ends."""
    out: list[tuple[str, np.ndarray]] = []
    for part in parts:
        t = part["type"]
        if t in ("polygon", "polyline"):
            pts = np.asarray(part["points"], dtype=float)
            out += [("corner", q) for q in (pts if t == "polygon" else pts[1:-1])]
            if t == "polyline":
                out += [("end", pts[0]), ("end", pts[-1])]
        elif t == "ellipse":
            c = np.asarray(part["center"], dtype=float)
            out.append(("centre", c))
            if abs(part["rx"] - part["ry"]) > 1e-6:
                a = math.radians(part["angle"] + (0 if part["rx"] > part["ry"] else 90))
                d = max(part["rx"], part["ry"]) * np.array([math.cos(a), math.sin(a)])
                out += [("major", c + d), ("major", c - d)]
        else:
            c = np.asarray(part["center"], dtype=float)
            pts, _ = stroke_points(part, n_curve=2)
            out += [("centre", c), ("end", pts[0]), ("end", pts[-1])]
    return out


def _reflect(pts: np.ndarray, origin: np.ndarray, d: np.ndarray) -> np.ndarray:
    v = pts - origin
    return origin + 2 * (v @ d)[:, None] * d - v


def _mirror_error(parts: list[dict[str, Any]], dense: np.ndarray, diag: float) -> float:
    """Smallest mismatch (relative to the bbox diagonal; or the first one within SYM_TOL) between the figure and
    its mirror image over every candidate axis: perpendicular bisectors of two salient points of a kind and lines
    through two salient points (every mirror axis of the figure is one of these, or passes through its only salient
    point). Where it is at least ASYM_GAP (asymmetric) it may be a lower bound of that mismatch: the salient points'
    share, when that alone reaches ASYM_GAP on every axis tried."""
    origins, dirs, sal_err = _mirror_candidates(parts, diag)
    tree = None
    best = math.inf
    for k in np.argsort(sal_err, kind="stable")[:6]:
        if sal_err[k] >= 2 * ASYM_GAP and best < math.inf:
            break
        if sal_err[k] >= ASYM_GAP:
            # this axis is clearly not a mirror axis on the salient points alone: the dense strokes can only raise
            # its mismatch, which no caller can tell from this one (both at least ASYM_GAP: asymmetric)
            best = min(best, float(sal_err[k]))
            continue
        tree = cKDTree(dense) if tree is None else tree
        err = _nn_max(_reflect(dense, origins[k], dirs[k]), tree) / diag
        best = min(best, max(err, float(sal_err[k])))
        if best <= SYM_TOL:
            break  # symmetric: a smaller error changes no verdict (callers compare it with SYM_TOL and ASYM_GAP)
    return best


def _mirror_candidates(parts: list[dict[str, Any]], diag: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """`_mirror_error`'s candidate axes (a point on each, its unit direction) and each one's mismatch on the salient
    points alone (relative to the bbox diagonal)."""
    sal = _salient_points(parts)
    pts = np.array([q for _, q in sal])
    names = sorted({k for k, _ in sal})
    kind_ids = np.array([names.index(k) for k, _ in sal])
    i, j = _pairs(len(pts), 1)
    v = pts[j] - pts[i]
    norm = np.sqrt(v[:, 0] * v[:, 0] + v[:, 1] * v[:, 1])  # `np.linalg.norm(v, axis=1)`, without its slow reduction
    keep = norm > 1e-9
    i, j, v = i[keep], j[keep], v[keep] / norm[keep][:, None]
    same = kind_ids[i] == kind_ids[j]
    origins = np.vstack([pts[i], (pts[i][same] + pts[j][same]) / 2])
    dirs = np.vstack([v, np.column_stack([-v[same][:, 1], v[same][:, 0]])])
    if not len(origins):  # all salient points coincide (a circle): any line through it
        origins, dirs = pts[:1], np.array([[1.0, 0.0]])
    # Mirror every salient point in every candidate axis and measure it against every salient point, on separate
    # x and y arrays (C candidates × P points): the floats of the vector form (relative position, its projection
    # on the axis, the mirrored point, the squared distance summed as `np.linalg.norm` sums it), several times
    # faster than numpy's reductions over a trailing axis of size 2.
    px, py, ox, oy, dx, dy = pts[:, 0], pts[:, 1], origins[:, 0, None], origins[:, 1, None], dirs[:, 0, None], \
        dirs[:, 1, None]
    relx, rely = px[None, :] - ox, py[None, :] - oy  # (C, P)
    proj2 = 2 * (relx * dx + rely * dy)
    mx, my = ox + proj2 * dx - relx, oy + proj2 * dy - rely
    gx, gy = mx[:, :, None] - px[None, None, :], my[:, :, None] - py[None, None, :]  # (C, P, P)
    dist2 = gx * gx + gy * gy
    dist2[:, kind_ids[:, None] != kind_ids[None, :]] = np.inf  # a point only maps onto a point of its own kind
    sal_err = np.sqrt(dist2.min(axis=2).max(axis=1)) / diag  # sqrt after min/max: the same (monotone) values
    return origins, dirs, sal_err


def _touch(a: np.ndarray, b: np.ndarray, gap: float) -> bool:
    """Whether some point of a lies closer than `gap` to some point of b. Point sets whose bounding boxes are over
    twice `gap` apart are not searched, and the search looks no farther than twice `gap`: both only skip pairs
    that are clearly farther apart than `gap`."""
    lo_a, hi_a, lo_b, hi_b = a.min(axis=0), a.max(axis=0), b.min(axis=0), b.max(axis=0)
    if float(np.maximum(lo_b - hi_a, lo_a - hi_b).max()) > 2 * gap:
        return False
    return float(cKDTree(b).query(a, distance_upper_bound=2 * gap)[0].min()) < gap


def _nn_max(a: np.ndarray, tree: cKDTree) -> float:
    """max over the points a of the distance to the nearest point in the tree."""
    return float(tree.query(a)[0].max())


def measure_panel(panel: dict[str, Any], where: str) -> dict[str, Any]:
    """Every vocabulary attribute of one panel from its coordinates; VerificationError on an ambiguous figure."""
    parts = panel["parts"]
    if not 1 <= len(parts) <= 3:
        raise VerificationError(f"{where}: {len(parts)} parts; 1–3 expected")
    coarse = np.vstack([stroke_points(p)[0] for p in parts])
    diag = float(np.linalg.norm(coarse.max(axis=0) - coarse.min(axis=0)))
    if diag <= 0:
        raise VerificationError(f"{where}: degenerate figure")
    step = SAMPLE_STEP * diag
    dense = [_dense(p, step) for p in parts]
    corners, right, convex_all = 0, False, True
    for k, part in enumerate(parts):
        t = part["type"]
        if t not in ("polygon", "polyline", "ellipse", "arc"):
            raise VerificationError(f"{where}: unknown part type {t!r}")
        if t in ("polygon", "polyline"):
            pts = np.asarray(part["points"], dtype=float)
            closed = t == "polygon"
            if len(pts) < (3 if closed else 2):
                raise VerificationError(f"{where}: part {k} has too few points")
            edges = np.linalg.norm(np.diff(np.vstack([pts, pts[:1]]) if closed else pts, axis=0), axis=1)
            if edges.min() < 0.04 * diag or _segments_cross(pts, closed):
                raise VerificationError(f"{where}: part {k} has a tiny edge or crosses itself")
            angles = _corner_angles(part["points"], closed)
            for a in angles:
                if not MIN_ANGLE <= a <= MAX_ANGLE:
                    raise VerificationError(f"{where}: part {k} has a corner of {a:.1f}° (too sharp or too flat)")
                if RIGHT_TOL < abs(a - 90) < RIGHT_GAP:
                    raise VerificationError(f"{where}: part {k} has a near-right corner of {a:.2f}°")
            right = right or any(abs(a - 90) <= RIGHT_TOL for a in angles)
            corners += len(angles)
            if closed:
                nxt = _next_vertex(len(pts))
                e1 = pts[nxt] - pts
                e2 = e1[nxt]
                turns = np.sign(e1[:, 0] * e2[:, 1] - e1[:, 1] * e2[:, 0])
                convex_all = convex_all and abs(int(turns.sum())) == len(pts)
            else:
                convex_all = False
        elif t == "ellipse":
            if min(part["rx"], part["ry"]) <= 0.05 * diag:
                raise VerificationError(f"{where}: part {k} is a degenerate ellipse")
        else:
            if not 60 <= part["sweep"] <= 300 or part["r"] <= 0.05 * diag:
                raise VerificationError(f"{where}: part {k} is an arc of {part['sweep']}°, not clearly open")
            convex_all = False
    for i in range(len(parts)):
        for j in range(i + 1, len(parts)):
            if _touch(dense[i], dense[j], SEPARATION * diag):
                raise VerificationError(f"{where}: parts {i} and {j} touch")
    nested = False
    for i, outer in enumerate(parts):
        if outer["type"] not in ("polygon", "ellipse"):
            continue
        for j in range(len(parts)):
            if j != i:
                inside = _inside(outer, dense[j])
                if inside.all():
                    nested = True
                elif inside.any():
                    raise VerificationError(f"{where}: part {j} is partly inside part {i}")
    err = _mirror_error(parts, np.vstack(dense), diag)
    if SYM_TOL < err < ASYM_GAP:
        raise VerificationError(f"{where}: nearly but not exactly mirror-symmetric (error {err:.3f})")
    types = [p["type"] for p in parts]
    return {
        "curved": any(t in ("ellipse", "arc") for t in types),
        "closed": all(t in ("polygon", "ellipse") for t in types),
        "convex": convex_all,
        "right_angle": right,
        "symmetric": err <= SYM_TOL,
        "nested": nested,
        "parts": len(parts),
        "corners": corners,
        "closed_parts": sum(t in ("polygon", "ellipse") for t in types),
    }


def difficulty_rule(attributes: Sequence[str]) -> str:
    """easy: one salient attribute; medium: one subtle attribute; hard: a conjunction of two."""
    if len(attributes) == 2:
        return "hard"
    return "easy" if attributes[0] in SALIENT else "medium"


def check_panels(params: dict[str, Any], gold: int, difficulty: str) -> list[dict[str, Any]]:
    """Measure all six panels and prove the key; returns the measured attributes."""
    concept = [(str(a), v) for a, v in params["concept"]["attributes"]]
    violated = params["concept"]["violated"]
    names = [a for a, _ in concept]
    if len(concept) == 2:
        if (tuple(concept[0]), tuple(concept[1])) not in CONJUNCTIONS:
            raise VerificationError(f"conjunction {concept} is not one of the listed conjunctions")
    elif len(concept) != 1 or names[0] not in SALIENT + SUBTLE:
        raise VerificationError(f"concept {concept} is not a vocabulary attribute")
    if violated not in names:
        raise VerificationError(f"violated attribute {violated!r} is not in the concept")
    for a, v in concept:
        if (a == "corners") != (type(v) is int) or (a != "corners" and type(v) is not bool):
            raise VerificationError(f"concept value {a}={v!r} has the wrong type")
    if difficulty != difficulty_rule(names):
        raise VerificationError(f"difficulty {difficulty!r}, rule gives {difficulty_rule(names)!r}")
    panels = params["panels"]
    if len(panels) != N_OPTIONS:
        raise VerificationError(f"{len(panels)} panels; {N_OPTIONS} expected")
    measured = [measure_panel(p, f"panel {LETTERS[i]}") for i, p in enumerate(panels)]
    for i, m in enumerate(measured):
        holds = [m[a] == v for a, v in concept]
        if i != gold and not all(holds):
            raise VerificationError(f"panel {LETTERS[i]} does not have the concept {concept}")
        if i == gold:
            if all(holds):
                raise VerificationError(f"the gold panel {LETTERS[i]} has the concept {concept}")
            if [a for (a, _), h in zip(concept, holds, strict=True) if not h] != [violated]:
                raise VerificationError(f"the gold panel must lack exactly {violated!r}")
    # every vocabulary predicate: no panel but the gold may be singled out, and the gold only by a predicate
    # that involves a concept attribute
    tests: list[tuple[str, list[bool], bool]] = []
    for a in BOOLEAN_ATTRIBUTES:
        tests.append((a, [bool(m[a]) for m in measured], a in names))
    for a in COUNT_ATTRIBUTES + ("closed_parts",):
        for v in sorted({m[a] for m in measured}):
            tests.append((f"{a}={v}", [m[a] == v for m in measured], a in names))
    for (a, va), (b, vb) in CONJUNCTIONS:
        tests.append((f"{a}={va} and {b}={vb}", [m[a] == va and m[b] == vb for m in measured],
                      a in names or b in names))
    for name, truth, involved in tests:
        n_true = sum(truth)
        if n_true in (1, N_OPTIONS - 1):
            lone = truth.index(n_true == 1)
            if lone != gold:
                raise VerificationError(f"predicate {name} singles out panel {LETTERS[lone]}")
            if not involved:
                raise VerificationError(f"predicate {name} outside the concept singles out the gold panel")
    keys = [_panel_key(p) for p in panels]
    if len(set(keys)) != N_OPTIONS:
        raise VerificationError("two panels show the same figure")
    return measured


def _panel_key(panel: dict[str, Any]) -> str:
    return signature_hash(sorted(signature_hash(p) for p in panel["parts"]))


def solve(item: Item, params: dict[str, Any]) -> None:
    """attributes measured from the coordinates; every vocabulary predicate re-checked"""
    if set(params) != PARAM_KEYS:
        raise VerificationError(f"params keys {sorted(params)} differ from {sorted(PARAM_KEYS)}")
    if item.question != QUESTION:
        raise VerificationError("question malformed")
    gold = LETTERS.index(item.answer)
    measured = check_panels(params, gold, item.difficulty)
    names = {a for a, _ in params["concept"]["attributes"]}
    for i, opt in enumerate(params["options"]):
        kind = opt["kind"]
        if i == gold:
            continue
        same = all(measured[i][a] == measured[gold][a] for a in ATTRIBUTES if a not in names)
        expected = "lookalike" if same else "shares_concept"
        if kind != expected:
            raise VerificationError(f"option {LETTERS[i]} is tagged {kind!r}, measured {expected!r}")
    for panel in params["panels"]:
        nz = panel["nuisance"]
        if not (0 < nz["fill"] <= 1 and nz["stroke_width"] > 0 and max(map(abs, nz["offset"])) <= 1):
            raise VerificationError("nuisance out of range")


def signature(item: Item) -> str:
    """The concept and the six figures in their own frames (nuisance and panel order dropped), gold marked."""
    params = item.params_dict
    gold = LETTERS.index(item.answer)
    figures = sorted((i == gold, _panel_key(p)) for i, p in enumerate(params["panels"]))
    return signature_hash({"concept": params["concept"], "figures": figures})


def protected_keys(item: Item) -> set[str]:
    """The memorisable object is the odd figure (its parts in its own frame, nuisance dropped) with its concept."""
    params = item.params_dict
    gold = params["panels"][LETTERS.index(item.answer)]
    return {object_key("vra_figure", _panel_key(gold)), f"{TASK}:{signature(item)}"}


def exposed_keys(item: Item) -> set[str]:
    """A train item shows six figures: none may be a test item's odd figure."""
    params = item.params_dict
    return {object_key("vra_figure", _panel_key(p)) for p in params["panels"]} | {f"{TASK}:{signature(item)}"}

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
    title="Visual Relation Abstraction",
    description="Six panels of line figures: five share a geometric concept, pick the one that lacks it.",
    prompts=Prompts(
        hint="Ignore size, rotation and position; compare geometric properties such as convexity, number of "
        "sides, right angles, curvature, closure and symmetry.",
        operation="abstraction: inducing the concept shared by a set of shapes and spotting the one that lacks it",
        steps=(
            "Describe each panel's geometric properties.",
            "Find the property all panels but one share.",
            "Pick the panel that lacks it.",
        ),
    ),
    human=HumanLevel(0.68, MINDS_EYE_HUMANS),
)
