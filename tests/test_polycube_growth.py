"""mental_rotation's polycube growth: most draws succeed, and every grown solid has exactly the cube count drawn,
connected as a tree of separated arms (a run never re-enters an occupied cell nor touches the solid elsewhere)."""

from __future__ import annotations

import numpy as np

from mindbench.generators.common.item import RejectDraw
from mindbench.generators.mindseye import geometry3d as g3
from mindbench.generators.mindseye import mental_rotation as mr

SEEDS = range(50)
SIZES = range(6, 11)  # cube counts, as `Config.min_cubes..max_cubes` allow
RUNS = (1, 2, 3)
MIN_SUCCESS_RATE = 0.9  # measured 1.0 over this grid (750 draws at max_extent 4)


def _grid_draws() -> tuple[int, list[tuple[int, list[tuple[int, int, int]]]]]:
    """(draws attempted, (n, solid) for every draw that did not stall) over seeds × sizes × run lengths."""
    attempted, grown = 0, []
    for seed in SEEDS:
        for n in SIZES:
            for max_run in RUNS:
                attempted += 1
                try:
                    grown.append((n, mr.grow_polycube(np.random.default_rng(seed), n, 4, max_run)))
                except RejectDraw:
                    continue
    return attempted, grown


def test_most_growth_draws_succeed_and_every_grown_solid_has_exactly_n_separated_cubes() -> None:
    attempted, grown = _grid_draws()
    assert len(grown) >= MIN_SUCCESS_RATE * attempted, f"only {len(grown)} of {attempted} draws grew a solid"
    for n, cubes in grown:
        assert len(cubes) == n
        assert len(set(cubes)) == n, f"duplicate cubes in {cubes}"
        assert g3.is_connected(cubes)
        assert mr.face_contacts(cubes) == n - 1, "a run must touch the solid only at its starting cube"


def test_grown_shapes_over_many_default_draws_have_no_duplicates() -> None:
    """The default Config, n drawn as `draw_puzzle` draws it, over fixed seeds."""
    config = mr.DEFAULT_CONFIG
    for seed in range(400):
        rng = np.random.default_rng(seed)
        n = int(rng.integers(config.min_cubes, config.max_cubes + 1))
        cubes = mr.grow_polycube(rng, n, config.max_extent, config.max_run)
        assert len(set(cubes)) == len(cubes) == n, (seed, cubes)
