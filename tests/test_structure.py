"""The structure the code promises: packages depend one way, the base install needs no torch, the panel helper's
assignment is balanced, and every input that changes a written row is in the build fingerprint."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from mindbench.generators.common.item import LETTERS, VerificationError
from mindbench.generators.common.panel import PanelTask
from mindbench.generators.common.registry import all_tasks
from tests.test_import_graph import FOLDERS, import_graph

REPO = Path(__file__).resolve().parents[1]
# The rooms of the code, by dotted module prefix under `mindbench.` (the longest prefix names a module's room), and
# the rooms each may import: never one that imports it back. `hf_dataset.builder` (the `datasets` builder classes)
# runs the pipeline, so it sits above it while the rest of the Hub format sits below.
ALLOWED = {
    "oneline": set(),  # standard library only
    "generators": set(),
    # the public API (mindbench/__init__.py, mindbench/rewards.py): a facade over generation, the pipeline's
    # on-the-fly items, the Hub rows' trainer view and the evaluation extractor
    "": {"generators", "builder.pipeline", "hf_dataset", "lmms_tasks"},
    "lmms_tasks": {"generators", "oneline"},
    # lmms_tasks.stats (one Wilson interval); `human relabel` rewrites a build's shards and manifest
    "human_study": {"generators", "oneline", "lmms_tasks", "hf_dataset", "builder.pipeline"},
    "hf_dataset": {"generators", "lmms_tasks"},
    "builder": set(),
    "builder.kg": {"generators", "oneline"},
    "builder.pipeline": {"generators", "hf_dataset"},
    "hf_dataset.builder": {"generators", "hf_dataset", "builder.pipeline"},
    "builder.commands": {"generators", "oneline", "lmms_tasks", "human_study", "hf_dataset", "builder.pipeline",
                         "builder.kg", ""},
}


def room_of(module: str) -> str:
    """The room a dotted module name belongs to (`mindbench.builder.pipeline.run` → `builder.pipeline`)."""
    name = module.removeprefix("mindbench").removeprefix(".")
    return max((room for room in ALLOWED if room == "" or name == room or name.startswith(room + ".")), key=len)


def imported_rooms(repo: Path) -> dict[str, set[str]]:
    """Module → the other rooms it imports (module level or inside functions)."""
    return {module: {room_of(t) for t in targets} - {room_of(module)}
            for module, targets in import_graph(repo).items()}


def test_rooms_depend_one_way() -> None:
    for module, used in imported_rooms(REPO).items():
        allowed = ALLOWED[room_of(module)]
        assert used <= allowed, f"{module} ({room_of(module)!r}) imports {sorted(used - allowed)}"
    for room, deps in ALLOWED.items():  # the allowed graph itself has no cycle
        seen, todo = set(), list(deps)
        while todo:
            dep = todo.pop()
            assert dep != room, f"{room!r} can reach itself through the allowed rooms"
            if dep not in seen:
                seen.add(dep)
                todo.extend(ALLOWED[dep])


def test_the_dependency_check_sees_function_level_imports(tmp_path: Path) -> None:
    for folder in (*FOLDERS, "mindbench"):
        (tmp_path / folder).mkdir()
    (tmp_path / "builder" / "pipeline").mkdir()
    (tmp_path / "builder" / "pipeline" / "run.py").write_text("")
    (tmp_path / "generators" / "m.py").write_text("def f():\n    from mindbench.builder.pipeline.run import build\n")
    assert imported_rooms(tmp_path)["mindbench.generators.m"] == {"builder.pipeline"}


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_generation_building_and_hub_format_do_not_import_torch(tmp_path: Path) -> None:
    """`pip install mindbench` users build, load and publish without torch, transformers, decord or lmms-eval."""
    code = f"""
import sys
from pathlib import Path
import mindbench.hf_dataset.builder, mindbench.builder.commands.cli, mindbench.hf_dataset.publish
import mindbench.hf_dataset.card, mindbench.hf_dataset.sft
from mindbench.builder.pipeline.jobs import plan_jobs
from mindbench.builder.pipeline.run import build
build(Path({str(tmp_path)!r}), plan_jobs(["mindseye"], ["paper_folding"], ["test", "train"], 4, 0, None),
      progress=False)
from datasets import load_dataset
assert len(load_dataset({str(tmp_path / "mindseye")!r}, "paper_folding_sft", split="train")) == 4
print(sorted(m for m in ("torch", "transformers", "decord", "lmms_eval") if m in sys.modules))
"""
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_base_dependencies_leave_evaluation_to_the_extra() -> None:
    import tomllib

    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    base = " ".join(project["dependencies"])
    for heavy in ("torch", "transformers", "decord", "lmms", "accelerate"):
        assert heavy not in base
    assert any(dep.startswith("torch") for dep in project["optional-dependencies"]["eval"])


# ---- the panel helper -------------------------------------------------------------------------------------


@pytest.mark.parametrize("n_options", [2, 4, 6, 10])
def test_gold_letters_are_balanced_within_each_difficulty(n_options: int) -> None:
    panel = PanelTask("mindseye", "any", "relation", n_options)
    blocks = 3 * 4
    counts: dict[str, Counter] = {}
    for index in range(blocks * n_options):
        counts.setdefault(panel.difficulty(index), Counter())[panel.gold_slot("test", 7, index)] += 1
    assert set(counts) == {"easy", "medium", "hard"}
    for by_slot in counts.values():
        assert by_slot == {slot: 4 for slot in range(n_options)}


def test_panel_tasks_are_balanced_per_difficulty_in_a_real_build(local_build: Path) -> None:
    """What the builder wrote: within each difficulty, each gold letter of each panel task occurs equally often
    (±1), over the 40 test items of the shared build."""
    import pyarrow.parquet as pq

    for spec in (s for s in all_tasks("mindseye") if not s.variant_of):  # the shared build has no variants
        rows = pq.read_table(sorted((local_build / "mindseye" / "data" / spec.name).glob("test-*.parquet")),
                             columns=["difficulty", "answer"]).to_pylist()
        for difficulty in ("easy", "medium", "hard"):
            letters = Counter(r["answer"] for r in rows if r["difficulty"] == difficulty)
            counts = [letters.get(letter, 0) for letter in spec.letters]
            assert max(counts) - min(counts) <= 1, (spec.name, difficulty, letters)


def _one_item(spec):
    from mindbench.generators.common.item import RejectDraw

    for attempt in range(60):
        try:
            return spec.generate(3, "test", 0, attempt)
        except RejectDraw:
            continue
    raise AssertionError(f"{spec.name}: no item in 60 draws")


@pytest.mark.parametrize("spec", [s for s in all_tasks("mindseye") if s.answer_type == "choice"], ids=lambda s: s.name)
def test_malformed_params_raise_the_verification_error(spec) -> None:
    """Whatever is missing or mistyped in params, verify answers with VerificationError naming the item."""
    item = _one_item(spec)
    spec.verify(item)
    params = item.params_dict
    rejected = 0
    for key in params:  # a key verify does not need may go; any other failure is a VerificationError
        broken = {k: v for k, v in params.items() if k != key}
        try:
            spec.verify(dataclasses.replace(item, params=json.dumps(broken)))
        except VerificationError as err:
            assert str(err).startswith(item.id)
            rejected += 1
    assert rejected >= 2  # at least the options and the layout are needed
    with pytest.raises(VerificationError, match=item.id):
        spec.verify(dataclasses.replace(item, params=json.dumps({**params, "options": 7})))
    with pytest.raises(VerificationError, match="difficulty"):
        other = next(d for d in ("easy", "medium", "hard") if d != item.difficulty)
        spec.verify(dataclasses.replace(item, difficulty=other))
    gold = LETTERS.index(item.answer)
    moved = (gold + 1) % spec.n_options
    kinds = list(item.option_kinds)
    kinds[gold], kinds[moved] = kinds[moved], kinds[gold]
    with pytest.raises(VerificationError):
        spec.verify(dataclasses.replace(item, answer=LETTERS[moved], option_kinds=kinds))


# ---- the build fingerprint ----------------------------------------------------------------------------------


def test_editing_the_prompt_rebuilds_the_sft_view(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The SFT rows carry the evaluation prompt: a changed prompt must not leave a stale `_sft` view 'skipped'."""
    import pyarrow.parquet as pq

    from mindbench.builder.pipeline.jobs import BuildError, plan_jobs
    from mindbench.builder.pipeline.run import build
    from mindbench.lmms_tasks import utils

    jobs = plan_jobs(["mindseye"], ["paper_folding"], ["test", "train"], 4, 0, None)
    build(tmp_path, jobs, progress=False)
    sft = tmp_path / "mindseye" / "data" / "paper_folding_sft"

    def user_prompt() -> str:
        row = pq.read_table(sorted(sft.glob("train-*.parquet"))[0]).to_pylist()[0]
        return row["messages"][0]["content"][1]["text"]

    assert "Answer directly, without explanation." in user_prompt()
    original = utils.strategy_block
    monkeypatch.setattr(utils, "strategy_block",
                        lambda strategy, task: "Answer at once." if strategy == "direct" else original(strategy, task))
    jobs = plan_jobs(["mindseye"], ["paper_folding"], ["test", "train"], 4, 0, None)
    with pytest.raises(BuildError, match="sft_prompt"):
        build(tmp_path, jobs, progress=False)
    reports = build(tmp_path, jobs, progress=False, overwrite=True)
    assert [r.status for r in reports] == ["skipped", "built"]
    assert "Answer at once." in user_prompt()
