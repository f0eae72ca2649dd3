"""The builder's safety nets, each exercised: train/test disjointness for every task, the verify-failure redraw,
and the train-only build path.

Disjointness is tested under a forced collision: the split is taken out of every item seed, so each train draw is
the test draw of the same index. Without the builder's protection every Mind's Eye train item would repeat a test
puzzle; with it, each is redrawn and the written splits share no key. (M3STR's sampler, in addition, draws train
maps around entities the test split never uses, so its draws differ even then; the keys are still checked.)
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from mindbench.builder.pipeline.jobs import SplitJob, plan_jobs
from mindbench.builder.pipeline.run import build
from mindbench.builder.pipeline.workers import draw_valid_item
from mindbench.generators.common import balance, registry, rng
from mindbench.generators.common import task as task_module
from mindbench.generators.common.item import Item, RejectDraw
from mindbench.generators.common.registry import all_tasks

N = 6


def items_of(folder: Path, task: str, split: str) -> list[Item]:
    rows = []
    for path in sorted((folder / "data" / task).glob(f"{split}-*-of-*.parquet")):
        for row in pq.read_table(path).to_pylist():
            row["image"] = row["image"]["bytes"]
            rows.append(Item(**row))
    return rows


@pytest.fixture
def splits_share_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Item seeds (and gold slots) ignore the split: train item i is drawn exactly like test item i."""
    real = rng.derive_seed

    def split_blind(*parts: object) -> int:
        return real(*("test" if p == "train" else p for p in parts))

    monkeypatch.setattr(rng, "derive_seed", split_blind)
    monkeypatch.setattr(balance, "derive_seed", split_blind)


@pytest.mark.parametrize("spec", [s for s in all_tasks() if "train" in s.splits], ids=lambda s: s.name)
def test_train_never_repeats_a_test_item_even_when_every_draw_collides(spec, splits_share_seeds, tmp_path: Path):
    build(tmp_path, plan_jobs([spec.benchmark], [spec.name], ["test", "train"], N, 0, None), progress=False)
    folder = tmp_path / spec.benchmark
    test, train = items_of(folder, spec.name, "test"), items_of(folder, spec.name, "train")
    assert len(test) == len(train) == N
    protected = set().union(*(spec.test_keys(item) for item in test))
    assert all(not spec.train_keys(item) & protected for item in train)
    state = json.loads((folder / ".mindbench" / spec.name / "train" / "state.json").read_text())
    if spec.benchmark == "mindseye":  # M3STR's sampler also draws train maps from entities test never uses
        assert state["rejected"].get("test_collisions", 0) >= 1  # the protection was really exercised


def first_clean_draw(spec: registry.TaskSpec, job: SplitJob, index: int, protected: frozenset[str]) -> Item:
    """The builder's choice written out plainly: every draw generated and verified, then its keys checked."""
    for attempt in range(100):
        try:
            item = spec.generate(index, job.split, job.seed, attempt, job.options)
        except RejectDraw:
            continue
        spec.verify(item, job.options)
        if not spec.train_keys(item) & protected:
            return item
    raise AssertionError(f"no clean draw of {index}")


def test_a_train_draw_that_repeats_a_test_key_is_dropped_before_its_image_is_drawn(
        splits_share_seeds, monkeypatch: pytest.MonkeyPatch) -> None:
    """With split-blind seeds every train index first draws its test twin; the builder drops that draw before
    drawing its image or verifying it, and still keeps the same draws as drawing and verifying every one."""
    spec = registry.get_task("mindseye", "paper_folding")
    test_job, train_job = (SplitJob("mindseye", spec.name, split, N, 0) for split in ("test", "train"))
    test_items = [draw_valid_item(spec, test_job, i, 0, frozenset(), Counter())[0] for i in range(N)]
    protected = frozenset().union(*(spec.test_keys(item) for item in test_items))
    expected = [first_clean_draw(spec, train_job, i, protected) for i in range(N)]
    counted: Counter = Counter()
    real_rasterize = task_module.rasterize
    monkeypatch.setattr(task_module, "rasterize", lambda svg: counted.update(["images"]) or real_rasterize(svg))
    counting = dataclasses.replace(
        spec, verify=lambda item, options: counted.update(["verified"]) or spec.verify(item, options))
    rejected: Counter = Counter()
    drawn = [draw_valid_item(counting, train_job, i, 0, protected, rejected)[0] for i in range(N)]
    assert drawn == expected
    assert rejected["test_collisions"] >= N  # each index's first draw was its test twin
    assert counted == Counter(images=N, verified=N)


def test_draws_that_fail_verify_are_redrawn(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A draw whose verify fails is never written: the builder redraws it and counts the failure."""
    from mindbench.generators.common.item import VerificationError
    from tests import small_space_task

    monkeypatch.setitem(registry.TASK_MODULES, "mindseye", {"small_space": "tests.small_space_task"})
    real_verify = small_space_task.SPEC.verify

    def picky_verify(item: Item, options=None) -> None:
        real_verify(item)
        if item.params_dict["value"] % 3 == 0:
            raise VerificationError(f"{item.id}: refused for the test")

    spec = small_space_task.SPEC.__class__(**{**small_space_task.SPEC.__dict__, "verify": picky_verify})
    monkeypatch.setattr(small_space_task, "SPEC", spec)
    build(tmp_path, plan_jobs(["mindseye"], ["small_space"], ["test"], 20, 0, None), progress=False)
    written = items_of(tmp_path / "mindseye", "small_space", "test")
    assert len(written) == 20 and all(item.params_dict["value"] % 3 for item in written)
    manifest = json.loads((tmp_path / "mindseye" / "manifest.json").read_text())
    assert manifest["configs"]["small_space"]["test"]["rejected"]["verify_failures"] >= 1


@pytest.mark.parametrize("n_test", [12, pytest.param(None, marks=pytest.mark.slow)], ids=["small", "default"])
def test_a_train_only_build_is_disjoint_from_the_test_split_a_full_build_publishes(
        splits_share_seeds, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, n_test: int | None) -> None:
    """Train built alone (no test split in OUT) still avoids the default test split, rebuilt in a scratch folder.
    The small case shrinks paper_folding's default test size to 12 (the path is the same)."""
    import dataclasses
    import importlib

    module = importlib.import_module(registry.TASK_MODULES["mindseye"]["paper_folding"])
    if n_test is not None:
        monkeypatch.setattr(module, "SPEC", dataclasses.replace(module.SPEC, default_n={"test": n_test, "train": N}))
    spec = registry.get_task("mindseye", "paper_folding")
    build(tmp_path / "train_only", plan_jobs(["mindseye"], ["paper_folding"], ["train"], N, 0, None), progress=False)
    build(tmp_path / "test_only", plan_jobs(["mindseye"], ["paper_folding"], ["test"],
                                            spec.default_n["test"], 0, None), progress=False)
    train = items_of(tmp_path / "train_only" / "mindseye", "paper_folding", "train")
    test = items_of(tmp_path / "test_only" / "mindseye", "paper_folding", "test")
    protected = set().union(*(spec.test_keys(item) for item in test))
    assert len(train) == N and all(not spec.train_keys(item) & protected for item in train)
    published = tmp_path / "train_only" / "mindseye" / "data" / "paper_folding"
    assert not list(published.glob("test-*.parquet"))
    state = json.loads((tmp_path / "train_only" / "mindseye" / ".mindbench" / "paper_folding" / "train" /
                        "state.json").read_text())
    assert state["rejected"].get("test_collisions", 0) >= 1  # the rebuilt test keys really were checked
