"""Human-study statistics from a study dump (`Store.dump()` or the server's `/admin/export`).

* accuracy per item, task, difficulty and task × difficulty, with 95% Wilson score intervals (over answers, so
  the interval ignores that answers cluster by participant and item; it is the usual binomial interval);
* median response time (milliseconds, measured in the browser) per item and task;
* Fleiss' kappa over items with at least `raters` (5) answers, on the option chosen, using each item's first
  `raters` answers (the classic fixed-raters form, as in the Mind's Eye study); also over every answer of those
  items (Fleiss' formula with varying raters per item) and on right/wrong;
* the Mind's Eye 5-rater difficulty relabelling: easy when all 5 were right, hard when at most 1 was, medium
  otherwise, with a confusion table against the generator's parametric difficulty, agreement and Cohen's kappa;
* the distractor kinds humans chose when wrong (the items' `option_kinds`).
"""

from __future__ import annotations

import csv
import json
import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path

from mindbench.lmms_tasks.stats import Z95, wilson  # noqa: F401 - one interval for the study and the report

LEVELS = ("easy", "medium", "hard")
FORMAT = "mindbench-human/1"


def fleiss_kappa(table: Sequence[Sequence[int]]) -> float | None:
    """Fleiss' kappa of an items × categories count table (rows may have different totals, each ≥ 2).

    With equal row totals this is Fleiss (1971); with unequal totals the per-item agreement uses each item's own
    number of raters and the category shares are pooled over all ratings. None when undefined (no rows, or every
    rating in one category).
    """
    rows = [list(r) for r in table if sum(r) >= 2]
    if not rows:
        return None
    per_item = [(sum(c * c for c in r) - sum(r)) / (sum(r) * (sum(r) - 1)) for r in rows]
    observed = sum(per_item) / len(per_item)
    total = sum(sum(r) for r in rows)
    shares = [sum(r[j] for r in rows) / total for j in range(len(rows[0]))]
    expected = sum(p * p for p in shares)
    if math.isclose(expected, 1.0):
        return None
    return (observed - expected) / (1 - expected)


def cohen_kappa(pairs: Iterable[tuple[str, str]], labels: Sequence[str] = LEVELS) -> float | None:
    """Cohen's kappa of two labellings of the same items (unweighted)."""
    pairs = list(pairs)
    if not pairs:
        return None
    n = len(pairs)
    observed = sum(a == b for a, b in pairs) / n
    first, second = Counter(a for a, _ in pairs), Counter(b for _, b in pairs)
    expected = sum(first[label] * second[label] for label in labels) / (n * n)
    if math.isclose(expected, 1.0):
        return None
    return (observed - expected) / (1 - expected)


def relabel(correct_of_raters: int, raters: int = 5) -> str:
    """The Mind's Eye rule: easy when all raters were right, hard when at most one was, medium otherwise."""
    if correct_of_raters >= raters:
        return "easy"
    if correct_of_raters <= 1:
        return "hard"
    return "medium"


def _cell(answers: list[dict]) -> dict:
    n = len(answers)
    correct = sum(a["correct"] for a in answers)
    interval = wilson(correct, n)
    rts = [a["rt_ms"] for a in answers]
    return {"n": n, "correct": correct, "accuracy": correct / n if n else None,
            "ci95": list(interval) if interval else None,
            "median_rt_ms": statistics.median(rts) if rts else None}


def _kappa_table(groups: list[list[dict]], key: str) -> list[list[int]]:
    categories = sorted({str(a[key]) for group in groups for a in group})
    return [[sum(str(a[key]) == c for a in group) for c in categories] for group in groups]


def analyse(dump: dict, raters: int = 5) -> dict:
    """Every number of the export, JSON-ready."""
    items = {i["id"]: i for i in dump["items"]}
    answers = [r for r in dump["responses"] if r["phase"] == "test" and r["item_id"] in items]
    answers.sort(key=lambda r: (r["answered_at"], r["participant"], r["position"]))
    by_item: dict[str, list[dict]] = defaultdict(list)
    for answer in answers:
        by_item[answer["item_id"]].append(answer)

    def task_of(answer: dict) -> str:
        return items[answer["item_id"]]["task"]

    def level_of(answer: dict) -> str:
        return items[answer["item_id"]]["difficulty"]

    # --- per item, with the 5-rater relabelling and the chosen distractor kinds
    item_rows = []
    for item_id in sorted(by_item):
        item, got = items[item_id], by_item[item_id]
        first = got[:raters]
        human_level = relabel(sum(a["correct"] for a in first), raters) if len(first) == raters else None
        item_rows.append({"id": item_id, "benchmark": item["benchmark"], "task": item["task"],
                          "difficulty": item["difficulty"], "human_difficulty": human_level, **_cell(got),
                          "choices": dict(sorted(Counter(a["choice"] for a in got).items()))})

    # --- per task, per difficulty, task × difficulty
    tasks = []
    benchmark_of = {i["task"]: i["benchmark"] for i in items.values()}
    by_task: dict[str, list[dict]] = defaultdict(list)
    for answer in answers:
        by_task[task_of(answer)].append(answer)
    for task in sorted(by_task):
        got = by_task[task]
        levels = {level: _cell([a for a in got if level_of(a) == level]) for level in LEVELS}
        tasks.append({"benchmark": benchmark_of[task], "task": task, **_cell(got),
                      "items": len({a["item_id"] for a in got}),
                      "by_difficulty": {k: v for k, v in levels.items() if v["n"]},
                      "errors_by_kind": _error_kinds(got, items)})
    difficulty = {level: _cell([a for a in answers if level_of(a) == level]) for level in LEVELS}

    # --- agreement
    rated = [got for got in by_item.values() if len(got) >= raters]
    first_raters = [got[:raters] for got in rated]
    kappa = {
        "raters": raters,
        "items": len(rated),
        "choice_first_raters": fleiss_kappa(_kappa_table(first_raters, "choice")),
        "choice_all_raters": fleiss_kappa(_kappa_table(rated, "choice")),
        "correct_first_raters": fleiss_kappa(_kappa_table(first_raters, "correct")),
    }

    # --- 5-rater relabelling against the parametric difficulty
    labelled = [r for r in item_rows if r["human_difficulty"]]
    table = {p: {h: sum(1 for r in labelled if (r["difficulty"], r["human_difficulty"]) == (p, h)) for h in LEVELS}
             for p in LEVELS}
    pairs = [(r["difficulty"], r["human_difficulty"]) for r in labelled]
    relabelling = {
        "raters": raters,
        "rule": f"easy: all {raters} right; hard: at most 1 right; medium otherwise (first {raters} answers)",
        "items": len(labelled),
        "table": table,
        "agreement": sum(a == b for a, b in pairs) / len(pairs) if pairs else None,
        "cohen_kappa": cohen_kappa(pairs),
        "by_task": {task: {p: {h: sum(1 for r in labelled if r["task"] == task and
                                      (r["difficulty"], r["human_difficulty"]) == (p, h)) for h in LEVELS}
                           for p in LEVELS}
                    for task in sorted({r["task"] for r in labelled})},
    }

    # --- participants
    per_person: dict[int, list[dict]] = defaultdict(list)
    for answer in answers:
        per_person[answer["participant"]].append(answer)
    person_accuracy = [sum(a["correct"] for a in got) / len(got) for got in per_person.values()]
    participants = {
        "n": len(dump["participants"]),
        "answered_any": len(per_person),
        "finished": sum(1 for p in dump["participants"] if p.get("finished_at")),
        "mean_accuracy": statistics.fmean(person_accuracy) if person_accuracy else None,
        "sd_accuracy": statistics.stdev(person_accuracy) if len(person_accuracy) > 1 else None,
    }
    return {"format": FORMAT, "settings": dump.get("settings", {}), "participants": participants,
            "n_answers": len(answers), "overall": _cell(answers), "tasks": tasks, "difficulty": difficulty,
            "kappa": kappa, "relabelling": relabelling, "items": item_rows}


def _error_kinds(answers: list[dict], items: dict[str, dict]) -> dict[str, int]:
    """Wrong answers by the kind of option chosen (choice items with option kinds only)."""
    kinds: Counter = Counter()
    for answer in answers:
        item = items[answer["item_id"]]
        if answer["correct"] or item["answer_type"] != "choice" or not item.get("option_kinds"):
            continue
        index = item["options"].index(answer["choice"]) if answer["choice"] in item["options"] else -1
        kinds[item["option_kinds"][index] if 0 <= index < len(item["option_kinds"]) else "invalid"] += 1
    return dict(sorted(kinds.items()))


# ------------------------------------------------------------------------------------------------ writing


def _pct(cell: dict | None) -> str:
    if not cell or cell.get("accuracy") is None:
        return "–"
    lo, hi = cell["ci95"]
    return f"{cell['accuracy']:.1%} [{lo:.1%}, {hi:.1%}] (n={cell['n']})"


def _num(value: float | None, digits: int = 3) -> str:
    return "–" if value is None else f"{value:.{digits}f}"


def markdown(result: dict) -> str:
    p = result["participants"]
    lines = ["# Human study", "",
             f"{p['n']} participants ({p['finished']} finished), {result['n_answers']} test answers. "
             f"Overall accuracy {_pct(result['overall'])}; mean per participant {_num(p['mean_accuracy'])}.", "",
             "## Accuracy (95% Wilson intervals over answers)", "",
             "| benchmark | task | easy | medium | hard | all | median RT (s) |", "|---|---|---|---|---|---|---|"]
    for t in result["tasks"]:
        levels = [_pct(t["by_difficulty"].get(level)) for level in LEVELS]
        rt = "–" if t["median_rt_ms"] is None else f"{t['median_rt_ms'] / 1000:.1f}"
        lines.append(f"| {t['benchmark']} | {t['task']} | " + " | ".join([*levels, _pct(t), rt]) + " |")
    lines += ["", "| difficulty | accuracy |", "|---|---|"]
    lines += [f"| {level} | {_pct(result['difficulty'][level])} |" for level in LEVELS]
    k = result["kappa"]
    lines += ["", "## Agreement", "",
              f"Fleiss' kappa on the option chosen, {k['items']} items with at least {k['raters']} answers: "
              f"{_num(k['choice_first_raters'])} (first {k['raters']} answers per item; "
              f"all answers: {_num(k['choice_all_raters'])}; on right/wrong: {_num(k['correct_first_raters'])}).",
              "", "## Difficulty: parametric label (rows) against the 5-rater relabelling (columns)", "",
              f"Rule: {result['relabelling']['rule']}. {result['relabelling']['items']} items.", "",
              "| parametric \\ human | easy | medium | hard |", "|---|---|---|---|"]
    table = result["relabelling"]["table"]
    lines += [f"| {p_level} | " + " | ".join(str(table[p_level][h]) for h in LEVELS) + " |" for p_level in LEVELS]
    lines += ["", f"Agreement {_num(result['relabelling']['agreement'])}, Cohen's kappa "
              f"{_num(result['relabelling']['cohen_kappa'])}.", ""]
    errors = [(t["task"], t["errors_by_kind"]) for t in result["tasks"] if t["errors_by_kind"]]
    if errors:
        lines += ["## Wrong answers by the kind of option chosen", "", "| task | kinds |", "|---|---|"]
        lines += [f"| {task} | " + ", ".join(f"{k} {v}" for k, v in kinds.items()) + " |" for task, kinds in errors]
        lines.append("")
    return "\n".join(lines)


def write_export(dump: dict, out: Path, raters: int = 5) -> list[Path]:
    """human.json (what `mindbench report --human` reads), summary.md, items.csv, responses.csv."""
    result = analyse(dump, raters)
    out.mkdir(parents=True, exist_ok=True)
    written = [out / "human.json", out / "summary.md", out / "items.csv", out / "responses.csv"]
    written[0].write_text(json.dumps(result, indent=2, ensure_ascii=False), encoding="utf-8")
    written[1].write_text(markdown(result), encoding="utf-8")
    columns = ["id", "benchmark", "task", "difficulty", "human_difficulty", "n", "correct", "accuracy",
               "ci95_low", "ci95_high", "median_rt_ms"]
    with written[2].open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(columns)
        for row in result["items"]:
            ci = row["ci95"] or [None, None]
            writer.writerow([row["id"], row["benchmark"], row["task"], row["difficulty"], row["human_difficulty"],
                             row["n"], row["correct"], row["accuracy"], ci[0], ci[1], row["median_rt_ms"]])
    items = {i["id"]: i for i in dump["items"]}
    with written[3].open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["participant", "phase", "position", "item_id", "task", "difficulty", "choice", "correct",
                         "rt_ms", "answered_at"])
        for r in dump["responses"]:
            item = items.get(r["item_id"], {})
            writer.writerow([r["participant"], r["phase"], r["position"], r["item_id"], item.get("task"),
                             item.get("difficulty"), r["choice"], int(r["correct"]), r["rt_ms"], r["answered_at"]])
    return written
