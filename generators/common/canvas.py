"""The 1024×1024 SVG canvas with a stimulus area and lettered option panels in one identical style."""

from __future__ import annotations

from dataclasses import dataclass

import svgwrite

from mindbench.generators.common.item import LETTERS

CANVAS_SIZE = 1024
MARGIN = 16
GAP = 14
LABEL_HEIGHT = 34
FONT = "DejaVu Sans, Arial, sans-serif"

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in pixels


@dataclass(frozen=True)
class Layout:
    """Where the stimulus and each option panel sit on the canvas (pixel boxes, PNG coordinates)."""

    stimulus_box: Box
    option_boxes: tuple[Box, ...]

    def as_params(self) -> dict[str, list]:
        return {
            "stimulus_box": [round(v, 2) for v in self.stimulus_box],
            "option_boxes": [[round(v, 2) for v in box] for box in self.option_boxes],
        }


def grid_boxes(region: Box, n: int, cols: int) -> list[Box]:
    """`n` equal cells filling `region` row by row, `cols` per row, separated by GAP."""
    x0, y0, x1, y1 = region
    rows = -(-n // cols)
    w = (x1 - x0 - GAP * (cols - 1)) / cols
    h = (y1 - y0 - GAP * (rows - 1)) / rows
    return [
        (x0 + c * (w + GAP), y0 + r * (h + GAP), x0 + c * (w + GAP) + w, y0 + r * (h + GAP) + h)
        for r in range(rows)
        for c in range(cols)
    ][:n]


def standard_layout(n_options: int, stimulus_fraction: float = 0.42, cols: int | None = None) -> Layout:
    """Stimulus across the top, options in a grid below (4 → one row of 4, 6 → one row of 6 or 2×3)."""
    usable = CANVAS_SIZE - 2 * MARGIN
    if n_options == 0:
        return Layout((MARGIN, MARGIN, CANVAS_SIZE - MARGIN, CANVAS_SIZE - MARGIN), ())
    stim_h = usable * stimulus_fraction
    stimulus = (MARGIN, MARGIN, CANVAS_SIZE - MARGIN, MARGIN + stim_h)
    region = (MARGIN, MARGIN + stim_h + GAP, CANVAS_SIZE - MARGIN, CANVAS_SIZE - MARGIN)
    cols = cols or (n_options if n_options <= 4 else 3)
    return Layout(stimulus, tuple(grid_boxes(region, n_options, cols)))


def panels_only_layout(n_options: int, cols: int) -> Layout:
    """Odd-one-out tasks: the options are the stimulus; the stimulus box is the whole panel area."""
    region = (MARGIN, MARGIN, CANVAS_SIZE - MARGIN, CANVAS_SIZE - MARGIN)
    return Layout(region, tuple(grid_boxes(region, n_options, cols)))


class Canvas:
    """An svgwrite drawing of CANVAS_SIZE² on a white background."""

    def __init__(self, size: int = CANVAS_SIZE) -> None:
        self.size = size
        self.dwg = svgwrite.Drawing(size=(size, size), profile="full", debug=False)
        self.dwg.attribs["viewBox"] = f"0 0 {size} {size}"
        self.dwg.add(self.dwg.rect((0, 0), (size, size), fill="white"))

    def add(self, element: svgwrite.base.BaseElement) -> svgwrite.base.BaseElement:
        return self.dwg.add(element)

    def frame(self, box: Box, stroke: str = "#444444") -> None:
        x0, y0, x1, y1 = box
        self.add(self.dwg.rect((x0, y0), (x1 - x0, y1 - y0), fill="none", stroke=stroke, stroke_width=2, rx=8))

    def text(self, xy: tuple[float, float], text: str, size: float = 22, anchor: str = "middle",
             weight: str = "normal", fill: str = "#111111") -> None:
        self.add(self.dwg.text(text, insert=xy, font_size=size, font_family=FONT, text_anchor=anchor,
                               font_weight=weight, fill=fill))

    def option_panel(self, box: Box, index: int) -> Box:
        """Draw the framed panel with its letter label, identical for every option; return the drawing area."""
        self.frame(box)
        x0, y0, x1, y1 = box
        self.text(((x0 + x1) / 2, y1 - 9), f"({LETTERS[index]})", size=24, weight="bold")
        return (x0 + 6, y0 + 6, x1 - 6, y1 - LABEL_HEIGHT)

    def to_svg(self) -> str:
        return self.dwg.tostring()


def fit_transform(points_bbox: Box, target: Box, pad: float = 0.08) -> tuple[float, float, float]:
    """Uniform scale and offset (s, dx, dy) mapping a bbox into `target` centred with relative padding."""
    bx0, by0, bx1, by1 = points_bbox
    tx0, ty0, tx1, ty1 = target
    bw, bh = max(bx1 - bx0, 1e-9), max(by1 - by0, 1e-9)
    tw, th = (tx1 - tx0) * (1 - 2 * pad), (ty1 - ty0) * (1 - 2 * pad)
    s = min(tw / bw, th / bh)
    dx = (tx0 + tx1) / 2 - s * (bx0 + bx1) / 2
    dy = (ty0 + ty1) / 2 - s * (by0 + by1) / 2
    return s, dx, dy
