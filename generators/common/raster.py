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

Encoding: an image is a few dozen flat colours plus their antialiasing ramps, drawn as long horizontal runs of one
colour broken at edges (20,000-45,000 runs in a 1024² item image). So the encoder works per run, not per pixel: one
comparison pass finds the runs, a sort of the runs' colours lists the distinct colours, and a colour's pixel count is
the sum of its runs' lengths. With at most 256 colours they all become the palette (lossless), commonest first;
otherwise the palette is chosen greedily, each next entry the colour whose pixels would lose the most if left out
(count × squared distance to the nearest entry so far), which keeps every flat colour exact and samples each ramp
evenly, and every colour takes its nearest entry, a by-product of the same loop. Integer arithmetic only (no float
rounding, no BLAS: the same bytes on every machine); colours are ordered by value. The palette and pixels are those
of the encoder before, only the file is written differently. Images with more than `MAX_COUNTED_COLOURS` colours
(photographs) go through Pillow's MAXCOVERAGE quantiser.
Faster palettes measured and not chosen (docs/performance.md): up to 32 well-separated entries a round (15-25%
faster, a different palette in some images), merging colours into 2- or 4-level cells first (30-50% faster, the
largest error up to 8 levels higher), a vectorised median cut (no faster, up to 46 levels off): the greedy's 1.5-2 ms
is 255 rounds of eight numpy calls, and each alternative still measures every colour against every entry. The same
picks taken several a round (each next-largest loss whose colour no entry of the round comes nearer to: exact, about
42 rounds instead of 255) measured 3-15% faster than the loop with scalar operands, less than the 0-d operands gave
and for much more code: checking the candidates in Python cost most of what the fewer calls saved.

The PNG is written here (IHDR, PLTE, one IDAT, IEND): each scanline unfiltered or with the Up filter, whichever
has fewer runs of equal bytes, deflated with zlib's run-length strategy (Z_RLE, matches at distance 1 only, no hash
chains). Measured on 96 item images (docs/performance.md): 1.6 ms of deflate per image for 31.6 KB mean, against
5.1 ms for 29.0 KB at zlib level 6 unfiltered (the encoder before), 1.9 ms for 42.2 KB at level 1 and 3.5 ms for
32.1 KB at level 4: the best bytes for the time below level 6, which would save 8% of the bytes for about 3.5 ms
more per image.
"""

from __future__ import annotations

import logging
import struct
import threading
import zlib
from collections import Counter

import cairocffi as cairo
import numpy as np
from cairosvg.parser import Tree
from cairosvg.surface import PNGSurface
from PIL import Image

from mindbench.generators.common.svg_cairo import Unsupported, render_surface

PALETTE_COLOURS = 256
MAX_COUNTED_COLOURS = 1 << 16
# zlib's run-length strategy: matches only at distance 1 (runs of one palette index), found without hash chains.
# Every level from 1 up then writes the same bytes, header included (zlib marks Z_RLE streams "fastest").
ZLIB_STRATEGY = zlib.Z_RLE
ZLIB_LEVEL = 1
ZLIB_MEMLEVEL = 7  # 8,192 symbols per Huffman block (8: 16,384): 0.6% fewer bytes on item images, 8% faster
FILTER_NONE, FILTER_UP = 0, 2  # the PNG scanline filters used, chosen per row (`filter_rows`)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# `palette_by_loss`: a squared distance sits above this many bits, the index of its palette entry below
DISTANCE_SHIFT = 44
# Why SVGs went to cairosvg in this process (reason → count); `rasterize` logs each reason the first time.
FALLBACKS: Counter[str] = Counter()
_LOG = logging.getLogger(__name__)
# 0xRRGGBB → the colour's number in the image being encoded: 32 MB reserved, reused; only the pages where an image's
# colours fall are ever touched (resident)
_ID_OF_COLOUR = np.zeros(1 << 24, dtype=np.uint16)
_SCRATCH: dict[str, np.ndarray] = {}  # reusable buffers of the encoder (`_scratch`)
_LOCK = threading.RLock()  # one image at a time uses the table and buffers (Dask workers may run threads)


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


def pixels_image(pixels: np.ndarray) -> Image.Image:
    """Pixels as `encode_pixels` takes them (height × width, 0xRRGGBB in the low 24 bits) as an RGB image."""
    return Image.frombuffer("RGB", (pixels.shape[1], pixels.shape[0]), np.ascontiguousarray(pixels, dtype="<u4"),
                            "raw", "BGRX", 0, 1)


def render_rgb(svg: str, size: int = 1024) -> Image.Image:
    """The truecolour pixels of `svg` as `rasterize` draws them."""
    return surface_image(svg_surface(svg, size))


def render_rgb_cairosvg(svg: str, size: int = 1024) -> Image.Image:
    """The truecolour pixels of `svg` as cairosvg draws them."""
    return surface_image(cairosvg_surface(svg, size))


def encode_png(image: Image.Image) -> bytes:
    """A palette PNG of an image's RGB pixels (see the module docstring); lossless when it has at most 256 colours.

    Decoders give mode "P"; `.convert("RGB")` gives the pixels. Alpha, where there is one, is ignored (as
    `.convert("RGB")` ignores it)."""
    if image.mode == "RGBA":
        packed = image.tobytes("raw", "BGRA")  # 0xAARRGGBB little-endian: the low 24 bits are the colour
    else:
        packed = (image if image.mode == "RGB" else image.convert("RGB")).tobytes("raw", "BGRX")
    return encode_pixels(np.frombuffer(packed, dtype="<u4").reshape(image.height, image.width))


def encode_surface(surface: cairo.ImageSurface) -> bytes:
    """`encode_png` of a drawn (opaque) surface, read in place."""
    return encode_pixels(surface_pixels(surface))


def encode_pixels(pixels: np.ndarray) -> bytes:
    """The palette PNG of pixels given as 32-bit integers whose low 24 bits are 0xRRGGBB (height × width)."""
    height, width = pixels.shape
    flat = np.ascontiguousarray(pixels).reshape(-1)
    with _LOCK:
        rows = _scratch("rows", height * (width + 1), np.uint8).reshape(height, width + 1)
        starts, lengths = pixel_runs(flat)
        values = flat[starts] & np.uint32(0xFFFFFF)  # the colour of each run
        keys = distinct_colours(values)
        if len(keys) > MAX_COUNTED_COLOURS:  # a photograph: Pillow's quantiser chooses the palette and indexes pixels
            image = Image.frombuffer("RGB", (width, height), flat, "raw", "BGRX", 0, 1)
            paletted = image.quantize(colors=PALETTE_COLOURS, method=Image.Quantize.MAXCOVERAGE,
                                      dither=Image.Dither.NONE)
            rows[:, 1:] = np.asarray(paletted, dtype=np.uint8)
            palette = bytes(paletted.getpalette()[:3 * (int(rows[:, 1:].max()) + 1)])
            plain = None
        else:
            _ID_OF_COLOUR[keys] = np.arange(len(keys), dtype=np.uint16)
            ids = np.take(_ID_OF_COLOUR, values)
            counts = np.bincount(ids, weights=lengths, minlength=len(keys)).astype(np.int64)  # exact below 2**53
            rgb = np.stack([keys >> 16, (keys >> 8) & 0xFF, keys & 0xFF], axis=1).astype(np.int32)
            chosen, nearest = palette_by_loss(rgb, counts)
            run_indices = nearest[ids]
            rows[:, 1:] = np.repeat(run_indices, lengths).reshape(height, width)
            palette = rgb[chosen].astype(np.uint8).tobytes()
            # where the index changes inside a row: starts of runs whose index differs from the run before, off column 0
            changes = starts[1:][run_indices[1:] != run_indices[:-1]]
            changes = changes[changes % width != 0]
            plain = np.bincount(changes // width, minlength=height)[1:]
        rows[:, 0] = FILTER_NONE
        filter_rows(rows, plain)
        return png_file(rows, palette)


def distinct_colours(values: np.ndarray) -> np.ndarray:
    """The distinct values of `values` (run colours), ascending, as int64: one sort of the 20,000-45,000 runs of an
    item image and a comparison of neighbours."""
    ordered = np.sort(values)
    first_of_value = np.empty(len(ordered), dtype=np.bool_)
    first_of_value[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=first_of_value[1:])
    return ordered[first_of_value].astype(np.int64)


def _scratch(name: str, size: int, dtype: type) -> np.ndarray:
    """A reusable buffer of at least `size` elements (the caller holds _LOCK). The allocator hands fresh 1 MB
    temporaries back to the system after each image, so each costs a round of page faults the next time (measured:
    two such temporaries 0.8 ms more than reused buffers, in a ~6 ms encoding); these buffers stay."""
    buffer = _SCRATCH.get(name)
    if buffer is None or buffer.size < size:
        buffer = _SCRATCH[name] = np.empty(size, dtype=dtype)
    return buffer[:size]


def pixel_runs(flat: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(start, length) of each run of equal values in `flat` (row-major pixels; runs may cross rows).

    An item image is long runs of flat colour broken by antialiased edges: about 20,000-45,000 runs in a 1024²
    image, so counting colours and indexing pixels per run costs a fraction of doing it per pixel."""
    if not flat.size:
        return np.zeros(0, dtype=np.intp), np.zeros(0, dtype=np.intp)
    with _LOCK:
        starts = np.flatnonzero(np.not_equal(flat[1:], flat[:-1], out=_scratch("changed", flat.size - 1, np.bool_)))
    starts += 1
    starts = np.concatenate([np.zeros(1, dtype=np.intp), starts])
    return starts, np.diff(starts, append=flat.size)


def palette_by_loss(rgb: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(indices into `rgb` of the palette, palette index of every colour). With at most PALETTE_COLOURS colours:
    all of them, commonest first (ties: the smaller 0xRRGGBB, as `rgb` is sorted by it), so the background is index 0
    and its runs continue through the filter byte that starts each PNG row. Otherwise greedily: first the commonest,
    then each time the colour with the largest count × squared distance to the palette so far (ties: the smallest
    0xRRGGBB), which keeps every flat colour exact and samples each antialiasing ramp evenly; every colour takes its
    nearest entry (ties: the earlier entry).

    Integer arithmetic, exact. The loop is 255 rounds of eight numpy calls over the colours, its cost mostly the
    calls, so it keeps two things per colour in one int64: squared distance × 2⁴⁴ + index of the nearest entry, whose
    minimum updates both (an equal distance keeps the earlier entry). Squared distances come from one wrapping
    uint64 product: with a colour packed as r·2⁴⁴ + g·2²² + b and an entry as 2(R + G·2²² + B·2⁴⁴), the product is
    2(rR + gG + bB)·2⁴⁴ (below 2⁶³) plus terms below 2⁴¹ and terms that are multiples of 2⁶⁴, so clearing its bits
    below 44 leaves 2 c·e × 2⁴⁴ on the scale of the distances, and |c - e|² = |c|² + |e|² - 2 c·e. Every value
    stays within ±2⁶³: a squared distance and 2 c·e are below 2¹⁹."""
    n = len(counts)
    if n <= PALETTE_COLOURS:
        chosen = np.argsort(-counts, kind="stable")
        nearest = np.empty(n, dtype=np.uint8)
        nearest[chosen] = np.arange(n, dtype=np.uint8)
        return chosen, nearest
    wide = rgb.astype(np.int64)
    packed = ((wide[:, 0] << 44) | (wide[:, 1] << 22) | wide[:, 2]).astype(np.uint64)
    norms = (wide * wide).sum(1) << DISTANCE_SHIFT
    # each colour as an entry: the multiplier of `packed`, and |e|² on the distances' scale (its index added later)
    entry_multipliers = ((wide[:, 0] << 1) | (wide[:, 1] << 23) | (wide[:, 2] << 45)).tolist()
    entry_norms = norms.tolist()
    weights = counts.astype(np.int64)
    first = int(np.argmax(weights))
    best = ((wide - wide[first]) ** 2).sum(1) << DISTANCE_SHIFT  # nearest entry 0
    chosen = [first]
    distance, loss, cross = np.empty(n, np.int64), np.empty(n, np.int64), np.empty(n, np.uint64)
    doubled_dot = cross.view(np.int64)
    # the scalar operands as 0-d arrays (the entry's two written in place each round): a ufunc takes a 0-d array
    # about 1 µs faster than a Python or numpy scalar, which it converts on every call
    shift = np.array(DISTANCE_SHIFT, np.int64)
    keep = np.array((1 << 64) - (1 << DISTANCE_SHIFT), np.uint64)
    entry, entry_norm = np.zeros((), np.uint64), np.zeros((), np.int64)
    # the ufuncs bound to local names and given their output positionally: each of the 2,000 calls skips a module
    # attribute lookup and the keyword parsing (np.minimum takes its output only as a keyword)
    right_shift, multiply, bitwise_and, subtract, add, minimum = (np.right_shift, np.multiply, np.bitwise_and,
                                                                   np.subtract, np.add, np.minimum)
    for index in range(1, PALETTE_COLOURS):
        right_shift(best, shift, distance)
        pick = int(multiply(weights, distance, loss).argmax())
        entry[()] = entry_multipliers[pick]
        entry_norm[()] = entry_norms[pick] + index
        multiply(packed, entry, cross)
        bitwise_and(cross, keep, cross)  # 2 c·e × 2⁴⁴; the bits below are other terms of the product
        subtract(norms, doubled_dot, distance)
        add(distance, entry_norm, distance)
        minimum(best, distance, out=best)
        chosen.append(pick)
    return np.array(chosen), (best & 0xFF).astype(np.uint8)


def filter_rows(rows: np.ndarray, plain: np.ndarray | None = None) -> None:
    """Filter the scanlines of a palette image in place (height × (1 + width) bytes: filter type, then indices,
    unfiltered on entry). `plain`: for rows 1.., how many times the index changes along the row (counted here when
    not given; `encode_pixels` knows it from its runs).

    Each row stays unfiltered or takes the Up filter (its difference from the row above), whichever has fewer
    runs of equal bytes: zlib's run-length strategy codes a run as one literal and one match, so fewer runs are
    fewer symbols. Up turns a row that repeats the one above (frames, vertical edges, fills) into one run of
    zeros; unfiltered keeps a row whose edges moved (diagonals, text) as the runs of its own colours. Measured on
    96 item images: 25% fewer bytes than no filter with the same strategy, 3% fewer than Up on every row."""
    height, width = rows.shape[0], rows.shape[1] - 1
    if height < 2 or width < 2:
        return
    with _LOCK:
        _filter_rows(rows, plain, height, width)


def _filter_rows(rows: np.ndarray, plain: np.ndarray | None, height: int, width: int) -> None:
    indices = rows[:, 1:]
    up = np.subtract(indices[1:], indices[:-1], out=_scratch("up", (height - 1) * width, np.uint8).reshape(
        height - 1, width))  # modulo 256, as PNG defines it
    changed = _scratch("changed", (height - 1) * (width - 1), np.bool_).reshape(height - 1, width - 1)
    total = np.uint16 if width <= 1 << 16 else np.int64  # a row's count of changes fits; uint16 sums twice as fast
    if plain is None:
        plain = np.not_equal(indices[1:, 1:], indices[1:, :-1], out=changed).view(np.uint8).sum(1, dtype=total)
    upped = np.not_equal(up[:, 1:], up[:, :-1], out=changed).view(np.uint8).sum(1, dtype=total)
    chosen = np.flatnonzero(upped < plain)
    rows[chosen + 1, 1:] = up[chosen]
    rows[chosen + 1, 0] = FILTER_UP


def png_file(rows: np.ndarray, palette: bytes) -> bytes:
    """A PNG file of filtered 8-bit palette scanlines (`filter_rows`) and their RGB palette (3 bytes an entry):
    IHDR, PLTE, one IDAT of the scanlines deflated with ZLIB_STRATEGY, IEND."""
    height, width = rows.shape[0], rows.shape[1] - 1
    compressor = zlib.compressobj(ZLIB_LEVEL, zlib.DEFLATED, 15, ZLIB_MEMLEVEL, ZLIB_STRATEGY)
    data = compressor.compress(rows) + compressor.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)  # 8 bits, palette, deflate, filters, no interlace
    return b"".join([PNG_SIGNATURE, png_chunk(b"IHDR", header), png_chunk(b"PLTE", palette), png_chunk(b"IDAT", data),
                     png_chunk(b"IEND", b"")])


def png_chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk: length, type, data, CRC-32 of type and data."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
