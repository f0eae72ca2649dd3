"""SVG → PNG rasterizing (cairosvg); deterministic bytes for the same SVG on the same stack."""

from __future__ import annotations

import io

from cairosvg.parser import Tree
from cairosvg.surface import PNGSurface
from PIL import Image


def rasterize(svg: str, size: int = 1024) -> bytes:
    """PNG bytes of `svg` at `size`×`size`, RGB (no alpha) so every consumer sees the same pixels.

    Reads cairo's pixel buffer directly instead of letting cairosvg encode a PNG that PIL would decode and
    encode again: half the time, identical pixels.
    """
    surface = PNGSurface(Tree(bytestring=svg.encode()), None, 96, output_width=size, output_height=size,
                         background_color="white").cairo
    surface.flush()
    image = Image.frombuffer("RGBA", (surface.get_width(), surface.get_height()), bytes(surface.get_data()),
                             "raw", "BGRA", surface.get_stride(), 1).convert("RGB")
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=6)
    return out.getvalue()
