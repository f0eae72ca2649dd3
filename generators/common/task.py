"""Helpers every task module uses to turn a solved puzzle into an `Item`."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

import numpy as np

from mindbench.generators.common.item import LETTERS, Item, dump_params, item_id
from mindbench.generators.common.raster import PNG_SIGNATURE, encode_pixels, rasterize

# A check of each assembled item before its image is drawn (`checked_before_image`); None: no check.
_CHECK_BEFORE_IMAGE: ContextVar[Callable[[Item], None] | None] = ContextVar("check_before_image", default=None)


@dataclass(frozen=True)
class BuildOptions:
    """Build-wide inputs beyond (index, split, seed, attempt). Part of the build fingerprint.

    kg_path: M3STR only; an MMKG folder instead of the embedded default.
    """

    kg_path: str | None = None


DEFAULT_OPTIONS = BuildOptions()


def panel_choices(n: int) -> list[str]:
    """Choice texts for tasks whose options are drawn panels: "Option A", "Option B", …"""
    return [f"Option {LETTERS[i]}" for i in range(n)]


def finish_item(
    *,
    benchmark: str,
    task: str,
    dimension: str,
    split: str,
    index: int,
    seed: int,
    svg: str,
    question: str,
    choices: list[str],
    answer: str,
    answer_type: str,
    difficulty: str,
    option_kinds: list[str],
    params: dict[str, Any],
    pixels: np.ndarray | None = None,
    style: str = "",
) -> Item:
    """Assemble the item; rasterizes `svg` unless the task drew its own pixels (Graphviz; `encode_pixels`).

    Under `checked_before_image`, the check sees the item first, with the bare PNG signature for its image."""
    fields = dict(
        id=item_id(benchmark, task, split, index),
        benchmark=benchmark,
        task=task,
        dimension=dimension,
        split=split,
        question=question,
        choices=list(choices),
        answer=answer,
        answer_type=answer_type,
        difficulty=difficulty,
        option_kinds=list(option_kinds),
        params=dump_params(params),
        svg=svg,
        seed=seed,
        style=style,
    )
    check = _CHECK_BEFORE_IMAGE.get()
    if check is not None:
        check(Item(image=PNG_SIGNATURE, **fields))
    return Item(image=encode_pixels(pixels) if pixels is not None else rasterize(svg), **fields)


@contextlib.contextmanager
def checked_before_image(check: Callable[[Item], None]) -> Iterator[None]:
    """Within the block, `finish_item` passes each item to `check` before drawing its image, so a check that
    raises (the builder's: a train draw that repeats a test key) spares the drawing of a draw to be thrown away.
    The check must not read the image: it holds only the PNG signature."""
    token = _CHECK_BEFORE_IMAGE.set(check)
    try:
        yield
    finally:
        _CHECK_BEFORE_IMAGE.reset(token)
