"""Tasks write their SVG as text (`svg_text.SvgScene`): that text must be svgwrite's, element by element and for
a whole item, since the SVG lands in the rows and the picture is drawn from it."""

from __future__ import annotations

import functools

import pytest
import svgwrite
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.generators.common import svg_text
from mindbench.generators.common.canvas import Canvas
from mindbench.generators.common.item import RejectDraw
from mindbench.generators.common.task import DEFAULT_OPTIONS
from mindbench.generators.mindseye import (
    conceptual_slippage,
    dynamic_correspondence,
    hierarchical_pattern,
    mental_composition,
    mental_rotation,
    paper_folding,
)

NUMBERS = st.one_of(st.integers(-2000, 2000), st.floats(-2000, 2000, allow_nan=False).map(lambda v: round(v, 2)),
                    st.floats(allow_nan=False, allow_infinity=False))
WORDS = st.text(alphabet='ab #&<>"\'\n\t\r;-,.0', max_size=12)
STYLE_KEYS = ["fill", "stroke", "stroke_width", "stroke_dasharray", "stroke_linejoin", "font_family", "font_size",
              "text_anchor", "font_weight", "opacity", "class_", "fill_opacity"]
STYLES = st.dictionaries(st.sampled_from(STYLE_KEYS), st.one_of(st.none(), NUMBERS, WORDS), max_size=6)
POINT = st.tuples(NUMBERS, NUMBERS)


def svgwrite_text(factory: str, *args, **style) -> str:
    return getattr(svgwrite.Drawing(profile="full", debug=False), factory)(*args, **style).tostring()


@settings(max_examples=300, deadline=None)
@given(kind=st.sampled_from(["rect", "text", "polygon", "polyline", "line", "circle", "path"]), a=POINT, b=POINT,
       points=st.lists(POINT, min_size=1, max_size=6), words=WORDS, style=STYLES)
def test_each_element_is_written_as_svgwrite_writes_it(kind, a, b, points, words, style):
    arguments = {"rect": (a, b), "text": (words or "x", a), "polygon": (points,), "polyline": (points,),
                 "line": (a, b), "circle": (a, b[0]), "path": (words or "M 0 0",)}[kind]
    assert getattr(svg_text.SvgDrawing, kind)(*arguments, **style) == svgwrite_text(kind, *arguments, **style)


@settings(max_examples=100, deadline=None)
@given(a=POINT, b=POINT, stops=st.lists(st.tuples(st.floats(0, 1).map(lambda v: round(v, 3)), WORDS), max_size=4),
       before=st.integers(0, 3), style=STYLES)
def test_a_drawing_with_a_gradient_is_written_as_svgwrite_writes_it(a, b, stops, before, style):
    """The gradient goes into <defs> at the top, its stops in order, and is referred to as a paint server."""
    drawings = [svg_text.SvgScene(), Canvas()]
    for canvas in drawings:
        dwg = canvas.dwg
        for k in range(before):
            canvas.add(dwg.line(a, (k, k), **style))
        gradient = dwg.linearGradient(a, b, id="shade")
        for offset, colour in stops:
            gradient.add_stop_color(offset, colour or "#000")
        dwg.defs.add(gradient)
        canvas.add(dwg.polygon([a, b, (1, 2)], fill=gradient.get_paint_server()))
    assert drawings[0].to_svg() == drawings[1].to_svg()


SCENE_TASKS = [paper_folding, mental_rotation, mental_composition, hierarchical_pattern, conceptual_slippage,
               dynamic_correspondence]


def first_item(task, index: int):
    """The first draw of item `index` that is not rejected."""
    for attempt in range(50):
        try:
            return task.SPEC.generate(index, "test", 0, attempt, DEFAULT_OPTIONS)
        except RejectDraw:
            continue
    raise AssertionError(f"no item {index} in 50 attempts")


@pytest.mark.parametrize("task", SCENE_TASKS, ids=lambda task: task.TASK)
def test_whole_items_are_written_as_a_canvas_writes_them(task, monkeypatch):
    by_text = [first_item(task, index).svg for index in range(8)]
    monkeypatch.setattr(task, "SvgScene", Canvas)  # svgwrite's objects and serialization
    if task is conceptual_slippage:  # its panel frames are cached per layout: written again, through Canvas
        monkeypatch.setattr(task, "frames_svg", functools.lru_cache(task.frames_svg.__wrapped__))
    if task is mental_rotation:  # its faces as the svgwrite-serialized elements `_draw_solid` adds (open.py's path)
        monkeypatch.setattr(task, "_polygon_svg", lambda points, fill, width: task._Polygon(points, {
            "fill": fill, "stroke": task.EDGE_COLOUR, "stroke-width": width, "stroke-linejoin": "round"}))
    by_svgwrite = [first_item(task, index).svg for index in range(8)]
    assert by_text == by_svgwrite


def test_visual_relation_abstraction_items_are_written_as_a_canvas_writes_them(monkeypatch):
    """visual_relation_abstraction draws through `SvgScene` with each stroke's points in one %-format; the same
    items through `Canvas` and svgwrite's own polygon and polyline (points rounded to two decimals) must match."""
    import svgwrite.shapes

    from mindbench.generators.mindseye import visual_relation_abstraction as vra
    from mindbench.generators.mindseye.visual_relation_abstraction import rendering

    def by_svgwrite(closed: bool, values: list[float], style: dict) -> svgwrite.base.BaseElement:
        points = [(round(x, 2), round(y, 2)) for x, y in zip(values[::2], values[1::2], strict=True)]
        return (svgwrite.shapes.Polygon if closed else svgwrite.shapes.Polyline)(points, **style)

    by_text = [first_item(vra, index).svg for index in range(8)]
    monkeypatch.setattr(rendering, "SvgScene", Canvas)
    monkeypatch.setattr(rendering, "_stroke_svg", by_svgwrite)
    assert by_text == [first_item(vra, index).svg for index in range(8)]


@settings(max_examples=300, deadline=None)
@given(values=st.lists(st.floats(-2000, 2000, allow_nan=False), min_size=2, max_size=24).filter(
    lambda v: len(v) % 2 == 0))
def test_rounded_points_text_is_the_rounded_points(values):
    points = [(round(x, 2), round(y, 2)) for x, y in zip(values[::2], values[1::2], strict=True)]
    assert svg_text.rounded_points_text(values) == svg_text.points_text(points)


@settings(max_examples=300, deadline=None)
@given(kind=st.sampled_from(["polygon", "circle", "line"]), style=STYLES, a=POINT, b=POINT)
def test_element_format_writes_svg_element_s_text(kind, style, a, b):
    fields = {"polygon": {"points": svg_text.points_text([a, b])}, "line": {"x1": a[0], "y1": a[1], "x2": b[0]},
              "circle": {"cx": a[0], "cy": a[1], "r": b[0]}}[kind]
    style = {key: value for key, value in style.items() if key not in fields}
    template = svg_text.element_format(kind, tuple(fields), tuple(style.items()))
    assert template.format(**fields) == svg_text.svg_element(kind, {**fields, **style})
