"""`mindbench preview`: a contact sheet of generated items, so anyone can look at what a task draws."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from mindbench.generators.common.registry import TaskSpec

THUMB = 512
COLS = 4
CAPTION = 40


def _font(size: int) -> ImageFont.ImageFont:
    try:
        return ImageFont.truetype("DejaVuSans.ttf", size)
    except OSError:
        return ImageFont.load_default()


def contact_sheet(spec: TaskSpec, n: int, out: Path, split: str = "test", seed: int = 0, start: int = 0,
                  kg_path: str | None = None) -> Path:
    """Generate items start..start+n-1 (verified, like the builder) and tile them with id, gold and difficulty."""
    from collections import Counter

    from mindbench.builder.pipeline.jobs import SplitJob
    from mindbench.builder.pipeline.workers import draw_valid_item

    job = SplitJob(spec.benchmark, spec.name, split, start + n, seed, kg_path)
    cols = min(COLS, n)
    rows = -(-n // cols)
    sheet = Image.new("RGB", (cols * THUMB, rows * (THUMB + CAPTION)), "white")
    draw = ImageDraw.Draw(sheet)
    font = _font(20)
    for k in range(n):
        item, _ = draw_valid_item(spec, job, start + k, 0, frozenset(), Counter())
        with Image.open(io.BytesIO(item.image)) as im:
            thumb = im.convert("RGB")
            thumb.thumbnail((THUMB, THUMB))
        x, y = (k % cols) * THUMB, (k // cols) * (THUMB + CAPTION)
        sheet.paste(thumb, (x + (THUMB - thumb.width) // 2, y))
        draw.text((x + 8, y + THUMB + 8), f"{item.id.split('/', 2)[2]}  gold={item.answer}  {item.difficulty}",
                  fill="black", font=font)
    out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(out)
    return out


