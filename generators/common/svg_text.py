"""An item's SVG written as text while it is drawn, the same text svgwrite writes for `Canvas`.

A task's `render` builds its picture through `Canvas` and svgwrite's element factories (`canvas.dwg.polygon(...)`).
svgwrite makes an object per element and serializes the tree through ElementTree at the end, which costs more than
the rest of some items. `SvgScene` is a `Canvas` whose `dwg` has the same factories, each returning the element's
text as svgwrite + ElementTree would write it: keyword names hyphenated (a trailing `_` dropped), attributes sorted
by name, values through `str()`, None and empty values left out, `&<>"` and whitespace control characters escaped
as ElementTree escapes them, an empty element closed with " />". `tests/test_svg_text.py` holds each factory to
svgwrite's own text over drawn attribute sets, and whole items to `Canvas`'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from mindbench.generators.common.canvas import CANVAS_SIZE, Canvas

Point = tuple[float, float]


def escape_attrib(text: str) -> str:
    """An attribute value escaped as ElementTree writes it."""
    if "&" in text or "<" in text or ">" in text or '"' in text or "\r" in text or "\n" in text or "\t" in text:
        text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
        text = text.replace("\r", "&#13;").replace("\n", "&#10;").replace("\t", "&#09;")
    return text


def escape_text(text: str) -> str:
    """Character data escaped as ElementTree writes it."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


@lru_cache(maxsize=256)
def attribute_order(keys: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """(keyword, attribute name) pairs in svgwrite's order: names hyphenated, then sorted by name."""
    return tuple(sorted(((key, key.rstrip("_").replace("_", "-")) for key in keys), key=lambda pair: pair[1]))


def svg_element(name: str, attrs: Mapping[str, Any], inner: str = "") -> str:
    """One element as svgwrite + ElementTree serialize it (see the module docstring). `inner`: the element's
    content, already serialized (escaped text or child elements)."""
    parts = ["<", name]
    for key, attribute in attribute_order(tuple(attrs)):
        value = attrs[key]
        if value is None:
            continue
        text_value = str(value)
        if type(value) is not float and type(value) is not int:  # a number's text needs no escaping
            text_value = escape_attrib(text_value)
        if text_value:
            parts.append(f' {attribute}="{text_value}"')
    parts += [" />"] if not inner else [">", inner, "</", name, ">"]
    return "".join(parts)


def points_text(points: Sequence[Point]) -> str:
    """svgwrite's `points` attribute: "x,y" pairs through str(), space-separated."""
    return " ".join(f"{x},{y}" for x, y in points)


def rounded_points_text(values: Sequence[float]) -> str:
    """`points_text` of the points (values[0], values[1]), (values[2], values[3]), … each coordinate rounded to two
    decimals (`round(v, 2)`), in one %-format for the whole polygon. `str(round(v, 2))` and "%.2f" both round the
    exact binary value to two decimals alike (CPython's correctly rounded dtoa), and a decimal of so few digits is
    its own shortest repr, so the texts differ only in a second decimal that is 0, which `str` drops ("12.50" ->
    "12.5", "12.00" -> "12.0"). Every number has exactly two decimals, so a "0" just before a comma, a space or the
    end is such a second decimal."""
    text = (_points_format(len(values) // 2) % tuple(values)).replace("0,", ",").replace("0 ", " ")
    return text[:-1] if text.endswith("0") else text


@cache
def _points_format(corners: int) -> str:
    return " ".join(["%.2f,%.2f"] * corners)


def element_format(name: str, fields: tuple[str, ...], style: tuple[tuple[str, Any], ...]) -> str:
    """A `str.format` template of the element `svg_element` writes for these style attributes with `fields` left
    open: `element_format(name, fields, style).format(**values)` is `svg_element(name, {**values, **dict(style)})`
    for values whose text is not empty and needs no escaping (numbers, a points text). Elements drawn many times
    in one style then skip the attribute sorting and escaping."""
    # keyed by the values' texts: equal values may be written differently (2, 2.0, True; 0.0, -0.0); a number's
    # text needs no escaping, so `svg_element` writes a value and its text alike (None: left out)
    return _element_format(name, fields, tuple((key, None if value is None else str(value)) for key, value in style))


@lru_cache(maxsize=256)
def _element_format(name: str, fields: tuple[str, ...], style: tuple[tuple[str, str | None], ...]) -> str:
    """`element_format` of a style given as attribute texts."""
    marks = {field: f"\x00{i}\x00" for i, field in enumerate(fields)}  # no escaping touches a NUL
    text = svg_element(name, {**marks, **dict(style)}).replace("{", "{{").replace("}", "}}")
    for field, mark in marks.items():
        text = text.replace(mark, "{" + field + "}")
    return text


class SvgGradient:
    """An svgwrite linear gradient: stops added, then referred to as a paint server."""

    def __init__(self, start: Point, end: Point, id: str) -> None:  # noqa: A002
        self.attrs = {"id": id, "x1": start[0], "y1": start[1], "x2": end[0], "y2": end[1]}
        self.stops: list[str] = []

    def add_stop_color(self, offset: float, color: str) -> SvgGradient:
        self.stops.append(svg_element("stop", {"offset": offset, "stop_color": color}))
        return self

    def get_paint_server(self) -> str:
        return f"url(#{self.attrs['id']}) none"

    def __str__(self) -> str:
        return svg_element("linearGradient", self.attrs, "".join(self.stops))


class SvgDefs:
    """The drawing's <defs>: the gradients added to it, written in order."""

    def __init__(self) -> None:
        self.items: list[SvgGradient] = []

    def add(self, item: SvgGradient) -> SvgGradient:
        self.items.append(item)
        return item

    def __str__(self) -> str:
        return svg_element("defs", {}, "".join(map(str, self.items)))


@cache
def svg_frame() -> tuple[str, str]:
    """(root element's opening tag, white background) of an empty `Canvas`, as svgwrite writes them."""
    head, rest = Canvas().to_svg().split("<defs />")
    return head, rest.removesuffix("</svg>")


class SvgDrawing:
    """The svgwrite `Drawing` element factories, each returning the element's SVG text (gradients: an object whose
    text is written with the defs)."""

    def __init__(self) -> None:
        self.defs = SvgDefs()
        # as svgwrite's: the defs, the white background, then every element added
        self.elements: list[Any] = [self.defs, svg_frame()[1]]

    @staticmethod
    def polygon(points: Sequence[Point], **extra: Any) -> str:
        return svg_element("polygon", {"points": points_text(points), **extra})

    @staticmethod
    def polyline(points: Sequence[Point], **extra: Any) -> str:
        return svg_element("polyline", {"points": points_text(points), **extra})

    @staticmethod
    def line(start: Point, end: Point, **extra: Any) -> str:
        return svg_element("line", {"x1": start[0], "y1": start[1], "x2": end[0], "y2": end[1], **extra})

    @staticmethod
    def circle(center: Point, r: float, **extra: Any) -> str:
        return svg_element("circle", {"cx": center[0], "cy": center[1], "r": r, **extra})

    @staticmethod
    def path(d: str, **extra: Any) -> str:
        return svg_element("path", {"d": d, **extra})

    @staticmethod
    def rect(insert: Point, size: Point, rx: float | None = None, **extra: Any) -> str:
        return svg_element("rect", {"x": insert[0], "y": insert[1], "width": size[0], "height": size[1], "rx": rx,
                                    **extra})

    @staticmethod
    def text(text: str, insert: Point, **extra: Any) -> str:
        return svg_element("text", {"x": insert[0], "y": insert[1], **extra}, escape_text(str(text)))

    @staticmethod
    def linearGradient(start: Point, end: Point, id: str) -> SvgGradient:  # noqa: N802, A002
        return SvgGradient(start, end, id)

    def tostring(self) -> str:
        return "".join([svg_frame()[0], str(self.defs), *self.elements[1:], "</svg>"])


class SvgScene(Canvas):
    """A `Canvas` whose drawing writes SVG text directly, the same text svgwrite's `Canvas.to_svg` writes."""

    def __init__(self) -> None:  # no svgwrite drawing: `dwg` makes element text
        self.size = CANVAS_SIZE
        self.dwg = SvgDrawing()  # type: ignore[assignment]

    def add(self, element: Any) -> Any:
        self.dwg.elements.append(element)
        return element

    def to_svg(self) -> str:
        return self.dwg.tostring()
