"""`mindbench legibility`: is the decision of every Mind's Eye item still visible at the sizes models see?

Many vision-language models resize an image to 448 or 336 px before they look at it. For each item of a built
folder this command shrinks the published PNG to those widths (PIL bicubic, as image processors do) and reports,
per task and difficulty:

* the **decision margin** at that size: `params["decision_margin_px"]` (the smallest visible difference that
  decides the item, in px of the published image; each task module defines it in its docstring and its constant
  `DECISION_MARGIN`) times size / published width: min, 5th percentile, median, and the share under
  `LEGIBLE_PX` (3.5 px, i.e. 8 px at 1024 shrunk to 448);
* the share of items the task's **pixel solver** (`solve_pixels`, looked up through
  `registry.pixel_solver`) answers correctly from the shrunk image, where the task has one.

It writes `legibility.md`, `legibility.json` and, per task, `legibility-<task>.png`: a contact sheet of items at
448 px with their difficulty and margin but not their key.
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

PROG = "mindbench legibility"
SIZES = (448, 336)
LEGIBLE_PX = 3.5  # a difference under this many pixels at 448 is an acuity test, not a reasoning one
SHEET_SIZE = 448  # contact sheets show items at the size many models resize to
SHEET_ITEMS = 12  # items per contact sheet (the first of each difficulty in turn)
SHEET_COLUMNS = 4
LETTERS = "ABCDEFGHIJ"
DIFFICULTY_ORDER = ("easy", "medium", "hard")

Solver = Callable[[np.ndarray, Mapping[str, Any]], int]


def benchmark_folder(data: Path, benchmark: str = "mindseye") -> Path:
    """A benchmark's Hub folder of a build: `data` itself when it holds `data/`, else `data/<benchmark>`."""
    if (data / "data").is_dir():
        return data
    return data / benchmark


ROW_COLUMNS = ("id", "image", "answer", "difficulty", "params", "choices")  # what this command reads of a row


def read_split(folder: Path, config: str, split: str, columns: Sequence[str] = ROW_COLUMNS) -> list[dict[str, Any]]:
    """Rows of one config's split, with the given columns."""
    import pyarrow.parquet as pq

    files = sorted((folder / "data" / config).glob(f"{split}-*-of-*.parquet"))
    return [row for path in files for row in pq.read_table(path, columns=list(columns)).to_pylist()]


def count_rows(folder: Path, config: str, split: str) -> int:
    """Rows of one config's split, from the Parquet footers (nothing decoded)."""
    import pyarrow.parquet as pq

    return sum(pq.ParquetFile(path).metadata.num_rows
               for path in (folder / "data" / config).glob(f"{split}-*-of-*.parquet"))


def built_configs(folder: Path, split: str) -> list[str]:
    """Configs of the folder that have `split` built, in registry order where registered."""
    from mindbench.generators.common.registry import task_names

    found = {p.parent.name for p in (folder / "data").glob(f"*/{split}-*-of-*.parquet")}
    order = [t for t in task_names("mindseye") if t in found]
    return order + sorted(found - set(order))


def decode(png: bytes) -> Any:
    from PIL import Image

    with Image.open(io.BytesIO(png)) as image:
        return image.convert("RGB")


def shrink(image: Any, width: int) -> Any:
    """`image` resized to `width` px wide (height in proportion), bicubic."""
    from PIL import Image

    height = max(1, round(image.height * width / image.width))
    return image.resize((width, height), Image.Resampling.BICUBIC)


def row_params(row: Mapping[str, Any]) -> dict[str, Any]:
    params = row["params"]
    return json.loads(params) if isinstance(params, str) else dict(params)


def item_measures(row: Mapping[str, Any], solver: Solver | None, sizes: Sequence[int]) -> dict[str, Any]:
    """One item: its published width, its margin at each size (None without one) and, per size, whether the
    solver picked the key (None without a solver; False when it raises)."""
    image = decode(row["image"]["bytes"] if isinstance(row["image"], Mapping) else row["image"])
    params = row_params(row)
    margin = params.get("decision_margin_px")
    gold = LETTERS.index(row["answer"]) if row["answer"] in LETTERS else None
    out: dict[str, Any] = {"id": row["id"], "difficulty": row["difficulty"], "width": image.width,
                           "margin_px": None if margin is None else float(margin), "margin": {}, "solved": {}}
    for size in sizes:
        out["margin"][size] = None if margin is None else float(margin) * size / image.width
        if solver is None or gold is None:
            out["solved"][size] = None
            continue
        pixels = np.asarray(shrink(image, size), dtype=np.uint8)
        try:
            out["solved"][size] = solver(pixels, row) == gold
        except Exception:  # a solver that cannot read a shrunk image has not solved it
            out["solved"][size] = False
    return out


def summarise(measures: Sequence[Mapping[str, Any]], sizes: Sequence[int]) -> dict[str, Any]:
    """Per size: n, margin min / p5 / median and the share under LEGIBLE_PX; the solver's solved share."""
    out: dict[str, Any] = {"n": len(measures)}
    for size in sizes:
        margins = np.array([m["margin"][size] for m in measures if m["margin"][size] is not None])
        solved = [m["solved"][size] for m in measures if m["solved"][size] is not None]
        out[str(size)] = {
            "margin_min": float(margins.min()) if len(margins) else None,
            "margin_p5": float(np.percentile(margins, 5)) if len(margins) else None,
            "margin_median": float(np.median(margins)) if len(margins) else None,
            "under_legible": float(np.mean(margins < LEGIBLE_PX)) if len(margins) else None,
            "solved": float(np.mean(solved)) if solved else None,
        }
    return out


def task_report(task: str, measures: Sequence[Mapping[str, Any]], sizes: Sequence[int],
                floor: float | None, has_solver: bool) -> dict[str, Any]:
    """The task's summary over all its items and per difficulty."""
    levels = [d for d in DIFFICULTY_ORDER if any(m["difficulty"] == d for m in measures)]
    levels += sorted({m["difficulty"] for m in measures} - set(levels))
    return {
        "task": task,
        "floor_px": floor,
        "has_margin": any(m["margin_px"] is not None for m in measures),
        "has_solver": has_solver,
        "all": summarise(measures, sizes),
        "difficulty": {d: summarise([m for m in measures if m["difficulty"] == d], sizes) for d in levels},
    }


def _fmt(value: float | None, percent: bool = False) -> str:
    if value is None:
        return "–"
    return f"{value:.0%}" if percent else f"{value:.1f}"


def markdown(reports: Sequence[Mapping[str, Any]], sizes: Sequence[int], folder: Path, split: str) -> str:
    """One table: a row per task and difficulty (and the task overall), margins and solved shares per size."""
    head = ["task", "difficulty", "n", "floor @1024"]
    for size in sizes:
        head += [f"margin @{size} min / p5 / median", f"< {LEGIBLE_PX} px @{size}", f"solved @{size}"]
    lines = [f"# Legibility of {folder} ({split})", "",
             f"Images shrunk to {', '.join(f'{s} px' for s in sizes)} wide (bicubic). Margins in px at that size "
             "(`params.decision_margin_px` × size / published width); *solved*: the task's pixel solver on the "
             "shrunk image (– where the task has none).", "",
             "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for report in reports:
        rows = [(d, s) for d, s in report["difficulty"].items()] + [("all", report["all"])]
        for level, summary in rows:
            cells = [report["task"], level, str(summary["n"]), _fmt(report["floor_px"])]
            for size in sizes:
                at = summary[str(size)]
                cells += [f"{_fmt(at['margin_min'])} / {_fmt(at['margin_p5'])} / {_fmt(at['margin_median'])}",
                          _fmt(at["under_legible"], True), _fmt(at["solved"], True)]
            lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def contact_sheet(rows: Sequence[Mapping[str, Any]], measures: Sequence[Mapping[str, Any]], path: Path) -> Path:
    """Up to SHEET_ITEMS items at SHEET_SIZE px (difficulties in turn), captioned with difficulty and margin at
    that size; the key is not shown."""
    from PIL import Image, ImageDraw

    by_level: dict[str, list[int]] = {}
    for i, m in enumerate(measures):
        by_level.setdefault(m["difficulty"], []).append(i)
    picked: list[int] = []
    queues = [by_level[d] for d in DIFFICULTY_ORDER if d in by_level] + \
        [v for d, v in by_level.items() if d not in DIFFICULTY_ORDER]
    while len(picked) < SHEET_ITEMS and any(queues):
        for queue in queues:
            if queue and len(picked) < SHEET_ITEMS:
                picked.append(queue.pop(0))
    caption = 22
    cols = min(SHEET_COLUMNS, len(picked))
    n_rows = -(-len(picked) // cols)
    sheet = Image.new("RGB", (cols * (SHEET_SIZE + 8), n_rows * (SHEET_SIZE + caption + 8)), "white")
    draw = ImageDraw.Draw(sheet)
    for k, i in enumerate(picked):
        row, m = rows[i], measures[i]
        tile = shrink(decode(row["image"]["bytes"] if isinstance(row["image"], Mapping) else row["image"]),
                      SHEET_SIZE)
        x, y = (k % cols) * (SHEET_SIZE + 8), (k // cols) * (SHEET_SIZE + caption + 8)
        sheet.paste(tile, (x, y + caption))
        margin = m["margin"].get(SHEET_SIZE)
        label = f"{row['id'].rsplit('/', 1)[-1]} · {m['difficulty']}" + (
            "" if margin is None else f" · margin {margin:.1f} px")
        draw.text((x + 4, y + 4), label, fill="black")
    from mindbench.generators.common.raster import encode_png

    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(encode_png(sheet))  # a 256-colour palette, as the item images: a third of the bytes
    return path


def measure_folder(folder: Path, tasks: Sequence[str], split: str, sizes: Sequence[int], out: Path,
                   progress: bool = True,
                   solver_for: Callable[[str], Solver | None] | None = None) -> tuple[list[dict[str, Any]], list[Path]]:
    """Every task's report, and the contact sheets written under `out`."""
    from mindbench.builder.pipeline.progress import progress_bar
    from mindbench.generators.common.registry import module_by_name, pixel_solver

    solver_for = solver_for or pixel_solver
    reports, sheets = [], []
    total = sum(count_rows(folder, task, split) for task in tasks)
    with progress_bar(total, "legibility", progress, overall=True) as bar:
        for task in tasks:
            rows = read_split(folder, task, split)  # one task's images in memory at a time
            try:
                solver = solver_for(task)
                floor = getattr(module_by_name(task), "DECISION_MARGIN_FLOOR_PX", None)
            except KeyError:  # a config this installation does not register: margins only
                solver, floor = None, None
            bar.set_postfix_str(task)
            measures = []
            for row in rows:
                measures.append(item_measures(row, solver, sizes))
                bar.update(1)
            reports.append(task_report(task, measures, sizes, floor, solver is not None))
            sheets.append(contact_sheet(rows, measures, out / f"legibility-{task}.png"))
    return reports, sheets


def size_list(text: str) -> tuple[int, ...]:
    """--sizes: comma-separated widths in px, each 16..4096."""
    import argparse

    try:
        sizes = tuple(int(part) for part in text.split(",") if part.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected widths such as 448,336, got {text!r}") from None
    if not sizes or any(not 16 <= s <= 4096 for s in sizes):
        raise argparse.ArgumentTypeError(f"widths must lie in 16..4096, got {text!r}")
    return sizes


def legibility_main(argv: list[str] | None = None) -> int:
    """`mindbench legibility`: decision margins and pixel-solver accuracy of a Mind's Eye build at model sizes."""
    from mindbench.generators.common.item import SPLITS
    from mindbench.oneline import OneLineParser, print_error

    parser = OneLineParser(prog=PROG, description=legibility_main.__doc__)
    parser.add_argument("data", type=Path, help="a `mindbench build --out` folder (or its mindseye/ folder)")
    parser.add_argument("--tasks", help="comma-separated Mind's Eye configs (default: every one built)")
    parser.add_argument("--split", default="test", choices=SPLITS)
    parser.add_argument("--sizes", type=size_list, default=SIZES, help="widths in px (default 448,336)")
    parser.add_argument("--out", type=Path, default=Path("legibility"))
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    if not args.data.is_dir():
        return print_error(PROG, f"{args.data}: not a directory; pass a `mindbench build --out` folder")
    folder = benchmark_folder(args.data)
    if not (folder / "data").is_dir():
        return print_error(PROG, f"{args.data}: no Mind's Eye build in it (expected {folder / 'data'}); build one "
                                 "with `mindbench build --benchmark mindseye --out DIR`")
    built = built_configs(folder, args.split)
    if args.tasks is None:
        tasks = built
    else:
        tasks = [t.strip() for t in args.tasks.split(",") if t.strip()]
        missing = [t for t in tasks if t not in built]
        if missing or not tasks:
            return print_error(PROG, f"--tasks: {missing[0] if missing else '(empty)'} has no {args.split} split in "
                                     f"{folder}; built: {', '.join(built) or 'none'}")
    if not tasks:
        return print_error(PROG, f"{folder}: no {args.split} split built")
    if args.out.exists() and not args.out.is_dir():
        return print_error(PROG, f"--out {args.out}: not a directory")
    try:
        reports, sheets = measure_folder(folder, tasks, args.split, args.sizes, args.out, progress=not args.quiet)
        args.out.mkdir(parents=True, exist_ok=True)
        table = markdown(reports, args.sizes, folder, args.split)
        (args.out / "legibility.md").write_text(table)
        (args.out / "legibility.json").write_text(json.dumps(
            {"folder": str(folder), "split": args.split, "sizes": list(args.sizes), "legible_px": LEGIBLE_PX,
             "tasks": reports}, indent=1) + "\n")
    except OSError as exc:
        return print_error(PROG, f"--out {args.out}: cannot write ({exc.strerror or exc})")
    print(table, end="")
    for path in [args.out / "legibility.md", args.out / "legibility.json", *sheets]:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(legibility_main())
