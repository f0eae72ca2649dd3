"""Per-item random streams derived from every input, so any index range is generated alone and identically."""

from __future__ import annotations

import hashlib

import numpy as np

from mindbench.generators import GENERATOR_VERSION


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from a tuple of parts (stable across processes, unlike hash())."""
    text = "\x1f".join(str(p) for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


def item_seed(benchmark: str, task: str, split: str, base_seed: int, index: int, attempt: int = 0) -> int:
    """The item's seed: a pure function of (benchmark, task, split, base seed, generator version, index, attempt)."""
    return derive_seed(benchmark, task, split, base_seed, GENERATOR_VERSION, index, attempt)


def item_rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)
