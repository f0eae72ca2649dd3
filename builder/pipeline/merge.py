"""`mindbench merge OUT DIR...`: finish the splits that `mindbench build --shard K/N` built on several machines.

Each DIR is the `--out` of one shard build. For every (benchmark, task, split) found there, the N slices must all be
present once, finished, and agree on everything the split's bytes depend on (and, for train, on the test keys they
were checked against). Their chunks are copied into OUT's build state and the split is finished exactly as a
single-machine build finishes it: the in-split de-duplication rounds (redrawing the few repeats, here), shard
assembly, the SFT view, card and manifest. The rows are therefore byte-identical to `mindbench build` of the same
command without `--shard`. A killed merge resumes when run again; OUT may already hold other splits (the test split).
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from mindbench.builder.pipeline.audit import refresh_audit
from mindbench.builder.pipeline.folders import check_out_dir, check_safe_folder, exclusive, fingerprint_difference
from mindbench.builder.pipeline.jobs import BuildError, JobReport, SplitJob
from mindbench.builder.pipeline.layout import (
    STATE_DIR,
    bench_dir,
    job_state_dir,
    load_chunk_meta,
    read_state,
    tmp_path,
    write_json_atomic,
)
from mindbench.builder.pipeline.run import SHARD_KEYS, build_split, keys_digest, refresh_card
from mindbench.generators.common.item import SPLITS


@dataclass
class ShardFolder:
    root: Path  # the shard build's --out
    state: dict

    @property
    def shard(self) -> tuple[int, int]:
        k, n = self.state["fingerprint"]["shard"]
        return k, n


def find_shards(dirs: list[Path]) -> dict[tuple[str, str, str], list[ShardFolder]]:
    """(benchmark, task, split) -> the shard states found in `dirs`."""
    found: dict[tuple[str, str, str], list[ShardFolder]] = {}
    for root in dirs:
        if not root.is_dir():
            raise BuildError(f"merge: {root}: not a directory")
        check_safe_folder(root, "merge:")
        for path in sorted(root.glob(f"*/{STATE_DIR}/*/*/state.json")):
            state = json.loads(path.read_text())
            if "shard" not in state.get("fingerprint", {}):
                continue  # a finished unsharded split (e.g. the test split built first): not merged from here
            bench, task, split = path.parents[3].name, path.parent.parent.name, path.parent.name
            found.setdefault((bench, task, split), []).append(ShardFolder(root, state))
    if not found:
        raise BuildError(f"merge: no shard builds in {', '.join(map(str, dirs))} (build them with --shard K/N)")
    return found


def plan_merge(found: dict[tuple[str, str, str], list[ShardFolder]]) -> list[tuple[SplitJob, list[ShardFolder]]]:
    """The split jobs to finish, test splits first, each with its shards in order; refuses any inconsistency."""
    plans = []
    for (bench, task, split), shards in sorted(found.items(), key=lambda kv: (SPLITS.index(kv[0][2]), kv[0])):
        name = f"{bench}/{task}/{split}"
        parts = {s.shard[1] for s in shards}
        if len(parts) != 1:
            raise BuildError(f"merge: {name}: shards of different counts N ({sorted(parts)})")
        total = parts.pop()
        by_k: dict[int, ShardFolder] = {}
        for s in shards:
            k = s.shard[0]
            if k in by_k:
                raise BuildError(f"merge: {name}: shard {k}/{total} found twice ({by_k[k].root} and {s.root})")
            by_k[k] = s
        missing = sorted(set(range(total)) - set(by_k))
        if missing:
            raise BuildError(f"merge: {name}: shard(s) {', '.join(f'{k}/{total}' for k in missing)} missing")
        unfinished = [f"{k}/{total} in {s.root}" for k, s in sorted(by_k.items()) if not s.state.get("shard_complete")]
        if unfinished:
            raise BuildError(f"merge: {name}: shard {unfinished[0]} is not finished; rerun its build command")
        ordered = [by_k[k] for k in range(total)]
        job = SplitJob(**ordered[0].state["job"])
        expected = job.fingerprint()
        for s in ordered:
            fp = {k: v for k, v in s.state["fingerprint"].items() if k != "shard"}
            if fp != expected:
                raise BuildError(f"merge: {name}: shard {s.shard[0]}/{total} in {s.root} differs from this "
                                 f"installation's build ({fingerprint_difference(fp, expected)})")
        digests = {s.state.get("test_keys_sha256") for s in ordered}
        if len(digests) != 1:
            raise BuildError(f"merge: {name}: shards were checked against different test splits "
                             "(build every train shard with the same --test-keys)")
        plans.append((job, ordered))
    return plans


def copy_atomic(source: Path, target: Path) -> None:
    tmp = tmp_path(target)
    shutil.copyfile(source, tmp)
    os.replace(tmp, target)


def gather_chunks(out: Path, job: SplitJob, shards: list[ShardFolder]) -> frozenset[str]:
    """Copy every shard's chunks into OUT's state folder (meta last: it marks a chunk done); the test keys."""
    target = job_state_dir(out, job)
    target.mkdir(parents=True, exist_ok=True)
    protected: frozenset[str] = frozenset()
    for shard in shards:
        source = job_state_dir(shard.root, job)
        lo, hi = shard.state["chunks"]
        for c in range(lo, hi):
            if load_chunk_meta(target, c) is not None:
                continue
            copy_atomic(source / f"chunk-{c:05d}.parquet", target / f"chunk-{c:05d}.parquet")
            copy_atomic(source / f"chunk-{c:05d}.json", target / f"chunk-{c:05d}.json")
        if job.split == "train":
            protected = frozenset(json.loads((source / SHARD_KEYS).read_text()))
    if job.split == "train" and keys_digest(protected) != shards[0].state.get("test_keys_sha256"):
        raise BuildError(f"merge: {job.benchmark}/{job.task}/train: the shards' test keys do not match their digest")
    return protected


def check_test_keys_of_out(out: Path, job: SplitJob, digest: str | None) -> None:
    """A train split merged beside finished test splits must have been checked against exactly those."""
    present = sorted(bench_dir(out, job.benchmark).glob(f"{STATE_DIR}/*/test/test_keys.json"))
    if not present:
        return
    keys = frozenset(k for path in present for k in json.loads(path.read_text()))
    if keys_digest(keys) != digest:
        raise BuildError(f"merge: {job.benchmark}/{job.task}/train: its shards were checked against other test "
                         f"splits than the ones in {out}; build the train shards with --test-keys pointing at them")


def merge(out: Path, dirs: list[Path], workers: int = 1, progress: bool = True) -> list[JobReport]:
    """Merge the shard builds in `dirs` into the Hub-ready folder(s) under `out`."""
    plans = plan_merge(find_shards(dirs))
    if any(out.resolve() == d.resolve() for d in dirs):
        raise BuildError(f"merge: OUT {out} is one of the shard folders; merge into a folder of its own")
    jobs = [job for job, _ in plans]
    check_out_dir(out, jobs, overwrite=False)
    benchmarks = sorted({j.benchmark for j in jobs})
    reports = []
    with exclusive(out, benchmarks):
        for bench in benchmarks:
            refresh_card(bench_dir(out, bench))
        for job, shards in plans:
            state = read_state(out, job)
            if state and state.get("complete"):
                reports.append(JobReport(job, "skipped", shards=state["shards"], rejected=state["rejected"],
                                         duplicates_kept=state.get("duplicates_kept", 0)))
                continue
            if job.split == "train":
                check_test_keys_of_out(out, job, shards[0].state.get("test_keys_sha256"))
            protected = gather_chunks(out, job, shards)
            if job.split == "train" and state and state.get("test_keys_sha256") not in (None, keys_digest(protected)):
                raise BuildError(f"merge: {out}: {job.benchmark}/{job.task}/train was started with other test keys")
            if state is None:
                write_json_atomic(job_state_dir(out, job) / "state.json",
                                  {"fingerprint": job.fingerprint(), "complete": False, "bumps": {}})
            report = build_split(out, job, protected, workers, progress)
            report.status = "merged"
            reports.append(report)
            refresh_card(bench_dir(out, job.benchmark))
        for bench in benchmarks:
            refresh_audit(bench_dir(out, bench), workers)
            refresh_card(bench_dir(out, bench))
    return reports
