"""The big patterns' lookahead gates (`extraction.UNGATED`, `extraction._gated`): each gated pattern finds the same
matches, with the same groups, as the pattern it gates, on real replies and on text pieced together from them."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.lmms_tasks import extraction
from mindbench.lmms_tasks.extraction_voices import ALL
from tests.extraction_cases import ALL_CASES

REPLIES = [case.response for case in ALL[::29]] + [case.response for case in ALL_CASES[::3]]
# the words, numbers, single characters and line breaks the replies are made of, to piece new texts from
PIECES = sorted({piece for reply in REPLIES for piece in re.findall(r"\w+|\s|[^\w\s]", reply)})


def matches(pattern: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], tuple[str | None, ...]]]:
    return [(match.span(), match.groups()) for match in pattern.finditer(text)]


@pytest.mark.parametrize("name", list(extraction.UNGATED))
def test_each_big_pattern_is_gated(name: str) -> None:
    gated = getattr(extraction, name)
    assert gated is not extraction.UNGATED[name] and gated.pattern.startswith("(?=")


@pytest.mark.parametrize("name", list(extraction.UNGATED))
def test_a_gated_pattern_matches_the_replies_as_written(name: str) -> None:
    gated, ungated = getattr(extraction, name), extraction.UNGATED[name]
    differ = [reply for reply in REPLIES if matches(gated, reply) != matches(ungated, reply)]
    assert not differ, f"{len(differ)} of {len(REPLIES)} replies, e.g. {differ[0]!r}"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=60).map("".join))
def test_gated_patterns_match_text_pieced_from_replies(text: str) -> None:
    for name, ungated in extraction.UNGATED.items():
        assert matches(getattr(extraction, name), text) == matches(ungated, text), name


def test_a_gate_admits_every_position_an_alternative_can_start_at() -> None:
    pattern = re.compile(r"\b(?:answer|final)\s*:|(?:^|(?<=[.!?\n]))\s*so\b|\(\s*[A-F]\s*\)|\d+\s*nodes", re.IGNORECASE)
    gated = extraction._gated(pattern)
    text = "FINAL: (c). so 7 nodes\nSo, Answer : 12nodes;x(b)"
    assert gated.pattern.startswith("(?=") and matches(gated, text) == matches(pattern, text) != []
