"""End to end through lmms-eval itself: the baselines on a small local build, read back from the results files.

lmms-eval exits 0 even when evaluation fails, so every test reads `*_results.json` and the samples JSONL.
Four single-process runs plus one two-process run (~11 s of lmms-eval start-up each) keep this under a few minutes.
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from mindbench.generators.common.registry import TASK_MODULES, all_described

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
TASKS_DIR = REPO / "lmms_tasks"
SIGMAS = 3.0  # pooled over every config; a single config gets SIGMAS + 1 (several configs are tested at once)


def built_configs(root: Path) -> dict[str, list[str]]:
    """Registered configs that the build holds a test split for, per benchmark."""
    return {
        bench: [c for c in configs if any((root / bench / "data" / c).glob("test-*.parquet"))]
        for bench, configs in TASK_MODULES.items()
    }


def has_train(root: Path, bench: str, config: str) -> bool:
    return any((root / bench / "data" / config).glob("train-*.parquet"))


@pytest.fixture(scope="session")
def build_root(e2e_data: Path) -> Path:
    """The small local build every end-to-end test reads (see conftest's `e2e_data`)."""
    return e2e_data


@pytest.fixture(scope="session")
def configs(build_root: Path) -> dict[str, list[str]]:
    found = built_configs(build_root)
    if not any(found.values()):
        pytest.fail(f"no registered config has a test split under {build_root}")
    return found


def task_names(configs: dict[str, list[str]], suffix: str = "") -> list[str]:
    """lmms-eval task names of the configs (`suffix="_noimage"`: their no-image controls, which variants such as
    M3STR's `_style` configs do not have)."""
    from mindbench.generators.common.registry import get_task

    return [f"{bench}_{c}{suffix}" for bench, cs in configs.items() for c in cs
            if not (suffix == "_noimage" and get_task(bench, c).variant_of)]


def run_lmms(
    model: str,
    tasks: list[str],
    build_root: Path,
    out: Path,
    *,
    model_args: str = "",
    processes: int = 1,
    selectors: list[str] | None = None,
) -> tuple[dict, dict[str, list[dict]], str]:
    """One lmms-eval run of `selectors` (default: the tasks themselves): the results JSON, the logged samples of
    `tasks` (sorted by doc id) and the console log."""
    env = {
        **os.environ,
        "HF_HUB_OFFLINE": "1",
        "HF_DATASETS_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "MINDBENCH_DATA_DIR": str(build_root),
        "HF_DATASETS_CACHE": str(out.parent / "hf_datasets_cache"),
    }
    lmms = [  # `mindbench eval`: lmms-eval with the task folder, from outside the repo
        "-m",
        "mindbench.builder.commands.eval",
        "--model",
        model,
        "--tasks",
        ",".join(selectors or tasks),
        "--output_path",
        str(out),
        "--log_samples",
        "--timezone",
        "UTC",
        "--verbosity",
        "WARNING",
    ]
    if model_args:
        lmms += ["--model_args", model_args]
    if processes > 1:
        env["ACCELERATE_USE_CPU"] = "1"
        launch = [
            "-m",
            "accelerate.commands.launch",
            "--multi_gpu",
            "--num_processes",
            str(processes),
            "--num_machines",
            "1",
            "--mixed_precision",
            "no",
            "--dynamo_backend",
            "no",
        ]
        cmd = [sys.executable, *launch, *lmms]
    else:
        cmd = [sys.executable, *lmms]
    proc = subprocess.run(cmd, cwd=out.parent, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    table = [line for line in (proc.stdout + proc.stderr).splitlines() if line.startswith("|")]
    assert table and max(map(len, table)) <= 120, "the console table must fit in 120 columns:\n" + "\n".join(table)
    found = sorted(out.rglob("*_results.json"))
    if len(found) != 1:
        pytest.fail(
            f"lmms-eval wrote {len(found)} results files (rc={proc.returncode}):\n{proc.stdout[-3000:]}"
            f"\n{proc.stderr[-3000:]}"
        )
    results = json.loads(found[0].read_text())
    samples = {}
    for task in tasks:
        [path] = out.rglob(f"*_samples_{task}.jsonl")
        rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        samples[task] = sorted(rows, key=lambda row: row["doc_id"])
    return results, samples, proc.stdout + proc.stderr


def binomial_bound(chances: list[float], sigmas: float) -> float:
    """Allowed |hits - expected| for independent guesses with these success probabilities."""
    return sigmas * math.sqrt(sum(p * (1 - p) for p in chances)) + 0.5


@pytest.fixture(scope="session")
def random_run(build_root: Path, configs: dict[str, list[str]], tmp_path_factory: pytest.TempPathFactory):
    tasks = task_names(configs)
    return tasks, run_lmms("mindbench_random", tasks, build_root, tmp_path_factory.mktemp("random") / "out")


def test_oracle_scores_every_config_and_noimage_control_perfectly(
    build_root: Path, configs: dict[str, list[str]], tmp_path: Path
) -> None:
    """The gold answer goes through doc_to_text, extraction and aggregation without a single loss."""
    tasks = task_names(configs) + task_names(configs, "_noimage")
    complete = {b: list(cs) for b, cs in TASK_MODULES.items()} == configs
    variants = sorted({f"{t.spec.benchmark}_{t.presentation.variant}" for t in all_described()
                       if t.presentation.variant})  # e.g. m3str_style
    groups = ["m3str", "mindseye", "m3str_noimage", "mindseye_noimage", *variants] if complete else None  # need all
    results, samples, _ = run_lmms(
        "mindbench_oracle",
        tasks,
        build_root,
        tmp_path / "out",
        model_args="template=Answer: {answer}",
        selectors=groups,
    )
    for group in groups or []:
        assert results["groups"][group]["accuracy,none"] == 1.0, group
    for task in tasks:
        metrics = results["results"][task]
        assert metrics["accuracy,none"] == 1.0, task
        assert len(samples[task]) > 0, task
        for difficulty in ("easy", "medium", "hard"):  # numbers only, one per difficulty present
            value = metrics[f"accuracy_{difficulty},none"]
            assert isinstance(value, float) and (value == 1.0 or value != value), (task, difficulty)
        for row in samples[task]:
            rec = row["accuracy_easy"]
            assert rec["extracted"] == rec["answer"] == row["target"] and rec["chosen_kind"] == "correct"
            assert rec["response"] == f"Answer: {rec['answer']}"
        if "balanced_accuracy,none" in metrics:
            assert metrics["balanced_accuracy,none"] == 1.0
    assert results["configs"][tasks[0]]["lmms_eval_specific_kwargs"]["strategy"] == "direct"


def test_random_scores_chance(random_run, configs: dict[str, list[str]]) -> None:
    """Every config within a binomial bound of its chance level, and all configs pooled within SIGMAS. A typed
    (open) answer has no finite set to guess from: the random model gives no answer there, scored 0."""
    from mindbench.generators.common.registry import get_task

    tasks, (results, samples, _) = random_run
    typed = {f"{bench}_{c}" for bench, cs in configs.items() for c in cs if get_task(bench, c).answer_type == "open"}
    pooled_hits, pooled_chances = 0.0, []
    for task in tasks:
        chances = [row["chance_accuracy"] for row in samples[task]]
        hits = sum(row["accuracy"] for row in samples[task])
        assert results["results"][task]["chance_accuracy,none"] == pytest.approx(sum(chances) / len(chances))
        assert abs(hits - sum(chances)) <= binomial_bound(chances, SIGMAS + 1), (task, hits, sum(chances))
        for row in samples[task]:
            if task in typed:
                assert row["accuracy_easy"]["extracted"] is None and row["accuracy"] == 0.0
            else:
                assert row["accuracy_easy"]["extracted"] is not None  # every random answer is a valid answer
        pooled_hits += hits
        pooled_chances += chances
    assert abs(pooled_hits - sum(pooled_chances)) <= binomial_bound(pooled_chances, SIGMAS)


def test_constant_scores_exactly_half_on_detection(
    build_root: Path, configs: dict[str, list[str]], tmp_path: Path
) -> None:
    # a `_style` config inherits the balance of its first source items (exact when their number is a multiple of 4)
    from mindbench.generators.common.registry import get_task

    detection = [c for c in configs["m3str"] if c.startswith("detect_") and not get_task("m3str", c).variant_of]
    if not detection:
        pytest.skip("no detection config in this build")
    tasks = [f"m3str_{c}" for c in detection]
    results, samples, _ = run_lmms("mindbench_constant", tasks, build_root, tmp_path / "out")  # always "Yes"
    for task in tasks:
        golds = Counter(row["target"] for row in samples[task])
        assert golds["Yes"] == golds["No"], f"{task}: the build is not Yes/No balanced: {golds}"
        assert {row["accuracy_easy"]["extracted"] for row in samples[task]} == {"Yes"}
        assert results["results"][task]["accuracy,none"] == 0.5
        assert results["results"][task]["balanced_accuracy,none"] == 0.5


def test_prior_answers_the_train_split_mode(build_root: Path, configs: dict[str, list[str]], tmp_path: Path) -> None:
    import pyarrow.parquet as pq

    with_train = [(b, c) for b, cs in configs.items() for c in cs if has_train(build_root, b, c)]
    if not with_train:
        pytest.skip("this build has no train split")
    tasks = [f"{b}_{c}" for b, c in with_train]
    results, samples, _ = run_lmms("mindbench_prior", tasks, build_root, tmp_path / "out")
    for (bench, config), task in zip(with_train, tasks, strict=True):
        train = [
            str(a)
            for path in sorted((build_root / bench / "data" / config).glob("train-*.parquet"))
            for a in pq.read_table(path, columns=["answer"]).column("answer").to_pylist()
        ]
        counts = Counter(train)
        top = max(counts.values())
        responses = {row["accuracy_easy"]["response"] for row in samples[task]}
        assert len(responses) == 1 and counts[responses.pop()] == top, task
        assert 0.0 <= results["results"][task]["accuracy,none"] <= 1.0


def test_two_processes_give_the_same_items_as_one(
    random_run, build_root: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """accelerate on CPU (gloo) shards docs by rank; rank 0 gathers: same per-item records, same metrics."""
    tasks, (single_results, single_samples, _) = random_run
    # one config per benchmark keeps the two-process start short
    tasks = [
        next(t for t in tasks if t.startswith(bench))
        for bench in ("mindseye", "m3str")
        if any(t.startswith(bench) for t in tasks)
    ]
    results, samples, log = run_lmms(
        "mindbench_random", tasks, build_root, tmp_path_factory.mktemp("multi") / "out", processes=2
    )
    # each rank post-processes only its shard: the progress bars never reach a whole task
    shard_sizes = [int(n) for n in re.findall(r"Postprocessing: 100%\|[^|]*\| (\d+)/\1", log)]
    assert shard_sizes and max(shard_sizes) < max(len(single_samples[t]) for t in tasks), shard_sizes
    for task in tasks:
        keep = ("doc_id", "target", "filtered_resps", "accuracy", "accuracy_easy")
        assert [{k: r[k] for k in keep} for r in samples[task]] == [
            {k: r[k] for k in keep} for r in single_samples[task]
        ], task
        assert results["results"][task]["accuracy,none"] == single_results["results"][task]["accuracy,none"]


def test_report_flags_the_constant_models_position_bias_and_not_the_random_ones(
    build_root: Path, configs: dict[str, list[str]], tmp_path: Path
) -> None:
    """Both baselines through lmms-eval on the choice configs, then `mindbench report`: every task of the constant
    model (always A) is flagged, no task of the random one."""
    from mindbench.generators.common.registry import get_task
    from mindbench.lmms_tasks.report import load_reports, position_biases

    tasks = [f"{bench}_{c}" for bench, cs in configs.items() for c in cs
             if get_task(bench, c).answer_type == "choice" and not get_task(bench, c).variant_of]
    (tmp_path / "runs").mkdir()
    for model in ("mindbench_constant", "mindbench_random"):
        run_lmms(model, tasks, build_root, tmp_path / "runs" / model)
    reports = {r.model: r for r in load_reports(tmp_path / "runs")}
    assert set(reports) == {"mindbench_constant", "mindbench_random"}
    flagged = {model: {task for task, entry in position_biases(r).items() if entry["flagged"]}
               for model, r in reports.items()}
    assert flagged == {"mindbench_constant": set(tasks), "mindbench_random": set()}
