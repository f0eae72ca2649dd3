"""`mindbench build`: plan, generate, verify, de-duplicate and stream items into a Hub-ready Parquet folder.

Work is split into fixed chunks of CHUNK consecutive indices (one Parquet row group each), generated in
parallel; finished chunks live under `<bench>/.mindbench/<task>/<split>/` until every chunk of the split is
done, then shards are assembled from them and moved into `data/` together (one directory rename while the folder
has no finished split, so `load_dataset`'s file discovery never sees part of one). A build killed at any moment
(SIGKILL included; pool workers die with their parent) therefore never leaves a shard that `load_dataset` would
read, and the same command resumes from the finished chunks. Output bytes depend only on the command, never on
`--workers`.

`--executor dask` draws the chunks on a dask.distributed cluster and writes them here as they stream back
(`workers.run_chunks_dask`); everything else, resuming included, is the same code.

`--shard K/N` builds only the K-th of N contiguous, disjoint slices of a split's chunks and stops before
assembling; `mindbench.builder.pipeline.merge` gathers the slices of several such folders and finishes the split
exactly as one machine would (the in-split de-duplication rounds and the assembly run there), so the rows are
byte-identical.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from mindbench.builder.pipeline import jobs
from mindbench.builder.pipeline.audit import refresh_audit
from mindbench.builder.pipeline.folders import check_out_dir, check_safe_folder, exclusive
from mindbench.builder.pipeline.jobs import BuildError, JobReport, SplitJob
from mindbench.builder.pipeline.layout import (
    bench_dir,
    data_dir,
    finished_splits,
    iter_chunk_metas,
    job_state_dir,
    load_chunk_meta,
    read_state,
    remove_chunk_files,
    remove_published_shards,
    sft_dir,
    write_json_atomic,
)
from mindbench.builder.pipeline.manifest import write_card_and_manifest
from mindbench.builder.pipeline.progress import progress_bar
from mindbench.builder.pipeline.shards import (
    assemble_shards,
    duplicate_indices,
    first_publication,
    write_sample_image,
    write_sft_view,
)
from mindbench.builder.pipeline.workers import Executor, run_chunks
from mindbench.generators.common.registry import get_task, task_names

MAX_DEDUP_ROUNDS = 8  # redraw rounds for repeats inside a split before the rest are kept


def build_split(out: Path, job: SplitJob, protected: frozenset[str], workers: int, progress: bool,
                overall: Any = None, executor: Executor | None = None) -> JobReport:
    """Build (or resume) one split, or one shard of it; returns what happened. Caller has checked the fingerprint.

    A shard (`job.shard`) generates its slice of the chunks (first draws, no de-duplication) and stops: the
    chunks stay in the state folder for `mindbench merge`, which finishes the split with this same function.
    """
    t0 = time.perf_counter()
    state_dir = job_state_dir(out, job)
    state_dir.mkdir(parents=True, exist_ok=True)
    for leftover in state_dir.glob("*.tmp"):  # half-written files of a killed writer
        leftover.unlink()
    state = read_state(out, job) or {"fingerprint": job.fingerprint(), "complete": False, "bumps": {}}
    if job.split == "train":
        state["test_keys_sha256"] = keys_digest(protected)
    resumed = any(state_dir.glob("chunk-*.json"))
    # A split being (re)built is never visible half-done: drop any shards left by an interrupted assembly.
    remove_published_shards(data_dir(out, job), job.split)
    remove_published_shards(sft_dir(out, job), job.split)
    write_json_atomic(state_dir / "state.json", state)
    n_chunks = job.n_chunks
    while True:
        bumps = {int(k): v for k, v in state["bumps"].items()}
        todo = [c for c in job.chunk_range() if load_chunk_meta(state_dir, c) is None]
        redo = sum(min(jobs.CHUNK, job.n - c * jobs.CHUNK) for c in todo)
        round_ = state.get("dedup_round", 0)
        name = f"{job.benchmark}/{job.task}/{job.split}"
        desc = name + (f" shard {job.shard[0]}/{job.shard[1]}" if job.shard else "") + \
            (f" (redrawing the chunks of {len(bumps)} items that repeat a puzzle of the split, round {round_})"
             if round_ else "")
        if overall is not None and round_:
            overall.total += redo  # a redraw round adds work the plan could not know of
        # rejected= counts what the summary line will: every finished chunk's rejected draws and the repeats
        done = (load_chunk_meta(state_dir, c) for c in job.chunk_range() if c not in todo)
        rejected = state.get("duplicates_in_split", 0) + sum(sum(meta["rejected"].values()) for meta in done)
        with progress_bar(redo, desc, progress and bool(todo)) as bar:
            bar.set_postfix_str(f"rejected={rejected}")
            for result in run_chunks(job, todo, protected, bumps, state_dir, workers, executor):
                rejected += sum(result.rejected.values())
                bar.update(result.count)
                bar.set_postfix_str(f"rejected={rejected}")
                if overall is not None:
                    overall.update(result.count)
                    overall.set_postfix_str(name)
        if job.shard is not None:
            return finish_shard(out, job, state, protected, resumed, time.perf_counter() - t0)
        dupes = duplicate_indices(iter_chunk_metas(state_dir, n_chunks))
        if not dupes or round_ >= MAX_DEDUP_ROUNDS:
            # Best effort: a task whose puzzle space is smaller than n keeps its remaining repeats (reported).
            state["duplicates_kept"] = len(dupes)
            break
        # Redraw later duplicates within the split (deterministic: depends only on the generated items). The
        # chunks are marked stale before the state is saved, so a kill in between replays the same round.
        for c in {i // jobs.CHUNK for i in dupes}:
            os.replace(state_dir / f"chunk-{c:05d}.json", state_dir / f"chunk-{c:05d}.stale.json")
        state["dedup_round"] = round_ + 1
        state["duplicates_in_split"] = state.get("duplicates_in_split", 0) + len(dupes)
        state["bumps"].update({str(i): a for i, a in dupes.items()})
        write_json_atomic(state_dir / "state.json", state)
    totals: Counter = Counter()
    answers: Counter = Counter()
    difficulties: Counter = Counter()
    test_keys: set[str] = set()
    for meta in iter_chunk_metas(state_dir, n_chunks):
        totals.update(meta["rejected"])
        answers.update(meta["answers"])
        difficulties.update(meta["difficulties"])
        if job.split == "test":
            test_keys.update(k for ks in meta["keys"] for k in ks)
    atomic = first_publication(out, job)
    shards = assemble_shards(out, job, state_dir, n_chunks, atomic)
    sft_shards = write_sft_view(out, job, state_dir, atomic) if job.split == "train" else []
    summary = {
        "fingerprint": job.fingerprint(),
        "complete": True,
        "bumps": state["bumps"],
        "n": job.n,
        "seed": job.seed,
        "shards": shards,
        "sft_shards": sft_shards,
        "rejected": dict(sorted(totals.items()))
        | ({"duplicates_in_split": state["duplicates_in_split"]} if state.get("duplicates_in_split") else {}),
        "duplicates_kept": state["duplicates_kept"],
        "test_keys_sha256": state.get("test_keys_sha256"),
        "answers": dict(sorted(answers.items())),
        "difficulty": dict(sorted(difficulties.items())),
    }
    if job.split == "test":
        write_json_atomic(state_dir / "test_keys.json", sorted(test_keys))
        write_sample_image(out, job)
    write_json_atomic(state_dir / "state.json", summary)
    remove_chunk_files(state_dir)
    return JobReport(job, "resumed" if resumed else "built", time.perf_counter() - t0, summary["rejected"], shards,
                     summary["duplicates_kept"])

SHARD_KEYS = "protected_keys.json"  # a train shard's test keys, for the merge's redraw rounds

def finish_shard(out: Path, job: SplitJob, state: dict, protected: frozenset[str], resumed: bool,
                 seconds: float) -> JobReport:
    """Record a finished shard: its slice, the job it belongs to and (train) the test keys it was checked with."""
    state_dir = job_state_dir(out, job)
    if job.split == "train":
        write_json_atomic(state_dir / SHARD_KEYS, sorted(protected))
    chunks = job.chunk_range()
    totals: Counter = Counter()
    for c in chunks:
        totals.update(load_chunk_meta(state_dir, c)["rejected"])
    state.update(shard_complete=True, chunks=[chunks.start, chunks.stop],
                 job={"benchmark": job.benchmark, "task": job.task, "split": job.split, "n": job.n,
                      "seed": job.seed, "kg_path": job.kg_path})
    write_json_atomic(state_dir / "state.json", state)
    return JobReport(job, "resumed" if resumed else "built", seconds, dict(sorted(totals.items())))

def protected_keys_for(out: Path, jobs: list[SplitJob], workers: int, progress: bool,
                       keys_from: Path | None = None) -> frozenset[str]:
    """Keys of every test item of the jobs' benchmark that train items must not repeat.

    Read from the finished test splits in OUT, or in `keys_from` (`--test-keys`: the test build that a sharded
    train build must share). Without `keys_from`, a task of the command whose test split is absent gets its
    default test split built (exactly as `build` would, then discarded), so a train-only build is still disjoint
    from the test split a full build publishes; with it, that is an error.
    """
    keys: set[str] = set()
    first = jobs[0]
    source = out if keys_from is None else keys_from
    for task in task_names(first.benchmark):
        job = SplitJob(first.benchmark, task, "test", get_task(first.benchmark, task).default_n["test"], first.seed,
                       first.kg_path)
        present = job_state_dir(source, job) / "test_keys.json"
        if present.exists():
            keys.update(json.loads(present.read_text()))
        elif any(j.task == task for j in jobs):
            if keys_from is not None:
                raise BuildError(f"--test-keys {keys_from}: no finished test split of {first.benchmark}/{task} there")
            keys.update(regenerate_test_keys(job, workers, progress))
    return frozenset(keys)

def regenerate_test_keys(job: SplitJob, workers: int, progress: bool) -> set[str]:
    """Test keys of a default test split not present in OUT: built in a scratch folder with the real builder."""
    with tempfile.TemporaryDirectory(prefix="mindbench-test-keys-") as scratch:
        build_split(Path(scratch), job, frozenset(), workers, progress)
        return set(json.loads((job_state_dir(Path(scratch), job) / "test_keys.json").read_text()))

def keys_digest(keys: frozenset[str]) -> str:
    return hashlib.sha256("\n".join(sorted(keys)).encode()).hexdigest()

def discard_split(out: Path, job: SplitJob) -> None:
    """Forget a split (for --overwrite): unpublish it first, so a kill midway never leaves a listed half."""
    remove_published_shards(data_dir(out, job), job.split)
    remove_published_shards(sft_dir(out, job), job.split)
    state = job_state_dir(out, job) / "state.json"
    if state.exists():
        state.unlink()
    write_card_and_manifest(bench_dir(out, job.benchmark))
    shutil.rmtree(job_state_dir(out, job), ignore_errors=True)

def refresh_card(folder: Path) -> None:
    """Card and manifest from the finished splits; a folder with none (yet) gets no card."""
    if finished_splits(folder) or (folder / "README.md").exists():
        write_card_and_manifest(folder)

def already_built(out: Path, job: SplitJob) -> bool:
    """Whether the folder holds this split finished by the same command (the build will skip it)."""
    state = read_state(out, job)
    return bool(state and (state.get("complete") or state.get("shard_complete"))
                and state.get("fingerprint") == job.fingerprint())


def build(out: Path, jobs: list[SplitJob], workers: int = 1, overwrite: bool = False, progress: bool = True,
          test_keys_from: Path | None = None, executor: Executor | None = None) -> list[JobReport]:
    """Run a whole build command; README.md and manifest.json of each benchmark folder touched end up current.
    `executor` (default: local, `workers` processes) says where the chunks are drawn."""
    if not jobs:
        raise BuildError("nothing to build: no task matches")
    if test_keys_from is not None:
        check_safe_folder(test_keys_from, "--test-keys")
        if not test_keys_from.is_dir():
            raise BuildError(f"--test-keys {test_keys_from}: not a directory")
    if any(j.shard for j in jobs) and test_keys_from is None and \
            {j.benchmark for j in jobs if j.split == "test"} & {j.benchmark for j in jobs if j.split == "train"}:
        raise BuildError("--shard with --split both: a train shard needs the whole test split's keys; build the "
                         "test split first (it is small), then the train shards with --test-keys")
    for job in jobs:  # loads and validates the KG (M3STR) before anything is written
        job.fingerprint()
    check_out_dir(out, jobs, overwrite)
    benchmarks = sorted({j.benchmark for j in jobs})
    reports: list[JobReport] = []
    protected: dict[str, frozenset[str]] = {}
    planned = sum(j.items for j in jobs if not already_built(out, j))
    with exclusive(out, benchmarks), progress_bar(planned, "build", progress and planned > 0, overall=True) as overall:
        for bench in benchmarks:  # heals a kill between a split's completion and its card update
            refresh_card(bench_dir(out, bench))
        for job in jobs:
            state = read_state(out, job)
            if state and state["fingerprint"] != job.fingerprint():  # --overwrite given (checked above)
                discard_split(out, job)
                state = None
            if job.split == "train":
                if job.benchmark not in protected:
                    protected[job.benchmark] = protected_keys_for(
                        out, [j for j in jobs if j.benchmark == job.benchmark], workers, progress, test_keys_from)
                digest = keys_digest(protected[job.benchmark])
                if state and state.get("test_keys_sha256", digest) != digest:
                    if not overwrite:
                        raise BuildError(f"--out {out}: {job.benchmark}/{job.task}/train was checked against a "
                                         "different test split; pass --overwrite to rebuild it")
                    discard_split(out, job)
                    state = None
            if state and state.get("complete"):
                remove_chunk_files(job_state_dir(out, job))  # left by a kill just after the split completed
                reports.append(JobReport(job, "skipped", shards=state["shards"], rejected=state["rejected"],
                                         duplicates_kept=state.get("duplicates_kept", 0)))
                continue
            if state and state.get("shard_complete"):
                reports.append(JobReport(job, "skipped", rejected={}))
                continue
            keys = protected.get(job.benchmark, frozenset()) if job.split == "train" else frozenset()
            reports.append(build_split(out, job, keys, workers, progress, overall, executor))
            refresh_card(bench_dir(out, job.benchmark))
        for bench in benchmarks:  # also after a kill between a split's completion and its card update
            refresh_audit(bench_dir(out, bench), workers)
            refresh_card(bench_dir(out, bench))
    return reports
