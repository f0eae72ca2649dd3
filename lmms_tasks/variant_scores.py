"""Scores of the variant configs that present one source item several times: CircularEval (`<config>_circular`, each
item once per cyclic rotation of its k options) and judge (`<config>_judge`, one Yes and one No candidate per source).

Both group items by their source, read from the item id alone (item i of a variant is source item i // per, with
per = k rotations or 2 candidates), so `mindbench report` needs nothing beyond what every record carries:

* circular accuracy: the share of source items answered right in every rotation. A uniform guesser passes one
  rotation with probability 1/k, all k with (1/k)^k (0.39% for k = 4, 0.002% for k = 6), the chance level shown;
* consistent (judge): the share of source items whose every candidate was judged right; chance 1/2 per candidate,
  (1/2)^2 = 25% for a source's two.

Source items with some rotation or candidate missing (a partial or sharded run) are left out and counted apart.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any, Protocol

from mindbench.lmms_tasks.stats import wilson

CIRCULAR_SUFFIX = "_circular"
JUDGE_SUFFIX = "_judge"
JUDGE_CANDIDATES = 2  # per source item: one Yes candidate, one No candidate


class Scored(Protocol):
    """What a report sample offers: its item id and whether it was answered right."""

    item: str
    correct: bool


def per_source(config: str, n_options: int) -> int:
    """Items per source item of a variant config (0 for a config that is no such variant)."""
    if config.endswith(CIRCULAR_SUFFIX):
        return n_options
    if config.endswith(JUDGE_SUFFIX):
        return JUDGE_CANDIDATES
    return 0


def by_source(samples: Iterable[Scored], per: int) -> tuple[dict[str, list[bool]], int]:
    """Correctness grouped by source item (id prefix and index // per), and how many items had no index."""
    groups: dict[str, list[bool]] = defaultdict(list)
    unreadable = 0
    for sample in samples:
        head, _, index = sample.item.rpartition("/")
        if not index.isdigit():
            unreadable += 1
            continue
        groups[f"{head}/{int(index) // per}"].append(bool(sample.correct))
    return groups, unreadable


def all_right_share(samples: Iterable[Scored], per: int) -> dict[str, Any]:
    """Share of whole source items (all `per` items present) answered right throughout, and the counts."""
    groups, unreadable = by_source(samples, per)
    whole = [hits for hits in groups.values() if len(hits) == per]
    passed = sum(all(hits) for hits in whole)
    interval = wilson(passed, len(whole))
    return {"value": passed / len(whole) if whole else None, "ci95": list(interval) if interval else None,
            "sources": len(whole),
            "incomplete_sources": len(groups) - len(whole), "unreadable_items": unreadable}


def variant_score(config: str, n_options: int, samples: list[Scored]) -> dict[str, Any] | None:
    """The circular or consistency score of a variant config's samples, with its chance level; None elsewhere."""
    per = per_source(config, n_options)
    if not per or not samples:
        return None
    score = all_right_share(samples, per)
    if config.endswith(CIRCULAR_SUFFIX):
        return {"kind": "circular", "rotations": per, "chance": (1 / per) ** per, **score}
    return {"kind": "consistent", "candidates": per, "chance": 0.5 ** per, **score}


def fmt(value: float | None, interval: list[float] | None = None) -> str:
    """A score with its 95% Wilson interval when it has one; "n/a" for no score."""
    if value is None:
        return "n/a"
    return f"{value:.3f} [{interval[0]:.3f}, {interval[1]:.3f}]" if interval else f"{value:.3f}"


def chance_text(value: float) -> str:
    return f"{value:.4%}" if value < 0.01 else f"{value:.1%}"


def variant_table(rows: list[tuple[str, float | None, dict[str, Any]]]) -> list[str]:
    """Markdown: per variant task its plain accuracy beside the circular or consistent score and chance levels.

    `rows`: (task, plain accuracy, `variant_score`)."""
    if not rows:
        return []
    lines = ["### Circular and judge variants", "",
             "`circular`: share of source items answered right in every rotation of their k options (chance "
             "(1/k)^k for a uniform guesser). `consistent`: share of source items whose Yes and No candidates were "
             "both judged right (chance 25%). Scores with their 95% Wilson interval over the source items. "
             "`sources`: whole source items scored (incomplete ones left out).", "",
             "| task | accuracy | score | kind | chance | sources | incomplete |", "|---|---|---|---|---|---|---|"]
    for task, plain, score in rows:
        lines.append(f"| {task} | {fmt(plain)} | {fmt(score['value'], score.get('ci95'))} | {score['kind']} | "
                     f"{chance_text(score['chance'])} | {score['sources']} | {score['incomplete_sources']} |")
    return [*lines, ""]
