"""`mindbench eval [lmms-eval args…]`: lmms-eval with mindbench's installed task folder on its include path.

After `pip install mindbench` there is no repository folder to pass to `--include_path`; this command adds the
task folder that came with the package (`mindbench tasks-dir` prints it). It runs lmms-eval in this process, so
it also works under accelerate:
`accelerate launch --num_processes 8 -m mindbench.builder.commands.eval --model … --tasks mindseye`.

Two checks lmms-eval does not make: where the data comes from (a local build named by `$MINDBENCH_DATA_DIR`, or
the Hub, which must then be reachable), and whether a run that exited 0 actually wrote results.
"""

from __future__ import annotations

import difflib
import os
import re
import sys
import time
from pathlib import Path

from mindbench.generators.common.item import BENCHMARKS

DATA_DIR_ENV = "MINDBENCH_DATA_DIR"  # mindbench.lmms_tasks.utils reads the same variable
INSTALL_HINT = 'pip install "mindbench[eval]" && pip install --no-deps lmms-eval==0.7.3'


class EvalError(Exception):
    """A problem found before lmms-eval starts, reported as one line."""


def tasks_dir() -> Path:
    """The lmms-eval task folder installed with the package."""
    from mindbench import lmms_tasks

    return Path(lmms_tasks.__file__).resolve().parent


def option_value(argv: list[str], name: str) -> str | None:
    """The value of `--name V` or `--name=V` in an lmms-eval argument list."""
    for i, arg in enumerate(argv):
        if arg == name and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith(name + "="):
            return arg.split("=", 1)[1]
    return None


def benchmarks_asked(tasks: str | None) -> list[str]:
    """Which of our benchmarks a `--tasks` list touches (task and group names start with the benchmark)."""
    names = [t.strip() for t in (tasks or "").split(",") if t.strip()]
    return [b for b in BENCHMARKS if any(n == b or n.startswith(f"{b}_") for n in names)]


def lmms_task_names(folder: Path) -> list[str]:
    """Every task and group name our YAML files declare (`task: NAME` or `group: NAME` at the top level)."""
    names = []
    for path in sorted(folder.glob("*.yaml")):
        names += re.findall(r"^(?:task|group):[ \t]*([A-Za-z0-9_]+)[ \t]*$", path.read_text(), flags=re.MULTILINE)
    return sorted(set(names))


def check_task_names(tasks: str | None, known: list[str]) -> None:
    """A name close to one of ours but not one of ours is a typo: stop before lmms-eval spends seconds indexing
    every task it knows. Names unlike ours go through (they may be lmms-eval's own tasks)."""
    for name in (t.strip() for t in (tasks or "").split(",")):
        if not name or name in known or name == "list":
            continue
        close = difflib.get_close_matches(name, known, n=1, cutoff=0.75)
        if close or name.startswith(BENCHMARKS):
            hint = f"did you mean {close[0]}?" if close else "our task files are in `mindbench tasks-dir`"
            raise EvalError(f"--tasks: unknown task {name!r} ({hint})")


def check_data(benchmarks: list[str], environ: dict[str, str] | os._Environ = os.environ) -> None:
    """A local build must hold the benchmark; without one, the Hub dataset must answer."""
    root = environ.get(DATA_DIR_ENV)
    for bench in benchmarks:
        if root:
            if not (Path(root) / bench / "data").is_dir():
                if Path(root).name == bench and (Path(root) / "data").is_dir():
                    raise EvalError(f"{DATA_DIR_ENV}={root} is the {bench} folder itself; point it at the folder "
                                    f"that holds {bench}/: {DATA_DIR_ENV}={Path(root).parent}")
                raise EvalError(f"{DATA_DIR_ENV}={root} holds no {bench} build ({Path(root) / bench / 'data'} is "
                                f"missing); run `mindbench build --benchmark {bench} --out {root}`")
            continue
        hub_id = f"mindbench/{bench}"
        try:
            from huggingface_hub import HfApi

            HfApi().dataset_info(hub_id, timeout=10)
        except Exception as exc:  # offline, unknown repo, no network: all mean "no data"
            raise EvalError(f"{DATA_DIR_ENV} is unset and the Hub dataset {hub_id} is unreachable "
                            f"({type(exc).__name__}); build the data with `mindbench build --out OUT` and set "
                            f"{DATA_DIR_ENV}=OUT") from None


def check_prompt() -> None:
    """`$MINDBENCH_PROMPT`, read now as lmms-eval will read it, must name a prompt strategy."""
    from mindbench.lmms_tasks.utils import prompt_strategy

    try:
        prompt_strategy()
    except ValueError as exc:
        raise EvalError(str(exc)) from None


def results_written_since(output_path: str | None, start: float) -> list[Path]:
    if not output_path:
        return []
    return [p for p in Path(output_path).rglob("*_results.json") if p.stat().st_mtime >= start - 1]


def eval_main(argv: list[str]) -> int:
    """Run lmms-eval on `argv` with our task folder added; returns the exit status."""
    if any(a == "--include_path" or a.startswith("--include_path=") for a in argv):
        print("mindbench eval: error: --include_path is set by mindbench eval itself; to add task folders of your "
              f"own, call lmms-eval directly with --include_path {tasks_dir()} (see `mindbench tasks-dir`)",
              file=sys.stderr)
        return 2
    try:
        import lmms_eval  # noqa: F401
    except ImportError:
        print(f"mindbench eval: error: lmms-eval is not installed; {INSTALL_HINT}", file=sys.stderr)
        return 2
    asking_help = any(a in ("-h", "--help") for a in argv)
    try:
        if not asking_help:
            check_prompt()
            check_task_names(option_value(argv, "--tasks"), lmms_task_names(tasks_dir()))
            check_data(benchmarks_asked(option_value(argv, "--tasks")))
    except EvalError as exc:
        print(f"mindbench eval: error: {exc}", file=sys.stderr)
        return 2
    from lmms_eval.cli.dispatch import main as lmms_eval_main

    start = time.time()
    sys.argv = ["lmms-eval", *argv, "--include_path", str(tasks_dir())]
    try:
        lmms_eval_main()
    except SystemExit as exc:  # lmms-eval ends with sys.exit(0) even when the evaluation failed
        if exc.code not in (0, None):
            return int(exc.code) if isinstance(exc.code, int) else 1
    output_path = option_value(argv, "--output_path")
    rank_zero = os.environ.get("RANK", "0") == "0"  # under accelerate only rank 0 writes results
    evaluated = option_value(argv, "--tasks") not in (None, "list") and not asking_help
    if output_path and rank_zero and evaluated and not results_written_since(output_path, start):
        print(f"mindbench eval: error: lmms-eval wrote no results under {output_path}; see its log above",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":  # `accelerate launch -m mindbench.builder.commands.eval …`
    sys.exit(eval_main(sys.argv[1:]))
