"""Progress a person can read: bars on a terminal, plain lines in logs.

On a terminal a build shows one overall bar (items done of the whole command, rate, ETA, the config being built)
above the bar of the current split. When standard error is not a terminal (CI logs, a file), carriage-return bars
would pile up into one unreadable line, so each bar becomes a `LineProgress`: one plain line every few seconds and
one at the end.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any, TextIO

from tqdm import tqdm

LINE_INTERVAL_S = 10.0  # seconds between two progress lines off a terminal


class LineProgress:
    """The part of tqdm's interface the build uses, written as whole lines: `desc: n/total items (p%), rate, ETA`."""

    def __init__(self, total: int, desc: str, stream: TextIO | None = None,
                 clock: Callable[[], float] = time.monotonic, interval: float = LINE_INTERVAL_S) -> None:
        self.total, self.desc, self.n, self.postfix = total, desc, 0, ""
        self.stream = stream or sys.stderr
        self.clock, self.interval = clock, interval
        self.start = self.last = clock()
        self.shown: tuple[int, str] | None = None  # (n, postfix) of the last line written

    def __enter__(self) -> LineProgress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def update(self, n: int = 1) -> None:
        self.n += n
        if self.clock() - self.last >= self.interval:
            self.emit()

    def set_postfix_str(self, text: str, refresh: bool = True) -> None:
        self.postfix = text

    def set_postfix(self, **values: Any) -> None:
        self.postfix = ", ".join(f"{k}={v}" for k, v in values.items())

    def refresh(self) -> None:
        """Nothing to redraw between lines (tqdm's bars redraw here)."""

    def line(self) -> str:
        elapsed = max(self.clock() - self.start, 1e-9)
        rate = self.n / elapsed
        share = f" ({100 * self.n / self.total:.0f}%)" if self.total else ""
        eta = f", ETA {format_seconds((self.total - self.n) / rate)}" if rate and self.total > self.n else ""
        extra = f", {self.postfix}" if self.postfix else ""
        return f"{self.desc}: {self.n}/{self.total} items{share}, {rate:.1f} items/s{eta}{extra}"

    def emit(self) -> None:
        print(self.line(), file=self.stream, flush=True)
        self.last = self.clock()
        self.shown = (self.n, self.postfix)

    def close(self) -> None:
        """The last line, unless the one just written already says it."""
        if self.n and self.shown != (self.n, self.postfix):
            self.emit()


def format_seconds(seconds: float) -> str:
    minutes, secs = divmod(int(round(seconds)), 60)
    return f"{minutes}:{secs:02d}" if minutes < 60 else f"{minutes // 60}:{minutes % 60:02d}:{secs:02d}"


def progress_bar(total: int, desc: str, enabled: bool, *, overall: bool = False) -> Any:
    """A tqdm bar on a terminal (the overall one on top, a split's below it and cleared when done), a
    `LineProgress` off one, and a silent tqdm when progress is off."""
    if not enabled:
        return tqdm(total=total, disable=True)
    if sys.stderr.isatty():
        return tqdm(total=total, desc=desc, unit="item", dynamic_ncols=True, position=0 if overall else 1,
                    leave=overall)
    return LineProgress(total, desc)
