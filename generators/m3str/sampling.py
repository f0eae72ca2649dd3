"""Seeded subgraph samplers for M3STR maps: `star`, `bfs` and `dfs`, plus the train/test holdout.

All samplers walk `kg.incident()` lists (never the whole triple list), skip self-loops, keep entity names
unique on a map (two nodes reading alike would make counting and completion ambiguous) and shuffle the drawn
triples at the end, so a required (gold) triple has no fixed place in the drawing.

Holdout: a fixed, hash-based quarter of the KG's facts is reserved for test gold triples. Test items take
their gold (masked or corrupted) triple from it; train maps never draw from it. So no test gold triple can
appear in a train map by construction, and the builder's protected/exposed-key check only confirms it.
The key ignores direction (min(h, t), r, max(h, t)) so both halves of a symmetric fact fall on the same side.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from mindbench.generators.common.item import RejectDraw
from mindbench.generators.common.rng import derive_seed
from mindbench.generators.m3str.kg import KG

SAMPLERS = ("star", "bfs", "dfs")
HOLDOUT_FRACTION = 0.25
HOLDOUT_BUCKETS = 10_000
SEED_TRIES = 30

Triple = tuple[str, str, str]

_CACHE: dict[tuple[int, str], tuple[KG, Any]] = {}


def kg_cached(kg: KG, key: str, build: Callable[[], Any]) -> Any:
    """Per-KG memo for derived indexes (holdout, type signatures); keeps the KG alive so ids are not reused."""
    hit = _CACHE.get((id(kg), key))
    if hit is not None and hit[0] is kg:
        return hit[1]
    value = build()
    _CACHE[(id(kg), key)] = (kg, value)
    return value


def is_holdout_triple(h: str, r: str, t: str) -> bool:
    """True for the facts reserved as test gold; a pure function of the fact, whatever the KG around it."""
    a, b = sorted((h, t))
    return derive_seed("m3str-holdout", a, r, b) % HOLDOUT_BUCKETS < HOLDOUT_FRACTION * HOLDOUT_BUCKETS


def holdout_mask(kg: KG) -> np.ndarray:
    """Boolean array over kg.triples: which facts are reserved for test gold."""
    return kg_cached(kg, "holdout", lambda: np.array([is_holdout_triple(*t) for t in kg.triples], dtype=bool))


def gold_pool(kg: KG, split: str) -> np.ndarray:
    """Triple indices a gold triple may come from: held-out facts for test, the rest for train (no self-loops)."""
    def build() -> np.ndarray:
        mask = holdout_mask(kg) if split == "test" else ~holdout_mask(kg)
        loops = np.array([h == t for h, _, t in kg.triples], dtype=bool)
        return np.flatnonzero(mask & ~loops)
    return kg_cached(kg, f"gold_pool:{split}", build)


def seed_pool(kg: KG, split: str) -> np.ndarray:
    """Triple indices a map without a gold triple starts from: any fact for test, non-held-out ones for train."""
    def build() -> np.ndarray:
        keep = np.array([h != t for h, _, t in kg.triples], dtype=bool)
        return np.flatnonzero(keep if split == "test" else keep & ~holdout_mask(kg))
    return kg_cached(kg, f"seed_pool:{split}", build)


def filler_allowed(kg: KG, split: str) -> Callable[[int], bool]:
    """Which triples a map may show besides its gold: anything in test, never a held-out fact in train."""
    if split == "test":
        return lambda index: True
    mask = holdout_mask(kg)
    return lambda index: not mask[index]


@dataclass(frozen=True)
class Subgraph:
    """A sampled map: the seed entity and its triples in drawing order."""

    seed_entity: str
    triples: tuple[Triple, ...]


@dataclass(frozen=True)
class SampleRequest:
    """What to draw: exactly one of n_edges / n_entities; `required` is a gold triple index that must be in the
    map, its `leaf` endpoint (if given) kept at degree 1 so it can be masked or replaced on its own."""

    mode: str
    n_edges: int | None = None
    n_entities: int | None = None
    max_degree: int = 6
    max_edges: int = 12
    required: int | None = None
    leaf: str | None = None

    def __post_init__(self) -> None:
        if self.mode not in SAMPLERS:
            raise ValueError(f"mode must be one of {SAMPLERS}, got {self.mode!r}")
        if (self.n_edges is None) == (self.n_entities is None):
            raise ValueError("give exactly one of n_edges, n_entities")
        if self.n_edges is not None and self.n_edges < 1:
            raise ValueError(f"n_edges must be >= 1, got {self.n_edges}")
        if self.n_entities is not None and self.n_entities < 2:
            raise ValueError(f"n_entities must be >= 2, got {self.n_entities}")


class MapBuilder:
    """Mutable state of one draw: chosen entities, edges, per-node degree and the names already shown."""

    def __init__(self, kg: KG, seed_entity: str) -> None:
        self.kg = kg
        self.entities: list[str] = [seed_entity]
        self.edges: list[int] = []
        self.degree: dict[str, int] = {seed_entity: 0}
        self.names: dict[str, str] = {kg.entities[seed_entity].name: seed_entity}

    def name_clashes(self, entity: str) -> bool:
        owner = self.names.get(self.kg.entities[entity].name)
        return owner is not None and owner != entity

    def add_entity(self, entity: str) -> None:
        self.entities.append(entity)
        self.degree[entity] = 0
        self.names[self.kg.entities[entity].name] = entity

    def add_edge(self, index: int) -> None:
        h, _, t = self.kg.triples[index]
        self.edges.append(index)
        self.degree[h] += 1
        self.degree[t] += 1


def other_end(triple: Triple, entity: str) -> str:
    h, _, t = triple
    return t if h == entity else h


def sample_subgraph(kg: KG, rng: np.random.Generator, request: SampleRequest, split: str) -> Subgraph:
    """Draw one map; raises RejectDraw when no seed within SEED_TRIES can supply the requested size."""
    allowed = filler_allowed(kg, split)
    for _ in range(SEED_TRIES):
        seed_entity = pick_seed(kg, rng, request, split)
        builder = start_map(kg, seed_entity, request)
        grow = grow_star if request.mode == "star" else grow_walk
        if grow(builder, rng, request, allowed):
            order = rng.permutation(len(builder.edges))
            triples = tuple(kg.triples[builder.edges[i]] for i in order)
            return Subgraph(seed_entity, triples)
    raise RejectDraw(f"no seed entity supports a {request.mode} map of {request.n_edges or request.n_entities}")


def pick_seed(kg: KG, rng: np.random.Generator, request: SampleRequest, split: str) -> str:
    """The required triple's non-leaf endpoint, or an endpoint of a random allowed triple (hubs come up often
    enough that large stars are found quickly; a uniform entity would mostly be a leaf of the KG)."""
    if request.required is not None:
        h, _, t = kg.triples[request.required]
        return h if request.leaf == t else t if request.leaf == h else (h, t)[int(rng.integers(2))]
    pool = seed_pool(kg, split)
    if len(pool) == 0:
        raise RejectDraw(f"the KG has no triple a {split} map may draw")
    h, _, t = kg.triples[int(pool[int(rng.integers(len(pool)))])]
    return (h, t)[int(rng.integers(2))]


def start_map(kg: KG, seed_entity: str, request: SampleRequest) -> MapBuilder:
    builder = MapBuilder(kg, seed_entity)
    if request.required is not None:
        neighbour = other_end(kg.triples[request.required], seed_entity)
        if builder.name_clashes(neighbour):
            raise RejectDraw("the required triple joins two entities with the same name")
        builder.add_entity(neighbour)
        builder.add_edge(request.required)
    return builder


def done(builder: MapBuilder, request: SampleRequest) -> bool:
    if request.n_edges is not None:
        return len(builder.edges) >= request.n_edges
    return len(builder.entities) >= (request.n_entities or 0)


def usable(builder: MapBuilder, index: int, allowed: Callable[[int], bool], request: SampleRequest) -> bool:
    """A triple that may be drawn: allowed for the split, not a self-loop, not yet drawn, not touching the leaf."""
    h, _, t = builder.kg.triples[index]
    return (h != t and allowed(index) and index not in builder.edges
            and request.leaf not in (h, t) and index != request.required)


def grow_star(builder: MapBuilder, rng: np.random.Generator, request: SampleRequest,
              allowed: Callable[[int], bool]) -> bool:
    """K triples incident to the seed (n_edges), or one triple to each of N-1 distinct neighbours (n_entities)."""
    seed_entity = builder.entities[0]
    incident = builder.kg.incident(seed_entity)
    for position in rng.permutation(len(incident)):
        if done(builder, request):
            break
        index = incident[int(position)]
        if not usable(builder, index, allowed, request):
            continue
        neighbour = other_end(builder.kg.triples[index], seed_entity)
        is_new = neighbour not in builder.degree
        if (request.n_entities is not None and not is_new) or builder.name_clashes(neighbour):
            continue
        if is_new:
            builder.add_entity(neighbour)
        builder.add_edge(index)
    return done(builder, request)


def grow_walk(builder: MapBuilder, rng: np.random.Generator, request: SampleRequest,
              allowed: Callable[[int], bool]) -> bool:
    """BFS (expand the oldest frontier node) or DFS (the newest) until the target size; every new entity comes
    with its discovery edge (so the map stays connected) and then induced edges to entities already drawn,
    within the per-node degree cap and the edge cap."""
    kg = builder.kg
    frontier = [e for e in builder.entities if e != request.leaf]
    orders: dict[str, list[int]] = {}
    while not done(builder, request):
        if not frontier:
            return False
        node = frontier[0] if request.mode == "bfs" else frontier[-1]
        if builder.degree[node] >= request.max_degree:
            frontier.remove(node)
            continue
        if node not in orders:
            incident = kg.incident(node)
            orders[node] = [incident[int(i)] for i in rng.permutation(len(incident))]
        found = next_discovery(builder, orders[node], node, allowed, request)
        if found is None:
            frontier.remove(node)
            continue
        index, neighbour = found
        builder.add_entity(neighbour)
        builder.add_edge(index)
        add_induced_edges(builder, rng, neighbour, allowed, request)
        frontier.append(neighbour)
    return True


def next_discovery(builder: MapBuilder, order: list[int], node: str, allowed: Callable[[int], bool],
                   request: SampleRequest) -> tuple[int, str] | None:
    """Pop the node's next triple leading to a new, name-distinct entity (consumes `order`)."""
    while order:
        index = order.pop()
        if not usable(builder, index, allowed, request):
            continue
        neighbour = other_end(builder.kg.triples[index], node)
        if neighbour not in builder.degree and not builder.name_clashes(neighbour):
            return index, neighbour
    return None


def add_induced_edges(builder: MapBuilder, rng: np.random.Generator, entity: str, allowed: Callable[[int], bool],
                      request: SampleRequest) -> None:
    """Keep the triples between `entity` and the map (the paper keeps all; we cap them so hubs stay legible)."""
    kg = builder.kg
    if request.n_edges is not None:
        cap = request.n_edges
    else:  # leave room for the discovery edge of every entity still to come
        cap = request.max_edges - (request.n_entities or 0) + len(builder.entities)
    incident = kg.incident(entity)
    for position in rng.permutation(len(incident)):
        if len(builder.edges) >= cap or builder.degree[entity] >= request.max_degree:
            return
        index = incident[int(position)]
        other = other_end(kg.triples[index], entity)
        if (other in builder.degree and usable(builder, index, allowed, request)
                and builder.degree[other] < request.max_degree):
            builder.add_edge(index)


def map_entities(triples: tuple[Triple, ...] | list[Triple]) -> list[str]:
    """Distinct entity ids of a map in first-appearance order (drawing order of the nodes)."""
    seen: dict[str, None] = {}
    for h, _, t in triples:
        seen.setdefault(h, None)
        seen.setdefault(t, None)
    return list(seen)
