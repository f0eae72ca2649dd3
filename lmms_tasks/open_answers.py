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


# ------------------------------------------------------------------------------------- answers with a structure
# Mind's Eye open items name something with a structure: a set of grid cells (`paper_folding_open`) or an axis and
# a number of quarter turns (`mental_rotation_open`). `params.open.format` says which; the committed text (the
# extraction above, else the response's last non-empty line) is parsed into the canonical form the item's
# `answer` is written in, so the answer and a parsed response compare as strings.

FORMAT_NAME, FORMAT_CELLS, FORMAT_ROTATION = "name", "cells", "rotation"
CELL = re.compile(r"(?<![A-Za-z0-9])(?:([A-H])\s?[-‐]?\s?([1-8])|([a-h])([1-8]))(?![0-9A-Za-z])")
NO_CELLS = re.compile(r"\b(?:no|none|zero)\s+(?:holes?|cells?)\b|^\s*none\s*$", re.IGNORECASE)
NAMED_AXIS = re.compile(r"\baxis\s*(?:[:=]|is)?\s*\(?([xyz])\b|(?<![A-Za-z])([xyz])\s*[-‐]?\s*axis\b", re.IGNORECASE)
BARE_AXIS = re.compile(r"(?<![A-Za-z0-9])([xyzXYZ])(?![A-Za-z0-9])")
COUNT_WORDS = {"one": 1, "a": 1, "single": 1, "two": 2, "three": 3, "1": 1, "2": 2, "3": 3}
QUARTERS = re.compile(r"\b(one|a|single|two|three|[1-3])\s+(?:quarter|90\s*°?)[-\s]?(?:turns?|rotations?)?",
                      re.IGNORECASE)
QUARTERS_LABELLED = re.compile(r"\bquarter[-\s]?turns?\s*[:=]\s*([1-3])(?![0-9])", re.IGNORECASE)
HALF_TURN = re.compile(r"\bhalf[-\s](?:a\s+)?turn\b|\bhalf\s+rotation\b", re.IGNORECASE)
DEGREES = re.compile(r"([-−+]?\d{2,3})\s*(?:°|º|deg(?:rees?)?\b)", re.IGNORECASE)
TIMES = re.compile(r"\b(once|twice|thrice)\b", re.IGNORECASE)
PAIR = re.compile(r"(?<![A-Za-z0-9])[xyzXYZ]\s*(?:[-‐]?\s*axis)?\s*[,;:/]\s*([1-3])(?![0-9])")
AGAINST_ARROW = re.compile(r"\b(?:against|opposite(?:\s+(?:to|of))?|counter\s+to|reverse\s+of)\s+(?:the\s+)?"
                           r"(?:(?:curved\s+)?arrow|arrow'?s\s+(?:direction|sense))", re.IGNORECASE)


def parse_cells(text: str | None) -> str | None:
    """The cells a text lists, in reading order (by row, then column) like the items' answers; None when it
    lists none."""
    if not text or NO_CELLS.search(text):
        return None
    cells = {(a or c).upper() + (b or d) for a, b, c, d in CELL.findall(text)}
    if not cells:
        return None
    return ", ".join(sorted(cells, key=lambda cell: (int(cell[1:]), cell[0])))


def parse_rotation(text: str | None) -> str | None:
    """"axis, quarter turns" from a text naming one axis and one turn (quarter turns, a half turn, degrees, once /
    twice, or the "z, 1" form); turns against the arrow count backwards. None when the axis or the count is not
    one."""
    if not text:
        return None
    axes = {(a or b).lower() for a, b in NAMED_AXIS.findall(text)} or {a.lower() for a in BARE_AXIS.findall(text)}
    if len(axes) != 1:
        return None
    counts = {COUNT_WORDS[w.lower()] for w in QUARTERS.findall(text)}
    counts |= {int(n) for n in QUARTERS_LABELLED.findall(text)}
    counts |= {2} if HALF_TURN.search(text) else set()
    for value in DEGREES.findall(text):
        degrees = int(value.replace("−", "-"))
        if degrees % 90 == 0 and degrees % 360:
            counts.add(degrees // 90 % 4)
    counts |= {{"once": 1, "twice": 2, "thrice": 3}[w.lower()] for w in TIMES.findall(text)}
    if not counts:
        counts = {int(n) for n in PAIR.findall(text)}
    if len(counts) != 1:
        return None
    turns = counts.pop()
    if AGAINST_ARROW.search(text):
        turns = (4 - turns) % 4
    return f"{axes.pop()}, {turns}" if turns else None


PARSERS = {FORMAT_CELLS: parse_cells, FORMAT_ROTATION: parse_rotation}


def last_line(response: str) -> str | None:
    lines = [line for line in response.strip().splitlines() if line.strip()]
    return lines[-1] if lines else None


def extract_structured(response: str, answer_format: str) -> str | None:
    """The canonical answer a response commits to in a structured format: parsed from the committed text, else
    from its last non-empty line (bold marks dropped: "**Axis:** z, **quarter turns:** 3")."""
    parse = PARSERS[answer_format]
    return parse(extract_open_answer(response)) or parse(last_line(LATEX_TEXT.sub(r"\1", response).replace("**", "")))


def extract_for(response: str, open_record: dict) -> str | None:
    """What a response answers to an open item, by the item's `params.open.format`."""
    answer_format = open_record.get("format") or FORMAT_NAME
    if answer_format == FORMAT_NAME:
        return extract_open_answer(response)
    return extract_structured(response, answer_format)


def is_right(extracted: str | None, open_record: dict, answer: str) -> bool:
    """Whether an extracted answer is right: one of the accepted names (normalised), or the structured answer."""
    answer_format = open_record.get("format") or FORMAT_NAME
    accepted = open_record.get("accepted") or [answer]
    if answer_format == FORMAT_NAME:
        return is_accepted(extracted, accepted)
    parse = PARSERS[answer_format]
    return extracted is not None and any(parse(name) == extracted for name in accepted)
