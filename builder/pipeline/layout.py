"""Where a build keeps its files, and how it writes them: the benchmark folder's published `data/` and `samples/`,
its private state under `.mindbench/` (per-split state, finished chunks), and atomic writes (a private temporary
name, then one rename), so a killed build never leaves a half-written file under a real name.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator
from pathlib import Path

from mindbench.builder.pipeline.jobs import SplitJob
from mindbench.hf_dataset.sft import SFT_SUFFIX

STATE_DIR = ".mindbench"  # build state inside each benchmark folder; never published
# zstd finds what PNGs of one row group share (same layout, same palette) and shrinks the SVG and params text:
# ~18% smaller shards than snappy for 0.3 ms/item; deterministic bytes for a given pyarrow.
PARQUET_OPTIONS = {"compression": "zstd", "compression_level": 3}


def bench_dir(out: Path, benchmark: str) -> Path:
    return out / benchmark

def job_state_dir(out: Path, job: SplitJob) -> Path:
    return bench_dir(out, job.benchmark) / STATE_DIR / job.task / job.split

def data_dir(out: Path, job: SplitJob) -> Path:
    return bench_dir(out, job.benchmark) / "data" / job.task

def sft_dir(out: Path, job: SplitJob) -> Path:
    return bench_dir(out, job.benchmark) / "data" / (job.task + SFT_SUFFIX)

def shard_name(split: str, k: int, total: int) -> str:
    return f"{split}-{k:05d}-of-{total:05d}.parquet"

def read_state(out: Path, job: SplitJob) -> dict | None:
    path = job_state_dir(out, job) / "state.json"
    return json.loads(path.read_text()) if path.exists() else None

def tmp_path(path: Path) -> Path:
    """A writer's private temporary name beside `path` (two processes never share one)."""
    return path.with_name(f"{path.name}.{os.getpid()}.tmp")

def write_json_atomic(path: Path, obj: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = tmp_path(path)
    tmp.write_text(json.dumps(obj, indent=1, sort_keys=True) + "\n")
    os.replace(tmp, path)


def finished_splits(folder: Path) -> dict[str, dict[str, dict]]:
    """task -> split -> state, for every complete split under `folder/.mindbench/`."""
    found: dict[str, dict[str, dict]] = {}
    for path in sorted((folder / STATE_DIR).glob("*/*/state.json")):
        state = json.loads(path.read_text())
        if state.get("complete"):
            found.setdefault(path.parent.parent.name, {})[path.parent.name] = state
    return found


def load_chunk_meta(state: Path, chunk: int) -> dict | None:
    path = state / f"chunk-{chunk:05d}.json"
    return json.loads(path.read_text()) if path.exists() else None

def iter_chunk_metas(state: Path, n_chunks: int) -> Iterator[dict]:
    """Every chunk's meta, one at a time (memory stays flat in the split size)."""
    for c in range(n_chunks):
        yield load_chunk_meta(state, c)

def remove_chunk_files(state_dir: Path) -> None:
    for path in state_dir.glob("chunk-*"):
        path.unlink()

def remove_published_shards(folder: Path, split: str) -> None:
    if folder.exists():
        for old in folder.glob(f"{split}-*-of-*.parquet"):
            old.unlink()

def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()
