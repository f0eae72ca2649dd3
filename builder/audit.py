"""Holdout audit of a finished benchmark folder: what a finetuned model could have seen of the test split.

The builder keeps test objects out of train by redrawing (`builder/build.py`); this audit counts, from the
published Parquet alone, what that achieved, so the manifest and the dataset card state figures rather than
intentions. It recomputes every item's keys through the registry (`TaskSpec.test_keys` / `train_keys`: object
keys such as the polycube up to rotation and mirror, the fold sequence with its punches, the drawn map) and hashes
the image bytes itself:

* `test_keys`: distinct object and puzzle keys of the test items (a task may protect several per item);
* `train_items_sharing_a_test_object`: train items with an object key that any test item of the benchmark has;
* `train_items_sharing_a_test_image`: train items whose PNG equals a test item's;
* `repeated_images`: items whose PNG repeats an earlier item's in the same split of the benchmark.

The result is saved beside the build state with the fingerprints it covered, so a stale audit is never shown.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

import pyarrow.parquet as pq

from builder.manifest import STATE_DIR, finished_splits
from generators.common.holdout import IMAGE_PREFIX
from generators.common.item import Item
from generators.common.registry import get_task

AUDIT_FILE = "holdout.json"
BATCH_ROWS = 64  # rows decoded at a time: memory stays flat whatever the split size
SPLIT_ORDER = ("test", "train")


def covered_fingerprints(folder: Path) -> dict[str, str]:
    """`task/split` → fingerprint of every finished split (what an audit must have covered to be current)."""
    return {f"{task}/{split}": state["fingerprint"]
            for task, by_split in finished_splits(folder).items() for split, state in by_split.items()}


def iter_items(folder: Path, task: str, split: str) -> Iterator[Item]:
    """The published items of one split, a batch at a time."""
    for shard in sorted((folder / "data" / task).glob(f"{split}-*-of-*.parquet")):
        for batch in pq.ParquetFile(shard).iter_batches(batch_size=BATCH_ROWS):
            for row in batch.to_pylist():
                row["image"] = row["image"]["bytes"]
                yield Item(**row)


def split_keys(keys: set[str]) -> tuple[set[str], str]:
    """(object keys, the image key) of one item's key set."""
    images = [k for k in keys if k.startswith(IMAGE_PREFIX)]
    return {k for k in keys if not k.startswith(IMAGE_PREFIX)}, images[0] if images else ""


def audit_folder(folder: Path) -> dict:
    """Count shared test objects, shared images and repeated images over every finished split of `folder`."""
    splits = finished_splits(folder)
    benchmark = folder.name
    per_config: dict[str, dict] = {task: {} for task in sorted(splits)}
    test_objects: set[str] = set()
    test_images: set[str] = set()
    seen_images: dict[str, set[str]] = {split: set() for split in SPLIT_ORDER}
    repeated = dict.fromkeys(SPLIT_ORDER, 0)
    for split in SPLIT_ORDER:  # test first: train is checked against every test item of the benchmark
        for task in sorted(t for t, by_split in splits.items() if split in by_split):
            spec = get_task(benchmark, task)
            entry = per_config[task]
            objects: set[str] = set()
            shared_objects = shared_images = repeats = 0
            # A robustness variant (`variant_of`) redraws its source's test maps on purpose: its default drawing is
            # the source image and a map without entity images looks the same text-only, so it is counted apart.
            seen = set() if spec.variant_of else seen_images[split]
            for item in iter_items(folder, task, split):
                digest = IMAGE_PREFIX + hashlib.sha256(item.image).hexdigest()
                if digest in seen:
                    repeats += 1
                seen.add(digest)
                if split == "test":
                    objects |= split_keys(spec.test_keys(item))[0]
                    test_images.add(digest)
                else:
                    shared_objects += bool(split_keys(spec.train_keys(item))[0] & test_objects)
                    shared_images += digest in test_images
            repeated[split] += 0 if spec.variant_of else repeats
            entry[split] = {"repeated_images": repeats}
            if split == "test":
                test_objects |= objects
                entry["test_keys"] = len(objects)
            else:
                entry[split] |= {"sharing_a_test_object": shared_objects, "sharing_a_test_image": shared_images}
            if spec.held_out_share:
                entry["held_out_share"] = spec.held_out_share
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


def refresh_audit(folder: Path) -> dict | None:
    """Audit `folder` unless the saved audit is current; written atomically. None for a folder with no splits."""
    if not finished_splits(folder):
        return None
    audit = current_audit(folder)
    if audit is None:
        audit = audit_folder(folder)
        path = audit_path(folder)
        tmp = path.with_name(f".{AUDIT_FILE}.tmp")
        tmp.write_text(json.dumps(audit, indent=1, sort_keys=True) + "\n")
        tmp.replace(path)
    return audit
