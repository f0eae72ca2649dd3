"""The builder: Hub layout, load_dataset round trip, determinism, resume, disjoint splits, clear errors."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from datasets import load_dataset
from PIL import Image

from mindbench.builder.commands.cli import main
from mindbench.builder.pipeline import jobs, layout, workers
from mindbench.builder.pipeline.jobs import CHUNK, SplitJob, plan_jobs
from mindbench.builder.pipeline.run import build
from mindbench.generators.common.item import COLUMNS
from mindbench.generators.common.registry import get_task
from tests.conftest import run_cli, stand_in_raster

TASK = "paper_folding"  # fast, exercises the whole path; mental_rotation has its own acceptance test below


def shard_bytes(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*.parquet"))}


def build_small(out: Path, *options: str) -> None:
    """The small build's command (30 items a split: two chunks each), run in this process: what it writes is the
    subject here; the command line's exit codes and one-line errors are checked in subprocesses below."""
    assert main(["build", "--benchmark", "mindseye", "--tasks", TASK, "--n", "30", "--out", str(out), *options]) == 0


@pytest.fixture(scope="module")
def small_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("small")
    build_small(out, "--workers", "2", "--quiet")
    return out


def test_hub_layout_card_and_manifest(small_build: Path) -> None:
    folder = small_build / "mindseye"
    assert sorted(p.name for p in (folder / "data" / TASK).iterdir()) == [
        "test-00000-of-00001.parquet", "train-00000-of-00001.parquet"]
    card = (folder / "README.md").read_text()
    assert f"- config_name: {TASK}" in card and f"path: data/{TASK}/test-*" in card
    manifest = json.loads((folder / "manifest.json").read_text())
    entry = manifest["configs"][TASK]["test"]
    assert entry["rows"] == 30 and entry["seed"] == 0
    for shard in entry["shards"]:
        assert layout.sha256_file(folder / shard["file"]) == shard["sha256"]
    assert sum(entry["answers"].values()) == 30


def test_load_dataset_round_trip(small_build: Path) -> None:
    ds = load_dataset(str(small_build / "mindseye"), TASK, split="test")
    assert ds.column_names == list(COLUMNS)
    assert len(ds) == 30
    row = ds[7]
    assert isinstance(row["image"], Image.Image) and row["image"].size == (1024, 1024)
    assert row["id"] == f"mindseye/{TASK}/test/000007"
    spec = get_task("mindseye", TASK)
    counts = Counter(ds["answer"])
    assert max(counts.values()) - min(counts.values()) <= 1 and len(counts) == spec.n_options
    # what was written re-verifies from the stored row alone
    from mindbench.generators.common.item import Item

    table = pq.read_table(small_build / "mindseye" / "data" / TASK / "test-00000-of-00001.parquet")
    for rec in table.to_pylist()[:5]:
        rec["image"] = rec["image"]["bytes"]
        spec.verify(Item(**rec), jobs.SplitJob("mindseye", TASK, "test", 30, 0).options)


def test_train_disjoint_from_test(small_build: Path) -> None:
    spec = get_task("mindseye", TASK)
    sigs = {}
    for split in ("test", "train"):
        ds = load_dataset(str(small_build / "mindseye"), TASK, split=split)
        sigs[split] = {spec.signature(_item(r)) for r in ds.cast_column("image", _raw_image()).to_list()}
    assert sigs["test"] and sigs["train"] and not sigs["test"] & sigs["train"]


def _raw_image():
    from datasets import Image as ImageFeature

    return ImageFeature(decode=False)


def _item(rec: dict):
    from mindbench.generators.common.item import Item

    rec = dict(rec)
    rec["image"] = rec["image"]["bytes"]
    return Item(**rec)


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_same_command_byte_identical_whatever_the_workers(tmp_path: Path) -> None:
    jobs = plan_jobs(["mindseye"], [TASK], ["test"], 2 * CHUNK + 3, 5, None)
    build(tmp_path / "a", jobs, workers=1, progress=False)
    build(tmp_path / "b", jobs, workers=2, progress=False)
    a, b = shard_bytes(tmp_path / "a"), shard_bytes(tmp_path / "b")
    assert a and a == b
    assert (tmp_path / "a/mindseye/manifest.json").read_bytes() == (tmp_path / "b/mindseye/manifest.json").read_bytes()


def test_interrupted_build_leaves_no_shard_and_resumes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What is tested is the bookkeeping, so a stand-in replaces rasterizing (see `stand_in_raster`)."""
    from mindbench.generators.common import task as task_mod

    monkeypatch.setattr(task_mod, "rasterize", stand_in_raster)
    jobs = plan_jobs(["mindseye"], [TASK], ["test"], 3 * CHUNK, 1, None)
    real_run_chunk = workers._run_chunk
    calls = {"n": 0}

    def dying_run_chunk(chunk: int):
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt  # as if the user pressed Ctrl-C in the middle of the third chunk
        return real_run_chunk(chunk)

    monkeypatch.setattr(workers, "_run_chunk", dying_run_chunk)
    with pytest.raises(KeyboardInterrupt):
        build(tmp_path / "out", jobs, workers=1, progress=False)
    folder = tmp_path / "out" / "mindseye"
    assert not list(folder.rglob("data/**/*.parquet")), "a half-built split must not be visible in data/"
    assert not (folder / "README.md").exists()
    monkeypatch.setattr(workers, "_run_chunk", real_run_chunk)
    reports = build(tmp_path / "out", jobs, workers=1, progress=False)
    assert reports[0].status == "resumed"
    build(tmp_path / "clean", jobs, workers=1, progress=False)
    assert shard_bytes(folder) == shard_bytes(tmp_path / "clean" / "mindseye")
    assert not list((folder / ".mindbench").rglob("chunk-*")), "finished builds leave no chunk files behind"


def test_rerun_of_finished_build_is_a_no_op(small_build: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = shard_bytes(small_build)
    build_small(small_build, "--quiet")
    assert "skipped" in capsys.readouterr().out
    assert shard_bytes(small_build) == before


@pytest.mark.parametrize(("args", "needle"), [
    (["--tasks", "no_such_task"], "unknown task 'no_such_task'"),
    (["--n", "0"], "--n: must be > 0"),
    (["--n", "-4"], "--n: must be > 0"),
    (["--benchmark", "nope"], "--benchmark 'nope'"),
    (["--out", "/proc/mindbench-cannot-write"], "not writable"),
])
def test_bad_arguments_one_line_exit_2(args: list[str], needle: str) -> None:
    proc = run_cli("build", "--benchmark", "mindseye", *args, check=False) if "--benchmark" not in args else \
        run_cli("build", *args, check=False)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], proc.stderr


def test_foreign_or_different_out_refused(tmp_path: Path, small_build: Path) -> None:
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("mine")
    proc = run_cli("build", "--benchmark", "mindseye", "--tasks", TASK, "--n", "5", "--out", str(foreign),
                   check=False)
    assert proc.returncode == 2 and "not a mindbench build" in proc.stderr
    proc = run_cli("build", "--benchmark", "mindseye", "--tasks", TASK, "--n", "31", "--out", str(small_build),
                   check=False)
    assert proc.returncode == 2 and "built by another command" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_overwrite_replaces_a_different_build(tmp_path: Path) -> None:
    out = tmp_path / "o"
    build(out, plan_jobs(["mindseye"], [TASK], ["test"], 6, 0, None), progress=False)
    build(out, plan_jobs(["mindseye"], [TASK], ["test"], 4, 0, None), overwrite=True, progress=False)
    ds = load_dataset(str(out / "mindseye"), TASK, split="test")
    assert len(ds) == 4


def test_split_job_fingerprint_covers_inputs() -> None:
    base = SplitJob("mindseye", TASK, "test", 10, 0)
    others = [SplitJob("mindseye", TASK, "train", 10, 0), SplitJob("mindseye", TASK, "test", 11, 0),
              SplitJob("mindseye", TASK, "test", 10, 1)]
    assert all(o.fingerprint() != base.fingerprint() for o in others)


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_mental_rotation_acceptance_100_items_balanced(tmp_path: Path) -> None:
    """The foundation issue's acceptance: 100 MT test items, the item record columns, answers A–D 25 times each."""
    run_cli("build", "--benchmark", "mindseye", "--tasks", "mental_rotation", "--split", "test", "--n", "100",
            "--out", str(tmp_path), "--workers", "2", "--quiet")
    ds = load_dataset(str(tmp_path / "mindseye"), "mental_rotation", split="test")
    assert len(ds) == 100 and ds.column_names == list(COLUMNS)
    assert Counter(ds["answer"]) == {"A": 25, "B": 25, "C": 25, "D": 25}
    assert set(ds["difficulty"]) == {"easy", "medium", "hard"}
    params = json.loads(ds[0]["params"])
    assert {"shape", "options", "axes", "angles_deg", "layout"} <= set(params)
    assert len(params["layout"]["option_boxes"]) == 4


def test_two_local_builds_of_one_config_never_share_a_cache(tmp_path: Path) -> None:
    """`datasets` keys its cache on the card; ours carries sizes so a second folder is not served stale rows."""
    for n in (3, 5):
        build(tmp_path / str(n), plan_jobs(["mindseye"], [TASK], ["test"], n, 0, None), progress=False)
    assert len(load_dataset(str(tmp_path / "3" / "mindseye"), TASK, split="test")) == 3
    assert len(load_dataset(str(tmp_path / "5" / "mindseye"), TASK, split="test")) == 5


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_m3str_build_with_custom_kg_and_malformed_kg(tmp_path: Path) -> None:
    """`--kg PATH` builds from any MMKG folder; a malformed one is refused in one line and nothing is written."""
    from tests.m3str_fixture import write_tiny_mmkg

    kg = write_tiny_mmkg(tmp_path)
    run_cli("build", "--benchmark", "m3str", "--tasks", "detect_entity,count_entity", "--split", "test", "--n", "6",
            "--kg", str(kg), "--out", str(tmp_path / "ok"), "--quiet")
    ds = load_dataset(str(tmp_path / "ok" / "m3str"), "detect_entity", split="test")
    assert Counter(ds["answer"]) == {"Yes": 3, "No": 3}
    assert {json.loads(p)["kg"] for p in ds["params"]} == {kg.name}

    with open(kg / "triples.tsv", "a", encoding="utf-8") as f:
        f.write("no_such_entity\tcapital\tanother_missing\n")
    bad_line = len((kg / "triples.tsv").read_text().splitlines())
    proc = run_cli("build", "--benchmark", "m3str", "--kg", str(kg), "--n", "4", "--out", str(tmp_path / "bad"),
                   check=False)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and f"triples.tsv:{bad_line}:" in lines[0] and "no_such_entity" in lines[0]
    assert not (tmp_path / "bad").exists()


def test_train_split_carries_a_trl_sft_view(small_build: Path) -> None:
    """`<config>_sft`: the same train rows as TRL vision SFT examples, prompted exactly as in evaluation."""
    from mindbench.lmms_tasks.utils import doc_to_text

    train = load_dataset(str(small_build / "mindseye"), TASK, split="train")
    sft = load_dataset(str(small_build / "mindseye"), f"{TASK}_sft", split="train")
    assert sft.column_names == ["id", "messages", "images"] and sft["id"] == train["id"]
    for row, example in zip(train.select(range(3)), sft.select(range(3)), strict=True):
        user, assistant = example["messages"]
        assert user["role"] == "user" and user["content"][0]["type"] == "image"
        assert user["content"][1]["text"] == doc_to_text(row, {"strategy": "direct"})
        assert assistant == {"role": "assistant", "content": [{"type": "text", "text": f"Answer: {row['answer']}"}]}
        assert example["images"][0].tobytes() == row["image"].tobytes()
    assert "config_name: paper_folding_sft" in (small_build / "mindseye" / "README.md").read_text()


def test_repeats_inside_a_split_are_redrawn_then_kept_deterministically(tmp_path: Path, small_space_registered,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """40 items from 30 possible puzzles: repeats are redrawn round by round, the unavoidable rest is kept and
    reported, the result is the same with 1 or 2 workers and after an interruption in a redraw round.

    What is tested is the redraw bookkeeping, so a stand-in replaces rasterizing (~300 draws over the four builds);
    that real images are the same whatever the workers is `test_same_command_byte_identical_whatever_the_workers`.
    """
    from mindbench.generators.common import task as task_mod
    from tests.small_space_task import SPACE

    monkeypatch.setattr(task_mod, "rasterize", stand_in_raster)  # forked build workers inherit it
    jobs = plan_jobs(["mindseye"], ["small_space"], ["test"], 40, 0, None)
    [report] = build(tmp_path / "a", jobs, workers=1, progress=False)
    assert report.duplicates_kept == 40 - SPACE
    ds = load_dataset(str(tmp_path / "a" / "mindseye"), "small_space", split="test")
    values = [json.loads(p)["value"] for p in ds["params"]]
    assert len(set(values)) == SPACE, "every distinct puzzle is used before any repeat is kept"
    build(tmp_path / "b", jobs, workers=2, progress=False)
    assert shard_bytes(tmp_path / "a") == shard_bytes(tmp_path / "b")

    real_run_chunk = workers._run_chunk
    calls = {"n": 0}

    def dying_in_a_redraw_round(chunk: int):
        calls["n"] += 1
        if calls["n"] == 3:  # chunks 0 and 1 are the first round; the third call is a redraw
            raise KeyboardInterrupt
        return real_run_chunk(chunk)

    monkeypatch.setattr(workers, "_run_chunk", dying_in_a_redraw_round)
    with pytest.raises(KeyboardInterrupt):
        build(tmp_path / "c", jobs, workers=1, progress=False)
    monkeypatch.setattr(workers, "_run_chunk", real_run_chunk)
    build(tmp_path / "c", jobs, workers=1, progress=False)
    assert shard_bytes(tmp_path / "c") == shard_bytes(tmp_path / "a")
    manifest = json.loads((tmp_path / "a" / "mindseye" / "manifest.json").read_text())
    assert manifest["configs"]["small_space"]["test"]["duplicates_kept"] == 40 - SPACE


def test_rebuilt_test_split_invalidates_the_train_split_checked_against_it(tmp_path: Path) -> None:
    out = tmp_path / "o"
    build(out, plan_jobs(["mindseye"], [TASK], ["test", "train"], 6, 0, None), progress=False)
    build(out, plan_jobs(["mindseye"], [TASK], ["test"], 9, 0, None), overwrite=True, progress=False)
    with pytest.raises(jobs.BuildError, match="checked against a different test split"):
        build(out, plan_jobs(["mindseye"], [TASK], ["train"], 6, 0, None), progress=False)
    [report] = build(out, plan_jobs(["mindseye"], [TASK], ["train"], 6, 0, None), overwrite=True, progress=False)
    assert report.status == "built"


def test_card_and_manifest_are_restored_by_a_rerun(small_build: Path) -> None:
    """A kill between a split's completion and its card update is healed by running the command again."""
    folder = small_build / "mindseye"
    card, manifest = (folder / "README.md").read_bytes(), (folder / "manifest.json").read_bytes()
    (folder / "README.md").unlink()
    (folder / "manifest.json").unlink()
    build_small(small_build, "--quiet")
    assert (folder / "README.md").read_bytes() == card and (folder / "manifest.json").read_bytes() == manifest


def test_two_builds_into_one_folder_at_once_are_refused(tmp_path: Path) -> None:
    import fcntl

    out = tmp_path / "o"
    build(out, plan_jobs(["mindseye"], [TASK], ["test"], 3, 0, None), progress=False)
    with open(out / "mindseye" / ".mindbench" / "lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        proc = run_cli("build", "--benchmark", "mindseye", "--tasks", TASK, "--split", "test", "--n", "3",
                       "--out", str(out), check=False)
    assert proc.returncode == 2 and "another mindbench build is writing mindseye/" in proc.stderr


def test_publish_dry_run_plans_exactly_the_manifest(small_build: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = small_build / "mindseye"
    (folder / "data" / TASK / "test-00009-of-00010.parquet").write_bytes(b"stray")  # not in the manifest
    try:
        assert main(["publish", str(folder), "--repo", "someone/mindseye", "--dry-run"]) == 0
    finally:
        (folder / "data" / TASK / "test-00009-of-00010.parquet").unlink()
    planned = capsys.readouterr().out
    assert "stray" not in planned and "test-00009-of-00010" not in planned
    assert f"data/{TASK}/test-00000-of-00001.parquet" in planned and "samples/paper_folding.png" in planned
    assert "dry run: nothing uploaded" in planned
    bad = run_cli("publish", str(folder), "--repo", "not a/valid id", "--dry-run", check=False)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(("args", "needle"), [
    (["--task", "paper_folding", "--out", "sheet"], "name a .png or .jpg file"),
    (["--task", "nope"], "unknown task 'nope'"),
    (["--task", "paper_folding", "--start", "-1"], "must be >= 0"),
    (["--task", "count_entity", "--kg", "/nonexistent-kg"], "not a directory"),
])
def test_preview_bad_arguments_one_line_exit_2(args: list[str], needle: str) -> None:
    proc = run_cli("preview", *args, check=False)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1 and needle in proc.stderr


def test_preview_writes_a_contact_sheet(tmp_path: Path) -> None:
    assert main(["preview", "--task", TASK, "--n", "3", "--out", str(tmp_path / "sheet.png")]) == 0
    with Image.open(tmp_path / "sheet.png") as sheet:
        assert sheet.size == (3 * 512, 512 + 40)


def _m3str_params(folder: Path, split: str):
    for config in sorted(p.name for p in (folder / "data").iterdir() if not p.name.endswith("_sft")):
        for shard in sorted((folder / "data" / config).glob(f"{split}-*.parquet")):
            yield from (json.loads(p) for p in pq.read_table(shard, columns=["params"]).column("params").to_pylist())


def test_no_m3str_test_gold_triple_is_drawn_in_any_train_map(local_build: Path) -> None:
    """the masked or corrupted slot's true triple of every test item never appears in a train image."""
    gold = set()
    for params in _m3str_params(local_build / "m3str", "test"):
        mod = params["modification"]
        if mod["kind"] == "none":
            continue
        head, relation, tail = params["triples"][mod["triple_index"]]
        slots = {"head": head, "relation": relation, "tail": tail, mod["slot"]: mod["original"]}
        gold.add((slots["head"], slots["relation"], slots["tail"]))
    drawn = {tuple(t) for params in _m3str_params(local_build / "m3str", "train") for t in params["triples"]}
    assert gold and drawn and not gold & drawn


def test_out_through_a_symlink_or_in_the_source_tree_is_refused(tmp_path: Path, small_build: Path) -> None:
    """A build writes and deletes only inside the folder named by --out: never through a symbolic link (to the
    folder itself or to anything inside it), never in the source tree."""
    from tests.conftest import REPO

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "test-00000-of-00001.parquet").write_bytes(b"not ours")
    (tmp_path / "link").symlink_to(elsewhere, target_is_directory=True)
    inside = tmp_path / "inside"
    build(inside, plan_jobs(["mindseye"], [TASK], ["test"], 3, 0, None), progress=False)
    data = inside / "mindseye" / "data" / TASK
    for shard in data.iterdir():
        shard.unlink()
    data.rmdir()
    data.symlink_to(elsewhere, target_is_directory=True)  # the next build would delete elsewhere's shard
    cases = [(tmp_path / "link", "is a symbolic link"), (inside, f"data/{TASK} is a symbolic link"),
             (REPO, "source tree"), (REPO / "generators" / "out", "source tree")]
    for out, needle in cases:
        proc = run_cli("build", "--benchmark", "mindseye", "--tasks", TASK, "--split", "test", "--n", "3",
                       "--out", str(out), "--overwrite", check=False)
        lines = proc.stderr.strip().splitlines()
        assert proc.returncode == 2 and len(lines) == 1 and needle in lines[0], (out, proc.stderr)
    assert (elsewhere / "test-00000-of-00001.parquet").read_bytes() == b"not ours"
    assert not (REPO / "mindseye").exists() and not (REPO / "generators" / "out").exists()
