# Every target runs inside .venv/ (created by `make install`).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
OUT ?= out
STAMP := $(VENV)/.installed

.PHONY: install data test test-slow lint bench dist docs docs-serve preview clean

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/pip || $(PY) -m venv --clear $(VENV)
	$(BIN)/pip install -q --upgrade pip
	# CPU torch first (local wheel); an unpinned torch would pull GBs of CUDA wheels.
	$(BIN)/pip install -q torch==2.13.0
	# lmms-eval without its dependency list: it would pull torchvision (CUDA-linked, breaks imports).
	$(BIN)/pip install -q --no-deps lmms-eval==0.7.3
	$(BIN)/pip install -q -e '.[eval,dev,docs,human]'
	touch $(STAMP)

# Main job: build both benchmarks' default splits on the embedded defaults.
data: install
	$(BIN)/mindbench build --out $(OUT) --workers 2

OFFLINE := HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1 TRANSFORMERS_OFFLINE=1

# Tests run on TEST_WORKERS pytest-xdist workers (`make test TEST_WORKERS=0`: one process), one test file per worker
# at a time; tests/conftest.py says what the workers share.
TEST_WORKERS ?= 2
XDIST := -n $(TEST_WORKERS) --dist loadfile

# The suite without the long cases (each has a small version that runs here); `make test-slow` runs only those.
test: install
	$(OFFLINE) $(BIN)/python -m pytest -m "not slow" $(XDIST)

test-slow: install
	$(OFFLINE) $(BIN)/python -m pytest -m slow $(XDIST)

lint: install
	$(BIN)/ruff check .

bench: install
	$(BIN)/python -m builder.bench

# sdist + wheel from the checkout, metadata checked (what a release uploads).
dist: install
	rm -rf dist build
	$(BIN)/python -m build --no-isolation --outdir dist .
	$(BIN)/twine check --strict dist/*

# The documentation site: task tables, item-record table and example images generated from the registry and a
# small build into docs/generated/, then `mkdocs build --strict` into site/ (a broken link or missing page fails).
docs: install
	$(BIN)/python -m builder.docs
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict

# The same site served with live reload at http://127.0.0.1:8000.
docs-serve: install
	$(BIN)/python -m builder.docs
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs serve

clean:
	rm -rf $(VENV) $(OUT) dist build site docs/generated
