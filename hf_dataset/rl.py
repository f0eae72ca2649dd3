"""The on-the-fly view for RL trainers: published columns, a conversational `prompt` and a decoded `image`.

TRL's GRPOTrainer reads `prompt` (a list of messages; it inserts the image placeholder before the first user turn)
and `image`, and passes every other column to the reward functions, which need `answer`, `answer_type` and
`choices`. The prompt is the evaluation prompt (lmms_tasks' `direct` strategy), as in the `_sft` view.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from typing import Any

RL_COLUMNS = ("id", "benchmark", "task", "split", "difficulty", "question", "choices", "answer", "answer_type",
              "params")


@functools.cache
def rl_features(images: bool = True) -> Any:
    from datasets import Features, Image, List, Value

    columns = {name: Value("string") for name in RL_COLUMNS}
    columns["choices"] = List(Value("string"))
    columns["prompt"] = List({"role": Value("string"), "content": Value("string")})
    if images:
        columns["image"] = Image()
    return Features(columns)


def rl_row(row: dict[str, Any], images: bool = True) -> dict[str, Any]:
    """One trainer example from one item row (`Item.to_row()` or a published row)."""
    from mindbench.lmms_tasks.utils import doc_to_text

    out = {name: row[name] for name in RL_COLUMNS}
    out["prompt"] = [{"role": "user", "content": doc_to_text(row, {"strategy": "direct"})}]
    if images:
        out["image"] = row["image"]
    return out


def procedural_rows(items: Iterable[Any], images: bool = True) -> Iterator[dict[str, Any]]:
    for item in items:
        yield rl_row(item.to_row(), images)
