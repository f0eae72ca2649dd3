"""Tests for the Mind's Eye symmetric_structures generator: one asymmetric figure, exact symmetries, verify catches
defects."""

from __future__ import annotations

import dataclasses
import json
import math
from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError
from mindbench.generators.mindseye import symmetric_structures as ss

SETTINGS = settings(max_examples=20, deadline=None)


def make(index: int, split: str = "test", seed: int = 0) -> Item:
    """What the builder does: redraw with attempt + 1 on RejectDraw."""
    for attempt in range(40):
        try:
            return ss.generate(index, split, seed, attempt)
        except RejectDraw:
            continue
    raise AssertionError(f"index {index} rejected 40 times")


def figure(params: dict, i: int) -> np.ndarray:
    return np.array(params["options"][i]["segments"], dtype=float).reshape(-1, 2, 2)


# --- a third, deliberately plain solver (own code, loops, not the module's) ------------------------------


def seg_set_distance(a: np.ndarray, b: np.ndarray) -> float:
    """Symmetric Hausdorff distance between two segment sets (unordered endpoints), brute force over all pairs."""
    e = np.linalg.norm(a[:, None, :, None, :] - b[None, :, None, :, :], axis=-1)  # (i, j, end of a, end of b)
    d = np.minimum(np.maximum(e[..., 0, 0], e[..., 1, 1]), np.maximum(e[..., 0, 1], e[..., 1, 0]))
    return float(max(d.min(axis=1).max(), d.min(axis=0).max()))


def transformed(segs: np.ndarray, matrix: np.ndarray, centre: np.ndarray) -> np.ndarray:
    return (segs - centre) @ matrix.T + centre


def mirror(angle: float) -> np.ndarray:
    return np.array([[math.cos(2 * angle), math.sin(2 * angle)], [math.sin(2 * angle), -math.cos(2 * angle)]])


def turn(angle: float) -> np.ndarray:
    return np.array([[math.cos(angle), -math.sin(angle)], [math.sin(angle), math.cos(angle)]])


def stated_group(kind: str) -> list[np.ndarray]:
    """Non-trivial elements that a figure tagged `kind` must have (mirror axes at their named angles)."""
    if kind == "mirror_vertical":
        return [mirror(math.pi / 2)]
    if kind == "mirror_horizontal":
        return [mirror(0.0)]
    if kind.startswith("rotational_") or kind.startswith("dihedral_"):
        k = int(kind.rsplit("_", 1)[1])
        return [turn(2 * math.pi * j / k) for j in range(1, k)]
    return []


def best_dense_match(segs: np.ndarray) -> float:
    """Closest any mirror (every 1°) or rotation by 360°/k (k = 2..6) about the centroid brings the figure."""
    centre = segs.reshape(-1, 2).mean(axis=0)
    mats = [mirror(math.radians(a)) for a in np.arange(0, 180, 1.0)]
    mats += [turn(2 * math.pi * j / k) for k in range(2, 7) for j in range(1, k)]
    return min(seg_set_distance(transformed(segs, m, centre), segs) for m in mats)


# --- properties over many items ------------------------------------------------------------------------


@SETTINGS
@given(st.integers(0, 10**6), st.integers(0, 10**6), st.sampled_from(["test", "train"]))
def test_items_verify_and_only_the_key_is_asymmetric(index: int, seed: int, split: str) -> None:
    item = make(index, split, seed)
    ss.verify(item)
    params = json.loads(item.params)
    gold = LETTERS.index(item.answer)
    n = params["n_segments"]
    lengths = []
    for i, opt in enumerate(params["options"]):
        segs = figure(params, i)
        assert len(segs) == n, "every figure has the same number of segments"
        lengths.append(float(np.linalg.norm(segs[:, 1] - segs[:, 0], axis=1).sum()))
        if i == gold:
            assert best_dense_match(segs) >= ss.DEFAULT_CONFIG.min_asymmetry, "odd figure nearly symmetric"
        else:
            centre = segs.reshape(-1, 2).mean(axis=0)
            group = stated_group(opt["kind"])
            for m in group:
                assert seg_set_distance(transformed(segs, m, centre), segs) < 1e-6, (item.id, opt["kind"])
            if opt["kind"] == "mirror_diagonal":
                assert min(seg_set_distance(transformed(segs, mirror(a), centre), segs)
                           for a in (math.pi / 4, 3 * math.pi / 4)) < 1e-6
    source = np.array(params["odd"]["source"]).reshape(-1, 2, 2)
    src_ink = float(np.linalg.norm(source[:, 1] - source[:, 0], axis=1).sum())
    assert abs(lengths[gold] / src_ink - 1) <= 0.04 + 1e-9
    assert item.option_kinds[gold] == "correct"
    assert set(item.option_kinds) - {"correct"} <= set(ss.SYMMETRY_KINDS)
    assert len(set(item.option_kinds)) == 4, "the three symmetric figures are of different kinds"
    assert item.id == f"mindseye/symmetric_structures/{split}/{index:06d}"


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6))
def test_asymmetry_margin_is_a_lower_bound(index: int) -> None:
    """Dense sampling (every 0.05°) about the centroid never comes closer than the branch-and-bound bound."""
    params = json.loads(make(index, "train", 4).params)
    odd = figure(params, next(i for i, o in enumerate(params["options"]) if o["kind"] == "correct"))
    bound = ss.asymmetry_margin(odd, 1.0)  # need = 1: refine everywhere
    centre = odd.reshape(-1, 2).mean(axis=0)
    rel = odd.reshape(-1, 2) - centre
    dense_m = ss._match_cost(rel, True, np.radians(np.arange(0, 180, 0.05))).min()
    dense_r = ss._match_cost(rel, False, np.radians(np.arange(30, 330, 0.05))).min()
    assert bound <= min(dense_m, dense_r) + 1e-9
    # and the vectorised cost agrees with the plain loops
    for angle in (0.3, 1.1, 2.5):
        loops = seg_set_distance(transformed(odd, mirror(angle), centre), odd)
        assert abs(ss._match_cost(rel, True, np.array([angle]))[0] - loops) < 1e-9


def test_exact_symmetry_detection_on_hand_made_figures() -> None:
    square = np.array([[[-1, -1], [1, -1]], [[1, -1], [1, 1]], [[1, 1], [-1, 1]], [[-1, 1], [-1, -1]]], float)
    assert ss.symmetry_kind(square) == "dihedral_4"
    arrow = np.array([[[0, -1], [0, 1]], [[0, -1], [-0.5, -0.4]], [[0, -1], [0.5, -0.4]]], float)
    assert ss.symmetry_kind(arrow) == "mirror_vertical"
    assert ss.symmetry_kind(arrow[:, :, ::-1]) == "mirror_horizontal"
    diag = arrow @ turn(math.pi / 4).T
    assert ss.symmetry_kind(diag) == "mirror_diagonal"
    assert ss.symmetry_kind(arrow @ turn(0.3).T).startswith("mirror_oblique")
    blade = np.array([[[0.2, 0.0], [1.0, 0.3]]])
    pinwheel = np.concatenate([blade @ turn(2 * math.pi * j / 3).T for j in range(3)])
    assert ss.symmetry_kind(pinwheel) == "rotational_3"
    bent = pinwheel.copy()
    bent[0, 1] += [0.0, 0.05]
    assert ss.symmetry_kind(bent) == "asymmetric"
    # endpoints unordered: reversing a segment changes nothing
    assert ss.symmetry_kind(pinwheel[:, ::-1]) == "rotational_3"


def test_difficulty_rule() -> None:
    assert ss.difficulty_rule("mirror_vertical", 0.25, ["mirror_horizontal", "mirror_diagonal", "dihedral_2"]) == "easy"
    assert ss.difficulty_rule("mirror_vertical", 0.25, ["rotational_2", "mirror_diagonal", "dihedral_2"]) == "medium"
    assert ss.difficulty_rule("mirror_vertical", 0.15, ["mirror_horizontal", "mirror_diagonal", "dihedral_2"]) == \
        "medium"
    assert ss.difficulty_rule("mirror_vertical", 0.10, ["mirror_horizontal", "mirror_diagonal", "dihedral_2"]) == "hard"
    assert ss.difficulty_rule("rotational_5", 0.30, ["mirror_horizontal", "mirror_diagonal", "dihedral_2"]) == "hard"


def test_each_difficulty_builds_its_own_kind_pool() -> None:
    items = [make(i, "test", 2) for i in range(12)]
    for item in items:
        params = json.loads(item.params)
        kinds = [params["odd"]["source_kind"]] + [k for k in item.option_kinds if k != "correct"]
        assert set(kinds) <= set(ss.KIND_POOLS[item.difficulty])
    assert {it.difficulty for it in items} == {"easy", "medium", "hard"}
    assert {json.loads(it.params)["odd"]["perturbation"] for it in make_many(24)} == set(ss.PERTURBATIONS)


def make_many(n: int) -> list[Item]:
    return [make(i, "train", 9) for i in range(n)]


def test_answer_letters_balanced_within_each_difficulty() -> None:
    items = [make(i, "test", 1) for i in range(36)]  # 3 blocks of 4 per difficulty
    for level in ("easy", "medium", "hard"):
        counts = Counter(it.answer for it in items if it.difficulty == level)
        assert counts == {letter: 3 for letter in "ABCD"}, (level, counts)


def test_deterministic_and_index_sensitive() -> None:
    a, b, c = make(5, "test", 11), make(5, "test", 11), make(6, "test", 11)
    assert a == b
    assert a.params != c.params and ss.signature(a) != ss.signature(c)
    assert ss.signature(a) == ss.signature(b)


def test_signature_ignores_panel_order_and_nuisance() -> None:
    item = make(3, "test", 7)
    params = json.loads(item.params)
    params["options"] = params["options"][::-1]
    for opt in params["options"]:
        opt["colour"], opt["center"] = ss.PALETTE[0], [200.0, 200.0]
    assert ss.signature(dataclasses.replace(item, params=json.dumps(params))) == ss.signature(item)


# --- corruptions -------------------------------------------------------------------------------------


def with_params(item: Item, mutate) -> Item:
    params = json.loads(item.params)
    mutate(params)
    return dataclasses.replace(item, params=json.dumps(params))


@pytest.fixture(scope="module", params=[0, 4, 8])  # one item per difficulty
def item(request) -> Item:
    built = make(request.param, "test", 21)
    ss.verify(built)
    return built


def test_moved_answer_fails(item: Item) -> None:
    gold = LETTERS.index(item.answer)
    other = (gold + 1) % 4
    kinds = list(item.option_kinds)
    kinds[gold], kinds[other] = kinds[other], kinds[gold]

    def swap_kinds(params: dict) -> None:
        opts = params["options"]
        opts[gold]["kind"], opts[other]["kind"] = opts[other]["kind"], opts[gold]["kind"]

    moved = dataclasses.replace(with_params(item, swap_kinds), answer=LETTERS[other], option_kinds=kinds)
    with pytest.raises(VerificationError, match="the asymmetric figure is"):
        ss.verify(moved)


def test_distractor_made_correct_fails(item: Item) -> None:
    gold = LETTERS.index(item.answer)
    other = (gold + 2) % 4

    def copy_gold(params: dict) -> None:
        params["options"][other]["segments"] = params["options"][gold]["segments"]

    with pytest.raises(VerificationError, match="2 asymmetric figures"):
        ss.verify(with_params(item, copy_gold))


def test_symmetric_odd_figure_fails(item: Item) -> None:
    gold = LETTERS.index(item.answer)

    def restore(params: dict) -> None:
        params["options"][gold]["segments"] = params["odd"]["source"]

    with pytest.raises(VerificationError, match="no asymmetric figure"):
        ss.verify(with_params(item, restore))


def test_perturbed_symmetric_figure_fails(item: Item) -> None:
    gold = LETTERS.index(item.answer)
    other = (gold + 1) % 4

    def nudge(params: dict) -> None:
        seg = params["options"][other]["segments"][0]
        params["options"][other]["segments"][0] = [seg[0] + 0.1, seg[1] + 0.05, seg[2] + 0.1, seg[3] + 0.05]

    with pytest.raises(VerificationError, match="2 asymmetric figures"):
        ss.verify(with_params(item, nudge))


def test_wrong_kind_tag_fails(item: Item) -> None:
    gold = LETTERS.index(item.answer)
    others = [i for i in range(4) if i != gold]
    kinds = list(item.option_kinds)
    kinds[others[0]], kinds[others[1]] = kinds[others[1]], kinds[others[0]]

    def swap(params: dict) -> None:
        for i in range(4):
            params["options"][i]["kind"] = kinds[i]

    with pytest.raises(VerificationError, match="is tagged"):
        ss.verify(dataclasses.replace(with_params(item, swap), option_kinds=kinds))


def test_tiny_perturbation_fails(item: Item) -> None:
    """An odd figure barely off its symmetry (one segment of the source moved by 0.01) is refused."""
    gold = LETTERS.index(item.answer)

    def tiny_move(params: dict) -> None:
        k = params["odd"]["segment"]
        x1, y1, x2, y2 = params["odd"]["source"][k]
        params["options"][gold]["segments"][k] = [x1 + 0.008, y1 + 0.006, x2 + 0.008, y2 + 0.006]
        params["odd"].update(perturbation="move", displacement=0.01)

    with pytest.raises(VerificationError, match="from symmetric"):
        ss.verify(with_params(item, tiny_move))


def test_relabelled_source_kind_fails(item: Item) -> None:
    """A source kind that the source figure does not have (it would also change the difficulty) is refused."""

    def relabel(params: dict) -> None:
        params["odd"]["source_kind"] = "rotational_6" if params["odd"]["source_kind"] != "rotational_6" \
            else "rotational_5"

    with pytest.raises(VerificationError, match="odd.source is not"):
        ss.verify(with_params(item, relabel))


@pytest.mark.parametrize("drop", ["odd", "layout", "n_segments"])
def test_missing_key_is_a_verification_error(item: Item, drop: str) -> None:
    with pytest.raises(VerificationError):
        ss.verify(with_params(item, lambda params: params.pop(drop)))


def test_missing_nested_key_is_a_verification_error(item: Item) -> None:
    with pytest.raises(VerificationError, match="malformed params"):
        ss.verify(with_params(item, lambda params: params["options"][0].pop("segments")))
    with pytest.raises(VerificationError, match="malformed params"):
        ss.verify(with_params(item, lambda params: params["odd"].pop("displacement")))


def test_config_validation_names_the_field() -> None:
    with pytest.raises(ValueError, match="segment_counts"):
        ss.Config(segment_counts=(2, 8))
    with pytest.raises(ValueError, match="small_perturbation"):
        ss.Config(small_perturbation=(0.05, 0.15))
    with pytest.raises(ValueError, match="min_asymmetry"):
        ss.Config(min_asymmetry=0.01)
    with pytest.raises(ValueError, match="stroke_width"):
        ss.Config(stroke_width=(0.5, 3.0))


def test_spec() -> None:
    spec = ss.SPEC
    assert spec.name == "symmetric_structures" and spec.n_options == 4 and spec.dimension == "relation"
    shown = ss.PRESENTATION
    assert shown.title == "Symmetric Structures" and shown.human is not None and shown.human.accuracy == 0.78
