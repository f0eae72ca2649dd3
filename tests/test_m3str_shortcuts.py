"""M3STR's answer tells stay shut: each protection, switched off, lets its baseline rise; switched on, the baseline
stays near chance. Drafts (no rendering) over a KG with five relations between every pair of entity types, so type
statistics could pick a gold relation if distractors ignored types."""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from mindbench.builder.commands.m3str_shortcuts import (
    LEAF_FEATURES,
    SIZE_FEATURES,
    corrupted_degrees,
    threshold_rule,
    tier_stats,
    type_only_accuracy,
)
from mindbench.generators.common.item import RejectDraw
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.m3str import tasks
from mindbench.generators.m3str.kg import KG, load_kg

TYPES = {"person": 120, "city": 120, "country": 10, "field": 8}
RELATIONS = {  # (head type, tail type): five relations, each with its facts per head
    ("person", "city"): {"born_in": 1.0, "lives_in": 0.8, "works_in": 0.5, "studied_in": 0.3, "died_in": 0.2},
    ("person", "person"): {"knows": 1.5, "mentor_of": 0.6, "sibling_of": 0.4, "rival_of": 0.3, "married_to": 0.2},
    ("city", "country"): {"located_in": 1.0, "port_of": 0.5, "twinned_with": 0.4, "founded_by": 0.3,
                          "claimed_by": 0.2},
    ("person", "field"): {"studies": 1.0, "teaches": 0.5, "founded": 0.3, "critic_of": 0.3, "award_in": 0.2},
    ("country", "country"): {"borders": 2.0, "allied_with": 1.0, "trades_with": 1.0, "rival_country": 0.5,
                             "visa_free": 0.5},
}


# type pairs joined by one relation only (masked there, the relation is told by the two types), and one joined by
# three, whose golds take two distractors of other types
LONE_RELATIONS = {("person", "country"): {"citizen_of": 2.0}, ("city", "field"): {"known_for": 2.0},
                  ("city", "city"): {"twinned_city": 1.0, "rival_city": 1.0, "road_to": 1.0}}


def write_multi_relation_kg(root: Path, seed: int = 0, relations_by_types: dict | None = None) -> Path:
    """A closed-world KG (no rules: a triple not in the graph is false) of people, cities, countries and fields."""
    relations_by_types = RELATIONS if relations_by_types is None else relations_by_types
    rng = np.random.default_rng(seed)
    ids = {t: [f"{t}_{i}" for i in range(n)] for t, n in TYPES.items()}
    triples: set[tuple[str, str, str]] = set()
    for (head_type, tail_type), relations in relations_by_types.items():
        for relation, per_head in relations.items():
            for head in ids[head_type]:
                for _ in range(rng.poisson(per_head)):
                    tail = ids[tail_type][int(rng.integers(len(ids[tail_type])))]
                    if tail != head:
                        triples.add((head, relation, tail))
    folder = root / ("multi" if relations_by_types is RELATIONS else "lone")
    folder.mkdir(parents=True, exist_ok=True)
    rows = [f"{e}\t{t.title()} {e.split('_')[1]}\t{t}" for t, members in ids.items() for e in members]
    (folder / "entities.tsv").write_text("id\tname\ttype\n" + "\n".join(rows) + "\n", encoding="utf-8")
    labels = [r for relations in relations_by_types.values() for r in relations]
    (folder / "relations.tsv").write_text("id\tlabel\n" + "".join(f"{r}\t{r.replace('_', ' ')}\n" for r in labels),
                                          encoding="utf-8")
    (folder / "triples.tsv").write_text("head\trelation\ttail\n" + "".join("\t".join(t) + "\n"
                                                                          for t in sorted(triples)), encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def multi(tmp_path_factory) -> KG:
    return load_kg(write_multi_relation_kg(tmp_path_factory.mktemp("mmkg")))


Drafter = Callable[..., tasks.Draft]


def rows(kg: KG, task: str, split: str, n: int, drafter: Drafter) -> list[dict]:
    """What the shortcut baselines read of published rows, from n drafts of a config (first valid attempt)."""
    config = tasks.CONFIGS[task]
    out = []
    for index in range(n):
        for attempt in range(60):
            rng = item_rng(item_seed(tasks.BENCH, task, split, 0, index, attempt))
            try:
                draft = drafter(kg, rng, config, tasks.SlotPicker(task, split, 0, index, attempt))
            except RejectDraw:
                continue
            params = {"kg": kg.name, "triples": [list(t) for t in draft.triples], "modification": draft.modification,
                      "choice_ids": draft.choice_ids}
            out.append({"params": params, "answer": draft.answer, "difficulty": draft.difficulty})
            break
    return out


# ------------------------------------------------------------------------------------------ completion


@pytest.mark.parametrize("task", ["complete_relation", "complete_entity"])
def test_type_only_baseline_needs_type_blind_distractors(multi, task):
    """Distractors that fit the masked slot's types keep the type-only baseline near chance (20 %); drawn blind to
    types (the old draw), the same baseline picks the gold far more often."""
    protected = type_only_accuracy(rows(multi, task, "test", 100, tasks.draft_completion), multi)
    blind = type_only_accuracy(rows(multi, task, "test", 100, functools.partial(tasks.draft_completion,
                                                                              type_blind=True)), multi)
    assert protected <= 0.30, protected
    assert blind >= protected + 0.15, (blind, protected)


def test_relations_alone_between_their_types_are_not_masked(tmp_path, monkeypatch):
    """Where two entity types are joined by one relation only (citizen of, known for), masking it asks nothing the
    types do not answer: such golds are not drawn, nor such relations as distractors (a choice that is never the
answer is one a prior learnt in train rules out). With the
    protection off (MIN_TYPE_FITTING_RIVALS 0) they are drawn, and the type-only baseline answers every one."""
    folder = write_multi_relation_kg(tmp_path, relations_by_types={**RELATIONS, **LONE_RELATIONS})
    protected_rows = rows(load_kg(folder), "complete_relation", "test", 100, tasks.draft_completion)
    choices = {c for row in protected_rows for c in row["params"]["choice_ids"]}
    assert not choices & {"citizen_of", "known_for"}, choices
    monkeypatch.setattr(tasks, "MIN_TYPE_FITTING_RIVALS", 0)
    unprotected = load_kg(folder)
    open_rows = rows(unprotected, "complete_relation", "test", 200, tasks.draft_completion)
    lone = [row for row in open_rows if row["params"]["modification"]["original"] in ("citizen_of", "known_for")]
    assert len(lone) >= 3 and type_only_accuracy(lone, unprotected) == 1.0


def test_golds_the_types_favour_are_drawn_less(multi, tmp_path, monkeypatch):
    """A gold whose relation is the commonest between its types among its choices is what the type-only baseline
    picks; drawn at TYPE_FAVOURED_GOLD_WEIGHT of its balanced weight the baseline stays near chance, at full weight
    (the protection off) it rises."""
    folder = write_multi_relation_kg(tmp_path)
    protected = type_only_accuracy(rows(load_kg(folder), "complete_relation", "test", 200, tasks.draft_completion),
                                   multi)
    monkeypatch.setattr(tasks, "TYPE_FAVOURED_GOLD_WEIGHT", 1.0)
    unprotected = type_only_accuracy(rows(load_kg(folder), "complete_relation", "test", 200,
                                          tasks.draft_completion), multi)
    assert protected <= 0.25 and unprotected >= protected + 0.05, (protected, unprotected)


@pytest.mark.parametrize("task", ["complete_relation", "complete_entity"])
def test_completion_has_three_tiers(multi, task):
    tiers = tier_stats(rows(multi, task, "test", 60, tasks.draft_completion))
    assert set(tiers) == set(tasks.DIFFICULTIES) and min(t["share"] for t in tiers.values()) >= 0.15, tiers


# ------------------------------------------------------------------------------------------ detection


def detection_rows(kg: KG, task: str, n: int, drafter: Drafter = tasks.draft_detection) -> tuple[list, list]:
    return rows(kg, task, "train", n, drafter), rows(kg, task, "test", n, drafter)


@pytest.fixture(scope="module")
def detect_entity(multi) -> tuple[list, list]:
    return detection_rows(multi, "detect_entity", 160)


def test_detection_tiers_hold_half_yes_and_the_size_rule_stays_near_chance(detect_entity):
    train, test = detect_entity
    for tier in tier_stats(test).values():
        assert abs(tier["yes_share"] - 0.5) <= 0.05 and tier["share"] >= 0.15
    assert threshold_rule(train, test, SIZE_FEATURES)["accuracy"] <= 0.60
    assert threshold_rule(train, test, LEAF_FEATURES)["accuracy"] <= 0.60


def test_corrupted_entities_have_the_degrees_of_any_entity(multi, detect_entity):
    """The corrupted entity is a uniform one of the map: its degree bands match a clean map's entities'; corrupting
    only leaves (the old draw) makes every corrupted entity a leaf."""
    gap = corrupted_degrees(detect_entity[1])["entity"]["max_gap"]
    leaf_only = corrupted_degrees(rows(multi, "detect_entity", "test", 80,
                                       functools.partial(tasks.draft_detection, leaf_only=True)))["entity"]
    assert gap <= 0.12, gap
    assert leaf_only["corrupted"]["1"] == 1.0 and leaf_only["max_gap"] >= gap + 0.2, (leaf_only, gap)


def test_the_size_rule_finds_a_size_that_depends_on_the_answer(multi, monkeypatch):
    """With corrupted maps drawn smaller than clean ones (the old leaf-grown maps were), the size rule wins."""
    def by_answer(rng, config, tier, kind):
        middle = (config.k_min + config.k_max) // 2
        low, high = (config.k_min, middle) if kind != "none" else (middle + 1, config.k_max)
        return int(rng.integers(low, high + 1))

    monkeypatch.setattr(tasks, "detection_size", by_answer)
    train, test = detection_rows(multi, "detect_relation", 80)
    assert threshold_rule(train, test, SIZE_FEATURES)["accuracy"] >= 0.75


def test_a_difficulty_decided_by_the_answer_shows_in_the_tiers(multi, monkeypatch):
    """The tier is drawn once per block of answers; drawn from the answer instead, the tiers' Yes shares split."""
    monkeypatch.setattr(tasks.SlotPicker, "grouped", lambda self, what, n, group: self("answer", group) % n)
    shares = [t["yes_share"] for t in tier_stats(rows(multi, "detect_relation", "test", 40,
                                                      tasks.draft_detection)).values()]
    assert max(abs(s - 0.5) for s in shares) >= 0.4, shares
