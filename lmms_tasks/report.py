"""`mindbench report RESULTS_DIR [--out DIR] [--human DIR] [--data FOLDER] [--by FIELD] [--difficulty human]`:
lmms-eval output → tables and figures.

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

Every accuracy carries its 95% Wilson interval (tables and error bars) and an empty cell reads "n/a" (a hatched
stub in the figures), never NaN. Each choice task gets a position-bias test (`stats.position_bias`, Holm-adjusted
over the model's tasks). `--data FOLDER` joins each scored item to its published row by id, for `--by FIELD` (a
params field or a derived label) and `--difficulty human` (the `difficulty_human` column `mindbench human relabel`
writes).
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

from mindbench.generators.common.item import LETTERS
from mindbench.lmms_tasks.stats import BIAS_ALPHA, LetterItem, holm, position_bias, wilson
from mindbench.lmms_tasks.utils import task_table
from mindbench.lmms_tasks.variant_scores import variant_score, variant_table
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
    extracted: str | None = None  # the answer the extractor read from the response (None: nothing)
    options: int | None = None  # number of options of a choice item (from its option kinds or its chance)
    group: str = ""  # the item's value of the `--by` field ("" without --by)


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
    model: str = ""  # lmms-eval's --model, from the results' config
    model_args: str = ""  # lmms-eval's --model_args, from the results' config


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
        extracted=str(record["extracted"]) if record.get("extracted") not in (None, "") else None,
        options=option_count(record),
    )
    return sample, record


def option_count(record: dict) -> int | None:
    """How many options a choice item offered: its option kinds, else its stated chance (1/options)."""
    if record.get("answer_type") != "choice":
        return None
    kinds = record.get("option_kinds")
    if isinstance(kinds, list) and kinds:
        return len(kinds)
    distractors = record.get("distractor_kinds")
    if isinstance(distractors, list) and distractors:
        return len(distractors) + 1
    chance = record.get("chance")
    if is_number(chance) and 0 < chance <= 0.5:
        return round(1 / chance)
    return None


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


def run_model(results: dict) -> tuple[str, str]:
    """(model type, model arguments) the run states in its `config` (lmms-eval's --model and --model_args)."""
    config = results.get("config") if isinstance(results.get("config"), dict) else {}
    model, args = config.get("model"), config.get("model_args")
    if isinstance(args, dict):  # lmms-eval accepts a dict of arguments too
        args = ",".join(f"{k}={v}" for k, v in args.items())
    return (str(model) if model else "", str(args) if args else "")


def model_label(results: dict, fallback: str) -> str:
    """The model a results file is about: lmms-eval's model name (from `pretrained=` and the like), else the model
    type and its arguments from the run's config (a baseline has no weights to name, and lmms-eval then writes
    into the output folder itself, whose name says nothing), else `fallback`."""
    named = results.get("model_name_sanitized") or results.get("model_name")
    if named:
        return str(named)
    model, args = run_model(results)
    if model and args:
        return f"{model} ({args})" if len(args) <= 40 else f"{model} ({args[:37]}...)"
    return model or fallback


def load_model(model_dir_files: list[Path], skipped: list[str] | None = None) -> ModelReport:
    """Merge a model's runs; for each task the newest run that has it wins. A results file that cannot be
    read is left out (an older run may still have its tasks) and its reason appended to `skipped`."""
    tasks: dict[str, TaskResult] = {}
    label, model, args = model_dir_files[-1].parent.name, "", ""
    for results_file in model_dir_files:
        results = read_results(results_file)
        if isinstance(results, str):
            if skipped is not None:
                skipped.append(results)
            continue
        label = model_label(results, label)
        model, args = run_model(results)
        samples_by_task = samples_files(results_file)
        for task in sorted(set(leaf_tasks(results)) | set(samples_by_task)):
            task_results = results.get("results", {}).get(task)
            tasks[task] = load_task(
                task,
                task_results if isinstance(task_results, dict) else None,
                results.get("n-samples", {}).get(task),
                samples_by_task.get(task),
            )
    return ModelReport(label=label, sources=[str(p) for p in model_dir_files], tasks=tasks, model=model,
                       model_args=args)


def model_identity(path: Path) -> tuple[str, str, str]:
    """Which model a results file belongs to: its folder, and the model name or type and arguments it states.

    Runs of different baselines land in one folder (lmms-eval names the folder after `pretrained=`, which they
    lack), so the folder alone would merge a constant and a random model into one report."""
    results = read_results(path)
    if isinstance(results, str):
        return str(path.parent), "", ""
    named = str(results.get("model_name_sanitized") or results.get("model_name") or "")
    return (str(path.parent), named, "") if named else (str(path.parent), *run_model(results))


def load_reports(results_dir: Path, skipped: list[str] | None = None) -> list[ModelReport]:
    by_model: dict[tuple[str, str, str], list[Path]] = defaultdict(list)
    for path in find_results_files(results_dir):
        by_model[model_identity(path)].append(path)
    reports = [load_model(files, skipped) for _, files in sorted(by_model.items())]
    reports = [report for report in reports if report.tasks]
    labels = Counter(report.label for report in reports)
    for report in reports:  # two folders holding the same model stay two sections, named apart by their folder
        if labels[report.label] > 1:
            report.label = f"{report.label} [{Path(report.sources[0]).parent.name}]"
    return reports


# ----------------------------------------------------------------------------------------------- published rows

class DataError(ValueError):
    """`--data` names no readable build: one line for the user."""


ROW_COLUMNS = ("id", "params", "difficulty", "difficulty_human", "style", "dimension", "answer")


def load_rows(folder: Path) -> dict[str, dict]:
    """item id → its published row (params parsed; images and SVG not read) for every item Parquet shard under
    `folder`: a `mindbench build --out` folder or one benchmark folder in it. Raises DataError with one line when
    there is none."""
    import pyarrow.parquet as pq

    shards = sorted(path for path in folder.rglob("*.parquet") if path.parent.parent.name == "data"
                    and not path.parent.name.endswith("_sft"))
    rows: dict[str, dict] = {}
    for path in shards:
        try:
            parquet = pq.ParquetFile(path)
            columns = [c for c in ROW_COLUMNS if c in parquet.schema_arrow.names]
            table = parquet.read(columns=columns)
        except (OSError, ValueError) as error:
            raise DataError(f"--data {path}: not a readable Parquet shard ({error.__class__.__name__})") from None
        for row in table.to_pylist():
            try:
                params = json.loads(row.get("params") or "{}")
            except ValueError:
                params = {}
            row["params"] = params if isinstance(params, dict) else {}
            rows[str(row.get("id"))] = row
    if not rows:
        raise DataError(f"--data {folder}: no item shards (data/<config>/*.parquet) below it; pass a `mindbench "
                         "build --out` folder")
    return rows


@dataclass(frozen=True)
class Regrouping:
    """How the report regroups items using their published rows: `--by FIELD` and `--difficulty human`."""

    by: str | None = None
    human_difficulty: bool = False


def apply_rows(reports: list[ModelReport], rows: dict[str, dict], regrouping: Regrouping) -> int:
    """Give every sample its `--by` label and, with human difficulty, its `difficulty_human` (UNRATED when the row
    has none). Returns how many samples had no row in `rows` (a results folder from another build)."""
    from dataclasses import replace

    missing = 0
    for report in reports:
        for result in report.tasks.values():
            updated = []
            for sample in result.samples:
                row = rows.get(sample.item)
                missing += row is None
                changes: dict[str, Any] = {}
                if regrouping.by:
                    changes["group"] = (item_label(row, result.config, regrouping.by) if row else None) or ""
                if regrouping.human_difficulty:
                    changes["difficulty"] = str((row or {}).get("difficulty_human") or UNRATED)
                updated.append(replace(sample, **changes))
            result.samples = updated
            if regrouping.human_difficulty:  # lmms-eval's own split is by the parametric label: not shown
                result.reported_by_difficulty = {}
    return missing


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
    cells = {d: accuracy(s for s in result.samples if s.difficulty == d) for d in levels_of([result])}
    cells[ALL] = accuracy(result.samples)
    return cells


UNRATED = "unrated"  # `--difficulty human`: an item with fewer ratings than the relabelling rule needs


def levels_of(results: Iterable[TaskResult]) -> tuple[str, ...]:
    """The difficulty columns: easy, medium, hard, then `unrated` when an item carries it (human labels)."""
    extra = {s.difficulty for r in results for s in r.samples} - {*DIFFICULTIES, ALL}
    return (*DIFFICULTIES, *sorted(extra, key=lambda level: (level != UNRATED, level)))


def interval(value: float | None, n: int) -> tuple[float, float] | None:
    """The 95% Wilson interval of a cell (correct answers recovered from its accuracy and count)."""
    return wilson(round(value * n), n) if value is not None and n > 0 else None


def is_plain_task(result: TaskResult) -> bool:
    """A task that is its benchmark's config itself, not a variant (no-image control, styles, circular)."""
    return bool(result.config) and result.task == f"{result.benchmark}_{result.config}"


def benchmark_rows(report: ModelReport) -> list[tuple[str, dict[str, tuple[float | None, int]]]]:
    """Per benchmark, its plain tasks' items pooled (what lmms-eval's group row averages, weighted by items):
    a difficulty no task has stays empty instead of turning the whole row into NaN."""
    rows = []
    for benchmark in dict.fromkeys(r.benchmark for r in ordered_tasks(report)):
        members = [r for r in ordered_tasks(report) if r.benchmark == benchmark and is_plain_task(r) and r.samples]
        if len(members) < 2:
            continue
        samples = [s for r in members for s in r.samples]
        cells = {d: accuracy(s for s in samples if s.difficulty == d) for d in levels_of(members)}
        cells[ALL] = accuracy(samples)
        rows.append((f"{benchmark} ({len(members)} tasks)", cells))
    return rows


# ---- position bias


def letter_items(result: TaskResult) -> list[LetterItem]:
    """The task's answered choice items as (gold, picked, options) letter indices; unanswered items, letters
    outside the item's options and items whose option count is unknown are left out."""
    items = []
    for sample in result.samples:
        letters = tuple(LETTERS[:sample.options or 0])
        if sample.answer_type != "choice" or len(letters) < 2 or sample.gold not in letters:
            continue
        if sample.extracted in letters:
            items.append(LetterItem(letters.index(sample.gold), letters.index(sample.extracted), sample.options))
    return items


def position_biases(report: ModelReport) -> dict[str, dict]:
    """task → its position-bias test, Holm-adjusted over the model's choice tasks, and accuracy by gold letter.

    A model without position preference picks letters as its accuracy and the gold letters predict
    (stats.expected_picks); a model that favours a letter picks it far more often than that."""
    found: dict[str, dict] = {}
    for result in ordered_tasks(report):
        items = letter_items(result)
        test = position_bias(items, tuple(LETTERS))
        if test is None:
            continue
        by_gold = {}
        for k, letter in enumerate(test.letters):
            hits = [item.picked == item.gold for item in items if item.gold == k]
            value = sum(hits) / len(hits) if hits else None
            by_gold[letter] = {"value": value, "n": len(hits), "ci95": interval(value, len(hits))}
        found[result.task] = {"test": test, "by_gold": by_gold}
    adjusted = holm([entry["test"].p_value for entry in found.values()])
    for entry, p in zip(found.values(), adjusted, strict=True):
        entry["p_holm"] = p
        entry["flagged"] = p < BIAS_ALPHA
    return found


# ---- breakdown by an item field (--by)


def derived_labels(config: str, params: dict) -> dict[str, str]:
    """Labels computed from an item's params that the papers break results down by.

    rotation_axis (mental rotation): the coordinate axis of a one-axis turn ("x", "y", "z"), the axes of a
    sequence of turns ("x+z", in axis order), or "diagonal" for a turn about a body diagonal; fold_count (paper
    folding): how many folds; domain (M3STR): the kind of the map's seed entity ("country", "city", …)."""
    labels = {}
    axes = params.get("axes")
    if config == "mental_rotation" and isinstance(axes, list) and axes:
        labels["rotation_axis"] = rotation_axis_label(axes)
    folds = params.get("folds")
    if config == "paper_folding" and isinstance(folds, list):
        labels["fold_count"] = str(len(folds))
    seed = params.get("seed_entity")
    if isinstance(seed, str) and "_" in seed:
        labels["domain"] = seed.split("_", 1)[0]
    return labels


def rotation_axis_label(axes: list) -> str:
    """"x", "y" or "z" for coordinate axes (their set, in axis order, joined by "+"); "diagonal" otherwise."""
    names = set()
    for axis in axes:
        if not (isinstance(axis, list) and len(axis) == 3 and sorted(abs(c) for c in axis) == [0, 0, 1]):
            return "diagonal"
        names.add("xyz"[[abs(c) for c in axis].index(1)])
    return "+".join(sorted(names))


def field_value(params: dict, name: str) -> str | None:
    """A params field (dotted path into nested objects) as a label: scalars as text, lists and objects as JSON."""
    value: Any = params
    for part in name.split("."):
        if not isinstance(value, dict) or part not in value:
            return None
        value = value[part]
    if value is None:
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return value if isinstance(value, str) else json.dumps(value, sort_keys=True)


def item_label(row: dict, config: str, name: str) -> str | None:
    """The `--by` label of one published row: a derived label, a params field, or a column of the row."""
    params = row.get("params") or {}
    derived = derived_labels(config, params)
    if name in derived:
        return derived[name]
    found = field_value(params, name)
    if found is not None:
        return found
    column = row.get(name)
    return str(column) if isinstance(column, str | int) and column != "" else None


def by_field(result: TaskResult) -> dict[str, tuple[float | None, int]]:
    """Accuracy per value of the `--by` field (items without it are left out); values in natural order."""
    values = sorted({s.group for s in result.samples if s.group}, key=natural_key)
    return {value: accuracy(s for s in result.samples if s.group == value) for value in values}


def natural_key(text: str) -> tuple:
    """Numbers by value, then text: 2 before 10, "x" before "x+y"."""
    try:
        return 0, float(text), text
    except ValueError:
        return 1, 0.0, text


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


def score_of_variant(result: TaskResult) -> dict | None:
    """A circular or judge config's score over whole source items (`variant_scores.py`); None for other tasks."""
    entry = task_table()["configs"].get(result.config) or {}
    return variant_score(result.config, int(entry.get("n_options") or 0), result.samples)


def variant_rows(report: ModelReport) -> list[str]:
    """The Markdown table of the circular and judge configs: plain accuracy beside the whole-source score."""
    rows = [(r.task, accuracy(r.samples)[0], score) for r in ordered_tasks(report) if (score := score_of_variant(r))]
    return variant_table(rows)


def human_sources(report: ModelReport) -> list[str]:
    """Where the human levels shown for this model's tasks come from."""
    levels = (human_level(r.config) for r in report.tasks.values() if "noimage" not in r.task)
    return sorted({level.source for level in levels if level})


def cell_json(value: float | None, n: int) -> dict:
    """One accuracy cell for report.json: value, items and 95% Wilson interval (None, never NaN, when empty)."""
    ci = interval(value, n)
    return {"value": value, "n": n, "ci95": list(ci) if ci else None}


def bias_json(entry: dict) -> dict:
    test = entry["test"]
    return {"letters": list(test.letters), "observed": list(test.observed),
            "expected": [round(e, 6) for e in test.expected], "statistic": test.statistic, "dof": test.dof,
            "p_value": test.p_value, "p_holm": entry["p_holm"], "method": test.method, "flagged": entry["flagged"],
            "alpha": BIAS_ALPHA, "preferred": test.preferred,
            "accuracy_by_gold": {k: {**v, "ci95": list(v["ci95"]) if v["ci95"] else None}
                                 for k, v in entry["by_gold"].items()}}


def summary(report: ModelReport, by: str | None = None) -> dict:
    """A JSON-ready digest (what the Markdown and the figure show, as numbers)."""
    biases = position_biases(report)
    return {
        "model": report.label,
        "model_type": report.model or None,
        "model_args": report.model_args or None,
        "sources": report.sources,
        "human_source": human_sources(report),
        "benchmarks": [{"name": name, "accuracy": {d: cell_json(v, n) for d, (v, n) in cells.items()}}
                       for name, cells in benchmark_rows(report)],
        "tasks": [
            {
                "task": r.task,
                "benchmark": r.benchmark,
                "config": r.config,
                "accuracy": {d: cell_json(v, n) for d, (v, n) in accuracy_by_difficulty(r).items()},
                "reported_accuracy": r.aggregate,
                "balanced_accuracy": balanced_accuracy(r),
                "chance": r.chance,
                "human": r.human,
                "human_study": {level: {"value": v, "n": n, "ci95": list(ci) if ci else None}
                                for level, (v, n, ci) in r.human_study.items()} or None,
                "error_profile": dict(sorted(error_profile(r).items())),
                "error_chance_share": dict(sorted(chance_shares(r).items())),
                "position_bias": bias_json(biases[r.task]) if r.task in biases else None,
            } | ({"styles": spread} if (spread := style_spread(r.samples)) else {})
            | ({"by": {"field": by, "accuracy": {k: cell_json(v, n) for k, (v, n) in by_field(r).items()}}}
               if by else {})
            | ({"variant_score": score} if (score := score_of_variant(r)) else {})
            for r in ordered_tasks(report)
        ],
    }


# ----------------------------------------------------------------------------------------------- Markdown

NA = "n/a"  # what an empty cell prints: no items, or a value the results do not give (never "nan")


def fmt(value: float | None, n: int | None = None) -> str:
    """A number (with its item count); NA when there is none."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return NA
    text = f"{value:.3f}"
    return f"{text} ({n})" if n else text


def fmt_ci(value: float | None, n: int) -> str:
    """An accuracy with its 95% Wilson interval and item count: `0.750 [0.30, 0.95] (4)`; NA when empty."""
    if value is None or math.isnan(value):
        return NA
    ci = interval(value, n)
    return f"{value:.3f} [{ci[0]:.2f}, {ci[1]:.2f}] ({n})" if ci else f"{value:.3f}"


def accuracy_table(report: ModelReport) -> list[str]:
    levels = levels_of(report.tasks.values())
    lines = [
        "| benchmark | task | " + " | ".join(levels) + " | all | balanced | chance | human |",
        "|---|---|" + "---|" * (len(levels) + 4),
    ]
    for result in ordered_tasks(report):
        cells = accuracy_by_difficulty(result)
        row = [result.benchmark, result.task, *(fmt_ci(*cells.get(d, (None, 0))) for d in (*levels, ALL))]
        row += [fmt(balanced_accuracy(result)), fmt(result.chance), fmt(result.human)]
        lines.append("| " + " | ".join(row) + " |")
    for name, cells in benchmark_rows(report):
        row = [f"**{name}**", "items pooled", *(fmt_ci(*cells.get(d, (None, 0))) for d in (*levels, ALL))]
        lines.append("| " + " | ".join([*row, NA, NA, NA]) + " |")
    return lines


def bias_table(report: ModelReport) -> list[str]:
    """Per choice task: picks per letter against a bias-free model's, the test, and accuracy by gold letter."""
    biases = position_biases(report)
    if not biases:
        return []
    lines = ["### Position bias", "",
             "Per choice task, the letters the model picked (`observed`) against those a model without position "
             "preference and the same accuracy would pick (`expected`: right with the observed accuracy, else a "
             "uniform pick among the item's other options), Pearson's chi-square goodness-of-fit between them "
             "(asymptotic when every expected count is at least 5, else a seeded Monte Carlo p-value from the same "
             f"null), and the p-value Holm-adjusted over this model's {len(biases)} choice task(s). **BIASED**: "
             f"adjusted p < {BIAS_ALPHA} (family-wise α = {BIAS_ALPHA}). Unanswered items are left out. "
             "`accuracy by gold`: accuracy [95% interval] (items) by the position of the right answer.", "",
             "| task | observed | expected | χ² (dof) | p | p (Holm) | verdict | accuracy by gold |",
             "|---|---|---|---|---|---|---|---|"]
    for task, entry in biases.items():
        test = entry["test"]
        observed = " ".join(f"{k}:{o}" for k, o in zip(test.letters, test.observed, strict=True))
        expected = " ".join(f"{k}:{e:.1f}" for k, e in zip(test.letters, test.expected, strict=True))
        verdict = f"**BIASED** (prefers {test.preferred})" if entry["flagged"] else "no evidence"
        gold = "; ".join(f"{k} {fmt_ci(v['value'], v['n'])}" for k, v in entry["by_gold"].items() if v["n"])
        method = "" if test.method == "chi-square" else " (MC)"
        lines.append(f"| {task} | {observed} | {expected} | {test.statistic:.1f} ({test.dof}) | "
                     f"{test.p_value:.2g}{method} | {entry['p_holm']:.2g} | {verdict} | {gold} |")
    return [*lines, ""]


def by_table(report: ModelReport, by: str) -> list[str]:
    """Accuracy [95% interval] (items) per value of the `--by` field, one row per task that has it."""
    found = [(r, by_field(r)) for r in ordered_tasks(report)]
    found = [(r, cells) for r, cells in found if cells]
    lines = [f"### Accuracy by `{by}`", ""]
    if not found:
        return [*lines, f"No item of these results has a `{by}` (a params field, a derived label or a column of the "
                        "rows in --data).", ""]
    values = sorted({v for _, cells in found for v in cells}, key=natural_key)
    lines += ["Cells: accuracy [95% Wilson interval] (items); n/a: no item of the task has that value.", "",
              "| task | " + " | ".join(f"`{v}`" for v in values) + " |", "|---|" + "---|" * len(values)]
    for result, cells in found:
        lines.append(f"| {result.task} | " + " | ".join(fmt_ci(*cells.get(v, (None, 0))) for v in values) + " |")
    return [*lines, ""]


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
                 if name in spread["accuracy"] else NA for name in styles]
        delta = spread["worst_minus_source"]
        lines.append("| " + " | ".join([result.task, *cells, fmt(spread["spread"]), spread["worst"],
                                        NA if delta is None else f"{delta:+.3f}", fmt(spread["noise_spread"])])
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
            return NA
        accuracy, n, ci = value
        return f"{accuracy:.3f} [{ci[0]:.3f}, {ci[1]:.3f}] ({n})" if ci else f"{accuracy:.3f} ({n})"

    lines = ["## Human study", "", f"{source}. Cells: accuracy [95% interval] (answers).", "",
             "| benchmark | task | easy | medium | hard | all | paper |", "|---|---|---|---|---|---|---|"]
    for result in seen.values():
        cells = [cell(result.human_study.get(level)) for level in (*DIFFICULTIES, ALL)]
        lines.append("| " + " | ".join([result.benchmark, result.task, *cells, fmt(result.human)]) + " |")
    return [*lines, ""]


@dataclass
class ReportOptions:
    """What the command line adds to a report: regrouping by published rows, and where they came from."""

    regrouping: Regrouping = field(default_factory=Regrouping)
    data: Path | None = None
    missing_rows: int = 0  # samples whose item id is not in --data


def model_line(report: ModelReport) -> list[str]:
    """The model as the results state it: lmms-eval's --model and --model_args."""
    if not report.model:
        return []
    args = f", arguments `{report.model_args}`" if report.model_args else ", no arguments"
    return [f"Model: `{report.model}`{args}.", ""]


def difficulty_heading(options: ReportOptions) -> list[str]:
    if options.regrouping.human_difficulty:
        return ["### Accuracy by human difficulty", "",
                f"Difficulty from the human study (`difficulty_human` in the rows of `{options.data}`: easy when all "
                f"5 raters were right, hard when at most 1 was, medium otherwise; `{UNRATED}`: fewer than 5 "
                "ratings)."]
    return ["### Accuracy by difficulty", ""]


def markdown(reports: list[ModelReport], figures: dict[str, list[str]], study_source: str | None = None,
             options: ReportOptions | None = None) -> str:
    options = options or ReportOptions()
    by = options.regrouping.by
    lines = ["# mindbench report", ""]
    if options.missing_rows:
        lines += [f"{options.missing_rows} scored items have no row in `{options.data}` (another build?): they are "
                  "left out of the breakdowns that need their rows.", ""]
    for report in reports:
        lines += [f"## {report.label}", "", *model_line(report),
                  "Results: " + ", ".join(f"`{s}`" for s in report.sources), ""]
        for name in figures.get(report.label, []):
            lines += [f"![{report.label}]({name})", ""]
        lines += [*difficulty_heading(options),
                  "Cells: accuracy [95% Wilson interval] (items); n/a: no items. `balanced`: mean recall over the gold "
                  "classes, for Yes/No tasks only. Bold rows pool the items of a benchmark's tasks (variants such as "
                  "`_noimage` left out).", ""]
        lines += accuracy_table(report)
        if by:
            lines += ["", *by_table(report, by)[:-1]]
        styles = style_table(report)
        if styles:
            lines += ["", *styles[:-1]]
        biases = bias_table(report)
        if biases:
            lines += ["", *biases[:-1]]
        variants = variant_rows(report)
        if variants:
            lines += ["", *variants[:-1]]
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

DIFFICULTY_COLOURS = {"easy": "#6baed6", "medium": "#3182bd", "hard": "#08519c", UNRATED: "#bcbddc",
                      ALL: "#9e9e9e"}
# Failures to answer at all get greys, so they never look like a distractor kind.
FIXED_KIND_COLOURS = {UNANSWERED: "#7f7f7f", "invalid": "#c7c7c7", UNKNOWN_KIND: "#e0e0e0"}
MISSING_HEIGHT = 0.06  # a hatched stub marks a cell without items, so it never reads as an accuracy of zero


NO_ITEMS = "no items (n/a)"  # legend entry of the hatched stub


def draw_cell(ax, x: float, width: float, value: float | None, n: int, colour: str, label: str | None,
              missing_label: str | None = None) -> None:
    """One accuracy bar with its 95% Wilson interval; a hatched "n/a" stub when the cell has no items.

    A zero bar has no height, so its interval (from 0 up) and a "0" above it show it is measured, not missing."""
    if value is None:
        ax.bar(x, MISSING_HEIGHT, width, color="white", edgecolor="#9e9e9e", hatch="////", linewidth=0.6,
               label=missing_label)
        ax.text(x, MISSING_HEIGHT + 0.01, NA, ha="center", va="bottom", fontsize=6.5, color="#424242")
        return
    ax.bar(x, value, width, color=colour, label=label)
    ci = interval(value, n)
    if ci:
        error = [[max(0.0, value - ci[0])], [max(0.0, ci[1] - value)]]
        ax.errorbar(x, value, yerr=error, color="black", capsize=2, linewidth=0.8, linestyle="none")
    if value == 0:
        ax.text(x, (ci[1] if ci else 0) + 0.01, "0", ha="center", va="bottom", fontsize=7)


def draw_accuracy_panel(ax, results: list[TaskResult], benchmark: str) -> None:
    """Grouped bars per task (one per difficulty present in the panel, plus all) with 95% Wilson intervals; chance
    dashed, human a marker; a cell without items a hatched "n/a" stub."""
    cells = [accuracy_by_difficulty(r) for r in results]
    present = [d for d in levels_of(results) if any(c.get(d, (None, 0))[0] is not None for c in cells)]
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
            value, n = task_cells.get(difficulty, (None, 0))
            offset = (i - (len(bars) - 1) / 2) * width
            draw_cell(ax, x + offset, width, value, n, DIFFICULTY_COLOURS.get(difficulty, "#bdbdbd"),
                      once(difficulty) if value is not None else None,
                      once(NO_ITEMS) if value is None else None)
            if difficulty == ALL and value is not None:  # one label per task; per-difficulty values in the table
                ci = interval(value, n)
                ax.text(x + offset, (ci[1] if ci else value) + 0.015, f"{value:.2f}", ha="center", va="bottom",
                        fontsize=8, fontweight="bold")
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
    ax.set_ylabel("accuracy (95% Wilson interval)")
    ax.set_title(f"{benchmark}: accuracy by difficulty (hatched n/a: no items)")
    ax.grid(axis="y", alpha=0.3)
    handles, names = ax.get_legend_handles_labels()
    order = [*bars, NO_ITEMS, "chance", "human (paper)", "human (study)"]
    ranked = sorted(zip(handles, names, strict=True), key=lambda pair: order.index(pair[1]))
    ax.legend([h for h, _ in ranked], [n for _, n in ranked], fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))


def draw_bias_panel(ax, report: ModelReport, biases: dict[str, dict]) -> None:
    """Per choice task, the share of picks per letter (bars) against a bias-free model's share (black ticks); a
    flagged task is named in red with its adjusted p-value."""
    import matplotlib

    colours = matplotlib.colormaps["tab10"].colors
    tasks = list(biases)
    width_letters = max(len(entry["test"].letters) for entry in biases.values())
    width = 0.8 / width_letters
    for x, task in enumerate(tasks):
        test = biases[task]["test"]
        for k, letter in enumerate(test.letters):
            offset = (k - (width_letters - 1) / 2) * width
            ax.bar(x + offset, test.observed[k] / test.n, width, color=colours[k % len(colours)],
                   label=letter if x == 0 or letter not in tasks_letters(biases, tasks[:x]) else None)
            ax.hlines(test.expected[k] / test.n, x + offset - width / 2, x + offset + width / 2, colors="black",
                      linewidth=1.5, label="bias-free" if (x, k) == (0, 0) else None)
        flagged = biases[task]["flagged"]
        ax.text(x, 1.03, f"p={biases[task]['p_holm']:.2g}" + (" BIASED" if flagged else ""), ha="center",
                fontsize=7, color="#d62728" if flagged else "black", fontweight="bold" if flagged else "normal")
    labels = [r.label for r in ordered_tasks(report) if r.task in biases]
    ax.set_xticks(range(len(tasks)), labels, rotation=25, ha="right", fontsize=8)
    ax.set_xlim(-0.6, max(len(tasks), 3) - 0.4)
    ax.set_ylim(0, 1.12)
    ax.set_ylabel("share of picks")
    ax.set_title(f"position bias: letters picked vs a bias-free model (Holm-adjusted p; flagged below {BIAS_ALPHA})")
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))


def tasks_letters(biases: dict[str, dict], tasks: list[str]) -> set[str]:
    return {letter for task in tasks for letter in biases[task]["test"].letters}


def draw_by_figure(report: ModelReport, by: str, path: Path) -> bool:
    """`report_<model>_by_<field>.png`: per task that has the field, a bar per value with its 95% interval (a
    hatched n/a stub where the task has no item of that value). False when no task has the field."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    found = [(r, by_field(r)) for r in ordered_tasks(report)]
    found = [(r, cells) for r, cells in found if cells]
    if not found:
        return False
    values = sorted({v for _, cells in found for v in cells}, key=natural_key)
    colours = matplotlib.colormaps["tab20"].colors
    width = 0.8 / len(values)
    figure, ax = plt.subplots(figsize=(min(22.0, max(6.0, 0.35 * len(found) * len(values) + 3)), 4.6))
    for x, (result, cells) in enumerate(found):
        for k, value in enumerate(values):
            accuracy_value, n = cells.get(value, (None, 0))
            offset = (k - (len(values) - 1) / 2) * width
            first = x == next(i for i, (_, c) in enumerate(found) if value in c)
            draw_cell(ax, x + offset, width, accuracy_value, n, colours[k % len(colours)], value if first else None,
                      NO_ITEMS if accuracy_value is None and NO_ITEMS not in ax.get_legend_handles_labels()[1]
                      else None)
        if result.chance is not None:
            ax.hlines(result.chance, x - 0.45, x + 0.45, colors="black", linestyles="dashed", linewidth=1.2,
                      label="chance" if x == 0 else None)
    ax.set_xticks(range(len(found)), [r.label for r, _ in found], rotation=25 if len(found) > 1 else 0,
                  ha="right" if len(found) > 1 else "center", fontsize=8)
    ax.set_xlim(-0.6, len(found) - 0.4)
    ax.set_ylim(0, 1.12)
    ax.set_ylabel("accuracy (95% Wilson interval)")
    ax.set_title(f"{report.label}: accuracy by {by} (hatched n/a: no items)")
    ax.grid(axis="y", alpha=0.3)
    ax.legend(title=by, fontsize=7, title_fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    figure.tight_layout()
    figure.savefig(path, dpi=110, bbox_inches="tight")
    plt.close(figure)
    return True


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
    ax.set_xticks(range(len(found)), [r.label for r, _ in found], rotation=25 if len(found) > 1 else 0,
                  ha="right" if len(found) > 1 else "center", fontsize=8)
    ax.set_xlim(-0.6, len(found) - 0.4)
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
    biases = position_biases(report)
    panels = len(benchmarks) + bool(styled) + bool(biases) + 1
    size = (min(22.0, max(8.0, 1.1 * len(results) + 3)), 4.2 * panels)
    figure, axes = plt.subplots(panels, 1, figsize=size, squeeze=False)
    axes = axes[:, 0]
    for ax, benchmark in zip(axes, benchmarks, strict=False):
        draw_accuracy_panel(ax, [r for r in results if r.benchmark == benchmark], benchmark)
    if styled:
        draw_style_panel(axes[len(benchmarks)], styled)
    if biases:
        draw_bias_panel(axes[len(benchmarks) + bool(styled)], report, biases)
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


def write_report(results_dir: Path, out_dir: Path, human_dir: Path | None = None, data: Path | None = None,
                 regrouping: Regrouping | None = None) -> list[Path]:
    """Write report.md, report.json and the PNGs of each model; returns the written paths.

    `data` (a build folder) joins each scored item to its published row by id, for `regrouping` (`--by FIELD`,
    `--difficulty human`). Raises DataError (one line) when `data` holds no rows, FileNotFoundError when there
    are no results."""
    regrouping = regrouping or Regrouping()
    skipped: list[str] = []
    reports = load_reports(results_dir, skipped)
    if not reports:
        why = f" (skipped {skipped[0]}" + (f", and {len(skipped) - 1} more" if len(skipped) > 1 else "") + ")" \
            if skipped else ""
        raise FileNotFoundError(f"no lmms-eval *{RESULTS_SUFFIX} with tasks under {results_dir}{why}")
    options = ReportOptions(regrouping=regrouping, data=data)
    if data is not None:
        options.missing_rows = apply_rows(reports, load_rows(data), regrouping)
    study_source = None
    if human_dir is not None:
        study, study_source = load_human_study(human_dir)
        attach_human_study(reports, study)
    out_dir.mkdir(parents=True, exist_ok=True)
    figures: dict[str, list[str]] = {}
    written = []
    for report in reports:
        path = out_dir / f"report_{safe_name(report.label)}.png"
        draw_figure(report, path)
        figures[report.label] = [path.name]
        written.append(path)
        if regrouping.by:
            by_path = out_dir / f"report_{safe_name(report.label)}_by_{safe_name(regrouping.by)}.png"
            if draw_by_figure(report, regrouping.by, by_path):
                figures[report.label].append(by_path.name)
                written.append(by_path)
    (out_dir / "report.md").write_text(markdown(reports, figures, study_source, options), encoding="utf-8")
    digest = [summary(r, regrouping.by) for r in reports]
    # allow_nan=False: a NaN that slipped through would fail here instead of reaching the file as `NaN`
    (out_dir / "report.json").write_text(json.dumps(digest, indent=2, ensure_ascii=False, allow_nan=False),
                                         encoding="utf-8")
    return [out_dir / "report.md", out_dir / "report.json", *written]


def report_main(argv: list[str]) -> int:
    """Entry point for `mindbench report RESULTS_DIR [--out DIR] [--human DIR] [--data FOLDER] [--by FIELD]
    [--difficulty parametric|human]`; returns the exit status."""
    parser = OneLineParser(prog=PROG, description=" ".join(__doc__.split("\n\n")[0].split()))
    parser.add_argument("results_dir", type=Path, help="lmms-eval --output_path folder (searched recursively)")
    parser.add_argument("--out", type=Path, default=None, help="where to write (default: RESULTS_DIR/report)")
    parser.add_argument("--human", type=Path, default=None,
                        help="a `mindbench human export` folder: plot the human study beside the models")
    parser.add_argument("--data", type=Path, default=None,
                        help="the `mindbench build --out` folder the results were scored on: joins each item's "
                             "published row (params, difficulty_human) by its id")
    parser.add_argument("--by", default=None, metavar="FIELD",
                        help="break accuracy down by a params field (dotted for nested ones, e.g. camera.up), a "
                             "derived label (rotation_axis, fold_count, domain) or a row column; needs --data")
    parser.add_argument("--difficulty", choices=("parametric", "human"), default="parametric",
                        help="group by the generator's difficulty (default) or the human study's relabelling "
                             "(`mindbench human relabel`); human needs --data")
    args = parser.parse_args(argv)
    if not args.results_dir.is_dir():
        return print_error(PROG, f"{args.results_dir} is not a folder")
    regrouping = Regrouping(by=args.by, human_difficulty=args.difficulty == "human")
    if (regrouping.by or regrouping.human_difficulty) and args.data is None:
        needs = f"--by {args.by}" if args.by else "--difficulty human"
        return print_error(PROG, f"{needs} reads the items' published rows: add --data FOLDER (the `mindbench "
                                 "build --out` folder the results were scored on)")
    if args.data is not None and not args.data.is_dir():
        return print_error(PROG, f"--data {args.data} is not a folder")
    if args.human is not None:
        try:
            load_human_study(args.human)
        except ValueError as error:
            return print_error(PROG, str(error))
    out = args.out or args.results_dir / "report"
    try:
        written = write_report(args.results_dir, out, args.human, args.data, regrouping)
    except FileNotFoundError as error:
        return print_error(PROG, str(error), status=1)
    except DataError as error:  # --data without item shards
        return print_error(PROG, str(error))
    except OSError as error:  # e.g. --out names a file, or a folder we may not write
        return print_error(PROG, f"{error.filename or out}: {error.strerror or error}")
    for path in written:
        print(path)
    return 0
