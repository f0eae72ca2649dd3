"""Mind's Eye · Mental Transformation (`mental_rotation`): which view is the same polycube, only rotated?

A random chiral polycube (6–10 face-connected unit cubes, no rotational self-symmetry) is drawn in a fixed
shaded orthographic view; four option panels show solids drawn from the same camera. Exactly one option is
a proper rotation of the original. Distractors (tags in `option_kinds`):

* `mirror` — the mirror image, then rotated (always present; never a rotation because the shape is chiral);
* one edit of the original, then rotated, either `wrong_angle` — one arm (a part attached to the rest through a
  single pivot cube) turned about the pivot's centre by a coordinate-axis quarter/half turn: same cubes, same
  parts, one joint at the wrong angle — or `cube_moved` — one cube detached and re-attached at another
  face-adjacent empty cell (still connected); a coin decides which is tried first;
* `mirror_wrong_angle` / `mirror_cube_moved` — the mirror image of that same edited solid, then rotated.

The options are the corners of a square, mirrored or not × edited or not, so every option stands to the other
three alike and none (the gold included) sits at their centre (`draw_options`). Every distractor is rejected
unless it is rotation-inequivalent (all 24 lattice rotations) to the original and to every other option.
Difficulty follows the rotation applied to the options (see `pose_family`).

Decision margin (`params["decision_margin_px"]`, `DECISION_MARGIN`): how far, in pixels of the published 1024 px
PNG, every distractor as drawn stays from the best overlay of the original solid. For each distractor, the original
is tried under all 24 rotations and every screen shift that lays one of its projected cube centres on one of the
distractor's; the overlay's misfit is the symmetric Hausdorff distance between the two sets of projected cube
centres, and the distractor's distance is its least misfit, times the drawing's common scale (px per cube edge).
The item's margin is the least such distance over the distractors: a cube that must be seen out of place is at
least that far from where the rotated original would put it. Generation redraws items under
`DECISION_MARGIN_FLOOR_PX` (plus a guard) and `verify` refuses them.

The original is itself a grown solid after four random edits of the distractors' kinds (`mix_shape`), so it
comes from the population its one-edit distractors come from: a freshly grown solid drew more lopsided (ink
centre of mass farther from its bounding box's centre) than its edits, and "the most lopsided panel" picked the
gold or the mirror above chance.
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any
from xml.etree import ElementTree

import numpy as np

from mindbench.generators.common.canvas import Box, Canvas, Layout, fit_transform, standard_layout
from mindbench.generators.common.holdout import object_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError, signature_hash
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.presentation import MINDS_EYE_HUMANS, HumanLevel, Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.svg_text import SvgScene
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions
from mindbench.generators.mindseye.geometry3d import (
    AXIS_VECTORS,
    COVER_MARGIN,
    FACE_NORMALS,
    IDENTITY,
    MIRROR_X,
    Cube,
    Face,
    Matrix,
    OrthoCamera,
    _face_templates,
    _silhouette_area,
    canonical,
    coordinate_axis_rotations,
    diagonal_turn,
    face_neighbours,
    faces_bbox,
    matmul,
    normalize,
    quarter_turn,
    rotation_group,
    shade,
    transform,
    visible_faces,
)

BENCH = "mindseye"
TASK = "mental_rotation"
DIMENSION = "transformation"
N_OPTIONS = 4
PANEL = PanelTask(BENCH, TASK, DIMENSION, N_OPTIONS)
EDIT_KINDS = ("wrong_angle", "cube_moved")
KINDS = ("correct", "mirror", *EDIT_KINDS, *(f"mirror_{k}" for k in EDIT_KINDS))
SHAPE_SIZE_LIMITS = (6, 10)
MIXING_CHECKS = 8  # acceptance tests for the last mixing edit before the grown shape is given up
VISIBLE_FLOOR = 0.1  # verify's lower bound on any cube's visible share; Config may only be stricter
CAMERA = OrthoCamera()
DECISION_MARGIN_FLOOR_PX = 12.0  # about a quarter of the drawn cube edge (≈45 px at 1024); 5.25 px at 448
DECISION_MARGIN_GUARD_PX = 0.5  # generation keeps this much above the floor, so verify's verdict never hangs on a bit
DECISION_MARGIN = (
    "Least distance, over the distractors, between the distractor as drawn and the best overlay of the original "
    "(any of the 24 rotations, any screen shift that lays a projected cube centre on one of the distractor's): the "
    "symmetric Hausdorff distance between projected cube centres, in px of the 1024 px image."
)
MONO_COLOUR = "#9cc3ea"
PALETTE = ("#e8665c", "#f2c14e", "#6cc070", "#5fa8e8", "#b487d9", "#f0944d")
EDGE_COLOUR = "#1b1b1b"
STIMULUS_FRACTION = 0.34  # share of the canvas height for the original; options fill the rest
OPTION_COLUMNS = 2  # 2×2 option panels: wider cells suit solids better than four tall strips
DIFFICULTY_RULE = (
    "By the net rotation of every option. easy: one turn about a coordinate axis by ±90° or 180°. medium: turns "
    "about two different coordinate axes whose net is a 180° turn about a face diagonal (no single-axis turn "
    "reaches it). hard: a 120°/240° turn about a body diagonal (±1,±1,1), recorded either as that one turn or as "
    "turns about all three coordinate axes. Sequences apply in order, right-handed."
)


@dataclass(frozen=True)
class Config:
    """Ranges for one item. Shape sizes stay inside the spec's 6–10 cubes (verify enforces that range)."""

    min_cubes: int = 6
    max_cubes: int = 10
    max_extent: int = 4  # bounding-box side in cubes; keeps shapes compact enough to draw large
    max_run: int = 3  # longest straight run added in one growth step
    coloured: bool = False  # one colour per cube that travels with it through every transformation
    min_visible_fraction: float = 0.2  # of a cube's silhouette; below it a cube counts as hidden
    shape_tries: int = 80
    mixing_edits: int = 4  # random distractor-style edits of a grown shape before it becomes the original (mix_shape)

    def __post_init__(self) -> None:
        lo, hi = SHAPE_SIZE_LIMITS
        if not lo <= self.min_cubes <= self.max_cubes <= hi:
            raise ValueError(f"min_cubes/max_cubes must satisfy {lo} <= min_cubes <= max_cubes <= {hi}, "
                             f"got {self.min_cubes}/{self.max_cubes}")
        if not 3 <= self.max_extent <= 10:
            raise ValueError(f"max_extent must lie in 3..10, got {self.max_extent}")
        if not VISIBLE_FLOOR <= self.min_visible_fraction < 1.0:
            raise ValueError(f"min_visible_fraction must lie in [{VISIBLE_FLOOR}, 1), got {self.min_visible_fraction}")
        if not 1 <= self.max_run <= self.max_extent:
            raise ValueError(f"max_run must lie in 1..max_extent, got {self.max_run}")
        if self.shape_tries < 1:
            raise ValueError(f"shape_tries must be positive, got {self.shape_tries}")
        if not 0 <= self.mixing_edits <= 10:
            raise ValueError(f"mixing_edits must lie in 0..10, got {self.mixing_edits}")


DEFAULT_CONFIG = Config()


@dataclass(frozen=True)
class Variant:
    """A solid before posing: `cubes` index-aligned with the original's cubes (so colours travel with them)."""

    kind: str
    cubes: tuple[Cube, ...]
    mirrored: bool = False
    edit: dict[str, Any] | None = None


@dataclass(frozen=True)
class Pose:
    """A lattice rotation with the axis/angle sequence that produced it (vectors, right-handed degrees)."""

    matrix: Matrix
    axes: tuple[Cube, ...]
    angles_deg: tuple[int, ...]


@dataclass(frozen=True)
class Drawing:
    """One panel's picture: faces in painter's order and the colour of every cube they refer to."""

    faces: tuple[Face, ...]
    colours: tuple[str, ...]


# ---------------------------------------------------------------------------------------------- shapes

def grow_polycube(rng: np.random.Generator, n: int, max_extent: int, max_run: int) -> list[Cube]:
    """Random growth by straight runs: from a random cube, extend 1..max_run cubes in a random direction.

    A run may touch the solid only at its starting cube and never enter an occupied cell (a run of one onto a
    leaf beside `start` touches nothing else: only the occupancy test refuses it), so the solid grows as a tree of
    separated arms (Shepard–Metzler-like) with exactly n distinct cubes. Compact blobs are avoided because they
    hide cubes behind each other in any view.
    """
    cubes: list[Cube] = [(0, 0, 0)]
    for _ in range(40 * n):
        if len(cubes) == n:
            return list(normalize(cubes))
        occupied = set(cubes)
        start = cubes[int(rng.integers(len(cubes)))]
        step = FACE_NORMALS[int(rng.integers(len(FACE_NORMALS)))]
        length = min(int(rng.integers(1, max_run + 1)), n - len(cubes))
        run = [tuple(a + k * b for a, b in zip(start, step, strict=True)) for k in range(1, length + 1)]
        enters = any(cell in occupied for cell in run)  # a neighbour of `start` may already be a cube
        touches = any(nb in occupied and nb != start for cell in run for nb in face_neighbours(cell))
        if not enters and not touches and _extent(cubes + run) <= max_extent:
            cubes.extend(run)
    raise RejectDraw(f"polycube growth stalled before {n} cubes")


def face_contacts(cubes: Sequence[Cube]) -> int:
    """Number of touching face pairs (n - 1 for the tree-like solids the growth produces)."""
    cells = set(cubes)  # each cube's six face neighbours looked up in place (the count `face_neighbours` gives)
    return sum(((x + 1, y, z) in cells) + ((x - 1, y, z) in cells) + ((x, y + 1, z) in cells)
               + ((x, y - 1, z) in cells) + ((x, y, z + 1) in cells) + ((x, y, z - 1) in cells)
               for x, y, z in cubes) // 2


def _extent(cubes: Sequence[Cube]) -> int:
    return max(max(axis) - min(axis) + 1 for axis in zip(*cubes, strict=True))


def acceptable_shape(cubes: Sequence[Cube], config: Config) -> bool:
    """Chiral, without rotational self-symmetry, and every cube visible in the reference view.

    Self-symmetric shapes are rejected because a symmetric solid can look unrotated after a rotation, and its
    pose could then be reached by an easier rotation than the one recorded.
    """
    return _chiral(cubes) and _symmetry_order(cubes) == 1 and _all_visible(cubes, config)


# Generation asks for a solid's rotation-canonical form, its mirror image's and its symmetry order several times
# (novelty among the options, chirality, self-symmetry; the original again once mixed and translated back to the
# origin), and the keys ask again for the original's. All three depend only on the solid's translation-free form
# (`normalize`), so they are computed together from it (one pass over the 48 poses, not five over 24) and remembered.

def _canonical_form(cubes: Sequence[Cube]) -> tuple[Cube, ...]:
    """`canonical(cubes)`: the least normalized form over the 24 rotations."""
    return _forms(normalize(cubes))[0]


def _chiral(cubes: Sequence[Cube]) -> bool:
    """`is_chiral(cubes)`: the mirror image is no proper rotation of the solid."""
    form, mirror_form, _ = _forms(normalize(cubes))
    return form != mirror_form


def _symmetry_order(cubes: Sequence[Cube]) -> int:
    """`symmetry_order(cubes)`: how many proper rotations map the solid onto itself."""
    return _forms(normalize(cubes))[2]


@cache
def _poses() -> np.ndarray:
    """The 24 proper rotations, then each after MIRROR_X (the mirror image's 24 poses): (48, 3, 3) integers."""
    rotations = rotation_group()
    return np.array(rotations + tuple(matmul(r, MIRROR_X) for r in rotations), dtype=np.int64)


@lru_cache(maxsize=256)
def _forms(cubes: tuple[Cube, ...]) -> tuple[tuple[Cube, ...], tuple[Cube, ...], int]:
    """(canonical form, the mirror image's canonical form, symmetry order) of a normalized solid.

    Each pose's normalized form is one sorted row of x·B² + y·B + z (B above every coordinate, so rows compare as
    the forms do and decode back to them): the least of the first 24 rows is `canonical`, of the last 24 the mirror
    image's (integers throughout: the same forms as `canonical`); the order, as `geometry3d.symmetry_order` counts
    it, is the number of proper rows equal to the identity's (equal rows are equal forms). The rows come from
    `_pose_rows` in one integer product."""
    base, rows = _pose_rows(cubes)
    proper, mirrored = rows[:24], rows[24:]

    def decode(row: list[int]) -> tuple[Cube, ...]:
        return tuple((v // (base * base), v // base % base, v % base) for v in row)

    return decode(min(proper)), decode(min(mirrored)), proper.count(proper[_identity_pose()])


def _pose_rows(cubes: Sequence[Cube]) -> tuple[int, list[list[int]]]:
    """(B, each of the 48 poses' sorted row of x·B² + y·B + z over its normalized cubes), `_poses()` order.

    A pose is a signed permutation, so each normalized coordinate of a posed cube is one of the solid's own axes
    less that axis' least value (sign +1) or that axis' greatest value less it (sign -1): the six columns of
    `_axis_columns`. Every pose spans the solid's three extents, so B is the largest extent plus one, and a pose's
    row is its three columns weighted B², B and 1 (`_pose_weights`): one exact integer product for all 48 poses,
    the integers that posing, normalizing and encoding one pose at a time give."""
    columns = list(zip(*cubes, strict=True))
    base = max(max(c) - min(c) for c in columns) + 1
    encoded = _pose_weights(base) @ np.array(_axis_columns(columns), dtype=np.int64)  # (48, n)
    return base, np.sort(encoded, axis=1).tolist()


def _axis_columns(columns: list[tuple[int, ...]]) -> list[list[int]]:
    """Per axis of the solid, its coordinates less their least, then their greatest less them (six rows)."""
    out = []
    for c in columns:
        lo, hi = min(c), max(c)
        out.append([v - lo for v in c])
        out.append([hi - v for v in c])
    return out


@cache
def _pose_weights(base: int) -> np.ndarray:
    """(48, 6) integers: the weight of each of `_axis_columns`' rows in each pose's x·B² + y·B + z (pose row a
    reads axis j with sign s: row 2j, or 2j + 1 when s is -1, weighted B^(2 - a))."""
    weights = np.zeros((48, 6), dtype=np.int64)
    for p, pose in enumerate(_poses().tolist()):
        for a, row in enumerate(pose):
            j = next(k for k, v in enumerate(row) if v)
            weights[p, 2 * j + (row[j] < 0)] += base ** (2 - a)
    return weights


@cache
def _identity_pose() -> int:
    """Where the identity stands among `_poses()` (its first 24 are `rotation_group()`)."""
    return rotation_group().index(IDENTITY)


def draw_colours(rng: np.random.Generator, cubes: Sequence[Cube], coloured: bool) -> tuple[str, ...]:
    """Monochrome, or one palette colour per cube with face-adjacent cubes coloured differently."""
    if not coloured:
        return tuple(MONO_COLOUR for _ in cubes)
    colours: list[str] = []
    for i, cube in enumerate(cubes):
        taken = {colours[j] for j in range(i) if sum(abs(a - b) for a, b in zip(cube, cubes[j], strict=True)) == 1}
        allowed = [c for c in PALETTE if c not in taken]
        colours.append(allowed[int(rng.integers(len(allowed)))])
    return tuple(colours)


# ---------------------------------------------------------------------------------------------- distractors

def arm_turns(cubes: Sequence[Cube]) -> list[tuple[Cube, tuple[int, ...], str, int]]:
    """Every (pivot, arm indices, axis, angle) where the arm is a part hanging off a single pivot cube.

    An arm is a connected piece of the solid that touches the rest only through the pivot (a component of the
    solid minus the pivot), with at least two cubes in it and two in the rest (pivot included), so the edit
    turns a real part rather than relocating one cube. Each component is explored once per pivot, however many
    of the pivot's neighbours lie in it.
    """
    neighbours = _neighbours(cubes)
    arms: set[tuple[int, tuple[int, ...]]] = set()
    tree = _rooted_tree(neighbours)
    for p in range(len(cubes)):
        if tree is not None:  # one component per neighbour
            arms.update((p, arm) for arm in (_side_of(tree, p, q) for q in neighbours[p])
                        if 2 <= len(arm) <= len(cubes) - 2)
            continue
        component: dict[int, tuple[int, ...]] = {}  # cube index -> its component of the solid minus the pivot
        for q in neighbours[p]:
            if q not in component:
                arm = tuple(sorted(_reach(neighbours, q, p)))
                component.update(dict.fromkeys(arm, arm))
            arm = component[q]
            if 2 <= len(arm) <= len(cubes) - 2:
                arms.add((p, arm))
    return [(cubes[p], arm, axis, angle) for p, arm in sorted(arms) for axis in "xyz" for angle in (90, 180, 270)]


def _rooted_tree(neighbours: list[list[int]]) -> tuple[list[int], list[tuple[int, ...]]] | None:
    """(parent, subtree) of the solid's cube graph rooted at cube 0 when that graph is a tree (connected, one
    contact fewer than cubes: every solid the growth and its edits make), else None. `subtree[v]`: the sorted
    indices of v and every cube below it; the root's parent is -1.

    In a tree, removing a cube leaves one component per neighbour: below a child, the child's subtree; above it,
    every cube outside the cube's own subtree. So the edit searches read their components here instead of one
    flood fill per neighbour."""
    n = len(neighbours)
    if n == 0 or sum(map(len, neighbours)) != 2 * (n - 1):
        return None
    parent = [-1] * n
    order = [0]
    for v in order:  # breadth first; each cube is entered once in a tree (n - 1 contacts, all reached)
        for w in neighbours[v]:
            if w != parent[v]:
                parent[w] = v
                order.append(w)
        if len(order) > n:
            return None
    if len(order) != n:
        return None
    below: list[list[int]] = [[v] for v in range(n)]
    for v in reversed(order[1:]):
        below[parent[v]].extend(below[v])
    return parent, [tuple(sorted(b)) for b in below]


def _side_of(tree: tuple[list[int], list[tuple[int, ...]]], p: int, q: int) -> tuple[int, ...]:
    """The sorted indices of the component holding neighbour q of the tree with cube p removed (`_rooted_tree`)."""
    parent, subtree = tree
    if parent[q] == p:
        return subtree[q]
    inside = set(subtree[p])  # q is p's parent: everything outside p's subtree
    return tuple(v for v in range(len(parent)) if v not in inside)


def _adjacent(cube: Cube) -> tuple[Cube, ...]:
    """The six face neighbours of a cell (`face_neighbours`, without its loop over the normals)."""
    x, y, z = cube
    return (x + 1, y, z), (x - 1, y, z), (x, y + 1, z), (x, y - 1, z), (x, y, z + 1), (x, y, z - 1)


def _neighbours(cubes: Sequence[Cube]) -> list[list[int]]:
    """Each cube's face-adjacent cubes, by index (the solid's cubes are distinct): the graph the edit searches walk
    many times, looked up once."""
    index = {c: i for i, c in enumerate(cubes)}
    return [[j for j in map(index.get, _adjacent(c)) if j is not None] for c in cubes]


def _reach(neighbours: list[list[int]], start: int, banned: int) -> set[int]:
    """Indices reachable from `start` by face steps that never enter cube `banned` (`neighbours`: `_neighbours`)."""
    seen = {start}
    stack = [start]
    while stack:
        for j in neighbours[stack.pop()]:
            if j != banned and j not in seen:
                seen.add(j)
                stack.append(j)
    return seen


def turn_arm(cubes: Sequence[Cube], pivot: Cube, arm: Sequence[int], axis: str, angle: int) -> tuple[Cube, ...] | None:
    """The solid with the arm turned about the pivot's centre; None when the arm would collide with the body.

    The cube touching the pivot stays face-adjacent to it (a unit offset turns into a unit offset), so the
    result is always connected and keeps the cube count.
    """
    (a, b, c), (d, e, f), (g, h, k) = _quarter_turn(axis, angle)
    px, py, pz = pivot
    moved = {}  # arm index -> the pivot plus its offset turned (`transform` of the offsets)
    for i in arm:
        x, y, z = cubes[i]
        x, y, z = x - px, y - py, z - pz
        moved[i] = (px + (a * x + b * y + c * z), py + (d * x + e * y + f * z), pz + (g * x + h * y + k * z))
    body = {cube for i, cube in enumerate(cubes) if i not in moved}
    if any(cube in body for cube in moved.values()):
        return None
    return tuple(moved.get(i, cube) for i, cube in enumerate(cubes))


_quarter_turn = cache(quarter_turn)  # pure: 3 axes × 3 angles


def cube_moves(cubes: Sequence[Cube]) -> list[tuple[int, Cube]]:
    """Every (index, new cell): a cube whose removal keeps the rest connected, re-attached elsewhere.

    The rest's empty face neighbours are the solid's, less those that touch the removed cube alone: each empty cell
    next to the solid is listed once with the cubes it touches."""
    occupied = set(cubes)
    touching: dict[Cube, list[int]] = {}  # empty cell next to the solid -> the cubes it touches
    for i, cube in enumerate(cubes):
        for cell in _adjacent(cube):
            if cell not in occupied:
                touching.setdefault(cell, []).append(i)
    cells = sorted(touching)
    neighbours = _neighbours(cubes)
    tree = _rooted_tree(neighbours)
    moves = []
    for i in range(len(cubes)):
        if len(cubes) < 2:
            continue  # the rest is empty
        if tree is not None:  # without a leaf, a tree falls apart
            if len(neighbours[i]) != 1:
                continue
        elif len(_reach(neighbours, 1 if i == 0 else 0, i)) != len(cubes) - 1:
            continue  # the rest falls apart
        moves.extend((i, t) for t in cells if touching[t] != [i])
    return moves


def wrong_angle_variants(rng: np.random.Generator, shape: Sequence[Cube]) -> Iterator[Variant]:
    """Every collision-free arm turn of the shape, in random order."""
    turns = arm_turns(shape)
    for k in rng.permutation(len(turns)):
        pivot, arm, axis, angle = turns[int(k)]
        edited = turn_arm(shape, pivot, arm, axis, angle)
        if edited is not None:
            yield Variant("wrong_angle", edited, edit={
                "pivot": list(pivot), "arm": [list(shape[i]) for i in arm], "axis": list(AXIS_VECTORS[axis]),
                "angle_deg": angle})


def cube_moved_variants(rng: np.random.Generator, shape: Sequence[Cube]) -> Iterator[Variant]:
    """Every single-cube relocation of the shape that keeps it connected, in random order."""
    moves = cube_moves(shape)
    for k in rng.permutation(len(moves)):
        i, target = moves[int(k)]
        edited = tuple(target if j == i else c for j, c in enumerate(shape))
        yield Variant("cube_moved", edited, edit={"removed": list(shape[i]), "added": list(target)})


def posable_pair(rng: np.random.Generator, candidates: Iterator[Variant], taken: set[tuple[Cube, ...]],
                 contacts: int, difficulty: str, config: Config,
                 used: frozenset[Matrix]) -> list[tuple[Variant, Pose]] | None:
    """The first candidate edit that passes the original's own rule (`acceptable_shape`: chiral, no rotational
    self-symmetry, every cube visible in the reference view), keeps its face contacts (so no distractor stands
    out by compactness) and extent bound, is a new solid up to rotation and mirror, and can be posed both as it
    is and mirrored: the pair (edit, mirrored edit), each posed.

    The shared rule keeps the edited solid in the original's population: achiral, symmetric or partly hidden
    edits draw differently from the (always acceptable) original, one part of the centroid tell `mix_shape`
    explains. The mirrored edit can be no rotation of the original or the mirror, because the edit is neither."""
    for variant in candidates:
        if face_contacts(variant.cubes) != contacts or _extent(variant.cubes) > config.max_extent:
            continue
        if _canonical_form(variant.cubes) in taken or not acceptable_shape(variant.cubes, config):
            continue
        pose = find_pose(rng, variant, difficulty, config, used)
        if pose is None:
            continue
        mirrored = Variant(f"mirror_{variant.kind}", variant.cubes, mirrored=True, edit=variant.edit)
        mirror_pose = find_pose(rng, mirrored, difficulty, config, used | {pose.matrix})
        if mirror_pose is not None:
            return [(variant, pose), (mirrored, mirror_pose)]
    return None


def draw_options(rng: np.random.Generator, shape: Sequence[Cube], difficulty: str,
                 config: Config) -> list[tuple[Variant, Pose]] | None:
    """Correct, mirror, one edit (wrong_angle or cube_moved; a coin picks which is tried first) and the mirror
    image of that same edit, each posed; None when the shape cannot carry a full, unambiguous set of options.

    The four options are the corners of a square (mirrored or not × edited or not): each differs from one
    option by the mirror alone, from one by the edit alone and from the last by both. No option, the gold
    included, sits at the centre of the others. With the two edits both made on the original (and the mirror
    beside them) the gold was one step from every distractor, and "the panel nearest the others' mean" picked it
    above chance (edge share: 29.8 % at n_test 500, chance 25 %; as the square, 27.4 %)."""
    posed: list[tuple[Variant, Pose]] = []
    for variant in (Variant("correct", tuple(shape)), Variant("mirror", tuple(shape), mirrored=True)):
        pose = find_pose(rng, variant, difficulty, config, frozenset(p.matrix for _, p in posed))
        if pose is None:
            return None
        posed.append((variant, pose))
    form, mirror_form, _ = _forms(normalize(shape))
    edits = [wrong_angle_variants, cube_moved_variants]
    if rng.random() < 0.5:
        edits.reverse()
    used = frozenset(p.matrix for _, p in posed)
    for variants in edits:
        pair = posable_pair(rng, variants(rng, shape), {form, mirror_form}, face_contacts(shape), difficulty,
                            config, used)
        if pair is not None:
            return posed + pair
    return None


def mix_shape(rng: np.random.Generator, shape: Sequence[Cube], config: Config) -> list[Cube] | None:
    """The grown shape after `config.mixing_edits` random distractor-style edits (arm turn or cube move, each
    keeping the face contacts and the extent bound; the last one must also pass `acceptable_shape`, within
    MIXING_CHECKS candidates); None when an edit finds no candidate.

    Distractors are one edit away from the original, so the original must come from the population those edits
    reach: a freshly grown solid draws more lopsided (its ink's centre of mass farther from its bounding box's
    centre) than its edits do on average, and "pick the most lopsided panel" found the gold and the mirror above chance.
    Measured as the ink centroid's offset from the bounding-box centre, averaged over the 24 poses: the
    original exceeded its edit distractors by 0.048 cube units grown as is (60 items), by 0.019 after two
    edits and by 0.011 after four (150 items each).
    """
    cubes = list(shape)
    contacts = face_contacts(cubes)
    for step in range(config.mixing_edits):
        edits = wrong_angle_variants(rng, cubes) if rng.random() < 0.5 else cube_moved_variants(rng, cubes)
        fitting = (v.cubes for v in edits
                   if face_contacts(v.cubes) == contacts and _extent(v.cubes) <= config.max_extent)
        if step == config.mixing_edits - 1:  # the result must pass the acceptance rule; a few tries, then regrow
            fitting = (c for c in itertools.islice(fitting, MIXING_CHECKS) if acceptable_shape(c, config))
        edited = next(fitting, None)
        if edited is None:
            return None
        cubes = list(normalize(edited))
    return cubes


def draw_puzzle(rng: np.random.Generator, difficulty: str,
                config: Config) -> tuple[list[Cube], list[tuple[Variant, Pose]]]:
    """Grow shapes until one is acceptable and carries a full option set (CLEVR-style rejection); the grown
    shape is mixed by distractor-style edits first (`mix_shape`)."""
    n = int(rng.integers(config.min_cubes, config.max_cubes + 1))
    for _ in range(config.shape_tries):
        shape = mix_shape(rng, grow_polycube(rng, n, config.max_extent, config.max_run), config)
        if shape is None or not acceptable_shape(shape, config):
            continue
        posed = draw_options(rng, shape, difficulty, config)
        if posed is not None:
            return shape, posed
    raise RejectDraw(f"no usable {difficulty} polycube of {n} cubes in {config.shape_tries} tries")


# ---------------------------------------------------------------------------------------------- rotations

def rotation_class(matrix: Matrix) -> str:
    """Which kind of axis the net lattice rotation turns about: identity, face (coordinate axis, 90°/180°),
    edge (face diagonal such as (1, 1, 0), 180°) or vertex (body diagonal, 120°/240°)."""
    if matrix == quarter_turn("x", 0):
        return "identity"
    if matrix in coordinate_axis_rotations():
        return "face"
    trace = matrix[0][0] + matrix[1][1] + matrix[2][2]
    return "vertex" if trace == 0 else "edge"


def _sequence_pose(axes: Sequence[str], angles: Sequence[int]) -> Pose:
    matrix = quarter_turn("x", 0)
    for axis, angle in zip(axes, angles, strict=True):
        matrix = matmul(quarter_turn(axis, angle), matrix)
    return Pose(matrix, tuple(AXIS_VECTORS[a] for a in axes), tuple(angles))


@cache
def pose_family(family: str) -> tuple[Pose, ...]:
    """Every rotation sequence of one family, in a fixed order (the item's rng permutes it).

    easy: one coordinate axis by ±90°/180° (net: face rotation). medium: two different coordinate axes whose
    net is an edge rotation (so no single-axis turn reaches the pose). three_axis: all three coordinate axes
    whose net is a vertex rotation. diagonal: 120°/240° about a body diagonal (±1, ±1, 1).
    """
    steps = (90, 180, -90)
    if family == "easy":
        return tuple(_sequence_pose((a,), (k,)) for a in "xyz" for k in steps)
    if family == "diagonal":
        return tuple(Pose(diagonal_turn(d, k), (d,), (k,))
                     for d in ((1, 1, 1), (-1, 1, 1), (1, -1, 1), (-1, -1, 1)) for k in (120, 240))
    n_axes, net = {"medium": (2, "edge"), "three_axis": (3, "vertex")}[family]
    poses = [_sequence_pose(axes, angles)
             for axes in itertools.permutations("xyz", n_axes) for angles in itertools.product(steps, repeat=n_axes)]
    return tuple(p for p in poses if rotation_class(p.matrix) == net)


def candidate_poses(rng: np.random.Generator, difficulty: str) -> list[Pose]:
    """The difficulty's rotation sequences in random order; hard mixes three-axis and body-diagonal turns,
    a coin deciding which family is tried first."""
    if difficulty == "hard":
        families = ["three_axis", "diagonal"] if rng.random() < 0.5 else ["diagonal", "three_axis"]
    else:
        families = [difficulty]
    ordered: list[Pose] = []
    for family in families:
        poses = pose_family(family)
        ordered.extend(poses[int(i)] for i in rng.permutation(len(poses)))
    return ordered


def posed_cubes(variant: Variant, pose: Pose) -> tuple[Cube, ...]:
    """Option cubes exactly as drawn: R · (mirror?) · source, index-aligned with the source."""
    source = transform(MIRROR_X, variant.cubes) if variant.mirrored else list(variant.cubes)
    return tuple(transform(pose.matrix, source))


@lru_cache(maxsize=64)
def _faces(cubes: tuple[Cube, ...]) -> tuple[Face, ...]:
    """`visible_faces` in the task's camera, remembered: each option's picture is the one its pose was tested on."""
    return tuple(visible_faces(list(cubes), CAMERA))


def _all_visible(cubes: Sequence[Cube], config: Config) -> bool:
    """Every cube keeps at least `min_visible_fraction` of its silhouette in the task's camera.

    A cube whose three camera-facing neighbours (+x, +y, +z: the camera looks from that octant) are all cubes has
    no face drawn, owns no sample and shows 0 of itself, so the solid fails before any sampling (a tenth of the
    failing tests). The others compare their least owned sample count with `_least_visible_count`."""
    occupied = set(cubes)
    if any((x + 1, y, z) in occupied and (x, y + 1, z) in occupied and (x, y, z + 1) in occupied
           for x, y, z in occupied):
        return False
    return _least_owned(tuple(cubes)) >= _least_visible_count(config.min_visible_fraction, CAMERA)


@lru_cache(maxsize=64)
def _least_owned(cubes: tuple[Cube, ...]) -> int:
    """The fewest samples any cube of the solid owns in the task's camera (`_visible_counts`), remembered: the mixed
    original is tested as the last mixing edit and again as the puzzle's shape, often in the same place."""
    return int(_visible_counts([cubes])[0].min())


@cache
def _least_visible_count(min_fraction: float, camera: OrthoCamera) -> int:
    """The fewest owned samples whose share (`_fractions`' arithmetic) is at least `min_fraction`: a share is a count
    times positive constants, each product and quotient rounded monotonically, so a cube's share reaches the bound
    exactly when its count reaches this one (the test on counts gives the test on shares without converting them)."""
    counts = np.arange(VISIBILITY_SAMPLES * VISIBILITY_SAMPLES * 64)  # far above any share of 1 (≈172 samples)
    reached = _fractions(counts, camera) >= min_fraction
    return int(np.argmax(reached)) if reached.any() else counts.size


@cache
def _face_shapes(camera: OrthoCamera) -> tuple[tuple[Cube, ...], np.ndarray, np.ndarray, np.ndarray, tuple[int, int]]:
    """The camera-facing normals, their face polygons at the origin (3, 4, 2), those polygons' least and greatest
    corners (3, 2) and the sample window (columns, rows) that holds any face's widened bounding box.

    `visible_faces` draws each face as its polygon plus the cube's projected centre. A face's box is its template's
    shifted, so its width differs from the template's by rounding alone: the window is the template's sample count
    plus one, plus one more wherever that count sits within 1e-9 of a whole number (a larger window than a face
    needs finds the same covered samples)."""
    templates = _face_templates(camera)
    polygons = np.array([polygon for _, polygon in templates], dtype=float)
    least, greatest = polygons.min(axis=1), polygons.max(axis=1)
    spans = ((greatest - least + 2 * COVER_MARGIN) * VISIBILITY_SAMPLES).max(axis=0).tolist()
    wide, tall = (math.ceil(v) + 1 + (abs(v - round(v)) < 1e-9) for v in spans)
    return tuple(n for n, _ in templates), polygons, least, greatest, (wide, tall)


def _visible_fractions(cubes: tuple[Cube, ...], camera: OrthoCamera = CAMERA) -> np.ndarray:
    """`visible_fractions(visible_faces(cubes, camera), len(cubes), camera)`, the same floats, without its Face
    objects: the visibility test runs on every candidate pose and is most of generation's own time."""
    return _fractions(_visible_counts([cubes], camera)[0], camera)


def _fractions(counts: np.ndarray, camera: OrthoCamera) -> np.ndarray:
    """Owned sample counts as shares of a cube's silhouette (`visible_fractions`' own arithmetic)."""
    step = 1.0 / VISIBILITY_SAMPLES
    return counts.astype(float) * step * step / _silhouette_area(camera)


def _visible_counts(solids: Sequence[tuple[Cube, ...]], camera: OrthoCamera = CAMERA) -> list[np.ndarray]:
    """Per solid, how many picture samples each cube owns in `visible_fractions`' sampling, all solids in one pass
    (each on its own sample grid, as if drawn alone): a pass costs mostly its fixed numpy calls, and verify needs
    all five panels.

    Face polygons are added up in arrays (a template corner plus the projected centre: the float sum
    `visible_faces` makes one corner at a time), a face's bounding box is its template's plus the centre (rounding is
    monotone, so that is the least and greatest corner sum), and each face is tested only on the cells of its
    window that its kind can reach (`_window_cells`: every other sample of the window lies outside the face, so
    the covered samples are the whole window's). The two parallelogram coordinates are taken in one array: t's
    numerator e1x·ry - e1y·rx is computed as (-e1y)·rx - (-e1x)·ry, the same float (negation is exact). Samples are
    owned, as there, by the last face in painter's order covering them."""
    normals = _face_shapes(camera)[0]
    frames = _face_frames(camera)
    cell_rows, cell_cols = _window_cells(camera)
    screen, toward = camera.screen_matrix, camera.toward_camera
    centres, cube_of, kind_of, starts, sizes = [], [], [], [], []
    for cubes in solids:  # painter's order per solid: face kind j of cube i, i numbered across the solids
        occupied = set(cubes)
        points = np.asarray(cubes, dtype=float)
        centres.append(points @ screen)  # `camera.project`
        depth = (points @ toward).tolist()
        first = sum(sizes)
        starts.append(len(cube_of))
        sizes.append(len(cubes))
        for i in sorted(range(len(cubes)), key=lambda k: (depth[k], cubes[k])):
            x, y, z = cubes[i]
            for j, (a, b, c) in enumerate(normals):
                if (x + a, y + b, z + c) not in occupied:
                    cube_of.append(first + i)
                    kind_of.append(j)
    owner, kind = np.array([*cube_of, sum(sizes)]), np.array(kind_of)  # owner[-1]: no cube (an unowned sample)
    middle = (centres[0] if len(centres) == 1 else np.concatenate(centres))[owner[:-1]]  # (F, 2) face centres
    placed = frames[kind] + middle[:, None, :]  # (F, 5, 2): corners 0, 3 and 1, box low and high, placed
    origin, low, high = placed[:, 0], placed[:, 3], placed[:, 4]
    if len(solids) == 1:
        boxes = [(low.min(axis=0).tolist(), high.max(axis=0).tolist())]
    else:
        boxes = list(zip(np.minimum.reduceat(low, starts).tolist(), np.maximum.reduceat(high, starts).tolist(),
                         strict=True))
    lo = low - COVER_MARGIN
    step = 1.0 / VISIBILITY_SAMPLES
    grids = [(np.arange(x0 + step / 2, x1, step), np.arange(y0 + step / 2, y1, step))  # columns, rows
             for (x0, y0), (x1, y1) in boxes]
    ends = [*starts[1:], len(kind_of)]
    if len(solids) == 1:
        (xs, ys), = grids
        cols = np.minimum(np.searchsorted(xs, lo[:, 0])[:, None] + cell_cols[kind], len(xs) - 1)  # (F, cells)
        rows = np.minimum(np.searchsorted(ys, lo[:, 1])[:, None] + cell_rows[kind], len(ys) - 1)  # (F, cells)
        flat = rows * len(xs) + cols  # a sample's index in the grid
        samples = len(xs) * len(ys)
    else:  # the grids laid end to end: columns and rows indexed into the joined xs and ys
        nx, ny = np.array([len(xs) for xs, _ in grids]), np.array([len(ys) for _, ys in grids])
        x_seen, y_seen = np.cumsum(nx) - nx, np.cumsum(ny) - ny
        sample_seen = np.cumsum(nx * ny) - nx * ny
        spans = list(zip(grids, starts, ends, strict=True))  # each solid's grid and faces
        col0 = np.concatenate([np.searchsorted(xs, lo[i:j, 0]) for (xs, _), i, j in spans])
        row0 = np.concatenate([np.searchsorted(ys, lo[i:j, 1]) for (_, ys), i, j in spans])
        solid = np.repeat(np.arange(len(solids)), np.subtract(ends, starts))  # each face's solid
        cols = np.minimum(col0[:, None] + cell_cols[kind], (nx - 1)[solid, None]) + x_seen[solid, None]
        rows = np.minimum(row0[:, None] + cell_rows[kind], (ny - 1)[solid, None]) + y_seen[solid, None]
        flat = (sample_seen - x_seen - y_seen * nx)[solid, None] + rows * nx[solid, None] + cols
        xs, ys = np.concatenate([xs for xs, _ in grids]), np.concatenate([ys for _, ys in grids])
        samples = int(sample_seen[-1] + nx[-1] * ny[-1])
    edges = placed[:, 1:3] - origin[:, None, :]  # (F, 2, 2): e2, e1
    e2, e1 = edges[:, 0], edges[:, 1]
    det = e1[:, 0] * e2[:, 1] - e1[:, 1] * e2[:, 0]
    rx = xs[cols] - origin[:, 0, None]  # (F, cells)
    ry = ys[rows] - origin[:, 1, None]  # (F, cells)
    pairs = edges.transpose(1, 2, 0)[:, :, :, None]  # (2, 2, F, 1): (e2, e1) × (x, y)
    st = (pairs[:, 1] * rx - pairs[:, 0] * ry) / (det * _SIGNS)[:, :, None]  # (2, F, cells): s, t
    inside = (st > 0) & (st < 1)
    f, c = np.nonzero(inside[0] & inside[1])
    last = np.full(samples, -1)  # -1: no face, whose owner is owner[-1], past every cube
    np.maximum.at(last, flat[f, c], f)  # the last face covering a sample owns it
    counts = np.bincount(owner[last], minlength=sum(sizes) + 1)
    return [counts[i - n:i] for n, i in zip(sizes, itertools.accumulate(sizes), strict=True)]


@cache
def _face_frames(camera: OrthoCamera) -> np.ndarray:
    """Per face kind, its polygon's corners 0, 3 and 1 and its least and greatest corners (3, 5, 2): what
    `_visible_counts` places at each face's centre in one sum (corner 0 is the parallelogram's origin, corners 3 and
    1 end its two edges)."""
    _, polygons, least, greatest, _ = _face_shapes(camera)
    return np.concatenate([polygons[:, (0, 3, 1)], least[:, None], greatest[:, None]], axis=1)


@cache
def _window_cells(camera: OrthoCamera) -> tuple[np.ndarray, np.ndarray]:
    """Per face kind, the (row, column) offsets in a face's sample window (`_face_shapes`) at which a sample can lie
    inside that face: (3, cells) each, a kind's list padded by repeating its first cell (a sample tested twice is
    covered by the same face twice, which changes no owner).

    The window starts at the first column and row whose sample is not below the widened box's low corner `lo`, and
    consecutive samples lie one step apart, so the sample at offset (r, c) lies in the cell [lo + c·step,
    lo + (c + 1)·step] × [lo + r·step, lo + (r + 1)·step] (to rounding, far below WINDOW_MARGIN). The face is its
    template moved by the same vector that moves the template's low corner to lo + COVER_MARGIN. A cell that a
    separating axis (the screen axes, the face's two edge normals) keeps WINDOW_MARGIN clear of the face holds no
    sample inside it, whatever the solid and wherever its grid falls."""
    _, polygons, least, _, (wide, tall) = _face_shapes(camera)
    step = 1.0 / VISIBILITY_SAMPLES
    kinds = []
    for polygon, corner in zip(polygons.tolist(), least.tolist(), strict=True):
        face = [(x - corner[0] + COVER_MARGIN, y - corner[1] + COVER_MARGIN) for x, y in polygon]
        kinds.append([(r, c) for r in range(tall) for c in range(wide)
                      if _cell_meets(face, (c * step, r * step, (c + 1) * step, (r + 1) * step), WINDOW_MARGIN)])
    size = max(len(cells) for cells in kinds)
    padded = [cells + cells[:1] * (size - len(cells)) for cells in kinds]
    return np.array([[r for r, _ in cells] for cells in padded]), np.array([[c for _, c in cells] for cells in padded])


def _cell_meets(polygon: list[tuple[float, float]], cell: tuple[float, float, float, float], margin: float) -> bool:
    """Whether a convex polygon and an axis-aligned cell (x0, y0, x1, y1) come within `margin` of each other: no
    separating axis among the screen axes and the polygon's edge normals leaves a gap wider than `margin`."""
    x0, y0, x1, y1 = cell
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    axes = [(1.0, 0.0), (0.0, 1.0)]
    for (ax, ay), (bx, by) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        length = math.hypot(bx - ax, by - ay)
        axes.append(((ay - by) / length, (bx - ax) / length))
    for nx, ny in axes:
        face = [nx * x + ny * y for x, y in polygon]
        box = [nx * x + ny * y for x, y in corners]
        if max(box) < min(face) - margin or min(box) > max(face) + margin:
            return False
    return True


WINDOW_MARGIN = 1e-3  # cube units (a hundredth of the sample step): far above rounding, a cell that close is tested


_SIGNS = np.array([[1.0], [-1.0]])  # s = (e2y·rx - e2x·ry) / det; t = (e1y·rx - e1x·ry) / -det, exactly t's float


VISIBILITY_SAMPLES = 10  # samples per cube unit: `visible_fractions`' default


def find_pose(rng: np.random.Generator, variant: Variant, difficulty: str, config: Config,
              used: frozenset[Matrix] = frozenset()) -> Pose | None:
    """A rotation of the difficulty (random order) under which every cube of the solid stays visible.

    Rotations other options already use come last, so options rarely share a pose: two options drawn in the
    same pose would look alike and hint that one of them is the answer. Visibility depends only on the net
    matrix, so each matrix is tested once however many sequences reach it.
    """
    candidates = candidate_poses(rng, difficulty)
    tested: dict[Matrix, bool] = {}
    for pose in [c for c in candidates if c.matrix not in used] + [c for c in candidates if c.matrix in used]:
        if pose.matrix not in tested:
            tested[pose.matrix] = _all_visible(posed_cubes(variant, pose), config)
        if tested[pose.matrix]:
            return pose
    return None


# ---------------------------------------------------------------------------------------------- drawing

def render(layout: Layout, drawings: Sequence[Drawing]) -> str:
    """Stimulus on top, options below, one common scale so cube size is comparable across panels. The scene
    writes each element's SVG text as it is added (`SvgScene`: the text `Canvas.to_svg` writes)."""
    canvas = SvgScene()
    canvas.frame(layout.stimulus_box)
    stim_area = _inset(layout.stimulus_box, 6)
    areas = [stim_area] + [canvas.option_panel(box, i) for i, box in enumerate(layout.option_boxes)]
    boxes = [faces_bbox(d.faces) for d in drawings]
    scale = min(fit_transform(box, area, pad=0.06)[0] for box, area in zip(boxes, areas, strict=True))
    for drawing, area, box in zip(drawings, areas, boxes, strict=True):
        for points, fill, width in _face_polygons(drawing, area, scale, box):
            canvas.add(_polygon_svg(points, fill, width))
    return canvas.to_svg()


def _inset(box: Box, d: float) -> Box:
    return box[0] + d, box[1] + d, box[2] - d, box[3] - d


def _face_polygons(drawing: Drawing, area: Box, scale: float, box: Box) -> Iterator[tuple[str, str, str]]:
    """(points text, fill, stroke width) of each face in painter's order: the drawing's faces scaled by `scale`
    and centred in `area` (`box`: the faces' bounding box), points as svgwrite writes them ("x,y x,y …")."""
    x0, y0, x1, y1 = box
    dx = (area[0] + area[2]) / 2 - scale * (x0 + x1) / 2
    dy = (area[1] + area[3]) / 2 - scale * (y0 + y1) / 2
    width = str(round(max(1.2, scale * 0.045), 2))
    for face in drawing.faces:
        points = _points_text([v for x, y in face.polygon for v in (dx + scale * x, dy + scale * y)])
        yield points, _shade(drawing.colours[face.cube_index], face.normal), width


def _points_text(values: list[float]) -> str:
    """"x,y x,y …" with every coordinate as `_two_places` writes it, in one %-format for the whole polygon: each
    number then has exactly two decimals, and `_two_places` drops only a second decimal that is 0 (a trailing
    "0" that rstrip takes, the first decimal kept: "12.50" -> "12.5", "12.00" -> "12.0"). A "0" just before a
    comma, a space or the end is such a second decimal (a number's digits end there), so those are dropped."""
    text = (_points_format(len(values) // 2) % tuple(values)).replace("0,", ",").replace("0 ", " ")
    return text[:-1] if text.endswith("0") else text


@cache
def _points_format(corners: int) -> str:
    return " ".join(["%.2f,%.2f"] * corners)


def _two_places(value: float) -> str:
    """`str(round(value, 2))` for a drawing coordinate, in one float-to-text conversion instead of two: both round
    the exact binary value to two decimals alike (CPython's correctly rounded dtoa), and a decimal of so few
    digits is its own shortest repr, so only the trailing zeros go ("12.50" -> "12.5", "12.00" -> "12.0")."""
    text = f"{value:.2f}".rstrip("0")
    return text + "0" if text[-1] == "." else text


def _polygon_svg(points: str, fill: str, width: str) -> str:
    """One face's `<polygon>` text as svgwrite + ElementTree serialize `_Polygon`: attributes sorted by name,
    values as `str` (none holds a character ElementTree escapes)."""
    return (f'<polygon fill="{fill}" points="{points}" stroke="{EDGE_COLOUR}" stroke-linejoin="round" '
            f'stroke-width="{width}" />')


class _Polygon:
    """A `<polygon>` that serialises exactly as svgwrite's `dwg.polygon(points, **attributes)` does (attributes
    sorted by name, values as `str`) without svgwrite's per-attribute bookkeeping, which cost more than the rest
    of the drawing. `Canvas.add` takes it like any svgwrite element."""

    elementname = "polygon"
    __slots__ = ("attribs",)

    def __init__(self, points: str, attributes: dict[str, str]) -> None:
        self.attribs = {**attributes, "points": points}

    def get_xml(self) -> ElementTree.Element:
        return ElementTree.Element(self.elementname, dict(sorted(self.attribs.items())))


_shade = cache(shade)  # pure: a handful of (colour, face normal) pairs


def _draw_solid(canvas: Canvas, drawing: Drawing, area: Box, scale: float, box: Box) -> None:
    """The drawing's faces as svgwrite elements on a `Canvas` (`render` writes the same polygons as text)."""
    for points, fill, width in _face_polygons(drawing, area, scale, box):
        canvas.add(_Polygon(points, {"fill": fill, "stroke": EDGE_COLOUR, "stroke-width": width,  # type: ignore[arg-type]
                                     "stroke-linejoin": "round"}))


def make_drawing(cubes: Sequence[Cube], colours: Sequence[str]) -> Drawing:
    return Drawing(_faces(tuple(cubes)), tuple(colours))


# ---------------------------------------------------------------------------------------------- generate

def question_text(n_cubes: int) -> str:
    return (f"The top panel shows a 3D object made of {n_cubes} unit cubes. Which of the options A–D shows the "
            "same object rotated in space (not mirrored, not altered)?")


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             config: Config = DEFAULT_CONFIG) -> Item:
    """Item `index`: shape, distractors and poses all drawn from the item's own seeded stream."""
    seed = item_seed(BENCH, TASK, split, base_seed, index, attempt)
    rng = item_rng(seed)
    difficulty = PANEL.difficulty(index)
    slot = PANEL.gold_slot(split, base_seed, index)
    shape, posed = draw_puzzle(rng, difficulty, config)
    colours = draw_colours(rng, shape, config.coloured)
    ordered, kinds = PANEL.place(posed[0], [(vp, vp[0].kind) for vp in posed[1:]], slot, rng)
    variants: list[Variant] = [vp[0] for vp in ordered]  # type: ignore[index]
    poses: list[Pose] = [vp[1] for vp in ordered]  # type: ignore[index]
    option_cubes = [posed_cubes(v, p) for v, p in zip(variants, poses, strict=True)]
    layout = standard_layout(N_OPTIONS, stimulus_fraction=STIMULUS_FRACTION, cols=OPTION_COLUMNS)
    gold = poses[slot]
    params = {
        "shape": _with_colours({"cubes": [list(c) for c in shape]}, colours, config.coloured),
        "options": [_option_params(v, p, c, colours, config.coloured)
                    for v, p, c in zip(variants, poses, option_cubes, strict=True)],
        "axes": [list(a) for a in gold.axes],
        "angles_deg": list(gold.angles_deg),
        "layout": layout.as_params(),
        "camera": CAMERA.as_params(),
        "mirror_matrix": [list(r) for r in MIRROR_X],
        "difficulty_rule": DIFFICULTY_RULE,
    }
    margin = decision_margin_px(params)
    if margin < DECISION_MARGIN_FLOOR_PX + DECISION_MARGIN_GUARD_PX:
        raise RejectDraw(f"decision margin {margin:.1f} px under the floor {DECISION_MARGIN_FLOOR_PX} px")
    params["decision_margin_px"] = round(margin, 2)
    drawings = [make_drawing(shape, colours)] + [make_drawing(c, colours) for c in option_cubes]  # kept items only
    return PANEL.finish(split=split, index=index, seed=seed, svg=render(layout, drawings),
                        question=question_text(len(shape)), slot=slot, difficulty=difficulty, option_kinds=kinds,
                        params=params)


def _with_colours(entry: dict[str, Any], colours: Sequence[str], coloured: bool) -> dict[str, Any]:
    return {**entry, "colours": list(colours)} if coloured else entry


def _option_params(variant: Variant, pose: Pose, cubes: Sequence[Cube], colours: Sequence[str],
                   coloured: bool) -> dict[str, Any]:
    entry = {
        "cubes": [list(c) for c in cubes],
        "rotation": [list(r) for r in pose.matrix],
        "mirrored": variant.mirrored,
        "kind": variant.kind,
        "source_cubes": [list(c) for c in variant.cubes],
        "edit": variant.edit,
    }
    return _with_colours(entry, colours, coloured)


# ---------------------------------------------------------------------------------------------- verify
# Everything below re-solves from params alone with its own rotation list (signed permutation matrices of
# determinant +1), its own canonical form (numpy lexsort) and its own connectivity test (union-find).

def independent_rotations() -> list[np.ndarray]:
    """All signed 3×3 permutation matrices with determinant +1 (there are 24)."""
    out = []
    for perm in itertools.permutations(range(3)):
        for signs in itertools.product((1, -1), repeat=3):
            m = np.zeros((3, 3), dtype=np.int64)
            for row, (col, sign) in enumerate(zip(perm, signs, strict=True)):
                m[row, col] = sign
            if round(float(np.linalg.det(m))) == 1:
                out.append(m)
    return out


_ROTATIONS = independent_rotations()
_ROTATION_STACK = np.stack(_ROTATIONS)  # (24, 3, 3): overlay_misfit's poses
_ROTATIONS_T = np.stack([m.T for m in _ROTATIONS])  # (24, 3, 3): cells @ _ROTATIONS_T[k] rotates by _ROTATIONS[k]


def rotated_translation_keys(cells: np.ndarray) -> list[bytes]:
    """`translation_key(cells @ m.T)` for every m of `_ROTATIONS`, in that order, computed for all 24 at once
    (integer arithmetic and a stable lexsort along each rotation's cells: the same bytes as one at a time)."""
    r = np.matmul(cells.astype(np.int64)[None], _ROTATIONS_T)  # (24, n, 3)
    r = r - r.min(axis=1, keepdims=True)
    order = np.lexsort((r[..., 2], r[..., 1], r[..., 0]), axis=-1)
    r = np.take_along_axis(r, order[..., None], axis=1)
    return [row.tobytes() for row in r]


def canonical_key(cells: np.ndarray) -> bytes:
    """Least byte string of the lexsorted, translated cell array over all 24 rotations."""
    return min(rotated_translation_keys(cells))


def canonical_keys(solids: list[np.ndarray]) -> list[bytes]:
    """`canonical_key` of each cell array; arrays of one size in one pass (the same integers, sorts and bytes)."""
    if len({len(cells) for cells in solids}) != 1:
        return [canonical_key(cells) for cells in solids]
    r = np.matmul(np.stack(solids).astype(np.int64)[:, None], _ROTATIONS_T[None])  # (k, 24, n, 3)
    r = r - r.min(axis=2, keepdims=True)
    order = np.lexsort((r[..., 2], r[..., 1], r[..., 0]), axis=-1)
    r = np.take_along_axis(r, order[..., None], axis=2)
    return [min(row.tobytes() for row in poses) for poses in r]


def translation_key(cells: np.ndarray) -> bytes:
    r = cells - cells.min(axis=0)
    return r[np.lexsort((r[:, 2], r[:, 1], r[:, 0]))].astype(np.int64).tobytes()


def connected_by_union_find(cells: np.ndarray) -> bool:
    parent = list(range(len(cells)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    touching = np.abs(cells[:, None, :] - cells[None, :, :]).sum(axis=-1) == 1  # face-adjacent pairs, all at once
    upper_i, upper_j = _upper_pairs(len(cells))
    pairs = touching[upper_i, upper_j]
    for i, j in zip(upper_i[pairs].tolist(), upper_j[pairs].tolist(), strict=True):  # i < j in combinations order
        parent[root(i)] = root(j)
    return len({root(i) for i in range(len(cells))}) == 1


@cache
def _upper_pairs(n: int) -> tuple[np.ndarray, np.ndarray]:
    """Every index pair i < j of n cells, row by row (`np.triu_indices(n, 1)`, looked up once per size)."""
    return np.triu_indices(n, 1)


def _contacts(cells: np.ndarray) -> int:
    """Touching face pairs, counted from pairwise L1 distances."""
    distance = np.abs(cells[:, None, :] - cells[None, :, :]).sum(axis=-1)
    return int((distance == 1).sum()) // 2


def rodrigues(axis: Sequence[int], angle_deg: float) -> np.ndarray:
    """Rotation matrix about an arbitrary axis (right-handed), rounded; raises if it is not a lattice map."""
    u = np.asarray(axis, dtype=float)
    u = u / np.linalg.norm(u)
    t = math.radians(angle_deg)
    k = np.array([[0, -u[2], u[1]], [u[2], 0, -u[0]], [-u[1], u[0], 0]])
    m = math.cos(t) * np.eye(3) + math.sin(t) * k + (1 - math.cos(t)) * np.outer(u, u)
    rounded = np.rint(m)
    if not (np.abs(m - rounded) <= 1e-9 + 1e-05 * np.abs(rounded)).all():  # np.allclose(m, rounded, atol=1e-9)
        raise VerificationError(f"rotation about {list(axis)} by {angle_deg}° does not map the cube lattice to itself")
    return rounded.astype(np.int64)


def _cells(raw: Any, what: str) -> np.ndarray:
    cells = np.asarray(raw)
    if cells.ndim != 2 or cells.shape[1] != 3 or not np.issubdtype(cells.dtype, np.integer):
        raise VerificationError(f"{what} must be a list of integer [x, y, z] triples")
    if len({tuple(c) for c in cells.tolist()}) != len(cells):
        raise VerificationError(f"{what} repeats a cube")
    return cells.astype(np.int64)


def _check_rotation(raw: Any, what: str) -> np.ndarray:
    m = np.asarray(raw)
    if m.shape != (3, 3) or not np.issubdtype(m.dtype, np.integer):
        raise VerificationError(f"{what} rotation is not a 3×3 integer matrix")
    if not np.array_equal(m @ m.T, np.eye(3, dtype=m.dtype)) or round(float(np.linalg.det(m))) != 1:
        raise VerificationError(f"{what} rotation is not proper (orthogonal with det +1)")
    return m.astype(np.int64)


def _check_edit(kind: str, option: dict[str, Any], shape: np.ndarray, source: np.ndarray, what: str) -> None:
    """The option's pre-rotation solid is what its kind says: the original, or the original with one edit (a
    `mirror_` kind then mirrors it: `mirrored` is recorded true and the edit is checked on the unmirrored source)."""
    if kind in ("correct", "mirror"):
        if not np.array_equal(source, shape):
            raise VerificationError(f"{what} ({kind}) is not posed from the original cubes")
        if option["mirrored"] != (kind == "mirror"):
            raise VerificationError(f"{what} ({kind}) has mirrored={option['mirrored']}")
        return
    if option["mirrored"] != kind.startswith("mirror_"):
        raise VerificationError(f"{what} ({kind}) has mirrored={option['mirrored']}")
    kind = kind.removeprefix("mirror_")  # a mirrored edit: the edit is recorded on the original, then mirrored
    if not connected_by_union_find(source):
        raise VerificationError(f"{what} ({kind}) is not face-connected")
    edit = option.get("edit") or {}
    changed = np.flatnonzero((shape != source).any(axis=1)).tolist()  # the cubes the edit moved
    if kind == "cube_moved":
        removed, added = np.asarray(edit.get("removed")), np.asarray(edit.get("added"))
        if len(changed) != 1 or not np.array_equal(shape[changed[0]], removed) or \
                not np.array_equal(source[changed[0]], added):
            raise VerificationError(f"{what} (cube_moved) does not move exactly the recorded cube")
        return
    pivot = np.asarray(edit.get("pivot"))
    arm = {tuple(c) for c in edit.get("arm", [])}
    turn = rodrigues(edit.get("axis", [0, 0, 1]), edit.get("angle_deg", 0))
    in_arm = [tuple(c) in arm for c in shape.tolist()]
    expected = shape
    if any(in_arm):  # every arm cube turned about the pivot (integer arithmetic), the others left in place
        expected = np.where(np.array(in_arm)[:, None], pivot + (shape - pivot) @ turn.T, shape)
    if not np.array_equal(expected, source):
        raise VerificationError(f"{what} (wrong_angle) does not turn exactly the recorded arm about the pivot")
    body = [tuple(c) for c, inside in zip(shape.tolist(), in_arm, strict=True) if not inside]
    contacts = {b for a in arm for b in body if sum(abs(u - v) for u, v in zip(a, b, strict=True)) == 1}
    if len(arm) < 2 or len(body) < 2 or len(arm) + len(body) != len(shape) or \
            contacts != {tuple(pivot.tolist())} or not connected_by_union_find(np.array(body)) or \
            not connected_by_union_find(np.array(sorted(arm))):
        raise VerificationError(f"{what} (wrong_angle) arm is not a part of the original hanging off the pivot "
                                "by one face")


def _check_visibility(p: dict[str, Any], shape: np.ndarray) -> None:
    """Every cube of every panel keeps a visible share of its silhouette (a hidden cube would let two different
    solids draw alike). Re-renders with the recorded camera; a defect check, not an independent re-solve
    (`_visible_counts` over the five panels at once, which the tests hold equal to geometry3d's `visible_fractions`)."""
    camera = OrthoCamera(p["camera"]["azimuth_deg"], p["camera"]["elevation_deg"])
    panels = [("the original", shape)] + [(f"option {LETTERS[i]}", np.asarray(o["cubes"]))
                                          for i, o in enumerate(p["options"])]
    counts = _visible_counts([tuple(tuple(int(v) for v in c) for c in cells) for _, cells in panels], camera)
    for (what, _), owned in zip(panels, counts, strict=True):
        fractions = _fractions(owned, camera)
        if fractions.min() < VISIBLE_FLOOR:
            raise VerificationError(f"a cube of {what} is hidden ({fractions.min():.2f} of it visible)")


def _check_difficulty(difficulty: str, axes: list[Any], angles: list[Any], options: list[dict[str, Any]],
                      gold: int) -> None:
    """Recompose the recorded sequence (it must give the gold pose) and classify every option's net rotation by
    its trace (1: 90° about a coordinate axis; -1: 180°, about a coordinate axis or a face diagonal; 0: 120° about
    a body diagonal), telling the two 180° cases apart by whether the matrix is diagonal (coordinate axis)."""
    if len(axes) != len(angles) or not axes:
        raise VerificationError("axes and angles_deg must be non-empty and of equal length")
    net = np.eye(3, dtype=np.int64)
    for axis, angle in zip(axes, angles, strict=True):
        net = rodrigues(axis, angle) @ net
    if not np.array_equal(net, np.asarray(options[gold]["rotation"])):
        raise VerificationError("axes/angles_deg do not compose to the correct option's rotation")
    coordinate = all(sum(abs(v) for v in a) == 1 for a in axes)
    distinct = len({tuple(abs(v) for v in a) for a in axes}) == len(axes)
    if difficulty == "easy":
        ok = len(axes) == 1 and coordinate and abs(angles[0]) in (90, 180)
    elif difficulty == "medium":
        ok = len(axes) == 2 and coordinate and distinct
    else:
        diagonal = len(axes) == 1 and all(abs(v) == 1 for v in axes[0]) and angles[0] in (120, 240)
        ok = diagonal or (len(axes) == 3 and coordinate and distinct)
    if not ok:
        raise VerificationError(f"rotation sequence {axes} {angles} does not fit difficulty {difficulty!r}")
    wanted = {"easy": "face", "medium": "edge", "hard": "vertex"}[difficulty]
    for i, option in enumerate(options):
        m = np.asarray(option["rotation"])
        trace = int(np.trace(m))
        diagonal_matrix = all(abs(int(m[k, k])) == 1 for k in range(3))
        found = {1: "face", 0: "vertex", -1: "face" if diagonal_matrix else "edge"}.get(trace, "identity")
        if found != wanted:
            raise VerificationError(f"option {LETTERS[i]} net rotation is a {found} rotation; {difficulty} needs "
                                    f"{wanted}")


def solve(item: Item, p: dict[str, Any]) -> None:
    """every option compared with the original under all 24 rotations"""
    shape = _cells(p["shape"]["cubes"], "shape.cubes")
    lo, hi = SHAPE_SIZE_LIMITS
    if not lo <= len(shape) <= hi:
        raise VerificationError(f"shape has {len(shape)} cubes, outside {lo}–{hi}")
    if not connected_by_union_find(shape):
        raise VerificationError("shape is not face-connected")
    mirror = np.asarray(p["mirror_matrix"], dtype=np.int64)
    if round(float(np.linalg.det(mirror))) != -1 or not np.array_equal(mirror @ mirror.T, np.eye(3)):
        raise VerificationError("mirror_matrix is not a reflection")
    shape_key, mirror_key = canonical_keys([shape, shape @ mirror.T])
    if mirror_key == shape_key:
        raise VerificationError("shape is achiral: its mirror image is a rotation of it")
    if rotated_translation_keys(shape).count(translation_key(shape)) != 1:
        raise VerificationError("shape has a rotational self-symmetry, so its pose is ambiguous")
    if f" {len(shape)} unit cubes" not in item.question:
        raise VerificationError("question does not state the number of cubes")
    opts = p["options"]
    if len(opts) != N_OPTIONS or len(p["layout"]["option_boxes"]) != N_OPTIONS or len(p["layout"]["stimulus_box"]) != 4:
        raise VerificationError("need four options and four option boxes")
    kinds = [o["kind"] for o in opts]
    if kinds != item.option_kinds or any(k not in KINDS for k in kinds):
        raise VerificationError(f"option kinds {kinds} disagree with option_kinds {item.option_kinds}")
    if "mirror" not in kinds:
        raise VerificationError("no mirror distractor")
    colours = p["shape"].get("colours")
    contacts = _contacts(shape)
    solids, drawn = [], []
    for i, option in enumerate(opts):
        what = f"option {LETTERS[i]}"
        cubes = _cells(option["cubes"], f"{what} cubes")
        source = _cells(option["source_cubes"], f"{what} source_cubes")
        if len(cubes) != len(shape) or len(source) != len(shape):
            raise VerificationError(f"{what} does not have {len(shape)} cubes")
        rotation = _check_rotation(option["rotation"], what)
        posed = (source @ mirror.T if option["mirrored"] else source) @ rotation.T
        if not np.array_equal(posed, cubes):
            raise VerificationError(f"{what} cubes are not rotation·(mirror?)·source_cubes")
        _check_edit(option["kind"], option, shape, source, what)
        if option.get("colours") != colours:
            raise VerificationError(f"{what} colours do not travel with the cubes")
        if _contacts(cubes) != contacts:
            raise VerificationError(f"{what} has {_contacts(cubes)} face contacts, the original {contacts}")
        solids.append(cubes)
        drawn.append(translation_key(cubes))
    keys = canonical_keys(solids)
    matches = [i for i, k in enumerate(keys) if k == shape_key]
    if matches != [LETTERS.index(item.answer)]:
        raise VerificationError(f"options equal to the original up to rotation: {[LETTERS[i] for i in matches]}, "
                                f"gold {item.answer}")
    for i, option in enumerate(opts):
        if (keys[i] == mirror_key) != (option["kind"] == "mirror"):
            raise VerificationError(f"option {LETTERS[i]} ({option['kind']}) mirror-equivalence is inconsistent")
    if len(set(keys)) != N_OPTIONS or len(set(drawn)) != N_OPTIONS:
        raise VerificationError("two options are the same solid up to rotation")
    if translation_key(np.asarray(opts[matches[0]]["cubes"])) == translation_key(shape):
        raise VerificationError("the correct option is drawn unrotated")
    _check_difficulty(item.difficulty, p["axes"], p["angles_deg"], opts, matches[0])
    _check_visibility(p, shape)
    _check_decision_margin(p)


_CUBE_CORNERS = np.array([[x, y, z] for x in (-0.5, 0.5) for y in (-0.5, 0.5) for z in (-0.5, 0.5)])


def drawing_scale(p: dict[str, Any]) -> float:
    """Pixels per cube edge: the one scale `render` draws every panel at, recomputed from the projected cube
    corners (the silhouette's bounding box) and the layout boxes of `params`."""
    screen = OrthoCamera(p["camera"]["azimuth_deg"], p["camera"]["elevation_deg"]).screen_matrix
    panels = [p["shape"]["cubes"]] + [o["cubes"] for o in p["options"]]
    sx0, sy0, sx1, sy1 = p["layout"]["stimulus_box"]
    areas = [(sx0 + 6, sy0 + 6, sx1 - 6, sy1 - 6)] + [(x0 + 6, y0 + 6, x1 - 6, y1 - 34)
                                                        for x0, y0, x1, y1 in p["layout"]["option_boxes"]]
    scales = []
    for cubes, area in zip(panels, areas, strict=True):
        corners = (np.asarray(cubes, dtype=float)[:, None, :] + _CUBE_CORNERS[None]).reshape(-1, 3) @ screen
        box = (corners[:, 0].min(), corners[:, 1].min(), corners[:, 0].max(), corners[:, 1].max())
        scales.append(fit_transform(box, area, pad=0.06)[0])
    return float(min(scales))


def overlay_misfit(original: np.ndarray, drawn: np.ndarray, screen: np.ndarray) -> float:
    """Least symmetric Hausdorff distance (cube units, on screen) between the drawn solid's projected cube centres
    and the original's under any of the 24 rotations and any shift laying one centre on another."""
    return least_overlay_misfit(original, [drawn], screen)


def least_overlay_misfit(original: np.ndarray, solids: Sequence[np.ndarray], screen: np.ndarray) -> float:
    """The least `overlay_misfit` of the original against any of the drawn solids, all measured in one pass.

    Every overlay (solid, rotation r, shift target[j] - posed[r, i]) gets a cheap lower bound (`_side_gaps`);
    the overlays with the least bounds are measured exactly, and then every overlay whose bound does not exceed
    the best measured misfit and whose partial misfit (the farthest of every other moved centre from its nearest
    target: some of the misfit's own terms, the same floats, so never above it) does not exceed it either. The
    others cannot be the least, so the result is the minimum over all overlays. Squared distances are compared and
    one square root is taken at the end: the root is monotone, so it is the same float as the least of the rooted
    distances."""
    if len({len(drawn) for drawn in solids}) > 1:  # one pass needs one size
        return min(least_overlay_misfit(original, [drawn], screen) for drawn in solids)
    targets = np.stack([drawn @ screen for drawn in solids])  # (k, n, 2), each solid projected on its own
    posed = np.einsum("rij,nj->rni", _ROTATION_STACK, original) @ screen  # (24, m, 2)
    tx, ty, px, py = targets[..., 0], targets[..., 1], posed[..., 0], posed[..., 1]
    (_, n), (r, m) = tx.shape, px.shape
    # (k·n, r·m) shifts: overlay (solid d, target j, rotation, moved centre i) at ((d·n + j)·r + rotation)·m + i
    shift_x = tx.reshape(-1, 1) - px.reshape(1, -1)
    shift_y = ty.reshape(-1, 1) - py.reshape(1, -1)
    bounds = np.maximum(_side_gaps(px, shift_x, tx) ** 2, _side_gaps(py, shift_y, ty) ** 2).reshape(-1)
    shift_x, shift_y = shift_x.reshape(-1), shift_y.reshape(-1)

    def misfits(overlays: np.ndarray) -> np.ndarray:
        solid, rotation = overlays // (n * r * m), overlays // m % r  # each overlay's drawn solid, rotation
        sq = _squared_gaps(_columns(px, rotation) + shift_x[overlays], _columns(py, rotation) + shift_y[overlays],
                           _columns(tx, solid), _columns(ty, solid))
        return np.maximum(sq.min(axis=1).max(axis=0), sq.min(axis=0).max(axis=0))

    def partial_misfits(overlays: np.ndarray) -> np.ndarray:
        solid, rotation = overlays // (n * r * m), overlays // m % r
        sq = _squared_gaps(_columns(px[:, ::2], rotation) + shift_x[overlays],
                           _columns(py[:, ::2], rotation) + shift_y[overlays], _columns(tx, solid), _columns(ty, solid))
        return sq.min(axis=1).max(axis=0)

    first = np.argpartition(bounds, OVERLAY_PROBES)[:OVERLAY_PROBES] if bounds.size > OVERLAY_PROBES else \
        np.arange(bounds.size)
    best = misfits(first).min()
    candidates = np.flatnonzero(bounds <= best)  # the best probe stays among them: its bound is under its misfit
    return float(np.sqrt(misfits(candidates[partial_misfits(candidates) <= best]).min()))


OVERLAY_PROBES = 32  # overlays measured first in `least_overlay_misfit`, to bound the least misfit from above


def _columns(rows: np.ndarray, picks: np.ndarray) -> np.ndarray:
    """`rows[picks].T` as a C-ordered array: one column per overlay, so the overlays run along the last axis."""
    return np.take(rows.T, picks, axis=1)


def _squared_gaps(moved_x: np.ndarray, moved_y: np.ndarray, tx: np.ndarray, ty: np.ndarray) -> np.ndarray:
    """(m, n, k) squared screen distances from each of k overlays' moved centres (m, k) to its target centres (n, k):
    the float operations `np.linalg.norm(moved - target, axis=-1)` does before its square root, in the same order.
    The overlays run along the last axis, so every elementwise step and every least or greatest over the centres
    works on rows of k values rather than k rows of a few."""
    dx = moved_x[:, None, :] - tx[None, :, :]
    dy = moved_y[:, None, :] - ty[None, :, :]
    return dx * dx + dy * dy


def _side_gaps(posed: np.ndarray, shift: np.ndarray, target: np.ndarray) -> np.ndarray:
    """Per overlay, along one screen axis (`posed`: (24, m), `shift`: (k·n, 24·m), `target`: (k, n)): the larger
    gap between the moved centres' and the targets' least coordinates or between their greatest. Its square bounds
    the overlay's squared Hausdorff distance (as `_squared_gaps` rounds it) from below.

    The moved centre with the least x is the rotation's least x plus the shift (rounding is monotone), and so on.
    If that side lies left of the targets' least x, it is at least that gap from every target; if right of it,
    the leftmost target is at least that gap from every moved centre; likewise for the other sides. Float
    subtraction, squaring and adding a square are monotone, so the bound holds for the rounded values too."""
    n, m = target.shape[1], posed.shape[1]
    low = np.abs(np.repeat(posed.min(axis=1), m) + shift - np.repeat(target.min(axis=1), n)[:, None])
    high = np.abs(np.repeat(posed.max(axis=1), m) + shift - np.repeat(target.max(axis=1), n)[:, None])
    return np.maximum(low, high)


def decision_margin_px(p: dict[str, Any]) -> float:
    """`DECISION_MARGIN` of an item, from its params."""
    screen = OrthoCamera(p["camera"]["azimuth_deg"], p["camera"]["elevation_deg"]).screen_matrix
    original = np.asarray(p["shape"]["cubes"], dtype=float)
    distractors = [np.asarray(o["cubes"], dtype=float) for o in p["options"] if o["kind"] != "correct"]
    return least_overlay_misfit(original, distractors, screen) * drawing_scale(p)


def _check_decision_margin(p: dict[str, Any]) -> None:
    """The recorded margin is the one the params give, and it is not under the floor."""
    margin = decision_margin_px(p)
    if not abs(float(p["decision_margin_px"]) - margin) <= 0.05:  # a NaN record is refused too
        raise VerificationError(f"decision_margin_px {p['decision_margin_px']} but the params give {margin:.2f}")
    if margin < DECISION_MARGIN_FLOOR_PX:
        raise VerificationError(f"decision margin {margin:.1f} px is under the floor {DECISION_MARGIN_FLOOR_PX} px")


# ---------------------------------------------------------------------------------------------- signature

def signature(item: Item) -> str:
    """Hash of the original's rotation-canonical form plus the sorted canonical forms of the options."""
    return _signature(item.params)


@lru_cache(maxsize=64)  # the builder asks for it, and for the keys that contain it, once each per item
def _signature(params: str) -> str:
    p = json.loads(params)
    original = _canonical_form([tuple(c) for c in p["shape"]["cubes"]])
    option_forms = sorted(_canonical_forms([[tuple(c) for c in o["cubes"]] for o in p["options"]]))
    return signature_hash([original, option_forms])


def _canonical_forms(solids: list[list[Cube]]) -> list[tuple[Cube, ...]]:
    """`canonical` of each solid; solids of one size in one pass over their 24 poses (as `_forms` encodes them)."""
    if len({len(cubes) for cubes in solids}) != 1:
        return [canonical(cubes) for cubes in solids]
    moved = _poses()[None, :24] @ np.asarray(solids, dtype=np.int64).transpose(0, 2, 1)[:, None]  # (k, 24, 3, n)
    moved -= moved.min(axis=3, keepdims=True)
    base = int(moved.max()) + 1
    rows = np.sort((moved[:, :, 0] * base + moved[:, :, 1]) * base + moved[:, :, 2], axis=2).tolist()
    return [tuple((v // (base * base), v // base % base, v % base) for v in min(poses)) for poses in rows]


def polycube_key(cubes: Sequence[Cube]) -> str:
    """The polycube up to rotation and mirror: the memorisable object (a mirrored or turned copy is the same)."""
    form, mirror_form, _ = _forms(normalize(tuple(int(v) for v in c) for c in cubes))  # the mirror: x -> -x
    return object_key("polycube", min(form, mirror_form))


def polycube_keys(solids: list[list[Cube]]) -> list[str]:
    """`polycube_key` of each solid; solids of one size in one pass over their 48 poses (proper and mirrored, as
    `_forms` encodes them: the least row of all 48 decodes to the lesser of the form and the mirror form)."""
    if len({len(cubes) for cubes in solids}) != 1:
        return [polycube_key(cubes) for cubes in solids]
    moved = _poses()[None] @ np.asarray(solids, dtype=np.int64).transpose(0, 2, 1)[:, None]  # (k, 48, 3, n)
    moved -= moved.min(axis=3, keepdims=True)
    base = int(moved.max()) + 1
    rows = np.sort((moved[:, :, 0] * base + moved[:, :, 1]) * base + moved[:, :, 2], axis=2).tolist()
    return [object_key("polycube", tuple((v // (base * base), v // base % base, v % base) for v in min(poses)))
            for poses in rows]


def protected_keys(item: Item) -> set[str]:
    """A test item protects its original polycube (in any pose, mirrored or not) and its signature."""
    return {polycube_key(item.params_dict["shape"]["cubes"]), f"{TASK}:{signature(item)}"}


def exposed_keys(item: Item) -> set[str]:
    """A train item exposes every polycube it draws: the original and each option's solid."""
    p = item.params_dict
    return set(polycube_keys([p["shape"]["cubes"]] + [o["cubes"] for o in p["options"]])) | {
        f"{TASK}:{signature(item)}"}


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
    title="Mental Transformation",
    description="Pick the view that is the same chiral polycube rotated (not mirrored, not altered).",
    prompts=Prompts(
        hint="A rotated copy keeps its handedness; a mirror image cannot be turned into the original by any "
        "rotation.",
        operation="transformation: mental rotation of a 3D object",
        steps=(
            "Note the arrangement of cubes in the reference object.",
            "Mentally rotate each candidate to match the reference.",
            "Reject candidates that are mirror images or differ by a moved cube.",
            "Pick the candidate that matches after rotation.",
        ),
    ),
    human=HumanLevel(0.81, MINDS_EYE_HUMANS),
    published_seconds=0.515,  # issue #28: the published generator's draw + PNG, CPU per item on one core
)
