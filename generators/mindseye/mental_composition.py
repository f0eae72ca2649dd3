"""Mind's Eye · Mental Composition: fold a flat net in your head and pick the solid it makes.

Construction (generate): nets come from `nets` — the 11 cube hexominoes rolled over a cube, and every
non-overlapping spanning-tree unfolding of the other polyhedra — so each net face knows the model face it
becomes. Options are the model drawn under a rotation of its symmetry group, coloured/marked from that
knowledge; distractors are edited views that the generator proves are no rotation of the coloured model.

Re-solve (verify): ignores all of that. It folds the net polygons of `params` about their hinges by the
solid's dihedral angles, checks the result closes into a convex solid, and tests every option by searching
for a proper rotation that carries the folded vertices onto the option's vertices with the visible faces'
colours and arrows agreeing. Exactly the gold option may pass.

Decision margin (`params["decision_margin_px"]`, `DECISION_MARGIN`), in pixels of the published 1024 px PNG, is
the size of what a viewer must read to reject the distractors; it differs by difficulty because what decides the
item differs:

* easy (other solids): the solid is told by its corners and edges, so the margin is the shortest drawn edge or
  corner-to-foreign-edge clearance (`clearance`) over the polyhedral options (a cone has neither);
* medium (wrong adjacency): a distractor is refuted by two adjacent visible faces whose colours cannot touch; the
  margin is the smaller inradius of those two drawn faces (the colour patches' readable size), the best such pair
  per distractor, least over the distractors;
* hard (wrong orientation): a distractor is refuted by an arrow that points elsewhere than the fold puts it; the
  margin is how far the arrow's tip sits from where the folded net puts it (under any rotation matching the
  colours), the largest such displacement per distractor, least over the distractors.

Generation redraws an item under `DECISION_MARGIN_FLOOR_PX` (plus a guard) and `verify` refuses it.
"""

from __future__ import annotations

import itertools
import json
import math
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from typing import Any

import numpy as np

from mindbench.generators.common.balance import balanced_slot
from mindbench.generators.common.canvas import Box, Canvas, fit_transform, standard_layout
from mindbench.generators.common.holdout import object_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError, signature_hash
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.presentation import MINDS_EYE_HUMANS, HumanLevel, Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.svg_text import SvgDrawing, SvgScene, escape_attrib, points_text
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions
from mindbench.generators.mindseye import nets
from mindbench.generators.mindseye.nets import POLYHEDRA, SOLIDS, Net

BENCH = "mindseye"
TASK = "mental_composition"
DIMENSION = "transformation"
N_OPTIONS = 4
PANEL = PanelTask(BENCH, TASK, DIMENSION, N_OPTIONS)
QUESTION = "The top panel shows a flat net. Which option shows the solid obtained by folding it?"

PALETTE: dict[str, str] = {
    "red": "#e6194b", "blue": "#4363d8", "green": "#3cb44b", "yellow": "#ffe119",
    "orange": "#f58231", "purple": "#911eb4", "cyan": "#42d4f4", "pink": "#f5a3c7",
}
PLAIN_SOLID = "#cfd4da"
PLAIN_NET = "#f2f2f2"
HIDDEN_EDGE = "#41464d"  # hidden edges: thin dashed neutral grey (dark enough for every face colour)
LIGHT = np.array([-0.35, 0.7, 0.6]) / np.linalg.norm([-0.35, 0.7, 0.6])
# faces a coloured view must show so that enough distinct wrong views exist (a pyramid seen from above shows 2)
MIN_VISIBLE = {"cube": 3, "octahedron": 3, "triangular_prism": 3, "square_pyramid": 2, "tetrahedron": 2}
MIN_MARKED_FACING = 0.25  # coloured / marked faces must be wide enough to read their colour and arrow
MIN_FACING = 0.12  # |normal·view| below this a face is nearly edge-on: ambiguous to see, so never drawn so
# hidden edges are drawn, so no corner (hidden or not) may lie on or near a drawn edge it is not on, and no two
# corners may nearly coincide (e.g. the isometric cube, whose hidden corner hides behind the front corner)
MIN_CLEARANCE = 0.12  # in edge lengths, on the drawing
DECISION_MARGIN_FLOOR_PX = 12.0  # 5.25 px at 448: a colour patch 10 px across, an arrow tip moved 5 px
DECISION_MARGIN_GUARD_PX = 0.5  # generation keeps this much above the floor, so verify's verdict never hangs on a bit
DECISION_MARGIN = (
    "In px of the 1024 px image. easy: shortest drawn edge or corner clearance of the polyhedral options; medium: "
    "per distractor the best adjacent face pair whose colours cannot touch, the smaller drawn inradius of the two; "
    "hard: per distractor the largest displacement of an arrow tip from where the folded net puts it; least over "
    "the distractors."
)
ARROW_SHAPE = ((-0.55, 0.12), (0.1, 0.12), (0.1, 0.36), (0.62, 0.0), (0.1, -0.36), (0.1, -0.12), (-0.55, -0.12))


@dataclass(frozen=True)
class Config:
    """Ranges of one build (difficulty comes from the index, see `PanelTask`)."""

    easy_solids: tuple[str, ...] = SOLIDS
    medium_solids: tuple[tuple[str, float], ...] = (
        ("cube", 0.55), ("octahedron", 0.15), ("square_pyramid", 0.15), ("triangular_prism", 0.15))
    hard_solids: tuple[tuple[str, float], ...] = (
        ("cube", 0.55), ("tetrahedron", 0.1), ("octahedron", 0.1), ("square_pyramid", 0.1),
        ("triangular_prism", 0.15))
    cone_ratio: tuple[float, float] = (0.3, 0.7)  # base radius / slant height
    elevation_deg: tuple[float, float] = (22.0, 34.0)
    yaw_deg: tuple[float, float] = (15.0, 75.0)
    max_tries: int = 300

    def __post_init__(self) -> None:
        if any(s not in SOLIDS for s in self.easy_solids) or not self.easy_solids:
            raise ValueError(f"easy_solids must be non-empty, from {SOLIDS}, got {self.easy_solids}")
        for name, table, banned in (("medium_solids", self.medium_solids, {"tetrahedron"}),
                                    ("hard_solids", self.hard_solids, set())):
            # a tetrahedron has no two non-adjacent faces, so no adjacency can be wrong on it
            if not table or any(s not in POLYHEDRA or s in banned or w <= 0 for s, w in table):
                raise ValueError(f"{name} must list (polyhedron, weight>0) pairs without {banned or 'cone'}: {table}")
        lo, hi = self.cone_ratio
        if not 0.15 <= lo < hi <= 0.85:
            raise ValueError(f"cone_ratio must satisfy 0.15 <= lo < hi <= 0.85, got {self.cone_ratio}")
        lo, hi = self.elevation_deg
        if not 10 <= lo < hi <= 60:
            raise ValueError(f"elevation_deg must satisfy 10 <= lo < hi <= 60, got {self.elevation_deg}")
        lo, hi = self.yaw_deg
        if not 0 <= lo < hi <= 90:
            raise ValueError(f"yaw_deg must satisfy 0 <= lo < hi <= 90, got {self.yaw_deg}")
        if self.max_tries < 10:
            raise ValueError(f"max_tries must be >= 10, got {self.max_tries}")


DEFAULT_CONFIG = Config()


# ================================================================ construction


def camera_matrix(yaw_deg: float, elevation_deg: float) -> np.ndarray:
    """Model → camera rotation: turn about the vertical axis, then tilt so the viewer looks from above."""
    y, e = math.radians(yaw_deg), math.radians(elevation_deg)
    turn = np.array([[math.cos(y), 0, math.sin(y)], [0, 1, 0], [-math.sin(y), 0, math.cos(y)]])
    tilt = np.array([[1, 0, 0], [0, math.cos(e), -math.sin(e)], [0, math.sin(e), math.cos(e)]])
    return tilt @ turn


def draw_camera(solid: str, rng: np.random.Generator, config: Config, coloured: bool
                ) -> tuple[float, float, np.ndarray]:
    """A view with no edge-on face, no corner on a foreign edge (reject-and-redraw) and enough visible faces."""
    for _ in range(150):
        yaw = round(float(rng.uniform(*config.yaw_deg)), 2)
        elev = round(float(rng.uniform(*config.elevation_deg)), 2)
        cam = camera_matrix(yaw, elev)
        if solid == "cone":
            return yaw, elev, cam
        m = nets.model(solid)
        facing = (m.normals @ cam.T)[:, 2].tolist()
        visible = {f for f in range(len(m.faces)) if facing[f] > 0}
        pairs = [(a, b) for a, b in m.adjacency() if a in visible and b in visible]
        enough = len(visible) >= (MIN_VISIBLE[solid] if coloured else 2)
        readable = not coloured or min(facing[f] for f in visible) >= MIN_MARKED_FACING
        if (min(map(abs, facing)) >= MIN_FACING and enough and readable and (pairs or not coloured)
                and view_clearance(solid, cam) >= MIN_CLEARANCE):
            return yaw, elev, cam
    raise RejectDraw(f"no clear camera for {solid}")


def view_clearance(solid: str, cam: np.ndarray) -> float:
    """Smallest distance on the drawing from a vertex to an edge not ending at it, hidden ones included."""
    return clearance((nets.model(solid).vertices @ cam.T)[:, :2], model_edges(solid))


@cache
def model_edges(solid: str) -> np.ndarray:
    """The model's edges as an E×2 array of vertex indices (fixed per solid, asked for by every camera tried)."""
    return np.asarray(nets.model(solid).edges())


def clearance(pts: np.ndarray, edges: np.ndarray) -> float:
    """min over (point, segment not ending at it) of their distance; pts N×2, edges E×2 point indices."""
    start, step = pts[edges[:, 0]], pts[edges[:, 1]] - pts[edges[:, 0]]
    rel = pts[:, None, :] - start[None]
    t = np.clip((rel * step).sum(axis=2) / np.maximum((step * step).sum(axis=1), 1e-12), 0.0, 1.0)
    dist = np.linalg.norm(rel - t[..., None] * step, axis=2)
    ids = np.arange(len(pts))[:, None]
    return float(dist[(ids != edges[:, 0]) & (ids != edges[:, 1])].min())


def pick_net(solid: str, rng: np.random.Generator, aspect: float, allowed: list[int] | None = None
             ) -> tuple[int, Net]:
    """A random congruence class (from `allowed` when given), a random member (mirror images included), turned
    to fill the stimulus box."""
    classes = nets.net_classes(solid)
    pool = allowed if allowed is not None else list(range(len(classes)))
    cls = pool[int(rng.integers(len(pool)))]
    member = int(rng.integers(len(classes[cls])))
    good = filling_angles(solid, cls, member, aspect)
    return cls, turn_net(classes[cls][member], math.radians(good[int(rng.integers(len(good)))]))


@lru_cache(maxsize=4096)
def filling_angles(solid: str, cls: int, member: int, aspect: float) -> tuple[int, ...]:
    """The paper angles (degrees) at which catalogue net `member` of class `cls` fills a box of this aspect within
    90 % of its best fill: a pure function of the catalogue net, so kept per process (many items draw one net).

    Scored first in plain floats (`plain_fills`); only when some angle's fill lies within FILL_MARGIN of the 90 %
    line are the angles scored as numpy turns the net (`exact_filling_angles`)."""
    net = nets.net_classes(solid)[cls][member]
    angles = range(0, 360, 90 if solid == "cube" else 15)
    fills = plain_fills(net, angles, aspect)
    line = 0.9 * max(fills)
    if all(abs(fill - line) > FILL_MARGIN * line for fill in fills):
        return tuple(a for fill, a in zip(fills, angles, strict=True) if fill >= line)
    return exact_filling_angles(net, angles, aspect)


FILL_MARGIN = 1e-9  # relative: plain-float fills differ from numpy's by ~1e-14 of themselves (a net spans >= 1 unit)


def plain_fills(net: Net, angles: range, aspect: float) -> list[float]:
    """Per angle, min(aspect / width, 1 / height) of the turned net's corners, each corner turned in plain floats:
    numpy's `rot @ p` is the same two products and a sum, which its BLAS kernel may fuse (a last-bit difference;
    the 90 % test in `filling_angles` takes a margin far above it)."""
    corners = list(dict.fromkeys(p for f in net.faces for p in f.polygon))
    fills = []
    for angle in angles:
        c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        xs = [c * x - s * y for x, y in corners]
        ys = [s * x + c * y for x, y in corners]
        fills.append(min(aspect / (max(xs) - min(xs)), 1 / (max(ys) - min(ys))))
    return fills


def exact_filling_angles(net: Net, angles: range, aspect: float) -> tuple[int, ...]:
    """`filling_angles` with every corner turned as `turn_net` turns it (numpy's product)."""
    scored = []
    for angle in angles:
        pts = turned_points(net, math.radians(angle))
        xs, ys = [x for x, _ in pts], [y for _, y in pts]
        w, h = max(xs) - min(xs), max(ys) - min(ys)  # np.ptp: the same max and min, the same difference
        scored.append((min(aspect / w, 1 / h), angle))
    best = max(s for s, _ in scored)
    return tuple(a for s, a in scored if s >= 0.9 * best)


def paper_rotation(angle: float) -> np.ndarray:
    return np.array([[math.cos(angle), -math.sin(angle)], [math.sin(angle), math.cos(angle)]])


def turned_points(net: Net, angle: float) -> list[tuple[float, float]]:
    """The face corners of `turn_net(net, angle)`, in order, without turning its frames and hinges (scoring an
    angle reads only these)."""
    rot = paper_rotation(angle)
    turned: dict[tuple[float, float], tuple[float, float]] = {}  # a corner is shared by up to 4 faces
    points = []
    for f in net.faces:
        for p in f.polygon:
            if p not in turned:
                turned[p] = nets.as_point(rot @ np.asarray(p))
            points.append(turned[p])
    return points


def turn_net(net: Net, angle: float) -> Net:
    """The same net rotated in the paper plane (the paper→solid maps rotate with it)."""
    rot = paper_rotation(angle)
    turned: dict[tuple[float, float], tuple[float, float]] = {}  # each distinct corner turned once

    def tp(p: tuple[float, float]) -> tuple[float, float]:
        if p not in turned:
            turned[p] = nets.as_point(rot @ np.asarray(p))
        return turned[p]

    faces = tuple(nets.NetFace(f.face, tuple(tp(p) for p in f.polygon), f.frame @ rot.T) for f in net.faces)
    hinges = tuple((i, j, (tp(a), tp(b))) for i, j, (a, b) in net.hinges)
    return Net(net.solid, faces, hinges)


def net_params(net: Net, colours: list[str | None], arrows: list[np.ndarray | None]) -> dict[str, Any]:
    """Net faces with the colour / arrow of the model face each becomes (arrow mapped back to the paper)."""
    faces = []
    for f in net.faces:
        arrow = arrows[f.face]
        mark = None if arrow is None else {"type": "arrow", "direction": rnd(f.frame.T @ arrow)}
        faces.append({"polygon": [rnd(p) for p in f.polygon], "colour": colours[f.face], "mark": mark})
    return {"faces": faces, "hinges": [[i, j, [rnd(a), rnd(b)]] for i, j, (a, b) in net.hinges]}


def cone_net_params(ratio: float, rng: np.random.Generator) -> dict[str, Any]:
    """Sector of slant 1 and angle 360°·r/slant, with the base disc touching the middle of its arc."""
    angle = 360.0 * ratio
    mid = 0.0 if rng.random() < 0.5 else 180.0
    centre = (1 + ratio) * np.array([math.cos(math.radians(mid)), math.sin(math.radians(mid))])
    return {"sector": {"apex": [0.0, 0.0], "radius": 1.0, "start_deg": rnd1(mid - angle / 2), "angle_deg": rnd1(angle)},
            "disc": {"centre": rnd(centre), "radius": rnd1(ratio)}}


def view_key(content: dict[int, tuple[str | None, tuple | None]]) -> tuple:
    return tuple(sorted(content.items()))


def group_content(solid: str, g: int, colours: list[str | None], arrows: list[np.ndarray | None],
                  visible: list[int]) -> dict[int, tuple[str | None, tuple | None]]:
    """What each visible face position shows after rotating the coloured model by group element g."""
    rot, perm = nets.rotation_group(solid)[g]
    shown: dict[int, tuple[str | None, tuple | None]] = {}
    for f, slot in enumerate(perm):
        if slot in visible:
            arrow = arrows[f]
            shown[slot] = (colours[f], None if arrow is None else turned_arrow(solid, g, tuple(arrow.tolist())))
    return shown


@lru_cache(maxsize=4096)
def turned_arrow(solid: str, g: int, arrow: tuple[float, float, float]) -> tuple[float, ...]:
    """A model arrow under group element g, rounded: arrows are drawn from each face's few directions, so every
    view of every item asks for the same few (the same product and rounding as computed afresh)."""
    return tuple(rnd(nets.rotation_group(solid)[g][0] @ np.array(arrow), 4))


@cache
def touching_pairs(solid: str) -> frozenset[frozenset[int]]:
    """The model's edge-sharing face pairs, unordered (fixed per solid, asked for by every edited view)."""
    return frozenset(frozenset(p) for p in nets.model(solid).adjacency())


@cache
def arrow_turns(solid: str, slot: int) -> tuple[tuple[float, ...], ...]:
    """The rounded mark directions a face allows (fixed per solid and face, asked for by every hard edit)."""
    return tuple(tuple(rnd(d, 4)) for d in nets.arrow_directions(nets.model(solid), slot))


def edited_view(solid: str, content: dict, visible: list[int], colours: list[str | None], difficulty: str,
                rng: np.random.Generator) -> dict | None:
    """Medium: one visible face shows the colour of a face that cannot touch a visible neighbour.
    Hard: one visible arrow turned to another edge of its face. None when this view offers no such edit."""
    slot = visible[int(rng.integers(len(visible)))]
    touching = touching_pairs(solid)
    new = dict(content)
    if difficulty == "medium":
        shown = {c for c, _ in content.values()}
        neighbours = [t for t in visible if frozenset((slot, t)) in touching]
        face_of = {c: f for f, c in enumerate(colours)}
        bad = [c for c in colours if c not in shown and any(
            frozenset((face_of[c], face_of[content[t][0]])) not in touching for t in neighbours)]
        if not bad:
            return None
        new[slot] = (bad[int(rng.integers(len(bad)))], None)
        return new
    current = content[slot][1]
    turns = [d for d in arrow_turns(solid, slot) if not nets.all_close(d, current, atol=1e-3)]
    new[slot] = (content[slot][0], turns[int(rng.integers(len(turns)))])
    return new


def coloured_views(solid: str, cam: np.ndarray, colours: list[str | None], arrows: list[np.ndarray | None],
                   difficulty: str, rng: np.random.Generator, config: Config, target: int = 0
                   ) -> tuple[tuple, list[tuple]]:
    """(correct view, [(distractor view, kind)]); a view = (group element, {slot: (colour, arrow)}). `target`: the
    gold's rank in colour typicality (see `colour_balanced`)."""
    m = nets.model(solid)
    group = nets.rotation_group(solid)
    visible = [f for f in range(len(m.faces)) if (cam @ m.normals[f])[2] > 0]
    # what every group element shows, once: the tries below edit copies of these
    contents = [group_content(solid, g, colours, arrows, visible) for g in range(len(group))]
    possible = {view_key(content) for content in contents}
    g_correct = int(rng.integers(len(group)))
    correct = (g_correct, contents[g_correct])
    kind = "wrong_adjacency" if difficulty == "medium" else "wrong_orientation"
    used = {view_key(correct[1])}
    pool: list[tuple] = []
    for _ in range(config.max_tries):
        g = int(rng.integers(len(group)))
        edited = edited_view(solid, contents[g], visible, colours, difficulty, rng)
        if edited is None:
            continue
        key = view_key(edited)
        if key in possible or key in used:
            continue
        used.add(key)
        pool.append(((g, edited), kind))
        if len(pool) == DISTRACTOR_POOL:
            break
    if len(pool) < N_OPTIONS - 1:
        raise RejectDraw(f"could not find {N_OPTIONS - 1} distinct {kind} views of the {solid}")
    return correct, colour_balanced(solid, cam, visible, correct, pool, target, rng)


DISTRACTOR_POOL = 10  # distinct wrong views drawn before three are chosen
RANK_MARGIN = 0.05  # the gold's colour distance differs from every other option's by this share of the largest


def visible_faces(solid: str, cam: np.ndarray, visible: list[int]) -> list[tuple[int, float, np.ndarray]]:
    """(slot, projected area, camera-space normal) of each visible face: shared by every view of one camera."""
    m = nets.model(solid)
    faces = []
    for slot in visible:
        normal = cam @ m.normals[slot]
        pts = m.vertices[list(m.faces[slot])] @ cam.T
        faces.append((slot, 0.5 * abs(shoelace(pts[:, 0].tolist(), pts[:, 1].tolist())), normal))
    return faces


def shoelace(xs: list[float], ys: list[float]) -> float:
    """Twice a polygon's signed area, as numpy's sum of x·next y − next x·y over a face's few corners: the same
    products, differences and left-to-right sum (numpy's below 8 terms), in plain floats."""
    n = len(xs)
    total = 0.0
    for i in range(n):
        total += xs[i] * ys[(i + 1) % n] - xs[(i + 1) % n] * ys[i]
    return total


def colour_mix(solid: str, cam: np.ndarray, visible: list[int], content: dict,
               faces: list[tuple[int, float, np.ndarray]] | None = None,
               bins: dict[tuple[int, str], int] | None = None) -> np.ndarray:
    """What a view's drawing shows of each colour: the projected area of every visible face per 2-bit-per-channel
    bin of its shaded fill (the statistic a context-blind rule reads from the pixels). `faces`: the camera's
    `visible_faces`, when already at hand; `bins`: a memo of each (face, colour)'s bin under this camera."""
    if faces is None:
        faces = visible_faces(solid, cam, visible)
    if bins is None:
        bins = {}
    mix = np.zeros(64)
    for slot, area, normal in faces:
        colour = content[slot][0]
        if (slot, colour) not in bins:
            bins[slot, colour] = fill_bin(shade(PALETTE[colour], normal, 0.2))
        mix[bins[slot, colour]] += area
    return mix / mix.sum()


def fill_bin(fill: str) -> int:
    """The 2-bit-per-channel colour bin of a '#rrggbb' fill."""
    r, g, b = (int(fill[i:i + 2], 16) // 64 for i in (1, 3, 5))
    return r * 16 + g * 4 + b


def colour_balanced(solid: str, cam: np.ndarray, visible: list[int], correct: tuple, pool: list[tuple],
                    target: int, rng: np.random.Generator) -> list[tuple]:
    """Three distractors from `pool` such that the gold's rank in "distance of its colour mix from the other
    options' mean" is `target`, balanced over the index like the gold letter (a redraw keeps it, so rejections
    cannot skew it): neither the most-unlike nor the most-typical colour rule can beat chance. Near ties with the
    gold are avoided (rendering could flip them); a pool offering no such choice makes the draw redrawn."""
    faces = visible_faces(solid, cam, visible)
    bins: dict[tuple[int, str], int] = {}
    gold_mix = colour_mix(solid, cam, visible, correct[1], faces, bins)
    mixes = [colour_mix(solid, cam, visible, content, faces, bins) for (_, content), _ in pool]
    combos = distractor_sets(len(pool))
    dist = option_distances(gold_mix, mixes, combos)
    # a near tie with the gold: pixels could flip it
    near_tie = np.min(np.abs(dist[:, 1:] - dist[:, :1]), axis=1) < RANK_MARGIN * dist.max(axis=1)
    rank = np.sum(dist[:, 1:] < dist[:, :1], axis=1)
    fits = [combo for combo, tie, r in zip(combos, near_tie.tolist(), rank.tolist(), strict=True)
            if not tie and r == target]
    if not fits:
        raise RejectDraw("no distractor set leaves the gold's colour mix unremarkable")
    return [pool[i] for i in fits[int(rng.integers(len(fits)))]]


@cache
def distractor_sets(pool_size: int) -> list[tuple[int, ...]]:
    """Every choice of the three distractors from a pool, in `itertools.combinations` order (fixed per pool size).
    Read only."""
    return list(itertools.combinations(range(pool_size), N_OPTIONS - 1))


@lru_cache(maxsize=16)
def option_rows(combos: tuple[tuple[int, ...], ...]) -> np.ndarray:
    """The table rows of each distractor set's options, gold (row 0) first (fixed per set list). Read only."""
    return np.array([(0,) + tuple(i + 1 for i in combo) for combo in combos])


def option_distances(gold_mix: np.ndarray, mixes: list[np.ndarray], combos: list[tuple[int, ...]]) -> np.ndarray:
    """Per distractor set (gold first, then the set's mixes): each option's colour-mix distance from the other
    options' mean, shape (sets, options). All sets at once: the same sums in the same order as one set at a time
    (the option axis is summed in sequence, each row's norm over its own contiguous 64 bins)."""
    table = np.stack([gold_mix] + mixes)
    stack = table[option_rows(tuple(combos))]
    others = (stack.sum(axis=1)[:, None, :] - stack) / (N_OPTIONS - 1)
    return np.linalg.norm(stack - others, axis=2)


def camera_view(solid: str, cam: np.ndarray) -> tuple[tuple[bool, ...], tuple[tuple[float, ...], ...]]:
    """(whether each model face faces the viewer, the rounded model vertices) under a camera: the same for every
    option drawn with it, whatever its group element."""
    m = nets.model(solid)
    return (tuple(bool((cam @ normal)[2] > 0) for normal in m.normals),
            tuple(tuple(rnd(cam @ v)) for v in m.vertices))


def polyhedron_option(solid: str, cam: np.ndarray, g: int, content: dict, kind: str,
                      view: tuple[tuple[bool, ...], tuple[tuple[float, ...], ...]] | None = None) -> dict[str, Any]:
    """Option params in camera coordinates (x right, y up, z towards the viewer). `view`: the camera's
    `camera_view`, when already at hand."""
    m = nets.model(solid)
    rot = nets.rotation_group(solid)[g][0]
    facing, vertices = view or camera_view(solid, cam)
    faces = []
    for s, face in enumerate(m.faces):
        visible = facing[s]
        colour, arrow = content.get(s, (None, None))
        mark = None if arrow is None else {"type": "arrow", "direction": rnd(cam @ np.asarray(arrow))}
        faces.append({"vertices": list(face), "visible": visible, "colour": colour if visible else None,
                      "mark": mark if visible else None})
    return {"solid": solid, "kind": kind, "rotation": [rnd(row) for row in cam @ rot],
            "vertices": [list(v) for v in vertices], "faces": faces}


def cone_option(ratio: float, cam: np.ndarray, kind: str) -> dict[str, Any]:
    return {"solid": "cone", "kind": kind, "rotation": [rnd(row) for row in cam],
            "radius": rnd1(ratio), "height": rnd1(math.sqrt(1 - ratio * ratio))}


def easy_options(solid: str, ratio: float, rng: np.random.Generator, config: Config, slot: int
                 ) -> tuple[list[dict], list[str]]:
    others = [s for s in SOLIDS if s != solid]
    picked = [others[i] for i in rng.choice(len(others), N_OPTIONS - 1, replace=False)]

    def plain(name: str, kind: str, r: float) -> dict[str, Any]:
        _, _, cam = draw_camera(name, rng, config, coloured=False)
        if name == "cone":
            return cone_option(r, cam, kind)
        group = nets.rotation_group(name)
        g = int(rng.integers(len(group)))
        blank = [None] * len(nets.model(name).faces)
        m = nets.model(name)
        visible = [f for f in range(len(m.faces)) if (cam @ m.normals[f])[2] > 0]
        return polyhedron_option(name, cam, g, group_content(name, g, blank, blank, visible), kind)

    correct = plain(solid, "correct", ratio)
    distractors = [(plain(name, "other_solid", round(float(rng.uniform(*config.cone_ratio)), 3)), "other_solid")
                   for name in picked]
    options, kinds = PANEL.place(correct, distractors, slot, rng)
    return [dict(o) for o in options], kinds  # type: ignore[arg-type]


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             config: Config = DEFAULT_CONFIG) -> Item:
    """Item `index`: a net, the correct folded solid and three proved-wrong solids, gold slot balanced."""
    seed = item_seed(BENCH, TASK, split, base_seed, index, attempt)
    rng = item_rng(seed)
    slot = PANEL.gold_slot(split, base_seed, index)
    difficulty = PANEL.difficulty(index)
    layout = standard_layout(N_OPTIONS, stimulus_fraction=0.4, cols=2)
    sx0, sy0, sx1, sy1 = layout.stimulus_box
    params: dict[str, Any] = {"difficulty": difficulty, "palette": PALETTE}
    if difficulty == "easy":
        solid = config.easy_solids[int(rng.integers(len(config.easy_solids)))]
    else:
        table = config.medium_solids if difficulty == "medium" else config.hard_solids
        weights = np.array([w for _, w in table])
        solid = table[int(rng.choice(len(table), p=weights / weights.sum()))][0]
    params["solid"] = solid
    ratio = round(float(rng.uniform(*config.cone_ratio)), 3)
    if difficulty == "easy" and solid == "cone":  # the cone's object is its ratio band: test draws its own bands
        test_bands = held_out(("cone",), cone_bands(config))
        bands = [b for b in cone_bands(config) if (b in test_bands) == (split == "test")]
        band = bands[int(rng.integers(len(bands)))]
        lo, hi = max(band * CONE_BAND, config.cone_ratio[0]), min((band + 1) * CONE_BAND, config.cone_ratio[1])
        ratio = round(float(rng.uniform(lo + 0.001, hi - 0.001)), 3)
    if solid == "cone":
        params["net"], params["net_class"] = cone_net_params(ratio, rng), 0
    else:
        allowed = None
        if difficulty == "easy":  # ~41 plain nets: a fixed share is test-only, the rest train-only
            everyone = list(range(len(nets.net_classes(solid))))
            test_share = held_out((solid,), everyone)
            allowed = [c for c in everyone if (c in test_share) == (split == "test")]
        cls, net = pick_net(solid, rng, (sx1 - sx0) / (sy1 - sy0), allowed)
        m = nets.model(solid)
        colours: list[str | None] = [None] * len(m.faces)
        arrows: list[np.ndarray | None] = [None] * len(m.faces)
        if difficulty != "easy":
            names = list(PALETTE)
            colours = [names[i] for i in rng.permutation(len(names))[: len(m.faces)]]
        if difficulty == "hard":
            arrows = [dirs[int(rng.integers(len(dirs)))] for dirs in
                      (nets.arrow_directions(m, f) for f in range(len(m.faces)))]
        params["net"], params["net_class"] = net_params(net, colours, arrows), cls
    if difficulty == "easy":
        opts, kinds = easy_options(solid, ratio, rng, config, slot)
    else:
        yaw, elev, cam = draw_camera(solid, rng, config, coloured=True)
        target = balanced_slot(BENCH, f"{TASK}/colour_rank", split, base_seed, index, N_OPTIONS)
        correct, distractors = coloured_views(solid, cam, colours, arrows, difficulty, rng, config, target)
        placed, kinds = PANEL.place(correct, distractors, slot, rng)
        view = camera_view(solid, cam)
        opts = [polyhedron_option(solid, cam, g, content, kind, view) for (g, content), kind in
                zip(placed, kinds, strict=True)]  # type: ignore[misc]
    params["options"] = opts
    params["layout"] = layout.as_params()
    margin = decision_margin_px(params, fold_net(solid, params["net"]))
    if margin < DECISION_MARGIN_FLOOR_PX + DECISION_MARGIN_GUARD_PX:
        raise RejectDraw(f"decision margin {margin:.1f} px under the floor {DECISION_MARGIN_FLOOR_PX} px")
    params["decision_margin_px"] = round(margin, 2)
    svg = render(params, layout)
    return PANEL.finish(split=split, index=index, seed=seed, svg=svg, question=QUESTION, slot=slot,
                        difficulty=difficulty, option_kinds=kinds, params=params)


# ================================================================ drawing


def render(params: dict[str, Any], layout: Any) -> str:
    canvas = SvgScene()
    draw_net(canvas, params["solid"], params["net"], params["palette"], layout.stimulus_box)
    for i, (box, opt) in enumerate(zip(layout.option_boxes, params["options"], strict=True)):
        inner = canvas.option_panel(box, i)
        if opt["solid"] == "cone":
            draw_cone(canvas, opt, inner)
        else:
            draw_polyhedron(canvas, opt, params["palette"], inner)
    return canvas.to_svg()


def to_screen(points: np.ndarray, fit: tuple[float, float, float]) -> list[tuple[float, float]]:
    """Math coordinates (y up) → canvas pixels (y down)."""
    s, dx, dy = fit
    return [(round(s * float(x) + dx, 2), round(-s * float(y) + dy, 2)) for x, y, *_ in points.tolist()]


def bbox_of(points: np.ndarray) -> Box:
    xs, ys = points[:, 0].tolist(), points[:, 1].tolist()
    return (float(min(xs)), float(-max(ys)), float(max(xs)), float(-min(ys)))


def arrow_polygon(centre: np.ndarray, along: np.ndarray, across: np.ndarray, size: float) -> np.ndarray:
    """The arrow's corners: centre + size·(a·along + b·across) per shape point, in plain floats (numpy's same
    elementwise operations, so the same floats)."""
    c, u, w = centre.tolist(), along.tolist(), across.tolist()
    return np.array([[ci + size * (a * ui + b * wi) for ci, ui, wi in zip(c, u, w, strict=True)]
                     for a, b in ARROW_SHAPE])


def draw_net(canvas: Canvas, solid: str, net: dict, palette: dict[str, str], box: Box) -> None:
    if solid == "cone":
        sec, disc = net["sector"], net["disc"]
        angles = np.radians(np.linspace(sec["start_deg"], sec["start_deg"] + sec["angle_deg"], 97))
        arc = np.asarray(sec["apex"]) + sec["radius"] * np.column_stack([np.cos(angles), np.sin(angles)])
        sector = np.vstack([np.asarray(sec["apex"])[None], arc])
        circle = np.asarray(disc["centre"]) + disc["radius"] * np.array(
            [[math.cos(t), math.sin(t)] for t in np.linspace(0, 2 * math.pi, 97)])
        fit = fit_transform(bbox_of(np.vstack([sector, circle])), box, pad=0.06)
        for shape in (sector, circle):
            outlined_polygon(canvas, to_screen(shape, fit), PLAIN_NET, "#222222")
        return
    polys = [np.asarray(f["polygon"], dtype=float) for f in net["faces"]]
    fit = fit_transform(bbox_of(np.vstack(polys)), box, pad=0.06)
    for face, poly in zip(net["faces"], polys, strict=True):
        fill = palette[face["colour"]] if face["colour"] else PLAIN_NET
        outlined_polygon(canvas, to_screen(poly, fit), fill, "#222222")
    for _, _, edge in net["hinges"]:
        hinge_line(canvas, to_screen(np.asarray(edge, dtype=float), fit))
    for face, poly in zip(net["faces"], polys, strict=True):
        if face["mark"]:
            d = np.asarray(face["mark"]["direction"], dtype=float)
            centre = corner_mean(poly)
            arrow = arrow_polygon(centre, d, np.array([-d[1], d[0]]), inradius(poly, centre))
            arrow_mark(canvas, to_screen(arrow, fit))


def outlined_polygon(canvas: Canvas, points: list[tuple[float, float]], fill: str, stroke: str) -> None:
    """A filled polygon outlined 2.5 px wide with round joins. On an `SvgScene` its text is written at once: what
    svgwrite writes for it (attributes fill, points, stroke, stroke-linejoin, stroke-width in that order, the fill
    escaped), without the generic element writer; on a canvas drawing through svgwrite, through its factory."""
    if type(canvas.dwg) is SvgDrawing and points and fill:
        canvas.add(f'<polygon fill="{escape_attrib(fill)}" points="{points_text(points)}" stroke="{stroke}" '
                   'stroke-linejoin="round" stroke-width="2.5" />')
    else:
        canvas.add(canvas.dwg.polygon(points, fill=fill, stroke=stroke, stroke_width=2.5, stroke_linejoin="round"))


def arrow_mark(canvas: Canvas, points: list[tuple[float, float]]) -> None:
    """A drawn arrow: a near-black polygon (its text written at once on an `SvgScene`, as `outlined_polygon`)."""
    if type(canvas.dwg) is SvgDrawing and points:
        canvas.add(f'<polygon fill="#111111" points="{points_text(points)}" />')
    else:
        canvas.add(canvas.dwg.polygon(points, fill="#111111"))


def hinge_line(canvas: Canvas, ends: list[tuple[float, float]]) -> None:
    """A net's fold line: white under a dark dashed line (texts written at once on an `SvgScene`, attributes in
    svgwrite's order: stroke, stroke-dasharray, stroke-width, x1, x2, y1, y2)."""
    (x1, y1), (x2, y2) = ends[0], ends[1]
    if type(canvas.dwg) is SvgDrawing:
        canvas.add(f'<line stroke="white" stroke-width="2.5" x1="{x1}" x2="{x2}" y1="{y1}" y2="{y2}" />')
        canvas.add(f'<line stroke="#222222" stroke-dasharray="9,6" stroke-width="2.5" x1="{x1}" x2="{x2}" '
                   f'y1="{y1}" y2="{y2}" />')
    else:
        canvas.add(canvas.dwg.line(ends[0], ends[1], stroke="white", stroke_width=2.5))
        canvas.add(canvas.dwg.line(ends[0], ends[1], stroke="#222222", stroke_width=2.5, stroke_dasharray="9,6"))


def corner_mean(pts: np.ndarray) -> np.ndarray:
    """`pts.mean(axis=0)` of a polygon's corners. Under 8 rows in plain floats: numpy sums fewer than 8 values
    left to right from 0.0 and divides by the count, so these are the same IEEE steps, without its per-call
    cost (8 rows or more: numpy itself, whose pairwise sum groups them otherwise)."""
    rows = pts.tolist()
    n = len(rows)
    if not 0 < n < 8:
        return pts.mean(axis=0)
    sums = [0.0] * len(rows[0])
    for row in rows:
        for j, v in enumerate(row):
            sums[j] += v
    return np.array([t / n for t in sums])


def inradius(poly: np.ndarray, centre: np.ndarray) -> float:
    """Distance from `centre` to the nearest side midpoint of a face polygon (2D or 3D corners).

    In plain floats: numpy's (p + next) / 2, then the row norm as sqrt of the squares summed left to right (its
    reduction over a row of 2 or 3), the same IEEE operations in the same order, so the same float."""
    corners, c = poly.tolist(), centre.tolist()
    dists = []
    for p, q in zip(corners, corners[1:] + corners[:1], strict=True):
        total = 0.0
        for a, b, m in zip(p, q, c, strict=True):
            d = (a + b) / 2 - m
            total += d * d
        dists.append(math.sqrt(total))
    return min(dists)


def shade(hex_colour: str, normal: np.ndarray, strength: float) -> str:
    """Lambert shading so faces at different angles read as different faces of one solid.

    Coloured faces get mild shading (strength ~0.2) so every face keeps its hue's name."""
    k = 1 - strength + strength * max(0.0, float(normal @ LIGHT))
    rgb = [int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{min(255, round(c * k)):02x}" for c in rgb)


def edge_visibility(faces: list[dict]) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """(visible edges, hidden edges) of a convex polyhedron: an edge is hidden iff both its faces are."""
    seen: dict[tuple[int, int], bool] = {}
    for face in faces:
        vs = face["vertices"]
        for a, b in zip(vs, vs[1:] + vs[:1], strict=True):
            key = (min(a, b), max(a, b))
            seen[key] = seen.get(key, False) or bool(face["visible"])
    return sorted(e for e, v in seen.items() if v), sorted(e for e, v in seen.items() if not v)


def hidden_line(canvas: Canvas, points: list[tuple[float, float]]) -> None:
    """A hidden edge: thin, grey, dashed, drawn over the faces (no hidden fill or mark ever shows). An edge's text is
    written at once on an `SvgScene` (svgwrite's attributes in its order, as `outlined_polygon`)."""
    if len(points) == 2 and type(canvas.dwg) is SvgDrawing:
        (x1, y1), (x2, y2) = points
        canvas.add(f'<line class="hidden-edge" stroke="{HIDDEN_EDGE}" stroke-dasharray="7,5" stroke-linecap="round" '
                   f'stroke-width="1.8" x1="{x1}" x2="{x2}" y1="{y1}" y2="{y2}" />')
        return
    style = {"stroke": HIDDEN_EDGE, "stroke_width": 1.8, "stroke_dasharray": "7,5", "stroke_linecap": "round",
             "class_": "hidden-edge"}
    dwg = canvas.dwg
    element = dwg.line(points[0], points[1], **style) if len(points) == 2 else dwg.polyline(
        points, fill="none", **style)
    canvas.add(element)


@dataclass(frozen=True)
class SolidGeometry:
    """What drawing a polyhedral option reads of its vertices and faces alone: the four options of a coloured item
    share one camera, so they share it (read only)."""

    verts: np.ndarray
    bbox: Box
    shown: tuple[int, ...]  # visible faces, far first (painter's order)
    normals: dict[int, np.ndarray]  # per visible face, its unit normal
    front: list[tuple[int, int]]
    back: list[tuple[int, int]]


@lru_cache(maxsize=8)
def solid_geometry(vertices: tuple[tuple[float, ...], ...], faces: tuple[tuple[tuple[int, ...], bool], ...]
                   ) -> SolidGeometry:
    """An option's `SolidGeometry` from its vertex rows and (vertex ids, visible) faces, computed as
    `draw_polyhedron` draws them."""
    verts = np.asarray(vertices, dtype=float)
    shown = [f for f, (_, visible) in enumerate(faces) if visible]
    shown.sort(key=lambda f: corner_mean(verts[list(faces[f][0])])[2])
    normals: dict[int, np.ndarray] = {}
    for f in shown:
        pts = verts[list(faces[f][0])]
        normal = nets.cross3(pts[1] - pts[0], pts[2] - pts[0])
        normal /= np.linalg.norm(normal)
        normals[f] = normal
    front, back = edge_visibility([{"vertices": list(ids), "visible": visible} for ids, visible in faces])
    return SolidGeometry(verts, bbox_of(verts), tuple(shown), normals, front, back)


def draw_polyhedron(canvas: Canvas, opt: dict, palette: dict[str, str], box: Box) -> None:
    """Back-face culling, painter's order (far faces first), hidden edges dashed, visible edges stroked on top."""
    faces = opt["faces"]
    geo = solid_geometry(tuple(map(tuple, opt["vertices"])),
                         tuple((tuple(f["vertices"]), bool(f["visible"])) for f in faces))
    verts = geo.verts
    fit = fit_transform(geo.bbox, box, pad=0.1)
    screen = to_screen(verts, fit)
    for f in geo.shown:
        face = faces[f]
        base = palette[face["colour"]] if face["colour"] else PLAIN_SOLID
        fill = shade(base, geo.normals[f], 0.2 if face["colour"] else 0.45)
        outlined_polygon(canvas, [screen[v] for v in face["vertices"]], fill, "#1a1a1a")
    for a, b in geo.back:
        hidden_line(canvas, [screen[a], screen[b]])
    outline = " ".join(f"M{screen[a][0]},{screen[a][1]} L{screen[b][0]},{screen[b][1]}" for a, b in geo.front)
    if outline and type(canvas.dwg) is SvgDrawing:
        canvas.add(f'<path d="{outline}" fill="none" stroke="#1a1a1a" stroke-linecap="round" stroke-width="2.5" />')
    else:
        canvas.add(canvas.dwg.path(d=outline, fill="none", stroke="#1a1a1a", stroke_width=2.5,
                                   stroke_linecap="round"))
    for f in geo.shown:
        face = faces[f]
        if face["mark"]:
            pts = verts[face["vertices"]]
            d = np.asarray(face["mark"]["direction"], dtype=float)
            centre = corner_mean(pts)
            arrow = arrow_polygon(centre, d, nets.cross3(geo.normals[f], d), inradius(pts, centre))
            arrow_mark(canvas, to_screen(arrow, fit))


def cone_back_arc(cam: np.ndarray, r: float, h: float) -> tuple[float, float] | None:
    """Rim angles (from, to) where the lateral surface faces away; the base faces away from a viewer above, so
    there both surfaces at the rim are hidden. None when no rim point is hidden (seen steeply from above).

    The lateral normal at rim angle t is ∝ (h cos t, r, h sin t); its depth is A·cos(t − φ) + r·c_y, negative
    exactly for cos(t − φ) < k = −r·c_y / A."""
    cx, cy, cz = cam[2]
    amp = h * math.hypot(cx, cz)
    if amp < 1e-9 or cy <= 0:  # looking straight down the axis, or from below: the whole rim is outline
        return None
    k = -r * cy / amp
    if k <= -1:
        return None
    phi, half = math.atan2(cz, cx), math.acos(k)
    return phi + half, phi + 2 * math.pi - half


def draw_cone(canvas: Canvas, opt: dict, box: Box) -> None:
    """Silhouette = hull of the apex and the base rim; the base faces away from a viewer above, so the back
    half of the rim is hidden behind the lateral surface and drawn dashed."""
    cam = np.asarray(opt["rotation"], dtype=float)
    r, h = opt["radius"], opt["height"]

    def rim_at(ts: np.ndarray) -> np.ndarray:
        return np.array([cam @ [r * math.cos(t), -h / 3, r * math.sin(t)] for t in ts])

    rim = rim_at(np.linspace(0, 2 * math.pi, 120, endpoint=False))
    apex = cam @ np.array([0.0, 2 * h / 3, 0.0])
    pts = np.vstack([apex[None], rim])[:, :2]
    hull = convex_hull(pts)
    fit = fit_transform(bbox_of(pts), box, pad=0.1)
    dwg = canvas.dwg
    grad = dwg.linearGradient(start=(0, 0), end=(1, 0), id=f"cone{len(dwg.elements)}")
    grad.add_stop_color(0, "#e4e8ec")
    grad.add_stop_color(1, "#8d949c")
    dwg.defs.add(grad)
    outlined_polygon(canvas, to_screen(hull, fit), grad.get_paint_server(), "#1a1a1a")
    arc = cone_back_arc(cam, r, h)
    if arc is not None:
        hidden_line(canvas, to_screen(rim_at(np.linspace(arc[0], arc[1], 48)), fit))


def convex_hull(points: np.ndarray) -> np.ndarray:
    """Monotone-chain hull, counter-clockwise."""
    pts = sorted(map(tuple, np.round(points, 9)))

    def half(seq: list) -> list:
        out: list = []
        for p in seq:
            while len(out) >= 2 and ((out[-1][0] - out[-2][0]) * (p[1] - out[-2][1])
                                     - (out[-1][1] - out[-2][1]) * (p[0] - out[-2][0])) <= 0:
                out.pop()
            out.append(p)
        return out

    lower, upper = half(pts), half(pts[::-1])
    return np.array(lower[:-1] + upper[:-1])


def rnd(v: Any, digits: int = 6) -> list[float]:
    return [round(float(x), digits) + 0.0 for x in v]


def rnd1(x: float, digits: int = 6) -> float:
    return round(float(x), digits) + 0.0


# ================================================================ independent re-solve


@dataclass(frozen=True)
class Folded:
    """The net folded in 3D: unique vertices, faces as vertex-index tuples, per-face colour and 3D arrow."""

    vertices: np.ndarray
    faces: tuple[tuple[int, ...], ...]
    colours: tuple[str | None, ...]
    marks: tuple[np.ndarray | None, ...]
    # `option_matches` per option's vertices: verify asks for a hard distractor's matches three times
    matches: dict[tuple, list[tuple[np.ndarray, list[int]]]] = field(default_factory=dict, compare=False, repr=False)
    # `landed_faces` per option's vertices and faces: a coloured item's four options share them
    landings: dict[tuple, list[tuple[np.ndarray, tuple[int | None, ...]]]] = field(
        default_factory=dict, compare=False, repr=False)

    @cached_property
    def reference(self) -> tuple[np.ndarray, np.ndarray, float, float, float]:
        """(normalised vertices, frame of the reference triangle, its three side lengths): the fold's half of
        `proper_matches`, the same for every option."""
        p = normalised(self.vertices)
        k = next(i for i in range(2, len(p)) if np.linalg.norm(nets.cross3(p[1] - p[0], p[i] - p[0])) > 1e-3)
        src = frame_of(p[0], p[1], p[k])
        return p, src, np.linalg.norm(p[1] - p[0]), np.linalg.norm(p[k] - p[0]), np.linalg.norm(p[k] - p[1])


@dataclass(frozen=True)
class FoldedCone:
    height_over_radius: float


DIHEDRALS: dict[tuple[str, int, int], float] = {  # (solid, fewer sides, more sides): interior dihedral angle
    ("cube", 4, 4): math.pi / 2,
    ("tetrahedron", 3, 3): math.acos(1 / 3),
    ("octahedron", 3, 3): math.acos(-1 / 3),
    ("square_pyramid", 3, 3): math.acos(-1 / 3),
    ("square_pyramid", 3, 4): math.atan(math.sqrt(2)),
    ("triangular_prism", 4, 4): math.pi / 3,
    ("triangular_prism", 3, 4): math.pi / 2,
}


def dihedral(solid: str, sides_a: int, sides_b: int) -> float:
    """Interior dihedral angle of the named solid between faces with these side counts (closed forms)."""
    key = (solid, min(sides_a, sides_b), max(sides_a, sides_b))
    if key not in DIHEDRALS:
        raise VerificationError(f"a {solid} has no hinge between a {sides_a}-gon and a {sides_b}-gon")
    return DIHEDRALS[key]


def axis_rotation(axis: np.ndarray, angle: float) -> np.ndarray:
    """Rodrigues' rotation about a unit axis."""
    x, y, z = axis.tolist()
    k = np.array([[0, -z, y], [z, 0, -x], [-y, x, 0]])
    return np.eye(3) + math.sin(angle) * k + (1 - math.cos(angle)) * (k @ k)


def is_edge(poly: np.ndarray, a: np.ndarray, b: np.ndarray, tol: float = 1e-4) -> bool:
    """Some side of `poly` runs from a to b or from b to a (corners within `tol`, as `np.allclose`).

    In plain floats: each comparison is `np.allclose`'s elementwise |corner - a| <= tol + 1e-5·|a|, the same
    IEEE operations on the same values, so the same verdict without numpy's per-call cost."""
    (ax, ay), (bx, by) = a.tolist(), b.tolist()
    tax, tay, tbx, tby = tol + 1e-5 * abs(ax), tol + 1e-5 * abs(ay), tol + 1e-5 * abs(bx), tol + 1e-5 * abs(by)
    corners = poly.tolist()
    at_a = [abs(x - ax) <= tax and abs(y - ay) <= tay for x, y in corners]
    at_b = [abs(x - bx) <= tbx and abs(y - by) <= tby for x, y in corners]
    n = len(corners)
    return any((at_a[i] and at_b[(i + 1) % n]) or (at_b[i] and at_a[(i + 1) % n]) for i in range(n))


def fold_net(solid: str, net: dict) -> Folded | FoldedCone:
    """Fold the paper (printed side up) away from the viewer about every hinge; require a closed convex solid."""
    if solid == "cone":
        return fold_cone(net)
    polys = [np.asarray(f["polygon"], dtype=float) for f in net["faces"]]
    hinges = net["hinges"]
    if len(polys) < 4 or len(hinges) != len(polys) - 1:
        raise VerificationError(f"net has {len(polys)} faces and {len(hinges)} hinges: not a tree of faces")
    outlines = [tuple(map(tuple, p.tolist())) for p in polys]
    # each face's bounding box once: a pair whose boxes are apart is one polygons_overlap answers False at once
    boxes = [(min(x for x, _ in o), min(y for _, y in o), max(x for x, _ in o), max(y for _, y in o)) for o in outlines]
    for (i, p), (j, q) in itertools.combinations(enumerate(outlines), 2):
        (px0, py0, px1, py1), (qx0, qy0, qx1, qy1) = boxes[i], boxes[j]
        if px1 < qx0 or qx1 < px0 or py1 < qy0 or qy1 < py0:
            continue
        if nets.polygons_overlap(p, q):
            raise VerificationError(f"net faces {i} and {j} overlap on the paper")
    pose: dict[int, tuple[np.ndarray, np.ndarray]] = {0: (np.eye(3), np.zeros(3))}
    pending = list(hinges)
    while pending:
        progress = [h for h in pending if (h[0] in pose) != (h[1] in pose)]
        if not progress:
            raise VerificationError("hinges do not connect the net into one tree")
        i, j, edge = progress[0]
        pending.remove(progress[0])
        parent, child = (i, j) if i in pose else (j, i)
        a, b = (np.asarray(e, dtype=float) for e in edge)
        if not (is_edge(polys[parent], a, b) and is_edge(polys[child], a, b)):
            raise VerificationError(f"hinge {i}-{j} is not an edge of both faces")
        u = np.array([*((b - a) / np.linalg.norm(b - a)).tolist(), 0.0])
        w = corner_mean(polys[child]) - a
        side = math.copysign(1.0, u[0] * w[1] - u[1] * w[0])
        turn = math.pi - dihedral(solid, len(polys[parent]), len(polys[child]))
        rot = axis_rotation(u, -side * turn)  # the child's far side goes to -z: away from the viewer
        a3 = np.array([*a.tolist(), 0.0])
        pa, pt = pose[parent]
        pose[child] = (pa @ rot, pa @ (a3 - rot @ a3) + pt)
    if any(h[0] not in pose or h[1] not in pose for h in hinges) or len(pose) != len(polys):
        raise VerificationError("hinges leave a face unattached")
    return closed_solid(net, polys, pose)


def closed_solid(net: dict, polys: list[np.ndarray], pose: dict) -> Folded:
    """Merge coincident corners; every edge must join exactly two faces, Euler V-E+F=2, all faces outward."""
    points: list[np.ndarray] = []
    coords: list[list[float]] = []  # the points as floats, read by every later corner's search
    faces: list[tuple[int, ...]] = []
    for f, poly in enumerate(polys):
        rot, shift = pose[f]
        ids = []
        for x, y in poly.tolist():
            q = rot @ np.array([x, y, 0.0]) + shift
            k = first_near(points, q, coords=coords)
            if k is None:
                points.append(q)
                coords.append(q.tolist())
                k = len(points) - 1
            ids.append(k)
        faces.append(tuple(ids))
    edges: dict[frozenset[int], int] = {}
    for face in faces:
        for a, b in zip(face, face[1:] + face[:1], strict=True):
            edges[frozenset((a, b))] = edges.get(frozenset((a, b)), 0) + 1
    if any(count != 2 for count in edges.values()) or len(points) - len(edges) + len(faces) != 2:
        raise VerificationError("the folded net does not close into a solid (edges unpaired or gaps)")
    verts = np.asarray(points)
    for f, face in enumerate(faces):
        normal = pose[f][0] @ np.array([0.0, 0.0, 1.0])
        if ((verts - verts[face[0]]) @ normal).max() > 1e-3:
            raise VerificationError(f"folded face {f} is not an outward face of a convex solid")
    marks = tuple(None if f["mark"] is None else pose[i][0] @ np.append(f["mark"]["direction"], 0.0)
                  for i, f in enumerate(net["faces"]))
    return Folded(verts, tuple(faces), tuple(f["colour"] for f in net["faces"]), marks)


def first_near(points: list[np.ndarray], q: np.ndarray, tol: float = 1e-3,
               coords: list[list[float]] | None = None) -> int | None:
    """Index of the first point within `tol` of q (None when none is). `coords`: the points as float lists,
    when already at hand.

    A coordinate differing by more than 2·tol rules a point out before the norm is taken: its norm could only
    exceed tol, so the answer is the norm test's, at a fraction of numpy's per-call cost. The norm is then taken in
    plain floats (the root of the three squares summed), which numpy's may differ from in the last bits only: it
    answers where it lies more than NEAR_MARGIN from tol, numpy's norm where it does not.
    """
    qx, qy, qz = q.tolist()
    for k, (rx, ry, rz) in enumerate(coords if coords is not None else (r.tolist() for r in points)):
        dx, dy, dz = rx - qx, ry - qy, rz - qz
        if abs(dx) > 2 * tol or abs(dy) > 2 * tol or abs(dz) > 2 * tol:
            continue
        distance = math.sqrt(dx * dx + dy * dy + dz * dz)
        if abs(distance - tol) > NEAR_MARGIN:
            if distance < tol:
                return k
        elif np.linalg.norm(points[k] - q) < tol:
            return k
    return None


NEAR_MARGIN = 1e-12  # a plain-float distance within this of first_near's tol takes numpy's norm instead


def fold_cone(net: dict) -> FoldedCone:
    """The sector rolls into the lateral surface: its arc must equal the disc's circumference."""
    sec, disc = net["sector"], net["disc"]
    slant, r = float(sec["radius"]), float(disc["radius"])
    if not 0 < r < slant:
        raise VerificationError(f"cone net: disc radius {r} must be below slant {slant}")
    if abs(math.radians(sec["angle_deg"]) * slant - 2 * math.pi * r) > 1e-4:
        raise VerificationError("cone net: sector arc length differs from the disc circumference")
    offset = np.asarray(disc["centre"], dtype=float) - np.asarray(sec["apex"], dtype=float)
    bearing = math.degrees(math.atan2(offset[1], offset[0]))
    inside = (bearing - sec["start_deg"]) % 360 <= sec["angle_deg"] + 1e-6
    if abs(np.linalg.norm(offset) - (slant + r)) > 1e-4 or not inside:
        raise VerificationError("cone net: the disc does not touch the sector's arc")
    return FoldedCone(math.sqrt(slant * slant - r * r) / r)


def normalised(points: np.ndarray) -> np.ndarray:
    centred = points - points.mean(axis=0)
    return centred / math.sqrt((centred ** 2).sum(axis=1).mean())


def frame_of(p0: np.ndarray, p1: np.ndarray, p2: np.ndarray) -> np.ndarray:
    x = (p1 - p0) / np.linalg.norm(p1 - p0)
    y = p2 - p0 - ((p2 - p0) @ x) * x
    y /= np.linalg.norm(y)
    return np.column_stack([x, y, nets.cross3(x, y)])


def proper_matches(folded: Folded, opt_vertices: np.ndarray) -> list[tuple[np.ndarray, list[int]]]:
    """Every proper rotation (with its vertex map) carrying the normalised fold onto the normalised option.

    Candidates are the ordered vertex triples (a, b, c) of the option whose side lengths match a fixed
    triangle of the fold; each fixes one rotation, kept when it carries every vertex onto a distinct one.
    All candidates are tested at once (numpy), in the order of `itertools.permutations`.
    """
    n = len(opt_vertices)
    if len(folded.vertices) != n:  # another solid's corners: nothing to normalise
        return []
    q = normalised(opt_vertices)
    p, src, d01, d0k, d1k = folded.reference
    dq = np.linalg.norm(q[:, None, :] - q[None, :, :], axis=-1)
    distinct = ~np.eye(n, dtype=bool)
    ok = ((np.abs(dq - d01) <= 1e-3) & distinct)[:, :, None] & ((np.abs(dq - d0k) <= 1e-3) & distinct)[:, None, :] \
        & ((np.abs(dq - d1k) <= 1e-3) & distinct)[None, :, :]
    a, b, c = np.nonzero(ok)  # lexicographic, as itertools.permutations
    if not len(a):
        return []
    x = q[b] - q[a]
    x /= np.linalg.norm(x, axis=1)[:, None]
    y = q[c] - q[a]
    y -= (y * x).sum(axis=1)[:, None] * x
    y /= np.linalg.norm(y, axis=1)[:, None]
    z = np.stack([x[:, 1] * y[:, 2] - x[:, 2] * y[:, 1], x[:, 2] * y[:, 0] - x[:, 0] * y[:, 2],
                  x[:, 0] * y[:, 1] - x[:, 1] * y[:, 0]], axis=1)
    rots = np.stack([x, y, z], axis=2) @ src.T  # (m, 3, 3): frame_of(q[a], q[b], q[c]) @ src.T
    moved = np.einsum("vj,mij->mvi", p, rots)  # p @ rot.T for every candidate
    mapping = np.linalg.norm(q[None, None, :, :] - moved[:, :, None, :], axis=-1).argmin(axis=2)
    bijective = (np.sort(mapping, axis=1) == np.arange(n)).all(axis=1)
    close = (np.abs(q[mapping] - moved) <= 2e-3 + 1e-5 * np.abs(moved)).all(axis=(1, 2))  # np.allclose, atol 2e-3
    return [(rots[m], mapping[m].tolist()) for m in np.flatnonzero(bijective & close)]


def option_matches(folded: Folded, opt: dict) -> list[tuple[np.ndarray, list[int]]]:
    """`proper_matches` of a polyhedral option, computed once per fold and option (kept on the fold)."""
    key = tuple(map(tuple, opt["vertices"]))
    found = folded.matches.get(key)
    if found is None:
        found = folded.matches[key] = proper_matches(folded, np.asarray(opt["vertices"], dtype=float))
    return found


def option_consistent(folded: Folded | FoldedCone, opt: dict, use_marks: bool = True) -> bool:
    """True iff some proper rotation of the folded solid looks exactly like the option's visible faces."""
    if isinstance(folded, FoldedCone):
        return opt["solid"] == "cone" and "vertices" not in opt and abs(
            opt["height"] / opt["radius"] - folded.height_over_radius) < 1e-3
    if "vertices" not in opt:
        return False
    faces = opt["faces"]
    for rot, landed in landed_faces(folded, opt):
        agree = True
        for i, colour, mark in zip(landed, folded.colours, folded.marks, strict=True):
            if i is None:
                agree = False
                break
            shown = faces[i]
            if not shown["visible"]:
                continue
            if shown["colour"] != colour or (use_marks and not marks_agree(rot, mark, shown["mark"])):
                agree = False
                break
        if agree:
            return True
    return False


def landed_faces(folded: Folded, opt: dict) -> list[tuple[np.ndarray, tuple[int | None, ...]]]:
    """Per proper match of the fold onto a polyhedral option (`option_matches`), the rotation and the option face
    each folded face lands on (the last face with that vertex set; None when none has it). It depends only on the
    option's vertices and faces' vertex lists, so it is computed once per fold for the options sharing them."""
    key = (tuple(map(tuple, opt["vertices"])), tuple(tuple(f["vertices"]) for f in opt["faces"]))
    found = folded.landings.get(key)
    if found is None:
        by_vertices = {frozenset(f["vertices"]): i for i, f in enumerate(opt["faces"])}
        found = folded.landings[key] = [
            (rot, tuple(by_vertices.get(frozenset(map(mapping.__getitem__, face))) for face in folded.faces))
            for rot, mapping in option_matches(folded, opt)]
    return found


def marks_agree(rot: np.ndarray, folded_mark: np.ndarray | None, shown: dict | None) -> bool:
    if folded_mark is None or shown is None:
        return folded_mark is None and shown is None
    return float((rot @ folded_mark) @ np.asarray(shown["direction"], dtype=float)) > 0.999


def check_option_geometry(i: int, opt: dict) -> None:
    """Faces are counter-clockwise from outside; `visible` is exactly 'faces the viewer'; nothing edge-on.

    Each face is first judged in plain floats (`face_clearly_sound`); a face that is not clearly sound is checked
    as numpy computes it (`check_face_geometry`), which raises or passes exactly as before."""
    if opt["solid"] == "cone":
        if not (opt["radius"] > 0 and opt["height"] > 0):
            raise VerificationError(f"option {LETTERS[i]}: degenerate cone")
        return
    rows = [[float(v) for v in row] for row in opt["vertices"]]
    n = len(rows)
    centre = [sum(row[k] for row in rows) / n for k in range(3)] if n else [0.0, 0.0, 0.0]
    big = max((abs(v) for row in rows for v in row), default=0.0)
    exact: tuple[np.ndarray, np.ndarray] | None = None
    for face in opt["faces"]:
        if not face_clearly_sound(rows, centre, big, face):
            if exact is None:
                verts = np.asarray(opt["vertices"], dtype=float)
                exact = verts, verts.mean(axis=0)
            check_face_geometry(i, exact[0], exact[1], face)
        if not face["visible"] and (face["colour"] or face["mark"]):
            raise VerificationError(f"option {LETTERS[i]}: a hidden face carries a colour or mark")


GEOMETRY_MARGIN = 1e-9  # relative: how far from each test's tie a plain-float face passes without numpy


def face_clearly_sound(rows: list[list[float]], centre: list[float], big: float, face: dict) -> bool:
    """A face whose outward, edge-on and visibility tests pass with room to spare, judged in plain floats.

    `check_face_geometry` divides the normal by its length and compares a dot product with 0, |n_z| with 0.05 and
    the sign of n_z with `visible`: scaling by the length keeps every sign and ratio, and plain floats (and the
    mean of the vertices) differ from numpy's by ~1e-15 of the terms (`big`: the largest |coordinate|), so a margin
    of GEOMETRY_MARGIN of the terms leaves every verdict numpy's. False also for anything unusual (few corners, a
    degenerate normal)."""
    ids = face["vertices"]
    if len(ids) < 3:
        return False
    (x0, y0, z0), (x1, y1, z1), (x2, y2, z2) = rows[ids[0]], rows[ids[1]], rows[ids[2]]
    ux, uy, uz, vx, vy, vz = x1 - x0, y1 - y0, z1 - z0, x2 - x0, y2 - y0, z2 - z0
    nx, ny, nz = uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx
    length = math.sqrt(nx * nx + ny * ny + nz * nz)
    if not length > 1e-9:
        return False
    m = len(ids)
    dx = sum(rows[v][0] for v in ids) / m - centre[0]
    dy = sum(rows[v][1] for v in ids) / m - centre[1]
    dz = sum(rows[v][2] for v in ids) / m - centre[2]
    outward = nx * dx + ny * dy + nz * dz
    scale = length * (abs(dx) + abs(dy) + abs(dz) + big)
    facing = abs(nz) / length
    return (outward > GEOMETRY_MARGIN * scale and facing > 0.05 + GEOMETRY_MARGIN
            and (nz > 0) == face["visible"])


def check_face_geometry(i: int, verts: np.ndarray, centre: np.ndarray, face: dict) -> None:
    """One face's outward, edge-on and visibility tests as numpy computes them."""
    pts = verts[face["vertices"]]
    rows = pts.tolist()
    (x0, y0, z0), (x1, y1, z1), (x2, y2, z2) = rows[0], rows[1], rows[2]
    ux, uy, uz, vx, vy, vz = x1 - x0, y1 - y0, z1 - z0, x2 - x0, y2 - y0, z2 - z0
    normal = np.array([uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx])  # np.cross, without its overhead
    normal /= np.linalg.norm(normal)
    if normal @ (corner_mean(pts) - centre) <= 0:
        raise VerificationError(f"option {LETTERS[i]}: face {face['vertices']} is not oriented outward")
    if abs(normal[2]) < 0.05 or (normal[2] > 0) != face["visible"]:
        raise VerificationError(f"option {LETTERS[i]}: face {face['vertices']} visibility is wrong or edge-on")


def display_key(opt: dict) -> tuple:
    """What a viewer can see in an option, for distinctness."""
    if opt["solid"] == "cone":
        return ("cone", round(opt["height"] / opt["radius"], 3))
    verts, shape, centres = drawn_shape(tuple(map(tuple, opt["vertices"])))
    seen = []
    for f in opt["faces"]:
        if f["visible"]:
            ids = tuple(f["vertices"])
            if ids not in centres:
                centres[ids] = tuple(nets.rounded(corner_mean(verts[f["vertices"]])))
            # the mark's direction rounded as its float64 array would be: the same values, float by float
            seen.append((centres[ids], str(f["colour"]), str(f["mark"] and nets.rounded(f["mark"]["direction"]))))
    return (shape, tuple(sorted(seen)))


@lru_cache(maxsize=8)
def drawn_shape(vertices: tuple[tuple[float, ...], ...]) -> tuple[np.ndarray, tuple, dict[tuple[int, ...], tuple]]:
    """(normalised vertices, their rounded sorted rows, a memo of face centres by vertex ids) of an option's vertex
    rows: the four options of a coloured item share one set. The arrays are read only."""
    verts = normalised(np.asarray(vertices, dtype=float))
    return verts, tuple(sorted(map(tuple, np.round(verts, 3).tolist()))), {}


def breaks_adjacency(folded: Folded, opt: dict) -> bool:
    """Two faces shown side by side carry colours whose faces are not neighbours on the folded solid."""
    edges_of = [{frozenset(e) for e in zip(f, f[1:] + f[:1], strict=True)} for f in folded.faces]
    face_of = {c: i for i, c in enumerate(folded.colours)}
    shown = [f for f in opt["faces"] if f["visible"]]
    for f, g in itertools.combinations(shown, 2):
        if len(set(f["vertices"]) & set(g["vertices"])) >= 2:
            a, b = face_of.get(f["colour"]), face_of.get(g["colour"])
            if a is None or b is None or not (edges_of[a] & edges_of[b]):
                return True
    return False


def solve(item: Item, p: dict[str, Any]) -> None:
    """the net folded into its solid, every option compared with it"""
    opts = p["options"]
    if len(opts) != N_OPTIONS:
        raise VerificationError(f"{item.id}: expected {N_OPTIONS} options")
    if p["difficulty"] != item.difficulty:
        raise VerificationError(f"{item.id}: difficulty {item.difficulty} but params say {p['difficulty']}")
    for i, opt in enumerate(opts):
        check_option_geometry(i, opt)
    folded = fold_net(p["solid"], p["net"])
    fits = [option_consistent(folded, o) for o in opts]
    gold = LETTERS.index(item.answer)
    if not fits[gold]:
        raise VerificationError(f"{item.id}: the gold option {item.answer} is not what the net folds into")
    extra = [LETTERS[i] for i, ok in enumerate(fits) if ok and i != gold]
    if extra:
        raise VerificationError(f"{item.id}: option(s) {', '.join(extra)} also match the folded net")
    keys = [display_key(o) for o in opts]
    if len(set(keys)) != N_OPTIONS:
        raise VerificationError(f"{item.id}: two options look identical")
    check_difficulty_rule(item, p, folded)
    margin = decision_margin_px(p, folded)
    if not abs(float(p["decision_margin_px"]) - margin) <= 0.05:  # a NaN record is refused too
        raise VerificationError(f"{item.id}: decision_margin_px {p['decision_margin_px']} but the params give "
                                f"{margin:.2f}")
    if margin < DECISION_MARGIN_FLOOR_PX:
        raise VerificationError(f"{item.id}: decision margin {margin:.1f} px is under the floor "
                                f"{DECISION_MARGIN_FLOOR_PX} px")


# ================================================================ decision margin


def option_scale(opt: dict, box: Box) -> float:
    """Pixels per model unit of a polyhedral option, as `draw_polyhedron` fits it into its panel."""
    x0, y0, x1, y1 = box
    return fit_transform(bbox_of(np.asarray(opt["vertices"], dtype=float)), (x0 + 6, y0 + 6, x1 - 6, y1 - 34),
                         pad=0.1)[0]


def drawn_inradius(poly: np.ndarray) -> float:
    """Distance from a drawn convex polygon's vertex mean to its nearest side (the colour patch's half-width).

    In plain floats: numpy's elementwise steps, and each side's norm as the square root of its two squares summed
    in order (numpy's row reduction), so the same float."""
    cx, cy = corner_mean(poly).tolist()
    corners = poly.tolist()
    dists = []
    for (x, y), (nx, ny) in zip(corners, corners[1:] + corners[:1], strict=True):
        sx, sy = nx - x, ny - y
        dists.append(abs(sx * (cy - y) - sy * (cx - x)) / math.sqrt(sx * sx + sy * sy))
    return min(dists)


def structure_margin(opt: dict, scale: float) -> float:
    """Shortest drawn edge or corner-to-foreign-edge clearance of a polyhedral option, in px."""
    pts = np.asarray(opt["vertices"], dtype=float)[:, :2]
    edges = np.array(sorted({tuple(sorted(e)) for f in opt["faces"]
                             for e in zip(f["vertices"], f["vertices"][1:] + f["vertices"][:1], strict=True)}))
    shortest = float(np.linalg.norm(pts[edges[:, 0]] - pts[edges[:, 1]], axis=1).min())
    return scale * min(shortest, clearance(pts, edges))


def adjacency_margin(folded: Folded, opt: dict, scale: float) -> float:
    """The best refuting pair of a wrong-adjacency option: adjacent drawn faces whose colours' faces share no edge
    on the folded solid; the smaller drawn inradius of the two, in px (0 when no pair refutes it)."""
    verts = np.asarray(opt["vertices"], dtype=float)[:, :2]
    edges_of = [{frozenset(e) for e in zip(f, f[1:] + f[:1], strict=True)} for f in folded.faces]
    face_of = {c: i for i, c in enumerate(folded.colours)}
    shown = [f for f in opt["faces"] if f["visible"]]
    best = 0.0
    for f, g in itertools.combinations(shown, 2):
        a, b = face_of.get(f["colour"]), face_of.get(g["colour"])
        if len(set(f["vertices"]) & set(g["vertices"])) >= 2 and a is not None and b is not None \
                and not edges_of[a] & edges_of[b]:
            best = max(best, scale * min(drawn_inradius(verts[f["vertices"]]), drawn_inradius(verts[g["vertices"]])))
    return best


def orientation_margin(folded: Folded, opt: dict, scale: float) -> float:
    """How far a wrong-orientation option's arrows sit from where the fold puts them: per rotation matching the
    visible colours, the largest arrow-tip displacement in px; the least over those rotations (0 when none)."""
    verts = np.asarray(opt["vertices"], dtype=float)
    faces = opt["faces"]
    sizes: dict[int, float] = {}  # inradius of a drawn face, the same under every rotation
    displacements = []
    for rot, landed in landed_faces(folded, opt):
        # a rotation showing a colour elsewhere than the fold puts it is no match
        if any(i is not None and faces[i]["visible"] and faces[i]["colour"] != colour
               for i, colour in zip(landed, folded.colours, strict=True)):
            continue
        displacements.append(arrow_displacement(opt, verts, landed, folded.marks, rot, scale, sizes))
    return min(displacements, default=0.0)


def arrow_displacement(opt: dict, verts: np.ndarray, landed: tuple[int | None, ...],
                       marks: tuple[np.ndarray | None, ...], rot: np.ndarray, scale: float, sizes: dict[int, float]
                       ) -> float:
    """Under one colour-matching rotation, the largest distance in px of a drawn arrow tip from where the fold
    puts it (0 when no arrow is drawn); `landed`: the option face each folded face lands on; `sizes`: a memo of
    the drawn faces' inradii."""
    tips = [0.0]
    for i, mark in zip(landed, marks, strict=True):
        if i is None or mark is None:
            continue
        shown = opt["faces"][i]
        if not shown["visible"] or shown["mark"] is None:
            continue
        if i not in sizes:
            pts = verts[shown["vertices"]]
            sizes[i] = inradius(pts, corner_mean(pts))
        moved = np.asarray(shown["mark"]["direction"], dtype=float) - rot @ mark
        tips.append(scale * sizes[i] * ARROW_SHAPE[3][0] * float(np.linalg.norm(moved[:2])))
    return max(tips)


def decision_margin_px(p: dict[str, Any], folded: Folded | FoldedCone) -> float:
    """`DECISION_MARGIN` of an item, from its params and its folded net."""
    boxes = p["layout"]["option_boxes"]
    if p["difficulty"] == "easy":
        return min(structure_margin(o, option_scale(o, box)) for o, box in zip(p["options"], boxes, strict=True)
                   if o["solid"] != "cone")
    if isinstance(folded, FoldedCone):
        raise VerificationError("a coloured item's net folds into a cone")
    rule = adjacency_margin if p["difficulty"] == "medium" else orientation_margin
    return min(rule(folded, o, option_scale(o, box)) for o, box in zip(p["options"], boxes, strict=True)
               if o["kind"] != "correct")


def check_difficulty_rule(item: Item, p: dict, folded: Folded | FoldedCone) -> None:
    """easy = plain net, other solids; medium = colours only, adjacency broken; hard = arrows, orientation broken."""
    faces = [] if isinstance(folded, FoldedCone) else p["net"]["faces"]
    coloured = bool(faces) and all(f["colour"] for f in faces)
    marked = bool(faces) and all(f["mark"] for f in faces)
    expected = "hard" if marked and coloured else "medium" if coloured else "easy"
    if any(f["colour"] for f in faces) != coloured or any(f["mark"] for f in faces) != marked:
        raise VerificationError(f"{item.id}: net faces are partly coloured or partly marked")
    if coloured and len({f["colour"] for f in faces}) != len(faces):
        raise VerificationError(f"{item.id}: two net faces share a colour")
    if expected != item.difficulty:
        raise VerificationError(f"{item.id}: net content says {expected}, item says {item.difficulty}")
    for letter, opt in zip(LETTERS, p["options"], strict=False):
        kind = opt["kind"]
        if kind == "correct":
            continue
        if item.difficulty == "easy" and (kind != "other_solid" or opt["solid"] == p["solid"]):
            raise VerificationError(f"{item.id}: easy distractor {letter} must be another solid ({kind})")
        if item.difficulty != "easy" and opt["solid"] != p["solid"]:
            raise VerificationError(f"{item.id}: distractor {letter} is a different solid at {item.difficulty}")
        if item.difficulty == "medium" and (kind != "wrong_adjacency" or not breaks_adjacency(folded, opt)):
            raise VerificationError(f"{item.id}: distractor {letter} does not show an impossible adjacency")
        if item.difficulty == "hard" and (kind != "wrong_orientation" or not option_consistent(
                folded, opt, use_marks=False)):
            raise VerificationError(f"{item.id}: distractor {letter} is not wrong by orientation alone")


# ================================================================ holdout

EASY_TEST_SHARE = 0.25  # share of the plain nets (per solid, at least one) and cone ratio bands held out for test
CONE_BAND = 0.05  # a cone's object is its base-radius / slant ratio to this band (nearby ratios look alike)


def cone_bands(config: Config) -> list[int]:
    lo, hi = config.cone_ratio
    return list(range(cone_band(lo), -cone_band(-hi)))


def cone_band(ratio: float) -> int:
    return int(math.floor(round(ratio / CONE_BAND, 6)))


def held_out(family: tuple[str, ...], objects: list[int]) -> set[int]:
    """The test share of a small object space: the EASY_TEST_SHARE of objects (at least one, never all) whose
    hashes come first. A pure function of the space, so test and train agree on it without seeing each other."""
    count = min(len(objects) - 1, max(1, round(EASY_TEST_SHARE * len(objects))))
    ranked = sorted(objects, key=lambda o: signature_hash(["mental_composition-holdout", *family, o]))
    return set(ranked[:count])


def net_object(p: dict[str, Any]) -> Any:
    """The memorisable object: the solid and its net up to the paper's symmetries, with the face marking (colours,
    arrows); a cone's is its ratio band."""
    if p["solid"] == "cone":
        return ["cone", cone_band(p["net"]["disc"]["radius"] / p["net"]["sector"]["radius"])]
    return [p["solid"], marked_net_form(p["net"]["faces"])]


def marked_net_form(faces: list[dict]) -> tuple:
    """The net up to congruence of the paper, with its colours and arrows riding along (`nets.canonical_net_form`)."""
    return nets.canonical_net_form([f["polygon"] for f in faces], [f["colour"] for f in faces],
                                   [f["mark"] and f["mark"]["direction"] for f in faces])


@lru_cache(maxsize=64)
def _item_net_form(params: str) -> tuple:
    """`marked_net_form` of a polyhedron item's net, once per params: the signature and both key sets of one item
    all need it, and each call tries every frame of the net."""
    return marked_net_form(_item_params(params)["net"]["faces"])


@lru_cache(maxsize=64)
def _item_params(params: str) -> dict[str, Any]:
    """An item's params, parsed once for its signature and both key sets (read only, never changed)."""
    return json.loads(params)


def protected_keys(item: Item) -> set[str]:
    """A test item protects its net (turned or flipped on the paper, same marking) and its signature."""
    p = _item_params(item.params)
    net = net_object(p) if p["solid"] == "cone" else [p["solid"], _item_net_form(item.params)]
    return {object_key("net", net), f"{TASK}:{signature(item)}"}


exposed_keys = protected_keys  # a train item shows one net


def signature(item: Item) -> str:
    """Solid + net up to congruence of the paper, with its colours and arrows.

    Easy nets carry no colours and only 41 plain nets exist (fewer on each side of the holdout), so there the
    options as drawn (solid and pose) join it: the signature then repeats only when the image could, so the
    in-split dedup does not redraw items with a rare gold solid (a tetrahedron has one test net), which would skew
    easy golds towards cones and cubes (a context-blind panel scorer then picks easy golds 43 % of the time).
    """
    p = _item_params(item.params)
    if p["solid"] == "cone":
        net_form: Any = round(p["net"]["disc"]["radius"] / p["net"]["sector"]["radius"], 3)
    else:
        net_form = _item_net_form(item.params)
    extra = sorted([o["solid"], [[round(v, 3) + 0.0 for v in row] for row in o["rotation"]]] for o in p["options"]) \
        if item.difficulty == "easy" else []
    return signature_hash([p["solid"], net_form, extra])


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
    title="Mental Composition",
    description="Fold a flat net (cube, tetrahedron, octahedron, square pyramid, triangular prism, cone) and "
                "pick the solid it makes; distractors are other solids, impossible colour adjacencies or "
                "wrongly turned face arrows.",
    prompts=Prompts(
        hint="Faces adjacent in the net stay adjacent on the solid; check which faces end up opposite.",
        operation="transformation: folding a 2D net into a 3D solid",
        steps=(
            "Identify the solid the net folds into.",
            "Fold the net mentally, tracking face colours and marks.",
            "Compare adjacent and opposite faces with each candidate.",
            "Pick the matching solid.",
        ),
    ),
    human=HumanLevel(0.82, MINDS_EYE_HUMANS),
    published_seconds=0.52,  # issue #28: the published generator's draw + PNG, CPU per item on one core
    held_out_share=f"easy items: {EASY_TEST_SHARE:.0%} of the plain nets of each solid (at least one) and of the cone "
                   "ratio bands are reserved for test, the rest for train",
)
