"""mental_rotation: polycube growth yields exactly the cube count drawn (a run never re-enters an occupied cell)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.generators.common.item import RejectDraw
from mindbench.generators.mindseye import geometry3d as g3
from mindbench.generators.mindseye import mental_rotation as mr


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(6, 10), max_run=st.integers(1, 3))
def test_grown_shapes_have_exactly_n_distinct_connected_cubes(seed: int, n: int, max_run: int) -> None:
    """A run of length 1 onto a leaf cube beside its start used to add that cube twice (568 of 3000 grown
    shapes at the default Config); later edits normalised the duplicate away, so items quietly had one cube
    fewer than drawn."""
    try:
        cubes = mr.grow_polycube(np.random.default_rng(seed), n, 4, max_run)
    except RejectDraw:
        return
    assert len(cubes) == n
    assert len(set(cubes)) == n, f"duplicate cubes in {cubes}"
    assert g3.is_connected(cubes)
    assert mr.face_contacts(cubes) == n - 1, "a run must touch the solid only at its starting cube"


def test_grown_shapes_over_many_default_draws_have_no_duplicates() -> None:
    """The default Config, n drawn as `draw_puzzle` draws it, over fixed seeds (the measured case)."""
    config = mr.DEFAULT_CONFIG
    for seed in range(400):
        rng = np.random.default_rng(seed)
        n = int(rng.integers(config.min_cubes, config.max_cubes + 1))
        cubes = mr.grow_polycube(rng, n, config.max_extent, config.max_run)
        assert len(set(cubes)) == len(cubes) == n, (seed, cubes)
