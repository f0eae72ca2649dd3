"""The answer extractor: a hand-written table of realistic responses plus property tests and the judge hook."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.generators.common.item import LETTERS
from mindbench.lmms_tasks.extraction import extract_answer, extract_with_judge, judge_prompt
from tests.extraction_cases import ALL_CASES, INDEPENDENT_CASES, PANELS_4, PANELS_6, PANELS_10, Case

# ---- the table ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("case", ALL_CASES, ids=[f"{c.answer_type}:{c.name}" for c in ALL_CASES])
def test_table_case(case: Case) -> None:
    assert extract_answer(case.response, case.answer_type, list(case.choices)) == case.expected


def test_table_is_large_and_covers_what_the_extractor_must_handle() -> None:
    """Guards the acceptance criteria themselves, so trimming the table cannot silently weaken the test."""
    assert len(ALL_CASES) >= 150
    assert len({(c.response, c.answer_type, c.choices) for c in ALL_CASES}) == len(ALL_CASES), "duplicate cases"
    by_type = Counter(c.answer_type for c in ALL_CASES)
    assert by_type["choice"] >= 60 and by_type["yes_no"] >= 30 and by_type["integer"] >= 25
    abstaining = Counter(c.answer_type for c in ALL_CASES if c.expected is None)
    assert abstaining["choice"] >= 20 and abstaining["yes_no"] >= 8 and abstaining["integer"] >= 8
    letters = {c.expected for c in ALL_CASES if c.answer_type == "choice"}
    assert set(LETTERS) <= letters, "every letter of the item contract (A–J) is extracted somewhere"
    assert {"Yes", "No"} <= {c.expected for c in ALL_CASES if c.answer_type == "yes_no"}
    assert {4, 5, 6, 10} <= {len(c.choices) for c in ALL_CASES if c.answer_type == "choice"}
    assert any(c.choices and c.choices[0] != "Option A" for c in ALL_CASES), "text choices"
    assert any("<think>" in c.response for c in ALL_CASES)
    assert any("答案" in c.response for c in ALL_CASES)
    assert any("选项" in c.response for c in ALL_CASES)


def test_independent_cases_abstain_at_least_as_often_as_they_answer() -> None:
    """The cases written after the rules: >= 100, no fewer None than answers, every answer type and option count."""
    assert len(INDEPENDENT_CASES) >= 100
    answered = [c for c in INDEPENDENT_CASES if c.expected is not None]
    assert len(INDEPENDENT_CASES) - len(answered) >= len(answered)
    assert {c.answer_type for c in answered} == {"choice", "yes_no", "integer"}
    assert {4, 5, 6, 10} <= {len(c.choices) for c in INDEPENDENT_CASES if c.answer_type == "choice"}


# ---- ten options (letters A–J, mindbench.generators.common.item.LETTERS) ------------------------------------


@pytest.mark.parametrize(("response", "expected"), [
    ("Answer: J", "J"),
    ("(h)", "H"),
    ("The answer is G.", "G"),
    ("**Final answer: (I)**", "I"),
    ("选项J正确。", "J"),
    ("I think so.", None),  # the pronoun, not panel I
    ("I think the answer is J.", "J"),
    ("I. Observations\nII. Result", None),  # a roman-numbered outline
])
def test_ten_option_items_use_letters_up_to_j(response: str, expected: str | None) -> None:
    assert extract_answer(response, "choice", list(PANELS_10)) == expected


@pytest.mark.parametrize("response", ["Answer: J", "(h)", "The answer is G.", "选项J正确。"])
def test_letters_past_the_last_option_are_not_answers(response: str) -> None:
    assert extract_answer(response, "choice", list(PANELS_6)) is None


# ---- properties -----------------------------------------------------------------------------------------------------

MARKER_TEMPLATES = [
    "Answer: {x}",
    "Final answer: ({x})",
    "The correct option is {x}.",
    "Therefore, the answer is **{x}**.",
    "$\\boxed{{{x}}}$",
    '{{"answer": "{x}"}}',
    "答案是 {x}",
    "**{x}**",
    "{x}",
    "<answer>{x}</answer>",
]
DISCUSSION = [
    "Let's analyze each option.",
    "Option A is wrong because the holes are mirrored.",
    "Option B might look right at first, but one cube is moved.",
    "The answer is not obvious from a first look.",
    "A careful look shows two folds.",
    "I think the solid has six faces.",
    "## Step 2: Compare\n- C: rotated copy\n- D: mirror image",
    "<think>Maybe the answer is A. Or B? Let me check again.</think>",
]
TEN = list(PANELS_10)


@settings(max_examples=200, deadline=None)
@given(n_choices=st.integers(2, len(LETTERS)), data=st.data())
def test_marker_after_any_discussion_gives_that_letter(n_choices: int, data: st.DataObject) -> None:
    """The last explicit marker wins whatever discussion precedes it, for every letter A–J."""
    letter = LETTERS[data.draw(st.integers(0, n_choices - 1))]
    template = data.draw(st.sampled_from(MARKER_TEMPLATES))
    prefix = data.draw(st.lists(st.sampled_from(DISCUSSION), max_size=4))
    response = "\n\n".join([*prefix, template.format(x=letter)])
    assert extract_answer(response, "choice", TEN[:n_choices]) == letter


@settings(max_examples=150, deadline=None)
@given(n_choices=st.integers(2, len(LETTERS) - 1), data=st.data())
def test_letter_outside_the_options_is_never_an_answer(n_choices: int, data: st.DataObject) -> None:
    letter = LETTERS[data.draw(st.integers(n_choices, len(LETTERS) - 1))]
    template = data.draw(st.sampled_from(MARKER_TEMPLATES))
    assert extract_answer(template.format(x=letter), "choice", TEN[:n_choices]) is None


@settings(max_examples=100, deadline=None)
@given(pair=st.lists(st.sampled_from("ABCD"), min_size=2, max_size=2, unique=True),
       template=st.sampled_from(["{a} or {b}", "Answer: {a} or {b}", "It's either {a} or {b}.",
                                 "The answer is either ({a}) or ({b}).", "Both {a} and {b} look correct.",
                                 "Final answer: {a}/{b}", "答案可能是{a}或{b}。"]))
def test_two_letters_offered_together_are_a_hedge(pair: list[str], template: str) -> None:
    assert extract_answer(template.format(a=pair[0], b=pair[1]), "choice", list(PANELS_4)) is None


UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def english(n: int) -> str:
    """Number words for 0..99, written independently of the extractor's table."""
    if n < 20:
        return UNITS[n]
    tens, units = divmod(n, 10)
    return TENS[tens - 2] + (f"-{UNITS[units]}" if units else "")


@settings(max_examples=150, deadline=None)
@given(n=st.integers(0, 99), words=st.booleans(), template=st.sampled_from([
    "Answer: {n}", "There are {n} entities.", "The graph has {n} distinct relations in total.",
    "Final answer: {n}", "$\\boxed{{{n}}}$", "{n}", "Counting carefully, the total is {n}."]))
def test_counts_as_digits_or_words(n: int, words: bool, template: str) -> None:
    written = english(n) if words and "boxed" not in template else str(n)
    assert extract_answer(template.format(n=written), "integer", []) == str(n)


@settings(max_examples=60, deadline=None)
@given(low=st.integers(0, 20), gap=st.integers(1, 3), template=st.sampled_from(
    ["{a} or {b}", "Answer: {a} or {b}", "There are {a} or {b} entities.", "between {a} and {b} entities",
     "Answer: {a}-{b}"]))
def test_count_ranges_are_hedges(low: int, gap: int, template: str) -> None:
    assert extract_answer(template.format(a=low, b=low + gap), "integer", []) is None


RELATION_KINDS = ("'capital of'", "'member of'", "'currency'", "'shares border with'")


def breakdown(parts: list[int], form: str) -> str:
    """The parts of a count by relation kind, as a sentence or as a list."""
    named = list(zip(RELATION_KINDS[: len(parts)], parts, strict=True))
    if form == "list":
        return "\n\n" + "\n".join(f"- {kind}: {n}" for kind, n in named)
    said = [f"{n} {kind} relations" for kind, n in named]
    return " There are " + ", ".join(said[:-1]) + " and " + said[-1] + "."


@settings(max_examples=120, deadline=None)
@given(parts=st.lists(st.integers(1, 6), min_size=2, max_size=4), form=st.sampled_from(["sentence", "list"]),
       opening=st.sampled_from(["There are {t} relations in total.", "I count {t} relations in total.",
                                "In total there are {t} relations.", "The graph has a total of {t} relations."]))
def test_a_stated_total_is_read_before_its_parts(parts: list[int], form: str, opening: str) -> None:
    total = sum(parts)
    reply = opening.format(t=total) + breakdown(parts, form)
    assert extract_answer(reply, "integer", [], question="How many relations does the graph contain?") == str(total)


@settings(max_examples=60, deadline=None)
@given(parts=st.lists(st.integers(1, 6), min_size=2, max_size=4), missed=st.integers(1, 3))
def test_a_total_corrected_after_its_parts_is_the_correction(parts: list[int], missed: int) -> None:
    total = sum(parts)
    reply = (f"There are {total} relations in total." + breakdown(parts, "sentence")
             + f" Wait, I missed {missed}, so there are {total + missed} relations.")
    assert extract_answer(reply, "integer", []) == str(total + missed)


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=300), answer_type=st.sampled_from(["choice", "yes_no", "integer"]))
def test_arbitrary_text_never_crashes_and_yields_only_valid_answers(text: str, answer_type: str) -> None:
    got = extract_answer(text, answer_type, list(PANELS_4))
    if answer_type == "choice":
        assert got in {None, "A", "B", "C", "D"}
        assert extract_answer(text, answer_type, list(PANELS_10)) in {None, *LETTERS}
    elif answer_type == "yes_no":
        assert got in {None, "Yes", "No"}
    else:
        assert got is None or got.isdigit()
    assert extract_answer(text, answer_type, list(PANELS_4)) == got  # pure: same input, same output


def test_unknown_answer_type_is_an_error() -> None:
    with pytest.raises(ValueError, match="answer_type"):
        extract_answer("C", "multiple_choice", list(PANELS_4))


def test_none_response_is_no_answer() -> None:
    assert extract_answer(None, "choice", list(PANELS_4)) is None


def test_import_is_light() -> None:
    """lmms-eval imports utils.py at task-indexing time: the extractor must pull in nothing heavy."""
    code = ("import sys, mindbench.lmms_tasks.extraction; "
            "print(sorted(m for m in ('numpy', 'torch', 'datasets', 'PIL', 'lmms_eval') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# ---- the optional LLM judge -----------------------------------------------------------------------------------------


class FakeJudge:
    """Records prompts and replies with a fixed text, standing in for lmms-eval's judge."""

    def __init__(self, reply: str) -> None:
        self.reply = reply
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        return self.reply


QUESTION = "Which panel shows the unfolded sheet?"


def test_judge_not_consulted_when_rules_find_an_answer() -> None:
    judge = FakeJudge("Answer: A")
    assert extract_with_judge("The answer is C.", "choice", list(PANELS_4), QUESTION, judge) == "C"
    assert judge.prompts == []


def test_judge_off_by_default() -> None:
    assert extract_with_judge("Hmm, the third panel I suppose.", "choice", list(PANELS_4), QUESTION) is None


def test_judge_reply_is_used_when_rules_abstain() -> None:
    judge = FakeJudge("Answer: C")
    response = "Hmm, the third panel I suppose."
    assert extract_with_judge(response, "choice", list(PANELS_4), QUESTION, judge) == "C"
    assert len(judge.prompts) == 1
    assert QUESTION in judge.prompts[0] and response in judge.prompts[0]


@pytest.mark.parametrize("reply", [
    "Answer: None",
    "None",
    "Answer: E",  # not an option of a four-choice item
    "Answer: B or C",
    "The response seems to lean towards option B but it is not explicit.",  # prose: strict parsing ignores it
    "",
])
def test_judge_reply_is_parsed_strictly(reply: str) -> None:
    assert extract_with_judge("Hmm, hard to say.", "choice", list(PANELS_4), QUESTION, FakeJudge(reply)) is None


def test_judge_for_yes_no_and_integer() -> None:
    assert extract_with_judge("Looks off to me, somewhere.", "yes_no", [], "Is there an error?",
                              FakeJudge("Answer: Yes")) == "Yes"
    assert extract_with_judge("A handful of nodes.", "integer", [], "How many entities?",
                              FakeJudge("Answer: 5")) == "5"


def test_judge_prompt_lists_text_choices_and_asks_for_none() -> None:
    prompt = judge_prompt("...", "choice", ["Paris", "Berlin"], "What is the masked entity?")
    assert "(A) Paris" in prompt and "(B) Berlin" in prompt and "None" in prompt
