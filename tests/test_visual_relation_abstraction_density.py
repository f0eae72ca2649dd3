"""Concepts on `nested`: the six panels share one stroke density, so pixel statistics do not give the odd one away
(issue #11: a nested figure packs a part inside its outline and drew ~1.5x the edge share of a non-nested one)."""

from __future__ import annotations

import numpy as np

from mindbench.generators.common.item import RejectDraw
from mindbench.generators.mindseye import visual_relation_abstraction as vra


def _nested_items(n: int) -> list:
    items, index = [], 0
    while len(items) < n and index < 400:
        for attempt in range(60):
            try:
                item = vra.generate(index, "test", 7, attempt)
                break
            except RejectDraw:
                continue
        if any(a == "nested" for a, _ in item.params_dict["concept"]["attributes"]):
            items.append(item)
        index += 1
    assert len(items) == n
    return items


def test_nested_concepts_hold_every_panel_to_one_density() -> None:
    tol = vra.DEFAULT_CONFIG.density_tol
    lo, hi = vra.DEFAULT_CONFIG.nested_density
    for item in _nested_items(6):
        vra.verify(item)
        dens = [vra.stroke_density(p["parts"]) for p in item.params_dict["panels"]]
        assert max(dens) - min(dens) <= 2 * tol + 1e-3, dens
        assert lo - tol - 1e-3 <= min(dens) and max(dens) <= hi + tol + 1e-3, dens


def test_a_nested_figure_is_denser_than_its_parts_side_by_side() -> None:
    """Why the band exists: the same two parts, nested and stacked."""
    box, inner = vra.library("circle")[0], vra.library("square")[0]
    nested = vra.arrange([box, inner], "nested_sym", np.random.default_rng(0))
    stacked = vra.arrange([box, inner], "stack", np.random.default_rng(0))
    assert nested is not None and stacked is not None
    assert nested.density > 1.2 * stacked.density
