"""SVG → PNG: the item images, drawn straight into cairo and written as palette PNGs; deterministic bytes.

Rasterizer: `svg_cairo` parses the SVG the task wrote with the C XML parser and issues the cairo calls cairosvg
would issue for it (same paths, font selection and glyph placement), so the pixels are cairosvg's (identical on
every item measured, see docs/performance.md) at 2-4x less CPU: cairosvg spends most of its time interpreting the
SVG in Python (CSS cascade, regular-expression normalisation, bounding boxes), not in cairo. An SVG using anything
outside the supported subset is drawn by cairosvg itself (`FALLBACKS` counts why), so coverage never decides what an
image looks like. The SVG text is the one interface: task modules and the rows keep it unchanged. Measured and not
chosen: pyvips+librsvg (glyphs up to a pixel apart, and not fork-safe once used: a forked build worker hangs), resvg
(slower), Pillow ImageDraw with supersampling (another rasterizer and font engine: differs from cairosvg on every
edge, and the 2x canvas plus the downscale cost more than cairo's drawing).

Encoding: an image is a few dozen flat colours plus their antialiasing ramps. `getcolors` lists its distinct
colours with their pixel counts (a few thousand at most); with at most 256 they all become the palette (lossless);
otherwise the palette is chosen greedily over that list, each next entry the colour whose pixels would lose the
most if left out (count × squared distance to the nearest entry so far), which keeps every flat colour exact and
samples each ramp evenly. Pixels take their nearest entry through a lookup table on the 24-bit colour, in integer
arithmetic only (no float rounding or BLAS: the same bytes on every machine). This replaces Pillow's MAXCOVERAGE
quantiser, which made two passes over the pixels to choose a palette from a few thousand colours. Images with
more than `MAX_COUNTED_COLOURS` colours (photographs) still go through MAXCOVERAGE. The zlib level is the one with
the best bytes for the time (docs/performance.md); palette PNGs use no scanline filter, as libpng recommends.
"""

from __future__ import annotations

import io
import logging
import threading
from collections import Counter

import cairocffi as cairo
import numpy as np
from cairosvg.parser import Tree
from cairosvg.surface import PNGSurface
from PIL import Image

from mindbench.generators.common.svg_cairo import Unsupported, render_surface

PALETTE_COLOURS = 256
ZLIB_LEVEL = 6
MAX_COUNTED_COLOURS = 1 << 16
# Why SVGs went to cairosvg in this process (reason → count); `rasterize` logs each reason the first time.
FALLBACKS: Counter[str] = Counter()
_LOG = logging.getLogger(__name__)
_INDEX_OF_COLOUR = np.zeros(1 << 24, dtype=np.uint8)  # 16 MB, reused: palette index by 0xRRGGBB
_INDEX_LOCK = threading.Lock()  # one image at a time fills and reads the table (Dask workers may run threads)


def rasterize(svg: str, size: int = 1024) -> bytes:
    """PNG bytes of `svg` at `size`×`size` (white background, no alpha), encoded by `encode_png`."""
    return encode_surface(svg_surface(svg, size))


def svg_surface(svg: str, size: int = 1024) -> cairo.ImageSurface:
    """`svg` drawn on white into an ARGB32 surface: by `svg_cairo`, or by cairosvg for what it does not draw."""
    try:
        return render_surface(svg, size)
    except Unsupported as exc:
        reason = str(exc)
        if not FALLBACKS[reason]:
            _LOG.info("drawn by cairosvg: %s", reason)
        FALLBACKS[reason] += 1
        return cairosvg_surface(svg, size)


def cairosvg_surface(svg: str, size: int = 1024) -> cairo.ImageSurface:
    """cairosvg's drawing of `svg` (the reference `svg_cairo` is compared with, and its fallback).

    `unsafe=False` (cairosvg's default, stated here): XML entities are refused and nothing outside the SVG is
    fetched (external images, `<use>` and stylesheets draw nothing); only `data:` URLs are read.
    """
    surface = PNGSurface(Tree(bytestring=svg.encode(), unsafe=False), None, 96, output_width=size,
                         output_height=size, background_color="white").cairo
    surface.flush()
    return surface


def surface_pixels(surface: cairo.ImageSurface) -> np.ndarray:
    """The surface's pixels as native 32-bit integers 0xAARRGGBB (height × width; a view, not a copy)."""
    width, height = surface.get_width(), surface.get_height()
    return np.frombuffer(surface.get_data(), dtype=np.uint32).reshape(height, surface.get_stride() // 4)[:, :width]


def surface_image(surface: cairo.ImageSurface) -> Image.Image:
    """The surface as an RGB image (cairo's buffer read directly: no PNG encoded and decoded on the way)."""
    return Image.frombuffer("RGB", (surface.get_width(), surface.get_height()), bytes(surface.get_data()), "raw",
                            "BGRX", surface.get_stride(), 1)


def render_rgb(svg: str, size: int = 1024) -> Image.Image:
    """The truecolour pixels of `svg` as `rasterize` draws them."""
    return surface_image(svg_surface(svg, size))


def render_rgb_cairosvg(svg: str, size: int = 1024) -> Image.Image:
    """The truecolour pixels of `svg` as cairosvg draws them."""
    return surface_image(cairosvg_surface(svg, size))


def encode_png(image: Image.Image) -> bytes:
    """A palette PNG of an RGB image (see the module docstring); lossless when it has at most 256 colours.

    Decoders give mode "P"; `.convert("RGB")` gives the pixels."""
    red, green, blue = image.convert("RGB").split()
    bgrx = Image.merge("RGBA", (blue, green, red, red)).tobytes()  # B, G, R, _ bytes: 0x__RRGGBB little-endian
    return encode_pixels(np.frombuffer(bgrx, dtype="<u4").reshape(image.height, image.width))


def encode_surface(surface: cairo.ImageSurface) -> bytes:
    """`encode_png` of a drawn (opaque) surface, read in place."""
    return encode_pixels(surface_pixels(surface))


def encode_pixels(pixels: np.ndarray) -> bytes:
    """The palette PNG of pixels given as 32-bit integers whose low 24 bits are 0xRRGGBB (height × width)."""
    height, width = pixels.shape
    pixels = np.ascontiguousarray(pixels)
    counted = Image.frombuffer("I", (width, height), pixels, "raw", "I", 0, 1).getcolors(MAX_COUNTED_COLOURS)
    if counted is None:
        image = Image.frombuffer("RGB", (width, height), pixels, "raw", "BGRX", 0, 1)
        paletted = image.quantize(colors=PALETTE_COLOURS, method=Image.Quantize.MAXCOVERAGE,
                                  dither=Image.Dither.NONE)
    else:
        counts = np.array([count for count, _ in counted], dtype=np.int64)
        keys = np.array([value for _, value in counted], dtype=np.int64) & 0xFFFFFF
        order = np.argsort(keys, kind="stable")  # independent of the order getcolors lists them in
        counts, keys = counts[order], keys[order]
        rgb = np.stack([keys >> 16, (keys >> 8) & 0xFF, keys & 0xFF], axis=1).astype(np.int32)
        chosen, nearest = palette_by_loss(rgb, counts)
        with _INDEX_LOCK:
            _INDEX_OF_COLOUR[keys] = nearest
            indices = np.take(_INDEX_OF_COLOUR, np.bitwise_and(pixels, 0xFFFFFF, dtype=np.intp))
        paletted = Image.frombuffer("P", (width, height), indices, "raw", "P", 0, 1)
        paletted.putpalette(rgb[chosen].astype(np.uint8).tobytes())
    out = io.BytesIO()
    paletted.save(out, format="PNG", compress_level=ZLIB_LEVEL)
    return out.getvalue()


def palette_by_loss(rgb: np.ndarray, counts: np.ndarray) -> tuple[list[int], np.ndarray]:
    """(indices into `rgb` of the palette, palette index of every colour): every colour when there are at most
    PALETTE_COLOURS, else greedily the colour with the largest count × squared distance to the palette so far,
    starting from the commonest. Integer arithmetic; ties go to the smallest 0xRRGGBB."""
    n = len(counts)
    if n <= PALETTE_COLOURS:
        return list(range(n)), np.arange(n, dtype=np.uint8)
    r, g, b = (rgb[:, channel].astype(np.int32) for channel in range(3))  # squared distances fit in int32
    first = int(np.argmax(counts))
    distance = (r - r[first]) ** 2 + (g - g[first]) ** 2 + (b - b[first]) ** 2
    nearest = np.zeros(n, dtype=np.uint8)
    chosen = [first]
    while len(chosen) < PALETTE_COLOURS:
        pick = int(np.argmax(counts * distance))
        candidate = (r - r[pick]) ** 2 + (g - g[pick]) ** 2 + (b - b[pick]) ** 2
        nearest[candidate < distance] = len(chosen)
        np.minimum(distance, candidate, out=distance)
        chosen.append(pick)
    return chosen, nearest


def reencode_png(png: bytes) -> bytes:
    """`encode_png` of an already encoded image (Graphviz's own PNG for M3STR)."""
    with Image.open(io.BytesIO(png)) as image:
        return encode_png(image)
