"""visual_relation_abstraction's mirror-symmetry measurement: the salient points pick the candidate axes, the dense
strokes decide, and skipping the dense check where the salient points alone miss clearly keeps every verdict."""

from __future__ import annotations

import math

import numpy as np
from scipy.spatial import cKDTree

from mindbench.generators.mindseye import geometry2d as g2
from mindbench.generators.mindseye import visual_relation_abstraction as vra
from mindbench.generators.mindseye.visual_relation_abstraction import verification as ver
from mindbench.generators.mindseye.visual_relation_abstraction.rendering import stroke_points
from mindbench.generators.mindseye.visual_relation_abstraction.vocabulary import ASYM_GAP, SAMPLE_STEP, SYM_TOL

NEEDS = ({}, {"nested": True}, {"nested": False}, {"curved": True}, {"symmetric": True},
         {"nested": True, "symmetric": True}, {"closed": False})


def _figures(n: int, seed: int) -> list[vra.Figure]:
    rng = np.random.default_rng(seed)
    out = [vra.sample_figure(rng, NEEDS[i % len(NEEDS)]) for i in range(n)]
    return [f for f in out if f is not None]


def _dense(parts: list[dict], diag: float) -> np.ndarray:
    return np.vstack([ver.dense_points(p, SAMPLE_STEP * diag) for p in parts])


def test_mirror_shortcut_keeps_every_symmetry_verdict() -> None:
    """Skipping the dense check on axes whose salient points alone miss by ASYM_GAP leaves symmetric, ambiguous
    and asymmetric verdicts as a full check gives them, on many drawn figures (constructed and near misses)."""
    checked = 0
    for fig in _figures(300, seed=11):
        parts = [p.geometry() for p in fig.placed]
        coarse = np.vstack([stroke_points(p)[0] for p in parts])
        diag = float(np.linalg.norm(coarse.max(axis=0) - coarse.min(axis=0)))
        dense = _dense(parts, diag)
        fast = ver.mirror_error(parts, dense, diag)
        full = _reference_mirror_error(parts, dense, diag)
        assert _verdict(fast) == _verdict(full), (fast, full)
        checked += 1
    assert checked > 200


def test_mirror_shortcut_measures_axes_that_only_the_salient_points_nearly_fit() -> None:
    """A Z stroke whose corners and ends nearly mirror about y = x (salient mismatch between SYM_TOL and ASYM_GAP)
    while its strokes do not: clearly asymmetric, not a near miss, which only the dense strokes show."""
    for e in (0.02, 0.03, 0.04):
        z = {"type": "polyline", "points": [[0, e], [1, 0], [0, 1], [1, 1]]}
        diag = math.hypot(1, 1)
        assert SYM_TOL < min(ver.mirror_candidates([z], diag)[2]) < ASYM_GAP
        panel = {"parts": [z]}
        assert vra.measure_panel(panel, "t")["symmetric"] is False
        assert _verdict(_reference_mirror_error([z], _dense([z], diag), diag)) == "asymmetric"


def _verdict(err: float) -> str:
    return "symmetric" if err <= SYM_TOL else "asymmetric" if err >= ASYM_GAP else "ambiguous"


def _reference_mirror_error(parts: list[dict], dense: np.ndarray, diag: float) -> float:
    """The dense mismatch measured on every axis `mirror_error` visits (no shortcut)."""
    origins, dirs, sal_err = ver.mirror_candidates(parts, diag)
    tree = cKDTree(dense)
    best = math.inf
    for k in np.argsort(sal_err, kind="stable")[:6]:
        if sal_err[k] >= 2 * ASYM_GAP and best < math.inf:
            break
        err = float(tree.query(g2.reflect_points(dense, origins[k], dirs[k]))[0].max()) / diag
        best = min(best, max(err, float(sal_err[k])))
        if best <= SYM_TOL:
            break
    return best
