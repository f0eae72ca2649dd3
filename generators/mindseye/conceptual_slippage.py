"""Mind's Eye visual conceptual slippage: five panels obey one structural concept, each drawn with a different
surface; one panel violates it. Pick the violator.

Why the key is unique and the item carries no low-level tell:

* **Concepts are predicates over numbers.** Every panel is a list of elements (a glyph, centre, size, angle,
  mirror flag) and an optional container polygon, all in canvas pixels in `params`. Six concepts are
  computable from that geometry: equal `spacing` on a line, `alignment` (collinear centres), `numerosity`
  (as many elements as the container has sides), `enclosure` (exactly one element inside the container),
  mirror `symmetry` (an axis pairs the elements up) and `topology` (every element has exactly one hole,
  counted as the cycle rank of the glyph's stroke graph). `verify` evaluates all six on all six panels,
  requires the item's concept to fail on the gold panel only, and requires that no *other* concept singles
  out exactly one panel that is not the gold (such draws are rejected at generation).
* **Surface is nuisance.** The six panels of an item show six different surfaces (dots, rings, squares,
  triangles, letters, arrows; topology items use the four surfaces that have holed variants), six colours,
  sizes, stroke widths and rotations, all drawn per panel independently of which panel is the violator.
* **The violator is drawn by the followers' procedure.** Every panel draws its arrangement *and* a
  candidate violation; followers discard the violation (for graded concepts every panel's candidate must
  measure within the item's level, so no acceptance test conditions the violator alone).
  Violations keep the low-level statistics:
  spacing moves two interior elements along the line by ±d (same extent, count, ink and centroid);
  alignment moves two interior elements off the line by ±e (centroid kept, bounding box checked unchanged);
  symmetry moves two elements of different pairs by ±v (centroid kept, bounding box checked unchanged);
  topology swaps two one-hole glyphs for a zero-hole and a two-hole variant of the same surface whose extra
  and missing stroke lengths cancel (hole total, element count and ink kept); numerosity draws (elements,
  sides) so both marginals are uniform on 3..6 for followers and violator alike; enclosure places the
  container over 0 or 2 elements instead of 1 with the same container and element distributions.
* **Decision margin** (`params["decision_margin_px"]`, px at 1024): for spacing, alignment and symmetry the
  violator's deviation (max gap − min gap; an element's distance from the line; the mirror mismatch); for
  enclosure the smallest clearance between an element and any container outline (how clearly in or out); for
  numerosity and topology, whose decisive feature is a count rather than a displacement, the smallest element's
  diameter (the thing counted, or whose hole is counted). `verify` refuses an item under 8 px.
* **Positions are balanced.** `PanelTask` spreads the gold over all six panels equally (the published
  version never put it first or last).
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from mindbench.generators.common.canvas import LABEL_HEIGHT, Box, panels_only_layout
from mindbench.generators.common.holdout import object_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError, signature_hash
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.presentation import MINDS_EYE_HUMANS, HumanLevel, Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import RawDraws as Draws
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.svg_text import SvgScene
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions
from mindbench.generators.mindseye import geometry2d as g2

BENCH = "mindseye"
TASK = "conceptual_slippage"
DIMENSION = "relation"
N_OPTIONS = 6
PANEL = PanelTask(BENCH, TASK, DIMENSION, N_OPTIONS)
QUESTION = ("Five of the six panels follow the same rule, each drawn differently. "
            "Which panel breaks the rule?")
CONCEPTS = ("spacing", "alignment", "numerosity", "enclosure", "symmetry", "topology")
LEVEL_CONCEPTS = {
    "easy": ("enclosure", "topology"),
    "medium": ("numerosity", "spacing", "alignment", "symmetry"),
    "hard": ("spacing", "alignment", "symmetry"),
}
GRADED = ("spacing", "alignment", "symmetry")  # concepts whose violation has a size in pixels
SURFACES = ("dots", "rings", "squares", "triangles", "letters", "arrows")
HOLED_SURFACES = ("rings", "squares", "triangles", "letters")
PARAM_KEYS = {"concept", "panels", "options", "layout", "decision_margin_px"}
DECISION_MARGIN = ("spacing, alignment, symmetry: the violator's deviation (px at 1024); enclosure: the smallest "
                   "clearance of an element from a container outline; numerosity, topology: the smallest element's "
                   "diameter (what is counted)")
DECISION_MARGIN_FLOOR_PX = 8.0
MARGIN_HEADROOM_PX = 1.0  # generation keeps enclosure clearances this far above the floor
TOL = 1.5  # px: verify's tolerance for "equal", "on the line", "mirror image" (coordinates rounded to 0.01)
# px: a graded violation this close to its split or to min_violation is refused (generation redraws the panel,
# verify raises), so no difficulty rests on the last bits of a measured deviation: far above the arithmetic's
# rounding (~1e-12 px), far below the 0.01 px grid of the stored coordinates (a wider margin would redraw panels
# that the items of GENERATOR_VERSION 3 keep)
GRADED_MARGIN = 1e-6
PALETTE = ("#1f4e9c", "#b3261e", "#1b7a3d", "#7b3fa0", "#c25e00", "#0f6b73", "#3a3a3a", "#8a5a14")


# ----------------------------------------------------------------------------------------------------
# Configuration


@dataclass(frozen=True)
class Config:
    """Ranges of one item; lengths in canvas pixels (the panels are about 309 × 449 px of drawing area)."""

    scatter_n: tuple[int, int] = (4, 6)  # elements in enclosure / topology panels
    spacing_n: tuple[int, int] = (5, 7)
    alignment_n: tuple[int, int] = (4, 6)
    size: tuple[float, float] = (12.0, 17.0)  # element half-size
    small_size: tuple[float, float] = (9.0, 12.0)  # elements inside a numerosity container
    stroke: tuple[float, float] = (3.0, 4.5)
    clearance: float = 14.0  # min free space between two elements' extents
    numerosity_radius: tuple[float, float] = (100.0, 130.0)
    enclosure_radius: tuple[float, float] = (58.0, 78.0)
    # graded violations: (hard range, medium range) of the violation size in px; split = hard/medium boundary
    spacing_hard: tuple[float, float] = (16.0, 24.0)  # max gap − min gap
    spacing_medium: tuple[float, float] = (36.0, 48.0)
    spacing_split: float = 30.0
    alignment_hard: tuple[float, float] = (10.0, 15.0)  # distance of an element from the line
    alignment_medium: tuple[float, float] = (26.0, 34.0)
    alignment_split: float = 20.0
    symmetry_hard: tuple[float, float] = (12.0, 17.0)  # displacement of two elements
    symmetry_medium: tuple[float, float] = (30.0, 40.0)
    symmetry_split: float = 22.0
    min_violation: float = 8.0  # every graded violation is at least this many px (visible at 1024 px)
    tries: int = 80

    def __post_init__(self) -> None:
        for name in ("scatter_n", "spacing_n", "alignment_n"):
            lo, hi = getattr(self, name)
            low = 5 if name == "spacing_n" else 4
            if not low <= lo <= hi <= 7:
                raise ValueError(f"{name} must satisfy {low} <= lo <= hi <= 7, got {(lo, hi)}")
        for name in ("size", "small_size", "stroke", "numerosity_radius", "enclosure_radius", "spacing_hard",
                     "spacing_medium", "alignment_hard", "alignment_medium", "symmetry_hard", "symmetry_medium"):
            lo, hi = getattr(self, name)
            if not 0 < lo <= hi:
                raise ValueError(f"{name} must be a positive range lo <= hi, got {(lo, hi)}")
        if self.size[1] > 24 or self.small_size[1] > 16 or self.stroke[1] > 8:
            raise ValueError("size, small_size and stroke must stay small enough to fit the panels")
        if not 4.0 <= self.clearance <= 40.0:
            raise ValueError(f"clearance must lie in [4, 40], got {self.clearance}")
        if self.numerosity_radius[1] > 140 or self.enclosure_radius[1] > 110:
            raise ValueError("numerosity_radius / enclosure_radius too large for a panel")
        if self.min_violation < 2 * TOL + 4:
            raise ValueError(f"min_violation must be at least {2 * TOL + 4} px, got {self.min_violation}")
        for concept in GRADED:
            hard, medium, split = (getattr(self, f"{concept}_hard"), getattr(self, f"{concept}_medium"),
                                   getattr(self, f"{concept}_split"))
            if not self.min_violation <= hard[0] <= hard[1] < split <= medium[0]:
                raise ValueError(f"{concept}_hard / {concept}_split / {concept}_medium must be ordered "
                                 f"min_violation <= hard < split <= medium")
        if self.tries < 1:
            raise ValueError(f"tries must be positive, got {self.tries}")


DEFAULT_CONFIG = Config()


# ----------------------------------------------------------------------------------------------------
# Glyphs: unit-size drawings (y down). Primitive = ("circle", (cx, cy), r, filled) | ("poly", pts, closed, filled)


def _arc(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, n: int) -> list[tuple[float, float]]:
    return [(round(cx + rx * math.cos(math.radians(a)), 9), round(cy + ry * math.sin(math.radians(a)), 9))
            for a in np.linspace(a0, a1, n + 1)]


def _poly(pts: Sequence[tuple[float, float]], closed: bool = False, filled: bool = False) -> tuple:
    return ("poly", tuple((float(x), float(y)) for x, y in pts), closed, filled)


SQ = 0.85
TRI = ((0.0, -1.0), (0.866, 0.5), (-0.866, 0.5))
GLYPHS: dict[str, tuple[tuple, ...]] = {
    "disc": (("circle", (0.0, 0.0), 1.0, True),),
    "ring": (("circle", (0.0, 0.0), 1.0, False),),
    "ring_open": (_poly(_arc(0, 0, 1, 1, 57.3, 302.7, 20)),),  # gap of 2 radians = the bar's length
    "ring_bar": (("circle", (0.0, 0.0), 1.0, False), _poly([(-1, 0), (1, 0)])),
    "square": (_poly([(-SQ, -SQ), (SQ, -SQ), (SQ, SQ), (-SQ, SQ)], True, True),),
    "square_hollow": (_poly([(-SQ, -SQ), (SQ, -SQ), (SQ, SQ), (-SQ, SQ)], True),),
    "square_open": (_poly([(-SQ, -SQ), (-SQ, SQ), (SQ, SQ), (SQ, -SQ)]),),  # one side missing
    "square_bar": (_poly([(-SQ, -SQ), (SQ, -SQ), (SQ, SQ), (-SQ, SQ)], True), _poly([(-SQ, 0), (SQ, 0)])),
    "triangle": (_poly(TRI, True, True),),
    "triangle_hollow": (_poly(TRI, True),),
    "triangle_open": (_poly([(-0.433, 0.5), (-0.866, 0.5), (0.0, -1.0), (0.866, 0.5), (0.433, 0.5)]),),
    "triangle_bar": (_poly(TRI, True), _poly([(-0.433, -0.25), (0.433, -0.25)])),
    "arrow": (_poly([(-1, 0), (1, 0)]), _poly([(0.45, -0.5), (1, 0), (0.45, 0.5)])),
    # letters, drawn as strokes in x ∈ [-0.8, 0.8], y ∈ [-1, 1]
    "A": (_poly([(-0.7, 1), (-0.42, 0.2), (0, -1), (0.42, 0.2), (0.7, 1)]), _poly([(-0.42, 0.2), (0.42, 0.2)])),
    "D": (_poly([(-0.6, -1), *_arc(0, 0, 0.6, 1, -90, 90, 10), (-0.6, 1)], True),),
    "O": (_poly(_arc(0, 0, 0.6, 1, 0, 345, 23), True),),
    "P": (_poly([(-0.6, 1), (-0.6, -1), *_arc(0.1, -0.5, 0.5, 0.5, -90, 90, 8), (-0.6, 0)]),),
    "R": (_poly([(-0.6, 1), (-0.6, -1), *_arc(0.1, -0.5, 0.5, 0.5, -90, 90, 8), (-0.6, 0)]),
          _poly([(-0.1, 0), (0.6, 1)])),
    "B": (_poly([(-0.6, -1), (-0.6, 1)]), _poly([(-0.6, -1), *_arc(0.05, -0.5, 0.5, 0.5, -90, 90, 8), (-0.6, 0)]),
          _poly([(-0.6, 1), *_arc(0.1, 0.5, 0.5, 0.5, 90, -90, 8), (0.05, 0)])),
    "8": (_poly(_arc(0, -0.5, 0.42, 0.5, 90, 435, 23), True), _poly(_arc(0, 0.5, 0.58, 0.5, -90, 255, 23), True)),
    "C": (_poly(_arc(0, 0, 0.6, 1, 45, 315, 16)),),
    "U": (_poly([(-0.6, -1), *_arc(0, 0.4, 0.6, 0.6, 180, 0, 10), (0.6, -1)]),),
    "L": (_poly([(-0.6, -1), (-0.6, 1), (0.6, 1)]),),
    "F": (_poly([(0.6, -1), (-0.6, -1), (-0.6, 1)]), _poly([(-0.6, -0.05), (0.3, -0.05)])),
    "E": (_poly([(0.6, -1), (-0.6, -1), (-0.6, 1), (0.6, 1)]), _poly([(-0.6, 0), (0.35, 0)])),
    "H": (_poly([(-0.6, -1), (-0.6, 1)]), _poly([(0.6, -1), (0.6, 1)]), _poly([(-0.6, 0), (0.6, 0)])),
    "T": (_poly([(-0.7, -1), (0.7, -1)]), _poly([(0, -1), (0, 1)])),
    "N": (_poly([(-0.6, 1), (-0.6, -1), (0.6, 1), (0.6, -1)]),),
    "Z": (_poly([(-0.6, -1), (0.6, -1), (-0.6, 1), (0.6, 1)]),),
    "V": (_poly([(-0.7, -1), (0, 1), (0.7, -1)]),),
    "X": (_poly([(-0.6, -1), (0, 0), (0.6, 1)]), _poly([(0.6, -1), (0, 0), (-0.6, 1)])),
    "Y": (_poly([(-0.65, -1), (0, 0), (0.65, -1)]), _poly([(0, 0), (0, 1)])),
    "M": (_poly([(-0.7, 1), (-0.7, -1), (0, 0.3), (0.7, -1), (0.7, 1)]),),
    "W": (_poly([(-0.8, -1), (-0.4, 1), (0, -0.3), (0.4, 1), (0.8, -1)]),),
    "J": (_poly([(0.4, -1), (0.4, 0.5), *_arc(-0.1, 0.5, 0.5, 0.5, 0, 180, 8)]),),
}
# What generation draws from (declared); verify recomputes holes from the stroke graphs instead.
LETTERS_0 = ("C", "E", "F", "H", "J", "L", "M", "N", "T", "U", "V", "W", "X", "Y", "Z")
LETTERS_1 = ("A", "D", "O", "P", "R")
LETTERS_2 = ("B", "8")
LETTERS_SYM = ("H", "M", "T", "U", "V", "W", "X", "Y")  # mirror-symmetric about their own vertical axis
LETTER_GLYPHS = frozenset(LETTERS_0 + LETTERS_1 + LETTERS_2)
SURFACE_GLYPHS = {
    "dots": {"disc"}, "rings": {"ring", "ring_open", "ring_bar"},
    "squares": {"square", "square_hollow", "square_open", "square_bar"},
    "triangles": {"triangle", "triangle_hollow", "triangle_open", "triangle_bar"},
    "letters": set(LETTER_GLYPHS), "arrows": {"arrow"},
}
HOLED = {"rings": ("ring", "ring_open", "ring_bar"), "squares": ("square_hollow", "square_open", "square_bar"),
         "triangles": ("triangle_hollow", "triangle_open", "triangle_bar")}
SELF_AXIS = {"arrow": 0.0}  # angle of a glyph's own mirror axis in its frame; 90° (vertical) for the rest


def glyph_radius(name: str) -> float:
    """Largest distance of the glyph's ink from its centre (unit size)."""
    r = 0.0
    for prim in GLYPHS[name]:
        if prim[0] == "circle":
            r = max(r, math.hypot(*prim[1]) + prim[2])
        else:
            r = max(r, max(math.hypot(x, y) for x, y in prim[1]))
    return r


RADIUS = {name: glyph_radius(name) for name in GLYPHS}


@functools.lru_cache(maxsize=4096)
def glyph_frame(glyph: str, mirror: bool, size: float, angle: float) -> tuple[np.ndarray, ...]:
    """Per primitive of the glyph, its unit points (a circle: its centre) mirrored (x → −x) when `mirror`, scaled
    and rotated by `angle` degrees: an element's drawing before the move to its centre, shared by the elements of
    a panel that agree in glyph, mirror, size and angle."""
    a = math.radians(angle)
    c, s = math.cos(a), math.sin(a)
    rot = np.array([[c, -s], [s, c]])
    out = tuple(size * p @ rot.T for p in glyph_points(glyph, mirror))
    for p in out:
        p.setflags(write=False)  # shared between calls
    return out


@functools.lru_cache(maxsize=4096)
def glyph_frame_xy(glyph: str, mirror: bool, size: float, angle: float
                   ) -> tuple[tuple[tuple[float, ...], tuple[float, ...]], ...]:
    """`glyph_frame` as plain floats, per primitive its x and its y coordinates: an element's drawing is these plus
    its centre, coordinate by coordinate (the floats `glyph_frame(...) + centre` holds)."""
    return tuple((tuple(p[:, 0].tolist()), tuple(p[:, 1].tolist())) for p in glyph_frame(glyph, mirror, size, angle))


@functools.cache
def glyph_points(glyph: str, mirror: bool) -> tuple[np.ndarray, ...]:
    """Per primitive of the glyph, its unit points (a circle: its centre) as an (n, 2) array, mirrored (x → −x)
    when `mirror`: what `glyph_frame` scales and rotates, made once per glyph."""
    out = []
    for prim in GLYPHS[glyph]:
        p = np.asarray([prim[1]] if prim[0] == "circle" else prim[1], dtype=float).reshape(-1, 2)
        p = p * np.array([-1.0, 1.0]) if mirror else p
        p.setflags(write=False)  # shared by every element of the glyph
        out.append(p)
    return tuple(out)


# ----------------------------------------------------------------------------------------------------
# Generation helpers


def drawing_area(box: Sequence[float]) -> Box:
    """The area canvas.option_panel leaves for drawing (inside the frame, above the letter label)."""
    x0, y0, x1, y1 = box
    return (x0 + 6, y0 + 6, x1 - 6, y1 - LABEL_HEIGHT)


def element(glyph: str, x: float, y: float, size: float, angle: float = 0.0, mirror: bool = False) -> dict:
    return {"glyph": glyph, "x": float(x), "y": float(y), "size": float(size), "angle": float(angle) % 360.0,
            "mirror": bool(mirror)}


def rounded(el: dict[str, Any]) -> dict[str, Any]:
    return {**el, "x": round(el["x"], 2), "y": round(el["y"], 2), "size": round(el["size"], 2),
            "angle": round(el["angle"], 3)}


def extent(el: dict[str, Any]) -> float:
    return el["size"] * RADIUS[el["glyph"]]


def fits(pts: np.ndarray, ext: np.ndarray, area: Box, margin: float = 4.0) -> bool:
    x0, y0, x1, y1 = area
    return bool(((pts[:, 0] - ext >= x0 + margin) & (pts[:, 0] + ext <= x1 - margin)
                 & (pts[:, 1] - ext >= y0 + margin) & (pts[:, 1] + ext <= y1 - margin)).all())


def clear(pts: np.ndarray, ext: np.ndarray, gap: float) -> bool:
    if len(pts) < 2:
        return True
    d = g2.norms(pts[:, None] - pts[None])
    need = ext[:, None] + ext[None] + gap
    np.fill_diagonal(d, np.inf)
    return bool((d >= need).all())


def fits_all(pts: Sequence[tuple[float, float]], ext: float, area: Box, margin: float = 4.0) -> bool:
    """`fits` of centres `pts` that share one extent, on plain floats (the same comparisons of the same floats)."""
    x0, y0, x1, y1 = area
    lo_x, hi_x, lo_y, hi_y = x0 + margin, x1 - margin, y0 + margin, y1 - margin
    return all(px - ext >= lo_x and px + ext <= hi_x and py - ext >= lo_y and py + ext <= hi_y for px, py in pts)


def apart(pts: Sequence[tuple[float, float]], need: float) -> bool:
    """`clear` of centres `pts` that share one extent (need = ext + ext + gap), on plain floats: every two centres
    at least `need` apart, each length the root of dx² + dy² as `g2.norms` takes it (the same float both ways
    round: the differences only change sign)."""
    for k, (px, py) in enumerate(pts):
        for qx, qy in pts[k + 1:]:
            dx, dy = px - qx, py - qy
            if not math.sqrt(dx * dx + dy * dy) >= need:
                return False
    return True


def disc_bbox(pts: Sequence[tuple[float, float]], exts: Sequence[float]) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of discs at `pts` with radii `exts`, in plain floats (a few discs: no arrays needed)."""
    discs = list(zip(pts, exts, strict=True))
    return (min([p[0] - r for p, r in discs]), min([p[1] - r for p, r in discs]),
            max([p[0] + r for p, r in discs]), max([p[1] + r for p, r in discs]))


def ink_bbox(els: Sequence[dict[str, Any]]) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of the elements' ink discs."""
    return disc_bbox([(e["x"], e["y"]) for e in els], [extent(e) for e in els])


def bbox_shift(a: Sequence[float], b: Sequence[float]) -> float:
    """The largest move of a side between two bounding boxes."""
    return max(abs(p - q) for p, q in zip(a, b, strict=True))


@dataclass
class Look:
    """A panel's surface nuisance."""

    surface: str
    colour: str
    stroke: float
    size: float
    angle: float
    filled: bool  # squares / triangles: filled or outline


def surface_glyphs(look: Look, n: int, rng: np.random.Generator, holed: bool = False) -> list[str]:
    """n glyphs of the panel's surface (holed: every glyph has exactly one hole)."""
    s = look.surface
    if s == "letters":
        pool = LETTERS_1 if holed else LETTERS_0
        return [str(g) for g in rng.choice(pool, size=n, replace=n > len(pool))]
    if holed:
        return [HOLED[s][0]] * n
    base = {"dots": "disc", "rings": "ring", "arrows": "arrow"}.get(s)
    if base is None:
        base = s[:-1] if look.filled else s[:-1] + "_hollow"
    return [base] * n


def glyph_angle(glyph: str, look: Look) -> float:
    if glyph in LETTER_GLYPHS:
        return look.angle % 50 - 25  # letters stay readable: within ±25° of upright
    return look.angle


NORM_GUARD = 1e-9  # px: far above the ~1e-13 px by which a plain-float length may differ from np.linalg.norm's


def clear_of(p: Sequence[float], ext: float, placed: Sequence[Sequence[float]], exts: Sequence[float],
             gap: float) -> bool:
    """`all(np.linalg.norm(p - q) >= ext + e2 + gap for q, e2 in zip(placed, exts))` on plain floats: each length
    as the root of dx² + dy², which may round an ulp from np.linalg.norm's (its BLAS dot may fuse a multiply-add);
    a length within NORM_GUARD of its bound is taken by np.linalg.norm itself, so every verdict is that one's."""
    px, py = p[0], p[1]
    for (qx, qy), e2 in zip(placed, exts, strict=False):
        need = ext + e2 + gap
        dx, dy = px - qx, py - qy
        d = math.sqrt(dx * dx + dy * dy)
        if abs(d - need) <= NORM_GUARD:
            d = float(np.linalg.norm(np.array([px, py]) - np.array([qx, qy])))
        if not d >= need:
            return False
    return True


def scatter(area: Box, exts: Sequence[float], rng: np.random.Generator | Draws, gap: float, tries: int,
            avoid: Any = None) -> np.ndarray | None:
    """Positions for elements of the given extents, pairwise clear (`clear_of`); `avoid(p, ext)` rejects positions.
    Each try draws a point uniform in the area less ext + 5 on every side (x first, then y) from `rng`, a Generator
    or a `Draws` (the same floats)."""
    x0, y0, x1, y1 = area
    pts: list[tuple[float, float]] = []
    for ext in exts:
        m = ext + 5
        lo_x, hi_x, lo_y, hi_y = x0 + m, x1 - m, y0 + m, y1 - m
        for _ in range(tries):
            p = (rng.uniform(lo_x, hi_x), rng.uniform(lo_y, hi_y))
            if avoid is not None and not avoid(p, ext):
                continue
            if clear_of(p, ext, pts, exts, gap):
                pts.append(p)
                break
        else:
            return None
    return np.array(pts)


# ----------------------------------------------------------------------------------------------------
# One panel per concept. Each returns (elements, container[, candidate violation]) or None when the draw fails.
# The graded makers (spacing, alignment, symmetry) also return their candidate violation, which every panel
# draws and the generator measures for every panel alike (`graded_ok`).


def make_line(look: Look, area: Box, rng: np.random.Generator, cfg: Config, violate: bool, level: str,
              concept: str) -> tuple[list[dict], None, list[dict]] | None:
    spacing = concept == "spacing"
    lo, hi = cfg.spacing_n if spacing else cfg.alignment_n
    n = int(rng.integers(lo, hi + 1))
    glyphs = surface_glyphs(look, n, rng)
    size = look.size
    ext = size * max(RADIUS[g] for g in glyphs)
    phi = rng.uniform(0, 180) if spacing else rng.uniform(25, 65) + (90 if rng.random() < 0.5 else 0)
    u = np.array([math.cos(math.radians(phi)), math.sin(math.radians(phi))])
    normal = np.array([-u[1], u[0]])
    x0, y0, x1, y1 = area
    room = min((x1 - x0 - 2 * ext - 12) / max(abs(u[0]), 1e-9), (y1 - y0 - 2 * ext - 12) / max(abs(u[1]), 1e-9))
    rng_key = f"{concept}_{'hard' if level == 'hard' else 'medium'}"
    vlo, vhi = getattr(cfg, rng_key)
    amount = rng.uniform(vlo, vhi)
    min_gap = 2 * ext + cfg.clearance
    if spacing:
        d = amount / 2
        gmax = room / (n - 1)
        if gmax < min_gap + d:
            return None
        g = rng.uniform(min_gap + d, min(gmax, min_gap + d + 40))
        t = (np.arange(n) - (n - 1) / 2) * g
        # a mirror-symmetric pair of interior elements moves in or out: the row stays as symmetric as the
        # followers' rows, so mirror symmetry never singles out a panel of a spacing item
        j = int(rng.integers(1, (n - 3) // 2 + 1))
        sign = 1.0 if rng.random() < 0.5 else -1.0
        shift = np.zeros(n)
        shift[j], shift[n - 1 - j] = sign * d, -sign * d
        offsets = np.zeros(n)
    else:
        length = rng.uniform(0.7, 1.0) * room
        gaps = rng.uniform(0.55, 1.45, n - 1)
        gaps = gaps / gaps.sum() * length
        if gaps.min() < min_gap + 4 or np.ptp(gaps) < 8:
            return None
        t = np.concatenate([[0.0], np.cumsum(gaps)]) - length / 2
        j, k = rng.choice(np.arange(1, n - 1), size=2, replace=False)
        offsets = np.zeros(n)
        offsets[j], offsets[k] = amount, -amount
        shift = np.zeros(n)
    span = t[-1] - t[0]
    centre_room = np.array([x1 - x0, y1 - y0]) - np.abs(u) * span - 2 * ext - 12
    if (centre_room < 0).any():
        return None
    centre = np.array([(x0 + x1) / 2, (y0 + y1) / 2]) + (rng.random(2) - 0.5) * centre_room
    # plain floats after the last draw: centre + t·u and centre + (t + shift)·u + offset·normal, the same
    # elementwise operations in the same order as on the arrays
    cx, cy = centre.tolist()
    ux, uy = u.tolist()
    nx, ny = normal.tolist()
    base = [(cx + s * ux, cy + s * uy) for s in t.tolist()]
    moved = [(cx + s * ux + o * nx, cy + s * uy + o * ny)
             for s, o in zip((t + shift).tolist(), offsets.tolist(), strict=True)]
    if not (fits_all(moved, ext, area) and fits_all(base, ext, area) and apart(moved, ext + ext + cfg.clearance)):
        return None
    exts = [size * RADIUS[gl] for gl in glyphs]  # each element's `extent`
    if bbox_shift(disc_bbox(base, exts), disc_bbox(moved, exts)) > 0.5:  # `ink_bbox` of either row
        return None
    angle = look.angle
    els0 = [element(gl, *p, size, glyph_angle(gl, look) if gl != "arrow" else angle) for gl, p in zip(glyphs, base,
                                                                                                        strict=True)]
    els1 = [element(gl, *p, size, e["angle"]) for gl, p, e in zip(glyphs, moved, els0, strict=True)]
    return (els1 if violate else els0), None, els1


def make_symmetry(look: Look, area: Box, rng: np.random.Generator, cfg: Config, violate: bool,
                  level: str) -> tuple[list[dict], None, list[dict]] | None:
    phi = float(rng.choice([90.0, 90.0, 90.0, 90.0, 0.0, 0.0, 0.0, 45.0, 135.0]))
    x0, y0, x1, y1 = area
    c = np.array([(x0 + x1) / 2, (y0 + y1) / 2]) + (rng.random(2) - 0.5) * np.array([x1 - x0, y1 - y0]) * 0.25
    pairs = int(rng.integers(2, 4))
    on_axis = int(rng.integers(0, 3)) if pairs == 2 else int(rng.integers(0, 2))
    size = look.size
    base_glyphs = surface_glyphs(look, pairs, rng)
    if look.surface == "letters":
        axis_glyphs = [str(g) for g in rng.choice(LETTERS_SYM, size=on_axis, replace=False)]
    else:
        axis_glyphs = surface_glyphs(look, on_axis, rng)
    ext = size * max(RADIUS[g] for g in base_glyphs + axis_glyphs)
    # plain floats from here on: the same values as the array entries, at Python's (faster) scalar arithmetic
    cx, cy = float(c[0]), float(c[1])
    with Draws(rng) as draws:  # the draws up to the permutation, from the generator's raw outputs
        placed = _symmetric_placement(draws, look, area, cfg, level, (cx, cy, phi), pairs, base_glyphs,
                                      axis_glyphs, ext)
    if placed is None:
        return None
    els, pts, moved = placed
    els1 = [dict(e, x=float(p[0]), y=float(p[1])) for e, p in zip(els, moved, strict=True)]
    if not fits_all(pts, ext, area):
        return None
    order = rng.permutation(len(els))
    chosen = els1 if violate else els
    return [chosen[int(i)] for i in order], None, els1


def _symmetric_placement(draws: Draws, look: Look, area: Box, cfg: Config, level: str,
                         axis: tuple[float, float, float], pairs: int, base_glyphs: Sequence[str],
                         axis_glyphs: Sequence[str], ext: float
                         ) -> tuple[list[dict], list[tuple[float, float]], list[tuple[float, float]]] | None:
    """`make_symmetry`'s placements, drawn from `draws`: the mirrored pairs about the axis (its centre x, y and
    angle phi in degrees), the elements on the axis, then the candidate violation (two elements of different pairs
    moved by ±v, the panel's bounding box kept). Returns (elements, their centres, the moved centres), or None when
    a placement or the violation finds no room."""
    cx, cy, phi = axis
    x0, y0, x1, y1 = area
    size = look.size
    ux, uy = math.cos(math.radians(phi)), math.sin(math.radians(phi))
    els: list[dict] = []
    pts: list[tuple[float, float]] = []
    m = ext + 4
    need = 2 * ext + cfg.clearance
    a2 = math.radians(2 * phi)
    c2, s2 = math.cos(a2), math.sin(a2)
    lo_x, hi_x, lo_y, hi_y, need2 = x0 + m, x1 - m, y0 + m, y1 - m, need * need
    pair_room = (need + 6) ** 2

    def free(px: float, py: float, among: Sequence[tuple[float, float]]) -> bool:
        """(px, py) inside the margins (taken once) and `need` away from every point of `among`."""
        return lo_x <= px <= hi_x and lo_y <= py <= hi_y and all(
            (px - qx) ** 2 + (py - qy) ** 2 >= need2 for qx, qy in among)

    for gl in base_glyphs:
        for _ in range(cfg.tries):
            px, py = draws.uniform(lo_x, hi_x), draws.uniform(lo_y, hi_y)
            dx, dy = px - cx, py - cy
            qx, qy = cx + c2 * dx + s2 * dy, cy + s2 * dx - c2 * dy
            if (px - qx) ** 2 + (py - qy) ** 2 >= pair_room and free(px, py, pts) and free(qx, qy, pts):
                break
        else:
            return None
        ang = glyph_angle(gl, look)
        pts += [(px, py), (qx, qy)]
        els += [element(gl, px, py, size, ang, False), element(gl, qx, qy, size, 2 * phi - ang + 180, True)]
    for gl in axis_glyphs:
        for _ in range(cfg.tries):
            t = draws.uniform(-250, 250)
            px, py = cx + ux * t, cy + uy * t
            if free(px, py, pts):
                break
        else:
            return None
        own = SELF_AXIS.get(gl, 90.0)
        pts.append((px, py))
        els.append(element(gl, px, py, size, phi - own + 180 * draws.integers(2), False))
    # the candidate violation: two elements of different pairs move by ±v
    vlo, vhi = cfg.symmetry_hard if level == "hard" else cfg.symmetry_medium
    v = draws.uniform(vlo, vhi)
    exts = [extent(e) for e in els]
    # each disc's sides (x − r, y − r, x + r, y + r); box0 = `ink_bbox(els)`, their extremes
    sides = [(p[0] - r, p[1] - r, p[0] + r, p[1] + r) for p, r in zip(pts, exts, strict=True)]
    box0 = (min([q[0] for q in sides]), min([q[1] for q in sides]), max([q[2] for q in sides]),
            max([q[3] for q in sides]))
    rest: dict[tuple[int, int], tuple[tuple[float, ...], list[tuple[float, float]]]] = {}
    for _ in range(20):
        a_pair, b_pair = choose_two(draws, pairs)
        a, b = 2 * a_pair + draws.integers(2), 2 * b_pair + draws.integers(2)
        ang = draws.uniform(0, 2 * math.pi)
        dx, dy = v * math.cos(ang), v * math.sin(ang)
        pa, pb = (pts[a][0] + dx, pts[a][1] + dy), (pts[b][0] - dx, pts[b][1] - dy)
        if (a, b) not in rest:  # the unmoved discs' box and centres
            kept = [q for k, q in enumerate(sides) if k != a and k != b]
            rest[a, b] = ((min([q[0] for q in kept]), min([q[1] for q in kept]), max([q[2] for q in kept]),
                           max([q[3] for q in kept])), [q for k, q in enumerate(pts) if k != a and k != b])
        (k0, k1, k2, k3), others = rest[a, b]
        ra, rb = exts[a], exts[b]
        # the moved discs' box (`disc_bbox`: the same sides, another order) moves no side by more than 0.5
        if (abs(box0[0] - min(k0, pa[0] - ra, pb[0] - rb)) > 0.5 or abs(box0[1] - min(k1, pa[1] - ra, pb[1] - rb)) > 0.5
                or abs(box0[2] - max(k2, pa[0] + ra, pb[0] + rb)) > 0.5
                or abs(box0[3] - max(k3, pa[1] + ra, pb[1] + rb)) > 0.5):
            continue
        if free(*pa, [*others, pb]) and free(*pb, [*others, pa]):
            moved = list(pts)
            moved[a], moved[b] = pa, pb
            return els, pts, moved
    return None


def choose_two(rng: np.random.Generator, pop: int) -> tuple[int, int]:
    """`rng.choice(pop, size=2, replace=False)` as ints, by the draws that call makes for a small population
    (Floyd's sampling: a bounded draw in [0, pop − 2], then one in [0, pop − 1] that becomes pop − 1 when it
    repeats the first; then the shuffle's bounded draw in [0, 1] swapping the two when 0), each a scalar
    `rng.integers` (the same bounded draw): the same pair and the same generator state after, at a third of the
    call's overhead. `tests/test_conceptual_slippage.py` holds it to `rng.choice` (values and state)."""
    first = int(rng.integers(pop - 1))
    second = int(rng.integers(pop))
    if second == first:
        second = pop - 1
    return (first, second) if int(rng.integers(2)) else (second, first)


def polygon_vertices(cont: dict[str, Any]) -> np.ndarray:
    k = cont["sides"]
    a = np.radians(cont["angle"] + 360.0 * np.arange(k) / k)
    out = np.empty((k, 2))
    out[:, 0], out[:, 1] = cont["x"] + cont["r"] * np.cos(a), cont["y"] + cont["r"] * np.sin(a)
    return out


def inner_radius(cont: dict[str, Any]) -> float:
    return cont["r"] * (math.cos(math.pi / cont["sides"]) if cont["sides"] else 1.0)


def make_numerosity(look: Look, area: Box, rng: np.random.Generator, cfg: Config, violate: bool,
                    level: str) -> tuple[list[dict], dict] | None:
    if violate:  # (elements, sides) uniform over unequal pairs: both marginals stay uniform on 3..6
        n, sides = (int(v) for v in rng.choice([(a, b) for a in range(3, 7) for b in range(3, 7) if a != b]))
    else:
        n = sides = int(rng.integers(3, 7))
    r = rng.uniform(*cfg.numerosity_radius)
    x0, y0, x1, y1 = area
    if x1 - x0 < 2 * r + 12 or y1 - y0 < 2 * r + 12:
        return None
    cx, cy = rng.uniform(x0 + r + 6, x1 - r - 6), rng.uniform(y0 + r + 6, y1 - r - 6)
    cont = {"sides": sides, "x": float(cx), "y": float(cy), "r": float(r), "angle": float(rng.uniform(0, 360))}
    size = rng.uniform(*cfg.small_size)
    glyphs = surface_glyphs(look, n, rng)
    exts = [size * RADIUS[g] for g in glyphs]
    r_in = inner_radius(cont)

    def inside(p: Sequence[float], ext: float) -> bool:
        return math.hypot(p[0] - cx, p[1] - cy) + ext + 10 <= r_in

    with Draws(rng) as draws:
        pts = scatter((cx - r_in, cy - r_in, cx + r_in, cy + r_in), exts, draws, cfg.clearance * 0.8, cfg.tries,
                      inside)
    if pts is None:
        return None
    return [element(g, *p, size, glyph_angle(g, look)) for g, p in zip(glyphs, pts, strict=True)], cont


def make_enclosure(look: Look, area: Box, rng: np.random.Generator, cfg: Config, violate: bool,
                   level: str) -> tuple[list[dict], dict] | None:
    n = int(rng.integers(cfg.scatter_n[0], cfg.scatter_n[1] + 1))
    k_in = int(rng.choice([0, 2])) if violate else 1
    sides = int(rng.choice([s for s in (0, 3, 4, 5, 6) if s != n]))
    r = rng.uniform(*cfg.enclosure_radius)
    x0, y0, x1, y1 = area
    cx, cy = rng.uniform(x0 + r + 6, x1 - r - 6), rng.uniform(y0 + r + 6, y1 - r - 6)
    cont = {"sides": sides, "x": float(cx), "y": float(cy), "r": float(r), "angle": float(rng.uniform(0, 360))}
    glyphs = surface_glyphs(look, n, rng)
    size = look.size
    exts = [size * RADIUS[g] for g in glyphs]
    r_in = inner_radius(cont)

    def inside(p: Sequence[float], ext: float) -> bool:
        return math.hypot(p[0] - cx, p[1] - cy) + ext + DECISION_MARGIN_FLOOR_PX + MARGIN_HEADROOM_PX <= r_in

    def outside(p: Sequence[float], ext: float) -> bool:
        return math.hypot(p[0] - cx, p[1] - cy) - ext - DECISION_MARGIN_FLOOR_PX - MARGIN_HEADROOM_PX >= r

    with Draws(rng) as draws:  # both scatters' draws
        pin = scatter((cx - r_in, cy - r_in, cx + r_in, cy + r_in), exts[:k_in], draws, cfg.clearance * 0.6,
                      cfg.tries, inside) if k_in else np.zeros((0, 2))
        if pin is None:
            return None
        pts = pin.tolist()

        def outside_clear(p: Sequence[float], ext: float) -> bool:
            return outside(p, ext) and clear_of(p, ext, pts, exts, cfg.clearance)

        pout = scatter(area, exts[k_in:], draws, cfg.clearance, cfg.tries, outside_clear)
    if pout is None:
        return None
    allp = np.concatenate([pin.reshape(-1, 2), pout])
    order = rng.permutation(n)
    return [element(glyphs[int(i)], *allp[int(i)], size, glyph_angle(glyphs[int(i)], look)) for i in order], cont


def make_topology(look: Look, area: Box, rng: np.random.Generator, cfg: Config, violate: bool,
                  level: str) -> tuple[list[dict], None] | None:
    n = int(rng.integers(cfg.scatter_n[0], cfg.scatter_n[1] + 1))
    glyphs = surface_glyphs(look, n, rng, holed=True)
    a, b = (int(i) for i in rng.choice(n, size=2, replace=False))
    if look.surface == "letters":
        swaps = (str(rng.choice(("C", "U"))), str(rng.choice(LETTERS_2)))
    else:
        swaps = (HOLED[look.surface][1], HOLED[look.surface][2])
    if violate:
        glyphs[a], glyphs[b] = swaps
    size = look.size
    ext = size * max(max(RADIUS[g] for g in glyphs), RADIUS[swaps[0]], RADIUS[swaps[1]])
    with Draws(rng) as draws:
        pts = scatter(area, [ext] * n, draws, cfg.clearance, cfg.tries)
    if pts is None:
        return None
    return [element(g, *p, size, glyph_angle(g, look)) for g, p in zip(glyphs, pts, strict=True)], None


MAKERS = {"spacing": make_line, "alignment": make_line, "symmetry": make_symmetry, "numerosity": make_numerosity,
          "enclosure": make_enclosure, "topology": make_topology}


def draw_looks(concept: str, rng: np.random.Generator, cfg: Config) -> list[Look]:
    """Six panel looks: distinct surfaces (topology: the four holed surfaces, two repeated) and colours."""
    if concept == "topology":
        surfaces = list(HOLED_SURFACES) + [str(s) for s in rng.choice(HOLED_SURFACES, size=2, replace=False)]
        surfaces = [surfaces[int(i)] for i in rng.permutation(6)]
    else:
        surfaces = [SURFACES[int(i)] for i in rng.permutation(6)]
    colours = [PALETTE[int(i)] for i in rng.permutation(len(PALETTE))[:6]]
    # squares / triangles hollow or filled; never exactly one surface with one hole each (rings always have one)
    fills = [(True, False), (False, True), (False, False)][int(rng.integers(3))]
    looks = []
    for s, col in zip(surfaces, colours, strict=True):
        filled = fills[0] if s == "squares" else fills[1] if s == "triangles" else False
        looks.append(Look(s, col, float(rng.uniform(*cfg.stroke)), float(rng.uniform(*cfg.size)),
                          float(rng.uniform(0, 360)), filled))
    return looks


def graded_ok(concept: str, violated: list[dict], difficulty: str, cfg: Config) -> bool:
    """Every panel's candidate violation (used or not) must measure as a violation of the item's level, so the
    acceptance condition is the same for the violator and the followers."""
    if concept == "symmetry":
        deviation = mirror_defect([rounded(e) for e in violated])
    else:  # the stored (rounded) centres
        xs, ys = [round(e["x"], 2) for e in violated], [round(e["y"], 2) for e in violated]
        deviation = plain_line_facts(xs, ys)[concept == "spacing"]
    if graded_on_knife_edge(concept, deviation, cfg):
        return False
    return deviation >= cfg.min_violation and expected_difficulty(concept, deviation, cfg) == difficulty


def graded_on_knife_edge(concept: str, deviation: float, cfg: Config) -> bool:
    """Whether a graded deviation lies within GRADED_MARGIN of min_violation or of its concept's split."""
    return g2.near_threshold(deviation, (cfg.min_violation, getattr(cfg, f"{concept}_split")), GRADED_MARGIN)


def concept_for(difficulty: str, rng: np.random.Generator) -> str:
    options = LEVEL_CONCEPTS[difficulty]
    return options[int(rng.integers(len(options)))]


# ----------------------------------------------------------------------------------------------------
# Generation


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             config: Config = DEFAULT_CONFIG) -> Item:
    """Item `index`: a concept of the index's difficulty, six looks, five followers and one violator."""
    seed = item_seed(BENCH, TASK, split, base_seed, index, attempt)
    rng = item_rng(seed)
    difficulty = PANEL.difficulty(index)
    concept = concept_for(difficulty, rng)
    slot = PANEL.gold_slot(split, base_seed, index)
    layout = panels_only_layout(N_OPTIONS, cols=3)
    looks = draw_looks(concept, rng, config)
    panels = []
    for i, (look, box) in enumerate(zip(looks, layout.option_boxes, strict=True)):
        area = drawing_area(box)
        for _ in range(config.tries):
            made = MAKERS[concept](look, area, rng, config, i == slot, difficulty, *(
                (concept,) if concept in ("spacing", "alignment") else ()))
            if made is not None and (concept not in GRADED or graded_ok(concept, made[2], difficulty, config)):
                break
        else:
            raise RejectDraw(f"no {concept} arrangement fits panel {LETTERS[i]}")
        els, cont = made[0], made[1]
        panels.append({
            "surface": look.surface, "colour": look.colour, "stroke": round(look.stroke, 2),
            "elements": [rounded(e) for e in els],
            "container": None if cont is None else {k: (round(v, 3) if isinstance(v, float) else v)
                                                    for k, v in cont.items()},
        })
    kinds = ["correct" if i == slot else p["surface"] for i, p in enumerate(panels)]
    params = {"concept": concept, "panels": panels,
              "options": [{"kind": k, "panel": i} for i, k in enumerate(kinds)], "layout": layout.as_params()}
    try:
        margin = check_puzzle(params, slot, difficulty, config)
    except VerificationError as err:
        raise RejectDraw(str(err)) from err
    params["decision_margin_px"] = round(margin, 2)
    svg = render(params)
    return PANEL.finish(split=split, index=index, seed=seed, svg=svg, question=QUESTION, slot=slot,
                        difficulty=difficulty, option_kinds=kinds, params=params)


# ----------------------------------------------------------------------------------------------------
# Rendering


def _pts(pts: np.ndarray) -> str:
    """The points (n, 2) as "x,y" pairs at 0.01, space-separated: one %-format over all coordinates ("%.2f" writes
    a float as f"{x:.2f}" does)."""
    flat = pts.ravel().tolist()
    return ("%.2f,%.2f " * (len(flat) // 2) % tuple(flat))[:-1]


@functools.lru_cache(maxsize=16)
def frames_svg(boxes: tuple[tuple[tuple[type, float], ...], ...]) -> str:
    """The SVG of the framed, lettered panels (canvas.option_panel) at these boxes, each coordinate given with its
    type (an int and a float of one value are written differently), up to the closing tag: the same text for
    every item of a layout, written once (`SvgScene`: the text svgwrite's `Canvas.to_svg` writes)."""
    canvas = SvgScene()
    for i, box in enumerate(boxes):
        canvas.option_panel(tuple(v for _, v in box), i)
    svg = canvas.to_svg()
    return svg[: svg.rindex("</svg>")]


def render(params: dict[str, Any]) -> str:
    """The six framed panels (`frames_svg`) with their elements and containers as plain SVG shapes."""
    boxes = params["layout"]["option_boxes"]
    shapes: list[str] = [frames_svg(tuple(tuple((type(v), v) for v in box) for box in boxes))]
    for panel in params["panels"]:
        col, w = panel["colour"], panel["stroke"]
        style = f'stroke="{col}" stroke-width="{w}" stroke-linejoin="round" stroke-linecap="round"'
        cont = panel["container"]
        if cont is not None:
            if cont["sides"]:
                shapes.append(f'<polygon points="{_pts(polygon_vertices(cont))}" fill="none" {style}/>')
            else:
                shapes.append(f'<circle cx="{cont["x"]}" cy="{cont["y"]}" r="{cont["r"]}" fill="none" {style}/>')
        for el in panel["elements"]:
            ex, ey = el["x"], el["y"]
            frame = glyph_frame_xy(el["glyph"], bool(el["mirror"]), el["size"], el["angle"])
            for prim, (xs, ys) in zip(GLYPHS[el["glyph"]], frame, strict=True):
                fill = col if prim[3] else "none"
                if prim[0] == "circle":
                    shapes.append(f'<circle cx="{xs[0] + ex:.2f}" cy="{ys[0] + ey:.2f}" r="{prim[2] * el["size"]:.2f}" '
                                  f'fill="{fill}" {style}/>')
                else:
                    tag = "polygon" if prim[2] else "polyline"
                    world = tuple(v for x, y in zip(xs, ys, strict=True) for v in (x + ex, y + ey))
                    shapes.append(f'<{tag} points="{("%.2f,%.2f " * len(xs) % world)[:-1]}" fill="{fill}" {style}/>')
    shapes.append("</svg>")
    return "".join(shapes)


# ----------------------------------------------------------------------------------------------------
# Verification: every concept re-evaluated from the numbers in params


def stroke_graph_holes(name: str) -> int:
    """Holes of a glyph = cycle rank of its stroke graph (E − V + components) minus filled faces.

    Circles become 24-gons; a vertex lying inside another stroke's segment splits that segment (T-junction)."""
    polylines: list[list[tuple[float, float]]] = []
    filled = 0
    for prim in GLYPHS[name]:
        if prim[0] == "circle":
            (cx, cy), r = prim[1], prim[2]
            ring = [(cx + r * math.cos(k * math.pi / 12), cy + r * math.sin(k * math.pi / 12)) for k in range(24)]
            polylines.append(ring + ring[:1])
            filled += int(prim[3])
        else:
            pts = list(prim[1])
            polylines.append(pts + pts[:1] if prim[2] else pts)
            filled += int(prim[3])
    key = {}

    def vid(p: tuple[float, float]) -> int:
        return key.setdefault((round(p[0], 6) + 0.0, round(p[1], 6) + 0.0), len(key))

    segs = [(a, b) for line in polylines for a, b in zip(line, line[1:], strict=False)]
    points = {p for s in segs for p in s}
    edges: set[tuple[int, int]] = set()
    for a, b in segs:
        ax, ay = a
        dx, dy = b[0] - ax, b[1] - ay
        ll = dx * dx + dy * dy
        if ll < 1e-12:
            continue
        cuts = [0.0, 1.0]
        for p in points:
            t = ((p[0] - ax) * dx + (p[1] - ay) * dy) / ll
            if 1e-9 < t < 1 - 1e-9 and abs((p[0] - ax) * dy - (p[1] - ay) * dx) / math.sqrt(ll) < 1e-7:
                cuts.append(t)
        cuts.sort()
        chain = [vid((ax + t * dx, ay + t * dy)) for t in cuts]
        edges.update((min(u, v), max(u, v)) for u, v in zip(chain, chain[1:], strict=False) if u != v)
    parent = list(range(len(key)))

    def find(u: int) -> int:
        while parent[u] != u:
            parent[u] = parent[parent[u]]
            u = parent[u]
        return u

    for u, v in edges:
        parent[find(u)] = find(v)
    components = len({find(u) for u in range(len(key))})
    return len(edges) - len(key) + components - filled


HOLES = {name: stroke_graph_holes(name) for name in GLYPHS}


@functools.cache
def _local_keypoints(glyph: str, mirror: bool, length: int) -> np.ndarray:
    """The glyph's vertices (circle centres for circles) in its unit frame, x negated when mirrored, padded to
    `length` rows by repeating the first vertex."""
    local = []
    for prim in GLYPHS[glyph]:
        local.extend([prim[1]] if prim[0] == "circle" else prim[1])
    local += [local[0]] * (length - len(local))
    p = np.array(local, dtype=float) * np.array([-1.0 if mirror else 1.0, 1.0])
    p.setflags(write=False)  # shared by every element of the glyph
    return p


@functools.cache
def _keypoint_count(glyph: str) -> int:
    return sum(1 if prim[0] == "circle" else len(prim[1]) for prim in GLYPHS[glyph])


def _keypoints(els: Sequence[dict[str, Any]]) -> tuple[np.ndarray, list[int]]:
    """World positions of each element's glyph vertices (circle centres for circles): what a mirror image must
    match; as an (elements, m, 2) array, each element's vertices padded to the longest count m by repeating its
    first vertex, and each element's own count. One elementwise pass over all elements' vertices (per vertex: its
    element's position, size, cosine and sine), the same operations per vertex as an element at a time."""
    counts = [_keypoint_count(e["glyph"]) for e in els]
    m = max(counts)
    p = np.stack([_local_keypoints(e["glyph"], bool(e["mirror"]), m) for e in els])  # (n, m, 2)
    t = [math.radians(float(e["angle"])) for e in els]
    cos_t = np.array([math.cos(a) for a in t])[:, None]
    sin_t = np.array([math.sin(a) for a in t])[:, None]
    ex = np.array([e["x"] for e in els])[:, None]
    ey = np.array([e["y"] for e in els])[:, None]
    size = np.array([e["size"] for e in els])[:, None]
    x = ex + size * (p[..., 0] * cos_t - p[..., 1] * sin_t)
    y = ey + size * (p[..., 0] * sin_t + p[..., 1] * cos_t)
    return np.stack([x, y], axis=-1), counts


def _axis_pairs(labels: tuple[int, ...]) -> tuple[list[int], list[int], list[bool]]:
    """Which offsets give the candidate mirror directions of elements with these labels, in order: per element i,
    the offset from the centroid (row n) to i, then the offset from i to each later element of the same label
    (flagged: its perpendicular is the direction). As (start rows, end rows, flags)."""
    n = len(labels)
    start, end, turn = [], [], []
    for i in range(n):
        start.append(n)
        end.append(i)
        turn.append(False)
        for j in range(i + 1, n):
            if labels[i] == labels[j]:
                start.append(i)
                end.append(j)
                turn.append(True)
    return start, end, turn


@functools.lru_cache(maxsize=4096)
def _mirror_layout(labels: tuple[tuple[int, ...], ...]
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Index arrays for `mirror_measures` of panels with these labels, over the rows [every panel's centres in
    turn, then the panels' centroids]: each candidate offset's start and end rows, its turn flag (K, 1) and its
    panel; each panel's centres padded to the largest count by repeating its first ((N, m) rows); and the
    panels' `_pair_penalty`s (N, m, m)."""
    counts = tuple(len(lab) for lab in labels)
    padded = _line_layout(counts)[0]  # each panel's centres padded by repeating its first
    total, m = sum(counts), max(counts)
    patterns = [_axis_pattern(lab) for lab in labels]
    owner = np.repeat(np.arange(len(labels)), [len(s) for s, _, _ in patterns])
    n, first = np.array(counts)[owner], padded[owner, 0]

    def rows(local: np.ndarray) -> np.ndarray:  # pattern rows of their panels: an element, or (n) its centroid
        return np.where(local < n, first + local, total + owner)

    out = (rows(np.concatenate([s for s, _, _ in patterns])), rows(np.concatenate([e for _, e, _ in patterns])),
           np.concatenate([t for _, _, t in patterns])[:, None], owner, padded,
           np.stack([_pair_penalty(lab, m) for lab in labels]))
    for arr in out:
        arr.setflags(write=False)  # shared by every call with these labels
    return out


@functools.lru_cache(maxsize=4096)
def _axis_pattern(labels: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """`_axis_pairs` of one panel's labels as arrays (start rows, end rows, turn flags), rows local to the
    panel (n: its centroid): what `_mirror_layout` offsets to each panel's rows."""
    start, end, turn = _axis_pairs(labels)
    return np.array(start, dtype=np.int64), np.array(end, dtype=np.int64), np.array(turn, dtype=bool)


@functools.cache
def _pair_penalty(labels: tuple[int, ...], m: int) -> np.ndarray:
    """(m, m) added to the squared distances of a panel whose n elements are padded to m rows: 0 between two
    elements of one label, +inf between different labels and towards a padding row (never a nearest point), −inf
    from a padding row (never the largest mismatch)."""
    n = len(labels)
    lab = np.array(labels)
    penalty = np.full((m, m), -np.inf)
    penalty[:n] = np.inf
    penalty[:n, :n] = np.where(lab[:, None] != lab[None, :], np.inf, 0.0)
    return penalty


def element_labels(els: Sequence[dict[str, Any]]) -> tuple[int, ...]:
    """Per element, the index of the first element of its glyph and size (rounded to 0.1 px): equal label, equal
    kind of element."""
    first: dict[tuple[str, float], int] = {}
    return tuple(first.setdefault((e["glyph"], round(float(e["size"]), 1)), i) for i, e in enumerate(els))


def centroids(xy: Sequence[Sequence[float]], counts: Sequence[int]) -> np.ndarray:
    """Per run of `counts` rows of the points `xy`, their centroid ((N, 2)): the floats `ndarray.mean` gives a
    run's (n, 2) array (np.add.reduce over its rows, which adds them one after another from the first, then the
    division by n), on plain floats."""
    out = []
    lo = 0
    for n in counts:
        sx, sy = xy[lo]
        for x, y in xy[lo + 1:lo + n]:
            sx += x
            sy += y
        out.append((sx / n, sy / n))
        lo += n
    return np.array(out, dtype=float)


def mirror_measures(centres: Sequence[np.ndarray], labels: Sequence[tuple[int, ...]]
                    ) -> list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, float]]:
    """Per panel (its element centres (n, 2) and labels): the centroid c, the candidate mirror directions through c
    (unit, (C, 2)), each direction's centre mismatch (the largest distance from a mirrored centre to the nearest
    centre of its label), those nearest indices (C, n) and the smallest mismatch (`min` of the mismatches, taken
    for all panels by one `np.minimum.reduceat`; inf for a panel without a direction).

    Directions: per element, the direction to it from c (unless it sits on c), then the perpendicular of its
    offset to each later element of the same label (unless the two coincide); lengths are `np.vecdot` dot
    products, the BLAS ddot that `np.linalg.norm` takes of one vector, so each direction is the float a
    per-vector `np.linalg.norm` gives. Mismatches: the operations of `g2.mirror_mismatch` on the same floats.
    Every panel's rows go through one elementwise pass: the centres padded to the largest count by repeating the
    first, `_pair_penalty` keeping the padding out of every minimum and maximum."""
    flat = np.concatenate(centres)
    cents = centroids(flat.tolist(), [len(p) for p in centres])
    start, end, turn, owner, pad_rows, penalty = _mirror_layout(tuple(labels))
    rows = np.concatenate([flat, cents])
    v = rows[end] - rows[start]
    length = np.sqrt(np.vecdot(v, v))
    v = np.where(turn, np.stack([-v[:, 1], v[:, 0]], axis=1), v)
    keep = length > 1e-6
    dirs = v[keep] / length[keep, None]
    owner = owner[keep]
    padded = rows[pad_rows]  # (N, m, 2)
    cxy = rows[len(rows) - len(centres):]
    px, py = padded[owner, :, 0], padded[owner, :, 1]  # (C, m): each direction's panel
    cx, cy = cxy[owner, 0, None], cxy[owner, 1, None]
    dx, dy = dirs[:, 0, None], dirs[:, 1, None]
    relx, rely = px - cx, py - cy
    proj2 = 2 * (relx * dx + rely * dy)
    mx, my = cx + proj2 * dx - relx, cy + proj2 * dy - rely
    gx, gy = mx[:, :, None] - px[:, None, :], my[:, :, None] - py[:, None, :]  # (C, m, m)
    dist2 = gx * gx + gy * gy + penalty[owner]  # a point only maps onto a point of its own label
    defects, nearest = np.sqrt(dist2.min(axis=2).max(axis=1)), dist2.argmin(axis=2)
    ends = np.cumsum(np.bincount(owner, minlength=len(centres))).tolist()
    spans = list(zip([0, *ends[:-1]], ends, strict=True))
    starts = [lo for lo, hi in spans if hi > lo]
    least = iter(np.minimum.reduceat(defects, starts).tolist() if starts else [])
    return [(cents[k], dirs[lo:hi], defects[lo:hi], nearest[lo:hi, :len(centres[k])],
             next(least) if hi > lo else math.inf) for k, (lo, hi) in enumerate(spans)]


def symmetry_of(panel: dict[str, Any], centres: np.ndarray | None = None) -> tuple[bool, float]:
    """(is there a mirror axis pairing the panel up, smallest centre mismatch over the candidate axes).

    The axis passes through the centroid of the element centres; candidate directions are the perpendicular
    bisectors of same-glyph pairs and the lines from the centroid to each element. Symmetric means every
    element's mirror image is an element of the same glyph and size whose vertices match within TOL, with at
    least one element paired to another (a row of dots mirrored onto itself along its own line does not count),
    and the container, if any, maps onto itself. `centres`: the element centres (n, 2), when the caller has them.
    """
    if centres is None:
        centres = np.array([[e["x"], e["y"]] for e in panel["elements"]], dtype=float)
    return mirror_verdict(panel, *mirror_measures([centres], [element_labels(panel["elements"])])[0])


def mirror_defect(els: Sequence[dict[str, Any]]) -> float:
    """`symmetry_of`'s smallest centre mismatch of a panel with these elements (its container plays no part in it),
    without the verdict."""
    centres = np.array([[e["x"], e["y"]] for e in els], dtype=float)
    return mirror_measures([centres], [element_labels(els)])[0][4]


def panels_symmetry(panels: Sequence[dict[str, Any]], centres: Sequence[np.ndarray]) -> list[tuple[bool, float]]:
    """`symmetry_of` of every panel, their `mirror_measures` taken in one pass."""
    measures = mirror_measures(centres, [element_labels(p["elements"]) for p in panels])
    return [mirror_verdict(p, *m) for p, m in zip(panels, measures, strict=True)]


def mirror_verdict(panel: dict[str, Any], c: np.ndarray, dd: np.ndarray, defects: np.ndarray, nearest: np.ndarray,
                   best: float) -> tuple[bool, float]:
    """`symmetry_of` from the panel's `mirror_measures`: the candidate axes whose centre mismatch is within TOL
    and that pair at least one element with another are tested on the glyph vertices and the container.

    A panel of CENTRE_GLYPHS has its centres for keypoints, to the bit; `_pairings_match` then takes the very
    distances `mirror_measures` took (the same operations on the same floats: the mirrored centre, its partner
    `nearest`, the root of the squared distance), so an axis passes when its centre mismatch is within TOL; when
    every such mismatch lies more than MIRROR_GUARD under TOL (so that its guard cannot fall back) every axis
    passes without that pass."""
    if not len(dd):
        return False, math.inf
    els = panel["elements"]
    if best > TOL:  # no candidate axis within TOL (the common case): none to test
        return False, best
    axes = np.flatnonzero((defects <= TOL) & (nearest != np.arange(len(els))).any(axis=1))
    if not len(axes):
        return False, best
    cont = panel["container"]
    cont_pts = None
    if cont is not None:
        cont_pts = polygon_vertices(cont) if cont["sides"] else np.array([[cont["x"], cont["y"]]], dtype=float)
    if all(e["glyph"] in CENTRE_GLYPHS for e in els) and float(defects[axes].max()) < TOL - MIRROR_GUARD:
        matched = [True] * len(axes)  # every keypoint a centre: each axis's verdict is its centre mismatch's
    else:
        matched = _pairings_match(*_keypoints(els), c, dd[axes], nearest[axes])
    for k, ok in zip(axes, matched, strict=True):
        if ok and (cont_pts is None
                   or g2.directed_distance(g2.reflect_points(cont_pts, c, dd[k]), cont_pts) <= TOL):
            return True, best
    return False, best


MIRROR_GUARD = 1e-9  # px: far above the ~1e-12 px by which the one-pass mirror images may differ (see below)
# glyphs whose only keypoint is their centre (a circle about the origin): a panel of these has for keypoints its
# centres, to the bit (x + size · (±0 · cos − ±0 · sin) = x)
CENTRE_GLYPHS = frozenset(g for g, prims in GLYPHS.items()
                          if len(prims) == 1 and prims[0][0] == "circle" and prims[0][1] == (0.0, 0.0))
MIRROR_PASS_SIZE = 300_000  # distances one pass may hold; a larger panel takes the per-element path


def _pairings_match(pad: np.ndarray, counts: Sequence[int], c: np.ndarray, dirs: np.ndarray, nearest: np.ndarray
                    ) -> list[bool]:
    """Per axis through `c` (unit `dirs[k]`, pairing element i with `nearest[k, i]`): whether every element's
    mirrored keypoints lie within TOL of its partner's (the directed distance `g2.directed_distance` takes of the
    `g2.reflect_points` image). `pad`, `counts`: the elements' keypoints as `_keypoints` gives them.

    All axes and elements in one elementwise pass over the padded sets (a repeated point changes no directed
    distance). The pass projects on the axis by elementwise products where `g2.reflect_points` takes a matrix
    product, which may round an ulp apart (~1e-12 px at these coordinates); so when any distance lies within
    MIRROR_GUARD of TOL, the verdicts come from the per-element path instead, and each verdict is the one that
    path gives."""
    n, m = pad.shape[:2]
    if len(dirs) * n * m * m <= MIRROR_PASS_SIZE:
        rel = pad - c
        dx, dy = dirs[:, 0, None, None], dirs[:, 1, None, None]  # (K, 1, 1)
        proj2 = 2 * (rel[..., 0] * dx + rel[..., 1] * dy)  # (K, n, m)
        mx, my = c[0] + proj2 * dx - rel[..., 0], c[1] + proj2 * dy - rel[..., 1]
        target = pad[nearest]  # (K, n, m, 2): each element's partner under each axis
        gx = mx[..., :, None] - target[..., None, :, 0]
        gy = my[..., :, None] - target[..., None, :, 1]
        dist = np.sqrt(gx * gx + gy * gy).min(axis=-1).max(axis=-1)  # (K, n)
        if not (np.abs(dist - TOL) < MIRROR_GUARD).any():
            return (dist <= TOL).all(axis=1).tolist()
    keys = [pad[i, :count] for i, count in enumerate(counts)]
    return [all(g2.directed_distance(g2.reflect_points(keys[i], c, d), keys[int(near[i])]) <= TOL
                for i in range(n)) for d, near in zip(dirs, nearest, strict=True)]


def line_facts(panel: dict[str, Any]) -> tuple[float, float]:
    """(largest distance of a centre from the line through the two farthest centres, max gap − min gap)."""
    return centre_line_facts(np.array([[e["x"], e["y"]] for e in panel["elements"]], dtype=float))


def centre_line_facts(p: np.ndarray) -> tuple[float, float]:
    """`line_facts` of the element centres `p` (n, 2)."""
    d = g2.norms(p[:, None] - p[None])
    i, j = divmod(int(d.argmax()), len(p))
    u = (p[j] - p[i]) / d[i, j]
    rel = p - p[i]
    off = np.abs(rel[:, 0] * u[1] - rel[:, 1] * u[0])
    order = np.argsort(rel @ u)
    gaps = g2.norms(np.diff(p[order], axis=0))
    return float(off.max()), float(gaps.max() - gaps.min())


LINE_TIE_GUARD = 1e-9  # px: far above the ~1e-13 px by which the one-pass projections may differ (see below)


def plain_line_facts(xs: Sequence[float], ys: Sequence[float]) -> tuple[float, float]:
    """`centre_line_facts` of the centres (xs, ys) on plain floats, term by term the same operations: the farthest
    pair is the first largest distance in row-major order (`argmax`; the matrix is symmetric, so it lies above
    the diagonal), the offsets and gaps the same differences, products and roots. Only the order of the
    projections on the line may differ (the original takes them by a matrix product, which may round an ulp
    apart): when two sorted projections lie within LINE_TIE_GUARD, or every centre coincides, the answer is
    `centre_line_facts`' own."""
    n = len(xs)
    far, i, j = 0.0, 0, 0
    for a in range(n):
        xa, ya = xs[a], ys[a]
        for b in range(a + 1, n):
            dx, dy = xa - xs[b], ya - ys[b]
            d = math.sqrt(dx * dx + dy * dy)
            if d > far:
                far, i, j = d, a, b
    if far == 0.0:
        return centre_line_facts(np.array([xs, ys], dtype=float).T)
    ox, oy = xs[i], ys[i]
    ux, uy = (xs[j] - ox) / far, (ys[j] - oy) / far
    rel = [(x - ox, y - oy) for x, y in zip(xs, ys, strict=True)]
    off = max([abs(rx * uy - ry * ux) for rx, ry in rel])
    t = [rx * ux + ry * uy for rx, ry in rel]
    order = sorted(range(n), key=t.__getitem__)
    if any(t[b] - t[a] <= LINE_TIE_GUARD for a, b in zip(order, order[1:], strict=False)):
        return centre_line_facts(np.array([xs, ys], dtype=float).T)
    gaps = []
    for a, b in zip(order, order[1:], strict=False):
        dx, dy = xs[b] - xs[a], ys[b] - ys[a]
        gaps.append(math.sqrt(dx * dx + dy * dy))
    return off, max(gaps) - min(gaps)


@functools.lru_cache(maxsize=256)
def _line_layout(counts: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Index arrays for `panels_line_facts` of panels with these element counts, over the rows of all panels'
    centres in turn: each panel's rows padded to the largest count by repeating its first ((N, m)), which
    padded entries are real ((N, m)), and which of the m − 1 sorted gaps are real ((N, m − 1))."""
    n = np.array(counts)[:, None]
    col = np.arange(max(counts))[None, :]
    real = col < n
    padded = (np.cumsum(n, axis=0) - n) + np.where(real, col, 0)  # each panel's first row, plus the column when real
    gap = col[:, :-1] < n - 1
    for arr in (padded, real, gap):
        arr.setflags(write=False)  # shared by every call with these counts
    return padded, real, gap


def panels_line_facts(centres: Sequence[np.ndarray]) -> list[tuple[float, float]]:
    """`centre_line_facts` of every panel's centres, in one elementwise pass over the centres padded to the
    largest count by repeating each panel's first (a repeated centre changes no largest distance, and comes after
    the real one in the flattened order `argmax` scans, so the farthest pair is the same pair).

    The pass projects on the line by elementwise products where `centre_line_facts` takes a matrix product, which
    may round an ulp apart; only the order of the projections is used, and it is the same order whenever the
    sorted projections lie more than LINE_TIE_GUARD apart; a panel with a closer pair takes `centre_line_facts`
    itself. Every other float (the pair's distance, the direction, the offsets, the gaps) comes from the same
    elementwise operations on the same floats."""
    padded, real, gap = _line_layout(tuple(len(p) for p in centres))
    n_panels, m = padded.shape
    pts = np.concatenate(centres)[padded]  # (N, m, 2)
    d = g2.norms(pts[:, :, None] - pts[:, None, :])  # (N, m, m)
    i, j = np.divmod(d.reshape(n_panels, -1).argmax(axis=1), m)
    k = np.arange(n_panels)
    origin = pts[k, i]  # (N, 2)
    u = (pts[k, j] - origin) / d[k, i, j][:, None]
    rel = pts - origin[:, None, :]
    ux, uy = u[:, 0, None], u[:, 1, None]
    off = np.abs(rel[..., 0] * uy - rel[..., 1] * ux).max(axis=1)
    t = np.where(real, rel[..., 0] * ux + rel[..., 1] * uy, 1e300)  # padding sorts last (finite: no inf − inf)
    order = np.argsort(t, axis=1)
    by_t = k[:, None], order  # each panel's rows in the order of their projections (take_along_axis's gather)
    ts, ps = t[by_t], pts[by_t]
    close = np.where(gap, ts[:, 1:] - ts[:, :-1], np.inf).min(axis=1)
    gaps = g2.norms(ps[:, 1:] - ps[:, :-1])  # (N, m − 1): np.diff's differences
    spread = np.where(gap, gaps, -np.inf).max(axis=1) - np.where(gap, gaps, np.inf).min(axis=1)
    return [centre_line_facts(p) if near else (o, g) for p, near, o, g
            in zip(centres, (close <= LINE_TIE_GUARD).tolist(), off.tolist(), spread.tolist(), strict=True)]


def inside_container(cont: dict[str, Any], pts: np.ndarray) -> np.ndarray:
    if not cont["sides"]:
        return np.hypot(pts[:, 0] - cont["x"], pts[:, 1] - cont["y"]) < cont["r"]
    v = polygon_vertices(cont)
    e1, e2 = v[1] - v[0], v[2] - v[1]
    orient = np.sign(e1[0] * e2[1] - e1[1] * e2[0])
    w = np.concatenate([v[1:], v[:1]])  # each edge runs from a row of v to the same row of w (np.roll by −1)
    ax, ay, bx, by = v[:, 0, None], v[:, 1, None], w[:, 0, None], w[:, 1, None]
    cross = (bx - ax) * (pts[:, 1] - ay) - (by - ay) * (pts[:, 0] - ax)  # (edges, points)
    return (orient * cross > 0).all(axis=0)


def panel_facts(panel: dict[str, Any]) -> dict[str, Any]:
    """Every concept's truth value on one panel, and the size of each graded deviation."""
    return panels_facts([panel])[0]


def panels_facts(panels: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """`panel_facts` of every panel (their symmetry measures and their line measures each taken in one pass)."""
    centres = [np.array([[e["x"], e["y"]] for e in p["elements"]], dtype=float) for p in panels]
    symmetry = panels_symmetry(panels, centres)
    lines = panels_line_facts(centres)
    return [centre_facts(p, c, sym, line) for p, c, sym, line in zip(panels, centres, symmetry, lines, strict=True)]


def centre_facts(panel: dict[str, Any], centres: np.ndarray, symmetry: tuple[bool, float],
                 line: tuple[float, float]) -> dict[str, Any]:
    """`panel_facts` of a panel from its element centres, its `symmetry_of` and its `centre_line_facts`."""
    els = panel["elements"]
    cont = panel["container"]
    offset, gap_spread = line
    symmetric, sym_defect = symmetry
    n_in = int(inside_container(cont, centres).sum()) if cont is not None else -1
    return {
        "alignment": offset <= TOL, "alignment_dev": offset,
        "spacing": offset <= TOL and gap_spread <= TOL, "spacing_dev": gap_spread,
        "symmetry": symmetric, "symmetry_dev": sym_defect,
        "numerosity": cont is not None and cont["sides"] >= 3 and len(els) == cont["sides"],
        "enclosure": n_in == 1,
        "topology": all(HOLES[e["glyph"]] == 1 for e in els),
    }


def check_panel_geometry(panel: dict[str, Any], box: Sequence[float], i: int) -> None:
    """Legibility: elements inside the drawing area, apart from each other, clearly in or out of the container."""
    els = panel["elements"]
    if not 3 <= len(els) <= 8:
        raise VerificationError(f"panel {LETTERS[i]} has {len(els)} elements")
    if panel["surface"] not in SURFACES:
        raise VerificationError(f"panel {LETTERS[i]} has unknown surface {panel['surface']!r}")
    for e in els:
        if e["glyph"] not in SURFACE_GLYPHS[panel["surface"]]:
            raise VerificationError(f"panel {LETTERS[i]}: glyph {e['glyph']!r} is not a {panel['surface']} glyph")
        if not 4 <= float(e["size"]) <= 40:
            raise VerificationError(f"panel {LETTERS[i]}: element size {e['size']} out of range")
    p = np.array([[e["x"], e["y"]] for e in els], dtype=float)
    ext = np.array([float(e["size"]) * RADIUS[e["glyph"]] for e in els])
    x0, y0, x1, y1 = drawing_area(box)
    if ((p[:, 0] - ext < x0) | (p[:, 0] + ext > x1) | (p[:, 1] - ext < y0) | (p[:, 1] + ext > y1)).any():
        raise VerificationError(f"panel {LETTERS[i]}: an element leaves the panel")
    d = g2.norms(p[:, None] - p[None]) - ext[:, None] - ext[None]
    np.fill_diagonal(d, np.inf)
    if d.min() < 4:
        raise VerificationError(f"panel {LETTERS[i]}: two elements touch")
    cont = panel["container"]
    if cont is not None:
        if cont["sides"] not in (0, 3, 4, 5, 6, 7, 8) or not 10 <= cont["r"] <= 200:
            raise VerificationError(f"panel {LETTERS[i]}: malformed container")
        r_in = inner_radius(cont)
        dc = np.hypot(p[:, 0] - cont["x"], p[:, 1] - cont["y"])
        if not ((dc + ext <= r_in - 2) | (dc - ext >= cont["r"] + 2)).all():
            raise VerificationError(f"panel {LETTERS[i]}: an element touches the container outline")


@functools.lru_cache(maxsize=256)
def _apart_mask(counts: tuple[int, ...]) -> np.ndarray:
    """(N, m, m): which entries of panels with these element counts, padded to the largest count, are two
    different real elements of one panel."""
    real = _line_layout(counts)[1]
    mask = real[:, :, None] & real[:, None, :] & ~np.eye(max(counts), dtype=bool)
    mask.setflags(write=False)  # shared by every call with these counts
    return mask


def panels_geometry_ok(panels: Sequence[dict[str, Any]], boxes: Sequence[Sequence[float]]) -> bool:
    """Whether every panel passes `check_panel_geometry`, its measures for all panels taken in one elementwise
    pass (the same operations on the same floats per element, pair and container). False on anything that
    check would refuse, so a caller runs that check panel by panel then, for its error."""
    xs: list[float] = []
    ys: list[float] = []
    exts: list[float] = []
    bounds: list[tuple[float, float, float, float]] = []
    rings: list[tuple[float, float, float, float]] = []  # per element in a container: x, y, r_in, r
    counts = []
    for panel, box in zip(panels, boxes, strict=True):
        els = panel["elements"]
        if not 3 <= len(els) <= 8 or panel["surface"] not in SURFACES:
            return False
        allowed = SURFACE_GLYPHS[panel["surface"]]
        for e in els:
            if e["glyph"] not in allowed or not 4 <= float(e["size"]) <= 40:
                return False
        cont = panel["container"]
        if cont is not None:
            if cont["sides"] not in (0, 3, 4, 5, 6, 7, 8) or not 10 <= cont["r"] <= 200:
                return False
            rings += [(cont["x"], cont["y"], inner_radius(cont), cont["r"])] * len(els)
        xs += [e["x"] for e in els]
        ys += [e["y"] for e in els]
        exts += [float(e["size"]) * RADIUS[e["glyph"]] for e in els]
        bounds += [drawing_area(box)] * len(els)
        counts.append(len(els))
    p = np.array([xs, ys], dtype=float).T
    ext = np.array(exts)
    x0, y0, x1, y1 = np.array(bounds, dtype=float).T
    if ((p[:, 0] - ext < x0) | (p[:, 0] + ext > x1) | (p[:, 1] - ext < y0) | (p[:, 1] + ext > y1)).any():
        return False
    padded, _, _ = _line_layout(tuple(counts))
    pp, pe = p[padded], ext[padded]  # (N, m, 2), (N, m)
    d = g2.norms(pp[:, :, None] - pp[:, None]) - pe[:, :, None] - pe[:, None]
    if np.where(_apart_mask(tuple(counts)), d, np.inf).min() < 4:
        return False
    if rings:
        inner = [cont is not None for panel in panels for cont in [panel["container"]] for _ in panel["elements"]]
        cx, cy, r_in, r = np.array(rings, dtype=float).T
        q, e = p[inner], ext[inner]
        dc = np.hypot(q[:, 0] - cx, q[:, 1] - cy)
        if not ((dc + e <= r_in - 2) | (dc - e >= r + 2)).all():
            return False
    return True


def expected_difficulty(concept: str, deviation: float, config: Config) -> str:
    """easy = enclosure / topology; medium = numerosity, or a graded concept violated by ≥ its split;
    hard = spacing / alignment / symmetry violated by less than the split (but ≥ min_violation)."""
    if concept in ("enclosure", "topology"):
        return "easy"
    if concept == "numerosity":
        return "medium"
    return "medium" if deviation >= getattr(config, f"{concept}_split") else "hard"


def decision_margin_px(params: dict[str, Any], gold: int, gold_facts: dict[str, Any] | None = None) -> float:
    """The item's decision margin in px (see the module docstring); `gold_facts`, the gold panel's `panel_facts`
    when the caller has them already."""
    concept, panels = params["concept"], params["panels"]
    if concept in GRADED:
        facts = panel_facts(panels[gold]) if gold_facts is None else gold_facts
        return float(facts[f"{concept}_dev"])
    if concept == "enclosure":
        gaps = []
        for panel in panels:
            cont = panel["container"]
            els = panel["elements"]
            p = np.array([[e["x"], e["y"]] for e in els], dtype=float)
            ext = np.array([float(e["size"]) * RADIUS[e["glyph"]] for e in els])
            dc = np.hypot(p[:, 0] - cont["x"], p[:, 1] - cont["y"])
            r_in = inner_radius(cont)
            gaps.append(float(np.where(dc < r_in, r_in - dc - ext, dc - ext - cont["r"]).min()))
        return min(gaps)
    return min(2 * float(e["size"]) for panel in panels for e in panel["elements"])


def check_puzzle(params: dict[str, Any], gold: int, difficulty: str, config: Config) -> float:
    """The concept fails exactly on the gold panel, no other concept singles out another panel, the violation
    is visible and of the stated difficulty. Returns the decision margin (px), measured on the way."""
    concept = params["concept"]
    if concept not in CONCEPTS:
        raise VerificationError(f"unknown concept {concept!r}")
    panels = params["panels"]
    boxes = params["layout"]["option_boxes"]
    if len(panels) != N_OPTIONS:
        raise VerificationError(f"{len(panels)} panels; {N_OPTIONS} expected")
    if not panels_geometry_ok(panels, boxes):  # then the first refusal, panel by panel
        for i, (panel, box) in enumerate(zip(panels, boxes, strict=True)):
            check_panel_geometry(panel, box, i)
    facts = panels_facts(panels)
    failing = [i for i, f in enumerate(facts) if not f[concept]]
    if failing != [gold]:
        raise VerificationError(f"concept {concept!r} fails on panels {[LETTERS[i] for i in failing]}, "
                                f"expected only {LETTERS[gold]}")
    for other in CONCEPTS:
        if other == concept:
            continue
        holds = [i for i, f in enumerate(facts) if f[other]]
        odd = holds if len(holds) == 1 else [i for i in range(N_OPTIONS) if i not in holds] \
            if len(holds) == N_OPTIONS - 1 else []
        if odd and odd != [gold]:
            raise VerificationError(f"ambiguous: concept {other!r} singles out panel {LETTERS[odd[0]]}")
    deviation = facts[gold][f"{concept}_dev"] if concept in GRADED else 0.0
    if concept in GRADED and graded_on_knife_edge(concept, deviation, config):
        raise VerificationError(f"{concept} violation of {deviation!r} px within {GRADED_MARGIN} px of a bound")
    if concept in GRADED and deviation < config.min_violation:
        raise VerificationError(f"{concept} violation of {deviation:.1f} px is below {config.min_violation} px")
    if concept == "spacing" and not facts[gold]["alignment"]:
        raise VerificationError("the spacing violator must stay on its line")
    expected = expected_difficulty(concept, deviation, config)
    if difficulty != expected:
        raise VerificationError(f"difficulty {difficulty!r}, rule gives {expected!r}")
    margin = decision_margin_px(params, gold, facts[gold])
    if "decision_margin_px" in params and abs(margin - float(params["decision_margin_px"])) > 0.01:
        raise VerificationError(f"decision margin {margin:.2f} px rebuilt, {params['decision_margin_px']} recorded")
    if margin < DECISION_MARGIN_FLOOR_PX:
        raise VerificationError(f"the decisive feature is only {margin:.1f} px (< {DECISION_MARGIN_FLOOR_PX} px): "
                                "too small to see")
    return margin


def panel_key(panel: dict[str, Any], box: Sequence[float]) -> tuple:
    """A panel's structure relative to its box (no colour, no stroke): for distinctness and the signature."""
    x0, y0 = box[0], box[1]
    els = sorted((e["glyph"], round(e["x"] - x0), round(e["y"] - y0), round(e["size"]), round(e["angle"]) % 360,
                  bool(e["mirror"])) for e in panel["elements"])
    cont = panel["container"]
    c = None if cont is None else (cont["sides"], round(cont["x"] - x0), round(cont["y"] - y0), round(cont["r"]))
    return (panel["surface"], tuple(els), c)


def solve(item: Item, params: dict[str, Any], config: Config = DEFAULT_CONFIG) -> None:
    """every concept re-evaluated on every panel from params; checks key, ambiguity, kinds, difficulty"""
    if set(params) != PARAM_KEYS:
        raise VerificationError(f"params keys {sorted(params)} differ from {sorted(PARAM_KEYS)}")
    if item.question != QUESTION:
        raise VerificationError("question malformed")
    gold = LETTERS.index(item.answer)
    check_puzzle(params, gold, item.difficulty, config)
    concept = params["concept"]
    if concept not in LEVEL_CONCEPTS[item.difficulty]:
        raise VerificationError(f"concept {concept!r} is not drawn at {item.difficulty!r}")
    for i, (opt, panel) in enumerate(zip(params["options"], params["panels"], strict=True)):
        if opt["panel"] != i:
            raise VerificationError(f"option {LETTERS[i]} points at panel {opt['panel']}")
        expected = "correct" if i == gold else panel["surface"]
        if opt["kind"] != expected:
            raise VerificationError(f"option {LETTERS[i]} is tagged {opt['kind']!r}, expected {expected!r}")
    keys = panel_keys(params)
    if len({(k[1], k[2]) for k in keys}) != N_OPTIONS:
        raise VerificationError("two panels are identical")


def panel_keys(params: dict[str, Any]) -> list[tuple]:
    """`panel_key` of every panel, in panel order."""
    return [panel_key(p, b) for p, b in zip(params["panels"], params["layout"]["option_boxes"], strict=True)]


def keys_signature(concept: str, keys: Sequence[tuple], gold: int) -> str:
    """The signature of an item with these panel keys (see `signature`)."""
    return signature_hash({"concept": concept, "violator": keys[gold],
                           "followers": sorted(k for i, k in enumerate(keys) if i != gold)})


@functools.lru_cache(maxsize=16)
def item_key_parts(params: str, gold: int) -> tuple[tuple[str, ...], str]:
    """Every panel's object key (in panel order) and the signature of an item with these params (its JSON text)
    and this gold panel: one parse and one set of panel keys for the several key functions the build asks of one
    item (its signature, and its exposed keys before and after its image is drawn, or its protected keys)."""
    parsed = json.loads(params)
    concept, keys = parsed["concept"], panel_keys(parsed)
    return (tuple(object_key("slippage_panel", [concept, k]) for k in keys),
            keys_signature(concept, keys, gold))


def signature(item: Item) -> str:
    """Concept, the violator's structure and the followers' structures (unordered), relative to their boxes."""
    return item_key_parts(item.params, LETTERS.index(item.answer))[1]


def protected_keys(item: Item) -> set[str]:
    """The memorisable object is the violating panel's structure (relative to its box) under its concept."""
    gold = LETTERS.index(item.answer)
    objects, sig = item_key_parts(item.params, gold)
    return {objects[gold], f"{TASK}:{sig}"}


def exposed_keys(item: Item) -> set[str]:
    """A train item shows six panels: none may be a test item's violating panel under the same concept."""
    objects, sig = item_key_parts(item.params, LETTERS.index(item.answer))
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
    title="Visual Conceptual Slippage",
    description="Six panels realise one structural concept with different surfaces; pick the one that breaks it.",
    prompts=Prompts(
        hint="The panels look different on the surface; the shared rule is about structure (spacing, alignment, "
        "number, enclosure, symmetry, holes), not appearance.",
        operation="relation: recognising one concept realised by different surfaces",
        steps=(
            "Describe each panel's structure, ignoring colours and shapes.",
            "Find the rule five panels obey.",
            "Pick the panel that violates it.",
        ),
    ),
    human=HumanLevel(0.87, MINDS_EYE_HUMANS),
    published_seconds=0.24,  # issue #28: the published generator's draw + PNG, CPU per item on one core
)
