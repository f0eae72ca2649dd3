"""Evaluation reads published rows only: `mindbench.lmms_tasks` needs nothing of the generators but the item record.

What the harness needs per config comes from the rows and from `lmms_tasks/tasks.json` (written with the task
YAMLs by `mindbench tasks --write`), and the environment is read when a hook runs, never at import.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
ITEM_RECORD = "mindbench.generators.common.item"  # the one module of generators evaluation may import (stdlib only)
GUARDED = ("mindbench.generators", "mindbench.builder")
HEAVY = ("cairosvg", "scipy", "mindbench.generators.mindseye", "mindbench.generators.m3str")


def imported_names(source: str) -> set[str]:
    """Every module a source file imports, at module level or inside functions (`from a import b`: `a.b` too)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
    return names


def forbidden_imports(folder: Path) -> dict[str, list[str]]:
    """Per module of `folder`: what it imports from generators or builder other than the item record."""
    found = {}
    for path in sorted(folder.rglob("*.py")):
        names = imported_names(path.read_text(encoding="utf-8"))
        bad = sorted(name for name in names if name.startswith(GUARDED) and name != ITEM_RECORD
                     and not ITEM_RECORD.startswith(name + ".") and not name.startswith(ITEM_RECORD + "."))
        if bad:
            found[str(path.relative_to(folder.parent))] = bad
    return found


def test_lmms_tasks_imports_nothing_from_generators_or_builder_but_the_item_record() -> None:
    assert forbidden_imports(REPO / "lmms_tasks") == {}


def test_the_import_check_sees_function_level_imports(tmp_path: Path) -> None:
    fake = tmp_path / "lmms_tasks"
    fake.mkdir()
    (fake / "m.py").write_text("from mindbench.generators.common.item import LETTERS\n"
                               "def f():\n    from mindbench.generators.common.registry import find_task\n")
    assert forbidden_imports(fake) == {"lmms_tasks/m.py": ["mindbench.generators.common.registry",
                                                           "mindbench.generators.common.registry.find_task"]}


def test_importing_every_evaluation_module_loads_no_generator_and_reads_no_environment() -> None:
    """Every `mindbench.lmms_tasks` module imports with a bad `$MINDBENCH_PROMPT` set, and leaves neither the
    rasterizer, scipy nor a task module in `sys.modules`."""
    code = f"""
import importlib, json, pkgutil, sys
import mindbench.lmms_tasks as package
names = sorted(m.name for m in pkgutil.walk_packages(package.__path__, package.__name__ + "."))
for name in names:
    importlib.import_module(name)
heavy = sorted(m for m in sys.modules if any(m == h or m.startswith(h + ".") for h in {HEAVY!r}))
print(json.dumps({{"imported": names, "heavy": heavy}}))
"""
    env = {**os.environ, "MINDBENCH_PROMPT": "bogus", "MINDBENCH_DATA_DIR": "/nonexistent"}
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert {"mindbench.lmms_tasks.utils", "mindbench.lmms_tasks.extraction", "mindbench.lmms_tasks.report",
            "mindbench.lmms_tasks.baselines", "mindbench.lmms_tasks.oas.cli",
            "mindbench.lmms_tasks.oas.stats"} <= set(result["imported"])
    assert result["heavy"] == []


def test_a_bad_prompt_variable_does_not_stop_a_build(tmp_path: Path) -> None:
    """The build fingerprints and writes the SFT view with the `direct` prompt, whatever `$MINDBENCH_PROMPT` says."""
    code = ("import sys; from mindbench.builder.commands.cli import main; "
            "sys.exit(main(['build', '--benchmark', 'mindseye', "
            f"'--tasks', 'paper_folding', '--n', '2', '--quiet', '--out', {str(tmp_path / 'out')!r}]))")
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, env={**os.environ, "MINDBENCH_PROMPT": "bogus"},
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "out" / "mindseye" / "data" / "paper_folding_sft").is_dir()


def test_a_bad_prompt_variable_fails_evaluation_in_one_line(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture) -> None:
    from mindbench.builder.commands.eval import eval_main
    from mindbench.lmms_tasks import utils

    monkeypatch.setenv("MINDBENCH_PROMPT", "bogus")
    monkeypatch.setenv("MINDBENCH_DATA_DIR", str(tmp_path))  # no Hub lookup, whatever is checked first
    with pytest.raises(ValueError, match="MINDBENCH_PROMPT='bogus' is not a prompt strategy"):
        utils.doc_to_text({"question": "q", "choices": [], "answer_type": "yes_no", "task": "detect_mix"})
    assert eval_main(["--model", "dummy", "--tasks", "mindseye_paper_folding"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "MINDBENCH_PROMPT='bogus'" in err

