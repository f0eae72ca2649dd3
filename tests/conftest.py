"""Shared fixtures. Tests never touch the network: data is built here by the real CLI."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
# A private datasets cache per test session: nothing leaks between runs or into the user's cache.
os.environ.setdefault("HF_DATASETS_CACHE", tempfile.mkdtemp(prefix="mindbench-hf-cache-"))

REPO = Path(__file__).resolve().parents[1]
LOCAL_N_TEST = 40
LOCAL_N_TRAIN = 12


def run_cli(*args: str, check: bool = True, timeout: float = 900) -> subprocess.CompletedProcess:
    """Run `mindbench ...` in a subprocess exactly as a user would."""
    proc = subprocess.run([sys.executable, "-m", "builder.cli", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=timeout)
    if check and proc.returncode != 0:
        raise AssertionError(f"mindbench {' '.join(args)} failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
    return proc


@pytest.fixture(scope="session")
def local_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """OUT with every registered config of both benchmarks: test n=40, train n=12 (seed 0).

    `OUT/mindseye` and `OUT/m3str` are Hub-layout folders; point MINDBENCH_DATA_DIR at OUT.
    """
    out = tmp_path_factory.mktemp("local_build")
    run_cli("build", "--split", "test", "--n", str(LOCAL_N_TEST), "--out", str(out), "--workers", "2", "--quiet")
    run_cli("build", "--split", "train", "--n", str(LOCAL_N_TRAIN), "--out", str(out), "--workers", "2", "--quiet")
    return out


@pytest.fixture(scope="session")
def e2e_data(request: pytest.FixtureRequest) -> Path:
    """Data for the lmms-eval end-to-end tests: `$MINDBENCH_E2E_DATA` (an existing build, for quick reruns while
    developing) or the session's `local_build`."""
    if override := os.environ.get("MINDBENCH_E2E_DATA"):
        return Path(override)
    return request.getfixturevalue("local_build")


@pytest.fixture
def small_space_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Mind's Eye with only tests/small_space_task.py (30 puzzles): exercises the builder's repeat handling."""
    from generators.common import registry

    monkeypatch.setitem(registry.TASK_MODULES, "mindseye", {"small_space": "tests.small_space_task"})
