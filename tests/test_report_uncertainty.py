"""`mindbench report`: Wilson intervals, n/a for empty cells, position bias, `--by`, `--difficulty human`, and the
model named from its results; `mindbench human relabel` writing the study's labels into a build.

The baselines' answers are produced by the baselines' own code (`lmms_tasks/baselines.py`) and scored by the task
hooks (`utils.score_response`), then written in lmms-eval's on-disk samples format (as tests/test_report.py does).
"""

from __future__ import annotations

import json
import math
import random
import re
from collections import Counter
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from mindbench.generators.common.item import LETTERS
from mindbench.lmms_tasks import report
from mindbench.lmms_tasks.baselines import DEFAULT_CONSTANTS, random_answer
from mindbench.lmms_tasks.report import load_reports, position_biases, report_main, summary
from mindbench.lmms_tasks.stats import BIAS_ALPHA, LetterItem, holm, position_bias, wilson
from mindbench.lmms_tasks.utils import score_response
from tests.conftest import run_cli

# Mind's Eye option counts per config (the baselines only need the doc's choices and answer)
CHOICE_TASKS = {"mental_rotation": 4, "paper_folding": 4, "symmetric_structures": 6, "hierarchical_pattern": 4,
                "dynamic_correspondence": 4, "conceptual_slippage": 6, "mental_composition": 4,
                "visual_relation_abstraction": 6}
N_ITEMS = 120  # realistic for a small build; the published test splits are larger


def balanced_docs(task: str, options: int, n: int, seed: int) -> list[dict]:
    """Docs whose gold letters are balanced as a build balances them (counts per letter differ by at most one),
    in shuffled order, difficulties in thirds."""
    golds = [LETTERS[k % options] for k in range(n)]
    random.Random(f"{task}{seed}").shuffle(golds)
    docs = []
    for index, gold in enumerate(golds):
        kinds = [("correct" if LETTERS[k] == gold else f"kind{k}") for k in range(options)]
        docs.append({"id": f"mindseye/{task}/test/{index:06d}", "task": task, "dimension": "transformation",
                     "difficulty": ("easy", "medium", "hard")[index % 3], "answer_type": "choice",
                     "choices": [f"Option {LETTERS[k]}" for k in range(options)], "answer": gold,
                     "option_kinds": kinds, "question": "Which option?", "style": ""})
    return docs


def write_samples(root: Path, folder: str, date_id: str, records: dict[str, list[dict]], config: dict,
                  model_name: str = "", extra_results: dict | None = None) -> Path:
    """One lmms-eval run in its on-disk format: results file and one samples file per task."""
    out = root / folder
    out.mkdir(parents=True, exist_ok=True)
    results = {task: {"alias": task, "accuracy,none": sum(r["correct"] for r in rows) / len(rows)}
               for task, rows in records.items()}
    results.update(extra_results or {})
    payload = {"results": results, "group_subtasks": {task: [] for task in records},
               "configs": {task: {"task": task} for task in records},
               "n-samples": {task: {"original": len(rows), "effective": len(rows)} for task, rows in records.items()},
               "config": config, "model_name": model_name, "model_name_sanitized": model_name}
    (out / f"{date_id}_results.json").write_text(json.dumps(payload), encoding="utf-8")
    for task, rows in records.items():
        lines = [json.dumps({"doc_id": i, "accuracy": float(r["correct"]), "diagnostics": r}) for i, r in
                 enumerate(rows)]
        (out / f"{date_id}_samples_{task}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


def baseline_records(answer, seed: int = 0, n: int = N_ITEMS) -> dict[str, list[dict]]:
    """task → per-item records of a baseline whose answer to a doc is `answer(doc)`, scored by the task hooks."""
    return {f"mindseye_{task}": [score_response(doc, answer(doc)) for doc in balanced_docs(task, k, n, seed)]
            for task, k in CHOICE_TASKS.items()}


def constant(doc: dict) -> str:
    return DEFAULT_CONSTANTS[doc["answer_type"]]


# ----------------------------------------------------------------------------------------------- Wilson


def test_wilson_intervals_match_published_values() -> None:
    """Values from Newcombe (1998), Table I (method 3) and the closed form at the edges."""
    cases = {(81, 263): (0.2553, 0.3662), (15, 148): (0.0624, 0.1605), (0, 20): (0.0, 0.1611),
             (1, 29): (0.0061, 0.1718), (0, 10): (0.0, 0.2775), (10, 10): (0.7225, 1.0), (5, 10): (0.2366, 0.7634)}
    for (k, n), (low, high) in cases.items():
        got = wilson(k, n)
        assert got[0] == pytest.approx(low, abs=6e-5) and got[1] == pytest.approx(high, abs=6e-5), (k, n, got)
    assert wilson(0, 0) is None


def test_every_accuracy_cell_carries_its_interval(tmp_path: Path) -> None:
    records = baseline_records(lambda doc: random_answer(doc, 3), n=30)
    write_samples(tmp_path / "runs", "m", "20260101_000000", records, {"model": "mindbench_random"})
    digest = summary(load_reports(tmp_path / "runs")[0])
    for task in digest["tasks"]:
        for level, cell in task["accuracy"].items():
            right = round(cell["value"] * cell["n"])
            assert cell["ci95"] == pytest.approx(list(wilson(right, cell["n"]))), (task["task"], level)
    markdown = report.markdown(load_reports(tmp_path / "runs"), {})
    rotation = next(line for line in markdown.splitlines() if line.startswith("| mindseye | mindseye_mental_rot"))
    cells = rotation.split(" | ")[2:6]  # easy, medium, hard, all
    assert all(len(cell.split("[")) == 2 and cell.endswith(")") for cell in cells), rotation


# ----------------------------------------------------------------------------------------------- position bias


def test_constant_baseline_is_flagged_and_random_is_not(tmp_path: Path) -> None:
    """Realistic n (120 items per task, gold letters balanced as a build balances them)."""
    runs = tmp_path / "runs"
    write_samples(runs, "", "20260101_000000", baseline_records(constant),
                  {"model": "mindbench_constant", "model_args": ""})
    write_samples(runs, "", "20260101_000001", baseline_records(lambda doc: random_answer(doc, 0)),
                  {"model": "mindbench_random", "model_args": "seed=0"})
    reports = {r.model: r for r in load_reports(runs)}
    assert set(reports) == {"mindbench_constant", "mindbench_random"}  # one folder, two models
    constant_bias = position_biases(reports["mindbench_constant"])
    assert len(constant_bias) == len(CHOICE_TASKS)
    for task, entry in constant_bias.items():
        assert entry["flagged"] and entry["p_holm"] < 1e-10, task  # far from the threshold, not on its edge
        assert entry["test"].preferred == "A"
        # accuracy by gold position: 1 at A, 0 elsewhere
        assert entry["by_gold"]["A"]["value"] == 1.0 and entry["by_gold"]["B"]["value"] == 0.0
    random_bias = position_biases(reports["mindbench_random"])
    assert len(random_bias) == len(CHOICE_TASKS)
    assert not any(entry["flagged"] for entry in random_bias.values())
    assert min(entry["p_holm"] for entry in random_bias.values()) > 3 * BIAS_ALPHA  # not a near miss
    text = report.markdown(load_reports(runs), {})
    sections = {part.split("\n", 1)[0]: part for part in text.split("\n## ")[1:]}
    constant_section, random_section = sections["mindbench_constant"], sections["mindbench_random (seed=0)"]
    assert constant_section.count("**BIASED** (prefers A)") == len(CHOICE_TASKS)
    assert "**BIASED** (prefers" not in random_section
    assert random_section.count("| no evidence |") == len(CHOICE_TASKS)
    assert "Model: `mindbench_random`, arguments `seed=0`." in random_section


@pytest.mark.slow
def test_the_bias_panel_is_drawn_for_both_baselines(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    write_samples(runs, "", "20260101_000000", baseline_records(constant), {"model": "mindbench_constant"})
    write_samples(runs, "", "20260101_000001", baseline_records(lambda doc: random_answer(doc, 0)),
                  {"model": "mindbench_random", "model_args": "seed=0"})
    out = tmp_path / "out"
    assert report_main([str(runs), "--out", str(out)]) == 0
    for name in ("report_mindbench_constant.png", "report_mindbench_random_seed_0.png"):
        assert (out / name).stat().st_size > 40_000
    biases = {t["task"]: t["position_bias"] for t in json.loads((out / "report.json").read_text())[0]["tasks"]}
    assert all(entry["flagged"] and entry["preferred"] == "A" for entry in biases.values())


def false_alarm_share(models: int) -> float:
    """Share of random models (8 tasks of N_ITEMS items) flagged on any task after Holm's adjustment."""
    flagged = 0
    for seed in range(models):
        tests = []
        for task, k in CHOICE_TASKS.items():
            docs = balanced_docs(task, k, N_ITEMS, seed)
            items = [LetterItem(LETTERS.index(d["answer"]), LETTERS.index(random_answer(d, seed)), k) for d in docs]
            tests.append(position_bias(items, tuple(LETTERS)).p_value)
        flagged += any(p < BIAS_ALPHA for p in holm(tests))
    return flagged / models


def test_random_baseline_false_alarms_are_rare() -> None:
    assert false_alarm_share(30) <= 0.1  # nominal 0.05: at most 3 of 30


@pytest.mark.slow
def test_random_baseline_false_alarms_stay_at_the_family_wise_level() -> None:
    """Over 300 random models the share flagged anywhere stays near α (Holm keeps the family-wise rate at or
    below α)."""
    assert false_alarm_share(300) <= 0.08  # nominal 0.05; the binomial sd over 300 models is 0.013


def test_an_accurate_model_is_not_called_biased() -> None:
    """Picks that follow the balanced gold letters (90% right, wrong picks uniform) are not a position bias."""
    rng = random.Random(1)
    items = []
    for index in range(600):
        gold = index % 4
        picked = gold if rng.random() < 0.9 else rng.choice([k for k in range(4) if k != gold])
        items.append(LetterItem(gold, picked, 4))
    assert position_bias(items, tuple(LETTERS)).p_value > 0.05


def test_holm_adjustment_matches_a_hand_computation() -> None:
    assert holm([0.01, 0.04, 0.03, 0.2]) == pytest.approx([0.04, 0.09, 0.09, 0.2])


def test_small_tasks_use_the_monte_carlo_p_value() -> None:
    items = [LetterItem(k % 4, 0, 4) for k in range(8)]  # expected 2 per letter: below the chi-square rule
    test = position_bias(items, tuple(LETTERS))
    assert test.method == "monte carlo" and test.p_value < 0.01
    fair = [LetterItem(k % 4, (k + 1) % 4, 4) for k in range(8)]
    assert position_bias(fair, tuple(LETTERS)).p_value > 0.5


# ----------------------------------------------------------------------------------------------- n/a, never NaN


def test_nan_is_never_printed(tmp_path: Path) -> None:
    """A small build without hard items: lmms-eval writes NaN for accuracy_hard (tasks and groups); the report
    writes n/a, in the task rows, the pooled benchmark row, the JSON and the figure."""
    records = {f"mindseye_{task}": [score_response(doc, "A") for doc in balanced_docs(task, k, 12, 0)
                                    if doc["difficulty"] != "hard"]
               for task, k in list(CHOICE_TASKS.items())[:3]}
    nan = float("nan")
    extra = {task: {"alias": task, "accuracy,none": 0.25, "accuracy_hard,none": nan} for task in records}
    extra["mindseye"] = {"alias": "mindseye", "accuracy,none": 0.25, "accuracy_hard,none": nan}
    folder = write_samples(tmp_path / "runs", "m", "20260101_000000", records, {"model": "x"}, extra_results=extra)
    payload = json.loads((folder / "20260101_000000_results.json").read_text())
    payload["group_subtasks"]["mindseye"] = list(records)
    (folder / "20260101_000000_results.json").write_text(json.dumps(payload))  # NaN written as lmms-eval does
    # a task without samples (no --log_samples): its cells come from the NaN-carrying results
    only_reported = {"mindseye_paper_folding_noimage": {"alias": "x", "accuracy,none": nan,
                                                        "accuracy_hard,none": nan}}
    later = {**payload, "results": only_reported, "configs": {"mindseye_paper_folding_noimage": {}},
             "group_subtasks": {}, "n-samples": {}}
    (folder / "20260102_000000_results.json").write_text(json.dumps(later))
    out = tmp_path / "out"
    assert report_main([str(tmp_path / "runs"), "--out", str(out)]) == 0
    text = (out / "report.md").read_text(encoding="utf-8")
    assert not re.search(r"\bnan\b", text, flags=re.IGNORECASE)
    pooled = next(line for line in text.splitlines() if line.startswith("| **mindseye (3 tasks)**"))
    assert pooled.split(" | ")[4] == "n/a"  # the hard column of the pooled row
    json.loads((out / "report.json").read_text(), parse_constant=lambda name: pytest.fail(f"{name} in JSON"))


def test_missing_and_zero_bars_look_different() -> None:
    """A cell without items is a hatched n/a stub; a zero cell has no bar height but its interval and a 0."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, ax = plt.subplots()
    report.draw_cell(ax, 0.0, 0.2, None, 0, "blue", None)
    report.draw_cell(ax, 1.0, 0.2, 0.0, 10, "blue", None)
    hatched = [p for p in ax.patches if p.get_hatch()]
    assert len(hatched) == 1 and hatched[0].get_x() < 0.5  # only the missing cell
    texts = {t.get_text(): t.get_position()[0] for t in ax.texts}
    assert texts == {"n/a": 0.0, "0": 1.0}
    caps = [line for line in ax.lines if len(line.get_xdata()) and abs(line.get_xdata()[0] - 1.0) < 1e-9]
    assert caps, "the zero cell draws its interval"
    upper = max(max(line.get_ydata()) for line in caps)
    assert upper == pytest.approx(wilson(0, 10)[1])
    plt.close(figure)


# ----------------------------------------------------------------------------------------------- --by, --difficulty


def write_rows(folder: Path, rows: list[dict]) -> Path:
    """A build-layout folder holding only the columns the report joins (id, params, difficulty, difficulty_human)."""
    by_task: dict[str, list[dict]] = {}
    for row in rows:
        by_task.setdefault(row["id"].split("/")[1], []).append(row)
    for task, group in by_task.items():
        path = folder / "mindseye" / "data" / task / "test-00000-of-00001.parquet"
        path.parent.mkdir(parents=True, exist_ok=True)
        pq.write_table(pa.Table.from_pylist(group), path)
    return folder


AXES = {"x": [1, 0, 0], "y": [0, 1, 0], "z": [0, 0, 1]}


def rotation_run(root: Path, seed: int) -> tuple[list[dict], dict, dict, Path, Path]:
    """A mental-rotation run and its build rows with random axes and answers; the last 3 items have no row."""
    rng = random.Random(seed)
    docs = balanced_docs("mental_rotation", 4, 60, seed)
    axes = {doc["id"]: rng.sample(sorted(AXES), rng.choice([1, 1, 2])) for doc in docs}
    answers = {doc["id"]: doc["answer"] if rng.random() < 0.5 else "A" for doc in docs}
    records = {"mindseye_mental_rotation": [score_response(doc, answers[doc["id"]]) for doc in docs]}
    runs = root / "runs"
    write_samples(runs, "m", "20260101_000000", records, {"model": "x"})
    rows = [{"id": doc["id"], "difficulty": doc["difficulty"],
             "params": json.dumps({"axes": [AXES[a] for a in axes[doc["id"]]], "camera": {"up": "z"}})}
            for doc in docs[:-3]]
    return docs, axes, answers, runs, write_rows(root / "build", rows)


def direct_count(docs: list[dict], axes: dict, answers: dict) -> dict[str, tuple[float, int]]:
    expected: dict[str, list[bool]] = {}
    for doc in docs[:-3]:
        expected.setdefault("+".join(sorted(axes[doc["id"]])), []).append(answers[doc["id"]] == doc["answer"])
    return {k: (sum(v) / len(v), len(v)) for k, v in expected.items()}


def test_by_field_groups_like_a_direct_count(tmp_path: Path) -> None:
    for seed in range(25):
        docs, axes, answers, runs, data = rotation_run(tmp_path / str(seed), seed)
        reports = load_reports(runs)
        assert report.apply_rows(reports, report.load_rows(data), report.Regrouping(by="rotation_axis")) == 3
        got = summary(reports[0], "rotation_axis")["tasks"][0]["by"]["accuracy"]
        assert {k: (v["value"], v["n"]) for k, v in got.items()} == direct_count(docs, axes, answers), seed


def test_by_field_on_the_command_line(tmp_path: Path) -> None:
    docs, axes, answers, runs, data = rotation_run(tmp_path, 0)
    out = tmp_path / "out"
    assert report_main([str(runs), "--out", str(out), "--data", str(data), "--by", "rotation_axis"]) == 0
    got = json.loads((out / "report.json").read_text())[0]["tasks"][0]["by"]["accuracy"]
    assert {k: (v["value"], v["n"]) for k, v in got.items()} == direct_count(docs, axes, answers)
    assert (out / "report_x_by_rotation_axis.png").is_file()
    text = (out / "report.md").read_text()
    assert "### Accuracy by `rotation_axis`" in text and "3 scored items have no row" in text
    # a nested params field by its dotted path
    reports = load_reports(runs)
    report.apply_rows(reports, report.load_rows(data), report.Regrouping(by="camera.up"))
    cells = summary(reports[0], "camera.up")["tasks"][0]["by"]["accuracy"]
    assert list(cells) == ["z"] and cells["z"]["n"] == len(docs) - 3


def test_derived_labels() -> None:
    assert report.derived_labels("mental_rotation", {"axes": [[0, 1, 0]]}) == {"rotation_axis": "y"}
    assert report.derived_labels("mental_rotation", {"axes": [[0, 0, -1], [1, 0, 0]]}) == {"rotation_axis": "x+z"}
    assert report.derived_labels("mental_rotation", {"axes": [[-1, 1, 1]]}) == {"rotation_axis": "diagonal"}
    assert report.derived_labels("paper_folding", {"folds": [{}, {}]}) == {"fold_count": "2"}
    assert report.derived_labels("detect_entity", {"seed_entity": "country_CHE", "sampler": "dfs"}) == {
        "domain": "country"}
    assert report.item_label({"params": {"sampler": "dfs"}}, "detect_entity", "sampler") == "dfs"


def test_difficulty_human_regroups_and_keeps_unrated_apart(tmp_path: Path) -> None:
    docs = balanced_docs("paper_folding", 4, 30, 0)
    human = {doc["id"]: ("easy", "medium", "hard", None)[k % 4] for k, doc in enumerate(docs)}
    records = {"mindseye_paper_folding": [score_response(doc, doc["answer"] if k % 2 else "Z")
                                          for k, doc in enumerate(docs)]}
    write_samples(tmp_path / "runs", "m", "20260101_000000", records, {"model": "x"})
    data = write_rows(tmp_path / "build", [{"id": d["id"], "difficulty": d["difficulty"], "params": "{}",
                                            "difficulty_human": human[d["id"]]} for d in docs])
    out = tmp_path / "out"
    assert report_main([str(tmp_path / "runs"), "--out", str(out), "--data", str(data),
                        "--difficulty", "human"]) == 0
    cells = json.loads((out / "report.json").read_text())[0]["tasks"][0]["accuracy"]
    for level, label in (("easy", "easy"), ("medium", "medium"), ("hard", "hard"), ("unrated", None)):
        picked = [k % 2 == 1 for k, d in enumerate(docs) if human[d["id"]] == label]
        assert (cells[level]["value"], cells[level]["n"]) == (sum(picked) / len(picked), len(picked)), level
    assert "### Accuracy by human difficulty" in (out / "report.md").read_text()


def test_regrouping_without_data_is_one_line(tmp_path: Path, capsys) -> None:
    write_samples(tmp_path / "runs", "m", "20260101_000000", baseline_records(constant, n=6), {"model": "x"})
    assert report_main([str(tmp_path / "runs"), "--by", "fold_count"]) == 2
    assert report_main([str(tmp_path / "runs"), "--difficulty", "human"]) == 2
    assert report_main([str(tmp_path / "runs"), "--by", "x", "--data", str(tmp_path)]) == 2
    errors = capsys.readouterr().err.strip().splitlines()
    assert len(errors) == 3 and all(line.startswith("mindbench report: error:") for line in errors)
    assert "--data" in errors[0] and "no item shards" in errors[2]


# ----------------------------------------------------------------------------------------------- model naming


def test_the_model_is_named_by_its_config_and_folders_do_not_merge_models(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    for k, choice in enumerate("AB"):
        write_samples(runs, "", f"2026010{k + 1}_000000", baseline_records(constant, n=6),
                      {"model": "mindbench_constant", "model_args": f"choice={choice}"})
    labels = sorted(r.label for r in load_reports(runs))
    assert labels == ["mindbench_constant (choice=A)", "mindbench_constant (choice=B)"]
    assert all(r.label != "runs" for r in load_reports(runs))


# ----------------------------------------------------------------------------------------------- relabel


@pytest.fixture(scope="module")
def small_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("relabel") / "out"
    run_cli("build", "--tasks", "paper_folding", "--split", "test", "--n", "10", "--out", str(out), "--quiet")
    return out


def human_export(folder: Path, path: Path, right_of: dict[str, int], rows: list[dict] | None = None) -> Path:
    """An export built by the study's own analysis: item id → how many of its first 5 raters were right (fewer than
    5 answers where the count is negative: -k means k answers, all right). Items from `rows`, else from the
    build's paper_folding test shard."""
    from mindbench.human_study.analysis import write_export

    if rows is None:
        rows = pq.read_table(next((folder / "mindseye" / "data" / "paper_folding").glob("test-*.parquet")),
                             columns=["id", "task", "benchmark", "difficulty", "answer", "answer_type", "choices",
                                      "option_kinds"]).to_pylist()
    items = [{**row, "options": list(LETTERS[:len(row["choices"])])} for row in rows if row["id"] in right_of]
    responses, clock = [], 0
    for item in items:
        right = right_of[item["id"]]
        answers = [True] * -right if right < 0 else [k < right for k in range(5)]
        for rater, correct in enumerate(answers):
            clock += 1
            responses.append({"participant": rater, "phase": "test", "position": clock, "item_id": item["id"],
                              "choice": item["answer"] if correct else "Z", "correct": correct, "rt_ms": 900,
                              "answered_at": clock})
    dump = {"items": items, "responses": responses, "participants": [{"id": k} for k in range(5)]}
    write_export(dump, path)
    return path


def test_relabelled_shard_follows_the_paper_rule_at_its_boundaries(tmp_path: Path) -> None:
    """Fast: an export from the study's own analysis, read back and written into one shard of the row schema."""
    from mindbench.hf_dataset.features import rows_to_table
    from mindbench.human_study.relabel import read_labels, relabelled_shard
    from tests.test_human_study import synthetic_rows

    rows = [{**row, "style": ""} for row in synthetic_rows(["paper_folding"], 8)]
    folder = tmp_path / "mindseye"
    shard = folder / "data" / "paper_folding" / "test-00000-of-00001.parquet"
    shard.parent.mkdir(parents=True)
    pq.write_table(rows_to_table(rows), shard)
    ids = [row["id"] for row in rows]
    right_of = dict(zip(ids, [5, 4, 3, 2, 1, 0, -4], strict=False))
    labels, raters = read_labels(human_export(tmp_path, tmp_path / "human", right_of, rows))
    assert raters == 5
    counts = relabelled_shard(shard, labels, tmp_path / "new.parquet")
    got = pq.read_table(tmp_path / "new.parquet", columns=["id", "difficulty_human"]).to_pylist()
    assert [row["difficulty_human"] for row in got] == ["easy", "medium", "medium", "medium", "hard", "hard", None,
                                                        None]
    assert sum(counts.values()) == 8
    assert pq.read_schema(tmp_path / "new.parquet").names[-1] == "difficulty_human"


@pytest.mark.slow
def test_relabel_writes_the_paper_rule_into_the_rows_manifest_and_card(small_build: Path, tmp_path: Path) -> None:
    import shutil

    out = tmp_path / "out"
    shutil.copytree(small_build, out)
    shard = next((out / "mindseye" / "data" / "paper_folding").glob("test-*.parquet"))
    ids = pq.read_table(shard, columns=["id"]).column("id").to_pylist()
    # the boundaries: 5/5 easy, 4/5 and 2/5 medium, 1/5 and 0/5 hard; 4 answers only: unrated
    right_of = dict(zip(ids, [5, 4, 2, 1, 0, -4], strict=False))
    ratings = human_export(out, tmp_path / "human", right_of)
    assert run_cli("human", "relabel", "--data", str(out), "--ratings", str(ratings)).returncode == 0
    table = pq.read_table(shard, columns=["id", "difficulty", "difficulty_human"]).to_pylist()
    got = {row["id"]: row["difficulty_human"] for row in table}
    assert [got[item] for item in ids[:6]] == ["easy", "medium", "medium", "hard", "hard", None]
    assert all(got[item] is None for item in ids[6:])  # not in the study
    manifest = json.loads((out / "mindseye" / "manifest.json").read_text())
    entry = manifest["configs"]["paper_folding"]["test"]
    assert entry["difficulty_human"]["counts"] == {"easy": 1, "medium": 2, "hard": 2, "unrated": 5}
    assert entry["shards"][0]["sha256"] == report_sha(shard)  # the manifest describes the new bytes
    card = (out / "mindseye" / "README.md").read_text()
    assert "Human difficulty (`difficulty_human`, test)" in card and "difficulty_human" in card.split("---")[1]
    from datasets import load_dataset

    loaded = load_dataset(str(out / "mindseye"), "paper_folding", split="test")
    assert Counter(loaded["difficulty_human"]) == Counter(got.values())
    # a second relabel replaces the column instead of adding another
    assert run_cli("human", "relabel", "--data", str(out / "mindseye"), "--ratings",
                   str(ratings / "items.csv")).returncode == 0
    assert pq.read_schema(shard).names.count("difficulty_human") == 1


def report_sha(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_relabel_refuses_a_study_of_another_build(tmp_path: Path) -> None:
    from mindbench.hf_dataset.features import rows_to_table
    from tests.test_human_study import synthetic_rows

    built = tmp_path / "out" / "mindseye"
    shard = built / "data" / "paper_folding" / "test-00000-of-00001.parquet"
    shard.parent.mkdir(parents=True)
    pq.write_table(rows_to_table([{**row, "style": ""} for row in synthetic_rows(["paper_folding"], 3)]), shard)
    (built / "manifest.json").write_text("{}")
    path = tmp_path / "human.json"
    path.write_text(json.dumps({"format": "mindbench-human/1", "items": [{"id": "x/y/test/1",
                                                                           "human_difficulty": "easy"}]}))
    result = run_cli("human", "relabel", "--data", str(tmp_path / "out"), "--ratings", str(path), check=False)
    assert result.returncode == 2 and "none of its 1 items" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    result = run_cli("human", "relabel", "--data", str(shard.parent), "--ratings", str(path), check=False)
    assert result.returncode == 2 and "not a built benchmark folder" in result.stderr


def test_wilson_is_shared_with_the_human_study() -> None:
    from mindbench.human_study import analysis

    assert analysis.wilson is wilson
    assert not math.isnan(wilson(3, 7)[0])
