"""The direct cairo drawing agrees with cairosvg (tolerance, not bit equality), hands what it does not draw to
cairosvg, and the palette encoding is lossless up to 256 colours, close beyond, small, and byte-deterministic."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import numpy as np
import pytest
from PIL import Image

import mindbench.generators.common.raster as raster
from mindbench.generators.common.raster import encode_png, rasterize, render_rgb, render_rgb_cairosvg
from mindbench.generators.common.registry import all_tasks
from mindbench.generators.common.svg_cairo import Unsupported, render_surface

# the eight drawn tasks
MINDS_EYE = [spec for spec in all_tasks() if spec.benchmark == "mindseye" and not spec.variant_of]
# variants whose SVGs draw a source picture kept in <defs> with <use>, or clip with <clipPath>: (config, items);
# a circular config's item 0 is its source unrotated (no <use>)
COMPOSED = [("mental_rotation_circular", (1, 2)), ("paper_folding_circular", (1, 2)),
            ("visual_relation_abstraction_circular", (1, 2)), ("mental_composition_judge", (0, 1)),
            ("paper_folding_judge", (0, 1)), ("paper_folding_open", (0, 1))]
MAX_BYTES = 40 * 1024
HEAD = '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">'
XLINK_HEAD = HEAD[:-1] + ' xmlns:xlink="http://www.w3.org/1999/xlink">'


def difference(a: Image.Image, b: Image.Image) -> np.ndarray:
    """Per-pixel largest channel difference in levels."""
    return np.abs(np.asarray(a).astype(int) - np.asarray(b).astype(int)).max(axis=2)


def assert_agrees(svg: str, size: int) -> None:
    """Within antialiasing of cairosvg: mean difference under 0.05 levels, under 0.1% of pixels more than 32 off."""
    diff = difference(render_rgb(svg, size), render_rgb_cairosvg(svg, size))
    assert diff.mean() < 0.05 and (diff > 32).mean() < 0.001, (diff.max(), diff.mean(), (diff > 32).mean())


@pytest.fixture(scope="module")
def items() -> dict[str, list]:
    """Two test items of every Mind's Eye task (the build's valid draws)."""
    return {spec.name: [valid_item(spec.name, index) for index in range(2)] for spec in MINDS_EYE}


def valid_item(task: str, index: int):
    from collections import Counter

    from mindbench.builder.pipeline.jobs import SplitJob
    from mindbench.builder.pipeline.workers import draw_valid_item
    from mindbench.generators.common.registry import find_task

    spec = find_task(task)
    return draw_valid_item(spec, SplitJob(spec.benchmark, spec.name, "test", 2, 0), index, 0, frozenset(),
                           Counter())[0]


def test_items_of_every_task_are_drawn_directly_and_agree_with_cairosvg(items) -> None:
    before = sum(raster.FALLBACKS.values())
    for task_items in items.values():
        for item in task_items:
            render_surface(item.svg, 1024)  # raises Unsupported if any of it would go to cairosvg
            assert_agrees(item.svg, 1024)
    assert sum(raster.FALLBACKS.values()) == before


def assert_same_pixels(svg: str, size: int) -> None:
    """Drawn directly (no fallback) into exactly cairosvg's pixels."""
    render_surface(svg, size)  # raises Unsupported if any of it would go to cairosvg
    diff = difference(render_rgb(svg, size), render_rgb_cairosvg(svg, size))
    assert diff.max() == 0, (diff.max(), (diff > 0).sum())


@pytest.mark.parametrize(("task", "indices"), COMPOSED)
def test_use_and_clip_path_of_the_variants_are_drawn_directly_into_cairosvgs_pixels(task: str, indices) -> None:
    before = sum(raster.FALLBACKS.values())
    for index in indices:
        svg = valid_item(task, index).svg
        assert "<use" in svg or "clip-path" in svg
        assert_same_pixels(svg, 1024)
    assert sum(raster.FALLBACKS.values()) == before


def test_use_and_clip_path_beyond_the_variants_agree_with_cairosvg() -> None:
    """Inheritance through <use> (from the use, not from the defs), a transformed and half-transparent clipped
    group, a rounded clip rectangle after a polygon, a zero-sized clip rectangle, and one group used twice."""
    svg = XLINK_HEAD + """
<defs fill="red"><g id="s"><rect x="10" y="10" width="80" height="60"/><circle cx="70" cy="60" r="30"
 fill="orange" stroke-width="3"/><text x="20" y="100" font-family="DejaVu Sans" font-size="16">use</text></g>
<clipPath id="c" clipPathUnits="userSpaceOnUse"><polygon points="0,0 60,0 0,60"/>
<rect x="30" y="30" width="90" height="90" rx="12"/><rect x="0" y="0" width="0" height="50"/></clipPath>
<clipPath id="d"><polygon points="0,0 120,0 120,50 0,120"/><polygon points="20,80 100,80 60,128"/></clipPath></defs>
<use xlink:href="#s"/>
<g fill="green" stroke="navy" stroke-linejoin="round"><use xlink:href="#s" transform="translate(130,0)"/></g>
<g transform="translate(0,128) rotate(5)" clip-path="url(#c)" opacity="0.6"><use xlink:href="#s"
 transform="scale(1.2)"/></g>
<g clip-path="url(#d)" stroke="purple" stroke-dasharray="4 2"><use xlink:href="#s" transform="translate(128,128)"/>
</g></svg>"""
    assert_same_pixels(svg, 256)


@pytest.mark.parametrize(("unsupported", "reason"), [
    ('<defs><rect id="a" x="0" y="0" width="50" height="50"/></defs><use xlink:href="#a"/>', "definition"),
    ('<rect id="a" x="0" y="0" width="50" height="50"/><use xlink:href="#a"/>', "not one <g>"),
    ('<g id="a"><rect x="0" y="0" width="50" height="50"/></g><use xlink:href="#a"/>', "not one <g>"),
    ('<defs><g id="a"><rect width="50" height="50"/></g></defs><use xlink:href="#a" x="100"/>', "attribute x"),
    ('<defs><g id="a"><rect width="50" height="50"/></g></defs><use xlink:href="#a" width="9"/>', "attribute width"),
    ('<defs><g id="a"><rect width="50" height="50"/></g></defs><use xlink:href="#a" opacity="0.5"/>', "opacity"),
    ('<defs><g id="a"><rect width="50" height="50"/></g><g id="b"><use xlink:href="#a"/></g></defs>'
     '<use xlink:href="#b"/>', "inside a used group"),
    ('<defs><g id="a"><rect width="50" height="50"/></g><g id="a"/></defs><use xlink:href="#a"/>', "not one <g>"),
    ('<defs><clipPath id="c"><rect width="50" height="50"/></clipPath></defs>'
     '<rect clip-path="url(#c)" width="90" height="90" fill="red"/>', "attribute clip-path"),
    ('<defs><clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="0.5" height="0.5"/></clipPath></defs>'
     '<g clip-path="url(#c)" width="256" height="256"><rect width="90" height="90" fill="red"/></g>', "clipPathUnits"),
    ('<defs><clipPath id="c"><rect width="50" height="50" transform="rotate(9)"/></clipPath></defs>'
     '<g clip-path="url(#c)"><rect width="90" height="90" fill="red"/></g>', "attribute transform"),
    ('<defs><clipPath id="c"><circle r="50"/></clipPath></defs>'
     '<g clip-path="url(#c)"><rect width="90" height="90" fill="red"/></g>', "clip path child"),
    ('<defs><g id="c"><rect width="50" height="50"/></g></defs>'
     '<g clip-path="url(#c)"><rect width="90" height="90" fill="red"/></g>', "not one <clipPath>"),
])
def test_use_and_clip_path_outside_the_subset_are_drawn_by_cairosvg(unsupported: str, reason: str) -> None:
    svg = XLINK_HEAD + unsupported + '<circle cx="128" cy="128" r="60" fill="green"/></svg>'
    with pytest.raises(Unsupported, match=reason):
        render_surface(svg, 256)
    before = sum(raster.FALLBACKS.values())
    image = Image.open(io.BytesIO(rasterize(svg, 256))).convert("RGB")
    assert sum(raster.FALLBACKS.values()) == before + 1
    assert (difference(image, render_rgb_cairosvg(svg, 256)) == 0).all()


def test_the_rest_of_the_subset_agrees_with_cairosvg() -> None:
    """Elements, path commands and attributes no task writes today, drawn directly (no fallback)."""
    svg = HEAD + """
<defs><linearGradient id="g" x1="0" y1="0" x2="256" y2="0" gradientUnits="userSpaceOnUse">
<stop offset="0%" stop-color="#ff0000"/><stop offset="100%" stop-color="rgb(0,0,255)"/></linearGradient></defs>
<rect x="8" y="8" width="240" height="20" fill="url(#g)"/>
<ellipse cx="60" cy="70" rx="40" ry="20" fill="orange" stroke="#123" stroke-width="3"/>
<path d="M10 120 H60 V160 h-20 v10 C70 180 90 200 110 170 S150 140 160 170 Q180 200 200 170 T240 170
 A60 40 15 0 1 200 220 a25 25 0 1 0 -30 0 l-20 10 L10 220 Z" fill="#9c9" stroke="black" stroke-width="2"
 stroke-linejoin="bevel" stroke-dasharray="6 3"/>
<path d="m130 40 l40 0 l0 30 z m10 5 l20 0 l0 15 z" fill="purple"/>
<g transform="translate(180 60) rotate(30) scale(1.2, 0.8)" opacity="0.5" stroke="teal" stroke-width="4"
 stroke-linecap="square"><line x1="0" y1="0" x2="50" y2="0"/><circle cx="20" cy="20" r="12" fill="yellow"/></g>
<polyline points="10,240 40,230 70,250" fill="none" stroke="navy" stroke-width="2.5" opacity="0.6"/>
<text x="250" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" text-anchor="end"
 font-weight="700" fill="#222">end, bold</text>
<text x="10" y="100" font-family="DejaVu Serif" font-size="14px" fill="darkred" fill-opacity="0.7">Start</text>
</svg>"""
    render_surface(svg, 256)
    assert_agrees(svg, 256)


@pytest.mark.parametrize(("head", "body"), [(HEAD, body) for body in [
    '<defs/><rect x="0" y="0" width="256" height="256" fill="white"/><circle cx="128" cy="128" r="60" fill="green"/>',
    '<circle cx="128" cy="128" r="60" fill="green"/><rect width="256" height="256" fill="#fff"/>',
    '<rect width="300" height="256" fill="white" opacity="0.5"/><rect width="256" height="256" fill="white"/>'
    '<circle cx="128" cy="128" r="60" fill="green"/><rect width="256" height="256" fill="#ffffff" id="late"/>',
    '<rect width="256" height="256" fill="white" stroke="red" stroke-width="8"/><circle cx="9" cy="9" r="6"/>',
    '<!-- a comment --><title>t</title><g><circle cx="128" cy="128" r="60" fill="green"/></g>'
    '<rect width="256" height="256" fill="white"/>',
]] + [(HEAD[:-1] + ' stroke="red" stroke-width="8">', '<rect width="256" height="256" fill="white"/>')])
def test_white_background_is_left_out_only_where_it_changes_no_pixel(head: str, body: str) -> None:
    """A full-canvas white rectangle before anything is drawn leaves the white canvas as it is and is not drawn;
    after a shape, or stroked (its own stroke or one it inherits), it is drawn: the pixels are cairosvg's."""
    svg = head + body + "</svg>"
    drawn = render_surface(svg, 256)
    want = render_rgb_cairosvg(svg, 256)
    assert (difference(Image.frombuffer("RGB", (256, 256), bytes(drawn.get_data()), "raw", "BGRX", 0, 1),
                       want) == 0).all()


@pytest.mark.parametrize("unsupported", [
    '<radialGradient id="r"><stop offset="0" stop-color="red"/></radialGradient>',
    '<rect x="10" y="10" width="100" height="100" style="fill: red"/>',
    '<g><rect id="a" x="0" y="0" width="50" height="50" fill="blue"/></g><use href="#a" x="100"/>',
    '<rect x="10" y="10" width="10em" height="100" fill="red"/>',
    '<rect x="10" y="10" width="100" height="100" fill="red" stroke="blue" stroke-width="9" stroke-opacity="0.3"/>',
    '<path d="M10 10 H100 V100 Z M30 30 H60 V60 Z" fill="red" fill-rule="evenodd"/>',
])
def test_what_is_not_drawn_directly_is_drawn_by_cairosvg_and_counted(unsupported: str) -> None:
    svg = HEAD + unsupported + '<circle cx="128" cy="128" r="60" fill="green"/></svg>'
    with pytest.raises(Unsupported):
        render_surface(svg, 256)
    before = sum(raster.FALLBACKS.values())
    image = Image.open(io.BytesIO(rasterize(svg, 256))).convert("RGB")
    assert sum(raster.FALLBACKS.values()) == before + 1
    assert (difference(image, render_rgb_cairosvg(svg, 256)) == 0).all()


def test_palette_keeps_up_to_256_colours_exactly_and_every_colour_close_beyond() -> None:
    rng = np.random.default_rng(1)
    for n_colours in (1, 2, 17, 255, 256):
        palette = rng.integers(0, 256, (n_colours, 3))
        flat = palette[rng.integers(0, n_colours, (48, 48))].astype(np.uint8)
        decoded = np.asarray(Image.open(io.BytesIO(encode_png(Image.fromarray(flat)))).convert("RGB"))
        assert (decoded == flat).all(), n_colours
    # Flat regions with antialiasing-like ramps between them (1,000+ colours): flat colours exact, ramps close.
    flats = rng.integers(0, 256, (12, 3))
    image = np.zeros((96, 480, 3), np.uint8)
    for band in range(12):
        a, b = flats[band], flats[(band + 1) % 12]
        t = np.linspace(0, 1, 40)[:, None]
        image[band * 8:band * 8 + 6] = np.repeat(a, 480).reshape(3, 480).T
        image[band * 8 + 6:band * 8 + 8, :40] = (a * (1 - t) + b * t).round()
    decoded = np.asarray(Image.open(io.BytesIO(encode_png(Image.fromarray(image)))).convert("RGB")).astype(int)
    error = np.abs(decoded - image.astype(int)).max(axis=2)
    flat_rows = np.concatenate([np.arange(band * 8, band * 8 + 6) for band in range(12)])
    assert (error[flat_rows] == 0).all()
    assert error.max() <= 12


@pytest.mark.parametrize("task", [spec.name for spec in MINDS_EYE])
def test_item_images_stay_small_and_close_to_the_drawing(items, task: str) -> None:
    for item in items[task]:
        if task == "hierarchical_pattern" and len(item.image) > MAX_BYTES:
            pytest.xfail(f"hierarchical_pattern's dense patterns: {len(item.image) / 1024:.1f} KB (its drawing is "
                         "being changed; at zlib 9 it is still over 40 KB)")
        assert len(item.image) <= MAX_BYTES, f"{task}: {len(item.image) / 1024:.1f} KB"
        decoded = Image.open(io.BytesIO(item.image)).convert("RGB")
        diff = difference(decoded, render_rgb(item.svg))
        assert diff.max() <= 32 and diff.mean() < 0.05, (diff.max(), diff.mean())


_BYTES_IN_CHILD = """
import hashlib, json, sys
sys.path.insert(0, sys.argv[1])
from test_svg_cairo import valid_item
print(json.dumps([hashlib.sha256(valid_item(name, 0).image).hexdigest() for name in sys.argv[2:]]))
"""


@pytest.mark.slow  # long (make test stays under 5 minutes); runs in make test-slow
def test_same_item_same_png_bytes_in_fresh_processes(items) -> None:
    """Bytes depend on nothing in the process: a fresh interpreter, with either OpenBLAS core type, writes them."""
    names = [spec.name for spec in MINDS_EYE[:3]]
    here = [__import__("hashlib").sha256(items[name][0].image).hexdigest() for name in names]
    for coretype in ("Haswell", "Prescott"):
        env = {**os.environ, "OPENBLAS_CORETYPE": coretype}
        out = subprocess.run([sys.executable, "-c", _BYTES_IN_CHILD, os.path.dirname(__file__), *names],
                             capture_output=True, text=True, check=True, env=env)
        assert json.loads(out.stdout) == here, coretype
