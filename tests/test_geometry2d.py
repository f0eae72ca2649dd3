"""The shared plane geometry of the Mind's Eye 2D tasks: mirror and rotational symmetry of known figures, figures
near symmetric inside and outside a tolerance, corner angles, convexity, containment and stroke distances."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.spatial import cKDTree

from mindbench.generators.mindseye import geometry2d as g2

TOL = 1e-6


def polygon_segments(vertices: np.ndarray) -> np.ndarray:
    """A closed outline as its edge segments (N, 2, 2)."""
    return np.stack([vertices, np.roll(vertices, -1, axis=0)], axis=1)


def regular(n: int, phase: float = 0.3) -> np.ndarray:
    t = phase + 2 * math.pi * np.arange(n) / n
    return np.column_stack([np.cos(t), np.sin(t)])


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_a_regular_polygon_has_n_rotations_and_n_mirror_axes(n: int) -> None:
    rots, mirrors = g2.segment_set_symmetries(polygon_segments(regular(n)), TOL, 1e-3)
    assert g2.rotation_order(rots) == n
    assert np.allclose(rots, [360 * k / n for k in range(1, n)])
    assert len(mirrors) == n


def test_an_isosceles_triangle_has_one_mirror_axis_and_no_rotation() -> None:
    tri = np.array([[0.0, 2.0], [1.0, 0.0], [-1.0, 0.0]])
    rots, mirrors = g2.segment_set_symmetries(polygon_segments(tri), TOL, 1e-3)
    assert rots == [] and g2.rotation_order(rots) == 1
    assert len(mirrors) == 1 and abs(mirrors[0] - 90.0) < 1e-6


def test_a_pinwheel_has_rotations_but_no_mirror_axis() -> None:
    arm = np.array([[[0.2, 0.0], [1.0, 0.0]], [[1.0, 0.0], [1.0, 0.35]]])
    segs = np.concatenate([arm @ g2.rotation_matrix(math.pi / 2 * k).T for k in range(4)])
    rots, mirrors = g2.segment_set_symmetries(segs, TOL, 1e-3)
    assert g2.rotation_order(rots) == 4 and mirrors == []


@pytest.mark.parametrize("shift,symmetric", [(0.3 * TOL, True), (30 * TOL, False)])
def test_a_nearly_symmetric_figure_is_symmetric_only_inside_the_tolerance(shift: float, symmetric: bool) -> None:
    tri = np.array([[0.0, 2.0], [1.0 + shift, 0.0], [-1.0, 0.0]])
    _, mirrors = g2.segment_set_symmetries(polygon_segments(tri), TOL, 1e-3)
    assert (len(mirrors) == 1) == symmetric


def test_mirror_mismatch_is_zero_on_an_axis_and_the_displacement_off_it() -> None:
    pts = np.array([[-1.0, 0.0], [1.0, 0.0], [0.0, 2.0], [0.5, 1.0], [-0.5, 1.0]])
    labels = np.array([0, 0, 1, 2, 2])
    vertical = (np.array([[0.0, 0.0]]), np.array([[0.0, 1.0]]))
    mismatch, nearest = g2.mirror_mismatch(pts, labels, *vertical)
    assert mismatch[0] < 1e-12 and nearest[0].tolist() == [1, 0, 2, 4, 3]
    moved = pts.copy()
    moved[3, 0] += 0.05  # inside or outside a caller's tolerance depending on it: the mismatch says by how much
    assert abs(g2.mirror_mismatch(moved, labels, *vertical)[0][0] - 0.05) < 1e-12
    relabelled = np.array([0, 1, 1, 2, 2])  # the base corners no longer pair up
    assert g2.mirror_mismatch(pts, relabelled, *vertical)[0][0] > 1.0


def test_candidate_axes_contain_every_mirror_axis_of_a_labelled_set() -> None:
    pts = regular(5)
    origins, dirs = g2.axes_through_pairs(pts, np.zeros(5, dtype=int))
    mismatch, _ = g2.mirror_mismatch(pts, np.zeros(5, dtype=int), origins, dirs)
    axes = {round(math.degrees(math.atan2(d[1], d[0])) % 180, 6) for d, m in zip(dirs, mismatch, strict=True)
            if m < 1e-9}
    assert len(axes) == 5


def test_reflection_matrix_and_reflect_points_agree_and_are_involutions() -> None:
    rng = np.random.default_rng(0)
    pts = rng.normal(size=(20, 2))
    angle = 0.7
    d = np.array([math.cos(angle), math.sin(angle)])
    by_matrix = pts @ g2.reflection_matrix(angle).T
    assert np.allclose(by_matrix, g2.reflect_points(pts, np.zeros(2), d), atol=1e-12)
    assert np.allclose(g2.reflect_points(by_matrix, np.zeros(2), d), pts, atol=1e-12)


def test_corner_angles_of_known_figures() -> None:
    square = [[0, 0], [1, 0], [1, 1], [0, 1]]
    assert g2.corner_angles(square, True) == [90.0] * 4
    assert np.allclose(g2.corner_angles(regular(6).tolist(), True), [120.0] * 6)
    assert len(g2.corner_angles([[0, 0], [1, 0], [1, 1]], False)) == 1  # an open stroke has no corner at its ends


def test_convexity_containment_and_crossing() -> None:
    square = np.array([[0.0, 0.0], [2.0, 0.0], [2.0, 2.0], [0.0, 2.0]])
    dart = np.array([[0.0, 0.0], [2.0, 1.0], [0.0, 2.0], [0.6, 1.0]])
    assert g2.is_convex_polygon(square) and not g2.is_convex_polygon(dart)
    inside = g2.points_in_polygon(dart, np.array([[1.0, 1.0], [0.3, 1.0], [3.0, 1.0]]))
    assert inside.tolist() == [True, False, False]
    assert g2.points_in_ellipse((0, 0), 2.0, 1.0, 90.0, np.array([[0.0, 1.5], [1.5, 0.0]])).tolist() == [True, False]
    bowtie = np.array([[0.0, 0.0], [1.0, 1.0], [1.0, 0.0], [0.0, 1.0]])
    assert g2.segments_cross(bowtie, True) and not g2.segments_cross(square, True)
    assert g2.segments_cross(np.array([[0.0, 0.0], [2.0, 0.0], [2.0, 1.0], [1.0, 0.0]]), False)  # touching


def test_point_sets_touch_matches_the_full_nearest_neighbour_search() -> None:
    rng = np.random.default_rng(0)
    gap = 0.05
    for _ in range(400):
        a = rng.uniform(0, 1, (60, 2))
        b = rng.uniform(0, 1, (50, 2)) * rng.uniform(0.2, 1.0) + [rng.uniform(0.9, 1.2), rng.uniform(-0.5, 0.5)]
        full = float(cKDTree(b).query(a)[0].min())
        assert g2.point_sets_touch(a, b, gap) == (full < gap), full


def test_near_threshold_is_strict_at_the_margin() -> None:
    assert g2.near_threshold(1.0 + 0.4, (1.0, 5.0), 0.5)
    assert not g2.near_threshold(1.0 + 0.6, (1.0, 5.0), 0.5)
    assert not g2.near_threshold(3.0, (), 10.0)
