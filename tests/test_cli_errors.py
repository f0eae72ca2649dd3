"""Every rejection is one line: each `mindbench` subcommand (and `python -m mindbench.builder.commands.bench`) answers a
bad option value, an unknown option and bad input with ONE stderr line "PROG: error: ..." naming what is wrong and
a non-zero status: never argparse's usage block, never a traceback. Entry points run in-process (capsys); one
subprocess goes through the installed `mindbench` script to prove the wiring.

Also here: `mindbench human serve` offers a study of source configs only, never robustness variants
(`TaskSpec.variant_of`, e.g. M3STR's `count_entity_style`).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

REPO = Path(__file__).resolve().parents[1]


def entry(command: str) -> Callable[[list[str]], int]:
    """The in-process `main(argv)` of a subcommand, imported when used (some import numpy or pyarrow)."""
    if command == "report":
        from mindbench.lmms_tasks.report import report_main as main
    elif command == "tasks":
        from mindbench.builder.commands.taskfiles import tasks_main as main
    elif command == "shortcuts":
        from mindbench.builder.commands.shortcuts import shortcuts_main as main
    elif command == "oas":
        from mindbench.lmms_tasks.oas import oas_main as main
    elif command == "human":
        from mindbench.human_study.cli import human_main as main
    elif command == "docs":
        from mindbench.builder.commands.docs import docs_main as main
    elif command == "bench":
        from mindbench.builder.commands.bench import main
    elif command == "kg":
        from mindbench.builder.kg.command import kg_main as main
    elif command == "export":
        from mindbench.builder.commands.export import export_main as main
    elif command == "legibility":
        from mindbench.builder.commands.legibility import legibility_main as main
    else:
        from mindbench.builder.commands.cli import main as cli

        return lambda argv: cli([command, *argv])
    return main


PROGS = {"bench": "python -m mindbench.builder.commands.bench", "export": "mindbench export",
         "build": "mindbench build"}


def rejection(capsys: pytest.CaptureFixture[str], command: str, argv: list[str]) -> str:
    """Run `command argv`; assert it failed with exactly one stderr line and nothing else alarming; return it."""
    capsys.readouterr()
    try:
        status = entry(command)(argv)
    except SystemExit as exc:
        status = exc.code
    out, err = capsys.readouterr()
    assert status not in (0, None), (command, argv, err)
    assert "Traceback" not in err + out and "usage:" not in err, (command, argv, err)
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0] == err.rstrip("\n"), (command, argv, err)
    return lines[0]


# (command, a bad option value, an unknown option); each must name the option it rejects
CASES = [
    ("report", ["results", "--out"], ["results", "--bogus"], "--out"),
    ("tasks", ["--write", "lmms_tasks", "--check", "lmms_tasks"], ["--check", "lmms_tasks", "--bogus"], "--check"),
    ("shortcuts", ["--bound", "x"], ["--bogus"], "--bound"),
    ("shortcuts", ["--n-test", "0"], ["--bogus"], "--n-test"),
    ("shortcuts", ["--benchmark", "nope"], ["--bogus"], "--benchmark"),
    ("legibility", ["out", "--sizes", "x"], ["out", "--bogus"], "--sizes"),
    ("legibility", ["out", "--split", "nope"], ["out", "--bogus"], "--split"),
    ("oas", ["--model-args", "pretrained=x", "--n", "0"], ["--model-args", "pretrained=x", "--bogus"], "--n"),
    ("oas", ["--model-args", "pretrained=x", "--prompt", "nope"], ["--model-args", "pretrained=x", "--bogus"],
     "--prompt"),
    ("human", ["serve", "out/mindseye", "--port", "x"], ["serve", "out/mindseye", "--bogus"], "--port"),
    ("human", ["export", "--db", "s.sqlite", "--out", "o", "--raters", "0"],
     ["export", "--db", "s.sqlite", "--out", "o", "--bogus"], "--raters"),
    ("human", ["nope"], ["--bogus", "serve", "out/mindseye"], "command"),
    ("docs", ["--out"], ["--bogus"], "--out"),
    ("bench", ["--n", "x"], ["--bogus"], "--n"),
    ("bench", ["--memory", "1"], ["--bogus"], "--memory"),
    ("kg", ["import", "nope", "src", "--out", "o"], ["stats", "--bogus"], "format"),
    ("export", ["f", "--format", "csv", "--config", "x"], ["f", "--format", "vlmevalkit", "--config", "x", "--bogus"],
     "--format"),
    ("build", ["--n", "0"], ["--bogus"], "--n"),
]


@pytest.mark.parametrize(("command", "bad_value", "unknown", "option"), CASES,
                         ids=[f"{c[0]}{c[3]}" for c in CASES])
def test_bad_value_and_unknown_option_are_one_line(capsys: pytest.CaptureFixture[str], command: str,
                                                   bad_value: list[str], unknown: list[str], option: str) -> None:
    prog = PROGS.get(command, f"mindbench {command}")
    line = rejection(capsys, command, bad_value)
    assert line.startswith(f"{prog}: error: ") and option in line, line
    line = rejection(capsys, command, unknown)  # `mindbench build --bogus` is rejected by `mindbench` itself
    assert line.startswith((f"{prog}: error: ", "mindbench: error: ")) and "--bogus" in line, line


@pytest.mark.parametrize("command", sorted({c[0] for c in CASES}))
@pytest.mark.parametrize("brk", ["\n", "\r\n", "\u2028", "\x85"], ids=["lf", "crlf", "u2028", "nel"])
def test_line_breaks_inside_arguments_stay_on_the_line(capsys: pytest.CaptureFixture[str], command: str,
                                                       brk: str) -> None:
    unknown = next(c[2] for c in CASES if c[0] == command)
    line = rejection(capsys, command, [*unknown[:-1], f"--x{brk}y"])
    assert "--x" in line and line.endswith("y"), line  # shown escaped, on the one line


def test_sub_command_parsers_reject_in_one_line_under_their_command(capsys: pytest.CaptureFixture[str]) -> None:
    """`mindbench human serve` / `kg import` are parsed by sub-parsers: they inherit the one-line errors and the
    command name their errors start with."""
    assert rejection(capsys, "human", ["serve", "f", "--per-person", "-1"]).startswith("mindbench human: error: ")
    assert rejection(capsys, "kg", ["import", "wn18"]).startswith("mindbench kg: error: ")


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_the_real_entry_point_is_wired() -> None:
    script = Path(sys.executable).parent / "mindbench"
    if not script.is_file():
        pytest.skip(f"no installed `mindbench` script beside {sys.executable}")
    for args in (["report", "--bogus"], ["shortcuts", "--bound", "nan"], ["human", "serve"]):
        proc = subprocess.run([str(script), *args], cwd=REPO, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 2, (args, proc.stderr)
        assert proc.stderr.count("\n") == 1 and proc.stderr.startswith(f"mindbench {args[0]}: error: "), proc.stderr


# ----------------------------------------------------------------------------------------------- bad input


def results_file(root: Path, text: str) -> Path:
    path = root / "model" / "20260101_000000_results.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(("text", "why"), [
    ('{"results": {"mindseye_paper_folding": ', "not readable as JSON"),
    ("[1, 2]", "a JSON array"),
    ('{"results": "paper_folding"}', "'results' is a JSON string"),
    ('{"results": {"mindseye_paper_folding": {}}, "configs": [1]}', "'configs' is a JSON array"),
    ('{"results": {"mindseye_paper_folding": {}}, "n-samples": [1]}', "'n-samples' is a JSON array"),
], ids=["truncated", "array", "results-string", "configs-array", "n-samples-array"])
def test_report_names_a_malformed_results_file(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str,
                                               why: str) -> None:
    path = results_file(tmp_path / "results", text)
    line = rejection(capsys, "report", [str(tmp_path / "results"), "--out", str(tmp_path / "out")])
    assert str(path) in line and why in line, line


def test_report_reads_odd_task_values_as_missing(tmp_path: Path) -> None:
    """A task entry or a diagnostics field of another JSON shape degrades to n/a like a missing one."""
    from mindbench.lmms_tasks.report import load_reports, summary

    results = {"results": {"mindseye_paper_folding": "n/a", "mindseye_mental_rotation": {
        "accuracy,none": 0.5, "diagnostics,none": {"by_difficulty": [1], "error_profile": "x"}}}}
    results_file(tmp_path, json.dumps(results))
    samples = tmp_path / "model" / "20260101_000000_samples_mindseye_paper_folding.jsonl"
    samples.write_text(json.dumps({"accuracy": {"correct": True, "option_kinds": 3}}) + "\n")
    [report] = load_reports(tmp_path)
    assert summary(report)["tasks"]


def test_report_other_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "is not a folder" in rejection(capsys, "report", [str(tmp_path / "missing")])
    assert "no lmms-eval" in rejection(capsys, "report", [str(tmp_path)])
    (tmp_path / "human").mkdir()
    assert "--human" in rejection(capsys, "report", [str(tmp_path), "--human", str(tmp_path / "human")])


def test_tasks_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tasks = str(REPO / "lmms_tasks")
    assert "not an lmms-eval task folder" in rejection(capsys, "tasks", ["--check", str(tmp_path)])
    assert "--readme" in rejection(capsys, "tasks", ["--check", tasks, "--readme", str(tmp_path / "missing.md")])
    assert "--readme" in rejection(capsys, "tasks", ["--check", tasks, "--readme", str(tmp_path)])
    (tmp_path / "README.md").write_bytes(b"\xff\xfe not utf-8")
    assert "not UTF-8" in rejection(capsys, "tasks", ["--check", tasks, "--readme", str(tmp_path / "README.md")])
    (tmp_path / "README.md").write_text("no generated block")
    assert "no generated tasks block" in rejection(capsys, "tasks",
                                                   ["--check", tasks, "--readme", str(tmp_path / "README.md")])


def test_shortcuts_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Checked before anything is built: a missing --data folder, a misspelt or a test-only task."""
    assert "--data" in rejection(capsys, "shortcuts", ["--tasks", "paper_folding", "--data", str(tmp_path / "no")])
    assert "unknown task 'nope'" in rejection(capsys, "shortcuts", ["--tasks", "paper_folding,nope"])
    assert "test only" in rejection(capsys, "shortcuts", ["--tasks", "count_entity_style"])
    (tmp_path / "file").touch()
    assert "--out" in rejection(capsys, "shortcuts", ["--tasks", "paper_folding", "--out", str(tmp_path / "file")])
    line = rejection(capsys, "shortcuts", ["--tasks", "paper_folding", "--data", str(tmp_path)])
    assert "paper_folding/test" in line and "leave out --data" in line


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_oas_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Before any model is loaded: no data, a dtype torch has not, pixel bounds that are not numbers; and a
    checkpoint that does not exist is one line, not transformers' traceback."""
    monkeypatch.delenv("MINDBENCH_DATA_DIR", raising=False)
    assert "MINDBENCH_DATA_DIR" in rejection(capsys, "oas", ["--model-args", "pretrained=x"])
    assert "holds no data" in rejection(capsys, "oas", ["--model-args", "pretrained=x", "--data", str(tmp_path)])
    shard = tmp_path / "data" / "paper_folding" / "test-00000-of-00001.parquet"
    shard.parent.mkdir(parents=True)
    shard.touch()
    data = ["--data", str(tmp_path)]
    assert "dtype=f16" in rejection(capsys, "oas", ["--model-args", "pretrained=x,dtype=f16", *data])
    assert "max_pixels=lots" in rejection(capsys, "oas", ["--model-args", "pretrained=x,max_pixels=lots", *data])
    assert "no test data for nope" in rejection(capsys, "oas", ["--model-args", "pretrained=x", "--tasks", "nope",
                                                                *data])
    (tmp_path / "file").touch()
    assert "--out" in rejection(capsys, "oas", ["--model-args", "pretrained=x", "--out", str(tmp_path / "file"),
                                                *data])
    missing = tmp_path / "no_such_checkpoint"
    assert f"pretrained={missing}" in rejection(capsys, "oas", ["--model-args", f"pretrained={missing}", *data])


def test_docs_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "file").touch()
    assert "not a directory" in rejection(capsys, "docs", ["--out", str(tmp_path / "file"), "--no-images"])
    assert "name a .png" in rejection(capsys, "docs", ["--out", str(tmp_path), "--overview", "x.jpg"])


# ----------------------------------------------------------------------------------------------- human study


def study_folder(root: Path, tasks: list[str]) -> Path:
    """A built-layout M3STR folder with 3 count items per task (test split), synthetic rows with a tiny PNG."""
    for task in tasks:
        rows = [{"id": f"m3str/{task}/test/{i:06d}", "benchmark": "m3str", "task": task, "dimension": "counting",
                 "split": "test", "image": {"bytes": b"png", "path": None}, "question": "How many?", "choices": [],
                 "answer": str(i + 2), "answer_type": "integer", "difficulty": "easy", "option_kinds": [],
                 "params": "{}", "svg": "", "seed": i} for i in range(3)]
        path = root / "data" / task / "test-00000-of-00001.parquet"
        path.parent.mkdir(parents=True, exist_ok=True)
        pq.write_table(pa.Table.from_pylist(rows), path)
    return root


def test_human_study_offers_source_configs_only(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A folder built with `count_entity` and its style variant: the study pool is the source config's items; a
    variant named on purpose is refused in one line."""
    from mindbench.generators.common.registry import find_task
    from mindbench.human_study.items import ItemPool, PoolError

    assert find_task("count_entity_style").variant_of == "count_entity"  # what the folder below relies on
    folder = study_folder(tmp_path / "m3str", ["count_entity", "count_entity_style"])
    pool = ItemPool(folder)
    assert pool.tasks == ["count_entity"]
    assert {pool.items[i].task for i in pool.test_ids} == {"count_entity"} and len(pool.test_ids) == 3
    with pytest.raises(PoolError, match="robustness variant of 'count_entity'"):
        ItemPool(folder, ["count_entity", "count_entity_style"])
    line = rejection(capsys, "human", ["serve", str(folder), "--tasks", "count_entity_style",
                                       "--db", str(tmp_path / "s.sqlite")])
    assert "count_entity_style" in line and "source configs only" in line
    only_variants = study_folder(tmp_path / "variants", ["count_entity_style"])
    assert "only robustness variants" in rejection(capsys, "human", ["serve", str(only_variants),
                                                                     "--db", str(tmp_path / "s.sqlite")])


def test_human_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = study_folder(tmp_path / "m3str", ["count_entity"])
    db = ["--db", str(tmp_path / "s.sqlite")]
    assert "not a built benchmark folder" in rejection(capsys, "human", ["serve", str(tmp_path / "missing"), *db])
    assert "'nope' is not built" in rejection(capsys, "human", ["serve", str(folder), "--tasks", "nope", *db])
    (tmp_path / "consent.html").write_bytes(b"\xff\xfe")
    assert "--consent-html" in rejection(capsys, "human", ["serve", str(folder), "--consent-html",
                                                           str(tmp_path / "consent.html"), *db])
    (tmp_path / "file").write_text("not a database, " * 100)
    assert "--db" in rejection(capsys, "human", ["serve", str(folder), "--db", str(tmp_path / "file")])
    assert "--db" in rejection(capsys, "human", ["export", "--db", str(tmp_path / "file"), "--out", str(tmp_path)])
    assert "--url" in rejection(capsys, "human", ["export", "--url", "nope", "--admin-token", "t", "--out", "o"])
    broken = study_folder(tmp_path / "broken", ["count_entity"])
    (broken / "data" / "count_entity" / "test-00000-of-00001.parquet").write_bytes(b"PAR1 truncated")
    assert "not a readable shard" in rejection(capsys, "human", ["serve", str(broken), *db])


def test_a_task_typo_is_one_line_with_a_suggestion(capsys: pytest.CaptureFixture[str]) -> None:
    """Before lmms-eval starts (it would spend seconds indexing its tasks, then print a traceback)."""
    pytest.importorskip("lmms_eval")
    assert rejection(capsys, "eval", ["--model", "mindbench_random", "--tasks", "m3sttr"]) == \
        "mindbench eval: error: --tasks: unknown task 'm3sttr' (did you mean m3str?)"
    line = rejection(capsys, "eval", ["--model", "mindbench_random", "--tasks", "mindseye,mindseye_paper_foldin"])
    assert line.endswith("(did you mean mindseye_paper_folding?)")
    assert "did you mean paper_folding?" in rejection(capsys, "build", ["--tasks", "paper_foldng", "--n", "1"])


def test_every_task_and_group_we_ship_is_known_to_the_name_check() -> None:
    from mindbench.builder.commands.eval import check_task_names, lmms_task_names, tasks_dir

    known = lmms_task_names(tasks_dir())
    assert {"mindseye", "m3str", "mindseye_paper_folding", "m3str_count_entity_noimage", "m3str_style"} <= set(known)
    check_task_names(",".join(known), known)  # none of ours is refused


def test_a_data_dir_naming_the_benchmark_folder_points_one_up(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    from mindbench.builder.commands.eval import EvalError, check_data

    (tmp_path / "mindseye" / "data").mkdir(parents=True)
    with pytest.raises(EvalError, match=f"point it at the folder that holds mindseye/: MINDBENCH_DATA_DIR={tmp_path}$"):
        check_data(["mindseye"], {"MINDBENCH_DATA_DIR": str(tmp_path / "mindseye")})
    check_data(["mindseye"], {"MINDBENCH_DATA_DIR": str(tmp_path)})  # the right folder passes


def test_build_help_shows_every_default_and_says_where_it_writes(tmp_path: Path) -> None:
    help_text = subprocess.run([sys.executable, "-m", "mindbench.builder.commands.cli", "build", "--help"],
                               capture_output=True, text=True, check=True).stdout
    for default in ("(default: out)", "(default: both)", "(default: 1)", "(default: 0)"):
        assert default in " ".join(help_text.split()), default
    proc = subprocess.run([sys.executable, "-m", "mindbench.builder.commands.cli", "build", "--tasks", "paper_folding",
                           "--split", "test", "--n", "1", "--quiet"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert f"building 1 item into {tmp_path / 'out'} (the default --out" in proc.stdout
