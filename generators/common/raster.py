"""SVG → PNG rasterizing (cairosvg); deterministic bytes for the same SVG on the same stack."""

from __future__ import annotations

import io

import cairosvg
from PIL import Image


def rasterize(svg: str, size: int = 1024) -> bytes:
    """PNG bytes of `svg` at `size`×`size`, RGB (no alpha) so every consumer sees the same pixels."""
    png = cairosvg.svg2png(bytestring=svg.encode(), output_width=size, output_height=size,
                           background_color="white")
    with Image.open(io.BytesIO(png)) as im:
        rgb = im.convert("RGB")
    out = io.BytesIO()
    rgb.save(out, format="PNG", compress_level=6)
    return out.getvalue()
