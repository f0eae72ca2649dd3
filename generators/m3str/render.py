"""Draw an M3STR map with Graphviz through the `pygraphviz` wheel.

The wheel bundles its own Graphviz (14.1.5), so the same map gives the same PNG bytes on every machine that
has the same fonts, unlike a system `dot` whose output changes by release. Each node is an HTML-like label
(entity image above the name; a text-only node when the entity has no image; `?????` with no image when
masked); each edge carries its relation label. The PNG is bounded to MAX_PIXELS on each side by Graphviz's
`size` attribute, unless that bound would shrink a label under TARGET_LABEL_PX: then the canvas grows until every
label is TARGET_LABEL_PX tall (`min_label_px`, the smallest label's height in the PNG, is recorded in params and
checked by `verify`). The SVG column is Graphviz's own `-Tsvg` of the same graph, with each image's file path
replaced by the entity id (`xlink:href="<entity id>"`) so it holds no machine-specific path.
"""

from __future__ import annotations

import ctypes
import functools
import glob
import html
import io
import math
import os
import re
import struct
import sys
import tempfile
from dataclasses import dataclass, replace

import numpy as np
import pygraphviz as pgv
from PIL import Image

from mindbench.generators.common.item import RejectDraw
from mindbench.generators.common.raster import encode_pixels
from mindbench.generators.common.rng import derive_seed

MASK = "?????"
ENGINES = ("dot", "neato", "sfdp", "circo")
SHAPES = ("box", "ellipse", "plaintext")
FONTS = ("DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono")
RANKDIRS = ("LR", "TB")
MAX_PIXELS = 1024  # the drawing's bound on each side, unless its labels would then be under MIN_LABEL_PX
DPI = 100
# Every node and edge label is at least MIN_LABEL_PX tall in the PNG (font size x graph scale x pixels per SVG
# unit; `verify` refuses an item under it). A drawing that MAX_PIXELS would shrink below TARGET_LABEL_PX gets a
# larger canvas, up to MAX_CANVAS_PIXELS, so its labels are drawn at TARGET_LABEL_PX (a margin above the floor).
# The widest 12-edge sfdp drawings of the world KG need about 2,500 px; a drawing that would need more is laid out
# again more compactly (COMPACT_ENGINE_ATTRS), and a RejectDraw only if that is still too small.
MIN_LABEL_PX = 9.0
TARGET_LABEL_PX = 9.5
MAX_CANVAS_PIXELS = 2560


# The force-directed and circular engines ignore edge labels when placing nodes: with Graphviz's defaults the labels
# of short edges (and of the two edges of a pair A->B, B->A) landed on each other and on the nodes. Padding the nodes
# (`sep`, `mindist`), longer edges (`len`, `K`) and curved splines (a pair drawn as two distinct curves, so every edge
# stays countable) keep every label readable at MAX_PIXELS (checked on contact sheets of the largest maps).
# `overlap=scale` moves nodes apart keeping the shape (neato's own overlap removal, which sfdp also applies for this
# mode); `prism` needs the triangulation library the wheel lacks (see NO_TRIANGULATION).
ENGINE_ATTRS: dict[str, dict[str, str]] = {
    "neato": {"overlap": "scale", "sep": "+55", "splines": "curved"},
    "sfdp": {"overlap": "scale", "sep": "+55", "splines": "curved", "K": "1.0"},
    "circo": {"mindist": "2.0", "splines": "curved"},
}
ENGINE_EDGE_ATTRS: dict[str, dict[str, str]] = {"neato": {"len": "2.2"}}
# The second layout of a drawing whose labels would stay under MIN_LABEL_PX even on MAX_CANVAS_PIXELS: less padding
# between nodes (more label collisions, but readable text), before the map is given up (RejectDraw).
COMPACT_ENGINE_ATTRS: dict[str, dict[str, str]] = {
    "dot": {"nodesep": "0.2", "ranksep": "0.4"},
    "neato": {"sep": "+25"},
    "sfdp": {"sep": "+25"},
    "circo": {"mindist": "1.0"},
}


@dataclass(frozen=True)
class Palette:
    node_fill: str
    node_border: str
    edge: str
    font: str
    background: str


PALETTES: dict[str, Palette] = {
    "classic": Palette("#e8f0fe", "#1a3d7c", "#333333", "#111111", "#ffffff"),
    "warm": Palette("#fff1e0", "#a0522d", "#5a3a22", "#2b1a0e", "#fffdf8"),
    "mono": Palette("#ffffff", "#000000", "#000000", "#000000", "#ffffff"),
    "dark": Palette("#2e3440", "#88c0d0", "#d8dee9", "#eceff4", "#1f232b"),
}


@dataclass(frozen=True)
class RenderStyle:
    """How a map is drawn. `augment` redraws palette, shape, font and direction per item from its seed
    (robustness studies); otherwise every item of a config looks the same."""

    engine: str = "dot"
    node_shape: str = "box"
    palette: str = "classic"
    font: str = "DejaVu Sans"
    rankdir: str = "LR"
    augment: bool = False
    image_width: int = 64
    image_height: int = 44
    font_size: int = 14  # node labels; edge labels are 2 points smaller
    entity_images: bool = True  # False: every node is text only (the style-robustness `text_only` style)

    def __post_init__(self) -> None:
        for name, value, allowed in (("engine", self.engine, ENGINES), ("node_shape", self.node_shape, SHAPES),
                                     ("palette", self.palette, tuple(PALETTES)), ("font", self.font, FONTS),
                                     ("rankdir", self.rankdir, RANKDIRS)):
            if value not in allowed:
                raise ValueError(f"{name} must be one of {allowed}, got {value!r}")
        if not (8 <= self.image_width <= 256 and 8 <= self.image_height <= 256):
            raise ValueError(f"image_width/image_height must be in 8..256, got {self.image_width}x{self.image_height}")
        if not 8 <= self.font_size <= 32:
            raise ValueError(f"font_size must be in 8..32, got {self.font_size}")


@dataclass(frozen=True, eq=False)
class Rendering:
    pixels: np.ndarray  # height × width, 0xRRGGBB in the low 24 bits of each uint32 (`graphviz_pixels`)
    svg: str
    style: RenderStyle  # the style actually used (after augmentation)
    min_label_px: float  # the smallest label's height in the image (`min_label_px`)

    @property
    def png(self) -> bytes:
        """The drawing as the item's palette PNG."""
        return encode_pixels(self.pixels)


def effective_style(style: RenderStyle, seed: int) -> RenderStyle:
    """The style for one item: unchanged, or with palette/shape/font/direction drawn from the item's seed."""
    if not style.augment:
        return style
    rng = np.random.default_rng(derive_seed("m3str-style", seed))
    return replace(
        style,
        palette=str(rng.choice(list(PALETTES))),
        node_shape=str(rng.choice(SHAPES)),
        font=str(rng.choice(FONTS)),
        rankdir=str(rng.choice(RANKDIRS)),
    )


_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def label_text(text: str) -> str:
    """Text as it must appear inside a Graphviz HTML-like label to be drawn verbatim: `&<>"'` as entities; each
    backslash doubled (Graphviz expands `\\N`, `\\G`, `\\E`, ... in labels after reading the entities); tab/CR/LF
    as spaces (Graphviz drops them); characters XML forbids as U+FFFD (Graphviz would drop the whole label).
    The KG loader already refuses all of these but the backslash; this keeps the renderer safe on its own."""
    text = _XML_INVALID.sub("\ufffd", text.replace("\t", " ").replace("\r", " ").replace("\n", " "))
    return html.escape(text).replace("\\", "\\\\")


def node_label(name: str, image: str | None, style: RenderStyle) -> str:
    """HTML-like label: image cell (fixed size, scaled to fit) above the escaped name; name only without image."""
    text = f'<TR><TD>{label_text(name)}</TD></TR>'
    if image is None:
        return f'<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0">{text}</TABLE>>'
    cell = (f'<TR><TD FIXEDSIZE="TRUE" WIDTH="{style.image_width}" HEIGHT="{style.image_height}">'
            f'<IMG SRC="{html.escape(image)}" SCALE="TRUE"/></TD></TR>')
    return f'<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="2">{cell}{text}</TABLE>>'


def build_graph(triples: list[tuple[str, str, str]], names: dict[str, str], images: dict[str, str | None],
                labels: dict[str, str], style: RenderStyle, seed: int, compact: bool = False) -> pgv.AGraph:
    """The Graphviz graph of a map; node and edge insertion order = triple order (which fixes the layout).
    `compact`: the engine's COMPACT_ENGINE_ATTRS on top of its usual attributes."""
    palette = PALETTES[style.palette]
    graph = pgv.AGraph(directed=True, strict=False, name="mmkg")
    graph.graph_attr.update(size=canvas_size(MAX_PIXELS), dpi=str(DPI), bgcolor=palette.background, pad="0.2",
                            nodesep="0.35", ranksep="0.6", rankdir=style.rankdir)
    graph.graph_attr.update(ENGINE_ATTRS.get(style.engine, {}))
    if compact:
        graph.graph_attr.update(COMPACT_ENGINE_ATTRS[style.engine])
    if style.engine in ("neato", "sfdp"):
        graph.graph_attr.update(start=str(seed % 2**31))
    graph.node_attr.update(shape=style.node_shape, style="rounded,filled" if style.node_shape == "box" else "filled",
                           fillcolor=palette.node_fill, color=palette.node_border, fontcolor=palette.font,
                           fontname=style.font, fontsize=str(style.font_size), margin="0.08")
    graph.edge_attr.update(color=palette.edge, fontcolor=palette.font, fontname=style.font,
                           fontsize=str(style.font_size - 2), **ENGINE_EDGE_ATTRS.get(style.engine, {}))
    node_ids: dict[str, str] = {}
    for h, _, t in triples:
        for entity in (h, t):
            if entity not in node_ids:
                node_ids[entity] = f"n{len(node_ids)}"
                label = MASK if entity == MASK else names[entity]
                image = None if entity == MASK or not style.entity_images else images.get(entity)
                graph.add_node(node_ids[entity], label=node_label(label, image, style))
    for number, (h, r, t) in enumerate(triples):
        text = MASK if r == MASK else labels[r]
        graph.add_edge(node_ids[h], node_ids[t], key=f"e{number}", label=f"<{label_text(text)}>")
    return graph


def portable_svg(svg: str, images: dict[str, str | None]) -> str:
    """Replace every image file path by its entity id; fail loudly if a path would leak into the dataset."""
    for entity, path in sorted(images.items()):
        if path is not None:
            svg = svg.replace(f'xlink:href="{html.escape(path)}"', f'xlink:href="{html.escape(entity)}"')
            if path in svg or html.escape(path) in svg:
                raise ValueError(f"image path of {entity!r} left in the SVG")
    return svg


def canvas_size(pixels: float) -> str:
    """Graphviz's `size` for a bound of `pixels` on each side at DPI."""
    inches = f"{pixels / DPI:.2f}"
    return f"{inches},{inches}"


def reset_c_random() -> None:
    """Seed the C library's random generators as a fresh process has them. sfdp draws from them beyond its `start`
    seed, so without this a map's sfdp layout depended on the sfdp layouts the process made before (the same item
    came out different in a worker that had drawn other items first)."""
    _LIBC.srand(1)
    _LIBC.srand48(1)


_LIBC = ctypes.CDLL(None)


def draw_readable(graph: pgv.AGraph, engine: str, background: str) -> tuple[np.ndarray, str, float]:
    """(pixels, SVG, smallest label in px) of the graph laid out by `engine`: within MAX_PIXELS, or on the canvas
    that keeps the smallest label at TARGET_LABEL_PX (at most MAX_CANVAS_PIXELS), from the same layout."""
    reset_c_random()
    graph.layout(prog=engine)
    svg = graph.draw(format="svg").decode("utf-8")
    px = min_label_px(svg, svg_width_px(svg))
    if px < TARGET_LABEL_PX:
        wanted = MAX_PIXELS * TARGET_LABEL_PX / px
        graph.graph_attr["size"] = canvas_size(min(MAX_CANVAS_PIXELS, math.ceil(wanted)))
        svg = graph.draw(format="svg").decode("utf-8")
    pixels = graphviz_pixels(graph, background)
    return pixels, svg, min_label_px(svg, pixels.shape[1])


# Graphviz's cairo renderer writes its canvas uncompressed as a truecolour libgd image (`gd:cairo`): an 11-byte
# header (0xFFFE, width, height, a truecolour flag, a transparent colour), then each pixel as 4 bytes: transparency
# (0 opaque .. 127 clear: 127 minus cairo's alpha >> 1) and cairo's premultiplied red, green, blue. Reading it costs a
# fraction of a PNG: Graphviz skips the deflate and the item skips the inflate (measured on M3STR maps: 10.6 ms
# instead of 13.9 ms to draw, 0.4 ms instead of 5.1 ms to read). gvRenderData returns no bytes for this format, so
# it is drawn into an anonymous file.
GD_HEADER = 11
GD_TRUECOLOUR = b"\xff\xfe"


def graphviz_pixels(graph: pgv.AGraph, background: str) -> np.ndarray:
    """The laid-out graph drawn by Graphviz's cairo renderer: height × width uint32, 0xRRGGBB in the low 24 bits,
    every pixel opaque (`opaque_over`). A Graphviz built without the gd plugin gives the same pixels through its PNG
    (`png_pixels`)."""
    with tempfile.TemporaryFile() as canvas:
        try:
            graph.draw(path=canvas, format="gd:cairo")
        except ValueError:  # no gd:cairo format in this Graphviz
            return png_pixels(graph, background)
        canvas.seek(0)
        raw = canvas.read()
    return gd_pixels(raw, background)


def png_pixels(graph: pgv.AGraph, background: str) -> np.ndarray:
    """`graphviz_pixels` through Graphviz's own PNG (deflated by Graphviz, inflated here), slower: the same pixels
    but on a border column or row whose alpha is 254, which the PNG shows as background and gd as cairo's colour
    (one level apart). For Graphvizes without gd, the benchmark's comparison and the test that the two agree."""
    with Image.open(io.BytesIO(graph.draw(format="png"))) as image:
        rgba = np.asarray(image.convert("RGBA"))
    pixels = (rgba[..., 0].astype(np.uint32) << 16) | (rgba[..., 1].astype(np.uint32) << 8) | rgba[..., 2]
    pixels[rgba[..., 3] != 255] = int(background[1:], 16)
    return pixels


def gd_pixels(raw: bytes, background: str) -> np.ndarray:
    """The pixels of a truecolour libgd image, made opaque over `background` (`opaque_over`)."""
    if raw[:2] != GD_TRUECOLOUR or len(raw) < GD_HEADER:
        raise ValueError("Graphviz wrote no truecolour gd image")
    width, height = struct.unpack(">HH", raw[2:6])
    if len(raw) != GD_HEADER + 4 * width * height:
        raise ValueError(f"gd image of {width}x{height} pixels holds {len(raw)} bytes")
    pixels = np.frombuffer(raw, dtype=">u4", offset=GD_HEADER).reshape(height, width).astype(np.uint32)
    return opaque_over(pixels, background)


def opaque_over(pixels: np.ndarray, background: str) -> np.ndarray:
    """`pixels` (transparency << 24 | premultiplied 0xRRGGBB, as gd stores cairo's canvas) with every partly
    transparent pixel set to the `background` colour ('#rrggbb') and the transparency bits cleared, in place.

    Graphviz paints the page background over the page's exact area, so only the canvas's partly covered last row
    and column (or first, where the page is offset) stay partly transparent, and no ink reaches them (the page's
    `pad` keeps a margin): they are background. gd keeps 7 of the 8 bits of their alpha, too few to unpremultiply
    them exactly, and their colour is the background's anyway."""
    flat = pixels.reshape(-1)
    flat[np.flatnonzero(flat >> 24)] = int(background[1:], 16)
    flat &= np.uint32(0xFFFFFF)
    return pixels


# neato, sfdp and circo place an edge's label at its spline's midpoint after routing, so another edge may run through
# it (dot places labels in its layout). Such a drawing is laid out again, up to LAYOUT_TRIES times, and the first
# layout that leaves no label crossed is kept (else the least crossed, the earliest among equals): neato and sfdp
# from other start seeds, circo with more room between nodes. A drawing without a crossed label keeps its first
# layout.
LAYOUT_TRIES = 6
CIRCO_MINDIST_STEP = 0.4


def layout_variants(engine: str, seed: int) -> list[dict[str, str]]:
    """Graph attributes of the layouts tried in turn (the first: the engine's usual layout)."""
    if engine in ("neato", "sfdp"):
        return [{}] + [{"start": str(derive_seed("m3str-layout", seed, k) % 2**31)} for k in range(1, LAYOUT_TRIES)]
    if engine == "circo":
        base = float(ENGINE_ATTRS["circo"]["mindist"])
        return [{}] + [{"mindist": f"{base + CIRCO_MINDIST_STEP * k:.1f}"} for k in range(1, LAYOUT_TRIES)]
    return [{}]


def least_crossed_drawing(triples: list[tuple[str, str, str]], names: dict[str, str], images: dict[str, str | None],
                          labels: dict[str, str], style: RenderStyle, seed: int,
                          compact: bool) -> tuple[np.ndarray, str, float] | None:
    """(pixels, SVG, smallest label px) of the first layout variant whose labels are readable and none crossed by
    another edge, else of the readable one with the fewest crossed labels; None when no variant is readable."""
    best: tuple[int, tuple[np.ndarray, str, float]] | None = None
    variants = layout_variants(style.engine, seed)
    for attrs in variants:
        graph = build_graph(triples, names, images, labels, style, seed, compact=compact)
        graph.graph_attr.update(attrs)
        drawing = draw_readable(graph, style.engine, PALETTES[style.palette].background)
        if drawing[2] < MIN_LABEL_PX:
            continue
        crossed = crossed_labels(drawing[1])[0] if len(variants) > 1 else 0
        if best is None or crossed < best[0]:
            best = (crossed, drawing)
        if crossed == 0:
            break
    return None if best is None else best[1]


def render_map(triples: list[tuple[str, str, str]], names: dict[str, str], images: dict[str, str | None],
               labels: dict[str, str], style: RenderStyle, seed: int) -> Rendering:
    """PNG and SVG of one map; pure in its inputs (same inputs, same bytes).

    Drawn by `draw_readable`, in the least crossed of the engine's layout variants (`least_crossed_drawing`); a
    drawing whose labels stay under MIN_LABEL_PX even on MAX_CANVAS_PIXELS is laid out again with
    COMPACT_ENGINE_ATTRS, and RejectDraw if that too leaves a label under MIN_LABEL_PX."""
    used = effective_style(style, seed)
    install_message_filter()
    for compact in (False, True):
        drawing = least_crossed_drawing(triples, names, images, labels, used, seed, compact)
        if drawing is not None:
            pixels, svg, px = drawing
            break
    else:
        raise RejectDraw(f"{used.engine} drawing: smallest label under {MIN_LABEL_PX} px even compact on "
                         f"{MAX_CANVAS_PIXELS} px")
    shown = {e: images.get(e) for h, _, t in triples for e in (h, t) if e != MASK}
    return Rendering(pixels=pixels, svg=portable_svg(svg, shown), style=used, min_label_px=px)


# ------------------------------------------------------------------------------------------ label size


_SVG_BOX = re.compile(r'<svg width="([\d.]+)pt" height="[\d.]+pt"\s+viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"')
_GRAPH_SCALE = re.compile(r'class="graph" transform="scale\(([\d.]+) ([\d.]+)\)')
_FONT_SIZE = re.compile(r'<text\b[^>]*\bfont-size="([\d.]+)"')


def svg_width_px(svg: str) -> float:
    """The width Graphviz gives its PNG of this SVG: the SVG's width in points is the PNG's in pixels at DPI (both
    come from the same `size`, `dpi` and layout)."""
    match = _SVG_BOX.search(svg)
    if match is None:
        raise ValueError("not a Graphviz SVG: no <svg width=... viewBox=...>")
    return float(match[1])


def png_width(png: bytes) -> int:
    """Width in pixels from a PNG's IHDR chunk."""
    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">I", png[16:20])[0]


def min_label_px(svg: str, width_px: float) -> float:
    """Height in pixels of the smallest label of a Graphviz SVG drawn `width_px` wide: its font size x the graph's
    scale (the `transform` of the graph group) x pixels per SVG unit (`width_px` / the viewBox width). Raises
    ValueError on an SVG without that structure or without text."""
    box, scale, sizes = _SVG_BOX.search(svg), _GRAPH_SCALE.search(svg), _FONT_SIZE.findall(svg)
    if box is None or scale is None or not sizes:
        raise ValueError("not a Graphviz SVG with a scaled graph group and labelled text")
    return min(float(size) for size in sizes) * min(float(scale[1]), float(scale[2])) * width_px / float(box[2])


def item_min_label_px(svg: str, png: bytes) -> float:
    """`min_label_px` of a published item: its SVG's smallest label at the width of its PNG."""
    return min_label_px(svg, png_width(png))


_EDGE_GROUP = re.compile(r'<g id="edge\d+" class="edge">(.*?)</g>', re.S)
_EDGE_PATH = re.compile(r'<path\b[^>]*\bd="([^"]+)"')
_EDGE_TEXT = re.compile(r'<text\b[^>]*\btext-anchor="(\w+)" x="([-\d.]+)" y="([-\d.]+)"[^>]*\bfont-size="([\d.]+)"'
                        r'[^>]*>([^<]*)</text>')
GLYPH_WIDTH_EM = 0.55  # a character's advance in ems when DejaVu Sans' metrics cannot be read
CURVE_SAMPLES = 16  # points sampled per cubic Bézier segment of an edge


@functools.cache
def text_ems(text: str) -> float:
    """The advance of `text` in DejaVu Sans (the labels' font), in ems."""
    from PIL import ImageFont

    try:
        return ImageFont.truetype("DejaVuSans.ttf", 100).getlength(text) / 100
    except OSError:
        return GLYPH_WIDTH_EM * len(text)


def edge_points(d: str) -> np.ndarray:
    """Points along a Graphviz edge path ("M x,y C x,y x,y x,y ..."), CURVE_SAMPLES per cubic segment."""
    points = np.array([float(v) for v in re.findall(r"-?[\d.]+", d)]).reshape(-1, 2)
    t = np.linspace(0.0, 1.0, CURVE_SAMPLES)[1:, None]
    out = [points[:1]]
    for k in range(1, len(points) - 2, 3):
        p0, p1, p2, p3 = points[k - 1], points[k], points[k + 1], points[k + 2]
        out.append((1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3 * p3)
    return np.concatenate(out)


def label_box(anchor: str, x: float, y: float, size: float, text: str) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of an edge label's text in SVG units (its advance in DejaVu Sans, ascent 0.75 and descent
    0.2 em), shrunk by one unit on each side: a stroke that only touches a letter's box does not cross it."""
    width = text_ems(text) * size
    x0 = x if anchor == "start" else x - width / 2 if anchor == "middle" else x - width
    return x0 + 1, y - 0.75 * size + 1, x0 + width - 1, y + 0.2 * size - 1


def crossed_labels(svg: str) -> tuple[int, int]:
    """(edge labels that another edge's line passes through, edge labels) of a Graphviz SVG: how often a drawing
    leaves a relation label under a stroke."""
    edges = []
    for body in _EDGE_GROUP.findall(svg):
        paths = [edge_points(d) for d in _EDGE_PATH.findall(body)]
        boxes = [label_box(anchor, float(x), float(y), float(size), text)
                 for anchor, x, y, size, text in _EDGE_TEXT.findall(body)]
        edges.append((paths, boxes))
    crossed = 0
    for i, (_, boxes) in enumerate(edges):
        for x0, y0, x1, y1 in boxes:
            crossed += any(((p[:, 0] > x0) & (p[:, 0] < x1) & (p[:, 1] > y0) & (p[:, 1] < y1)).any()
                           for j, (paths, _) in enumerate(edges) if j != i for p in paths)
    return crossed, sum(len(boxes) for _, boxes in edges)


# ------------------------------------------------------------------------------------------ Graphviz messages


# sfdp calls Graphviz's overlap removal unconditionally (whatever `overlap` says); the wheel's Graphviz is built
# without a triangulation library, so that call is a stub that only prints this line (it moves no node: our sfdp
# drawings keep nodes apart by `K` and the label check). It reads like a failure, so it is the one line dropped.
NO_TRIANGULATION = "remove_overlap: Graphviz not built with triangulation library"
_ERROR_FUNCTION = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_char_p)


class GraphvizMessages:
    """Graphviz's error/warning output, collected line by line (Graphviz hands a message over in pieces: level,
    separator, text); each finished line but NO_TRIANGULATION goes to stderr as Graphviz would print it."""

    def __init__(self) -> None:
        self.pending = ""
        self.callback = _ERROR_FUNCTION(self.receive)  # kept alive as long as Graphviz may call it

    def receive(self, piece: bytes | None) -> int:
        self.pending += (piece or b"").decode("utf-8", "replace")
        while "\n" in self.pending:
            line, self.pending = self.pending.split("\n", 1)
            if NO_TRIANGULATION not in line:
                sys.stderr.write(line + "\n")
        return 0


def cgraph_library() -> ctypes.CDLL | None:
    """The cgraph library the pygraphviz extension uses (the wheel's bundled copy, else the system's)."""
    package = os.path.dirname(pgv.__file__)
    for pattern in (os.path.join(package, os.pardir, "pygraphviz.libs", "libcgraph*"),
                    os.path.join(package, ".dylibs", "libcgraph*")):
        for path in sorted(glob.glob(pattern)):
            return ctypes.CDLL(path)
    return None


_MESSAGES: list[GraphvizMessages] = []


def install_message_filter() -> None:
    """Route Graphviz's messages through GraphvizMessages once per process (where its cgraph can be found)."""
    if _MESSAGES:
        return
    library = cgraph_library()
    messages = GraphvizMessages()
    if library is not None:
        library.agseterrf(messages.callback)
    _MESSAGES.append(messages)


def svg_counts(svg: str) -> tuple[int, int]:
    """(nodes, edges) drawn in a Graphviz SVG, read from its `class="node"` / `class="edge"` groups."""
    return svg.count('class="node"'), svg.count('class="edge"')
