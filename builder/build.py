"""`mindbench build`: generate, verify, de-duplicate and stream items into a Hub-ready Parquet folder.

Work is split into fixed chunks of CHUNK consecutive indices (one Parquet row group each), generated in
parallel; finished chunks live under `<bench>/.mindbench/<task>/<split>/` until every chunk of the split is
done, then shards are assembled from them and moved into `data/` together. A killed build therefore never
leaves a shard that `load_dataset` would read, and the same command resumes from the finished chunks.
Output bytes depend only on the command, never on `--workers`.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import multiprocessing as mp
import os
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
from tqdm import tqdm

from builder.manifest import STATE_DIR, write_card_and_manifest
from builder.schema import rows_to_table
from generators import GENERATOR_VERSION
from generators.common.item import SPLITS, Item, RejectDraw, VerificationError
from generators.common.registry import TaskSpec, get_task, task_names
from generators.common.task import BuildOptions

CHUNK = 25  # items per work unit and per Parquet row group
SHARD_ROWS = 1000  # rows per published shard (a multiple of CHUNK)
MAX_ATTEMPTS = 200  # redraws per index before the build gives up on a task
MAX_DEDUP_ROUNDS = 8  # redraw rounds for repeats inside a split before the rest are kept


class BuildError(Exception):
    """A user-facing problem: printed as one line, exit status 2."""


@dataclass(frozen=True)
class SplitJob:
    """One (benchmark, task, split) of a build command."""

    benchmark: str
    task: str
    split: str
    n: int
    seed: int
    kg_path: str | None = None

    @property
    def options(self) -> BuildOptions:
        return BuildOptions(kg_path=self.kg_path)

    def fingerprint(self) -> dict:
        """Everything the bytes of this split depend on."""
        fp = {"benchmark": self.benchmark, "task": self.task, "split": self.split, "n": self.n, "seed": self.seed,
              "generator_version": GENERATOR_VERSION, "chunk": CHUNK, "shard_rows": SHARD_ROWS}
        if self.benchmark == "m3str":
            fp["kg"] = kg_identity(self.kg_path)
        return fp


def kg_identity(kg_path: str | None) -> str:
    """Content hash of the KG the M3STR generators will read (default bundle when None)."""
    from generators.m3str.kg import cached_kg, default_kg_path

    return cached_kg(str(kg_path or default_kg_path())).content_hash()


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


@dataclass
class JobReport:
    job: SplitJob
    status: str  # built | resumed | skipped
    seconds: float = 0.0
    rejected: dict = field(default_factory=dict)
    shards: list[dict] = field(default_factory=list)
    duplicates_kept: int = 0


# ------------------------------------------------------------------------------------------------ paths

def bench_dir(out: Path, benchmark: str) -> Path:
    return out / benchmark


def job_state_dir(out: Path, job: SplitJob) -> Path:
    return bench_dir(out, job.benchmark) / STATE_DIR / job.task / job.split


def data_dir(out: Path, job: SplitJob) -> Path:
    return bench_dir(out, job.benchmark) / "data" / job.task


def shard_name(split: str, k: int, total: int) -> str:
    return f"{split}-{k:05d}-of-{total:05d}.parquet"


def read_state(out: Path, job: SplitJob) -> dict | None:
    path = job_state_dir(out, job) / "state.json"
    return json.loads(path.read_text()) if path.exists() else None


def write_json_atomic(path: Path, obj: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(obj, indent=1, sort_keys=True) + "\n")
    os.replace(tmp, path)


# ------------------------------------------------------------------------------------------------ workers

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
    start = chunk * CHUNK
    stop = min(job.n, start + CHUNK)
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
    tmp = state / f"chunk-{chunk:05d}.parquet.tmp"
    pq.write_table(rows_to_table(rows), tmp, row_group_size=CHUNK)
    os.replace(tmp, state / f"chunk-{chunk:05d}.parquet")
    meta = asdict(result)
    meta["rejected"] = dict(result.rejected)
    write_json_atomic(state / f"chunk-{chunk:05d}.json", meta)  # written last: marks the chunk done
    (state / f"chunk-{chunk:05d}.stale.json").unlink(missing_ok=True)
    return result


def _init_worker(job: SplitJob, protected: frozenset[str], start: dict[int, int], state: Path) -> None:
    _WORKER.update(job=job, spec=get_task(job.benchmark, job.task), protected=protected, start=start,
                   state_dir=state)


def run_chunks(job: SplitJob, chunks: list[int], protected: frozenset[str], start: dict[int, int], state: Path,
               workers: int) -> Iterator[ChunkResult]:
    """Generate `chunks` (in parallel when workers > 1), yielding results as they finish."""
    if workers <= 1 or len(chunks) <= 1:
        _init_worker(job, protected, start, state)
        for c in chunks:
            yield _run_chunk(c)
        return
    ctx = mp.get_context("fork")
    with ctx.Pool(min(workers, len(chunks)), initializer=_init_worker,
                  initargs=(job, protected, start, state)) as pool:
        yield from pool.imap_unordered(_run_chunk, chunks)


# ------------------------------------------------------------------------------------------------ one split

def load_chunk_meta(state: Path, chunk: int) -> dict | None:
    path = state / f"chunk-{chunk:05d}.json"
    return json.loads(path.read_text()) if path.exists() else None


def duplicate_indices(metas: list[dict]) -> dict[int, int]:
    """Later indices whose signature repeats an earlier one → the attempt to restart them from."""
    seen: set[str] = set()
    bumps: dict[int, int] = {}
    for meta in metas:
        for offset, (sig, attempt) in enumerate(zip(meta["signatures"], meta["attempts"], strict=True)):
            if sig in seen:
                bumps[meta["index0"] + offset] = attempt + 1
            seen.add(sig)
    return bumps


def assemble_shards(out: Path, job: SplitJob, state: Path, n_chunks: int) -> list[dict]:
    """Concatenate chunk row groups into shards (one chunk in memory at a time), then move them into data/."""
    n_shards = -(-job.n // SHARD_ROWS)
    per_shard = SHARD_ROWS // CHUNK
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
                writer = pq.ParquetWriter(path, table.schema)
            writer.write_table(table, row_group_size=CHUNK)
            rows += table.num_rows
        writer.close()
        shards.append(shard_record(path, data_dir(out, job), rows))
    publish_staged(staging, data_dir(out, job), job.split)
    return shards


def shard_record(staged: Path, target: Path, rows: int) -> dict:
    """Manifest entry of a staged shard: its path in the published folder, rows, bytes and sha256."""
    return {"file": f"data/{target.name}/{staged.name}", "rows": rows, "bytes": staged.stat().st_size,
            "sha256": sha256_file(staged)}


def publish_staged(staging: Path, target: Path, split: str) -> None:
    """Replace the split's published shards in `target` with the staged ones (renames only, no copies)."""
    target.mkdir(parents=True, exist_ok=True)
    remove_published_shards(target, split)
    for staged in sorted(staging.iterdir()):
        os.replace(staged, target / staged.name)
    staging.rmdir()


def write_sft_view(out: Path, job: SplitJob, state: Path) -> list[dict]:
    """The train split's finetuning view (`<task>_sft` config), streamed row group by row group from its shards."""
    from hf_dataset.sft import sft_features, sft_row

    staging = state / "sft"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    schema = sft_features().arrow_schema
    sources = sorted(data_dir(out, job).glob(f"{job.split}-*-of-*.parquet"))
    shards = []
    for source in sources:
        parquet = pq.ParquetFile(source)
        path = staging / source.name
        with pq.ParquetWriter(path, schema) as writer:
            for group in range(parquet.num_row_groups):
                rows = [sft_row(r) for r in parquet.read_row_group(group).to_pylist()]
                writer.write_table(pa.Table.from_pylist(rows, schema=schema), row_group_size=CHUNK)
        shards.append(shard_record(path, sft_dir(out, job), parquet.metadata.num_rows))
    publish_staged(staging, sft_dir(out, job), job.split)
    return shards


def write_sample_image(out: Path, job: SplitJob) -> None:
    """`samples/<task>.png`: the test split's first item, shown in the dataset card."""
    first = sorted(data_dir(out, job).glob(f"{job.split}-*-of-*.parquet"))[0]
    image = pq.ParquetFile(first).read_row_group(0, columns=["image"]).column("image")[0].as_py()["bytes"]
    target = bench_dir(out, job.benchmark) / "samples" / f"{job.task}.png"
    target.parent.mkdir(exist_ok=True)
    tmp = target.with_name(f".{target.name}.tmp")
    tmp.write_bytes(image)
    os.replace(tmp, target)


def sft_dir(out: Path, job: SplitJob) -> Path:
    from hf_dataset.sft import SFT_SUFFIX

    return bench_dir(out, job.benchmark) / "data" / (job.task + SFT_SUFFIX)


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


def build_split(out: Path, job: SplitJob, protected: frozenset[str], workers: int, progress: bool) -> JobReport:
    """Build (or resume) one split; returns what happened. Caller has checked the fingerprint."""
    t0 = time.perf_counter()
    state_dir = job_state_dir(out, job)
    state_dir.mkdir(parents=True, exist_ok=True)
    state = read_state(out, job) or {"fingerprint": job.fingerprint(), "complete": False, "bumps": {}}
    if job.split == "train":
        state["test_keys_sha256"] = keys_digest(protected)
    resumed = any(state_dir.glob("chunk-*.json"))
    # A split being (re)built is never visible half-done: drop any shards left by an interrupted assembly.
    remove_published_shards(data_dir(out, job), job.split)
    remove_published_shards(sft_dir(out, job), job.split)
    write_json_atomic(state_dir / "state.json", state)
    n_chunks = -(-job.n // CHUNK)
    while True:
        bumps = {int(k): v for k, v in state["bumps"].items()}
        todo = [c for c in range(n_chunks) if load_chunk_meta(state_dir, c) is None]
        redo = sum(min(CHUNK, job.n - c * CHUNK) for c in todo)
        round_ = state.get("dedup_round", 0)
        desc = f"{job.benchmark}/{job.task}/{job.split}" + (f" (redraw round {round_})" if round_ else "")
        with tqdm(total=redo, unit="item", desc=desc, disable=not progress or not todo, dynamic_ncols=True) as bar:
            rejected = 0
            for result in run_chunks(job, todo, protected, bumps, state_dir, workers):
                rejected += sum(result.rejected.values())
                bar.update(result.count)
                bar.set_postfix(rejected=rejected)
        dupes = duplicate_indices([load_chunk_meta(state_dir, c) for c in range(n_chunks)])
        if not dupes or round_ >= MAX_DEDUP_ROUNDS:
            # Best effort: a task whose puzzle space is smaller than n keeps its remaining repeats (reported).
            state["duplicates_kept"] = len(dupes)
            break
        # Redraw later duplicates within the split (deterministic: depends only on the generated items). The
        # chunks are marked stale before the state is saved, so a kill in between replays the same round.
        for c in {i // CHUNK for i in dupes}:
            os.replace(state_dir / f"chunk-{c:05d}.json", state_dir / f"chunk-{c:05d}.stale.json")
        state["dedup_round"] = round_ + 1
        state["duplicates_in_split"] = state.get("duplicates_in_split", 0) + len(dupes)
        state["bumps"].update({str(i): a for i, a in dupes.items()})
        write_json_atomic(state_dir / "state.json", state)
    metas = [load_chunk_meta(state_dir, c) for c in range(n_chunks)]
    totals: Counter = Counter()
    for meta in metas:
        totals.update(meta["rejected"])
    shards = assemble_shards(out, job, state_dir, n_chunks)
    sft_shards = write_sft_view(out, job, state_dir) if job.split == "train" else []
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
        "answers": dict(sorted(Counter(a for m in metas for a in m["answers"]).items())),
        "difficulty": dict(sorted(Counter(d for m in metas for d in m["difficulties"]).items())),
    }
    if job.split == "test":
        write_json_atomic(state_dir / "test_keys.json", sorted({k for m in metas for ks in m["keys"] for k in ks}))
        write_sample_image(out, job)
    write_json_atomic(state_dir / "state.json", summary)
    for c in range(n_chunks):
        (state_dir / f"chunk-{c:05d}.parquet").unlink()
        (state_dir / f"chunk-{c:05d}.json").unlink()
    return JobReport(job, "resumed" if resumed else "built", time.perf_counter() - t0, summary["rejected"], shards,
                     summary["duplicates_kept"])


# ------------------------------------------------------------------------------------------------ a command

def plan_jobs(benchmarks: Iterable[str], tasks: list[str] | None, splits: list[str], n: int | None, seed: int,
              kg_path: str | None) -> list[SplitJob]:
    """Every (benchmark, task, split) of a command, all test splits first (train de-duplicates against them)."""
    jobs = []
    for split in sorted(splits, key=SPLITS.index):
        for bench in benchmarks:
            for task in task_names(bench):
                if tasks is not None and task not in tasks:
                    continue
                spec = get_task(bench, task)
                jobs.append(SplitJob(bench, task, split, n if n is not None else spec.default_n[split], seed,
                                     kg_path if bench == "m3str" else None))
    return jobs


def check_out_dir(out: Path, jobs: list[SplitJob], overwrite: bool) -> None:
    """Refuse an OUT that holds anything but mindbench builds, or a split built by a different command."""
    if out.exists() and not out.is_dir():
        raise BuildError(f"--out {out}: exists and is not a directory")
    try:
        out.mkdir(parents=True, exist_ok=True)
        probe = out / ".mindbench-write-test"
        probe.write_text("")
        probe.unlink()
    except OSError as exc:
        raise BuildError(f"--out {out}: not writable ({exc.strerror or exc})") from None
    foreign = [p.name for p in out.iterdir() if not (p.is_dir() and (p / STATE_DIR).is_dir())]
    if foreign and not overwrite:
        raise BuildError(f"--out {out}: not empty and not a mindbench build (found {', '.join(sorted(foreign)[:3])}); "
                         "choose an empty folder or pass --overwrite")
    for job in jobs:
        state = read_state(out, job)
        if state and state["fingerprint"] != job.fingerprint() and not overwrite:
            diff = fingerprint_difference(state["fingerprint"], job.fingerprint())
            raise BuildError(f"--out {out}: {job.benchmark}/{job.task}/{job.split} was built by another command "
                             f"({diff}); pass --overwrite or use another --out")


def protected_keys_for(out: Path, jobs: list[SplitJob], workers: int, progress: bool) -> frozenset[str]:
    """Keys of every test item of the jobs' benchmark that train items must not repeat.

    Read from the test splits present in OUT; a task of the command whose test split is absent gets its default
    test split built (exactly as `build` would, then discarded), so a train-only build is still disjoint from
    the test split a full build publishes.
    """
    keys: set[str] = set()
    first = jobs[0]
    for task in task_names(first.benchmark):
        job = SplitJob(first.benchmark, task, "test", get_task(first.benchmark, task).default_n["test"], first.seed,
                       first.kg_path)
        present = job_state_dir(out, job) / "test_keys.json"
        if present.exists():
            keys.update(json.loads(present.read_text()))
        elif any(j.task == task for j in jobs):
            keys.update(regenerate_test_keys(job, workers, progress))
    return frozenset(keys)


def regenerate_test_keys(job: SplitJob, workers: int, progress: bool) -> set[str]:
    """Test keys of a default test split not present in OUT: built in a scratch folder with the real builder."""
    with tempfile.TemporaryDirectory(prefix="mindbench-test-keys-") as scratch:
        build_split(Path(scratch), job, frozenset(), workers, progress)
        return set(json.loads((job_state_dir(Path(scratch), job) / "test_keys.json").read_text()))


def keys_digest(keys: frozenset[str]) -> str:
    return hashlib.sha256("\n".join(sorted(keys)).encode()).hexdigest()


def fingerprint_difference(old: dict, new: dict) -> str:
    changed = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
    return ", ".join(f"{k} {old.get(k)!r} -> {new.get(k)!r}" for k in changed)


@contextlib.contextmanager
def exclusive(out: Path, benchmarks: Iterable[str]) -> Iterator[None]:
    """One build at a time per benchmark folder (a second concurrent command gets a clear error)."""
    with contextlib.ExitStack() as stack:
        for bench in sorted(set(benchmarks)):
            state = bench_dir(out, bench) / STATE_DIR
            state.mkdir(parents=True, exist_ok=True)
            handle = stack.enter_context(open(state / "lock", "w"))
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise BuildError(f"--out {out}: another mindbench build is writing {bench}/ right now") from None
        yield


def discard_split(out: Path, job: SplitJob) -> None:
    """Forget a split (for --overwrite): unpublish it first, so a kill midway never leaves a listed half."""
    remove_published_shards(data_dir(out, job), job.split)
    remove_published_shards(sft_dir(out, job), job.split)
    state = job_state_dir(out, job) / "state.json"
    if state.exists():
        state.unlink()
    write_card_and_manifest(bench_dir(out, job.benchmark))
    shutil.rmtree(job_state_dir(out, job), ignore_errors=True)


def build(out: Path, jobs: list[SplitJob], workers: int = 1, overwrite: bool = False,
          progress: bool = True) -> list[JobReport]:
    """Run a whole build command; README.md and manifest.json of each benchmark folder touched end up current."""
    if not jobs:
        raise BuildError("nothing to build: no task matches")
    for job in jobs:  # loads and validates the KG (M3STR) before anything is written
        job.fingerprint()
    check_out_dir(out, jobs, overwrite)
    benchmarks = sorted({j.benchmark for j in jobs})
    reports: list[JobReport] = []
    protected: dict[str, frozenset[str]] = {}
    with exclusive(out, benchmarks):
        for job in jobs:
            state = read_state(out, job)
            if state and state["fingerprint"] != job.fingerprint():  # --overwrite given (checked above)
                discard_split(out, job)
                state = None
            if job.split == "train":
                if job.benchmark not in protected:
                    protected[job.benchmark] = protected_keys_for(
                        out, [j for j in jobs if j.benchmark == job.benchmark], workers, progress)
                digest = keys_digest(protected[job.benchmark])
                if state and state.get("test_keys_sha256", digest) != digest:
                    if not overwrite:
                        raise BuildError(f"--out {out}: {job.benchmark}/{job.task}/train was checked against a "
                                         "different test split; pass --overwrite to rebuild it")
                    discard_split(out, job)
                    state = None
            if state and state.get("complete"):
                reports.append(JobReport(job, "skipped", shards=state["shards"], rejected=state["rejected"],
                                         duplicates_kept=state.get("duplicates_kept", 0)))
                continue
            keys = protected.get(job.benchmark, frozenset()) if job.split == "train" else frozenset()
            reports.append(build_split(out, job, keys, workers, progress))
            write_card_and_manifest(bench_dir(out, job.benchmark))
        for bench in benchmarks:  # also after a kill between a split's completion and its card update
            write_card_and_manifest(bench_dir(out, bench))
    return reports
