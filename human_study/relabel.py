"""`mindbench human relabel`: write the human study's difficulty into a built benchmark folder.

The export (`human.json` or `items.csv` of `mindbench human export`) gives every rated item the Mind's Eye paper's
5-rater label (easy: all 5 right; hard: at most 1 right; medium otherwise; none with fewer than 5 ratings). This
module adds it to every row of the folder as the column `difficulty_human` (null where the study has no label), next
to the generator's parametric `difficulty`, so that `load_dataset` users and `mindbench report --difficulty human`
can group by what people found hard.

Each shard is rewritten beside itself and renamed over the old one only when every shard of the folder has been
written (a failure leaves the folder as it was); the build state's shard sizes and hashes, the manifest and the card
are then rewritten from the new shards. A later relabel replaces the column.
"""

from __future__ import annotations

import csv
import json
import os
from collections import Counter
from pathlib import Path

from mindbench.human_study.analysis import LEVELS

HUMAN_COLUMN = "difficulty_human"


class RelabelError(Exception):
    """The ratings or the folder cannot be used (one line for the user)."""


def read_labels(ratings: Path) -> tuple[dict[str, str | None], int]:
    """item id → its 5-rater label (None: rated by fewer than `raters` people) from an export, and the raters.

    Accepts the export folder, its `human.json` or its `items.csv`."""
    path = ratings / "human.json" if ratings.is_dir() else ratings
    if not path.is_file():
        raise RelabelError(f"--ratings {ratings}: no human.json or items.csv of `mindbench human export` there")
    if path.suffix == ".csv":
        try:
            with path.open(newline="", encoding="utf-8") as handle:
                rows = list(csv.DictReader(handle))
        except (OSError, UnicodeDecodeError, csv.Error) as error:
            raise RelabelError(f"--ratings {path}: not a readable CSV ({error.__class__.__name__})") from None
        if not rows or "id" not in rows[0] or "human_difficulty" not in rows[0]:
            raise RelabelError(f"--ratings {path}: no id and human_difficulty columns (items.csv of `mindbench "
                               "human export`)")
        return {row["id"]: checked_label(row["human_difficulty"] or None, path, row["id"]) for row in rows}, 5
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise RelabelError(f"--ratings {path}: not readable JSON ({error.__class__.__name__})") from None
    from mindbench.human_study.analysis import FORMAT

    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("items"), list):
        raise RelabelError(f"--ratings {path}: not a `mindbench human export` result ({FORMAT})")
    raters = int((data.get("relabelling") or {}).get("raters") or 5)
    return {str(item["id"]): checked_label(item.get("human_difficulty"), path, item["id"])
            for item in data["items"]}, raters


def checked_label(label: str | None, path: Path, item: str) -> str | None:
    if label is not None and label not in LEVELS:
        raise RelabelError(f"--ratings {path}: item {item} has human_difficulty {label!r}, not one of "
                           f"{', '.join(LEVELS)} or empty")
    return label


def benchmark_folders(data: Path) -> list[Path]:
    """The built benchmark folders at `data`: the folder itself when it is one, else its sub-folders that are."""
    def is_built(folder: Path) -> bool:
        return (folder / "manifest.json").is_file() and (folder / "data").is_dir()

    if is_built(data):
        return [data]
    found = sorted(folder for folder in data.iterdir() if folder.is_dir() and is_built(folder)) \
        if data.is_dir() else []
    if not found:
        raise RelabelError(f"--data {data}: not a built benchmark folder (no manifest.json and data/); pass "
                           "`mindbench build --out` or one benchmark folder in it")
    return found


def item_shards(folder: Path) -> list[Path]:
    """The item shards of a benchmark folder (finetuning views `<config>_sft` have no difficulty)."""
    from mindbench.hf_dataset.sft import SFT_SUFFIX

    return sorted(path for path in (folder / "data").glob("*/*-of-*.parquet")
                  if not path.parent.name.endswith(SFT_SUFFIX))


def relabelled_shard(path: Path, labels: dict[str, str | None], target: Path) -> Counter:
    """Write `path` with the `difficulty_human` column (replacing an earlier one) to `target`, row groups kept;
    returns the counts per (parametric, human) label."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    from mindbench.builder.pipeline.layout import PARQUET_OPTIONS
    from mindbench.hf_dataset.features import arrow_schema

    schema = arrow_schema((HUMAN_COLUMN,))
    counts: Counter = Counter()
    parquet = pq.ParquetFile(path)
    with pq.ParquetWriter(target, schema, **PARQUET_OPTIONS) as writer:
        for group in range(parquet.num_row_groups):
            table = parquet.read_row_group(group)
            if HUMAN_COLUMN in table.column_names:
                table = table.drop_columns([HUMAN_COLUMN])
            human = [labels.get(item) for item in table.column("id").to_pylist()]
            counts.update(zip(table.column("difficulty").to_pylist(), human, strict=True))
            table = table.append_column(HUMAN_COLUMN, pa.array(human, type=pa.string()))
            writer.write_table(table.select(schema.names).cast(schema), row_group_size=table.num_rows)
    return counts


def relabel_folder(folder: Path, labels: dict[str, str | None], source: str) -> dict[str, dict[str, dict]]:
    """Relabel every item shard of one benchmark folder, then its state, manifest and card.

    Returns config → split → {"parametric → human": count}."""
    from mindbench.builder.pipeline.layout import STATE_DIR, sha256_file, write_json_atomic
    from mindbench.builder.pipeline.manifest import write_card_and_manifest

    shards = item_shards(folder)
    staged, tallies = [], {}
    try:
        for path in shards:
            target = path.with_name(f".{path.name}.{os.getpid()}.relabel")
            staged.append((target, path))
            key = (path.parent.name, path.name.split("-", 1)[0])
            tallies.setdefault(key, Counter()).update(relabelled_shard(path, labels, target))
    except BaseException:
        for target, _ in staged:
            target.unlink(missing_ok=True)
        raise
    for target, path in staged:
        os.replace(target, path)
    summary: dict[str, dict[str, dict]] = {}
    for (config, split), counts in sorted(tallies.items()):
        state_path = folder / STATE_DIR / config / split / "state.json"
        table = human_table(counts)
        summary.setdefault(config, {})[split] = table
        if not state_path.is_file():
            continue
        state = json.loads(state_path.read_text())
        for shard in state.get("shards", []):
            file = folder / shard["file"]
            if file.is_file():
                shard["bytes"], shard["sha256"] = file.stat().st_size, sha256_file(file)
        state[HUMAN_COLUMN] = {"source": source, **table}
        write_json_atomic(state_path, state)
    write_card_and_manifest(folder)
    return summary


def human_table(counts: Counter) -> dict:
    """Counts of the human labels overall and against the parametric label (`unrated`: no human label)."""
    def name(label: str | None) -> str:
        return label or "unrated"

    overall = Counter()
    by_parametric: dict[str, Counter] = {}
    for (parametric, human), count in counts.items():
        overall[name(human)] += count
        by_parametric.setdefault(str(parametric), Counter())[name(human)] += count
    order = [*LEVELS, "unrated"]
    return {"counts": {k: overall[k] for k in order if overall[k]},
            "by_parametric": {p: {k: c[k] for k in order if c[k]}
                              for p, c in sorted(by_parametric.items(), key=lambda pair: level_rank(pair[0]))}}


def level_rank(level: str) -> tuple[int, str]:
    return ([*LEVELS].index(level) if level in LEVELS else len(LEVELS), level)


def relabel(data: Path, ratings: Path) -> list[tuple[Path, dict]]:
    """Relabel every benchmark folder at `data` from the export at `ratings`; refuses when no item of the folder
    was rated (a study of another build)."""
    labels, _ = read_labels(ratings)
    folders = benchmark_folders(data)
    import pyarrow.parquet as pq

    ids = {item for folder in folders for path in item_shards(folder)
           for item in pq.read_table(path, columns=["id"]).column("id").to_pylist()}
    if not ids & set(labels):
        raise RelabelError(f"--ratings {ratings}: none of its {len(labels)} items is in {data} (a study of "
                           "another build?)")
    return [(folder, relabel_folder(folder, labels, str(ratings))) for folder in folders]
