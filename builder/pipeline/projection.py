"""`mindbench build --dry-run`: how many items a command builds and how long it will take, before it runs.

A short calibration draws the first few items of each task (generate + verify, exactly the work a chunk does per
item) and times them in CPU seconds; the projection multiplies by the items each split needs and schedules the
chunks on the chosen workers the way the builder does: splits one after another, a split's chunks spread over
the workers. Train splits pay for in-split redraws and test-key checks the calibration does not see, so the
projection is a floor, not a promise; the printed rejection rate of the calibration says how far off it may be.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from mindbench.builder.pipeline import jobs
from mindbench.builder.pipeline.jobs import SplitJob
from mindbench.generators.common.registry import get_task

DEFAULT_CALIBRATION = 3  # items timed per task


@dataclass(frozen=True)
class TaskCost:
    benchmark: str
    task: str
    cpu_per_item: float  # seconds of CPU per published item, redrawn rejects included
    calibrated_items: int
    rejected_draws: int


@dataclass(frozen=True)
class SplitProjection:
    job: SplitJob
    cpu_seconds: float
    wall_seconds: float


def calibrate(tasks: Iterable[tuple[str, str]], split: str, seed: int, kg_path: str | None, n_items: int,
              clock: Callable[[], float] = time.process_time) -> dict[tuple[str, str], TaskCost]:
    """CPU seconds per item of each (benchmark, task): its first `n_items` test items drawn until they verify."""
    from mindbench.builder.pipeline.workers import draw_valid_item

    costs = {}
    for benchmark, task in tasks:
        spec = get_task(benchmark, task)
        job = SplitJob(benchmark, task, split if split in spec.splits else spec.splits[0], n_items, seed,
                       kg_path if benchmark == "m3str" else None)
        draw_valid_item(spec, job, 0, 0, frozenset(), Counter())  # loads what the task caches (a KG) untimed
        rejected: Counter = Counter()
        started = clock()
        for index in range(n_items):
            draw_valid_item(spec, job, index, 0, frozenset(), rejected)
        costs[(benchmark, task)] = TaskCost(benchmark, task, (clock() - started) / n_items, n_items,
                                            sum(rejected.values()))
    return costs


def project(planned: Iterable[SplitJob], costs: dict[tuple[str, str], TaskCost], workers: int) -> list[SplitProjection]:
    """CPU and wall seconds of each split: its chunks in rounds of `workers` (the last round may be partly idle)."""
    out = []
    for job in planned:
        per_item = costs[(job.benchmark, job.task)].cpu_per_item
        chunks = [min(jobs.CHUNK, job.n - c * jobs.CHUNK) for c in job.chunk_range()]
        rounds = math.ceil(len(chunks) / max(1, workers))
        wall = rounds * jobs.CHUNK * per_item if len(chunks) > workers else max(chunks, default=0) * per_item
        out.append(SplitProjection(job, sum(chunks) * per_item, min(wall, sum(chunks) * per_item)))
    return out


def duration(seconds: float) -> str:
    """12.3 s, 4 min 05 s, 1 h 02 min."""
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(round(seconds), 60)
    if minutes < 60:
        return f"{minutes} min {secs:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


def report_lines(projections: list[SplitProjection], costs: dict[tuple[str, str], TaskCost], workers: int,
                 executor: str) -> list[str]:
    """The dry-run table: per task the items, CPU per item and projected CPU; then the totals."""
    lines = [f"{'task':<44} {'items':>7} {'ms/item':>8} {'CPU':>12}"]
    by_task: dict[tuple[str, str], list[SplitProjection]] = {}
    for p in projections:
        by_task.setdefault((p.job.benchmark, p.job.task), []).append(p)
    for key, group in by_task.items():
        cost = costs[key]
        items = sum(p.job.items for p in group)
        lines.append(f"{key[0] + '/' + key[1]:<44} {items:>7} {1000 * cost.cpu_per_item:>8.1f} "
                     f"{duration(sum(p.cpu_seconds for p in group)):>12}"
                     + (f"  ({cost.rejected_draws} rejected in calibration)" if cost.rejected_draws else ""))
    total_items = sum(p.job.items for p in projections)
    cpu = sum(p.cpu_seconds for p in projections)
    wall = sum(p.wall_seconds for p in projections)
    lines.append(f"total: {total_items} items, projected CPU {duration(cpu)}, projected wall {duration(wall)} on "
                 f"{workers} worker{'s' if workers != 1 else ''} ({executor} executor); a floor: redraws of in-split "
                 "repeats, test-key checks and writing shards come on top")
    return lines
