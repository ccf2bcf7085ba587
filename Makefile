# Task list. Every target bootstraps .venv from the package registries on first use,
# so a fresh clone needs only python3 (>= 3.10), pip and make.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
BENCH_STAMP := $(VENV)/.bench-installed-stamp

.PHONY: help generate docs check-generated test pytest pytest-fast fuzz lint typecheck bench clean

help:  ## list the targets
	@grep -E '^[a-z-]+:.*##' $(MAKEFILE_LIST) | sed 's/:.*## /\t/'

# The editable install is a static path (compat mode: the clone on sys.path through a
# .pth file), which mypy and Pyright follow; setuptools' default import hook is invisible
# to them. The generated packages live under generated/, so a second .pth adds that
# folder. A new module needs no reinstall; a change to this recipe redoes it.
$(STAMP): pyproject.toml generated/sdformat_versions/__init__.py Makefile
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]' --config-settings editable_mode=compat
	$(PY) -c "import pathlib, sysconfig; site = pathlib.Path(sysconfig.get_paths()['purelib']); \
	(site / 'sdformat_toolchain_generated.pth').write_text(str(pathlib.Path('generated').resolve()) + '\n')"
	touch $(STAMP)

generate: $(STAMP)  ## regenerate generated/ from spec/ and templates/
	$(PY) -m generator

docs: $(STAMP)  ## write the Markdown spec reference to docs/reference/ from spec/
	$(PY) -m generator.docs

check-generated: $(STAMP)  ## fail with a diff when generated/ or docs/reference/ is stale
	$(PY) -m generator --check
	$(PY) -m generator.docs --check

test: lint typecheck check-generated pytest  ## everything CI runs: lint, types, generated/ up to date, tests

# One worker per core (pytest-xdist); PYTEST_WORKERS=0 runs the suite in this process.
# PYTEST_ARGS go to pytest, e.g. PYTEST_ARGS='-m "not slow"' or PYTEST_ARGS=tests/runtime.
PYTEST_WORKERS ?= auto
PYTEST_ARGS ?=

# The suite starts dozens of Python processes (the command line, the generator, a
# wheel): with PYTHONDONTWRITEBYTECODE set, as many containers do, each compiled the
# package and the generated classes again. __pycache__ is ignored by git.
pytest pytest-fast: export PYTHONDONTWRITEBYTECODE :=

pytest: $(STAMP)  ## only the pytest suite
	$(PY) -m pytest -n $(PYTEST_WORKERS) $(PYTEST_ARGS)

pytest-fast: $(STAMP)  ## the pytest suite without the tests marked slow (make test runs them all)
	$(PY) -m pytest -n $(PYTEST_WORKERS) -m "not slow" $(PYTEST_ARGS)

fuzz: $(STAMP)  ## long fuzzing campaign (corpus mutations, spec grammar, leaf values, random bytes, URDF, 1.11/1.12, parameter passing, joint positions): 100,000 cases, at most 14 minutes (failures in .fuzz-crashers/)
	$(PY) -m tests.fuzz --cases $(or $(FUZZ_CASES),100000) --minutes $(or $(FUZZ_MINUTES),14)

lint: $(STAMP)  ## ruff on hand-written and generated code
	$(PY) -m ruff check generator sdformat_runtime sdformat_semantics sdformat_command.py bench tests examples
	$(PY) -m ruff format --check generator sdformat_runtime sdformat_semantics sdformat_command.py bench tests examples
	$(PY) -m ruff check --config templates/python/ruff.toml generated
	$(PY) -m ruff format --config templates/python/ruff.toml --check generated

typecheck: $(STAMP)  ## mypy --strict on hand-written and generated code
	$(PY) -m mypy

# The readers we compare with are installed for the benchmark only, not for the tests.
# compat, as for the tests: a path entry, not the import finder every process would load at
# start-up (15 ms of each start-up row).
$(BENCH_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,bench]' --config-settings editable_mode=compat
	touch $(BENCH_STAMP)

bench: $(BENCH_STAMP)  ## compare our loader with lxml, rod, lisdf and libsdformat (ratios, one run)
	$(PY) -m bench

clean:  ## remove the virtual environment and caches
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis .fuzz-crashers
