"""CircularEval variants (`<config>_circular`): every rotation of a source item's options, verified against the source.

The contract suite (test_task_contract.py) checks what every task promises; here: the rotation arithmetic over all
sizes, the composed pictures of every Mind's Eye task under the real rasterizer (panels moved, letters and frames in
place), and `verify` refusing a picture, an answer or choices that do not show the claimed rotation.
"""

from __future__ import annotations

import dataclasses
import io

import numpy as np
import pytest
from PIL import Image

from mindbench.generators.common import circular
from mindbench.generators.common.item import LETTERS, VerificationError
from mindbench.generators.common.registry import all_tasks, find_task
from mindbench.generators.common.task import DEFAULT_OPTIONS
from tests.task_helpers import make

CIRCULAR = [spec.name for spec in all_tasks() if spec.name.endswith(circular.SUFFIX)]
MINDSEYE = [name for name in CIRCULAR if find_task(name).benchmark == "mindseye"]


def test_every_panel_task_and_both_completions_have_a_circular_variant() -> None:
    panel_tasks = {spec.name for spec in all_tasks("mindseye") if not spec.variant_of}
    assert {find_task(name).variant_of for name in CIRCULAR} == panel_tasks | {"complete_entity", "complete_relation"}
    for name in CIRCULAR:
        spec = find_task(name)
        assert spec.splits == ("test",) and spec.items_per_count == spec.n_options
        assert spec.default_n["test"] == circular.SOURCES * spec.n_options


@pytest.mark.parametrize("k", range(2, len(LETTERS) + 1))
def test_rotations_move_each_option_once_and_back(k: int) -> None:
    """Rotation r moves option p to (p + r) mod k; the k rotations put every option at every position once."""
    options = [f"o{p}" for p in range(k)]
    seen = {p: set() for p in range(k)}
    for r in range(k):
        turned = circular.rotate(options, r)
        for p in range(k):
            assert turned[(p + r) % k] == options[p]
            assert turned[LETTERS.index(circular.rotate_letter(LETTERS[p], r, k))] == options[p]
            seen[p].add(turned.index(options[p]))
        assert circular.rotate(turned, (-r) % k) == options
        assert circular.locate(7 * k + r, k) == (7, r)
    assert all(positions == set(range(k)) for positions in seen.values())


def rotation_item(name: str, source_index: int, rotation: int):
    spec = find_task(name)
    return make(spec.generate, source_index * spec.n_options + rotation)


@pytest.mark.parametrize("name", MINDSEYE)
def test_panels_are_redrawn_rotated_with_letters_and_frames_in_place(name: str) -> None:
    """Real pixels: each rotated panel's drawing area equals its source panel's exactly, the rest of the picture is
    the source picture, the PNG is the SVG's, and verify accepts."""
    spec = find_task(name)
    k = spec.n_options
    for rotation in (1, k - 1):
        item = rotation_item(name, 1, rotation)
        source = circular.source_draw("mindseye", spec.variant_of, 1, "test", 0,
                                      item.params_dict["circular"]["source_attempt"], DEFAULT_OPTIONS)
        drawn, original = circular.pixels(item.svg), circular.pixels(source.svg)
        assert circular.rotation_defects(drawn, original, circular.boxes_of(source.params_dict), rotation) == []
        assert not np.array_equal(drawn, original)
        png = np.asarray(circular.render_rgb(item.svg))
        decoded = np.asarray(Image.open(io.BytesIO(item.image)).convert("RGB"), dtype=np.int16)
        assert np.abs(decoded - png.astype(np.int16)).max() <= circular.PIXEL_TOLERANCE
        spec.verify(item, DEFAULT_OPTIONS)


def refused(name: str, item) -> str:
    with pytest.raises(VerificationError) as refusal:
        find_task(name).verify(item, DEFAULT_OPTIONS)
    return str(refusal.value)


@pytest.mark.parametrize("name", ["mental_rotation_circular", "visual_relation_abstraction_circular"])
def test_verify_refuses_a_picture_that_does_not_show_the_rotation(name: str) -> None:
    spec = find_task(name)
    k = spec.n_options
    item = rotation_item(name, 2, 1)
    source = circular.source_draw("mindseye", spec.variant_of, 2, "test", 0,
                                  item.params_dict["circular"]["source_attempt"], DEFAULT_OPTIONS)
    boxes = circular.boxes_of(source.params_dict)
    unmoved = dataclasses.replace(item, svg=source.svg, image=source.image)
    assert "levels off the source panel" in refused(name, unmoved)
    other = circular.rotated_svg(source.svg, boxes, 2 % k)
    assert "levels off the source panel" in refused(name, dataclasses.replace(item, svg=other))
    relabelled = item.svg.replace(f"({LETTERS[0]})", f"({LETTERS[k - 1]})")
    assert relabelled != item.svg
    assert "outside the drawing areas" in refused(name, dataclasses.replace(item, svg=relabelled))


@pytest.mark.parametrize("name", ["paper_folding_circular", "complete_entity_circular"])
def test_verify_refuses_an_answer_or_choices_left_unrotated(name: str) -> None:
    spec = find_task(name)
    item = rotation_item(name, 0, 1)
    source = circular.source_draw(spec.benchmark, spec.variant_of, 0, "test", 0,
                                  item.params_dict["circular"]["source_attempt"], DEFAULT_OPTIONS)
    refused(name, dataclasses.replace(item, answer=source.answer, option_kinds=source.option_kinds))
    if spec.benchmark == "m3str":
        assert item.choices == circular.rotate(source.choices, 1) and item.image == source.image
        refused(name, dataclasses.replace(item, choices=source.choices))
    wrong = item.params_dict
    wrong["circular"]["rotation"] = 2
    refused(name, dataclasses.replace(item, params=circular.dump_params(wrong)))
