"""Summary statistics of per-item OAS records, and the figure.

A record needs `correct` (bool), `oas_correct` (the gold option's OAS) and `oas_distractors` (the mean OAS of the
other options); `task` is optional. Groups: all items, items answered correctly, items answered wrongly (an
unanswered item counts as wrong). For each group: means, a paired t-test of OAS_correct against mean
OAS_distractors, and two Cohen's d: `d_z` = mean(diff) / sd(diff) (the paired effect size that goes with the
paired t-test, t = d_z·√n) and `d_av` = mean(diff) / √((sd_correct² + sd_distractors²) / 2) (the two conditions'
average spread, comparable to an unpaired d). Then the point-biserial correlation of OAS_correct with correctness,
and accuracy by OAS_correct quartile (items ranked by OAS_correct and cut into four groups as equal as possible).
`by_outcome_share` repeats the paired comparison on the raw attention shares (`share_correct`,
`share_distractors`: fractions of the located image attention, not divided by box area).

Two normalisations are summarised the same way: `softmax` (the attention weights as the model produced them; the
top-level keys) and `relative` (`rel_oas_correct`, `rel_oas_distractors`: each image token's answer-time attention
divided by its attention under a generic prompt, which cancels register-token sinks). RAA (`raa`, `raa_rel`: the
share of located attention inside the regions that decide the item) is compared between correct and wrong answers
(Welch's t-test), correlated with correctness and cut into quartiles, for both normalisations.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

OUTCOMES = ("all", "correct", "wrong")


def _finite(value: Any) -> float | None:
    """JSON-safe float: NaN and infinities become None."""
    value = float(value)
    return value if math.isfinite(value) else None


def paired_comparison(correct: Sequence[float], distractors: Sequence[float]) -> dict[str, Any]:
    """OAS_correct vs mean OAS_distractors over paired items: means, sds, paired t-test, d_z and d_av."""
    from scipy import stats

    a, b = np.asarray(correct, dtype=float), np.asarray(distractors, dtype=float)
    n = len(a)
    out: dict[str, Any] = {"n": n, "oas_correct": None, "oas_distractors": None, "sd_correct": None,
                           "sd_distractors": None, "mean_diff": None, "t": None, "p": None, "d_z": None, "d_av": None}
    if n == 0:
        return out
    diff = a - b
    out.update(oas_correct=_finite(a.mean()), oas_distractors=_finite(b.mean()), mean_diff=_finite(diff.mean()))
    if n < 2:
        return out
    sd_a, sd_b, sd_diff = a.std(ddof=1), b.std(ddof=1), diff.std(ddof=1)
    out.update(sd_correct=_finite(sd_a), sd_distractors=_finite(sd_b))
    if sd_diff > 0:
        test = stats.ttest_rel(a, b)
        out.update(t=_finite(test.statistic), p=_finite(test.pvalue), d_z=_finite(diff.mean() / sd_diff))
    spread = math.sqrt((sd_a**2 + sd_b**2) / 2)
    if spread > 0:
        out["d_av"] = _finite(diff.mean() / spread)
    return out


def point_biserial(oas_correct: Sequence[float], correct: Sequence[bool]) -> dict[str, Any]:
    """Point-biserial r (Pearson r with a 0/1 variable) of OAS_correct with answering correctly."""
    from scipy import stats

    x, y = np.asarray(oas_correct, dtype=float), np.asarray(correct, dtype=float)
    if len(x) < 3 or x.std() == 0 or y.std() == 0:
        return {"n": len(x), "r": None, "p": None}
    result = stats.pointbiserialr(y, x)
    return {"n": len(x), "r": _finite(result.statistic), "p": _finite(result.pvalue)}


def quartiles(oas_correct: Sequence[float], correct: Sequence[bool]) -> list[dict[str, Any]]:
    """Accuracy in four rank groups of OAS_correct, lowest first (ties keep item order: a stable sort)."""
    x, y = np.asarray(oas_correct, dtype=float), np.asarray(correct, dtype=float)
    groups = np.array_split(np.argsort(x, kind="stable"), 4) if len(x) else []
    rows = []
    for q, index in enumerate(groups, start=1):
        if len(index) == 0:
            rows.append({"quartile": q, "n": 0, "oas_min": None, "oas_max": None, "oas_mean": None, "accuracy": None})
            continue
        rows.append({"quartile": q, "n": int(len(index)), "oas_min": _finite(x[index].min()),
                     "oas_max": _finite(x[index].max()), "oas_mean": _finite(x[index].mean()),
                     "accuracy": _finite(y[index].mean())})
    return rows


def normalisation_summary(records: Sequence[Mapping[str, Any]], correct_key: str,
                          distractor_key: str) -> dict[str, Any]:
    """Paired comparison by outcome, point-biserial r and quartile accuracies for one OAS normalisation."""
    records = [r for r in records if r.get(correct_key) is not None and r.get(distractor_key) is not None]
    by_outcome = {}
    for outcome in OUTCOMES:
        chosen = [r for r in records if outcome == "all" or bool(r["correct"]) == (outcome == "correct")]
        by_outcome[outcome] = paired_comparison([r[correct_key] for r in chosen], [r[distractor_key] for r in chosen])
    scores, correct = [float(r[correct_key]) for r in records], [bool(r["correct"]) for r in records]
    return {"n": len(records), "by_outcome": by_outcome, "point_biserial": point_biserial(scores, correct),
            "quartiles": quartiles(scores, correct)}


def raa_summary(records: Sequence[Mapping[str, Any]], key: str) -> dict[str, Any]:
    """RAA means for correct and wrong answers (Welch's t-test), the uniform-attention level, point-biserial r of
    RAA with correctness, and accuracy by RAA quartile."""
    from scipy import stats

    records = [r for r in records if r.get(key) is not None and math.isfinite(float(r[key]))]
    values = np.array([float(r[key]) for r in records])
    correct = np.array([bool(r["correct"]) for r in records], dtype=bool)
    uniform = [float(r["raa_uniform"]) for r in records if r.get("raa_uniform") is not None]
    out: dict[str, Any] = {
        "n": len(records), "mean": _finite(values.mean()) if len(values) else None,
        "uniform": _finite(np.mean(uniform)) if uniform else None,
        "mean_correct": _finite(values[correct].mean()) if correct.any() else None,
        "mean_wrong": _finite(values[~correct].mean()) if (~correct).any() else None,
        "t": None, "p": None,
    }
    right, wrong = values[correct], values[~correct]
    if len(right) >= 2 and len(wrong) >= 2 and (right.std() > 0 or wrong.std() > 0):
        test = stats.ttest_ind(right, wrong, equal_var=False)
        out.update(t=_finite(test.statistic), p=_finite(test.pvalue))
    out["point_biserial"] = point_biserial(values, correct)
    out["quartiles"] = quartiles(values, correct)
    return out


def summarize(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The summary `oas_summary.json` carries (minus the run's metadata)."""
    records = [r for r in records if r.get("oas_correct") is not None and r.get("oas_distractors") is not None]
    correct = [bool(r["correct"]) for r in records]
    oas_c = [float(r["oas_correct"]) for r in records]
    by_outcome = {}
    for outcome in OUTCOMES:
        chosen = [r for r in records if outcome == "all" or bool(r["correct"]) == (outcome == "correct")]
        by_outcome[outcome] = paired_comparison([r["oas_correct"] for r in chosen],
                                                [r["oas_distractors"] for r in chosen])
    # the same comparison on the raw attention shares (no area normalisation), where the records carry them
    with_share = [r for r in records if r.get("share_correct") is not None and r.get("share_distractors") is not None]
    by_outcome_share = {}
    for outcome in OUTCOMES:
        chosen = [r for r in with_share if outcome == "all" or bool(r["correct"]) == (outcome == "correct")]
        by_outcome_share[outcome] = paired_comparison([r["share_correct"] for r in chosen],
                                                      [r["share_distractors"] for r in chosen])
    tasks: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for record in records:
        tasks[str(record.get("task", "?"))].append(record)
    by_task = {task: {"n": len(rs), "accuracy": _finite(np.mean([bool(r["correct"]) for r in rs])),
                      "oas_correct": _finite(np.mean([r["oas_correct"] for r in rs])),
                      "oas_distractors": _finite(np.mean([r["oas_distractors"] for r in rs]))}
               for task, rs in sorted(tasks.items())}
    return {
        "n": len(records),
        "accuracy": _finite(np.mean(correct)) if records else None,
        "by_outcome": by_outcome,
        "by_outcome_share": by_outcome_share,
        "point_biserial": point_biserial(oas_c, correct),
        "quartiles": quartiles(oas_c, correct),
        "by_task": by_task,
        "relative": normalisation_summary(records, "rel_oas_correct", "rel_oas_distractors"),
        "raa": {"softmax": raa_summary(records, "raa"), "relative": raa_summary(records, "raa_rel")},
    }


def _fmt(value: float | None, spec: str = ".2f") -> str:
    return "n/a" if value is None else format(value, spec)


def summary_lines(summary: Mapping[str, Any]) -> list[str]:
    """A few lines for the console."""
    lines = [f"items {summary['n']}, accuracy {_fmt(summary['accuracy'], '.1%')}"]
    for outcome in OUTCOMES:
        s = summary["by_outcome"][outcome]
        lines.append(f"  {outcome:<7} n={s['n']:<4} OAS_correct {_fmt(s['oas_correct'], '.3f')}  "
                     f"OAS_distractors {_fmt(s['oas_distractors'], '.3f')}  t={_fmt(s['t'])} p={_fmt(s['p'], '.3g')} "
                     f"d_z={_fmt(s['d_z'])} d_av={_fmt(s['d_av'])}")
    pb = summary["point_biserial"]
    lines.append(f"  point-biserial r(OAS_correct, correct) = {_fmt(pb['r'])} (p={_fmt(pb['p'], '.3g')})")
    lines.append("  accuracy by OAS_correct quartile: " + ", ".join(
        f"Q{q['quartile']} {_fmt(q['accuracy'], '.0%')} (n={q['n']})" for q in summary["quartiles"]))
    relative = summary.get("relative") or {}
    if relative.get("n"):
        s = relative["by_outcome"]["correct"]
        lines.append(f"  relative attention: correct answers OAS_correct {_fmt(s['oas_correct'], '.3f')} vs "
                     f"{_fmt(s['oas_distractors'], '.3f')} (d_z={_fmt(s['d_z'])}); "
                     f"r_pb = {_fmt(relative['point_biserial']['r'])}")
    for name, raa in (summary.get("raa") or {}).items():
        if raa.get("n"):
            lines.append(f"  RAA ({name}): correct {_fmt(raa['mean_correct'], '.3f')}, wrong "
                         f"{_fmt(raa['mean_wrong'], '.3f')}, uniform {_fmt(raa['uniform'], '.3f')}; "
                         f"r_pb = {_fmt(raa['point_biserial']['r'])}")
    return lines


def figure(summary: Mapping[str, Any], path: Path, title: str) -> Path:
    """Left: OAS_correct vs mean OAS_distractors for correct and wrong answers (the paper's comparison), with
    95% confidence intervals of the means; middle: accuracy by OAS_correct quartile for the softmax and relative
    normalisations; right: RAA of correct and wrong answers for both, against uniform attention."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, middle, right) = plt.subplots(1, 3, figsize=(14, 4.4), gridspec_kw={"width_ratios": [3, 2, 2]})
    outcomes = ("correct", "wrong")
    width = 0.36
    labelled: set[str] = set()
    for i, outcome in enumerate(outcomes):
        s = summary["by_outcome"][outcome]
        for j, (key, sd_key, colour, label) in enumerate(
                (("oas_correct", "sd_correct", "#2a9d8f", "correct option"),
                 ("oas_distractors", "sd_distractors", "#adb5bd", "distractors (mean)"))):
            mean = s[key]
            if mean is None:
                continue
            err = 1.96 * s[sd_key] / math.sqrt(s["n"]) if s[sd_key] is not None else 0.0
            left.bar(i + (j - 0.5) * width, mean, width, yerr=err, capsize=4, color=colour,
                     label=None if label in labelled else label)
            labelled.add(label)
    ticks = []
    for outcome in outcomes:
        s = summary["by_outcome"][outcome]
        tick = f"{outcome} answers\nn={s['n']}"
        if s["d_z"] is not None:
            tick += f", d_z={s['d_z']:.2f}, p={s['p']:.2g}"
        ticks.append(tick)
    left.axhline(1.0, color="black", lw=0.8, ls=":", label="uniform attention (OAS = 1)")
    left.set_xticks(range(len(outcomes)), ticks, fontsize=8)
    left.set_xlim(-0.6, len(outcomes) - 0.4)
    means = [summary["by_outcome"][o][k] or 0.0 for o in outcomes for k in ("oas_correct", "oas_distractors")]
    top = max([1.0, *means])
    left.set_ylim(0, top * 1.45)
    left.set_ylabel("OAS (box attention density / image mean)")
    left.legend(fontsize=8, loc="upper right")
    left.set_title("Attention on the correct option vs distractors", fontsize=10)

    width = 0.38
    normalisations = [("softmax", summary["quartiles"], summary["point_biserial"], "#264653")]
    relative = summary.get("relative") or {}
    if relative.get("n"):
        normalisations.append(("relative", relative["quartiles"], relative["point_biserial"], "#e76f51"))
    for j, (name, rows, pb, colour) in enumerate(normalisations):
        offset = (j - (len(normalisations) - 1) / 2) * width
        for i, q in enumerate(rows):
            if q["accuracy"] is None:
                middle.text(i + offset, 0.02, "n/a", ha="center", fontsize=7, rotation=90)
                continue
            middle.bar(i + offset, q["accuracy"], width, color=colour,
                       label=f"{name} (r_pb={_fmt(pb['r'])})" if i == 0 else None)
    middle.set_xticks(range(4), [f"Q{k}" for k in range(1, 5)])
    middle.set_title("Accuracy by OAS_correct quartile", fontsize=10)
    middle.set_ylim(0, 1.15)
    middle.set_ylabel("accuracy")
    middle.legend(fontsize=8, loc="upper left")

    raa = summary.get("raa") or {}
    names = [name for name in ("softmax", "relative") if (raa.get(name) or {}).get("n")]
    for j, name in enumerate(names):
        block = raa[name]
        for i, key in enumerate(("mean_correct", "mean_wrong")):
            value = block[key]
            x = j + (i - 0.5) * width
            if value is None:
                right.text(x, 0.02, "n/a", ha="center", fontsize=7, rotation=90)
                continue
            right.bar(x, value, width, color=("#2a9d8f", "#adb5bd")[i],
                      label=("correct answers", "wrong answers")[i] if j == 0 else None)
    uniform = next((raa[name]["uniform"] for name in names if raa[name]["uniform"] is not None), None)
    if uniform is not None:
        right.axhline(uniform, color="black", lw=0.8, ls=":", label="uniform attention")
    right.set_xticks(range(len(names)), [f"{name}\nr_pb={_fmt(raa[name]['point_biserial']['r'])}" for name in names],
                     fontsize=8)
    right.set_ylim(0, 1.0)
    right.set_ylabel("RAA (share of attention in the deciding regions)")
    right.set_title("Region-aligned attention", fontsize=10)
    if names:
        right.legend(fontsize=8, loc="upper right")
    fig.suptitle(title, fontsize=11)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path
