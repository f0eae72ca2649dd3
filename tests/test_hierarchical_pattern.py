"""Tests for the Mind's Eye hierarchical_pattern generator: one figure breaks its rule, verify catches defects."""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
from functools import partial

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.generators.common.item import LETTERS, VerificationError
from mindbench.generators.mindseye import hierarchical_pattern as hp
from tests.task_helpers import make as make_item
from tests.task_helpers import with_params

SETTINGS = settings(max_examples=20, deadline=None)


make = partial(make_item, hp.generate)


def refit(params: dict, i: int) -> None:
    """After editing option i's rules: re-place it in its panel and re-record its counts, so that only the rule
    logic (not the geometry bookkeeping) can fail."""
    opt = params["options"][i]
    cfg = hp.DEFAULT_CONFIG
    segs, _ = hp._segments(params["family"], params["branches"], opt["levels"], cfg.gutter, cfg.leaf_gap)
    pts = segs.reshape(-1, 2)
    x0, y0, x1, y1 = hp.drawing_area(params["layout"]["option_boxes"][i])
    (bx0, by0), (bx1, by1) = pts.min(axis=0), pts.max(axis=0)
    scale = 0.95 * min((x1 - x0) / (bx1 - bx0), (y1 - y0) / (by1 - by0))
    opt["transform"] = {"scale": scale, "rotation_deg": 0.0,
                        "offset": [(x0 + x1) / 2 - scale * (bx0 + bx1) / 2, (y0 + y1) / 2 + scale * (by0 + by1) / 2]}
    opt["n_segments"] = len(segs)
    opt["length_px"] = float(scale * np.hypot(segs[:, 2] - segs[:, 0], segs[:, 3] - segs[:, 1]).sum())


def levels_self_similar(levels: list[dict]) -> bool:
    """Own check: every level's rule equals the first (JSON equality of the stored numbers)."""
    return all(json.dumps(r, sort_keys=True) == json.dumps(levels[0], sort_keys=True) for r in levels)


@SETTINGS
@given(st.integers(0, 10_000), st.integers(0, 10**6), st.sampled_from(["test", "train"]))
def test_items_verify_and_only_gold_breaks_its_rule(index: int, seed: int, split: str) -> None:
    item = make(index, split, seed)
    hp.verify(item)
    params = json.loads(item.params)
    gold = LETTERS.index(item.answer)
    for i, opt in enumerate(params["options"]):
        assert levels_self_similar(opt["levels"]) == (i != gold)
        assert opt["kind"] == ("correct" if i == gold else params["family"])
    assert len({o["n_segments"] for o in params["options"]}) == 1, "all panels have the same segment count"
    assert params["break"]["depth"] == params["options"][gold]["break_depth"]
    assert item.difficulty == hp.PANEL.difficulty(index)
    assert max(o["n_segments"] for o in params["options"]) <= hp.DEFAULT_CONFIG.max_segments


@pytest.mark.parametrize("family", hp.FAMILIES)
def test_each_family_generates_every_difficulty(family: str) -> None:
    config = hp.Config(families=(family,))
    for index in range(6):
        item = make(index, "test", 4, config=config)
        hp.verify(item)
        params = json.loads(item.params)
        assert params["family"] == family
        brk, depth = params["break"], params["depth"]
        assert hp.difficulty_rule(brk["depth"], depth, brk["large"]) == item.difficulty
        if item.difficulty == "easy":
            assert brk["depth"] == 1 and brk["large"]
        if item.difficulty == "hard":
            assert brk["depth"] == depth and not brk["large"]


def test_vectorised_and_recursive_expansions_agree() -> None:
    """The verifier's segments equal the generator's polylines (two independent expansions)."""
    item = make(3, "test", 9)
    params = json.loads(item.params)
    for family in hp.FAMILIES:
        item = make(3, "test", 9, config=hp.Config(families=(family,)))
        params = json.loads(item.params)
        for opt in params["options"]:
            lines, sizes = hp.expand(family, params["branches"], opt["levels"], hp.DEFAULT_CONFIG.gutter,
                                     hp.DEFAULT_CONFIG.leaf_gap)
            gen = sorted(tuple(round(v, 6) for v in (*a, *b))
                         for line in lines for a, b in zip(line[:-1], line[1:], strict=True))
            segs, vsizes = hp._segments(family, params["branches"], opt["levels"], hp.DEFAULT_CONFIG.gutter,
                                        hp.DEFAULT_CONFIG.leaf_gap)
            ver = sorted(tuple(round(float(v), 6) for v in row) for row in segs)
            assert np.allclose(np.array(gen), np.array(ver), atol=1e-5)
            assert np.allclose(sizes, vsizes)


def test_signature_ignores_option_order_and_nuisance() -> None:
    item = make(2, "test", 1)

    def reorder(params: dict) -> None:
        params["options"] = params["options"][::-1]
        for opt in params["options"]:
            opt["colour"], opt["stroke_width"] = "#000000", 9.9

    assert hp.signature(with_params(item, reorder)) == hp.signature(item)


@pytest.mark.parametrize("family", hp.FAMILIES)
def test_verify_catches_corruption(family: str) -> None:
    item = make(1, "test", 21, config=hp.Config(families=(family,)))
    hp.verify(item)
    gold = LETTERS.index(item.answer)
    other = (gold + 1) % 4

    # a second panel made non-self-similar: one level of a distractor takes the gold's broken rule
    def break_second(params: dict) -> None:
        k = params["break"]["depth"]
        levels = params["options"][other]["levels"]
        rule = dict(levels[0])
        if family == "tree":
            rule["angles"] = [rule["angles"][0] + 24.0, *rule["angles"][1:]]
        elif family == "ifs":
            rule["twist"] = rule["twist"] + 24.0
        else:
            rule = params["options"][gold]["levels"][k - 1]
        levels[k - 1] = rule
        refit(params, other)

    with pytest.raises(VerificationError, match="2 figures break|breaks at level|is invisible|mirror-symmetric"):
        hp.verify(with_params(item, break_second))

    # the violator made self-similar: its broken level restored to its rule
    def heal_gold(params: dict) -> None:
        levels = params["options"][gold]["levels"]
        k = params["break"]["depth"]
        levels[k - 1] = levels[1] if k == 1 else levels[0]
        refit(params, gold)

    with pytest.raises(VerificationError, match="self-similar but tagged"):
        hp.verify(with_params(item, heal_gold))

    # malformed params
    with pytest.raises(VerificationError, match="malformed|params keys"):
        hp.verify(with_params(item, lambda params: params.pop("break")))
    with pytest.raises(VerificationError, match="malformed"):
        hp.verify(with_params(item, lambda params: params["options"][0].pop("levels")))

    # the wrong difficulty for the stored break
    with pytest.raises(VerificationError, match="difficulty"):
        hp.verify(dataclasses.replace(item, difficulty="hard" if item.difficulty != "hard" else "easy"))


def test_verify_refuses_an_invisible_or_double_break() -> None:
    item = make(0, "test", 6, config=hp.Config(families=("tree",)))
    gold = LETTERS.index(item.answer)
    params = json.loads(item.params)
    k = params["break"]["depth"]
    rule = params["options"][gold]["levels"][0 if k != 1 else 1]

    def tiny(params: dict) -> None:  # a 3° change: below the 12° visibility threshold
        levels = params["options"][gold]["levels"]
        levels[k - 1] = {"angles": [a + 3.0 for a in rule["angles"]], "ratio": rule["ratio"]}

    with pytest.raises(VerificationError, match="invisible|length|leaves its panel|too small"):
        hp.verify(with_params(item, tiny))

    def double(params: dict) -> None:  # two levels changed
        levels = params["options"][gold]["levels"]
        j = 1 if k != 2 else 2
        levels[j] = {"angles": [a + 20.0 for a in rule["angles"]], "ratio": rule["ratio"]}

    with pytest.raises(VerificationError, match="more than one level|invisible|length"):
        hp.verify(with_params(item, double))


def test_a_mirrored_level_is_not_a_break() -> None:
    """A level whose rule is the mirror image of the others' is the same rule: size 0, invisible."""
    ref = {"angles": [40.0, -20.0], "ratio": 0.7}
    mirror = {"angles": [20.0, -40.0], "ratio": 0.7}
    assert hp._change("tree", mirror, ref, 12.0, 0.12)[0] == 0.0
    assert hp.rule_distance("tree", mirror, ref, hp.DEFAULT_CONFIG) == 0.0
    cells = {"cells": [[0, 0], [1, 1], [2, 2], [0, 2]]}
    turned = {"cells": sorted([[2 - j, i] for i, j in cells["cells"]])}  # a quarter turn of the grid
    assert hp._change("subdivision", turned, cells, 12.0, 0.12)[0] == 0.0


def test_config_validation_names_the_field() -> None:
    with pytest.raises(ValueError, match="angle_threshold"):
        hp.Config(angle_threshold=1.0)
    with pytest.raises(ValueError, match="families"):
        hp.Config(families=("koch",))
    with pytest.raises(ValueError, match="small_change"):
        hp.Config(small_change=(0.5, 1.5))
    with pytest.raises(ValueError, match="tree_depth_binary"):
        hp.Config(tree_depth_binary=(2, 9))


def _half_angle(rule: dict) -> float:
    return float(rule["angles"][0])


@SETTINGS
@given(st.integers(0, 2_000), st.integers(0, 10**6))
def test_easy_items_are_mirror_symmetric_trees_whose_first_fork_opens_wider(n: int, seed: int) -> None:
    """Easy: binary trees whose every fork is mirror-symmetric; the violator's first fork opens 2.8–3.8 thresholds
    wider than its later forks (own reading of the rules, not the verifier's)."""
    index = 12 * n + n % 4  # the first four of every twelve indices are easy
    assert hp.PANEL.difficulty(index) == "easy"
    item = make(index, "test", seed)
    params = item.params_dict
    cfg = hp.DEFAULT_CONFIG
    assert (params["family"], params["branches"], params["depth"]) == ("tree", 2, cfg.easy_depth)
    for opt in params["options"]:
        for rule in opt["levels"]:
            assert rule["angles"][0] == -rule["angles"][1] > 0
    gold = params["options"][LETTERS.index(item.answer)]["levels"]
    opening = (_half_angle(gold[0]) - _half_angle(gold[1])) / cfg.angle_threshold
    assert cfg.easy_change[0] - 0.01 <= opening <= cfg.easy_change[1] + 0.01
    assert all(_half_angle(rule) == _half_angle(gold[1]) for rule in gold[1:])


def test_verify_refuses_an_easy_item_without_the_easy_design() -> None:
    item = make(0, "test", 3)
    assert item.difficulty == "easy"
    hp.verify(item)
    other = (LETTERS.index(item.answer) + 1) % 4

    def lean(params: dict) -> None:  # a distractor's forks all lean 4°: still self-similar, no longer symmetric
        for rule in params["options"][other]["levels"]:
            rule["angles"] = [a + 4.0 for a in rule["angles"]]
        refit(params, other)

    with pytest.raises(VerificationError, match="mirror-symmetric"):
        hp.verify(with_params(item, lean))
    params = item.params_dict
    gold = params["options"][LETTERS.index(item.answer)]["levels"]
    narrower_first = [gold[1], *[gold[0]] * (len(gold) - 1)]  # the first fork narrower than the rest
    with pytest.raises(VerificationError, match="opens"):
        hp._check_easy_design(params, narrower_first, hp.DEFAULT_CONFIG)


def _tree_item(branches: int, difficulty: str) -> object:
    config = hp.Config(families=("tree",))
    for index in range(200):
        if hp.PANEL.difficulty(index) != difficulty:
            continue
        item = make(index, "test", 5, config=config)
        if item.params_dict["branches"] == branches:
            return item
    raise AssertionError(f"no {branches}-branch {difficulty} tree in 200 items")


def test_verify_refuses_crossing_branches() -> None:
    """A distractor redrawn with a wide, long-branched rule whose subtrees run into each other."""
    item = _tree_item(2, "medium")
    hp.verify(item)
    other = (LETTERS.index(item.answer) + 1) % 4

    def crossing(params: dict) -> None:
        params["options"][other]["levels"] = [{"angles": [60.0, -60.0], "ratio": 0.84}] * params["depth"]
        refit(params, other)

    with pytest.raises(VerificationError, match="cross or touch"):
        hp.verify(with_params(item, crossing))


def _closest_unjoined_points(px: np.ndarray, spacing: float = 2.0) -> float:
    """Own brute force: points every ≤ `spacing` px along each branch (N, 4); the smallest distance between points of
    two branches that share no end point."""
    pts, owner = [], []
    for k, (x0, y0, x1, y1) in enumerate(px):
        n = max(2, int(np.ceil(np.hypot(x1 - x0, y1 - y0) / spacing)) + 1)
        t = np.linspace(0.0, 1.0, n)[:, None]
        pts.append(np.hstack([x0 + t * (x1 - x0), y0 + t * (y1 - y0)]))
        owner += [k] * n
    p, o = np.vstack(pts), np.array(owner)
    ends = [px[:, :2], px[:, 2:]]
    joined = np.zeros((len(px), len(px)), dtype=bool)
    for a in ends:
        for b in ends:
            joined |= np.hypot(*(a[:, None] - b[None]).transpose(2, 0, 1)) < 1e-6
    dist = np.hypot(*(p[:, None] - p[None]).transpose(2, 0, 1))
    return float(dist[~joined[o][:, o]].min())


def test_tree_branches_never_cross_or_touch() -> None:
    """Branches that do not meet at a fork stay ≥ tree_clearance_px apart, within the 2 px sampling step (crossings
    enclosed white cells, the `holes` statistic of `mindbench shortcuts` that told the key apart)."""
    config = hp.Config(families=("tree",))
    for index in range(8):
        item = make(index, "test", 8, config=config)
        params = item.params_dict
        for opt in params["options"]:
            segs, _ = hp._segments("tree", params["branches"], opt["levels"], 0.04, 0.12)
            tf = opt["transform"]
            rot, k = np.radians(tf["rotation_deg"]), tf["scale"]
            pts = segs.reshape(-1, 2)
            x = tf["offset"][0] + k * (pts[:, 0] * np.cos(rot) - pts[:, 1] * np.sin(rot))
            y = tf["offset"][1] - k * (pts[:, 0] * np.sin(rot) + pts[:, 1] * np.cos(rot))
            gap = _closest_unjoined_points(np.stack([x, y], axis=1).reshape(-1, 4))
            assert gap >= hp.DEFAULT_CONFIG.tree_clearance_px - 1.5, (index, gap)


def test_uniform_draws_are_generator_uniform() -> None:
    """`_uniform` and `_uniforms` give Generator.uniform's floats and leave the stream where it does, over many seeds,
    the task's ranges and random ones, interleaved with integer draws."""
    meta = np.random.default_rng(5)
    task_ranges = [(12.0, 62.0), (28.0, 66.0), (-10.0, 10.0), (0.58, 0.84), (0.5, 0.72), (0.42, 0.64), (-32.0, 32.0),
                   (-180.0, 180.0), (-30.0, 30.0), (0.72, 1.0), (0.9, 1.0), (-0.5, 0.5), (2.6, 3.6), (1.15, 1.7)]
    for seed in range(300):
        lows = meta.uniform(-500, 500, 20)
        bounds = tuple(task_ranges) + tuple(zip(lows.tolist(), (lows + meta.uniform(0, 900, 20)).tolist(),
                                                strict=True))
        ref, fast = np.random.default_rng(seed), np.random.default_rng(seed)
        assert [ref.uniform(lo, hi) for lo, hi in bounds] == hp._uniforms(fast, bounds)
        for lo, hi in bounds:
            assert ref.integers(3) == fast.integers(3)
            assert ref.uniform(lo, hi) == hp._uniform(fast, lo, hi)
        assert ref.random() == fast.random()


def _random_broken_levels(family: str, branches: int, depth: int, rng: np.random.Generator) -> tuple[list, int]:
    """A figure of random rules broken at a random level (the break also drawn as a rule; sometimes a mirror image
    or a copy of the rule, so the margin is near 0)."""
    base = hp.draw_rule(family, branches, rng)
    k = int(rng.integers(1, depth + 1))
    broken = hp.draw_rule(family, branches, rng)
    if rng.random() < 0.1:
        broken = dict(base)
    elif rng.random() < 0.1 and family == "tree":
        broken = {"angles": [-a for a in base["angles"]][::-1], "ratio": base["ratio"]}
    levels = [dict(base) for _ in range(depth)]
    levels[k - 1] = broken
    return levels, k


def test_margin_units_fast_matches_the_exact_units_and_decides_alike() -> None:
    """`_margin_units_fast` is within 1e-12 of `_break_margin_units` (half the slack is 5e-10), and `_below` decides
    as the exact product does, also for floors a rounding step either side of it."""
    rng = np.random.default_rng(11)
    config = hp.DEFAULT_CONFIG
    for family, branches, depths in (("tree", 2, (3, 4, 5, 6)), ("tree", 3, (3, 4)), ("ifs", 3, (3, 4, 5)),
                                     ("ifs", 4, (3,))):
        for _ in range(600):
            levels, k = _random_broken_levels(family, branches, int(rng.choice(depths)), rng)
            exact = hp._break_margin_units(family, branches, levels, k, config)
            fast = hp._margin_units_fast(family, branches, levels, k)
            assert abs(fast - exact) <= 1e-12, (family, levels, k, fast, exact)
            factor = float(rng.uniform(20.0, 900.0))
            product = exact * factor
            for floor in (product, np.nextafter(product, np.inf), np.nextafter(product, -np.inf), product + 1e-7,
                          product - 1e-7, float(rng.uniform(0.0, 2 * product + 1.0)), 9.0):
                assert hp._below(floor, factor, fast, lambda e=exact: e) == (exact * factor < floor)


def test_same_rule_fast_path_agrees_with_close() -> None:
    """`_same`'s shortcut for equal rules of plain floats decides as `_close` on every number does, also for copies
    holding NaN, infinities, ints, numeric strings, and rules a rounding step or a tolerance apart."""
    def reference(family: str, a: dict, b: dict) -> bool:
        keys = ("angles", "ratio") if family == "tree" else ("ratio", "twist")
        return all(hp._close(a[k], b[k]) for k in keys)

    rng = np.random.default_rng(4)
    odd = [float("nan"), float("inf"), -float("inf"), 30, "30.0", "nan", 0.0, -0.0, 1e-300]
    for _ in range(3000):
        family = "tree" if rng.random() < 0.5 else "ifs"
        a = hp.draw_rule(family, int(rng.integers(2, 4)) if family == "tree" else 3, rng)
        b = json.loads(json.dumps(a))
        key = "angles" if family == "tree" and rng.random() < 0.5 else "ratio"
        roll = rng.random()
        if roll < 0.3:  # an odd value in both copies (NaN is one object in both, as json's NaN constant is)
            value = odd[int(rng.integers(len(odd)))]
            if key == "angles":
                a[key][0] = b[key][0] = value
            else:
                a[key] = b[key] = value
        elif roll < 0.6:  # a rounding step or a tolerance apart
            step = float(rng.choice([np.nextafter(0, 1), 1e-9, hp.TOL, 2 * hp.TOL]))
            if key == "angles":
                b[key][-1] = b[key][-1] + step
            else:
                b[key] = b[key] + step
        try:
            expected = reference(family, a, b)
        except (TypeError, ValueError):
            expected = None
        try:
            got = hp._same(family, a, b)
        except (TypeError, ValueError):
            got = None
        assert got == expected, (family, a, b)


def _reference_segments(family: str, branches: int, levels: list) -> np.ndarray:
    """Own reference of verify's segments: each level grown by `_tree_level` / `_ifs_level` on (N, 2) points, or
    the subdivision's squares by corner stacks, every polygon closed by np.roll."""
    if family == "tree":
        tips, segs = hp._tree_root(), [np.array([[0.0, 0.0, 0.0, 1.0]])]
        for rule in levels:
            start, tips = hp._tree_level(tips, rule)
            segs.append(np.concatenate([start, tips[2]], axis=1))
        return np.concatenate(segs)
    if family == "ifs":
        level = hp._ifs_root(branches)
        polys = [level[1]]
        for d, rule in enumerate(levels):
            level = hp._ifs_level(level, rule, d, branches)
            polys.append(level[1])
        quads = np.concatenate(polys, axis=0)
    else:
        corner, side = np.zeros((1, 2)), 1.0
        for rule in levels:
            cells = np.asarray(rule["cells"], dtype=float)
            inner = side * (1 - 2 * 0.04)
            corner = (corner[:, None, :] + side * 0.04 + cells[None, :, :] * inner / 3).reshape(-1, 2)
            side = inner / 3
        lo = corner + side * 0.12
        hi = lo + side * (1 - 2 * 0.12)
        quads = np.stack([lo, np.stack([hi[:, 0], lo[:, 1]], 1), hi, np.stack([lo[:, 0], hi[:, 1]], 1)], axis=1)
    return np.concatenate([quads, np.roll(quads, -1, axis=1)], axis=2).reshape(-1, 4)


def test_verify_segments_are_the_per_level_growth_bit_for_bit() -> None:
    """`_segments` (trees on x and y columns, polygons closed by repeating the first corner) gives the floats of
    the per-level (N, 2) growth closed by np.roll, in the same order."""
    rng = np.random.default_rng(8)
    for _ in range(1500):
        family = ("tree", "ifs", "subdivision")[int(rng.integers(3))]
        branches = {"tree": int(rng.integers(2, 4)), "ifs": int(rng.integers(3, 5)),
                    "subdivision": int(rng.integers(4, 6))}[family]
        levels = [hp.draw_rule(family, branches, rng) for _ in range(int(rng.integers(1, 5)))]
        segs, _ = hp._segments(family, branches, levels, 0.04, 0.12)
        reference = _reference_segments(family, branches, levels)
        assert segs.shape == reference.shape and segs.tobytes() == reference.tobytes(), (family, levels)


def test_branch_gap_pairs_are_the_box_gap_pairs() -> None:
    """`_check_branch_gaps` measures exactly the branch pairs whose end-point boxes come within the clearance (the
    largest of the four one-sided box gaps) and do not meet: its verdict and message match a check over those
    pairs written with (N, 2) boxes, for random segment sets and clearances (many touch, some share ends, some are
    copies moved about the clearance away)."""
    def reference(px: np.ndarray, clearance: float) -> str | None:
        lo, hi = np.minimum(px[:, :2], px[:, 2:]), np.maximum(px[:, :2], px[:, 2:])
        gap = np.maximum(np.maximum(lo[None, :, 0] - hi[:, None, 0], lo[:, None, 0] - hi[None, :, 0]),
                         np.maximum(lo[None, :, 1] - hi[:, None, 1], lo[:, None, 1] - hi[None, :, 1]))
        for a, b in zip(*np.nonzero(np.triu(gap <= clearance + 1e-6, 1)), strict=True):
            if any(np.hypot(*(px[a, u] - px[b, v])) < 1e-6 for u in (slice(0, 2), slice(2, 4))
                   for v in (slice(0, 2), slice(2, 4))):
                continue
            d = hp._samples(px[a], 1.0)[:, None, :] - hp._samples(px[b], 1.0)[None, :, :]
            closest = float(np.sqrt((d[..., 0] * d[..., 0] + d[..., 1] * d[..., 1]).min()))
            if closest <= clearance:
                return f"{closest:.1f}"
        return None

    rng = np.random.default_rng(9)
    for _ in range(400):
        n = int(rng.integers(2, 30))
        px = rng.uniform(0, 200, (n, 4)).round(int(rng.integers(0, 3)))
        px[1:n // 2, :2] = px[: n // 2 - 1, 2:]  # chains: consecutive branches share an end point
        clearance = float(rng.choice([0.0, 2.0, 8.0, 30.0]))
        for k in range(n // 2, n, 2):  # copies moved about the clearance away: near misses and near touches
            shift = clearance * float(rng.uniform(0.9, 1.1)) + float(rng.choice([0.0, 0.5]))
            px[k] = px[k - 1] + (np.array([shift, 0.0, shift, 0.0]) if rng.random() < 0.5 else
                                 np.array([0.0, shift, 0.0, shift]))
        try:
            hp._check_branch_gaps(px, clearance)
            got = None
        except VerificationError as err:
            got = str(err).split(" px apart")[0].rsplit(" ", 1)[-1]
        assert got == reference(px, clearance)


def test_px_coords_and_drawn_length_are_the_plain_float_ones() -> None:
    """`px_coords` gives each point's plain-float px (dx + k (x c − y s), dy − k (x s + y c)) and `drawn_length` the
    running sum of math.dist over each line's consecutive points, for random lines and transforms."""
    rng = np.random.default_rng(12)
    for _ in range(500):
        per_line, n_lines = int(rng.integers(2, 6)), int(rng.integers(1, 40))
        lines = [[(float(x), float(y)) for x, y in rng.normal(0, 2, (per_line, 2))] for _ in range(n_lines)]
        offset = [round(float(rng.uniform(0, 1024)), 2), round(float(rng.uniform(0, 1024)), 2)]
        transform = {"scale": round(float(rng.uniform(20, 400)), 3),
                     "rotation_deg": round(float(rng.uniform(-180, 180)), 2), "offset": offset}
        rot = math.radians(transform["rotation_deg"])
        c, s = math.cos(rot), math.sin(rot)
        k, (dx, dy) = transform["scale"], transform["offset"]
        px = [[(dx + k * (x * c - y * s), dy - k * (x * s + y * c)) for x, y in line] for line in lines]
        coords = hp.px_coords(transform, lines)
        assert coords == [v for line in px for point in line for v in point]
        expected = sum(itertools.starmap(math.dist, itertools.chain.from_iterable(map(itertools.pairwise, px))))
        assert hp.drawn_length(coords, per_line) == expected


def test_change_of_tree_rules_is_numpy_largest_gap() -> None:
    """`_change` of tree rules (plain floats) gives the size and kind of the numpy form, max |new − ref| over the
    angles against ref and its mirror image, also with NaN or infinite angles and numeric strings."""
    def reference(new: dict, ref: dict, ta: float, tr: float) -> tuple[float, str]:
        na, ra = np.asarray(new["angles"], float), np.asarray(ref["angles"], float)
        dr = abs(float(new["ratio"]) - float(ref["ratio"])) / tr
        size = min(max(float(np.abs(na - m).max()) / ta, dr) for m in (ra, -ra[::-1]))
        kinds = [k for k, changed in (("angles", np.abs(na - ra).max() > hp.TOL), ("ratio", dr > hp.TOL)) if changed]
        return size, "+".join(kinds)

    rng = np.random.default_rng(13)
    odd = [float("nan"), float("inf"), "12.5", -0.0]
    for _ in range(3000):
        branches = int(rng.integers(2, 4))
        ref = hp.draw_rule("tree", branches, rng)
        new = hp.perturb("tree", ref, "angles" if rng.random() < 0.7 else "ratio", float(rng.uniform(0, 3)), rng,
                         hp.DEFAULT_CONFIG) if rng.random() < 0.8 else json.loads(json.dumps(ref))
        if rng.random() < 0.1:
            new["angles"][int(rng.integers(branches))] = odd[int(rng.integers(len(odd)))]
        got, expected = hp._change("tree", new, ref, 12.0, 0.12), reference(new, ref, 12.0, 0.12)
        assert got[1] == expected[1] and (got[0] == expected[0] or (got[0] != got[0] and expected[0] != expected[0]))


def _reference_break(family: str, branches: int, base: dict, large: bool, rng: np.random.Generator,
                     config: hp.Config, easy: bool) -> tuple[dict, str]:
    """`draw_break`'s loop written with `pick`, `perturb`, `valid_rule` and `rule_distance` on every try."""
    lo, hi = (config.easy_change if easy else config.large_change) if large else config.small_change
    for _ in range(config.tries):
        kind = "angles" if easy and family == "tree" else hp.pick(hp.BREAK_KINDS[family], rng)
        new = hp.perturb(family, base, kind, hp._uniform(rng, lo, hi), rng, config)
        if not hp.valid_rule(family, new, branches):
            continue
        m = hp.rule_distance(family, new, base, config)
        if m >= 1.0 and (m >= config.large_factor) == large:
            return new, kind
    raise hp.RejectDraw("no visible break of the requested size")


def test_line_break_draws_are_the_perturb_loop() -> None:
    """`draw_break` of a tree or an ifs flake gives the rule, kind and text of the loop over `perturb` and leaves
    the stream where it does (refused draws included), for drawn bases, bases at the edges of their ranges, every
    change size and the easy flag; except where `break_possible` finds no valid change of the smallest size: there
    it refuses without drawing, and the loop refuses too (none of its tries is valid). Such bases occur (the
    large changes of many rules leave the ranges), so that shortcut is exercised."""
    meta = np.random.default_rng(17)
    config = hp.DEFAULT_CONFIG
    refused = impossible = 0
    for trial in range(3000):
        family, branches = (("tree", 2), ("tree", 3), ("ifs", 3), ("ifs", 4))[trial % 4]
        base = hp.draw_rule(family, branches, meta)
        if meta.random() < 0.2:  # a component on the edge of its range
            if family == "tree":
                lo, hi = hp.TREE_RANGES[branches]["ratio"] if meta.random() < 0.5 else (base["ratio"],) * 2
                base["ratio"] = lo if meta.random() < 0.5 else hi
            else:
                base["twist"] = hp.IFS_TWIST if meta.random() < 0.5 else -hp.IFS_TWIST
        large, easy = bool(meta.random() < 0.5), bool(meta.random() < 0.1)
        seed = int(meta.integers(2 ** 32))
        ref, fast = np.random.default_rng(seed), np.random.default_rng(seed)
        try:
            expected = _reference_break(family, branches, base, large, ref, config, easy)
        except hp.RejectDraw:
            expected = None
        try:
            got = hp.draw_break(family, branches, base, large, fast, config, easy)
        except hp.RejectDraw:
            got = None
        refused += expected is None
        assert json.dumps(got) == json.dumps(expected), (family, base, large, easy, seed)
        lo = (config.easy_change if easy else config.large_change)[0] if large else config.small_change[0]
        kinds = ("angles",) if easy and family == "tree" else hp.BREAK_KINDS[family]
        if hp.break_possible(family, branches, base, kinds, lo, config):
            assert ref.bit_generator.state == fast.bit_generator.state
        else:
            impossible += 1
            assert fast.bit_generator.state == np.random.default_rng(seed).bit_generator.state
    assert 0 < impossible < refused < 3000


def test_level_extents_are_the_turned_extent_of_all_points() -> None:
    """The running union of `_list_extent` over a figure's levels is `_turned_extent` of all its points on arrays,
    float for float, for trees and ifs flakes at random turns (quarter turns included); so is every prefix's."""
    rng = np.random.default_rng(19)
    for trial in range(400):
        family, branches, depth = (("tree", 2, 5), ("tree", 3, 4), ("ifs", 3, 3), ("ifs", 4, 3))[trial % 4]
        levels, _ = _random_broken_levels(family, branches, depth, rng)
        points = list(hp._tree_tips(levels) if family == "tree" else hp._ifs_corners(branches, levels))
        quarter = float(rng.choice([0.0, 90.0, -90.0, 180.0]))
        rot = quarter if trial % 5 == 0 else round(float(rng.uniform(-180, 180)), 2)
        c, s = math.cos(math.radians(rot)), math.sin(math.radians(rot))
        extent = (math.inf, -math.inf, math.inf, -math.inf)
        for n in range(1, len(points) + 1):
            extent = hp._union_extent(extent, hp._list_extent(*points[n - 1], c, s))
            assert extent == hp._turned_extent(*hp._flat(points[:n]), c, s), (family, levels, rot, n)
            prefix = [list(zip(*hp._flat(points[:n]), strict=True))]
            assert hp._running_bbox(extent) == hp._turned_bbox(prefix, c, s)


def _reference_line_panel(fig: hp.Figure, branches: int, area: tuple, draws: tuple, config: hp.Config
                          ) -> tuple[dict, float] | None:
    """A line panel's checks made once on the whole expanded figure: its fit and placement (`fit_panel`, `place`),
    the broken and finest levels' sizes, the decision margin and the branch clearance at the placed scale."""
    i_fam = hp.FAMILY_INDEX[fig.family]
    lines, act = hp.expand(fig.family, branches, fig.levels, config.gutter, config.leaf_gap)
    fit = hp.fit_panel(lines, area, draws[0])
    transform = hp.place(fit, fit[3], area, draws)
    scale = float(transform["scale"])
    margin = 0.0
    if fig.break_depth is not None:
        margin = hp.break_margin_px(fig.family, branches, fig.levels, fig.break_depth, scale, config)
        if act[fig.break_depth - 1] * scale < config.break_px[i_fam] or \
                margin < hp.DECISION_MARGIN_FLOOR_PX + hp.MARGIN_HEADROOM_PX:
            return None
    if act[-1] * scale < config.leaf_px[i_fam]:
        return None
    if fig.family == "tree":
        px = np.array(hp.px_coords(transform, lines)).reshape(-1, 4)
        if not hp.branches_clear(px, config.tree_clearance_px + hp.MARGIN_HEADROOM_PX):
            return None
    return transform, margin


def test_line_panel_checks_decide_as_the_whole_figure_checked_once() -> None:
    """`visible_line_panel` (a violator checked level by level at scale bounds, a self-similar figure grown whole)
    keeps exactly the figures that the checks made once on the whole expanded figure keep, with the same transform
    and decision margin: self-similar and broken trees and ifs flakes (half the broken ones by a small change at the
    deepest level, whose margins lie near the floor), nuisance drawn as the generator draws it."""
    rng, config = np.random.default_rng(43), hp.DEFAULT_CONFIG
    area = _panel_areas()[0]
    kept = {True: 0, False: 0}
    for trial in range(1600):
        family, branches, depth = (("tree", 2, 4), ("tree", 2, 5), ("ifs", 3, 3), ("ifs", 4, 3))[trial % 4]
        levels, k = _random_broken_levels(family, branches, depth, rng)
        broken = trial % 8 < 4
        if broken and trial % 16 < 8:  # a small break at the deepest level: margins near the floor
            try:
                levels[k - 1] = dict(levels[k % depth])
                k = depth
                levels[k - 1] = hp.draw_break(family, branches, levels[0], False, rng, config)[0]
            except hp.RejectDraw:
                continue
        fig = hp.Figure(family, levels if broken else [dict(levels[k % depth]) for _ in range(depth)],
                        k if broken else None, "twist" if broken else None)
        draws = hp.draw_nuisance(1, family, rng, config)[0]
        shown = hp.visible_line_panel(fig, branches, area, draws, config)
        expected = _reference_line_panel(fig, branches, area, draws, config)
        assert (shown is None) == (expected is None), (fig, draws)
        if shown is not None and expected is not None:
            kept[broken] += 1
            assert shown[0][3] == expected[0] and abs(shown[1] - expected[1]) < 1e-9, (fig, draws)
    assert min(kept.values()) > 20, kept


def test_line_bases_are_the_draw_rule_loop() -> None:
    """`draw_bases` of trees and ifs flakes gives the rules and text of the loop over `draw_rule`, `valid_rule` and
    `rule_distance` and leaves the stream where it does (refused draws included), at the default distance and at
    distances up to the largest allowed (where four rules often cannot be drawn)."""
    meta = np.random.default_rng(23)
    refused = 0
    for trial in range(2000):
        family, branches = (("tree", 2), ("tree", 3), ("ifs", 3), ("ifs", 4))[trial % 4]
        least = 0.5 if trial % 3 else float(meta.choice([0.0, 1.0, 1.5, 2.0, float(meta.uniform(0, 2))]))
        config = dataclasses.replace(hp.DEFAULT_CONFIG, min_rule_distance=least, tries=int(meta.integers(4, 61)))
        seed = int(meta.integers(2 ** 32))
        ref, fast = np.random.default_rng(seed), np.random.default_rng(seed)
        expected: list | None = []
        for _ in range(config.tries):
            rule = hp.draw_rule(family, branches, ref)
            if hp.valid_rule(family, rule, branches) and all(
                    hp.rule_distance(family, rule, b, config) >= least for b in expected):  # type: ignore[union-attr]
                expected.append(rule)  # type: ignore[union-attr]
                if len(expected) == hp.N_OPTIONS:  # type: ignore[arg-type]
                    break
        else:
            expected = None
        try:
            got = hp.draw_bases(family, branches, fast, config)
        except hp.RejectDraw:
            got = None
        refused += expected is None
        assert json.dumps(got) == json.dumps(expected), (family, least, seed)
        assert ref.bit_generator.state == fast.bit_generator.state
    assert 0 < refused < 2000


def test_word_integer_is_generator_integers() -> None:
    """`_word_integer` on the ctypes word function gives Generator.integers' draw and leaves the stream where it
    does, for the task's ranges and ranges near 2**32 whose Lemire redraw is frequent, interleaved with doubles."""
    meta = np.random.default_rng(29)
    for seed in range(200):
        ref, fast = np.random.default_rng(seed), np.random.default_rng(seed)
        interface = fast.bit_generator.ctypes
        for _ in range(50):
            n = int(meta.choice([1, 2, 3, 8, 2 ** 31 + 1, 2 ** 32 - 3, int(meta.integers(1, 2 ** 32))]))
            assert int(ref.integers(n)) == hp._word_integer(interface.next_uint32, interface.state_address, n), n
            if meta.random() < 0.3:
                assert ref.random() == fast.random()
        assert ref.bit_generator.state == fast.bit_generator.state


def test_sample_distinct_is_generator_choice_without_replacement() -> None:
    """`sample_distinct` gives Generator.choice(population, size, replace=False)'s integers in its order and leaves
    the stream where it does, for every population and size the subdivision draws use (up to 9 cells), with
    doubles drawn in between."""
    meta = np.random.default_rng(37)
    for seed in range(300):
        ref, fast = np.random.default_rng(seed), np.random.default_rng(seed)
        for _ in range(20):
            population = int(meta.integers(1, 10))
            size = int(meta.integers(0, population + 1))
            expected = ref.choice(population, size=size, replace=False).tolist()
            got = hp.sample_distinct(fast, population, size)
            assert got == expected and all(type(k) is int for k in got), (population, size)
            if meta.random() < 0.3:
                assert ref.random() == fast.random()
        assert ref.bit_generator.state == fast.bit_generator.state


def test_subdivision_rule_distance_counts_cells_moved_under_every_grid_symmetry() -> None:
    """`rule_distance` of two subdivision rules is the fewest cells of the first that are not kept by the second
    turned or mirrored (counted here on sets of cells, by the eight maps written out), for every pair of 4-cell
    rules and a sample of 3- and 5-cell pairs."""
    maps = [lambda i, j: (i, j), lambda i, j: (2 - i, j), lambda i, j: (i, 2 - j), lambda i, j: (2 - i, 2 - j),
            lambda i, j: (j, i), lambda i, j: (2 - j, i), lambda i, j: (j, 2 - i), lambda i, j: (2 - j, 2 - i)]
    grid = [(k % 3, k // 3) for k in range(9)]

    def moved(a: list, b: list) -> float:
        return float(min(len({tuple(c) for c in a} - {g(i, j) for i, j in b}) for g in maps))

    rules = {n: [sorted([i, j] for i, j in cells) for cells in itertools.combinations(grid, n)] for n in (3, 4, 5)}
    pairs = list(itertools.product(rules[4], rules[4]))
    pairs += list(zip(rules[3], rules[5], strict=False)) + list(zip(rules[5][::-1], rules[3], strict=False))
    for a, b in pairs:
        got = hp.rule_distance("subdivision", {"cells": a}, {"cells": b}, hp.DEFAULT_CONFIG)
        assert got == moved(a, b) and type(got) is float, (a, b)


def _recursive_subdivision(levels: list, gutter: float, leaf_gap: float) -> tuple[list, list]:
    """The subdivision expansion as a depth-first recursion over blocks."""
    depth, lines, size = len(levels), [], [0.0] * (len(levels) + 1)

    def block(x: float, y: float, side: float, d: int) -> None:
        size[d] = side
        if d == depth:
            inner = side * (1 - 2 * leaf_gap)
            x0, y0 = x + side * leaf_gap, y + side * leaf_gap
            lines.append([(x0, y0), (x0 + inner, y0), (x0 + inner, y0 + inner), (x0, y0 + inner), (x0, y0)])
            return
        inner = side * (1 - 2 * gutter)
        x0, y0 = x + side * gutter, y + side * gutter
        for i, j in levels[d]["cells"]:
            block(x0 + i * inner / 3, y0 + j * inner / 3, inner / 3, d + 1)

    block(0.0, 0.0, 1.0, 0)
    return lines, size[1:]


def test_subdivision_levels_are_the_recursion_bit_for_bit() -> None:
    """`_subdivision_lines` grown level by level gives the recursion's squares in its order, float for float (their
    repr), and its block sides, for random cells, depths and insets."""
    rng = np.random.default_rng(31)
    for trial in range(500):
        branches, depth = int(rng.integers(4, 6)), int(rng.integers(1, 5))
        levels = [hp.draw_rule("subdivision", branches, rng) for _ in range(depth)]
        gutter, leaf_gap = (0.04, 0.12) if trial % 2 else (float(rng.uniform(0, 0.1)), float(rng.uniform(0, 0.3)))
        expected = _recursive_subdivision(levels, gutter, leaf_gap)
        assert repr(hp._subdivision_lines(levels, gutter, leaf_gap)) == repr(expected), (levels, gutter, leaf_gap)


def test_level_growth_is_the_recursion_bit_for_bit() -> None:
    """A tree's or ifs flake's points grown level by level (`_tree_tips`, `_ifs_corners`) and gathered in the lines'
    order (`_line_points`) are `expand`'s recursive polylines, float for float (their repr), for random and broken
    rules."""
    rng = np.random.default_rng(37)
    for trial in range(400):
        family, branches = (("tree", 2), ("tree", 3), ("ifs", 3), ("ifs", 4))[trial % 4]
        depth = int(rng.integers(1, 6 if branches == 2 else 5))
        levels, _ = _random_broken_levels(family, branches, max(depth, 2), rng)
        growth = hp._tree_tips(levels) if family == "tree" else hp._ifs_corners(branches, levels)
        x, y = hp._flat(list(growth))
        order, per_line = hp._line_points(family, branches, len(levels))
        lines = hp.expand(family, branches, levels, 0.04, 0.12)[0]
        assert repr(list(zip(x[order].tolist(), y[order].tolist(), strict=True))) == \
            repr([point for line in lines for point in line]), (family, levels)
        assert per_line == len(lines[0]) and len(order) == per_line * len(lines)


def test_line_coords_are_px_coords_of_the_expanded_lines() -> None:
    """`_line_coords` (the level-by-level points in px, gathered in the lines' order) is `px_coords` of `expand`'s
    polylines, float for float, for trees and ifs flakes of every depth at random transforms."""
    rng = np.random.default_rng(41)
    for trial in range(400):
        family, branches = (("tree", 2), ("tree", 3), ("ifs", 3), ("ifs", 4))[trial % 4]
        levels, _ = _random_broken_levels(family, branches, int(rng.integers(2, 6 if branches == 2 else 5)), rng)
        points = list(hp._tree_tips(levels) if family == "tree" else hp._ifs_corners(branches, levels))
        transform = {"scale": round(float(rng.uniform(20, 400)), 3),
                     "rotation_deg": round(float(rng.uniform(-180, 180)), 2),
                     "offset": [round(float(rng.uniform(0, 1024)), 2), round(float(rng.uniform(0, 1024)), 2)]}
        lines = hp.expand(family, branches, levels, 0.04, 0.12)[0]
        px, py = hp._px_points(*hp._flat(points), transform)
        got = hp._line_coords(px, py, family, branches, len(levels))
        assert repr(got) == repr(hp.px_coords(transform, lines)), (family, levels, transform)


def _reference_branches_clear(seg: np.ndarray, clearance: float) -> bool:
    """The branch clearance measured pair by pair on every pair i < j: the four end-point-to-segment distances,
    the orientation test for proper crossings, pairs with an end point in common left out."""
    def point_segment(px: float, py: float, ax: float, ay: float, bx: float, by: float) -> float:
        abx, aby = bx - ax, by - ay
        along = ((px - ax) * abx + (py - ay) * aby) / max(abx * abx + aby * aby, 1e-12)
        t = min(max(along, 0.0), 1.0)
        ex, ey = ax + t * abx - px, ay + t * aby - py
        return math.sqrt(ex * ex + ey * ey)

    def orient(ax: float, ay: float, bx: float, by: float, cx: float, cy: float) -> float:
        return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)

    rows = seg.tolist()
    for a in range(len(rows)):
        for b in range(a + 1, len(rows)):
            (p0x, p0y, p1x, p1y), (q0x, q0y, q1x, q1y) = rows[a], rows[b]
            ends = [(p0x, p0y, q0x, q0y), (p0x, p0y, q1x, q1y), (p1x, p1y, q0x, q0y), (p1x, p1y, q1x, q1y)]
            if any(math.sqrt((x0 - x1) * (x0 - x1) + (y0 - y1) * (y0 - y1)) < 1e-6 for x0, y0, x1, y1 in ends):
                continue
            crossing = (orient(p0x, p0y, p1x, p1y, q0x, q0y) * orient(p0x, p0y, p1x, p1y, q1x, q1y) < 0
                        and orient(q0x, q0y, q1x, q1y, p0x, p0y) * orient(q0x, q0y, q1x, q1y, p1x, p1y) < 0)
            dist = 0.0 if crossing else min(point_segment(p0x, p0y, q0x, q0y, q1x, q1y),
                                             point_segment(p1x, p1y, q0x, q0y, q1x, q1y),
                                             point_segment(q0x, q0y, p0x, p0y, p1x, p1y),
                                             point_segment(q1x, q1y, p0x, p0y, p1x, p1y))
            if dist < clearance:
                return False
    return True


def test_branches_clear_decides_as_every_pair_measured() -> None:
    """`branches_clear` decides as measuring every pair one by one does: on segment sets with shared, repeated and
    nearly shared end points, crossings and near misses (all pairs), and on drawn trees at random scales with the
    pairs joined by construction left out (`_unjoined_upper`), at clearances either side of their closest pairs."""
    rng = np.random.default_rng(43)
    verdicts = set()
    for _ in range(600):
        n = int(rng.integers(2, 14))
        pts = rng.uniform(0, 60, (n + 3, 2))
        ends = rng.integers(0, n + 3, (n, 2))
        seg = np.concatenate([pts[ends[:, 0]], pts[ends[:, 1]]], axis=1)
        seg[rng.random(n) < 0.2, 2:] += rng.choice([0.0, 5e-7, 2e-6, 1e-3])  # nearly shared ends
        for clearance in (0.0, 1.0, float(rng.uniform(0, 20))):
            expected = _reference_branches_clear(seg, clearance)
            assert hp.branches_clear(seg, clearance) == expected, (seg.tolist(), clearance)
            verdicts.add(expected)
    for trial in range(300):
        branches, depth = ((2, 4), (2, 5), (3, 3), (3, 4))[trial % 4]
        levels, _ = _random_broken_levels("tree", branches, depth, rng)
        transform = {"scale": round(float(rng.uniform(40, 300)), 3),
                     "rotation_deg": round(float(rng.uniform(-30, 30)), 2),
                     "offset": [round(float(rng.uniform(200, 300)), 2), round(float(rng.uniform(300, 400)), 2)]}
        px, py = hp._px_points(*hp._flat(list(hp._tree_tips(levels))), transform)
        seg = hp._tree_px_segments(px, py, branches, depth)
        for clearance in (9.0, float(rng.uniform(0, 30))):
            expected = _reference_branches_clear(seg, clearance)
            mask = hp._unjoined_upper(branches, depth)
            assert hp.branches_clear(seg, clearance, mask) == expected, (levels, transform, clearance)
            verdicts.add(expected)
    assert verdicts == {True, False}


def test_pick_and_nuisance_are_the_generator_draws() -> None:
    """`pick` is Generator.choice of a sequence (the same option, the same stream) and `draw_nuisance` is its
    uniforms drawn one by one by Generator.uniform in its order (rotations first, then each panel's size and
    position), the rotation rounded to 2 places."""
    meta = np.random.default_rng(47)
    for seed in range(300):
        options = tuple(f"o{k}" for k in range(int(meta.integers(1, 9))))
        ref, fast = np.random.default_rng(seed), np.random.default_rng(seed)
        assert str(ref.choice(list(options))) == hp.pick(options, fast)
        family, easy_tree = hp.FAMILIES[seed % 3], bool(seed % 2)
        span = 180.0 if family == "ifs" else 180.0 if easy_tree else 30.0
        size = (0.72, 1.0) if family == "tree" else (0.9, 1.0)
        turns = [round(ref.uniform(-span, span), 2) for _ in range(4)]
        rest = [(ref.uniform(*size), ref.uniform(-0.5, 0.5), ref.uniform(-0.5, 0.5)) for _ in range(4)]
        expected = [(t, *r) for t, r in zip(turns, rest, strict=True)]
        assert hp.draw_nuisance(4, family, fast, hp.DEFAULT_CONFIG, easy_tree) == expected
        assert ref.bit_generator.state == fast.bit_generator.state


def test_level_agreement_is_every_pair_compared() -> None:
    """`_agreement` counts for each level the levels `_same` finds equal to it, as comparing every ordered pair
    does, for self-similar and broken figures, copies of a level, and levels holding NaN (one object, as json's is),
    infinities, ints, numeric strings, signed zeros and values a rounding step or a tolerance apart."""
    rng = np.random.default_rng(53)
    odd = [float("nan"), float("inf"), 30, "30.0", 0.0, -0.0, 1e-300]
    for _ in range(3000):
        family = ("tree", "ifs", "subdivision")[int(rng.integers(3))]
        branches = {"tree": int(rng.integers(2, 4)), "ifs": 3, "subdivision": 4}[family]
        pool = [hp.draw_rule(family, branches, rng) for _ in range(2)]
        if family != "subdivision" and rng.random() < 0.5:
            twin = json.loads(json.dumps(pool[0]))
            key = "ratio"
            roll = rng.random()
            if roll < 0.4:
                pool[0][key] = twin[key] = odd[int(rng.integers(len(odd)))]
            else:
                twin[key] = twin[key] + float(rng.choice([np.nextafter(0, 1), 1e-9, hp.TOL, 2 * hp.TOL]))
            pool.append(twin)
        levels = [pool[int(rng.integers(len(pool)))] if rng.random() < 0.5 else json.loads(json.dumps(pool[0]))
                  for _ in range(int(rng.integers(3, 7)))]
        try:
            expected = [sum(hp._same(family, a, b) for b in levels) for a in levels]
        except (TypeError, ValueError):
            expected = None
        try:
            got = hp._agreement(family, levels)
        except (TypeError, ValueError):
            got = None
        assert got == expected, (family, levels)


def _panel_areas() -> list[tuple[float, float, float, float]]:
    return [hp.drawing_area(box) for box in hp.panels_only_layout(hp.N_OPTIONS, cols=2).option_boxes]


def _joint_try(family: str, branches: int, depth: int, difficulty: str, slot: int, rng: np.random.Generator,
               config: hp.Config) -> bool:
    """One try drawn as one joint draw: the four figures, their order and nuisance, then every panel checked."""
    try:
        figures, _ = hp.draw_figures(family, branches, depth, difficulty, rng, config)
    except hp.RejectDraw:
        return False
    ordered, _ = hp.PANEL.place(figures[0], [(f, family) for f in figures[1:]], slot, rng)
    nuisance = hp.draw_nuisance(hp.N_OPTIONS, family, rng, config)
    return hp.visible_panels(ordered, slot, branches, _panel_areas(), nuisance, config) is not None


@pytest.mark.parametrize(("family", "branches", "depth", "difficulty"),
                         [("tree", 2, 4, "medium"), ("tree", 2, 4, "hard"), ("ifs", 3, 3, "hard")])
def test_violator_first_tries_pass_as_often_as_joint_draws(family: str, branches: int, depth: int,
                                                          difficulty: str) -> None:
    """Drawing and checking the violator before the other three figures keeps a try's chance of passing (the kept
    items' law is the joint draw's conditioned on passing): over 1500 tries each, the two pass rates agree within
    4.5 standard errors, and every try that `draw_line_panels` keeps puts its violator at the slot."""
    config, areas, n = hp.DEFAULT_CONFIG, _panel_areas(), 1500
    rng = np.random.default_rng(29)
    joint = sum(_joint_try(family, branches, depth, difficulty, t % 4, rng, config) for t in range(n))
    first = 0
    for t in range(n):
        shown = hp.draw_line_panels(family, branches, depth, difficulty, t % 4, areas, rng, config)
        if shown is not None:
            first += 1
            panels, kinds, margin, _ = shown
            assert kinds[t % 4] == "correct" and panels[t % 4][0].break_depth is not None
            assert margin >= hp.DECISION_MARGIN_FLOOR_PX + hp.MARGIN_HEADROOM_PX
    p = (joint + first) / (2 * n)
    assert joint > 0 and abs(joint - first) / n <= 4.5 * math.sqrt(2 * p * (1 - p) / n), (joint, first)


def test_doomed_topologies_never_pass() -> None:
    """Every draw that `doomed_topologies` refuses unseen is one that no try passes: 400 tries each, none kept."""
    config, areas = hp.DEFAULT_CONFIG, _panel_areas()
    rng = np.random.default_rng(31)
    for family, branches, depth, difficulty in config.doomed_topologies:
        kept = sum(hp.draw_line_panels(family, branches, depth, difficulty, t % 4, areas, rng, config) is not None
                   for t in range(400))
        assert kept == 0, (family, branches, depth, difficulty, kept)
