"""Visual Relation Abstraction: the task's `generate`, its independent `verify` and its `SPEC`."""

from __future__ import annotations

from typing import Any

from mindbench.generators.common.canvas import panels_only_layout
from mindbench.generators.common.holdout import object_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError, signature_hash
from mindbench.generators.common.presentation import MINDS_EYE_HUMANS, HumanLevel, Presentation, Prompts
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import item_rng, item_seed
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions
from mindbench.generators.mindseye.visual_relation_abstraction.concepts import (
    draw_concept,
    needs,
    search_panels,
    unique_figures,
)
from mindbench.generators.mindseye.visual_relation_abstraction.placement import Draws, _pick, _r, sample_figure
from mindbench.generators.mindseye.visual_relation_abstraction.rendering import render
from mindbench.generators.mindseye.visual_relation_abstraction.verification import (
    check_panels,
    decision_margin_px,
    panel_key,
)
from mindbench.generators.mindseye.visual_relation_abstraction.vocabulary import (
    ATTRIBUTES,
    BENCH,
    DECISION_MARGIN_FLOOR_PX,
    DEFAULT_CONFIG,
    DIMENSION,
    MARGIN_HEADROOM_PX,
    N_OPTIONS,
    PANEL,
    PARAM_KEYS,
    QUESTION,
    TASK,
    Config,
)

DENSITY_TRIES = 200  # draws per figure when its density must also fall in a band


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             config: Config = DEFAULT_CONFIG) -> Item:
    """Item `index`: draw a concept of the index's difficulty, a pool of figures, search six, render."""
    seed = item_seed(BENCH, TASK, split, base_seed, index, attempt)
    rng = item_rng(seed)
    difficulty = PANEL.difficulty(index)
    concept, violated = draw_concept(difficulty, rng, config)
    band, tries = None, 60
    if any(a == "nested" for a, _ in concept):  # see `Figure.density`
        target = float(rng.uniform(*config.nested_density))
        band, tries = (target - config.density_tol, target + config.density_tol), DENSITY_TRIES
    draws = Draws(rng)  # the pools' draws, as the Generator's own calls would draw them
    pos = [f for f in (sample_figure(draws, needs(concept, violated, False, draws), tries, band)
                       for _ in range(config.pool_size)) if f is not None]
    neg = [f for f in (sample_figure(draws, needs(concept, violated, True, draws), tries, band)
                       for _ in range(config.violator_pool)) if f is not None]
    draws.close()
    pos, neg = unique_figures(pos), unique_figures(neg)
    if len(pos) < 8 or len(neg) < 2:
        raise RejectDraw("too few figures for the concept")
    gold, five = search_panels(pos, neg, concept, rng, config)
    slot = PANEL.gold_slot(split, base_seed, index)
    glab = gold.labels
    concept_attrs = {a for a, _ in concept}
    distractors = []
    for fig in five:
        lab = fig.labels
        same = all(lab[a] == glab[a] for a in ATTRIBUTES if a not in concept_attrs)
        distractors.append((fig, "lookalike" if same else "shares_concept"))
    figures, kinds = PANEL.place(gold, distractors, slot, rng)
    layout = panels_only_layout(N_OPTIONS, cols=3)
    panels = []
    for fig in figures:
        panels.append({
            "parts": [p.stored for p in fig.placed],  # type: ignore[attr-defined]
            "nuisance": {
                "rotation": _r(rng.uniform(0, 360)),
                "fill": _r(rng.uniform(*config.fill)),
                "offset": [_r(rng.uniform(-1, 1)), _r(rng.uniform(-1, 1))],
                "stroke_width": _r(rng.uniform(*config.stroke_width)),
                "colour": _pick(rng, config.colours),
            },
        })
    params = {
        "concept": {"attributes": [[a, v] for a, v in concept], "violated": violated},
        "panels": panels,
        "options": [{"kind": k} for k in kinds],
        "layout": layout.as_params(),
    }
    try:  # the independent re-solve must agree (it also refuses near-misses the labels cannot see)
        measured = check_panels(params, slot, difficulty)
    except VerificationError as exc:
        raise RejectDraw(f"re-solve disagrees: {exc}") from exc
    margin = decision_margin_px(params, measured)
    if margin < DECISION_MARGIN_FLOOR_PX + MARGIN_HEADROOM_PX:
        raise RejectDraw(f"a panel only {margin:.1f} px from the other verdict of a concept attribute")
    params["decision_margin_px"] = round(margin, 2)
    svg = render(params, layout)
    return PANEL.finish(split=split, index=index, seed=seed, svg=svg, question=QUESTION, slot=slot,
                        difficulty=difficulty, option_kinds=kinds, params=params)



def solve(item: Item, params: dict[str, Any]) -> None:
    """attributes measured from the coordinates; every vocabulary predicate re-checked"""
    if set(params) != PARAM_KEYS:
        raise VerificationError(f"params keys {sorted(params)} differ from {sorted(PARAM_KEYS)}")
    if item.question != QUESTION:
        raise VerificationError("question malformed")
    gold = LETTERS.index(item.answer)
    measured = check_panels(params, gold, item.difficulty)
    margin = decision_margin_px(params, measured)
    if abs(margin - float(params["decision_margin_px"])) > 0.01:
        raise VerificationError(f"decision margin {margin:.2f} px rebuilt, {params['decision_margin_px']} recorded")
    if margin < DECISION_MARGIN_FLOOR_PX:
        raise VerificationError(f"a panel is only {margin:.1f} px from the other verdict of a concept attribute "
                                f"(< {DECISION_MARGIN_FLOOR_PX} px): too small to see")
    names = {a for a, _ in params["concept"]["attributes"]}
    for i, opt in enumerate(params["options"]):
        kind = opt["kind"]
        if i == gold:
            continue
        same = all(measured[i][a] == measured[gold][a] for a in ATTRIBUTES if a not in names)
        expected = "lookalike" if same else "shares_concept"
        if kind != expected:
            raise VerificationError(f"option {LETTERS[i]} is tagged {kind!r}, measured {expected!r}")
    for panel in params["panels"]:
        nz = panel["nuisance"]
        if not (0 < nz["fill"] <= 1 and nz["stroke_width"] > 0 and max(map(abs, nz["offset"])) <= 1):
            raise VerificationError("nuisance out of range")


def signature(item: Item) -> str:
    """The concept and the six figures in their own frames (nuisance and panel order dropped), gold marked."""
    params = item.params_dict
    return _signature(params, LETTERS.index(item.answer), _panel_keys(params))


def protected_keys(item: Item) -> set[str]:
    """The memorisable object is the odd figure (its parts in its own frame, nuisance dropped) with its concept."""
    params = item.params_dict
    gold = LETTERS.index(item.answer)
    keys = _panel_keys(params)
    return {object_key("vra_figure", keys[gold]), f"{TASK}:{_signature(params, gold, keys)}"}


def exposed_keys(item: Item) -> set[str]:
    """A train item shows six figures: none may be a test item's odd figure."""
    params = item.params_dict
    keys = _panel_keys(params)
    return ({object_key("vra_figure", k) for k in keys}
            | {f"{TASK}:{_signature(params, LETTERS.index(item.answer), keys)}"})


def _panel_keys(params: dict[str, Any]) -> list[str]:
    """Each panel's `panel_key`, in panel order: the keys and the signature read them, worked out once per call."""
    return [panel_key(p) for p in params["panels"]]


def _signature(params: dict[str, Any], gold: int, keys: list[str]) -> str:
    """`signature` from the item's params, its gold panel and its `_panel_keys`."""
    figures = sorted((i == gold, key) for i, key in enumerate(keys))
    return signature_hash({"concept": params["concept"], "figures": figures})

verify = PANEL.verifier(solve)

SPEC = TaskSpec(
    benchmark=BENCH,
    name=TASK,
    dimension=DIMENSION,
    answer_type="choice",
    n_options=N_OPTIONS,
    default_n={"test": 100, "train": 2500},
    generate=generate,
    verify=verify,
    signature=signature,
    protected_keys=protected_keys,
    exposed_keys=exposed_keys,
)

PRESENTATION = Presentation(
    title="Visual Relation Abstraction",
    description="Six panels of line figures: five share a geometric concept, pick the one that lacks it.",
    prompts=Prompts(
        hint="Ignore size, rotation and position; compare geometric properties such as convexity, number of "
        "sides, right angles, curvature, closure and symmetry.",
        operation="abstraction: inducing the concept shared by a set of shapes and spotting the one that lacks it",
        steps=(
            "Describe each panel's geometric properties.",
            "Find the property all panels but one share.",
            "Pick the panel that lacks it.",
        ),
    ),
    human=HumanLevel(0.68, MINDS_EYE_HUMANS),
)
