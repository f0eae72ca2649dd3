"""A reply read the same with a chat model's courtesies around it: every voiced case, wrapped in an opening ("Sure!"),
a closing ("Let me know if you have any other questions.") or stray whitespace, keeps the extractor's reading of the
bare reply, whether that reading is an answer or None (so a courtesy neither hides an answer nor invents one)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pytest

from mindbench.lmms_tasks.extraction import extract_answer, extract_with_span
from mindbench.lmms_tasks.extraction_voices import ALL, KIND_ANSWER_TYPE, KIND_QUESTION, PANELS_4, VoiceCase

WRAPPERS: dict[str, Callable[[str], str]] = {
    "sure": lambda reply: "Sure! " + reply,
    "certainly-here-is": lambda reply: "Certainly, here is my answer:\n" + reply,
    "look-at-the-image": lambda reply: "Let me look at the image carefully.\n\n" + reply,
    "chinese-opening": lambda reply: "好的，" + reply,
    "let-me-know": lambda reply: reply + "\n\nLet me know if you have any other questions.",
    "hope-it-helps": lambda reply: reply + (" " if reply.endswith((".", "!", ")")) else "\n\n") + "Hope this helps!",
    "offer-to-explain": lambda reply: reply + "\n\nWould you like me to walk you through my reasoning?",
    "whitespace": lambda reply: "  \n" + reply + " \n\n",
}
# Courtesies of the same kinds in other words, checked over every case by the slow test only (they were in view while
# the rules were written: they show the rules' reach, not how they generalise)
OTHER_WRAPPERS: dict[str, Callable[[str], str]] = {
    "great-question": lambda reply: "Great question! Here's my analysis.\n\n" + reply,
    "take-a-look": lambda reply: "Alright, let's take a look.\n\n" + reply,
    "glad-to-help": lambda reply: "Of course! I'd be glad to help with that.\n\n" + reply,
    "explain-more": lambda reply: reply + "\n\nWould you like me to explain my reasoning in more detail?",
    "hope-that-helps": lambda reply: reply + "\n\nHope that helps.",
    "anything-else": lambda reply: reply + "\n\nAnything else I can help with?",
    "reach-out": lambda reply: reply + "\n\nFeel free to reach out if anything is unclear!",
}


def reading(case: VoiceCase, response: str) -> str | None:
    return extract_answer(response, KIND_ANSWER_TYPE[case.kind], list(case.choices),
                          question=KIND_QUESTION[case.kind])


@cache
def bare_reading(index: int) -> str | None:
    """The reading of voiced case `index` as written (each is read once, whatever the wrappers)."""
    return reading(ALL[index], ALL[index].response)


def changed_readings(wrap: Callable[[str], str], step: int) -> list[tuple[str, str | None, str | None]]:
    """(response, bare reading, wrapped reading) for every `step`-th voiced case whose reading the wrapper changes."""
    rows = [(ALL[i].response, bare_reading(i), reading(ALL[i], wrap(ALL[i].response)))
            for i in range(0, len(ALL), step)]
    return [row for row in rows if row[1] != row[2]]


@pytest.mark.parametrize("wrapper", list(WRAPPERS))
def test_a_courtesy_around_a_reply_changes_no_reading(wrapper: str) -> None:
    changed = changed_readings(WRAPPERS[wrapper], step=16)
    assert not changed, f"{len(changed)} of {len(ALL[::16])} readings change, e.g. {changed[:3]}"


@pytest.mark.slow
@pytest.mark.parametrize("wrapper", list(WRAPPERS) + list(OTHER_WRAPPERS))
def test_no_courtesy_changes_a_reading_on_any_case(wrapper: str) -> None:
    changed = changed_readings({**WRAPPERS, **OTHER_WRAPPERS}[wrapper], step=1)
    assert not changed, f"{len(changed)} of {len(ALL)} readings change, e.g. {changed[:3]}"


@pytest.mark.parametrize("reply, expected", [
    ("Sure! Option C", "C"),
    ("Certainly. Here's my answer: B", "B"),
    ("¡Claro! La respuesta es B. Espero que esto te ayude.", "B"),
    ("好的，答案是C。希望对你有帮助！", "C"),
    ("B\n\nAnything else I can help with?", "B"),
    ("D. Shall I go through the folds one by one?", "D"),
    # a closing question that names an option, or a reply that is only courtesies, is no answer added or hidden
    ("Is it B? Let me know if you agree.", None),
    ("Sure! Let me know if you have any other questions.", None),
    ("Let me look at the image carefully.", None),
])
def test_courtesies_leave_the_answer(reply: str, expected: str | None) -> None:
    assert extract_answer(reply, "choice", list(PANELS_4)) == expected


def test_the_chosen_mention_is_found_in_the_wrapped_reply() -> None:
    reply = "Sure! After unfolding, the holes match option (C).\n\nHope this helps!"
    got, (start, end) = extract_with_span(reply, "choice", list(PANELS_4))
    assert got == "C" and reply[start:end] == "C" and reply[:start].endswith("option (")
