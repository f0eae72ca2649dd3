"""The first verified draw of an item: what a build writes for an index before any holdout or repeat redraw."""

from __future__ import annotations

from mindbench.generators.common.item import Item, RejectDraw, VerificationError
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions

MAX_ATTEMPTS = 200  # redraws per index before a build (or this first draw) gives up on the task


class NoValidDraw(Exception):
    """No draw of an index verified within MAX_ATTEMPTS."""


def first_valid_item(spec: TaskSpec, index: int, split: str, seed: int = 0,
                     options: BuildOptions = DEFAULT_OPTIONS) -> Item:
    """The first attempt for `index` whose item passes `verify`."""
    for attempt in range(MAX_ATTEMPTS):
        try:
            item = spec.generate(index, split, seed, attempt, options)
            spec.verify(item, options)
        except (RejectDraw, VerificationError):
            continue
        return item
    raise NoValidDraw(f"{spec.benchmark}/{spec.name}/{split}/{index}: no valid item in {MAX_ATTEMPTS} draws")
