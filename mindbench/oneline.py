"""One-line rejections for every `mindbench` command.

A bad argument or input is answered by ONE stderr line that names it and says what is wrong, and a non-zero exit:
never argparse's usage block, never a traceback. The helpers sit at the namespace root, beside the public API,
because every room with a command line uses them (builder, human_study, and lmms_tasks, which may import nothing
from generators or builder but the item record). Standard library only.
"""

from __future__ import annotations

import argparse
import functools
import sys
from typing import Any, NoReturn

LINE_BREAKS = frozenset("\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029")  # what str.splitlines splits on


def one_line(message: str) -> str:
    """`message` on one line: any line break a user's argument or path brought in is shown escaped."""
    return "".join(repr(c)[1:-1] if c in LINE_BREAKS else c for c in message)


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line `PROG: error: ...` with exit status 2 (no usage dump).

    `error_prog` fixes the name errors start with (default: this parser's `prog`); sub-command parsers made by
    `add_subparsers` are OneLineParsers too and inherit a fixed name, so `mindbench kg import` rejects as
    `mindbench kg: error: ...` while `mindbench` (no fixed name) lets each sub-command name itself.
    """

    def __init__(self, *args: Any, error_prog: str | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.error_prog = error_prog

    def add_subparsers(self, **kwargs: Any) -> argparse._SubParsersAction:
        kwargs.setdefault("parser_class", functools.partial(OneLineParser, error_prog=self.error_prog)
                          if self.error_prog else OneLineParser)
        return super().add_subparsers(**kwargs)

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.error_prog or self.prog}: error: {one_line(message)}\n")


def positive_int(text: str) -> int:
    """argparse type: an integer > 0 (the message names the bad value; argparse adds the option)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be > 0, got {value}")
    return value


def non_negative_int(text: str) -> int:
    """argparse type: an integer >= 0."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer >= 0, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be >= 0, got {value}")
    return value


def print_error(prog: str, message: str, status: int = 2) -> int:
    """Print the one stderr line for a rejection found after parsing; returns `status` for the caller to return."""
    print(f"{prog}: error: {one_line(message)}", file=sys.stderr)
    return status
