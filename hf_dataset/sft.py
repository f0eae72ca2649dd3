"""The finetuning view of a train split: TRL's vision SFT convention (`messages` + `images`).

The user turn is exactly the evaluation prompt (lmms_tasks' `direct` strategy) and the assistant turn is the
closing line that prompt asks for, so a model finetuned on this view is evaluated on the format it learned.
"""

from __future__ import annotations

import functools
import hashlib
import json
from typing import Any

SFT_SUFFIX = "_sft"


@functools.cache
def sft_features():
    from datasets import Features, Image, List, Value

    part = {"type": Value("string"), "text": Value("string")}
    return Features({
        "id": Value("string"),
        "messages": List({"role": Value("string"), "content": List(part)}),
        "images": List(Image()),
    })


def sft_row(row: dict[str, Any]) -> dict[str, Any]:
    """One SFT example from one stored item row (image kept as the same PNG bytes)."""
    from mindbench.lmms_tasks.utils import doc_to_text

    prompt = doc_to_text(row, {"strategy": "direct"})
    return {
        "id": row["id"],
        "messages": [
            {"role": "user", "content": [{"type": "image", "text": None}, {"type": "text", "text": prompt}]},
            {"role": "assistant", "content": [{"type": "text", "text": f"Answer: {row['answer']}"}]},
        ],
        "images": [row["image"]],
    }


def prompt_fingerprint(benchmark: str, task: str) -> str:
    """Hash of what the SFT view writes around an item's fields, for this task.

    It renders `sft_row` on placeholder rows of the task's answer type (panel and text choices alike), so
    editing the evaluation prompt, the strategy texts it uses or the assistant turn changes the build
    fingerprint, and a rerun rebuilds the `_sft` view instead of skipping it as finished.
    """
    from mindbench.generators.common.item import LETTERS
    from mindbench.generators.common.registry import get_task

    spec = get_task(benchmark, task)
    letters = LETTERS[: spec.n_options]
    choice_sets = [[f"Option {c}" for c in letters], [f"<choice {c}>" for c in letters]] if letters else [[]]
    rendered = []
    for choices in choice_sets:
        row = {"id": "<id>", "benchmark": benchmark, "task": task, "question": "<question>", "choices": choices,
               "answer": spec.guesses[0], "answer_type": spec.answer_type, "image": b""}
        example = sft_row(row)
        rendered.append(json.dumps(example["messages"], sort_keys=True))
    return hashlib.sha256("\n".join(rendered).encode()).hexdigest()[:16]
