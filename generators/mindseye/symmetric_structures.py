"""Mind's Eye · Symmetric Structures (`symmetric_structures`): which of four shapes has no symmetry?

Each panel shows one closed outline: a star-shaped polygon of N corners (the same N in all four panels, N ≤ 12),
drawn as one connected stroke. Three shapes are exactly symmetric: their corners are a random set of polar
points replicated by a symmetry group G about the centre, where G is a mirror (vertical, horizontal or diagonal
axis), a rotation group C_k (k = 2..6) or a dihedral group D_k (k = 2, 3; always upright: one axis vertical). The
fourth, the key, is a shape of the same family with ONE corner pushed out, pulled in or slid sideways.

The design follows what is known of human symmetry perception: closed, connected outlines are seen as wholes (a
cloud of scattered segments is not); a vertical mirror axis is the most salient, then a horizontal one, then an
oblique one, and rotational symmetry is the weakest. Difficulty uses that order and the size of the break:
easy items show only upright mirror shapes and a large break, hard ones rotational shapes and a small one.

Why the key is unique and the options carry no tell:
* The published odd figure had half the segments of the others: a count gave the answer. Here all four
  shapes have exactly N corners; which panel is odd and each panel's symmetry kind are drawn exchangeably over
  the panels, and size, position, colour, stroke width and line join are drawn per panel independently of the
  answer. The moved corner goes out, in or sideways with equal chance, so the key's outline is not longer or
  shorter on average.
* `verify` re-solves from the corner coordinates alone: for every shape it searches ALL isometries that fix
  the shape's centroid (every symmetry of a finite figure fixes its centroid). Any such symmetry must map the
  endpoint farthest from the centroid onto another endpoint at the same distance, so the mirror axes and
  rotation angles it tests are derived from those endpoints. A shape is symmetric when a non-trivial candidate
  maps its segment set onto itself within `TOL`. Exactly one shape may have no symmetry, and it must be the key.
* **Decision margin.** `params["decision_margin_px"]` is the smallest visible difference that decides the
  item, in pixels of the published 1024 px image: the key's asymmetry (a rigorous lower bound, over every
  mirror axis and every rotation by 30°–330° about its centroid and about its source's centre, of how far the
  best of them leaves some corner from a corner of the shape, times the key's drawing scale) minus the largest
  symmetry residual of a distractor (how far its own stated symmetry leaves a corner, times its scale: zero up to
  rounding). `verify` refuses an item whose margin is under `DECISION_MARGIN_FLOOR_PX`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

import numpy as np
from numpy._core.umath import clip as clip_ufunc  # np.clip's own ufunc, without its two Python wrappers

from mindbench.generators.common.canvas import CANVAS_SIZE, LABEL_HEIGHT, Box, panels_only_layout
from mindbench.generators.common.holdout import object_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError, signature_hash
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.presentation import MINDS_EYE_HUMANS, HumanLevel, Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.svg_text import SvgScene
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions
from mindbench.generators.mindseye import geometry2d as g2

BENCH = "mindseye"
TASK = "symmetric_structures"
DIMENSION = "relation"
N_OPTIONS = 4
PANEL = PanelTask(BENCH, TASK, DIMENSION, N_OPTIONS)
QUESTION = (
    "Each panel shows a closed outline shape. Three of the shapes are symmetric: each has a mirror axis "
    "(vertical, horizontal or diagonal) or looks exactly the same after a turn about its centre by a fraction of "
    "a full turn. Which shape has no symmetry at all?"
)

MIRROR_KINDS = ("mirror_vertical", "mirror_horizontal", "mirror_diagonal")
ROTATIONAL_KINDS = tuple(f"rotational_{k}" for k in range(2, 7))
DIHEDRAL_KINDS = ("dihedral_2", "dihedral_3")
SYMMETRY_KINDS = MIRROR_KINDS + ROTATIONAL_KINDS + DIHEDRAL_KINDS
UPRIGHT_KINDS = ("mirror_vertical", *DIHEDRAL_KINDS)  # kinds drawn with a vertical mirror axis (the most salient)
# per difficulty: the kinds its four shapes are drawn from, and how many of them must come from `required`
KIND_POOLS = {"easy": UPRIGHT_KINDS, "medium": (*UPRIGHT_KINDS, "mirror_horizontal", "mirror_diagonal"),
              "hard": SYMMETRY_KINDS}
REQUIRED_KINDS = {"easy": ((), 0), "medium": (("mirror_horizontal", "mirror_diagonal"), 1),
                  "hard": (ROTATIONAL_KINDS, 2)}
PERTURBATIONS = ("out", "in", "sideways")  # the key's corner: pushed away from the centre, pulled in, slid across
MEDIUM_FROM = 0.21  # break d (corner displacement / the key's radius) below this: hard
LARGE_FROM = 0.30  # at least this, and every shape upright-mirror symmetric: easy
DIFFICULTY_RULE = (
    "d = the moved corner's displacement / the odd shape's radius. hard: d < 0.21, or any shape (the odd "
    "shape's source or a distractor) is rotational_k. easy: d >= 0.30 and the odd shape's source and all three "
    "symmetric shapes have a vertical mirror axis. medium: everything else."
)
TOL = 1e-6  # a shape is symmetric when a non-trivial isometry maps its segments onto themselves within this
ANGLE_TOL_DEG = 1e-3  # mirror-axis orientation classes (vertical/horizontal/diagonal)
ASYM_FRACTION = 0.4  # the odd shape's asymmetry must be at least this share of its break d
# generation keeps the odd shape this much farther from symmetric than verify requires, and verify refuses one
# that comes within half of it: no verdict rests on the last bits of the match cost
ASYM_MARGIN = 1e-3
DIFFICULTY_MARGIN = 0.005  # verify refuses a break this close to MEDIUM_FROM or LARGE_FROM
SIDEWAYS_COS = 0.35  # a `sideways` move is within acos(0.35) ≈ 70° of the tangent; `out`/`in` within 45° of the ray
RADIAL_COS = math.sqrt(0.5)
SAMPLES_PER_EDGE = 4  # outline points per edge where the asymmetry a person sees is measured
OUTLINE_TOL = 0.004  # the asymmetry bound is refined until each cell's slack is under this (about 0.6 px)
LAZY_CELLS = 16  # a level of at least this many cells is first measured on the outline's corners alone, …
LAZY_FIRST = 4  # … and (no best value yet) the cells of the lowest corner values measured first set the floor
DECISION_MARGIN_FLOOR_PX = 8.0  # at the published 1024 px: 3.5 px at 448 px
DECISION_MARGIN_SLACK_PX = 0.5  # generation keeps this far above the floor; verify compares with the floor itself
DECISION_MARGIN = ("how far the odd shape stays from its nearest mirror or rotation symmetry (the corner it leaves "
                   "farthest out of place), in px at 1024, less the distractors' symmetry residual (zero)")
PARAM_KEYS = {"n_corners", "options", "odd", "decision_margin_px", "layout"}
PALETTE = ("#1b1b1b", "#1f3a93", "#1e6b3a", "#8b1a1a", "#5b2a86", "#0f6e74", "#7a4a12", "#474747")
LINEJOINS = ("round", "miter", "bevel")
DECIMALS = 8


def group_of(kind: str) -> tuple[int, bool]:
    """(rotation order k, whether the group has mirrors) of a symmetry kind; a single mirror is (1, True)."""
    if kind in MIRROR_KINDS:
        return 1, True
    family, k = kind.rsplit("_", 1)
    return int(k), family == "dihedral"


def kinds_for(pool: tuple[str, ...], n_corners: int) -> list[str]:
    """The kinds of `pool` that can make a shape of n corners: n a multiple of k, and for a pure rotation at least
    two corners per turn (one corner per turn is a regular polygon, which has mirrors too)."""
    out = []
    for kind in pool:
        k, mirror = group_of(kind)
        if n_corners % k == 0 and (mirror or n_corners // k >= 2):
            out.append(kind)
    return out


# ----------------------------------------------------------------------------------------------------
# Configuration


@dataclass(frozen=True)
class Config:
    """Item ranges; lengths are in figure units (a symmetric shape's farthest corner is 1 from its centre)."""

    corner_counts: tuple[int, ...] = (8, 10, 12)  # N per item (all four shapes)
    radius_min: float = 0.42  # corner distance from the centre, before normalising
    min_gap_share: float = 0.45  # neighbouring corners are at least this share of 360°/N apart (seen from the centre)
    min_edge: float = 0.2  # no edge shorter than this
    min_corner_deg: float = 28.0  # no corner sharper than this
    min_gap: float = 0.08  # two edges that do not share a corner stay this far apart
    small_break: tuple[float, float] = (0.14, 0.19)  # the key's corner displacement d per tier
    medium_break: tuple[float, float] = (0.22, 0.28)
    large_break: tuple[float, float] = (0.32, 0.42)
    min_asymmetry: float = 0.06  # the odd shape's best symmetry leaves a corner this far away (radius 1)
    radius_fraction: tuple[float, float] = (0.34, 0.42)  # drawn radius / the panel drawing area's shorter side
    stroke_width: tuple[float, float] = (4.5, 7.0)  # px at 1024: at least 1.5 px at 336
    figure_tries: int = 200
    perturb_tries: int = 60

    def __post_init__(self) -> None:
        if not self.corner_counts or any(not 6 <= n <= 12 for n in self.corner_counts):
            raise ValueError(f"corner_counts must be a non-empty tuple of counts in 6..12, got {self.corner_counts}")
        for level, pool in KIND_POOLS.items():
            required, count = REQUIRED_KINDS[level]
            if not any(kinds_for(pool, n) and len(kinds_for(required, n)) >= min(count, 1)
                       for n in self.corner_counts):
                raise ValueError(f"corner_counts {self.corner_counts} leave no count for {level} items")
        if not 0.2 <= self.radius_min < 0.9:
            raise ValueError(f"radius_min must lie in [0.2, 0.9), got {self.radius_min}")
        if not 0.1 <= self.min_gap_share <= 0.8:
            raise ValueError(f"min_gap_share must lie in [0.1, 0.8], got {self.min_gap_share}")
        if not 0.05 <= self.min_edge < 0.5 or not 0.0 < self.min_gap < 0.2:
            raise ValueError(f"min_edge must lie in [0.05, 0.5) and min_gap in (0, 0.2), got {self.min_edge}, "
                             f"{self.min_gap}")
        if not 10.0 <= self.min_corner_deg <= 80.0:
            raise ValueError(f"min_corner_deg must lie in [10, 80], got {self.min_corner_deg}")
        tiers = {"small_break": (self.small_break, 0.0, MEDIUM_FROM),
                 "medium_break": (self.medium_break, MEDIUM_FROM, LARGE_FROM),
                 "large_break": (self.large_break, LARGE_FROM, 0.6)}
        for name, ((lo, hi), floor, ceil) in tiers.items():
            if not (floor + DIFFICULTY_MARGIN < lo < hi < ceil - DIFFICULTY_MARGIN):
                raise ValueError(f"{name} must satisfy {floor} < lo < hi < {ceil}, {DIFFICULTY_MARGIN} clear of "
                                 f"the difficulty bounds, got {(lo, hi)}")
        if not 0.04 <= self.min_asymmetry <= 0.5 * self.small_break[0]:
            raise ValueError(f"min_asymmetry must lie in [0.04, small_break[0] / 2] (a corner moved by d leaves the "
                             f"best symmetry about d / 2 away), got {self.min_asymmetry}")
        lo, hi = self.radius_fraction
        if not 0.2 <= lo <= hi <= 0.45:
            raise ValueError(f"radius_fraction must satisfy 0.2 <= lo <= hi <= 0.45, got {self.radius_fraction}")
        lo, hi = self.stroke_width
        if not 4.0 <= lo <= hi <= 10.0:
            raise ValueError(f"stroke_width must satisfy 4 <= lo <= hi <= 10 (px at 1024; 4 px is 1.3 px at 336), "
                             f"got {self.stroke_width}")
        if self.figure_tries < 1 or self.perturb_tries < 1:
            raise ValueError(f"figure_tries/perturb_tries must be positive, got {self.figure_tries}, "
                             f"{self.perturb_tries}")


DEFAULT_CONFIG = Config()


# ----------------------------------------------------------------------------------------------------
# Shapes (generation)


def nuisance_spin(kind: str, rng: np.random.Generator) -> float:
    """Whole-shape rotation (the group is built with a mirror axis along angle 0) that keeps the kind's name true:
    a vertical axis stays vertical, a diagonal one diagonal; dihedral shapes stand upright (one axis vertical)."""
    if kind == "mirror_vertical":
        return math.pi / 2 + math.pi * int(rng.integers(2))
    if kind == "mirror_horizontal":
        return math.pi * int(rng.integers(2))
    if kind == "mirror_diagonal":
        return math.pi / 4 + math.pi / 2 * int(rng.integers(4))
    k, mirror = group_of(kind)
    if mirror:
        return math.pi / 2 + math.pi / k * int(rng.integers(2 * k))
    return float(rng.uniform(0, 2 * math.pi))


def spaced_uniform(count: int, length: float, gap: float, rng: np.random.Generator) -> list[float]:
    """`count` ascending points drawn uniformly in [0, length] among those whose neighbours are at least `gap` apart:
    ascending uniform points in [0, length − (count − 1)·gap], the i-th moved up by i·gap. That shift is a translation
    of the ordered points' region onto the allowed one, so the density stays flat: the law of uniform points
    redrawn until their gaps pass, without the redraws."""
    room = length - (count - 1) * gap
    return [x + i * gap for i, x in enumerate(sorted(rng.uniform(0, room, count).tolist()))]


def sector_angles(k: int, mirror: bool, n_corners: int, gap: float, rng: np.random.Generator) -> list[float]:
    """The free corner angles (radians) of a shape with group (k, mirror) before its spin, every gap between
    neighbouring corners of their orbit (`replicate`) at least `gap`: each corner is one of these replicated by the
    group. The angles are uniform among those with that spacing (the law of uniform angles drawn until their orbit's
    gaps pass). Plain floats: the shape is rebuilt many times per item, and numpy's per-call cost on a dozen values
    outweighs the arithmetic.

    Without mirrors: N/k angles on the circle of one turn (2π/k) at least `gap` apart all round, drawn as a uniform
    first angle and the ascending gaps after it (each set of angles comes from N/k first angles alike, so the
    density stays flat), then sorted. With mirrors: the corners on the sector's two axes (angle 0 and half the
    period; one on either axis for an odd count per turn, else none or both) and the inner ones between them, at
    least `gap` from a corner on an axis and `gap` / 2 from an empty axis (where the corner's own mirror image is its
    neighbour). The axis corners are chosen with the chance uniform angles would give them: an odd count's axis at
    even odds, an even count's none or both at even odds weighted by how often each leaves its inner corners spaced,
    (room / half)^(N/2k) against (room / half)^(N/2k − 1): both, at odds half / (room + half)."""
    period = 2 * math.pi / k
    per_turn = n_corners // k
    if not mirror:
        first = float(rng.uniform(0, period))
        after = [gap + x for x in spaced_uniform(per_turn - 1, period - 2 * gap, gap, rng)]
        return sorted((first + offset) % period for offset in [0.0, *after])
    half = period / 2
    if per_turn % 2:
        axes = [half * int(rng.integers(2))]
    else:
        # both choices leave the inner corners this much room: N/2k of them half a gap from either axis, or one
        # fewer a whole gap from both; uniform angles pass with the chance (room / half)^count
        room = half - per_turn // 2 * gap
        axes = [0.0, half] if rng.random() * (room + half) < half else []
    start, end = (gap if 0.0 in axes else gap / 2), (gap if half in axes else gap / 2)
    inner = spaced_uniform((per_turn - len(axes)) // 2, half - start - end, gap, rng)
    return [*axes, *(start + x for x in inner)]


def replicate(free: list[float], radii_free: list[float], k: int, mirror: bool) -> tuple[list[float], list[float]]:
    """The orbit of the free corners (angles, radii) under the group (k, mirror), with its mirror axis at angle 0:
    for each turn j, each free corner turned by j·2π/k and, when it lies strictly inside the half sector, its
    mirror image (orbit members share one radius)."""
    period = 2 * math.pi / k
    angles, radii = [], []
    for j in range(k):
        for theta, r in zip(free, radii_free, strict=True):
            angles.append(theta + j * period)
            radii.append(r)
            if mirror and 0 < theta < period / 2:  # the sector's mirror image (axis at angle 0)
                angles.append(j * period - theta)
                radii.append(r)
    return angles, radii


def smallest_gap(angles: list[float]) -> float:
    """The smallest angle between neighbours of ascending angles in [0, 2π), the closing gap included."""
    return min(min(b - a for a, b in zip(angles[:-1], angles[1:], strict=True)), angles[0] + 2 * math.pi - angles[-1])


class Shape(NamedTuple):
    """A drawn symmetric shape: its corners (n, 2) in order around the centre, and the spin that turned its group's
    mirror axis from angle 0 (`stated_symmetries` reads the group's isometries from it)."""

    corners: np.ndarray
    spin: float


def stated_symmetries(kind: str, spin: float) -> Symmetries:
    """The non-trivial isometries about the centre of a `kind` shape drawn with `spin`, in degrees as `symmetries_of`
    reports those it finds: the rotations by j·360°/k, and the mirror axes at the spin, then one every 180°/k."""
    k, mirror = group_of(kind)
    spin_degrees = math.degrees(spin)
    return ([360 * j / k for j in range(1, k)], [spin_degrees + 180 * j / k for j in range(k)] if mirror else [])


def draw_shape(kind: str, n_corners: int, rng: np.random.Generator, config: Config) -> Shape:
    """An exactly symmetric closed shape of `kind`: corner centroid at the origin, farthest corner at distance 1.

    Its corner angles keep the smallest gap by construction (`sector_angles`); the turned and sorted corners'
    gap is checked again only for rounding. A draft's corners are turned by the spin and sorted by angle as plain
    floats (`%` is numpy's `np.mod` on floats, the same float), and the arrays are built for the legibility test:
    the angles are all distinct, so sorting the (angle, radius) pairs gives the order an argsort of the angles gives."""
    k, mirror = group_of(kind)
    spin = nuisance_spin(kind, rng)
    gap = config.min_gap_share * 2 * math.pi / n_corners
    for _ in range(config.figure_tries):
        free = sector_angles(k, mirror, n_corners, gap, rng)
        radii_free = rng.uniform(config.radius_min, 1.0, len(free)).tolist()
        angles, radii = replicate(free, radii_free, k, mirror)
        turned = sorted(zip([(angle + spin) % (2 * math.pi) for angle in angles], radii, strict=True))
        if smallest_gap([angle for angle, _ in turned]) < gap:
            continue
        angles_arr, radii_arr = np.array(turned).T
        corners = np.stack([radii_arr * np.cos(angles_arr), radii_arr * np.sin(angles_arr)], axis=1)
        corners = corners - corners.mean(axis=0)
        corners = corners / float(g2.norms(corners).max())
        if legible(corners, config):
            return Shape(corners, spin)
    raise RejectDraw(f"no legible {kind} shape with {n_corners} corners")


def legible(corners: np.ndarray, config: Config) -> bool:
    """Edges long enough, no corner sharper than `min_corner_deg`, no two edges without a shared corner closer than
    `min_gap` (so the outline is simple and reads as one shape)."""
    edges = g2.norms(following(corners) - corners)
    if edges.min() < config.min_edge or min(g2.corner_angles(corners.tolist(), closed=True)) < config.min_corner_deg:
        return False
    return not outline_crosses(corners, config.min_gap)


@lru_cache(maxsize=16)
def _edge_pairs(n: int) -> tuple[np.ndarray, ...]:
    """For every pair of edges a→b, c→d of a closed n-gon that share no corner: the corner indices of the four side
    tests (p, q, r: which side of p→q r lies) as (c, d, a, b) against (a, a, c, c)→(b, b, d, d), and of the four
    end-to-edge distances (point, edge start, edge end) as (a, b, c, d) to (c, c, a, a)→(d, d, b, b)."""
    pairs = [(i, (i + 1) % n, j, (j + 1) % n) for i in range(n) for j in range(i + 2, n) if not (i == 0 and j == n - 1)]
    a, b, c, d = (np.array(column) for column in zip(*pairs, strict=True))
    return (np.concatenate([a, a, c, c]), np.concatenate([b, b, d, d]), np.concatenate([c, d, a, b]),
            np.concatenate([a, b, c, d]), np.concatenate([c, c, a, a]), np.concatenate([d, d, b, b]))


def outline_crosses(corners: np.ndarray, touch: float) -> bool:
    """`g2.segments_cross(corners, closed=True, touch=touch)` on all edge pairs at once: the same tests in the same
    operations on the same floats (finite corners), so the same verdict, without a Python loop over the pairs."""
    p, q, r, point, start, end = _edge_pairs(len(corners))
    x, y = corners[:, 0], corners[:, 1]
    px, py, qx, qy, rx, ry = x[p], y[p], x[q], y[q], x[r], y[r]
    side = ((qx - px) * (ry - py) - (qy - py) * (rx - px)).reshape(2, 2, -1)  # d1, d2 | d3, d4 per pair
    if ((side[0, 0] * side[0, 1] < 0) & (side[1, 0] * side[1, 1] < 0)).any():
        return True
    qx, qy, s0x, s0y, s1x, s1y = x[point], y[point], x[start], y[start], x[end], y[end]
    vx, vy = s1x - s0x, s1y - s0y  # g2.point_segment_distance, per element
    t = np.minimum(1.0, np.maximum(0.0, ((qx - s0x) * vx + (qy - s0y) * vy) / np.maximum(vx * vx + vy * vy, 1e-18)))
    ex, ey = qx - s0x - t * vx, qy - s0y - t * vy
    return bool((np.sqrt(ex * ex + ey * ey) < touch).any())


def following(rows: np.ndarray) -> np.ndarray:
    """Each row's successor, the last followed by the first: `np.roll(rows, -1, axis=0)` (the same array) for a
    fraction of its cost on the few rows of an outline."""
    return np.concatenate((rows[1:], rows[:1]))


def as_segments(corners: np.ndarray) -> np.ndarray:
    """The closed outline's edges (n, 2, 2): edge i runs from corner i to corner i + 1."""
    return np.stack([corners, following(corners)], axis=1)


def corners_of(segs: np.ndarray) -> np.ndarray:
    """The corners of a closed outline given as its edges in order (edge i ends where edge i + 1 starts)."""
    if np.abs(segs[:, 1] - following(segs[:, 0])).max() > TOL:
        raise VerificationError("the segments do not chain into one closed outline")
    return segs[:, 0]


def draw_kinds(difficulty: str, rng: np.random.Generator, config: Config) -> tuple[list[str], int]:
    """A corner count N, then the four shapes' kinds (panel order; exchangeable), with `REQUIRED_KINDS`."""
    required, count = REQUIRED_KINDS[difficulty]
    counts = [n for n in config.corner_counts
              if kinds_for(KIND_POOLS[difficulty], n) and len(kinds_for(required, n)) >= min(count, 1)]
    n = int(counts[int(rng.integers(len(counts)))])
    pool = kinds_for(KIND_POOLS[difficulty], n)
    must = kinds_for(required, n)
    while True:
        kinds = [pool[int(i)] for i in rng.integers(len(pool), size=N_OPTIONS)]
        if sum(k in must for k in kinds) >= count and len(set(kinds)) >= min(3, len(pool)):
            return kinds, n


def break_range(difficulty: str, config: Config) -> tuple[float, float]:
    """The break d that makes an item of `difficulty` (see DIFFICULTY_RULE)."""
    return {"easy": config.large_break, "medium": config.medium_break, "hard": config.small_break}[difficulty]


def perturb(source: np.ndarray, tier: tuple[float, float], rng: np.random.Generator,
            config: Config) -> tuple[np.ndarray, dict[str, Any], float]:
    """The source with one corner pushed out, pulled in or slid sideways (seen from the centre) by d ∈ tier, the
    move's record, and the asymmetry (`outline_asymmetry`) of the outline as drawn (`drawn_outline`).

    A move is taken when its break is in the tier, its shape legible and its asymmetry at least `need`. The tests
    are pure (the asymmetry search measures any outline, legible or not), so the first move that passes all three
    does not depend on their order. The legibility test comes last: few moves fail it and most fall short of
    `need`, so made first it would mostly be spent on moves the asymmetry search refuses anyway. The asymmetry is
    measured on the outline as the item records it (rounded), and a move that reaches `need` is measured to the
    end: that value is the key's side of the decision margin, which the item needs anyway.

    A move's class (`move_class`: the corner and direction up to the source's own symmetries, which give congruent
    outlines) decides its asymmetry test far more than its break does: about nine classes in ten pass or fail at
    every break of the tier, and where the verdict changes with the break it is nearly always a larger break that
    fails (the moved corner comes near the image of a neighbour). So a class that fell short at a break is refused
    at any break at least as large without measuring it again. The tries and the draws are those of measuring every
    try, and so is the move taken, but for the rare class refused at a small break and passing at a larger one (about
    one class in a hundred: its later draws at larger breaks are refused)."""
    middle = (tier[0] + tier[1]) / 2
    points, norms = source.tolist(), g2.norms(source).tolist()
    edges = g2.norms(following(source) - source).tolist()
    farthest_other = [max(norms[:i] + norms[i + 1:]) for i in range(len(points))]
    short_from: dict[tuple[Any, ...], float] = {}  # class → the smallest break at which it fell short
    for _ in range(config.perturb_tries):
        index = int(rng.integers(len(points)))
        how = PERTURBATIONS[int(rng.integers(len(PERTURBATIONS)))]
        d = float(rng.uniform(*tier))
        side = 1 if rng.random() < 0.5 else -1
        direction = move_direction(points[index], norms[index], how, side)
        (x, y), (dx, dy) = points[index], direction
        moved = [x + d * dx, y + d * dy]
        reach = max(farthest_other[index], math.sqrt(moved[0] * moved[0] + moved[1] * moved[1]))  # the odd radius
        if not tier[0] <= d / reach <= tier[1]:
            continue
        key = move_class(points, edges, index, how, [x + middle * dx, y + middle * dy])
        if d >= short_from.get(key, math.inf):
            continue
        odd = source.copy()
        odd[index] = moved
        need = max(config.min_asymmetry, ASYM_FRACTION * d) + ASYM_MARGIN
        asymmetry = outline_asymmetry(drawn_outline(odd), need)
        if asymmetry < need:
            short_from[key] = d
            continue
        if not legible(odd, config):
            continue
        return odd, {"corner": index, "perturbation": how}, asymmetry
    raise RejectDraw("no corner move both legible and clearly asymmetric")


CLASS_DECIMALS = 9  # lengths in a move's class key: congruent moves agree to ~1e-15, distinct ones far above this


def move_direction(point: list[float], norm: float, how: str, side: int) -> tuple[float, float]:
    """The unit direction of a corner's move, seen from the centre: along its ray (`out`), against it (`in`), or
    along the tangent turned a quarter turn anticlockwise from the ray, times `side` (`sideways`)."""
    x, y = point[0] / norm, point[1] / norm
    return {"out": (x, y), "in": (-x, -y), "sideways": (-y * side, x * side)}[how]


def move_class(points: list[list[float]], edges: list[float], index: int, how: str,
               moved: list[float]) -> tuple[Any, ...]:
    """The class of moving corner `index` of the source (its corners `points`, edge i from corner i of length
    `edges[i]`) `how`, to `moved` at a fixed break: how it moves, the corner's distance from the centre, the lengths
    of its two edges before and after the move (each pair sorted, as a mirror swaps them). A symmetry of the source
    that takes this corner to another and the move to that corner's move gives the same key; distinct moves of a
    random shape differ in these lengths."""
    (bx, by), (x, y), (ax, ay) = points[index - 1], points[index], points[(index + 1) % len(points)]
    mx, my = moved
    lengths = (math.hypot(x, y), *sorted((edges[index - 1], edges[index])),
               *sorted((math.hypot(mx - bx, my - by), math.hypot(ax - mx, ay - my))))
    return (how, *(round(v, CLASS_DECIMALS) for v in lengths))


def perturbation_of(new: np.ndarray, old: np.ndarray) -> str | None:
    """How a corner moved, seen from the centre (origin): `out`, `in`, `sideways`, or None when in between."""
    move = new - old
    cos = float(move @ old) / (float(np.linalg.norm(move)) * float(np.linalg.norm(old)))
    if cos >= RADIAL_COS:
        return "out"
    if cos <= -RADIAL_COS:
        return "in"
    return "sideways" if abs(cos) <= SIDEWAYS_COS else None


# ----------------------------------------------------------------------------------------------------
# Symmetry measurement (verify's path; generation uses `outline_asymmetry` to guarantee the margin)


Symmetries = tuple[list[float], list[float]]  # (rotation angles, mirror-axis angles) in degrees
Offsets = tuple[np.ndarray, np.ndarray]  # points' coordinates relative to a centre, (x, y) each (S,)


def symmetries_of(segs: np.ndarray) -> Symmetries:
    """Every non-trivial isometry fixing the centroid that maps the segment set onto itself within TOL."""
    return g2.segment_set_symmetries(segs, TOL, ANGLE_TOL_DEG)


def symmetry_kind(segs: np.ndarray) -> str:
    """`asymmetric`, a symmetry kind of SYMMETRY_KINDS, or a description of any other symmetry group."""
    return kind_of(*symmetries_of(segs))


def kind_of(rots: list[float], mirrors: list[float]) -> str:
    """`symmetry_kind` of a shape whose symmetries (`symmetries_of`) are these."""
    order = g2.rotation_order(rots)
    if order is None:
        return f"irregular_rotations_{rots}"
    k = order
    if k == 1 and not mirrors:
        return "asymmetric"
    if k == 1 and len(mirrors) == 1:
        axis = mirrors[0] % 180
        for name, angles in (("mirror_horizontal", (0, 180)), ("mirror_vertical", (90,)),
                             ("mirror_diagonal", (45, 135))):
            if any(abs(axis - x) < ANGLE_TOL_DEG for x in angles):
                return name
        return f"mirror_oblique_{axis}"
    if not mirrors:
        return f"rotational_{k}"
    if len(mirrors) == k:
        return f"dihedral_{k}"
    return f"irregular_{k}_rotations_{len(mirrors)}_mirrors"


VERTICAL_GUARD = 2.0  # `vertical_mismatch` decides when it lies this factor clear of TOL, either way
VERTICAL_REACH2 = 16.0  # … for endpoints within this squared distance of the centroid


def has_vertical_axis(segs: np.ndarray) -> bool:
    """Whether the mirror about the vertical line through the centroid maps the segment set onto itself:
    `g2.segment_set_mismatch` at π/2 within TOL. Its distances come from |p|² + |q|² − 2 g(p)·q (a matrix product;
    a few 1e-16 of |p|² off) and `vertical_mismatch`'s from the coordinates' differences, so the two differ by far
    less than the guard's factor; a mismatch within it of TOL (or endpoints far out) takes geometry2d's own test."""
    points = segs.reshape(-1, 2) - segs.reshape(-1, 2).mean(axis=0)
    x, y = points[:, 0], points[:, 1]
    if float(np.maximum.reduce(x * x + y * y)) <= VERTICAL_REACH2:
        mismatch = vertical_mismatch(x, y)
        if mismatch <= TOL / VERTICAL_GUARD or mismatch >= TOL * VERTICAL_GUARD:
            return mismatch <= TOL
    return bool(g2.segment_set_mismatch(points, True, np.array([math.pi / 2]))[0] <= TOL)


def vertical_mismatch(x: np.ndarray, y: np.ndarray) -> float:
    """The symmetric Hausdorff distance between the segment set (endpoints x, y about its centroid; segment i is
    rows 2i, 2i + 1) and its mirror image (−x, y), two segments as far apart as their best endpoint pairing's
    larger endpoint distance (`g2.segment_set_mismatch`'s measure), from the differences of the coordinates."""
    n = len(x) // 2
    dx, dy = -x[:, None] - x[None, :], y[:, None] - y[None, :]
    d2 = (dx * dx + dy * dy).reshape(n, 2, n, 2)
    seg = np.minimum(np.maximum(d2[:, 0, :, 0], d2[:, 1, :, 1]), np.maximum(d2[:, 0, :, 1], d2[:, 1, :, 0]))
    return math.sqrt(max(float(seg.min(axis=1).max()), float(seg.min(axis=0).max())))


def symmetry_residual(segs: np.ndarray, kind: str, symmetries: Symmetries | None = None) -> float:
    """How far the symmetries of `kind` that verify finds (every rotation and mirror about the centroid) leave the
    outline from itself, measured as `outline_asymmetry` measures the key: the distractors' side of the decision
    margin (figure units; zero up to rounding for an exactly symmetric shape). `symmetries`: the shape's
    `symmetries_of` where the caller has measured them already."""
    rots, mirrors = symmetries_of(segs) if symmetries is None else symmetries
    centre = segs[:, 0].mean(axis=0)
    offsets, edges = _offsets(outline_samples(segs), centre), _edge_arrays(segs)
    images = []  # each rotation's rows for ±angle (a cell's value is the larger), then each mirror's
    for mirror, found in ((False, rots if kind not in MIRROR_KINDS else []),
                          (True, mirrors if kind not in ROTATIONAL_KINDS else [])):
        if found:
            angles = np.radians(np.array(found, dtype=float))
            images.append(_isometry_images(offsets, centre, mirror,
                                           angles if mirror else np.concatenate([angles, -angles])))
    if not images:
        return 0.0
    # one measure of all rows: the largest of every row is the largest of every cell's value (`_cell_values`)
    return max(0.0, *_outline_distance(np.concatenate(images, axis=1), edges).tolist())


def outline_samples(segs: np.ndarray, per_edge: int = SAMPLES_PER_EDGE) -> np.ndarray:
    """Points along the outline: each edge's start and `per_edge` − 1 points evenly between its ends, (N·per_edge, 2).
    A mismatch measured on these points is a lower bound of the mismatch of the whole outline."""
    t = _sample_steps(per_edge)
    return (segs[:, None, 0] + t * (segs[:, None, 1] - segs[:, None, 0])).reshape(-1, 2)


@lru_cache(maxsize=4)
def _sample_steps(per_edge: int) -> np.ndarray:
    """The samples' fractions along an edge, (1, per_edge, 1) (read-only: shared by every call)."""
    t = (np.arange(per_edge) / per_edge)[None, :, None]
    t.flags.writeable = False
    return t


def _edge_arrays(segs: np.ndarray) -> tuple[np.ndarray, ...]:
    """(a, ab, |ab|²) of the outline's edges a→b: a and ab as (2, N, 1) (x row, y row), |ab|² as (N, 1): what
    `_outline_distance` reads of the outline, worked out once per outline rather than per call."""
    start = np.ascontiguousarray(segs[:, 0].T)[:, :, None]
    step = np.ascontiguousarray((segs[:, 1] - segs[:, 0]).T)[:, :, None]
    return start, step, step[0] * step[0] + step[1] * step[1]


def _outline_distance(xy: np.ndarray, edges: tuple[np.ndarray, ...]) -> np.ndarray:
    """For point sets given as coordinates (2, B, S) (x row, y row): the largest distance of a point to the outline
    of `edges` (`_edge_arrays`), per set (B,).

    Each point's distance to each edge is `g2.point_segment_distance_xy`'s projection, clamp and measure, step for
    step: t = clip(((p − a) · ab) / |ab|², 0, 1), then |p − (a + t·ab)|², each coordinate's product and sum in that
    order, on one (2, N, B·S) block updated in place (x and y on the leading axis, so each step is one operation for
    both; edges next, so the smallest over the edges is a reduction across whole rows). The smallest and largest
    are taken of the squared distances and the root last: the root is correctly rounded and never decreasing, so
    the result is the same float as the largest of the smallest roots, for a root per set instead of per pair."""
    start, step, length2 = edges
    points = xy.reshape(2, 1, -1)
    block = points - start  # (p − a), then (p − a)·ab per coordinate
    block *= step
    t = block[0] + block[1]
    t /= length2
    clip_ufunc(t, 0.0, 1.0, out=t)  # geometry2d's clamp (np.clip's ufunc), in one pass
    np.multiply(t, step, out=block)  # a + t·ab, then p − (a + t·ab), squared
    block += start
    np.subtract(points, block, out=block)
    block *= block
    squared = np.add(block[0], block[1], out=t)  # t's buffer, no longer read
    nearest = np.minimum.reduce(squared, axis=0).reshape(xy.shape[1:])  # ndarray.min's reduction, sans wrapper
    return np.sqrt(np.maximum.reduce(nearest, axis=1))


def _isometry_images(offsets: tuple[np.ndarray, np.ndarray], centre: np.ndarray, mirror: bool,
                     angles: np.ndarray) -> np.ndarray:
    """Coordinates (2, B, S) (x row, y row) of the images of the points `centre` + `offsets` (each (S,)) under the
    mirror about the axis at angle[b] through `centre`, or the rotation by angle[b] about `centre`.

    A mirror's matrix is [[cos 2θ, sin 2θ], [sin 2θ, −cos 2θ]], a rotation's [[cos θ, −sin θ], [sin θ, cos θ]]: the
    image is (centre + first column · rx) + second column · ry, both coordinates in one operation each; a matrix
    entry −v times ry is −(v·ry) exactly, and adding it is subtracting v·ry, so the same floats as
    `cx + c·rx − s·ry` term by term."""
    rx, ry = offsets
    cells = len(angles)
    if mirror:
        double = 2 * angles
        c, s = np.cos(double), np.sin(double)
        columns = np.concatenate((c, s, -c))  # first column (c, s), second (s, −c)
        first, second = columns[:2 * cells], columns[cells:]
    else:
        c, s = np.cos(angles), np.sin(angles)
        columns = np.concatenate((-s, c, s))  # first column (c, s), second (−s, c)
        first, second = columns[cells:], columns[:2 * cells]
    images = first.reshape(2, cells, 1) * rx
    images += centre.reshape(2, 1, 1)
    images += second.reshape(2, cells, 1) * ry
    return images


def _offsets(points: np.ndarray, centre: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The points' coordinates relative to `centre`, (x, y) each (S,), as `_isometry_images` takes them."""
    return points[:, 0] - centre[0], points[:, 1] - centre[1]


def _cell_values(offsets: tuple[np.ndarray, np.ndarray], centre: np.ndarray, edges: tuple[np.ndarray, ...],
                 mirror: bool, angles: np.ndarray) -> np.ndarray:
    """The sampled outline mismatch of each isometry about `centre`: for a mirror, how far its image of the
    outline's samples (`centre` + `offsets`) lies from the outline (`edges`); for a rotation, the larger of that for
    the rotation and its inverse (both directions of the Hausdorff distance, as the inverse maps the outline's image
    back)."""
    if mirror:
        return _outline_distance(_isometry_images(offsets, centre, mirror, angles), edges)
    both = _outline_distance(_isometry_images(offsets, centre, mirror, np.concatenate([angles, -angles])),
                             edges)  # one pass for ±angles
    return np.maximum(both[:len(angles)], both[len(angles):])


def outline_centres(segs: np.ndarray) -> Iterator[np.ndarray]:
    """The centres `outline_asymmetry` tries, in its order: the corner centroid (every symmetry of the shape fixes
    it), the outline's arc-length centroid, and the frame origin (the centre of the odd shape's symmetric source).
    Each is worked out when it is reached: a search with a `need` mostly ends on the first."""
    yield np.add.reduce(segs[:, 0], axis=0) / len(segs)  # ndarray.mean's sum and division, without its wrapper
    lengths = seg_lengths(segs)
    mids = segs.mean(axis=1)
    yield (mids * lengths[:, None]).sum(axis=0) / lengths.sum()
    yield np.zeros(2)


def _level_values(offsets: Offsets, corners: Offsets, between: Offsets, centre: np.ndarray,
                  edges: tuple[np.ndarray, ...], mirror: bool, angles: np.ndarray, slack: float, floor: float,
                  need: float) -> tuple[np.ndarray, np.ndarray, tuple[np.ndarray, np.ndarray] | None]:
    """`_cell_values` of one level of `outline_asymmetry`'s cells where it can matter: (values, angles) of the cells
    measured, in the level's order, and the others' (angles, bounds), None where every cell is measured (a small
    level). A big level is first measured on the outline's corners alone (`corners`, a subset of the samples, so
    at most each cell's value); a cell whose bound on that is at least `floor` is dropped whatever its value and
    keeps the corner bound. With `floor` infinite (no best value yet) the floor is the best value
    so far, settled on the cells of the lowest corner values first; when one of those is under `need` the search
    is settled, and only they are returned. A measured cell is completed on the samples between the corners
    (`between`): its value is the same float as on the whole level."""
    if len(angles) < LAZY_CELLS:
        return _cell_values(offsets, centre, edges, mirror, angles), angles, None
    values = _cell_values(corners, centre, edges, mirror, angles)
    if floor == math.inf:
        first = np.argsort(values, kind="stable")[:LAZY_FIRST]
        values[first] = np.maximum(values[first], _cell_values(between, centre, edges, mirror, angles[first]))
        if float(values[first].min()) < need < math.inf:
            return values[first], angles[first], None
        measured = np.zeros(len(angles), dtype=bool)
        measured[first] = True
        rest = ~measured & (values - slack < float(values[first].min()))
        if rest.any():
            values[rest] = np.maximum(values[rest], _cell_values(between, centre, edges, mirror, angles[rest]))
        measured |= rest
        exact, chosen = values[measured], angles[measured]
    else:
        measured = values - slack < floor
        chosen = angles[measured]
        exact = values[measured]
        if len(chosen):
            exact = np.maximum(exact, _cell_values(between, centre, edges, mirror, chosen))
    dropped = ~measured
    return exact, chosen, (angles[dropped], (values - slack)[dropped])


def _between_corners(offsets: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """The samples of `offsets` that are not corners. A cell's value on all samples is the larger of its value on
    the corners and on these (the largest of the per-sample distances, and the root is never decreasing: the
    same float), so a cell already measured on its corners is completed on these alone."""
    keep = _between_mask(len(offsets[0]))
    return offsets[0][keep], offsets[1][keep]


@lru_cache(maxsize=16)
def _between_mask(samples: int) -> np.ndarray:
    """Which of `samples` outline samples are not corners (read-only: shared by every call)."""
    keep = np.arange(samples) % SAMPLES_PER_EDGE != 0
    keep.flags.writeable = False
    return keep


def _small_level(values: list[float], slack: float, best: float, lowest: float,
                 refine: bool) -> tuple[float, float, list[int]]:
    """One small level of `outline_asymmetry`'s search on plain floats (a numpy call per step costs more than the
    arithmetic on a dozen values): (best value so far, lowest dropped bound so far, the cells kept). The same floats
    and comparisons as on arrays: each bound is value − slack, a cell is kept while refining when its bound is under
    the best value (this level's included), the others are dropped."""
    best = min(best, *values)
    bounds = [value - slack for value in values]
    kept = [i for i, bound in enumerate(bounds) if bound < best] if refine else []
    if len(kept) < len(bounds):
        lowest = min(lowest, *(bound for i, bound in enumerate(bounds) if not refine or bound >= best))
    return best, lowest, kept


def outline_asymmetry(segs: np.ndarray, need: float = math.inf, tol: float = OUTLINE_TOL) -> float:
    """A lower bound of how far every mirror (any axis) and every rotation by 30°–330° about the centres of
    `outline_centres` leaves the outline from itself: the Hausdorff distance between the outline and its image,
    the distance a person sees between a shape and its mirror image or turned copy.

    Branch and bound over the angle: a cell of angles of half-width δ around a tested isometry can do better than
    it by at most its slack, 2δ·R for a mirror and δ·R for a rotation, R the largest distance of a sample from the
    centre (the Hausdorff distance is 1-Lipschitz in the moved points). The tested value uses samples of the moved
    outline, so it is itself a lower bound. Cells whose bound reaches the best value found are dropped; the rest
    are halved until their slack is under `tol`. Returns the smallest bound of all cells.

    With a finite `need` the search stops as soon as a measured value or a dropped bound falls under `need` and
    returns it: the smallest bound can only be lower, so the verdict against `need` is settled. A search that does
    not stop returns the same float as one without `need` (the pruning never reads `need`): the generator measures
    its candidate outlines this way, a refused one mostly on the first level, and keeps the value of the one it
    takes.

    `_level_values` measures only the cells whose value can matter: a cell it leaves unmeasured is dropped (its
    bound on the corners alone reaches the best value) and cannot lower the best value; its bound counts at the
    end, measured only if its corner bound is under the smallest bound found."""
    points, edges = outline_samples(segs), _edge_arrays(segs)
    best, lowest = math.inf, math.inf
    unmeasured = []  # (offsets, centre, mirror, angles, slack, corner bounds): dropped cells measured on corners only
    for centre in outline_centres(segs):
        offsets = _offsets(points, centre)
        corners = (offsets[0][::SAMPLES_PER_EDGE], offsets[1][::SAMPLES_PER_EDGE])
        between = _between_corners(offsets)
        squares = offsets[0] * offsets[0] + offsets[1] * offsets[1]
        reach = float(np.sqrt(np.maximum.reduce(squares)))  # g2.norms' floats, the largest
        for mirror in (True, False):
            half, angles = _first_level(mirror)
            while len(angles):
                slack = (2.0 if mirror else 1.0) * half * reach
                values, angles, dropped = _level_values(offsets, corners, between, centre, edges, mirror, angles,
                                                        slack, best, need)
                if dropped is not None:  # a lazy level: its unmeasured cells wait for the end, the rest go on
                    unmeasured.append((offsets, centre, mirror, *dropped[:1], slack, *dropped[1:]))
                plain = values.tolist()
                if not plain:
                    break
                if all(v == v for v in plain):  # no NaN: the level's values read as plain floats
                    best, lowest, kept = _small_level(plain, slack, best, lowest, slack > tol)
                    if min(best, lowest) < need < math.inf:  # the smallest bound only falls further: settled
                        return min(best, lowest)
                    half /= 2
                    centres = angles.tolist()
                    angles = np.array([centres[i] + side for i in kept for side in (-half, half)])
                    continue
                bounds = values - slack
                best = min(best, float(values.min()))
                chosen = bounds < best if slack > tol else np.zeros(len(bounds), dtype=bool)
                if not chosen.all():  # some cells dropped
                    lowest = min(lowest, float(bounds[~chosen].min()))
                if min(best, lowest) < need < math.inf:
                    return min(best, lowest)
                half /= 2
                angles = (angles[chosen][:, None] + np.array([-half, half])[None, :]).reshape(-1)
    for offsets, centre, mirror, angles, slack, floors in unmeasured:
        late = floors < lowest
        if late.any():
            values = _cell_values(offsets, centre, edges, mirror, angles[late])
            lowest = min(lowest, float((values - slack).min()))
    return lowest


@lru_cache(maxsize=2)
def _first_level(mirror: bool) -> tuple[float, np.ndarray]:
    """(half-width, centre angles) of the first level of `outline_asymmetry`'s cells: 90 mirror axes over [0°, 180°]
    or 40 rotations over [30°, 180°] (the cells tile the range exactly); read-only, shared by every search."""
    start, stop, cells = (0.0, math.pi, 90) if mirror else (math.radians(30), math.pi, 40)
    half = (stop - start) / (2 * cells)
    angles = start + half * (2 * np.arange(cells) + 1)
    angles.flags.writeable = False
    return half, angles


def difficulty_rule(relative_break: float, kinds: list[str], upright: list[bool]) -> str:
    """The rule of DIFFICULTY_RULE: `kinds` and `upright` (has a vertical mirror axis) cover the odd shape's source
    and the three symmetric shapes."""
    if relative_break < MEDIUM_FROM or any(k in ROTATIONAL_KINDS for k in kinds):
        return "hard"
    if relative_break >= LARGE_FROM and all(upright):
        return "easy"
    return "medium"


# ----------------------------------------------------------------------------------------------------
# Generation


def _rounded(segs: np.ndarray) -> list[list[float]]:
    """Each segment as its four coordinates rounded to DECIMALS (plain floats: rounding numpy scalars one by one
    costs several times more)."""
    return [[round(v, DECIMALS) + 0.0 for v in seg] for seg in segs.reshape(len(segs), -1).tolist()]


def drawn_outline(corners: np.ndarray) -> np.ndarray:
    """The closed outline of `corners` as the item records it and verify reads it back: its segments rounded by
    `_rounded`, (n, 2, 2)."""
    return np.array(_rounded(as_segments(corners)), dtype=float).reshape(len(corners), 2, 2)


def drawing_area(box: Box) -> Box:
    """Where `canvas.option_panel` lets a panel draw (inside the frame, above the letter)."""
    x0, y0, x1, y1 = box
    return (x0 + 6, y0 + 6, x1 - 6, y1 - LABEL_HEIGHT)


def decision_margin_px(figures: list[np.ndarray], kinds: list[str], scales: list[float], gold: int,
                       asymmetry: float, symmetries: list[Symmetries] | None = None) -> float:
    """The key's asymmetry in px (scale × `asymmetry`, its `outline_asymmetry` refined everywhere) less the largest
    distractor symmetry residual in px (`symmetry_residual` × scale); `symmetries`: each figure's symmetries where
    the caller knows them already (verify: `symmetries_of`; generation: the group it drew the shape with)."""
    found: list[Symmetries | None] = list(symmetries) if symmetries is not None else [None] * len(figures)
    residual = max(symmetry_residual(f, k, sym) * s
                   for i, (f, k, s, sym) in enumerate(zip(figures, kinds, scales, found, strict=True)) if i != gold)
    return asymmetry * scales[gold] - residual


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             config: Config = DEFAULT_CONFIG) -> Item:
    """Item `index`: four symmetry kinds, one shape each, the key's shape with one corner moved; nuisance per panel."""
    seed = item_seed(BENCH, TASK, split, base_seed, index, attempt)
    rng = item_rng(seed)
    difficulty = PANEL.difficulty(index)
    slot = PANEL.gold_slot(split, base_seed, index)
    kinds, n_corners = draw_kinds(difficulty, rng, config)
    source_kind = kinds[slot]
    source = draw_shape(source_kind, n_corners, rng, config)  # the key first: a refused move ends the draw here
    odd, info, asymmetry = perturb(source.corners, break_range(difficulty, config), rng, config)
    shapes = [source if i == slot else draw_shape(kind, n_corners, rng, config) for i, kind in enumerate(kinds)]
    figures = [as_segments(odd if i == slot else shape.corners) for i, shape in enumerate(shapes)]
    option_kinds = ["correct" if i == slot else kind for i, kind in enumerate(kinds)]
    layout = panels_only_layout(N_OPTIONS, cols=2)
    opts = []
    for i, segs in enumerate(figures):
        x0, y0, x1, y1 = drawing_area(layout.option_boxes[i])
        width = float(rng.uniform(*config.stroke_width))
        radius_px = float(rng.uniform(*config.radius_fraction)) * min(x1 - x0, y1 - y0)
        room = radius_px + width + 4
        centre = (float(rng.uniform(x0 + room, x1 - room)), float(rng.uniform(y0 + room, y1 - room)))
        scale = radius_px / float(g2.norms(segs.reshape(-1, 2)).max())
        opts.append({
            "kind": option_kinds[i],
            "segments": _rounded(segs),
            "center": [round(centre[0], 3), round(centre[1], 3)],
            "scale": round(scale, 4),
            "colour": PALETTE[int(rng.integers(len(PALETTE)))],
            "stroke_width": round(width, 2),
            "linejoin": LINEJOINS[int(rng.integers(len(LINEJOINS)))],
        })
    drawn = [np.array(o["segments"], dtype=float).reshape(-1, 2, 2) for o in opts]
    scales = [o["scale"] for o in opts]
    if asymmetry * scales[slot] < DECISION_MARGIN_FLOOR_PX + DECISION_MARGIN_SLACK_PX:
        # the margin is this less the distractors' residual (at least 0): under the floor without measuring them
        raise RejectDraw(f"the key's asymmetry {asymmetry * scales[slot]:.2f} px is under the floor "
                         f"{DECISION_MARGIN_FLOOR_PX} px")
    groups = [stated_symmetries(kind, shape.spin) for kind, shape in zip(kinds, shapes, strict=True)]
    margin = decision_margin_px(drawn, kinds, scales, slot, asymmetry, groups)
    if margin < DECISION_MARGIN_FLOOR_PX + DECISION_MARGIN_SLACK_PX:
        raise RejectDraw(f"decision margin {margin:.2f} px under the floor {DECISION_MARGIN_FLOOR_PX} px")
    corner = info["corner"]
    params = {
        "n_corners": n_corners,
        "options": opts,
        "odd": {"source_kind": source_kind, "source": _rounded(as_segments(source.corners)), **info,
                "displacement": round(float(np.linalg.norm(odd[corner] - source.corners[corner])), 6)},
        "decision_margin_px": round(margin, 3),
        "layout": layout.as_params(),
    }
    svg = render(opts, layout)
    return PANEL.finish(split=split, index=index, seed=seed, svg=svg, question=QUESTION, slot=slot,
                        difficulty=difficulty, option_kinds=option_kinds, params=params)


def render(opts: list[dict[str, Any]], layout: Any) -> str:
    """The item's SVG, written as text by `SvgScene` (the text svgwrite's `Canvas.to_svg` writes, without its element
    objects and ElementTree): each panel's frame and letter, then its outline as one polygon."""
    canvas = SvgScene()
    for i, (opt, box) in enumerate(zip(opts, layout.option_boxes, strict=True)):
        canvas.option_panel(box, i)
        (cx, cy), s = opt["center"], opt["scale"]
        points = [(round(cx + s * x1, 2), round(cy + s * y1, 2)) for x1, y1, _, _ in opt["segments"]]
        canvas.add(canvas.dwg.polygon(points, stroke=opt["colour"], stroke_width=opt["stroke_width"],
                                      stroke_linejoin=opt["linejoin"], stroke_miterlimit=3, fill="none"))
    return canvas.to_svg()


# ----------------------------------------------------------------------------------------------------
# Verification: re-solve from the corner coordinates in params


def _segments(raw: Any, n: int, what: str) -> np.ndarray:
    segs = np.array(raw, dtype=float)
    if segs.shape != (n, 4) or not np.isfinite(segs).all():
        raise VerificationError(f"{what}: expected {n} segments of 4 finite numbers, got shape {segs.shape}")
    return segs.reshape(n, 2, 2)


def solve(item: Item, params: dict[str, Any], config: Config = DEFAULT_CONFIG) -> None:
    """every isometry fixing each shape's centroid tested on its segment set; one asymmetric shape = key"""
    if set(params) != PARAM_KEYS:
        raise VerificationError(f"params keys {sorted(params)} differ from {sorted(PARAM_KEYS)}")
    if item.question != QUESTION:
        raise VerificationError("question malformed")
    n = int(params["n_corners"])
    if n not in config.corner_counts:
        raise VerificationError(f"n_corners {n} not one of {config.corner_counts}")
    opts = params["options"]
    if len(opts) != N_OPTIONS:
        raise VerificationError(f"{len(opts)} options; {N_OPTIONS} expected")
    figures = [_segments(o["segments"], n, f"option {LETTERS[i]}") for i, o in enumerate(opts)]
    for i, f in enumerate(figures):
        corners = corners_of(f)
        if outline_crosses(corners, config.min_gap / 2):
            raise VerificationError(f"option {LETTERS[i]}'s outline crosses or touches itself")
    symmetries = [symmetries_of(f) for f in figures]
    kinds = [kind_of(*sym) for sym in symmetries]
    asymmetric = [i for i, k in enumerate(kinds) if k == "asymmetric"]
    if not asymmetric:
        raise VerificationError("no asymmetric figure: every option has a symmetry")
    if len(asymmetric) > 1:
        raise VerificationError(f"{len(asymmetric)} asymmetric figures ({', '.join(LETTERS[i] for i in asymmetric)})")
    gold = LETTERS.index(item.answer)
    if asymmetric[0] != gold:
        raise VerificationError(f"the asymmetric figure is {LETTERS[asymmetric[0]]}, the key says {item.answer}")
    for i, (opt, kind) in enumerate(zip(opts, kinds, strict=True)):
        if i != gold and opt["kind"] != kind:
            raise VerificationError(f"option {LETTERS[i]} is tagged {opt['kind']!r} but its symmetry is {kind!r}")
    odd = figures[gold]
    forms = [tuple(np.round(np.sort(seg_lengths(f)), 5)) for f in figures]
    for i in range(N_OPTIONS):
        for j in range(i + 1, N_OPTIONS):
            if forms[i] == forms[j]:
                raise VerificationError(f"options {LETTERS[i]} and {LETTERS[j]} show the same figure")
    # The odd shape's source: exactly symmetric, centred at the origin, one corner different.
    info = params["odd"]
    source = _segments(info["source"], n, "odd.source")
    source_corners = corners_of(source)
    source_kind = info["source_kind"]
    if source_kind not in SYMMETRY_KINDS or symmetry_kind(source) != source_kind:
        raise VerificationError(f"odd.source is not a {source_kind!r} figure (found {symmetry_kind(source)!r})")
    if np.abs(source_corners.mean(axis=0)).max() > TOL:
        raise VerificationError("odd.source is not centred at the origin")
    odd_corners = corners_of(odd)
    changed = np.nonzero(np.abs(odd_corners - source_corners).max(axis=1) > TOL)[0]
    k = int(info["corner"])
    if changed.tolist() != [k]:
        raise VerificationError(f"the odd figure differs from its source in corners {changed.tolist()}, "
                                f"not exactly in corner {k}")
    moved = float(np.linalg.norm(odd_corners[k] - source_corners[k]))
    if abs(moved - float(info["displacement"])) > 1e-5:
        raise VerificationError(f"odd.displacement {info['displacement']} but the corner moved {moved:.6f}")
    if info["perturbation"] not in PERTURBATIONS or perturbation_of(odd_corners[k], source_corners[k]) \
            != info["perturbation"]:
        raise VerificationError(f"the corner's move is not {info['perturbation']!r}")
    need = max(config.min_asymmetry, ASYM_FRACTION * moved)
    asymmetry = outline_asymmetry(odd)
    if asymmetry < need + ASYM_MARGIN / 2:
        raise VerificationError(f"the odd figure is only {asymmetry:.4f} from symmetric; it must be at least "
                                f"{need:.4f} (min_asymmetry and {ASYM_FRACTION} of its break {moved:.4f})")
    relative = moved / float(g2.norms(odd_corners).max())
    if g2.near_threshold(relative, (MEDIUM_FROM, LARGE_FROM), DIFFICULTY_MARGIN):
        raise VerificationError(f"relative break {relative:.6f} within {DIFFICULTY_MARGIN} of a difficulty bound")
    shown = [source_kind if i == gold else kinds[i] for i in range(N_OPTIONS)]
    upright = [has_vertical_axis(source if i == gold else f) for i, f in enumerate(figures)]
    expected = difficulty_rule(relative, shown, upright)
    if item.difficulty != expected:
        raise VerificationError(f"difficulty {item.difficulty!r}, rule gives {expected!r} "
                                f"(kinds {shown}, d = {relative:.3f})")
    scales = [float(o["scale"]) for o in opts]
    margin_px = decision_margin_px(figures, shown, scales, gold, asymmetry, symmetries)
    if abs(margin_px - float(params["decision_margin_px"])) > 0.01:
        raise VerificationError(f"decision_margin_px {params['decision_margin_px']} but the figures give "
                                f"{margin_px:.3f}")
    if margin_px < DECISION_MARGIN_FLOOR_PX:
        raise VerificationError(f"decision margin {margin_px:.2f} px is under the floor {DECISION_MARGIN_FLOOR_PX} px")
    boxes = params["layout"]["option_boxes"]
    for i, (opt, segs) in enumerate(zip(opts, figures, strict=True)):
        x0, y0, x1, y1 = drawing_area(boxes[i])
        px = np.array(opt["center"], dtype=float) + float(opt["scale"]) * segs.reshape(-1, 2)
        pad = float(opt["stroke_width"])
        if px[:, 0].min() < x0 + pad or px[:, 0].max() > x1 - pad or px[:, 1].min() < y0 + pad \
                or px[:, 1].max() > y1 - pad:
            raise VerificationError(f"option {LETTERS[i]}'s figure leaves its panel")
        if opt["colour"] not in PALETTE or opt["linejoin"] not in LINEJOINS:
            raise VerificationError(f"option {LETTERS[i]} has an unknown colour or line join")
        if not config.stroke_width[0] <= float(opt["stroke_width"]) <= config.stroke_width[1]:
            raise VerificationError(f"option {LETTERS[i]}'s stroke width {opt['stroke_width']} is outside "
                                    f"{config.stroke_width} px")


def seg_lengths(segs: np.ndarray) -> np.ndarray:
    return g2.norms(segs[..., 1, :] - segs[..., 0, :])


# ----------------------------------------------------------------------------------------------------
# A pixel solver: what the published image alone shows


SOLVER_MIRROR_STEP_DEG = 2.0  # mirror axes tried every 2° on every other pixel, …
SOLVER_REFINE_DEG = (-1.0, -0.5, 0.0, 0.5, 1.0)  # … then the best few turned by these on every pixel
SOLVER_REFINE_COUNT = 4  # how many of the coarse pass's best isometries are refined
SOLVER_ROTATION_ORDERS = (2, 3, 4, 5, 6)  # rotations by 360°·j/k
SOLVER_INK_LEVEL = 160  # a pixel is ink when its darkest channel is below this (the palette is dark on white)
SOLVER_INSET_PX = 4.0  # the panel's drawing area less this (px at 1024), clear of the frame's antialiased edge


@lru_cache(maxsize=1)
def _solver_isometries() -> tuple[np.ndarray, np.ndarray]:
    """The isometries the pixel solver's coarse pass tries, as (mirror?, angle in degrees) rows: mirrors every
    SOLVER_MIRROR_STEP_DEG, rotations by 360°·j/k."""
    rows = [(1.0, a) for a in np.arange(0, 180, SOLVER_MIRROR_STEP_DEG)]
    rows += [(0.0, 360 * j / k) for k in SOLVER_ROTATION_ORDERS for j in range(1, k)]
    table = np.array(rows)
    return table[:, 0] > 0, table[:, 1]


def _disagreement(region: np.ndarray, cx: float, cy: float, gx: np.ndarray, gy: np.ndarray, mirror: bool,
                  degrees: float) -> int:
    """How many of the pixels (gx, gy) the region and its image under the isometry about (cx, cy) disagree on."""
    m = g2.reflection_matrix(math.radians(degrees)) if mirror else g2.rotation_matrix(math.radians(degrees))
    rx, ry = gx - cx, gy - cy
    height, width = region.shape
    mx = np.clip(np.rint(cx + m[0, 0] * rx + m[0, 1] * ry).astype(int), 0, width - 1)
    my = np.clip(np.rint(cy + m[1, 0] * rx + m[1, 1] * ry).astype(int), 0, height - 1)
    return int(np.count_nonzero(region[gy, gx] != region[my, mx]))


def panel_asymmetry(crop: np.ndarray) -> float:
    """How asymmetric the shape drawn in `crop` (RGB) looks, in pixels of that crop: its ink outline is filled to a
    region, and each candidate symmetry about the region's centroid is scored by the area where the region and
    its image disagree; the best symmetry's disagreement is the answer (a symmetric shape leaves only its
    antialiased rim, the odd one also the wedge its moved corner cuts). A coarse pass (every other pixel) picks
    the best few isometries, which a fine pass (every pixel, axes turned by up to 1°) settles."""
    from scipy.ndimage import binary_fill_holes

    region = binary_fill_holes(crop.min(axis=2) < SOLVER_INK_LEVEL)
    ys, xs = np.nonzero(region)
    if len(xs) < 10:
        return 0.0
    cx, cy = float(xs.mean()), float(ys.mean())
    reach = int(math.ceil(float(np.hypot(xs - cx, ys - cy).max()))) + 1
    gy, gx = np.mgrid[int(cy) - reach:int(cy) + reach + 1, int(cx) - reach:int(cx) + reach + 1]
    inside = (gx >= 0) & (gx < region.shape[1]) & (gy >= 0) & (gy < region.shape[0])
    gx, gy = gx[inside], gy[inside]
    mirrors, degrees = _solver_isometries()
    coarse = [_disagreement(region, cx, cy, gx[::2], gy[::2], m, a) for m, a in zip(mirrors, degrees, strict=True)]
    best = math.inf
    for i in np.argsort(coarse, kind="stable")[:SOLVER_REFINE_COUNT]:
        turns = SOLVER_REFINE_DEG if mirrors[i] else (0.0,)
        best = min(best, *(_disagreement(region, cx, cy, gx, gy, bool(mirrors[i]), degrees[i] + t) for t in turns))
    return best


def solve_pixels(image: np.ndarray, row: Mapping[str, Any]) -> int:
    """The option whose shape looks least symmetric, from the pixels alone: `panel_asymmetry` of each panel.

    `image` is the item's PNG as RGB uint8 at any size; `row` gives the published layout (option boxes at the
    published size, scaled here by image width / 1024): only where the panels are is read from it."""
    params = row["params"] if not isinstance(row["params"], str) else json.loads(row["params"])
    factor = image.shape[1] / CANVAS_SIZE
    inset = SOLVER_INSET_PX * factor
    scores = []
    for box in params["layout"]["option_boxes"]:
        x0, y0, x1, y1 = (v * factor for v in drawing_area(box))
        crop = image[int(math.ceil(y0 + inset)):int(y1 - inset), int(math.ceil(x0 + inset)):int(x1 - inset)]
        scores.append(panel_asymmetry(crop))
    return int(np.argmax(scores))


def signature(item: Item) -> str:
    """The four shapes (segments rounded, sorted) and which one is odd; independent of panel order and nuisance."""
    return item_key_parts(item.params)[1]


@lru_cache(maxsize=64)  # the builder asks an item for its signature and for the keys that contain it several times
def item_key_parts(params_json: str) -> tuple[tuple[str, ...], str]:
    """Every option's object key (`figure_form`, in panel order) and the signature of an item with these params (its
    JSON text): one parse and one form per shape for the several key functions the build asks of one item."""
    options = json.loads(params_json)["options"]
    forms = [figure_form(o) for o in options]
    return (tuple(object_key("sym_figure", form) for form in forms),
            signature_hash(sorted([o["kind"] == "correct", form] for o, form in zip(options, forms, strict=True))))


def figure_form(option: dict[str, Any]) -> list[Any]:
    """A shape's segments (rounded, each end-point pair and the list sorted): panel order and nuisance dropped."""
    return sorted(sorted([[round(v, 3) + 0.0 for v in s[:2]], [round(v, 3) + 0.0 for v in s[2:]]])
                  for s in option["segments"])


def protected_keys(item: Item) -> set[str]:
    """The memorisable object is the asymmetric (gold) shape."""
    objects, sig = item_key_parts(item.params)
    return {objects[LETTERS.index(item.answer)], f"{TASK}:{sig}"}


def exposed_keys(item: Item) -> set[str]:
    """A train item shows four shapes: none may be a test item's asymmetric shape."""
    objects, sig = item_key_parts(item.params)
    return {*objects, f"{TASK}:{sig}"}


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
    title="Symmetric Structures",
    description="Four closed outline shapes; three have a mirror or rotational symmetry; choose the one with none.",
    prompts=Prompts(
        hint="Test each shape for a mirror axis (vertical, horizontal, diagonal) and for rotational symmetry; "
             "a single moved corner breaks symmetry.",
        operation="relation: detecting mirror and rotational symmetry",
        steps=(
            "For each shape, look for a mirror axis or a turn that maps it onto itself.",
            "Check every corner under that mapping.",
            "Pick the shape with no symmetry.",
        ),
    ),
    human=HumanLevel(0.78, MINDS_EYE_HUMANS),
    published_seconds=0.21,  # issue #28: the published generator's draw + PNG, CPU per item on one core
)
