"""The item pool of a study: rows of a built benchmark folder, without the image bytes until asked for."""

from __future__ import annotations

import json
import re
import threading
from collections import Counter, OrderedDict
from dataclasses import dataclass, replace
from pathlib import Path

import pyarrow.parquet as pq

from mindbench.generators.common.item import LETTERS

META_COLUMNS = ("id", "benchmark", "task", "split", "question", "choices", "answer", "answer_type", "difficulty",
                "option_kinds")
SHARD_RE = re.compile(r"^(?P<split>[a-z]+)-\d{5}-of-\d{5}\.parquet$")
DEFAULT_INTEGER_RANGE = (1, 10)


class PoolError(Exception):
    """The folder is not a built benchmark, or lacks what the study asks for (one clear line)."""


@dataclass(frozen=True)
class StudyItem:
    """One item as the study server holds it. `answer` and `option_kinds` stay on the server."""

    id: str
    benchmark: str
    task: str
    split: str
    difficulty: str
    answer_type: str
    question: str
    choices: tuple[str, ...]
    options: tuple[str, ...]  # every answer a participant may give, in button order
    answer: str
    option_kinds: tuple[str, ...]

    def option_labels(self) -> list[tuple[str, str]]:
        """(value, button text) per option; the choice text is added where it says more than the letter."""
        labels = []
        for i, value in enumerate(self.options):
            text = value
            if self.answer_type == "choice" and i < len(self.choices):
                choice = self.choices[i].strip()
                if choice and choice.lower() not in (f"option {value}".lower(), value.lower()):
                    text = f"{value}. {choice}"
            labels.append((value, text))
        return labels

    def meta(self) -> dict:
        """Everything stored in the database's items table (the export needs gold and kinds, the browser never)."""
        return {"id": self.id, "benchmark": self.benchmark, "task": self.task, "split": self.split,
                "difficulty": self.difficulty, "answer_type": self.answer_type, "question": self.question,
                "choices": list(self.choices), "options": list(self.options), "answer": self.answer,
                "option_kinds": list(self.option_kinds)}


@dataclass(frozen=True)
class _Where:
    path: Path
    row_group: int
    row: int


def integer_range(task: str) -> tuple[int, int]:
    """The answers a participant picks from for an integer task: the registry's `integer_range` (1–10 default)."""
    try:
        from mindbench.generators.common.registry import find_task

        return find_task(task).integer_range
    except KeyError:
        return DEFAULT_INTEGER_RANGE


def variant_source(config: str) -> str:
    """The source config a registered robustness variant redraws (`TaskSpec.variant_of`, e.g. M3STR's
    `count_entity_style` → `count_entity`); "" for a source config or one the registry does not know.

    A human study offers source configs only: a variant shows its source's puzzles again in other drawings, so a
    participant would meet the same item twice and the human level of a drawing style would pass for a task's."""
    try:
        from mindbench.generators.common.registry import find_task

        return find_task(config).variant_of
    except KeyError:
        return ""


def options_for(answer_type: str, n_choices: int, int_range: tuple[int, int]) -> tuple[str, ...]:
    if answer_type == "choice":
        return tuple(LETTERS[:n_choices])
    if answer_type == "yes_no":
        return ("Yes", "No")
    if answer_type == "integer":
        lo, hi = int_range
        return tuple(str(n) for n in range(lo, hi + 1))
    raise PoolError(f"unknown answer_type {answer_type!r}")


def shard_files(folder: Path) -> dict[tuple[str, str], list[Path]]:
    """(config, split) → shard paths of a built folder (`data/<config>/<split>-NNNNN-of-NNNNN.parquet`)."""
    found: dict[tuple[str, str], list[Path]] = {}
    for path in sorted((folder / "data").glob("*/*.parquet")):
        match = SHARD_RE.match(path.name)
        if match and not path.parent.name.endswith("_sft"):
            found.setdefault((path.parent.name, match["split"]), []).append(path)
    return found


class ItemPool:
    """Every item of the chosen configs of one built folder; images are read per row group and cached."""

    def __init__(self, folder: Path, tasks: list[str] | None = None, split: str = "test", cache_images: int = 256,
                 items_per_task: int | None = None):
        self.folder = Path(folder)
        if not (self.folder / "data").is_dir():
            raise PoolError(f"{self.folder} is not a built benchmark folder (no data/ inside); "
                            "pass OUT/<benchmark>, e.g. out/mindseye")
        shards = shard_files(self.folder)
        configs = sorted({config for config, _ in shards})
        variants = {config: source for config in configs if (source := variant_source(config))}
        sources = [config for config in configs if config not in variants]
        if tasks:
            unknown = [t for t in tasks if t not in configs]
            if unknown:
                raise PoolError(f"--tasks: {unknown[0]!r} is not built in {self.folder}; built: {', '.join(sources)}")
            chosen = [t for t in tasks if t in variants]
            if chosen:
                raise PoolError(f"--tasks: {chosen[0]!r} is a robustness variant of {variants[chosen[0]]!r} (its "
                                f"items redrawn); a human study offers source configs only: {', '.join(sources)}")
        elif not sources:
            raise PoolError(f"{self.folder} holds only robustness variants ({', '.join(variants)}); a human study "
                            "offers their source configs")
        self.tasks = list(tasks) if tasks else sources
        self.split = split
        missing = [t for t in self.tasks if (t, split) not in shards]
        if missing:
            raise PoolError(f"{missing[0]} has no {split} split in {self.folder}")
        self.items: dict[str, StudyItem] = {}
        self.test_ids: list[str] = []  # the study pool (the chosen split)
        self.spare_ids: dict[str, list[str]] = {}  # task → ids of its other split (practice candidates)
        self._where: dict[str, _Where] = {}
        # Every config of the folder is indexed (participants of an earlier run may hold items of a config left
        # out now); only the chosen tasks' split forms the pool.
        for (config, other), paths in sorted(shards.items()):
            ids = self._read(paths)
            if config not in self.tasks:
                continue
            if other == split:
                self.test_ids += ids
            else:
                self.spare_ids.setdefault(config, []).extend(ids)
        if items_per_task:  # the first N of each task (indices in order: difficulty and gold letters stay balanced)
            kept: Counter = Counter()
            chosen = []
            for item_id in self.test_ids:
                kept[self.items[item_id].task] += 1
                if kept[self.items[item_id].task] <= items_per_task:
                    chosen.append(item_id)
            self.test_ids = chosen
        self._widen_integer_options()
        if not self.test_ids:
            raise PoolError(f"no {split} items for {', '.join(self.tasks)} in {self.folder}")
        self._cache: OrderedDict[str, bytes] = OrderedDict()
        self._cache_size = cache_images
        self._lock = threading.Lock()

    def _read(self, paths: list[Path]) -> list[str]:
        ids = []
        for path in paths:
            try:
                parquet = pq.ParquetFile(path)
                groups = [parquet.read_row_group(g, columns=list(META_COLUMNS)).to_pylist()
                          for g in range(parquet.metadata.num_row_groups)]
            except (OSError, ValueError, KeyError) as error:  # pyarrow: ArrowInvalid is a ValueError
                raise PoolError(f"{path}: not a readable shard of a built folder ({error})") from None
            for group, rows in enumerate(groups):
                for row_index, row in enumerate(rows):
                    item = self._item(row)
                    if item.id in self.items:
                        raise PoolError(f"item {item.id} appears twice in {self.folder}")
                    self.items[item.id] = item
                    self._where[item.id] = _Where(path, group, row_index)
                    ids.append(item.id)
        return ids

    def _widen_integer_options(self) -> None:
        """An integer task's buttons cover every gold of that task (the same buttons for all its items)."""
        for task in {i.task for i in self.items.values()}:
            items = [i for i in self.items.values() if i.task == task and i.answer_type == "integer"]
            if not items:
                continue
            lo, hi = integer_range(task)
            golds = [int(i.answer) for i in items]
            options = options_for("integer", 0, (min(lo, *golds), max(hi, *golds)))
            for item in items:
                self.items[item.id] = replace(item, options=options)

    @staticmethod
    def _item(row: dict) -> StudyItem:
        choices = tuple(row["choices"] or ())
        int_range = integer_range(row["task"]) if row["answer_type"] == "integer" else DEFAULT_INTEGER_RANGE
        options = options_for(row["answer_type"], len(choices), int_range)
        return StudyItem(id=row["id"], benchmark=row["benchmark"], task=row["task"], split=row["split"],
                         difficulty=row["difficulty"], answer_type=row["answer_type"], question=row["question"],
                         choices=choices, options=options, answer=row["answer"],
                         option_kinds=tuple(row["option_kinds"] or ()))

    def image(self, item_id: str) -> bytes:
        """The item's PNG bytes (KeyError for an id not in the pool)."""
        with self._lock:
            if item_id in self._cache:
                self._cache.move_to_end(item_id)
                return self._cache[item_id]
        where = self._where[item_id]
        table = pq.ParquetFile(where.path).read_row_group(where.row_group, columns=["id", "image"])
        assert table.column("id")[where.row].as_py() == item_id, f"{where.path} changed under the server"
        data = table.column("image")[where.row].as_py()["bytes"]
        with self._lock:
            self._cache[item_id] = data
            while len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        return data

    def practice_ids(self, n: int) -> list[str]:
        """`n` practice items: from each task's other split (train) when built, else held out of the pool.

        Tasks take turns, so two practice items of a two-task study show one of each. Held-out items are the
        last ones of their task, and leave the pool (`test_ids`) for good.
        """
        chosen: list[str] = []
        by_task = {t: [i for i in self.test_ids if self.items[i].task == t] for t in self.tasks}
        turn = 0
        while len(chosen) < n and any(self.spare_ids.get(t) or len(by_task[t]) > 1 for t in self.tasks):
            task = self.tasks[turn % len(self.tasks)]
            turn += 1
            if self.spare_ids.get(task):
                chosen.append(self.spare_ids[task].pop(0))
            elif len(by_task[task]) > 1:
                held = by_task[task].pop()
                self.test_ids.remove(held)
                chosen.append(held)
        return chosen

    def use_practice(self, ids: list[str]) -> None:
        """Practice items fixed by an earlier run of the same study: keep them out of the test pool."""
        for item_id in ids:
            if item_id not in self.items:
                raise PoolError(f"practice item {item_id} of this study is not in {self.folder}")
            if item_id in self.test_ids:
                self.test_ids.remove(item_id)


def dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
