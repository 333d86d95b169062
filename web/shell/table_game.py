"""A game as the table knows it before any of its pages is loaded: its saves (`GameKind`), how
many sit at it, its colours. The set-up (setup.py, setup_screen.py), the Games list and the
build's first-paint form read this; nothing here imports an engine.

A game's page parts (board, panel, words...) are `shell.table.GameParts`; a page lists its
games in `main.py`, one entry each.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from .forwarded import Forwarded
from .players import Players
from .records import GameKind


@dataclass(frozen=True)
class TableOption:
    """One of a game's optional rules as the set-up offers it: the engine's option (its key in
    the engine's start options and its default: game/registry.py's Option), its name in the URL
    (`&discovery=1`) and its label on the set-up form (a message id)."""

    key: str
    param: str
    label: str
    default: bool = False


@dataclass(frozen=True)
class GameWords:
    """A game's own words on the page's frame (message ids, shown through the catalogue in the
    language shown): the set-up screen's story of what the game is, the rules window's title
    and the board's label for screen readers. The game's title (GameKind) names the page."""

    about: str
    rules_title: str
    board_label: str


@dataclass(frozen=True)
class TableGame:
    kind: GameKind  # its key, title, saves, colours and seats' grammar
    min_players: int
    max_players: int
    colour_names: Mapping[str, str]  # colour id -> its name (a message id, shown through the catalogue)
    default_computer: str = "ai:easy"  # the seat the set-up form gives the rows after the first
    options: tuple[TableOption, ...] = ()  # its optional rules, each on or off for a new game
    words: GameWords = field(kw_only=True)  # its words on the page's frame (shell.game_words shows them)

    # Its saves' description's, for short.
    key = Forwarded[str]("kind")
    title = Forwarded[str]("kind")
    palette = Forwarded[Sequence[str]]("kind")

    def option_defaults(self) -> dict[str, bool]:
        return {o.key: o.default for o in self.options}

    def default_players(self, n: int) -> Players:
        """`n` humans called Player 1…n, in the game's first `n` colours."""
        return Players.default(n, self.palette)
