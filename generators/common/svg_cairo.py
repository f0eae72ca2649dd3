"""Draw an SVG straight into a cairo surface: the subset of SVG the tasks write, with cairosvg's drawing semantics.

The tasks' SVGs are flat lists of shapes and labels; cairosvg spends most of its time interpreting them in Python
(CSS resolution, attribute normalisation by regular expressions, bounding boxes). This module parses the same text
with the C XML parser and issues the same cairo calls cairosvg would (same path construction, font selection,
per-letter glyph placement, fill-then-stroke order), so the pixels agree with cairosvg's to within antialiasing.

The robustness variants compose a task's SVG: the source picture kept once as a `<g id>` in `<defs>` and drawn
k+1 times by `<use xlink:href="#id" transform=…>`, each copy inside a `<g clip-path="url(#id)">` whose `<clipPath>`
holds rectangles or polygons (user-space units). Those are drawn here too, with cairosvg's calls in its order (the
use's transform, a translation by its x/y of 0, the group inheriting from the use; the clip outline built inside a
saved state after the group's transform and opacity group, then clipped), so the pixels are cairosvg's exactly.

Anything outside the supported subset raises `Unsupported` (the caller then uses cairosvg), so coverage never
decides correctness: every element and attribute is checked against the lists of what is drawn here, so CSS
(`style`, `<style>`), units other than px, a `use` of anything but a group in `<defs>` (or with x, y, width,
height, opacity, or inside a used group), clip paths on shapes, in bounding-box units, or of other shapes or with
transforms, masks, filters, markers, text layout (tspan, dx/dy, rotate, letter-spacing, baselines), radial
gradients and anything unknown go to cairosvg.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ElementTree
from collections import Counter
from collections.abc import Mapping
from functools import lru_cache, partial
from typing import Any

import cairocffi as cairo
from cairosvg.colors import color as svg_color

SVG_NS = "{http://www.w3.org/2000/svg}"
# Attributes a child does not take from its parent (cairosvg's list, restricted to those this module reads).
NOT_INHERITED = frozenset(("opacity", "transform", "x", "y", "width", "height", "id", "stop-color", "stop-opacity",
                           "style", "viewBox", "display", "clip-path", "mask", "filter", "dx", "dy", "rotate"))
# The attributes drawn here (inherited ones through `g` and the root); any other sends the SVG to cairosvg, so an
# attribute this module does not know can never be silently ignored.
PRESENTATION = frozenset(("fill", "fill-opacity", "stroke", "stroke-width", "stroke-dasharray", "stroke-linecap",
                          "stroke-linejoin", "stroke-miterlimit", "opacity", "font-family", "font-size",
                          "font-weight", "text-anchor"))
GEOMETRY = frozenset(("x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "points",
                      "d", "transform"))
IGNORED_ATTRIBUTES = frozenset(("class", "id"))  # no stylesheets are read: a class selects nothing
# Every attribute a background rectangle left undrawn (`covers_canvas_in_white`) may carry.
BACKGROUND_ATTRIBUTES = frozenset(("x", "y", "width", "height", "fill", "fill-opacity", "opacity")) | IGNORED_ATTRIBUTES
ROOT_ATTRIBUTES = PRESENTATION | IGNORED_ATTRIBUTES | {"width", "height", "viewBox", "version", "baseProfile"}
SHAPES = frozenset(("rect", "circle", "ellipse", "line", "polyline", "polygon", "path", "text"))
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
# Elements that draw nothing where they stand (`Drawer.node` returns after checking them).
NOT_DRAWN = frozenset(SVG_NS + tag for tag in ("defs", "linearGradient", "title", "desc", "metadata"))
# What a <defs> may hold: gradients (found by `fill`/`stroke`), groups (drawn by <use>), clip paths (`clip-path`).
DEFINITIONS = frozenset((SVG_NS + "linearGradient", SVG_NS + "g", SVG_NS + "clipPath"))
# A clip path's children and the attributes of each that shape its outline (nothing else is read from them).
CLIP_SHAPES = {"rect": frozenset(("x", "y", "width", "height", "rx", "ry")), "polygon": frozenset(("points",))}
REFERENCE = re.compile(r"url\(#([^)\s]+)\)")
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
PATH_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
TRANSFORM = re.compile(r"(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)")
ARGS_PER_COMMAND = {"m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "s": 4, "q": 4, "t": 2, "a": 7, "z": 0}
# The cairo calls an item issues by the thousand, called on the C library directly (`Pen`); all of them take numbers
# only and report failures through the context's status.
DIRECT_CALLS = ("save", "restore", "new_path", "new_sub_path", "close_path", "move_to", "line_to", "rel_line_to",
                "curve_to", "rel_curve_to", "rectangle", "arc", "arc_negative", "translate", "scale", "rotate",
                "set_source_rgba", "set_line_width", "set_miter_limit", "set_line_cap", "set_line_join",
                "set_tolerance", "set_fill_rule", "fill_preserve", "stroke", "clip", "paint_with_alpha",
                "pop_group_to_source", "set_font_size")


class Unsupported(ValueError):
    """The SVG uses something this module does not draw; the message names it."""


class Pen:
    """A cairo context whose most frequent calls (`DIRECT_CALLS`) go straight to the C library, bound to the
    context's pointer; every other method is the cairocffi context's own.

    cairocffi wraps each call in a Python method that also asks cairo for the context's status afterwards (about
    0.35 µs of a 0.65 µs call), and an item issues 1,000-4,000 of them. A cairo context keeps its first error and
    ignores every call after it, so asking once when the drawing is done (`check`) raises the same error for the
    same SVG; the calls and their arguments are unchanged, so are the pixels. The text calls a label issues per
    letter take the text as UTF-8 bytes, as cairocffi passes it, and the extents are read from one struct."""

    def __init__(self, context: cairo.Context) -> None:
        self.context = context
        library, pointer = cairo.cairo, context._pointer
        for name in DIRECT_CALLS:
            setattr(self, name, partial(getattr(library, "cairo_" + name), pointer))
        self._show_text = partial(library.cairo_show_text, pointer)
        self._text_path = partial(library.cairo_text_path, pointer)
        self._text_extents = partial(library.cairo_text_extents, pointer)
        self._select_font_face = partial(library.cairo_select_font_face, pointer)
        self._extents = cairo.ffi.new("cairo_text_extents_t *")

    def __getattr__(self, name: str) -> Any:
        return getattr(self.context, name)

    def select_font_face(self, family: str, slant: int, weight: int) -> None:
        self._select_font_face(family.encode(), slant, weight)

    def show_text(self, text: str) -> None:
        self._show_text(text.encode())

    def text_path(self, text: str) -> None:
        self._text_path(text.encode())

    def text_extents(self, text: str) -> tuple[float, float, float, float, float, float]:
        """(x_bearing, y_bearing, width, height, x_advance, y_advance) of `text`, as cairocffi returns them."""
        extents = self._extents
        self._text_extents(text.encode(), extents)
        return (extents.x_bearing, extents.y_bearing, extents.width, extents.height, extents.x_advance,
                extents.y_advance)

    def check(self) -> None:
        """Raise cairocffi's exception for the context's error, if any call failed."""
        self.context._check_status()


def render_surface(svg: str, size: int) -> cairo.ImageSurface:
    """An ARGB32 `size`² surface with `svg` drawn on white, as cairosvg draws it. Raises `Unsupported`."""
    if "<!DOCTYPE" in svg or "<!ENTITY" in svg:
        raise Unsupported("DOCTYPE (entities are cairosvg's to refuse)")
    try:
        root = ElementTree.fromstring(svg)
    except ElementTree.ParseError as exc:
        raise Unsupported(f"XML: {exc}") from exc
    if root.tag != SVG_NS + "svg":
        raise Unsupported(f"root element {root.tag}")
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, size, size)
    context = Pen(cairo.Context(surface))
    context.set_source_rgb(1, 1, 1)
    context.paint()
    view_width, view_height = viewport_size(root)
    context.scale(size / view_width, size / view_height)
    gradients = {el.get("id"): el for el in root.iter(SVG_NS + "linearGradient")}
    unknown = set(root.attrib) - ROOT_ATTRIBUTES
    if unknown:
        raise Unsupported(f"attribute {sorted(unknown)[0]} of <svg>")
    inherited = {k: v for k, v in root.attrib.items() if k in PRESENTATION}
    drawer = Drawer(context, gradients, root)
    blank = True  # nothing drawn on the white canvas yet
    for child in root:
        if blank and covers_canvas_in_white(child, inherited, view_width, view_height):
            continue
        drawer.node(child, inherited)
        blank = blank and (not isinstance(child.tag, str) or child.tag in NOT_DRAWN)
    context.check()
    surface.flush()
    return surface


def covers_canvas_in_white(element: ElementTree.Element, inherited: dict[str, str], view_width: float,
                           view_height: float) -> bool:
    """Whether `element` is an unstroked rectangle over the whole viewport filled with opaque white: drawn on the
    white canvas before anything else (every item's background), it leaves every pixel white, so it is not drawn.
    Only the attributes of `BACKGROUND_ATTRIBUTES` qualify; a rectangle with any other goes through `Drawer.node`
    and its checks."""
    if element.tag != SVG_NS + "rect" or len(element) or not BACKGROUND_ATTRIBUTES.issuperset(element.attrib):
        return False
    attributes = inheritable(inherited) | dict(element.attrib)
    if "stroke" in attributes:
        return False
    fill_opacity = float(attributes.get("fill-opacity", 1)) * float(attributes.get("opacity", 1))
    return (length(attributes.get("x")) == 0 and length(attributes.get("y")) == 0
            and length(attributes.get("width")) >= view_width and length(attributes.get("height")) >= view_height
            and paint(attributes.get("fill", "black"), fill_opacity) == (1.0, 1.0, 1.0, 1.0))


def inheritable(inherited: dict[str, str]) -> dict[str, str]:
    """The attributes an element takes from its parent's: `inherited` without those that do not pass down."""
    return {k: v for k, v in inherited.items() if k not in NOT_INHERITED}


def viewport_size(root: ElementTree.Element) -> tuple[float, float]:
    """Width and height of the viewport in user units: the viewBox must start at 0,0 (no preserveAspectRatio
    offsets)."""
    view_box = root.get("viewBox")
    if view_box is None:
        width, height = length(root.get("width")), length(root.get("height"))
    else:
        x, y, width, height = (float(v) for v in NUMBER.findall(view_box))
        if x or y:
            raise Unsupported("viewBox not at the origin")
    if not width or not height or (view_box is not None and width != height):
        raise Unsupported("viewport size")
    return width, height


def length(value: str | None, default: float = 0.0) -> float:
    """A plain number or a px length; other units go to cairosvg."""
    if value is None or value == "":
        return default
    try:
        return float(value)
    except ValueError:
        if value.endswith("px"):
            return float(value[:-2])
        raise Unsupported(f"length {value!r}") from None


@lru_cache(maxsize=4096)
def rgba(value: str, opacity: float) -> tuple[float, float, float, float]:
    """cairosvg's colour parsing (named, #rgb, #rrggbb, rgb(), rgba())."""
    if value.strip().lower() == "currentcolor":
        raise Unsupported("currentColor")
    return svg_color(value, opacity)


@lru_cache(maxsize=4096)
def paint(value: str, opacity: float) -> tuple[float, float, float, float] | str | None:
    """What a fill or stroke value paints: a colour (cairosvg's, with `opacity`), the `url(…)` of a gradient, or
    None for a transparent colour. Cached: an item repeats a handful of paints over all its shapes."""
    value = value.strip()
    if value.startswith("url("):
        return value
    colour = rgba(value, opacity)
    return None if colour[3] == 0 else colour


@lru_cache(maxsize=1024)
def stroke_style(miter_limit: str | float, cap: str | None, join: str | None,
                 dashes: str | None) -> tuple[float, int | None, int | None, tuple[float, ...] | None]:
    """cairo's miter limit, line cap and join (None: left as inherited) and dash lengths (None: no dashes) for the
    stroke attributes as cairosvg reads them. Cached: every element sets them, from a few distinct values."""
    caps = {"square": cairo.LINE_CAP_SQUARE, "round": cairo.LINE_CAP_ROUND, "butt": cairo.LINE_CAP_BUTT}
    joins = {"round": cairo.LINE_JOIN_ROUND, "bevel": cairo.LINE_JOIN_BEVEL, "miter": cairo.LINE_JOIN_MITER}
    values = None
    if dashes and dashes != "none":
        values = tuple(length(v) for v in dashes.replace(",", " ").split())
        if len(values) % 2:
            values *= 2
        if not sum(values):
            values = None
    return float(miter_limit), caps.get(cap), joins.get(join), values


@lru_cache(maxsize=4096)
def numbers(text: str) -> tuple[float, ...]:
    """The numbers in `text`. Cached: a used group's points, paths and transforms are read once per copy drawn."""
    return tuple(float(v) for v in NUMBER.findall(text))


class Drawer:
    """Walks the element tree with the inherited attributes, drawing each shape as cairosvg does."""

    def __init__(self, context: Pen, gradients: dict[str | None, ElementTree.Element],
                 root: ElementTree.Element) -> None:
        self.context = context
        self.gradients = gradients
        self.root = root
        self.using = False  # drawing a <use>'s group (a <use> inside it is not drawn here)
        self.ids: Counter[str | None] | None = None  # how often each id occurs (`definition`)
        self.defined: dict[str | None, ElementTree.Element] = {}  # <defs> children by id

    def definition(self, name: str, tag: str) -> ElementTree.Element:
        """The <defs> child `<tag id=name>`; the id must be the document's only one (cairosvg takes the first
        element with an id for a <use> but the last for a clip path, so a repeated id is cairosvg's to resolve)."""
        if self.ids is None:  # indexed on the first reference only: SVGs without any pay nothing
            self.ids = Counter(el.get("id") for el in self.root.iter() if "id" in el.attrib)
            self.defined = {el.get("id"): el for defs in self.root.iter(SVG_NS + "defs") for el in defs}
        found = self.defined.get(name)
        if self.ids[name] != 1 or found is None or found.tag != SVG_NS + tag:
            raise Unsupported(f"reference #{name} (not one <{tag}> in <defs>)")
        return found

    def children(self, element: ElementTree.Element, inherited: dict[str, str]) -> None:
        for child in element:
            self.node(child, inherited)

    def node(self, element: ElementTree.Element, inherited: dict[str, str]) -> None:
        tag = element.tag
        if not isinstance(tag, str):  # comments, processing instructions
            return
        if not tag.startswith(SVG_NS):
            raise Unsupported(f"element {tag}")
        if tag in NOT_DRAWN:
            if tag == SVG_NS + "defs":
                for definition in element:
                    if definition.tag not in DEFINITIONS or (
                            definition.tag != SVG_NS + "linearGradient" and not definition.get("id")):
                        raise Unsupported(f"definition {definition.tag}")
            return
        tag = tag[len(SVG_NS):]
        if tag == "use":
            self.use(element, inherited)
            return
        if tag not in SHAPES and tag != "g":
            raise Unsupported(f"element <{tag}>")
        attributes = inheritable(inherited)
        clip = None
        for key, value in element.attrib.items():
            if key in PRESENTATION or key in GEOMETRY:
                attributes[key] = value
            elif key == "clip-path" and tag == "g":
                clip = value
            elif key not in IGNORED_ATTRIBUTES:
                raise Unsupported(f"attribute {key} of <{tag}>")
        if zero_sized(attributes):
            return
        context = self.context
        context.save()
        if "transform" in attributes:
            apply_transform(context, attributes["transform"])
        opacity = float(attributes.get("opacity", 1))
        group = opacity < 1 and tag == "g" and len(element)
        if group:
            context.push_group()
        context.new_path()
        self.set_stroke_style(attributes)
        if clip is not None:
            self.clip(clip)
        if tag == "g":
            self.children(element, attributes)
        else:
            if len(element):
                raise Unsupported(f"children of <{tag}>")
            self.shape(tag, element, attributes, opacity)
        if group:
            context.pop_group_to_source()
            context.paint_with_alpha(opacity)
        context.restore()

    def use(self, element: ElementTree.Element, inherited: dict[str, str]) -> None:
        """cairosvg's <use> of a group kept in <defs>: the use's transform, a translation by its (absent) x and y,
        then the group drawn as the use's child (inheriting from the use, not from the <defs> it stands in). The
        use's own fill and stroke that cairosvg paints afterwards find no path left, so they are not issued."""
        if self.using:
            raise Unsupported("<use> inside a used group")
        if len(element):
            raise Unsupported("children of <use>")
        attributes = inheritable(inherited)
        hrefs = [element.get(XLINK_HREF), element.get("href")]
        for key, value in element.attrib.items():
            if key == "transform":
                attributes[key] = value
            elif key not in (XLINK_HREF, "href") and key not in IGNORED_ATTRIBUTES:
                raise Unsupported(f"attribute {key} of <use>")
        href = hrefs[0] if hrefs[1] is None else None
        if href is None or not re.fullmatch(r"#[^\s#]+", href):
            raise Unsupported(f"<use> reference {hrefs}")
        group = self.definition(href[1:], "g")
        context = self.context
        context.save()
        if "transform" in attributes:
            apply_transform(context, attributes["transform"])
        context.new_path()
        self.set_stroke_style(attributes)
        context.save()
        context.translate(0, 0)
        self.using = True
        try:
            self.node(group, attributes)
        finally:
            self.using = False
        context.restore()
        context.restore()

    def clip(self, value: str) -> None:
        """cairosvg's clip path (user-space units): each child's outline added to the path inside a saved state,
        then the path made the clip; its fill rule is reset to winding as cairosvg does."""
        match = REFERENCE.fullmatch(value.strip())
        if not match:
            raise Unsupported(f"clip-path {value!r}")
        node = self.definition(match.group(1), "clipPath")
        for key, unit in node.attrib.items():
            if key not in IGNORED_ATTRIBUTES and (key, unit) != ("clipPathUnits", "userSpaceOnUse"):
                raise Unsupported(f"attribute {key} of <clipPath>")
        context = self.context
        context.save()
        for child in node:
            if not isinstance(child.tag, str):
                continue
            tag = child.tag[len(SVG_NS):] if child.tag.startswith(SVG_NS) else child.tag
            if tag not in CLIP_SHAPES or len(child):
                raise Unsupported(f"clip path child {child.tag}")
            unknown = set(child.attrib) - CLIP_SHAPES[tag] - IGNORED_ATTRIBUTES
            if unknown:
                raise Unsupported(f"attribute {sorted(unknown)[0]} of <{tag}> in a clip path")
            if tag == "rect":
                if zero_sized(child.attrib):
                    continue
                rect(context, dict(child.attrib))
            else:
                polyline(context, child.get("points", ""), closed=True)
        context.restore()
        context.clip()
        context.set_fill_rule(cairo.FILL_RULE_WINDING)

    def set_stroke_style(self, attributes: dict[str, str]) -> None:
        """Line cap, join and dashes: set on the context as cairosvg does, so they also reach the children."""
        context = self.context
        miter_limit, cap, join, dashes = stroke_style(attributes.get("stroke-miterlimit", 4),
                                                      attributes.get("stroke-linecap"),
                                                      attributes.get("stroke-linejoin"),
                                                      attributes.get("stroke-dasharray"))
        context.set_miter_limit(miter_limit)
        if cap is not None:
            context.set_line_cap(cap)
        if join is not None:
            context.set_line_join(join)
        if dashes:
            context.set_dash(dashes, 0)

    def shape(self, tag: str, element: ElementTree.Element, attributes: dict[str, str], opacity: float) -> None:
        context = self.context
        bbox = None
        if tag == "text":
            self.text(element, attributes, opacity)
            return
        if tag == "rect":
            bbox = rect(context, attributes)
        elif tag == "circle":
            r = length(attributes.get("r"))
            if not r:
                return
            cx, cy = length(attributes.get("cx")), length(attributes.get("cy"))
            context.new_sub_path()
            context.arc(cx, cy, r, 0, 2 * math.pi)
            context.close_path()
            bbox = (cx - r, cy - r, 2 * r, 2 * r)
        elif tag == "ellipse":
            rx, ry = length(attributes.get("rx")), length(attributes.get("ry"))
            if not rx or not ry:
                return
            cx, cy = length(attributes.get("cx")), length(attributes.get("cy"))
            ratio = ry / rx
            context.new_sub_path()
            context.save()
            context.scale(1, ratio)
            context.arc(cx, cy / ratio, rx, 0, 2 * math.pi)
            context.close_path()
            context.restore()
            bbox = (cx - rx, cy - ry, 2 * rx, 2 * ry)
        elif tag == "line":
            x1, y1 = length(attributes.get("x1")), length(attributes.get("y1"))
            x2, y2 = length(attributes.get("x2")), length(attributes.get("y2"))
            context.move_to(x1, y1)
            context.line_to(x2, y2)
            bbox = (min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))
        elif tag in ("polyline", "polygon"):
            bbox = polyline(context, attributes.get("points", ""), closed=tag == "polygon")
            if bbox is None:
                return
        elif tag == "path":
            draw_path(context, attributes.get("d", ""))
        self.fill_and_stroke(attributes, opacity, bbox)

    def paint_source(self, value: str | None, opacity: float, bbox: tuple | None) -> bool:
        """Set the source for a fill or stroke value; False when it paints nothing."""
        if value is None:
            return False
        source = paint(value, opacity)
        if source is None:
            return False
        if isinstance(source, str):
            self.gradient(source, opacity, bbox)
        else:
            self.context.set_source_rgba(*source)
        return True

    def gradient(self, value: str, opacity: float, bbox: tuple | None) -> None:
        """A linear gradient in objectBoundingBox or userSpaceOnUse units (cairosvg's construction)."""
        match = re.fullmatch(r"url\(\s*#([^)\s]+)\s*\)(?:\s+\S+)?", value)
        node = self.gradients.get(match.group(1)) if match else None
        if node is None or node.get("gradientTransform") or node.get("href") or node.get(
                "{http://www.w3.org/1999/xlink}href") or node.get("spreadMethod", "pad") != "pad":
            raise Unsupported(f"paint {value!r}")

        def coordinate(name: str, default: str) -> float:
            text = node.get(name, default)
            if text.endswith("%"):
                if node.get("gradientUnits") == "userSpaceOnUse":
                    raise Unsupported("percentage in a userSpaceOnUse gradient")
                return float(text[:-1]) / 100
            return length(text)

        pattern = cairo.LinearGradient(coordinate("x1", "0%"), coordinate("y1", "0%"), coordinate("x2", "100%"),
                                       coordinate("y2", "0%"))
        if node.get("gradientUnits") != "userSpaceOnUse":
            if bbox is None:
                raise Unsupported("bounding-box gradient on this element")
            x, y, width, height = bbox
            if not width or not height:
                raise Unsupported("gradient on an empty bounding box")
            pattern.set_matrix(cairo.Matrix(1 / width, 0, 0, 1 / height, -x / width, -y / height))
        offset = 0.0
        for stop in node:
            if stop.tag != SVG_NS + "stop" or stop.get("style"):
                raise Unsupported("gradient stop")
            text = stop.get("offset", "0")
            offset = max(offset, float(text[:-1]) / 100 if text.endswith("%") else float(text))
            pattern.add_color_stop_rgba(offset, *rgba(stop.get("stop-color", "black"),
                                                      float(stop.get("stop-opacity", 1)) * opacity))
        pattern.set_extend(cairo.EXTEND_PAD)
        self.context.set_source(pattern)

    def fill_and_stroke(self, attributes: dict[str, str], opacity: float, bbox: tuple | None) -> None:
        context = self.context
        fill_opacity = float(attributes.get("fill-opacity", 1)) * opacity
        stroke_width = length(attributes.get("stroke-width"), 1.0)
        context.save()
        if self.paint_source(attributes.get("fill", "black"), fill_opacity, bbox):
            context.fill_preserve()
        context.restore()
        if stroke_width > 0 and self.paint_source(attributes.get("stroke"), opacity, bbox):
            context.set_line_width(stroke_width)
            context.stroke()
        context.new_path()

    def text(self, element: ElementTree.Element, attributes: dict[str, str], opacity: float) -> None:
        """cairosvg's text: the toy font API with the first family named, each letter placed at the previous
        letter's advance from x, the whole string shifted by its anchor; filled, then its outlines stroked."""
        context = self.context
        content = element.text or ""
        if not content or content != content.strip() or "  " in content or "\n" in content or "\t" in content:
            raise Unsupported("text whitespace")
        if len(numbers(attributes.get("x", "0"))) > 1 or len(numbers(attributes.get("y", "0"))) > 1:
            raise Unsupported("per-letter text positions")
        family = (attributes.get("font-family") or "sans-serif").split(",")[0].strip("\"' ")
        weight = attributes.get("font-weight")
        if weight and weight.isdigit():
            weight = "bold" if int(weight) >= 550 else "normal"
        context.select_font_face(family, cairo.FONT_SLANT_NORMAL,
                                 cairo.FONT_WEIGHT_BOLD if weight == "bold" else cairo.FONT_WEIGHT_NORMAL)
        font_size = attributes.get("font-size")
        context.set_font_size(16.0 if font_size is None else length(font_size))
        x_bearing, _, width = context.text_extents(content)[:3]
        anchor = attributes.get("text-anchor")
        x_align = -(width / 2 + x_bearing) if anchor == "middle" else -(width + x_bearing) if anchor == "end" else 0
        x, y = length(attributes.get("x")), length(attributes.get("y"))
        positions = []
        for letter in content:
            positions.append((x + x_align, y, letter))
            x += context.text_extents(letter)[4]
        context.save()
        if self.paint_source(attributes.get("fill", "black"), float(attributes.get("fill-opacity", 1)) * opacity,
                             None):
            for px, py, letter in positions:
                if not letter.isspace():
                    context.move_to(px, py)
                    context.show_text(letter)
        context.restore()
        context.new_path()
        stroke_width = length(attributes.get("stroke-width"), 1.0)
        if stroke_width > 0 and attributes.get("stroke") and self.paint_source(attributes["stroke"], opacity, None):
            for px, py, letter in positions:
                if not letter.isspace():
                    context.move_to(px, py)
                    context.text_path(letter)
            context.set_line_width(stroke_width)
            context.stroke()
        context.new_path()


def rect(context: Pen, attributes: dict[str, str]) -> tuple[float, float, float, float]:
    """cairosvg's rectangle, with its Bézier corners when rx/ry are set."""
    x, y = length(attributes.get("x")), length(attributes.get("y"))
    width, height = length(attributes.get("width")), length(attributes.get("height"))
    rx_text, ry_text = attributes.get("rx"), attributes.get("ry")
    if rx_text and ry_text is None:
        ry_text = rx_text
    elif ry_text and rx_text is None:
        rx_text = ry_text
    rx, ry = length(rx_text), length(ry_text)
    if rx == 0 or ry == 0:
        context.rectangle(x, y, width, height)
    else:
        rx, ry = min(rx, width / 2), min(ry, height / 2)
        c1, c2 = 4 * (2 ** .5 - 1) / 3 * rx, 4 * (2 ** .5 - 1) / 3 * ry
        context.new_path()
        context.move_to(x + rx, y)
        context.rel_line_to(width - 2 * rx, 0)
        context.rel_curve_to(c1, 0, rx, c2, rx, ry)
        context.rel_line_to(0, height - 2 * ry)
        context.rel_curve_to(0, c2, c1 - rx, ry, -rx, ry)
        context.rel_line_to(-width + 2 * rx, 0)
        context.rel_curve_to(-c1, 0, -rx, -c2, -rx, -ry)
        context.rel_line_to(0, -height + 2 * ry)
        context.rel_curve_to(0, -c2, rx - c1, -ry, rx, -ry)
        context.close_path()
    return x, y, width, height


def zero_sized(attributes: Mapping[str, str]) -> bool:
    """Whether an element's given width or height is 0: cairosvg draws nothing of it (nor clips with it)."""
    width, height = attributes.get("width"), attributes.get("height")
    return (width is not None and length(width) == 0) or (height is not None and length(height) == 0)


def polyline(context: Pen, points: str, closed: bool) -> tuple[float, float, float, float] | None:
    """cairosvg's polyline (closed: polygon) added to the path; its bounding box, None without points."""
    corners = polyline_points(points)
    if corners is None:
        return None
    pairs, bbox = corners
    context.move_to(*pairs[0])
    line_to = context.line_to
    for x, y in pairs[1:]:
        line_to(x, y)
    if closed:
        context.close_path()
    return bbox


@lru_cache(maxsize=4096)
def polyline_points(points: str) -> tuple[tuple[tuple[float, float], ...], tuple[float, float, float, float]] | None:
    """The (x, y) pairs of a `points` attribute and their bounding box (x, y, width, height); None without points.
    Cached: a used group's polygons are drawn once per copy."""
    values = numbers(points)
    if len(values) % 2:
        raise Unsupported("odd number of point coordinates")
    if not values:
        return None
    xs, ys = values[0::2], values[1::2]
    return tuple(zip(xs, ys, strict=True)), (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def apply_transform(context: Pen, text: str) -> None:
    """The SVG transform list, applied left to right (the first one is outermost)."""
    rest = TRANSFORM.sub("", text).replace(",", " ").strip()
    if rest:
        raise Unsupported(f"transform {text!r}")
    for name, args in TRANSFORM.findall(text):
        values = numbers(args)
        if name == "matrix" and len(values) == 6:
            context.transform(cairo.Matrix(*values))
        elif name == "translate" and len(values) in (1, 2):
            context.translate(values[0], values[1] if len(values) == 2 else 0)
        elif name == "scale" and len(values) in (1, 2):
            context.scale(values[0], values[1] if len(values) == 2 else values[0])
        elif name == "rotate" and len(values) in (1, 3):
            if len(values) == 3:
                context.translate(values[1], values[2])
            context.rotate(math.radians(values[0]))
            if len(values) == 3:
                context.translate(-values[1], -values[2])
        elif name == "skewX" and len(values) == 1:
            context.transform(cairo.Matrix(1, 0, math.tan(math.radians(values[0])), 1, 0, 0))
        elif name == "skewY" and len(values) == 1:
            context.transform(cairo.Matrix(1, math.tan(math.radians(values[0])), 0, 1, 0, 0))
        else:
            raise Unsupported(f"transform {text!r}")


@lru_cache(maxsize=4096)
def path_commands(d: str) -> tuple[tuple[str, tuple[float, ...]], ...]:
    """(command letter, its arguments) pairs; implicit repeats split into separate commands (a repeated M is L).
    Cached: a used group's paths are drawn once per copy."""
    tokens = PATH_TOKEN.findall(d)
    if "".join(tokens).replace(" ", "") != re.sub(r"[\s,]+", "", d):
        raise Unsupported("path syntax")
    out: list[tuple[str, tuple[float, ...]]] = []
    i = 0
    while i < len(tokens):
        letter = tokens[i]
        if not letter.isalpha():
            raise Unsupported("path data without a command")
        i += 1
        arity = ARGS_PER_COMMAND[letter.lower()]
        if arity == 0:
            out.append((letter, ()))
            continue
        first = True
        while i < len(tokens) and not tokens[i].isalpha():
            args = tokens[i:i + arity]
            if len(args) < arity or any(a.isalpha() for a in args):
                raise Unsupported("path arguments")
            if arity == 7 and not (args[3] in ("0", "1") and args[4] in ("0", "1")):
                raise Unsupported("arc flags not written as separate 0/1")
            out.append((letter if first or letter not in "Mm" else ("L" if letter == "M" else "l"),
                        tuple(float(a) for a in args)))
            first = False
            i += arity
        if first:
            raise Unsupported(f"path command {letter} without arguments")
    return tuple(out)


def draw_path(context: Pen, d: str) -> None:
    """Path data with every command, absolute and relative, as cairosvg builds it (quadratics as cubics)."""
    x = y = 0.0
    start = (0.0, 0.0)
    last_control: tuple[float, float] | None = None  # the previous cubic's second control point
    last_quad: tuple[float, float] | None = None  # the previous quadratic's control point
    for letter, a in path_commands(d):
        relative = letter.islower()
        ox, oy = (x, y) if relative else (0.0, 0.0)
        command = letter.upper()
        cubic_control = quad_control = None
        if command == "M":
            x, y = ox + a[0], oy + a[1]
            context.move_to(x, y)
            start = (x, y)
        elif command == "L":
            x, y = ox + a[0], oy + a[1]
            context.line_to(x, y)
        elif command == "H":
            x = ox + a[0]
            context.line_to(x, y)
        elif command == "V":
            y = oy + a[0]
            context.line_to(x, y)
        elif command in ("C", "S"):
            if command == "C":
                x1, y1, x2, y2, x3, y3 = ox + a[0], oy + a[1], ox + a[2], oy + a[3], ox + a[4], oy + a[5]
            else:
                x1, y1 = (2 * x - last_control[0], 2 * y - last_control[1]) if last_control else (x, y)
                x2, y2, x3, y3 = ox + a[0], oy + a[1], ox + a[2], oy + a[3]
            context.curve_to(x1, y1, x2, y2, x3, y3)
            cubic_control = (x2, y2)
            x, y = x3, y3
        elif command in ("Q", "T"):
            if command == "Q":
                qx, qy, x3, y3 = ox + a[0], oy + a[1], ox + a[2], oy + a[3]
            else:
                qx, qy = (2 * x - last_quad[0], 2 * y - last_quad[1]) if last_quad else (x, y)
                x3, y3 = ox + a[0], oy + a[1]
            context.curve_to(x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), x3 + 2 / 3 * (qx - x3),
                             y3 + 2 / 3 * (qy - y3), x3, y3)
            quad_control = (qx, qy)
            x, y = x3, y3
        elif command == "A":
            x3, y3 = ox + a[5], oy + a[6]
            arc_to(context, x, y, a[0], a[1], a[2], bool(a[3]), bool(a[4]), x3, y3)
            x, y = x3, y3
        elif command == "Z":
            context.close_path()
            x, y = start
        last_control, last_quad = cubic_control, quad_control


def arc_to(context: Pen, x1: float, y1: float, rx: float, ry: float, rotation_degrees: float,
           large: bool, sweep: bool, x3: float, y3: float) -> None:
    """cairosvg's elliptical arc: the end point rotated and scaled onto a circle, drawn with cairo's arc."""
    context.set_tolerance(0.00001)
    dx, dy = x3 - x1, y3 - y1
    if not rx or not ry:
        context.line_to(x3, y3)
        return
    rotation = math.radians(rotation_degrees)
    ratio = ry / rx
    xe, ye = dx * math.cos(-rotation) - dy * math.sin(-rotation), dy * math.cos(-rotation) + dx * math.sin(-rotation)
    ye /= ratio
    angle = math.atan2(ye, xe)
    xe = math.hypot(xe, ye)
    rx = max(rx, xe / 2)
    xc = xe / 2
    yc = (rx ** 2 - xc ** 2) ** .5
    if not (large ^ sweep):
        yc = -yc
    xe, ye = xe * math.cos(angle), xe * math.sin(angle)
    xc, yc = xc * math.cos(angle) - yc * math.sin(angle), yc * math.cos(angle) + xc * math.sin(angle)
    angle1, angle2 = math.atan2(-yc, -xc), math.atan2(ye - yc, xe - xc)
    context.save()
    context.translate(x1, y1)
    context.rotate(rotation)
    context.scale(1, ratio)
    (context.arc if sweep else context.arc_negative)(xc, yc, rx, angle1, angle2)
    context.restore()
