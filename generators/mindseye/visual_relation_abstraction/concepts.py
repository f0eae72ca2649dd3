"""Visual Relation Abstraction: concepts and the six-panel search (generation side). A concept is drawn per
difficulty; a min-conflicts search picks five figures that have it and one that lacks it so that no predicate of
the vocabulary singles out any other panel."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import numpy as np

from mindbench.generators.common.item import RejectDraw
from mindbench.generators.mindseye.visual_relation_abstraction.placement import Draws, Figure, _below, _pick
from mindbench.generators.mindseye.visual_relation_abstraction.vocabulary import (
    BOOLEAN_ATTRIBUTES,
    CONJUNCTIONS,
    LABEL_KEYS,
    N_OPTIONS,
    SALIENT,
    SUBTLE,
    Config,
)

# ----------------------------------------------------------------------------------------------------
# Concepts and the six-panel search (generation side)


Concept = tuple[tuple[str, Any], ...]


def draw_concept(difficulty: str, rng: np.random.Generator, config: Config) -> tuple[Concept, str]:
    """(concept as ((attribute, value), ...), the attribute the gold panel violates)."""
    if difficulty == "hard":
        pair = CONJUNCTIONS[int(rng.integers(len(CONJUNCTIONS)))]
        return pair, pair[int(rng.integers(2))][0]
    attr = str(rng.choice(SALIENT if difficulty == "easy" else SUBTLE))
    if attr == "corners":
        return ((attr, int(rng.integers(config.corner_range[0], config.corner_range[1] + 1))),), attr
    return ((attr, bool(rng.integers(2))),), attr


def needs(concept: Concept, violated: str, gold: bool, rng: np.random.Generator | Draws) -> dict[str, Any]:
    """What a sampled figure must satisfy: the concept (distractor) or the concept with `violated` flipped."""
    need = dict(concept)
    if gold:
        value = need[violated]
        if violated == "corners":  # `rng.choice([-1, 1])`: one bounded draw of 2
            need[violated] = value + (rng.pick((-1, 1)) if isinstance(rng, Draws) else int(rng.choice([-1, 1])))
        else:
            need[violated] = not value
    if "convex" in need:  # convexity is judged on closed figures only (an open stroke has no inside)
        need["closed"] = True
    return need


def predicates(concept: Concept) -> list[tuple[str, Callable[[dict[str, Any]], bool], bool]]:
    """(name, test on labels, involves a concept attribute) for the whole vocabulary, plus the shortcut guard
    on the number of closed parts (never allowed to single out any panel)."""
    attrs = {a for a, _ in concept}
    out: list[tuple[str, Callable[[dict[str, Any]], bool], bool]] = []
    for a in BOOLEAN_ATTRIBUTES:
        out.append((a, lambda lab, a=a: bool(lab[a]), a in attrs))
    for v in range(1, 4):
        out.append((f"parts={v}", lambda lab, v=v: lab["parts"] == v, "parts" in attrs))
    for v in range(0, 31):
        out.append((f"corners={v}", lambda lab, v=v: lab["corners"] == v, "corners" in attrs))
    for (a, va), (b, vb) in CONJUNCTIONS:
        out.append((f"{a}={va}&{b}={vb}", lambda lab, a=a, va=va, b=b, vb=vb: lab[a] == va and lab[b] == vb,
                    a in attrs or b in attrs))
    for v in range(0, 4):
        out.append((f"closed_parts={v}", lambda lab, v=v: lab["closed_parts"] == v, False))
    return out


def _singles_table() -> np.ndarray:
    """[gold's truth, involves the concept, panels where true (0..6)] -> 1 if the predicate counts as a conflict."""
    table = np.zeros((2, 2, N_OPTIONS + 1), dtype=np.int64)
    for vg in (0, 1):
        for inv in (0, 1):
            for c in range(N_OPTIONS + 1):
                single = c in (1, N_OPTIONS - 1)
                gold_single = (c == 1 and vg) or (c == N_OPTIONS - 1 and not vg)
                table[vg, inv, c] = int(single and not (gold_single and inv))
    return table


SINGLES = _singles_table()
# `search_panels`' swap cost in a chosen figure's column (no swap): above any selection's cost (a count per predicate)
NOT_OUTSIDE = 1 << 40


def _truth_table(figures: list[Figure]) -> np.ndarray:
    """(figure, predicate) -> whether the predicate holds on the figure's labels, predicates in `predicates`'
    order; equal labels share a row."""
    if not figures:
        return np.zeros((0, len(_TESTS)), dtype=bool)
    return np.stack([_truth_row(tuple(fig.labels[a] for a in LABEL_KEYS)) for fig in figures])


_TESTS = [test for _, test, _ in predicates(())]  # what each predicate tests (the concept only sets `involves`)


@lru_cache(maxsize=4096)
def _truth_row(key: tuple) -> np.ndarray:
    """Whether each predicate holds on labels with these values (in LABEL_KEYS order): labels take few values,
    so a row is worked out once per process (read-only: every table shares it)."""
    lab = dict(zip(LABEL_KEYS, key, strict=True))
    row = np.array([test(lab) for test in _TESTS], dtype=bool)
    row.flags.writeable = False
    return row


def _any_gold_fits(lut: np.ndarray, vp: np.ndarray, vn: np.ndarray) -> bool:
    """False when no selection can cost 0, judged one predicate at a time: for every candidate gold some predicate
    has a cost at every count that five of the concept figures can give it (k of the five true, k from
    max(0, 5 - figures where it is false) to min(5, figures where it is true)). A necessary condition only, so a
    True says nothing; a False means the search cannot succeed (it stops only at cost 0), whatever it draws.

    `lut`: (gold, predicate, count on all six panels) -> cost; `vp`, `vn`: truth of each predicate on each concept
    figure / candidate gold (0/1)."""
    n_true = vp.sum(axis=0)
    lo, hi = np.maximum(0, 5 - (len(vp) - n_true)), np.minimum(5, n_true)  # (predicate,) reachable k
    k = np.arange(6)
    cost = np.take_along_axis(lut, vn[:, :, None] + k, axis=2)  # (gold, predicate, k): cost when k of five are true
    free = (cost == 0) & (k >= lo[:, None]) & (k <= hi[:, None])
    return bool(free.any(axis=2).all(axis=1).any())


def search_panels(pos: list[Figure], neg: list[Figure], concept: Concept, rng: np.random.Generator,
                  config: Config) -> tuple[Figure, list[Figure]]:
    """Min-conflicts local search for one violator and five concept figures that no predicate confuses."""
    preds = predicates(concept)
    involves = np.array([p[2] for p in preds])
    vp, vn = _truth_table(pos), _truth_table(neg)
    used = vp.any(axis=0) | vn.any(axis=0)  # a predicate no figure has never singles a panel out: no cost
    involves, vp, vn = involves[used], vp[:, used], vn[:, used]

    # A predicate costs 1 when it singles out one panel (true on 1 of 6, or false on 1 of 6), unless that panel is
    # the gold and the predicate involves the concept. `SINGLES[gold's truth, involves, count]` is that cost, so a
    # selection's cost is one table lookup per predicate. The tables are flattened so that each lookup is one
    # integer index: entry (predicate p, count c) of a gold's table sits at p·7 + c (`width` = 7 counts).
    width = N_OPTIONS + 1
    n_cols = vp.shape[1]
    lut_gold = SINGLES[vn.astype(np.intp), involves.astype(np.intp)].reshape(len(neg), -1)  # (gold, predicate·count)
    col_base = np.arange(n_cols) * width  # where each predicate's entries start in a gold's table
    gold_base = np.arange(len(neg))[:, None] * (n_cols * width) + col_base  # the same in the stacked tables
    lut_all = lut_gold.reshape(-1)
    vp_i, vn_i = vp.astype(np.intp), vn.astype(np.intp)
    vp_t = np.ascontiguousarray(vp_i.T)  # (predicate, figure): the outside figures' columns per step
    if not _any_gold_fits(lut_gold.reshape(len(neg), n_cols, width), vp_i, vn_i):
        raise RejectDraw("no six panels that single out only the violator")  # what the search would end with
    # per gold and entry (predicate, count): the cost's change when the count goes up by one (`lut_up`) or down by
    # one (`lut_down`), counts clipped to 0..6 (worked out once, not at every step); and per candidate gold, each
    # predicate's entry at the gold's own truth (0 or 1), to which a selection's five counts are added (`gold_at`)
    count = np.tile(np.arange(width), n_cols)
    lut_up = lut_gold[:, np.minimum(count + 1, width - 1) + np.repeat(col_base, width)] - lut_gold
    lut_down = lut_gold[:, np.maximum(count - 1, 0) + np.repeat(col_base, width)] - lut_gold
    gold_at = gold_base + vn_i
    entry_at = col_base + vn_i  # the same within a gold's own table
    n_pos = len(pos)
    everyone = np.arange(n_pos)
    for _ in range(config.search_restarts):
        g = _below(rng, len(neg))
        five = rng.choice(n_pos, 5, replace=False)  # the selection's indices, changed in place by the swaps
        for _ in range(config.search_steps):
            chosen = vp_i[five]
            counts_five = chosen.sum(axis=0)
            at = entry_at[g] + counts_five  # each predicate's entry at the current selection
            current = int(lut_gold[g][at].sum())
            if current == 0:
                return neg[g], [pos[i] for i in five]
            # Swapping chosen figure i for outside figure o moves each predicate's count by vp[o] - chosen[i]
            # (-1, 0 or +1): its cost is that of count - 1, count or count + 1. Summed over predicates with the
            # changes `up` (cost at count + 1 minus at count) and `down` (at count - 1 minus at count):
            #   cost[i, o] = current + chosen[i]·down + vp[o]·(up - chosen[i] ∘ (up + down))
            # (both moves on one predicate cancel out), exactly the sum of lut[count - chosen[i] + vp[o]]; integers.
            # Counts clipped to 0..6 only where the clipped entry is multiplied by 0 or cancels. Worked out for
            # every figure o, the chosen ones' columns set to NOT_OUTSIDE (above any cost): the outside figures'
            # columns in ascending order, as the swaps' candidates are listed.
            up, down = lut_up[g][at], lut_down[g][at]
            swap_cost = (chosen @ down + current)[:, None] + (up - chosen * (up + down)) @ vp_t
            swap_cost[:, five] = NOT_OUTSIDE
            gold_cost = lut_all[gold_at + counts_five].sum(axis=-1)
            best_swap, best_gold = int(swap_cost.min()), int(gold_cost.min())
            best = min(best_swap, best_gold)
            if best > current or (best == current and rng.random() < 0.3):
                out_mask = np.ones(n_pos, dtype=bool)
                out_mask[five] = False
                five[_below(rng, 5)] = int(_pick(rng, everyone[out_mask]))  # an outside figure, in ascending order
                continue
            if best_gold == best and (best_swap > best or rng.random() < 0.5):
                g = int(_pick(rng, np.flatnonzero(gold_cost == best)))
            else:
                # `np.argwhere`'s (row-major) pairs: per chosen figure, the tied outside figures in ascending order
                rows, cols = (swap_cost == best).nonzero()
                k = _below(rng, len(rows))
                five[int(rows[k])] = int(cols[k])
    raise RejectDraw("no six panels that single out only the violator")


# ----------------------------------------------------------------------------------------------------
# Generation


def _geometry_key(g: dict[str, Any]) -> tuple:
    """A stored part as nested tuples: equal exactly when the parts' reprs are (the same keys in the same order and
    the same floats; `_r` leaves no -0.0 that would equal 0.0), without formatting every float."""
    return tuple((k, tuple(tuple(q) for q in v) if k == "points" else tuple(v) if isinstance(v, list) else v)
                 for k, v in g.items())


def unique_figures(figures: list[Figure]) -> list[Figure]:
    """Drop repeated figures (a parameter-free kind alone, e.g. a circle, is the same figure every time).

    Two figures are the same when their stored geometries are (`_geometry_key`). Working those out for every pool
    figure is most of the cost, so a figure's stored geometry is worked out only when a kept figure has the same
    `_rough_key` and a first corner within ROUGH_TOL of its own, which equal stored geometries always have."""
    kept: dict[tuple, list[tuple[tuple[float, ...], Figure]]] = {}
    out = []
    for fig in figures:
        exact, rough = _rough_key(fig)
        near = [other for corner, other in kept.get(exact, ())
                if all(abs(a - b) <= ROUGH_TOL for a, b in zip(corner, rough, strict=True))]
        if near:
            key = _figure_key(fig)
            if any(_figure_key(other) == key for other in near):
                continue
        kept.setdefault(exact, []).append((rough, fig))
        out.append(fig)
    return out


def _figure_key(fig: Figure) -> tuple:
    """The figure's stored geometry as nested tuples (`_geometry_key` per part)."""
    return tuple(_geometry_key(p.stored) for p in fig.placed)


# the stored points are rounded to 6 decimals (at most 5e-7 off) from products within a few ulps of `_rough_key`'s
# corner, so the corners of two figures with equal stored geometry lie within about 1e-6 of each other
ROUGH_TOL = 1e-5


def _rough_key(fig: Figure) -> tuple[tuple, tuple[float, ...]]:
    """What every figure with the same stored geometry shares, without the polygons' point products: per part, its
    type and point count (polygons and polylines) or its whole stored geometry (ellipses and arcs: no arrays);
    and, to within ROUGH_TOL, each polygon's or polyline's first stored point (`Placed.geometry`'s first row,
    worked out on plain floats)."""
    exact: list[Any] = []
    rough: list[float] = []
    for p in fig.placed:
        if p.part.shape in ("polygon", "polyline"):
            th = math.radians(p.rot)
            c, s = math.cos(th), math.sin(th)
            x, y = p.part.pts[0]
            rough += [(x * c - y * s) * p.scale + p.centre[0], (x * s + y * c) * p.scale + p.centre[1]]
            exact.append((p.part.shape, len(p.part.pts)))
        else:
            exact.append(_geometry_key(p.stored))
    return tuple(exact), tuple(rough)
