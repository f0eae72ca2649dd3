"""Mind's Eye CircularEval: `<task>_circular` for every task, its option panels redrawn in each cyclic rotation.

All eight tasks draw their options as lettered panels of equal size (`params.layout.option_boxes`), so one
composition serves them all (`generators/common/circular.py`); lmms-eval group `mindseye_circular`.
"""

from __future__ import annotations

from mindbench.generators.common import circular
from mindbench.generators.common.presentation import Presentation
from mindbench.generators.common.registry import TaskSpec

BENCH = "mindseye"
SOURCES = ("visual_relation_abstraction", "hierarchical_pattern", "dynamic_correspondence", "conceptual_slippage",
           "symmetric_structures", "mental_rotation", "paper_folding", "mental_composition")

SPECS: dict[str, TaskSpec] = {name + circular.SUFFIX: circular.make_spec(BENCH, name, panels=True) for name in SOURCES}
PRESENTATIONS: dict[str, Presentation] = {name + circular.SUFFIX: circular.make_presentation(BENCH, name)
                                          for name in SOURCES}
