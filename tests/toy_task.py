"""A throwaway task written the way a new task author would write one: this module plus one registry line.

Ten options (letters A–J) so the whole pipeline is exercised past F: generation, build, prompts, extraction.
The stem shows a number of dots; the options show counts; the gold is the count of dots.
"""

from __future__ import annotations

from typing import Any

from mindbench.generators.common.canvas import Canvas, standard_layout
from mindbench.generators.common.item import LETTERS, Item, VerificationError, signature_hash
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.presentation import HumanLevel, Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions

N_OPTIONS = 10
PANEL = PanelTask("mindseye", "toy_count_dots", "abstraction", N_OPTIONS)
QUESTION = "How many dots does the top panel show? Pick the option with that number."


def generate(index: int, split: str, base_seed: int, attempt: int = 0,
             options: BuildOptions = DEFAULT_OPTIONS) -> Item:
    seed = item_seed(PANEL.benchmark, PANEL.name, split, base_seed, index, attempt)
    rng = item_rng(seed)
    difficulty = PANEL.difficulty(index)
    dots = int(rng.integers(1, 11))
    wrong = [(n, "off_by_one" if abs(n - dots) == 1 else "other_count") for n in range(1, 12) if n != dots][:9]
    slot = PANEL.gold_slot(split, base_seed, index)
    shown, kinds = PANEL.place(dots, wrong, slot, rng)
    canvas, layout = Canvas(), standard_layout(N_OPTIONS, stimulus_fraction=0.3)
    x0, y0, x1, y1 = layout.stimulus_box
    for k in range(dots):
        canvas.add(canvas.dwg.circle(((x0 + 60 + 85 * k), (y0 + y1) / 2), 30, fill="#333333"))
    for i, box in enumerate(layout.option_boxes):
        a0, b0, a1, b1 = canvas.option_panel(box, i)
        canvas.text(((a0 + a1) / 2, (b0 + b1) / 2 + 20), str(shown[i]), size=56)
    params = {"dots": dots, "options": [{"kind": k, "value": v} for v, k in zip(shown, kinds, strict=True)],
              "layout": layout.as_params()}
    return PANEL.finish(split=split, index=index, seed=seed, svg=canvas.to_svg(), question=QUESTION, slot=slot,
                        difficulty=difficulty, option_kinds=kinds, params=params)


def solve(item: Item, params: dict[str, Any]) -> None:
    """the dots counted again from params"""
    values = [o["value"] for o in params["options"]]
    if values[LETTERS.index(item.answer)] != params["dots"] or values.count(params["dots"]) != 1:
        raise VerificationError("the gold option is not the unique count of dots")


SPEC = TaskSpec(
    benchmark="mindseye", name="toy_count_dots", dimension="abstraction",
    answer_type="choice", n_options=N_OPTIONS, default_n={"test": 20, "train": 20}, generate=generate,
    verify=PANEL.verifier(solve), signature=lambda item: signature_hash(item.params_dict["options"]),
)

PRESENTATION = Presentation(
    title="Toy: count the dots",
    description="Count the dots and pick the option with that number.",
    prompts=Prompts(hint="Count each dot once.", operation="counting dots",
                    steps=("Count the dots in the top panel.", "Find the option with that number.")),
    human=HumanLevel(0.99, "a made-up level for the toy task"),
)
