"""Tests for Mind's Eye visual_relation_abstraction: unique odd one out, verify re-measures the geometry."""

from __future__ import annotations

import copy
import dataclasses
from collections import Counter
from functools import partial

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.generators.common.item import LETTERS, Item, VerificationError
from mindbench.generators.mindseye import visual_relation_abstraction as vra
from mindbench.generators.mindseye.visual_relation_abstraction.rendering import stroke_points
from mindbench.generators.mindseye.visual_relation_abstraction.verification import decision_margin_px
from tests.task_helpers import make as make_item
from tests.task_helpers import with_params

SETTINGS = settings(max_examples=10, deadline=None)


make = partial(make_item, vra.generate)


def measured(item: Item) -> list[dict]:
    return [vra.measure_panel(p, "t") for p in item.params_dict["panels"]]


@SETTINGS
@given(st.integers(0, 10**6), st.integers(0, 10**6), st.sampled_from(["test", "train"]))
def test_items_verify_and_the_gold_alone_lacks_the_concept(index: int, seed: int, split: str) -> None:
    item = make(index, split, seed)
    vra.verify(item)
    params = item.params_dict
    gold = LETTERS.index(item.answer)
    concept = [tuple(c) for c in params["concept"]["attributes"]]
    m = measured(item)
    has = [all(p[a] == v for a, v in concept) for p in m]
    assert has.count(False) == 1 and not has[gold]
    assert item.difficulty == vra.difficulty_rule([a for a, _ in concept])
    assert set(item.option_kinds) <= {"correct", *vra.DISTRACTOR_KINDS}
    assert item.id == f"mindseye/visual_relation_abstraction/{split}/{index:06d}"


@SETTINGS
@given(st.integers(0, 10**6))
def test_construction_labels_agree_with_measured_geometry(seed: int) -> None:
    """The generator's labels (by construction) and verify's measurements (from coordinates) agree."""
    rng = np.random.default_rng(seed)
    checked = 0
    for _ in range(12):
        fig = vra.sample_figure(rng, {})
        if fig is None:
            continue
        panel = {"parts": [p.geometry() for p in fig.placed]}
        try:
            got = vra.measure_panel(panel, "t")
        except VerificationError:
            continue  # a near miss the construction could not see: generation rejects such draws
        margins = got.pop("margins")
        assert got == fig.labels, (fig, got)
        assert set(margins) == {"symmetric", "right_angle", "corners", "convex", "curved", "closed", "nested",
                                "parts"}
        checked += 1
    assert checked >= 6


def test_catalogue_kinds_keep_their_labels() -> None:
    """Every library instance of a kind has the attributes KIND_INFO states for the kind."""
    for kind in vra.KINDS:
        info = vra.KIND_INFO[kind]
        for part in vra.library(kind):
            assert (part.closed, part.curved, part.convex, part.ra, part.axes != ()) == (
                info.closed, info.curved, info.convex, info.ra, info.symmetric), kind


def test_symmetry_measure_on_known_figures() -> None:
    square = {"type": "polygon", "points": [[0, 0], [1, 0], [1, 1], [0, 1]]}
    scalene = {"type": "polygon", "points": [[0, 0], [1, 0], [0.15, 0.6]]}
    assert vra.measure_panel({"parts": [square]}, "t")["symmetric"]
    assert not vra.measure_panel({"parts": [scalene]}, "t")["symmetric"]
    circle = {"type": "ellipse", "center": [0, 0], "rx": 1, "ry": 1, "angle": 0}
    off = {"type": "polygon", "points": [[2, 0.7], [3, 0.7], [3, 1.7], [2, 1.7]]}  # square off the axis
    on = {"type": "polygon", "points": [[2, -0.5], [3, -0.5], [3, 0.5], [2, 0.5]]}  # square on it
    assert vra.measure_panel({"parts": [circle, on]}, "t")["symmetric"]
    assert not vra.measure_panel({"parts": [circle, off]}, "t")["symmetric"]
    nearly = {"type": "polygon", "points": [[2, -0.5], [2, 0.5], [3.2, 0.06]]}  # apex just off the axis
    with pytest.raises(VerificationError, match="nearly"):
        vra.measure_panel({"parts": [circle, nearly]}, "t")


def test_near_right_angle_is_refused() -> None:
    tri = {"type": "polygon", "points": [[0, 0], [1, 0], [0.05, 1]]}  # ~87° at the origin
    with pytest.raises(VerificationError, match="near-right"):
        vra.measure_panel({"parts": [tri]}, "t")


def test_signature_ignores_order_and_nuisance() -> None:
    item = make(2, "test", 4)
    gold = LETTERS.index(item.answer)
    other = (gold + 1) % 6

    def swap_and_recolour(params: dict) -> None:
        p = params["panels"]
        p[gold], p[other] = p[other], p[gold]
        for panel in p:
            panel["nuisance"]["colour"] = "#000000"
            panel["nuisance"]["rotation"] = 0.0
        o = params["options"]
        o[gold], o[other] = o[other], o[gold]
        measured = [vra.measure_panel(panel, "t") for panel in p]  # rotation changes the drawn scale
        params["decision_margin_px"] = round(decision_margin_px(params, measured), 2)

    kinds = list(item.option_kinds)
    kinds[gold], kinds[other] = kinds[other], kinds[gold]
    moved = dataclasses.replace(with_params(item, swap_and_recolour), answer=LETTERS[other], option_kinds=kinds)
    vra.verify(moved)
    assert vra.signature(moved) == vra.signature(item)


@pytest.fixture(scope="module")
def corpus() -> list[Item]:
    return [make(i, "test", 21) for i in (0, 1, 2, 6, 7, 8, 12, 13, 14)]  # blocks of 6: easy, medium, hard


def _concept_panel(item: Item, want_concept: bool) -> int:
    """Index of a non-gold panel (want_concept) or of the gold panel (not want_concept)."""
    gold = LETTERS.index(item.answer)
    return (gold + 1) % 6 if want_concept else gold


def test_verify_rejects_a_gold_that_has_the_concept(corpus: list[Item]) -> None:
    """The gold's figure replaced by a distractor's (so the odd one satisfies the concept): rejected."""
    for item in corpus[:4]:
        gold = LETTERS.index(item.answer)
        other = _concept_panel(item, True)

        def copy_distractor(params: dict, gold: int = gold, other: int = other) -> None:
            params["panels"][gold]["parts"] = copy.deepcopy(params["panels"][other]["parts"])

        with pytest.raises(VerificationError, match="gold panel .* has the concept"):
            vra.verify(with_params(item, copy_distractor))


def test_verify_rejects_another_attribute_singling_out_a_panel() -> None:
    """A distractor given a far-away translated copy of one of its own parts keeps every boolean attribute
    but symmetry, and gets a part count no other panel has: that count (or the changed symmetry) singles a
    panel out, and verify refuses."""
    rejected = 0
    for index in range(24):
        item = make(index, "test", 33)
        params = item.params_dict
        if {a for a, _ in params["concept"]["attributes"]} & {"symmetric", "corners"}:
            continue
        gold = LETTERS.index(item.answer)
        counts = Counter(len(p["parts"]) for p in params["panels"])
        target = next((i for i, p in enumerate(params["panels"]) if i != gold and len(p["parts"]) < 3
                       and counts[len(p["parts"]) + 1] == 0), None)
        if target is None:
            continue

        def add_copy(p: dict, target: int = target) -> None:
            parts = p["panels"][target]["parts"]
            pts = np.vstack([stroke_points(q)[0] for q in parts])
            shift = 1.5 * float(np.ptp(pts, axis=0).max())
            clone = copy.deepcopy(parts[-1])
            if "points" in clone:
                clone["points"] = [[x + shift, y] for x, y in clone["points"]]
            else:
                clone["center"] = [clone["center"][0] + shift, clone["center"][1]]
            if "rx" in clone:  # keep copies of ellipses distinguishable in size (not needed for the check)
                clone["rx"], clone["ry"] = clone["rx"] * 0.9, clone["ry"] * 0.9
            parts.append(clone)

        mutated = with_params(item, add_copy)
        try:  # the copy must leave a legal figure (a small curve may read as degenerate in the wider figure)
            vra.measure_panel(mutated.params_dict["panels"][target], "t")
        except VerificationError:
            continue
        with pytest.raises(VerificationError, match=r"predicate .* singles out (panel [A-F]|the gold panel)"):
            vra.verify(mutated)
        rejected += 1
    assert rejected >= 2


def test_verify_rejects_wrong_tags_difficulty_and_malformed_params(corpus: list[Item]) -> None:
    item = corpus[0]
    gold = LETTERS.index(item.answer)
    other = (gold + 1) % 6
    flipped = "lookalike" if item.option_kinds[other] == "shares_concept" else "shares_concept"
    kinds = list(item.option_kinds)
    kinds[other] = flipped

    def retag(params: dict) -> None:
        params["options"][other]["kind"] = flipped

    with pytest.raises(VerificationError, match="tagged"):
        vra.verify(dataclasses.replace(with_params(item, retag), option_kinds=kinds))
    with pytest.raises(VerificationError, match="malformed"):
        vra.verify(with_params(item, lambda p: p["panels"][0].pop("parts")))
    with pytest.raises(VerificationError, match="params keys"):
        vra.verify(with_params(item, lambda p: p.pop("concept")))

    def other_level(params: dict) -> None:
        if len(params["concept"]["attributes"]) == 1:
            params["concept"]["attributes"] = [["curved", True], ["symmetric", True]]
        else:
            params["concept"]["attributes"] = params["concept"]["attributes"][:1]

    with pytest.raises(VerificationError):
        vra.verify(with_params(item, other_level))


def test_config_validation_names_the_field() -> None:
    with pytest.raises(ValueError, match="pool_size"):
        vra.Config(pool_size=3)
    with pytest.raises(ValueError, match="fill"):
        vra.Config(fill=(0.9, 0.5))
    with pytest.raises(ValueError, match="corner_range"):
        vra.Config(corner_range=(1, 4))
    with pytest.raises(ValueError, match="colours"):
        vra.Config(colours=("red",))


def test_part_sizes_as_the_generic_loop_draws_them() -> None:
    """`placement._scales` unrolls its redraw loop for one to three parts; it must keep the sizes, and leave the
    stream where, the generic loop (n uniform draws, redrawn while two sorted sizes lie within 0.12) does."""
    from mindbench.generators.mindseye.visual_relation_abstraction.placement import Draws, _scales

    def generic(rng: np.random.Generator, n: int) -> list[float]:
        for _ in range(20):
            s = [float(rng.uniform(0.5, 1.0)) for _ in range(n)]
            ordered = sorted(s)
            if n == 1 or min(b - a for a, b in zip(ordered, ordered[1:], strict=False)) > 0.12:
                return s
        return [1.0 - 0.2 * i for i in range(n)]

    for seed in range(400):
        ours, numpys = np.random.default_rng(seed), np.random.default_rng(seed)
        draws = Draws(ours, 4)
        for n in (1, 2, 3, 4, 3, 2):
            assert _scales(draws, n) == generic(numpys, n)
        draws.close()
        assert ours.bit_generator.state == numpys.bit_generator.state


def test_unique_figures_drops_what_the_stored_geometry_repeats() -> None:
    """`concepts.unique_figures` works out a figure's stored geometry only when a kept figure has a first corner
    near its own; it must keep exactly the figures that comparing every stored geometry keeps. The pools mix drawn
    figures with copies moved or turned by amounts that the 6-decimal rounding hides (1e-8), may hide (4e-7) or
    shows (1e-4)."""
    from mindbench.generators.mindseye.visual_relation_abstraction.concepts import _geometry_key, unique_figures
    from mindbench.generators.mindseye.visual_relation_abstraction.placement import Figure, Placed

    def by_every_geometry(figures: list) -> list:
        seen, out = set(), []
        for fig in figures:
            key = tuple(_geometry_key(p.geometry()) for p in fig.placed)
            if key not in seen:
                seen.add(key)
                out.append(fig)
        return out

    def moved(fig: Figure, d: float, turn: float) -> Figure:
        placed = tuple(Placed(p.part, (p.centre[0] + d, p.centre[1] - d), p.rot + turn, p.scale) for p in fig.placed)
        return Figure(placed, fig.nested, fig.symmetric)

    rng = np.random.default_rng(5)
    kept_copies = 0
    for _ in range(60):
        drawn = [f for f in (vra.sample_figure(rng, {}) for _ in range(12)) if f is not None]
        pool = list(drawn)
        for fig in drawn:
            d = [0.0, 1e-8, -1e-8, 4e-7, 1e-4][int(rng.integers(5))]
            turn = [0.0, 1e-9, 3e-5][int(rng.integers(3))]
            pool.insert(int(rng.integers(len(pool) + 1)), moved(fig, d, turn))
        got, want = unique_figures(pool), by_every_geometry(pool)
        assert len(got) == len(want) and all(a is b for a, b in zip(got, want, strict=True))
        kept_copies += len(pool) - len(want)
    assert kept_copies > 100  # the pools repeat figures, so the test sees drops


def test_truth_rows_are_every_concept_s_predicates() -> None:
    """`concepts._truth_table` reads each figure's row of predicate truths from a per-process cache keyed by its
    labels, computed once from `predicates(())`; the search's costs depend on it being every concept's own
    predicates, in their order, on every figure's labels."""
    from mindbench.generators.mindseye.visual_relation_abstraction.concepts import _truth_table, predicates
    from mindbench.generators.mindseye.visual_relation_abstraction.vocabulary import CONJUNCTIONS

    rng = np.random.default_rng(3)
    figures = [f for f in (vra.sample_figure(rng, {}) for _ in range(300)) if f is not None]
    concepts = [(("corners", 4),), (("curved", True),), (("nested", False),), *CONJUNCTIONS]
    for concept in concepts:
        want = np.array([[test(f.labels) for _, test, _ in predicates(concept)] for f in figures], dtype=bool)
        assert np.array_equal(_truth_table(figures), want)
    assert _truth_table([]).shape == (0, len(predicates(())))


def test_labels_and_settle_as_the_part_labels_and_generators_give_them() -> None:
    """`Figure.labels` works out the part labels in one pass and `settle` the figure's span in one loop; the items
    depend on the very values (and types: bools stay bools) of `PART_LABELS` and of the span as `max` and `min` over
    the parts give it (ties and signed zeros included)."""
    from mindbench.generators.mindseye.visual_relation_abstraction import placement
    from mindbench.generators.mindseye.visual_relation_abstraction.shapes import KINDS, library

    def span_verdict(placed: list) -> bool:
        span = [max(p.centre[a] + p.scale for p in placed) - min(p.centre[a] - p.scale for p in placed)
                for a in (0, 1)]
        feature = min(placement._min_feature(p.part) * p.scale for p in placed)
        return feature < 0.06 * placement._norm(span[0], span[1], feature / 0.06)

    rng = np.random.default_rng(8)
    for trial in range(3000):
        n = int(rng.integers(1, 4))
        parts = [library(KINDS[int(rng.integers(len(KINDS)))])[int(rng.integers(24))] for _ in range(n)]
        grid = trial % 3 == 0  # centres and sizes on a coarse grid: ties, zeros and -0.0
        placed = [placement.Placed(part, (float(rng.integers(-2, 3)) * 0.5 if grid else float(rng.normal()),
                                          -0.0 if grid and trial % 2 else float(rng.normal())),
                                   float(rng.uniform(0, 360)), 0.5 if grid else float(rng.uniform(0.2, 1.0)))
                   for part in parts]
        fig = placement.Figure(tuple(placed), bool(trial % 2), bool(trial % 5))
        want = {name: label(parts) for name, label in placement.PART_LABELS.items()}
        want.update(symmetric=fig.symmetric, nested=fig.nested)
        got = fig.labels
        assert got == want and all(type(got[k]) is type(want[k]) for k in want)
        assert list(got) == ["curved", "closed", "convex", "right_angle", "symmetric", "nested", "parts", "corners",
                             "closed_parts"]
        try:
            short = span_verdict(placed)
        except placement.RejectDraw:
            continue
        kept = placement.settle(placed, "scatter")  # also None for a near miss of mirror symmetry
        assert (kept is None) == (short or placement._figure_symmetry(placed) is None)


def test_points_text_is_each_coordinate_rounded_to_two_places() -> None:
    """`rendering._points_text` writes a stroke's points in one %-format; the SVG depends on each coordinate being
    `str(round(v, 2))` (ties at a third decimal 5, whole numbers, tens, zeros, -0.0 and tiny negatives)."""
    from mindbench.generators.mindseye.visual_relation_abstraction.rendering import _points_text

    rng = np.random.default_rng(4)
    special = [0.0, -0.0, -0.001, 0.004, 0.005, 0.015, 0.125, 0.375, 2.675, 10.0, 100.0, 100.5, 1000.05, -20.0,
               -20.005, 999.995, 1023.999, 1.0 / 3.0]
    for trial in range(2000):
        n = int(rng.integers(1, 40))
        values = rng.uniform(-50, 1100, 2 * n)
        whole = rng.random(2 * n) < 0.3
        values[whole] = np.round(values[whole] / 10.0 ** (trial % 3)) * 10.0 ** (trial % 3)  # 1, 10 or 100
        values = [float(v) for v in values]
        for k in range(0, 2 * n, 5):
            values[k] = special[(trial + k) % len(special)]
        want = " ".join(f"{round(x, 2)},{round(y, 2)}" for x, y in zip(values[::2], values[1::2], strict=True))
        assert _points_text(values) == want


@pytest.mark.slow  # about 12 s on two cores: the plain search replayed over many draws
def test_search_steps_as_the_plain_min_conflicts_search_takes_them() -> None:
    """`concepts.search_panels` works out every swap's cost at once (one product per step, the chosen figures'
    columns masked); it must pick the same golds and selections, and leave the stream where, a plain search does:
    each selection's cost summed predicate by predicate, each swap's cost from the swapped selection, the swaps
    listed chosen figure by chosen figure over the outside figures in ascending order."""
    from mindbench.generators.common.item import RejectDraw
    from mindbench.generators.mindseye.visual_relation_abstraction.concepts import (
        SINGLES,
        _any_gold_fits,
        _below,
        _pick,
        _truth_table,
        draw_concept,
        needs,
        predicates,
        search_panels,
    )
    from mindbench.generators.mindseye.visual_relation_abstraction.vocabulary import DEFAULT_CONFIG as config

    def plain(pos: list, neg: list, concept: tuple, rng: np.random.Generator) -> tuple | None:
        inv = [int(p[2]) for p in predicates(concept)]
        vp, vn = _truth_table(pos).astype(int), _truth_table(neg).astype(int)

        def cost(sel: list[int], g: int) -> int:
            counts = vp[sel].sum(axis=0)
            return sum(int(SINGLES[vn[g, p], inv[p], vn[g, p] + counts[p]]) for p in range(len(inv)))

        used = vp.any(axis=0) | vn.any(axis=0)
        width = SINGLES.shape[2]
        lut = SINGLES[vn[:, used], np.array(inv)[used]]
        if not _any_gold_fits(lut.reshape(len(neg), -1, width), vp[:, used], vn[:, used]):
            return None
        for _ in range(config.search_restarts):
            g = _below(rng, len(neg))
            five = [int(i) for i in rng.choice(len(pos), 5, replace=False)]
            for _ in range(config.search_steps):
                current = cost(five, g)
                if current == 0:
                    return g, five
                outside = [o for o in range(len(pos)) if o not in five]
                swaps = [(cost(five[:i] + [o] + five[i + 1:], g), i, o) for i in range(5) for o in outside]
                golds = [cost(five, h) for h in range(len(neg))]
                best_swap, best_gold = min(c for c, _, _ in swaps), min(golds)
                best = min(best_swap, best_gold)
                if best > current or (best == current and rng.random() < 0.3):
                    five[_below(rng, 5)] = int(_pick(rng, outside))
                    continue
                if best_gold == best and (best_swap > best or rng.random() < 0.5):
                    g = int(_pick(rng, [h for h in range(len(neg)) if golds[h] == best]))
                else:
                    tied = [(i, o) for c, i, o in swaps if c == best]
                    i, o = tied[_below(rng, len(tied))]
                    five[i] = o
        return None

    outcomes = Counter()
    for seed in range(40):
        rng = np.random.default_rng(seed)
        concept, violated = draw_concept(["easy", "medium", "hard"][seed % 3], rng, config)
        pos = [f for f in (vra.sample_figure(rng, needs(concept, violated, False, rng)) for _ in range(12)) if f]
        neg = [f for f in (vra.sample_figure(rng, needs(concept, violated, True, rng)) for _ in range(4)) if f]
        if len(pos) < 6 or not neg:
            continue
        ours, theirs = np.random.default_rng(seed), np.random.default_rng(seed)
        want = plain(pos, neg, concept, theirs)
        try:
            gold, five = search_panels(pos, neg, concept, ours, config)
            got = (_index(neg, gold), [_index(pos, f) for f in five])
        except RejectDraw:
            got = None
        assert got == want and ours.bit_generator.state == theirs.bit_generator.state, seed
        outcomes[got is None] += 1
    assert outcomes[False] >= 10 and outcomes[True] >= 3  # found selections and exhausted searches both seen


def _index(figures: list, fig: object) -> int:
    """Where `fig` itself (not an equal figure) sits in `figures`."""
    return next(i for i, f in enumerate(figures) if f is fig)


def test_part_hash_is_the_dataclass_hash_and_stays_out_of_pickles() -> None:
    """`shapes.Part` keeps its hash once worked out: it must be the dataclass's hash of the fields' tuple (the
    caches keyed by parts and by placements look parts up by it), and a pickled part must not carry it (a str's
    hash differs between processes)."""
    import pickle

    from mindbench.generators.mindseye.visual_relation_abstraction.shapes import KINDS, library

    for kind in KINDS:
        for part in library(kind):
            fields = tuple(getattr(part, f.name) for f in dataclasses.fields(part))
            assert hash(part) == hash(fields)
            copy_ = pickle.loads(pickle.dumps(part))
            assert "_hash" not in copy_.__dict__ and copy_ == part and hash(copy_) == hash(fields)


def test_keys_are_the_panel_keys_and_the_signature() -> None:
    """`task.protected_keys` and `task.exposed_keys` work out each panel's key once and build the signature from
    them; they must be the gold's (or every panel's) `panel_key` as an object key plus the task's signature, and the
    signature the sorted (is gold, panel key) pairs with the concept."""
    from mindbench.generators.common.holdout import object_key
    from mindbench.generators.common.item import signature_hash
    from mindbench.generators.mindseye.visual_relation_abstraction import task
    from mindbench.generators.mindseye.visual_relation_abstraction.verification import panel_key

    for index in range(6):
        item = make(index, "train", 7)
        params = item.params_dict
        gold = LETTERS.index(item.answer)
        keys = [panel_key(p) for p in params["panels"]]
        sig = signature_hash({"concept": params["concept"], "figures": sorted((i == gold, k) for i, k in
                                                                               enumerate(keys))})
        assert task.signature(item) == sig
        assert task.protected_keys(item) == {object_key("vra_figure", keys[gold]), f"{task.TASK}:{sig}"}
        assert task.exposed_keys(item) == {object_key("vra_figure", k) for k in keys} | {f"{task.TASK}:{sig}"}


def test_dense_points_on_straight_edges_as_numpy_cuts_them() -> None:
    """`verification.dense_points` counts a polygon's or polyline's edge pieces on plain floats and reads each
    count tuple's samples from a per-process cache; the points must be the floats of cutting every edge in numpy
    (lengths by `np.linalg.norm`, the fractions j / count), on drawn, rounded, tiny, zero-length and huge edges."""
    from mindbench.generators.mindseye.visual_relation_abstraction.verification import dense_points

    def numpy_cuts(part: dict, step: float) -> np.ndarray:
        pts = np.asarray(part["points"], dtype=float)
        if part["type"] == "polygon":
            pts = np.vstack([pts, pts[:1]])
        a, b = pts[:-1], pts[1:]
        counts = np.maximum(1, np.ceil(np.linalg.norm(b - a, axis=1) / step).astype(int))
        seg = np.repeat(np.arange(len(a)), counts)
        frac = (np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)) / np.repeat(counts, counts)
        return np.vstack([a[seg] + (b - a)[seg] * frac[:, None], pts[-1:]])

    rng = np.random.default_rng(9)
    for k in range(4000):
        n = int(rng.integers(2, 9))
        scale = [1e-6, 1.0, 1e6][k % 3]
        pts = rng.normal(size=(n, 2)) * scale
        if k % 4 == 1:
            pts = np.round(pts, 6)
        if k % 7 == 2:
            pts[1] = pts[0]  # a zero-length edge
        points = pts.tolist() if k % 5 else [tuple(q) for q in pts.tolist()]
        part = {"type": "polygon" if k % 2 else "polyline", "points": points}
        step = float(rng.uniform(0.01, 0.5)) * scale
        edge = float(np.linalg.norm(pts[-1] - pts[-2]))
        if k % 3 == 0 and edge > 0:  # an edge of a whole number of steps, or a rounding off one: the counts' ties
            step = edge / int(rng.integers(1, 20))
        assert np.array_equal(dense_points(part, step), numpy_cuts(part, step))
    for k in range(2000):  # grid corners and steps: whole lengths and exact ratios
        pts = rng.integers(-8, 9, size=(int(rng.integers(2, 7)), 2)) * 0.25
        part = {"type": "polygon" if k % 2 else "polyline", "points": pts.tolist()}
        step = [0.25, 0.5, 0.125, 0.1, 0.3][k % 5]
        assert np.array_equal(dense_points(part, step), numpy_cuts(part, step))
