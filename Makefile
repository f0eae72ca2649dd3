# Every target runs inside .venv/ (created by `make install`).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
OUT ?= out
STAMP := $(VENV)/.installed

.PHONY: install data test lint bench preview clean

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/pip || $(PY) -m venv --clear $(VENV)
	$(BIN)/pip install -q --upgrade pip
	# CPU torch first (local wheel); an unpinned torch would pull GBs of CUDA wheels.
	$(BIN)/pip install -q torch==2.13.0
	# lmms-eval without its dependency list: it would pull torchvision (CUDA-linked, breaks imports).
	$(BIN)/pip install -q --no-deps lmms-eval==0.7.3
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

# Main job: build both benchmarks' default splits on the embedded defaults.
data: install
	$(BIN)/mindbench build --out $(OUT) --workers 2

test: install
	HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1 TRANSFORMERS_OFFLINE=1 $(BIN)/python -m pytest

lint: install
	$(BIN)/ruff check .

bench: install
	$(BIN)/python -m builder.bench

clean:
	rm -rf $(VENV) $(OUT)
