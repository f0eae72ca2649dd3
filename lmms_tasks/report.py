"""`mindbench report RESULTS_DIR [--out DIR] [--human DIR]`: lmms-eval output → tables and a figure.

lmms-eval writes `<output_path>/<model>/<date_id>_results.json` and, with --log_samples,
`<date_id>_samples_<task>.jsonl` (one JSON object per doc: doc_id, target, resps, filtered_resps, … plus one
key per metric holding what process_results returned). Our process_results returns one record per item
(id, task, dimension, difficulty, answer, extracted, correct, chosen_kind, …) under each metric key, so the
samples files carry everything a diagnostic report needs: accuracy by difficulty, and *which distractor
kind* was chosen when the model was wrong. The reader is lenient: missing keys degrade a cell to "n/a"
instead of failing, because results from older runs or other prompt variants may lack some fields.

Runs of one model (one sub-folder) are merged: for each task the newest results file that has it wins.

Style-robustness configs (`m3str_<config>_style`: the same items drawn in several styles) also get a table of
accuracy per drawing style, its spread (best minus worst style) beside the spread a style-blind model would show by
chance, and a figure panel.

`--human DIR` adds a human study (`mindbench human export`'s `human.json`): accuracy per task and difficulty with
95% intervals, in the tables and as markers beside the model's bars, next to the paper's quoted level.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mindbench.lmms_tasks.utils import task_table
from mindbench.oneline import OneLineParser, print_error

PROG = "mindbench report"
DIFFICULTIES = ("easy", "medium", "hard")
ALL = "all"
UNANSWERED = "unanswered"  # the extractor found no answer in the response (utils.chosen_kind's name for it)
UNKNOWN_KIND = "unknown"  # wrong, but the record does not say what was chosen

BENCHMARKS = ("mindseye", "m3str")  # report order


@dataclass(frozen=True)
class PublishedLevel:
    """A published human accuracy and where it comes from (a config's `human` in `tasks.json`)."""

    accuracy: float
    source: str


def registered() -> dict[str, Any]:
    """config → its `tasks.json` entry for every registered task, in registry order (chance, human level, order)."""
    return task_table()["configs"]


def config_order() -> list[str]:
    return list(registered())


def known_configs() -> list[str]:
    """Registered configs, longest first (so matching inside an lmms-eval task name finds the right one)."""
    return sorted(registered(), key=len, reverse=True)


def human_level(config: str) -> PublishedLevel | None:
    """The task's published human level with its source, or None."""
    entry = registered().get(config)
    human = entry["human"] if entry else None
    return PublishedLevel(float(human["accuracy"]), str(human["source"])) if human else None


RESULTS_SUFFIX = "_results.json"
SAMPLES_RE = re.compile(r"^(?P<date_id>.+?)_samples_(?P<task>.+)\.jsonl$")


@dataclass(frozen=True)
class Sample:
    """One scored item, reduced to what the report uses."""

    difficulty: str
    correct: bool
    chosen_kind: str  # "correct", the distractor kind picked, "unanswered", "false_yes", "overcount", …
    gold: str | None = None  # canonical answer, for balanced accuracy on Yes/No tasks
    answer_type: str | None = None
    chance: float | None = None  # this item's chance level as the record states it
    distractor_kinds: tuple[str, ...] = ()  # kinds on offer, for the share a uniform wrong guess would give
    style: str = ""  # the drawing style of a style-robustness item ("" elsewhere)
    item: str = ""  # the item id


@dataclass
class TaskResult:
    """Everything known about one lmms-eval task of one model."""

    task: str  # lmms-eval task name, e.g. mindseye_mental_rotation
    benchmark: str
    config: str  # dataset config, e.g. mental_rotation ("" when not recognised)
    aggregate: float | None = None  # the accuracy lmms-eval reported
    n_reported: int | None = None
    chance: float | None = None
    balanced_reported: float | None = None
    samples: list[Sample] = field(default_factory=list)
    # From the results file's diagnostics aggregate; used only when there are no per-item samples.
    reported_by_difficulty: dict[str, tuple[float | None, int]] = field(default_factory=dict)
    reported_errors: Counter = field(default_factory=Counter)
    # From `--human DIR`: difficulty (and "all") → (accuracy, answers, 95% interval) of our own human study.
    human_study: dict[str, tuple[float, int, tuple[float, float] | None]] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """The task name without its benchmark prefix (keeps variants such as `_noimage` apart)."""
        prefix = f"{self.benchmark}_"
        return self.task[len(prefix):] if self.task.startswith(prefix) else self.task

    @property
    def human(self) -> float | None:
        """Published human accuracy; not shown for the no-image control, where it does not apply."""
        level = None if "noimage" in self.task else human_level(self.config)
        return level.accuracy if level else None


@dataclass
class ModelReport:
    label: str
    sources: list[str]
    tasks: dict[str, TaskResult]


# ----------------------------------------------------------------------------------------------- reading


def find_results_files(results_dir: Path) -> list[Path]:
    """All `<date_id>_results.json` below results_dir, oldest first within a folder (date ids sort by time)."""
    return sorted(results_dir.rglob(f"*{RESULTS_SUFFIX}"), key=lambda p: (str(p.parent), p.name))


def date_id_of(results_file: Path) -> str:
    return results_file.name[: -len(RESULTS_SUFFIX)]


def samples_files(results_file: Path) -> dict[str, Path]:
    """task name → samples file written by the same run (same folder, same date id)."""
    found = {}
    for path in results_file.parent.glob(f"{date_id_of(results_file)}_samples_*.jsonl"):
        match = SAMPLES_RE.match(path.name)
        if match and match["date_id"] == date_id_of(results_file):
            found[match["task"]] = path
    return found


def read_jsonl(path: Path) -> Iterator[dict]:
    """Parsed lines; a truncated or corrupt line (a run killed mid-write) is skipped, not fatal."""
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            line = line.strip()
            if not line:
                continue
            try:
                value = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(value, dict):
                yield value


def split_task_name(task: str, record: dict | None = None) -> tuple[str, str]:
    """(benchmark, config) of an lmms-eval task, preferring what a per-item record states."""
    record = record or {}
    item_id = str(record.get("id", ""))
    id_parts = item_id.split("/") if item_id.count("/") >= 2 else []
    benchmark = str(record.get("benchmark") or (id_parts[0] if id_parts else ""))
    config = str(id_parts[1]) if id_parts else ""
    if not config and str(record.get("task", "")) in known_configs():
        config = str(record["task"])
    if not benchmark:
        benchmark = next((b for b in BENCHMARKS if task.startswith(b)), "other")
    if not config:
        config = next((c for c in known_configs() if c in task), "")
    return benchmark, config


def is_stat_key(key: str) -> bool:
    return "stderr" in key or key in {"alias", "samples", "name", " "}


def reported_metrics(task_results: dict) -> dict:
    """results.json's metric values keyed by metric name (the ",filter" suffix and stderr entries dropped)."""
    return {key.split(",")[0]: value for key, value in task_results.items() if not is_stat_key(key)}


def is_number(value) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and not math.isnan(value)


def aggregate_accuracy(metrics: dict) -> float | None:
    """The task's headline accuracy: `accuracy` if reported, else an 'acc…' metric, else the first number."""
    numbers = {key: float(value) for key, value in metrics.items() if is_number(value) and "chance" not in key}
    if "accuracy" in numbers:
        return numbers["accuracy"]
    for key, value in numbers.items():
        if key.startswith("acc") or key in {"exact_match", "score"}:
            return value
    return next(iter(numbers.values()), None)


def as_dict(value: Any) -> dict:
    """`value` if it is a JSON object, else empty (a field of another shape degrades to "n/a", like a missing one)."""
    return value if isinstance(value, dict) else {}


def reported_breakdown(metrics: dict) -> tuple[dict[str, tuple[float | None, int]], Counter]:
    """Accuracy by difficulty (the `accuracy_<difficulty>` metrics, or an older diagnostics-style aggregate dict)
    and error counts, when the results file reports them."""
    diagnostics = next((v for v in metrics.values() if isinstance(v, dict) and "by_difficulty" in v), {})
    by_difficulty = {d: (float(metrics[f"accuracy_{d}"]), 0) for d in DIFFICULTIES
                     if is_number(metrics.get(f"accuracy_{d}")) and not math.isnan(float(metrics[f"accuracy_{d}"]))}
    for difficulty, cell in as_dict(diagnostics.get("by_difficulty")).items():
        if isinstance(cell, dict) and is_number(cell.get("accuracy")):
            by_difficulty[str(difficulty)] = (float(cell["accuracy"]), int(cell.get("n") or 0))
    errors = Counter()
    for kind, cell in as_dict(diagnostics.get("error_profile")).items():
        if isinstance(cell, dict) and is_number(cell.get("count")) and cell["count"] > 0:
            errors[str(kind)] = int(cell["count"])
    return by_difficulty, errors


def per_item_record(line: dict) -> dict | None:
    """The dict process_results stored under a metric key (the first one that looks like an item record)."""
    for value in line.values():
        if isinstance(value, dict) and ("correct" in value or "chosen_kind" in value or "difficulty" in value):
            return value
    return None


def as_bool(value) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float) and not math.isnan(value):
        return value >= 0.5
    if isinstance(value, str) and value.lower() in {"true", "false", "1", "0", "yes", "no"}:
        return value.lower() in {"true", "1", "yes"}
    return None


def fallback_correct(line: dict) -> bool | None:
    """Correctness from a plain numeric metric (e.g. accuracy: 1.0) when no item record is present."""
    for key, value in line.items():
        if key.startswith("acc") or key in {"exact_match", "score", "correct"}:
            result = as_bool(value)
            if result is not None:
                return result
    return None


def distractor_kinds_of(record: dict) -> tuple[str, ...]:
    """The item's distractor kinds: stated directly, or its option_kinds less the correct one."""
    kinds = record.get("distractor_kinds")
    if not isinstance(kinds, list):
        option_kinds = record.get("option_kinds")
        kinds = [k for k in option_kinds if k != "correct"] if isinstance(option_kinds, list) else []
    return tuple(str(k) for k in kinds)


def chosen_kind_of(record: dict, correct: bool) -> str:
    """The record's own chosen_kind; else "correct", "unanswered" (nothing extracted) or "unknown"."""
    kind = record.get("chosen_kind")
    if kind not in (None, ""):
        return str(kind)
    if correct:
        return "correct"
    extracted = record.get("extracted", "missing")
    if extracted is None or (isinstance(extracted, str) and not extracted.strip()):
        return UNANSWERED
    return UNKNOWN_KIND


def to_sample(line: dict) -> tuple[Sample, dict] | None:
    """A Sample from one samples-file line, or None when correctness cannot be read."""
    record = per_item_record(line) or {}
    correct = as_bool(record.get("correct")) if "correct" in record else fallback_correct(line)
    if correct is None:
        return None
    difficulty = str(record.get("difficulty") or ALL).lower()
    sample = Sample(
        difficulty=difficulty,
        correct=correct,
        chosen_kind=chosen_kind_of(record, correct),
        gold=str(record["answer"]) if record.get("answer") is not None else None,
        answer_type=str(record["answer_type"]) if record.get("answer_type") else None,
        chance=record_chance(record),
        distractor_kinds=distractor_kinds_of(record),
        style=str(record.get("style") or ""),
        item=str(record.get("id") or ""),
    )
    return sample, record


def record_chance(record: dict) -> float | None:
    """Chance level stated by the record itself (explicit value, or number of choices)."""
    for key in ("chance", "chance_level"):
        if isinstance(record.get(key), int | float):
            return float(record[key])
    for key in ("n_choices", "num_choices", "n_options"):
        if isinstance(record.get(key), int) and record[key] > 0:
            return 1.0 / record[key]
    answer_type = record.get("answer_type")
    if answer_type == "yes_no":
        return 0.5
    choices = record.get("choices")
    if answer_type == "choice" and isinstance(choices, list) and choices:
        return 1.0 / len(choices)
    return None


def chance_level(samples: list[Sample], metrics: dict, config: str) -> float | None:
    """Mean of the items' stated chance levels; else lmms-eval's chance metric; else the level in `tasks.json`."""
    stated = [s.chance for s in samples if s.chance is not None]
    if stated:
        return sum(stated) / len(stated)
    for key in ("chance_accuracy", "chance"):
        if is_number(metrics.get(key)):
            return float(metrics[key])
    entry = registered().get(config)
    return float(entry["chance"]) if entry else None


def load_task(task: str, task_results: dict | None, n_samples: dict | None, samples_path: Path | None) -> TaskResult:
    """Combine one task's aggregate line and its per-item lines."""
    samples, first_record = [], None
    for line in read_jsonl(samples_path) if samples_path else ():
        parsed = to_sample(line)
        if parsed:
            samples.append(parsed[0])
            first_record = first_record or parsed[1]
    benchmark, config = split_task_name(task, first_record)
    metrics = reported_metrics(task_results or {})
    by_difficulty, errors = reported_breakdown(metrics)
    n_reported = None
    if isinstance(n_samples, dict):
        n_reported = n_samples.get("effective", n_samples.get("original"))
    balanced = metrics.get("balanced_accuracy")
    return TaskResult(
        task=task,
        benchmark=benchmark,
        config=config,
        aggregate=aggregate_accuracy(metrics),
        n_reported=n_reported,
        chance=chance_level(samples, metrics, config),
        balanced_reported=float(balanced) if is_number(balanced) else None,
        samples=samples,
        reported_by_difficulty=by_difficulty,
        reported_errors=errors,
    )


def leaf_tasks(results: dict) -> list[str]:
    """Task names that are not groups (groups aggregate their subtasks and have no samples of their own)."""
    groups = {name for name, subtasks in results.get("group_subtasks", {}).items() if subtasks}
    names = set(results.get("results", {})) | set(results.get("configs", {}))
    return sorted(names - groups)


RESULTS_SECTIONS = ("results", "n-samples", "configs", "group_subtasks")  # the objects the report reads


def json_type(value: Any) -> str:
    """JSON's name for the type of a parsed value (what a user sees in the file)."""
    names = {bool: "boolean", int: "number", float: "number", str: "string", list: "array", dict: "object"}
    return names.get(type(value), "null")


def read_results(path: Path) -> dict | str:
    """A results file's JSON object, or why it cannot be read (one line naming the file): not UTF-8 JSON (a run
    killed mid-write), not an object, or a section the report reads that is not an object."""
    try:
        results = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:  # ValueError: JSONDecodeError and UnicodeDecodeError
        return f"{path}: not readable as JSON ({error.__class__.__name__})"
    if not isinstance(results, dict):
        return f"{path}: a JSON {json_type(results)}, not an lmms-eval results object"
    wrong = next((key for key in RESULTS_SECTIONS if not isinstance(results.get(key, {}), dict)), None)
    if wrong is not None:
        return f"{path}: {wrong!r} is a JSON {json_type(results[wrong])}, not an object"
    return results


def model_label(results: dict, fallback: str) -> str:
    """The model a results file is about: lmms-eval's model name (from `pretrained=` and the like), else the model
    type and its arguments from the run's config (a baseline has no weights to name), else `fallback`."""
    named = results.get("model_name_sanitized") or results.get("model_name")
    if named:
        return str(named)
    config = results.get("config") if isinstance(results.get("config"), dict) else {}
    model, args = config.get("model"), config.get("model_args")
    if model and args and isinstance(args, str):
        return f"{model} ({args})" if len(args) <= 40 else f"{model} ({args[:37]}...)"
    return str(model or fallback)


def load_model(model_dir_files: list[Path], skipped: list[str] | None = None) -> ModelReport:
    """Merge a model folder's runs; for each task the newest run that has it wins. A results file that cannot be
    read is left out (an older run may still have its tasks) and its reason appended to `skipped`."""
    tasks: dict[str, TaskResult] = {}
    label = model_dir_files[-1].parent.name
    for results_file in model_dir_files:
        results = read_results(results_file)
        if isinstance(results, str):
            if skipped is not None:
                skipped.append(results)
            continue
        label = model_label(results, label)
        samples_by_task = samples_files(results_file)
        for task in sorted(set(leaf_tasks(results)) | set(samples_by_task)):
            task_results = results.get("results", {}).get(task)
            tasks[task] = load_task(
                task,
                task_results if isinstance(task_results, dict) else None,
                results.get("n-samples", {}).get(task),
                samples_by_task.get(task),
            )
    return ModelReport(label=label, sources=[str(p) for p in model_dir_files], tasks=tasks)


def load_reports(results_dir: Path, skipped: list[str] | None = None) -> list[ModelReport]:
    by_folder: dict[Path, list[Path]] = defaultdict(list)
    for path in find_results_files(results_dir):
        by_folder[path.parent].append(path)
    reports = [load_model(files, skipped) for _, files in sorted(by_folder.items())]
    return [report for report in reports if report.tasks]


# ----------------------------------------------------------------------------------------------- summarising


def accuracy(samples: Iterable[Sample]) -> tuple[float | None, int]:
    """(mean correctness, count); None for an empty cell."""
    values = [s.correct for s in samples]
    return (sum(values) / len(values), len(values)) if values else (None, 0)


def accuracy_by_difficulty(result: TaskResult) -> dict[str, tuple[float | None, int]]:
    """Cells for easy/medium/hard and all, from the items; without items, from what lmms-eval reported."""
    if not result.samples:
        cells = {d: result.reported_by_difficulty.get(d, (None, 0)) for d in DIFFICULTIES}
        cells[ALL] = (result.aggregate, result.n_reported or 0)
        return cells
    cells = {d: accuracy(s for s in result.samples if s.difficulty == d) for d in DIFFICULTIES}
    cells[ALL] = accuracy(result.samples)
    return cells


def balanced_accuracy(result: TaskResult) -> float | None:
    """Mean recall over gold classes for Yes/No tasks (a constant answer scores 0.5); None elsewhere."""
    by_gold: dict[str, list[bool]] = defaultdict(list)
    for sample in result.samples:
        if sample.answer_type == "yes_no" and sample.gold is not None:
            by_gold[sample.gold].append(sample.correct)
    if not by_gold:
        return result.balanced_reported
    return sum(sum(hits) / len(hits) for hits in by_gold.values()) / len(by_gold)


def error_profile(result: TaskResult) -> Counter:
    """How often each kind was chosen among wrong answers (from items; else from the reported aggregate)."""
    if not result.samples:
        return Counter(result.reported_errors)
    return Counter(s.chosen_kind for s in result.samples if not s.correct)


def ordered_tasks(report: ModelReport) -> list[TaskResult]:
    """Benchmarks in a fixed order, then tasks in registry order where known (so figures compare across runs)."""
    order = config_order()

    def key(result: TaskResult):
        bench = BENCHMARKS.index(result.benchmark) if result.benchmark in BENCHMARKS else len(BENCHMARKS)
        config = order.index(result.config) if result.config in order else len(order)
        return bench, result.benchmark, config, result.task

    return sorted(report.tasks.values(), key=key)


def chance_shares(result: TaskResult) -> dict[str, float]:
    """Share of wrong answers each kind would get if every wrong answer were a uniform pick among distractors.

    Why: a kind chosen far above this share is a systematic confusion (e.g. mirror images taken for rotations),
    not an accident of how many distractors of that kind were on offer.
    """
    wrong = [s for s in result.samples if not s.correct]
    expected: Counter = Counter()
    for sample in wrong:
        for kind in sample.distractor_kinds:
            expected[kind] += 1 / len(sample.distractor_kinds)
    return {kind: value / len(wrong) for kind, value in expected.items()} if wrong else {}


NOISE_PERMUTATIONS = 2000
NOISE_LEVEL = 0.95


def style_order() -> list[str]:
    """The drawing styles in their defined order (the source config's own drawing, `dot`, first)."""
    return list(task_table()["styles"]["order"])


def source_of(sample: Sample) -> str:
    """The source item a style item re-draws: item i of `<config>_style` is source item i // (number of styles)."""
    head, _, index = sample.item.rpartition("/")
    return f"{head}/{int(index) // len(style_order())}" if index.isdigit() else sample.item


def style_spread(samples: list[Sample]) -> dict | None:
    """Accuracy per style, the spread (best minus worst style) and the spread a model whose correctness does not
    depend on the style exceeds with probability 1 - NOISE_LEVEL: each source item's correct/wrong answers are
    permuted over its styles (seeded, NOISE_PERMUTATIONS times). None when the samples carry no style."""
    import numpy as np

    styled = [s for s in samples if s.style]
    if not styled:
        return None
    known = style_order()
    styles = sorted({s.style for s in styled}, key=lambda name: (known.index(name) if name in known else len(known),
                                                                 name))
    cells = {name: accuracy(s for s in styled if s.style == name) for name in styles}
    values = {name: value for name, (value, _) in cells.items() if value is not None}
    best, worst = max(values, key=values.get), min(values, key=values.get)
    sources = {name: k for k, name in enumerate(dict.fromkeys(source_of(s) for s in styled))}
    group = np.array([sources[source_of(s)] for s in styled])
    column = np.array([styles.index(s.style) for s in styled])
    correct = np.array([float(s.correct) for s in styled])
    counts = np.maximum(np.bincount(column, minlength=len(styles)), 1)
    by_group = np.lexsort((np.arange(len(styled)), group))  # positions grouped by source item
    rng = np.random.default_rng(0)
    spreads = []
    for _ in range(NOISE_PERMUTATIONS):  # each source item's answers shuffled over its own styles
        shuffled = np.empty_like(correct)
        shuffled[by_group] = correct[np.lexsort((rng.random(len(styled)), group))]
        rates = np.bincount(column, weights=shuffled, minlength=len(styles)) / counts
        spreads.append(float(rates.max() - rates.min()))
    source_style = task_table()["styles"]["source"]
    source = source_style if source_style in values else None
    return {
        "accuracy": {name: {"value": value, "n": n} for name, (value, n) in cells.items()},
        "source_style": source,
        "spread": values[best] - values[worst],
        "best": best,
        "worst": worst,
        "worst_minus_source": values[worst] - values[source] if source else None,
        "noise_spread": float(np.quantile(spreads, NOISE_LEVEL)),
        "items": len(sources),
    }


def style_results(report: ModelReport) -> list[tuple[TaskResult, dict]]:
    """The tasks whose samples carry a drawing style, with their `style_spread`."""
    found = []
    for result in ordered_tasks(report):
        spread = style_spread(result.samples)
        if spread:
            found.append((result, spread))
    return found


def human_sources(report: ModelReport) -> list[str]:
    """Where the human levels shown for this model's tasks come from."""
    levels = (human_level(r.config) for r in report.tasks.values() if "noimage" not in r.task)
    return sorted({level.source for level in levels if level})


def summary(report: ModelReport) -> dict:
    """A JSON-ready digest (what the Markdown and the figure show, as numbers)."""
    return {
        "model": report.label,
        "sources": report.sources,
        "human_source": human_sources(report),
        "tasks": [
            {
                "task": r.task,
                "benchmark": r.benchmark,
                "config": r.config,
                "accuracy": {d: {"value": v, "n": n} for d, (v, n) in accuracy_by_difficulty(r).items()},
                "reported_accuracy": r.aggregate,
                "balanced_accuracy": balanced_accuracy(r),
                "chance": r.chance,
                "human": r.human,
                "human_study": {level: {"value": v, "n": n, "ci95": list(ci) if ci else None}
                                for level, (v, n, ci) in r.human_study.items()} or None,
                "error_profile": dict(sorted(error_profile(r).items())),
                "error_chance_share": dict(sorted(chance_shares(r).items())),
            } | ({"styles": spread} if (spread := style_spread(r.samples)) else {})
            for r in ordered_tasks(report)
        ],
    }


# ----------------------------------------------------------------------------------------------- Markdown


def fmt(value: float | None, n: int | None = None) -> str:
    if value is None:
        return "–"
    text = f"{value:.3f}"
    return f"{text} ({n})" if n else text


def accuracy_table(report: ModelReport) -> list[str]:
    lines = [
        "| benchmark | task | easy | medium | hard | all | balanced | chance | human |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for result in ordered_tasks(report):
        cells = accuracy_by_difficulty(result)
        row = [result.benchmark, result.task, *(fmt(*cells[d]) for d in (*DIFFICULTIES, ALL))]
        row += [fmt(balanced_accuracy(result)), fmt(result.chance), fmt(result.human)]
        lines.append("| " + " | ".join(row) + " |")
    return lines


def error_table(report: ModelReport) -> list[str]:
    """One row per task: each chosen kind's share of the wrong answers, beside its uniform-guess share."""
    rows = []
    for result in ordered_tasks(report):
        profile, expected = error_profile(result), chance_shares(result)
        wrong = sum(profile.values())
        if not wrong:
            continue
        cells = []
        kinds = set(profile) | set(expected)  # a distractor kind never chosen is a finding too
        for kind, count in sorted(((k, profile[k]) for k in kinds), key=lambda pair: (-pair[1], pair[0])):
            baseline = f"; chance {expected[kind]:.0%}" if kind in expected else ""
            cells.append(f"{kind} {count / wrong:.0%} ({count}{baseline})")
        rows.append(f"| {result.task} | {wrong} | " + ", ".join(cells) + " |")
    if not rows:
        return ["No wrong answers with per-item records (run lmms-eval with --log_samples)."]
    return ["| task | wrong | chosen kind: share of wrong answers (count; share under uniform guessing) |",
            "|---|---|---|", *rows]


def style_table(report: ModelReport) -> list[str]:
    """One row per style-robustness config: accuracy per drawing style, the spread and its chance level."""
    found = style_results(report)
    if not found:
        return []
    styles = list(dict.fromkeys(name for _, spread in found for name in spread["accuracy"]))
    source = found[0][1]["source_style"]
    header = [f"{name} (source)" if name == source else name for name in styles]
    lines = ["### Rendering styles", "",
             "The same items and answers drawn in each style (`dot` is the source config's own drawing). Cells: "
             "accuracy (items). `spread`: best minus worst style; `noise`: the spread a model whose correctness does "
             f"not depend on the drawing would exceed {1 - NOISE_LEVEL:.0%} of the time (each item's answers "
             "permuted over its styles), so a spread above it points to the layout, not chance.", "",
             "| task | " + " | ".join(header) + " | spread | worst | worst - source | noise |",
             "|---|" + "---|" * (len(styles) + 4)]
    for result, spread in found:
        cells = [fmt(spread["accuracy"][name]["value"], spread["accuracy"][name]["n"])
                 if name in spread["accuracy"] else "–" for name in styles]
        delta = spread["worst_minus_source"]
        lines.append("| " + " | ".join([result.task, *cells, fmt(spread["spread"]), spread["worst"],
                                        "–" if delta is None else f"{delta:+.3f}", fmt(spread["noise_spread"])])
                     + " |")
    return [*lines, ""]


def human_study_table(reports: list[ModelReport], source: str) -> list[str]:
    """The human study's accuracy (95% interval, answers) per task and difficulty, for the tasks reported."""
    seen: dict[str, TaskResult] = {}
    for report in reports:
        for result in ordered_tasks(report):
            if result.human_study:
                seen.setdefault(result.task, result)
    if not seen:
        return [f"Human study ({source}): none of its tasks is in these results.", ""]

    def cell(value: tuple[float, int, tuple[float, float] | None] | None) -> str:
        if value is None:
            return "–"
        accuracy, n, ci = value
        return f"{accuracy:.3f} [{ci[0]:.3f}, {ci[1]:.3f}] ({n})" if ci else f"{accuracy:.3f} ({n})"

    lines = ["## Human study", "", f"{source}. Cells: accuracy [95% interval] (answers).", "",
             "| benchmark | task | easy | medium | hard | all | paper |", "|---|---|---|---|---|---|---|"]
    for result in seen.values():
        cells = [cell(result.human_study.get(level)) for level in (*DIFFICULTIES, ALL)]
        lines.append("| " + " | ".join([result.benchmark, result.task, *cells, fmt(result.human)]) + " |")
    return [*lines, ""]


def markdown(reports: list[ModelReport], figures: dict[str, str], study_source: str | None = None) -> str:
    lines = ["# mindbench report", ""]
    for report in reports:
        lines += [f"## {report.label}", "", "Results: " + ", ".join(f"`{s}`" for s in report.sources), ""]
        if report.label in figures:
            lines += [f"![{report.label}]({figures[report.label]})", ""]
        lines += ["### Accuracy by difficulty", "", "Cells: accuracy (number of items). `balanced`: mean recall "
                  "over the gold classes, for Yes/No tasks only.", ""]
        lines += accuracy_table(report)
        styles = style_table(report)
        if styles:
            lines += ["", *styles[:-1]]
        lines += ["", "### Error profile", "", "Share of wrong answers by the kind of option chosen "
                  f"(`{UNANSWERED}`: nothing extracted from the response).", ""]
        lines += error_table(report)
        lines.append("")
    if study_source:
        lines += human_study_table(reports, study_source)
    sources = sorted({source for report in reports for source in human_sources(report)})
    if sources:
        lines += [f"Human accuracy: {'; '.join(sources)} (no per-difficulty figures published).", ""]
    return "\n".join(lines)


# ----------------------------------------------------------------------------------------------- figure

DIFFICULTY_COLOURS = {"easy": "#6baed6", "medium": "#3182bd", "hard": "#08519c", ALL: "#9e9e9e"}
# Failures to answer at all get greys, so they never look like a distractor kind.
FIXED_KIND_COLOURS = {UNANSWERED: "#7f7f7f", "invalid": "#c7c7c7", UNKNOWN_KIND: "#e0e0e0"}


def draw_accuracy_panel(ax, results: list[TaskResult], benchmark: str) -> None:
    """Grouped bars per task (one per difficulty present, plus all); chance dashed, human a marker."""
    cells = [accuracy_by_difficulty(r) for r in results]
    present = [d for d in DIFFICULTIES if any(c[d][0] is not None for c in cells)]
    bars = [*present, ALL]
    width = 0.8 / len(bars)
    labelled: set[str] = set()

    def once(name: str) -> str | None:
        """Legend label the first time only."""
        if name in labelled:
            return None
        labelled.add(name)
        return name

    for x, (result, task_cells) in enumerate(zip(results, cells, strict=True)):
        for i, difficulty in enumerate(bars):
            value, n = task_cells[difficulty]
            if value is None:
                continue
            offset = (i - (len(bars) - 1) / 2) * width
            ax.bar(x + offset, value, width, color=DIFFICULTY_COLOURS[difficulty], label=once(difficulty))
            if difficulty == ALL:  # one horizontal label per task; the per-difficulty values are in the table
                ax.text(x + offset, value + 0.015, f"{value:.2f}", ha="center", va="bottom", fontsize=8,
                        fontweight="bold")
        if result.chance is not None:
            ax.hlines(result.chance, x - 0.45, x + 0.45, colors="black", linestyles="dashed", linewidth=1.2,
                      label=once("chance"))
        if result.human is not None:
            ax.plot(x, result.human, marker="D", color="#d62728", markersize=7, linestyle="none",
                    label=once("human (paper)"))
        for i, difficulty in enumerate(bars):  # our human study: a marker with its interval on each bar
            if difficulty not in result.human_study:
                continue
            value, _, ci = result.human_study[difficulty]
            offset = (i - (len(bars) - 1) / 2) * width
            error = [[value - ci[0]], [ci[1] - value]] if ci else None
            ax.errorbar(x + offset, value, yerr=error, marker="o", color="#ff7f0e", markersize=5, capsize=2,
                        linestyle="none", markeredgecolor="black", markeredgewidth=0.5, label=once("human (study)"))
    ax.set_xticks(range(len(results)), [r.label for r in results], rotation=25, ha="right", fontsize=8)
    ax.set_xlim(-0.6, max(len(results), 3) - 0.4)
    ax.set_ylim(0, 1.12)
    ax.set_ylabel("accuracy")
    ax.set_title(f"{benchmark}: accuracy by difficulty")
    ax.grid(axis="y", alpha=0.3)
    handles, names = ax.get_legend_handles_labels()
    order = [*bars, "chance", "human (paper)", "human (study)"]
    ranked = sorted(zip(handles, names, strict=True), key=lambda pair: order.index(pair[1]))
    ax.legend([h for h, _ in ranked], [n for _, n in ranked], fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))


def kind_colours(profile: Counter) -> dict[str, Any]:
    """A colour per option kind of one task: its distractor kinds from one qualitative palette, the fixed kinds
    (unanswered, invalid, unknown) in their fixed greys. Colours repeat across tasks: the legend is per task."""
    import matplotlib

    palette = matplotlib.colormaps["tab10"].colors
    kinds = sorted(profile, key=lambda k: (k in FIXED_KIND_COLOURS, k))
    free = iter(palette * (len(kinds) // len(palette) + 1))
    return {k: FIXED_KIND_COLOURS[k] if k in FIXED_KIND_COLOURS else next(free) for k in kinds}


def draw_error_panel(ax, results: list[TaskResult]) -> list[tuple[str, dict[str, Any]]]:
    """Stacked bars: share of each chosen option kind among a task's wrong answers. Returns each task's kinds and
    colours, for a legend grouped by task."""
    groups = []
    for x, result in enumerate(results):
        profile = error_profile(result)
        colours = kind_colours(profile)
        bottom = 0.0
        for kind, colour in colours.items():
            share = profile[kind] / sum(profile.values())
            ax.bar(x, share, 0.6, bottom=bottom, color=colour, edgecolor="white")
            bottom += share
        ax.text(x, 1.02, f"n={sum(profile.values())}", ha="center", fontsize=8)
        if colours:
            groups.append((result.task, colours))
    ax.set_xticks(range(len(results)), [r.task for r in results], rotation=25, ha="right", fontsize=8)
    ax.set_xlim(-0.6, max(len(results), 3) - 0.4)
    ax.set_ylim(0, 1.1)
    ax.set_ylabel("share of wrong answers")
    ax.set_title("error profile: option kind chosen when wrong (legend per task, below)")
    return groups


TASKS_PER_LEGEND_ROW = 6


def add_grouped_legends(figure, groups: list[tuple[str, dict[str, Any]]]) -> None:
    """The error profile's legend under the figure: one column per task (its name, then its kinds), at most
    TASKS_PER_LEGEND_ROW tasks side by side, further rows of tasks below."""
    from matplotlib.patches import Patch

    line = 0.16 / figure.get_figheight()  # one legend line at fontsize 7, as a fraction of the figure's height
    top = 0.0
    for start in range(0, len(groups), TASKS_PER_LEGEND_ROW):
        chunk = groups[start:start + TASKS_PER_LEGEND_ROW]
        rows = 1 + max(len(colours) for _, colours in chunk)
        handles, labels = [], []
        for task, colours in chunk:  # column-major: pad each task's column to the same height
            column = [(Patch(visible=False), task)] + [(Patch(color=c), k) for k, c in colours.items()]
            column += [(Patch(visible=False), "")] * (rows - len(column))
            handles += [h for h, _ in column]
            labels += [label for _, label in column]
        legend = figure.legend(handles, labels, loc="upper center", bbox_to_anchor=(0.5, top), ncol=len(chunk),
                               fontsize=7, frameon=False, handlelength=1.2, columnspacing=1.5)
        for text, label in zip(legend.get_texts(), labels, strict=True):
            if label in {task for task, _ in chunk}:
                text.set_fontweight("bold")
        top -= (rows + 1) * line


def draw_style_panel(ax, found: list[tuple[TaskResult, dict]]) -> None:
    """Grouped bars: accuracy per drawing style for each style-robustness config."""
    import matplotlib

    styles = list(dict.fromkeys(name for _, spread in found for name in spread["accuracy"]))
    colours = matplotlib.colormaps["tab10"].colors
    width = 0.8 / len(styles)
    for k, name in enumerate(styles):
        offset = (k - (len(styles) - 1) / 2) * width
        values = [spread["accuracy"].get(name, {}).get("value") for _, spread in found]
        xs = [x + offset for x, v in enumerate(values) if v is not None]
        ax.bar(xs, [v for v in values if v is not None], width, color=colours[k % len(colours)], label=name)
    for x, (result, spread) in enumerate(found):
        if result.chance is not None:
            ax.hlines(result.chance, x - 0.45, x + 0.45, colors="black", linestyles="dashed", linewidth=1.2,
                      label="chance" if x == 0 else None)
        ax.text(x, 1.02, f"spread {spread['spread']:.2f} (noise {spread['noise_spread']:.2f})", ha="center",
                fontsize=6)
    ax.set_xticks(range(len(found)), [r.label for r, _ in found], rotation=25, ha="right", fontsize=8)
    ax.set_xlim(-0.6, max(len(found), 3) - 0.4)
    ax.set_ylim(0, 1.12)
    ax.set_ylabel("accuracy")
    ax.set_title("rendering styles: accuracy per drawing of the same items")
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))


def draw_figure(report: ModelReport, path: Path) -> None:
    """One PNG: a panel per benchmark, the style-robustness panel when there are style configs, then the error
    profile across all tasks."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    results = ordered_tasks(report)
    benchmarks = list(dict.fromkeys(r.benchmark for r in results))
    styled = style_results(report)
    panels = len(benchmarks) + bool(styled) + 1
    size = (min(22.0, max(8.0, 1.1 * len(results) + 3)), 4.2 * panels)
    figure, axes = plt.subplots(panels, 1, figsize=size, squeeze=False)
    axes = axes[:, 0]
    for ax, benchmark in zip(axes, benchmarks, strict=False):
        draw_accuracy_panel(ax, [r for r in results if r.benchmark == benchmark], benchmark)
    if styled:
        draw_style_panel(axes[len(benchmarks)], styled)
    groups = draw_error_panel(axes[-1], results)
    figure.suptitle(f"mindbench report: {report.label}", fontsize=13)
    figure.tight_layout()
    add_grouped_legends(figure, groups)  # under the figure's bottom edge; savefig's "tight" box grows to include it
    figure.savefig(path, dpi=110, bbox_inches="tight")  # "tight" keeps the legends outside the axes
    plt.close(figure)


# ----------------------------------------------------------------------------------------------- CLI


def safe_name(label: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", label).strip("_") or "model"


HUMAN_FORMAT = "mindbench-human/1"


def load_human_study(path: Path) -> tuple[dict[tuple[str, str], dict], str]:
    """`mindbench human export`'s human.json (the folder or the file) → ((benchmark, config) → cells, source).

    Raises ValueError with one line when it is missing or not a human-study export."""
    file = path / "human.json" if path.is_dir() else path
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ValueError(f"--human {path}: no readable human.json ({error.__class__.__name__})") from None
    if not isinstance(data, dict) or data.get("format") != HUMAN_FORMAT:
        raise ValueError(f"--human {path}: not a `mindbench human export` result ({HUMAN_FORMAT})")

    def cell(entry: dict) -> tuple[float, int, tuple[float, float] | None]:
        ci = entry.get("ci95")
        return float(entry["accuracy"]), int(entry["n"]), (float(ci[0]), float(ci[1])) if ci else None

    study = {}
    for task in data.get("tasks", []):
        cells = {level: cell(v) for level, v in task.get("by_difficulty", {}).items()
                 if level in DIFFICULTIES and v.get("accuracy") is not None}
        if task.get("accuracy") is not None:
            cells[ALL] = cell(task)
        study[(task["benchmark"], task["task"])] = cells
    people = data.get("participants", {})
    source = (f"human study `{path}`: {people.get('n', '?')} participants, {data.get('n_answers', '?')} answers "
              f"on our items")
    return study, source


def attach_human_study(reports: list[ModelReport], study: dict[tuple[str, str], dict]) -> None:
    for report in reports:
        for result in report.tasks.values():
            if "noimage" not in result.task:  # a no-image control is not what the people saw
                result.human_study = study.get((result.benchmark, result.config), {})


def write_report(results_dir: Path, out_dir: Path, human_dir: Path | None = None) -> list[Path]:
    """Write report.md, report.json and one PNG per model; returns the written paths."""
    skipped: list[str] = []
    reports = load_reports(results_dir, skipped)
    if not reports:
        why = f" (skipped {skipped[0]}" + (f", and {len(skipped) - 1} more" if len(skipped) > 1 else "") + ")" \
            if skipped else ""
        raise FileNotFoundError(f"no lmms-eval *{RESULTS_SUFFIX} with tasks under {results_dir}{why}")
    study_source = None
    if human_dir is not None:
        study, study_source = load_human_study(human_dir)
        attach_human_study(reports, study)
    out_dir.mkdir(parents=True, exist_ok=True)
    figures, written = {}, []
    for report in reports:
        path = out_dir / f"report_{safe_name(report.label)}.png"
        draw_figure(report, path)
        figures[report.label] = path.name
        written.append(path)
    (out_dir / "report.md").write_text(markdown(reports, figures, study_source), encoding="utf-8")
    digest = [summary(r) for r in reports]
    (out_dir / "report.json").write_text(json.dumps(digest, indent=2, ensure_ascii=False), encoding="utf-8")
    return [out_dir / "report.md", out_dir / "report.json", *written]


def report_main(argv: list[str]) -> int:
    """Entry point for `mindbench report RESULTS_DIR [--out DIR] [--human DIR]`; returns the exit status."""
    parser = OneLineParser(prog=PROG, description=__doc__.splitlines()[0])
    parser.add_argument("results_dir", type=Path, help="lmms-eval --output_path folder (searched recursively)")
    parser.add_argument("--out", type=Path, default=None, help="where to write (default: RESULTS_DIR/report)")
    parser.add_argument("--human", type=Path, default=None,
                        help="a `mindbench human export` folder: plot the human study beside the models")
    args = parser.parse_args(argv)
    if not args.results_dir.is_dir():
        return print_error(PROG, f"{args.results_dir} is not a folder")
    if args.human is not None:
        try:
            load_human_study(args.human)
        except ValueError as error:
            return print_error(PROG, str(error))
    out = args.out or args.results_dir / "report"
    try:
        written = write_report(args.results_dir, out, args.human)
    except FileNotFoundError as error:
        return print_error(PROG, str(error), status=1)
    except OSError as error:  # e.g. --out names a file, or a folder we may not write
        return print_error(PROG, f"{error.filename or out}: {error.strerror or error}")
    for path in written:
        print(path)
    return 0
