"""Circular and judge scores (`lmms_tasks/variant_scores.py`): a source item counts only when all its items are right,
incomplete sources are left out, and a uniform guesser lands at the stated chance level."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from mindbench.lmms_tasks.variant_scores import variant_score, variant_table


@dataclass(frozen=True)
class Scored:
    item: str
    correct: bool


def items(config: str, outcomes: list[bool]) -> list[Scored]:
    return [Scored(f"mindseye/{config}/test/{i:06d}", hit) for i, hit in enumerate(outcomes)]


def test_a_source_counts_only_when_every_rotation_is_right() -> None:
    # sources 0 (all right), 1 (one rotation wrong), 2 (all right); k = 4
    outcomes = [True] * 4 + [True, False, True, True] + [True] * 4
    score = variant_score("paper_folding_circular", 4, items("paper_folding_circular", outcomes))
    assert score["value"] == pytest.approx(2 / 3) and score["sources"] == 3 and score["chance"] == 0.25 ** 4


def test_incomplete_sources_are_left_out_and_counted() -> None:
    outcomes = [True] * 4 + [True, True]  # source 1 has two of its four rotations
    score = variant_score("mental_rotation_circular", 4, items("mental_rotation_circular", outcomes))
    assert (score["value"], score["sources"], score["incomplete_sources"]) == (1.0, 1, 1)


def test_judge_consistency_pairs_each_source_s_two_candidates() -> None:
    outcomes = [True, True, True, False, False, True, True, True]
    score = variant_score("mental_rotation_judge", 0, items("mental_rotation_judge", outcomes))
    assert score["kind"] == "consistent" and score["value"] == 0.5 and score["chance"] == 0.25


@pytest.mark.parametrize(("config", "k"), [("paper_folding_circular", 4), ("conceptual_slippage_circular", 6),
                                           ("complete_entity_circular", 5), ("paper_folding_judge", 0)])
def test_a_uniform_guesser_lands_at_the_stated_chance(config: str, k: int) -> None:
    per = k or 2
    rng = random.Random(7)
    sources = 40_000
    outcomes = [rng.random() < (1 / per if k else 0.5) for _ in range(sources * per)]
    score = variant_score(config, k, items(config, outcomes))
    spread = 4 * (score["chance"] * (1 - score["chance"]) / sources) ** 0.5 + 1e-4
    assert abs(score["value"] - score["chance"]) < spread


def test_other_configs_have_no_variant_score_and_the_table_names_the_chance() -> None:
    assert variant_score("paper_folding", 4, items("paper_folding", [True] * 4)) is None
    score = variant_score("paper_folding_circular", 4, items("paper_folding_circular", [True] * 4))
    table = "\n".join(variant_table([("mindseye_paper_folding_circular", 1.0, score)]))
    assert "0.3906%" in table and "| circular |" in table
