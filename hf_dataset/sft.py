"""The finetuning view of a train split: TRL's vision SFT convention (`messages` + `images`).

The user turn is exactly the evaluation prompt (lmms_tasks' `direct` strategy) and the assistant turn is the
closing line that prompt asks for, so a model finetuned on this view is evaluated on the format it learned.
"""

from __future__ import annotations

import functools
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
    from lmms_tasks.utils import doc_to_text

    prompt = doc_to_text(row, {"strategy": "direct"})
    return {
        "id": row["id"],
        "messages": [
            {"role": "user", "content": [{"type": "image", "text": None}, {"type": "text", "text": prompt}]},
            {"role": "assistant", "content": [{"type": "text", "text": f"Answer: {row['answer']}"}]},
        ],
        "images": [row["image"]],
    }
