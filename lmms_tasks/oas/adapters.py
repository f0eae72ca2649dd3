"""Image token → pixel rectangle in the original image, one adapter per model family, and the OAS of option boxes.

Every adapter answers one question: for an original image of size (W, H), which rectangle of the *original* image
does each image token of the language model's input cover, in the order the tokens appear in `input_ids`?
`token_rects((W, H))` returns an (N, 4) float array of [x0, y0, x1, y1] in original pixels (x right, y down);
a row of NaN is a token with no pixel area (a CLS token, a LLaVA-NeXT row-end newline). Rectangles may reach
outside the image where the processor padded it; `option_scores` counts only the part inside the image.

The geometry replays the Hugging Face image processors step by step from their parameters, with the same integer
rounding (transformers 5.x, `image_processing_pil_*`):

* `LlavaAdapter` (LLaVA 1.5, `LlavaImageProcessor` / `CLIPImageProcessor`): optional pad to a centred square
  (`do_pad`), resize (shortest edge, or fixed height × width), centre crop, then a raster grid of
  `patch_size` cells; with `vision_feature_select_strategy="full"` the CLS token comes first.
* `LlavaNextAdapter` (LLaVA-NeXT "anyres", `LlavaNextImageProcessor` + `LlavaNextModel.pack_image_features`): the
  base image squashed to `size`×`size` (grid first, raster), then the best `image_grid_pinpoints` resolution: the
  image resized keeping its aspect ratio, centred on a zero canvas, cut into tiles; the tiles' grids are joined
  into one big grid, the padding rows (or columns) removed as `unpad_image` does, and a newline token ends each row.
* `Qwen2VLAdapter` (Qwen2-VL and Qwen2.5-VL, `Qwen2VLImageProcessor`): `smart_resize` to multiples of
  patch × merge (28) within [min_pixels, max_pixels], 14-px patches merged 2×2 into one token, tokens in raster
  order of the merged grid (Qwen2.5-VL's window attention reorders patches inside the vision tower only and
  restores the order before the merger output reaches the language model).

numpy only; transformers is never imported here (`adapter_for` duck-types the processor and config).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

NO_AREA = (math.nan, math.nan, math.nan, math.nan)


# ---- coordinate frames ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Frame:
    """Affine map from a processed image's pixel coordinates back to the original image: orig = proc·s + o.

    Built forward, one preprocessing step at a time: each `then_*` returns the frame of the step's output."""

    sx: float = 1.0
    ox: float = 0.0
    sy: float = 1.0
    oy: float = 0.0

    def then_pad(self, left: float, top: float) -> Frame:
        """The content moves by (left, top) on a larger canvas."""
        return Frame(self.sx, self.ox - left * self.sx, self.sy, self.oy - top * self.sy)

    def then_resize(self, in_hw: tuple[int, int], out_hw: tuple[int, int]) -> Frame:
        (in_h, in_w), (out_h, out_w) = in_hw, out_hw
        return Frame(self.sx * in_w / out_w, self.ox, self.sy * in_h / out_h, self.oy)

    def then_crop(self, left: float, top: float) -> Frame:
        """Keep the window starting at (left, top) (negative: the crop pads, as transformers' centre crop does)."""
        return Frame(self.sx, self.ox + left * self.sx, self.sy, self.oy + top * self.sy)

    def grid(self, rows: int, cols: int, cell_h: float, cell_w: float) -> np.ndarray:
        """(rows·cols, 4) rectangles of a raster grid of cells, mapped to the original image."""
        r, c = np.meshgrid(np.arange(rows, dtype=float), np.arange(cols, dtype=float), indexing="ij")
        r, c = r.ravel(), c.ravel()
        return np.stack([c * cell_w * self.sx + self.ox, r * cell_h * self.sy + self.oy,
                         (c + 1) * cell_w * self.sx + self.ox, (r + 1) * cell_h * self.sy + self.oy], axis=1)


def _get(size: Any, key: str) -> Any:
    """A key of a transformers size dict (plain dict or `SizeDict`), None when absent."""
    if size is None:
        return None
    if isinstance(size, Mapping):
        return size.get(key)
    return getattr(size, key, None)


def shortest_edge_size(height: int, width: int, shortest: int) -> tuple[int, int]:
    """transformers' `get_resize_output_image_size(..., default_to_square=False)`: short side → `shortest`."""
    short, long = (width, height) if width <= height else (height, width)
    new_short, new_long = shortest, int(shortest * long / short)
    return (new_long, new_short) if width <= height else (new_short, new_long)


def resize_output(height: int, width: int, size: Any) -> tuple[int, int]:
    """Output (h, w) of an image processor's `resize(size=...)` for the size forms LLaVA processors use."""
    if _get(size, "height") and _get(size, "width"):
        return int(_get(size, "height")), int(_get(size, "width"))
    if _get(size, "shortest_edge") and not _get(size, "longest_edge"):
        return shortest_edge_size(height, width, int(_get(size, "shortest_edge")))
    raise ValueError(f"unsupported resize size {size!r}: expected height+width or shortest_edge")


def resize_and_crop(frame: Frame, hw: tuple[int, int], size: Any, crop: tuple[int, int] | None,
                    do_resize: bool = True) -> tuple[Frame, tuple[int, int]]:
    """The CLIP-style tail of a processor: resize, then centre crop (transformers' `center_crop` offsets)."""
    if do_resize and size is not None:
        out = resize_output(*hw, size)
        frame, hw = frame.then_resize(hw, out), out
    if crop is not None:
        top, left = (hw[0] - crop[0]) // 2, (hw[1] - crop[1]) // 2
        frame, hw = frame.then_crop(left, top), crop
    return frame, hw


def plain_size(size: Any) -> dict[str, int] | None:
    """A transformers size (dict or `SizeDict`) as a plain dict of its set keys (hashable-free, JSON-ready)."""
    if size is None:
        return None
    keys = ("height", "width", "shortest_edge", "longest_edge")
    return {key: int(_get(size, key)) for key in keys if _get(size, key)}


def _crop_of(processor_image: Any) -> tuple[int, int] | None:
    if not getattr(processor_image, "do_center_crop", False):
        return None
    crop = processor_image.crop_size
    return int(_get(crop, "height")), int(_get(crop, "width"))


# ---- LLaVA 1.5 ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LlavaAdapter:
    """LLaVA 1.5 (llava-hf): one CLIP view of the image, `patch_size` cells in raster order."""

    patch_size: int
    size: Any = None  # {"shortest_edge": 336} or {"height": h, "width": w}; None: no resize
    crop_size: tuple[int, int] | None = None  # (h, w) when the processor centre-crops
    do_pad: bool = False  # LlavaImageProcessor's pad to a centred square before resizing
    cls_token: bool = False  # vision_feature_select_strategy == "full": the CLS token precedes the grid

    family = "llava"

    def view(self, image_size: tuple[int, int]) -> tuple[Frame, tuple[int, int]]:
        """The processed image's frame and (h, w)."""
        width, height = image_size
        frame, hw = Frame(), (height, width)
        if self.do_pad and height != width:
            side = max(height, width)
            if width > height:
                frame = frame.then_pad(0, (side - height) // 2)
            else:
                frame = frame.then_pad((side - width) // 2, 0)
            hw = (side, side)
        return resize_and_crop(frame, hw, self.size, self.crop_size)

    def token_rects(self, image_size: tuple[int, int]) -> np.ndarray:
        frame, (h, w) = self.view(image_size)
        rects = frame.grid(h // self.patch_size, w // self.patch_size, self.patch_size, self.patch_size)
        return np.vstack([np.array([NO_AREA]), rects]) if self.cls_token else rects

    @classmethod
    def from_processor(cls, processor: Any, config: Any) -> LlavaAdapter:
        image = processor.image_processor
        patch = getattr(processor, "patch_size", None) or config.vision_config.patch_size
        strategy = getattr(config, "vision_feature_select_strategy", "default")
        return cls(patch_size=int(patch), size=plain_size(image.size) if getattr(image, "do_resize", True) else None,
                   crop_size=_crop_of(image), do_pad=bool(getattr(image, "do_pad", False)),
                   cls_token=strategy == "full")


# ---- LLaVA-NeXT --------------------------------------------------------------------------------------------


def select_best_resolution(original_hw: tuple[int, int], pinpoints: Sequence[Sequence[int]]) -> tuple[int, int]:
    """transformers' `select_best_resolution`: most effective pixels, then least waste; (h, w)."""
    height, width = original_hw
    best, best_effective, best_waste = None, 0, float("inf")
    for pin_h, pin_w in pinpoints:
        scale = min(pin_w / width, pin_h / height)
        effective = min(int(width * scale) * int(height * scale), width * height)
        waste = pin_w * pin_h - effective
        if effective > best_effective or (effective == best_effective and waste < best_waste):
            best, best_effective, best_waste = (int(pin_h), int(pin_w)), effective, waste
    assert best is not None, "empty image_grid_pinpoints"
    return best


def patch_output_size(original_hw: tuple[int, int], target_hw: tuple[int, int]) -> tuple[int, int]:
    """transformers' `get_patch_output_size`: fit inside the target keeping the aspect ratio (ceil, capped)."""
    (height, width), (target_h, target_w) = original_hw, target_hw
    scale_w, scale_h = target_w / width, target_h / height
    if scale_w < scale_h:
        return min(math.ceil(height * scale_w), target_h), target_w
    return target_h, min(math.ceil(width * scale_h), target_w)


def unpad_window(original_hw: tuple[int, int], grid_hw: tuple[int, int]) -> tuple[int, int, int, int]:
    """Rows [r0, r1) and columns [c0, c1) of the joined tile grid that `unpad_image` keeps."""
    (height, width), (rows, cols) = original_hw, grid_hw
    if width / height > cols / rows:
        new_rows = int(round(height * (cols / width), 7))
        pad = (rows - new_rows) // 2
        return pad, rows - pad, 0, cols
    new_cols = int(round(width * (rows / height), 7))
    pad = (cols - new_cols) // 2
    return 0, rows, pad, cols - pad


@dataclass(frozen=True)
class LlavaNextAdapter:
    """LLaVA-NeXT anyres: base view, then the unpadded tile grid with one newline token per row."""

    patch_size: int  # vision patch (14)
    tile_size: int  # side of a tile cut from the canvas (the processor's crop size, 336)
    base_hw: tuple[int, int]  # the base view's resize (h, w) before the per-view resize/crop
    pinpoints: tuple[tuple[int, int], ...]
    size: Any = None  # per-view resize applied to the base view and to every tile
    crop_size: tuple[int, int] | None = None
    newline: bool = True

    family = "llava_next"

    def _view_grid(self, frame: Frame, hw: tuple[int, int]) -> tuple[np.ndarray, int, int]:
        frame, (h, w) = resize_and_crop(frame, hw, self.size, self.crop_size)
        rows, cols = h // self.patch_size, w // self.patch_size
        return frame.grid(rows, cols, self.patch_size, self.patch_size).reshape(rows, cols, 4), rows, cols

    def best_resolution(self, image_size: tuple[int, int]) -> tuple[int, int]:
        width, height = image_size
        return select_best_resolution((height, width), self.pinpoints)

    def token_rects(self, image_size: tuple[int, int]) -> np.ndarray:
        width, height = image_size
        base, _, _ = self._view_grid(Frame().then_resize((height, width), self.base_hw), self.base_hw)
        best_h, best_w = self.best_resolution(image_size)
        new_h, new_w = patch_output_size((height, width), (best_h, best_w))
        canvas = Frame().then_resize((height, width), (new_h, new_w)).then_pad((best_w - new_w) // 2,
                                                                               (best_h - new_h) // 2)
        tile_rows, tile_cols = best_h // self.tile_size, best_w // self.tile_size
        tiles = [[self._view_grid(canvas.then_crop(j * self.tile_size, i * self.tile_size),
                                  (self.tile_size, self.tile_size))[0] for j in range(tile_cols)]
                 for i in range(tile_rows)]
        joined = np.concatenate([np.concatenate(row, axis=1) for row in tiles], axis=0)  # (R, C, 4)
        r0, r1, c0, c1 = unpad_window((height, width), joined.shape[:2])
        kept = joined[r0:r1, c0:c1]
        if self.newline:
            kept = np.concatenate([kept, np.full((kept.shape[0], 1, 4), math.nan)], axis=1)
        return np.vstack([base.reshape(-1, 4), kept.reshape(-1, 4)])

    @classmethod
    def from_processor(cls, processor: Any, config: Any) -> LlavaNextAdapter:
        image = processor.image_processor
        strategy = getattr(config, "vision_feature_select_strategy", "default")
        if strategy != "default":
            raise ValueError(f"LLaVA-NeXT with vision_feature_select_strategy={strategy!r} is not supported")
        size = image.size
        if _get(size, "height") and _get(size, "width"):
            base_hw = (int(_get(size, "height")), int(_get(size, "width")))
        else:
            base_hw = (int(_get(size, "shortest_edge")),) * 2
        crop = _crop_of(image)
        tile = crop[0] if crop else base_hw[0]
        pinpoints = getattr(config, "image_grid_pinpoints", None) or image.image_grid_pinpoints
        patch = getattr(processor, "patch_size", None) or config.vision_config.patch_size
        return cls(patch_size=int(patch), tile_size=int(tile), base_hw=base_hw,
                   pinpoints=tuple((int(h), int(w)) for h, w in pinpoints),
                   size=plain_size(size) if getattr(image, "do_resize", True) else None, crop_size=crop)


# ---- Qwen2-VL / Qwen2.5-VL ---------------------------------------------------------------------------------


def smart_resize(height: int, width: int, factor: int = 28, min_pixels: int = 56 * 56,
                 max_pixels: int = 28 * 28 * 1280) -> tuple[int, int]:
    """Qwen2-VL's `smart_resize`: both sides multiples of `factor`, area within [min_pixels, max_pixels]."""
    if max(height, width) / min(height, width) > 200:
        ratio = max(height, width) / min(height, width)
        raise ValueError(f"absolute aspect ratio must be smaller than 200, got {ratio}")
    h_bar, w_bar = round(height / factor) * factor, round(width / factor) * factor
    if h_bar * w_bar > max_pixels:
        beta = math.sqrt((height * width) / max_pixels)
        h_bar = max(factor, math.floor(height / beta / factor) * factor)
        w_bar = max(factor, math.floor(width / beta / factor) * factor)
    elif h_bar * w_bar < min_pixels:
        beta = math.sqrt(min_pixels / (height * width))
        h_bar = math.ceil(height * beta / factor) * factor
        w_bar = math.ceil(width * beta / factor) * factor
    return h_bar, w_bar


@dataclass(frozen=True)
class Qwen2VLAdapter:
    """Qwen2-VL / Qwen2.5-VL dynamic resolution: one token per merge×merge block of patch-size patches."""

    patch_size: int = 14
    merge_size: int = 2
    min_pixels: int = 56 * 56
    max_pixels: int = 28 * 28 * 1280

    family = "qwen2_vl"

    def resized(self, image_size: tuple[int, int]) -> tuple[int, int]:
        width, height = image_size
        return smart_resize(height, width, self.patch_size * self.merge_size, self.min_pixels, self.max_pixels)

    def token_rects(self, image_size: tuple[int, int]) -> np.ndarray:
        width, height = image_size
        h_bar, w_bar = self.resized(image_size)
        cell = self.patch_size * self.merge_size
        return Frame().then_resize((height, width), (h_bar, w_bar)).grid(h_bar // cell, w_bar // cell, cell, cell)

    @classmethod
    def from_processor(cls, processor: Any, config: Any = None) -> Qwen2VLAdapter:
        image = processor.image_processor
        size = getattr(image, "size", None)
        min_pixels = _get(size, "shortest_edge") or getattr(image, "min_pixels", None) or 56 * 56
        max_pixels = _get(size, "longest_edge") or getattr(image, "max_pixels", None) or 28 * 28 * 1280
        return cls(patch_size=int(image.patch_size), merge_size=int(image.merge_size),
                   min_pixels=int(min_pixels), max_pixels=int(max_pixels))


ADAPTERS = {"llava": LlavaAdapter, "llava_next": LlavaNextAdapter, "qwen2_vl": Qwen2VLAdapter,
            "qwen2_5_vl": Qwen2VLAdapter}


def adapter_for(config: Any, processor: Any) -> LlavaAdapter | LlavaNextAdapter | Qwen2VLAdapter:
    """The adapter of a loaded model (its `config.model_type`) and its processor."""
    model_type = getattr(config, "model_type", None)
    if model_type not in ADAPTERS:
        raise ValueError(f"no OAS adapter for model_type {model_type!r}; supported: {', '.join(ADAPTERS)}")
    return ADAPTERS[model_type].from_processor(processor, config)


# ---- option scores -----------------------------------------------------------------------------------------


def overlap_areas(rects: np.ndarray, boxes: np.ndarray) -> np.ndarray:
    """(N, K) intersection areas of N rectangles with K boxes (0 for NaN rectangles)."""
    rects, boxes = np.asarray(rects, dtype=float), np.asarray(boxes, dtype=float)
    w = np.minimum(rects[:, None, 2], boxes[None, :, 2]) - np.maximum(rects[:, None, 0], boxes[None, :, 0])
    h = np.minimum(rects[:, None, 3], boxes[None, :, 3]) - np.maximum(rects[:, None, 1], boxes[None, :, 1])
    return np.nan_to_num(np.clip(w, 0, None) * np.clip(h, 0, None), nan=0.0)


@dataclass(frozen=True)
class OptionScores:
    share: np.ndarray  # (K,) fraction of the image-located attention inside each box
    oas: np.ndarray  # (K,) share / (box area / image area): 1 = the density of uniform attention
    image_mass: float  # attention on image tokens that lands on image pixels
    total_mass: float  # attention on all image tokens (incl. CLS, newlines, padding)

    @property
    def unmapped(self) -> float:
        """Share of the image-token attention with no place in the original image (CLS, newline, padding)."""
        return 1.0 - self.image_mass / self.total_mass if self.total_mass > 0 else math.nan


def option_scores(attention: Sequence[float] | np.ndarray, rects: np.ndarray, boxes: Sequence[Sequence[float]],
                  image_size: tuple[int, int]) -> OptionScores:
    """OAS of each option box from per-image-token attention.

    Each token's attention is spread uniformly over its rectangle; the part inside the image is the located
    mass M, the part inside box k is M_k. share_k = M_k / M; OAS_k = share_k · |image| / |box_k ∩ image|.
    """
    attention, rects = np.asarray(attention, dtype=float), np.asarray(rects, dtype=float)
    if attention.shape != (rects.shape[0],):
        raise ValueError(f"{attention.shape[0] if attention.ndim else 0} attention values for {rects.shape[0]} tokens")
    width, height = image_size
    image = np.array([[0.0, 0.0, float(width), float(height)]])
    boxes = np.clip(np.asarray(boxes, dtype=float), 0.0, [width, height, width, height])
    valid = ~np.isnan(rects).any(axis=1)
    area = np.where(valid, (rects[:, 2] - rects[:, 0]) * (rects[:, 3] - rects[:, 1]), 1.0)
    weight = np.where(valid, attention, 0.0) / area  # attention per unit area of each token's rectangle
    image_mass = float(weight @ overlap_areas(rects, image)[:, 0])
    box_mass = weight @ overlap_areas(rects, boxes)
    box_area = (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])
    share = box_mass / image_mass if image_mass > 0 else np.full(len(boxes), math.nan)
    return OptionScores(share=share, oas=share * (width * height) / box_area, image_mass=image_mass,
                        total_mass=float(attention.sum()))


def union_overlap_areas(rects: np.ndarray, regions: Sequence[Sequence[float]]) -> np.ndarray:
    """(N,) area of each rectangle inside the union of `regions` (overlapping regions count once).

    The regions' edges cut the plane into a grid of cells that each lie wholly inside or outside the union; a
    rectangle's area in the union is the sum of its overlaps with the inside cells."""
    rects = np.asarray(rects, dtype=float)
    regions = np.asarray(regions, dtype=float).reshape(-1, 4)
    if len(regions) == 0:
        return np.zeros(len(rects))
    xs, ys = np.unique(regions[:, [0, 2]]), np.unique(regions[:, [1, 3]])
    cells = np.array([[x0, y0, x1, y1] for x0, x1 in zip(xs[:-1], xs[1:], strict=True)
                      for y0, y1 in zip(ys[:-1], ys[1:], strict=True)])
    centres = np.stack([(cells[:, 0] + cells[:, 2]) / 2, (cells[:, 1] + cells[:, 3]) / 2], axis=1)
    inside = ((centres[:, None, 0] > regions[None, :, 0]) & (centres[:, None, 0] < regions[None, :, 2])
              & (centres[:, None, 1] > regions[None, :, 1]) & (centres[:, None, 1] < regions[None, :, 3])).any(axis=1)
    return overlap_areas(rects, cells[inside]).sum(axis=1) if inside.any() else np.zeros(len(rects))


def region_share(attention: Sequence[float] | np.ndarray, rects: np.ndarray, regions: Sequence[Sequence[float]],
                 image_size: tuple[int, int]) -> float:
    """Region-aligned attention (RAA): the share of the image-located attention M that falls inside the union of
    `regions`, each token's attention spread uniformly over its rectangle as in `option_scores`."""
    attention, rects = np.asarray(attention, dtype=float), np.asarray(rects, dtype=float)
    width, height = image_size
    valid = ~np.isnan(rects).any(axis=1)
    safe = np.where(valid[:, None], rects, 0.0)
    area = np.where(valid, (safe[:, 2] - safe[:, 0]) * (safe[:, 3] - safe[:, 1]), 1.0)
    weight = np.where(valid, attention, 0.0) / area
    image_mass = float(weight @ overlap_areas(safe, np.array([[0.0, 0.0, float(width), float(height)]]))[:, 0])
    clipped = np.clip(np.asarray(regions, dtype=float).reshape(-1, 4), 0.0, [width, height, width, height])
    inside = float(weight @ union_overlap_areas(safe, clipped))
    return inside / image_mass if image_mass > 0 else math.nan


def union_area_fraction(regions: Sequence[Sequence[float]], image_size: tuple[int, int]) -> float:
    """The share of the image the regions cover: RAA under uniform attention."""
    width, height = image_size
    clipped = np.clip(np.asarray(regions, dtype=float).reshape(-1, 4), 0.0, [width, height, width, height])
    image = np.array([[0.0, 0.0, float(width), float(height)]])
    return float(union_overlap_areas(image, clipped)[0] / (width * height))


def relative_attention(answer: Sequence[float] | np.ndarray, baseline: Sequence[float] | np.ndarray,
                       floor: float = 1e-3) -> np.ndarray:
    """Answer-time attention per image token divided by the same token's attention under a generic prompt.

    Tokens that draw attention whatever is asked (register-token and attention-sink artefacts: a few high-norm
    background tokens) are large in both and cancel; what remains is how much more the answer step looks at a
    token than a question-free description would. The baseline is floored at `floor` × its mean so an unattended
    token cannot blow up. The result is rescaled to the answer's total, so shares and OAS read on the same scale."""
    answer, baseline = np.asarray(answer, dtype=float), np.asarray(baseline, dtype=float)
    if answer.shape != baseline.shape:
        raise ValueError(f"{answer.shape[0]} answer values for {baseline.shape[0]} baseline values")
    mean = float(np.nanmean(baseline)) if baseline.size else 0.0
    if not mean > 0:
        return answer.copy()
    ratio = answer / np.maximum(baseline, floor * mean)
    total = ratio.sum()
    return ratio * (answer.sum() / total) if total > 0 else ratio
