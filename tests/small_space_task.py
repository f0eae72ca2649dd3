"""A test double: a registered-shape task with only SPACE distinct puzzles, to exercise the builder's dedup."""

from __future__ import annotations

from mindbench.generators.common.canvas import Canvas, standard_layout
from mindbench.generators.common.item import LETTERS, VerificationError
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.presentation import Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions

SPACE = 30
PANEL = PanelTask("mindseye", "small_space", "transformation", 4)


def generate(index: int, split: str, base_seed: int, attempt: int = 0,
             options: BuildOptions = DEFAULT_OPTIONS):
    seed = item_seed("mindseye", "small_space", split, base_seed, index, attempt)
    rng = item_rng(seed)
    value = int(rng.integers(0, SPACE))
    slot = PANEL.gold_slot(split, base_seed, index)
    shown, kinds = PANEL.place(value, [(value + 100, "plus"), (value + 200, "plus2"), (value + 300, "plus3")],
                               slot, rng)
    canvas, layout = Canvas(), standard_layout(4)
    canvas.text((512, 200), str(value), size=60)
    for i, box in enumerate(layout.option_boxes):
        x0, y0, x1, y1 = canvas.option_panel(box, i)
        canvas.text(((x0 + x1) / 2, (y0 + y1) / 2), str(shown[i]))
    return PANEL.finish(split=split, index=index, seed=seed, svg=canvas.to_svg(), question="Which panel shows the "
                        "number?", slot=slot, difficulty=PANEL.difficulty(index), option_kinds=kinds,
                        params={"value": value, "shown": shown, "layout": layout.as_params()})


def solve(item, params) -> None:
    if params["shown"][LETTERS.index(item.answer)] != params["value"]:
        raise VerificationError("gold panel does not show the value")


SPEC = TaskSpec(
    benchmark="mindseye", name="small_space", dimension="transformation",
    answer_type="choice", n_options=4, default_n={"test": 10, "train": 40}, generate=generate,
    verify=PANEL.verifier(solve), signature=lambda item: str(item.params_dict["value"]),
)

PRESENTATION = Presentation(
    title="Small space",
    description="Pick the panel showing the number.",
    prompts=Prompts(hint="Read the number.", operation="reading a number", steps=("Read it.", "Find it.")),
)
