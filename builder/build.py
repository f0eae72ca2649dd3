"""`mindbench build`: generate, verify, de-duplicate and stream items into a Hub-ready Parquet folder.

Work is split into fixed chunks of CHUNK consecutive indices (one Parquet row group each), generated in
parallel; finished chunks live under `<bench>/.mindbench/<task>/<split>/` until every chunk of the split is
done, then shards are assembled from them and moved into `data/` together (one directory rename while the folder
has no finished split, so `load_dataset`'s file discovery never sees part of one). A build killed at any moment
(SIGKILL included; pool workers die with their parent) therefore never leaves a shard that `load_dataset` would
read, and the same command resumes from the finished chunks. Output bytes depend only on the command, never on
`--workers`.

`--shard K/N` builds only the K-th of N contiguous, disjoint slices of a split's chunks and stops before
assembling; `mindbench.builder.merge` gathers the slices of several such folders and finishes the split exactly as one
machine would (the in-split de-duplication rounds and the assembly run there), so the rows are byte-identical.
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import hashlib
import json
import multiprocessing as mp
import os
import shutil
import signal
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
from tqdm import tqdm

from mindbench.builder.audit import refresh_audit
from mindbench.builder.manifest import STATE_DIR, finished_splits, write_card_and_manifest
from mindbench.builder.schema import rows_to_table
from mindbench.generators import GENERATOR_VERSION
from mindbench.generators.common.item import COLUMNS, SPLITS, Item, RejectDraw, VerificationError
from mindbench.generators.common.registry import TaskSpec, get_task, task_names
from mindbench.generators.common.task import BuildOptions

CHUNK = 25  # items per work unit and per Parquet row group
SHARD_ROWS = 1000  # rows per published shard (a multiple of CHUNK)
MAX_ATTEMPTS = 200  # redraws per index before the build gives up on a task
MAX_DEDUP_ROUNDS = 8  # redraw rounds for repeats inside a split before the rest are kept
# zstd finds what PNGs of one row group share (same layout, same palette) and shrinks the SVG and params text:
# ~18% smaller shards than snappy for 0.3 ms/item; deterministic bytes for a given pyarrow.
PARQUET_OPTIONS = {"compression": "zstd", "compression_level": 3}


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
    shard: tuple[int, int] | None = None  # (K, N): only the K-th of N slices of the chunks (see `chunk_range`)

    @property
    def options(self) -> BuildOptions:
        return BuildOptions(kg_path=self.kg_path)

    @property
    def n_chunks(self) -> int:
        return -(-self.n // CHUNK)

    def chunk_range(self) -> range:
        """The chunks this job generates: all of them, or its shard's contiguous slice (disjoint, covering)."""
        if self.shard is None:
            return range(self.n_chunks)
        k, parts = self.shard
        return range(self.n_chunks * k // parts, self.n_chunks * (k + 1) // parts)

    @property
    def items(self) -> int:
        """Items this job generates (its slice for a shard)."""
        return sum(min(CHUNK, self.n - c * CHUNK) for c in self.chunk_range())

    def unsharded(self) -> SplitJob:
        return replace(self, shard=None)

    def fingerprint(self) -> dict:
        """Everything the bytes of this split depend on (and, for a shard, which slice it is)."""
        fp = {"benchmark": self.benchmark, "task": self.task, "split": self.split, "n": self.n, "seed": self.seed,
              "generator_version": GENERATOR_VERSION, "chunk": CHUNK, "shard_rows": SHARD_ROWS,
              "columns": list(COLUMNS)}
        if self.benchmark == "m3str":
            fp["kg"] = kg_identity(self.kg_path)
        if self.split == "train":  # the train split also writes the SFT view, whose rows carry the prompt
            from mindbench.builder.sft import prompt_fingerprint

            fp["sft_prompt"] = prompt_fingerprint(self.benchmark, self.task)
        if self.shard is not None:
            fp["shard"] = list(self.shard)
        return fp


def kg_identity(kg_path: str | None) -> str:
    """Content hash of the KG the M3STR generators will read (default bundle when None)."""
    from mindbench.generators.m3str.kg import cached_kg, default_kg_path

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


def tmp_path(path: Path) -> Path:
    """A writer's private temporary name beside `path` (two processes never share one)."""
    return path.with_name(f"{path.name}.{os.getpid()}.tmp")


def write_json_atomic(path: Path, obj: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = tmp_path(path)
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
    tmp = tmp_path(state / f"chunk-{chunk:05d}.parquet")
    pq.write_table(rows_to_table(rows), tmp, row_group_size=CHUNK, **PARQUET_OPTIONS)
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


# ------------------------------------------------------------------------------------------------ one split

def load_chunk_meta(state: Path, chunk: int) -> dict | None:
    path = state / f"chunk-{chunk:05d}.json"
    return json.loads(path.read_text()) if path.exists() else None


def iter_chunk_metas(state: Path, n_chunks: int) -> Iterator[dict]:
    """Every chunk's meta, one at a time (memory stays flat in the split size)."""
    for c in range(n_chunks):
        yield load_chunk_meta(state, c)


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
                writer = pq.ParquetWriter(path, table.schema, **PARQUET_OPTIONS)
            writer.write_table(table, row_group_size=CHUNK)
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
    from mindbench.builder.sft import sft_features, sft_row

    staging = state / "sft"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    schema = sft_features().arrow_schema
    sources = sorted(data_dir(out, job).glob(f"{job.split}-*-of-*.parquet"))
    shards = []
    for source in sources:
        parquet = pq.ParquetFile(source)
        path = staging / source.name
        with pq.ParquetWriter(path, schema, **PARQUET_OPTIONS) as writer:
            for group in range(parquet.num_row_groups):
                rows = [sft_row(r) for r in parquet.read_row_group(group).to_pylist()]
                writer.write_table(pa.Table.from_pylist(rows, schema=schema), row_group_size=CHUNK)
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


def sft_dir(out: Path, job: SplitJob) -> Path:
    from mindbench.builder.sft import SFT_SUFFIX

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
        redo = sum(min(CHUNK, job.n - c * CHUNK) for c in todo)
        round_ = state.get("dedup_round", 0)
        desc = f"{job.benchmark}/{job.task}/{job.split}" + (f" (redraw round {round_})" if round_ else "") + \
            (f" shard {job.shard[0]}/{job.shard[1]}" if job.shard else "")
        with tqdm(total=redo, unit="item", desc=desc, disable=not progress or not todo, dynamic_ncols=True) as bar:
            rejected = 0
            for result in run_chunks(job, todo, protected, bumps, state_dir, workers):
                rejected += sum(result.rejected.values())
                bar.update(result.count)
                bar.set_postfix(rejected=rejected)
        if job.shard is not None:
            return finish_shard(out, job, state, protected, resumed, time.perf_counter() - t0)
        dupes = duplicate_indices(iter_chunk_metas(state_dir, n_chunks))
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


def remove_chunk_files(state_dir: Path) -> None:
    for path in state_dir.glob("chunk-*"):
        path.unlink()


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


# ------------------------------------------------------------------------------------------------ a command

def plan_jobs(benchmarks: Iterable[str], tasks: list[str] | None, splits: list[str], n: int | None, seed: int,
              kg_path: str | None, shard: tuple[int, int] | None = None) -> list[SplitJob]:
    """Every (benchmark, task, split) of a command, all test splits first (train de-duplicates against them). A task
    without a split (a test-only task has no train: `TaskSpec.splits`) gets no job for it."""
    jobs = []
    for split in sorted(splits, key=SPLITS.index):
        for bench in benchmarks:
            for task in task_names(bench):
                if tasks is not None and task not in tasks:
                    continue
                spec = get_task(bench, task)
                if split not in spec.splits:
                    continue
                jobs.append(SplitJob(bench, task, split, n if n is not None else spec.default_n[split], seed,
                                     kg_path if bench == "m3str" else None, shard))
    return jobs


SOURCE_ROOT = Path(__file__).resolve().parents[1]  # the checkout, or site-packages for an installed wheel
SOURCE_PACKAGES = ("builder", "generators", "lmms_tasks", "hf_dataset", "tests")


def check_safe_folder(folder: Path, what: str) -> None:
    """Refuse a folder the build would write through a symbolic link, or one in (or holding) the source tree.

    Removing stale shards and renaming folders must never reach outside the folder named on the command line.
    """
    if folder.is_symlink():
        raise BuildError(f"{what} {folder}: is a symbolic link (to {os.readlink(folder)}); name the real folder")
    resolved = folder.resolve()
    if resolved == SOURCE_ROOT or SOURCE_ROOT.is_relative_to(resolved) or any(
            resolved.is_relative_to(SOURCE_ROOT / pkg) for pkg in SOURCE_PACKAGES):
        raise BuildError(f"{what} {folder}: is the source tree or inside its packages ({SOURCE_ROOT}); "
                         "choose a folder of its own")
    if folder.is_dir():
        for top in folder.iterdir():
            if top.is_symlink():
                raise BuildError(f"{what} {folder}: {top.name} is a symbolic link; a build writes only real folders")
            if top.is_dir() and (top / STATE_DIR).exists():
                for root, dirs, files in os.walk(top):
                    for name in dirs + files:
                        if os.path.islink(os.path.join(root, name)):
                            link = Path(root, name).relative_to(folder)
                            raise BuildError(f"{what} {folder}: {link} is a symbolic link; a build writes only "
                                             "real folders")


def check_out_dir(out: Path, jobs: list[SplitJob], overwrite: bool) -> None:
    """Refuse an OUT that holds anything but mindbench builds, or a split built by a different command."""
    if out.exists() and not out.is_dir():
        raise BuildError(f"--out {out}: exists and is not a directory")
    check_safe_folder(out, "--out")
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


def fingerprint_difference(old: dict, new: dict) -> str:
    changed = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
    return ", ".join(f"{k} {old.get(k)!r} -> {new.get(k)!r}" for k in changed)


@contextlib.contextmanager
def exclusive(out: Path, benchmarks: Iterable[str]) -> Iterator[None]:
    """One build at a time per benchmark folder (a second concurrent command gets a clear error), with Arrow on the
    system allocator: mimalloc (Arrow's default) keeps the churn of reading and writing chunks, so the peak RSS
    of a build grew with N (measured: +8% from 1,000 to 4,000 items; +3.5% on the system allocator)."""
    with contextlib.ExitStack() as stack:
        previous = pa.default_memory_pool()
        pa.set_memory_pool(pa.system_memory_pool())
        stack.callback(pa.set_memory_pool, previous)
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


def refresh_card(folder: Path) -> None:
    """Card and manifest from the finished splits; a folder with none (yet) gets no card."""
    if finished_splits(folder) or (folder / "README.md").exists():
        write_card_and_manifest(folder)


def build(out: Path, jobs: list[SplitJob], workers: int = 1, overwrite: bool = False,
          progress: bool = True, test_keys_from: Path | None = None) -> list[JobReport]:
    """Run a whole build command; README.md and manifest.json of each benchmark folder touched end up current."""
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
    with exclusive(out, benchmarks):
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
            reports.append(build_split(out, job, keys, workers, progress))
            refresh_card(bench_dir(out, job.benchmark))
        for bench in benchmarks:  # also after a kill between a split's completion and its card update
            refresh_audit(bench_dir(out, bench), workers)
            refresh_card(bench_dir(out, bench))
    return reports
