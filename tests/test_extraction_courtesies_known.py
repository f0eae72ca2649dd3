"""Every voiced case read the same under the courtesies `extraction_courtesies.KNOWN` (make test-slow), an opening
and a closing at once: the other half of `test_extraction_courtesies.py`'s slow test, in its own file so that the
two halves run on two test workers."""

from __future__ import annotations

import pytest

from mindbench.lmms_tasks.extraction_courtesies import KNOWN
from tests.test_extraction_courtesies import assert_no_reading_changes

WRAPS = {courtesy.name: courtesy.wrap for courtesy in KNOWN}
OPENINGS = [courtesy.name for courtesy in KNOWN if courtesy.before and not courtesy.after]
CLOSINGS = [courtesy.name for courtesy in KNOWN if courtesy.after and not courtesy.before]
# each opening with a closing, and any left over alone
PAIRS = [*zip(OPENINGS, CLOSINGS, strict=False),
         *((name,) for name in OPENINGS[len(CLOSINGS):] + CLOSINGS[len(OPENINGS):])]


def test_the_pairs_hold_every_known_courtesy() -> None:
    assert sorted(name for pair in PAIRS for name in pair) == sorted(WRAPS)


@pytest.mark.slow
@pytest.mark.parametrize("pair", PAIRS, ids="+".join)
def test_no_known_courtesy_changes_a_reading_on_any_case(pair: tuple[str, ...]) -> None:
    assert_no_reading_changes(WRAPS, pair)
