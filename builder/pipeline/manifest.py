"""README.md (dataset card) and manifest.json of a benchmark folder, derived from the finished splits."""

from __future__ import annotations

import json
import platform
from importlib import metadata
from pathlib import Path

from mindbench.builder.pipeline.audit import current_audit
from mindbench.builder.pipeline.layout import finished_splits
from mindbench.generators import GENERATOR_VERSION
from mindbench.hf_dataset.card import render_card
from mindbench.hf_dataset.sft import SFT_SUFFIX

VERSIONED_PACKAGES = ("mindbench", "numpy", "pyarrow", "datasets", "cairosvg", "svgwrite", "pygraphviz", "pillow",
                      "pyyaml")


def package_versions() -> dict[str, str]:
    versions = {"python": platform.python_version()}
    for name in VERSIONED_PACKAGES:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = "not installed"
    return versions


def recorded_falsity(folder: Path, task: str, split: str) -> str | None:
    """M3STR: how the split's corruptions and distractors were shown false (`rules`, or `closed_world` for a KG
    that declares no relation rules, where a 'false' candidate may still be true in the world)."""
    import pyarrow.parquet as pq

    shards = sorted((folder / "data" / task).glob(f"{split}-*-of-*.parquet"))
    if not shards:
        return None
    params = json.loads(pq.ParquetFile(shards[0]).read_row_group(0, columns=["params"]).column(0)[0].as_py())
    return params.get("falsity") if isinstance(params, dict) else None


def build_manifest(folder: Path) -> dict:
    configs: dict[str, dict[str, dict]] = {}
    for task, by_split in finished_splits(folder).items():
        for split, state in by_split.items():
            configs.setdefault(task, {})[split] = {
                "rows": state["n"],
                "seed": state["seed"],
                "fingerprint": state["fingerprint"],
                "shards": state["shards"],
                "rejected": state["rejected"],
                "duplicates_kept": state.get("duplicates_kept", 0),
                "answers": state["answers"],
                "difficulty": state["difficulty"],
            }
            if state.get("difficulty_human"):  # the human study's labels, written by `mindbench human relabel`
                configs[task][split]["difficulty_human"] = state["difficulty_human"]
            falsity = recorded_falsity(folder, task, split)
            if falsity:
                configs[task][split]["falsity"] = falsity
            if state.get("sft_shards"):
                # TRL vision SFT view of the same rows (see hf_dataset/sft.py)
                configs.setdefault(f"{task}{SFT_SUFFIX}", {})[split] = {
                    "view": "sft", "source": task, "rows": state["n"], "seed": state["seed"],
                    "shards": state["sft_shards"]}
    samples = sorted(f"samples/{task}.png" for task in configs if (folder / "samples" / f"{task}.png").exists())
    audit = current_audit(folder)
    return {
        "benchmark": folder.name,
        "generator_version": GENERATOR_VERSION,
        "versions": package_versions(),
        "configs": {task: configs[task] for task in sorted(configs)},
        "samples": samples,
    } | ({"holdout": {k: v for k, v in audit.items() if k != "fingerprints"}} if audit else {})


def write_card_and_manifest(folder: Path) -> None:
    """Rewrite both files atomically from what is finished (a config appears only once complete)."""
    manifest = build_manifest(folder)
    for name, text in (("manifest.json", json.dumps(manifest, indent=1, sort_keys=True) + "\n"),
                       ("README.md", render_card(manifest, folder))):
        tmp = folder / f".{name}.tmp"
        tmp.write_text(text)
        tmp.replace(folder / name)
