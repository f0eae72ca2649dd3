"""`mindbench export --format vlmevalkit FOLDER --config C [--split test] [--out FILE.tsv]`: the command around
`mindbench.hf_dataset.export` (which says what the TSV holds); a rejection is one line and exit status 2."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mindbench.hf_dataset.export import FORMATS, ExportError, export_vlmevalkit
from mindbench.oneline import OneLineParser, print_error


def fail(message: str) -> int:
    return print_error("mindbench", message)


def make_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="mindbench export", description="one config as a VLMEvalKit TSV")
    parser.add_argument("folder", help="a built benchmark folder, e.g. out/mindseye")
    parser.add_argument("--format", required=True, choices=FORMATS)
    parser.add_argument("--config", required=True, help="one item config, e.g. paper_folding")
    parser.add_argument("--split", default="test", choices=("test", "train"))
    parser.add_argument("--out", help="the TSV to write (default: <benchmark>_<config>_<split>.tsv here); its "
                                      "stem is the VLMEvalKit dataset name")
    return parser


def export_main(argv: list[str]) -> int:
    args = make_parser().parse_args(argv)
    folder = Path(args.folder)
    if not folder.is_dir():
        return fail(f"{folder}: not a directory")
    bench = folder.name
    out = Path(args.out) if args.out else Path(f"{bench}_{args.config}_{args.split}.tsv")
    if out.suffix != ".tsv":
        return fail(f"--out {out}: name a .tsv file (VLMEvalKit reads <name>.tsv)")
    try:
        n = export_vlmevalkit(folder, args.config, args.split, out)
    except ExportError as exc:
        return fail(str(exc))
    except OSError as exc:
        return fail(f"--out {out}: cannot write ({exc.strerror or exc})")
    print(f"wrote {out.resolve()} ({n} rows); VLMEvalKit dataset name: {out.stem}")
    return 0


if __name__ == "__main__":
    sys.exit(export_main(sys.argv[1:]))
