"""The dataset-card template: YAML `configs:` so the Hub (and `load_dataset(folder, config)`) find every split."""

from __future__ import annotations

from pathlib import Path

BENCHMARK_INFO = {
    "mindseye": {
        "pretty_name": "Mind's Eye (mindbench)",
        "license": "apache-2.0",
        "summary": "Procedurally generated visuospatial reasoning puzzles in three cognitive dimensions "
                   "(Abstraction, Relation, Transformation); multiple choice with lettered option panels and "
                   "diagnostic distractors. Every item is re-solved by an independent verifier before it is written.",
        "licence_note": "Generated data, Apache-2.0.",
    },
    "m3str": {
        "pretty_name": "M3STR (mindbench)",
        "license": "odbl",
        "summary": "Multimodal knowledge-graph maps drawn with Graphviz (entity image + name per node, relation label "
                   "per edge); tasks count, detect a factual anomaly, complete a masked entity or relation.",
        "licence_note": "The embedded world knowledge graph derives from world-countries (ODbL 1.0), Unicode CLDR "
                        "(Unicode licence) and public-domain country flags; see the notices shipped with the "
                        "package. A build from another KG (`--kg`) inherits that KG's licence.",
    },
}

CITATION = """@misc{mindbench,
  title  = {mindbench: verified generators for the M3STR and Mind's Eye abstract visual understanding benchmarks},
  year   = {2026},
  note   = {Software and generated data}
}"""


def dataset_info(task: str, splits: dict[str, dict]) -> dict:
    """The card's `dataset_info` entry for one config, as `push_to_hub` writes it.

    Besides documenting features and sizes, it makes `datasets`' cache key depend on the folder's content:
    without it two local builds of the same config share one cache entry and the second loads stale rows.
    """
    from datasets import DatasetInfo, SplitDict, SplitInfo

    from builder.schema import features
    from hf_dataset.sft import sft_features

    split_dict = SplitDict()
    for split in sorted(splits, key=("test", "train").index):
        entry = splits[split]
        split_dict.add(SplitInfo(name=split, num_bytes=sum(s["bytes"] for s in entry["shards"]),
                                 num_examples=entry["rows"]))
    size = sum(s.num_bytes for s in split_dict.values())
    is_sft = any(entry.get("view") == "sft" for entry in splits.values())
    info = DatasetInfo(features=sft_features() if is_sft else features(), splits=split_dict, download_size=size,
                       dataset_size=size, config_name=task)
    return info._to_yaml_dict()


def size_category(rows: int) -> str:
    """The Hub's size bucket for a row count."""
    for bound, label in ((1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K"),
                         (1_000_000, "100K<n<1M")):
        if rows < bound:
            return label
    return "1M<n<10M"


def build_commands(bench: str, configs: dict) -> list[str]:
    """One `mindbench build` line per (split, n, seed) group that reproduces the folder's shards."""
    groups: dict[tuple[str, int, int], list[str]] = {}
    for task, splits in sorted(configs.items()):
        for split, entry in splits.items():
            if not entry.get("view"):
                groups.setdefault((split, entry["rows"], entry["seed"]), []).append(task)
    return [f"mindbench build --benchmark {bench} --tasks {','.join(tasks)} --split {split} --n {n} --seed {seed}"
            + (" --kg <the KG folder>" if bench == "m3str" else "")
            for (split, n, seed), tasks in sorted(groups.items(), key=lambda kv: (("test", "train").index(kv[0][0]),
                                                                                 kv[0][1:]))]


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


def render_card(manifest: dict) -> str:
    """Markdown dataset card for a benchmark folder from its manifest (deterministic text)."""
    bench = manifest["benchmark"]
    info = BENCHMARK_INFO[bench]
    configs = manifest["configs"]
    lines = ["---", front_matter(bench, configs).rstrip("\n")]
    lines += ["---", "", f"# {info['pretty_name']}", "", info["summary"], ""]
    lines += ["## Configs", "", "| config | split | rows | answers | difficulty | rejected draws |",
              "|---|---|---|---|---|---|"]
    for task in sorted(configs):
        for split, entry in sorted(configs[task].items(), key=lambda kv: ("test", "train").index(kv[0])):
            if entry.get("view") == "sft":
                lines.append(f"| {task} | {split} | {entry['rows']} | finetuning view of `{entry['source']}` "
                             "(`messages` + `images`) | | |")
                continue
            answers = ", ".join(f"{k}: {v}" for k, v in entry["answers"].items()) if len(entry["answers"]) <= 10 \
                else f"{len(entry['answers'])} distinct"
            difficulty = ", ".join(f"{k}: {v}" for k, v in entry["difficulty"].items())
            rejected = ", ".join(f"{k}: {v}" for k, v in entry["rejected"].items()) or "0"
            if entry.get("duplicates_kept"):
                rejected += f"; structural repeats kept: {entry['duplicates_kept']}"
            lines.append(f"| {task} | {split} | {entry['rows']} | {answers} | {difficulty} | {rejected} |")
    items = sorted(c for c in configs if not any(e.get("view") for e in configs[c].values()))
    first = items[0] if items else "<config>"
    lines += ["", "## Use", "", "```python", "from datasets import load_dataset",
              f'ds = load_dataset("<this repo or folder>", "{first}", split="test")',
              "```", "",
              "Columns: `id`, `benchmark`, `task`, `dimension`, `split`, `image` (PNG), `question`, `choices`, "
              "`answer`, `answer_type`, `difficulty`, `option_kinds`, `params` (JSON: every parameter needed to "
              "re-solve the item), `svg` (vector source), `seed`.", "",
              "Every config with a train split also has `<config>_sft` (train only): the same rows in TRL's vision "
              "SFT convention, `messages` (user: image + the evaluation prompt; assistant: `Answer: X`) and "
              "`images`, ready for `trl.SFTTrainer`.", ""]
    if manifest.get("samples"):
        lines += ["## Samples", ""]
        lines += [f"**{Path(path).stem}** (first test item)\n\n![{Path(path).stem}]({path})\n"
                  for path in manifest["samples"]]
    kg_note = " (`--kg`: the embedded world KG unless another MMKG folder was given)" if bench == "m3str" else ""
    lines += ["## Generation", "",
              f"Generator version {manifest['generator_version']}. These commands reproduce the shards "
              f"byte for byte{kg_note}:", "", "```bash", *build_commands(bench, configs), "```", "",
              "Train items never repeat a test item's structural signature (M3STR: no test gold triple appears in "
              "a train map). `manifest.json` lists every shard with its sha256.", "",
              "Versions: " + ", ".join(f"{k} {v}" for k, v in manifest["versions"].items()), "",
              "## Licence", "", info["licence_note"], "", "## Citation", "", "```bibtex", CITATION, "```", ""]
    return "\n".join(lines)
