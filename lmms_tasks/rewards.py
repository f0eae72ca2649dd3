"""Verifiable rewards: did a completion commit to an item's key? For RL trainers (TRL's GRPOTrainer, verl).

The answer extractor (`extraction.extract_answer`) decides what a completion answered, exactly as in evaluation, so
a reward of 1.0 during training means what accuracy means in `mindbench eval`. A completion that names no answer,
or leaves two in contention, scores 0. Rows are read as published (the `answer`, `answer_type` and `choices`
columns); an in-memory `Item` works the same way.

TRL calls a reward function as `f(prompts=..., completions=..., completion_ids=..., **columns)`, each column of the
batch a list; a conversational completion is a list of messages whose last one holds the text.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from mindbench.lmms_tasks.extraction import extract_answer
from mindbench.lmms_tasks.open_answers import extract_for, is_right
from mindbench.lmms_tasks.utils import choice_aliases, choice_places


def _field(item: Any, name: str) -> Any:
    return item[name] if isinstance(item, Mapping) else getattr(item, name)


def completion_text(completion: Any) -> str:
    """The text of a completion: a string, or TRL's conversational form (the last message's content, whose text
    parts are joined when the content is a list of parts)."""
    if completion is None:
        return ""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, Mapping):
        content = completion.get("content", "")
    elif isinstance(completion, Sequence) and completion:
        return completion_text(completion[-1])
    else:
        return ""
    if isinstance(content, str):
        return content
    return "".join(part.get("text") or "" for part in content if isinstance(part, Mapping))


def open_record(item: Any) -> dict[str, Any]:
    """`params.open` of an open item (how its answer is scored and what is accepted); empty when absent."""
    params = item.get("params") if isinstance(item, Mapping) else item.params
    return (json.loads(params).get("open") or {}) if params else {}


def committed_answer(item: Any, completion: Any) -> str | None:
    """The answer the completion commits to, as the evaluation extractor reads it (None: no committed answer)."""
    text = completion_text(completion)
    if _field(item, "answer_type") == "open":
        return extract_for(text, open_record(item))
    choices = list(_field(item, "choices"))
    params = item.get("params") if isinstance(item, Mapping) else getattr(item, "params", None)
    row = {"params": params, "choices": choices}  # the row's option names and their layout, as evaluation reads them
    return extract_answer(text, _field(item, "answer_type"), choices, aliases=choice_aliases(row),
                          places=choice_places(row))


def score(item: Any, completion: Any) -> float:
    """1.0 when the completion commits to the item's key, else 0.0 (no answer, a wrong one, or two in contention);
    an open item's answer is compared as evaluation compares it (accepted names, or the structured answer)."""
    answer = committed_answer(item, completion)
    if _field(item, "answer_type") == "open":
        return 1.0 if is_right(answer, open_record(item), _field(item, "answer")) else 0.0
    return 1.0 if answer == _field(item, "answer") else 0.0


def _rows(n: int, columns: Mapping[str, Any]) -> list[dict[str, Any]]:
    missing = [name for name in ("answer", "answer_type", "choices") if name not in columns]
    if missing:
        raise KeyError(f"reward function: the dataset needs the columns answer, answer_type and choices "
                       f"(missing: {', '.join(missing)}); use mindbench.procedural_dataset or a published split")
    names = ("answer", "answer_type", "choices", *(("params",) if "params" in columns else ()))
    return [{name: columns[name][k] for name in names} for k in range(n)]


def accuracy(completions: Sequence[Any], **columns: Any) -> list[float]:
    """TRL reward function: 1.0 per completion that commits to its row's key, else 0.0."""
    return [score(row, completion) for row, completion in zip(_rows(len(completions), columns), completions,
                                                              strict=True)]


def format_reward(completions: Sequence[Any], **columns: Any) -> list[float]:
    """TRL reward function: 1.0 per completion that commits to exactly one valid answer (right or wrong), else
    0.0; teaches the closing answer line without rewarding a guess."""
    return [0.0 if committed_answer(row, completion) is None else 1.0
            for row, completion in zip(_rows(len(completions), columns), completions, strict=True)]


def verl_compute_score(data_source: str, solution_str: str, ground_truth: Any, extra_info: Any = None) -> float:
    """verl's custom reward hook (`custom_reward_function.name=verl_compute_score`): `ground_truth` is the row's
    `{"answer", "answer_type", "choices"}` as the verl parquet's `reward_model.ground_truth` stores it."""
    return score(ground_truth, solution_str)
