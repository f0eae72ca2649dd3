"""`python -m mindbench.lmms_tasks.extraction_eval`: the answer extractor's accuracy on the voiced model outputs.

Reads `extraction_voices` (model outputs written in the voices of distinct model families, each voice before the
rules were tuned on it) and prints, per voice and overall: accuracy with a Wilson 95% interval, invented answers
(an answer where the response commits to none), wrong answers (a different option than the one committed to) and
misses (None where the response commits). The same numbers back tests/test_extraction_voices.py and the figures
quoted in docs/extraction.md and the README. A case whose options are an M3STR completion's is read with the options'
names in other languages, as the atlas KG's rows carry them (`extraction_voices.CHOICE_ALIASES`); `--no-aliases`
reads every case without them. A Mind's Eye case of a voice whose writer was told the grid its panels are drawn in
(`extraction_voices.LAYOUT_TOLD`) is read with that grid (`extraction_voices.KIND_PLACES`: two rows of two for four
panels, two rows of three for six), as a row is read with its layout; `--no-places` reads every case without it, and
`--places-everywhere` reads the cases of every voice with it (the writers told no layout may have imagined another).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from mindbench.lmms_tasks.extraction import extract_answer
from mindbench.lmms_tasks.extraction_voices import (
    CHOICE_ALIASES,
    KIND_ANSWER_TYPE,
    KIND_PLACES,
    KIND_QUESTION,
    LAYOUT_TOLD,
    VOICES,
    VoiceCase,
)
from mindbench.oneline import OneLineParser

PROG = "python -m mindbench.lmms_tasks.extraction_eval"


@dataclass(frozen=True)
class Score:
    """Counts over a set of cases; `invented` answers where the response commits to none."""

    n: int
    correct: int
    invented: int
    wrong: int
    missed: int
    abstaining: int  # cases whose expected answer is None

    @property
    def accuracy(self) -> float:
        return self.correct / self.n if self.n else math.nan

    @property
    def invented_rate(self) -> float:
        """Invented answers per case that commits to nothing (the false-positive rate of the extractor)."""
        return self.invented / self.abstaining if self.abstaining else 0.0


def extracted(case: VoiceCase, aliases: bool = True, places: bool | None = True) -> str | None:
    """The answer read from the case; with `aliases`, its options' other-language names as a row carries them; with
    `places`, the grid its panels were said to be drawn in, where its writer was told it (None: whatever the voice)."""
    names = CHOICE_ALIASES.get(case.choices) if aliases else None
    told = places is None or (places and case.voice in LAYOUT_TOLD)
    grid = KIND_PLACES.get(case.kind) if told else None
    return extract_answer(case.response, KIND_ANSWER_TYPE[case.kind], list(case.choices),
                          question=KIND_QUESTION[case.kind], aliases=None if names is None else list(map(list, names)),
                          places=grid)


def score(cases: Iterable[VoiceCase], answers: Mapping[int, str | None] | None = None, aliases: bool = True,
          places: bool | None = True) -> tuple[Score, list[tuple[VoiceCase, str | None]]]:
    """The Score of `cases` and the (case, extracted) pairs it got wrong; `answers` (extracted answer by `id` of
    the case) when they were already extracted."""
    n = correct = invented = wrong = missed = abstaining = 0
    misses = []
    for case in cases:
        got = answers[id(case)] if answers is not None else extracted(case, aliases, places)
        n += 1
        abstaining += case.expected is None
        if got == case.expected:
            correct += 1
            continue
        misses.append((case, got))
        if case.expected is None:
            invented += 1
        elif got is None:
            missed += 1
        else:
            wrong += 1
    return Score(n, correct, invented, wrong, missed, abstaining), misses


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion (95% by default)."""
    if n == 0:
        return (math.nan, math.nan)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def score_voices(voices: Sequence[str] | None = None, aliases: bool = True, places: bool | None = True,
                 ) -> dict[str, Score]:
    """Score per voice (all voices when `voices` is None), plus "overall" over the same cases."""
    names = list(voices or VOICES)
    answers = {id(case): extracted(case, aliases, places) for name in names for case in VOICES[name]}  # read once
    out = {name: score(VOICES[name], answers)[0] for name in names}
    out["overall"] = score((case for name in names for case in VOICES[name]), answers)[0]
    return out


def table(scores: dict[str, Score]) -> str:
    lines = [f"{'voice':<14}{'n':>5}{'accuracy':>10}  {'95% interval':<15}{'invented':>9}{'wrong':>7}{'missed':>8}",
             "-" * 68]
    for name, s in scores.items():
        low, high = wilson(s.correct, s.n)
        lines.append(f"{name:<14}{s.n:>5}{100 * s.accuracy:>9.1f}%  {100 * low:>5.1f}–{100 * high:<5.1f}%   "
                     f"{s.invented:>8}{s.wrong:>7}{s.missed:>8}")
    overall = scores.get("overall")
    if overall:
        lines.append(f"invented-answer rate: {overall.invented}/{overall.abstaining} responses that commit to "
                     f"nothing ({100 * overall.invented_rate:.1f}%)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog=PROG, description=__doc__.splitlines()[0])
    parser.add_argument("--voice", action="append", choices=list(VOICES), help="only these voices (repeatable)")
    parser.add_argument("--misses", action="store_true", help="also print every case the extractor gets wrong")
    parser.add_argument("--no-aliases", action="store_true",
                        help="read the cases without their options' names in other languages")
    parser.add_argument("--no-places", action="store_true",
                        help="read the cases without the grid their panels are drawn in")
    parser.add_argument("--places-everywhere", action="store_true",
                        help="read the cases of every voice with that grid, not only those whose writer was told it")
    args = parser.parse_args(argv)
    aliases = not args.no_aliases
    places = False if args.no_places else None if args.places_everywhere else True
    scores = score_voices(args.voice, aliases, places)
    print(table(scores))
    if args.misses:
        for name in args.voice or VOICES:
            for case, got in score(VOICES[name], aliases=aliases, places=places)[1]:
                print(f"[{name}/{case.kind}] expected {case.expected}, got {got}: {case.response[:120]!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
