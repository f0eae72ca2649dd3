"""A tiny but real MMKG folder for M3STR tests: a dozen countries with capitals, languages, currencies, regions,
memberships and borders. Hubs of degree >= 10 make every counting answer reachable; some entities have PNG or
JPEG images (drawn by PIL), languages have none, so both node kinds are exercised."""

from __future__ import annotations

from pathlib import Path

from PIL import Image

COUNTRIES = {  # id: (name, capital, languages, currency, region, colour)
    "FR": ("France", "Paris", ["fr"], "EUR", "WEU", (0, 85, 164)),
    "DE": ("Germany", "Berlin", ["de"], "EUR", "WEU", (20, 20, 20)),
    "IT": ("Italy", "Rome", ["it"], "EUR", "SEU", (0, 146, 70)),
    "ES": ("Spain", "Madrid", ["es"], "EUR", "SEU", (198, 11, 30)),
    "PT": ("Portugal", "Lisbon", ["pt"], "EUR", "SEU", (0, 102, 0)),
    "BE": ("Belgium", "Brussels", ["nl", "fr", "de"], "EUR", "WEU", (253, 218, 36)),
    "NL": ("Netherlands", "Amsterdam", ["nl"], "EUR", "WEU", (174, 28, 40)),
    "AT": ("Austria", "Vienna", ["de"], "EUR", "CEU", (237, 41, 57)),
    "CH": ("Switzerland", "Bern", ["de", "fr", "it"], "CHF", "WEU", (213, 43, 30)),
    "PL": ("Poland", "Warsaw", ["pl"], "PLN", "CEU", (220, 20, 60)),
    "JP": ("Japan", "Tokyo", ["ja"], "JPY", "EAS", (188, 0, 45)),
    "BR": ("Brazil", "Brasília", ["pt"], "BRL", "SAM", (0, 156, 59)),
}
LANGUAGES = {"fr": "French", "de": "German", "it": "Italian", "es": "Spanish", "pt": "Portuguese",
             "nl": "Dutch", "pl": "Polish", "ja": "Japanese"}
CURRENCIES = {"EUR": "Euro", "CHF": "Swiss franc", "PLN": "Złoty", "JPY": "Yen", "BRL": "Brazilian real"}
REGIONS = {"WEU": "Western Europe", "SEU": "Southern Europe", "CEU": "Central Europe", "EAS": "Eastern Asia",
           "SAM": "South America"}
EU_MEMBERS = ("FR", "DE", "IT", "ES", "PT", "BE", "NL", "AT", "PL")
BORDERS = [("FR", "DE"), ("FR", "IT"), ("FR", "ES"), ("FR", "BE"), ("FR", "CH"), ("DE", "AT"), ("DE", "CH"),
           ("DE", "PL"), ("DE", "NL"), ("DE", "BE"), ("IT", "AT"), ("IT", "CH"), ("ES", "PT"), ("BE", "NL"),
           ("AT", "CH")]
RELATIONS = {"capital": "capital", "language": "official language", "currency": "currency",
             "region": "located in region", "member": "member of", "borders": "shares border with"}


def fixture_records() -> tuple[list[tuple[str, str, str, str]], list[tuple[str, str, str]]]:
    """(entities as (id, name, type, description), triples) of the tiny world."""
    entities: list[tuple[str, str, str, str]] = []
    triples: list[tuple[str, str, str]] = []
    for cid, (name, capital, languages, currency, region, _) in COUNTRIES.items():
        entities.append((cid, name, "country", f"a country called {name}"))
        entities.append((f"city_{cid}", capital, "city", f"capital of {name}"))
        triples.append((cid, "capital", f"city_{cid}"))
        triples += [(cid, "language", f"lang_{code}") for code in languages]
        triples.append((cid, "currency", f"cur_{currency}"))
        triples.append((cid, "region", f"reg_{region}"))
        triples.append((cid, "member", "org_UN"))
        if cid in EU_MEMBERS:
            triples.append((cid, "member", "org_EU"))
    for a, b in BORDERS:
        triples += [(a, "borders", b), (b, "borders", a)]
    entities += [(f"lang_{k}", v, "language", "") for k, v in LANGUAGES.items()]
    entities += [(f"cur_{k}", v, "currency", "") for k, v in CURRENCIES.items()]
    entities += [(f"reg_{k}", v, "region", "") for k, v in REGIONS.items()]
    entities += [("org_UN", "United Nations", "organisation", ""), ("org_EU", "European Union", "organisation", "")]
    return entities, triples


def flag_image(colour: tuple[int, int, int], stripes: int) -> Image.Image:
    """A small flag-like picture so nodes with images are visibly different from text nodes."""
    image = Image.new("RGB", (60, 40), (255, 255, 255))
    for i in range(stripes):
        if i % 2 == 0:
            image.paste(colour, (i * 60 // stripes, 0, (i + 1) * 60 // stripes, 40))
    return image


def write_tiny_mmkg(root: Path) -> Path:
    """Write the MMKG folder under `root`/tiny and return its path."""
    folder = root / "tiny"
    (folder / "images").mkdir(parents=True, exist_ok=True)
    entities, triples = fixture_records()
    lines = ["id\tname\ttype\tdescription"] + ["\t".join(e) for e in entities]
    (folder / "entities.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    lines = ["id\tlabel"] + [f"{k}\t{v}" for k, v in RELATIONS.items()]
    (folder / "relations.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    lines = ["head\trelation\ttail"] + ["\t".join(t) for t in triples]
    (folder / "triples.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for number, (cid, (*_, colour)) in enumerate(COUNTRIES.items()):
        flag_image(colour, 3 + number % 3).save(folder / "images" / f"{cid}.png")
        flag_image(colour, 1).save(folder / "images" / f"city_{cid}.jpg", quality=90)
    return folder
