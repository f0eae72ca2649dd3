"""Helpers the task tests share: generate an item as the builder does, edit an item's params, digest an item.

`python -m tests.task_helpers` reads `{"task name": [index, ...]}` as JSON on stdin and prints the digests of those
test items (base seed 0, stand-in rasterizing) as JSON: the contract suite runs it under another `PYTHONHASHSEED`
to see that generation does not depend on the process.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sys
from collections.abc import Callable
from typing import Any

from mindbench.generators.common.item import Item, RejectDraw, dump_params

MAX_ATTEMPTS = 60


def make(generate: Callable[..., Item], index: int, split: str = "test", seed: int = 0, **kwargs: Any) -> Item:
    """Item `index` as the builder draws it: attempt 0, 1, … until the generator accepts its draw.

    `kwargs` go to `generate` (`options=` a BuildOptions, `config=` a task's Config)."""
    for attempt in range(MAX_ATTEMPTS):
        try:
            return generate(index, split, seed, attempt, **kwargs)
        except RejectDraw:
            continue
    raise AssertionError(f"{split} item {index} (seed {seed}) rejected {MAX_ATTEMPTS} times")


def with_params(item: Item, change: Callable[[dict], object] | dict, **fields: Any) -> Item:
    """`item` with other params: `change` is the new params, or a function that edits a copy of them in place; other
    fields of the record (answer, option_kinds, …) are replaced by `fields`."""
    if callable(change):
        params = item.params_dict
        change(params)
    else:
        params = change
    return dataclasses.replace(item, params=dump_params(params), **fields)


def digest(item: Item) -> str:
    """A digest of every field of the record (image bytes, SVG, params, …): equal digests, equal items."""
    return hashlib.sha256(repr(dataclasses.astuple(item)).encode()).hexdigest()


def digests_of(wanted: dict[str, list[int]]) -> dict[str, list[str]]:
    """The digests of test items `wanted[name]` of each named task (base seed 0)."""
    from mindbench.generators.common.registry import find_task

    return {name: [digest(make(find_task(name).generate, index)) for index in indices]
            for name, indices in wanted.items()}


def main() -> None:
    """Print `{"hash": hash("mindbench"), "digests": digests_of(stdin)}` with rasterizing stood in, as the parent."""
    import mindbench.generators.common.task as task_module
    from tests.conftest import stand_in_raster

    task_module.rasterize = stand_in_raster
    wanted = json.load(sys.stdin)
    json.dump({"hash": hash("mindbench"), "digests": digests_of(wanted)}, sys.stdout)


if __name__ == "__main__":
    main()
