"""Rasterizing and PNG encoding: nothing outside the SVG is ever fetched, the palette PNG stays within a few levels
of the truecolour pixels, is a well-formed PNG whose scanlines are filtered as documented, and the bytes are
deterministic, also in a fresh interpreter."""

from __future__ import annotations

import hashlib
import io
import struct
import subprocess
import sys
import threading
import zlib
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from mindbench.generators.common.raster import (
    PALETTE_COLOURS,
    distinct_colours,
    encode_png,
    palette_by_loss,
    pixel_runs,
    rasterize,
)


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
    with Image.open(io.BytesIO(item.image)) as decoded:
        again = encode_png(decoded)
    assert (pixels(again) == pixels(item.image)).all()  # re-encoding a palette PNG is lossless


def chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    """(type, data) of every chunk, each CRC checked."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    found, at = [], 8
    while at < len(png):
        (length,), kind = struct.unpack(">I", png[at:at + 4]), png[at + 4:at + 8]
        data = png[at + 8:at + 8 + length]
        assert struct.unpack(">I", png[at + 8 + length:at + 12 + length])[0] == zlib.crc32(kind + data), kind
        found.append((kind, data))
        at += 12 + length
    return found


def scanlines(png: bytes) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(filter type of each row, palette indices after undoing the filters, palette as N x 3), read by hand."""
    parts = chunks(png)
    assert [kind for kind, _ in parts] == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", parts[0][1])
    assert (depth, colour_type, interlace) == (8, 3, 0)
    rows = np.frombuffer(zlib.decompress(parts[2][1]), dtype=np.uint8).reshape(height, width + 1)
    assert set(np.unique(rows[:, 0])) <= {0, 2}, "only None and Up"
    indices = rows[:, 1:].copy()
    for row in range(1, height):
        if rows[row, 0] == 2:
            indices[row] += indices[row - 1]  # modulo 256
    return rows[:, 0], indices, np.frombuffer(parts[1][1], dtype=np.uint8).reshape(-1, 3)


def test_png_is_written_by_hand_correctly_and_each_row_takes_the_filter_with_fewer_runs() -> None:
    """Chunks and CRCs, 8-bit palette, scanlines decoded by hand equal Pillow's decoding and the image; each row is
    Up where that has fewer runs of equal bytes than the row itself, else unfiltered: a row repeating the one above
    is Up (one run of zeros), the row after a dotted row is unfiltered (Up would copy the dots)."""
    colours = np.array([[255, 255, 255], [20, 40, 200], [200, 30, 30], [0, 0, 0]], np.uint8)
    index = np.zeros((60, 90), np.int64)
    index[:, 10:14] = 1  # a vertical bar: rows 1.. repeat
    index[:, 70] = 3
    for row in range(30, 60):  # a diagonal: each row differs from the one above
        index[row, row:row + 3] = 2
    index[45, ::2] = 3  # a dotted row
    image = colours[index]
    png = encode_png(Image.fromarray(image))
    filters, indices, palette = scanlines(png)
    assert (palette[indices] == image).all()
    assert (pixels(png) == image).all()

    def runs(row: np.ndarray) -> int:
        return int((row[1:] != row[:-1]).sum())

    up = indices[1:] - indices[:-1]  # uint8, modulo 256
    want = [0] + [2 if runs(up[row - 1]) < runs(indices[row]) else 0 for row in range(1, len(indices))]
    assert filters.tolist() == want
    assert (filters[1:30] == 2).all() and filters[46] == 0 and filters[0] == 0


def test_background_is_palette_entry_zero_with_few_colours_and_with_many() -> None:
    """The commonest colour is index 0, so its runs continue through the 0 filter byte of unfiltered rows."""
    rng = np.random.default_rng(3)
    for n_colours in (5, 600):
        image = np.full((64, 64, 3), 250, np.uint8)
        colours = rng.integers(0, 250, (n_colours - 1, 3))
        image[rng.integers(0, 64, 700), rng.integers(0, 64, 700)] = colours[rng.integers(0, n_colours - 1, 700)]
        assert (len(np.unique(image.reshape(-1, 3), axis=0)) > PALETTE_COLOURS) == (n_colours > PALETTE_COLOURS)
        _, indices, palette = scanlines(encode_png(Image.fromarray(image)))
        assert tuple(palette[0]) == (250, 250, 250)
        assert (indices == 0).mean() > 0.8


def test_pixel_runs_are_the_maximal_runs() -> None:
    rng = np.random.default_rng(4)
    flat = rng.integers(0, 3, 5000).astype(np.uint32).repeat(rng.integers(1, 5, 5000))
    starts, lengths = pixel_runs(flat)
    assert starts[0] == 0 and lengths.sum() == len(flat)
    assert (np.repeat(flat[starts], lengths) == flat).all()
    assert (flat[starts[1:]] != flat[starts[1:] - 1]).all(), "each run starts where the value changes"


def test_distinct_colours_are_the_sorted_unique_values() -> None:
    rng = np.random.default_rng(9)
    for size, spread in ((0, 1), (1, 1), (5000, 3), (5000, 1 << 24), (40_000, 2000)):
        values = rng.integers(0, spread, size).astype(np.uint32)
        found = distinct_colours(values)
        assert found.dtype == np.int64 and found.tolist() == np.unique(values).tolist()


def greedy_reference(rgb: np.ndarray, counts: np.ndarray) -> tuple[list[int], np.ndarray]:
    """The palette rule written plainly: each pick the largest count × squared distance to the palette (first of
    equals), then each colour's nearest entry (first of equals)."""
    squared = ((rgb[:, None, :].astype(np.int64) - rgb[None, :, :]) ** 2).sum(2)
    chosen = [int(np.argmax(counts))]
    while len(chosen) < PALETTE_COLOURS:
        chosen.append(int(np.argmax(counts * squared[:, chosen].min(1))))
    return chosen, squared[:, chosen].argmin(1)


@pytest.mark.parametrize("seed", range(8))
def test_palette_is_the_greedy_rule_including_ties(seed: int) -> None:
    """Random colour sets of 300-1,200 colours: few levels a channel (many equal distances) or any value, counts
    from a few values (many equal losses) or a wide range, against the rule written plainly."""
    rng = np.random.default_rng(5 + seed)
    for n_colours in (600, 1200):
        levels = [8, 16, 32, 256][seed % 4]
        rgb = rng.choice(levels, (n_colours, 3)) * (255 // (levels - 1))
        rgb = np.unique(rgb, axis=0).astype(np.int32)  # sorted by 0xRRGGBB, as the encoder passes them
        assert len(rgb) > PALETTE_COLOURS
        weights = [[1, 2], [1, 2, 3, 50, 900], list(range(1, 100_000, 997))][(seed + n_colours) % 3]
        counts = rng.choice(weights, len(rgb)).astype(np.int64)
        chosen, nearest = palette_by_loss(rgb, counts)
        want_chosen, want_nearest = greedy_reference(rgb, counts)
        assert list(chosen) == want_chosen
        assert (nearest == want_nearest).all()


def test_photographs_take_pillows_maxcoverage_palette() -> None:
    """More than 65,536 colours: Pillow's quantiser chooses and indexes, the file is written the same way."""
    photo = Image.fromarray(np.random.default_rng(6).integers(0, 256, (300, 300, 3), dtype=np.uint8))
    want = photo.quantize(colors=256, method=Image.Quantize.MAXCOVERAGE, dither=Image.Dither.NONE).convert("RGB")
    png = encode_png(photo)
    scanlines(png)
    assert (pixels(png) == np.asarray(want)).all()


def test_alpha_is_ignored_as_convert_rgb_ignores_it() -> None:
    rng = np.random.default_rng(7)
    rgba = rng.integers(0, 4, (40, 50, 4)).astype(np.uint8) * 60
    rgba[..., 3] = rng.integers(0, 256, (40, 50))
    image = Image.fromarray(rgba, "RGBA")
    assert (pixels(encode_png(image)) == np.asarray(image.convert("RGB"))).all()


_ENCODE_IN_CHILD = """
import hashlib, sys
import numpy as np
from PIL import Image
from test_raster import ramps
from mindbench.generators.common.raster import encode_png
print(hashlib.sha256(encode_png(Image.fromarray(ramps()))).hexdigest())
"""


def ramps() -> np.ndarray:
    """Twelve flat bands with antialiasing-like ramps between them, some noise: well over 256 colours."""
    rng = np.random.default_rng(8)
    flats = rng.integers(0, 256, (12, 3))
    image = np.zeros((96, 300, 3), np.uint8)
    for band in range(12):
        a, b = flats[band], flats[(band + 1) % 12]
        image[band * 8:band * 8 + 6] = a
        image[band * 8 + 6:band * 8 + 8, :60] = (a * (1 - np.linspace(0, 1, 60)[:, None]) + b * np.linspace(0, 1, 60)[
            :, None]).round()
    image[:, 200:] = rng.integers(0, 256, (96, 100, 3))
    return image


def test_bytes_are_the_same_in_a_fresh_interpreter() -> None:
    here = hashlib.sha256(encode_png(Image.fromarray(ramps()))).hexdigest()
    child = subprocess.run([sys.executable, "-c", _ENCODE_IN_CHILD], capture_output=True, text=True, check=True,
                           cwd=Path(__file__).parent)
    assert child.stdout.strip() == here
