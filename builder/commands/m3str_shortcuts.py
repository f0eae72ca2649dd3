"""M3STR's answer tells: baselines that read the KG's type statistics or the map's shape, never the world.

An M3STR item should need the map and world knowledge. These baselines use neither, so each must stay near chance:

* `type_only` (completion): knows every entity's KG type and how often each relation joins two types (counted over
  the KG's facts); picks the choice whose filled-in triple has the most frequent (head type, relation, tail type).
  It reads the masked triple's endpoints, nothing else of the map. Ties share the credit.
* `size_rule` (detection): one threshold on the number of drawn triples ("Yes iff fewer than k", or "more than"),
  fitted on train, scored on test.
* `leaf_rule` (detection): the same with the best of three shape features (leaf entities, share of leaves, largest
  degree), the feature and threshold chosen on train.

Besides accuracies, `tier_stats` reports each difficulty tier's share of the split and, for Yes/No items, its Yes
share (a tier decided by the answer lets "always No on hard" score 100 %), and `corrupted_degrees` compares the map
degree of corrupted elements with that of a uniform element of a clean map (a corruption only ever at leaves is a
tell a model can learn).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import numpy as np

MASK = "?????"
DEGREE_BANDS = ("1", "2", "3", "4+")
Row = Mapping[str, Any]


def params_of(row: Row) -> dict[str, Any]:
    params = row["params"]
    return json.loads(params) if isinstance(params, str) else dict(params)


def map_degrees(triples: Iterable[Iterable[str]]) -> Counter[str]:
    """Entity -> number of drawn triples it is on (a self-loop counts once)."""
    degree: Counter[str] = Counter()
    for h, _, t in triples:
        degree[h] += 1
        if t != h:
            degree[t] += 1
    return degree


# ------------------------------------------------------------------------------------------ type-only completion


def type_pair_counts(kg: Any) -> Counter[tuple[str | None, str, str | None]]:
    """(head type, relation, tail type) -> number of KG facts: everything the type-only baseline knows."""
    types = {eid: e.type for eid, e in kg.entities.items()}
    return Counter((types[h], r, types[t]) for h, r, t in kg.triples)


def shared_credit(scores: list[float], gold: int) -> float:
    """1/k when the gold is among the k top-scoring choices, else 0 (an uninformative score earns chance)."""
    best = max(scores)
    top = [i for i, s in enumerate(scores) if s == best]
    return 1.0 / len(top) if gold in top else 0.0


def type_only_credit(row: Row, kg: Any, counts: Mapping[tuple[str | None, str, str | None], int]) -> float:
    """The type-only baseline's expected score on one completion item."""
    params = params_of(row)
    mod = params["modification"]
    h, r, t = params["triples"][mod["triple_index"]]

    def type_of(entity: str) -> str | None:
        return kg.entities[entity].type

    scores = []
    for choice in params["choice_ids"]:
        if mod["slot"] == "relation":
            key = (type_of(h), choice, type_of(t))
        elif mod["slot"] == "head":
            key = (type_of(choice), r, type_of(t))
        else:
            key = (type_of(h), r, type_of(choice))
        scores.append(float(counts.get(key, 0)))
    return shared_credit(scores, "ABCDEFGHIJ".index(str(row["answer"])))


def type_only_accuracy(rows: list[Row], kg: Any) -> float:
    counts = type_pair_counts(kg)
    return float(np.mean([type_only_credit(row, kg, counts) for row in rows]))


# ------------------------------------------------------------------------------------------ one-threshold rules


def map_features(row: Row) -> dict[str, float]:
    """Shape features of a map a model sees without reading any label: size and degree structure."""
    triples = params_of(row)["triples"]
    degree = map_degrees(triples)
    leaves = sum(1 for d in degree.values() if d == 1)
    return {"triples": float(len(triples)), "leaves": float(leaves), "leaf_share": leaves / max(len(degree), 1),
            "max_degree": float(max(degree.values(), default=0))}


def fit_threshold(values: np.ndarray, yes: np.ndarray) -> tuple[float, bool, float]:
    """The rule "Yes iff value < k" (or "value >= k" when `above`) best on these items: (k, above, accuracy)."""
    best = (float("inf"), False, float(np.mean(yes)))  # "always Yes"
    for k in np.unique(np.concatenate([values, [values.max() + 1]])):
        below = values < k
        for above, predicted in ((False, below), (True, ~below)):
            accuracy = float(np.mean(predicted == yes))
            if accuracy > best[2]:
                best = (float(k), above, accuracy)
    return best


def apply_threshold(values: np.ndarray, k: float, above: bool) -> np.ndarray:
    return values >= k if above else values < k


def threshold_rule(train: list[Row], test: list[Row], features: tuple[str, ...]) -> dict[str, Any]:
    """Fit one threshold on each feature over train, keep the feature best on train, score it on test."""
    def table(rows: list[Row]) -> tuple[dict[str, np.ndarray], np.ndarray]:
        feats = [map_features(row) for row in rows]
        return ({f: np.array([x[f] for x in feats]) for f in features},
                np.array([str(row["answer"]) == "Yes" for row in rows]))

    (train_x, train_y), (test_x, test_y) = table(train), table(test)
    fits = {f: fit_threshold(train_x[f], train_y) for f in features}
    feature = max(features, key=lambda f: fits[f][2])
    k, above, train_accuracy = fits[feature]
    accuracy = float(np.mean(apply_threshold(test_x[feature], k, above) == test_y))
    return {"feature": feature, "threshold": k, "yes_if": ">=" if above else "<", "train_accuracy": train_accuracy,
            "accuracy": accuracy}


SIZE_FEATURES = ("triples",)
LEAF_FEATURES = ("leaves", "leaf_share", "max_degree")


# ------------------------------------------------------------------------------------------ tiers and degrees


def tier_stats(rows: list[Row]) -> dict[str, dict[str, float]]:
    """Per difficulty: its share of the split and, for Yes/No items, the share answered Yes."""
    by_tier: dict[str, list[Row]] = {}
    for row in rows:
        by_tier.setdefault(str(row["difficulty"]), []).append(row)
    stats = {}
    for tier, members in sorted(by_tier.items()):
        entry = {"share": len(members) / len(rows), "n": float(len(members))}
        if str(members[0]["answer"]) in ("Yes", "No"):
            entry["yes_share"] = float(np.mean([str(r["answer"]) == "Yes" for r in members]))
        stats[tier] = entry
    return stats


def degree_band(degree: int) -> str:
    return DEGREE_BANDS[min(degree, len(DEGREE_BANDS)) - 1]


def element_degree(triples: list[list[str]], index: int, slot: str) -> int:
    """Map degree of an element: an entity's own, a relation's the smaller of its endpoints' (a leaf edge has 1)."""
    degree = map_degrees(triples)
    h, _, t = triples[index]
    if slot == "head":
        return degree[h]
    if slot == "tail":
        return degree[t]
    return min(degree[h], degree[t])


def corrupted_degrees(rows: list[Row]) -> dict[str, dict[str, float]]:
    """Degree bands of the corrupted element (in corrupted maps) against a uniform element of the same kind in clean
    maps (entities for entity corruption, edges for relation corruption), as shares per band."""
    corrupted: dict[str, Counter[str]] = {}
    clean: dict[str, Counter[str]] = {"entity": Counter(), "relation": Counter()}
    for row in rows:
        params = params_of(row)
        mod, triples = params["modification"], params["triples"]
        if mod["kind"] == "none":
            degree = map_degrees(triples)
            for d in degree.values():
                clean["entity"][degree_band(d)] += 1.0 / len(degree)
            for h, _, t in triples:
                clean["relation"][degree_band(min(degree[h], degree[t]))] += 1.0 / len(triples)
        elif mod["kind"] in ("entity", "relation"):
            band = degree_band(element_degree(triples, mod["triple_index"], mod["slot"]))
            corrupted.setdefault(mod["kind"], Counter())[band] += 1

    def shares(counter: Counter[str]) -> dict[str, float]:
        total = sum(counter.values()) or 1.0
        return {band: counter.get(band, 0) / total for band in DEGREE_BANDS}

    return {kind: {"corrupted": shares(counts), "clean": shares(clean[kind]),
                   "max_gap": max(abs(shares(counts)[b] - shares(clean[kind])[b]) for b in DEGREE_BANDS)}
            for kind, counts in sorted(corrupted.items())}


# ------------------------------------------------------------------------------------------ per config


def m3str_shortcuts(task: str, train: list[Row], test: list[Row], kg_for: Callable[[str], Any]) -> dict[str, Any]:
    """{"methods": {name: test accuracy}, "checks": {...}} for one M3STR config; `kg_for(name)` loads a KG."""
    methods: dict[str, float] = {}
    checks: dict[str, Any] = {"tiers": tier_stats(test)}
    family = task.split("_", 1)[0]
    if family == "complete":
        methods["type_only"] = type_only_accuracy(test, kg_for(params_of(test[0])["kg"]))
    elif family == "detect":
        size = threshold_rule(train, test, SIZE_FEATURES)
        leaf = threshold_rule(train, test, LEAF_FEATURES)
        methods["size_rule"], methods["leaf_rule"] = size["accuracy"], leaf["accuracy"]
        checks |= {"size_rule": size, "leaf_rule": leaf, "corrupted_degrees": corrupted_degrees(test)}
    return {"methods": methods, "checks": checks}


def checks_lines(task: str, checks: Mapping[str, Any]) -> list[str]:
    """Markdown lines for one config's checks (tiers, fitted rules, degree bands)."""
    tiers = ", ".join(f"{t} {s['share']:.0%}" + (f" ({s['yes_share']:.0%} Yes)" if "yes_share" in s else "")
                      for t, s in checks["tiers"].items())
    lines = [f"- **{task}**: tiers {tiers}"]
    for name in ("size_rule", "leaf_rule"):
        if name in checks:
            rule = checks[name]
            lines.append(f"  - {name}: Yes iff {rule['feature']} {rule['yes_if']} {rule['threshold']:g} "
                         f"(train {rule['train_accuracy']:.1%}, test {rule['accuracy']:.1%})")
    for kind, bands in checks.get("corrupted_degrees", {}).items():
        pairs = ", ".join(f"{b}: {bands['corrupted'][b]:.0%} vs {bands['clean'][b]:.0%}" for b in DEGREE_BANDS)
        lines.append(f"  - degree of the corrupted {kind} vs a clean map's ({pairs}; largest gap "
                     f"{bands['max_gap']:.0%})")
    return lines
