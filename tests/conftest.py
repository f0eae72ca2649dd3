"""Shared fixtures. Tests never touch the network: data is built here by the real CLI.

`make test` runs the suite on two pytest-xdist workers with `--dist loadfile`: each test file runs whole on one
worker, so a module-scoped fixture (a module's small build, a fake Hub, a tiny model) is still set up once, as in a
serial run. (`--dist loadgroup` would balance better, but with pytest >= 9.2 its groups are silently ignored:
pytest-xdist issue #1386.) Each worker is its own process, so in-process state (monkeypatched registries,
environment variables, the working directory) never crosses between them; what could is on disk, and is kept apart
or shared on purpose here:

* every process gets its own `datasets` cache;
* the session builds (`local_build`, `e2e_data`) are built once per run, started in the background with the first
  test, and read by every worker (see `shared_build` and `BackgroundBuild`).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from filelock import FileLock

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

_CACHE_OWNER = "MINDBENCH_TEST_HF_CACHE_PID"  # the process that made HF_DATASETS_CACHE below (unset: the user's own)


def _private_datasets_cache() -> str | None:
    """A private datasets cache per test process (the folder made here, or None): nothing leaks between runs, into
    the user's cache, or between xdist workers, which inherit the controller's environment and with it its cache."""
    owner = os.environ.get(_CACHE_OWNER)
    if "HF_DATASETS_CACHE" in os.environ and owner in (None, str(os.getpid())):
        return None
    os.environ["HF_DATASETS_CACHE"] = cache = tempfile.mkdtemp(prefix="mindbench-hf-cache-")
    os.environ[_CACHE_OWNER] = str(os.getpid())
    return cache


_OWN_CACHE = _private_datasets_cache()


def pytest_unconfigure(config: pytest.Config) -> None:
    """Remove this process's private datasets cache (xdist workers exit without running `atexit` handlers)."""
    if _OWN_CACHE:
        shutil.rmtree(_OWN_CACHE, ignore_errors=True)


REPO = Path(__file__).resolve().parents[1]
LOCAL_N_TEST = 40
LOCAL_N_TRAIN = 12


def run_cli(*args: str, check: bool = True, timeout: float = 900) -> subprocess.CompletedProcess:
    """Run `mindbench ...` in a subprocess exactly as a user would."""
    proc = subprocess.run([sys.executable, "-m", "mindbench.builder.commands.cli", *args], cwd=REPO,
                          capture_output=True, text=True,
                          timeout=timeout)
    if check and proc.returncode != 0:
        raise AssertionError(f"mindbench {' '.join(args)} failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
    return proc


def stand_in_raster(svg: str, size: int = 1024) -> bytes:
    """Instead of rasterizing (`mindbench.generators.common.task.rasterize`) where a test is about the build's
    bookkeeping: an
    8×8 PNG coloured by a hash of the SVG (equal SVGs, equal images; others differ), so no 1024² draws."""
    import hashlib

    from PIL import Image

    from mindbench.generators.common.raster import encode_png

    return encode_png(Image.new("RGB", (8, 8), tuple(hashlib.sha256(svg.encode()).digest()[:3])))


def shared_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run's temp folder that every xdist worker sees (the parent of each worker's own); a serial run's own."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def shared_build(root: Path, name: str, commands: list[list[str]], run: Callable[..., object] = run_cli) -> Path:
    """`root/name` filled by these `mindbench` commands (`{out}` in an argument is the folder) once per test run.

    Session fixtures run once per xdist worker: whoever comes first builds under a file lock, the others wait and
    reuse the folder. A marker written after the last command tells a finished build from one that failed or was
    stopped half-way (rebuilt). The folder is shared: tests may read it, never write into it (copy it first).
    """
    out, done = root / name, root / f"{name}.done"
    with FileLock(str(root / f"{name}.lock")):
        if not done.exists():
            shutil.rmtree(out, ignore_errors=True)
            out.mkdir()
            for args in commands:
                run(*(arg.format(out=out) for arg in args))
            done.touch()
    return out


def build_commands(variants: bool) -> list[list[str]]:
    """The `mindbench build` runs of a shared build: test n=40, then train n=12 (seed 0), of every registered config;
    without `variants`, of every config but the robustness variants (test-only re-draws of another config's items)."""
    from mindbench.generators.common.registry import all_tasks

    tasks = [] if variants else ["--tasks", ",".join(spec.name for spec in all_tasks() if not spec.variant_of)]
    common = ["--out", "{out}", "--workers", "2", "--quiet", *tasks]
    return [["build", "--split", "test", "--n", str(LOCAL_N_TEST), *common],
            ["build", "--split", "train", "--n", str(LOCAL_N_TRAIN), *common]]


# The shared builds (name: with variants?) and the fixtures that read them.
SHARED_BUILDS = {"local_build": False, "e2e_build": True}
BUILD_OF_FIXTURE = {"local_build": "local_build", "e2e_data": "e2e_build"}


class BackgroundBuild:
    """`shared_build` in a thread, so that a build runs while the tests before its first user run.

    Without it the first test that needs `local_build` waits for the whole build (about a minute), and under xdist so
    does the other worker when it reaches a user; and the build does not keep two cores busy (it goes config by
    config; a 12-item train split is one chunk). A failed background build is simply not marked done: the fixture
    then builds again in the foreground and reports the error. `finish(stop=True)` kills the running command (an
    interrupted session must not leave a build behind).
    """

    def __init__(self, root: Path, name: str, commands: list[list[str]]) -> None:
        self._guard = threading.Lock()
        self._proc: subprocess.Popen | None = None
        self._stopped = False
        self._thread = threading.Thread(target=self._build, args=(root, name, commands), daemon=True)
        self._thread.start()

    def _build(self, root: Path, name: str, commands: list[list[str]]) -> None:
        with contextlib.suppress(Exception):  # best effort: the fixture's own call builds again and reports
            shared_build(root, name, commands, run=self._run)

    def _run(self, *args: str) -> None:
        with self._guard:
            if self._stopped:
                raise RuntimeError("stopped")
            self._proc = subprocess.Popen([sys.executable, "-m", "mindbench.builder.commands.cli", *args], cwd=REPO,
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if self._proc.wait() != 0:
            raise RuntimeError(f"mindbench {' '.join(args)} failed")

    def finish(self, stop: bool) -> None:
        """Wait for the build (another worker may still need it), or with `stop` kill it first."""
        if stop:
            with self._guard:
                self._stopped = True
                if self._proc is not None and self._proc.poll() is None:
                    self._proc.kill()
        self._thread.join(timeout=10 if stop else None)  # stopped, it may still wait for another worker's lock


def builds_needed(items: list[pytest.Item]) -> list[str]:
    """The shared builds that the selected tests read (`e2e_data` none when `$MINDBENCH_E2E_DATA` names one)."""
    used = {name for item in items for name in getattr(item, "fixturenames", ())}
    if os.environ.get("MINDBENCH_E2E_DATA"):
        used.discard("e2e_data")
    return sorted({build for fixture, build in BUILD_OF_FIXTURE.items() if fixture in used})


@pytest.fixture(scope="session", autouse=True)
def shared_builds_in_background(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    """Start the shared builds that selected tests need with the session's first test (see `BackgroundBuild`)."""
    root = shared_root(tmp_path_factory)
    builds = [BackgroundBuild(root, name, build_commands(SHARED_BUILDS[name]))
              for name in builds_needed(request.session.items)]
    yield
    session = request.session
    stop = bool(session.shouldstop or session.shouldfail or session.exitstatus == pytest.ExitCode.INTERRUPTED)
    for build in builds:
        build.finish(stop)


@pytest.fixture(autouse=True)
def no_patched_sources_outlive_their_test(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test that patches (`monkeypatch`) may draw circular variants' source items under a stand-in, such as
    `stand_in_raster`'s 8×8 images; `circular.source_draw` caches those draws, so they are forgotten when the test
    ends, before a later test in the same worker compares a variant with a source drawn for real."""
    yield
    if "monkeypatch" in request.fixturenames:
        from mindbench.generators.common.circular import source_draw

        source_draw.cache_clear()


@pytest.fixture(scope="session")
def local_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """OUT with every registered config of both benchmarks but the robustness variants (`m3str`'s `*_style`, test-only
    re-draws of other configs' items, which `e2e_data` has): test n=40, train n=12 (seed 0).

    `OUT/mindseye` and `OUT/m3str` are Hub-layout folders; point MINDBENCH_DATA_DIR at OUT. Built once per run (started
    early in the background) and shared by all xdist workers: read it, do not write into it.
    """
    return shared_build(shared_root(tmp_path_factory), "local_build", build_commands(variants=False))


@pytest.fixture(scope="session")
def e2e_data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Data for the lmms-eval end-to-end tests: `$MINDBENCH_E2E_DATA` (an existing build, for quick reruns while
    developing), or as `local_build` with the robustness variants too: every registered config. Shared like it."""
    if override := os.environ.get("MINDBENCH_E2E_DATA"):
        return Path(override)
    return shared_build(shared_root(tmp_path_factory), "e2e_build", build_commands(variants=True))


@pytest.fixture
def small_space_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Mind's Eye with only tests/small_space_task.py (30 puzzles): exercises the builder's repeat handling."""
    from mindbench.generators.common import registry

    monkeypatch.setitem(registry.TASK_MODULES, "mindseye", {"small_space": "tests.small_space_task"})
