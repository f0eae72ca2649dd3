"""`mindbench kg …`: inspect an MMKG folder or import one from FB15k-237 / WN18 dumps.

    mindbench kg stats PATH
    mindbench kg import {fb15k237,wn18} SRC [--images IMGDIR] --out DIR [--link-images]

Returns an exit status instead of exiting so the `mindbench` CLI can wire it in as a sub-command.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

from mindbench.builder.kg.importers import IMPORTERS
from mindbench.generators.m3str.kg import KG, KGError, default_kg_path, load_kg, resolve_kg_argument
from mindbench.oneline import OneLineParser, print_error


def stats_lines(kg: KG) -> list[str]:
    """Human-readable summary: sizes, image coverage, types, load warnings."""
    with_image = sum(1 for e in kg.entities.values() if e.image)
    n_entities = len(kg.entities)
    types = Counter(e.type or "(none)" for e in kg.entities.values())
    per_relation = Counter(r for _, r, _ in kg.triples)
    isolated = sum(1 for eid in kg.entity_ids if not kg.incident(eid))
    lines = [
        f"kg: {kg.name} ({kg.root})",
        f"entities: {n_entities}",
        f"relations: {len(kg.relations)}",
        f"triples: {len(kg.triples)} (duplicates dropped: {kg.report.duplicate_triples})",
        f"image coverage: {with_image}/{n_entities} entities ({100 * with_image / max(n_entities, 1):.1f}%)"
        + (f", {kg.report.svg_only_images} with only SVG images (unused)" if kg.report.svg_only_images else ""),
        f"entities without triples: {isolated}",
        "entity types: " + ", ".join(f"{t} {n}" for t, n in sorted(types.items(), key=lambda kv: (-kv[1], kv[0]))),
        "triples per relation: "
        + ", ".join(f"{kg.relations[r]!r} {n}" for r, n in sorted(per_relation.items(), key=lambda kv: -kv[1])[:12])
        + (" …" if len(per_relation) > 12 else ""),
        f"relation labels renamed to be unique: {len(kg.report.label_fixes)}",
        f"load time: {kg.report.load_seconds:.3f} s",
    ]
    lines += [f"warning: {w}" for w in kg.report.warnings[:20]]
    if len(kg.report.warnings) > 20:
        lines.append(f"warning: … {len(kg.report.warnings) - 20} more")
    return lines


def build_parser() -> argparse.ArgumentParser:
    # error_prog: `mindbench kg import` rejects as "mindbench kg: error: ..." like the KG errors below
    parser = OneLineParser(prog="mindbench kg", error_prog="mindbench kg",
                           description="Inspect or import multimodal knowledge graphs")
    commands = parser.add_subparsers(dest="command", required=True)
    stats = commands.add_parser("stats", help="validate an MMKG folder and print its statistics")
    stats.add_argument("path", nargs="?", default=None, help="MMKG folder or embedded KG name: atlas (default), world")
    importer = commands.add_parser("import", help="convert an FB15k-237 or WN18 dump into an MMKG folder")
    importer.add_argument("format", choices=sorted(IMPORTERS))
    importer.add_argument("src", type=Path, help="folder with train.txt/valid.txt/test.txt and entity2text.txt")
    importer.add_argument("--images", type=Path, default=None, help="image folder with one sub-folder per entity")
    importer.add_argument("--out", type=Path, required=True, help="MMKG folder to write")
    importer.add_argument("--link-images", action="store_true", help="symlink images instead of copying them")
    return parser


def kg_main(argv: list[str]) -> int:
    """Entry point for `mindbench kg ARGS`; a bad KG or file prints one line to stderr and returns 1, a bad
    argument exits with status 2 (one line too)."""
    args = build_parser().parse_args(argv)
    try:
        if args.command == "stats":
            kg = load_kg(resolve_kg_argument(args.path) if args.path else default_kg_path())
            print("\n".join(stats_lines(kg)))
            return 0
        started = time.perf_counter()
        report = IMPORTERS[args.format](args.src, args.images, args.out, link_images=args.link_images)
        print("\n".join(report.lines()))
        kg = load_kg(args.out)
        print(f"wrote {args.out} in {time.perf_counter() - started:.1f} s; it loads and validates "
              f"({len(kg.entities)} entities, {len(kg.triples)} triples)")
        return 0
    except (KGError, OSError) as exc:
        return print_error("mindbench kg", str(exc), status=1)


if __name__ == "__main__":
    raise SystemExit(kg_main(sys.argv[1:]))
