"""The shortcuts that make visual_relation_abstraction's generate and verify cheaper (issue #12) give the verdicts
of the computations they stand in for, so every item stays the same."""

from __future__ import annotations

import math

import numpy as np
from scipy.spatial import cKDTree

from mindbench.generators.common.item import VerificationError
from mindbench.generators.mindseye import visual_relation_abstraction as vra

NEEDS = ({}, {"nested": True}, {"nested": False}, {"curved": True}, {"symmetric": True},
         {"nested": True, "symmetric": True}, {"closed": False})


def _figures(n: int, seed: int = 3) -> list[vra.Figure]:
    rng = np.random.default_rng(seed)
    out = [vra.sample_figure(rng, NEEDS[i % len(NEEDS)]) for i in range(n)]
    return [f for f in out if f is not None]


def test_density_estimate_is_within_its_tolerance_of_the_stored_geometry_density() -> None:
    figures = _figures(400)
    assert len(figures) > 300
    errors = [abs(vra.density_estimate(f.placed) / f.density - 1) for f in figures]
    assert max(errors) < vra.DENSITY_ESTIMATE_TOL / 10, max(errors)


def test_density_band_verdict_is_the_exact_one_at_the_band_ends() -> None:
    """Band ends placed on (and a hair either side of) each figure's exact density: where the estimate cannot
    tell, the exact density decides."""
    for fig in _figures(120, seed=5):
        d = fig.density
        for lo, hi in ((d, d + 0.2), (d - 0.2, d), (math.nextafter(d, math.inf), d + 0.2),
                       (d - 0.2, math.nextafter(d, -math.inf)), (d - 1e-9, d + 1e-9)):
            assert vra.density_in(fig.placed, (lo, hi)) == (lo <= d <= hi), (d, lo, hi)


def test_touch_matches_the_full_nearest_neighbour_search() -> None:
    rng = np.random.default_rng(0)
    gap = 0.05
    for _ in range(400):
        a = rng.uniform(0, 1, (60, 2))
        b = rng.uniform(0, 1, (50, 2)) * rng.uniform(0.2, 1.0) + [rng.uniform(0.9, 1.2), rng.uniform(-0.5, 0.5)]
        full = float(cKDTree(b).query(a)[0].min())
        assert vra._touch(a, b, gap) == (full < gap), full


def test_mirror_shortcut_keeps_every_symmetry_verdict() -> None:
    """Skipping the dense check on axes whose salient points alone miss by ASYM_GAP leaves symmetric, ambiguous
    and asymmetric verdicts as a full check gives them, on many drawn figures (constructed and near misses)."""
    checked = 0
    for fig in _figures(300, seed=11):
        parts = [p.geometry() for p in fig.placed]
        coarse = np.vstack([vra.stroke_points(p)[0] for p in parts])
        diag = float(np.linalg.norm(coarse.max(axis=0) - coarse.min(axis=0)))
        dense = np.vstack([vra._dense(p, vra.SAMPLE_STEP * diag) for p in parts])
        fast = vra._mirror_error(parts, dense, diag)
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
        assert vra.SYM_TOL < min(vra._mirror_candidates([z], diag)[2]) < vra.ASYM_GAP
        panel = {"parts": [z]}
        assert vra.measure_panel(panel, "t")["symmetric"] is False
        parts = panel["parts"]
        dense = np.vstack([vra._dense(p, vra.SAMPLE_STEP * diag) for p in parts])
        assert _verdict(_reference_mirror_error(parts, dense, diag)) == "asymmetric"


def _verdict(err: float) -> str:
    return "symmetric" if err <= vra.SYM_TOL else "asymmetric" if err >= vra.ASYM_GAP else "ambiguous"


def _reference_mirror_error(parts: list[dict], dense: np.ndarray, diag: float) -> float:
    """`_mirror_error` before the shortcut: the dense mismatch measured on every axis it visits."""
    origins, dirs, sal_err = vra._mirror_candidates(parts, diag)
    tree = cKDTree(dense)
    best = math.inf
    for k in np.argsort(sal_err, kind="stable")[:6]:
        if sal_err[k] >= 2 * vra.ASYM_GAP and best < math.inf:
            break
        err = float(tree.query(vra._reflect(dense, origins[k], dirs[k]))[0].max()) / diag
        best = min(best, max(err, float(sal_err[k])))
        if best <= vra.SYM_TOL:
            break
    return best


def test_corner_angles_match_numpy_and_near_bounds_are_numpys() -> None:
    rng = np.random.default_rng(1)
    for _ in range(300):
        pts = rng.uniform(-2, 2, (6, 2)).round(6).tolist()
        fast = vra._corner_angles(pts, True)
        assert fast == [vra._corner_angle_numpy(pts, i, True) for i in range(6)]
    right = [[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]]
    assert vra._corner_angles(right, True)[0] == 90.0
    try:
        vra.measure_panel({"parts": [{"type": "polygon", "points": [[0, 0], [1, 0], [0.05, 1]]}]}, "t")
    except VerificationError as exc:
        assert "near-right" in str(exc)
    else:
        raise AssertionError("a near-right corner was not refused")
