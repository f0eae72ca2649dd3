"""M3STR small-map ownership: an unmodified map few enough to be drawn by several configs belongs to exactly one
config that can draw it, so no picture repeats across the configs of a split (the builder de-duplicates per config
only; the holdout audit hashes images across configs)."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from mindbench.generators.common.item import RejectDraw
from mindbench.generators.common.task import DEFAULT_OPTIONS
from mindbench.generators.m3str import tasks
from mindbench.generators.m3str.kg import kg_for_options
from mindbench.generators.m3str.sampling import holdout_mask

# Three entities, four facts: drawn at attempt 0 of detect_entity train #1220 and attempt 2 of detect_mix train #641
# (default seed 0), which the default build published as byte-identical PNGs when "small" meant at most 3 triples.
RUSSIA_UKRAINE = [
    ("country_RUS", "located_in", "region_eastern-europe"),
    ("country_RUS", "borders", "country_UKR"),
    ("country_UKR", "borders", "country_RUS"),
    ("country_UKR", "located_in", "region_eastern-europe"),
]


def test_a_one_edge_map_belongs_to_a_counting_config_about_half_the_time_each() -> None:
    """Only count_entity (2 entities) and count_relation (1 edge) draw one-edge maps; a detection owner would waste
    the map. With five owners count_entity had 348 train one-edge maps for ~222 answer-2 items and kept repeats."""
    kg = kg_for_options(DEFAULT_OPTIONS)
    owners = Counter(tasks.small_map_owner(kg.name, [t]) for t in kg.triples if t[0] != t[2])
    assert set(owners) == {"count_entity", "count_relation"}
    assert min(owners.values()) > 0.4 * sum(owners.values())


def test_a_three_entity_map_of_four_facts_belongs_to_one_detection_config_in_any_order() -> None:
    owner = tasks.small_map_owner("world", RUSSIA_UKRAINE)
    assert owner in ("detect_entity", "detect_relation", "detect_mix")
    assert tasks.small_map_owner("world", RUSSIA_UKRAINE[::-1]) == owner


@pytest.mark.parametrize("config", [
    *(tasks.CONFIGS[name] for name in tasks.SMALL_MAP_OWNERS),
    dataclasses.replace(tasks.CONFIGS["count_entity"], sampler="bfs"),
    dataclasses.replace(tasks.CONFIGS["count_relation"], sampler="dfs"),
    dataclasses.replace(tasks.CONFIGS["detect_mix"], sampler="star"),
    dataclasses.replace(tasks.CONFIGS["detect_entity"], sampler="bfs", k_min=2, k_max=4),
], ids=lambda c: f"{c.task}-{c.sampler}-{c.k_min}")
def test_every_clean_map_a_config_draws_is_one_it_may_draw(config: tasks.Config) -> None:
    """may_draw is never narrower than the sampler: else the drawing config would not be among a small map's owners
    and would reject that map at every attempt."""
    kg = kg_for_options(DEFAULT_OPTIONS)
    drafter = tasks.DRAFTERS[tasks.family(config.task)]
    clean = 0
    for index in range(60):
        for attempt in range(20):
            rng = tasks.item_rng(tasks.item_seed(tasks.BENCH, config.task, "train", 0, index, attempt))
            try:
                draft = drafter(kg, rng, config, tasks.SlotPicker(config.task, "train", 0, index, attempt))
            except RejectDraw:
                continue
            if draft.modification["kind"] == "none":
                assert tasks.may_draw(config, draft.triples), draft.triples
                assert tasks.small_map_owner(kg.name, draft.triples, config) in (None, *tasks.SMALL_MAP_OWNERS)
                clean += 1
            break
    assert clean >= 20


def test_train_one_edge_maps_leave_count_entity_room_for_its_answer_two_items() -> None:
    """count_entity train needs n/9 one-edge maps (answer 2): the train-drawable ones it owns are several times more."""
    kg = kg_for_options(DEFAULT_OPTIONS)
    mask = holdout_mask(kg)
    owned = sum(tasks.small_map_owner(kg.name, [t]) == "count_entity"
                for i, t in enumerate(kg.triples) if not mask[i] and t[0] != t[2])
    assert owned > 3 * tasks.DEFAULT_N["train"] / 9


def test_a_custom_config_counts_itself_among_the_owners_of_what_it_draws() -> None:
    """A detection config allowed two-entity maps draws one-edge maps, which no default detection config can: it must
    own some of them, or its every two-entity draw would be rejected."""
    kg = kg_for_options(DEFAULT_OPTIONS)
    custom = dataclasses.replace(tasks.CONFIGS["detect_entity"], k_min=2)
    owners = Counter(tasks.small_map_owner(kg.name, [t], custom) for t in kg.triples[:300] if t[0] != t[2])
    assert set(owners) == {"count_entity", "count_relation", "detect_entity"}
    assert tasks.small_map_owner(kg.name, [kg.triples[0]]) in ("count_entity", "count_relation")


def test_clean_detection_maps_stay_as_often_small_as_their_size_band_says() -> None:
    """Easy clean maps draw 3, 4 or 5 entities uniformly. Ownership must not thin out the 3-entity ones (a clean map
    owned elsewhere is redrawn at its size), else few nodes would read as Yes: corrupted maps are any size."""
    kg = kg_for_options(DEFAULT_OPTIONS)
    config = tasks.CONFIGS["detect_entity"]
    sizes: Counter = Counter()
    for index in range(600):
        for attempt in range(20):  # what generate and the builder do: a rejected draft or unowned map is redrawn
            rng = tasks.item_rng(tasks.item_seed(tasks.BENCH, config.task, "train", 0, index, attempt))
            slots = tasks.SlotPicker(config.task, "train", 0, index, attempt)
            try:
                draft = tasks.draft_detection(kg, rng, config, slots)
            except RejectDraw:
                continue
            clean = draft.modification["kind"] == "none"
            if clean and tasks.small_map_owner(kg.name, draft.triples, config) not in (None, config.task):
                continue
            if clean and draft.difficulty == "easy":
                sizes[len(tasks.map_entities(draft.triples))] += 1
            break
    assert set(sizes) == {3, 4, 5}
    assert min(sizes.values()) > 0.22 * sum(sizes.values()), sizes
