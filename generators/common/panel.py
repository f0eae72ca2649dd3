"""What every option-panel task shares: difficulty and gold-slot assignment, the item, and `verify`'s frame.

A panel task draws its options as lettered panels in one image ("Option A" … as choices). Three things are
the same for all of them and live here once:

* **Assignment.** Indices come in blocks of `n_options`; block `b` has difficulty `levels[b % len(levels)]`
  and its gold slots are a seeded permutation of 0..n-1. So in any split every difficulty holds a third of
  the items (±1 block) and, within each difficulty, every letter is gold equally often (±1).
* **Record checks** that hold for every panel item, whatever its puzzle (benchmark, task, dimension, panel
  choices, one option box and one `params.options[i].kind` per option, the difficulty of its index).
* **`verify`'s error handling.** A task writes `solve(item, params)`, which re-solves the puzzle from
  params and raises `VerificationError`; the wrapper turns malformed params (a missing key, a wrong type)
  into the same error with the item id, so nothing else ever escapes into the builder.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from mindbench.generators.common.balance import balanced_slot, place_correct
from mindbench.generators.common.canvas import CANVAS_SIZE
from mindbench.generators.common.item import DIFFICULTIES, LETTERS, MALFORMED, Item, VerificationError
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions, finish_item, panel_choices


@dataclass(frozen=True)
class PanelTask:
    """The shared part of one option-panel task."""

    benchmark: str
    name: str
    dimension: str
    n_options: int
    levels: tuple[str, ...] = DIFFICULTIES

    def __post_init__(self) -> None:
        if not 2 <= self.n_options <= len(LETTERS):
            raise ValueError(f"{self.name}: n_options must lie in 2..{len(LETTERS)}, got {self.n_options}")
        if not self.levels or any(level not in DIFFICULTIES for level in self.levels):
            raise ValueError(f"{self.name}: levels must be drawn from {DIFFICULTIES}, got {self.levels}")

    @property
    def choices(self) -> list[str]:
        return panel_choices(self.n_options)

    def difficulty(self, index: int) -> str:
        """The difficulty of item `index` (constant over each block of `n_options` indices)."""
        return self.levels[(index // self.n_options) % len(self.levels)]

    def gold_slot(self, split: str, base_seed: int, index: int) -> int:
        """The gold position of item `index`: a seeded permutation per block, so balanced per difficulty."""
        return balanced_slot(self.benchmark, self.name, split, base_seed, index, self.n_options)

    @staticmethod
    def place(correct: object, distractors: list[tuple[object, str]], slot: int,
              rng: np.random.Generator) -> tuple[list[object], list[str]]:
        """Options with `correct` at `slot` and the distractors shuffled into the rest; and their kinds."""
        return place_correct(correct, distractors, slot, rng)

    def finish(self, *, split: str, index: int, seed: int, svg: str, question: str, slot: int, difficulty: str,
               option_kinds: list[str], params: dict[str, Any]) -> Item:
        """The item record (rasterizes `svg`)."""
        return finish_item(
            benchmark=self.benchmark, task=self.name, dimension=self.dimension, split=split, index=index,
            seed=seed, svg=svg, question=question, choices=self.choices, answer=LETTERS[slot],
            answer_type="choice", difficulty=difficulty, option_kinds=option_kinds, params=params,
        )

    def check_record(self, item: Item) -> dict[str, Any]:
        """The checks every panel item passes; returns its params."""
        if (item.benchmark, item.task, item.dimension) != (self.benchmark, self.name, self.dimension):
            raise VerificationError(f"not a {self.benchmark}/{self.name} ({self.dimension}) item")
        if item.answer_type != "choice" or item.choices != self.choices:
            raise VerificationError(f"choices must be the {self.n_options} option panels")
        if item.answer not in LETTERS[: self.n_options] or len(item.option_kinds) != self.n_options:
            raise VerificationError(f"answer {item.answer!r} / option_kinds do not fit {self.n_options} options")
        index = int(item.id.rsplit("/", 1)[-1])
        if item.difficulty != self.difficulty(index):
            raise VerificationError(f"difficulty {item.difficulty!r}, but index {index} is {self.difficulty(index)!r}")
        params = item.params_dict
        if not isinstance(params, dict):
            raise VerificationError("params is not a JSON object")
        boxes = params["layout"]["option_boxes"]
        if len(boxes) != self.n_options or not all(_is_box(box) for box in boxes):
            raise VerificationError(f"layout.option_boxes must hold {self.n_options} boxes inside the canvas")
        if "options" in params and [o["kind"] for o in params["options"]] != list(item.option_kinds):
            raise VerificationError("params.options kinds disagree with option_kinds")
        return params

    def verifier(self, solve: Callable[[Item, dict[str, Any]], None]) -> Callable[..., None]:
        """`verify(item, options)`: the record checks, then `solve`; every failure a VerificationError."""

        def verify(item: Item, options: BuildOptions = DEFAULT_OPTIONS) -> None:
            try:
                solve(item, self.check_record(item))
            except VerificationError as err:
                message = str(err)
                raise VerificationError(message if message.startswith(item.id) else f"{item.id}: {message}") \
                    from None
            except MALFORMED as err:
                raise VerificationError(f"{item.id}: malformed params ({type(err).__name__}: {err})") from None

        verify.__doc__ = f"Re-solve a {self.name} item from params ({solve.__doc__ or 'independent path'})."
        return verify


def _is_box(box: Any) -> bool:
    if len(box) != 4:
        return False
    x0, y0, x1, y1 = (float(v) for v in box)
    return 0 <= x0 < x1 <= CANVAS_SIZE and 0 <= y0 < y1 <= CANVAS_SIZE
