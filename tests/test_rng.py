"""numpy's draws replayed in Python (`rng.bounded_integer`, `rng.RawDraws`): items of several tasks depend on them
drawing exactly what `Generator` draws and leaving its stream exactly where its own calls leave it."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.generators.common.rng import RawDraws, bounded_integer

WIDE_BOUNDS = [1, 2, 3, 5, 6, 7, 12, 100, 1000, 2**31 - 1, 2**31 + 1, 3 * 2**30, 2**32 - 5, 2**32]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), bounds=st.lists(st.sampled_from(WIDE_BOUNDS), min_size=1, max_size=40))
def test_the_cheap_integer_draw_is_numpy_s_own(seed: int, bounds: list[int]) -> None:
    """Bounds near 2**32 are redrawn often; odd and even draws share 64-bit outputs; n = 1 draws nothing."""
    ours, numpys = np.random.default_rng(seed), np.random.default_rng(seed)
    for n in bounds:
        assert bounded_integer(ours, n) == int(numpys.integers(n))
        assert ours.bit_generator.state == numpys.bit_generator.state
    assert ours.random() == numpys.random()


def test_the_cheap_integer_draw_interleaves_with_the_generator_s_own_calls() -> None:
    """Doubles, permutations and choices between the draws see the stream as numpy's own integers leave it."""
    meta = np.random.default_rng(15)
    ranges = [1, 2, 3, 4, 8, 9, 2**31 + 12345, 3 * 2**30, 2**32 - 1]
    for seed in range(200):
        ref, fast = np.random.default_rng(seed), np.random.default_rng(seed)
        for _ in range(60):
            n = ranges[int(meta.integers(len(ranges)))]
            assert int(ref.integers(n)) == bounded_integer(fast, n)
            other = int(meta.integers(4))
            if other == 0:
                assert ref.random() == fast.random()
            elif other == 1:
                assert ref.permutation(3).tolist() == fast.permutation(3).tolist()
            elif other == 2:
                assert ref.choice(9, size=4, replace=False).tolist() == fast.choice(9, size=4, replace=False).tolist()
        assert ref.bit_generator.state == fast.bit_generator.state


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), block=st.sampled_from([1, 2, 3, 8, 512]), ops=st.lists(st.one_of(
    st.just(0), st.sampled_from([1, 2, 3, 5, 7, 12, 100, 2**31 + 1, 3 * 2**30, 2**32 - 5, 2**32])),
    min_size=0, max_size=60))
def test_raw_draws_replay_the_generator(seed: int, block: int, ops: list[int]) -> None:
    """`random()` and `uniform` (op 0), `integers(n)` and `pick` from raw outputs, and once closed the Generator where
    its own calls leave it: blocks of one output refill at every draw, bounds near 2**32 are redrawn often, doubles
    and 32-bit words interleave, and the draws start on a half-used word."""
    ours, numpys = np.random.default_rng(seed), np.random.default_rng(seed)
    ours.integers(7), numpys.integers(7)
    draws = RawDraws(ours, block)
    for n in ops:
        if n == 0:
            assert draws.random() == numpys.random()
            assert draws.uniform(0.25, 0.45) == numpys.uniform(0.25, 0.45)
        else:
            assert draws.integers(n) == int(numpys.integers(n))
    assert draws.pick((-1, 1)) == int(numpys.choice([-1, 1]))
    draws.close()
    assert ours.bit_generator.state == numpys.bit_generator.state
    assert ours.integers(5) == numpys.integers(5) and ours.random() == numpys.random()


def test_raw_draws_uniform_over_wide_ranges_and_the_context_closes_them() -> None:
    """Uniform draws over ranges of several hundred units give numpy's own floats, and leaving `with` closes the
    draws (a half-used word included), from a fresh or a half-used word, across small refilling blocks."""
    for seed in range(200):
        ours, numpys = np.random.default_rng(seed), np.random.default_rng(seed)
        if seed % 2:
            assert int(ours.integers(3)) == int(numpys.integers(3))
        pick = np.random.default_rng(10_000 + seed)
        with RawDraws(ours, block=1 + seed % 7) as draws:
            for _ in range(60):
                kind = int(pick.integers(4))
                if kind == 0:
                    lo, hi = float(pick.uniform(-300, 300)), float(pick.uniform(300, 600))
                    assert draws.uniform(lo, hi) == float(numpys.uniform(lo, hi))
                else:
                    n = (1, 2, 3, 7, 2**31 + 1, 2**32 - 5)[int(pick.integers(6))] if kind < 3 else 2
                    assert draws.integers(n) == int(numpys.integers(n))
        assert ours.bit_generator.state == numpys.bit_generator.state
        assert ours.integers(5, size=4).tolist() == numpys.integers(5, size=4).tolist()
