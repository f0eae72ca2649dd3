"""mindbench: verified generators, a Hub builder and lmms-eval tasks for M3STR and Mind's Eye.

The repository's folders install as subpackages of this one namespace: `mindbench.generators` (pure item
generation), `mindbench.builder` (the build pipeline, the KG tools and the `mindbench` commands),
`mindbench.hf_dataset` (the Hub format: features, card, SFT view, publish, export), `mindbench.lmms_tasks`
(evaluation, reading published rows only) and `mindbench.human_study`; `mindbench.oneline` is the one-line error
helper every command shares.

The public API is small and imports nothing heavy until called:

    import mindbench
    ds = mindbench.load("mindseye", "paper_folding", "test", data_dir="out")   # a `mindbench build` folder
    item = mindbench.generate("paper_folding", 0)                              # one verified item, in memory
    [spec.name for spec in mindbench.tasks()]                                  # the registry, read-only
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mindbench.generators.common.item import Item
    from mindbench.generators.common.registry import TaskSpec

__all__ = ["generate", "load", "tasks"]


def tasks(benchmark: str | None = None) -> tuple[TaskSpec, ...]:
    """Every registered task (one benchmark, or both), in registry order; the specs are frozen."""
    from mindbench.generators.common.registry import all_tasks

    return tuple(all_tasks(benchmark))


def task_table() -> Mapping[str, TaskSpec]:
    """The registry as a read-only mapping from config name to its spec."""
    return MappingProxyType({spec.name: spec for spec in tasks()})


def generate(config: str, index: int, seed: int = 0, split: str = "test") -> Item:
    """Item `index` of a config as a build with this seed draws it first: the first draw that passes the task's
    independent `verify` (a build may redraw it later to keep train clear of test or free of in-split repeats)."""
    from mindbench.generators.common.draw import first_valid_item
    from mindbench.generators.common.registry import find_task

    return first_valid_item(find_task(config), index, split, seed)


def load(benchmark: str, config: str, split: str, data_dir: str | None = None) -> Any:
    """One split of one config as a `datasets.Dataset`: from `<data_dir>/<benchmark>` (a `mindbench build --out`
    folder), else from the Hub repo `mindbench/<benchmark>`."""
    import os

    from datasets import load_dataset

    from mindbench.generators.common.item import BENCHMARKS

    if benchmark not in BENCHMARKS:
        raise ValueError(f"benchmark {benchmark!r}: choose one of {', '.join(BENCHMARKS)}")
    path = os.path.join(data_dir, benchmark) if data_dir else f"mindbench/{benchmark}"
    return load_dataset(path, config, split=split)
