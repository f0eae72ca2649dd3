"""Mind's Eye open answers (`paper_folding_open`, `mental_rotation_open`): items that verify over many seeds, a
verify that refuses a moved answer, the answer read back from realistic responses, and train items on the fly
held out from the test keys of the open configs (and the judge configs' train items built from the source's).
"""

from __future__ import annotations

import json
import math
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

import mindbench
import mindbench.generators.common.task as task_module
from mindbench.builder.pipeline.jobs import SplitJob
from mindbench.builder.pipeline.workers import draw_valid_item
from mindbench.generators.common.item import VerificationError, dump_params
from mindbench.generators.common.registry import find_task, get_task
from mindbench.generators.mindseye import open as open_task
from mindbench.lmms_tasks.open_answers import extract_for, parse_cells, parse_rotation
from mindbench.lmms_tasks.utils import score_response
from tests.conftest import stand_in_raster

CONFIGS = ("paper_folding_open", "mental_rotation_open")


@pytest.fixture
def quick_raster(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(task_module, "rasterize", stand_in_raster)


def drawn(config: str, indices: range, seed: int) -> list:
    spec = get_task("mindseye", config)
    job = SplitJob("mindseye", config, "test", len(indices), seed, None)
    return [draw_valid_item(spec, job, i, 0, frozenset(), Counter())[0] for i in indices]


def moved_answer(item, answer: str):
    """The item with another answer written consistently into `answer` and `params.open.accepted`."""
    params = item.params_dict
    params["open"]["accepted"] = [answer]
    if "axis" in params:
        params["axis"], params["quarter_turns"] = answer.split(", ")[0], int(answer.split(", ")[1])
    return replace(item, answer=answer, params=dump_params(params))


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_paper_folding_items_verify_and_refuse_a_moved_cell(seed: int, quick_raster: None) -> None:
    for item in drawn("paper_folding_open", range(6), seed):
        find_task(item.task).verify(item)
        cells = item.answer.split(", ")
        p = item.params_dict
        assert len(cells) == len(p["holes"]) and p["decision_margin_px"] >= open_task.CELL_MARGIN_FLOOR_PX
        for x, y in p["holes"]:  # a hole is a cell centre: half a cell (1/16 of the side) from the cell's borders
            assert math.isclose((x + 0.5) * 8 % 1, 0.5, abs_tol=1e-6) and math.isclose((y + 0.5) * 8 % 1, 0.5,
                                                                                         abs_tol=1e-6)
        wrong = "A1" if "A1" not in cells else "H8"
        for answer in (", ".join(cells[1:] or [wrong]), open_task.cells_answer([*cells, wrong])):
            with pytest.raises(VerificationError, match="answer"):
                find_task(item.task).verify(moved_answer(item, answer))


@pytest.mark.parametrize("seed", [0, 1])
def test_mental_rotation_items_cycle_all_nine_answers_and_refuse_another_turn(seed: int, quick_raster: None) -> None:
    items = drawn("mental_rotation_open", range(9), seed)
    assert sorted(item.answer for item in items) == sorted(f"{a}, {k}" for a in "xyz" for k in (1, 2, 3))
    for item in items[:4]:
        find_task(item.task).verify(item)
        axis, turns = item.answer.split(", ")
        for answer in (f"{axis}, {4 - int(turns) if turns != '2' else 1}", f"{'y' if axis == 'x' else 'x'}, {turns}"):
            with pytest.raises(VerificationError, match="answer|single-axis"):
                find_task(item.task).verify(moved_answer(item, answer))


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS)
def test_many_seeds_verify_and_score_their_own_answer(config: str) -> None:
    for seed in range(4):
        for item in drawn(config, range(18), seed):
            find_task(config).verify(item)
            assert mindbench.score(item, f"Answer: {item.answer}") == 1.0


def test_a_hole_s_cell_is_read_from_its_coordinates() -> None:
    assert open_task.cell_name(-0.5 + 1 / 16, -0.5 + 1 / 16) == "A1"
    assert open_task.cell_name(0.5 - 1 / 16, 0.5 - 1 / 16) == "H8"
    assert open_task.cell_name(-0.5 + 3 / 16, 0.5 - 1 / 16) == "B8"
    assert open_task.cells_answer(["C5", "B6", "D5"]) == "C5, D5, B6"


CELL_RECORD = {"format": "cells", "accepted": ["C5, D5, B6"]}
CELL_CASES = [
    ("Answer: C5, D5, B6", True),
    ("Answer: B6, C5, D5", True),
    ("The unfolded sheet has holes in C5, D5 and B6.", True),
    ("Answer: c5 d5 b6", True),
    ("**Answer:** C-5, D-5, B-6", True),
    ("Fold 2 brings the right half over. The punch at C5 goes through two layers.\nUnfolding the second fold mirrors "
     "it to D5; the first fold adds B6.\nAnswer: C5, D5, B6", True),
    ('{"holes": "C5, D5, B6", "answer": "C5, D5, B6"}', True),
    ("Final answer: $\\boxed{C5, D5, B6}$", True),
    ("Answer: C5, D5", False),  # a hole missed
    ("Answer: C5, D5, B6, E6", False),  # one too many
    ("Answer: none", False),
    ("I can't determine the holes from this picture.", False),
]


def open_doc(task: str, record: dict) -> dict:
    """A published row of an open item, as the evaluation reads it."""
    return {"id": "x", "task": task, "dimension": "transformation", "difficulty": "easy", "answer_type": "open",
            "answer": record["accepted"][0], "choices": [], "option_kinds": [], "params": json.dumps({"open": record})}


@pytest.mark.parametrize(("response", "right"), CELL_CASES)
def test_cells_are_scored_as_a_set(response: str, right: bool) -> None:
    record = score_response(open_doc("paper_folding_open", CELL_RECORD), response)
    assert record["correct"] == right, (response, record["extracted"])


ROTATION_RECORD = {"format": "rotation", "accepted": ["z, 3"]}
ROTATION_CASES = [
    ("Answer: z, 3", True),
    ("The object was turned about the z-axis by 270°.", True),
    ("Answer: z-axis, 3 quarter turns", True),
    ("**Axis:** z, **quarter turns:** 3", True),
    ("Comparing the top cube: it moved from the left arm to the back, so the rotation is about the vertical axis.\n"
     "Answer: z, three quarter turns", True),
    ("Answer: -90° about z", True),  # one turn against the arrow is three with it
    ("It is one quarter turn about z against the arrow.", True),
    ("Answer: \\boxed{z, 3}", True),
    ("Answer: z, 1", False),
    ("Answer: y, 3", False),
    ("It could be x or z; I think z.", False),  # two axes named: no committed answer
    ("The rotation is about the z-axis.", False),  # no count
]


@pytest.mark.parametrize(("response", "right"), ROTATION_CASES)
def test_axis_and_quarter_turns_are_read_in_any_common_phrasing(response: str, right: bool) -> None:
    record = score_response(open_doc("mental_rotation_open", ROTATION_RECORD), response)
    assert record["correct"] == right, (response, record["extracted"])


def test_structured_answers_parse_to_the_published_form() -> None:
    assert parse_cells("H8, a1") == "A1, H8" and parse_cells("nothing here") is None
    assert parse_rotation("y, 2") == "y, 2" and parse_rotation("a half turn about x") == "x, 2"
    assert parse_rotation("twice around y") == "y, 2" and parse_rotation("z by 360°") is None
    assert extract_for("Answer: Nairobi", {}) == "Nairobi"  # the name format is the default


def fabricated_holdout(root: Path, keys: dict[str, set[str]]) -> Path:
    """A build folder whose finished test splits hold exactly these keys (what `holdout=PATH` reads)."""
    for task, task_keys in keys.items():
        path = root / "mindseye" / ".mindbench" / task / "test" / "test_keys.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(sorted(task_keys)))
    return root


def test_an_open_test_puzzle_is_held_out_of_the_source_s_train_items(tmp_path: Path, quick_raster: None) -> None:
    """The open configs' test keys are the source's object keys, so procedural(source) redraws a train item that
    shows one: the first train item's puzzle, put in the open config's test keys, moves it to another attempt."""
    first = next(iter(mindbench.procedural("paper_folding", holdout=False)))
    spec = find_task("paper_folding")
    folder = fabricated_holdout(tmp_path / "b", {"paper_folding": set(),
                                                 "paper_folding_open": spec.train_keys(first)})
    again = next(iter(mindbench.procedural("paper_folding", holdout=folder)))
    assert again.seed != first.seed and not spec.train_keys(again) & spec.train_keys(first)


def test_judge_train_items_are_built_from_the_source_s_train_items(tmp_path: Path, quick_raster: None) -> None:
    """Judge train item i shows the puzzle procedural(source) yields at i // 2, also when a held-out test key moves
    that source item to a later attempt; Yes and No alternate per pair; every item verifies."""
    source = find_task("mental_rotation")
    plain = next(iter(mindbench.procedural("mental_rotation", holdout=False)))
    folder = fabricated_holdout(tmp_path / "b", {"mental_rotation": source.train_keys(plain)})
    moved = next(iter(mindbench.procedural("mental_rotation", holdout=folder)))
    assert moved.seed != plain.seed
    for holdout, expected in ((False, plain), (folder, moved)):
        pair = list(mindbench.procedural("mental_rotation_judge", holdout=holdout, size=2))
        assert sorted(item.answer for item in pair) == ["No", "Yes"]
        for item in pair:
            find_task(item.task).verify(item)
            params = item.params_dict
            assert params.pop("judge")["source_id"] == expected.id and params == expected.params_dict
            assert item.split == "train" and item.seed == expected.seed


@pytest.mark.parametrize("config", CONFIGS)
def test_open_train_items_come_on_the_fly_and_score(config: str, quick_raster: None) -> None:
    (item,) = mindbench.procedural(config, holdout=False, size=1)
    assert item.split == "train" and item.id.endswith("/train/000000")
    find_task(config).verify(item)
    assert mindbench.score(item, f"So the answer is:\nAnswer: {item.answer}") == 1.0
    assert mindbench.score(item, "I am not sure.") == 0.0
