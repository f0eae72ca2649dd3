"""Per-item random streams derived from every input, so any index range is generated alone and identically."""

from __future__ import annotations

import hashlib

import numpy as np

from mindbench.generators import GENERATOR_VERSION, SEED_EPOCHS


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from a tuple of parts (stable across processes, unlike hash())."""
    text = "\x1f".join(str(p) for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


def item_seed(benchmark: str, task: str, split: str, base_seed: int, index: int, attempt: int = 0) -> int:
    """The item's seed: a pure function of (benchmark, task, split, base seed, the benchmark's seed epoch, index,
    attempt); the seed epoch is the generator version at which the benchmark's draws last changed (SEED_EPOCHS)."""
    return derive_seed(benchmark, task, split, base_seed, seed_epoch(benchmark), index, attempt)


def seed_epoch(benchmark: str) -> str:
    """The generator version whose draws the benchmark's items keep (GENERATOR_VERSION unless SEED_EPOCHS says)."""
    return SEED_EPOCHS.get(benchmark, GENERATOR_VERSION)


def item_rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)
