"""Visual Relation Abstraction: the attribute vocabulary, the concepts drawn from it, verify's tolerances and the
margins generation keeps from them, and the build's `Config`."""

from __future__ import annotations

from dataclasses import dataclass

from mindbench.generators.common.panel import PanelTask

BENCH = "mindseye"
TASK = "visual_relation_abstraction"
DIMENSION = "abstraction"
N_OPTIONS = 6
PANEL = PanelTask(BENCH, TASK, DIMENSION, N_OPTIONS)
QUESTION = (
    "Five of the six panels share a geometric property of their figures that the remaining panel lacks. "
    "Size, rotation, position, colour and line width do not matter. Which panel is the odd one out?"
)
PARAM_KEYS = {"concept", "panels", "options", "layout", "decision_margin_px"}
DECISION_MARGIN = ("the smallest distance, over the six panels and the concept's attributes, of a drawn figure from "
                   "the other verdict of that attribute (mirror mismatch, corner bend, gap, clearance), px at 1024")
DECISION_MARGIN_FLOOR_PX = 8.0
MARGIN_HEADROOM_PX = 1.0  # generation keeps this far above the floor

BOOLEAN_ATTRIBUTES = ("curved", "closed", "convex", "right_angle", "symmetric", "nested")
COUNT_ATTRIBUTES = ("parts", "corners")
ATTRIBUTES = BOOLEAN_ATTRIBUTES + COUNT_ATTRIBUTES
SALIENT = ("curved", "closed", "nested")  # easy: one of these
SUBTLE = ("right_angle", "convex", "symmetric", "corners")  # medium: one of these
# hard: one of these conjunctions; the gold panel has one conjunct and lacks the other
CONJUNCTIONS: tuple[tuple[tuple[str, bool], tuple[str, bool]], ...] = (
    (("closed", True), ("right_angle", True)),
    (("curved", True), ("symmetric", True)),
    (("curved", False), ("symmetric", True)),
    (("convex", True), ("right_angle", True)),
    (("right_angle", True), ("symmetric", True)),
    (("closed", True), ("symmetric", False)),
    (("nested", True), ("symmetric", True)),
    (("closed", False), ("right_angle", True)),
)
DISTRACTOR_KINDS = ("shares_concept", "lookalike")

# verify's tolerances (angles in degrees, lengths relative to the figure's bounding-box diagonal D)
RIGHT_TOL = 0.5  # a corner is right when its angle is within this of 90°
RIGHT_GAP = 12.0  # every other corner is at least this far from 90° (no near-right corners)
MIN_ANGLE, MAX_ANGLE = 20.0, 165.0  # corners are sharp enough to see and never nearly straight
SYM_TOL = 0.012  # mirror image within this of the figure (relative to D): symmetric
ASYM_GAP = 0.08  # best mirror axis misses by at least this (relative to D): asymmetric; between: ambiguous
# (8 % of the diagonal: a near-symmetric quadrilateral off by 2–5 % is refused rather than called asymmetric)
SEPARATION = 0.03  # parts never touch: strokes of two parts at least this far apart (relative to D)
SAMPLE_STEP = 0.006  # dense stroke sampling step (relative to D)

# Margins: a measurement closer than this to a bound of its verdict is refused (verify raises, generate redraws)
# rather than decided, so no verdict rests on the last bits of its arithmetic. Generation keeps clear of them by
# construction: right corners lie within 1e-4° of 90° (0.5° from RIGHT_TOL's ends), every other corner at least
# 2° from MIN_ANGLE and MAX_ANGLE and 3° outside RIGHT_GAP.
ANGLE_MARGIN = 0.25  # degrees, from every angle in `verification.ANGLE_BOUNDS`
SYM_MARGIN = 1e-6  # relative to D, from SYM_TOL and ASYM_GAP: far above rounding (~1e-12), far below the errors' spread


# ----------------------------------------------------------------------------------------------------
# Configuration


@dataclass(frozen=True)
class Config:
    """Ranges of one build (difficulty comes from the index, see `PanelTask`)."""

    pool_size: int = 26  # figures drawn that satisfy the concept
    violator_pool: int = 8  # figures drawn that violate it
    search_restarts: int = 6
    search_steps: int = 40
    fill: tuple[float, float] = (0.62, 0.92)  # share of the panel the figure's larger side spans
    stroke_width: tuple[float, float] = (3.0, 6.5)  # pixels
    corner_range: tuple[int, int] = (3, 8)  # `corners = n` concepts draw n from this range
    # concepts on `nested`: every panel's stroke density (`Figure.density`) lies within `density_tol` of one
    # value drawn per item from this range, where nested and non-nested figures of 1–3 parts both occur
    nested_density: tuple[float, float] = (2.7, 3.1)
    density_tol: float = 0.1
    colours: tuple[str, ...] = ("#111111", "#1f3a93", "#1e6b30", "#8b1a1a", "#5b2a86", "#0b6e6e", "#6b4423",
                                "#b04a00")

    def __post_init__(self) -> None:
        if not 12 <= self.pool_size <= 200:
            raise ValueError(f"pool_size must lie in 12..200, got {self.pool_size}")
        if not 3 <= self.violator_pool <= 100:
            raise ValueError(f"violator_pool must lie in 3..100, got {self.violator_pool}")
        if self.search_restarts < 1:
            raise ValueError(f"search_restarts must be positive, got {self.search_restarts}")
        if self.search_steps < 1:
            raise ValueError(f"search_steps must be positive, got {self.search_steps}")
        if not 0.3 <= self.fill[0] <= self.fill[1] <= 0.95:
            raise ValueError(f"fill must be an increasing pair in [0.3, 0.95], got {self.fill}")
        if not 1.0 <= self.stroke_width[0] <= self.stroke_width[1] <= 10.0:
            raise ValueError(f"stroke_width must be an increasing pair in [1, 10], got {self.stroke_width}")
        if not 2 <= self.corner_range[0] <= self.corner_range[1] <= 10:
            raise ValueError(f"corner_range must be an increasing pair in 2..10, got {self.corner_range}")
        if not 1.0 <= self.nested_density[0] <= self.nested_density[1] <= 5.0:
            raise ValueError(f"nested_density must be an increasing pair in [1, 5], got {self.nested_density}")
        if not 0.01 <= self.density_tol <= 1.0:
            raise ValueError(f"density_tol must lie in [0.01, 1], got {self.density_tol}")
        if len(self.colours) < 2 or not all(c.startswith("#") and len(c) == 7 for c in self.colours):
            raise ValueError(f"colours must hold at least two #rrggbb colours, got {self.colours}")


DEFAULT_CONFIG = Config()


LABEL_KEYS = ATTRIBUTES + ("closed_parts",)  # everything `Figure.labels` holds
