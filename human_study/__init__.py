"""Human baseline studies on a built benchmark folder: `mindbench human serve` and `mindbench human export`.

* `items`     — the item pool read from `OUT/<benchmark>/data/<config>/<split>-*.parquet` (images read lazily);
* `assign`    — which items a new participant gets (least-answered first, balanced over task and difficulty);
* `store`     — SQLite: items, participants, assignments, responses; every answer committed in its own transaction;
* `app`       — the FastAPI application (consent, practice with feedback, test items, finish, admin export);
* `analysis`  — accuracy with Wilson intervals, Fleiss' kappa, the Mind's Eye 5-rater difficulty relabelling;
* `cli`       — `human_main(argv)`, the `mindbench human …` entry point.

Only `generators` of our packages is imported (the layering rule); the web stack (fastapi, uvicorn, jinja2) is
imported by `app` and `cli serve` only, so `analysis` and `export` work without it.
"""
