"""Statistics the report prints beside its accuracies: Wilson intervals and a position-bias test.

Kept apart from report.py so the human study (`human_study/analysis.py`) and the report compute intervals the same
way. Only numpy and scipy; nothing here reads files.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054  # the two-sided 95% normal quantile
BIAS_ALPHA = 0.05  # family-wise error rate of the position-bias flags of one model (Holm over its tasks)
MIN_EXPECTED = 5.0  # the chi-square approximation is used only when every expected letter count reaches this
MONTE_CARLO_DRAWS = 20_000  # simulated answer sets for the p-value of a small task (seeded, so reports repeat)


def wilson(correct: int, n: int, z: float = Z95) -> tuple[float, float] | None:
    """95% Wilson score interval of a proportion; None without observations.

    Why Wilson and not the normal interval: at 0/n or n/n the normal interval has zero width, and a cell of 4 items
    would look as certain as one of 500; Wilson's stays inside [0, 1] and widens as n shrinks."""
    if n <= 0:
        return None
    p = correct / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class LetterItem:
    """One answered choice item: its gold letter index, the picked letter index and its number of options."""

    gold: int
    picked: int
    options: int


@dataclass(frozen=True)
class PositionBias:
    """Observed against expected picks per letter and the goodness-of-fit test between them."""

    letters: tuple[str, ...]
    observed: tuple[int, ...]
    expected: tuple[float, ...]
    statistic: float
    dof: int
    p_value: float
    method: str  # "chi-square" (asymptotic) or "monte carlo" (small expected counts)

    @property
    def n(self) -> int:
        return sum(self.observed)

    @property
    def preferred(self) -> str:
        """The letter picked most often relative to its expectation."""
        ratios = [o / e if e > 0 else 0.0 for o, e in zip(self.observed, self.expected, strict=True)]
        return self.letters[max(range(len(ratios)), key=ratios.__getitem__)]


def expected_picks(items: Sequence[LetterItem], width: int) -> list[float]:
    """Expected picks per letter for a model without position preference and this model's accuracy.

    The null: the model is right with probability p (its observed accuracy over these items) and, when wrong, picks
    uniformly among the item's other options. It accounts for the gold letters on offer and for items with fewer
    options, so balanced and unbalanced answer keys are judged alike, and an accurate model is not called biased
    because its picks follow the gold letters."""
    p = sum(item.picked == item.gold for item in items) / len(items)
    expected = [0.0] * width
    for item in items:
        expected[item.gold] += p
        if item.options > 1:
            for letter in range(item.options):
                if letter != item.gold:
                    expected[letter] += (1 - p) / (item.options - 1)
    return expected


def pearson(observed: Sequence[float], expected: Sequence[float]) -> float:
    return float(sum((o - e) ** 2 / e for o, e in zip(observed, expected, strict=True) if e > 0))


def monte_carlo_p(items: Sequence[LetterItem], expected: list[float], observed_statistic: float,
                  seed: int = 0) -> float:
    """P(statistic ≥ observed) when every item's pick is drawn from the null (seeded; add-one estimate)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    width = len(expected)
    p = sum(item.picked == item.gold for item in items) / len(items)
    counts = np.zeros((MONTE_CARLO_DRAWS, width))
    for item in items:
        probabilities = np.full(item.options, (1 - p) / (item.options - 1) if item.options > 1 else 0.0)
        probabilities[item.gold] = p if item.options > 1 else 1.0
        picks = rng.choice(item.options, size=MONTE_CARLO_DRAWS, p=probabilities / probabilities.sum())
        counts[np.arange(MONTE_CARLO_DRAWS), picks] += 1
    mask = np.array(expected) > 0
    exp = np.array(expected)[mask]
    statistics = ((counts[:, mask] - exp) ** 2 / exp).sum(axis=1)
    return float((1 + np.sum(statistics >= observed_statistic - 1e-9)) / (1 + MONTE_CARLO_DRAWS))


def position_bias(items: Sequence[LetterItem], letters: Sequence[str]) -> PositionBias | None:
    """Pearson's goodness-of-fit of the picked letters against `expected_picks`; None with fewer than two letters
    on offer or no items. The p-value is the chi-square one when every expected count is at least MIN_EXPECTED,
    else a Monte Carlo one from the same null."""
    if not items:
        return None
    width = max(item.options for item in items)
    expected = expected_picks(items, width)
    observed = [0] * width
    for item in items:
        observed[item.picked] += 1
    used = [k for k in range(width) if expected[k] > 0]
    if len(used) < 2:
        return None
    statistic = pearson([observed[k] for k in used], [expected[k] for k in used])
    dof = len(used) - 1
    if min(expected[k] for k in used) >= MIN_EXPECTED:
        from scipy.stats import chi2

        p_value, method = float(chi2.sf(statistic, dof)), "chi-square"
    else:
        p_value, method = monte_carlo_p(items, expected, statistic), "monte carlo"
    return PositionBias(tuple(letters[:width]), tuple(observed), tuple(expected), statistic, dof, p_value, method)


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm-Bonferroni adjusted p-values (same order as given): reject where adjusted < α keeps the family-wise
    error rate at α over all the tests of one model."""
    order = sorted(range(len(p_values)), key=p_values.__getitem__)
    adjusted = [0.0] * len(p_values)
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, (len(p_values) - rank) * p_values[index]))
        adjusted[index] = running
    return adjusted
