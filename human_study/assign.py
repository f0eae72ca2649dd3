"""Which items a new participant answers: least-answered first, balanced over tasks and difficulty.

This is inverse-frequency weighting in its deterministic form: an item's priority falls with the number of
answers it already has (or is about to get: items handed to participants active in the last hour count too), and
among equals the draw is random. Per participant:

1. the `n` slots are shared out over tasks as evenly as their sizes allow (quotas differ by at most one; a spare
   slot goes to the task whose items have the fewest answers on average);
2. inside a task, the same over its difficulty levels;
3. inside a (task, difficulty) stratum, the `q` items with the fewest answers are taken, ties broken at random;
4. the chosen items are shown in a random order, each item at most once.

Consequence (the bound the load test checks): when everyone finishes, the answer counts of the items of one stratum
differ by at most one — `floor(T/size)` or `ceil(T/size)` with `T` the stratum's answers.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass


@dataclass(frozen=True)
class Candidate:
    item_id: str
    task: str
    difficulty: str
    count: int  # answers given plus answers pending with active participants


def _share(n: int, groups: dict[str, list[Candidate]], rng: random.Random) -> dict[str, int]:
    """Quota per group: as even as capacities allow; spare units to the least-answered groups (random ties)."""
    quota = dict.fromkeys(groups, 0)
    load = {g: sum(c.count for c in members) / len(members) for g, members in groups.items()}
    noise = {g: rng.random() for g in groups}
    for _ in range(n):
        open_groups = [g for g in groups if quota[g] < len(groups[g])]
        if not open_groups:
            break
        best = min(open_groups, key=lambda g: (quota[g], load[g], noise[g]))
        quota[best] += 1
    return quota


def choose_items(candidates: list[Candidate], n: int, rng: random.Random) -> list[str]:
    """`min(n, len(candidates))` distinct item ids, in presentation order."""
    by_task: dict[str, list[Candidate]] = defaultdict(list)
    for candidate in candidates:
        by_task[candidate.task].append(candidate)
    chosen: list[str] = []
    for task, task_quota in _share(n, dict(sorted(by_task.items())), rng).items():
        by_level: dict[str, list[Candidate]] = defaultdict(list)
        for candidate in by_task[task]:
            by_level[candidate.difficulty].append(candidate)
        for level, quota in _share(task_quota, dict(sorted(by_level.items())), rng).items():
            ranked = sorted(by_level[level], key=lambda c: (c.count, rng.random()))
            chosen += [c.item_id for c in ranked[:quota]]
    rng.shuffle(chosen)
    return chosen
