"""`mindbench build --executor dask`: the same chunks on a dask.distributed cluster, written here as they stream
back, give a folder byte-identical to a local build, and an interrupted cluster build resumes.

The cluster is a real `LocalCluster` of two worker processes on 127.0.0.1 (no threads: the workers import
mindbench and draw in their own processes, as on a remote machine); the build talks to it by address.
"""

from __future__ import annotations

import filecmp
from pathlib import Path

import pytest

from mindbench.builder.pipeline import workers as workers_module
from mindbench.builder.pipeline.jobs import BuildError, plan_jobs
from mindbench.builder.pipeline.run import build
from mindbench.builder.pipeline.workers import Executor

distributed = pytest.importorskip("distributed")

TASKS = ["paper_folding", "count_entity"]
N = 60  # three chunks per split


def jobs() -> list:
    return plan_jobs(["mindseye", "m3str"], TASKS, ["test"], N, 0, None)


def tree_differences(a: Path, b: Path) -> list[str]:
    """Files that differ or exist on one side only, recursively (the build lock is empty on both sides)."""
    found = []

    def walk(cmp: filecmp.dircmp, prefix: str) -> None:
        found.extend(prefix + name for name in cmp.left_only + cmp.right_only + cmp.funny_files)
        _, mismatch, errors = filecmp.cmpfiles(cmp.left, cmp.right, cmp.common_files, shallow=False)
        found.extend(prefix + name for name in mismatch + errors)
        for name, sub in cmp.subdirs.items():
            walk(sub, f"{prefix}{name}/")

    walk(filecmp.dircmp(a, b), "")
    return sorted(found)


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as running:
        yield running


@pytest.fixture(scope="module")
def local_build(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("local")
    build(out, jobs(), workers=1, progress=False)
    return out


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_a_dask_build_is_byte_identical_to_a_local_one(cluster, local_build: Path, tmp_path: Path) -> None:
    out = tmp_path / "dask"
    reports = build(out, jobs(), progress=False, executor=Executor("dask", scheduler=cluster.scheduler_address))
    assert [r.status for r in reports] == ["built", "built"]
    assert tree_differences(local_build, out) == []
    assert len(list(out.glob("*/data/*/test-*.parquet"))) == 2


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_an_interrupted_dask_build_resumes_to_the_same_bytes(cluster, local_build: Path, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "dask"
    executor = Executor("dask", scheduler=cluster.scheduler_address)
    real_store = workers_module.store_chunk
    stored: list[int] = []

    def store_then_die(state, chunk, rows, result):
        if len(stored) == 2:
            raise KeyboardInterrupt  # Ctrl-C while chunks are still on the cluster
        real_store(state, chunk, rows, result)
        stored.append(chunk)

    monkeypatch.setattr(workers_module, "store_chunk", store_then_die)
    with pytest.raises(KeyboardInterrupt):
        build(out, jobs(), progress=False, executor=executor)
    assert not list(out.glob("*/data/*/*.parquet"))  # nothing published half-done
    state = next(out.glob("mindseye/.mindbench/paper_folding/test"))
    assert len(list(state.glob("chunk-*.json"))) == 2
    monkeypatch.setattr(workers_module, "store_chunk", real_store)
    reports = build(out, jobs(), progress=False, executor=executor)
    assert reports[0].status == "resumed"
    assert tree_differences(local_build, out) == []


def test_a_folder_that_differs_is_seen(local_build: Path, tmp_path: Path) -> None:
    """The comparison above can fail: a build with another seed differs in its shards."""
    out = tmp_path / "other"
    build(out, plan_jobs(["mindseye"], ["paper_folding"], ["test"], N, 1, None), progress=False)
    assert any(name.endswith(".parquet") for name in tree_differences(local_build / "mindseye", out / "mindseye"))


def test_executor_arguments_are_checked() -> None:
    with pytest.raises(BuildError, match="--executor"):
        Executor("ray")
    with pytest.raises(BuildError, match="--scheduler needs --executor dask"):
        Executor("local", scheduler="tcp://127.0.0.1:8786")
