"""visual_relation_abstraction's stroke density: concepts on `nested` hold the six panels to one density, so pixel
statistics do not give the odd one away (a nested figure packs a part inside its outline: denser than the same
parts side by side); the fast estimate decides only where its error cannot change the exact verdict."""

from __future__ import annotations

import math

import numpy as np
import pytest

from mindbench.generators.common.item import RejectDraw
from mindbench.generators.mindseye import visual_relation_abstraction as vra
from mindbench.generators.mindseye.visual_relation_abstraction import density, placement

NEEDS = ({}, {"nested": True}, {"nested": False}, {"curved": True}, {"symmetric": True},
         {"nested": True, "symmetric": True}, {"closed": False})


def _figures(n: int, seed: int = 3) -> list[vra.Figure]:
    rng = np.random.default_rng(seed)
    out = [vra.sample_figure(rng, NEEDS[i % len(NEEDS)]) for i in range(n)]
    return [f for f in out if f is not None]


def _nested_items(n: int) -> list:
    items, index = [], 0
    while len(items) < n and index < 400:
        for attempt in range(60):
            try:
                item = vra.generate(index, "test", 7, attempt)
                break
            except RejectDraw:
                continue
        if any(a == "nested" for a, _ in item.params_dict["concept"]["attributes"]):
            items.append(item)
        index += 1
    assert len(items) == n
    return items


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_nested_concepts_hold_every_panel_to_one_density() -> None:
    tol = vra.DEFAULT_CONFIG.density_tol
    lo, hi = vra.DEFAULT_CONFIG.nested_density
    for item in _nested_items(6):
        vra.verify(item)
        dens = [vra.stroke_density(p["parts"]) for p in item.params_dict["panels"]]
        assert max(dens) - min(dens) <= 2 * tol + 1e-3, dens
        assert lo - tol - 1e-3 <= min(dens) and max(dens) <= hi + tol + 1e-3, dens


def test_a_nested_figure_is_denser_than_its_parts_side_by_side() -> None:
    """Why the band exists: the same two parts, nested and stacked."""
    box, inner = vra.library("circle")[0], vra.library("square")[0]
    nested = vra.arrange([box, inner], "nested_sym", np.random.default_rng(0))
    stacked = vra.arrange([box, inner], "stack", np.random.default_rng(0))
    assert nested is not None and stacked is not None
    assert nested.density > 1.2 * stacked.density


def test_density_estimate_is_within_its_tolerance_of_the_stored_geometry_density() -> None:
    figures = _figures(400)
    assert len(figures) > 300
    errors = [abs(density.density_estimate(f.placed) / f.density - 1) for f in figures]
    assert max(errors) < density.DENSITY_ESTIMATE_TOL / 10, max(errors)


def test_density_band_verdict_is_the_exact_one_clear_of_the_band_ends() -> None:
    """Band ends placed a little more than the margin either side of each figure's exact density: where the
    estimate cannot tell, the exact density decides."""
    step = 2 * density.DENSITY_MARGIN
    for fig in _figures(120, seed=5):
        d = fig.density
        for lo, hi in ((d - step, d + 0.2), (d - 0.2, d + step), (d + step, d + 0.2), (d - 0.2, d - step),
                       (d - step, d + step)):
            assert density.density_in(fig.placed, (lo, hi)) == (lo <= d <= hi), (d, lo, hi)


def test_a_density_within_the_margin_of_a_band_end_is_rejected() -> None:
    for fig in _figures(40, seed=7):
        d = fig.density
        for lo, hi in ((d, d + 0.2), (d - 0.2, d), (math.nextafter(d, math.inf), d + 0.2),
                       (d - 0.2, d + density.DENSITY_MARGIN / 2), (d - density.DENSITY_MARGIN / 2, d + 0.2)):
            with pytest.raises(RejectDraw, match="within"):
                density.density_in(fig.placed, (lo, hi))


def test_nested_bounds_hold_the_estimate_of_two_part_nests() -> None:
    """A part inside the disc its box contains adds stroke but no extent: the tabulated bounds of the box's span
    term hold the estimate at every rotation, and they are narrow enough to settle most band verdicts."""
    rng = np.random.default_rng(11)
    bounded = 0
    for _ in range(300):
        fig = vra.sample_figure(rng, {"nested": True})
        if fig is None:
            continue
        bounds = density._nested_bounds(fig.placed)
        if len(fig.placed) == 2:
            assert bounds is not None
        if bounds is not None:
            bounded += 1
            est = density.density_estimate(fig.placed)
            assert bounds[0] <= est <= bounds[1] and bounds[1] < 1.01 * bounds[0], (bounds, est)
    assert bounded > 100


def test_a_one_part_figure_reuses_its_estimate() -> None:
    for fig in _figures(60, seed=13):
        if len(fig.placed) == 1:
            assert density._alone_estimate(fig.placed[0]) == density.density_estimate(fig.placed)


def _two_part_nests(n: int, seed: int) -> list[vra.Figure]:
    rng = np.random.default_rng(seed)
    out = [vra.sample_figure(rng, {"nested": True}) for _ in range(n)]
    return [f for f in out if f is not None and len(f.placed) == 2]


def test_a_nest_refused_before_its_placement_is_one_the_band_refuses() -> None:
    """`nest_misses_band` refuses a two-part nest from its box's rotation and its inner size alone (the inner centre
    anywhere within the room the box leaves it): every nest it refuses, `density_in` refuses once placed, and it
    refuses most nests far from the band."""
    refused = 0
    for fig in _two_part_nests(300, seed=17):
        box, inner = fig.placed
        reach = (box.part.inradius - inner.scale) * placement.NEST_OFFSET[1] * (1.0 + placement.LENGTH_MARGIN)
        d = fig.density
        for lo in (d - 0.5, d - 0.25, d - 0.05, d - 0.01, d + 0.005, d + 0.05, d + 0.3):
            band = (lo, lo + 0.2)
            if density.nest_misses_band(box.part, box.rot, inner.part, inner.scale, reach, band):
                refused += 1
                assert not density.density_in(fig.placed, band), (d, band)
    assert refused > 300


def test_the_band_keeps_the_figures_that_rejection_from_unbanded_figures_keeps() -> None:
    """Refusing doomed tries early changes no verdict, so the figures drawn within a band have the distribution of
    unbanded figures that fall in it: the same shares of two- and three-part nests and of symmetric ones."""
    band = (2.8, 3.0)
    rng = np.random.default_rng(23)
    banded = [f for f in (vra.sample_figure(rng, {"nested": True}, 200, band) for _ in range(300)) if f is not None]
    free = [f for f in (vra.sample_figure(rng, {"nested": True}) for _ in range(3000))
            if f is not None and band[0] <= f.density <= band[1]]
    assert len(banded) > 250 and len(free) > 250
    for share in (lambda f: len(f.placed) == 2, lambda f: f.symmetric):
        a, b = np.mean([share(f) for f in banded]), np.mean([share(f) for f in free])
        assert abs(a - b) < 0.1, (a, b)
