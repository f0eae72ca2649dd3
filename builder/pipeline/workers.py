"""Generating a split's chunks, in this process or a pool of forked workers: each chunk's items are drawn until
one verifies (and, in train, repeats no test key), then written as one Parquet row group with its meta.

A pool worker dies with the build that forked it (`die_with_parent`), so no orphan keeps writing after a kill.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import multiprocessing as mp
import os
import signal
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path

import pyarrow.parquet as pq

from mindbench.builder.pipeline import jobs, layout
from mindbench.builder.pipeline.jobs import BuildError, SplitJob
from mindbench.builder.pipeline.layout import tmp_path, write_json_atomic
from mindbench.generators.common.draw import MAX_ATTEMPTS
from mindbench.generators.common.item import Item, RejectDraw, VerificationError
from mindbench.generators.common.registry import TaskSpec, get_task
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


def draw_valid_item(spec: TaskSpec, job: SplitJob, index: int, attempt: int, protected: frozenset[str],
                    rejected: Counter) -> tuple[Item, int]:
    """The first draw at or after `attempt` that verifies and (train) shares no key with the test split."""
    last_error = ""
    for a in range(attempt, attempt + MAX_ATTEMPTS):
        try:
            item = spec.generate(index, job.split, job.seed, a, job.options)
        except RejectDraw as exc:
            rejected["rejected_draws"] += 1
            last_error = str(exc)
            continue
        try:
            spec.verify(item, job.options)
        except VerificationError as exc:
            rejected["verify_failures"] += 1
            last_error = str(exc)
            continue
        if job.split == "train" and protected and spec.train_keys(item) & protected:
            rejected["test_collisions"] += 1
            last_error = "collides with the test split"
            continue
        return item, a
    hint = " (the knowledge graph may be too small for this task's map sizes)" if job.benchmark == "m3str" else ""
    raise BuildError(f"{job.benchmark}/{job.task}/{job.split}/{index:06d}: no valid item in {MAX_ATTEMPTS} draws "
                     f"(last: {last_error}){hint}")

def _stale_rows(state: Path, chunk: int) -> tuple[dict | None, list[dict]]:
    """A chunk's previous meta and rows, kept when a redraw round only needs some of its indices again."""
    meta_path = state / f"chunk-{chunk:05d}.stale.json"
    if not meta_path.exists():
        return None, []
    return json.loads(meta_path.read_text()), pq.read_table(state / f"chunk-{chunk:05d}.parquet").to_pylist()

def _run_chunk(chunk: int) -> ChunkResult:
    job: SplitJob = _WORKER["job"]
    spec: TaskSpec = _WORKER["spec"]
    start = chunk * jobs.CHUNK
    stop = min(job.n, start + jobs.CHUNK)
    result = ChunkResult(index0=start, count=stop - start)
    stale, stale_rows = _stale_rows(_WORKER["state_dir"], chunk)
    rows = []
    for offset, index in enumerate(range(start, stop)):
        first = _WORKER["start"].get(index, 0)
        if stale is not None and stale["attempts"][offset] >= first:
            # Same draw as last round (generation is pure): reuse it instead of drawing again.
            rows.append(stale_rows[offset])
            for key in ("attempts", "signatures", "keys", "answers", "difficulties"):
                getattr(result, key).append(stale[key][offset])
            continue
        item, attempt = draw_valid_item(spec, job, index, first, _WORKER["protected"], result.rejected)
        rows.append(item.to_row())
        result.attempts.append(attempt)
        result.signatures.append(spec.signature(item))
        result.keys.append(sorted(spec.test_keys(item)) if job.split == "test" else [])
        result.answers.append(item.answer)
        result.difficulties.append(item.difficulty)
    if stale is not None:
        result.rejected.update(stale["rejected"])
    state = _WORKER["state_dir"]
    tmp = tmp_path(state / f"chunk-{chunk:05d}.parquet")
    pq.write_table(rows_to_table(rows), tmp, row_group_size=jobs.CHUNK, **layout.PARQUET_OPTIONS)
    os.replace(tmp, state / f"chunk-{chunk:05d}.parquet")
    meta = asdict(result)
    meta["rejected"] = dict(result.rejected)
    write_json_atomic(state / f"chunk-{chunk:05d}.json", meta)  # written last: marks the chunk done
    (state / f"chunk-{chunk:05d}.stale.json").unlink(missing_ok=True)
    return result

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

def run_chunks(job: SplitJob, chunks: list[int], protected: frozenset[str], start: dict[int, int], state: Path,
               workers: int) -> Iterator[ChunkResult]:
    """Generate `chunks` (in parallel when workers > 1), yielding results as they finish."""
    if workers <= 1 or len(chunks) <= 1:
        _init_worker(job, protected, start, state)
        for c in chunks:
            yield _run_chunk(c)
        return
    ctx = mp.get_context("fork")
    with ctx.Pool(min(workers, len(chunks)), initializer=_init_pool_worker,
                  initargs=(job, protected, start, state)) as pool:
        yield from pool.imap_unordered(_run_chunk, chunks)
