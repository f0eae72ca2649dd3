"""`mindbench build --shard K/N` and `mindbench merge`: slices are disjoint and cover the split, and the merged
folder is byte-identical to one machine's build of the same command (rows, shards, card and manifest)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mindbench.builder.pipeline import jobs
from mindbench.builder.pipeline.jobs import CHUNK, BuildError, SplitJob, plan_jobs
from mindbench.builder.pipeline.merge import merge
from mindbench.builder.pipeline.run import build
from tests.conftest import run_cli, stand_in_raster

TASK = "paper_folding"


def folder_bytes(folder: Path) -> dict[str, bytes]:
    """Everything a user or the Hub sees: shards, card, manifest, sample images (not the build state)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and ".mindbench" not in p.parts}


@pytest.mark.parametrize("n", [1, 24, 25, 26, 80, 251])
@pytest.mark.parametrize("parts", [1, 2, 3, 7])
def test_shard_slices_are_disjoint_and_cover_the_split(n: int, parts: int) -> None:
    slices = [SplitJob("mindseye", TASK, "train", n, 0, shard=(k, parts)).chunk_range() for k in range(parts)]
    chunks = [c for s in slices for c in s]
    assert chunks == list(range(-(-n // CHUNK)))  # in order, each once
    assert sum(SplitJob("mindseye", TASK, "train", n, 0, shard=(k, parts)).items for k in range(parts)) == n


@pytest.fixture
def small_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chunks of 5 and output shards of 10 rows: many chunks and shards from few items (both are fingerprinted)."""
    monkeypatch.setattr(jobs, "CHUNK", 5)
    monkeypatch.setattr(jobs, "SHARD_ROWS", 10)


def test_three_shards_merged_equal_one_build(tmp_path: Path, small_chunks: None,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The test split in 3 shards, merged; then 3 train shards checked against it (--test-keys), merged into the
    same folder: every published byte equals one machine's build (test then train). A stand-in image per SVG keeps
    this about sharding and merging (~70 draws), not rasterizing."""
    import mindbench.generators.common.task as task_mod

    monkeypatch.setattr(task_mod, "rasterize", stand_in_raster)
    n_test, n_train = 12, 23
    one = tmp_path / "one"
    build(one, plan_jobs(["mindseye"], [TASK], ["test"], n_test, 0, None), progress=False)
    build(one, plan_jobs(["mindseye"], [TASK], ["train"], n_train, 0, None), progress=False)

    for k in range(3):
        build(tmp_path / f"t{k}", plan_jobs(["mindseye"], [TASK], ["test"], n_test, 0, None, shard=(k, 3)),
              progress=False)
    merge(tmp_path / "merged", [tmp_path / f"t{k}" for k in range(3)], progress=False)
    for k in range(3):
        build(tmp_path / f"r{k}", plan_jobs(["mindseye"], [TASK], ["train"], n_train, 0, None, shard=(k, 3)),
              progress=False, test_keys_from=tmp_path / "merged")
        assert not (tmp_path / f"r{k}" / "mindseye" / "data").exists()
        assert not (tmp_path / f"r{k}" / "mindseye" / "README.md").exists()
    [report] = merge(tmp_path / "merged", [tmp_path / f"r{k}" for k in range(3)], progress=False)
    assert report.status == "merged" and len(report.shards) == 3

    merged, single = folder_bytes(tmp_path / "merged" / "mindseye"), folder_bytes(one / "mindseye")
    assert merged.keys() == single.keys() and merged == single
    assert any(name.startswith(f"data/{TASK}_sft/") for name in merged)
    [again] = merge(tmp_path / "merged", [tmp_path / f"r{k}" for k in range(3)], progress=False)
    assert again.status == "skipped"


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_merge_command_with_empty_shards(tmp_path: Path) -> None:
    """The CLI end to end: 6 items are one chunk, so shards 0/3 and 1/3 are empty slices; still equal."""
    for k in range(3):
        proc = run_cli("build", "--benchmark", "mindseye", "--tasks", TASK, "--split", "test", "--n", "6",
                       "--shard", f"{k}/3", "--out", str(tmp_path / f"s{k}"), "--quiet")
        assert f"{6 if k == 2 else 0} items" in proc.stdout and "shard" in proc.stdout
    proc = run_cli("merge", str(tmp_path / "m"), *(str(tmp_path / f"s{k}") for k in range(3)), "--quiet")
    assert f"merged   mindseye/{TASK}/test: 6 items, 1 shard(s)" in proc.stdout
    build(tmp_path / "one", plan_jobs(["mindseye"], [TASK], ["test"], 6, 0, None), progress=False)
    assert folder_bytes(tmp_path / "m" / "mindseye") == folder_bytes(tmp_path / "one" / "mindseye")


def test_merge_runs_the_in_split_redraw_rounds(tmp_path: Path, small_chunks: None,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Repeats across shards are only seen at the merge, which redraws them exactly as one build does."""
    import mindbench.generators.common.task as task_mod
    from mindbench.generators.common import registry

    monkeypatch.setitem(registry.TASK_MODULES, "mindseye", {"small_space": "tests.small_space_task"})
    # ~100 draws with the redraws: a tiny stand-in image per SVG keeps this about the merge, not rasterizing
    monkeypatch.setattr(task_mod, "rasterize", stand_in_raster)
    jobs = plan_jobs(["mindseye"], ["small_space"], ["test"], 34, 0, None)
    [single] = build(tmp_path / "one", jobs, progress=False)
    assert single.duplicates_kept and json.loads((tmp_path / "one/mindseye/manifest.json").read_text())[
        "configs"]["small_space"]["test"]["rejected"]["duplicates_in_split"]
    for k in range(2):
        build(tmp_path / f"s{k}", plan_jobs(["mindseye"], ["small_space"], ["test"], 34, 0, None, shard=(k, 2)),
              progress=False)
    merge(tmp_path / "merged", [tmp_path / "s0", tmp_path / "s1"], progress=False)
    assert folder_bytes(tmp_path / "merged" / "mindseye") == folder_bytes(tmp_path / "one" / "mindseye")


def one_line_error(*args: str) -> str:
    proc = run_cli(*args, check=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1, proc.stderr
    return lines[0]


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_merge_refuses_missing_duplicate_or_mismatched_shards(tmp_path: Path) -> None:
    for name, n, shard in (("a0", 6, (0, 2)), ("a1", 6, (1, 2)), ("b1", 7, (1, 2))):
        build(tmp_path / name, plan_jobs(["mindseye"], [TASK], ["test"], n, 0, None, shard=shard), progress=False)
    out = str(tmp_path / "m")
    assert "shard(s) 1/2 missing" in one_line_error("merge", out, str(tmp_path / "a0"))
    assert "found twice" in one_line_error("merge", out, str(tmp_path / "a0"), str(tmp_path / "a1"),
                                           str(tmp_path / "a1"))
    assert "differs from" in one_line_error("merge", out, str(tmp_path / "a0"), str(tmp_path / "b1"))
    (tmp_path / "empty").mkdir()
    assert "no shard builds" in one_line_error("merge", out, str(tmp_path / "empty"))
    assert not (tmp_path / "m" / "mindseye" / "data").exists()


@pytest.mark.parametrize(("args", "needle"), [
    (["--shard", "3/3"], "need 0 <= K < N"),
    (["--shard", "x"], "expected K/N"),
    (["--split", "both", "--shard", "0/2"], "--shard with --split both"),
    (["--split", "train", "--shard", "0/2", "--test-keys", "/nonexistent-mindbench"], "not a directory"),
])
def test_shard_arguments_one_line_exit_2(tmp_path: Path, args: list[str], needle: str) -> None:
    assert needle in one_line_error("build", "--benchmark", "mindseye", "--tasks", TASK, "--n", "3",
                                    "--out", str(tmp_path / "o"), *args)


def test_train_shard_with_test_keys_from_a_folder_without_that_test_split(tmp_path: Path) -> None:
    build(tmp_path / "t", plan_jobs(["mindseye"], ["mental_rotation"], ["test"], 3, 0, None), progress=False)
    with pytest.raises(BuildError, match="no finished test split of mindseye/paper_folding"):
        build(tmp_path / "o", plan_jobs(["mindseye"], [TASK], ["train"], 3, 0, None, shard=(0, 2)), progress=False,
              test_keys_from=tmp_path / "t")
