"""Items on the fly for training: verified train items drawn lazily in memory, never a held-out test item.

Item `index` is what the builder's first round draws for that index of the train split: the first attempt that
passes the task's independent `verify` and shares no key with the held-out test keys (`workers.draw_valid_item`).
A build then also redraws repeats *within* the split (later indices that repeat an earlier puzzle); an endless
stream has no end to de-duplicate against, so here a repeat is kept (rare: the puzzle spaces are large).

The test keys (what a train item may not share: the test items' signatures, gold facts and image bytes) come from
a finished build (`holdout=PATH`, the `--out` folder or its benchmark folder) or, by default, are regenerated once
from the default test split's definition with the real builder and cached on disk (`MINDBENCH_CACHE`, default
`~/.cache/mindbench`). Which test splits can share a key with a config's train items: for Mind's Eye the task's
own (the circular and judge variants re-present those test items) and those of its variants that draw their own
puzzles with the task's object keys (`TaskSpec.own_puzzles`: the open configs), read from a build where it holds
them; for M3STR every config of the benchmark (keys are the gold facts of the maps, shared
across configs). A full build checks a train split against every test split it holds, so the two agree.

The judge and open configs have no train split in the default build; their train items exist here only
(`TaskSpec.procedural_train`).
"""

from __future__ import annotations

import itertools
import json
import os
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from mindbench.builder.pipeline.jobs import BuildError, SplitJob
from mindbench.generators import GENERATOR_VERSION
from mindbench.generators.common.item import Item
from mindbench.generators.common.registry import TaskSpec, find_task, get_task, task_names

CACHE_ENV = "MINDBENCH_CACHE"
TASK_PARAMS = ("kg_path", "difficulty")


def holdout_tasks(spec: TaskSpec) -> tuple[list[str], list[str]]:
    """The configs whose test keys a train item of `spec` could repeat (see the module docstring): those a
    holdout build must hold, and those used where it holds them (a build protects what it holds)."""
    if spec.benchmark == "m3str":
        return [name for name in task_names(spec.benchmark) if get_task(spec.benchmark, name).splits], []
    source = spec.variant_of or spec.name
    required = [source] + ([spec.name] if spec.own_puzzles else [])
    variants = (get_task(spec.benchmark, name) for name in task_names(spec.benchmark) if name not in required)
    optional = [v.name for v in variants if v.variant_of == source and v.own_puzzles]
    return required, optional


def keys_from_build(folder: Path, spec: TaskSpec) -> frozenset[str]:
    """The test keys a finished build recorded for the configs that matter to `spec`."""
    bench = folder / spec.benchmark if (folder / spec.benchmark).is_dir() else folder
    keys: set[str] = set()
    missing = []
    required, optional = holdout_tasks(spec)
    for task in required + optional:
        path = bench / ".mindbench" / task / "test" / "test_keys.json"
        if path.is_file():
            keys.update(json.loads(path.read_text()))
        elif task in required:
            missing.append(task)
    if missing:
        raise BuildError(f"holdout={folder}: no finished test split of {spec.benchmark}/{', '.join(missing)} there "
                         "(build it with `mindbench build --split test`, or pass holdout=None to regenerate)")
    return frozenset(keys)


def cache_dir() -> Path:
    return Path(os.environ.get(CACHE_ENV) or Path.home() / ".cache" / "mindbench")


def regenerated_keys(spec: TaskSpec, seed: int, kg_path: str | None) -> frozenset[str]:
    """The default test splits' keys for `spec`, built once with the real builder and cached per generator
    version, seed and KG content."""
    from mindbench.builder.pipeline.jobs import kg_identity
    from mindbench.builder.pipeline.run import regenerate_test_keys

    kg = kg_identity(kg_path)[:16] if spec.benchmark == "m3str" else "none"
    keys: set[str] = set()
    required, optional = holdout_tasks(spec)
    for task in required + optional:
        path = cache_dir() / "holdout" / f"v{GENERATOR_VERSION}" / f"{spec.benchmark}-{task}-seed{seed}-kg{kg}.json"
        if not path.is_file():
            job = SplitJob(spec.benchmark, task, "test", get_task(spec.benchmark, task).default_n["test"], seed,
                           kg_path if spec.benchmark == "m3str" else None)
            print(f"mindbench.procedural: regenerating the {job.n} test items of {spec.benchmark}/{task} once to "
                  f"hold their keys out (cached in {path.parent})", file=sys.stderr, flush=True)
            found = sorted(regenerate_test_keys(job, workers=1, progress=False))
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, suffix=".tmp") as tmp:
                json.dump(found, tmp)
            os.replace(tmp.name, path)
        keys.update(json.loads(path.read_text()))
    return frozenset(keys)


def held_out_keys(spec: TaskSpec, seed: int, holdout: Any, kg_path: str | None) -> frozenset[str]:
    """The keys train items must avoid: from a build folder, regenerated (None), or none at all (False)."""
    if holdout is False:
        return frozenset()
    if holdout is None:
        return regenerated_keys(spec, seed, kg_path)
    folder = Path(holdout)
    if not folder.is_dir():
        raise BuildError(f"holdout={holdout}: not a directory (a `mindbench build --out` folder)")
    return keys_from_build(folder, spec)


def check_task_params(task_params: dict[str, Any]) -> None:
    unknown = sorted(set(task_params) - set(TASK_PARAMS))
    if unknown:
        raise TypeError(f"procedural(): unknown task parameter {unknown[0]!r}; accepted: {', '.join(TASK_PARAMS)}")


def procedural_items(config: str, seed: int = 0, split: str = "train", size: int | None = None,
                     holdout: Any = None, **task_params: Any) -> Iterator[Item]:
    """Verified items of `config`, index 0, 1, 2, … (endless when `size` is None); see the module docstring.

    `holdout`: None (default) regenerates the default test split's keys, a path reads them from a build, False
    switches the holdout off (only for experiments on the holdout itself). Task parameters: `kg_path` (M3STR: an
    MMKG folder) and `difficulty` (only items of that difficulty; indices of other difficulties are skipped).
    """
    check_task_params(task_params)
    if split == "test":
        raise ValueError("procedural() never yields test items: read the test split with mindbench.load(...)")
    spec = find_task(config)
    if split not in spec.splits and not (split == "train" and spec.procedural_train):
        raise ValueError(f"{config} has no {split!r} split (it has {', '.join(spec.splits)})")
    if size is not None and size < 0:
        raise ValueError(f"size must be >= 0 or None, got {size}")
    from mindbench.builder.pipeline.workers import draw_valid_item

    kg_path = task_params.get("kg_path")
    difficulty = task_params.get("difficulty")
    job = SplitJob(spec.benchmark, spec.name, split, sys.maxsize, seed, kg_path if spec.benchmark == "m3str" else None)
    protected = held_out_keys(spec, seed, holdout, kg_path)
    produced = 0
    for index in itertools.count():
        if size is not None and produced >= size:
            return
        item, _ = draw_valid_item(spec, job, index, 0, protected, Counter())
        if difficulty is not None and item.difficulty != difficulty:
            continue
        produced += 1
        yield item
