"""Tests for the Mind's Eye paper_folding generator: exact key, diagnostic distractors, verify catches defects."""

from __future__ import annotations

import json
import math
from collections import Counter
from fractions import Fraction
from functools import partial

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.generators.common.item import LETTERS, RejectDraw, VerificationError
from mindbench.generators.common.rng import item_rng
from mindbench.generators.mindseye import paper_folding as pf
from tests.task_helpers import make as make_item
from tests.task_helpers import with_params

SETTINGS = settings(max_examples=12, deadline=None)


make = partial(make_item, pf.generate)


def sampled_hits(params: dict) -> tuple[np.ndarray, float]:
    """Third, brute-force solver: fold a dense grid of sheet points forward (own code, not the module's) and
    keep the points that land inside a punched hole. Returns those points on the flat sheet and the radius."""
    poly = np.array(params["paper"]["polygon"])
    xs = np.arange(poly[:, 0].min(), poly[:, 0].max(), 0.004)
    ys = np.arange(poly[:, 1].min(), poly[:, 1].max(), 0.004)
    flat = np.stack(np.meshgrid(xs, ys), axis=-1).reshape(-1, 2)
    inside = np.ones(len(flat), dtype=bool)
    for i in range(len(poly)):  # the canonical polygons are listed counter-clockwise (x right, y up)
        a, b = poly[i], poly[(i + 1) % len(poly)]
        inside &= (b[0] - a[0]) * (flat[:, 1] - a[1]) - (b[1] - a[1]) * (flat[:, 0] - a[0]) > 0
    flat = flat[inside]
    pts = flat.copy()
    for fold in params["folds"]:
        (x1, y1), (x2, y2) = fold["line"]
        moving = (x2 - x1) * (pts[:, 1] - y1) - (y2 - y1) * (pts[:, 0] - x1) > 0
        d = np.array([x2 - x1, y2 - y1]) / np.hypot(x2 - x1, y2 - y1)
        rel = pts - [x1, y1]
        mirrored = np.array([x1, y1]) + 2 * (rel @ d)[:, None] * d - rel
        pts = np.where(moving[:, None], mirrored, pts)
    radius = params["hole_radius"] / 2
    punches = np.array(params["punches"])
    dist = np.linalg.norm(pts[:, None, :] - punches[None, :, :], axis=-1).min(axis=1)
    return flat[dist < radius], radius


def explains(holes: list, hits: np.ndarray, radius: float) -> bool:
    """An option is right iff every sampled hole point is near one of its holes and every hole has points."""
    h = np.array(holes).reshape(-1, 2)
    d = np.linalg.norm(hits[:, None, :] - h[None, :, :], axis=-1)
    return bool((d.min(axis=1) < radius + 0.006).all() and (d.min(axis=0) < radius).all())


@SETTINGS
@given(st.integers(0, 10**6), st.integers(0, 10**6), st.sampled_from(["test", "train"]))
def test_items_verify_and_only_gold_explains_the_punches(index: int, seed: int, split: str) -> None:
    item = make(index, split, seed)
    pf.verify(item)
    params = json.loads(item.params)
    hits, radius = sampled_hits(params)
    gold = LETTERS.index(item.answer)
    for i, option in enumerate(params["options"]):
        assert explains(option["holes"], hits, radius) == (i == gold), (item.id, i, option["kind"])
    keys = {tuple(sorted(map(tuple, o["holes"]))) for o in params["options"]}
    assert len(keys) == 4, "options must be pairwise distinct hole sets"
    assert item.difficulty == pf.PANEL.difficulty(index)
    assert item.id == f"mindseye/paper_folding/{split}/{index:06d}"
    assert set(item.option_kinds) <= {"correct", *pf.DISTRACTOR_KINDS}


@SETTINGS
@given(st.integers(0, 10**6))
def test_layer_pullback_agrees_with_reverse_unfolding(seed: int) -> None:
    """Generation's reverse unfold equals mapping the punch back through every final layer under it."""
    rng = item_rng(seed)
    sheet = pf.SHEETS["hexagon" if seed % 2 else "square"]
    difficulty = ("easy", "medium", "hard")[seed % 3]
    try:
        steps = pf.draw_folds(sheet, difficulty, rng, pf.DEFAULT_CONFIG)
        punches = pf.place_punches(sheet, steps, 2, rng, pf.DEFAULT_CONFIG)
    except RejectDraw:
        return
    pulled = {pf.apply(layer.back, p) for p in punches for layer in steps[-1].after
              if pf.strictly_inside(p, layer.poly)}
    assert set(pf.unfold(sheet, steps, punches)) == pulled
    for p in punches:
        assert set(pf.punch_chains(sheet, [s.line for s in steps], p, pf.limit_sq(sheet, 0.06))) == {
            pf.apply(layer.back, p) for layer in steps[-1].after if pf.strictly_inside(p, layer.poly)}


def test_repeated_vertical_fold_gives_four_distinct_columns() -> None:
    """V then V: the second crease is x = 1/4 of the folded half, not the sheet's centre line."""
    sheet = pf.SHEETS["square"]
    state = (pf.Layer(sheet.polygon, pf.IDENTITY),)
    first = pf.fold(sheet, state, pf.square_line("vertical", 0, False))  # left half over the right
    second = pf.fold(sheet, first.after, pf.square_line("vertical", 32, False))  # left quarter over
    punch = (48, 10)
    holes = pf.unfold(sheet, [first, second], [punch])
    assert sorted(x for x, _ in holes) == [-48, -16, 16, 48]
    assert {y for _, y in holes} == {10}


def test_fold_keeps_paper_area_and_moves_the_positive_side() -> None:
    sheet = pf.SHEETS["hexagon"]
    state = (pf.Layer(sheet.polygon, pf.IDENTITY),)
    line = pf.Line((0, 0), pf.HEX_AXES["h30"], "h30")
    step = pf.fold(sheet, state, line)
    assert pf.layers_area2(step.after) == pf.area2(sheet.polygon)
    assert all(line.cross(p) >= 0 for layer in step.moving for p in layer.poly)
    assert all(line.cross(p) <= 0 for layer in step.after for p in layer.poly)


@pytest.mark.parametrize("index", [0, 1, 2])
def test_verify_catches_corruption(index: int) -> None:
    item = make(index, "test", 21)
    pf.verify(item)
    gold = LETTERS.index(item.answer)

    def shift_punch(params: dict) -> None:
        params["punches"][0][0] += 0.03

    with pytest.raises(VerificationError):
        pf.verify(with_params(item, shift_punch))

    def drop_gold_hole(params: dict) -> None:
        params["options"][gold]["holes"] = params["options"][gold]["holes"][1:]

    with pytest.raises(VerificationError):
        pf.verify(with_params(item, drop_gold_hole))

    def tilt_fold(params: dict) -> None:  # turn the first crease by a few degrees about its start
        (x1, y1), (x2, y2) = params["folds"][0]["line"]
        params["folds"][0]["line"][1] = [x2 - 0.07 * (y2 - y1), y2 + 0.07 * (x2 - x1)]

    with pytest.raises(VerificationError):
        pf.verify(with_params(item, tilt_fold))

    with pytest.raises(VerificationError):
        pf.verify(with_params(item, lambda params: params.pop("hole_radius")))


def test_verify_rejects_a_hole_on_a_crease() -> None:
    """A punch moved onto its last crease is ambiguous (half a hole) and must be refused."""
    item = make(0, "test", 5)

    def punch_on_crease(params: dict) -> None:
        (x1, y1), (x2, y2) = params["folds"][-1]["line"]
        params["punches"][0] = [(x1 + x2) / 2, (y1 + y2) / 2]

    with pytest.raises(VerificationError):
        pf.verify(with_params(item, punch_on_crease))


def test_config_validation_names_the_field() -> None:
    with pytest.raises(ValueError, match="margin"):
        pf.Config(margin=0.01)
    with pytest.raises(ValueError, match="hexagon_probability"):
        pf.Config(hexagon_probability=1.5)
    with pytest.raises(ValueError, match="max_punches"):
        pf.Config(max_punches=0)


def test_both_shapes_all_kinds_and_difficulties_occur() -> None:
    items = [make(i, "test", 8) for i in range(12)]
    shapes = {json.loads(it.params)["paper"]["shape"] for it in items}
    kinds = Counter(k for it in items for k in it.option_kinds)
    assert shapes == {"square", "hexagon"}
    assert all(kinds[k] > 0 for k in pf.DISTRACTOR_KINDS)
    assert {it.difficulty for it in items} == {"easy", "medium", "hard"}


def eager_candidate_lines(sheet: pf.Sheet, families: list[str], rng: np.random.Generator) -> list[pf.Line]:
    """Every candidate line built at once, each family's draws followed by its lines (the reference order)."""
    lines = []
    for fi in rng.permutation(len(families)):
        family = families[int(fi)]
        offsets = [0] if sheet.skew else pf.line_offsets(family)
        order, flips = rng.permutation(len(offsets)), rng.integers(2, size=len(offsets))
        for oi, flip in zip(order, map(bool, flips.tolist()), strict=True):
            d = pf.HEX_AXES[family] if sheet.skew else None
            lines.append(pf.Line((0, 0), (-d[0], -d[1]) if flip else d, family) if d is not None
                         else pf.square_line(family, offsets[int(oi)], flip))
    return lines


@pytest.mark.parametrize("seed", range(40))
def test_lazy_candidate_lines_draw_and_order_as_eager_ones(seed: int) -> None:
    """The lines come out in the eager order, and the rng is left where the eager draws leave it."""
    sheet = pf.SHEETS["hexagon" if seed % 3 == 0 else "square"]
    families = list(pf.HEX_AXES if sheet.skew else pf.SQUARE_DIRECTIONS)
    lazy_rng, eager_rng = item_rng(seed), item_rng(seed)
    lazy = pf.candidate_lines(sheet, families, lazy_rng)
    after_lazy = lazy_rng.random()
    assert list(lazy) == eager_candidate_lines(sheet, families, eager_rng)
    assert after_lazy == eager_rng.random()


def test_verify_fast_paths_give_the_array_floats() -> None:
    """Verify's column-wise side test and subset mirroring, one-point forward fold and all-options edge test give
    the floats of the plain array code, bit for bit, on random points and lines."""
    rng = np.random.default_rng(7)
    for _ in range(300):
        pts = rng.uniform(-0.7, 0.7, size=(int(rng.integers(1, 3000)), 2))
        a, b = rng.uniform(-0.7, 0.7, size=2), rng.uniform(-0.7, 0.7, size=2)
        side = pf.float_side(pts, a, b)
        xs, ys = np.ascontiguousarray(pts[:, 0]), np.ascontiguousarray(pts[:, 1])
        assert np.array_equal(pf.side_columns(xs, ys, a, b), side)
        moving = side > 0
        expected = np.where(moving[..., None], pf.float_reflect(pts, a, b), pts)
        assert np.array_equal(np.column_stack(pf.mirror_columns(xs, ys, moving, a, b)), expected)
        assert np.count_nonzero(side > 0.1) / len(side) == float(np.mean(side > 0.1))
    for _ in range(300):
        folds = [(rng.uniform(-0.7, 0.7, size=2), rng.uniform(-0.7, 0.7, size=2)) for _ in range(4)]
        point = rng.uniform(-0.7, 0.7, size=2)
        p = point
        for a, b in folds:
            p = np.where((pf.float_side(p, a, b) > 0)[..., None], pf.float_reflect(p, a, b), p)
        lines = [pf.float_line(a, b) for a, b in folds]
        units = [(b - a) / np.linalg.norm(b - a) for a, b in folds]
        assert pf.fold_point_forward((float(point[0]), float(point[1])), folds, lines, units) == tuple(p.tolist())
    for shape in ("square", "hexagon"):
        poly = pf.canonical_polygon(shape)
        for _ in range(100):
            sets = [rng.uniform(-0.6, 0.6, size=(int(rng.integers(0, 9)), 2)) for _ in range(4)]
            limit = float(rng.uniform(0.0, 0.2))
            assert pf.holes_near_edges(poly, sets, limit) == [
                bool((pf.edge_distances(poly, h) < limit).any()) for h in sets]


@pytest.mark.parametrize("seed", range(30))
def test_distractor_hole_test_agrees_with_the_set_tests(seed: int) -> None:
    """`clear_hole_test` of every hole and `spaced` decide as `valid_hole_set` and `clear_of_creases` on random
    hole sets of a drawn fold sequence."""
    rng = item_rng(seed)
    sheet = pf.SHEETS["hexagon" if seed % 2 else "square"]
    try:
        steps = pf.draw_folds(sheet, ("easy", "medium", "hard")[seed % 3], rng, pf.DEFAULT_CONFIG)
    except RejectDraw:
        return
    flat, config = pf.flat_layers(steps), pf.DEFAULT_CONFIG
    test = pf.clear_hole_test(sheet, flat, config)
    spacing = pf.limit_sq(sheet, config.hole_spacing)
    xs = [p[0] for p in sheet.polygon]
    for _ in range(200):
        holes = [tuple(int(v) for v in rng.integers(min(xs), max(xs) + 1, size=2)) for _ in range(rng.integers(1, 5))]
        expected = pf.valid_hole_set(sheet, holes, config) and pf.clear_of_creases(sheet, flat, holes, config)
        assert (all(map(test, holes)) and pf.spaced(sheet, holes, spacing)) == expected


@pytest.mark.parametrize("seed", range(20))
def test_integer_between_is_numpy_s_draw(seed: int) -> None:
    """`integer_between` draws what `rng.integers(low, high)` draws and leaves the stream where it leaves it."""
    ours, numpys, bounds = item_rng(seed), item_rng(seed), np.random.default_rng(seed + 1000)
    for _ in range(200):
        low = int(bounds.integers(-200, 200))
        high = low + int(bounds.choice([1, 2, 3, 16, 129, 255, 2**31 + 1, 2**32]))
        assert pf.integer_between(ours, low, high) == int(numpys.integers(low, high))
        assert ours.bit_generator.state == numpys.bit_generator.state


def fraction_crease_segment(layers, line):
    """`crease_segment` computed on Fractions throughout: every crossing point, then its place along the line."""
    ts = []
    dd = line.d[0] * line.d[0] + line.d[1] * line.d[1]
    for layer in layers:
        poly = layer.poly
        for i in range(len(poly)):
            a, b = poly[i], poly[(i + 1) % len(poly)]
            va, vb = line.cross(a), line.cross(b)
            if va == 0:
                pts = [a]
            elif (va > 0 > vb) or (va < 0 < vb):
                t = Fraction(va, va - vb)
                pts = [(a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))]
            else:
                pts = []
            ts.extend(Fraction((p[0] - line.p0[0]) * line.d[0] + (p[1] - line.p0[1]) * line.d[1], dd) for p in pts)
    lo, hi = min(ts), max(ts)
    return ((line.p0[0] + lo * line.d[0], line.p0[1] + lo * line.d[1]),
            (line.p0[0] + hi * line.d[0], line.p0[1] + hi * line.d[1]))


@pytest.mark.parametrize("seed", range(40))
def test_crease_segment_is_the_fraction_computation(seed: int) -> None:
    """The integer crease ends equal the Fractions of every crossing, on the folds of drawn sequences and on every
    candidate line of their states."""
    rng = item_rng(seed + 500)
    sheet = pf.SHEETS["hexagon" if seed % 3 == 0 else "square"]
    try:
        steps = pf.draw_folds(sheet, ("easy", "medium", "hard")[seed % 3], rng, pf.DEFAULT_CONFIG)
    except RejectDraw:
        return
    families = list(pf.HEX_AXES if sheet.skew else pf.SQUARE_DIRECTIONS)
    for step in steps:
        layers = step.static + step.moving
        assert step.crease == fraction_crease_segment(layers, step.line)
        for line in pf.candidate_lines(sheet, families, rng):
            if pf.cuts_vertices(line, layers):
                assert pf.crease_segment(layers, line) == fraction_crease_segment(layers, line)


def test_hole_set_distance_is_the_array_distance() -> None:
    """The plain-float Hausdorff distance gives `array_hole_set_distance`'s float, bit for bit, NaN and infinities
    included."""
    rng = np.random.default_rng(3)
    for trial in range(2000):
        a = rng.uniform(-0.6, 0.6, size=(int(rng.integers(1, 17)), 2))
        b = rng.uniform(-0.6, 0.6, size=(int(rng.integers(1, 17)), 2))
        if trial % 10 == 0:
            a[int(rng.integers(len(a))), int(rng.integers(2))] = [np.nan, np.inf, -np.inf][trial % 3]
        if trial % 7 == 0:
            b[:] = np.round(b, 1)  # ties between pairs
            a[: len(b)] = b[: len(a)]
        want = pf.array_hole_set_distance(a, b)
        for got in (pf.hole_set_distance(a, b), pf.hole_set_distance(a.tolist(), [tuple(p) for p in b.tolist()])):
            assert got == want or (math.isnan(got) and math.isnan(want))
