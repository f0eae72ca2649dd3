"""`mindbench golden [--write]` (also `python -m mindbench.builder.commands.golden`): check the committed golden
digests against freshly generated items, or add the block of a new `GENERATOR_VERSION`
(`mindbench.builder.pipeline.golden` says what a digest covers)."""

from __future__ import annotations

from mindbench.builder.pipeline.golden import GoldenError, current_digests, differences, write_golden
from mindbench.generators import GENERATOR_VERSION
from mindbench.generators.common.draw import NoValidDraw
from mindbench.generators.common.registry import benchmarks
from mindbench.oneline import OneLineParser, print_error


def main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(prog="mindbench golden", description="check or add golden digests")
    parser.add_argument("--write", action="store_true", help="add the current generator version's digests")
    parser.add_argument("--benchmark", choices=benchmarks(), action="append",
                        help="only this benchmark (repeatable; default: all)")
    args = parser.parse_args(argv)
    try:
        bad = 0
        for benchmark in args.benchmark or benchmarks():
            if args.write:
                print(f"wrote {write_golden(benchmark, current_digests(benchmark))}")
                continue
            lines = list(differences(benchmark))
            bad += len(lines)
            print("\n".join(lines) if lines else f"{benchmark}: digests hold for generator version "
                                                 f"{GENERATOR_VERSION}")
    except (GoldenError, NoValidDraw) as exc:
        return print_error("mindbench golden", str(exc))
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
