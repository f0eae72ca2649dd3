"""`mindbench shortcuts`: the context-blind baselines find a planted tell, and the real build has none at small n."""

from __future__ import annotations

import io
import json
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw

from mindbench.builder.commands.shortcuts import (
    heuristic_accuracies,
    panel_scorer_accuracy,
    rows_features,
    shortcuts_main,
)
from mindbench.generators.common.canvas import standard_layout

LOOSE_BOUND = 0.3  # at n_test = 40 the best of ~20 baselines is noisy; a real tell scores far above this


def planted_rows(n: int, tell: bool, seed: int = 0) -> list[dict]:
    """Four-panel items of random discs; with `tell`, the gold panel's disc is always the largest."""
    rng = np.random.default_rng(seed)
    layout = standard_layout(4)
    rows = []
    for _ in range(n):
        gold = int(rng.integers(4))
        image = Image.new("RGB", (1024, 1024), "white")
        draw = ImageDraw.Draw(image)
        radii = rng.uniform(20, 60, size=4)
        if tell:
            radii[gold] = radii.max() + 15
        for (x0, y0, x1, y1), r in zip(layout.option_boxes, radii, strict=True):
            cx, cy = (x0 + x1) / 2 + rng.uniform(-30, 30), (y0 + y1) / 2 - 20 + rng.uniform(-30, 30)
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill="#333333")
        buffer = io.BytesIO()
        image.save(buffer, format="PNG")
        rows.append({"image": buffer.getvalue(), "answer": "ABCD"[gold],
                     "params": json.dumps({"layout": layout.as_params()})})
    return rows


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_a_planted_tell_is_found_by_both_kinds_of_baseline() -> None:
    train, test = rows_features(planted_rows(60, tell=True, seed=1)), rows_features(planted_rows(40, tell=True))
    assert panel_scorer_accuracy(train, test) >= 0.9
    assert heuristic_accuracies(test)["most_unlike"]["ink"] >= 0.6  # the largest disc often stands out


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_without_a_tell_the_baselines_stay_near_chance() -> None:
    train, test = rows_features(planted_rows(60, tell=False, seed=1)), rows_features(planted_rows(80, tell=False))
    assert panel_scorer_accuracy(train, test) <= 0.25 + LOOSE_BOUND
    for groups in heuristic_accuracies(test).values():
        assert max(groups.values()) <= 0.25 + LOOSE_BOUND


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_every_task_of_a_real_build_passes_the_loose_bound(local_build: Path, tmp_path: Path) -> None:
    status = shortcuts_main(["--data", str(local_build), "--bound", str(LOOSE_BOUND), "--out", str(tmp_path)])
    report = json.loads((tmp_path / "shortcuts.json").read_text())
    worst = {r["task"]: (r["best_method"], round(r["margin"], 3)) for r in report["tasks"]}
    assert status == 0, worst
    assert (tmp_path / "shortcuts.png").stat().st_size > 0 and "| verdict |" in (tmp_path / "shortcuts.md").read_text()
    from mindbench.generators.common.registry import all_tasks

    assert {r["task"] for r in report["tasks"]} == {s.name for s in all_tasks() if "train" in s.splits}
