"""Fast unit tests of the lmms-eval task files: prompts, scoring, aggregations, YAML/registry agreement, baselines."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from mindbench.generators.common.registry import TASK_MODULES, presentation
from mindbench.lmms_tasks import baselines, utils

TASKS_DIR = Path(utils.__file__).parent
REPO = TASKS_DIR.parent
# every config either benchmark will have, with its ART dimension for Mind's Eye.
MINDSEYE_DIMENSIONS = {
    "visual_relation_abstraction": "abstraction",
    "hierarchical_pattern": "abstraction",
    "dynamic_correspondence": "relation",
    "conceptual_slippage": "relation",
    "symmetric_structures": "relation",
    "mental_rotation": "transformation",
    "paper_folding": "transformation",
    "mental_composition": "transformation",
}
M3STR_CONFIGS = (
    "count_entity",
    "count_relation",
    "detect_entity",
    "detect_relation",
    "detect_mix",
    "complete_entity",
    "complete_relation",
)
ALL_CONFIGS = {"mindseye": tuple(MINDSEYE_DIMENSIONS), "m3str": M3STR_CONFIGS}


def make_doc(answer_type: str = "choice", **overrides) -> dict:
    """A doc shaped like a dataset row; the image is a small PIL image as `datasets` decodes it."""
    base = {
        "id": "mindseye/mental_rotation/test/000003",
        "benchmark": "mindseye",
        "task": "mental_rotation",
        "dimension": "transformation",
        "split": "test",
        "image": Image.new("RGB", (40, 30), "red"),
        "question": "Which option shows the object rotated?",
        "choices": ["Option A", "Option B", "Option C", "Option D"],
        "answer": "C",
        "answer_type": "choice",
        "difficulty": "easy",
        "option_kinds": ["mirror", "wrong_angle", "correct", "moved_cube"],
    }
    if answer_type == "yes_no":
        base |= {
            "task": "detect_entity",
            "dimension": "detection",
            "choices": [],
            "option_kinds": [],
            "answer": "Yes",
            "answer_type": "yes_no",
            "id": "m3str/detect_entity/test/000001",
            "question": "Is there an error in the map?",
        }
    elif answer_type == "integer":
        base |= {
            "task": "count_entity",
            "dimension": "counting",
            "choices": [],
            "option_kinds": [],
            "answer": "7",
            "answer_type": "integer",
            "id": "m3str/count_entity/test/000002",
            "question": "How many entities are in the map?",
        }
    elif answer_type == "text_choice":
        base |= {
            "task": "complete_entity",
            "dimension": "completion",
            "choices": ["France", "Peru", "Chad", "Laos", "Fiji"],
            "option_kinds": ["random", "correct", "same_type", "random", "same_type"],
            "answer": "B",
            "id": "m3str/complete_entity/test/000004",
            "question": "Which entity is masked?",
        }
    return base | overrides


def record(correct: bool, answer: str = "Yes", **extra) -> dict:
    """A process_results record with only the fields the aggregations read."""
    base = {
        "answer": answer,
        "correct": correct,
        "chance": 0.5,
        "difficulty": "easy",
        "dimension": "detection",
        "chosen_kind": "correct" if correct else "false_no",
        "distractor_kinds": [],
        "extracted": answer,
    }
    return base | extra


# ---- prompts ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("strategy", utils.STRATEGIES)
@pytest.mark.parametrize("kind", ["choice", "yes_no", "integer", "text_choice"])
def test_doc_to_text_has_question_strategy_and_final_request(strategy: str, kind: str) -> None:
    doc = make_doc(kind)
    text = utils.doc_to_text(doc, {"default": {"strategy": "direct"}, "strategy": strategy})
    prompt = presentation(doc["task"]).prompts
    assert text.startswith(doc["question"])
    expected = {
        "direct": "Answer directly",
        "cot": "step by step",
        "hint": prompt.hint,
        "meta_task": prompt.operation,
        "step_by_step": f"1. {prompt.steps[0]}",
    }[strategy]
    assert expected in text
    last = text.splitlines()[-1]
    assert {
        "choice": "'Answer: X'",
        "text_choice": "(A, B, C, D or E)",
        "yes_no": "'Answer: No'",
        "integer": "'Answer: N'",
    }[kind] in last


def test_text_choices_are_listed_and_panel_choices_point_at_the_image() -> None:
    text = utils.doc_to_text(make_doc("text_choice"), {"strategy": "direct"})
    assert "A. France\nB. Peru\nC. Chad\nD. Laos\nE. Fiji" in text
    panel = utils.doc_to_text(make_doc("choice"), {"strategy": "direct"})
    assert "panels labelled (A) to (D)" in panel and "Option A" not in panel
    assert "(A, B, C or D)" in panel
    for kind in ("yes_no", "integer"):
        assert "Options" not in utils.doc_to_text(make_doc(kind), {"strategy": "direct"})


def test_strategy_comes_from_kwargs_then_environment() -> None:
    assert utils.resolve_strategy({"default": {"strategy": "cot"}}) == "cot"
    assert utils.resolve_strategy({"strategy": "hint", "default": {"strategy": "cot"}}) == "hint"
    assert utils.resolve_strategy(None) == utils.PROMPT_STRATEGY
    assert utils.prompt_strategy({}) == "direct"
    assert utils.prompt_strategy({utils.PROMPT_ENV: "meta_task"}) == "meta_task"
    with pytest.raises(ValueError, match="MINDBENCH_PROMPT"):
        utils.prompt_strategy({utils.PROMPT_ENV: "shout"})
    with pytest.raises(ValueError, match="unknown prompt strategy"):
        utils.doc_to_text(make_doc(), {"strategy": "shout"})


def test_every_registered_task_has_its_prompt_texts() -> None:
    from mindbench.generators.common.registry import all_described

    for task in all_described():
        prompts = task.presentation.prompts
        expected = {"hint": prompts.hint, "meta_task": prompts.operation, "step_by_step": prompts.steps[-1]}
        for strategy, text in expected.items():
            assert text in utils.strategy_block(strategy, task.spec.name), (task.spec.name, strategy)


def test_visuals_are_rgb_and_noimage_is_blank_of_same_size() -> None:
    doc = make_doc(image=Image.new("L", (40, 30), 0))
    [image] = utils.doc_to_visual(doc)
    assert image.mode == "RGB" and image.size == (40, 30)
    [blank] = utils.doc_to_visual_noimage(doc)
    assert blank.mode == "RGB" and blank.size == (40, 30)
    assert blank.getextrema() == ((255, 255), (255, 255), (255, 255))
    assert utils.doc_to_target(doc) == "C"


def test_dataset_path_defaults_to_hub_and_follows_data_dir() -> None:
    assert utils.dataset_path("mindseye", {}) == utils.HUB_IDS["mindseye"] == "mindbench/mindseye"
    assert utils.dataset_path("m3str", {}) == "mindbench/m3str"
    assert utils.dataset_path("m3str", {utils.DATA_DIR_ENV: "/data/out"}) == "/data/out/m3str"


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_yaml_reads_local_folder_when_data_dir_is_set(monkeypatch: pytest.MonkeyPatch) -> None:
    """lmms-eval's own loader re-executes utils.py per `!function`, so the environment at load time decides."""
    from lmms_eval.utils import load_yaml_config

    monkeypatch.setenv(utils.DATA_DIR_ENV, "/data/out")
    monkeypatch.setenv(utils.PROMPT_ENV, "cot")
    config = load_yaml_config(str(TASKS_DIR / "m3str_detect_mix_noimage.yaml"), mode="full")
    assert config["dataset_path"] == "/data/out/m3str"
    assert config["dataset_name"] == "detect_mix" and config["task"] == "m3str_detect_mix_noimage"
    assert config["lmms_eval_specific_kwargs"]["default"]["strategy"] == "cot"
    assert config["doc_to_visual"].__name__ == "doc_to_visual_noimage"
    assert "balanced_accuracy" in [m["metric"] for m in config["metric_list"]]
    monkeypatch.delenv(utils.DATA_DIR_ENV)
    config = load_yaml_config(str(TASKS_DIR / "mindseye_mental_rotation.yaml"), mode="full")
    assert config["dataset_path"] == "mindbench/mindseye"
    assert "balanced_accuracy" not in [m["metric"] for m in config["metric_list"]]


# ---- scoring ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "response", "extracted", "chosen"),
    [
        ("choice", "Answer: C", "C", "correct"),
        ("choice", "Answer: A", "A", "mirror"),
        ("choice", "Answer: D", "D", "moved_cube"),
        ("choice", "no idea", None, "unanswered"),
        ("yes_no", "Answer: No", "No", "false_no"),
        ("integer", "Answer: 9", "9", "overcount"),
        ("integer", "Answer: 3", "3", "undercount"),
        ("text_choice", "Answer: B", "B", "correct"),
    ],
)
def test_process_results_records(kind: str, response: str, extracted: str | None, chosen: str) -> None:
    doc = make_doc(kind)
    metrics = utils.process_results(doc, [response])
    rec = metrics["accuracy_easy"]
    assert rec["extracted"] == extracted and rec["chosen_kind"] == chosen
    assert metrics["accuracy"] == float(chosen == "correct") == float(rec["correct"])
    assert rec["response"] == response and rec["id"] == doc["id"] and rec["task"] == doc["task"]
    assert (rec["dimension"], rec["difficulty"], rec["answer"]) == (doc["dimension"], "easy", doc["answer"])
    assert metrics["chance_accuracy"] == rec["chance"] == utils.chance_of(doc)
    assert ("balanced_accuracy" in metrics) == (doc["answer_type"] == "yes_no")


def test_process_results_takes_last_round_of_multi_round_output() -> None:
    assert utils.process_results(make_doc(), [["Answer: A", "Answer: C"]])["accuracy"] == 1.0


def test_valid_answers_and_chance() -> None:
    assert utils.valid_answers(make_doc()) == ("A", "B", "C", "D")
    assert utils.chance_of(make_doc()) == 0.25
    assert utils.chance_of(make_doc("text_choice")) == 0.2
    assert utils.chance_of(make_doc("yes_no")) == 0.5
    assert utils.chance_of(make_doc("integer")) == 0.1
    assert utils.chance_of(make_doc("integer", answer="42")) == 0.0  # outside the guess range


def test_balanced_accuracy_ignores_class_mix() -> None:
    always_yes = [record(True, "Yes")] * 9 + [record(False, "No")] * 3
    assert utils.aggregate_balanced_accuracy(always_yes) == 0.5
    mixed = [record(True, "Yes"), record(False, "Yes"), record(True, "No"), record(True, "No")]
    assert utils.aggregate_balanced_accuracy(mixed) == pytest.approx((0.5 + 1.0) / 2)


def test_per_difficulty_accuracy_metrics_keep_only_their_items() -> None:
    docs = [make_doc(difficulty=d, answer="C") for d in ("easy", "easy", "medium", "hard", "hard", "hard")]
    answers = ["Answer: C", "Answer: A", "Answer: C", "Answer: C", "Answer: B", "Answer: B"]
    results = [utils.process_results(doc, [a]) for doc, a in zip(docs, answers, strict=True)]
    assert all(not isinstance(r["accuracy"], dict) for r in results)  # the console shows numbers only
    assert utils.aggregate_accuracy_easy([r["accuracy_easy"] for r in results]) == 0.5
    assert utils.aggregate_accuracy_medium([r["accuracy_medium"] for r in results]) == 1.0
    assert utils.aggregate_accuracy_hard([r["accuracy_hard"] for r in results]) == pytest.approx(1 / 3)
    assert results[1]["accuracy_hard"]["chosen_kind"] == "mirror"  # the full record is in the samples log


def _yaml(name: str) -> dict:
    class Loader(yaml.SafeLoader):
        pass

    Loader.add_constructor("!function", lambda loader, node: f"!function {loader.construct_scalar(node)}")
    return yaml.load((TASKS_DIR / name).read_text(), Loader=Loader)


def test_task_files_are_the_ones_the_registry_generates() -> None:
    """lmms-eval reads committed files; they must be exactly what `mindbench tasks --write` gives today."""
    from mindbench.builder.commands.taskfiles import stale_files

    assert stale_files(TASKS_DIR) == [], "stale task files: run `mindbench tasks --write lmms_tasks`"


def test_task_files_shape() -> None:
    """One YAML per config and one no-image YAML per config that is not a variant; a group per benchmark, per
    non-empty dimension, per no-image set and per kind of variant (e.g. `m3str_style`)."""
    from mindbench.generators.common.registry import all_described

    for bench in TASK_MODULES:
        described = all_described(bench)
        specs = [t.spec for t in described]
        group_of = {t.spec.name: t.presentation.variant for t in described}
        main = [s for s in specs if not group_of[s.name]]
        variants = {group_of[s.name] for s in specs if group_of[s.name]}
        files = {p.name for p in TASKS_DIR.glob(f"{bench}_*.yaml")}
        dims = {s.dimension for s in main}
        groups = {f"{bench}.yaml", f"{bench}_noimage.yaml"} | {f"{bench}_{d}.yaml" for d in dims} | {
            f"{bench}_{v}.yaml" for v in variants}
        assert files - groups == {f"{bench}_{s.name}.yaml" for s in specs} | {
            f"{bench}_{s.name}_noimage.yaml" for s in main}
        for variant in variants:
            assert _yaml(f"{bench}_{variant}.yaml")["task"] == [f"{bench}_{s.name}" for s in specs
                                                                if group_of[s.name] == variant]
        for spec in specs:
            task = _yaml(f"{bench}_{spec.name}.yaml")
            assert (task["task"], task["dataset_name"]) == (f"{bench}_{spec.name}", spec.name)
            assert task["include"] == f"_{bench}_template_yaml"
            circular = group_of[spec.name] == "circular"
            assert ("metric_list" in task) == (spec.answer_type == "yes_no" or circular)
            if circular:
                assert "circular_accuracy" in [m["metric"] for m in task["metric_list"]]
            if group_of[spec.name]:
                continue
            noimage = _yaml(f"{bench}_{spec.name}_noimage.yaml")
            assert noimage["include"] == f"{bench}_{spec.name}.yaml"
            assert noimage["task"] == f"{bench}_{spec.name}_noimage"
            assert noimage["doc_to_visual"] == "!function utils.doc_to_visual_noimage"
        assert _yaml(f"{bench}.yaml")["task"] == [f"{bench}_{d}" for d in ("abstraction", "relation", "transformation",
                                                                           "counting", "detection", "completion")
                                                  if d in dims]
        for dim in dims:
            assert _yaml(f"{bench}_{dim}.yaml")["task"] == [f"{bench}_{s.name}" for s in main if s.dimension == dim]
        assert _yaml(f"{bench}_noimage.yaml")["task"] == [f"{bench}_{s.name}_noimage" for s in main]


def test_stale_task_files_are_found(tmp_path: Path) -> None:
    """The staleness check fails on an edited, a missing and an orphaned generated file."""
    import shutil

    from mindbench.builder.commands.taskfiles import HEADER, stale_files

    folder = tmp_path / "tasks"
    shutil.copytree(TASKS_DIR, folder, ignore=shutil.ignore_patterns("__pycache__"))
    (folder / "mindseye_paper_folding.yaml").write_text(HEADER + "task: edited\n")
    (folder / "m3str_detect_mix_noimage.yaml").unlink()
    (folder / "mindseye_gone.yaml").write_text(HEADER + "task: mindseye_gone\n")
    assert stale_files(folder) == ["m3str_detect_mix_noimage.yaml", "mindseye_gone.yaml",
                                   "mindseye_paper_folding.yaml"]


def test_readme_task_table_is_current() -> None:
    from mindbench.builder.commands.taskfiles import readme_with_table

    readme = (REPO / "README.md").read_text()
    assert readme_with_table(readme) == readme, "run `mindbench tasks --write lmms_tasks --readme README.md`"


def test_registered_dimensions_match_the_spec_table() -> None:
    from mindbench.generators.common.registry import get_task

    for config in TASK_MODULES["mindseye"]:
        try:
            spec = get_task("mindseye", config)
        except ImportError:  # a task module still being written elsewhere: the static table stands
            continue
        assert spec.dimension == MINDSEYE_DIMENSIONS[spec.variant_of or config], config


def _builtin_names() -> set[str]:
    import lmms_eval

    names: set[str] = set()
    pattern = re.compile(r"^(?:task|group|tag):\s*[\"']?([\w.-]+)", re.MULTILINE)
    for path in (Path(lmms_eval.__file__).parent / "tasks").rglob("*.yaml"):
        names.update(pattern.findall(path.read_text(errors="ignore")))
    return names


def test_no_task_or_group_name_collides_with_lmms_eval_builtins() -> None:
    ours = {f"{b}_{c}{s}" for b, cs in ALL_CONFIGS.items() for c in cs for s in ("", "_noimage")}
    ours |= {"m3str", "mindseye", "m3str_noimage", "mindseye_noimage"}
    ours |= {f"mindseye_{d}" for d in ("abstraction", "relation", "transformation")}
    ours |= {f"m3str_{d}" for d in ("counting", "detection", "completion")}
    builtin = _builtin_names()
    assert len(builtin) > 500  # the scan found lmms-eval's task files
    assert not ours & builtin


def test_baseline_names_do_not_collide_with_builtin_models() -> None:
    from lmms_eval.models import AVAILABLE_CHAT_TEMPLATE_MODELS, AVAILABLE_SIMPLE_MODELS, MODEL_ALIASES

    builtin = set(AVAILABLE_SIMPLE_MODELS) | set(AVAILABLE_CHAT_TEMPLATE_MODELS)
    builtin |= {alias for aliases in MODEL_ALIASES.values() for alias in aliases}
    ours = {name for model_id, (_, aliases) in baselines.MODELS.items() for name in (model_id, *aliases)}
    assert not ours & builtin


def test_importing_task_modules_stays_light() -> None:
    code = (
        "import sys, mindbench.lmms_tasks.utils, mindbench.lmms_tasks.baselines as b; b.register(); "
        "print(sorted(m for m in ('torch', 'datasets', 'PIL', 'transformers', 'numpy') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# ---- baselines ----------------------------------------------------------------------------------------


def test_entry_point_registers_the_baselines() -> None:
    from lmms_eval.api.model import lmms
    from lmms_eval.models import get_model

    manifests = baselines.register()
    assert {m.model_id for m in manifests} == set(baselines.MODELS)
    for name in ("mindbench_random", "random", "mindbench_prior", "oracle", "constant"):
        assert issubclass(get_model(name), lmms)


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_random_answer_is_valid_and_deterministic(seed: int, index: int) -> None:
    for kind in ("choice", "yes_no", "integer", "text_choice"):
        doc = make_doc(kind, id=f"x/{index}")
        answer = baselines.random_answer(doc, seed)
        assert answer in utils.valid_answers(doc)
        assert answer == baselines.random_answer(doc, seed)


def test_random_answer_is_roughly_uniform() -> None:
    doc = make_doc()
    draws = [baselines.random_answer(doc | {"id": str(i)}, 0) for i in range(4000)]
    for letter in "ABCD":
        assert abs(draws.count(letter) - 1000) < 4 * (4000 * 0.25 * 0.75) ** 0.5


def test_most_frequent_breaks_ties_reproducibly() -> None:
    assert baselines.most_frequent(["B", "A", "B", "A", "C"]) == "A"
    assert baselines.most_frequent(["No", "Yes", "Yes"]) == "Yes"
    with pytest.raises(ValueError):
        baselines.most_frequent([])


def _requests(task: str, n: int) -> list[SimpleNamespace]:
    return [SimpleNamespace(args=("ctx", {}, None, i, task, "test")) for i in range(n)]


def test_baseline_models_answer_from_the_doc() -> None:
    docs = [make_doc(id=f"d{i}", answer="ABCD"[i % 4]) for i in range(6)]
    task_dict = {"t": {"test": docs, "train": {"answer": ["B", "D", "B"]}}}
    models = {
        "oracle": baselines.OracleBaseline(template="Answer: {answer}"),
        "constant": baselines.ConstantBaseline(choice="D"),
        "prior": baselines.PriorBaseline(),
        "random": baselines.RandomBaseline(seed=3),
    }
    for model in models.values():
        model.task_dict = task_dict
    assert models["oracle"].generate_until(_requests("t", 6)) == [f"Answer: {d['answer']}" for d in docs]
    assert models["constant"].generate_until(_requests("t", 2)) == ["D", "D"]
    assert models["prior"].generate_until(_requests("t", 2)) == ["B", "B"]
    assert models["random"].generate_until(_requests("t", 6)) == [baselines.random_answer(d, 3) for d in docs]
    assert baselines.ConstantBaseline().generate_until(_requests("t", 0)) == []
    assert baselines.ConstantBaseline().constants == {"choice": "A", "yes_no": "Yes", "integer": "1", "open": "unknown"}


def test_prior_without_train_split_says_so() -> None:
    model = baselines.PriorBaseline()
    model.task_dict = {"t": {"test": [make_doc()]}}
    with pytest.raises(ValueError, match="needs a train split"):
        model.generate_until(_requests("t", 1))


def test_llm_judge_fallback_is_off_by_default_and_used_only_when_rules_fail(monkeypatch):
    """MINDBENCH_JUDGE wires lmms-eval's judge interface in; the rules still win whenever they find an answer."""
    import lmms_eval.llm_judge as judge_mod
    from lmms_eval.llm_judge import Response

    asked: list[str] = []

    class FakeServer:
        def evaluate(self, request):
            asked.append(request.messages[0]["content"])
            return Response(content="C", model_used="fake")

    monkeypatch.setattr(judge_mod, "get_server", lambda provider, config: FakeServer())
    utils.lmms_judge.cache_clear()
    doc = {"id": "mindseye/x/test/000000", "task": "x", "dimension": "transformation", "difficulty": "easy",
           "answer_type": "choice", "answer": "C", "choices": ["Option A", "Option B", "Option C", "Option D"],
           "option_kinds": ["mirror", "cube_moved", "correct", "wrong_angle"], "question": "Which?"}
    vague = "The panel with the holes in the corners looks most plausible to me, I think."  # names no option
    assert utils.configured_judge({}) is None
    assert utils.score_response(doc, vague, None)["extracted"] is None
    judge = utils.configured_judge({utils.JUDGE_ENV: "fake", utils.JUDGE_MODEL_ENV: "m"})
    record = utils.score_response(doc, vague, judge)
    assert record["extracted"] == "C" and record["extracted_by"] == "judge" and record["correct"]
    assert len(asked) == 1 and vague in asked[0]
    record = utils.score_response(doc, "Answer: B", judge)
    assert record["extracted"] == "B" and record["extracted_by"] == "rules" and len(asked) == 1
