"""Relation rules (relation_rules.tsv): no M3STR 'false' statement may be true in the world.

TRUE_IN_WORLD is a hand-checked table of triples over the world KG's ids and relations that the graph lacks
(closed world would call them false) but that hold in the world as of 2026. The generator must never offer one
as a corruption or a completion distractor, and verify must reject an item that does.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mindbench.generators.common.item import RejectDraw, VerificationError
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.task import BuildOptions
from mindbench.generators.m3str import rules, tasks
from mindbench.generators.m3str.kg import KG, Entity, KGError, cached_kg, embedded_kg_path, load_kg
from mindbench.generators.m3str.render import MASK
from mindbench.generators.m3str.rules import FALSE_VERDICTS, closure_verdict
from tests.m3str_fixture import write_tiny_mmkg

WORLD = BuildOptions(kg_path=str(embedded_kg_path("world")))

# (head, relation, tail): why it is true in the world
TRUE_IN_WORLD: dict[tuple[str, str, str], str] = {
    # relation swaps that hold in the world through another relation, and their kin (implies / overlaps)
    ("country_LTU", "located_in", "org_EU"): "an EU member is located in the EU",
    ("country_FRA", "located_in", "org_EZ"): "France is in the eurozone",
    ("country_DZA", "part_of", "region_northern-africa"): "Algeria is part of Northern Africa",
    ("country_EGY", "part_of", "region_northern-africa"): "Egypt is part of Northern Africa",
    ("country_DEU", "part_of", "org_EU"): "Germany is part of the EU",
    ("langgroup_plf", "language_group", "langgroup_poz"): "Central Malayo-Polynesian belongs to Malayo-Polynesian",
    ("language_tha", "subgroup_of", "langgroup_tai"): "Thai is (a subgroup) in the Tai languages",
    ("langgroup_roa", "language_group", "langgroup_itc"): "Romance belongs to the Italic languages",
    # chains: located in a subregion that is part of a region; a group inside a larger group
    ("country_FRA", "located_in", "region_europe"): "France is in Europe",
    ("country_JPN", "located_in", "region_asia"): "Japan is in Asia",
    ("country_DZA", "part_of", "region_africa"): "Algeria is part of Africa",
    ("region_northern-africa", "located_in", "region_africa"): "Northern Africa is located in Africa",
    ("language_fra", "language_group", "langgroup_itc"): "French is an Italic language",
    ("language_fra", "language_group", "langgroup_ine"): "French is an Indo-European language",
    ("langgroup_plf", "subgroup_of", "langgroup_map"): "Central Malayo-Polynesian is Austronesian",
    # second currencies, memberships and borders the sources lack
    ("country_BGR", "currency", "currency_EUR"): "Bulgaria adopted the euro on 2026-01-01",
    ("country_BGR", "member_of", "org_EZ"): "Bulgaria joined the eurozone in 2026",
    ("country_HRV", "member_of", "org_EZ"): "Croatia joined the eurozone in 2023",
    ("country_SGP", "currency", "currency_BND"): "Brunei dollar is customary tender in Singapore",
    ("country_LBR", "currency", "currency_USD"): "the US dollar is legal tender in Liberia",
    ("country_FRA", "borders", "country_BRA"): "French Guiana borders Brazil",
    ("country_BRA", "borders", "country_FRA"): "French Guiana borders Brazil",
    ("country_FRA", "borders", "country_SUR"): "French Guiana borders Suriname",
    ("country_DNK", "borders", "country_CAN"): "Hans Island land border since 2022",
    ("country_CAN", "borders", "country_DNK"): "Hans Island land border since 2022",
    ("city_SVK_bratislava", "borders", "country_AUT"): "Bratislava's city limits touch Austria",
    # transcontinental countries and fuzzy subregions
    ("country_RUS", "located_in", "region_asia"): "most of Russia is in Asia",
    ("country_TUR", "located_in", "region_europe"): "East Thrace is in Europe",
    ("country_KAZ", "located_in", "region_europe"): "western Kazakhstan is in Europe",
    ("country_EGY", "located_in", "region_asia"): "Sinai is in Asia",
    ("country_BGR", "located_in", "region_eastern-europe"): "UN M49 puts Bulgaria in Eastern Europe",
    ("country_MEX", "located_in", "region_central-america"): "UN M49 puts Mexico in Central America",
    ("country_CUB", "located_in", "region_north-america"): "the Caribbean is part of North America",
    ("region_central-america", "part_of", "region_north-america"): "Central America is part of North America",
    ("country_LSO", "located_in", "country_ZAF"): "Lesotho is an enclave in South Africa",
    ("country_VAT", "located_in", "city_ITA_rome"): "Vatican City lies within Rome",
    # capitals, official languages and scripts
    ("country_PSE", "capital", "city_ISR_jerusalem"): "Palestine names (East) Jerusalem its capital",
    ("org_EU", "capital", "city_BEL_brussels"): "Brussels is the de facto capital of the EU",
    ("org_EU", "currency", "currency_EUR"): "the euro is the EU's currency",
    ("org_EZ", "currency", "currency_EUR"): "the euro is the eurozone's currency",
    ("org_EU", "official_language", "language_fra"): "French is an official EU language",
    ("org_UN", "official_language", "language_fra"): "French is an official UN language",
    ("country_CHE", "official_language", "language_deu"): "Standard German is official in Switzerland",
    ("country_ESP", "official_language", "language_cat"): "Catalan is co-official in Catalonia",
    ("country_IND", "official_language", "language_urd"): "Urdu is a scheduled, state-official language",
    ("language_aze", "written_in", "script_Cyrl"): "Azerbaijani was and is also written in Cyrillic",
    ("language_kaz", "written_in", "script_Latn"): "Kazakh adopted a Latin alphabet in 2017",
}
DETECT_AND_COMPLETE = ("detect_entity", "detect_relation", "detect_mix", "complete_entity", "complete_relation")


@pytest.fixture(scope="module")
def world() -> KG:
    return cached_kg(str(embedded_kg_path("world")))


def test_table_is_over_world_ids_and_missing_from_the_graph(world):
    assert len(TRUE_IN_WORLD) >= 30
    for (h, r, t), why in TRUE_IN_WORLD.items():
        assert h in world.entities and t in world.entities and r in world.relations, (h, r, t)
        assert not world.has_triple(h, r, t), f"{(h, r, t)} is in the graph: not a closed-world gap ({why})"


@pytest.mark.parametrize("triple", list(TRUE_IN_WORLD))
def test_rules_never_call_a_true_triple_false(world, triple):
    """Both paths: the generator's backward judgement and verify's forward closure."""
    assert world.rules.judge(*triple) not in FALSE_VERDICTS
    assert closure_verdict(world, world.rule_list, world.closure(), *triple) != "false"


def draft(name: str, index: int, base_seed: int, kg: KG) -> tasks.Draft | None:
    config = tasks.CONFIGS[name]
    for attempt in range(40):
        rng = item_rng(item_seed(tasks.BENCH, name, "test", base_seed, index, attempt))
        picker = tasks.SlotPicker(name, "test", base_seed, index, attempt)
        try:
            return tasks.DRAFTERS[tasks.family(name)](kg, rng, config, picker)
        except RejectDraw:
            continue
    return None


def offered_false(draft_: tasks.Draft) -> list[tuple[str, str, str]]:
    """The triples an item presents as false: the corrupted one, or each distractor filled into the mask."""
    mod = draft_.modification
    if mod["kind"] in ("entity", "relation"):
        return [draft_.triples[mod["triple_index"]]]
    if mod["kind"].startswith("mask_"):
        masked = draft_.triples[mod["triple_index"]]
        return [tuple(c if x == MASK else x for x in masked) for c in draft_.choice_ids if c != mod["original"]]
    return []


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
@pytest.mark.parametrize("name", DETECT_AND_COMPLETE)
def test_no_true_in_world_triple_is_offered_over_many_seeds(world, name):
    offered = 0
    for base_seed in (0, 1, 2):
        for index in range(120):
            result = draft(name, index, base_seed, world)
            assert result is not None
            for triple in offered_false(result):
                offered += 1
                assert triple not in TRUE_IN_WORLD, f"{name} #{index} seed {base_seed} offers {triple}"
                assert world.rules.judge(*triple) in FALSE_VERDICTS
    assert offered > 100


# ------------------------------------------------------------------------------------------ each rule


def small_kg(rule_rows: list[tuple[str, ...]] | None) -> KG:
    """Two countries in one subregion of one region, one of them a member of a regional organisation."""
    entities = [Entity("A", "Alpha", "country", None, None), Entity("B", "Beta", "country", None, None),
                Entity("S", "South", "subregion", None, None), Entity("R", "Realm", "region", None, None),
                Entity("O", "Union", "regional_organization", None, None)]
    relations = {"in": "located in", "part": "part of", "member": "member of", "borders": "borders",
                 "near": "near"}
    triples = [("A", "in", "S"), ("B", "in", "S"), ("S", "part", "R"), ("A", "member", "O"),
               ("A", "borders", "B"), ("A", "near", "S"), ("S", "near", "R")]
    return KG.from_records("small", entities, relations, triples, rules=rule_rows)


COMPLETE_ALL = [("complete", r, "", "", "") for r in ("in", "part", "member", "borders", "near")]
RULE_CASES = [  # (rule, the candidate it must stop, how the candidate is proposed)
    (("implies", "member", "in", "country", "regional_organization"), ("A", "member", "in", "O"), "swap_implies"),
    (("overlaps", "in", "part", "", ""), ("A", "in", "part", "S"), "swap_overlaps"),
    (("overlaps", "in", "part", "", ""), ("S", "part", "in", "R"), "swap_overlaps"),
    (("inverse", "borders", "borders", "", ""), ("B", None, "borders", "A"), "inverse"),
    (("chain", "in", "part", "", ""), ("A", None, "in", "R"), "chain"),
    (("transitive", "near", "", "", ""), ("A", None, "near", "R"), "chain"),
    (("range", "member", "regional_organization", "", ""), ("A", None, "member", "B"), "false_range"),
    (("incomplete", "member", "B", "", ""), ("B", None, "member", "O"), "undecided_incomplete"),
    (("upward", "part", "in", "", ""), ("A", None, "part", "R"), "undecided_upward"),
]


@pytest.mark.parametrize(("rule", "case", "reason"), RULE_CASES, ids=[c[0][0] + "-" + c[2] for c in RULE_CASES])
def test_each_rule_blocks_its_candidate(rule, case, reason):
    """With the rule the candidate is refused for the rule's reason; without it (everything declared complete)
    the same candidate is decidably false, so the rule is what stops it."""
    h, original, candidate, t = case
    for kg, expected in ((small_kg([*COMPLETE_ALL, rule]), reason), (small_kg(COMPLETE_ALL), "false_complete")):
        verdict = kg.rules.swap_block(original, candidate, h, t) if original else None
        assert (verdict or kg.rules.judge(h, candidate, t)) == expected, (rule, kg.rule_list)


def test_a_tail_above_the_head_is_undecided_on_both_paths():
    """A lies in S, which is part of R: "A part of R" may well be true, so with `upward part in` neither the
    generator's judge nor verify's closure calls it false; without the rule both do."""
    for rows, judged, closed in (([*COMPLETE_ALL, ("upward", "part", "in", "", "")], "undecided_upward", "undecided"),
                                 (COMPLETE_ALL, "false_complete", "false")):
        kg = small_kg(rows)
        assert kg.rules.judge("A", "part", "R") == judged
        assert closure_verdict(kg, kg.rule_list, kg.closure(), "A", "part", "R") == closed


def holonymy_kg(rows: list[tuple[str, ...]]) -> KG:
    """A spoke is part of a wheel, stated as "wheel has part spoke"; the wheel is part of a bike."""
    entities = [Entity(e, e.lower(), "artifact", None, None) for e in ("Spoke", "Wheel", "Bike")]
    relations = {"part": "part of", "has": "has part"}
    triples = [("Wheel", "has", "Spoke"), ("Wheel", "part", "Bike")]
    return KG.from_records("holonymy", entities, relations, triples, rules=rows)


def test_the_inverse_of_a_derived_fact_is_true_on_both_paths():
    """"bike has part spoke" follows from spoke part of wheel (the inverse of a graph fact) and wheel part of
    bike (transitivity): judge derives it through the inverse of a derived fact, as verify's closure does; with
    both relations complete, it would otherwise be called false."""
    kg = holonymy_kg([("transitive", "part", "", "", ""), ("inverse", "part", "has", "", ""),
                      ("complete", "part", "", "", ""), ("complete", "has", "", "", "")])
    assert kg.rules.judge("Spoke", "part", "Bike") == "chain"
    assert kg.rules.judge("Bike", "has", "Spoke") == "inverse"
    assert closure_verdict(kg, kg.rule_list, kg.closure(), "Bike", "has", "Spoke") == "true"
    assert kg.rules.judge("Spoke", "has", "Bike") == "false_complete"  # the part does not have the whole


def test_undeclared_completeness_is_undecided_and_no_rules_is_closed_world():
    kg = small_kg([])
    assert kg.rules_declared and kg.rules.judge("B", "member", "O") == "undecided_not_complete"
    closed = small_kg(None)
    assert not closed.rules_declared and closed.rules.judge("B", "member", "O") == "false_closed_world"
    assert set(closed.completeness().values()) == {"unknown"}
    assert small_kg(COMPLETE_ALL).completeness()["in"] == "complete"


@pytest.mark.parametrize("rule", [r for r in cached_kg(str(embedded_kg_path("world"))).rule_list
                                  if r.kind in ("implies", "overlaps")], ids=lambda r: f"{r.kind}-{r.relation}")
def test_each_world_swap_rule_blocks_its_swap(world, rule):
    """For every declared implies/overlaps rule, a graph pair of fitting types: the swap is refused."""
    for h, r, t in world.triples:
        if r == rule.relation and rule.fits(world.entities[h].type, world.entities[t].type):
            assert not world.rules.usable_swap(r, rule.other, h, t)
            assert world.rules.swap_block(r, rule.other, h, t) in ("swap_implies", "swap_overlaps")
            break
    else:
        pytest.fail(f"no graph triple fits {rule}")


def test_rules_file_errors_name_file_and_line(tmp_path):
    folder = write_tiny_mmkg(tmp_path)
    path = folder / "relation_rules.tsv"
    for body, problem in (("bogus\tcapital\t\n", "unknown rule"), ("implies\tcapital\tnope\n", "relation id"),
                          ("domain\tcapital\tplanet\n", "entity type"), ("incomplete\tcapital\tXX\n", "entity id")):
        path.write_text("rule\trelation\tother\n" + body, encoding="utf-8")
        with pytest.raises(KGError, match=rf"relation_rules.tsv:2: .*{problem}"):
            load_kg(folder)
    path.write_text("rule\trelation\tother\nrange\tcapital\tcountry\n", encoding="utf-8")
    with pytest.raises(KGError, match="breaks the declared domain/range"):
        load_kg(folder)
    path.write_text("rule\trelation\tother\ncomplete\tcapital\t\n", encoding="utf-8")
    kg = load_kg(folder)
    assert kg.rules_declared and kg.completeness()["capital"] == "complete"
    path.unlink()
    assert not load_kg(folder).rules_declared


# ------------------------------------------------------------------------------------------ verify


def rendered(kg: KG, name: str, triples: list, modification: dict, answer: str, difficulty: str,
             choice_ids: list[str] | None = None, option_kinds: list[str] | None = None):
    draft_ = tasks.Draft(triples, triples[0][0], modification, answer, difficulty, choice_ids, option_kinds)
    return tasks.render_item(kg, draft_, tasks.CONFIGS[name], 0, "test", 1)


def relation_item(kg: KG, replacement: str):
    triples = [("country_DZA", replacement, "region_northern-africa"), ("country_DZA", "capital", "city_DZA_algiers")]
    mod = {"kind": "relation", "triple_index": 0, "slot": "relation", "original": "located_in",
           "replacement": replacement}
    return rendered(kg, "detect_relation", triples, mod, "Yes", size_difficulty("detect_relation", triples))


def size_difficulty(name: str, triples: list) -> str:
    """A detection item's difficulty: its map-size band, for Yes and No items alike."""
    config = tasks.CONFIGS[name]
    return tasks.DIFFICULTIES[tasks.band(tasks.map_size(config, triples), config.k_min, config.k_max)]


def test_verify_rejects_a_corruption_that_follows_under_the_rules(world):
    tasks.verify(relation_item(world, "currency"), WORLD, tasks.CONFIGS["detect_relation"])
    with pytest.raises(VerificationError, match="under the KG's rules|may not be swapped"):
        tasks.verify(relation_item(world, "part_of"), WORLD, tasks.CONFIGS["detect_relation"])
    # an entity corruption to the region its subregion is part of: true by the chain rule
    triples = [("country_FRA", "located_in", "region_europe"), ("country_FRA", "capital", "city_FRA_paris")]
    mod = {"kind": "entity", "triple_index": 0, "slot": "tail", "original": "region_western-europe",
           "replacement": "region_europe"}
    item = rendered(world, "detect_entity", triples, mod, "Yes", size_difficulty("detect_entity", triples))
    with pytest.raises(VerificationError, match="is true under the KG's rules"):
        tasks.verify(item, WORLD, tasks.CONFIGS["detect_entity"])


def test_verify_rejects_a_distractor_true_under_the_rules(world):
    triples = [("country_LTU", MASK, "org_EU"), ("country_LTU", "capital", "city_LTU_vilnius")]
    choices = ["member_of", "located_in", "currency", "capital", "written_in"]
    mod = {"kind": "mask_relation", "triple_index": 0, "slot": "relation", "original": "member_of",
           "replacement": None}
    tiers = [tasks.relation_tier(world, c, "country_LTU", "org_EU") for c in choices[1:]]
    kinds = ["correct"] + [tasks.relation_kind(world, c, "country_LTU", "org_EU") for c in choices[1:]]
    item = rendered(world, "complete_relation", triples, mod, "A", tasks.DIFFICULTIES[max(tiers)], choices, kinds)
    with pytest.raises(VerificationError, match="under the KG's rules|may not be swapped"):
        tasks.verify(item, WORLD, tasks.CONFIGS["complete_relation"])


# ------------------------------------------------------------------------------------------ samplers


def test_default_configs_use_all_three_samplers_and_record_them(world):
    by_sampler = {c.sampler for c in tasks.CONFIGS.values()}
    assert by_sampler == {"star", "bfs", "dfs"}
    for name in ("count_entity", "detect_entity", "complete_entity"):
        item = None
        for attempt in range(40):
            try:
                item = tasks.SPECS[name].generate(0, "test", 0, attempt, WORLD)
                break
            except RejectDraw:
                continue
        assert item is not None and item.params_dict["sampler"] == tasks.CONFIGS[name].sampler
        assert item.params_dict["falsity"] == "rules"


def test_kg_without_rules_records_closed_world(tmp_path):
    options = BuildOptions(kg_path=str(write_tiny_mmkg(tmp_path)))
    kg = cached_kg(str(Path(options.kg_path)))
    assert not kg.rules_declared
    for attempt in range(40):
        try:
            item = tasks.SPECS["detect_relation"].generate(1, "test", 0, attempt, options)
            break
        except RejectDraw:
            continue
    assert item.params_dict["falsity"] == "closed_world"
    tasks.SPECS["detect_relation"].verify(item, options)


def test_rejection_counters_read_out(world):
    rules.reset_stats()
    assert not world.rules.usable_false("country_LTU", "located_in", "org_EU")
    assert not world.rules.usable_swap("member_of", "located_in", "country_LTU", "org_EU")
    assert rules.rejection_stats() == {"implies": 1, "swap_implies": 1}
