"""Visual Relation Abstraction: stored parts as strokes, fitted to a panel and written as SVG."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from typing import Any

import numpy as np

from mindbench.generators.common.svg_text import SvgScene, svg_element

# ----------------------------------------------------------------------------------------------------
# Rendering


def stroke_points(part: dict[str, Any], n_curve: int = 160) -> tuple[np.ndarray, bool]:
    """A part as a point sequence (curves finely sampled) and whether it is closed."""
    t = part["type"]
    if t in ("polygon", "polyline"):
        return np.asarray(part["points"], dtype=float), t == "polygon"
    cx, cy = part["center"]
    if t == "ellipse":
        th = np.linspace(0, 2 * math.pi, n_curve, endpoint=False)
        a = math.radians(part["angle"])
        x, y = part["rx"] * np.cos(th), part["ry"] * np.sin(th)
        return np.column_stack([cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)]), True
    th = np.radians(part["start"] + np.linspace(0, part["sweep"], n_curve))
    return np.column_stack([cx + part["r"] * np.cos(th), cy + part["r"] * np.sin(th)]), False


def panel_transform(panel: dict[str, Any], area: tuple[float, float, float, float],
                    strokes: list[tuple[np.ndarray, bool]] | None = None) -> Callable[[np.ndarray], np.ndarray]:
    """Figure coordinates -> pixels: rotate, scale to `fill` of the area, shift by `offset` of the slack.
    `strokes`: the parts' `stroke_points` when the caller has them already."""
    nz = panel["nuisance"]
    a = math.radians(nz["rotation"])
    rot = np.array([[math.cos(a), -math.sin(a)], [math.sin(a), math.cos(a)]])
    if strokes is None:
        strokes = [stroke_points(p) for p in panel["parts"]]
    pts = np.vstack([q for q, _ in strokes]) @ rot.T
    lo, hi = pts.min(axis=0), pts.max(axis=0)
    x0, y0, x1, y1 = area
    pad = nz["stroke_width"] + 4
    w, h = x1 - x0 - 2 * pad, y1 - y0 - 2 * pad
    s = nz["fill"] * min(w / max(hi[0] - lo[0], 1e-9), h / max(hi[1] - lo[1], 1e-9))
    slack = np.array([w - s * (hi[0] - lo[0]), h - s * (hi[1] - lo[1])]) / 2
    centre = np.array([(x0 + x1) / 2, (y0 + y1) / 2]) + slack * np.asarray(nz["offset"])
    mid = (lo + hi) / 2

    def f(p: np.ndarray) -> np.ndarray:
        return (p @ rot.T - mid) * s + centre

    return f


def render(params: dict[str, Any], layout: Any) -> str:
    """The six panels as SVG text (`SvgScene`: the text svgwrite writes for `Canvas`, without its element objects)."""
    canvas = SvgScene()
    for i, (panel, box) in enumerate(zip(params["panels"], layout.option_boxes, strict=True)):
        area = canvas.option_panel(box, i)
        strokes = [stroke_points(part) for part in panel["parts"]]
        to_px = panel_transform(panel, area, strokes)
        nz = panel["nuisance"]
        style = {"fill": "none", "stroke": nz["colour"], "stroke-width": nz["stroke_width"],
                 "stroke-linejoin": "round", "stroke-linecap": "round"}
        for pts, closed in strokes:
            canvas.add(_stroke_svg(closed, to_px(pts).ravel().tolist(), style))
    return canvas.to_svg()


def _stroke_svg(closed: bool, values: list[float], style: dict[str, Any]) -> str:
    """A part's `<polygon>` or `<polyline>` (points: x0, y0, x1, y1, … in px) as svgwrite writes it with every
    coordinate rounded to two decimals."""
    return svg_element("polygon" if closed else "polyline", {"points": _points_text(values), **style})


def _points_text(values: list[float]) -> str:
    """"x,y x,y …" with every coordinate as `str(round(v, 2))` writes it, in one %-format for the whole stroke: both
    round the exact binary value to two decimals alike (CPython's correctly rounded dtoa) and a decimal of so few
    digits is its own shortest repr, so `str(round(v, 2))` is the two-decimal text less a second decimal that is 0
    ("12.50" -> "12.5", "12.00" -> "12.0"). Every number has exactly two decimals, so a "0" just before a comma, a
    space or the end is such a second decimal."""
    text = (_points_format(len(values) // 2) % tuple(values)).replace("0,", ",").replace("0 ", " ")
    return text[:-1] if text.endswith("0") else text


@cache
def _points_format(n: int) -> str:
    return " ".join(["%.2f,%.2f"] * n)
