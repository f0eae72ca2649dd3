"""Plane geometry shared by the Mind's Eye 2D tasks: isometries, mirror and rotational symmetry, corner angles,
convexity, containment and distances between strokes.

Everything here is pure and deterministic. Every quantity has one definition and one arithmetic path (plain
Python floats, numpy elementwise arithmetic on separate x and y arrays, or one stated numpy product or KD-tree
query), never a fast path with a fallback. Its last bits may still differ between machines (a BLAS kernel, a
compiler's fused multiply-add), so a caller that compares it with a threshold keeps a margin from that threshold
and refuses a draw inside it (`near_threshold`). Tolerances are the callers': each task passes the ones its
verdicts use.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

import numpy as np
from scipy.spatial import cKDTree

# ---------------------------------------------------------------------------------------------- margins


def near_threshold(value: float, thresholds: Sequence[float], margin: float) -> bool:
    """Whether `value` lies within `margin` of any threshold a verdict compares it with: such a measurement is on a
    knife edge (its last bits, which differ between arithmetic paths, could flip the verdict), so a caller refuses
    the draw instead of deciding it."""
    return any(abs(value - t) < margin for t in thresholds)


# ---------------------------------------------------------------------------------------------- isometries


def rotation_matrix(angle: float) -> np.ndarray:
    """Counter-clockwise rotation by `angle` radians (clockwise on screen, where y points down)."""
    c, s = math.cos(angle), math.sin(angle)
    return np.array([[c, -s], [s, c]])


def reflection_matrix(axis_angle: float) -> np.ndarray:
    """Mirror about the line through the origin at `axis_angle` radians."""
    c, s = math.cos(2 * axis_angle), math.sin(2 * axis_angle)
    return np.array([[c, s], [s, -c]])


def reflect_points(pts: np.ndarray, origin: np.ndarray, direction: np.ndarray) -> np.ndarray:
    """Mirror points (…, 2) in the line through `origin` with unit `direction`."""
    rel = pts - origin
    return origin + 2 * (rel @ direction)[..., None] * direction - rel


def norms(v: np.ndarray) -> np.ndarray:
    """Euclidean lengths along the last axis (size 2): the floats `np.linalg.norm(v, axis=-1)` gives (it squares,
    adds the two in order and takes the root), without numpy's slow reduction over a length-2 axis."""
    x, y = v[..., 0], v[..., 1]
    return np.sqrt(x * x + y * y)


# ---------------------------------------------------------------------------------------------- point sets


def mirror_mismatch(points: np.ndarray, labels: np.ndarray, origins: np.ndarray, directions: np.ndarray
                    ) -> tuple[np.ndarray, np.ndarray]:
    """For each candidate mirror line (a point on it, its unit direction): the largest distance from a mirrored
    point to the nearest point of the same label, and that nearest point's index per mirrored point.

    Zero mismatch on a line means the reflection permutes the labelled points: the line is a mirror axis of the
    set. Computed on separate x and y arrays (C lines × P points × P points): the relative position, its
    projection on the line, the mirrored point and the squared distance summed as `np.linalg.norm` sums it; the
    root is taken after the min and max (the same values: the root is monotone)."""
    px, py = points[:, 0], points[:, 1]
    ox, oy, dx, dy = origins[:, 0, None], origins[:, 1, None], directions[:, 0, None], directions[:, 1, None]
    relx, rely = px[None, :] - ox, py[None, :] - oy  # (C, P)
    proj2 = 2 * (relx * dx + rely * dy)
    mx, my = ox + proj2 * dx - relx, oy + proj2 * dy - rely
    gx, gy = mx[:, :, None] - px[None, None, :], my[:, :, None] - py[None, None, :]  # (C, P, P)
    dist2 = gx * gx + gy * gy
    dist2[:, labels[:, None] != labels[None, :]] = np.inf  # a point only maps onto a point of its own label
    nearest = dist2.argmin(axis=2)
    return np.sqrt(dist2.min(axis=2).max(axis=1)), nearest


def directed_distance(a: np.ndarray, b: np.ndarray) -> float:
    """max over the points a of the distance to the nearest point of b (a directed Hausdorff distance), by brute
    force: for the few points of a glyph or a container."""
    return float(norms(a[:, None] - b[None]).min(axis=1).max())


def axes_through_pairs(points: np.ndarray, labels: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Candidate mirror lines of a labelled point set: the line through every two distinct points and the
    perpendicular bisector of every two distinct points of one label (a point on each, its unit direction). Every
    mirror axis of the set is one of these unless the set has a single distinct point (then: any line through
    it, returned as the horizontal one)."""
    i, j = _pairs(len(points), 1)
    v = points[j] - points[i]
    norm = np.sqrt(v[:, 0] * v[:, 0] + v[:, 1] * v[:, 1])  # `np.linalg.norm(v, axis=1)`, without its slow reduction
    keep = norm > 1e-9
    i, j, v = i[keep], j[keep], v[keep] / norm[keep][:, None]
    same = labels[i] == labels[j]
    origins = np.vstack([points[i], (points[i][same] + points[j][same]) / 2])
    dirs = np.vstack([v, np.column_stack([-v[same][:, 1], v[same][:, 0]])])
    if not len(origins):
        origins, dirs = points[:1], np.array([[1.0, 0.0]])
    return origins, dirs


def farthest_nearest(a: np.ndarray, tree: cKDTree) -> float:
    """max over the points a of the distance to the nearest point in the tree (a directed Hausdorff distance)."""
    return float(tree.query(a)[0].max())


def point_sets_touch(a: np.ndarray, b: np.ndarray, gap: float) -> bool:
    """Whether some point of a lies closer than `gap` to some point of b. Point sets whose bounding boxes are over
    twice `gap` apart are not searched, and the search looks no farther than twice `gap`: both only skip pairs
    that are clearly farther apart than `gap`."""
    lo_a, hi_a, lo_b, hi_b = a.min(axis=0), a.max(axis=0), b.min(axis=0), b.max(axis=0)
    if float(np.maximum(lo_b - hi_a, lo_a - hi_b).max()) > 2 * gap:
        return False
    return float(cKDTree(b).query(a, distance_upper_bound=2 * gap)[0].min()) < gap


# ---------------------------------------------------------------------------------------------- segment sets


def segment_set_mismatch(points: np.ndarray, mirror: bool, angles: np.ndarray) -> np.ndarray:
    """For each isometry about the origin (a mirror about the axis at `angle`, or a rotation by `angle`, radians):
    how far the image of the segment set `points` (2N, 2; segment i = rows 2i, 2i+1) is from the set itself. The
    distance is the symmetric Hausdorff distance between segment sets, two segments being as far apart as
    their best endpoint pairing's larger endpoint distance; it is zero iff the isometry maps the set of
    unordered segments onto itself.

    Isometries about the origin keep |p|, so |g(p) − q|² = |p|² + |q|² − 2 g(p)·q, and g(p)·q is linear in
    (cos, sin) of the angle: one matrix product for all angles.
    """
    n = len(points) // 2
    x, y = points[:, 0], points[:, 1]
    if mirror:  # g(p)·q = cos2θ (px qx − py qy) + sin2θ (py qx + px qy)
        trig = np.stack([np.cos(2 * angles), np.sin(2 * angles)], axis=1)
        basis = np.stack([np.outer(x, x) - np.outer(y, y), np.outer(y, x) + np.outer(x, y)])
    else:  # g(p)·q = cosφ (px qx + py qy) + sinφ (px qy − py qx)
        trig = np.stack([np.cos(angles), np.sin(angles)], axis=1)
        basis = np.stack([np.outer(x, x) + np.outer(y, y), np.outer(x, y) - np.outer(y, x)])
    sq = (x * x + y * y)
    dist2 = trig @ basis.reshape(2, -1)  # (the product as one call: its floats depend on the operands' layout)
    dist2 *= 2  # |p|² + |q|² − 2 g(p)·q, in place: the arrays are large, and fresh ones cost more than the arithmetic
    np.subtract((sq[:, None] + sq[None, :]).reshape(-1), dist2, out=dist2)
    dist2 = dist2.reshape(len(angles), n, 2, n, 2)
    seg = np.maximum(dist2[:, :, 0, :, 0], dist2[:, :, 1, :, 1])  # direct endpoint pairing
    np.minimum(seg, np.maximum(dist2[:, :, 0, :, 1], dist2[:, :, 1, :, 0]), out=seg)  # or swapped
    worst = np.maximum(seg.min(axis=2).max(axis=1), seg.min(axis=1).max(axis=1))
    return np.sqrt(np.maximum(worst, 0.0))


def segment_set_symmetries(segs: np.ndarray, tol: float, angle_tol_deg: float) -> tuple[list[float], list[float]]:
    """(rotation angles in degrees, mirror-axis angles in degrees) of every non-trivial isometry fixing the
    centroid that maps the segment set (N, 2, 2) onto itself within `tol`; angles within `angle_tol_deg` merged.

    Any such isometry maps the endpoint a farthest from the centroid to an endpoint b at the same distance,
    which fixes the rotation (angle b − angle a) or the mirror axis ((angle a + angle b) / 2); so trying
    every such b finds them all.
    """
    points = segs.reshape(-1, 2) - segs.reshape(-1, 2).mean(axis=0)
    radii = norms(points)
    a = int(np.argmax(radii))
    alpha = math.atan2(points[a, 1], points[a, 0])
    partners = np.nonzero(np.abs(radii - radii[a]) <= 10 * tol)[0]
    betas = np.arctan2(points[partners, 1], points[partners, 0])
    rot_angles = np.mod(betas - alpha, 2 * math.pi)
    rot_angles = rot_angles[(rot_angles > 1e-4) & (rot_angles < 2 * math.pi - 1e-4)]
    axes = np.mod((alpha + betas) / 2, math.pi)
    rots: list[float] = []
    if len(rot_angles):
        cost = segment_set_mismatch(points, False, rot_angles)
        rots = distinct_angles(np.degrees(rot_angles[cost <= tol]), 360.0, angle_tol_deg)
    cost = segment_set_mismatch(points, True, axes)
    mirrors = distinct_angles(np.degrees(axes[cost <= tol]), 180.0, angle_tol_deg)
    return rots, mirrors


def distinct_angles(degrees: np.ndarray, period: float, angle_tol_deg: float) -> list[float]:
    """Angles (mod period) with near-equal ones (within `angle_tol_deg`, circularly) merged, ascending."""
    out: list[float] = []
    for x in sorted(float(v) % period for v in degrees):
        if not out or x - out[-1] > angle_tol_deg:
            out.append(x)
    if len(out) > 1 and out[0] + period - out[-1] <= angle_tol_deg:
        out.pop()
    return out


def rotation_order(rotations_deg: Sequence[float]) -> int | None:
    """The order k of the rotation group whose non-trivial angles are `rotations_deg` (k = 1 for none), or None when
    the angles are not the multiples of 360°/k."""
    k = len(rotations_deg) + 1
    if any(abs(r * k / 360 - round(r * k / 360)) > 1e-4 for r in rotations_deg):
        return None
    return k


# ---------------------------------------------------------------------------------------------- polygons


def corner_angles(points: Sequence[Sequence[float]], closed: bool) -> list[float]:
    """The angle (degrees, 0..180) at each corner between its two strokes, by the dot product on plain floats
    (several times faster than numpy on 2-vectors; one arithmetic path, so callers keep a margin from their
    thresholds instead of re-measuring near them). Open polylines have no corner at their ends."""
    n = len(points)
    out = []
    for i in (range(n) if closed else range(1, n - 1)):
        (px, py), (qx, qy), (rx, ry) = points[i - 1], points[i], points[(i + 1) % n]
        ux, uy, vx, vy = px - qx, py - qy, rx - qx, ry - qy
        cos = (ux * vx + uy * vy) / (math.sqrt(ux * ux + uy * uy) * math.sqrt(vx * vx + vy * vy))
        out.append(math.degrees(math.acos(max(-1.0, min(1.0, cos)))))
    return out


def is_convex_polygon(pts: np.ndarray) -> bool:
    """Every turn of the closed polygon goes the same way (no straight or reflex corner)."""
    nxt = _next_vertex(len(pts))
    e1 = pts[nxt] - pts
    e2 = e1[nxt]
    turns = np.sign(e1[:, 0] * e2[:, 1] - e1[:, 1] * e2[:, 0])
    return abs(int(turns.sum())) == len(pts)


def points_in_polygon(polygon: np.ndarray, pts: np.ndarray) -> np.ndarray:
    """Which points lie inside a closed polygon (even-odd ray casting)."""
    x, y = pts[:, 0][:, None], pts[:, 1][:, None]
    x1, y1 = polygon[:, 0][None, :], polygon[:, 1][None, :]
    nxt = _next_vertex(len(polygon))
    x2, y2 = polygon[nxt, 0][None, :], polygon[nxt, 1][None, :]
    crosses = ((y1 > y) != (y2 > y)) & (x < (x2 - x1) * (y - y1) / np.where(y2 == y1, 1e-12, y2 - y1) + x1)
    return crosses.sum(axis=1) % 2 == 1


def points_in_ellipse(centre: Sequence[float], rx: float, ry: float, angle_deg: float, pts: np.ndarray
                      ) -> np.ndarray:
    """Which points lie strictly inside an ellipse (semi-axes rx, ry; the rx axis at `angle_deg`)."""
    a = math.radians(angle_deg)
    d = pts - np.asarray(centre)
    x = d[:, 0] * math.cos(a) + d[:, 1] * math.sin(a)
    y = -d[:, 0] * math.sin(a) + d[:, 1] * math.cos(a)
    return (x / rx) ** 2 + (y / ry) ** 2 < 1


def point_segment_distance_xy(px: np.ndarray, py: np.ndarray, ax: np.ndarray, ay: np.ndarray, bx: np.ndarray,
                              by: np.ndarray) -> np.ndarray:
    """Distance from points (px, py) to segments a-b, per element, on separate x and y arrays: projecting onto the
    segment, clamping and measuring, on contiguous arrays (several times faster than on a trailing axis of 2)."""
    abx, aby = bx - ax, by - ay
    t = np.clip(((px - ax) * abx + (py - ay) * aby) / (abx * abx + aby * aby), 0.0, 1.0)
    dx, dy = px - (ax + t * abx), py - (ay + t * aby)
    return np.sqrt(dx * dx + dy * dy)


def point_segment_distance(qx: float, qy: float, s0x: float, s0y: float, s1x: float, s1y: float) -> float:
    """Distance from a point to a segment, on plain floats."""
    vx, vy = s1x - s0x, s1y - s0y
    t = min(1.0, max(0.0, ((qx - s0x) * vx + (qy - s0y) * vy) / max(vx * vx + vy * vy, 1e-18)))
    ex, ey = qx - s0x - t * vx, qy - s0y - t * vy
    return math.sqrt(ex * ex + ey * ey)


def segments_cross(p: np.ndarray, closed: bool, touch: float = 1e-6) -> bool:
    """Whether two non-adjacent edges of the polygon/polyline cross, or touch (an end of one within `touch` of the
    other: a collinear overlap or a vertex on another edge). Plain floats throughout."""
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
            if min(point_segment_distance(ax, ay, cx, cy, dx, dy), point_segment_distance(bx, by, cx, cy, dx, dy),
                   point_segment_distance(cx, cy, ax, ay, bx, by),
                   point_segment_distance(dx, dy, ax, ay, bx, by)) < touch:
                return True
    return False


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
