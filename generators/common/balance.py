"""Exact answer-position balancing per (task, split) that still lets every index be generated alone.

Indices are grouped in blocks of `n` consecutive items; each block is a seeded permutation of the
positions 0..n-1. Any prefix 0..N-1 therefore holds each position floor(N/n) or ceil(N/n) times, and a
redrawn item (new attempt) keeps its index's position.
"""

from __future__ import annotations

import numpy as np

from mindbench.generators.common.rng import derive_seed


def balanced_slot(benchmark: str, task: str, split: str, base_seed: int, index: int, n: int) -> int:
    """The slot (0..n-1) assigned to `index`; counts over indices 0..N-1 differ by at most one."""
    if n < 1:
        raise ValueError(f"n must be positive, got {n}")
    block, offset = divmod(index, n)
    rng = np.random.default_rng(derive_seed("balance", benchmark, task, split, base_seed, block))
    return int(rng.permutation(n)[offset])


def place_correct(correct: object, distractors: list[tuple[object, str]], slot: int,
                  rng: np.random.Generator) -> tuple[list[object], list[str]]:
    """Options with `correct` at `slot` and the distractors shuffled into the other slots.

    Returns (options, kinds) where kinds[slot] == "correct".
    """
    order = [distractors[i] for i in rng.permutation(len(distractors))]
    options: list[object] = []
    kinds: list[str] = []
    for pos in range(len(distractors) + 1):
        if pos == slot:
            options.append(correct)
            kinds.append("correct")
        else:
            obj, kind = order.pop(0)
            options.append(obj)
            kinds.append(kind)
    return options, kinds
