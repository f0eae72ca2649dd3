"""Judge variants (`<task>_judge`): Yes/No exactly balanced per source, the No candidates cycling through the
diagnostic distractor kinds, the picture the reference plus the candidate's own pixels, and verify refusing a
record whose answer, candidate or picture is not what the source gives."""

from __future__ import annotations

import dataclasses
from collections import Counter

import numpy as np
import pytest

import mindbench.generators.common.task as task_module
from mindbench.generators.common import circular
from mindbench.generators.common.item import LETTERS, VerificationError, dump_params
from mindbench.generators.common.registry import find_task
from mindbench.generators.common.task import DEFAULT_OPTIONS
from mindbench.generators.mindseye import judge
from tests.conftest import stand_in_raster
from tests.task_helpers import make

NAMES = list(judge.SPECS)
SOURCES = 12  # a whole balance cycle of each source (3 difficulties x 4 letters)


@pytest.fixture
def quick_raster(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(task_module, "rasterize", stand_in_raster)


@pytest.mark.parametrize("name", NAMES)
def test_yes_and_no_are_balanced_in_every_pair_and_no_cycles_the_kinds(name: str, quick_raster: None) -> None:
    spec = find_task(name)
    items = [make(spec.generate, index) for index in range(SOURCES * judge.CANDIDATES)]
    for pair in zip(items[::2], items[1::2], strict=True):
        assert sorted(item.answer for item in pair) == ["No", "Yes"]
    odd = spec.variant_of in judge.ODD_ONE_OUT
    distractors = [item.params_dict["judge"]["candidate_kind"] for item in items
                   if item.params_dict["judge"]["candidate_kind"] != "correct"]
    assert len(distractors) == SOURCES, "one distractor candidate and one key candidate per source"
    assert len(Counter(distractors)) >= 2, "the distractor candidates cycle through more than one kind"
    for item in items:
        kind = item.params_dict["judge"]["candidate_kind"]
        assert item.answer == ("Yes" if (kind == "correct") != odd else "No")
        spec.verify(item, DEFAULT_OPTIONS)


@pytest.mark.parametrize("name", NAMES)
def test_the_picture_shows_the_candidate_panel_s_own_pixels(name: str) -> None:
    spec = find_task(name)
    item = make(spec.generate, 3)
    info = item.params_dict["judge"]
    source = circular.source_draw("mindseye", spec.variant_of, 1, "test", 0, info["source_attempt"], DEFAULT_OPTIONS)
    box = tuple(source.params_dict["layout"]["option_boxes"][LETTERS.index(info["candidate"])])
    rows, cols = circular.area_slices(box, circular.EDGE)
    x0, y0, x1, y1 = circular.drawing_area(box)
    dx = round(512 - (x0 + x1) / 2)
    dy = 0 if spec.variant_of not in judge.ODD_ONE_OUT else round(512 - (y0 + y1) / 2)
    shown, original = circular.pixels(item.svg), circular.pixels(source.svg)
    moved = shown[rows.start + dy:rows.stop + dy, cols.start + dx:cols.stop + dx]
    assert np.abs(moved - original[rows, cols]).max() <= circular.PIXEL_TOLERANCE
    assert original[rows, cols].std() > 0, "the candidate area is not blank"


@pytest.mark.parametrize("name", ["mental_rotation_judge", "symmetric_structures_judge"])
def test_verify_refuses_a_flipped_answer_another_candidate_or_another_picture(name: str, quick_raster: None) -> None:
    spec = find_task(name)
    yes, no = sorted((make(spec.generate, index) for index in (2, 3)), key=lambda item: item.answer != "Yes")
    for item in (yes, no):
        with pytest.raises(VerificationError):
            spec.verify(dataclasses.replace(item, answer="No" if item.answer == "Yes" else "Yes"), DEFAULT_OPTIONS)
    params = yes.params_dict
    params["judge"] = no.params_dict["judge"]
    with pytest.raises(VerificationError):
        spec.verify(dataclasses.replace(yes, params=dump_params(params)), DEFAULT_OPTIONS)
    with pytest.raises(VerificationError, match="picture"):
        spec.verify(dataclasses.replace(yes, svg=no.svg), DEFAULT_OPTIONS)
