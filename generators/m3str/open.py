"""M3STR open completion: `complete_entity_open` / `complete_relation_open` ask for the masked entity or relation
without options: the model types its name, scored by normalised name (`lmms_tasks/open_answers.py`).

Item `i` is test item `i` of the source config (the attempt the builder accepts for it), the same map and image, with
the choices dropped. Without options more than one name can be right: every entity (relation) that fills the masked
slot to a KG fact is accepted, an entity only if it is not already drawn on the map (the masked node is a node of
its own, and the masked entity is a leaf, so its one triple is all that constrains it). `params.open.accepted` lists
the accepted names, the gold's first, each in its KG spelling only, up to the normalisation of the scorer (case,
accents, spacing, punctuation, a leading article): the source's `choice_aliases` (the choices' names in other
languages) stay in params but are not accepted as answers, as the other fillers are not among the choices. `verify`
regenerates the source item (its own verify runs on it) and re-derives the accepted names from the KG through the
incident lists. Test only; the holdout keys are the source item's.
"""

from __future__ import annotations

import functools
from dataclasses import replace

from mindbench.generators.common import circular
from mindbench.generators.common.item import (
    LETTERS,
    MALFORMED,
    Item,
    RejectDraw,
    VerificationError,
    dump_params,
    item_id,
    signature_hash,
)
from mindbench.generators.common.presentation import Presentation
from mindbench.generators.common.registry import TaskSpec, get_presentation, get_task
from mindbench.generators.common.rng import item_seed
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions
from mindbench.generators.m3str import tasks as m3
from mindbench.generators.m3str.kg import KG, kg_for_options
from mindbench.generators.m3str.render import MASK
from mindbench.generators.m3str.sampling import map_entities

BENCH = "m3str"
SUFFIX = "_open"
VARIANT = "open"  # the lmms-eval group `m3str_open`
SOURCES = 100  # the source configs' first 100 test items (one row each)
SOURCE_NAMES = ("complete_entity", "complete_relation")
QUESTIONS = {
    "complete_entity": "What is the missing entity (marked as ?????) in the image? Type its name.",
    "complete_relation": "What is the missing relation (marked as ?????) in the image? Type its label.",
}


def fillers(kg: KG, triples: list[tuple[str, str, str]], entity_task: bool) -> list[str]:
    """Every entity (relation) id that fills the one masked slot to a KG fact; entities already on the map excluded.

    Read through the incident lists of the slot's known end (`m3.fact_holds`' path, not the generator's set)."""
    index, position = next((i, j) for i, tr in enumerate(triples) for j, x in enumerate(tr) if x == MASK)
    h, r, t = triples[index]
    known = t if position == 0 else h
    found = set()
    for k in kg.incident(known):
        fh, fr, ft = kg.triples[k]
        if position == 0 and (fr, ft) == (r, t):
            found.add(fh)
        elif position == 2 and (fh, fr) == (h, r):
            found.add(ft)
        elif position == 1 and (fh, ft) == (h, t):
            found.add(fr)
    if entity_task:
        found -= set(map_entities(triples))
    return sorted(found)


def accepted_names(kg: KG, params: dict, entity_task: bool) -> list[str]:
    """The names accepted for the masked slot: the gold's display name first, then the other fillers' sorted."""
    triples = [tuple(t) for t in params["triples"]]
    gold = params["modification"]["original"]
    ids = fillers(kg, triples, entity_task)
    names = {e: (kg.entities[e].name if entity_task else kg.relations[e]) for e in ids}
    gold_name = params["entity_names"][gold] if entity_task else params["relation_labels"][gold]
    return [gold_name, *sorted({n for e, n in names.items() if e != gold and n != gold_name})]


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             source: str = "complete_entity") -> Item:
    """Item `index`: source item `index` (this attempt of it) without options."""
    if split != "test":
        raise ValueError(f"{source}{SUFFIX} is test only (it re-presents test items), got split {split!r}")
    drawn = circular.source_draw(BENCH, source, index, split, base_seed, attempt, options)
    if isinstance(drawn, str):
        raise RejectDraw(f"source {source}/{split}/{index:06d} attempt {attempt}: {drawn}")
    params = drawn.params_dict
    accepted = accepted_names(kg_for_options(options), params, source == "complete_entity")
    if accepted[0] != drawn.choices[LETTERS.index(drawn.answer)]:
        raise RejectDraw(f"{source}/{split}/{index:06d}: the gold's name is not the gold choice")
    params["open"] = {"source_id": drawn.id, "source_attempt": attempt, "base_seed": base_seed,
                      "accepted": accepted, "source_choices": list(drawn.choices),
                      "source_option_kinds": list(drawn.option_kinds), "source_answer": drawn.answer}
    question = f"{m3.PREAMBLE} {QUESTIONS[source]}"
    return replace(drawn, id=item_id(BENCH, source + SUFFIX, split, index), task=source + SUFFIX, question=question,
                   choices=[], option_kinds=[], answer=accepted[0], answer_type="open", params=dump_params(params))


def fail(item: Item, problem: str) -> None:
    raise VerificationError(f"{item.id}: {problem}")


def as_source(item: Item, source: str) -> Item:
    """The open item as its source item's record (choices, kinds and letter back), for the source's checks."""
    params = item.params_dict
    info = params.pop("open")
    return replace(item, id=info["source_id"], task=source, params=dump_params(params),
                   question=f"{m3.PREAMBLE} {m3.TASK_SENTENCES[source]}", choices=list(info["source_choices"]),
                   option_kinds=list(info["source_option_kinds"]), answer=info["source_answer"],
                   answer_type="choice")


def verify(item: Item, options: BuildOptions = DEFAULT_OPTIONS, source: str = "complete_entity") -> None:
    """The source's checks on the record turned back, equality with the regenerated source item, and the accepted
    names re-derived from the KG; malformed params are a VerificationError like any other defect."""
    try:
        check_open(item, options, source)
    except MALFORMED as err:
        raise VerificationError(f"{item.id}: malformed params ({type(err).__name__}: {err})") from None


def check_open(item: Item, options: BuildOptions, source: str) -> None:
    if item.task != source + SUFFIX or item.split != "test" or item.benchmark != BENCH:
        fail(item, f"not a test item of {source}{SUFFIX} ({item.benchmark}/{item.task}/{item.split})")
    match = circular.SOURCE_ID_PATTERN.fullmatch(item.id)
    info = item.params_dict.get("open")
    if match is None or not isinstance(info, dict):
        fail(item, "id without an index or params without `open`")
    index = int(match[1])
    attempt, base_seed = info["source_attempt"], info["base_seed"]
    if info["source_id"] != item_id(BENCH, source, "test", index):
        fail(item, f"source_id {info['source_id']!r} is not test item {index} of {source}")
    if not (isinstance(attempt, int) and attempt >= 0 and isinstance(base_seed, int)):
        fail(item, "source_attempt / base_seed are not integers")
    if item.seed != item_seed(BENCH, source, item.split, base_seed, index, attempt):
        fail(item, "seed is not the source item's")
    original = as_source(item, source)
    try:
        m3.verify(original, options, m3.CONFIGS[source])
    except VerificationError as exc:
        fail(item, f"as a {source} item: {exc}")
    drawn = circular.source_draw(BENCH, source, index, item.split, base_seed, attempt, options)
    if isinstance(drawn, str):
        fail(item, f"the source item does not exist for this attempt ({drawn})")
    for field in ("choices", "answer", "option_kinds", "params", "image", "svg", "difficulty"):
        if getattr(original, field) != getattr(drawn, field):
            fail(item, f"{field} differs from the source item's")
    accepted = accepted_names(kg_for_options(options), drawn.params_dict, source == "complete_entity")
    if info["accepted"] != accepted or item.answer != accepted[0] or accepted[0] != drawn.choices[
            LETTERS.index(drawn.answer)]:
        fail(item, f"accepted names {info['accepted']!r} / answer {item.answer!r}; the KG gives {accepted!r}")
    if (item.question, item.choices, item.option_kinds) != (f"{m3.PREAMBLE} {QUESTIONS[source]}", [], []):
        fail(item, "question or (empty) choices are not the open item's")


def signature(item: Item, source: str) -> str:
    return signature_hash({"source": m3.signature(as_source(item, source)), "open": True})


def protected_keys(item: Item, source: str) -> set[str]:
    return m3.protected_keys(as_source(item, source))


def make_spec(source: str) -> TaskSpec:
    spec = get_task(BENCH, source)
    return TaskSpec(
        benchmark=BENCH, name=source + SUFFIX, dimension=spec.dimension, answer_type="open", n_options=0,
        default_n={"test": SOURCES, "train": 0}, generate=functools.partial(generate, source=source),
        verify=functools.partial(verify, source=source), signature=functools.partial(signature, source=source),
        protected_keys=functools.partial(protected_keys, source=source),
        exposed_keys=functools.partial(protected_keys, source=source), variant_of=source)


def make_presentation(source: str) -> Presentation:
    shown = get_presentation(BENCH, source)
    return Presentation(title=f"{shown.title}, typed without options", description=QUESTIONS[source],
                        prompts=shown.prompts, human=None, variant=VARIANT)


SPECS: dict[str, TaskSpec] = {name + SUFFIX: make_spec(name) for name in SOURCE_NAMES}
PRESENTATIONS: dict[str, Presentation] = {name + SUFFIX: make_presentation(name) for name in SOURCE_NAMES}
