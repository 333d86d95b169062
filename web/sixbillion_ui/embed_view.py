"""6 Billion in the embeddable demo (shell.demo.EmbedGame): its game at the table, its public
table (nobody's hand) — full size or, in a small frame, the compact table (compact.py) — and
the reaction moments' pause, which the demo runs itself as the game page's panel does — the
same pause whoever holds what."""

from shell import demo
from shell.players import Players
from shell.table_game import TableGame

from . import compact, layout
from .game_kind import SIXBILLION_TABLE
from .render import draw
from .session import Session

# Below this frame size the full table (1100×788 logical pixels, less three lines of controls)
# would be shrunk by more than about 0.85, its 11-pixel labels under 9.5 screen pixels: the
# demo draws the compact table instead, the board alone and the players' points.
COMPACT_BELOW_WIDTH, COMPACT_BELOW_HEIGHT = 940, 726


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
