"""The loading screen's picture of the moon, drawn by the game's own renderer at build time.

web/loading.js paints it (with web/draw.js) on a first visit while Python starts, so the first
thing a visitor sees is the board they are about to play on rather than a placeholder — and
Python's board then appears in a page that already looks like it.
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = "<script>window.CHARON_TITLE_MOON = null;</script>"  # in index.html


def title_moon_script() -> str:
    """index.html's script line defining window.CHARON_TITLE_MOON: {ops, rect}."""
    if str(ROOT / "web") not in sys.path:
        sys.path.insert(0, str(ROOT / "web"))  # the renderer is the page's package charon_ui
    from charon_ui.render import title_moon

    ops, rect = title_moon()
    # Tenths of a pixel are plenty for a picture, and make the page's line 3x smaller.
    rounded = [[round(v, 1) if isinstance(v, float) else v for v in op] for op in ops]
    moon = json.dumps({"ops": rounded, "rect": rect}, separators=(",", ":")).replace("</", "<\\/")
    return f"<script>window.CHARON_TITLE_MOON = {moon};</script>"
