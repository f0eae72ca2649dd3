"""Tests for the Mind's Eye conceptual_slippage generator: one violator, no second concept, verify catches defects."""

from __future__ import annotations

import copy
import dataclasses
import json
import math
from collections import Counter
from collections.abc import Sequence
from functools import partial

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.generators.common.item import LETTERS, VerificationError
from mindbench.generators.mindseye import conceptual_slippage as cs
from tests.task_helpers import make as make_item
from tests.task_helpers import with_params

SETTINGS = settings(max_examples=25, deadline=None)


make = partial(make_item, cs.generate)


def moved_panel(params: dict, src: int, dst: int) -> dict:
    """Panel `src` translated into the box of panel `dst` (all boxes have the same size)."""
    boxes = params["layout"]["option_boxes"]
    dx, dy = boxes[dst][0] - boxes[src][0], boxes[dst][1] - boxes[src][1]
    panel = copy.deepcopy(params["panels"][src])
    for el in panel["elements"]:
        el["x"], el["y"] = el["x"] + dx, el["y"] + dy
    if panel["container"] is not None:
        panel["container"]["x"] += dx
        panel["container"]["y"] += dy
    return panel


@SETTINGS
@given(st.integers(0, 10_000), st.integers(0, 1000), st.sampled_from(["test", "train"]))
def test_items_verify_and_the_concept_singles_out_the_gold(index: int, seed: int, split: str) -> None:
    item = make(index, split, seed)
    cs.verify(item)
    params = json.loads(item.params)
    gold = LETTERS.index(item.answer)
    facts = [cs.panel_facts(p) for p in params["panels"]]
    assert [i for i, f in enumerate(facts) if not f[params["concept"]]] == [gold]
    assert params["concept"] in cs.LEVEL_CONCEPTS[item.difficulty]
    assert item.difficulty == cs.PANEL.difficulty(index)
    assert item.id == f"mindseye/conceptual_slippage/{split}/{index:06d}"
    assert [k for i, k in enumerate(item.option_kinds) if i != gold] == \
        [p["surface"] for i, p in enumerate(params["panels"]) if i != gold]
    surfaces = [p["surface"] for p in params["panels"]]
    if params["concept"] != "topology":
        assert sorted(surfaces) == sorted(cs.SURFACES), "six different surfaces"
    # the violator's element count is never the odd one out by construction of the concepts
    assert len({p["colour"] for p in params["panels"]}) == 6


def test_glyph_holes_from_stroke_graphs_match_the_declared_pools() -> None:
    assert {cs.HOLES[g] for g in cs.LETTERS_0} == {0}
    assert {cs.HOLES[g] for g in cs.LETTERS_1} == {1}
    assert {cs.HOLES[g] for g in cs.LETTERS_2} == {2}
    for one, zero, two in cs.HOLED.values():
        assert (cs.HOLES[one], cs.HOLES[zero], cs.HOLES[two]) == (1, 0, 2)
    assert cs.HOLES["disc"] == cs.HOLES["square"] == cs.HOLES["arrow"] == 0


def _panel(points, glyph="disc", container=None, mirror=None, angles=None):
    return {"surface": "dots", "colour": "#000000", "stroke": 3.0, "container": container,
            "elements": [{"glyph": glyph, "x": float(x), "y": float(y), "size": 10.0,
                          "angle": 0.0 if angles is None else angles[i],
                          "mirror": False if mirror is None else mirror[i]} for i, (x, y) in enumerate(points)]}


def test_predicates_on_hand_made_panels() -> None:
    row = _panel([(100, 100), (150, 150), (200, 200), (250, 250), (300, 300)])
    facts = cs.panel_facts(row)
    assert facts["alignment"] and facts["spacing"]
    uneven = cs.panel_facts(_panel([(100, 100), (160, 160), (200, 200), (240, 240), (300, 300)]))
    assert uneven["alignment"] and not uneven["spacing"] and uneven["spacing_dev"] > 20
    bent = cs.panel_facts(_panel([(100, 100), (150, 170), (200, 200), (250, 250)]))
    assert not bent["alignment"] and bent["alignment_dev"] > 10
    # mirror pair of letter F about x = 200, plus an H on the axis
    f = _panel([(150, 100), (250, 100), (200, 180)], glyph="F", mirror=[False, True, False])
    f["elements"][2]["glyph"] = "H"
    assert cs.panel_facts(f)["symmetry"]
    f["elements"][1]["mirror"] = False  # an unmirrored partner breaks it
    assert not cs.panel_facts(f)["symmetry"]
    square = {"sides": 4, "x": 200.0, "y": 200.0, "r": 120.0, "angle": 45.0}
    inside = _panel([(180, 180), (220, 180), (180, 220), (220, 220)], container=square)
    facts = cs.panel_facts(inside)
    assert facts["numerosity"] and not facts["enclosure"]
    one_in = _panel([(200, 200), (20, 20), (380, 20), (20, 380)], container=square)
    assert cs.panel_facts(one_in)["enclosure"]


@pytest.mark.parametrize("index", [0, 7, 13, 20, 26, 33, 40])
def test_verify_catches_corruption(index: int) -> None:
    item = make(index, "test", 21)
    cs.verify(item)
    gold = LETTERS.index(item.answer)
    other = (gold + 1) % 6
    concept = json.loads(item.params)["concept"]

    # the key moved to another letter, kinds and params relabelled consistently
    kinds = list(item.option_kinds)
    kinds[gold], kinds[other] = kinds[other], kinds[gold]

    def swap_kinds(params: dict) -> None:
        opts = params["options"]
        opts[gold]["kind"], opts[other]["kind"] = opts[other]["kind"], opts[gold]["kind"]

    relabelled = dataclasses.replace(with_params(item, swap_kinds), answer=LETTERS[other], option_kinds=kinds)
    with pytest.raises(VerificationError, match="fails on panels"):
        cs.verify(relabelled)

    # a distractor made equal to the gold: a second panel violates the concept
    def copy_gold(params: dict) -> None:
        params["panels"][other] = moved_panel(params, gold, other)
        params["panels"][other]["surface"] = params["panels"][gold]["surface"]
        params["options"][other]["kind"] = params["panels"][gold]["surface"]

    copied_kinds = list(item.option_kinds)
    copied_kinds[other] = json.loads(item.params)["panels"][gold]["surface"]
    with pytest.raises(VerificationError, match="fails on panels"):
        cs.verify(dataclasses.replace(with_params(item, copy_gold), option_kinds=copied_kinds))

    # the violator made to obey: it becomes a copy of a follower
    def copy_follower(params: dict) -> None:
        params["panels"][gold] = moved_panel(params, other, gold)

    with pytest.raises(VerificationError, match=rf"{concept!r} fails on panels \[\]"):
        cs.verify(with_params(item, copy_follower))

    with pytest.raises(VerificationError, match="malformed params|keys"):
        cs.verify(with_params(item, lambda params: params.pop("concept")))

    def drop_x(params: dict) -> None:
        del params["panels"][0]["elements"][0]["x"]

    with pytest.raises(VerificationError, match="malformed params"):
        cs.verify(with_params(item, drop_x))


def second_violation(params: dict, i: int) -> None:
    """A concept-specific break of follower i that keeps its look (no copy of the gold)."""
    panel = params["panels"][i]
    els = panel["elements"]
    concept = params["concept"]
    if concept in ("spacing", "alignment", "symmetry"):
        facts = cs.panel_facts(panel)
        assert facts[concept]
        # move the element nearest the panel's centroid by 12 px along / across the line
        cx = sum(e["x"] for e in els) / len(els)
        cy = sum(e["y"] for e in els) / len(els)
        k = min(range(len(els)), key=lambda j: (els[j]["x"] - cx) ** 2 + (els[j]["y"] - cy) ** 2)
        a, b = max(((p, q) for p in els for q in els), key=lambda pq: (pq[0]["x"] - pq[1]["x"]) ** 2
                   + (pq[0]["y"] - pq[1]["y"]) ** 2)
        ux, uy = b["x"] - a["x"], b["y"] - a["y"]
        norm = (ux * ux + uy * uy) ** 0.5
        ux, uy = ux / norm, uy / norm
        if concept == "spacing":  # 6 px along the line: gaps differ by 12 px
            els[k]["x"] += 6 * ux
            els[k]["y"] += 6 * uy
        elif concept == "alignment":  # 12 px across it
            els[k]["x"] -= 12 * uy
            els[k]["y"] += 12 * ux
        else:  # 12 px sideways, or down when sideways runs along the mirror axis
            els[k]["x"] += 12
            if cs.panel_facts(panel)["symmetry"]:
                els[k]["x"] -= 12
                els[k]["y"] += 12
    elif concept == "topology":
        g = els[0]["glyph"]
        els[0]["glyph"] = {"ring": "ring_open", "square_hollow": "square_open",
                           "triangle_hollow": "triangle_open"}.get(g, "C")
    elif concept == "numerosity":
        panel["container"]["sides"] = 3 + (panel["container"]["sides"] - 2) % 4
    else:  # enclosure: the one enclosed element is removed
        inside = cs.inside_container(panel["container"], np.array([[e["x"], e["y"]] for e in els]))
        panel["elements"] = [e for e, flag in zip(els, inside, strict=True) if not flag]


@pytest.mark.parametrize("index", range(0, 54, 3))
def test_second_violator_is_rejected(index: int) -> None:
    """A second panel made to violate the concept is refused as such. The edit can also leave that panel illegal
    on its own (e.g. an element touching the outline), which verify reports first: then the next panel is tried."""
    item = make(index, "test", 5)
    gold = LETTERS.index(item.answer)
    messages = []
    for step in range(1, 6):
        with pytest.raises(VerificationError) as refused:
            cs.verify(with_params(item, lambda params, other=(gold + step) % 6: second_violation(params, other)))
        messages.append(str(refused.value))
        if "fails on panels" in messages[-1]:
            return
    pytest.fail(f"no second violator was refused as one: {messages}")


def test_graded_violation_below_visibility_is_rejected() -> None:
    """A spacing/alignment violator shrunk towards its line is refused (too small, or a wrong difficulty)."""
    for index in range(6, 60):
        item = make(index, "test", 2)
        params = json.loads(item.params)
        if params["concept"] in ("alignment", "spacing") and item.difficulty == "hard":
            break
    else:
        pytest.skip("no hard line item in range")
    gold = LETTERS.index(item.answer)

    def shrink(params: dict) -> None:
        els = params["panels"][gold]["elements"]
        n = len(els)
        a, b = els[0], els[-1]
        order = sorted(range(n), key=lambda j: (els[j]["x"] - a["x"]) * (b["x"] - a["x"])
                       + (els[j]["y"] - a["y"]) * (b["y"] - a["y"]))
        first, last = els[order[0]], els[order[-1]]
        for rank, j in enumerate(order):  # back onto an equally spaced straight line, then nudge by 1 px in x and y
            t = rank / (n - 1)
            els[j]["x"] = first["x"] + t * (last["x"] - first["x"])
            els[j]["y"] = first["y"] + t * (last["y"] - first["y"])
        els[order[1]]["x"] += 1.0
        els[order[1]]["y"] += 1.0
        params["decision_margin_px"] = cs.decision_margin_px(params, gold)  # recorded as rebuilt: no other tell

    with pytest.raises(VerificationError, match="below|fails on panels|ambiguous|too small|difficulty"):
        cs.verify(with_params(item, shrink))


def test_difficulty_mismatch_is_rejected() -> None:
    item = make(0, "test", 9)  # index 0 is easy
    wrong = dataclasses.replace(item, id=item.id[:-6] + "000006")  # index 6 is medium
    with pytest.raises(VerificationError, match="difficulty"):
        cs.verify(wrong)


def test_every_concept_occurs() -> None:
    concepts = Counter(json.loads(make(i, "test", 4).params)["concept"] for i in range(0, 60, 2))
    assert set(concepts) == set(cs.CONCEPTS), concepts


def test_config_validation_names_the_field() -> None:
    with pytest.raises(ValueError, match="spacing_n"):
        cs.Config(spacing_n=(4, 6))
    with pytest.raises(ValueError, match="alignment_hard"):
        cs.Config(alignment_hard=(10.0, 25.0))
    with pytest.raises(ValueError, match="clearance"):
        cs.Config(clearance=1.0)
    with pytest.raises(ValueError, match="min_violation"):
        cs.Config(min_violation=2.0)
    with pytest.raises(ValueError, match="tries"):
        cs.Config(tries=0)



def _config_with(config: cs.Config, **fields: float) -> cs.Config:
    """A copy of a Config with fields set past its validation (a bound placed on a measured value on purpose)."""
    out = copy.copy(config)
    for name, value in fields.items():
        object.__setattr__(out, name, value)
    return out


def test_a_graded_violation_within_the_margin_of_its_split_is_refused_and_one_outside_is_decided() -> None:
    """No difficulty on a knife edge: with the split placed just inside GRADED_MARGIN of the violator's measured
    deviation verify refuses the item; just outside (on the same side as before) it verifies."""
    checked = 0
    for index in range(60):
        item = make(index, "test", 5)
        params = json.loads(item.params)
        concept = params["concept"]
        if concept not in cs.GRADED:
            continue
        gold = LETTERS.index(item.answer)
        deviation = cs.panel_facts(params["panels"][gold])[f"{concept}_dev"]
        side = 1.0 if item.difficulty == "hard" else -1.0  # hard: the split lies above the deviation
        inside = _config_with(cs.DEFAULT_CONFIG, **{f"{concept}_split": deviation + side * 0.5 * cs.GRADED_MARGIN})
        with pytest.raises(VerificationError, match="within"):
            cs.check_puzzle(params, gold, item.difficulty, inside)
        outside = _config_with(cs.DEFAULT_CONFIG, **{f"{concept}_split": deviation + side * 2 * cs.GRADED_MARGIN})
        cs.check_puzzle(params, gold, item.difficulty, outside)
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def random_centres(rng: np.random.Generator, n: int, kind: int) -> np.ndarray:
    """n element centres of one of three kinds: scattered at 0.01 px, nearly on a line with near-equal gaps, or on a
    coarse grid (exact ties in their projections)."""
    if kind == 0:
        return np.round(rng.uniform(0, 500, (n, 2)), 2)
    if kind == 1:
        u = rng.normal(size=2)
        u /= np.linalg.norm(u)
        t = np.arange(n) * rng.uniform(20, 60) + rng.normal(0, 0.3, n)
        return np.round(200 + t[:, None] * u, 2)
    return np.unique(rng.integers(0, 4, (n + 4, 2)).astype(float) * 10, axis=0)[:n]


def test_line_facts_of_all_panels_in_one_pass_are_each_panels_own() -> None:
    """`panels_line_facts` gives every panel the floats `centre_line_facts` gives it: random centres on the 0.01 px
    grid, near-lines with near-equal gaps, and a coarse grid whose exact ties in the projections take the guard."""
    rng = np.random.default_rng(7)
    for _ in range(400):
        centres = []
        for _ in range(int(rng.integers(1, 7))):
            centres.append(random_centres(rng, int(rng.integers(3, 9)), int(rng.integers(3))))
        assert cs.panels_line_facts(centres) == [cs.centre_line_facts(p) for p in centres]


def test_geometry_of_all_panels_in_one_pass_refuses_what_the_panel_check_refuses() -> None:
    """`panels_geometry_ok` is False exactly when `check_panel_geometry` refuses a panel: items of every level
    with elements moved, resized or added and containers resized at random."""
    rng = np.random.default_rng(11)

    def each_panel_ok(panels: list, boxes: list) -> bool:
        try:
            for i, (panel, box) in enumerate(zip(panels, boxes, strict=True)):
                cs.check_panel_geometry(panel, box, i)
        except VerificationError:
            return False
        return True

    verdicts = Counter()
    for index in range(9):
        params = make(index).params_dict
        boxes = params["layout"]["option_boxes"]
        for _ in range(40):
            panels = copy.deepcopy(params["panels"])
            for _ in range(int(rng.integers(0, 3))):
                panel = panels[int(rng.integers(6))]
                el = panel["elements"][int(rng.integers(len(panel["elements"])))]
                change = int(rng.integers(4))
                if change == 0:
                    el["x"], el["y"] = round(el["x"] + rng.normal(0, 30), 2), round(el["y"] + rng.normal(0, 30), 2)
                elif change == 1:
                    el["size"] = round(el["size"] * rng.uniform(0.2, 3), 2)
                elif change == 2 and panel["container"] is not None:
                    panel["container"]["r"] = round(panel["container"]["r"] * rng.uniform(0.7, 1.3), 3)
                else:
                    panel["elements"].append(dict(el, x=round(el["x"] + rng.normal(0, 40), 2)))
            ok = each_panel_ok(panels, boxes)
            verdicts[ok] += 1
            assert cs.panels_geometry_ok(panels, boxes) == ok
    assert verdicts[True] > 50 and verdicts[False] > 50


def test_choose_two_draws_what_rng_choice_draws() -> None:
    """`choose_two` gives `rng.choice(pop, size=2, replace=False)`'s pair and leaves the generator in the same
    state, whatever draws came before (a half-used 32-bit word included)."""
    for seed in range(300):
        ours, numpys = np.random.default_rng(seed), np.random.default_rng(seed)
        for step in range(40):
            pop = 2 + (seed + step) % 6
            assert cs.choose_two(ours, pop) == tuple(int(k) for k in numpys.choice(pop, size=2, replace=False))
            assert ours.bit_generator.state == numpys.bit_generator.state
            if step % 3 == 0:  # other draws between, as make_symmetry makes them
                ours.uniform(0, 1), numpys.uniform(0, 1)
                ours.integers(2), numpys.integers(2)


def test_clear_of_is_the_numpy_norm_test() -> None:
    """`clear_of` on plain floats gives the verdict of `np.linalg.norm(p - q) >= ext + e2 + gap` over every placed
    point, on random points and on points placed at their bound's distance (ties to the ulp, and exact ties of
    3-4-5 triangles)."""
    rng = np.random.default_rng(5)
    verdicts: Counter = Counter()
    for trial in range(4000):
        ext, gap = float(rng.uniform(5, 20)), float(rng.uniform(5, 15))
        k = int(rng.integers(1, 6))
        placed = [(float(x), float(y)) for x, y in rng.uniform(0, 400, (k, 2))]
        exts = [float(e) for e in rng.uniform(5, 20, 7)]
        if trial % 4 == 0:
            p = (float(rng.uniform(0, 400)), float(rng.uniform(0, 400)))
        elif trial % 4 == 3:  # an exact tie: a 3-4-5 triangle of integers, and integer bounds
            ext, gap, exts = 10.0, 5.0, [10.0] * 7
            qx, qy = placed[0] = (float(rng.integers(100, 300)), float(rng.integers(100, 300)))
            p = (qx + 15.0, qy + 20.0)
        else:  # at the bound's distance from a placed point, in a random direction (ties to the last bits)
            j = int(rng.integers(k))
            a = float(rng.uniform(0, 2 * np.pi))
            need = ext + exts[j] + gap
            p = (placed[j][0] + need * np.cos(a), placed[j][1] + need * np.sin(a))
        want = all(np.linalg.norm(np.array(p) - np.array(q)) >= ext + e2 + gap
                   for q, e2 in zip(placed, exts, strict=False))
        assert cs.clear_of(p, ext, placed, exts, gap) == want
        verdicts[want] += 1
    assert verdicts[True] > 500 and verdicts[False] > 500


def _mirrored_panel(rng: np.random.Generator, glyphs: Sequence[str], wobble: float) -> dict:
    """A panel of mirrored pairs (and maybe one element on the axis) about a random axis through (500, 500), as
    make_symmetry places them, each coordinate moved by up to `wobble` px; sometimes inside a container."""
    phi = float(rng.uniform(0, 180))
    a2 = np.radians(2 * phi)
    c2, s2 = np.cos(a2), np.sin(a2)
    els = []
    for _ in range(int(rng.integers(1, 4))):
        glyph, size, ang = str(rng.choice(glyphs)), float(rng.uniform(10, 16)), float(rng.uniform(0, 360))
        dx, dy = rng.uniform(-120, 120, 2)
        els += [cs.element(glyph, 500 + dx, 500 + dy, size, ang),
                cs.element(glyph, 500 + c2 * dx + s2 * dy, 500 + s2 * dx - c2 * dy, size, 2 * phi - ang + 180, True)]
    if rng.random() < 0.5:
        t = float(rng.uniform(-100, 100))
        els.append(cs.element(str(rng.choice(glyphs)), 500 + t * np.cos(np.radians(phi)),
                              500 + t * np.sin(np.radians(phi)), 12.0, phi - 90))
    els = [cs.rounded(dict(e, x=e["x"] + rng.uniform(-wobble, wobble), y=e["y"] + rng.uniform(-wobble, wobble)))
           for e in els]
    cont = None
    if rng.random() < 0.2:
        cont = {"sides": int(rng.choice([0, 4, 6])), "x": 500.0, "y": 500.0, "r": 200.0,
                "angle": float(rng.choice([phi, phi + 7]))}
    return {"elements": els, "container": cont}


def test_mirror_verdict_of_centre_glyphs_is_the_keypoint_test(monkeypatch: pytest.MonkeyPatch) -> None:
    """A panel of CENTRE_GLYPHS passes its axes on their centre mismatches, without the keypoint pass: the same
    verdicts as that pass (CENTRE_GLYPHS emptied) on mirrored panels of dots and rings moved by up to 1.2 px, about
    as many symmetric as not, and on panels mixing in other glyphs (which always take the pass)."""
    rng = np.random.default_rng(11)
    panels = [_mirrored_panel(rng, glyphs, float(rng.uniform(0, 1.2)))
              for glyphs in [("disc",), ("ring",), ("disc", "ring"), ("ring", "ring_bar"), ("square", "disc")]
              for _ in range(400)]
    fast = [cs.symmetry_of(p) for p in panels]
    monkeypatch.setattr(cs, "CENTRE_GLYPHS", frozenset())
    slow = [cs.symmetry_of(p) for p in panels]
    assert fast == slow
    assert 300 < sum(sym for sym, _ in fast) < 1700


def test_plain_line_facts_are_centre_line_facts() -> None:
    """`plain_line_facts` gives the floats `centre_line_facts` gives: random centres on the 0.01 px grid, near-lines
    with near-equal gaps, and a coarse grid whose exact ties in the projections take the guard."""
    rng = np.random.default_rng(8)
    kinds: Counter = Counter()
    for _ in range(3000):
        n = int(rng.integers(3, 9))
        kind = int(rng.integers(3))
        p = random_centres(rng, n, kind)
        kinds[kind] += 1
        assert cs.plain_line_facts(p[:, 0].tolist(), p[:, 1].tolist()) == cs.centre_line_facts(p)
    assert min(kinds.values()) > 900


def test_mirror_defect_is_symmetry_ofs_mismatch() -> None:
    """`mirror_defect` is the smallest centre mismatch `symmetry_of` reports, on mirrored panels and others."""
    rng = np.random.default_rng(12)
    for k in range(600):
        glyphs = [("disc",), ("ring", "ring_bar"), ("A", "H", "T"), ("arrow",)][k % 4]
        panel = _mirrored_panel(rng, glyphs, float(rng.uniform(0, 3 if k % 3 else 40)))
        assert cs.mirror_defect(panel["elements"]) == cs.symmetry_of(dict(panel, container=None))[1]


def test_fits_all_and_apart_are_fits_and_clear() -> None:
    """`fits_all` and `apart` on plain floats give `fits` and `clear`'s verdicts for centres sharing one extent: on
    random rows, rows at the bound's distance (exact ties on a 3-4-5 grid) and rows touching the area's margins."""
    rng = np.random.default_rng(9)
    area = (100.0, 50.0, 409.0, 499.0)
    verdicts: Counter = Counter()
    for trial in range(3000):
        n = int(rng.integers(2, 8))
        ext, gap = float(rng.choice([10.0, rng.uniform(8, 20)])), float(rng.choice([5.0, rng.uniform(10, 16)]))
        if trial % 3 == 0:  # a row stepping (15, 20): 25 apart, the bound when ext = 10 and gap = 5
            start = rng.integers(100, 200, 2).astype(float)
            pts = start + np.arange(n)[:, None] * np.array([15.0, 20.0])
        elif trial % 3 == 1:  # centres touching a margin of the area
            pts = np.round(rng.uniform(120, 400, (n, 2)), 2)
            pts[0, 0] = area[0] + 4.0 + ext
        else:
            pts = np.round(rng.uniform(100, 450, (n, 2)), 2)
        rows = [(float(x), float(y)) for x, y in pts]
        exts = np.full(n, ext)
        want = (cs.fits(pts, exts, area), cs.clear(pts, exts, gap))
        assert (cs.fits_all(rows, ext, area), cs.apart(rows, ext + ext + gap)) == want
        verdicts[want] += 1
    assert len(verdicts) == 4 and min(verdicts.values()) > 100


def test_centroids_are_the_arrays_means() -> None:
    """`centroids` gives each run's `np.add.reduce(p, axis=0) / len(p)` to the bit, for runs of 1 to 8 points whose
    coordinates span 20 orders of magnitude (where any other order of the additions rounds apart)."""
    rng = np.random.default_rng(13)
    for _ in range(3000):
        runs = [rng.uniform(0, 1, (n, 2)) * 10.0 ** rng.integers(-3, 17, (n, 2)) for n in rng.integers(1, 9, 6)]
        want = np.array([np.add.reduce(p, axis=0) / len(p) for p in runs])
        got = cs.centroids(np.concatenate(runs).tolist(), [len(p) for p in runs])
        assert got.tolist() == want.tolist()


def test_element_labels_are_first_indices() -> None:
    """`element_labels` gives each element the index of the first element of its glyph and size (0.1 px)."""
    rng = np.random.default_rng(14)
    for _ in range(500):
        els = [cs.element(str(rng.choice(["disc", "ring", "A"])), 0, 0, float(rng.choice([10.0, 10.04, 10.06, 12.0])))
               for _ in range(int(rng.integers(1, 9)))]
        names = [(e["glyph"], round(e["size"], 1)) for e in els]
        assert cs.element_labels(els) == tuple(names.index(n) for n in names)


def test_mirror_measures_smallest_mismatch_per_panel() -> None:
    """`mirror_measures`' smallest mismatch of each panel is the `min` of that panel's mismatches (inf without a
    direction), over batches mixing mirrored panels with panels whose elements all coincide (no direction), first,
    between and last."""
    rng = np.random.default_rng(15)
    for k in range(300):
        panels = [_mirrored_panel(rng, ("disc", "ring", "square"), float(rng.uniform(0, 5)))
                  for _ in range(int(rng.integers(1, 6)))]
        for _ in range(k % 3):  # a panel with no direction, at a random place
            panels.insert(int(rng.integers(len(panels) + 1)),
                          {"elements": [cs.element("disc", 300.0, 300.0, 12.0)] * 3, "container": None})
        centres = [np.array([[e["x"], e["y"]] for e in p["elements"]], dtype=float) for p in panels]
        measures = cs.mirror_measures(centres, [cs.element_labels(p["elements"]) for p in panels])
        for _, dirs, defects, _, best in measures:
            assert best == (float(defects.min()) if len(dirs) else math.inf)


def test_key_functions_share_one_parse_and_give_the_keys_of_the_params() -> None:
    """`signature`, `protected_keys` and `exposed_keys` give the keys built from the item's parsed params (the
    object key of each panel, the signature of the concept and the gold's and followers' panel keys), asked once or
    again of one item (`item_key_parts` caches them on the params text)."""
    for index in range(0, 36, 5):
        item = make(index)
        params = item.params_dict
        gold = LETTERS.index(item.answer)
        keys = cs.panel_keys(params)
        sig = cs.keys_signature(params["concept"], keys, gold)
        objects = [cs.object_key("slippage_panel", [params["concept"], k]) for k in keys]
        for _ in range(2):
            assert cs.signature(item) == sig
            assert cs.protected_keys(item) == {objects[gold], f"{cs.TASK}:{sig}"}
            assert cs.exposed_keys(item) == {*objects, f"{cs.TASK}:{sig}"}
