"""The `mindbench` command line: build benchmarks, check them, evaluate models, report and publish.

Subcommands: build, merge, preview, kg, report, export, tasks, shortcuts, legibility, docs, human, oas, eval, golden,
tasks-dir, publish.

User errors print one line `mindbench: error: ...` and exit with status 2.
"""

from __future__ import annotations

import argparse
import difflib
import importlib
import sys
from pathlib import Path
from typing import Any

from mindbench.generators.common.item import SPLITS
from mindbench.generators.common.registry import benchmarks, find_task, task_names
from mindbench.oneline import OneLineParser, non_negative_int, positive_int, print_error

DEFAULT_OUT = "out"


class UsageError(Exception):
    pass


def fail(message: str) -> int:
    return print_error("mindbench", message)


def did_you_mean(name: str, known: list[str]) -> str:
    """" (did you mean X?)" for the closest known name, or "" when none is close."""
    close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
    return f" (did you mean {close[0]}?)" if close else ""


def parse_tasks(benchmark: str, tasks: str | None) -> tuple[list[str], list[str] | None]:
    """(benchmarks, tasks or None for all) from --benchmark/--tasks; unknown names raise UsageError."""
    if benchmark not in (*benchmarks(), "all"):
        raise UsageError(f"--benchmark {benchmark!r}: unknown; choose from {', '.join(benchmarks())} or all")
    chosen = list(benchmarks()) if benchmark == "all" else [benchmark]
    if tasks is None:
        return chosen, None
    names = [t.strip() for t in tasks.split(",") if t.strip()]
    if not names:
        raise UsageError("--tasks: empty list")
    known = {t: b for b in chosen for t in task_names(b)}
    unknown = [t for t in names if t not in known]
    if unknown:
        hint = did_you_mean(unknown[0], list(known))
        raise UsageError(f"--tasks: unknown task {unknown[0]!r} for {benchmark}{hint}; known: {', '.join(known)}")
    return sorted({known[t] for t in names}, key=list(benchmarks()).index), names


def cmd_build(args: argparse.Namespace) -> int:
    from mindbench.builder.pipeline.jobs import BuildError, plan_jobs
    from mindbench.builder.pipeline.run import build
    from mindbench.builder.pipeline.workers import Executor
    from mindbench.generators.m3str.kg import KGError, resolve_kg_argument

    try:
        benches, tasks = parse_tasks(args.benchmark, args.tasks)
    except UsageError as exc:
        return fail(str(exc))
    try:
        kg_path = str(resolve_kg_argument(args.kg)) if args.kg is not None else None
    except KGError as exc:
        return fail(f"--kg {exc}")
    splits = list(SPLITS) if args.split == "both" else [args.split]
    out = Path(args.out)
    try:
        executor = Executor(args.executor, args.workers, args.scheduler)
        jobs = plan_jobs(benches, tasks, splits, args.n, args.seed, kg_path, shard=args.shard)
        if args.dry_run:
            return dry_run(jobs, args, executor)
        default = " (the default --out; choose another with --out DIR)" if args.out == DEFAULT_OUT else ""
        total = sum(j.items for j in jobs)
        print(f"building {total} item{'s' if total != 1 else ''} into {out.resolve()}{default}", flush=True)
        reports = build(out, jobs, workers=args.workers, overwrite=args.overwrite, progress=not args.quiet,
                        test_keys_from=Path(args.test_keys) if args.test_keys else None, executor=executor)
    except (BuildError, KGError) as exc:  # bad input or a KG problem: one line, not a traceback
        return fail(str(exc))
    for r in reports:
        rejected = sum(r.rejected.values())
        detail = ", ".join(f"{k} {v}" for k, v in r.rejected.items()) or "none"
        rate = f", {r.job.items / r.seconds:.1f} items/s" if r.seconds else ""
        kept = f", {r.duplicates_kept} structural repeats kept (task has too few distinct puzzles)" \
            if r.duplicates_kept else ""
        print(f"{r.status:8s} {r.job.benchmark}/{r.job.task}/{r.job.split}: {r.job.items} items, "
              f"{len(r.shards)} shard(s), rejected draws {rejected} ({detail}){rate}{kept}")
    note = f" (shard {args.shard[0]}/{args.shard[1]}: build state only; combine with `mindbench merge`)" \
        if args.shard else ""
    for bench in sorted({j.benchmark for j in jobs}):
        print(f"wrote {(out / bench).resolve()}{note}")
    return 0


def cluster_workers(executor: Any) -> int:
    """Workers a dry run schedules on: the threads of the dask cluster at --scheduler, else --workers."""
    if executor.kind != "dask" or not executor.scheduler:
        return executor.workers
    from mindbench.builder.pipeline.workers import dask_client

    client, _ = dask_client(executor)
    try:
        return max(1, sum(client.nthreads().values()))
    finally:
        client.close()


def dry_run(jobs: list, args: argparse.Namespace, executor: Any) -> int:
    """Print the items, the calibrated CPU per item and the projected CPU and wall time; write nothing."""
    from mindbench.builder.pipeline.projection import calibrate, project, report_lines

    tasks = list(dict.fromkeys((j.benchmark, j.task) for j in jobs))
    print(f"dry run: calibrating {len(tasks)} task(s) on {args.calibrate} item(s) each (nothing is written)",
          flush=True)
    costs = calibrate(tasks, "test", args.seed, jobs[0].kg_path if jobs else None, args.calibrate)
    workers = cluster_workers(executor)
    print("\n".join(report_lines(project(jobs, costs, workers), costs, workers, executor.kind)))
    return 0


def shard_spec(text: str) -> tuple[int, int]:
    """`K/N` with 0 <= K < N."""
    try:
        k, n = (int(part) for part in text.split("/"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected K/N (e.g. 0/4), got {text!r}") from None
    if not 0 <= k < n:
        raise argparse.ArgumentTypeError(f"need 0 <= K < N, got {text!r}")
    return k, n


def cmd_merge(args: argparse.Namespace) -> int:
    from mindbench.builder.pipeline.jobs import BuildError
    from mindbench.builder.pipeline.merge import merge
    from mindbench.generators.m3str.kg import KGError

    out = Path(args.out)
    try:
        reports = merge(out, [Path(d) for d in args.dirs], workers=args.workers, progress=not args.quiet)
    except (BuildError, KGError) as exc:
        return fail(str(exc))
    for r in reports:
        print(f"{r.status:8s} {r.job.benchmark}/{r.job.task}/{r.job.split}: {r.job.n} items, {len(r.shards)} shard(s)")
    for bench in sorted({r.job.benchmark for r in reports}):
        print(f"wrote {(out / bench).resolve()}")
    return 0


def cmd_preview(args: argparse.Namespace) -> int:
    from mindbench.builder.commands.preview import contact_sheet
    from mindbench.builder.pipeline.jobs import BuildError
    from mindbench.generators.m3str.kg import KGError, resolve_kg_argument

    try:
        spec = find_task(args.task)
    except KeyError as exc:
        return fail(f"--task: {exc.args[0]}")
    out = Path(args.out)
    if out.suffix.lower() not in (".png", ".jpg", ".jpeg"):
        return fail(f"--out {out}: name a .png or .jpg file")
    try:
        kg_path = str(resolve_kg_argument(args.kg)) if args.kg is not None else None
    except KGError as exc:
        return fail(f"--kg {exc}")
    try:
        path = contact_sheet(spec, args.n, out, split=args.split, seed=args.seed, start=args.start, kg_path=kg_path)
    except (BuildError, KGError) as exc:
        return fail(str(exc))
    except OSError as exc:
        return fail(f"--out {out}: cannot write ({exc.strerror or exc})")
    print(f"wrote {path.resolve()}")
    return 0


# Subcommands that parse their own arguments (and --help): name -> (module, its main function, one-line help).
PASS_THROUGH = {
    "kg": ("mindbench.builder.kg.command", "kg_main", "knowledge-graph tools: stats, import"),
    "report": ("mindbench.lmms_tasks.report", "report_main", "tables and figures from lmms-eval results"),
    "export": ("mindbench.builder.commands.export", "export_main",
               "write a built config as another harness's input (VLMEvalKit TSV)"),
    "tasks": ("mindbench.builder.commands.taskfiles", "tasks_main",
              "write or check the lmms-eval task files derived from the registry"),
    "shortcuts": ("mindbench.builder.commands.shortcuts", "shortcuts_main",
                  "context-blind baselines: can the answer be picked without the stem?"),
    "legibility": ("mindbench.builder.commands.legibility", "legibility_main",
                   "Mind's Eye decision margins and pixel solvers at 448 and 336 px"),
    "docs": ("mindbench.builder.commands.docs", "docs_main",
             "write the generated parts of the docs site (docs/generated/)"),
    "human": ("mindbench.human_study.cli", "human_main",
              "human baseline study: serve the web app, export the analysis, relabel a build"),
    "oas": ("mindbench.lmms_tasks.oas", "oas_main", "option-specific attention score of a model on panel items"),
    "eval": ("mindbench.builder.commands.eval", "eval_main",
             "run lmms-eval with mindbench's task folder on its include path"),
    "golden": ("mindbench.builder.commands.golden", "main",
               "check (or --write) the golden digests of the generated bytes"),
}


def run_pass_through(name: str, argv: list[str]) -> int:
    """Import the subcommand's module only when it runs (some import torch or lmms-eval) and hand it argv."""
    module, function, _ = PASS_THROUGH[name]
    return getattr(importlib.import_module(module), function)(argv)


def cmd_tasks_dir(args: argparse.Namespace) -> int:
    from mindbench.builder.commands.eval import tasks_dir

    print(tasks_dir())
    return 0


def cmd_publish(args: argparse.Namespace) -> int:
    from mindbench.hf_dataset.publish import PublishError, publish

    try:
        publish(Path(args.folder), args.repo, dry_run=args.dry_run, private=args.private)
    except PublishError as exc:
        return fail(str(exc))
    return 0


def make_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="mindbench", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)

    b = sub.add_parser("build", help="generate, verify and write Hub-ready Parquet folders")
    b.add_argument("--benchmark", default="all", help="mindseye, m3str or all (default)")
    b.add_argument("--tasks", help="comma-separated configs (default: every registered task)")
    b.add_argument("--split", default="both", choices=[*SPLITS, "both"], help="which splits (default: both)")
    b.add_argument("--n", type=positive_int, help="items per task and split; for M3STR `<config>_style` configs, "
                   "source maps, each drawn in all 8 styles (default: each task's default sizes)")
    b.add_argument("--seed", type=int, default=0, help="base seed (default: 0)")
    b.add_argument("--out", default=DEFAULT_OUT, help=f"output folder; <out>/<benchmark>/ is the Hub folder "
                   f"(default: {DEFAULT_OUT})")
    b.add_argument("--workers", type=positive_int, default=1, help="parallel processes over index ranges (default: 1)")
    b.add_argument("--kg", help="M3STR: an MMKG folder, or an embedded KG by name: atlas (the default) or world")
    b.add_argument("--overwrite", action="store_true", help="replace splits built by a different command")
    b.add_argument("--quiet", action="store_true", help="no progress bars")
    b.add_argument("--shard", type=shard_spec, help="K/N: build only the K-th of N disjoint slices of each split "
                   "(a job array); combine the N folders with `mindbench merge`")
    b.add_argument("--executor", choices=("local", "dask"), default="local",
                   help="where chunks are drawn: local processes (default) or a dask.distributed cluster")
    b.add_argument("--scheduler", metavar="ADDRESS", help="--executor dask: the scheduler (tcp://host:8786); "
                   "without it, a local dask cluster of --workers processes")
    b.add_argument("--dry-run", action="store_true", help="print items and projected CPU and wall time from a "
                   "short calibration; build nothing")
    b.add_argument("--calibrate", type=positive_int, default=3, metavar="N",
                   help="--dry-run: items timed per task (default: 3)")
    b.add_argument("--test-keys", metavar="FROM_OUT", help="train: read the test keys from the test splits "
                   "finished in this build folder (what every train shard must share)")
    b.set_defaults(func=cmd_build)

    m = sub.add_parser("merge", help="combine `build --shard K/N` folders into one Hub-ready folder")
    m.add_argument("out", help="output folder (as --out of build); may already hold the test split")
    m.add_argument("dirs", nargs="+", help="the --out folders of the shard builds")
    m.add_argument("--workers", type=positive_int, default=1, help="processes for the in-split redraw rounds")
    m.add_argument("--quiet", action="store_true", help="no progress bars")
    m.set_defaults(func=cmd_merge)

    p = sub.add_parser("preview", help="contact sheet of generated items (PNG)")
    p.add_argument("--task", required=True)
    p.add_argument("--n", type=positive_int, default=12)
    p.add_argument("--out", default="sheet.png")
    p.add_argument("--split", default="test", choices=SPLITS)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--start", type=non_negative_int, default=0, help="first index")
    p.add_argument("--kg", help="M3STR: an MMKG folder, or an embedded KG by name: atlas (the default) or world")
    p.set_defaults(func=cmd_preview)

    for name, (_, _, help_text) in PASS_THROUGH.items():  # listed in --help; main() hands them their argv
        sub.add_parser(name, help=help_text, add_help=False)

    d = sub.add_parser("tasks-dir", help="print the installed lmms-eval task folder (for --include_path)")
    d.set_defaults(func=cmd_tasks_dir)

    u = sub.add_parser("publish", help="upload a built folder to the Hugging Face Hub")
    u.add_argument("folder", help="a built benchmark folder, e.g. out/mindseye")
    u.add_argument("--repo", required=True, help="Hub dataset repo id, e.g. myorg/mindseye")
    u.add_argument("--dry-run", action="store_true", help="print the plan, upload nothing")
    u.add_argument("--private", action="store_true")
    u.set_defaults(func=cmd_publish)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in PASS_THROUGH:
        return run_pass_through(argv[0], argv[1:])
    args = make_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
