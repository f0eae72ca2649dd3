"""Declared relation rules of an MMKG (`relation_rules.tsv`): what follows from the graph, what may be true in
the world although the graph lacks it, and where the graph is complete enough to call a triple false.

A KG is closed-world (what it lacks is false), but M3STR asks about the world. Without rules a generator can only
assume the closed world; with them it calls a candidate triple false only when that is decidable:

  rule        relation  other       head_type/tail_type   meaning
  implies     r         s           optional              (h r t) => (h s t); r is never swapped for s
  overlaps    r         s           optional              r and s may both hold of one pair: never swapped for each
                                                          other; (h s t) counts as possibly true when (h r t) follows
  inverse     r         s           -                     (h r t) <=> (t s h); `inverse r r` = symmetric
  chain       r         s           optional              (x r y) and (y s z) => (x r z)
  transitive  r         -           optional              chain r r
  domain      r         type        -                     r holds only for heads of these types (lines add up)
  range       r         type        -                     r holds only for tails of these types
  complete    r         -           optional              for heads of head_type, every true (h r t) with t of
                                                          tail_type is in the graph or follows from the rules
  incomplete  r         entity id   -                     exception: the graph may lack r-facts of this head
  upward      r         s           -                     s leads up in r's sense: (h r t) is not called false by
                                                          completeness when t is reached from h along r and s facts
                                                          (a kind of wheel may be part of a car: steering wheel)

A triple (h r t) is judged: true if in the graph or derived (implies, inverse, chain); possibly true if an
overlapping relation's triple is; false if outside a declared domain/range, or if r is complete for h;
otherwise undecided. A triple whose tail lies above its head along the relation's `upward` relations (or,
for the inverse of such a relation, whose head lies above its tail) is undecided rather than false by
completeness: containment composes in ways no chain rule states. Generators use only false candidates. `judge`
derives backwards from the triple (used by the generator); `closure` materialises every derived fact forwards (used
by verify), two independent paths.
Empty head_type/tail_type cells match any entity (an untyped entity matches only an empty cell).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol


class Typed(Protocol):
    """An entity as the rules see it: only its class (None for an untyped entity)."""

    @property
    def type(self) -> str | None: ...


class KG(Protocol):
    """What the rules read of a knowledge graph (`mindbench.generators.m3str.kg.KG` has it). The graph holds its
    rules, so the rules name this shape instead of importing the graph's module."""

    @property
    def entities(self) -> Mapping[str, Typed]: ...

    @property
    def triples(self) -> Sequence[tuple[str, str, str]]: ...

    @property
    def relation_ids(self) -> Sequence[str]: ...

    def has_triple(self, h: str, r: str, t: str) -> bool: ...

RULES_FILE = "relation_rules.tsv"
RELATION_PAIR_KINDS = ("implies", "overlaps", "inverse", "chain", "upward")
KINDS = (*RELATION_PAIR_KINDS, "transitive", "domain", "range", "complete", "incomplete")
TYPED_KINDS = ("implies", "overlaps", "chain", "transitive", "complete")  # kinds that take head_type/tail_type

# verdicts of `judge`; a candidate may be used only when its verdict is in FALSE_VERDICTS
TRUE_VERDICTS = ("fact", "inverse", "implies", "chain")
POSSIBLE_VERDICTS = ("overlaps",)
FALSE_VERDICTS = ("false_domain", "false_range", "false_complete", "false_closed_world")
UNDECIDED_VERDICTS = ("undecided_incomplete", "undecided_not_complete", "undecided_upward")
SWAP_VERDICTS = ("swap_implies", "swap_overlaps")

_STATS: Counter[str] = Counter()


def record(reason: str) -> None:
    """Count one rejected candidate by the rule that rejected it (read out by `rejection_stats`)."""
    _STATS[reason] += 1


def rejection_stats() -> dict[str, int]:
    """Candidates rejected in this process since the last reset, per verdict (fact, chain, overlaps, ...)."""
    return dict(sorted(_STATS.items()))


def reset_stats() -> None:
    _STATS.clear()


@dataclass(frozen=True)
class Rule:
    kind: str
    relation: str
    other: str = ""
    head_type: str = ""
    tail_type: str = ""

    def fits(self, head_type: str | None, tail_type: str | None) -> bool:
        return type_fits(self.head_type, head_type) and type_fits(self.tail_type, tail_type)

    def line(self) -> str:
        return "\t".join((self.kind, self.relation, self.other, self.head_type, self.tail_type))


def type_fits(wanted: str, actual: str | None) -> bool:
    return not wanted or wanted == actual


def parse_rules(rows: Iterable[tuple[int, list[str]]], path: str, entity_types: dict[str, str | None],
                relations: Iterable[str]) -> list[Rule]:
    """Rules from read_tsv rows [rule, relation, other, head_type, tail_type]; raises ValueError "<file>:<line>: …"
    on an unknown kind, id or type (the caller turns it into a KGError)."""
    known_relations = set(relations)
    known_types = {t for t in entity_types.values() if t is not None}
    rules: list[Rule] = []
    for number, (kind, relation, other, head_type, tail_type) in rows:
        where = f"{path}:{number}"
        if kind not in KINDS:
            raise ValueError(f"{where}: unknown rule {kind!r} (expected one of {', '.join(KINDS)})")
        if relation not in known_relations:
            raise ValueError(f"{where}: unknown relation id {relation!r}")
        if kind in RELATION_PAIR_KINDS and other not in known_relations:
            raise ValueError(f"{where}: rule {kind!r} needs a relation id in 'other', got {other!r}")
        if kind in ("domain", "range") and other not in known_types:
            raise ValueError(f"{where}: rule {kind!r} needs an entity type in 'other', got {other!r}")
        if kind == "incomplete" and other not in entity_types:
            raise ValueError(f"{where}: rule 'incomplete' needs an entity id in 'other', got {other!r}")
        if kind in ("transitive", "complete") and other:
            raise ValueError(f"{where}: rule {kind!r} takes no 'other', got {other!r}")
        if (head_type or tail_type) and kind not in TYPED_KINDS:
            raise ValueError(f"{where}: rule {kind!r} takes no head_type/tail_type")
        for value in (head_type, tail_type):
            if value and value not in known_types:
                raise ValueError(f"{where}: unknown entity type {value!r}")
        if kind == "transitive":
            kind, other = "chain", relation
        rules.append(Rule(kind, relation, other, head_type, tail_type))
    return rules


class RuleSet:
    """The rules of one KG, indexed; `declared` is False for a KG without relation_rules.tsv (closed world)."""

    def __init__(self, kg: KG, rules: list[Rule], declared: bool) -> None:
        self.kg = kg
        self.rules = rules
        self.declared = declared
        self.implies_to: dict[str, list[Rule]] = defaultdict(list)  # s -> rules "r implies s"
        self.overlaps: dict[str, list[tuple[str, Rule]]] = defaultdict(list)  # r -> (s, rule), both directions
        self.inverse: dict[str, set[str]] = defaultdict(set)  # r -> {s}: (h r t) <= (t s h)
        self.chains: dict[str, list[Rule]] = defaultdict(list)  # r -> rules "r chain s"
        self.domain: dict[str, set[str]] = defaultdict(set)
        self.range: dict[str, set[str]] = defaultdict(set)
        self.complete: dict[str, list[Rule]] = defaultdict(list)
        self.exceptions: dict[str, set[str]] = defaultdict(set)  # r -> heads whose r-facts may be missing
        self.upward: dict[str, set[str]] = defaultdict(set)  # r -> relations leading up in r's sense (r included)
        for rule in rules:
            r, s = rule.relation, rule.other
            if rule.kind == "implies":
                self.implies_to[s].append(rule)
            elif rule.kind == "overlaps":
                self.overlaps[r].append((s, rule))
                self.overlaps[s].append((r, rule))
            elif rule.kind == "inverse":
                self.inverse[r].add(s)
                self.inverse[s].add(r)
            elif rule.kind == "chain":
                self.chains[r].append(rule)
            elif rule.kind in ("domain", "range"):
                (self.domain if rule.kind == "domain" else self.range)[r].add(s)
            elif rule.kind == "complete":
                self.complete[r].append(rule)
            elif rule.kind == "upward":
                self.upward[r] |= {r, s}
            else:
                self.exceptions[r].add(s)
        self._tails: dict[tuple[str, str], set[str]] | None = None
        self._heads: dict[tuple[str, str], set[str]] | None = None
        self._derived: dict[tuple[str, str], dict[str, str]] = {}
        self._above: dict[tuple[str, str], frozenset[str]] = {}

    # ------------------------------------------------------------------------------------- graph indexes

    def _index(self) -> None:
        tails: dict[tuple[str, str], set[str]] = defaultdict(set)
        heads: dict[tuple[str, str], set[str]] = defaultdict(set)
        for h, r, t in self.kg.triples:
            tails[(h, r)].add(t)
            heads[(t, r)].add(h)
        self._tails, self._heads = dict(tails), dict(heads)

    def graph_tails(self, h: str, r: str) -> set[str]:
        if self._tails is None:
            self._index()
        return self._tails.get((h, r), set())  # type: ignore[union-attr]

    def graph_heads(self, t: str, r: str) -> set[str]:
        if self._heads is None:
            self._index()
        return self._heads.get((t, r), set())  # type: ignore[union-attr]

    def type_of(self, entity: str) -> str | None:
        return self.kg.entities[entity].type

    # ------------------------------------------------------------------------------------- derivation

    def derived_tails(self, h: str, r: str, active: frozenset = frozenset()) -> dict[str, str]:
        """Every t with (h r t) in the graph or derived by the rules, mapped to the first rule that gives it."""
        key = (h, r)
        known = self._derived.get(key)
        if known is not None:
            return known
        if key in active:  # a cycle: the outer call completes the closure
            return {t: "fact" for t in self.graph_tails(h, r)}
        inner = active | {key}
        found = {t: "fact" for t in self.graph_tails(h, r)}
        for s in self.inverse.get(r, ()):
            for t in self.graph_heads(h, s):
                found.setdefault(t, "inverse")
        for rule in self.implies_to.get(r, ()):
            if type_fits(rule.head_type, self.type_of(h)):
                for t in self.derived_tails(h, rule.relation, inner):
                    if type_fits(rule.tail_type, self.type_of(t)):
                        found.setdefault(t, "implies")
        chains = [rule for rule in self.chains.get(r, ()) if type_fits(rule.head_type, self.type_of(h))]
        frontier = list(found)
        while chains and frontier:
            y = frontier.pop()
            for rule in chains:
                for z in self.derived_tails(y, rule.other, inner):
                    if z not in found and type_fits(rule.tail_type, self.type_of(z)):
                        found[z] = "chain"
                        frontier.append(z)
        if not active:
            self._derived[key] = found
        return found

    def derivation(self, h: str, r: str, t: str) -> str | None:
        """Which rule makes (h r t) true ("fact" when the graph holds it), or None."""
        if self.kg.has_triple(h, r, t):
            return "fact"
        if not self.declared:
            return None
        how = self.derived_tails(h, r).get(t)
        inverses = self.inverse.get(r)  # (a set looked up once: most relations have no inverse)
        if how is None and inverses and any(h in self.derived_tails(t, s) for s in inverses):
            return "inverse"  # the inverse of a derived fact (has part through a chain of part of)
        return how

    def above(self, h: str, r: str) -> frozenset[str]:
        """Everything reached from h along the relations that lead up in r's sense (graph or derived)."""
        key = (h, r)
        if key not in self._above:
            leads = sorted(self.upward.get(r, ()))
            self._above[key] = frozenset(
                reachable(h, lambda node: (y for s in leads for y in self.derived_tails(node, s))))
        return self._above[key]

    def lies_above(self, h: str, r: str, t: str) -> bool:
        """Whether t lies above h in r's sense, or, for an inverse of an upward relation, h above t."""
        if r in self.upward and t in self.above(h, r):
            return True
        return any(s in self.upward and h in self.above(t, s) for s in self.inverse.get(r, ()))

    def complete_for(self, h: str, r: str, t: str | None = None) -> bool:
        """Whether the graph lists every r-fact of head h (with tails of t's type, when t is given)."""
        if h in self.exceptions.get(r, ()):
            return False
        head_type, tail_type = self.type_of(h), self.type_of(t) if t is not None else None
        return any(type_fits(rule.head_type, head_type) and (t is None or type_fits(rule.tail_type, tail_type))
                   for rule in self.complete.get(r, ()))

    def judge(self, h: str, r: str, t: str) -> str:
        """Verdict on (h r t): one of TRUE_VERDICTS, POSSIBLE_VERDICTS, FALSE_VERDICTS, UNDECIDED_VERDICTS."""
        if (how := self.derivation(h, r, t)) is not None:
            return how
        if not self.declared:
            return "false_closed_world"
        head_type, tail_type = self.type_of(h), self.type_of(t)
        for s, rule in self.overlaps.get(r, ()):
            if rule.fits(head_type, tail_type) and self.derivation(h, s, t) is not None:
                return "overlaps"
        domain, range_ = self.domain.get(r), self.range.get(r)
        if domain and head_type not in domain:
            return "false_domain"
        if range_ and tail_type not in range_:
            return "false_range"
        if h in self.exceptions.get(r, ()):
            return "undecided_incomplete"
        if not self.complete_for(h, r, t):
            return "undecided_not_complete"
        return "undecided_upward" if self.lies_above(h, r, t) else "false_complete"

    def swap_block(self, r: str, s: str, h: str, t: str) -> str | None:
        """Why r may not be swapped for s on (h, t): s is implied by r, or overlaps it, for these types."""
        if not self.declared:
            return None
        implies, overlaps = self.implies_to.get(s), self.overlaps.get(r)
        if not implies and not overlaps:  # (no rule could block: skip the type look-ups)
            return None
        types = (self.type_of(h), self.type_of(t))
        if any(rule.relation == r and rule.fits(*types) for rule in implies or ()):
            return "swap_implies"
        if any(other == s and rule.fits(*types) for other, rule in overlaps or ()):
            return "swap_overlaps"
        return None

    def usable_false(self, h: str, r: str, t: str, count: bool = True) -> bool:
        """Judge a candidate triple; count the rejection by its verdict when it is not decidably false (unless
        `count` is off: a look-ahead that draws nothing, such as a calibration, must not inflate the figures)."""
        verdict = self.judge(h, r, t)
        if verdict in FALSE_VERDICTS:
            return True
        if count:
            record(verdict)
        return False

    def usable_swap(self, r: str, s: str, h: str, t: str, count: bool = True) -> bool:
        """A relation corruption/distractor s for the true (h r t): not blocked by a rule and decidably false."""
        if (block := self.swap_block(r, s, h, t)) is not None:
            if count:
                record(block)
            return False
        return self.usable_false(h, s, t, count)

    def completeness(self) -> dict[str, str]:
        """relation id -> "complete" (declared for every head type, no exceptions), "partial" (some types or
        with exceptions), "unknown" (nothing declared; always so for a KG without rules)."""
        result: dict[str, str] = {}
        for r in self.kg.relation_ids:
            rules = self.complete.get(r, [])
            if not rules:
                result[r] = "unknown"
            elif any(not rule.head_type and not rule.tail_type for rule in rules) and not self.exceptions.get(r):
                result[r] = "complete"
            else:
                result[r] = "partial"
        return result


# ------------------------------------------------------------------------------------------ verify's path


def closure(kg: KG, rules: list[Rule]) -> set[tuple[str, str, str]]:
    """Forward chaining to a fixpoint: the graph plus every triple the rules derive (implies, inverse, chain).
    Independent of RuleSet's backward derivation; verify uses it. Semi-naive: each round joins only the facts the
    previous round added (with all facts), so a deep transitive taxonomy costs its size, not size x depth."""
    facts = set(kg.triples)
    by_head: dict[tuple[str, str], set[str]] = defaultdict(set)  # (y, s) -> {z}: (y s z)
    by_tail: dict[tuple[str, str], set[str]] = defaultdict(set)  # (y, r) -> {x}: (x r y)
    for h, r, t in facts:
        by_head[(h, r)].add(t)
        by_tail[(t, r)].add(h)

    def type_of(entity: str) -> str | None:
        return kg.entities[entity].type

    delta = facts
    while delta:
        by_relation: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for h, r, t in delta:
            by_relation[r].append((h, t))
        new: set[tuple[str, str, str]] = set()
        for rule in rules:
            r, s = rule.relation, rule.other
            if rule.kind == "inverse":
                new |= {(t, s, h) for h, t in by_relation.get(r, ())} | {(t, r, h) for h, t in by_relation.get(s, ())}
            elif rule.kind == "implies":
                new |= {(h, s, t) for h, t in by_relation.get(r, ()) if rule.fits(type_of(h), type_of(t))}
            elif rule.kind == "chain":
                fits = (lambda x, z: True) if not (rule.head_type or rule.tail_type) else (
                    lambda x, z, rule=rule: rule.fits(type_of(x), type_of(z)))
                for x, y in by_relation.get(r, ()):  # a new (x r y) joined with every (y s z)
                    new |= {(x, r, z) for z in by_head.get((y, s), ()) if fits(x, z)}
                for y, z in by_relation.get(s, ()):  # every (x r y) joined with a new (y s z)
                    new |= {(x, r, z) for x in by_tail.get((y, r), ()) if fits(x, z)}
        delta = new - facts
        facts |= delta
        for h, r, t in delta:
            by_head[(h, r)].add(t)
            by_tail[(t, r)].add(h)
    return facts


def closure_verdict(kg: KG, rules: list[Rule], facts: set[tuple[str, str, str]], h: str, r: str, t: str) -> str:
    """verify's own judgement of (h r t) from the raw rule list and the closure: "true", "possible", "false" or
    "undecided" (a KG without rules: "false" iff not in the graph)."""
    if (h, r, t) in facts:
        return "true"
    if not rules:
        return "false"
    head_type, tail_type = kg.entities[h].type, kg.entities[t].type
    for rule in rules:
        if rule.kind == "overlaps" and rule.fits(head_type, tail_type) and r in (rule.relation, rule.other):
            other = rule.other if r == rule.relation else rule.relation
            if (h, other, t) in facts:
                return "possible"
    domain = {rule.other for rule in rules if rule.kind == "domain" and rule.relation == r}
    range_ = {rule.other for rule in rules if rule.kind == "range" and rule.relation == r}
    if (domain and head_type not in domain) or (range_ and tail_type not in range_):
        return "false"
    if any(rule.kind == "incomplete" and rule.relation == r and rule.other == h for rule in rules):
        return "undecided"
    complete = any(rule.kind == "complete" and rule.relation == r and rule.fits(head_type, tail_type)
                   for rule in rules)
    if complete and closure_lies_above(rules, facts, h, r, t):
        return "undecided"
    return "false" if complete else "undecided"


def reachable(start: str, step: Callable[[str], Iterable[str]]) -> set[str]:
    """Every node reached from `start` (itself excluded) by repeatedly taking `step`'s successors."""
    seen, todo = {start}, [start]
    while todo:
        for node in step(todo.pop()):
            if node not in seen:
                seen.add(node)
                todo.append(node)
    return seen - {start}


_TAILS_OF_FACTS: dict[int, tuple[set, dict[tuple[str, str], set[str]]]] = {}


def closure_tails(facts: set[tuple[str, str, str]]) -> dict[tuple[str, str], set[str]]:
    """(head, relation) -> tails of a closure, built once per closure set (kept with it, so its id stays valid)."""
    kept = _TAILS_OF_FACTS.get(id(facts))
    if kept is None or kept[0] is not facts:
        tails: dict[tuple[str, str], set[str]] = defaultdict(set)
        for h, r, t in facts:
            tails[(h, r)].add(t)
        kept = (facts, dict(tails))
        _TAILS_OF_FACTS.clear()
        _TAILS_OF_FACTS[id(facts)] = kept
    return kept[1]


def closure_lies_above(rules: list[Rule], facts: set[tuple[str, str, str]], h: str, r: str, t: str) -> bool:
    """verify's own `lies_above`: t reached from h in the closure along r's upward relations, or h from t for an
    inverse of an upward relation."""
    def reach(start: str, relation: str) -> set[str]:
        leads = {rule.other for rule in rules if rule.kind == "upward" and rule.relation == relation}
        if not leads:
            return set()
        leads.add(relation)
        tails = closure_tails(facts)
        return reachable(start, lambda node: (y for s in leads for y in tails.get((node, s), ())))

    if t in reach(h, r):
        return True
    inverses = {rule.other for rule in rules if rule.kind == "inverse" and rule.relation == r}
    inverses |= {rule.relation for rule in rules if rule.kind == "inverse" and rule.other == r}
    return any(h in reach(t, s) for s in inverses)


def closure_swap_blocked(rules: list[Rule], head_type: str | None, tail_type: str | None, r: str, s: str) -> bool:
    """verify's check that replacing r by s is not barred by an implies/overlaps rule for these types."""
    for rule in rules:
        if not rule.fits(head_type, tail_type):
            continue
        if rule.kind == "implies" and (rule.relation, rule.other) == (r, s):
            return True
        if rule.kind == "overlaps" and {rule.relation, rule.other} == {r, s}:
            return True
    return False
