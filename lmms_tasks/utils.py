"""lmms-eval hooks for the M3STR and Mind's Eye tasks: data location, prompts, scoring and aggregation.

lmms-eval loads this file by path (`!function utils.X`) once per tagged YAML node, so importing it must stay
cheap: no torch, datasets or PIL at module level (PIL is imported inside the one hook that needs it). It is
also executed outside `sys.modules`, which is why it avoids `from __future__ import annotations` (dataclasses
then look their module up in `sys.modules`).
"""

import functools
import os
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

HUB_IDS: dict[str, str] = {"mindseye": "mindbench/mindseye", "m3str": "mindbench/m3str"}
DATA_DIR_ENV = "MINDBENCH_DATA_DIR"
PROMPT_ENV = "MINDBENCH_PROMPT"
# Optional LLM-judge fallback (off unless set): lmms-eval judge provider (e.g. "openai") and model name.
JUDGE_ENV = "MINDBENCH_JUDGE"
JUDGE_MODEL_ENV = "MINDBENCH_JUDGE_MODEL"
STRATEGIES: tuple[str, ...] = ("direct", "cot", "hint", "meta_task", "step_by_step")
DEFAULT_STRATEGY = "direct"
LETTERS = "ABCDEFGHIJ"
# Counting guesses cover every count the default samplers produce (≤ 9 edges, so ≤ 10 entities on a star).
INTEGER_GUESSES: tuple[str, ...] = tuple(str(n) for n in range(1, 11))
YES_NO: tuple[str, ...] = ("Yes", "No")


def dataset_path(benchmark: str, environ: Mapping[str, str] = os.environ) -> str:
    """The Hub repo by default; `$MINDBENCH_DATA_DIR/<benchmark>` (a `mindbench build --out` folder) when set."""
    root = environ.get(DATA_DIR_ENV)
    return os.path.join(root, benchmark) if root else HUB_IDS[benchmark]


def prompt_strategy(environ: Mapping[str, str] = os.environ) -> str:
    """The run's prompt strategy from `$MINDBENCH_PROMPT` (lmms-eval has no CLI switch for task kwargs)."""
    strategy = environ.get(PROMPT_ENV, "").strip() or DEFAULT_STRATEGY
    if strategy not in STRATEGIES:
        raise ValueError(f"{PROMPT_ENV}={strategy!r} is not a prompt strategy; choose one of {', '.join(STRATEGIES)}")
    return strategy


# Read by the YAMLs through `!function`, which returns any module attribute when the YAML loads.
DATASET_PATH_MINDSEYE = dataset_path("mindseye")
DATASET_PATH_M3STR = dataset_path("m3str")
PROMPT_STRATEGY = prompt_strategy()


@dataclass(frozen=True)
class TaskPrompt:
    """Task-specific prompt material: a hint, the cognitive operation tested, and a numbered procedure."""

    hint: str
    operation: str
    steps: tuple[str, ...]


_COUNT_STEPS = ("Find every node (entity) and every edge (relation) in the map.",)
_DETECT_STEPS = (
    "Read each edge as a fact: head entity, relation label, tail entity.",
    "Check each fact against what you know about the world.",
    "Decide whether any fact is false.",
)
_COMPLETE_STEPS = (
    "Find the masked element shown as ?????.",
    "Read the facts that involve it from the neighbouring nodes and edges.",
    "Test each candidate in the masked slot and keep the one that makes every fact true.",
)

TASK_PROMPTS: dict[str, TaskPrompt] = {
    "visual_relation_abstraction": TaskPrompt(
        hint="Ignore size, rotation and position; compare geometric properties such as convexity, number of "
        "sides, right angles, curvature, closure and symmetry.",
        operation="abstraction: inducing the concept shared by a set of shapes and spotting the one that lacks it",
        steps=(
            "Describe each panel's geometric properties.",
            "Find the property all panels but one share.",
            "Pick the panel that lacks it.",
        ),
    ),
    "hierarchical_pattern": TaskPrompt(
        hint="A self-similar figure repeats the same branching rule at every level; look for the level where "
        "the rule changes.",
        operation="abstraction: recognising self-similar recursive structure across levels of detail",
        steps=(
            "Identify the rule that produces each figure from its largest part.",
            "Check that the rule repeats at every smaller level.",
            "Pick the figure whose hierarchy breaks.",
        ),
    ),
    "dynamic_correspondence": TaskPrompt(
        hint="Track each shape separately: its rotation, translation, scale or shear changes by the same step "
        "between consecutive frames.",
        operation="relation: extrapolating two independent motions from a sequence of frames",
        steps=(
            "Measure how each shape changes between consecutive frames.",
            "Extend each shape's change by one more step.",
            "Pick the panel showing both extrapolated shapes.",
        ),
    ),
    "conceptual_slippage": TaskPrompt(
        hint="The panels look different on the surface; the shared rule is about structure (spacing, alignment, "
        "enclosure, symmetry, holes, borders), not appearance.",
        operation="relation: recognising one concept realised by different surfaces",
        steps=(
            "Describe each panel's structure, ignoring colours and shapes.",
            "Find the rule five panels obey.",
            "Pick the panel that violates it.",
        ),
    ),
    "symmetric_structures": TaskPrompt(
        hint="Test each figure for a mirror axis (vertical, horizontal, diagonal) and for rotational symmetry; "
        "a single moved segment breaks symmetry.",
        operation="relation: detecting mirror and rotational symmetry",
        steps=(
            "For each figure, look for a mirror axis or a rotation that maps it onto itself.",
            "Check every segment under that mapping.",
            "Pick the figure with no symmetry.",
        ),
    ),
    "mental_rotation": TaskPrompt(
        hint="A rotated copy keeps its handedness; a mirror image cannot be turned into the original by any rotation.",
        operation="transformation: mental rotation of a 3D object",
        steps=(
            "Note the arrangement of cubes in the reference object.",
            "Mentally rotate each candidate to match the reference.",
            "Reject candidates that are mirror images or differ by a moved cube.",
            "Pick the candidate that matches after rotation.",
        ),
    ),
    "paper_folding": TaskPrompt(
        hint="Unfold in reverse order: each unfold reflects every hole across that fold's crease, doubling them.",
        operation="transformation: mentally unfolding a folded, punched sheet",
        steps=(
            "List the folds in order and the punched holes.",
            "Undo the last fold by reflecting holes across it.",
            "Repeat for each earlier fold.",
            "Pick the panel with exactly those holes.",
        ),
    ),
    "mental_composition": TaskPrompt(
        hint="Faces adjacent in the net stay adjacent on the solid; check which faces end up opposite.",
        operation="transformation: folding a 2D net into a 3D solid",
        steps=(
            "Identify the solid the net folds into.",
            "Fold the net mentally, tracking face colours and marks.",
            "Compare adjacent and opposite faces with each candidate.",
            "Pick the matching solid.",
        ),
    ),
    "count_entity": TaskPrompt(
        hint="Each distinct node is one entity, even when several edges meet at it.",
        operation="counting: enumerating the entities of a knowledge-graph map",
        steps=(*_COUNT_STEPS, "Count the distinct nodes."),
    ),
    "count_relation": TaskPrompt(
        hint="Each labelled edge is one relation, even when two edges share a label.",
        operation="counting: enumerating the relations (edges) of a knowledge-graph map",
        steps=(*_COUNT_STEPS, "Count the edges."),
    ),
    "detect_entity": TaskPrompt(
        hint="An anomaly here is one entity swapped for another everywhere it appears, making its facts false.",
        operation="detection: checking a knowledge-graph map for a wrong entity",
        steps=_DETECT_STEPS,
    ),
    "detect_relation": TaskPrompt(
        hint="An anomaly here is one edge whose relation label was replaced, making that fact false.",
        operation="detection: checking a knowledge-graph map for a wrong relation",
        steps=_DETECT_STEPS,
    ),
    "detect_mix": TaskPrompt(
        hint="An anomaly is either a swapped entity or a replaced relation label; either makes a fact false.",
        operation="detection: checking a knowledge-graph map for a wrong entity or relation",
        steps=_DETECT_STEPS,
    ),
    "complete_entity": TaskPrompt(
        hint="The masked entity must fit every edge that touches it, as head or tail.",
        operation="completion: inferring a masked entity from its relations",
        steps=_COMPLETE_STEPS,
    ),
    "complete_relation": TaskPrompt(
        hint="The masked relation must hold between its two endpoint entities.",
        operation="completion: inferring a masked relation from its endpoints",
        steps=_COMPLETE_STEPS,
    ),
}


# ---- visuals -------------------------------------------------------------------------------------------


def doc_to_visual(doc: Mapping[str, Any]) -> list[Any]:
    """The composite stimulus (options included) as one RGB image."""
    return [doc["image"].convert("RGB")]


def doc_to_visual_noimage(doc: Mapping[str, Any]) -> list[Any]:
    """A blank white image of the stimulus' size: what a model scores from language priors alone."""
    from PIL import Image

    return [Image.new("RGB", doc["image"].size, "white")]


# ---- prompts -------------------------------------------------------------------------------------------


def is_panel_task(choices: list[str]) -> bool:
    """Panel tasks name their choices "Option A", "Option B", …: the options live in the image."""
    return bool(choices) and all(choice == f"Option {LETTERS[i]}" for i, choice in enumerate(choices))


def options_block(choices: list[str]) -> str:
    """Text choices as "A. text" lines; panel tasks point at the lettered panels instead."""
    if not choices:
        return ""
    letters = LETTERS[: len(choices)]
    if is_panel_task(choices):
        return f"The options are the panels labelled ({letters[0]}) to ({letters[-1]}) in the image."
    return "Options:\n" + "\n".join(f"{letter}. {choice}" for letter, choice in zip(letters, choices, strict=True))


def answer_instruction(answer_type: str, n_choices: int) -> str:
    """The closing request every strategy shares, so one extractor reads all responses."""
    if answer_type == "choice":
        letters = LETTERS[:n_choices]
        listed = ", ".join(letters[:-1]) + f" or {letters[-1]}"
        return f"Give your final answer as the letter of one option ({listed}) on the last line, as 'Answer: X'."
    if answer_type == "yes_no":
        return "Give your final answer, Yes or No, on the last line, as 'Answer: Yes' or 'Answer: No'."
    if answer_type == "integer":
        return "Give your final answer as a single number on the last line, as 'Answer: N'."
    raise ValueError(f"unknown answer_type {answer_type!r}")


def strategy_block(strategy: str, task: str) -> str:
    """The strategy-specific instruction placed between the question and the answer request."""
    prompt = TASK_PROMPTS.get(task)
    if strategy == "direct":
        return "Answer directly, without explanation."
    if strategy == "cot":
        return "Reason step by step about what the image shows, then state your conclusion."
    if prompt is None:
        raise ValueError(f"no {strategy!r} prompt for task {task!r}; add it to TASK_PROMPTS")
    if strategy == "hint":
        return f"Hint: {prompt.hint}"
    if strategy == "meta_task":
        return f"This item tests {prompt.operation}. Use that operation to solve it."
    if strategy == "step_by_step":
        numbered = "\n".join(f"{i}. {step}" for i, step in enumerate(prompt.steps, start=1))
        return f"Solve it by following these steps:\n{numbered}"
    raise ValueError(f"unknown prompt strategy {strategy!r}; choose one of {', '.join(STRATEGIES)}")


def resolve_strategy(lmms_eval_specific_kwargs: Mapping[str, Any] | None) -> str:
    """Strategy from the task kwargs (model-specific or `default`), else the run-wide environment choice."""
    kwargs = lmms_eval_specific_kwargs or {}
    strategy = kwargs.get("strategy") or (kwargs.get("default") or {}).get("strategy") or PROMPT_STRATEGY
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown prompt strategy {strategy!r}; choose one of {', '.join(STRATEGIES)}")
    return strategy


def doc_to_text(doc: Mapping[str, Any], lmms_eval_specific_kwargs: Mapping[str, Any] | None = None) -> str:
    """Question, options where the task has text choices, strategy instruction, then the answer request."""
    choices = list(doc["choices"])
    strategy = resolve_strategy(lmms_eval_specific_kwargs)
    parts = [
        doc["question"].strip(),
        options_block(choices),
        strategy_block(strategy, doc["task"]),
        answer_instruction(doc["answer_type"], len(choices)),
    ]
    return "\n\n".join(part for part in parts if part)


def doc_to_target(doc: Mapping[str, Any]) -> str:
    return doc["answer"]


# ---- scoring -------------------------------------------------------------------------------------------


def valid_answers(doc: Mapping[str, Any]) -> tuple[str, ...]:
    """Every answer a guesser may give for this item: the chance level and the random baseline share it."""
    answer_type = doc["answer_type"]
    if answer_type == "choice":
        return tuple(LETTERS[: len(doc["choices"])])
    if answer_type == "yes_no":
        return YES_NO
    if answer_type == "integer":
        return INTEGER_GUESSES
    raise ValueError(f"unknown answer_type {answer_type!r}")


def chance_of(doc: Mapping[str, Any]) -> float:
    """Expected accuracy of a uniform guess over `valid_answers` (0 when the gold lies outside them)."""
    answers = valid_answers(doc)
    return 1.0 / len(answers) if doc["answer"] in answers else 0.0


def chosen_kind(doc: Mapping[str, Any], extracted: str | None) -> str:
    """What the response picked: an option kind for choices, the error direction for Yes/No and counts."""
    if extracted is None:
        return "unanswered"
    if extracted == doc["answer"]:
        return "correct"
    answer_type = doc["answer_type"]
    if answer_type == "choice":
        letters = LETTERS[: len(doc["choices"])]
        return doc["option_kinds"][letters.index(extracted)] if extracted in letters else "invalid"
    if answer_type == "yes_no":
        return "false_yes" if extracted == "Yes" else "false_no" if extracted == "No" else "invalid"
    if answer_type == "integer" and extracted.isdigit():
        return "overcount" if int(extracted) > int(doc["answer"]) else "undercount"
    return "invalid"


@functools.cache
def lmms_judge(provider: str, model: str) -> Any:
    """A `prompt -> reply` callable over lmms-eval's judge interface (`lmms_eval.llm_judge`)."""
    from lmms_eval.llm_judge import Request, ServerConfig, get_server

    server = get_server(provider, ServerConfig(model_name=model, temperature=0.0, max_tokens=32))

    def ask(prompt: str) -> str:
        reply = server.evaluate(Request(messages=[{"role": "user", "content": prompt}]))
        return reply.content if reply.success else ""

    return ask


def configured_judge(environ: Mapping[str, str] = os.environ) -> Any:
    """The judge named by MINDBENCH_JUDGE / MINDBENCH_JUDGE_MODEL, or None (the default: rules only)."""
    provider = environ.get(JUDGE_ENV, "").strip()
    if not provider:
        return None
    return lmms_judge(provider, environ.get(JUDGE_MODEL_ENV, "gpt-4o-mini").strip())


def score_response(doc: Mapping[str, Any], response: str, judge: Any = None) -> dict[str, Any]:
    """The per-item record logged with every sample and consumed by the aggregations.

    Rule-based extraction first; only when it finds no answer and a judge is configured, the judge is asked
    (its reply is parsed strictly). `extracted_by` records which path produced the answer.
    """
    from lmms_tasks.extraction import extract_answer, extract_with_judge

    choices = list(doc["choices"])
    extracted = extract_answer(response, doc["answer_type"], choices)
    extracted_by = "rules" if extracted is not None else "none"
    if extracted is None and judge is not None:
        extracted = extract_with_judge(response, doc["answer_type"], choices, doc["question"], judge)
        extracted_by = "judge" if extracted is not None else "none"
    kinds = list(doc["option_kinds"])
    return {
        "id": doc["id"],
        "task": doc["task"],
        "dimension": doc["dimension"],
        "difficulty": doc["difficulty"],
        "answer_type": doc["answer_type"],
        "answer": doc["answer"],
        "extracted": extracted,
        "extracted_by": extracted_by,
        "response": response,
        "correct": extracted == doc["answer"],
        "chosen_kind": chosen_kind(doc, extracted),
        "distractor_kinds": [kind for kind in kinds if kind != "correct"],
        "chance": chance_of(doc),
    }


def process_results(doc: Mapping[str, Any], results: list[Any]) -> dict[str, Any]:
    """Accuracy and chance as numbers (lmms-eval's `mean` gives them a stderr); the record for the rest."""
    response = results[0] if results else ""
    if isinstance(response, list):  # multi-round adapters return one string per round; the last one answers
        response = response[-1] if response else ""
    record = score_response(doc, str(response), configured_judge())
    metrics: dict[str, Any] = {
        "accuracy": float(record["correct"]),
        "chance_accuracy": record["chance"],
        "diagnostics": record,
    }
    if doc["answer_type"] == "yes_no":
        metrics["balanced_accuracy"] = {"answer": record["answer"], "correct": record["correct"]}
    return metrics


# ---- aggregations --------------------------------------------------------------------------------------


def _mean(values: Iterable[float]) -> float:
    values = list(values)
    return sum(values) / len(values) if values else float("nan")


def aggregate_balanced_accuracy(records: list[Mapping[str, Any]]) -> float:
    """Mean per-gold-class recall: a constant Yes or No answer scores exactly 0.5 whatever the class mix."""
    by_gold: dict[str, list[bool]] = defaultdict(list)
    for record in records:
        by_gold[record["answer"]].append(bool(record["correct"]))
    return _mean(_mean(hits) for hits in by_gold.values())


def _summary(records: list[Mapping[str, Any]]) -> dict[str, float]:
    return {
        "n": len(records),
        "accuracy": _mean(float(r["correct"]) for r in records),
        "chance": _mean(r["chance"] for r in records),
    }


def _breakdown(records: list[Mapping[str, Any]], key: str) -> dict[str, dict[str, float]]:
    groups: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for record in records:
        groups[record[key]].append(record)
    return {name: _summary(group) for name, group in sorted(groups.items())}


def error_profile(records: list[Mapping[str, Any]]) -> dict[str, dict[str, float]]:
    """Which kind the wrong answers picked, beside the share a uniform wrong guess would give that kind."""
    wrong = [r for r in records if not r["correct"]]
    counts = Counter(r["chosen_kind"] for r in wrong)
    expected: Counter[str] = Counter()
    for record in wrong:
        distractors = record["distractor_kinds"]
        for kind in distractors:
            expected[kind] += 1.0 / len(distractors)
    kinds = sorted(set(counts) | set(expected))
    return {
        kind: {
            "count": counts[kind],
            "share": counts[kind] / len(wrong),
            "chance_share": expected[kind] / len(wrong),
        }
        for kind in kinds
    }


def aggregate_diagnostics(records: list[Mapping[str, Any]]) -> dict[str, Any]:
    """Accuracy with chance beside it: overall, by difficulty, by dimension, and the error profile."""
    return {
        **_summary(records),
        "unanswered": _mean(float(r["extracted"] is None) for r in records),
        "by_difficulty": _breakdown(records, "difficulty"),
        "by_dimension": _breakdown(records, "dimension"),
        "error_profile": error_profile(records),
    }
