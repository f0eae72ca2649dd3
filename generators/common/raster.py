"""SVG → PNG rasterizing (cairosvg) and the PNG encoding every item image uses; deterministic bytes.

Rasterizer: cairosvg, chosen by measurement (`make bench`, README *Benchmarks*). pyvips+librsvg draws shapes within
a few levels of it and is ~1.3x faster to pixels, but places glyphs up to a pixel apart, and libvips is not
fork-safe: once a process has used it, a forked build worker hangs, and the build forks its workers. resvg
(resvg-py) is ~4x slower. Encoding: images are flat colours plus antialiasing, so a 256-colour palette chosen by
maximum coverage (Pillow, no dithering) keeps every flat colour and every edge ramp within a few levels of the
truecolour pixels at under half the bytes; the zlib level is the one with the best bytes per millisecond.
"""

from __future__ import annotations

import io

from cairosvg.parser import Tree
from cairosvg.surface import PNGSurface
from PIL import Image

PALETTE_COLOURS = 256
ZLIB_LEVEL = 6


def rasterize(svg: str, size: int = 1024) -> bytes:
    """PNG bytes of `svg` at `size`×`size` (white background, no alpha), encoded by `encode_png`."""
    return encode_png(render_rgb(svg, size))


def render_rgb(svg: str, size: int = 1024) -> Image.Image:
    """The truecolour pixels of `svg` (cairo's buffer read directly: no PNG encoded and decoded on the way).

    `unsafe=False` (cairosvg's default, stated here): XML entities are refused and nothing outside the SVG is
    fetched (external images, `<use>` and stylesheets draw nothing); only `data:` URLs are read.
    """
    surface = PNGSurface(Tree(bytestring=svg.encode(), unsafe=False), None, 96, output_width=size,
                         output_height=size, background_color="white").cairo
    surface.flush()
    return Image.frombuffer("RGBA", (surface.get_width(), surface.get_height()), bytes(surface.get_data()),
                            "raw", "BGRA", surface.get_stride(), 1).convert("RGB")


def encode_png(image: Image.Image) -> bytes:
    """A palette PNG of an RGB image: 256 colours by maximum coverage, no dithering (edges stay smooth ramps).

    Lossless when the image has at most 256 colours. Decoders give mode "P"; `.convert("RGB")` gives the pixels.
    """
    paletted = image.convert("RGB").quantize(colors=PALETTE_COLOURS, method=Image.Quantize.MAXCOVERAGE,
                                             dither=Image.Dither.NONE)
    out = io.BytesIO()
    paletted.save(out, format="PNG", compress_level=ZLIB_LEVEL)
    return out.getvalue()


def reencode_png(png: bytes) -> bytes:
    """`encode_png` of an already encoded image (Graphviz's own PNG for M3STR)."""
    with Image.open(io.BytesIO(png)) as image:
        return encode_png(image.convert("RGB"))
