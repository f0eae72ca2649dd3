"""Decision margins of the transformation tasks (mental_rotation, paper_folding, mental_composition).

Every published item records `params["decision_margin_px"]`, the smallest visible difference that decides it in px
of the 1024 px image (each module's docstring defines it); no item is under the module's
`DECISION_MARGIN_FLOOR_PX`, and `verify` refuses a wrong record or a margin under the floor.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from mindbench.generators.common.draw import first_valid_item
from mindbench.generators.common.item import VerificationError, dump_params
from mindbench.generators.mindseye import mental_composition, mental_rotation, paper_folding

MODULES = {"mental_rotation": mental_rotation, "paper_folding": paper_folding,
           "mental_composition": mental_composition}
SPLIT_SEEDS = (("test", 0), ("train", 3), ("test", 11))


def margin_of(module, params: dict) -> float:
    """The margin recomputed from params by the module's own definition."""
    if module is mental_composition:
        return module.decision_margin_px(params, module.fold_net(params["solid"], params["net"]))
    return module.decision_margin_px(params)


def check_items(name: str, n_per_seed: int) -> list[float]:
    """Draw items as a build does (first verified attempt) over several splits and seeds; every one is at or over the
    floor and records the margin its params give."""
    module = MODULES[name]
    margins = []
    for split, seed in SPLIT_SEEDS:
        for index in range(n_per_seed):
            item = first_valid_item(module.SPEC, index, split, seed)
            params = item.params_dict
            margin = margin_of(module, params)
            assert margin >= module.DECISION_MARGIN_FLOOR_PX, f"{item.id} seed {seed}: margin {margin:.2f} px"
            assert params["decision_margin_px"] == pytest.approx(margin, abs=0.05)
            margins.append(margin)
    return margins


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_item_under_its_floor(name: str) -> None:
    assert check_items(name, 8)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_item_under_its_floor_over_2000_draws(name: str) -> None:
    """2,001 items per task (667 per split/seed pair)."""
    assert len(check_items(name, 667)) == 2001


@pytest.mark.parametrize("name", sorted(MODULES))
def test_floor_is_at_least_8_px_at_1024_and_documented(name: str) -> None:
    module = MODULES[name]
    assert module.DECISION_MARGIN_FLOOR_PX >= 8.0
    assert "decision_margin_px" in module.__doc__ and module.DECISION_MARGIN


@pytest.mark.parametrize("name", sorted(MODULES))
def test_verify_refuses_a_margin_under_the_floor(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    module = MODULES[name]
    item = first_valid_item(module.SPEC, 1, "test", 0)
    module.SPEC.verify(item)
    margin = item.params_dict["decision_margin_px"]
    monkeypatch.setattr(module, "DECISION_MARGIN_FLOOR_PX", margin + 1.0)
    with pytest.raises(VerificationError, match="under the floor"):
        module.SPEC.verify(item)


@pytest.mark.parametrize("name", sorted(MODULES))
@pytest.mark.parametrize("wrong", ["plus_3_px", "nan"])
def test_verify_refuses_a_wrong_recorded_margin(name: str, wrong: str) -> None:
    module = MODULES[name]
    item = first_valid_item(module.SPEC, 2, "test", 0)
    params = json.loads(item.params)
    params["decision_margin_px"] = float("nan") if wrong == "nan" else round(params["decision_margin_px"] + 3.0, 2)
    with pytest.raises(VerificationError, match="decision_margin_px"):
        module.SPEC.verify(replace(item, params=dump_params(params)))
