"""Progress a person can read: the overall bar, `rejected=` agreeing with the summary, and plain lines off a
terminal (CI logs and files get whole lines, never carriage-return bars)."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

from mindbench.builder.pipeline.progress import LineProgress

REPO = Path(__file__).resolve().parents[1]


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_lines_come_every_interval_and_once_at_the_end() -> None:
    clock, stream = FakeClock(), io.StringIO()
    bar = LineProgress(100, "mindseye/paper_folding/test", stream=stream, clock=clock, interval=10.0)
    for _ in range(10):
        clock.now += 3.0
        bar.update(10)
        bar.set_postfix_str("rejected=2")
    bar.close()
    lines = stream.getvalue().splitlines()
    assert "\r" not in stream.getvalue()
    assert len(lines) == 3  # at 12 s and 24 s (10 s apart at least), then the close at 30 s
    assert lines[0] == "mindseye/paper_folding/test: 40/100 items (40%), 3.3 items/s, ETA 0:18, rejected=2"
    assert lines[-1] == "mindseye/paper_folding/test: 100/100 items (100%), 3.3 items/s, rejected=2"


def test_close_does_not_repeat_the_line_just_written() -> None:
    clock, stream = FakeClock(), io.StringIO()
    bar = LineProgress(10, "x", stream=stream, clock=clock, interval=1.0)
    clock.now = 5.0
    bar.update(10)  # written here
    bar.close()
    assert len(stream.getvalue().splitlines()) == 1


def test_a_logged_build_shows_the_overall_progress_and_the_summary_counts(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "mindbench.builder.commands.cli", "build", "--benchmark", "mindseye",
                           "--tasks", "paper_folding", "--split", "test", "--n", "30", "--out", str(tmp_path / "o")],
                          capture_output=True, text=True, timeout=600)  # stderr is a pipe: not a terminal
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "\r" not in proc.stderr
    assert re.search(r"^build: 30/30 items \(100%\)", proc.stderr, flags=re.MULTILINE), proc.stderr
    split_lines = [line for line in proc.stderr.splitlines() if line.startswith("mindseye/paper_folding/test:")]
    bar_rejected = int(re.search(r"rejected=(\d+)", split_lines[-1])[1])
    summary_rejected = int(re.search(r"paper_folding/test: 30 items, 1 shard\(s\), rejected draws (\d+)",
                                     proc.stdout)[1])
    assert bar_rejected == summary_rejected > 0
