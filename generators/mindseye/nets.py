"""Solids as convex polyhedra and their valid nets, built once per process.

Why a separate module: the generator of `mental_composition` needs, for every net face, which face of the
solid it becomes and how directions on the paper map onto that face. That is the *construction* path
(unfold a model / roll a cube over a hexomino). The task's `verify` re-solves by folding the flat net with
the solid's dihedral angles instead, so it deliberately uses nothing here except `polygons_overlap` and
`canonical_net_form` (pure 2D helpers).

Conventions: a net lies in the plane with its printed (outside) side facing +z, the viewer. Face vertex
lists are counter-clockwise seen from outside. Models have edge length 1, the y axis up, centroid at 0.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

POLYHEDRA: tuple[str, ...] = ("cube", "tetrahedron", "octahedron", "square_pyramid", "triangular_prism")
SOLIDS: tuple[str, ...] = (*POLYHEDRA, "cone")

Point2 = tuple[float, float]


@dataclass(frozen=True)
class Model:
    """A convex polyhedron: vertices (V×3), faces as CCW vertex index tuples, unit outward normals."""

    name: str
    vertices: np.ndarray
    faces: tuple[tuple[int, ...], ...]
    normals: np.ndarray

    def face_centroid(self, f: int) -> np.ndarray:
        return self.vertices[list(self.faces[f])].mean(axis=0)

    def adjacency(self) -> frozenset[tuple[int, int]]:
        """Pairs (f, g), f < g, of faces that share an edge."""
        return face_adjacency(self.faces)

    def edges(self) -> tuple[tuple[int, int], ...]:
        """Every edge once, as a sorted vertex pair."""
        return tuple(sorted({(min(a, b), max(a, b)) for face in self.faces
                             for a, b in zip(face, face[1:] + face[:1], strict=True)}))


@dataclass(frozen=True)
class NetFace:
    """One face of a flat net: the model face it becomes, its outline, and the paper→solid direction map.

    frame is 3×2: a direction (dx, dy) drawn on this face of the paper is the model direction frame @ (dx, dy).
    """

    face: int
    polygon: tuple[Point2, ...]
    frame: np.ndarray


@dataclass(frozen=True)
class Net:
    solid: str
    faces: tuple[NetFace, ...]
    hinges: tuple[tuple[int, int, tuple[Point2, Point2]], ...]  # (net face i, net face j, shared edge)


@cache
def face_adjacency(faces: tuple[tuple[int, ...], ...]) -> frozenset[tuple[int, int]]:
    """Pairs (f, g), f < g, of faces sharing an edge (kept per face tuple: every camera tried asks for them)."""
    edge_owner: dict[frozenset[int], int] = {}
    pairs: set[tuple[int, int]] = set()
    for f, face in enumerate(faces):
        for a, b in zip(face, face[1:] + face[:1], strict=True):
            key = frozenset((a, b))
            if key in edge_owner:
                pairs.add((edge_owner[key], f))
            else:
                edge_owner[key] = f
    return frozenset(pairs)


def hull_model(name: str, points: list[tuple[float, float, float]]) -> Model:
    """Faces of the convex hull of a few points, found by brute force (planes with every point on one side)."""
    verts = np.asarray(points, dtype=float)
    verts = verts - verts.mean(axis=0)
    found: dict[tuple, tuple[tuple[int, ...], np.ndarray]] = {}
    for i, j, k in itertools.combinations(range(len(verts)), 3):
        normal = np.cross(verts[j] - verts[i], verts[k] - verts[i])
        if np.linalg.norm(normal) < 1e-9:
            continue
        normal /= np.linalg.norm(normal)
        side = (verts - verts[i]) @ normal
        if side.max() > 1e-9:
            normal, side = -normal, -side
        if side.max() > 1e-9:
            continue
        on_plane = tuple(int(v) for v in np.flatnonzero(np.abs(side) < 1e-9))
        found.setdefault(on_plane, (on_plane, normal))
    faces, normals = [], []
    for members, normal in sorted(found.values(), key=lambda fn: fn[0]):
        faces.append(ccw_order(verts, members, normal))
        normals.append(normal)
    return Model(name, verts, tuple(faces), np.asarray(normals))


def ccw_order(verts: np.ndarray, members: tuple[int, ...], normal: np.ndarray) -> tuple[int, ...]:
    """Order a face's vertices counter-clockwise seen from outside, starting at the smallest index."""
    centre = verts[list(members)].mean(axis=0)
    u = verts[members[0]] - centre
    w = np.cross(normal, u)
    order = sorted(members, key=lambda m: math.atan2((verts[m] - centre) @ w, (verts[m] - centre) @ u))
    start = order.index(min(order))
    return tuple(order[start:] + order[:start])


@cache
def model(name: str) -> Model:
    """The canonical model of a polyhedron, edge length 1, resting in its natural pose (y up)."""
    r3, r2 = math.sqrt(3), math.sqrt(2)
    if name == "cube":
        pts = [(x, y, z) for x in (-0.5, 0.5) for y in (-0.5, 0.5) for z in (-0.5, 0.5)]
    elif name == "tetrahedron":
        base = [(math.cos(a) / r3, 0.0, math.sin(a) / r3) for a in (math.pi / 2, math.pi / 2 + 2 * math.pi / 3,
                                                                   math.pi / 2 + 4 * math.pi / 3)]
        pts = [*base, (0.0, math.sqrt(2 / 3), 0.0)]
    elif name == "octahedron":
        a = 1 / r2
        pts = [(a, 0, 0), (-a, 0, 0), (0, a, 0), (0, -a, 0), (0, 0, a), (0, 0, -a)]
    elif name == "square_pyramid":
        pts = [(x, 0.0, z) for x in (-0.5, 0.5) for z in (-0.5, 0.5)] + [(0.0, 1 / r2, 0.0)]
    elif name == "triangular_prism":
        # standing on a triangle, a square facing the viewer: from above one sees the top and two squares
        pts = [(x, y, z) for y in (-0.5, 0.5) for x, z in ((-0.5, r3 / 6), (0.5, r3 / 6), (0.0, -r3 / 3))]
    else:
        raise ValueError(f"unknown polyhedron {name!r}; known: {', '.join(POLYHEDRA)}")
    return hull_model(name, pts)


# ---------------------------------------------------------------- generic nets: unfold spanning trees


def spanning_trees(n_faces: int, pairs: frozenset[tuple[int, int]]) -> list[tuple[tuple[int, int], ...]]:
    """Every spanning tree of the face-adjacency graph (brute force over edge subsets; graphs are tiny)."""
    trees = []
    for subset in itertools.combinations(sorted(pairs), n_faces - 1):
        parent = list(range(n_faces))

        def find(x: int, parent: list[int] = parent) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        acyclic = True
        for a, b in subset:
            ra, rb = find(a), find(b)
            if ra == rb:
                acyclic = False
                break
            parent[ra] = rb
        if acyclic:
            trees.append(subset)
    return trees


Placement = tuple[dict[int, np.ndarray], NetFace, tuple[Point2, Point2] | None]


def unfold(m: Model, tree: tuple[tuple[int, int], ...], root: int = 0,
           overlap: Callable[[tuple[Point2, ...], tuple[Point2, ...]], bool] | None = None,
           placements: dict[tuple[int, ...], Placement] | None = None) -> Net | None:
    """Lay the faces flat along the tree's hinges; None when two faces overlap (not a valid net).

    `overlap`: the pair test, `polygons_overlap` unless given (a memoised one when unfolding many trees).
    `placements`: a memo of laid faces by their path of faces from the root, shared by the trees of one model: a
    face's 2D corners, frame and hinge depend only on that path (each step places a face from its parent's
    corners alone), and the trees of a catalogue share most paths.
    """
    overlap = overlap or polygons_overlap
    placements = {} if placements is None else placements
    children: dict[int, list[int]] = {f: [] for f in range(len(m.faces))}
    for a, b in tree:
        children[a].append(b)
        children[b].append(a)
    paths = {root: (root,)}
    if (root,) not in placements:
        placements[root,] = root_placement(m, root)
    hinges: list[tuple[int, int, tuple[Point2, Point2]]] = []
    queue = [root]
    while queue:
        f = queue.pop(0)
        for g in sorted(children[f]):
            if g in paths:
                continue
            path = paths[f] + (g,)
            if path not in placements:
                a, b = shared_edge(m.faces[f], m.faces[g])
                pos_f = placements[paths[f]][0]
                pos, frame = place_child(m, g, a, b, pos_f[a], pos_f[b])
                placements[path] = (pos, laid_face(m, g, pos, frame), (as_point(pos_f[a]), as_point(pos_f[b])))
            paths[g] = path
            hinges.append((f, g, placements[path][2]))  # type: ignore[arg-type]
            queue.append(g)
    order = sorted(paths)
    index = {f: i for i, f in enumerate(order)}
    faces = tuple(placements[paths[f]][1] for f in order)
    if any(overlap(p.polygon, q.polygon) for p, q in itertools.combinations(faces, 2)):
        return None
    return Net(m.name, faces, tuple((index[f], index[g], edge) for f, g, edge in hinges))


def root_placement(m: Model, root: int) -> Placement:
    """The root face laid flat: its first corner at the origin, its first edge along +x."""
    root_face = m.faces[root]
    v0 = m.vertices[root_face[0]]
    u1 = m.vertices[root_face[1]] - v0
    u1 /= np.linalg.norm(u1)
    u2 = cross3(m.normals[root], u1)
    pos = {v: np.array([(m.vertices[v] - v0) @ u1, (m.vertices[v] - v0) @ u2]) for v in root_face}
    return pos, laid_face(m, root, pos, np.column_stack([u1, u2])), None


def laid_face(m: Model, f: int, pos: dict[int, np.ndarray], frame: np.ndarray) -> NetFace:
    return NetFace(f, tuple(as_point(pos[v]) for v in m.faces[f]), frame)


def shared_edge(face_a: tuple[int, ...], face_b: tuple[int, ...]) -> tuple[int, int]:
    """The edge (a, b) of face_b that face_a also has, in face_b's counter-clockwise direction."""
    for a, b in zip(face_b, face_b[1:] + face_b[:1], strict=True):
        if a in face_a and b in face_a:
            return a, b
    raise ValueError("faces are not adjacent")


def place_child(m: Model, g: int, a: int, b: int, a2: np.ndarray, b2: np.ndarray
                ) -> tuple[dict[int, np.ndarray], np.ndarray]:
    """2D positions of face g given where its edge (a, b) already lies; orientation-preserving map."""
    u1 = m.vertices[b] - m.vertices[a]
    u1 /= np.linalg.norm(u1)
    u2 = cross3(m.normals[g], u1)
    e1 = (b2 - a2) / np.linalg.norm(b2 - a2)
    e2 = np.array([-e1[1], e1[0]])
    pos = {v: a2 + ((m.vertices[v] - m.vertices[a]) @ u1) * e1 + ((m.vertices[v] - m.vertices[a]) @ u2) * e2
           for v in m.faces[g]}
    frame = np.column_stack([u1, u2]) @ np.vstack([e1, e2])
    return pos, frame


def cross3(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """np.cross of two 3-vectors without its per-call overhead: the same products and differences, in the same
    float64 operations, so the same bits."""
    (a0, a1, a2), (b0, b1, b2) = a.tolist(), b.tolist()
    return np.array([a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0])


def as_point(p: np.ndarray) -> Point2:
    return (float(p[0]) + 0.0, float(p[1]) + 0.0)


def polygons_overlap(p: tuple[Point2, ...], q: tuple[Point2, ...], eps: float = 1e-7) -> bool:
    """Convex polygons whose interiors intersect (separating-axis test; touching edges do not count).

    Bounding boxes apart on x or y first: then the polygons are disjoint, so some edge normal separates them
    exactly, and its computed projections (rounding ~1e-15 at these sizes) fall within the tolerance: the
    axis test would answer False too, at a fraction of its cost. Then `overlap_verdict` in plain floats, and the
    axis test in numpy (`numpy_overlap`) only where that leaves the verdict open."""
    pxs, pys, qxs, qys = [x for x, _ in p], [y for _, y in p], [x for x, _ in q], [y for _, y in q]
    if max(pxs) < min(qxs) or max(qxs) < min(pxs) or max(pys) < min(qys) or max(qys) < min(pys):
        return False
    verdict = overlap_verdict(p, q, eps)
    return numpy_overlap(p, q, eps) if verdict is None else verdict


def numpy_overlap(p: tuple[Point2, ...], q: tuple[Point2, ...], eps: float) -> bool:
    """The separating-axis test as numpy computes it: apart on some edge normal within `eps` of its length."""
    pa, qa = np.asarray(p, dtype=float), np.asarray(q, dtype=float)
    for poly in (pa, qa):
        for i in range(len(poly)):
            edge = poly[(i + 1) % len(poly)] - poly[i]
            axis = np.array([-edge[1], edge[0]])
            sp, sq = (pa @ axis).tolist(), (qa @ axis).tolist()
            p_max, p_min, q_max, q_min = max(sp), min(sp), max(sq), min(sq)
            if p_max <= q_min or q_max <= p_min:  # apart without the tolerance, so apart with it too
                return False
            tol = eps * np.linalg.norm(axis)
            if p_max <= q_min + tol or q_max <= p_min + tol:
                return False
    return True


def overlap_verdict(p: tuple[Point2, ...], q: tuple[Point2, ...], eps: float) -> bool | None:
    """`numpy_overlap`'s verdict from plain-float projections, or None when some axis is too near its tie.

    An axis separates when p_max <= q_min + tol or q_max <= p_min + tol (the test without tol is implied by it).
    numpy's projections may fuse a multiply and an add (its BLAS kernel) and so differ from plain floats by a few
    units in the last place of the terms, at most |coordinate|·|axis| times a few 1e-16; an axis whose gaps to the
    tie are larger than 1e-12 times that decides as numpy's would. Any axis clearly apart answers False whatever
    the others; otherwise an open axis leaves the verdict to numpy."""
    big = max(abs(v) for point in (*p, *q) for v in point)
    if not big < 1e12:
        return None
    unsure = False
    for poly in (p, q):
        n = len(poly)
        for i in range(n):
            (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
            ax, ay = -(y1 - y0), x1 - x0
            sp = [x * ax + y * ay for x, y in p]
            sq = [x * ax + y * ay for x, y in q]
            tol = eps * math.sqrt(ax * ax + ay * ay)
            slack = 1e-12 * (big * (abs(ax) + abs(ay)) + tol)
            gap_pq, gap_qp = min(sq) + tol - max(sp), min(sp) + tol - max(sq)
            if gap_pq > slack or gap_qp > slack:
                return False
            if gap_pq >= -slack or gap_qp >= -slack:
                unsure = True
    return None if unsure else True


def canonical_net_form(polygons: list[list[Point2]], extras: list[object] | None = None,
                       directions: list[Point2 | None] | None = None) -> tuple:
    """A congruence-invariant form of a net (rotation, translation and reflection of the paper).

    Every frame anchored on a diameter of the vertex set (both orientations, both reflections) is tried
    and the smallest rounded description wins. `extras` (e.g. colours) and `directions` (marks) ride along
    with their faces so coloured/marked nets compare by content too.

    In plain floats where that is exact: the diameter (numpy's row norm, the root of two squares summed in order;
    the largest root is the root of the largest sum, the root being monotone), and each corner in a frame through
    `frame_point`, which answers numpy's rounded product except within a hair of a rounding tie, where numpy itself
    computes it. The least form does not depend on the order the frames are tried in.
    """
    extras = extras or [None] * len(polygons)
    directions = directions or [None] * len(polygons)
    keys = [[tuple(v) for v in poly] for poly in polygons]
    corners = list(dict.fromkeys(key for poly in keys for key in poly))  # a net corner is shared by up to 4 faces
    # numpy's rounding to 6 places (its own multiply, rint, divide) of every corner, duplicates merged as np.unique
    pts = list(dict.fromkeys(map(tuple, np.round(np.array(corners, dtype=float), 6).tolist())))
    squares = [[(qx - px) * (qx - px) + (qy - py) * (qy - py) for qx, qy in pts] for px, py in pts]
    far = math.sqrt(max(map(max, squares)))
    near = far - 1e-6
    best: tuple | None = None
    labels = [str(extra) for extra in extras]
    marks = [None if d is None else (float(d[0]), float(d[1])) for d in directions]
    for i, row in enumerate(squares):
        for j, square in enumerate(row):
            if not math.sqrt(square) > near:
                continue
            (px, py), (qx, qy) = pts[i], pts[j]
            ex, ey = (qx - px) / far, (qy - py) / far
            # each distinct corner placed once (equal corners give equal products; rounding folds -0.0 into 0.0),
            # as it reads in this frame and in its reflection (`mirrored`)
            at = {key: views(frame_point(ex, ey, key[0] - px, key[1] - py)) for key in corners}
            pointed = [None if d is None else views(frame_point(ex, ey, d[0], d[1])) for d in marks]
            for side in (0, 1):
                form = tuple(sorted(
                    (tuple(sorted([at[key][side] for key in poly])), label, None if d is None else d[side])
                    for poly, label, d in zip(keys, labels, pointed, strict=True)))
                if best is None or form < best:
                    best = form
    assert best is not None
    return best


TIE_MARGIN = 1e-6  # in thousandths: how near a rounding tie a frame coordinate takes numpy's own product


def frame_point(ex: float, ey: float, rx: float, ry: float) -> list[float]:
    """`rounded(basis @ (rx, ry))` for the frame basis [[ex, ey], [-ey, ex]]: numpy's 2×2 product may fuse a
    multiply and an add (its BLAS kernel), so a plain-float product can differ from it in the last bit; rounded to
    3 places the two agree unless the value lies within a hair of a rounding tie (a thousandth's half), and there
    numpy's product is taken. The gap between the two is at most a few units in the last place of the terms
    (coordinates of a few edge lengths: ~1e-15), far inside TIE_MARGIN thousandths."""
    u, w = ex * rx + ey * ry, -ey * rx + ex * ry
    tu, tw = u * 1000.0, w * 1000.0
    if (abs(tu) < 1e12 and abs(tw) < 1e12 and abs(tu - math.floor(tu) - 0.5) > TIE_MARGIN
            and abs(tw - math.floor(tw) - 0.5) > TIE_MARGIN):
        return [round(u, 3) + 0.0, round(w, 3) + 0.0]
    return rounded(np.array([[ex, ey], [-ey, ex]]) @ np.array([rx, ry]))


def rounded(v: np.ndarray, digits: int = 3) -> list[float]:
    return [round(float(x), digits) + 0.0 for x in v]


def views(point: list[float]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """A rounded frame point as `mirrored` gives it: unreflected, then reflected."""
    return (point[0], point[1]), (point[0], -point[1] + 0.0)


def mirrored(point: list[float], mirror: bool) -> tuple[float, ...]:
    """A rounded frame point, reflected across the frame's x axis when `mirror`.

    Equals rounding the point computed in the reflected frame: negating a basis row negates every product and
    sum exactly, `round` is symmetric about zero, and adding 0.0 turns -0.0 into 0.0 as `rounded` does.
    """
    return (point[0], -point[1] + 0.0) if mirror else tuple(point)


# ---------------------------------------------------------------- cube nets: hexominoes rolled over a cube

Cell = tuple[int, int]
STEPS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))


def roll_matrix(step: Cell) -> np.ndarray:
    """World rotation that brings the cube face facing `step` (in the paper plane) to the top (+z)."""
    c, s = 0.0, 1.0  # cos, sin of 90°
    if step == (1, 0):  # +x → +z: rotation about y by -90°
        return np.array([[c, 0, -s], [0, 1, 0], [s, 0, c]])
    if step == (-1, 0):
        return np.array([[c, 0, s], [0, 1, 0], [-s, 0, c]])
    if step == (0, 1):  # +y → +z: rotation about x by +90°
        return np.array([[1, 0, 0], [0, c, -s], [0, s, c]])
    return np.array([[1, 0, 0], [0, c, s], [0, -s, c]])


def fixed_polyominoes(size: int) -> set[frozenset[Cell]]:
    """All polyominoes of `size` cells up to translation, grown cell by cell from a single square."""
    shapes: set[frozenset[Cell]] = {frozenset({(0, 0)})}
    for _ in range(size - 1):
        grown = set()
        for shape in shapes:
            for (x, y), (dx, dy) in itertools.product(shape, STEPS):
                if (x + dx, y + dy) not in shape:
                    grown.add(normalise_cells(shape | {(x + dx, y + dy)}))
        shapes = grown
    return shapes


def normalise_cells(cells: frozenset[Cell] | set[Cell]) -> frozenset[Cell]:
    mx, my = min(x for x, _ in cells), min(y for _, y in cells)
    return frozenset((x - mx, y - my) for x, y in cells)


SQUARE_SYMMETRIES: tuple[tuple[int, int, int, int], ...] = (
    (1, 0, 0, 1), (0, -1, 1, 0), (-1, 0, 0, -1), (0, 1, -1, 0),
    (-1, 0, 0, 1), (1, 0, 0, -1), (0, 1, 1, 0), (0, -1, -1, 0),
)


def transform_cells(cells: frozenset[Cell], sym: tuple[int, int, int, int]) -> frozenset[Cell]:
    a, b, c, d = sym
    return normalise_cells({(a * x + b * y, c * x + d * y) for x, y in cells})


def free_form(cells: frozenset[Cell]) -> tuple[Cell, ...]:
    """Canonical form under the 8 symmetries of the square."""
    return min(tuple(sorted(transform_cells(cells, s))) for s in SQUARE_SYMMETRIES)


def roll_cube(cells: frozenset[Cell]) -> dict[Cell, np.ndarray] | None:
    """Body→world rotation per cell when that cell lies on top of the cube; None if it does not fold.

    Folds iff every hinge (every pair of side-adjacent cells) is consistent and the six cells land on six
    different faces.
    """
    start = min(cells)
    pose: dict[Cell, np.ndarray] = {start: np.eye(3)}
    queue = [start]
    while queue:
        x, y = queue.pop(0)
        for dx, dy in STEPS:
            nxt = (x + dx, y + dy)
            if nxt not in cells:
                continue
            rolled = roll_matrix((dx, dy)) @ pose[(x, y)]
            if nxt not in pose:
                pose[nxt] = rolled
                queue.append(nxt)
            elif not all_close(pose[nxt].ravel().tolist(), rolled.ravel().tolist()):
                return None
    tops = {tuple(np.round(p.T @ np.array([0.0, 0.0, 1.0])).astype(int)) for p in pose.values()}
    return pose if len(tops) == 6 else None


def all_close(a: Sequence[float], b: Sequence[float], atol: float = 1e-8, rtol: float = 1e-5) -> bool:
    """`np.allclose(a, b)` of equal-length finite float sequences, in plain floats: the same elementwise
    |a - b| <= atol + rtol·|b|, without numpy's per-call cost."""
    return all(abs(x - y) <= atol + rtol * abs(y) for x, y in zip(a, b, strict=True))


@cache
def cube_nets() -> tuple[tuple[Cell, ...], ...]:
    """The 11 cube nets as hexominoes (canonical under the square's symmetries), found by rolling."""
    folding = {free_form(shape) for shape in fixed_polyominoes(6) if roll_cube(shape) is not None}
    return tuple(sorted(folding))


def cube_net_from_cells(cells: frozenset[Cell]) -> Net:
    """Net faces of a hexomino: unit squares, each tagged with the cube model face it becomes."""
    pose = roll_cube(cells)
    if pose is None:
        raise ValueError("hexomino does not fold into a cube")
    m = model("cube")
    order = sorted(cells)
    faces = []
    for x, y in order:
        normal = pose[(x, y)].T @ np.array([0.0, 0.0, 1.0])
        face = int(np.argmax(m.normals @ normal))
        polygon = ((float(x), float(y)), (x + 1.0, float(y)), (x + 1.0, y + 1.0), (float(x), y + 1.0))
        faces.append(NetFace(face, polygon, pose[(x, y)].T[:, :2].copy()))
    hinges = []
    for i, (x, y) in enumerate(order):
        for dx, dy in ((1, 0), (0, 1)):
            if (x + dx, y + dy) in cells:
                j = order.index((x + dx, y + dy))
                edge = ((x + 1.0, float(y)), (x + 1.0, y + 1.0)) if dx else ((float(x), y + 1.0), (x + 1.0, y + 1.0))
                hinges.append((i, j, edge))
    return Net("cube", tuple(faces), tuple(hinges))


# ---------------------------------------------------------------- catalogue


@cache
def net_classes(solid: str) -> tuple[tuple[Net, ...], ...]:
    """Valid nets of a polyhedron grouped by congruence class (each class holds all its unfoldings).

    The cube uses the hexomino catalogue (each class = the 8 placements of one hexomino); the others
    unfold every spanning tree of the face graph from every root and keep the non-overlapping ones.
    """
    if solid == "cube":
        return tuple(tuple(cube_net_from_cells(transform_cells(frozenset(cells), s)) for s in SQUARE_SYMMETRIES)
                     for cells in cube_nets())
    m = model(solid)
    groups: dict[tuple, list[Net]] = {}
    overlap = cache(polygons_overlap)  # a memo for this catalogue: trees share most face placements (~9x repeats)
    placements: dict[tuple[int, ...], Placement] = {}
    for tree in spanning_trees(len(m.faces), m.adjacency()):
        net = unfold(m, tree, overlap=overlap, placements=placements)
        if net is not None:
            groups.setdefault(canonical_net_form([list(f.polygon) for f in net.faces]), []).append(net)
    return tuple(tuple(groups[key]) for key in sorted(groups))


@cache
def rotation_group(solid: str) -> tuple[tuple[np.ndarray, tuple[int, ...]], ...]:
    """Proper rotations mapping the model onto itself, each with its face permutation (face f → perm[f])."""
    m = model(solid)
    f0 = m.faces[0]
    src = face_frame(m.vertices, f0[0], f0[1], m.face_centroid(0))
    lookup = {frozenset(face): i for i, face in enumerate(m.faces)}
    found: dict[tuple, tuple[np.ndarray, tuple[int, ...]]] = {}
    for g, face in enumerate(m.faces):
        if len(face) != len(f0):
            continue
        for k in range(len(face)):
            dst = face_frame(m.vertices, face[k], face[(k + 1) % len(face)], m.face_centroid(g))
            rot = dst @ src.T
            moved = m.vertices @ rot.T
            match = [int(np.argmin(np.linalg.norm(m.vertices - p, axis=1))) for p in moved]
            if not np.allclose(m.vertices[match], moved, atol=1e-7):
                continue
            perm = tuple(lookup[frozenset(match[v] for v in fc)] for fc in m.faces)
            found.setdefault(tuple(np.round(rot, 6).ravel()), (rot, perm))
    return tuple(found[key] for key in sorted(found))


def face_frame(verts: np.ndarray, a: int, b: int, centre: np.ndarray) -> np.ndarray:
    """Orthonormal right-handed frame (columns) from a face centre and one of its edges."""
    x = verts[a] - centre
    x /= np.linalg.norm(x)
    y = verts[b] - centre
    y -= (y @ x) * x
    y /= np.linalg.norm(y)
    return np.column_stack([x, y, cross3(x, y)])


def arrow_directions(m: Model, f: int) -> list[np.ndarray]:
    """Allowed mark directions on a face: from its centre towards each edge midpoint (unit, model space)."""
    face = m.faces[f]
    centre = m.face_centroid(f)
    dirs = []
    for a, b in zip(face, face[1:] + face[:1], strict=True):
        d = (m.vertices[a] + m.vertices[b]) / 2 - centre
        dirs.append(d / np.linalg.norm(d))
    return dirs
