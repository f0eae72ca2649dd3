"""`mindbench report` on synthetic lmms-eval output written in lmms-eval 0.7.3's exact on-disk format.

The format mirrors lmms_eval/loggers/evaluation_tracker.py: `<output_path>/<model_name_sanitized>/` holds
`<date_id>_results.json` and `<date_id>_samples_<task>.jsonl`, one line per doc with doc_id/target/filtered_resps/
doc_hash/input plus one key per metric holding what mindbench.lmms_tasks.utils.process_results returned (accuracy,
chance_accuracy, the diagnostics record, and balanced_accuracy for Yes/No tasks).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.lmms_tasks import report
from mindbench.lmms_tasks.report import load_reports, report_main, summary

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
ROTATION_DISTRACTORS = ("mirror", "moved_cube", "wrong_angle")


# ----------------------------------------------------------------------------------------------- fixtures


def record(task: str, index: int, difficulty: str | None, correct: bool, kind: str | None, *,
           answer: str = "A", answer_type: str = "choice", chance: float | None = 0.25, **extra) -> dict:
    """A per-item record shaped like mindbench.lmms_tasks.utils.score_response's (keys set to None are dropped)."""
    benchmark = "m3str" if task.startswith(("count", "detect", "complete")) else "mindseye"
    values = {
        "id": f"{benchmark}/{task}/test/{index:06d}",
        "task": task,
        "dimension": "transformation",
        "difficulty": difficulty,
        "answer_type": answer_type,
        "answer": answer,
        "extracted": answer if correct else ("B" if kind != "unanswered" else None),
        "response": "Answer: X",
        "correct": correct,
        "chosen_kind": kind,
        "chance": chance,
        **extra,
    }
    return {key: value for key, value in values.items() if value is not None or key == "extracted"}


def sample_line(doc_id: int, item: dict) -> dict:
    """One line of `_samples_<task>.jsonl` as lmms-eval writes it after process_results."""
    line = {
        "doc_id": doc_id,
        "target": item.get("answer", "A"),
        "filtered_resps": item.get("response", ""),
        "token_counts": [{"output_tokens": 3}],
        "doc_hash": f"{doc_id:064x}",
        "accuracy": float(item.get("correct", False)),
        "chance_accuracy": item.get("chance", 0.25),
        "diagnostics": item,
        "input": "question text",
    }
    if item.get("answer_type") == "yes_no":
        line["balanced_accuracy"] = item
    return line


def task_results(task: str, items: list[dict]) -> dict:
    accuracy = sum(bool(i.get("correct")) for i in items) / len(items)
    return {
        "alias": task,
        "accuracy,none": accuracy,
        "accuracy_stderr,none": 0.1,
        "chance_accuracy,none": 0.25,
        "chance_accuracy_stderr,none": 0.0,
        "diagnostics,none": {"n": len(items), "accuracy": accuracy},
        "diagnostics_stderr,none": "N/A",
    }


def write_run(root: Path, model: str, date_id: str, tasks: dict[str, list[dict]], *, groups=None,
              with_samples: bool = True, results_override: dict | None = None) -> Path:
    """Write one lmms-eval run (results file + samples files) and return the model folder."""
    folder = root / model
    folder.mkdir(parents=True, exist_ok=True)
    results = {task: task_results(task, items) for task, items in tasks.items()}
    results.update(results_override or {})
    group_subtasks = {task: [] for task in tasks} | (groups or {})
    for group in groups or {}:
        results[group] = {"alias": group, "accuracy,none": 0.5, "accuracy_stderr,none": "N/A"}
    payload = {
        "results": results,
        "group_subtasks": group_subtasks,
        "configs": {task: {"task": task} for task in tasks},
        "versions": {task: "Yaml" for task in tasks},
        "n-shot": {task: 0 for task in tasks},
        "higher_is_better": {task: {"accuracy": True} for task in tasks},
        "n-samples": {task: {"original": len(items), "effective": len(items)} for task, items in tasks.items()},
        "config": {"model": "llava_hf", "model_args": "pretrained=x", "limit": None},
        "date": date_id,
        "model_name": f"/models/{model}",
        "model_name_sanitized": model,
    }
    (folder / f"{date_id}_results.json").write_text(json.dumps(payload, indent=2), encoding="utf-8")
    if with_samples:
        for task, items in tasks.items():
            lines = [json.dumps(sample_line(i, item)) for i, item in enumerate(items)]
            (folder / f"{date_id}_samples_{task}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def mental_rotation_items() -> list[dict]:
    """easy 3/4 right, medium 1/2 right, hard 0/2 right; wrong kinds: mirror×2, wrong_angle, unanswered."""
    plan = [
        ("easy", True, "correct"), ("easy", True, "correct"), ("easy", True, "correct"), ("easy", False, "mirror"),
        ("medium", True, "correct"), ("medium", False, "mirror"),
        ("hard", False, "wrong_angle"), ("hard", False, "unanswered"),
    ]
    return [record("mental_rotation", i, d, c, k, distractor_kinds=list(ROTATION_DISTRACTORS))
            for i, (d, c, k) in enumerate(plan)]


def detect_items() -> list[dict]:
    """A model that always says Yes: gold Yes ×3 right, gold No ×1 wrong → accuracy .75, balanced .5."""
    golds = ["Yes", "Yes", "Yes", "No"]
    return [
        record("detect_entity", i, "easy", gold == "Yes", "correct" if gold == "Yes" else "false_yes",
               answer=gold, answer_type="yes_no", chance=0.5)
        for i, gold in enumerate(golds)
    ]


def count_items() -> list[dict]:
    """Integer task; items state chance 0.1 (uniform over 1..10)."""
    kinds = ["correct", "overcount", "undercount", "overcount"]
    return [record("count_entity", i, "medium", k == "correct", k, answer="3", answer_type="integer", chance=0.1)
            for i, k in enumerate(kinds)]


@pytest.fixture
def results_dir(tmp_path: Path) -> Path:
    root = tmp_path / "results"
    write_run(
        root,
        "tiny_model",
        "20260101_000000",
        {
            "mindseye_mental_rotation": mental_rotation_items(),
            "mindseye_mental_rotation_noimage": [record("mental_rotation", i, "easy", False, "mirror")
                                                 for i in range(3)],
            "m3str_detect_entity": detect_items(),
            "m3str_count_entity": count_items(),
        },
        groups={"mindseye": ["mindseye_mental_rotation", "mindseye_mental_rotation_noimage"],
                "m3str": ["m3str_detect_entity", "m3str_count_entity"]},
    )
    return root


def vn(cell: dict) -> dict:
    """An accuracy cell without its interval (checked on its own in test_wilson_intervals_*)."""
    return {"value": cell["value"], "n": cell["n"]}


def task_summary(root: Path, task: str, model: int = 0) -> dict:
    digest = summary(load_reports(root)[model])
    return next(t for t in digest["tasks"] if t["task"] == task)


# ----------------------------------------------------------------------------------------------- tests


def test_report_main_writes_markdown_json_and_png(results_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert report_main([str(results_dir), "--out", str(out)]) == 0
    markdown = (out / "report.md").read_text(encoding="utf-8")
    png = (out / "report_tiny_model.png").read_bytes()
    assert png.startswith(PNG_MAGIC) and len(png) > 20_000  # a real multi-panel figure, not an empty canvas
    assert "![tiny_model](report_tiny_model.png)" in markdown
    for task in ("mindseye_mental_rotation", "mindseye_mental_rotation_noimage", "m3str_detect_entity",
                 "m3str_count_entity"):
        assert f"| {task} |" in markdown
    # groups aggregate their subtasks: they are not rows of their own
    assert "| mindseye |" not in markdown.replace("| mindseye | mindseye_", "")
    # easy, medium, hard, all: accuracy [95% Wilson interval] (items)
    assert "| 0.750 [0.30, 0.95] (4) | 0.500 [0.09, 0.91] (2) | 0.000 [0.00, 0.66] (2) | 0.500 [0.22, 0.78] (8) |" \
        in markdown
    assert ("| mindseye_mental_rotation | 4 | mirror 50% (2; chance 33%), unanswered 25% (1), "
            "wrong_angle 25% (1; chance 33%), moved_cube 0% (0; chance 33%) |") in markdown
    digest = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert [t["task"] for t in digest[0]["tasks"]] == [
        "mindseye_mental_rotation", "mindseye_mental_rotation_noimage", "m3str_count_entity", "m3str_detect_entity"]


def test_default_out_dir_is_inside_results_dir(results_dir: Path) -> None:
    assert report_main([str(results_dir)]) == 0
    assert (results_dir / "report" / "report.md").is_file()
    # a second run must not mistake its own output for lmms-eval results
    assert report_main([str(results_dir)]) == 0
    assert len(load_reports(results_dir)) == 1


def test_accuracy_by_difficulty_and_error_profile(results_dir: Path) -> None:
    task = task_summary(results_dir, "mindseye_mental_rotation")
    cells = {d: (c["value"], c["n"]) for d, c in task["accuracy"].items()}
    assert cells == {"easy": (0.75, 4), "medium": (0.5, 2), "hard": (0.0, 2), "all": (0.5, 8)}
    assert task["error_profile"] == {"mirror": 2, "wrong_angle": 1, "unanswered": 1}
    # 4 wrong answers, each a uniform pick among 3 distractor kinds would give every kind a third
    assert task["error_chance_share"] == pytest.approx({k: 1 / 3 for k in ROTATION_DISTRACTORS})
    assert task["reported_accuracy"] == pytest.approx(0.5)
    assert (task["benchmark"], task["config"]) == ("mindseye", "mental_rotation")


def test_chance_and_human_levels(results_dir: Path) -> None:
    rotation = task_summary(results_dir, "mindseye_mental_rotation")
    assert rotation["chance"] == pytest.approx(0.25)
    assert rotation["human"] == pytest.approx(0.81)
    assert task_summary(results_dir, "mindseye_mental_rotation_noimage")["human"] is None  # control, no human level
    detect = task_summary(results_dir, "m3str_detect_entity")
    assert detect["chance"] == pytest.approx(0.5) and detect["human"] is None
    assert task_summary(results_dir, "m3str_count_entity")["chance"] == pytest.approx(0.1)  # stated by the items


def test_balanced_accuracy_exposes_an_always_yes_model(results_dir: Path) -> None:
    detect = task_summary(results_dir, "m3str_detect_entity")
    assert detect["accuracy"]["all"]["value"] == pytest.approx(0.75)
    assert detect["balanced_accuracy"] == pytest.approx(0.5)
    assert detect["error_profile"] == {"false_yes": 1}
    assert task_summary(results_dir, "mindseye_mental_rotation")["balanced_accuracy"] is None


def test_newest_run_of_a_model_wins_per_task(results_dir: Path) -> None:
    newer = [record("mental_rotation", i, "hard", True, "correct") for i in range(5)]
    write_run(results_dir, "tiny_model", "20260102_000000", {"mindseye_mental_rotation": newer})
    rotation = task_summary(results_dir, "mindseye_mental_rotation")
    assert vn(rotation["accuracy"]["all"]) == {"value": 1.0, "n": 5}
    assert task_summary(results_dir, "m3str_detect_entity")["accuracy"]["all"]["n"] == 4  # kept from the older run


def test_models_are_reported_separately(results_dir: Path, tmp_path: Path) -> None:
    write_run(results_dir, "other_model", "20260101_000000",
              {"mindseye_paper_folding": [record("paper_folding", i, "easy", i == 0, "parity") for i in range(4)]})
    labels = [r.label for r in load_reports(results_dir)]
    assert sorted(labels) == ["other_model", "tiny_model"]
    out = tmp_path / "out"
    assert report_main([str(results_dir), "--out", str(out)]) == 0
    assert (out / "report_other_model.png").is_file() and (out / "report_tiny_model.png").is_file()


def test_missing_keys_and_corrupt_lines_degrade_gracefully(tmp_path: Path) -> None:
    root = tmp_path / "results"
    folder = write_run(root, "m", "20260101_000000", {"mindseye_paper_folding": [
        {"correct": True},  # no difficulty, kind or id
        {"correct": False, "extracted": None},  # nothing extracted, no chosen_kind
        {"correct": False, "extracted": "C"},  # wrong, kind unknown
    ]})
    samples = folder / "20260101_000000_samples_mindseye_paper_folding.jsonl"
    with samples.open("a", encoding="utf-8") as handle:
        handle.write(json.dumps({"doc_id": 3, "accuracy": 1.0}) + "\n")  # only a numeric metric, no record
        handle.write('{"doc_id": 4, "accuracy": ')  # a run killed mid-write
    task = task_summary(root, "mindseye_paper_folding")
    assert vn(task["accuracy"]["all"]) == {"value": 0.5, "n": 4}
    assert vn(task["accuracy"]["easy"]) == {"value": None, "n": 0}
    assert task["error_profile"] == {"unanswered": 1, "unknown": 1}
    assert task["config"] == "paper_folding" and task["benchmark"] == "mindseye"  # from the task name
    assert task["chance"] == pytest.approx(0.25)
    assert report_main([str(root), "--out", str(tmp_path / "out")]) == 0


def test_results_without_samples_use_the_reported_diagnostics(tmp_path: Path) -> None:
    root = tmp_path / "results"
    diagnostics = {
        "n": 10, "accuracy": 0.4, "chance": 0.25,
        "by_difficulty": {"easy": {"n": 5, "accuracy": 0.6, "chance": 0.25},
                          "hard": {"n": 5, "accuracy": 0.2, "chance": 0.25}},
        "error_profile": {"mirror": {"count": 4, "share": 0.67, "chance_share": 0.33},
                          "wrong_angle": {"count": 2, "share": 0.33, "chance_share": 0.33},
                          "moved_cube": {"count": 0, "share": 0.0, "chance_share": 0.33}},
    }
    override = {"mindseye_mental_rotation": {"alias": "x", "accuracy,none": 0.4, "chance_accuracy,none": 0.25,
                                             "diagnostics,none": diagnostics}}
    items = [record("mental_rotation", i, "easy", True, "correct") for i in range(10)]
    write_run(root, "m", "20260101_000000", {"mindseye_mental_rotation": items}, with_samples=False,
              results_override=override)
    task = task_summary(root, "mindseye_mental_rotation")
    assert vn(task["accuracy"]["all"]) == {"value": 0.4, "n": 10}
    assert vn(task["accuracy"]["easy"]) == {"value": 0.6, "n": 5}
    assert vn(task["accuracy"]["medium"]) == {"value": None, "n": 0}
    assert task["error_profile"] == {"mirror": 4, "wrong_angle": 2}
    assert report_main([str(root), "--out", str(tmp_path / "out")]) == 0


def test_cli_reports_missing_or_empty_folders(tmp_path: Path, capsys) -> None:
    assert report_main([str(tmp_path / "nope")]) == 2
    assert report_main([str(tmp_path)]) == 1
    assert "no lmms-eval" in capsys.readouterr().err


# The Mind's Eye paper's human baseline table (overall accuracy per task, 30 adults), typed from the paper.
PAPER_HUMAN_LEVELS = {
    "visual_relation_abstraction": 0.68,
    "hierarchical_pattern": 0.88,
    "dynamic_correspondence": 0.812,
    "conceptual_slippage": 0.87,
    "symmetric_structures": 0.78,
    "mental_rotation": 0.81,
    "paper_folding": 0.801,
    "mental_composition": 0.82,
}


def test_human_levels_are_the_published_ones() -> None:
    """Every registered Mind's Eye task carries the paper's human level (a circular variant its source's, a judge or
    open variant none: the paper measured the multiple-choice format); none is invented for M3STR."""
    from mindbench.generators.common.registry import all_described

    for task in all_described("mindseye"):
        human, name = task.presentation.human, task.spec.name
        if name.endswith(("_judge", "_open")):
            assert human is None, name
            continue
        assert human is not None and human.accuracy == PAPER_HUMAN_LEVELS[task.spec.variant_of or name], name
        assert report.human_level(name) == report.PublishedLevel(human.accuracy, human.source)
    assert all(task.presentation.human is None for task in all_described("m3str"))


outcome = st.tuples(st.sampled_from(["easy", "medium", "hard"]), st.booleans(),
                    st.sampled_from(["mirror", "wrong_angle", "moved_cube", "unanswered"]))


@settings(max_examples=40, deadline=None)
@given(plan=st.lists(outcome, min_size=1, max_size=30), seed=st.integers(0, 10**6))
def test_report_numbers_match_a_direct_count(tmp_path_factory, plan, seed) -> None:
    root = tmp_path_factory.mktemp(f"run{seed}")
    items = [record("mental_rotation", i, d, c, "correct" if c else k) for i, (d, c, k) in enumerate(plan)]
    write_run(root, "m", "20260101_000000", {"mindseye_mental_rotation": items})
    task = task_summary(root, "mindseye_mental_rotation")
    for difficulty in ("easy", "medium", "hard"):
        cell = [c for d, c, _ in plan if d == difficulty]
        expected = sum(cell) / len(cell) if cell else None
        assert vn(task["accuracy"][difficulty]) == {"value": expected, "n": len(cell)}
    assert task["accuracy"]["all"]["value"] == pytest.approx(sum(c for _, c, _ in plan) / len(plan))
    assert task["error_profile"] == dict(Counter(k for _, c, k in plan if not c))


def test_the_model_is_named_from_the_results_not_the_folder() -> None:
    from mindbench.lmms_tasks.report import model_label

    assert model_label({"model_name": "Qwen/Qwen2.5-VL-7B-Instruct"}, "results") == "Qwen/Qwen2.5-VL-7B-Instruct"
    baseline = {"model_name": "", "config": {"model": "mindbench", "model_args": "kind=random"}}
    assert model_label(baseline, "results") == "mindbench (kind=random)"
    assert model_label({}, "results") == "results"


def test_the_error_legend_is_grouped_by_task() -> None:
    """One legend column per task (its name in bold, then its kinds), not one legend of every kind of every task."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from mindbench.lmms_tasks.report import add_grouped_legends

    figure = plt.figure(figsize=(8, 6))
    groups = [(f"task{i}", {"mirror": "red", f"kind{i}": "blue"}) for i in range(8)]
    add_grouped_legends(figure, groups)
    legends = figure.legends
    assert [len(legend.get_texts()) for legend in legends] == [6 * 3, 2 * 3]  # rows of six tasks, 3 lines each
    bold = [t.get_text() for legend in legends for t in legend.get_texts() if t.get_fontweight() == "bold"]
    assert bold == [f"task{i}" for i in range(8)]
    plt.close(figure)
