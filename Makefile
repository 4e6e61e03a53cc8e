# Everyday commands. Each sets up .venv first when needed, and each is safe to run again.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: venv run test lint format messages messages-extract bench bench-api bench-league \
	bench-tournament clean

venv: $(VENV)/.installed

# Reinstalls only when pyproject.toml is newer than the last install.
$(VENV)/.installed: pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
		|| { echo "Python 3.11 or newer is needed: make PYTHON=python3.11 ..."; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

run: venv
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py seed_sample_data
	$(BIN)/python manage.py seed_sample_league
	$(BIN)/python manage.py seed_sample_tournament
	$(BIN)/python manage.py runserver 127.0.0.1:8000

test: venv
	$(BIN)/python manage.py makemigrations --check --dry-run
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	node --test tests/js/*.test.mjs
	@test -x /usr/bin/chromium || echo "No Chromium at /usr/bin/chromium: the browser tests" \
		"(tests/browser, marked browser) are skipped. apt-get install chromium to run them."
	$(BIN)/pytest -n 2

lint: venv
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: venv
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# The catalogues (docs/i18n.md): the strings marked in the code gathered into locale/ for
# every language, compiled, and the scripts' catalogues written to static/jsi18n/.
# Needs GNU gettext (apt-get install gettext); the compiled files are committed, and a test
# (tests/test_catalogues.py) runs messages-extract on a copy to see that nothing changes.
MAKEMESSAGES := $(BIN)/python manage.py makemessages --all --no-location --no-obsolete \
	--ignore=.venv --ignore=node_modules --ignore=staticfiles --ignore=static/jsi18n \
	--ignore=tests --ignore=bench --ignore=test-artifacts --ignore=templates/games/sw.js
messages-extract:
	$(MAKEMESSAGES) --domain django
	$(MAKEMESSAGES) --domain djangojs

messages: venv messages-extract
	$(BIN)/python manage.py compilemessages --ignore=.venv
	$(BIN)/python manage.py compilejsi18n

bench: venv
	$(BIN)/python -m bench.scoring

# The app under gunicorn (2 workers) on SQLite and PostgreSQL (DATABASE_URL or the local
# server; skipped with a note if unreachable), 16 clients: ping vs the trick answerer and
# vs recording a hand. See bench/ and docs/benchmarks.md.
bench-api: venv
	$(BIN)/python -m bench

# A league's standings, statistics, partnerships and ratings at 10,000 and 1,000,000 hands,
# and recording a hand in a league game against a plain one, on SQLite and PostgreSQL.
# The leagues are seeded once and kept (BENCH_LEAGUE="--reseed" starts afresh).
bench-league: venv
	$(BIN)/python -m bench.league $(BENCH_LEAGUE)

# A progressive night's seating (scoring.rotations): the time to plan 8 to 60 players over
# 5 to 8 rounds, whole whist nights and re-plans after late arrivals, and each plan's quality;
# then a round of 15 tables recording hands at once against plain hands, through gunicorn.
bench-tournament: venv
	$(BIN)/python -m bench.rotations
	$(BIN)/python -m bench --scenario tournament --clients 15

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis staticfiles test-artifacts *.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
