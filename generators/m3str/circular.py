"""M3STR CircularEval: `complete_entity_circular` and `complete_relation_circular`, the text choices of each test item
in every cyclic rotation (the map drawn as in the source item); `generators/common/circular.py`, lmms-eval group
`m3str_circular`. Counting and detection have no options to rotate.
"""

from __future__ import annotations

from mindbench.generators.common import circular
from mindbench.generators.common.presentation import Presentation
from mindbench.generators.common.registry import TaskSpec

BENCH = "m3str"
SOURCES = ("complete_entity", "complete_relation")

SPECS: dict[str, TaskSpec] = {name + circular.SUFFIX: circular.make_spec(BENCH, name, panels=False)
                              for name in SOURCES}
PRESENTATIONS: dict[str, Presentation] = {name + circular.SUFFIX: circular.make_presentation(BENCH, name)
                                          for name in SOURCES}
