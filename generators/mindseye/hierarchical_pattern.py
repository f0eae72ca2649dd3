"""Mind's Eye · Hierarchical Pattern Equivalence (`hierarchical_pattern`): which figure breaks its own rule?

Four panels show recursive figures of one family. Each figure is written down as its **rule per level**:
level 1 is the first application of the rule to the root (the trunk, the square, the polygon), level d
applies it to every element level d−1 produced. Families (the tag distractors carry in `option_kinds`):

* `tree` — L-system branching: every segment of level d−1 sprouts b ∈ {2, 3} segments at its tip, turned by
  the level's `angles` (degrees, counter-clockwise positive) and scaled by its `ratio`;
* `subdivision` — recursive subdivision: every block of level d−1 is inset slightly, cut into a 3×3 grid, and
  the level's 4 kept `cells` recurse; the finest blocks are drawn as filled squares;
* `ifs` — an IFS-style polygon flake: a smaller copy (`ratio`) of the n-gon hangs on each vertex of its parent,
  hinged there and swung by the level's `twist`.

Three panels use one rule at every level (self-similar); the gold panel uses its rule at every level except
exactly one, `break_depth`, where one component differs (branch angles, the ratio, the twist, or the kept
cells). The question is which figure does not repeat its own rule at every level.

Why the key is unique and the published traps are gone:

* All four panels share the family, the branching factor and the depth, so they have exactly the same number
  of segments and the same primitives; the break changes an angle, a ratio or which cells are kept, never a count. The
  published version drew five random lines against eighteen fixed pictures, which anyone could spot by
  looking at the ink; here the violator is one of the family and every panel's parameters are random.
* Colour, stroke width, rotation, size and position are drawn per panel, independently of which is gold.
* A break is *visible*: the changed component differs from the level rule **and from its mirror image** by at
  least a threshold (12° for angles and twists, 0.12 for ratios, one moved cell; for cells: under all 8 grid
  symmetries), and the broken level's elements are at least `break_px` on the 1024 px canvas; the finest level
  of every panel is at least `leaf_px`.
  The four panels' rules differ pairwise by at least half a threshold, and the broken level is drawn from the
  same ranges as any rule, so it is never an outlier; stroke width is scaled so that ink does not depend on
  the figure's own rule (measured shortcut heuristics stay at chance).
* Tree branches never cross or touch: two segments that do not meet at a fork keep `tree_clearance_px` apart.
  Crossings hide which fork a branch grew from, and the white cells they enclose were a shortcut (a broken level
  crossed more often than a rule, and `most_unlike:holes` picked the key in 34.5% of 500 items).
* `verify` re-expands every panel from its rules with its own vectorised code, re-derives which panels are
  self-similar (rule equality across levels), the break's depth, kind and size, checks the recorded segment
  counts, lengths and on-canvas placement, the branch clearance, the difficulty rule and the easy design.

Difficulty (`difficulty_rule`): easy = the break is at level 1 and large (≥ `large_factor` thresholds); hard = at
the deepest level and small; medium = the rest. Easy items are built to be seen at a glance: binary trees of depth
`easy_depth` whose every fork is mirror-symmetric, so a self-similar tree opens every fork alike, and a violator
whose first fork opens `easy_change` thresholds wider than all its later forks (a wide fork carrying narrow
brooms). Forks open at least 30° each side (narrower crotches enclose white specks, counted by the holes
shortcut), ratios are 0.5–0.6 (where a self-similar tree is as spread out per unit of drawn length as the violator,
so fitting each figure to its panel leaves ink, outline and extent alike) and easy trees turn freely.

Decision margin (`params["decision_margin_px"]`): how far the broken level's elements stand from where the
figure's own rule would draw them, in pixels of the 1024 px image. The broken figure is compared with its repair
(the broken level's rule replaced by the figure's rule, and by its mirror image; the smaller counts): tree and
ifs take the largest displacement of a broken-level element's points (branch tips; polygon vertices), subdivision
one cell side of the broken level (a moved cell jumps at least that far). `verify` refuses an item under
`DECISION_MARGIN_FLOOR_PX` (8 px at 1024, 3.5 px at 448), so the hard third (a small change at the deepest
level) is never a matter of acuity alone.
"""

from __future__ import annotations

import functools
import itertools
import json
import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from mindbench.generators.common.canvas import CANVAS_SIZE, LABEL_HEIGHT, Layout, panels_only_layout
from mindbench.generators.common.holdout import object_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError, signature_hash
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.presentation import MINDS_EYE_HUMANS, HumanLevel, Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import bounded_from_words as _word_integer
from mindbench.generators.common.rng import bounded_integer as _randint
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.svg_text import SvgScene
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions

BENCH = "mindseye"
TASK = "hierarchical_pattern"
DIMENSION = "abstraction"
N_OPTIONS = 4
PANEL = PanelTask(BENCH, TASK, DIMENSION, N_OPTIONS)
FAMILIES = ("tree", "subdivision", "ifs")
BREAK_KINDS = {"tree": ("angles", "ratio"), "subdivision": ("cells",), "ifs": ("ratio", "twist")}
QUESTION = (
    "Each panel shows a figure built by applying a rule again and again at smaller and smaller scales "
    "(branches sprouting smaller branches, cells split into smaller cells, or strokes replaced by smaller "
    "copies of a motif). Three figures repeat their own rule exactly at every level. "
    "Which figure does not repeat its own rule at every level?"
)
PARAM_KEYS = {"family", "depth", "branches", "break", "thresholds", "min_px", "options", "layout",
              "decision_margin_px"}
PALETTE = ("#1f3b73", "#7a1f1f", "#1f5e2e", "#5b2a86", "#8a4b08", "#222222", "#0f5f6b", "#8b1c5a")
PANEL_INSET = 6  # canvas.option_panel's drawing area is the box inset by this, above the label strip
TOL = 1e-6
DECISION_MARGIN = ("the largest displacement (px at 1024) of the broken level's branch tips or polygon vertices "
                   "from the figure's own rule (mirror allowed), or one cell side of the broken level for subdivision")
DECISION_MARGIN_FLOOR_PX = 8.0
MARGIN_HEADROOM_PX = 1.0  # generation keeps this far above the floor, so no item sits on it


# ----------------------------------------------------------------------------------------------------
# Configuration


@dataclass(frozen=True)
class Config:
    """Item ranges. Thresholds are the smallest visible change; difficulty uses `large_factor` × threshold."""

    families: tuple[str, ...] = FAMILIES
    angle_threshold: float = 12.0  # degrees
    ratio_threshold: float = 0.12  # length ratios (tree, ifs); subdivision's threshold is one moved cell
    large_factor: float = 2.0  # a change ≥ this many thresholds is "large"
    small_change: tuple[float, float] = (1.15, 1.7)  # drawn size of a small change, in thresholds
    large_change: tuple[float, float] = (2.15, 3.0)  # drawn size of a large change, in thresholds
    easy_change: tuple[float, float] = (2.8, 3.8)  # easy items' level-1 change: seen at a glance
    # families of easy items: a subdivision's level-1 break (the 4 blocks arranged unlike the cells in each
    # block) asks for a comparison across scales that people do not make at a glance
    easy_families: tuple[str, ...] = ("tree",)
    # easy trees are binary with mirror-symmetric forks (±half-angle): every fork of a self-similar tree has one
    # opening, so the violator's first fork, opened easy_change thresholds wider than its later forks, is seen at a
    # glance (see draw_easy_figures for the ranges)
    easy_depth: int = 4
    easy_half_angle: tuple[float, float] = (30.0, 76.0)  # degrees
    easy_ratio: tuple[float, float] = (0.5, 0.6)
    # smallest distance (px at 1024) between two tree branches that do not meet at a fork: branches that cross or
    # touch hide which fork a branch grew from, and the white cells they enclose would count differently per rule
    tree_clearance_px: float = 8.0
    # easy trees turn freely: where a crown sits over its trunk (the ink's centre) then says nothing about the key
    easy_rotation: float = 180.0
    tree_depth_binary: tuple[int, int] = (4, 5)
    tree_depth_ternary: tuple[int, int] = (3, 4)
    subdivision_cells: tuple[int, int] = (4, 4)  # kept cells of the 3×3 grid; the depth is 3
    gutter: float = 0.04  # subdivision: each block is inset by this share of its side before it is split
    leaf_gap: float = 0.12  # subdivision: each finest square is drawn inset by this share of its side
    ifs_depth_triangle: tuple[int, int] = (3, 3)
    ifs_depth_square: tuple[int, int] = (3, 3)
    # smallest on-canvas size (px) of the broken level's elements and of every finest-level element:
    # tree segment length, subdivision block side, ifs polygon radius
    break_px: tuple[float, float, float] = (20.0, 9.5, 8.0)  # tree, subdivision, ifs
    leaf_px: tuple[float, float, float] = (10.0, 9.5, 5.0)
    min_rule_distance: float = 0.5  # thresholds between the base rules of any two panels
    max_segments: int = 400
    size_range: tuple[float, float] = (0.72, 1.0)
    stroke_range: tuple[float, float] = (2.6, 3.6)  # px at 1024: ≥ 0.85 px at 336
    max_rotation: float = 30.0  # tree and subdivision, degrees either way (ifs figures turn freely)
    tries: int = 60
    # (family, branches, depth, difficulty) draws that no try passes at these settings, refused as soon as drawn:
    # a self-similar ternary tree crosses its own branches (the clearance), and a binary tree of depth 5 is too
    # fine to break its deepest level visibly (0 of 40,000 tries each, violator first); a config that changes the
    # ranges, the clearance or the sizes should measure them again
    doomed_topologies: tuple[tuple[str, int, int, str], ...] = (
        ("tree", 3, 3, "medium"), ("tree", 3, 3, "hard"), ("tree", 3, 4, "medium"), ("tree", 3, 4, "hard"),
        ("tree", 2, 5, "hard"))

    def __post_init__(self) -> None:
        if not self.families or any(f not in FAMILIES for f in self.families):
            raise ValueError(f"families must be a non-empty subset of {FAMILIES}, got {self.families}")
        if not 5.0 <= self.angle_threshold <= 30.0:
            raise ValueError(f"angle_threshold must lie in [5, 30], got {self.angle_threshold}")
        if not 0.05 <= self.ratio_threshold <= 0.2:
            raise ValueError(f"ratio_threshold must lie in [0.05, 0.2], got {self.ratio_threshold}")
        if not 1.2 <= self.large_factor <= 3.0:
            raise ValueError(f"large_factor must lie in [1.2, 3], got {self.large_factor}")
        lo, hi = self.small_change
        if not 1.0 < lo < hi < self.large_factor:
            raise ValueError(f"small_change must satisfy 1 < lo < hi < large_factor, got {self.small_change}")
        for name in ("large_change", "easy_change"):
            lo, hi = getattr(self, name)
            if not self.large_factor < lo < hi <= 4.0:
                raise ValueError(f"{name} must satisfy large_factor < lo < hi <= 4, got {(lo, hi)}")
        if any(f not in FAMILIES for f in self.easy_families):
            raise ValueError(f"easy_families must be drawn from {FAMILIES}, got {self.easy_families}")
        if not 3 <= self.easy_depth <= 6:
            raise ValueError(f"easy_depth must lie in 3..6, got {self.easy_depth}")
        lo, hi = self.easy_half_angle
        if not 12.0 <= lo < hi <= 80.0 or hi - lo < self.easy_change[0] * self.angle_threshold:
            raise ValueError(f"easy_half_angle must satisfy 12 <= lo < hi <= 80 with room for easy_change, got "
                             f"{self.easy_half_angle}")
        if not 0.4 <= self.easy_ratio[0] < self.easy_ratio[1] <= 0.84:
            raise ValueError(f"easy_ratio must satisfy 0.4 <= lo < hi <= 0.84, got {self.easy_ratio}")
        if not 0.0 <= self.tree_clearance_px <= 40.0:
            raise ValueError(f"tree_clearance_px must lie in [0, 40], got {self.tree_clearance_px}")
        for name, lo_d, hi_d in (("tree_depth_binary", 3, 6), ("tree_depth_ternary", 3, 4),
                                 ("subdivision_cells", 4, 5), ("ifs_depth_triangle", 3, 5),
                                 ("ifs_depth_square", 3, 3)):
            a, b = getattr(self, name)
            if not lo_d <= a <= b <= hi_d:
                raise ValueError(f"{name} must satisfy {lo_d} <= lo <= hi <= {hi_d}, got {(a, b)}")
        if not 0.0 <= self.gutter <= 0.1:
            raise ValueError(f"gutter must lie in [0, 0.1], got {self.gutter}")
        if not 0.0 <= self.leaf_gap <= 0.3:
            raise ValueError(f"leaf_gap must lie in [0, 0.3], got {self.leaf_gap}")
        if len(self.break_px) != 3 or not all(4.0 <= v <= 120.0 for v in self.break_px):
            raise ValueError(f"break_px needs three values in [4, 120], got {self.break_px}")
        if len(self.leaf_px) != 3 or not all(2.0 <= v <= 60.0 for v in self.leaf_px):
            raise ValueError(f"leaf_px needs three values in [2, 60], got {self.leaf_px}")
        if not 0.0 <= self.min_rule_distance <= 2.0:
            raise ValueError(f"min_rule_distance must lie in [0, 2], got {self.min_rule_distance}")
        if not 64 <= self.max_segments <= 1000:
            raise ValueError(f"max_segments must lie in 64..1000, got {self.max_segments}")
        if not 0.5 <= self.size_range[0] <= self.size_range[1] <= 1.0:
            raise ValueError(f"size_range must satisfy 0.5 <= lo <= hi <= 1, got {self.size_range}")
        if not 0.5 <= self.stroke_range[0] <= self.stroke_range[1] <= 6.0:
            raise ValueError(f"stroke_range must satisfy 0.5 <= lo <= hi <= 6, got {self.stroke_range}")
        if not 0.0 <= self.max_rotation <= 45.0:
            raise ValueError(f"max_rotation must lie in [0, 45], got {self.max_rotation}")
        if self.tries < 1:
            raise ValueError(f"tries must be positive, got {self.tries}")
        for family, *_, difficulty in self.doomed_topologies:
            if family not in FAMILIES or difficulty not in ("easy", "medium", "hard"):
                raise ValueError(f"doomed_topologies must name a family and a difficulty, got {(family, difficulty)}")


DEFAULT_CONFIG = Config()
FAMILY_INDEX = {f: i for i, f in enumerate(FAMILIES)}


# ----------------------------------------------------------------------------------------------------
# Rules: drawing, perturbing, comparing (generation side)

Rule = dict[str, Any]
Point = tuple[float, float]


def _r1(x: float) -> float:
    return round(float(x), 1)


def _r3(x: float) -> float:
    return round(float(x), 3)


TREE_RANGES = {2: {"outer": (12.0, 62.0), "ratio": (0.58, 0.84)},
               3: {"outer": (28.0, 66.0), "middle": (-10.0, 10.0), "ratio": (0.5, 0.72)}}
IFS_RANGES = {3: (0.42, 0.64), 4: (0.42, 0.58)}
IFS_TWIST = 32.0
GRID_SYMMETRIES = (  # the 8 symmetries of the 3×3 grid, as maps of (column, row)
    lambda i, j: (i, j), lambda i, j: (2 - i, j), lambda i, j: (i, 2 - j), lambda i, j: (2 - i, 2 - j),
    lambda i, j: (j, i), lambda i, j: (2 - j, i), lambda i, j: (j, 2 - i), lambda i, j: (2 - j, 2 - i),
)


def _uniform(rng: np.random.Generator, lo: float, hi: float) -> float:
    """`rng.uniform(lo, hi)` for two floats: Generator.uniform draws one double u, as `rng.random()` does, and
    returns lo + (hi − lo) × u in two roundings (no fused multiply-add), so this is the same draw and the same float
    without uniform's argument checks (most of its cost)."""
    return lo + (hi - lo) * rng.random()


def _uniforms(rng: np.random.Generator, bounds: tuple[tuple[float, float], ...]) -> list[float]:
    """`[rng.uniform(lo, hi) for lo, hi in bounds]`: `rng.random(n)` draws the same n doubles in the same order in
    one call, and each is mapped as `_uniform` maps it."""
    return [lo + (hi - lo) * u for (lo, hi), u in zip(bounds, rng.random(len(bounds)).tolist(), strict=True)]


def sample_distinct(rng: np.random.Generator, population: int, size: int) -> list[int]:
    """`rng.choice(population, size=size, replace=False).tolist()`, the same draw from the same stream without the
    call's array handling (most of its cost). numpy picks the integers by Floyd's algorithm (for j from
    population − size up: `integers(j + 1)`, or j itself where that one is already picked) and then shuffles them
    (for i from size − 1 down to 1: swap i with `integers(i + 1)`), every integer by Lemire's method on the bit
    generator's 32-bit words (`_word_integer`)."""
    interface = rng.bit_generator.ctypes
    word, address = interface.next_uint32, interface.state_address
    picked: list[int] = []
    for j in range(population - size, population):
        value = _word_integer(word, address, j + 1)
        picked.append(j if value in picked else value)
    for i in range(size - 1, 0, -1):
        k = _word_integer(word, address, i + 1)
        picked[k], picked[i] = picked[i], picked[k]
    return picked


@functools.cache
def _tree_rule_bounds(branches: int) -> tuple[tuple[float, float], ...]:
    """The uniform ranges of a tree rule in draw order: the first outer angle, the last (negated), the middle one
    of a ternary fork, the ratio."""
    ranges = TREE_RANGES[branches]
    return (ranges["outer"], ranges["outer"]) + ((ranges["middle"],) if branches == 3 else ()) + (ranges["ratio"],)


def draw_rule(family: str, branches: int, rng: np.random.Generator) -> Rule:
    """A random level rule of the family (rounded: the stored numbers are exactly the ones drawn)."""
    if family == "tree":  # the draws of uniform(outer), uniform(outer), [uniform(middle)], uniform(ratio)
        u = _uniforms(rng, _tree_rule_bounds(branches))
        angles = [u[0], -u[1]] if branches == 2 else [u[0], u[2], -u[1]]
        return {"angles": [_r1(a) for a in angles], "ratio": _r3(u[-1])}
    if family == "subdivision":
        while True:
            rule = {"cells": sorted([k % 3, k // 3] for k in sample_distinct(rng, 9, branches))}
            if valid_rule(family, rule, branches):
                return rule
    ratio, twist = _uniforms(rng, (IFS_RANGES[branches], (-IFS_TWIST, IFS_TWIST)))
    return {"ratio": _r3(ratio), "twist": _r1(twist)}


def rule_distance(family: str, a: Rule, b: Rule, config: Config) -> float:
    """How different two level rules look, in thresholds, allowing for a mirror image of b (for subdivision:
    cells of a not in b, minimised over the 8 symmetries of the grid)."""
    ta, tr = config.angle_threshold, config.ratio_threshold
    if family == "tree":
        angles, other = a["angles"], b["angles"]
        dr = abs(a["ratio"] - b["ratio"]) / tr
        if len(angles) == 2 and len(other) == 2:  # the general form below, unrolled for a fork
            (a0, a1), (o0, o1) = angles, other
            m0, m1 = (-o0, -o1) if -o0 >= -o1 else (-o1, -o0)  # sorted(reverse=True), which keeps ties in order
            da, dm = max(abs(a0 - o0), abs(a1 - o1)) / ta, max(abs(a0 - m0), abs(a1 - m1)) / ta
            return min(max(da, dr), max(dm, dr))
        mirrored = sorted([-x for x in other], reverse=True)
        da = max([abs(x - y) for x, y in zip(angles, other, strict=True)]) / ta
        dm = max([abs(x - y) for x, y in zip(angles, mirrored, strict=True)]) / ta
        return min(max(da, dr), max(dm, dr))
    if family == "subdivision":
        cells = _cell_mask(a["cells"])
        return float(min((cells & ~image).bit_count() for image in _grid_images(_cell_mask(b["cells"]))))
    dr = abs(a["ratio"] - b["ratio"]) / tr
    twist, other_twist = a["twist"], b["twist"]
    return min(max(dr, abs(twist - other_twist) / ta), max(dr, abs(twist - -other_twist) / ta))


def _cell_mask(cells: list[list[int]]) -> int:
    """The set of kept cells of the 3×3 grid as a 9-bit mask: bit i + 3 j for the cell in column i, row j."""
    mask = 0
    for i, j in cells:
        mask |= 1 << (i + 3 * j)
    return mask


@functools.cache
def _grid_images(mask: int) -> tuple[int, ...]:
    """The cell mask's images under the 8 symmetries of the grid (`GRID_SYMMETRIES`, in order): a subdivision
    rule's cells not in another's image under g are the bits of the one mask not in the other's g-image."""
    cells = [(k % 3, k // 3) for k in range(9) if mask >> k & 1]
    return tuple(_cell_mask([list(g(i, j)) for i, j in cells]) for g in GRID_SYMMETRIES)


def valid_rule(family: str, rule: Rule, branches: int) -> bool:
    """A rule inside the family's base ranges: a broken level is itself a plausible rule, never an outlier."""
    if family == "tree":
        a, r = rule["angles"], rule["ratio"]
        rng_ = TREE_RANGES[branches]
        lo, hi = rng_["outer"]
        outer_ok = lo <= abs(a[0]) <= hi and lo <= abs(a[-1]) <= hi
        middle_ok = branches == 2 or rng_["middle"][0] <= a[1] <= rng_["middle"][1]
        return a[0] > 0 > a[-1] and outer_ok and middle_ok and rng_["ratio"][0] <= r <= rng_["ratio"][1]
    if family == "subdivision":
        cells = rule["cells"]
        cols, rows = {c[0] for c in cells}, {c[1] for c in cells}
        balanced = all(abs(sum(c[k] for c in cells) - len(cells)) <= 1 for k in (0, 1))
        return len(cols) == 3 and len(rows) == 3 and balanced  # full extent, mass near the centre
    lo, hi = IFS_RANGES[branches]
    return lo <= rule["ratio"] <= hi and abs(rule["twist"]) <= IFS_TWIST


def perturb(family: str, rule: Rule, kind: str, size: float, rng: np.random.Generator, config: Config) -> Rule:
    """The rule with one component (`kind`) changed by about `size` thresholds."""
    sign = 1 if rng.random() < 0.5 else -1
    da, dr = size * config.angle_threshold, size * config.ratio_threshold
    if family == "tree":
        if kind == "ratio":
            return {"angles": list(rule["angles"]), "ratio": _r3(rule["ratio"] + sign * dr)}
        a = list(rule["angles"])
        mode = _randint(rng, 3)
        if mode == 0:  # spread / narrow the fan
            a[0], a[-1] = a[0] + sign * da, a[-1] - sign * da
        elif mode == 1:  # lean the whole fan
            a = [x + sign * da for x in a]
        else:  # one outer branch only
            j = 0 if rng.random() < 0.5 else len(a) - 1
            a[j] += sign * da
        return {"angles": [_r1(x) for x in a], "ratio": rule["ratio"]}
    if family == "subdivision":
        kept = [tuple(c) for c in rule["cells"]]
        empty = [(k % 3, k // 3) for k in range(9) if (k % 3, k // 3) not in kept]
        moves = min(int(round(size)), len(kept), len(empty))
        out = [kept[k] for k in sample_distinct(rng, len(kept), len(kept) - moves)]
        out += [empty[k] for k in sample_distinct(rng, len(empty), moves)]
        return {"cells": sorted([int(i), int(j)] for i, j in out)}
    if kind == "twist":
        return {"ratio": rule["ratio"], "twist": _r1(rule["twist"] + sign * da)}
    return {"ratio": _r3(rule["ratio"] + sign * dr), "twist": rule["twist"]}


# ----------------------------------------------------------------------------------------------------
# Expansion (generation side: recursive, in plain floats)


def _tree_lines(levels: list[Rule]) -> tuple[list[list[Point]], list[float]]:
    """A tree's segments depth first from the trunk (each grows from its parent's tip, turned by the level's angles
    and scaled by its ratio), and each level's segment length (every segment of a level has the same one)."""
    depth = len(levels)
    turns = [[math.radians(a) for a in rule["angles"]] for rule in levels]
    ratios = [rule["ratio"] for rule in levels]
    lines: list[list[Point]] = []
    append, cos, sin = lines.append, math.cos, math.sin

    def grow(x: float, y: float, heading: float, length: float, d: int) -> None:
        x2, y2 = x + length * cos(heading), y + length * sin(heading)
        append([(x, y), (x2, y2)])
        if d < depth:
            child = length * ratios[d]
            for turn in turns[d]:
                grow(x2, y2, heading + turn, child, d + 1)

    grow(0.0, 0.0, math.pi / 2, 1.0, 0)
    size, length = [], 1.0
    for ratio in ratios:
        length = length * ratio
        size.append(length)
    return lines, size


def _subdivision_lines(levels: list[Rule], gutter: float, leaf_gap: float) -> tuple[list[list[Point]], list[float]]:
    """A subdivision's finest squares depth first (each block inset by `gutter`, cut 3 × 3, its kept cells
    recursing), and each level's block side. Every block of a level has the same side, so the blocks are grown level
    by level (a block's kept cells together, in cell order: the depth-first order at the finest level), each corner
    the recursion's float: the parent's corner plus its inset, plus the cell's column or row times the inner side
    over 3."""
    blocks = [(0.0, 0.0)]
    side, size = 1.0, []
    for rule in levels:
        inner, edge = side * (1 - 2 * gutter), side * gutter
        steps = [(i * inner / 3, j * inner / 3) for i, j in rule["cells"]]
        blocks = [(x + edge + sx, y + edge + sy) for x, y in blocks for sx, sy in steps]
        side = inner / 3
        size.append(side)
    inner, edge = side * (1 - 2 * leaf_gap), side * leaf_gap
    lines = []
    for x, y in blocks:
        x0, y0 = x + edge, y + edge
        x1, y1 = x0 + inner, y0 + inner
        lines.append([(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)])
    return lines, size


def _ifs_lines(n: int, levels: list[Rule]) -> tuple[list[list[Point]], list[float]]:
    """An ifs flake's closed n-gons depth first from the root (a child hinged on each vertex of its parent but the
    one it hangs from, swung by the level's twist), and each level's polygon radius."""
    depth = len(levels)
    steps = [2 * math.pi * j / n for j in range(n)]  # vertex directions from the first vertex's
    twists = [math.radians(rule["twist"]) for rule in levels]
    ratios = [rule["ratio"] for rule in levels]
    lines: list[list[Point]] = []
    append, cos, sin = lines.append, math.cos, math.sin
    size = [0.0] * (depth + 1)

    def flake(cx: float, cy: float, radius: float, theta: float, d: int) -> None:
        size[d] = radius
        corners = [(cx + radius * cos(theta + s), cy + radius * sin(theta + s)) for s in steps]
        append([*corners, corners[0]])
        if d == depth:
            return
        r, twist = ratios[d] * radius, twists[d]
        for j in range(0 if d == 0 else 1, n):  # not back onto the parent
            vx, vy = corners[j]
            beta = theta + steps[j] + twist  # hinge at the vertex, swung by the twist
            flake(vx + r * cos(beta), vy + r * sin(beta), r, beta + math.pi, d + 1)

    flake(0.0, 0.0, 1.0, math.pi / 2, 0)
    return lines, size[1:]


def expand(family: str, branches: int, levels: list[Rule], gutter: float, leaf_gap: float
           ) -> tuple[list[list[Point]], list[float]]:
    """Closed or open polylines in unit coordinates (y up), and per level d = 1..D the size of that level's
    elements (tree: segment length; subdivision: block side; ifs: polygon radius), in units."""
    if family == "tree":
        return _tree_lines(levels)
    if family == "subdivision":
        return _subdivision_lines(levels, gutter, leaf_gap)
    return _ifs_lines(branches, levels)


# ----------------------------------------------------------------------------------------------------
# Growth level by level (generation side: the recursive expansion's floats, one level at a time)


def _fan_out(xs: list[float], ys: list[float], bases: list[float], offsets: list[float], reach: float,
             ) -> tuple[list[float], list[float], list[float]]:
    """Each point's children at `reach` along its base direction plus each offset, a point's children together in
    offset order: their directions and x and y lists. A tree level's tips (headings plus turns) and an ifs polygon's
    corners (a centre's direction plus the polygon's steps) are both this fan, with the recursion's floats
    (x + reach · cos(base + offset))."""
    cos, sin = math.cos, math.sin
    angles: list[float] = []
    out_x: list[float] = []
    out_y: list[float] = []
    for x, y, base in zip(xs, ys, bases, strict=True):
        for offset in offsets:
            a = base + offset
            angles.append(a)
            out_x.append(x + reach * cos(a))
            out_y.append(y + reach * sin(a))
    return angles, out_x, out_y


def _tree_tips(levels: list[Rule]) -> Iterator[tuple[list[float], list[float]]]:
    """A tree's points level by level as x and y lists: the root, the trunk's tip, then each level's branch tips
    (a parent's children together, in turn order). Each tip is `_tree_lines`' float: its parent's tip plus the
    level's length times the cosine or sine of its heading (the parent's heading plus the turn), the same
    operations without the recursion."""
    cos, sin = math.cos, math.sin
    heading, length = math.pi / 2, 1.0
    yield [0.0], [0.0]
    xs, ys = [0.0 + length * cos(heading)], [0.0 + length * sin(heading)]
    yield xs, ys
    headings = [heading]
    for rule in levels:
        length = length * rule["ratio"]
        headings, xs, ys = _fan_out(xs, ys, headings, [math.radians(a) for a in rule["angles"]], length)
        yield xs, ys


def _ifs_corners(n: int, levels: list[Rule]) -> Iterator[tuple[list[float], list[float]]]:
    """An ifs flake's polygon corners level by level as x and y lists (each polygon's n corners together, a
    parent's children together in vertex order): `_ifs_lines`' floats, the same operations without the
    recursion."""
    cos, sin = math.cos, math.sin
    steps = [2 * math.pi * j / n for j in range(n)]
    cxs, cys, thetas, radius = [0.0], [0.0], [math.pi / 2], 1.0
    for d in range(len(levels) + 1):
        turned, xs, ys = _fan_out(cxs, cys, thetas, steps, radius)  # turned: every corner's direction from its centre
        yield xs, ys
        if d == len(levels):
            return
        first = 0 if d == 0 else 1  # not back onto the parent
        r, twist = levels[d]["ratio"] * radius, math.radians(levels[d]["twist"])
        cxs, cys, thetas = [], [], []
        for k, a in enumerate(turned):
            if k % n >= first:
                b = a + twist  # hinge direction, swung by the twist
                cxs.append(xs[k] + r * cos(b))
                cys.append(ys[k] + r * sin(b))
                thetas.append(b + math.pi)
        radius = r


def _level_sizes(family: str, levels: list[Rule]) -> list[float]:
    """`expand`'s level sizes of a tree (segment length) or an ifs flake (polygon radius): the running product of
    the level ratios, the same products."""
    size, out = 1.0, []
    for rule in levels:
        size = size * rule["ratio"]
        out.append(size)
    return out


@functools.cache
def _depth_first(fan: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(level, index in level) of every node of a tree whose level-d nodes have fan[d] children each, numbered
    level by level with a parent's children together: in depth-first order, the recursive expansion's."""
    order: list[tuple[int, int]] = []

    def visit(d: int, i: int) -> None:
        order.append((d, i))
        if d < len(fan):
            for t in range(fan[d]):
                visit(d + 1, i * fan[d] + t)

    visit(0, 0)
    return tuple(order)


def _flat(points: list[tuple[list[float], list[float]]]) -> tuple[np.ndarray, np.ndarray]:
    """The x and the y of every point of the levels, in order, as two arrays."""
    return (np.array(list(itertools.chain.from_iterable(p[0] for p in points))),
            np.array(list(itertools.chain.from_iterable(p[1] for p in points))))


def _turned_extent(x: np.ndarray, y: np.ndarray, c: float, s: float) -> tuple[float, float, float, float]:
    """(min, max) of x and of y of points turned by the angle of cosine c and sine s: `_turned_bbox`'s elementwise
    floats."""
    xs, ys = x * c - y * s, x * s + y * c
    return float(xs.min()), float(xs.max()), float(ys.min()), float(ys.max())


def _list_extent(xs: list[float], ys: list[float], c: float, s: float) -> tuple[float, float, float, float]:
    """`_turned_extent` of points given as plain-float lists: the same products and sums, one float at a time
    (cheaper than numpy for a level's few points)."""
    tx = [x * c - y * s for x, y in zip(xs, ys, strict=True)]
    ty = [x * s + y * c for x, y in zip(xs, ys, strict=True)]
    return min(tx), max(tx), min(ty), max(ty)


def _union_extent(a: tuple[float, float, float, float], b: tuple[float, float, float, float]
                  ) -> tuple[float, float, float, float]:
    """The (min, max) of x and of y of two point sets together from their extents (exact)."""
    return min(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), max(a[3], b[3])


def _running_bbox(extent: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """(left, bottom, width, height) of the points whose turned extent is `extent`, width and height at least 1e-9:
    `_turned_bbox`'s floats (min and max are exact, so they do not depend on how the points were grouped)."""
    x0, x1, y0, y1 = extent
    return x0, y0, max(x1 - x0, 1e-9), max(y1 - y0, 1e-9)


@functools.cache
def _tree_parents(branches: int, depth: int) -> np.ndarray:
    """For the points of `_tree_tips` numbered in order (root 0, trunk tip 1, then level by level), the number of
    each segment's start: the trunk's is the root, a branch's its parent's tip. Read-only."""
    parents, first = [0], 1  # `first`: the number of the previous level's first point
    for d in range(depth):
        count = branches ** d
        parents += [first + i // branches for i in range(count * branches)]
        first += count
    out = np.array(parents)
    out.flags.writeable = False
    return out


def _px_points(x: np.ndarray, y: np.ndarray, transform: dict[str, Any]) -> tuple[np.ndarray, np.ndarray]:
    """Points turned, scaled and shifted to px as `px_coords` does it: dx + k (x c − y s) and dy − k (x s + y c),
    elementwise (the same floats)."""
    rot = math.radians(transform["rotation_deg"])
    c, s = math.cos(rot), math.sin(rot)
    k, (dx, dy) = transform["scale"], transform["offset"]
    return dx + k * (x * c - y * s), dy - k * (x * s + y * c)


def _tree_px_segments(px: np.ndarray, py: np.ndarray, branches: int, depth: int) -> np.ndarray:
    """Every tree segment (N, 4) in px, level by level, from the px of `_tree_tips`' points in order (`_px_points`):
    each segment from its parent's tip to its own."""
    parents = _tree_parents(branches, depth)
    seg = np.empty((len(parents), 4))
    seg[:, 0], seg[:, 1], seg[:, 2], seg[:, 3] = px[parents], py[parents], px[1:], py[1:]
    return seg


@functools.cache
def _line_points(family: str, branches: int, depth: int) -> tuple[np.ndarray, int]:
    """For a tree or ifs flake of `depth` levels whose points are numbered as `_flat` lays them out (level by level),
    the numbers of `expand`'s polyline points in its order (each line's points together, lines depth first), and
    the points per line. Read-only."""
    if family == "tree":  # node (d, i): from its parent's tip (point i // fan[d] of level d) to its own tip
        fan, counts = (1,) + (branches,) * depth, [1, 1] + [branches ** d for d in range(1, depth + 1)]
        starts = list(itertools.accumulate([0] + counts))
        order = [p for d, i in _depth_first((branches,) * depth)
                 for p in (starts[d] + i // fan[d], starts[d + 1] + i)]
        per_line = 2
    else:  # polygon (d, i): its n corners and the first again
        n = branches
        counts = [n] + [n * n * (n - 1) ** (d - 1) for d in range(1, depth + 1)]
        starts = list(itertools.accumulate([0] + counts))
        order = [starts[d] + i * n + j for d, i in _depth_first((n,) + (n - 1,) * (depth - 1))
                 for j in (*range(n), 0)]
        per_line = n + 1
    out = np.array(order)
    out.flags.writeable = False
    return out, per_line


def _line_coords(px: np.ndarray, py: np.ndarray, family: str, branches: int, depth: int) -> list[float]:
    """`px_coords` of `expand`'s polylines from the px of the level-by-level points (`_px_points`): each point's
    x and y in the lines' order, one flat list (the same floats, gathered instead of recomputed per line)."""
    order, _ = _line_points(family, branches, depth)
    out = np.empty(2 * len(order))
    out[0::2], out[1::2] = px[order], py[order]
    return out.tolist()


# ----------------------------------------------------------------------------------------------------
# ----------------------------------------------------------------------------------------------------
# Generation


@dataclass(frozen=True)
class Figure:
    family: str
    levels: list[Rule]
    break_depth: int | None
    break_kind: str | None


def pick_break(difficulty: str, depth: int, rng: np.random.Generator) -> tuple[int, bool]:
    """(break depth, large change?) for the difficulty rule (see `difficulty_rule`)."""
    if difficulty == "easy":
        return 1, True
    if difficulty == "hard":
        return depth, False
    cell = _randint(rng, 3)
    if cell == 0:
        return 1, False
    if cell == 1:
        return depth, True
    return 2 + _randint(rng, depth - 2), bool(rng.random() < 0.5)


def difficulty_rule(break_depth: int, depth: int, large: bool) -> str:
    """easy: break at level 1 and large; hard: break at the deepest level and small; medium: the rest."""
    if break_depth == 1 and large:
        return "easy"
    if break_depth == depth and not large:
        return "hard"
    return "medium"


def draw_family(difficulty: str, rng: np.random.Generator, config: Config) -> str:
    """The item's family: easy items draw among `easy_families` (those of `families`; all of them if none)."""
    easy = tuple(f for f in config.families if f in config.easy_families)
    return str(pick(easy if difficulty == "easy" and easy else config.families, rng))  # rng.choice's draw


def draw_topology(family: str, rng: np.random.Generator, config: Config) -> tuple[int, int]:
    """(branches, depth): tree branches per tip, subdivision kept cells, ifs polygon sides; and the depth."""
    if family == "subdivision":
        lo, hi = config.subdivision_cells
        return lo + _randint(rng, hi + 1 - lo), 3
    branches = 2 + _randint(rng, 2) if family == "tree" else 3 + _randint(rng, 2)
    lo, hi = {("tree", 2): config.tree_depth_binary, ("tree", 3): config.tree_depth_ternary,
              ("ifs", 3): config.ifs_depth_triangle, ("ifs", 4): config.ifs_depth_square}[(family, branches)]
    return branches, lo + _randint(rng, hi + 1 - lo)


def pick(options: tuple[str, ...], rng: np.random.Generator) -> str:
    """`rng.choice(options)`, without its round trip through an array: Generator.choice draws
    `integers(0, len(options))` for a sequence without weights, so this is the same draw and the same option."""
    return options[_randint(rng, len(options))]


def draw_break(family: str, branches: int, base: Rule, large: bool, rng: np.random.Generator,
               config: Config, easy: bool = False) -> tuple[Rule, str]:
    """A broken level rule: `easy` draws from `easy_change`, a large change from `large_change`, else small."""
    lo, hi = (config.easy_change if easy else config.large_change) if large else config.small_change
    if family != "subdivision":
        return _draw_line_break(family, branches, base, large, (lo, hi), rng, config, easy)
    for _ in range(config.tries):
        kind = "angles" if easy and family == "tree" else pick(BREAK_KINDS[family], rng)
        new = perturb(family, base, kind, _uniform(rng, lo, hi), rng, config)
        if not valid_rule(family, new, branches):
            continue
        m = rule_distance(family, new, base, config)
        if m >= 1.0 and (m >= config.large_factor) == large:
            return new, kind
    raise RejectDraw("no visible break of the requested size")


def _draw_line_break(family: str, branches: int, base: Rule, large: bool, change: tuple[float, float],
                     rng: np.random.Generator, config: Config, easy: bool) -> tuple[Rule, str]:
    """`draw_break`'s loop for a tree or an ifs flake: each try draws what `pick`, `_uniform` and `perturb` draw,
    in their order, and its changed numbers are the floats `perturb` computes; most tries leave the base ranges,
    so `valid_rule`'s test is made on those numbers first and a rule is built (and measured by `rule_distance`)
    only for a valid one."""
    lo, hi = change
    kinds = BREAK_KINDS[family]
    if not break_possible(family, branches, base, ("angles",) if easy and family == "tree" else kinds, lo, config):
        raise RejectDraw("no visible break of the requested size")
    random = rng.random
    interface = rng.bit_generator.ctypes
    word, address = interface.next_uint32, interface.state_address
    ta, tr = config.angle_threshold, config.ratio_threshold
    if family == "tree":
        ranges = TREE_RANGES[branches]
        (o_lo, o_hi), (m_lo, m_hi), (r_lo, r_hi) = ranges["outer"], ranges.get("middle", (0.0, 0.0)), ranges["ratio"]
        angles, ratio = base["angles"], base["ratio"]
        last = len(angles) - 1
    else:
        (r_lo, r_hi), ratio, twist = IFS_RANGES[branches], base["ratio"], base["twist"]
    for _ in range(config.tries):
        kind = "angles" if easy and family == "tree" else kinds[_word_integer(word, address, len(kinds))]
        size = lo + (hi - lo) * random()
        sign = 1 if random() < 0.5 else -1
        if family == "tree":
            if kind == "ratio":
                new_ratio, new_angles = _r3(ratio + sign * (size * tr)), angles
            else:
                da = size * ta
                a = list(angles)
                mode = _word_integer(word, address, 3)
                if mode == 0:  # spread / narrow the fan
                    a[0], a[-1] = a[0] + sign * da, a[-1] - sign * da
                elif mode == 1:  # lean the whole fan
                    a = [x + sign * da for x in a]
                else:  # one outer branch only
                    j = 0 if random() < 0.5 else last
                    a[j] += sign * da
                new_ratio, new_angles = ratio, [_r1(x) for x in a]
            first, end = new_angles[0], new_angles[-1]
            if not (first > 0 > end and o_lo <= abs(first) <= o_hi and o_lo <= abs(end) <= o_hi
                    and (branches == 2 or m_lo <= new_angles[1] <= m_hi) and r_lo <= new_ratio <= r_hi):
                continue
            new = {"angles": list(new_angles), "ratio": new_ratio}
        else:
            if kind == "twist":
                new_ratio, new_twist = ratio, _r1(twist + sign * (size * ta))
            else:
                new_ratio, new_twist = _r3(ratio + sign * (size * tr)), twist
            if not (r_lo <= new_ratio <= r_hi and abs(new_twist) <= IFS_TWIST):
                continue
            new = {"ratio": new_ratio, "twist": new_twist}
        m = rule_distance(family, new, base, config)
        if m >= 1.0 and (m >= config.large_factor) == large:
            return new, kind
    raise RejectDraw("no visible break of the requested size")


def break_possible(family: str, branches: int, base: Rule, kinds: tuple[str, ...], size: float, config: Config
                   ) -> bool:
    """Whether some change of a tree or ifs rule by `size` thresholds that `perturb` can draw (each kind of
    `kinds`, each sign, computed as `_draw_line_break` computes it) is a valid rule.

    Each changed number moves monotonically away from the base as the size grows (rounding is monotone) and the
    valid ranges are intervals holding the base, so a change is valid up to some size and invalid beyond: when no
    change of the smallest size `size` is valid, no draw of `_draw_line_break`'s loop can be, and its tries are
    skipped. Spreading or leaning a fan changes its first branch as turning that branch alone does, and the ranges
    bound each number on its own, so the one-branch turns decide for every angle change."""
    ta, tr = config.angle_threshold, config.ratio_threshold
    candidates: list[Rule] = []
    for sign in (1, -1):
        if family == "ifs":
            if "twist" in kinds:
                candidates.append({"ratio": base["ratio"], "twist": _r1(base["twist"] + sign * (size * ta))})
            if "ratio" in kinds:
                candidates.append({"ratio": _r3(base["ratio"] + sign * (size * tr)), "twist": base["twist"]})
            continue
        if "ratio" in kinds:
            candidates.append({"angles": base["angles"], "ratio": _r3(base["ratio"] + sign * (size * tr))})
        if "angles" in kinds:
            for j in (0, len(base["angles"]) - 1):
                turned = list(base["angles"])
                turned[j] += sign * (size * ta)
                candidates.append({"angles": [_r1(x) for x in turned], "ratio": base["ratio"]})
    return any(valid_rule(family, rule, branches) for rule in candidates)


def symmetric_fan(half_angle: float, ratio: float) -> Rule:
    return {"angles": [half_angle, -half_angle], "ratio": ratio}


def draw_fork_pair(rng: np.random.Generator, config: Config) -> tuple[float, float]:
    """(narrow, wide) half-angles of the easy range, the wide one `easy_change` thresholds wider."""
    lo, hi = config.easy_half_angle
    d_lo, d_hi = (c * config.angle_threshold for c in config.easy_change)
    narrow = _r1(_uniform(rng, lo, hi - d_lo))
    return narrow, _r1(narrow + _uniform(rng, d_lo, min(d_hi, hi - narrow)))


def draw_easy_figures(depth: int, rng: np.random.Generator, config: Config) -> list[Figure]:
    """Easy items: binary trees whose forks are mirror-symmetric (±half-angle), so a self-similar tree opens every
    fork alike. The violator opens its first fork `easy_change` thresholds wider than all its later forks: a wide
    fork carrying narrow brooms, seen at a glance (a first fork narrower than the rest would crowd the two wide
    subtrees into each other). The self-similar trees draw their half-angle from the whole easy range; no fork opens
    less than `easy_half_angle[0]`, so none leaves the enclosed white specks in its crotch that narrow forks make."""
    narrow, wide = draw_fork_pair(rng, config)
    ratio = _r3(_uniform(rng, *config.easy_ratio))
    rule = symmetric_fan(narrow, ratio)
    figures = [Figure("tree", [symmetric_fan(wide, ratio)] + [dict(rule) for _ in range(depth - 1)], 1, "angles")]
    bases = [rule]
    for _ in range(config.tries):
        half_angle, ratio = _uniforms(rng, (config.easy_half_angle, config.easy_ratio))
        rule = symmetric_fan(_r1(half_angle), _r3(ratio))
        if all(rule_distance("tree", rule, b, config) >= config.min_rule_distance for b in bases):
            bases.append(rule)
            figures.append(Figure("tree", [dict(rule) for _ in range(depth)], None, None))
            if len(figures) == N_OPTIONS:
                return figures
    raise RejectDraw("could not draw four distinct easy rules")


def draw_figures(family: str, branches: int, depth: int, difficulty: str, rng: np.random.Generator,
                 config: Config) -> tuple[list[Figure], bool]:
    """The violator first, then three self-similar figures with pairwise distinct rules, drawn together: the draw of
    subdivision figures and easy trees (`draw_panels`), and the joint law that `draw_line_panels` keeps for the other
    trees and ifs flakes (`test_violator_first_tries_pass_as_often_as_joint_draws` compares the two)."""
    k, large = pick_break(difficulty, depth, rng)
    if difficulty == "easy" and family == "tree" and branches == 2:
        return draw_easy_figures(depth, rng, config), large
    bases = draw_bases(family, branches, rng, config)
    broken, kind = draw_break(family, branches, bases[0], large, rng, config, difficulty == "easy")
    levels = [dict(bases[0]) for _ in range(depth)]
    levels[k - 1] = broken
    figures = [Figure(family, levels, k, kind)]
    figures += [Figure(family, [dict(b) for _ in range(depth)], None, None) for b in bases[1:]]
    return figures, large


def draw_bases(family: str, branches: int, rng: np.random.Generator, config: Config) -> list[Rule]:
    """`N_OPTIONS` valid rules that differ pairwise by at least `min_rule_distance` (each draw kept or dropped
    against the ones kept)."""
    if family != "subdivision":
        return _draw_line_bases(family, branches, rng, config, [], N_OPTIONS)
    bases: list[Rule] = []
    for _ in range(config.tries):
        rule = draw_rule(family, branches, rng)
        if valid_rule(family, rule, branches) and all(rule_distance(family, rule, b, config) >= config.min_rule_distance
                                            for b in bases):
            bases.append(rule)
            if len(bases) == N_OPTIONS:
                return bases
    raise RejectDraw("could not draw four distinct rules")


def _draw_line_bases(family: str, branches: int, rng: np.random.Generator, config: Config, given: list[Rule],
                     count: int) -> list[Rule]:
    """`count` more rules of trees or ifs flakes for `draw_bases`, each kept against the `given` rules and the ones
    kept before it, on plain numbers: each try draws `draw_rule`'s uniforms (one `rng.random(n)`, each mapped as
    lo + (hi − lo) u) and rounds them as it does, tests `valid_rule`'s ranges and `rule_distance`'s formula against
    the kept rules on the numbers, and only the new rules are built as dicts."""
    ta, tr, least = config.angle_threshold, config.ratio_threshold, config.min_rule_distance
    # tree: (angles, ratio); ifs: ((twist,), ratio)
    kept: list[tuple[tuple[float, ...], float]] = [
        (tuple(rule["angles"]), rule["ratio"]) if family == "tree" else ((rule["twist"],), rule["ratio"])
        for rule in given]
    random = rng.random
    if family == "tree":
        ranges = TREE_RANGES[branches]
        (o_lo, o_hi), (m_lo, m_hi), (r_lo, r_hi) = ranges["outer"], ranges.get("middle", (0.0, 0.0)), ranges["ratio"]
        o_w, m_w, r_w = o_hi - o_lo, m_hi - m_lo, r_hi - r_lo
    else:
        (r_lo, r_hi), (t_lo, t_hi) = IFS_RANGES[branches], (-IFS_TWIST, IFS_TWIST)
        r_w, t_w = r_hi - r_lo, t_hi - t_lo
    for _ in range(config.tries):
        if family == "tree":
            if branches == 2:  # uniform(outer), uniform(outer), uniform(ratio)
                v0, v1, v3 = random(3).tolist()
                angles: tuple[float, ...] = (round(o_lo + o_w * v0, 1), round(-(o_lo + o_w * v1), 1))
            else:  # uniform(outer), uniform(outer), uniform(middle), uniform(ratio)
                v0, v1, v2, v3 = random(4).tolist()
                angles = (round(o_lo + o_w * v0, 1), round(m_lo + m_w * v2, 1), round(-(o_lo + o_w * v1), 1))
            ratio = round(r_lo + r_w * v3, 3)
            first, end = angles[0], angles[-1]
            if not (first > 0 > end and o_lo <= abs(first) <= o_hi and o_lo <= abs(end) <= o_hi
                    and (branches == 2 or m_lo <= angles[1] <= m_hi) and r_lo <= ratio <= r_hi):
                continue
            for other, other_ratio in kept:
                if not _tree_distance(angles, ratio, other, other_ratio, ta, tr) >= least:
                    break
            else:
                kept.append((angles, ratio))
        else:  # uniform(ratio), uniform(twist)
            v0, v1 = random(2).tolist()
            ratio, twist = round(r_lo + r_w * v0, 3), round(t_lo + t_w * v1, 1)
            if not (r_lo <= ratio <= r_hi and abs(twist) <= IFS_TWIST):
                continue
            for other, other_ratio in kept:
                if not _ifs_distance(twist, ratio, other[0], other_ratio, ta, tr) >= least:
                    break
            else:
                kept.append(((twist,), ratio))
        if len(kept) == len(given) + count:
            if family == "tree":
                return [{"angles": list(angles), "ratio": ratio} for angles, ratio in kept[len(given):]]
            return [{"ratio": ratio, "twist": angles[0]} for angles, ratio in kept[len(given):]]
    raise RejectDraw("could not draw four distinct rules")


def _tree_distance(angles: tuple[float, ...], ratio: float, other: tuple[float, ...], other_ratio: float, ta: float,
                   tr: float) -> float:
    """`rule_distance` of two tree rules given as numbers (the same operations)."""
    dr = abs(ratio - other_ratio) / tr
    if len(angles) == 2 and len(other) == 2:
        (a0, a1), (o0, o1) = angles, other
        m0, m1 = (-o0, -o1) if -o0 >= -o1 else (-o1, -o0)
        da, dm = max(abs(a0 - o0), abs(a1 - o1)) / ta, max(abs(a0 - m0), abs(a1 - m1)) / ta
        return min(max(da, dr), max(dm, dr))
    mirrored = sorted([-x for x in other], reverse=True)
    da = max([abs(x - y) for x, y in zip(angles, other, strict=True)]) / ta
    dm = max([abs(x - y) for x, y in zip(angles, mirrored, strict=True)]) / ta
    return min(max(da, dr), max(dm, dr))


def _ifs_distance(twist: float, ratio: float, other_twist: float, other_ratio: float, ta: float, tr: float) -> float:
    """`rule_distance` of two ifs rules given as numbers (the same operations)."""
    dr = abs(ratio - other_ratio) / tr
    return min(max(dr, abs(twist - other_twist) / ta), max(dr, abs(twist - -other_twist) / ta))


def drawing_area(box: list[float] | tuple[float, ...]) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = box
    return (x0 + PANEL_INSET, y0 + PANEL_INSET, x1 - PANEL_INSET, y1 - LABEL_HEIGHT)


def _turned_bbox(lines: list[list[Point]], c: float, s: float) -> tuple[float, float, float, float]:
    """(left, bottom, width, height) of the lines' points turned by the angle of cosine c and sine s (width and
    height at least 1e-9). numpy's elementwise products and sums round as plain floats do, and min and max are
    exact, so these are the floats a loop over the points gives."""
    pts = np.fromiter(itertools.chain.from_iterable(itertools.chain.from_iterable(lines)), float).reshape(-1, 2)
    xs, ys = pts[:, 0] * c - pts[:, 1] * s, pts[:, 0] * s + pts[:, 1] * c
    x0, y0 = float(xs.min()), float(ys.min())
    return x0, y0, max(float(xs.max()) - x0, 1e-9), max(float(ys.max()) - y0, 1e-9)


def draw_nuisance(n: int, family: str, rng: np.random.Generator, config: Config, easy_tree: bool = False
                  ) -> list[tuple[float, float, float, float]]:
    """Per panel: rotation (degrees, rounded), the size draw and the two position draws in [-0.5, 0.5): every
    rotation first, then each panel's three uniforms. No draw depends on a figure's extent, so they are all drawn
    before any figure is measured, and a draw can be dropped on one panel's geometry alone."""
    span = 180.0 if family == "ifs" else config.easy_rotation if easy_tree else config.max_rotation
    size = config.size_range if family == "tree" else (0.9, 1.0)  # small figures: keep leaves visible
    u = rng.random(4 * n).tolist()  # the uniforms in this order, each mapped as `_uniform` maps it
    turn_lo, turn_w, size_lo, size_w, pos_lo, pos_w = -span, span - -span, size[0], size[1] - size[0], -0.5, 1.0
    return [(round(turn_lo + turn_w * u[i], 2), size_lo + size_w * u[n + 3 * i], pos_lo + pos_w * u[n + 3 * i + 1],
             pos_lo + pos_w * u[n + 3 * i + 2]) for i in range(n)]


Fit = tuple[tuple[float, float, float, float], float, float, float]  # turned bbox, target width and height, fit


def fit_panel(lines: list[list[Point]], area: tuple[float, float, float, float], rot: float) -> Fit:
    """The figure's bounding box turned by `rot`, the panel's target box (92 % of its drawing area) and the scale
    that fits the one into the other."""
    return _box_fit(_turned_bbox(lines, math.cos(math.radians(rot)), math.sin(math.radians(rot))), area)


def _box_fit(bbox: tuple[float, float, float, float], area: tuple[float, float, float, float]) -> Fit:
    """`fit_panel` of a figure whose turned bounding box is `bbox`."""
    tw, th = (area[2] - area[0]) * 0.92, (area[3] - area[1]) * 0.92
    return bbox, tw, th, min(tw / bbox[2], th / bbox[3])


def place(fit: Fit, base: float, area: tuple[float, float, float, float], draws: tuple[float, float, float, float]
          ) -> dict[str, Any]:
    """A panel's transform (stored rounded) from its fit, the base scale and its nuisance draws.

    Line figures use their own fit as the base, times a random size; subdivision figures (filled squares, whose
    ink is the leaf area) share the smallest fitted scale times a random size, so that their ink does not depend
    on the rule."""
    (x0, y0, bw, bh), tw, th, _ = fit
    rot, size, ux, uy = draws
    scale = round(size * base, 3)
    free_x, free_y = max(tw - scale * bw, 0.0), max(th - scale * bh, 0.0)
    cx = (area[0] + area[2]) / 2 + ux * free_x
    cy = (area[1] + area[3]) / 2 + uy * free_y
    return {"scale": scale, "rotation_deg": rot,
            "offset": [round(cx - scale * (x0 + bw / 2), 2), round(cy + scale * (y0 + bh / 2), 2)]}


def px_coords(transform: dict[str, Any], lines: list[list[Point]]) -> list[float]:
    """Every point of the lines in px (y down), in order, as one flat list x0, y0, x1, y1, …: turned, scaled and
    shifted by the panel's transform, dx + k (x c − y s) and dy − k (x s + y c), elementwise on arrays (each
    product, sum and difference rounds as the plain-float expression does)."""
    rot = math.radians(transform["rotation_deg"])
    c, s = math.cos(rot), math.sin(rot)
    k, (dx, dy) = transform["scale"], transform["offset"]
    pts = np.fromiter(itertools.chain.from_iterable(itertools.chain.from_iterable(lines)), float).reshape(-1, 2)
    x, y = pts[:, 0], pts[:, 1]
    out = np.empty(2 * len(pts))
    out[0::2] = dx + k * (x * c - y * s)
    out[1::2] = dy - k * (x * s + y * c)
    return out.tolist()


@functools.cache
def _within_lines(points_per_line: int, n_lines: int) -> tuple[bool, ...]:
    """For the consecutive point pairs of `n_lines` lines of `points_per_line` points laid end to end: whether the
    pair lies within one line (not from one line's last point to the next line's first)."""
    one = (True,) * (points_per_line - 1) + (False,)
    return (one * n_lines)[:-1]


def drawn_length(coords: list[float], points_per_line: int) -> float:
    """The summed length of every segment of every line (each `points_per_line` points, their px coordinates laid
    end to end as `px_coords` gives them), in order: one running sum."""
    pts = list(zip(coords[0::2], coords[1::2], strict=True))
    pairs = zip(pts[:-1], pts[1:], strict=True)
    return sum(itertools.starmap(math.dist, itertools.compress(pairs, _within_lines(points_per_line,
                                                                                  len(pts) // points_per_line))))


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             config: Config = DEFAULT_CONFIG) -> Item:
    """Item `index`: family, shared topology, one broken and three self-similar figures, nuisance, render."""
    seed = item_seed(BENCH, TASK, split, base_seed, index, attempt)
    rng = item_rng(seed)
    difficulty = PANEL.difficulty(index)
    slot = PANEL.gold_slot(split, base_seed, index)
    layout = panels_only_layout(N_OPTIONS, cols=2)
    areas = [drawing_area(b) for b in layout.option_boxes]
    fi = FAMILY_INDEX
    family = draw_family(difficulty, rng, config)  # drawn once, so every family keeps its share of each difficulty
    for _ in range(config.tries):
        branches, depth = draw_topology(family, rng, config)
        if difficulty == "easy" and family == "tree":
            branches, depth = 2, config.easy_depth
        if (family, branches, depth, difficulty) in config.doomed_topologies:
            continue  # a refused try, counted as one: each family keeps its odds of running out of tries
        shown = draw_panels(family, branches, depth, difficulty, slot, areas, rng, config)
        if shown is not None:
            panels, kinds, margin, large = shown
            break
    else:
        raise RejectDraw("no draw with every level visible")
    violator = panels[slot][0]
    svg_panels, opts = [], []
    lengths = [drawn_length(px, per_line) for _, px, per_line, _ in panels]
    mean_length = float(np.mean(lengths))
    for (fig, px, per_line, transform), kind, length in zip(panels, kinds, lengths, strict=True):
        colour = str(PALETTE[_randint(rng, len(PALETTE))])
        # stroke × drawn length (the ink) is drawn independently of the panel's own length
        stroke = round(_uniform(rng, *config.stroke_range) * mean_length / length, 2)
        stroke = min(max(stroke, 2.2), 5.0)
        n_segments = len(px) // (2 * per_line) * (per_line - 1)  # every line has per_line points
        svg_panels.append((px, per_line, colour, stroke, family == "subdivision"))
        opts.append({"kind": kind, "family": family, "levels": fig.levels, "break_depth": fig.break_depth,
                     "break_kind": fig.break_kind, "colour": colour, "stroke_width": stroke, "transform": transform,
                     "n_segments": n_segments, "length_px": round(length, 2)})
    if max(o["n_segments"] for o in opts) > config.max_segments:
        raise RejectDraw("too many segments")
    base = violator.levels[0 if violator.break_depth != 1 else 1]
    magnitude = rule_distance(family, violator.levels[violator.break_depth - 1], base, config)  # type: ignore
    params = {
        "family": family,
        "depth": depth,
        "branches": branches,
        "break": {"depth": violator.break_depth, "kind": violator.break_kind, "magnitude": round(magnitude, 4),
                  "large": large},
        "thresholds": {"angle_deg": config.angle_threshold, "ratio": config.ratio_threshold,
                       "large_factor": config.large_factor},
        "min_px": {"break": config.break_px[fi[family]], "leaf": config.leaf_px[fi[family]]},
        "options": opts,
        "layout": layout.as_params(),
        "decision_margin_px": round(margin, 2),
    }
    svg = render(layout, svg_panels)
    return PANEL.finish(split=split, index=index, seed=seed, svg=svg, question=QUESTION, slot=slot,
                        difficulty=difficulty, option_kinds=kinds, params=params)


Panel = tuple[Figure, list[float], int, dict[str, Any]]  # figure, its lines' px (`px_coords`), points per line,
# transform
Shown = tuple[list[Panel], list[str], float, bool]  # the placed panels, their option kinds, the violator's decision
# margin and whether its break is large


def draw_panels(family: str, branches: int, depth: int, difficulty: str, slot: int,
                areas: list[tuple[float, float, float, float]], rng: np.random.Generator, config: Config
                ) -> Shown | None:
    """One try: the four figures drawn, placed and checked (see `visible_panels`), or None if a draw is refused.

    Ifs flakes and trees (but easy trees, whose four rules are drawn as one design) draw and check the violator
    before anything else (`draw_line_panels`); subdivision figures share a base scale, so all four are drawn
    first."""
    if family == "ifs" or family == "tree" and difficulty != "easy":
        return draw_line_panels(family, branches, depth, difficulty, slot, areas, rng, config)
    try:
        figures, large = draw_figures(family, branches, depth, difficulty, rng, config)
    except RejectDraw:
        return None
    ordered, kinds = PANEL.place(figures[0], [(f, family) for f in figures[1:]], slot, rng)
    nuisance = draw_nuisance(N_OPTIONS, family, rng, config, difficulty == "easy" and family == "tree")
    shown = visible_panels(ordered, slot, branches, areas, nuisance, config)  # type: ignore[arg-type]
    return None if shown is None else (shown[0], kinds, shown[1], large)


def draw_line_panels(family: str, branches: int, depth: int, difficulty: str, slot: int,
                     areas: list[tuple[float, float, float, float]], rng: np.random.Generator, config: Config
                     ) -> Shown | None:
    """`draw_panels` of trees and ifs flakes, the violator first: its rule, its break and its nuisance draws are
    drawn and its panel is checked (`visible_line_panel`: most tries are refused there, on the decision margin or
    the branch clearance) before the three self-similar rules, their order and their nuisance draws are drawn.

    Every draw comes from the law it has when the four figures are drawn together (the first rule is the first
    one `draw_bases` keeps, the others are kept against it as there, a panel's nuisance draws are independent of
    the other panels'), and a try is kept only if all four panels pass, so the kept items follow the same law;
    a refused violator only costs its own draws."""
    k, large = pick_break(difficulty, depth, rng)
    try:
        base = _draw_line_bases(family, branches, rng, config, [], 1)[0]
        broken, kind = draw_break(family, branches, base, large, rng, config, difficulty == "easy")
    except RejectDraw:
        return None
    levels = [dict(base) for _ in range(depth)]
    levels[k - 1] = broken
    violator = Figure(family, levels, k, kind)
    shown = placed_line_panel(violator, branches, areas[slot], draw_nuisance(1, family, rng, config)[0], config)
    if shown is None:
        return None
    try:
        rules = _draw_line_bases(family, branches, rng, config, [base], N_OPTIONS - 1)
    except RejectDraw:
        return None
    others = [(Figure(family, [dict(rule) for _ in range(depth)], None, None), family) for rule in rules]
    ordered, kinds = PANEL.place(violator, others, slot, rng)
    nuisance = iter(draw_nuisance(N_OPTIONS - 1, family, rng, config))
    panels = []
    for i, fig in enumerate(ordered):
        placed = shown if i == slot else placed_line_panel(fig, branches, areas[i], next(nuisance), config)
        if placed is None:
            return None
        panels.append(placed[0])
    return panels, kinds, shown[1](), large


def visible_panels(figures: list[Figure], slot: int, branches: int, areas: list[tuple[float, float, float, float]],
                   nuisance: list[tuple[float, float, float, float]], config: Config
                   ) -> tuple[list[Panel], float] | None:
    """The placed panels and the violator's decision margin, or None unless every panel's finest level and the
    violator's broken level are large enough on the canvas, the break moves its elements at least the
    decision-margin floor (plus headroom), and no two tree branches that do not share a fork come within
    `tree_clearance_px` (plus headroom).

    The verdict is the conjunction of these checks, so their order only decides how soon a failing draw is dropped:
    the violator's checks run first (most draws fail there), and a line figure's panel is only grown and placed
    when its checks are reached (`visible_line_panel`). Subdivision figures share a base scale, so all four are
    placed first."""
    family = figures[slot].family
    if family == "subdivision":
        return _visible_subdivision(figures, slot, branches, areas, nuisance, config)
    grown: dict[int, tuple[Panel, Callable[[], float]]] = {}
    for i in [slot] + [j for j in range(len(figures)) if j != slot]:
        shown = placed_line_panel(figures[i], branches, areas[i], nuisance[i], config)
        if shown is None:
            return None
        grown[i] = shown
    return [grown[i][0] for i in range(len(figures))], grown[slot][1]()


def visible_line_panel(fig: Figure, branches: int, area: tuple[float, float, float, float],
                       draws: tuple[float, float, float, float], config: Config) -> tuple[Panel, float] | None:
    """`placed_line_panel` with the decision margin's value."""
    placed = placed_line_panel(fig, branches, area, draws, config)
    return None if placed is None else (placed[0], placed[1]())


def placed_line_panel(fig: Figure, branches: int, area: tuple[float, float, float, float],
                      draws: tuple[float, float, float, float], config: Config
                      ) -> tuple[Panel, Callable[[], float]] | None:
    """A tree's or an ifs flake's placed panel and, for a violator, its decision margin as a call (0 for a
    self-similar figure), or None unless its finest level (and a violator's broken level) is large enough on the
    canvas, a violator's break moves its elements at least the decision-margin floor (plus headroom), and no two
    tree branches that do not share a fork come within `tree_clearance_px` (plus headroom). Its placement depends on
    no other panel's.

    A violator is grown level by level, and its checks are first made, as each level but the finest is added, at
    a scale bound from the levels grown so far (see `_scale_bound`), which drops most draws that fail them before
    their finer levels are grown. A self-similar figure is grown whole and checked once: its only such check, the
    finest level's size, almost never fails, and its placed scale decides it alike. The margin is a call (its exact
    units computed at most once) so that a try refused at a later panel does not compute it."""
    family = fig.family
    i_fam = FAMILY_INDEX[family]
    break_px, leaf_px = config.break_px[i_fam], config.leaf_px[i_fam]
    floor = DECISION_MARGIN_FLOOR_PX + MARGIN_HEADROOM_PX
    k = fig.break_depth
    act = _level_sizes(family, fig.levels)
    growth = _tree_tips(fig.levels) if family == "tree" else _ifs_corners(branches, fig.levels)
    c, s = math.cos(math.radians(draws[0])), math.sin(math.radians(draws[0]))
    if k is None:
        points = list(growth)
        extent = _turned_extent(*_flat(points), c, s)
    else:
        exact = _Once(functools.partial(_break_margin_units, family, branches, fig.levels, k, config))
        fast = _margin_units_fast(family, branches, fig.levels, k)
        points = []
        extent = (math.inf, -math.inf, math.inf, -math.inf)
        for _ in range(len(fig.levels) + (1 if family == "tree" else 0)):  # every level but the finest
            points.append(next(growth))
            extent = _union_extent(extent, _list_extent(*points[-1], c, s))
            if len(points) < 2:
                continue
            bound = _scale_bound(_box_fit(_running_bbox(extent), area), draws)
            if act[-1] * bound < leaf_px or act[k - 1] * bound < break_px or _below(floor, bound, fast, exact):
                return None
        points.append(next(growth))  # the finest level
        extent = _union_extent(extent, _turned_extent(*_flat(points[-1:]), c, s))
    fit = _box_fit(_running_bbox(extent), area)
    transform = place(fit, fit[3], area, draws)
    scale = transform["scale"]
    if k is not None:
        if act[k - 1] * scale < break_px:
            return None
        if _below(floor, float(scale), fast, exact):  # `decision_margin`'s float below the floor
            return None
    if act[-1] * scale < leaf_px:
        return None
    px, py = _px_points(*_flat(points), transform)
    if family == "tree" and not branches_clear(_tree_px_segments(px, py, branches, len(fig.levels)),
                                               config.tree_clearance_px + MARGIN_HEADROOM_PX,
                                               _unjoined_upper(branches, len(fig.levels))):
        return None
    return (fig, _line_coords(px, py, family, branches, len(fig.levels)),
            _line_points(family, branches, len(fig.levels))[1], transform), \
        (lambda: 0.0) if k is None else (lambda: exact() * float(scale))


MARGIN_UNITS_SLACK = 1e-9  # far above the rounding gap (~1e-14) between `_margin_units_fast` and the exact units


def _margin_units_fast(family: str, branches: int, levels: list[Rule], k: int) -> float:
    """`_break_margin_units` of a tree or ifs figure in closed form, within rounding (~1e-14 units).

    The broken level and its repair hang their elements on the same level k − 1 points with the same headings, so a
    level-k point moves by a vector that depends only on its index among its siblings, turned by its parent's
    heading. Tree: child t's tip moves by L (r e^{i a_t} − r' e^{i a'_t}) (L the level k − 1 length, r and a the
    broken level's ratio and turns, r' and a' the repair's); ifs: vertex j of a child moves by
    |1 − e^{i s_j}| · R |r e^{i w} − r' e^{i w'}| (R the level k − 1 radius, w the twist, s_j the vertex step), largest
    at the vertex farthest from the hinge. The margin is the smaller over the two repairs of the largest move."""
    parent = 1.0
    for rule in levels[:k - 1]:
        parent = parent * rule["ratio"]
    broken, ref = levels[k - 1], levels[1] if k == 1 else levels[0]
    cos, sin, radians = math.cos, math.sin, math.radians
    if family == "tree":
        r, rr = broken["ratio"], ref["ratio"]
        tips = [(r * cos(t), r * sin(t)) for t in map(radians, broken["angles"])]  # the broken children's tips
        best = math.inf
        for ref_angles in (ref["angles"], [-a for a in ref["angles"]][::-1]):  # the rule and its mirror image
            worst = 0.0
            for (x, y), a in zip(tips, map(radians, ref_angles), strict=True):
                worst = max(worst, math.hypot(x - rr * cos(a), y - rr * sin(a)))
            best = min(best, worst)
        return parent * best
    r, w, rr = broken["ratio"], radians(broken["twist"]), ref["ratio"]
    x, y = r * cos(w), r * sin(w)
    moved = min(math.hypot(x - rr * cos(tw), y - rr * sin(tw)) for tw in map(radians, (ref["twist"], -ref["twist"])))
    return parent * _ifs_chord(branches) * moved


@functools.cache
def _ifs_chord(n: int) -> float:
    """The largest |1 − e^{i s_j}| over an n-gon's vertex steps s_j = 2πj/n: the farthest vertex from the hinge."""
    return max(abs(2 * math.sin(math.pi * j / n)) for j in range(n))


class _Once:
    """A zero-argument call's value, computed at the first call and kept."""

    __slots__ = ("_call", "_value")

    def __init__(self, call: Any) -> None:
        self._call, self._value = call, None

    def __call__(self) -> float:
        if self._value is None:
            self._value = self._call()
        return self._value  # type: ignore[return-value]


def _below(floor: float, factor: float, fast: float, exact: Any) -> bool:
    """Whether `exact() * factor < floor`, from `fast` (within MARGIN_UNITS_SLACK / 2 of exact's value) where the
    slack settles it: float products are monotone in each factor, so exact() * factor lies between the products of
    fast ∓ slack; `exact` is called only between them."""
    if (fast + MARGIN_UNITS_SLACK) * factor < floor:
        return True
    if (fast - MARGIN_UNITS_SLACK) * factor >= floor:
        return False
    return exact() * factor < floor


def _scale_bound(fit: Fit, draws: tuple[float, float, float, float]) -> float:
    """An upper bound of the scale `place` gives a figure, from the fit of a subset of its points: a subset's
    turned extent is at most the whole's (min and max over fewer of the same floats), and the fit's quotients,
    the minimum, the product with the size draw and the rounding are monotone, so a size check that fails at this
    scale fails at the placed one."""
    return round(draws[1] * fit[3], 3)


def _visible_subdivision(figures: list[Figure], slot: int, branches: int,
                         areas: list[tuple[float, float, float, float]],
                         nuisance: list[tuple[float, float, float, float]], config: Config
                         ) -> tuple[list[Panel], float] | None:
    """`visible_panels` of subdivision figures: all four expanded and placed at their shared base scale."""
    family = "subdivision"
    expanded = [expand(family, branches, f.levels, config.gutter, config.leaf_gap) for f in figures]
    fits = [fit_panel(lines, area, n[0]) for (lines, _), area, n in zip(expanded, areas, nuisance, strict=True)]
    base = min(f[3] for f in fits)
    transforms = [place(fit, base, areas[i], nuisance[i]) for i, fit in enumerate(fits)]
    i_fam = FAMILY_INDEX[family]
    margin = 0.0
    for i in [slot] + [j for j in range(len(figures)) if j != slot]:
        fig, act, transform = figures[i], expanded[i][1], transforms[i]
        if fig.break_depth is not None:
            if act[fig.break_depth - 1] * transform["scale"] < config.break_px[i_fam]:
                return None
            margin = decision_margin(fig, branches, transform, config)
            if margin < DECISION_MARGIN_FLOOR_PX + MARGIN_HEADROOM_PX:
                return None
        if act[-1] * transform["scale"] < config.leaf_px[i_fam]:
            return None
    panels = [(fig, px_coords(transform, lines), len(lines[0]), transform)
              for fig, (lines, _), transform in zip(figures, expanded, transforms, strict=True)]
    return panels, margin


@functools.cache
def _upper(n: int) -> np.ndarray:
    """(n, n) boolean mask of the pairs i < j, read-only."""
    mask = np.triu(np.ones((n, n), dtype=bool), 1)
    mask.flags.writeable = False
    return mask


@functools.cache
def _unjoined_upper(branches: int, depth: int) -> np.ndarray:
    """(N, N) mask of the pairs i < j of a tree's segments (numbered as `_tree_px_segments` numbers them) that share
    no point by construction: a branch starts at its parent's tip and beside its siblings, so such a pair holds the
    same point (the same floats) twice, and `branches_clear` finds it sharing an end point whatever its
    distance. Read-only."""
    start = _tree_parents(branches, depth)
    end = np.arange(1, len(start) + 1)
    joined = (start[:, None] == start[None, :]) | (start[:, None] == end[None, :]) | (end[:, None] == start[None, :])
    mask = np.triu(~joined, 1)
    mask.flags.writeable = False
    return mask


def _near_pairs(seg: np.ndarray, reach: float, pairs: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Index pairs i < j of segments (N, 4) whose bounding boxes come within `reach` of each other: every pair of
    segments closer than `reach` is among them (their closest points lie in their boxes), most far pairs are not.
    The gap is the larger of the x and y gaps, each the larger of the two one-sided gaps (exact: differences of the
    end points' minima and maxima); it is within `reach` when all four one-sided gaps are, and the gaps of (j, i)
    are those of (i, j) transposed. `pairs` (an (N, N) mask of pairs i < j) limits them; all pairs i < j if None."""
    x0, y0, x1, y1 = seg[:, 0], seg[:, 1], seg[:, 2], seg[:, 3]
    lo_x, hi_x = np.minimum(x0, x1), np.maximum(x0, x1)
    lo_y, hi_y = np.minimum(y0, y1), np.maximum(y0, y1)
    near = (lo_x[None, :] - hi_x[:, None] <= reach) & (lo_y[None, :] - hi_y[:, None] <= reach)
    return np.nonzero(near & near.T & (_upper(len(seg)) if pairs is None else pairs))


def branches_clear(seg: np.ndarray, clearance: float, pairs: np.ndarray | None = None) -> bool:
    """Whether every two drawn segments (N, 4) that share no end point keep at least `clearance` apart (crossing
    ones are 0 apart): exact, from the four end-point-to-segment distances of a pair and an orientation test for
    proper crossings. Only pairs whose bounding boxes come within `clearance` (plus a margin far above rounding) are
    measured; the pair distance is symmetric, so each pair is measured once. `pairs` (an (N, N) mask of pairs i < j)
    leaves out pairs known to share an end point (`_unjoined_upper`): the verdict is the same, and a tree whose
    other pairs are all far apart is decided without measuring any.

    The four queries of a pair (p0 and p1 against segment q, q0 and q1 against p) run as one elementwise pass on
    four blocks, each a point c against a segment a-b; its differences serve all three tests: the distance (c's
    projection clamped to the segment), the orientation (b − a) × (c − a) (the four a pair's crossing test takes),
    and the end-point gaps c − a (p0-q0, p1-q0 and q1-p0, the last negated, which squares alike) and, in the fourth
    block, c − b (q1-p1). A crossing pair with no shared end decides the verdict (0 apart) before any distance is
    taken."""
    i, j = _near_pairs(seg, clearance + 1e-6, pairs)
    if not len(i):
        return True
    p, q = seg[i], seg[j]
    p0x, p0y, p1x, p1y = p[:, 0], p[:, 1], p[:, 2], p[:, 3]
    q0x, q0y, q1x, q1y = q[:, 0], q[:, 1], q[:, 2], q[:, 3]
    cat = np.concatenate
    cx, cy = cat([p0x, p1x, q0x, q1x]), cat([p0y, p1y, q0y, q1y])  # the query points, block by block
    ax, ay = cat([q0x, q0x, p0x, p0x]), cat([q0y, q0y, p0y, p0y])  # and their segments a-b
    bx, by = cat([q1x, q1x, p1x, p1x]), cat([q1y, q1y, p1y, p1y])
    abx, aby, acx, acy = bx - ax, by - ay, cx - ax, cy - ay
    turn = (abx * acy - aby * acx).reshape(4, -1)  # orient(a, b, c) of each block
    crossing = (turn[2] * turn[3] < 0) & (turn[0] * turn[1] < 0)
    m = len(i)
    gx, gy = cat([acx, cx[3 * m:] - bx[3 * m:]]), cat([acy, cy[3 * m:] - by[3 * m:]])
    gap = (np.sqrt(gx * gx + gy * gy) < 1e-6).reshape(5, -1)  # the four blocks' c − a, then q1 − p1
    apart = ~(gap[0] | gap[1] | gap[3] | gap[4])  # no shared end: p0-q0, p1-q0, q1-p0, q1-p1 (block 3 repeats p0-q0)
    if clearance > 0 and bool((crossing & apart).any()):  # a crossing pair is 0 apart: decided without distances
        return False
    along = (acx * abx + acy * aby) / np.maximum(abx * abx + aby * aby, 1e-12)
    t = np.minimum(np.maximum(along, 0.0), 1.0)  # np.clip's floats, without its call overhead
    ex, ey = ax + t * abx - cx, ay + t * aby - cy
    dist = np.where(crossing, 0.0, np.sqrt(ex * ex + ey * ey).reshape(4, -1).min(axis=0))
    return not bool((dist[apart] < clearance).any())


def decision_margin(fig: Figure, branches: int, transform: dict[str, Any], config: Config) -> float:
    """The violator's decision margin in px (see `break_margin_px`)."""
    return break_margin_px(fig.family, branches, fig.levels, fig.break_depth,  # type: ignore[arg-type]
                           float(transform["scale"]), config)


@functools.cache
def _path_template(n_points: int, closed: bool) -> str:
    """The SVG path of one polyline of `n_points` points as a %-template of its coordinates (each "%.2f", the text
    of f"{x:.2f}"): the whole path is formatted in one call instead of one f-string per point."""
    return "M%.2f %.2f" + " L%.2f %.2f" * (n_points - 1) + (" Z" if closed else "")


@functools.cache
def _lines_template(points_per_line: int, n_lines: int, closed: bool) -> str:
    """The SVG path of `n_lines` polylines of `points_per_line` points each as one %-template (`_path_template`s
    joined by spaces)."""
    return " ".join([_path_template(points_per_line, closed)] * n_lines)


def render(layout: Layout, panels: list[tuple[list[float], int, str, float, bool]]) -> str:
    """The item's SVG, written as text by `SvgScene` (svgwrite's exact text for `Canvas`, without its element
    objects and ElementTree serialization). A panel is its lines' px coordinates laid end to end (`px_coords`),
    the points per line, its colour, stroke width and whether its lines are filled squares."""
    canvas = SvgScene()
    for i, (box, (coords, per_line, colour, stroke, filled)) in enumerate(zip(layout.option_boxes, panels,
                                                                              strict=True)):
        canvas.option_panel(box, i)
        d = _lines_template(per_line, len(coords) // (2 * per_line), filled) % tuple(coords)
        if filled:
            canvas.add(canvas.dwg.path(d=d, fill=colour, stroke="none"))
        else:
            canvas.add(canvas.dwg.path(d=d, fill="none", stroke=colour, stroke_width=stroke,
                                       stroke_linecap="round", stroke_linejoin="round"))
    return canvas.to_svg()


# ----------------------------------------------------------------------------------------------------
# Verification (independent: vectorised re-expansion from params, own rule comparison)


TreeTips = tuple[np.ndarray, np.ndarray, np.ndarray]  # headings (N,), lengths (N,), tips (N, 2) of one level
IfsLevel = tuple[np.ndarray, np.ndarray, np.ndarray]  # vertex directions (N, n), vertices (N, n, 2), radii (N,)


def _tree_root() -> TreeTips:
    return np.array([math.pi / 2]), np.array([1.0]), np.array([[0.0, 1.0]])


def _tree_level(prev: TreeTips, rule: dict[str, Any]) -> tuple[np.ndarray, TreeTips]:
    """One tree level grown from the previous level's tips: its segments' starts (N, 2) and its tips (each tip's
    x and y written as start + length × cos or sin of the heading: the floats of the (N, 2) product, without
    stacking the two columns first)."""
    heading, length, tip = prev
    angles = np.radians(np.asarray(rule["angles"], dtype=float))
    b = len(angles)
    heading = (heading[:, None] + angles[None, :]).ravel()
    length = (length * float(rule["ratio"])).repeat(b)
    start = tip.repeat(b, axis=0)
    tip = np.empty_like(start)
    tip[:, 0] = start[:, 0] + length * np.cos(heading)
    tip[:, 1] = start[:, 1] + length * np.sin(heading)
    return start, (heading, length, tip)


@functools.cache
def _vertex_steps(n: int) -> np.ndarray:
    """(1, n) directions of an n-gon's vertices from its first one's (2π j / n), read-only."""
    steps = 2 * math.pi * np.arange(n)[None, :] / n
    steps.flags.writeable = False
    return steps


def _ifs_polygons(centre: np.ndarray, radius: np.ndarray, theta: np.ndarray, n: int) -> IfsLevel:
    """The n-gons of one ifs level from their centres (N, 2), radii and first-vertex directions (x and y written
    one at a time: the floats of centre + radius × (cos, sin))."""
    ang = theta[:, None] + _vertex_steps(n)  # (N, n) vertex directions
    verts = np.empty(ang.shape + (2,))
    verts[..., 0] = centre[:, 0, None] + radius[:, None] * np.cos(ang)
    verts[..., 1] = centre[:, 1, None] + radius[:, None] * np.sin(ang)
    return ang, verts, radius


def _ifs_root(n: int) -> IfsLevel:
    return _ifs_polygons(np.zeros((1, 2)), np.array([1.0]), np.array([math.pi / 2]), n)


def _ifs_level(prev: IfsLevel, rule: dict[str, Any], d: int, n: int) -> IfsLevel:
    """Level d + 1's polygons, hung by `rule` on the vertices of level d's (the root's all n, later n − 1: not back
    onto the parent)."""
    ang, verts, radius = prev
    first = 0 if d == 0 else 1
    r = float(rule["ratio"])
    beta = (ang[:, first:] + math.radians(float(rule["twist"]))).ravel()
    child_r = (radius * r).repeat(n - first)
    hinge = verts[:, first:, :].reshape(-1, 2)
    centre = np.empty_like(hinge)
    centre[:, 0] = hinge[:, 0] + child_r * np.cos(beta)
    centre[:, 1] = hinge[:, 1] + child_r * np.sin(beta)
    return _ifs_polygons(centre, child_r, beta + math.pi, n)


def _tree_segments(levels: list[dict[str, Any]]) -> tuple[np.ndarray, list[float]]:
    """`_segments` of a tree: each level grown as `_tree_level` grows it (the same headings, lengths and tips,
    elementwise), on separate x and y columns; a level's segments share one length, kept as one float."""
    heading, length = np.array([math.pi / 2]), 1.0
    x, y = np.array([0.0]), np.array([1.0])
    cols: list[list[np.ndarray]] = [[np.zeros(1)], [np.zeros(1)], [x], [y]]
    sizes = []
    for rule in levels:
        angles = np.radians(np.asarray(rule["angles"], dtype=float))
        b = len(angles)
        heading = (heading[:, None] + angles[None, :]).ravel()
        length = length * float(rule["ratio"])
        sx, sy = x.repeat(b), y.repeat(b)
        x, y = sx + length * np.cos(heading), sy + length * np.sin(heading)
        for col, values in zip(cols, (sx, sy, x, y), strict=True):
            col.append(values)
        sizes.append(length)
    segs = np.empty((sum(len(c) for c in cols[0]), 4))
    for k, col in enumerate(cols):
        segs[:, k] = np.concatenate(col)
    return segs, sizes


def _subdivision_side(k: int, gutter: float) -> float:
    """The block side of subdivision level k (each level insets its parent by `gutter`, then cuts it in three)."""
    side = 1.0
    for _ in range(k):
        side = side * (1 - 2 * gutter) / 3
    return side


def _segments(family: str, branches: int, levels: list[dict[str, Any]], gutter: float, leaf_gap: float
              ) -> tuple[np.ndarray, list[float]]:
    """All drawn segments (N, 4) in unit coordinates and, per level 1..D, the size of that level's elements."""
    sizes: list[float] = []
    if family == "tree":
        return _tree_segments(levels)
    if family == "subdivision":
        corner, side = np.zeros((1, 2)), 1.0  # lower-left corner of every block of the current level
        for rule in levels:
            cells = np.asarray(rule["cells"], dtype=float).reshape(-1, 2)
            inner = side * (1 - 2 * gutter)
            corner = (corner[:, None, :] + side * gutter + cells[None, :, :] * inner / 3).reshape(-1, 2)
            side = inner / 3
            sizes.append(side)
        lo = corner + side * leaf_gap
        hi = lo + side * (1 - 2 * leaf_gap)
        ring = np.empty((len(lo), 5, 2))  # each square's corners lo, (hi x, lo y), hi, (lo x, hi y) and lo again
        ring[:, 0], ring[:, 2], ring[:, 4] = lo, hi, lo
        ring[:, 1, 0], ring[:, 1, 1], ring[:, 3, 0], ring[:, 3, 1] = hi[:, 0], lo[:, 1], lo[:, 0], hi[:, 1]
        return _closed_ring_segments(ring), sizes
    if family != "ifs":
        raise VerificationError(f"unknown family {family!r}")
    n = branches
    level = _ifs_root(n)
    polys = [level[1]]
    for d, rule in enumerate(levels):
        level = _ifs_level(level, rule, d, n)
        polys.append(level[1])
        sizes.append(float(level[2].max()))
    verts = np.concatenate(polys, axis=0)
    return _closed_ring_segments(np.concatenate([verts, verts[:, :1]], axis=1)), sizes


def _closed_ring_segments(ring: np.ndarray) -> np.ndarray:
    """The sides (M·n, 4) of closed polygons from their corners (M, n + 1, 2), the first repeated last: side j of a
    polygon runs from corner j to corner j + 1."""
    return np.concatenate([ring[:, :-1], ring[:, 1:]], axis=2).reshape(-1, 4)


def _repairs(family: str, ref: dict[str, Any]) -> list[dict[str, Any]]:
    """The figure's own rule and its mirror image: what a self-similar figure could draw at the broken level."""
    if family == "tree":
        return [ref, {"angles": [-float(a) for a in ref["angles"]][::-1], "ratio": ref["ratio"]}]
    return [ref, {"ratio": ref["ratio"], "twist": -float(ref["twist"])}]


def _level_points(family: str, branches: int, levels: list[dict[str, Any]], k: int,
                  rules: list[dict[str, Any]]) -> list[np.ndarray]:
    """Level k's points (tree: branch tips; ifs: polygon vertices), (M, 2) in unit coordinates, once per rule in
    `rules` drawn at level k below the figure's levels 1..k−1 (which are grown once and shared)."""
    if family == "tree":
        tips = _tree_root()
        for rule in levels[:k - 1]:
            tips = _tree_level(tips, rule)[1]
        return [_tree_level(tips, rule)[1][2] for rule in rules]
    level = _ifs_root(branches)
    for d, rule in enumerate(levels[:k - 1]):
        level = _ifs_level(level, rule, d, branches)
    return [_ifs_level(level, rule, k - 1, branches)[1].reshape(-1, 2) for rule in rules]


def _row_norms(v: np.ndarray) -> np.ndarray:
    """`np.linalg.norm(v, axis=1)` of (M, 2) rows: the same sqrt(x² + y²), without a reduction over a short axis."""
    return np.sqrt(v[:, 0] * v[:, 0] + v[:, 1] * v[:, 1])


def break_margin_px(family: str, branches: int, levels: list[dict[str, Any]], k: int, scale: float,
                    config: Config) -> float:
    """The decision margin of a figure broken at level k (1-based), in px at the drawn `scale`: tree and ifs, the
    largest displacement of a level-k point (branch tip, polygon vertex) between the figure and its repair (level
    k redrawn with the rule of the other levels, or its mirror image; the smaller counts); subdivision, one cell
    side of level k (a kept cell that moved jumps at least one cell). Levels below k do not move a level-k point,
    so only levels 1..k are grown."""
    return _break_margin_units(family, branches, levels, k, config) * scale


def _break_margin_units(family: str, branches: int, levels: list[dict[str, Any]], k: int, config: Config) -> float:
    """`break_margin_px` in units (at scale 1): the margin in px is this times the drawn scale."""
    if family == "subdivision":
        return _subdivision_side(k, config.gutter)
    ref = levels[1] if k == 1 else levels[0]
    drawn, *repaired = _level_points(family, branches, levels, k, [levels[k - 1], *_repairs(family, ref)])
    moved = [float(_row_norms(drawn - other).max()) for other in repaired]
    return min(moved)


def _check_rule(family: str, rule: dict[str, Any], branches: int) -> None:
    if family == "tree":
        a = [float(x) for x in rule["angles"]]
        if len(a) != branches or set(rule) != {"angles", "ratio"} or not 0.3 <= float(rule["ratio"]) <= 0.95:
            raise VerificationError(f"tree rule {rule} does not have {branches} angles and a ratio")
    elif family == "subdivision":
        cells = [tuple(int(v) for v in c) for c in rule["cells"]]
        if set(rule) != {"cells"} or len(set(cells)) != branches or not all(0 <= v <= 2 for c in cells for v in c):
            raise VerificationError(f"subdivision rule {rule} needs {branches} distinct cells of the 3×3 grid")
    elif set(rule) != {"ratio", "twist"} or not 0.2 <= float(rule["ratio"]) <= 0.75:
        raise VerificationError(f"ifs rule {rule} needs a ratio and a twist")


def _change(family: str, new: dict[str, Any], ref: dict[str, Any], ta: float, tr: float) -> tuple[float, str]:
    """(size in thresholds, kind) of the visible change ref → new: the smallest over ref's mirror images
    (subdivision: cells moved, over the 8 grid symmetries); kind names the component that differs."""
    if family == "subdivision":
        a = {(int(i), int(j)) for i, j in new["cells"]}
        maps = [(1, 0, 0, 1), (-1, 0, 0, 1), (1, 0, 0, -1), (-1, 0, 0, -1),
                (0, 1, 1, 0), (0, -1, 1, 0), (0, 1, -1, 0), (0, -1, -1, 0)]
        moved = []
        for m00, m01, m10, m11 in maps:  # about the centre cell (1, 1)
            b = {(1 + m00 * (i - 1) + m01 * (j - 1), 1 + m10 * (i - 1) + m11 * (j - 1)) for i, j in ref["cells"]}
            moved.append(len(a - b))
        return float(min(moved)), "cells"
    if family == "tree":
        na, ra = [float(a) for a in new["angles"]], [float(a) for a in ref["angles"]]
        dr = abs(float(new["ratio"]) - float(ref["ratio"])) / tr
        turned = _largest_gap(na, ra)
        size = min(max(turned / ta, dr), max(_largest_gap(na, [-a for a in reversed(ra)]) / ta, dr))
        kinds = [k for k, changed in (("angles", turned > TOL), ("ratio", dr > TOL)) if changed]
    else:
        dr = abs(float(new["ratio"]) - float(ref["ratio"])) / tr
        tw, tref = float(new["twist"]), float(ref["twist"])
        size = min(max(abs(tw - t) / ta, dr) for t in (tref, -tref))
        kinds = [k for k, changed in (("twist", abs(tw - tref) > TOL), ("ratio", dr > TOL)) if changed]
    return size, "+".join(kinds)


def _largest_gap(xs: list[float], ys: list[float]) -> float:
    """max |x − y| over two equal-length lists of floats, NaN if any difference is NaN (numpy's max of the
    elementwise differences: the same floats, as a loop over a few numbers)."""
    gaps = [abs(x - y) for x, y in zip(xs, ys, strict=True)]
    return math.nan if any(g != g for g in gaps) else max(gaps)


def _close(a: Any, b: Any) -> bool:
    """`np.allclose(a, b, atol=TOL)` for two numbers or two equal-length lists of numbers, in plain floats (a few
    numbers: numpy's call costs more than the comparison): each x == y, or |x − y| ≤ TOL + 1e-5 |y| with y finite."""
    xs, ys = (a, b) if isinstance(a, list) else ([a], [b])
    for x, y in zip(xs, ys, strict=True):
        x, y = float(x), float(y)
        if not (x == y or (math.isfinite(y) and abs(x - y) <= TOL + 1e-5 * abs(y))):
            return False
    return True


def _same(family: str, a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two checked level rules are the same rule (tree and ifs: every number within `_close`'s tolerance).
    Equal rules of plain floats (most pairs: the levels of a self-similar figure are copies) are the same at once:
    each number is then a float equal to its counterpart and not NaN, which `_close` accepts."""
    if family == "subdivision":
        return sorted(map(tuple, a["cells"])) == sorted(map(tuple, b["cells"]))
    keys = ("angles", "ratio") if family == "tree" else ("ratio", "twist")
    if a == b and all(_plain_floats(a[k]) for k in keys):
        return True
    return all(_close(a[k], b[k]) for k in keys)


def _agreement(family: str, levels: list[dict[str, Any]]) -> list[int]:
    """For each level, how many of the levels are the same rule as it (`_same`, itself included when it is): the
    levels are grouped by Python equality, and `_same` is taken once per pair of groups. `_same` reads only a rule's
    numbers (their float values, or the cells), and levels equal as Python values hold equal numbers (a NaN only
    where the other holds it), so every member of a group decides as the group's first does."""
    firsts: list[dict[str, Any]] = []
    counts: list[int] = []
    group: list[int] = []
    for rule in levels:
        for g, first in enumerate(firsts):
            if rule == first:
                counts[g] += 1
                group.append(g)
                break
        else:
            firsts.append(rule)
            counts.append(1)
            group.append(len(firsts) - 1)
    row = [sum(n for other, n in zip(firsts, counts, strict=True) if _same(family, first, other)) for first in firsts]
    return [row[g] for g in group]


def _plain_floats(v: Any) -> bool:
    """Whether v is a float, or a list of floats, none of them NaN (each equal to itself)."""
    return all(type(x) is float and x == x for x in v) if type(v) is list else type(v) is float and v == v


def _check_easy_design(params: dict[str, Any], gold_levels: list[dict[str, Any]], config: Config) -> None:
    """Easy items are binary trees of depth `easy_depth` whose every fork is mirror-symmetric (±half-angle in
    `easy_half_angle`, ratio in `easy_ratio`), and the violator's first fork opens `easy_change` thresholds wider
    than its later forks."""
    if (params["family"], int(params["branches"]), int(params["depth"])) != ("tree", 2, config.easy_depth):
        raise VerificationError(f"easy items are binary trees of depth {config.easy_depth}")
    (a_lo, a_hi), (r_lo, r_hi) = config.easy_half_angle, config.easy_ratio
    for opt in params["options"]:
        for rule in opt["levels"]:
            left, right = (float(a) for a in rule["angles"])
            ratio = float(rule["ratio"])
            if abs(left + right) > TOL or not a_lo - TOL <= left <= a_hi + TOL or not r_lo - TOL <= ratio <= r_hi + TOL:
                raise VerificationError(f"easy rule {rule} is not a mirror-symmetric fork of the easy ranges")
    opening = (float(gold_levels[0]["angles"][0]) - float(gold_levels[1]["angles"][0])) / config.angle_threshold
    lo, hi = config.easy_change
    if not lo - TOL <= opening <= hi + TOL:
        raise VerificationError(f"the violator's first fork opens {opening:.2f} thresholds wider than its rule; "
                                f"easy items need {lo}–{hi}")


def _check_geometry(opt: dict[str, Any], family: str, branches: int, area: tuple[float, ...], leaf_px: float,
                    config: Config) -> list[float]:
    segs, sizes = _segments(family, branches, opt["levels"], config.gutter, config.leaf_gap)
    if len(segs) != int(opt["n_segments"]):
        raise VerificationError(f"{len(segs)} segments rebuilt, {opt['n_segments']} recorded")
    tf = opt["transform"]
    rot, k = math.radians(float(tf["rotation_deg"])), float(tf["scale"])
    dx, dy = (float(v) for v in tf["offset"])
    pts = segs.reshape(-1, 2)
    x = dx + k * (pts[:, 0] * math.cos(rot) - pts[:, 1] * math.sin(rot))
    y = dy - k * (pts[:, 0] * math.sin(rot) + pts[:, 1] * math.cos(rot))
    if x.min() < area[0] or x.max() > area[2] or y.min() < area[1] or y.max() > area[3]:
        raise VerificationError("a figure leaves its panel's drawing area")
    px = np.stack([x, y], axis=1).reshape(-1, 4)
    length = float(np.hypot(px[:, 2] - px[:, 0], px[:, 3] - px[:, 1]).sum())
    if abs(length - float(opt["length_px"])) > 0.02 + 1e-4 * length:
        raise VerificationError(f"drawn length {length:.2f} px, recorded {opt['length_px']}")
    if sizes[-1] * k < leaf_px - TOL:
        raise VerificationError(f"finest level only {sizes[-1] * k:.1f} px (< {leaf_px})")
    if family == "tree":
        _check_branch_gaps(px, config.tree_clearance_px)
    return [s * k for s in sizes]


def _samples(seg: np.ndarray, spacing: float) -> np.ndarray:
    """(M, 2) points every ≤ `spacing` px along one branch (4,) from its start to its end, both included."""
    count = max(2, math.ceil(float(np.hypot(seg[2] - seg[0], seg[3] - seg[1])) / spacing) + 1)
    t = np.arange(count) * (1.0 / (count - 1))
    t[-1] = 1.0
    return seg[:2] + t[:, None] * (seg[2:] - seg[:2])


def _ends_meet(px: np.ndarray, i: np.ndarray, j: np.ndarray) -> np.ndarray:
    """Whether branches i and j (index arrays into px, (N, 4)) share an end point."""
    p, q = px[i], px[j]
    meet = np.zeros(len(i), dtype=bool)
    for u in (0, 2):
        for v in (0, 2):
            meet |= np.hypot(p[:, u] - q[:, v], p[:, u + 1] - q[:, v + 1]) < 1e-6
    return meet


def _check_branch_gaps(px: np.ndarray, clearance: float, spacing: float = 1.0) -> None:
    """Tree branches (N, 4) in px that share no end point keep `clearance` apart: points sampled every ≤ `spacing` px
    along each of two such branches stay more than `clearance` apart.

    Two points within `clearance` lie on branches whose end-point boxes come within `clearance` of each other (plus
    1e-6 px, far above the rounding of a sampled point past its branch's end), so only those pairs of branches are
    sampled and measured, each point of one against each of the other."""
    x0, y0, x1, y1 = px[:, 0], px[:, 1], px[:, 2], px[:, 3]
    lo_x, hi_x, lo_y, hi_y = np.minimum(x0, x1), np.maximum(x0, x1), np.minimum(y0, y1), np.maximum(y0, y1)
    # the box gap of i and j is the largest of four one-sided gaps; near[i, j] holds two of them, near[j, i] the others
    near = (lo_x[None, :] - hi_x[:, None] <= clearance + 1e-6) & (lo_y[None, :] - hi_y[:, None] <= clearance + 1e-6)
    i, j = np.nonzero(near & near.T & _upper(len(px)))
    apart = ~_ends_meet(px, i, j)
    for a, b in zip(i[apart].tolist(), j[apart].tolist(), strict=True):
        d = _samples(px[a], spacing)[:, None, :] - _samples(px[b], spacing)[None, :, :]
        closest = float(np.sqrt((d[..., 0] * d[..., 0] + d[..., 1] * d[..., 1]).min()))
        if closest <= clearance:
            raise VerificationError(f"two tree branches that do not meet at a fork come {closest:.1f} px apart "
                                    f"(< {clearance} px): they cross or touch")


def solve(item: Item, params: dict[str, Any], config: Config = DEFAULT_CONFIG) -> None:
    """vectorised re-expansion of every panel, rule equality across levels, break size and depth, difficulty"""
    if set(params) != PARAM_KEYS:
        raise VerificationError(f"params keys {sorted(params)} differ from {sorted(PARAM_KEYS)}")
    if item.question != QUESTION:
        raise VerificationError("question malformed")
    family, depth, branches = params["family"], int(params["depth"]), int(params["branches"])
    allowed = {"tree": ((2, 3), range(3, 7)), "subdivision": ((3, 4, 5), (3,)), "ifs": ((3, 4), range(3, 6))}
    if family not in allowed or branches not in allowed[family][0] or depth not in allowed[family][1]:
        raise VerificationError(f"topology {branches} × depth {depth} not allowed for family {family!r}")
    th = params["thresholds"]
    ta, tr, large_factor = float(th["angle_deg"]), float(th["ratio"]), float(th["large_factor"])
    if (ta, tr, large_factor) != (config.angle_threshold, config.ratio_threshold, config.large_factor):
        raise VerificationError(f"thresholds {th} differ from the task's")
    fi = FAMILY_INDEX[family]
    break_px, leaf_px = float(params["min_px"]["break"]), float(params["min_px"]["leaf"])
    if (break_px, leaf_px) != (config.break_px[fi], config.leaf_px[fi]):
        raise VerificationError(f"min_px {params['min_px']} differ from the task's")
    opts = params["options"]
    if len(opts) != N_OPTIONS:
        raise VerificationError(f"{len(opts)} options; {N_OPTIONS} expected")
    boxes = params["layout"]["option_boxes"]
    broken: list[int] = []
    commons: list[dict[str, Any]] = []
    counts = []
    for i, opt in enumerate(opts):
        letter = LETTERS[i]
        if opt["family"] != family or len(opt["levels"]) != depth:
            raise VerificationError(f"option {letter} is not a depth-{depth} {family}")
        for rule in opt["levels"]:
            _check_rule(family, rule, branches)
        sizes = _check_geometry(opt, family, branches, drawing_area(boxes[i]), leaf_px, config)
        counts.append(int(opt["n_segments"]))
        levels = opt["levels"]
        agree = _agreement(family, levels)  # levels the same rule as each one
        if min(agree) == depth:
            if opt["break_depth"] is not None or opt["break_kind"] is not None or opt["kind"] != family:
                raise VerificationError(f"option {letter} is self-similar but tagged {opt['kind']!r} "
                                        f"with break {opt['break_depth']}")
            commons.append(levels[0])
            continue
        broken.append(i)
        odd = [d for d, c in enumerate(agree) if c == 1]
        if len(odd) != 1 or agree.count(depth - 1) != depth - 1:  # depth ≥ 3: the rule is the majority
            raise VerificationError(f"option {letter} differs from its rule at more than one level")
        k = odd[0] + 1
        ref = levels[1] if k == 1 else levels[0]
        size, kind = _change(family, levels[k - 1], ref, ta, tr)
        if size < 1.0 - TOL:
            raise VerificationError(f"option {letter}'s break at level {k} is invisible ({size:.2f} thresholds)")
        if kind not in BREAK_KINDS[family]:
            raise VerificationError(f"option {letter}'s break changes {kind!r}; one of {BREAK_KINDS[family]}")
        if opt["break_depth"] != k or opt["break_kind"] != kind or opt["kind"] != "correct":
            raise VerificationError(f"option {letter} breaks at level {k} ({kind}), recorded "
                                    f"{opt['break_depth']} ({opt['break_kind']}, {opt['kind']})")
        if sizes[k - 1] < break_px - TOL:
            raise VerificationError(f"option {letter}'s broken level is only {sizes[k - 1]:.1f} px")
        margin = break_margin_px(family, branches, levels, k, float(opt["transform"]["scale"]), config)
        if abs(margin - float(params["decision_margin_px"])) > 0.01:
            raise VerificationError(f"decision margin {margin:.2f} px rebuilt, {params['decision_margin_px']} "
                                    "recorded")
        if margin < DECISION_MARGIN_FLOOR_PX:
            raise VerificationError(f"option {letter}'s break moves its elements only {margin:.1f} px "
                                    f"(< {DECISION_MARGIN_FLOOR_PX} px): too small to see")
        brk = params["break"]
        large = size >= large_factor - TOL
        if (brk["depth"], brk["kind"], bool(brk["large"])) != (k, kind, large) or \
                abs(float(brk["magnitude"]) - size) > 1e-3:
            raise VerificationError(f"break record {brk} disagrees with the rules (level {k}, {size:.3f})")
        expected = difficulty_rule(k, depth, large)
        if item.difficulty != expected:
            raise VerificationError(f"difficulty {item.difficulty!r}, rule gives {expected!r}")
        if item.difficulty == "easy" and family == "tree":
            _check_easy_design(params, levels, config)
        commons.append(ref)
    if len(broken) != 1:
        raise VerificationError(f"{len(broken)} figures break their rule; exactly one expected")
    if broken[0] != LETTERS.index(item.answer):
        raise VerificationError(f"the figure that breaks its rule is {LETTERS[broken[0]]}, key says {item.answer}")
    if max(counts) > 1.05 * min(counts) or max(counts) > config.max_segments:
        raise VerificationError(f"segment counts {counts} do not match within 5 % (or exceed the cap)")
    for i in range(N_OPTIONS):
        for j in range(i + 1, N_OPTIONS):
            if _change(family, commons[i], commons[j], ta, tr)[0] < config.min_rule_distance - TOL:
                raise VerificationError(f"options {LETTERS[i]} and {LETTERS[j]} use nearly the same rule")


def signature(item: Item) -> str:
    """Family, depth and every panel's rules per level (sorted: independent of option order and nuisance)."""
    return _signature(item.params_dict)


def _signature(params: dict[str, Any]) -> str:
    """`signature` of an item's parsed params (the keys below parse them once)."""
    panels = sorted(signature_hash(o["levels"]) for o in params["options"])
    return signature_hash({"family": params["family"], "depth": params["depth"], "panels": panels})


def protected_keys(item: Item) -> set[str]:
    """The memorisable object is the odd figure: its family, depth and per-level rules (nuisance dropped)."""
    params = item.params_dict
    gold = params["options"][LETTERS.index(item.answer)]
    return {object_key("hier_figure", [params["family"], params["depth"], gold["levels"]]),
            f"{TASK}:{_signature(params)}"}


def exposed_keys(item: Item) -> set[str]:
    """A train item shows four figures: none may be a test item's odd figure."""
    params = item.params_dict
    return ({object_key("hier_figure", [params["family"], params["depth"], o["levels"]]) for o in params["options"]}
            | {f"{TASK}:{_signature(params)}"})

# ----------------------------------------------------------------------------------------------------
# Pixel solver: decides from the image alone; params give only the structure (family, branching, depth) and each
# panel's placement (scale, rotation, offset, stroke width), never a panel's rules or the break.


def _ink(image: np.ndarray) -> np.ndarray:
    """Pixels darker than the white background by a clear step (thin antialiased strokes included)."""
    return (255.0 - image.astype(float).mean(axis=2)) > 40.0


def _grid(family: str, branches: int, config: Config) -> tuple[np.ndarray, np.ndarray]:
    """A coarse grid over the family's rule space as rule vectors (tree: angles…, ratio; ifs: ratio, twist), and
    the grid's step per component (the refinement searches finer grids around the best). Binary trees' outer angles
    reach the widest easy fork."""
    if family == "tree":
        lo, hi = TREE_RANGES[branches]["outer"]
        hi = max(hi, config.easy_half_angle[1]) if branches == 2 else hi
        outer = np.arange(lo - 2, hi + 3, 6.0 if branches == 2 else 8.0)
        rlo, rhi = TREE_RANGES[branches]["ratio"]
        ratios = np.arange(rlo - 0.02, rhi + 0.03, 0.04)
        axes = [outer, np.arange(-10.0, 10.1, 10.0), -outer, ratios] if branches == 3 else [outer, -outer, ratios]
        steps = np.array([8.0, 10.0, 8.0, 0.04] if branches == 3 else [6.0, 6.0, 0.04])
    else:
        lo, hi = IFS_RANGES[branches]
        axes = [np.arange(lo - 0.02, hi + 0.025, 0.02), np.arange(-IFS_TWIST - 3, IFS_TWIST + 3.1, 3.0)]
        steps = np.array([0.02, 3.0])
    mesh = np.meshgrid(*axes, indexing="ij")
    return np.stack([m.ravel() for m in mesh], axis=1), steps


def _batch_points(family: str, branches: int, depth: int, rules: np.ndarray) -> np.ndarray:
    """(H, P, 2) points along the self-similar figures of H rule vectors, in unit coordinates (y up): 5 points per
    tree segment, the vertices of every ifs polygon and its edge midpoints."""
    h = len(rules)
    if family == "tree":
        angles, ratio = np.radians(rules[:, :-1]), rules[:, -1]
        heading = np.full((h, 1), math.pi / 2)
        length = np.ones((h, 1))
        tip = np.zeros((h, 1, 2))
        tip[:, :, 1] = 1.0
        starts, ends = [np.zeros((h, 1, 2))], [tip]
        for _ in range(depth):
            heading = (heading[:, :, None] + angles[:, None, :]).reshape(h, -1)
            length = np.repeat(length * ratio[:, None], branches, axis=1)
            start = np.repeat(tip, branches, axis=1)
            tip = start + length[..., None] * np.stack([np.cos(heading), np.sin(heading)], axis=-1)
            starts.append(start)
            ends.append(tip)
        a, b = np.concatenate(starts, axis=1), np.concatenate(ends, axis=1)
        t = np.linspace(0.0, 1.0, 4)[None, None, :, None]
        return (a[:, :, None] * (1 - t) + b[:, :, None] * t).reshape(h, -1, 2)
    n = branches
    ratio, twist = rules[:, 0], np.radians(rules[:, 1])
    centre, radius, theta = np.zeros((h, 1, 2)), np.ones((h, 1)), np.full((h, 1), math.pi / 2)
    out = []
    for d in range(depth + 1):
        ang = theta[..., None] + 2 * math.pi * np.arange(n) / n  # (h, m, n)
        verts = centre[:, :, None, :] + radius[..., None, None] * np.stack([np.cos(ang), np.sin(ang)], axis=-1)
        out += [verts.reshape(h, -1, 2), ((verts + np.roll(verts, -1, axis=2)) / 2).reshape(h, -1, 2)]
        if d == depth:
            break
        keep = np.arange(n) if d == 0 else np.arange(1, n)
        beta = (ang[:, :, keep] + twist[:, None, None]).reshape(h, -1)
        child = np.repeat(radius * ratio[:, None], len(keep), axis=1)
        centre = verts[:, :, keep, :].reshape(h, -1, 2) + child[..., None] * np.stack([np.cos(beta), np.sin(beta)], -1)
        radius, theta = child, beta + math.pi
    return np.concatenate(out, axis=1)


def _cell_points(branches: int, depth: int, config: Config) -> tuple[np.ndarray, np.ndarray]:
    """Every kept-cell set of the 3 × 3 grid as rows of `cells`, and (H, P, 2) points filling each set's leaf
    squares (a 3 × 3 grid of points per leaf), unit coordinates."""
    import itertools
    cells = np.array([[[k % 3, k // 3] for k in c] for c in itertools.combinations(range(9), branches)], float)
    corner, side = np.zeros((len(cells), 1, 2)), 1.0
    for _ in range(depth):
        inner = side * (1 - 2 * config.gutter)
        corner = (corner[:, :, None, :] + side * config.gutter + cells[:, None, :, :] * inner / 3).reshape(
            len(cells), -1, 2)
        side = inner / 3
    t = config.leaf_gap + (1 - 2 * config.leaf_gap) * (np.arange(3) + 0.5) / 3
    gx, gy = np.meshgrid(t, t)
    offsets = side * np.stack([gx.ravel(), gy.ravel()], axis=1)
    return cells, (corner[:, :, None, :] + offsets[None, None]).reshape(len(cells), -1, 2)


def _to_image(points: np.ndarray, transform: dict[str, Any], f: float) -> np.ndarray:
    rot, k = math.radians(float(transform["rotation_deg"])), float(transform["scale"])
    dx, dy = (float(v) for v in transform["offset"])
    x = dx + k * (points[..., 0] * math.cos(rot) - points[..., 1] * math.sin(rot))
    y = dy - k * (points[..., 0] * math.sin(rot) + points[..., 1] * math.cos(rot))
    return np.stack([x, y], axis=-1) * f


def _panel_residual(ink: np.ndarray, family: str, branches: int, depth: int, opt: dict[str, Any], f: float,
                    config: Config) -> float:
    """How badly the best self-similar figure fits the panel's ink: the mean distance (image px) from the model's
    points to the ink, minimised over the family's rules (a coarse grid, then three finer grids about the best
    three). Subdivision enumerates every kept-cell set and adds the distance from the ink back to the model (less
    half a pixel), since a set of fewer spread cells could otherwise sit inside the ink of another."""
    from scipy.ndimage import distance_transform_edt
    from scipy.spatial import cKDTree

    dt = distance_transform_edt(~ink)
    ys, xs = np.nonzero(ink)
    ink_pts = np.stack([xs, ys], axis=1).astype(float)
    h, w = ink.shape
    half = 0.5 * float(opt["stroke_width"]) * f if family != "subdivision" else 0.5 * f

    def to_ink(pts: np.ndarray) -> np.ndarray:  # (H, P, 2) image points -> (H,) mean distance to the ink
        ix = np.clip(np.rint(pts[..., 0]).astype(int), 0, w - 1)
        iy = np.clip(np.rint(pts[..., 1]).astype(int), 0, h - 1)
        return dt[iy, ix].mean(axis=1)

    def both(pts: np.ndarray) -> float:  # (P, 2)
        back = cKDTree(pts).query(ink_pts)[0] - half
        return float(to_ink(pts[None])[0]) + float(np.maximum(back, 0.0).mean())

    if family == "subdivision":
        _, pts = _cell_points(branches, depth, config)
        pts = _to_image(pts, opt["transform"], f)
        coarse = to_ink(pts)
        return min(both(pts[int(i)]) for i in np.argsort(coarse)[:4])
    rules, steps = _grid(family, branches, config)
    scores = np.concatenate([to_ink(_to_image(_batch_points(family, branches, depth, chunk), opt["transform"], f))
                             for chunk in np.array_split(rules, max(1, len(rules) // 400))])
    finalists = []
    for i in np.argsort(scores)[:3]:
        best, step = rules[int(i)], steps
        for _ in range(3):
            step = step / 2.5
            offsets = np.stack([m.ravel() for m in np.meshgrid(*[np.arange(-2, 3) * s for s in step],
                                                               indexing="ij")], axis=1)
            local = best + offsets
            local_scores = to_ink(_to_image(_batch_points(family, branches, depth, local), opt["transform"], f))
            best = local[int(np.argmin(local_scores))]
        finalists.append(best)
    pts = _to_image(_batch_points(family, branches, depth, np.array(finalists)), opt["transform"], f)
    return float(to_ink(pts).min())


def solve_pixels(image: np.ndarray, row: Mapping[str, Any], config: Config = DEFAULT_CONFIG) -> int:
    """The option (0-based) whose figure no self-similar rule of its family draws: each panel's ink is fitted with
    the best single-rule figure (placed with the panel's recorded scale, rotation and offset), and the panel
    with the largest residual is the one whose rule breaks. Works at any image size (coordinates scaled by
    width / 1024)."""
    params = row["params"]
    params = json.loads(params) if isinstance(params, str) else params
    f = image.shape[1] / CANVAS_SIZE
    ink = _ink(image)
    family, branches, depth = params["family"], int(params["branches"]), int(params["depth"])
    residuals = []
    for box, opt in zip(params["layout"]["option_boxes"], params["options"], strict=True):
        x0, y0, x1, y1 = drawing_area(box)
        panel = np.zeros_like(ink)
        r0, r1, c0, c1 = int(y0 * f), int(math.ceil(y1 * f)), int(x0 * f), int(math.ceil(x1 * f))
        panel[r0:r1, c0:c1] = ink[r0:r1, c0:c1]
        residuals.append(_panel_residual(panel, family, branches, depth, opt, f, config))
    return int(np.argmax(residuals))


verify = PANEL.verifier(solve)

SPEC = TaskSpec(
    benchmark=BENCH,
    name=TASK,
    dimension=DIMENSION,
    answer_type="choice",
    n_options=N_OPTIONS,
    default_n={"test": 100, "train": 2500},
    generate=generate,
    verify=verify,
    signature=signature,
    protected_keys=protected_keys,
    exposed_keys=exposed_keys,
)

PRESENTATION = Presentation(
    title="Hierarchical Pattern Equivalence",
    description="Four recursive figures of one family (tree, subdivision or IFS curve); pick the one whose rule "
                "changes at one level.",
    prompts=Prompts(
        hint="A self-similar figure repeats the same branching rule at every level; look for the level where "
             "the rule changes.",
        operation="abstraction: recognising self-similar recursive structure across levels of detail",
        steps=(
            "Identify the rule that produces each figure from its largest part.",
            "Check that the rule repeats at every smaller level.",
            "Pick the figure whose hierarchy breaks.",
        ),
    ),
    human=HumanLevel(0.88, MINDS_EYE_HUMANS),
    published_seconds=0.21,  # issue #28: the published generator's draw + PNG, CPU per item on one core
)
