"""Adding a task is one module plus one registry line: a throwaway task (tests/toy_task.py) goes everywhere.

Nothing but `register_task(...)` (the line a task author adds to TASK_MODULES) tells the rest of mindbench about
the task: the build, `load_dataset` and the lmms-eval task files pick it up from the registry alone; evaluation
(all five prompt strategies, extraction of a 10-option letter) and `mindbench report` read the published rows and
the `tasks.json` that `mindbench tasks --write` derives from the registry beside the task files.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mindbench.builder.commands.cli import main as cli_main
from mindbench.builder.pipeline.jobs import plan_jobs
from mindbench.builder.pipeline.run import build
from mindbench.generators.common import registry
from mindbench.lmms_tasks import utils
from mindbench.lmms_tasks.extraction import extract_answer
from mindbench.lmms_tasks.report import report_main
from tests.test_report import record, write_run

REPO = Path(__file__).resolve().parents[1]
TOY = "toy_count_dots"


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.TASK_MODULES, "mindseye", dict(registry.TASK_MODULES["mindseye"]))
    registry.register_task("mindseye", TOY, "tests.toy_task")  # the one line a task author writes


@pytest.fixture
def toy_task_files(toy_registered: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The task folder as the author commits it after `mindbench tasks --write`, read by evaluation and report."""
    tasks = tmp_path / "tasks"
    shutil.copytree(REPO / "lmms_tasks", tasks, ignore=shutil.ignore_patterns("__pycache__"))
    assert cli_main(["tasks", "--write", str(tasks)]) == 0
    monkeypatch.setattr(utils, "TASK_TABLE", tasks / "tasks.json")
    utils.task_table.cache_clear()
    yield tasks
    utils.task_table.cache_clear()


@pytest.fixture
def toy_build(toy_registered: None, tmp_path: Path) -> Path:
    build(tmp_path / "out", plan_jobs(["mindseye"], [TOY], ["test", "train"], 20, 0, None), workers=2,
          progress=False)
    return tmp_path / "out" / "mindseye"


def test_the_toy_task_builds_and_loads(toy_build: Path) -> None:
    from datasets import load_dataset

    test = load_dataset(str(toy_build), TOY, split="test")
    train = load_dataset(str(toy_build), TOY, split="train")
    sft = load_dataset(str(toy_build), f"{TOY}_sft", split="train")
    assert len(test) == len(train) == len(sft) == 20
    assert set(test["answer"]) <= set("ABCDEFGHIJ") and len(set(test["answer"])) == 10  # two blocks of 10
    card = (toy_build / "README.md").read_text()
    assert "Toy: count the dots" in card and "10.0%" in card and "99.0%" in card  # title, chance, human level


def test_the_toy_task_answers_all_five_prompt_strategies(toy_build: Path, toy_task_files: Path) -> None:
    from datasets import load_dataset

    doc = load_dataset(str(toy_build), TOY, split="test")[0]
    prompts = registry.get_presentation("mindseye", TOY).prompts
    expected = {"direct": "Answer directly", "cot": "step by step", "hint": prompts.hint,
                "meta_task": prompts.operation, "step_by_step": f"2. {prompts.steps[1]}"}
    for strategy in utils.STRATEGIES:
        text = utils.doc_to_text(doc, {"strategy": strategy})
        assert text.startswith(doc["question"]) and expected[strategy] in text, strategy
        assert "(A, B, C, D, E, F, G, H, I or J)" in text.splitlines()[-1]
    assert extract_answer("I counted ten.\nAnswer: J", "choice", doc["choices"]) == "J"
    assert utils.process_results(doc, [f"Answer: {doc['answer']}"])["accuracy"] == 1.0


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_the_toy_task_gets_lmms_eval_files_from_the_generation_command(toy_registered: None, tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture) -> None:
    tasks = tmp_path / "tasks"
    shutil.copytree(REPO / "lmms_tasks", tasks, ignore=shutil.ignore_patterns("__pycache__"))
    assert cli_main(["tasks", "--check", str(tasks)]) == 1  # the registry now has a task the files lack
    assert f"run `mindbench tasks --write {tasks}`" in capsys.readouterr().err  # names the command
    assert cli_main(["tasks", "--write", str(tasks)]) == 0
    assert cli_main(["tasks", "--check", str(tasks)]) == 0
    group = (tasks / "mindseye_abstraction.yaml").read_text()
    assert f"  - mindseye_{TOY}\n" in group
    assert "  - mindseye_abstraction\n" in (tasks / "mindseye.yaml").read_text()
    listed = subprocess.run([sys.executable, "-m", "lmms_eval", "--tasks", "list", "--include_path", str(tasks)],
                            cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert f"mindseye_{TOY}" in listed.stdout + listed.stderr
    assert f"mindseye_{TOY}_noimage" in listed.stdout + listed.stderr


def test_the_toy_task_shows_up_in_the_report_with_its_chance_level(toy_task_files: Path, tmp_path: Path) -> None:
    items = [record(TOY, i, "easy", i % 2 == 0, "correct" if i % 2 == 0 else "off_by_one", chance=None)
             for i in range(6)]
    write_run(tmp_path / "results", "toy-model", "20260101_000000", {f"mindseye_{TOY}": items})
    for path in (tmp_path / "results").rglob("*_results.json"):  # the run states no chance level itself
        path.write_text(path.read_text().replace('"chance_accuracy,none"', '"unrelated,none"'))
    assert report_main([str(tmp_path / "results"), "--out", str(tmp_path / "report")]) == 0
    digest = json.loads((tmp_path / "report" / "report.json").read_text())
    [task] = [t for model in digest for t in model["tasks"]]
    assert (task["config"], task["chance"], task["human"]) == (TOY, pytest.approx(0.1), 0.99)
    markdown = (tmp_path / "report" / "report.md").read_text()
    assert f"mindseye_{TOY}" in markdown and "a made-up level for the toy task" in markdown
