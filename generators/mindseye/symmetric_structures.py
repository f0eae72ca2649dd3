"""Mind's Eye · Symmetric Structures (`symmetric_structures`): which of four figures has no symmetry?

Each panel shows a figure of N straight segments (the same N in all four panels). Three figures are exactly
symmetric: a random motif of N/|G| segments replicated by a symmetry group G about the figure's centre,
where G is a mirror (vertical, horizontal or diagonal axis), a rotation group C_k (k = 2..6) or a dihedral
group D_k (k = 2, 3). The fourth, the key, is a figure of the same family (a motif replicated by its own
group) with ONE segment perturbed: moved, turned about its midpoint, or lengthened/shortened at one end.

Why the key is unique and the options carry no tell:
* The published odd figure always had half the segments of the others (10 vs 20/40): a segment count
  gave the answer. Here all four figures have exactly N segments; the perturbation keeps the segment
  count and changes the total stroke length by at most `max_ink_change` (4 %). Which figure is odd and
  which symmetry kind each panel gets are drawn exchangeably over the panels, and size, position,
  colour, stroke width and line cap are drawn per panel independently of the answer.
* `verify` re-solves from the segment coordinates alone: for every figure it searches ALL isometries that
  fix the figure's centroid (every symmetry of a finite figure fixes its centroid). Any such symmetry must
  map the endpoint farthest from the centroid onto another endpoint at the same distance, so the mirror axes
  and rotation angles it tests are derived from those endpoints (this includes every axis at a multiple
  of 180°/k and every rotation by 360°/k). A figure is symmetric when a non-trivial candidate maps its
  segment set (unordered segments, unordered endpoints) onto itself within `TOL`. Exactly one figure
  may have no symmetry, and it must be the key.
* The odd figure must be asymmetric by a margin far above `TOL`: over a dense grid of every mirror axis
  and every rotation by 30°–330°, about its centroid and about its source's centre, the best match leaves a
  segment at least `min_asymmetry` (6 % of the figure radius) away, after subtracting the grid's
  Lipschitz slack, so the bound holds for every angle, not only the sampled ones. It must also be at least
  half the perturbation, so the recorded perturbation size (which sets the difficulty) is what the eye sees.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any
from xml.etree import ElementTree

import numpy as np

from mindbench.generators.common.canvas import LABEL_HEIGHT, Box, Canvas, panels_only_layout
from mindbench.generators.common.holdout import object_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError, signature_hash
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.presentation import MINDS_EYE_HUMANS, HumanLevel, Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions
from mindbench.generators.mindseye import geometry2d as g2

BENCH = "mindseye"
TASK = "symmetric_structures"
DIMENSION = "relation"
N_OPTIONS = 4
PANEL = PanelTask(BENCH, TASK, DIMENSION, N_OPTIONS)
QUESTION = (
    "Each panel shows a figure made of straight line segments. Three of the figures are symmetric: each has a "
    "mirror axis (vertical, horizontal or diagonal) or looks exactly the same after a rotation about its centre. "
    "Which figure has no symmetry at all?"
)

MIRROR_KINDS = ("mirror_vertical", "mirror_horizontal", "mirror_diagonal")
ROTATIONAL_KINDS = tuple(f"rotational_{k}" for k in range(2, 7))
DIHEDRAL_KINDS = ("dihedral_2", "dihedral_3")
SYMMETRY_KINDS = MIRROR_KINDS + ROTATIONAL_KINDS + DIHEDRAL_KINDS
EASY_KINDS = (*MIRROR_KINDS, "dihedral_2")  # every figure of an easy item is one of these
MEDIUM_KINDS = (*EASY_KINDS, "rotational_2", "rotational_3", "dihedral_3")
HIGH_ORDER_KINDS = ("rotational_4", "rotational_5", "rotational_6")  # an odd figure made from these is hard
KIND_POOLS = {"easy": EASY_KINDS, "medium": MEDIUM_KINDS, "hard": SYMMETRY_KINDS}
PERTURBATIONS = ("move", "rotate", "lengthen")
SMALL_BELOW = 0.12  # perturbation (relative to the figure radius) below this: small → hard
LARGE_FROM = 0.22  # at least this: large (easy when every figure's kind is in EASY_KINDS)
DIFFICULTY_RULE = (
    "d = the perturbed segment's displacement / the odd figure's radius. hard: d < 0.12, or the odd figure "
    "comes from a rotational_4/5/6 figure. easy: d >= 0.22 and the odd figure's source and all three symmetric "
    "figures are mirror_* or dihedral_2. medium: everything else."
)
TOL = 1e-6  # a figure is symmetric when a non-trivial isometry maps its segments onto themselves within this
ANGLE_TOL_DEG = 1e-3  # mirror-axis orientation classes (vertical/horizontal/diagonal)
ASYM_FRACTION = 0.5  # the odd figure's asymmetry margin must be at least this share of its perturbation
# generation keeps the odd figure this much farther from symmetric than verify requires, and verify refuses one
# that comes within half of it: no verdict rests on the last bits of the match cost
ASYM_MARGIN = 1e-3
# verify refuses a relative perturbation this close to SMALL_BELOW or LARGE_FROM; the Config's tiers keep clear of it
DIFFICULTY_MARGIN = 0.005
MIRROR_STEP = math.radians(0.25)  # verify's grid of mirror axes
ROTATION_STEP = math.radians(0.5)  # verify's grid of rotation angles in [30°, 330°]
PARAM_KEYS = {"n_segments", "options", "odd", "layout"}
PALETTE = ("#1b1b1b", "#1f3a93", "#1e6b3a", "#8b1a1a", "#5b2a86", "#0f6e74", "#7a4a12", "#474747")
LINECAPS = ("round", "butt", "square")
DECIMALS = 8
FIGURE_BATCH = 32  # candidate figures drawn at once
LEGIBLE_CHUNK = 16  # … and checked for legibility this many at a time, in order


def kinds_for(pool: tuple[str, ...], n_segments: int) -> list[str]:
    """The kinds of `pool` that can make a figure of n segments (the group divides n, motif of ≥ 2 segments)."""
    return [k for k in pool if n_segments % group_order(k) == 0 and n_segments // group_order(k) >= 2]


def group_order(kind: str) -> int:
    if kind in MIRROR_KINDS:
        return 2
    family, k = kind.rsplit("_", 1)
    return int(k) * (2 if family == "dihedral" else 1)


# ----------------------------------------------------------------------------------------------------
# Configuration


@dataclass(frozen=True)
class Config:
    """Item ranges; lengths are in figure units (a symmetric figure's farthest endpoint is 1 from its centre)."""

    segment_counts: tuple[int, ...] = (8, 10, 12, 16, 18)  # N per item (all four figures)
    motif_radius_min: float = 0.12  # motif segment midpoints: distance from the centre (before normalising)
    motif_radius_max: float = 0.8
    length_min: float = 0.22  # motif segment lengths (before normalising), times sqrt(12 / N)
    length_max: float = 0.55
    min_length: float = 0.15  # no segment shorter than this after normalising / perturbing
    min_gap: float = 0.05  # two segments that do not cross stay this far apart
    min_cross_angle_deg: float = 25.0  # two crossing segments cross at least this steeply …
    min_end_gap: float = 0.04  # … and away from both segments' endpoints
    small_perturbation: tuple[float, float] = (0.07, 0.11)  # relative displacement per tier
    medium_perturbation: tuple[float, float] = (0.13, 0.21)
    large_perturbation: tuple[float, float] = (0.23, 0.34)
    min_asymmetry: float = 0.06  # the odd figure's best symmetry leaves a segment this far away (figure radius 1)
    max_ink_change: float = 0.04  # |total length of the odd figure / its source − 1|
    radius_fraction: tuple[float, float] = (0.28, 0.42)  # drawn figure radius / the panel's shorter side
    stroke_width: tuple[float, float] = (3.0, 6.0)
    figure_tries: int = 320
    perturb_tries: int = 80

    def __post_init__(self) -> None:
        if not self.segment_counts or any(not 6 <= n <= 24 for n in self.segment_counts):
            raise ValueError(f"segment_counts must be a non-empty tuple of counts in 6..24, got {self.segment_counts}")
        for level, pool in KIND_POOLS.items():
            if not any(len(kinds_for(pool, n)) >= N_OPTIONS for n in self.segment_counts):
                raise ValueError(f"segment_counts {self.segment_counts} leave no count with {N_OPTIONS} {level} kinds")
        if not 0.0 <= self.motif_radius_min < self.motif_radius_max <= 1.0:
            raise ValueError(f"motif_radius_min/max must satisfy 0 <= min < max <= 1, got "
                             f"{self.motif_radius_min}, {self.motif_radius_max}")
        if not 0.05 < self.length_min < self.length_max <= 1.0:
            raise ValueError(f"length_min/length_max must satisfy 0.05 < min < max <= 1, got "
                             f"{self.length_min}, {self.length_max}")
        if not 0.05 <= self.min_length < self.length_min:
            raise ValueError(f"min_length must lie in [0.05, length_min), got {self.min_length}")
        if not 0.0 < self.min_gap < 0.2:
            raise ValueError(f"min_gap must lie in (0, 0.2), got {self.min_gap}")
        if not 5.0 <= self.min_cross_angle_deg <= 80.0:
            raise ValueError(f"min_cross_angle_deg must lie in [5, 80], got {self.min_cross_angle_deg}")
        if not 0.0 <= self.min_end_gap < 0.2:
            raise ValueError(f"min_end_gap must lie in [0, 0.2), got {self.min_end_gap}")
        tiers = {"small_perturbation": (self.small_perturbation, 0.0, SMALL_BELOW),
                 "medium_perturbation": (self.medium_perturbation, SMALL_BELOW, LARGE_FROM),
                 "large_perturbation": (self.large_perturbation, LARGE_FROM, 0.5)}
        for name, ((lo, hi), floor, ceil) in tiers.items():
            low_ok = lo >= floor if floor == 0 else lo > floor + DIFFICULTY_MARGIN
            if not (low_ok and lo < hi < ceil - DIFFICULTY_MARGIN):
                raise ValueError(f"{name} must satisfy {floor} <= lo < hi < {ceil}, {DIFFICULTY_MARGIN} clear of "
                                 f"the difficulty bounds, got {(lo, hi)}")
        if not 0.04 <= self.min_asymmetry <= self.small_perturbation[0] * 1.0:
            raise ValueError(f"min_asymmetry must lie in [0.04, small_perturbation[0]], got {self.min_asymmetry}")
        if not 0.0 < self.max_ink_change <= 0.1:
            raise ValueError(f"max_ink_change must lie in (0, 0.1], got {self.max_ink_change}")
        lo, hi = self.radius_fraction
        if not 0.1 <= lo <= hi <= 0.45:
            raise ValueError(f"radius_fraction must satisfy 0.1 <= lo <= hi <= 0.45, got {self.radius_fraction}")
        lo, hi = self.stroke_width
        if not 1.0 <= lo <= hi <= 10.0:
            raise ValueError(f"stroke_width must satisfy 1 <= lo <= hi <= 10, got {self.stroke_width}")
        if self.figure_tries < 1 or self.perturb_tries < 1:
            raise ValueError(f"figure_tries/perturb_tries must be positive, got {self.figure_tries}, "
                             f"{self.perturb_tries}")


DEFAULT_CONFIG = Config()


# ----------------------------------------------------------------------------------------------------
# Groups and figures (generation)


def group_matrices(kind: str) -> list[np.ndarray]:
    """The symmetry group of `kind` in its base orientation (mirror axes as the kind names them)."""
    if kind in MIRROR_KINDS:
        axis = {"mirror_vertical": math.pi / 2, "mirror_horizontal": 0.0, "mirror_diagonal": math.pi / 4}[kind]
        return [np.eye(2), g2.reflection_matrix(axis)]
    family, k_text = kind.rsplit("_", 1)
    k = int(k_text)
    mats = [g2.rotation_matrix(2 * math.pi * j / k) for j in range(k)]
    if family == "dihedral":
        mats += [g2.reflection_matrix(math.pi * j / k) for j in range(k)]
    return mats


def nuisance_spin(kind: str, rng: np.random.Generator) -> float:
    """Whole-figure rotation that keeps the kind's name true (a vertical axis stays vertical, …)."""
    if kind in ("mirror_vertical", "mirror_horizontal"):
        return math.pi * int(rng.integers(2))
    if kind == "mirror_diagonal":
        return math.pi / 2 * int(rng.integers(4))
    return float(rng.uniform(0, 2 * math.pi))


def seg_lengths(segs: np.ndarray) -> np.ndarray:
    return g2.norms(segs[..., 1, :] - segs[..., 0, :])


@cache
def _pairs(n: int) -> tuple[np.ndarray, np.ndarray]:
    return np.triu_indices(n, 1)


def point_segment_distance(pts: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return g2.point_segment_distance_xy(pts[..., 0], pts[..., 1], a[..., 0], a[..., 1], b[..., 0], b[..., 1])


def legible_batch(segs: np.ndarray, config: Config) -> np.ndarray:
    """For figures (B, N, 2, 2): no short segment, no two segments nearly touching or overlapping, and
    crossings steep and clear of both segments' ends.

    The tests run cheapest first, each on the figures that passed the previous ones (same verdicts). Every pair's
    coordinates are gathered into separate contiguous x and y arrays (segment i: p→p2, segment j: q→q2)."""
    ok = seg_lengths(segs).min(axis=1) >= config.min_length
    if not ok.any():
        return ok
    i, j = _pairs(segs.shape[1])
    kept = segs[ok] if not ok.all() else segs
    px, py, p2x, p2y = (kept[:, i, e, c] for e in (0, 1) for c in (0, 1))
    qx, qy, q2x, q2y = (kept[:, j, e, c] for e in (0, 1) for c in (0, 1))
    rx, ry, sx, sy = p2x - px, p2y - py, q2x - qx, q2y - qy
    rxs, qpx, qpy = rx * sy - ry * sx, qx - px, qy - py
    with np.errstate(divide="ignore", invalid="ignore"):
        t = (qpx * sy - qpy * sx) / rxs
        u = (qpx * ry - qpy * rx) / rxs
    crossing = (np.abs(rxs) > 1e-12) & (t > 0) & (t < 1) & (u > 0) & (u < 1)
    len_r, len_s = np.sqrt(rx * rx + ry * ry), np.sqrt(sx * sx + sy * sy)
    steep = np.abs(rxs) >= math.sin(math.radians(config.min_cross_angle_deg)) * len_r * len_s
    clear = np.minimum(np.minimum(t, 1 - t) * len_r, np.minimum(u, 1 - u) * len_s) >= config.min_end_gap
    crossings_ok = (~crossing | (steep & clear)).all(axis=1)
    if crossings_ok.any():  # segments that do not cross stay apart
        k = crossings_ok
        px, py, p2x, p2y, qx, qy, q2x, q2y = (v[k] for v in (px, py, p2x, p2y, qx, qy, q2x, q2y))
        gaps = np.minimum(np.minimum(g2.point_segment_distance_xy(px, py, qx, qy, q2x, q2y),
                                     g2.point_segment_distance_xy(p2x, p2y, qx, qy, q2x, q2y)),
                          np.minimum(g2.point_segment_distance_xy(qx, qy, px, py, p2x, p2y),
                                     g2.point_segment_distance_xy(q2x, q2y, px, py, p2x, p2y)))
        crossings_ok[k] = (crossing[k] | (gaps >= config.min_gap)).all(axis=1)
    ok[ok] = crossings_ok
    return ok


def legible(segs: np.ndarray, config: Config) -> bool:
    return bool(legible_batch(segs[None], config)[0])


def _replicate(spin: np.ndarray, group: np.ndarray, motif: np.ndarray) -> np.ndarray:
    """Every group element's image of every motif segment, spun: out[b, g, m, e, i] = Σ_j Σ_k spin[i, j]
    group[g, j, k] motif[b, m, e, k], the floats `np.einsum("ij,gjk,bmek->bgmei", …)` gives for these shapes
    (each product as (spin · group) · motif, the two k terms added per j, then the two j sums: checked bit for
    bit against einsum on every kind and segment count of the default config), at a quarter of its time."""
    def term(j: int, k: int) -> np.ndarray:
        return (spin[None, None, None, :, j] * group[None, :, None, None, j, k, None]) * motif[:, None, :, :, k, None]

    return (term(0, 0) + term(0, 1)) + (term(1, 0) + term(1, 1))


def draw_figure(kind: str, n_segments: int, rng: np.random.Generator, config: Config) -> np.ndarray:
    """An exactly symmetric figure of `kind`: (n, 2, 2) segments, centroid at the origin, radius 1.

    Candidates are drawn in batches of FIGURE_BATCH and the first legible one is kept.
    """
    group = np.stack(group_matrices(kind))
    m = n_segments // len(group)
    spin = g2.rotation_matrix(nuisance_spin(kind, rng))
    b = FIGURE_BATCH
    for _ in range(-(-config.figure_tries // b)):
        radius = rng.uniform(config.motif_radius_min, config.motif_radius_max, (b, m))
        theta = rng.uniform(0, 2 * math.pi, (b, m))
        length = rng.uniform(config.length_min, config.length_max, (b, m)) * math.sqrt(12 / n_segments)
        phi = rng.uniform(0, math.pi, (b, m))
        mid = np.stack([radius * np.cos(theta), radius * np.sin(theta)], axis=-1)
        half = 0.5 * length[..., None] * np.stack([np.cos(phi), np.sin(phi)], axis=-1)
        motif = np.stack([mid - half, mid + half], axis=2)  # (b, m, 2, 2)
        segs = _replicate(spin, group, motif).reshape(b, n_segments, 2, 2)
        segs = segs - segs.reshape(b, -1, 2).mean(axis=1)[:, None, None, :]
        segs = segs / g2.norms(segs.reshape(b, -1, 2)).max(axis=1)[:, None, None, None]
        for first in range(0, b, LEGIBLE_CHUNK):  # the first legible candidate, checked a few at a time
            ok = np.nonzero(legible_batch(segs[first:first + LEGIBLE_CHUNK], config))[0]
            if len(ok):
                return segs[first + ok[0]]
    raise RejectDraw(f"no legible {kind} figure with {n_segments} segments")


def draw_kinds(difficulty: str, rng: np.random.Generator, config: Config) -> tuple[list[str], int]:
    """A segment count N, then four distinct symmetry kinds whose groups divide it (panel order; exchangeable)."""
    counts = [n for n in config.segment_counts if len(kinds_for(KIND_POOLS[difficulty], n)) >= N_OPTIONS]
    n = int(counts[int(rng.integers(len(counts)))])
    pool = kinds_for(KIND_POOLS[difficulty], n)
    return [pool[int(i)] for i in rng.choice(len(pool), N_OPTIONS, replace=False)], n


def perturbation_range(difficulty: str, source_kind: str, rng: np.random.Generator,
                       config: Config) -> tuple[float, float]:
    """The relative displacement tier that makes an item of `difficulty` (see DIFFICULTY_RULE)."""
    if difficulty == "easy":
        return config.large_perturbation
    if difficulty == "medium":
        return config.medium_perturbation
    if source_kind in HIGH_ORDER_KINDS and rng.random() < 0.5:
        return config.medium_perturbation
    return config.small_perturbation


def displacement(a: np.ndarray, b: np.ndarray) -> float:
    """How far segment a is from segment b: the best endpoint pairing's larger endpoint distance."""
    direct = max(np.linalg.norm(a[0] - b[0]), np.linalg.norm(a[1] - b[1]))
    swapped = max(np.linalg.norm(a[0] - b[1]), np.linalg.norm(a[1] - b[0]))
    return float(min(direct, swapped))


def perturb(source: np.ndarray, tier: tuple[float, float], rng: np.random.Generator,
            config: Config) -> tuple[np.ndarray, dict[str, Any]]:
    """The source with one segment moved, turned about its midpoint, or lengthened/shortened at one end."""
    total = float(seg_lengths(source).sum())
    for _ in range(config.perturb_tries):
        index = int(rng.integers(len(source)))
        how = PERTURBATIONS[int(rng.integers(len(PERTURBATIONS)))]
        d = float(rng.uniform(*tier))
        p, q = source[index]
        length = float(np.linalg.norm(q - p))
        if how == "move":
            angle = rng.uniform(0, 2 * math.pi)
            shift = d * np.array([math.cos(angle), math.sin(angle)])
            new = np.stack([p + shift, q + shift])
        elif how == "rotate":
            if d > 0.7 * length:
                continue
            turn = g2.rotation_matrix(2 * math.asin(d / length) * (1 if rng.random() < 0.5 else -1))
            mid = (p + q) / 2
            new = np.stack([mid + turn @ (p - mid), mid + turn @ (q - mid)])
        else:
            if d > config.max_ink_change * total:
                continue
            sign = 1.0 if rng.random() < 0.5 else -1.0
            direction = (q - p) / length
            new = np.stack([p, q + sign * d * direction]) if rng.random() < 0.5 else \
                np.stack([p - sign * d * direction, q])
        odd = source.copy()
        odd[index] = new
        radius = float(g2.norms(odd.reshape(-1, 2)).max())
        moved = displacement(new, source[index])
        if not tier[0] <= moved / radius <= tier[1]:
            continue
        if abs(float(seg_lengths(odd).sum()) / total - 1) > config.max_ink_change or not legible(odd, config):
            continue
        need = max(config.min_asymmetry, ASYM_FRACTION * moved) + ASYM_MARGIN
        if asymmetry_margin(odd, need) < need:
            continue
        return odd, {"segment": index, "perturbation": how}
    raise RejectDraw("no perturbation both legible and clearly asymmetric")


# ----------------------------------------------------------------------------------------------------
# Symmetry measurement (verify's path; generation only uses `asymmetry_margin` to guarantee the margin)


_MIRROR_COARSE = np.arange(0.0, math.pi, 8 * MIRROR_STEP)  # cell centres, 2° apart, cells cover [−1°, 179°]
_ROTATION_COARSE = math.radians(30) + 8 * ROTATION_STEP * (np.arange(75) + 0.5)  # 4° cells over [30°, 330°]


def symmetry_kind(segs: np.ndarray) -> str:
    """`asymmetric`, a symmetry kind of SYMMETRY_KINDS, or a description of any other symmetry group."""
    rots, mirrors = g2.segment_set_symmetries(segs, TOL, ANGLE_TOL_DEG)
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


def asymmetry_margin(segs: np.ndarray, need: float) -> float:
    """A lower bound of how far every mirror (any axis) and every rotation by 30°–330° leaves the figure from
    itself, about its centroid and about the frame origin (the source's centre).

    Branch and bound over the angle: a cell of angles of width w around a tested angle can do better than
    that angle by at most the cell's slack (a mirror axis turned by w/2 moves a point at radius r by ≤ w·r, a
    rotation by ≤ w·r/2). Coarse cells whose bound stays below `need` are re-tested on the fine grid
    (mirror axes every 0.25°, rotations every 0.5°). The result is exact as a bound, and ≥ `need` iff no
    isometry of those comes closer than `need`.
    """
    points = segs.reshape(-1, 2)
    best = math.inf
    for centre in (np.zeros(2), points.mean(axis=0)):
        rel = points - centre
        radius = float(g2.norms(rel).max())
        for mirror, coarse, fine, spread in ((True, _MIRROR_COARSE, MIRROR_STEP, 2.0),
                                             (False, _ROTATION_COARSE, ROTATION_STEP, 1.0)):
            width = coarse[1] - coarse[0]
            bound = g2.segment_set_mismatch(rel, mirror, coarse) - spread * width / 2 * radius
            low = bound < need
            if low.any():
                sub = np.arange(fine / 2 - width / 2, width / 2, fine)
                angles = (coarse[low][:, None] + sub[None, :]).reshape(-1)
                fine_bound = g2.segment_set_mismatch(rel, mirror, angles) - spread * fine / 2 * radius
                bound = np.concatenate([bound[~low], fine_bound])
            best = min(best, float(bound.min()))
    return best


def difficulty_rule(source_kind: str, relative_displacement: float, symmetric_kinds: list[str]) -> str:
    if relative_displacement < SMALL_BELOW or source_kind in HIGH_ORDER_KINDS:
        return "hard"
    if relative_displacement >= LARGE_FROM and all(k in EASY_KINDS for k in [source_kind, *symmetric_kinds]):
        return "easy"
    return "medium"


# ----------------------------------------------------------------------------------------------------
# Generation


def _rounded(segs: np.ndarray) -> list[list[float]]:
    return [[round(float(v), DECIMALS) + 0.0 for v in seg.reshape(-1)] for seg in segs]


def drawing_area(box: Box) -> Box:
    """Where `canvas.option_panel` lets a panel draw (inside the frame, above the letter)."""
    x0, y0, x1, y1 = box
    return (x0 + 6, y0 + 6, x1 - 6, y1 - LABEL_HEIGHT)


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             config: Config = DEFAULT_CONFIG) -> Item:
    """Item `index`: four symmetry kinds, one figure each, the key's figure perturbed; nuisance per panel."""
    seed = item_seed(BENCH, TASK, split, base_seed, index, attempt)
    rng = item_rng(seed)
    difficulty = PANEL.difficulty(index)
    slot = PANEL.gold_slot(split, base_seed, index)
    kinds, n_segments = draw_kinds(difficulty, rng, config)
    figures = [draw_figure(kind, n_segments, rng, config) for kind in kinds]
    source_kind, source = kinds[slot], figures[slot]
    odd, info = perturb(source, perturbation_range(difficulty, source_kind, rng, config), rng, config)
    figures[slot] = odd
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
            "linecap": LINECAPS[int(rng.integers(len(LINECAPS)))],
        })
    params = {
        "n_segments": n_segments,
        "options": opts,
        "odd": {"source_kind": source_kind, "source": _rounded(source), **info,
                "displacement": round(displacement(odd[info["segment"]], source[info["segment"]]), 6)},
        "layout": layout.as_params(),
    }
    svg = render(opts, layout)
    return PANEL.finish(split=split, index=index, seed=seed, svg=svg, question=QUESTION, slot=slot,
                        difficulty=difficulty, option_kinds=option_kinds, params=params)


class _Element:
    """An SVG element that serialises exactly as svgwrite's element of the same name, attributes and children
    (attributes sorted by name, values as `str`) without svgwrite's per-attribute bookkeeping, which cost as much
    as the rest of the drawing. `Canvas.add` takes it like any svgwrite element."""

    __slots__ = ("elementname", "attribs", "elements")

    def __init__(self, elementname: str, attribs: dict[str, Any], elements: list[_Element] | None = None) -> None:
        self.elementname, self.attribs, self.elements = elementname, attribs, elements or []

    def get_xml(self) -> ElementTree.Element:
        xml = ElementTree.Element(self.elementname, {k: str(v) for k, v in sorted(self.attribs.items())})
        xml.extend(element.get_xml() for element in self.elements)
        return xml


def render(opts: list[dict[str, Any]], layout: Any) -> str:
    canvas = Canvas()
    for i, (opt, box) in enumerate(zip(opts, layout.option_boxes, strict=True)):
        canvas.option_panel(box, i)
        (cx, cy), s = opt["center"], opt["scale"]
        lines = [_Element("line", {"x1": round(cx + s * x1, 2), "y1": round(cy + s * y1, 2),
                                   "x2": round(cx + s * x2, 2), "y2": round(cy + s * y2, 2)})
                 for x1, y1, x2, y2 in opt["segments"]]
        canvas.add(_Element("g", {"stroke": opt["colour"], "stroke-width": opt["stroke_width"],  # type: ignore[arg-type]
                                  "stroke-linecap": opt["linecap"], "fill": "none"}, lines))
    return canvas.to_svg()


# ----------------------------------------------------------------------------------------------------
# Verification: re-solve from the segment coordinates in params


def _segments(raw: Any, n: int, what: str) -> np.ndarray:
    segs = np.array(raw, dtype=float)
    if segs.shape != (n, 4) or not np.isfinite(segs).all():
        raise VerificationError(f"{what}: expected {n} segments of 4 finite numbers, got shape {segs.shape}")
    return segs.reshape(n, 2, 2)


def solve(item: Item, params: dict[str, Any], config: Config = DEFAULT_CONFIG) -> None:
    """every isometry fixing each figure's centroid tested on its segment set; one asymmetric figure = key"""
    if set(params) != PARAM_KEYS:
        raise VerificationError(f"params keys {sorted(params)} differ from {sorted(PARAM_KEYS)}")
    if item.question != QUESTION:
        raise VerificationError("question malformed")
    n = int(params["n_segments"])
    if n not in config.segment_counts:
        raise VerificationError(f"n_segments {n} not one of {config.segment_counts}")
    opts = params["options"]
    if len(opts) != N_OPTIONS:
        raise VerificationError(f"{len(opts)} options; {N_OPTIONS} expected")
    figures = [_segments(o["segments"], n, f"option {LETTERS[i]}") for i, o in enumerate(opts)]
    kinds = [symmetry_kind(f) for f in figures]
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
    lengths = [tuple(np.round(np.sort(seg_lengths(f)), 5)) for f in figures]
    for i in range(N_OPTIONS):
        for j in range(i + 1, N_OPTIONS):
            if lengths[i] == lengths[j]:
                raise VerificationError(f"options {LETTERS[i]} and {LETTERS[j]} show the same figure")
    # The odd figure's source: exactly symmetric, centred at the origin, one segment different.
    info = params["odd"]
    source = _segments(info["source"], n, "odd.source")
    source_kind = info["source_kind"]
    if source_kind not in SYMMETRY_KINDS or symmetry_kind(source) != source_kind:
        raise VerificationError(f"odd.source is not a {source_kind!r} figure (found {symmetry_kind(source)!r})")
    if np.abs(source.reshape(-1, 2).mean(axis=0)).max() > TOL:
        raise VerificationError("odd.source is not centred at the origin")
    changed = np.nonzero(np.abs(odd - source).reshape(n, 4).max(axis=1) > TOL)[0]
    if changed.tolist() != [int(info["segment"])]:
        raise VerificationError(f"the odd figure differs from its source in segments {changed.tolist()}, "
                                f"not exactly in segment {info['segment']}")
    k = int(info["segment"])
    moved = displacement(odd[k], source[k])
    if abs(moved - float(info["displacement"])) > 1e-5:
        raise VerificationError(f"odd.displacement {info['displacement']} but the segment moved {moved:.6f}")
    _check_perturbation(info["perturbation"], odd[k], source[k])
    ink = float(seg_lengths(odd).sum() / seg_lengths(source).sum())
    if abs(ink - 1) > config.max_ink_change + 1e-9:
        raise VerificationError(f"the odd figure's ink differs from its source's by {abs(ink - 1):.1%}")
    need = max(config.min_asymmetry, ASYM_FRACTION * moved)
    margin = asymmetry_margin(odd, need + ASYM_MARGIN)
    if margin < need + ASYM_MARGIN / 2:
        raise VerificationError(f"the odd figure is only {margin:.4f} from symmetric; it must be at least "
                                f"{need:.4f} (min_asymmetry and half its perturbation {moved:.4f})")
    relative = moved / float(g2.norms(odd.reshape(-1, 2)).max())
    if g2.near_threshold(relative, (SMALL_BELOW, LARGE_FROM), DIFFICULTY_MARGIN):
        raise VerificationError(f"relative perturbation {relative:.6f} within {DIFFICULTY_MARGIN} of a difficulty "
                                "bound")
    symmetric = [k2 for i, k2 in enumerate(kinds) if i != gold]
    expected = difficulty_rule(source_kind, relative, symmetric)
    if item.difficulty != expected:
        raise VerificationError(f"difficulty {item.difficulty!r}, rule gives {expected!r} "
                                f"(source {source_kind}, d = {relative:.3f})")
    boxes = params["layout"]["option_boxes"]
    for i, (opt, segs) in enumerate(zip(opts, figures, strict=True)):
        x0, y0, x1, y1 = drawing_area(boxes[i])
        px = np.array(opt["center"], dtype=float) + float(opt["scale"]) * segs.reshape(-1, 2)
        pad = float(opt["stroke_width"])
        if px[:, 0].min() < x0 + pad or px[:, 0].max() > x1 - pad or px[:, 1].min() < y0 + pad \
                or px[:, 1].max() > y1 - pad:
            raise VerificationError(f"option {LETTERS[i]}'s figure leaves its panel")
        if opt["colour"] not in PALETTE or opt["linecap"] not in LINECAPS:
            raise VerificationError(f"option {LETTERS[i]} has an unknown colour or line cap")


def _check_perturbation(how: str, new: np.ndarray, old: np.ndarray) -> None:
    """The recorded perturbation is what happened to the segment."""
    if how == "move":
        ok = np.allclose(new[1] - new[0], old[1] - old[0], atol=1e-6)
    elif how == "rotate":
        ok = np.allclose(new.mean(axis=0), old.mean(axis=0), atol=1e-6) and \
            abs(np.linalg.norm(new[1] - new[0]) - np.linalg.norm(old[1] - old[0])) < 1e-6
    elif how == "lengthen":
        same_end = min(np.linalg.norm(new[0] - old[0]), np.linalg.norm(new[1] - old[1])) < 1e-6
        u, v = new[1] - new[0], old[1] - old[0]
        ok = same_end and abs(u[0] * v[1] - u[1] * v[0]) < 1e-6 * max(1.0, float(np.linalg.norm(v)))
    else:
        raise VerificationError(f"unknown perturbation {how!r}")
    if not ok:
        raise VerificationError(f"segment change is not a {how!r}")


def signature(item: Item) -> str:
    """The four figures (segments rounded, sorted) and which one is odd; independent of panel order and nuisance."""
    return _signature(item.params)


@lru_cache(maxsize=64)  # the builder asks for it, and for the keys that contain it, once each per item
def _signature(params_json: str) -> str:
    params = json.loads(params_json)
    figures = sorted(
        [o["kind"] == "correct", sorted(sorted([[round(v, 3) + 0.0 for v in s[:2]], [round(v, 3) + 0.0 for v in s[2:]]])
                                        for s in o["segments"])]
        for o in params["options"]
    )
    return signature_hash(figures)


def figure_form(option: dict[str, Any]) -> list[Any]:
    """A figure's segments (rounded, each end-point pair and the list sorted): panel order and nuisance dropped."""
    return sorted(sorted([[round(v, 3) + 0.0 for v in s[:2]], [round(v, 3) + 0.0 for v in s[2:]]])
                  for s in option["segments"])


def protected_keys(item: Item) -> set[str]:
    """The memorisable object is the asymmetric (gold) figure."""
    gold = item.params_dict["options"][LETTERS.index(item.answer)]
    return {object_key("sym_figure", figure_form(gold)), f"{TASK}:{signature(item)}"}


def exposed_keys(item: Item) -> set[str]:
    """A train item shows four figures: none may be a test item's asymmetric figure."""
    return ({object_key("sym_figure", figure_form(o)) for o in item.params_dict["options"]}
            | {f"{TASK}:{signature(item)}"})

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
    description="Four figures of line segments; three have a mirror or rotational symmetry; choose the one "
                "with none.",
    prompts=Prompts(
        hint="Test each figure for a mirror axis (vertical, horizontal, diagonal) and for rotational symmetry; "
             "a single moved segment breaks symmetry.",
        operation="relation: detecting mirror and rotational symmetry",
        steps=(
            "For each figure, look for a mirror axis or a rotation that maps it onto itself.",
            "Check every segment under that mapping.",
            "Pick the figure with no symmetry.",
        ),
    ),
    human=HumanLevel(0.78, MINDS_EYE_HUMANS),
    published_seconds=0.3,  # the published generator, per item on the same kind of machine
)
