"""Per-item random streams derived from every input, so any index range is generated alone and identically."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

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


# numpy's draws replayed in Python. Generator.random, .uniform, .integers and .choice spend most of their time on
# argument handling; a task that draws thousands of scalars per item computes the same values from the bit
# generator's own outputs instead. They follow numpy's algorithms for PCG64 (numpy is pinned in constraints.txt), and
# tests/test_rng.py holds them to the Generator's values and final state, so an upgrade that changes an algorithm
# fails a test instead of changing items.

LOW32 = 0xFFFFFFFF
UNIT = 2.0 ** -53  # numpy's double: the top 53 bits of a 64-bit output times this


def bounded_integer(rng: np.random.Generator, n: int) -> int:
    """`int(rng.integers(n))` for 1 <= n <= 2**32, the same draw from the same stream.

    `next_uint32` through the bit generator's ctypes interface is the very function numpy calls (PCG64 serves it from
    halves of one 64-bit output, keeping the spare half in its state)."""
    if n == 1:
        return 0
    interface = rng.bit_generator.ctypes
    return bounded_from_words(interface.next_uint32, interface.state_address, n)


def bounded_from_words(draw: Any, state: Any, n: int) -> int:
    """`bounded_integer` on a bit generator's ctypes `next_uint32` and state address, for a loop that looks them up
    once instead of once per draw.

    numpy draws it by Lemire's method on the bit generator's 32-bit output: m = next_uint32 · n, redrawn while its
    low 32 bits fall under (2**32 - n) mod n, and the integer is m's high 32 bits; n = 1 draws nothing."""
    if n == 1:
        return 0
    m = draw(state) * n
    if (m & LOW32) < n:
        threshold = (LOW32 - (n - 1)) % n
        while (m & LOW32) < threshold:
            m = draw(state) * n
    return m >> 32


class RawDraws:
    """A Generator's `random()`, `uniform(lo, hi)`, `integers(n)` and `choice(seq)` computed in Python from blocks
    of its bit generator's raw 64-bit outputs, as numpy computes them: a double is an output's top 53 bits times
    2**-53 and `uniform` is lo + (hi − lo) · double; a bounded integer is Lemire's method on 32-bit words, each the
    low half of a fresh output whose high half numpy keeps for the next word (`has_uint32` and `uinteger` in the
    state). `close` leaves the generator where its own calls would have: the same outputs consumed, the same word
    kept, whatever the block size. Between the two only this object may draw (`with RawDraws(rng) as draws:`
    closes it on the way out, a return included)."""

    __slots__ = ("_bitgen", "_state", "_raw", "_size", "_pos", "_has32", "_word")

    def __init__(self, rng: np.random.Generator, block: int = 512) -> None:
        bitgen = rng.bit_generator
        self._bitgen, self._state = bitgen, bitgen.state
        self._has32, self._word = self._state["has_uint32"], self._state["uinteger"]
        self._raw: list[int] = bitgen.random_raw(block).tolist()
        self._size, self._pos = block, 0

    def _more(self) -> None:
        """Twice the outputs held: the next block continues the stream."""
        self._raw += self._bitgen.random_raw(self._size).tolist()
        self._size *= 2

    def random(self) -> float:
        """`Generator.random()`."""
        p = self._pos
        if p == self._size:
            self._more()
        self._pos = p + 1
        return (self._raw[p] >> 11) * UNIT

    def uniform(self, lo: float, hi: float) -> float:
        """`float(Generator.uniform(lo, hi))`: numpy draws it as `lo + (hi - lo) * next_double`, two roundings."""
        p = self._pos
        if p == self._size:
            self._more()
        self._pos = p + 1
        return lo + (hi - lo) * ((self._raw[p] >> 11) * UNIT)

    def _next32(self) -> int:
        if self._has32:
            self._has32 = 0
            return self._word
        p = self._pos
        if p == self._size:
            self._more()
        self._pos = p + 1
        out = self._raw[p]
        self._has32, self._word = 1, out >> 32
        return out & LOW32

    def integers(self, n: int) -> int:
        """`int(Generator.integers(n))` for 1 <= n <= 2**32."""
        if n == 1:
            return 0
        m = self._next32() * n
        if (m & LOW32) < n:
            threshold = (LOW32 - (n - 1)) % n
            while (m & LOW32) < threshold:
                m = self._next32() * n
        return m >> 32

    def pick(self, seq: Sequence[Any]) -> Any:
        """`Generator.choice(seq)`: `seq[integers(len(seq))]`."""
        return seq[self.integers(len(seq))]

    def __enter__(self) -> RawDraws:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Leave the generator as its own calls would: from the state it had, the outputs drawn here consumed and
        numpy's 32-bit word as these draws left it."""
        bitgen = self._bitgen
        bitgen.state = self._state
        bitgen.random_raw(self._pos, output=False)
        state = bitgen.state
        state["has_uint32"], state["uinteger"] = self._has32, self._word
        bitgen.state = state
