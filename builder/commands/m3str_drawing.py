"""M3STR's drawings as a reader meets them: per config and style of a built folder, the smallest label and how
many relation labels another edge runs through.

    python -m mindbench.builder.commands.m3str_drawing OUT [--split test]

For every M3STR config of `OUT` (a build folder, or its `m3str/` Hub folder) and each drawing style in it (the
`_style` configs' eight; the source configs' own `dot`), it prints: items, the smallest label in px of the
published PNG (`params.min_label_px`, which `verify` recomputes from the SVG), and the edge labels crossed by
another edge's line (`render.crossed_labels`, from the SVG), with the share of maps that have any.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from mindbench.builder.commands.legibility import benchmark_folder, count_rows, read_split

DRAWING_COLUMNS = ("svg", "params")  # what this command reads of a row


def drawing_stats(rows: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """style -> items, smallest label px, labels crossed, labels, maps with a crossed label."""
    from mindbench.generators.m3str.render import crossed_labels

    stats: dict[str, dict[str, float]] = defaultdict(lambda: {"items": 0, "min_label_px": float("inf"),
                                                              "crossed": 0, "labels": 0, "maps_crossed": 0})
    for row in rows:
        params = json.loads(row["params"])
        entry = stats[params.get("style") or params.get("engine", "dot")]
        crossed, labels = crossed_labels(row["svg"])
        entry["items"] += 1
        entry["min_label_px"] = min(entry["min_label_px"], float(params["min_label_px"]))
        entry["crossed"] += crossed
        entry["labels"] += labels
        entry["maps_crossed"] += crossed > 0
    return dict(stats)


def markdown(report: dict[str, dict[str, dict[str, float]]]) -> str:
    lines = ["| config | style | items | smallest label (px) | labels crossed by an edge | maps with one |",
             "|---|---|---:|---:|---:|---:|"]
    for config, styles in report.items():
        for style, s in styles.items():
            share = s["crossed"] / s["labels"] if s["labels"] else 0.0
            lines.append(f"| {config} | {style} | {s['items']} | {s['min_label_px']:.1f} | {s['crossed']}/"
                         f"{s['labels']} ({share:.1%}) | {s['maps_crossed']} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mindbench.builder.commands.m3str_drawing",
                                     description="smallest labels and crossed labels of a build's M3STR drawings")
    parser.add_argument("folder", type=Path, help="a build folder (or its m3str/ folder)")
    parser.add_argument("--split", default="test")
    args = parser.parse_args(argv)
    folder = benchmark_folder(args.folder, "m3str")
    configs = sorted(p.name for p in (folder / "data").glob("*") if count_rows(folder, p.name, args.split))
    if not configs:
        print(f"{folder}: no M3STR config with a {args.split} split (build one with `mindbench build "
              f"--benchmark m3str`)", file=sys.stderr)
        return 2
    print(markdown({config: drawing_stats(read_split(folder, config, args.split, DRAWING_COLUMNS))
                    for config in configs}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
