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
    stream = mindbench.procedural("paper_folding")                             # endless verified train items
    mindbench.score(item, "The answer is (B).")                                # 1.0 for the key, else 0.0
    mindbench.rewards.accuracy                                                 # a TRL GRPOTrainer reward function
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Iterator

    from mindbench.generators.common.item import Item
    from mindbench.generators.common.registry import TaskSpec

__all__ = ["generate", "load", "procedural", "procedural_dataset", "rewards", "score", "tasks"]


def __getattr__(name: str) -> Any:
    """`mindbench.rewards` on first use (it imports the answer extractor)."""
    if name == "rewards":
        import importlib

        return importlib.import_module("mindbench.rewards")
    raise AttributeError(f"module 'mindbench' has no attribute {name!r}")


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


def procedural(config: str, seed: int = 0, split: str = "train", size: int | None = None, holdout: Any = None,
               **task_params: Any) -> Iterator[Item]:
    """Verified train items of `config`, drawn lazily in memory: item i is what a build's first round draws for
    index i (endless when `size` is None). Never a test item: train items sharing a key with the held-out test split
    are redrawn as the builder redraws them. `holdout`: None regenerates the default test split's keys once (cached
    under ~/.cache/mindbench), a `mindbench build --out` folder reads them from that build, False switches the
    holdout off. Task parameters: `kg_path` (M3STR), `difficulty` (keep only that tier)."""
    from mindbench.builder.pipeline.procedural import procedural_items

    return procedural_items(config, seed=seed, split=split, size=size, holdout=holdout, **task_params)


def procedural_dataset(config: str, seed: int = 0, split: str = "train", size: int | None = None,
                       holdout: Any = None, images: bool = True, **task_params: Any) -> Any:
    """`procedural(...)` as a `datasets.IterableDataset` for trainers: the published columns plus `prompt` (the
    evaluation prompt as one conversational user turn) and `image` (a PIL image; `images=False` drops it, the
    text-only view). TRL's GRPOTrainer takes it as `train_dataset` with `mindbench.rewards.accuracy`."""
    from datasets import IterableDataset

    from mindbench.hf_dataset.rl import procedural_rows, rl_features

    def rows() -> Iterator[dict[str, Any]]:
        yield from procedural_rows(procedural(config, seed=seed, split=split, size=size, holdout=holdout,
                                              **task_params), images)

    return IterableDataset.from_generator(rows, features=rl_features(images))


def score(item: Any, completion: Any) -> float:
    """1.0 when `completion` commits to the key of `item` (an `Item` or a published row), else 0.0; the answer
    extractor of `mindbench eval` decides what was answered, and no answer scores 0."""
    from mindbench.lmms_tasks.rewards import score as score_completion

    return score_completion(item, completion)
