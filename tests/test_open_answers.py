"""Open answers (M3STR `complete_*_open`): the committed name extracted from realistic responses, scored by
normalised name against the accepted names; and the items themselves (accepted names re-derived by verify)."""

from __future__ import annotations

import dataclasses

import pytest

from mindbench.generators.common.item import VerificationError, dump_params
from mindbench.generators.common.registry import find_task
from mindbench.generators.common.task import DEFAULT_OPTIONS
from mindbench.lmms_tasks.open_answers import extract_open_answer, is_accepted, normalise
from mindbench.lmms_tasks.utils import score_response
from tests.task_helpers import make

ACCEPTED = ["Nairobi"]
# (response, right?) in the voices of several model families
CASES = [
    ("Nairobi", True),
    ("Answer: Nairobi", True),
    ("answer: nairobi.", True),
    ("The map shows Kenya with its capital missing.\nAnswer: Nairobi", True),
    ("The missing entity is **Nairobi**.", True),
    ("The missing entity is Nairobi.", True),
    ("The missing entity is Nairobi, since the edge says capital of Kenya.", True),
    ("Looking at the edge 'capital of' pointing to Kenya, the answer must be Nairobi.", True),
    ("$\\boxed{Nairobi}$", True),
    ("Reasoning: Kenya's capital.\n\nFinal answer: \\boxed{\\text{Nairobi}}", True),
    ('{"reasoning": "capital of Kenya", "answer": "Nairobi"}', True),
    ("**Answer:** Nairobi", True),
    ("Answer: \"Nairobi\"", True),
    ("Answer: NAIROBI", True),
    ("Respuesta: Nairobi", True),
    ("Réponse : Nairobi", True),
    ("Antwort: Nairobi", True),
    ("答案：Nairobi", True),
    ("Answer: Mombasa", False),
    ("Answer: Nairobi or Mombasa", False),
    ("I cannot tell from the image which city it is; it could be several.", False),
    ("", False),
    ("Answer: Nairobi City County", False),
]


@pytest.mark.parametrize(("response", "right"), CASES)
def test_realistic_responses_are_scored_by_the_name_they_commit_to(response: str, right: bool) -> None:
    assert is_accepted(extract_open_answer(response), ACCEPTED) == right, extract_open_answer(response)


def test_normalisation_forgives_spelling_marks_but_not_other_names() -> None:
    assert normalise("The Zürich") == normalise("zurich") == "zurich"
    assert normalise("apparatus (artifact)") == normalise("Apparatus") == "apparatus"
    assert normalise("America/New_York") == normalise("america new york")
    assert normalise("West Germanic languages.") == "west germanic languages"
    assert normalise("shares border with") != normalise("shares border")
    assert not is_accepted(None, ACCEPTED) and not is_accepted("", ACCEPTED)


@pytest.mark.parametrize("name", ["complete_entity_open", "complete_relation_open"])
def test_open_items_score_the_accepted_names_and_verify_refuses_a_name_the_kg_does_not_give(name: str) -> None:
    spec = find_task(name)
    for index in range(3):
        item = make(spec.generate, index)
        accepted = item.params_dict["open"]["accepted"]
        doc = {**dataclasses.asdict(item), "image": None}
        for other in accepted:
            assert score_response(doc, f"Answer: {other}")["correct"]
        assert not score_response(doc, "Answer: something else entirely")["correct"]
        params = item.params_dict
        params["open"]["accepted"] = [*accepted, "Atlantis"]
        with pytest.raises(VerificationError):
            spec.verify(dataclasses.replace(item, params=dump_params(params)), DEFAULT_OPTIONS)
        with pytest.raises(VerificationError):
            spec.verify(dataclasses.replace(item, answer="Atlantis"), DEFAULT_OPTIONS)
