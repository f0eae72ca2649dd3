"""Property-based fuzzing of the three places that read untrusted text: the KG loader, the answer
extractor and the `mindbench` argument parser. No input crashes them; every rejection is one line.

Contracts checked:
* KG loader: `load_kg` returns a KG or raises `KGError` whose message is one line (no character `str.splitlines`
  splits on) starting with the path of a file in the folder; never another exception. A KG that loads renders,
  and every name and label on its map is drawn verbatim.
* Extractor: `extract_answer` (and `strict`, and `extract_with_judge` with a fuzzed judge) never raises and returns
  None or a valid answer: one of the item's letters, Yes/No, or a canonical ASCII integer; the same input gives
  the same output.
* CLI: `main(argv)` returns or raises SystemExit with status 0, 1 or 2, never another exception, and never prints
  a traceback. On a non-zero status the last non-empty stderr line starts with "mindbench"; for the commands
  fuzzed here (and for unknown commands) stderr is exactly one line, "mindbench[ <command>]: error: ...", line
  breaks inside arguments included (every parser is `mindbench.oneline.OneLineParser`). Builds and merges
  run their checks for real and stop where they would take the output lock; contact sheets are recorded, not
  drawn; the CLI runs in a temporary folder. So fuzzed arguments never start real work or write outside it.
"""

from __future__ import annotations

import io
import re
import shutil
import struct
import tempfile
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st
from PIL import Image

from mindbench.generators.common.item import LETTERS
from mindbench.generators.m3str.kg import KGError, load_kg
from mindbench.generators.m3str.render import RenderStyle, render_map
from mindbench.lmms_tasks.extraction import ANSWER_TYPES, collect_events, extract_answer, extract_with_judge


def fuzz(examples: int) -> settings:
    return settings(deadline=None, max_examples=examples,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def one_line(message: str) -> bool:
    return bool(message) and len(message.splitlines()) == 1 and message == message.splitlines()[0]


# ------------------------------------------------------------------------------------------------ KG loader


def _png(size: tuple[int, int] = (6, 4)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (9, 99, 199)).save(buffer, format="PNG")
    return buffer.getvalue()


def _jpeg() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (7, 5), (199, 9, 9)).save(buffer, format="JPEG")
    return buffer.getvalue()


def _png_declaring(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    chunk = struct.pack(">I", 13) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    return b"\x89PNG\r\n\x1a\n" + chunk + b"\0\0\0\0IEND\xaeB`\x82"


PNG, JPEG = _png(), _jpeg()
BASE_TABLES = {
    "entities.tsv": "id\tname\ttype\tdescription\nfr\tFrance\tcountry\ta country\nparis\tParis\tcity\t\n"
                    "eur\tEuro\tcurrency\t\n",
    "relations.tsv": "id\tlabel\ncapital\tcapital\ncurrency\tcurrency\n",
    "triples.tsv": "head\trelation\ttail\nfr\tcapital\tparis\nfr\tcurrency\teur\n",
}
OPTIONAL_TABLES = ("images.tsv", "relation_rules.tsv")
VALID_TABLES = {**BASE_TABLES, "images.tsv": "id\tpath\nfr\timages/fr.png\neur\timages/eur.jpg\n",
                "relation_rules.tsv": "rule\trelation\tother\thead_type\ttail_type\nimplies\tcapital\tcurrency\t\t\n"
                                      "domain\tcapital\tcountry\t\t\ncomplete\tcurrency\t\tcountry\t\n"}
HEADERS = {
    "entities.tsv": "id\tname\ttype\tdescription", "relations.tsv": "id\tlabel", "triples.tsv": "head\trelation\ttail",
    "images.tsv": "id\tpath", "relation_rules.tsv": "rule\trelation\tother\thead_type\ttail_type",
}
CELL_WORDS = [
    "fr", "paris", "eur", "capital", "currency", "moon", "", " ", "France", "id", "name", "type", "label", "head",
    "relation", "tail", "path", "rule", "other", "implies", "overlaps", "inverse", "chain", "transitive", "domain",
    "range", "complete", "incomplete", "country", "city", "images/fr.png", "images/eur.jpg", "images", "../x.png",
    "/etc/passwd", "/dev/zero", "nowhere.png", "x" * 300, "y" * 5000, "a\u202eb", "\\N\\G", "<b>&amp;</b>",
    "\u200b", "\u0301", "e\u0301", "\ufeff", "\r", "\x00", "\x85", "\u2028", "\ufffe", "\U0001F600", "\ud7ff",
]
CELL = st.one_of(st.sampled_from(CELL_WORDS), st.text(max_size=10))
ROW = st.lists(CELL, max_size=7).map("\t".join)


@st.composite
def table_bytes(draw: st.DrawFn, name: str) -> bytes:
    """A table: rows of plausible and hostile cells under a real, shuffled or fuzzed header; or any text or bytes."""
    kind = draw(st.sampled_from(["mutated", "mutated", "mutated", "rows", "rows", "text", "bytes"]))
    if kind == "mutated":  # a valid table with a few cells replaced, rows duplicated or dropped
        rows = [line.split("\t") for line in VALID_TABLES[name].splitlines()]
        for _ in range(draw(st.integers(1, 3))):
            row = draw(st.integers(0, len(rows) - 1))
            operation = draw(st.sampled_from(["cell", "cell", "append", "duplicate", "drop", "add_column"]))
            if operation == "cell":
                rows[row][draw(st.integers(0, len(rows[row]) - 1))] = draw(CELL)
            elif operation == "append":
                rows[row].append(draw(CELL))
            elif operation == "duplicate":
                rows.insert(row, list(rows[row]))
            elif operation == "drop" and len(rows) > 1:
                del rows[row]
            elif operation == "add_column":
                rows.append([draw(CELL) for _ in rows[0]])
        return ("\n".join("\t".join(row) for row in rows) + "\n").encode("utf-8", "surrogatepass")
    if kind == "bytes":
        return draw(st.binary(max_size=300))
    if kind == "text":
        return draw(st.text(max_size=300)).encode("utf-8", "surrogatepass")
    header = draw(st.one_of(st.just(HEADERS[name]), ROW,
                            st.permutations(HEADERS[name].split("\t")).map("\t".join)))
    rows = draw(st.lists(ROW, max_size=6))
    newline = draw(st.sampled_from(["\n", "\r\n", "\r", "\n\n"]))
    text = newline.join([header, *rows]) + draw(st.sampled_from(["", "\n", "\r\n"]))
    prefix = draw(st.sampled_from([b"", b"", b"", b"\xef\xbb\xbf", b"\xef\xbb\xbf\xef\xbb\xbf", b"\xff\xfe"]))
    encoded = prefix + text.encode("utf-8", "surrogatepass")
    if draw(st.integers(0, 7)) == 0 and encoded:  # a stray invalid byte somewhere
        at = draw(st.integers(0, len(encoded)))
        encoded = encoded[:at] + draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80"])) + encoded[at:]
    return encoded


IMAGE_PAYLOADS = st.one_of(
    st.sampled_from([_png(), _jpeg(), _png()[:-20], _png()[:16], _png()[:24], _jpeg()[:40], _jpeg()[:-30], b"",
                     _png_declaring(50_000, 50_000), _png_declaring(0, 5), _png_declaring(4096, 1),
                     b"\xff\xd8\xff\xe0\x00\x00", b"\xff\xd8\xff\xc0\x00\x01", b"<svg/>", b"<svg><image href='x'/>"]),
    st.binary(max_size=80),
    st.binary(max_size=80).map(lambda b: b"\x89PNG\r\n\x1a\n" + b),
    st.binary(max_size=80).map(lambda b: b"\xff\xd8\xff" + b),
)
IMAGE_NAMES = ["images/fr.png", "images/eur.jpg", "images/paris.jpeg", "images/fr.svg", "images/moon.png",
               "images/fr/a.png", "images/paris/b.jpg", "images/notes.txt", "images/.hidden.png", "pics/x.png"]


@st.composite
def kg_folders(draw: st.DrawFn) -> dict[str, bytes | None]:
    """Relative path -> content (None: delete) applied on top of a valid three-entity folder."""
    changes: dict[str, bytes | None] = {}
    for name in draw(st.lists(st.sampled_from([*BASE_TABLES, *OPTIONAL_TABLES]), max_size=3, unique=True)):
        changes[name] = None if name in BASE_TABLES and draw(st.integers(0, 9)) == 0 else draw(table_bytes(name))
    for name in draw(st.lists(st.sampled_from(IMAGE_NAMES), max_size=3, unique=True)):
        changes[name] = draw(IMAGE_PAYLOADS)
    if draw(st.integers(0, 3)) == 0:  # a well-formed images.tsv pointing at fuzzed files
        rows = draw(st.lists(st.tuples(st.sampled_from(["fr", "paris", "eur", "moon"]),
                                       st.sampled_from([*IMAGE_NAMES, "images", "nowhere.png", "a" * 300 + ".png"])),
                             max_size=3))
        changes["images.tsv"] = ("id\tpath\n" + "".join(f"{i}\t{p}\n" for i, p in rows)).encode()
    return changes


def write_folder(root: Path, changes: dict[str, bytes | None]) -> None:
    (root / "images").mkdir(parents=True)
    for name, text in BASE_TABLES.items():
        (root / name).write_text(text, encoding="utf-8")
    (root / "images" / "fr.png").write_bytes(PNG)
    (root / "images" / "eur.jpg").write_bytes(JPEG)
    for name, content in changes.items():
        path = root / name
        if content is None:
            path.unlink(missing_ok=True)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)


def drawn_texts(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return ["".join(t.itertext()).replace("\xa0", " ") for t in root.iter("{http://www.w3.org/2000/svg}text")]


@fuzz(400)
@given(changes=kg_folders())
# a PNG with a valid header and trailer and no pixels: Graphviz drew nothing from it
@example(changes={"images/fr.png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x10\x00\x00\x00\x00\x01\x08\x00\x00"
                                    b"\x00\x00{J4\xa0\x00\x00\x00\x00IEND\xaeB`\x82"})
def test_kg_loader_loads_or_rejects_in_one_line(changes: dict[str, bytes | None]) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch) / "kg"
        write_folder(root, changes)
        try:
            kg = load_kg(root)
        except KGError as exc:
            message = str(exc)
            assert one_line(message), repr(message)
            assert message.startswith(str(root.resolve()) + "/"), message  # names the file
            event("rejected: " + re.sub(r"'.*|\d+|U\+\w+.*", "", message.split(": ", 1)[1])[:40])
            return
        event("loaded")
        kg.content_hash()
        triples = kg.triples[:3]
        shown = sorted({e for h, _, t in triples for e in (h, t)})
        names = {e: kg.entities[e].name for e in shown}
        rendering = render_map(triples, names, {e: kg.entities[e].image for e in shown}, kg.relations,
                               RenderStyle(), 0)
        expected = [*names.values(), *(kg.relations[r] for _, r, _ in triples)]
        assert sorted(drawn_texts(rendering.svg)) == sorted(t.replace("\xa0", " ") for t in expected)


# ------------------------------------------------------------------------------------------------ extractor

NEAR_MISS = [
    "Answer:", "Final answer:", "final answer is", "The answer is", "The correct option is", "I choose", "Therefore,",
    "\\boxed{", "}", "{", "$", "\\text{", "<answer>", "</answer>", "<think>", "</think>", "<|begin_of_box|>",
    "<|end_of_box|>", '{"answer": "', '"}', "答案是", "选", "选项", "**", "(", ")", "[", "]", ".", ",", ":", ";", "?",
    "!", "\n", "\n\n", " ", "  ", "or", "and", "/", "not", "no", "No", "NO", "yes", "Yes", "none", "None", "either",
    "both", "neither", "Option", "option", "panel", "A", "B", "C", "D", "E", "F", "G", "J", "K", "Z", "a", "c", "I",
    "A's", "Ａ", "Ｃ", "１", "0", "1", "7", "007", "12", "-3", "3.5", "1,000", "10**100", "9" * 60, "٣", "三", "十二",
    "二十五", "twenty-one", "seven", "zero", "ninety-nine", "hundred", "entities", "relations", "There are",
    "is correct", "is the one", "there is no anomaly", "I can't determine", "cannot", "maybe", "between", "to", "-",
    "\u200b", "\u202e", "\ufeff", "\x00", "\r", "\u2028", "e\u0301", "\U0001F600",
]
RESPONSES = st.one_of(
    st.text(max_size=200),
    st.lists(st.tuples(st.one_of(st.sampled_from(NEAR_MISS), st.text(max_size=4)),
                       st.sampled_from(["", " ", "\n", ". "])), max_size=30)
    .map(lambda parts: "".join(token + sep for token, sep in parts)),
)
CHOICE_TEXTS = st.one_of(st.sampled_from(["Option A", "(b)", "C", "", " ", "France", "Paris", "?????", "a or b",
                                          "Yes", "No", "7", "A cube", "I", "none of these", "Option Z"]),
                         st.text(max_size=12))


def valid_answers(answer_type: str, choices: list[str]) -> set[str] | None:
    if answer_type == "choice":
        return set(LETTERS[: len(choices)] if choices else LETTERS)
    if answer_type == "yes_no":
        return {"Yes", "No"}
    return None  # integers: checked by pattern


def check_answer(got: str | None, answer_type: str, choices: list[str]) -> None:
    if got is None:
        return
    allowed = valid_answers(answer_type, choices)
    if allowed is None:
        assert re.fullmatch(r"0|[1-9][0-9]*", got, re.ASCII), repr(got)
    else:
        assert got in allowed, (got, allowed)


@fuzz(600)
@given(response=RESPONSES, answer_type=st.sampled_from(ANSWER_TYPES), choices=st.lists(CHOICE_TEXTS, max_size=12),
       reply=RESPONSES)
@example(response="00. A", answer_type="integer", choices=[], reply="")  # a count opening on "00." reads 0
@example(response=":", answer_type="integer", choices=[], reply="00. A")
@example(response="", answer_type="choice", choices=["가A"], reply="")  # a Latin letter typed into a Hangul word
@example(response="The answer is Kampala.", answer_type="choice", choices=["Kampala", "ーA"], reply="")  # no sound
@example(response="00000", answer_type="choice", choices=[":\r\x1b"], reply="")  # an option with no word at all
def test_extractor_never_raises_and_answers_only_valid_values(response: str, answer_type: str, choices: list[str],
                                                              reply: str) -> None:
    got = extract_answer(response, answer_type, choices)
    check_answer(got, answer_type, choices)
    assert extract_answer(response, answer_type, list(choices)) == got
    check_answer(extract_answer(response, answer_type, choices, strict=True), answer_type, choices)
    collect_events(response, answer_type, choices)
    judged = extract_with_judge(response, answer_type, choices, "question?", judge=lambda prompt: reply)
    check_answer(judged, answer_type, choices)


# ------------------------------------------------------------------------------------------------------ CLI

SUBCOMMANDS = ["build", "merge", "preview", "publish", "tasks-dir", "kg", "export", "tasks", "report", "shortcuts"]

# Free text never holds a path separator, "~" or NUL (argv cannot): arguments cannot name a place outside the cwd.
FREE_TEXT = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="/\\~\x00"), max_size=8)
NOISE = ["", " ", "-", "--", "---", "-h", "--help", "--version", "\n", "a\nb", "\u2028", "é", "\x85x", "nope"]


def pool(*values: str) -> st.SearchStrategy[str]:
    """Mostly the given values, sometimes noise or free text."""
    return st.one_of(st.sampled_from(values), st.sampled_from(values), st.sampled_from(values),
                     st.sampled_from(NOISE), FREE_TEXT)


# Paths are relative names inside the sandbox (populated by `populate`).
PATHS = pool("out", "out2", ".", "kg", "badkg", "dump", "built", "missing", "missing/deeper", "kg/entities.tsv",
             "a.png", "sheet.jpg", "b.gif", "c.tsv", "notes.txt", "out/mindseye", "built/m3str", "built/nothing")
INTS = pool("0", "1", "2", "3", "-1", "1.5", "x", "1e3", "99999999999999999999999", " 3", "٣", "0x10")
TASKS = pool("count_entity", "paper_folding", "mental_rotation", "count_entity,paper_folding", "nope",
             "count_entity,nope", ",", "count_entity,", "detect_mix")
BENCHES = pool("m3str", "mindseye", "all", "M3STR", "m3str,mindseye")
SPLITS = pool("test", "train", "both")
OPTIONS = {  # command -> (positional strategies, {flag: value strategy or None for a switch})
    "build": ([], {"--benchmark": BENCHES, "--tasks": TASKS, "--split": SPLITS, "--n": INTS, "--seed": INTS,
                   "--out": PATHS, "--workers": INTS, "--kg": PATHS, "--overwrite": None, "--quiet": None,
                   "--shard": pool("0/2", "1/2", "2/2", "0/0", "-1/2", "1", "a/b", "0/1/2"), "--test-keys": PATHS}),
    "merge": ([PATHS, PATHS, PATHS], {"--workers": INTS, "--quiet": None}),
    "preview": ([], {"--task": TASKS, "--n": INTS, "--out": PATHS, "--split": SPLITS, "--seed": INTS,
                     "--start": INTS, "--kg": PATHS}),
    "publish": ([PATHS], {"--repo": pool("org/repo", "bad repo", "-x/y", "a/b/c", "org/" + "r" * 100),
                          "--dry-run": None, "--private": None}),
    "tasks-dir": ([], {}),
    "kg": ([pool("stats", "import"), pool("fb15k237", "wn18", "kg", "badkg"), PATHS],
           {"--out": PATHS, "--images": PATHS, "--link-images": None}),
    "export": ([PATHS], {"--format": pool("vlmevalkit", "csv"), "--config": TASKS, "--split": SPLITS,
                         "--out": PATHS}),
    "tasks": ([], {"--write": PATHS, "--check": PATHS, "--readme": PATHS}),
    "report": ([PATHS], {"--out": PATHS, "--human": PATHS}),
    "shortcuts": ([], {"--benchmark": BENCHES, "--tasks": TASKS, "--data": PATHS, "--n-test": INTS,
                       "--n-train": INTS, "--bound": pool("0.05", "nan", "-1", "x"), "--out": PATHS,
                       "--workers": INTS}),
}


@st.composite
def argvs(draw: st.DrawFn) -> list[str]:
    """Mostly a command with some of its own options (valid values or near misses), sometimes anything."""
    if draw(st.integers(0, 9)) == 0:
        return draw(st.lists(st.one_of(st.sampled_from(SUBCOMMANDS + NOISE), FREE_TEXT), min_size=1, max_size=6))
    command = draw(st.sampled_from(SUBCOMMANDS))
    positionals, flags = OPTIONS[command]
    argv = [command] + [draw(strategy) for strategy in positionals[: draw(st.integers(0, len(positionals)))]]
    for flag in draw(st.lists(st.sampled_from(sorted(flags)), max_size=5, unique=True)) if flags else []:
        argv += [flag] if flags[flag] is None else [flag, draw(flags[flag])]
    if draw(st.integers(0, 5)) == 0:
        argv.insert(draw(st.integers(1, len(argv))), draw(st.one_of(st.sampled_from(NOISE), FREE_TEXT)))
    return argv


def populate(folder: Path) -> None:
    """A valid KG (`kg`), a broken one (`badkg`), an FB15k-237 dump (`dump`) and a fake build (`built`)."""
    write_folder(folder / "kg", {})
    write_folder(folder / "badkg", {"triples.tsv": b"head\trelation\ttail\nfr\tcapital\tnowhere\n"})
    (folder / "dump").mkdir()
    (folder / "dump" / "train.txt").write_text("/m/a\t/film/film/genre\t/m/b\n")
    (folder / "dump" / "entity2text.txt").write_text("/m/a\tA film\n/m/b\tDrama\n")
    (folder / "built" / "m3str").mkdir(parents=True)
    (folder / "built" / "m3str" / "README.md").write_text("---\n---\n")
    (folder / "built" / "m3str" / "manifest.json").write_text('{"configs": {}, "generator_version": "0"}')
    (folder / "notes.txt").write_text("not an image")


@pytest.fixture
def sandbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple]:
    """cwd in a temporary folder, no Hub; builds and merges stop where they would take the output lock, contact
    sheets are recorded instead of drawn (the calls are listed)."""
    import contextlib

    import mindbench.builder.commands.preview
    import mindbench.builder.pipeline.jobs
    import mindbench.builder.pipeline.merge
    import mindbench.builder.pipeline.run

    calls: list[tuple] = []

    @contextlib.contextmanager
    def stop(out: Path, benchmarks) -> None:
        calls.append(("write", out, sorted(benchmarks)))
        raise mindbench.builder.pipeline.jobs.BuildError(f"--out {out}: stopped before writing (fuzzing)")
        yield

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_ENDPOINT", "http://127.0.0.1:9")
    monkeypatch.delenv("HF_TOKEN", raising=False)
    monkeypatch.setattr(mindbench.builder.pipeline.run, "exclusive", stop)
    monkeypatch.setattr(mindbench.builder.pipeline.merge, "exclusive", stop)
    monkeypatch.setattr(mindbench.builder.commands.preview, "contact_sheet",
                        lambda spec, n, out, **k: calls.append(("preview", spec.name, n, out)) or Path(out))
    return calls


@fuzz(300)
@given(argv=argvs())
@example(argv=["build", "--n", "99999999999999999999999"])  # counted its items chunk by chunk: never returned
def test_cli_never_crashes_and_fails_in_one_line(argv: list[str], sandbox: list[tuple],
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    from mindbench.builder.commands.cli import main

    sandbox.clear()
    cwd = Path.cwd()
    for path in cwd.iterdir():
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    populate(cwd)
    try:
        status = main(argv)
    except SystemExit as exc:
        status = 0 if exc.code is None else exc.code
    out, err = capsys.readouterr()
    last = err.strip().splitlines()[-1] if err.strip() else ""
    reason = re.sub(r"[^a-z ]+", "", last.split(": ", 2)[-1])[:32]
    event(f"{argv[0] if argv[0] in SUBCOMMANDS else '?'} {status} {reason}")  # --hypothesis-show-statistics
    assert status in (0, 1, 2), (argv, status, err)
    assert "Traceback" not in err and "Traceback" not in out, argv
    if status != 0:
        lines = [line for line in err.splitlines() if line.strip()]
        assert lines and lines[-1].startswith("mindbench"), (argv, err)
        assert len(lines) == 1 and re.match(r"mindbench( [a-z-]+)?: error: ", lines[0]), (argv, err)
