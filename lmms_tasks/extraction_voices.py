"""Model outputs in the voices of distinct model families, for measuring the answer extractor honestly.

Each voice was written in its own pass, after the extractor's rules and before any rule change touching it; the
extractor's accuracy on a voice at that moment is its *first-sight* score (leave-one-voice-out: rules developed
without seeing the voice), recorded in docs/extraction.md. `python -m mindbench.lmms_tasks.extraction_eval` prints
the current accuracy per voice, the invented-answer rate and the overall accuracy.

Task kinds: `letters4` / `letters6` (Mind's Eye panels A–D / A–F), `odd6` (odd-one-out panels A–F, the question
asks for the panel that breaks the rule), `yes_no` (M3STR detection), `count` (M3STR counting), `entity` /
`relation` (M3STR completion with the options' own texts). `expected` None: the response commits to no answer.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class VoiceCase:
    voice: str
    kind: str
    response: str
    expected: str | None
    choices: tuple[str, ...] = ()


PANELS_4 = ("Option A", "Option B", "Option C", "Option D")
PANELS_6 = ("Option A", "Option B", "Option C", "Option D", "Option E", "Option F")
ODD_QUESTION = "Five of the six panels follow the same rule, each drawn differently. Which panel breaks the rule?"
PANEL_QUESTION = "Which option shows the sheet after it is completely unfolded?"
KIND_ANSWER_TYPE = {"letters4": "choice", "letters6": "choice", "odd6": "choice", "yes_no": "yes_no",
                    "count": "integer", "entity": "choice", "relation": "choice"}
KIND_QUESTION = {"odd6": ODD_QUESTION, "letters4": PANEL_QUESTION, "letters6": PANEL_QUESTION,
                 "yes_no": "Is there a factual error in the knowledge graph?",
                 "count": "How many entities does the knowledge graph contain?",
                 "entity": "Which entity is hidden behind the mask?", "relation": "Which relation is masked?"}

EAST_AFRICA = ("Nairobi", "Kampala", "Kigali", "Dodoma", "Addis Ababa")
EUROPE = ("Vienna", "Bern", "Vaduz", "Luxembourg", "Brussels")
LANGUAGES = ("French", "Dutch", "German", "Italian", "Romansh")
RELATIONS = ("capital of", "official language", "currency", "member of", "shares border with")
RELATIONS_2 = ("located in region", "member of", "part of", "shares border with", "capital of")
ORGS = ("European Union", "NATO", "African Union", "ASEAN", "Mercosur")
CURRENCIES = ("Euro", "Swiss franc", "Pound sterling", "Krone", "Złoty")


def case(voice: str, kind: str, response: str, expected: str | None, choices: tuple[str, ...] = ()) -> VoiceCase:
    if not choices:
        choices = {"letters4": PANELS_4, "letters6": PANELS_6, "odd6": PANELS_6}.get(kind, ())
    return VoiceCase(voice, kind, response, expected, choices)


# ---- terse: small open models that answer with a letter, a word or a number (LLaVA, InternVL, MiniCPM) --------
TERSE = [
    case("terse", "letters4", "B", "B"),
    case("terse", "letters4", "(d)", "D"),
    case("terse", "letters4", "C.", "C"),
    case("terse", "letters4", "The answer is A", "A"),
    case("terse", "letters4", "D) ", "D"),
    case("terse", "letters4", "Option C", "C"),
    case("terse", "letters6", "E", "E"),
    case("terse", "letters6", "F.", "F"),
    case("terse", "odd6", "Panel D", "D"),
    case("terse", "odd6", "b", "B"),
    case("terse", "letters4", "A", "A"),
    case("terse", "letters4", "B, C", None),
    case("terse", "letters4", "?", None),
    case("terse", "letters4", "A B C D", None),
    case("terse", "yes_no", "Yes", "Yes"),
    case("terse", "yes_no", "no.", "No"),
    case("terse", "yes_no", "YES", "Yes"),
    case("terse", "yes_no", "No error.", "No"),
    case("terse", "count", "6", "6"),
    case("terse", "count", "11 entities", "11"),
    case("terse", "count", "eight", "8"),
    case("terse", "count", "5-6", None),
    case("terse", "entity", "Kampala", "B", EAST_AFRICA),
    case("terse", "entity", "kigali", "C", EAST_AFRICA),
    case("terse", "relation", "shares border with", "E", RELATIONS),
    case("terse", "relation", "Currency.", "C", RELATIONS),
    case("terse", "entity", "Vaduz (C)", "C", EUROPE),
]
