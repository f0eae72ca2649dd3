"""Mind's Eye · Visual Relation Abstraction: a Bongard-style odd one out over six panels of line figures.

Five panels share a latent concept (one geometric attribute, or a conjunction of two) and one panel lacks it;
that panel is the answer. The concept is never named in the question.

Why the key is unique. A panel is a figure of 1–3 separate parts (polygons, open polylines, ellipses, arcs),
stored as numbers. Its attributes form a fixed vocabulary: `curved`, `closed`, `convex`, `right_angle`,
`symmetric` (mirror symmetry of the whole figure), `nested` (a part inside a closed part), `parts` (count) and
`corners` (count), plus the conjunctive concepts in `CONJUNCTIONS`. Every predicate of that vocabulary (each
boolean, each value of each count, each listed conjunction) is evaluated on all six panels; no predicate may
hold for exactly one panel or fail for exactly one panel, except a predicate that involves a concept attribute
and singles out the gold panel (e.g. `corners = 6` when the concept is `corners = 5`). So no second concept of
the vocabulary points at any other panel, and no attribute outside the concept points at the gold one.

Two independent paths. Generation labels every figure from its construction (a catalogue of part kinds with
known attributes, symmetry axes placed by construction, near-misses refused) and searches a pool of figures
for a set of six that meets the rule above (min-conflicts local search). `verify` ignores the labels: it
recomputes every attribute from the coordinates in `params` (corner angles with a 0.5° right-angle tolerance
and a 12° no-man's-land, convexity from turn signs, mirror symmetry by testing every axis through pairs of
salient points against densely sampled strokes, containment by point-in-region tests) and re-proves the rule.
A measurement closer to a bound of its verdict than the margins in `vocabulary` is refused, not decided.

Decision margin (`params["decision_margin_px"]`, px at 1024; `verification.decision_margin_px`): over the six
panels and the concept's attributes, the smallest distance of a drawn figure from the other verdict of that
attribute — the mirror mismatch's distance from the symmetric / asymmetric bound times the diagonal, the end
displacement that would take a corner across the right-angle verdict, a corner's bend, a curved part's sagitta,
an open part's gap, the clearance between parts. `verify` refuses an item under `DECISION_MARGIN_FLOOR_PX`
(8 px); asymmetric figures miss every mirror axis by at least 8 % of their diagonal (`ASYM_GAP`), so no item
hinges on a near-symmetry call inside the old 1.2–5 % gap.

Traps of the published version avoided: the answer positions are balanced (PanelTask); surface nuisance
(rotation, size, position, stroke width, colour) is drawn per panel independently of the answer; the count of
parts and of closed parts (which drive pixel statistics: connected components, enclosed holes) of the gold
panel is always shared by another panel, so "the one with a different number of blobs" never finds it.

The package by job: `vocabulary` (attributes, concepts, tolerances, margins, `Config`), `shapes` (the part
catalogue), `placement` (figures and their construction labels), `density` (stroke density), `concepts` (the
concept and six-panel search), `rendering` (SVG), `verification` (measurement from coordinates; the plane geometry
is `mindbench.generators.mindseye.geometry2d`) and `task` (`generate`, `verify`, `SPEC`, `PRESENTATION`).
"""

from mindbench.generators.mindseye.visual_relation_abstraction.concepts import draw_concept, search_panels
from mindbench.generators.mindseye.visual_relation_abstraction.density import stroke_density
from mindbench.generators.mindseye.visual_relation_abstraction.placement import Figure, arrange, sample_figure
from mindbench.generators.mindseye.visual_relation_abstraction.shapes import KIND_INFO, KINDS, library
from mindbench.generators.mindseye.visual_relation_abstraction.task import (
    PRESENTATION,
    SPEC,
    generate,
    signature,
    solve,
    verify,
)
from mindbench.generators.mindseye.visual_relation_abstraction.verification import (
    check_panels,
    difficulty_rule,
    measure_panel,
)
from mindbench.generators.mindseye.visual_relation_abstraction.vocabulary import (
    DECISION_MARGIN,
    DECISION_MARGIN_FLOOR_PX,
    DEFAULT_CONFIG,
    DISTRACTOR_KINDS,
    Config,
)

__all__ = ["DECISION_MARGIN", "DECISION_MARGIN_FLOOR_PX",
           "DEFAULT_CONFIG", "DISTRACTOR_KINDS", "KINDS", "KIND_INFO", "PRESENTATION", "SPEC", "Config", "Figure",
           "arrange", "check_panels", "difficulty_rule", "draw_concept", "generate", "library", "measure_panel",
           "sample_figure", "search_panels", "signature", "solve", "stroke_density", "verify"]
