"""Rule-based answer extraction for free-form MLLM responses (see docs/extraction.md).

`extract_answer` turns a response into the canonical answer (`"C"`, `"Yes"`, `"7"`) or `None` when the response
commits to no single answer; `extract_with_span` also says where the deciding mention stands in the response (the
OAS runner reads attention there). It is deliberately conservative: a wrong `None` costs one item, a wrong letter
silently corrupts the diagnostic error profile, so hedges, refusals and lists of options never become answers.

How it decides. The response is normalised with every character's original offset kept (`Tracked`), then scanned for
*events*, each a (rank, position, value) triple; `value` is `None` for an event that commits to nothing (a hedge
such as "A or B", a refusal, a letter that is not a valid option):

* rank 2, explicit final answer: "Final answer: C", "Answer: C", `\\boxed{C}`, `{"answer": "C"}`, `<answer>C</answer>`,
  "答案是 C", "Respuesta: C", two boxed answers offered together (a hedge);
* rank 1, other conclusions: "the correct option is C", "I choose C", "Therefore, C.", "la réponse est (B)", "正解はB",
  a line or a closing sentence holding only "C", a response that opens with "C." or "Yes,", JSON keys, refusals;
* rank 0, committed statements: "Option C is correct", "There is no anomaly", "There are 7 entities", and the
  *mentions*: every place an option is named (a letter in context, the option's own text, a cue word for a relation),
  kept when its clause names one option that is not negated, not a list marker, not in a question or a hypothetical,
  and reads as a conclusion ("so D", "corresponds to option (D)", "the odd one out is F", "so Kampala"); two options
  paired in such a clause are a hedge.

Option letters are the item contract's `LETTERS` (A–J, `mindbench.generators.common.item`); an item with n choices
accepts the first n of them.

Key/value answers are read in any syntax (JSON, XML-style tags, `[KEY]`, YAML lines, tool-call keyword arguments).
A signalled reconsideration ("Wait, no", "Correction:", "Let me recount") drops the events before it when anything
follows it, so a reply's corrected answer is the one it ends on.

The last event of the highest rank present wins (the conclusion after a chain of thought). Text inside a
`<think>` block is ignored when anything follows the block. The item's question, when given, tells odd-one-out
items apart and which noun a count asks for. Standard library only (plus the stdlib-only
`mindbench.generators.common.item`).
"""

from __future__ import annotations

import html
import itertools
import math
import os
import re
import re._constants as _sre
import re._parser as _sre_parse
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, NamedTuple

from mindbench.generators.common.item import LETTERS  # the one option alphabet (A–J); item.py imports only the stdlib

ANSWER_TYPES = ("choice", "yes_no", "integer")
_L = f"A-{LETTERS[-1]}"  # the alphabet as a regex class range: "A-J"
_l = f"a-{LETTERS[-1].lower()}"  # lower case: "a-j" (a panel letter only inside parentheses, "(c)")
_LOWER_NOT_WORDS = "".join(c for c in LETTERS.lower() if c not in "ai")  # not the English words "a" and "i"
_LL = _L + _l  # both cases: "A-Ja-j"

RANK_FINAL, RANK_CONCLUSION, RANK_STATEMENT = 2, 1, 0


@dataclass(frozen=True)
class Event:
    """One place in the response that commits to an answer (value) or explicitly to none (value None)."""

    rank: int
    position: int
    value: str | None
    opening_yes_no: bool = False  # a reply that opens with "Yes,"/"No," (checked against what the prose says)
    topic: str | None = None  # for a count: "entity" or "relation", what the counted noun names


# --------------------------------------------------------------------------------------------------------------
# normalisation


# the delimiters of a reasoning trace: <think> (DeepSeek-R1, QwQ, Qwen3), <thinking>, <seed:think>, [THINK]
# (Magistral), ◁think▷ (Kimi), <|begin_of_thought|> (Sky-T1), gpt-oss's analysis channel, whose final channel closes
# it, and Ollama's "Thinking... / ...done thinking."
_THINK_CLOSE = re.compile(r"</think(?:ing)?\s*>|</seed:think\s*>|\[/THINK\]|◁/think▷|<\|end_of_thought\|>"
                          r"|<\|channel\|>\s*final\s*<\|message\|>|(?m:^[ \t]*\.\.\.done\s+thinking\.?[ \t]*$)",
                          re.IGNORECASE)
_THINK_OPEN = re.compile(r"<think(?:ing)?\s*>|<seed:think\s*>|\[THINK\]|◁think▷|<\|begin_of_thought\|>"
                         r"|<\|channel\|>\s*analysis\s*<\|message\|>|\A\s*thinking\.\.\.[ \t]*(?=\n)", re.IGNORECASE)
# a reply after the trace that stops at its answer marker ("</think>\n\nThe answer is"): cut off before the answer,
# so the trace's own conclusion is all the reply gives
_UNFINISHED_REPLY = re.compile(r"\s*(?:#+\s*|\*\*)?(?:(?:the\s+|my\s+)?(?:final\s+)?answer(?:\s+is)?)\s*[:：]?\s*"
                               r"(?:\*\*)?\s*", re.IGNORECASE)
# a reply after the trace cut off mid-sentence by the generation limit: some length of prose that stops on a
# lower-case word or a comma ("… so the next frame is an unshaded oct")
_CUT_REPLY = re.compile(r"\A\s*\S[^\n]{60,}[a-z,]\Z")
# the last word of a trace that never closes: a lone option letter after a finished sentence on the same line
# ("… impossible after two folds. B") starts the sentence the cut-off interrupted
_UNCLOSED_TRACE_TAIL = re.compile(r"(?<=[.!?;])[ \t]+\(?[A-J]\)?[ \t]*$")
# the end of a trace that never closes, cut off mid-sentence by the generation limit: a line of prose (forty
# characters or more) that stops on a lower-case word or a comma ("… while in D two of the holes sit on", "Panel F:
# three hearts, the middle one is filled but the others are also partly shaded, so")
# (a word with its apostrophe too: "… If the bowl is to the left of the stem, it's")
_CUT_TRACE_END = re.compile(r"[^\n]{40,}?(?:(?<![^\W\d_'’])(?P<word>[^\W\d_](?:[^\W\d_]|['’](?=[^\W\d_]))+)|,)"
                            r"[ \t]*\Z")


def _cut_off_trace(text: str) -> bool:
    """A trace that never closed and stops mid-sentence was cut off while still weighing, before any reply: nothing
    in it is the reply's answer (a lone letter, "answer: b", or a name, "… so it's Kampala", may be one)."""
    end = _CUT_TRACE_END.search(text)
    return bool(end) and not (end.group("word") and not end.group("word").islower())
_BOX_TOKENS = re.compile(r"<\|begin_of_box\|>(.*?)<\|end_of_box\|>", re.DOTALL)
_LATEX_WRAPPERS = re.compile(r"\\(?:text|textbf|textsf|texttt|textrm|textnormal|mathrm|mathbf|mathsf|mathtt|mathit"
                             r"|mbox|textit|emph|underline)\s*\{([^{}]*)\}")
# a colour given to what follows is no text of it: "\textcolor{red}{C}", "\color{blue} D"
_LATEX_COLOUR = re.compile(r"\\(?:textcolor|color)\s*\{[^{}]*\}")
# the rows of an aligned derivation (aligned, align*, gathered, cases, …) as lines, their alignment marks dropped
_LATEX_ENVIRONMENT = re.compile(r"\\begin\{(?P<env>aligned|align\*?|alignat\*?|gather(?:ed|\*)?|split|eqnarray\*?"
                                r"|cases|multline\*?)\}(?P<body>.*?)\\end\{(?P=env)\}", re.DOTALL)
# relation and logic commands as the symbols they print: "\Rightarrow \mathbf{C}" reads as "⇒ C", "A \approx C" as
# "A ≈ C", "\boxed{A} \lor \boxed{B}" as two boxes joined by "or"
_LATEX_SYMBOLS = {"Rightarrow": "⇒", "implies": "⇒", "Longrightarrow": "⇒", "longrightarrow": "→", "rightarrow": "→",
                  "to": "→", "therefore": "∴", "approx": "≈", "sim": "~", "neq": "≠", "ne": "≠", "lor": " or ",
                  "vee": " or ", "land": " and ", "wedge": " and ", "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥",
                  "in": "∈", "forall": "∀", "exists": "∃", "neg": "¬", "lnot": "¬"}
_LATEX_SYMBOL = re.compile(r"\\(" + "|".join(sorted(_LATEX_SYMBOLS, key=len, reverse=True)) + r")(?![A-Za-z])")


class Tracked:
    """Text with, for every character, its index in the original response (so a mention maps back to it)."""

    def __init__(self, text: str, offsets: list[int]) -> None:
        self.text, self.offsets = text, offsets

    @classmethod
    def of(cls, response: str) -> Tracked:
        return cls(response, list(range(len(response))))

    def origin(self, start: int, end: int) -> tuple[int, int]:
        """The original span of normalised characters start..end."""
        if not self.offsets:
            return (0, 0)
        first = self.offsets[min(start, len(self.offsets) - 1)]
        last = self.offsets[min(max(end - 1, start), len(self.offsets) - 1)]
        return (first, last + 1)

    def slice(self, start: int, end: int | None = None) -> Tracked:
        end = len(self.text) if end is None else end
        return Tracked(self.text[start:end], self.offsets[start:end])

    def sub(self, pattern: re.Pattern[str], pieces: Callable[[re.Match[str]], list[str | int]]) -> Tracked:
        """Replace every match by `pieces`: a str is inserted (mapped to the match start), an int keeps that group.
        Text the pattern never matches comes back as it is, so most patterns cost one scan and no copy."""
        text, offsets, out, out_offsets, last = self.text, self.offsets, [], [], 0
        matches = pattern.finditer(text)
        first = next(matches, None)
        if first is None:
            return self
        for match in itertools.chain((first,), matches):
            out.append(text[last: match.start()])
            out_offsets.extend(offsets[last: match.start()])
            anchor = offsets[match.start()] if match.start() < len(offsets) else (offsets[-1] if offsets else 0)
            for piece in pieces(match):
                if isinstance(piece, int):
                    if match.group(piece):
                        out.append(match.group(piece))
                        out_offsets.extend(offsets[match.start(piece): match.end(piece)])
                else:
                    out.append(piece)
                    out_offsets.extend([anchor] * len(piece))
            last = match.end()
        out.append(text[last:])
        out_offsets.extend(offsets[last:])
        return Tracked("".join(out), out_offsets)


# --------------------------------------------------------------------------------------------------------------
# gates: a pattern of many alternatives tries each of them at every position of the text; a lookahead in front of
# it, built from what its alternatives need before and at their first character, turns most positions away at the
# cost of one test. The gate is derived from the parsed pattern, so it follows any alternative added to it, and it
# only ever admits more positions than the pattern can match at: what a gated pattern matches is what it matched.

_WORD_START = r"(?<![^\W\d_])"  # not after a letter: what \b or (?<!\w) before a letter implies
_CATEGORY_CLASSES = {_sre.CATEGORY_SPACE: r"\s", _sre.CATEGORY_NOT_SPACE: r"\S", _sre.CATEGORY_DIGIT: r"\d",
                     _sre.CATEGORY_NOT_DIGIT: r"\D", _sre.CATEGORY_WORD: r"\w", _sre.CATEGORY_NOT_WORD: r"\W"}
_LINE_STARTS = (_sre.AT_BEGINNING, _sre.AT_BEGINNING_LINE, _sre.AT_BEGINNING_STRING)
_REPEATS = (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT)
_Items = list[tuple[Any, Any]]  # a parsed pattern: (opcode, argument) pairs


class _Ungatable(Exception):
    """A pattern whose first characters are not read here (a negated class, a back reference, a nested (?i))."""


_NOT_WORD_BEHIND = [(_sre.IN, [(_sre.CATEGORY, _sre.CATEGORY_WORD)])]  # (?<!\w)
_NOT_LETTER_BEHIND = [(_sre.IN, [(_sre.NEGATE, None), (_sre.CATEGORY, _sre.CATEGORY_NOT_WORD),  # (?<![^\W\d_])
                                 (_sre.CATEGORY, _sre.CATEGORY_DIGIT), (_sre.LITERAL, ord("_"))])]


def _starts_word(op: Any, arg: Any) -> bool:
    """`\\b`, `(?<!\\w)` or `(?<![^\\W\\d_])`: before a letter, the position is not after a letter."""
    if op is _sre.AT:
        return arg is _sre.AT_BOUNDARY
    return op is _sre.ASSERT_NOT and arg[0] == -1 and list(arg[1]) in (_NOT_WORD_BEHIND, _NOT_LETTER_BEHIND)


def _sentence_start_marks(op: Any, arg: Any) -> list[str] | None:
    """The characters of a leading `(?:^|(?<=[.!?\\n]))`, which the position follows unless it opens a line or the
    text; None for anything else."""
    if op is not _sre.BRANCH:
        return None
    marks = []
    for alternative in arg[1]:
        items = list(alternative)
        if len(items) == 1 and items[0][0] is _sre.AT and items[0][1] in _LINE_STARTS:
            continue
        behind = items[0][1] if len(items) == 1 and items[0][0] is _sre.ASSERT and items[0][1][0] == -1 else None
        inner = list(behind[1]) if behind else []
        if len(inner) == 1 and inner[0][0] is _sre.LITERAL:
            marks.append(chr(inner[0][1]))
        elif len(inner) == 1 and inner[0][0] is _sre.IN and all(op is _sre.LITERAL for op, _ in inner[0][1]):
            marks += [chr(char) for _, char in inner[0][1]]
        else:
            return None
    return marks


class _FirstCharacters(NamedTuple):
    """What the first character of a match can be: letters after a word start, and anything else."""

    after_word_start: _Items
    elsewhere: _Items
    empty: bool  # whether the match can be empty


def _is_word_character(item: tuple[Any, Any]) -> bool:
    """Whether a class item is a word character (`\\w`, or a letter or digit): after `\\b` it starts a word."""
    op, arg = item
    return (op is _sre.LITERAL and (chr(arg).isalnum() or chr(arg) == "_")) or (
        op is _sre.CATEGORY and arg is _sre.CATEGORY_WORD)


def _first_characters(items: _Items, word_start: bool = False) -> _FirstCharacters:
    """The class items the first character of a match of `items` can be; `word_start` when a word start (`\\b`,
    `(?<!\\w)`) holds where the match starts."""
    after_word_start: _Items = []
    elsewhere: _Items = []
    for op, arg in items:
        if op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):
            word_start = word_start or _starts_word(op, arg)
            continue
        if op in (_sre.LITERAL, _sre.IN):
            characters = [(op, arg)] if op is _sre.LITERAL else list(arg)
            if any(item is _sre.NEGATE for item, _ in characters):
                raise _Ungatable
            (after_word_start if word_start and all(map(_is_word_character, characters)) else elsewhere).extend(
                characters)
            return _FirstCharacters(after_word_start, elsewhere, False)
        if op is _sre.BRANCH:
            firsts = [_first_characters(list(alternative), word_start) for alternative in arg[1]]
        elif op is _sre.SUBPATTERN and not arg[1] & re.IGNORECASE:
            firsts = [_first_characters(list(arg[3]), word_start)]
        elif op in _REPEATS:
            inner = _first_characters(list(arg[2]), word_start)
            firsts = [inner._replace(empty=inner.empty or arg[0] == 0)]
        else:
            raise _Ungatable
        for first in firsts:
            after_word_start += first.after_word_start
            elsewhere += first.elsewhere
        if not any(first.empty for first in firsts):
            return _FirstCharacters(after_word_start, elsewhere, False)
    return _FirstCharacters(after_word_start, elsewhere, True)


def _alternatives(items: _Items) -> list[_Items]:
    """The top-level alternatives of a parsed pattern, those of a plain group `(?:…|…)` that is one of them
    included."""
    if len(items) == 1 and items[0][0] is _sre.BRANCH:
        return [split for alternative in items[0][1][1] for split in _alternatives(list(alternative))]
    if len(items) == 1 and items[0][0] is _sre.SUBPATTERN and items[0][1][:3] == (None, 0, 0):
        return _alternatives(list(items[0][1][3]))
    return [items]


def _class_body(items: _Items) -> str:
    """A character class's inside for parsed class items."""
    def body(op: Any, arg: Any) -> str:
        if op is _sre.LITERAL:
            return re.escape(chr(arg))
        if op is _sre.RANGE:
            return f"{re.escape(chr(arg[0]))}-{re.escape(chr(arg[1]))}"
        if op is _sre.CATEGORY:
            return _CATEGORY_CLASSES[arg]
        raise _Ungatable
    return "".join(sorted({body(op, arg) for op, arg in items}))


def _gate(pattern: re.Pattern[str]) -> str | None:
    """A lookahead every match of `pattern` passes at its start: a word's first letter after a word start, another
    first character, or a position after a sentence's end; None where an alternative can start anywhere."""
    after_word_start: _Items = []
    elsewhere: _Items = []
    marks = ["\n"]
    for alternative in _alternatives(list(_sre_parse.parse(pattern.pattern, pattern.flags))):
        sentence_marks = _sentence_start_marks(*alternative[0]) if alternative else None
        if sentence_marks is not None:
            marks += sentence_marks
            continue
        first = _first_characters(alternative)
        if first.empty:
            return None
        after_word_start += first.after_word_start
        elsewhere += first.elsewhere
    parts = ([f"{_WORD_START}[{_class_body(after_word_start)}]"] if after_word_start else []) + (
        [f"[{_class_body(elsewhere)}]"] if elsewhere else []) + [f"(?<![^{re.escape(''.join(sorted(set(marks))))}])"]
    return f"(?={'|'.join(parts)})"


def _gated(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """`pattern` behind its `_gate`: the same matches, groups and flags, found without trying every alternative at
    every position."""
    try:
        gate = _gate(pattern)
    except _Ungatable:
        return pattern
    return re.compile(f"{gate}(?:{pattern.pattern})", pattern.flags) if gate else pattern


# chat-template residue of small and base models: end-of-sequence tokens ("B</s>", "yes<|im_end|>") and a role label
# that opens the reply ("ASSISTANT: A")
_SPECIAL_TOKENS = re.compile(r"<\|(?:im_end|im_start|eot_id|endoftext|end_of_text|end|eos|start|return|message|channel"
                             r"|begin_of_solution|end_of_solution)\|>|<eos>|<bos>"
                             r"|<end_of_turn>|<start_of_turn>|<end_of_utterance>", re.IGNORECASE)
# SentencePiece's <s> and </s>, unless they pair up as HTML strikethrough (<s>A</s>)
_SENTENCE_PIECE_TOKENS = re.compile(r"</?s>")
_ROLE_LABEL = re.compile(r"^\s*(?:assistant|gpt|bot|model|response|###\s*(?:assistant|response))\s*:[ \t]*",
                         re.IGNORECASE)
# a base model that goes on to write the next turn: a new "Question: … Answer: …" pair or a user turn after the reply
# a chat template's user turn written after the reply: "<|im_start|>user", "<|user|>", "<start_of_turn>user", Llama 3's
# user header
_TEMPLATE_USER_TURN = re.compile(r"<\|im_start\|>[ \t]*(?:user|human)\b|<\|(?:user|human)\|>"
                                 r"|<start_of_turn>[ \t]*user\b"
                                 r"|<\|start_header_id\|>[ \t]*user[ \t]*<\|end_header_id\|>", re.IGNORECASE)
# an assistant role label opening a later line: what stands before it is the prompt echoed back ("…\nASSISTANT: F")
_LATER_ROLE_LABEL = re.compile(r"\n[ \t]*(?:assistant|###\s*(?:assistant|response))\s*:[ \t]*", re.IGNORECASE)
# a chat template's role word left at the end once its special tokens are gone: "C assistant", "B\nuser"
_TRAILING_ROLE = re.compile(r"(?:^\S{1,12}[ \t]+|\n[ \t]*)(?P<role>user|assistant|human|model|system)[ \t.]*$",
                            re.IGNORECASE)
# a few-shot completion that runs on into the next example: a "Question:" line (also "Question 7:", or a heading "###
# Question 7"), then within a few lines its "Answer:" (or an "### Answer" heading) or the "Options:" that list its
# choices
_EXAMPLE_QUESTION = (r"(?:#{1,6}[ \t]*)?(?:question|q)(?:[ \t]+\d{1,3})?\s*[:：][^\n]*\n"
                     r"|#{1,6}[ \t]*question(?:[ \t]+\d{1,3})?[ \t]*\n")
_EXAMPLE_ANSWER = (r"[ \t]*(?:#{1,6}[ \t]*)?(?:answer|a)\s*[:：]|[ \t]*#{1,6}[ \t]*answer[ \t]*(?:\n|$)"
                   r"|[ \t]*(?:options|choices)\s*[:：]")
_NEXT_TURN = re.compile(r"\n[ \t]*(?:(?:user|human|###\s*(?:instruction|user|human))\s*:"
                        rf"|(?:{_EXAMPLE_QUESTION})(?:[^\n]*\n){{0,8}}?(?:{_EXAMPLE_ANSWER}))", re.IGNORECASE)
# Llama 2 and Mistral's instruction wrapper: the prompt inside "[INST] … [/INST]", the reply after it
_INSTRUCTION_END = re.compile(r"\[/INST\]")


# a chat interface's note on the hidden reasoning copied with the reply: "Thought for 8 seconds", "Reasoned for 1m 12s"
_THOUGHT_FOR = re.compile(r"^\s*(?:thought|reasoned|thinking)\s+(?:for\s+)?(?:about\s+)?"
                          r"(?:a\s+(?:few|couple\s+of)\s+seconds"
                          r"|\d+\s*(?:m|min|mins|minutes?|s|sec|secs|seconds?)(?:\s*\d+\s*(?:s|sec|secs|seconds?))?)"
                          r"[ \t]*(?:\n|$)", re.IGNORECASE)
_SIGN_OFF = re.compile(r"\n[ \t]*(?:best(?:\s+(?:regards|wishes))?|kind\s+regards|warm\s+regards|regards|cheers|thanks"
                       r"|thank\s+you|many\s+thanks|sincerely|yours(?:\s+(?:truly|sincerely))?)[ \t]*[,!.]?[ \t]*"
                       r"(?:\n[^\n]{0,30}){0,2}\s*$", re.IGNORECASE)

# a chat model's courtesies around the answer, which answer nothing: an opening ("Sure!", "Certainly, here is my
# answer:", "Let me look at the image carefully.", "好的，", "¡Claro!") and a closing ("Let me know if you have other
# questions.", "Hope this helps!", "希望对你有帮助。", "J'espère que cela vous aide."); each a whole sentence, or the
# opening word up to its punctuation, and taken only where the rest of the reply remains
_APOSTROPHE = "['’]"
_COURTESY_WORD = (r"(?:sure(?:\s+thing)?|certainly|of\s+course|absolutely|okay|ok|alright|all\s+right|gladly"
                  r"|no\s+problem|(?:great|good|interesting)\s+question|got\s+it|understood|(?:happy|glad)\s+to\s+help"
                  r"|claro|por\s+supuesto|desde\s+luego|bien\s+s[uû]r|d['’]accord|volontiers|nat[uü]rlich|klar|gerne"
                  r"|好的|当然|沒問題|没问题|可以|了解しました|わかりました|もちろん)")
_COURTESY_OFFER = (rf"(?:i(?:{_APOSTROPHE}d|\s+would)\s+be\s+(?:happy|glad)\s+to\s+help(?:\s+with\s+(?:that|this))?"
                   r"|i\s+can\s+help(?:\s+with\s+(?:that|this))?"
                   rf"|here(?:{_APOSTROPHE}s|\s+is)\s+(?:my|the)\s+(?:answer|analysis|reasoning|take|solution)"
                   rf"|(?:let\s+me|let{_APOSTROPHE}s|i{_APOSTROPHE}ll|i\s+will)\s+(?:take\s+a\s+(?:close\s+)?look"
                   r"|have\s+a\s+look|look(?:\s+at\s+(?:the|this)\s+(?:image|picture|figure|graph|diagram|puzzle)"
                   r"(?:\s+(?:carefully|closely))?)?|analy[sz]e\s+(?:the|this)\s+(?:image|picture|figure|graph|diagram"
                   r"|puzzle)|think\s+(?:about\s+(?:it|this)|this\s+through)|check|see)"
                   r"|我来(?:看一下|看看|分析一下)|让我(?:看一下|看看|来分析一下)|見てみましょう)")
_OPENING_STOP = r"(?:[!.,。！，、]{1,3}|[:：](?![:：]))"
_COURTESY_OPENING = re.compile(rf"\A\s*[¡]?(?:{_COURTESY_WORD}(?:\s*{_OPENING_STOP}|\s*[—–-]\s)"
                               rf"(?:\s*{_COURTESY_OFFER}\s*[!.:。！：]+)?|{_COURTESY_OFFER}\s*[!.:。！：]+)[ \t]*\n?",
                               re.IGNORECASE)
_COURTESY_CLOSER = (rf"(?:let\s+me\s+know\s+if|(?:i\s+)?hope\s+(?:this|that|it)\s+helps|good\s+luck"
                    r"|feel\s+free\s+to\s+(?:ask|reach\s+out|let\s+me\s+know)|(?:is\s+there\s+)?anything\s+else"
                    rf"|if\s+you\s+(?:have|{_APOSTROPHE}ve\s+got|need)\s+(?:any\s+)?(?:other|more|further|follow-up)"
                    r"|(?:happy|glad)\s+to\s+(?:help|explain)\s+further|espero\s+que\s+(?:esto|esta|te|le)"
                    r"|j['’]esp[eè]re\s+que|ich\s+hoffe|希望(?:这|這|以上)?(?:对|對|能)|如(?:果)?(?:有|还有)(?:其他|任何)"
                    r"|お役に立て|他にご質問)[^\n.!?。！？]*[.!?。！？]*\s*\Z")
# the closer as a sentence of its own (after a sentence's end or a line break)
_COURTESY_CLOSING = re.compile(rf"(?:(?<=[.!?)\]*。！？])|(?<=\n)|\A)\s*{_COURTESY_CLOSER}", re.IGNORECASE)
# a closing question put to the user, opening on what it asks of them ("Would you like me to explain my reasoning?",
# "Shall I go through the folds?", "Any other questions?")
_CLOSING_QUESTION = re.compile(
    r"(?:(?<=[.!)\]*。！])|(?<=\n))\s*(?P<question>(?:(?:would|do|shall|should|can|could|may|will)\s+(?:you|i)\b"
    r"|(?:want|need)\s+(?:me|more|anything)\b|any\s+(?:other\s+|more\s+|further\s+)?questions\b)[^\n.!?]*\?)\s*\Z",
    re.IGNORECASE)
_NAMES_AN_OPTION = re.compile(r"(?<![\w'])[A-J](?![\w'])|\d")


def _closing_question(text: str) -> re.Match[str] | None:
    """A last sentence that asks something of the user and names no option letter or number (an offer or a check on
    them, not a question about an answer, nor one that hands back which reading is meant)."""
    found = _CLOSING_QUESTION.search(text)
    return (found if found and not _NAMES_AN_OPTION.search(found["question"])
            and not _ASKED_TO_CHOOSE.search(found["question"]) else None)


def _drop_courtesies(tracked: Tracked) -> Tracked:
    """Drop the whitespace around the reply and a chat model's opening and closing courtesies, where a reply
    remains: "Sure! Option C" answers as "Option C" does, "B.\n\nHope this helps!" as "B." does."""
    for _ in range(2):
        opening = _COURTESY_OPENING.match(tracked.text)
        if opening and tracked.text[opening.end():].strip():
            tracked = tracked.slice(opening.end())
    for _ in range(2):
        closing = _COURTESY_CLOSING.search(tracked.text) or _closing_question(tracked.text)
        if closing and tracked.text[: closing.start()].strip():
            tracked = tracked.slice(0, closing.start())
    text = tracked.text
    start = len(text) - len(text.lstrip())
    return tracked.slice(start, len(text.rstrip()))


def _drop_template_residue(tracked: Tracked) -> Tracked:
    """Drop end-of-sequence tokens and an opening role label, and cut a hallucinated next turn: a base model's reply
    ends where it starts writing the next question or the user's part (what a stop sequence would have cut), also
    where a chat template's user turn opens; where the capture holds the prompt before the reply, the reply is what
    follows the last assistant label."""
    user_turn = _TEMPLATE_USER_TURN.search(tracked.text)
    if user_turn and _SPECIAL_TOKENS.sub(" ", tracked.text[: user_turn.start()]).strip():
        tracked = tracked.slice(0, user_turn.start())  # the model went on to write the user's next turn
    tracked = tracked.sub(_SPECIAL_TOKENS, lambda m: [" "])
    if not re.search(r"<s>.*?</s>", tracked.text, re.DOTALL):
        tracked = tracked.sub(_SENTENCE_PIECE_TOKENS, lambda m: [" "])
    trailing_role = _TRAILING_ROLE.search(tracked.text.rstrip())
    if trailing_role and tracked.text[: trailing_role.start("role")].strip():
        tracked = tracked.slice(0, trailing_role.start("role"))  # the role word of the next turn, not the answer
    role = _ROLE_LABEL.match(tracked.text)
    if role:
        tracked = tracked.slice(role.end())
    thought = _THOUGHT_FOR.match(tracked.text)
    if thought and tracked.text[thought.end():].strip():
        tracked = tracked.slice(thought.end())
    sign_off = _SIGN_OFF.search(tracked.text)
    if sign_off and tracked.text[: sign_off.start()].strip():
        tracked = tracked.slice(0, sign_off.start())  # "…\n\nBest,\nA": a signature, not an answer
    turn = _NEXT_TURN.search(tracked.text)
    qa_form = re.match(r"\s*(?:\*\*)?(?:q|question)(?:\*\*)?\s*[:—–]", tracked.text, re.IGNORECASE)
    if turn and tracked.text[: turn.start()].strip() and not qa_form:
        tracked = tracked.slice(0, turn.start())
    later_roles = list(_LATER_ROLE_LABEL.finditer(tracked.text))
    if later_roles and tracked.text[later_roles[-1].end():].strip():
        tracked = tracked.slice(later_roles[-1].end())  # the reply after the echoed prompt
    instructions = list(_INSTRUCTION_END.finditer(tracked.text))
    if instructions and tracked.text[instructions[-1].end():].strip():
        tracked = tracked.slice(instructions[-1].end())  # "[INST] How many …? [/INST] 6": the reply after the prompt
    return tracked


# the units a degenerate loop repeats: lines or sentences, each with what ends it
_REPEAT_UNIT = re.compile(r"[^.!?\n。！？]*[.!?\n。！？]+")


# a lone answer: an option letter or a count, perhaps bracketed or followed by a stop
_LONE_TOKEN = re.compile(r"[(\[]?(?:[A-Ja-j]|\d{1,3})[)\].:]?")


def _without_cut_repeat(tracked: Tracked) -> Tracked:
    """A reply that repeats a line or a sentence and stops partway through it again ("Answer: 13\nAnswer: 13\nAnswer:
    13\nAnswer: 1") was cut off by the token limit inside the loop: the cut repetition, a beginning of the unit before
    it, is dropped (the same unit at least twice before it)."""
    units = list(_REPEAT_UNIT.finditer(tracked.text))
    tail = tracked.text[units[-1].end():] if units else ""
    if len(units) < 2 or not tail.strip():
        return tracked
    last, before = units[-1].group().strip(), units[-2].group().strip()
    if _LONE_TOKEN.fullmatch(tail.strip()):  # "…\n\nA": a lone answer after the repeats, not a repeat cut short
        return tracked
    if last == before and last.startswith(tail.strip()) and last != tail.strip():
        return tracked.slice(0, units[-1].end())
    return tracked


def _strip_think_tracked(tracked: Tracked) -> Tracked:
    closes = list(_THINK_CLOSE.finditer(tracked.text))
    if closes:
        after = tracked.slice(closes[-1].end())
        if _CUT_REPLY.search(after.text):  # the reply was cut off: the trace's conclusion counts, then the reply's
            return tracked.sub(_THINK_CLOSE, lambda m: ["\n"]).sub(_THINK_OPEN, lambda m: [" "])
        if after.text.strip() and not _UNFINISHED_REPLY.fullmatch(after.text):
            return after
        tracked = tracked.slice(0, closes[-1].start())
    elif opening := _THINK_OPEN.search(tracked.text):
        if _cut_off_trace(tracked.text):
            return tracked.slice(0, opening.start())  # a trace cut off mid-sentence: only what came before it
        tail = _UNCLOSED_TRACE_TAIL.search(tracked.text)
        if tail:
            tracked = tracked.slice(0, tail.start())  # a trace cut off as it named the next option
    return tracked.sub(_THINK_OPEN, lambda m: [" "])


def strip_think(response: str) -> str:
    """Drop reasoning inside <think>…</think> when a conclusion follows it; keep it when nothing does, less the lone
    option letter a trace that never closes was cut off on."""
    return _strip_think_tracked(Tracked.of(response)).text


def _boxed_contents(text: str) -> list[tuple[int, int, str]]:
    """(start, end, inner) for every \\boxed{...} (or text mode's \\fbox{...}), matching nested braces by hand (regex
    cannot)."""
    found = []
    for match in re.finditer(r"\\(?:boxed|fbox|framebox)\s*\{", text):
        depth, index, limit = 1, match.end(), min(len(text), match.end() + 400)
        while index < limit and depth:
            depth += {"{": 1, "}": -1}.get(text[index], 0)
            index += 1
        if depth == 0:
            found.append((match.start(), index, text[match.end(): index - 1]))
    return found


@lru_cache(maxsize=4096)
def _nfkc_char(char: str) -> str:
    """One character NFKC-folded on its own (a reply repeats few distinct characters, so each is folded once)."""
    return unicodedata.normalize("NFKC", char)


def _nfkc(tracked: Tracked) -> Tracked:
    """Each character NFKC-folded on its own; ASCII text, which NFKC leaves alone, is kept as it is."""
    if tracked.text.isascii():
        return tracked
    chars, offsets = [], []
    for char, offset in zip(tracked.text, tracked.offsets, strict=True):
        folded = _nfkc_char(char)
        chars.append(folded)
        offsets.extend([offset] * len(folded))
    return Tracked("".join(chars), offsets)


# traditional Chinese characters of the words the Chinese readings look for, as simplified Chinese writes them
# ("沒有事實錯誤" is "没有事实错误", "關係數量" is "关系数量"); a reply with kana is Japanese, whose kanji are its own
_TRADITIONAL_PAIRS = (
    "沒没 錯错 誤误 實实 體体 關关 係系 數数 個个 條条 邊边 節节 點点 圖图 確确 這这 為为 們们 對对 與与 現现 會会 "
    "無无 於于 說说 選选 項项 認认 識识 題题 應应 該该 樣样 還还 種种 類类 從从 來来 將将 並并 語语 貨货 幣币 屬属 "
    "員员 聯联 組组 織织 問问 結结 論论 總总 計计 發发 異异 稱称 號号 標标 記记 別别 擇择 兩两 幾几 後后 麼么 嗎吗 "
    "難难 斷断 請请 給给 據据 顯显 見见 視视 覺觉 蓋盖 隱隐 處处 準准 碼码 國国 區区 裡里 裏里 讀读 寫写 錄录 級级 "
    "統统 則则 規规 違违 單单 獨独 輸输 達达 驗验 證证 圍围 連连 線线 軸轴 鏡镜 轉转 疊叠 紙纸 約约 謂谓 讓让 歐欧 "
    "亞亚 爾尔 蘭兰 羅罗 馬马 維维 內内 東东 長长 開开 閉闭 擋挡 誌志 齊齐 側侧 錢钱 塊块 張张 塗涂"
)
_SIMPLIFIED = {pair[0]: pair[1] for pair in _TRADITIONAL_PAIRS.split()}
_TRADITIONAL_RE = re.compile("[" + "".join(_SIMPLIFIED) + "]")
_KANA = re.compile("[\u3040-\u30ff]")


def _simplified(tracked: Tracked) -> Tracked:
    """A reply in traditional Chinese read as in simplified characters, one for one (a reply with kana is left as
    it is)."""
    if _KANA.search(tracked.text):
        return tracked
    return tracked.sub(_TRADITIONAL_RE, lambda m: [_SIMPLIFIED[m.group()]])


def _unbox(tracked: Tracked) -> Tracked:
    for start, end, _inner in reversed(_boxed_contents(tracked.text)):
        head, inner, tail = tracked.slice(0, start), tracked.slice(start, end), tracked.slice(end)
        opening = inner.text.index("{") + 1
        body = inner.slice(opening, len(inner.text) - 1)
        anchor = [inner.offsets[0]] if inner.offsets else []
        tracked = Tracked(head.text + " <answer>" + body.text + "</answer> " + tail.text,
                          head.offsets + anchor * 9 + body.offsets + anchor * 10 + tail.offsets)
    return tracked


_EMPHASIS = re.compile(r"\*|__|`")
_SPACES = re.compile(r"[ \t]+")
_MATH_DELIMITERS = re.compile(r"\$+|\\\(|\\\)|\\\[|\\\]|\\[,;:! ]|\\q?quad\b")
_SINGLE_QUOTES = re.compile(r"[‘’]")
# a comma-enclosed aside that only says whose view it is: "There is, I believe, a discrepancy", "is, I contend, A"
_BELIEF_ASIDE = re.compile(
    r",\s*(?:i\s+(?:believe|think|contend|suspect|submit|would\s+argue|would\s+say)|it\s+(?:would\s+)?seems?"
    r"|in\s+my\s+(?:view|opinion|assessment|judgement|judgment)|as\s+far\s+as\s+i\s+can\s+tell)\s*,", re.IGNORECASE)
_DOUBLE_QUOTES = re.compile(r"[“”„]")
# whose view opens a sentence before a lone answer: "As far as I can tell, no." is "no.", "From what I can see, B."
_OPENING_VIEW_LEAD = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=\n))(?:as\s+far\s+as\s+i\s+can\s+(?:tell|see)"
                                r"|from\s+what\s+i\s+can\s+(?:tell|see))\s*,\s*(?=(?:yes|no|\(?[A-J]\)?|\d{1,3})\s*[.!,;—–-])",
                                re.IGNORECASE | re.MULTILINE)
# sentence punctuation of other scripts read as its Latin counterpart: the Devanagari danda, the Arabic comma,
# semicolon and question mark
_INDIC_BLOCKS = "\u0900-\u0DFF"  # Devanagari, Bengali, … Tamil, Telugu, … Sinhala


def _script(pattern: str) -> str:
    """A pattern in an Indic script as the normalised text spells it (NFKC splits nukta letters: ड़ is ड + ़)."""
    return unicodedata.normalize("NFKC", pattern)


def _indic_words(*words: str) -> str:
    """Indic words as whole words: their vowel signs are no word characters, so \\b cannot bound them."""
    return _script(rf"(?<![{_INDIC_BLOCKS}])(?:{'|'.join(words)})(?![{_INDIC_BLOCKS}])")


# the grid said in letters, which names no option: "With A B C on the top row and D E F on the bottom, …"
_ROW_OF_LETTERS = (r"(?-i:[A-F])(?:\s*,?\s*(?-i:[A-F])){2}\s+(?:on|in|along|across)\s+the\s+"
                   r"(?:top|bottom|upper|lower|first|second)")
_LAYOUT_ROWS = re.compile(rf"\b(?:with\s+)?{_ROW_OF_LETTERS}(?:\s+row)?(?:\s*,?\s*and\s+{_ROW_OF_LETTERS}(?:\s+row)?)?"
                          r"\s*,?", re.IGNORECASE)
# an option named by its place and then by its letter in commas, as the subject of its sentence: "The third one, C,
# is the rotated object." reads as "C is the rotated object." (where the place and the letter agree)
_APPOSED_LETTER = re.compile(r"\b(?:the\s+)?(first|second|third|fourth|fifth|sixth)\s+(?:one|option|panel|figure|image)"
                             r"\s*,\s*(\(?(?-i:[A-J])\)?)\s*,\s*(?=(?:is|shows|matches|fits)\b)", re.IGNORECASE)
_ORDINAL_PLACES = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5}
_SCRIPT_PUNCTUATION = {"।": ".", "॥": ".", "،": ",", "؛": ";", "؟": "?",
                       # Ethiopic: full stop, comma, semicolon, colon, preface colon, question mark
                       "።": ".", "፣": ",", "፤": ";", "፥": ":", "፦": ":", "፧": "?"}
_SCRIPT_PUNCTUATION_RE = re.compile("|".join(_SCRIPT_PUNCTUATION))
# a Cyrillic capital that stands alone where an option letter would ("Ответ: В", "вариант Б,", "это С:") is that letter
# as Russian replies type it: the look-alikes А, В, С, Е, and Б (B both by sound and as the second letter); not before
# a word on its line, where А, В and С are the words "and", "in" and "with" opening a sentence, but before "или"
# (or) or "и" (and), which no preposition precedes ("это В или С"); ending its line it is a letter ("Відповідь: С")
_CYRILLIC_LETTERS = {"А": "A", "Б": "B", "В": "B", "С": "C", "Е": "E"}
# a reply that names an option Г or Д, which look like no Latin letter, counts its options in the alphabet's order as
# Ukrainian and Russian tests do (А, Б, В, Г, Д): there В is the third option ("Відповідь: Г", "варіант В")
_CYRILLIC_ORDER = {"А": "A", "Б": "B", "В": "C", "Г": "D", "Д": "E", "Е": "F", "С": "C"}
# (Г and Д are no words, so they are letters before a word too: "Варіант Г не підходить")
_CYRILLIC_LETTER_RE = re.compile(r"(?<![^\W\d_])(?:[ГД](?![^\W_])"
                                 r"|[АБВСЕ](?![^\W_]|[ \t]+(?!(?:или|либо|и|або|чи|і|та|й)\s)[^\W\d_]))")
_CYRILLIC_ORDER_SIGN = re.compile(r"(?<![^\W\d_])[ГД](?![^\W_])")
# a Greek capital standing alone where an option letter would ("η απάντηση είναι Β", "το Δ") is the option of that
# place in the alphabet: Α, Β, Γ, Δ, Ε, Ζ (the look-alikes Α, Β, Ε agree with their Latin letters)
_GREEK_LETTERS = {"Α": "A", "Β": "B", "Γ": "C", "Δ": "D", "Ε": "E", "Ζ": "F"}
_GREEK_LETTER_RE = re.compile(r"(?<![^\W\d_])[ΑΒΓΔΕΖ](?![^\W_])")
# Hindi and Bengali tests name their options by the script's first letters in brackets: (क) (ख) (ग) (घ), (ক) (খ) …
_INDIC_OPTION_LETTERS = {"क": "A", "ख": "B", "ग": "C", "घ": "D", "ङ": "E", "च": "F",
                         "ক": "A", "খ": "B", "গ": "C", "ঘ": "D", "ঙ": "E", "চ": "F"}
_INDIC_OPTION_LETTER_RE = re.compile(r"(?<=\()[कखगघङचকখগঘঙচ](?=\))")
# Ethiopian tests name their options by the Ethiopic syllabary's order in brackets: (ሀ) (ለ) (ሐ) (መ) (ሠ) (ረ)
_ETHIOPIC_OPTION_LETTERS = {"ሀ": "A", "ለ": "B", "ሐ": "C", "መ": "D", "ሠ": "E", "ረ": "F"}
_ETHIOPIC_OPTION_LETTER_RE = re.compile(r"(?<=\()\s*[ሀለሐመሠረ]\s*(?=\))")
# a Zulu or Xhosa copula prefix joined to the option letter by a hyphen ("impendulo ngu-B", "yi-C") stands apart
# from it, as "is" would
_PREFIXED_LETTER = re.compile(rf"(?<![^\W\d_])(ngu|yi|ngi|ku)-(?=\(?[{_L}](?![A-Za-z]))", re.IGNORECASE)
# Arabic and Persian tests name their options by the abjad order in brackets: (أ) (ب) (ج) (د) (هـ) (و), Persian (الف)
# for the first, often typed without the hamza (ا); Hebrew ones by the alef-bet: (א) (ב) (ג) (ד) (ה) (ו)
_ABJAD_OPTION_LETTERS = {"أ": "A", "ا": "A", "الف": "A", "ب": "B", "ج": "C", "د": "D", "هـ": "E", "ه": "E", "و": "F",
                         "א": "A", "ב": "B", "ג": "C", "ד": "D", "ה": "E", "ו": "F"}
_ABJAD_OPTION_LETTER_RE = re.compile(r"(?<=\()\s*(?:الف|هـ|[أابجدهوאבגדהו])\s*(?=\))")
# the invisible marks that set the direction of right-to-left text around a Latin letter ("هو \u200fA\u200f") are
# no text
_BIDI_MARKS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# a confidence the reply reports beside its answer, which is a note and no answer (nor a count): "(confidence: 0.7)",
# "(≈80%)", "(confidence: high, ~90%)", "Confidence: 80%", "Certainty: medium", ", with about 2/3 confidence",
# " — 75% confident"
_CONFIDENCE_LEVEL = (r"(?:~|≈|about\s+|roughly\s+|around\s+|approx(?:imately|\.)?\s+)?(?:\d+(?:\.\d+)?\s*%|0?\.\d+|1\.0"
                     r"|\d+/\d+|high|medium|moderate|low|very\s+(?:high|low))")
_CONFIDENCE_NOTE = re.compile(
    rf"\s*[(\[]\s*(?:(?:confidence|certainty|probability|likelihood|conf\.?)(?:\s+level)?\s*[:=]?\s*)?"
    rf"{_CONFIDENCE_LEVEL}(?:\s*[,;/]\s*{_CONFIDENCE_LEVEL})?\s*(?:confiden(?:ce|t)|certainty|sure)?\s*[)\]]"
    rf"|(?:[,;]\s*|(?:^|(?<=[\s.;,])))(?:confidence|certainty)(?:\s+level)?\s*[:=]\s*{_CONFIDENCE_LEVEL}(?![\w%])"
    rf"|\s*(?:[,;]\s*(?:with\s+|at\s+)?|[—–-]\s*|\s(?:with|at)\s+){_CONFIDENCE_LEVEL}\s+"
    rf"(?:confidence|certainty|confident|certain)\b"
    rf"|\s*(?:[,;]|[—–-])\s*(?:confidence|certainty)\s+(?:of\s+)?{_CONFIDENCE_LEVEL}(?![\w%])"
    # how sure, in words, in brackets: "**No** (fairly confident). …"
    r"|\s*\(\s*(?:(?:fairly|pretty|quite|very|highly|moderately|somewhat|reasonably)\s+)?(?:confident|sure|certain)\s*\)",
    re.IGNORECASE | re.MULTILINE)

# a reservation about the reply's own certainty that leaves its answer standing: ", but I'm not 100% sure", "though
# I'm not entirely certain", ", but I can't be certain", "I could be wrong about the direction of the arrow, though."
# (a bare "I'm not sure" still refuses), and a condition on the reply's own reading: "If I'm reading the sequence
# right, …"
_RESERVATION = re.compile(
    r"\bif\s+I(?:'m|\s+am)?\s+(?:read(?:ing)?|see(?:ing)?|count(?:ing)?|interpret(?:ing)?)\s+(?:[^,.;\n]{1,40}?\s+)?"
    r"(?:right|correctly)\s*,\s*|"
    r"\s*(?:[,;]\s*|[—–-]\s*)?(?:(?:but|though|although)\s+)?I'?\s*a?m\s+not\s+(?:100\s*%|a\s+hundred\s+percent"
    r"|entirely|completely|totally|fully|absolutely)\s+(?:sure|certain|confident)(?:\s+(?:about|of)\s+(?:it|this|that))?"
    r"(?:,?\s+though)?(?=\s*[.!]|\s*$)"
    # after a contrast word only, so a bare "I can't be certain." still refuses; and, after "though", a check not
    # made in full: "…, though I can't fully verify the currency edge since its label is partially hidden." (not
    # "…, but I can't fully confirm the membership edges.", a doubt set against the verdict)
    r"|\s*(?:[,;]\s*|[—–-]\s*)?(?:but|though|although)\s+I\s+(?:can't|cannot|can\s+not)\s+be\s+(?:100\s*%\s+"
    r"|entirely\s+|completely\s+|totally\s+|fully\s+|absolutely\s+)?(?:sure|certain)(?=\s*[.!]|\s*$)"
    r"|\s*(?:[,;]\s*|[—–-]\s*)?(?:though|although)\s+I\s+(?:can't|cannot|can\s+not)\s+(?:fully|completely|entirely"
    r"|100\s*%)\s+(?:verify|confirm|check)\b[^.!?\n]{0,100}(?=\s*[.!]|\s*$)"
    r"|(?:(?<=[.!])|^)\s*I\s+(?:could|might|may)\s+be\s+(?:wrong|mistaken)(?:\s+about\s+[^.!?\n,;]{1,60})?"
    r"(?:,?\s+though)?\s*[.!]",
    re.IGNORECASE | re.MULTILINE)


# enclosed letters NFKC leaves alone (🅐 🄰 🅰 🅓 🅲) and the keycap marks of "7️⃣"
_ENCLOSED_LETTER_BLOCKS = (0x1F130, 0x1F150, 0x1F170)
_ENCLOSED_LETTER = re.compile("[\U0001F130-\U0001F149\U0001F150-\U0001F169\U0001F170-\U0001F189]")
# decoration: pictographs, dingbats, arrows and shapes that stand beside an answer ("👉 Option C", "▶ B ◀"), but not
# the ticks and crosses of a checklist, the arrows that draw a conclusion, or the stars of a rating
_KEPT_SYMBOLS = "✅✓✔☑❌✗✘✕✖×❎➡→⇒★☆"
_DECORATION = re.compile(r"[\U0001F300-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\u25A0-\u25FF\u200D\U0001F3FB-\U0001F3FF]")
# the exclamation and question marks drawn as emoji ("**Yes** ❗ Switzerland isn't …"), which still end a sentence
_PUNCTUATION_EMOJI = {"❗": "!", "❕": "!", "❓": "?", "❔": "?"}
_KEYCAP = re.compile(r"[\ufe0f\u20e3]")
# the keycap of ten, one pictograph of its own ("There are 🔟 entities"): the number it shows
_KEYCAP_TEN = re.compile("\U0001F51F")
# brackets of CJK typography around a letter: 【B】, 《D》, 〈C〉
_CJK_BRACKETS = {"【": "(", "】": ")", "《": "(", "》": ")", "〈": "(", "〉": ")", "〔": "(", "〕": ")"}
_CJK_BRACKETS_RE = re.compile("|".join(_CJK_BRACKETS))
# a question tag makes no question of a statement: "Then E is the odd one out, isn't it?"
# (one the reply answers at once is a real question: "There's an error, isn't there? No — …")
_TAG_QUESTION = re.compile(r",\s*(?:isn't|aren't|doesn't|don't|wasn't|right|correct|no)\s*"
                           r"(?:it|they|that|this|there|you\s+think)?\s*\?(?!\s*(?:yes|yeah|yep|no|nope)\b)",
                           re.IGNORECASE)

# a full stop with no space after it before a word that opens a conclusion: "…,paris,euro.so 5" (the sentence ends)
_GLUED_SENTENCE = re.compile(r"(?<=[a-z]{2})(\.)(?=(?:so|then|thus|hence|therefore|total|overall|altogether)\s)",
                             re.IGNORECASE)


def _unenclose(char: str) -> str:
    code = ord(char)
    for block in _ENCLOSED_LETTER_BLOCKS:
        if block <= code < block + 26:
            return chr(ord("A") + code - block)
    return char


def _symbols(tracked: Tracked) -> Tracked:
    """Enclosed letters as letters, keycaps as digits, decoration dropped, CJK brackets as parentheses."""
    if _ENCLOSED_LETTER.search(tracked.text):
        tracked = Tracked("".join(map(_unenclose, tracked.text)), tracked.offsets)
    tracked = tracked.sub(_KEYCAP, lambda m: [])
    tracked = tracked.sub(_KEYCAP_TEN, lambda m: ["10"])
    tracked = tracked.sub(_DECORATION, lambda m: [m.group()] if m.group() in _KEPT_SYMBOLS
                          else [_PUNCTUATION_EMOJI.get(m.group(), " ")])
    return tracked.sub(_CJK_BRACKETS_RE, lambda m: [_CJK_BRACKETS[m.group()]])


# HTML: entities decoded; struck-out text and comments dropped; an element whose class or id names a key
# (<div class="answer">A</div>) read as that key; a ticked checkbox as a tick; block tags as line breaks, table cells
# as a markdown table, inline tags dropped (other tags, such as <answer> or <final>, stay for the key/value readings)
_HTML_ENTITY = re.compile(r"&(?:#\d{1,6}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});")
_HTML_STRUCK = re.compile(r"<(s|del|strike)\b[^>]*>.*?</\1\s*>|<!--.*?-->", re.IGNORECASE | re.DOTALL)
_HTML_KEYED = re.compile(r"<(?P<tag>\w+)\s[^>]*\b(?:class|id|name)\s*=\s*[\"']?(?P<key>[\w-]+)[\"']?[^>]*>"
                         r"(?P<value>[^<]{1,60})</(?P=tag)\s*>", re.IGNORECASE)
_HTML_CHECKBOX = re.compile(r"<input\b[^>]*\btype\s*=\s*[\"']?checkbox[\"']?[^>]*>", re.IGNORECASE)
_HTML_ROW = re.compile(r"<tr\b[^>]*>", re.IGNORECASE)
_HTML_CELL_END = re.compile(r"</t[dh]\s*>", re.IGNORECASE)
_HTML_BLOCK = re.compile(r"</?(?:p|div|br|hr|h[1-6]|li|ul|ol|table|tbody|thead|tr|section|article|blockquote|pre)"
                         r"\b[^>]*>", re.IGNORECASE)
_HTML_INLINE = re.compile(r"</?(?:b|strong|em|i|u|span|code|mark|q|small|big|sup|sub|font|label|td|th|input)\b[^>]*>"
                          r"|<a\s[^>]*>|</a>", re.IGNORECASE)


def _unhtml(tracked: Tracked) -> Tracked:
    """Read an HTML reply as the text it shows (see the patterns above); plain text is left as it is."""
    tracked = tracked.sub(_HTML_ENTITY, lambda m: [unicodedata.normalize("NFKC", html.unescape(m.group()))])
    if not re.search(r"</?[a-zA-Z][^>]*>", tracked.text):
        return tracked
    tracked = tracked.sub(_HTML_STRUCK, lambda m: [" "])
    tracked = tracked.sub(_HTML_KEYED, lambda m: ["\n" + m.group("key") + ": ", 3, "\n"])
    tracked = tracked.sub(_HTML_CHECKBOX, lambda m: ["✅ " if re.search(r"\bchecked\b", m.group(), re.I) else "☐ "])
    tracked = tracked.sub(_HTML_ROW, lambda m: ["\n|"])
    tracked = tracked.sub(_HTML_CELL_END, lambda m: [" |"])
    tracked = tracked.sub(_HTML_BLOCK, lambda m: ["\n"])
    return tracked.sub(_HTML_INLINE, lambda m: [""])


# speech: fillers dropped ("the answer would be, um, A"); a hesitation's ellipsis joins what it interrupts ("The odd
# one out is... panel D")
# "um" only set off by punctuation or before an English word: it is also a word (Portuguese "um erro", German "um 90
# Grad")
_SPEECH_FILLER = re.compile(r"(?<![\w'])(?:umm+|um(?=\s*[,.…]|\s+(?:i|so|yes|no|yeah|the|it|its|well|okay|there|let)\b)"
                            r"|uh+|uhm|erm|hmm+)(?![\w'])\s*,?", re.IGNORECASE)
# a transcript's contractions without their apostrophe: "doesnt", "isnt", "theres", "thats", "i dont", "cant"
_BARE_CONTRACTION = re.compile(r"\b(does|is|are|was|were|did|could|would|should|has|have|ca)n(t)\b"
                               r"|\b(there|that|what)(s)\b|\b((?:i|you|we|they)\s+do)n(t)\b", re.IGNORECASE)
# texting register: a reply that uses chat abbreviations ("lol", "tbh", "idk", "imo", "bc", "obvs",
# "kinda") has its other shorthand read as the words they stand for ("u" you, "r" are, "w" with, "prob" probably);
# a laugh token is dropped; written all in lowercase, its lone letters b-h and j are the
# capitals a careful writer would type ("i think its c but …"). Single letters are read so only in that register:
# elsewhere "u", "w" and "r" are Dutch, Polish or a variable's name
_TEXTING_REGISTER = re.compile(r"(?<![\w'’/-])(?:lol|lmao|tbh|idk|imo|imho|obvs|obvi|bc|b/c|cuz|coz|kinda|sorta|prob"
                               r"|prolly|shld|ngl|pls|plz|thx"
                               # "for real" ending its clause: "its e fr", "E fr"
                               r"|(?-i:fr)(?=[ \t]*(?:[.!?\n]|$))"
                               # intent said as "gonna", "wanna", a laugh, "def" before what it vouches for
                               r"|gonna|wanna|gotta|(?:ha){2,}h?|he(?:he)+|def(?=[ \t]+(?:the|a|an|not|option|panel"
                               r"|yes|no|nope|nah|yeah|yep|[a-j]|\d)\b))(?![\w'’-])", re.IGNORECASE)
_TEXTING_WORDS = {"u": "you", "ur": "your", "r": "are", "w": "with", "w/": "with", "b/c": "because", "bc": "because",
                  "cuz": "because", "coz": "because", "prob": "probably", "prolly": "probably", "probs": "probably",
                  "obvs": "obviously", "obv": "obviously", "obvi": "obviously", "imo": "in my opinion",
                  "imho": "in my opinion", "tbh": "to be honest", "idk": "i don't know", "shld": "should",
                  "wld": "would", "cld": "could", "kinda": "kind of", "sorta": "sort of", "lol": "", "lmao": "",
                  "def": "definitely", "gonna": "going to", "wanna": "want to", "gotta": "got to", "fr": ""}
# in that register: a "gonna" with no subject opening its sentence is its writer's intent ("gonna go w/ the
# 4th one" is "i'll go with the 4th one"); a laugh or an emoji between two clauses stands as the stop between them
# ("… and got eleven haha a lot for a small graph", "gonna say a 🤔 the cube in b …" is "i'll say a. the cube in b …")
_SUBJECTLESS_GONNA = re.compile(r"(?:^|(?<=[.!?] ))(?:(?:i'm|im|i[ \t]+am)[ \t]+)?gonna(?=[ \t]+[a-z])",
                                re.IGNORECASE | re.MULTILINE)
_CLAUSE_LAUGH = re.compile(r"(?<=[\w)'’])[ \t]+(?:(?:ha){2,}h?|he(?:he)+|lol|lmao)[ \t]*[.!]*[ \t]+(?=[a-z])",
                           re.IGNORECASE)
_CLAUSE_EMOJI = re.compile(r"(?<=[\w)'’])[ \t]*[\U0001F300-\U0001FAFF\u2600-\u27BF][\U0001F300-\U0001FAFF"
                           r"\u2600-\u27BF\uFE0F\u200D]*[ \t]+(?=[a-z])")
# "w/" for "with" before a word ("go w/ the 4th one") or ending the reply ("shares border w/"), not "w/o"
_W_SLASH = re.compile(r"(?<![\w/])w/(?=[ \t]+[^\W\d_]|[ \t]*[.!]?[ \t]*$)", re.IGNORECASE)
# "probably" opening a sentence before a lone answer, in German, French, Italian, Spanish, Portuguese: "Vermutlich A.
# …", "Probablement C." read as "Probably A." is
_FOREIGN_PROBABLY = re.compile(r"(?:^|(?<=[.!?] ))(?:vermutlich|wahrscheinlich|probablement|probabilmente"
                               r"|probablemente|provavelmente)(?=[ \t]+(?:\(?[A-J]\)?|\d{1,3})[ \t]*(?:[.,;!]|$))",
                               re.IGNORECASE | re.MULTILINE)
# a letter with the Korean 번 (number) and nothing after it is the letter: "F번"
_KO_LETTER_NUMBER = re.compile(r"(?<![\w])([A-J])[ \t]*번(?![째가-힣\w])")
# a letter with the Japanese "の" and the option's kind is the letter: "Fのパネル。", "Bの選択肢"
_JA_LETTER_KIND = re.compile(r"(?<![\w])([A-J])[ \t]*の(?:パネル|選択肢|図|オプション)(?![\w])")
_TEXTING_WORD = re.compile(r"(?<![\w'’/-])(?:" + "|".join(sorted(map(re.escape, _TEXTING_WORDS), key=len, reverse=True))
                           + r")(?![\w'’-])(?<!/)", re.IGNORECASE)
# "its" where only "it's" can stand, before an article, a negation or an option: "its the 4th one", "its c"
_ITS_IS = re.compile(r"\b(it)(s)(?=[ \t]+(?:the|a|an|not|probably|definitely|obviously|just|option|panel|[A-Jb-j]"
                     r"|actually|really|clearly|surely)\b)",
                     re.IGNORECASE)
# "its" before a count opening its sentence: "its 9 i think", "so its 12"
_ITS_COUNT = re.compile(r"(?:^|(?<=[.!?] )|(?<=\bso ))(it)(s)(?=[ \t]+\d{1,3}\b)", re.IGNORECASE | re.MULTILINE)
# "its" read again once the shorthand is spelt out: "its prob 7" is "its probably 7" only then
_ITS_AFTER_SHORTHAND = _ITS_IS
_LOWER_LONE_LETTER = re.compile(r"(?<![\w'’/-])[b-hj](?![\w'’/-])")
# in that register a reply that stops without a full stop was ended there by its writer, not cut off ("i think 10?
# theres a lot of arrows lol")
_TEXTING_END = re.compile(r"(?<=[^\W_])[ \t]*\Z")
# a lone answer opening a sentence, its stance said after it without a comma: "F obviously", "B in my opinion. …" are
# "F, obviously", "B, in my opinion"; the stance closes the answer's clause: "8 i think, one arrow is hidden …" is "8,
# i think. one arrow is hidden …"
# a lone answer opening its sentence vouched for by "100%": "YES 100% 🚩 it says …", "B 100%" ("B. 100% sure." reads
# the same)
_HUNDRED_PERCENT_TAG = re.compile(r"(?:^|(?<=[.!?] ))((?:yes|no|yeah|yep|nope)\b|(?-i:\(?[A-J]\)?)|\d{1,3})"
                                  r"[ \t]+100[ \t]*%(?:[ \t]+(?:sure|certain))?(?![\w%])", re.IGNORECASE | re.MULTILINE)
_BARE_STANCE_TAG = re.compile(r"(?:^|(?<=[.!?] ))((?-i:\(?[A-J]\)?)|\d{1,3})([ \t]+(?:obviously|probably|definitely"
                              r"|certainly|clearly|surely|for\s+sure|in\s+my\s+opinion|i\s+think|i\s+guess|i\s+believe"
                              r"|i'd\s+say|to\s+be\s+honest|honestly)\b)(,?)", re.IGNORECASE | re.MULTILINE)
# casual punctuation, read as a careful writer would have put it: a polar interjection opening a sentence
# and run on into it ("nope looks fine to me" is "nope, looks fine to me"); a belief said after its answer without a
# comma ("it's the 4th one i think" is "…, i think"); a belief with a rising question mark, its "i" in lower case as
# the casual writer types it ("i think 10?", "it's the 4th one, i think?"), is said with a full stop ("Twelve, I
# think? Maybe thirteen." still asks)
_RUN_ON_INTERJECTION = re.compile(r"(?:^|(?<=[.!?] )|(?<=[.!?,] so )|(?<=^so ))(nope|nah|yep|yup|yeah|yea)"
                                  r"(?=[ \t]+[^\W\d_])",
                                  re.IGNORECASE | re.MULTILINE)
_BARE_BELIEF_AFTER = re.compile(r"(?<=[\w)'])[ \t]+(i[ \t]+(?:think|guess|believe|suppose))(?=[ \t]*(?:[.!?]|$))",
                                re.IGNORECASE | re.MULTILINE)
_RISING_BELIEF = re.compile(r"(?:^|(?<=[.!?] ))((?-i:i)[ \t]+(?:think|guess|believe)[ \t]+[^.?!\n]{1,40}?"
                            r"|[^.?!\n]{1,40}?,[ \t]*(?-i:i)[ \t]+(?:think|guess|believe|suppose))\?(?=\s|$)",
                            re.IGNORECASE | re.MULTILINE)
# a reply closing on a sentence begun in lower case that names an option by its kind and label, unpunctuated ("… the
# last one doesnt. panel F"): a writer who does not capitalise does not stop either, and the label ends the reply; a
# capital ("… clearly have it. Panel E") begins a sentence the generation limit cut off
_UNSTOPPED_LABEL_END = re.compile(r"(?<=[.!?] )((?:panel|option|figure|choice|frame)[ \t]+\(?[A-J]\)?)[ \t]*\Z")
# a pick asked and then confirmed: "so... B? yeah B", "Yes, B." is the pick itself
_CONFIRMED_PICK = re.compile(r"(?:^|(?<=[.!?] ))(?:yes|yeah|yep|yup|yea)[ \t]*,?[ \t]+(?=\(?[A-J]\)?[ \t]*(?:[.!]|$))",
                             re.IGNORECASE | re.MULTILINE)
# German puts "too"/"either" between the verb and its negation: "D passt ebenfalls nicht" (D does not fit either) is
# "D passt nicht", the adverb adding nothing to the verdict
_DE_ALSO_BEFORE_NOT = re.compile(r"(?<![^\W\d_])(?:ebenfalls|gleichfalls|ebenso|auch)[ \t]+(?=(?:nicht|kein\w*)\b)",
                                 re.IGNORECASE)
_HESITATION = re.compile(r"\s*(?:\.{3}|…)\s*(?!(?i:no|nope|non|nein|wait|actually|sorry|scratch|hold)\b)"
                         r"(?=[a-z]|(?i:option|panel|frame|figure|choice)\b)")


_FENCE = re.compile(r"^[ \t]*```[ \t]*(?P<lang>[\w+-]*)[ \t]*$", re.MULTILINE)


def _unfence(tracked: Tracked) -> Tracked:
    """Code fences become blank lines, so what a fence holds reads as lines of the reply; inside a ```diff fence,
    removed lines ('- A') are dropped and kept lines ('+ C') lose their '+'."""
    fences = list(_FENCE.finditer(tracked.text))
    for opening, closing in reversed(list(zip(fences[::2], fences[1::2], strict=False))):
        head, body, tail = tracked.slice(0, opening.start()), tracked.slice(opening.end(), closing.start()), \
            tracked.slice(closing.end())
        if opening.group("lang").lower() == "diff":
            body = body.sub(re.compile(r"(?m)^-[^\n]*$"), lambda m: [""])
            body = body.sub(re.compile(r"(?m)^\+[ \t]?"), lambda m: [""])
        tracked = Tracked(head.text + "\n" + body.text + "\n" + tail.text,
                          head.offsets + [opening.start()] + body.offsets + [closing.start()] + tail.offsets)
    return tracked


# CSV: a header of column names, then rows with as many cells ("panel,breaks_rule\nA,0\nB,1"), read as the markdown
# table it is ("| panel | breaks_rule |\n| A | 0 |"), so the table readings apply
_CSV_BLOCK = re.compile(r"^[A-Za-z_][\w ]{0,30}(?:,[A-Za-z_][\w ]{0,30})+(?:\n[^,\n|]{1,40}(?:,[^,\n|]{0,40})+)+$",
                        re.MULTILINE)


def _csv_as_table(tracked: Tracked) -> Tracked:
    """Each CSV block (every line with the header's number of cells) as markdown table rows; the inserted bars keep
    the offset of the character they stand beside."""
    for block in reversed(list(_CSV_BLOCK.finditer(tracked.text))):
        lines = block.group().split("\n")
        if len({line.count(",") for line in lines}) != 1:
            continue
        head, body, tail = (tracked.slice(0, block.start()), tracked.slice(block.start(), block.end()),
                            tracked.slice(block.end()))
        chars, offsets = [], []
        for index, (char, offset) in enumerate(zip(body.text, body.offsets, strict=True)):
            if index == 0 or body.text[index - 1] == "\n":
                chars.append("| ")
                offsets += [offset] * 2
            if char == "\n":
                chars.append(" |")
                offsets += [offset] * 2
            piece = " | " if char == "," else char
            chars.append(piece)
            offsets += [offset] * len(piece)
        chars.append(" |")
        offsets += [body.offsets[-1]] * 2
        tracked = Tracked(head.text + "".join(chars) + tail.text, head.offsets + offsets + tail.offsets)
    return tracked


def _unlatex(tracked: Tracked) -> Tracked:
    """LaTeX read as the text it prints: an aligned derivation's rows as lines (so "⇒ C" closes its own line),
    colour commands dropped, relation commands as their symbols."""
    for env in reversed(list(_LATEX_ENVIRONMENT.finditer(tracked.text))):
        head, body, tail = (tracked.slice(0, env.start()), tracked.slice(env.start("body"), env.end("body")),
                            tracked.slice(env.end()))
        body = body.sub(re.compile(r"\\\\(?:\[[^\]]*\])?|&"), lambda m: [" " if m.group() == "&" else "\n"])
        start, end = tracked.offsets[env.start()], tracked.offsets[env.end() - 1]
        tracked = Tracked(head.text + "\n" + body.text + "\n" + tail.text,
                          head.offsets + [start] + body.offsets + [end] + tail.offsets)
    tracked = tracked.sub(_LATEX_COLOUR, lambda m: [""])
    return tracked.sub(_LATEX_SYMBOL, lambda m: [_LATEX_SYMBOLS[m.group(1)]])


_MD_TICKED = re.compile(r"\[[xX✓✔]\]")
_MD_UNTICKED = re.compile(r"\[ \]")
_UNTICKED_ANSWER = re.compile(rf"☐\s*(?:yes|no|\(?[{_L}]\)?)(?=\s*(?:$|\n|✅|☐))", re.IGNORECASE)


# the markup of grounding-capable VLMs: a region's coordinates (Qwen-VL's "<box>(512,88),(760,410)</box>", Kosmos-2's
# "<object><patch_index_0412>…</object>", CogVLM's and Florence's "[[512,88,760,410]]") and the tags that wrap the
# phrase they ground ("<ref>option C</ref>", "<phrase>option B</phrase>", "<grounding>")
_GROUNDING_REGION = re.compile(r"<box>.*?</box>|<object>.*?</object>|<patch_index_\d+>"
                               r"|\[\[\s*\d+(?:\.\d+)?(?:\s*,\s*\d+(?:\.\d+)?){1,3}\s*\]\]", re.DOTALL)
_GROUNDING_TAG = re.compile(r"</?(?:ref|phrase|grounding)>"
                            # Molmo's pointing tag around the phrase it points at: '<point x="18.4" y="70.1"
                            # alt="panel D">panel D</point>'
                            r"|<points?\b[^<>]*>|</points?>")


def _drop_grounding(tracked: Tracked) -> Tracked:
    """Drop the coordinates a grounding VLM writes beside what it names, and unwrap the named phrase: a box is where
    a thing is drawn, its digits are no count and its brackets no option, while the phrase it grounds is the reply's
    own words ("<ref>option C</ref><box>…</box>" says "option C")."""
    return tracked.sub(_GROUNDING_REGION, lambda m: [" "]).sub(_GROUNDING_TAG, lambda m: [" "])


# a word boundary inside a camelCase or PascalCase identifier, as knowledge-graph tools write relations and entities
# ("officialLanguage", "sharesBorderWith", "ex:EuropeanUnion"); not in a key, which the key readings split themselves
# ("hasError: true", "optionSelected": "B")
_CAMEL_HUMP = re.compile(r"(?P<low>[a-z])(?P<up>[A-Z])(?=[a-z]+(?:[A-Z][a-z]+)*(?![A-Za-z0-9_]|[\"']?\s*[:=(]))")


# "i.e." and "e.g." spelt out, so that their letters name no option and their stops end no sentence ("Nederlands, i.e.
# Dutch, since …")
_LATIN_ABBREVIATION = re.compile(r"(?<![\w.])(?:i\.[ \t]?e|e\.[ \t]?g)\.(?=[ \t,:]|$)", re.IGNORECASE)


# "that is" before an option's label in Spanish, Catalan, French, Italian, Portuguese: "…, és a dir, l'opció A."
_FOREIGN_THAT_IS = re.compile(r"(?<![^\W\d_])(?:es\s+decir|és\s+a\s+dir|c'est-à-dire|cioè|ou\s+seja)(?=\s*,)",
                              re.IGNORECASE)


def _normalise(tracked: Tracked) -> Tracked:
    if _TEXTING_REGISTER.search(tracked.text):
        tracked = tracked.sub(_CLAUSE_EMOJI, lambda m: [". "])  # before the symbols are dropped
    tracked = _csv_as_table(_unhtml(_unfence(_symbols(_simplified(_nfkc(_drop_grounding(tracked)))))))
    tracked = tracked.sub(_CAMEL_HUMP, lambda m: [1, " ", 2])  # "memberOf": the words "member Of"
    tracked = tracked.sub(_FOREIGN_THAT_IS, lambda m: ["that is"])
    tracked = tracked.sub(_LATIN_ABBREVIATION,
                          lambda m: ["that is" if m.group().lower().startswith("i") else "for example"])
    tracked = tracked.sub(_MD_TICKED, lambda m: ["✅"])
    tracked = tracked.sub(_MD_UNTICKED, lambda m: ["☐"])
    tracked = tracked.sub(_UNTICKED_ANSWER, lambda m: [" "])
    tracked = tracked.sub(_SPEECH_FILLER, lambda m: [""])
    tracked = tracked.sub(_BARE_CONTRACTION, lambda m: [1, "n'", 2] if m.group(1) else [3, "'", 4] if m.group(3)
                          else [5, "n'", 6])
    tracked = tracked.sub(_ITS_IS, lambda m: [1, "'", 2])
    tracked = tracked.sub(_ITS_COUNT, lambda m: [1, "'", 2])
    tracked = tracked.sub(_NUMBER_ECHO, lambda m: [1, 2] if _number_value(m.group(1)) == int(m.group(3)) else [0])
    tracked = tracked.sub(_PARTIAL_SURENESS_TAIL, lambda m: ["."])
    tracked = tracked.sub(_PROBABLY_RISING, lambda m: [1, "."])
    tracked = tracked.sub(_REJECTED_COUNT_AFTER, lambda m: [1])
    tracked = tracked.sub(_FOREIGN_REJECTED_OPTION, lambda m: [])
    tracked = tracked.sub(_DE_ALSO_BEFORE_NOT, lambda m: [])
    if _TEXTING_REGISTER.search(tracked.text):
        tracked = tracked.sub(_SUBJECTLESS_GONNA, lambda m: ["i'll"])
        tracked = tracked.sub(_CLAUSE_LAUGH, lambda m: [". "])
        tracked = tracked.sub(_W_SLASH, lambda m: ["with"])
        tracked = tracked.sub(_TEXTING_WORD, lambda m: [_TEXTING_WORDS[m.group().lower()]])
        tracked = tracked.sub(_ITS_AFTER_SHORTHAND, lambda m: [1, "'", 2])
        if not re.search(r"[A-Z]", tracked.text):
            tracked = tracked.sub(_LOWER_LONE_LETTER, lambda m: [m.group().upper()])
        tracked = tracked.sub(_TEXTING_END, lambda m: ["."])
    tracked = tracked.sub(_FOREIGN_PROBABLY, lambda m: ["Probably"])
    tracked = tracked.sub(_KO_LETTER_NUMBER, lambda m: [1])
    tracked = tracked.sub(_JA_LETTER_KIND, lambda m: [1])
    tracked = tracked.sub(_BARE_STANCE_TAG, lambda m: [1, ",", 2, "." if m.group(3) else ""])
    tracked = tracked.sub(_HUNDRED_PERCENT_TAG, lambda m: [1, "."])
    tracked = tracked.sub(_CONFIRMED_PICK, lambda m: [])
    tracked = tracked.sub(_RUN_ON_INTERJECTION, lambda m: [1, ","])
    tracked = tracked.sub(_BARE_BELIEF_AFTER, lambda m: [", ", 1])
    tracked = tracked.sub(_RISING_BELIEF, lambda m: [1, "."])
    tracked = tracked.sub(_UNSTOPPED_LABEL_END, lambda m: [1, "."])
    tracked = tracked.sub(_HESITATION, lambda m: [" "])
    tracked = tracked.sub(_BOX_TOKENS, lambda m: [" <answer>", 1, "</answer> "])
    tracked = _unbox(_unlatex(tracked))
    for _ in range(3):
        tracked = tracked.sub(_LATEX_WRAPPERS, lambda m: [1])
    tracked = tracked.sub(_MATH_DELIMITERS, lambda m: [" "])
    tracked = tracked.sub(_EMPHASIS, lambda m: [])
    tracked = tracked.sub(_SINGLE_QUOTES, lambda m: ["'"])
    tracked = tracked.sub(_BELIEF_ASIDE, lambda m: [""])
    tracked = tracked.sub(_OPENING_VIEW_LEAD, lambda m: [])
    tracked = tracked.sub(_DOUBLE_QUOTES, lambda m: ['"'])
    tracked = tracked.sub(_SCRIPT_PUNCTUATION_RE, lambda m: [_SCRIPT_PUNCTUATION[m.group()]])
    cyrillic = _CYRILLIC_ORDER if _CYRILLIC_ORDER_SIGN.search(tracked.text) else _CYRILLIC_LETTERS
    tracked = tracked.sub(_CYRILLIC_LETTER_RE, lambda m: [cyrillic.get(m.group(), m.group())])
    tracked = tracked.sub(_GREEK_LETTER_RE, lambda m: [_GREEK_LETTERS[m.group()]])
    tracked = tracked.sub(_INDIC_OPTION_LETTER_RE, lambda m: [_INDIC_OPTION_LETTERS[m.group()]])
    tracked = tracked.sub(_ETHIOPIC_OPTION_LETTER_RE, lambda m: [_ETHIOPIC_OPTION_LETTERS[m.group().strip()]])
    tracked = tracked.sub(_PREFIXED_LETTER, lambda m: [1, " "])
    tracked = tracked.sub(_BIDI_MARKS, lambda m: [])
    tracked = tracked.sub(_ABJAD_OPTION_LETTER_RE, lambda m: [_ABJAD_OPTION_LETTERS[m.group().strip()]])
    tracked = tracked.sub(_CONFIDENCE_NOTE, lambda m: [""])
    if _RESERVATION.sub("", tracked.text).strip():
        tracked = tracked.sub(_RESERVATION, lambda m: [""])
    tracked = tracked.sub(_TAG_QUESTION, lambda m: ["."])
    tracked = tracked.sub(_GLUED_SENTENCE, lambda m: [1, " "])
    tracked = tracked.sub(_LAYOUT_ROWS, lambda m: [" "])
    tracked = tracked.sub(_APPOSED_LETTER, lambda m: [2, " "] if _ORDINAL_PLACES[m.group(1).lower()] == LETTERS.index(
        m.group(2).strip("()")) else [0])
    return tracked.sub(_SPACES, lambda m: [" "])


def normalise_tracked(response: str) -> Tracked:
    """`normalise` after dropping think blocks, remembering where each character came from in the response."""
    return _normalised_reply(_strip_think_tracked(_drop_courtesies(Tracked.of(response))))


def _normalised_reply(tracked: Tracked) -> Tracked:
    """The reply (think blocks already dropped) without template residue or courtesies, normalised."""
    return _normalise(_drop_courtesies(_without_cut_repeat(_drop_template_residue(tracked))))


def normalise(response: str) -> str:
    """Unicode-fold (full-width letters and colons), unwrap LaTeX boxes and drop markdown emphasis."""
    return _normalise(Tracked.of(response)).text


# --------------------------------------------------------------------------------------------------------------
# shared vocabulary

_NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}
# Spanish, French, German, Portuguese, Italian and Russian number words (Chinese and Japanese share the numerals
# below); the words that are also common words elsewhere (Spanish "once", Italian "due" and "sei", Portuguese "um") are
# in _GUARDED_NUMBER_WORDS
_FOREIGN_NUMBER_WORDS = {
    "cero": 0, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "doce": 12, "trece": 13, "catorce": 14, "quince": 15, "dieciséis": 16,
    "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veinte": 20,
    "zéro": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8,
    "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16,
    "dix-sept": 17, "dix-huit": 18, "dix-neuf": 19, "vingt": 20,
    "null": 0, "eins": 1, "ein": 1, "eine": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6,
    "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12, "dreizehn": 13, "vierzehn": 14,
    "fünfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18, "neunzehn": 19, "zwanzig": 20,
    "dois": 2, "duas": 2, "três": 3, "quatro": 4, "sete": 7, "oito": 8, "nove": 9, "dez": 10, "doze": 12, "treze": 13,
    "catorze": 14,
    "dezesseis": 16, "dezasseis": 16, "dezessete": 17, "dezassete": 17, "dezoito": 18, "dezenove": 19, "dezanove": 19,
    "vinte": 20, "tre": 3, "quattro": 4, "cinque": 5, "sette": 7, "otto": 8, "dieci": 10, "undici": 11, "dodici": 12,
    "tredici": 13, "quattordici": 14, "quindici": 15, "sedici": 16, "diciassette": 17, "diciotto": 18,
    "diciannove": 19, "venti": 20,
    "один": 1, "одна": 1, "одно": 1, "два": 2, "две": 2, "три": 3, "четыре": 4, "пять": 5, "шесть": 6, "семь": 7,
    "восемь": 8, "девять": 9, "десять": 10, "одиннадцать": 11, "двенадцать": 12, "тринадцать": 13,
    "четырнадцать": 14, "пятнадцать": 15, "шестнадцать": 16, "семнадцать": 17, "восемнадцать": 18,
    "девятнадцать": 19, "двадцать": 20,
    # Dutch, Danish, Norwegian and Finnish (the words shared with English or other languages are guarded below)
    "twee": 2, "vijf": 5, "zes": 6, "zeven": 7, "negen": 9, "tien": 10, "twaalf": 12,
    "seks": 6, "syv": 7, "otte": 8, "elleve": 11,
    "yksi": 1, "kaksi": 2, "kolme": 3, "neljä": 4, "viisi": 5, "kuusi": 6, "seitsemän": 7, "kahdeksan": 8,
    "yhdeksän": 9, "kymmenen": 10, "yksitoista": 11, "kaksitoista": 12,
    # Lithuanian and Catalan (Lithuanian "du", Catalan "sis", "set", "nou" and "deu" are guarded below)
    "vienas": 1, "trys": 3, "keturi": 4, "penki": 5, "šeši": 6, "septyni": 7, "aštuoni": 8, "devyni": 9,
    "dešimt": 10, "vienuolika": 11, "dvylika": 12,
    "cinc": 5, "vuit": 8, "dotze": 12, "tretze": 13, "setze": 16, "disset": 17, "divuit": 18, "dinou": 19, "vint": 20,
}
# number words that are also common words in another language, read as counts only before a counted noun
# ("once entidades", "due entità", "um nó")
# Polish, Turkish, Indonesian and Swedish number words are common words elsewhere ("lima", "sex", "bir"), so they
# are guarded too (Turkish "on", ten, is left out: "based on entities" is English)
_GUARDED_NUMBER_WORDS = {
    "once": 11, "due": 2, "sei": 6, "um": 1, "uma": 1,
    "jeden": 1, "dwa": 2, "trzy": 3, "cztery": 4, "pięć": 5, "sześć": 6, "siedem": 7, "osiem": 8, "dziewięć": 9,
    "dziesięć": 10, "jedenaście": 11, "dwanaście": 12,
    "bir": 1, "iki": 2, "üç": 3, "dört": 4, "beş": 5, "altı": 6, "yedi": 7, "sekiz": 8, "dokuz": 9,
    "satu": 1, "dua": 2, "tiga": 3, "empat": 4, "lima": 5, "enam": 6, "tujuh": 7, "delapan": 8, "sembilan": 9,
    "sepuluh": 10,
    "två": 2, "fyra": 4, "fem": 5, "sex": 6, "sju": 7, "åtta": 8, "nio": 9, "tio": 10, "elva": 11, "tolv": 12,
    "ni": 9, "ti": 10,  # Danish and Norwegian; their "to" (2) and "fire" (4) are English words ("point to nodes")
    "du": 2, "sis": 6, "set": 7, "nou": 9, "deu": 10,  # Lithuanian "du", Catalan (French "du", English "set")
    # Turkish tens ("on iki": "on" alone is English), Indonesian and Malay teens
    **{f"on {unit}": 10 + value for unit, value in (("bir", 1), ("iki", 2), ("üç", 3), ("dört", 4), ("beş", 5),
                                                     ("altı", 6), ("yedi", 7), ("sekiz", 8), ("dokuz", 9))},
    "yirmi": 20, "sebelas": 11, "dua belas": 12, "tiga belas": 13, "empat belas": 14, "lima belas": 15,
    "dua puluh": 20,
    # Vietnamese ("ba", "năm" and "hai" are also words), Tagalog (before a noun with its linker: "pitong entity",
    # "apat na relasyon")
    **{unicodedata.normalize("NFKC", word): value for word, value in {
        "một": 1, "hai": 2, "ba": 3, "bốn": 4, "năm": 5, "sáu": 6, "bảy": 7, "tám": 8, "chín": 9, "mười": 10,
        "mười một": 11, "mười hai": 12, "mười ba": 13, "mười bốn": 14, "mười lăm": 15, "hai mươi": 20}.items()},
    "isa": 1, "dalawa": 2, "tatlo": 3, "apat": 4, "anim": 6, "pito": 7, "walo": 8, "siyam": 9, "sampu": 10,
    "labing-isa": 11, "labindalawa": 12, "labintatlo": 13,
    # Arabic, Persian (نه is also "no") and Hebrew number words
    "واحد": 1, "اثنان": 2, "اثنين": 2, "ثلاثة": 3, "ثلاث": 3, "أربعة": 4, "أربع": 4, "خمسة": 5, "خمس": 5, "ستة": 6,
    "ست": 6, "سبعة": 7, "سبع": 7, "ثمانية": 8, "ثماني": 8, "تسعة": 9, "تسع": 9, "عشرة": 10, "عشر": 10,
    "أحد عشر": 11, "إحدى عشرة": 11, "اثنا عشر": 12, "اثني عشر": 12, "اثنتا عشرة": 12,
    "یک": 1, "دو": 2, "سه": 3, "چهار": 4, "پنج": 5, "شش": 6, "هفت": 7, "هشت": 8, "نه": 9, "ده": 10, "یازده": 11,
    "دوازده": 12,
    "אחת": 1, "אחד": 1, "שתיים": 2, "שניים": 2, "שתי": 2, "שני": 2, "שלוש": 3, "שלושה": 3, "ארבע": 4, "ארבעה": 4,
    "חמש": 5, "חמישה": 5, "שש": 6, "שישה": 6, "שבע": 7, "שבעה": 7, "שמונה": 8, "תשע": 9, "תשעה": 9, "עשר": 10,
    "עשרה": 10, "אחת עשרה": 11, "אחד עשר": 11, "שתים עשרה": 12, "שנים עשר": 12,
    # Czech and Slovak, Ukrainian, Greek, Romanian ("opt" and "nouă" are also "opt" and "new"), Hungarian ("hat", "hét"
    # and "öt" are also words), Afrikaans and Amharic number words
    "dva": 2, "dvě": 2, "tři": 3, "čtyři": 4, "pět": 5, "šest": 6, "sedm": 7, "osm": 8, "devět": 9, "deset": 10,
    "jedenáct": 11, "dvanáct": 12,
    # Slovak where it differs from Czech
    "dve": 2, "tri": 3, "štyri": 4, "päť": 5, "šesť": 6, "sedem": 7, "osem": 8, "deväť": 9, "desať": 10,
    "jedenásť": 11, "dvanásť": 12,
    "дві": 2, "чотири": 4, "п'ять": 5, "пʼять": 5, "шість": 6, "сім": 7, "вісім": 8, "дев'ять": 9, "девʼять": 9,
    "одинадцять": 11, "дванадцять": 12,
    # the genitive a Ukrainian, Russian or Polish count takes after a preposition or a verb ("з восьми сутностей",
    # "из восьми узлов", "doliczyłem się dwunastu węzłów")
    "двох": 2, "трьох": 3, "чотирьох": 4, "п'яти": 5, "пʼяти": 5, "шести": 6, "семи": 7, "восьми": 8, "дев'яти": 9,
    "девʼяти": 9, "десяти": 10, "одинадцяти": 11, "дванадцяти": 12,
    "двух": 2, "трёх": 3, "трех": 3, "четырёх": 4, "четырех": 4, "пяти": 5, "девяти": 9, "одиннадцати": 11,
    "двенадцати": 12,
    "dwóch": 2, "trzech": 3, "czterech": 4, "pięciu": 5, "sześciu": 6, "siedmiu": 7, "ośmiu": 8, "dziewięciu": 9,
    "dziesięciu": 10, "jedenastu": 11, "dwunastu": 12,
    "δύο": 2, "τρία": 3, "τρεις": 3, "τέσσερα": 4, "τέσσερις": 4, "πέντε": 5, "έξι": 6, "επτά": 7, "εφτά": 7,
    "οκτώ": 8, "οχτώ": 8, "εννέα": 9, "εννιά": 9, "δέκα": 10, "έντεκα": 11, "δώδεκα": 12,
    "doi": 2, "două": 2, "trei": 3, "patru": 4, "cinci": 5, "șase": 6, "şase": 6, "șapte": 7, "şapte": 7, "opt": 8,
    "nouă": 9, "zece": 10, "unsprezece": 11, "doisprezece": 12, "douăsprezece": 12,
    "kettő": 2, "két": 2, "három": 3, "négy": 4, "öt": 5, "hat": 6, "hét": 7, "nyolc": 8, "kilenc": 9, "tíz": 10,
    "tizenegy": 11, "tizenkettő": 12, "tizenkét": 12,
    "drie": 3, "vyf": 5, "ses": 6, "sewe": 7, "agt": 8, "nege": 9,
    "ሁለት": 2, "ሦስት": 3, "ሶስት": 3, "አራት": 4, "አምስት": 5, "ስድስት": 6, "ሰባት": 7, "ስምንት": 8, "ዘጠኝ": 9, "አስር": 10,
    "አሥር": 10, "አስራ አንድ": 11, "አሥራ አንድ": 11, "አስራ ሁለት": 12, "አሥራ ሁለት": 12,
}
_GUARDED_WORD = "|".join(sorted(_GUARDED_NUMBER_WORDS, key=len, reverse=True))
# a Tagalog number word takes its linker: "pitong" (-ng after a vowel), "apat na"
_GUARDED_NUMBER = (r"(?<![^\W\d_])(?:" + _GUARDED_WORD
                   + r")(?:ng)?(?=(?:\s+na)?\s+(?:mga\s+)?(?:entidad|entidade|entit|relaci|relaç|relazion|nod|nó"
                   r"|aristas?|arestas?|archi|encj|węzł|relacj|varlık|düğüm|ilişki|simpul|relasi|entitet|noder|relationer"
                   r"|relasjoner|knuder|entiteit|relaties|knopen|hubungan|thực\s+thể|nút|quan\s+hệ|cạnh|mũi\s+tên"
                   r"|relasyon|ugnayan|كيان|عقد|علاق|أسهم|حواف|موجودیت|گره|یال|رابطه|روابط|ישויות|ישות|צמתים|צומת"
                   r"|קשרים|קשר|יחסים|קשתות|חצים|uzl|vztah|vzťah|entít|hrán|hran|сутн|зв'яз|звʼяз|вузл|οντότητ|σχέσ|κόμβ|relați|relaţi|nodur"
                   r"|muchi|kapcsolat|csomópont|reláci|verwantskap|verhouding|nodus|አካ|ግንኙነ|ኖድ|ቀስ"
                   # Polish and Lithuanian objects, Lithuanian links and nodes, Catalan edges
                   r"|obiekt|objekt|ryši|ryšy|mazg|santyk|arest"
                   # Russian entities, nodes, links and edges
                   r"|сущност|узл|связ|ребер|рёбер))")
# Swahili, Yoruba, Hausa and Zulu put the number after its noun ("vitu saba", seven things; "nǹkan mẹ́sàn-án";
# "abubuwa goma sha ɗaya"; "izinto eziyisikhombisa", with the noun's concord on the number): their number words, read
# only right after a counted noun
_ZULU_STEMS = {"sithupha": 6, "sikhombisa": 7, "shiyagalombili": 8, "shiyagalolunye": 9, "shumi": 10}
_POSTPOSED_NUMBER_WORDS = {unicodedata.normalize("NFKC", word): value for word, value in {
    "moja": 1, "mbili": 2, "tatu": 3, "nne": 4, "tano": 5, "sita": 6, "saba": 7, "nane": 8, "tisa": 9, "kumi": 10,
    **{f"kumi na {unit}": 10 + value for unit, value in (("moja", 1), ("mbili", 2), ("tatu", 3), ("nne", 4),
                                                         ("tano", 5), ("sita", 6), ("saba", 7), ("nane", 8))},
    "ishirini": 20,
    "ɗaya": 1, "daya": 1, "biyu": 2, "uku": 3, "huɗu": 4, "hudu": 4, "biyar": 5, "shida": 6, "bakwai": 7,
    "takwas": 8, "tara": 9, "goma": 10, "goma sha ɗaya": 11, "goma sha daya": 11, "goma sha biyu": 12, "ashirin": 20,
    "ọ̀kan": 1, "méjì": 2, "mẹ́ta": 3, "mẹ́rin": 4, "márùn-ún": 5, "márùn": 5, "mẹ́fà": 6, "méje": 7, "mẹ́jọ": 8,
    "mẹ́sàn-án": 9, "mẹ́sàn": 9, "mẹ́wàá": 10, "mọ́kànlá": 11, "méjìlá": 12, "ogún": 20,
    "ezimbili": 2, "ezintathu": 3, "ezine": 4, "ezinhlanu": 5, "amabili": 2, "amathathu": 3, "amane": 4,
    "amahlanu": 5,
    **{prefix + stem: value for stem, value in _ZULU_STEMS.items() for prefix in ("eziyi", "ayi", "yi", "i")},
}.items()}
_POSTPOSED_NOUN = unicodedata.normalize(
    "NFKC", r"(?:vitu|huluki|nodi|vipengele|mahusiano|uhusiano|viungo|mishale|abubuwa|abu|dangantaka|alaƙoƙi"
            r"|kibiyoyi|(?:àwọn\s+)?nǹkan|ìbáṣepọ̀|ọfà|\w*zinto|ubudlelwano|izixhumanisi)")
_POSTPOSED_NUMBER = ("(?:" + "|".join(sorted(map(re.escape, _POSTPOSED_NUMBER_WORDS), key=len, reverse=True))
                     + r")(?![^\W\d_])")
# Hindi, Tamil and Telugu number words (not Hindi एक and दो, also "a" and "give"); Bengali ones with their classifier
# টি / টা ("নয়টি"), since নয় alone is also "is not"
_INDIC_NUMBER_WORDS = {_script(word): value for word, value in {
    "तीन": 3, "चार": 4, "पाँच": 5, "पांच": 5, "छह": 6, "छः": 6, "सात": 7, "आठ": 8, "नौ": 9, "दस": 10, "ग्यारह": 11,
    "बारह": 12,
    "ஒன்று": 1, "இரண்டு": 2, "மூன்று": 3, "நான்கு": 4, "ஐந்து": 5, "ஆறு": 6, "ஏழு": 7, "எட்டு": 8, "ஒன்பது": 9,
    "பத்து": 10, "பதினொன்று": 11, "பன்னிரண்டு": 12,
    "ఒకటి": 1, "రెండు": 2, "మూడు": 3, "నాలుగు": 4, "ఐదు": 5, "ఆరు": 6, "ఏడు": 7, "ఎనిమిది": 8, "తొమ్మిది": 9,
    "పది": 10, "పదకొండు": 11, "పన్నెండు": 12,
}.items()}
_BENGALI_NUMBER_WORDS = {_script(word): value for word, value in {
    "এক": 1, "দুই": 2, "দু": 2, "তিন": 3, "চার": 4, "পাঁচ": 5, "ছয়": 6, "সাত": 7, "আট": 8, "নয়": 9, "দশ": 10,
    "এগারো": 11, "বারো": 12,
}.items()}
_BENGALI_CLASSIFIER = "(?:টি|টা)"
# Thai number words, written without spaces, read only right before a counted noun (สาม is also in สามเหลี่ยม, a
# triangle): "สิบเอ็ดเอนทิตี" (eleven entities), or standing alone as a word of their own
_THAI_UNITS = {"หนึ่ง": 1, "สอง": 2, "สาม": 3, "สี่": 4, "ห้า": 5, "หก": 6, "เจ็ด": 7, "แปด": 8, "เก้า": 9}
_THAI_NUMBER_WORDS = {unicodedata.normalize("NFKC", word): value for word, value in {
    **_THAI_UNITS, "สิบ": 10, "สิบเอ็ด": 11, "ยี่สิบ": 20,
    **{"สิบ" + word: 10 + value for word, value in _THAI_UNITS.items() if value > 1}}.items()}
_THAI_COUNT_NOUNS = unicodedata.normalize("NFKC", "เอนทิตี|โหนด|ความสัมพันธ์|เส้นเชื่อม|ลูกศร")
_THAI_COUNT_NOUN = f"(?:{_THAI_COUNT_NOUNS})"
_THAI_NUMBER_WORD = "(?:" + "|".join(sorted(_THAI_NUMBER_WORDS, key=len, reverse=True)) + ")"
# a number word standing alone, as the reply or after a label's colon: "แปด", "…ทั้งหมด: สิบเอ็ด"
_THAI_LONE_NUMBER = "(?<![\u0E00-\u0E7F])" + _THAI_NUMBER_WORD + r"(?=[ \t]*(?:[.!]|\n|\Z))"
_THAI_NUMBER = _THAI_NUMBER_WORD + rf"(?=\s*(?:รายการ\s*)?{_THAI_COUNT_NOUN})|" + _THAI_LONE_NUMBER
_INDIC_NUMBER = (_indic_words(*sorted(_INDIC_NUMBER_WORDS, key=len, reverse=True)) + "|(?<![\u0980-\u09FF])(?:"
                 + "|".join(sorted(_BENGALI_NUMBER_WORDS, key=len, reverse=True)) + rf"){_BENGALI_CLASSIFIER}"
                 r"(?![\u0980-\u09FF])")
# Korean native number words, read as counts only before the counter 개 / 가지 ("다섯 개", "열한 개"), where they cannot
# be the syllables of another word (네 is also "yes", 개수 "the number of")
_KOREAN_UNITS = {"한": 1, "하나": 1, "두": 2, "둘": 2, "세": 3, "셋": 3, "네": 4, "넷": 4, "다섯": 5, "여섯": 6,
                 "일곱": 7, "여덟": 8, "아홉": 9}
_KOREAN_NUMBER_WORDS = {**_KOREAN_UNITS, "열": 10, "스물": 20, "스무": 20,
                        **{"열" + word: 10 + value for word, value in _KOREAN_UNITS.items()}}
_KOREAN_NUMBER = (r"(?<![\uac00-\ud7a3])(?:" + "|".join(sorted(_KOREAN_NUMBER_WORDS, key=len, reverse=True))
                  + r")(?=\s*(?:개|가지)(?!수))")
_CHINESE_DIGITS = {
    "零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
}
_WORD_NUMBER = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight"
    r"|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
    r"|sixteen|seventeen|eighteen|nineteen|half\s+a\s+dozen|a\s+dozen|dozen)"
)
_FOREIGN_NUMBER = "|".join(sorted((re.escape(w) for w in _FOREIGN_NUMBER_WORDS), key=len, reverse=True))
# (a number word does not start inside another word: "una" in Swahili "Kuna nodi tisa")
_NUMBER = (rf"(?:\d+(?![.,]\d)|(?<![^\W\d_])(?:{_WORD_NUMBER}|{_FOREIGN_NUMBER}|{_GUARDED_NUMBER})\b"
           rf"|[零〇一二两三四五六七八九十]+"
           rf"|{_KOREAN_NUMBER}|{_INDIC_NUMBER}|{_THAI_NUMBER})")
# a number word that is also a word elsewhere, alone in what is left of the reply: "dziewięć", "Odpowiedź: dziewięć"
# (asked for a count, the reply gives one)
_LONE_GUARDED_NUMBER = re.compile(rf"(?:{_GUARDED_WORD})(?=[ \t]*[.!]?[ \t]*\Z)", re.IGNORECASE)
# a count where its noun was named before it ("Jumlah entitas ada sembilan", "Sampu ang mga relasyon"): the guarded
# words need no noun after them there
_COUNT_VALUE = rf"(?:{_NUMBER}|(?<![^\W\d_])(?:{_GUARDED_WORD})(?![^\W\d_]))"

# how sure the reply is, said after its last words, short of certainty but not withdrawing: "So ten — fairly
# confident, not certain.", "… I'm leaning C — not fully certain, though." (not "I'm not sure", which takes it back)
_PARTIAL_SURENESS_TAIL = re.compile(
    r"[ \t]*[,—–-][ \t]*(?:(?:fairly|pretty|quite|reasonably)[ \t]+(?:confident|sure)(?:[ \t]*,[ \t]*(?:but[ \t]+)?not"
    r"[ \t]+(?:certain|sure))?|(?:but[ \t]+)?not[ \t]+(?:fully|entirely|completely|totally|100[ \t]*%)[ \t]+(?:sure"
    r"|certain|confident)(?:[ \t]*,[ \t]*though)?)[ \t]*[.!]?[ \t]*\Z", re.IGNORECASE)
# a whole reply that is a likely answer with a rising tone: "Probably 5?", "I think B?" (not "Possibly C?", a guess)
_PROBABLY_RISING = re.compile(r"\A([ \t]*(?:probably|likely|most[ \t]+likely|i[ \t]+think|i'd[ \t]+say|i[ \t]+guess)"
                              r"[ \t]+(?:\d{1,3}|[A-J]|option[ \t]+[A-J]))[ \t]*\?[ \t]*\Z", re.IGNORECASE)
# a count in words and again in digits in brackets: "seven (7)", "**sette** (7)" (kept as the words when the two agree)
_NUMBER_ECHO = re.compile(rf"({_NUMBER})((?:\*\*)?)[ \t]*[(\[][ \t]*(\d{{1,3}})[ \t]*[)\]]", re.IGNORECASE)
# a count, then the one it rules out: "7, not 8", "sette, non otto", "sept, pas huit" (not "no", which also labels a
# tally: "Yes 3, No 3")
_REJECTED_COUNT_AFTER = re.compile(rf"({_NUMBER}(?:\*\*)?)[ \t]*,[ \t]*(?:not|non|pas|não|nicht)[ \t]+(?:{_NUMBER})"
                                   r"(?=[ \t]*(?:[.!,;:\n]|$))", re.IGNORECASE)
# an option, then the one it rules out, in Spanish, Italian, Portuguese, French and German: "el **A**, no el F", "la A,
# non la F", "a A, não a F", "la A, pas la F", "A, nicht F" (Spanish "no" only before its article: "A, no B" may be
# an English self-correction)
_FOREIGN_REJECTED_OPTION = re.compile(
    r"(?<=[\w*)])[ \t]*,[ \t]*(?:no[ \t]+(?=(?:el|la|lo)\b)|(?:non|não|nao|pas|nicht)[ \t]+)"
    r"(?:(?:el|la|le|il|lo|o|a|l'|das|die|der|den)[ \t]*)?"
    r"(?:(?:panel|painel|pannello|panneau|opci[óo]n|option|opzione|op[çc][ãa]o|feld)[ \t]+)?(?:\*\*)?\(?(?-i:[A-J])\)?"
    r"(?:\*\*)?(?=[ \t]*(?:[.!,;:\n]|$))", re.IGNORECASE)

# the French nouns of a panel: "Panneau E.", "dans la vignette C"
_FR_PANEL = r"panneaux?|vignettes?"
# the Thai noun of a numbered item before an option's letter: "ข้อ B" (item B; "ข้อผิดพลาด" is an error)
_TH_ITEM = r"ข้อ(?=\s*\(?[A-Ja-j](?![^\W\d_]))"
# a number word that numbers an option after its noun: "Option two.", "choice four"
_OPTION_NUMBER_WORD = r"(?:one|two|three|four|five|six|seven|eight|nine|ten)\b"
# words that may sit between a marker and the answer without changing it
_FILLER = re.compile(
    r"^(?:\s|[:=\-–—>\"'“”「」\[\]#.,]|\b(?:that|likely|most likely|very likely|probably|most probably|clearly"
    r"|definitely|certainly|almost certainly|surely|almost surely|indeed"
    r"|actually|then|therefore|thus|hence|so|simply|just|exactly|precisely|here|now|i think|i believe|i'd say"
    r"|i would say|in my opinion|it's|it is|it must be|this is|the|letter(?!\s+be\b)"
    r"|(?:option|choice|panel)(?!\s*[#(]?\s*(?:\d|" + _OPTION_NUMBER_WORD + r"))(?!\s+be\b)|answer|approximately"
    r"|about|around|roughly|total|possibly|perhaps|maybe|potentially|la|el|le|die|der|das|opci(?:[oó]n|ó)|:"
    r"|there\s+(?:are|is|were)|op[çc][ãa]o|opzione|вариант|варіант|wariant|opcja|optie|alternativ|vaihtoehto|विकल्प"
    r"|বিকল্প|ఎంపిక"
    # the panel in Portuguese, Italian and Dutch, with its article: "O painel B.", "Il pannello C.", "Het paneel E."
    r"|(?:o\s+|il\s+)?painel|(?:o\s+|il\s+)?pannello|(?:het\s+)?paneel|(?:el\s+)?panell"
    r"|" + _FR_PANEL + r")\b"
    # the panel in Chinese, Japanese and Korean, as "panel" is: "面板B。", "パネルC", "패널 D"
    r"|选项|選択肢|선택지|보기|面板|選項|パネル|패널|" + _TH_ITEM + r"|ตัวเลือก|l'|「|」)+",
    re.IGNORECASE,
)
# a span that starts like this commits to nothing
_NONCOMMITTAL_START = re.compile(
    r"^(?:none|n/?a|unknown|unclear|undetermined|indeterminate|uncertain|cannot|can't|can not|unable|impossible"
    r"|not (?:sure|certain|possible|determinable|clear|enough)|insufficient|either|neither"
    # "both" pairs two answers, unless the two agree on one: "Both readings give 10", "Both give 7."
    r"|both(?![^.;,\n]{0,30}?\b(?:give|gives|yield|yields|agree\s+on|come\s+to|arrive\s+at|land\s+on)\b)"
    # "between 6 and 8" is a range, "between 10 entities" names what the count stands between
    r"|between(?=[^.;,\n]{0,30}?\b(?:and|to)\b|\s+\S+\s*[-–])|at least"
    r"|at most|more than|less than|fewer than|over|under|up to|无法|不确定|不能)\b",
    re.IGNORECASE,
)
_NEGATED_START = re.compile(r"^(?:not|never|no longer|definitely not|rather than|instead of)\b", re.IGNORECASE)

# after an answer token: these continue the sentence without adding a second answer
_CONNECTORS = {
    "because", "bcoz", "bcos", "becuz", "coz", "cuz", "since", "as", "is", "was",
    "seems", "appears", "looks", "shows", "matches", "correctly", "which",
    "that", "and", "but", "while", "whereas", "given", "due", "from", "for", "with", "in", "here", "there",
    "would", "should", "must", "fits", "best", "correct", "remains",
}
# "or" and "and" in the other languages read: o, ou, oder, oppure, или; y, et, und, e
# "or" in Turkish, Hindi, Indonesian, Vietnamese, Polish, Swedish, Greek, Ukrainian, Czech, Hebrew, Persian, Arabic,
# Hungarian, Amharic, Yoruba, Zulu, Lithuanian
_MORE_ORS = r"veya|ya\s+da|या|atau|hoặc|lub|albo|eller|ή|або|nebo|או|یا|أو|tai|vai|หรือ|vagy|ወይም|tàbí|noma|arba"
# Dutch "of" (or) before another option's letter: "C of misschien E"
_DUTCH_OR_LETTER = r"|\bof\s+(?:misschien\s+|mogelijk\s+|wellicht\s+)?(?=\(?(?-i:[A-J])\)?(?![\w'’-]))"
_OR_AND = rf"or|and|nor|(?-i:o|e)|ou|oder|oppure|или|y|et|und|{_MORE_ORS}"  # "o"/"e" in lower case only: E is an option
_ALTERNATIVE = re.compile(rf"^\s*(?:,|/|\||&|\b(?:{_OR_AND})\b|\bvs\.?|或|和|还是{_DUTCH_OR_LETTER})", re.IGNORECASE)

_HYPOTHETICAL = re.compile(
    r"\b(?:if|whether|assume|assuming|suppose|supposing|unless|might think|may think"
    r"|tempting|could|might|would|wonder|forse|talvez|magari|возможно|может\s+быть|чи|αν|dacă)\b|如果|是否|假设",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"[.;!?\n。；！？]|,\s*(?:but|however|yet|so|and|así\s+que|por\s+lo\s+tanto|donc|alors|daher"
                           r"|deshalb|quindi|então|portanto)\b|\b(?:but|however|although|though)\b")


def _clause_before(text: str, position: int, limit: int = 80) -> str:
    """The clause that ends at `position`, so context words ('if', 'not') are judged only where they apply."""
    window = text[max(0, position - limit): position]
    breaks = list(_CLAUSE_BREAK.finditer(window))
    return window[breaks[-1].end():] if breaks else window


_FORCED_GUESS = re.compile(r"\bif\s+(?:i|we)\s+(?:had|have)\s+to\s+(?:guess|choose|pick|answer|commit)|\bif\s+forced"
                           r"(?:\s+to\s+\w+)?|\bif\s+i\s+must\s+(?:choose|pick|guess)"
                           # the reply's own reading vouched for: "…, if I've counted correctly", "if I'm reading it
                           # right" (a caveat on the work, no case of the question)
                           r"|\bif\s+(?:i(?:'ve|\s+have)?|i'm|i\s+am)\s+(?:counted|read|reading|seen|seeing|counting)\s+"
                           r"(?:(?:it|this|them|that|everything)\s+)?(?:correctly|right)\b", re.IGNORECASE)


# modal verbs that assert politely rather than suppose: "I would suggest A", "it would appear that …", "it would be
# reasonable to conclude …", "it may reasonably be argued that C …"
_EPISTEMIC_MODAL = re.compile(
    r"\b(?:i|we)\s*(?:would|'d)\s+(?:(?!not\b|never\b|only\b)\w+\s+)?(?:say|suggest|argue|contend|choose|pick|select|go\s+with|favou?r"
    r"|opt\s+for|answer|conclude|guess|lean|maintain|propose|submit)\b"
    r"|\bit\s+(?:would|might|may)\s+(?:appear|seem)\b|\bwould\s+(?:most\s+)?(?:likely|probably)\s+be\b"
    r"|\bit\s+would\s+be\s+(?:reasonable|fair|safe|sensible)\s+to\s+(?:conclude|say|assume|infer)\b"
    r"|\bit\s+(?:may|can)\s+(?:reasonably\s+|safely\s+|fairly\s+)?be\s+(?:argued|said|concluded|inferred)\b",
    re.IGNORECASE)
# the asked-for thing as the subject of a conditional copula predicts rather than supposes: "the next frame would be
# the one with …", "the missing entity would be Vaduz", "the odd one out would be panel C" (a condition elsewhere in
# the clause, "If the fold were vertical, …", still supposes)
_PREDICTED_COPULA = re.compile(
    r"\b(?:next|following|missing|masked|hidden|odd|correct|right|resulting|matching|unfolded|rotated)\s+"
    r"(?:one(?:\s+out)?|frame|panel|image|figure|step|option|choice|entity|relation|node|edge|shape|sheet|view)"
    r"\s+would\s+(?:then\s+)?be\b", re.IGNORECASE)


def _unsupposed(clause: str) -> str:
    """The clause without forced guesses, polite modals and predicted copulas, whose 'if'/'would' suppose nothing."""
    return _PREDICTED_COPULA.sub(" ", _EPISTEMIC_MODAL.sub(" ", _FORCED_GUESS.sub(" ", clause)))


# a first attempt the reply reports as such: "First I counted 14 …", "At first I got 6", "My initial count was 7"
_FIRST_ATTEMPT = re.compile(r"\b(?:at\s+first|first|initially|originally)\s*,?\s+(?:i|we)\s+(?:counted|got|thought|had"
                            r"|found|picked|said|read|chose)\b"
                            r"|\b(?:i|we)\s+(?:first|initially|originally)\s+(?:counted|got|thought|had|found|picked"
                            r"|said|read|chose)\b|\bmy\s+(?:first|initial|original)\s+(?:count|guess"
                            r"|answer|pick|thought|reading)\b"
                            # a first impression the reply goes on to weigh: "At first glance I'd say 5: …"
                            r"|\bat\s+first\s+(?:glance|sight)\s*,?\s+(?:i|we)(?:'d|\s+would)\s+(?:say|guess)\b",
                            re.IGNORECASE)


# an assumption the reply states as its own and then answers under: "Assuming the legend isn't part of the graph,
# there are 6", "I'm assuming the options are labelled left to right; then C", "I'll assume so — then A"
_STATED_ASSUMPTION = re.compile(r"\b(?:(?:i'm|i\s+am|we're|we\s+are)\s+assuming|(?:i'll|i\s+will|we'll|let\s+me|let's)"
                                r"\s+assume|i\s+assume|assuming)\b", re.IGNORECASE)
# another condition with its own answer after it, which leaves the assumption one of two: "… If it reverses at the
# corner, it would be C instead.", "…; otherwise 'part of'."
_OTHER_CONDITION = re.compile(r"\b(?:otherwise|if\s+not|instead|or\s+else)\b|\bif\b[^.;!?\n]{1,120}\bwould\b",
                              re.IGNORECASE)


def _asserted(clause: str, following: str) -> str:
    """The clause without the words that suppose nothing: forced guesses, polite modals and an assumption the reply
    states and answers under in the indicative ('there are 6'), unless another condition with its own answer
    follows; an answer the assumption only supposes stays in the conditional mood ('would be D') and is still caught."""
    clause = _unsupposed(clause)
    return clause if _OTHER_CONDITION.search(following) else _STATED_ASSUMPTION.sub(" ", clause)


def _is_hypothetical(text: str, position: int) -> bool:
    """True when the clause leading to `position` only considers an answer ('if the answer is A ...')."""
    following = text[position: position + 200]
    return bool(_HYPOTHETICAL.search(_asserted(_clause_before(text, position, 60), following)))


# a first answer revised in so many words: "Revising my first count, …", "correcting my earlier answer"
_REVISING_MY = r"\b(?:revising|correcting|updating|amending)\s+my"


def _first_attempt(text: str, position: int) -> bool:
    """True when the clause leading to `position` reports a first attempt ('First I counted 14 relations, but …'):
    the reply goes on to revise it, so it is no answer; a clause that revises it ('Revising my first count, …') gives
    the answer that replaces it."""
    clause = _clause_before(text, position, 60)
    return bool(_FIRST_ATTEMPT.search(clause)) and not _REVISING_FIRST.search(clause)


_REVISING_FIRST = re.compile(_REVISING_MY + r"\b", re.IGNORECASE)


# a request to the asker tacked onto an answer after a dash, 'but' or a semicolon: "Tentatively B — can you confirm
# the image?", "My best answer is C, but could you confirm …?"
_TACKED_REQUEST = re.compile(r"(?:\s[—–-]|,\s*but|;)\s+(?:(?:can|could|would|will)\s+you|please)\b", re.IGNORECASE)


# what ends a sentence; a tick before a capital ends one too ("Total = 9 relations ✅ Want me to list them?")
_SENTENCE_END = re.compile(r"[.!?\n。！？]|[✅✓✔☑](?=[ \t]+[A-Z])")


def _sentence_is_question(text: str, position: int) -> bool:
    """True when the sentence containing `position` ends with a question mark ('Is C correct?'); a request tacked on
    after the answer ('Tentatively B — can you confirm the image?') is a question of its own, the answer before it
    stands."""
    end = _SENTENCE_END.search(text, position, position + 400)
    return (bool(end) and end.group() in "?？"
            and not _TACKED_REQUEST.search(text, position, end.start()))


# --------------------------------------------------------------------------------------------------------------
# parsing the answer that follows a marker


@dataclass(frozen=True)
class Parsed:
    """What a span commits to: `value` (one answer), `hedge` (explicitly none) or nothing at all."""

    value: str | None = None
    hedge: bool = False
    length: int = 0


NOTHING = Parsed()
HEDGE = Parsed(hedge=True)


def _valid_letters(choices: list[str]) -> str:
    """Letters this item accepts: one per choice (up to A–J), all of A–J when the choices are not listed."""
    return LETTERS[: len(choices)] if choices else LETTERS


_PANEL_LABEL = re.compile(rf"\s*(?:option|choice|panel)?\s*\(?[{_LL}]\)?\s*", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _is_panel_label(choice: str) -> bool:
    """A choice that only labels a panel ("Option A", "(b)"); an item's few choices are asked about again and again."""
    return bool(_PANEL_LABEL.fullmatch(choice))


def _text_choices(choices: list[str]) -> list[tuple[str, str]]:
    """(letter, folded text) for choices that are real texts (not 'Option A' labels), longest first."""
    pairs = [(LETTERS[i], _fold(c)) for i, c in enumerate(choices[: len(LETTERS)])
             if c.strip() and not _is_panel_label(c)]
    return sorted(pairs, key=lambda pair: -len(pair[1]))


_UNDERSCORE = re.compile(r"[_]")
_WHITESPACE_RUN = re.compile(r"\s+")


@lru_cache(maxsize=4096)
def _fold(text: str) -> str:
    """A choice's text as mentions are compared with it: underscores as spaces, spaces collapsed, case folded."""
    return _WHITESPACE_RUN.sub(" ", _UNDERSCORE.sub(" ", text)).strip().casefold()


_LETTER_AT_RE = re.compile(
    r"(?:(?P<prefix>option|choice|panel|letter|frame|figure|image)\s*)?"
    r"(?:\(\s*(?P<paren>[A-Za-z])\s*\)|\[\s*(?P<square>[A-Za-z])\s*\]"
    r"|\(\s*(?P<unclosed>[A-Za-z])(?=\s*$)"  # "(B" where the reply ends: a bracket the generation never closed
    # a lone letter, but not "I'm", "A's" or the first letter of a word in an accented Latin script ("Złoty")
    r"|(?P<bare>[A-Za-z])(?![A-Za-z0-9\u00C0-\u024F]|['’][A-Za-z]))",
    re.IGNORECASE,
)


# letters as a speech transcript spells them ("bee", "ef", the spelling alphabet's "bravo"; "be" only after "letter" or
# "option"), read only where a letter is due and the sentence ends or goes on as speech does (below)
_SPOKEN_LETTERS = {"ay": "A", "bee": "B", "see": "C", "cee": "C", "dee": "D", "ee": "E", "eff": "F", "ef": "F",
                   "be": "B", "alpha": "A", "bravo": "B", "charlie": "C", "delta": "D", "echo": "E", "foxtrot": "F"}
_SPOKEN = r"ay|bee|see|cee|dee|ee|eff|ef|alpha|bravo|charlie|delta|echo|foxtrot"
# what may follow a spelled letter in a transcript without punctuation: a reason, a word that confirms it, an
# ordinal restating it ("ay you know the first one"), or "as in" and a word that starts with the letter ("dee as in
# delta", "b as in boy"), which is part of it
_SPOKEN_AS_IN = r"(?:\s+as\s+in\s+(?P<as_in>[a-z]+))?"
_SPOKEN_FOLLOW = (r"(?=\s*(?:[.!?,;:)]|$)|\s+(?:because|cause|since|yeah|yep|you\s+know|i\s+think|i\s+guess|it'?s"
                  r"|the\s+(?:first|second|third|fourth|fifth|sixth)\s+one)\b)")
_SPOKEN_LETTER_AT = re.compile(rf"(?:(?:option|choice|panel|letter|frame|figure)\s+(?P<be>be)|"
                               rf"(?:(?:option|choice|panel|letter|frame|figure)\s+)?(?P<spoken>{_SPOKEN}"
                               rf"|[a-j](?=\s+as\s+in\s))){_SPOKEN_AS_IN}{_SPOKEN_FOLLOW}", re.IGNORECASE)


def _spoken_letter(match: re.Match[str]) -> str | None:
    """The letter a spelled-out match says; None when its "as in" word starts with another letter."""
    said = (match.group("spoken") or match.group("be")).lower()
    letter = _SPOKEN_LETTERS.get(said, said.upper())
    as_in = match.group("as_in")
    return None if as_in and as_in[0].upper() != letter else letter


_OPTION_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                        "nine": 9, "ten": 10}
# the last option by its place, not a label ("Last option: C") nor the sequence's last frame: "Last option."; not
# the last of one row ("the last panel in the top row"), which the layout places
_LAST_OPTION = r"|(?P<last>last)\s+(?:option|choice|panel)(?!\s*[:=(])(?!\s+(?:in|of|on)\s+the\s+\w+\s+row\b)"
_NUMBERED_OPTION = re.compile(
    r"(?:(?:option|choice|panel|figure|image|number|no\.)\s*#?\s*\(?|#\s*)(?P<n>\d{1,2}|one|two|three|four|five|six"
    r"|seven|eight|nine|ten)\)?(?![\d%°])(?!\s*(?:%|°|x\b|cells?|holes?|layers?|times|folds?|steps?|cubes?|sides?|dots?))"
    r"|(?P<ordinal>\d{1,2})(?:st|nd|rd|th)\b(?:\s+(?:option|choice|panel|figure|frame|one))?"
    r"|(?P<word>first|second|third|fourth|fifth|sixth)\s+(?:option|choice|panel|figure|frame)"
    + _LAST_OPTION, re.IGNORECASE)
_LONE_OPTION_NUMBER = re.compile(r"\(?#?\s*(?P<n>\d{1,2})\)?(?=\s*(?:[.!,;:)]|$))")


_ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


def _numbered_option(match: re.Match[str], choices: list[str]) -> Parsed:
    groups = match.groupdict()
    token = (groups.get("n") or groups.get("ordinal") or groups.get("word") or "").lower()
    letters = _valid_letters(choices)
    if groups.get("last"):
        return Parsed(value=letters[-1], length=match.end()) if letters else HEDGE
    number = int(token) if token.isdigit() else _OPTION_NUMBER_WORDS.get(token) or _ORDINAL_WORDS[token]
    return Parsed(value=letters[number - 1], length=match.end()) if 1 <= number <= len(letters) else HEDGE


def _letter_at(span: str, choices: list[str]) -> Parsed:
    """A letter token at the start of `span` ('C', '(C)', 'Option C', 'c.', 'bee', 'Option 3', '#4'), minding the
    article 'A' and 'I'."""
    numbered = _NUMBERED_OPTION.match(span)
    if numbered and numbered.group("word") and _ORDINAL_IN_LATER_ROW.match(span, numbered.end()):
        numbered = None  # "first panel in the bottom row": a place in the layout, not the first option
    panels = bool(choices) and all(_is_panel_label(c) for c in choices)
    placed = _layout_place_at(span, choices) if panels and _CHOICE_PLACES.get() is not None else None
    if placed and (not numbered or placed.length > numbered.end()):
        return placed  # "The bottom-left one.", "third option in the top row": the option drawn there
    if numbered and (panels or not (numbered.group("ordinal") or numbered.group("word")
                                    or numbered.groupdict().get("last"))):
        found = _numbered_option(numbered, choices)  # options named by their number, counted from 1
        row = _IN_FIRST_ROW.match(span, numbered.end()) if numbered.group("word") else None
        return Parsed(found.value, found.hedge, row.end()) if row and found.value else found
    lone = _LONE_OPTION_NUMBER.match(span) if panels else None
    if lone:
        return _numbered_option(lone, choices)  # "Answer: 4" on a four-panel item: the fourth panel
    spoken = _SPOKEN_LETTER_AT.match(span)
    if spoken and _spoken_letter(spoken):
        letter = _spoken_letter(spoken)
        return Parsed(value=letter, length=spoken.end()) if letter in _valid_letters(choices) else HEDGE
    match = _LETTER_AT_RE.match(span)
    if not match:
        return NOTHING
    bracketed = match.group("paren") or match.group("square") or match.group("unclosed")
    letter = bracketed or match.group("bare")
    rest = span[match.end():]
    if not bracketed and not match.group("prefix"):
        if letter.islower() and not re.match(r"\s*(?:[.)\]:,;!]|$)", rest):
            return NOTHING
        next_word = re.match(r" ([a-z][a-z']*)", rest)
        if letter == "A" and _LETTER_BEFORE_CONJUNCTION.match(rest):
            next_word = None  # "A is the one …": a letter, since the article never precedes a verb
        if letter in "AI" and next_word and next_word.group(1) not in _CONNECTORS:
            return NOTHING  # "A cube is ...", "I think ..."
    letter = letter.upper()
    if letter not in _valid_letters(choices):
        return HEDGE  # "E" with four choices: an answer that cannot be scored
    return Parsed(value=letter, length=match.end())


def _initials_at(span: str, lead: int, choices: list[str]) -> Parsed:
    """The option whose capitals open `span` at `lead` ("EU …" for European Union), as `_initials_mentions` finds
    them."""
    capitals = [m for m in _initials_mentions(span[: lead + 12], choices, []) if m.start == lead]
    return Parsed(value=capitals[0].value, length=capitals[0].end) if capitals else NOTHING


def _choice_text_at(span: str, choices: list[str]) -> Parsed:
    """An option's text at the start of `span` (M3STR completion choices such as entity names)."""
    texts = _text_choices(choices)
    if not texts:
        return NOTHING
    folded = _fold_same_length(span[: max(len(text) for _, text in texts) + 40])
    lead = len(folded) - len(folded.lstrip())
    for letter, text in texts:
        pattern = _text_pattern(text)
        match = pattern.match(folded, lead) if pattern else None
        if match:
            return Parsed(value=letter, length=match.end())
    words = re.match(r"\S+(?:\s+\S+){0,2}", span[lead: lead + 80])
    named = [found for found in _transliterated_spans(span[: lead + (words.end() if words else 0)], tuple(choices),
                                                      True) if found[1] == lead]
    capitals = _initials_at(span, lead, choices) if not named else NOTHING
    if capitals.value:
        return capitals  # "EU": an option of several capitalised words named by its capitals
    if not named and (aliases := _CHOICE_ALIASES.get()):
        return _alias_at(span[: lead + 80], lead, choices, aliases)
    return Parsed(value=named[0][0], length=named[0][2]) if named else NOTHING


def _alias_at(span: str, lead: int, choices: list[str], aliases: tuple[tuple[str, ...], ...]) -> Parsed:
    """A choice's alias at `lead` ("答：欧盟"): the longest one there, when it names one choice only."""
    named = [found for found in _alias_spans(span, choices, aliases) if found[1] == lead]
    end = max((found[2] for found in named), default=0)
    letters = {letter for letter, _, stop in named if stop == end}
    return Parsed(value=letters.pop(), length=end) if len(letters) == 1 else NOTHING


def _clean_span_start(span: str) -> str:
    span = span.lstrip()
    for _ in range(4):
        stripped = _FILLER.sub("", span).lstrip()
        if stripped == span:
            break
        span = stripped
    return span


def _labels_another_text(rest: str, letter: str, choices: list[str]) -> bool:
    """True when a letter is labelled with another option's text ('B: Vaduz', '(D) Bern'), a slip between letter and
    text that leaves the answer unknown."""
    label = re.match(r"\s*[:.)\-–—]?\s*", rest)
    named = _choice_text_at(rest[label.end():], choices) if label else NOTHING
    return named.value is not None and named.value != letter


def parse_choice(span: str, choices: list[str]) -> Parsed:
    """The single option `span` starts with, HEDGE for 'A or B' / 'none' / invalid letters, else NOTHING."""
    span = _clean_span_start(span)
    if _NONCOMMITTAL_START.match(span):
        return HEDGE
    if _NEGATED_START.match(span):
        return NOTHING
    found = _letter_at(span, choices)
    if found.value is None and not found.hedge:
        found = _choice_text_at(span, choices)
    elif found.value is not None and _labels_another_text(span[found.length:], found.value, choices):
        return HEDGE  # "B: Vaduz" where Vaduz is option C: the reply contradicts itself
    if found.value is None:
        return found
    rest = span[found.length:]
    if re.match(r"\s*\?", rest):
        return NOTHING  # "the answer is C?" asks, it does not answer
    alternative = _ALTERNATIVE.match(rest)
    if alternative:
        second = _clean_span_start(rest[alternative.end():])
        other = _letter_at(second, choices)
        if other.value is None and not other.hedge:
            other = _choice_text_at(second, choices)
        if (other.value or other.hedge) and other.value != found.value:
            return HEDGE
    return found


_YES_WORDS = re.compile(r"^(?:(?:yes+|yeah|yep|true|correct|sí|si|sì|sim|oui|ja|да|是的|是|有|存在|はい|あります|ある"
                        r"|네|예)(?![A-Za-z])|(?:نعم|हाँ|हां|হ্যাঁ|ஆம்|అవును|kyllä|evet|có|ya|tak|так|ναι|ano|כן|بله|oo"
                        r"|da|igen|ndiyo|ndio|yebo|አዎን|አዎ|" + _script("bẹ́ẹ̀\\s?ni") + r")(?!\w)"
                        r"|ใช่(?!ไหม|หรือ))",
                        re.IGNORECASE)
_NO_WORDS = re.compile(r"^(?:(?:no|nope|false|non|nein|não|нет|否|没有|不存在|不是|无|いいえ|ありません|ない"
                       r"|아니요|아니오|nee)(?![A-Za-z])|nei(?=\s*[,.!;:]|\s*$)"
                       r"|(?:لا|नहीं|না|இல்லை|లేదు|ei|hayır|không|tidak|nie|nej|ні|όχι|ne|לא|خیر|نه"
                       r"|hindi|nu|nem|hapana|a'a|cha|የለም|አይደለም|አይ|" + _script("rárá") + r")(?!\w)|ไม่ใช่)",
                       re.IGNORECASE)


def parse_yes_no(span: str) -> Parsed:
    """'Yes'/'No' at the start of `span`; HEDGE for 'yes or no' and refusals."""
    span = _clean_span_start(span)
    coded = re.match(r"[01]\s*\((?P<polar>[^()]{1,30})\)", span)
    if coded:  # "0 (no error)", "1 (yes)": the code and what it means
        inner = parse_yes_no(coded.group("polar"))
        return Parsed(inner.value, inner.hedge, coded.end()) if inner.value else inner
    if _NONCOMMITTAL_START.match(span) and not _NO_WORDS.match(span):
        return HEDGE
    for pattern, value in ((_NO_WORDS, "No"), (_YES_WORDS, "Yes")):
        match = pattern.match(span)
        if match:
            rest = span[match.end():]
            if re.match(r"\s*(?:/|\bor\b|或|还是)\s*(?:yes|no|是|否)", rest, re.IGNORECASE):
                return HEDGE
            if re.match(r"\s*\?", rest):
                return NOTHING
            if value == "No" and re.match(r" (?:idea|clue)\b", rest, re.IGNORECASE):
                return HEDGE  # "no idea"
            return Parsed(value=value, length=match.end())
    return NOTHING


def _number_value(token: str) -> int | None:
    """Digits, English number words (to 99) or Chinese numerals (to 99) as an int."""
    token = token.strip().lower()
    if token.isdigit():
        return int(token)
    if token in _NUMBER_WORDS:
        return _NUMBER_WORDS[token]
    if re.fullmatch(r"(?:half\s+a\s+|a\s+)?dozen", token):
        return 6 if token.startswith("half") else 12
    if token in _FOREIGN_NUMBER_WORDS:
        return _FOREIGN_NUMBER_WORDS[token]
    if token in _GUARDED_NUMBER_WORDS:
        return _GUARDED_NUMBER_WORDS[token]
    if token.endswith("ng") and token[:-2] in _GUARDED_NUMBER_WORDS:
        return _GUARDED_NUMBER_WORDS[token[:-2]]  # a Tagalog number with its linker: "pitong" (seven)
    if token in _THAI_NUMBER_WORDS:
        return _THAI_NUMBER_WORDS[token]
    if token in _POSTPOSED_NUMBER_WORDS:
        return _POSTPOSED_NUMBER_WORDS[token]
    if token in _KOREAN_NUMBER_WORDS:
        return _KOREAN_NUMBER_WORDS[token]
    if token in _INDIC_NUMBER_WORDS:
        return _INDIC_NUMBER_WORDS[token]
    if re.sub(f"{_BENGALI_CLASSIFIER}$", "", token) in _BENGALI_NUMBER_WORDS:
        return _BENGALI_NUMBER_WORDS[re.sub(f"{_BENGALI_CLASSIFIER}$", "", token)]
    parts = re.split(r"[- ]", token)
    if len(parts) == 2 and parts[0] in _NUMBER_WORDS and parts[1] in _NUMBER_WORDS:
        return _NUMBER_WORDS[parts[0]] + _NUMBER_WORDS[parts[1]]
    if token and all(ch in _CHINESE_DIGITS or ch == "十" for ch in token):
        return _chinese_number(token)
    return None


def _chinese_number(token: str) -> int | None:
    if "十" not in token:
        return _CHINESE_DIGITS[token] if len(token) == 1 else None
    tens, _, units = token.partition("十")
    if len(tens) > 1 or len(units) > 1:
        return None
    return (_CHINESE_DIGITS.get(tens, 1) if tens else 1) * 10 + (_CHINESE_DIGITS.get(units, 0) if units else 0)


# a second count raised after a count and its noun: "7 edges, maybe 8", "nine nodes, possibly ten"
_SECOND_COUNT_RAISED = re.compile(rf"(?:\s+[^\W\d_]+){{0,3}}\s*,\s*(?:or\s+)?(?:maybe|perhaps|possibly)\s+{_NUMBER}\b",
                                  re.IGNORECASE)


# a count written as a decimal with a zero fraction, as a model that prints floats writes it: "4.0", "7.00", "9,0"
_ZERO_FRACTION = re.compile(r"(?<![\w.,])(\d+)[.,]0+(?![\d.,]|\s*[/%])")


def _without_zero_fractions(span: str, parse: Callable[[str], Parsed]) -> Parsed:
    """`parse` of `span` with its counts' zero fractions dropped ('4.0' read as '4'), its length in `span`'s terms."""
    parsed = parse(_ZERO_FRACTION.sub(r"\1", span))
    removed, length = 0, parsed.length
    for zero in _ZERO_FRACTION.finditer(span):
        if zero.end(1) - removed <= parsed.length:
            length += zero.end() - zero.end(1)
        removed += zero.end() - zero.end(1)
    return Parsed(parsed.value, parsed.hedge, length) if parsed.length else parsed


# the parts a count is broken into after it, in its own sentence: "a dozen entities — six countries plus their six
# capitals", "a dozen (4 countries, 4 capitals, 4 currencies)"
_BREAKDOWN_OPENS = re.compile(r"[^.!?;\n]{0,40}?(?:[—–:(]|,|\s-\s)(?P<parts>[^.!?;\n]{3,200})")


def _broken_down_to(rest: str, total: int) -> bool:
    """Whether the sentence after a round figure breaks it into two or more parts that add up to `total` exactly
    ("a dozen entities — six countries plus their six capitals"): the figure is then a count, not an estimate."""
    opened = _BREAKDOWN_OPENS.match(rest)
    if not opened:
        return False
    parts = [_number_value(m.group()) for m in re.finditer(_NUMBER, opened.group("parts"), re.IGNORECASE)]
    return len(parts) >= 2 and None not in parts and sum(parts) == total


# an inequality after a count: "7 ≤ n ≤ 9", "8 <= n"
_BOUNDED_AFTER = re.compile(r"[ \t]*(?:[≤≥]|<=|>=)")


def parse_integer(span: str) -> Parsed:
    """The count `span` starts with; HEDGE for ranges ('6 or 7', 'between 6 and 8', 'at least 5')."""
    span = _clean_span_start(span)
    if _ZERO_FRACTION.search(span):
        return _without_zero_fractions(span, parse_integer)
    sign = re.match(r"(?:#|n[°º]|no\.)\s*(?=\d)", span, re.IGNORECASE)  # "#7", "n° 8", "No. 9"
    if sign:
        parsed = parse_integer(span[sign.end():])
        return Parsed(parsed.value, parsed.hedge, parsed.length + sign.end()) if parsed.value else parsed
    if _NONCOMMITTAL_START.match(span):
        return HEDGE
    bracketed = re.match(r"\(\s*(\d+)\s*\)(?=\s*(?:[.!;,\n]|$))", span)  # "is (13).": one count in brackets
    if bracketed:
        return Parsed(value=str(int(bracketed.group(1))), length=bracketed.end())
    match = re.match(_NUMBER, span, re.IGNORECASE) or _LONE_GUARDED_NUMBER.match(span)
    if not match:
        return NOTHING
    value = _number_value(match.group())
    if value is None:
        return NOTHING
    if (re.fullmatch(r"(?:a\s+)?dozen", match.group().strip(), re.IGNORECASE)
            and not re.match(r"\s+(?:\w+\s+)?exactly\b", span[match.end():], re.IGNORECASE)
            and not _broken_down_to(span[match.end():], 12)):
        return HEDGE  # "around a dozen": a dozen is a round figure unless it is said to be exact
    rest = span[match.end():]
    echo = re.match(r"\s*[(\[]\s*(\d+)\s*[)\]]", rest)
    if echo and int(echo.group(1)) == value:
        rest, match_end = rest[echo.end():], match.end() + echo.end()  # "seven (7)": one count, written twice
    else:
        match_end = match.end()
    if re.match(r"\s+or\s+so\b|-?ish\b|(?:\s+[a-z]+)?,?\s*(?:give\s+or\s+take\b|plus\s+or\s+minus\b|±)", rest,
                re.IGNORECASE):
        return HEDGE  # "15 or so relations", "8-ish", "8 relations, give or take one": an approximate count
    if _BOUNDED_AFTER.match(rest):
        return HEDGE  # "7 ≤ n ≤ 9": the count bounded, not stated
    ranged = re.match(r"\s*(?:or|to|-|–|—|~|/|或|到|至)\s*" + _NUMBER, rest, re.IGNORECASE)
    if ranged and not _breakdown_of(value, rest):
        return HEDGE
    if re.match(r"\s*\?", rest):
        return NOTHING
    if _SECOND_COUNT_RAISED.match(rest):
        return HEDGE  # "7 edges, maybe 8": a second count raised beside the first leaves both open
    if re.match(r"\s*(?:\([^()\n]{0,40}\)\s*)?[+×]", rest):
        return NOTHING  # "1 (Japan) + 1 (Tokyo) + …": a term of a sum, not the count
    return Parsed(value=str(value), length=match_end)


def _breakdown_of(value: int, rest: str) -> bool:
    """'9 — five countries and four capitals': the figures after a dash, up to the end of the sentence, add up to the
    count before it, so they break it down; a range ('9 – 11') names a second bound instead."""
    dash = re.match(r"\s+[-–—]\s+", rest)
    if not dash:
        return False
    sentence = re.split(r"[.!?;\n]", rest[dash.end():], maxsplit=1)[0]
    parts = [_number_value(m.group()) for m in re.finditer(_NUMBER, sentence, re.IGNORECASE)]
    known = [part for part in parts if part is not None]
    return bool(known) and len(known) == len(parts) and sum(known) == value


def parse_span(span: str, answer_type: str, choices: list[str]) -> Parsed:
    """The answer `span` starts with; `length` counts from the start of `span`, fillers included."""
    cleaned = _clean_span_start(span)
    if answer_type == "choice":
        parsed = parse_choice(cleaned, choices)
    elif answer_type == "yes_no":
        parsed = parse_yes_no(cleaned)
    else:
        parsed = parse_integer(cleaned)
    if parsed.value is None:
        return parsed
    return Parsed(value=parsed.value, length=parsed.length + len(span) - len(cleaned))


# --------------------------------------------------------------------------------------------------------------
# markers (text before the answer) and their ranks

# the solution, labelled as the answer is: "**Lösung: C**", "Solución: B", "Soluzione: D", "Solução: A" (not the English
# and French "Solution:", which heads a worked solution)
# Portuguese "the correct option is", the option called "alternativa" as in Brazilian exams: "a alternativa correta é
# a E", "a opção certa é C"
_PT_CORRECT_OPTION = r"|\b(?:a\s+)?(?:alternativa|op[çc][ãa]o)\s+(?:correta|certa)\s+(?:é|seria)(?:\s+a(?=\s))?"
_SOLUTION_MARKER = r"\b(?:lösung|loesung|soluci[óo]n|soluzione|solu[çc][ãa]o)\s*[:=：]"
_FINAL_MARKERS = [
    r"<answer>",
    # an agent's closing action: "Action: finish[B]", "finish[\"D\"]", "Final Answer: …" (the last is below)
    r"\b(?:finish|final_answer|submit|submit_answer)\s*\[\s*[\"']?(?=[^\]\n]{0,60}\])",
    r"(?<![回解])答\s*[:：]",
    r"\b(?:risposta|resposta)(?:\s+final[ea]?)?\s*[:=：]|(?:правильный\s+|верный\s+|окончательный\s+)?ответ\s*[:：]"
    r"|(?:정답|답)\s*[:：]",
    r"\bfinal\s*[:=：]",
    r"\bfinal\s+(?:answer|choice|response|verdict|selection)\s*(?:\(.*?\)\s*)?(?:is|would be|will be|[:=：\-–—])?",
    r"\b(?:answer|ans|answr|anwser|asnwer)[\"'\]]?\s*[:=：\-–—]+",
    r"答案\s*(?:应该|应)?\s*(?:是|为|选)?\s*[:：]?",
    r"最终(?:答案|选择|结论)?\s*(?:是|为)?\s*[:：]?",
    r"\b(?:respuesta|r[ée]ponse|antwort)(?:\s+final(?:e)?|\s+finale)?\s*[:=：]",
    _SOLUTION_MARKER,
    r"(?:最終的な)?(?:答え|正解|回答|解答)\s*[:：]",
    # Arabic, Hindi, Turkish, Vietnamese, Indonesian, Polish, Swedish, Greek, Ukrainian, Czech, Thai, Hebrew, Persian
    r"(?<!\w)(?:الجواب|الإجابة|उत्तर|উত্তর|விடை|సమాధానం|antwoord|vastaus|cevap|yanıt|đáp\s+án|trả\s+lời|jawaban|odpowiedź"
    r"|svar|απάντηση|відповідь|odpověď|răspuns(?:ul)?|válasz|jibu|መልስ(?:ሱ)?|amsa(?:r)?|impendulo|atsakymas"
    r"|ค(?:ำ|ํา)ตอบ|תשובה|پاسخ)\s*[:：]|" + _script(r"(?<!\w)ìdáhùn\s*[:：]"),  # NFKC splits the Thai sara am
]
# hedged picks: a pick under a confidence label or a hedged answer label ("Low confidence: B.", "Answer (uncertain):
# F"), a lean that opens its sentence and names the pick at once ("Leaning D.", "Leaning no, but …"), a confident hedge
# that names its pick ("I'm fairly confident it's Kigali, though …", "I'm fairly sure panel E is the odd one out")
_HEDGED_PICK_MARKERS = (
    r"(?:^|(?<=[.!?\n]))\s*tentatively\s*[:,—–]?\s*",
    # a belief the reply states as its own about one option: "I think it might be B", "I believe it may be 'member of'"
    r"(?:^|(?<=[.!?\n]))\s*i\s+(?:think|believe)\s+it\s+(?:might|may|could)\s+be\s+",
    # (not before a part of the picture: "Low confidence — two of the arrows overlap")
    r"(?:^|(?<=[.!?\n]))\s*(?:low|medium|moderate|high|limited)[\s-]+confidence\s*[:—–]\s*"
    r"(?!\s*[^\W\d_]+\s+of\s+the\b)"
    r"|\b(?:answer|pick|guess)\s*\(\s*(?:uncertain|unsure|tentative|provisional|low[\s-]+confidence|best\s+guess"
    r"|not\s+certain)\s*\)\s*[:=：—–]",
    rf"(?:^|(?<=[.!?\n]))\s*(?:i'm\s+|i\s+am\s+)?leaning\s+(?=\(?[{_L}]\)?\s*(?:[.!,;\n]|$)|(?:yes|no)\b)",
    r"\b(?:i'm|i\s+am)\s+(?:fairly|pretty|quite|very|reasonably|almost)\s+(?:sure|confident|certain)\s+(?:that\s+)?"
    rf"(?:it's\s+|it\s+is\s+|(?=(?:option|panel|figure)\s+\(?[{_L}]\)?\s+is\b))",
)
# "in total" in German, French, Spanish, Italian, Portuguese, Japanese and Korean: "Insgesamt: 7", "Au total : 7",
# "合計：7", "총 여섯 개" (six in all; 총, 합계, 전부 and 모두 only before a count, as they also mean "gun", "all")
_KO_IN_TOTAL = rf"(?<![\uac00-\ud7a3])(?:총|합계|전부|모두)(?=\s*[:：]?\s*(?:\*\*)?\s*(?:\d|{_KOREAN_NUMBER}))"
_FOREIGN_IN_TOTAL = (r"\b(?:insgesamt|im\s+ganzen|au\s+total|en\s+tout(?!\s+cas)|en\s+total|in\s+totale|no\s+total"
                     r"|ao\s+todo)\b|合計|全部で|" + _KO_IN_TOTAL)
# "the number of …:" in German, Dutch, the Nordic and Romance languages: "Antal entiteter: 9", "Anzahl der
# Relationen: 7", "Aantal entiteiten = 8", "Número de relaciones: 6"
_FOREIGN_NUMBER_OF = (r"\b(?:anzahl|aantal|antal|antall|nombre|n[úu]mero|quantidade|cantidad)(?:\s+(?:der|van|de|des"
                      r"|du|di|dos|das|del|degli|delle|dei))?(?:\s+d')?\s*[^\W\d_]+(?:\s+[^\W\d_]+)?\s*[:=]")
_CONCLUSION_MARKERS = [
    # (not a place in the grid: "the top-right panel: …")
    r"\b(?<!-)(?<!top\s)(?<!upper\s)(?<!lower\s)(?<!bottom\s)(?:the\s+)?(?:correct|right|best|true|selected|chosen|predicted"
    r"|most\s+(?:likely|plausible|appropriate|reasonable|accurate|fitting)"
    r"|only\s+(?:correct|valid|possible)|final|proper|matching)\s+(?:answer|option|choice|letter|response|one|panel"
    r"|selection|match|figure|image)(?:\s+here)?\s*(?:is|would be|should be|must be|will be|=|:)",
    # the label also misspelled or cut short: "ans is B", "answr is c"
    r"\b(?:the\s+|my\s+|our\s+)?(?:answer|ans|answr|anwser|asnwer)(?:\s+here|\s+to\s+the\s+question"
    r"|\s+to\s+whether\s+[^.!?\n,:;—–]{1,80})?\s+"
    r"(?:is|would be|should be|must be|will be"
    r"|appears to be|seems to be|=)",
    # the answer said to change: "So my answer changes from No to Yes."
    r"\b(?:my|the|our)\s+answer\s+(?:changes|changed|switches|flips|goes)\s+from\s+\S+\s+to\s+",
    rf"\b(?:actually|on\s+second\s+thought|wait|correction)\s*[,:]?\s*(?:no\s*[,.!]\s*)?(?:it's\s+|it\s+is\s+)?"
    rf"(?=\(?[{_L}]\)?\s*(?:[.!\n)]|$))",
    # (an adverb may qualify the saying: "I'll tentatively say F")
    r"\b(?:i|we)\s*(?:would|'d|will|'ll)\s+(?:(?:tentatively|cautiously|provisionally|still)\s+)?(?:say|guess)\b"
    r"|\bmy\s+(?:best\s+)?(?:guess|estimate)\s+(?:is|would\s+be)\b",
    *_HEDGED_PICK_MARKERS,
    r"\b(?:i|we)\s*(?:would|will|'d|'ll|must|should|can)?\s*(?:choose|select|pick|go\s+with|opt\s+for|answer"
    r"|settle\s+on|conclude|stay\s+with|stick\s+with)(?:\s+that)?",
    # the first answer revised, the new one stated after the comma: "So, revising my first count, the knowledge graph
    # contains 6 entities.", "Revising my first answer, it's B."
    _REVISING_MY + r"\s+(?:first|initial|earlier|previous|original)\s+(?:count|answer"
    r"|estimate|guess|tally)\s*,\s*(?:(?:the\s+)?(?:knowledge\s+)?graph\s+(?:contains|has)\s+|(?:it's|it\s+is)\s+"
    r"|the\s+answer\s+is\s+)?",
    # a count corrected for what the reply found: "… I counted it twice. Correcting for that: 8 relations."
    r"\bcorrecting\s+for\s+(?:that|this|it|the\s+\w+)\s*[:,]\s*",
    # a count said to be exact after an estimate: "There are roughly ten entities. Counting carefully node by node, I
    # get exactly 10.", "Roughly a dozen. Counting them one by one, there are exactly 12 edges."
    r"\b(?:i\s+(?:get|count|have)|there\s+(?:are|is)|we\s+have|that(?:'s|\s+is|\s+makes))\s+exactly\s+",
    # the number of a noun said to be a count, in Italian, Spanish, Portuguese, French, German and Dutch: "Quindi il
    # numero corretto di relazioni è undici.", "El número de entidades es 9", "Die Anzahl der Relationen ist 11"
    r"\b(?:numero|número|nombre|anzahl|aantal)(?:\s+(?:corretto|correcto|correto|correct|total|totale|richtige|juiste"
    r"|esatto|exacto|exato|exact))?\s+(?:di|de|des|du|dos|das|del|der|van)\s+[^\W\d_]+\s+(?:è|es|est|é|ist|is)\s+",
    # a conclusion drawn from what was just found: "… so the fold is vertical. That makes it B."
    r"(?:^|(?<=[.!;:,]\s)|(?<=\n))(?:so\s+)?(?:that|this|which)\s+makes\s+it\s+",
    # an answer changed to another: "I'd change my answer from D to B", "I'm switching my answer to C"
    rf"\b(?:change|changing|switch|switching|revise|revising)\s+my\s+(?:answer|choice|pick)\s+(?:from\s+\(?[{_L}]\)?\s+)?to",
    r"\b(?:i'm|i\s+am)\s+(?:going\s+with|choosing|selecting|picking)",
    r"\bmy\s+(?:answer|choice|pick|selection|final\s+pick)\s*(?:is|would be|:)",
    r"\b(?:la\s+)?respuesta(?:\s+(?:correcta|final))?\s+(?:es|ser[íi]a|debe\s+ser)",
    r"\b(?:la\s+)?(?:bonne\s+)?r[ée]ponse(?:\s+(?:correcte|finale))?\s+(?:est|serait)",
    r"\b(?:die\s+)?(?:richtige\s+|korrekte\s+)?antwort\s+(?:ist|lautet|wäre)",
    r"\b(?:la\s+)?opci[oó]n\s+correcta\s+es|\b(?:la\s+bonne\s+option|l'option\s+correcte)\s+est"
    + _PT_CORRECT_OPTION +
    r"|\b(?:die\s+)?(?:richtige|korrekte)\s+(?:option|wahl|abbildung)\s+ist",
    r"\b(?:elijo|escojo|je\s+choisis|ich\s+wähle|ich\s+entscheide\s+mich\s+für)",
    r"(?:答え|正解|正しい(?:答え|選択肢|もの|の)?)\s*(?:は|:|：)",
    r"\b(?:la\s+)?risposta(?:\s+(?:corretta|giusta|esatta|finale))?\s+(?:è|e)\s+(?:la\s+)?(?:opzione\s+|lettera\s+)?"
    r"|\b(?:a\s+)?resposta(?:\s+(?:correta|certa|final))?\s+(?:é|e|seria)\s+(?:a\s+)?(?:opç[ãa]o\s+|alternativa\s+"
    r"|letra\s+)?"
    r"|(?:правильный\s+|верный\s+)?ответ\s*(?:[—–-]|это)\s*|(?:정)?답(?:은|는)\s*",
    # "the (correct) answer is" in Arabic, Hindi, Turkish, Vietnamese, Indonesian, Polish, Swedish, Greek, Czech, Thai,
    # Hebrew and Persian, and "the hidden/missing relation is" in some of them
    r"(?<!\w)(?:ال)?(?:إجابة|جواب)(?:\s+(?:ال)?صحيح[ةه]?)?\s+(?:هي|هو)(?:\s+(?:ال)?خيار)?"
    r"|(?:सही\s+)?उत्तर\s+(?!नहीं\s+दे)(?:है\s+)?(?:विकल्प\s+)?|(?<!\w)(?:doğru\s+)?(?:cevap|yanıt)\s+"
    r"|(?<!\w)đáp\s+án(?:\s+đúng)?\s+(?:là\s+)?|(?<!\w)jawaban(?:nya)?(?:\s+yang\s+(?:benar|tepat))?\s+(?:adalah\s+)?"
    r"(?:opsi\s+|pilihan\s+)?|(?<!\w)(?:prawidłowa\s+|poprawna\s+)?odpowiedź\s+(?:to|jest)\s+(?:opcja\s+)?"
    r"|(?<!\w)(?:rätt|korrekt|riktigt)\s+svar\s+är\s+|(?<!\w)svaret\s+är\s+"
    # Lithuanian "(teisingas) atsakymas yra C" (the (correct) answer is C)
    r"|(?<!\w)(?:teisingas\s+)?atsakymas\s+yra\s+(?:variantas\s+)?"
    r"|(?<!\w)(?:η\s+)?(?:σωστή\s+)?απάντηση\s+είναι\s+(?:το\s+|η\s+)?|(?<!\w)(?:správná\s+)?odpověď\s+je\s+"
    r"|ค(?:ำ|ํา)ตอบ(?:ที่ถูกต้อง)?\s*คือ\s*|(?:ความสัมพันธ์|เอนทิตี|โหนด)ที่ถูก(?:ปิดบัง|ซ่อน|ปิด)(?:ไว้)?\s*คือ\s*|התשובה(?:\s+הנכונה)?\s+היא\s+|پاسخ(?:\s+(?:صحیح|درست))?\s+(?:گزینه\s+)?"
    r"|(?<!\w)(?:quan\s+hệ|thực\s+thể)(?:\s+bị\s+(?:che|ẩn|thiếu|giấu))?\s+là\s+"
    r"|(?<!\w)(?:brakując|ukryt|zamaskowan)[aey]\s+(?:relacja|encja|jednostka)\s+to\s+"
    # Lithuanian "paslėptas ryšys yra" / "paslėptas mazgas –" (the hidden link / node is)
    r"|(?<!\w)paslėpt(?:as|a)\s+(?:ryšys|santykis|mazgas|objektas|esybė)\s+(?:yra\s+|[–—-]\s*)|(?<!\w)عدد\s+(?:\S+\s+){1,5}?(?:هو|هي)\s+"
    # Vietnamese "(tôi) chọn E" (I choose E), Tagalog "ang (tamang) sagot ay A" (the (right) answer is A)
    r"|(?<!\w)(?:tôi\s+)?chọn\s+(?:phương\s+án\s+|đáp\s+án\s+)?|(?<!\w)(?:ang\s+)?(?:tamang\s+)?sagot\s+(?:ay\s+)?",
    # Romanian "răspunsul corect este D", Hungarian "a helyes válasz az A", Swahili "jibu sahihi ni B", Amharic "መልሱ C
    # ነው", Yoruba "ìdáhùn náà ni D", Hausa "amsar ita ce A", Zulu "impendulo efanele ngu-B" (the hyphen already a space)
    r"(?<!\w)răspunsul(?:\s+(?:corect|bun|final))?\s+(?:este|e)\s+(?:varianta\s+|opțiunea\s+|opţiunea\s+)?"
    rf"|(?<!\w)(?:a\s+)?(?:helyes\s+|jó\s+|végső\s+)?válasz(?:om)?\s+(?:az?\s+)?(?=\(?[{_L}](?![^\W\d_]))"
    r"|(?<!\w)jibu(?:\s+(?:sahihi|langu|la\s+mwisho))?\s+ni\s+(?:chaguo\s+)?"
    rf"|(?:ትክክለኛው\s+|ትክክለኛ\s+)?መልስ(?:ሱ)?\s+(?=\(?[{_L}](?![^\W\d_]))"
    r"|(?<!\w)amsa(?:r)?(?:\s+(?:daidai|ta))?\s+(?:ita\s+ce|shi\s+ne|ce|ne)\s+"
    r"|(?<!\w)impendulo(?:\s+(?:efanele|eqondile|yami|yokugcina))?\s+(?:ngu|yi)\s*"
    + _script(r"|(?<!\w)ìdáhùn(?:\s+(?:náà|tó\s+tọ́|tí\s+ó\s+tọ́))?\s+ni\s+"),
    # Dutch, Swedish, Danish, Norwegian, Finnish: "het antwoord is C", "rätt svar är B", "riktig svar er alternativ A",
    # "vastaus on C"; Bengali, Tamil, Telugu: "সঠিক উত্তর হলো বিকল্প A", "சரியான விடை C", "సరైన సమాధానం D"
    r"(?<!\w)(?:het\s+)?(?:juiste\s+|correcte\s+|goede\s+)?antwoord\s+is\s+(?:optie\s+)?"
    r"|(?<!\w)(?:(?:rätt|riktigt?|rigtigt?|korrekt)e?\s+svar(?:et)?|svaret)\s+(?:är|er)\s+(?:alternativ(?:et)?\s+)?"
    r"|(?<!\w)(?:oikea\s+)?vastaus\s+on\s+(?:vaihtoehto\s+)?"
    + _script(r"|(?:সঠিক\s+)?উত্তর\s+(?:হলো|হল|হচ্ছে)\s+(?:বিকল্প\s+)?|(?:சரியான\s+)?(?:விடை|பதில்)\s+"
              r"|(?:సరైన\s+)?(?:సమాధానం|జవాబు)\s+"),
    r"(?:^|(?<=[.!\n]))\s*(?:por\s+lo\s+tanto|entonces|así\s+que|donc|ainsi|daher|deshalb|somit|also|したがって|よって)"
    rf"\s*[,:、]?\s*(?=\(?[{_L}]\)?\s*(?:[.!\n)。]|$))",
    r"(?:^|(?<=[.!\n]))\s*(?:therefore|thus|hence|so|consequently|in\s+conclusion|in\s+summary|overall|accordingly)"
    rf"\s*[,:]\s*(?=\(?[{_L}]\)?\s*(?:[.!\n)]|$))",
    r"\b(?:the\s+)?(?:missing|masked|hidden|unknown|blank|obscured|correct)\s+(?:\w+\s+)?(?:entity|relation|node|edge|one"
    # (or the kind of thing it is: "The masked organisation is NATO (B): …", "the hidden currency is …")
    r"|value|term|word|label|name|organi[sz]ation|city|capital|currency|language|country|link|connection)\s+"
    r"(?:is|should be|would be|must be|=)",
    r"\?{3,}\s*(?:is|=|should be|stands for|corresponds to)",
    # a sentence that names its pick by the option's text after "That's": "That's Mercosur (option E).", "That's
    # 'located in region'."
    r"(?:^|(?<=[.!?\n]))\s*(?:so\s+)?that(?:'s|\s+is|\s+would\s+be)\s+(?=[\"'‘“][^\"'’”\n]+[\"'’”]\s*[.!]|(?-i:[A-Z][a-z]+"
    r"(?:\s+[A-Z][a-z]+)*)\s*(?:\(\s*(?:option\s+)?[A-F]\s*\))?\s*[.!](?:\s|$))",
    r"\bthe\s+only\s+(?:one|panel|option|choice|figure|image)\s+(?:that|which)\s+(?:correctly\s+)?(?:matches|fits|works"
    r"|is\s+correct|satisfies)(?:\s+[^.,;:!?\n]{1,40}?)?\s+is",
    rf"(?:故|所以|因此|应|应该|我)?选(?:择)?(?!项)\s*(?:的是|是|为)?\s*[:：]?\s*(?:选项)?(?=\s*\(?[{_LL}](?![A-Za-z]))",
    r"正确的?(?:答案|选项)\s*(?:是|为|应该是)?\s*[:：]?",
    r"正确的(?:是|为)\s*[:：]?",
    r"(?:数量|个数|总数|数目)\s*(?:是|为|[:：])",
    # a label ("Error: yes", "Anomalies found:"), not a count of errors before what they are ("The other five each
    # contain at least 1 error: B and C are mirrored, …")
    r"(?<!\ban\s)(?<!\bone\s)(?<![0-9]\s)\b(?:anomal(?:y|ies)|errors?)\s*(?:detected|present|found|exists?)?\s*\??\s*[:：]",
    r"\b(?:the\s+)?(?:total|count|number|tally)(?:\s+of\s+[a-z ]{1,40}?)?(?:,\s*[^,.;:!?\n]{1,60},)?"
    r"(?:,?\s+(?:which\s+)?(?:is"
    r"|comes\s+(?:out\s+)?to|adds\s+up\s+to|sums\s+(?:up\s+)?to|equals)"
    r"|\s*[:=])",
    r"\btotal\s+(?:number\s+of\s+)?(?:distinct\s+|unique\s+)?(?:entit(?:y|ies)|nodes?|relations?|edges?|triples?"
    r"|relationships?)\s*[:=]",
    # Thai "answer" before a letter, closing a reply: "… เพราะเชื่อมระหว่างญี่ปุ่นกับเยน ตอบ C"
    rf"(?<![\u0E00-\u0E7F])ตอบ(?=\s*\(?[{_L}]\)?(?![A-Za-z]))",
    # the total in Swahili and Malay/Indonesian: "Jumla ni 10.", "Jumlahnya ialah 9."
    r"\bjumla\s+(?:yake\s+)?ni\b|\bjumlahnya(?:\s+(?:adalah|ialah))?\b",
    _FOREIGN_NUMBER_OF,
    r"\b(?:brings|bringing|takes|taking|puts|putting)\s+(?:the|our|my)\s+(?:total|count|tally)\s+to\b",
    r"\b(?:i|we)\s+(?:count(?:ed)?|see|found|find|identified|identify|get|got|end\s+up\s+with|arrive\s+at)[,:]?\s+"
    # the count may close its clause with a dash or a semicolon before its reason: "I count 11 — Paris appears twice."
    r"(?=(?:\*\*)?" + _NUMBER + r"(?:\*\*)?(?:\s+(?:distinct|unique|different|total|entit|node|relation|edge|triple"
    r"|of\s+them\b|in\s+(?:total|all)\b)|\s*(?:[.!\n;—–]|$)))",  # "I count **7** of them"
    r"(?:\bin\s+total|" + _FOREIGN_IN_TOTAL + r")\s*[,:：]?\s*(?:there\s+(?:are|is)\s+)?",
    r"\b(?:this|that|it)\s+(?:prints|returns|outputs|evaluates\s+to)\s+|(?:^|(?<=\n))\s*output\s*[:：]\s*",
    # self-consistency and voting reports: "Majority: B", "Majority vote over 9 samples: B", "Median of 5 counts: 10",
    # "→ majority C", "Ensemble output: C", "Going with B.", "5/5 samples answered No."
    r"\b(?:majority|consensus|mode|median|plurality)(?:\s+(?:vote|answer|count|verdict|pick))?"
    r"(?:\s+(?:over|of|from|across)\s+[^:\n]{1,30}?)?\s*[:=]\s*"
    r"|\b(?:majority|consensus)\s+(?=[^\s:]+[.!]?[ \t]*$)"
    r"|\b(?:ensemble|aggregated?|consensus|voting|overall|model)\s+(?:output|answer|result|verdict|pick)\s*[:=]"
    r"|(?:^|(?<=[.!?\n]))\s*(?:going|sticking)\s+with\s+"
    r"|\b(?:\d+\s*/\s*\d+|all|every)\s+(?:of\s+the\s+)?samples?\s+(?:answered|returned|said|chose|picked|gave)\s+",
    # bottom line first: "TL;DR: C", "BLUF: B", "Bottom line: F", "In one word: C"; a correction: "Correcting to Yes"
    r"\b(?:tl;?\s?dr|bluf|bottom\s+line|in\s+(?:one|a)\s+word|short\s+(?:answer|version)|(?:executive\s+)?summary)"
    r"\s*[:—–-]\s*|\bmy\s+vote\s+(?:goes\s+to|is|:)\s*"
    r"|\b(?:correcting|changing|revising|updating)\s+(?:(?:my|the)\s+answer\s+)?to\s+",
    r"\b(?:highest|top|best|winning)(?:[\s-]+(?:score[ds]?|scorer|scoring|ranked|fit|match|pick|choice|option|candidate"
    r"|overall))?\s*[:=]|\b(?:winner|verdict|outcome|pick)\s*[:=]|\brank(?:ed)?\s*(?:#\s*)?(?:1|one|first)\s*[:=\-–—]"
    r"|(?:^|(?<=\s))#1\s*[:=]|\bfirst\s+place\s*[:=]",
    # "I'm 95% sure: E.", "I'm fairly confident — C"
    r"\b(?:i'm|i\s+am)\s+(?:\d+%|fairly|pretty|quite|very|reasonably|almost|absolutely)\s+(?:sure|confident|certain)"
    r"\s*[:—–]",
    r"共(?:有|计|包含|含有|包括)?|一共(?:有|包含)?|总共(?:有|包含)?|总计(?:有)?",
]

_FINAL_RE = re.compile("|".join(f"(?:{m})" for m in _FINAL_MARKERS), re.IGNORECASE | re.MULTILINE)
_CONCLUSION_RE = re.compile("|".join(f"(?:{m})" for m in _CONCLUSION_MARKERS), re.IGNORECASE | re.MULTILINE)

# two options left tied: "Both seem plausible here, and …", "the graph doesn't give me anything to break the tie"
_TIE_KEPT = (r"|\bboth\s+(?:are|seem|look|appear)\s+(?:equally\s+)?(?:possible|plausible)(?:\s+here)?"
             r"(?=\s*(?:[.!;]|$|,\s+and\b))|\b(?:nothing|anything)\s+to\s+break\s+the\s+tie\b"
             r"|\bcan(?:'t|not)\s+break\s+the\s+tie\b"
             # "The label of the target node is partly hidden, so both remain possible."
             r"|\bboth\s+(?:remain|stay)\s+(?:possible|plausible|open)\b")
# two options left standing, said in words: "either could be the answer", "either one works", "it could be either",
# "both are possible"
_EITHER_STANDS = (r"|\beither\s+(?:one\s+|of\s+(?:them|the\s+two|these|those)\s+)?(?:could|might|may|can|would)\s+"
                  r"(?:well\s+|equally\s+)?be\s+(?:the\s+)?(?:answer|right|correct|it|one|the\s+one)\b"
                  r"|\beither\s+(?:one\s+|of\s+(?:them|the\s+two)\s+)?(?:works|fits|is\s+possible|is\s+plausible)\b"
                  r"|\b(?:it|the\s+answer)\s+(?:could|might|may)\s+(?:well\s+|equally\s+)?be\s+either\b"
                  r"|\bboth\s+are\s+(?:equally\s+)?(?:possible|plausible)(?=\s*(?:[.!;]|$))" + _TIE_KEPT)
# the two options left can neither be told apart nor one of them dropped: "I can't eliminate either one", "we cannot
# rule out either of them", "I can't rule either one out", "neither can be ruled out", "je ne peux écarter ni l'une ni
# l'autre", "no puedo descartar ninguna de las dos", "ich kann keine der beiden ausschließen" (not "either of the
# others", which leaves the pick apart from them)
_NEITHER_ELIMINATED = (r"|\b(?:i|we)\s*(?:can ?not|can't|cannot|couldn't|could\s+not)\s+(?:really\s+|confidently\s+)?"
                       r"(?:eliminate|rule\s+out|exclude|discard|dismiss)\s+either\b(?!\s+of\s+the\s+(?:others|rest|remaining))"
                       r"|\b(?:i|we)\s*(?:can ?not|can't|cannot|couldn't|could\s+not)\s+rule\s+either\s+"
                       r"(?:one\s+|of\s+them\s+)?out\b"
                       r"|\bneither\s+(?:one\s+|of\s+them\s+|option\s+)?can\s+be\s+(?:ruled\s+out|eliminated|excluded"
                       r"|discarded)\b"
                       r"|\bje\s+ne\s+peux\s+(?:\w+\s+)?(?:écarter|éliminer|exclure)\s+ni\b"
                       r"|\bno\s+puedo\s+(?:\w+\s+)?(?:descartar|eliminar|excluir)\s+ninguna\b"
                       r"|\b(?:ich\s+kann|kann\s+ich)\s+(?:\w+\s+)?keine\s+(?:der\s+beiden\s+|von\s+beiden\s+)?"
                       r"(?:ausschließen|streichen|verwerfen)\b")
# the reply back where it began, knowing no answer: "I'm back to not knowing which panel is the exception", "back to
# square one", "I no longer know which", "retour à la case départ", "de vuelta al punto de partida", "zurück auf
# Anfang" (not "I was back to square one for a while, but …", where it moved on)
_BACK_TO_OPEN = (r"|(?<!was\s)(?<!were\s)\bback\s+to\s+(?:not\s+knowing|square\s+one"
                 r"|where\s+(?:i|we)\s+(?:started|began))\b(?![^.;!?\n]*\bbut\b)"
                 r"|\b(?:i|we)\s+no\s+longer\s+know\b"
                 r"|\b(?:i'm|i\s+am|we're|we\s+are)\s+(?:still\s+|left\s+)?not\s+knowing\b"
                 r"|\bretour\s+à\s+la\s+case\s+départ\b|\b(?:de\s+vuelta|volvemos|vuelvo)\s+al\s+punto\s+de\s+partida\b"
                 r"|\bzurück\s+auf\s+(?:Anfang|null)\b|\bwieder\s+bei\s+null\b")
_CHECK_BEFORE_VERDICT = (r"\bneed\s+to\s+(?:see|check|verify|read|examine|look\s+at)\s+[^.\n]{0,80}?\bbefore\s+"
                         r"(?:giving|making|reaching|deciding|answering|committing|choosing|picking)\b")
_UNDECIDED = (r"|\b(?:i|we)\s*(?:can ?not|can't|cannot)\s+resolve\s+(?:this|it|that)\b"
              # Japanese "all of them" resembling, fitting or conceivable: "いずれも参照図形と似た特徴を持っています。",
              # "「所属する」「一部である」「国境を接する」のいずれも考えられます。"
              r"|いずれも(?:[^。\n]{0,12})(?:似|同じ|当てはま|可能|考えられ)"
              # doubts closed as left for checking: "These are the points worth double-checking."
              r"|(?:^|(?<=[.!?\n]))\s*(?:these|those)\s+are\s+the\s+(?:points|issues|things|triples|edges)\s+worth\s+"
              r"(?:double-?)?checking\b"
              # a choice called a coin flip: "it's a toss-up between C and E", "a coin flip between B and D"
              r"|\b(?:a|it's\s+a|it\s+is\s+a)\s+(?:toss-?up|coin[- ]?(?:flip|toss))\b"
              # "I honestly can't tell which label the graph intends"
              r"|\b(?:i|we)\s+(?:honestly|really|genuinely|truly|simply|just)\s+(?:can ?not|can't|cannot)\s+"
              r"(?:tell|say|decide|determine)\b"
              r"|\bnot\s+(?:confident|sure|certain)\s+either\s+way\b|\bleave\s+it\s+open\b"
              r"|\b(?:i'm|i\s+am)\s+(?:now\s+)?doubting\s+(?:that|it|this)\b"
              r"|\b(?:i|we)\s*(?:can ?not|can't|cannot)\s+(?:separate|tell\s+apart)\s+them\b"
              # the rest left unvouched for: "… all correct, but I can't speak for the hidden ones"
              r"|\b(?:i|we)\s*(?:can ?not|can't|cannot)\s+(?:speak|vouch)\s+for\b"
              # the answer arrived at, as the reply's last words, is none of the options: "… the reverse, which isn't
              # among the options."
              r"|\b(?:is\s*n't|is\s+not)\s+among\s+the\s+(?:options|choices)(?=[\s.!]*$)" + _EITHER_STANDS
              + _NEITHER_ELIMINATED + _BACK_TO_OPEN)
# "I cannot choose / determine / say" in French, Spanish and German
_FOREIGN_CANNOT = (r"\bje\s+ne\s+(?:peux|puis|parviens|arrive)\s+(?:\w+\s+)?pas\s+(?:à\s+)?(?:choisir|déterminer|dire"
                   r"|trancher|identifier|décider|vérifier)\b"
                   r"|\bno\s+(?:puedo|consigo|logro)\s+(?:\w+\s+)?(?:determinar|decir|elegir|identificar|decidir"
                   r"|verificar|comprobar)\b"
                   r"|\b(?:ich\s+kann|kann\s+ich)\s+(?:\w+\s+){0,3}?nicht\s+(?:sicher\s+|eindeutig\s+|genau\s+)?"
                   r"(?:sagen|bestimmen|entscheiden|feststellen|auswählen|wählen|überprüfen|prüfen|verifizieren)\b"
                   # not able to: "non sono in grado di verificare", "no soy capaz de decir", "je ne suis pas en
                   # mesure de dire", "não sou capaz de determinar", "ich bin nicht in der Lage, … zu sagen"
                   r"|\b(?:non\s+(?:sono|siamo)\s+in\s+grado\s+di|non\s+(?:posso|possiamo)|no\s+(?:soy|somos)\s+capa(?:z|ces)"
                   r"\s+de|no\s+(?:estoy|estamos)\s+en\s+condiciones\s+de|je\s+ne\s+suis\s+pas\s+(?:en\s+mesure|capable)"
                   r"\s+de|n[ãa]o\s+(?:sou|somos)\s+capa(?:z|zes)\s+de|n[ãa]o\s+(?:estou|estamos)\s+em\s+condi[çc][õo]es\s+de)"
                   r"\s+(?:(?:\w+|d')\s*)?(?:verific|determin|identific|decid|stabil|conferm|sceg|dir|dic|dec|eleg|elig"
                   r"|comprob|confirm|establec|vérifi|détermin|identifi|décid|chois|confirm|tranch|escolh|diz|afirm)\w*"
                   r"|\bich\s+bin\s+nicht\s+in\s+der\s+lage\b[^.!?\n]{0,60}?\bzu\s+(?:sagen|bestimmen|entscheiden"
                   r"|feststellen|überprüfen|prüfen|verifizieren|bestätigen|beurteilen)\b")
# "it is not possible / impossible to identify, determine, say …" in Portuguese, Spanish, French and Italian:
# "Não é possível identificar a entidade oculta", "No es posible determinar…", "Il est impossible de dire…"
# impossible for me: "Il m'est donc impossible de dire si …", "me resulta imposible decir", "mi è impossibile dire",
# "é-me impossível dizer", "me é impossível afirmar"
_IMPOSSIBLE_FOR_ME = (r"|il\s+(?:m['’]|nous\s+)est\s+(?:\w+\s+)?impossible\s+de"
                      r"|(?:me|nos)\s+(?:es|resulta)\s+(?:\w+\s+)?imposible|(?:mi|ci)\s+è\s+(?:\w+\s+)?impossibile"
                      r"|(?:me|nos)\s+é\s+(?:\w+\s+)?imposs[íi]vel|é-(?:me|nos)\s+imposs[íi]vel")
_ROMANCE_IMPOSSIBLE = (r"|\b(?:n[ãa]o\s+(?:[ée]|seria)\s+poss[íi]vel|[ée]\s+imposs[íi]vel"
                       r"|no\s+(?:es|ser[íi]a)\s+posible|es\s+imposible|n'est\s+pas\s+possible\s+de|(?:il\s+est|c'est)\s+impossible\s+de"
                       r"|non\s+(?:è|e|sarebbe)\s+possibile|è\s+impossibile" + _IMPOSSIBLE_FOR_ME
                       + r")\s+(?:\w+\s+)?(?:identificar|determinar|dizer"
                       r"|saber|afirmar|decidir|escolher|distinguir|precisar|decir|elegir|establecer|identifier"
                       r"|déterminer|dire|savoir|trancher|décider|choisir|identificare|determinare|stabilire|sapere"
                       r"|scegliere|decidere)\b")
# Russian word order is free: the verb before its "cannot", "Точное количество сущностей назвать не могу"
_RU_CANNOT_AFTER_VERB = r"|(?:определить|сказать|выбрать|назвать|посчитать)\s+не\s+(?:могу|можем|получится)"
_REFUSAL_RE = re.compile(
    r"\b(?:i|we)\s*(?:can ?not|can't|cannot|am unable to|'m unable to|am not able to|'m not able to|won't be able to"
    r"|do not have enough|don't have enough)\s+(?:(?:fully|completely|entirely|really|quite|reliably|definitively"
    r"|positively|100%)\s+)?(?:help|assist|determine|tell|answer|identify|decide|say|be certain"
    r"|confirm|verify"
    r"|be sure|view|see (?:the|this|any) image|access|process|make (?:a|that) (?:determination|call|choice)"
    r"|provide|choose|select|pick|count|give\s+(?:an?\s+|the\s+)?(?:exact|precise|definite|single|definitive|final)"
    r"|narrow\s+it\s+(?:down|further)"
    # an error neither seen nor excluded: "No obvious error, but I can't rule one out"
    r"|rule\s+(?:one|an?\s+(?:error|mistake))\s+out\b"
    # no one option picked from the rest: "I can't single one out", "we cannot single out any panel"
    r"|single\s+(?:(?:one|it|any|either|them|(?:an?|one|any)\s+\w+)\s+)?out\b"
    # a search that came back empty: "I'm not able to find a rule that exactly one panel breaks"
    r"|find\s+(?:a|any|the|one)\s+(?:single\s+|consistent\s+|clear\s+|unique\s+)?(?:rule|pattern|option|answer))"
    r"|\b(?:cannot|can't|can not) be (?:determined|answered|told|decided)"
    # two answers the reply cannot choose between: "I keep going back and forth", "the graph doesn't distinguish
    # between them", "I don't see anything in the graph that distinguishes them"
    r"|\b(?:i|we)\s+keep\s+(?:going|flipping|switching)\s+back\s+and\s+forth\b"
    r"|\b(?:doesn't|does\s+not|don't|do\s+not)\s+distinguish\s+between\s+(?:them|the\s+two)\b"
    r"|\b(?:nothing|anything)\b[^.!?\n]{0,30}?\bthat\s+distinguishes\s+(?:them|the\s+two)\b"
    r"|\bnot\s+(?:confident|sure|certain)\s+enough\s+to\s+(?:pick|choose|commit|decide|answer|say)(?:\s+\w+)?"
    # no trust left in any option: "I'm not confident in any of them"
    r"|\bnot\s+(?:confident|sure|certain)\s+(?:in|about|of)\s+any\s+of\s+(?:them|the\s+(?:options|panels|choices))"
    r"|\b(?:impossible|not possible) to (?:determine|tell|say|answer|decide)"
    r"|\b(?:not enough|insufficient) (?:information|detail|context|visual information|resolution)"
    r"|\bnone of the (?:options|choices|above|answers|given|provided|listed|panels)"
    r"|\bno (?:correct|valid|right) (?:answer|option|choice)"
    # the question left open: "I can't resolve this", "I'm not confident either way", "Let me leave it open", "I'm now
    # doubting that"
    + _UNDECIDED +
    r"|\bi (?:don't|do not) know\b|\bi'm not sure\b|\bi am not sure\b|\bhard to (?:say|tell)\b"
    # no rule found that sets one panel apart: "… and couldn't find one that five share and one doesn't.", "I could
    # not identify a single rule that five panels share."
    r"|\b(?:couldn't|could not|can't|cannot) (?:find|identify|spot) (?:one|(?:a|any)(?: single| common| consistent"
    r"| clear)? (?:rule|property|pattern)) that (?:five|all but one|only one)\b"
    # two results and no trust in either: "… and I'm not confident which one is right"
    r"|\b(?:i'm|i am) not (?:confident|certain) which (?:one |count |answer )?(?:is|was) (?:right|correct)\b"
    r"|(?:^|(?<=[.!?\n]))\s*(?:can't|cannot|can not|couldn't|unable to)\s+(?:decide|tell|say|choose|determine|pick"
    r"|be\s+sure)\b"
    r"|\b(?:i\s+)?(?:would\s+|'d\s+)?need\s+(?:a|an|the|more)\s+[^.\n]{0,40}?\bto\s+(?:choose|decide|answer|tell|pick"
    r"|be\s+sure|commit|say\s+which)\b"
    r"|\b(?:would|'d)\s+need\s+to\s+[^.\n]{0,60}?\bto\s+(?:get|know|tell|answer|give|determine|say)\b"
    # a check still to be made before the verdict: "I would need to see the remaining edges … before giving a verdict"
    r"|" + _CHECK_BEFORE_VERDICT +
    r"|\bit(?:'s| is) (?:unclear|ambiguous)|\b(?:question|image|answer) is ambiguous"
    r"|\bi'm sorry,? but|\bsorry,? (?:but )?i (?:can't|cannot)"
    r"|无法(?:确定|判断|回答|识别|看到|看清|区分|区别|分辨|给出)|不能确定|不确定|抱歉"
    # hard to tell apart: "很难区分", "难以区别", "区別できません", "구별하기 어렵습니다"
    r"|(?:难以|很难|難以|很難)(?:区分|区别|分辨|區分|區別)|(?:区別|判別|識別|見分け)(?:でき|出来|られ)ません"
    r"|\b(?:non\s+lo\s+so|no\s+lo\s+s[ée]|je\s+ne\s+sais\s+pas|ich\s+weiß\s+(?:es\s+)?nicht|não\s+sei|не\s+знаю)\b"
    # French, Spanish, German: "je ne peux donc pas choisir", "no puedo determinar", "ich kann es nicht sicher sagen"
    r"|" + _FOREIGN_CANNOT + _ROMANCE_IMPOSSIBLE +
    r"|\b(?:non\s+so|non\s+(?:ne\s+)?sono\s+sicur[oa]|não\s+tenho\s+certeza|не\s+уверен\w*|трудно\s+сказать"
    r"|сложно\s+(?:сказать|выбрать)|не\s+могу\s+(?:точно\s+)?(?:определить|сказать|выбрать|назвать|посчитать)"
    + _RU_CANNOT_AFTER_VERB +
    r"|não\s+(?:consigo|posso)"
    r"\s+(?:dizer|determinar|distinguir|escolher)|non\s+riesco\s+a\s+(?:capire|dire|leggere|determinare|scegliere))\b"
    r"|不知道|わかりません|分かりません|모르겠"
    r"|(?:判断|特定|回答|決定|断定|断言)(?:でき|出来)ません|お答え(?:でき|出来)ません|(?:決め|数え|答え)られません"
    # hard to judge: "判断が難しいです"
    r"|(?:判断|特定|断定)(?:が|は)?(?:難しい|困難)"
    # Korean: "판단하기 어렵습니다" (hard to judge), "고를 수 없습니다" (cannot choose), "확신이 서지 않네요" (not sure)
    r"|(?:판단|결정|선택|확인|특정|답변|구분|구별)(?:하기(?:가|는)?|할\s*수(?:가|는)?)\s*(?:어렵|없)|(?:고르|세|알|셀)(?:기(?:가|는)?\s*어렵"
    r"|\s*수(?:가|는)?\s*없)|고를\s*수(?:가|는)?\s*없|확신이\s*(?:서지|들지)\s*않"
    # "확실하지 않습니다" (it is not certain)
    r"|확실하지\s*(?:않|못)"
    r"|لا\s+(?:أستطيع|أعرف|يمكنني)|मुझे\s+(?:यकीन|पता)\s+नहीं|\bemin\s+değilim|\bbilmiyorum|\bcevaplayamam"
    r"|\bkhông\s+(?:thể\s+xác\s+định|chắc|biết)|\btidak\s+(?:yakin|tahu|bisa\s+menentukan)"
    r"|\bnie\s+(?:potrafię|wiem|jestem\s+pew\w+)|\bkan\s+inte\s+avgöra|\bvet\s+inte|δεν\s+(?:ξέρω|μπορώ)"
    r"|\bне\s+(?:можу|знаю)|\bnevím|ไม่แน่ใจ|לא\s+יודע|نمی‌دانم"
    # Vietnamese "không thể khẳng định" (cannot affirm), Thai "ไม่สามารถระบุได้" (cannot identify)
    r"|\bkhông\s+thể\s+(?:khẳng\s+định|kết\s+luận|nói)|ไม่สามารถ(?:ระบุ|บอก|ตัดสิน|สรุป)"
    # impossible to tell in Ukrainian, Russian, Polish, Czech, Lithuanian: "Однозначно визначити за графом неможливо",
    # "невозможно определить", "nie da się określić", "nelze určit", "neįmanoma nustatyti"
    r"|(?<!\w)(?:неможливо|невозможно)\s+(?:\w+\s+)?(?:визначити|сказати|определить|сказать)"
    r"|(?<!\w)(?:визначити|сказати|определить|сказать)\s+(?:\w+\s+){0,4}?(?:неможливо|невозможно)"
    r"|\bnie\s+da\s+się\s+(?:\w+\s+)?(?:określić|stwierdzić|ustalić|powiedzieć|rozstrzygnąć)"
    r"|\bnelze\s+(?:\w+\s+)?(?:určit|říci|říct|rozhodnout)|\b(?:neįmanoma|negaliu)\s+(?:\w+\s+)?(?:nustatyti|pasakyti)"
    # Dutch, Scandinavian, Finnish: "ik weet het niet", "vanskelig å si", "svært at sige", "en ole varma"
    r"|\bweet\s+(?:het\s+)?niet\b|\bvanskelig\s+å\s+(?:si|avgjøre)\b|\bsvårt\s+att\s+(?:säga|avgöra)\b"
    r"|\bsvært\s+at\s+(?:sige|afgøre)\b|\bkan\s+ikke\s+(?:afgøre|avgjøre)\b|\bklarer\s+ikke\b|\bkan\s+tyvärr\s+inte\b"
    r"|\ben\s+(?:ole\s+varma|osaa\s+sanoa|pysty\s+sanomaan|voi\s+sanoa)\b|\bvaikea\s+sanoa\b"
    # Hindi, Bengali, Tamil, Telugu: "कहना मुश्किल है" (hard to say), "নিশ্চিত নই" (not sure), "முடியவில்லை" (could not)
    + _script(r"|कहना\s+(?:मुश्किल|कठिन)|बताना\s+(?:मुश्किल|कठिन)|नहीं\s+बता\s+सकत|तय\s+नहीं\s+कर\s+पा|पक्का\s+नहीं"
              r"|उत्तर\s+नहीं\s+दे\s+सकत"
              r"|निश्चित\s+नहीं|নিশ্চিত\s+নই|সম্ভব\s+নয়|বলা\s+কঠিন|முடியவில்லை|சொல்ல\s+முடியாது|చెప్పలేను"
              r"|స్పష్టంగా\s+లేదు")
    # Ukrainian, Greek, Czech, Romanian, Hungarian: "важко сказати" (hard to say), "δεν είμαι σίγουρος" (I'm not
    # sure), "nedokážu určit", "nu pot spune", "nem tudom" (I don't know)
    + r"|важко\s+сказати|не\s+впевнен\w*|δεν\s+είμαι\s+σίγουρ\w*|\bnedokážu\b|\bnejsem\s+si\s+jist\w*"
    r"|\bnu\s+(?:pot|știu|ştiu)\b|\bnu\s+sunt\s+sigur\w*|\bnem\s+(?:tudom|látom|vagyok\s+biztos)\b"
    # Swahili, Amharic, Yoruba, Hausa, Zulu, Afrikaans: "siwezi" (I cannot), "እርግጠኛ አይደለሁም" (I'm not sure), "mi ò lè"
    # (I cannot), "ban tabbata ba" (I'm not sure), "angiqiniseki", "ek kan nie seker wees nie"
    r"|\bsiwezi\b|\bsina\s+uhakika\b|እርግጠኛ\s+አይደለሁም|አላውቅም|\bban\s+(?:tabbata|sani)\b|\bangiqiniseki\b"
    r"|\bangazi\b|\bangikwazi\b|\bek\s+weet\s+nie\b|\bnie\s+seker\s+(?:wees\s+)?nie\b|\bkan\s+nie\s+sê\s+nie\b"
    + _script(r"|(?<!\w)mi\s+ò\s+(?:lè|mọ̀)(?!\w)|(?<!\w)kò\s+dá\s+mi\s+lójú"),
    re.IGNORECASE,
)


def _updated_later(text: str, name: str, position: int) -> bool:
    """'count = 0' … 'count += 1': a variable assigned on its way to the answer, which its first value is not."""
    return bool(re.search(rf"\b{re.escape(name)}\s*(?:[-+*/]=|=\s*{re.escape(name)}\b)", text[position:]))


# a marker on the masked edge or relation followed by the two ends it runs between
_EDGE_ENDS = re.compile(r"[^\n]*\b(?:edge|relation|link|arrow)\s+(?:is|lies|runs|sits)\s+between\s+"
                        r"[^.;\n]{1,40}\band\b", re.IGNORECASE)


# 'none' over the things just named: "none of them", "none of which", "none of these"
_PARTITIVE_NONE = re.compile(r"\s*none\s+of\s+(?:them|these|those|which)\b", re.IGNORECASE)


# a marker that labels a count ("the number of crossings:", "the total is", "数量："): in a reply that picks an option
# it introduces a count or the options that have it, not the pick
_COUNT_MARKER = re.compile(r"\s*(?:the\s+)?(?:total|count|number|tally)\b|\s*(?:数量|个数|总数|数目)", re.IGNORECASE)


# the first item of a numbered list ("1. Italy")
_FIRST_LIST_ITEM = re.compile(r"\s*1[.)][ \t]+[^\W\d_]")


def _numbered_list_after(text: str, marker: re.Match[str]) -> bool:
    """Whether a marker ends its line and a numbered list starts on a line after it: what it introduces is the
    list, whose first number is no count."""
    item = _FIRST_LIST_ITEM.match(text, marker.end())
    return bool(item) and "\n" in text[marker.start(): item.end()]


def _marker_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    events = []
    for rank, pattern in ((RANK_FINAL, _FINAL_RE), (RANK_CONCLUSION, _CONCLUSION_RE)):
        for match in pattern.finditer(text):
            if _is_hypothetical(text, match.start()) or _sentence_is_question(text, match.end()):
                continue
            if _first_attempt(text, match.end()) or _under_opening_condition(text, match.start(), match.group()):
                continue
            assigned = re.search(r"(\w+)\s*=\s*$", match.group())
            if assigned and _updated_later(text, assigned.group(1), match.end()):
                continue
            if answer_type == "integer" and _total_before_breakdown(text, match.start(), match.end()):
                continue
            if answer_type == "integer" and _numbered_list_after(text, match):
                continue  # "Counting the nodes, I get:\n\n1. Italy\n2. Rome …": the list's first number, no count
            if answer_type == "choice" and _COUNT_MARKER.match(match.group()):
                continue  # "The rule is about the number of crossings: A, C and D have four": a count's label
            parsed = parse_span(text[match.end(): match.end() + 300], answer_type, choices)
            if parsed.value is None and not parsed.hedge and answer_type == "choice":
                parsed = _unread_name_labelled(text[match.end(): match.end() + 80], choices) or parsed
            instead = _answer_instead(text, match.end(), parsed, answer_type, choices)
            labelled = _LABEL_APPOSITION.match(text, match.end() + parsed.length) if parsed.value else None
            if labelled and labelled.group("letter") in _valid_letters(choices):
                instead = (labelled.group("letter"), labelled.end())  # "option 2 — that's the panel labelled C"
            if instead is not None:
                events.append(Event(rank, instead[1], instead[0]))  # "答えはＣではなくＡです", "not C but A"
                continue
            if parsed.hedge and _EDGE_ENDS.match(match.group() + text[match.end(): match.end() + 80]):
                continue  # "The masked edge is between Brussels and Belgium": where the edge runs, not two answers
            if parsed.hedge and answer_type == "integer" and _PARTITIVE_NONE.match(text, match.end()):
                continue  # "10 entities in total, none of them repeated": 'none' ranges over what was counted
            if parsed.value is not None or parsed.hedge:
                topic = (_box_topic(text, match, answer_type) or _marker_label_topic(text, match, answer_type)
                         or _counted_noun_topic(text, match.end(), answer_type)
                         or _sentence_topic_before(text, match.start(), answer_type))
                events.append(Event(rank, match.end(), parsed.value, topic=topic))
    return events


# a name the options do not spell, then its option's letter in brackets, closing its clause: "Wiedeń (A) — stolica
# Austrii", "Šveicarijos frankas (B)."
_NAME_THEN_LABEL = re.compile(r"[ \t]*[\"'«]?(?P<name>[^\W\d_][^\s()\[\]\"'»]*"
                              r"(?:[ \t]+[^\W\d_][^\s()\[\]\"'»]*){0,2})[\"'»]?[ \t]*\((?P<letter>[A-J])\)"
                              r"(?=[ \t]*(?:[.!,;:—–]|$)|[ \t]+(?:(?:because|since|as|ponieważ|bo|nes)\b|เนื่องจาก))",
                              re.MULTILINE)


def _unread_name_labelled(span: str, choices: list[str]) -> Parsed | None:
    """After an answer's marker, a name in another language the options do not spell, labelled with its option's
    letter ("Ukryta encja to Wiedeń (A)."): the letter names the option. None where the name is read as another
    option's text (the label disagrees with it, and the reading stays as it was)."""
    match = _NAME_THEN_LABEL.match(span)
    if not match or match.group("letter") not in _valid_letters(choices):
        return None
    name = match.group("name")
    read = {parse_choice(name, choices).value, *(m.value for m in _text_mentions(name, choices))}
    if read - {None, match.group("letter")}:
        return None
    return Parsed(value=match.group("letter"), length=match.end())


# the answer put in place of a rejected one after a marker: "答えはＣではなく**Ａ**です" (not C but A), "the answer is
# not C but A"
_NOT_THIS_BUT = re.compile(r"[ \t*]*(?:ではなく|じゃなくて|でなく)[、,]?[ \t]*")
_NOT_BUT_ENGLISH = re.compile(r"[ \t]*not[ \t]+(?P<rejected>[^,.;:!?\n]{1,30}?)[ \t]*,?[ \t]+but[ \t]+", re.IGNORECASE)


# the option's label given after it in apposition, which names it as the picture does: "option 2 — that's the panel
# labelled C, since the first panel in the row is the reference"
_LABEL_APPOSITION = re.compile(rf"\s*[—–,(]\s*(?:that's|that\s+is|i\.e\.,?|which\s+is)\s+(?:the\s+)?"
                               rf"(?:panel|option|figure|one|image)\s+(?:labell?ed|marked)\s+\(?(?P<letter>[{_L}])\)?"
                               r"(?![\w'’-])", re.IGNORECASE)


def _answer_instead(text: str, at: int, parsed: Parsed, answer_type: str,
                    choices: list[str]) -> tuple[str, int] | None:
    """The answer a marker's span gives in place of the one it rejects ("ＣではなくＡ", "not C but A") and where it
    ends, or None where the span rejects nothing so."""
    if parsed.value is not None:
        japanese = _NOT_THIS_BUT.match(text, at + parsed.length)
        after = japanese.end() if japanese else None
    else:
        english = _NOT_BUT_ENGLISH.match(text, at)
        rejected = parse_span(english["rejected"], answer_type, choices) if english else NOTHING
        after = english.end() if english and rejected.value is not None else None
    if after is None:
        return None
    instead = parse_span(text[after: after + 200], answer_type, choices)
    return (instead.value, after + instead.length) if instead.value is not None else None


# a condition that opens its sentence: "If I assume …, ", "Assuming …, ", "Were it …, "
_OPENING_CONDITION = re.compile(r"\s*(?:if|assuming|suppose|supposing|were|had|in\s+(?:that|this|which)\s+case)\b",
                                re.IGNORECASE)


# another sentence that opens on a condition: "If instead …", "But if …", "Otherwise, …"
_ANOTHER_BRANCH = re.compile(r"(?:^\s*|(?<=[.!?])\s+|\n\s*)(?:but\s+|and\s+)?(?:if|otherwise)\b", re.IGNORECASE)


def _under_opening_condition(text: str, start: int, marker: str) -> bool:
    """'If I assume the hole is punched at the open edge rather than the fold, the answer would be D.': an answer in
    the conditional mood ('would be', "'d be") under a condition that opens its sentence only supposes it, however long
    the condition (a forced guess, 'If I had to choose, I'd say B', still commits); so does an answer in the
    indicative ('If the rule is X, the answer is C.') where another sentence opens on another condition ('If instead
    the rule is Y, then it should be A.'): each answer holds on its branch only."""
    sentence_start = _sentence_start(text, start)
    if not _OPENING_CONDITION.match(_unsupposed(text[sentence_start:start])):
        return False
    return (bool(re.search(r"\bwould\b|'d\b", marker, re.IGNORECASE)) or _ANOTHER_BRANCH.search(text, start) is not None
            or _ANOTHER_BRANCH.search(text[:sentence_start].rstrip()) is not None)


def _sentence_topic_before(text: str, start: int, answer_type: str) -> str | None:
    """'这个图里的实体 (entities) 有：Spain, … 一共 8 个。': a total that names no noun counts what its sentence named
    before it, where that sentence names only one kind (entities or relations)."""
    if answer_type != "integer":
        return None
    opening = _sentence_start(text, start, "。.!?\n")
    before = text[opening:start]
    kinds = {kind for kind, noun in (("entity", _ENTITY_NOUN), ("relation", _RELATION_NOUN)) if noun.search(before)}
    kinds |= {"entity"} if re.search(r"实体|節点|节点|エンティティ|엔티티", before) else set()
    kinds |= {"relation"} if re.search(r"关系|關係|関係|관계", before) else set()
    return kinds.pop() if len(kinds) == 1 else None


def _marker_label_topic(text: str, marker: re.Match[str], answer_type: str) -> str | None:
    """What a count marker's own label counts ("Relation count: 14", "Number of edges: 9"): the label opens its line
    and holds no number, so its noun says which count it is, and it answers a question about the other noun not."""
    if answer_type != "integer":
        return None
    label = text[text.rfind("\n", 0, marker.start()) + 1: marker.end()]
    return _topic(label) if re.fullmatch(r"[^\d.!?\n]{0,40}", label) else None


# the noun a count names right after its number: "10 relations", "9 distinct entities", "11 labelled edges"
# (the noun may stand in brackets: "Final Answer: 7 (entities)")
_COUNTED_NOUN_AFTER = re.compile(r"\s*[\w-]+\s+(?:\(\s*)?(?:(?:distinct|different|unique|labell?ed|visible|separate"
                                 r"|total)\s+)?(?P<noun>[A-Za-z]+)")


# the noun a count names after its number and a Chinese, Japanese or Korean counter: "一共有 7 个实体", "5個のノード",
# "7개의 엔티티"
_CJK_COUNTED_NOUN_AFTER = re.compile(rf"\s*(?:有|是)?\s*{_NUMBER}\s*(?:个|個|条|條|つ|개|가지)\s*(?:の|의)?\s*"
                                     r"(?:不同的?|不同)?\s*(?P<noun>[^\s\d:：,，、。.]{1,6})")


# the word after a counted noun that makes the count one of kinds: "4 relation types", "3 entity kinds"
_KINDS_AFTER_NOUN = re.compile(r"[ \t]+(?:types?|kinds?|sorts?|categories)\b", re.IGNORECASE)
# a Chinese or Japanese measure word of kinds after the number: "共有4种关系" (four kinds of relation), "三種類の関係"
_CJK_KIND_MEASURE = re.compile(rf"\s*(?:有|是|包含|包括)?\s*{_NUMBER}\s*(?:种|種類|種)")


def _counted_noun_topic(text: str, end: int, answer_type: str) -> str | None:
    """What a count after a marker counts, by the noun right after its number ("I see 10 relations drawn as arrows",
    "一共有 7 个实体"): a count of the other noun answers another question than the one asked."""
    if answer_type != "integer":
        return None
    counted = _COUNTED_NOUN_AFTER.match(text, end) or _CJK_COUNTED_NOUN_AFTER.match(text, end)
    if counted and _KINDS_AFTER_NOUN.match(text, counted.end()):
        return "other"  # "I count 4 distinct relation types": a count of kinds, not of the relations asked for
    if _CJK_KIND_MEASURE.match(text, end):
        return "other"  # "共有4种关系": four kinds of relation, not four relations
    return _topic(counted.group("noun")) if counted else None


def _total_before_breakdown(text: str, start: int, end: int) -> bool:
    """'There are 12 edges in total: 5 'capital of', 4 'currency' …': the count stands before 'in total', and the colon
    opens its breakdown, whose first figure is no total."""
    return bool(re.match(r"(?:in\s+)?total\s*:", text[start:end], re.IGNORECASE) and re.search(
        rf"(?<![\w.]){_NUMBER}\s+(?:\w+\s+)?{_COUNT_NOUN}\s+(?:in\s+)?$", text[max(0, start - 60): start],
        re.IGNORECASE))


def _box_topic(text: str, marker: re.Match[str], answer_type: str) -> str | None:
    """What a boxed count counts when its noun labels it: "Entities: \\boxed{10}, relations: \\boxed{13}"."""
    if answer_type != "integer" or not marker.group().startswith("<answer>"):
        return None
    label = _BOX_LABEL.search(text, max(0, marker.start() - 40), marker.start())
    return _topic(label.group("noun")) if label else None


_PAIRED_BOXES = re.compile(
    r"(?:\b(?:either|between)\s+)?<answer>[^<]{0,80}</answer>\s*(?:,|/|\bor\b|\band\b|\bto\b|-|–|或|和)?\s*"
    r"<answer>[^<]{0,80}</answer>", re.IGNORECASE)


def _paired_box_events(text: str) -> list[Event]:
    """'\\boxed{A} or \\boxed{C}', 'between \\boxed{7} and \\boxed{8}', '<answer>B</answer><answer>C</answer>': two
    boxed answers offered together (nothing but a joining word between them) are a hedge; the same answer twice is
    not."""
    events = []
    for match in _PAIRED_BOXES.finditer(text):
        inner = re.findall(r"<answer>([^<]{0,80})</answer>", match.group())
        if len(set(map(str.strip, inner))) > 1 or not re.fullmatch(r"\s*", text[match.start(): match.end()].split(
                "</answer>")[1].split("<answer>")[0]):
            events.append(Event(RANK_FINAL, match.end(), None))
    return events


_JSON_PAIR = re.compile(
    r"[\"'](?P<key>[^\W\d](?:[^\W\d]| ){0,40})[\"']\s*:\s*"
    r"(?P<value>\"[^\"\n]{0,120}\"|'[^'\n]{0,120}'|\[[^\]\n]{0,200}\]|true|false|True|False|null|None|-?\d+)",
)
_JSON_FINAL_KEYS = re.compile(r"(?:final_?)?answer|final|prediction|result", re.IGNORECASE)
# the answer's key in the languages of the issue and their neighbours, with or without its accents, alone or with
# "final" or "correct": "respuesta", "réponse", "risposta", "resposta", "Antwort", "答案", "回答", "정답",
# "respuesta_final", "最终答案"
_FOREIGN_ANSWER_KEY = re.compile(
    r"(?:(?:final|endg[üu]ltige|最终|最終)[_ ]?)?(?:respuesta|r[ée]ponse|risposta|resposta|antwort|antwoord|svar"
    r"|odpowied[źz]|odpov[ěe]ď|cevap|jawaban|r[ăa]spuns|ответ|відповідь|答案|回答|答え|解答|정답|답변)"
    r"(?:[_ ](?:final[ea]?|correct[ae]|corrett[ao]|corret[ao]|richtige|finali))?", re.IGNORECASE)
_JSON_ANSWER_KEYS = re.compile(
    r"choice|selected(?:_option|_choice|_panel)?|selection|option|letter|panel|odd_one_out|outlier|violator"
    r"|rule_?breaker|odd_panel|count|total"
    r"|num(?:ber)?_?\w*|masked_\w+|missing_\w+|entity|relation|pred(?:icate)?|next_?frame", re.IGNORECASE)
# a polar key names an error, in English or in the languages of the issue and their neighbours: "has_error",
# "fehler", "erreur", "errore", "erro", "fout", "fel", "fejl", "feil", "ошибка", "错误", "誤り", "오류"
_JSON_POLAR_KEYS = re.compile(r"\w*(?:error|anomal|mistake|incorrect)\w*|(?:\w*_)?(?:fehler\w*|erreurs?|errore|errori"
                              r"|erros?|fout(?:en)?|fel|fejl|feil|ошибк\w*|помилк\w*|错误|錯誤|誤り|エラー|오류)(?:_\w*)?",
                              re.IGNORECASE)


_JSON_POLAR_VALUES = {"true": "Yes", "yes": "Yes", "false": "No", "no": "No"}
# a key's words, whatever its case style: "final_choice", "optionSelected", "answer-letter", "num nodes"
_KEY_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
# the words an answer's key is made of, in any order ("option_selected", "final_choice", "option_id", "answer_letter"),
# one of them naming the answer itself; a key with any other word ("choice_reason", "option_count") is no answer's
_ANSWER_KEY_WORDS = frozenset({"answer", "final", "choice", "chosen", "option", "selected", "selection", "select",
                               "pick", "picked", "letter", "panel", "prediction", "predicted", "id", "label", "value",
                               "my", "best", "top", "correct", "decision", "verdict", "match", "closest"})
# "match" is the answer of a key that says which option matches best ("Best match: C", "closest_match")
_ANSWER_KEY_CORE = frozenset({"answer", "choice", "chosen", "option", "selected", "selection", "pick", "picked",
                              "letter", "prediction", "decision", "verdict", "match"})
# a key that names a faulty part of the map ("inconsistent_triple", "Corrupted triple", "wrong_edge"): a value that
# names a part says there is an error
_FAULT_KEY_WORDS = frozenset({"wrong", "incorrect", "inconsistent", "corrupted", "corrupt", "faulty", "erroneous",
                              "invalid", "false", "error", "bad"})
_PART_KEY_WORDS = frozenset({"triple", "triples", "edge", "edges", "relation", "relations", "fact", "facts", "link",
                             "links", "statement", "claim"})
# the same in French, Spanish, German, Italian and Portuguese, written without accents as keys are: "nombre_entites",
# "numero_de_relaciones", "anzahl_knoten", "numero_relazioni", "total_entidades"
_FOREIGN_COUNT_KEY_NOUNS = frozenset({
    "entite", "entites", "entidad", "entidades", "entidade", "entita", "entitaet", "entitaeten", "entitat",
    "entitaten", "noeud", "noeuds", "nodo", "nodos", "nodi", "knoten", "relacion", "relaciones", "relacao", "relacoes",
    "relazione", "relazioni", "relationen", "arete", "aretes", "arista", "aristas", "aresta", "arestas", "kante",
    "kanten", "arco", "archi"})
_FOREIGN_COUNT_KEY_WORDS = frozenset({"nombre", "numero", "anzahl", "cantidad", "quantidade", "conteo", "conteggio",
                                      "totale", "gesamt", "de", "des", "del", "di", "der", "do", "da", "dos"})
# a count's key: its noun, singular or plural, and words that say it is a number ("entity_count", "num_nodes")
_COUNT_KEY_NOUNS = frozenset({"entity", "entities", "node", "nodes", "relation", "relations", "edge", "edges",
                              "triple", "triples", *_FOREIGN_COUNT_KEY_NOUNS})
_COUNT_KEY_WORDS = frozenset({"num", "number", "of", "n", "total", "count", "counts", *_FOREIGN_COUNT_KEY_WORDS})


def _key_words(key: str) -> list[str]:
    return [word.lower() for word in _KEY_WORD.findall(key)]


# a count's key in Chinese, Japanese or Korean: the noun, then the word for a number ("关系数量", "实体数", "節點數",
# "エンティティ数", "関係の数", "관계 수")
_CJK_COUNT_KEY = re.compile(r"(?:关系|關係|関係|实体|實體|実体|节点|節點|ノード|エンティティ|リレーション|边|邊"
                            r"|エッジ|三元组|トリプル|엔티티|관계|노드|엣지|개체)(?:的|の)?(?:总|總|総)?(?:数量|數量|数|數|個数|개수|\s?수)")


def _is_count_key(key: str) -> bool:
    if _CJK_COUNT_KEY.fullmatch(key.strip()):
        return True
    words = _key_words(key)
    return bool(set(words) & _COUNT_KEY_NOUNS) and set(words) <= _COUNT_KEY_NOUNS | _COUNT_KEY_WORDS


def _names_faulty_part(key: str) -> bool:
    words = set(_key_words(key))
    return bool(words & _FAULT_KEY_WORDS) and bool(words & _PART_KEY_WORDS)


def _fault_tally_event(tally: str, position: int) -> Event | None:
    """'Incorrect edges: 0', 'wrong_triples: 2': a key that names a faulty part of the map, given how many there are,
    says whether the map holds an error (none wrong: it does not)."""
    return Event(RANK_CONCLUSION, position, "Yes" if int(tally) else "No")


def _answer_key_rank(key: str) -> int | None:
    """RANK_FINAL for a key that names the final answer ("answer", "final_choice"), RANK_CONCLUSION for another
    answer's key ("choice", "option_selected", "odd_one_out"), None for any other key."""
    if _JSON_FINAL_KEYS.fullmatch(key) or _FOREIGN_ANSWER_KEY.fullmatch(key):
        return RANK_FINAL
    if _JSON_ANSWER_KEYS.fullmatch(key):
        return RANK_CONCLUSION
    words = _key_words(key)
    if not words or not set(words) <= _ANSWER_KEY_WORDS or not set(words) & _ANSWER_KEY_CORE:
        return None
    return RANK_FINAL if {"answer", "final"} & set(words) else RANK_CONCLUSION


def _json_value_parsed(raw: str, answer_type: str, choices: list[str]) -> Parsed:
    if raw in ("null", "None"):
        return HEDGE
    if raw.startswith("["):
        items = [item.strip(" \"'") for item in raw[1:-1].split(",") if item.strip(" \"'")]
        values = {parse_span(item, answer_type, choices).value for item in items} - {None}
        if len(values) == 1 and len(items) == 1:
            return Parsed(value=values.pop())
        return HEDGE if len(values) > 1 else NOTHING
    inner = raw.strip("\"'")
    if answer_type == "integer" and _APPROXIMATE_START.match(inner):
        return HEDGE  # '"answer": "approximately 12"': an estimate, not a count
    if re.fullmatch(r"[A-Za-z]\w*_\w+", inner):
        inner = inner.replace("_", " ")  # an identifier for a value: "panel_d", "Addis_Ababa"
    parsed = parse_span(inner, answer_type, choices)
    rest = inner[parsed.length:].strip(" .)")
    if parsed.value is not None and rest and not _own_text(rest, parsed.value, choices):
        return NOTHING  # a sentence that happens to start with an answer-like word
    return parsed if parsed.value is not None or parsed.hedge else HEDGE


def _own_text(rest: str, letter: str, choices: list[str]) -> bool:
    """Whether `rest`, after an option's letter in a value, is that option's own text ("E. shares border with")."""
    index = LETTERS.find(letter) if len(letter) == 1 else -1
    return 0 <= index < len(choices) and _fold(rest.strip(" .:)—–-")) == _fold(choices[index])


def _key_value_event(key: str, raw: str, position: int, answer_type: str, choices: list[str]) -> Event | None:
    """The event of one key/value pair, whatever its syntax (JSON, a tag, a YAML line): answer keys give their
    value, polar keys ('has_error') a Yes/No, count keys a count; any other key says nothing."""
    key = key.strip()
    polar = raw.strip("\"'").strip().lower()
    polar = "no" if re.match(r"(?:none|no|not)\b", polar) else polar
    if answer_type == "yes_no" and polar in _JSON_POLAR_VALUES and _JSON_POLAR_KEYS.fullmatch(key):
        return Event(RANK_CONCLUSION, position, _JSON_POLAR_VALUES[polar])
    if answer_type == "yes_no" and polar.isdigit() and _names_faulty_part(key):
        return _fault_tally_event(polar, position)
    if answer_type == "yes_no" and polar not in _JSON_POLAR_VALUES and _names_faulty_part(key):
        named = polar not in ("", "null", "n/a", "-", "?", "unknown")
        return Event(RANK_CONCLUSION, position, "Yes") if named else None  # "inconsistent_triple: (Kigali, …)"
    if answer_type == "integer" and _is_count_key(key) and raw.lstrip("-").isdigit():
        return Event(RANK_CONCLUSION, position, str(int(raw)), topic=_topic(key))
    rank = _answer_key_rank(key)
    if rank is None:
        return None
    parsed = _json_value_parsed(raw, answer_type, choices)
    if parsed.value is None and not parsed.hedge:
        return None
    return Event(rank, position, parsed.value)


def _json_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """Key/value pairs of a JSON reply: {"answer": "C"}, {"choice": "D"}, {"count": 9}, {"has_error": false},
    {"answer": ["A", "C"]} (a hedge), {"answer": null} (no answer)."""
    finishing = re.search(r"[\"']action[\"']\s*:\s*[\"'](?:finish|final[_ ]answer|answer|submit)[\"']", text, re.I)
    events = [_key_value_event("answer" if finishing and m.group("key") == "action_input"
                               or _GENERIC_ARGUMENT.fullmatch(m.group("key")) and _in_answering_call(text, m.start())
                               else m.group("key"), m.group("value"), m.end(), answer_type, choices)
              for m in _JSON_PAIR.finditer(text)]
    events += _nested_answer_events(text, answer_type, choices)
    reasoned: dict[str, str | None] = {}  # each object's reasoning is read once, whatever keys answer in it
    kept = []
    for event in events:
        if event is None or _in_other_tools_call(text, event.position):
            continue
        if event.value is not None:
            held = _enclosing_object(text, event.position)
            if held not in reasoned:
                reasoned[held] = _reasoning_field_answer(held, answer_type, choices)
            if reasoned[held] not in (None, event.value):
                event = replace(event, value=None)
        kept.append(event)
    return kept


# a tool call's name and the opening of its arguments: '{"name": "crop_image", "arguments": {'
_TOOL_CALL_HEAD = re.compile(r"[\"'](?:name|tool|function)[\"']\s*:\s*[\"'](?P<tool>[^\"'\n]{1,60})[\"']\s*,\s*"
                             r"[\"'](?:arguments|args|parameters|input|params)[\"']\s*:\s*\{", re.IGNORECASE)
# the name of a tool that hands in the answer: "submit_answer", "final_answer", "answer", "respond", "report_count"
_ANSWERING_TOOL = re.compile(r"answer|submit|final|finish|respond|reply|choose|select|pick|output|result|report",
                             re.IGNORECASE)


# an argument's key that names no answer of its own: what a call to an answering tool hands in
# ('submit_answer({"value": "eleven"})')
_GENERIC_ARGUMENT = re.compile(r"value|input|arg|argument|response|output|content|text", re.IGNORECASE)
# a call written as code, its name and the opening of its arguments' object: 'submit_answer({'
_CODE_CALL_HEAD = re.compile(r"(?P<tool>[A-Za-z_]\w{0,40})\s*\(\s*\{")


def _in_answering_call(text: str, position: int) -> bool:
    """Whether `position` lies in the arguments of a call to a tool that hands in the answer ('submit_answer({"value":
    "eleven"})', '{"name": "final_answer", "arguments": {"value": 7}}')."""
    call = max([*_CODE_CALL_HEAD.finditer(text, 0, position), *_TOOL_CALL_HEAD.finditer(text, 0, position)],
               key=lambda m: m.start(), default=None)
    return bool(call and "}" not in text[call.end(): position] and _ANSWERING_TOOL.search(call.group("tool")))


def _in_other_tools_call(text: str, position: int) -> bool:
    """Whether `position` lies in the arguments of a call to a tool that hands in no answer ('{"name":
    "crop_image", "arguments": {"panel": "A"}}'): the model looks at panel A, it does not answer A."""
    call = next((m for m in reversed(list(_TOOL_CALL_HEAD.finditer(text, 0, position)))), None)
    return bool(call and "}" not in text[call.end(): position - 1] and not _ANSWERING_TOOL.search(call.group("tool")))


def _enclosing_object(text: str, position: int) -> str:
    """The flat JSON object around `position` (from the last "{" before it to the first "}" after it): a reply may
    write several, each with its own reasoning."""
    start = text.rfind("{", 0, position)
    end = text.find("}", position)
    return text[max(start, 0): end + 1 if end >= 0 else len(text)]


# a JSON reply's field of reasoning: {"answer": "C", "reasoning": "… which matches option A."}
_REASONING_FIELD = re.compile(r"[\"'](?:reasoning|reason|explanation|rationale|analysis|justification|thoughts?)[\"']"
                              r"\s*:\s*\"(?P<body>(?:[^\"\\]|\\.){12,3000})\"", re.IGNORECASE)


def _reasoning_field_answer(text: str, answer_type: str, choices: list[str]) -> str | None:
    """The answer a JSON reply's reasoning field commits to, read as a reply of its own: where it names another
    answer than the answer field ({"answer": "C", "reasoning": "… which matches option A."}, {"count": 5,
    "reasoning": "… which is 6 nodes."}), the reply contradicts itself and commits to neither."""
    field = _REASONING_FIELD.search(text)
    if not field or _REASONING_FIELD.search(text, field.end()):
        return None
    body = field.group("body").replace('\\"', '"').replace("\\n", "\n")
    return extract_answer(body, answer_type, choices)


# an answer's key whose value is an object: '"answer": {"value": 9, "unit": "entities"}'
_NESTED_OBJECT = re.compile(r"[\"'](?P<key>[^\W\d](?:[^\W\d]| ){0,40})[\"']\s*:\s*\{(?P<body>[^{}]{0,300})\}")


def _nested_answer_events(text: str, answer_type: str, choices: list[str]) -> list[Event | None]:
    """'"answer": {"value": 9, "unit": "entities"}', '"answer": {"letter": "C", "confidence": 0.8}': an answer's key
    whose value is an object answers with the object's first field that holds a value ("value") or an answer (an
    answer's or a count's key), at the outer key's rank."""
    events: list[Event | None] = []
    for nested in _NESTED_OBJECT.finditer(text):
        if _answer_key_rank(nested.group("key")) is None:
            continue
        for inner in _JSON_PAIR.finditer(nested.group("body")):
            key = inner.group("key")
            if key.lower() == "value" or _answer_key_rank(key) is not None or _is_count_key(key):
                events.append(_key_value_event(nested.group("key"), inner.group("value"), nested.end(), answer_type,
                                               choices))
                break
    return events


# the same key/value pairs written as XML-style tags (<choice>E</choice>, <has_error>false</has_error>), bracketed
# tags ([COUNT] 9), YAML or INI lines (error_found: true) and keyword arguments of a tool call (choice="D")
_TAG_PAIR = re.compile(r"<(?P<key>[A-Za-z_][\w-]{0,40})(?:\s[^<>]{0,80})?>[ \t\n]*(?P<value>[^<>\n]{0,120}?)[ \t\n]*"
                       r"</(?P=key)\s*>")
_BRACKET_PAIR = re.compile(r"\[(?P<key>[A-Za-z_]{2,40})\][ \t]*(?P<value>[^\[\]\n]{1,120}?)[ \t]*(?:\[/(?P=key)\]|$)",
                           re.MULTILINE)
_LINE_PAIR = re.compile(r"^[ \t]*(?:[-*•][ \t]+)?(?P<key>[A-Za-z_][A-Za-z_ ]{0,40}?)[ \t]*(?::=|[:=])[ \t]*"
                        r"(?P<value>[^\s:=][^\n]{0,119}?)[ \t]*$", re.MULTILINE)
_KEYWORD_PAIR = re.compile(r"\b(?P<key>[A-Za-z_]\w{0,40})\s*=\s*(?P<value>\"[^\"\n]{0,120}\"|'[^'\n]{0,120}')")
# a table row of two cells, a key and its value: "| any error | no |", "| answer | D |"
_TABLE_PAIR = re.compile(r"^[ \t]*\|[ \t]*(?P<key>[A-Za-z_][\w -]{0,40}?)[ \t]*\|[ \t]*(?P<value>[^|\n]{1,60}?)"
                         r"[ \t]*\|[ \t]*$", re.MULTILINE)


# the start of a table row on the next line (a row cut off before its closing bar is no `_TABLE_ROW`)
_NEXT_ROW = re.compile(r"[ \t]*\n[ \t]*\|")


def _table_record_pairs(text: str) -> list[tuple[str, str, int]]:
    """(key, value, end) for a table of one header row and one data row, a record whose column names are its keys:
    '| relation_count | confidence |' over '| 13 | 0.6 |'."""
    rows = [m for m in _TABLE_ROW.finditer(text) if not re.fullmatch(r"[\s|:\-]*", m.group("cells"))]
    if len(rows) != 2 or not re.fullmatch(r"(?:\s*\|)?[^\n]*\n(?:[ \t]*\|[\s|:\-]*\|[ \t]*\n)?[ \t]*",
                                          text[rows[0].start(): rows[1].start()]):
        return []
    if _NEXT_ROW.match(text, rows[1].end()):
        return []  # a third row follows, cut off before its end: a table of several rows, not one record
    heads, values = ([cell.strip() for cell in row.group("cells").split("|")] for row in rows)
    if len(heads) != len(values) or not all(re.fullmatch(r"[A-Za-z_][\w ]{0,40}", head) for head in heads):
        return []
    return [(head, value, rows[1].end()) for head, value in zip(heads, values, strict=True)]


def _tagged_pair_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """Key/value pairs outside JSON, read with the JSON keys' meanings (`_key_value_event`). Unlike a JSON value,
    such a value may be prose ('Answer: The graph contains ten entities.'), so it counts only when it is an answer
    or says outright that there is none ('answer: null', '<count>8-10</count>', '<answer>N/A</answer>')."""
    events = []
    for pattern in (_TAG_PAIR, _BRACKET_PAIR, _LINE_PAIR, _KEYWORD_PAIR, _TABLE_PAIR):
        for match in pattern.finditer(text):
            key = match.group("key").strip().replace(" ", "_").replace("-", "_")
            raw = match.group("value").strip()
            if "=" in text[match.start("key"): match.start("value")]:
                raw = re.sub(r"\s+#.*$", "", raw)  # "error_found = None  # unreadable": the comment is no value
            raw = re.sub(r"\s+#\s.*$", "", raw)  # "final_answer: C  # A was mirrored": a YAML comment
            literal = raw in ("null", "None", "true", "false") or raw.lstrip("-").isdigit() or raw[:1] in "\"'"
            raw = raw if literal else '"' + raw.replace('"', "'") + '"'
            if _updated_later(text, match.group("key"), match.end()):
                continue
            if raw == "None" and "=" in text[match.start("key"): match.start("value")]:
                raw = "null"  # "error_found = None": Python's None leaves the answer open
            event = _key_value_event(key, raw, match.end(), answer_type, choices)
            if event is not None and pattern is _TAG_PAIR:
                event = replace(event, topic=event.topic or _box_topic(text, match, answer_type))
            inner = _clean_span_start(raw.strip("\"'"))
            if event is not None and (event.value is not None or raw == "null" or _NONCOMMITTAL_START.match(inner)
                                      or parse_span(inner, answer_type, choices).hedge):
                events.append(event)
    for key, value, end in _table_record_pairs(text):
        literal = value.lstrip("-").isdigit() or value in ("true", "false", "null")
        event = _key_value_event(key.replace(" ", "_"), value if literal else f'"{value}"', end, answer_type, choices)
        if event is not None and event.value is not None:
            events.append(event)
    return events


# one record of key/value pairs: a flat JSON object or Python dict, the arguments of a call, or a run of lines that
# are each a key/value pair (YAML lines, tags, two-cell table rows); not lines of code, where a later assignment
# updates the earlier one ("answer = 'B'" … "answer = 'D'")
_FLAT_RECORD = re.compile(r"\{[^{}]*\}|\([^()\n]*=[^()\n]*\)")
_PAIR_LINE = (r"[ \t]*(?:[-*•][ \t]+)?(?:<[A-Za-z_][\w-]{0,40}[^<>\n]{0,80}>[^<>\n]*</[\w-]+\s*>"
              r"|[A-Za-z_][\w -]{0,40}[ \t]*:[^\n]*|\|[^|\n]+\|[^|\n]+\|)[ \t]*")
_PAIR_LINES = re.compile(rf"^{_PAIR_LINE}(?:\n{_PAIR_LINE})+$", re.MULTILINE)


def _record_conflict_events(text: str, answer_type: str, choices: list[str], target: str | None = None) -> list[Event]:
    """Two answer fields of one record that disagree ('{"answer": "B", "final_choice": "C"}', '<error_found>true
    </error_found> <error_found>false</error_found>', an answer that is option B's text beside "option": "D") leave
    the answer open: a hedge after the record, ranked as its highest field. Counts of different nouns
    ('nodes: 6, edges: 5') are no conflict, nor are parts beside their total ("Visible nodes: 10", "Masked nodes: 1",
    "Total entities: 11"); a count of the noun asked for (`target`) disagrees with a final answer's field
    ('{"relation_count": 4, "answer": 6}' asked for relations)."""
    events = []
    for record in [*_FLAT_RECORD.finditer(text), *_PAIR_LINES.finditer(text)]:
        fields = _json_events(record.group(), answer_type, choices)
        fields += _tagged_pair_events(record.group(), answer_type, choices)
        said = [event for event in fields if event.value is not None and event.topic is None]
        if target is not None and any(event.rank == RANK_FINAL for event in said):
            said += [event for event in fields if event.value is not None and event.topic == target]
        if len({event.value for event in said}) > 1:
            # just past the record's end, so that the hedge follows the field that closes the record
            events.append(Event(max(event.rank for event in said), record.end() + 1, None))
    return events


# a lean: "I'm leaning towards no error", "inclined to say C"; in French, Spanish, German and Italian "je pencherais
# pour C", "me inclino por la B", "ich tendiere zu C", "propendo per la C"
_LEANING_RE = re.compile(r"\b(?:lean(?:ing|s)?|inclined)\s+(?:more\s+)?(?:towards?|to)\s+(?:saying\s+)?"
                         r"|\b(?:je\s+)?penche(?:rais)?\s+(?:plutôt\s+)?(?:pour|vers)\s+"
                         r"|\bme\s+inclin(?:o|ar[ií]a)\s+(?:más\s+)?(?:por|hacia)\s+|\btendiere\s+(?:eher\s+)?zu[rm]?\s+"
                         r"|\bpropendo\s+per\s+", re.IGNORECASE)


def _leaning_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """'I'm leaning towards no error', 'leaning to C': a lean is a statement, so a later 'B is equally plausible'
    still makes it a hedge."""
    events = []
    for match in _LEANING_RE.finditer(text):
        parsed = parse_span(text[match.end(): match.end() + 80], answer_type, choices)
        if parsed.value is not None and not _is_hypothetical(text, match.start()):
            events.append(Event(RANK_STATEMENT, match.end(), parsed.value))
    return events


# a guess that opens its sentence or follows a doubt: "Probably D?", "Not sure — maybe NATO?", "I'm not sure, maybe
# panel B?", "It is hard to tell; it could be A.", "Possibly 6 relations?"
_LONE_LEAN = re.compile(r"(?:^|(?<=[.!?\n;]))\s*(?P<doubt>(?:i'm\s+|i\s+am\s+)?not\s+sure\s*[,—–:]\s*)?"
                        r"(?:maybe|perhaps|possibly|probably|it\s+(?:could|might|may)\s+be)\s+"
                        r"(?P<pick>[^.!?,;\n]{1,40}?)\s*(?:[.!?,;]|$)", re.IGNORECASE)


# a second candidate the reply raises beside its guess, named or not: "though it could also be the EU", "or maybe C"
_ALTERNATIVE_RAISED = re.compile(r"\b(?:could|might|may)\s+also\s+be\b|\bor\s+(?:maybe|perhaps|possibly)\b",
                                 re.IGNORECASE)
_COUNT_WORDS = ("entities", "entity", "relations", "relation", "edges", "edge", "nodes", "node")


def _kept_loose(text: str, start: int) -> bool:
    """Whether the count at `start` is given loosely after it ("9, give or take", "9 or so"): no exact count."""
    return parse_integer(text[start:]).hedge


def _lone_lean_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """'Probably D? The third level looks different.', 'It's hard to count precisely; it could be 11.': a single best
    guess named is a commitment, a conclusion after the doubt before it. It stands only where the reply names no other
    answer anywhere ('Maybe B. Maybe D.', '7, maybe 8.', 'Probably NATO, though it could also be the EU' stay open)
    and nothing doubts it after it (a later refusal still wins); a reply that is nothing but the guess ('Maybe
    seven.') shrugs rather than guesses; detection verdicts are left to their own rules."""
    if answer_type == "yes_no" or _ALTERNATIVE_RAISED.search(text):
        return []
    events = []
    for match in _LONE_LEAN.finditer(text):
        if not match.group("doubt") and not text.replace(match.group(), "").strip():
            continue  # "Maybe seven.": the guess alone
        parsed = parse_span(match.group("pick"), answer_type, choices)
        if parsed.value is None or match.group("pick")[parsed.length:].strip(" )'\"") not in ("", *_COUNT_WORDS):
            continue
        if answer_type == "integer":
            named = {_number_value(m.group()) for m in re.finditer(_NUMBER, text, re.IGNORECASE)} - {None}
            if named != {int(parsed.value)} or _kept_loose(text, match.start("pick")):
                continue  # another count named, or this one kept loose after it ("Probably 9, give or take.")
        elif {m.value for m in _letter_mentions(text, choices) + _text_mentions(text, choices)} != {parsed.value}:
            continue
        events.append(Event(RANK_CONCLUSION, match.end("pick"), parsed.value))
    return events


# the option nearest to what the reply expects: "the hole pattern in D seems closest to what I'd expect", "B is
# nearest to the expected view" (unlike "closest to A", which compares two drawings)
_CLOSEST_TO_EXPECTED = (r"(?:closest|nearest)\s+to\s+(?:what\s+(?:i|we)(?:'d|\s+would)?\s+(?:expect|predict)"
                        r"|the\s+expect(?:ed|ation))")
# an answer given on what the reply can make out after all: "from what I can see", "based on what I can see"
_AS_SEEN = r"(?:from|based\s+on|going\s+by)\s+what\s+i\s+can\s+(?:see|tell|make\s+out)"
_COMMITS_AFTER_ALL = re.compile(
    rf"^[^.!?\n]{{0,60}}?,?\s*\bbut\s+{_AS_SEEN}|"
    r"^[^.!?\n]{0,60}?,?\s*\bbut\s+(?:i\s+(?:believe|think|'d\s+say|would\s+say|lean|guess)|my\s+(?:best\s+)?guess"
    # "…, but the best match for the reference object is **option D**", "…, but … fits **E. capital of** best"
    r"|[^.!?\n]{0,80}?\bfits?\b[^!?\n]{1,60}?\bbest\b"
    r"|[^.!?\n]{0,40}?\b(?:most\s+(?:plausible|likely|probable)|(?:closest|nearest)(?!\s+to\b)|best\s+(?:match|fit)|"
    + _CLOSEST_TO_EXPECTED + r"))", re.IGNORECASE)


# a later sentence that turns from what came before: "However, …", "That being said, …", "But if I had to guess, …"
_TURN = re.compile(r"(?:^|(?<=[.!?\n]))\s*(?:however|but|that\s+(?:being\s+)?said|nevertheless|nonetheless|even\s+so"
                   r"|with\s+that\s+(?:caveat|in\s+mind|said))\b", re.IGNORECASE)


# the answer said to depend on what the reply cannot settle: "whether there's an error depends entirely on that label",
# "the answer hinges on how strictly 'part of' is meant" ("hinges on" as "depends on")
_DEPENDS = r"(?:depends|hinges)"
# ("That depends on the convention." as well: the answer it is asked for)
_IT_DEPENDS = (r"|(?:^|(?<=[.!?\n]))\s*(?:well,?\s+)?(?:it|that|this)\s+(?:really\s+)?" + _DEPENDS
               + r"\s+(?:\w+\s+)?(?:on|upon)\b")
# which of the answers weighed is meant, said to depend: "Which number is intended depends on whether …", "which one
# is right depends on how …"
_WHICH_DEPENDS = (r"|\b(?:which|what)\s+(?:number|count|total|figure|value|one|answer|option|reading)\b"
                  r"[^.;!?\n]{0,40}?\b" + _DEPENDS + r"\s+(?:\w+\s+)?(?:on|upon)\b")
_DEPENDS_ON = re.compile(r"\b(?:whether|if)\b[^.;!?\n]{1,80}?\b" + _DEPENDS + r"\s+(?:\w+\s+)?(?:on|upon)\b"
                         r"|\b(?:the\s+(?:answer|count|verdict)|it\s+all)\s+" + _DEPENDS
                         + r"\s+(?:\w+\s+)?(?:on|upon)\b"
                         # "It depends on what is meant by 'relations':" opening a sentence
                         + _IT_DEPENDS + _WHICH_DEPENDS
                         # a closing clause: "…, depending on what you mean by relations."
                         + r"|,\s*depending\s+(?:on|upon)\s+(?:what|how|whether|which)\b", re.IGNORECASE)


def _dependent_answer_events(text: str) -> list[Event]:
    """'Every other triple is correct, so whether there's an error depends entirely on that label.': the answer is
    left to what the reply could not read, which leaves open what it said before; what it settles after still
    decides."""
    return [Event(RANK_STATEMENT, m.end(), None) for m in _DEPENDS_ON.finditer(text)]


# one reading of what an answer depends on, named as such: "Under the first reading …", "on the second
# interpretation …", "by the strict definition …" ("under either reading" holds under both, it names no one reading)
_NAMED_READING = re.compile(r"\b(?:under|on|in|by|with|for)\s+(?:the\s+|a\s+)?(?:first|second|third|former|latter"
                            r"|other|one|strict(?:er)?|loose(?:r)?|broad(?:er)?|narrow(?:er)?|literal|official)\s+"
                            r"(?:reading|interpretation|definition|understanding|sense|view)\b", re.IGNORECASE)


def _under_named_reading(text: str, start: int, position: int) -> bool:
    """Whether the clause that holds `position` (after `start`) stands under one named reading of what the answer
    depends on ('Under the first reading the graph has an error; under the second it does not.')."""
    before = text[start:position].rstrip(" \t.;!?\n")
    breaks = [m.end() for m in re.finditer(r"[.;!?\n]", before)]
    return bool(_NAMED_READING.search(before, breaks[-1] if breaks else 0))


def _without_dependent_readings(events: list[Event], text: str) -> list[Event]:
    """'It depends on what is meant by "relations": - Edges: 7 arrows. - Relation types: 3.': statements after an
    answer said to depend on something that give it different values are its readings, each under its own
    condition; they leave the dependency open (one value after it, or a conclusion, still decides). So does a
    statement under one reading named as such ('Under the first reading the graph has an error; under the second it
    does not.')."""
    dependencies = list(_DEPENDS_ON.finditer(text))
    if not dependencies:
        return events
    end = dependencies[-1].end()
    events = [event for event in events if event.position <= end or event.rank > RANK_STATEMENT
              or not _under_named_reading(text, end, event.position)]
    later = [event for event in events if event.position > end]
    if (all(event.rank <= RANK_STATEMENT for event in later)
            and len({event.value for event in later if event.value is not None}) > 1):
        return [event for event in events if event.position <= end]
    return events


# a count of the relations' kinds set against a count of their edges: "4 distinct relation types (…), but 11 edges in
# total", "7 edges, but only 3 distinct relation types"
_KIND_NOUN = r"(?:distinct\s+|different\s+|unique\s+)?relation(?:ship)?\s+types\b"
_EDGE_NOUN = r"(?:relation\s+)?(?:edges|arrows|links)\b"
_KINDS_AGAINST_EDGES = re.compile(
    rf"(?:\b{_NUMBER}\s+{_KIND_NOUN}[^.!?\n]*?\bbut\s+(?:there\s+are\s+)?{_NUMBER}\s+{_EDGE_NOUN}"
    rf"|\b{_NUMBER}\s+{_EDGE_NOUN}[^.!?\n]*?\bbut\s+only\s+{_NUMBER}\s+{_KIND_NOUN})"
    r"(?:\s+in\s+total|\s+altogether|\s*\([^()\n]*\))?", re.IGNORECASE)


def _without_dependent_counts(events: list[Event], text: str) -> list[Event]:
    """`_without_dependent_readings` over every count, before those of other things are set aside: "It depends on
    what you mean by 'relations': there are 4 relation types, but 9 edges in total" weighs two readings, though only
    one of them counts relations. So does a count of the relations' kinds set against a count of their edges that
    nothing after it settles ("There are 4 distinct relation types (…), but 11 edges in total.")."""
    events = _without_dependent_readings(events, text)
    split = next(reversed(list(_KINDS_AGAINST_EDGES.finditer(text))), None)
    if split is None or any(event.position > split.end() for event in events):
        return events
    return [event for event in events if event.position < split.start() or event.rank > RANK_STATEMENT] + [
        Event(RANK_STATEMENT, split.end(), None)]


def _refusal_events(text: str) -> list[Event]:
    """Refusals, unless the same sentence goes on to commit ('Hard to say for certain, but I believe …'); a refusal
    that a later sentence turns from ('I can't see the image. However, …') is kept only as a statement, so that what
    the reply goes on to commit to wins and the refusal stands where nothing does."""
    turns = [m.start() for m in _TURN.finditer(text)]
    return [Event(RANK_STATEMENT if any(t > m.end() for t in turns) else RANK_CONCLUSION, m.start(), None)
            for m in _REFUSAL_RE.finditer(text)
            if not _COMMITS_AFTER_ALL.match(text[m.end():]) and not _excepts_one(text, m.start())
            and not _doubted_belief(text, m)]


# the asked thing said to be unseen or unreadable: "I can't make out the masked node", "I can't compare it with the
# others", "The rest I can't distinguish.", "the masked node is unreadable", "… too small for me to read", "看不清",
# "読み取れません", "잘 보이지 않습니다". Not "I can't see how/why/any other …", which argue for a pick.
_UNSEEN_CANNOT = (r"(?:can ?not|can't|cannot|couldn't|could\s+not|am\s+unable\s+to|'m\s+unable\s+to"
                  r"|am\s+not\s+able\s+to|'m\s+not\s+able\s+to)")
_UNSEEN_THING = (r"(?:node|entity|entities|labels?|edges?|panels?|options?|choices?|figures?|holes?|text|arrows?"
                 r"|names?|words?|rest|others|image|picture|diagram|it|them)")
_UNSEEN = re.compile(
    rf"\b(?:i|we)\s*{_UNSEEN_CANNOT}\s+(?:(?:quite|really|clearly|properly|fully)\s+)?"
    r"(?:make\s+out|see|read|discern|distinguish|decipher|compare|tell\s+apart)\b"
    r"(?:\s*(?=[.;!,)]|$)|\s+(?!(?:how|why|what|where|when|that|anything|any|another|other|no|much"
    rf"|past|beyond)\b)(?:[^\s.,;:!?]+\s+){{0,3}}?{_UNSEEN_THING}\b)"
    rf"|\b(?:{_UNSEEN_THING}|they)\s+(?:itself\s+|themselves\s+)?(?:is|are|was|were)\s+"
    r"(?:(?:too|quite|very|rather|completely|entirely|partly|almost|mostly)\s+)*"
    r"(?:unreadable|illegible|indecipherable|not\s+(?:legible|readable)"
    r"|(?:hard|difficult|impossible)\s+(?:for\s+me\s+)?to\s+(?:read|make\s+out|decipher|discern)"
    r"|too\s+\w+(?:\s+for\s+me)?\s+to\s+(?:read|make\s+out|decipher|discern|see))\b"
    r"|看不(?:太)?清|读不出|読み取れません|判読できません|よく見えません|잘\s*보이지\s*않|알아볼\s*수\s*없|읽을\s*수\s*없",
    re.IGNORECASE)


def _unseen_events(text: str) -> list[Event]:
    """A statement that the asked thing cannot be seen or read commits to nothing: after an option named in a clause
    that does not conclude ("Uganda's capital is Kampala. But I can't make out the masked node.") the reply is left
    uncommitted; a pick after it ("I can't see panel C well, but B is clearly right.") still decides."""
    return [Event(RANK_STATEMENT, m.start(), None) for m in _UNSEEN.finditer(text)
            if not _is_hypothetical(text, m.start()) and not _sentence_is_question(text, m.end())]


# a belief the reply states as its own, then doubts in the same sentence with a bare "but I'm not sure" that ends it:
# "I think it might be B, but I'm not sure.", "I think there are 8 entities, but I'm not sure."
# (also a lean the reply says: "I'd say B, but I'm not sure.")
_SAYING_LEAN = r"|i'd\s+say|i\s+would\s+say"
_BELIEF_THEN_DOUBT = re.compile(r"(?:^|(?<=[.!?\n]))\s*(?:i\s+(?:think|believe)" + _SAYING_LEAN + r")\b[^.!?\n;]{1,80},"
                                r"\s*but\s*$", re.IGNORECASE)


def _doubted_belief(text: str, refusal: re.Match[str]) -> bool:
    """Whether `refusal` is a bare doubt closing a sentence that states the reply's own belief: the belief is its
    answer, named once (two options named, or a question, are left to the other rules)."""
    if not re.fullmatch(r"i(?:'m|\s+am)\s+not\s+sure", refusal.group(), re.IGNORECASE):
        return False
    if not re.match(r"\s*(?:[.!]|$)", text[refusal.end():]):
        return False
    sentence_start = _sentence_start(text, refusal.start())
    belief = _BELIEF_THEN_DOUBT.match(text, sentence_start, refusal.start())
    return belief is not None and not re.search(r"\b(?:or|either)\b", belief.group(), re.IGNORECASE)


def _excepts_one(text: str, start: int) -> bool:
    """'None of the options fits except C, …': a 'none' that excepts an option in its own sentence is no refusal."""
    stop = re.search(r"[.!?;\n]", text[start:])
    return bool(_EXCEPTED.search(text, start, start + stop.start() if stop else len(text)))


_POSITIVE_MARKS = "✅✓✔☑"
_NEGATIVE_MARKS = "❌✗✘✕✖×❎"
_MARKS = _POSITIVE_MARKS + _NEGATIVE_MARKS + "➡→⇒\ufe0f"
_DETECTION_QUESTION = re.compile(
    r"(?:\b(?:is|are)\s+there|\bany|\bdoes\s+(?:the|this)\s+(?:graph|map)\s+(?:contain|have))[^?\n]{0,40}?"
    r"(?:errors?|anomal(?:y|ies)|mistakes?|inconsisten\w+)(?:\s+in\s+(?:the|this)\s+(?:knowledge\s+)?(?:graph|map))?"
    r"\s*\?\s*$"
    # the statement with a question tag: "There's an error, isn't there?", "There's no mistake, is there?"
    r"|\bthere(?:'s|\s+is|\s+are)\s+(?:an?\s+|some\s+|no\s+)?(?:\w+\s+)?(?:errors?|anomal(?:y|ies)|mistakes?"
    r"|inconsisten\w+)[^?\n,]{0,40},\s*(?:is|are|isn't|aren't)\s+there\s*\?\s*$", re.IGNORECASE)


_ERROR_TALLY = re.compile(
    r"\b(?:anomal(?:y|ies)|errors?|mistakes?|incorrect\s+triples?)(?:\s+(?:found|detected|present))?\s*[:：=]\s*"
    r"(?:(?P<none>none|0|zero|nothing|no)|(?P<some>[1-9]\d*|one|two|three|some|several))\b", re.IGNORECASE)


def _error_tally_events(text: str, answer_type: str) -> list[Event]:
    """'Errors: none' / 'Errors found: 1': a detection verdict written as a tally."""
    if answer_type != "yes_no":
        return []
    return [Event(RANK_CONCLUSION, m.end() + 1, "No" if m.group("none") else "Yes")
            for m in _ERROR_TALLY.finditer(text)]


# what may follow the polar word that answers a restated question: nothing, the question's own verb echoed or an
# adverb that only strengthens it ("Yes, entirely"), then perhaps a reason after a dash or a colon
# or its reason in the sentences after it, which do not turn from it: "Is there a factual error? No. At first I
# suspected the Vaduz edge, but Vaduz is indeed the capital."
_POLAR_REASON_AFTER = (r"|\.\s+(?!(?:however|but|wait|actually|hmm+|although|though|that\s+said|yet|still)\b)"
                       r"[\"'‘“]?[A-Z][^\n]*")
_POLAR_ECHO = re.compile(r"(?:\s*,?\s*(?:there\s+(?:is|are)(?:\s+(?:one|an?\s+error))?|there'?s\s+(?:one|an?\s+error)"
                         r"|it\s+(?:does|is)|there\s+(?:isn't|is\s+not|aren't|are\s+not)|it\s+(?:doesn't|does\s+not)"
                         r"|entirely|completely|fully|totally|absolutely|definitely|certainly))?\s*"
                         r"(?:[—–:]\s[^\n]*" + _POLAR_REASON_AFTER + ")?", re.IGNORECASE)


def _restated_question_events(text: str, answer_type: str) -> list[Event]:
    """'Is there an error? Yes' on one line: the item's own question restated, then its answer."""
    if answer_type != "yes_no":
        return []
    events = []
    for match in re.finditer(r"[^\n]+", text):
        head, mark, tail = match.group().rpartition("?")
        flipped = bool(mark) and bool(_CORRECTNESS_QUESTION.search(head + "?"))
        if flipped:  # "Is the graph factually accurate? Yes, entirely.": Yes to that question is no error
            parsed = parse_yes_no(tail.strip(" .!"))
            if parsed.value is not None and _POLAR_ECHO.fullmatch(tail.strip(" .!")[parsed.length:]):
                events.append(Event(RANK_CONCLUSION, match.start() + len(head) + 1, _opposite(parsed.value)))
            continue
        if mark and _DETECTION_QUESTION.search(head + "?"):
            reply = tail.strip(" .!")
            if re.match(r"(?:absolutely|definitely|certainly|indeed|sure)\b", reply, re.IGNORECASE):
                events.append(Event(RANK_CONCLUSION, match.start() + len(head) + 1, "Yes"))
                continue
            if re.match(r"none\b(?!\s+of\s+the\s+(?:options|choices))", reply, re.IGNORECASE):
                events.append(Event(RANK_CONCLUSION, match.start() + len(head) + 1, "No"))  # "Any errors? None …"
                continue
            parsed = parse_yes_no(reply)
            if parsed.value is not None and _POLAR_ECHO.fullmatch(reply[parsed.length:]):
                events.append(Event(RANK_CONCLUSION, match.start() + len(head) + 1, parsed.value))
    return events


def _opposite(value: str) -> str:
    return "No" if value == "Yes" else "Yes"


# the answer given to a question the reply quotes: "the answer to 'is there an error' is no"
_ANSWER_TO_QUOTED = re.compile(r"\banswer\s+to\s+(?:the\s+question\s+)?[\"'‘“](?P<q>[^\"'’”\n]{3,80}?)\??[\"'’”]\s*"
                               r"(?:is|would\s+be|[:=—–-])\s*[\"'‘“]?(?P<polar>yes|no)\b", re.IGNORECASE)


def _quoted_question_events(text: str, answer_type: str) -> list[Event]:
    """"The answer to 'is there an error' is no, and the answer to 'is the graph correct' is yes.": a polar answer to a
    quoted question, read by that question: to whether there is an error as it stands, to whether the graph is right
    turned round; answers that disagree commit to neither."""
    if answer_type != "yes_no":
        return []
    events = []
    for match in _ANSWER_TO_QUOTED.finditer(text):
        question, polar = match.group("q") + "?", parse_yes_no(match.group("polar")).value
        if polar is not None and _DETECTION_QUESTION.search(question):
            events.append(Event(RANK_CONCLUSION, match.end(), polar))
        elif polar is not None and _CORRECTNESS_QUESTION.search(question):
            events.append(Event(RANK_CONCLUSION, match.end(), _opposite(polar)))
    if len({e.value for e in events}) > 1:
        return [Event(RANK_CONCLUSION, max(e.position for e in events), None)]
    return events


_TABLE_ROW = re.compile(r"^[ \t]*\|(?P<cells>.*)\|[ \t]*$", re.MULTILINE)
_POLAR_CELL = {"yes": True, "y": True, "true": True, "1": True, "no": False, "n": False, "false": False, "0": False}


def _table_verdict_marks(text: str) -> str:
    """A markdown table whose column heading is a criterion ('Consistent with the net', 'Matches?') and whose cells
    say yes/no: the text with those cells written as ticks and crosses, so the checklist rule reads the rows."""
    rows = [(m, [cell.strip().lower() for cell in m.group("cells").split("|")]) for m in _TABLE_ROW.finditer(text)]
    if len(rows) < 3:
        return text
    header = [head.replace("_", " ") for head in rows[0][1]]  # "breaks_rule" is the criterion "breaks rule"
    criteria = [i for i, head in enumerate(header) if _CONCLUSIVE_CLAUSE.search(head)]
    out = text
    for match, cells in reversed(rows[1:]):
        marks = ["✓" if _POLAR_CELL[cells[i]] else "✗" for i in criteria if i < len(cells) and cells[i] in _POLAR_CELL]
        if len(marks) == 1:
            out = out[: match.end()] + " " + marks[0] + out[match.end():]
    return out


_FACT_VERDICT_CELL = re.compile(rf"(?P<ok>correct|right|true|valid|ok|fine|[{_POSITIVE_MARKS}])|(?P<bad>incorrect|wrong"
                                rf"|false|invalid|error|[{_NEGATIVE_MARKS}])", re.IGNORECASE)


def _fact_table_events(text: str, answer_type: str) -> list[Event]:
    """A detection reply written as a table of triples with a verdict column: a wrong row means Yes (the graph has
    an error), every row right means No; rows without exactly one verdict cell leave the table unread."""
    if answer_type != "yes_no":
        return []
    rows = [[cell.strip() for cell in m.group("cells").split("|")] for m in _TABLE_ROW.finditer(text)]
    body = [cells for cells in rows[1:] if not all(re.fullmatch(r":?-+:?", c) for c in cells if c)]
    verdicts = []
    for cells in body:
        found = [m for m in (_FACT_VERDICT_CELL.fullmatch(c.strip(" .!*")) for c in cells) if m]
        if len(found) != 1:
            return []
        verdicts.append(bool(found[0].group("ok")))
    if len(verdicts) < 2:
        return []
    end = list(_TABLE_ROW.finditer(text))[-1].end()
    return [Event(RANK_STATEMENT, end, "No" if all(verdicts) else "Yes")]


_VERDICT_POSITIVE = r"yes|correct|right|pass(?:ed|es)?|accepted|ok|okay|match(?:es)?|fits?|consistent|valid|true"
_VERDICT_NEGATIVE = (r"no|wrong|incorrect|fail(?:ed|s)?|rejected|no\s+match|mismatch|inconsistent|invalid|false"
                     r"|impossible|mirrored|extra\s+cube|wrong\s+axis")
_VERDICT_ODD = r"odd|breaks?|violates?|outlier|exception|different"
# an option and its verdict on one row: "A ........ mirrored", "| B | yes |", "- B — full match" (the option holds no
# dash, which separates it from the verdict, so that "- A — no match" is A judged "no match"), the verdict perhaps a
# sentence of its own closing the line: "E — correct shape but the cube points up; no rotation fixes that. No."
_VERDICT_ROW = re.compile(
    rf"^[ \t|]*(?P<option>[^|.\n:—–]{{1,40}})[ \t]*(?:\.{{2,}}|…+|\||:|—|–|->|→|[ \t])[^\n]*?"
    rf"(?:^|(?<=[\s|.:>—–]))(?P<verdict>{_VERDICT_POSITIVE}|{_VERDICT_NEGATIVE}|{_VERDICT_ODD}|\?|(?P<got>\d+)/(?P<of>\d+))"
    rf"[ \t|.!]*$", re.IGNORECASE | re.MULTILINE)


# a mapping from each option to its verdict: "{'A': 'fits', …, 'F': 'breaks'}", '{"A": false, "B": true}'
_MAPPED_VERDICT = re.compile(
    rf"[\"'](?P<option>[^\"'\n]{{1,40}})[\"']\s*:\s*[\"']?(?P<verdict>{_VERDICT_POSITIVE}|{_VERDICT_NEGATIVE}|{_VERDICT_ODD})"
    r"[\"']?(?=\s*[,}])(?P<got>)(?P<of>)", re.IGNORECASE)


def _verdict_kind(match: re.Match[str]) -> str:
    if match.group("of"):
        return "pos" if match.group("got") == match.group("of") != "0" else "neg"
    verdict = match.group("verdict").lower()
    for kind, pattern in (("odd", _VERDICT_ODD), ("neg", _VERDICT_NEGATIVE), ("pos", _VERDICT_POSITIVE)):
        if re.fullmatch(pattern, verdict, re.IGNORECASE):
            return kind
    return "unknown"


def _verdict_events(text: str, choices: list[str], odd_task: bool | None) -> list[Event]:
    """Options each given a verdict, one per row ('A ........ mirrored', '| B | yes |', 'Kampala   yes') or in one line
    ('A: no | B: no | F: yes', 'A ok / E odd / F ok'): the one option marked right (in an odd-one-out item, the one
    marked odd, or the one row that differs from all the others) is the answer; several, or unknowns, give none.
    A mapping from options to verdicts ("{'A': 'fits', 'F': 'breaks'}") is read as its rows."""
    rows = [(m, m.group("option")) for m in _VERDICT_ROW.finditer(text)]
    rows += [(m, m.group("option")) for m in _MAPPED_VERDICT.finditer(text)]
    for line in re.finditer(r"[^\n]*[|/,;][^\n]*", text):
        if line.group().count(":") >= 2 or re.search(r"/\s", line.group()):
            for piece in re.finditer(r"[^|/,;\n]+", line.group()):
                item = re.match(rf"[ \t]*(?P<option>[^:\n]{{1,40}}?)[ \t]*[: \t][ \t]*(?P<verdict>{_VERDICT_POSITIVE}"
                                rf"|{_VERDICT_NEGATIVE}|{_VERDICT_ODD}|\?)(?P<got>)(?P<of>)[ \t.]*$", piece.group(),
                                re.IGNORECASE)
                if item:
                    rows.append((item, item.group("option")))
    verdicts: dict[str, str] = {}
    for match, option in rows:
        option = option.strip(" |*—–-:.→>")
        parsed = parse_choice(option, choices)
        if parsed.value is not None and not option[parsed.length:].strip():
            verdicts[parsed.value] = _verdict_kind(match)
    if len(verdicts) < 2:
        return []
    end = max(m.end() for m, _ in rows)
    kinds = list(verdicts.values())
    def only(kind: str) -> str | None:
        return next(v for v, k in verdicts.items() if k == kind) if kinds.count(kind) == 1 else None
    if odd_task:
        value = only("odd") or (only("pos") if kinds.count("neg") == len(kinds) - 1 else None) or (
            only("neg") if kinds.count("pos") == len(kinds) - 1 else None)
    else:
        value = only("pos") if "unknown" not in kinds else None
    return [Event(RANK_STATEMENT, end, value)]


# the items of a list that judges the options one by one: each starts a line, a sentence or a clause, or is an option
# label in brackets: "A — incorrect. B — correct.", "(a) no (b) yes", "A (no), B (yes)", "- part of: yes, …"
_JUDGED_ITEM_BREAK = re.compile(rf"\n|(?<=[.;,!])[ \t]+|[ \t]+(?=\([{_LL}]\)[ \t])")
_ITEM_POSITIVE = r"yes|correct|right|fits?|matches|valid|true|follows(?!\s+from)"
_ITEM_NEGATIVE = r"no|incorrect|wrong|invalid|false|breaks|violates|(?:doesn't|does\s+not)\s+(?:fit|match|follow)"
# a verdict that keeps the option standing without settling on it: "A – possible.", "E — also plausible, …"; it counts
# as judged right, so two of them, or one beside a "yes", leave the list undecided
_ITEM_OPEN = r"(?:also\s+)?(?:possible|plausible|possibly)"
_JUDGED_ITEM = re.compile(
    rf"[ \t]*(?:[-*•][ \t]+)?(?P<option>\([{_LL}]\)|[^\n:—–()]{{1,40}}?)[ \t]*(?:[:—–(][ \t]*)?(?:[{_MARKS}][ \t]*)?"
    rf"(?P<verdict>{_ITEM_POSITIVE}|{_ITEM_NEGATIVE}|{_ITEM_OPEN})(?=[\s.,;:!)—–]|$)", re.IGNORECASE)


def _judged_items(text: str, choices: list[str]) -> list[tuple[int, int, str, bool]]:
    """The options a reply judges one by one, each as (start, end of its verdict, option, verdict is positive): the
    option's name opens the item and a verdict word follows it at once, after a colon, a dash or a bracket ('A —
    incorrect.', '(c) yes', 'B (yes)', 'Vaduz: yes — Liechtenstein's capital.', 'E — yes, the dot moves …')."""
    items = []
    starts = [0] + [m.end() for m in _JUDGED_ITEM_BREAK.finditer(text)]
    for start in starts:
        item = _JUDGED_ITEM.match(text, start)
        if not item:
            continue
        option = item.group("option").strip(" *")
        parsed = parse_choice(option, choices)
        if parsed.value is not None and not option[parsed.length:].strip(" )"):
            positive = re.fullmatch(f"{_ITEM_POSITIVE}|{_ITEM_OPEN}", item.group("verdict"), re.IGNORECASE) is not None
            items.append((start, item.end(), parsed.value, positive))
    return items


def _judged_list_events(text: str, choices: list[str], odd_task: bool | None) -> tuple[list[Event], tuple[int, int]]:
    """A list that judges two or more options in turn: the one option judged right is the answer, two or none
    judged right commit to neither, and so does every option judged wrong (in an odd-one-out item, the one judged
    differently from all the others is the answer). The span of the list comes back too: what stands inside it is
    an item's option or verdict, not an answer."""
    items = _judged_items(text, choices)
    verdicts = {option: positive for _, _, option, positive in items}
    if len(verdicts) < 2:
        return [], (0, 0)
    right = [option for option, positive in verdicts.items() if positive]
    wrong = [option for option, positive in verdicts.items() if not positive]
    if not right and len(wrong) < len(choices):
        return [], (0, 0)  # "A — no match, B — full match, …": an option judged in other words is left to them
    value = right[0] if len(right) == 1 and (not odd_task or len(wrong) == len(verdicts) - 1) else None
    if odd_task and value is None and len(wrong) == 1 and len(right) == len(verdicts) - 1:
        value = wrong[0]  # "A: fits, B: fits, C: doesn't fit, …": the one that does not fit breaks the rule
    end = max(item_end for _, item_end, _, _ in items)
    return [Event(RANK_STATEMENT, end, value)], (items[0][0], end)


# a fact named by its two ends joined by a dash, then its verdict: "Berlin–Germany: correct."
_JUDGED_FACT = re.compile(r"[ \t]*(?:[-*•][ \t]+)?[^\n:.;]{1,40}?\s*[–—-]\s*[^\n:.;]{1,60}?\s*:\s*"
                          r"(?P<verdict>correct|incorrect|right|wrong|true|false)[ \t]*[.!;]?[ \t]*(?=\n|$)",
                          re.IGNORECASE)


def _judged_fact_events(text: str) -> tuple[list[Event], tuple[int, int]]:
    """Facts of the map judged one by one in running text ('Berlin–Germany: correct. Paris–France: correct.'): one
    wrong means there is an error, all right that there is none; the span of the list comes back too."""
    starts = [0] + [m.end() for m in _JUDGED_ITEM_BREAK.finditer(text)]
    ends = {m.start() for m in _JUDGED_ITEM_BREAK.finditer(text)} | {len(text)}
    facts = []
    for start in starts:
        end = min((e for e in ends if e > start), default=len(text))
        fact = _JUDGED_FACT.fullmatch(text, start, end)
        if fact:
            facts.append((start, end, fact.group("verdict").lower() in ("correct", "right", "true")))
    if len(facts) < 2:
        return [], (0, 0)
    end = facts[-1][1]
    return [Event(RANK_STATEMENT, end, "No" if all(ok for _, _, ok in facts) else "Yes")], (facts[0][0], end)


def _outside(events: list[Event], span: tuple[int, int]) -> list[Event]:
    """The events that do not stand inside `span` (a list of judged items) below the rank of a final answer."""
    if span[0] == span[1]:
        return events
    return [e for e in events if e.rank == RANK_FINAL or not span[0] <= e.position <= span[1]]


_FACT_LINE = re.compile(r"^[ \t]*[^\n]{2,60}?(?:\.{2,}|…+|\|)[ \t]*(?P<verdict>ok|okay|fine|correct|right|yes"
                        r"|wrong|incorrect|error|false|no)[ \t.!]*$", re.IGNORECASE | re.MULTILINE)


def _fact_line_events(text: str) -> list[Event]:
    """Facts checked line by line ('capital ....... OK', '(Japan, capital, Tokyo)   | yes'): a wrong one means there is
    an error, all of them right that there is none."""
    verdicts = [m.group("verdict").lower() in ("ok", "okay", "fine", "correct", "right", "yes")
                for m in _FACT_LINE.finditer(text)]
    if len(verdicts) < 2:
        return []
    if "?" in text and not all(verdicts):
        pass
    unknown = re.search(r"(?m)^[^\n]*(?:\.{2,}|\|)[ \t]*\?[ \t]*$", text)
    if unknown and all(verdicts):
        return [Event(RANK_STATEMENT, len(text), None)]
    return [Event(RANK_STATEMENT, list(_FACT_LINE.finditer(text))[-1].end(), "No" if all(verdicts) else "Yes")]


# a triple on a list line, bulleted or numbered, then what follows it: "- (Germany, capital, Berlin): correct",
# "- Kenya → capital → Nairobi ✓", "4. Suïssa — membre de — Unió Europea ✗ (…)"
_TRIPLE_LIST_LINE = re.compile(
    r"^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]*(?:\([^()\n]{3,100}\)|[^\n→—–]{1,40}(?:→|—|–|->)[^\n→—–]{1,40}(?:→|—|–|->)"
    rf"[^\n→—–:({_POSITIVE_MARKS}{_NEGATIVE_MARKS}]{{1,40}})(?P<rest>[^\n]*)$", re.MULTILINE)


def _triple_list_events(text: str) -> list[Event]:
    """'- (Germany, capital, Berlin): correct\n…\n- (Austria, capital, Salzburg): incorrect - …', '- Kenya → capital →
    Nairobi ✓\n…': three or more triples listed one a line, each followed at once by its verdict (a mark, or
    "correct", "wrong" …), answer the detection question as the verdicts say, where the reply draws no conclusion of
    its own (a statement, not a conclusion): a wrong one means an error; all of them right mean none only where the
    list ends the reply (after it, "(The remaining edges are too small for me to read.)" or a list of "the other
    edges" checks only part of the graph); a triple without a verdict leaves the list unread."""
    lines = list(_TRIPLE_LIST_LINE.finditer(text))
    verdicts = []
    for line in lines:
        rest = line.group("rest")
        verdict = _FACT_VERDICT_CELL.match(rest, len(rest) - len(rest.lstrip(" \t:-—–*")))
        if not verdict:
            return []
        verdicts.append(bool(verdict.group("ok")))
    if len(verdicts) < 3 or (all(verdicts) and text[lines[-1].end():].strip()):
        return []
    return [Event(RANK_STATEMENT, lines[-1].end(), "No" if all(verdicts) else "Yes")]


# a line that opens with an option's label, bulleted or bold: "- **A** — …", "2) C: …", "**Panel B** —"
_LABELLED_LINE = re.compile(rf"[ \t]*(?:[-*•+][ \t]+|\d{{1,2}}[.)][ \t]+)?(?:\*\*)?(?:(?i:option|panel|figure"
                            rf"|choice)[ \t]+)?\(?(?P<label>[{_L}])\)?(?:\*\*)?[ \t]*[:—–-]")


def _line_label(line: str, choices: list[str]) -> set[str]:
    """The option whose label opens `line` ("- A — …"), where it is one of the choices."""
    label = _LABELLED_LINE.match(line)
    return {label["label"]} if label and label["label"] in _valid_letters(choices) else set()


def _checklist_events(text: str, choices: list[str], odd_task: bool | None = None) -> list[Event]:
    """Lines (or comma-separated items) that each name one option and tick or cross it ('**Option D** – … ✅',
    'A ✗, B ✗, C ✓'), and tables with a yes/no column for a criterion: the one ticked option, or a hedge when
    several are ticked. A line that opens with one option's label and holds marks of one kind is that option's
    verdict whole ('- **A** — …; the extra cube is still behind. ✓ **This is the correct option.**'); in an odd-one-out
    item, the one option crossed where every other is ticked is the answer ('A: … ✓', 'B: … ✗', 'C: … ✓')."""
    ticked = []
    crossed = []
    text = _table_verdict_marks(text)
    marks = _POSITIVE_MARKS + _NEGATIVE_MARKS
    pieces = []
    kept_open = []
    for match in _split_labelled_lines(text, choices, marks):
        line = match.group()
        if line.lstrip().startswith("|") and _OPEN_CELL.search(line):
            kept_open.append(match.end())  # "| D. member of | ✗ | ✓ | possible |": the row's verdict keeps it open
            continue
        if sum(line.count(mark) for mark in marks) > 1 and line.lstrip()[:1] in marks:
            pieces += [(match.start() + m.start(), m.group()) for m in re.finditer(rf"[{marks}][^{marks}]*", line)]
        elif sum(line.count(mark) for mark in marks) > 1:  # "A: ✗   B: ✗   C: ✓": each mark follows its option
            pieces += [(match.start() + m.start(), m.group()) for m in re.finditer(rf"[^{marks}]*[{marks}]", line)]
        else:
            pieces.append((match.start(), line))
    for start, line in pieces:
        match = re.match(r"[\s\S]*", line)
        positive = any(mark in line for mark in _POSITIVE_MARKS)
        negative = any(mark in line for mark in _NEGATIVE_MARKS)
        if positive == negative:
            continue
        named = {m.value for m in _letter_mentions(line, choices) + _text_mentions(line, choices)}
        named = named or _line_label(line, choices)
        if len(named) == 1 and positive:
            ticked.append((start + match.end(), named.pop()))
        elif len(named) == 1:
            crossed.append((start + match.end(), named.pop()))
    if len(kept_open) >= 2:
        return [Event(RANK_STATEMENT, kept_open[-1], None)]  # two rows left possible: no option ticked alone
    ticked_options, crossed_options = {v for _, v in ticked}, {v for _, v in crossed}
    if (odd_task and len(crossed_options) == 1 and 2 <= len(ticked_options) == len(choices) - 1
            and not ticked_options & crossed_options):
        return [Event(RANK_STATEMENT, max(crossed[-1][0], ticked[-1][0]), crossed[-1][1])]
    if not ticked:
        return []
    if len(ticked_options) == 1:
        return [Event(RANK_STATEMENT, ticked[-1][0], ticked[-1][1])]
    return [Event(RANK_STATEMENT, ticked[-1][0], None)]


def _split_labelled_lines(text: str, choices: list[str], marks: str) -> list[re.Match[str]]:
    """The pieces a checklist is read in: each line cut at its commas and semicolons, but a line that opens with an
    option's label, names that option alone and holds marks of one kind kept whole."""
    pieces = []
    for line in re.finditer(r"[^\n]+", text):
        kinds = {mark in _POSITIVE_MARKS for mark in line.group() if mark in marks}
        if (len(kinds) == 1 and _LABELLED_LINE.match(line.group()) and re.search(r"[,;]", line.group())
                and len({m.value for m in _letter_mentions(line.group(), choices)
                         + _text_mentions(line.group(), choices)} | _line_label(line.group(), choices)) == 1):
            pieces.append(line)
        else:
            pieces += list(re.compile(r"[^,;]+").finditer(text, line.start(), line.end()))
    return pieces


_TERMINATED = re.compile(r"[.!?。！？)\]}>\"'”’✓✔✅]\s*$")


# a reply that ends on a consequence word and an answer, with or without a sentence before it: "… five six so six"
_CLOSING_CONSEQUENCE = re.compile(r"(?:^|\s)(?:so|thus|hence|therefore)[,:]?\s+"
                                  r"(?P<rest>[^\s.!?,;:]+(?:\s+[^\s.!?,;:]+)?)[.!]?\s*$", re.IGNORECASE)


# two options the closing consequence leaves, perhaps with the one it drops: "So D or E — not B."
_CLOSING_CONSEQUENCE_PAIR = re.compile(rf"(?:^|(?<=[.!?]\s))(?i:so|thus|hence|therefore)[,:]?\s+(?:either\s+)?"
                                       rf"\(?[{_L}]\)?\s+or\s+\(?[{_L}]\)?(?:\s*[—–,;]\s*not\s+\(?[{_L}]\)?)?"
                                       rf"[ \t]*[.!]?\s*$")


# how sure the reply is, said after its last words: ", I'm fairly sure.", ", I'm confident."
_SURENESS_TAIL = re.compile(r",?\s*(?:i'm|i\s+am)\s+(?:(?:fairly|pretty|quite|reasonably|very)\s+)?(?:sure|confident"
                            r"|certain)[.!]?\s*$", re.IGNORECASE)


def _closing_consequence_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """'uh let me count one two three four five six so six': the answer a transcript's last words draw; a closing
    word on how sure the reply is does not move them ('… So 8, I'm fairly sure.')."""
    if answer_type == "choice" and (pair := _CLOSING_CONSEQUENCE_PAIR.search(text)):
        return [Event(RANK_CONCLUSION, pair.end(), None)]  # "… So D or E — not B.": two left, none chosen
    match = _CLOSING_CONSEQUENCE.search(_SURENESS_TAIL.sub("", text))
    if not match:
        return []
    parsed = parse_span(match.group("rest"), answer_type, choices)
    if parsed.value is None or parsed.length != len(match.group("rest")):
        return []
    return [Event(RANK_CONCLUSION, match.end("rest"), parsed.value)]


# a fact named before a colon: a triple in brackets or a relation drawn between its ends, "(Kampala, capital of,
# Uganda):", "Tokyo — capital of — Japan:"
_FACT_LABEL = re.compile(r"\([^()]*,[^()]*\)|[—–→]")


def _walk_goes_on(before: str, last: str) -> bool:
    """'A follows the rule. B follows the rule. … D follows the rule. E' where the reply stops: a bare letter that is
    the next item of a walk through the options in order (the two sentences before it open with the two letters
    before it) was cut off before its verdict; it is no answer."""
    letter = last.strip("() ")
    if not re.fullmatch(rf"[{_L}]", letter) or letter in "AB":
        return False
    starts = re.findall(rf"(?:^|[.!?]\s+)\(?([{_L}])\)?(?![\w'])", before)
    return starts[-2:] == [chr(ord(letter) - 2), chr(ord(letter) - 1)]


# the grounds a closing answer is given on, fronted before a comma: "Based on the fold direction, B."
_FRONTED_GROUNDS = re.compile(r"(?:based\s+on|given|judging\s+(?:by|from)|going\s+by|according\s+to|on\s+balance"
                              r"|all\s+(?:things\s+)?considered|in\s+the\s+end|after\s+(?:checking|comparing)"
                              # what the ones ruled out leave: "Not A, not C, not E. Of the rest, D."
                              r"|(?:of|among|from)\s+the\s+(?:rest|remaining|others))\b"
                              r"[^,:;]{0,50},\s*", re.IGNORECASE)


# the period of an option's label after a word of the same line: "… either D. Italian or E. Romansh", "**D. Italian**"
_LABEL_PERIOD_INSIDE = re.compile(r"[^\W\d_][^\n]*?[ \t][*_]{0,2}(?P<letter>[A-J])\.\Z")


def _label_period_inside(body: str, end: int, choices: list[str]) -> bool:
    """Whether the period at `end` closes an option's label inside a line, before that option's own text ("either D.
    Italian or E. Romansh"): no sentence ends there ("Not A, not B, not D. C." ends one)."""
    label = _LABEL_PERIOD_INSIDE.search(body, 0, end + 1)
    if not label or not _text_choices(choices):
        return False
    return _choice_text_at(body[end + 1:].lstrip(" \t*_"), choices).value == label.group("letter")


# a lone option label that opens its line, or follows an arrow or a colon on it, closed by a period: "D.", "→ E."
_LONE_LABEL_PERIOD = re.compile(rf"(?:[^\n]*?[→⇒:][ \t]*|[ \t\-•*>#]*)[*_]{{0,2}}\(?(?P<letter>[{_L}])\)?\.")


def _mislabelled_period(body: str, end: int, choices: list[str]) -> bool:
    """Whether the period at `end` closes a lone label before another option's text ("D. member of" where D is
    "shares border with"): the label and the text are one item that names two options, and no sentence ends between
    them to leave the text alone as the reply's last word."""
    line_start = body.rfind("\n", 0, end) + 1
    label = _LONE_LABEL_PERIOD.fullmatch(body, line_start, end + 1)
    if not label or not _text_choices(choices):
        return False
    return _choice_text_at(body[end + 1:].lstrip(" \t*_"), choices).value not in (None, label.group("letter"))


def _next_list_step(last: str, before: str) -> bool:
    """Whether a reply's last words (`last`, after `before`) open the next item of the numbered list above them ("3."
    or "3. Sweden also connects to" under "1. …" and "2. …"): a step of a walk cut off, not a count."""
    item = re.match(r"(\d{1,2})(?:[.)][ \t]+\S|[.)]?\s*$)", last)
    if not item:
        return False
    number = int(item.group(1))
    return bool(re.match(rf"[ \t]*{number - 1}[.)][ \t]", before.rpartition("\n")[2])
                and re.search(rf"(?m)^[ \t]*{number - 2}[.)][ \t]", before))


# a last sentence that ends on a word and a colon: a label whose content never came ("- member of:"; an option's
# letter alone, "- C:", is the next item of a walk, `_cut_walk_item`)
_LABEL_WITHOUT_CONTENT = re.compile(r"[^\W\d_]{2}[\"'’”)]?\s*[:：]\Z")


def _closing_sentence_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """A reply whose last sentence is nothing but an answer ('… starts at Rwanda. Kigali.'), or ends on one after a
    colon ('Twelve. No wait, I double-counted Vienna: eleven.')."""
    body = text.rstrip(" .!。\n")
    ends = [m.end() - 1 for m in re.finditer(r"(?<![.…])(?:\.{3}|\.|…|!)(?=\s)|。", body)]  # not dotted leaders
    # not the period of a numbered list's marker ("3. A\n4. C" ends on an item, not on a sentence "C")
    ends = [end for end in ends if not re.fullmatch(r"[ \t]*\d{1,2}", body[body.rfind("\n", 0, end) + 1: end])]
    # nor the period of an option's label before its own text inside a sentence ("either D. Italian or E. Romansh")
    ends = [end for end in ends if not _label_period_inside(body, end, choices)]
    # nor the period of a lone label before another option's text ("D. member of", D being "shares border with")
    ends = [end for end in ends if not _mislabelled_period(body, end, choices)]
    cut = ends[-1] if ends else -1
    if cut < 0 and "\n" in body:
        return []
    last = body[cut + 1:].strip()
    if not last:
        return []
    if cut < 0 or len(last) > 60:
        return _led_to_answer_events(last, len(body), answer_type, choices)
    if not _TERMINATED.search(text) and re.match(rf"(?:{_MENTION_NOUNS})\s", last, re.IGNORECASE):
        return []  # "… clearly have it. Panel E" where the reply stops: the subject of a sentence never finished
    if _next_list_step(last, body[: cut + 1]):
        return []  # "1. …\n2. Starting from …\n3. Sweden also connects to": a numbered list's next step, no answer
    if _LABEL_WITHOUT_CONTENT.search(last):
        return []  # "… consider the other options:\n- capital of: …\n- member of:": a label, its content never came
    if answer_type == "choice" and not _TERMINATED.search(text) and _walk_goes_on(body[: cut + 1], last):
        return []
    plain = re.sub(r"^(?:yes|so|then|thus|hence|therefore|i\s+mean)\s*,?\s*", "", last, flags=re.IGNORECASE)
    fronted = _FRONTED_GROUNDS.match(last)
    after_grounds = last[fronted.end():] if fronted else ""  # "Based on the fold direction, B."
    after_colon = last.rpartition(":")[2].strip() if ":" in last else ""
    if answer_type == "yes_no" and _FACT_LABEL.search(last.rpartition(":")[0]):
        after_colon = ""  # "(Kampala, capital of, Uganda): correct.": the verdict on that fact, not the answer
    if answer_type == "integer" and _closing_range(last):
        return [Event(RANK_CONCLUSION, len(body), None)]  # "… Somewhere between 8 and 10.": the count left open
    for candidate in (last, after_colon, plain if plain != last else "", after_grounds):
        parsed = parse_span(candidate, answer_type, choices)
        if candidate and parsed.value is not None and _nothing_else(candidate[parsed.length:], parsed.value,
                                                                    answer_type, choices):
            # "Entities: 9. Relations: 11.": a count after its noun's label counts that noun; in "Nodes: 8, edges:
            # 11" the label nearest the count is its own
            label = re.split(r"[,;]|\d", last[: len(last) - len(candidate)])[-1]
            topic = _topic(label) if answer_type == "integer" else None
            return [Event(RANK_CONCLUSION, len(body), parsed.value, topic=topic)]
    led = _led_to_answer_events(last, len(body), answer_type, choices)
    if led:
        return led  # "… through member edges. These are the founding members of Mercosur — E."
    owner = _closing_part_of_option(last, choices) if answer_type == "choice" and cut >= 0 else None
    return [Event(RANK_STATEMENT, len(body), owner)] if owner else []  # "… So it's the franc."


# the lead of a closing sentence that draws its conclusion: "So it's …", "Thus …", "That's …", "It's …"
_CLOSING_CONCLUSION_LEAD = re.compile(r"(?:(?:so|thus|hence|therefore)\b,?\s*|(?=(?:it'?s|it\s+is|that'?s)\b))",
                                      re.IGNORECASE)


def _closing_part_of_option(sentence: str, choices: list[str]) -> str | None:
    """'So it's the franc.': a last sentence that draws a conclusion ("so", "thus", "that's", "it's") on a few words
    that all belong to one option's name (`_part_of_one_option`), with no doubt or negation, names that option ("The
    currency is the Euro." among other facts states one)."""
    lead = _CLOSING_CONCLUSION_LEAD.match(sentence)
    if not lead:
        return None
    core = _ANSWER_LEAD_IN.sub("", sentence[lead.end():], count=1).strip(" .!")
    if not 0 < len(core.split()) <= 3 or _FACT_DOUBT.search(core):
        return None
    return _part_of_one_option(core, choices)


# the words that may open a closing range of counts: "Somewhere between 8 and 10.", "Probably 8 to 10."
_RANGE_OPENER = re.compile(r"(?:(?:so|somewhere|anywhere|probably|likely|roughly|approximately|about|around|maybe"
                           r"|perhaps|i'd\s+say|i\s+would\s+say)\b\s*,?\s*)*", re.IGNORECASE)


def _closing_range(sentence: str) -> bool:
    """'Somewhere between 8 and 10.', 'Probably 8 to 10 entities.': a last sentence that is only a range of two
    counts leaves the count open, whatever single count the reasoning before it named."""
    rest = sentence[_RANGE_OPENER.match(sentence).end():]
    ranged = re.fullmatch(rf"(?:between\s+(?P<low>{_NUMBER})\s*(?:and|to|-|–)|(?P<least>{_NUMBER})\s*(?:to|or|-|–))"
                          rf"\s*(?P<high>{_NUMBER})(?:\s+[^\W\d_]+){{0,2}}\s*[.!]?", rest.strip(), re.IGNORECASE)
    if not ranged:
        return False
    low, high = _number_value(ranged["low"] or ranged["least"]), _number_value(ranged["high"])
    return low is not None and high is not None and low < high  # "5 and 4" would be parts, not a range


def _nothing_else(rest: str, value: str, answer_type: str, choices: list[str]) -> bool:
    """Whether what follows an answer adds no other: closing punctuation, or the same answer named again the other
    way ('part of (C)', 'D, shares border with': the option's text beside its letter)."""
    rest = rest.strip(" .)]:'\"")
    if not rest:
        return True
    again = rest.lstrip(" ,(—–-")
    parsed = parse_span(again, answer_type, choices) if answer_type == "choice" else NOTHING
    if parsed.value is None and answer_type == "choice":
        return _only_cue_of(again, value, choices)  # 'A, „Hauptstadt von“': the relation's words in another language
    return parsed.value == value and not again[parsed.length:].strip(" .)]:'\"")


def _only_cue_of(words: str, value: str, choices: list[str]) -> bool:
    """Whether `words` are nothing but a cue of the option `value` (its relation named in another language, "„Hauptstadt
    von“", "« capitale de »"), quoted or not, with the preposition that goes with it."""
    cues = _cue_mentions(words, choices)
    if not cues or {cue.value for cue in cues} != {value}:
        return False
    left = "".join(" " if any(c.start <= i < c.end for c in cues) else ch for i, ch in enumerate(words))
    return not re.sub(r"\b(?:von|of|de|di|du|da|des|del)\b|[\s\"'“”„«»‘’.,)(]", "", left, flags=re.IGNORECASE)


# what leads a sentence to its answer: a colon, or a dash with spaces round it
_LEADS_TO = re.compile(r"(?::|\s[—–])\s*(?=[^:—–]*$)")


def _under_case_condition(lead_in: str) -> bool:
    """Whether what leads in to an answer is still a condition ('If edges: 9'), not a condition the reply went on
    from ('If the rule is symmetry, D breaks it — and …, so the rule is symmetry: D')."""
    conditions = list(_CASE_CONDITION.finditer(lead_in))
    return bool(conditions) and not re.search(r"\b(?:so|thus|hence|therefore)\b|[;—–]", lead_in[conditions[-1].end():],
                                              re.IGNORECASE)


# the answer named after the description it answers: "…, which here is 9.", "…, namely Kigali.", "… that's 'capital
# of'."
_NAMED_AFTER = re.compile(r"(?:,\s*|\s)(?:which\s+(?:here\s+|in\s+this\s+(?:graph|case)\s+)?is|namely|i\.e\.,?"
                          r"|that(?:'s|\s+is)|this\s+is)\s+(?P<answer>[^.!?;:\n()]+?)[.!]?\)?[.!]?\s*$",
                          re.IGNORECASE)


def _named_after_description_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """A reply that describes the answer and then names it, closing on the name ('The correct count is the number of
    distinct nodes, which here is 9.', 'The answer is the entity that completes the triple …, namely Kigali.', '… so it
    was folded twice: four holes, which is option D.'): the description leads to the answer it names."""
    if answer_type == "yes_no":
        return []
    body = text.rstrip()
    match = _NAMED_AFTER.search(body)
    if not match or _under_case_condition(body[max(body.rfind(".", 0, match.start()), 0): match.start()]):
        return []
    answer = match.group("answer").strip()
    parsed = parse_span(answer, answer_type, choices)
    if parsed.value is None or not _nothing_else(answer[parsed.length:], parsed.value, answer_type, choices):
        return []
    return [Event(RANK_CONCLUSION, len(body), parsed.value)]


# a lone option letter, perhaps in brackets
_LONE_LABEL = re.compile(rf"\s*\(?([{_L}])\)?\s*")


def _led_to_answer_events(sentence: str, end: int, answer_type: str, choices: list[str]) -> list[Event]:
    """A closing sentence that leads, however long or however alone, to nothing but an answer after its last colon
    or dash ('The answer should be an integer: 6.', '…, so it is one edge: 12.', '… a symmetric relation — D, shares
    border with.'): what the colon or dash introduces is where the sentence arrives."""
    lead = _LEADS_TO.search(sentence)
    if not lead or "\n" in sentence:
        return []
    before, answer = sentence[: lead.start()], sentence[lead.end():].strip()
    if ":" in lead.group() and ":" in before:
        return []  # "Best: A; runner-up: D", "C: Kigali, D: Dodoma": labels with their values, not one conclusion
    if _under_case_condition(before):
        return []  # "If edges: 9.": an answer under a condition
    if answer_type == "yes_no" and _FACT_LABEL.search(before):
        return []  # "(Kampala, capital of, Uganda): correct.": the verdict on that fact, not the answer
    parsed = parse_span(answer, answer_type, choices)
    if not answer or parsed.value is None or not _nothing_else(answer[parsed.length:], parsed.value, answer_type,
                                                                  choices):
        return []
    if (answer_type == "choice" and ":" not in lead.group() and (label := _LONE_LABEL.fullmatch(before))
            and label.group(1) != parsed.value):
        return [Event(RANK_CONCLUSION, end, None)]  # "E — shares border with." where that is D: the two disagree
    short_label = answer_type == "integer" and len(before.split()) <= 4  # "Relations: 12" counts what it labels
    return [Event(RANK_CONCLUSION, end, parsed.value, topic=_topic(before) if short_label else None)]


_APPROXIMATE_START = re.compile(r"(?:around|about|roughly|approximately|approx\.?|circa|some|~|≈)(?:\s|\d|$)", re.I)
_HEADING_VERDICT = re.compile(
    r"(?m)^#{1,6}\s*(?:the\s+|🧭\s*)?(?:final\s+)?(?:answer|outlier|odd\s+one(?:\s+out)?|verdict|conclusion|result"
    r"|solution|choice|pick|exception)\s*:?\s*\n+[ \t]*(?:[-*>]\s*)?", re.IGNORECASE)


def _heading_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """'## The outlier\n\n**Panel D** — …': a verdict heading followed by a line that opens with one answer."""
    events = []
    for match in _HEADING_VERDICT.finditer(text):
        line = text[match.end(): text.find("\n", match.end()) if "\n" in text[match.end():] else len(text)]
        parsed = parse_span(line, answer_type, choices)
        rest = line[parsed.length:]
        if parsed.value is not None and not _NEGATOR_AFTER.match(rest) and not re.match(r"\s*(?:or|and|/)\b", rest):
            events.append(Event(RANK_CONCLUSION, match.end() + parsed.length, parsed.value))
    return events


_ARROW_CONCLUSION = re.compile(r"(?:⇒|⟹|∴|=>|→|->|➡\ufe0f?)[ \t]*(?P<rest>[^\n→⇒⟹∴]{1,60})$", re.MULTILINE)
# the tail of a knowledge graph's edge, its relation written into the arrow: "Germany -[memberOf]", "Kampala
# --capital_of-"; the arrow after it points to the edge's object, it draws no conclusion
_EDGE_LABEL_BEFORE = re.compile(r"(?:-\[[^\]\n]{1,40}\]|--[^\s>-][^\n>]{0,40}?-?)$")


def _arrow_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """'… 3) Panel A has it on the right. ⇒ A', 'Odd one out → D': an arrow that ends its line on nothing but an answer
    draws the conclusion."""
    events = []
    for match in _ARROW_CONCLUSION.finditer(text):
        if _EDGE_LABEL_BEFORE.search(text, 0, match.start()):
            continue  # "Germany -[memberOf]-> NATO": a labelled edge, not a conclusion
        rest = match.group("rest")
        parsed = parse_span(rest, answer_type, choices)
        if parsed.value is not None and (not rest[parsed.length:].strip(" .!)]")
                                         or _own_text_after(rest[parsed.length:], parsed.value, choices)):
            events.append(Event(RANK_CONCLUSION, match.end(), parsed.value))  # "→ E", "→ E. capital of"
        elif parsed.hedge and _LETTER_THEN_TEXT.match(rest):
            events.append(Event(RANK_CONCLUSION, match.end(), None))  # "→ E. member of", another option's text
    return events


# an option's letter and a text after it: "E. member of", "E (capital of)"
_LETTER_THEN_TEXT = re.compile(rf"\(?[{_L}]\)?[.:)—–-]?\s*\(?[^\W\d_]")


def _own_text_after(rest: str, letter: str, choices: list[str]) -> bool:
    """Whether `rest`, what follows an option's letter, is that option's own text and nothing more ("→ E. capital
    of", "→ E (capital of)"): the letter and its text name one option."""
    text = rest.lstrip(" .:)—–-(")
    named = _choice_text_at(text, choices)
    return named.value == letter and not text[named.length:].strip(" .!)]")


_JA_COUNTER = r"(?:個|つ|本|件|体|点)"  # Japanese counters: 5個, ５つ, 十一本 (edges), 3件
# a lone count's measure word or counter: "10个", "８つ", "13本", "十二个"
_MEASURE_WORD_AFTER = re.compile(rf"(?<=[\d零〇一二两三四五六七八九十])\s*(?:个|個|条|條|种|種|项|項|개|{_JA_COUNTER})"
                                 r"$")
# a line, or the part of a line after a question the reply restates ("Is there an error in the graph? No")
_LINE_SEGMENT = re.compile(r"[^\n?？]+[?？]?(?=\s|$)|[^\n]+")
def _next_table_row(line: str, previous: str) -> bool:
    """Whether `line` opens on a pipe below a line that does: a table's next row (perhaps cut off, "| 6 |"), not a
    lone answer."""
    return line.lstrip().startswith("|") and previous.lstrip().startswith("|")


# a line opening on a bullet: a list's item
_BULLET_LINE = re.compile(r"[ \t]*[-*•+][ \t]+")
# the indent a markdown list item ("*   **French**") leaves once normalising has taken its marker and bold away
_INDENTED_LINE = re.compile(r"[ \t]+(?=\S)")
# a row of a markdown table with two or more cells: "| D | |", "| F | no |"
_MULTI_CELL_ROW = re.compile(r"^[ \t]*\|(?:[^|\n]*\|){2,}[ \t]*$")
_WRAPPING = re.compile(r"^[\s\[\]{}()<>«»‹›|=:~\-→←⇐⇒\"'_]+|[\s\[\]{}()<>«»‹›|=:~\-→←⇐⇒\"'_.]+$")
# whether the graph is right, the opposite of the detection question: "Graph OK?", "Is the graph factually accurate?"
_CORRECTNESS_QUESTION = re.compile(r"\b(?:graph|map|it|everything|all(?:\s+\w+)?)\s*(?:is\s+|are\s+)?(?:\w+ly\s+)?"
                                   r"(?:ok|okay|correct|right|accurate|fine|valid)\s*\?$", re.IGNORECASE)
_AFFIRMATION_TAIL = re.compile(r"\s*,\s*(?:yeah|yep|yup|yes|right|for\s+sure|definitely|i\s+think|i'm\s+sure)[.!]*$",
                               re.IGNORECASE)
_TENTATIVE_OPENER = re.compile(r"(?:maybe|perhaps|possibly)\b(?!\s+not\b)", re.IGNORECASE)
# one to three words repeated: "C C C", "Option B option B …"
_REPEATED_TOKEN = re.compile(r"^(\S{1,30}(?:\s+\S{1,30}){0,2}?)(?:[\s,;.]+\1)+$", re.IGNORECASE)
_NUMBERED_ITEM = re.compile(r"^[ \t]*(\d{1,3})[.)]")
# a fact of the map written as a triple, its ends and relation joined by arrows: "Austria → member of → European
# Union", "(Kenya) -> capital -> (Nairobi)"
_TRIPLE_LINE = re.compile(r"[^\n]*?\S\s*(?:→|->|⟶|⇒|=>)\s*\S[^\n]*?(?:→|->|⟶|⇒|=>)\s*\S[^\n]*")
# a verdict on one fact: "Correct.", "Wrong", "Accurate", "✓ True"
_FACT_VERDICT_WORD = re.compile(r"(?:correct|incorrect|right|wrong|accurate|inaccurate|true|false|valid|invalid"
                                r"|ok|okay|fine|verified|confirmed)", re.IGNORECASE)


def _verdict_on_fact_above(line: str, previous: str) -> bool:
    """'**5. Austria → official language → German**\nCorrect.': a verdict word alone on its line under a fact written
    as a triple is that fact's verdict, a step of checking the facts one by one, not the reply's answer."""
    return bool(_FACT_VERDICT_WORD.fullmatch(line) and _TRIPLE_LINE.fullmatch(previous.strip()))


def _awaits_its_item(line: str, raw: str, previous: str) -> bool:
    """A label whose text has not come: '- D:' (an option label ending in a colon) or '7.' alone after '6. Argentina'
    (the marker of a numbered list's next item), not an answer or a count."""
    this, before = _NUMBERED_ITEM.match(raw), _NUMBERED_ITEM.match(previous)
    next_item = bool(this and before and not raw[this.end():].strip()
                     and int(this.group(1)) == int(before.group(1)) + 1)
    return (line.endswith(":") and not line.startswith(":")) or next_item


# the ranking on the heading's line or as a numbered list under it ("Ranking:\n1. D\n2. B", "(ranked): 1) E 2) C")
_RANKING = re.compile(r"\b(?:rank(?:ing|ings|ed|s)?|order(?:ing|ed)?|sorted)\b[^:\n]{0,60}[:：][ \t]*\n?[ \t]*"
                      r"(?P<rest>[^\n]+(?:\n[ \t]*\d{1,2}[.)][^\n]*)*)", re.IGNORECASE)
_RANK_ITEM_NUMBER = re.compile(r"^\s*(?:#\s*)?1[.):]\s*")
_RANK_NEXT = re.compile(r"\s*(?:>|≻|»|,|;|→|\bthen\b|\bfollowed\s+by\b|(?:#\s*)?2[.)])", re.IGNORECASE)
_RANK_TIE = re.compile(r"\s*(?:=|≈|~|/|\bor\b|\band\b|\btied?\b)", re.IGNORECASE)


_EMPTY_FINISH = re.compile(r"\b(?:finish|final_answer|submit|submit_answer)\s*\[\s*\]", re.IGNORECASE)
_VOTE_LINE = re.compile(r"^[^\n]*\b(?:votes?|tally|voting)\b[^\n:]*[:—–-][^\n]*$", re.IGNORECASE | re.MULTILINE)
_VOTE_ITEM = re.compile(r"(?P<option>[^\s,;:×()\d][^,;:×()\d]{0,30}?)\s*(?::|×|x\b)?\s*(?P<n>\d+)"
                        r"(?:\s*/\s*(?P<of>\d+))?(?!\s*[–-]\s*\d)", re.IGNORECASE)


def _agent_events(text: str) -> list[Event]:
    """'Action: finish[]': an agent that closes with nothing closes without an answer."""
    return [Event(RANK_FINAL, m.end(), None) for m in _EMPTY_FINISH.finditer(text)]


def _vote_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """'Votes: E 5/5', 'Votes: Yes 2, No 2': a tally of votes commits to the answer that holds a majority of them,
    and to none when none does."""
    if answer_type == "integer":
        return []
    events = []
    for line in _VOTE_LINE.finditer(text):
        tally: dict[str, int] = {}
        total = 0
        for item in _VOTE_ITEM.finditer(line.group().split(":", 1)[-1]):
            parsed = parse_span(item.group("option").strip(" —–-"), answer_type, choices)
            if parsed.value is None or item.group("option").strip(" —–-")[parsed.length:].strip():
                continue
            tally[parsed.value] = tally.get(parsed.value, 0) + int(item.group("n"))
            total = max(total, int(item.group("of") or 0))
        if not tally:
            continue
        total = max(total, sum(tally.values()))
        best = max(tally, key=tally.__getitem__)
        events.append(Event(RANK_STATEMENT, line.end(), best if 2 * tally[best] > total else None))
    return events


_QA_PAIR = re.compile(r"^[ \t]*(?:q|question)[ \t]*[:—–-][ \t]*(?P<q>[^\n]*)\n[ \t]*(?:a|answer)[ \t]*[:—–-][ \t]*"
                      r"(?P<a>[^\n]*)$", re.IGNORECASE | re.MULTILINE)
_ALL_CORRECT_QUESTION = re.compile(r"(?:are|is)\s+(?:all|every|each)\b[^?]*\b(?:correct|right|accurate|true|valid"
                                   r"|fine)\b", re.IGNORECASE)
_ITEM_CORRECT_QUESTION = re.compile(r"(?:is|are)\b[^?]*\b(?:correct|right|accurate|true|valid)\b", re.IGNORECASE)
_REPLY_TAIL = re.compile(r"\s*(?:[.!]?\s*$|[,;(—–-]|\s(?:since|because|as)\b)", re.IGNORECASE)


def _qa_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """A reply in question-and-answer form ('Q: … / A: …'): an 'A:' that answers its question with one answer
    concludes with it (the last such pair wins). For detection, 'Are all triples correct? Yes.' means no error and 'Is
    (Brazil, language, Spanish) correct? No.' means there is one; a polar reply to any other question is a step."""
    events = []
    for pair in _QA_PAIR.finditer(text):
        question, reply = pair.group("q").strip(), pair.group("a").strip()
        if answer_type == "yes_no":
            polar = parse_yes_no(reply).value
            if re.match(r"none\b", reply, re.IGNORECASE) and _DETECTION_QUESTION.search(question):
                value = "No"
            elif polar is None:
                continue
            elif _ALL_CORRECT_QUESTION.match(question):
                value = "No" if polar == "Yes" else "Yes"
            elif _ITEM_CORRECT_QUESTION.match(question):
                if polar == "Yes":
                    continue  # one triple being right says nothing about the others
                value = "Yes"
            elif _DETECTION_QUESTION.search(question):
                value = polar
            else:
                continue
            events.append(Event(RANK_CONCLUSION, pair.end(), value))
            continue
        parsed = parse_span(reply, answer_type, choices)
        if answer_type == "choice" and parsed.value is None and parse_yes_no(reply).value == "Yes":
            named = {m.value for m in _letter_mentions(question, choices) + _text_mentions(question, choices)}
            if len(named) == 1:  # "Q: Is it C? A: Yes, C matches.": the option the question names
                parsed = Parsed(value=named.pop(), length=len(reply))
        if parsed.value is not None and _REPLY_TAIL.match(reply[parsed.length:]):
            topic = _topic(question) if answer_type == "integer" else None
            events.append(Event(RANK_CONCLUSION, pair.end(), parsed.value, topic=topic))
        elif parsed.hedge:
            events.append(Event(RANK_CONCLUSION, pair.end(), None))
    return events


_EQUATION = re.compile(r"(?P<lhs>[^=\n,;]{1,60}?)\s*(?<![<>!≠:+\-*/%])=(?!=)\s*(?P<rhs>[^=\n,;]{1,40}?)\s*[.∎]?\s*"
                       r"(?=$|[,;])", re.MULTILINE)
_EMPTY_VALUE = re.compile(r"[{(\[]?\s*(?:∅|⊥|\?|none|null|undefined|unknown)\s*[})\]]?", re.IGNORECASE)


def _equation_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """'f(reference) = B', '{A, B, C, D} \\ {A, C, D} = {B}', '|V| = 9', 'error(G) = true', 'n = 3 + 4 + 2 = 9': an
    equation that ends its line or clause on a lone answer concludes with it (for counts, |V| and nodes count
    entities, |E| and edges relations); '= ∅' or '= ?' concludes with none. A probability (P(A) = 0.5) is no answer."""
    events = []
    if "=" not in text:
        return []
    lines = [(line.start(), line.group()) for line in re.finditer(r"[^\n]+", text) if "=" in line.group()]
    for offset, line in lines:
        events += _line_equation_events(text, line, offset, answer_type, choices)
    return events


def _line_equation_events(text: str, line: str, offset: int, answer_type: str, choices: list[str]) -> list[Event]:
    events = []
    for match in _EQUATION.finditer(line):
        lhs, rhs = match.group("lhs").strip(), match.group("rhs").strip()
        end = offset + match.end()
        if re.search(r"\bP\s*\(", lhs):
            continue
        if _EMPTY_VALUE.fullmatch(rhs):
            value, topic = None, None
        else:
            if answer_type == "yes_no" and not re.search(r"error|anomal|mistake|wrong", lhs, re.IGNORECASE):
                continue
            if any(rhs.count(opening) > rhs.count(closing) for opening, closing in ("[]", "()", "{}")):
                continue  # "candidates(panel=[B, D])": the first item of a list, not the value
            inner = rhs.strip("{}()[] ")
            counted = (re.fullmatch(rf"(?P<n>\S+)\s+(?P<noun>{_COUNT_NOUN})", inner, re.IGNORECASE)
                       if answer_type == "integer" else None)
            if counted:
                inner = counted.group("n")  # "3 + 3 + 2 = 8 entities": the result, then what it counts
            if answer_type == "choice" and re.fullmatch(r"\d+", inner):
                continue  # "simulate(steps=4)": a number in an equation is no option
            parsed = parse_span(inner, answer_type, choices)
            if parsed.value is None or parsed.length != len(inner):
                continue
            value, topic = parsed.value, None
            if counted:
                topic = _topic(counted.group("noun"))
            elif answer_type == "integer":
                topic = ("entity" if re.search(r"\|V\||\bV\b|vert", lhs)
                         else "relation" if re.search(r"\|E\||\bE\b", lhs) else _topic(lhs))
        if lhs.split() and _updated_later(text, lhs.split()[-1], end):
            continue  # "total = 0" before "total += 1"
        events.append(Event(RANK_CONCLUSION, end, value, topic=topic))
    return events


def _ranking_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """'Ranking: C > A > D > B', 'Ranked by similarity: F, C, A, …': a ranking of the options concludes with its first
    item; a first place shared ('A = B > C') concludes with none."""
    if answer_type != "choice":
        return []
    events = []
    for match in _RANKING.finditer(text):
        head = _clean_span_start(_RANK_ITEM_NUMBER.sub("", match.group("rest")))
        first = _letter_at(head, choices)
        if first.value is None and not first.hedge:
            first = _choice_text_at(head, choices)
        if first.value is None:
            continue
        after = re.sub(r"^\s*\([^()\n]{0,40}\)", "", head[first.length:])  # "B (clearly), then F (marginal)"
        if _RANK_TIE.match(after):
            events.append(Event(RANK_CONCLUSION, match.end(), None))
        elif _RANK_NEXT.match(after):
            events.append(Event(RANK_CONCLUSION, match.end(), first.value))
    return events


_OPTION_SHARE = re.compile(
    rf"(?<![A-Za-z])(?:(?:option|choice|panel)\s*)?\(?(?P<a>[{_L}])\)?\s*[:=]?\s*(?P<p>\d{{1,3}}(?:\.\d+)?)\s*%"
    rf"|(?P<q>\d{{1,3}}(?:\.\d+)?)\s*%\s+(?:on|for|to)\s+(?:option\s+|choice\s+|panel\s+)?\(?(?P<b>[{_L}])\)?(?![A-Za-z])"
    # a probability written as a fraction of one after a dash or colon: "B — 0.45, D — 0.45, A — 0.05"
    rf"|(?<![A-Za-z])\(?(?P<c>[{_L}])\)?[ \t]*(?:[:=]|[—–])[ \t]*(?P<r>0?\.\d{{1,3}}|1\.0+)(?![\d%])",
    re.IGNORECASE)


# the rank of a spread of probabilities that opens the reply: its first letter's, a conclusion
_OPENING_SPREAD_RANK = RANK_CONCLUSION


def _share_events(text: str, choices: list[str]) -> list[Event]:
    """'A: 25%, B: 25%, C: 25%, D: 25%', 'I'd put 90% on option D and the remaining 10% on B', 'B — 0.45, D — 0.45':
    probabilities spread over two or more options on one line commit to the option that holds a majority, and to none
    when no option does."""
    events = []
    for line in re.finditer(r"[^\n]+", text):
        shares: dict[str, float] = {}
        for match in _OPTION_SHARE.finditer(line.group()):
            letter = (match.group("a") or match.group("b") or match.group("c")).upper()
            if letter in _valid_letters(choices):
                fraction = match.group("r")  # "0.45" is 45%
                shares[letter] = float(fraction) * 100 if fraction else float(match.group("p") or match.group("q"))
                last_share = match.end()
        if len(shares) < 2:
            continue
        best = max(shares, key=shares.__getitem__)
        value = best if shares[best] > 50 else None
        # a spread that opens the reply is its answer, as its first letter would be read if nothing followed it
        if not text[: line.start()].strip():
            events.append(Event(_OPENING_SPREAD_RANK, line.start() + last_share, value))
        else:
            events.append(Event(RANK_STATEMENT, line.end(), value))
    return events


_CODE_RESULT = re.compile(
    r"\b(?:return|print|println|console\.log|echo)\s*\(?\s*(?P<value>\"[^\"\n]{1,60}\"|'[^'\n]{1,60}'|\d+)\s*\)?"
    r"[ \t]*(?:#.*)?$"
    r"|^(?P<code>[^#\n]*[=(][^#\n]*?)[ \t]*#[ \t]*(?:->|=>|==|returns?|prints?|outputs?|gives)?[ \t]*:?[ \t]*"
    r"(?P<shown>\[?[\"']?[^\s\"'\[\]#,]{1,30}[\"']?\]?)[ \t]*$", re.MULTILINE | re.IGNORECASE)


def _code_result_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """Code that yields its answer: 'return "B"', 'print("D")', and a code line whose comment shows the result it
    computes ('print(len(entities))  # 7', 'odd = [...]  # [\'E\']')."""
    events = []
    for match in _CODE_RESULT.finditer(text):
        raw = (match.group("value") or match.group("shown")).strip("[]\"'")
        parsed = parse_span(raw, answer_type, choices)
        if parsed.value is None or raw[parsed.length:].strip():
            continue
        topic = _topic(match.group("code") or "") if answer_type == "integer" else None
        events.append(Event(RANK_CONCLUSION, match.end(), parsed.value, topic=topic))
    return events


_OWN_QUESTION = re.compile(r"(?:^|(?<=[.!?\n]))[^.!?\n]*\b(?:which|what|where)\b[^.!?\n]*\?[ \t]*(?P<reply>[^.!?\n]+)",
                           re.IGNORECASE)


def _self_answered_events(text: str, choices: list[str]) -> list[Event]:
    """'Which panel shows four holes in the corners? Panel C does.', 'Which of those two is not mirrored? B.': a
    which/what/where question the reply asks itself, answered at once by naming one option (options it rules out in
    the same breath, 'Not to Nairobi, not to Kigali — to Kampala', do not count)."""
    events = []
    for match in _OWN_QUESTION.finditer(text):
        reply, offset = match.group("reply"), match.start("reply")
        if text[match.end(): match.end() + 1] == "?":
            continue  # "— A, because …? Or F, because …?": options offered back as questions
        named, words = set(), 0
        for piece in re.finditer(r"[^,;—–]+", reply):
            if re.search(r"\b(?:not|no|never|neither|nor)\b|n't\b", piece.group(), re.IGNORECASE):
                continue
            found = _letter_mentions(piece.group(), choices) + _text_mentions(piece.group(), choices)
            found += _ordinal_mentions(piece.group(), choices, found)
            named |= {m.value for m in found}
            words += len(piece.group().split())
        # a short reply that only names the option ("Panel C does.", "The fourth panel, D."), not a description of
        # it ("What about D? D is turned the wrong way.")
        if len(named) == 1 and words <= 4 and not _HYPOTHETICAL_CLAUSE.search(reply):
            events.append(Event(RANK_CONCLUSION, offset + len(reply), named.pop()))
    return events


# the line right under a lone option that describes it: a list item or a sentence, not another lone answer
_HEADED_LINES = re.compile(r"\n[ \t]*(?:[-*•][ \t]+)?[A-Za-z][^\n]{20,}")
# what a small model leaves after the one answer that is its whole reply ("C,", "7;"): stray punctuation, no more
_STRAY_AFTER_LONE_ANSWER = ",;"


def _line_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """Lines that hold nothing but an answer ('C', '(C)', 'Option C.', 'Yes', '7', an option's text).

    A lone answer that replies to a question on the line before is a sub-answer when there are several of them
    ("Triple 1 correct?\nYes\nTriple 2 correct?\nNo"): those are steps of the reasoning, not the reply. Lone options
    that head the lines describing them, two or more different ones ("**Option A**\n- Outer shape: …\n\n**Option B**
    \n- …"), are the headings of a walk through the options, not its answer.
    """
    events, replies_to_question, previous, headings = [], [], "", []
    ticks = "" if answer_type == "choice" else _POSITIVE_MARKS  # "Yes ✔"; in a choice item "A ✔" is a checklist
    marks = _POSITIVE_MARKS + _NEGATIVE_MARKS
    marked = re.compile(rf"^[ \t\-•*]*[{marks}]")
    checklist = answer_type == "choice" and len(re.findall(rf"(?m)^[ \t\-•*]*[{marks}]", text)) >= 2
    for match in _LINE_SEGMENT.finditer(text):
        raw = match.group()
        if checklist and marked.match(raw):
            continue  # "✔ A\n✘ B\n✔ C": each line a verdict on its option, none of them the reply's answer
        if _MULTI_CELL_ROW.match(raw) or _next_table_row(raw, previous):
            previous = raw  # "| D | |": a table's row heading its option, its other cells blank, not a lone answer;
            continue  # "| 6 |" after rows of a table: the table cut off in its next row
        line = re.sub(rf"^[\s#>\-•{_POSITIVE_MARKS}➡→⇒\ufe0f]+|[\s.!。]+$", "", raw)
        line = _REPEATED_TOKEN.sub(r"\1", line)  # "C C C C C", "Option B option B": a small model's loop on one answer
        if answer_type == "integer" and _APPROXIMATE_START.match(line):
            line = ""  # "Around 9.": an estimate, not a count
        if answer_type == "integer":
            line = _MEASURE_WORD_AFTER.sub("", line)  # "10个": the count and its measure word
        if _awaits_its_item(line, raw, previous):
            line = ""
        if answer_type == "yes_no" and _verdict_on_fact_above(line, previous):
            line = ""
        line = _AFFIRMATION_TAIL.sub("", line)  # "Ten, yeah.": the answer, then a word that only confirms it
        if answer_type == "yes_no":
            line = re.sub(r"^[01]\s*\((?P<polar>[^()]{1,20})\)$|\s*\(\s*[01]\s*\)$", lambda m: m.group("polar") or "",
                          line)  # "1 (yes)", "Yes (1)": the answer and its numeric code
        restated = (re.match(r"(?P<head>.+?)\s*\((?P<again>[^()]{1,30})\)$", line)
                    or re.match(rf"(?P<head>.+?)\s*,\s*(?P<again>\(?[{_L}]\)?)$", line))  # "The bottom-left panel, C"
        if restated:
            head, again = (parse_span(restated.group(g), answer_type, choices) for g in ("head", "again"))
            if head.value and head.value == again.value and head.length == len(restated.group("head")):
                line = restated.group("head")  # "Option 2 (B).": the answer, then the same answer again
            elif (answer_type == "choice" and again.value and again.length == len(restated.group("again"))
                  and _CHOICE_PLACES.get() is None and _LONE_GRID_PLACE.fullmatch(restated.group("head"))):
                line = restated.group("again")  # "The top-right one (B).": a place only a layout tells, its letter
        unwrapped = _WRAPPING.sub("", line)
        if unwrapped != line and unwrapped and parse_span(unwrapped, answer_type, choices).length == len(unwrapped):
            line = unwrapped  # "{D}", "«A»", "-> B <-", "==C==", "(10)": one answer inside decoration
        if _TENTATIVE_OPENER.match(line):
            events.append(Event(RANK_CONCLUSION, match.start(), None))  # "Maybe thirteen.": a guess, no answer
            line = ""
        assigned = re.match(r"\s*(\w+)\s*=(?!=)", raw)
        if assigned and _updated_later(text, assigned.group(1), match.end()):
            line = ""  # "total = 0" before "total += 1"
        if line and len(line) <= 80:  # a lone answer
            parsed = parse_span(line, answer_type, choices)
            stray = _STRAY_AFTER_LONE_ANSWER if raw.strip() == text.strip() else ""  # "C,": the whole reply
            if parsed.value is not None and not line[parsed.length:].strip(" .)]:'\"」』" + ticks + stray):
                value = parsed.value
                if answer_type == "yes_no" and _CORRECTNESS_QUESTION.search(previous.rstrip()):
                    value = "No" if value == "Yes" else "Yes"  # "Graph OK? no": the graph is not right, an error
                events.append(Event(RANK_CONCLUSION, match.start(), value))
                replies_to_question.append(previous.rstrip().endswith(("?", "？")))
                if answer_type == "choice" and _HEADED_LINES.match(text, match.end()):
                    headings.append(events[-1])
        if raw.strip():
            previous = raw
    if sum(replies_to_question) >= 2:
        events = [event for event, reply in zip(events, replies_to_question, strict=True) if not reply]
    listed = [event for event in events if event.value is not None
              and (_BULLET_LINE.match(text, event.position) or _INDENTED_LINE.match(text, event.position))]
    if answer_type == "choice" and len({event.value for event in listed}) >= 2:
        # "- French (A)\n- German (C)\n…": a list of candidates, none of them the answer
        events = [event for event in events if all(event is not item for item in listed)]
    if len({event.value for event in headings}) >= 2:
        events = [event for event in events if all(event is not heading for heading in headings)]
    if _bare_answers_disagree(text, events):
        return [Event(RANK_CONCLUSION, len(text), None)]  # "Yes\nNo": the reply holds both answers and nothing else
    return events


def _bare_answers_disagree(text: str, events: list[Event]) -> bool:
    """Every line of the reply is a bare answer and they are not all the same one: a harness log of a model that
    emitted both, which commits to neither (a reply that reasons between them has lines that are not answers)."""
    lines = re.findall(r"(?m)^.*\S.*$", text)
    return len(events) >= 2 and len(events) == len(lines) and len({event.value for event in events}) > 1


# a sentence that opens with a conclusive connective and a polar word: "So no, no error.", "Thus yes — …"
_POLAR_IDIOM = re.compile(r"\b(?:answer|reply|respond)(?:s|ed)?\s+(?:is\s+)?in\s+the\s+(negative|affirmative)\b",
                          re.IGNORECASE)
_CONCLUDED_POLAR = re.compile(r"(?:^|(?<=[.!?\n,]))\s*(?:so|thus|hence|therefore|in\s+short|in\s+conclusion)\s*[,:]?\s+"
                              r"(?:actually\s+)?(yes|no)\b\s*[,.!:;—–]", re.IGNORECASE)


# a reply that opens with a polar word of another language and a comma: "Sí, …", "Nein, …", "네, …", "Нет, …"
# (and a question whether there is an error with the verb of being there or its negation: "不存在。" does not exist,
# "存在，…", "没有。" there is none, "有的。" there is)
_ZH_POLAR_OPENING = r"是的|是|不是|不存在|存在|没有|有的|有|否"
_FOREIGN_POLAR_OPENING = re.compile(
    r"(sí|si|sì|sim|oui|ja|да|네|예|はい|non|nein|nee|não|нет|아니요|아니오|いいえ|نعم|हाँ|हां|evet|có|ya|tak|так|ναι"
    r"|ano|כן|بله|لا|नहीं|hayır|không|tidak|nie|nej|nei|ні|όχι|ne|לא|خیر|نه|kyllä|ei|হ্যাঁ|না|ஆம்|இல்லை|అవును|లేదు"
    r"|oo|hindi|da|nu|igen|nem|ndiyo|ndio|hapana|yebo|cha|a'a|አዎን|አዎ|የለም|አይ|" + _script("bẹ́ẹ̀\\s?ni|rárá")
    # Chinese answers a whether-question with its verb or its negation: "是的，存在事实错误", "不是，…"; the
    # English word may follow in brackets: "是的 (Yes). …"
    + r"|" + _ZH_POLAR_OPENING + r")(?:\s*\((?:yes|no)\))?\s*[,、，.。!:;—–]"
    # Thai sets its sentences apart with a space: "ใช่ มีข้อผิดพลาด" (yes, there is an error), "ไม่ใช่ ไม่มี…"
    r"|(ไม่ใช่|ใช่)[ \t]+(?=\S)", re.IGNORECASE)


def _concluded_polar_events(text: str, answer_type: str) -> list[Event]:
    """'So no, no error.', 'I would answer in the negative': a polar word right after a conclusive connective, or the
    idiom, concludes a detection reply."""
    if answer_type != "yes_no":
        return []
    events = [Event(RANK_CONCLUSION, m.start(1), m.group(1).capitalize()) for m in _CONCLUDED_POLAR.finditer(text)]
    events += [Event(RANK_CONCLUSION, m.end(), "Yes" if m.group(1).lower() == "affirmative" else "No")
               for m in _POLAR_IDIOM.finditer(text) if not _is_hypothetical(text, m.end())]
    return events


# a reply that opens with an answer and gives its reason: "NATO, since …", "C — because the holes match"
_REASONED_OPENING = re.compile(r"(?P<answer>[^,;:—–\n]{1,60}?)\s*(?:,|—|–|:)\s*(?:since|because|as|given\s+that)\b",
                               re.IGNORECASE)
# a reply that opens on an option's letter and gives its reason in brackets, alone on its line:
# "Ａ（只有它没有对称轴）", "C (only it has no axis of symmetry)." ("A (" is no article)
_BRACKETED_REASON = re.compile(rf"(?i:(?:option|choice|panel)\s*)?\(?(?P<letter>[{_L}])\)?[ \t]*"
                               r"\((?P<reason>[^()\n]{2,120})\)[ \t]*[.。!！]?[ \t]*(?:\n|$)")
# another line opening on an option's letter and a bracket: "A (1 point)\nB (3 points)" lists the options
_BRACKETED_LINE = re.compile(rf"(?m)^[ \t\-•*#>]*(?i:(?:option|choice|panel)\s*)?\(?([{_L}])\)?[ \t]*\(")
# a reason that takes the letter back or leaves it open: a condition, a hedge, a verdict against it, a second option
_OPEN_REASON = re.compile(r"\s*(?:(?:if|unless|assuming|suppose|whether|maybe|perhaps|possibly|probably|not|no|wrong"
                          r"|incorrect|false|or|either|unsure|guess)\b|如果|假如|假设|或|也许|可能|不确定|不是|错)"
                          r"|[^%]*%", re.IGNORECASE)
# a reply that opens on a name in a few words, perhaps one the options do not spell (in another language), labelled
# with its option's letter before the reason: "Ретороманська мова (E) — четверта офіційна мова Швейцарії, …"
_LABELLED_NAME_OPENING = re.compile(rf"(?P<name>[^\W\d_][^\W\d_'’\- ]*(?:[ \t][^\W\d_][^\W\d_'’\-]*){{0,4}})[ \t]*"
                                    rf"\((?P<letter>[{_L}])\)[ \t]*[—–:]\s")
# the noun that labels an option's letter: "Option C, since …" opens on the letter as "C, since …" does
_LETTER_LABEL = re.compile(rf"\A\s*(?:the\s+)?(?:option|choice|panel|figure|frame|letter)\s*(?=\(?[{_L}]\)?\s*$)",
                           re.IGNORECASE)


# a reply that opens with a lower-case option letter and goes on in words (captioning models: "c four holes"); not
# 'a' or 'i' (English words), not a letter joined to another ("b or c", "a to d") or judged ("c is wrong")
_LOWER_LETTER_LEAD = re.compile(rf"([{_l}])\s+(?!(?:{_OR_AND}|vs|versus|to|through|is|isn't|was|wasn't|has|hasn't|not"
                                r"|looks|seems|does|doesn't|can't|cannot)\b)[a-z]{2,}")


# a reply that opens with a lower-case option letter, a dash or a colon, and its reason in words: "b - two folds means
# the punch becomes 4 holes", "d: the arrow turns twice" (not a verdict on it: "b - wrong", "c: no")
_LOWER_LETTER_REASON = re.compile(rf"([{_l}])[ \t]*(?:[—–:]|-(?=\s))[ \t]*(?!(?:no|not|nope|wrong|incorrect|false"
                                  r"|x|ruled|out|eliminated|mirrored|mirror)\b)[a-z]{2,}")
# a line of a list that judges the options one by one: "b - two holes\nc - four holes"
_LOWER_LETTER_LINE = re.compile(rf"(?m)^[ \t]*([{_l}])[ \t]*(?:[—–:]|-(?=\s))")


# a verb right after an opening option: the option is the subject of a statement, not the reply's answer
_SUBJECT_VERB = re.compile(r"(?:is|isn't|has|hasn't|shows|looks|doesn't|does)\b", re.IGNORECASE)


def _options_opening_lines(text: str, choices: list[str]) -> int:
    """How many different options open a line of the reply followed by a dash or a colon: a list that describes or
    judges the options one per line, whose first line is an item, not an opening answer."""
    opened = set()
    for line in re.finditer(r"(?m)^[ \t]*(?:[-*•][ \t]+)?(?P<rest>[^\n]+)", text):
        named = _choice_text_at(line.group("rest"), choices)
        if named.value and re.match(r"\s*[—–:]", line.group("rest")[named.length:]):
            opened.add(named.value)
    return len(opened)


# the question restated as the reply's first paragraph, its options after it or not: "Question: Is there a factual
# error in the knowledge graph? Options: Yes / No.\n\n", "Is there a factual error …? (Yes or No)\n\n"
_RESTATED_QUESTION_PARAGRAPH = re.compile(r"(?:question\s*:\s*)?[^\n]{3,200}?\?(?:[ \t]*(?:options|choices)\s*:[^\n]*"
                                          r"|[ \t]*\([^\n()]{1,40}\)[ \t.]*)?[ \t]*\n[ \t]*\n", re.IGNORECASE)


def _restated_detection_line(head: str) -> re.Match[str] | None:
    """The detection question restated alone on the reply's first line ("Is there a factual error in the knowledge
    graph?\nYes. The graph says …"): the line after it opens the reply, as after a restated paragraph. A question
    whose Yes means the graph holds ("Is the graph correct?") is not this one."""
    line = re.match(r"[ \t]*(?:question\s*:\s*)?(?P<question>[^\n]{3,200}\?)[ \t]*\n", head, re.IGNORECASE)
    if not line or not _DETECTION_QUESTION.search(line.group("question")):
        return None
    return None if _CORRECTNESS_QUESTION.search(line.group("question")) else line


# an option's label opening a sentence of a walk through the options: "A – possible. B – possible. C – no, …",
# "A. Vienna: capital of Austria. B. Bern: …"
_WALK_LABEL = re.compile(rf"(?<=[.!?;])\s+\(?([{_L}])\)?\s*[.):\-–—]\s")


# a proviso the verdict before it hangs on: "No, provided the faint edge is …", "Yes, as long as …"
_PROVISO = re.compile(r"\s*(?:provided|providing|as\s+long\s+as|so\s+long\s+as|on\s+(?:the\s+)?condition\s+that"
                      r"|assuming|on\s+the\s+assumption\s+that)\b", re.IGNORECASE)


# a reply that opens on a lone option with a question mark, a tentative pick: "A? In all the others the lines cross;
# in A they look parallel.", "**(C)?** …"
_TENTATIVE_OPENING = re.compile(rf"\A\s*(?:\*\*)?\(?(?-i:[{_L}])\)?\s*[?？](?:\*\*)?(?=\s|\Z)")
# what takes the tentative pick back at once: "A? No, …", "B? Wait, …"
_TENTATIVE_TAKEN_BACK = re.compile(r"\s*(?:no|not|nope|nah|wait|hmm+|actually|or)\b", re.IGNORECASE)


def _tentative_opening_events(text: str, choices: list[str]) -> list[Event]:
    """'A? In all the others the two lines cross each other; in A they look parallel.': a lone option with a question
    mark opening the reply is a tentative pick, and a hedge after it still names one pick; it stands where the rest
    names no other option (letter or text) and does not take it back at once."""
    opening = _TENTATIVE_OPENING.match(text)
    if not opening or _TENTATIVE_TAKEN_BACK.match(text, opening.end()):
        return []
    picked = parse_choice(opening.group().strip(" \t\n*?？"), choices).value
    named = {m.value for m in _letter_mentions(text, choices) + _text_mentions(text, choices)}
    return [Event(RANK_STATEMENT, opening.end(), picked)] if picked and named <= {picked} else []


# an option opening a reply before a comma and its reason: "panel b, red face ends up opposite blue when folded", "odd
# one is panel C, arrow points wrong way" (what is asked for may lead it), or before its reason as a list-style label
# in lower case: "c) same cube rotated 90 deg not mirrored"
_GLOSSED_OPENING = re.compile(
    rf"(?:(?:the\s+)?(?:odd\s+one(?:\s+out)?|outlier|answer)\s+(?:is|=|:)\s+)?"
    rf"(?:(?:(?:option|panel|figure|choice)\s*\(?(?P<named>[{_L}])\)?|\(?(?P<bare>(?-i:[{_L}]))\)?)\s*,"
    rf"|(?P<listed>(?-i:[{_l}]))\))\s+(?=[^\W\d_])", re.IGNORECASE)
# what takes the opening option back or sets it beside another: "B, or maybe D", "B, not sure", "C, if the fold …"
_GLOSS_TURN = re.compile(r"(?:or|and|not|no|but|maybe|perhaps|possibly|unless|if|though|although)\b", re.IGNORECASE)


def _glossed_opening_events(text: str, choices: list[str], odd_task: bool | None) -> list[Event]:
    """'panel b, red face ends up opposite blue when folded', 'c) same cube rotated 90 deg not mirrored': a short
    reply that opens on one option, then gives its reason after a comma (or after a list-style label in lower case),
    answers with it, where the reply names no other option, the reason does not turn from it and, unless the
    question asks for the odd one out, does not call it wrong."""
    head = text.lstrip(" \t\n*#>")
    match = _GLOSSED_OPENING.match(head)
    if not match or _GLOSS_TURN.match(head, match.end()) or _REASONED_OPENING.match(head):
        return []  # "Panel B, since …" is a reasoned opening, read as such
    letter = (match.group("named") or match.group("bare") or match.group("listed")).upper()
    if letter not in _valid_letters(choices) or (match.group("listed") and letter == "I"):
        return []
    if match.group("listed") and len(set(re.findall(rf"(?<![A-Za-z0-9])\(?([{_l}])\)\s", text))) > 1:
        return []  # "a) the holes …, b) one hole …": an enumeration, not a pick
    named = {m.value for m in _letter_mentions(text, choices) + _text_mentions(text, choices)}
    named |= {m.value for m in _ordinal_mentions(text, choices, [])}
    if named - {letter} or (_NEGATIVE_VERDICT.search(head, match.end()) and not odd_task):
        return []
    return [Event(RANK_CONCLUSION, len(text) - len(head), letter)]


# the stance that may stand before an opening Yes or No: "Probably no, …", "Definitely yes, …"
_POLAR_LEAD = (r"(?:probably|likely|most\s+likely|i\s+think|i'd\s+say|i\s+would\s+say|i\s+believe|definitely|certainly"
               r"|absolutely|clearly)")


def _polar_opening(head: str) -> str | None:
    """The Yes or No a reply's words open on ("No, there is no error", "Nope no errors", "Ja, …", "是的，…"); "" where
    the verdict hangs on a proviso after it ("No, provided the faint edge is …"), None where they open on none."""
    match = re.match(rf"(?:{_POLAR_LEAD}\s*,?\s*)?(yes|yeah|yep|yup|nah|no)(?:pe|p|ah)?(?:\s*(?:[,.!:;—–\-]|$)"
                     r"|\s+(?=(?:there|it|this|that|the|i|we|sir|none|nothing|everything|(?P<again>no))\b))",
                     head, re.IGNORECASE)
    polar = ("Yes" if match.group(1).lower().startswith("y") else "No") if match else None
    if match and _PROVISO.match(head, match.end()):
        return ""  # "No, provided the faint edge is 'shares border with'.": a verdict that hangs on a proviso
    if match and not (match.group("again") and polar == "Yes"):  # "nope no errors", but "yes no" says both
        return polar
    foreign = _FOREIGN_POLAR_OPENING.match(head)
    return parse_yes_no(foreign.group(1) or foreign.group(2)).value if foreign else None


# a paragraph break: a blank line, then where the next paragraph's words start
_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n\s*(?=\S)")


def _closing_polar_events(text: str) -> list[Event]:
    """'Gehen wir die Kanten durch: … ✘ …\n\nJa, der Graph enthält einen Faktenfehler.': a last paragraph that opens
    on a Yes or No, in any language the opening is read in, is the verdict the check before it arrives at; not one
    that turns back at once ("No, wait — …")."""
    last = next(reversed(list(_PARAGRAPH_BREAK.finditer(text))), None)
    if not last:
        return []
    head = text[last.end():]
    opened = _polar_opening(head)
    polar_word = re.match(r"\S+[\s,.!:;—–-]*", head)
    if not opened or (polar_word and _DOUBT.match(head, polar_word.end())):
        return []
    return [Event(RANK_CONCLUSION, last.end(), opened, opening_yes_no=True)]


# a reply that opens on an option named by its number, perhaps with its letter, before its reason: "Panel 2 (B) — …"
_NUMBERED_OPENING = re.compile(rf"(?i:option|panel|choice|figure)[ \t]*#?[ \t]*(?P<n>\d{{1,2}})"
                               rf"(?:[ \t]*\((?P<letter>[{_L}])\))?[ \t]*(?:[.):]|[—–]|-(?=\s))[ \t]")
# the numbered labels of a walk through the options: "Panel 1 — …\nPanel 2 — …"
_NUMBERED_WALK_LABEL = re.compile(r"(?im)^[\s#>\-•*]*(?:option|panel|choice|figure)[ \t]*#?[ \t]*(\d{1,2})"
                                  r"[ \t]*(?:\([A-J]\))?[ \t]*(?:[.):]|[—–]|-(?=\s))")
# an opening label's option named again by its text in brackets: "Option E (Złoty). …"
_OWN_TEXT_BRACKET = r"(?:\s*\((?P<own>[^()\n]{1,40})\))?"


# the article before an option's text opening a reply: "The AU — the node has …"
_ARTICLE_BEFORE_TEXT = re.compile(r"the[ \t]+", re.IGNORECASE)


# a Hindi copula or a Tagalog particle right after an opening answer: "D hai." (it is D), "E lang po." (just E,
# politely), "No po, …"
_OPENING_PARTICLE = re.compile(r"^(?P<answer>\(?[A-J]\)?|yes|no|\d{1,3})[ \t]+(?:hai|hain|lang[ \t]+po|lang|po)\b"
                               r"(?=[ \t]*(?:[.!,;:]|$))", re.IGNORECASE)


# the words of a lean after an opening answer: "B, I think — but …", "Krone, probably (D). …"
_LEAN_AFTER_ANSWER = r"(?:i\s+think|i\s+believe|i'd\s+say|probably|most\s+likely)"
# a lean closing the sentence an option's text opens, perhaps with the option's letter: "Krone, probably (D). …"
_LEAN_AFTER_NAME = re.compile(rf"\s*,\s*{_LEAN_AFTER_ANSWER}\s*"
                              rf"(?:\(\s*(?P<label>[{_L}])\s*\))?\s*[.!](?:\s|$)", re.IGNORECASE)
# a reply that opens on one word of four letters or more as its own sentence, then explains: "Addis. The hidden node …"
_NAME_CUT_SHORT_OPENING = re.compile(r"[^\W\d_][\w'’-]{3,}(?=[.!][ \t]+[A-Z])")


def _opening_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """A response that opens with its answer: 'C. The cube ...', '(B) because ...', 'No, there is no error'; the
    question restated first opens no reply, the paragraph after it does."""
    head = re.sub(r"^(?:[ \t]*>[^\n]*\n)+", "", text.lstrip())  # a quoted question or option list opens no reply
    restated = _RESTATED_QUESTION_PARAGRAPH.match(head)
    if not restated and answer_type == "yes_no":
        restated = _restated_detection_line(head)
    head = head[restated.end():] if restated and head[restated.end():].strip() else head
    head = re.sub(r"^[\s#>]+", "", head)
    offset = len(text) - len(head)
    head = _OPENING_PARTICLE.sub(r"\g<answer>", head, count=1)  # "D hai. …", "E lang po.", "No po, …"
    if answer_type == "choice":
        placed = _opening_place(head, text, choices)
        if placed:
            return [Event(RANK_CONCLUSION, offset, placed)]  # "The second one — it's the only sheet …"
        reasoned = _REASONED_OPENING.match(head)
        if reasoned:
            answer = _LETTER_LABEL.sub("", reasoned.group("answer"), count=1)
            parsed = parse_choice(answer, choices)
            if parsed.value is not None and parsed.length >= len(answer.rstrip()):
                return [Event(RANK_CONCLUSION, offset, parsed.value)]  # "NATO, since Norway is a member …"
        labelled = re.match(r"A\s*[:—–]\s*", head)
        if labelled:
            after = parse_choice(head[labelled.end():], choices)
            if after.value not in (None, "A") and not head[labelled.end() + after.length:].strip(" .!"):
                return [Event(RANK_CONCLUSION, offset, after.value)]  # "A: B": 'A' labels the answer B
        labelled_name = _LABELLED_NAME_OPENING.match(head)
        if (labelled_name and labelled_name.group("letter") in _valid_letters(choices) and _text_choices(choices)
                and not {m.value for m in _text_mentions(labelled_name.group("name"), choices)}
                - {labelled_name.group("letter")}
                and not set(re.findall(rf"\(([{_L}])\)", text)) - {labelled_name.group("letter")}):
            return [Event(RANK_CONCLUSION, offset, labelled_name.group("letter"))]  # "Ретороманська мова (E) — …"
        named = _choice_text_at(head, choices)
        article = _ARTICLE_BEFORE_TEXT.match(head)
        if named.value is None and article:
            named = _choice_text_at(head[article.end():], choices)  # "The AU — the node has …"
            named = Parsed(value=named.value, length=named.length + article.end()) if named.value else named
        cut_short = _NAME_CUT_SHORT_OPENING.match(head) if named.value is None else None
        if cut_short and (owner := _part_of_one_option(cut_short.group(), choices)):
            named = Parsed(value=owner, length=cut_short.end())  # "Addis. The hidden node has …": a name cut short
        dash = re.match(r"\s*[\"'’]?\s*[—–]\s*", head[named.length:]) if named.value else None
        if named.value and not dash and re.match(r",\s+(?:the|a|an)\s", head[named.length:]):
            sentence = re.split(r"[.!?\n]", head[named.length:], maxsplit=1)[0]
            if not {m.value for m in _text_mentions(sentence, choices)} - {named.value}:
                dash = re.match(r",", head[named.length:])  # "Dodoma, the capital of Tanzania.": answer, then gloss
        if (named.value and not dash and re.match(r"[.!][ \t]+(?=[A-Z])", head[named.length:])
                and not {m.value for m in _text_mentions(head, choices)} - {named.value}):
            dash = re.match(r"[.!]", head[named.length:])  # "Addis Ababa. The masked node is …": answer, then why
        if dash and _options_opening_lines(text, choices) >= 2:
            dash = None  # "Nairobi — capital of Kenya ✗\nKampala — capital of Uganda ✓": each line judges one option
        if dash and not _NEGATOR_AFTER.match(head[named.length:]) and not re.match(r"(?i)no\b", head[named.length
                                                                                                     + dash.end():]):
            return [Event(RANK_CONCLUSION, offset, named.value)]  # "shares border with — Kenya and Uganda are …"
        lead = _LOWER_LETTER_LEAD.match(head)
        if lead and lead.group(1) not in "ai" and lead.group(1).upper() in _valid_letters(choices):
            return [Event(RANK_CONCLUSION, offset, lead.group(1).upper())]  # "c four holes", "f because it is open"
        reasoned_lead = _LOWER_LETTER_REASON.match(head)
        if (reasoned_lead and reasoned_lead.group(1) not in "ai" and _options_opening_lines(text, choices) < 2
                and reasoned_lead.group(1).upper() in _valid_letters(choices)
                and set(_LOWER_LETTER_LINE.findall(text)) <= {reasoned_lead.group(1)}):
            return [Event(RANK_CONCLUSION, offset, reasoned_lead.group(1).upper())]  # "b - two folds means …"
        lean_after_name = _LEAN_AFTER_NAME.match(head, named.length) if named.value else None
        if lean_after_name and lean_after_name.group("label") in (None, named.value):
            return [Event(RANK_CONCLUSION, offset, named.value)]  # "Krone, probably (D). The graph has Denmark …"
        leaning = re.match(rf"\(?([{_L}])\)?\s*,\s*(?i:{_LEAN_AFTER_ANSWER})\b", head)
        if leaning and leaning.group(1) in _valid_letters(choices):
            return [Event(RANK_CONCLUSION, offset, leaning.group(1))]  # "B, I think — but …"
        bracketed = _BRACKETED_REASON.match(head)
        if (bracketed and bracketed.group("letter") in _valid_letters(choices)
                and not _OPEN_REASON.match(bracketed.group("reason"))
                and not {m.value for m in _letter_mentions(bracketed.group("reason"), choices)
                         + _text_mentions(bracketed.group("reason"), choices)} - {bracketed.group("letter")}
                and not set(_BRACKETED_LINE.findall(text)) - {bracketed.group("letter")}):
            return [Event(RANK_CONCLUSION, offset, bracketed.group("letter"))]  # "A (only it has no axis)"
        match = re.match(rf"(?:{_OPENING_KIND}\s*)?\(?([{_L}])\)?{_OWN_TEXT_BRACKET}\s*[.):\-–—]\s", head + " ",
                         re.IGNORECASE)
        numbered = _NUMBERED_OPENING.match(head)
        if numbered and len(set(_NUMBERED_WALK_LABEL.findall(text))) <= 1:
            place = int(numbered.group("n")) - 1
            valid = _valid_letters(choices)
            if 0 <= place < len(valid) and numbered.group("letter") in (None, valid[place]):
                return [Event(RANK_CONCLUSION, offset, valid[place])]  # "Panel 2 (B) — every other panel …"
        own = match.group("own") if match else None
        if own and _choice_text_at(own, choices).value != match.group(1).upper():
            match = None  # "Option E (Złoty). …" opens on E named twice; a bracket naming something else is no label
        labels = re.findall(rf"(?m)^[\s#>\-•]*(?:option\s*)?\(?([{_L}])\)?\s*[.):\-–—]\s", text, re.IGNORECASE)
        labels += re.findall(rf"\b(?:option|choice|panel)\s*\(?([{_L}])\)?\s*[.):\-–—]\s", text, re.IGNORECASE)
        labels += re.findall(rf"(?<![A-Za-z0-9])\(?([{_L}])\)\s", text)  # "A) rotated B) mirrored …": inline list
        labels += re.findall(rf"(?:[,;|]|[ \t])\s*\(?([{_L}])\)?\s*[:=]\s", text)  # "A: 25%, B: 25%": inline labels
        labels += _WALK_LABEL.findall(text)  # "A – possible. B – possible. C – no, …": a walk's items
        if match and match.group(1).upper() == "I" and re.search(r"\bii\s*[.):]|\(ii\)", text, re.IGNORECASE):
            return []  # "I. Observations ... II. Result", "(i) ..., (ii) ...": roman numerals, not panel I
        if match and head.startswith(f"({match.group(1).lower()})"):
            labels += re.findall(rf"\(([{_l}])\)", text)  # "(a) the holes ..., (b) one hole ...": an enumeration
        if match and _SUBJECT_VERB.match(head, match.end()):
            return []  # "(d) is just a mirror image, so not d; …": the option is what the sentence is about
        if match and len({label.upper() for label in labels}) <= 1 and (match.group(1).isupper() or head[:1] in "(oO"):
            parsed = parse_choice(head, choices)  # "(a) or (c)" is a hedge, not an opening answer
            if parsed.value is None and not parsed.hedge and re.match(_OPENING_KIND, head, re.IGNORECASE):
                parsed = parse_choice(head[match.start(1):], choices)  # "Feld F – dort …"
            if parsed.value is not None or parsed.hedge:
                return [Event(RANK_CONCLUSION, offset, parsed.value)]
        return []
    opened = _polar_opening(head) if answer_type == "yes_no" else None
    if opened is not None:
        return [Event(RANK_CONCLUSION, offset, opened, opening_yes_no=True)] if opened else []
    labelled = re.match(r"A\s*[:—–]\s*", head)
    if labelled and answer_type in ("yes_no", "integer"):
        after = parse_span(head[labelled.end():], answer_type, choices)
        if after.value is not None and not head[labelled.end() + after.length:].strip(" .!"):
            return [Event(RANK_CONCLUSION, offset, after.value)]  # "A: Yes.", "A: 10"
    stated = re.match(r"(?P<n>\d{1,4})\.[ \t]+(?=[A-Z])", head) if answer_type == "integer" else None
    if stated and not re.search(r"(?:^|\s)\d{1,3}[.)][ \t]", head[stated.end():]):
        return [Event(RANK_CONCLUSION, offset, str(int(stated.group("n"))))]  # "8. The nodes are: …": no list follows
    exclaimed = re.match(rf"(?P<n>{_NUMBER})\s*!", head, re.IGNORECASE) if answer_type == "integer" else None
    if exclaimed and parse_integer(exclaimed.group("n")).value is not None:
        return [Event(RANK_CONCLUSION, offset, parse_integer(exclaimed.group("n")).value)]
    if answer_type == "integer" and parse_integer(head).hedge and re.match(r"[^\n]{0,30}?[—–:,.]", head):
        return [Event(RANK_CONCLUSION, offset, None)]  # "Eight or nine — two nodes overlap …": the reply is a range
    return []


# --------------------------------------------------------------------------------------------------------------
# rank-0 statements per answer type

_SUBJECT = r"(?:option|choice|panel)?\s*"
_NOUN = r"(?:one|panel|option|figure|image|shape|view|solid|choice)"


def _tok(name: str) -> str:
    """A letter token as a sentence subject: "C", "(C)" or a lower-case panel letter in parentheses "(c)"."""
    return rf"(?:\((?P<{name}p>(?-i:[{_l}]))\)|\(?\b(?P<{name}>(?-i:[{_L}]))\b\)?)"


_CHOICE_STATEMENTS = [
    # "Option C is correct", "(C) is the best match", "C seems right", "(c) is correct"
    rf"{_SUBJECT}{_tok('l1')}\s+(?:is|seems|appears|looks)\s+(?:to\s+be\s+)?"
    r"(?:the\s+)?"
    r"(?:correct|right|answer|best|only\s+(?:one|option)|most\s+(?:likely|plausible|accurate)|valid|accurate)\b",
    # "Option C is the one that matches", "(B) is the panel that fits", "C is the one that can be obtained"
    rf"{_SUBJECT}{_tok('l5')}\s+is\s+the\s+{_NOUN}"
    r"\s+(?:that|which)\s+(?:correctly\s+)?(?:matches|fits|shows\s+the\s+(?:correct|right|same|expected)\b|corresponds"
    r"|is\s+correct|works|satisfies|agrees"
    r"|aligns|is\s+consistent|(?:can|could)\s+be\s+(?:obtained|formed|produced|made|folded))",
    # the option as the subject of a concluding sentence: "Option C is the one.", "B is the one I'd pick",
    # "Option C is the only panel consistent with both folds", "Option C is the match", "D is the odd one out"
    rf"{_SUBJECT}{_tok('l10')}\s+is\s+the\s+{_NOUN}(?:\s+(?:that\s+|which\s+)?(?:i|we)(?:'d|'ll|\s+would|\s+will)?"
    r"\s+(?:pick|choose|select|go\s+with|want|need)|\s+(?:i'm|i\s+am|we're|we\s+are)\s+looking\s+for)?"
    r"(?=\s*(?:[.!;\n]|$))",
    rf"{_SUBJECT}{_tok('l11')}\s+is\s+the\s+only\s+(?!one\b|option\b){_NOUN}\s+(?:that\s+|which\s+)?(?:correctly\s+)?"
    r"(?:matches|fits|works|is\s+consistent|consistent|satisfies|agrees|aligns|corresponds|is\s+correct|matching)",
    rf"{_SUBJECT}{_tok('l12')}\s+is\s+the\s+(?:correct\s+|right\s+|perfect\s+|exact\s+|only\s+)?"
    r"(?:match|solution|odd\s+one\s+out)\b",
    # "it's C.", "that must be B!"
    r"\b(?:it's|it\s+is|it\s+must\s+be|it\s+should\s+be|that's|that\s+would\s+be|that\s+must\s+be)\s+"
    rf"(?:option\s*)?\(?(?P<l6>(?-i:[{_L}]))\)?(?=\s*(?:[.!;\n]|$))",
    # "选项C正确", "选项C是正确的", "选项B符合题意", "选项C与原图一致", "C选项正确"
    rf"选项\s*\(?(?P<l7>(?-i:[{_L}]))\)?\s*(?:是)?(?:正确|对)的?(?!吗)",
    rf"(?:选项\s*\(?(?P<l13>(?-i:[{_L}]))\)?|(?<![A-Za-z])(?P<l14>(?-i:[{_L}]))\s*选项)\s*"
    r"(?:(?:最|完全)?(?:符合(?:题意|要求|条件|题目要求)?|与原图(?:完全)?一致|满足(?:所有|全部)?(?:条件|要求))"
    r"|(?:是)?(?:正确|对)的?|是(?:唯一)?(?:正确的?)?答案|是(?:唯一)?正确的?选项)(?![吗不])",
    # "Option C: correct", "Option C → correct", "C — correct ✓"
    rf"(?:option|choice|panel)\s*\(?(?P<l2>(?-i:[{_L}]))\)?\s*[:\-–—→=]+>?\s*(?:correct|right|matches|✓|✔|✅)",
    # checklists: "- (C) correct", "- (c) correct", "C: ✓"
    rf"(?m:^)[ \t\-•>]*(?:\((?P<l8>(?-i:[{_L}{_l}]))\)|(?P<l9>(?-i:[{_L}]))\s*[:\-–—→=.)])\s*[:\-–—→=,]*>?\s*"
    r"(?:correct\b|right\b|✓|✔|✅)",
    # "only option C matches", "only (c) matches", "C matches the unfolded pattern"
    rf"\bonly\s+{_SUBJECT}{_tok('l3')}\s+(?:matches|fits|works|is|shows|has|satisfies|remains|survives)",
    # the option named as what the transformation yields: "Panel D is the rotated version of the object"
    rf"{_SUBJECT}{_tok('l15')}\s+is\s+the\s+(?:correctly\s+)?(?:rotated|unfolded|turned|folded|completed)\s+"
    r"(?:version|view|copy|form|state|sheet|paper|object|figure|shape)\b",
    # the option that carries a sequence on: "F continues the pattern", "E completes the sequence"
    rf"{_SUBJECT}{_tok('l16')}\s+(?:correctly\s+|best\s+)?(?:continues|completes|extends|carries\s+on)\s+"
    r"(?:the|this)\s+(?:pattern|sequence|series|progression)\b",
    # the option named as what the asked thing would match or turn into: "the unfolded sheet would match option D",
    # "the target becomes option A"
    r"\b(?:(?:would|should|will)\s+(?:match|look\s+like|resemble|correspond\s+to)|becomes|turns\s+into)\s+"
    rf"(?:option|choice|panel)\s*{_tok('l17')}(?=\s*(?:[.!;\n]|$))",
    # the option set apart from all the others: "Option D is symmetric about its axis, and the others are not"
    rf"{_SUBJECT}{_tok('l18')}\s+(?:is|has|shows|keeps)\b[^.;!?\n]{{1,80}}?,?\s+(?:and|but|while|whereas)\s+"
    r"(?:all\s+)?(?:the\s+)?(?:others|rest|other\s+(?:options|panels|ones))\s+(?:are\s+not|aren't|do\s+not|don't"
    r"|have\s+not|haven't|lack)\b",
    rf"(?:option|choice|panel)\s*{_tok('l4')}\s+(?:matches|fits|satisfies)\s+"
    r"(?:all|every|the\s+(?:rule|pattern"
    r"|original|net|description|criteria))",
]
_CHOICE_STATEMENT_RE = re.compile("|".join(f"(?:{s})" for s in _CHOICE_STATEMENTS), re.IGNORECASE)
_CHOICE_HEDGE_RE = re.compile(
    rf"(?:option|choice|panel)?\s*\(?\b[{_L}]\b\)?\s+(?:also|too|as\s+well)\s+(?:seems|is|looks|appears|matches|works"
    r"|fits)\b|"
    rf"\b(?:either|both|between)\s+(?:option\s*|choice\s*)?\(?[{_L}]\)?\s*(?:,|or|and)\s*"
    rf"(?:option\s*|choice\s*)?\(?[{_L}]\)?"
    rf"|(?:option|choice)\s*\(?[{_L}]\)?\s+or\s+(?:option|choice)?\s*\(?[{_L}]\)?"
    rf"|\b[{_L}]\b\s+or\s+\b[{_L}]\b(?!\s+(?:is|are)\s+(?:wrong|incorrect))"
    rf"|\([{_L}{_l}]\)\s*(?:or|/)\s*(?:option\s*|choice\s*|panel\s*)?\([{_L}{_l}]\)"
    rf"|选项\s*\(?[{_L}]\)?\s*也(?:符合|正确|对|可以|一致)"
    rf"|选项\s*\(?[{_L}]\)?\s*(?:或者?|还是)\s*(?:选项)?\s*\(?[{_L}]\)?",
)
_ALTERNATIVE_BEFORE = re.compile(r"(?:\bor|/|或者?|还是)\s*(?:option|choice|panel|选项)?\s*\(?\s*$", re.IGNORECASE)


_SOFT_MARKER_RE = re.compile(
    r"\b(?:it|this|that)(?:'s|\s+is|\s+must\s+be|\s+should\s+be|\s+would\s+be)\s+|\b(?:must|has\s+to|have\s+to"
    r"|should|ought\s+to)\s+be\s+", re.IGNORECASE
)


def _soft_marker_events(text: str, choices: list[str]) -> list[Event]:
    """'so it must be Paris.', 'it's C.': weak markers, trusted only when the answer ends the clause."""
    events = []
    for match in _SOFT_MARKER_RE.finditer(text):
        span = text[match.end(): match.end() + 200]
        parsed = parse_span(span, "choice", choices)
        if parsed.value is None or _is_hypothetical(text, match.start()):
            continue
        if re.match(r"\s*(?:[.!;,:\n)—–]|$)", span[parsed.length:]) and not _sentence_is_question(text, match.end()):
            events.append(Event(RANK_STATEMENT, match.end(), parsed.value))
    return events


def _choice_statement_events(text: str, choices: list[str]) -> list[Event]:
    events = _soft_marker_events(text, choices)
    for match in _CHOICE_STATEMENT_RE.finditer(text):
        group = next(name for name, value in match.groupdict().items() if value)
        before = _clause_before(text, match.start(), 40)
        if re.search(r"\b(?:not|isn't|no|if|whether|might|could|would|unless|neither|nor)\b|如果|假如|假设|若|是否",
                     before, re.IGNORECASE):
            continue
        if _sentence_is_question(text, match.end()) or _under_opening_condition(text, match.start(), match.group()):
            continue  # "If the paper were folded only once, the holes would match option A.": only supposed
        if _in_letter_range(text, match.start(group), match.end(group)):
            continue  # "which of A–F is the odd one out": the range of the options, not one of them
        if _ALTERNATIVE_BEFORE.search(text[max(0, match.start(group) - 20): match.start(group)]):
            events.append(Event(RANK_STATEMENT, match.end(), None))  # "A or C is the one": a hedge
            continue
        parsed = _letter_at(f"({match.group(group)})", choices)
        events.append(Event(RANK_STATEMENT, match.end(), parsed.value))
    for match in _CHOICE_HEDGE_RE.finditer(text):
        before = _clause_before(text, match.start(), 40)
        if not re.search(r"\b(?:not|neither|nor|eliminate|rule out|ruled out|exclude|wrong|incorrect)\b", before, re.I):
            events.append(Event(RANK_STATEMENT, match.end(), None))
    return events


_DEICTIC_VERDICT = re.compile(r"(?:^|(?<=[.!?\n]))\s*(?:so\s+|and\s+)?(?:that|this)(?:'s|\s+is)\s+(?:the|my)\s+"
                              r"(?:final\s+|correct\s+)?(?:answer|pick|choice)\b", re.IGNORECASE)


_CONDITION_OPENING = re.compile(r"\s*(?:if|whether|suppose|supposing|assuming|unless)\b", re.IGNORECASE)


# an option's text, then its own letter in brackets, closing the reply: '… the South American trade bloc, "Mercosur"
# (E).', "… which is Kigali (C)."
_CLOSING_PAIR = re.compile(rf"(?P<name>[^\s\"'“‘«(][^\"'”’»()\n,;:]{{0,60}}?)[\"'”’»]?\s*\(\s*(?:option\s+)?"
                           rf"(?P<letter>[{_L}])\s*\)\s*[.!]?\s*$", re.IGNORECASE)


def _closing_pair_events(text: str, choices: list[str]) -> list[Event]:
    """'Brazil, Argentina, Uruguay and Paraguay are all "member of" the masked node. That is the South American trade
    bloc, "Mercosur" (E).': a reply that closes on an option named twice, by its text and its own letter, answers with
    it, where its last sentence names no other option and negates nothing."""
    pair = _CLOSING_PAIR.search(text)
    if not pair or not _text_choices(choices):
        return []
    letter = pair.group("letter").upper()
    named = _choice_text_at(pair.group("name"), choices)
    sentence = text[_sentence_start(text, pair.start()): pair.end()]
    others = {m.value for m in _letter_mentions(sentence, choices) + _text_mentions(sentence, choices)} - {letter}
    if named.value != letter or others or _NEGATION.search(sentence):
        return []
    return [Event(RANK_CONCLUSION, pair.end("letter"), letter)]


def _deictic_verdict_events(text: str, choices: list[str]) -> list[Event]:
    """'The unfolded sheet in C has the holes where the folds reflect them. That's the answer.': a sentence that only
    points back confirms the one option the sentence before it named."""
    events = []
    for match in _DEICTIC_VERDICT.finditer(text):
        before = text[: match.start()].rstrip()
        sentence = before[_sentence_start(before, len(before) - 1):]
        named = {m.value for m in _letter_mentions(sentence, choices) + _text_mentions(sentence, choices)}
        if len(named) == 1 and not _NEGATION.search(sentence) and not _CONDITION_OPENING.match(sentence):
            events.append(Event(RANK_STATEMENT, match.end(), named.pop()))
    return events


# a "not" after a comma or a bracket, and what it sets aside: ", not Dar es Salaam", "(not the largest city)"
_NOT_A_NON_OPTION = re.compile(r"(?:,|\()\s*(?:but\s+)?not\s+(?P<rest>[^,.;()]+)", re.IGNORECASE)


def _short_text_choice_events(text: str, choices: list[str]) -> list[Event]:
    """A short reply that names exactly one text choice ('It's Paris.'); longer prose discusses, it does not answer.
    A closing 'I think' or 'yeah' only says how sure the reply is ('shares a border with i think')."""
    text = _CONFIRMING_TAIL.sub("", text.rstrip(" .!"))
    if len(text.split()) > 12 or not _text_choices(choices):
        return []
    if _under_opening_condition(text, len(text), text):
        return []  # "Assuming the masked country is Belgium, the answer would be Brussels.": only supposed
    folded = _fold(text)
    hits = {letter for letter, choice in _text_choices(choices)
            if re.search(rf"(?<!\w){re.escape(choice)}(?!\w)", folded)}
    # a longer choice containing a shorter one ("French Guiana" ⊃ "French") counts once
    hits = {letter for letter in hits if not any(
        other != letter and _fold(choices[LETTERS.index(letter)]) in _fold(choices[LETTERS.index(other)])
        for other in hits)}
    # "Dodoma (Tanzania's official capital, not Dar es Salaam)": a "not" that sets aside a name no option has
    unset = _NOT_A_NON_OPTION.sub(lambda m: "" if not _text_mentions(m.group("rest"), choices) else m.group(), folded)
    if len(hits) == 1 and not re.search(r"\b(?:not|no|cannot|neither|nor|except|besides|other\s+than|apart\s+from)\b"
                                        r"|n't\b", unset) and not _NAMED_AS_ALTERNATIVES.search(text) and not (
            _NEGATIVE_VERDICT.search(text)) and not _UNSEEN.search(text):  # "Only Kigali can be excluded.": rejected
        return [Event(RANK_STATEMENT, len(text), hits.pop())]
    cues = _cue_mentions(text, choices)
    uncovered = "".join(ch for i, ch in enumerate(text) if not any(m.start <= i < m.end for m in cues))
    if not hits and len({m.value for m in cues}) == 1 and not re.sub(r"[\W_]", "", uncovered):
        return [Event(RANK_STATEMENT, len(text), cues[0].value)]  # "border": a reply that is one option's cue word
    core = _ANSWER_LEAD_IN.sub("", text, count=1)  # "ans: kampla", "the relation is captal of", "its currensy"
    if not hits and len(core.split()) > 4:
        core = _POSTMODIFIER.sub("", core)  # "the franc used in Switzerland": the noun named, then where it is used
    owner = _part_of_one_option(core, choices) if not hits and len(core.split()) <= 4 else None
    return [Event(RANK_STATEMENT, len(text), owner)] if owner else []


# what follows a noun to say where or by whom it is used, not which noun it is: "… used in Switzerland", "… spoken in
# Belgium", "… that Denmark uses"
_POSTMODIFIER = re.compile(r"\s+(?:(?:used|spoken|adopted|issued|shared|found)\s+(?:in|by)|that|which)\s+[^,;]*$",
                           re.IGNORECASE)


# the words that only lead in to a short answer: an answer label, "it's", "the <noun> is", "i think (it) is"
# (the answer labels of other languages: "Antwort: Afrikanische Union", "Respuesta: Unión Europea")
_FOREIGN_ANSWER_LABEL = r"antwort|r[ée]ponse|respuesta|risposta|resposta"
_ANSWER_LEAD_IN = re.compile(r"^\s*(?:(?:ans|answer|answr|" + _FOREIGN_ANSWER_LABEL + r")\s*[:=\-–—]"
                             r"|(?:i\s+think\s+)?(?:it'?s|it\s+is|is)\b|the\s+(?:\w+\s+){0,2}is\b)\s*", re.IGNORECASE)


# the negations of the other languages read: French, German, Spanish, Portuguese, Italian, Russian ("Ils ne sont pas
# voisins.", "Sie sind keine Nachbarn."), and Chinese, Japanese and Korean ("两国不相邻。")
_FOREIGN_NEGATION = r"|ne|pas|nicht|kein\w*|nunca|jamais|niemals|nem|não|nessun\w*|ningun\w*|не|нет"
_CJK_NEGATION = "|不|没|沒|無|无|ない|않|아니"
# a word that leaves the stated fact open or sets it aside: a hedge, a doubt, an exception, a question, a negation
_FACT_DOUBT = re.compile(r"\b(?:not|no|neither|nor|unsure|unclear|maybe|perhaps|probably|possibly|might|could|may|or"
                         r"|either|guess|seems?|if|whether|except|besides|possible|cannot|other\s+than|apart\s+from"
                         + _FOREIGN_NEGATION + r")\b|n't\b|\?" + _CJK_NEGATION, re.IGNORECASE)


# an ellipsis, which stands for a name left out ("与……接壤", shares a border with …) and ends no sentence
_ELLIPSIS = re.compile(r"\.{2,}|…")


# a bracket that closes the reply: "… — Bern (officially the "federal city", but it's the de facto capital …)."
_CLOSING_BRACKET = re.compile(r"\s*\([^()\n]*\)[\s.!]*\Z")


def _stated_fact_events(text: str, choices: list[str]) -> list[Event]:
    """'Portugal and Spain are neighbours.', "Nairobi is Kenya's capital.": a reply of one or two short sentences that
    states the fact the masked edge stands for answers with the relation its words name, when they name one option
    only and nothing hedges the fact (a model answering the fact, not the label, as a captioner does)."""
    aside = _CLOSING_BRACKET.search(text)
    stated = text[: aside.start()] if aside else text  # "Bern (officially the "federal city", but …)": a gloss after
    if (len(stated.split()) > 16 or len(re.findall(r"[.!;\n]\s*\S", _ELLIPSIS.sub(" ", text).strip())) > 1
            or _FACT_DOUBT.search(text) or _NAMED_AS_ALTERNATIVES.search(text)):
        return []
    named = _cue_mentions(text, choices) + _text_mentions(text, choices)
    if len({m.value for m in named}) != 1 or _HYPOTHETICAL_CLAUSE.search(text) or _NEGATIVE_VERDICT.search(text):
        return []
    last = max(named, key=lambda m: m.end)
    return [Event(RANK_STATEMENT, last.end, last.value)]


# the first sentence of a reply, up to its full stop: "They speak Dutch there."
_OPENING_FACT = re.compile(r"\s*(?P<sentence>[^.!?\n]{3,80}[.!])(?=\s|$)")


def _opening_fact_events(text: str, choices: list[str]) -> list[Event]:
    """'They speak Dutch there. The masked node is attached to the Netherlands by …': a short first sentence that
    states a fact naming one option, in a reply that names no other option anywhere, answers with it, as a short
    reply stating the fact does (`_stated_fact_events`); a doubt in that sentence leaves it open."""
    first = _OPENING_FACT.match(text)
    if (not first or len(first.group("sentence").split()) > 10 or _FACT_DOUBT.search(first.group("sentence"))
            or _CONTRAST_WORD.search(first.group("sentence"))):
        return []  # "Uganda's capital is Kampala, but the masked node is unreadable.": the fact set against the item
    named = _text_mentions(text, choices)
    said = [m for m in named if m.end <= first.end("sentence")]
    if len({m.value for m in named}) != 1 or not said or _letter_mentions(text, choices):
        return []
    if _HYPOTHETICAL_CLAUSE.search(first.group()) or _NEGATIVE_VERDICT.search(first.group()):
        return []
    return [Event(RANK_STATEMENT, first.end("sentence"), said[-1].value)]


# the masked edge said to state a fact, the fact after it: "The masked edge indicates that Rome is the capital city of
# Italy."
_EDGE_STATES_FACT = re.compile(r"\b(?:the\s+)?(?:masked|missing|hidden)\s+(?:edge|relation|link)\s+(?:here\s+)?"
                               r"(?:(?:indicates|expresses|says|means|shows|represents|states|encodes)\s+that"
                               # or where it runs, then the fact after a colon: "The masked relation goes from Sweden
                               # to the European Union: Sweden is a member state of the EU."
                               r"|(?:goes|runs|points|leads)\s+from\s+[^:.!?;\n]{1,60}?\s+to\s+[^:.!?;\n]{1,60}?:)\s+"
                               r"(?P<fact>[^.!?;\n]{3,120})", re.IGNORECASE)


def _edge_fact_events(text: str, choices: list[str]) -> list[Event]:
    """'… \n\nThe masked edge indicates that Rome is the capital city of Italy.': a longer reply that says which fact
    the masked edge states answers with that fact's relation, as a short reply stating the fact does
    (`_stated_fact_events`), its last such sentence counting."""
    events = []
    for said in _EDGE_STATES_FACT.finditer(text):
        events += [Event(RANK_CONCLUSION, said.start("fact") + event.position, event.value)
                   for event in _stated_fact_events(said.group("fact"), choices)]
    return events[-1:]


# a term in quotes labelled with an option's letter, closing the reply: 'Relationen er "medlem af" (B).'
# (or on its reason after a comma, in the same last sentence: '«πρωτεύουσα του» (E), αφού …' (since))
_BECAUSE_WORDS = (r"because|since|as|αφού|επειδή|omdat|want|weil|da|car|puisque|parce|porque|pois|ya\s+que|perché"
                  r"|poiché|ponieważ|bo|потому|так\s+как|çünkü|karena|kwa\s+sababu|dahil|vì|เพราะ")
_QUOTED_TERM_LABEL = re.compile(rf"[«\"“'‘](?P<term>[^\"”»'’\n]{{2,40}})[»\"”'’]\s*\((?P<letter>(?-i:[{_L}]))\)"
                                rf"(?:\s*[.!]?\s*\Z|(?P<reason>\s*,\s*(?:{_BECAUSE_WORDS})(?![^\W\d_])[^\n.!?]*[.!?]?\s*\Z))",
                                re.IGNORECASE)
# the copula a term stands after when its reason follows it ("… είναι «πρωτεύουσα του» (E), αφού …"), not "could
# be" nor a colon that lists what fits ('Two options fit: "member of" (B), since …, and …')
_COPULA_BEFORE_TERM = re.compile(r"(?:\b(?:is|ist|est|es|è|é|er|är|on|jest|είναι|є|является)|是|は)\s*\Z",
                                 re.IGNORECASE)


def _quoted_term_label_events(text: str, choices: list[str]) -> list[Event]:
    """'Relationen er "medlem af" (B).': a reply that closes on a term in quotes, perhaps the option's text in another
    language, labelled with an option's letter names that option, where the term names no other option."""
    labelled = _QUOTED_TERM_LABEL.search(text)
    if not labelled or labelled.group("letter") not in _valid_letters(choices):
        return []
    if labelled.group("reason") and not _COPULA_BEFORE_TERM.search(text, 0, labelled.start()):
        return []
    named = {m.value for m in _text_mentions(labelled.group("term"), choices)}
    return [] if named - {labelled.group("letter")} else [Event(RANK_CONCLUSION, labelled.end(),
                                                                 labelled.group("letter"))]


_GLUE_WORDS = frozenset({"the", "a", "an", "of", "with", "in", "to"})


def _one_slip_apart(word: str, other: str) -> bool:
    """Two words of five or more letters that differ in one letter, the first alike: 'frank' for 'franc', as speech
    to text or a typo writes a word it heard."""
    if len(word) < 5 or not other or word[0] != other[0] or abs(len(word) - len(other)) > 1 or word == other:
        return False
    if len(word) == len(other):
        return sum(a != b for a, b in zip(word, other, strict=True)) == 1
    short, long = sorted((word, other), key=len)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


# nouns that say what kind of thing an option is, not which one: "Nairobi city", "Kenya country"
_KIND_NOUNS = frozenset({"city", "town", "country", "nation", "currency", "language"})


def _run_together(text: str, choice: str) -> bool:
    """'partof', 'sharesboarderwith': a one-word reply that is an option's several words written without their spaces
    (one letter may slip)."""
    joined, own = (re.sub(r"[\W_]", "", _fold_same_length(t)) for t in (text, choice))
    if len(text.split()) != 1 or len(choice.split()) < 2 or len(joined) < 5:
        return False
    return joined == own or _one_slip_apart(joined, own)


def _cognate(word: str, other: str) -> bool:
    """Two words that share their first five letters or more, c and k alike, and differ only in endings of at most
    six letters: a word of the option's text as another European language writes it ('Afrikanische' for 'African',
    'Europäische' for 'European', 'Brüssel' for 'Brussels'), its stem kept and its ending its own ('sharesborderwith'
    is several words run together, no ending)."""
    word, other = word.replace("c", "k"), other.replace("c", "k")
    stem = len(os.path.commonprefix([word, other]))
    return stem >= 5 and max(len(word), len(other)) - stem <= 6


def _part_of_one_option(text: str, choices: list[str]) -> str | None:
    """'shares border', 'official', 'addis': a reply whose words all belong to one option's own text (and to no
    other option's) names that option, as a captioning model shortens it; one word may be a slip of one letter
    ('swiss frank', 'Nairobbi', 'capitol of')."""
    words = set(_fold_same_length(text).split()) - _GLUE_WORDS
    words = (words - _KIND_NOUNS) or words  # "Nairobbi city": the noun for what the option is adds nothing
    owners = set()
    for letter, choice in _text_choices(choices):
        own = set(_fold_same_length(choice).split())
        missing = sorted(words - own)
        slipped = len(missing) == 1 and any(_one_slip_apart(missing[0], w) for w in own)
        cognate = bool(missing) and all(any(_cognate(word, w) for w in own) for word in missing)
        if not missing or slipped or cognate or _run_together(text, choice):
            owners.add(letter)
    return owners.pop() if words and len(owners) == 1 else None


_ANOMALY = (
    r"(?:errors?|anomal(?:y|ies|ous)|mistakes?|inconsisten(?:cy|cies|t)|incorrect|wrong|false|erroneous"
    r"|inaccura(?:te|cy|cies)"
    r"|mismatch(?:es|ed)?|factual errors?|corrupt(?:ed|ion)?|problems?|issues?|mislabel(?:ed|led|ing)?"
    r"|discrepanc(?:y|ies))"
)
# the anomaly as the subject of the prompt's own verb ("If exists answer Yes"): "Yes, an anomaly exists.", "a factual
# error does exist"; not what a reply asks or cannot tell ("whether an anomaly exists")
_ANOMALY_EXISTS = (rf"(?<!whether\s)(?<!\bif\s)\b(?:an?|one|some|at\s+least\s+one)\s+(?:\w+\s+){{0,2}}{_ANOMALY}\s+"
                   rf"(?:clearly\s+|indeed\s+|definitely\s+|does\s+|do\s+)?exists?\b")
# Japanese notes drop the particle: "事実の誤りあり" (an error: present), "誤りなし" (none); "間違い" is left out, for
# "間違いない" and "間違いなし" say "no doubt"
_JA_TERSE_PRESENT = r"(?:誤り|エラー|異常|矛盾)あり(?!ません)"
_JA_TERSE_ABSENT = r"(?:誤り|エラー|異常|矛盾)(?:なし|ありません)"
_YES_STATEMENTS = [
    # the errors counted before they are listed, or one said to be there, opening the reply: "Two errors actually:
    # Denmark → Euro and …", "There's one: Bern is linked to Austria …"; false facts said to be present; a cross before
    # what is wrong ("❌ wrong currency for Poland")
    r"^\s*(?:there(?:'s|\s+is)\s+one|(?:one|two|three|four|five|\d+)\s+(?:errors?|mistakes?|anomal(?:y|ies))"
    r"(?:\s+actually)?)\s*:",
    r"\bfalse\s+(?:info(?:rmation)?|facts?|claims?|data)\s+(?:present|found|detected|included)\b",
    r"^\s*[❌✗✘✖]\s*wrong\b",
    # the graph, or what the reply points at, called not right: "that's not correct", "the graph is not accurate"
    r"\b(?:graph|map|it|that|this)(?:'s|\s+is)\s+not\s+(?:entirely\s+|quite\s+|fully\s+)?(?:factually\s+)?"
    r"(?:correct|right|accurate|consistent)\b",
    # the error labelled and given, or called what it is: "The error: Oslo is not the capital of Sweden.", "That is a
    # factual mistake."
    r"^\s*(?:the\s+)?(?:error|mistake|inconsistency)\s*:\s*(?!none\b|no\b|n/?a\b|nothing\b)\S",
    # the error pointed at: "I'm fairly sure that's the error."
    r"\b(?:that|this)(?:'s|\s+is)\s+the\s+(?:error|mistake|inconsistency)\b",
    rf"\b(?:that|this)(?:'s|\s+is)\s+(?:a|an)\s+(?:clear\s+|real\s+|factual\s+)?{_ANOMALY}\s*[.!]",
    # the graph said to state a fact wrongly: "the graph wrongly makes the Krone Austria's currency"
    r"\b(?:wrongly|incorrectly|mistakenly|erroneously)\s+(?:makes?|lists?|shows?|links?|says?|gives?|puts?|labels?"
    r"|assigns?|connects?|names?|places?|claims?)\b",
    # a denial that the graph is right: "can't be right", "no way this is right", "not without mistakes", "isn't
    # free of errors", "I'd hesitate to call it correct"
    r"\b(?:can't|cannot|couldn't|could\s+not)\s+(?:possibly\s+)?be\s+(?:right|correct|accurate)\b"
    r"|\bno\s+way\s+(?:this|it|that|the\s+graph)\s+is\s+(?:right|correct|accurate)\b"
    rf"|\bnot\s+without\s+(?:\w+\s+)?{_ANOMALY}|\b(?:isn't|is\s+not|aren't|are\s+not|not)\s+(?:entirely\s+)?"
    rf"(?:free\s+(?:of|from)\s+(?:\w+\s+)?{_ANOMALY}|error-free|mistake-free)"
    r"|\b(?:hesitate|reluctant)\s+to\s+call\s+(?:it|this|that|the\s+graph|the\s+map)\s+(?:correct|accurate|right)\b",
    r"\bthere(?:'s|\s+is)\s+(?:clearly\s+|definitely\s+)?something\s+(?:wrong|off|incorrect|inconsistent|odd)",
    # (a colon may open what it is: "The incorrect triple is: Rwanda — official language — Dutch.")
    r"\bthe\s+(?:anomaly|error|mistake|anomalous\s+\w+|incorrect\s+\w+|wrong\s+\w+|erroneous\s+\w+)\s+(?:is|lies)"
    r"(?:\s*:)?\s+(?!not\b|none\b)",
    rf"\bthere(?:\s+is|\s+are|\s+exists?|'s|\s+(?:does\s+|do\s+)?(?:seems?|appears?)\s+to\s+be|\s+must\s+be"
    rf"|\s+(?:does|do)\s+exist)\s+"
    rf"(?:definitely\s+|indeed\s+)?"
    rf"(?:an?|one|some|at\s+least\s+one|a\s+clear|two|several)\s+(?:\w+\s+){{0,2}}{_ANOMALY}"
    # the article left out: "there is error", "ya there is error"
    rf"|\bthere\s+(?:is|are)\s+{_ANOMALY}",
    rf"\b(?:contains?|has|have|includes?|shows?)\s+(?:an?|one|some|at\s+least\s+one|a\s+clear)\s+"
    rf"(?:\w+\s+){{0,2}}{_ANOMALY}",
    _ANOMALY_EXISTS,
    r"\b(?:is|are|was|seems|appears|looks)\s+(?:to\s+be\s+)?(?:factually\s+|clearly\s+|definitely\s+)?"
    r"(?:incorrect|wrong|false|erroneous|inaccurate|anomalous|inconsistent|mistaken|untrue|mislabel(?:ed|led)"
    r"|an\s+error|the\s+anomaly"
    r"|an\s+anomaly|not\s+(?:correct|accurate|true|valid|right)|invalid)\b",
    r"\b(?:isn't|aren't|is\s+not|are\s+not)\s+(?:factually\s+)?(?:correct|accurate|true|valid|right)\b",
    rf"\b(?:i|we)\s+(?:found|detected|spotted|see|notice|noticed|identified|can\s+see)\s+(?:an?|one|some|a\s+clear)\s+"
    rf"(?:\w+\s+){{0,2}}{_ANOMALY}",
    r"\b(?:an?\s+)?(?:anomaly|error|inconsistency)\s+(?:is|was|has\s+been)\s+(?:present|detected|found|identified)",
    rf"(?:^|(?<=[\s:]))(?!no\s)(?:\w+\s+)?{_ANOMALY}\s+(?:found|detected|present|spotted|identified)\b",
    r"\b(?:contradicts?|contradicting|conflicts?\s+with)\s+(?:the\s+)?(?:known|real[- ]world|established|actual|"
    r"well-known)?\s*(?:facts?|reality|knowledge|geography)",
    r"(?<!不)(?<!没)存在(?:一[个处]|明显的?)?(?:事实)?(?:错误|异常)|(?<!没)有(?:一[个处])?(?:事实)?(?:错误|异常)"
    r"|(?:是|为)错误的|(?<!是)不正确",
    # "si hay un error" asks whether there is one
    r"(?<!\bsi\s)\bhay\s+(?:un|una|al\s+menos\s+un)\s+(?:\w+\s+){0,2}(?:error|anomal[íi]a|inconsistencia)",
    # an edge said to be off: "One of the edges is off: …", "the currency link looks off"
    r"\b(?:edges?|triples?|relations?|links?|labels?|connections?|facts?)\s+(?:is|are|seems?|looks?|appears?)\s+"
    r"(?:to\s+be\s+)?off\b(?!\s+(?:by|from|to)\b)",
    # the exception to a correct majority: "Most of the triples are correct. The one that isn't: …"
    r"\bthe\s+(?:one|ones|only\s+one|triple|edge|relation|link|fact)\s+that\s+(?:isn't|is\s+not|aren't|are\s+not)"
    r"(?=\s*[:—–.,]|\s+(?:correct|right|accurate|true|valid)\b)",
    r"\b(?:contiene|tiene|presenta|contient|présente|enthält|hat|weist)\s+(?:un|una|une|einen|eine|ein)\s+"
    r"(?:\w+\s+){0,2}(?:error|anomal[íi]a|erreur|anomalie|fehler)",
    r"\b(?:es|son|est|sont|ist|sind)\s+(?:incorrect[ao]s?|incorrecte?s?|faux|fausses?|falsch|erróne[ao]s?"
    r"|erron[ée]e?s?)\b",
    # "s'il y a une erreur" asks whether there is one
    r"(?<!s')\bil\s+y\s+a\s+(?:une|un)\s+(?:\w+\s+){0,2}(?:erreur|anomalie|incohérence)",
    r"\bes\s+gibt\s+(?:einen|eine|ein)\s+(?:\w+\s+){0,2}(?:fehler|anomalie|widerspruch)",
    r"(?:誤り|エラー|異常|間違い|矛盾)(?:が|は)(?:あります|ある|存在します|含まれています|見つかりました)"
    r"|(?:誤って|間違って)います|は(?:誤り|間違い)です",
    _JA_TERSE_PRESENT,
    # Arabic, Hindi, Turkish, Vietnamese, Indonesian, Polish, Swedish, Greek, Ukrainian, Czech, Persian
    r"(?<!لا )(?:يوجد|هناك)\s+(?:\S+\s+)?خطأ|(?:एक\s+)?(?:त्रुटि|गलती)\s+है|(?<!\w)(?:bir\s+)?hata\s+var(?!\w)"
    r"|(?<!không )(?<!\w)có\s+(?:một\s+)?lỗi(?!\s+hay\s+không)|(?<!tidak )(?<!\w)ada\s+(?:\w+\s+)?kesalahan"
    r"|(?<!\w)jest\s+(?:\w+\s+)?błąd"
    r"|(?<!\w)finns\s+(?:ett\s+)?fel(?!\w)|(?<!δεν )(?<!\w)υπάρχει\s+(?:ένα\s+)?λάθος|(?<!\w)є\s+(?:\w+\s+)?помилк\w*"
    r"|(?<!\w)obsahuje\s+chyb\w*|خطا\s+(?:\S+\s+)?وجود\s+دارد",
    # Portuguese, Italian, Russian: "há um erro", "c'è un errore", "в графе есть ошибка", "… неверно"
    # ("se há um erro", "se c'è un errore" ask whether there is one, as "si hay" and "s'il y a" do)
    r"(?<!\bse\s)\b(?:há|existe)\s+(?:um|uma|pelo\s+menos\s+um)\s+(?:\w+\s+){0,2}(?:erro|anomalia|inconsist[êe]ncia)"
    r"|\b(?:contém|apresenta|contiene|presenta)\s+(?:um|uma|un|una)\s+(?:\w+\s+){0,2}(?:erro|errore|anomalia)"
    r"|(?<!\bse\s)\bc'è\s+(?:un|una|almeno\s+un)\s+(?:\w+\s+){0,2}(?:errore|anomalia|incongruenza)"
    r"|\b(?:está|estão|è|sono)\s+(?:incorret[ao]s?|errad[ao]s?|sbagliat[aoie]|errat[aoie])\b"
    r"|(?<!не\s)(?<!\w)(?:есть|имеется|содержит)\s+(?!ли\b)(?:\w+\s+)?ошибк\w*|(?<!\w)(?:неверн|ошибочн|неправильн)\w*",
    # Korean: "오류가 있습니다" (there is an error), "틀린 정보가 하나 있습니다", "잘못되었습니다" (is wrong), "사실이
    # 아닙니다" (is not true)
    r"(?:(?:사실\s*)?오류|에러|(?:잘못된|틀린)\s*(?:정보|관계|트리플|부분|사실|연결))(?:가|이)\s*(?:하나\s*|한\s*개\s*)?"
    r"(?:있습니다|있어요|있다(?!면)|있음|있네요|존재합니다|발견되었|발견됐)"
    r"|(?:관계|트리플|연결|정보|엣지|간선|부분)(?:은|는|이|가)\s*(?:잘못되었|잘못됐|틀렸|틀립니다|잘못된\s*것)"
    r"|사실이\s*아닙니다|사실이\s*아니에요|사실과\s*(?:다릅니다|맞지\s*않)",
    # Thai and Tagalog: "มีข้อผิดพลาด" (there is an error), "may mali" (there is a mistake)
    r"(?<!ไม่)มี(?:ข้อ|ความ)?ผิดพลาด|(?<!\w)may\s+(?:isang\s+)?mali(?!\w)",
    # Romanian, Hungarian, Swahili, Amharic, Hausa, Zulu, Afrikaans, Yoruba: "există o eroare", "van hiba", "kuna kosa"
    # ("hakuna" is its negation), "ስህተት አለ", "akwai kuskure", "likhona iphutha", "daar is 'n fout", "àṣìṣe wà"
    r"(?<!nu\s)(?<!\w)există\s+(?:o\s+|\w+\s+)?(?:eroare|greșeală|greşeală)|(?<!\w)van\s+(?:egy\s+)?hiba"
    r"|(?<!\w)kuna\s+(?:\w+\s+)?kosa|ስህተት\s+(?:\S+\s+)?አለ(?![^\W\d_])|(?<!\w)akwai\s+(?:\w+\s+)?kuskure"
    r"|(?<!\w)(?:li|ku)khona\s+(?:i)?phutha|(?<!\w)daar\s+is\s+(?:'n\s+)?fout"
    + _script(r"|àṣìṣe\s+(?:kan\s+)?wà"),
]
# Chinese A-not-A: "有没有" and "存不存在" ask whether, they deny nothing
_A_NOT_A = r"(?<!有)(?<!存)"
_NO_STATEMENTS = [
    # a search that found none: "Not that I can see.", "Error? None that I can find.", "I can't find anything that
    # isn't correct"; a claim declined: "I wouldn't say there's an error"
    r"(?:^|(?<=[?:]\s))\s*(?:not|none)\s+that\s+(?:i|we)\s+(?:can|could)\s+(?:see|find|tell|spot|detect)\b"
    r"|\b(?:can't|cannot|couldn't|could\s+not|didn't|did\s+not|don't|do\s+not)\s+(?:see|find|spot)\s+anything\s+"
    r"(?:that\s+)?(?:isn't|is\s+not)\s+(?:correct|right|accurate|true)\b"
    rf"|\b(?:wouldn't|would\s+not)\s+(?:say|call\s+it)\s+(?:that\s+)?there(?:'s|\s+is)\s+(?:an?|any)\s+"
    rf"(?:\w+\s+){{0,2}}{_ANOMALY}",
    # nothing, no part and not one part is wrong: "Nothing here is incorrect.", "Not a single edge is wrong."
    r"\b(?:nothing(?:\s+here|\s+in\s+(?:it|the\s+graph|the\s+map))?|not\s+(?:a\s+single|one)\s+\w+)\s+"
    r"(?:is|was|seems|looks|appears)\s+(?:to\s+be\s+)?(?:wrong|incorrect|inaccurate|false|off)\b",
    rf"\b(?:so|thus|hence|therefore),?\s+no\s+(?:\w+\s+){{0,2}}{_ANOMALY}",
    # the graph said to be free of errors: "the graph is error-free", "it looks free of mistakes"
    rf"\b(?:is|are|looks|seems|appears)\s+(?:to\s+be\s+)?(?:entirely\s+|completely\s+|fully\s+|totally\s+)?"
    rf"(?:error-free|mistake-free|free\s+(?:of|from)\s+(?:any\s+)?(?:\w+\s+)?{_ANOMALY})",
    rf"\bthere(?:\s+doesn't|\s+does\s+not|\s+don't|\s+do\s+not)\s+(?:seem|appear)\s+to\s+be\s+(?:any|an?)\s+"
    rf"(?:\w+\s+){{0,2}}{_ANOMALY}",
    rf"\b(?:don't|do\s+not|doesn't|does\s+not)\s+(?:think|believe)\s+there(?:'s|\s+is|\s+are)\s+(?:any|an?)\s+"
    rf"(?:\w+\s+){{0,2}}{_ANOMALY}",
    rf"\b(?:see|saw|find|found|detect|detected|notice|noticed|observe|observed|spot|spotted)\s+no\s+(?:\w+\s+){{0,2}}"
    rf"{_ANOMALY}",
    r"\b(?:are|were)\s+all\s+(?:factually\s+)?(?:correct|accurate|consistent|valid|true|right)",
    rf"\bthere(?:\s+(?:is|are|was|were)|'s)\s+(?:probably\s+|likely\s+|clearly\s+|definitely\s+|certainly\s+)?no\s+"
    rf"(?:\w+\s+){{0,2}}{_ANOMALY}",
    rf"\bno\s+(?:\w+\s+){{0,2}}{_ANOMALY}\s+(?:in\s+(?:this|the)\b|here\b|at\s+all\b)",
    # the graph said to hold none: "So the graph has no error.", "it contains no mistakes"
    rf"\b(?:graph|map|it)\s+(?:has|contains|shows|includes)\s+no\s+(?:\w+\s+){{0,2}}{_ANOMALY}",
    # a lean may open it, and a dash may close it: "Tentatively no error — could you confirm …?"
    rf"(?:^|(?<=[,;:—–.!✅✓✔☑]\s)|(?<=[,;:—–.!✅✓✔☑]))\s*(?:(?:probably|likely|most\s+likely|tentatively)\s+)?no\s+"
    rf"(?:\w+\s+){{0,2}}{_ANOMALY}(?=\s*(?:[.!,;—–]|$))",
    r"^\s*(?:[✅✓✔☑]\s*)?(?:all|every)\s+(?:\w+\s+){0,3}(?:correct|accurate|valid|verified|true|ok|okay|fine|good)"
    r"\s*[.!]?\s*$",
    # "Everything matches: capitals, languages, currencies."
    r"^\s*everything\s+(?:matches|lines\s+up|is\s+consistent)\s*[:.!]",
    r"\b(?:everything|it\s+all|all\s+of\s+it)\s+checks\s+out\b",
    # the graph said to match the world: "Everything matches real-world facts.", "All triples agree with reality."
    r"\b(?:everything|all\s+(?:the\s+)?(?:facts|edges|triples|relations|links))\s+(?:in\s+the\s+(?:graph|map)\s+)?"
    r"(?:match(?:es)?|agrees?\s+with|(?:is|are)\s+consistent\s+with)\s+(?:the\s+)?(?:real[- ]world\s+)?"
    r"(?:facts|reality|knowledge)\b",
    r"\b(?:it'?s|that'?s|they'?re|everything'?s)\s+all\s+(?:correct|right|fine|good|accurate|valid)\b",
    rf"¬\s*∃\s*(?:\w+\s+)?{_ANOMALY}",
    rf"\bthere\s+(?:isn't|aren't|is\s+not|are\s+not|wasn't|weren't)\s+(?:any|an?)\s+(?:\w+\s+){{0,2}}{_ANOMALY}",
    rf"\bno\s+(?:\w+\s+){{0,2}}{_ANOMALY}\s+(?:is|are|was|were|can\s+be)?\s*(?:found|detected|present|visible|spotted"
    rf"|identified|exists?)",
    rf"^\s*no\s+(?:\w+\s+){{0,2}}{_ANOMALY}",
    rf"\b(?:don't|do\s+not|didn't|did\s+not|cannot|can't|couldn't|could\s+not)\s+(?:see|find|detect|identify|spot"
    rf"|notice)\s+(?:any|an?)\s+(?:\w+\s+){{0,2}}{_ANOMALY}",
    rf"\b(?:doesn't|does\s+not|don't|do\s+not)\s+(?:contain|have|include|show|appear\s+to\s+(?:contain|have))\s+"
    rf"(?:any|an?)\s+(?:\w+\s+){{0,2}}{_ANOMALY}",
    r"\b(?:all|every|each)\s+(?:of\s+the\s+)?(?:[\w']+\s+){0,8}?(?:is|are|appear|appears|seem|seems|look|looks)\s+"
    r"(?:to\s+be\s+)?(?:factually\s+)?(?:correct|accurate|consistent|valid|true|factual|right|fine)"
    r"|\b(?:all|every|each)\s+(?:of\s+the\s+)?(?:[\w']+\s+){0,8}?(?:holds?(?:\s+true)?|checks?\s+out)\b",
    # (not a part of it: "Most of the graph is fine: …")
    r"(?<!\bof\s)(?<!\bof\sthe\s)\b(?:the\s+)?(?:graph|map|knowledge\s+graph|kg|diagram|image|everything"
    r"|information\s+shown)\s+(?:is|looks|appears|seems)\s+"
    r"(?:to\s+be\s+)?(?:entirely\s+|fully\s+|completely\s+|factually\s+)?(?:correct|accurate|consistent|valid|fine|right)",
    # "there is nothing I would flag as wrong"
    r"\bnothing\s+(?:I\s+would|I'd)\s+(?:flag|mark|call|report)\s+as\s+(?:wrong|incorrect|an?\s+error)\b",
    r"\bnothing\s+(?:is\s+|seems\s+|appears\s+|looks\s+|(?:stands|jumps|sticks)\s+out\s+as\s+|strikes\s+me\s+as\s+)?"
    r"(?:\w+\s+)?(?:wrong|incorrect|anomalous|off|out\s+of\s+place)",
    # a perception that found nothing: "I don't see anything wrong", "I couldn't find anything incorrect"
    r"\b(?:don't|do\s+not|didn't|did\s+not|can't|cannot|couldn't|could\s+not)\s+(?:see|find|notice|spot|detect)\s+"
    r"anything\s+(?:(?:\w+\s+)?(?:wrong|incorrect|off|amiss|inaccurate|anomalous|out\s+of\s+place)"
    r"|that\s+contradicts\b)",
    # the graph that survives the check: "the graph holds up", "the map checks out"
    r"\b(?:the\s+)?(?:graph|map|knowledge\s+graph|kg|diagram)\s+(?:holds\s+up|checks\s+out|stands\s+up)\b",
    rf"\bfree\s+(?:of|from)\s+(?:any\s+)?(?:\w+\s+)?{_ANOMALY}",
    # "None of the triples is wrong", "None of the seven triples is false": the facts counted before their noun
    rf"\bnone\s+of\s+the\s+(?:\w+\s+){{1,3}}?(?:is|are|seem|seems|appear|appears|look|looks)\s+(?:to\s+be\s+)?"
    rf"{_ANOMALY}",
    # not the A-not-A question "有没有错误" (whether there is an error), which states nothing
    rf"(?:{_A_NOT_A}没有|{_A_NOT_A}不存在|未发现|没发现)(?:发现)?(?:任何)?(?:明显的?)?(?:事实)?(?:错误|异常)"
    r"|(?:都|均|全部|全都)(?:是)?正确",
    r"\bno\s+hay\s+(?:ning[úu]n\s+|ninguna\s+)?(?:\w+\s+){0,2}(?:error(?:es)?|anomal[íi]as?)",
    r"\b(?:todas?|todos)\s+(?:[\w']+\s+){0,6}(?:son|parecen|están)\s+correct[ao]s",
    # everything is correct: "Todo parece correcto", "Tout semble correct", "Alles ist korrekt"
    r"\b(?:todo|tout|alles)\s+(?:me\s+|m'|mir\s+)?(?:es|está|parece|est|semble|para[iî]t|ist|scheint|wirkt)\s+"
    r"(?:\w+\s+)?(?:correcto|correct|exact|juste|korrekt|richtig|en\s+orden|en\s+ordre|in\s+ordnung)\b",
    r"\bil\s+n'y\s+a\s+(?:pas|aucune?)\s+(?:d')?(?:\w+\s+){0,2}(?:erreur|anomalie)|\baucune?\s+(?:erreur|anomalie)",
    r"\b(?:tous|toutes)\s+(?:[\w']+\s+){0,6}(?:sont|semblent)\s+(?:correct|exact)e?s?",
    r"\b(?:kein|keine|keinen)\s+(?:\w+\s+){0,2}(?:fehler|anomalien?|widerspr[üu]che?)",
    r"\balle\s+(?:\w+\s+){0,6}(?:sind|scheinen)\s+(?:\w+\s+)?(?:korrekt|richtig)",
    r"(?:誤り|エラー|異常|間違い|矛盾)(?:は|が)(?:ありません|ない|見つかりません|見当たりません)|(?:すべて|全て)正しい",
    _JA_TERSE_ABSENT,
    r"لا\s+(?:توجد|يوجد)\s+(?:أي\s+)?(?:أخطاء|خطأ)|कोई\s+(?:त्रुटि|गलती)\s+नहीं|(?<!\w)hata\s+yok(?!\w)"
    r"|(?<!\w)không\s+có\s+(?:\w+\s+)?lỗi|(?<!\w)tidak\s+ada\s+(?:\w+\s+)?kesalahan"
    r"|(?<!\w)(?:nie\s+zawiera\s+(?:żadnych\s+)?błędów|brak\s+błędów)|(?<!\w)inga\s+fel(?!\w)"
    r"|(?<!\w)δεν\s+υπάρχει\s+(?:κανένα\s+)?λάθος|(?<!\w)немає\s+(?:жодних\s+)?помилок|(?<!\w)žádné\s+chyby"
    r"|هیچ\s+خطایی",
    # Portuguese, Italian, Russian: "não há erros", "nessun errore", "ошибок нет", "все связи верные"
    r"\bnão\s+(?:há|existe|existem|contém)\s+(?:nenhum\s+|nenhuma\s+)?(?:\w+\s+){0,2}(?:erros?|anomalias?)"
    r"|\bnenhum\s+erro|\b(?:todas?|todos)\s+(?:[\w']+\s+){0,6}(?:estão|são|parecem)\s+corret[ao]s"
    r"|\bnon\s+(?:c'è|ci\s+sono|contiene)\s+(?:nessun\s+|alcun\s+)?(?:\w+\s+){0,2}(?:errori|errore|anomali[ae])"
    r"|\bnessun\s+errore|\btutt[ei]\s+(?:[\w']+\s+){0,6}(?:sono|sembrano)\s+corrett[ei]"
    r"|(?<!\w)ошибок\s+(?:нет|не\s+(?:обнаружено|найдено|видно))|(?<!\w)нет\s+(?:никаких\s+)?ошибок"
    r"|(?<!не\s)(?<!\w)все\s+(?:\w+\s+){0,6}(?:верн|правильн|корректн)\w*",
    # Korean: "오류는 발견되지 않았어요" (no error was found), "오류가 없습니다", "모두 사실과 일치합니다"
    r"(?:(?:사실\s*)?오류|에러|(?:잘못된|틀린)\s*(?:정보|관계|트리플|부분|사실|연결)|문제)(?:는|가|이|도)?\s*(?:하나도\s*|전혀\s*)?"
    r"(?:없습니다|없어요|없다|없음|없네요|발견되지\s*않|보이지\s*않|찾을\s*수\s*없)"
    r"|모두\s*(?:사실과\s*일치|정확|올바르|맞습니다|맞아요)",
    # Thai and Tagalog: "ไม่มีข้อผิดพลาด" (there is no error), "walang mali" (no mistake)
    # (or "ไม่มีครับ", there is none, as the whole reply)
    r"ไม่(?:มี|พบ)(?:ข้อ|ความ)?ผิดพลาด|(?<!\w)wala(?:ng)?\s+(?:anumang\s+)?mali(?!\w)"
    # (or opening the reply as a sentence of its own, the next set apart by a space: "ไม่มี ความสัมพันธ์ทั้งหมด…ถูกต้อง")
    r"|\Aไม่มี(?:ครับ|ค่ะ|คะ)?(?:[ \t]*[.!]?[ \t]*\Z|[ \t]*[.!]?[ \t]+(?=[\u0E00-\u0E7F]))",
    # Polish, Romanian, Hungarian: "nie ma żadnego błędu", "nu există nicio eroare", "nincs hiba", "toate relațiile
    # sunt corecte" (all the relations are correct)
    r"(?<!\w)nie\s+ma\s+(?:żadn\w+\s+)?błęd\w*|(?<!\w)nu\s+există\s+(?:nicio\s+|vreo\s+)?(?:erori|eroare|greșel\w*"
    r"|greşel\w*)|(?<!\w)nincs\s+(?:\w+\s+)?hiba|(?<!\w)toate\s+(?:\w+\s+){0,4}sunt\s+corecte"
    # Swahili, Amharic, Hausa, Zulu, Afrikaans, Yoruba: "hakuna kosa", "ምንም ስህተት የለም", "babu kuskure", "alikho
    # iphutha", "geen fout", "kò sí àṣìṣe"; "mahusiano yote ni sahihi" (all the relations are correct)
    r"|(?<!\w)hakuna\s+(?:\w+\s+)?kosa|ስህተት\s+የለም|(?<!\w)babu\s+(?:wani\s+)?kuskure|(?<!\w)a(?:li|ku)kho\s+(?:i)?phutha"
    r"|(?<!\w)geen\s+(?:\w+\s+)?fout\w*|(?<!\w)\w+\s+yote\s+ni\s+sahihi|(?<!\w)al\s+die\s+\w+\s+is\s+korrek"
    + _script(r"|kò\s+sí\s+àṣìṣe"),
]
_YES_RE = re.compile("|".join(f"(?:{s})" for s in _YES_STATEMENTS), re.IGNORECASE | re.MULTILINE)
_NO_RE = re.compile("|".join(f"(?:{s})" for s in _NO_STATEMENTS), re.IGNORECASE | re.MULTILINE)
_YES_NO_HEDGE_RE = re.compile(r"\byes\s+or\s+no\b|\bno\s+or\s+yes\b", re.IGNORECASE)
_NEGATION = re.compile(r"\b(?:no|not|none|nothing|never|neither|nor|without|n't)\b|n't\b|不|没", re.IGNORECASE)


_INTERJECTED_NO = re.compile(r"\b(?:no|nope)\s*[,!:;—–]", re.IGNORECASE)


# a Yes phrase whose own negation is the anomaly: "X is not correct", "the graph is not factually consistent", "can't
# be right", "wrongly"
_NEGATION_IS_ANOMALY = re.compile(r"not\s+(?:factually\s+)?(?:correct|accurate|true|valid|right|consistent)|不正确"
                                  r"|^(?:can't|cannot|couldn't|could\s+not|no\s+way|not\s+without|isn't|is\s+not|aren't"
                                  r"|are\s+not|not|hesitate|reluctant|wrongly|incorrectly|mistakenly|erroneously)\b",
                                  re.IGNORECASE)


def _negated_anomaly(text: str, match: re.Match[str]) -> bool:
    """'None of the triples is wrong' / 'nothing is incorrect': a Yes phrase under a negation means No."""
    if _NEGATION_IS_ANOMALY.search(match.group()):
        return False  # the negation *is* the anomaly: "X is not correct"
    clause = _INTERJECTED_NO.sub(" ", _clause_before(text, match.start(), 50))  # "No, there is an error": a reply
    return bool(_NEGATION.search(clause + match.group()[:12]))


# what follows a Japanese statement and suspends it: "誤りがあるかどうか" (whether there is an error), "…かもしれません"
# (there may be), "…か分かりません" (I can't tell if)
_SUSPENDED_AFTER = re.compile(r"\s*(?:かどうか|かも(?:しれ|知れ)|か(?:は|を|が)?(?:分から|わから|判断|不明))")
# a condition after a statement suspends it: "There's an error if the arrow means 'capital of', and no error if …"
_CONDITION_AFTER = re.compile(r"\s*,?\s*(?:if|unless|provided\s+that|assuming)\b", re.IGNORECASE)
# a reply that is only a fragment naming the error: "error in capital", "yes error", "wrong capital"
_ANOMALY_FRAGMENT = re.compile(r"(?:yes\s*[,.:;]?\s*)?(?:an?\s+|the\s+)?(?:(?:factual\s+)?errors?|anomal(?:y|ies)"
                               r"|mistakes?|inconsistenc(?:y|ies)|discrepanc(?:y|ies)|(?:wrong|incorrect)\s+[a-z]+)"
                               r"(?:\s+(?:in|on|at|with|for)\s+(?:the\s+)?[a-z][a-z ]{0,30}?)?\s*[.!]?", re.IGNORECASE)


# a negation right before an all-clear denies it: "It isn't free of errors", "Not all edges are right", "I don't
# think the graph is correct"; doubt ("I'm not sure everything is correct") denies nothing
_DENIED_ALL_CLEAR = re.compile(r"(?<![\w'])(?:not|isn't|aren't|don't\s+think|do\s+not\s+think|doubt)\s+"
                               r"(?:(?:that|it's|it\s+is|entirely|completely)\s+)?$", re.IGNORECASE)
# a claim said to be untrue as a whole: "It's not true that the graph is error-free", "It is false that there is an
# error", "It's not the case that …"; what follows states the opposite of the reply's verdict
_DENIED_CLAIM = re.compile(r"(?:\bnot|n't)\s+(?:true|the\s+case|so)\s+that\s+|\b(?:false|untrue|wrong\s+to\s+say)\s+"
                           r"that\s+", re.IGNORECASE)
_CLAIM_SUBJECT = re.compile(r"(?:(?:the\s+(?:knowledge\s+)?(?:graph|map)|it|this|everything|there)\s+)?$",
                            re.IGNORECASE)


def _denied_claim(text: str, start: int) -> bool:
    """True when the statement at `start` is the claim of 'it's not true that …', with at most its subject between."""
    subject = _CLAIM_SUBJECT.search(text, 0, start)
    head = text[: subject.start() if subject else start]
    return bool(re.search(rf"(?:{_DENIED_CLAIM.pattern})$", head, re.IGNORECASE))


# a reply that opens on a verdict word about the whole map: "Accurate.", "Inaccurate — …", "Wrong: …", "Looks good
# to me.", "Not wrong."
_MAP_VERDICT = re.compile(r"\s*(?:(?:it|this|that|everything|the\s+graph)\s+)?(?:(?:looks|seems)\s+)?(?:all\s+)?"
                          r"(?P<neg>not\s+)?"
                          r"(?:(?P<bad>inaccurate|incorrect|wrong|erroneous)|accurate|correct|right|fine|good|ok|okay)"
                          r"(?:\s+to\s+me)?\s*(?:[.!:;,—–-]|$)", re.IGNORECASE)
# an opening Yes or No and the clause it introduces: "No, the graph is not correct", "Yes, it's all accurate"
_OPENING_POLAR_CLAUSE = re.compile(r"\s*(?P<polar>yes|yeah|yep|no|nope|nah)\s*[,.!:;—–-]+\s*"
                                   r"(?P<clause>[^.;:!?—–\n]{1,60})", re.IGNORECASE)

# the rest of the opening Yes or No's sentence: an anomaly word there answers the error question too ("Yes, everything
# is correct, there is no anomaly"); one in a later sentence ("No, the graph is not correct. … is false.") is the
# reason
_POLAR_CLAUSE_SENTENCE = re.compile(r"[^.!?\n]*")
_CORRECTNESS_WORD = re.compile(r"\b(?:correct|right|accurate|valid|true|fine)\b", re.IGNORECASE)


# a reconsideration that revises what came before, as opposed to a pause ("wait, yes?")
_REVISION = re.compile(r"actually|misread|correction|second\s+thought|i\s+was\s+wrong|scratch\s+that|re-?check"
                       r"|looking\s+again|closer", re.IGNORECASE)


def _reason_against_verdict(events: list[Event], text: str) -> list[Event]:
    """'Answer: No\nReason: the edge … is wrong': a Yes or No whose reason, the reply's last statement after it, says
    the opposite contradicts itself, so it commits to neither. A statement after a reconsideration ('Yes, … Hmm,
    actually, I misread the node … so no error.') is no reason for the verdict before it: it revises the verdict."""
    verdicts = [e for e in events if e.rank > RANK_STATEMENT and e.value is not None]
    if not verdicts:
        return []
    top = max(e.rank for e in verdicts)
    verdict = latest([e for e in verdicts if e.rank == top])
    after = [e for e in events if e.rank == RANK_STATEMENT and e.value is not None and e.position > verdict.position]
    if not after or latest(after).value == verdict.value:
        return []
    if any(verdict.position < cue.start() < latest(after).position and _REVISION.search(cue.group())
           for cue in _reconsiderations(text, "yes_no")):
        return []
    return [Event(top, latest(after).position, None)]


def _map_verdict_events(text: str) -> list[Event]:
    """'Accurate.', 'Wrong: Nairobi is …': a verdict word on the whole map, with nothing before it, answers whether it
    holds an error (a bad word: it does; a good one: it does not; 'not' turns it). So does such a verdict that says
    it judges the whole ('Looks all good to me!', 'Everything seems fine.') opening the reply's last paragraph, after
    the facts it checked."""
    events = []
    last_paragraph = text.rfind("\n\n") + 2 if "\n\n" in text.strip() else 0
    for start in sorted({0, last_paragraph}):
        match = _MAP_VERDICT.match(text, start)
        if not match or (start and not _WHOLE_VERDICT.search(match.group())):
            continue
        error = bool(match.group("bad")) != bool(match.group("neg"))
        events.append(Event(RANK_STATEMENT, match.end(), "Yes" if error else "No"))
    return events


# what makes a verdict word a verdict on the whole map, not on the fact before it: "looks", "all", "to me"
_WHOLE_VERDICT = re.compile(r"\b(?:looks|seems|all|everything|to\s+me)\b", re.IGNORECASE)


def _reconsidered_verdict_events(text: str) -> list[Event]:
    """'Looks wrong to me: … actually it is … Never mind, it's fine.': a verdict word on the whole map right after the
    reply takes back what it said is its new verdict (the reconsideration then sets aside what came before)."""
    events = []
    for cue in _reconsiderations(text, "yes_no"):
        match = _MAP_VERDICT.match(text, _CORRECTION_LEAD.match(text, cue.end()).end())
        if match:
            error = bool(match.group("bad")) != bool(match.group("neg"))
            events.append(Event(RANK_CONCLUSION, match.end(), "Yes" if error else "No"))
    return events


# the same in other languages: an opening polar word ("Nu, graful nu este corect", "No, el grafo no es correcto",
# "Нет, граф неправильный", "Nie, graf nie jest poprawny") and the clause's own word for right, negated or not
_FOREIGN_OPENING_POLAR = re.compile(r"\s*(?P<polar>no|nu|da|sí|sì|si|não|sim|nie|tak|нет|да|ні|так|nein|ja|non|oui)"
                                    r"\s*[,.!:;—–-]+\s*(?P<clause>[^.;:!?—–\n]{1,60})", re.IGNORECASE)
_FOREIGN_RIGHT = re.compile(r"(?<!\w)(?P<neg>(?:nu|no|não|nie|не|ні|nicht|non)\s+(?:\w+\s+){0,2}|не|nie|in)?"
                            r"(?:corect\w*|correct[oa]s?|corrett[oa]|corret[oa]s?|poprawn\w*|prawidłow\w*|правильн\w*"
                            r"|коректн\w*|richtig\w*|korrekt\w*)(?!\w)", re.IGNORECASE)


def _foreign_reframed_polar_events(text: str) -> list[Event]:
    """'Nu, graful nu este corect.': `_reframed_polar_events` in another language, where the opening polar word
    answers whether the graph is right and its clause says so in that language's word for right."""
    match = _FOREIGN_OPENING_POLAR.match(text)
    right = match and _FOREIGN_RIGHT.search(match.group("clause"))
    if not right:
        return []
    error = "Yes" if right.group("neg") else "No"
    opening = parse_yes_no(match.group("polar")).value
    return [Event(RANK_CONCLUSION, match.end(), error)] if opening != error else []


def _reframed_polar_events(text: str) -> list[Event]:
    """'No, the graph is not correct', 'Yes, it's all accurate': an opening Yes or No whose own clause says in words
    whether the graph is right, and so states the opposite verdict, answered that question, so the clause's verdict
    is the answer."""
    match = _OPENING_POLAR_CLAUSE.match(text)
    if not match:
        return _foreign_reframed_polar_events(text)
    clause = match.group("clause")
    if not _CORRECTNESS_WORD.search(clause):  # "Yes, there is no error": it contradicts itself, and answers nothing
        return _foreign_reframed_polar_events(text)  # "No, el grafo no es correcto"
    said = {e.value for e in _yes_no_statement_events(clause)} - {None}
    opening = parse_yes_no(match.group("polar")).value
    if len(said) != 1 or opening is None or opening in said:
        return []
    sentence = _POLAR_CLAUSE_SENTENCE.match(text, match.start("clause")).group()
    if re.search(rf"\b{_ANOMALY}\b", sentence, re.IGNORECASE):
        return []  # "Yes, everything is correct, there is no anomaly": the Yes also answers the error question
    return [Event(RANK_CONCLUSION, match.end(), said.pop())]


# a verdict on one fact that its own sentence holds open with a concession and a modal: "(Uganda, currency, Kenyan
# shilling): this looks wrong, … although the label may read 'Ugandan'."
_DOUBTED_VERDICT = re.compile(r"\b(?:looks?|seems?|appears?)\s+(?:to\s+be\s+)?(?:wrong|incorrect|off|suspicious)\b"
                              r"[^\n]{0,80}?\b(?:although|though|but)\s+[^.!?\n]{0,40}?\b(?:may|might|could)\s+"
                              r"(?:read|say|be|mean|show)\b[^.!?\n]*", re.IGNORECASE)


def _doubted_verdict_events(text: str) -> list[Event]:
    """'… this looks wrong, … although the label may read "Ugandan".': a verdict the reply itself doubts at once
    commits to nothing; a later verdict still decides."""
    return [Event(RANK_STATEMENT, m.end(), None) for m in _DOUBTED_VERDICT.finditer(text)]


# where the error is not: "the error isn't in the capital edges", "the mistake is not among the currencies"
_ERROR_PLACED_ELSEWHERE = re.compile(
    r"\b(?:error|mistake|problem|issue|anomaly|fault)\s+(?:is\s*n[o']t|isn't|is\s+not|doesn't\s+lie|does\s+not\s+lie"
    r"|can't\s+be|cannot\s+be)\s+(?:in|among|with|on|at|within)\b", re.IGNORECASE)


# an all-clear on what is left once an error is set apart: "The other relations are correct", "Otherwise, everything
# is correct", "其余的关系都是正确的", "Die übrigen Relationen sind korrekt", "他の関係はすべて正しい" clear the
# rest, not the graph ("The other relations are correct too" still clears them like those before)
_REST_CLEARED = re.compile(
    r"(?<![^\W\d_])(?:other|others|rest|remaining|remainder|else|otherwise|apart\s+from|aside\s+from|other\s+than"
    r"|resto|dem[áa]s|otr[ao]s|autres|reste|sinon|[üu]brigen|anderen|sonst|ansonsten|abgesehen|altri|altre|outr[ao]s"
    r"|остальные)(?![^\W\d_])|其余|其他|其它|剩下|剩余|别的|除此|他の|その他|残り|それ以外|나머지|그\s*외|다른",
    re.IGNORECASE)
_REST_TOO = re.compile(r"(?<![^\W\d_])(?:too|also|as\s+well|likewise|también|aussi|auch|ebenfalls|anche|também)"
                       r"(?![^\W\d_])|也|同样", re.IGNORECASE)
_EACH_OTHER = re.compile(r"\beach\s+other\b|\bone\s+another\b", re.IGNORECASE)
# an aside closed right before a predicate: " — Bern is the capital, … — ", " (Bern, Vaduz, …) "
_CLOSED_ASIDE = re.compile(r"\s[—–]\s[^—–\n]{1,300}?\s[—–]\s*\Z|\s?[(（][^()（）\n]{1,300}[)）]\s*\Z")


def _rest_cleared(text: str, match: re.Match[str]) -> bool:
    """True when the all-clear `match` is said of the rest: its clause names the others, the rest or what remains
    ("其余的关系（…）都是正确的", "Otherwise, everything is correct"), and not as cleared too. An aside between
    dashes or brackets just before it interrupts its subject, which is read before the aside ("The other facts — Bern
    is the capital of Switzerland, … — are all correct")."""
    aside = _CLOSED_ASIDE.search(text, 0, match.start())
    clause = _EACH_OTHER.sub(" ", _clause_before(text, aside.start() if aside else match.start()) + match.group())
    following = re.match(r"[^.;!?\n。；！？]*", text[match.end():]).group()
    return bool(_REST_CLEARED.search(clause)) and not _REST_TOO.search(clause + following)


def _sentence_around(text: str, position: int) -> str:
    """The sentence (up to '.', '!', '?' or a line break) that holds `position`."""
    start = _sentence_start(text, position)
    ends = [i for i in (text.find(stop, position) for stop in ".!?\n") if i >= 0]
    return text[start: min(ends) if ends else len(text)]


# a share of confidence on a verdict: "Yes: 50%", "No (45%)"
_POLAR_SHARE = re.compile(r"\b(?P<polar>yes|no)\b\s*(?:[:=]\s*|\(\s*)(?P<p>\d{1,3}(?:\.\d+)?)\s*%", re.IGNORECASE)


def _polar_share_events(text: str) -> list[Event]:
    """'Yes: 50%, No: 50%', 'Yes (85%) / No (15%)': confidence spread over both verdicts on one line commits to the one
    that holds a majority, and to none when neither does; the opening 'Yes:' labels a share, it answers nothing."""
    events = []
    for line in re.finditer(r"[^\n]+", text):
        shares = {parse_yes_no(m.group("polar")).value: float(m.group("p"))
                  for m in _POLAR_SHARE.finditer(line.group())}
        if {"Yes", "No"} <= set(shares):
            best = max(("Yes", "No"), key=shares.__getitem__)
            events.append(Event(RANK_CONCLUSION, line.end(), best if shares[best] > 50 else None))
    return events



# a sentence opened by a condition whose "then" leads to what follows it, however long the condition
_IF_THEN_LEAD = re.compile(r"\s*(?:(?:however|but|and)\s*,?\s+)?if\b[^.!?\n]*,\s*then\b", re.IGNORECASE)


def _yes_no_statement_events(text: str) -> list[Event]:
    events = []
    if len(text.split()) <= 6 and _ANOMALY_FRAGMENT.fullmatch(text.strip()):
        events.append(Event(RANK_STATEMENT, len(text), "Yes"))
    for pattern, value in ((_NO_RE, "No"), (_YES_RE, "Yes")):
        for match in pattern.finditer(text):
            if _is_hypothetical(text, match.start()) or _sentence_is_question(text, match.start()):
                continue
            if _SUSPENDED_AFTER.match(text, match.end()) or _CONDITION_AFTER.match(text, match.end()):
                continue
            if _IF_THEN_LEAD.match(text, _sentence_start(text, match.start()), match.start()):
                continue  # "If the edge reads 'capital of', then the graph is correct.": a verdict under a condition
            if _denied_claim(text, match.start()):
                events.append(Event(RANK_STATEMENT, match.end(), "No" if value == "Yes" else "Yes"))
                continue
            if value == "Yes" and _negated_anomaly(text, match):
                continue
            if value == "No" and _DENIED_ALL_CLEAR.search(text, 0, match.start()):
                events.append(Event(RANK_STATEMENT, match.end(), "Yes"))  # "It isn't free of errors": an error
                continue
            if re.match(r"\s*(?:☐|\[ \])", text[text.rfind("\n", 0, match.start()) + 1:]):
                continue  # "☐ Error present": an unticked box asserts nothing
            if _ERROR_PLACED_ELSEWHERE.search(_sentence_around(text, match.start())):
                continue  # "The error isn't in the capital edges; those are all correct.": a part cleared
            if value == "No" and _rest_cleared(text, match):
                continue  # "Kampala is not Kenya's capital. The other relations are correct.": the rest cleared
            events.append(Event(RANK_STATEMENT, match.end(), value))
    events += [Event(RANK_STATEMENT, m.end(), None) for m in _YES_NO_HEDGE_RE.finditer(text)]
    return _drop_nested(events)


def _drop_nested(events: list[Event]) -> list[Event]:
    """'There are no errors' also contains 'are ... errors': where a No and a Yes end together, the No phrase wins."""
    by_end: dict[int, Event] = {}
    for event in events:
        if event.position not in by_end or event.value == "No":
            by_end[event.position] = event
    return list(by_end.values())


# the noun "lines" alone, whose topic the words after it decide ("lines between nodes", "lines connecting them")
_LINES_AT = re.compile(r"\W*(?P<word>lines?)\W*", re.IGNORECASE)
_COUNT_NOUN = (
    r"(?:distinct\s+|unique\s+|different\s+|separate\s+|total\s+)?"
    r"(?:labell?ed\s+|directed\s+|drawn\s+|visible\s+|named\s+)?"  # how the counted things are drawn
    r"(?:entit(?:y|ies)|nodes?|relations?|edges?|triples?|arrows?|links?|relationships?|connections?"
    r"|lines?(?=\s+(?:between|connecting|joining)\b)"  # "I see 13 lines between nodes."
    r"|entidad(?:es)?|relaci(?:ón|ones)|nodos?|aristas?|entités?|nœuds?|noeuds?|arêtes?"
    r"|entidades|rela[çc](?:ão|ões)|nós|arestas|entità|relazioni|nodi|archi"
    r"|entitäten|entität|relationen|beziehungen|knoten|kanten"
    r"|كيانات|كيان|عقد|العلاقات|علاقات|इकाइयाँ|इकाइयां|इकाई|नोड|संबंध|varlık|varlik|düğüm|ilişki|thực\s+thể|nút|quan\s+hệ"
    r"|entitas|simpul|relasi|encj[aie]|węzł\w*|relacj\w*|entiteter|noder|relationer|οντότητ\w*|κόμβ\w*|σχέσ\w*"
    r"|сутност\w*|вузл\w*|зв'яз\w*|відношен\w*|ребер|entit|entít|uzl\w*|vztah\w*|vzťah\w*|hrán|hran\w*"
    r"|сущност\w*|связ\w*|отношени\w*|узл\w*|узел|вершин\w*|рёб\w*|ребр\w*|стрел\w*"
    r"|entiteit(?:en)?|relaties?|pijl(?:en)?|knopen|knooppunten|relasjoner|knuder|pile|pilar|entiteet\w*|suhte\w*|suhde"
    r"|solmu\w*|nuol\w*|relaatio\w*"
    + _script(r"|সত্তা|নোড|সম্পর্ক|তীর|உருப்படி|முனை|உறவு|ఎంటిటీ|నోడ్|సంబంధ|బాణ")
    # Arabic, Persian, Hebrew; Vietnamese, Indonesian/Malay, Tagalog, Thai
    + r"|(?:ال)?أسهم|(?:ال)?حواف|(?:ال)?عقدة|موجودیت(?:\u200c?ها)?|گره(?:\u200c?ها)?|یال(?:\u200c?ها)?"
    r"|رابطه(?:\u200c?ها)?|روابط|ה?ישויות|ה?ישות|ה?צמתים|ה?צומת|ה?קשרים|ה?קשר|ה?יחסים|ה?קשתות|ה?חצים|cạnh|mũi\s+tên|đỉnh|hubungan"
    r"|entiti|relasyon|ugnayan|" + _THAI_COUNT_NOUNS
    # Romanian, Hungarian, Afrikaans, Amharic
    + r"|relați\w*|relaţi\w*|noduri|muchii|kapcsolat\w*|csomópont\w*|reláció\w*|verwantskap\w*|verhouding\w*"
    r"|nodusse|አካላት|አካል|ግንኙነቶች|ግንኙነት|ኖዶች|ቀስቶች"
    # Catalan, Polish and Czech objects, Lithuanian objects, nodes and links
    r"|relacions|entitats|arestes|obiekt\w*|objekt\w*|esyb\w*|mazg\w*|ryši\w*|ryšy\w*|santyk\w*)"
)
# a count's noun labelling the boxed count after it: "Entities: \boxed{10}", "edges $\boxed{9}$"
_BOX_LABEL = re.compile(rf"(?:^|(?<=[\s,;(]))(?P<noun>{_COUNT_NOUN})\s*[:=]?\s*$", re.IGNORECASE)
_IN_TOTAL = (r"(?:in\s+total|altogether|overall|in\s+all|in\s+tutto|em\s+total|ao\s+todo|всего|итого|в\s+сумме"
             # "total" alone closing its clause: "→ 7 total"
             r"|total(?=[ \t]*(?:[.!;\n✅✓✔]|$)))\b")
# the number words that are also the indefinite article: before a noun they are the article, as English "one" often
# is, and no count ("se trata de un nodo independiente", "zählt als eine Relation", "c'est une relation", "um nó")
_ARTICLE_NUMBERS = r"(?:one|un|une|una|uno|ein|eine|um|uma)\b"
# the count's own care assumed after it, which takes nothing back: "That gives 9, assuming I haven't missed any small
# node", "…, provided I didn't overlook one"
_OWN_CARE_ASSUMED = (r"\s*,\s*(?:assuming|provided|if)\s+(?:that\s+)?(?:i|we)\s+(?:haven't|have\s+not|didn't|did\s+not)"
                     r"\s+(?:miss|overlook|miscount|skip|double[-\s]?count)\w*")
# a conclusive adverb between the copula and its count: "le entità sono quindi sette", "les relations sont donc 9",
# "die Entitäten sind also 7"
_COPULA_THEREFORE = (r"(?:(?:quindi|dunque|perciò|pertanto|portanto|então|donc|ainsi|also|somit|daher|folglich"
                     r"|therefore|thus|hence|pues|entonces|por\s+(?:lo\s+)?tanto)\s+)?")
# a Chinese count before its noun with its measure word, 个 or 条 (条 counts relations and edges):
# "9 个实体", "9 条关系", "九条边"; not an ordinal's number ("第3条关系", the third relation) nor the
# article "一条" ("有一条边的方向不清楚": an edge)
_ZH_COUNT_MEASURE = r"(?<![第\d零〇一二两三四五六七八九十])(?!一\s*条)(?P<d>" + _NUMBER + r")\s*(?:个|条)"
# what joins a Japanese counter to its noun, "の" perhaps with a space on either side (as bold markup around the count
# leaves it: "**8本** の関係" is "8本 の関係")
_JA_COUNTER_LINK = r"\s*(?:の)?\s*"
_INTEGER_STATEMENT_RE = re.compile(
    rf"\bthere\s+(?:are|is|were)\s+(?:a\s+total\s+of\s+|exactly\s+|only\s+|just\s+)?(?P<a>{_NUMBER})"
    rf"|\b(?:a\s+total\s+of|totals?|totaling|totalling|altogether|overall)\s*[,:]?\s*(?P<b>{_NUMBER})"
    # Tagalog links with "na": "siyam na entity"; a count in brackets before its noun: "there are (7) entities"
    rf"|(?P<open>\()?(?P<c>(?!{_ARTICLE_NUMBERS}){_NUMBER})(?(open)\))[ \t]+(?:na[ \t]+)?{_COUNT_NOUN}"
    # digits glued to their noun: "7nodes", "12relations"
    rf"|(?<![\w.])(?P<v>\d{{1,4}})(?=(?:{_COUNT_NOUN})\b)"
    rf"|{_ZH_COUNT_MEASURE}\s*(?:不同的?)?(?:实体|关系|节点|边|三元组)"
    rf"|\b(?:hay|il\s+y\s+a|es\s+gibt|gibt\s+es|insgesamt|au\s+total|en\s+total|un\s+total\s+de|im\s+ganzen|há"
    rf"|ci\s+sono|no\s+total|in\s+totale|toplam|tổng\s+cộng|कुल|ada|razem|totalt|συνολικά|всього|celkem|всего|итого"
    rf"|in\s+totaal|i\s+alt|sammanlagt|yhteensä|মোট|மொத்தம்|మొత్తం"
    rf"|em\s+total|ao\s+todo)\s+"
    rf"(?:exactement\s+|exactamente\s+|genau\s+|solo\s+|seulement\s+|nur\s+)?(?P<h>{_NUMBER})"
    rf"|(?:合計|全部で|計|総数は|数は)\s*(?:で)?\s*(?P<i>{_NUMBER})"
    rf"|(?P<j>{_NUMBER})\s*{_JA_COUNTER}{_JA_COUNTER_LINK}(?:エンティティ|ノード|関係|リレーション|エッジ|実体|矢印)"
    rf"|(?:エンティティ|ノード|関係|リレーション|エッジ|実体|矢印)(?:の数)?\s*(?:は|が)\s*(?:全部で|合計で?)?\s*"
    rf"(?P<k>{_NUMBER})\s*(?:{_JA_COUNTER}|です|あります)"
    # a counter closing a Japanese sentence, the noun named earlier in it: "ノードを数えると、…、EUの5個です。"
    rf"|(?P<m>{_NUMBER})\s*{_JA_COUNTER}\s*(?:です|あります|ある|だ)(?=\s*(?:[。.!]|$))"
    # a Korean counter, the noun named before it in the sentence or right after: "엔티티 6개와 관계 7개",
    # "일곱 개의 엔티티"
    rf"|(?P<n>{_NUMBER})\s*(?:개|가지)(?!수)"
    # a count noun, a copula and the count closing the clause: "le relazioni sono 11", "as entidades são sete"
    rf"|{_COUNT_NOUN}(?:\s*\([^()\n]{{1,30}}\))?\s+(?:sono|são|sont|son|sind|are|were|zijn|is|er|är|on|আছে|உள்ளன"
    rf"|ఉన్నాయి|ada|adalah|ialah|là|ay)\s+{_COPULA_THEREFORE}"
    rf"(?:in\s+tutto\s+|ao\s+todo\s+|em\s+total\s+|in\s+totaal\s+|i\s+alt\s+"
    rf"|totalt\s+|yhteensä\s+)?(?P<o>{_COUNT_VALUE})(?=\s*(?:[.!;\n]|$)|\s+{_IN_TOTAL})"
    # "the number of relations (arrows) is 12" in Arabic, Persian, Hebrew, Indonesian/Malay, Vietnamese, Tagalog and
    # Thai, the copula or a colon optional: "عدد العلاقات (الأسهم) ١٢", "تعداد یال‌ها: ۱۱", "Jumlah entitas ada sembilan"
    rf"|(?:(?<![^\W\d_])(?:عدد|تعداد|מספר|ה?כמות|jumlah|banyaknya|bilangan|số\s+lượng|bilang\s+ng)|จำนวน)\s*"
    rf"(?:ال)?{_COUNT_NOUN}(?:\s*\([^()\n]{{1,30}}\))?\s*(?:[:=]|هو|هي|است|הוא|היא|ada(?:lah)?|ialah|là|ay|คือ)?\s*"
    rf"(?P<q>{_COUNT_VALUE})(?=\s*(?:[.!;\n]|$|است|รายการ))"
    # a Thai total after its noun: "มีเอนทิตีทั้งหมด 8 รายการ" (there are 8 entities in all); a Tagalog count before its
    # noun: "Sampu ang mga relasyon" (the relations are ten)
    rf"|(?:ทั้งหมด|รวม)\s*(?P<s>{_NUMBER})"
    # a Chinese count after its noun, with its measure word: "关系有八条。", "实体一共有七个"
    rf"|(?:实体|关系|节点|边|三元组)\s*(?:共|一共|总共)?(?:有|是|为)\s*(?P<w>{_NUMBER})\s*(?:个|条)"
    rf"|(?P<t>{_COUNT_VALUE})\s+ang\s+(?:mga\s+)?{_COUNT_NOUN}|(?P<r>{_THAI_NUMBER})"
    # a count after its noun: "vitu saba", "abubuwa goma sha ɗaya", "Dangantaka guda tara", "izinto eziyisikhombisa"
    rf"|(?<![^\W\d_]){_POSTPOSED_NOUN}\s+(?:guda\s+)?(?P<u>{_POSTPOSED_NUMBER})"
    # a count stated in a concluding sentence: "one relation in total", "That's seven in total.",
    # "Therefore, the knowledge graph contains 9.", "So in total we have 6."
    rf"|\b(?P<e>one)\s+{_COUNT_NOUN}\s+{_IN_TOTAL}|(?P<l>{_NUMBER})\s+{_IN_TOTAL}"
    # (or a bound made exact: "no fewer than eight entities — in fact exactly eight: Germany, …")
    rf"|\b(?:most\s+likely|likeliest|best\s+guess\s*[:=]?|in\s+fact,?\s+(?:exactly|precisely))\s+(?P<p>{_NUMBER})"
    rf"(?=\s*(?:[.!:\n]|$))"
    rf"|\b(?:that's|that\s+is|which\s+is|it's|that\s+makes|this\s+makes|which\s+makes|giving|gives)\s+"
    rf"(?P<f>{_NUMBER})(?:\s*\(\s*\d{{1,4}}\s*\))?(?:\s+{_COUNT_NOUN})?(?:\s+{_IN_TOTAL}|(?=\s*(?:[.!\n]|$))"
    rf"|(?={_OWN_CARE_ASSUMED}))"
    # (or a clause after a comma: "The question asks for all entities, so the graph contains seven.")
    rf"|(?:^|(?<=[.!?\n,]))\s*(?:so|thus|hence|therefore|in\s+conclusion|in\s+summary|overall|altogether|in\s+total"
    rf"|to\s+sum\s+up|summing\s+up|consequently)\b,?[^.!?\n]{{0,80}}?\b(?:has|have|contains?|includes?|shows?"
    rf"|consists\s+of|comprises?|features?|get|got|is|are|makes?|gives?|totals?)\s+(?:a\s+total\s+of\s+|exactly\s+"
    rf"|only\s+)?(?P<g>{_NUMBER})(?=(?:\s+{_IN_TOTAL})?\s*(?:[.!\n]|$)|{_OWN_CARE_ASSUMED})",
    re.IGNORECASE,
)
# "either … or …" said with the word repeated before each count: "soit 8, soit 9", "o bien 8 o bien 9", "ou bien 8, ou
# bien 9", "entweder 8 oder 9"
_CORRELATIVE_OR = r"soit|o\s+bien|ou\s+bien|ya\s+sea|either|entweder"
_CORRELATIVE_HEDGE = rf"\b(?:{_CORRELATIVE_OR})\s+{_NUMBER}\s*,?\s+(?:{_CORRELATIVE_OR}|or|o|ou|oder)\s+{_NUMBER}\b"
# "to" between two counts in Chinese: "8 到 9 个", "8至9个"
_ZH_TO = "到|至"
# a range from one count to another in the other languages read: "5 à 6", "de 5 a 6", "5 bis 6", "от 5 до 6",
# "5 đến 6", "5 sampai 6", "5 ถึง 6", "5から6個", "5개에서 6개", Hindi in Latin letters "8 se 10"
_FOREIGN_RANGE = (rf"{_NUMBER}\s*(?:개|가지|個|つ|个)?\s*(?:(?-i:à|a)|bis|до|đến|tới|sampai|hingga|ถึง|から|에서"
                  rf"|{_ZH_TO}|se(?=\s)|tot(?=\s))\s*{_NUMBER}")
# "between 8 and 10" in the languages read, the words of both ends: a range's opening and the word joining its ends
# (Dutch "tussen de 10 en 12")
_BETWEEN_WORD = r"(?:between|entre|zwischen|tra|fra|mellem|mellom|mellan|tussen(?:\s+de)?)"
_BETWEEN_AND = r"(?:and|y|e|et|und|i|og|och|en)"
# a Swahili range, the counted noun before its first end: "kati ya vitu sita na nane" (between six and eight things)
_SWAHILI_BETWEEN = r"\bkati\s+ya\s+"
_SWAHILI_RANGE = rf"{_SWAHILI_BETWEEN}{_POSTPOSED_NOUN}\s+{_POSTPOSED_NUMBER}\s+na\s+{_POSTPOSED_NUMBER}"
# Dutch "of" (or) between two counts, closing its clause: "Het zijn er dus 10 of 12, afhankelijk …" (not English "10
# of 12 relations", "3 of the 12": out of)
_DUTCH_OR_COUNT = rf"|\b{_NUMBER}\s+of\s+{_NUMBER}(?=\s*(?:[,;:!?)]|\.(?!\d)|$))"
_INTEGER_HEDGE_RE = re.compile(
    rf"\b(?:either\s+)?{_NUMBER}\s+(?:or|o|ou|oder|{_MORE_ORS})\s+{_NUMBER}\b|{_CORRELATIVE_HEDGE}|{_FOREIGN_RANGE}"
    + _DUTCH_OR_COUNT +
    rf"|\b{_NUMBER}(?:\s+[^\W\d_]+){{1,3}},\s+or\s+(?:maybe\s+|perhaps\s+)?{_NUMBER}\b(?!\s*[+×*/=])"
    rf"|\b{_BETWEEN_WORD}\s+{_NUMBER}\s+{_BETWEEN_AND}\s+{_NUMBER}\b|{_SWAHILI_RANGE}"
    rf"|{_NUMBER}\s*(?:{_JA_COUNTER}|个|条)?\s*(?:か|または|あるいは|或|或者)\s*{_NUMBER}"
    rf"|{_NUMBER}\s*(?:개|가지)?\s*(?:아니면|또는|혹은|이나|~)\s*{_NUMBER}", re.IGNORECASE
)

# another count offered in brackets beside the count: "Relations: 12 (or 13 if …)", "9 (maybe 10 if …)"
_BRACKETED_ALTERNATIVE = re.compile(rf"\b{_NUMBER}\s*\(\s*(?:or\s+)?(?:maybe|perhaps|possibly|or)\s+{_NUMBER}\b",
                                    re.IGNORECASE)


# a bound before a count in the languages of issue 27: "al menos 6", "au moins 6", "mindestens 6", "至少有6个",
# "少なくとも6個" (at least six), "como máximo", "au plus", "höchstens", "最多", "多くとも" (at most)
_WESTERN_BOUND = (r"al\s+menos|por\s+lo\s+menos|como\s+m[íi]nimo|como\s+m[áa]ximo|m[áa]s\s+de|menos\s+de|au\s+moins"
                  r"|au\s+minimum|au\s+maximum|au\s+plus|plus\s+de|moins\s+de|mindestens|wenigstens|h[öo]chstens"
                  r"|mehr\s+als|weniger\s+als|almeno|pi[ùu]\s+di|meno\s+di|pelo\s+menos|no\s+m[íi]nimo")
_CJK_BOUND = r"(?:至少|最少|最多|不少于|不超过|超过|多于|少于)有?|少なくとも|最低でも|多くとも|多くても"
# the same in Russian, Ukrainian, Polish and Romanian: "не меньше пяти", "щонайменше вісім", "co najmniej osiem", "cel
# puțin opt"
_EAST_BOUND = (r"|не\s+(?:меньше|менее|больше|более|менше|більше)|как\s+минимум|по\s+крайней\s+мере|минимум"
               r"|максимум|свыше|щонайменше|принаймні|понад|co\s+najmniej|przynajmniej|najwyżej|ponad"
               r"|(?:więcej|mniej)\s+niż|cel\s+pu[țţt]in|cel\s+mult|mai\s+(?:mult|pu[țţt]in)\s+de")
_COUNT_BOUND_BEFORE = re.compile(
    r"\b(?:(?:more|fewer|less)\s+than|at\s+(?:least|most)|up\s+to|over|under|nearly|almost|no\s+more\s+than|around"
    r"|about|roughly|approximately|circa|some|somewhere\s+(?:around|near)|close\s+to"
    # approximations in Spanish, French, German: "unos diez", "environ dix", "etwa zehn"
    r"|aproximadamente|alrededor\s+de|cerca\s+de|unos|unas|environ|à\s+peu\s+près|approximativement|presque"
    r"|etwa|ungefähr|rund|ca\.|fast"
    # Portuguese, Italian, Russian and Korean: "umas dez", "circa dieci", "примерно 9", "대략 11"
    r"|umas?|uns|quase|quasi|intorno\s+a|più\s+o\s+meno|mais\s+ou\s+menos|примерно|около|приблизительно|почти"
    r"|порядка|대략|약|거의|대충"
    # Dutch, Scandinavian, Finnish, Hindi, Bengali, Tamil, Telugu: "ongeveer", "omkring", "noin", "लगभग", "సుమారు"
    r"|ongeveer|ungefär|omkring|omtrent|cirka|noin|suunnilleen|लगभग|करीब|প্রায়|சுமார்|సుమారు|దాదాపు"
    # Turkish, Arabic, Persian, Hebrew, Vietnamese, Indonesian/Malay, Tagalog, Thai: "yaklaşık", "حوالي", "khoảng"
    r"|yaklaşık|takriben|aşağı\s+yukarı|حوالي|حوالى|تقريبا|تقريباً|نحو|حدود|تقریبا|تقریباً|בערך|khoảng|chừng|sekitar"
    r"|kira-kira|lebih\s+kurang|humigit-kumulang|mga|ประมาณ|ราว"
    # Polish, Czech, Ukrainian, Greek, Romanian, Hungarian, Swahili, Hausa, Zulu, Afrikaans, Amharic: "około",
    # "přibližně", "приблизно", "περίπου", "aproximativ", "körülbelül", "takriban", "kusan", "cishe", "sowat", "በግምት"
    r"|około|mniej\s+więcej|přibližně|zhruba|asi|приблизно|близько|περίπου|aproximativ|în\s+jur\s+de|körülbelül"
    r"|nagyjából|kb\.|takriban|karibu|kusan|cishe|sowat|በግምት|" + _WESTERN_BOUND + _EAST_BOUND + r")\s*$"
    r"|~\s*$|(?:約|およそ|大约|大概|约|" + _CJK_BOUND + r")\s*$",
    re.IGNORECASE,
)


# stems of Latin-script nouns start a word ("knowledge" names no edge, "unlinked" no link)
# (Spanish and Portuguese "entidad(es)", "entidade(s)", Portuguese "nó(s)" as the others' entities and nodes)
_ENTITY_NOUN = re.compile(r"\b(?:entit|entid|nós?(?!\w)|nod|nœud|noeud|knoten|كيان|इकाई|इकाइ|varl|düğüm|thực\s+thể"
                          r"|simpul|encj|węzł|knop|knud|solmu|সত্তা|নোড|உருப்படி|முனை|ఎంటిటీ|నోడ్"
                          r"|οντότητ|κόμβ|сутн|вузл|uzl|сущн|узл|узел|вершин|(?:ال)?عقدة|موجودیت|گره|ה?ישו|ה?צמת|ה?צומת"
                          r"|nút|đỉnh|nodur|csomópont|nodus|vitu|huluki|nodi|abubuwa|\w*zinto|nǹkan|አካ|ኖድ"
                          r"|obiekt|objekt|esyb|mazg)"
                          r"|实体|节点|エンティティ|ノード|実体|엔티티|개체|노드|실체|정점|꼭짓점|เอนทิตี|โหนด",
                          re.IGNORECASE)
_RELATION_NOUN = re.compile(r"\b(?:relat|edge|triple|link|arrow|connection|arista|arête|kante|beziehung|علاق|संबंध|ilişki"
                            r"|line(?=s?\s+(?:between|connecting|joining)\b)"
                            r"|quan\s+hệ|relasi|relacj|σχέσ|зв'яз|vztah|vzťah|hrán|hran|rela[zçc]|arest|arco|archi|frecc|seta|связ"
                            r"|отношени|відношен|рёб|ребр|ребер|стрел|suhde|suhte|pijl|pil|nuol|তীর|সম্পর্ক|உறவு|సంబంధ"
                            r"|బాణ|तीर"
                            r"|(?:ال)?أسهم|(?:ال)?حواف|یال|رابطه|روابط|ה?קשר|ה?יחס|ה?קשת|ה?חצ|cạnh|mũi\s+tên|hubungan"
                            r"|relasyon|ugnayan|relați|relaţi|muchi|kapcsolat|reláci|verwantskap|verhouding|mahusiano"
                            r"|uhusiano|dangantaka|ubudlelwano|ìbáṣepọ̀|ግንኙነ|ቀስ|ryši|ryšy|santyk|relaatio)"
                            r"|关系|边|三元组|関係|リレーション|エッジ|矢印|ความสัมพันธ์|เส้นเชื่อม|ลูกศร"
                            r"|관계|엣지|간선|화살표|트리플|링크",
                            re.IGNORECASE)
# a count's label opening its line or its sentence: "Entities: 8", "Do you want nodes or edges? Nodes: 8, edges: 11.",
# "Entities in the graph: 10 (including the masked node)."
_COUNT_LABEL_RE = re.compile(
    rf"(?:(?m:^)|(?<=[.!?,;]\s))[ \t\-•>#|]*(?:(?:total|number\s+of)\s+)?(?P<noun>{_COUNT_NOUN})"
    r"(?:\s+(?:count|found|total))?(?:\s+(?:in|on)\s+the\s+(?:knowledge\s+)?(?:graph|map|image|picture))?"
    rf"\s*(?:[:=|]|\.{{2,}}|…+)\s*#?(?P<n>{_NUMBER})(?=[ \t|]*(?:$|\n)|[.,;](?:\s|$)(?!\s*\d)|\s+[—–(]|\s*\|)",
    re.IGNORECASE,
)


def _topic(noun: str) -> str | None:
    """What a counted noun names: "entity" (entities, nodes), "relation" (relations, edges, triples) or None; an
    identifier's words are read apart ("num_nodes", "relationCount"); a word with letters outside ASCII ("relações",
    "nós") is no identifier."""
    noun = " ".join(_key_words(noun)) if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", noun.strip()) else noun
    if _ENTITY_NOUN.search(noun):
        return "entity"
    return "relation" if _RELATION_NOUN.search(noun) else None


def _noun_topic(text: str, start: int, end: int) -> str | None:
    """The topic of the counted noun at text[start:end], read with what follows it where that decides it: "six lines
    connecting them" counts relations, as "lines between nodes" does."""
    lines = _LINES_AT.fullmatch(text, start, end)
    if lines:
        return "relation" if _RELATION_NOUN.match(text, lines.start("word")) else None
    return _topic(text[start:end])


def count_target(question: str | None) -> str | None:
    """What the question's last asked sentence counts ("entity" or "relation"), so "5 nodes and 4 edges" is read for
    the right noun (the M3STR preamble names both nouns before asking)."""
    if not question:
        return None
    asked = re.split(r"(?<=[.!?。？])\s+", question.strip())
    asked = next((sentence for sentence in reversed(asked) if sentence.rstrip().endswith(("?", "？"))), question)
    entity, relation = bool(_ENTITY_NOUN.search(asked)), bool(_RELATION_NOUN.search(asked))
    return "entity" if entity and not relation else "relation" if relation and not entity else None


_TABLE_TOTAL_RE = re.compile(rf"(?m)^\|?\s*(?:total|sum|overall|in\s+total)\s*\|\s*(?P<n>{_NUMBER})\s*\|?\s*$",
                             re.IGNORECASE)


def _column_count_events(text: str) -> list[Event]:
    """'Entities  Relations\n8         10': counts under column headings that name what they count."""
    events = []
    for match in re.finditer(r"^[ \t]*(?P<head>[^\n\d]+)\n[ \t]*(?P<values>\d+(?:[ \t]+\d+)+)[ \t]*$", text, re.M):
        heads, values = match.group("head").split(), match.group("values").split()
        if len(heads) == len(values) and all(_topic(head) for head in heads):
            events += [Event(RANK_STATEMENT, match.end(), value, topic=_topic(head))
                       for head, value in zip(heads, values, strict=True)]
    return events


# what bounds a Korean count instead of stating it: "11개 정도" (about 11), "10개 이상" (10 or more)
_KOREAN_BOUND_AFTER = re.compile(r"\s*(?:정도|쯤|가량|이상|이하|남짓|내외|미만|넘|여\s)")
# the Hangul syllables that close on ㄴ or ㄹ (볼, 셀, 할, 인, 는, 을): before 지 they end an embedded question
_HANGUL_N_L_FINAL = "".join(chr(0xAC00 + 28 * syllable + final) for syllable in range(19 * 21) for final in (4, 8))
# a Korean count inside an embedded question, "whether …": the counter's word or the word after it ends in -ㄴ지/-ㄹ지
# ("두 개로 볼지" whether to count it as two, "7개인지" whether it is 7, "세 개로 셀지에 따라" depending on whether
# it counts as three); the count is asked about, not stated
_KOREAN_WHETHER_AFTER = re.compile(rf"[^\s.,!?;:。]{{0,4}}?(?:\s+[^\s.,!?;:。]{{0,8}}?)?[{_HANGUL_N_L_FINAL}]지(?!만)")
# two counts offered as a Chinese alternative question, "A 还是 B" (A or B): "算作一个关系还是两个关系",
# "是七条還是八條"
_ZH_ALTERNATIVE_COUNTS = re.compile(
    rf"{_NUMBER}\s*(?:个|個|条|條|种|種)?\s*(?:关系|關係|实体|實體|节点|節點|边|邊|三元组)?\s*(?:还是|還是)\s*{_NUMBER}",
    re.IGNORECASE)


def _counter_topic(text: str, sentence_start: int, start: int, end: int) -> str | None:
    """What a count with a counter counts: the noun right after it ("일곱 개의 엔티티"), else the last one named
    before it in the sentence ("엔티티 6개와 관계 7개": 6 entities, 7 relations)."""
    after = re.match(r"\s*(?:의\s*)?(\S+)", text[end: end + 20])
    if after and _topic(after.group(1)):
        return _topic(after.group(1))
    before = text[sentence_start: start]
    nouns = [(m.start(), "entity") for m in _ENTITY_NOUN.finditer(before)]
    nouns += [(m.start(), "relation") for m in _RELATION_NOUN.finditer(before)]
    return max(nouns)[1] if nouns else None


# the count, then what it is to the reply: "but 13 is my answer.", "9 is the final answer"
_COUNT_IS_ANSWER = re.compile(rf"(?<![\w.,])(?P<n>{_NUMBER})\s+is\s+(?:my|the)\s+(?:final\s+)?answer\b",
                              re.IGNORECASE)


# the total after what the reply adds to its count: "I count 8 relations …, plus the masked edge: 9 relations.",
# "… = 6 entities, plus the Euro node, for a total of 7.", "…, plus 2 border edges, making 12 in total.", "…, plus 2
# "shares border with" edges, so 11 relations in total."
_ADDED_TOTAL = re.compile(rf"\b(?:plus|adding|including|counting)\b[^.;:\n]{{1,60}}?"
                          r"(?:[:=]|,?\s*(?:for\s+a\s+total\s+of|making|giving|which\s+makes|that\s+makes|to\s+make"
                          r"|bringing\s+(?:the\s+total|it)\s+to|so)\s)"
                          rf"\s*(?P<n>{_NUMBER})(?:\s+(?P<noun>{_COUNT_NOUN}))?(?:\s+{_IN_TOTAL})?(?=\s*(?:[.!]|$))",
                          re.IGNORECASE)


# what places the counted things between two named nodes: "… two edges between Spain and Portugal"
_BETWEEN_TWO_NAMED = re.compile(r"\s+between\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,3}\s+and\s+(?-i:[A-Z])",
                                re.IGNORECASE)


# a doubt, then the count it would give: "… might be relation labels rather than entities, in which case the number of
# entities would be 10"
_DOUBTED_COUNT_ALTERNATIVE = re.compile(rf"\b(?:might|may|could|possibly|perhaps)\b[^.!?\n]{{0,120}}?,?\s*in\s+which\s+"
                                        rf"case\b[^.!?\n]{{0,60}}?\b(?:would|will)\s+be\s+{_NUMBER}", re.IGNORECASE)


# the count left after what the reply takes away: "Two of the labels are relations, not entities. That leaves 10
# entities.", "…, which leaves us with 7 nodes."
_LEFT_TOTAL = re.compile(rf"\b(?:that|which|this)\s+leaves\s+(?:us\s+with\s+|only\s+)?(?P<n>{_NUMBER})"
                         rf"(?:\s+(?P<noun>{_COUNT_NOUN}))?(?:\s+{_IN_TOTAL})?(?=\s*(?:[.!]|$))", re.IGNORECASE)


# a number that opens its line as a numbered list's item label, its item's text after it: "1. Nairobi", "2) Kenya"
# (under "Counting the nodes:" the items' numbers are no total; the total the reply states is)
_LIST_ITEM_NUMBER = re.compile(r"\d{1,3}[.)][ \t]+\S")


def _list_item_number(text: str, start: int) -> bool:
    """Whether the number at `start` opens its line as a numbered list's item label ("1. Nairobi")."""
    return bool(_LIST_ITEM_NUMBER.match(text, start)) and not text[text.rfind("\n", 0, start) + 1: start].strip()


# the noun of a count "N <noun> …" followed by "types", "kinds", "sorts", "categories" or "classes", or glued to
# "typen"/"arten" as a German compound: the count is one of kinds ("four relation types", "4 relationship kinds",
# "vier Relationstypen")
_KINDS_AFTER_COUNT_NOUN = re.compile(r"[^\W\d_]*(?:[ \t]+|-)(?:types?|kinds?(?!\s+of\b)|sorts?(?!\s+of\b)|categories"
                                     r"|classes)\b"
                                     r"|[^\W\d_]*?(?:typen|arten)\b", re.IGNORECASE)


_CONCLUDING_HEDGE = re.compile(r"(?:^|[\s,;(])(?:so|thus|hence|therefore)\s+$", re.IGNORECASE)
# the noun a "there are N …" count counts when it is a part of the graph or a kind of thing in it, not the entities or
# relations asked for: "three countries", "five different relation types", "two colours"
_OTHER_COUNTED = re.compile(r"(?:\s+[a-z-]+){0,2}?\s+(?:countries|capitals|cities|languages|currencies"
                            r"|organi[sz]ations|types|kinds|sorts|categories|colou?rs|clusters|groups|labels|shapes"
                            r"|regions|continents)\b", re.IGNORECASE)


# the noun a "there are N …" count names right after it, perhaps after a word or two: "There are 4 entities", "there
# are 12 directed edges", "there are five of the nodes"; the count is one of that noun (so four entities answer no
# question about relations)
_THERE_ARE_NOUN = re.compile(rf"(?:\s+[a-z-]+){{0,2}}?\s+(?P<noun>{_COUNT_NOUN})(?![^\W\d_])", re.IGNORECASE)


def _there_are_topic(text: str, end: int) -> str | None:
    """What the count of "there are N …" ending at `end` counts: the topic of the noun right after it, else None."""
    noun = _THERE_ARE_NOUN.match(text, end)
    return _topic(noun.group("noun")) if noun else None


_NOUN_AFTER_COUNT = re.compile(rf"[ \t]+(?P<noun>{_COUNT_NOUN})(?![^\W\d_])", re.IGNORECASE)


def _noun_after_topic(text: str, end: int) -> str | None:
    """What the noun right after a count names, where one follows ("hay 11 relaciones", "ci sono 11 relazioni", "es
    gibt 11 Relationen"): the count is of that noun, as "there are 11 relations" is."""
    noun = _NOUN_AFTER_COUNT.match(text, end)
    return _topic(noun.group("noun")) if noun else None


# what stands before the upper end of a range: "5 to 8", "8 or 9", "8–10", "between 8 and 10", "une ou de deux"
_RANGE_BEFORE = re.compile(rf"\b(?:or|to|o|ou(?:\s+de)?|oder|bis|{_MORE_ORS})\s*$|[-–~/]\s*$"
                           rf"|\b{_BETWEEN_WORD}\s+\S+\s+{_BETWEEN_AND}\s*$", re.IGNORECASE)
# the words before the two things an edge joins: "a relation between two nodes", "each arrow connects two entities"
_ENDS_OF_AN_EDGE = re.compile(r"\b(?:between|connect(?:s|ing)?|join(?:s|ing)?|link(?:s|ing)?)\s+\Z", re.IGNORECASE)


def _integer_statement_events(text: str) -> list[Event]:
    events = [Event(RANK_CONCLUSION, m.end(), parse_integer(m.group("n")).value)
              for m in _TABLE_TOTAL_RE.finditer(text)]
    events += [Event(RANK_STATEMENT, m.end(), parse_integer(m.group("n")).value, topic=_topic(m.group("noun")))
              for m in _COUNT_LABEL_RE.finditer(text)]
    for match in _INTEGER_STATEMENT_RE.finditer(text):
        group = next(name for name in "abcdefghijklmnopqrstuvw" if match.group(name))
        if _is_hypothetical(text, match.start()) or _sentence_is_question(text, match.start()):
            continue
        if _first_attempt(text, match.start(group)):
            continue  # "I first counted 12 edges, then 10": the reply reports the count it revised
        if group == "b" and _total_before_breakdown(text, match.start(), match.end()):
            continue
        if group == "n" and _KOREAN_WHETHER_AFTER.match(text, match.end()):
            continue  # "하나로 볼지 두 개로 볼지" (whether to count it as one or as two): no count stated
        start = match.start(group)
        if _ENDS_OF_AN_EDGE.search(text, max(0, start - 30), start) and match.group(group).lower() in ("two", "2"):
            continue  # "Each arrow is a labeled relation between two nodes.": what an edge joins, no count
        if _RANGE_BEFORE.search(text[max(0, start - 24): start]) or (
                group == "u" and re.search(_SWAHILI_BETWEEN + r"\Z", text[max(0, match.start() - 12): match.start()],
                                           re.IGNORECASE)):
            continue  # the upper end of "5 to 8 entities", the lower of "kati ya vitu sita na nane": hedged
        # a bound stands before the number, or before the noun of a count that follows its noun ("takriban vitu saba")
        bound_at = match.start() if group == "u" else start
        if _COUNT_BOUND_BEFORE.search(text[max(0, bound_at - 24): bound_at]) or (
                group == "n" and _KOREAN_BOUND_AFTER.match(text, match.end())):
            events.append(Event(RANK_STATEMENT, match.end(), None))  # "more than ten entities": a bound, no count
            continue
        worded = _number_value(match.group(group)) if group in "oqtu" else None
        value = parse_integer(text[start:]).value or (str(worded) if worded else None)
        sentence_start = _sentence_start(text, start, "。.!?\n")
        if group == "a" and _OTHER_COUNTED.match(text, match.end()):
            events.append(Event(RANK_STATEMENT, match.end(), value, topic="other"))
            continue  # "There are three countries in the graph": a count of a part, not of what is asked
        if group in "cdfjt" and _BETWEEN_TWO_NAMED.match(text, match.end()):
            events.append(Event(RANK_STATEMENT, match.end(), value, topic="other"))
            continue  # "the two edges between Spain and Portugal": a count of the edges of one pair, not of all
        if group == "c" and _KINDS_AFTER_COUNT_NOUN.match(text, match.end()):
            events.append(Event(RANK_STATEMENT, match.end(), value, topic="other"))
            continue  # "edges of four relation types": a count of kinds, not of the relations asked for
        events.append(Event(RANK_STATEMENT, match.end(), value,
                            topic=_noun_topic(text, match.end(group), match.end()) if group in "cdfjt"
                            else _topic(text[match.start(): match.start(group)]) if group in "koquw"
                            else _topic(text[sentence_start: start]) if group == "s"
                            else _topic(text[match.end(): match.end() + 20]) if group == "r"
                            else _topic(text[sentence_start: start]) if group == "m"
                            else _counter_topic(text, sentence_start, start, match.end()) if group == "n"
                            else _there_are_topic(text, match.end()) if group == "a"
                            else _noun_after_topic(text, match.end()) if group == "h" else None))
    events += [Event(RANK_CONCLUSION, m.end(), parse_integer(m.group("n")).value)
               for m in _COUNT_IS_ANSWER.finditer(text) if not _is_hypothetical(text, m.start())]
    events += [Event(RANK_CONCLUSION, m.end(), parse_integer(m.group("n")).value, topic=_topic(m.group("noun") or ""))
               for m in [*_ADDED_TOTAL.finditer(text), *_LEFT_TOTAL.finditer(text)]
               if parse_integer(m.group("n")).value and not _list_item_number(text, m.start("n"))]
    # a range the reply concludes on ("…, so 13 distinct ones, or 14 if each drawing counts") takes back its count
    hedges = [Event(RANK_CONCLUSION if _CONCLUDING_HEDGE.search(text, 0, m.start()) else RANK_STATEMENT, m.end(), None)
              for m in [*_INTEGER_HEDGE_RE.finditer(text), *_BRACKETED_ALTERNATIVE.finditer(text),
                        *_ZH_ALTERNATIVE_COUNTS.finditer(text)]]
    # a second count the reply raises as what the count would be were its doubt right ("…, I get 12. However, two of
    # those boxes might be relation labels, in which case the number of entities would be 10.") leaves both open
    hedges += [Event(RANK_CONCLUSION, m.end(), None) for m in _DOUBTED_COUNT_ALTERNATIVE.finditer(text)]
    events = [event for event in events if event.rank > RANK_STATEMENT or not any(
        hedge.position < event.position and not re.search(r"[.!?;\n]", text[hedge.position: event.position - 1])
        for hedge in hedges)]
    return events + hedges


# --------------------------------------------------------------------------------------------------------------
# mentions: every place an option is named, with the cues around it


@dataclass(frozen=True)
class Mention:
    """One place the response names an option: a letter in context, the option's own text, or a cue word for it."""

    value: str
    start: int
    end: int
    kind: str  # "noun" (option C), "paren" ((c)), "labelled", "bare" (C), "text" (Paris), "cue" (neighbours)


_MENTION_NOUNS = (
    r"(?:options?|panels?|figures?|frames?|choices?|images?|pictures?|diagrams?|shapes?|views?|candidates?|alternatives?"
    r"|letters?|opci[oó]n(?:es)?|figura|imagen|r[ée]ponse|bild|abbildung|antwort|variante|feld|" + _FR_PANEL +
    r"|op[çc](?:ão|ao|ões)|alternativa|imagem|painel|opzion[ei]|immagine|pannello|fotogramma"
    r"|вариант\w*|рисун\w*|фигур\w*|панел\w*|кадр\w*|изображени\w*|보기|선택지|선지|패널|그림|도형|프레임|옵션"
    r"|الخيار|خيار|विकल्प|seçene\w*|opsi|pilihan|opcj[aię]|alternativ(?:et)?|επιλογή|варіант|možnost|ตัวเลือก"
    + "|" + _TH_ITEM + r"|אפשרות|گزینه"
    # Vietnamese: "phương án A", "lựa chọn B"
    r"|phương\s+án|lựa\s+chọn"
    # Dutch, Scandinavian, Finnish; Hindi, Bengali, Tamil, Telugu
    r"|(?:optie|alternatief|paneel|afbeelding|figuur|figur(?:en)?|bilde|billede|ruta|vaihtoehto|paneeli|kuvio|kuva)"
    r"(?![a-zäöåæø])"
    r"|पैनल|चित्र|आकृति|বিকল্প|প্যানেল|ছবি|பேனல்|படம்|ప్యానెల్|ఎంపిక|చిత్రం)"
)
_LETTER_MENTION_RE = re.compile(
    rf"(?i:{_MENTION_NOUNS})\s*[:#]?\s*(?:\((?P<n1>[{_LL}])\)|(?P<n2>[{_L}])(?![A-Za-z0-9'’\-])"
    # a lower-case letter is a word of its own: "diamond-shaped", "framed" are no "shape d", "frame d"
    rf"|(?<![A-Za-z])(?P<n3>[{_l}])(?![A-Za-z0-9'’\-]))"
    rf"|(?i:labell?ed|marked|lettered|tagged)\s+(?:as\s+)?[\"']?\(?(?P<lab>[{_LL}])\)?(?![A-Za-z0-9'’\-])"
    rf"|\((?P<par>[{_LL}])\)"
    # (a letter of an accented word is no option: "Bélgica", "Dänemark")
    rf"|(?<![A-Za-z0-9'’\-./\\\u00c0-\u024f])(?P<bare>[{_L}])(?![A-Za-z0-9\-\u00c0-\u024f]|['’](?![dt][iıuü]r\b)"
    r"|\.[A-Za-z])"
    # a lower-case letter after a copula, closing its clause or given a reason: "is b.", "is b because …"
    rf"|(?i:\b(?:is|be|was)\s+)(?P<low>[{_l}])(?=\s*(?:[.!,;:)]|$)|\s+(?i:because|bcoz|bcos|becuz|coz|cuz|since)\b)"
    r"(?!\.[A-Za-z])"
    # a lower-case letter as the subject of a verdict ("d is the odd one", "c is correct"), not the article or "i"
    rf"|(?<![\w'’\-.])(?P<sub>[{_LOWER_NOT_WORDS}])(?=\s+(?i:is|was)\s+(?i:the\s+)?(?i:odd|answer|correct|right|different"
    r"|exception|one\b))",
)
_BARE_ARTICLE_OK = re.compile(r"\s*(?:[.,;:!?)\]。，；：！？✅✓✔☑❌✗✖×❎➡→⇒=≈≠~|"
                              r"\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]|$)")
# the English article precedes an English word: a capital A before a word of another script is the letter ("ምስል A
# ነው", "A является правильным ответом")
_OTHER_SCRIPT_AFTER = re.compile(r"\s+(?![A-Za-z\u00C0-\u024F\u1E00-\u1EFF])[^\W\d_]")
_PAIRED_AFTER = re.compile(rf"\s+(?:{_OR_AND}|&)\s+\(?[{_L}](?![A-Za-z])")  # "A and B": a letter, not an article
# the article is followed by its noun, never by a conjunction or a verb: "one singling out A and the other C" and
# "A is the one that breaks the rule" name A
_LETTER_BEFORE_CONJUNCTION = re.compile(r"\s+(?:and|or|nor|vs\.?|versus|is|isn't|was|wasn't|has|hasn't|does|doesn't"
                                        r"|matches|breaks|shows|keeps|fits|violates|remains|stands)\b")
_PAIRED_BEFORE = re.compile(rf"(?:\b(?:both|either|neither|between|{_OR_AND})|,)\s*$", re.IGNORECASE)

# also a Latin-script clause ending in a comma before Chinese or Japanese ("The odd one out is D,它是…": the full-width
# comma after NFKC), and a spaced dash before a new statement about an option ("So D is … — A is what you'd get …")
# (a CJK full stop ends its sentence even with the next sentence's characters right after it: "是 B。虽然 F …")
_CLAUSE_END = re.compile(r"[.!?;。！？；，]+(?=\s|$|[^\w])|[.!?。！？，]+(?=\s*$)|，|[。！？；]+"
                         r"|(?<=[A-Za-z0-9)\]]),(?=[\u3040-\u30ff\u3400-\u9fff])"
                         rf"|\s[—–]\s(?=(?:(?i:option|panel|figure|frame|choice)\s+)?\(?[{_L}]\)?\s+(?:is|was|has|shows"
                         r"|looks|keeps|matches|fits|does|doesn't|isn't|would)\b)|\n+|→|⇒|=>")
_CONTRAST_SPLIT = re.compile(r",?\s*\b(?:but|however|though|although|whereas|while|yet|pero|sin embargo|mais|cependant"
                             r"|aber|jedoch|doch|aunque|bien\s+que|quoique|même\s+si|obwohl|obgleich|anche\s+se|sebbene"
                             r"|benché|però|ma|embora|mas|porém|contudo|но|однако|хотя|maar|men|mutta)\b|但是?|不过|然而"
                             r"|しかし|が、|けど|지만|그러나|그런데|"
                             + _indic_words("लेकिन", "किंतु", "परंतु", "কিন্তু", "ஆனால்", "కానీ"), re.IGNORECASE)

# "neither", "nor", and with a copula or an auxiliary after them: "neither is F", "nor does C"
_NEITHER_NOR = r"\b(?:neither|nor)(?:\s+(?:is|was|are|were|does|do|did|can|could|would))?"
_NEGATOR_BEFORE = re.compile(
    r"(?:\bnot|n't|" + _NEITHER_NOR + r"|\bno|\brules?\s+out|\bruled\s+out|\bruling\s+out|\beliminat\w*|\bexclud\w*"
    r"|\bexcept(?:\s+for)?|\brather\s+than|\binstead\s+of|\bunlike|\bother\s+than|\bthan|\bvs\.?|\bversus"
    r"|\bagainst|\bno\s+es|\bpas|\bnicht|\bkein\w*|不是|而非|排除|ではなく"
    # a Spanish, Portuguese or Italian verb of using, adopting or speaking, negated: "no usa el euro", "não usa o
    # euro", "non ha adottato l'euro"
    r"|\b(?:no|não)\s+(?:usa|usan|utiliza|utilizan|emplea|emplean|habla|hablan|fala|falam)\s+(?:el|la|o|a)\b"
    r"|\bnon\s+(?:usa|usano|utilizza|utilizzano|parla|parlano|(?:ha|hanno)\s+adottato)(?:\s+(?:il|la|lo)\b)?"
    # membership denied in Dutch: "geen van die drie is lid van de EU", "niet lid van de NAVO"
    r"|\b(?:geen|niet)\s+(?:\w+\s+){0,5}?(?:lid|deel)\s+van(?:\s+(?:de|het))?)"
    r"\s*(?:the\s+|l'|la\s+|le\s+|die\s+|das\s+|der\s+)?(?:(?:option|panel|figure|choice|image|opci[oó]n|bild)s?\s*)?"
    r"[\"'(]?\s*$",
    re.IGNORECASE,
)
_INFRINGES = r"|enfrei(?:nt|gnent)|viole(?:nt)?\b|infringen?\b|infrang(?:e|ono)\b"
# "the only … that …" with a negation sets the option apart from all the others: "D is the only net that can't be
# folded", "the only panel which doesn't have …"
_ONLY_ONE_THAT = (r"\bthe\s+only\s+(?:[\w-]+\s+){0,2}?(?:that|which)\s+(?:can(?:'t|not)|cannot|does(?:n't|\s+not)"
                  r"|is(?:n't|\s+not)|won't|will\s+not|has\s+no|lacks|fails)\b")
# the Korean verbs of breaking the rule after 규칙(을): "어깁니다", "어긴", "벗어납니다", "위반합니다", not
# negated ("어기지 않습니다", it does not break it)
_KO_BREAKS_RULE = (r"(?:어긴|어기(?!지\s*않)|어깁|어겼|어겨(?!지\s*않)"
                   r"|벗어(?!나지\s*않)|맞지\s*않|위반(?!하지\s*않)|따르지\s*않"
                   r"|깨(?!지\s*않)|깹|깼)")
_ODDITY = (
    r"(?:" + _ONLY_ONE_THAT +
    r"|breaks?|violates?|violating|is\s+the\s+odd\s+one|odd\s+one\s+out|does(?:\s+not|n't)\s+(?:follow|fit|belong"
    r"|obey|satisfy|share|conform|adhere|match\s+the\s+(?:concept|pattern|rule|others))|is\s+(?:different|the\s+exception)"
    r"|anomalous|deviates|departs|rompe|rompt|bricht|quebra|лишн\w*"
    # "breaks the rule" in French, Spanish, Italian and Portuguese: "enfreint la règle", "infringe", "infrange"
    + _INFRINGES +
    r"|stands\s+out|differs|no\s+sigue|no\s+cumple|ne\s+suit\s+pas|ne\s+respecte\s+pas|folgt\s+nicht|passt\s+nicht"
    r"|他と(?:異な|違)|(?:だけ|のみ)(?:が|は)?(?:違|異な)|仲間外れ|(?:規則|ルール)に反|に従って(?:い)?ない"
    r"|打破(?:了)?(?:规律|规则|規律|規則|模式)|破坏(?:了)?(?:规律|规则)"  # breaks the rule
    r"|违反|違反|不符合(?:规律|规则|要求|模式)|与众不同|格格不入|与其[他它]\S{0,4}不同|不同于其[他它]|bozan|bozuyor|uymayan|तोड़(?:ती|ता|ते)|зайв\w*|nie\s+pasuje|khác\s+biệt|avviker|vybočuje"
    r"|нарушает|не\s+соответствует|не\s+подчиняется|выбивается|отличается|viola(?:no)?\b|non\s+(?:segue|rispetta)"
    r"|não\s+(?:segue|respeita)|규칙(?:을|에서|에)?\s*" + _KO_BREAKS_RULE +
    r"|(?:나머지|다른\s*(?:것들|도형들|패널들))(?:과|와)\s*다르|다릅니다|달라요|다르다(?![가-힣])"
    # Dutch, Scandinavian, Finnish: "breekt de regel", "passer ikke ind", "avviker", "rikkoo sääntöä"
    r"|breekt|wijkt\s+af|past\s+niet|hoort\s+niet|passer\s+ikke|passar\s+inte|bryter|bryder|skiller\s+s(?:eg|ig)"
    r"|sticker\s+ut|avviger|rikkoo|poikkeaa|ei\s+sovi"
    # Hindi, Bengali, Tamil, Telugu: "नियम तोड़ने वाला", "अलग है", "নিয়ম ভাঙে", "আলাদা", "ఉల్లంఘించే", "விதியை மீறும்"
    + _script(r"|नियम\s+(?:तोड़|का\s+पालन\s+नहीं|भंग)|तोड़ने|अलग\s+है|নিয়ম\s+ভাঙ|আলাদা|ఉల్లంఘించ|భిన్నం"
              r"|விதியை\s+மீறு|வேறுபட்ட")
    # Arabic, Persian, Hebrew, Turkish: "الشكل المختلف", "يكسر القاعدة", "پیروی نمی‌کند", "שחורגת מהכלל", "farklı"
    + r"|المختلف|المخالف|الشاذ|يكسر|يخالف|لا\s+(?:يتبع|يتوافق|يطابق)|متفاوت|متمایز|پیروی\s*نمی"
    r"|قاعده\s+را\s+(?:می)?\s*\u200c?شکند"
    r"|שונה|חורג|שובר|יוצא\s+דופן|לא\s+מתאים|farklı|kuralı\s+boz"
    # Vietnamese, Indonesian/Malay, Tagalog, Thai: "không tuân theo", "melanggar", "hindi sumusunod", "ผิดกฎ"
    r"|không\s+tuân\s+theo|không\s+theo\s+quy|khác\s+với|vi\s+phạm|melanggar|berbeda|berlainan|tidak\s+mengikuti"
    r"|hindi\s+sumusunod|naiiba|lumalabag|แตกต่าง|ต่างจาก|ผิดกฎ|ไม่เป็นไปตาม|ไม่เข้าพวก|ไม่ทำตาม|ฝ่าฝืน"
    # Polish, Czech, Ukrainian, Greek, Romanian, Hungarian: "łamie regułę", "porušuje", "nerespektuje", "порушує",
    # "παραβιάζει", "nu respectă", "szegi meg" (breaks), "różni się", "διαφέρει", "eltér" (differs)
    r"|łamie|narusza|nie\s+spełnia|odstaje|wyróżnia\s+się|(?:się\s+)?różni(?:\s+się)?|porušuje|nesplňuje|nezapadá"
    r"|nerespektuje|nedodržuje"
    r"|(?:se\s+)?liší(?:\s+se)?|порушує"
    # Lithuanian: "pažeidžia" (breaks), "neatitinka" (does not fit), "skiriasi" (differs), "išsiskiria" (stands out)
    r"|pažeidžia|neatitinka|nesilaiko|skiriasi|išsiskiria"
    r"|не\s+відповідає|відрізняється|вибивається|παραβιάζ\w*|δεν\s+ακολουθεί|διαφέρει|ξεχωρίζει|nu\s+respect[ăa]"
    r"|încalc[ăa]|difer[ăa]|nu\s+se\s+potrive[șş]te|szegi\s+meg|megszegi|nem\s+követi|eltér|kilóg|különbözik"
    # Swahili, Amharic, Hausa, Zulu, Afrikaans, Yoruba: "isiyofuata kanuni" (that does not follow the rule), "የማይከተለው",
    # "bai bi … ba", "esingalandeli", "pas nie", "kò tẹ̀lé"
    r"|isiyofuata|haifuati|inavunja|inakiuka|የማይከተል\w*|አይከተልም|የሚጥስ\w*|የተለየ|bai\s+bi|ya\s+saba|ya\s+bambanta"
    r"|\w*landeli(?![^\W\d_])|ihlukile|yephula|pas\s+nie|volg\s+nie|wyk\s+af"
    + _script(r"|kò\s+tẹ̀lé|yàtọ̀|rú\s+òfin") + ")"
)
# Japanese ends a clause on its verdict, after the reason: "A は赤と青が隣接しているので不正解です" (A is wrong, as
# red and blue are adjacent); the reason is one clause closed by ので, から or ため
_JA_REASON = r"[^。．.!?！？\n]{1,40}?(?:ので|から|ため)[、,]?\s*"
_NEGATOR_AFTER = re.compile(
    r"^[)\"'’”]*\s*[—–:\-]\s*(?:no(?!\s+doubt)|nope|not|wrong|incorrect|fails?)\b|"
    r"^[)\"'’”]*\s*(?:(?:is|was|seems|looks|appears|are|would\s+be)\s+)?(?:also\s+|clearly\s+|definitely\s+)?"
    r"(?:not\b|n't|wrong|incorrect|invalid|impossible|eliminated|ruled\s+out|excluded|out\b|mirrored|a\s+mirror"
    r"|the\s+mirror|flipped|reversed|fails?\b|can(?:'t|not)|cannot|doesn't|does\s+not|don't|do\s+not|isn't|lacks"
    r"|is\s+missing|has\s+(?:an?\s+|the\s+)?(?:extra|missing|wrong)|no\s+es\b|n'est\s+pas|ist\s+(?:nicht|falsch)"
    r"|(?:is\s+)?(?:a|the|just\s+a)\s+(?:distractor|decoy|trap|red\s+herring)\b"
    r"|不对|错误|不正确|不符合|は(?:" + _JA_REASON + r")?(?:誤り|間違い|不正解|除外)"
    # Korean puts the negation at the end of the clause: "B는 정답이 아닙니다" (B is not the answer), "A는 원본과
    # 일치하지 않습니다", "A는 거울상이라서 오답이고" (A is a mirror image, so wrong); not after 만 (only): "D만 …
    # 아닙니다" says what sets D apart
    r"|(?:은|는|이|가|도)?\s*(?!만)(?:[가-힣]{1,6}\s+){0,2}?(?:[가-힣]{0,6}(?:지\s*않|아니|아닙)|[가-힣]{0,6}(?:틀렸|틀린|틀려"
    r"|오답)|제외)"
    # Danish, Norwegian, Swedish and Dutch "makes no sense (either)", "does not fit": "giver heller ikke mening",
    # "ger ingen mening", "past niet"
    r"|(?:giver|gir|ger|gi)\s+(?:heller\s+)?(?:ikke|inte|ingen)\s+(?:\w+\s+)?mening|passer\s+ikke|passar\s+inte"
    r"|past\s+niet|klopt\s+niet|is\s+niet\b)",
    re.IGNORECASE,
)
# (Korean words may stand between an option and its verdict: "E 패널이 규칙에 맞지 않는")
_ODDITY_AFTER = re.compile(r"^[)\"'’”]*\s*(?:[가-힣]{1,6}\s+){0,2}(?:clearly\s+|also\s+)?" + _ODDITY, re.IGNORECASE)
_HYPOTHETICAL_CLAUSE = re.compile(
    r"\b(?:if|whether|suppose|supposing|assume|assuming|unless|would|could|might|may|were|maybe|perhaps|possibly"
    # German "falls" (if) opens its clause; after a word it is the English verb ("where the punch falls")
    r"|tempting|wonder|either(?!\s+way)|si\s+(?:la|el|fuera)|s'ils?|wenn|(?<![^\W\d_]\s)falls|könnte|pourrait|podría|potrebbe|poderia"
    r"|forse|talvez|magari|возможно|может\s+быть)\b"
    r"|如果|假如|假设|若|もし|かもしれ|만약|만일|(?:일|을|할|될)\s*수도\s*있",
    re.IGNORECASE,
)
# "right" after a verb of direction is where a drawn thing points or moves ("the arrow points right"), not a verdict
_RIGHT_AS_DIRECTION = (r"(?<!points\sright)(?<!point\sright)(?<!pointing\sright)(?<!faces\sright)(?<!facing\sright)"
                       r"(?<!turns\sright)(?<!moves\sright)(?<!moving\sright)(?<!shifts\sright)(?<!goes\sright)")
# the option said to be the reference itself, turned: "D is the same object as the reference", "shows the same shape"
_SAME_AS_REFERENCE = (r"|\bis\s+(?:exactly\s+)?the\s+same\s+as\s+the\s+(?:reference|original|target|given)\b"
                      # "Option E is the reference object rotated 90° clockwise", "F shows the reference rotated …",
                      # "Option E is the reference object, rotated.", "Option D shows the object rotated 180° …"
                      r"|\b(?:is|shows|depicts)\s+(?:exactly\s+|just\s+)?the\s+(?:reference|original|given|target)"
                      r"(?:\s+(?:object|shape|figure|solid|structure))?,?\s+(?:just\s+)?(?:rotated|turned)\b"
                      r"|\b(?:shows|depicts)\s+the\s+object\s+(?:rotated|turned)\b"
                      # "Option D is the rotated one", a small model's "is the rotated of the reference object"
                      r"|\bis\s+the\s+rotated\s+(?:one|version|copy|image|object|shape|figure|of)\b"
                      r"|\b(?:is|shows|depicts|looks\s+like)\s+(?:exactly\s+)?the\s+same\s+(?:object|shape|figure|solid"
                      r"|structure)"
                      r"(?:\s+as\s+the\s+(?:reference|original|target|given)(?:\s+\w+)?)?\b"
                      # in Dutch, German, French, Spanish, Italian, Portuguese: "Optie C is hetzelfde object, …"
                      r"|\b(?:is|ist|est|es|è|é)\s+(?:hetzelfde|dasselbe|derselbe|le\s+même|el\s+mismo|lo\s+stesso"
                      r"|o\s+mesmo)\s+(?:object|objekt|objet|objeto|oggetto|figuur|figur|figure|figura|vorm|form"
                      r"|forme|forma)\b")
# "only" after a verb of depiction restricts what the drawing holds ("frame B shows only the triangle moved")
_ONLY_PERCEIVED = r"(?!\s+(?:see|make\s+out|read|view|discern|partly|partially)\b)"
_ONLY_AS_RESTRICTION = r"(?<!shows\s)(?<!show\s)(?<!has\s)(?<!have\s)(?<!contains\s)(?<!with\s)"
# a place in the picture's layout, not in the options' order: "… is the first one in the top row", "the last in the
# left column"
_NOT_IN_LAYOUT = r"(?!\s+(?:one\s+)?(?:in|on|of|along)\s+the\s+(?:\w+\s+){0,2}(?:row|column|grid|corner)s?\b)"
# a demonstrative after the verb points back at what the reply worked out ("… is the one that shows this")
_NOT_POINTING_BACK = r"(?!\s+(?:this|that|these|those|it|them)\b)"
# only one option left standing, in German, French, Italian, Spanish, Portuguese: "Es bleibt nur die …", "übrig
# bleibt C", "il ne reste que C", "resta solo C", "solo queda C", "só resta C"
_ONLY_REMAINS = (r"|(?:es\s+)?bleibt\s+(?:also\s+|damit\s+|somit\s+)?(?:nur|lediglich|einzig|allein)|übrig\s+bleibt"
                 r"|il\s+ne\s+(?:nous\s+)?reste\s+(?:plus\s+|donc\s+)?que"
                 r"|(?:resta|rimane)\s+(?:quindi\s+)?(?:solo|soltanto|solamente)|s[óo]lo\s+(?:queda|resta)|só\s+(?:resta|sobra)")
# what was worked out, pointed back at opening the clause, identifying the option: "That describes the Ugandan capital,
# **Kampala**.", "This points to Vaduz."
_POINTED_IDENTIFIES = (r"|(?:(?<=^)|(?<=^\s)|(?<=^\s\s))(?:that|this)\s+(?:(?:clearly|exactly|precisely|then)\s+)?"
                       r"(?:describes|identifies|points\s+to)\b")
# the option said to carry the item on to its end: "Panel B completes the symmetric figure", "The last option
# continues the sequence" (not "completes the analogy" under a condition, "continues that rotation but …")
_CARRIES_ON = (r"|(?:completes|continues)\s+the\s+(?:[a-z-]+\s+)?(?:sequence|pattern|series|progression|figure"
               r"|picture|grid|design)\b(?![^.;!?\n]*\bbut\b)")
# what the folded sheet or net becomes, named by the option after the verb: "The sheet unfolds to option C", "the net
# folds up into (b)", "it opens out into panel D", "once punched, it is unfolded into B", "la hoja se despliega en la
# opción C", "la feuille se déplie en B", "das Blatt entfaltet sich zu C" (not "B folds into a cube", which describes
# the option, nor "doesn't unfold to C", nor a participle opening a frame, "Folded back into A, the strip …")
_AFTER_COPULA = r"(?:(?<=\bis\s)|(?<=\b(?:was|are|got)\s)|(?<=\b(?:were|gets)\s))"
_UNFOLDS_TO = (r"|(?<!not\s)(?<!n't\s)(?<!never\s)(?:(?:(?:un)?folds|opens|" + _AFTER_COPULA
               + r"(?:(?:un)?folded|opened))\s+(?:(?:up|out|back|open)\s+)?(?:in)?to"
               r"|se\s+(?:despliega|desdobla|déplie)\s+(?:en|como)|(?:entfaltet|faltet)\s+sich\s+(?:auf\s+)?zu)\s+"
               r"(?:(?:the\s+|la\s+|l['’]|die\s+)?(?:option|panel|figure|choice|image|picture|opción|figura|bild)\s+)?"
               rf"(?:\((?=(?-i:[{_l}])\))|\(?(?=(?-i:[{_L}])\)?(?![\w'’-])))")
# "right" as the side of a corner, "top-right", "bottom-right", is no verdict
_CORNER_SIDE = r"(?<!top-)(?<!bottom-)"
# the kinds of thing a masked node is, in Portuguese, Italian, Spanish, French and German: "a moeda escondida" (the
# hidden currency), "la capitale nascosta", "la lengua oculta", "la monnaie masquée", "die verdeckte Währung"
_PT_KINDS = r"|moeda|capital|l[íi]ngua|idioma|organiza[çc][ãa]o|pa[íi]s|cidade"
_IT_KINDS = r"|valuta|moneta|capitale|lingua|organizzazione|paese|città"
_ES_KINDS = r"|moneda|capital|lengua|idioma|organizaci[óo]n|pa[íi]s|ciudad"
_FR_KINDS = r"|monnaie|devise|capitale|langue|organisation|pays|ville"
_DE_KINDS = r"|währung|hauptstadt|sprache|organisation|land|stadt"
# what the others' faults leave: "…, leaving D"
_LEAVING = r"|leaving\s+(?:only\s+|just\s+)?(?:option\s+|panel\s+|choice\s+)?\(?(?-i:[A-J])\)?(?![\w'’-])"
# the most likely, in Spanish, French, German, Italian, Portuguese: "la opción A es la más probable"
_FOREIGN_MOST_LIKELY = (r"|m[áa]s\s+(?:probable|plausible)|plus\s+(?:probable|plausible)|am\s+wahrscheinlichsten"
                        r"|wahrscheinlichste[nr]?|più\s+probabile|mais\s+prov[áa]vel")
# German "also" (so) before or after the verb it concludes with: "Also ist es …", "es ist also …"
_GERMAN_ALSO = (r"|also\s+(?:ist|sind|handelt|muss|m[üu]sste|w[äa]re|bleibt|lautet)"
                r"|(?:ist|sind)\s+(?:es\s+|das\s+)?also"
                # closing on the option: "…, also Option B."
                r"|also(?=\s+(?:(?:option|antwort|feld|bild)\s+)?\(?(?-i:[A-J])\)?\s*[.!]?\s*$)")
_CONCLUSIVE_CLAUSE = re.compile(
    r"\b(?:so|thus|hence|therefore|consequently|accordingly|answer(?!\s+(?:choices|options)|\s+(?:\w+\s+)?depends)"
    r"|correct(?:ly)?"
    r"|(?<!the\s)(?<!top\s)(?<!bottom\s)(?<!upper\s)(?<!lower\s)(?<!far\s)(?<!lower-)(?<!upper-)" + _CORNER_SIDE +
    r"right(?!-hand|\s+(?:side|hand|of|edge|corner|half|arm|face|column|angle))"  # a verdict, not a side
    # nor a place made exact: "a single hole right in the middle", "right at the top", "right next to the crease"
    r"(?!\s+(?:(?:in|at|on|by|along|across|through|into|onto)\s+the|above|below|beneath|under|over|next\s+to|beside"
    r"|between|behind|near)\b)"
    + _RIGHT_AS_DIRECTION
    + r"|corresponds?|corresponding|match(?:es|ed|ing)?|consistent|identical|shown|depicted"
    # "only" as a verdict ("Only B has four holes"), not restricting what a drawing shows ("frame B shows only …") or
    # what the reply can see of it ("I can only see the reference and part of option A")
    + r"|" + _ONLY_AS_RESTRICTION + r"only" + _ONLY_PERCEIVED
    # the reference found again: "D is the same object as the reference, just rotated"
    + _SAME_AS_REFERENCE +
    # the worked-out picture found in an option: "That pattern appears in the fourth option, D."
    r"|\b(?:pattern|arrangement|configuration|layout)\s+(?:appears|is\s+shown)\s+in\b"
    # "the one that shows two holes" describes; "the one that shows this" points back at what the reply worked out
    r"|the\s+one(?!\s+(?:with|that\s+(?:is|has|shows)" + _NOT_POINTING_BACK + r"|where|in\s+which|whose))"
    r"|labell?ed|marked|must|pick|choose"
    r"|chose|select|go\s+with|fits?|satisf(?:y|ies)|works|valid|obtained|result(?:s|ing)?|equivalent|agrees?|true"
    r"|remaining|most\s+(?:plausibl[ey]|likely|probabl[ey])" + _CARRIES_ON + _UNFOLDS_TO +
    # the same answer whichever way: "Either way, A.", "in both cases C"; what the others' faults leave: "…, leaving D"
    r"|either\s+way|in\s+(?:both|either)\s+cases?|whichever\s+(?:way|reading)"
    + _LEAVING +
    # the option nearest to what the reply expected: "D is closest", "the closest match is B" (not "closest to …")
    r"|(?:closest|nearest)(?!\s+to\b)|" + _CLOSEST_TO_EXPECTED +
    # what comes next in the sequence: "Next in the sequence: B"
    r"|next\s+in\s+(?:the|this)\s+(?:sequence|series|pattern|progression)"
    # what an elimination leaves ("That leaves B", "B is all that's left"), not a direction ("on the left")
    r"|(?:that|this|which)\s+leaves|leaves\s+(?:only|just|us\s+with)|left\s+(?:standing|over)"
    r"|(?:is|are)\s+(?:all\s+that(?:'s|\s+is)\s+|the\s+only\s+one\s+|what(?:'s|\s+is)\s+)?left"
    # weighed prose whose subject is the evidence, not a drawing ("the arrow points to the left" is no conclusion)
    r"|favou?r(?:s|ed)?|suggestive\s+of|indicative\s+of|(?:i|we)\s*(?:would\s+|'d\s+)?(?:\w+ly\s+)?suggest|emerges?\s+as"
    r"|(?:evidence|observations?|analysis|reasoning|this|these|everything|it\s+all)\s+(?:\w+\s+){0,2}"
    r"(?:points?|indicates?|suggests?)|arriv(?:e|es|ed)\s+at|singles?\s+out"
    # a clause that points on to an option by its label: "…, which points to option D, member of."
    r"|(?:which|that)\s+points?\s+to(?=\s+(?:option|choice|answer|panel)\b)"
    + _POINTED_IDENTIFIES +
    r"|(?:of|for|as|is)\s+the\s+(?:masked|missing|hidden|unknown)\s+(?:node|entity|relation|value|edge|label|link)"
    r"|(?:masked|missing|hidden|unknown)\s+(?:node|entity|relation|value|edge|label|link)\s+is"
    r"|(?:relation|entity|node)\s+(?:here\s+)?(?:is|should\s+be|would\s+be|must\s+be)"
    r"|aligns?|reproduces|gives|produces|yields|odd|breaks?|violates?|exception|differs|best|final"
    r"|lin(?:e|es|ed|ing)\s+up|winner|winning|lands?\s+(?:us\s+|you\s+|me\s+)?on|holds?\s+(?:true\s+)?for"
    r"|maps?\s+(?:\w+\s+){0,3}onto"
    # an option's place after a copula: "… is the last one", "is the second one in the list"
    r"|\b(?:is|are)\s+the\s+(?:first|second|third|fourth|fifth|sixth|last|final)(?:\s+one)?\b" + _NOT_IN_LAYOUT +
    # a pick locked in or settled on: "Locking in A.", "**Krone** it is."
    r"|\block(?:s|ed|ing)?\s+in\b|\bit\s+is(?=\s*[.!]*\s*$)"
    # what was derived, pointed back at: "That's what option B shows", "which is exactly what C depicts"
    r"|(?:that|this|which)(?:'s|\s+is)\s+(?:exactly\s+|precisely\s+|just\s+)?what"
    # the option pointing back at what was derived: "Option A shows exactly that"
    r"|(?:shows?|depicts?|displays?|has)\s+(?:exactly|precisely|just)\s+(?:that|this)\b"
    # what was derived placed where, or as, the option shows it: "the holes end up where the third option shows them"
    r"|\b(?:where|as)\s+(?:\w+\s+){1,4}?(?:shows?|depicts?|draws?|puts?|places?|has)\s+(?:them|it|those|these)\b"
    r"|conclude|conclusion|por\s+lo\s+tanto|entonces|así\s+que|correcta|respuesta|donc|ainsi|réponse|bonne|correcte"
    + _FOREIGN_MOST_LIKELY + _GERMAN_ALSO +
    r"|daher|deshalb|somit|richtig|korrekt|antwort|passt|entspricht|stimmt|corresponde|coincide"
    # ("shows", not "shows a …", which describes: "Option A zeigt ein L-förmiges Objekt aus fünf Würfeln.")
    r"|exactamente|encaja|falta|montre(?!\s+(?:un|une|deux|trois|quatre|cinq|six)\b)|exactement|manquant|manque"
    r"|zeigt(?!\s+(?:ein|eine|einen|einem|zwei|drei|vier|fünf|sechs)\b)|genau|fehlt|fehlende|intrus|intruso"
    r"|ausreißer|außenseiter|outlier"
    + _ONLY_REMAINS +
    # Dutch, Swedish, Danish, Norwegian, Finnish: so, therefore, right, next (frame), the only one, the masked relation
    r"|måste\s+vara|må\s+være|moet\s+(?:wel\s+)?zijn"  # must be: "Det måste vara alternativ A"
    r"|dus|daarom|derhalve|juiste?|så|derfor|därför|alltså|joten|siis|riktige?|rigtige?|rätt|oikea|oikein|volgende|nästa"
    # I choose: "Ik kies E.", "Jag väljer B.", "Jeg vælger C."
    r"|kies|kiezen|väljer|vælger|velger"
    r"|neste|næste|seuraava|enige|enda|eneste|ainoa|ainoastaan|uitzondering|undantag|unntak|undtagelse|poikkeus"
    r"|(?:ontbrekende|verborgen|gemaskeerde)\s+(?:relatie|entiteit|knoop)|(?:saknade|dolda|maskerade|skjulte|manglende"
    r"|maskerte)\s+(?:relation(?:en)?|relasjon(?:en)?|entitet(?:en)?|nod(?:en)?|node(?:n)?)"
    r"|(?:puuttuva|piilotettu|peitetty)\s+(?:suhde|entiteetti|solmu)"
    # Italian, Portuguese, Russian: "quindi l'opzione giusta è la A", "только в нём …" (only in it), "a única"
    r"|quindi|dunque|perciò|pertanto|portanto|então|por\s+isso|поэтому|значит|следовательно|итак|giust[ao]|corrett[ao]"
    r"|corret[ao]|правильн\w*|только|лишь|единственн\w*|unic[ao]|únic[ao]"
    r"|(?:rela[çc][ãa]o|entidade|aresta|n[óo]" + _PT_KINDS + r")\s+(?:mascarad[ao]|ocult[ao]|escondid[ao]|em\s+falta"
    r"|faltante)"
    r"|(?:relazione|entità|nodo|arco" + _IT_KINDS + r")\s+(?:nascost[ao]|mascherat[ao]|mancante|oscurat[ao])"
    r"|(?:скрыт|замаскирован|пропущенн|недостающ)\w*\s+(?:сущност|связ|отношени|узел|узл|ребр|вершин)\w*)\b"
    r"|所以|因此|故|答案|正确|符合|一致|应该是|应为|对应|选|正解|答え|一致する|したがって|よって|なので|正しい|です"
    r"|(?:缺失|被遮[挡住盖]|遮挡|隐藏)的?(?:实体|关系|节点)"
    # Japanese predicates that conclude: "Bの立方体になります" (it becomes B's), "Aになると考えられます",
    # "通貨だと思います", "…でしょう", "Cだけが" (only C); the masked node or relation as the subject:
    # "マスクされた関係は…"
    r"|になり(?:ます|そう)|になる|と(?:思い|思う|考え|考えられ)|でしょう|だろう|である|だけ|のみ|唯一"
    r"|(?:マスクされ|隠され|隠れ|欠け|欠落し)(?:た|ている)(?:エンティティ|関係|ノード|リレーション|実体)"
    # the masked node or relation in Spanish, French, German: "la relación oculta es …", "l'entité masquée est …"
    r"|\b(?:relaci[oó]n|entidad|nodo|arista" + _ES_KINDS + r")\s+(?:ocult[ao]|enmascarad[ao]|faltante|escondid[ao])\b"
    r"|\b(?:relation|entit[ée]|n(?:œ|oe)ud|ar[êe]te" + _FR_KINDS + r")\s+(?:masqu[ée]e?|cach[ée]e?|manquante?)\b"
    r"|\b(?:verdeckte|maskierte|versteckte|fehlende|gesuchte)[nrs]?\s+(?:relation|entit[äa]t|knoten|beziehung|kante"
    + _DE_KINDS + r")\b"
    # Korean: "정답" (the right answer), "따라서" (therefore), "가능성이 높습니다" (most likely), "맞습니다" (is right),
    # "일치하는" (matching); the masked node or
    # relation as the subject: "가려진 관계는 …" (the predicates right after an option are _KOREAN_VERDICT)
    r"|정답|답이|답은|따라서|그러므로|결론|가능성이\s*(?:높|크)|맞습니다|맞아요|맞는|일치(?!하지)|해당(?!하지)"
    r"|(?:가려진|가려져\s*있는|숨겨진|마스크된|마스킹된|빠진|누락된)\s*(?:엔티티|개체|노드|관계|엣지)"
    # Hindi, Bengali, Tamil, Telugu: therefore, correct, answer, only, next, should be / will come, the hidden one
    "|" + _indic_words("इसलिए", "अतः", "सही", "उत्तर", "केवल", "सिर्फ़", "सिर्फ", "अगला", "अगली", "चाहिए", "आएगा", "आएगी",
                       "होगा", "होगी", "छिपा", "छिपी", "छिपे", "তাই", "সুতরাং", "অতএব", "সঠিক", "উত্তর", "শুধু", "কেবল",
                       "পরবর্তী", "হবে", "লুকানো", "எனவே", "ஆகவே", "சரியான", "விடை", "பதில்", "மட்டுமே", "அடுத்த",
                       "ஆகும்", "மறைக்கப்பட்ட", "కాబట్టి", "అందువల్ల", "సరైన", "సమాధానం", "జవాబు", "మాత్రమే",
                       "తదుపరి", "అవుతుంది", "దాచిన")
    # Arabic, Persian, Hebrew, Turkish: correct, next, so, only, the hidden one, the answer ("الخيار الصحيح هو A",
    # "המסגרת הבאה היא C", "Sonraki kare E olmalı")
    + r"|(?<![^\W\d_])(?:(?:ال)?(?:صحيح[ةه]?|تالي[ةه]?|قادم[ةه]?|وحيد[ةه]?|مخفي[ةه]?|محجوب[ةه]?|مفقود[ةه]?)"
    r"|لذلك|لذا|إذن|اذن|فقط|الإجابة|الجواب|درست|صحیح|بعدی|بنابراین|تنها|پنهان|مخفی|پاسخ|ה?נכונה|ה?נכון|הבאה|הבא|לכן|רק"
    r"|ה?יחידה|ה?יחיד|ה?מוסתרת|ה?מוסתר|ה?חסרה|ה?חסר|התשובה|doğru(?:su)?|sonraki|dolayısıyla|yani|sadece|yalnızca"
    r"|gizli|eksik|cevap|yanıt|bu\s+yüzden|bu\s+nedenle|o\s+halde"
    # Vietnamese, Indonesian/Malay, Tagalog, Thai: correct, next, so, only, the answer, the hidden one
    r"|đúng|tiếp\s+theo|vì\s+vậy|do\s+đó|vậy|nên|duy\s+nhất|đáp\s+án|bị\s+(?:che|ẩn|giấu)|còn\s+thiếu"
    r"|benar|tepat|berikutnya|selanjutnya|jadi|maka|sehingga|hanya|satu-satunya|jawaban(?:nya)?|jawapan(?:nya)?"
    r"|tersembunyi|disembunyikan|tama|tamang|susunod|kaya|samakatuwid|lamang|tanging|sagot|nakatago|nawawala"
    # Polish, Czech, Ukrainian, Greek, Romanian, Hungarian: correct, next, so, only, the answer or solution
    r"|poprawn\w*|prawidłow\w*|właściw\w*|następn\w*|więc|dlatego|zatem|jedyn\w*|tylko|správn\w*|další|následující"
    r"|proto|tedy|takže|pouze|наступн\w*|отже|тому|тільки|єдин\w*|σωστ\w*|επόμεν\w*|άρα|επομένως|συνεπώς|λοιπόν|μόνο"
    r"|μοναδικ\w*|απάντηση|corect\w*|următor\w*|deci|așadar|aşadar|prin\s+urmare|singur\w*|doar|numai"
    r"|helyes|következő|tehát|ezért|egyetlen|csak|megoldás"
    # Swahili, Amharic, Hausa, Zulu, Afrikaans, Yoruba: correct, next, so, only
    r"|sahihi|inayofuata|ifuatayo|kwa\s+hiyo|hivyo|pekee|ትክክለኛ\w*|ቀጣ\w*|ስለዚህ|ብቻ|daidai|na\s+gaba|saboda\s+haka"
    r"|don\s+haka|kawai|efanele|eqondile|\w*landelayo|ngakho|kuphela|korrek|regte|enigste|slegs|daarom"
    + _script(r"|tó\s+kàn|nítorí\s+náà|nìkan|tó\s+tọ́|tí\s+ó\s+tọ́") + r")"
    r"(?![^\W\d_])|ถูกต้อง|ถัดไป|ดังนั้น|เท่านั้น|เดียว|คำตอบ|ที่ถูกซ่อน|ที่หายไป",
    re.IGNORECASE,
)
# a Korean predicate right after the option it concludes on: "B입니다" (it is B), "D인 것 같습니다" (it seems to be D),
# "A라고 생각합니다", "A로 보입니다" (it looks like A), "(B)가 맞습니다" (B is right), "C뿐이에요" (only C), "E가 될 것
# 같아요", "B번이 정답입니다", "통화일 가능성이 높습니다"; not "A는 구멍이 두 개입니다" (A has two holes), where the
# predicate is about something else
_KOREAN_VERDICT = re.compile(
    r"[)\]'\"’”]?\s*(?:\([^()]{1,30}\)\s*)?(?:번(?:째)?\s*)?(?:(?:이|가|은|는)\s*)?"
    r"(?:(?:이)?(?:입니다|예요|이에요|에요|이다)(?![가-힣])|인\s*것\s*같|일\s*것\s*같|일\s*가능성|일\s*거|될\s*것\s*같"
    r"|(?:으)?로\s*보(?:입니다|여요|인다)|(?:이)?라고\s*(?:생각|봅|판단)|맞습니다|맞아요|맞는|정답|답이|답입니다|뿐)")
# a Hindi, Bengali, Tamil or Telugu predicate right after the option it concludes on: "D है" (it is D), "E होना चाहिए"
# (it should be E), "D आएगा" (D will come), "A ஆகும்", "B হবে"
_INDIC_VERDICT = re.compile(r"[)\]'\"’”]?\s*(?:\([^()]{1,30}\)\s*)?"
                            + _indic_words("है", r"ही\s+है", "होगा", "होगी", r"होना\s+चाहिए", "आएगा", "आएगी", "সঠিক",
                                           "হবে", "হলো", "ஆகும்", "అవుతుంది"))
# an Amharic or Hausa predicate right after the option it concludes on: "መልሱ C ነው" (the answer is C), "F ይሆናል" (it
# will be F), "B ne daidai" (B is right)
_AFTER_VERDICT = re.compile(r"[)\]'\"’”]?\s*(?:ነው|ናት|ይሆናል)(?![^\W\d_])|[)\]'\"’”]?\s+(?:ne|ce)\s+daidai\b",
                            re.IGNORECASE)
_CONCLUSIVE_END = re.compile(rf"\b(?:option|panel|figure|choice)\s+\(?[{_L}]\)?\s+does\s*$"
                             r"|\b(?:is|are|be|was|es|est|ist|sein|lautet|ser|être|s'agit\s+de"
                             r"|é|è|és|seja|sia|sarebbe|seria|essere|это|является|vara|være|zijn|wordt|blir|er|är"
                             r"|هو|هي|היא|הוא|זה|זו|là|adalah|ialah|ay|it'?s"
                             # Greek, Romanian, Czech, Ukrainian; Swahili and Yoruba, Hausa, Zulu
                             r"|είναι|este|bude|є|це|ni|shi\s+ne|ita\s+ce|ngu|yi)\s+"
                             r"(?:the\s+one\s+)?"
                             r"(?:labell?ed\s+)?(?:la\s+|el\s+|le\s+|l'|die\s+|der\s+|das\s+|a\s+|o\s+|il\s+|lo\s+"
                             r"|το\s+|η\s+|ο\s+|az\s+)?"
                             r"(?:option\s+|panel\s+|figure\s+|choice\s+|frame\s+|opci[oó]n\s+|figura\s+|imagen\s+"
                             r"|image\s+|bild\s+|abbildung\s+|figur\s+|feld\s+|op[çc][ãa]o\s+|opzione\s+|painel\s+"
                             r"|pannello\s+|panell\s+|fotogramma\s+|imagem\s+|immagine\s+|вариант\s+|рисунок\s+|фигура\s+"
                             r"|кадр\s+"
                             r"|opsie\s+|opcja\s+|možnost\s+|varianta\s+|opțiunea\s+|επιλογή\s+|chaguo\s+|zaɓi\s+)?"
                             rf"\(?(?:[A-Za-z]|{_SPOKEN})\)?\s*$"
                             # a description closed by the option it shows: "A sheet with four holes, option B."
                             r"|(?:,|\s[—–]|\s-(?=\s))\s*(?:option|panel|figure|choice|frame)\s+\(?[A-Za-z]\)?\s*$"
                             # an option named by its place after a dash, a comma or a copula: "… — the first option",
                             # "… — that's the last panel"
                             r"|(?:,|\s[—–]|\b(?:is|it'?s|that'?s))\s*the\s+(?:first|second|third|fourth|fifth|sixth"
                             r"|last|final)\s+(?:option|panel|figure|choice|image|one)\s*$"
                             # the worked-out picture found in a place: "That's the pattern in the third panel."
                             r"|\b(?:is|it'?s|that'?s)\s+the\s+(?:pattern|arrangement|configuration|layout)\s+(?:in|of)"
                             r"\s+the\s+(?:first|second|third|fourth|fifth|sixth|last|final)\s+(?:option|panel|figure"
                             r"|choice|image)\s*$"
                             # the thing a copula points to in an option: "That's the frame in option E"
                             r"|\b(?:is|it'?s|that'?s)\s+the\s+(?:one|frame|figure|shape|sheet|image|picture|object)"
                             r"\s+(?:in|of)\s+(?:option|panel|figure|choice|frame)\s+\(?[A-Za-z]\)?\s*$"
                             # the option the description points to: "holes along the diagonal, as in panel D"
                             r"|\bas\s+(?:shown\s+)?in\s+(?:option|panel|figure|choice|frame)\s+\(?[A-Za-z]\)?\s*$"
                             # the Chinese copula before the option: "我觉得是B", "这道题选的是 C"
                             r"|(?<!不)(?:是|为)\s*(?:选项\s*)?[(（]?[A-Za-z][)）]?\s*$"
                             # the option named in the reply's words after a copula, its letter in brackets: "It's the
                             # Swiss currency (B)", "Es el franco suizo (B)", "C'est le franc suisse (B)"
                             r"|\b(?:is|es|est|ist|it'?s)\s+(?:the|la|el|le|l'|die|der|das)\s*[^\W\d_][\w'-]*"
                             r"(?:\s+[^\W\d_][\w'-]*){0,3}\s+\([A-Za-z]\)?\s*$"
                             # or by a colon: "The next frame has the arrow pointing left with four dots: C."
                             r"|(?:[^\W\d_]+[ \t]+){2,}[^\W\d_]+[ \t]*:[ \t]*"
                             r"(?:(?:option|panel|figure|choice|frame)\s+)?\(?[A-Za-z]\)?\s*$"
                             r"|\b(?:you|we)\s+(?:get|end\s+up\s+with|arrive\s+at)\s+(?:option\s+|panel\s+|figure\s+"
                             r"|choice\s+|frame\s+)?\(?[A-Za-z]\)?\s*$"
                             # a Russian dash as the copula: "Следующий кадр — E"; the Thai copula, joined to the word
                             # before it: "ภาพถัดไปคือ D"
                             r"|[а-яёіїєґ]\s*[—–]\s*\(?[A-Za-z]\)?\s*$|(?:คือ|เป็น)\s*\(?[A-Za-z]\)?\s*$", re.IGNORECASE)
# an option said to be or show what the question asks for: "Option E shows the next frame.", "E is the next frame:
# …", "B shows the unfolded sheet." (the thing asked for closes its clause or is given a reason)
_ASKED_FOR_THING = re.compile(
    r"\b(?:is|shows?|depicts?|gives)\s+(?:exactly\s+)?the\s+(?:(?:next|following|missing)\s+(?:frame|step|image"
    r"|picture|figure|shape|panel|piece)|(?:(?:completely|fully)\s+)?unfolded\s+(?:sheet|paper)"
    # the participle after its noun: "Option A shows the sheet unfolded with holes in all four corners."
    r"|(?:sheet|paper)\s+(?:(?:completely|fully)\s+)?unfolded)"
    r"(?=\s*(?:[.!:;,(—–]|$|\b(?:because|since|as|in|of|with)\b))", re.IGNORECASE)
_ALSO_POSSIBLE = re.compile(
    r"\b(?:also|too|equally|as\s+well)\s+(?:be\s+)?(?:possible|plausible|fits?|works?|likely|valid|correct|right"
    r"|match(?:es)?)\b|(?<!\bwhich\s)\b(?:is|are|would|could)\s+(?:also|equally)\b"
    # a feature the other option shares is conceded, not the option kept open: "although NATO would also share some of
    # those members", "Vaduz is also connected to Austria"; what a relative clause adds about the pick is no other
    # option ("That leaves E. Romansh, which is also an official language of Switzerland.")
    r"(?!\s+(?:share[sd]?|sharing|have|has|had|contain\w*|include\w*|border\w*|touch\w*|connect\w*|link\w*)\b)"
    r"|\bas\s+well\b|也(?:可能|符合|正确|可以)"
    # what the clause before said of one option holds for another too: "B looks plausible, but so does C"
    r"|\bbut\s+so\s+(?:does|do|is|are|could|would)\b"
    r"|\b(?:aussi|également|también|auch|ebenfalls)\s+(?:possible|posible|plausible|möglich|correct[ae]?|richtig)"
    # "potrebbe essere anche la D", "poderia ser também a D", "может быть также D": it could also be D
    r"|\b(?:potrebbe|poderia|pode|может)\s+(?:essere|ser|быть)\s+(?:anche|também|тоже|также)\b"
    # Vietnamese "hình E cũng khá giống" (E is also quite alike), "cũng có thể là E" (it could also be E)
    r"|\bcũng\s+(?:khá\s+|rất\s+)?(?:giống|đúng|hợp\s+lý|có\s+thể)",
    re.IGNORECASE,
)
# the option put out of the running: "so it's out", "B and C are out" (not "out of place")
_PUT_OUT = r"|(?:it's|it\s+is|is|are|they're|they\s+are)\s+out(?!\s+of\b)"
_NEGATIVE_VERDICT = re.compile(
    r"\b(?:wrong|incorrect|invalid|can(?:'t|not)\s+be|cannot\s+be|isn't\s+(?:right|correct)|not\s+(?:right|correct"
    r"|the\s+answer|valid|possible)|eliminat\w*|rule[sd]?\s+out|(?:is|are|be|been|was|were)\s+excluded|falsch|incorrecta|incorrecte|faux"
    + _PUT_OUT +
    # Norwegian, Swedish ("fel", not Romanian "la fel", the same), Danish, Dutch and Finnish words for wrong
    r"|distractors?|decoys?|red\s+herrings?|feil|(?<!\bla\s)fel|forkert|fout|onjuist|väärä|väärin)\b"
    # the option dismissed as a mere reflection: "(d) is just a mirror image"
    r"|\b(?:just|only|merely|simply)\s+(?:a|the|its)\s+(?:mirror(?:ed)?\s+(?:image|copy|version)|reflection)\b"
    # every option the clause named rejected at once: "so neither of those works", "none of them fits"
    r"|\b(?:neither|none)\s+of\s+(?:those|these|them|the\s+two|the\s+others)\s+(?:works?|fits?|match(?:es)?"
    r"|(?:is|are)\s+(?:right|correct|possible))\b"
    r"|错误|不正确|不对|誤り|間違|" + _indic_words("गलत", "ग़लत", "ভুল", "தவறு", "తప్పు")
    # Arabic, Persian, Hebrew, Turkish, Vietnamese, Indonesian/Malay, Tagalog, Thai: wrong, not correct
    + r"|(?<![^\W\d_])(?:خاطئ[ةه]?|غير\s+صحيح[ةه]?|نادرست|غلط|שגוי(?:ה|ות|ים)?|לא\s+נכונה|לא\s+נכון|yanlış"
    r"|doğru\s+değil|không\s+đúng|là\s+sai|salah|tidak\s+(?:benar|tepat)|mali|hindi\s+tama)(?![^\W\d_])|ไม่ถูกต้อง",
    re.IGNORECASE,
)
# the two weighed against each other: "Between B and C, …"
_WEIGHED_BETWEEN = r"|between|between\s+[^,.;:!?\n]{1,40}?\s+(?:and|or)"
# the options a bracket lists after "the other …" or "the remaining …": "the other three national languages (German,
# French, Italian) already appear …" names the options set aside, not the pick
_OTHERS_BRACKET = re.compile(r"\bthe\s+(?:other|remaining|rest)\b[^().,;:!?\n]{0,40}\([^()\n]*$", re.IGNORECASE)
_TOPIC_FRAME = re.compile(r"\b(?:looking\s+at|look\s+at|consider(?:ing)?|check(?:ing)?|examin(?:e|ing)|compar(?:e|ing)"
                          r"|moving\s+on\s+to|turning\s+to|regarding|as\s+for|now\s+for"
                          + _WEIGHED_BETWEEN + r")\s+(?:the\s+)?"
                          rf"(?:{_MENTION_NOUNS}\s*)?\(?$",
                          re.IGNORECASE)
# an option said to be a mirror, where the question asks for the same object turned ("so A is a mirror"): a rejection
# (in an odd-one-out question the mirror may be the outlier itself)
_MIRROR_VERDICT = re.compile(rf"(?<![A-Za-z])\(?(?-i:[{_L}])\)?\s+(?:is|'s)\s+(?:just\s+|only\s+|simply\s+)?"
                             r"(?:a|the)\s+mirror(?:\s+image)?\b", re.IGNORECASE)


# an option named as what a transformation starts from: "the mirror of A", "a rotated copy of option B", "the
# reflection of (C)": the view derived from it is the answer, the option itself is not
_TRANSFORMED_FROM = re.compile(r"\b(?:mirror(?:\s+image)?|mirrored\s+(?:copy|version)|reflection|reflected\s+(?:copy"
                               r"|version)|rotat(?:ion|ed\s+(?:copy|version))|flipped\s+(?:copy|version)|inverse"
                               r"|reverse)\s+of\s+(?:option\s+|panel\s+|figure\s+)?\(?$", re.IGNORECASE)
# a pick wagered or settled on, in German, French, Spanish, Italian, Portuguese: "Ich tippe auf A", "je parierais sur
# C", "me quedo con la B", "punterei sulla D", "eu diria D", "fico com a C"
_FOREIGN_BET = (r"|ich\s+tippe\s+(?:mal\s+|eher\s+)?auf|ich\s+setze\s+auf|ich\s+entscheide\s+mich\s+für"
                r"|je\s+parierais\s+sur|je\s+parie\s+sur|je\s+mise\s+sur|me\s+quedo\s+con|apuesto\s+por"
                r"|me\s+decanto\s+por|punterei\s+su|punto\s+su|(?:eu\s+)?diria|fico\s+com|aposto\s+n[ao]")
# "I'd say" in German, French and Spanish: "Ich würde sagen B, aber …", "Je dirais B", "Yo diría B", and the bets
_FOREIGN_ID_SAY = r"|ich\s+würde\s+(?:mal\s+|eher\s+)?sagen|je\s+dirais|(?:yo\s+)?diría" + _FOREIGN_BET
_LEANING_OPENER = re.compile(r"\W*(?:probably|likely|most\s+likely|tentatively|i\s+think|i\s+believe|i'd\s+say"
                             r"|i'll\s+say|i\s+will\s+say"
                             r"|i\s+guess|my\s+guess\s+is" + _FOREIGN_ID_SAY +
                             # Portuguese, Italian, Russian: "Acredito que …", "Credo sia D", "Direi la B", "Думаю, …"
                             r"|acredito|creio|acho\s+que|credo|penso\s+che|direi|думаю|по-моему|скорее\s+всего"
                             r"|наверное|jeg\s+tror|jag\s+tror|jeg\s+tenker|ik\s+denk|ik\s+geloof|volgens\s+mij|luulen"
                             r"|uskon|mielestäni"
                             # Arabic, Persian, Hebrew, Turkish, Vietnamese, Indonesian/Malay, Tagalog: "I think"
                             r"|أعتقد|أظن|في\s+رأيي|برأيي|به\s+نظر\s*(?:من|م)|فکر\s+می\u200c?\s*کنم|אני\s+חושבת?|לדעתי"
                             r"|נראה\s+לי|bence|sanırım|bana\s+göre|galiba|tôi\s+nghĩ|theo\s+tôi|tôi\s+cho\s+rằng"
                             r"|menurut\s+saya|saya\s+(?:pikir|rasa)|kurasa|sa\s+(?:tingin|palagay)\s+ko|tingin\s+ko"
                             # Polish, Czech, Ukrainian, Greek, Romanian, Hungarian, Swahili, Hausa, Zulu, Afrikaans
                             r"|wydaje\s+mi\s+się|myślę|sądzę|moim\s+zdaniem|myslím|podle\s+mě|domnívám\s+se|вважаю"
                             r"|мені\s+здається|на\s+мою\s+думку|νομίζω|πιστεύω|κατά\s+τη\s+γνώμη\s+μου|cred"
                             r"|consider\s+că|după\s+părerea\s+mea|szerintem|úgy\s+gondolom|azt\s+hiszem|nadhani"
                             r"|nafikiri|naamini|kwa\s+maoni\s+yangu|ina\s+(?:ganin|tsammani)|ngicabanga|ngikholwa"
                             r"|ek\s+dink|ek\s+glo|na\s+my\s+mening)\b"
                             r"|\W*(?:ผม|ฉัน|ดิฉัน)?คิดว่า"
                             + _script(r"|\W*(?:मुझे\s+लगता|मेरे\s+विचार\s+से|আমার\s+মনে\s+হয়|நான்\s+நினைக்கிறேன்)"),
                             re.IGNORECASE)
_CONTENTION = re.compile(r"\b(?:between|either(?!\s+way)|both|entre|zwischen|beide|beiden|tussen|både|begge|mellan"
                         r"|mellem|mellom|molemmat|kumpikin|joko)\b|两个|之间|둘\s*다|중\s*(?:하나|어느)|아니면|또는|혹은|"
                         + _indic_words("दोनों", "या", "अथवा", "और", "দুটোই", "দুটিই", "অথবা", "বা", "নাকি", "এবং",
                                        "இரண்டும்", "அல்லது", "மற்றும்", "రెండూ", "లేదా", "మరియు"), re.IGNORECASE)
# options named as alternatives, one of which is meant: "A or B", "either …", "유럽연합(A) 또는 NATO(B) 중 하나",
# "欧盟或北约之一", "欧州連合かNATOのどちらか": a short reply or a stated fact that holds them names no one option
# "either one" in Japanese and Korean: a clause that says so names no one option (Chinese "之一", "one of", also
# describes: "法语是比利时的官方语言之一")
_CJK_ONE_OF = re.compile(r"どちらか|いずれか|중\s*(?:하나|어느)")
_NAMED_AS_ALTERNATIVES = re.compile(r"\b(?:or|either|oder|entweder|ou|oppure|ovvero)\b|또는|혹은|아니면"
                                    r"|중\s*(?:하나|어느)|或|还是|還是|之一|または|もしくは|どちらか|いずれか",
                                    re.IGNORECASE)
_SENTENCE_QUESTION_END = re.compile(r"[?？]\s*$")
_TRAILING_PUNCT = re.compile(r"[\s.!;:,。！；：，—–-]+$")
# an alternative rejected after the verdict: "That's the frame in option E, not C"
_REJECTED_TAIL = re.compile(rf",?\s+(?:not|rather\s+than|instead\s+of)\s+(?:(?:option|panel|figure|choice|frame)\s+)?"
                            rf"\(?[{_L}]\)?$", re.IGNORECASE)
# words a spoken reply adds after its answer that only confirm it ("… option see yeah", "… bee you know")
_CONFIRMING_TAIL = re.compile(r"[\s,]+(?:yeah|yep|yup|you\s+know|i\s+think|i\s+guess|for\s+sure)$", re.IGNORECASE)
# a clause that opens on what is left after the others, in Spanish, French, Italian, Portuguese and German, the option
# right after it: "Queda la **C**.", "Il reste C.", "Rimane la D.", "Resta a B.", "Bleibt nur A übrig."
_REMAINS_OPENING = re.compile(r"\W*(?:(?:y|e|et|und|so|así\s+que|entonces|donc|quindi|então|also)\s+)?"
                              r"(?:s[oó]lo\s+|solamente\s+|únicamente\s+|só\s+)?"
                              r"(?:queda|il\s+reste|reste|rimane|resta|sobra|bleibt)\s+"
                              r"(?:(?:s[oó]lo|solamente|únicamente|seulement|plus\s+que|solo|soltanto|apenas|só|somente"
                              r"|nur|noch|allein|einzig|donc|quindi|então|also)\s+)?"
                              r"(?:(?:la|el|le|a|o|il|l'|die|der|das)\s*)?(?:opci[óo]n\s+|option\s+|opzione\s+"
                              rf"|op[çc][ãa]o\s+|alternativa\s+)?[*_]{{0,2}}\(?[{_L}]\)?[*_]{{0,2}}(?:\s+übrig)?\W*$",
                              re.IGNORECASE)
# an option that closes its clause with a verdict of survival: "C it is.", "D stands.", "C remains."
_IT_IS_END = re.compile(rf"(?:^|\W)\(?[{_L}]\)?\s+(?:it\s+is|stands|remains)$", re.IGNORECASE)
# a clause that opens with a summing-up phrase: "On balance, Dodoma …", "Taken together, …", "Overall, …"
_SUMMING_UP_OPENER = re.compile(r"\W*(?:on\s+balance|taken\s+together|all\s+things\s+considered|ultimately|overall"
                                r"|in\s+(?:summary|sum|short|the\s+end))\b\s*,", re.IGNORECASE)

# a border in Portuguese, Italian, Dutch and German: "faz fronteira com", "confina con", "grenst aan", "grenzt an"
_PT_IT_BORDER = r"fronteiras?|confina\w*|grenst|grenzen|grenzt"
# a language called a tongue: "the national tongue", "their native tongue"
_TONGUE = r"(?:national\s+|native\s+|official\s+)?tongues?"
# (read in the folded text, without accents: "frontieres", "wahrung")
_RELATION_CUES = {
    "border": r"neighbou?r(?:s|ing)?|border(?:s|ing|ed)?|boundar(?:y|ies)|contiguous|adjacent|vecin[oa]s?|fronteras?"
              r"|fronteriz[oa]s?|voisins?|frontieres?|nachbar\w*|grenze\w*|" + _PT_IT_BORDER +
              r"|隣接|国境|接壤|相邻|相鄰|邻国|鄰國|국경"
              # Russian, Ukrainian, Polish, Czech, Lithuanian: "граничит с", "межує з", "graniczy z", "hraničí s",
              # "ribojasi su", and their neighbours
              r"|гранич\w*|межу\w*|сосед\w*|сусід\w*|granicz\w*|sasiad\w*|hranic\w*|soused\w*|ribojasi|kaimyn\w*"
              # Danish, Swedish and Norwegian, folded: "grænser op til", "gränsar till", "grenser til"
              r"|granser|gransar|grenser",
    "capital": r"capital(?:es)?|hauptstadt|hoofdstad|capitale|столиц\w*|首都|수도|stolic\w*|hlavni\s+mesto|sostin\w*",
    "currency": r"currency|currencies|money|moneda|monnaie|wahrung|moeda|valuta|moneta|валют\w*|货币|貨幣|通貨|통화"
                r"|walut\w*|valiut\w*",
    "language": r"languages?|speak|spoken|" + _TONGUE + r"|idioma|langue|sprache|amtssprachen?|landessprachen?|lingua"
                r"|língua|язык\w*|语言|語言|言語"
                r"|公用語|公用语|공용어|언어|jezyk\w*|jazyk\w*|мов(?:а|и|у|ою)\b|kalb(?:a|os)\b",
    "member": r"members?|membership|miembro|membre|mitglied|membro|lid|leden|член\w*|成员|成員|加盟|회원"
              r"|czlon\w*|clen\w*|nary(?:s|e)|nariu",
    "located": r"located|lies\s+in|situated|region",
    "part": r"part\s+of|deel\s+van|teil\s+von",
}


_UNDECOMPOSED = {"ł": "l", "Ł": "l", "ø": "o", "Ø": "o", "đ": "d", "Đ": "d", "ı": "i", "ß": "s", "æ": "a", "œ": "o"}


@lru_cache(maxsize=8192)
def _fold_char(char: str) -> str:
    if "\uac00" <= char <= "\ud7a3":
        return char  # a Hangul syllable is one letter: NFKD would leave only its first jamo
    base = unicodedata.normalize("NFKD", char)
    base = next((c for c in base if not unicodedata.combining(c)), char) if base else char
    base = _UNDECOMPOSED.get(base, base).lower()
    return base if len(base) == 1 and base.isalnum() else " "


@lru_cache(maxsize=1024)
def _fold_same_length(text: str) -> str:
    """Lower case without diacritics or punctuation, one character for one, so positions stay those of `text`."""
    return "".join(map(_fold_char, text))


@lru_cache(maxsize=256)
def _text_pattern(choice: str) -> re.Pattern[str] | None:
    """A choice's text as a pattern over folded text: any spacing or punctuation between words, plural endings, and a
    name's closing s that the English exonym adds and other languages leave off ("Brussel" for Brussels, "Athen")."""
    words = _fold_same_length(choice).split()
    if not words:
        return None
    body = r"\s+".join(re.escape(word) for word in words)
    name = choice.split()[-1][:1].isupper()
    if name and len(words[-1]) >= 6 and words[-1].endswith("s") and not words[-1].endswith("ss"):
        body = body[:-1] + "s?"
    return re.compile(rf"(?<![a-z0-9]){body}(?:e?s)?(?![a-z0-9])")


_SPOKEN_LETTER_MENTION = re.compile(rf"\b(?:(?:option|choice|panel|letter|frame|figure)\s+(?P<be>be)|(?:option|choice"
                                    rf"|panel|letter|frame|figure|is|it'?s|be|with|like|answer)\s+(?P<spoken>{_SPOKEN}"
                                    rf"|[a-j](?=\s+as\s+in\s))){_SPOKEN_AS_IN}{_SPOKEN_FOLLOW}", re.IGNORECASE)


_NUMBERED_OPTION_MENTION = re.compile(
    r"(?:\b(?:option|choice|panel|figure|image|number)\s*#?\s*\(?|(?<![\w#])#(?=\d))(?P<n>\d{1,2}|one|two|three|four|five"
    r"|six|seven|eight"
    r"|nine|ten)\)?(?![\d%°])(?!\s*(?:%|°|x\b|cells?|holes?|layers?|times|folds?|steps?|cubes?|sides?|dots?))"
    # a numbered frame said to be or show something is a step of the sequence ("the 6th frame should be at 225°"),
    # not an option by position
    r"|\b(?P<ordinal>\d{1,2})(?:st|nd|rd|th)(?:\s+(?:option|choice|panel|figure|image|one\b)"
    r"|\s+frame(?!\s+(?:should|would|will|must|is|has|shows?|contains?)\b)|(?=\s*(?:[.!,;]|$)))",
    re.IGNORECASE)


# a mention noun, a colon and a lower-case "a": "the image: a cross shape …" is the article, unless a verb follows
_ARTICLE_AFTER_COLON = re.compile(r".*:\s*a$", re.DOTALL)


def _article_opens_phrase(after: str) -> bool:
    """'… of the image: a cross shape with …': after a colon, a lower-case "a" followed by a word that is not a verb
    or a conjunction opens a noun phrase (a description), so it names no option; "option: a is correct" still does."""
    return bool(re.match(r"\s+[a-z]", after)) and not _LETTER_BEFORE_CONJUNCTION.match(after)


# a range of option letters, each end joined to the other by a dash: "which of A–F", "options A-D"
_LETTER_RANGE = re.compile(rf"(?<![A-Za-z0-9])(?P<first>[{_L}])[–-](?P<last>[{_L}])(?![A-Za-z0-9])")


def _in_letter_range(text: str, start: int, end: int) -> bool:
    """'So the question is which of A–F is the odd one out.': a letter that opens or closes a rising range of letters
    names the options it spans, not one of them."""
    for match in _LETTER_RANGE.finditer(text, max(0, start - 2), min(len(text), end + 2)):
        if match.group("first") < match.group("last") and start in (match.start("first"), match.start("last")):
            return True
    return False


# a noun that a capital letter names a thing of other than an option: "Part B: …", "Plan A", "type C", "vitamin D",
# "point A to point B"
_OTHER_NOUN_BEFORE = re.compile(r"\b(?:part|plan|step|type|grade|vitamin|point|phase|scenario|section|appendix|exhibit"
                                r"|class|group|team|category|hypothesis|version|route|size|blood\s+type)\s+\(?$",
                                re.IGNORECASE)


def _letter_mentions(text: str, choices: list[str]) -> list[Mention]:
    valid = _valid_letters(choices)
    spoken = [Mention(_spoken_letter(m), m.start("spoken") if m.group("spoken") else m.start("be"),
                      m.end("spoken") if m.group("spoken") else m.end("be"), "noun")
              for m in _SPOKEN_LETTER_MENTION.finditer(text) if _spoken_letter(m)]
    if re.search(r"\(ii\)|\bii[.)]", text, re.IGNORECASE):
        valid = valid.replace("I", "")  # "(i) …, (ii) …": roman numerals, not panel I
    found = []
    for match in _LETTER_MENTION_RE.finditer(text):
        group = next(name for name, value in match.groupdict().items() if value)
        letter = match.group(group)
        if group == "bare":
            before = text[max(0, match.start() - 1): match.start()]
            cjk_before = bool(before) and ord(before) > 0x2E80
            paired = (_PAIRED_AFTER.match(text[match.end(): match.end() + 20])
                      or _PAIRED_BEFORE.search(text[max(0, match.start() - 12): match.start()]))
            paired = paired or (letter == "A" and _LETTER_BEFORE_CONJUNCTION.match(text[match.end():]))
            # mid-sentence, after a lower-case word, a capital A is no article: "Dus blijft A over", "då återstår A"
            paired = paired or (letter == "A" and re.search(r"[a-zà-ÿ]\s$", text[max(0, match.start() - 2):
                                                                                   match.start()]))
            after = text[match.end():]
            if (letter in "AI" and not cjk_before and not paired and not _BARE_ARTICLE_OK.match(after)
                    and not _OTHER_SCRIPT_AFTER.match(after)):
                continue
        if group == "n3" and _ARTICLE_AFTER_COLON.match(match.group()) and _article_opens_phrase(text[match.end():]):
            continue
        if group in ("bare", "lab", "par") and _OTHER_NOUN_BEFORE.search(text, max(0, match.start(group) - 14),
                                                                       match.start(group)):
            continue  # "Part B:", "Plan A", "vitamin D", "from point A": a letter naming something else
        letter = letter.upper()
        if letter not in valid or _in_letter_range(text, match.start(group), match.end(group)):
            continue
        kind = {"n1": "noun", "n2": "noun", "n3": "noun", "lab": "labelled", "par": "paren", "bare": "bare",
                "low": "bare", "sub": "bare"}[group]
        found.append(Mention(letter, match.start(group), match.end(group), kind))
    panels = bool(choices) and all(_is_panel_label(c) for c in choices)
    for match in _NUMBERED_OPTION_MENTION.finditer(text):
        if panels or (match.group("n") and match.group()[:1].isalpha()):  # text options only by "option 4"
            parsed = _numbered_option(match, choices)
            if parsed.value:
                found.append(Mention(parsed.value, match.start(), match.end(), "noun"))
    return found + [m for m in spoken if m.value in valid]


_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5, "seventh": 6, "eighth": 7,
             "ninth": 8, "tenth": 9, "last": -1, "final": -1, "second-to-last": -2, "next-to-last": -2,
             "penultimate": -2}
# the ordinals in digits: "the 5th option"
_DIGIT_ORDINALS = {"1st": 0, "2nd": 1, "3rd": 2, "4th": 3, "5th": 4, "6th": 5, "7th": 6, "8th": 7, "9th": 8, "10th": 9}
_DIGIT_ORDINAL = "|" + "|".join(sorted(_DIGIT_ORDINALS, key=len, reverse=True))
_ORDINAL = "|".join(sorted(_ORDINALS, key=len, reverse=True)) + _DIGIT_ORDINAL
_ORDINALS.update(_DIGIT_ORDINALS)
# an ordinal counted within a row below the first, or from the right: "the first panel in the bottom row", "the second
# one on the bottom", "the second from the right", "Bottom row: the first panel …" (a place in the layout, which
# `_layout_place_mentions` reads where the layout is known, not the option of that number)
_ORDINAL_IN_LATER_ROW = re.compile(r"\s+(?:(?:in|on|of|along)\s+the\s+(?:bottom|lower|second|third|last)\s+row"
                                   r"|on\s+(?:the\s+)?bottom\b|from\s+the\s+right)\b", re.IGNORECASE)
# the first row, where an ordinal counts as the options' own order does: "the third option in the top row"
_IN_FIRST_ROW = re.compile(r"\s+(?:in|on|of|along)\s+the\s+(?:top|upper|first)\s+row\b", re.IGNORECASE)
_LATER_ROW_HEADING = re.compile(r"\b(?:bottom|lower|second|third|last)\s+row\s*[:,]\s*$", re.IGNORECASE)
_ORDINAL_MENTION_RE = re.compile(
    # frames are also the steps of the scene itself ("the final frame should show …"): not an option by position
    # not the point a change is measured from: "rotated 45 degrees from the last one", "bigger than the first one"
    rf"(?<!\bfrom\s)(?<!\bthan\s)(?<!\bafter\s)(?<!\bbefore\s)"
    rf"\bthe\s+(?P<ord>{_ORDINAL})\s+(?P<noun>{_MENTION_NOUNS.replace('|frames?', '')}|one)\b"
    rf"|\b(?:is|was|be)\s+the\s+(?P<end>{_ORDINAL})(?:\s+one)?(?=\s*(?:[.!;:,\n]|$)|\s+(?:in|on)\s+the\s+list\b)"
    # a place among the options the reply names: "the last of the six options", "the second-to-last"
    rf"|\bthe\s+(?P<of>{_ORDINAL})\s+of\s+the\s+(?:\w+\s+)?(?:options|panels|choices|candidates|figures|images)\b"
    r"|\bthe\s+(?P<bare>second-to-last|next-to-last|penultimate)\b(?!\s+(?:frame|step|row|column|edge|fold)s?\b)"
    # a sentence that opens on the place without its article: "Second option.", "Third panel.", "Third one."
    rf"|(?:^|(?<=[.!?:\n]\s)|(?<=\n))\s*(?P<lead>{_ORDINAL})\s+(?:option|panel|figure|choice|image|one)\b"
    r"|\bthe\s+(?P<pair>former|latter)\b", re.IGNORECASE)


# a last sentence that is only an option's place: "… The third one."
_CLOSING_PLACE = re.compile(rf"(?:^|(?<=[.!?\n]))\s*(?P<place>the\s+(?:{_ORDINAL})\s+"
                            r"(?:one|option|panel|figure|choice))\s*[.!]?\s*$", re.IGNORECASE)


# a reply that opens on an option's place alone, then stops or gives its reason: "The second one — it's the only …",
# "The second choice, since Ghana belongs to ECOWAS."
# (a copula may lead in, "It's the third one."; the place may be the whole first sentence, its reason the next; the
# article may be left out, "Third one.")
# a belief stated as the reply's own may lead it, and "its" is "it's" written without its apostrophe: "i think its the
# fourth one", "Pretty sure it's the fourth one, D."
_BELIEF_LEAD = (r"(?:(?:i\s+think|i\s+believe|i'd\s+say|i\s+guess|(?:i'm\s+|i\s+am\s+)?(?:pretty|fairly|quite)\s+sure)"
                r"\s+(?:that\s+)?)?")
_PLACE_LEAD_IN = (_BELIEF_LEAD + r"(?:(?:it's|its|it\s+is|that's|thats|that\s+is)\s+)?"
                  # a certainty adverb before the place: "def the second one, …", "Definitely the third one: …"
                  r"(?:(?:def|definitely|obviously|clearly|certainly|surely)\s+)?")
_REASON_SENTENCE_NEXT = r"|[.!]\s+(?=[A-Z])"
# an option's letter after its place: "The second one (B) — …", "The first panel, A."
_PLACE_OWN_LETTER = rf"(?:\s*\((?P<label>[{_L}])\)|,\s*(?P<tail>[{_L}])(?=\s*[.!]?\s*$))?"
_OPENING_PLACE = re.compile(rf"{_PLACE_LEAD_IN}(?:the\s+)?(?P<place>{_ORDINAL})\s+"
                            r"(?:one|option|choice|panel|figure|candidate|image)"
                            + _PLACE_OWN_LETTER +
                            r"(?=\s*(?:[.!]?\s*$|[,;]\s*(?:since|because|as|given)\b|\s[—–]\s|:\s"
                            + _REASON_SENTENCE_NEXT + "))", re.IGNORECASE)


_ANY_PLACE = re.compile(rf"\bthe\s+({_ORDINAL})\s+(?:one|option|choice|panel|figure|candidate|image)\b",
                        re.IGNORECASE)


# the same in French, Spanish, Italian, Portuguese and German: "C'est le troisième panneau : c'est le seul …", "Es
# la quinta opción.", "È il secondo pannello, perché …", "Das ist die dritte Option." (the copula and article leading
# in, the place itself read by _FOREIGN_ORDINAL_MENTION_RE, the reason after it as in English)
_FOREIGN_PLACE_LEAD_IN = re.compile(r"(?:(?:c'est|ce\s+sont|es|è|é|das\s+ist|es\s+ist)\s+)?(?:(?:le|la|l'|el|il|lo|o|a"
                                    r"|die|der|das|den)\s*)?", re.IGNORECASE)
_FOREIGN_PLACE_END = re.compile(r"\s*(?:[.!]?\s*$|[,;]\s*(?:car|parce|puisque|porque|ya|pues|perché|poiché|pois"
                                r"|weil|denn|da)\b|\s[—–]\s|:\s" + _REASON_SENTENCE_NEXT + ")", re.IGNORECASE)


# the option's kind naming the option a reply opens on, in English and in German, Italian, Spanish and Portuguese:
# "Panel F – …", "Feld F – dort …", "Pannello C: …" (French "Panneau C." is read as filler before its letter)
_OPENING_KIND = (r"(?:option|panel|figure|choice|feld|bild|abbildung|figur|pannello|opzione|opci[oó]n|op[çc][ãa]o"
                 r"|painel|вариант|варіант|wariant|opcja)")
_PLACE_LABEL = re.compile(r"[ \t]*\(([A-J])\)")


def _foreign_opening_place(head: str) -> int | None:
    """The index of the option a reply opens on by its place in another language, alone before its reason."""
    lead = _FOREIGN_PLACE_LEAD_IN.match(head)
    place = _FOREIGN_ORDINAL_MENTION_RE.match(head, lead.end())
    if not place:
        return None
    word = place.group("ord").lower()
    index = next((index for stems, index in _FOREIGN_ORDINALS if re.fullmatch(stems, word)), None)
    # the place's own label after it in brackets, the same option: "C'est le quatrième panneau (D) : …"
    label = _PLACE_LABEL.match(head, place.end())
    if label and index is not None and LETTERS.index(label.group(1)) == index:
        return index if _FOREIGN_PLACE_END.match(head, label.end()) else None
    return index if _FOREIGN_PLACE_END.match(head, place.end()) else None


def _opening_place(head: str, text: str, choices: list[str]) -> str | None:
    """The option a reply opens on by its place alone, as its answer: the question asked for an option, so a place
    standing alone before its reason names one (unless the reply names another option by its place as well)."""
    match = _OPENING_PLACE.match(head)
    valid = _valid_letters(choices)
    foreign = None if match else _foreign_opening_place(head)
    index = _ORDINALS[match.group("place").lower()] if match else len(valid) if foreign is None else foreign
    if not -len(valid) <= index < len(valid):
        return None
    label = match and (match.group("label") or match.group("tail"))
    if label and label != valid[index]:
        return None  # "The second one (C)": the place and the letter name two options
    places = {_ORDINALS[m.group(1).lower()] % len(valid) for m in _ANY_PLACE.finditer(text)}
    others = {m.value for m in _ordinal_mentions(text, choices, [])} - {valid[index]}
    return None if others or places - {index % len(valid)} else valid[index]


def _closing_place_events(text: str, choices: list[str]) -> list[Event]:
    """'… the second moves the circle backwards, the third moves it forward. The third one.': a reply that closes on
    an option's place alone, after naming options, answers with that option."""
    match = _CLOSING_PLACE.search(text)
    if not match or not re.search(_MENTION_NOUNS, text[: match.start()], re.IGNORECASE):
        return []
    named = [m for m in _ordinal_mentions(text, choices, []) if m.start >= match.start("place")]
    return [Event(RANK_CONCLUSION, match.end("place"), named[0].value)] if len(named) == 1 else []


_APPOSITION = re.compile(r"\s*(?:[,:(—–-]|\s)\s*[\"'‘“]?")


def _place_text_conflict_events(text: str, choices: list[str]) -> list[Event]:
    """'The third option, Kampala.' where Kampala is the second: an option named by its place and, in apposition, by
    another option's text names two options, so the reply commits to neither."""
    texts = _text_mentions(text, choices)
    events = []
    for place in _ordinal_mentions(text, choices, []):
        joint = _APPOSITION.match(text, place.end)
        if joint is None:
            continue
        events += [Event(RANK_CONCLUSION, t.end, None) for t in texts
                   if t.start == joint.end() and t.value != place.value]
    return events


def _counts_through(text: str, end: int, index: int) -> bool:
    """'The first image has two shapes and the second has four': an ordinal whose successor follows in its sentence
    counts through a sequence in order (the source pair, the frames), naming no option by its place."""
    successor = next((word for word, place in _ORDINALS.items() if place == index + 1), None) if index >= 0 else None
    sentence = re.split(r"[.!?\n]", text[end:], maxsplit=1)[0]
    return successor is not None and re.search(rf"\bthe\s+{successor}\b", sentence, re.IGNORECASE) is not None


def _ordinal_in_later_row(text: str, match: re.Match[str]) -> bool:
    """'the first panel in the bottom row', 'Bottom row: the first panel': an ordinal counted within a row below the
    first (or from the right), which names a place in the layout rather than the option of that number."""
    line_start = text.rfind("\n", 0, match.start()) + 1
    return bool(_ORDINAL_IN_LATER_ROW.match(text, match.end())
                or _LATER_ROW_HEADING.search(text, line_start, match.start()))


def _last_of_first_row(text: str, match: re.Match[str], index: int) -> bool:
    """'the last panel in the top row': the last of a row is a place the layout fixes (the third of six in two rows,
    the sixth in one), not the last option."""
    return index < 0 and _IN_FIRST_ROW.match(text, match.end()) is not None


def _closing_place_sentence(text: str, match: re.Match[str]) -> bool:
    """Whether the ordinal `match` is the whole of the reply's last sentence, after at most "That's": "That's the fifth
    one." closing a reply names its answer by its place."""
    start = _sentence_start(text, match.start())
    return (not text[match.end():].strip(" .!\n") and text.rfind("\n", 0, match.start()) >= 0
            and bool(re.fullmatch(_PLACE_LEAD_IN, text[start: match.start()].lstrip(), re.IGNORECASE)))


def _ordinal_mentions(text: str, choices: list[str], named: list[Mention]) -> list[Mention]:
    """Options named by position: 'the third option', 'the second panel', '… is the fourth.', 'only the final one'
    (after options were spoken of), and 'the former' / 'the latter' for the last two options `named` before."""
    valid = _valid_letters(choices)
    found = []
    for match in _ORDINAL_MENTION_RE.finditer(text):
        if match.group("pair"):
            before = [m.value for m in sorted(named, key=lambda m: m.start) if m.end <= match.start()]
            distinct = [v for i, v in enumerate(before) if v not in before[i + 1:]][-2:]
            if len(distinct) == 2:
                value = distinct[0] if match.group("pair").lower() == "former" else distinct[1]
                found.append(Mention(value, match.start("pair"), match.end("pair"), "ordinal"))
            continue
        group = next(name for name in ("ord", "end", "of", "bare", "lead") if match.group(name))
        if (group == "ord" and match.group("noun").lower() == "one"
                and not re.fullmatch(_PLACE_LEAD_IN, text[: match.start()].lstrip(), re.IGNORECASE)
                and not re.search(_MENTION_NOUNS, text[: match.start()], re.IGNORECASE)
                and not _closing_place_sentence(text, match)):
            continue  # "the first one" speaks of options where options were named before, or opening the reply ("It's
            # the first one.") or closing it in a sentence of its own ("… 6 holes in total.\n\nThat's the fifth one.")
        index = _ORDINALS[match.group(group).lower()]
        if group == "ord" and _counts_through(text, match.end(), index):
            continue
        if group in ("ord", "lead") and (_ordinal_in_later_row(text, match) or _last_of_first_row(text, match, index)):
            continue
        if -len(valid) <= index < len(valid):
            found.append(Mention(valid[index], match.start(group), match.end(), "ordinal"))
    for match in _ZH_ORDINAL_MENTION_RE.finditer(text):
        number = int(match.group("n")) if match.group("n").isdigit() else _chinese_number(match.group("n"))
        if number and 1 <= number <= len(valid):
            found.append(Mention(valid[number - 1], match.start(), match.end(), "ordinal"))
    for match in _FOREIGN_ORDINAL_MENTION_RE.finditer(text):
        word = match.group("ord").lower()
        index = next((place for stems, place in _FOREIGN_ORDINALS if re.fullmatch(stems, word)), None)
        successor = next((stems for stems, place in _FOREIGN_ORDINALS if index is not None and index >= 0
                          and place == index + 1), None)
        sentence = re.split(r"[.!?\n]", text[match.end():], maxsplit=1)[0]
        if successor and re.search(rf"(?<![^\W\d_])(?:{successor})(?![^\W\d_])", sentence, re.IGNORECASE):
            continue  # "Die erste Option zeigt einen Kreis, die zweite ein Quadrat.": counting through the options
        if index is not None and -len(valid) <= index < len(valid):
            found.append(Mention(valid[index], match.start(), match.end(), "ordinal"))
    for match in _KO_ORDINAL_MENTION_RE.finditer(text):
        number = _KO_ORDINALS[match.group("n")]
        if 1 <= number <= len(valid):
            found.append(Mention(valid[number - 1], match.start(), match.end(), "ordinal"))
    return found + _grid_place_mentions(text, choices)


# an option named by its place in Korean: "여섯 번째 패널" (the sixth panel), "세 번째 보기" (the third option)
_KO_ORDINALS = {"첫": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6}
_KO_ORDINAL_MENTION_RE = re.compile(r"(?<![가-힣])(?P<n>" + "|".join(_KO_ORDINALS) + r")\s*번째\s*"
                                    r"(?:패널|보기|선택지|옵션|그림|도형)")


# the options' places in the languages of the issue and their neighbours, as each writes an ordinal before the noun
# (German, Dutch, Swedish, Danish, Norwegian, French, Spanish, Italian, Portuguese: "die dritte Option", "het vijfde
# paneel", "det tredje alternativet", "la dernière image"); the Nordic words for "second" also mean "other" and are
# left out
_FOREIGN_ORDINALS = (
    (r"erst\w*|eerste|första|første|premi[eè]re?|primer[ao]?|prim[ao]|primeir[ao]", 0),
    (r"zweit\w*|tweede|deuxième|segund[ao]|second[ao]", 1),
    (r"dritt\w*|derde|tredje|troisième|tercer[ao]?|terz[ao]|terceir[ao]", 2),
    (r"viert\w*|vierde|fjärde|fjerde|quatrième|cuart[ao]|quart[ao]", 3),
    (r"fünft\w*|vijfde|femte|cinquième|quint[ao]", 4),
    (r"sechst\w*|zesde|sjätte|sjette|sixième|sext[ao]|sest[ao]", 5),
    (r"letzt\w*|laatste|sista|sidste|siste|derni[eè]re?|últim[ao]|ultim[ao]", -1),
)
_FOREIGN_ORDINAL_MENTION_RE = re.compile(
    r"(?<![^\W\d_])(?P<ord>(?:erst|zweit|dritt|viert|fünft|sechst|letzt)(?:e[nrsm]?)|eerste|tweede|derde|vierde"
    r"|vijfde|zesde|laatste|första|første|tredje|fjärde|fjerde|femte|sjätte|sjette|sista|sidste|siste|premi[eè]re?"
    r"|deuxième|troisième|quatrième|cinquième|sixième|derni[eè]re?|primer[ao]?|segund[ao]|tercer[ao]?|cuart[ao]"
    r"|quint[ao]|sext[ao]|últim[ao]|prim[ao]|second[ao]|terz[ao]|quart[ao]|sest[ao]|ultim[ao]|primeir[ao]"
    r"|terceir[ao])\s+(?:option|antwort(?:möglichkeit)?|bild|abbildung|figur|feld|panel|alternative|variante"
    r"|möglichkeit|optie|afbeelding|figuur|paneel|antwoord|keuze|alternatief|plaatje|alternativ(?:et)?|bilden"
    r"|billede(?:t)?|bilde(?:t)?|panel(?:en|et)|figuren|valg(?:et)?|svar(?:et)?|rutan?|choix|image|panneau|figure"
    r"|réponse|opción|imagen|figura|respuesta|opzione|immagine|pannello|risposta|opção|imagem|painel|resposta)"
    r"(?![^\W\d_])", re.IGNORECASE)


# an option named by its place in Chinese: "第三个选项", "第3個選項", "第二幅图" is a frame, not an option
_ZH_ORDINAL_MENTION_RE = re.compile(r"第\s*(?P<n>\d|[一二三四五六七八九十])\s*(?:个|個|项|項)?\s*"
                                    r"(?:选项|選項|选择|選擇|面板)")


_PLACE_NOUN = r"(?:option|panel|figure|choice|image|candidate)"
# the places of the option grid that are one option in every layout of it (a row of four or six, two rows of two or
# three): its top-left and bottom-right corners, and the middle of a row of three
_GRID_PLACE_RE = re.compile(
    rf"\bthe\s+(?P<corner>(?:top|upper|bottom|lower)[- ](?:left|right))(?:[- ]most|[- ]corner)?\s+"
    rf"(?:{_PLACE_NOUN}|one)\b"
    rf"|\bthe\s+(?:{_PLACE_NOUN}|one)\s+(?:in|at)\s+the\s+(?P<at>(?:top|upper|bottom|lower)[- ](?:left|right))\b"
    rf"|\bthe\s+(?:(?:{_PLACE_NOUN}|one)\s+in\s+the\s+)?(?:middle|centre|center)(?:\s+(?:{_PLACE_NOUN}|one))?\s+"
    r"(?:of|in)\s+the\s+(?P<row>top|upper|first|bottom|lower|second)\s+row\b", re.IGNORECASE)


_ANY_GRID_PLACE = re.compile(r"\b(?:top|upper|bottom|lower)[- ](?:left|right|middle|cent(?:re|er))\b", re.IGNORECASE)


def _grid_place_mentions(text: str, choices: list[str]) -> list[Mention]:
    """'The bottom-right panel breaks the rule', 'The one in the middle of the top row is the odd one out': the options
    are drawn in one row or in two, so the top-left corner is the first option and the bottom-right the last, and a
    row with a middle is a row of three of six options (B above, E below); other corners and sides depend on the
    layout and name no option. The shared corners are read in the other languages the grid reader knows too
    (`_shared_corner_mentions`)."""
    valid = _valid_letters(choices)
    if not choices or not all(_is_panel_label(choice) for choice in choices):
        return []
    places = _CHOICE_PLACES.get()
    if places is not None:
        return _layout_place_mentions(text, valid, places)
    if len({m.group().lower().replace("-", " ") for m in _ANY_GRID_PLACE.finditer(text)}) >= 2:
        return []  # "The top-left panel has a cross, the top-middle a circle, …": a walk through the layout
    found = []
    for match in _GRID_PLACE_RE.finditer(text):
        corner = (match.group("corner") or match.group("at") or "").lower()
        row = (match.group("row") or "").lower()
        if corner:
            value = valid[0] if corner[:1] in "tu" and corner.endswith("left") else (
                valid[-1] if corner[:1] in "bl" and corner.endswith("right") else None)
        else:
            value = (valid[1] if row in ("top", "upper", "first") else valid[4]) if len(valid) == 6 else None
        if value:
            found.append(Mention(value, match.start(), match.end(), "ordinal"))
    return found + _shared_corner_mentions(text, valid) + _bare_corner_mentions(text, valid)


# ---- options named by their place in the grid the item draws them in (`extract_answer(..., places=...)`)

Place = tuple[int, int, int, int]  # (row, column, rows, columns), counted from 0 at the top left
# the grid of the item's options, one place per choice (a row's `params.layout.option_boxes` through
# `utils.grid_places`), for the one call given it; None (the default) reads only the places every layout shares
_CHOICE_PLACES: ContextVar[tuple[Place, ...] | None] = ContextVar("_CHOICE_PLACES", default=None)


_ROW_WORD = r"top|upper|bottom|lower"
_COLUMN_WORD = r"left|right|middle|centre|center|central"
_LAYOUT_NOUN = r"(?:one|option|panel|figure|choice|image|candidate|picture)"
# a corner or side of the grid in one compound: "top-left", "upper right", "bottom middle", "top right corner",
# "bottom-left-hand corner"
_GRID_CORNER = (rf"(?P<row>{_ROW_WORD})(?:[- ]|\s+)?(?P<column>{_COLUMN_WORD})(?:[- ]?most)?(?:[- ]hand)?"
                r"(?:[- ]corner)?")
# a row named with "row", or an edge of the picture: "in the bottom row", "of the top row", "on the bottom", "on top"
_IN_ROW = (rf"(?:(?:in|on|of|along)\s+the\s+(?P<row>{_ROW_WORD}|first|second|third|last)\s+row"
           r"|on\s+(?:the\s+)?(?P<edge>top|bottom)(?!\s*(?:of|row|edge|half|side|face|layer|left|right|middle)\b))")
# a place in a row: an ordinal, its middle, or an end
_IN_ROW_PLACE = (rf"(?P<column>{_ORDINAL}|middle|centre|center|central|leftmost|rightmost|left-most|right-most"
                 r"|far[- ]left|far[- ]right)")
# what a place inside a panel is a place of: "the top-left corner of the folded sheet", "in the top right of each
# square" (not the picture's own parts: "the top-left corner of the grid")
_NOT_INSIDE_PANEL = (r"(?!\s+(?:of|on|in)\s+(?:the|a|an|each|every|its|this|that|their)\s+"
                     r"(?!(?:\w+\s+)?(?:grid|image|picture|options?|panels?|choices?|candidates?|layout|rows?)\b))")
# an option named by a place in the grid: "the bottom-left one", "the top-middle panel", "the panel in the top-right
# corner", "the first panel in the bottom row", "the middle one on the bottom", "the centre one in the bottom row",
# "the middle of the top row", "bottom row, first panel", "the second from the left in the bottom row", "the
# second panel from the right", "the leftmost panel", "the one on the far right"
_LAYOUT_PLACE_PATTERNS: tuple[re.Pattern[str], ...] = tuple(re.compile(pattern, re.IGNORECASE) for pattern in (
    rf"\b(?:the\s+)?{_GRID_CORNER}\s+{_LAYOUT_NOUN}\b{_NOT_INSIDE_PANEL}",
    rf"\bthe\s+{_LAYOUT_NOUN}\s+(?:in|at|on)\s+the\s+{_GRID_CORNER}\b{_NOT_INSIDE_PANEL}",
    rf"\bthe\s+{_IN_ROW_PLACE}(?:\s+{_LAYOUT_NOUN})?\s+{_IN_ROW}",
    rf"\bthe\s+(?P<nth>{_ORDINAL})\s+(?:{_LAYOUT_NOUN}\s+)?from\s+the\s+(?P<side>left|right)\b(?:\s+{_IN_ROW})?",
    rf"\b(?:(?:in\s+)?the\s+)?(?P<row>{_ROW_WORD}|first|second|last)\s+row\s*[,:]\s*(?:the\s+)?{_IN_ROW_PLACE}"
    rf"(?:\s+{_LAYOUT_NOUN})?\b",
    rf"\bthe\s+(?P<column>leftmost|rightmost|left-most|right-most|far[- ]left|far[- ]right)(?:\s+{_LAYOUT_NOUN})?\b",
    rf"\bthe\s+{_LAYOUT_NOUN}\s+(?:on|at)\s+the\s+(?P<column>far\s+left|far\s+right|(?:left|right)\s+end)\b",
))
# a bare place set beside the option it places, in brackets or after a comma or a dash: "Panel B (top middle)", "D
# (bottom right)", "It's the one with the hollow star, top left.", "The one right next to it, in the top right, …",
# "The fourth one — bottom left."
_APPOSED_PLACE = re.compile(rf"(?P<lead>\(\s*|,\s+|\s[—–-]\s+)(?:(?:in|at|on)\s+the\s+)?{_GRID_CORNER}"
                            r"(?=\s*(?:[),;.!]|\s[—–-]\s|$))", re.IGNORECASE)
# what a bare place may be set beside: an option's letter or kind, "the one …" (up to its comma), an ordinal
_APPOSED_TO = re.compile(rf"(?:(?<![A-Za-z'’])\(?(?-i:[{_L}])\)?|\b{_PLACE_NOUN}\s*\(?[{_L}]\)?"
                         rf"|\bthe\s+(?:{_ORDINAL})\s+{_LAYOUT_NOUN}|\bthe\s+one(?:\s+[^,;.!?()\n—–]{{1,60}})?)\**\s*$",
                         re.IGNORECASE)
# the same in Chinese, Japanese, Korean, Spanish, French, German, Russian, Ukrainian, Romanian, Dutch and the Nordic
# languages, a noun naming an option beside it: "左上角的选项", "右下の図", "上段の真ん中のパネル", "下排中间的那个",
# "왼쪽 위 패널", "la opción de arriba a la izquierda", "celle en haut à droite", "das Bild oben links", "верхня ліва
# панель", "cea din dreapta jos", "het paneel linksboven", "panelet nederst til højre"
_RU_PLACE_NOUN = r"(?<!\w)(?:вариант|варіант|панел|рисун|малюн|фигур|фігур|картин|изображени|зображен|ячейк)\w*"
_FOREIGN_LAYOUT_PLACE = re.compile(
    r"(?P<zh>[左右][上下])(?:角|方|边|邊)?(?:的|の)?\s*(?:那个|那個|一个|一個|选项|選項|面板|图形|圖形|图|圖|パネル|図|選択肢|もの)"
    r"|(?P<zhrow>上排|下排|第一排|第二排|上段|下段|上の段|下の段)(?:的|の)?\s*(?P<zhcol>中间|中間|正中|中央|真ん中|左边|左邊|左側"
    r"|左|右边|右邊|右側|右)(?:的|の)?\s*(?:那个|那個|一个|一個|选项|選項|面板|图形|圖形|图|圖|パネル|図|選択肢|もの)"
    r"|(?P<koh>왼쪽|오른쪽)\s*(?P<kov>위|아래)(?:에\s*있는|쪽|의)?\s*(?:패널|보기|그림|도형|것|옵션|선택지)"
    r"|\b(?:opci[oó]n|figura|imagen|la|el)\s+(?:de\s+)?(?P<esv>arriba|abajo)\s+a\s+la\s+(?P<esh>izquierda|derecha)"
    r"|\b(?:opci[oó]n|figura|imagen)\s+(?P<esv2>superior|inferior)\s+(?P<esh2>izquierda|derecha)"
    r"|(?:\boption|\bimage|\bfigure|\bpanneau|\bcase|\bcelle|\bcelui)\s+(?:situ[ée]e?\s+)?en\s+(?P<frv>haut|bas)\s+à\s+"
    r"(?P<frh>gauche|droite)"
    r"|\b(?:Option|Bild|Abbildung|Feld|Figur|Panel)\s+(?P<dev>oben|unten)\s+(?P<deh>links|rechts)\b"
    # Russian and Ukrainian, the noun before (its dash allowed) or after: "вариант — левый верхний", "нижняя правая
    # панель", "верхня ліва панель"
    rf"|{_RU_PLACE_NOUN}\s*(?:[—–:-]\s*)?(?:(?P<ruv>верхн|нижн)\w*\s+(?P<ruh>лев|лів|прав)\w*"
    r"|(?P<ruh2>лев|лів|прав)\w*\s+(?P<ruv2>верхн|нижн)\w*)"
    rf"|(?:(?P<ruv3>верхн|нижн)\w*\s+(?P<ruh3>лев|лів|прав)\w*|(?P<ruh4>лев|лів|прав)\w*\s+(?P<ruv4>верхн|нижн)\w*)\s+"
    rf"{_RU_PLACE_NOUN}"
    # Romanian, the side then the height: "cea din colțul din dreapta jos", "opțiunea din stânga sus"
    r"|\b(?:colțul|coltul|panoul|opțiunea|optiunea|varianta|figura|imaginea|cea|cel)\s+din\s+"
    r"(?P<roh>stânga|stanga|dreapta)\s+(?P<rov>sus|jos)\b"
    # Dutch, then Danish, Norwegian and Swedish: "het paneel linksboven", "panelet nederst til højre", "bilden längst
    # ner till höger"
    r"|\b(?:paneel|optie|figuur|afbeelding|plaatje)\s+(?P<nlh>links|rechts)\s?(?P<nlv>boven|onder)\b"
    r"|\b(?:panel(?:et)?|mulighed(?:en)?|alternativ(?:et)?|figur(?:en)?|billed(?:et)?|bild(?:en)?|ruta(?:n)?)\s+"
    r"(?P<dav>nederst|øverst|överst|nere|uppe|längst ner|längst upp)\s+till?\s+(?P<dah>højre|høyre|venstre|höger"
    r"|vänster)\b",
    re.IGNORECASE)
_FOREIGN_PLACE_WORDS = {"左": "left", "右": "right", "上": "top", "下": "bottom", "왼쪽": "left", "오른쪽": "right",
                        "위": "top", "아래": "bottom", "arriba": "top", "abajo": "bottom", "superior": "top",
                        "inferior": "bottom", "izquierda": "left", "derecha": "right", "haut": "top", "bas": "bottom",
                        "gauche": "left", "droite": "right", "oben": "top", "unten": "bottom", "links": "left",
                        "rechts": "right", "верхн": "top", "нижн": "bottom", "лев": "left", "лів": "left",
                        "прав": "right", "stânga": "left", "stanga": "left", "dreapta": "right", "sus": "top",
                        "jos": "bottom", "boven": "top", "onder": "bottom", "nederst": "bottom", "øverst": "top",
                        "överst": "top", "nere": "bottom", "uppe": "top", "längst ner": "bottom", "längst upp": "top",
                        "højre": "right", "høyre": "right", "venstre": "left", "höger": "right", "vänster": "left",
                        "上排": "top", "第一排": "top", "上段": "top", "上の段": "top",
                        "下排": "bottom", "第二排": "bottom", "下段": "bottom", "下の段": "bottom"}


def _row_of(word: str | None, rows: int) -> int | None:
    """The row index a row word names in a grid of `rows` rows (None: it names none there)."""
    if word is None:
        return 0 if rows == 1 else None
    word = word.lower()
    if word in ("top", "upper", "first"):
        return 0
    if word in ("bottom", "lower", "last"):
        return rows - 1
    if word in ("second", "third"):
        return _ORDINALS[word] if _ORDINALS[word] < rows else None
    return None


def _column_of(word: str | None, columns: int) -> int | None:
    """The column index a column word (a side, the middle, an end, an ordinal in its row) names among `columns`."""
    if word is None:
        return 0 if columns == 1 else None
    word = word.lower().replace("-", " ")
    if word in ("left", "leftmost", "left most", "far left", "left end"):
        return 0
    if word in ("right", "rightmost", "right most", "far right", "right end"):
        return columns - 1
    if word in ("middle", "centre", "center", "central"):
        return columns // 2 if columns % 2 else None
    index = _ORDINALS.get(word)
    if index is None or not -columns <= index < columns:
        return None
    return index % columns


def _option_at(valid: str, places: tuple[Place, ...], row_word: str | None, column: int | None) -> str | None:
    """The option drawn at a row word and column index in the grid; in a grid of one row a row word fits only the
    corners every layout shares (its first option at the top left, its last at the bottom right)."""
    if len(places) != len(valid) or column is None:
        return None
    rows = places[0][2]
    if rows == 1 and row_word is not None:
        row_word = row_word.lower()
        shared = (row_word in ("top", "upper") and column == 0) or (row_word in ("bottom", "lower")
                                                                    and column == places[0][3] - 1)
        if not shared:
            return None
        row_word = None
    row = _row_of(row_word, rows)
    return next((valid[i] for i, (r, c, _, _) in enumerate(places) if (r, c) == (row, column)), None)


def _layout_place_mentions(text: str, valid: str, places: tuple[Place, ...]) -> list[Mention]:
    """Options named by their place in the grid the item draws them in (`places`, one per option): each phrase that
    names one cell of it ("the bottom-left one", "the middle one on the bottom", "Panel B (top middle)", "左下の図")
    is a mention of the option drawn there; a phrase the grid has no cell for (a middle of two columns, a bottom row
    in a one-row layout, a column alone in a grid of two rows) names none."""
    if not places or len(places) != len(valid):
        return []
    columns = places[0][3]
    found: list[Mention] = []
    for pattern in _LAYOUT_PLACE_PATTERNS:
        for match in pattern.finditer(text):
            groups = match.groupdict()
            row_word = groups.get("row") or groups.get("edge")
            if groups.get("nth"):
                index = _ORDINALS[groups["nth"].lower()]
                column = (index if groups["side"].lower() == "left" else columns - 1 - index) if index >= 0 else None
                column = column if column is not None and 0 <= column < columns else None
            else:
                column = _column_of(groups.get("column"), columns)
            value = _option_at(valid, places, row_word, column)
            if value:
                found.append(Mention(value, match.start(), match.end(), "place"))
    for match in _APPOSED_PLACE.finditer(text):
        if not _APPOSED_TO.search(text[max(0, match.start() - 90): match.start()]):
            continue
        value = _option_at(valid, places, match.group("row"), _column_of(match.group("column"), columns))
        if value:
            found.append(Mention(value, match.start() + len(match.group("lead")), match.end(), "place"))
    for match in _FOREIGN_LAYOUT_PLACE.finditer(text):
        value = _foreign_place_option(match, valid, places)
        if value:
            found.append(Mention(value, match.start(), match.end(), "place"))
    found.sort(key=lambda m: (m.start, -m.end))
    kept: list[Mention] = []
    for mention in found:  # one phrase read by two patterns ("the middle one on the bottom row") is one mention
        if not any(k.start <= mention.start < k.end for k in kept):
            kept.append(mention)
    return kept


# a place in the grid alone, as a line may name its option before the option's letter: "The top-right one", "bottom
# left panel"
_LONE_GRID_PLACE = re.compile(rf"(?:the\s+)?{_GRID_CORNER}(?:\s+{_LAYOUT_NOUN})?", re.IGNORECASE)
# the option picked out as "the one …" and then placed in the grid, closing its clause: "It's the one with the hollow
# star, top left", "I'd go with the one whose dot is outside, bottom middle" (the place itself is the mention)
_ONE_PLACED_LAST = re.compile(rf"\b(?:it(?:'s|\s+is)|that(?:'s|\s+is)|(?:the\s+)?answer(?:'s|\s+is)|i(?:'d|\s+would)"
                              rf"\s+(?:pick|choose|go\s+with)|i\s+(?:pick|choose))\s+the\s+one\b[^.;!?\n]*,\s*"
                              rf"(?:(?:in|at)\s+the\s+)?{_GRID_CORNER}\s*$", re.IGNORECASE)
# an option's label glossed in brackets by its place in the grid: "Panel B (top middle) – …", "D (bottom right)"
_GLOSSED_LABEL = re.compile(rf"(?:\b{_PLACE_NOUN}\s*)?(?<![A-Za-z'’])\(?(?P<letter>(?-i:[{_L}]))\)?"
                            r"(?P<gloss>\s*\([^()\n]{1,40}\))", re.IGNORECASE)


def _without_place_glosses(text: str, choices: list[str]) -> str:
    """'Panel B (top middle) – the arrows …': a label glossed in brackets by the place of the same option in the grid
    names it once; the gloss is blanked (positions kept), so the label reads as it would alone. A gloss that places
    another option stays, and the reply names two."""
    places = _CHOICE_PLACES.get()
    if places is None or not choices or not all(_is_panel_label(choice) for choice in choices):
        return text
    valid = _valid_letters(choices)
    mentions = _layout_place_mentions(text, valid, places)
    for match in _GLOSSED_LABEL.finditer(text):
        start, end = match.span("gloss")
        inner = [m for m in mentions if start <= m.start and m.end <= end]
        if inner and {m.value for m in inner} == {match.group("letter")}:
            text = text[:start] + " " * (end - start) + text[end:]
    return text


def _layout_place_at(span: str, choices: list[str]) -> Parsed | None:
    """The option a span opens on by its place in the grid ("bottom-left one", "the middle one on the bottom"), its
    article perhaps dropped before it; None when it opens on no place."""
    probe = "the " + span[:120]
    mentions = _layout_place_mentions(probe, _valid_letters(choices), _CHOICE_PLACES.get() or ())
    first = next((m for m in mentions if m.start in (0, 4)), None)
    return Parsed(value=first.value, length=first.end - 4) if first else None


def _foreign_place_option(match: re.Match[str], valid: str, places: tuple[Place, ...]) -> str | None:
    """The option a place named in another language (`_FOREIGN_LAYOUT_PLACE`) stands for in the grid."""
    groups = {name: value for name, value in match.groupdict().items() if value}
    columns = places[0][3]
    if "zh" in groups:
        row_word, column_word = _FOREIGN_PLACE_WORDS[groups["zh"][1]], _FOREIGN_PLACE_WORDS[groups["zh"][0]]
    elif "zhrow" in groups:
        row_word = _FOREIGN_PLACE_WORDS[groups["zhrow"]]
        column_word = {"左": "left", "右": "right"}.get(groups["zhcol"][0], "middle")
    else:
        row_word, column_word = (_FOREIGN_PLACE_WORDS[groups[key].lower()] for key in (
            next(k for k in ("kov", "esv", "esv2", "frv", "dev", "ruv", "ruv2", "ruv3", "ruv4", "rov", "nlv", "dav")
                 if k in groups),
            next(k for k in ("koh", "esh", "esh2", "frh", "deh", "ruh", "ruh2", "ruh3", "ruh4", "roh", "nlh", "dah")
                 if k in groups)))
    return _option_at(valid, places, row_word, _column_of(column_word, columns))


# a reply that is nothing but a corner of the grid, or gives one as a JSON value: "bottom right", "The top-left one.",
# '{"position": "bottom-right"}'
_BARE_CORNER = re.compile(rf"\s*[\"'*]*(?:the\s+)?{_GRID_CORNER}(?:\s+{_LAYOUT_NOUN})?[\"'*]*[\s.!]*\Z", re.IGNORECASE)
_CORNER_VALUE = re.compile(rf"[\"'](?:position|location|place|panel)[\"']\s*:\s*[\"'](?:the\s+)?{_GRID_CORNER}"
                           rf"(?:\s+{_LAYOUT_NOUN})?[\"']", re.IGNORECASE)


def _one_row(valid: str) -> tuple[Place, ...]:
    """The options in one row: `_option_at` reads a row word there at the corners every layout shares only (the
    top-left is the first option, the bottom-right the last)."""
    return tuple((0, column, 1, len(valid)) for column in range(len(valid)))


def _shared_corner_mentions(text: str, valid: str) -> list[Mention]:
    """The corners every layout shares named in another language ("오른쪽 아래 패널", "вариант — левый верхний",
    "右下の図"); a reply naming two or more such places walks through the layout and names none."""
    foreign = list(_FOREIGN_LAYOUT_PLACE.finditer(text))
    if len({match.group() for match in foreign}) != 1:
        return []
    value = _foreign_place_option(foreign[0], valid, _one_row(valid))
    return [Mention(value, foreign[0].start(), foreign[0].end(), "ordinal")] if value else []


def _bare_corner_mentions(text: str, valid: str) -> list[Mention]:
    """A corner every layout shares as the whole reply or as a JSON value ("bottom right", '{"position":
    "bottom-right"}'): a mention of the option drawn there."""
    found = []
    for match in [_BARE_CORNER.match(text), *_CORNER_VALUE.finditer(text)]:
        value = match and _option_at(valid, _one_row(valid), match.group("row"),
                                     _column_of(match.group("column"), len(valid)))
        if value:
            found.append(Mention(value, match.start("row"), match.end("column"), "ordinal"))
    return found


def _bare_corner_events(text: str, choices: list[str]) -> list[Event]:
    """A reply that is nothing but a corner every layout shares, or gives one as a JSON value, answers with the
    option drawn there (two such values that name different options answer nothing)."""
    if not choices or not all(_is_panel_label(choice) for choice in choices):
        return []
    named = _bare_corner_mentions(text, _valid_letters(choices))
    return [Event(RANK_CONCLUSION, named[-1].end, named[-1].value)] if len({m.value for m in named}) == 1 else []


def _slipped_text_spans(folded: str, choice: str) -> list[tuple[int, int]]:
    """'Addis Abeba' for 'Addis Ababa': an option's several words in order with one of them a slip of one letter,
    as another spelling or a typo writes the name; one-word options are left to the whole-reply readings."""
    own = _fold_same_length(choice).split()
    if len(own) < 2:
        return _slipped_word_spans(folded, own[0]) if own else []
    words = list(re.finditer(r"[a-z]+", folded))
    spans = []
    for first in range(len(words) - len(own) + 1):
        run = words[first: first + len(own)]
        if len(own) < 2 or any(folded[a.end(): b.start()].strip() for a, b in zip(run, run[1:], strict=False)):
            continue
        differ = [(m.group(), w) for m, w in zip(run, own, strict=True) if m.group() != w]
        if len(differ) == 1 and _one_slip_apart(*differ[0]):
            spans.append((run[0].start(), run[-1].end()))
    return spans


def _head_word_spans(folded: str, choice: str, choices: list[str]) -> list[tuple[int, int]]:
    """'sterling' for 'Pound sterling', 'franc' for 'Swiss franc': the common noun that closes a name of several words,
    written alone, when no other option has that word (a name's own capitalised words, "Union" or "Ababa", are left
    to the whole name)."""
    words = choice.split()
    head = words[-1] if len(words) >= 2 and choice[:1].isupper() else ""
    if len(head) < 5 or not head.islower():
        return []
    head = _fold_same_length(head)
    if any(head in _fold_same_length(other).split() for other in choices if other != choice):
        return []
    return [m.span() for m in re.finditer(rf"(?<![a-z0-9]){re.escape(head)}s?(?![a-z0-9])", folded)]


def _slipped_word_spans(folded: str, own: str) -> list[tuple[int, int]]:
    """'Kigalli' for 'Kigali', 'Kampla' for 'Kampala': a one-word option of six letters or more written with one
    letter slipped inside it (its first and last letters kept, so that "Germany" is no slip of "German" nor "Vienne"
    of "Vienna")."""
    if len(own) < 6:
        return []
    return [m.span() for m in re.finditer(r"[a-z]{5,}", folded)
            if m.group()[0] == own[0] and m.group()[-1] == own[-1] and _one_slip_apart(m.group(), own)]


# ---- option texts written in another script or spelling ("Вадуц", "로만슈어", "ロマンシュ語", "Bruxelas")

_CYRILLIC_LATIN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґў", [
    "a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "i", "k", "l", "m", "n", "o", "p", "r", "s", "t", "u", "f",
    "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya", "i", "yi", "ye", "g", "u"], strict=True))
_GREEK_LATIN = dict(zip("αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰ", [
    "a", "v", "g", "d", "e", "z", "i", "th", "i", "k", "l", "m", "n", "x", "o", "p", "r", "s", "s", "t", "i", "f",
    "ch", "ps", "o", "a", "e", "i", "i", "o", "i", "o", "i", "i", "i", "i"], strict=True))
_GREEK_PAIRS = (("ου", "u"), ("όυ", "u"), ("ού", "u"), ("αι", "e"), ("αί", "e"), ("ει", "i"), ("εί", "i"),
                ("μπ", "b"), ("ντ", "d"), ("γκ", "g"))
# Hangul jamo of a syllable as a loanword sounds them: ㅡ is the vowel Korean adds between foreign consonants, left out
_HANGUL_INITIALS = ("g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h")
_HANGUL_VOWELS = ("a", "e", "ya", "ye", "o", "e", "yo", "ye", "o", "wa", "we", "we", "yo", "u", "wo", "we", "wi", "yu",
                  "", "ui", "i")
_HANGUL_FINALS = ("", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t",
                  "t", "ng", "t", "t", "k", "t", "p", "t")
_KANA_ROWS = {"": "アイウエオ", "k": "カキクケコ", "g": "ガギグゲゴ", "s": "サシスセソ", "z": "ザジズゼゾ",
              "t": "タチツテト", "d": "ダヂヅデド", "n": "ナニヌネノ", "h": "ハヒフヘホ", "b": "バビブベボ",
              "p": "パピプペポ", "m": "マミムメモ", "y": "ヤ ユ ヨ", "r": "ラリルレロ", "w": "ワヰ ヱヲ",
              "v": "ヴ"}
_KANA_LATIN = {kana: row + vowel for row, kanas in _KANA_ROWS.items()
               for kana, vowel in zip(kanas, "aiueo", strict=False) if kana != " "}
_KANA_LATIN.update({"シ": "shi", "ジ": "ji", "チ": "chi", "ヂ": "ji", "ツ": "tsu", "ヅ": "zu", "フ": "fu", "ヴ": "vu",
                    "ン": "n", "ヲ": "o"})
_KANA_SMALL = {"ァ": "a", "ィ": "i", "ゥ": "u", "ェ": "e", "ォ": "o", "ャ": "ya", "ュ": "yu", "ョ": "yo"}
# the words of the options' own languages that sound like another option: German "Deutsch" is German, not Dutch
_TRANSLITERATED_FALSE_FRIENDS = frozenset({"deuS", "doiS"})
_TRANSLIT_WORD = re.compile(r"[ァ-ヺー]+|[\uac00-\ud7a3]+|[^\W\d_ァ-ヺー\uac00-\ud7a3\u3040-\u309f\u3400-\u9fff]+")
_SOUND_CLASSES = ("aeiouy", "bpfvw", "kgq", "dt", "szcjS", "lr", "mn")
_SOUND_CLASS = {char: index for index, chars in enumerate(_SOUND_CLASSES) for char in chars}
_TRANSLIT_SENTENCE = re.compile(r"[^.!?;\n。！？；]+[.!?;\n。！？；]*")


def _translit_sentences(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence the names of another script or language are read in, cut again after each
    consequence word: in "ドイツ語・フランス語・イタリア語は…表示されているため、隠れているのはロマンシュ語です。" the
    names before "ため、" are the grounds and the one after it is what the sentence concludes."""
    spans = []
    for sentence in _TRANSLIT_SENTENCE.finditer(text):
        start = sentence.start()
        for cue in _CONSEQUENCE.finditer(text, sentence.start(), sentence.end()):
            spans.append((start, cue.end()))
            start = cue.end()
        spans.append((start, sentence.end()))
    return spans


# a name in a list with another ("ドイツ語とフランス語", "독일어·프랑스어", "tedesco e italiano"), whose other
# names may be translations this reading leaves unread: the list is left to what the reply says in English, if anything
_TRANSLIT_AND = (r"(?:\s+(?:and|or|и|или|e|y|o|et|ou|und|oder|en|of|lub|i|a)\s+"
                 r"|[\s»\"”」』]*(?:と|や|와|과|및|和|或))")
# (not a copula's article, "é o franco suíço", "è la", "es el": a copula lists nothing; nor the comma after a
# Japanese clause of reason, "首都なので、ファドゥーツです")
_TRANSLIT_LISTED_BEFORE = re.compile(rf"(?<![^\W\d_])(?!(?:é|è|es|est|is|ist|era|foi|será|seria|sería|son|são|sono)"
                                     rf"\s)[^\W\d_]+[\"'»”」』]?(?:語|어)?(?:(?<!ので)(?<!から)(?<!ため)\s*[・·、,/]\s*"
                                     rf"|{_TRANSLIT_AND})[\"'«“「『*]*\Z")
_TRANSLIT_LISTED_AFTER = re.compile(rf"(?:語|语|어)?[\"'»”」』*]*(?:\s*[・·/]\s*|{_TRANSLIT_AND})"
                                    rf"[\"'«“「『*\s]*[^\W\d_]")
# a negation in the sentence that names the option ("Не Загреб.", "Братислава не подходит.", "부다페스트는
# 아닙니다.", "ブダペストではありません。"): the rules read negation in English, not in these languages, so a name in
# such a sentence is left unread
_TRANSLIT_NEGATION = re.compile(r"(?<![^\W\d_])(?:не|нет|ни|δεν|όχι|μην|ούτε|not|no|non|não|nao|pas|nicht|kein\w*"
                                r"|niet|nie|nem|ni)(?![^\W\d_])|아니|아닙|아닌|아님|않|없|못|ない|ません|ではな|じゃな|違|不|没|沒",
                                re.IGNORECASE)
_TRANSLIT_HIGH = 0.74  # the option the word names sounds this close at least …
_TRANSLIT_LOW = 0.5    # … and every other option this far at least


def _kana_latin(word: str) -> str:
    """Katakana in Latin letters; the u that Japanese adds after a foreign consonant ("フランス" furansu) is left out
    between consonants and at the end, as the name has none."""
    sounds: list[str] = []
    for char in word:
        if char in _KANA_SMALL:
            small = _KANA_SMALL[char]
            # シュ: shi and small yu, shu; ファ: fu and small a, fa
            if sounds and sounds[-1][-1:] in ("a", "i", "u", "e", "o"):
                glide = small[0] == "y" and sounds[-1][-2:-1] in ("h", "j")
                sounds[-1] = sounds[-1][:-1] + (small[1:] if glide else small)
                sounds[-1] = sounds[-1].upper()  # a written vowel, kept
            else:
                sounds.append(small)
        elif char not in "ーッ":
            sounds.append(_KANA_LATIN.get(char, ""))
    out = ""
    for index, sound in enumerate(sounds):
        following = sounds[index + 1][:1] if index + 1 < len(sounds) else ""
        if index and len(sound) > 1 and sound.endswith("u") and following not in ("a", "i", "u", "e", "o", "y"):
            sound = sound[:-1]
        out += sound.lower()
    return out


def _hangul_latin(word: str) -> str:
    """Hangul syllables in Latin letters; any other character (a Latin letter typed into the word: "가a") as it is."""
    out = ""
    for char in word:
        if not "\uac00" <= char <= "\ud7a3":
            out += char
            continue
        code = ord(char) - 0xAC00
        initial, vowel, final = code // 588, code % 588 // 28, code % 28
        sound = _HANGUL_INITIALS[initial] + _HANGUL_VOWELS[vowel]
        out += (sound.replace("sy", "sh") if initial == 9 else sound) + _HANGUL_FINALS[final]
    return out


@lru_cache(maxsize=4096)
def _latin_sound(word: str) -> str:
    """A word in Latin letters as it sounds, coarsely: Cyrillic, Greek, Hangul and katakana transliterated, diacritics
    folded, the usual spellings of one sound written alike ("sch", "ш", "シ" as "S"; "ts", "ц", "z" as "z")."""
    word = word.lower()
    if "\uac00" <= word[0] <= "\ud7a3":
        word = _hangul_latin(word)
    elif "ァ" <= word[0] <= "ー":
        word = _kana_latin(word)
    else:
        for pair, latin in _GREEK_PAIRS:
            word = word.replace(pair, latin)
        word = "".join(_CYRILLIC_LATIN.get(c, _GREEK_LATIN.get(c, c)) for c in word)
        word = "".join(_fold_char(c) for c in word).replace(" ", "")
    for spelling, sound in (("tsch", "S"), ("sch", "S"), ("tch", "S"), ("sh", "S"), ("ch", "S"), ("ph", "f"),
                            ("th", "t"), ("kh", "k"), ("ck", "k"), ("x", "ks"), ("ts", "z"), ("tz", "z"),
                            ("ou", "u"), ("y", "i")):
        word = word.replace(spelling, sound)
    word = re.sub(r"c(?=[ei])", "s", word).replace("c", "k")
    return re.sub(r"(.)\1+", r"\1", word)


def _sound_cost(a: str, b: str, limit: float) -> float:
    """Edit cost between two sound spellings: a letter for one of its kind (b/v, k/g, l/r, a vowel for a vowel) or a
    vowel added or left out costs half; any cost over `limit` is returned as soon as it is sure."""
    row = [0.0]
    for char in b:
        row.append(row[-1] + (0.5 if char in "aeiou" else 1.0))
    for x in a:
        dropped = 0.5 if x in "aeiou" else 1.0
        new = [row[0] + dropped]
        for j, y in enumerate(b, 1):
            same = 0.0 if x == y else (0.5 if _SOUND_CLASS.get(x, -1) == _SOUND_CLASS.get(y, -2) else 1.0)
            new.append(min(row[j - 1] + same, row[j] + dropped, new[j - 1] + (0.5 if y in "aeiou" else 1.0)))
        row = new
        if min(row) > limit:
            return min(row)
    return row[-1]


@lru_cache(maxsize=65536)
def _sound_likeness(sound: str, option: str, floor: float = 0.0) -> float:
    """1 less the edit cost per letter of the option (a name with letters of its own, "Berlin" for Bern, is far);
    below `floor`, only some value below it."""
    return 1.0 - _sound_cost(sound, option, (1.0 - floor) * len(option)) / len(option)


# the endings a name may carry: Cyrillic and Greek case endings, a Romance or German final vowel ("Berne", "Praga")
_NAME_ENDING = re.compile(r"(?:[аяуюеиыоь]|ой|ей|ом|ем|ам|ям|ах|ях|ов|ев|ую|ий|ый|ая|ое|ие|ии|[αηοςι]|ου|ης|ας|ος|ων|ες"
                          r"|[aeo]|en)\Z")


@lru_cache(maxsize=8192)
def _word_stems(word: str) -> tuple[str, ...]:
    """The sounds a written word may name an option by: the whole word, and the word less a case ending or final
    vowel (_NAME_ENDING), or less what follows a Hangul name (a particle, the 어 of a language's name)."""
    if "\uac00" <= word[0] <= "\ud7a3":
        return tuple(_latin_sound(word[:n]) for n in range(len(word), max(len(word) - 6, 1), -1))
    ending = _NAME_ENDING.search(word.lower()) if len(word) > 4 and not "ァ" <= word[0] <= "ー" else None
    return (_latin_sound(word),) + ((_latin_sound(word[: ending.start()]),) if ending else ())


def _latin_word(text: str) -> bool:
    """Whether `text` is written in Latin letters only, diacritics aside ("Brüssel", "Bruxelas")."""
    return _fold_same_length(text).isascii()


@lru_cache(maxsize=1024)
def _option_sounds(choice: str) -> tuple[str, ...]:
    """The sound of each word of an option; a word with no sound ("ー") is left out, as a reply cannot say it."""
    return tuple(sound for sound in map(_latin_sound, re.findall(r"[^\W\d_]+", choice)) if sound)


@lru_cache(maxsize=2048)
def _transliterated_spans(text: str, choices: tuple[str, ...], latin: bool) -> list[tuple[str, int, int]]:
    """(letter, start, end) for each word or run of words of `text` that names exactly one option's text in another
    script or spelling: it sounds like that option (likeness ≥ _TRANSLIT_HIGH) and like no other (each ≤ _TRANSLIT_LOW).
    Latin words are read only when `latin`; short words (`_shortest_named`) and false friends never name an option."""
    options = tuple((LETTERS[i], _option_sounds(c)) for i, c in enumerate(choices[: len(LETTERS)])
                    if c.strip() and not _is_panel_label(c))
    if len(options) < 2:
        return []
    words = [m for m in _TRANSLIT_WORD.finditer(text)
             if (latin or not _latin_word(m.group())) and len(m.group()) > _shortest_named(m.group())]
    spans = []
    for index in range(len(words)):
        for count in (1, 2, 3):
            run = words[index: index + count]
            if len(run) < count or any(text[a.end(): b.start()].strip() for a, b in zip(run, run[1:], strict=False)):
                break
            if count > 1 and any(_latin_word(word.group()) for word in run):
                break  # several Latin words ("Addis Abeba", "Pound sterlin") are the slips' and cognates' to read
            found = _named_option(tuple(word.group() for word in run), options)
            if found:
                spans.append((found, run[0].start(), run[-1].end()))
    return [span for span in spans if not any(o is not span and o[1] <= span[1] and span[2] <= o[2] for o in spans)]


def _shortest_named(word: str) -> int:
    """The most letters a word may have and still name no option by its sound: one in CJK scripts, three in other
    scripts, four in Latin letters (where English words of four, "into", "onto", sound like an option: NATO)."""
    return 1 if word[0] >= "\u3000" else 4 if _latin_word(word) else 3


@lru_cache(maxsize=8192)
def _named_option(run: tuple[str, ...], options: tuple[tuple[str, tuple[str, ...]], ...]) -> str | None:
    """The one option a run of words names by its sound, read with each ending the words may carry."""
    if any(_latin_sound(word) in _TRANSLITERATED_FALSE_FRIENDS for word in run):
        return None
    for stems in itertools.product(*(_word_stems(word) for word in run)):
        floor = _TRANSLIT_HIGH if len(stems) == 1 else -9.0  # an average needs each word's likeness exact
        near = [(letter, _run_likeness(stems, sounds, [s for o, s in options if o != letter], floor))
                for letter, sounds in options if _could_sound_alike(stems, sounds)
                and not (_latin_word(run[0]) and len(sounds) > 1)]  # nor a Latin word of several ("official")
        best, high = max(near, key=lambda pair: pair[1], default=("", 0.0))
        if high >= _TRANSLIT_HIGH and all(_run_likeness(stems, sounds, [s for o, s in options if o != letter],
                                                        _TRANSLIT_LOW) <= _TRANSLIT_LOW
                                          for letter, sounds in options if letter != best):
            return best
    return None


def _could_sound_alike(stems: tuple[str, ...], sounds: tuple[str, ...]) -> bool:
    """Whether the lengths leave room for a likeness of _TRANSLIT_HIGH (a letter more or less costs half at least)."""
    if not stems or not sounds:
        return False
    if len(stems) != len(sounds):
        return len(stems) == 1 and any(1 - abs(len(stems[0]) - len(s)) / 2 / len(s) >= _TRANSLIT_HIGH
                                       for s in sounds if len(s) >= 5)
    return sum(1 - abs(len(a) - len(b)) / 2 / len(b)
               for a, b in zip(stems, sounds, strict=True)) / len(stems) >= _TRANSLIT_HIGH


def _run_likeness(stems: tuple[str, ...], sounds: tuple[str, ...], others: list[tuple[str, ...]],
                  floor: float) -> float:
    if len(stems) == len(sounds):
        return sum(_sound_likeness(stem, sound, floor) for stem, sound in zip(stems, sounds, strict=True)) / len(stems)
    if len(stems) > 1:
        return 0.0
    # one word of a several-word option that no other option has ("франк" for Swiss franc)
    own = [sound for sound in sounds if len(sound) >= 5 and not any(sound in other for other in others)]
    return max((_sound_likeness(stems[0], sound, floor) for sound in own), default=0.0)


def _transliterated_mentions(text: str, choices: list[str], found: list[Mention]) -> list[Mention]:
    """Option texts named in another script or spelling, where the reply has non-Latin letters or names no option
    by its own text; Latin words only in the latter."""
    if found and _latin_word(text):
        return []
    spans = [span for span in _transliterated_spans(text, tuple(choices), not found)
             if not any(m.start < span[2] and span[1] < m.end for m in found)]
    # the decision rules read lists and rejections in English; in another language a sentence that names several
    # options this way ("ドイツ語・フランス語・イタリア語は…") is left out, and a reply still naming several is left
    # alone
    sentences = _translit_sentences(text)
    # the sentence each name stands in (a name starts on a letter, which every sentence match covers), the options
    # each sentence names and the sentences that negate
    home = [next(i for i, (a, b) in enumerate(sentences) if a <= start < b) for _, start, _ in spans]
    named_in = {i: {letter for (letter, _, _), h in zip(spans, home, strict=True) if h == i} for i in set(home)}
    negated = {i for i in named_in if _TRANSLIT_NEGATION.search(text, *sentences[i])}
    spans = [span for span, h in zip(spans, home, strict=True) if len(named_in[h]) == 1 and h not in negated
             and not _TRANSLIT_LISTED_BEFORE.search(text, max(0, span[1] - 40), span[1])
             and not _TRANSLIT_LISTED_AFTER.match(text, span[2])]
    if len({letter for letter, _, _ in spans}) != 1:
        return []
    return [Mention(letter, start, end, "text") for letter, start, end in spans]


# capitals after an indefinite article or "non-" qualify the noun after them ("not an EU member", "a NATO ally",
# "non-EU"): they name no option
_INITIALS_AS_MODIFIER = re.compile(r"(?:\ban?\s+|\bnon-?)$", re.IGNORECASE)


def _initials_mentions(text: str, choices: list[str], found: list[Mention]) -> list[Mention]:
    """An option of several capitalised words named by its capitals as a whole word, case as written ('EU' for
    European Union), where the reply names it by no text of its own and no option's text or capitals are those."""
    named = {m.value for m in found}
    initials = {LETTERS[i]: "".join(word[0] for word in choice.split())
                for i, choice in enumerate(choices[: len(LETTERS)])
                if len(choice.split()) >= 2 and all(word[:1].isupper() and word.isalpha() for word in choice.split())}
    taken = list(initials.values()) + [choice.strip() for choice in choices]
    return [Mention(letter, m.start(), m.end(), "text") for letter, caps in initials.items()
            if letter not in named and taken.count(caps) == 1
            for m in re.finditer(rf"(?<![^\W_]){caps}(?![^\W_])", text)
            if not _INITIALS_AS_MODIFIER.search(text, max(0, m.start() - 5), m.start())]


# the names in other languages of each choice (a row's `params.choice_aliases`, one list per choice), for the one call
# of `extract_answer` / `extract_with_span` that is given them; None (the default) reads option texts as before
_CHOICE_ALIASES: ContextVar[tuple[tuple[str, ...], ...] | None] = ContextVar("_CHOICE_ALIASES", default=None)
_CJK_CHAR = re.compile("[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7a3]")
# negation in the sentence of an alias, beyond _TRANSLIT_NEGATION's: Chinese 并非/並非 (is not), 除了 (except),
# 而非 (rather than), 无/無/否/别/別, Japanese 以外 (other than); the aliases' own characters are blanked before it is
# looked for (不丹 is Bhutan)
_ALIAS_NEGATION = re.compile(r"并非|並非|除了|而非|[无無否别別]|以外")
_ALIAS_MIN_CJK = 2  # a one-character alias (괌) is part of too many words
_ALIAS_MIN_LATIN = 4  # shorter ones ("UK", "ONU", "Rom") are read only as written, case included ("un" is a word)


@lru_cache(maxsize=4096)
def _alias_pattern(alias: str) -> tuple[re.Pattern[str], bool] | None:
    """An alias as a pattern over `_fold_same_length` text: CJK names anywhere (Chinese and Japanese write no
    spaces, Korean adds its particles: "유럽 연합은"), in traditional or simplified characters; other names as whole
    words, case and accents folded; a short Latin name only as written."""
    alias = unicodedata.normalize("NFKC", alias).strip()
    if _CJK_CHAR.search(alias):
        if len(alias) < _ALIAS_MIN_CJK:
            return None
        forms = {_fold_same_length(alias), _fold_same_length(_TRADITIONAL_RE.sub(lambda m: _SIMPLIFIED[m.group()],
                                                                                  alias))}
        return re.compile("|".join(r"\s*".join(map(re.escape, form.split())) for form in sorted(forms))), True
    words = _fold_same_length(alias).split()
    if not words:
        return None
    if len(alias) < _ALIAS_MIN_LATIN:
        return re.compile(rf"(?<!\w){re.escape(alias)}(?!\w)"), False
    return re.compile(r"(?<!\w)" + r"\s+".join(map(re.escape, words)) + r"(?!\w)"), True


def _alias_spans(text: str, choices: list[str], aliases: tuple[tuple[str, ...], ...]) -> list[tuple[str, int, int]]:
    """(letter, start, end) of every alias of a text choice found in `text`; a name inside a longer one (几内亚 in
    几内亚比绍) is the longer one's."""
    folded = _fold_same_length(text)
    spans = []
    for index, (choice, names) in enumerate(zip(choices[: len(LETTERS)], aliases, strict=False)):
        if not choice.strip() or _is_panel_label(choice):
            continue
        for name in names:
            if (compiled := _alias_pattern(name)) is None:
                continue
            pattern, over_folded = compiled
            spans += [(LETTERS[index], m.start(), m.end()) for m in pattern.finditer(folded if over_folded else text)
                      if m.end() > m.start()]
    spans = sorted(set(spans), key=lambda span: (span[1], -span[2], span[0]))
    return [span for span in spans if not any(o[1] <= span[1] and span[2] <= o[2] and o[2] - o[1] > span[2] - span[1]
                                              for o in spans)]


def _comma_part(text: str, start: int, end: int, position: int) -> tuple[int, int]:
    """The part of the sentence `text[start:end]` between the commas around `position`."""
    left = text.rfind(",", start, position)
    right = text.find(",", position, end)
    return (left + 1 if left >= 0 else start, right if right >= 0 else end)


def _alias_mentions(text: str, choices: list[str], found: list[Mention]) -> list[Mention]:
    """Choices named by an alias, read as the transliterated names are: the rules read lists, rejections and doubt in
    English, so a sentence that names several choices, lists one with another or negates (in English, Russian,
    Chinese, Japanese, Korean …: "不是欧盟。") names none, and a reply whose aliases name several choices names none
    by them; what overlaps an English mention is the English mention's."""
    aliases = _CHOICE_ALIASES.get()
    if not aliases:
        return []
    all_spans = _alias_spans(text, choices, aliases)
    spans = [span for span in all_spans if not any(m.start < span[2] and span[1] < m.end for m in found)]
    if not spans:
        return []
    sentences = _translit_sentences(text)
    home = [next((i for i, (a, b) in enumerate(sentences) if a <= start < b), -1) for _, start, _ in spans]
    named_in = {i: {letter for (letter, _, _), h in zip(spans, home, strict=True) if h == i} for i in set(home)}

    def negated(i: int) -> bool:
        a, b = sentences[i]
        # "Como Suiza no usa el euro, la entidad … debe ser el franco suizo.": another option turned down in a part
        # of its own before a comma leaves the alias in the other part standing
        turned_down = [_comma_part(text, a, b, m.start) for m in found
                       if a <= m.start < b and _NEGATOR_BEFORE.search(text, max(a, m.start - 40), m.start)]
        blank = "".join(" " if any(s <= k < e for _, s, e in all_spans) or any(s <= k < e for s, e in turned_down)
                        else text[k] for k in range(a, b))
        return bool(_TRANSLIT_NEGATION.search(blank) or _ALIAS_NEGATION.search(blank))

    spans = [span for span, h in zip(spans, home, strict=True) if h >= 0 and len(named_in[h]) == 1 and not negated(h)
             and not _TRANSLIT_LISTED_BEFORE.search(text, max(0, span[1] - 40), span[1])
             and not _TRANSLIT_LISTED_AFTER.match(text, span[2])]
    if len({letter for letter, _, _ in spans}) != 1:
        return []
    return [Mention(letter, start, end, "text") for letter, start, end in spans]


def _text_mentions(text: str, choices: list[str]) -> list[Mention]:
    folded = _fold_same_length(text)
    found = []
    for index, choice in enumerate(choices[: len(LETTERS)]):
        if not choice.strip() or _is_panel_label(choice):
            continue
        pattern = _text_pattern(choice)
        exact = [Mention(LETTERS[index], m.start(), m.end(), "text")
                 for m in (pattern.finditer(folded) if pattern else ())]
        found += exact or [Mention(LETTERS[index], a, b, "text") for a, b in _slipped_text_spans(folded, choice)]
        if not exact:
            found += [Mention(LETTERS[index], a, b, "text") for a, b in _head_word_spans(folded, choice, choices)]
    found += _initials_mentions(text, choices, found)
    found += _transliterated_mentions(text, choices, found)
    if _CHOICE_ALIASES.get() is not None:
        found += _alias_mentions(text, choices, found)
    # a longer choice containing a shorter one ("French Guiana" ⊃ "French") is one mention
    return [m for m in found if not any(o is not m and o.start <= m.start and m.end <= o.end
                                        and o.end - o.start > m.end - m.start for o in found)]


# what a border word describes when it places drawn things side by side: "shown as neighbouring nodes", "adjacent boxes"
_LAYOUT_NOUN_AFTER = re.compile(r"\s+(?:nodes?|boxes|circles|bubbles|labels|arrows|lines|panels|positions|cells"
                                r"|rectangles|shapes)\b")


def _cue_mentions(text: str, choices: list[str]) -> list[Mention]:
    """Words that stand for a relation choice ('neighbours' for 'shares border with'), one choice per cue."""
    folded = _fold_same_length(text)
    found = []
    for key, cue in _RELATION_CUES.items():
        owners = [i for i, c in enumerate(choices[: len(LETTERS)]) if key in _fold_same_length(c).split()]
        if len(owners) == 1:
            found += [Mention(LETTERS[owners[0]], m.start(), m.end(), "cue")
                      for m in re.finditer(rf"(?<![a-z0-9])(?:{cue})(?![a-z0-9])", folded)
                      if not (key == "border" and _LAYOUT_NOUN_AFTER.match(folded, m.end()))]
    return found


# a letter labelling a list item: "A) …", "- B: …", "(c) …", "D. …"
_LIST_MARKER = re.compile(rf"(?:^|(?<=[\s,;:>\-•*]))\(?([{_LL}])(?:\)|\.(?=\s)|:)(?=\s)", re.MULTILINE)
# a letter opening its line before a dash and the item's description: "A — a T-shaped block seen from above",
# "- (C) – rotated", "D - two extra cubes"
_DASH_LABEL = re.compile(rf"^[ \t]*(?:[-*•][ \t]+)?\(?([{_LL}])\)?[ \t]+[—–-][ \t]", re.MULTILINE)
# what comes before a letter and its full stop that close a sentence: a word on the same line ("… two exceptions, C
# and F. So …", "The odd one out is F. The others …"), where a list marker "F. …" opens its item
_WORD_BEFORE_LETTER = re.compile(r"[^\W_][ \t]+\Z")


def _closes_sentence(text: str, marker: re.Match[str]) -> bool:
    """Whether a letter read as a list marker "F." is rather the end of a sentence after a word."""
    return text.startswith(".", marker.end(1)) and bool(
        _WORD_BEFORE_LETTER.search(text, max(0, marker.start() - 40), marker.start()))


def _list_marker_positions(text: str) -> set[int]:
    """Start positions of letters used as list markers ('A) …', '- B: …', '(c) …') when three or more are, and of
    letters opening lines before a dash ('A — …') when three or more do; a letter closing a sentence after a word ('…
    C and F. So …') is none, and a lone 'D — the only option …' after a list of 'A: …' lines is the answer."""
    positions = set()
    for markers in ([(m.start(1), m.group(1).upper()) for m in _LIST_MARKER.finditer(text)
                     if not _closes_sentence(text, m)],
                    [(m.start(1), m.group(1).upper()) for m in _DASH_LABEL.finditer(text)]):
        if len({letter for _, letter in markers}) >= 3:
            positions |= {start for start, _ in markers}
    return positions


def _clauses(text: str) -> list[tuple[int, int]]:
    """(start, end) of each clause: sentences, cut again at contrast words ('…, but …') and before a request tacked
    onto an answer ('Tentatively B — can you confirm …?')."""
    spans, start = [], 0
    for match in _CLAUSE_END.finditer(text):
        spans.append((start, match.end()))
        start = match.end()
    spans.append((start, len(text)))
    out = []
    for a, b in spans:
        cut = a
        splits = sorted(m.start() for pattern in (_CONTRAST_SPLIT, _TACKED_REQUEST)
                        for m in pattern.finditer(text, a, b))
        for split in splits:
            if split > cut:
                out.append((cut, split))
            cut = split
        out.append((cut, b))
    return [piece for a, b in out if text[a:b].strip() for piece in _split_concession(text, a, b)]


_CONCESSIVE_OPENING = re.compile(r"[\s,]*(?:while|although|though|even\s+though|whilst|despite|aunque|bien\s+que"
                                 r"|obwohl|même\s+si)\b[^,]{3,120},", re.IGNORECASE)


def _split_concession(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """'While I cannot be entirely certain, panel A appears to align …': the concession up to its comma is a clause
    of its own, so its doubt or its rejected option does not stand for the main clause."""
    opening = _CONCESSIVE_OPENING.match(text, start, end)
    if not opening or not text[opening.end(): end].strip():
        return [(start, end)]
    return [(start, opening.end()), (opening.end(), end)]


# what sets an odd-one-out option apart, then the verdict on the same option: "F is the mirror image and breaks the
# rule", "C is not symmetric, so it is the odd one out"
_ODDITY_LATER = re.compile(r"[^.!?;\n]{0,80}?(?:\band\b|\bso\b|,)\s*(?:(?:so|thus|therefore|hence|it|this|that"
                           r"|clearly)\s+)*" + _ODDITY, re.IGNORECASE)


def _mention_negated(text: str, clause_start: int, mention: Mention, odd_task: bool | None) -> bool:
    before = text[max(clause_start, mention.start - 40): mention.start]
    if _NEGATOR_BEFORE.search(before):
        return True
    after = text[mention.end: mention.end + 60]
    if _ODDITY_AFTER.match(after):
        return odd_task is False
    if odd_task is not False and _ODDITY_LATER.match(text, mention.end):
        return False  # the negation describes the outlier ("is the mirror image"), the verdict after it names it
    return bool(_NEGATOR_AFTER.match(after))


def in_contention(clause: str) -> bool:
    """A conclusive clause naming several options keeps them in contention when it pairs them ('B and D both
    match', 'between C and D', 'A or C')."""
    return bool(_CONTENTION.search(clause) or re.search(rf"\b(?:{_OR_AND})\b|或|和|还是", clause, re.IGNORECASE))


# membership as a copula's complement: "it's in the African Union", "Norway is a member of NATO"
_MEMBERSHIP = r"|(?:\b(?:is|are|was)|\b(?:it|that|this)'s)\s+(?:in|a\s+member\s+of)\s+(?:the\s+)?"


# a copula of German, Spanish or French and the article after it: "es handelt sich um den Schweizer Franken", "se
# trata del franco suizo", "il s'agit du franc suisse" (it is the …)
_FOREIGN_COPULA = (r"\b(?:(?:es\s+)?handelt\s+(?:es\s+)?sich\s+(?:also\s+|wohl\s+)?um|se\s+trata\s+(?:pues\s+)?d"
                   r"|s'agit\s+(?:donc\s+)?d)(?:e[nmrs]?|ie|as|el|u|es|e\s+la|e\s+l'|')?\s*"
                   # Dutch and the Nordic languages, "it is": "Het is het paneel …", "Det er panelet …"
                   r"|\b(?:het|dat|dit)\s+is\s+(?:het\s+|de\s+)?|\bdet\s+(?:er|är)\s+")
# the reason given after an option named as the complement of 'is': ", since …", ", because …", ", as …", or after a
# colon: "… is the top-right panel: the L-shaped arm …"
_COPULA_REASON = re.compile(r"^[\"'’*]*\s*(?:,\s*(?:since|because|as|given\s+that)\b"
                            r"|:[ \t]+(?:the|its?|both|all)\b).*$", re.IGNORECASE | re.DOTALL)
# what is drawn at a place named as the complement of 'is', after a dash or a colon: "It's the bottom-right panel —
# the rings there alternate …", "Het is het paneel linksboven: alleen daar …" (after an option's text a dash may weigh
# the others instead: "It's NATO — … isn't in the EU.")
_DASH_GLOSS_AFTER_PLACE = re.compile(r"^(?:\s[—–]|:)[ \t]+[^\W\d_].*$", re.IGNORECASE | re.DOTALL)


# the article between the copula and the option's text, where the subject is a possessive's attribute: "its national
# currency is the zloty", "whose currency is the Krone" (not "The currency is the Euro." among other facts)
_COPULA_ARTICLE = r"(?:the\s+)?"
_POSSESSIVE_SUBJECT = re.compile(r"(?:\b(?:its|whose|their)|\w's)\s+(?:[\w-]+\s+){1,3}(?:is|was),?\s*the\s+[\"'(]?\s*$",
                                 re.IGNORECASE)


# a copula, a description and a dash before the option's text that names it: "That's the Association of Southeast
# Asian Nations — ASEAN."
_NAMED_AFTER_DASH = r"\b(?:it|that|this)(?:['’]s|\s+is)\s+(?:the\s+|an?\s+)?[^,.;:!?\n—–]{1,60}\s[—–-]\s*"
# the copula before an option's text: "… is Vaduz", "That's Dutch (called Flemish in Belgium)."
_COPULA_HEAD = r"(?:\b(?:is|are|be|was)|\b(?:it|that|this)['’]s)"


def _own_label_end(tail: str, value: str) -> int:
    """Where the option's own label ends in the words after its text ("\" relation - option A", " — option E"): the
    text named, then its letter given; 0 when no label of that option opens `tail`."""
    label = re.match(rf"[\"'’*]*\s*(?:(?:relation|edge|entity|node)\s*)?(?:,|\s[—–-])\s*(?:option|choice)\s+"
                     rf"\(?{re.escape(value)}\)?(?![\w'’-])", tail, re.IGNORECASE)
    return label.end() if label else 0


def _named_by_copula(text: str, start: int, end: int, mention: Mention) -> bool:
    """'Liechtenstein's capital is Vaduz.', '… is Luxembourg (city).', '…: the zloty.', "… is 'part of', not
    membership": an option text that ends its clause (but for an aside or a rejected alternative) as the complement
    of 'is' or after a colon; its reason may follow ("… is **part of** (C), since Bavaria is a state of Germany")."""
    tail = re.sub(r"\s*\([^()]{0,40}\)", "", text[mention.end: end])
    tail = re.sub(r"^[\"'’]?\s*,?\s*(?:not|rather\s+than|instead\s+of)\b.*$", "", tail, flags=re.IGNORECASE | re.DOTALL)
    tail = _COPULA_REASON.sub("", tail)
    if mention.kind in ("ordinal", "place"):
        tail = _DASH_GLOSS_AFTER_PLACE.sub("", tail)
    label = _own_label_end(tail, mention.value)
    tail = tail[label:]
    head = text[start: mention.start]
    # the option's own label after it makes the pick ("… is the złoty — option E"), the article then allowed too
    article = _COPULA_ARTICLE if label or _POSSESSIVE_SUBJECT.search(head) else ""
    return (mention.kind in ("text", "ordinal", "place") and not tail.strip(" .!)\"'\n。")
            and bool(re.search(rf"(?:{_COPULA_HEAD},?\s*{article}|[=:]\s*(?:the\s+)?|{_FOREIGN_COPULA}"
                               rf"|{_NAMED_AFTER_DASH}|(?:是|为)\s*{_MEMBERSHIP})[\"'(]?\s*$", head, re.IGNORECASE)))


_QUESTION_PREDICATE = re.compile(
    r"\b(?:which|what)\s+(?:\w+\s+){0,2}?(?:options?|panels?|figures?|frames?|choices?|images?"
    r"|entit(?:y|ies)|relations?|nodes?|edges?|one)\b(?P<predicate>[^?]{6,160})\?", re.IGNORECASE)
_ECHO_STOPWORDS = frozenset({"a", "an", "the", "it", "its", "is", "are", "was", "be", "of", "to", "in", "on", "at",
                             "by", "for", "and", "or", "this", "that", "from", "with", "as"})


@lru_cache(maxsize=256)
def _question_predicate(question: str | None) -> tuple[str, ...]:
    """The content words of what the question asks of the option ('shows sheet after completely unfolded' for 'Which
    option shows the sheet after it is completely unfolded?'); empty when there is no which-question or it asks
    too little to be recognised when echoed."""
    matches = list(_QUESTION_PREDICATE.finditer(question or ""))
    if not matches:
        return ()
    words = [w for w in re.findall(r"[a-z]+", matches[-1].group("predicate").lower()) if w not in _ECHO_STOPWORDS]
    return tuple(words) if len(words) >= 2 else ()


def _echoes_question(clause: str, predicate: tuple[str, ...]) -> bool:
    """'Option D shows the sheet after it is completely unfolded.', 'The sheet after it is completely unfolded is the
    second option.': the question answered in its own words, the option put where it asked 'which' (three quarters
    of the question's content words, compared by their first four letters, and no negation)."""
    if not predicate or _NEGATION.search(clause):
        return False
    said = {word[:4] for word in re.findall(r"[a-z]+", clause.lower())}
    found = sum(word[:4] in said for word in predicate)
    return found >= max(2, math.ceil(0.75 * len(predicate)))


# the option as the object of a likeness that ends the clause: "it looks like the shape in option C."
_LIKENESS = re.compile(r"\b(?:looks?|looking|appears?)\s+(?:exactly\s+|just\s+)?like\b|\bresembl\w*|\bsame\s+as\b",
                       re.IGNORECASE)
_TRAILING_ASIDE = re.compile(r"\s*\([^()]{3,60}\)[\s.!;:,。]*$")


def _likeness_ends_clause(text: str, start: int, end: int, mention: Mention) -> bool:
    """'it looks like option C.', 'should look like option D, since …': the option as the object of a likeness that
    ends its clause, but for an aside or the reason that follows it."""
    tail = "" if _REASON_TAIL.match(text, mention.end, end) else _TRAILING_ASIDE.sub("", text[mention.end: end])
    if _NEGATIVE_SUBJECT.match(text, start, mention.start):
        return False  # "Neither end looks like a language.": a likeness denied
    tail = _WHOSE_VIEW_TAIL.sub("", tail)  # "Looks like A to me."
    return not tail.strip(" .!)\"'\n。") and bool(_LIKENESS.search(text[start: mention.start]))


# whose view a likeness is, after its object: "Looks like A to me.", "looks like option C, imo"
_WHOSE_VIEW_TAIL = re.compile(r"^\s*,?\s*(?:to\s+me|imo|in\s+my\s+(?:view|opinion))\b", re.IGNORECASE)


# a subject that denies what is said of it: "Neither end …", "None of the nodes …", "No node …"
_NEGATIVE_SUBJECT = re.compile(r"\s*(?:neither|none|no(?!\s+doubt)|nothing(?!\s+but))\b", re.IGNORECASE)


def _parenthesised_aside(text: str, start: int, end: int) -> bool:
    """'(A has only two holes, and D places them at the edges.)': a sentence wholly inside brackets, which comments on
    the verdict before it rather than taking it back."""
    clause = text[start:end].strip()
    closed = clause.endswith(")") or text[end:].lstrip().startswith(")")
    return clause.startswith("(") and closed and ")" not in clause[1:-1]


# an option said to be of the same kind as the pick ("Vaduz (C) is also a capital in the region"), not to be possible
# ("Romansh is also Swiss, but it isn't an official language of Italy": the kind said without its article)
_SHARED_KIND = re.compile(r"\b(?:is|are)\s+also\s+(?:(?:a|an)\s+)?(?!(?:possib|valid|plausib|candidate|option|answer"
                          r"|good|reasonable|correct|strong|viable|contender|match|fit|likely|right|consistent|compatible"
                          r"|acceptable|feasible|true|an?\b)\w*)\w+", re.IGNORECASE)
# what a contrast after a second option says of another one, preferring it: "…, but "member of" is the standard
# relation for countries and organisations"
_PREFERRED_AFTER = re.compile(r"\b(?:is|are)\s+(?:the\s+)?(?:standard|usual|better|preferred|more\s+(?:likely|common"
                              r"|standard|precise|specific|fitting))\b", re.IGNORECASE)


def _set_apart(clause: str, following: str) -> bool:
    """'Vaduz (C) is also a capital in the region, but it's the capital of Liechtenstein': an option said to share
    the pick's kind and told apart at once by a contrast is raised and set aside, not kept open beside the pick; so
    is one said to be possible too, where the contrast prefers another ('"part of" (C) could also sound plausible,
    but "member of" is the standard relation …')."""
    return bool(_CONTRAST_SPLIT.match(following)
                and (_SHARED_KIND.search(clause) or _PREFERRED_AFTER.search(following)))


# a second candidate the reply cannot name as an option ("Probably NATO, though it could also be the EU")
_ANOTHER_CANDIDATE = re.compile(r"\b(?:it|this|that)\s+(?:could|might|may)\s+also\s+be\b", re.IGNORECASE)


def _also_possible(clause: str) -> bool:
    """'… although "part of" is also possible', 'D fits as well': another option kept open; 'the only one where the
    square hasn't moved as well' is a negated predicate, not a second option."""
    for match in _ALSO_POSSIBLE.finditer(clause):
        bare_as_well = re.fullmatch(r"as\s+well", match.group(), re.IGNORECASE)
        before = clause[max(0, match.start() - 30): match.start()]
        if bare_as_well and _CONSEQUENCE.search(clause, match.end()):
            continue  # "B changes the size as well, …, so D is the answer": a fact about B, then the verdict
        if not (bare_as_well and re.search(r"n't\b|\bnot\b|\bnever\b", before, re.IGNORECASE)):
            return True
    return False


_PARTIAL_FAULT = re.compile(r"\b(?:wrong|incorrect|off|mismatched|missing|reversed|flipped"
                            r"|(?:does\s+not|doesn't)\s+match)\b", re.IGNORECASE)


def _partial_verdict(text: str, following: tuple[int, int] | None, mentions: list[Mention]) -> bool:
    """'F has the position right but the colour wrong': a verdict taken back at once by a contrast clause that
    judges the same option negatively (and names no other)."""
    if following is None:
        return False
    after = text[following[0]: following[1]]
    named = any(following[0] <= m.start < following[1] for m in mentions)
    return bool(_CONTRAST_SPLIT.match(after.lstrip(" ,")) and _PARTIAL_FAULT.search(after)) and not named


# an option affirmed in an ellipsis that takes its predicate from the clause before: "— B does.", ". A is, with …"
_ELLIPTICAL_AFFIRMATION = re.compile(
    rf"(?:^|[.;:,!]\s+|\s[—–-]\s*)(?:but\s+|only\s+)?(?:(?:option|panel|figure|choice)\s+)?\(?(?P<letter>[{_L}])\)?"
    r"\s+(?:does|do|did|is|was)(?:\s+(?:instead|though))?\s*(?=[.,;!—–]|$)")
_NEGATED_PREDICATE = re.compile(r"n't\b|\bnot\b|\bneither\b|\bnor\b|\bnone\s+of\b", re.IGNORECASE)
# an option's text as the subject of an ellipsis: after a clause's end or a dash, perhaps quoted, then "does" or "is"
_ELLIPSIS_OPENING = re.compile(r"(?:^|[.;:,!]\s+|\s[—–-]\s*)(?:but\s+|only\s+)?(?:the\s+)?[\"'‘“]?$", re.IGNORECASE)
_ELLIPSIS_TAIL = re.compile(r"[\"'’”]?\s+(?:does|do|did|is|was)(?:\s+(?:instead|though))?\s*(?=[.,;!—–]|$)")


def _elliptical_affirmation_events(text: str, choices: list[str]) -> list[Event]:
    """"C doesn't break the pattern — B does.", "D is not the odd one; neither is F. A is, with its open outline.": an
    option affirmed in an ellipsis right after a negated clause takes that clause's predicate, so it is the pick."""
    events = []
    for match in _ELLIPTICAL_AFFIRMATION.finditer(text):
        before = text[max(0, match.start() - 120): match.start() + 1]
        if match.group("letter") in _valid_letters(choices) and _NEGATED_PREDICATE.search(before):
            events.append(Event(RANK_STATEMENT, match.end(), match.group("letter")))
    for mention in _text_mentions(text, choices):
        # "None of 'part of' or 'capital of' fits; 'shares border with' does.": an option's text in the same ellipsis
        opening = _ELLIPSIS_OPENING.search(text[max(0, mention.start - 12): mention.start])
        tail = _ELLIPSIS_TAIL.match(text, mention.end)
        if opening and tail and _NEGATED_PREDICATE.search(text[max(0, mention.start - 120): mention.start]):
            events.append(Event(RANK_STATEMENT, tail.end(), mention.value))
    return events


# a clause that opens on the options other than the pick: "Of the other options, …", "The rest: …", "其余选项中，…",
# "其他选项…", "他の選択肢は…", "残りの…", "Las demás opciones …"
_OTHERS_OPENING = re.compile(
    r"\W*(?:(?:of|among|as\s+for|for)\s+)?(?:the\s+)?(?:(?:other|remaining)\s+(?:options|choices|panels|figures|ones)"
    r"|rest|others)\b|\W*(?:其[余餘他]|剩[余下]的?)(?:的)?(?:选项|選項|图形|圖形|答案)|\W*(?:他の|残りの)(?:選択肢|図)"
    r"|\W*(?:(?:de|entre)\s+)?(?:las|los)\s+(?:demás|otras|otros|restantes)\b", re.IGNORECASE)


# a rejection just before an option: "it is not Nairobi", "isn't (B)", "rules out panel C"; an option rejected in a
# clause is no pick of that clause, wherever else the clause names it ("Nairobi is in the graph, so it is not Nairobi.")
_REJECTION_BEFORE = re.compile(r"(?:\bnot|n't|\bnor|\bneither|\brule[sd]?\s+out|\bruling\s+out|\bexclud(?:e|es|ed|ing)"
                               r"|\brather\s+than|\binstead\s+of|\beliminat(?:e|es|ed|ing))\s+"
                               r"(?:(?:the\s+)?(?:option|panel|figure|choice)\s+)?\(?$", re.IGNORECASE)


# a contrast of two options opening its sentence, one kept and one rejected: "Kampala, not Nairobi.", "Not Nairobi but
# Kampala.", "Kampala rather than Nairobi.", "Kampala instead of Nairobi.", "Kampala (not Nairobi).", "Kampala — not
# Nairobi, which is …", "Not A but C."; the contrast closes its sentence or an aside follows it
_CONTRAST_OPENING = re.compile(r"(?:^|(?<=[.!?\n]))[\s*_\"'“‘]*$")
_CONTRAST_NOT = re.compile(r"(?:^|(?<=[.!?\n]))[\s*_\"'“‘]*not\s+(?:(?:option|panel|figure|choice)\s+)?\(?$",
                           re.IGNORECASE)
_CONTRAST_KEPT_FIRST = re.compile(r"\)?\s*(?:,|—|–|--?|\()?\s*(?:(?:and|but)\s+)?(?:not|rather\s+than|instead\s+of)\s+"
                                  r"(?:(?:option|panel|figure|choice)\s+)?\(?$", re.IGNORECASE)
_CONTRAST_BUT = re.compile(r"\)?\s*,?\s*but\s+(?:(?:option|panel|figure|choice)\s+)?\(?$", re.IGNORECASE)
_CONTRAST_CLOSE = re.compile(r"\)?\)?\s*(?:$|[.!;\n]|,\s*(?:which|who|that|since|because|as|for)\b|\s*[—–(]|\s+-\s)",
                             re.IGNORECASE)


def _contrast_events(text: str, choices: list[str]) -> list[Event]:
    """'Kampala, not Nairobi.', 'Not Nairobi but Kampala.', 'Kampala rather than Nairobi.', 'Not A but C.': a sentence
    that opens on two options, one kept and the other rejected, and closes there (or goes on into an aside) commits
    to the one kept."""
    mentions = sorted(_letter_mentions(text, choices) + _text_mentions(text, choices), key=lambda m: m.start)
    events = []
    for first, second in zip(mentions, mentions[1:], strict=False):
        if first.value == second.value or not _CONTRAST_CLOSE.match(text, second.end):
            continue
        between = text[first.end: second.start]
        if _CONTRAST_KEPT_FIRST.fullmatch(between) and _CONTRAST_OPENING.search(text, 0, first.start):
            events.append(Event(RANK_CONCLUSION, second.end, first.value))
        elif _CONTRAST_BUT.fullmatch(between) and _CONTRAST_NOT.search(text, 0, first.start):
            events.append(Event(RANK_CONCLUSION, second.end, second.value))
    return events


def _mention_events(text: str, choices: list[str], odd_task: bool | None,
                    question: str | None = None) -> list[Event]:
    """A clause that commits to one option: it names it (not negated, not as a list marker), it is no question and
    no hypothetical, and it reads as a conclusion ('so D', 'corresponds to option (D)', 'matches panel (d)',
    'the odd one out is F', 'the figure that violates the concept is E', 'so Kampala', the question's own words)."""
    predicate = _question_predicate(question)
    listed = _list_marker_positions(text)
    letters = [m for m in _letter_mentions(text, choices) if m.start not in listed]
    texts = _text_mentions(text, choices)
    letters += _ordinal_mentions(text, choices, letters + texts)
    cues = [m for m in _cue_mentions(text, choices)
            if not any(t.start <= m.start and m.end <= t.end for t in texts)]  # "'capital of'" is one mention
    events = []
    clauses = _clauses(text)
    for index, (start, end) in enumerate(clauses):
        clause = text[start:end]
        inside = [m for m in letters + texts + cues if start <= m.start < end]
        if any(e.value is not None for e in events) and _parenthesised_aside(text, start, end):
            continue  # "… what option C shows. (A has only two holes, and D …)": the others weighed in an aside
        if _in_open_table_row(text, start):
            continue  # "| A | 2 holes, top edge only | unlikely |": a row whose verdict leaves its option open
        kept_open = _also_possible(clause) and not _set_apart(clause, text[end: end + 80])
        if kept_open and (inside or re.search(rf"(?<![A-Za-z])[{_L}](?![A-Za-z])", clause)
                          or _ANOTHER_CANDIDATE.search(clause)):
            events.append(Event(RANK_STATEMENT, end, None))  # "… although 'part of' is also possible"
            continue
        if not inside or _SENTENCE_QUESTION_END.search(clause.rstrip(" .\n")) or "?" in text[end - 1: end + 1]:
            continue
        if _CJK_ONE_OF.search(clause):
            events.append(Event(RANK_STATEMENT, end, None))  # "ユーロかクローネ、どちらかです。": one of two, not which
            continue
        if _sentence_is_question(text, start):
            continue
        if _label_placed(text, start, end, inside):
            continue  # "Panel A is the first one in the top row.": where the option is drawn, no pick
        if _OTHERS_OPENING.match(clause) and len({m.value for m in inside}) >= 2:
            continue  # "选项E。其余选项中，B和D是…，A、C、F…": the options other than the pick, weighed after it
        judged = text[start: _reason_start(text, inside, end)]  # "… matches E — B is wrong": the verdict is on E
        if (_HYPOTHETICAL_CLAUSE.search(_asserted(clause, text[end: end + 200]))
                or _NEGATIVE_VERDICT.search(judged) and not (odd_task and re.search(_ONLY_ONE_THAT, judged, re.I))
                or odd_task is False and _MIRROR_VERDICT.search(judged)):
            continue
        if not odd_task and _crossed(clause):
            continue  # "- E. Romansh — ✗ only in Switzerland": the item is crossed out, whatever its note says
        kept = [m for m in inside if not _mention_negated(text, start, m, odd_task)
                and not _TOPIC_FRAME.search(text[max(start, m.start - 30): m.start])
                and not _OTHERS_BRACKET.search(text[max(start, m.start - 80): m.start])
                and not _TRANSFORMED_FROM.search(text[max(start, m.start - 40): m.start])]
        rejected = {m.value for m in inside if _REJECTION_BEFORE.search(text, max(start, m.start - 40), m.start)}
        kept = [m for m in kept if m.value not in rejected]  # "Nairobi is in the graph, so it is not Nairobi."
        if not kept:
            continue
        strong = _concluded_on_cue(text, kept, end) or [m for m in kept if m.kind != "cue"] or kept
        aside = _TRAILING_ASIDE.search(clause)
        if aside and {m.value for m in strong if m.start < start + aside.start()}:
            # "…, which is option D (option A is at 270°, option F at 180°).": the others weighed in a closing aside
            strong = [m for m in strong if m.start < start + aside.start()]
        strong = _before_reason(text, strong, end)  # "So C, because A and B are mirrored.": A and B are grounds
        values = {m.value for m in strong}
        trimmed = _TRAILING_PUNCT.sub("", _TRAILING_ASIDE.sub("", clause))  # "… is B (arrow pointing down-left)."
        trimmed = _CONFIRMING_TAIL.sub("", trimmed)  # "its option see yeah": the answer, then a word confirming it
        trimmed = _REJECTED_TAIL.sub("", trimmed)  # "… option E, not C": the verdict, then the alternative it rejects
        if _REASON_TAIL.match(text, strong[-1].end, end):
            trimmed = text[start: strong[-1].end]  # "es ist C, weil …", "Bild ist A: …": the verdict, then its reason
        if _labelled_text_ends(text, strong, end):
            trimmed = text[start: strong[-1].start].rstrip()  # "that is (E) Addis Ababa.": the label says it
        # a predicate after the option closes the clause on the mention last in it ("세 번째 보기, 즉 C입니다": the
        # third option, that is C), whatever kind of mention came last in the list
        last_end = max(m.end for m in strong)
        conclusive = bool(_concluding_words(clause, last_end - start) or _CONCLUSIVE_END.search(trimmed)
                          or _IT_IS_END.search(trimmed) or _LEANING_OPENER.match(clause)
                          or _REMAINS_OPENING.match(clause)
                          or _SUMMING_UP_OPENER.match(clause) or _KOREAN_VERDICT.match(text, last_end)
                          or _INDIC_VERDICT.match(text, last_end) or _AFTER_VERDICT.match(text, last_end)
                          or any(_named_by_copula(text, start, end, mention) for mention in strong)
                          or _likeness_ends_clause(text, start, end, strong[-1])
                          or _echoes_question(clause, predicate) or _ASKED_FOR_THING.search(clause)
                          or _ONE_PLACED_LAST.search(trimmed) or _THAT_IS_LABEL_END.search(trimmed))
        if _partial_verdict(text, clauses[index + 1] if index + 1 < len(clauses) else None, letters + texts + cues):
            continue
        if strong[0].kind == "cue":
            conclusive = conclusive or bool(re.search(r"\b(?:since|because|as)\b", clause, re.IGNORECASE))
        if _ODDITY_AFTER.search(clause) or re.search(_ODDITY, clause, re.IGNORECASE):
            conclusive = conclusive or odd_task is not False
        if not conclusive:
            continue
        concluded = _consequence_events(text, start, end, strong) if len(values) > 1 else []
        if len(values) == 1:
            last = strong[-1]
            events.append(Event(RANK_STATEMENT, last.end, last.value))
        elif concluded:
            events += concluded  # "A shows two holes, B three and C four, so C matches": the data, then the verdict
        elif in_contention(clause):
            events.append(Event(RANK_STATEMENT, strong[-1].end, None))
    return events


_CONSEQUENCE_WORD = re.compile(r"\b(?:so|therefore|thus|hence)\b", re.IGNORECASE)


def _concluded_on_cue(text: str, kept: list[Mention], end: int) -> list[Mention]:
    """"… and 'part of' is used for geographic containment, so the masked edge is membership.": a clause that closes
    on a relation's cue word after a consequence word concludes on that cue, whatever option texts it weighed before
    the consequence; [] when the clause does not close so."""
    last = max(kept, key=lambda m: m.end)
    if last.kind != "cue" or text[last.end: end].strip(" .!\n\"'”’)"):
        return []
    named_before = max((m.end for m in kept if m.kind != "cue"), default=None)
    if named_before is None or not _CONSEQUENCE_WORD.search(text, named_before, last.start):
        return []
    return [last]


# a clause closing on "that is" and an option's label: "… és «situat a la regió», és a dir, l'opció A." (the Romance
# "that is" spelt out in normalising)
_THAT_IS_LABEL_END = re.compile(r",\s*that\s+is,\s*(?:(?:the\s+|la\s+|l')?(?:option|opció|opción|opção|opzione)\s+)?"
                                r"\(?[A-J]\)?\W*$", re.IGNORECASE)


# what follows an "only" that describes what an option holds rather than singling it out: any word but a noun for an
# option ("E. Mercosur — only South American countries", against "C — the only one with a gap")
_ONLY_DESCRIBES = re.compile(r"\s+(?!(?:one|ones|option|panel|figure|choice|image|answer|candidate|match)\b)[^\W\d_]",
                             re.IGNORECASE)


# a table's verdict cell that leaves its row's option open: "| B | 4 holes | possible |", "| C | … | less likely |"
_OPEN_CELL = re.compile(r"\|\s*(?:\*\*)?(?:possible|possibly|maybe|plausible|unlikely|less\s+likely|likely|unclear"
                        r"|uncertain)\b[^|\n]*\|", re.IGNORECASE)


def _in_open_table_row(text: str, position: int) -> bool:
    """Whether `position` lies on a row of a markdown table (a line that opens on a pipe and holds two more) whose
    verdict cell leaves the option open ("possible", "unlikely"): its other cells describe the option, they do not
    pick it."""
    line_start = text.rfind("\n", 0, position) + 1
    line_end = text.find("\n", position)
    line = text[line_start: line_end if line_end >= 0 else len(text)]
    return line.lstrip().startswith("|") and line.count("|") >= 3 and _OPEN_CELL.search(line) is not None


def _concluding_words(clause: str, mention_end: int) -> bool:
    """Whether the clause holds words of a conclusion (`_CONCLUSIVE_CLAUSE`), leaving out a bare "only" after the
    option that describes what it holds ("**C. African Union** — only African countries.": a walk through the
    options, not a pick; "the only …" still singles it out) and a Japanese "only" after a count."""
    return any(not _JA_COUNTED_ONLY.search(clause, 0, match.end()) if match.group() in ("だけ", "のみ")
               else match.group().lower() != "only" or match.start() < mention_end
               or re.search(r"\bthe\s+$", clause[: match.start()], re.IGNORECASE)  # "E, the only asymmetric one"
               or not _ONLY_DESCRIBES.match(clause, match.end()) for match in _CONCLUSIVE_CLAUSE.finditer(clause))


# Japanese "only" after a count restricts the count, it singles out no option: "C：穴が4つ、ただし1つだけ形が異なる"
# (only one hole is shaped differently)
_JA_COUNTED_ONLY = re.compile(r"(?:\d+|[一二三四五六七八九十]+)\s*(?:つ|個|本|枚|箇所|か所|ヶ所)(?:だけ|のみ)$")


# the marks that cross an item out (not "×", also a multiplication sign)
_CROSS_MARKS = _NEGATIVE_MARKS.replace("×", "")


def _crossed(clause: str) -> bool:
    """Whether a clause is crossed out by a mark and ticked by none ("Romansh — ✗ only in Switzerland"): where the
    question asks for the option that fits, a crossed option is rejected, not picked."""
    return any(mark in clause for mark in _CROSS_MARKS) and not any(mark in clause for mark in _POSITIVE_MARKS)


# what a reply says of the options it turns down after a dash, and what keeps one open instead
_TURNED_DOWN = (r"\b(?:mirror(?:ed)?|reflect\w*|wrong|incorrect|missing|extra|different|mismatch\w*|do(?:es)?n't"
                r"|does\s+not|do\s+not|not\s+(?:match|fit)|out\b|ruled\s+out|eliminated)")
_KEPT_OPEN = r"\b(?:or|maybe|perhaps|possibly|also\s+(?:fits?|works?|matches|possible|plausible)|could|might)\b"
# a dash after the pick, then the others turned down: "matches **E** — A and D are mirror images, …"
_DASH_REASON = r"|(?P<dash>(?:\*\*)?\s+[—–]\s+)(?=[^\n]*?" + _TURNED_DOWN + r")"
# a causal conjunction right after an option, perhaps after its closing bracket or quote and a comma, opening the
# reason for it: "… is NATO (B), since …", "… es la OTAN (B), ya que …", "… est l'OTAN, puisque …", "… C, weil …",
# "…是B，因为…"
_REASON_AFTER_PICK = re.compile(
    r"[\"'’»”)）]?(?:\s*,\s*|\s+)(?:because|since|weil|denn|porque|ya\s+que|puesto\s+que|dado\s+que|puisque"
    r"|parce\s+que|étant\s+donné\s+que|pois|já\s+que|visto\s+que|perché|poiché|dato\s+che|siccome)\b"
    r"|[\"'’»”)）]?\s*[,，]?\s*(?:因为|因為|なぜなら)"
    # a colon, then the grounds in a clause of their own: "The odd panel is B: in A, C, D, E and F the shaded …"
    r"|(?P<colon>:[ \t]+)(?=(?-i:[a-z]))"
    + _DASH_REASON, re.IGNORECASE)


def _reason_after(text: str, start: int, end: int) -> re.Match[str] | None:
    """The reason for a pick opening at `start` (`_REASON_AFTER_PICK`); a dash or a colon opens one only where the
    rest of its line keeps no option open ("C — A and B are mirrored, though D could fit too" weighs D, it gives no
    grounds)."""
    reason = _REASON_AFTER_PICK.match(text, start, end)
    if reason and (reason.groupdict().get("dash") or reason.groupdict().get("colon")):
        line_end = text.find("\n", start)
        if re.search(_KEPT_OPEN, text[start: len(text) if line_end < 0 else line_end], re.IGNORECASE):
            return None
    return reason


def _pick_before_reason(text: str, mentions: list[Mention], end: int) -> tuple[Mention, re.Match[str]] | None:
    """The pick a reason opens right after, in a clause ending at `end`, and the reason: the first mention a reason
    follows, where the clause named no other option up to it and the reason names another; None otherwise."""
    for mention in sorted(mentions, key=lambda m: m.start)[:-1]:
        reason = _reason_after(text, mention.end, end)
        if reason:
            head = {m.value for m in mentions if m.start <= mention.start}
            rivals = {m.value for m in mentions if m.start > mention.start} - {mention.value}
            return (mention, reason) if len(head) == 1 and rivals else None
    return None


def _reason_start(text: str, mentions: list[Mention], end: int) -> int:
    """Where the reason for a pick opens in a clause ending at `end` (`_pick_before_reason`); `end` when none."""
    found = _pick_before_reason(text, mentions, end)
    return found[1].start() if found else end


def _before_reason(text: str, mentions: list[Mention], end: int) -> list[Mention]:
    """'So NATO (B), because Norway and Turkey link to it and neither is in the European Union.', 'So C, because A and
    B are mirrored.': where a reason opens right after an option and the clause named no other option before it, the
    options the reason names are its grounds, not rivals of the pick: the mentions up to the reason (all of them where
    the reason names no other)."""
    found = _pick_before_reason(text, mentions, end)
    return [m for m in mentions if m.start <= found[0].start] if found else mentions  # in the order they came


# an option's label opening its clause, then the verb that places it: "Panel A is …", "(B) sits in …"
_LABEL_THEN_PLACED = re.compile(rf"\s*(?:{_PLACE_NOUN}\s+)?\(?(?-i:[{_L}])\)?\s+(?:is|sits|lies|appears|stands)\s+"
                                r"(?:(?:in|at|on)\s+)?", re.IGNORECASE)


def _label_placed(text: str, start: int, end: int, mentions: list[Mention]) -> bool:
    """'Panel A is the first one in the top row.', 'C sits in the top-right corner.': a clause that only says where an
    option is drawn, its label the subject and its own place in the grid the rest, names no pick."""
    opening = _LABEL_THEN_PLACED.match(text, start, end)
    places = [m for m in mentions if m.kind == "place"]
    return bool(opening and places and places[-1].start == opening.end() and not text[places[-1].end: end].strip(
        " .!\n") and {m.value for m in mentions} == {places[-1].value})


def _labelled_text_ends(text: str, mentions: list[Mention], end: int) -> bool:
    """'Among the given choices, that is (E) Addis Ababa.': the clause ends on an option's text right after the same
    option's bracketed label, which names it once; the clause reads as if it ended on the label."""
    mentions = sorted(mentions, key=lambda m: m.start)
    if len(mentions) < 2 or mentions[-1].kind != "text" or mentions[-2].kind == "text":
        return False
    label, named = mentions[-2], mentions[-1]
    return (label.value == named.value and re.fullmatch(r"\)\s*", text[label.end: named.start]) is not None
            and not text[named.end: end].strip(" .!\n"))


# a consequence inside one clause: "A:4、B:4、C:5 … なので、Cだけが違います", "A has four sides, C five, so C differs"
# what is left after the others, in German, Spanish, French, Italian, Portuguese: "also bleibt nur A übrig", "queda la
# C", "il reste C", "rimane la D", "resta a B"
_LEFT_OVER = (r"|also(?=\s+(?:bleibt|ist|sind|muss|kommt|passt)\b)|bleibt(?:\s+(?:nur|allein|einzig|noch))?"
              r"|queda(?:n)?|il\s+reste|reste|rimane|resta|sobra")
_CONSEQUENCE = re.compile(r"\b(?:so|thus|hence|therefore|donc|daher|deshalb|por\s+lo\s+tanto|así\s+que|entonces"
                          + _LEFT_OVER +
                          r"|(?:which|that|this)\s+leaves(?:\s+(?:only|just|us\s+with))?|gives|yields"
                          r"|leaving(?:\s+(?:only|just|us\s+with))?"
                          r"|(?:chang|switch|mov)(?:e|es|ed|ing)?\s+from\s+\S+\s+to)\b"
                          # "から、" after a predicate is "because" ("…から、"), after a noun "from" ("正面から、")
                          r"|なので|ので|(?:(?<=[るたいすうくつむぶぐ])|(?<=です)|(?<=ます))から、|したがって|よって|だから"
                          # "ため、" after a predicate is "since" ("表示されているため、"), as is "そのため、" (hence)
                          r"|(?:(?<=[るたい])|(?<=その))ため[、,]"
                          r"|所以|因此"
                          r"|므로|따라서|그러므로|그래서|니까", re.IGNORECASE)


# the comma after a bracketed reason, where a verdict may follow: "Option A has it at top-right (that's the mirror),
# option C matches."
_AFTER_BRACKETED_REASON = re.compile(r"\)\s*,")
_SO_DOES = re.compile(r"\s+(?:does|do|did|is|are|was|were|can|could|would|has|have)\b", re.IGNORECASE)  # "so does D"


# "…, and only" after options weighed together singles one out: "panels C and E look alike, and only C keeps the
# arrow's orientation", "les panneaux C et E se ressemblent, et seul C …"
_ONLY_AFTER_AND = re.compile(r",\s*(?:and|but|et|mais|y|pero|und|aber|e|ma)\s+"
                             r"(?:only|seul(?:e|ement)?|s[oó]lo|solamente|nur|soltanto|solo)\b", re.IGNORECASE)


def _consequence_events(text: str, start: int, end: int, mentions: list[Mention]) -> list[Event]:
    """A clause naming several options, then a consequence word (or the comma after a bracketed reason, where what
    follows is itself a verdict) and one option after it: the options before were the data, the one after is what the
    clause concludes (unless two stay paired there)."""
    cues = list(_CONSEQUENCE.finditer(text, start, end)) + list(_ONLY_AFTER_AND.finditer(text, start, end))
    brackets = [m for m in _AFTER_BRACKETED_REASON.finditer(text, start, end)
                if _CONCLUSIVE_CLAUSE.search(text, m.end(), end)]
    cues = sorted(cues + brackets[-1:], key=lambda m: m.end())
    if not cues or _SO_DOES.match(text, cues[-1].end(), end):
        return []
    after = [m for m in mentions if m.start >= cues[-1].end()]
    if len({m.value for m in after}) != 1 or in_contention(text[cues[-1].end(): end]):
        return []
    return [Event(RANK_STATEMENT, after[-1].end, after[-1].value)]


# what follows a verdict to explain it: a colon, a dash, a parenthesis or a causal conjunction ("…, because …",
# "…, weil …", "…, porque …", "…, puisque …", "… : c'est la seule …"), also after the bracket closing a bracketed letter
# ("… (B), ya que …")
_REASON_TAIL = re.compile(r"[\"'’»”)）]?\s*(?:[:(]|[—–]\s|,?\s*\b(?:because|bcoz|bcos|becuz|coz|cuz"
                          r"|since|as|for|weil|da|denn|porque|ya\s+que"
                          r"|pues"
                          r"|puesto\s+que|puisque|parce\s+que|car|pois|já\s+que|visto\s+que|perché|poiché|visto\s+che"
                          r"|dato\s+che|siccome|так\s+как|потому\s+что|поскольку|ведь|fordi|omdat|want|eftersom"
                          r"|ettersom|koska|sillä|لأن|لأنه|لانه|لان|حيث|إذ|فهو|فهي|چون|زیرا|כי|מכיוון|משום|çünkü|vì"
                          r"|bởi\s+vì|karena|kerana|sebab|kasi|dahil)\b|,?\s*(?:因为|なぜなら|เพราะ|เนื่องจาก|"
                          + _indic_words("क्योंकि", "কারণ", "ఎందుకంటే", "ஏனெனில்", "ஏனென்றால்") + "))",
                          re.IGNORECASE)


# --------------------------------------------------------------------------------------------------------------
# public API


_CONDITIONAL_ANSWER = re.compile(
    # "by shape, C breaks it; by colour, E": a reading named with "by" is a condition as well
    r"\b(?:if|when|assuming|(?<![\w,] )by)\b[^.;!?\n]{1,120}?,\s*(?:then\s+)?"
    # the condition's consequence, then its answer: "If it's the folded corner, the holes are central, that's C"
    r"(?:[^,.;!?\n]{1,80},\s*(?=(?:that's|that\s+is|it's|it\s+is|which\s+is)\s))?"
    r"(?:(?:it(?:'s|\s+is|\s+would\s+be)|the\s+(?:answer|count|total)\s+(?:is|would\s+be)|that's|that\s+is|which\s+is"
    r"|we\s+get)\s+)?",
    re.IGNORECASE,
)


# two answers, each before the condition it hangs on: "the count is 4 if the dashed lines are ignored, or 6 if they
# are included", "A if the fold is vertical, otherwise C"
_POSTPOSED_CONDITIONS = re.compile(
    r"(?<![^\s(*])(?P<first>[^\s,;:*()]+)\*{0,2}\s+if\s+[^.;!?\n]{1,100}?,?\s+(?:(?:or|and|but)\s+(?:else\s+)?"
    r"(?P<second>[^\s,;:*()]+)\*{0,2}\s+if\b|otherwise\s+(?:(?:it's|it\s+is|it\s+would\s+be)\s+)?(?P<other>[^\s,;:*()]+?)"
    r"\*{0,2}[.!]?(?:\s|$))",
    re.IGNORECASE)


def _conditional_alternative_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """'If it counts types, it's 5; if it counts edges, 6': answers that hang on conditions the reply leaves open
    keep two answers in contention, a hedge placed after the last of them."""
    found = []
    for match in _CONDITIONAL_ANSWER.finditer(text):
        parsed = parse_span(text[match.end(): match.end() + 80], answer_type, choices)
        if parsed.value is not None:
            found.append((match.end(), parsed.value))
    for (first, a), (second, b) in zip(found, found[1:], strict=False):
        if a != b and second - first < 300:
            return [Event(RANK_STATEMENT, second + 1, None)]
    for match in _POSTPOSED_CONDITIONS.finditer(text):
        words = (match.group("first"), match.group("second") or match.group("other"))
        a, b = (parse_span(word.rstrip("."), answer_type, choices) for word in words)
        if (a.value is not None and b.value is not None and a.value != b.value
                and all(parsed.length == len(word.rstrip(".")) for parsed, word in zip((a, b), words, strict=True))):
            # as strong as an answer label inside it ("the count is 4 if …")
            return [Event(RANK_CONCLUSION, match.end(), None)]
    return []


# an answer given under a condition that names one reading of the question: "If entities, 7.", "If you meant the
# relation: capital of.", "If factual: yes, …"
_NAMED_CONDITION = re.compile(r"\bif\s+(?:you\s+meant?\s+|you're\s+asking\s+(?:about|for)\s+|it's\s+|it\s+is\s+)?"
                              r"(?:the\s+)?(?P<reading>[a-z]+(?:\s+[a-z]+)?)\s*[,:]\s*", re.IGNORECASE)


def _condition_met(reading: str, answer_type: str, question: str | None) -> bool:
    """Whether the reading a condition names is the one the question asks for: the counted noun for a count ("If
    entities" answers "How many entities …?"), else the condition's word in the question ("If factual" answers "Is
    there a factual error …?")."""
    if not question:
        return False
    if answer_type == "integer":
        target = count_target(question)
        return target is not None and _topic(reading) == target
    stem = re.sub(r"(?:ies|s)$", "", reading.split()[-1].lower())
    return len(stem) > 3 and bool(re.search(rf"\b{re.escape(stem)}(?:s|es|ies|y|al)?\b", question, re.IGNORECASE))


def _met_condition_events(text: str, answer_type: str, choices: list[str], question: str | None) -> list[Event]:
    """'Do you mean entities or relations? If entities, 7.': a reply that answers under a condition naming the very
    reading the question asks for answers the question; a condition naming another reading answers another question
    and gives nothing here."""
    events = []
    for match in _NAMED_CONDITION.finditer(text):
        if not _condition_met(match.group("reading"), answer_type, question):
            continue
        parsed = parse_span(text[match.end(): match.end() + 80], answer_type, choices)
        if parsed.value is not None and not _offered_again_with_another(text[match.end():], parsed.value,
                                                                        answer_type, choices):
            events.append(Event(RANK_FINAL, match.end() + max(parsed.length, 1), parsed.value))
    return events


# two answers offered together: "either 4 or 7", "either B or D"
_EITHER_PAIR = re.compile(r"\beither\s+(?P<first>[^,.;:!?\n]{1,40}?)\s+or\s+(?P<second>[^,.;:!?\n]{1,40})",
                          re.IGNORECASE)


def _offered_again_with_another(rest: str, value: str, answer_type: str, choices: list[str]) -> bool:
    """'If edges, it's 7. I'm not sure which the question wants, so either 4 or 7.': the conditioned answer offered
    again beside another one later leaves the reading, and so the answer, open."""
    for pair in _EITHER_PAIR.finditer(rest):
        offered = {parse_span(pair[part], answer_type, choices).value for part in ("first", "second")}
        if value in offered and len(offered - {None}) == 2:
            return True
    return False


# a question handed back that asks which of two readings is meant: "Do you mean entities or relations?", "Which of
# the two masked nodes do you mean — …?", "Are you asking about nodes or edges?"
_ASKED_WHICH = re.compile(r"\b(?:(?:do|did)\s+you\s+(?:mean|want)|are\s+you\s+asking)\b[^?\n]*\bor\b[^?\n]*\?"
                          r"|\bwhich\b[^?\n]*\bdo\s+you\s+mean\b[^?\n]*\?", re.IGNORECASE)

# a count told with what it counts after it: "5 kinds", "9 arrows total", "twelve different types", "4 different
# relation types"
_ASKED_COUNT = re.compile(r"(?<![\w.,])(?P<n>\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
                          r"(?=[ \t]+(?:[a-z]+[ \t]+){0,2}[a-z]{2,}s\b)", re.IGNORECASE)


def _asked_which_events(text: str, answer_type: str, choices: list[str], events: list[Event]) -> list[Event]:
    """'Do you mean the edge from Greenland or the one from Denmark? The Greenland one is 'part of'; the Denmark one is
    'member of'.': after asking which reading is meant, answers for two readings (two answers, or two options named)
    commit to neither; an answer under a condition that names the asked reading is final and still stands."""
    asked = _ASKED_WHICH.search(text)
    if not asked:
        return []
    after = {e.value for e in events if e.position > asked.end() and e.value is not None and e.rank < RANK_FINAL}
    if answer_type == "choice":
        rest = text[asked.end():]
        after |= {m.value for m in _letter_mentions(rest, choices) + _text_mentions(rest, choices)}
    elif answer_type == "integer":
        # two counts told after the question, each with what it counts: "Do you mean the arrows or the types? There
        # are 5 kinds but 9 arrows." gives both readings' answers
        told = _ASKED_COUNT.finditer(text[asked.end():])
        after |= {str(_NUMBER_WORDS.get(m.group().lower(), m.group())) for m in told}
    return [Event(RANK_CONCLUSION, len(text), None)] if len(after) > 1 else []


# a claim about every option save one: "All except C follow the rule.", "Every panel but E is symmetric.", "Apart
# from D, all show …", "No panel breaks the rule except A", "Every option except D is ruled out"
_EXCEPTED = re.compile(r"\b(?:except(?:\s+for)?|save(?:\s+for)?|other\s+than|apart\s+from|aside\s+from|excluding"
                       r"|with\s+the\s+exception\s+of"
                       r"|(?:(?<=all\s)|(?<=one\s)|(?<=hing\s)|(?<=anel\s)|(?<=tion\s)|(?<=gure\s))but)\s+"
                       rf"(?:(?:panel|option|figure|choice|frame)\s+)?(?-i:\(?(?P<letter>[{_L}])\)?)(?![\w'’-])",
                       re.IGNORECASE)
# a second option excepted beside the first: "except B and F", "but B and, arguably, D", "except A, C and E"
_ALSO_EXCEPTED = re.compile(rf"\s*(?:,|and|or|/|&)\s*(?:(?:possibly|arguably|maybe|perhaps|probably)\s*,?\s*)?"
                            rf"(?:(?:panel|option|figure)\s+)?(?-i:\(?[{_L}]\)?)(?![\w'’-])", re.IGNORECASE)
_ALL_OF = re.compile(r"\b(?:all|every\w*|each|the\s+(?:rest|others)|none|nothing|no\s+(?:panel|option|figure|choice"
                     r"|frame|one|other)s?|not\s+one)\b", re.IGNORECASE)
_NONE_OF = re.compile(r"none|nothing|no\s|not\s", re.IGNORECASE)
# what the claim says of the options: that they fail ("break the rule", "are ruled out", "don't fit") or that they fit
_FAILING = re.compile(r"\b(?:breaks?|broke|violat\w*|wrong|incorrect|ruled\s+out|eliminated|excluded|fails?|odd"
                      r"|contradicts?|conflicts?\s+with"
                      r"|impossible|doesn't|does\s+not|don't|do\s+not|isn't|is\s+not|aren't|are\s+not)\b",
                      re.IGNORECASE)
_FITTING = re.compile(r"\b(?:fits?|match(?:es)?|correct|right|works?|consistent|valid|possible|plausible)\b",
                      re.IGNORECASE)
# the one option said to fail, or to lack what the rest share: "Only panel D fails to follow the rule", "Everything else
# fits; B doesn't."
_ONLY_FAILING = re.compile(rf"\bonly\s+(?:(?:panel|option|figure|choice)\s+)?(?-i:\(?(?P<letter>[{_L}])\)?)\s+"
                           r"(?:fails|breaks|violates|doesn't|does\s+not|lacks|differs|deviates|is\s+(?:ruled\s+out"
                           r"|wrong|incorrect|eliminated|excluded))\b", re.IGNORECASE)
_REST_BUT_ONE = re.compile(r"\b(?:everything|all|the\s+(?:rest|others)|every\s+other\s+\w+)\s+(?:else\s+)?"
                           r"(?P<claim>[^.;!?\n]{1,60}?)\s*[;,—–:]\s*(?:but\s+)?(?:(?:panel|option|figure)\s+)?"
                           rf"(?-i:\(?(?P<letter>[{_L}])\)?)\s+(?:doesn't|does\s+not|isn't|is\s+not|don't|can't)\b",
                           re.IGNORECASE)


# the exception taken back in its own sentence: "… except B, which has four holes, but B's holes are in the wrong
# place too"
_TAKEN_BACK = re.compile(r"\b(?:but|though|although|however|yet)\b[^.;!?\n]*\b(?:wrong|incorrect|off|fails?|doesn't"
                         r"|does\s+not|isn't|is\s+not|not\s+right)\b", re.IGNORECASE)


# the word that excepts an option's text, right before it: "except 'part of'", "apart from the African Union"
_EXCEPTED_TEXT_BEFORE = re.compile(r"\b(?:except(?:\s+for)?|save\s+for|other\s+than|apart\s+from|aside\s+from"
                                   r"|with\s+the\s+exception\s+of)\s+(?:the\s+)?[\"'‘“]?$", re.IGNORECASE)
# an option excepted by its place, the kind of option said before it: "every panel except the fifth", "all the
# options but the second one"
_EXCEPTED_PLACE = re.compile(
    r"\b(?:every|each|all(?:\s+the)?|the\s+other)\s+(?:\w+\s+)?(?:panels?|options?|figures?|images?|frames?|choices?)\b"
    r"[^.;!?\n]{0,60}?\b(?P<word>except(?:\s+for)?|but|save\s+for|other\s+than|apart\s+from)\s+(?:for\s+)?the\s+"
    r"(?P<place>first|second|third|fourth|fifth|sixth)(?:\s+(?:one|panel|option|figure|image|frame|choice))?\b",
    re.IGNORECASE)
_ALSO_EXCEPTED_PLACE = re.compile(r"\s*(?:,|and\b|or\b|/|&)\s*(?:and\s+|or\s+)?(?:the\s+)?(?:first|second|third|fourth"
                                  r"|fifth|sixth)\b", re.IGNORECASE)
# a second option excepted beside the first: "except 'part of' and 'member of'"
_ALSO_EXCEPTED_TEXT = re.compile(r"[\"'’”]?\s*(?:,|and\b|or\b|/|&)", re.IGNORECASE)


def _exception_value(claim: str, letter: str, odd_task: bool | None) -> str | None:
    """The answer a claim about every option save `letter` gives: the excepted option is the one that breaks the
    rule when the rest are said to share something ('All except C follow the rule', or 'No panel breaks it except A'),
    and the one left standing when the rest are said to fail ('Every option except D is ruled out', or 'None fits
    except C'); an odd-one-out question asks for the first, the others for the second."""
    quantifier = _ALL_OF.search(claim)
    if not quantifier:
        return None
    said = claim[: quantifier.start()] + " " + claim[quantifier.end():]
    failing, negated = bool(_FAILING.search(said)), bool(_NONE_OF.match(quantifier.group()))
    excepted_fails = failing == negated
    if odd_task:
        return letter if excepted_fails else None
    fitting = bool(_FITTING.search(said)) or failing
    return letter if fitting and not excepted_fails else None


def _exception_events(text: str, choices: list[str], odd_task: bool | None) -> list[Event]:
    """'All except C follow the rule.', 'Every option except D is ruled out', 'Only panel D fails to follow the rule',
    'Everything else fits; B doesn't.': an option named as the one exception to what is said of all the others
    answers by exclusion; two options excepted ('all but B and C are wrong') leave two, so none is named."""
    valid = _valid_letters(choices)
    events = []
    for match in _EXCEPTED.finditer(text):
        if match.group("letter") not in valid or _ALSO_EXCEPTED.match(text, match.end()):
            continue
        start = _sentence_start(text, match.start(), ".!?;\n")
        stop = re.search(r"[.!?;\n]", text[match.end():])
        end = match.end() + (stop.start() if stop else len(text) - match.end())
        if _TAKEN_BACK.search(text, match.end(), end):
            continue  # "… except B, which has four holes, but B's holes are in the wrong place too"
        claim = text[start: match.start()] + " " + text[match.end(): end]
        value = _exception_value(claim, match.group("letter"), odd_task)
        if value:
            events.append(Event(RANK_STATEMENT, match.end(), value))
    for mention in _text_mentions(text, choices):
        # "Every option except 'part of' contradicts the map.": an option's text excepted the same way
        word = _EXCEPTED_TEXT_BEFORE.search(text, max(0, mention.start - 30), mention.start)
        if not word or _ALSO_EXCEPTED_TEXT.match(text, mention.end):
            continue
        start = _sentence_start(text, word.start(), ".!?;\n")
        stop = re.search(r"[.!?;\n]", text[mention.end:])
        end = mention.end + (stop.start() if stop else len(text) - mention.end)
        value = _exception_value(text[start: word.start()] + " " + text[mention.end: end], mention.value, odd_task)
        if value:
            events.append(Event(RANK_STATEMENT, mention.end, value))
    for match in _EXCEPTED_PLACE.finditer(text):
        # "I count three in every panel except the fifth, which has four.": the option excepted by its place
        letter = LETTERS[_ORDINALS[match.group("place").lower()]]
        if letter not in valid or _ALSO_EXCEPTED_PLACE.match(text, match.end()):
            continue
        start = _sentence_start(text, match.start(), ".!?;\n")
        stop = re.search(r"[.!?;\n]", text[match.end():])
        end = match.end() + (stop.start() if stop else len(text) - match.end())
        value = _exception_value(text[start: match.start("word")] + " " + text[match.end(): end], letter, odd_task)
        if value:
            events.append(Event(RANK_STATEMENT, match.end(), value))
    for match in [*_ONLY_FAILING.finditer(text), *_REST_BUT_ONE.finditer(text)]:
        if match.group("letter") in valid:
            events.append(Event(RANK_STATEMENT, match.end(), match.group("letter") if odd_task else None))
    return events


# one option set against others by a comparative: "C fits better than A, B or D", "B is more likely than any other
# option", "A is less symmetric than the others", "Option B is a worse match than option C"
# "than" before an option or the others, not before a quantity: "the only shape with more than one line of symmetry"
# compares counts inside a panel, not options
_THAN = re.compile(r"\bthan\b(?!\s+(?:\d+|one|two|three|four|five|six|a\s+few|half|once|twice)\b)", re.IGNORECASE)
_BETTER = re.compile(r"\b(?:better|closer|nearer|stronger|likelier|preferable|superior|more\s+(?:likely|plausible"
                     r"|probable|consistent|accurate|convincing|like))\b", re.IGNORECASE)
_WORSE = re.compile(r"\b(?:worse|poorer|weaker|further|farther|less\s+(?:likely|plausible|probable|consistent|accurate"
                    r"|convincing|like))\b", re.IGNORECASE)
_COMPARED = re.compile(r"\b(?:better|worse|closer|nearer|poorer|stronger|weaker|further|farther|likelier|odder"
                       r"|preferable|superior|more|less)\b", re.IGNORECASE)
_ALL_OTHERS = re.compile(r"\b(?:any\s+(?:of\s+the\s+)?others?|all\s+(?:of\s+)?(?:the\s+)?others?|(?:the|every)\s+"
                         r"(?:rest|others?)\b|every\s+other|the\s+other\s+(?:options|panels|figures|choices|three|five"
                         r"|relations|entities|candidates))", re.IGNORECASE)
# a superlative that singles one option out of all: "option C resembles the rotated object most closely", "C is the
# most different from the rest"
_SUPERLATIVE_FIT = re.compile(r"\b(?:most\s+(?:closely|similar|likely|plausible|consistent|accurate)|best)\b",
                              re.IGNORECASE)
_SUPERLATIVE_ODD = re.compile(r"\bthe\s+most\s+(?:different|unusual|distinct|irregular|odd|out\s+of\s+place)\b"
                              r"|\bstands?\s+out\s+the\s+most\b", re.IGNORECASE)


def _options_named(text: str, choices: list[str]) -> set[str]:
    return {m.value for m in _letter_mentions(text, choices) + _text_mentions(text, choices)}


def _comparison_value(compared: str, subject: str, others: set[str], choices: list[str],
                      odd_task: bool | None) -> tuple[bool, str | None]:
    """Whether a comparison of `subject` with `others` decides, and what: set against all the others it singles the
    subject out (better: the pick; in an odd-one-out, any difference: the outlier); set against some of them only,
    or as the worse, it picks nothing."""
    everyone = bool(_ALL_OTHERS.search(compared)) or others | {subject} >= set(_valid_letters(choices))
    if odd_task:
        return True, subject if everyone and not _BETTER.search(compared) else None
    if everyone and _BETTER.search(compared) and not _WORSE.search(compared):
        return True, subject
    return bool(_BETTER.search(compared) or _WORSE.search(compared)), None


# the reply narrowing the choice to two options before it compares them: "Between 'part of' and 'member of': …"
_NARROWED_TO = re.compile(r"\b(?:it's\s+|it\s+is\s+|it\s+comes\s+down\s+to\s+)?between\s+"
                          r"(?P<pair>[^.!?:\n]{1,60}?\s+and\s+[^.!?:,\n]{1,40})", re.IGNORECASE)


def _narrowed_to(before: str, choices: list[str]) -> set[str]:
    """The two options the reply narrowed the choice to before a comparison ("Between 'part of' and 'member of': the
    edge links Germany to NATO, …, so member of (B) fits better than part of."), or an empty set: set against the one
    other option left, the better one is the pick."""
    narrowed = [_options_named(m.group("pair"), choices) for m in _NARROWED_TO.finditer(before)]
    return narrowed[-1] if narrowed and len(narrowed[-1]) == 2 else set()


def _comparison_events(text: str, choices: list[str], odd_task: bool | None) -> list[Event]:
    """'C fits better than A, B or D.', 'B is more likely than any other option.', 'A is less symmetric than the
    others.': a comparison whose subject is one option and whose other side is every other option names the pick (in
    an odd-one-out, the outlier); 'B is better than A' with the rest never weighed, or 'B is a worse match than C',
    picks nothing; and 'option C resembles the object most closely', 'C is the most different from the rest' single
    one out by a superlative."""
    events = []
    for than in _THAN.finditer(text):
        start = _sentence_start(text, than.start(), ".!?;:\n—–")
        stop = re.search(r"[.!?;\n—–]|,\s*(?:which|but|though|since|because)\b", text[than.end():])
        end = than.end() + (stop.start() if stop else len(text) - than.end())
        subjects = _options_named(text[start: than.start()], choices)
        if len(subjects) != 1 or not _COMPARED.search(text, start, than.start()):
            continue
        subject = subjects.pop()
        others = _options_named(text[than.end(): end], choices) - {subject}
        decides, value = _comparison_value(text[start: end], subject, others, choices, odd_task)
        if not odd_task and value is None and _BETTER.search(text, start, end) and not _WORSE.search(text, start, end):
            value = subject if others and _narrowed_to(text[:start], choices) == others | {subject} else None
        if decides:  # just past the compared list, whose "A, B or D" is the comparison's other side, no hedge
            events.append(Event(RANK_STATEMENT, end + 1, value))
    for sentence in re.finditer(r"[^.!?;\n—–]+", text):
        named = _options_named(sentence.group(), choices)
        superlative = _SUPERLATIVE_ODD if odd_task else _SUPERLATIVE_FIT
        found = superlative.search(sentence.group())
        if len(named) == 1 and found and not _NEGATION.search(sentence.group()) and "than" not in sentence.group():
            events.append(Event(RANK_STATEMENT, sentence.start() + found.end(), named.pop()))
    return events


# an option drawn as the consequence that closes its sentence: "I'm assuming the options are labelled left to right;
# then C.", "The sheet is folded twice, then D.", and in German "…, dann D." ("dann": then; German "also D" is read as
# a conclusion, `_GERMAN_ALSO`)
_THEN_OPTION = re.compile(r"[;,—–]\s*(?:then|dann)\s+(?P<answer>[^.!?;\n]{1,40}?)\s*(?:[.!]|$)",
                          re.IGNORECASE | re.MULTILINE)


def _then_events(text: str, choices: list[str]) -> list[Event]:
    """'…; then C.': 'then' after a clause that names no option, followed by nothing but one option, draws the answer
    like 'so C'; after a named option it orders two ('I thought E at first, then C'), and under a condition ('If it's
    folded twice, then C') it only supposes. German 'also' (so) reads the same; after a named option ('B passt, also
    D') it would add a second option in English, so that clause stays unread there too."""
    events = []
    for match in _THEN_OPTION.finditer(text):
        parsed = parse_choice(match.group("answer"), choices)
        sentence = text[_sentence_start(text, match.start()): match.start()]
        if (parsed.value is not None and not match.group("answer")[parsed.length:].strip(" )")
                and not _options_named(sentence, choices) and not _is_hypothetical(text, match.start("answer"))):
            events.append(Event(RANK_STATEMENT, match.end("answer"), parsed.value))
    return events


# a verdict of no error that excepts one fact: "No error except for the Paris–Germany edge", "All facts are correct
# except one: …"; with a doubt on the exception ("apart from possibly the Norway–EU one") it settles nothing
_VERDICT_EXCEPTION = re.compile(
    r"\b(?:no\s+(?:\w+\s+)?(?:errors?|mistakes?|problems?|issues?)|(?:all|every|everything|nothing"
    r"|the\s+(?:knowledge\s+)?(?:graph|map))\b[^.;!?\n]{0,40}?"
    r"\b(?:correct|accurate|right|true|fine|valid|wrong|checks?\s+out))\b[^.;!?\n]{0,20}?"
    r"\b(?:except(?:\s+for)?|apart\s+from|but\s+for|save\s+for|other\s+than|aside\s+from)\s+"
    r"(?P<doubt>(?:possibly|maybe|perhaps|probably|potentially)\s+)?(?:one\b|the\s+[^.;!?\n]{0,40}?"
    r"\b(?:edge|triple|fact|relation|link|arrow|connection|label|claim|one|currency|capital)\b"
    # the excepted fact named by the entity that opens it: "except Lima — capital of — Chile"
    r"|(?-i:[A-Z][a-z])\w*)", re.IGNORECASE)


def _verdict_exception_events(text: str) -> list[Event]:
    """'No error except for the Paris–Germany edge: …': a fact excepted from an all-clear is an error the reply
    found; 'All edges are right apart from possibly the Norway–EU one' leaves it open."""
    return [Event(RANK_CONCLUSION, m.end(), None if m.group("doubt") else "Yes")
            for m in _VERDICT_EXCEPTION.finditer(text)]


# another count offered under a condition for the reader to settle: "Eight entities, excluding the legend box. 9 if
# you count the legend."
_CONDITIONED_COUNT = re.compile(rf"\b{_NUMBER}\s+(?:\w+\s+)?if\s+(?:you|we|one)\s+(?:also\s+)?(?:count|include|add)\b",
                                re.IGNORECASE)


# a count said with "there are" of Dutch, German, French, Italian, Spanish and Portuguese, no noun after it: "het zijn
# er dus negen", "es sind neun", "il y en a neuf", "sono nove", "son nueve", "são nove"
_FOREIGN_THERE_ARE = re.compile(
    rf"\b(?:(?:het|dat|er)\s+zijn\s+er|es\s+sind|das\s+sind|il\s+y\s+en\s+a|ce\s+sont|sono|son|são)\s+"
    rf"(?:(?:dus|also|insgesamt|donc|quindi|entonces|então|in\s+totaal|en\s+total|in\s+tutto|au\s+total)\s+)?"
    rf"(?P<n>{_NUMBER})(?=\s*(?:[.!;]|$))", re.IGNORECASE)


def _foreign_there_are_events(text: str) -> list[Event]:
    """'Dat zijn er acht. Wacht, … – het zijn er dus negen.': a count said with another language's "there are" and
    no noun after it closes its sentence as a statement."""
    return [Event(RANK_STATEMENT, m.end(), parse_integer(m.group("n")).value) for m in _FOREIGN_THERE_ARE.finditer(text)
            if not _is_hypothetical(text, m.start()) and parse_integer(m.group("n")).value]


def _conditioned_count_events(text: str) -> list[Event]:
    """'Eight entities … 9 if you count the legend.': a second count the reply leaves to a condition makes a range."""
    return [Event(RANK_CONCLUSION, m.end(), None) for m in _CONDITIONED_COUNT.finditer(text)]


# a choice the reply declines to make, in the words models use for it: "I don't want to guess between them", "I'd
# rather not pick one", "I won't commit to either" (a named option after the verb rejects that option instead)
_DECLINED_CHOICE = re.compile(
    r"\bi\s*(?:(?:don't|do\s+not)\s+want|(?:'d|\s+would)\s+(?:rather|prefer)\s+not|(?:won't|will\s+not)"
    r"|(?:'d|\s+would)\s+prefer\s+not)\s+(?:to\s+)?(?:guess|choose|pick|commit|decide)\b"
    r"(?!\s+(?:option\s+|panel\s+)?\(?[A-F]\b)", re.IGNORECASE)

# two readings left standing together: "Both relations could apply.", "Both options would fit.", "Either could be
# correct."
_BOTH_STAND = re.compile(
    r"(?:^|(?<=[.!?\n]))[\s*\-•]*(?:both|either)\s+(?:(?:of\s+(?:them|these|the\s+\w+)|relations?|options?|answers?"
    r"|readings?|entities|panels?|choices?|candidates?|are|one)\s+)?(?:could|might|may|would|can|seem\s+to)\s+"
    r"(?:equally\s+)?(?:apply|work|fit|be\s+(?:correct|right|valid|possible|plausible|the\s+answer))\b",
    re.IGNORECASE)


def _declined_events(text: str) -> list[Event]:
    """'I don't want to guess between them.', 'Both relations could apply.': after two candidates the reply keeps
    both and declines to choose, which commits to neither; a sentence that goes on to choose ('…, but I'd say C')
    still commits."""
    return [Event(RANK_CONCLUSION, m.start(), None)
            for pattern in (_DECLINED_CHOICE, _BOTH_STAND) for m in pattern.finditer(text)
            if not _COMMITS_AFTER_ALL.match(text[m.end():])]


# a count that opens the reply and is then explained after a dash, a comma or a bracket: "11 — counting each arrow
# once", "7, counting the masked node"
# the words for one that are also articles or ordinals ("una", "un", "ein"): opening a reply, they count nothing
_ONE_AS_ARTICLE = frozenset({"una", "un", "une", "ein", "eine", "en", "et"})
# (a colon opens the list of what was counted: "7: Germany, Berlin, German, …")
_OPENING_COUNT = re.compile(rf"(?P<n>{_NUMBER})[ \t]*(?:[—–]|-(?=\s)|,|\(|:(?=[ \t]*[^\n,:]+,))[ \t]*(?P<rest>[^\n]*)",
                            re.IGNORECASE)
# a lean before an opening count, which still commits to it: "Probably 7: Germany, Berlin, …"
_LEAN_BEFORE_COUNT = re.compile(r"(?:probably|most\s+likely|likely|i\s+think|i'd\s+say)[ \t,]+", re.IGNORECASE)


def _opening_count_events(text: str) -> list[Event]:
    """'11 — counting each arrow once, including the dashed one.', 'Probably 7: Germany, Berlin, …': a bare count
    opening the reply before its explanation or its list is the answer; another number on that line ('7, 8 or 9',
    '1 — Kenya, 2 — Uganda') makes it a range or a list instead."""
    head = text.lstrip(" \t\n*#>")
    lean = _LEAN_BEFORE_COUNT.match(head)
    match = _OPENING_COUNT.match(head, lean.end() if lean else 0)
    if lean and match and not head[match.end("n"): match.start("rest")].strip().startswith(":"):
        return []  # "Probably 9, give or take.": a lean before the count's own list only
    others = [m.group() for m in re.finditer(_NUMBER, match.group("rest"), re.IGNORECASE)] if match else []
    if not match or any(other.lower() != "one" for other in others):  # "the dashed one" is no number
        return []
    if match.group("n").lower() in _ONE_AS_ARTICLE:
        return []  # "Una, yung edge from Thailand …" (Tagalog: first, …): a word for one that is also an article
    value = parse_integer(match.group("n")).value
    return [Event(RANK_CONCLUSION, len(text) - len(head), value)] if value is not None else []


# a prediction the reply makes ("The circle should be at the bottom of the square.") and an option it then says shows
# that ("Option **A** shows the circle at the bottom.")
_PREDICTING_VERB_SOURCE = (r"\b(?:should|must|will|would|ought\s+to)\s+(?:be|have|show|contain|point|appear"
                           r"|sit|end\s+up|look)\b")
_PREDICTION = re.compile(rf"[^.!?\n]*{_PREDICTING_VERB_SOURCE}[^.!?\n]*", re.IGNORECASE)
# the modal and verb every prediction holds, alone: a reply without them predicts nothing, which this finds in one
# quick pass where `_PREDICTION` tries every sentence
_PREDICTING_VERB = re.compile(_PREDICTING_VERB_SOURCE, re.IGNORECASE)
_OPTION_SHOWS = re.compile(rf"\b(?:option|panel|figure|choice)\s+\**\(?(?P<letter>[{_L}])\)?\**\s+(?:shows|has"
                           r"|depicts|contains|displays|features)\s+(?P<what>[^.!?;\n]+)", re.IGNORECASE)
_FILLER_WORDS = frozenset({"the", "a", "an", "at", "of", "in", "on", "to", "with", "and", "its", "it", "is", "this",
                           "that", "which", "one", "also"})


# a description's words, and its counts: "6 lines" carries the six as well as the lines
_CONTENT_WORD = re.compile(r"[a-z]+|\d+")


def _content_words(text: str) -> set[str]:
    """The words that carry a description's content, singular: 'the circles at the bottom' -> {'circle', 'bottom'};
    its numbers count too ('6 lines' -> {'6', 'line'}), so an option said to have the predicted count matches."""
    return {word.rstrip("s") for word in _CONTENT_WORD.findall(text.lower()) if word not in _FILLER_WORDS}


def _made_before(start: int, end: int, shown: int) -> bool:
    """Whether a prediction (its sentence from `start` to `end`) is made before the option's description at `shown`,
    in a sentence of its own."""
    return end <= shown


def _matched_prediction_events(text: str, choices: list[str]) -> list[Event]:
    """'The circle should be at the bottom. … Option A shows the circle at the bottom.': one option said to show
    what the reply predicted is the reply's pick; options merely described, before any prediction or without its
    words, pick nothing, nor do two options that both show it, a description the reply turns from ('…, but') or one
    whose own sentence says what it "would be" ("Option A shows only two holes, which would be the result after one
    fold")."""
    predictions = [(m.start(), m.end(), _content_words(m.group())) for m in _PREDICTION.finditer(text)
                   if not _is_hypothetical(text, m.start() + len(m.group()) - len(m.group().lstrip()))
                   ] if _PREDICTING_VERB.search(text) else []
    matched = []
    for shown in _OPTION_SHOWS.finditer(text):
        words = _content_words(shown.group("what"))
        turned = re.search(r"\b(?:but|however|though|although|yet|except)\b", shown.group("what"), re.IGNORECASE)
        if (len(words) >= 2 and not turned and shown.group("letter").upper() in _valid_letters(choices)
                and any(_made_before(start, end, shown.start()) and words <= said for start, end, said in predictions)):
            matched.append(shown)
    letters = {m.group("letter").upper() for m in matched}
    return [Event(RANK_CONCLUSION, matched[-1].end(), letters.pop())] if len(letters) == 1 else []


# an option that opens the reply and turns another down at once: "A, not C.", "B — not D", "C rather than A"
_OPENING_CONTRAST = re.compile(
    rf"[\s*#>]*(?:(?:option|panel|choice)\s+)?\**\(?(?P<pick>[{_L}])\)?\**[ \t]*(?:,|[—–]|-(?=\s)|;)?[ \t]*"
    rf"(?:not|rather\s+than|instead\s+of)\s+(?:(?:option|panel|choice)\s+)?\(?(?P<other>[{_L}])\)?(?![A-Za-z])",
    re.IGNORECASE)


def _opening_contrast_events(text: str, choices: list[str]) -> list[Event]:
    """'A, not C. C is what you'd get if …': a reply that opens on one option and turns another down in the same
    breath answers with the first; what it then says of the other explains the rejection."""
    match = _OPENING_CONTRAST.match(text)
    valid = _valid_letters(choices)
    if not match or match.group("pick").upper() == match.group("other").upper():
        return []
    pick = match.group("pick").upper()
    return [Event(RANK_CONCLUSION, match.end("pick"), pick)] if pick in valid else []


# a count the reply arrives at, then breaks down after a colon: "I get 10: the 4 countries, their 4 capitals, …"
_COUNT_OPENS_BREAKDOWN = re.compile(
    rf"\b(?:i|we)\s+(?:count(?:ed)?|get|got|find|found|see|make\s+it)\s+(?P<n>{_NUMBER})"
    rf"(?:\s+(?P<noun>{_COUNT_NOUN}))?[ \t]*:(?=[ \t]*\S)", re.IGNORECASE)


def _breakdown_count_events(text: str) -> list[Event]:
    """'Counting the nodes, I get 10: the 4 countries (…), their 4 capitals, the Euro and the EU.': the count before
    the colon is the answer; the figures after it are its parts, not rival counts."""
    return [Event(RANK_CONCLUSION, m.end("n"), parse_integer(m.group("n")).value,
                  topic=_topic(m.group("noun")) if m.group("noun") else None)
            for m in _COUNT_OPENS_BREAKDOWN.finditer(text)
            if not _is_hypothetical(text, m.start()) and parse_integer(m.group("n")).value is not None]


# a count the reply says is the total: "6 relations in total", "a total of 6 edges", "In total, there are 6", "Total: 6"
_STATED_TOTAL = re.compile(
    rf"(?P<n>{_NUMBER})\s+{_COUNT_NOUN}\s+{_IN_TOTAL}"
    rf"|\b(?:a\s+total\s+of|in\s+total\s*,?\s*there\s+(?:are|is)|total\s*[:=]?)\s*(?P<m>{_NUMBER})", re.IGNORECASE)


def _without_total_parts(events: list[Event], text: str) -> list[Event]:
    """'There are 6 relations in total. There are 2 capital relations, 3 member relations and 1 border relation.':
    the figures right after a stated total that add up to it, two or more, break it down; they are its parts, not
    rival counts (nor is the next sentence's first figure the value of 'in total'). A figure that overshoots the
    total ('… Wait, I missed one: 7') is no part, and ends the search."""
    for total in _STATED_TOTAL.finditer(text):
        value = _number_value(total.group("n") or total.group("m"))
        if value is None or value < 2:
            continue
        running, parts, parts_end = 0, 0, None
        for figure in re.finditer(_NUMBER, text[total.end():], re.IGNORECASE):
            part = _number_value(figure.group())
            if part is None:
                break
            running, parts = running + part, parts + 1
            if running >= value:
                parts_end = total.end() + figure.end() if running == value and parts >= 2 else None
                break
        if parts_end is not None:
            events = [e for e in events if e.value in (None, str(value)) or not total.end() <= e.position <= parts_end]
    return events


# how often one item occurs: "'capital of' appears twice", "Kenya occurs three times", "is used 2 times"
_FREQUENCY = re.compile(
    rf"\b(?:appears?|appearing|occurs?|occurring|recurs?|shows?\s+up|(?:is|are)\s+(?:used|listed|repeated))"
    rf"\s+(?:(?P<twice>twice)|(?P<thrice>thrice)|(?P<n>{_NUMBER})\s+times)\b", re.IGNORECASE)


def _without_frequency_restated(events: list[Event], text: str) -> list[Event]:
    """"Note that 'capital of' appears twice, but as two separate edges …, so both count.": how often one item occurs
    is no total, nor is the same number restating it later in its sentence ("as two separate edges")."""
    for frequency in _FREQUENCY.finditer(text):
        value = (2 if frequency.group("twice") else 3 if frequency.group("thrice")
                 else _number_value(frequency.group("n")))
        if value is None:
            continue
        stop = re.compile(r"[.!?](?=\s|$)|\n").search(text, frequency.end())
        end = stop.start() if stop else len(text)
        events = [e for e in events if e.value != str(value) or not frequency.start() <= e.position <= end]
    return events


# a first sentence that is only a count: "Seven.", "10 relations.", "Nine entities in total." (digits need their
# noun: "1." alone numbers a list)
_OPENING_COUNT_SENTENCE = re.compile(
    rf"(?:(?P<word>{_WORD_NUMBER})(?:\s+(?P<wnoun>{_COUNT_NOUN}))?|(?P<digits>\d+)\s+(?P<noun>{_COUNT_NOUN}))"
    r"(?:\s+(?:in\s+total|in\s+all|total|altogether))?[ \t]*[.!](?=\s|$)", re.IGNORECASE)


# a first clause that gives the count against another it rules out: "There are 6 relations, not 7: …", "I count 9
# entities, not 10."
_CORRECTED_OPENING_COUNT = re.compile(
    rf"(?:there\s+(?:are|is)\s+|i\s+count\s+)(?P<count>{_NUMBER})\s+(?P<noun>{_COUNT_NOUN}),?\s+not\s+"
    rf"(?P<other>{_NUMBER})\b(?:\s+(?:{_COUNT_NOUN}))?[ \t]*[.!:;—–]", re.IGNORECASE)


def _opening_count_sentence_events(text: str) -> list[Event]:
    """'Seven. The masked edge counts too, so 6 labelled edges plus 1 masked.', '10 relations. Germany and Austria
    are connected by two separate edges, …': a count that is the reply's whole first sentence is its answer; the
    numbers after it explain the count."""
    head = text.lstrip(" \t\n*#>")
    corrected = _CORRECTED_OPENING_COUNT.match(head)
    if corrected and parse_integer(corrected["count"]).value not in (None, parse_integer(corrected["other"]).value):
        return [Event(RANK_CONCLUSION, len(text) - len(head) + corrected.end("count"),
                      parse_integer(corrected["count"]).value, topic=_topic(corrected["noun"]))]
    match = _OPENING_COUNT_SENTENCE.match(head)
    if not match:
        return []
    value = parse_integer(match.group("word") or match.group("digits")).value
    noun = match.group("wnoun") or match.group("noun")
    return ([Event(RANK_CONCLUSION, len(text) - len(head) + match.end(), value, topic=_topic(noun) if noun else None)]
            if value is not None else [])


_ODD_ONE_OUT_QUESTION = re.compile(
    r"odd\s+one\s+out|breaks?\s+the\s+(?:rule|pattern)|does\s+not|doesn't|violat|no\s+symmetry|lacks|differs"
    r"|exception|不同|不符合|違う", re.IGNORECASE)


def is_odd_one_out(question: str | None) -> bool | None:
    """Whether the question asks for the panel that breaks a rule (then 'E violates the rule' names the answer);
    None when the question is not known."""
    return None if question is None else bool(_ODD_ONE_OUT_QUESTION.search(question))


# "wait a moment" in Chinese: 等一下, 等一等, 等下, 稍等 ("…一共6个。等一下，右下角还有一个节点…所以总共是7个")
_ZH_WAIT = r"等一下|等一等|等下|稍等"
_RECONSIDERATION = re.compile(
    r"\b(?:wait|hold\s+on|hmm+,?\s+actually|actually,?\s+no|no,?\s+(?:sorry|actually)|on\s+(?:second\s+thought|reflection"
    r"|closer\s+(?:look|inspection)|(?:a\s+)?(?:second|closer|another)\s+(?:look|glance|inspection|check"
    # a second pass over the picture: "Actually, on a second pass, the dashed line is only a label pointer"
    r"|pass|reading|read-?through))"
    r"|let\s+me\s+(?:re-?check|recount|redo|reconsider|re-?examine|double[- ]check|verify"
    r"|look\s+again|think\s+again)|looking\s+again|re-?counting|on\s+re-?count|correction|scratch\s+that|i\s+misread|i\s+was\s+wrong"
    r"|second\s+thoughts|that(?:'s|\s+is|\s+was)\s+(?:wrong|incorrect|not\s+right)|my\s+mistake|i\s+(?:swapped|mixed\s+up|confused)"
    # what was said set aside: "Never mind, it's fine.", "Forget that", "I take that back"
    r"|never\s*mind|forget\s+(?:that|it)|ignore\s+that|i\s+take\s+(?:that|it)\s+back|strike\s+that"
    # an edit note that corrects what it follows: "6 relations. Edit: 7 — I missed …"
    r"|edit(?=\s*:))\b"
    r"|等等|" + _ZH_WAIT + r"|不对|更正|待って|いや、|\b(?:espera|attends|en\s+fait|moment\s+mal)\b",
    re.IGNORECASE)
# an answer withdrawn in so many words: "I'm retracting that", "I take that back", "Never mind", "Let me not commit to
# C", "Sorry, that's not right"
_WITHDRAWN = (r"retract(?:ing|ed)?|i\s+take\s+(?:that|it)\s+back|withdraw(?:n|ing)?\s+(?:that|it|my)|never\s*mind"
              r"|let\s+me\s+not\s+commit|that(?:'s|\s+is)\s+not\s+right")
# a reconsideration that takes back the answer before it even when the reply names no other answer afterwards
_RETRACTION = re.compile(r"\b(?:no,?\s+sorry|sorry,?\s+no|scratch\s+that|i\s+was\s+wrong|my\s+mistake|wait,?\s+no"
                         r"|actually,?\s+no|" + _WITHDRAWN + r")\b(?!\s+(?:need|doubt|other|problem|option|panel))",
                         re.IGNORECASE)
# an elliptic "no" that corrects the answer before it: "8 entities... no, 9", "nine — no, ten", "no — 9"
# (and in French, Italian, German: "Je compte 8 relations… non, 9 :", "… nein, 9")
_CORRECTION_NO = re.compile(r"(?:\.{2,}|…|\?|[—–])\s*(?:no|non|nein)\b|\bno\s*[—–]", re.IGNORECASE)
# the next item of a walk through the options opening a new paragraph after a reconsideration: "Let me
# reconsider.\n\nOption C: …" (its label, then a colon)
_NEXT_ITEM_AFTER = re.compile(r"[ \t.:!]*\n\s*(?:[-*•][ \t]+)?(?:\*\*)?(?:option|panel|figure|choice)[ \t]+\(?[A-J]\)?"
                              r"(?:\*\*)?[ \t]*:", re.IGNORECASE)
_CORRECTION_LEAD = re.compile(
    r"[\s,.:;!—–-]*(?:(?:no|nope|non|nein|sorry|wait|actually)\b[\s,.:;!—–-]*)*"
    # the value the correction rejects before its answer: "F... no, not F. A — …"
    r"(?:not\s+(?:option\s+|panel\s+)?\w+[.,;:]\s+)?(?:(?:it's|it\s+is|that's|make\s+(?:it|that))\s+)?"
    # the Chinese copula after "不对" (no): "A吧，不对，应该是D。"
    r"(?:(?:应该是|应该选|应是|应为|是|选)\s*)?"
    r"[\"'‘“]?",  # the corrected answer may stand in quotes: "'member of' — no wait, 'capital of'"
    re.IGNORECASE)


# a reconsideration that announces a check, whose object is what it will look at again, not an answer
_CHECK_VERB = re.compile(r"\blet\s+me\s+(?:re-?check|re-?examine|re-?count|double[- ]check|verify|reconsider)$",
                         re.IGNORECASE)


def _reconsiderations(text: str, answer_type: str) -> list[re.Match[str]]:
    """Where the reply takes back what it said ('Wait, no', 'Let me recount', 'Correction:', '8 entities... no, 9');
    an elliptic 'no' is read so only where no is not itself an answer."""
    found = list(_RECONSIDERATION.finditer(text))
    if answer_type != "yes_no":
        found += list(_CORRECTION_NO.finditer(text))
    return sorted(found, key=lambda m: m.start())


# a reconsidered item judged after the reconsideration: "this is actually correct", "that edge was right after all"
# (a fact said to be correct or true; "correct" is a Yes only as an answer word of its own)
_RECONSIDERED_JUDGED = re.compile(r"(?:this|that|it|they|these|those|(?:the|this|that)\s+\w+(?:\s+\w+)?|fact\s+\d+)\s+"
                                  r"(?:is|was|are|were)\s+(?:\w+\s+)?(?:correct|true|right|accurate)\b", re.IGNORECASE)


# a reconsideration that only makes an earlier answer possible again: "hmm, actually it could be B after all"
_TENTATIVE_RETURN = re.compile(r"\b(?:actually|hmm+|wait|but|then\s+again)\b,?\s+(?:it\s+)?(?:could|might|may)\s+"
                               r"(?:well\s+|still\s+)?be\s+[^\s.!?,;]{1,40}\s+after\s+all\b", re.IGNORECASE)


def _correction_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """An answer right after a reconsideration that ends its clause ('Wait, no: C.', '… no, 9: I missed one'): the
    corrected answer, a conclusion. A reconsideration that only makes an answer possible again ('actually it could be
    B after all') concludes with none."""
    events = [Event(RANK_CONCLUSION, m.end(), None) for m in _TENTATIVE_RETURN.finditer(text)]
    for cue in _reconsiderations(text, answer_type):
        lead = _CORRECTION_LEAD.match(text, cue.end())
        span = text[lead.end(): lead.end() + 120]
        parsed = parse_span(span, answer_type, choices)
        if _CHECK_VERB.search(cue.group()) and not text[cue.end(): lead.end()].strip():
            continue  # "let me re-check C, because …": the option to be checked again, no corrected answer
        if answer_type == "yes_no" and _RECONSIDERED_JUDGED.match(span):
            continue  # "However, on reflection this is actually correct: …": the fact reconsidered judged, no Yes
        if _NEXT_ITEM_AFTER.match(text, cue.end(), lead.end() + parsed.length + 3) and parsed.value is not None:
            continue  # "Let me reconsider.\n\nOption C: The side cube …": the walk goes on to its next item
        if answer_type == "integer" and parsed.value is not None and _counts_its_list(span[parsed.length:],
                                                                                      int(parsed.value)):
            continue  # "No — there are two: Luxembourgish and French.": a part counted with its items, no total
        if parsed.value is not None and re.match(r"[\"'’”]?\s*(?:[.!;:,\n)—–。，！]|$)", span[parsed.length:]):
            events.append(Event(RANK_CONCLUSION, lead.end() + parsed.length, parsed.value))
            continue
        closing = _closing_after_dash(text, cue.end(), answer_type, choices)
        if closing is None and answer_type == "choice" and not _CHECK_VERB.search(cue.group()):
            closing = _closing_text_event(text, lead.end(), choices)  # "Euro — no, Denmark uses the Krone."
        if closing:
            events.append(closing)
    return events


def _counts_its_list(rest: str, value: int) -> bool:
    """Whether a count is followed by a colon and a list of exactly that many short items ("two: Luxembourgish and
    French"): what it counts is that list, a part of the graph."""
    listed = re.match(r"\s*:\s*([^.!?;\n]+)", rest)
    if not listed or value < 2:
        return False
    items = [item for item in re.split(r",\s*(?:and\s+)?|\s+and\s+", listed.group(1).strip()) if item.strip()]
    return len(items) == value and all(len(item.split()) <= 4 for item in items)


# the last dash or colon of a sentence, before what closes it
_SENTENCE_CLOSER = re.compile(r"[—–:]\s*(?=[^—–:.!?\n]*[.!?]?\s*(?:\n|$))")


def _closing_after_dash(text: str, start: int, answer_type: str, choices: list[str]) -> Event | None:
    """'Wait, I missed the Euro node in the corner — 8.', 'Correction: … the node is Ethiopia — Addis Ababa.': the
    sentence of a reconsideration closed by an answer alone after a dash or a colon (which may say "that's") gives
    the corrected answer; the sentence must end the reply."""
    closer = _SENTENCE_CLOSER.search(text, start)
    if not closer:
        return None
    lead = _CORRECTION_LEAD.match(text, closer.end())
    tail = text[lead.end():]
    parsed = parse_span(tail, answer_type, choices)
    if parsed.value is None or tail[parsed.length:].strip(" .!\"'’”"):
        return _closing_text_event(text, lead.end(), choices) if answer_type == "choice" else None
    return Event(RANK_CONCLUSION, lead.end() + parsed.length, parsed.value)


# what may close a corrected clause after the option it ends on: a full stop, a quote, a tick
_CLOSING_MARKS = " \t.!\"'’”✅✓✔☑"


# a possibility raised after a reconsideration, no corrected answer: "— the edge could equally be 'shares border with'"
_POSSIBILITY = re.compile(r"\b(?:could|might|may)\b", re.IGNORECASE)


def _closing_text_event(text: str, start: int, choices: list[str]) -> Event | None:
    """'Euro? No wait — Switzerland uses the Swiss franc ✅': a short clause after a reconsideration's dash that ends
    on one option's text, names no other, denies nothing and raises no mere possibility, states the corrected
    answer."""
    tail = text[start:]
    if len(tail) > 80 or "\n" in tail.strip() or re.search(r"\b(?:not|no|never)\b|n't\b", tail, re.I):
        return None
    if _POSSIBILITY.search(tail):  # "— it could equally be 'member of'": a possibility, no corrected answer
        return None
    mentions = _text_mentions(tail, choices)
    if len({m.value for m in mentions}) != 1 or tail[mentions[-1].end:].strip(_CLOSING_MARKS):
        return None
    return Event(RANK_CONCLUSION, start + mentions[-1].end, mentions[-1].value)


def _after_reconsideration(events: list[Event], text: str, answer_type: str) -> list[Event]:
    """Events from before the reply's last reconsideration that something follows: what it said before 'wait, no'
    was taken back, whatever its rank, and the reply's answer is what it commits to afterwards. An outright
    retraction ('It's Dutch — no, sorry, …') takes the answer back even when nothing follows it, and so does a
    reconsideration the reply was cut off in ('… grey — this matches. But wait, I should double check the size,
    because the star seems slightly'): the check it opened never came back to an answer."""
    retractions = list(_RETRACTION.finditer(text))
    if retractions:
        events = [event for event in events if event.position > retractions[-1].start()]
    cues = _reconsiderations(text, answer_type)
    unresolved = cues and (_cut_off_in_doubt(text, cues[-1])
                           or _DOUBT.match(cues[-1].group()) and _ENDS_ON_HESITATION.search(text))
    if unresolved and not any(event.position > cues[-1].start() for event in events):
        return []  # "… So the answer should be E... but wait, … Then D would be … Hmm.": the doubt never resolved
    if len(cues) > 1 and _ends_on_check(text, cues[-1]):
        return []
    for cue in reversed(cues):
        later = [event for event in events if event.position > cue.start()]
        if later:
            return later
    return events


# a doubt about what the reply said, as opposed to a check it announces ("let me verify each triple")
_DOUBT = re.compile(r"wait|hold\s+on|hmm+,?\s+actually|on\s+second\s+thought|等等|待って|" + _ZH_WAIT, re.IGNORECASE)


# a reply whose last sentence is only a hesitation: "… and E a different shape entirely. Hmm." (the filler itself is
# dropped in normalising, its stop left behind: "… entirely. .")
_ENDS_ON_HESITATION = re.compile(r"[.!?…][ \t]*\n?[ \t]*[.…!]+\s*\Z")


def _ends_on_check(text: str, cue: re.Match[str]) -> bool:
    """'It's A — hmm, no, wait. A rotates clockwise … Let me reconsider.': a check announced as the reply's last
    words, after a doubt, never came back to an answer, so it leaves open what the reply said before it (a check
    announced alone, 'Answer: D. Let me double-check.', leaves the answer standing)."""
    return bool(_CHECK_VERB.search(cue.group())) and not text[cue.end():].strip(" .!…\n")


def _cut_off_in_doubt(text: str, cue: re.Match[str]) -> bool:
    """The reply stops mid-sentence after `cue`, a doubt, without the punctuation that ends a finished reply."""
    return bool(_DOUBT.match(cue.group())) and not _TERMINATED.search(text) and bool(text[cue.end():].strip())


_SENTENCE_PIECE = re.compile(r"[^.!?\n。！？]*[.!?\n。！？]+")
_MASKED_OPTION = re.compile(r"(?<![A-Za-z])[A-Za-z](?![A-Za-z])|\d+|\b(?:yes|no)\b", re.IGNORECASE)


def _loop_start(text: str) -> int | None:
    """Where a degenerate loop that runs to the end of the reply starts: the last four finished sentences each
    repeat the one one or two before them, with options, counts and yes/no masked ('There are 8 entities. There are
    9 entities. There are 8 …', 'The answer is A. No, the answer is C. The answer is A. …'); None when the reply
    ends on anything else (a verdict after the loop, a majority over samples)."""
    pieces = [(m.start(), _MASKED_OPTION.sub("#", m.group()).strip().lower()) for m in _SENTENCE_PIECE.finditer(text)]
    pieces = [(start, masked) for start, masked in pieces if masked]
    for period in (1, 2):
        run = 0
        for index in range(len(pieces) - 1, period - 1, -1):
            if pieces[index][1] != pieces[index - period][1]:
                break
            run += 1
        if run >= 4:
            return pieces[len(pieces) - run - period][0]
    return None


def _undecided_loop(text: str, events: list[Event]) -> bool:
    """A reply that ends in a loop alternating between two answers ('Panel B is different. Panel C is different.
    Panel B …') commits to neither, whichever the loop stopped on."""
    start = _loop_start(text)
    return start is not None and len({e.value for e in events if e.position >= start and e.value is not None}) >= 2


def _events(text: str, answer_type: str, choices: list[str], strict: bool, question: str | None) -> list[Event]:
    events = _loop_free_events(text, answer_type, choices, strict, question)
    return [] if _undecided_loop(text, events) else events


# a question the reply writes out with its answer: "Question: How many relations …?\nAnswer: 10", perhaps with the
# lines of its options between them
_ANSWERED_QUESTION = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]*)?(?:question|q)(?:[ \t]+\d{1,3})?[ \t]*[:：—–-](?P<question>[^\n]*)\n"
    r"(?P<between>(?:(?![ \t]*(?:#{1,6}[ \t]*)?(?:question|q|answer|a)\b)[^\n]*\n){0,8})"
    r"[ \t]*(?:#{1,6}[ \t]*)?(?:answer|a)[ \t]*[:：—–-][^\n]*", re.IGNORECASE | re.MULTILINE)


def _under_counted_questions(text: str, events: list[Event]) -> list[Event]:
    """A count given under a question the reply wrote out counts what that question counts: the answer to "Question:
    How many relations …?\nAnswer: 10" is a count of relations, read for the relations question only."""
    for pair in _ANSWERED_QUESTION.finditer(text):
        topic = count_target(pair.group("question"))
        if topic is not None:
            events = [replace(e, topic=topic) if e.topic is None and pair.start() <= e.position <= pair.end() else e
                      for e in events]
    return events


def _same_question(asked: str | None, written: str) -> bool | None:
    """Whether a question the reply wrote out is the one asked (half of the asked question's content words, by their
    first four letters); None when the asked question is unknown or too short to tell."""
    predicate = _question_predicate(asked)
    if len(predicate) < 3:
        return None
    said = {word[:4] for word in re.findall(r"[a-z]+", written.lower())}
    return sum(word[:4] in said for word in predicate) >= max(2, math.ceil(0.5 * len(predicate)))


def _without_other_example(text: str, question: str | None) -> str:
    """A reply that opens on a whole example of another question — its "Question:" line, the lines of its options,
    its "Answer:" line, as a few-shot completion writes the next example instead of answering — answers that other
    question: the example is blanked (positions kept). A question restated and answered directly ("Question: …
    \nAnswer: D") or the asked question written out with its options is the reply's own answer."""
    example = _ANSWERED_QUESTION.match(text.lstrip())
    if not example or not example.group("between").strip():
        return text
    if _same_question(question, example.group("question")) is not False:
        return text
    start = len(text) - len(text.lstrip())
    end = start + example.end()
    return text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]


# what the reply says is hidden: the node ("The hidden entity is Lisbon, …") or the edge ("The masked relation is …")
_HIDDEN_NODE_IS = re.compile(r"\b(?:hidden|masked|missing|covered)\s+(?:entity|node)\s+is\b", re.IGNORECASE)
_HIDDEN_EDGE_IS = re.compile(r"\b(?:hidden|masked|missing|covered)\s+(?:relation|edge|link)\s+is\b", re.IGNORECASE)


def _other_slot_events(text: str, question: str | None) -> list[Event]:
    """'The hidden entity is Lisbon, the capital of Portugal.' asked which relation is masked: a reply that names the
    hidden node when the edge is asked for (and speaks of no edge), or the hidden edge when the node is asked for (and
    speaks of no node), answers another question, whatever option its words touch."""
    if not question:
        return []
    if (re.search(r"\brelation\b", question, re.IGNORECASE) and _HIDDEN_NODE_IS.search(text)
            and not re.search(r"\b(?:relation|edge|link|arrow)s?\b", text, re.IGNORECASE)):
        return [Event(RANK_CONCLUSION, len(text), None)]
    if (re.search(r"\bentity\b", question, re.IGNORECASE) and _HIDDEN_EDGE_IS.search(text)
            and not re.search(r"\b(?:entity|entities|node|nodes)\b", text, re.IGNORECASE)):
        return [Event(RANK_CONCLUSION, len(text), None)]
    return []


# an error and its absence offered together: "So either there's one error or none, depending on …", "one error or
# none", "an error or not"
_ERROR_OR_NONE = re.compile(r"\b(?:either\s+)?(?:there(?:'s|\s+is)\s+)?(?:an?|one)\s+(?:\w+\s+)?"
                            r"(?:error|mistake|anomaly)\s+or\s+(?:none|not|no\s+(?:error|mistake|anomaly)|zero)\b",
                            re.IGNORECASE)


# a fact the reply corrects: "- Denmark: currency Euro (should be Danish krone)", "Kigali → capital of → Uganda.
# Kigali is the capital of Rwanda, not Uganda"
_SHOULD_BE = re.compile(r"\(\s*should\s+(?:be|read|say)\s+[^()\n]{1,40}\)|[—–:]\s*should\s+(?:be|read|say)\s+\w",
                        re.IGNORECASE)
_ARROW_TRIPLE = re.compile(r"(?P<head>[^\n→.;]{1,40}?)\s*→\s*(?P<relation>[^\n→]{1,40}?)\s*→\s*"
                           r"(?P<tail>[^\n.;,(]{1,40})")


def _corrected_fact_events(text: str) -> list[Event]:
    """'- Denmark: currency Euro (should be Danish krone)', 'Kigali → capital of → Uganda. Kigali is the capital of
    Rwanda, not Uganda': a fact of the graph the reply corrects (what it should be; its end denied by name after the
    arrow triple that draws it) is an error found, a statement of Yes."""
    events = [Event(RANK_STATEMENT, m.end(), "Yes") for m in _SHOULD_BE.finditer(text)
              if not _is_hypothetical(text, m.start())]
    for triple in _ARROW_TRIPLE.finditer(text):
        tail = triple.group("tail").strip(" *_\"'")
        denied = re.compile(rf"\bnot\s+(?:in\s+|of\s+|the\s+)?{re.escape(tail)}\b", re.IGNORECASE) if tail else None
        found = denied.search(text, triple.end()) if denied else None
        if found and not _is_hypothetical(text, found.start()):
            events.append(Event(RANK_STATEMENT, found.end(), "Yes"))
    return events


def _error_or_none_events(text: str) -> list[Event]:
    """'So either there's one error or none, depending on the reading of that edge.': an error and none offered
    together leave the verdict open, a conclusion where it stands."""
    return [Event(RANK_CONCLUSION, m.end(), None) for m in _ERROR_OR_NONE.finditer(text)
            if not _sentence_is_question(text, m.start())]


# an answer under each of two readings, side by side: "C under the first, E under the second", "9 under one reading, 8
# under the other"
_TWO_READINGS = re.compile(
    rf"(?:\(?(?-i:[A-J])\)?|{_NUMBER})\s+(?:under|on|with|by)\s+the\s+(?:first|former|one)\b[^,;.\n]{{0,40}}[,;]\s*"
    rf"(?:and\s+)?(?:\(?(?-i:[A-J])\)?|{_NUMBER})\s+(?:under|on|with|by)\s+the\s+(?:second|latter|other)\b"
    # a pick under each of two rules: '… could be "one internal line" (then F) or "one diagonal" (then D)'
    r"|\(then\s+(?-i:[A-J])\)\s+or\b[^.;\n]{0,60}\(then\s+(?-i:[A-J])\)",
    re.IGNORECASE)
# a closing question that hands the choice of reading back: "Could you clarify which interpretation you'd like me to
# use?", "Which reading do you want?", "Do you want the number of relation types or the number of edges?"
_ASKED_TO_CHOOSE = re.compile(r"(?:\bwhich\s+(?:interpretation|reading|meaning|one|count|definition|convention)\b"
                              r"|\b(?:do|would)\s+you\s+(?:want|like|mean|need)\b[^?\n]*\bor\b)[^?\n]*\?\s*\Z"
                              # the same asked as a request: "Let me know which convention you want."
                              r"|\blet\s+me\s+know\s+which\s+(?:interpretation|reading|meaning|one|count|definition"
                              r"|convention)\b[^.?!\n]*[.!]?\s*\Z",
                              re.IGNORECASE)


def _two_readings_events(text: str) -> list[Event]:
    """'Both hypotheses give exactly one odd panel, but different ones: C under the first, E under the second.': an
    answer under each of two readings commits to neither."""
    return [Event(RANK_CONCLUSION, m.end(), None) for m in _TWO_READINGS.finditer(text)]


# a reply that opens by asking which things to count: "Do you want me to count the masked node as an entity too?"
_OPENING_COUNT_QUESTION = re.compile(r"\s*(?:do\s+you\s+want\s+me\s+to|should\s+I|shall\s+I"
                                     r"|would\s+you\s+like\s+me\s+to)\s+(?:also\s+)?(?:count|include)\b[^?\n]{1,120}\?",
                                     re.IGNORECASE)
# what settles such a question in the reply itself: "I'll assume so", "assuming you do"
_QUESTION_SETTLED = re.compile(r"\b(?:I'll\s+assume|I\s+will\s+assume|assuming|if\s+so|if\s+not|either\s+way)\b",
                               re.IGNORECASE)


def _opening_count_question_events(text: str) -> list[Event]:
    """'Do you want me to count the masked node as an entity too? There are 8 labeled nodes plus one masked node.':
    a reply that opens by asking which things the count should take in, and leaves the question open, gives no
    count (an answer label after it still does)."""
    asked = _OPENING_COUNT_QUESTION.match(text)
    if not asked or _QUESTION_SETTLED.search(text, asked.end()):
        return []
    return [Event(RANK_CONCLUSION, len(text), None)]


def _asked_to_choose_events(text: str, events: list[Event]) -> list[Event]:
    """'- If each drawn node is counted separately, there are **9**.\n- If … the same entity, there are **8**.\n\nCould
    you clarify which interpretation you'd like me to use?': a reply that gives two answers (or one, and a case it
    leaves open) and closes by asking which reading is meant commits to neither."""
    said = {e.value for e in events}
    split = len(said - {None}) >= 2 or (None in said and len(said) >= 2)  # two answers, or one and a case left open
    return [Event(RANK_CONCLUSION, len(text), None)] if split and _ASKED_TO_CHOOSE.search(text) else []


def _loop_free_events(text: str, answer_type: str, choices: list[str], strict: bool,
                      question: str | None) -> list[Event]:
    text = _without_other_example(_without_quoted_prompt(text), question)
    label_walk = _cut_walk_item(text) if answer_type == "choice" else None
    cut_walk = (label_walk or _cut_place_walk(text, choices) or _cut_prose_walk(text)
                if answer_type == "choice" else None)
    if answer_type == "choice":
        text = _without_place_glosses(_without_echoed_options(text, choices), choices)
    if cut_walk:  # the walk stopped at its next item: what it said before that item is no pick, and the label no answer
        text = text[: cut_walk[0]] + re.sub(r"[^\n]", " ", text[cut_walk[0]: cut_walk[1]]) + text[cut_walk[1]:]
    events = _marker_events(text, answer_type, choices) + _refusal_events(text) + _paired_box_events(text)
    walk_cut = [Event(RANK_CONCLUSION, cut_walk[1], None)] if cut_walk else []
    events += walk_cut
    events += _declined_events(text)
    events += _json_events(text, answer_type, choices) + _tagged_pair_events(text, answer_type, choices)
    events += _record_conflict_events(text, answer_type, choices,
                                      count_target(question) if answer_type == "integer" else None)
    events += _line_events(text, answer_type, choices) + _opening_events(text, answer_type, choices)
    events += _closing_sentence_events(text, answer_type, choices) + _heading_events(text, answer_type, choices)
    events += _named_after_description_events(text, answer_type, choices)
    if strict:
        return events
    events += _correction_events(text, answer_type, choices) + _concluded_polar_events(text, answer_type)
    events += _survivor_events(text, answer_type, choices) + _forced_guess_events(text, answer_type, choices)
    events += _closing_consequence_events(text, answer_type, choices)
    events += _ranking_events(text, answer_type, choices) + _code_result_events(text, answer_type, choices)
    events += _agent_events(text) + _vote_events(text, answer_type, choices) + _qa_events(text, answer_type, choices)
    events += _equation_events(text, answer_type, choices) + _dependent_answer_events(text)
    events += _arrow_events(text, answer_type, choices)
    events += _conditional_alternative_events(text, answer_type, choices) + _leaning_events(text, answer_type, choices)
    events += _lone_lean_events(text, answer_type, choices)
    events += _restated_question_events(text, answer_type) + _error_tally_events(text, answer_type)
    events += _quoted_question_events(text, answer_type)
    if answer_type == "choice":
        events += _checklist_events(text, choices, is_odd_one_out(question)) + _share_events(text, choices)
        events += _self_answered_events(text, choices)
        events += _verdict_events(text, choices, is_odd_one_out(question)) + _quoted_deictic_events(text, choices)
        events += _choice_statement_events(text, choices) + _short_text_choice_events(text, choices)
        events += _stated_fact_events(text, choices) + _place_text_conflict_events(text, choices)
        events += _edge_fact_events(text, choices) + _closing_pair_events(text, choices)
        events += _opening_fact_events(text, choices)
        events += _quoted_term_label_events(text, choices)
        events += _closing_place_events(text, choices) + _bare_corner_events(text, choices)
        events += _deictic_verdict_events(text, choices) + _exception_events(text, choices, is_odd_one_out(question))
        events += _comparison_events(text, choices, is_odd_one_out(question)) + _then_events(text, choices)
        events += _matched_prediction_events(text, choices) + _tentative_opening_events(text, choices)
        events += _glossed_opening_events(text, choices, is_odd_one_out(question))
        events += _opening_contrast_events(text, choices) + _elliptical_affirmation_events(text, choices)
        events += _mention_events(text, choices, is_odd_one_out(question), question)
        events += _contrast_events(text, choices)
        events += _letter_list_events(text, choices)
        events += _unseen_events(text) + _other_slot_events(text, question)
    elif answer_type == "yes_no":
        events += _yes_no_statement_events(text) + _fact_table_events(text, answer_type) + _fact_line_events(text)
        events += _triple_list_events(text)
        events += _closing_polar_events(text)
        events += _map_verdict_events(text) + _reframed_polar_events(text) + _reconsidered_verdict_events(text)
        events += _verdict_exception_events(text) + _doubted_verdict_events(text) + _polar_share_events(text)
        events += _error_or_none_events(text) + _corrected_fact_events(text)
        events += _reason_against_verdict(events, text)
    else:
        events += _integer_statement_events(text) + _column_count_events(text) + _estimate_events(text)
        events += _labelled_count_events(text) + _conditioned_count_events(text) + _foreign_there_are_events(text)
        events += _opening_count_events(text) + _opening_count_sentence_events(text) + _breakdown_count_events(text)
        events += _opening_count_question_events(text)
        target = count_target(question)
        events = _without_dependent_counts(events, text)
        events = [e for e in _under_counted_questions(text, events) if target is None or e.topic in (None, target)]
        events = _without_frequency_restated(_without_total_parts(events, text), text)
    events += _met_condition_events(text, answer_type, choices, question)
    events += _asked_which_events(text, answer_type, choices, events) + _two_readings_events(text)
    events += _asked_to_choose_events(text, events)
    if answer_type == "choice":
        judged, span = _judged_list_events(text, choices, is_odd_one_out(question))
        events = _outside(events, span) + judged
    elif answer_type == "yes_no":
        judged, span = _judged_fact_events(text)
        events = _outside(events, span) + judged
    if walk_cut and label_walk and _answered_before_walk(events, text, label_walk[0]):
        events = [event for event in events if event is not walk_cut[0]]
    if _cut_off(text):
        said = _answer_first_sentences(text, answer_type)
        events = [event for event in events
                  if event.rank > RANK_STATEMENT or any(a < event.position <= b for a, b in said)]
    cut_list = _CUT_IN_LIST.search(text) if _LIST_WORD_AT_END.search(text) else None
    if cut_list:
        events = [event for event in events if event.rank > RANK_STATEMENT or event.position <= cut_list.start()]
    events = _without_case_splits(_without_unfinished_work(_without_first_attempts(events, text), text), text)
    events = _without_reading_splits(events, text, answer_type, choices, question)
    events = _without_dependent_readings(events, text)
    events = _with_contradicted_final(events, text)
    events = [_quoted_as_statement(event, text) for event in events]
    return _after_reconsideration(events, text, answer_type)


# a line that opens on a plain answer label ("Answer: D (Dodoma)"): a reply that writes two of them with different
# answers, and nothing between them taking the first back, has given two answers
_ANSWER_LINE = re.compile(r"^[ \t]*(?:\*\*)?answer(?:\*\*)?\s*[:：]", re.IGNORECASE | re.MULTILINE)
# the one "Final Answer:" line a harness asks for, and the words that turn a reasoning before it around
_FINAL_ANSWER_LINE = re.compile(r"^[ \t]*(?:\*\*)?final\s+answer(?:\*\*)?\s*[:：]", re.IGNORECASE | re.MULTILINE)
_TURN_BEFORE_FINAL = re.compile(r"\b(?:however|actually|but|wait|instead|on\s+second\s+thought|on\s+reflection"
                                r"|reconsider\w*|re-?check\w*|re-?count\w*|correction|wrong)\b", re.IGNORECASE)


# a sentence that draws its conclusion: led by "so" or "therefore", or naming its option as the answer ("…, the
# official capital of Tanzania is Dodoma, which is option D.")
_LED_SENTENCE = re.compile(r"\s*(?:so|therefore|thus|hence)\b|[^.!?\n]*,\s*which\s+is\s+(?:option|panel|choice)\s+",
                           re.IGNORECASE)


def _sentence_start(text: str, position: int, stops: str = ".!?\n") -> int:
    """Where the sentence holding `position` starts: after the last of `stops` (by default a full stop, an
    exclamation, a question mark or a line break) before it."""
    return max(text.rfind(mark, 0, position) for mark in stops) + 1


def _without_disagreeing_finals(events: list[Event], text: str, lines: list[re.Match[str]]) -> list[Event]:
    """'Final Answer: B\n\nHowever, … only option A has four holes …\n\nFinal Answer: A': a reply that writes the
    asked-for final line twice with different answers has given two final answers; it commits to neither, unless it
    takes the first back in so many words between them ("Final answer: B\n\nWait — looking again, … E.\n\nFinal
    answer: E" is a correction, read as the last)."""
    finals = []
    for line, after in zip(lines, [*lines[1:], None], strict=True):
        stop = after.start() if after else len(text)
        said = [e for e in events if e.rank == RANK_FINAL and line.start() <= e.position < stop and e.value is not None]
        if said:
            finals.append(latest(said).value)
    if len(set(finals)) < 2 or _RECONSIDERATION.search(text, lines[0].end(), lines[-1].start()):
        return events
    return [*(e for e in events if e.position < lines[0].start()), Event(RANK_FINAL, len(text), None)]


def _repeats_last_said(events: list[Event], start: int, final: Event) -> bool:
    """Whether the final line repeats the answer said last before it ("Thought: then it must be C.\nFinal Answer:
    C"), whatever conclusion came earlier."""
    return latest([e for e in events if e.position < start and e.value is not None]).value == final.value


def _with_contradicted_final(events: list[Event], text: str) -> list[Event]:
    """'Therefore the correct option is B.\n\nFinal Answer: D': a closing "Final Answer:" line that names another
    answer than the conclusion its reasoning drew in the paragraph right before it (a conclusion, or a statement in a
    sentence led by "so" or "therefore"), when it is the last answer said before the line and nothing between them
    turns the reasoning around, leaves the reply contradicting itself; it commits to neither (a None in place of the
    final line). Several final lines are left to the readings of revisions."""
    lines = list(_FINAL_ANSWER_LINE.finditer(text))
    if len(lines) >= 2:
        return _without_disagreeing_finals(events, text, lines)
    plain = list(_ANSWER_LINE.finditer(text))
    if not lines and len(plain) >= 2:
        return _without_disagreeing_finals(events, text, plain)  # "Answer: A\n\nAnswer: D"
    if len(lines) != 1 or "\n" in text[lines[0].end():].strip():
        return events
    start = lines[0].start()
    finals = [e for e in events if e.rank == RANK_FINAL and e.position >= start and e.value is not None]
    drawn = [e for e in events if e.position < start and e.value is not None
             and (e.rank >= RANK_CONCLUSION or _LED_SENTENCE.match(text, _sentence_start(text, e.position)))]
    if not finals or not drawn:
        return events
    concluded, final = latest(drawn), latest(finals)
    if (concluded.value == final.value or _repeats_last_said(events, start, final)
            or text[concluded.position: start].rstrip().count("\n\n") > 1
            or _TURN_BEFORE_FINAL.search(text, _sentence_start(text, concluded.position), start)):
        return events
    return [*(e for e in events if e.position < start), Event(RANK_FINAL, len(text), None)]


# a condition on how the picture or the question is read: "if …", "assuming …", "provided …", and "Should the fold
# be …" opening its sentence ("even if" and "as if" concede or compare, they set no condition)
_CASE_CONDITION = re.compile(r"(?<!\beven\s)(?<!\bas\s)\b(?:if|assuming|provided)\b|^\s*should\s+(?:the|it|this|that"
                             r"|there)\b", re.IGNORECASE)
# the other branch of a case split: "otherwise …", "if not …", "; if it's a mountain fold, …", or a split named as
# such ("depending on whether …")
_OTHER_BRANCH = re.compile(r"\b(?:otherwise|if\s+not|or\s+else)\b|[;,]\s*(?:but\s+)?(?:if|assuming)\b"
                           r"|\bdepending\s+on\s+(?:whether|how|which|if)\b", re.IGNORECASE)


# a split the reply names: "Depending on whether …", "depending on how …", "Depending on the axis of rotation, …"
_NAMED_SPLIT = re.compile(r"\bdepending\s+on\s+(?:whether|how|which|if|the\s+(?:axis|direction|reading|interpretation"
                          r"|viewpoint|fold|rule))\b", re.IGNORECASE)


def _case_splits(text: str) -> list[tuple[int, int]]:
    """The sentences that split the answer into cases and leave the split open: a condition, then the other branch
    after it ("If the arrow marks the front, B; otherwise D", "Should the fold be a valley fold, C; if it's a mountain
    fold, A", "9, assuming the two nodes are one; otherwise 10", "Depending on whether …, 'located in region' or
    'member of'"). A forced guess ("If I had to pick, …") supposes nothing."""
    spans = []
    for sentence in re.finditer(r"[^.!?\n]+", text):
        words = _FORCED_GUESS.sub(" ", sentence.group())
        condition = _CASE_CONDITION.search(words)
        named_split = _NAMED_SPLIT.search(words)
        foreign = _FOREIGN_CONDITION.search(words)
        if (named_split or (condition and _OTHER_BRANCH.search(words, condition.end()))
                or (foreign and _FOREIGN_OTHER_BRANCH.search(words, foreign.end())) or _READINGS_SPLIT.search(words)):
            spans.append(sentence.span())
    return spans


# a split by two readings side by side: "Under a strict legal reading there's an issue; under common usage there
# isn't."
_READINGS_SPLIT = re.compile(r"\bunder\s+[^;,.]{3,60}[;,]\s*(?:but\s+|while\s+|whereas\s+)?under\s+"
                             # a count without a part and one with it: "Excluding the masked node, there are 8
                             # entities; including it, there are 9.", "Counting them once gives 9 relations, counting
                             # each direction separately gives 11."
                             r"|\b(?:excluding|without|not\s+counting|counting)\s+[^;.]{0,80}?(?:\d|\bgives\b)[^;.]{0,40}"
                             r"[;,]\s*(?:but\s+|while\s+|whereas\s+|and\s+)?(?:including|with|counting)\s+"
                             r"[^;.]{0,80}?(?:\d|\bgives\b)", re.IGNORECASE)
# the same split in Spanish, French, Italian, Portuguese, German, Polish, Russian and Ukrainian: "Si se considera
# oficial, no hay error; si no, sí lo hay", "S'il s'agit de …, C ; sinon, D", "Se …, 9; altrimenti 10", "Wenn …, dann
# B, sonst D", "Jeśli …, poprawna byłaby B, a jeśli …, D" (the condition alone supposes; the other branch after it
# leaves the split open)
_FOREIGN_CONDITION = re.compile(r"(?<![^\W\d_])(?:si|s'il|s'ils|se|wenn|falls|jeśli|jeżeli|если|якщо)(?![^\W\d_])",
                                re.IGNORECASE)
_FOREIGN_OTHER_BRANCH = re.compile(r"[;,]\s*(?:a\s+(?:jeśli|jeżeli|gdy)|а\s+(?:если|якщо)|w\s+przeciwnym\s+(?:razie"
                                   r"|wypadku)|иначе|інакше|в\s+противном\s+случае"
                                   r"|si\s+no|sinon|se\s+não|senão|se\s+no|altrimenti|de\s+lo\s+contrario"
                                   r"|en\s+caso\s+contrario|caso\s+contrário|dans\s+le\s+cas\s+contraire|sonst"
                                   r"|andernfalls|wenn\s+nicht|falls\s+nicht)(?![^\W\d_])", re.IGNORECASE)


# a sentence opening on one reading of the question: "If you mean distinct relation types, …", "If by edges you mean
# …", "If you're asking about …", "If we count …"
_READING_CONDITION = re.compile(r"\W*(?:(?:but|and|or)\s+)?if\s+(?:you\s+(?:mean|meant|want|wanted|count"
                                r"|are\s+counting)|you're\s+(?:asking|counting)|you\s+are\s+asking|by\s+[^,.!?\n]{1,40}?\s+you\s+mean"
                                r"|we\s+count|we're\s+counting|the\s+question\s+(?:means|asks|is\s+about))\b",
                                re.IGNORECASE)


def _without_reading_splits(events: list[Event], text: str, answer_type: str, choices: list[str],
                            question: str | None) -> list[Event]:
    """'If you mean distinct relation types, there are 4. If you mean individual edges, there are 9.': sentences in
    a row, each opening on its own reading of the question, answer each reading and leave the question open; their
    answers go, and the open question stands at their end. Where one of them alone names the reading the question
    asks for ('If you mean entities, 7. If you mean relations, 9.' on a count of entities), it answers the question
    and they stand."""
    sentences = [m for m in re.finditer(r"[^.!?\n]+[.!?]*", text) if m.group().strip()]
    runs, run = [], []
    for sentence in sentences + [None]:
        if sentence is not None and _READING_CONDITION.match(sentence.group()):
            run.append(sentence)
            continue
        if len(run) > 1:
            runs.append((run[0].start(), run[-1].end()))
        run = []
    for start, end in runs:
        split = [sentence.group() for sentence in re.finditer(r"[^.!?\n]+[.!?]*", text[start:end])]
        if answer_type == "integer":  # the counted noun of each reading: "distinct relation types", "individual edges"
            topics = [_topic(_READING_CONDITION.sub("", sentence).split(",")[0]) for sentence in split]
            met = [topic for topic in topics if topic == count_target(question)] if None not in topics else []
        else:
            met = [sentence for sentence in split if _met_condition_events(sentence, answer_type, choices, question)]
        if len(met) == 1:
            continue
        events = [event for event in events if not start <= event.position <= end + 1]
        events.append(Event(RANK_CONCLUSION, end, None))
    return events


def _without_case_splits(events: list[Event], text: str) -> list[Event]:
    """What a case split left open commits to nothing: its answers go, a hedge stands at its end."""
    splits = _case_splits(text)
    if not splits:
        return events
    kept = [event for event in events if not any(start <= event.position <= end + 1 for start, end in splits)]
    return kept + [Event(RANK_STATEMENT, end, None) for _, end in splits]


# a result given as standing so far, before the rest is done: "I've verified 5 of the 8 edges so far", "So far I have
# 6 relations in the top half"
_RUNNING_RESULT = re.compile(r"\b(?:so\s+far|thus\s+far|up\s+to\s+now|until\s+now)\b", re.IGNORECASE)
# the step the reply says it would take next, closing it: "I'd next verify the currency edges", "I would then go
# through the bottom half"
_NEXT_STEP = re.compile(r"\b(?:i'd|i\s+would|i'll|i\s+will|we'd|we\s+would)\s+(?:next|then)\s+\w+", re.IGNORECASE)


# an answer said to be a first try, right after it in its clause: "I count 11 edges at first, but …", "9 initially"
_FIRST_TRY_AFTER = re.compile(r"[^.!?;,\n]{0,30}?\b(?:at\s+first|initially|to\s+begin\s+with|on\s+(?:my|the)\s+first"
                              r"\s+(?:pass|count|try|look))\b", re.IGNORECASE)


# an answer given in a clause opened as a first try and followed by "but": "At first glance I counted 12 nodes, but …",
# "At first B looks odd because its arrow points left while most point right, but …"
_FIRST_TRY_OPENING = re.compile(r"(?:^|(?<=[.!?\n]))\s*\(?\s*(?:at\s+first(?:\s+(?:glance|sight))?|initially"
                                r"|on\s+(?:my|the)\s+first\s+(?:pass|count|try|look))\s*,?\s*[^.!?;,\n]{0,40}$",
                                re.IGNORECASE)
_BUT_AFTER = re.compile(r"[^.!?;\n]{0,100}?,\s*but\b", re.IGNORECASE)


def _first_try_before(text: str, position: int) -> bool:
    """'At first glance I counted 12 nodes, but …': the answer at `position` sits in a clause that opens as a first
    try and turns on "but"."""
    start = _sentence_start(text, position)
    return bool(_FIRST_TRY_OPENING.match(text[start:position])) and bool(_BUT_AFTER.match(text, position))


def _without_first_attempts(events: list[Event], text: str) -> list[Event]:
    """'I count 11 edges at first, but on rechecking, … So the graph contains 10 relations.': an answer the reply says
    was its first try is no answer where it goes on to another (a final answer's marker still stands)."""
    def revised(event: Event) -> bool:
        return any(other.position > event.position and other.value not in (None, event.value) for other in events)
    return [e for e in events if e.rank == RANK_FINAL or e.value is None
            or not (_FIRST_TRY_AFTER.match(text, e.position) and revised(e) or _first_try_before(text, e.position))]


def _without_unfinished_work(events: list[Event], text: str) -> list[Event]:
    """Work left unfinished gives no answer: a result stated as standing so far is a running result, and a reply
    that closes on the step it would take next has stopped before its answer, so the statements before that step
    (the capitals checked, the left half counted) are partial results, not the reply's answer."""
    sentences = [m.span() for m in re.finditer(r"[^.!?\n;]+", text)]
    running = [(start, end) for start, end in sentences if _RUNNING_RESULT.search(text, start, end)]
    events = [event for event in events if not any(start <= event.position <= end + 1 for start, end in running)]
    closing = sentences[-1] if sentences else None
    if closing and _NEXT_STEP.search(text, closing[0], closing[1]):
        events = [event for event in events if event.rank > RANK_STATEMENT or event.position > closing[1]]
    return events


# an option's label where a list of the options sets it: "A)", "(B)", "C.", "D:" after a space, a colon or a line
# break, or a letter alone on its line or with only a mark after it ("D   <-- correct", "C ✓")
_MARK_AFTER_LABEL = r"|(?=[ \t]+(?:<-|<=|←|⟵|[✅✓✔☑]))"
_LIST_LABEL = re.compile(rf"(?:^|(?<=[\s:]))\(?(?P<letter>[{_L}])(?:\)|\.(?!\w)|:|(?=[ \t]*(?:\n|$))"
                         rf"{_MARK_AFTER_LABEL})", re.MULTILINE)


def _echoed_option_spans(text: str, choices: list[str]) -> list[tuple[int, int]]:
    """Where the reply restates the whole option list, on lines or on one line ('Options:\nA\nB\nC\nD', 'A. Euro\n…
    E. Złoty', 'Options: A) Nairobi B) Kampala … E) Addis Ababa'): every option in order under its label, each with
    nothing after it or its own text. Such a list names every option, so no item of it is the reply's answer.
    Where items of a list on lines carry a mark after them ('A\nB\nC\nD   <-- correct\nE\nF', 'A. Vienna\nB. Bern  ✓
    \nC. Vaduz …'), the reply picked by marking: the spans leave the marked items out, so their marks and labels are
    read (one marked item is the pick, two are a hedge)."""
    letters = _valid_letters(choices)
    labels = [m for m in _LIST_LABEL.finditer(text) if m.group("letter") in letters]
    texts = not all(_is_panel_label(choice) for choice in choices)
    spans = []
    for first in range(len(labels) - len(letters) + 1):
        run = labels[first: first + len(letters)]
        if "".join(m.group("letter") for m in run) != letters:
            continue
        line_end = text.find("\n", run[-1].end())
        ends = [m.start() for m in run[1:]] + [len(text) if line_end < 0 else line_end]
        items = [text[m.end(): end].strip(" \t\n.,;") for m, end in zip(run, ends, strict=True)]
        marks = [_ITEM_MARK.search(item) for item in items]
        marked = [i for i, mark in enumerate(marks) if mark]
        if marked and not all("\n" in text[m.end(): end] for m, end in zip(run[:-1], ends, strict=False)):
            continue  # marks in a list on one line: which item each follows is unclear
        items = [item[: mark.start()].strip(" \t.,;") if mark else item
                 for item, mark in zip(items, marks, strict=True)]
        if all(not item or (texts and _fold(item) == _fold(choice))
               for item, choice in zip(items, choices, strict=False)):
            cuts = [_echo_heading_start(text, run[0].start())]
            for i in marked:
                cuts += [run[i].start(), ends[i]]
            spans += list(zip(cuts[::2], [*cuts[1::2], ends[-1]], strict=True))
    return spans


# the mark a reply sets after one item of an option list it copies out, to pick it: a tick, an arrow to the item
# with or without a word ("<-- correct", "← answer", "<= this one"), or the word in brackets ("(correct)")
_ITEM_MARK = re.compile(r"[ \t]*(?:[✅✓✔☑](?:[ \t]*(?:correct|answer|right))?|(?:<-+|<=+|←|⟵)[ \t]*(?:(?:the[ \t]+)?"
                        r"(?:correct|right)(?:[ \t]+(?:answer|one|option))?|answer|this(?:[ \t]+one)?)?"
                        r"|[(\[][ \t]*(?:correct|answer|✓|✔)[ \t]*[)\]])[ \t!.]*$", re.IGNORECASE)
# the heading a copied-out option list stands under, on its own line or before the list on the line: "Options:",
# "Choices were:", "Answer choices -"
_ECHO_HEADING = re.compile(r"(?:^|(?<=\n))[ \t]*(?:[*_#]+[ \t]*)?(?:the[ \t]+)?(?:answer[ \t]+)?(?:options?|choices?"
                           r"|candidates?)(?:[ \t]+(?:are|were))?[ \t]*(?:[*_]+[ \t]*)?[:：—–-]?[ \t]*(?:[*_]+)?"
                           r"[ \t]*\n?[ \t]*\Z", re.IGNORECASE)


def _echo_heading_start(text: str, start: int) -> int:
    """Where the heading of the copied-out option list at `start` begins ("Options: (A) (B) …"), or `start` when it
    has none: the heading belongs to the copy, and left alone it would read as a label the reply stopped after."""
    heading = _ECHO_HEADING.search(text, 0, start)
    return heading.start() if heading else start


def _cut_echo_spans(text: str, choices: list[str]) -> list[tuple[int, int]]:
    """Where the reply restates the option list from its first option and is cut off inside it ('A. located in region
    B. member of C. part of', 'A) Nairobi\nB) Kamp'): the whole reply is two or more options in order from A under
    their labels, each with its own text (the last one's text perhaps cut short). An echo stopped by the
    generation limit names options only because it lists them, so none of them is the reply's answer."""
    letters = _valid_letters(choices)
    labels = [m for m in _LIST_LABEL.finditer(text) if m.group("letter") in letters]
    texts = not all(_is_panel_label(choice) for choice in choices)
    run = labels[: len(letters)]
    if not texts or len(run) < 2 or "".join(m.group("letter") for m in run) != letters[: len(run)]:
        return []
    ends = [m.start() for m in run[1:]] + [len(text.rstrip())]
    items = [_fold(text[m.end(): end].strip(" \t\n.,;")) for m, end in zip(run, ends, strict=True)]
    folded = [_fold(choice) for choice in choices]
    if (text[: run[0].start()].strip() or not all(items) or items[:-1] != folded[: len(items) - 1]
            or not folded[len(items) - 1].startswith(items[-1])):
        return []
    return [(run[0].start(), ends[-1])]


def _unlabelled_echo_spans(text: str, choices: list[str]) -> list[tuple[int, int]]:
    """Where the reply restates the option list without its labels, one option's text to a line, perhaps under
    bullets ('The candidate relations are:\n- located in region\n- member of\n…\n- capital of'): every option in
    order, each line nothing but its text. Such a list names every option, so no line of it is the reply's answer."""
    if len(choices) < 2 or any(_is_panel_label(choice) for choice in choices):
        return []
    folded = [_fold(choice) for choice in choices]
    lines = [(m.start(), m.end(), _fold(_BULLET_LEAD.sub("", m.group()).strip(" \t.,;"))) for m in
             re.finditer(r"[^\n]+", text) if m.group().strip()]
    spans = []
    for first in range(len(lines) - len(folded) + 1):
        run = lines[first: first + len(folded)]
        if [item for _, _, item in run] == folded:
            spans.append((run[0][0], run[-1][1]))
    return spans


_BULLET_LEAD = re.compile(r"^[ \t]*(?:[-*•+][ \t]*)?")
# an item of a walk through the options, under its label: "- A: two circles, …", "Panel C:", "* (D) —"
_WALK_ITEM = re.compile(rf"[ \t]*(?P<lead>(?:[-*•+][ \t]*|\d{{1,2}}[.)][ \t]*)?)(?:\*\*)?"
                        rf"(?:(?i:{_MENTION_NOUNS})[ \t]+)?\(?(?P<letter>[{_L}])\)?(?:\*\*)?[ \t]*[:：—–-](?:\*\*)?"
                        r"(?P<rest>[^\n]*)")


def _cut_walk_item(text: str) -> tuple[int, int] | None:
    """Where a walk through the options is cut off at its next item's label ('- A: two circles, …\n- B: two squares,
    …\n- C:'): the reply ends on an option's label with nothing after it, below the item of the option before it
    under the same kind of label with its text. The empty item is the walk's next step, not the reply's answer, and
    the walk stopped before its verdict, so the reply commits to nothing."""
    lines = [m for m in re.finditer(r"[^\n]+", text.rstrip()) if m.group().strip()]
    if len(lines) < 2:
        return None
    last = _WALK_ITEM.fullmatch(lines[-1].group())
    # the item above: the nearest line above under a label of the same kind (its sub-points skipped)
    above = next((item for item in (_WALK_ITEM.fullmatch(line.group()) for line in reversed(lines[:-1])) if item
                  and last and _lead_kind(item.group("lead")) == _lead_kind(last.group("lead"))), None)
    if (last and above and not last.group("rest").strip() and above.group("rest").strip()
            and ord(last.group("letter")) == ord(above.group("letter")) + 1):
        return lines[-1].span()
    return None


def _lead_kind(lead: str) -> str:
    """A list item's lead as a kind: its bullet, or "1." for any number ("1. " and "2. " lead items of one list)."""
    return re.sub(r"\d+", "1", lead.strip())


# an option named by its noun, in the languages of the issue with their article: "Option C", "Le panneau C"
_WALK_NOUN = rf"(?:(?i:the|le|la|el|der|die|das|il|lo)[ \t]+)?(?i:{_MENTION_NOUNS})"
# the last words of a walk through the options in prose, cut off in the next option's sentence: "… Option B shows
# holes near the center. Option C has", "… Le panneau B contient trois triangles. Le panneau C"
_CUT_PROSE_ITEM = re.compile(rf"(?:(?<=[.!?])[ \t]+|\n[ \t]*)(?P<item>(?P<noun>{_WALK_NOUN})[ \t]+\(?"
                             rf"(?P<letter>[{_L}])\)?(?P<words>(?:[ \t]+[a-z][\w'’-]*){{0,6}}))[ \t]*\Z")


def _answered_before_walk(events: list[Event], text: str, cut: int) -> bool:
    """'The answer is A.\n\nWalking through the rest to be sure:\nB — mirrored …\nD — ': a walk cut off after the
    reply concluded on an answer above the walk (above its first item's line) checks that answer; the cut leaves it
    standing."""
    lines = list(re.finditer(r"[^\n]*", text[:cut]))
    start = cut
    for line in reversed([m for m in lines if m.group().strip()]):
        if not _WALK_ITEM.fullmatch(line.group()):
            break
        start = line.start()
    return any(e.rank >= RANK_CONCLUSION and e.value is not None and e.position < start for e in events)


def _opens_like_item_before(text: str, cut: re.Match[str]) -> bool:
    """Whether the sentence or line before a reply's closing 'Le panneau C' opens on the same noun and the option
    before ('Le panneau B contient …'): the walk's next item cut off at its label; after other prose ('F has the side
    cube above.\n\nOption E') the label alone closes the walk on its answer."""
    previous = re.split(r"(?<=[.!?])\s+|\n", text[: cut.start("item")].rstrip())[-1]
    letter = chr(ord(cut.group("letter").upper()) - 1)
    return bool(re.match(rf"[\s\-•*]*{re.escape(cut.group('noun'))}[ \t]+\(?{letter}\)?[ \t:,]+\S", previous,
                         re.IGNORECASE))


def _cut_prose_walk(text: str) -> tuple[int, int] | None:
    """Where a walk through the options in prose is cut off in its next option's sentence ('Option A shows four
    corner holes. Option B shows holes near the center. Option C has'): the reply stops on a lower-case word in a
    sentence that opens on an option other than those its sentences before described; that option is the walk's next
    step, and the walk stopped before its verdict."""
    cut = _CUT_PROSE_ITEM.search(text.rstrip(" \t"))
    if not cut or not cut.group("words") and not _opens_like_item_before(text, cut):
        return None
    before = {m.group(1).upper()
              for m in re.finditer(rf"\b{_WALK_NOUN}[ \t]+\(?([{_L}])\)?", text[: cut.start("item")])}
    return cut.span("item") if before - {cut.group("letter")} else None


def _cut_place_walk(text: str, choices: list[str]) -> tuple[int, int] | None:
    """Where a walk through the options by their places in the grid is cut off at its next item ('The top-left panel
    shows … so this one doesn't match.\n\nThe top-middle panel'): the reply ends on a line that is only the place
    of the option after the one the line above opens on and goes on about. As for a walk by labels
    (`_cut_walk_item`), the empty item is the walk's next step and the reply commits to nothing."""
    if _CHOICE_PLACES.get() is None or not choices or not all(_is_panel_label(choice) for choice in choices):
        return None
    lines = [m for m in re.finditer(r"[^\n]+", text.rstrip()) if m.group().strip()]
    if len(lines) < 2:
        return None
    last, above = (_BULLET_LEAD.sub("", line.group()) for line in lines[-2:][::-1])
    last_place, above_place = _layout_place_at(last, choices), _layout_place_at(above, choices)
    valid = _valid_letters(choices)
    if (last_place and above_place and _WALK_ITEM_END.fullmatch(last, last_place.length)
            and above[above_place.length:].strip(" \t:—–-")
            and valid.index(last_place.value) == valid.index(above_place.value) + 1):
        return lines[-1].span()
    return None


# what may close an item's place where the walk stops: nothing, or the colon or dash of its label
_WALK_ITEM_END = re.compile(r"[ \t]*[:：—–-]?[ \t]*")


def _without_echoed_options(text: str, choices: list[str]) -> str:
    """`text` with every restated option list blanked out (its length and line breaks kept, so positions stay)."""
    spans = _echoed_option_spans(text, choices) + _cut_echo_spans(text, choices) + _unlabelled_echo_spans(text, choices)
    for start, end in spans:
        text = text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]
    return text


# a count reply given as a lettered option of counts: "C) 7", "(B) 12", "D. 9"
_LABELLED_COUNT = re.compile(rf"\s*\(?[{_L}][).:]\s*(\d{{1,4}})\s*\.?\s*", re.IGNORECASE)


def _labelled_count_events(text: str) -> list[Event]:
    """'C) 7': a reply that is one option label and a number answers the count with the number (the harness showed
    the counts as lettered options, the model copied the line); the label names no option of a count question."""
    match = _LABELLED_COUNT.fullmatch(text)
    return [Event(RANK_CONCLUSION, match.end(1), match.group(1))] if match else []


# the heading of a note after an answer that closed its sentence: "9 entities.\n\nNote:" is cut off in the note
_CUT_NOTE = re.compile(r"[.!]\s*\n[ \t]*(?:notes?|explanation|reasoning|rationale|comments?|remarks?)[ \t]*:[ \t]*$",
                       re.IGNORECASE)


_LETTER_LIST_LINE = re.compile(rf"^[ \t]*(?:\(?[{_L}]\)?[ \t.,;/|&]+)+\(?[{_L}]\)?[ \t.,;/|&]*$", re.MULTILINE)


def _letter_list_events(text: str, choices: list[str]) -> list[Event]:
    """'A. B. C. D.', 'A, B, C, D': a line of nothing but two or more option letters lists the options, it chooses
    none of them."""
    valid = _valid_letters(choices)
    return [Event(RANK_CONCLUSION, m.end(), None) for m in _LETTER_LIST_LINE.finditer(text)
            if len(set(re.findall(rf"[{_L}]", m.group())) & set(valid)) >= 2]


# an approximate count that the reply says is not exact: "Count: about 10 — too dense to be exact"
_ESTIMATE = re.compile(
    rf"(?:\b(?:about|around|roughly|approximately|approx\.?|circa|some)\s+|~\s*|≈\s*){_NUMBER}[^\n]{{0,80}}?"
    r"\b(?:too\s+\w+\s+to\s+be\s+(?:exact|precise|certain|sure)|(?:can(?:'t|not)|couldn't)\s+(?:be\s+)?(?:exact|precise)"
    r"|not\s+(?:an?\s+)?(?:exact|precise)|(?:a\s+)?rough\s+estimate)", re.IGNORECASE)


def _estimate_events(text: str) -> list[Event]:
    return [Event(RANK_CONCLUSION, m.end(), None) for m in _ESTIMATE.finditer(text)]


_DEICTIC_REPLY = re.compile(r"\s*(?:this|that)(?:'s|\s+is)?\s+(?:the\s+)?one[.!]?\s*$"
                            r"|\s*(?:that|this)(?:'s|\s+is)\s+it[.!]?\s*$", re.IGNORECASE)


def _quoted_deictic_events(text: str, choices: list[str]) -> list[Event]:
    """'> Option B: four holes near the centre\n\nThat's the one.': a reply that only points at the one option it
    quoted."""
    quoted = "\n".join(line for line in text.splitlines() if line.lstrip().startswith(">"))
    own = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith(">"))
    if not quoted or not _DEICTIC_REPLY.fullmatch(own.strip() or "-"):
        return []
    named = {m.value for m in _letter_mentions(quoted, choices) + _text_mentions(quoted, choices)}
    return [Event(RANK_CONCLUSION, len(text), named.pop())] if len(named) == 1 else []


# what introduces words the reply quotes rather than says: the prompt's example or instruction ('e.g. "Answer: B"',
# 'The instruction says: "…"') or another turn's words ("You wrote '12 entities'", "Your previous message said '…'")
_QUOTE_INTRO = re.compile(r"\be\.\s?g\.|\b(?:for\s+example|example|instructions?|prompt|format|template"
                          r"|you\s+(?:wrote|said|asked|mentioned|claimed)"
                          r"|your\s+(?:previous|last|earlier)\s+(?:message|turn|reply|answer)\s+(?:said|was|read))\b",
                          re.IGNORECASE)
_QUOTED_SPAN = re.compile(r"\"[^\"\n]{1,160}\"|“[^”\n]{1,160}”|'[^'\n]{1,60}'(?!\w)|‘[^’\n]{1,60}’")


def _without_quoted_prompt(text: str) -> str:
    """The prompt's example answer line or another turn's words, quoted ('As the instructions say, e.g. "Answer: B"',
    "You wrote '12 entities' in your last turn"), are not the reply's answer: blanked (positions kept), so the
    reply's own words decide, and a reply of nothing else commits to nothing."""
    for intro in _QUOTE_INTRO.finditer(text):
        quoted = _QUOTED_SPAN.search(text, intro.end(), min(len(text), intro.end() + 200))
        if not quoted:
            continue
        between = re.sub(r"\be\.\s?g\.", "", text[intro.end(): quoted.start()], flags=re.IGNORECASE)
        if not re.search(r"[.!?\n]", between):
            text = text[: quoted.start()] + " " * (quoted.end() - quoted.start()) + text[quoted.end():]
    return text


# what leads from a forced guess to its pick: "If forced, D.", "If I had to pick, I'd go with F", "…: B", "If I had to
# choose a single number, it'd be twelve"
_FORCED_PICK_LEAD = re.compile(r"(?:\s+to\s+(?:choose|pick|guess|answer|commit)(?:\s+one)?)?"
                               r"(?:\s+(?:a\s+single|one)\s+(?:number|count|answer|option|letter))?\s*[,:]?\s*"
                               r"(?:(?:i'?d|i\s+would|i'?ll|i\s+will)\s+(?:say|pick|choose|go\s+with|guess|answer)\s+"
                               r"|(?:it'?d|it\s+would)\s+be\s+)?",
                               re.IGNORECASE)


def _forced_guess_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """'Hard to say. If forced, D.', "It's hard to say precisely; if forced, 14.": a pick the reply makes when made to
    pick, closing its clause, is its answer, as a conclusion after the doubt before it (a doubt said after it still
    takes it back); a hedge after it ("If forced, B or D") picks nothing."""
    events = []
    for guess in _FORCED_GUESS.finditer(text):
        lead = _FORCED_PICK_LEAD.match(text, guess.end())
        parsed = parse_span(text[lead.end(): lead.end() + 80], answer_type, choices)
        rest = text[lead.end() + parsed.length:]
        if parsed.value is not None and re.match(r"[\s*)]*(?:[.!;\n—–]|\s-\s|$|,\s*(?:though|although)\b)", rest):
            events.append(Event(RANK_CONCLUSION, lead.end() + parsed.length, parsed.value))
    return events


# what an elimination left standing: "…, which leaves only B.", "That leaves us with option D."
_LEAVES = re.compile(r"\b(?:which|that|this)\s+leaves\s+(?:us\s+with\s+)?(?:only\s+|just\s+)?", re.IGNORECASE)


def _survivor_events(text: str, answer_type: str, choices: list[str]) -> list[Event]:
    """'A, C and D can all be ruled out, which leaves only B.': the one option an elimination leaves, ending its
    sentence, is the reply's conclusion, however many options the sentence ruled out before it."""
    if answer_type != "choice":
        return []
    events = []
    for cue in _LEAVES.finditer(text):
        parsed = parse_span(text[cue.end(): cue.end() + 80], answer_type, choices)
        rest = text[cue.end() + parsed.length:]
        if parsed.value is not None and re.match(r"[\s.!]*(?:\n|$)", rest):
            events.append(Event(RANK_CONCLUSION, cue.end() + parsed.length, parsed.value))
    return events


def _quoted_as_statement(event: Event, text: str) -> Event:
    """An event inside a quoted line ('> The answer is A.') quotes the question, the options or a hint: it counts no
    more than a statement, so the reply's own words after it decide."""
    line_start = text.rfind("\n", 0, max(0, event.position - 1)) + 1
    if event.rank > RANK_STATEMENT and text[line_start:].lstrip().startswith(">"):
        return Event(RANK_STATEMENT, event.position, event.value, event.opening_yes_no, event.topic)
    return event


# a reply that stops on an empty option label ("- D:"), an open bracket, a dangling operator, comma, colon, dash or
# arrow ("4. Tanzania —currency→ "): the generation was cut off in the middle of weighing, so its prose statements
# have not concluded yet
_CUT_OFF = re.compile(rf"(?:[(\[{{,+=/:→]|->|\s[—–-]|(?m:^)[ \t]*[-*•]?[ \t]*\(?[{_L}]\)?[ \t]*[:)])[ \t]*$")
# a reply that stops on the word that opens its next clause, after a comma, a stop or a dash (or on "and so"): a
# conclusion ("…, so", "therefore", "donc", "所以") or a turn ("…, but", "however", "aber", "但是") was to follow,
# so the counts and picks its prose states before it have not concluded ("…, that's 4. Portugal also connects to
# Spain …, so")
_CUT_ON_LINK_WORD = re.compile(
    r"(?:^|[\n,;:.!?，。；：！？、]|\s[—–-])[ \t]*(?:and[ \t]+)?(?:so|therefore|thus|hence|which\s+means|meaning"
    r"|but|however|yet|although|wait|así\s+que|por\s+lo\s+tanto|entonces|pero|aunque|donc|alors|mais|cependant|also|daher"
    r"|deshalb|aber|jedoch|quindi|dunque|però|então|portanto|mas|porém|所以|因此|因而|但是|不过|可是|だから|しかし"
    r"|つまり|그래서|그러므로|따라서|하지만|그런데)\Z|\sand[ \t]+(?:so|therefore|thus|hence)\Z"
    # a clause joined on with ", and" and cut off: "… so both B and D are possible rotations, and"
    r"|,[ \t]*and\Z", re.IGNORECASE)
# a reply that stops on a conjunction: its last clause was cut off in the middle of a list ("The remaining candidates
# are NATO and"), so what that clause names is no conclusion
_LIST_WORD_AT_END_SOURCE = r"(?:and|or|nor|versus|vs)[ \t]*$"
_CUT_IN_LIST = re.compile(rf"[^.!?:;\n]*\s{_LIST_WORD_AT_END_SOURCE}", re.IGNORECASE)
# the conjunction a cut list ends on, alone: a reply that does not end on one is no cut list, which this finds in one
# quick pass where `_CUT_IN_LIST` tries every clause
_LIST_WORD_AT_END = re.compile(_LIST_WORD_AT_END_SOURCE, re.IGNORECASE)
# a reply that stops in the middle of an option's item, on a lower-case word: its last line opens with the option's
# label and a colon or a dash ("Panel F: A circle with") where an item before it closed on a full stop ("Panel E: A
# hexagon with three dots. … Let me look at F before deciding."); the walk never reached its verdict (items that
# close on no full stop, "A: no | … | F: yes", "D: ✗ holes too close to the edge", are a list's, not cut off)
_ITEM_LABEL = (rf"(?m:^)[ \t]*(?:[-*•][ \t]+|(?P<number>\d{{1,2}})[.)][ \t]*)?"
               rf"(?:(?i:option|panel|figure|choice|image|candidate)[ \t]+|选项|選項|選択肢)?"
               rf"\(?[{_L}]\)?[ \t]*(?:[✓✔✗✘❌✅☑☒×][ \t]*)?[:—–]")  # a mark may stand before its dash: "A ✗ — …"
# the item's last word, cut: a lower-case word (Latin or Cyrillic), or a Chinese or Japanese character with no stop
# after it in a clause after a comma ("…，但顶部的立方体位置"; a short verdict, "B：对", closes a list without a stop)
_CUT_IN_ITEM = re.compile(rf"{_ITEM_LABEL}(?:[^\n]*[ \t](?-i:[a-zà-ÿа-яёіїєґ]{{2,}})"
                          r"|[^\n]*[，,、][^\n]*[\u3040-\u30ff\u4e00-\u9fff])[ \t]*\Z")
_FINISHED_ITEM = re.compile(rf"{_ITEM_LABEL}[^\n]*[.!?。！？][ \t]*$", re.MULTILINE)


# a reply's first sentence, short, ended by a stop and followed by more, with no label before a colon ("Top cluster:
# 4 entities (…).", a part) and not pointing back at work before it ("That's 3." after a dropped "Counting …")
_FIRST_SENTENCE = re.compile(r"[ \t]*(?!(?:that|this|so)\b)[^\n.!?:]{3,80}[.!?](?=\s+\S)", re.IGNORECASE)


# what opens the explanation of an answer stated first: "Let me look at each panel:", "Listing them:", "In all other
# panels …"
_EXPLANATION_OPENER = re.compile(r"\s+(?:let\s+me|let's|here(?:'s|\s+(?:is|are|they\s+are))|listing|going\s+through"
                                 r"|in\s+(?:all\s+)?(?:the\s+)?other|the\s+others|because|to\s+explain|looking\s+at)\b",
                                 re.IGNORECASE)
# a word that turns against what came before it: a cut after it may have been taking the answer back
_CONTRAST_WORD = re.compile(r"\b(?:however|but|although|though|yet|except|unless)\b", re.IGNORECASE)


def _answer_first_sentences(text: str, answer_type: str) -> list[tuple[int, int]]:
    """The first sentences of a cut-off reply and of its last paragraph, where the reply goes on to explain them
    (`_EXPLANATION_OPENER`) without turning or taking anything back ("Panel E is the odd one out. Let me look at each
    panel: …", "There are 9 relations. Listing them: - …", a trace's "\n\nThe panel that breaks the rule is A. In all
    other panels the"): what they state was said before the cut."""
    cues = [cue.start() for cue in _reconsiderations(text, answer_type)]
    spans = []
    for start in {0, text.rfind("\n\n") + 2 if "\n\n" in text else 0}:
        first = _FIRST_SENTENCE.match(text, start)
        if (first and _EXPLANATION_OPENER.match(text, first.end()) and not _CONTRAST_WORD.search(text, first.end())
                and not any(cue >= first.end() for cue in cues)):
            spans.append((start, first.end()))
    return spans


def _cut_off(text: str) -> bool:
    """Whether the reply was cut off before its prose concluded: it stops on an opening bracket, a comma, an operator
    or an option's bare label (not on a table's rule, nor on a note's heading after a finished sentence), in the
    middle of an option's item (`_cut_in_item`), inside a string of a JSON object it never closed
    (`_cut_in_json_string`), on the word that opens its next clause (`_CUT_ON_LINK_WORD`: "…, so"), or a few words
    into a condition (`_CUT_IN_CONDITION`); its statements then decide nothing."""
    return (bool(_CUT_OFF.search(text) and not re.search(r"(?:^|\n)[ \t]*[+\-|=:]+[ \t]*$", text)
                and not _CUT_NOTE.search(text)) or _cut_in_item(text) or _cut_in_json_string(text)
            or _CUT_ON_LINK_WORD.search(text.rstrip()) is not None
            or (len(text) >= 120 or _CUT_IN_CONSEQUENCE.search(text) is not None)
            and (_CUT_ON_FUNCTION_WORD.search(text) or _CUT_IN_CONDITION.search(text)) is not None)


# a longer reply that stops a few words into a condition it opened after a comma or a link word, before its
# consequence: "…; Greenland left the EC in 1985, so if the dataset"
_CUT_IN_CONDITION = re.compile(r"(?:[,;]|\b(?:so|and|but|then))\s+(?:if|unless|whether)\s+(?:[\w'’-]+\s+){0,3}[\w'’-]+"
                               r"[ \t]*\Z", re.IGNORECASE)


# a numbered step cut off in the consequence it was drawing: "1. Nairobi is the capital of Kenya, so the edge from
# Nairobi to Kenya is" (a step's grounds, where a reply's own "…, so the answer is" names its answer before the cut)
_CUT_IN_CONSEQUENCE = re.compile(r"(?m)^[ \t]*\d{1,2}[.)][ \t][^\n]*\b(?:so|therefore|thus|hence)\b[^.!?\n]{0,100}\Z",
                                 re.IGNORECASE)


# a longer reply that stops on a word no sentence ends on, with no stop after it: the generation limit cut it off in
# mid-sentence ("… and in D it appears to be", "… which at first seemed", "Options A and C both", "Actually I"); not
# "of", "in" or "with", which end a relation's name ("Conclusion: D — shares border with")
_CUT_ON_FUNCTION_WORD = re.compile(
    r"[^\W\d_][ \t]+(?:be|to|the|a|an|on|at|by|for|from|into|than|whether|that|if|is|are|was|were|its"
    r"|their|this|these|those|which|should|would|could|might|must|can|will|has|have|had|not|appears|seems|looks"
    r"|because|since|while|where|when|both|either|neither|seemed|appeared|looked"
    # a negated auxiliary whose verb never came: "…, so that doesn't"
    r"|doesn't|don't|isn't|aren't|wasn't|can't|won't|didn't"
    # a subject whose verb never came: "… member of... Actually I"
    r"|I|we|they)[ \t]*\Z")


# a JSON object's first key: a reply that holds one is structured output
_JSON_OBJECT_KEY = re.compile(r"\{\s*\"[^\"\n]{1,40}\"\s*:")


# a string opened at the reply's end, after a brace, comma, colon or line break: '…,\n  "ans'
_OPEN_STRING_AT_END = re.compile(r"(?:^|[\s{,:\[])\"[^\"\n]{0,40}\Z")


def _cut_in_json_string(text: str) -> bool:
    """'{"reasoning": "… shares border with (D) fits; member of (B) does not …; part of (C)' and nothing more: a
    JSON object cut off inside a string (an odd number of quotes, or a string opened at its very end: '… Option D,\n
    "ans'; more braces opened than closed) never reached the field it was to answer in; what the open string weighs
    is no answer (a key already given still counts)."""
    return ((text.count('"') % 2 == 1 or _OPEN_STRING_AT_END.search(text) is not None)
            and text.count("{") > text.count("}") and _JSON_OBJECT_KEY.search(text) is not None)


# a JSON key and the number the reply stops on, its object not closed: '{"answer": 1' may have been cut off in "12"
_CUT_NUMBER_PAIR = re.compile(r"[\"'][^\"'\n{}]{1,40}[\"']\s*:\s*-?\d+(?:\.\d*)?[ \t]*\Z")


def _cut_in_item(text: str) -> bool:
    """Whether the reply stops in the middle of an option's item after an item that closed on a full stop, or in
    the first item of a numbered walk ("逐个比较选项：\n1. 选项A：…，但顶部的立方体位置"): the walk never reached
    its verdict."""
    cut = _CUT_IN_ITEM.search(text)
    return bool(cut) and (cut.group("number") == "1" or _FINISHED_ITEM.search(text, 0, cut.start()) is not None)


def collect_events(response: str, answer_type: str, choices: list[str], strict: bool = False,
                   question: str | None = None) -> list[Event]:
    """Every answer-like event of `response`; exposed for debugging and for the per-item log."""
    return _events(reply_tracked(response, answer_type, choices, question).text, answer_type, choices, strict, question)


def latest(events: list[Event]) -> Event:
    """The event furthest into the response: a reply's conclusion comes after the options it weighed."""
    return max(events, key=lambda e: e.position)


def winning_event(events: list[Event]) -> Event | None:
    """The last event of the highest rank present (conclusions beat statements, later beats earlier); None when
    nothing commits or the reply contradicts itself."""
    if not events:
        return None
    top = max(event.rank for event in events)
    winner = latest([e for e in events if e.rank == top])
    if winner.opening_yes_no:
        said = {e.value for e in events if e.rank == RANK_STATEMENT and e.value is not None}
        if said and winner.value not in said:
            return None  # "Yes, everything is correct, there is no anomaly": the reply contradicts itself
    return winner if winner.value is not None else None


def decide(events: list[Event]) -> str | None:
    """The value of `winning_event`."""
    winner = winning_event(events)
    return winner.value if winner else None


_YES_NO_TOKEN = re.compile(r"(?<![A-Za-z])(?:yes|no|sí|oui|non|ja|nein)(?![A-Za-z])|是|否|はい|いいえ", re.IGNORECASE)


# A reply's first or last sentence that says nothing about the answer (a courtesy in words no list holds: "Thanks for
# sharing this.", "Enjoy the rest of your day!"). The opening sentence is prose (a word first, no question, no
# markup; a heading's marks or an emoji may lead it) ending at a full stop, an exclamation or an ellipsis before a
# space (not an abbreviation's), at a line break, or at a colon before a line break where three words come
# before it (not a label such as "Ranking:"); the closing sentence follows the last sentence end or line break, or a
# lone answer of a word or two, and ends in a full stop, an exclamation, a question mark or emoji (not a reply cut
# off). Either is dropped only where it names no option, number or polar word, holds no word or mark of doubt,
# negation, verdict or count, and reads as no answer on its own.
_PROSE = r"[^\n?？<>{}\[\]\\`|*#_=$]"
_PROSE_WORD = r"[^\s?？<>{}\[\]\\`|*#_=$]+"
_OPENING_SENTENCE = re.compile(
    rf"\A\s*(?P<sentence>(?:#{{1,6}}[ \t]+|[*_]{{2}}|[^\w\s(（\[【<{{\\`|*•+>#-]{{1,2}}[ \t]*)?"
    rf"(?=[¡¿]?[^\W\d_]){_PROSE}*?(?:(?<!\.[A-Za-z])(?<!\betc)(?:[.!。！]|…)(?=\s)"
    rf"|(?:{_PROSE_WORD}[ \t]+){{2}}{_PROSE}*?[:：](?:[*_]{{2}})?(?=[ \t]*\n)"
    rf"|[^:：\s?？](?:[*_]{{2}})?(?=[ \t]*\n)))\s+")
_CLOSING_SENTENCE = re.compile(
    r"(?:(?<=[.!?。！？)\]*])[ \t]+|\n\s*|\A\S{1,12}(?:[ \t]\S{1,12})?[ \t]+(?=[A-Z¡¿]|[^\w\s(（\[【\"'«]))"
    r"(?P<sentence>(?:[^\n.!?。！？…]|[.!?。！？…](?=\S))*?(?:[.!?。！？～~…]+(?:[ \t]*[^\w\s]{1,4})?"
    r"|[^\w\s.,:;)\]）】—–-]{1,4}))\s*\Z")
_NUMBER_RE = re.compile(_NUMBER, re.IGNORECASE)
_NOT_SILENT = re.compile(
    r"(?<![^\W\d_])(?:not?|never|none|nothing|neither|nor|either|or|both|all|only|except|but|however|instead|unsure"
    r"|uncertain|unclear|ambiguous|maybe|perhaps|possibly|probably|likel\w*|might|guess|rank\w*|best|top|hard"
    r"|difficult|tricky|impossible|cannot|unable|wrong|right|correct|incorrect|error|errors|mistake|anomal\w*|true"
    r"|false|same|different|match\w*|fits?|answer\w*|options?|choices?|panels?|entit\w*|relations?|nodes?|edges?"
    r"|may|could|miss\w*|sure|confiden\w*|verify|reconsider\w*|recheck\w*|double-check\w*|again|mind|chang\w*"
    r"|decid\w*|undecided|torn|hmm+|twice|once|thrice|then|next|yet|still|check\w*|re-?examin\w*|re-\w+"
    r"|triples?|counts?|total|number|wait|actually|so|therefore|thus|hence|final\w*|pas|ne|nicht|kein\w*|nein|ni"
    r"|nada|sin|ningun\w*|peut-être|quizás|vielleicht|aber|mais|pero|clarif\w*|interpret\w*)(?![^\W\d_])|n[’']t\b|\d"
    r"|可能|[不没無无难難否对對错錯是]|ない|ません|でしょう|かも|[✓✔✗✘❌✅☑☒×⚠]"
    r"|[→⇒⟶]|->",  # a fact of the graph drawn as a triple ("Kigali → capital of → Uganda.")
    re.IGNORECASE)


def _hands_choice_back(sentence: str) -> bool:
    """Whether a closing sentence asks the asker to choose a reading ('Which convention does your benchmark use?'):
    it says something about the answer, that the reply left it to the asker."""
    return bool(_ASKED_TO_CHOOSE.search(sentence))


def _silent(sentence: str, answer_type: str, choices: list[str], question: str | None) -> bool:
    """True when `sentence` says nothing about the answer: it names no option (letter, text, cue word, place), no
    number and no polar word, holds no word or mark of doubt, negation, verdict or count, and reads as no answer
    alone."""
    if _NOT_SILENT.search(sentence) or _YES_NO_TOKEN.search(sentence) or _NUMBER_RE.search(sentence):
        return False  # the cheap checks first
    if _hands_choice_back(sentence):
        return False  # "Which convention does your benchmark use?": the choice between its readings handed back
    named = _letter_mentions(sentence, choices) + _text_mentions(sentence, choices) + _cue_mentions(sentence, choices)
    return not (named or _ordinal_mentions(sentence, choices, named)
                or _events(sentence, answer_type, choices, False, question))


# two blank lines or more: more than the line break or the blank line a harness or a closing remark puts after a reply
_RUN_OF_BLANK_LINES = re.compile(r"(?:[ \t]*\n){3,}")


def _line_ended_after(response: str, tracked: Tracked) -> bool:
    """Whether the response runs on into blank lines right after the last character read ('{"answer": 6\n\n\n…'):
    the model went on generating, so the number there was finished, not cut off. One line break or one blank line
    is not enough: that is the stray whitespace around any reply, and '{"answer": 1 \n\n' may still be 12 cut off."""
    end = tracked.origin(len(tracked.text) - 1, len(tracked.text))[1] if tracked.text else len(response)
    return _RUN_OF_BLANK_LINES.match(response, end) is not None


def reply_tracked(response: str, answer_type: str, choices: list[str], question: str | None) -> Tracked:
    """The response as it is read: `normalise_tracked` without the sentences at its edges that say nothing about the
    answer (the opening ones taken before a next turn is looked for, so that "Q: … A: C" after "Thanks for sharing
    this!" is still the reply and not a turn the model made up)."""
    raw = _drop_courtesies(Tracked.of(response))
    tracked = _strip_think_tracked(raw)
    if _trace_reopened_at_its_end(tracked.text, raw.text, answer_type, choices, question):
        tracked = raw.slice(0, _THINK_OPEN.search(raw.text).start())  # still weighing when it was cut off
    if ((cut_number := _CUT_NUMBER_PAIR.search(tracked.text)) and tracked.text.count("{") > tracked.text.count("}")
            and not _line_ended_after(response, tracked)):
        tracked = tracked.slice(0, cut_number.start())  # '{"answer": 1' cut off: the number may be the start of 12
    starts = [0]  # where the reply would start with 0, 1 or 2 silent sentences dropped
    while (len(starts) < 3 and (opening := _OPENING_SENTENCE.match(tracked.text[starts[-1]:]))
           and tracked.text[starts[-1] + opening.end():].strip()
           and _silent(normalise(opening["sentence"]), answer_type, choices, question)):
        starts.append(starts[-1] + opening.end())
    tracked = _normalised_reply(tracked.slice(starts[-1]))
    return _drop_silent_closing(tracked, answer_type, choices, question)


# a paragraph that takes up again what the trace had settled: "Wait, but maybe I'm misreading E.", "Hmm, …"
_REOPENING = re.compile(r"\s*(?:but\s+|and\s+)?(?:wait|hold\s+on|hmm+|actually|on\s+second\s+thought)\b", re.IGNORECASE)


def _trace_reopened_at_its_end(text: str, raw: str, answer_type: str, choices: list[str],
                               question: str | None) -> bool:
    """'<think> … so the rule must be the first one, and the answer is E.\n\nWait, but maybe I'm misreading E. Is
    the square in E light gray or white? …' and nothing more: a trace that never closed, whose last paragraph takes
    its answer up again and settles nothing, was cut off while still weighing; what it had settled before is no
    reply (a last paragraph that settles again, "… No, it is clearly white, so E.", answers)."""
    if not _THINK_OPEN.search(raw) or _THINK_CLOSE.search(raw):
        return False
    last = next(reversed(list(_PARAGRAPH_BREAK.finditer(text))), None)
    return bool(last and _REOPENING.match(text, last.end())
                and not _events(text[last.end():], answer_type, choices, False, question))


def _drop_silent_closing(tracked: Tracked, answer_type: str, choices: list[str], question: str | None) -> Tracked:
    """Drop up to two closing sentences that say nothing about the answer, where what remains commits to an answer
    or to none on its own: a reply's last line is where a lone answer is read, and a remark put after it ("Option
    C\n\nEnjoy the rest of your day!") should not move it; what a question before it is answered by stays."""
    ends = [len(tracked.text)]  # where it would end with 0, 1 or 2 silent sentences dropped
    while len(ends) < 3 and (closing := _CLOSING_SENTENCE.search(tracked.text[: ends[-1]])) and _silent(
            closing["sentence"], answer_type, choices, question):
        ends.append(len(tracked.text[: closing.start("sentence")].rstrip()))
    end = next((at for at in reversed(ends[1:]) if _events(tracked.text[:at], answer_type, choices, False, question)),
               len(tracked.text))
    return tracked.slice(0, end)


def _value_spans(text: str, value: str, answer_type: str, choices: list[str]) -> list[tuple[int, int]]:
    """Every place in `text` that states `value`: the letter (or the option's text), the polar word, the count."""
    if answer_type == "choice":
        mentions = _letter_mentions(text, choices) + _text_mentions(text, choices) + _cue_mentions(text, choices)
        mentions += _ordinal_mentions(text, choices, mentions)
        spans = [(m.start, m.end) for m in mentions if m.value == value]
        spans = spans or [m.span("place") for m in _EXCEPTED_PLACE.finditer(text)  # "every panel except the fifth"
                          if LETTERS[_ORDINALS[m.group("place").lower()]] == value]
        core = _ANSWER_LEAD_IN.sub("", text, count=1)  # "ans: kampla": the words after the lead-in
        if not spans and _part_of_one_option(core, choices) == value:  # "swiss frank": the reply's own words
            spans = [(len(text) - len(core.lstrip()), len(text.rstrip()))]
        elif not spans:
            noun = _POSTMODIFIER.sub("", core.rstrip(" .!"))  # "the franc used in Switzerland": the noun it names
            if noun != core.rstrip(" .!") and _part_of_one_option(noun, choices) == value:
                spans = [(len(text) - len(core.lstrip()), len(text) - len(core) + len(noun))]
        spans = spans or _closing_part_spans(text, value, choices)  # "… So it's the franc.": the words it names
        cut_short = _NAME_CUT_SHORT_OPENING.match(text, len(text) - len(text.lstrip()))
        if not spans and cut_short and _part_of_one_option(cut_short.group(), choices) == value:
            spans = [cut_short.span()]  # "Addis. The hidden node has …": the name cut short that opens the reply
        place = _valid_letters(choices).index(value) + 1 if value in _valid_letters(choices) else 0
        return (spans or [m.span() for m in re.finditer(rf"(?<![A-Za-z]){value}(?![A-Za-z])", text)]
                or [m.span() for m in re.finditer(rf"(?<![A-Za-z]){value.lower()}(?![A-Za-z])", text)]  # "is c"
                or [m.span() for m in re.finditer(rf"(?<!\d){place}(?:st|nd|rd|th)\s+one\b", text)])  # "the 4th one"
    if answer_type == "yes_no":
        polar = [m.span() for m in _YES_NO_TOKEN.finditer(text)]
        return [span for span in polar if parse_yes_no(text[span[0]: span[1]]).value == value]
    return [m.span() for m in re.finditer(_NUMBER, text, re.IGNORECASE)
            if _number_value(m.group()) == int(value)]


def _closing_part_spans(text: str, value: str, choices: list[str]) -> list[tuple[int, int]]:
    """Where a closing sentence names part of the option `value` after a conclusion's lead ("So it's the franc."):
    the words after the lead, as `_closing_part_of_option` reads them."""
    body = text.rstrip(" .!。\n")
    start = _sentence_start(body, len(body))
    last = body[start:].lstrip()
    if _closing_part_of_option(last, choices) != value:
        return []
    lead = _CLOSING_CONCLUSION_LEAD.match(last)
    rest = last[lead.end():] if lead else last
    core = _ANSWER_LEAD_IN.sub("", rest, count=1)
    return [(len(body) - len(core.lstrip()), len(body))]


def _nearest_span(spans: list[tuple[int, int]], position: int) -> tuple[int, int] | None:
    def distance(span: tuple[int, int]) -> tuple[int, int]:
        gap = 0 if span[0] <= position <= span[1] else min(abs(span[0] - position), abs(span[1] - position))
        return (gap, -span[0])
    return min(spans, key=distance) if spans else None


@contextmanager
def _row_given(aliases: list[list[str]] | None = None,
               places: Sequence[Sequence[int]] | None = None) -> Iterator[None]:
    """What a row tells of its choices, readable for the one call made inside: their names in other languages
    (`_alias_mentions`) and their places in the grid (`_layout_place_mentions`); None leaves either as it was."""
    tokens = []
    if aliases is not None:
        tokens.append((_CHOICE_ALIASES, _CHOICE_ALIASES.set(tuple(tuple(names) for names in aliases))))
    if places is not None:
        tokens.append((_CHOICE_PLACES, _CHOICE_PLACES.set(tuple((int(a), int(b), int(c), int(d))
                                                                 for a, b, c, d in places))))
    try:
        yield
    finally:
        for variable, token in reversed(tokens):
            variable.reset(token)


def extract_with_span(response: str | None, answer_type: str, choices: list[str] | None = None, *,
                      strict: bool = False, question: str | None = None,
                      aliases: list[list[str]] | None = None,
                      places: Sequence[Sequence[int]] | None = None) -> tuple[str, tuple[int, int]] | None:
    """The committed answer and where the response states it: (answer, (start, end)) with start/end indices into
    `response` of the mention the decision rests on (for OAS, the answer token to read attention from), or None.

    A statement without the answer's token ("there is no anomaly") points at the statement's last characters.
    `aliases`, `places`: as for `extract_answer`.
    """
    if answer_type not in ANSWER_TYPES:
        raise ValueError(f"answer_type must be one of {ANSWER_TYPES}, got {answer_type!r}")
    if not response or not response.strip():
        return None
    choices = list(choices or [])
    with _row_given(aliases, places):
        tracked = reply_tracked(response, answer_type, choices, question)
        winner = winning_event(_events(tracked.text, answer_type, choices, strict, question))
        if winner is None or winner.value is None:
            return None
        span = _nearest_span(_value_spans(tracked.text, winner.value, answer_type, choices), winner.position)
    span = span or (max(0, winner.position - 1), max(1, winner.position))
    return winner.value, tracked.origin(*span)


def extract_answer(response: str | None, answer_type: str, choices: list[str] | None = None, *,
                   strict: bool = False, question: str | None = None,
                   aliases: list[list[str]] | None = None,
                   places: Sequence[Sequence[int]] | None = None) -> str | None:
    """The canonical answer ('C', 'Yes', '7') the response commits to, or None when it commits to none.

    `strict` keeps only explicit answers (markers, lone tokens, refusals) and drops prose statements; it is used
    for the reply of an LLM judge, which is asked for a bare answer. `question`, when given, tells odd-one-out
    items ('Which panel breaks the rule?') apart, where 'Option E violates the rule' is the answer, not a rejection.
    `aliases`, one list per choice (a row's `params.choice_aliases`), are the choices' names in other languages: a
    reply that names one ("答：欧盟") names that choice's text (`_alias_mentions`); None reads the texts alone.
    `places`, one `(row, column, rows, columns)` per choice (a row's option boxes through `utils.grid_places`), are
    the grid the options are drawn in: a reply that names a place in it ("the bottom-left panel", "the second from the
    left in the bottom row") names the option drawn there (`_layout_place_mentions`); None reads only the places every
    layout shares.
    """
    if answer_type not in ANSWER_TYPES:
        raise ValueError(f"answer_type must be one of {ANSWER_TYPES}, got {answer_type!r}")
    if not response or not response.strip():
        return None
    choices = list(choices or [])
    with _row_given(aliases, places):
        tracked = reply_tracked(response, answer_type, choices, question)
        return decide(_events(tracked.text, answer_type, choices, strict, question))


def judge_prompt(response: str, answer_type: str, choices: list[str], question: str) -> str:
    """The instruction given to an LLM judge: read a response, report the single answer or None."""
    if answer_type == "choice":
        letters = _valid_letters(choices)
        listed = "\n".join(f"({letter}) {text}" for letter, text in zip(letters, choices, strict=False))
        target = f"one letter from {', '.join(letters)}" + (f"\nOptions:\n{listed}" if listed else "")
    elif answer_type == "yes_no":
        target = "Yes or No"
    else:
        target = "a single integer written in digits"
    return (
        "You grade answers to a visual reasoning question. Read the model's response and report the final answer it "
        f"commits to, as {target}. If the response refuses, hedges between several answers or gives no answer, "
        "report None.\n\n"
        f"Question:\n{question}\n\nResponse:\n{response}\n\n"
        "Reply with exactly one line: 'Answer: <answer>' or 'Answer: None'."
    )


def extract_with_judge(response: str | None, answer_type: str, choices: list[str] | None, question: str,
                       judge: Callable[[str], str] | None = None, aliases: list[list[str]] | None = None,
                       places: Sequence[Sequence[int]] | None = None) -> str | None:
    """Rule-based extraction, falling back to an LLM judge only when the rules find no answer.

    The judge's own reply is parsed strictly with `extract_answer`, so a chatty judge cannot smuggle in an answer
    the rules would reject. Errors raised by `judge` propagate: retries belong to the caller's wrapper.
    """
    choices = list(choices or [])
    found = extract_answer(response, answer_type, choices, question=question, aliases=aliases, places=places)
    if found is not None or judge is None or not response or not response.strip():
        return found
    reply = judge(judge_prompt(response, answer_type, choices, question))
    return extract_answer(reply, answer_type, choices, strict=True)


# the patterns of many alternatives that most texts are scanned with, as written (the tests compare each with its
# gated form) and then each behind its `_gate`
UNGATED: dict[str, re.Pattern[str]] = {
    name: globals()[name] for name in (
        "_FINAL_RE", "_CONCLUSION_RE", "_REFUSAL_RE", "_CONCLUSIVE_CLAUSE", "_CHOICE_STATEMENT_RE", "_YES_RE", "_NO_RE",
        "_NUMBER_RE", "_INTEGER_STATEMENT_RE", "_INTEGER_HEDGE_RE", "_OPENING_COUNT", "_STATED_TOTAL")}
globals().update({name: _gated(pattern) for name, pattern in UNGATED.items()})
