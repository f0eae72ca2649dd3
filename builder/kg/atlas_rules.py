"""Relation rules of the atlas MMKG (relation_rules.tsv, see generators/m3str/rules.py).

Each line is a claim about the world: a generator calls a corrupted triple false only where these claims decide
it, so every `complete` line below says "the graph (with what the rules derive) lists every true fact of this
kind", and every way two relations can both hold of one pair is declared (implies / overlaps / chain).
The world KG's rules are kept unchanged for its relations and types.
"""

from __future__ import annotations

from mindbench.builder.kg import build_world_kg as world

WORDNET_TYPES = ("animal", "plant", "body_part", "food", "substance", "artifact")
WORDNET_ONLY_RELATIONS = ("is_a", "instance_of", "made_of", "has_part", "has_member")
ELEMENT_RELATIONS = ("in_group", "in_period", "in_block", "in_series", "goldschmidt_class", "crystal_structure")

Row = tuple[str, str, str, str, str, str]

STATIC_RULES: list[Row] = [
    # geography: a city lies in one country; through it in the country's subregion and region
    ("chain", "located_in", "located_in", "city", "", "a city in France is in Western Europe"),
    ("range", "largest_city", "city", "", "", ""),
    ("range", "in_time_zone", "time_zone", "", "", ""),
    ("domain", "in_time_zone", "city", "", "", ""),
    ("range", "calling_code", "calling_code", "", "", ""),
    ("range", "top_level_domain", "internet_domain", "", "", ""),
    ("range", "on_continent", "continent", "", "", ""),
    ("range", "first_day_of_week", "weekday", "", "", ""),
    ("range", "weekend_starts_on", "weekday", "", "", ""),
    ("range", "measurement_system", "standard", "", "", ""),
    ("range", "paper_size", "standard", "", "", ""),
    ("range", "former_currency", "currency", "", "", ""),
    ("domain", "spoken_in", "language", "", "", ""),
    ("range", "spoken_in", "country", "", "", ""),
    ("complete", "located_in", "", "city", "country", "GeoNames: one country per city"),
    ("complete", "largest_city", "", "country", "", "most populous GeoNames city; close runners-up excepted"),
    ("complete", "in_time_zone", "", "city", "", "GeoNames: one IANA zone per city"),
    ("complete", "calling_code", "", "country", "", "world-countries; shared plans excepted"),
    ("complete", "top_level_domain", "", "country", "", "world-countries; several domains excepted"),
    ("complete", "on_continent", "", "country", "", "GeoNames continent; transcontinental countries excepted"),
    ("complete", "first_day_of_week", "", "country", "", "CLDR weekData: one first day per territory"),
    ("complete", "weekend_starts_on", "", "country", "", "CLDR weekData: one weekend start per territory"),
    ("complete", "measurement_system", "", "country", "", "CLDR measurementData"),
    ("complete", "paper_size", "", "country", "", "CLDR measurementData"),
    # the largest city may also be the capital and a former currency may come back: judged by the graph, so no
    # swap is barred; first day of the week and weekend start may name the same day (Saturday in Afghanistan)
    # chemistry: one period, block, group and category per element (debated ones excepted)
    *[("domain", r, "element", "", "", "") for r in (*ELEMENT_RELATIONS, "discovered_in")],
    *[("range", r, "element_class", "", "", "") for r in ELEMENT_RELATIONS],
    ("range", "discovered_in", "country", "", "", ""),
    ("complete", "in_group", "", "element", "", "IUPAC groups 1-18; group 3 and the f-block excepted"),
    ("complete", "in_period", "", "element", "", "periods 1-7"),
    ("complete", "in_block", "", "element", "", "s, p, d, f; helium and group 3 excepted"),
    ("complete", "in_series", "", "element", "", "mendeleev's series; the metalloid line excepted"),
    # concepts (WordNet): taxonomy and membership are transitive; is-a and member-of read alike ("a dog is a
    # member of the canines"), so are part-of / member-of; a made-of may also be a part (bread, flour)
    ("transitive", "is_a", "", "", "", ""),
    ("chain", "instance_of", "is_a", "", "", "an instance of a kind is an instance of its hypernyms"),
    ("transitive", "member_of", "", "", "", ""),
    ("chain", "member_of", "is_a", "", "", "a dog, in genus Canis, is a member of a mammal genus"),
    ("chain", "part_of", "is_a", "", "", "a part of a kind of thing is part of that kind's hypernym"),
    ("overlaps", "is_a", "member_of", "", "", "a dog is a member of the canines"),
    ("overlaps", "is_a", "instance_of", "", "", ""),
    ("overlaps", "part_of", "member_of", "", "", "a finger is part / a member of the hand"),
    ("overlaps", "made_of", "part_of", "", "", "flour is both what bread is made of and part of it"),
    # holonymy is stated from either end (has part / has member, see atlas_domains.stated_fact); the overlaps
    # above hold for the inverse readings too
    ("inverse", "part_of", "has_part", "", "", "a wheel is part of a car: a car has a wheel as part"),
    ("inverse", "member_of", "has_member", "", "", ""),
    ("overlaps", "has_part", "has_member", "", "", "a hand has a finger as part / as member"),
    ("overlaps", "made_of", "has_part", "", "", "bread is made of flour and has flour in it"),
    # what a thing may well be said to be part / a member / a kind of: anything above it along these relations
    *[("upward", r, s, "", "", "a steering wheel, a kind of wheel, may be part of a car") for r, leads in (
        ("part_of", ("is_a", "member_of", "located_in")), ("member_of", ("is_a", "instance_of", "part_of")),
        ("is_a", ("instance_of",)), ("instance_of", ("is_a",)), ("made_of", ("is_a", "part_of")),
        ("located_in", ("part_of",)), ("subgroup_of", ("language_group",)), ("language_group", ("subgroup_of",)))
      for s in leads],
    *[("domain", r, t, "", "", "") for r in WORDNET_ONLY_RELATIONS for t in WORDNET_TYPES],
    *[("range", r, t, "", "", "") for r in WORDNET_ONLY_RELATIONS for t in WORDNET_TYPES],
    *[("complete", "is_a", "", t, "", "WordNet hypernyms; role categories (pet, gas) are left out of the graph")
      for t in WORDNET_TYPES],
    # WordNet's part, member and substance links among the graph's concepts, with the chains above, taken as all
    # there are between them: what lets part of / has part / member of / has member / made of / is a be told
    # apart as distractors between two concepts
    *[("complete", r, "", t, "", "WordNet meronymy among the graph's concepts, with its chains")
      for r in ("part_of", "has_part", "member_of", "has_member", "made_of") for t in WORDNET_TYPES],
]
# heads whose facts the sources lack (hand-checked)
KNOWN_GAPS: dict[tuple[str, str], str] = {
    ("on_continent", f"country_{code}"): "transcontinental or remote territories" for code in (
        "RUS", "TUR", "KAZ", "EGY", "AZE", "GEO", "ARM", "CYP", "IDN", "TLS", "PNG", "PAN", "ESP", "FRA", "PRT",
        "DNK", "NLD", "USA", "YEM", "CHL", "UMI", "ATF", "SGS", "BVT", "HMD", "IOT", "CCK", "CXR", "GRL")
}


def relation_rules(entities: dict[str, tuple[str, str, str]], gaps: dict[tuple[str, str], str]) -> list[Row]:
    """The world KG's rules, the atlas rules above, then the heads the graph lacks facts for as `incomplete`."""
    rows: list[Row] = [row for row in world.STATIC_RULES]
    for (head_type, relation), tails in world.COMPLETE_TAILS.items():
        rows += [("complete", relation, "", head_type, tail, "") for tail in tails]
    rows += STATIC_RULES
    merged = {**gaps, **world.KNOWN_GAPS, **KNOWN_GAPS}
    rows += [("incomplete", relation, head, "", "", note) for (relation, head), note in sorted(merged.items())
             if head in entities]
    return rows
