"""The `mindbench` command line: build, preview, kg, report, publish.

User errors print one line `mindbench: error: ...` and exit with status 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from generators.common.item import SPLITS
from generators.common.registry import benchmarks, find_task, task_names

DEFAULT_OUT = "out"


class UsageError(Exception):
    pass


def fail(message: str) -> int:
    print(f"mindbench: error: {message}", file=sys.stderr)
    return 2


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be > 0, got {value}")
    return value


def non_negative_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer >= 0, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be >= 0, got {value}")
    return value


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
        raise UsageError(f"--tasks: unknown task {unknown[0]!r} for {benchmark}; known: {', '.join(known)}")
    return sorted({known[t] for t in names}, key=list(benchmarks()).index), names


def cmd_build(args: argparse.Namespace) -> int:
    from builder.build import BuildError, build, plan_jobs
    from generators.m3str.kg import KGError

    try:
        benches, tasks = parse_tasks(args.benchmark, args.tasks)
    except UsageError as exc:
        return fail(str(exc))
    if args.kg is not None and not Path(args.kg).is_dir():
        return fail(f"--kg {args.kg}: not a directory")
    splits = list(SPLITS) if args.split == "both" else [args.split]
    out = Path(args.out)
    try:
        jobs = plan_jobs(benches, tasks, splits, args.n, args.seed, str(Path(args.kg).resolve()) if args.kg else None)
        reports = build(out, jobs, workers=args.workers, overwrite=args.overwrite, progress=not args.quiet)
    except (BuildError, KGError) as exc:  # bad input or a KG problem: one line, not a traceback
        return fail(str(exc))
    for r in reports:
        rejected = sum(r.rejected.values())
        detail = ", ".join(f"{k} {v}" for k, v in r.rejected.items()) or "none"
        rate = f", {r.job.n / r.seconds:.1f} items/s" if r.seconds else ""
        kept = f", {r.duplicates_kept} structural repeats kept (task has too few distinct puzzles)" \
            if r.duplicates_kept else ""
        print(f"{r.status:8s} {r.job.benchmark}/{r.job.task}/{r.job.split}: {r.job.n} items, "
              f"{len(r.shards)} shard(s), rejected draws {rejected} ({detail}){rate}{kept}")
    for bench in sorted({j.benchmark for j in jobs}):
        print(f"wrote {(out / bench).resolve()}")
    return 0


def cmd_preview(args: argparse.Namespace) -> int:
    from builder.build import BuildError
    from builder.preview import contact_sheet
    from generators.m3str.kg import KGError

    try:
        spec = find_task(args.task)
    except KeyError as exc:
        return fail(f"--task: {exc.args[0]}")
    out = Path(args.out)
    if out.suffix.lower() not in (".png", ".jpg", ".jpeg"):
        return fail(f"--out {out}: name a .png or .jpg file")
    if args.kg is not None and not Path(args.kg).is_dir():
        return fail(f"--kg {args.kg}: not a directory")
    try:
        path = contact_sheet(spec, args.n, out, split=args.split, seed=args.seed, start=args.start,
                             kg_path=str(Path(args.kg).resolve()) if args.kg else None)
    except (BuildError, KGError) as exc:
        return fail(str(exc))
    except OSError as exc:
        return fail(f"--out {out}: cannot write ({exc.strerror or exc})")
    print(f"wrote {path.resolve()}")
    return 0


def cmd_kg(args: argparse.Namespace) -> int:
    from builder.kg_cli import kg_main

    return kg_main(args.kg_args)


def cmd_report(args: argparse.Namespace) -> int:
    from lmms_tasks.report import report_main

    return report_main(args.report_args)


def cmd_publish(args: argparse.Namespace) -> int:
    from hf_dataset.publish import PublishError, publish

    try:
        publish(Path(args.folder), args.repo, dry_run=args.dry_run, private=args.private)
    except PublishError as exc:
        return fail(str(exc))
    return 0


class OneLineParser(argparse.ArgumentParser):
    """Argument errors as a single line (no usage dump), exit status 2."""

    def error(self, message: str) -> None:
        self.exit(2, f"{self.prog}: error: {message}\n")


def make_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="mindbench", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)

    b = sub.add_parser("build", help="generate, verify and write Hub-ready Parquet folders")
    b.add_argument("--benchmark", default="all", help="mindseye, m3str or all (default)")
    b.add_argument("--tasks", help="comma-separated configs (default: every registered task)")
    b.add_argument("--split", default="both", choices=[*SPLITS, "both"])
    b.add_argument("--n", type=positive_int, help="items per task and split (default: SPEC defaults)")
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--out", default=DEFAULT_OUT, help="output folder; <out>/<benchmark>/ is the Hub folder")
    b.add_argument("--workers", type=positive_int, default=1, help="parallel processes over index ranges")
    b.add_argument("--kg", help="M3STR: an MMKG folder instead of the embedded world KG")
    b.add_argument("--overwrite", action="store_true", help="replace splits built by a different command")
    b.add_argument("--quiet", action="store_true", help="no progress bars")
    b.set_defaults(func=cmd_build)

    p = sub.add_parser("preview", help="contact sheet of generated items (PNG)")
    p.add_argument("--task", required=True)
    p.add_argument("--n", type=positive_int, default=12)
    p.add_argument("--out", default="sheet.png")
    p.add_argument("--split", default="test", choices=SPLITS)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--start", type=non_negative_int, default=0, help="first index")
    p.add_argument("--kg", help="M3STR: an MMKG folder")
    p.set_defaults(func=cmd_preview)

    k = sub.add_parser("kg", help="knowledge-graph tools: stats, import", add_help=False)
    k.add_argument("kg_args", nargs=argparse.REMAINDER)
    k.set_defaults(func=cmd_kg)

    r = sub.add_parser("report", help="tables and figures from lmms-eval results", add_help=False)
    r.add_argument("report_args", nargs=argparse.REMAINDER)
    r.set_defaults(func=cmd_report)

    u = sub.add_parser("publish", help="upload a built folder to the Hugging Face Hub")
    u.add_argument("folder", help="a built benchmark folder, e.g. out/mindseye")
    u.add_argument("--repo", required=True, help="Hub dataset repo id, e.g. myorg/mindseye")
    u.add_argument("--dry-run", action="store_true", help="print the plan, upload nothing")
    u.add_argument("--private", action="store_true")
    u.set_defaults(func=cmd_publish)
    return parser


PASS_THROUGH = {"kg": cmd_kg, "report": cmd_report}  # subcommands that parse their own arguments (and --help)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in PASS_THROUGH:
        key = "kg_args" if argv[0] == "kg" else "report_args"
        return PASS_THROUGH[argv[0]](argparse.Namespace(**{key: argv[1:]}))
    args = make_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
