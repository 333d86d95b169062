"""The game page's entry point (index.html): starts Charon's page and reports where start-up
time went. The page itself is web/charon_page (Charon's parts) on web/shell (any game's);
what decides anything is in web/charon_ui, tested under CPython."""

import json
import sys

from js import performance, window

_t_start = performance.now()  # the page's clock: where start-up time goes (see benchmarks/page_load.py)

from charon_page.page import GamePage

_t_imported = performance.now()

page = GamePage()
try:
    page.start()
finally:
    window.charonTimings = json.dumps(
        {
            "python_started": _t_start,
            "imports_done": _t_imported,
            "board_drawn": performance.now(),
            "language_ms": window.charonLanguageMs,
            # the project's own modules imported by then (shell.on_demand defers the rest)
            "modules": sorted(
                m for m in sys.modules if m.split(".")[0] in ("game", "charon_ui", "charon_page", "shell")
            ),
        }
    )
    window.charonLoaded()
