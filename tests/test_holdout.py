"""Object-level holdout and the distractor balance that removes context-blind tells.

Per task: two items showing the same memorisable object get the same object key (a polycube turned or mirrored,
a net turned or flipped on the paper, a fold sequence with its punches under a symmetry of the sheet, a knowledge-
graph map in another config or drawing order), a different object gets another key, and a train item showing a
test object shares a key with it, so the builder redraws it. Each test fails when its protection is removed.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter

import numpy as np
import pytest

from mindbench.generators.common.holdout import image_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw
from mindbench.generators.common.registry import all_tasks, get_task
from mindbench.generators.common.rng import item_rng
from mindbench.generators.common.task import DEFAULT_OPTIONS
from mindbench.generators.m3str import tasks as m3
from mindbench.generators.mindseye import geometry3d as g3
from mindbench.generators.mindseye import mental_composition as mc
from mindbench.generators.mindseye import mental_rotation as mr
from mindbench.generators.mindseye import nets
from mindbench.generators.mindseye import paper_folding as pf
from tests.task_helpers import make, with_params


def first_valid(spec, index: int, split: str = "test") -> Item:
    return make(spec.generate, index, split, 0, options=DEFAULT_OPTIONS)


def shares_a_key(spec, test_item: Item, train_item: Item) -> bool:
    return bool(spec.test_keys(test_item) & spec.train_keys(train_item))


# --------------------------------------------------------------------------------------------- every task


@pytest.mark.parametrize("spec", all_tasks(), ids=lambda s: s.name)
def test_every_task_keys_its_image_on_both_sides(spec) -> None:
    item = first_valid(spec, 1)
    assert image_key(item) in spec.test_keys(item) and image_key(item) in spec.train_keys(item)
    other = dataclasses.replace(item, image=item.image + b"\0")  # other bytes: another image key
    assert image_key(other) != image_key(item)


# --------------------------------------------------------------------------------------------- mental_rotation


def test_a_polycube_is_one_object_in_every_pose_and_mirrored() -> None:
    item = first_valid(get_task("mindseye", "mental_rotation"), 2)
    p = item.params_dict
    cubes = [tuple(c) for c in p["shape"]["cubes"]]
    key = mr.polycube_key(cubes)
    for rotation in g3.rotation_group():
        assert mr.polycube_key(g3.transform(rotation, cubes)) == key
    assert mr.polycube_key([(-x, y, z) for x, y, z in cubes]) == key  # the mirror image: same object
    for option in p["options"]:  # the mirror option is the same object, edited solids are not
        assert (mr.polycube_key(option["cubes"]) == key) == (option["kind"] in ("correct", "mirror"))


def test_a_train_item_drawing_a_test_polycube_mirrored_and_turned_is_caught() -> None:
    spec = get_task("mindseye", "mental_rotation")
    test = first_valid(spec, 2)
    p = test.params_dict
    mirrored = [(-x, y, z) for x, y, z in p["shape"]["cubes"]]
    other = dict(p, shape={"cubes": sorted(map(list, g3.normalize(g3.transform(g3.rotation_group()[5], mirrored))))})
    train = with_params(test, other, split="train", image=test.image + b"pose")
    assert spec.signature(train) != spec.signature(test)  # the signature alone would let it through
    assert shares_a_key(spec, test, train)


# --------------------------------------------------------------------------------------------- paper_folding


def _move_sheet(params: dict, matrix: np.ndarray, reflection: bool) -> dict:
    def moved(points: list) -> list:
        return [[round(float(v), 6) for v in np.asarray(pt, dtype=float) @ matrix.T] for pt in points]

    out = dict(params)
    out["folds"] = [{"line": moved(f["line"])[::-1] if reflection else moved(f["line"])} for f in params["folds"]]
    out["punches"] = moved(params["punches"])
    return out


@pytest.mark.parametrize("index", [0, 4, 8, 9])
def test_folds_with_punches_are_one_object_under_every_symmetry_of_the_sheet(index: int) -> None:
    spec = get_task("mindseye", "paper_folding")
    item = first_valid(spec, index)
    p = item.params_dict
    key = pf.fold_punch_form(p)
    for matrix, reflection in pf.sheet_symmetries(p["paper"]["shape"]):
        moved = with_params(item, _move_sheet(p, matrix, reflection), split="train", image=item.image + b"x")
        assert pf.fold_punch_form(moved.params_dict) == key
        assert shares_a_key(spec, item, moved)
    shifted = dict(p, punches=[[x + 0.0625, y] for x, y in p["punches"]])
    assert pf.fold_punch_form(shifted) != key  # another punch set: another object


def test_every_paper_folding_option_has_the_golds_hole_count() -> None:
    """A panel whose hole count differs is never gold: an odd count out is a context-blind tell."""
    spec = get_task("mindseye", "paper_folding")
    kinds: Counter = Counter()
    for index in range(12):
        item = first_valid(spec, index)
        options = item.params_dict["options"]
        gold = len(options[LETTERS.index(item.answer)]["holes"])
        assert all(len(o["holes"]) == gold for o in options), [len(o["holes"]) for o in options]
        kinds.update(o["kind"] for o in options)
    assert kinds["wrong_axis"] and kinds["perturbed"]


def test_paper_folding_options_keep_their_holes_off_the_drawn_creases() -> None:
    """Gold holes never sit on a crease (punches clear them by the margin); a distractor hole on one was a tell."""
    sheet = pf.SHEETS["square"]
    state = (pf.Layer(sheet.polygon, pf.IDENTITY),)
    step = pf.fold(sheet, state, pf.square_line("vertical", 0, False))
    flat = pf.flat_layers([step])
    assert pf.clear_of_creases(sheet, flat, [(32, 0), (-32, 16)], pf.DEFAULT_CONFIG)
    assert not pf.clear_of_creases(sheet, flat, [(32, 0), (2, 16)], pf.DEFAULT_CONFIG)  # 2/128 from the crease
    for index in range(8):  # and the generator only uses such distractors
        item = first_valid(get_task("mindseye", "paper_folding"), index)
        p = item.params_dict
        lines = [np.array(f["line"], dtype=float) for f in p["folds"]]
        if len(lines) == 1:  # one fold: the only crease is the fold line itself
            a, b = lines[0]
            d = (b - a) / np.linalg.norm(b - a)
            for option in p["options"]:
                for hx, hy in option["holes"]:
                    assert abs(d[0] * (hy - a[1]) - d[1] * (hx - a[0])) >= pf.DEFAULT_CONFIG.margin - 1e-4


# --------------------------------------------------------------------------------------------- mental_composition


def _turned_net(params: dict, angle: float, flip: bool) -> dict:
    rot = np.array([[math.cos(angle), -math.sin(angle)], [math.sin(angle), math.cos(angle)]])
    if flip:
        rot = rot @ np.diag([1.0, -1.0])

    def tp(pt: list) -> list:
        return [round(float(v), 6) for v in rot @ np.asarray(pt, dtype=float)]

    faces = []
    for f in params["net"]["faces"]:
        poly = [tp(q) for q in f["polygon"]]
        mark = f["mark"] and {"type": "arrow", "direction": tp(f["mark"]["direction"])}
        faces.append({"polygon": poly[::-1] if flip else poly, "colour": f["colour"], "mark": mark})
    return dict(params, net=dict(params["net"], faces=faces))


@pytest.mark.parametrize("index", [0, 4, 8])  # easy, medium, hard
def test_a_net_is_one_object_turned_or_flipped_on_the_paper(index: int) -> None:
    spec = get_task("mindseye", "mental_composition")
    item = next(x for x in (first_valid(spec, index + 12 * k) for k in range(8)) if x.params_dict["solid"] != "cone")
    p = item.params_dict
    key = mc.net_object(p)
    for angle, flip in ((math.pi / 2, False), (1.1, False), (0.0, True), (2.3, True)):
        assert mc.net_object(_turned_net(p, angle, flip)) == key
    if item.difficulty != "easy":  # another colouring is another object
        faces = p["net"]["faces"]
        swapped = [dict(f, colour=faces[(i + 1) % len(faces)]["colour"]) for i, f in enumerate(faces)]
        assert mc.net_object(dict(p, net=dict(p["net"], faces=swapped))) != key


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_easy_nets_come_from_disjoint_fixed_shares_for_test_and_train() -> None:
    """~41 plain nets cannot be held out by redrawing: a fixed share is test-only, the rest train-only."""
    spec = get_task("mindseye", "mental_composition")
    seen = {"test": set(), "train": set()}
    for split in seen:
        for block in range(12):
            p = first_valid(spec, 12 * block, split).params_dict  # index 12·b is an easy item
            if p["solid"] == "cone":
                band = mc.cone_band(p["net"]["disc"]["radius"])
                held = band in mc.held_out(("cone",), mc.cone_bands(mc.DEFAULT_CONFIG))
            else:
                held = p["net_class"] in mc.held_out((p["solid"],), list(range(len(nets.net_classes(p["solid"])))))
            assert held == (split == "test"), (split, p["solid"], p["net_class"])
            seen[split].add(str(mc.net_object(p)))
    assert not seen["test"] & seen["train"]


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_colour_balance_puts_the_gold_at_every_rank_equally_often() -> None:
    """The gold's rank in 'distance of its colour mix from the others' mean' is the target balanced over the index,
    so neither the most-unlike nor the most-typical colour rule beats chance."""
    solid = "cube"
    ranks: Counter = Counter()
    for seed in range(160):
        rng = item_rng(seed)
        _, _, cam = mc.draw_camera(solid, rng, mc.DEFAULT_CONFIG, coloured=True)
        names = list(mc.PALETTE)
        colours = [names[i] for i in rng.permutation(len(names))[:6]]
        try:
            correct, distractors = mc.coloured_views(solid, cam, colours, [None] * 6, "medium", rng, mc.DEFAULT_CONFIG,
                                                     target=seed % 4)
        except RejectDraw:
            continue
        m = nets.model(solid)
        visible = [f for f in range(len(m.faces)) if (cam @ m.normals[f])[2] > 0]
        mixes = np.stack([mc.colour_mix(solid, cam, visible, v[1]) for v in [correct] + [d[0] for d in distractors]])
        dist = np.linalg.norm(mixes - (mixes.sum(axis=0) - mixes) / 3, axis=1)
        assert int(np.sum(dist[1:] < dist[0])) == seed % 4
        ranks[seed % 4] += 1
    assert sum(ranks.values()) >= 60 and len(ranks) == 4, ranks


# --------------------------------------------------------------------------------------------- M3STR


def test_a_map_is_one_object_in_any_config_and_drawing_order() -> None:
    counting = first_valid(get_task("m3str", "count_entity"), 3)
    p = counting.params_dict
    reordered = dict(p, triples=list(reversed(p["triples"])))
    as_relation = with_params(counting, reordered, task="count_relation", split="train", image=counting.image + b"r")
    assert m3.map_key(as_relation) == m3.map_key(counting)
    assert shares_a_key(get_task("m3str", "count_entity"), counting,
                        dataclasses.replace(as_relation, task="count_entity"))
    assert get_task("m3str", "count_relation").train_keys(as_relation) & get_task("m3str", "count_entity").test_keys(
        counting)
    fewer = dict(p, triples=p["triples"][1:]) if len(p["triples"]) > 1 else dict(p, triples=[["x", "y", "z"]])
    assert m3.map_key(with_params(counting, fewer)) != m3.map_key(counting)


@pytest.mark.parametrize("task", ["complete_entity", "complete_relation", "detect_entity", "detect_relation"])
def test_a_masked_or_corrupted_map_is_the_same_object_as_the_clean_map(task: str) -> None:
    spec = get_task("m3str", task)
    for index in range(8):
        item = first_valid(spec, index)
        p = item.params_dict
        mod = p["modification"]
        if mod["kind"] == "none":
            continue
        triples = [list(t) for t in p["triples"]]
        triples[mod["triple_index"]][{"head": 0, "relation": 1, "tail": 2}[mod["slot"]]] = mod["original"]
        if mod["kind"] == "entity":  # a swapped entity is swapped on every triple it is on
            triples = [[mod["original"] if x == mod["replacement"] else x for x in t] for t in triples]
        clean = dict(p, triples=list(reversed(triples)), modification=m3.no_modification())
        clean.pop("choice_ids", None)
        assert m3.map_key(with_params(item, clean)) == m3.map_key(item)
        return
    pytest.fail("no modified item among the first indices")


# --------------------------------------------------------------------------------------------- the five newer tasks


@pytest.mark.parametrize("name,field", [("visual_relation_abstraction", "panels"), ("hierarchical_pattern", "options"),
                                        ("conceptual_slippage", "panels"), ("symmetric_structures", "options")])
def test_a_train_item_showing_a_test_odd_figure_in_any_panel_is_caught(name: str, field: str) -> None:
    """The memorisable object of an odd-one-out task is the odd figure: another item that shows it in one of its
    panels (its signature and image differ) shares a key with the test item."""
    spec = get_task("mindseye", name)
    test = first_valid(spec, 1)
    p = test.params_dict
    slot = LETTERS.index(test.answer)
    other = next(x for x in (first_valid(spec, i, "train") for i in range(2, 12)) if x.answer != test.answer)
    q = other.params_dict
    q[field] = [p[field][slot] if i == slot else panel for i, panel in enumerate(q[field])]  # a follower there
    for context in ("concept", "family", "depth"):  # what the figure's key is relative to (slippage, hierarchical)
        if context in q and name != "visual_relation_abstraction":
            q[context] = p[context]
    train = with_params(other, q)
    assert spec.signature(train) != spec.signature(test) and train.image != test.image
    assert shares_a_key(spec, test, train)


@pytest.mark.parametrize("task", ["count_entity", "count_relation", "detect_mix"])
def test_a_small_unmodified_map_is_only_drawn_by_the_config_that_owns_it(task: str) -> None:
    """A one-edge star is the same picture in count_entity and count_relation: each small map belongs to one
    config, so no image repeats across configs within a split."""
    spec = get_task("m3str", task)
    small = 0
    for index in range(120):  # until two small unmodified maps were drawn (how many indices that takes: the seed's)
        p = first_valid(spec, index).params_dict
        triples = [tuple(t) for t in p["triples"]]
        if p["modification"]["kind"] == "none" and m3.small_map_owner(p["kg"], triples) is not None:
            assert m3.small_map_owner(p["kg"], triples) == task
            assert m3.small_map_owner(p["kg"], triples[::-1]) == task
            small += 1
            if small == 2:
                break
    assert small == 2


@pytest.mark.parametrize("task", ["complete_entity"])
def test_the_gold_is_each_familiarity_rank_among_its_choices_equally_often(task: str) -> None:
    """How many distractors are more familiar (more often in the KG's facts) than the gold is balanced over the
    index, without ties: a prior ranking choices by how often they are gold or seen picks the gold at chance.
    (complete_relation matches gold and distractor frequencies per relation instead: test_m3str_tasks.py.)"""
    from mindbench.generators.common.balance import balanced_slot
    from mindbench.generators.m3str.kg import kg_for_options

    spec = get_task("m3str", task)
    scores = m3.familiarity(kg_for_options(DEFAULT_OPTIONS))[0 if task == "complete_entity" else 1]
    ranks = Counter()
    for index in range(12):
        for attempt in range(m3.RANKED_ATTEMPTS):  # later attempts may settle for any familiarity
            try:
                item = spec.generate(index, "test", 0, attempt, DEFAULT_OPTIONS)
                break
            except RejectDraw:
                continue
        else:
            continue
        p = item.params_dict
        gold = p["modification"]["original"]
        others = [c for c in p["choice_ids"] if c != gold]
        assert all(scores[c] != scores[gold] for c in others)
        above = sum(scores[c] > scores[gold] for c in others)
        assert above == balanced_slot("m3str", f"{task}/familiarity_rank", "test", 0, index, len(others) + 1)
        ranks[above] += 1
    assert sum(ranks.values()) >= 8 and len(ranks) >= 4, ranks


def test_an_m3str_signature_is_what_the_image_shows() -> None:
    """Two completion items with the same masked map look the same whatever their choices: one signature, so the
    builder's in-split dedup removes the repeated image."""
    item = first_valid(get_task("m3str", "complete_entity"), 2)
    p = item.params_dict
    other = with_params(item, dict(p, choice_ids=list(reversed(p["choice_ids"])),
                                   modification=dict(p["modification"], original="someone_else")))
    assert m3.signature(other) == m3.signature(item)
