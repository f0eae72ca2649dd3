"""Unit-cube solids in 3D: lattice rotations, canonical forms, and a shaded orthographic drawing.

Shared by the Mind's Eye transformation tasks. Everything here is pure and deterministic: cubes are integer
centres (x, y, z) with z pointing up, rotations are 3×3 integer matrices, and the drawing is a list of
screen-space polygons in painter's order (far to near) that a task turns into SVG.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

Cube = tuple[int, int, int]
Matrix = tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]

IDENTITY: Matrix = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
MIRROR_X: Matrix = ((-1, 0, 0), (0, 1, 0), (0, 0, 1))
AXIS_VECTORS: dict[str, Cube] = {"x": (1, 0, 0), "y": (0, 1, 0), "z": (0, 0, 1)}
FACE_NORMALS: tuple[Cube, ...] = ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1))


# ---------------------------------------------------------------------------------------------- lattice algebra

def as_matrix(rows: Iterable[Iterable[int]]) -> Matrix:
    """A hashable integer matrix from any nested sequence."""
    r0, r1, r2 = (tuple(int(v) for v in row) for row in rows)
    return (r0, r1, r2)  # type: ignore[return-value]


def matmul(a: Matrix, b: Matrix) -> Matrix:
    """a·b for 3×3 integer matrices (kept in Python ints so results stay hashable and exact)."""
    return as_matrix([[sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)] for i in range(3)])


def transform(matrix: Matrix, cubes: Sequence[Cube]) -> list[Cube]:
    """Apply a linear lattice map to every cube centre, keeping the input order (colours travel with cubes)."""
    return [
        (
            matrix[0][0] * x + matrix[0][1] * y + matrix[0][2] * z,
            matrix[1][0] * x + matrix[1][1] * y + matrix[1][2] * z,
            matrix[2][0] * x + matrix[2][1] * y + matrix[2][2] * z,
        )
        for x, y, z in cubes
    ]


def quarter_turn(axis: str, angle_deg: int) -> Matrix:
    """Right-handed rotation about a coordinate axis by a multiple of 90° (exact integer matrix)."""
    if angle_deg % 90:
        raise ValueError(f"coordinate-axis lattice rotations need multiples of 90°, got {angle_deg}")
    c, s = {0: (1, 0), 1: (0, 1), 2: (-1, 0), 3: (0, -1)}[(angle_deg // 90) % 4]
    if axis == "x":
        return ((1, 0, 0), (0, c, -s), (0, s, c))
    if axis == "y":
        return ((c, 0, s), (0, 1, 0), (-s, 0, c))
    if axis == "z":
        return ((c, -s, 0), (s, c, 0), (0, 0, 1))
    raise ValueError(f"axis must be x, y or z, got {axis!r}")


def diagonal_turn(diagonal: Cube, angle_deg: int) -> Matrix:
    """Right-handed rotation by 120°/240° about a body diagonal (±1, ±1, ±1): a signed cyclic permutation.

    Built as S·C·S with S = diag(signs) and C the cyclic shift x→y→z (the 120° turn about (1, 1, 1)); when S
    is a reflection (odd number of minus signs) conjugating reverses the sense, so C turns the other way.
    """
    if angle_deg % 120 or any(abs(v) != 1 for v in diagonal):
        raise ValueError(f"body-diagonal lattice rotations need (±1,±1,±1) and multiples of 120°, got "
                         f"{diagonal} {angle_deg}")
    cycle: Matrix = ((0, 0, 1), (1, 0, 0), (0, 1, 0))
    signs = as_matrix([[diagonal[i] if i == j else 0 for j in range(3)] for i in range(3)])
    steps = (angle_deg // 120) % 3
    if diagonal[0] * diagonal[1] * diagonal[2] < 0:
        steps = (-steps) % 3
    result = IDENTITY
    for _ in range(steps):
        result = matmul(matmul(signs, matmul(cycle, signs)), result)
    return result


@cache
def rotation_group() -> tuple[Matrix, ...]:
    """The 24 proper rotations of the cube lattice, as the closure of the x and z quarter turns."""
    generators = (quarter_turn("x", 90), quarter_turn("z", 90))
    found = {IDENTITY}
    frontier = [IDENTITY]
    while frontier:
        current = frontier.pop()
        for g in generators:
            nxt = matmul(g, current)
            if nxt not in found:
                found.add(nxt)
                frontier.append(nxt)
    return tuple(sorted(found))


@cache
def coordinate_axis_rotations() -> frozenset[Matrix]:
    """Identity and the 9 turns about one coordinate axis: the poses an 'easy' rotation can reach."""
    return frozenset(quarter_turn(a, k) for a in "xyz" for k in (0, 90, 180, 270))


def normalize(cubes: Iterable[Cube]) -> tuple[Cube, ...]:
    """Translation-free form: shift the minimum corner to the origin and sort."""
    cubes = list(cubes)
    mx, my, mz = (min(c[i] for c in cubes) for i in range(3))
    return tuple(sorted((x - mx, y - my, z - mz) for x, y, z in cubes))


def canonical(cubes: Sequence[Cube]) -> tuple[Cube, ...]:
    """The least normalized form over all 24 rotations: equal iff the shapes are rotation-equivalent."""
    keys = _rotated_keys(cubes)
    best = min(range(len(keys)), key=lambda r: keys[r])  # first of the least, as `min` over the forms
    return normalize(transform(rotation_group()[best], cubes))


def symmetry_order(cubes: Sequence[Cube]) -> int:
    """How many proper rotations map the shape onto itself (1 = no rotational symmetry)."""
    keys = _rotated_keys(cubes)
    base = keys[rotation_group().index(IDENTITY)]
    return sum(k == base for k in keys)


def _rotated_keys(cubes: Sequence[Cube]) -> list[tuple[int, ...]]:
    """For each rotation of `rotation_group()`, its normalized form as one integer per cube (sorted), computed for
    all 24 at once. Cubes of a normalized form have coordinates in 0..span, so x·B² + y·B + z (B > span) orders
    them as the tuples do, and the key lists compare as the forms do."""
    pts = np.asarray(cubes, dtype=np.int64).T  # (3, n)
    moved = _rotations_array() @ pts  # (24, 3, n)
    moved -= moved.min(axis=2, keepdims=True)
    base = int(moved.max()) + 1
    keys = np.sort((moved[:, 0] * base + moved[:, 1]) * base + moved[:, 2], axis=1)
    return [tuple(row) for row in keys.tolist()]


@cache
def _rotations_array() -> np.ndarray:
    """`rotation_group()` as one (24, 3, 3) integer array."""
    return np.array(rotation_group(), dtype=np.int64)


def is_chiral(cubes: Sequence[Cube]) -> bool:
    """True when the mirror image is not a proper rotation of the shape."""
    return canonical(transform(MIRROR_X, cubes)) != canonical(cubes)


def face_neighbours(cube: Cube) -> list[Cube]:
    x, y, z = cube
    return [(x + dx, y + dy, z + dz) for dx, dy, dz in FACE_NORMALS]


def is_connected(cubes: Iterable[Cube]) -> bool:
    """Face-connectivity by flood fill."""
    cells = set(cubes)
    if not cells:
        return False
    start = next(iter(cells))
    seen = {start}
    stack = [start]
    while stack:
        for nb in face_neighbours(stack.pop()):
            if nb in cells and nb not in seen:
                seen.add(nb)
                stack.append(nb)
    return len(seen) == len(cells)


# ---------------------------------------------------------------------------------------------- projection

@dataclass(frozen=True)
class OrthoCamera:
    """A fixed orthographic camera looking at the origin from the (+x, +y, +z) octant, z up.

    Keeping the view direction strictly inside that octant makes the three visible face orientations
    always +x, +y and +z, and makes depth sorting of unit-lattice faces exact (see `visible_faces`).
    """

    azimuth_deg: float = 38.0
    elevation_deg: float = 31.0

    def __post_init__(self) -> None:
        if not 0 < self.azimuth_deg < 90:
            raise ValueError(f"azimuth_deg must lie in (0, 90), got {self.azimuth_deg}")
        if not 0 < self.elevation_deg < 90:
            raise ValueError(f"elevation_deg must lie in (0, 90), got {self.elevation_deg}")

    @property
    def toward_camera(self) -> np.ndarray:
        return _camera_frame(self.azimuth_deg, self.elevation_deg)[0]

    @property
    def screen_matrix(self) -> np.ndarray:
        """(3, 2): world vector → screen (right, down) in cube units; down matches SVG/PNG y."""
        return _camera_frame(self.azimuth_deg, self.elevation_deg)[1]

    def project(self, points: np.ndarray) -> np.ndarray:
        """World points (N, 3) → screen points (N, 2) in cube units, y down."""
        return np.asarray(points, dtype=float) @ self.screen_matrix

    def as_params(self) -> dict[str, float | str]:
        return {"projection": "orthographic", "azimuth_deg": self.azimuth_deg, "elevation_deg": self.elevation_deg,
                "up": "z"}


@cache
def _camera_frame(azimuth_deg: float, elevation_deg: float) -> tuple[np.ndarray, np.ndarray]:
    """(toward-camera unit vector, world→screen matrix) for an orthographic camera, computed once per angle."""
    az, el = math.radians(azimuth_deg), math.radians(elevation_deg)
    toward = np.array([math.cos(el) * math.cos(az), math.cos(el) * math.sin(az), math.sin(el)])
    right = np.array([-math.sin(az), math.cos(az), 0.0])
    up = np.cross(right, -toward)
    return toward, np.stack([right, -up], axis=1)


@dataclass(frozen=True)
class Face:
    """One exposed, camera-facing unit square: which cube it belongs to, its outward normal, its screen polygon."""

    cube_index: int
    normal: Cube
    polygon: tuple[tuple[float, float], ...]


def face_corners(cube: Cube, normal: Cube) -> np.ndarray:
    """The 4 corners (4, 3) of the cube's face with this outward normal, in cyclic order."""
    axis = next(i for i in range(3) if normal[i])
    u, v = [i for i in range(3) if i != axis]
    corners = np.tile(np.asarray(cube, dtype=float), (4, 1))
    corners[:, axis] += 0.5 * normal[axis]
    corners[:, u] += (-0.5, 0.5, 0.5, -0.5)
    corners[:, v] += (-0.5, -0.5, 0.5, 0.5)
    return corners


def visible_faces(cubes: Sequence[Cube], camera: OrthoCamera) -> list[Face]:
    """Exposed faces turned toward the camera, far to near (painter's order).

    Sorting cubes by depth along the view direction is exact here: two unit cubes whose pictures overlap are
    separated by a lattice plane, and the one on the camera side of that plane has the larger depth because
    every component of the view direction is positive.
    """
    occupied = set(cubes)
    view = camera.toward_camera
    templates = _face_templates(camera)
    centres = camera.project(np.asarray(cubes, dtype=float)).tolist()
    depth = (np.asarray(cubes, dtype=float) @ view).tolist()
    faces: list[Face] = []
    for i in sorted(range(len(cubes)), key=lambda k: (depth[k], cubes[k])):
        x, y, z = cubes[i]
        cx, cy = centres[i]
        for n, template in templates:
            if (x + n[0], y + n[1], z + n[2]) in occupied:
                continue
            faces.append(Face(i, n, tuple((a + cx, b + cy) for a, b in template)))  # plain floats, as numpy adds
    return faces


@cache
def _face_templates(camera: OrthoCamera) -> tuple[tuple[Cube, tuple[tuple[float, float], ...]], ...]:
    """The camera-facing normals, each with the screen polygon of that face of the cube at the origin."""
    view = camera.toward_camera
    front = [n for n in FACE_NORMALS if float(np.dot(n, view)) > 0]
    return tuple((n, tuple(map(tuple, camera.project(face_corners((0, 0, 0), n)).tolist()))) for n in front)


def faces_bbox(faces: Sequence[Face]) -> tuple[float, float, float, float]:
    pts = np.array([f.polygon for f in faces]).reshape(-1, 2)
    return float(pts[:, 0].min()), float(pts[:, 1].min()), float(pts[:, 0].max()), float(pts[:, 1].max())


def visible_fractions(faces: Sequence[Face], n_cubes: int, camera: OrthoCamera,
                      samples_per_unit: int = 10) -> np.ndarray:
    """Per cube, the share of its unoccluded silhouette that is still visible in the painted picture.

    Samples the picture on a grid; each sample belongs to the last face in painter's order that covers it.
    Every face is a parallelogram (corner, two edge vectors), so coverage is a 2×2 solve per sample, done for all
    faces at once on the samples of a window around each face (its bounding box widened by COVER_MARGIN: no sample
    outside can be inside the face). Used to reject drawings in which a cube is hidden, because then two different
    solids could produce the same picture.
    """
    polys = np.array([f.polygon for f in faces], dtype=float)  # (F, 4, 2)
    low, high = polys.min(axis=1), polys.max(axis=1)  # (F, 2) each face's bounding box
    (x0, y0), (x1, y1) = low.min(axis=0).tolist(), high.max(axis=0).tolist()  # the picture's
    step = 1.0 / samples_per_unit
    xs, ys = np.arange(x0 + step / 2, x1, step), np.arange(y0 + step / 2, y1, step)  # the grid's columns, rows
    lo, hi = low - COVER_MARGIN, high + COVER_MARGIN  # (F, 2) bounding boxes, widened
    width = int(np.ceil((hi - lo).max() / step)) + 1  # samples per window side, enough for every box
    cols = np.minimum(np.searchsorted(xs, lo[:, 0])[:, None] + np.arange(width), len(xs) - 1)  # (F, W)
    rows = np.minimum(np.searchsorted(ys, lo[:, 1])[:, None] + np.arange(width), len(ys) - 1)
    origin = polys[:, 0, :]
    e1 = polys[:, 1, :] - origin  # (F, 2) edge vectors of each parallelogram
    e2 = polys[:, 3, :] - origin
    det = (e1[:, 0] * e2[:, 1] - e1[:, 1] * e2[:, 0])[:, None, None]  # explicit 2×2 inverse: plain IEEE arithmetic
    rx = xs[cols][:, None, :] - origin[:, 0, None, None]  # (F, 1, W)
    ry = ys[rows][:, :, None] - origin[:, 1, None, None]  # (F, W, 1)
    s = (e2[:, 1, None, None] * rx - e2[:, 0, None, None] * ry) / det
    t = (e1[:, 0, None, None] * ry - e1[:, 1, None, None] * rx) / det
    f, r, c = np.nonzero((s > 0) & (s < 1) & (t > 0) & (t < 1))  # (face, window row, window column) covered
    last = np.full((len(ys), len(xs)), -1)
    np.maximum.at(last, (rows[f, r], cols[f, c]), f)  # painter's order: the last face covering a sample owns it
    owners = np.array([face.cube_index for face in faces])[last[last >= 0]]
    counts = np.bincount(owners, minlength=n_cubes).astype(float)
    full_area = _silhouette_area(camera)
    return counts * step * step / full_area


@cache
def _silhouette_area(camera: OrthoCamera) -> float:
    """Screen area of one unit cube's silhouette: the sum of its three visible faces' projected areas."""
    return float(np.sum(np.abs(camera.toward_camera)))


COVER_MARGIN = 1e-6  # cube units: far above rounding error, far below the sample spacing


# ---------------------------------------------------------------------------------------------- shading

SHADE_BY_NORMAL: dict[Cube, float] = {(0, 0, 1): 1.0, (1, 0, 0): 0.78, (0, 1, 0): 0.56}


def shade(hex_colour: str, normal: Cube) -> str:
    """The face colour for one of the three visible orientations: top brightest, then +x, then +y."""
    factor = SHADE_BY_NORMAL.get(normal, 0.45)
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(min(255, round(v * factor)) for v in (r, g, b)))
