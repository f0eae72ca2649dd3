"""The holdout audit (builder/pipeline/audit.py): the manifest's and card's counts are recomputed from the shards and
report a leak when the builder's protection is off."""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from mindbench.builder.pipeline import audit, jobs, run
from mindbench.builder.pipeline.audit import audit_path, current_audit
from mindbench.builder.pipeline.jobs import plan_jobs
from mindbench.builder.pipeline.run import build

N = 40  # mental_rotation: about a quarter of 40 train draws repeat a test polycube at this size


def manifest(folder: Path) -> dict:
    return json.loads((folder / "manifest.json").read_text())


@pytest.fixture(scope="module")
def guarded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("guarded")
    build(out, plan_jobs(["mindseye"], ["mental_rotation"], ["test", "train"], N, 0, None), workers=1,
          progress=False)
    return out / "mindseye"


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_a_guarded_build_reports_no_shared_object_or_image(guarded: Path) -> None:
    holdout = manifest(guarded)["holdout"]
    train = holdout["configs"]["mental_rotation"]["train"]
    assert train["sharing_a_test_object"] == 0 and train["sharing_a_test_image"] == 0
    assert holdout["train_items_sharing_a_test_object"] == 0
    assert holdout["test_keys"] >= N  # at least one protected key per distinct test item
    card = (guarded / "README.md").read_text()
    assert "## Train/test holdout" in card and "| **all** |" in card


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_an_unguarded_build_is_reported_as_leaking(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the builder's test-key protection switched off, the audit (which recomputes keys from the shards)
    finds the train items that show a test polycube."""
    monkeypatch.setattr(run, "protected_keys_for", lambda *args, **kwargs: frozenset())
    build(tmp_path, plan_jobs(["mindseye"], ["mental_rotation"], ["test", "train"], N, 0, None), workers=1,
          progress=False)
    holdout = manifest(tmp_path / "mindseye")["holdout"]
    assert holdout["train_items_sharing_a_test_object"] > 0
    card = (tmp_path / "mindseye" / "README.md").read_text()
    assert f"| **all** | {holdout['test_keys']} | {holdout['train_items_sharing_a_test_object']} |" in card


class FixedPanel:
    """small_space's panel with the gold always first and distractors unshuffled: equal puzzles, equal images."""

    def __init__(self, panel) -> None:
        self.panel = panel

    def __getattr__(self, name: str):
        return getattr(self.panel, name)

    @staticmethod
    def gold_slot(*_args) -> int:
        return 0

    @staticmethod
    def place(correct, distractors, slot, rng):
        return [correct, *(d for d, _ in distractors)], ["correct", *(k for _, k in distractors)]


def test_repeated_images_are_counted_as_hashing_the_shards_finds_them(tmp_path: Path, small_space_registered,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """small_space has 30 puzzles: a 40-item split must keep repeats, and the audit counts exactly the PNGs that
    repeat (checked here by hashing the published rows directly)."""
    from tests import small_space_task

    monkeypatch.setattr(small_space_task, "PANEL", FixedPanel(small_space_task.PANEL))
    build(tmp_path, plan_jobs(["mindseye"], ["small_space"], ["test"], N, 0, None), workers=1, progress=False)
    folder = tmp_path / "mindseye"
    digests = [hashlib.sha256(row["image"]["bytes"]).hexdigest()
               for shard in sorted((folder / "data" / "small_space").glob("test-*.parquet"))
               for row in pq.read_table(shard).to_pylist()]
    repeats = len(digests) - len(set(digests))
    assert repeats > 0
    assert manifest(folder)["holdout"]["repeated_images"]["test"] == repeats


def test_a_stale_audit_is_not_shown_and_the_next_build_redoes_it(guarded: Path, tmp_path: Path) -> None:
    import shutil

    folder = tmp_path / "mindseye"
    shutil.copytree(guarded, folder)
    audit = json.loads(audit_path(folder).read_text())
    audit["fingerprints"]["mental_rotation/test"] = "something else"
    audit_path(folder).write_text(json.dumps(audit))
    assert current_audit(folder) is None
    build(tmp_path, plan_jobs(["mindseye"], ["mental_rotation"], ["test", "train"], N, 0, None), workers=1,
          progress=False)  # every split is finished already: only the audit is redone
    assert current_audit(folder) is not None and "holdout" in manifest(folder)


SMALL_SHARD = 10  # rows (and items per chunk) per shard in the parallel audit's build: several shard files (work units)
MANY_N = 25  # items per config and split in that build: three shards each


@pytest.fixture(scope="module")
def many_shards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two configs, unguarded (so train items share test objects), SMALL_SHARD-row shards, built on 2 workers
    (so the saved audit is the parallel one)."""
    out = tmp_path_factory.mktemp("many_shards")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(jobs, "SHARD_ROWS", SMALL_SHARD)
        patch.setattr(jobs, "CHUNK", SMALL_SHARD)
        patch.setattr(run, "protected_keys_for", lambda *args, **kwargs: frozenset())
        build(out, plan_jobs(["mindseye"], ["mental_rotation", "symmetric_structures"], ["test", "train"], MANY_N,
                             0, None), workers=2, progress=False)
    return out / "mindseye"


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_the_parallel_audit_is_the_serial_audit_byte_for_byte(many_shards: Path) -> None:
    """The audit split over 2 workers (one shard file each) gives exactly the serial figures, as the saved file."""
    assert all(len(list((many_shards / "data" / task).glob(f"{split}-*.parquet"))) > 1
               for task in ("mental_rotation", "symmetric_structures") for split in ("test", "train"))
    serial = audit.audit_folder(many_shards, workers=1)
    assert serial["train_items_sharing_a_test_object"] > 0  # figures that a lost part would change
    assert audit.audit_folder(many_shards, workers=2) == serial
    assert audit_path(many_shards).read_text() == json.dumps(serial, indent=1, sort_keys=True) + "\n"
    assert manifest(many_shards)["holdout"] == {k: v for k, v in serial.items() if k != "fingerprints"}


def test_a_lost_or_short_part_stops_the_audit(many_shards: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker's part that never arrives, or covers fewer rows than its shard, is an error, not a lower count."""
    real_map = audit.map_parts

    def lose_one(units: list, workers: int):
        return (part for i, part in enumerate(real_map(units, workers)) if i != len(units) - 2)

    monkeypatch.setattr(audit, "map_parts", lose_one)
    with pytest.raises(audit.AuditError, match="no part for"):
        audit.audit_folder(many_shards, workers=2)

    def cut_short(units: list, workers: int):
        return (replace(part, digests=part.digests[1:]) for part in real_map(units, workers))

    monkeypatch.setattr(audit, "map_parts", cut_short)
    with pytest.raises(audit.AuditError, match="rows"):
        audit.audit_folder(many_shards, workers=2)
