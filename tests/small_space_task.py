"""A test double: a registered-shape task with only SPACE distinct puzzles, to exercise the builder's dedup."""

from __future__ import annotations

from generators.common.balance import balanced_slot, place_correct
from generators.common.canvas import Canvas, standard_layout
from generators.common.item import LETTERS, VerificationError
from generators.common.registry import TaskSpec
from generators.common.rng import item_rng, item_seed
from generators.common.task import DEFAULT_OPTIONS, BuildOptions, finish_item, panel_choices

SPACE = 30


def generate(index: int, split: str, base_seed: int, attempt: int = 0,
             options: BuildOptions = DEFAULT_OPTIONS):
    seed = item_seed("mindseye", "small_space", split, base_seed, index, attempt)
    rng = item_rng(seed)
    value = int(rng.integers(0, SPACE))
    slot = balanced_slot("mindseye", "small_space", split, base_seed, index, 4)
    shown, kinds = place_correct(value, [(value + 100, "plus"), (value + 200, "plus2"), (value + 300, "plus3")],
                                 slot, rng)
    canvas, layout = Canvas(), standard_layout(4)
    canvas.text((512, 200), str(value), size=60)
    for i, box in enumerate(layout.option_boxes):
        x0, y0, x1, y1 = canvas.option_panel(box, i)
        canvas.text(((x0 + x1) / 2, (y0 + y1) / 2), str(shown[i]))
    return finish_item(benchmark="mindseye", task="small_space", dimension="transformation", split=split,
                       index=index, seed=seed, svg=canvas.to_svg(), question="Which panel shows the number?",
                       choices=panel_choices(4), answer=LETTERS[slot], answer_type="choice", difficulty="easy",
                       option_kinds=kinds, params={"value": value, "shown": shown, "layout": layout.as_params()})


def verify(item, options: BuildOptions = DEFAULT_OPTIONS) -> None:
    params = item.params_dict
    if params["shown"][LETTERS.index(item.answer)] != params["value"]:
        raise VerificationError(f"{item.id}: gold panel does not show the value")


SPEC = TaskSpec("mindseye", "small_space", "transformation", 4, {"test": 10, "train": 40}, generate, verify,
                lambda item: str(item.params_dict["value"]))
