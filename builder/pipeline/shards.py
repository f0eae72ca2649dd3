"""Publishing a finished split: its chunks concatenated into shards (one chunk in memory at a time), the train
split's SFT view and the test split's sample image, moved into the benchmark folder by renames only.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterable
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from mindbench.builder.pipeline import jobs, layout
from mindbench.builder.pipeline.jobs import SplitJob
from mindbench.builder.pipeline.layout import (
    bench_dir,
    data_dir,
    finished_splits,
    remove_published_shards,
    sft_dir,
    sha256_file,
    shard_name,
)
from mindbench.hf_dataset.sft import sft_features, sft_row


def duplicate_indices(metas: Iterable[dict]) -> dict[int, int]:
    """Later indices whose signature repeats an earlier one → the attempt to restart them from."""
    seen: set[str] = set()
    bumps: dict[int, int] = {}
    for meta in metas:
        for offset, (sig, attempt) in enumerate(zip(meta["signatures"], meta["attempts"], strict=True)):
            if sig in seen:
                bumps[meta["index0"] + offset] = attempt + 1
            seen.add(sig)
    return bumps

def assemble_shards(out: Path, job: SplitJob, state: Path, n_chunks: int, atomic: bool) -> list[dict]:
    """Concatenate chunk row groups into shards (one chunk in memory at a time), then move them into data/."""
    n_shards = -(-job.n // jobs.SHARD_ROWS)
    per_shard = jobs.SHARD_ROWS // jobs.CHUNK
    staging = state / "shards"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    shards = []
    for k in range(n_shards):
        name = shard_name(job.split, k, n_shards)
        path = staging / name
        writer = None
        rows = 0
        for c in range(k * per_shard, min(n_chunks, (k + 1) * per_shard)):
            table = pq.read_table(state / f"chunk-{c:05d}.parquet")
            if writer is None:
                writer = pq.ParquetWriter(path, table.schema, **layout.PARQUET_OPTIONS)
            writer.write_table(table, row_group_size=jobs.CHUNK)
            rows += table.num_rows
        writer.close()
        shards.append(shard_record(path, data_dir(out, job), rows))
    publish_staged(staging, data_dir(out, job), job.split, atomic)
    return shards

def shard_record(staged: Path, target: Path, rows: int) -> dict:
    """Manifest entry of a staged shard: its path in the published folder, rows, bytes and sha256."""
    return {"file": f"data/{target.name}/{staged.name}", "rows": rows, "bytes": staged.stat().st_size,
            "sha256": sha256_file(staged)}

def publish_staged(staging: Path, target: Path, split: str, atomic: bool) -> None:
    """Replace the split's published shards in `target` with the staged ones (renames only, no copies).

    While the dataset card lists no config (`atomic`: the folder's first split), `load_dataset` discovers data
    files by name, so one file renamed before a kill would be a visible partial split: then `target` (which can
    only hold leftovers of an interrupted build) is emptied and the staging folder itself is renamed into place,
    all shards at once. Later the card lists only finished configs and files unknown to it stay invisible.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    if atomic:
        remove_published_shards(target, "*")
        with contextlib.suppress(FileNotFoundError, OSError):
            target.rmdir()
        if not target.exists():
            os.rename(staging, target)
            return
    target.mkdir(exist_ok=True)
    remove_published_shards(target, split)
    for staged in sorted(staging.iterdir()):
        os.replace(staged, target / staged.name)
    staging.rmdir()

def first_publication(out: Path, job: SplitJob) -> bool:
    """No split of the job's benchmark folder is finished, so its card lists no config."""
    return not finished_splits(bench_dir(out, job.benchmark))

def write_sft_view(out: Path, job: SplitJob, state: Path, atomic: bool) -> list[dict]:
    """The train split's finetuning view (`<task>_sft` config), streamed row group by row group from its shards."""
    staging = state / "sft"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    schema = sft_features().arrow_schema
    sources = sorted(data_dir(out, job).glob(f"{job.split}-*-of-*.parquet"))
    shards = []
    for source in sources:
        parquet = pq.ParquetFile(source)
        path = staging / source.name
        with pq.ParquetWriter(path, schema, **layout.PARQUET_OPTIONS) as writer:
            for group in range(parquet.num_row_groups):
                rows = [sft_row(r) for r in parquet.read_row_group(group).to_pylist()]
                writer.write_table(pa.Table.from_pylist(rows, schema=schema), row_group_size=jobs.CHUNK)
        shards.append(shard_record(path, sft_dir(out, job), parquet.metadata.num_rows))
    publish_staged(staging, sft_dir(out, job), job.split, atomic)
    return shards

def write_sample_image(out: Path, job: SplitJob) -> None:
    """`samples/<task>.png`: the test split's first item, shown in the dataset card."""
    first = sorted(data_dir(out, job).glob(f"{job.split}-*-of-*.parquet"))[0]
    image = pq.ParquetFile(first).read_row_group(0, columns=["image"]).column("image")[0].as_py()["bytes"]
    target = bench_dir(out, job.benchmark) / "samples" / f"{job.task}.png"
    target.parent.mkdir(exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.write_bytes(image)
    os.replace(tmp, target)
