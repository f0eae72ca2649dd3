"""The pip user's CPU path resolves without CUDA: CPU torch first, then `mindbench[eval]`.

pip resolves the two together here (`--dry-run --ignore-installed`, nothing installed) with torch pinned to the CPU
build the project uses; the report must list no `nvidia-*` package, no triton and that one torch. It asks the
package registries, so it runs with the long cases (CI has them)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CPU_TORCH = "torch==2.13.0"


def cuda_packages(names: list[str]) -> list[str]:
    """The names in a resolution that only a CUDA install brings."""
    return [n for n in names if n.startswith(("nvidia-", "triton", "cuda-"))]


def test_cuda_packages_are_recognised() -> None:
    assert cuda_packages(["numpy", "nvidia-cublas-cu13", "triton", "torch"]) == ["nvidia-cublas-cu13", "triton"]


@pytest.mark.slow
def test_the_cpu_path_pulls_no_cuda(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    proc = subprocess.run([sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--quiet",
                           "--report", str(report), CPU_TORCH, f"{REPO}[eval]"], capture_output=True, text=True,
                          timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    installs = json.loads(report.read_text())["install"]
    resolved = {i["metadata"]["name"].lower(): i["metadata"]["version"] for i in installs}
    assert cuda_packages(sorted(resolved)) == []
    assert resolved["torch"].startswith("2.13.0")
    assert "lmms-eval" not in resolved and "torchvision" not in resolved  # lmms-eval comes with --no-deps
