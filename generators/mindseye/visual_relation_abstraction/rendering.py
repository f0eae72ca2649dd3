"""Visual Relation Abstraction: stored parts as strokes, fitted to a panel and written as SVG."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any
from xml.etree import ElementTree

import numpy as np

from mindbench.generators.common.canvas import Canvas

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


def panel_transform(panel: dict[str, Any], area: tuple[float, float, float, float]) -> Callable[[np.ndarray],
                                                                                             np.ndarray]:
    """Figure coordinates -> pixels: rotate, scale to `fill` of the area, shift by `offset` of the slack."""
    nz = panel["nuisance"]
    a = math.radians(nz["rotation"])
    rot = np.array([[math.cos(a), -math.sin(a)], [math.sin(a), math.cos(a)]])
    pts = np.vstack([stroke_points(p)[0] for p in panel["parts"]]) @ rot.T
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


class _Stroke:
    """A `<polygon>` or `<polyline>` that serialises exactly as svgwrite's (attributes sorted by name, values as
    `str`, points as "x,y x,y …") without svgwrite's per-point checks and per-attribute bookkeeping. `Canvas.add`
    takes it like any svgwrite element."""

    __slots__ = ("elementname", "attribs")

    def __init__(self, elementname: str, points: list[list[float]], attribs: dict[str, Any]) -> None:
        self.elementname = elementname
        self.attribs = {**attribs, "points": " ".join(f"{x!s},{y!s}" for x, y in points)}

    def get_xml(self) -> ElementTree.Element:
        return ElementTree.Element(self.elementname, {k: str(v) for k, v in sorted(self.attribs.items())})


def render(params: dict[str, Any], layout: Any) -> str:
    canvas = Canvas()
    for i, (panel, box) in enumerate(zip(params["panels"], layout.option_boxes, strict=True)):
        area = canvas.option_panel(box, i)
        to_px = panel_transform(panel, area)
        nz = panel["nuisance"]
        style = {"fill": "none", "stroke": nz["colour"], "stroke-width": nz["stroke_width"],
                 "stroke-linejoin": "round", "stroke-linecap": "round"}
        for part in panel["parts"]:
            pts, closed = stroke_points(part)
            px = [[round(x, 2), round(y, 2)] for x, y in to_px(pts).tolist()]
            canvas.add(_Stroke("polygon" if closed else "polyline", px, style))  # type: ignore[arg-type]
    return canvas.to_svg()

