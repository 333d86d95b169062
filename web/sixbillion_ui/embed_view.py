"""6 Billion in the embeddable demo (shell.demo.EmbedGame): its game at the table, its public
table (nobody's hand) — full size or, in a small frame, the compact table (compact.py) — and
the reaction moments' pause, which the demo runs itself as the game page's panel does — the
same pause whoever holds what."""

import math

from shell import demo
from shell.players import Players
from shell.table_game import TableGame

from . import compact, layout
from .game_kind import SIXBILLION_TABLE
from .render import draw
from .session import Session

# Below this frame size the full table (layout.WIDTH x layout.HEIGHT logical pixels) would be
# shrunk by more than MIN_SCALE, its 11-pixel labels under 9.5 screen pixels: the demo draws the
# compact table instead, the board alone and the players' points. Worked out from the table's own
# size (it grew from 774 to 788 px tall and a literal 726 let it shrink to 0.84): the frame's
# height less the controls under the board (three lines, CONTROLS_HEIGHT) must hold the
# table at MIN_SCALE; widths rounded up to the next 10 px.
MIN_SCALE = 0.85
CONTROLS_HEIGHT = 68  # the controls and the two status lines under the board (13 px type), CSS px


def _round_up(pixels: float) -> int:
    return math.ceil(pixels / 10) * 10


COMPACT_BELOW_WIDTH = _round_up(layout.WIDTH * MIN_SCALE)  # 940
COMPACT_BELOW_HEIGHT = _round_up(layout.HEIGHT * MIN_SCALE + CONTROLS_HEIGHT)  # 740 for 788


class SixBillionEmbed:
    game: TableGame = SIXBILLION_TABLE

    def new_session(self, game_id: str, players: Players, seed: int) -> Session:
        return Session.new(game_id, players, seed)

    def draw(self, session: Session, frame_width: float, frame_height: float) -> tuple[list, float, float, str]:
        seen, _private = session.screen_view()  # computers only: the public table
        status = "" if session.state.is_over else session.thinking_text(short=True)
        if demo.use_compact(frame_width, frame_height, COMPACT_BELOW_WIDTH, COMPACT_BELOW_HEIGHT):
            return compact.draw_compact(seen, session.players.names, status), compact.WIDTH, compact.HEIGHT, "compact"
        ops = draw(seen, False, session.players.names, status=status)
        return ops, layout.WIDTH, layout.HEIGHT, "full"

    def moves_on(self, session: Session) -> bool:
        if session.state.is_over or session.reaction_screen().kind != "pause":
            return False
        session.pause_shown()  # the computers may answer now
        return True


Embed = SixBillionEmbed  # the name web/embed_page.py looks for
