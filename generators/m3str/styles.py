"""M3STR rendering-style robustness: `<config>_style` draws the test items of `<config>` in eight styles.

In the spirit of GITA's style augmentation: the same map, question, choices and answer in several drawings, so a
model that reads the graph scores alike in every style and one that reads the layout does not. Item `i` of
`<config>_style` is test item `i // 8` of `<config>` drawn in style `STYLE_NAMES[i % 8]`:

* `dot`: the source config's own drawing (byte-identical to the source item's image; the reference style);
* `neato`, `sfdp`, `circo`: the other Graphviz engines (force-directed, multiscale force-directed, circular);
* `warm`, `dark`: two colour themes (palettes of `render.py`) on `dot`;
* `large_font`: node labels at LARGE_FONT points instead of 14 (edge labels 2 points smaller) on `dot`;
* `text_only`: every node text only, no entity image, on `dot`.

The source item is the one the builder accepts: attempt `a` of a style item exists exactly when attempt `a` of
its source item generates and verifies (else RejectDraw), so the builder's own redraw loop (`draw_valid_item`)
picks the same attempt for both, and its in-split repeat rounds bump a style item exactly when they bump its
source (`signature` is the source's signature with the style). Nothing but the drawing differs: `verify` runs the
source config's checks on the styled item and requires question, choices, answer, option kinds, difficulty, seed
and params (but the drawing's `engine` and `min_label_px`) to equal the regenerated source item's. Test only:
there is no train split to finetune on, and the holdout keys are the source item's (the map), so no train item of
any config shows these maps.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace

from mindbench.generators.common.item import (
    MALFORMED,
    Item,
    RejectDraw,
    VerificationError,
    dump_params,
    item_id,
    signature_hash,
)
from mindbench.generators.common.presentation import Presentation
from mindbench.generators.common.registry import TaskSpec
from mindbench.generators.common.rng import item_seed
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions
from mindbench.generators.m3str import tasks as m3
from mindbench.generators.m3str.kg import kg_for_options
from mindbench.generators.m3str.render import MASK, PALETTES, RenderStyle

SUFFIX = "_style"
VARIANT = "style"  # the lmms-eval group is `m3str_style`
LARGE_FONT = 20
# name -> what changes from the source config's own style (augmentation off: one fixed drawing per style)
STYLE_CHANGES: dict[str, dict] = {
    "dot": {"engine": "dot"},
    "neato": {"engine": "neato"},
    "sfdp": {"engine": "sfdp"},
    "circo": {"engine": "circo"},
    "warm": {"engine": "dot", "palette": "warm"},
    "dark": {"engine": "dot", "palette": "dark"},
    "large_font": {"engine": "dot", "font_size": LARGE_FONT},
    "text_only": {"engine": "dot", "entity_images": False},
}
STYLE_NAMES = tuple(STYLE_CHANGES)
SOURCE_STYLE = "dot"
# Source test items of the default build: 20 x 8 = 160 items per config (~70 ms of CPU per item; all seven configs
# take about 40 s on 2 workers). A multiple of 20 because answers are balanced in blocks of consecutive source
# indices (2 and 4 for Yes/No, 5 for letters): so detection stays exactly 1:1 Yes/No and letters exactly balanced.
SOURCES = 20
DEFAULT_N = {"test": SOURCES * len(STYLE_NAMES), "train": 0}
STYLE_PARAMS = ("style", "source_index", "source_attempt", "base_seed")  # what params add to the source's
DRAWING_PARAMS = ("engine", "min_label_px")  # the params a style may change
CACHED_SOURCES = 32  # source draws kept per process: the eight styles of one source share one draw


def style_of(config: m3.Config, name: str) -> RenderStyle:
    """The render style `name` for items of `config`."""
    return replace(config.style, augment=False, **STYLE_CHANGES[name])


def locate(index: int) -> tuple[int, str]:
    """(source index, style name) of item `index` of a style config."""
    source_index, k = divmod(index, len(STYLE_NAMES))
    return source_index, STYLE_NAMES[k]


@functools.lru_cache(maxsize=CACHED_SOURCES)
def source_draw(source: str, index: int, split: str, base_seed: int, attempt: int,
                options: BuildOptions) -> Item | str:
    """Attempt `attempt` of the source config's item `index` if the builder would accept it (it generates and
    verifies), else why not. Pure; cached so the eight styles of a source draw it once."""
    spec = m3.SPECS[source]
    try:
        item = spec.generate(index, split, base_seed, attempt, options)
        spec.verify(item, options)
    except (RejectDraw, VerificationError) as exc:
        return f"{type(exc).__name__}: {exc}"
    return item


def draft_of(item: Item) -> m3.Draft:
    """The solved draft behind an M3STR item, read back from its record."""
    params = item.params_dict
    return m3.Draft(triples=[tuple(t) for t in params["triples"]], seed_entity=params["seed_entity"],
                    modification=params["modification"], answer=item.answer, difficulty=item.difficulty,
                    choice_ids=params.get("choice_ids"), option_kinds=list(item.option_kinds) or None)


def generate(index: int, split: str, base_seed: int, attempt: int = 0, options: BuildOptions = DEFAULT_OPTIONS,
             source: str = "count_entity") -> Item:
    """Item `index`: the source item `index // 8` (this attempt of it) drawn in style `index % 8`."""
    if split != "test":
        raise ValueError(f"{source}{SUFFIX} is test only (a style item re-draws a test item), got split {split!r}")
    source_index, name = locate(index)
    drawn = source_draw(source, source_index, split, base_seed, attempt, options)
    if isinstance(drawn, str):
        raise RejectDraw(f"source {source}/{split}/{source_index:06d} attempt {attempt}: {drawn}")
    config = m3.CONFIGS[source]
    style = style_of(config, name)
    styled = drawn if style == config.style else m3.render_item(  # the source's own drawing: its very bytes
        kg_for_options(options), draft_of(drawn), config, source_index, split, drawn.seed, style=style)
    params = styled.params_dict | {"style": name, "source_index": source_index, "source_attempt": attempt,
                                   "base_seed": base_seed}
    return replace(styled, id=item_id(m3.BENCH, source + SUFFIX, split, index), task=source + SUFFIX,
                   params=dump_params(params), style=name)


# ------------------------------------------------------------------------------------------ verification


def fail(item: Item, problem: str) -> None:
    raise VerificationError(f"{item.id}: {problem}")


def as_source(item: Item, source: str) -> Item:
    """The styled item as an item of its source config (task, id, params without the style fields)."""
    params = {k: v for k, v in item.params_dict.items() if k not in STYLE_PARAMS}
    source_index = item.params_dict.get("source_index")
    index = source_index if isinstance(source_index, int) else 0
    return replace(item, id=item_id(m3.BENCH, source, item.split, index), task=source, params=dump_params(params),
                   style="")


def verify(item: Item, options: BuildOptions = DEFAULT_OPTIONS, source: str = "count_entity") -> None:
    """The source config's checks on the drawing, equality with the regenerated source item, and the style drawn;
    malformed params are a VerificationError like any other defect."""
    try:
        resolve_drawing(item, options, source)
    except MALFORMED as err:
        raise VerificationError(f"{item.id}: malformed params ({type(err).__name__}: {err})") from None


def resolve_drawing(item: Item, options: BuildOptions, source: str) -> None:
    """`verify`'s checks, which may meet malformed params as a TypeError, KeyError, …"""
    params = item.params_dict
    if item.task != source + SUFFIX or item.split != "test" or item.benchmark != m3.BENCH:
        fail(item, f"not a test item of {source}{SUFFIX} ({item.benchmark}/{item.task}/{item.split})")
    match = re.fullmatch(r".*/(\d+)", item.id)
    if match is None or any(k not in params for k in STYLE_PARAMS):
        fail(item, f"id without an index or params without {STYLE_PARAMS}")
    source_index, name = locate(int(match[1]))
    if (params["style"], params["source_index"], item.style) != (name, source_index, name):
        fail(item, f"style {item.style!r}/{params['style']!r} of source {params['source_index']!r}; index says "
                   f"{name!r} of {source_index}")
    attempt, base_seed = params["source_attempt"], params["base_seed"]
    if not (isinstance(attempt, int) and attempt >= 0 and isinstance(base_seed, int)):
        fail(item, "source_attempt / base_seed are not integers")
    if item.seed != item_seed(m3.BENCH, source, item.split, base_seed, source_index, attempt):
        fail(item, "seed is not the source item's")
    original = as_source(item, source)
    try:  # 1. the map, its facts and its answer, re-solved from params and the KG as for any source item
        m3.verify(original, options, m3.CONFIGS[source])
    except VerificationError as exc:
        fail(item, f"as a {source} item: {exc}")
    drawn = source_draw(source, source_index, item.split, base_seed, attempt, options)
    if isinstance(drawn, str):  # 2. the item the source config gives for this attempt: the same in all but drawing
        fail(item, f"the source item does not exist for this attempt ({drawn})")
    for field in ("question", "choices", "answer", "answer_type", "difficulty", "option_kinds", "dimension"):
        if getattr(item, field) != getattr(drawn, field):
            fail(item, f"{field} {getattr(item, field)!r} differs from the source item's {getattr(drawn, field)!r}")
    ours, theirs = original.params_dict, drawn.params_dict
    if {k: v for k, v in ours.items() if k not in DRAWING_PARAMS} != \
            {k: v for k, v in theirs.items() if k not in DRAWING_PARAMS}:
        fail(item, "params differ from the source item's")
    check_drawing(item, name, m3.CONFIGS[source], options)  # 3. the style really drawn


def check_drawing(item: Item, name: str, config: m3.Config, options: BuildOptions) -> None:
    """What the SVG shows of the style: engine recorded, images iff the style has them, font sizes, palette."""
    style = style_of(config, name)
    params = item.params_dict
    if params["engine"] != style.engine:
        fail(item, f"engine {params['engine']!r}, style {name!r} draws with {style.engine!r}")
    kg = kg_for_options(options)
    shown = {e for t in params["triples"] for e in (t[0], t[2]) if e != MASK}
    with_image = sum(kg.entities[e].image is not None for e in shown) if style.entity_images else 0
    if item.svg.count("<image ") != with_image:
        fail(item, f"{item.svg.count('<image ')} images drawn, style {name!r} shows {with_image}")
    sizes = set(re.findall(r'font-size="([\d.]+)"', item.svg))
    wanted = {f"{style.font_size:.2f}", f"{style.font_size - 2:.2f}"}
    if sizes != wanted:
        fail(item, f"font sizes {sorted(sizes)} in the SVG, style {name!r} uses {sorted(wanted)}")
    palette = PALETTES[style.palette]
    if f'fill="{palette.background}"' not in item.svg or f'fill="{palette.node_fill}"' not in item.svg:
        fail(item, f"the SVG does not use the {style.palette!r} palette of style {name!r}")


# ------------------------------------------------------------------------------------------ split keys


def signature(item: Item) -> str:
    """The source map's signature with the style: the styles of one source never count as repeats of each other,
    and two sources with the same map repeat in every style, so repeats are redrawn as in the source split."""
    return signature_hash({"map": m3.signature(item), "style": item.style})


def protected_keys(item: Item, source: str = "count_entity") -> set[str]:
    """Exactly the source item's keys (gold facts, the map, the source signature): no train item shows the map."""
    return m3.protected_keys(as_source(item, source))


def make_spec(source: str) -> TaskSpec:
    spec = m3.SPECS[source]
    return TaskSpec(
        benchmark=m3.BENCH, name=source + SUFFIX,
        dimension=spec.dimension, answer_type=spec.answer_type, n_options=spec.n_options, default_n=dict(DEFAULT_N),
        generate=functools.partial(generate, source=source), verify=functools.partial(verify, source=source),
        signature=signature, integer_range=spec.integer_range,
        protected_keys=functools.partial(protected_keys, source=source),
        exposed_keys=functools.partial(protected_keys, source=source), variant_of=source,
        items_per_count=len(STYLE_NAMES))


def make_presentation(source: str) -> Presentation:
    shown = m3.PRESENTATIONS[source]
    return Presentation(title=f"{shown.title} in {len(STYLE_NAMES)} styles", description=shown.description,
                        prompts=shown.prompts, human=shown.human, variant=VARIANT)


SPECS: dict[str, TaskSpec] = {name + SUFFIX: make_spec(name) for name in m3.CONFIGS}
PRESENTATIONS: dict[str, Presentation] = {name + SUFFIX: make_presentation(name) for name in m3.CONFIGS}
__all__ = ["SPECS", "PRESENTATIONS", "STYLE_NAMES", "generate", "verify", "signature", "locate", "style_of"]
