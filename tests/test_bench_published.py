"""`bench --published`: the image bytes of a finished build, per config and split, from its Parquet files."""

from __future__ import annotations

import pyarrow as pa
import pyarrow.parquet as pq

from mindbench.builder.commands import bench


def write_split(path, sizes: list[int]) -> None:
    """A Parquet split whose `image` column holds PNG-like bytes of these lengths."""
    path.parent.mkdir(parents=True, exist_ok=True)
    images = [{"bytes": b"\x89" * size, "path": None} for size in sizes]
    pq.write_table(pa.table({"id": [str(i) for i in range(len(sizes))], "image": images}), path)


def test_the_published_bytes_are_read_per_config_and_split(tmp_path, capsys):
    write_split(tmp_path / "mindseye/data/puzzle/test-00000-of-00002.parquet", [1024, 2048])
    write_split(tmp_path / "mindseye/data/puzzle/test-00001-of-00002.parquet", [50 * 1024])
    write_split(tmp_path / "mindseye/data/puzzle/train-00000-of-00001.parquet", [3 * 1024])
    path = tmp_path / "m3str/data/cards/test-00000-of-00001.parquet"
    path.parent.mkdir(parents=True)
    pq.write_table(pa.table({"id": ["a"]}), path)  # no image column: left out

    assert bench.published_image_bytes(tmp_path) == [("puzzle", "test", [1024, 2048, 50 * 1024]),
                                                     ("puzzle", "train", [3 * 1024])]
    bench.published_bytes_table(tmp_path)
    lines = capsys.readouterr().out.splitlines()
    test_row = next(line.split() for line in lines if line.startswith("puzzle") and " test " in line)
    assert test_row == ["puzzle", "test", "3", "17.7", "45.2", "50.0", "33.3%"]


def test_a_folder_without_a_build_gets_one_line(tmp_path, capsys):
    bench.published_bytes_table(tmp_path)
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and "no Parquet files with images" in out[0]
