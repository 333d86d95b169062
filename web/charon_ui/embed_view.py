"""Charon in the embeddable demo (shell.demo.EmbedGame): its game at the table and its public
table, full size or — in a small frame — the compact table (charon_ui.compact)."""

from game.charon import view
from shell import demo
from shell.players import Players
from shell.table_game import TableGame

from . import compact, layout
from .game_kind import CHARON_TABLE
from .render import draw
from .session import Session

# Below this frame size the full table (960×766 logical pixels, less three lines of controls)
# would be shrunk by more than about 0.85, its 11-pixel labels under 9.5 screen pixels: the
# demo draws the compact table instead, which grows to fill the frame.
COMPACT_BELOW_WIDTH, COMPACT_BELOW_HEIGHT = 820, 716


def use_compact(width: float, height: float) -> bool:
    """Whether a frame of this size (CSS pixels) shows the compact table.

    >>> use_compact(480, 360), use_compact(1024, 768)
    (True, False)
    """
    return demo.use_compact(width, height, COMPACT_BELOW_WIDTH, COMPACT_BELOW_HEIGHT)


class CharonEmbed:
    game: TableGame = CHARON_TABLE

    def new_session(self, game_id: str, players: Players, seed: int) -> Session:
        return Session.new(game_id, players, seed)

    def draw(self, session: Session, frame_width: float, frame_height: float) -> tuple[list, float, float, str]:
        state = session.state
        public = view(state, state.to_move if state.to_move is not None else 0)
        status = "" if state.is_over else session.thinking_text(short=True)
        names, colours = session.players.names, session.players.colours
        if use_compact(frame_width, frame_height):
            ops = compact.draw_compact(public, names, colours, thinking=bool(status))
            return ops, compact.WIDTH, compact.HEIGHT, "compact"
        ops, _cards = draw(public, False, names, colours, None, None, status)
        return ops, layout.WIDTH, layout.HEIGHT, "full"

    def moves_on(self, session: Session) -> bool:
        return False  # Charon waits only for its players


Embed = CharonEmbed  # the name web/embed_page.py looks for
