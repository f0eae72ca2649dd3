"""Holdout audit of a finished benchmark folder: what a finetuned model could have seen of the test split.

The builder keeps test objects out of train by redrawing (`builder/pipeline/workers.py`); this audit counts, from the
published Parquet alone, what that achieved, so the manifest and the dataset card state figures rather than
intentions. It recomputes every item's keys through the registry (`TaskSpec.test_keys` / `train_keys`: object
keys such as the polycube up to rotation and mirror, the fold sequence with its punches, the drawn map) and hashes
the image bytes itself:

* `test_keys`: distinct object and puzzle keys of the test items (a task may protect several per item);
* `train_items_sharing_a_test_object`: train items with an object key that any test item of the benchmark has;
* `train_items_sharing_a_test_image`: train items whose PNG equals a test item's;
* `repeated_images`: items whose PNG repeats an earlier item's in the same split of the benchmark.

Reading the rows is the cost (~2 ms an item: decode, keys from `params`, hash), so it runs on the build's
`--workers`, one published shard file per work unit, in a pool made as the build makes its own. A worker gets a
shard's path and returns only what the counts need, row by row: the image digest and the object keys. The counting
runs in the calling process over the parts in the fixed shard order, so the result is byte-identical whatever the
worker count, and a part that is missing or short (fewer rows than the shard's footer says) stops the audit rather
than lowering a count.

The result is saved beside the build state with the fingerprints it covered, so a stale audit is never shown.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import multiprocessing as mp
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pyarrow.parquet as pq

from mindbench.builder.pipeline.layout import STATE_DIR, finished_splits
from mindbench.builder.pipeline.workers import die_with_parent
from mindbench.generators.common.holdout import IMAGE_PREFIX
from mindbench.generators.common.item import Item
from mindbench.generators.common.registry import get_presentation, get_task

AUDIT_FILE = "holdout.json"
BATCH_ROWS = 64  # rows decoded at a time: memory stays flat whatever the split size
SPLIT_ORDER = ("test", "train")


class AuditError(RuntimeError):
    """A worker's part does not cover its shard: a bug, never a figure to publish."""


@dataclass(frozen=True)
class Unit:
    """One work unit: a published shard file of one config's split."""

    benchmark: str
    task: str
    split: str
    shard: str


@dataclass(frozen=True)
class Part:
    """What a worker read from one shard, one entry per row in row order: the PNG's sha256 and the item's object
    keys (`test_keys` for a test row, `train_keys` for a train row; image keys left out)."""

    shard: str
    digests: list[bytes]
    objects: list[tuple[str, ...]]


def covered_fingerprints(folder: Path) -> dict[str, str]:
    """`task/split` → fingerprint of every finished split (what an audit must have covered to be current)."""
    return {f"{task}/{split}": state["fingerprint"]
            for task, by_split in finished_splits(folder).items() for split, state in by_split.items()}


def shard_paths(folder: Path, task: str, split: str) -> list[Path]:
    """The published shards of one split, in their order."""
    return sorted((folder / "data" / task).glob(f"{split}-*-of-*.parquet"))


def iter_shard(shard: Path) -> Iterator[Item]:
    """The items of one shard, a batch at a time."""
    with pq.ParquetFile(shard) as parquet:
        for batch in parquet.iter_batches(batch_size=BATCH_ROWS):
            for row in batch.to_pylist():
                row["image"] = row["image"]["bytes"]
                yield Item(**row)


def split_keys(keys: set[str]) -> tuple[set[str], str]:
    """(object keys, the image key) of one item's key set."""
    images = [k for k in keys if k.startswith(IMAGE_PREFIX)]
    return {k for k in keys if not k.startswith(IMAGE_PREFIX)}, images[0] if images else ""


def read_part(unit: Unit) -> Part:
    """Hash the images and recompute the object keys of one shard's rows (the per-item work of the audit)."""
    spec = get_task(unit.benchmark, unit.task)
    keys_of = spec.test_keys if unit.split == "test" else spec.train_keys
    digests: list[bytes] = []
    objects: list[tuple[str, ...]] = []
    for item in iter_shard(Path(unit.shard)):
        digests.append(hashlib.sha256(item.image).digest())
        objects.append(tuple(sorted(split_keys(keys_of(item))[0])))
    return Part(unit.shard, digests, objects)


def _init_pool_worker() -> None:
    die_with_parent()


def map_parts(units: list[Unit], workers: int) -> Iterator[Part]:
    """`read_part` of every unit, in the units' order; in a pool when workers > 1, made as the build makes its own
    (fork, so a task registered or patched in the caller is seen; workers die with the build)."""
    if workers <= 1 or len(units) <= 1:
        yield from map(read_part, units)
        return
    ctx = mp.get_context("fork")
    with ctx.Pool(min(workers, len(units)), initializer=_init_pool_worker) as pool:
        yield from pool.imap(read_part, units)


def checked_part(part: Part | None, shard: Path) -> Part:
    """`part` if it covers every row of `shard` (row count from the shard's own footer); otherwise AuditError."""
    if part is None or part.shard != str(shard):
        raise AuditError(f"holdout audit: no part for {shard} (got {part.shard if part else 'none'})")
    with pq.ParquetFile(shard) as parquet:
        rows = parquet.metadata.num_rows
    if len(part.digests) != rows or len(part.objects) != rows:
        raise AuditError(f"holdout audit: {shard} has {rows} rows, its part {len(part.digests)} digests and "
                         f"{len(part.objects)} key sets")
    return part


def audit_folder(folder: Path, workers: int = 1) -> dict:
    """Count shared test objects, shared images and repeated images over every finished split of `folder`,
    reading the shards on `workers` processes."""
    splits = finished_splits(folder)
    benchmark = folder.name
    # test first: train is checked against every test item of the benchmark
    plan = [(split, task, shard_paths(folder, task, split))
            for split in SPLIT_ORDER for task in sorted(t for t, by_split in splits.items() if split in by_split)]
    units = [Unit(benchmark, task, split, str(shard)) for split, task, shards in plan for shard in shards]
    specs = {task: get_task(benchmark, task) for task in splits}  # task modules imported once, before the fork
    per_config: dict[str, dict] = {task: {} for task in sorted(splits)}
    test_objects: set[str] = set()
    test_images: set[bytes] = set()
    seen_images: dict[str, set[bytes]] = {split: set() for split in SPLIT_ORDER}
    repeated = dict.fromkeys(SPLIT_ORDER, 0)
    with contextlib.closing(map_parts(units, workers)) as parts:
        for split, task, shards in plan:
            spec = specs[task]
            entry = per_config[task]
            objects: set[str] = set()
            shared_objects = shared_images = repeats = 0
            # A robustness variant (`variant_of`) redraws its source's test maps on purpose: its default drawing is
            # the source image and a map without entity images looks the same text-only, so it is counted apart.
            seen = set() if spec.variant_of else seen_images[split]
            for shard in shards:
                part = checked_part(next(parts, None), shard)
                for digest, keys in zip(part.digests, part.objects, strict=True):
                    if digest in seen:
                        repeats += 1
                    seen.add(digest)
                    if split == "test":
                        objects.update(keys)
                        test_images.add(digest)
                    else:
                        shared_objects += not test_objects.isdisjoint(keys)
                        shared_images += digest in test_images
            repeated[split] += 0 if spec.variant_of else repeats
            entry[split] = {"repeated_images": repeats}
            if split == "test":
                test_objects |= objects
                entry["test_keys"] = len(objects)
            else:
                entry[split] |= {"sharing_a_test_object": shared_objects, "sharing_a_test_image": shared_images}
            held_out_share = get_presentation(benchmark, task).held_out_share
            if held_out_share:
                entry["held_out_share"] = held_out_share
        if next(parts, None) is not None:
            raise AuditError("holdout audit: a part for no planned shard")
    train = [entry["train"] for entry in per_config.values() if "train" in entry]
    return {
        "fingerprints": covered_fingerprints(folder),
        "test_keys": len(test_objects),
        "train_items_sharing_a_test_object": sum(e["sharing_a_test_object"] for e in train),
        "train_items_sharing_a_test_image": sum(e["sharing_a_test_image"] for e in train),
        "repeated_images": repeated,
        "configs": per_config,
    }


def audit_path(folder: Path) -> Path:
    return folder / STATE_DIR / AUDIT_FILE


def current_audit(folder: Path) -> dict | None:
    """The saved audit if it covers exactly the finished splits (None when stale or missing)."""
    path = audit_path(folder)
    if not path.exists():
        return None
    audit = json.loads(path.read_text())
    return audit if audit.get("fingerprints") == covered_fingerprints(folder) else None


def refresh_audit(folder: Path, workers: int = 1) -> dict | None:
    """Audit `folder` on `workers` processes unless the saved audit is current; written atomically. None for a
    folder with no splits."""
    if not finished_splits(folder):
        return None
    audit = current_audit(folder)
    if audit is None:
        audit = audit_folder(folder, workers)
        path = audit_path(folder)
        tmp = path.with_name(f".{AUDIT_FILE}.tmp")
        tmp.write_text(json.dumps(audit, indent=1, sort_keys=True) + "\n")
        tmp.replace(path)
    return audit
