"""The seven M3STR configs: counting, detection and completion over sampled MMKG maps.

One generator serves all seven: sample a map (sampling.py), apply the task's modifier (none / corrupt one
entity or relation / mask one entity or relation), draw it with Graphviz (render.py). `verify` re-solves an
item from `item.params` and the KG only, checking facts through `kg.incident()` lists, a different path from
the `kg.has_triple` set the generator uses, and counts nodes and edges in the item's own SVG.
"""

from __future__ import annotations

import functools
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from mindbench.generators.common.balance import balanced_slot, place_correct
from mindbench.generators.common.holdout import object_key
from mindbench.generators.common.item import (
    LETTERS,
    MALFORMED,
    Item,
    RejectDraw,
    VerificationError,
    signature_hash,
)
from mindbench.generators.common.presentation import Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import derive_seed, item_rng, item_seed
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions, finish_item
from mindbench.generators.m3str.kg import KG, fold_name, kg_for_options
from mindbench.generators.m3str.render import (
    ENGINES,
    MASK,
    MIN_LABEL_PX,
    PALETTES,
    SHAPES,
    RenderStyle,
    item_min_label_px,
    render_map,
    svg_counts,
)
from mindbench.generators.m3str.rules import closure_swap_blocked, closure_verdict
from mindbench.generators.m3str.sampling import (
    HOLDOUT_FRACTION,
    SAMPLERS,
    SampleRequest,
    gold_pool,
    is_holdout_triple,
    kg_cached,
    map_entities,
    sample_subgraph,
)

BENCH = "m3str"
PREAMBLE = ("We show a multi-modal knowledge graph in the input image. The entities are presented with their "
            "texts and images as nodes while the relations are edges.")
TASK_SENTENCES = {
    "count_entity": "How many different entities are there in it?",
    "count_relation": "How many relations (edges) are there in it?",
    "detect_entity": "Does any anomalies or factually incorrect entity (node) exist in the image? "
                     "If exists answer Yes otherwise answer No.",
    "detect_relation": "Does any anomalies or factually incorrect relation (edge) exist in the image? "
                       "If exists answer Yes otherwise answer No.",
    "detect_mix": "Does any anomalies or factually incorrect entity (node) or relation (edge) exist in the image? "
                  "If exists answer Yes otherwise answer No.",
    "complete_entity": "Please select a correct answer from the given choices for the missing entity "
                       "(marked as ?????) in the image.",
    "complete_relation": "Please select a correct answer from the given choices for the missing relation "
                         "(marked as ?????) in the image.",
}
DIMENSION = {"count": "counting", "detect": "detection", "complete": "completion"}
ANSWER_TYPE = {"count": "integer", "detect": "yes_no", "complete": "choice"}
TITLES = {
    "count_entity": "Count entities",
    "count_relation": "Count relations",
    "detect_entity": "Detect a wrong entity",
    "detect_relation": "Detect a wrong relation",
    "detect_mix": "Detect a wrong entity or relation",
    "complete_entity": "Complete a masked entity",
    "complete_relation": "Complete a masked relation",
}
_COUNT_STEPS = ("Find every node (entity) and every edge (relation) in the map.",)
_DETECT_STEPS = (
    "Read each edge as a fact: head entity, relation label, tail entity.",
    "Check each fact against what you know about the world.",
    "Decide whether any fact is false.",
)
_COMPLETE_STEPS = (
    "Find the masked element shown as ?????.",
    "Read the facts that involve it from the neighbouring nodes and edges.",
    "Test each candidate in the masked slot and keep the one that makes every fact true.",
)
PROMPTS = {
    "count_entity": Prompts(
        hint="Each distinct node is one entity, even when several edges meet at it.",
        operation="counting: enumerating the entities of a knowledge-graph map",
        steps=(*_COUNT_STEPS, "Count the distinct nodes."),
    ),
    "count_relation": Prompts(
        hint="Each labelled edge is one relation, even when two edges share a label.",
        operation="counting: enumerating the relations (edges) of a knowledge-graph map",
        steps=(*_COUNT_STEPS, "Count the edges."),
    ),
    "detect_entity": Prompts(
        hint="An anomaly here is one entity swapped for another everywhere it appears, making its facts false.",
        operation="detection: checking a knowledge-graph map for a wrong entity",
        steps=_DETECT_STEPS,
    ),
    "detect_relation": Prompts(
        hint="An anomaly here is one edge whose relation label was replaced, making that fact false.",
        operation="detection: checking a knowledge-graph map for a wrong relation",
        steps=_DETECT_STEPS,
    ),
    "detect_mix": Prompts(
        hint="An anomaly is either a swapped entity or a replaced relation label; either makes a fact false.",
        operation="detection: checking a knowledge-graph map for a wrong entity or relation",
        steps=_DETECT_STEPS,
    ),
    "complete_entity": Prompts(
        hint="The masked entity must fit every edge that touches it, as head or tail.",
        operation="completion: inferring a masked entity from its relations",
        steps=_COMPLETE_STEPS,
    ),
    "complete_relation": Prompts(
        hint="The masked relation must hold between its two endpoint entities.",
        operation="completion: inferring a masked relation from its endpoints",
        steps=_COMPLETE_STEPS,
    ),
}
DIFFICULTIES = ("easy", "medium", "hard")
MODIFICATION_KINDS = ("none", "entity", "relation", "mask_entity", "mask_relation")
CANDIDATE_DRAWS = 200
STRICT_ATTEMPTS = 6  # attempts that insist on the balanced difficulty before settling for the nearest
# complete_entity's easy tier (same type, off the relation's slot, not near) exists for fewer golds (never for a type
# only one relation reaches, like capitals); with 6 strict attempts half the easy requests fell back to medium
ENTITY_STRICT_ATTEMPTS = 16
OWNED_MAP_TRIES = 30  # same-size redraws of a clean detection map until its config owns it (small_map_owner)
RANKED_ATTEMPTS = 30  # attempts that insist on the balanced familiarity rank of a completion's gold
DEFAULT_N = {"test": 500, "train": 2000}


def family(task: str) -> str:
    return task.split("_", 1)[0]


@dataclass(frozen=True)
class Config:
    """One M3STR config. `k_min..k_max` is the answer range for counting (entities for count_entity, edges for
    count_relation) and the map size otherwise (edges for `star`, entities for `bfs`/`dfs`)."""

    task: str
    sampler: str = "bfs"
    k_min: int = 3
    k_max: int = 9
    max_degree: int = 6
    max_edges: int = 12
    n_choices: int = 5
    engine: str = "dot"
    node_shape: str = "box"
    palette: str = "classic"
    augment_style: bool = False

    def __post_init__(self) -> None:
        if self.task not in TASK_SENTENCES:
            raise ValueError(f"task must be one of {tuple(TASK_SENTENCES)}, got {self.task!r}")
        if self.sampler not in SAMPLERS:
            raise ValueError(f"sampler must be one of {SAMPLERS}, got {self.sampler!r}")
        lowest = 2 if self.task == "count_entity" or (self.sampler != "star" and self.task != "count_relation") else 1
        if not lowest <= self.k_min <= self.k_max <= 30:
            raise ValueError(f"k_min..k_max must satisfy {lowest} <= k_min <= k_max <= 30, "
                             f"got {self.k_min}..{self.k_max}")
        if self.max_degree < 2:
            raise ValueError(f"max_degree must be >= 2, got {self.max_degree}")
        if self.max_edges < self.k_max:
            raise ValueError(f"max_edges ({self.max_edges}) must be >= k_max ({self.k_max})")
        if not 2 <= self.n_choices <= len(LETTERS):
            raise ValueError(f"n_choices must be in 2..{len(LETTERS)}, got {self.n_choices}")
        validate_style(self)

    @property
    def style(self) -> RenderStyle:
        return RenderStyle(engine=self.engine, node_shape=self.node_shape, palette=self.palette,
                           augment=self.augment_style)


def validate_style(config: Config) -> RenderStyle:
    """Build the render style once so a bad engine/shape/palette fails when the Config is made."""
    return config.style


CONFIGS: dict[str, Config] = {
    # Counting uses `star` (what the released M3STR data contains); the answer value is drawn exactly uniformly.
    "count_entity": Config("count_entity", sampler="star", k_min=2, k_max=10),
    "count_relation": Config("count_relation", sampler="star", k_min=1, k_max=9),
    # Detection uses `dfs`: path-like maps (country -> subregion -> region, language -> group -> family), so the
    # facts to check run over several hops and an anomaly can sit mid-chain. Completion uses `bfs` (the paper's
    # random neighbourhood around the start entity): the masked element is surrounded by its siblings' facts.
    "detect_entity": Config("detect_entity", sampler="dfs"),
    "detect_relation": Config("detect_relation", sampler="dfs"),
    "detect_mix": Config("detect_mix", sampler="dfs"),
    "complete_entity": Config("complete_entity"),
    "complete_relation": Config("complete_relation"),
}


# ------------------------------------------------------------------------------------------ plausibility
#
# A candidate (distractor or replacement) should fit the masked slot's types, so that knowing each entity's type and
# how often each relation joins two types does not give the answer (with type-blind candidates that baseline picked
# the gold relation in 300 of 300 world-KG items). Candidates of the slot's types are drawn first (TYPE_FIT_WEIGHT)
# and exclusively when the KG has enough of them; the difficulty tier then grades plausibility beyond types:
#
# * entity c for the slot of (h, r, t) whose other end is k: one level for occurring in r's slot somewhere in the
#   KG, one for being near k (sharing a KG neighbour of degree <= NEAR_MAX_DEGREE with it: Berlin for the capital
#   of France, as the capital of a neighbour); kinds ENTITY_KINDS, "other_type" for an entity of another type.
# * relation s for (h, ?, t): one level for h having s-facts, one for t being an s-target; kinds RELATION_KINDS,
#   "other_types" for a relation that never joins the types of h and t.

ENTITY_KINDS = ("type_only", "slot_or_near", "slot_and_near")  # index = plausibility tier (same type)
RELATION_KINDS = ("types_only", "one_end", "both_ends")  # index = plausibility tier (joins the two types)
OTHER_TYPE_ENTITY, OTHER_TYPE_RELATION = "other_type", "other_types"
NEAR_MAX_DEGREE = 30  # a neighbour shared with more entities (the UN, English, a continent) is a category
TYPE_FIT_WEIGHT = 1e6  # draw weight factor of a type-fitting candidate: every one comes before any other


def type_of(kg: KG, entity: str) -> str | None:
    return kg.entities[entity].type


def in_sorted(values: list[str], value: str) -> bool:
    position = bisect_left(values, value)
    return position < len(values) and values[position] == value


def type_pair_counts(kg: KG) -> dict[tuple[str | None, str, str | None], int]:
    """(head type, relation, tail type) -> number of KG facts; built once per KG."""
    def build() -> dict[tuple[str | None, str, str | None], int]:
        counts: dict[tuple[str | None, str, str | None], int] = {}
        for h, r, t in kg.triples:
            key = (type_of(kg, h), r, type_of(kg, t))
            counts[key] = counts.get(key, 0) + 1
        return counts
    return kg_cached(kg, "type_pair_counts", build)


def neighbours(kg: KG, entity: str) -> frozenset[str]:
    """Entities joined to `entity` by a KG fact (itself excluded), memoised per KG."""
    memo = kg_cached(kg, "neighbours", dict)
    found = memo.get(entity)
    if found is None:
        found = frozenset(x for i in kg.incident(entity) for x in kg.triples[i][::2]) - {entity}
        memo[entity] = found
    return found


def is_near(kg: KG, candidate: str, known: str) -> bool:
    """Whether the two share a KG neighbour of degree <= NEAR_MAX_DEGREE."""
    return any(kg.degree(y) <= NEAR_MAX_DEGREE for y in neighbours(kg, candidate) & neighbours(kg, known))


def near_entities(kg: KG, known: str) -> set[str]:
    """Every entity near `known` (is_near): neighbours of its neighbours of degree <= NEAR_MAX_DEGREE."""
    found: set[str] = set()
    for y in neighbours(kg, known):
        if kg.degree(y) <= NEAR_MAX_DEGREE:
            found |= neighbours(kg, y)
    found.discard(known)
    return found


def in_slot(kg: KG, candidate: str, relation: str, slot: str) -> bool:
    return in_sorted(kg.heads_of(relation) if slot == "head" else kg.tails_of(relation), candidate)


def entity_tier(kg: KG, candidate: str, known: str, relation: str, slot: str) -> int:
    """0..2: whether the candidate occurs in the relation's slot in the KG, plus whether it is near `known`, the
    other end of the triple."""
    return int(in_slot(kg, candidate, relation, slot)) + int(is_near(kg, candidate, known))


def entity_kind(kg: KG, candidate: str, original: str, known: str, relation: str, slot: str) -> str:
    """The option kind of an entity candidate: its tier's name, or "other_type" (an untyped KG is one type)."""
    if type_of(kg, candidate) != type_of(kg, original):
        return OTHER_TYPE_ENTITY
    return ENTITY_KINDS[entity_tier(kg, candidate, known, relation, slot)]


def fits_types(kg: KG, relation: str, head: str, tail: str) -> bool:
    """Whether some KG fact of the relation joins an entity of head's type to one of tail's type."""
    return type_pair_counts(kg).get((type_of(kg, head), relation, type_of(kg, tail)), 0) > 0


def fitting_relations(kg: KG, candidates: list[str], head: str, tail: str) -> list[str]:
    """The candidates that fit_types between head and tail, in order; the two types and the counts are looked up
    once for the whole list (calibration asks this for thousands of lists)."""
    counts, head_type, tail_type = type_pair_counts(kg), type_of(kg, head), type_of(kg, tail)
    return [s for s in candidates if counts.get((head_type, s, tail_type), 0) > 0]


def relation_tier(kg: KG, candidate: str, head: str, tail: str) -> int:
    """0..2: whether the head has facts of the candidate relation, plus whether the tail is the target of one."""
    return int(in_sorted(kg.heads_of(candidate), head)) + int(in_sorted(kg.tails_of(candidate), tail))


def relation_kind(kg: KG, candidate: str, head: str, tail: str) -> str:
    """The option kind of a relation candidate: its tier's name, or "other_types"."""
    if not fits_types(kg, candidate, head, tail):
        return OTHER_TYPE_RELATION
    return RELATION_KINDS[relation_tier(kg, candidate, head, tail)]


def same_type_entities(kg: KG, original: str) -> list[str]:
    type_ = type_of(kg, original)
    return kg.entities_of_type(type_) if type_ is not None else kg.entity_ids


def entity_pool(kg: KG, low: int, original: str, known: str, relation: str, slot: str, type_strict: bool) -> list[str]:
    """Where candidates of tier >= low are drawn from (then filtered by entity_tier): the slot's entities and those
    near the known end for the upper tiers, the original's type (or the whole KG) for the lowest."""
    if low == 0:
        return same_type_entities(kg, original) if type_strict else kg.entity_ids
    slot_set = set(kg.heads_of(relation) if slot == "head" else kg.tails_of(relation))
    near = near_entities(kg, known)
    pool = sorted(slot_set & near if low == 2 else slot_set | near)
    if type_strict:
        pool = [e for e in pool if type_of(kg, e) == type_of(kg, original)]
    return pool


def familiarity(kg: KG) -> tuple[dict[str, int], dict[str, int]]:
    """How often each entity (head or tail) and each relation occurs in the KG's facts. A gold is drawn from a
    uniform fact, so it is an entity or relation about this often; drawing candidates with the same weights makes
    a distractor as familiar as a gold, so no context-blind prior ("the choice that was gold most often in train",
    "the choice seen most") beats chance. Uniform candidates were rarely-seen ones and let that prior pick the
    gold 48 % of the time (chance 20 %)."""
    def build() -> tuple[dict[str, int], dict[str, int]]:
        entities: dict[str, int] = {}
        relations: dict[str, int] = {}
        for h, r, t in kg.triples:
            for e in {h, t}:
                entities[e] = entities.get(e, 0) + 1
            relations[r] = relations.get(r, 0) + 1
        return entities, relations
    return kg_cached(kg, "familiarity", build)


def weighted_order(rng: np.random.Generator, weights: np.ndarray) -> np.ndarray:
    """A random order of the indices in which index i comes early with probability ∝ weights[i] (Gumbel top-k)."""
    keys = np.log(np.maximum(weights, 1e-12)) + rng.gumbel(size=len(weights))
    return np.argsort(-keys, kind="stable")


@dataclass(frozen=True)
class EntitySlot:
    """The entity slot candidates are drawn for: the original entity, the triple's other end, relation, side."""

    original: str
    known: str
    relation: str
    slot: str
    type_strict: bool = True  # only entities of the original's type (when the KG has enough of them)
    type_blind: bool = False  # no preference for the original's type (a test switches the protection off)


def entity_weights(kg: KG, pool: list[str], wanted: str | None, fit: float) -> np.ndarray:
    """Draw weights of entity candidates: familiarity, times `fit` for one of the wanted type."""
    seen = familiarity(kg)[0]
    return np.array([seen.get(e, 0) * (fit if type_of(kg, e) == wanted else 1.0) for e in pool], dtype=float)


def draw_entities(kg: KG, rng: np.random.Generator, low: int, high: int, count: int, where: EntitySlot,
                  accept: Callable[[str, list[str]], bool]) -> list[str]:
    """Up to `count` distinct entities with tier in low..high passing `accept`, by seeded draws from the pool,
    each entity as likely as it is familiar (`familiarity`), those of the original's type first."""
    pool = entity_pool(kg, low, where.original, where.known, where.relation, where.slot,
                       where.type_strict and not where.type_blind)
    found: list[str] = []
    if not pool:
        return found
    wanted = type_of(kg, where.original)
    fit = 1.0 if where.type_blind else TYPE_FIT_WEIGHT
    if low == 0:  # the pool is the original's whole type, or the whole KG: the same weights for every such draw
        strict = where.type_strict and not where.type_blind
        weights = kg_cached(kg, f"entity_weights:{strict}:{wanted}:{fit}",
                            lambda: entity_weights(kg, pool, wanted, fit))
    else:
        weights = entity_weights(kg, pool, wanted, fit)
    for position in weighted_order(rng, weights)[:CANDIDATE_DRAWS]:
        candidate = pool[int(position)]
        if (candidate not in found
                and low <= entity_tier(kg, candidate, where.known, where.relation, where.slot) <= high
                and accept(candidate, found)):
            found.append(candidate)
            if len(found) == count:
                break
    return found


def relation_weights(kg: KG, candidates: list[str], head: str, tail: str, type_blind: bool = False) -> np.ndarray:
    """Draw weights of relation candidates: familiarity, times TYPE_FIT_WEIGHT for one joining the two types."""
    seen = familiarity(kg)[1]
    fit = 1.0 if type_blind else TYPE_FIT_WEIGHT
    return np.array([seen.get(s, 0) * (fit if fits_types(kg, s, head, tail) else 1.0) for s in candidates],
                    dtype=float)


def type_strict_relations(kg: KG, eligible: list[str], head: str, tail: str, need: int) -> list[str]:
    """The eligible relations joining the two types when there are `need` of them, else all eligible ones."""
    fitting = fitting_relations(kg, eligible, head, tail)
    return fitting if len(fitting) >= need else eligible


def draw_relations(kg: KG, rng: np.random.Generator, low: int, high: int, count: int, head: str, tail: str,
                   accept: Callable[[str, list[str]], bool], pool: list[str] | None = None,
                   type_blind: bool = False) -> list[str]:
    """Up to `count` distinct relations of `pool` (default: all) with tier in low..high passing `accept`, in a seeded
    random order where each relation comes early as often as it is familiar, those joining the types first."""
    pool = [r for r in (kg.relation_ids if pool is None else pool) if low <= relation_tier(kg, r, head, tail) <= high]
    found: list[str] = []
    for position in weighted_order(rng, relation_weights(kg, pool, head, tail, type_blind)):
        candidate = pool[int(position)]
        if candidate not in found and accept(candidate, found):
            found.append(candidate)
            if len(found) == count:
                break
    return found


Drawer = Callable[[int, int, int, list[str]], list[str]]  # (low tier, high tier, how many, already chosen)


def pick_by_tier(draw: Drawer, tier: int, need: int, strict: bool) -> tuple[list[str], int]:
    """`need` candidates whose most plausible one has exactly the requested tier: as many as possible at that
    tier, the rest from easier tiers. When the tier is unattainable a strict draw is rejected (the builder
    redraws another map); after STRICT_ATTEMPTS the nearest attainable tier is used and reported instead.
    Returns (candidates, achieved tier)."""
    order = [tier] if strict else sorted(range(len(DIFFICULTIES)), key=lambda level: (abs(level - tier), -level))
    for level in order:
        found = draw(level, level, need, [])
        if found:
            if len(found) < need:
                found += draw(0, level, need - len(found), found)
            if len(found) == need:
                return found, level
    raise RejectDraw(f"no {need} candidates around tier {DIFFICULTIES[tier]}")


# ------------------------------------------------------------------------------------------ generation


@dataclass(frozen=True)
class Draft:
    """A solved item before rendering."""

    triples: list[tuple[str, str, str]]
    seed_entity: str
    modification: dict[str, Any]
    answer: str
    difficulty: str
    choice_ids: list[str] | None = None
    option_kinds: list[str] | None = None


class SlotPicker:
    """balanced_slot bound to one item, with a salt per balanced quantity (answer, difficulty); `strict` says
    whether this attempt must meet the balanced difficulty exactly."""

    def __init__(self, task: str, split: str, base_seed: int, index: int, attempt: int) -> None:
        self.task, self.split, self.base_seed, self.index = task, split, base_seed, index
        self.strict = attempt < (ENTITY_STRICT_ATTEMPTS if task == "complete_entity" else STRICT_ATTEMPTS)
        self.ranked = attempt < RANKED_ATTEMPTS

    def __call__(self, what: str, n: int) -> int:
        task = self.task if what == "answer" else f"{self.task}/{what}"
        return balanced_slot(BENCH, task, self.split, self.base_seed, self.index, n)

    def grouped(self, what: str, n: int, group: int) -> int:
        """A slot balanced over blocks of `group` consecutive indices, the same for every index of a block: with
        `group` the answer's block size, each slot holds exactly the answer balance."""
        return balanced_slot(BENCH, f"{self.task}/{what}", self.split, self.base_seed, self.index // group, n)


def no_modification() -> dict[str, Any]:
    return {"kind": "none", "triple_index": None, "slot": None, "original": None, "replacement": None}


def size_request(config: Config, size: int, required: int | None = None, leaf: str | None = None) -> SampleRequest:
    """Map size in the sampler's unit: edges for star, entities for bfs/dfs."""
    unit = {"n_edges": size} if config.sampler == "star" else {"n_entities": size}
    return SampleRequest(mode=config.sampler, max_degree=config.max_degree, max_edges=config.max_edges,
                         required=required, leaf=leaf, **unit)


def band(value: int, low: int, high: int) -> int:
    """Which third of low..high the value falls in (0 easy, 1 medium, 2 hard)."""
    return (value - low) * 3 // (high - low + 1)


def map_size(config: Config, triples: list[tuple[str, str, str]]) -> int:
    return len(triples) if config.sampler == "star" else len(map_entities(triples))


def draft_counting(kg: KG, rng: np.random.Generator, config: Config, slot_of: SlotPicker) -> Draft:
    """Unmodified map; the answer value is exactly balanced over the config's range."""
    values = list(range(config.k_min, config.k_max + 1))
    target = values[slot_of("answer", len(values))]
    unit = {"n_entities": target} if config.task == "count_entity" else {"n_edges": target}
    request = SampleRequest(mode=config.sampler, max_degree=config.max_degree, max_edges=config.max_edges, **unit)
    graph = sample_subgraph(kg, rng, request, slot_of.split)
    triples = list(graph.triples)
    answer = len(map_entities(triples)) if config.task == "count_entity" else len(triples)
    if answer != target:
        raise RejectDraw(f"sampled {answer}, wanted {target}")
    return Draft(triples, graph.seed_entity, no_modification(), str(answer),
                 DIFFICULTIES[band(answer, config.k_min, config.k_max)])


def falsity(kg: KG) -> str:
    """What "false" means in this KG's items: "rules" (decided under its declared relation rules: not derivable,
    outside a domain/range or where the graph is complete) or "closed_world" (only: not in the graph)."""
    return "rules" if kg.rules_declared else "closed_world"


def decidable_slots(kg: KG, index: int) -> tuple[str, ...]:
    """Entity slots of a gold triple whose same-type replacements can be decided false: the tail when r is complete
    for this head, the head when r is complete for heads of its type (the candidate's own exceptions are checked
    when it is drawn). Every slot without declared rules (closed world)."""
    if not kg.rules_declared:
        return ("head", "tail")
    h, r, t = kg.triples[index]
    head_type, tail_type = type_of(kg, h), type_of(kg, t)
    slots = ("head",) if any(rule.fits(head_type, tail_type) for rule in kg.rules.complete.get(r, ())) else ()
    return slots + (("tail",) if kg.rules.complete_for(h, r, t) else ())


def decidable_gold_pool(kg: KG, split: str) -> np.ndarray:
    """Gold triples with at least one decidable entity slot (for entity tasks above the easy tier)."""
    pool = gold_pool(kg, split)
    return kg_cached(kg, f"decidable_gold:{split}", lambda: np.array(
        [i for i in pool if decidable_slots(kg, int(i))], dtype=np.int64))


def pick_gold(kg: KG, rng: np.random.Generator, split: str, decidable: bool = False,
              relation_choices: int | None = None, type_blind: bool = False, tier: int = 0) -> int:
    """A uniform triple of the split's gold pool; for relation completion with that many choices
    (`relation_choices`), one reaching the tier, drawn by `relation_gold_table` instead."""
    pool = decidable_gold_pool(kg, split) if decidable else gold_pool(kg, split)
    if len(pool) == 0:
        raise RejectDraw(f"the KG has no {split} gold triples")
    if relation_choices is not None:
        return relation_gold_table(kg, split, relation_choices - 1, type_blind).draw(rng, tier)
    return int(pool[int(rng.integers(len(pool)))])


def sample_around(kg: KG, rng: np.random.Generator, config: Config, split: str, with_leaf: bool, tier: int = 0,
                  relation_choices: int | None = None, type_blind: bool = False):
    """A map containing a gold triple; returns (triples, seed, position of gold, slot of the leaf or None).
    Entity tasks take golds whose leaf slot is decidable (complete relations): same-type distractors of an entity
    whose facts the KG may lack cannot be called false (type_blind: only above the easy tier, whose other-type
    distractors are false by domain/range). Relation completion passes its number of choices: its gold is drawn by
    `relation_gold_table`, among those reaching the tier."""
    decidable = with_leaf and kg.rules_declared and (tier > 0 or not type_blind)
    gold = pick_gold(kg, rng, split, decidable, relation_choices, type_blind, tier)
    h, r, t = kg.triples[gold]
    slots = decidable_slots(kg, gold) if decidable else ("head", "tail")
    slot = slots[int(rng.integers(len(slots)))] if with_leaf else None
    leaf = {"head": h, "tail": t}.get(slot) if slot else None
    size = int(rng.integers(config.k_min, config.k_max + 1))
    graph = sample_subgraph(kg, rng, size_request(config, size, required=gold, leaf=leaf), split)
    triples = list(graph.triples)
    return triples, graph.seed_entity, triples.index((h, r, t)), slot


DETECTION_KINDS = {"detect_entity": ("none", "entity"), "detect_relation": ("none", "relation"),
                   "detect_mix": ("none", "none", "entity", "relation")}
CORRUPTION_MAP_TRIES = 200  # maps drawn for one corrupted item until an element can be corrupted (see draft_detection)


def draft_detection(kg: KG, rng: np.random.Generator, config: Config, slot_of: SlotPicker,
                    leaf_only: bool = False) -> Draft:
    """Draw the map first, then corrupt it in place, so nothing but the facts tells Yes from No.

    Yes/No is exactly balanced per config (detect_mix: half clean, a quarter each corruption kind). Difficulty is the
    map-size band for every item, and the same tier is given to each block of answers (a Yes/No pair; detect_mix's
    four), so every tier holds exactly as many Yes as No items. The size is drawn within the tier before the map,
    clean or not, so size says nothing about the answer (corrupting only one-edge leaves of maps grown around a gold
    triple made corrupted maps a triple smaller on average, and "Yes iff fewer than 7 triples" scored 57 %).
    The element to corrupt is a uniform entity or edge of the map (`corruption_target`), so its degree is that of
    any element of a clean map. `leaf_only` restores the old leaf-only corruption (tests show the leaf rule then
    finds it). A clean small map another config owns (small_map_owner) is redrawn at the same size."""
    kinds = DETECTION_KINDS[config.task]
    kind = kinds[slot_of("answer", len(kinds))]
    tier = slot_of.grouped("difficulty", 3, len(kinds))
    size = detection_size(rng, config, tier, kind)
    tries = OWNED_MAP_TRIES if kind == "none" else CORRUPTION_MAP_TRIES
    wanted_band: int | None = None  # the degree band of the first map's uniform element, kept through redraws
    for _ in range(tries):
        graph = sample_subgraph(kg, rng, size_request(config, size), slot_of.split)
        triples = list(graph.triples)
        if kind == "none":
            if small_map_owner(kg.name, triples, config) in (None, config.task):
                return Draft(triples, graph.seed_entity, no_modification(), "No", DIFFICULTIES[tier])
            continue
        target, picked_band = corruption_target(kg, rng, triples, kind, slot_of.split, leaf_only, wanted_band)
        wanted_band = picked_band if wanted_band is None else wanted_band
        if target is None:
            continue
        corrupt = corrupt_entity if kind == "entity" else corrupt_relation
        modification = corrupt(kg, rng, triples, *target)
        if modification is not None:  # a swapped seed is drawn where the seed was: the map starts from it
            seed = modification["replacement"] if graph.seed_entity == modification["original"] else graph.seed_entity
            return Draft(triples, seed, modification, "Yes", DIFFICULTIES[tier])
    raise RejectDraw(f"no {kind} {config.task} map of size {size} in {tries} draws")


def detection_size(rng: np.random.Generator, config: Config, tier: int, _kind: str) -> int:
    """A uniform map size of the tier's band, whatever the answer (`_kind` is there for tests that make size
    depend on the answer and see the size rule find it)."""
    sizes = [k for k in range(config.k_min, config.k_max + 1) if band(k, config.k_min, config.k_max) == tier]
    return sizes[int(rng.integers(len(sizes)))]


DEGREE_BANDS = 4  # map degrees 1, 2, 3, 4+: the bands a corrupted element's degree is held to


def degree_band(degree: int) -> int:
    return min(degree, DEGREE_BANDS) - 1


def corruption_target(kg: KG, rng: np.random.Generator, triples: list, kind: str, split: str,
                      leaf_only: bool = False, band: int | None = None) -> tuple[tuple[int, str] | None, int | None]:
    """((triple index, slot) of the element to corrupt, or None to draw another map; the picked element's degree
    band, None when the map has no element to pick).

    A uniform entity (slot head/tail of one of its triples) or a uniform edge (its band: its smaller end's) of the
    map, of degree band `band` when given. The caller keeps the band of its first map's pick through redraws, so
    the corrupted element's band is that of a uniform element of a clean map, even where the KG's rules let
    high-degree entities be corrupted less often (every fact of a swapped entity must become decidably false).
    A test item's corrupted fact must be held out (sampling.is_holdout_triple), and a train map holds none, so
    train takes any element. In test an edge is kept when held out (chance HOLDOUT_FRACTION, whatever the edge);
    an entity of map degree d has a held-out triple with chance 1 - (1 - f)^d, so it is kept with chance
    f / (1 - (1 - f)^d) on top: every entity is then kept with chance f, and neither the corrupted element's degree
    nor the map's size depends on what is kept."""
    degree = map_degrees(triples)
    if kind == "relation":
        ends = [min(degree[h], degree[t]) for h, _, t in triples]
        edges = [i for i, d in enumerate(ends)
                 if (band is None or degree_band(d) == band) and (not leaf_only or d == 1)]
        if not edges:
            return None, None
        index = edges[int(rng.integers(len(edges)))]
        picked = degree_band(ends[index])
        if split == "test" and not is_holdout_triple(*triples[index]):
            return None, picked
        return (index, "relation"), picked
    entities = [e for e in map_entities(triples) if (not leaf_only or degree[e] == 1)
                and (band is None or degree_band(degree[e]) == band)]
    if not entities:
        return None, None
    entity = entities[int(rng.integers(len(entities)))]
    own = [i for i, (h, _, t) in enumerate(triples) if entity in (h, t)]
    if split == "test":
        held = [i for i in own if is_holdout_triple(*triples[i])]
        keep = HOLDOUT_FRACTION / (1 - (1 - HOLDOUT_FRACTION) ** len(own))
        if not held or rng.random() >= keep:
            return None, degree_band(degree[entity])
        own = held
    index = own[int(rng.integers(len(own)))]
    return (index, "head" if triples[index][0] == entity else "tail"), degree_band(degree[entity])


def map_degrees(triples: list) -> dict[str, int]:
    """Entity -> number of drawn triples it is on."""
    degree: dict[str, int] = {}
    for h, _, t in triples:
        degree[h] = degree.get(h, 0) + 1
        if t != h:
            degree[t] = degree.get(t, 0) + 1
    return degree


def corrupt_entity(kg: KG, rng: np.random.Generator, triples: list, position: int, slot: str) -> dict | None:
    """Replace one entity everywhere on the map by another, not on the map and named differently, that makes every
    one of its facts false. The most plausible replacement available (same type and relation slot first), so the
    swap is not visible from types alone; None when no entity qualifies."""
    h, r, t = triples[position]
    original = h if slot == "head" else t
    on_map = set(map_entities(triples))
    names = {kg.entities[e].name for e in on_map}
    touched = [i for i, tr in enumerate(triples) if original in (tr[0], tr[2])]

    def swapped(candidate: str, i: int) -> tuple[str, str, str]:
        a, rel, b = triples[i]
        return (candidate if a == original else a, rel, candidate if b == original else b)

    def accept(candidate: str, _chosen: list[str]) -> bool:
        return candidate not in on_map and kg.entities[candidate].name not in names and \
            all(kg.rules.usable_false(*swapped(candidate, i)) for i in touched)

    known = t if slot == "head" else h
    where = EntitySlot(original, known, r, slot, type_strict=len(same_type_entities(kg, original)) > len(on_map))
    try:
        (replacement,), _ = pick_by_tier(
            lambda low, high, n, chosen: draw_entities(kg, rng, low, high, n, where, accept),
            len(DIFFICULTIES) - 1, 1, strict=False)
    except RejectDraw:
        return None
    for i in touched:
        triples[i] = swapped(replacement, i)
    return {"kind": "entity", "triple_index": position, "slot": slot, "original": original,
            "replacement": replacement}


def corrupt_relation(kg: KG, rng: np.random.Generator, triples: list, position: int, _slot: str) -> dict | None:
    """Replace one edge's relation by another (another label) giving a false fact, the most plausible available
    (joining the same entity types first); None when none qualifies."""
    h, r, t = triples[position]

    def accept(candidate: str, _chosen: list[str]) -> bool:
        return candidate != r and kg.relations[candidate] != kg.relations[r] and \
            kg.rules.usable_swap(r, candidate, h, t)

    pool = type_strict_relations(kg, [s for s in kg.relation_ids if accept(s, [])], h, t, 1)
    try:
        (replacement,), _ = pick_by_tier(
            lambda low, high, n, chosen: draw_relations(kg, rng, low, high, n, h, t, accept, pool),
            len(DIFFICULTIES) - 1, 1, strict=False)
    except RejectDraw:
        return None
    triples[position] = (h, replacement, t)
    return {"kind": "relation", "triple_index": position, "slot": "relation", "original": r,
            "replacement": replacement}


# A relation masked where fewer distractors join the same two entity types is told by the types alone (the only
# relation from a city to a time zone is `in time zone`): such golds are not drawn when the KG has golds with at
# least this many type-fitting distractors (a KG without any keeps its best).
MIN_TYPE_FITTING_RIVALS = 2
# The draw weight of a gold whose relation is the commonest between its two types among its possible choices (is a
# between two concepts), relative to the balanced weight: the type-only baseline picks exactly those golds. At 1.0 it
# read 31.0% on complete_relation (n_test 1,000); at 0.6, 23.9%, while "the choice most often gold in train", which
# the balance below guards, read 21.1% (26.9% at 1.0).
TYPE_FAVOURED_GOLD_WEIGHT = 0.6
CALIBRATION_GOLDS = 3000  # gold-pool triples relation_gold_table inspects (evenly spaced) per KG and split


@dataclass(frozen=True)
class GoldTable:
    """Relation completion's golds for one KG, split and number of distractors: candidate gold triples (indices into
    kg.triples), which difficulty levels each can reach (G, L), and each one's draw weight per level (G, L)."""

    golds: np.ndarray
    attainable: np.ndarray
    weights: np.ndarray
    relations: frozenset[str]

    def level_for(self, tier: int) -> int:
        """The requested level if some gold reaches it, else the nearest level some gold reaches."""
        order = sorted(range(len(DIFFICULTIES)), key=lambda level: (abs(level - tier), -level))
        return next((level for level in order if self.attainable[:, level].any()), tier)

    def draw(self, rng: np.random.Generator, tier: int) -> int:
        """A gold triple index reaching the tier (or the nearest reachable one), drawn by weight."""
        weights = self.weights[:, self.level_for(tier)]
        if weights.sum() <= 0:
            raise RejectDraw("no gold relation can also be drawn as a distractor")
        cumulative = np.cumsum(weights)
        return int(self.golds[int(np.searchsorted(cumulative, rng.random() * cumulative[-1], side="right"))])


def relation_gold_table(kg: KG, split: str, need: int, type_blind: bool = False) -> GoldTable:
    """Golds for relation completion with `need` distractors, and their weights.

    A choice text that is gold more often than it is a distractor is a context-blind tell. In the world KG,
    `shares border with` (decidably false only between countries) and `part of` (only for subregions) could never
    be distractors yet were golds, and golds of middling familiarity survived the familiarity-rank filter far more
    often than others (`member of`: 32 % of golds, 10 % of distractors), so "pick the choice most often gold in
    train" scored 33 % (chance 20 %). Here the gold relations are weighted so that every relation is gold as often
    as it fills one distractor slot (g_r = d_r / need): a relation in the choices is then the gold one time in
    need + 1, whichever it is, and the type-only baseline (the relation most often joining the two types) picks it
    no more often than the others. A relation never drawable as a distractor gets weight 0.

    The golds are CALIBRATION_GOLDS evenly spaced triples of the split's gold pool. For each, the eligible
    distractors (eligible_relations) give, per difficulty level, whether the level is reachable (relation_plan) and
    each relation's chance to be drawn (pick_relations: forced ones, the level, then easier ones, by familiarity).
    An item's gold is drawn among the golds reaching its requested tier (the nearest reachable level when none
    does), so every tier a KG allows is as frequent as asked.
    d depends on which golds are drawn, so the relation weights a_r solve a fixed point (a_r <- a_r·sqrt(d_r /
    (need·g_r))), per level: balanced over all items only, the easy tier's golds were the relations most common
    between their types (its distractors, relations neither end has, are the rare ones) and the type-only baseline
    scored 84 % on easy items."""
    def build() -> GoldTable:
        relations = list(kg.relation_ids)
        index = {r: k for k, r in enumerate(relations)}
        n_rel, n_lev = len(relations), len(DIFFICULTIES)
        seen = familiarity(kg)[1]
        pool = gold_pool(kg, split)
        sample = [int(i) for i in pool[::max(1, len(pool) // CALIBRATION_GOLDS)]]
        swaps = [usable_swaps(kg, *kg.triples[i]) for i in sample]
        rivals = [0 if type_blind else len(fitting_relations(kg, usable, *kg.triples[i][::2]))
                  for i, usable in zip(sample, swaps, strict=True)]
        floor = rivals_floor(rivals)
        capable = gold_capable_relations(kg, sample, rivals, floor, type_blind)
        golds, attainable, drawn, favoured = [], [], [], []
        for i, usable in zip(sample, swaps, strict=True):
            h, r, t = kg.triples[i]
            eligible = eligible_among(kg, [s for s in usable if s in capable], h, t, need, type_blind)
            favoured.append(not type_blind and types_favour(kg, h, r, t, eligible))
            maskable = r in capable and len(fitting_relations(kg, eligible, h, t)) >= floor
            rows, ok = np.zeros((n_lev, n_rel)), np.zeros(n_lev, dtype=bool)
            for level in range(n_lev) if maskable else ():
                plan = relation_plan(kg, eligible, h, t, level, need, type_blind)
                if plan is None:
                    continue
                ok[level] = True
                for s in plan.forced:
                    rows[level, index[s]] = 1.0
                for group, k in ((plan.top, plan.from_top), (plan.below, plan.from_below)):
                    if k:
                        shares = inclusion_shares(np.array([seen.get(s, 0) for s in group], dtype=float), k)
                        rows[level, [index[s] for s in group]] = shares
            golds.append(i)
            attainable.append(ok)
            drawn.append(rows)
        if not golds:
            return GoldTable(np.zeros(0, dtype=np.int64), np.zeros((0, n_lev), dtype=bool), np.zeros((0, n_lev)),
                             capable)
        gold_rel = np.array([index[kg.triples[g][1]] for g in golds])
        ok_at, rows_at = np.array(attainable), np.array(drawn)  # (G, L), (G, L, R)
        onehot = np.eye(n_rel)[gold_rel]
        weights = np.zeros((len(golds), n_lev))
        for level in range(n_lev):  # each level on its own: within a tier every relation is gold 1 time in need + 1
            a = np.ones(n_rel)
            for _ in range(300):
                reach = a[gold_rel] * ok_at[:, level]
                if reach.sum() <= 0:
                    break
                g_share = (reach @ onehot) / reach.sum()
                d_share = (reach @ rows_at[:, level]) / reach.sum() / need
                a = a * np.sqrt(np.where(g_share > 0, d_share / np.maximum(g_share, 1e-12), 0.0))
                if a.max() <= 0:
                    break
                a = a / a.max()
            weights[:, level] = a[gold_rel] * ok_at[:, level]
        weights[favoured] *= TYPE_FAVOURED_GOLD_WEIGHT
        return GoldTable(np.array(golds), ok_at, weights, capable)
    return kg_cached(kg, f"relation_gold_table:{split}:{need}:{type_blind}", build)


def types_favour(kg: KG, h: str, r: str, t: str, eligible: list[str]) -> bool:
    """Whether the gold (h r t)'s relation joins its two entity types more often in the KG than any type-fitting
    one of its `eligible` distractors: the choice the type-only baseline picks whenever it is among the choices."""
    counts = type_pair_counts(kg)
    head_type, tail_type = type_of(kg, h), type_of(kg, t)
    mine = counts.get((head_type, r, tail_type), 0)
    return all(counts.get((head_type, s, tail_type), 0) < mine for s in fitting_relations(kg, eligible, h, t))


def type_fitting_rivals(kg: KG, h: str, r: str, t: str, need: int) -> int:
    """How many eligible distractors of the gold (h r t) join the same two entity types."""
    return sum(fits_types(kg, s, h, t) for s in eligible_relations(kg, r, h, t, need))


def usable_swaps(kg: KG, h: str, r: str, t: str) -> list[str]:
    """Relations (in kg.relation_ids order) with another label than r that are usable swaps for it on (h, t),
    judged without counting: calibration judges each gold's swaps once and filters this list afterwards
    (`eligible_among`) instead of judging them again for each criterion."""
    label = kg.relations[r]
    return [s for s in kg.relation_ids
            if s != r and kg.relations[s] != label and kg.rules.usable_swap(r, s, h, t, count=False)]


def eligible_among(kg: KG, usable: list[str], h: str, t: str, need: int, type_blind: bool = False) -> list[str]:
    """eligible_relations from the gold's usable swaps already judged: those joining the types of h and t when
    there are `need` of them (unless type_blind)."""
    return usable if type_blind else type_strict_relations(kg, usable, h, t, need)


def gold_capable_relations(kg: KG, sample: list[int], rivals: list[int], floor: int,
                           type_blind: bool) -> frozenset[str]:
    """The relations that may be masked: those of the sampled golds with at least `floor` type-fitting distractors
    (`rivals`, per gold; every relation when type_blind). Only these are drawn as distractors too, so a relation in
    the choices is one that can be the answer: a relation seen only as a distractor would be a choice that a prior
    learnt in train rules out."""
    if type_blind:
        return frozenset(kg.relation_ids)
    return frozenset(kg.triples[i][1] for i, n in zip(sample, rivals, strict=True) if n >= floor)


def rivals_floor(rivals: list[int]) -> int:
    """The fewest type-fitting distractors a gold may have: MIN_TYPE_FITTING_RIVALS, or the KG's best if lower (0
    when every count is 0, as for type_blind draws)."""
    return min(MIN_TYPE_FITTING_RIVALS, max(rivals, default=0))


def eligible_relations(kg: KG, r: str, h: str, t: str, need: int, type_blind: bool = False,
                       allowed: frozenset[str] | None = None) -> list[str]:
    """Relations a distractor for (h, ?, t) with gold r may be: usable swaps with another label (among `allowed`
    ones, when given), only those joining the types of h and t when there are `need` of them (unless type_blind)."""
    usable = [s for s in kg.relation_ids if s != r and kg.relations[s] != kg.relations[r]
              and (allowed is None or s in allowed) and kg.rules.usable_swap(r, s, h, t, count=False)]
    return eligible_among(kg, usable, h, t, need, type_blind)


@dataclass(frozen=True)
class RelationPlan:
    """How a relation draw fills `need` distractor slots at one level: every `forced` relation (all those joining
    the two types when they are fewer than `need`), then up to `from_top` of `top` (tier == level), then the rest
    of `below` (tier < level)."""

    forced: list[str]
    top: list[str]
    below: list[str]
    from_top: int
    from_below: int


def relation_plan(kg: KG, pool: list[str], head: str, tail: str, level: int, need: int,
                  type_blind: bool = False) -> RelationPlan | None:
    """The plan reaching exactly `level`, or None when the pool cannot. Relations joining the two types are all
    forced in when they are fewer than `need` (so no easier-tier relation of other types takes their place, which
    left the types' most common relation as the gold's only rival among the choices), and their own tiers then bound
    the levels reachable from below."""
    fitting = [] if type_blind else fitting_relations(kg, pool, head, tail)
    forced = fitting if len(fitting) < need else []
    free = [s for s in pool if s not in forced]
    forced_top = max((relation_tier(kg, s, head, tail) for s in forced), default=-1)
    if forced_top > level:
        return None
    tiers = {s: relation_tier(kg, s, head, tail) for s in free}
    top = [s for s in free if tiers[s] == level]
    below = [s for s in free if tiers[s] < level]
    rest = need - len(forced)
    from_top = min(rest, len(top))
    if (forced_top < level and not top) or len(below) < rest - from_top:
        return None
    return RelationPlan(forced, top, below, from_top, rest - from_top)


def pick_relations(kg: KG, rng: np.random.Generator, pool: list[str], head: str, tail: str, tier: int, need: int,
                   strict: bool, type_blind: bool = False) -> tuple[list[str], int]:
    """`need` relation distractors whose most plausible one has the requested tier (relation_plan), each drawn as
    often as it is familiar; like pick_by_tier, a strict draw insists on the tier, a loose one takes the nearest."""
    order = [tier] if strict else sorted(range(len(DIFFICULTIES)), key=lambda level: (abs(level - tier), -level))
    seen = familiarity(kg)[1]
    for level in order:
        plan = relation_plan(kg, pool, head, tail, level, need, type_blind)
        if plan is None:
            continue
        chosen = list(plan.forced)
        for group, k in ((plan.top, plan.from_top), (plan.below, plan.from_below)):
            picks = weighted_order(rng, np.array([seen.get(s, 0) for s in group], dtype=float))[:k]
            chosen += [group[int(i)] for i in picks]
        return chosen, level
    raise RejectDraw(f"no {need} relation candidates around tier {DIFFICULTIES[tier]}")


def inclusion_shares(weights: np.ndarray, k: int) -> np.ndarray:
    """Approximate chance that each item is among k draws without replacement, each draw ∝ weight (weights
    clipped at 1 share and the rest re-spread)."""
    weights = np.maximum(weights, 1e-12)
    share = np.zeros(len(weights))
    free = np.ones(len(weights), dtype=bool)
    while free.any():
        left = k - int((~free).sum())
        if left <= 0:
            break
        p = left * weights[free] / weights[free].sum()
        if (p <= 1).all():
            share[free] = p
            break
        capped = np.flatnonzero(free)[p > 1]
        share[capped] = 1.0
        free[capped] = False
    return share


def familiarity_rank(scores: dict[str, int], gold: str, above: int, need: int) -> Callable[[str, list[str]], bool]:
    """Accept a candidate only if the choice set can still hold exactly `above` distractors more familiar than the
    gold and the rest less familiar (no ties); `above` < 0 accepts anything. `above` is balanced over the index, so
    the gold is the most familiar choice, the second, … equally often: a prior that ranks choices by how often they
    are gold (or seen) picks the gold at chance rate, whatever the KG's skew."""
    level = scores.get(gold, 0)

    def fits(candidate: str, chosen: list[str]) -> bool:
        if above < 0:
            return True
        score = scores.get(candidate, 0)
        if score == level:
            return False
        higher = sum(scores.get(c, 0) > level for c in chosen)
        return higher < above if score > level else len(chosen) - higher < need - above
    return fits


def draft_completion(kg: KG, rng: np.random.Generator, config: Config, slot_of: SlotPicker,
                     type_blind: bool = False) -> Draft:
    """Mask one entity (a leaf of the map) or one relation; distractors all make false facts and fit the masked
    slot's types wherever the KG has enough such candidates (see "plausibility"), so the entity types and the
    relation statistics of the KG do not single out the gold. Difficulty = the plausibility tier of the most
    plausible distractor. `type_blind` drops the type preference (tests show the type-only baseline then wins)."""
    tier = slot_of("difficulty", 3)
    gold_slot = slot_of("answer", config.n_choices)
    is_entity = config.task == "complete_entity"
    triples, seed_entity, position, slot = sample_around(kg, rng, config, slot_of.split, is_entity, tier,
                                                         None if is_entity else config.n_choices, type_blind)
    h, r, t = triples[position]
    need = config.n_choices - 1
    above = slot_of("familiarity_rank", need + 1)  # distractors more familiar than the gold: 0..need, balanced
    if not slot_of.ranked or not is_entity:
        # after RANKED_ATTEMPTS (a small KG may offer no such set) any familiarity will do. Relation completion
        # does without: its golds are drawn as often as each relation is a distractor (relation_gold_table),
        # which leaves "most often gold" and "most often seen" at chance; ranking on top of that rejected golds
        # of extreme familiarity and skewed the gold relations again.
        above = -1
    if is_entity:
        gold = h if slot == "head" else t
        known = t if slot == "head" else h
        on_map = set(map_entities(triples))
        taken = {kg.entities[e].name for e in on_map}
        ranked = familiarity_rank(familiarity(kg)[0], gold, above, need)
        where = EntitySlot(gold, known, r, str(slot), len(same_type_entities(kg, gold)) > need + len(on_map),
                           type_blind)

        def accept_entity(candidate: str, chosen: list[str]) -> bool:
            fact = (candidate, r, t) if slot == "head" else (h, r, candidate)
            names = taken | {kg.entities[e].name for e in chosen}
            return candidate not in on_map and kg.entities[candidate].name not in names and \
                kg.rules.usable_false(*fact) and ranked(candidate, chosen)

        distractors, achieved = pick_by_tier(lambda low, high, n, chosen: draw_entities(
            kg, rng, low, high, n, where, lambda c, f: accept_entity(c, chosen + f)), tier, need, slot_of.strict)
        kinds = [entity_kind(kg, d, gold, known, r, str(slot)) for d in distractors]
        triples[position] = (MASK, r, t) if slot == "head" else (h, r, MASK)
    else:
        gold, slot = r, "relation"
        capable = relation_gold_table(kg, slot_of.split, need, type_blind).relations
        pool = eligible_relations(kg, r, h, t, need, type_blind, capable)
        distractors, achieved = pick_relations(kg, rng, pool, h, t, tier, need, slot_of.strict, type_blind)
        kinds = [relation_kind(kg, d, h, t) for d in distractors]
        triples[position] = (h, MASK, t)
    choice_ids, option_kinds = place_correct(gold, list(zip(distractors, kinds, strict=True)), gold_slot, rng)
    modification = {"kind": "mask_entity" if is_entity else "mask_relation", "triple_index": position,
                    "slot": slot, "original": gold, "replacement": None}
    return Draft(triples, seed_entity, modification, LETTERS[gold_slot], DIFFICULTIES[achieved],
                 [str(c) for c in choice_ids], option_kinds)


DRAFTERS = {"count": draft_counting, "detect": draft_detection, "complete": draft_completion}
# Unmodified maps of up to SMALL_MAP triples or SMALL_MAP entities are few and drawn alike by these configs (a one-edge
# star is the same picture for count_entity and count_relation; three countries with their borders and region, the
# same for every detection config): each such map belongs to one of the configs that can draw it, by a fixed hash,
# so no image repeats across configs within a split (the builder's dedup works per config). The default build's
# audit found one: a 3-entity, 4-triple dfs map in detect_entity and detect_mix train, byte-identical PNGs, when
# "small" meant at most 3 triples. Owners that cannot draw a map would waste it: with all five owning one-edge maps,
# count_entity owned 348 of the 1,828 train one-edge maps for its ~222 answer-2 items and the build kept 3 repeats.
SMALL_MAP = 3
SMALL_MAP_OWNERS = ("count_entity", "count_relation", "detect_entity", "detect_relation", "detect_mix")


def is_star(triples: list[tuple[str, str, str]]) -> bool:
    """Whether one entity is on every triple (what the `star` sampler draws)."""
    common = set(triples[0][::2]) if triples else set()
    for h, _, t in triples:
        common &= {h, t}
    return bool(common)


def may_draw(config: Config, triples: list[tuple[str, str, str]]) -> bool:
    """Whether the config could draw this unmodified map: its size in the config's unit (entities or edges) is in
    k_min..k_max and, for `star`, every triple meets one entity (one edge per neighbour when counting entities).
    Never narrower than what the sampler draws, so the drawing config is always among a map's candidate owners."""
    entities, edges = len(map_entities(triples)), len(triples)
    by_entities = config.task == "count_entity" or (config.sampler != "star" and config.task != "count_relation")
    if not config.k_min <= (entities if by_entities else edges) <= config.k_max:
        return False
    return config.sampler != "star" or (is_star(triples) and (not by_entities or edges == entities - 1))


def small_map_owner(kg_name: str, triples: list[tuple[str, str, str]], drawing: Config | None = None) -> str | None:
    """The config an unmodified small map belongs to: one of the SMALL_MAP_OWNERS that may draw it, by a fixed hash
    of its triple set (None for a larger map). `drawing` stands in for its task's default config, so a custom
    config always counts itself among the candidates."""
    if len(triples) > SMALL_MAP and len(map_entities(triples)) > SMALL_MAP:
        return None
    configs = {name: drawing if drawing is not None and drawing.task == name else CONFIGS[name]
               for name in SMALL_MAP_OWNERS}
    owners = [name for name, config in configs.items() if may_draw(config, triples)]
    if not owners:
        return None
    key = derive_seed("m3str-small-map", kg_name, sorted("|".join(t) for t in triples))
    return owners[key % len(owners)]


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             config: Config = CONFIGS["count_entity"]) -> Item:
    """Item `index` of the config; every random choice comes from the item's own stream."""
    kg = kg_for_options(options)
    seed = item_seed(BENCH, config.task, split, base_seed, index, attempt)
    rng = item_rng(seed)
    draft = DRAFTERS[family(config.task)](kg, rng, config, SlotPicker(config.task, split, base_seed, index, attempt))
    owner = small_map_owner(kg.name, draft.triples, config) if draft.modification["kind"] == "none" else None
    if owner not in (None, config.task):
        raise RejectDraw(f"this small map belongs to {owner}")
    return render_item(kg, draft, config, index, split, seed)


def render_item(kg: KG, draft: Draft, config: Config, index: int, split: str, seed: int,
                style: RenderStyle | None = None) -> Item:
    """The item of a solved draft, drawn in `style` (default: the config's own)."""
    ids = [e for e in map_entities(draft.triples) if e != MASK]
    relations = [r for _, r, _ in draft.triples if r != MASK]
    mod = draft.modification
    extra = [x for x in (mod["original"], mod["replacement"], *(draft.choice_ids or [])) if x]
    about_entities = mod["kind"] in ("entity", "mask_entity")
    entity_ids = sorted({*ids, *(extra if about_entities else [])})
    relation_ids = sorted({*relations, *([] if about_entities else extra)})
    names = {e: kg.entities[e].name for e in entity_ids}
    labels = {r: kg.relations[r] for r in relation_ids}
    rendering = render_map(draft.triples, names, {e: kg.entities[e].image for e in ids}, labels,
                           style or config.style, seed)
    params: dict[str, Any] = {
        "kg": kg.name, "triples": [list(t) for t in draft.triples], "entity_names": names,
        "relation_labels": labels, "modification": draft.modification, "sampler": config.sampler,
        "seed_entity": draft.seed_entity, "engine": rendering.style.engine, "falsity": falsity(kg),
        "min_label_px": round(rendering.min_label_px, 2),
    }
    choices: list[str] = []
    if draft.choice_ids is not None:
        params["choice_ids"] = draft.choice_ids
        table = names if config.task == "complete_entity" else labels
        choices = [table[c] for c in draft.choice_ids]
        params["choice_aliases"] = choice_aliases(kg, draft.choice_ids, config.task == "complete_entity")
    answer_type = ANSWER_TYPE[family(config.task)]
    return finish_item(
        benchmark=BENCH, task=config.task, dimension=DIMENSION[family(config.task)], split=split, index=index,
        seed=seed, svg=rendering.svg, question=f"{PREAMBLE} {TASK_SENTENCES[config.task]}", choices=choices,
        answer=draft.answer, answer_type=answer_type, difficulty=draft.difficulty,
        option_kinds=draft.option_kinds or [], params=params, pixels=rendering.pixels)


def choice_aliases(kg: KG, choice_ids: list[str], entity_task: bool) -> list[list[str]]:
    """Each choice's names in other languages (the KG's aliases, all languages together, unique and sorted), less any
    that is also a name or alias of another choice of the item (case and accents folded): an alias a reply uses names
    one choice. Relations have none (no pinned source names them in other languages)."""
    if not entity_task:
        return [[] for _ in choice_ids]
    own = [kg.alias_names(c) for c in choice_ids]
    names = [{fold_name(kg.entities[c].name), *map(fold_name, aliases)} for c, aliases in zip(choice_ids, own,
                                                                                               strict=True)]
    return [[alias for alias in aliases
             if not any(fold_name(alias) in names[j] for j in range(len(own)) if j != i)]
            for i, aliases in enumerate(own)]


# ------------------------------------------------------------------------------------------ verification


def fact_holds(kg: KG, h: str, r: str, t: str) -> bool:
    """Whether (h, r, t) is a KG fact, looked up through the head's incident list (not the has_triple set)."""
    return h in kg.entities and any(kg.triples[i] == (h, r, t) for i in kg.incident(h))


def fail(item: Item, problem: str) -> None:
    raise VerificationError(f"{item.id}: {problem}")


def verify(item: Item, options: BuildOptions = DEFAULT_OPTIONS, config: Config | None = None) -> None:
    """Re-solve the item from its params and the KG; raise VerificationError on any defect, malformed params
    included (a key missing or of the wrong type is a defect of the item, never a crash of the build)."""
    try:
        resolve(item, options, config)
    except MALFORMED as err:
        raise VerificationError(f"{item.id}: malformed params ({type(err).__name__}: {err})") from None


def resolve(item: Item, options: BuildOptions, config: Config | None) -> None:
    """`verify`'s checks, which may meet malformed params as a TypeError, KeyError, …"""
    config = config or CONFIGS.get(item.task)
    if config is None or item.benchmark != BENCH:
        fail(item, f"not an M3STR item ({item.benchmark}/{item.task})")
    kg = kg_for_options(options)
    params = item.params_dict
    expected_keys = {"kg", "triples", "entity_names", "relation_labels", "modification", "sampler", "seed_entity",
                     "engine", "falsity", "min_label_px"} | (
        {"choice_ids", "choice_aliases"} if family(item.task) == "complete" else set())
    if set(params) != expected_keys:
        fail(item, f"params keys {sorted(params)} != {sorted(expected_keys)}")
    triples = [tuple(t) for t in params["triples"]]
    check_map(item, kg, params, triples)
    check_counts_in_svg(item, triples)
    check_label_size(item, params)
    {"count": check_counting, "detect": check_detection, "complete": check_completion}[family(item.task)](
        item, kg, params, triples, config)


def check_map(item: Item, kg: KG, params: dict, triples: list[tuple]) -> None:
    """Ids known, names/labels as in the KG, unique on the map, no duplicated triple, seed on the map."""
    if params["kg"] != kg.name:
        fail(item, f"made from KG {params['kg']!r}, verifying against {kg.name!r}")
    if params["falsity"] != falsity(kg):
        fail(item, f"falsity {params['falsity']!r} does not match the KG's rules")
    if params["sampler"] not in SAMPLERS or params["engine"] not in ENGINES:
        fail(item, f"unknown sampler/engine {params['sampler']!r}/{params['engine']!r}")
    if not triples or any(len(t) != 3 for t in triples) or len(set(triples)) != len(triples):
        fail(item, "triples empty, malformed or duplicated")
    names, labels = params["entity_names"], params["relation_labels"]
    for entity, name in names.items():
        if entity not in kg.entities or kg.entities[entity].name != name:
            fail(item, f"entity {entity!r} named {name!r}, not as in the KG")
    for relation, label in labels.items():
        if relation not in kg.relations or kg.relations[relation] != label:
            fail(item, f"relation {relation!r} labelled {label!r}, not as in the KG")
    shown = [e for e in map_entities(triples) if e != MASK]
    if any(e not in names for e in shown) or any(r not in labels for _, r, _ in triples if r != MASK):
        fail(item, "a drawn id has no name/label in params")
    if len({names[e] for e in shown}) != len(shown):
        fail(item, "two entities on the map share a name")
    drawn_relations = {r for _, r, _ in triples if r != MASK}
    if len({labels[r] for r in drawn_relations}) != len(drawn_relations):
        fail(item, "two relations on the map share a label")
    if params["seed_entity"] not in shown:
        fail(item, "seed entity not on the map")


def check_counts_in_svg(item: Item, triples: list[tuple]) -> None:
    nodes, edges = svg_counts(item.svg)
    if (nodes, edges) != (len(map_entities(triples)), len(triples)):
        fail(item, f"SVG draws {nodes} nodes/{edges} edges, params hold {len(map_entities(triples))}/{len(triples)}")


def check_label_size(item: Item, params: dict) -> None:
    """The smallest label, measured on the SVG at the PNG's width, is what params record and at least MIN_LABEL_PX."""
    measured = item_min_label_px(item.svg, item.image)
    if abs(measured - params["min_label_px"]) > 0.01:
        fail(item, f"min_label_px {params['min_label_px']!r} in params, {measured:.2f} measured on the drawing")
    if measured < MIN_LABEL_PX:
        fail(item, f"smallest label {measured:.2f} px tall, under {MIN_LABEL_PX} px")


def check_counting(item: Item, kg: KG, params: dict, triples: list[tuple], config: Config) -> None:
    if params["modification"] != no_modification() or any(not fact_holds(kg, *t) for t in triples):
        fail(item, "a counting map must be unmodified KG facts")
    count = len(map_entities(triples)) if item.task == "count_entity" else len(triples)
    if item.answer != str(count):
        fail(item, f"answer {item.answer} but the map has {count}")
    if item.difficulty != DIFFICULTIES[band(count, config.k_min, config.k_max)]:
        fail(item, f"difficulty {item.difficulty} does not match count {count}")


def check_detection(item: Item, kg: KG, params: dict, triples: list[tuple], config: Config) -> None:
    """Yes iff some drawn fact is false; exactly the recorded modification explains every false fact."""
    false = [i for i, t in enumerate(triples) if not fact_holds(kg, *t)]
    if item.answer != ("Yes" if false else "No"):
        fail(item, f"answer {item.answer} but {len(false)} drawn triples are false")
    mod = params["modification"]
    allowed = {"detect_entity": ("none", "entity"), "detect_relation": ("none", "relation"),
               "detect_mix": ("none", "entity", "relation")}[item.task]
    if mod["kind"] not in allowed:
        fail(item, f"modification kind {mod['kind']!r} not allowed in {item.task}")
    size = map_size(config, triples)
    if item.difficulty != DIFFICULTIES[band(size, config.k_min, config.k_max)]:
        fail(item, f"difficulty {item.difficulty} does not match map size {size}")
    if mod["kind"] == "none":
        if false or mod != no_modification():
            fail(item, "a clean map holds a false triple or a modification record")
        return
    index, original, replacement = mod["triple_index"], mod["original"], mod["replacement"]
    if not (isinstance(index, int) and 0 <= index < len(triples)) or original == replacement:
        fail(item, "modification does not point at a drawn triple with a new value")
    h, r, t = triples[index]
    if mod["kind"] == "entity":
        position = {"head": 0, "tail": 2}.get(mod["slot"])
        if position is None or triples[index][position] != replacement:
            fail(item, "the recorded slot does not hold the replacement entity")
        if original in map_entities(triples) or params["entity_names"].get(original) == \
                params["entity_names"].get(replacement):
            fail(item, "the replaced entity is still drawn or reads the same (invisible corruption)")
        restored = [tuple(original if x == replacement else x for x in tr) for tr in triples]
    else:
        if mod["slot"] != "relation" or r != replacement or kg.relations[original] == kg.relations[replacement]:
            fail(item, "the relation corruption is not recorded at its triple or is invisible")
        restored = [(h, original, t) if i == index else tr for i, tr in enumerate(triples)]
    if any(not fact_holds(kg, *tr) for tr in restored):
        fail(item, "undoing the modification does not give KG facts")
    touched = [i for i, tr in enumerate(triples) if replacement in tr] if mod["kind"] == "entity" else [index]
    if false != touched:
        fail(item, "the false triples are not exactly those of the modification")
    for i in touched:
        check_decidably_false(item, kg, triples[i])
    if mod["kind"] == "relation":
        check_swap_allowed(item, kg, original, replacement, h, t)


def check_decidably_false(item: Item, kg: KG, triple: tuple) -> None:
    """A corrupted triple or distractor must be false under the KG's rules (verify's own forward closure)."""
    verdict = closure_verdict(kg, kg.rule_list, kg.closure(), *triple)
    if verdict != "false":
        fail(item, f"{triple} is offered as false but is {verdict} under the KG's rules")


def check_swap_allowed(item: Item, kg: KG, original: str, replacement: str, h: str, t: str) -> None:
    if closure_swap_blocked(kg.rule_list, type_of(kg, h), type_of(kg, t), original, replacement):
        fail(item, f"{original!r} may not be swapped for {replacement!r}: a rule says they imply or overlap")


def check_completion(item: Item, kg: KG, params: dict, triples: list[tuple], config: Config) -> None:
    """Exactly one choice fills the mask to a KG fact, it is the gold letter; choices distinct; kinds true."""
    mod, choice_ids = params["modification"], params["choice_ids"]
    masked = [(i, j) for i, tr in enumerate(triples) for j, x in enumerate(tr) if x == MASK]
    entity_task = item.task == "complete_entity"
    expected_slot = {0: "head", 1: "relation", 2: "tail"}
    if len(masked) != 1 or masked[0][0] != mod["triple_index"] or expected_slot[masked[0][1]] != mod["slot"]:
        fail(item, "not exactly one masked slot, or it differs from the modification record")
    index, position = masked[0]
    if mod["kind"] != ("mask_entity" if entity_task else "mask_relation") or (position == 1) == entity_task:
        fail(item, f"modification kind {mod['kind']!r} / masked slot do not fit {item.task}")
    if len(choice_ids) != config.n_choices or len(set(choice_ids)) != len(choice_ids):
        fail(item, "choice ids missing or repeated")
    table = params["entity_names"] if entity_task else params["relation_labels"]
    if item.choices != [table.get(c) for c in choice_ids] or len(set(item.choices)) != len(item.choices):
        fail(item, "choices are not the distinct display strings of the choice ids")
    if entity_task and set(choice_ids) & set(map_entities(triples)):
        fail(item, "a choice entity is already drawn on the map")
    if params["choice_aliases"] != choice_aliases(kg, choice_ids, entity_task):
        fail(item, "choice_aliases are not the KG's aliases of the choices (less those another choice shares)")

    def filled(choice: str) -> tuple:
        return tuple(choice if k == position else x for k, x in enumerate(triples[index]))

    true_letters = [LETTERS[k] for k, c in enumerate(choice_ids) if fact_holds(kg, *filled(c))]
    if true_letters != [item.answer]:
        fail(item, f"choices making a KG fact: {true_letters}, gold {item.answer}")
    if mod["original"] != choice_ids[LETTERS.index(item.answer)]:
        fail(item, "the recorded original is not the gold choice")
    h, r, t = filled(mod["original"])
    for choice in choice_ids:
        if choice != mod["original"]:
            check_decidably_false(item, kg, filled(choice))
            if not entity_task:
                check_swap_allowed(item, kg, r, choice, h, t)
    known = (t if mod["slot"] == "head" else h) if entity_task else None
    gold_index = LETTERS.index(item.answer)
    kinds = [("correct" if k == gold_index else
              entity_kind(kg, c, mod["original"], str(known), r, mod["slot"]) if entity_task else
              relation_kind(kg, c, h, t)) for k, c in enumerate(choice_ids)]
    if kinds != item.option_kinds:
        fail(item, f"option_kinds {item.option_kinds} != recomputed {kinds}")
    tiers = [entity_tier(kg, c, str(known), r, mod["slot"]) if entity_task else relation_tier(kg, c, h, t)
             for k, c in enumerate(choice_ids) if k != gold_index]
    if DIFFICULTIES[max(tiers)] != item.difficulty:
        fail(item, f"the most plausible distractor is {DIFFICULTIES[max(tiers)]}, labelled {item.difficulty}")


# ------------------------------------------------------------------------------------------ split keys


def fact_key(triple) -> str:
    return "fact:" + "|".join(triple)


def signature(item: Item) -> str:
    """What the image shows: the drawn triples as a set (a masked slot as ?????, a corruption as drawn). Two items
    of a config with equal images have equal signatures (choices and the masked original are not drawn), so the
    builder's in-split dedup removes repeated images."""
    params = item.params_dict
    return signature_hash({"kg": params["kg"], "triples": sorted(map(list, params["triples"]))})


def gold_facts(item: Item) -> set[str]:
    """The facts a test item asks about: the masked or corrupted original triple (none for counting/clean)."""
    params = item.params_dict
    mod = params["modification"]
    if mod["kind"] == "none":
        return set()
    triple = list(params["triples"][mod["triple_index"]])
    position = {"head": 0, "relation": 1, "tail": 2}[mod["slot"]]
    triple[position] = mod["original"]
    return {fact_key(triple)}


def shown_facts(item: Item) -> set[str]:
    """The true facts a train item teaches: its drawn true triples, plus a completion's gold (the answer)."""
    params = item.params_dict
    mod = params["modification"]
    triples = [tuple(t) for t in params["triples"]]
    keys = {fact_key(t) for i, t in enumerate(triples) if MASK not in t and not corrupted(mod, i, t)}
    if mod["kind"].startswith("mask_"):
        keys |= gold_facts(item)
    return keys


def corrupted(mod: dict, index: int, triple: tuple) -> bool:
    """Whether a drawn triple is false by the modification: the corrupted edge, or any triple of a swapped entity."""
    if mod["kind"] == "entity":
        return mod["replacement"] in (triple[0], triple[2])
    return mod["kind"] == "relation" and index == mod["triple_index"]


def map_key(item: Item) -> str:
    """The drawn subgraph, whatever the config: its true triples as a set, the modification undone (a masked or
    corrupted triple counts as the original fact). A count_entity test map so blocks the same map in
    count_relation, detection or completion train, in any drawing order or style."""
    params = item.params_dict
    mod = params["modification"]
    triples = [list(t) for t in params["triples"]]
    if mod["kind"] == "entity":
        triples = [[mod["original"] if x == mod["replacement"] else x for x in t] for t in triples]
    elif mod["kind"] != "none":
        position = {"head": 0, "relation": 1, "tail": 2}[mod["slot"]]
        triples[mod["triple_index"]][position] = mod["original"]
    return object_key("kgmap", [params["kg"], sorted(triples)])


def protected_keys(item: Item) -> set[str]:
    return gold_facts(item) | {map_key(item), f"{item.task}:{signature(item)}"}


def exposed_keys(item: Item) -> set[str]:
    return shown_facts(item) | {map_key(item), f"{item.task}:{signature(item)}"}


def make_spec(name: str) -> TaskSpec:
    config = CONFIGS[name]
    return TaskSpec(
        benchmark=BENCH, name=name, dimension=DIMENSION[family(name)],
        answer_type=ANSWER_TYPE[family(name)], n_options=config.n_choices if family(name) == "complete" else 0,
        default_n=dict(DEFAULT_N), generate=functools.partial(generate, config=config),
        verify=functools.partial(verify, config=config), signature=signature, protected_keys=protected_keys,
        exposed_keys=exposed_keys)


def make_presentation(name: str) -> Presentation:
    return Presentation(
        title=TITLES[name], description=TASK_SENTENCES[name], prompts=PROMPTS[name],
        held_out_share=f"{HOLDOUT_FRACTION:.0%} of the knowledge graph's facts (a fixed hash) are the only ones a test "
                       "item may mask or corrupt, and no train map shows them")


SPECS: dict[str, TaskSpec] = {name: make_spec(name) for name in CONFIGS}
PRESENTATIONS: dict[str, Presentation] = {name: make_presentation(name) for name in CONFIGS}
__all__ = ["CONFIGS", "SPECS", "PRESENTATIONS", "Config", "generate", "verify", "signature", "PALETTES", "SHAPES"]
