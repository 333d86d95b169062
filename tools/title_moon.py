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
    ops, rect = title_moon()
    # Tenths of a pixel are plenty for a picture, and make the page's line 3x smaller.
    rounded = [[round(v, 1) if isinstance(v, float) else v for v in op] for op in ops]
    moon = json.dumps({"ops": rounded, "rect": rect}, separators=(",", ":")).replace("</", "<\\/")
    return f"<script>window.CHARON_TITLE_MOON = {moon};</script>"


def title_moon(seed: int = 1) -> tuple[list, tuple[float, float, float, float]]:
    """The moon as a new five-player game deals it (every zone in play, gems in their holes, no
    flag yet): its drawing operations and the part of the table they cover, (x, y, w, h)."""
    from charon_ui import layout as L
    from charon_ui.render import Canvas, board
    from game.charon import new_game

    c = Canvas()
    no_highlights: dict = {"positions": set(), "areas": set(), "cards": set()}
    board(c, new_game(5, seed), [], [], no_highlights, None)
    x, y, w, h = L.FULL_BOARD.rect
    margin = 10 * L.FULL_BOARD.piece  # the frame round the moon (board() draws it outside rect)
    return c.ops, (x - margin, y - margin, w + 2 * margin, h + 2 * margin)
