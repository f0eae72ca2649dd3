"""The generated parts of the documentation site (`python -m mindbench.builder.commands.docs`, run by `make docs`).

Everything here is read from the task registry or drawn by the real builder, so the docs cannot drift from the
code. It writes into `docs/generated/` (gitignored), which the pages pull in with `--8<--` snippets:

* `tasks.md`: every registered task, each linked to its section (home page);
* `tasks_<benchmark>.md`: that benchmark's tasks, linked to the sections on its page;
* `task_<config>.md`: one task's facts from its `TaskSpec` (dimension, answer, chance, human level, split sizes,
  module, prompt texts) and an example test item (image, question, answer, difficulty);
* `img/<config>.png`: that example, reduced; `img/overview.png`: a contact sheet of one item of every task;
* `item_record.md`: the columns of the item record (names and `datasets` types from
  `mindbench.hf_dataset.features`, meanings from
  `COLUMN_DOCS` below, which must name every column) and one example row; `sharding.md`: the build's chunk and
  shard sizes.

A task's section on `docs/benchmarks/<benchmark>.md` is the heading `section_heading(spec)`;
`tests/test_docs.py` checks that every registered task has one.
"""

from __future__ import annotations

import io
import re
import sys
import time
import unicodedata
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from mindbench.generators.common.registry import TASK_MODULES, TaskSpec, all_tasks, presentation
from mindbench.oneline import OneLineParser, print_error

if TYPE_CHECKING:
    from PIL.Image import Image as PILImage

REPO = Path(__file__).resolve().parents[2]
DOCS = REPO / "docs"
PROG = "mindbench docs"
EXAMPLE_PX = 560  # longest side of a task page's example image
THUMB_PX = 256  # contact-sheet cell
SHEET_COLS = 5
SEARCH = 12  # the example is the first medium test item among the first SEARCH indices (Yes/No tasks: a Yes)
ANSWERS = {"yes_no": "Yes or No", "integer": "a count", "open": "a typed answer"}
# What each column of the item record holds (`mindbench.generators.common.item.COLUMNS`); `item_record_md` fails on a
# column
# without an entry, so a new column cannot go undocumented.
COLUMN_DOCS = {
    "id": "`{benchmark}/{task}/{split}/{index:06d}`",
    "benchmark": "`mindseye` or `m3str`",
    "task": "the config name, e.g. `paper_folding`",
    "dimension": "Mind's Eye `abstraction`/`relation`/`transformation`; M3STR `counting`/`detection`/`completion`",
    "split": "`test` or `train`",
    "image": "PNG, the whole stimulus including lettered option panels (a PIL image after `load_dataset`)",
    "question": "plain English, no prompt-strategy suffix",
    "choices": "option texts in order A, B, …; `\"Option A\"`… for panel tasks; empty for counting and yes/no",
    "answer": "a letter, `Yes`/`No`, or a decimal integer",
    "answer_type": "`choice`, `yes_no`, `integer`",
    "difficulty": "`easy`/`medium`/`hard`, from explicit parameters (each task's rule is on its benchmark page)",
    "option_kinds": "one tag per option: `correct` or the distractor kind (per task on its benchmark page)",
    "params": "JSON (`json.loads(row[\"params\"])`) with every number needed to re-solve the item; the schema is "
              "per task, on its benchmark page. Every panel task's `params.layout.option_boxes` gives the pixel "
              "rectangle of each option in the PNG",
    "svg": "vector source; M3STR: Graphviz's own SVG",
    "seed": "the item's derived seed",
    "style": "M3STR rendering-style robustness configs (`<config>_style`): the style the map is drawn in (`dot`, "
             "`neato`, `sfdp`, `circo`, `warm`, `dark`, `large_font`, `text_only`); empty in every other config",
}


def section_heading(spec: TaskSpec) -> str:
    """The Markdown heading of a task's section on its benchmark page."""
    return f"## {presentation(spec.name).title} (`{spec.name}`)"


def slug(text: str) -> str:
    """The anchor MkDocs (Python-Markdown's toc) and GitHub give a heading, for headings without punctuation
    other than backticks and parentheses."""
    text = unicodedata.normalize("NFKD", text.replace("`", "")).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    return re.sub(r"[-\s]+", "-", text)


def anchor(spec: TaskSpec) -> str:
    return slug(section_heading(spec).lstrip("# "))


def page(spec: TaskSpec) -> str:
    """A task's benchmark page, relative to docs/."""
    return f"benchmarks/{spec.benchmark}.md"


def missing_sections(docs_dir: Path = DOCS) -> list[str]:
    """One line per registered task whose benchmark page lacks its section: the heading `section_heading(spec)`
    followed (before the next `## `) by the include of its generated facts."""
    problems = []
    for spec in all_tasks():
        path = docs_dir / page(spec)
        lines = path.read_text().splitlines() if path.is_file() else []
        heading = section_heading(spec)
        if heading not in lines:
            problems.append(f"{spec.benchmark}/{spec.name}: docs/{page(spec)} has no section headed {heading!r}")
            continue
        start = lines.index(heading) + 1
        end = next((i for i in range(start, len(lines)) if lines[i].startswith("## ")), len(lines))
        include = f'--8<-- "generated/task_{spec.name}.md"'
        if include not in lines[start:end]:
            problems.append(f"{spec.benchmark}/{spec.name}: its section in docs/{page(spec)} does not include "
                            f"{include}")
    return problems


def answer_text(spec: TaskSpec) -> str:
    if spec.answer_type == "choice":
        return f"{spec.n_options} options"
    return ANSWERS[spec.answer_type]


def tasks_table(specs: list[TaskSpec], link_prefix: str | None) -> str:
    """One row per task. `link_prefix` None: links to the sections on the same page; else a path from the page
    that includes the table to docs/ (e.g. "" on the home page)."""
    rows = ["| config | task | dimension | answer | chance | human | test / train |",
            "|---|---|---|---|---|---|---|"]
    for spec in specs:
        target = f"#{anchor(spec)}" if link_prefix is None else f"{link_prefix}{page(spec)}#{anchor(spec)}"
        shown = presentation(spec.name)
        human = f"{shown.human.accuracy:.1%}" if shown.human else "n/a"
        train = f"{spec.default_n['train']:,}" if spec.default_n["train"] else "–"
        rows.append(f"| [`{spec.name}`]({target}) | {shown.title} | {spec.dimension} | {answer_text(spec)} | "
                    f"{spec.chance:.1%} | {human} | {spec.default_n['test']:,} / {train} |")
    return "\n".join(rows) + "\n"


def variants_table(specs: list[TaskSpec], link_prefix: str) -> str:
    """One row per robustness variant group of a benchmark (e.g. every `_circular` config of Mind's Eye): what it
    changes and links to its configs. The home page lists variants this way, so its task table stays one row per
    task and fits the text column."""
    groups: dict[tuple[str, str], list[TaskSpec]] = {}
    for spec in specs:
        if spec.variant_of:
            groups.setdefault((spec.benchmark, presentation(spec.name).variant), []).append(spec)
    rows = ["| variant group | what changes | of configs | test items per config |", "|---|---|---|---|"]
    for (bench, variant), members in groups.items():
        first = members[0]
        change = presentation(first.name).title.removeprefix(presentation(first.variant_of).title).strip(" ,")
        links = ", ".join(f"[{m.variant_of}]({link_prefix}{page(m)}#{anchor(m)})" for m in members)
        low, high = min(m.default_n["test"] for m in members), max(m.default_n["test"] for m in members)
        sizes = f"{low:,}" if low == high else f"{low:,}–{high:,}"
        rows.append(f"| `{bench}_{variant}` | {change} | {links} | {sizes} |")
    return "\n".join(rows) + "\n"


def module_path(spec: TaskSpec) -> str:
    return TASK_MODULES[spec.benchmark][spec.name].replace(".", "/") + ".py"


def example_item(spec: TaskSpec):
    """The first test item (seed 0) of medium difficulty (Yes/No tasks: with answer Yes, so the example shows an
    anomaly) among the first SEARCH indices, else item 0."""
    from mindbench.builder.pipeline.jobs import SplitJob
    from mindbench.builder.pipeline.workers import draw_valid_item

    job = SplitJob(spec.benchmark, spec.name, "test", SEARCH, 0)
    first = None
    for index in range(SEARCH):
        item, _ = draw_valid_item(spec, job, index, 0, frozenset(), Counter())
        first = first or item
        if item.difficulty == "medium" and (spec.answer_type != "yes_no" or item.answer == "Yes"):
            return item
    return first


def _example_of(name: str):
    from mindbench.generators.common.registry import find_task

    return example_item(find_task(name))


def _examples(specs: list[TaskSpec]) -> list:
    """`example_item` of every spec, over a few processes (each draw is independent and deterministic)."""
    import os
    from concurrent.futures import ProcessPoolExecutor

    workers = min(len(specs), os.cpu_count() or 1, 4)
    if workers < 2:
        return [example_item(spec) for spec in specs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(_example_of, [spec.name for spec in specs]))


def task_facts(spec: TaskSpec, item, image: str | None) -> str:
    """A task's generated block: facts from its spec, prompt texts, and the example item."""
    if spec.answer_type == "choice":
        answer = f"one of {spec.n_options} lettered options, {spec.letters[0]}–{spec.letters[-1]}"
    elif spec.answer_type == "integer":
        lo, hi = spec.integer_range
        answer = f"an integer (a guesser picks from {lo}–{hi})"
    elif spec.answer_type == "open":
        answer = ("a typed answer, scored against `params.open.accepted` as its `params.open.format` says (a name, "
                  "a set of grid cells, or an axis with quarter turns)")
    else:
        answer = "Yes or No"
    shown = presentation(spec.name)
    human = f"{shown.human.accuracy:.1%} ({shown.human.source})" if shown.human else "not published"
    lines = [
        f"| config | `{spec.name}` |", "|---|---|",
        f"| lmms-eval task | `{spec.benchmark}_{spec.name}`; " + (
            f"group `{spec.benchmark}_{shown.variant}` (variant of `{spec.variant_of}`) |" if shown.variant else
            f"no-image control `{spec.benchmark}_{spec.name}_noimage` |"),
        f"| dimension | {spec.dimension} |",
        f"| answer | {answer} |",
        f"| chance | {spec.chance:.1%} |",
        f"| human | {human} |",
        f"| default build | {spec.default_n['test']:,} test, " + (
            f"{spec.default_n['train']:,} train items |" if spec.default_n["train"] else "no train items |"),
        f"| module | `{module_path(spec)}` |",
        "", f"*{shown.description}*", "",
        '??? note "Prompt texts of the `hint`, `meta_task` and `step_by_step` strategies"',
        f"    **hint**: {shown.prompts.hint}", "",
        f"    **meta_task**: This item tests {shown.prompts.operation}", "",
        "    **step_by_step**:", "",
        *(f"    {k}. {step}" for k, step in enumerate(shown.prompts.steps, 1)), "",
    ]
    if item is not None:
        if image:
            lines += [f"![Example: {item.id}]({image})", ""]
        question = " ".join(item.question.split())
        choices = "; ".join(f"{letter}. {text}" for letter, text in zip(spec.letters, item.choices, strict=False)) \
            if spec.answer_type == "choice" and not item.choices[0].startswith("Option ") else ""
        kinds = f" (option kinds: {', '.join(f'`{k}`' for k in item.option_kinds)})" if item.option_kinds else ""
        lines += [f"Example `{item.id}`, difficulty **{item.difficulty}**, answer **{item.answer}**{kinds}.", "",
                  f"> {question}" + (f"<br>Choices: {choices}" if choices else ""), ""]
    return "\n".join(lines)


def item_record_md(item) -> str:
    """The column table (types from the Parquet features) and `item` as an example row."""
    import json

    from mindbench.generators.common.item import COLUMNS
    from mindbench.hf_dataset.features import features

    missing = [c for c in COLUMNS if c not in COLUMN_DOCS]
    if missing:
        raise KeyError(f"COLUMN_DOCS in builder/commands/docs.py has no entry for column(s) {', '.join(missing)}")
    feats = features()
    rows = ["| column | type | holds |", "|---|---|---|"]
    for column in COLUMNS:
        feat = feats[column]
        inner = getattr(feat, "feature", None)
        kind = f"list of {inner.dtype}" if inner is not None else getattr(feat, "dtype", type(feat).__name__)
        kind = "Image" if type(feat).__name__ == "Image" else kind
        rows.append(f"| `{column}` | {kind} | {COLUMN_DOCS[column]} |")
    if item is None:
        return "\n".join(rows) + "\n"
    row = item.to_row()
    shown = {}
    for column in COLUMNS:
        value = row.get(column)
        if column == "image":
            value = f"<{len(item.image):,} bytes of PNG>"
        elif column == "svg":
            value = f"<{len(str(value)):,} characters of SVG>"
        elif column == "params" and isinstance(value, str) and len(value) > 400:
            value = value[:400] + " …"
        elif isinstance(value, tuple):
            value = list(value)
        shown[column] = value
    return "\n".join([*rows, "", f"One row (`{item.id}`, the example on its task's page; image and SVG elided, "
                       "params cut at 400 characters):", "", "```json",
                       "{", ",\n".join(f' "{k}": {json.dumps(v, ensure_ascii=False)}' for k, v in shown.items()),
                       "}", "```", ""])


def sharding_md() -> str:
    from mindbench.builder.pipeline.jobs import CHUNK, SHARD_ROWS

    return (f"Items are generated in chunks of {CHUNK} (`CHUNK` in `builder/pipeline/jobs.py`), one Parquet row group "
            f"each; a split is written as shards of {SHARD_ROWS:,} rows (`SHARD_ROWS`), named "
            f"`<split>-<k>-of-<N>.parquet` with five-digit k and N (`test-00000-of-00001.parquet`).\n")


def save_png(png: bytes, out: Path, px: int) -> None:
    from PIL import Image

    with Image.open(io.BytesIO(png)) as im:
        im = im.convert("RGB")
        im.thumbnail((px, px))
        out.parent.mkdir(parents=True, exist_ok=True)
        im.save(out, optimize=True)


def ink_crop(image: PILImage, margin: int = 12) -> PILImage:
    """The image cut to its drawing plus a margin: a knowledge-graph map drawn small in the middle of its canvas
    fills its tile instead of shrinking with the blank around it."""
    from PIL import Image, ImageChops

    box = ImageChops.difference(image, Image.new("RGB", image.size, "white")).getbbox()
    if box is None:
        return image
    x0, y0, x1, y1 = box
    return image.crop((max(0, x0 - margin), max(0, y0 - margin), min(image.width, x1 + margin),
                       min(image.height, y1 + margin)))


def overview_sheet(items: list, out: Path, thumb: int = THUMB_PX, cols: int = SHEET_COLS) -> Path:
    """One framed cell per item, captioned with its benchmark and config, on a white sheet."""
    from PIL import Image, ImageDraw

    from mindbench.builder.commands.preview import _font

    caption, gap = 22, 6
    rows = -(-len(items) // cols)
    sheet = Image.new("RGB", (cols * (thumb + gap) + gap, rows * (thumb + caption + gap) + gap), "white")
    draw = ImageDraw.Draw(sheet)
    font = _font(13)
    for k, item in enumerate(items):
        with Image.open(io.BytesIO(item.image)) as im:
            cell = ink_crop(im.convert("RGB"))
            cell.thumbnail((thumb - 10, thumb - 10))
        x, y = gap + (k % cols) * (thumb + gap), gap + (k // cols) * (thumb + caption + gap)
        draw.rectangle((x, y, x + thumb - 1, y + thumb + caption - 1), outline="#c8c8c8")
        sheet.paste(cell, (x + (thumb - cell.width) // 2, y + (thumb - cell.height) // 2))
        name = {"mindseye": "Mind's Eye", "m3str": "M3STR"}.get(item.benchmark, item.benchmark)
        draw.text((x + 6, y + thumb + 2), f"{name}: {item.task}", fill="black", font=font)
    out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(out, optimize=True)
    return out


def write_docs(out: Path, images: bool = True, overview: Path | None = None) -> list[Path]:
    """Write every generated include (and, with `images`, the example images) into `out`; returns the files."""
    specs = all_tasks()
    out.mkdir(parents=True, exist_ok=True)
    written = [out / "tasks.md"]
    (out / "tasks.md").write_text(tasks_table([s for s in specs if not s.variant_of], "") + "\n"
                                  + variants_table(specs, ""))
    for bench in TASK_MODULES:
        path = out / f"tasks_{bench}.md"
        path.write_text(tasks_table([s for s in specs if s.benchmark == bench], None))
        written.append(path)
    items = []
    examples = _examples(specs) if images else [None] * len(specs)
    for spec, item in zip(specs, examples, strict=True):
        image = None
        if item is not None:
            items.append(item)
            save_png(item.image, out / "img" / f"{spec.name}.png", EXAMPLE_PX)
            image = f"../generated/img/{spec.name}.png"  # from docs/benchmarks/<benchmark>.md
            written.append(out / "img" / f"{spec.name}.png")
        path = out / f"task_{spec.name}.md"
        path.write_text(task_facts(spec, item, image))
        written.append(path)
    example = next((i for i in items if i.task == "paper_folding"), items[0] if items else None)
    (out / "item_record.md").write_text(item_record_md(example))
    (out / "sharding.md").write_text(sharding_md())
    written += [out / "item_record.md", out / "sharding.md"]
    if items:
        written.append(overview_sheet(items, out / "img" / "overview.png"))
        if overview is not None:
            written.append(overview_sheet(items, overview))
    return written


def docs_main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(prog=PROG, description="Write the documentation's generated tables and example images.")
    parser.add_argument("--out", type=Path, default=DOCS / "generated", help="default: docs/generated")
    parser.add_argument("--no-images", action="store_true", help="tables only (no items drawn)")
    parser.add_argument("--overview", type=Path, metavar="PNG",
                        help="also write the contact sheet here (the README's picture: docs/assets/overview.png)")
    args = parser.parse_args(argv)
    if args.out.exists() and not args.out.is_dir():
        return print_error(PROG, f"--out {args.out}: not a directory")
    if args.overview is not None and args.overview.suffix.lower() != ".png":
        return print_error(PROG, f"--overview {args.overview}: name a .png file")
    problems = missing_sections()
    if problems:
        for line in problems:
            print_error(PROG, line)
        print("mindbench docs: every registered task needs its section (see docs/adding-a-task.md)", file=sys.stderr)
        return 1
    started = time.perf_counter()
    try:
        files = write_docs(args.out, images=not args.no_images, overview=args.overview)
    except OSError as exc:  # a read-only folder, or a path through a file
        return print_error(PROG, f"{exc.filename or args.out}: cannot write ({exc.strerror or exc})")
    print(f"wrote {len(files)} file(s) in {args.out.resolve()} in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(docs_main())
