"""One config of a built benchmark folder as the TSV VLMEvalKit reads (`mindbench export`, in
`mindbench.builder.commands.export`).

Writes one config of a built benchmark folder as the TSV that VLMEvalKit's custom-dataset path reads
(`$LMUData/<name>.tsv`, run with `--data <name>`). Columns:

* `index`: 0..n-1 in the split's row order; `id`: the mindbench item id (kept for joining results back);
* `image`: the item's PNG, base64 (VLMEvalKit decodes it and saves `<index>.jpg` under `$LMUData/images/<name>/`);
* `question`: the item's question, unchanged;
* `A`, `B`, …: one column per option. Text-choice tasks: the option texts; panel tasks: `Option A`… (the options
  are drawn in the image); yes/no tasks: `A` = `Yes`, `B` = `No`; counting tasks: the integers a guesser chooses
  from (the registry's `integer_range`, e.g. 1…10 as `A`…`J`);
* `answer`: the gold letter; `category`: the config (task); `l2-category`: the difficulty; `split`.

Why yes/no and counts become multiple choice: VLMEvalKit routes a custom TSV that has `A` and `B` columns to
`CustomMCQDataset`, which scores with its MCQ matcher (exact letter or option-text matching, optionally an LLM
judge) and reports accuracy per `category` and `l2-category`; a TSV without options goes to `CustomVQADataset`,
whose `evaluate` is not implemented. With the answer set as the options, chance is the registry's chance level.
"""

from __future__ import annotations

import base64
import csv
import json
from pathlib import Path

import pyarrow.parquet as pq

from mindbench.generators.common.item import LETTERS

FORMATS = ("vlmevalkit",)


class ExportError(Exception):
    """A user-facing problem, printed as one line."""


def option_texts(row: dict, guesses: tuple[str, ...]) -> list[str]:
    """The options VLMEvalKit shows for one row, in letter order."""
    if row["answer_type"] == "choice":
        return list(row["choices"])
    return list(guesses)  # yes/no: Yes, No; integer: the guess range in order


def gold_letter(row: dict, options: list[str]) -> str:
    if row["answer_type"] == "choice":
        return row["answer"]
    if row["answer"] not in options:
        raise ExportError(f"{row['id']}: answer {row['answer']!r} is not one of the options {options}")
    return LETTERS[options.index(row["answer"])]


def split_shards(folder: Path, config: str, split: str) -> list[Path]:
    manifest_path = folder / "manifest.json"
    if not manifest_path.is_file():
        raise ExportError(f"{folder}: no manifest.json; pass a folder written by `mindbench build` (e.g. out/mindseye)")
    configs = json.loads(manifest_path.read_text())["configs"]
    items = sorted(c for c, splits in configs.items() if not any(e.get("view") for e in splits.values()))
    if config not in configs or config not in items:
        raise ExportError(f"--config {config!r}: not an item config of {folder}; built: {', '.join(items) or 'none'}")
    if split not in configs[config]:
        raise ExportError(f"--split {split}: {config} has only {', '.join(sorted(configs[config]))}")
    shards = [folder / s["file"] for s in configs[config][split]["shards"]]
    missing = [str(p) for p in shards if not p.is_file()]
    if missing:
        raise ExportError(f"{folder}: manifest lists {missing[0]} but it is missing")
    return shards


def export_vlmevalkit(folder: Path, config: str, split: str, out: Path) -> int:
    """Write the TSV; returns the number of rows. Streams one row group at a time."""
    from mindbench.generators.common.registry import get_task

    shards = split_shards(folder, config, split)
    benchmark = json.loads((folder / "manifest.json").read_text())["benchmark"]
    try:
        spec = get_task(benchmark, config)
    except (KeyError, ImportError) as exc:
        raise ExportError(f"--config {config}: not a registered task ({exc})") from None
    n_options = spec.n_options if spec.answer_type == "choice" else len(spec.guesses)
    letters = list(LETTERS[:n_options])
    if len(letters) < n_options:
        raise ExportError(f"{config}: {n_options} options do not fit in the letters {LETTERS}")
    columns = ["index", "id", "image", "question", *letters, "answer", "category", "l2-category", "split"]
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.tmp")
    n = 0
    with tmp.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, delimiter="\t", lineterminator="\n")
        writer.writerow(columns)
        for shard in shards:
            parquet = pq.ParquetFile(shard)
            for group in range(parquet.num_row_groups):
                for row in parquet.read_row_group(group).to_pylist():
                    options = option_texts(row, spec.guesses)
                    if len(options) != n_options:
                        raise ExportError(f"{row['id']}: {len(options)} options, expected {n_options}")
                    image = base64.b64encode(row["image"]["bytes"]).decode("ascii")
                    writer.writerow([n, row["id"], image, row["question"], *options, gold_letter(row, options),
                                     row["task"], row["difficulty"], row["split"]])
                    n += 1
    tmp.replace(out)
    return n
