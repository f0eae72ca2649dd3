"""`mindbench build --dry-run`: items and projected time, nothing written; the schedule arithmetic."""

from __future__ import annotations

from pathlib import Path

import pytest

from mindbench.builder.commands.cli import main
from mindbench.builder.pipeline.jobs import SplitJob
from mindbench.builder.pipeline.projection import TaskCost, calibrate, duration, project


def test_the_dry_run_prints_the_plan_and_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "out"
    assert main(["build", "--dry-run", "--tasks", "paper_folding", "--split", "test", "--n", "80", "--calibrate",
                 "2", "--workers", "2", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    assert "mindseye/paper_folding" in text and "total: 80 items" in text and "on 2 workers (local executor)" in text
    assert not out.exists()


def test_chunks_are_scheduled_in_rounds_of_workers() -> None:
    costs = {("mindseye", "t"): TaskCost("mindseye", "t", 0.1, 3, 0)}
    job = SplitJob("mindseye", "t", "test", 110, 0)  # chunks of 25, 25, 25, 25, 10
    (one,) = project([job], costs, workers=1)
    assert one.cpu_seconds == pytest.approx(11.0) and one.wall_seconds == pytest.approx(11.0)
    (two,) = project([job], costs, workers=2)
    assert two.cpu_seconds == pytest.approx(11.0) and two.wall_seconds == pytest.approx(3 * 2.5)  # 3 rounds
    (many,) = project([job], costs, workers=8)
    assert many.wall_seconds == pytest.approx(2.5)  # one round: the longest chunk


def test_calibration_times_generate_and_verify() -> None:
    ticks = iter(range(100))
    costs = calibrate([("mindseye", "paper_folding")], "test", 0, None, 2, clock=lambda: float(next(ticks)))
    assert costs[("mindseye", "paper_folding")].cpu_per_item == pytest.approx(0.5)  # 1 tick over 2 items


def test_durations_read_naturally() -> None:
    assert [duration(s) for s in (12.34, 245, 3720)] == ["12.3 s", "4 min 05 s", "1 h 02 min"]
