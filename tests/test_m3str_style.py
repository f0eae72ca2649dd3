"""M3STR rendering-style robustness (`<config>_style`): the same test items in eight drawings.

Each test states one claim and fails when it is false: answers, choices and params equal the source item's in every
style; `verify` rejects a moved answer, a changed choice or question and a drawing of the wrong style; the styles
really differ; the configs are test only, keep the source's holdout keys and never count as repeats of each other;
a build loads with its `style` column; the lmms-eval files put them in `m3str_style` only; the report shows the
spread across styles; and (slow) lmms-eval runs the random baseline on `m3str_style` of a local build.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mindbench.builder.pipeline.jobs import SplitJob, plan_jobs
from mindbench.builder.pipeline.run import build
from mindbench.builder.pipeline.workers import draw_valid_item
from mindbench.generators.common.holdout import image_key
from mindbench.generators.common.item import LETTERS, Item, RejectDraw, VerificationError, dump_params
from mindbench.generators.common.registry import TaskSpec, all_tasks, get_presentation, get_task
from mindbench.generators.common.task import DEFAULT_OPTIONS, BuildOptions
from mindbench.generators.m3str import styles
from mindbench.generators.m3str import tasks as m3
from mindbench.generators.m3str.kg import embedded_kg_path, kg_for_options
from mindbench.generators.m3str.render import PALETTES, item_min_label_px

REPO = Path(__file__).resolve().parents[1]
TASKS_DIR = REPO / "lmms_tasks"
S = len(styles.STYLE_NAMES)
SAME_FIELDS = ("question", "choices", "answer", "answer_type", "difficulty", "option_kinds", "dimension", "seed")


# The drawing checks stand on a map with flags and a layout that differs per engine: one of the world KG's.
WORLD = str(embedded_kg_path("world"))
WORLD_OPTIONS = BuildOptions(kg_path=WORLD)


def accepted(spec: TaskSpec, index: int, n: int, kg_path: str | None = None) -> tuple[Item, int]:
    """The item and attempt the builder writes for `index` of a test split of `n` (before repeat rounds)."""
    return draw_valid_item(spec, SplitJob("m3str", spec.name, "test", n, 0, kg_path), index, 0, frozenset(),
                           Counter())


def styled(config: str, source_index: int) -> list[tuple[Item, int]]:
    spec = get_task("m3str", config + styles.SUFFIX)
    return [accepted(spec, source_index * S + k, (source_index + 1) * S, WORLD) for k in range(S)]


def without(params: dict, *keys: str) -> dict:
    return {k: v for k, v in params.items() if k not in keys}


# ----------------------------------------------------------------------------------------- same items, same answers


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(list(m3.CONFIGS)), source_index=st.integers(0, 40))
def test_every_style_has_the_source_items_answer_choices_and_params(config: str, source_index: int) -> None:
    source, attempt = accepted(get_task("m3str", config), source_index, source_index + 1, WORLD)
    items = styled(config, source_index)
    assert [item.style for item, _ in items] == list(styles.STYLE_NAMES)
    for item, style_attempt in items:
        assert style_attempt == attempt  # the builder's loop lands on the attempt it accepts for the source
        assert all(getattr(item, f) == getattr(source, f) for f in SAME_FIELDS), (item.id, item.style)
        params = item.params_dict
        assert (params["style"], params["source_index"], params["source_attempt"]) == (item.style, source_index,
                                                                                       attempt)
        assert without(params, *styles.STYLE_PARAMS, *styles.DRAWING_PARAMS) == without(source.params_dict,
                                                                              *styles.DRAWING_PARAMS)
        assert params["engine"] == styles.STYLE_CHANGES[item.style]["engine"]
    assert items[0][0].image == source.image and items[0][0].svg == source.svg  # `dot` is the source's drawing


def test_a_style_item_exists_exactly_when_its_source_attempt_is_accepted() -> None:
    """The first completion item that rejects its first attempts: the style item rejects the same ones."""
    name, index, attempt = next((name, i, a) for name in ("complete_entity", "complete_relation") for i in range(40)
                                if (a := accepted(get_task("m3str", name), i, i + 1)[1]) > 0)
    spec = get_task("m3str", f"{name}_style")
    for a in range(attempt + 1):
        exists = not isinstance(styles.source_draw(name, index, "test", 0, a, DEFAULT_OPTIONS), str)
        assert exists == (a == attempt)
        if not exists:
            with pytest.raises(RejectDraw):
                spec.generate(index * S + 3, "test", 0, a, DEFAULT_OPTIONS)
    assert spec.generate(index * S + 3, "test", 0, attempt, DEFAULT_OPTIONS).style == styles.STYLE_NAMES[3]


# ----------------------------------------------------------------------------------------- verify


@pytest.fixture(scope="module")
def completion() -> list[Item]:
    return [item for item, _ in styled("complete_entity", 1)]


def test_verify_accepts_every_style(completion: list[Item]) -> None:
    spec = get_task("m3str", "complete_entity_style")
    for item in completion:
        spec.verify(item, WORLD_OPTIONS)


def test_verify_rejects_a_moved_answer(completion: list[Item]) -> None:
    spec = get_task("m3str", "complete_entity_style")
    item = completion[2]
    gold = LETTERS.index(item.answer)
    moved = (gold + 1) % len(item.choices)
    kinds = list(item.option_kinds)
    kinds[gold], kinds[moved] = kinds[moved], kinds[gold]
    with pytest.raises(VerificationError, match=re.escape(item.id)):
        spec.verify(dataclasses.replace(item, answer=LETTERS[moved], option_kinds=kinds))
    count = next(i for i, _ in styled("count_relation", 0) if i.style == "circo")
    with pytest.raises(VerificationError):
        get_task("m3str", "count_relation_style").verify(
            dataclasses.replace(count, answer=str(int(count.answer) + 1)))


def test_verify_rejects_a_changed_choice(completion: list[Item]) -> None:
    spec = get_task("m3str", "complete_entity_style")
    item = completion[4]
    choices = list(item.choices)
    choices[0] = choices[0] + " Island"
    with pytest.raises(VerificationError):
        spec.verify(dataclasses.replace(item, choices=choices))


def test_verify_compares_with_the_regenerated_source_item(completion: list[Item]) -> None:
    """A question the source checks never read, and a source attempt that is not this item's, are caught only by
    the comparison with the regenerated source item."""
    spec = get_task("m3str", "complete_entity_style")
    item = completion[5]
    with pytest.raises(VerificationError, match="question"):
        spec.verify(dataclasses.replace(item, question=item.question.replace("missing entity", "hidden entity")),
                    WORLD_OPTIONS)
    params = item.params_dict
    with pytest.raises(VerificationError, match="seed"):
        spec.verify(dataclasses.replace(item, params=dump_params(params | {"source_attempt": params[
            "source_attempt"] + 1})), WORLD_OPTIONS)


def with_svg(item: Item, svg: str) -> Item:
    """The item with another SVG and the `min_label_px` that SVG has at the item's PNG width (so the label check
    passes and the check under test is the one that speaks)."""
    params = item.params_dict | {"min_label_px": round(item_min_label_px(svg, item.image), 2)}
    return dataclasses.replace(item, svg=svg, params=dump_params(params))


def test_verify_rejects_a_drawing_of_another_style(completion: list[Item]) -> None:
    spec = get_task("m3str", "complete_entity_style")
    by_style = {item.style: item for item in completion}
    text_only = by_style["text_only"]
    with pytest.raises(VerificationError, match="images"):  # the dot drawing (with images) as text_only
        spec.verify(with_svg(text_only, by_style["dot"].svg), WORLD_OPTIONS)
    with pytest.raises(VerificationError, match="font"):
        spec.verify(with_svg(by_style["large_font"], by_style["dot"].svg), WORLD_OPTIONS)
    with pytest.raises(VerificationError, match="palette"):
        spec.verify(with_svg(by_style["dark"], by_style["dot"].svg), WORLD_OPTIONS)
    with pytest.raises(VerificationError, match="style"):  # a style that is not the index's
        spec.verify(dataclasses.replace(by_style["neato"], style="sfdp"), WORLD_OPTIONS)


# ----------------------------------------------------------------------------------------- the styles differ


def test_each_style_draws_something_else(completion: list[Item]) -> None:
    by_style = {item.style: item for item in completion}
    assert len({item.seed for item in completion}) == 1  # one source draw (a style that fails verify moves on)
    assert len({item.image for item in completion}) == S  # eight different pictures of one map
    kg = kg_for_options(WORLD_OPTIONS)
    shown = {e for t in by_style["dot"].params_dict["triples"] for e in (t[0], t[2]) if e != m3.MASK}
    assert any(kg.entities[e].image for e in shown), "pick a map with entity images"
    for name, item in by_style.items():
        images = item.svg.count("<image ")
        assert (images == 0) == (name == "text_only"), name
        sizes = set(re.findall(r'font-size="([\d.]+)"', item.svg))
        assert sizes == ({"20.00", "18.00"} if name == "large_font" else {"14.00", "12.00"}), name
        assert item.params_dict["engine"] == styles.STYLE_CHANGES[name]["engine"]
    assert f'fill="{PALETTES["dark"].background}"' in by_style["dark"].svg
    assert f'fill="{PALETTES["warm"].node_fill}"' in by_style["warm"].svg
    assert f'fill="{PALETTES["classic"].node_fill}"' not in by_style["warm"].svg
    layouts = {name: re.findall(r'<polygon fill="[^"]*" stroke="[^"]*" points="([^"]*)"', by_style[name].svg)[1:]
               for name in ("dot", "neato", "sfdp", "circo")}
    assert len({tuple(v) for v in layouts.values()}) == 4  # four engines, four node layouts


# ----------------------------------------------------------------------------------------- splits, keys, repeats


def test_style_configs_are_test_only_and_registered_as_variants() -> None:
    names = {s.name for s in all_tasks("m3str")}
    variants = [s for s in all_tasks("m3str") if s.variant_of and s.name.endswith(styles.SUFFIX)]
    assert {s.name for s in variants} == {c + styles.SUFFIX for c in m3.CONFIGS} and names >= set(m3.CONFIGS)
    for spec in variants:
        assert spec.splits == ("test",) and spec.default_n == {"test": styles.SOURCES * S, "train": 0}
        shown, source_shown = get_presentation("m3str", spec.name), get_presentation("m3str", spec.variant_of)
        assert spec.variant_of + styles.SUFFIX == spec.name and shown.variant == "style"
        source = get_task("m3str", spec.variant_of)
        assert (spec.dimension, spec.answer_type, spec.n_options, shown.prompts) == (
            source.dimension, source.answer_type, source.n_options, source_shown.prompts)
    jobs = plan_jobs(["m3str"], ["count_entity_style", "count_entity"], ["test", "train"], None, 0, None)
    assert [(j.task, j.split, j.n) for j in jobs] == [
        ("count_entity", "test", 500), ("count_entity_style", "test", styles.SOURCES * S),
        ("count_entity", "train", 2000)]
    with pytest.raises(ValueError, match="test only"):
        variants[0].generate(0, "train", 0, 0, DEFAULT_OPTIONS)
    spec = get_task("m3str", "count_entity")
    with pytest.raises(ValueError, match="default_n"):
        dataclasses.replace(spec, default_n={"test": 0, "train": 5})
    assert dataclasses.replace(spec, default_n={"test": 5, "train": 0}).splits == ("test",)


def test_n_counts_source_maps_of_a_style_config_each_drawn_in_every_style() -> None:
    """`--n 300` gives a `_style` config 300 source maps x 8 styles (not 37.5 maps), and other configs 300 items."""
    jobs = plan_jobs(["m3str"], ["detect_entity_style", "detect_entity"], ["test", "train"], 300, 0, None)
    assert [(j.task, j.split, j.n) for j in jobs] == [
        ("detect_entity", "test", 300), ("detect_entity_style", "test", 300 * S), ("detect_entity", "train", 300)]
    assert get_task("m3str", "detect_entity_style").items_per_count == len(styles.STYLE_NAMES) == S
    with pytest.raises(ValueError, match="items_per_count"):
        dataclasses.replace(get_task("m3str", "detect_entity"), items_per_count=0)


def test_the_default_style_configs_keep_yes_no_and_letters_exactly_balanced() -> None:
    """Source answers are balanced in blocks of consecutive indices: the default number of source items must hold
    whole blocks, so `detect_*_style` is exactly 1:1 Yes/No and `complete_*_style` has every letter equally often."""
    from mindbench.generators.common.balance import balanced_slot

    for task, n in (("detect_entity", 2), ("detect_relation", 2), ("detect_mix", 4), ("complete_entity", 5),
                    ("complete_relation", 5)):
        slots = Counter(balanced_slot("m3str", task, "test", 0, i, n) for i in range(styles.SOURCES))
        assert len(slots) == n and len(set(slots.values())) == 1, (task, slots)


def test_style_items_protect_their_source_items_keys(completion: list[Item]) -> None:
    spec = get_task("m3str", "complete_entity_style")
    source_spec = get_task("m3str", "complete_entity")
    source, _ = accepted(source_spec, 1, 2, WORLD)
    objects = source_spec.test_keys(source) - {image_key(source)}
    for item in completion:
        assert spec.test_keys(item) == objects | {image_key(item)}
    train = dataclasses.replace(source, split="train", image=source.image + b"x")  # the map shown in train
    assert spec.test_keys(completion[3]) & source_spec.train_keys(train)


def test_styles_of_one_map_are_no_repeats_but_two_sources_with_one_map_repeat_in_each_style(
        completion: list[Item]) -> None:
    """The builder's in-split rounds redraw later items with an earlier signature: the eight drawings of a map must
    never meet, while a source that repeats an earlier source's map repeats it in every style (so it is redrawn
    here exactly when the source split redraws it)."""
    spec = get_task("m3str", "complete_entity_style")
    signatures = [spec.signature(item) for item in completion]
    assert len(set(signatures)) == S
    for item in completion:  # the same map and style at another index: a repeat
        later = dataclasses.replace(item, id=item.id.replace("/000", "/100"))
        assert spec.signature(later) == spec.signature(item)
    assert m3.signature(completion[0]) == m3.signature(completion[1])


# ----------------------------------------------------------------------------------------- build and load


@pytest.fixture(scope="module")
def style_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("style_build")
    build(out, plan_jobs(["m3str"], ["count_relation", "count_relation_style"], ["test", "train"], 2, 0, None),
          workers=2, progress=False)
    return out


def test_a_style_build_loads_with_its_style_column_and_the_source_answers(style_build: Path) -> None:
    from datasets import load_dataset

    folder = style_build / "m3str"
    assert not list((folder / "data" / "count_relation_style").glob("train-*"))  # test only
    assert not (folder / "data" / "count_relation_style_sft").exists()
    ds = load_dataset(str(folder), "count_relation_style", split="test")
    source = load_dataset(str(folder), "count_relation", split="test")
    assert "style" in ds.column_names and len(ds) == 16
    assert ds["style"] == list(styles.STYLE_NAMES) * 2
    assert set(source["style"]) == {""}
    for row in ds:
        src = source[json.loads(row["params"])["source_index"]]
        assert (row["answer"], row["question"], row["choices"], row["difficulty"]) == (
            src["answer"], src["question"], src["choices"], src["difficulty"])
    card = (folder / "README.md").read_text()
    assert "config_name: count_relation_style" in card and "Test only: the test items of `count_relation`" in card


def test_the_datasets_builder_gives_a_style_config_a_test_split_only(tmp_path: Path) -> None:
    from mindbench.hf_dataset.builder import M3STR

    b = M3STR(config_name="detect_mix_style", n_test=1, cache_dir=str(tmp_path / "cache"))  # one map, 8 styles
    b.download_and_prepare()
    assert list(b.info.splits) == ["test"]
    ds = b.as_dataset(split="test")
    assert ds["style"] == list(styles.STYLE_NAMES) and len(set(ds["answer"])) == 1


# ----------------------------------------------------------------------------------------- lmms-eval files


def read_yaml(path: Path) -> dict:
    class Loader(yaml.SafeLoader):
        pass

    Loader.add_constructor("!function", lambda loader, node: f"!function {loader.construct_scalar(node)}")
    return yaml.load(path.read_text(), Loader=Loader)


def group_members(name: str) -> set[str]:
    """Every task a group of the task folder runs, groups resolved."""
    path = TASKS_DIR / f"{name}.yaml"
    data = read_yaml(path) if path.is_file() else None
    if not data or "group" not in data:
        return {name}
    return set().union(*(group_members(member) for member in data["task"]))


def test_m3str_style_is_its_own_group_and_m3str_is_unchanged() -> None:
    style_tasks = {f"m3str_{c}{styles.SUFFIX}" for c in m3.CONFIGS}
    assert group_members("m3str_style") == style_tasks
    assert group_members("m3str") == {f"m3str_{c}" for c in m3.CONFIGS}
    assert group_members("m3str_noimage") == {f"m3str_{c}_noimage" for c in m3.CONFIGS}
    assert not list(TASKS_DIR.glob("m3str_*_style_noimage.yaml"))
    for task in style_tasks:
        data = read_yaml(TASKS_DIR / f"{task}.yaml")
        assert data["dataset_name"] == task.removeprefix("m3str_")


def test_the_per_item_record_carries_the_style() -> None:
    from mindbench.lmms_tasks.utils import score_response

    doc = {"id": "m3str/count_entity_style/test/000013", "task": "count_entity_style", "dimension": "counting",
           "difficulty": "easy", "answer_type": "integer", "answer": "4", "choices": [], "option_kinds": [],
           "question": "How many?", "style": "sfdp"}
    assert score_response(doc, "Answer: 4")["style"] == "sfdp"
    assert score_response({k: v for k, v in doc.items() if k != "style"}, "Answer: 4")["style"] == ""


# ----------------------------------------------------------------------------------------- report


def style_records(task: str, hit_rate: dict[str, float], sources: int = 40) -> list[dict]:
    """Records of a style config: source item j in every style; correct when (j mod 10) < 10 * rate of the style."""
    from tests.test_report import record

    rows = []
    for j in range(sources):
        for k, name in enumerate(styles.STYLE_NAMES):
            correct = (j % 10) < 10 * hit_rate[name]
            rows.append(record(task, j * S + k, "easy", correct, "correct" if correct else "overcount", answer="3",
                               answer_type="integer", chance=0.1, style=name))
    return rows


def test_the_report_shows_accuracy_per_style_and_the_spread(tmp_path: Path) -> None:
    from mindbench.lmms_tasks.report import load_reports, style_spread, write_report
    from tests.test_report import write_run

    blind = dict.fromkeys(styles.STYLE_NAMES, 0.5)
    layout = blind | {"sfdp": 0.1, "circo": 0.2, "text_only": 0.9}
    write_run(tmp_path / "results", "m", "2025_01_01T00_00_00", {
        "m3str_count_entity_style": style_records("count_entity_style", layout),
        "m3str_count_relation_style": style_records("count_relation_style", blind)})
    written = write_report(tmp_path / "results", tmp_path / "out")
    text = (tmp_path / "out" / "report.md").read_text()
    assert "### Rendering styles" in text and "| task | dot (source) | neato |" in text
    row = next(line for line in text.splitlines() if line.startswith("| m3str_count_entity_style |") and "sfdp" in line)
    assert "| 0.100 (40) |" in row and "| 0.900 (40) |" in row and "| 0.800 | sfdp | -0.400 |" in row
    digest = json.loads((tmp_path / "out" / "report.json").read_text())[0]["tasks"]
    spreads = {t["task"]: t["styles"] for t in digest if "styles" in t}
    assert spreads["m3str_count_entity_style"]["spread"] == pytest.approx(0.8)
    assert spreads["m3str_count_entity_style"]["spread"] > spreads["m3str_count_entity_style"]["noise_spread"]
    assert spreads["m3str_count_relation_style"]["spread"] == 0.0
    assert spreads["m3str_count_entity_style"]["accuracy"]["dot"] == {"value": 0.5, "n": 40}
    [result] = [r for r in load_reports(tmp_path / "results")[0].tasks.values() if r.config == "count_entity_style"]
    assert style_spread(result.samples)["items"] == 40
    assert any(p.suffix == ".png" and p.stat().st_size > 0 for p in written)


def test_a_style_blind_model_stays_under_the_noise_spread() -> None:
    """Correctness that depends on the item only (any style alike) or on chance only: spread within the noise."""
    import numpy as np

    from mindbench.lmms_tasks.report import Sample, style_spread

    rng = np.random.default_rng(1)
    samples = [Sample("easy", bool(rng.random() < 0.4), "correct", style=name,
                      item=f"m3str/count_entity_style/test/{j * S + k:06d}")
               for j in range(25) for k, name in enumerate(styles.STYLE_NAMES)]
    spread = style_spread(samples)
    assert 0 < spread["spread"] <= spread["noise_spread"]


# ----------------------------------------------------------------------------------------- lmms-eval end to end


@pytest.mark.slow
def test_lmms_eval_runs_the_random_baseline_on_m3str_style(tmp_path_factory: pytest.TempPathFactory) -> None:
    """`--tasks m3str_style` on a local build: every style config scored, each record with its style, and the
    report's style table."""
    from mindbench.lmms_tasks.report import write_report
    from tests.test_lmms_e2e import run_lmms

    data = tmp_path_factory.mktemp("style_e2e")
    names = [c + styles.SUFFIX for c in m3.CONFIGS]
    build(data, plan_jobs(["m3str"], names, ["test"], 2, 0, None), workers=2, progress=False)
    out = tmp_path_factory.mktemp("style_random") / "out"
    tasks = [f"m3str_{n}" for n in names]
    results, samples, _ = run_lmms("mindbench_random", tasks, data, out, selectors=["m3str_style"])
    assert "m3str_style" in results["groups"]
    for task in tasks:
        rows = samples[task]
        assert len(rows) == 2 * S
        assert [row["accuracy_easy"]["style"] for row in rows] == list(styles.STYLE_NAMES) * 2
        assert all(row["accuracy_easy"]["extracted"] is not None for row in rows)
    write_report(out, out / "report")
    text = (out / "report" / "report.md").read_text()
    assert "### Rendering styles" in text and all(f"| {task} |" in text for task in tasks)


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_repeat_rounds_redraw_a_style_item_exactly_when_they_redraw_its_source(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a coarse signature (two buckets) the source split redraws repeated maps over several rounds; the style
    split, built alone, lands on the same attempt for every source item, so its answers stay the published ones."""
    import pyarrow.parquet as pq

    source = get_task("m3str", "count_relation")

    def coarse(item: Item) -> str:
        return str(item.params_dict["seed_entity"] < "country_M")

    monkeypatch.setitem(m3.SPECS, "count_relation", dataclasses.replace(source, signature=coarse))
    monkeypatch.setattr(m3, "signature", coarse)
    styles.source_draw.cache_clear()
    n = 5
    build(tmp_path / "a", plan_jobs(["m3str"], ["count_relation"], ["test"], n, 0, None), progress=False)
    build(tmp_path / "b", plan_jobs(["m3str"], ["count_relation_style"], ["test"], n, 0, None), progress=False)
    state = json.loads((tmp_path / "a" / "m3str" / ".mindbench" / "count_relation" / "test" / "state.json").read_text())
    assert state["bumps"], "the coarse signature must make the source split redraw"

    def rows(root: Path, config: str) -> list[dict]:
        [shard] = (root / "m3str" / "data" / config).glob("test-*.parquet")
        return pq.read_table(shard, columns=["answer", "seed", "params"]).to_pylist()

    sources = rows(tmp_path / "a", "count_relation")
    for k, row in enumerate(rows(tmp_path / "b", "count_relation_style")):
        assert (row["answer"], row["seed"]) == (sources[k // S]["answer"], sources[k // S]["seed"]), k
    styles.source_draw.cache_clear()
