"""Visual Relation Abstraction: the part catalogue. Every kind of part (triangles, quadrilaterals, stars, arcs,
polylines…) is built with its attributes known by construction; `library` draws a fixed set per kind."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property

import numpy as np

from mindbench.generators.mindseye.visual_relation_abstraction.vocabulary import (
    MAX_ANGLE,
    MIN_ANGLE,
    RIGHT_GAP,
)

DENSITY_CURVE = 48  # points `stroke_density` samples on a curve


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

    def __hash__(self) -> int:
        """The dataclass's own hash (of the fields' tuple), worked out once: the density and placement caches look
        parts up at every draw, and hashing the points' nested tuples each time costs more than the lookup."""
        return self._hash

    @cached_property
    def _hash(self) -> int:
        return hash((self.kind, self.shape, self.pts, self.rx, self.ry, self.sweep, self.ra, self.convex,
                     self.corners, self.axes, self.inradius))

    def __getstate__(self) -> dict:
        """The fields and cached measures without the cached hash (a str's hash differs between processes)."""
        return {k: v for k, v in self.__dict__.items() if k != "_hash"}

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
            th = np.linspace(0, 2 * math.pi, DENSITY_CURVE, endpoint=False)
            pts = np.column_stack([self.rx * np.cos(th), self.ry * np.sin(th)])
        else:
            th = np.radians(90.0 - self.sweep / 2 + np.linspace(0, self.sweep, DENSITY_CURVE))
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

