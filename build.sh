#!/usr/bin/env bash
# Charon, Inc. — build / test entry point.
#
#   ./build.sh                         build the static site in dist/ (the browser game)
#   ./build.sh serve                   build it and serve it on http://127.0.0.1:8000 (PORT=... to change)
#   ./build.sh test [pytest args...]   install what the tests need (idempotent), static checks, build, pytest on tests/
#                                      (no args: then a few browser modules again with RUNTIME=main)
#   ./build.sh bench [args...]         install the same, run benchmarks/engine.py (CPython vs Pyodide)
#   ./build.sh bench-page [args...]    build, run benchmarks/page_load.py (page load vs a bare PyScript page)
#   ./build.sh bench-lighthouse [...]  build, run benchmarks/lighthouse.py (Lighthouse, mobile and desktop)
#   ./build.sh help                    this text
#
# Works on a fresh Debian machine (as root, or with sudo for apt): every install step is
# skipped quickly when it is already done.
set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$REPO_ROOT"
PYTHON="${PYTHON:-python3}"
STAMPS="$REPO_ROOT/.build-stamps"   # git-ignored; records what has been installed for this checkout

say() { printf '[build.sh] %s\n' "$*" >&2; }

usage() {
  cat <<'USAGE'
usage: ./build.sh [COMMAND [args...]]
  (none)                 build the static site in dist/
  serve                  build it and serve it on http://127.0.0.1:8000 (PORT=... to change)
  test [pytest args...]  install what the tests need (idempotent), build, run pytest on tests/
  bench [args...]        install the same, run benchmarks/engine.py (CPython vs Pyodide)
  bench-page [args...]   build, run benchmarks/page_load.py (game page vs a bare PyScript page)
  bench-lighthouse [...] build, run benchmarks/lighthouse.py (Lighthouse scores, LCP, TBT, bytes)
  help                   this text
USAGE
}

# Debian packages, installed only when missing.
apt_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  say "installing Debian packages: $*"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# Python: the project in editable mode plus its [test] extra. Redone when pyproject.toml changes,
# when the interpreter changes, or when `game` does not resolve to this checkout (e.g. a second
# clone on the same machine: the editable install points at whichever clone installed last).
ensure_python_deps() {
  local want have=""
  want="$(sha256sum pyproject.toml | cut -d' ' -f1) $("$PYTHON" -c 'import sys; print(sys.executable)')"
  [ -f "$STAMPS/pip" ] && have="$(cat "$STAMPS/pip")"
  if [ "$want" = "$have" ] && (cd / && "$PYTHON" - "$REPO_ROOT" <<'PY') 2>/dev/null; then
import importlib.util, pathlib, sys
import pytest, hypothesis, ruff, mypy  # noqa: F401  (the [test] extra)
spec = importlib.util.find_spec("game")
sys.exit(spec is None or pathlib.Path(spec.origin).resolve().parent != pathlib.Path(sys.argv[1], "game"))
PY
    return 0
  fi
  say "pip install -e '.[test]'"
  "$PYTHON" -m pip install -q --disable-pip-version-check --root-user-action=ignore -e '.[test]'
  mkdir -p "$STAMPS"
  echo "$want" >"$STAMPS/pip"
}

# Node + the npm packages pinned in package-lock.json (Pyodide, PyScript). `npm ci` is rerun
# whenever package-lock.json differs from the one node_modules was installed from.
ensure_node_deps() {
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    apt_install nodejs npm
  fi
  local want have=""
  want="$(sha256sum package-lock.json | cut -d' ' -f1)"
  [ -f node_modules/.lock-sha256 ] && have="$(cat node_modules/.lock-sha256)"
  if [ "$want" != "$have" ] || [ ! -f node_modules/pyodide/package.json ]; then
    say "npm ci"
    npm ci --no-audit --no-fund --loglevel=error
    echo "$want" >node_modules/.lock-sha256
  fi
}

# The build compiles the message catalogues with Babel (tools/i18n.py): pinned as in the [test]
# extra of pyproject.toml, installed here for a build on its own (./build.sh, ./build.sh serve).
BABEL_PIN="babel==2.19.0"
ensure_build_python_deps() {
  if ! "$PYTHON" -c 'import babel, sys; sys.exit(babel.__version__ != sys.argv[1])' "${BABEL_PIN#babel==}" 2>/dev/null; then
    say "pip install $BABEL_PIN"
    "$PYTHON" -m pip install -q --disable-pip-version-check --root-user-action=ignore "$BABEL_PIN"
  fi
}

# Browser tests: Debian's chromium, driven by PyPI playwright. Never `playwright install`
# (it downloads its own browser from a CDN); the tests launch /usr/bin/chromium.
ensure_browser_deps() {
  command -v chromium >/dev/null || apt_install chromium
  if ! "$PYTHON" -c 'import playwright.sync_api, pytest_playwright' 2>/dev/null; then
    say "pip install playwright pytest-playwright"
    "$PYTHON" -m pip install -q --disable-pip-version-check --root-user-action=ignore \
      'playwright>=1.40' 'pytest-playwright>=0.5'
  fi
}

# The static site in dist/: the page, the vendored runtime (from the pinned npm packages),
# the engine as a wheel (built by pip from pyproject.toml) and the front end's packages as
# zips, all delivered by PyScript's [files] (micropip is not shipped). Any static host can
# serve dist/ as it is.
build_site() {
  ensure_node_deps
  "$PYTHON" -m pip --version >/dev/null 2>&1 || apt_install python3-pip
  ensure_build_python_deps
  say "building dist/"
  "$PYTHON" -m tools.build_site
}

ensure_deps() {
  ensure_python_deps
  ensure_node_deps
  ensure_browser_deps
}

cmd="${1:-}"
[ $# -gt 0 ] && shift
case "$cmd" in
  test)
    ensure_deps
    say "ruff check, ruff format --check, mypy"
    "$PYTHON" -m ruff check --quiet
    "$PYTHON" -m ruff format --check --quiet
    "$PYTHON" -m mypy   # its targets are in pyproject.toml
    build_site
    if [ $# -gt 0 ]; then
      say "pytest $*"
      exec "$PYTHON" -m pytest "$@"
    fi
    # Everything (testpaths = tests, pyproject.toml) on the default page, its Python in a worker;
    # then the modules about the page's start, saves and frames on the main-thread page too
    # (?runtime=main, PyScript: the fallback), so that it stays working.
    status=0
    say "pytest"
    "$PYTHON" -m pytest || status=$?
    main_thread=()
    for module in test_game_page test_start_up test_cross_site test_offline test_saved_games; do
      main_thread+=("tests/browser/$module.py")
    done
    say "RUNTIME=main pytest ${main_thread[*]}"
    RUNTIME=main "$PYTHON" -m pytest "${main_thread[@]}" || status=$?
    exit "$status"
    ;;
  bench)
    ensure_deps
    say "python -m benchmarks.engine $*"
    exec "$PYTHON" -m benchmarks.engine "$@"
    ;;
  "")
    build_site
    ;;
  serve)
    build_site
    say "serving dist/ on http://127.0.0.1:${PORT:-8000}/ (Ctrl-C to stop)"
    # http-server (pinned in package.json): the precompressed .br/.gz copies with their
    # Content-Encoding, and cross-origin isolation headers, as a well-configured host would.
    exec node tools/serve.mjs dist "${PORT:-8000}" 127.0.0.1
    ;;
  bench-page)
    ensure_deps
    build_site
    say "python -m benchmarks.page_load $*"
    exec "$PYTHON" -m benchmarks.page_load "$@"
    ;;
  bench-lighthouse)
    ensure_deps
    build_site
    say "python -m benchmarks.lighthouse $*"
    exec "$PYTHON" -m benchmarks.lighthouse "$@"
    ;;
  help | -h | --help)
    usage
    ;;
  *)
    echo "unknown subcommand: $cmd" >&2
    usage >&2
    exit 2
    ;;
esac
