"""The item record: the one contract between generators, builder, hf_dataset and lmms_tasks."""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from typing import Any

COLUMNS: tuple[str, ...] = (
    "id",
    "benchmark",
    "task",
    "dimension",
    "split",
    "image",
    "question",
    "choices",
    "answer",
    "answer_type",
    "difficulty",
    "option_kinds",
    "params",
    "svg",
    "seed",
    "style",
)
BENCHMARKS = ("m3str", "mindseye")
SPLITS = ("test", "train")
ANSWER_TYPES = ("choice", "yes_no", "integer", "open")  # open: a typed name, scored against accepted names
DIFFICULTIES = ("easy", "medium", "hard")
DIMENSIONS = {
    "mindseye": ("abstraction", "relation", "transformation"),
    "m3str": ("counting", "detection", "completion"),
}
LETTERS = "ABCDEFGHIJ"


# What reading malformed params (a key missing, a value of the wrong type) raises: each task's `verify` reports these
# as a VerificationError naming the item, so a bad record is refused in one line and never crashes a build.
MALFORMED = (KeyError, IndexError, TypeError, ValueError, AttributeError, ArithmeticError, StopIteration)


class RejectDraw(Exception):
    """Raised by a generator when a random draw is ambiguous or degenerate; the builder redraws."""


class VerificationError(Exception):
    """Raised by a task's `verify` when the independent re-solve disagrees with the stored item."""


def item_id(benchmark: str, task: str, split: str, index: int) -> str:
    return f"{benchmark}/{task}/{split}/{index:06d}"


def dump_params(params: dict[str, Any]) -> str:
    """Canonical JSON so params (and therefore Parquet bytes) are identical across runs."""
    return json.dumps(params, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def signature_hash(canonical_form: Any) -> str:
    """Short stable hash of a task's canonical puzzle form (JSON-serialisable), used as its `signature`."""
    return hashlib.sha256(dump_params(canonical_form).encode()).hexdigest()[:32]


@dataclass(frozen=True)
class Item:
    """One benchmark item; `image` holds PNG bytes. Field order equals COLUMNS."""

    id: str
    benchmark: str
    task: str
    dimension: str
    split: str
    image: bytes
    question: str
    choices: list[str]
    answer: str
    answer_type: str
    difficulty: str
    option_kinds: list[str]
    params: str
    svg: str
    seed: int
    style: str = ""  # the rendering style of a style-robustness config (`<config>_style`); "" elsewhere

    def __post_init__(self) -> None:
        check_item(self)

    def to_row(self) -> dict[str, Any]:
        row = asdict(self)
        row["image"] = {"bytes": self.image, "path": None}
        return row

    @property
    def params_dict(self) -> dict[str, Any]:
        return json.loads(self.params)


def check_item(item: Item) -> None:
    """Structural checks every item must pass whatever its task (cheap, always on)."""
    problems: list[str] = []
    if item.benchmark not in BENCHMARKS:
        problems.append(f"benchmark {item.benchmark!r}")
    if item.split not in SPLITS:
        problems.append(f"split {item.split!r}")
    if item.dimension not in DIMENSIONS.get(item.benchmark, ()):
        problems.append(f"dimension {item.dimension!r}")
    if item.answer_type not in ANSWER_TYPES:
        problems.append(f"answer_type {item.answer_type!r}")
    if item.difficulty not in DIFFICULTIES:
        problems.append(f"difficulty {item.difficulty!r}")
    if len(item.option_kinds) != len(item.choices):
        problems.append("option_kinds and choices differ in length")
    if item.answer_type == "choice":
        letters = LETTERS[: len(item.choices)]
        if item.answer not in letters or len(letters) < 2:
            problems.append(f"answer {item.answer!r} not a letter of {len(item.choices)} choices")
        elif item.option_kinds[letters.index(item.answer)] != "correct":
            problems.append("option_kinds does not tag the gold letter 'correct'")
        elif item.option_kinds.count("correct") != 1:
            problems.append("more than one option tagged 'correct'")
    elif item.answer_type == "yes_no" and item.answer not in ("Yes", "No"):
        problems.append(f"yes_no answer {item.answer!r}")
    elif item.answer_type == "integer" and not (item.answer.isdigit() and str(int(item.answer)) == item.answer):
        problems.append(f"integer answer {item.answer!r}")
    elif item.answer_type == "open" and (not item.answer.strip() or item.choices):
        problems.append(f"open answer {item.answer!r} with {len(item.choices)} choices (needs a name, no choices)")
    if not isinstance(item.style, str):
        problems.append(f"style {item.style!r} is not a string")
    if not item.image.startswith(b"\x89PNG"):
        problems.append("image is not PNG bytes")
    try:
        json.loads(item.params)
    except ValueError:
        problems.append("params is not JSON")
    if problems:
        raise VerificationError(f"{item.id}: " + "; ".join(problems))
