"""Generating a split's chunks: each chunk's items are drawn until one verifies (and, in train, repeats no test
key), then written as one Parquet row group with its meta.

Three executors run the same `compute_chunk`:
* in this process (`--workers 1`);
* a pool of forked workers (`--workers N`), each writing its own chunk files; a pool worker dies with the build
  that forked it (`die_with_parent`), so no orphan keeps writing after a kill;
* a dask.distributed cluster (`--executor dask`): tasks return their rows and meta, and this process writes each
  chunk as its result streams back, so the workers need no shared filesystem, and the folder is byte-identical to a
  local build (rows depend only on the draw, and the same writer writes them).
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import json
import multiprocessing as mp
import os
import signal
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq

from mindbench.builder.pipeline import jobs, layout
from mindbench.builder.pipeline.jobs import BuildError, SplitJob
from mindbench.builder.pipeline.layout import tmp_path, write_json_atomic
from mindbench.generators.common.draw import MAX_ATTEMPTS
from mindbench.generators.common.item import Item, RejectDraw, VerificationError
from mindbench.generators.common.raster import PNG_SIGNATURE
from mindbench.generators.common.registry import TaskSpec, get_task
from mindbench.generators.common.task import checked_before_image
from mindbench.hf_dataset.features import rows_to_table


@dataclass
class ChunkResult:
    index0: int
    count: int
    rejected: Counter = field(default_factory=Counter)
    attempts: list[int] = field(default_factory=list)
    signatures: list[str] = field(default_factory=list)
    keys: list[list[str]] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    difficulties: list[str] = field(default_factory=list)


_WORKER: dict = {}


class RepeatsTestKey(Exception):
    """A train draw that shares a key with the test split (not a RejectDraw: no generator may catch it and draw
    on in its place, which would change the draw)."""


def draw_valid_item(spec: TaskSpec, job: SplitJob, index: int, attempt: int, protected: frozenset[str],
                    rejected: Counter) -> tuple[Item, int]:
    """The first draw at or after `attempt` that (train) shares no key with the test split and verifies.

    A train draw whose task keys repeat a test key is dropped before its image is drawn and before it is verified
    (`checked_before_image`): the same draws are kept as when every draw is drawn and verified first."""
    last_error = ""
    guard = (functools.partial(refuse_test_keys, spec, protected) if job.split == "train" and protected
             else None)
    for a in range(attempt, attempt + MAX_ATTEMPTS):
        try:
            with checked_before_image(guard) if guard else contextlib.nullcontext():
                item = spec.generate(index, job.split, job.seed, a, job.options)
            if guard:
                guard(item)  # the image key; and the task keys of a task that draws its image itself
        except RejectDraw as exc:
            rejected["rejected_draws"] += 1
            last_error = str(exc)
            continue
        except RepeatsTestKey:
            rejected["test_collisions"] += 1
            last_error = "collides with the test split"
            continue
        try:
            spec.verify(item, job.options)
        except VerificationError as exc:
            rejected["verify_failures"] += 1
            last_error = str(exc)
            continue
        return item, a
    hint = " (the knowledge graph may be too small for this task's map sizes)" if job.benchmark == "m3str" else ""
    raise BuildError(f"{job.benchmark}/{job.task}/{job.split}/{index:06d}: no valid item in {MAX_ATTEMPTS} draws "
                     f"(last: {last_error}){hint}")

def refuse_test_keys(spec: TaskSpec, protected: frozenset[str], item: Item) -> None:
    """RepeatsTestKey if the train item shares a key with the test split: its task keys, and its image key once
    the image is drawn. An item of another task (a source item a variant draws inside its own `generate`) is not
    the draw being checked: it passes."""
    if item.task != spec.name:
        return
    keys = spec.exposed_task_keys(item) if item.image == PNG_SIGNATURE else spec.train_keys(item)
    if keys & protected:
        raise RepeatsTestKey


def _stale_rows(state: Path, chunk: int) -> tuple[dict | None, list[dict]]:
    """A chunk's previous meta and rows, kept when a redraw round only needs some of its indices again."""
    meta_path = state / f"chunk-{chunk:05d}.stale.json"
    if not meta_path.exists():
        return None, []
    return json.loads(meta_path.read_text()), pq.read_table(state / f"chunk-{chunk:05d}.parquet").to_pylist()

def compute_chunk(job: SplitJob, spec: TaskSpec, chunk: int, protected: frozenset[str], start: dict[int, int],
                  stale: dict | None, stale_rows: list[dict]) -> tuple[list[dict], ChunkResult]:
    """The rows and meta of one chunk (pure: the same arguments give the same rows on any machine)."""
    first_index = chunk * jobs.CHUNK
    stop = min(job.n, first_index + jobs.CHUNK)
    result = ChunkResult(index0=first_index, count=stop - first_index)
    rows = []
    for offset, index in enumerate(range(first_index, stop)):
        first = start.get(index, 0)
        if stale is not None and stale["attempts"][offset] >= first:
            # Same draw as last round (generation is pure): reuse it instead of drawing again.
            rows.append(stale_rows[offset])
            for key in ("attempts", "signatures", "keys", "answers", "difficulties"):
                getattr(result, key).append(stale[key][offset])
            continue
        item, attempt = draw_valid_item(spec, job, index, first, protected, result.rejected)
        rows.append(item.to_row())
        result.attempts.append(attempt)
        result.signatures.append(spec.signature(item))
        result.keys.append(sorted(spec.test_keys(item)) if job.split == "test" else [])
        result.answers.append(item.answer)
        result.difficulties.append(item.difficulty)
    if stale is not None:
        result.rejected.update(stale["rejected"])
    return rows, result


def store_chunk(state: Path, chunk: int, rows: list[dict], result: ChunkResult) -> None:
    """Write a chunk's Parquet file, then its meta (the meta marks the chunk done, so a kill between the two
    leaves the chunk to be drawn again)."""
    tmp = tmp_path(state / f"chunk-{chunk:05d}.parquet")
    pq.write_table(rows_to_table(rows), tmp, row_group_size=jobs.CHUNK, **layout.PARQUET_OPTIONS)
    os.replace(tmp, state / f"chunk-{chunk:05d}.parquet")
    meta = asdict(result)
    meta["rejected"] = dict(result.rejected)
    write_json_atomic(state / f"chunk-{chunk:05d}.json", meta)
    (state / f"chunk-{chunk:05d}.stale.json").unlink(missing_ok=True)


def _run_chunk(chunk: int) -> ChunkResult:
    state = _WORKER["state_dir"]
    stale, stale_rows = _stale_rows(state, chunk)
    rows, result = compute_chunk(_WORKER["job"], _WORKER["spec"], chunk, _WORKER["protected"], _WORKER["start"],
                                 stale, stale_rows)
    store_chunk(state, chunk, rows, result)
    return result


def remote_chunk(job: SplitJob, chunk: int, protected: frozenset[str], start: dict[int, int], stale: dict | None,
                 stale_rows: list[dict]) -> tuple[list[dict], ChunkResult]:
    """A chunk computed on a dask worker; returned to the client, which writes it."""
    return compute_chunk(job, get_task(job.benchmark, job.task), chunk, protected, start, stale, stale_rows)


def _init_worker(job: SplitJob, protected: frozenset[str], start: dict[int, int], state: Path) -> None:
    _WORKER.update(job=job, spec=get_task(job.benchmark, job.task), protected=protected, start=start,
                   state_dir=state)

def _init_pool_worker(*args) -> None:
    die_with_parent()
    _init_worker(*args)

def die_with_parent() -> None:
    """Linux: this process gets SIGKILL when the build that forked it dies, even by SIGKILL (no orphan keeps
    writing chunks, or holding the build lock, after a kill). Elsewhere a no-op."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        if os.getppid() == 1:  # the parent died before prctl took effect
            os._exit(1)

@dataclass(frozen=True)
class Executor:
    """Where chunks run: `local` (this process, or a fork pool of `workers`) or `dask` (the dask.distributed
    scheduler at `scheduler`; without one, a LocalCluster of `workers` processes started for the build)."""

    kind: str = "local"
    workers: int = 1
    scheduler: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in EXECUTORS:
            raise BuildError(f"--executor {self.kind!r}: choose from {', '.join(EXECUTORS)}")
        if self.scheduler and self.kind != "dask":
            raise BuildError("--scheduler needs --executor dask")


EXECUTORS = ("local", "dask")


def dask_client(executor: Executor) -> tuple[Any, Any]:
    """A dask.distributed Client for the executor, and the LocalCluster started for it (None with --scheduler)."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise BuildError("--executor dask needs dask.distributed: pip install \"mindbench[dask]\"") from None
    if executor.scheduler:
        try:
            return Client(executor.scheduler, timeout="30s"), None
        except OSError as exc:
            raise BuildError(f"--scheduler {executor.scheduler}: cannot connect ({exc})") from None
    cluster = LocalCluster(n_workers=executor.workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                           dashboard_address=None)
    return Client(cluster), cluster


def run_chunks_dask(job: SplitJob, chunks: list[int], protected: frozenset[str], start: dict[int, int], state: Path,
                    executor: Executor) -> Iterator[ChunkResult]:
    """Send `chunks` to a dask cluster and write each as it comes back (in completion order; the files do not
    depend on it). Interrupted, the written chunks stay done and the rest are cancelled."""
    from distributed import as_completed

    client, cluster = dask_client(executor)
    try:
        shared_protected = client.scatter(protected, broadcast=True) if protected else protected
        futures = {}
        for chunk in chunks:
            stale, stale_rows = _stale_rows(state, chunk)
            future = client.submit(remote_chunk, job, chunk, shared_protected, start, stale, stale_rows,
                                   key=f"mindbench-{job.benchmark}-{job.task}-{job.split}-{chunk}-{os.getpid()}",
                                   pure=False)
            futures[future] = chunk
        try:
            for future in as_completed(futures):
                rows, result = future.result()
                store_chunk(state, futures[future], rows, result)
                yield result
        finally:
            for future in futures:
                future.cancel()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def run_chunks(job: SplitJob, chunks: list[int], protected: frozenset[str], start: dict[int, int], state: Path,
               workers: int, executor: Executor | None = None) -> Iterator[ChunkResult]:
    """Generate `chunks` (in parallel when workers > 1, or on a dask cluster), yielding results as they finish."""
    if executor is not None and executor.kind == "dask" and chunks:
        yield from run_chunks_dask(job, chunks, protected, start, state, executor)
        return
    if workers <= 1 or len(chunks) <= 1:
        _init_worker(job, protected, start, state)
        for c in chunks:
            yield _run_chunk(c)
        return
    ctx = mp.get_context("fork")
    with ctx.Pool(min(workers, len(chunks)), initializer=_init_pool_worker,
                  initargs=(job, protected, start, state)) as pool:
        yield from pool.imap_unordered(_run_chunk, chunks)
