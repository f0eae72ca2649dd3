"""`mindbench.score` and the TRL reward functions: the evaluation extractor decides what was answered."""

from __future__ import annotations

import pytest

import mindbench
from mindbench.rewards import accuracy, completion_text, format_reward, verl_compute_score

PANEL = {"answer": "C", "answer_type": "choice", "choices": ["Option A", "Option B", "Option C", "Option D"]}
YES_NO = {"answer": "No", "answer_type": "yes_no", "choices": ["Yes", "No"]}
COUNT = {"answer": "5", "answer_type": "integer", "choices": []}


@pytest.mark.parametrize(("item", "completion", "expected"), [
    (PANEL, "Answer: C", 1.0),
    (PANEL, "After unfolding twice, the holes form a symmetric pattern, which corresponds to option (C).", 1.0),
    (PANEL, "Answer: B", 0.0),
    (PANEL, "It is either B or C.", 0.0),  # two in contention: no committed answer
    (PANEL, "I cannot tell from this image.", 0.0),
    (PANEL, "", 0.0),
    (YES_NO, "There is no anomaly in this map. Answer: No", 1.0),
    (YES_NO, "Yes", 0.0),
    (COUNT, "Counting the nodes: Germany, France, Berlin, Paris, Euro. That makes 5.", 1.0),
    (COUNT, "There are 6 entities.", 0.0),
])
def test_score_is_one_only_for_the_committed_key(item: dict, completion: str, expected: float) -> None:
    assert mindbench.score(item, completion) == expected


def test_an_item_object_scores_like_its_row() -> None:
    item = mindbench.generate("paper_folding", 0)
    assert mindbench.score(item, f"Answer: {item.answer}") == 1.0
    assert mindbench.score(item.to_row(), f"Answer: {item.answer}") == 1.0
    wrong = next(letter for letter in "ABCD" if letter != item.answer)
    assert mindbench.score(item, f"Answer: {wrong}") == 0.0


def test_trl_signature_with_text_and_conversational_completions() -> None:
    columns = {key: [PANEL[key], YES_NO[key], COUNT[key]] for key in PANEL}
    completions = ["So the answer is C.", [{"role": "assistant", "content": "Answer: Yes"}],
                   [{"role": "assistant", "content": [{"type": "text", "text": "That makes 5."}]}]]
    assert accuracy(completions, prompts=["p"] * 3, completion_ids=[[1]] * 3, **columns) == [1.0, 0.0, 1.0]
    assert format_reward(completions, **columns) == [1.0, 1.0, 1.0]
    assert format_reward(["hmm", "maybe", "no idea"], **columns) == [0.0, 0.0, 0.0]
    assert completion_text([{"role": "assistant", "content": [{"type": "image"}, {"type": "text", "text": "x"}]}]) \
        == "x"


def test_a_dataset_without_the_answer_columns_is_named() -> None:
    with pytest.raises(KeyError, match="answer, answer_type and choices"):
        accuracy(["Answer: C"], answer=["C"])


def test_verl_hook() -> None:
    assert verl_compute_score("mindseye", "Answer: C", PANEL) == 1.0
    assert verl_compute_score("mindseye", "Answer: A", PANEL) == 0.0


def test_open_rows_are_rewarded_by_their_accepted_answers() -> None:
    """An open row (M3STR's typed name, Mind's Eye's structured answers) is scored as evaluation scores it."""
    import json

    name_row = {"answer": "Nairobi", "answer_type": "open", "choices": [],
                "params": json.dumps({"open": {"accepted": ["Nairobi", "Mombasa"]}})}
    cells_row = {"answer": "C5, B6", "answer_type": "open", "choices": [],
                 "params": json.dumps({"open": {"format": "cells", "accepted": ["C5, B6"]}})}
    completions = ["Answer: mombasa", "The holes: B6 and C5", "Answer: C5"]
    rows = [name_row, cells_row, cells_row]
    columns = {key: [row[key] for row in rows] for key in name_row}
    assert mindbench.rewards.accuracy(completions, **columns) == [1.0, 1.0, 0.0]
