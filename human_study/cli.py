"""`mindbench human serve|export|relabel|withdraw`: run a human baseline study on a built folder, and analyse it.

    mindbench human serve OUT/mindseye [--tasks a,b] [--per-person 40] [--practice 2] [--db study.sqlite]
                                       [--host 127.0.0.1] [--port 8000]
    mindbench human export --db study.sqlite --out DIR          # or: --url http://HOST:PORT --admin-token T
    mindbench human relabel --data OUT --ratings DIR            # write difficulty_human into the built rows

User errors print one line `mindbench human: error: …` and exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import math
import sqlite3
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from mindbench.oneline import OneLineParser, non_negative_int, positive_int, print_error

from .items import PoolError

PROG = "mindbench human"


def fail(message: str) -> int:
    return print_error(PROG, message)


def make_parser() -> argparse.ArgumentParser:
    # error_prog: `mindbench human serve` rejects as "mindbench human: error: ..." like the errors found later
    parser = OneLineParser(prog=PROG, error_prog=PROG, description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)  # OneLineParsers too (see OneLineParser)

    s = sub.add_parser("serve", help="serve the study web application")
    s.add_argument("folder", type=Path, help="a built benchmark folder, e.g. out/mindseye")
    s.add_argument("--tasks", help="comma-separated configs (default: every source config built in the folder; "
                   "robustness variants such as M3STR's *_style are never offered)")
    s.add_argument("--split", default="test", help="the split the study asks about (default test)")
    s.add_argument("--per-person", type=positive_int, default=40, help="test items per participant (default 40)")
    s.add_argument("--items-per-task", type=positive_int,
                   help="only the first N test items of each task (default: all; pick N so that "
                        "participants x per-person >= 5 x items)")
    s.add_argument("--practice", type=non_negative_int, default=2,
                   help="practice items with feedback (default 2; from the train split when built)")
    s.add_argument("--db", type=Path, default=Path("study.sqlite"), help="SQLite file (created if missing)")
    s.add_argument("--host", default="127.0.0.1", help="interface (default 127.0.0.1; 0.0.0.0 for a LAN)")
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("--title", default="A visual puzzle study")
    s.add_argument("--consent-html", type=Path, help="an HTML fragment replacing the default consent text")
    s.add_argument("--contact", default="", help="the researcher's contact shown on the consent page, e.g. "
                   "'Dr Ada Lovelace, ada@example.org' (default: 'the researcher who sent you the link')")
    s.add_argument("--withdraw", default="", help="how participants withdraw, shown on the consent page (default: "
                   "stop at any time; send the participant code shown at the end to have the answers deleted)")

    e = sub.add_parser("export", help="analyse a study: accuracy, intervals, kappa, difficulty relabelling")
    source = e.add_mutually_exclusive_group(required=True)
    source.add_argument("--db", type=Path, help="the study's SQLite file")
    source.add_argument("--url", help="a running server, e.g. http://127.0.0.1:8000 (needs --admin-token)")
    e.add_argument("--admin-token", help="the admin token the server printed at start (with --url)")
    e.add_argument("--out", type=Path, required=True, help="folder for human.json, summary.md and the CSVs")
    e.add_argument("--raters", type=positive_int, default=5, help="raters per item for kappa and relabelling")
    r = sub.add_parser("relabel", help="write the study's 5-rater difficulty into a build as `difficulty_human`")
    r.add_argument("--data", type=Path, required=True,
                   help="the `mindbench build --out` folder (or one benchmark folder in it) the study was run on")
    r.add_argument("--ratings", type=Path, required=True,
                   help="`mindbench human export` output: its folder, human.json or items.csv")
    w = sub.add_parser("withdraw", help="delete a participant's answers (the code their last page showed)")
    w.add_argument("code", help="the participant code")
    w.add_argument("--db", type=Path, required=True, help="the study's SQLite file")
    return parser


def fetch_dump(url: str, token: str) -> dict:
    request = urllib.request.Request(urllib.parse.urljoin(url.rstrip("/") + "/", "admin/export"),
                                     headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=60) as response:  # noqa: S310 - an operator-given URL
        return json.loads(response.read())


def cmd_export(args: argparse.Namespace) -> int:
    from .analysis import write_export
    from .store import Store

    if args.url:
        if not args.admin_token:
            return fail("--url needs --admin-token (printed when the server started)")
        try:
            dump = fetch_dump(args.url, args.admin_token)
        except urllib.error.HTTPError as error:
            return fail(f"{args.url}: HTTP {error.code} (a wrong admin token answers 403)")
        except (urllib.error.URLError, OSError) as error:
            return fail(f"{args.url}: {error}")
        except ValueError as error:  # not an http(s) URL, or an answer that is not JSON
            return fail(f"--url {args.url}: {error}")
    else:
        if not args.db.is_file():
            return fail(f"--db {args.db}: no such file")
        try:
            dump = Store(args.db).dump()
        except sqlite3.DatabaseError as error:  # not an SQLite file
            return fail(f"--db {args.db}: {error}")
        except PoolError as error:  # a study database of another schema
            return fail(str(error))
    try:
        written = write_export(dump, args.out, args.raters)
    except OSError as error:
        return fail(f"--out {args.out}: cannot write ({error.strerror or error})")
    for path in written:
        print(path)
    return 0


def cmd_relabel(args: argparse.Namespace) -> int:
    from .relabel import HUMAN_COLUMN, RelabelError, relabel

    try:
        done = relabel(args.data, args.ratings)
    except RelabelError as error:
        return fail(str(error))
    except OSError as error:
        return fail(f"{error.filename or args.data}: {error.strerror or error}")
    for folder, configs in done:
        for config, splits in configs.items():
            for split, table in splits.items():
                counts = ", ".join(f"{k} {v}" for k, v in table["counts"].items())
                print(f"{folder.name}/{config} {split}: {HUMAN_COLUMN} {counts}")
        print(f"{folder}: shards, manifest.json and README.md rewritten")
    return 0


def cmd_withdraw(args: argparse.Namespace) -> int:
    from .store import Store, StudyError

    if not args.db.is_file():
        return fail(f"--db {args.db}: no such file")
    try:
        deleted = Store(args.db).withdraw(args.code)
    except StudyError as error:
        return fail(str(error))
    except sqlite3.DatabaseError as error:
        return fail(f"--db {args.db}: {error}")
    print(f"withdrew participant {args.code}: {deleted} answers deleted from {args.db}")
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from .app import StudyConfig, create_app
    except ImportError as error:
        return fail(f"{error.name} is missing: pip install \"mindbench[human]\"")
    consent = None
    if args.consent_html:
        if not args.consent_html.is_file():
            return fail(f"--consent-html {args.consent_html}: no such file")
        try:
            consent = args.consent_html.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            return fail(f"--consent-html {args.consent_html}: not readable UTF-8 text ({error.__class__.__name__})")
    tasks = [t.strip() for t in args.tasks.split(",") if t.strip()] if args.tasks else None
    config = StudyConfig(folder=args.folder, db=args.db, tasks=tasks, per_person=args.per_person,
                         practice=args.practice, split=args.split, title=args.title, consent_html=consent,
                         items_per_task=args.items_per_task, contact=args.contact, withdraw=args.withdraw)
    try:
        app = create_app(config)
    except PoolError as error:
        return fail(str(error))
    except sqlite3.DatabaseError as error:  # --db is not an SQLite file, or cannot be created there
        return fail(f"--db {args.db}: {error}")
    except OSError as error:  # e.g. --db inside a file
        return fail(f"{error.filename or args.db}: {error.strerror or error}")
    pool, shown = app.state.pool, "localhost" if args.host in ("0.0.0.0", "::") else args.host
    base = f"http://{shown}:{args.port}"
    per_person = min(args.per_person, len(pool.test_ids))
    print(f"study: {len(pool.test_ids)} items of {', '.join(pool.tasks)} from {args.folder}; "
          f"{per_person} per participant; answers in {args.db}")
    print(f"5 answers per item after {math.ceil(5 * len(pool.test_ids) / per_person)} finished participants")
    print(f"participants: {base}/")
    print(f"admin token:  {app.state.admin_token}")
    print(f"admin page:   {base}/admin?token={app.state.admin_token}")
    sys.stdout.flush()
    # access_log off: uvicorn's access log would record participants' IP addresses, which the study does not keep
    uvicorn.run(app, host=args.host, port=args.port, access_log=False, log_level="warning")
    return 0


def human_main(argv: list[str]) -> int:
    """Entry point for `mindbench human …`; returns the exit status."""
    args = make_parser().parse_args(argv)
    return {"serve": cmd_serve, "export": cmd_export, "relabel": cmd_relabel,
            "withdraw": cmd_withdraw}[args.command](args)


if __name__ == "__main__":
    sys.exit(human_main(sys.argv[1:]))
