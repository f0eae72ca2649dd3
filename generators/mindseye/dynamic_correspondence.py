"""Mind's Eye · Dynamic Structural Correspondence (`dynamic_correspondence`): which frame comes at t = 1?

The stimulus shows four snapshots (t = 0, 1/4, 1/2, 3/4) of a scene with two or three coloured outline shapes
in a fixed arena. Every shape has its own motion that runs at a constant rate per quarter step: a spin about
its centre, a slide along a line, a geometric growth/shrink, a translation along a circular arc, a rigid
rotation about a pivot (orbit), a spin combined with scaling, or a sinusoidal back-and-forth swing. The four
options show candidate frames at t = 1; exactly one continues every motion unchanged.

Why the key is unique. Each distractor is a scene that agrees with all four shown frames and goes wrong only in
the last quarter step. A single change moves one shape (two for `swapped_motions`): the step is reversed
(`wrong_direction`), taken at the wrong rate (`wrong_rate`, ×0, ×½ or ×2), lands at a shifted phase of the swing
(`wrong_phase`), or two shapes exchange their last steps (`swapped_motions`). The options are the corners of a
square: two single changes u and v on different shapes, and `combined`, both together. Every changed shape
differs from its true pose by a clear margin (≥ 20 px, ≥ 15° or ≥ 15 % scale at the drawing scale), and every two
options differ likewise, so no distractor coincides with the gold (a reversed 180° turn, say, is rejected). Poses
are integrated step by step here; `verify` recomputes them in closed form (complex rotations about pivots, powers
of the scale ratio, sines of the swing phase) from the motion parameters in params.

Decision margin (`params["decision_margin_px"]`, px at 1024): for each distractor, the largest displacement of a
shape's outline vertex or marker centre between the key's pose and the distractor's; the item's margin is the
smallest over the distractors. `verify` refuses items under 12 px (`DECISION_MARGIN_FLOOR_PX`); easy items draw
only distractors that move a shape at least 40 px and never a half step, so they can be answered at a glance.
Shapes are at least 100 px across at scale 1 and their white orientation marker at least 16 px, so both survive
resizing to 448 px.

Traps of the published version avoided: every option panel has the same title ("t = 1") and the same frame and
styling (the original titled the correct panel differently). Shapes never overlap and always stay inside the
arena in every frame and option. Every option shows the same shapes in the same colours. With three single-change
distractors the gold shared every shape's majority pose and was the centre of the option set ("the option most
like the others" found it in 31.5 % of test items); in the square every shape shows one pose in all options or two
poses in two options each, so the gold ties with `combined` (and u with v) in any statistic that adds up over
shapes. Among the squares, the one is chosen whose gold ink rank follows a rank balanced over the index (a growing
shape's stalled or reversed step is smaller than the gold, a shrinking one's larger), with a lead in ink over the
others that grows with that rank, and the first scaling shape's sense is balanced over the index too. A scene is
placed with both senses' scales of its scaling shapes, so shrinking shapes (large until t = 3/4) fit as often as
growing ones.
"""

from __future__ import annotations

import cmath
import itertools
import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache, wraps
from typing import Any, TypeVar

import numpy as np

from mindbench.generators.common.balance import balanced_slot
from mindbench.generators.common.canvas import CANVAS_SIZE, Box, Canvas, Layout, fit_transform, standard_layout
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError, signature_hash
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.presentation import MINDS_EYE_HUMANS, HumanLevel, Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.svg_text import SvgScene
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions

BENCH = "mindseye"
TASK = "dynamic_correspondence"
DIMENSION = "relation"
N_OPTIONS = 4
PANEL = PanelTask(BENCH, TASK, DIMENSION, N_OPTIONS)

MOTION_TYPES = ("spin", "slide", "scale", "arc", "orbit", "spin_scale", "oscillate")
EASY_TYPES = ("spin", "slide")
MEDIUM_TYPES = ("spin", "slide", "scale", "arc")
MEDIUM_MARKERS = ("scale", "arc")
HARD_MARKERS = ("orbit", "spin_scale", "oscillate")
SINGLE_KINDS = ("wrong_direction", "wrong_rate", "wrong_phase", "swapped_motions")
COMBINED = "combined"  # the two other distractors' changes together (the fourth corner of the square)
DISTRACTOR_KINDS = (*SINGLE_KINDS, COMBINED)
RATE_FACTORS = (0.0, 0.5, 2.0)  # wrong_rate: the last step taken at this multiple of the true rate
PHASE_SHIFTS = (90.0, 180.0)  # wrong_phase: the swing lands this many degrees of phase past the true one
SWING_STEP = 45.0  # oscillation phase advance per quarter step (period: 8 quarter steps = 2 time units)
SWING_START_PHASES = (0.0, 45.0)  # turn at frame 2 (t = 1 mirrors t = 0) or at frame 1 (mid-crossing at frame 3)
FRAME_LABELS = ("t = 0", "t = 1/4", "t = 1/2", "t = 3/4")
OPTION_TITLE = "t = 1"
# verify's floors: the visible-difference margins of the issue at the recorded drawing scale
MIN_SHIFT_PX = 20.0
MIN_TURN_DEG = 15.0
MIN_SCALE_CHANGE = 0.15
DECISION_MARGIN = ("the smallest, over the distractors, of the largest displacement (px at 1024) of a shape's outline "
                   "vertex or marker between the key's pose and the distractor's")
DECISION_MARGIN_FLOOR_PX = 12.0
MARGIN_HEADROOM_PX = 1.0  # generation keeps this far above the floor
EASY_MARGIN_PX = 40.0  # easy items: every distractor moves a shape this far (seen at a glance)
MIN_SHAPE_PX = 100.0  # every shape's circumscribed diameter at scale 1, in px at 1024
MARKER_MIN_RADIUS_PX = 8.0  # the white orientation dot is at least 16 px across at 1024 px (7 px at 448)
INK_TIE = 0.03  # options whose ink differs from the gold's by less than this share (but not 0) are near ties
INK_LEAD_STEP = 0.1  # the gold's lead in ink over the distractors' mean aimed at for ink rank 3 (its negative: 0)
INK_LEAD_WEIGHT = 2.0  # weight of the lead's miss (per INK_LEAD_STEP) beside the ink rank's miss (per rank)
TOL = 0.02  # verify's tolerance on recomputed poses (units / degrees / relative scale); params keep 4 decimals
STIMULUS_FRACTION = 0.47
TITLE_HEIGHT = 30.0
PALETTE = ("#e4572e", "#2e86de", "#27ae60", "#f1c40f", "#8e44ad", "#e67e22", "#16a085", "#d6336c")
EDGE = "#222222"
ARENA_STROKE = "#9a9a9a"
DIFFICULTY_RULE = (
    "easy: 2 shapes, every motion a spin or a slide. medium: 2 or 3 shapes, motions among spin, slide, scale and "
    "arc with at least one scale or arc. hard: 3 shapes with at least one orbit (rigid rotation about a pivot), "
    "spin_scale (rotation combined with scaling) or oscillate (sinusoidal swing)."
)

# Outline shapes in local units (nose up = -y), recentred and normalised to circumradius 1 below, with the spot
# of the white orientation marker. None has a symmetry that the marker does not break.
RAW_SHAPES: dict[str, tuple[tuple[tuple[float, float], ...], tuple[float, float]]] = {
    "triangle": (((0.0, -1.0), (0.62, 0.75), (-0.62, 0.75)), (0.0, -0.35)),
    "square": (((-0.75, -0.75), (0.75, -0.75), (0.75, 0.75), (-0.75, 0.75)), (0.0, -0.42)),
    "pentagon": (tuple((math.sin(2 * math.pi * i / 5), -math.cos(2 * math.pi * i / 5)) for i in range(5)),
                 (0.0, -0.5)),
    "hexagon": (tuple((math.sin(math.pi * (2 * i + 1) / 6), -math.cos(math.pi * (2 * i + 1) / 6)) for i in range(6)),
                (0.0, -0.5)),
    "arrow": (((0.0, -1.0), (0.65, -0.2), (0.25, -0.2), (0.25, 1.0), (-0.25, 1.0), (-0.25, -0.2), (-0.65, -0.2)),
              (0.0, -0.45)),
    "l_shape": (((-0.7, -1.0), (-0.1, -1.0), (-0.1, 0.4), (0.7, 0.4), (0.7, 1.0), (-0.7, 1.0)), (-0.4, -0.55)),
    "house": (((0.0, -1.0), (0.75, -0.3), (0.75, 0.85), (-0.75, 0.85), (-0.75, -0.3)), (0.0, -0.45)),
    "trapezoid": (((-0.45, -0.7), (0.45, -0.7), (0.9, 0.6), (-0.9, 0.6)), (0.0, -0.35)),
}


def _normalise(raw: tuple[tuple[tuple[float, float], ...], tuple[float, float]]) -> tuple[np.ndarray, np.ndarray]:
    """Recentre a polygon on its area centroid and scale it to circumradius 1 (the marker moves with it)."""
    pts = np.array(raw[0], dtype=float)
    x, y = pts[:, 0], pts[:, 1]
    xn, yn = np.roll(x, -1), np.roll(y, -1)
    cross = x * yn - xn * y
    area = cross.sum() / 2
    centre = np.array([((x + xn) * cross).sum(), ((y + yn) * cross).sum()]) / (6 * area)
    pts = pts - centre
    radius = float(np.linalg.norm(pts, axis=1).max())
    return np.round(pts / radius, 4), np.round((np.array(raw[1]) - centre) / radius, 4)


SHAPES = {name: _normalise(raw) for name, raw in RAW_SHAPES.items()}
POLY_AREA = {name: float(abs((v[:, 0] * np.roll(v[:, 1], -1) - np.roll(v[:, 0], -1) * v[:, 1]).sum()) / 2)
             for name, (v, _) in SHAPES.items()}
POLY_PERIMETER = {name: float(np.linalg.norm(v - np.roll(v, -1, axis=0), axis=1).sum())
                  for name, (v, _) in SHAPES.items()}


@dataclass(frozen=True)
class Config:
    """Ranges for one item; lengths in arena units (the arena is `arena_width` × `arena_height`)."""

    arena_width: float = 100.0
    arena_height: float = 190.0
    radius: tuple[float, float] = (24.0, 26.0)  # circumradius of a shape at scale 1 (≥ 48 units: ≥ 100 px across)
    spin_rate: tuple[float, float] = (25.0, 60.0)  # degrees per quarter step (either sense)
    slide_speed: tuple[float, float] = (11.0, 16.0)  # units per quarter step
    scale_ratio: tuple[float, float] = (1.18, 1.2)  # per quarter step, growing (or its inverse, shrinking)
    # scale at t = 3/4 of a growing or shrinking shape: one range for both senses, so the gold's last step is as
    # large in ink either way (see draw_motion). With this ratio the scales of both senses (placement_envelope,
    # up to 1.38) fit the arena beside two other shapes ≥ 100 px; (0.85, 1.0) with ratios up to 1.26 reached 2.0.
    last_frame_scale: tuple[float, float] = (0.72, 0.8)
    arc_radius: tuple[float, float] = (22.0, 36.0)
    arc_rate: tuple[float, float] = (30.0, 45.0)  # degrees per quarter step about the pivot
    swing_amplitude: tuple[float, float] = (24.0, 34.0)
    gap: float = 3.0  # least clearance between two shapes' circumscribed circles
    wall: float = 2.0  # least clearance between a shape's circle and the arena wall
    min_shift_px: float = 22.0  # generator's margins (verify's floors are 20 px, 15°, 15 %)
    min_turn_deg: float = 18.0
    min_scale_change: float = 0.17
    scene_tries: int = 100
    placement_tries: int = 40

    def __post_init__(self) -> None:
        ranges = {"radius": self.radius, "spin_rate": self.spin_rate, "slide_speed": self.slide_speed,
                  "scale_ratio": self.scale_ratio, "last_frame_scale": self.last_frame_scale,
                  "arc_radius": self.arc_radius, "arc_rate": self.arc_rate,
                  "swing_amplitude": self.swing_amplitude}
        for name, (lo, hi) in ranges.items():
            if not 0 < lo <= hi:
                raise ValueError(f"{name} must be a range 0 < lo <= hi, got {(lo, hi)}")
        if not 60 <= self.arena_width <= 400 or not 60 <= self.arena_height <= 400:
            raise ValueError(f"arena_width/arena_height must lie in 60..400, got {self.arena_width}/"
                             f"{self.arena_height}")
        if self.radius[1] * 3.5 > min(self.arena_width, self.arena_height):
            raise ValueError(f"radius too large for the arena, got {self.radius}")
        if self.spin_rate[1] >= 90 or self.arc_rate[1] >= 90:
            raise ValueError("spin_rate/arc_rate must stay below 90° per step (larger turns alias)")
        if self.scale_ratio[0] < 1 + MIN_SCALE_CHANGE or self.scale_ratio[1] > 1.5:
            raise ValueError(f"scale_ratio must lie in [{1 + MIN_SCALE_CHANGE}, 1.5], got {self.scale_ratio}")
        if self.gap < 0 or self.wall < 0:
            raise ValueError(f"gap and wall must be non-negative, got {self.gap}/{self.wall}")
        if self.min_shift_px < MIN_SHIFT_PX or self.min_turn_deg < MIN_TURN_DEG or \
                self.min_scale_change < MIN_SCALE_CHANGE:
            raise ValueError("min_shift_px/min_turn_deg/min_scale_change must not undercut verify's floors "
                             f"({MIN_SHIFT_PX}, {MIN_TURN_DEG}, {MIN_SCALE_CHANGE})")
        if self.scene_tries < 1:
            raise ValueError(f"scene_tries must be positive, got {self.scene_tries}")
        if self.placement_tries < 1:
            raise ValueError(f"placement_tries must be positive, got {self.placement_tries}")


DEFAULT_CONFIG = Config()

T = TypeVar("T")
Pose = tuple[float, float, float, float]  # x, y (arena units, y down), angle (degrees, clockwise), scale


@dataclass(frozen=True)
class Shape:
    kind: str
    radius: float
    colour: str
    start: Pose
    motion: dict[str, Any]


@dataclass(frozen=True)
class Candidate:
    kind: str
    change: dict[str, Any]
    poses: tuple[Pose, ...]


# ---------------------------------------------------------------------------------------------- stepping
# The generator integrates motions one (possibly scaled) step at a time; verify uses closed forms instead.

def _rotate_about(x: float, y: float, cx: float, cy: float, deg: float) -> tuple[float, float]:
    t = math.radians(deg)
    dx, dy = x - cx, y - cy
    return cx + dx * math.cos(t) - dy * math.sin(t), cy + dx * math.sin(t) + dy * math.cos(t)


def step(pose: Pose, phase: float, motion: dict[str, Any], rate: float = 1.0, turn_sign: float = 1.0,
         extra_phase: float = 0.0) -> tuple[Pose, float]:
    """The pose (and swing phase) one quarter step later; `rate` scales the step, `turn_sign` = -1 reverses only
    the turning part of a spin_scale, `extra_phase` shifts where a swing lands."""
    x, y, a, s = pose
    kind = motion["type"]
    if kind in ("spin", "spin_scale"):
        a += turn_sign * rate * motion["w"]
    if kind in ("scale", "spin_scale"):
        s *= motion["r"] ** rate
    if kind == "slide":
        x, y = x + rate * motion["v"][0], y + rate * motion["v"][1]
    if kind in ("arc", "orbit"):
        x, y = _rotate_about(x, y, *motion["pivot"], rate * motion["w"])
        if kind == "orbit":
            a += rate * motion["w"]
    if kind == "oscillate":
        phase += rate * SWING_STEP + extra_phase
        off = math.sin(math.radians(phase))
        x, y = motion["centre"][0] + off * motion["amp"][0], motion["centre"][1] + off * motion["amp"][1]
    return (x, y, a % 360.0, s), phase


def trajectory(shape: Shape) -> tuple[list[Pose], float]:
    """Poses at k = 0..4 quarter steps and the swing phase at k = 3."""
    pose, phase = shape.start, float(shape.motion.get("phase0", 0.0))
    poses, phase3 = [pose], phase
    for k in range(4):
        if k == 3:
            phase3 = phase
        pose, phase = step(pose, phase, shape.motion)
        poses.append(pose)
    return poses, phase3


# ---------------------------------------------------------------------------------------------- scene

def _range(rng: np.random.Generator, lo_hi: tuple[float, float]) -> float:
    return float(rng.uniform(*lo_hi))


def _r4(v: float) -> float:
    return round(float(v), 4)


def draw_motion(rng: np.random.Generator, kind: str, config: Config,
                grow: bool | None = None) -> tuple[Pose, dict[str, Any]]:
    """A start pose and motion parameters of one type, rounded to 4 decimals (the values params store). `grow`:
    the sense of a scaling motion, drawn here when None."""
    w_, h_ = config.arena_width, config.arena_height
    x, y = _range(rng, (0.1 * w_, 0.9 * w_)), _range(rng, (0.1 * h_, 0.9 * h_))
    angle = _range(rng, (0.0, 360.0))
    sign = 1.0 if rng.random() < 0.5 else -1.0
    scale = 1.0
    motion: dict[str, Any] = {"type": kind}
    if kind in ("spin", "spin_scale"):
        motion["w"] = _r4(sign * _range(rng, config.spin_rate))
    if kind in ("scale", "spin_scale"):
        ratio = _range(rng, config.scale_ratio)
        if grow is None:
            grow = bool(rng.random() < 0.5)
        motion["r"] = _r4(ratio if grow else 1 / ratio)
        # The scale at t = 3/4 comes from one range whichever the sense. Drawn by start scale instead (small for
        # growing, large for shrinking), a growing shape reached t = 1 much larger than a shrinking one, so its
        # distractors (reversed, stopped, half step: mostly smaller than the gold) differed from the gold in ink by
        # more than a shrinking shape's (mostly larger): "the panel with more ink than the others" found the gold.
        scale = _r4(_range(rng, config.last_frame_scale) / motion["r"] ** 3)
    if kind == "slide":  # (x, y) is where the shape passes at t = 1/2
        speed, heading = _range(rng, config.slide_speed), _range(rng, (0.0, 2 * math.pi))
        motion["v"] = [_r4(speed * math.cos(heading)), _r4(speed * math.sin(heading))]
        x, y = x - 2 * motion["v"][0], y - 2 * motion["v"][1]
    if kind in ("arc", "orbit"):  # (x, y) is where the shape passes at t = 1/2
        radius, middle = _range(rng, config.arc_radius), _range(rng, (0.0, 360.0))
        motion["w"] = _r4(sign * _range(rng, config.arc_rate))
        motion["pivot"] = [_r4(x - radius * math.cos(math.radians(middle))),
                           _r4(y - radius * math.sin(math.radians(middle)))]
        start = math.radians(middle - 2 * motion["w"])
        x, y = motion["pivot"][0] + radius * math.cos(start), motion["pivot"][1] + radius * math.sin(start)
    if kind == "oscillate":
        amp, heading = _range(rng, config.swing_amplitude), _range(rng, (0.0, 2 * math.pi))
        phase0 = SWING_START_PHASES[int(rng.integers(len(SWING_START_PHASES)))]
        motion.update(centre=[_r4(x), _r4(y)], amp=[_r4(amp * math.cos(heading)), _r4(amp * math.sin(heading))],
                      phase0=phase0)
        off = math.sin(math.radians(phase0))
        x, y = motion["centre"][0] + off * motion["amp"][0], motion["centre"][1] + off * motion["amp"][1]
    return (_r4(x), _r4(y), _r4(angle), _r4(scale)), motion


def motion_types(rng: np.random.Generator, difficulty: str) -> list[str]:
    """The motion types of one scene, following the difficulty rule (one marker type guaranteed)."""
    if difficulty == "easy":
        return [EASY_TYPES[int(rng.integers(2))] for _ in range(2)]
    if difficulty == "medium":
        n = 2 + int(rng.integers(2))
        types = [MEDIUM_MARKERS[int(rng.integers(2))]] + [MEDIUM_TYPES[int(rng.integers(4))] for _ in range(n - 1)]
    else:
        types = [HARD_MARKERS[int(rng.integers(3))]] + [MOTION_TYPES[int(rng.integers(7))] for _ in range(2)]
    return [types[int(i)] for i in rng.permutation(len(types))]


def fits(poses: Sequence[Pose], radii: Sequence[float], config: Config) -> bool:
    """Every shape's circumscribed circle inside the arena and clear of every other shape's circle."""
    for (x, y, _, s), r in zip(poses, radii, strict=True):
        rr = r * s + config.wall
        if not (rr <= x <= config.arena_width - rr and rr <= y <= config.arena_height - rr):
            return False
    for (a, ra), (b, rb) in itertools.combinations(zip(poses, radii, strict=True), 2):
        if math.hypot(a[0] - b[0], a[1] - b[1]) < ra * a[3] + rb * b[3] + config.gap:
            return False
    return True


def visible_diff(p: Pose, q: Pose, radius: float, px: float, config: Config) -> bool:
    """Whether two poses of one shape differ clearly (shift, turn or scale over the generator's margins)."""
    turn = abs((p[2] - q[2] + 180.0) % 360.0 - 180.0)
    return (math.hypot(p[0] - q[0], p[1] - q[1]) * px >= config.min_shift_px or turn >= config.min_turn_deg
            or max(p[3], q[3]) / min(p[3], q[3]) - 1 >= config.min_scale_change)


def steps_visible(shape: Shape, poses: Sequence[Pose], px: float, config: Config) -> bool:
    """Every quarter step changes the shape clearly; a swing (which slows at its turn) must show its turn and
    a clear excursion, and an arc's pivot must lie inside the arena, where its mark is drawn."""
    motion = shape.motion
    if motion["type"] in ("arc", "orbit"):
        cx, cy = motion["pivot"]
        if not (config.wall <= cx <= config.arena_width - config.wall and
                config.wall <= cy <= config.arena_height - config.wall):
            return False
    if motion["type"] == "oscillate":
        return visible_diff(poses[0], poses[1], shape.radius, px, config)
    return every_step_clear(motion, px, config) or \
        all(visible_diff(poses[k], poses[k + 1], shape.radius, px, config) for k in range(4))


STEP_GUARD = 1e-9  # share of a margin a step's own size must clear it by to pass without its poses


def every_step_clear(motion: dict[str, Any], px: float, config: Config) -> bool:
    """Whether every quarter step of a motion other than a swing passes `visible_diff` whatever its poses, by the
    step's own size: a turn of |w| (spin, spin_scale, orbit), a scale factor of r (scale, spin_scale) or a shift
    of |v| (slide), over the generator's margin by STEP_GUARD of it. The poses' differences are these sizes within
    a few ulps of 720 degrees, of the scale and of the arena's coordinates (below 1e-12 of each margin), so
    `visible_diff` passes every step then; a step closer to its margin is left to `visible_diff`."""
    kind = motion["type"]
    if kind in ("spin", "spin_scale", "orbit") and abs(motion["w"]) >= config.min_turn_deg * (1 + STEP_GUARD):
        return True
    if "r" in motion:
        r = motion["r"]
        if max(r, 1 / r) - 1 >= config.min_scale_change * (1 + STEP_GUARD):
            return True
    if kind == "slide":
        return math.hypot(*motion["v"]) * px >= config.min_shift_px * (1 + STEP_GUARD)
    return False


def placement_envelope(shape: Shape, poses: Sequence[Pose]) -> list[Pose]:
    """The poses a placement is tested with: a scaling shape's scale at each step is the larger of its own and the
    one it would have with the opposite sense (s3² / s, both senses passing through s3 at t = 3/4), so whether a
    scene fits never depends on which way its shapes scale; other motions keep their poses."""
    if "r" not in shape.motion:
        return list(poses)
    s3 = poses[3][3]
    return [(x, y, a, max(s, s3 * s3 / s)) for x, y, a, s in poses]


_SHAPE_NAMES = tuple(SHAPES)


class NumpyWords:
    """numpy's doubles and 32-bit words made from 64-bit outputs (`_next64`): a double is an output's top 53 bits
    times 2**-53; a word is the low half of a fresh output, whose high half numpy keeps for the next word
    (`has_uint32` and `uinteger` in its state)."""

    has32: int
    word: int

    def _next64(self) -> int:
        raise NotImplementedError

    def random(self) -> float:
        return (self._next64() >> 11) * _UNIT

    def _next32(self) -> int:
        if self.has32:
            self.has32 = 0  # numpy keeps the used word in its state
            return self.word
        out = self._next64()
        self.has32, self.word = 1, out >> 32
        return out & 0xFFFFFFFF

    def _bounded(self, top: int) -> int:
        """numpy's `random_bounded_uint64(0, top)` for top < 2**32 - 1: Lemire's multiply-shift over top + 1."""
        if top == 0:
            return 0
        n = top + 1
        m = self._next32() * n
        if m & 0xFFFFFFFF < n:
            threshold = (0x100000000 - n) % n
            while m & 0xFFFFFFFF < threshold:
                m = self._next32() * n
        return m >> 32

    def integers(self, n: int) -> int:
        """A draw of `integers(n)` (int64, 1 ≤ n ≤ 2**32)."""
        return self._bounded(n - 1)


class SceneDraws(NumpyWords):
    """The draws `draw_scene` makes of a Generator before placing shapes (`integers(n)`, `permutation(n)`,
    `choice(n, k, replace=False)`, `random()`), computed in Python from the bit generator's raw outputs as numpy
    computes them (numpy's Python-level call overhead, choice's above all, cost more than the placement tries of a
    short scene). `integers` and `choice` bound a word by Lemire's method, `permutation` by masked rejection
    (numpy's `random_interval`); `choice` is Floyd's algorithm followed by a shuffle."""

    def _interval(self, top: int) -> int:
        """numpy's `random_interval(top)`: a word masked to top's bit length, redrawn while over top."""
        if top == 0:
            return 0
        mask = (1 << top.bit_length()) - 1
        value = self._next32() & mask
        while value > top:
            value = self._next32() & mask
        return value

    def permutation(self, n: int) -> list[int]:
        data = list(range(n))
        for i in range(n - 1, 0, -1):
            j = self._interval(i)
            data[i], data[j] = data[j], data[i]
        return data

    def choice(self, pop: int, size: int) -> list[int]:
        """`choice(pop, size, replace=False)` for a small population: Floyd's algorithm, then a shuffle."""
        idx: list[int] = []
        for j in range(pop - size, pop):
            val = self._bounded(j)
            idx.append(j if val in idx else val)
        for i in range(size - 1, 0, -1):
            j = self._bounded(i)
            idx[i], idx[j] = idx[j], idx[i]
        return idx


_STREAM_BLOCK = 4096  # raw outputs a stream draws ahead at least
_WORD_CACHE = 64  # raw outputs a stream hands to scalar draws as Python ints at a time


class RawStream(SceneDraws):
    """The bit generator's raw outputs as `draw_scene` uses them: drawn ahead in blocks (`raw`, the outputs from
    number `base` on) with numpy's double of each (`doubles`: what `random()` makes of it), read from `pos` on
    (counted from the generator's state at the start), with numpy's 32-bit buffer (`has32`, `word`) as the draws
    so far leave it. Placement tries take their doubles as a slice (`window`) and scalar draws their words from a
    short list of Python ints (`cache`, the outputs from `cache_at` on), instead of reading and writing the
    generator's state around every block of tries (a state dict each way) and drawing each block anew. A new
    block keeps only the outputs not yet read (a scene that never fits reads ~80 k, and copying them all again at
    every block cost more than drawing them). `settle` leaves the bit generator where the draws taken so far
    would."""

    def __init__(self, bitgen: np.random.BitGenerator) -> None:
        self.bitgen, self.saved = bitgen, bitgen.state
        self.has32, self.word = self.saved["has_uint32"], self.saved["uinteger"]
        self.raw, self.doubles = np.empty(0, dtype=np.uint64), np.empty(0)
        self.base, self.end = 0, 0
        self.pos, self.cache_at, self.cache, self.cache_end = 0, 0, [], 0

    def need(self, n: int) -> None:
        """Hold at least `n` raw outputs from `pos` on."""
        if self.pos + n > self.end:
            more = self.bitgen.random_raw(max(self.pos + n - self.end, _STREAM_BLOCK))
            start = self.pos - self.base
            self.raw = np.concatenate([self.raw[start:], more])
            self.doubles = np.concatenate([self.doubles[start:], (more >> np.uint64(11)).astype(float) * _UNIT])
            self.base, self.end = self.pos, self.end + len(more)

    def window(self, n: int) -> tuple[np.ndarray, np.ndarray]:
        """The next `n` raw outputs from `pos` on and their doubles (views; `pos` stays)."""
        self.need(n)
        i = self.pos - self.base
        return self.raw[i:i + n], self.doubles[i:i + n]

    def _refill(self) -> None:
        """Hand the next `_WORD_CACHE` outputs from `pos` on to scalar draws."""
        self.cache_at, self.cache = self.pos, self.window(_WORD_CACHE)[0].tolist()
        self.cache_end = self.pos + _WORD_CACHE

    def _next64(self) -> int:
        pos = self.pos
        if not self.cache_at <= pos < self.cache_end:
            self._refill()
        self.pos = pos + 1
        return self.cache[pos - self.cache_at]

    def _next32(self) -> int:
        """`NumpyWords._next32` with the raw output read in place (a scene try draws a dozen words)."""
        if self.has32:
            self.has32 = 0  # numpy keeps the used word in its state
            return self.word
        pos = self.pos
        if not self.cache_at <= pos < self.cache_end:
            self._refill()
        self.pos = pos + 1
        out = self.cache[pos - self.cache_at]
        self.has32, self.word = 1, out >> 32
        return out & 0xFFFFFFFF

    def random(self) -> float:
        """`NumpyWords.random` with the raw output read in place."""
        pos = self.pos
        if not self.cache_at <= pos < self.cache_end:
            self._refill()
        self.pos = pos + 1
        return (self.cache[pos - self.cache_at] >> 11) * _UNIT

    def scene_types(self, difficulty: str) -> list[str]:
        """The motion types a scene try draws first, as `motion_types` draws them, with each bounded draw made by
        `_bounded` at once (`integers(n)` is `_bounded(n - 1)`; its words come from this class's `_next32`, read in
        place)."""
        bounded = self._bounded
        if difficulty == "easy":
            return [EASY_TYPES[bounded(1)], EASY_TYPES[bounded(1)]]
        if difficulty == "medium":
            n = 2 + bounded(1)
            drawn = [MEDIUM_MARKERS[bounded(1)]] + [MEDIUM_TYPES[bounded(3)] for _ in range(n - 1)]
        else:
            drawn = [HARD_MARKERS[bounded(2)], MOTION_TYPES[bounded(6)], MOTION_TYPES[bounded(6)]]
        return [drawn[i] for i in self.permutation(len(drawn))]

    def scene_looks(self, k: int) -> tuple[list[str], list[str], list[bool]]:
        """What a scene try of `k` shapes draws after its motion types, before placing them: the outlines and the
        colours (`choice` without replacement) and a sense per shape."""
        kinds = [_SHAPE_NAMES[i] for i in self.choice(len(SHAPES), k)]
        colours = [PALETTE[i] for i in self.choice(len(PALETTE), k)]
        random = self.random
        return kinds, colours, [random() < 0.5 for _ in range(k)]

    def settle(self) -> None:
        """Leave the bit generator `pos` raw outputs past where it was, with numpy's 32-bit buffer as the draws
        left it."""
        self.bitgen.state = self.saved
        self.bitgen.random_raw(self.pos)
        if (self.has32, self.word) != (self.saved["has_uint32"], self.saved["uinteger"]):
            state = self.bitgen.state
            state["has_uint32"], state["uinteger"] = self.has32, self.word
            self.bitgen.state = state


LANE_MOVERS = ("slide", "arc", "orbit")  # motions whose path needs a lane of its own, clear of the other shapes


def third_needs_a_lane(types: Sequence[str], config: Config) -> bool:
    """Whether a scene try is refused as soon as its motion types are drawn: three shapes whose third (placed last)
    slides, moves on an arc or orbits, in an arena too narrow for two shapes at scale 1 to stand side by side
    (4 × the least radius + the gap + both walls wider than it). There the shapes stack along the arena, and the
    third one's path (44 to 64 units of slide, a turn of 120° to 180° about a pivot 22 to 36 units away) needs a
    lane that the two shapes placed at random before it seldom leave free: at the default config 15 of 86,300 such
    third shapes that reached placement in hard scenes fitted (0.017 %; a third shape that stays put fits 2.1 % of
    the time, a swing 0.64 %), 0.7 % of the hard scenes that fit, and none of 3,200 in medium scenes. Refused here,
    they spend no placement draws, and every other scene try fits or fails as it would without the refusal."""
    narrow = 4 * config.radius[0] + config.gap + 2 * config.wall > config.arena_width
    return narrow and len(types) == 3 and types[-1] in LANE_MOVERS


def draw_scene(rng: np.random.Generator, difficulty: str, px: float, config: Config,
               first_grows: bool | None = None) -> tuple[list[Shape], list[list[Pose]], list[float]]:
    """Shapes whose five poses (t = 0..1) all fit the arena without touching (CLEVR-style rejection). Each shape
    gets `placement_tries` placements before the scene is redrawn, so the motion types keep the frequencies they
    were drawn with instead of favouring motions that stay in place. The sense of a scaling motion is drawn once
    per shape and never decides whether a scene fits: placements are tested with `placement_envelope`, the scales
    of both senses. Tested with its own poses, a growing shape (small until t = 3/4) fitted far more often than a
    shrinking one (large until t = 3/4): with shapes ≥ 100 px, 78 % of accepted scalers grew, and a grower's gold
    is larger than its stalled or reversed distractors, so the gold drew more ink than its distractors.
    `first_grows` (balanced over the index by `generate`) sets the sense of the first scaling shape: within a
    square of distractors a lone scaler's change is mostly its reversed step, so the gold's lead in ink takes the
    sign of its sense, and a split with more growers than shrinkers (55 % of 179 medium scenes drawn at random)
    gave the gold more ink than its distractors. A scene try whose third shape needs a lane of its own
    (`third_needs_a_lane`) is refused as soon as its motion types are drawn."""
    stream = RawStream(rng.bit_generator)  # what rng would draw, in Python; settled on leaving
    try:
        return draw_scene_from(stream, difficulty, px, config, first_grows)
    finally:
        stream.settle()


def draw_scene_from(stream: RawStream, difficulty: str, px: float, config: Config, first_grows: bool | None
                    ) -> tuple[list[Shape], list[list[Pose]], list[float]]:
    """`draw_scene` on the generator's raw outputs (`stream`)."""
    for _ in range(config.scene_tries):
        types = stream.scene_types(difficulty)
        if third_needs_a_lane(types, config):
            continue  # refused before its outlines, colours, senses and placements are drawn
        kinds, colours, senses = stream.scene_looks(len(types))
        shapes: list[Shape] = []
        trajs: list[list[Pose]] = []
        envelopes: list[list[Pose]] = []
        phases: list[float] = []
        circles = np.empty((len(types), 3, 5))  # the placed envelopes as the prefilter tests them, row by row
        scaling = [i for i, t in enumerate(types) if t in ("scale", "spin_scale")]
        if scaling and first_grows is not None:
            senses[scaling[0]] = first_grows
        for kind, colour, mtype, grow in zip(kinds, colours, types, senses, strict=True):
            placed = place_shape(stream, kind, colour, mtype, grow, shapes, envelopes, px, config,
                                 circles[:len(shapes)])
            if placed is None:
                break
            shape, poses, envelope, phase3 = placed
            circles[len(shapes)] = circle_rows(envelope, shape.radius, config)
            shapes.append(shape)
            trajs.append(poses)
            envelopes.append(envelope)
            phases.append(phase3)
        else:
            return shapes, trajs, phases
    raise RejectDraw(f"no {difficulty} scene fitting the arena in {config.scene_tries} tries")


# ---------------------------------------------------------------------------------------------- placement
# Most placement tries fail (about 97 %: a shape's circle leaves the arena or meets another's in some frame), and
# checked one at a time in Python they took most of the generator's time. `place_shape` takes a block of tries'
# random numbers at once from the scene's stream of raw outputs (`RawStream`), rejects in numpy the tries that
# provably fail, checks the rest one by one with the functions above, and then leaves the stream exactly where the
# tries up to the accepted one would: the same draws, the same shapes, the same generator state (once the stream
# settles) as trying them one at a time.

_UNIT = 2.0 ** -53  # numpy's double: the top 53 bits of a raw 64-bit output times this
_MOTION_DOUBLES = {"spin": 5, "scale": 6, "spin_scale": 7, "slide": 6, "arc": 7, "orbit": 7, "oscillate": 6}
_STEPS = np.arange(5.0) - 2  # quarter steps from t = 1/2, where slides, arcs and swings are drawn
PREFILTER_SLACK = 0.25  # arena units a try must miss the arena or another shape by to be rejected unchecked
PREFILTER_RADIUS_SLACK = 1e-3  # and this share of its circle's radius (the rounding of a scale ratio, any config)


class Replay:
    """The Generator draws `draw_motion` makes of a motion other than a swing (uniform and random), replayed from
    the doubles the generator drew: `uniform(lo, hi)` is numpy's lo + (hi - lo) × a double. Doubles leave numpy's
    32-bit buffer (`has32`, `word`) as it is."""

    def __init__(self, doubles: list[float], has32: int, word: int) -> None:
        self.doubles, self.pos, self.has32, self.word = doubles, 0, has32, word

    def random(self) -> float:
        self.pos += 1
        return self.doubles[self.pos - 1]

    def uniform(self, lo: float, hi: float) -> float:
        return lo + (hi - lo) * self.random()


class RawReplay(NumpyWords, Replay):
    """The draws of a swing (integers too), replayed bit for bit from the bit generator's raw 64-bit outputs as
    numpy computes them (`NumpyWords`)."""

    def __init__(self, raw: list[int], has32: int, word: int) -> None:
        super().__init__([], has32, word)
        self.raw = raw

    def _next64(self) -> int:
        self.pos += 1
        return self.raw[self.pos - 1]


def swing_tries(raw: np.ndarray, tries: int, has32: int, word: int, doubles: np.ndarray | None = None
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Lay out `tries` placement tries of a swing over the raw outputs: where each starts, with numpy's 32-bit
    buffer there (flag and word), and the same after the last try (arrays of tries + 1); each try's unit doubles
    in draw order (its six motion doubles, then its radius) and its start phase index. A try draws six doubles,
    the phase index and the radius. The phase index takes one 32-bit word (Lemire's method never rejects for a
    power-of-two range such as len(SWING_START_PHASES) = 2): the low half of a fresh output when the buffer is
    empty, else the buffered high half, so fresh and buffered words alternate. Where the words come from depends
    only on `tries` and `has32` (`swing_layout`). `doubles`: numpy's doubles of `raw`, when the caller holds them
    (the unit doubles are then read from them instead of computed again). Phase indices are uint64."""
    pos, has, cols, fresh_at, latest, fresh, low_at = swing_layout(tries, has32)
    high = raw[fresh_at] >> _U32  # the high halves numpy buffers, one per fresh try
    words = np.concatenate([[np.uint64(word)], high])[latest]
    drawn = np.where(fresh, raw[low_at] & _LOW32, words[:-1])
    phase = (drawn * _N_PHASES) >> _U32
    u = (raw[cols] >> np.uint64(11)).astype(float) * _UNIT if doubles is None else doubles[cols]
    return pos, has, words, u, phase


_U32, _LOW32, _N_PHASES = np.uint64(32), np.uint64(0xFFFFFFFF), np.uint64(len(SWING_START_PHASES))


def by_config(fn: Callable[..., T]) -> Callable[..., T]:
    """Cache `fn(*args, config)` by the config's identity and the other arguments' values. A frozen dataclass
    hashes every field on each lookup, so `lru_cache` on a Config cost more per placement than the tables it
    kept; a cached entry holds its config, so an id is never reused while its entry lives."""
    memo: dict[tuple[Any, ...], tuple[Config, T]] = {}

    @wraps(fn)
    def cached(*args: Any) -> T:
        key = (*args[:-1], id(args[-1]))
        hit = memo.get(key)
        if hit is None or hit[0] is not args[-1]:
            if len(memo) > 256:
                memo.clear()
            hit = memo[key] = (args[-1], fn(*args))
        return hit[1]

    return cached


@lru_cache(maxsize=8)
def swing_layout(tries: int, has32: int) -> tuple[np.ndarray, ...]:
    """Where `swing_tries` finds a block of swing tries in the raw outputs, given numpy's 32-bit buffer flag at
    the first: each try's start and buffer flag (and after the last), the raw output of each of its unit doubles,
    the raw outputs whose low half a fresh try takes (in order), and for each try (and after the last) which
    buffered word numpy holds there: 0 the one held before the block, j the high half of the j-th fresh output;
    then which tries take a fresh output's low half and the raw output each would take it from. Read-only arrays
    (cached)."""
    t = np.arange(tries + 1)
    has = (has32 + t) % 2
    fresh = has[:-1] == 0
    pos = 7 * t + np.concatenate([[0], np.cumsum(fresh)])
    start = pos[:-1]
    cols = np.concatenate([start[:, None] + np.arange(6), (start + 6 + fresh)[:, None]], axis=1)
    latest = np.concatenate([[0], np.cumsum(fresh)])  # fresh outputs drawn before try t
    out = pos, has, cols, start[fresh] + 6, latest, fresh, start + 6
    for a in out:
        a.setflags(write=False)
    return out


@by_config
def try_ranges(kind: str, config: Config) -> tuple[np.ndarray, np.ndarray]:
    """The low end and span of each unit double of a placement try, as `draw_motion` maps it (lo + span × u), in
    draw order: x, y, angle, sense (kept as drawn), the motion's own doubles, the radius; angles that place a
    centre (headings, an arc's middle and rate) in radians. Read-only arrays (cached)."""
    w_, h_ = config.arena_width, config.arena_height
    turn = (0.0, 2 * math.pi)
    own = {"spin": [config.spin_rate], "scale": [config.scale_ratio, config.last_frame_scale],
           "spin_scale": [config.spin_rate, config.scale_ratio, config.last_frame_scale],
           "slide": [config.slide_speed, turn], "oscillate": [config.swing_amplitude, turn],
           "arc": [config.arc_radius, turn, (math.radians(config.arc_rate[0]), math.radians(config.arc_rate[1]))]}
    own["orbit"] = own["arc"]
    ranges = [(0.1 * w_, 0.9 * w_), (0.1 * h_, 0.9 * h_), (0.0, 360.0), (0.0, 1.0), *own[kind], config.radius]
    lo, span = np.array([r[0] for r in ranges]), np.array([r[1] - r[0] for r in ranges])
    lo.setflags(write=False)
    span.setflags(write=False)
    return lo, span


_SWING_OFFSETS = np.sin(np.radians(np.asarray(SWING_START_PHASES)[:, None] + SWING_STEP * np.arange(5.0)))
_SCALE_POWERS = np.abs(_STEPS - 1)  # an envelope's scale at k is s3 × ratio^|k - 3| (see below)
_AXES = np.array([0.0, math.pi / 2])  # cos(h - _AXES) is (cos h, sin h): a heading's x and y in one operation


def approximate_envelopes(kind: str, u: np.ndarray, phase: np.ndarray | None, grow: bool, config: Config
                          ) -> tuple[np.ndarray, np.ndarray]:
    """Centres (x, y) and circle radii of the placement envelopes at k = 0..4 (arrays tries × 2 × 5 and tries × 5,
    or × 1 where constant) of the tries whose unit doubles are the rows of `u`, as `draw_motion`, `trajectory` and
    `placement_envelope` make them but in closed form and without rounding to 4 decimals: within 0.07 arena
    units and 0.1 % of the radius of the exact ones in any valid config (rounding a scaling shape's start scale
    moves its envelope's radius by at most radius × ratio**6 × 1e-4 ≤ 0.07, rounding its ratio by less than
    0.07 % of it; every centre moves by less than 0.002). `phase`: a swing's start phase indices. A scaling
    envelope's scale at k is max(s3 r^(k-3), s3 r^(3-k)) = s3 × ratio^|k - 3| whichever the sense (ratio ≥ 1), so
    `grow` does not change it."""
    lo, span = try_ranges(kind, config)
    v = lo + span * u  # every double mapped to its range at once
    centre, scale = v[:, :2, None], 1.0
    if kind in ("scale", "spin_scale"):
        col = 5 if kind == "spin_scale" else 4
        scale = v[:, col + 1:col + 2] * v[:, col:col + 1] ** _SCALE_POWERS
    if kind == "slide":  # speed × (cos, sin) of the heading, times the steps from t = 1/2
        centre = centre + (v[:, 4:5] * np.cos(v[:, 5:6] - _AXES))[:, :, None] * _STEPS
    if kind in ("arc", "orbit"):  # radius × ((cos, sin) of the angle at k less that of the middle)
        middle = v[:, 5:6]
        angle = middle + np.where(u[:, 3:4] < 0.5, v[:, 6:7], -v[:, 6:7]) * _STEPS
        turn = np.cos(angle[:, None, :] - _AXES[:, None]) - np.cos(middle - _AXES)[:, :, None]
        centre = centre + v[:, 4:5, None] * turn
    if kind == "oscillate" and phase is not None:  # amplitude × (cos, sin) of the heading, times the swing's sine
        centre = centre + (v[:, 4:5] * np.cos(v[:, 5:6] - _AXES))[:, :, None] * _SWING_OFFSETS[phase][:, None, :]
    return centre, (v[:, -1:] * scale if kind in ("scale", "spin_scale") else v[:, -1:])


STAYING_TYPES = ("spin", "scale", "spin_scale")  # motions that keep the centre where it was drawn


def fits_arena_alone(kind: str, u: Sequence[float], config: Config) -> bool:
    """`may_fit` for one try of a motion that keeps its centre (`STAYING_TYPES`) beside no placed shape, in plain
    Python with `approximate_envelopes`'s formulas. The first shape's first try that fits is then mostly among
    the first two or three (its circle only has to clear the walls), so trying them in order costs less than
    numpy's per-operation overhead over all tries; moving shapes leave the arena in most tries and stay with
    numpy. A scaling envelope is largest at k = 0 (s3 × ratio^3). `u`: the try's unit doubles."""
    ranges = try_range_pairs(kind, config)  # only the doubles that set the centre and the circle's radius
    v0, v1 = ranges[0][0] + ranges[0][1] * u[0], ranges[1][0] + ranges[1][1] * u[1]
    r = (ranges[-1][0] + ranges[-1][1] * u[-1]) * (1 - PREFILTER_RADIUS_SLACK)
    if kind != "spin":
        col = 5 if kind == "spin_scale" else 4
        r *= (ranges[col + 1][0] + ranges[col + 1][1] * u[col + 1]) * (ranges[col][0] + ranges[col][1] * u[col]) ** 3
    half_w, half_h = config.arena_width / 2, config.arena_height / 2
    room = PREFILTER_SLACK - config.wall
    return abs(v0 - half_w) + r <= half_w + room and abs(v1 - half_h) + r <= half_h + room


@by_config
def try_range_pairs(kind: str, config: Config) -> tuple[tuple[float, float], ...]:
    """`try_ranges` as (lo, span) pairs of Python floats, for `fits_arena_alone`."""
    lo, span = try_ranges(kind, config)
    return tuple(zip(lo.tolist(), span.tolist(), strict=True))


def circle_rows(envelope: Sequence[Pose], radius: float, config: Config) -> list[list[float]]:
    """A placed shape's envelope as `may_fit` tests a try against it (3 rows of 5): centres x and y at k = 0..4
    and how far a try's circle must keep from them (the placed circle's radius and the gap, less
    `PREFILTER_SLACK`)."""
    reach = config.gap - PREFILTER_SLACK
    return [[p[0] for p in envelope], [p[1] for p in envelope], [radius * p[3] + reach for p in envelope]]


def envelope_circles(envelope: Sequence[Pose], radius: float, config: Config) -> np.ndarray:
    """`circle_rows` as an array (3 × 5)."""
    return np.array(circle_rows(envelope, radius, config))


@by_config
def arena_room(config: Config) -> tuple[np.ndarray, np.ndarray]:
    """The arena's centre and the room a prefiltered circle has about it (half the arena plus `PREFILTER_SLACK`
    less the wall), as x and y rows (2 × 1) for `may_fit`."""
    half = np.array([[config.arena_width / 2], [config.arena_height / 2]])
    room = half + (PREFILTER_SLACK - config.wall)
    half.setflags(write=False)
    room.setflags(write=False)
    return half, room


def may_fit(centre: np.ndarray, rr: np.ndarray, circles: np.ndarray, config: Config) -> np.ndarray:
    """The tries (rows of the approximate envelopes) whose circle neither leaves the arena nor meets a placed
    shape's circle (`circles`: placed shapes × 3 × 5 of `envelope_circles`) in any frame by more than
    `PREFILTER_SLACK` and `PREFILTER_RADIUS_SLACK` of its radius (far above the approximation's error): `fits`
    surely rejects every other try, only the exact check can tell for these."""
    tries = len(centre)
    rr = rr * (1 - PREFILTER_RADIUS_SLACK)
    half, room = arena_room(config)
    ok = np.logical_and.reduce((np.abs(centre - half) + rr[:, None, :] <= room).reshape(tries, -1), axis=1)
    if len(circles):
        apart = centre[:, None, :, :] - circles[:, :2]  # tries × placed × (x, y) × frames
        gaps = np.hypot(apart[:, :, 0], apart[:, :, 1]) - rr[:, None, :]
        ok &= np.logical_and.reduce((gaps >= circles[:, 2]).reshape(tries, -1), axis=1)
    return ok.nonzero()[0]


@by_config
def least_reach(mtype: str, config: Config) -> tuple[float, ...]:
    """A lower bound on the circle radius of every try of motion `mtype` at k = 0..4 (radius × envelope scale), less
    `PREFILTER_RADIUS_SLACK` of it and `PREFILTER_SLACK`: the least radius, times for a scaling envelope the least
    s3 × ratio^|k - 3| (see `approximate_envelopes`), which rounding to 4 decimals moves by less than 0.07 units."""
    reach = []
    for k in range(5):
        r = config.radius[0]
        if mtype in ("scale", "spin_scale"):
            r *= config.last_frame_scale[0] * config.scale_ratio[0] ** abs(k - 3)
        reach.append(r * (1 - PREFILTER_RADIUS_SLACK) - PREFILTER_SLACK)
    return tuple(reach)


def blocked_bands(envelopes: Sequence[Sequence[Pose]], radii: Sequence[float], frames: Iterable[int],
                  reach: Sequence[float], x_lo: float, x_hi: float, gap: float) -> list[tuple[float, float]]:
    """Open intervals of y where a circle centred at any x in [x_lo, x_hi] meets a placed circle in one of
    `frames`: with radius at least `reach[k]`, it is nearer than D = placed radius + reach + gap to a placed centre
    (cx, cy) when |y - cy| < sqrt(D² - m²), m the farthest x of the range from cx (each band narrowed by
    `PREFILTER_SLACK`)."""
    bands = []
    for envelope, r in zip(envelopes, radii, strict=True):
        for k in frames:
            cx, cy, _, s = envelope[k]
            d = r * s + reach[k] + gap
            m = max(cx - x_lo, x_hi - cx)
            if d > m:
                h = math.sqrt(d * d - m * m) - PREFILTER_SLACK
                if h > 0:
                    bands.append((cy - h, cy + h))
    return bands


def covers(bands: Sequence[tuple[float, float]], lo: float, hi: float) -> bool:
    """Whether the open intervals `bands` cover every point of [lo, hi] (a sweep in order of their low ends)."""
    reached = lo  # every point below `reached` from lo is covered; `reached` itself not yet
    for b_lo, b_hi in sorted(bands):
        if b_hi <= reached:
            continue
        if b_lo >= reached:
            return False
        reached = b_hi
        if reached > hi:
            return True
    return False


def frame_groups(mtype: str) -> list[tuple[int, ...]]:
    """The frames in which one centre must be free for a try of `mtype`: all five at once for a motion that keeps
    its centre (`STAYING_TYPES`), else each frame alone."""
    return [(0, 1, 2, 3, 4)] if mtype in STAYING_TYPES else [(k,) for k in range(5)]


def group_blocked(mtype: str, frames: tuple[int, ...], envelopes: Sequence[Sequence[Pose]],
                  radii: Sequence[float], config: Config) -> bool:
    """Whether every centre the walls allow a try of `mtype` in all of `frames` lies in a band blocked by a placed
    circle (`blocked_bands`), for the least circle a try can have there (`least_reach`)."""
    reach = least_reach(mtype, config)
    r = max(reach[k] for k in frames)
    x_lo, x_hi, y_lo, y_hi = r + config.wall, config.arena_width - r - config.wall, r + config.wall, \
        config.arena_height - r - config.wall
    return x_lo > x_hi or y_lo > y_hi or \
        covers(blocked_bands(envelopes, radii, frames, reach, x_lo, x_hi, config.gap), y_lo, y_hi)


@by_config
def group_bounds(mtype: str, config: Config) -> tuple[tuple[tuple[int, ...], float, float, float, float], ...]:
    """For each group of frames of `mtype` (`frame_groups`): its frames and the box [x_lo, x_hi] × [y_lo, y_hi] of
    centres the walls allow the least circle a try can have there, as `group_blocked` works them out (cached:
    they depend on the motion and the config alone)."""
    out = []
    for frames in frame_groups(mtype):
        reach = least_reach(mtype, config)
        r = max(reach[k] for k in frames)
        out.append((frames, r + config.wall, config.arena_width - r - config.wall, r + config.wall,
                     config.arena_height - r - config.wall))
    return tuple(out)


def no_room(mtype: str, envelopes: Sequence[Sequence[Pose]], radii: Sequence[float], config: Config) -> bool:
    """Whether no try of motion `mtype` can fit beside the placed envelopes, whatever its draws: some group of
    frames (`frame_groups`) has no free centre (`group_blocked`). `fits_beside` then rejects every try, so the tries
    are skipped unchecked: about half the third shapes of a hard scene meet this (two placed shapes leave no room
    in a 100-unit-wide arena)."""
    reach = least_reach(mtype, config)
    for frames, x_lo, x_hi, y_lo, y_hi in group_bounds(mtype, config):  # `group_blocked` of each group
        if x_lo > x_hi or y_lo > y_hi or \
                covers(blocked_bands(envelopes, radii, frames, reach, x_lo, x_hi, config.gap), y_lo, y_hi):
            return True
    return False


def place_shape(stream: RawStream, kind: str, colour: str, mtype: str, grow: bool,
                shapes: Sequence[Shape], envelopes: Sequence[Sequence[Pose]], px: float, config: Config,
                circles: np.ndarray | None = None) -> tuple[Shape, list[Pose], list[Pose], float] | None:
    """Up to `placement_tries` draws of a shape with motion `mtype` beside the placed `shapes`: the first whose
    steps are visible and whose envelope fits the arena beside theirs (its shape, poses, envelope and swing phase
    at k = 3), or None. Reads what `draw_motion` and the radius would draw try after try from `stream` and leaves
    it where they would: tries `may_fit` (`fits_arena_alone` for the first shape) rules out are skipped, the
    others are drawn again from the same numbers and checked exactly. `circles`: the placed envelopes'
    `envelope_circles` stacked, when the caller keeps them."""
    at, has32, word = stream.pos, stream.has32, stream.word
    tries, n = config.placement_tries, _MOTION_DOUBLES[mtype] + 1
    if mtype == "oscillate":
        raw, doubles = stream.window(tries * (n + 1))  # at most what they take (a fresh word every other try)
        pos, has, words, u, phase = swing_tries(raw, tries, has32, word, doubles)
        end = (at + int(pos[-1]), int(has[-1]), int(words[-1]))
    else:
        u, phase = stream.window(tries * n)[1].reshape(tries, n), None  # numpy's 32-bit buffer stays
        end = (at + tries * n, has32, word)
    rows: list[list[float]] = []
    order: Iterable[int]
    placed_radii = [s.radius for s in shapes]
    if len(shapes) > 1 and no_room(mtype, envelopes, placed_radii, config):
        order = ()  # no try fits: every one is drawn and skipped (beside one placed shape there is nearly always room)
    elif shapes or mtype not in STAYING_TYPES:
        if circles is None:
            circles = placed_circles(shapes, envelopes, config)
        centre, rr = approximate_envelopes(mtype, u, phase, grow, config)
        order = may_fit(centre, rr, circles, config).tolist()  # Python ints for the offsets below
    else:  # a first shape that stays put: its tries in order, in Python, up to the first that fits
        rows = u.tolist()
        order = (t for t in range(tries) if fits_arena_alone(mtype, rows[t], config))
    if phase is not None:
        order = shown_swing_tries(order, phase, px, config)
    found = None
    for t in order:
        if phase is None:  # the try's doubles alone, numpy's 32-bit buffer as it was
            start, motion, radius, poses = plain_try(mtype, rows[t] if rows else u[t].tolist(), grow, config)
            shape, phase3, last = Shape(kind, radius, colour, start, motion), 0.0, (at + (t + 1) * n, has32, word)
        else:
            start, motion, radius, poses, phase3 = plain_swing(u[t].tolist(), int(phase[t]), config)
            shape, last = Shape(kind, radius, colour, start, motion), (at + int(pos[t + 1]), int(has[t + 1]),
                                                                       int(words[t + 1]))
        envelope = placement_envelope(shape, poses)
        if steps_visible(shape, poses, px, config) and \
                fits_beside(envelope, shape.radius, envelopes, placed_radii, config):
            found, end = (shape, poses, envelope, phase3), last
            break
    stream.pos, stream.has32, stream.word = end
    return found


SWING_BOUND_SLACK = 1e-3  # arena units a swing's first-step bound adds for rounding to 4 decimals and float error


@by_config
def swing_starts_shown(px: float, config: Config) -> tuple[bool, ...]:
    """For each start phase of a swing (`SWING_START_PHASES`), whether a try starting there can pass `steps_visible`
    at all. A swing passes it by its first step alone, and that step keeps the angle (the same rounded draw, taken
    mod 360: a turn of 0 or 360, read as 0) and the scale (1.0 in both poses), so only its shift can pass
    `visible_diff`. The shift is |sin(p + SWING_STEP) - sin(p)| times the length of the swing vector (ax, ay), plus
    the rounding of the start pose to 4 decimals (under 7.1e-5 units; the centre is the same rounded value in both
    poses). Each of ax, ay is an amplitude of at most swing_amplitude[1] (numpy's lo + span × u with u < 1, within
    an ulp) times a cosine or sine, rounded by at most 5e-5, so the vector is at most swing_amplitude[1] + 7.1e-5
    long; the sums, products and hypot err by a few ulps of arena-sized values. The shift is thus below
    |sin(p + SWING_STEP) - sin(p)| × swing_amplitude[1] + SWING_BOUND_SLACK, and a start phase whose bound times
    px falls under min_shift_px fails `visible_diff` in every try. At the default config a swing starting at 45°
    moves at most (1 - sin 45°) × 34 units = 20.9 px < 22 px."""
    amp = config.swing_amplitude[1]
    return tuple((abs(math.sin(math.radians(p + SWING_STEP)) - math.sin(math.radians(p))) * amp + SWING_BOUND_SLACK)
                 * px >= config.min_shift_px for p in SWING_START_PHASES)


def shown_swing_tries(order: Iterable[int], phase: np.ndarray, px: float, config: Config) -> list[int]:
    """The swing tries of `order` whose start phase (index in `phase`) can show its first step
    (`swing_starts_shown`): the others fail `steps_visible` whatever their draws, so `place_shape` skips them
    without drawing them again, and its outcome and the stream's end stay those of checking every try."""
    shown = swing_starts_shown(px, config)
    return [t for t in order if shown[phase[t]]]


@by_config
def draw_ranges(mtype: str, config: Config) -> tuple[tuple[float, float], ...]:
    """The (lo, hi - lo) of each double `draw_motion` maps by `uniform`, in draw order (the sense's double as
    (0, 1); a swing's phase index is a word, not a double), then the radius's: what `Replay.uniform` computes,
    lo + (hi - lo) × u."""
    w_, h_ = config.arena_width, config.arena_height
    own = {"spin": [config.spin_rate], "scale": [config.scale_ratio, config.last_frame_scale],
           "spin_scale": [config.spin_rate, config.scale_ratio, config.last_frame_scale],
           "slide": [config.slide_speed, (0.0, 2 * math.pi)],
           "arc": [config.arc_radius, (0.0, 360.0), config.arc_rate],
           "oscillate": [config.swing_amplitude, (0.0, 2 * math.pi)]}
    own["orbit"] = own["arc"]
    ranges = [(0.1 * w_, 0.9 * w_), (0.1 * h_, 0.9 * h_), (0.0, 360.0), (0.0, 1.0), *own[mtype], config.radius]
    return tuple((lo, hi - lo) for lo, hi in ranges)


def plain_try(mtype: str, u: Sequence[float], grow: bool, config: Config
              ) -> tuple[Pose, dict[str, Any], float, list[Pose]]:
    """`draw_motion` and the radius drawn from a placement try's unit doubles `u` (a motion other than a swing),
    and the try's `trajectory`: the same floats by the same operations in the same order, without a Replay's
    method call per draw and `step`'s generic branches per quarter step (a try that passes the prefilter is
    checked exactly by these, about 18 k times a build, nearly all in scene tries that fail later)."""
    rs = draw_ranges(mtype, config)
    x, y, angle = rs[0][0] + rs[0][1] * u[0], rs[1][0] + rs[1][1] * u[1], rs[2][0] + rs[2][1] * u[2]
    sign = 1.0 if u[3] < 0.5 else -1.0
    scale = 1.0
    motion: dict[str, Any] = {"type": mtype}
    col = 4
    if mtype in ("spin", "spin_scale"):
        motion["w"] = _r4(sign * (rs[4][0] + rs[4][1] * u[4]))
        col = 5
    if mtype in ("scale", "spin_scale"):
        ratio = rs[col][0] + rs[col][1] * u[col]
        motion["r"] = _r4(ratio if grow else 1 / ratio)
        scale = _r4((rs[col + 1][0] + rs[col + 1][1] * u[col + 1]) / motion["r"] ** 3)
    if mtype == "slide":
        speed, heading = rs[4][0] + rs[4][1] * u[4], rs[5][0] + rs[5][1] * u[5]
        v = motion["v"] = [_r4(speed * math.cos(heading)), _r4(speed * math.sin(heading))]
        x, y = x - 2 * v[0], y - 2 * v[1]
    if mtype in ("arc", "orbit"):
        radius, middle = rs[4][0] + rs[4][1] * u[4], rs[5][0] + rs[5][1] * u[5]
        w = motion["w"] = _r4(sign * (rs[6][0] + rs[6][1] * u[6]))
        pivot = motion["pivot"] = [_r4(x - radius * math.cos(math.radians(middle))),
                                   _r4(y - radius * math.sin(math.radians(middle)))]
        start = math.radians(middle - 2 * w)
        x, y = pivot[0] + radius * math.cos(start), pivot[1] + radius * math.sin(start)
    pose = (_r4(x), _r4(y), _r4(angle), _r4(scale))
    return pose, motion, _r4(rs[-1][0] + rs[-1][1] * u[-1]), plain_poses(pose, motion)


def plain_swing(u: Sequence[float], phase_index: int, config: Config
                ) -> tuple[Pose, dict[str, Any], float, list[Pose], float]:
    """`draw_motion`, the radius draw and `trajectory` of a swing from a try's unit doubles `u` (six motion
    doubles, then the radius's) and its start phase index (`swing_tries`): the same floats by the same operations
    in the same order, without a RawReplay's word and double draws. Also the swing phase at k = 3."""
    rs = draw_ranges("oscillate", config)
    x, y, angle = rs[0][0] + rs[0][1] * u[0], rs[1][0] + rs[1][1] * u[1], rs[2][0] + rs[2][1] * u[2]
    amp, heading = rs[4][0] + rs[4][1] * u[4], rs[5][0] + rs[5][1] * u[5]
    phase0 = SWING_START_PHASES[phase_index]
    centre, swing = [_r4(x), _r4(y)], [_r4(amp * math.cos(heading)), _r4(amp * math.sin(heading))]
    motion: dict[str, Any] = {"type": "oscillate", "centre": centre, "amp": swing, "phase0": phase0}
    off = math.sin(math.radians(phase0))
    start = (_r4(centre[0] + off * swing[0]), _r4(centre[1] + off * swing[1]), _r4(angle), _r4(1.0))
    _, _, a, s = start
    poses, phase, phase3 = [start], float(phase0), 0.0
    for k in range(4):
        if k == 3:
            phase3 = phase
        phase += SWING_STEP
        off = math.sin(math.radians(phase))
        a = a % 360.0
        poses.append((centre[0] + off * swing[0], centre[1] + off * swing[1], a, s))
    return start, motion, _r4(rs[-1][0] + rs[-1][1] * u[-1]), poses, phase3


def plain_poses(start: Pose, motion: dict[str, Any]) -> list[Pose]:
    """`trajectory`'s poses of a motion other than a swing (whose phase stays 0): each quarter step as `step`
    takes it at rate 1 (1.0 × a value is the value; `r ** 1.0` and the turn's cosine and sine are the same floats
    at every step)."""
    x, y, a, s = start
    kind = motion["type"]
    w = motion.get("w", 0.0)
    turns = kind in ("spin", "spin_scale", "orbit")
    g = motion["r"] ** 1.0 if "r" in motion else 1.0
    poses = [start]
    if kind == "slide":
        vx, vy = motion["v"]
        for _ in range(4):
            x, y, a = x + vx, y + vy, a % 360.0
            poses.append((x, y, a, s))
    elif kind in ("arc", "orbit"):
        cx, cy = motion["pivot"]
        t = math.radians(w)
        c, sn = math.cos(t), math.sin(t)
        for _ in range(4):
            dx, dy = x - cx, y - cy
            x, y = cx + dx * c - dy * sn, cy + dx * sn + dy * c
            if turns:
                a += w
            a = a % 360.0
            poses.append((x, y, a, s))
    else:
        scales = "r" in motion
        for _ in range(4):
            if turns:
                a += w
            if scales:
                s *= g
            a = a % 360.0
            poses.append((x, y, a, s))
    return poses


def fits_beside(envelope: Sequence[Pose], radius: float, placed: Sequence[Sequence[Pose]],
                placed_radii: Sequence[float], config: Config) -> bool:
    """`fits` in every frame of the placed shapes' envelopes with this one added, given that the placed ones fit
    together (each was placed so): only the new circle's walls and its clearance from a placed circle can fail,
    so only those are tested, with `fits`'s own arithmetic."""
    for x, y, _, s in envelope:
        rr = radius * s + config.wall
        if not (rr <= x <= config.arena_width - rr and rr <= y <= config.arena_height - rr):
            return False
    for other, r in zip(placed, placed_radii, strict=True):
        for a, b in zip(other, envelope, strict=True):
            if math.hypot(a[0] - b[0], a[1] - b[1]) < r * a[3] + radius * b[3] + config.gap:
                return False
    return True


def placed_circles(shapes: Sequence[Shape], envelopes: Sequence[Sequence[Pose]], config: Config) -> np.ndarray:
    """The placed shapes' `envelope_circles`, stacked (placed shapes × 3 × 5) as `may_fit` takes them."""
    return np.array([envelope_circles(e, s.radius, config) for s, e in zip(shapes, envelopes, strict=True)]
                    ).reshape(len(shapes), 3, 5)


# ---------------------------------------------------------------------------------------------- distractors

def shape_gap_px(shape: Shape, p: Pose, gold_points: np.ndarray, px: float) -> float:
    """The largest displacement (px) of the shape's vertices or marker between a pose and its gold pose, whose
    `pose_points` (`gold_points`) `candidates` works out once per shape."""
    return float(np.linalg.norm(pose_points(SHAPE_POINTS[shape.kind], shape.radius, *p, px) - gold_points,
                                axis=1).max())


def candidates(shapes: Sequence[Shape], trajs: Sequence[Sequence[Pose]], phases: Sequence[float], px: float,
               config: Config, min_gap_px: float = 0.0) -> list[Candidate]:
    """Every single-change distractor that fits the arena, differs clearly from the gold and moves a changed
    shape's vertex or marker at least `min_gap_px` from the gold's."""
    gold = tuple(t[4] for t in trajs)
    radii = [s.radius for s in shapes]
    gold_points = [pose_points(SHAPE_POINTS[s.kind], s.radius, *g, px) for s, g in zip(shapes, gold, strict=True)]
    out: list[Candidate] = []

    def add(kind: str, change: dict[str, Any], changed: dict[int, Pose]) -> None:
        poses = tuple(changed.get(i, g) for i, g in enumerate(gold))
        if all(visible_diff(p, gold[i], radii[i], px, config) for i, p in changed.items()) and \
                max(shape_gap_px(shapes[i], p, gold_points[i], px) for i, p in changed.items()) >= min_gap_px and \
                fits(poses, radii, config):
            out.append(Candidate(kind, change, poses))

    for i, (shape, traj, phase3) in enumerate(zip(shapes, trajs, phases, strict=True)):
        motion = shape.motion
        turn_sign, rate = (-1.0, 1.0) if motion["type"] == "spin_scale" else (1.0, -1.0)
        add("wrong_direction", {"shape": i}, {i: step(traj[3], phase3, motion, rate, turn_sign)[0]})
        for f in RATE_FACTORS:
            if f == 0.5 and min_gap_px >= EASY_MARGIN_PX:  # easy: a half step is the one change not seen at a glance
                continue
            add("wrong_rate", {"shape": i, "factor": f}, {i: step(traj[3], phase3, motion, f)[0]})
        if motion["type"] == "oscillate":
            for d in PHASE_SHIFTS:
                add("wrong_phase", {"shape": i, "shift_deg": d}, {i: step(traj[3], phase3, motion, 1.0, 1.0, d)[0]})
    for i, j in itertools.combinations(range(len(shapes)), 2):
        di = [trajs[i][4][c] - trajs[i][3][c] for c in range(3)] + [trajs[i][4][3] / trajs[i][3][3]]
        dj = [trajs[j][4][c] - trajs[j][3][c] for c in range(3)] + [trajs[j][4][3] / trajs[j][3][3]]

        def moved(p: Pose, d: list[float]) -> Pose:
            return (p[0] + d[0], p[1] + d[1], (p[2] + d[2]) % 360.0, p[3] * d[3])

        add("swapped_motions", {"shapes": [i, j]}, {i: moved(trajs[i][3], dj), j: moved(trajs[j][3], di)})
    return out


def _options_differ(a: Sequence[Pose], b: Sequence[Pose], radii: Sequence[float], px: float, config: Config) -> bool:
    return any(visible_diff(p, q, r, px, config) for p, q, r in zip(a, b, radii, strict=True))


def changed_shapes(candidate: Candidate) -> frozenset[int]:
    """The shapes a single-change distractor moves off their gold pose."""
    change = candidate.change
    return frozenset(int(i) for i in change["shapes"]) if "shapes" in change else frozenset([int(change["shape"])])


def option_squares(pool: Sequence[Candidate], gold: tuple[Pose, ...], shapes: Sequence[Shape],
                   config: Config) -> list[tuple[Candidate, Candidate, Candidate]]:
    """Every distractor triple (u, v, u and v together) made of two single changes of the pool that move
    disjoint shapes, where the combined option fits the arena. With the gold these are the corners of a square:
    every shape shows at most two poses over the options, each in two of them, so no pose is a majority the gold
    would share. One-change distractors alone made the gold the option that agrees with most others in every
    shape (the centre of the set, found by "most typical" without the frames)."""
    radii = [s.radius for s in shapes]
    out = []
    for u, v in itertools.combinations(pool, 2):
        su, sv = changed_shapes(u), changed_shapes(v)
        if su & sv:
            continue
        poses = tuple(v.poses[i] if i in sv else u.poses[i] if i in su else g for i, g in enumerate(gold))
        if not fits(poses, radii, config):
            continue
        first, second = sorted((u, v), key=lambda c: min(changed_shapes(c)))
        parts = [{"kind": c.kind, **c.change} for c in (first, second)]
        out.append((u, v, Candidate(COMBINED, {"parts": parts}, poses)))
    return out


def proxy_features(poses: Sequence[Pose], shapes: Sequence[Shape]) -> np.ndarray:
    """Cheap stand-ins for the pixel statistics a context-blind guesser sees: the area-weighted centroid, the
    bounding box of all outlines, the total ink (filled area), the outline length, each colour's ink share and
    each shape's own pose (x, y, heading as a 10-unit vector, 10 × scale)."""
    areas, lengths, points = [], [], []
    for shape, (x, y, a, s) in zip(shapes, poses, strict=True):
        outline = SHAPES[shape.kind][0]
        k = shape.radius * s
        t = math.radians(a)
        rot = np.array([[math.cos(t), -math.sin(t)], [math.sin(t), math.cos(t)]])
        points.append(outline @ rot.T * k + (x, y))
        areas.append(POLY_AREA[shape.kind] * k * k)
        lengths.append(POLY_PERIMETER[shape.kind] * k)
    area = np.array(areas)
    xy = np.array([[p[0], p[1]] for p in poses])
    pts = np.concatenate(points)
    centroid = (xy * area[:, None]).sum(axis=0) / area.sum()
    bbox = [*pts.min(axis=0), *pts.max(axis=0)]
    per_shape = [[x, y, 10 * math.cos(math.radians(a)), 10 * math.sin(math.radians(a)), 10 * s]
                 for x, y, a, s in poses]
    return np.concatenate([centroid, bbox, [area.sum(), sum(lengths)], area / area.sum(), np.ravel(per_shape)])


def ink_area(poses: Sequence[Pose], shapes: Sequence[Shape]) -> float:
    """The total ink (filled area) of `proxy_features`, alone and with its arithmetic: the options' ink is all
    `choose_distractors` asks of them."""
    total = 0.0
    for shape, pose in zip(shapes, poses, strict=True):
        k = shape.radius * pose[3]
        total += POLY_AREA[shape.kind] * k * k
    return total


def ink_rank_miss(gold_area: float, areas: np.ndarray, target: int) -> tuple[np.ndarray, np.ndarray]:
    """For option sets (rows of `areas`, the distractors' filled areas): whether a distractor is a near tie with
    the gold (a small non-zero difference in ink, which rendering could flip either way), and how many ranks the
    gold's ink rank (0: the least ink … 3: the most) lies from `target`. Options of exactly the gold's ink tie
    with it, and a tie block sits at every rank it spans (the gold is then no more the largest or smallest than
    they are)."""
    diff = (areas - gold_area) / gold_area
    near = ((np.abs(diff) > 1e-9) & (np.abs(diff) < INK_TIE)).any(axis=1)
    lowest = (diff <= -INK_TIE).sum(axis=1)
    highest = N_OPTIONS - 1 - (diff >= INK_TIE).sum(axis=1)
    return near, np.maximum(lowest - target, 0) + np.maximum(target - highest, 0)


def ink_lead_miss(gold_area: float, areas: np.ndarray, target: int) -> np.ndarray:
    """For option sets (rows of `areas`, the distractors' filled areas): how far the gold's lead in ink over the
    distractors' mean (a share of the gold's ink) lies from the lead its ink rank `target` asks for, in units of
    `INK_LEAD_STEP` (rank 0 asks for -INK_LEAD_STEP, rank 3 for +INK_LEAD_STEP). The rank alone does not say by how
    much: a grower's gold leads its smaller distractors by more than a shrinker's gold trails its larger ones (ink
    goes with the square of the scale, and the decision-margin floor keeps more of a grower's distractors, which
    is larger at t = 1), so aimed at ranks only the gold drew more ink than the others on average."""
    lead = (gold_area - areas.mean(axis=1)) / gold_area
    wanted = INK_LEAD_STEP * (target - (N_OPTIONS - 1) / 2) / ((N_OPTIONS - 1) / 2)
    return np.abs(lead - wanted) / INK_LEAD_STEP


def tests_marker(square: tuple[Candidate, Candidate, Candidate], shapes: Sequence[Shape], difficulty: str) -> bool:
    """Whether the square changes a shape whose motion makes the item medium or hard (always true for easy):
    a shape that keeps its gold pose in every option is never tested."""
    markers = {"easy": MOTION_TYPES, "medium": MEDIUM_MARKERS, "hard": HARD_MARKERS}[difficulty]
    moved = changed_shapes(square[0]) | changed_shapes(square[1])
    return any(shapes[i].motion["type"] in markers for i in moved)


def choose_distractors(rng: np.random.Generator, pool: Sequence[Candidate], gold: tuple[Pose, ...],
                       shapes: Sequence[Shape], config: Config, difficulty: str, ink_rank: int) -> list[Candidate]:
    """Two single changes of the pool on disjoint shapes and their combination (`option_squares`), testing the
    shape that sets the difficulty, none a near tie with the gold in ink. Among these, the square is chosen whose
    gold ink rank matches `ink_rank` (balanced over the index like the gold letter, so a redraw keeps it) and
    whose gold lead in ink over the distractors' mean is aimed with that rank (`ink_lead_miss`): a scaling shape's
    reversed or stalled last step is smaller than the gold when it grows and larger when it shrinks, and left
    alone the gold drew more ink than its distractors. Ties are broken towards a kind drawn among those on offer
    (so a swap, whose squares are few, is shown about as often as the others), then varied kinds and more shapes
    tested, then at random."""
    squares = [q for q in option_squares(pool, gold, shapes, config) if tests_marker(q, shapes, difficulty)]
    if not squares:
        raise RejectDraw("no two single changes on different shapes that combine inside the arena")
    gold_area = ink_area(gold, shapes)
    areas = np.array([[ink_area(c.poses, shapes) for c in q] for q in squares])
    near, rank_miss = ink_rank_miss(gold_area, areas, ink_rank)
    keep = np.flatnonzero(~near)
    if not len(keep):
        raise RejectDraw("every square of distractors holds a near tie with the gold in ink")
    miss = rank_miss[keep] + INK_LEAD_WEIGHT * ink_lead_miss(gold_area, areas[keep], ink_rank)
    labels = [{c.kind for c in squares[k]} for k in keep]
    offered = sorted(set().union(*labels) - {COMBINED})
    wanted = offered[int(rng.integers(len(offered)))]  # a kind drawn among those on offer, so each kind is shown
    variety = np.array([len(kinds) + 2 * (wanted in kinds) + len(changed_shapes(squares[k][0])
                                                                 | changed_shapes(squares[k][1]))
                        for k, kinds in zip(keep, labels, strict=True)])
    score = miss * 10 - variety + rng.random(len(keep))
    return list(squares[int(keep[int(np.argmin(score))])])


# ---------------------------------------------------------------------------------------------- drawing

def _inset(box: Box, d: float) -> Box:
    return box[0] + d, box[1] + d, box[2] - d, box[3] - d


def arena_areas(layout: Layout) -> list[Box]:
    """The boxes of the four stimulus frames (title strip on top, then the arena)."""
    sx0, sy0, sx1, sy1 = _inset(layout.stimulus_box, 6)
    gap = 14.0
    w = (sx1 - sx0 - 3 * gap) / 4
    frames = [(sx0 + k * (w + gap), sy0, sx0 + k * (w + gap) + w, sy1) for k in range(4)]
    return frames


def drawing_scale(layout: Layout, config: Config) -> float:
    """Pixels per arena unit: the largest common scale at which the arena (and its title) fits every panel."""
    frames = arena_areas(layout)
    ox0, oy0, ox1, oy1 = layout.option_boxes[0]
    option_area = (ox0 + 6, oy0 + 6, ox1 - 6, oy1 - 34)
    areas = [(b[0], b[1] + TITLE_HEIGHT, b[2], b[3]) for b in [*frames, option_area]]
    bbox = (0.0, 0.0, config.arena_width, config.arena_height)
    return round(min(fit_transform(bbox, a, pad=0.03)[0] for a in areas), 4)


def render(layout: Layout, shapes: Sequence[Shape], frames: Sequence[Sequence[Pose]],
           options: Sequence[Sequence[Pose]], px: float, config: Config) -> str:
    """The item's SVG, written as text (`SvgScene`: the text svgwrite's `Canvas.to_svg` writes, without its element
    objects and their serialization)."""
    canvas = SvgScene()
    canvas.frame(layout.stimulus_box)
    frame_boxes = arena_areas(layout)
    panels: list[tuple[Box, str, Sequence[Pose]]] = [
        (box, label, poses) for box, label, poses in zip(frame_boxes, FRAME_LABELS, frames, strict=True)]
    for i, (box, poses) in enumerate(zip(layout.option_boxes, options, strict=True)):
        panels.append((canvas.option_panel(box, i), OPTION_TITLE, poses))
    for box, title, poses in panels:
        _draw_panel(canvas, box, title, shapes, poses, px, config)
    return canvas.to_svg()


def _draw_panel(canvas: Canvas, box: Box, title: str, shapes: Sequence[Shape], poses: Sequence[Pose], px: float,
                config: Config) -> None:
    x0, y0, x1, _ = box
    w, h = config.arena_width * px, config.arena_height * px
    ax, ay = (x0 + x1) / 2 - w / 2, y0 + TITLE_HEIGHT
    canvas.text(((x0 + x1) / 2, y0 + TITLE_HEIGHT - 8), title, size=21)
    dwg = canvas.dwg
    canvas.add(dwg.rect((round(ax, 2), round(ay, 2)), (round(w, 2), round(h, 2)), fill="none", stroke=ARENA_STROKE,
                        stroke_width=1.5, rx=6))
    for shape in shapes:
        if shape.motion["type"] in ("arc", "orbit"):
            cx, cy = ax + px * shape.motion["pivot"][0], ay + px * shape.motion["pivot"][1]
            d = 2.2 * px
            for (dx0, dy0, dx1, dy1) in ((-d, 0, d, 0), (0, -d, 0, d)):
                canvas.add(dwg.line((round(cx + dx0, 2), round(cy + dy0, 2)), (round(cx + dx1, 2), round(cy + dy1, 2)),
                                    stroke=shape.colour, stroke_width=2))
    for shape, (x, y, a, s) in zip(shapes, poses, strict=True):
        outline, marker = SHAPES[shape.kind]
        t = math.radians(a)
        rot = np.array([[math.cos(t), -math.sin(t)], [math.sin(t), math.cos(t)]])
        k = shape.radius * s * px
        centre = np.array([ax + px * x, ay + px * y])
        pts = outline @ rot.T * k + centre
        canvas.add(dwg.polygon([(round(vx, 2), round(vy, 2)) for vx, vy in pts.tolist()], fill=shape.colour,
                               stroke=EDGE, stroke_width=2, stroke_linejoin="round"))
        m = marker @ rot.T * k + centre
        radius = round(max(MARKER_MIN_RADIUS_PX, 0.17 * k), 2)
        canvas.add(dwg.circle((round(float(m[0]), 2), round(float(m[1]), 2)), r=radius, fill="white", stroke=EDGE,
                              stroke_width=1.5))


# ---------------------------------------------------------------------------------------------- generate

QUESTION = (
    "The top row shows four snapshots of the same scene at times t = 0, 1/4, 1/2 and 3/4. Each shape follows its "
    "own motion (turning, sliding, growing or shrinking, moving along an arc or about a marked pivot, or swinging "
    "back and forth), and every motion continues unchanged. Which option (A–D) shows the scene at t = 1?"
)


def _pose_params(p: Pose) -> dict[str, float]:
    return {"x": _r4(p[0]), "y": _r4(p[1]), "angle": _r4(p[2] % 360.0), "scale": _r4(p[3])}


def index_targets(split: str, base_seed: int, index: int) -> tuple[int, bool]:
    """The gold's ink rank and whether the first scaling shape grows, both balanced over the index like the gold
    letter (a redraw keeps them)."""
    ink_rank = balanced_slot(BENCH, f"{TASK}/ink_rank", split, base_seed, index, N_OPTIONS)
    return ink_rank, balanced_slot(BENCH, f"{TASK}/first_grows", split, base_seed, index, 2) == 0


def draw_options(rng: np.random.Generator, difficulty: str, ink_rank: int, px: float, config: Config,
                 first_grows: bool | None = None) -> tuple[list[Shape], list[list[Pose]], list[Candidate]]:
    """A scene, its trajectories and three distractors putting the gold at ink rank `ink_rank` (what `generate`
    draws, without the drawing)."""
    shapes, trajs, phases = draw_scene(rng, difficulty, px, config, first_grows)
    gold = tuple(t[4] for t in trajs)
    least = EASY_MARGIN_PX if difficulty == "easy" else DECISION_MARGIN_FLOOR_PX + MARGIN_HEADROOM_PX
    chosen = choose_distractors(rng, candidates(shapes, trajs, phases, px, config, least), gold, shapes, config,
                                difficulty, ink_rank)
    return shapes, trajs, chosen


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             config: Config = DEFAULT_CONFIG) -> Item:
    """Item `index`: scene, motions and distractors all drawn from the item's own seeded stream."""
    seed = item_seed(BENCH, TASK, split, base_seed, index, attempt)
    rng = item_rng(seed)
    difficulty = PANEL.difficulty(index)
    slot = PANEL.gold_slot(split, base_seed, index)
    layout = standard_layout(N_OPTIONS, stimulus_fraction=STIMULUS_FRACTION, cols=N_OPTIONS)
    px = drawing_scale(layout, config)
    ink_rank, first_grows = index_targets(split, base_seed, index)
    shapes, trajs, chosen = draw_options(rng, difficulty, ink_rank, px, config, first_grows)
    correct = Candidate("correct", {}, tuple(t[4] for t in trajs))
    ordered, kinds = PANEL.place(correct, [(c, c.kind) for c in chosen], slot, rng)
    opts: list[Candidate] = list(ordered)  # type: ignore[arg-type]
    frames = [[t[k] for t in trajs] for k in range(4)]
    params = {
        "arena": {"width": config.arena_width, "height": config.arena_height},
        "px_per_unit": px,
        "steps_per_unit_time": 4,
        "shapes": [{"type": s.kind, "outline": SHAPES[s.kind][0].tolist(), "marker": SHAPES[s.kind][1].tolist(),
                    "radius": s.radius, "colour": s.colour, "start": _pose_params(s.start), "motion": s.motion}
                   for s in shapes],
        "frames": [[_pose_params(p) for p in poses] for poses in frames],
        "options": [{"kind": o.kind, "change": o.change or None, "poses": [_pose_params(p) for p in o.poses]}
                    for o in opts],
        "clearance": {"gap": config.gap, "wall": config.wall},
        "layout": layout.as_params(),
        "difficulty_rule": DIFFICULTY_RULE,
    }
    params["decision_margin_px"] = round(decision_margin_px(params, slot), 2)
    if params["decision_margin_px"] < DECISION_MARGIN_FLOOR_PX + MARGIN_HEADROOM_PX:
        raise RejectDraw(f"a distractor only {params['decision_margin_px']} px from the key")
    svg = render(layout, shapes, frames, [o.poses for o in opts], px, config)
    return PANEL.finish(split=split, index=index, seed=seed, svg=svg, question=QUESTION, slot=slot,
                        difficulty=difficulty, option_kinds=kinds, params=params)


def shape_points(outline: Sequence[Sequence[float]], marker: Sequence[float]) -> np.ndarray:
    """A shape's outline vertices and then its marker centre in local units, as one array for `pose_points` (made
    once per shape, not once per pose)."""
    return np.vstack([np.asarray(outline, dtype=float), np.asarray(marker, dtype=float)[None]])


SHAPE_POINTS = {name: shape_points(outline, marker) for name, (outline, marker) in SHAPES.items()}


def pose_points(points: np.ndarray, radius: float, x: float, y: float, angle: float, scale: float, px: float
                ) -> np.ndarray:
    """A shape's outline vertices and marker centre (`shape_points`) in px (arena frame) at one pose."""
    t = math.radians(angle)
    rot = np.array([[math.cos(t), -math.sin(t)], [math.sin(t), math.cos(t)]])
    return (points @ rot.T * radius * scale + (x, y)) * px


def option_points(shapes: Sequence[dict[str, Any]], outlines: Sequence[np.ndarray], poses: Sequence[dict[str, float]],
                  px: float) -> list[np.ndarray]:
    """Each shape's `pose_points` at an option's poses, in px (`outlines`: the shapes' `shape_points`)."""
    return [pose_points(points, float(shape["radius"]), float(p["x"]), float(p["y"]), float(p["angle"]),
                        float(p["scale"]), px) for shape, points, p in zip(shapes, outlines, poses, strict=True)]


def points_gap_px(a: Sequence[np.ndarray], b: Sequence[np.ndarray]) -> float:
    """How far two options look apart (their `option_points`): the largest displacement of any shape's vertex or
    marker, in px."""
    gap = 0.0
    for pa, pb in zip(a, b, strict=True):
        gap = max(gap, float(np.linalg.norm(pa - pb, axis=1).max()))
    return gap


def decision_margin_px(params: dict[str, Any], gold: int) -> float:
    """The item's decision margin: the smallest gap (`points_gap_px`) between the key and a distractor; each
    option's points are worked out once, the key's among them."""
    px = float(params["px_per_unit"])
    shapes = params["shapes"]
    outlines = [shape_points(shape["outline"], shape["marker"]) for shape in shapes]
    points = [option_points(shapes, outlines, o["poses"], px) for o in params["options"]]
    return min(points_gap_px(points[gold], p) for i, p in enumerate(points) if i != gold)


# ---------------------------------------------------------------------------------------------- verify
# Closed forms from params alone: complex numbers for positions, k-th powers for scale, sines for swings.

def _pose_of(d: dict[str, Any]) -> tuple[complex, float, float]:
    return complex(float(d["x"]), float(d["y"])), float(d["angle"]), float(d["scale"])


def closed_form(shape: dict[str, Any], k: float) -> tuple[complex, float, float]:
    """Position (complex, y down), angle and scale of a shape after k quarter steps of its true motion."""
    z0, a0, s0 = _pose_of(shape["start"])
    m = shape["motion"]
    kind = m["type"]
    z, a, s = z0, a0, s0
    if kind in ("spin", "spin_scale", "orbit"):
        a = a0 + float(m["w"]) * k
    if kind in ("scale", "spin_scale"):
        s = s0 * float(m["r"]) ** k
    if kind == "slide":
        z = z0 + complex(*m["v"]) * k
    if kind in ("arc", "orbit"):
        c = complex(*m["pivot"])
        z = c + (z0 - c) * cmath.exp(1j * math.radians(float(m["w"]) * k))
    if kind == "oscillate":
        z = complex(*m["centre"]) + complex(*m["amp"]) * math.sin(math.radians(float(m["phase0"]) + SWING_STEP * k))
    return z, a, s


def _kind_pose(shape: dict[str, Any], kind: str, change: dict[str, Any]) -> tuple[complex, float, float]:
    """What the stated distractor kind shows for this shape (its last quarter step changed)."""
    m = shape["motion"]
    if kind == "wrong_rate":
        factor = float(change["factor"])
        if factor not in RATE_FACTORS:
            raise VerificationError(f"wrong_rate factor {factor} not one of {RATE_FACTORS}")
        return closed_form(shape, 3 + factor)
    if kind == "wrong_direction":
        if m["type"] == "spin_scale":  # the turn reverses, the scaling goes on
            _, a2, _ = closed_form(shape, 2)
            z4, _, s4 = closed_form(shape, 4)
            return z4, a2, s4
        return closed_form(shape, 2)
    if kind == "wrong_phase":
        shift = float(change["shift_deg"])
        if m["type"] != "oscillate" or shift not in PHASE_SHIFTS:
            raise VerificationError(f"wrong_phase needs a swinging shape and a shift in {PHASE_SHIFTS}")
        z4, a4, s4 = closed_form(shape, 4)
        phase = float(m["phase0"]) + 4 * SWING_STEP + shift
        return complex(*m["centre"]) + complex(*m["amp"]) * math.sin(math.radians(phase)), a4, s4
    raise VerificationError(f"unknown distractor kind {kind!r}")


def _same(p: tuple[complex, float, float], q: tuple[complex, float, float]) -> bool:
    turn = abs((p[1] - q[1] + 180.0) % 360.0 - 180.0)
    return abs(p[0] - q[0]) <= TOL and turn <= TOL and abs(math.log(p[2] / q[2])) <= TOL


def _clearly_apart(p: tuple[complex, float, float], q: tuple[complex, float, float], px: float) -> bool:
    turn = abs((p[1] - q[1] + 180.0) % 360.0 - 180.0)
    return abs(p[0] - q[0]) * px >= MIN_SHIFT_PX or turn >= MIN_TURN_DEG or \
        max(p[2], q[2]) / min(p[2], q[2]) - 1 >= MIN_SCALE_CHANGE


def difficulty_of(types: Sequence[str]) -> str:
    n, kinds = len(types), set(types)
    if n == 2 and kinds <= set(EASY_TYPES):
        return "easy"
    if n in (2, 3) and kinds <= set(MEDIUM_TYPES) and kinds & set(MEDIUM_MARKERS):
        return "medium"
    if n == 3 and kinds & set(HARD_MARKERS):
        return "hard"
    raise VerificationError(f"motion types {sorted(types)} fit no difficulty")


def _check_scene(p: dict[str, Any], shapes: list[dict[str, Any]], px: float) -> None:
    width, height = float(p["arena"]["width"]), float(p["arena"]["height"])
    gap, wall = float(p["clearance"]["gap"]), float(p["clearance"]["wall"])
    if gap < 0 or wall < 0:
        raise VerificationError("clearances must be non-negative")
    radii = []
    for i, shape in enumerate(shapes):
        outline = np.asarray(shape["outline"], dtype=float)
        if outline.ndim != 2 or outline.shape[1] != 2 or len(outline) < 3:
            raise VerificationError(f"shape {i} outline is not a polygon")
        radii.append(float(shape["radius"]) * float(np.linalg.norm(outline, axis=1).max()))
        m = shape["motion"]
        if m["type"] not in MOTION_TYPES:
            raise VerificationError(f"shape {i} motion {m['type']!r} unknown")
        if abs(float(m.get("w", 0.0))) >= 90:
            raise VerificationError(f"shape {i} turns {m['w']}° per step: 90° or more aliases")
        if m["type"] in ("arc", "orbit") and not (wall <= float(m["pivot"][0]) <= width - wall and
                                                  wall <= float(m["pivot"][1]) <= height - wall):
            raise VerificationError(f"shape {i} pivot lies outside the arena")
        if m["type"] == "oscillate" and float(m["phase0"]) not in SWING_START_PHASES:
            raise VerificationError(f"shape {i} swing starts at phase {m['phase0']}: its turn is not visible")
    if len({s["colour"] for s in shapes}) != len(shapes) or len({s["type"] for s in shapes}) != len(shapes):
        raise VerificationError("shapes must differ in colour and in outline")
    panels: list[tuple[str, list[Any]]] = [(f"frame {k}", p["frames"][k]) for k in range(4)]
    panels += [(f"option {LETTERS[i]}", o["poses"]) for i, o in enumerate(p["options"])]
    for what, poses in panels:
        if len(poses) != len(shapes):
            raise VerificationError(f"{what} has {len(poses)} poses for {len(shapes)} shapes")
        circles = [(_pose_of(q)[0], r * _pose_of(q)[2]) for q, r in zip(poses, radii, strict=True)]
        for i, (z, r) in enumerate(circles):
            if not (r + wall <= z.real <= width - r - wall and r + wall <= z.imag <= height - r - wall):
                raise VerificationError(f"{what}: shape {i} leaves the arena")
        for (i, (za, ra)), (j, (zb, rb)) in itertools.combinations(enumerate(circles), 2):
            if abs(za - zb) < ra + rb + gap:
                raise VerificationError(f"{what}: shapes {i} and {j} overlap")
    for i, shape in enumerate(shapes):
        seq = [closed_form(shape, k) for k in range(5)]
        for k in range(4):
            if not _same(seq[k], _pose_of(p["frames"][k][i])):
                raise VerificationError(f"frame {k} shape {i} is not its motion at t = {k}/4")
            swing_turn = shape["motion"]["type"] == "oscillate" and k > 0  # a swing slows at its turn
            if not swing_turn and not _clearly_apart(seq[k], seq[k + 1], px):
                raise VerificationError(f"shape {i} barely changes between quarter steps {k} and {k + 1}")


def _check_change(shapes: list[dict[str, Any]], gold: list[tuple[complex, float, float]],
                  poses: list[tuple[complex, float, float]], part: dict[str, Any], what: str) -> set[int]:
    """The shapes one single change moves, after checking each shows the pose its kind gives (recomputed in closed
    form); the caller checks that no other shape moves."""
    kind = part["kind"]
    if kind == "swapped_motions":
        a, b = (int(v) for v in part["shapes"])
        if a == b or not (0 <= a < len(shapes) and 0 <= b < len(shapes)):
            raise VerificationError(f"{what} (swapped_motions) must name two different shapes of {len(shapes)}")
        for x, y in ((a, b), (b, a)):
            z3, a3, s3 = closed_form(shapes[x], 3)
            zy3, ay3, sy3 = closed_form(shapes[y], 3)
            expected = (z3 + gold[y][0] - zy3, a3 + gold[y][1] - ay3, s3 * gold[y][2] / sy3)
            if not _same(poses[x], expected):
                raise VerificationError(f"{what} (swapped_motions): shape {x} does not take shape {y}'s last step")
        return {a, b}
    j = int(part["shape"])
    if not 0 <= j < len(shapes):
        raise VerificationError(f"{what} ({kind}) names shape {j} of {len(shapes)}")
    if not _same(poses[j], _kind_pose(shapes[j], kind, part)):
        raise VerificationError(f"{what}: shape {j} is not its {kind} pose")
    return {j}


def _check_no_majority_pose(drawn: list[list[tuple[complex, float, float]]]) -> None:
    """Every shape shows one pose in all options, or two poses in two options each: a pose shown more often than
    another is one the gold shares, and "the option agreeing with most others" would find it."""
    for j in range(len(drawn[0])):
        counts = []
        for pose in (option[j] for option in drawn):
            for k, (seen, n) in enumerate(counts):
                if _same(pose, seen):
                    counts[k] = (seen, n + 1)
                    break
            else:
                counts.append((pose, 1))
        if sorted(n for _, n in counts) not in ([N_OPTIONS], [N_OPTIONS // 2, N_OPTIONS // 2]):
            raise VerificationError(f"shape {j} shows poses in {sorted(n for _, n in counts)} options: one pose is "
                                    f"a majority")


def solve(item: Item, p: dict[str, Any]) -> None:
    """poses at t = 1 recomputed in closed form from the motions; each option's poses matched against them"""
    shapes = p["shapes"]
    px = float(p["px_per_unit"])
    if not 2 <= len(shapes) <= 3 or len(p["frames"]) != 4 or len(p["options"]) != N_OPTIONS:
        raise VerificationError("need 2–3 shapes, 4 frames and 4 options")
    if int(p["steps_per_unit_time"]) != 4:
        raise VerificationError("frames must be quarter steps of the unit time")
    _check_scene(p, shapes, px)
    wanted = difficulty_of([s["motion"]["type"] for s in shapes])
    if wanted != item.difficulty:
        raise VerificationError(f"motions make the item {wanted!r}, recorded {item.difficulty!r}")
    gold = [closed_form(s, 4) for s in shapes]
    drawn = [[_pose_of(q) for q in o["poses"]] for o in p["options"]]
    exact = [i for i, poses in enumerate(drawn) if all(_same(a, b) for a, b in zip(poses, gold, strict=True))]
    if exact != [LETTERS.index(item.answer)]:
        raise VerificationError(f"options equal to the extrapolation: {[LETTERS[i] for i in exact]}, "
                                f"gold {item.answer}")
    for i, (option, poses) in enumerate(zip(p["options"], drawn, strict=True)):
        kind, what = option["kind"], f"option {LETTERS[i]}"
        if kind == "correct":
            continue
        if kind not in DISTRACTOR_KINDS:
            raise VerificationError(f"{what} kind {kind!r} unknown")
        parts = option["change"]["parts"] if kind == COMBINED else [{"kind": kind, **option["change"]}]
        if kind == COMBINED and (len(parts) != 2 or any(part["kind"] not in SINGLE_KINDS for part in parts)):
            raise VerificationError(f"{what} ({COMBINED}) must join two single changes")
        moved = [_check_change(shapes, gold, poses, part, what) for part in parts]
        if len(set().union(*moved)) != sum(len(m) for m in moved):
            raise VerificationError(f"{what} ({kind}) changes one shape twice")
        differ = {j for j in range(len(shapes)) if not _same(poses[j], gold[j])}
        if differ != set().union(*moved):
            raise VerificationError(f"{what} ({kind}) changes shapes {sorted(differ)}, not exactly shapes "
                                    f"{sorted(set().union(*moved))}")
        if not all(_clearly_apart(poses[j], gold[j], px) for j in differ):
            raise VerificationError(f"{what} ({kind}) is not visibly different from the extrapolation")
    _check_no_majority_pose(drawn)
    for a, b in itertools.combinations(range(N_OPTIONS), 2):
        if not any(_clearly_apart(x, y, px) for x, y in zip(drawn[a], drawn[b], strict=True)):
            raise VerificationError(f"options {LETTERS[a]} and {LETTERS[b]} look the same")
    margin = decision_margin_px(p, LETTERS.index(item.answer))
    if abs(margin - float(p["decision_margin_px"])) > 0.01:
        raise VerificationError(f"decision margin {margin:.2f} px rebuilt, {p['decision_margin_px']} recorded")
    if margin < DECISION_MARGIN_FLOOR_PX:
        raise VerificationError(f"a distractor differs from the key by only {margin:.1f} px "
                                f"(< {DECISION_MARGIN_FLOOR_PX} px): too small to see")
    for i, shape in enumerate(shapes):
        if 2 * float(shape["radius"]) * px < MIN_SHAPE_PX - TOL:
            raise VerificationError(f"shape {i} is {2 * float(shape['radius']) * px:.0f} px across "
                                    f"(< {MIN_SHAPE_PX} px)")


# ---------------------------------------------------------------------------------------------- pixel solver
# Decides from the image alone; params give only the layout (panel boxes, drawing scale), each shape's colour and
# outline and its motion's type (turning, sliding, …), never a motion's parameters or an option's poses.


def _arena_origins(p: dict[str, Any]) -> list[tuple[float, float]]:
    """Top-left corner (px at 1024) of the arena in the four frames and then the four options."""
    sx0, sy0, sx1, sy1 = (float(v) for v in p["layout"]["stimulus_box"])
    sx0, sy0, sx1 = sx0 + 6, sy0 + 6, sx1 - 6
    w = (sx1 - sx0 - 3 * 14.0) / 4
    boxes = [(sx0 + k * (w + 14.0), sy0, sx0 + k * (w + 14.0) + w) for k in range(4)]
    boxes += [(float(b[0]) + 6, float(b[1]) + 6, float(b[2]) - 6) for b in p["layout"]["option_boxes"]]
    width = float(p["arena"]["width"]) * float(p["px_per_unit"])
    return [((x0 + x1) / 2 - width / 2, y0 + TITLE_HEIGHT) for x0, y0, x1 in boxes]


def _rgb(colour: str) -> np.ndarray:
    return np.array([int(colour[k:k + 2], 16) for k in (1, 3, 5)], dtype=float)


def _measure(image: np.ndarray, colour: str, others: Sequence[str], box: tuple[int, int, int, int]
             ) -> tuple[complex, float, float]:
    """(centre as complex, marker direction in degrees, sqrt of the filled area) of the shape of `colour` in
    the image window `box` (columns, rows), all in image pixels; a pixel belongs to the nearest of the scene's
    colours (`others`: the other shapes'), so two warm colours are not mistaken for each other."""
    from scipy import ndimage

    c0, r0, c1, r1 = box
    win = image[r0:r1, c0:c1].astype(float)
    own = np.linalg.norm(win - _rgb(colour), axis=2)
    mask = own < 70
    for other in others:
        mask &= own < np.linalg.norm(win - _rgb(other), axis=2)
    labels, n = ndimage.label(mask)
    if n == 0:
        return complex(0, 0), 0.0, 0.0
    sizes = ndimage.sum(mask, labels, range(1, n + 1))
    mask = labels == 1 + int(np.argmax(sizes))
    near = ndimage.binary_dilation(mask, iterations=3)
    bright, m = ndimage.label(win.min(axis=2) > 200)  # the white marker: a small bright blob at the shape
    blobs = [k for k in range(1, m + 1) if (bright == k).sum() < 0.5 * mask.sum() and (near & (bright == k)).any()]
    marker = bright == max(blobs, key=lambda k: (bright == k).sum()) if blobs else np.zeros_like(mask)
    region = ndimage.binary_fill_holes(ndimage.binary_closing(mask | marker, iterations=2))
    ys, xs = np.nonzero(region)
    centre = complex(xs.mean(), ys.mean())
    wy, wx = np.nonzero(marker)
    direction = math.degrees(cmath.phase(complex(wx.mean(), wy.mean()) - centre)) if len(wx) else 0.0
    return centre, direction, math.sqrt(float(region.sum()))


def _predict(kind: str, z: list[complex], a: list[float], s: list[float]) -> tuple[complex, float, float]:
    """The pose at t = 1 that continues frames 0..3 under a motion of type `kind` (constant steps)."""
    steps = [(a[k + 1] - a[k] + 180.0) % 360.0 - 180.0 for k in range(3)]
    turns = kind in ("spin", "spin_scale", "orbit")
    angle = a[3] + (float(np.mean(steps)) if turns else 0.0)
    scale = s[3] * (s[3] / s[0]) ** (1 / 3) if kind in ("scale", "spin_scale") else float(np.mean(s))
    if kind == "slide":
        v = np.polyfit(range(4), np.array(z), 1)
        pos = complex(np.polyval(v, 4))
    elif kind in ("arc", "orbit"):
        xs, ys = np.array([q.real for q in z]), np.array([q.imag for q in z])
        design = np.stack([xs, ys, np.ones(4)], axis=1)
        cx, cy, _ = np.linalg.lstsq(design, -(xs ** 2 + ys ** 2), rcond=None)[0]
        pivot = complex(-cx / 2, -cy / 2)
        rot = np.mean([(z[k + 1] - pivot) / (z[k] - pivot) for k in range(3)])
        pos = pivot + (z[3] - pivot) * rot / abs(rot)
    elif kind == "oscillate":
        k2 = 2 * math.cos(math.radians(SWING_STEP))
        centre = np.mean([(z[k - 1] + z[k + 1] - k2 * z[k]) / (2 - k2) for k in (1, 2)])
        pos = k2 * (z[3] - centre) - (z[2] - centre) + centre
    else:
        pos = complex(np.mean(z))
    return pos, angle, scale


def solve_pixels(image: np.ndarray, row: Mapping[str, Any]) -> int:
    """The option (0-based) nearest the extrapolation: every shape is found by its colour in each frame (centre,
    marker direction, size), its motion type's constant step is continued to t = 1, and each option's shapes
    are measured the same way; the option with the smallest summed pose error (in px) wins. Any image size."""
    p = row["params"]
    p = json.loads(p) if isinstance(p, str) else p
    f = image.shape[1] / CANVAS_SIZE
    px = float(p["px_per_unit"])
    w, h = float(p["arena"]["width"]) * px, float(p["arena"]["height"]) * px
    windows = [(int(x * f), int(y * f), int(math.ceil((x + w) * f)), int(math.ceil((y + h) * f)))
               for x, y in _arena_origins(p)]
    errors = np.zeros(N_OPTIONS)
    for shape in p["shapes"]:
        others = [s["colour"] for s in p["shapes"] if s is not shape]
        seen = [_measure(image, shape["colour"], others, win) for win in windows]
        z = [m[0] for m in seen]  # each relative to its own arena's corner
        pos, angle, size = _predict(shape["motion"]["type"], z[:4], [m[1] for m in seen[:4]],
                                    [m[2] for m in seen[:4]])
        radius = float(shape["radius"]) * px * f
        for i in range(N_OPTIONS):
            oz, oa, os_ = z[4 + i], seen[4 + i][1], seen[4 + i][2]
            turn = abs((oa - angle + 180.0) % 360.0 - 180.0)
            errors[i] += abs(oz - pos) + radius * math.radians(turn) + radius * abs(math.log(max(os_, 1e-6) /
                                                                                                 max(size, 1e-6)))
    return int(np.argmin(errors))


verify = PANEL.verifier(solve)


def signature(item: Item) -> str:
    """Outline types, motions and start poses (rounded) per shape, sorted; colours are nuisance."""
    p = item.params_dict
    forms = []
    for s in p["shapes"]:
        motion = {k: (np.round(np.asarray(v, dtype=float), 1).tolist() if k != "type" else v)
                  for k, v in s["motion"].items()}
        start = [round(float(s["start"][k]), 1) for k in ("x", "y", "angle", "scale")]
        forms.append([s["type"], round(float(s["radius"]), 1), start, motion])
    forms.sort(key=repr)
    return signature_hash(forms)


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
)

PRESENTATION = Presentation(
    title="Dynamic Structural Correspondence",
    description="Four frames of two or three independently moving shapes; choose the frame at t = 1.",
    prompts=Prompts(
        hint="Track each shape separately: its turn, slide, scale change or arc step is the same between "
        "consecutive frames (a swinging shape slows, turns back and retraces its path).",
        operation="relation: extrapolating several independent motions from a sequence of frames",
        steps=(
            "Match each shape across the four frames by its colour and outline.",
            "Measure how each shape changes between consecutive frames (turn, slide, scale, arc, swing).",
            "Extend each shape's change by one more step from t = 3/4.",
            "Pick the panel where every shape is at its extrapolated pose.",
        ),
    ),
    human=HumanLevel(0.812, MINDS_EYE_HUMANS),
    published_seconds=2.982,  # issue #28: the published generator's draw + PNG, CPU per item on one core
)
