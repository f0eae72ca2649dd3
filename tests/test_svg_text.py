"""paper_folding writes its SVG as text (`SvgElements`, `SvgScene`): that text must be svgwrite's, element by
element and for a whole item, since the SVG lands in the rows and the picture is drawn from it."""

from __future__ import annotations

import svgwrite
from hypothesis import given, settings
from hypothesis import strategies as st

from mindbench.generators.common.canvas import Canvas
from mindbench.generators.common.item import RejectDraw
from mindbench.generators.common.task import DEFAULT_OPTIONS
from mindbench.generators.mindseye import paper_folding

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
@given(kind=st.sampled_from(["rect", "text", "polygon", "line", "circle", "path"]), a=POINT, b=POINT,
       points=st.lists(POINT, min_size=1, max_size=6), words=WORDS, style=STYLES)
def test_each_element_is_written_as_svgwrite_writes_it(kind, a, b, points, words, style):
    arguments = {"rect": (a, b), "text": (words or "x", a), "polygon": (points,), "line": (a, b),
                 "circle": (a, b[0]), "path": (words or "M 0 0",)}[kind]
    assert getattr(paper_folding.SvgElements, kind)(*arguments, **style) == svgwrite_text(kind, *arguments, **style)


def first_item(index: int):
    """The first draw of item `index` that is not rejected."""
    for attempt in range(50):
        try:
            return paper_folding.SPEC.generate(index, "test", 0, attempt, DEFAULT_OPTIONS)
        except RejectDraw:
            continue
    raise AssertionError(f"no item {index} in 50 attempts")


def test_whole_items_are_written_as_a_canvas_writes_them(monkeypatch):
    by_text = [first_item(index).svg for index in range(8)]
    monkeypatch.setattr(paper_folding, "SvgScene", Canvas)  # svgwrite's objects and serialization
    by_svgwrite = [first_item(index).svg for index in range(8)]
    assert by_text == by_svgwrite
