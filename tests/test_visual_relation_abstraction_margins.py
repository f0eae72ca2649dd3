"""visual_relation_abstraction decides no verdict on a knife edge: a measurement closer to a bound of its verdict
than the named margin is refused (verify raises, generation redraws), one just outside the margin is decided, and
generated items keep clear of every margin."""

from __future__ import annotations

import math

import numpy as np
import pytest

from mindbench.generators.common.item import RejectDraw, VerificationError
from mindbench.generators.mindseye import geometry2d as g2
from mindbench.generators.mindseye import visual_relation_abstraction as vra
from mindbench.generators.mindseye.visual_relation_abstraction import placement, verification
from mindbench.generators.mindseye.visual_relation_abstraction.vocabulary import (
    ANGLE_MARGIN,
    ASYM_GAP,
    MIN_ANGLE,
    RIGHT_GAP,
    RIGHT_TOL,
    SYM_MARGIN,
    SYM_TOL,
)


def triangle(a: float, b: float) -> dict:
    """A triangle panel part with corner angles a (at the origin), b (at (1, 0)) and 180 - a - b, in degrees."""
    c = 180.0 - a - b
    side = math.sin(math.radians(b)) / math.sin(math.radians(c))
    apex = [side * math.cos(math.radians(a)), side * math.sin(math.radians(a))]
    return {"type": "polygon", "points": [[0.0, 0.0], [1.0, 0.0], apex]}


def measure(part: dict) -> dict:
    return vra.measure_panel({"parts": [part]}, "t")


@pytest.mark.parametrize("bound,other", [(90 - RIGHT_TOL, 50.0), (90 + RIGHT_GAP, 30.0), (MIN_ANGLE, 120.0)])
def test_a_corner_within_the_angle_margin_of_a_bound_is_refused_and_one_outside_is_decided(
        bound: float, other: float) -> None:
    inside, outside = bound + 0.8 * ANGLE_MARGIN, bound + 1.2 * ANGLE_MARGIN
    with pytest.raises(VerificationError, match="within"):
        measure(triangle(inside, other))
    got = measure(triangle(outside, other))
    assert got["right_angle"] == (abs(outside - 90) <= RIGHT_TOL)
    assert got["corners"] == 3


def test_plain_float_and_numpy_corner_angles_agree_far_inside_the_margin() -> None:
    rng = np.random.default_rng(1)
    worst = 0.0
    for _ in range(300):
        pts = rng.uniform(-2, 2, (6, 2)).round(6)
        plain = g2.corner_angles(pts.tolist(), True)
        u, v = np.roll(pts, 1, axis=0) - pts, np.roll(pts, -1, axis=0) - pts
        cos = np.sum(u * v, axis=1) / (np.linalg.norm(u, axis=1) * np.linalg.norm(v, axis=1))
        ref = np.degrees(np.arccos(np.clip(cos, -1.0, 1.0)))
        worst = max(worst, float(np.abs(np.array(plain) - ref).max()))
    assert worst < 1e-9 < ANGLE_MARGIN


def test_generated_corners_keep_clear_of_every_angle_bound_by_the_margin() -> None:
    closest = math.inf
    for index in range(12):
        for attempt in range(60):
            try:
                item = vra.generate(index, "test", 3, attempt)
                break
            except RejectDraw:
                continue
        for panel in item.params_dict["panels"]:
            for part in panel["parts"]:
                if part["type"] in ("polygon", "polyline"):
                    for a in g2.corner_angles(part["points"], part["type"] == "polygon"):
                        closest = min(closest, min(abs(a - b) for b in verification.ANGLE_BOUNDS))
    assert ANGLE_MARGIN < closest < math.inf, closest


@pytest.mark.parametrize("bound", [SYM_TOL, ASYM_GAP])
def test_a_mirror_error_within_the_margin_of_a_bound_is_refused_and_one_outside_is_decided(
        bound: float, monkeypatch: pytest.MonkeyPatch) -> None:
    part = triangle(50.0, 60.0)
    for offset in (-0.5, 0.5):
        monkeypatch.setattr(verification, "mirror_error", lambda *_a, e=bound + offset * SYM_MARGIN: e)
        with pytest.raises(VerificationError, match="within"):
            measure(part)
    clear = bound - 2 * SYM_MARGIN if bound == SYM_TOL else bound + 2 * SYM_MARGIN
    monkeypatch.setattr(verification, "mirror_error", lambda *_a: clear)
    assert measure(part)["symmetric"] == (bound == SYM_TOL)


def test_a_placement_length_within_the_margin_of_its_bound_is_rejected() -> None:
    with pytest.raises(RejectDraw):
        placement._norm(3.0, 4.0, 5.0 + 0.5 * placement.LENGTH_MARGIN)
    assert placement._norm(3.0, 4.0, 5.0 + 10 * placement.LENGTH_MARGIN) == 5.0


def test_edge_lengths_and_arms_are_numpy_s_floats() -> None:
    """`verification._edge_lengths` and `_corner_arms` measure a part's edges on plain floats; the corner margins and
    the tiny-edge check depend on them being the very floats of `np.linalg.norm` over the differences, and on each
    corner's two edges as numpy's ring of edges orders them (random, tiny, huge and axis-aligned edges)."""
    from mindbench.generators.mindseye.visual_relation_abstraction.verification import _corner_arms, _edge_lengths

    rng = np.random.default_rng(11)
    for trial in range(4000):
        n = int(rng.integers(2, 9))
        pts = rng.normal(size=(n, 2)) * 10.0 ** rng.integers(-6, 4)
        if trial % 5 == 0:
            pts[:, int(rng.integers(2))] = 1.5  # axis-aligned edges
        pts = np.round(pts, int(rng.integers(0, 9)))
        closed = n >= 3 and bool(trial % 2)
        ring = np.vstack([pts, pts[:1]]) if closed else pts
        edges = _edge_lengths(pts.tolist(), closed)
        assert edges == np.linalg.norm(np.diff(ring, axis=0), axis=1).tolist()
        arm_ring = np.vstack([pts[-1:], pts, pts[:1]]) if closed else pts
        numpy_edges = np.linalg.norm(np.diff(arm_ring, axis=0), axis=1)
        want = [float(min(numpy_edges[i], numpy_edges[i + 1])) for i in range(len(numpy_edges) - 1)]
        assert _corner_arms(edges, closed) == want
