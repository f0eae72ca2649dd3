"""What a build command asks for: one `SplitJob` per (benchmark, task, split), planned from the command line, with
the fingerprint of everything its bytes depend on.

Work is split into fixed chunks of CHUNK consecutive indices (one Parquet row group each); a split's shards hold
SHARD_ROWS rows. The other pipeline modules read both as `jobs.CHUNK` / `jobs.SHARD_ROWS` at call time, so one
assignment here (a test's smaller sizes) reaches all of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from mindbench.generators import GENERATOR_VERSION
from mindbench.generators.common.item import COLUMNS, SPLITS
from mindbench.generators.common.registry import get_task, task_names
from mindbench.generators.common.task import BuildOptions
from mindbench.generators.m3str.kg import cached_kg, default_kg_path
from mindbench.hf_dataset.sft import prompt_fingerprint

CHUNK = 25  # items per work unit and per Parquet row group

SHARD_ROWS = 1000  # rows per published shard (a multiple of CHUNK)


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
        """Items this job generates (its slice for a shard), counted without walking the chunks (--n may be huge)."""
        chunks = self.chunk_range()
        return max(0, min(self.n, chunks.stop * CHUNK) - chunks.start * CHUNK)

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
            fp["sft_prompt"] = prompt_fingerprint(self.benchmark, self.task)
        if self.shard is not None:
            fp["shard"] = list(self.shard)
        return fp

def kg_identity(kg_path: str | None) -> str:
    """Content hash of the KG the M3STR generators will read (default bundle when None)."""
    return cached_kg(str(kg_path or default_kg_path())).content_hash()

@dataclass
class JobReport:
    job: SplitJob
    status: str  # built | resumed | skipped
    seconds: float = 0.0
    rejected: dict = field(default_factory=dict)
    shards: list[dict] = field(default_factory=list)
    duplicates_kept: int = 0

def plan_jobs(benchmarks: Iterable[str], tasks: list[str] | None, splits: list[str], n: int | None, seed: int,
              kg_path: str | None, shard: tuple[int, int] | None = None) -> list[SplitJob]:
    """Every (benchmark, task, split) of a command, all test splits first (train de-duplicates against them). A task
    without a split (a test-only task has no train: `TaskSpec.splits`) gets no job for it. `n` counts in each task's
    `items_per_count` (a style variant's source maps, each drawn in all its styles)."""
    jobs = []
    for split in sorted(splits, key=SPLITS.index):
        for bench in benchmarks:
            for task in task_names(bench):
                if tasks is not None and task not in tasks:
                    continue
                spec = get_task(bench, task)
                if split not in spec.splits:
                    continue
                size = n * spec.items_per_count if n is not None else spec.default_n[split]
                jobs.append(SplitJob(bench, task, split, size, seed, kg_path if bench == "m3str" else None, shard))
    return jobs
