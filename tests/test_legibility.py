"""`mindbench legibility` on a tiny build: tables per task and difficulty, margins that scale with the size, a
pixel solver's solved share, a contact sheet per task, one error line for a missing folder."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import numpy as np
import pytest

from mindbench.builder.commands import legibility
from mindbench.builder.commands.cli import main
from mindbench.generators.common.registry import pixel_solver
from tests.conftest import run_cli

TASKS = "paper_folding,mental_rotation"


@pytest.fixture(scope="module")
def tiny_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("legibility-build")
    assert main(["build", "--benchmark", "mindseye", "--tasks", TASKS, "--split", "test", "--n", "12", "--out",
                 str(out), "--quiet"]) == 0
    return out


@pytest.fixture(scope="module")
def report(tiny_build: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    out = tmp_path_factory.mktemp("legibility-out")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert main(["legibility", str(tiny_build), "--out", str(out), "--quiet"]) == 0
    assert "| paper_folding | easy |" in printed.getvalue()
    return json.loads((out / "legibility.json").read_text()), out


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_tables_per_task_and_difficulty(report: tuple[dict, Path]) -> None:
    data, out = report
    by_task = {t["task"]: t for t in data["tasks"]}
    assert set(by_task) == set(TASKS.split(","))
    for task in by_task.values():
        assert set(task["difficulty"]) == {"easy", "medium", "hard"}
        assert task["all"]["n"] == 12
    table = (out / "legibility.md").read_text()
    for task in TASKS.split(","):
        for level in ("easy", "medium", "hard", "all"):
            assert f"| {task} | {level} |" in table
        assert (out / f"legibility-{task}.png").stat().st_size > 0


def test_margins_scale_with_the_size(report: tuple[dict, Path]) -> None:
    data, _ = report
    for task in data["tasks"]:
        at448, at336 = task["all"]["448"], task["all"]["336"]
        assert at336["margin_min"] == pytest.approx(at448["margin_min"] * 336 / 448)
        assert at336["margin_median"] == pytest.approx(at448["margin_median"] * 336 / 448)
        assert at448["margin_min"] >= task["floor_px"] * 448 / 1024 - 1e-9  # no item under the floor


def test_paper_folding_solver_reads_the_shrunk_options(report: tuple[dict, Path]) -> None:
    data, _ = report
    tasks = {t["task"]: t for t in data["tasks"]}
    assert tasks["paper_folding"]["has_solver"] and tasks["paper_folding"]["all"]["448"]["solved"] == 1.0
    assert tasks["mental_rotation"]["all"]["448"]["solved"] is None  # no solver: no share, not 0 %


def test_a_broken_solver_shows_a_lower_solved_share(tiny_build: Path, tmp_path: Path) -> None:
    solver = pixel_solver("paper_folding")
    assert solver is not None

    def off_by_one_panel(image: np.ndarray, row: dict) -> int:
        """The real solver reading each option from its neighbour's box (an indexing bug)."""
        params = json.loads(row["params"])
        boxes = params["layout"]["option_boxes"]
        params["layout"]["option_boxes"] = boxes[1:] + boxes[:1]
        return solver(image, {**row, "params": json.dumps(params)})

    folder = legibility.benchmark_folder(tiny_build)
    good, _ = legibility.measure_folder(folder, ["paper_folding"], "test", (448,), tmp_path, progress=False)
    bad, _ = legibility.measure_folder(folder, ["paper_folding"], "test", (448,), tmp_path, progress=False,
                                       solver_for=lambda name: off_by_one_panel)
    assert bad[0]["all"]["448"]["solved"] < good[0]["all"]["448"]["solved"]


def test_a_missing_folder_is_one_error_line(tmp_path: Path) -> None:
    proc = run_cli("legibility", str(tmp_path / "nowhere"), check=False)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "nowhere" in proc.stderr and "not a directory" in proc.stderr
    empty = run_cli("legibility", str(tmp_path), check=False)
    assert empty.returncode == 2 and empty.stderr.count("\n") == 1 and "no Mind's Eye build" in empty.stderr


def test_the_card_gives_the_margin_distribution_per_difficulty(tiny_build: Path) -> None:
    card = (tiny_build / "mindseye" / "README.md").read_text()
    section = card[card.index("### `paper_folding`"):]
    section = section[:section.index("### `", 5)] if "### `" in section[5:] else section
    assert "Decision margin" in section
    for level in ("easy", "medium", "hard"):
        assert f"| {level} | 4 |" in section
