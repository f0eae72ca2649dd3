"""lmms-eval hooks for the M3STR and Mind's Eye tasks: data location, prompts, scoring and aggregation.

lmms-eval loads this file by path (`!function utils.X`) once per tagged YAML node, so importing it must stay
cheap: no torch, datasets or PIL at module level (PIL is imported inside the one hook that needs it). It is
also executed outside `sys.modules`, which is why it avoids `from __future__ import annotations` (dataclasses
then look their module up in `sys.modules`).

Everything here reads the published row (`doc`) and `tasks.json` beside this file (written with the task YAMLs by
`mindbench tasks --write`), never the generators; and the environment (`MINDBENCH_DATA_DIR`, `MINDBENCH_PROMPT`,
the judge variables) when a hook runs, never at import, so a bad value fails the evaluation that uses it and
nothing else.
"""

import functools
import json
import os
from collections import defaultdict
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from mindbench.generators.common.item import (  # the one option alphabet (A–J); item.py imports only the stdlib
    BENCHMARKS,
    LETTERS,
)

HUB_IDS: dict[str, str] = {bench: f"mindbench/{bench}" for bench in BENCHMARKS}
DATA_DIR_ENV = "MINDBENCH_DATA_DIR"
PROMPT_ENV = "MINDBENCH_PROMPT"
# Optional LLM-judge fallback (off unless set): lmms-eval judge provider (e.g. "openai") and model name.
JUDGE_ENV = "MINDBENCH_JUDGE"
JUDGE_MODEL_ENV = "MINDBENCH_JUDGE_MODEL"
STRATEGIES: tuple[str, ...] = ("direct", "cot", "hint", "meta_task", "step_by_step")
DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard")
DEFAULT_STRATEGY = "direct"
TASK_TABLE = Path(__file__).with_name("tasks.json")
DATASET_PATH_PREFIX = "DATASET_PATH_"
CIRCULAR_SUFFIX = "_circular"  # CircularEval configs: each item once per cyclic rotation of its options


def dataset_path(benchmark: str, environ: Mapping[str, str] = os.environ) -> str:
    """The Hub repo by default; `$MINDBENCH_DATA_DIR/<benchmark>` (a `mindbench build --out` folder) when set."""
    root = environ.get(DATA_DIR_ENV)
    return os.path.join(root, benchmark) if root else HUB_IDS[benchmark]


def __getattr__(name: str) -> str:
    """What the YAMLs read through `!function` from the environment: `DATASET_PATH_<BENCHMARK>` (e.g.
    `DATASET_PATH_MINDSEYE`) and `PROMPT_STRATEGY`.

    lmms-eval resolves `!function utils.X` by loading this file and calling `getattr(module, "X")` each time it
    loads a YAML, so computing the value here reads `$MINDBENCH_DATA_DIR` and `$MINDBENCH_PROMPT` then, not when
    the module was imported (a bad `$MINDBENCH_PROMPT` fails the task load with one line, nothing earlier)."""
    if name == "PROMPT_STRATEGY":
        return prompt_strategy()
    benchmark = name[len(DATASET_PATH_PREFIX):].lower() if name.startswith(DATASET_PATH_PREFIX) else ""
    if benchmark in BENCHMARKS:
        return dataset_path(benchmark)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def prompt_strategy(environ: Mapping[str, str] = os.environ) -> str:
    """The run's prompt strategy from `$MINDBENCH_PROMPT` (lmms-eval has no CLI switch for task kwargs).

    Read when a prompt is built; a value that is no strategy raises a one-line ValueError naming the variable."""
    strategy = environ.get(PROMPT_ENV, "").strip() or DEFAULT_STRATEGY
    if strategy not in STRATEGIES:
        raise ValueError(f"{PROMPT_ENV}={strategy!r} is not a prompt strategy; choose one of {', '.join(STRATEGIES)}")
    return strategy


@functools.cache
def task_table() -> dict[str, Any]:
    """`tasks.json`: config → what evaluation needs of it (prompt texts, answer type, guesses, chance, titles)."""
    return json.loads(TASK_TABLE.read_text(encoding="utf-8"))


def task_entry(task: str) -> dict[str, Any]:
    """The `tasks.json` entry of one config (a KeyError naming the config and the file when it has none)."""
    configs = task_table()["configs"]
    if task not in configs:
        raise KeyError(f"config {task!r} is not in {TASK_TABLE}; regenerate it with `mindbench tasks --write`")
    return configs[task]


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
    if answer_type == "open":
        return ("Give your final answer on the last line, as 'Answer: <answer>', the answer only, in the form the "
                "question asks for.")
    raise ValueError(f"unknown answer_type {answer_type!r}")


def strategy_block(strategy: str, task: str) -> str:
    """The strategy-specific instruction placed between the question and the answer request.

    `hint`, `meta_task` and `step_by_step` use the task's own texts (its `prompts` in `tasks.json`)."""
    if strategy == "direct":
        return "Answer directly, without explanation."
    if strategy == "cot":
        return "Reason step by step about what the image shows, then state your conclusion."
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown prompt strategy {strategy!r}; choose one of {', '.join(STRATEGIES)}")
    prompt = task_entry(task)["prompts"]
    if strategy == "hint":
        return f"Hint: {prompt['hint']}"
    if strategy == "meta_task":
        return f"This item tests {prompt['operation']}. Use that operation to solve it."
    numbered = "\n".join(f"{i}. {step}" for i, step in enumerate(prompt["steps"], start=1))
    return f"Solve it by following these steps:\n{numbered}"


def resolve_strategy(lmms_eval_specific_kwargs: Mapping[str, Any] | None) -> str:
    """Strategy from the task kwargs (model-specific or `default`), else the run-wide environment choice."""
    kwargs = lmms_eval_specific_kwargs or {}
    strategy = kwargs.get("strategy") or (kwargs.get("default") or {}).get("strategy") or prompt_strategy()
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
    if answer_type in ("yes_no", "integer"):
        return tuple(task_entry(doc["task"])["guesses"])
    if answer_type == "open":
        return ()  # a typed name: nothing finite to guess from (chance 0)
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
    if answer_type == "open":
        return "wrong_name"
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
    from mindbench.lmms_tasks.extraction import extract_answer, extract_with_judge

    choices = list(doc["choices"])
    if doc["answer_type"] == "open":
        return score_open_response(doc, response)
    aliases, places = choice_aliases(doc), choice_places(doc)
    extracted = extract_answer(response, doc["answer_type"], choices, question=doc.get("question"), aliases=aliases,
                               places=places)
    extracted_by = "rules" if extracted is not None else "none"
    if extracted is None and judge is not None:
        extracted = extract_with_judge(response, doc["answer_type"], choices, doc["question"], judge, aliases=aliases,
                                       places=places)
        extracted_by = "judge" if extracted is not None else "none"
    kinds = list(doc["option_kinds"])
    return {
        "id": doc["id"],
        "task": doc["task"],
        "dimension": doc["dimension"],
        "difficulty": doc["difficulty"],
        "style": doc.get("style") or "",  # the drawing of a style-robustness item (`mindbench report` splits by it)
        **circular_fields(doc),
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


def choice_aliases(doc: Mapping[str, Any]) -> list[list[str]] | None:
    """The row's names of its choices in other languages (`params.choice_aliases`, M3STR completion: one list per
    choice), or None when it carries none or they do not fit its choices."""
    try:
        aliases = json.loads(doc.get("params") or "{}").get("choice_aliases")
    except (TypeError, ValueError, AttributeError):
        return None
    if not isinstance(aliases, list) or len(aliases) != len(doc["choices"]) or not all(
            isinstance(names, list) and all(isinstance(name, str) for name in names) for names in aliases):
        return None
    return aliases


def grid_places(boxes: Any) -> list[tuple[int, int, int, int]] | None:
    """Each option's place in the grid its panels are drawn in, from their boxes `[x0, y0, x1, y1]` (one per option,
    in the options' order): `(row, column, rows, columns)`, counted from 0 at the top left. Boxes whose top edges lie
    within half a panel's height of each other share a row, and likewise their left edges a column. None for anything
    that is not a full grid of two or more panels (a box missing from a row, two boxes in one cell, a malformed box)."""
    if not isinstance(boxes, (list, tuple)) or len(boxes) < 2:
        return None
    try:
        edges = [tuple(float(v) for v in box) for box in boxes]
    except (TypeError, ValueError):
        return None
    if any(len(box) != 4 or not (box[2] > box[0] and box[3] > box[1]) for box in edges):
        return None
    rows = _edge_clusters([box[1] for box in edges], min(box[3] - box[1] for box in edges) / 2)
    columns = _edge_clusters([box[0] for box in edges], min(box[2] - box[0] for box in edges) / 2)
    places = [(rows[box[1]], columns[box[0]], len(set(rows.values())), len(set(columns.values()))) for box in edges]
    cells = {(row, column) for row, column, _, _ in places}
    return places if len(cells) == len(places) == places[0][2] * places[0][3] else None


def _edge_clusters(values: list[float], gap: float) -> dict[float, int]:
    """Each edge's cluster index, in increasing order: sorted edges closer than `gap` to the one before share one."""
    index: dict[float, int] = {}
    previous = None
    for value in sorted(set(values)):
        cluster = (0 if previous is None else index[previous] + (value - previous >= gap))
        index[value], previous = cluster, value
    return index


def choice_places(doc: Mapping[str, Any]) -> list[tuple[int, int, int, int]] | None:
    """The grid places of the row's choices (`params.layout.option_boxes`, Mind's Eye: one box per choice, through
    `grid_places`), or None when it carries no layout, its boxes do not fit its choices or form no full grid."""
    params = doc.get("params")
    try:
        layout = (params if isinstance(params, Mapping) else json.loads(params or "{}")).get("layout") or {}
        boxes = layout.get("option_boxes")
    except (TypeError, ValueError, AttributeError):
        return None
    if not isinstance(boxes, list) or len(boxes) != len(doc.get("choices") or ()):
        return None
    return grid_places(boxes)


def score_open_response(doc: Mapping[str, Any], response: str) -> dict[str, Any]:
    """The per-item record of an open answer: what the response commits to (a typed name, or a structured answer by
    `params.open.format`), right when it is one of the item's accepted answers (`open_answers.py`)."""
    from mindbench.lmms_tasks.open_answers import extract_for, is_right

    record = json.loads(doc["params"]).get("open") or {}
    extracted = extract_for(response, record)
    correct = is_right(extracted, record, doc["answer"])
    return {
        "id": doc["id"], "task": doc["task"], "dimension": doc["dimension"], "difficulty": doc["difficulty"],
        "style": doc.get("style") or "", "answer_type": "open", "answer": doc["answer"], "extracted": extracted,
        "extracted_by": "rules" if extracted is not None else "none", "response": response, "correct": correct,
        "chosen_kind": "correct" if correct else ("unanswered" if extracted is None else "wrong_name"),
        "distractor_kinds": [], "chance": 0.0,
    }


def circular_fields(doc: Mapping[str, Any]) -> dict[str, Any]:
    """A CircularEval item's source item and rotation (`params.circular`), which the circular score groups by;
    nothing for other items."""
    if not str(doc.get("task", "")).endswith(CIRCULAR_SUFFIX):
        return {}
    circular = json.loads(doc["params"]).get("circular") or {}
    return {"source_id": circular.get("source_id"), "rotation": circular.get("rotation")}


def process_results(doc: Mapping[str, Any], results: list[Any]) -> dict[str, Any]:
    """Numbers for the console table; the per-item record rides along in the samples log.

    `accuracy` and `chance_accuracy` are plain means (lmms-eval adds a stderr). Each `accuracy_<difficulty>`
    metric receives the item's whole record and its aggregation keeps the items of that difficulty, so the
    console shows one number per difficulty while `--log_samples` keeps the record `mindbench report` reads.
    """
    response = results[0] if results else ""
    if isinstance(response, list):  # multi-round adapters return one string per round; the last one answers
        response = response[-1] if response else ""
    record = score_response(doc, str(response), configured_judge())
    metrics: dict[str, Any] = {"accuracy": float(record["correct"]), "chance_accuracy": record["chance"]}
    metrics.update({f"accuracy_{difficulty}": record for difficulty in DIFFICULTIES})
    if doc["answer_type"] == "yes_no":
        metrics["balanced_accuracy"] = record
    if "source_id" in record:
        metrics["circular_accuracy"] = record
    return metrics


# ---- aggregations --------------------------------------------------------------------------------------


def _mean(values: Iterable[float]) -> float:
    values = list(values)
    return sum(values) / len(values) if values else float("nan")


def _accuracy_of(difficulty: str, records: list[Mapping[str, Any]]) -> float:
    return _mean(float(r["correct"]) for r in records if r.get("difficulty") == difficulty)


def aggregate_accuracy_easy(records: list[Mapping[str, Any]]) -> float:
    return _accuracy_of("easy", records)


def aggregate_accuracy_medium(records: list[Mapping[str, Any]]) -> float:
    return _accuracy_of("medium", records)


def aggregate_accuracy_hard(records: list[Mapping[str, Any]]) -> float:
    return _accuracy_of("hard", records)


def aggregate_circular_accuracy(records: list[Mapping[str, Any]]) -> float:
    """CircularEval: the share of source items answered right in every rotation of their options (a uniform guesser
    over k options passes an item with probability (1/k)^k)."""
    by_source: dict[str, list[bool]] = defaultdict(list)
    for record in records:
        by_source[record["source_id"]].append(bool(record["correct"]))
    return _mean(float(all(hits)) for hits in by_source.values())


def aggregate_balanced_accuracy(records: list[Mapping[str, Any]]) -> float:
    """Mean per-gold-class recall: a constant Yes or No answer scores exactly 0.5 whatever the class mix."""
    by_gold: dict[str, list[bool]] = defaultdict(list)
    for record in records:
        by_gold[record["answer"]].append(bool(record["correct"]))
    return _mean(_mean(hits) for hits in by_gold.values())
