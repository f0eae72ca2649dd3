"""Helpers every task module uses to turn a solved puzzle into an `Item`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mindbench.generators.common.item import LETTERS, Item, dump_params, item_id
from mindbench.generators.common.raster import rasterize, reencode_png


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
    png: bytes | None = None,
    style: str = "",
) -> Item:
    """Assemble the item; rasterizes `svg` unless the task already has its own PNG (Graphviz)."""
    return Item(
        id=item_id(benchmark, task, split, index),
        benchmark=benchmark,
        task=task,
        dimension=dimension,
        split=split,
        image=reencode_png(png) if png is not None else rasterize(svg),
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
