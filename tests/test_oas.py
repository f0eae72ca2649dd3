"""Option-specific attention score (`mindbench oas`, lmms_tasks/oas/).

* Mapping: each family adapter's token → pixel rectangles, checked three ways: token counts against the real
  processors; transformers' own helpers (smart_resize, select_best_resolution, get_patch_output_size, unpad_image,
  pack_image_features); and synthetic attention: paint box C white on black, run the *real* PIL image processor,
  put all attention on the tokens the processed pixels say cover C, and OAS must pick C. The same probe checks every
  token: the mean brightness of its processed pixels must equal the share of its rectangle inside C.
* Statistics on synthetic per-item tables with a known d and r.
* End to end: the tiny random LLaVA (tests/tiny_vlm.py) and a tiny random LLaVA-NeXT over a few items of a real
  build, CPU, no download.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from mindbench.lmms_tasks.oas.adapters import (
    LlavaAdapter,
    LlavaNextAdapter,
    Qwen2VLAdapter,
    option_scores,
    overlap_areas,
    patch_output_size,
    select_best_resolution,
    shortest_edge_size,
    smart_resize,
    unpad_window,
)
from mindbench.lmms_tasks.oas.stats import summarize

LETTERS = "ABCD"
# (W, H): the benchmark's square, landscape, portrait, odd sizes, an extreme strip, an upscale
SIZES = [(1024, 1024), (1024, 600), (600, 1024), (333, 777), (1500, 700), (2000, 300), (300, 200)]
PINPOINTS = [[336, 672], [672, 336], [672, 672], [1008, 336], [336, 1008]]  # llava-v1.6 checkpoints


def row_boxes(width: int, height: int) -> np.ndarray:
    """Four option boxes in a row along the bottom third, like paper_folding's layout, scaled to the image."""
    xs = np.linspace(0.02, 0.98, 5)
    return np.array([[xs[k] * width + 4, 0.66 * height, xs[k + 1] * width - 4, 0.98 * height] for k in range(4)])


def grid_boxes(width: int, height: int) -> np.ndarray:
    """Four boxes in a 2×2 grid under a stimulus, like mental_rotation's layout."""
    return np.array([[0.02 * width, 0.36 * height, 0.49 * width, 0.66 * height],
                     [0.51 * width, 0.36 * height, 0.98 * width, 0.66 * height],
                     [0.02 * width, 0.68 * height, 0.49 * width, 0.98 * height],
                     [0.51 * width, 0.68 * height, 0.98 * width, 0.98 * height]])


# ---- adapters as the real checkpoints configure them -----------------------------------------------------------

LLAVA15 = LlavaAdapter(patch_size=14, size={"shortest_edge": 336}, crop_size=(336, 336))
LLAVA15_PAD = LlavaAdapter(patch_size=14, size={"shortest_edge": 336}, crop_size=(336, 336), do_pad=True)
LLAVA_NEXT = LlavaNextAdapter(patch_size=14, tile_size=336, base_hw=(336, 336),
                              pinpoints=tuple(map(tuple, PINPOINTS)), size={"shortest_edge": 336},
                              crop_size=(336, 336))
QWEN = Qwen2VLAdapter(min_pixels=56 * 56, max_pixels=28 * 28 * 1280)  # transformers' default
QWEN_SMALL = Qwen2VLAdapter(min_pixels=56 * 56, max_pixels=160_000)  # forces smart_resize's downscale branch
QWEN_25 = Qwen2VLAdapter(min_pixels=3136, max_pixels=12_845_056)  # Qwen2.5-VL-7B-Instruct's preprocessor_config
ADAPTERS = {"llava15": LLAVA15, "llava15_pad": LLAVA15_PAD, "llava_next": LLAVA_NEXT, "qwen2_vl": QWEN,
            "qwen2_vl_small": QWEN_SMALL, "qwen2_5_vl": QWEN_25}


def llava_processor(adapter: LlavaAdapter):
    from transformers.models.llava.image_processing_pil_llava import LlavaImageProcessorPil

    return LlavaImageProcessorPil(size=adapter.size, crop_size={"height": adapter.crop_size[0],
                                                                "width": adapter.crop_size[1]},
                                  do_pad=adapter.do_pad, do_normalize=False, image_mean=[0.0, 0.0, 0.0])


def llava_next_processor(adapter: LlavaNextAdapter):
    from transformers.models.llava_next.image_processing_pil_llava_next import LlavaNextImageProcessorPil

    return LlavaNextImageProcessorPil(size=adapter.size, crop_size={"height": adapter.crop_size[0],
                                                                    "width": adapter.crop_size[1]},
                                      image_grid_pinpoints=[list(p) for p in adapter.pinpoints], do_normalize=False)


def qwen_processor(adapter: Qwen2VLAdapter):
    from transformers.models.qwen2_vl.image_processing_pil_qwen2_vl import Qwen2VLImageProcessorPil

    return Qwen2VLImageProcessorPil(min_pixels=adapter.min_pixels, max_pixels=adapter.max_pixels, do_normalize=False)


def pack_llava_next(adapter: LlavaNextAdapter, features, image_hw: tuple[int, int]):
    """transformers' own LlavaNextModel.pack_image_features on per-view features (n_views, g·g, dim); newline = -1."""
    import torch
    from transformers.models.llava_next.modeling_llava_next import LlavaNextModel

    config = SimpleNamespace(image_grid_pinpoints=[list(p) for p in adapter.pinpoints],
                             vision_config=SimpleNamespace(image_size=adapter.tile_size, patch_size=adapter.patch_size))
    packed, lens = LlavaNextModel.pack_image_features(
        SimpleNamespace(config=config), [features], torch.tensor([image_hw]), "default",
        image_newline=torch.full((features.shape[-1],), -1.0))
    return packed[0]


def processed_brightness(name: str, image) -> np.ndarray:
    """Per image token, in input order, the mean processed pixel value (0 black … 1 white; newline/CLS: NaN)."""
    import torch

    adapter = ADAPTERS[name]
    if isinstance(adapter, LlavaAdapter):
        pixels = np.asarray(llava_processor(adapter)(image, return_tensors="np")["pixel_values"])[0].mean(axis=0)
        p = adapter.patch_size
        h, w = pixels.shape
        return pixels.reshape(h // p, p, w // p, p).mean(axis=(1, 3)).ravel()
    if isinstance(adapter, LlavaNextAdapter):
        views = np.asarray(llava_next_processor(adapter)(image, return_tensors="np")["pixel_values"])[0].mean(axis=1)
        p = adapter.patch_size
        n, h, w = views.shape
        cells = views.reshape(n, h // p, p, w // p, p).mean(axis=(2, 4)).reshape(n, -1, 1)
        packed = pack_llava_next(adapter, torch.tensor(cells), (image.size[1], image.size[0]))[:, 0].numpy()
        return np.where(packed == -1.0, np.nan, packed)
    out = qwen_processor(adapter)(image, return_tensors="np")
    patches = np.asarray(out["pixel_values"])  # (patches, C·T·14·14) in merge-block order
    m2 = adapter.merge_size**2
    return patches.reshape(-1, m2 * patches.shape[1]).mean(axis=1)  # PatchMerger: m² consecutive patches → 1 token


def painted(width: int, height: int, box) -> object:
    from PIL import Image, ImageDraw

    image = Image.new("RGB", (width, height), "black")
    x0, y0, x1, y1 = box
    ImageDraw.Draw(image).rectangle([round(x0), round(y0), round(x1) - 1, round(y1) - 1], fill="white")
    return image


# ---- helpers agree with transformers ------------------------------------------------------------------------


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
@pytest.mark.parametrize("size", SIZES)
def test_geometry_helpers_agree_with_transformers(size: tuple[int, int]) -> None:
    import torch
    from transformers.image_processing_utils import get_patch_output_size
    from transformers.image_processing_utils import select_best_resolution as hf_best
    from transformers.image_transforms import get_resize_output_image_size
    from transformers.image_utils import ChannelDimension
    from transformers.models.llava_next.modeling_llava_next import unpad_image
    from transformers.models.qwen2_vl.image_processing_pil_qwen2_vl import smart_resize as hf_smart_resize

    width, height = size
    dummy = np.zeros((3, height, width))
    assert shortest_edge_size(height, width, 336) == get_resize_output_image_size(
        dummy, 336, default_to_square=False, input_data_format=ChannelDimension.FIRST)
    best = select_best_resolution((height, width), PINPOINTS)
    assert best == tuple(hf_best((height, width), PINPOINTS))
    assert patch_output_size((height, width), best) == get_patch_output_size(dummy, best, ChannelDimension.FIRST)
    grid = (best[0] // 14, best[1] // 14)
    r0, r1, c0, c1 = unpad_window((height, width), grid)
    assert unpad_image(torch.zeros(1, *grid), (height, width)).shape[1:] == (r1 - r0, c1 - c0)
    for factor, lo, hi in ((28, 3136, 1003520), (28, 3136, 160_000), (28, 200_000, 12_845_056), (32, 1024, 50_000)):
        assert smart_resize(height, width, factor, lo, hi) == hf_smart_resize(height, width, factor, lo, hi)


@pytest.mark.parametrize("size", SIZES)
def test_token_counts_match_the_processors(size: tuple[int, int]) -> None:
    """The adapter maps exactly as many tokens as each processor puts in the prompt."""
    from PIL import Image
    from transformers import LlavaNextProcessor

    from tests.tiny_vlm import build_tokenizer

    width, height = size
    image = Image.new("RGB", size, "white")
    for name in ("llava15", "llava15_pad"):
        pixels = np.asarray(llava_processor(ADAPTERS[name])(image, return_tensors="np")["pixel_values"])
        assert len(ADAPTERS[name].token_rects(size)) == (pixels.shape[-2] // 14) * (pixels.shape[-1] // 14) == 576
    next_processor = LlavaNextProcessor(image_processor=llava_next_processor(LLAVA_NEXT), tokenizer=build_tokenizer(),
                                        patch_size=14, vision_feature_select_strategy="default",
                                        num_additional_image_tokens=1)
    assert len(LLAVA_NEXT.token_rects(size)) == next_processor._get_number_of_features(height, width, 336, 336) - 1
    for name in ("qwen2_vl", "qwen2_vl_small", "qwen2_5_vl"):
        processor = qwen_processor(ADAPTERS[name])
        grid = np.asarray(processor(image, return_tensors="np")["image_grid_thw"])[0]
        assert len(ADAPTERS[name].token_rects(size)) == grid.prod() // 4
        assert processor.get_number_of_image_patches(height, width) == grid.prod()


# ---- synthetic attention through the real processors -------------------------------------------------------


@pytest.mark.parametrize("name", list(ADAPTERS))
@pytest.mark.parametrize("size", SIZES)
def test_attention_on_the_tokens_covering_c_picks_c(name: str, size: tuple[int, int]) -> None:
    """Paint option C, let the processor say which tokens see it, put all attention there: OAS must pick C.

    The probe also pins every token's rectangle: the mean of its processed pixels equals the share of its
    rectangle inside C (0.15 slack for bicubic blur and integer rounding; padding is black like the background)."""
    width, height = size
    for layout in (row_boxes, grid_boxes):
        boxes = layout(width, height)
        gold = 2  # C
        brightness = processed_brightness(name, painted(width, height, boxes[gold]))
        rects = ADAPTERS[name].token_rects(size)
        assert brightness.shape == (len(rects),)
        located = ~np.isnan(rects).any(axis=1)
        assert np.array_equal(located, ~np.isnan(brightness)), "CLS/newline tokens are not where the model puts them"
        area = (rects[located, 2] - rects[located, 0]) * (rects[located, 3] - rects[located, 1])
        coverage = overlap_areas(rects[located], boxes[gold:gold + 1])[:, 0] / area
        assert np.abs(brightness[located] - coverage).max() < 0.15, f"{name} {size} {layout.__name__}"
        if not (brightness[located] > 0.5).any():
            continue  # C lies in what a centre crop cut away: no token sees it (LLaVA 1.5 on strips)
        attention = np.where(located & (np.nan_to_num(brightness) > 0.5), 1.0, 0.0)
        scores = option_scores(attention, rects, boxes, size)
        assert LETTERS[int(np.argmax(scores.oas))] == "C"
        assert scores.oas[gold] > 2 * np.delete(scores.oas, gold).max()


@pytest.mark.parametrize("name", list(ADAPTERS))
def test_every_letter_is_recovered(name: str) -> None:
    """Attention on the tokens whose rectangle centre lies in box k picks k, for each k, sizes and layouts."""
    adapter = ADAPTERS[name]
    for size in SIZES:
        rects = adapter.token_rects(size)
        centres = np.stack([(rects[:, 0] + rects[:, 2]) / 2, (rects[:, 1] + rects[:, 3]) / 2], axis=1)
        for boxes in (row_boxes(*size), grid_boxes(*size)):
            for k in range(4):
                inside = ((centres[:, 0] > boxes[k, 0]) & (centres[:, 0] < boxes[k, 2])
                          & (centres[:, 1] > boxes[k, 1]) & (centres[:, 1] < boxes[k, 3]))
                if not inside.any():
                    continue  # cropped away (LLaVA 1.5 without padding)
                scores = option_scores(inside.astype(float), rects, boxes, size)
                assert int(np.argmax(scores.oas)) == k, (name, size, k)


def test_llava_next_tiles_follow_pack_image_features() -> None:
    """Feed transformers' pack_image_features the adapter's own rectangles as features: the order it packs them
    in is the adapter's token order (base grid, unpadded rows, a newline closing each row)."""
    import torch

    for width, height in SIZES:
        best = select_best_resolution((height, width), LLAVA_NEXT.pinpoints)
        n_tiles = (best[0] // 336) * (best[1] // 336)
        rects = LLAVA_NEXT.token_rects((width, height))
        # per-view rectangles before unpadding, rebuilt independently of token_rects' packing
        from mindbench.lmms_tasks.oas.adapters import Frame, patch_output_size

        new_h, new_w = patch_output_size((height, width), best)
        canvas = Frame().then_resize((height, width), (new_h, new_w)).then_pad((best[1] - new_w) // 2,
                                                                               (best[0] - new_h) // 2)
        views = [Frame().then_resize((height, width), (336, 336)).grid(24, 24, 14, 14)]
        for i in range(best[0] // 336):
            for j in range(best[1] // 336):
                views.append(canvas.then_crop(j * 336, i * 336).grid(24, 24, 14, 14))
        assert len(views) == n_tiles + 1
        packed = pack_llava_next(LLAVA_NEXT, torch.tensor(np.stack(views)), (height, width)).numpy()
        packed = np.where(packed == -1.0, np.nan, packed)
        np.testing.assert_allclose(packed, rects, equal_nan=True)


# ---- option_scores -----------------------------------------------------------------------------------------


def test_uniform_attention_scores_one_and_unmapped_tokens_do_not_count() -> None:
    size = (1024, 1024)
    rects = QWEN.token_rects(size)
    boxes = [[0, 0, 512, 512], [512, 0, 1024, 256], [100, 600, 900, 1000], [10, 10, 11, 11]]
    scores = option_scores(np.ones(len(rects)), rects, boxes, size)
    np.testing.assert_allclose(scores.oas, 1.0, atol=0.03)  # area-normalised: small and large boxes alike
    np.testing.assert_allclose(scores.share[:2], [0.25, 0.125], atol=0.01)
    assert scores.unmapped == pytest.approx(0.0)
    with_cls = np.vstack([[np.nan] * 4, rects])
    scores = option_scores(np.r_[3.0 * len(rects), np.ones(len(rects))], with_cls, boxes, size)
    np.testing.assert_allclose(scores.oas, 1.0, atol=0.03)
    assert scores.unmapped == pytest.approx(0.75)
    with pytest.raises(ValueError):
        option_scores(np.ones(3), rects, boxes, size)


def test_padding_outside_the_image_is_not_image_attention() -> None:
    """A token half over the padding gives the image only half its attention."""
    rects = np.array([[-10.0, 0.0, 10.0, 10.0], [10.0, 0.0, 20.0, 10.0]])
    scores = option_scores([1.0, 1.0], rects, [[0, 0, 10, 10], [10, 0, 20, 10]], (20, 10))
    assert scores.image_mass == pytest.approx(1.5)
    np.testing.assert_allclose(scores.share, [1 / 3, 2 / 3])


# ---- relative attention and RAA --------------------------------------------------------------------------------


def sink_maps(n_sinks: int = 3, seed: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Qwen token grid of a 1024² image; the answer step attends 3× more to the tokens of box C than elsewhere, and a
    few register-like tokens inside box A draw 200× the mean attention in the answer pass and the generic pass
    alike (an artefact of the token, not of the question)."""
    size = (1024, 1024)
    rects = QWEN.token_rects(size)
    boxes = row_boxes(*size)
    rng = np.random.default_rng(seed)
    baseline = rng.uniform(0.8, 1.2, len(rects))
    centres = np.stack([(rects[:, 0] + rects[:, 2]) / 2, (rects[:, 1] + rects[:, 3]) / 2], axis=1)

    def inside(box) -> np.ndarray:
        return (centres[:, 0] > box[0]) & (centres[:, 0] < box[2]) & (centres[:, 1] > box[1]) & (centres[:, 1] < box[3])

    answer = baseline * np.where(inside(boxes[2]), 3.0, 1.0)
    sinks = rng.choice(np.flatnonzero(inside(boxes[0])), n_sinks, replace=False)
    answer[sinks] *= 200.0
    baseline[sinks] *= 200.0
    return rects, boxes, answer, baseline


def test_relative_attention_removes_register_sinks() -> None:
    """With sinks in box A, raw OAS points at A; divided by the generic-prompt baseline, C (the looked-at box) wins."""
    from mindbench.lmms_tasks.oas.adapters import relative_attention

    rects, boxes, answer, baseline = sink_maps()
    raw = option_scores(answer, rects, boxes, (1024, 1024))
    assert int(raw.oas.argmax()) == 0
    relative = relative_attention(answer, baseline)
    rel = option_scores(relative, rects, boxes, (1024, 1024))
    assert int(rel.oas.argmax()) == 2 and rel.oas[2] == pytest.approx(3 * rel.oas[0], rel=0.1)
    assert relative.sum() == pytest.approx(answer.sum())  # rescaled to the answer's total
    np.testing.assert_allclose(relative_attention(answer, np.ones_like(answer)), answer)  # flat baseline: unchanged
    with pytest.raises(ValueError):
        relative_attention(answer, baseline[:-1])


def test_raa_counts_the_union_of_regions_once() -> None:
    from mindbench.lmms_tasks.oas.adapters import region_share, union_area_fraction, union_overlap_areas

    size = (1024, 1024)
    rects = QWEN.token_rects(size)
    uniform = np.ones(len(rects))
    half = [[0, 0, 512, 1024]]
    assert region_share(uniform, rects, half, size) == pytest.approx(0.5, abs=0.01)
    overlapping = [[0, 0, 512, 1024], [256, 0, 768, 1024]]  # union: three quarters, not 1.0
    assert region_share(uniform, rects, overlapping, size) == pytest.approx(0.75, abs=0.01)
    assert union_area_fraction(overlapping, size) == pytest.approx(0.75)
    assert union_overlap_areas(np.array([[0.0, 0.0, 10.0, 10.0]]), [[5, 5, 20, 20], [0, 0, 6, 6]])[0] == \
        pytest.approx(25 + 36 - 1)
    focused = np.where(rects[:, 2] <= 512, 1.0, 0.0)  # all attention on the left half
    assert region_share(focused, rects, half, size) == pytest.approx(1.0)
    assert region_share(focused, rects, [[512, 0, 1024, 1024]], size) == pytest.approx(0.0)


def test_decisive_regions_follow_the_layout() -> None:
    from mindbench.lmms_tasks.oas.cli import decisive_regions

    options = [[16, 500, 250, 1000], [266, 500, 500, 1000], [516, 500, 750, 1000], [766, 500, 1000, 1000]]
    separate = {"params": json.dumps({"layout": {"stimulus_box": [16, 16, 1008, 480], "option_boxes": options}})}
    assert decisive_regions(separate, 2) == [options[2], [16, 16, 1008, 480]]
    panels_only = {"params": {"layout": {"stimulus_box": [16, 16, 1008, 1008], "option_boxes": options}}}
    assert decisive_regions(panels_only, 1) == [options[1]]


def test_relative_and_raa_statistics_on_synthetic_records() -> None:
    """Correct answers attend to the deciding regions more than wrong ones, under the relative normalisation only
    (a sink confounds the softmax one): the summary shows r_pb > 0 for relative and RAA, ~0 for softmax."""
    rng = np.random.default_rng(1)
    records = []
    for k in range(200):
        correct = k % 2 == 0
        signal = 0.3 if correct else 0.0
        records.append({"task": "t", "correct": correct,
                        "oas_correct": float(1 + rng.normal(0, 0.2)), "oas_distractors": float(1 + rng.normal(0, 0.2)),
                        "rel_oas_correct": float(1 + signal + rng.normal(0, 0.1)),
                        "rel_oas_distractors": float(1 + rng.normal(0, 0.1)),
                        "raa": float(0.5 + rng.normal(0, 0.05)),
                        "raa_rel": float(0.5 + signal / 3 + rng.normal(0, 0.05)),
                        "raa_uniform": 0.4})
    summary = summarize(records)
    assert summary["relative"]["n"] == 200
    assert summary["relative"]["point_biserial"]["r"] > 0.6 > abs(summary["point_biserial"]["r"]) + 0.4
    assert summary["relative"]["by_outcome"]["correct"]["d_z"] > 1.5  # expected 0.3 / √0.02 ≈ 2.1
    assert summary["raa"]["relative"]["mean_correct"] > summary["raa"]["relative"]["mean_wrong"] + 0.05
    assert summary["raa"]["relative"]["p"] < 1e-6 and summary["raa"]["softmax"]["p"] > 0.001
    assert summary["raa"]["softmax"]["uniform"] == pytest.approx(0.4)
    q = summary["raa"]["relative"]["quartiles"]
    assert q[3]["accuracy"] > q[0]["accuracy"]
    json.dumps(summary, allow_nan=False)


# ---- statistics --------------------------------------------------------------------------------------------


def standardised(values) -> np.ndarray:
    v = np.asarray(values, dtype=float)
    return (v - v.mean()) / v.std(ddof=1)


def test_statistics_on_a_synthetic_table_with_known_d_and_r() -> None:
    """Correct answers: OAS_correct − OAS_distractors = 0.08 + 0.07·z (z standardised): d_z = 0.08/0.07 exactly.
    Wrong answers: no difference on average (d_z = 0). The point-biserial r follows from the group means."""
    rng = np.random.default_rng(0)
    n_right, n_wrong = 40, 60
    z = standardised(rng.normal(size=n_right))
    dist_right = 0.16 + 0.03 * standardised(rng.normal(size=n_right))
    right = [{"task": "t", "correct": True, "oas_correct": float(d + 0.08 + 0.07 * e), "oas_distractors": float(d)}
             for d, e in zip(dist_right, z, strict=True)]
    noise = standardised(rng.normal(size=n_wrong))
    noise -= noise.mean()
    dist_wrong = 0.17 + 0.03 * standardised(rng.normal(size=n_wrong))
    wrong = [{"task": "t", "correct": False, "oas_correct": float(d + 0.05 * e), "oas_distractors": float(d)}
             for d, e in zip(dist_wrong, noise, strict=True)]
    summary = summarize(right + wrong)

    s = summary["by_outcome"]["correct"]
    assert s["n"] == n_right and s["d_z"] == pytest.approx(0.08 / 0.07)
    assert s["t"] == pytest.approx(0.08 / 0.07 * math.sqrt(n_right))  # t = d_z·√n
    assert s["mean_diff"] == pytest.approx(0.08)
    a = np.array([r["oas_correct"] for r in right])
    b = np.array([r["oas_distractors"] for r in right])
    assert s["d_av"] == pytest.approx(0.08 / math.sqrt((a.std(ddof=1) ** 2 + b.std(ddof=1) ** 2) / 2))
    w = summary["by_outcome"]["wrong"]
    assert w["mean_diff"] == pytest.approx(0.0, abs=1e-12) and w["d_z"] == pytest.approx(0.0, abs=1e-9)
    assert w["p"] == pytest.approx(1.0)
    assert summary["by_outcome"]["all"]["n"] == 100 and summary["accuracy"] == pytest.approx(0.4)

    # point-biserial r = (m1 − m0)/s · √(p·q), s the population sd of OAS_correct
    x = np.array([r["oas_correct"] for r in right + wrong])
    y = np.r_[np.ones(n_right), np.zeros(n_wrong)]
    expected = (x[y == 1].mean() - x[y == 0].mean()) / x.std() * math.sqrt(0.4 * 0.6)
    assert summary["point_biserial"]["r"] == pytest.approx(expected)
    assert summary["point_biserial"]["r"] == pytest.approx(np.corrcoef(x, y)[0, 1])

    q = summary["quartiles"]
    assert [row["n"] for row in q] == [25, 25, 25, 25]
    assert all(q[i]["oas_max"] <= q[i + 1]["oas_min"] for i in range(3))
    assert sum(row["accuracy"] * row["n"] for row in q) == pytest.approx(n_right)
    assert q[3]["accuracy"] > q[0]["accuracy"]  # higher OAS_correct, more correct answers
    assert summary["by_task"]["t"]["n"] == 100


def test_statistics_degrade_to_none_on_tiny_groups() -> None:
    summary = summarize([{"correct": False, "oas_correct": 1.0, "oas_distractors": 1.0}])
    assert summary["by_outcome"]["correct"]["n"] == 0 and summary["by_outcome"]["correct"]["d_z"] is None
    assert summary["by_outcome"]["wrong"]["t"] is None and summary["point_biserial"]["r"] is None
    json.dumps(summary, allow_nan=False)  # JSON-safe


# ---- answer token location ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("response", "letter", "expected"), [
    ("C", "C", "C"), ("Answer: C", "C", "C"), ("A cube. Answer: (B)", "B", "B"), ("The answer is D.", "D", "D"),
    ("nothing here", None, None),
])
def test_answer_token_is_the_one_stating_the_letter(response: str, letter: str | None, expected: str | None) -> None:
    from mindbench.lmms_tasks.oas.runner import answer_char_span, answer_token_indices
    from tests.tiny_vlm import build_tokenizer

    tokenizer = build_tokenizer()
    span = answer_char_span(response, letter)
    if expected is None:
        assert span is None
        return
    assert response[span[0]:span[1]] == expected
    ids = tokenizer.encode(response, add_special_tokens=False)
    tokens = answer_token_indices(tokenizer, ids, span)
    assert tokens and expected in tokenizer.decode([ids[k] for k in tokens])
    if response.startswith("A cube"):
        assert span[0] > 5  # the marker wins over the article "A"


def test_answer_token_is_the_mention_scoring_reads_by_place() -> None:
    """A reply naming its option by its place in the grid: the span is that place, as `score_response` reads it with
    the row's layout; without the places the extractor commits to nothing and no span is given."""
    from mindbench.lmms_tasks.oas.runner import answer_char_span
    from mindbench.lmms_tasks.utils import grid_places

    response = "After unfolding, the holes match the bottom-left one."
    choices = ["Option A", "Option B", "Option C", "Option D"]
    places = grid_places([[16, 16, 505, 505], [519, 16, 1008, 505], [16, 519, 505, 1008], [519, 519, 1008, 1008]])
    span = answer_char_span(response, "C", choices, places=places)
    assert span is not None and "bottom-left" in response[span[0]:span[1]]
    assert answer_char_span(response, "C", choices) is None


# ---- command line and end to end ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def small_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from mindbench.builder.commands.cli import main

    out = tmp_path_factory.mktemp("oas_build")
    assert main(["build", "--benchmark", "mindseye", "--tasks", "paper_folding,mental_rotation", "--split", "test",
                 "--n", "2", "--out", str(out), "--quiet"]) == 0
    return out


def test_missing_data_is_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    from mindbench.lmms_tasks.oas import oas_main

    monkeypatch.delenv("MINDBENCH_DATA_DIR", raising=False)
    assert oas_main(["--model-args", "pretrained=x", "--out", str(tmp_path)]) == 2
    assert "MINDBENCH_DATA_DIR" in capsys.readouterr().err
    assert oas_main(["--model-args", "pretrained=x", "--data", str(tmp_path)]) == 2
    assert oas_main(["--model-args", "device=cpu", "--data", str(tmp_path)]) == 2  # no pretrained


@pytest.fixture
def one_thread():
    """A shared CPU runs tiny models ~10x faster on one thread than contending for two."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def check_outputs(out: Path, n_items: int) -> list[dict]:
    records = [json.loads(line) for line in (out / "oas_items.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(records) == n_items
    for record in records:
        assert set(record["oas"]) == set(LETTERS) and all(math.isfinite(v) for v in record["oas"].values())
        assert sum(record["share"].values()) <= 1.0 + 1e-6
        assert record["oas_correct"] == record["oas"][record["answer"]]
        others = [v for k, v in record["oas"].items() if k != record["answer"]]
        assert record["oas_distractors"] == pytest.approx(sum(others) / 3)
        assert record["correct"] == (record["chosen"] == record["answer"])
        assert 0.0 < record["image_attention"] <= 1.0 + 1e-6
        assert record["answer_token_source"] in {"answer", "first"}
        assert record["share_correct"] == record["share"][record["answer"]]
        assert set(record["rel_oas"]) == set(LETTERS) and all(math.isfinite(v) for v in record["rel_oas"].values())
        assert record["rel_oas_correct"] == record["rel_oas"][record["answer"]]
        assert 0.0 <= record["raa"] <= 1.0 + 1e-6 and 0.0 <= record["raa_rel"] <= 1.0 + 1e-6
        assert 0.0 < record["raa_uniform"] < 1.0
    summary = json.loads((out / "oas_summary.json").read_text(encoding="utf-8"))
    assert summary["n"] == n_items and set(summary["by_outcome"]) == {"all", "correct", "wrong"}
    assert summary["by_outcome_share"]["all"]["n"] == n_items
    assert summary["prompt"] == "direct" and len(summary["quartiles"]) == 4
    assert summary["relative"]["n"] == n_items and summary["raa"]["relative"]["n"] == n_items
    assert (out / "oas.png").stat().st_size > 10_000
    return records


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_tiny_llava_end_to_end(small_build: Path, tmp_path: Path, one_thread) -> None:
    from mindbench.lmms_tasks.oas import oas_main
    from tests.tiny_vlm import save_tiny_llava

    model = save_tiny_llava(tmp_path / "tiny_llava")
    out = tmp_path / "oas"
    assert oas_main(["--model", "llava_hf", "--model-args", f"pretrained={model},device=cpu", "--data",
                     str(small_build), "--tasks", "mindseye_paper_folding,mental_rotation", "--n", "2",
                     "--max-new-tokens", "8", "--layers", "8", "--out", str(out)]) == 0
    records = check_outputs(out, 4)
    assert {r["task"] for r in records} == {"paper_folding", "mental_rotation"}
    assert all(r["n_image_tokens"] == 4 and r["layers"] == [0, 1] for r in records)  # 2×2 patches; depth 2 < 8
    summary = json.loads((out / "oas_summary.json").read_text(encoding="utf-8"))
    assert summary["adapter"] == "llava" and summary["layers_requested"] == 8


def save_tiny_llava_next(out: Path) -> Path:
    """A random LLaVA-NeXT: the tiny LLaVA's tokenizer and sizes, 30-px tiles, pinpoints up to 60×60."""
    import torch
    from transformers import (
        CLIPVisionConfig,
        LlamaConfig,
        LlavaNextConfig,
        LlavaNextForConditionalGeneration,
        LlavaNextProcessor,
    )
    from transformers.models.llava_next.image_processing_pil_llava_next import LlavaNextImageProcessorPil

    from tests.tiny_vlm import (
        CHAT_TEMPLATE,
        HIDDEN,
        IMAGE_SIZE,
        IMAGE_TOKEN,
        PATCH_SIZE,
        build_tokenizer,
        suppress_special_tokens,
    )

    tokenizer = build_tokenizer()
    pinpoints = [[30, 60], [60, 30], [60, 60]]
    processor = LlavaNextProcessor(
        image_processor=LlavaNextImageProcessorPil(size={"shortest_edge": IMAGE_SIZE}, image_grid_pinpoints=pinpoints,
                                                   crop_size={"height": IMAGE_SIZE, "width": IMAGE_SIZE}),
        tokenizer=tokenizer, patch_size=PATCH_SIZE, vision_feature_select_strategy="default",
        chat_template=CHAT_TEMPLATE, image_token=IMAGE_TOKEN, num_additional_image_tokens=1)
    config = LlavaNextConfig(
        vision_config=CLIPVisionConfig(hidden_size=HIDDEN, intermediate_size=2 * HIDDEN, num_hidden_layers=1,
                                       num_attention_heads=2, image_size=IMAGE_SIZE, patch_size=PATCH_SIZE,
                                       projection_dim=HIDDEN),
        text_config=LlamaConfig(vocab_size=len(tokenizer), hidden_size=HIDDEN, intermediate_size=2 * HIDDEN,
                                num_hidden_layers=3, num_attention_heads=2, num_key_value_heads=2,
                                bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
                                pad_token_id=tokenizer.pad_token_id),
        image_token_index=tokenizer.convert_tokens_to_ids(IMAGE_TOKEN), image_grid_pinpoints=pinpoints,
        vision_feature_select_strategy="default", vision_feature_layer=-1)
    torch.manual_seed(0)
    model = LlavaNextForConditionalGeneration(config).eval()
    suppress_special_tokens(model, tokenizer)
    model.save_pretrained(out)
    processor.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return out


def test_tiny_llava_next_end_to_end(small_build: Path, tmp_path: Path, one_thread) -> None:
    """Anyres through a real LlavaNext model: the prompt's image tokens match the adapter (else MappingError)."""
    from mindbench.lmms_tasks.oas import oas_main

    model = save_tiny_llava_next(tmp_path / "tiny_llava_next")
    out = tmp_path / "oas"
    assert oas_main(["--model-args", f"pretrained={model}", "--data", str(small_build / "mindseye"), "--tasks",
                     "paper_folding", "--n", "2", "--max-new-tokens", "6", "--layers", "2", "--out", str(out)]) == 0
    records = check_outputs(out, 2)
    # 1024² → pinpoint 60×60: base 2×2 + joined 4×4 grid + 4 newlines = 24 tokens
    assert all(r["n_image_tokens"] == 24 and r["layers"] == [1, 2] for r in records)
    assert all(r["unmapped"] > 0 for r in records)  # newline tokens draw some attention


# ---- Qwen2-VL through the runner (a random tiny model; the real processor needs torchvision) --------------------

QWEN_TOKENS = ["<|vision_start|>", "<|vision_end|>", "<|image_pad|>", "<|video_pad|>"]


class TinyQwenProcessor:
    """What `Qwen2VLProcessor` does for one image, without its video processor (torchvision): the chat text gets
    <|vision_start|><|image_pad|>×(t·h·w / merge²)<|vision_end|>, the image Qwen2VLImageProcessor's patches."""

    def __init__(self, tokenizer, image_processor) -> None:
        self.tokenizer, self.image_processor = tokenizer, image_processor
        self.image_token_id = tokenizer.convert_tokens_to_ids("<|image_pad|>")

    def apply_chat_template(self, messages, tokenize=False, add_generation_prompt=True) -> str:
        text = "".join("<|vision_start|><|image_pad|><|vision_end|>" if part["type"] == "image" else part["text"]
                       for part in messages[0]["content"])
        return f"USER: {text}\nASSISTANT:"

    def __call__(self, images, text, return_tensors="pt"):
        from transformers import BatchFeature

        pixels = self.image_processor(images, return_tensors=return_tensors)
        n = int(pixels["image_grid_thw"][0].prod()) // self.image_processor.merge_size**2
        expanded = [t.replace("<|image_pad|>", "<|image_pad|>" * n) for t in text]
        tokens = self.tokenizer(expanded, return_tensors=return_tensors)
        mm_token_type_ids = (tokens["input_ids"] == self.image_token_id).long()  # 1 image, 0 text
        return BatchFeature({**tokens, "mm_token_type_ids": mm_token_type_ids, **pixels})


@pytest.fixture(scope="module")
def tiny_qwen():
    import torch
    from transformers import Qwen2VLConfig, Qwen2VLForConditionalGeneration
    from transformers.models.qwen2_vl.image_processing_pil_qwen2_vl import Qwen2VLImageProcessorPil

    from mindbench.lmms_tasks.oas.adapters import adapter_for
    from mindbench.lmms_tasks.oas.runner import LoadedModel, decoder_attention_modules
    from tests.tiny_vlm import build_tokenizer, suppress_special_tokens

    tokenizer = build_tokenizer()
    tokenizer.add_special_tokens({"additional_special_tokens": QWEN_TOKENS})
    ids = {token: tokenizer.convert_tokens_to_ids(token) for token in QWEN_TOKENS}
    config = Qwen2VLConfig(
        text_config={"vocab_size": len(tokenizer), "hidden_size": 32, "intermediate_size": 64, "num_hidden_layers": 3,
                     "num_attention_heads": 2, "num_key_value_heads": 2,
                     "rope_parameters": {"rope_type": "default", "mrope_section": [2, 3, 3], "rope_theta": 10000.0},
                     "bos_token_id": tokenizer.bos_token_id, "eos_token_id": tokenizer.eos_token_id,
                     "pad_token_id": tokenizer.pad_token_id},
        vision_config={"depth": 1, "embed_dim": 16, "hidden_size": 32, "num_heads": 2, "mlp_ratio": 2,
                       "patch_size": 14, "spatial_merge_size": 2, "temporal_patch_size": 2},
        image_token_id=ids["<|image_pad|>"], video_token_id=ids["<|video_pad|>"],
        vision_start_token_id=ids["<|vision_start|>"], vision_end_token_id=ids["<|vision_end|>"])
    torch.manual_seed(0)
    model = Qwen2VLForConditionalGeneration._from_config(config, attn_implementation="eager").eval()
    suppress_special_tokens(model, tokenizer)
    with torch.no_grad():
        for token in QWEN_TOKENS:
            model.lm_head.weight[ids[token]] = 0.0
    processor = TinyQwenProcessor(tokenizer, Qwen2VLImageProcessorPil(min_pixels=56 * 56, max_pixels=140 * 112))
    return LoadedModel(model=model, processor=processor, adapter=adapter_for(config, processor), model_type="qwen2_vl",
                       image_token_id=processor.image_token_id, device="cpu", dtype="float32",
                       attention_modules=decoder_attention_modules(model))


def test_tiny_qwen2_vl_scores_real_items(tiny_qwen, small_build: Path, one_thread) -> None:
    from mindbench.lmms_tasks.oas.cli import read_items, resolve_data, score_item

    root = resolve_data(str(small_build))
    for config in ("mental_rotation", "paper_folding"):
        for row in read_items(root, config, "test", 1):
            record = score_item(tiny_qwen, row, layers=2, max_new_tokens=6, strategy="direct")
            assert record["n_image_tokens"] == 16 and record["layers"] == [1, 2]  # 1024² → 112×112 → 4×4 tokens
            assert set(record["oas"]) == set(LETTERS) and record["unmapped"] == pytest.approx(0.0)
            assert 0.0 < record["image_attention"] < 1.0


def test_hooked_rows_equal_output_attentions(tiny_qwen) -> None:
    """The hooks' rows (mean over heads and layers) equal what `output_attentions=True` returns for the same pass."""
    import torch
    from PIL import Image

    from mindbench.lmms_tasks.oas.runner import model_inputs, query_attention

    inputs = model_inputs(tiny_qwen, Image.new("RGB", (300, 200), "gray"), "Which option? Answer: ")
    extra = {k: v for k, v in inputs.items() if k not in ("input_ids", "attention_mask")}
    sequence = inputs["input_ids"]
    queries = [sequence.shape[1] - 3, sequence.shape[1] - 1]
    layers, mean = query_attention(tiny_qwen, sequence, queries, 2, **extra)
    with torch.inference_mode():
        full = tiny_qwen.model(input_ids=sequence, attention_mask=torch.ones_like(sequence), output_attentions=True,
                               use_cache=False, **extra).attentions
    expected = torch.stack([full[i][0, :, queries, :] for i in layers]).mean(dim=(0, 1, 2)).numpy()
    assert layers == [1, 2]
    np.testing.assert_allclose(mean, expected, rtol=1e-5, atol=1e-7)
    assert mean.sum() == pytest.approx(1.0, abs=1e-5)  # softmax rows
