"""A reply read the same with a chat model's courtesies around it: every voiced case, wrapped in an opening ("Sure!"),
a closing ("Let me know if you have any other questions.") or stray whitespace, keeps the extractor's reading of the
bare reply, whether that reading is an answer or None (so a courtesy neither hides an answer nor invents one); a
sentence before or after the reply that says nothing about the answer is dropped, one that says something is not."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

import pytest

from mindbench.lmms_tasks import extraction
from mindbench.lmms_tasks.extraction import extract_answer, extract_with_span
from mindbench.lmms_tasks.extraction_courtesies import reading
from mindbench.lmms_tasks.extraction_voices import ALL, KIND_QUESTION, PANELS_4, PANELS_6

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
# and, in make test-slow only, the courtesies `extraction_courtesies.KNOWN` (test_extraction_courtesies_known.py)


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
    changed = changed_readings(WRAPPERS[wrapper], step=96)
    assert not changed, f"{len(changed)} of {len(ALL[::96])} readings change, e.g. {changed[:3]}"


@pytest.mark.parametrize("wrapper", list(WRAPPERS))
def test_each_wrapper_rests_on_the_courtesy_readings(wrapper: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the courtesy lists and the silent edge sentences switched off, each wrapper changes a reading (the cases
    are read until one changes)."""
    monkeypatch.setattr(extraction, "_drop_courtesies", lambda tracked: tracked)
    monkeypatch.setattr(extraction, "_OPENING_SENTENCE", re.compile(r"(?!x)x"))
    monkeypatch.setattr(extraction, "_drop_silent_closing", lambda tracked, *args: tracked)
    wrap = WRAPPERS[wrapper]
    assert any(reading(case, case.response) != reading(case, wrap(case.response)) for case in ALL[::32])


def wrapped_in(wraps: dict[str, Callable[[str], str]], names: tuple[str, ...]) -> Callable[[str], str]:
    """The reply inside each wrapper of `names` in turn (an opening and a closing courtesy read at once)."""
    def wrap(reply: str) -> str:
        for name in names:
            reply = wraps[name](reply)
        return reply
    return wrap


def assert_no_reading_changes(wraps: dict[str, Callable[[str], str]], names: tuple[str, ...]) -> None:
    """Every voiced case reads the same inside the wrappers `names` at once; the message gives the first changes'
    readings under each wrapper alone as well, so it names the one that moved them."""
    changed = [i for i in range(len(ALL))
               if bare_reading(i) != reading(ALL[i], wrapped_in(wraps, names)(ALL[i].response))]
    shown = [(ALL[i].response, bare_reading(i), {name: reading(ALL[i], wraps[name](ALL[i].response)) for name in names})
             for i in changed[:3]]
    assert not changed, f"{len(changed)} of {len(ALL)} readings change under {names}: (reply, bare, alone) {shown}"


# In make test-slow every voiced case is read under each wrapper, two at a time (an opening and a closing together,
# or stray whitespace around an opening): half the readings of one wrapper at a time.
# `test_extraction_courtesies_known.py` reads `extraction_courtesies.KNOWN` so, on the other test worker.
WRAPPER_PAIRS = [("sure", "let-me-know"), ("certainly-here-is", "hope-it-helps"),
                 ("look-at-the-image", "offer-to-explain"), ("chinese-opening", "whitespace")]


def test_the_slow_pairs_hold_every_wrapper_once() -> None:
    assert sorted(name for pair in WRAPPER_PAIRS for name in pair) == sorted(WRAPPERS)


@pytest.mark.slow
@pytest.mark.parametrize("pair", WRAPPER_PAIRS, ids="+".join)
def test_no_courtesy_changes_a_reading_on_any_case(pair: tuple[str, ...]) -> None:
    assert_no_reading_changes(WRAPPERS, pair)


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


YES_NO, COUNT, RELATIONS, ODD = (KIND_QUESTION[kind] for kind in ("yes_no", "count", "count_relations", "odd6"))
# a sentence before or after the reply that says nothing about the answer, in words no courtesy list holds
SILENT_EDGE_CASES = [
    ("What an interesting puzzle! Let's dig in.\n\nNo, none.", "yes_no", [], YES_NO, "No"),
    ("Thanks for sharing this.\nYes - wrong capital", "yes_no", [], YES_NO, "Yes"),
    ("Examining the picture closely now.\n\nB) The sheet with four holes.", "choice", PANELS_4, None, "B"),
    ("Wir schauen uns das Bild an.\n\nNo, none.", "yes_no", [], YES_NO, "No"),
    ("A: symmetric. B: symmetric. C: symmetric. D: symmetric. E: symmetric. F: one arm is longer, so no symmetry."
     "\n\nThe figure that doesn't fit the rule is F.\n\nHappy to clarify anything further.", "choice", PANELS_6, ODD,
     "F"),
    ("**Analysis of the image**\n\nF) Option F", "choice", PANELS_6, None, "F"),
    ("Schauen wir uns das Bild genauer an… acht", "integer", [], COUNT, "8"),
    ("B Feel free to ask if anything else comes up.", "choice", PANELS_4, None, "B"),
    ("Panel D What got you interested in these puzzles? 🙂", "choice", PANELS_4, None, "D"),
]
# what stays, because it says something: a question, a label, a reply cut off, doubt, a statement of the fact asked
# about, a reconsideration, an abbreviation's full stop inside a sentence, a dash that stands for a copula
SPEAKING_EDGE_CASES = [
    ("Q: Which frame?\nA: Can't say, the frames are blurred.", "choice", PANELS_6, None, None),
    ("Ranking:\n1. D (four holes at the corners)\n2. B\n3. A\n4. C", "choice", PANELS_4, None, "D"),
    ("Top cluster: 4 entities (France, Paris, Euro). Bottom cluster: ", "integer", [], COUNT, None),
    ("Possibly 6 relations? I may have missed a thin arrow.", "integer", [], RELATIONS, "6"),
    ("So, is there a factual error? Absolutely — the graph says Brazil speaks Spanish.", "yes_no", [], YES_NO, "Yes"),
    ("It's A — hmm, no, wait. A rotates clockwise. Let me reconsider.", "choice", PANELS_6, None, None),
    ('As the instructions say, e.g. "Answer: B" — I will follow that format.', "choice", PANELS_6, None, None),
    ("Следующий кадр — Е, так как квадрат сдвигается вправо.", "choice", PANELS_6, None, "E"),
]


@pytest.mark.parametrize(("reply", "answer_type", "choices", "question", "expected"),
                         SILENT_EDGE_CASES + SPEAKING_EDGE_CASES)
def test_a_silent_edge_is_dropped_and_a_speaking_one_kept(reply: str, answer_type: str, choices: list[str],
                                                          question: str | None, expected: str | None) -> None:
    assert extract_answer(reply, answer_type, list(choices), question=question) == expected


NEVER_MATCHES = re.compile(r"(?!x)x")


@pytest.mark.parametrize(("broken", "cases"), [
    pytest.param({"_OPENING_SENTENCE": NEVER_MATCHES}, SILENT_EDGE_CASES, id="no-silent-openings"),
    pytest.param({"_drop_silent_closing": lambda tracked, *args: tracked}, SILENT_EDGE_CASES, id="no-silent-closings"),
    pytest.param({"_NOT_SILENT": NEVER_MATCHES}, SPEAKING_EDGE_CASES, id="doubt-and-verdicts-unheard"),
])
def test_the_silent_edge_reading_is_what_the_cases_rest_on(broken: dict[str, object], cases: list[tuple],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    for attribute, replacement in broken.items():
        monkeypatch.setattr(extraction, attribute, replacement)
    assert any(extract_answer(reply, answer_type, list(choices), question=question) != expected
               for reply, answer_type, choices, question, expected in cases)
