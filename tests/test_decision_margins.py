"""Decision margins of the Mind's Eye tasks that record one: every generated item is at or above its task's floor
(px at 1024), `verify` refuses an item whose break or distractor is under it, and the pixel solvers find the key
from the image at the size models get."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from mindbench.generators.common.item import LETTERS, VerificationError
from mindbench.generators.mindseye import conceptual_slippage as cs
from mindbench.generators.mindseye import dynamic_correspondence as dc
from mindbench.generators.mindseye import hierarchical_pattern as hp
from mindbench.generators.mindseye.visual_relation_abstraction import task as vra
from tests.task_helpers import make, with_params

TASKS = {"hierarchical_pattern": hp, "dynamic_correspondence": dc, "conceptual_slippage": cs,
         "visual_relation_abstraction": vra}
SOLVED = {"hierarchical_pattern": hp, "dynamic_correspondence": dc}


@pytest.mark.parametrize("name", sorted(TASKS))
def test_every_item_clears_its_floor(name: str) -> None:
    module = TASKS[name]
    for index in range(15):  # the slow test below draws 2,000
        item = make(module.generate, index, seed=5)
        margin = item.params_dict["decision_margin_px"]
        assert margin >= module.DECISION_MARGIN_FLOOR_PX, (index, margin)
        module.verify(item)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(TASKS))
def test_two_thousand_items_clear_their_floor(name: str) -> None:
    module = TASKS[name]
    for index in range(2000):
        item = make(module.generate, index, seed=1)
        assert item.params_dict["decision_margin_px"] >= module.DECISION_MARGIN_FLOOR_PX, index


@pytest.mark.parametrize("name", sorted(TASKS))
def test_verify_refuses_an_item_under_its_floor(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The floor raised above the item's own margin (as if the item sat under it): verify refuses it."""
    module = TASKS[name]
    item = make(module.generate, 7, seed=5)
    monkeypatch.setattr(module, "DECISION_MARGIN_FLOOR_PX", item.params_dict["decision_margin_px"] + 0.5)
    with pytest.raises(VerificationError, match="too small to see"):
        module.verify(item)


@pytest.mark.parametrize("name", sorted(TASKS))
def test_verify_refuses_a_misrecorded_margin(name: str) -> None:
    module = TASKS[name]
    item = make(module.generate, 4, seed=5)
    bad = with_params(item, lambda p: p.update(decision_margin_px=p["decision_margin_px"] + 3.0))
    with pytest.raises(VerificationError, match="decision margin"):
        module.verify(bad)


def _accuracy(module: object, n: int, width: int, seed: int) -> float:
    right = 0
    for index in range(n):
        item = make(module.generate, index, seed=seed)  # type: ignore[attr-defined]
        image = Image.open(io.BytesIO(item.image)).convert("RGB").resize((width, width), Image.BICUBIC)
        right += module.solve_pixels(np.asarray(image), {"params": item.params}) == LETTERS.index(item.answer)  # type: ignore[attr-defined]
    return right / n


@pytest.mark.parametrize("name", sorted(SOLVED))
def test_pixel_solver_finds_the_key_at_448(name: str) -> None:
    assert _accuracy(SOLVED[name], 6, 448, seed=21) == 1.0


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SOLVED))
def test_pixel_solver_reaches_98_percent_at_448(name: str) -> None:
    assert _accuracy(SOLVED[name], 100, 448, seed=2) >= 0.98
