"""Visual Relation Abstraction: verify's path. Every attribute is measured from the coordinates in params with the
shared plane geometry (`geometry2d`), never from generation's labels, and the key is proved again: no predicate of
the vocabulary singles out a panel other than the gold."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np
from scipy.spatial import cKDTree

from mindbench.generators.common.canvas import LABEL_HEIGHT
from mindbench.generators.common.item import LETTERS, VerificationError, signature_hash
from mindbench.generators.mindseye import geometry2d as g2
from mindbench.generators.mindseye.visual_relation_abstraction.rendering import panel_transform, stroke_points
from mindbench.generators.mindseye.visual_relation_abstraction.vocabulary import (
    ANGLE_MARGIN,
    ASYM_GAP,
    BOOLEAN_ATTRIBUTES,
    CONJUNCTIONS,
    COUNT_ATTRIBUTES,
    MAX_ANGLE,
    MIN_ANGLE,
    N_OPTIONS,
    RIGHT_GAP,
    RIGHT_TOL,
    SALIENT,
    SAMPLE_STEP,
    SEPARATION,
    SUBTLE,
    SYM_MARGIN,
    SYM_TOL,
)


def dense_points(part: dict[str, Any], step: float) -> np.ndarray:
    """Points along the strokes of a part, at most about `step` apart."""
    if part["type"] in ("ellipse", "arc"):
        rough, _ = stroke_points(part, n_curve=64)
        length = float(np.linalg.norm(np.diff(rough, axis=0), axis=1).sum())
        ratio = max(part.get("rx", 1.0), part.get("ry", 1.0)) / min(part.get("rx", 1.0), part.get("ry", 1.0))
        return stroke_points(part, n_curve=max(16, int(math.ceil(1.2 * ratio * length / step))))[0]
    ring = [*part["points"], part["points"][0]] if part["type"] == "polygon" else part["points"]
    pts = np.asarray(ring, dtype=float)
    a, b = pts[:-1], pts[1:]
    seg, frac = _edge_samples(tuple(max(1, math.ceil(length / step)) for length in _edge_lengths(ring, False)))
    return np.vstack([a[seg] + (b - a)[seg] * frac, pts[-1:]])


@lru_cache(maxsize=4096)
def _edge_samples(counts: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """`dense_points`' samples along edges cut into `counts` pieces: each sample's edge and its fraction along it
    (j / count for j = 0 .. count - 1, as a column). Edge counts repeat across figures, so each tuple is worked out
    once per process (read-only: callers share it)."""
    n = np.array(counts)
    seg = np.repeat(np.arange(len(n)), n)
    frac = ((np.arange(n.sum()) - np.repeat(np.cumsum(n) - n, n)) / np.repeat(n, n))[:, None]
    seg.flags.writeable = frac.flags.writeable = False
    return seg, frac



# every angle verify compares a corner with (`measure_panel`); a corner within ANGLE_MARGIN of one is refused
ANGLE_BOUNDS = (MIN_ANGLE, MAX_ANGLE, 90 - RIGHT_GAP, 90 - RIGHT_TOL, 90 + RIGHT_TOL, 90 + RIGHT_GAP)
# every mismatch verify compares a mirror error with; an error within SYM_MARGIN of one is refused
SYM_BOUNDS = (SYM_TOL, ASYM_GAP)


def inside(region: dict[str, Any], pts: np.ndarray) -> np.ndarray:
    """Which points lie inside a closed part (polygon by even-odd ray casting, ellipse by its equation)."""
    if region["type"] == "ellipse":
        return g2.points_in_ellipse(region["center"], region["rx"], region["ry"], region["angle"], pts)
    return g2.points_in_polygon(np.asarray(region["points"], dtype=float), pts)


def salient_points(parts: list[dict[str, Any]]) -> list[tuple[str, np.ndarray]]:
    """Points any mirror symmetry must permute: corners, stroke ends, centres, ellipse major-axis ends."""
    out: list[tuple[str, np.ndarray]] = []
    for part in parts:
        t = part["type"]
        if t in ("polygon", "polyline"):
            pts = np.asarray(part["points"], dtype=float)
            out += [("corner", q) for q in (pts if t == "polygon" else pts[1:-1])]
            if t == "polyline":
                out += [("end", pts[0]), ("end", pts[-1])]
        elif t == "ellipse":
            c = np.asarray(part["center"], dtype=float)
            out.append(("centre", c))
            if abs(part["rx"] - part["ry"]) > 1e-6:
                a = math.radians(part["angle"] + (0 if part["rx"] > part["ry"] else 90))
                d = max(part["rx"], part["ry"]) * np.array([math.cos(a), math.sin(a)])
                out += [("major", c + d), ("major", c - d)]
        else:
            c = np.asarray(part["center"], dtype=float)
            pts, _ = stroke_points(part, n_curve=2)
            out += [("centre", c), ("end", pts[0]), ("end", pts[-1])]
    return out



def mirror_error(parts: list[dict[str, Any]], dense: np.ndarray, diag: float) -> float:
    """Smallest mismatch (relative to the bbox diagonal; or the first one within SYM_TOL less SYM_MARGIN) between
    the figure and its mirror image over every candidate axis: perpendicular bisectors of two salient points of a
    kind and lines through two salient points (every mirror axis of the figure is one of these, or passes through
    its only salient point). Where it is at least ASYM_GAP (asymmetric) it may be a lower bound of that mismatch:
    the salient points' share, when that alone reaches ASYM_GAP on every axis tried."""
    origins, dirs, sal_err = mirror_candidates(parts, diag)
    tree = None
    best = math.inf
    for k in np.argsort(sal_err, kind="stable")[:6]:
        if sal_err[k] >= 2 * ASYM_GAP and best < math.inf:
            break
        if sal_err[k] >= ASYM_GAP:
            # this axis is clearly not a mirror axis on the salient points alone: the dense strokes can only raise
            # its mismatch, which no caller can tell from this one (both at least ASYM_GAP: asymmetric)
            best = min(best, float(sal_err[k]))
            continue
        tree = cKDTree(dense) if tree is None else tree
        err = g2.farthest_nearest(g2.reflect_points(dense, origins[k], dirs[k]), tree) / diag
        best = min(best, max(err, float(sal_err[k])))
        if best <= SYM_TOL - SYM_MARGIN:
            break  # symmetric, clear of the margin: a smaller error changes no verdict
    return best


def mirror_candidates(parts: list[dict[str, Any]], diag: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """`mirror_error`'s candidate axes (a point on each, its unit direction) and each one's mismatch on the salient
    points alone (relative to the bbox diagonal)."""
    sal = salient_points(parts)
    pts = np.array([q for _, q in sal])
    names = sorted({k for k, _ in sal})
    kind_ids = np.array([names.index(k) for k, _ in sal])
    origins, dirs = g2.axes_through_pairs(pts, kind_ids)
    mismatch, _ = g2.mirror_mismatch(pts, kind_ids, origins, dirs)
    return origins, dirs, mismatch / diag


def measure_panel(panel: dict[str, Any], where: str) -> dict[str, Any]:
    """Every vocabulary attribute of one panel from its coordinates; VerificationError on an ambiguous figure."""
    parts = panel["parts"]
    if not 1 <= len(parts) <= 3:
        raise VerificationError(f"{where}: {len(parts)} parts; 1–3 expected")
    coarse = np.vstack([stroke_points(p)[0] for p in parts])
    diag = float(np.linalg.norm(coarse.max(axis=0) - coarse.min(axis=0)))
    if diag <= 0:
        raise VerificationError(f"{where}: degenerate figure")
    step = SAMPLE_STEP * diag
    dense = [dense_points(p, step) for p in parts]
    corners, right, convex_all = 0, False, True
    bend, right_gap = math.inf, math.inf  # figure units: the smallest corner bend, distance to the right verdict
    curve, opening = math.inf, math.inf  # the least curvature of a curved part, the smallest gap of an open one
    for k, part in enumerate(parts):
        t = part["type"]
        if t not in ("polygon", "polyline", "ellipse", "arc"):
            raise VerificationError(f"{where}: unknown part type {t!r}")
        if t in ("polygon", "polyline"):
            pts = np.asarray(part["points"], dtype=float)
            closed = t == "polygon"
            if len(pts) < (3 if closed else 2):
                raise VerificationError(f"{where}: part {k} has too few points")
            edges = _edge_lengths(part["points"], closed)
            if min(edges) < 0.04 * diag or g2.segments_cross(pts, closed):
                raise VerificationError(f"{where}: part {k} has a tiny edge or crosses itself")
            angles = g2.corner_angles(part["points"], closed)
            for a in angles:
                if g2.near_threshold(a, ANGLE_BOUNDS, ANGLE_MARGIN):
                    raise VerificationError(f"{where}: part {k} has a corner of {a:.6f}°, within {ANGLE_MARGIN}° of "
                                            "a bound of the verdict")
                if not MIN_ANGLE <= a <= MAX_ANGLE:
                    raise VerificationError(f"{where}: part {k} has a corner of {a:.1f}° (too sharp or too flat)")
                if RIGHT_TOL < abs(a - 90) < RIGHT_GAP:
                    raise VerificationError(f"{where}: part {k} has a near-right corner of {a:.2f}°")
            right = right or any(abs(a - 90) <= RIGHT_TOL for a in angles)
            corners += len(angles)
            arms = _corner_arms(edges, closed)
            for a, arm in zip(angles, arms, strict=True):
                bend = min(bend, arm * math.sin(math.radians(180.0 - a)))
                off = abs(a - 90)
                right_gap = min(right_gap, arm * math.sin(math.radians(RIGHT_GAP - off if off <= RIGHT_TOL
                                                                     else off - RIGHT_TOL)))
            if not closed:
                opening = min(opening, float(np.linalg.norm(pts[-1] - pts[0])))
            convex_all = convex_all and closed and g2.is_convex_polygon(pts)
        elif t == "ellipse":
            if min(part["rx"], part["ry"]) <= 0.05 * diag:
                raise VerificationError(f"{where}: part {k} is a degenerate ellipse")
            curve = min(curve, float(min(part["rx"], part["ry"])))
        else:
            if not 60 <= part["sweep"] <= 300 or part["r"] <= 0.05 * diag:
                raise VerificationError(f"{where}: part {k} is an arc of {part['sweep']}°, not clearly open")
            convex_all = False
            half = math.radians(min(float(part["sweep"]), 180.0) / 2)
            curve = min(curve, float(part["r"]) * (1 - math.cos(half)))  # the arc's sagitta
            opening = min(opening, 2 * float(part["r"]) * math.sin(math.radians(360.0 - float(part["sweep"])) / 2))
    apart = math.inf
    for i in range(len(parts)):
        for j in range(i + 1, len(parts)):
            # the clearance: the least distance between their strokes, one KD-tree query; `g2.point_sets_touch`
            # is that distance below the gap (it searches only near the gap), so the one query decides both
            clearance = float(cKDTree(dense[j]).query(dense[i])[0].min())
            if clearance < SEPARATION * diag:
                raise VerificationError(f"{where}: parts {i} and {j} touch")
            apart = min(apart, clearance)
    nested = False
    for i, outer in enumerate(parts):
        if outer["type"] not in ("polygon", "ellipse"):
            continue
        for j in range(len(parts)):
            if j != i:
                within = inside(outer, dense[j])
                if within.all():
                    nested = True
                elif within.any():
                    raise VerificationError(f"{where}: part {j} is partly inside part {i}")
    err = mirror_error(parts, np.vstack(dense), diag)
    if g2.near_threshold(err, SYM_BOUNDS, SYM_MARGIN):
        raise VerificationError(f"{where}: mirror error {err!r} within {SYM_MARGIN} of a bound of the verdict")
    if SYM_TOL < err < ASYM_GAP:
        raise VerificationError(f"{where}: nearly but not exactly mirror-symmetric (error {err:.3f})")
    types = [p["type"] for p in parts]
    # per attribute, how far (figure units) the figure stands from the other verdict: see `decision_margin_px`
    sym_gap = (err - SYM_TOL) if err >= ASYM_GAP else (ASYM_GAP - err)
    margins = {"symmetric": sym_gap * diag, "right_angle": right_gap, "corners": bend, "convex": bend,
               "curved": curve, "closed": opening, "nested": apart, "parts": apart}
    return {
        "margins": margins,
        "curved": any(t in ("ellipse", "arc") for t in types),
        "closed": all(t in ("polygon", "ellipse") for t in types),
        "convex": convex_all,
        "right_angle": right,
        "symmetric": err <= SYM_TOL,
        "nested": nested,
        "parts": len(parts),
        "corners": corners,
        "closed_parts": sum(t in ("polygon", "ellipse") for t in types),
    }


def _edge_lengths(points: Sequence[Sequence[float]], closed: bool) -> list[float]:
    """The length of each edge in order (a polygon's last one closes it), on plain floats: the floats
    `np.linalg.norm(np.diff(points), axis=1)` gives (it squares each difference, adds x's to y's and takes the
    root), without numpy's calls on a few 2-vectors."""
    ring = [*points, points[0]] if closed else points
    out = []
    for (ax, ay), (bx, by) in zip(ring, ring[1:], strict=False):
        dx, dy = float(bx) - float(ax), float(by) - float(ay)
        out.append(math.sqrt(dx * dx + dy * dy))
    return out


def _corner_arms(edges: list[float], closed: bool) -> list[float]:
    """At each corner (as `g2.corner_angles` orders them), the shorter of its two edges (`_edge_lengths`)."""
    ring = [edges[-1], *edges] if closed else edges
    return [min(ring[i], ring[i + 1]) for i in range(len(ring) - 1)]


def panel_scale(panel: dict[str, Any], box: Sequence[float]) -> float:
    """Pixels per figure unit in the drawn panel (the option panel's drawing area, as `rendering.render` fits)."""
    area = (box[0] + 6, box[1] + 6, box[2] - 6, box[3] - LABEL_HEIGHT)
    f = panel_transform(panel, area)
    return float(np.linalg.norm(f(np.array([[1.0, 0.0]])) - f(np.array([[0.0, 0.0]]))))


def decision_margin_px(params: dict[str, Any], measured: list[dict[str, Any]]) -> float:
    """The item's decision margin, px at 1024: over the six panels and the concept's attributes, the smallest
    distance of a panel from the other verdict of that attribute, as drawn. symmetric: the mirror mismatch's
    distance from the symmetric bound (asymmetric panels) or from the asymmetric bound (symmetric ones), times
    the figure's diagonal; right_angle: per corner, the shorter edge's end displacement that would take the
    corner across the right-angle verdict; corners and convex: the smallest bend of a corner (shorter edge ×
    sine of its turn); curved: the least sagitta of a curved part; closed: the smallest gap of an open part;
    nested and parts: the smallest clearance between two parts. An attribute a panel cannot be near (a figure
    without corners for right_angle) does not count."""
    names = {a for a, _ in params["concept"]["attributes"]}
    boxes = params["layout"]["option_boxes"]
    margin = math.inf
    for panel, m, box in zip(params["panels"], measured, boxes, strict=True):
        finite = [m["margins"][a] for a in names if math.isfinite(m["margins"][a])]
        if finite:  # a panel that cannot be near any concept attribute's other verdict needs no scale
            scale = panel_scale(panel, box)
            margin = min([margin] + [v * scale for v in finite])
    return margin


def difficulty_rule(attributes: Sequence[str]) -> str:
    """easy: one salient attribute; medium: one subtle attribute; hard: a conjunction of two."""
    if len(attributes) == 2:
        return "hard"
    return "easy" if attributes[0] in SALIENT else "medium"


def check_panels(params: dict[str, Any], gold: int, difficulty: str) -> list[dict[str, Any]]:
    """Measure all six panels and prove the key; returns the measured attributes."""
    concept = [(str(a), v) for a, v in params["concept"]["attributes"]]
    violated = params["concept"]["violated"]
    names = [a for a, _ in concept]
    if len(concept) == 2:
        if (tuple(concept[0]), tuple(concept[1])) not in CONJUNCTIONS:
            raise VerificationError(f"conjunction {concept} is not one of the listed conjunctions")
    elif len(concept) != 1 or names[0] not in SALIENT + SUBTLE:
        raise VerificationError(f"concept {concept} is not a vocabulary attribute")
    if violated not in names:
        raise VerificationError(f"violated attribute {violated!r} is not in the concept")
    for a, v in concept:
        if (a == "corners") != (type(v) is int) or (a != "corners" and type(v) is not bool):
            raise VerificationError(f"concept value {a}={v!r} has the wrong type")
    if difficulty != difficulty_rule(names):
        raise VerificationError(f"difficulty {difficulty!r}, rule gives {difficulty_rule(names)!r}")
    panels = params["panels"]
    if len(panels) != N_OPTIONS:
        raise VerificationError(f"{len(panels)} panels; {N_OPTIONS} expected")
    measured = [measure_panel(p, f"panel {LETTERS[i]}") for i, p in enumerate(panels)]
    for i, m in enumerate(measured):
        holds = [m[a] == v for a, v in concept]
        if i != gold and not all(holds):
            raise VerificationError(f"panel {LETTERS[i]} does not have the concept {concept}")
        if i == gold:
            if all(holds):
                raise VerificationError(f"the gold panel {LETTERS[i]} has the concept {concept}")
            if [a for (a, _), h in zip(concept, holds, strict=True) if not h] != [violated]:
                raise VerificationError(f"the gold panel must lack exactly {violated!r}")
    # every vocabulary predicate: no panel but the gold may be singled out, and the gold only by a predicate
    # that involves a concept attribute
    tests: list[tuple[str, list[bool], bool]] = []
    for a in BOOLEAN_ATTRIBUTES:
        tests.append((a, [bool(m[a]) for m in measured], a in names))
    for a in COUNT_ATTRIBUTES + ("closed_parts",):
        for v in sorted({m[a] for m in measured}):
            tests.append((f"{a}={v}", [m[a] == v for m in measured], a in names))
    for (a, va), (b, vb) in CONJUNCTIONS:
        tests.append((f"{a}={va} and {b}={vb}", [m[a] == va and m[b] == vb for m in measured],
                      a in names or b in names))
    for name, truth, involved in tests:
        n_true = sum(truth)
        if n_true in (1, N_OPTIONS - 1):
            lone = truth.index(n_true == 1)
            if lone != gold:
                raise VerificationError(f"predicate {name} singles out panel {LETTERS[lone]}")
            if not involved:
                raise VerificationError(f"predicate {name} outside the concept singles out the gold panel")
    keys = [panel_key(p) for p in panels]
    if len(set(keys)) != N_OPTIONS:
        raise VerificationError("two panels show the same figure")
    return measured


def panel_key(panel: dict[str, Any]) -> str:
    return signature_hash(sorted(signature_hash(p) for p in panel["parts"]))


