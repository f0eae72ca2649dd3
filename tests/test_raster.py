"""Rasterizing and PNG encoding: nothing outside the SVG is ever fetched, the palette PNG stays within a few levels
of the truecolour pixels, and the bytes are deterministic."""

from __future__ import annotations

import io
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from mindbench.generators.common.raster import encode_png, rasterize, reencode_png


@pytest.fixture
def server():
    """A local HTTP server that serves a red image and counts every request it gets."""
    hits: list[str] = []
    red = io.BytesIO()
    Image.new("RGB", (4, 4), (255, 0, 0)).save(red, format="PNG")

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802
            hits.append(self.path)
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.end_headers()
            self.wfile.write(red.getvalue())

        def log_message(self, *args) -> None:
            pass

    httpd = HTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}", hits
    httpd.shutdown()


def pixels(png: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(int)


def test_external_files_and_urls_are_never_fetched(server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url, hits = server
    Image.new("RGB", (4, 4), (255, 0, 0)).save(tmp_path / "red.png")
    (tmp_path / "shape.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8">'
                                        '<rect id="r" width="8" height="8" fill="red"/></svg>')
    monkeypatch.chdir(tmp_path)  # a relative reference would resolve here
    svg = f"""<?xml-stylesheet type="text/css" href="{url}/sheet.css"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">
  <style>@import url("{url}/import.css");</style>
  <image x="0" y="0" width="16" height="16" href="{url}/a.png"/>
  <image x="16" y="0" width="16" height="16" xlink:href="{url}/b.png"/>
  <image x="32" y="0" width="16" height="16" xlink:href="file://{tmp_path}/red.png"/>
  <image x="48" y="0" width="16" height="16" xlink:href="red.png"/>
  <use x="0" y="32" xlink:href="{url}/c.svg#r"/>
  <use x="16" y="32" xlink:href="shape.svg#r"/>
  <rect x="32" y="32" width="16" height="16" fill="url({url}/d.svg#p)"/>
</svg>"""
    image = pixels(rasterize(svg, size=64))
    assert hits == [], f"fetched {hits}"
    assert (image == 255).all(), "nothing outside the SVG may be drawn"


def test_external_xml_entities_are_refused(server, tmp_path: Path) -> None:
    url, hits = server
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET")
    for target in (f"{url}/entity.txt", f"file://{secret}"):
        svg = (f'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "{target}">]>'
               '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><text y="40">&x;</text></svg>')
        with pytest.raises(Exception, match="(?i)entit"):
            rasterize(svg, size=64)
    assert hits == []


def test_palette_png_is_lossless_up_to_256_colours_and_close_beyond() -> None:
    rng = np.random.default_rng(0)
    colours = rng.integers(0, 256, (200, 3))
    flat = colours[rng.integers(0, 200, (64, 64))].astype(np.uint8)
    assert (pixels(encode_png(Image.fromarray(flat))) == flat).all()
    ramp = np.zeros((64, 256, 3), np.uint8)  # 512 colours: two antialiasing-like ramps
    ramp[:32] = np.stack([np.arange(256)] * 3, axis=1)[None]
    ramp[32:, :, 0] = np.arange(256)[None]
    ramp[32:, :, 2] = 255 - np.arange(256)[None]
    assert np.abs(pixels(encode_png(Image.fromarray(ramp))) - ramp).max() <= 4


def test_item_images_keep_their_pixels_and_bytes_are_deterministic() -> None:
    """A real item: within a few levels of cairo's truecolour pixels, the same bytes when encoded again."""
    from cairosvg.parser import Tree
    from cairosvg.surface import PNGSurface

    from mindbench.generators.common.registry import find_task

    item = find_task("mental_composition").generate(4, "test", 0)  # colours, dashed edges and text
    surface = PNGSurface(Tree(bytestring=item.svg.encode()), None, 96, output_width=1024, output_height=1024,
                         background_color="white").cairo
    truecolour = Image.frombuffer("RGBA", (1024, 1024), bytes(surface.get_data()), "raw", "BGRA",
                                  surface.get_stride(), 1).convert("RGB")
    error = np.abs(pixels(item.image) - np.asarray(truecolour).astype(int))
    assert error.max() <= 24 and error.mean() < 0.5
    with Image.open(io.BytesIO(item.image)) as decoded:
        assert decoded.mode == "P" and decoded.size == (1024, 1024)
    assert rasterize(item.svg) == item.image
    assert (pixels(reencode_png(item.image)) == pixels(item.image)).all()  # re-encoding a palette PNG is lossless
