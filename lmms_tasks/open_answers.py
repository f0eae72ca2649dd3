"""Open answers (`answer_type` "open", e.g. M3STR `complete_entity_open`): the typed name a response commits to, and
whether it is one of the item's accepted names (`params.open.accepted`).

Extraction takes the committed name: the last "Answer: …" line (also "Final answer", and the Chinese, Japanese,
Spanish, French and German labels), else a `\\boxed{…}`, else a JSON `"answer"` value, else the last bold span, else
"the missing entity is …" / "the answer is …", else a response that is a single short line. Scoring compares
normalised names: Unicode NFKC, case folded, accents dropped, quotes, bold marks and end punctuation stripped, a
trailing parenthetical qualifier ("apparatus (artifact)") dropped on both sides, a leading article dropped, spaces,
hyphens, slashes and underscores collapsed. Nothing is credited for a response that names several candidates
("Nairobi or Mombasa" is not a name of the list).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable

ANSWER_LABEL = re.compile(
    r"(?:final\s+answer|answer|答案|回答|答え|解答|respuesta(?:\s+final)?|r[ée]ponse(?:\s+finale)?|antwort)"
    r"\s*(?:is|es|est|ist)?\s*[:：]\s*(?P<name>[^\n]+)", re.IGNORECASE)
BOXED = re.compile(r"\\boxed\{(?P<name>[^{}]+)\}")
LATEX_TEXT = re.compile(r"\\(?:text|mathrm|textbf|mathbf)\{([^{}]*)\}")  # \boxed{\text{Nairobi}} -> \boxed{Nairobi}
BOLD = re.compile(r"\*\*(?P<name>[^*\n]+)\*\*")
JSON_OBJECT = re.compile(r"\{[^{}]*\}")
STATED = re.compile(r"(?:missing\s+(?:entity|relation|label|name)|answer)\s+(?:is|should\s+be|would\s+be|must\s+be)\s+"
                    r"(?P<name>[^\n]+?)\s*(?:[.;!]\s|[.;!]?$|,\s+(?:since|because|as|which)\b)", re.IGNORECASE)
MAX_BARE_CHARS = 80  # a one-line response longer than this is a sentence, not a name
ARTICLES = ("the ", "a ", "an ")
QUALIFIER = re.compile(r"\s*\([^()]*\)\s*$")
EDGE_PUNCTUATION = " \t\"'`*_.,;:!?。，！？「」『』“”‘’«»"


def extract_open_answer(response: str) -> str | None:
    """The name the response commits to, or None when it commits to none."""
    text = LATEX_TEXT.sub(r"\1", response).strip()
    if not text:
        return None
    labelled = ANSWER_LABEL.findall(text)
    if labelled:
        return clean(labelled[-1])
    boxed = BOXED.findall(text)
    if boxed:
        return clean(boxed[-1])
    for blob in reversed(JSON_OBJECT.findall(text)):
        try:
            value = json.loads(blob)
        except ValueError:
            continue
        if isinstance(value, dict) and isinstance(value.get("answer"), str):
            return clean(value["answer"])
    bold = BOLD.findall(text)
    if bold:
        return clean(bold[-1])
    stated = STATED.findall(text)
    if stated:
        return clean(stated[-1])
    if "\n" not in text and len(text) <= MAX_BARE_CHARS:
        return clean(text)
    return None


def clean(name: str) -> str | None:
    """A name as written, without the marks around it (bold, quotes, end punctuation, a closing "$")."""
    inner = BOXED.search(name)
    name = inner["name"] if inner else name
    name = name.replace("**", "").strip().strip("$").strip(EDGE_PUNCTUATION)
    return name or None


def normalise(name: str) -> str:
    """The form names are compared in (see the module docstring)."""
    text = unicodedata.normalize("NFKC", name).casefold()
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    text = text.strip(EDGE_PUNCTUATION)
    text = QUALIFIER.sub("", text)
    for article in ARTICLES:
        if text.startswith(article):
            text = text[len(article):]
            break
    text = re.sub(r"[\s_\-–/]+", " ", text).strip(EDGE_PUNCTUATION)
    return text


def is_accepted(extracted: str | None, accepted: Iterable[str]) -> bool:
    """Whether the extracted name is one of the accepted names, compared normalised."""
    if extracted is None:
        return False
    wanted = normalise(extracted)
    return bool(wanted) and any(normalise(name) == wanted for name in accepted)
