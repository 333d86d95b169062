"""A game as the table knows it before any of its pages is loaded: its saves (`GameKind`), how
many sit at it, its colours. The set-up (setup.py, setup_screen.py), the Games list and the
build's first-paint form read this; nothing here imports an engine.

A game's page parts (board, panel, words...) are `shell.table.GameParts`; a page lists its
games in `main.py`, one entry each.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .players import Players
from .records import GameKind


@dataclass(frozen=True)
class TableGame:
    kind: GameKind  # its key, title, saves, colours and seats' grammar
    min_players: int
    max_players: int
    colour_names: Mapping[str, str]  # colour id -> its name (a message id, shown through the catalogue)
    default_computer: str = "ai:easy"  # the seat the set-up form gives the rows after the first

    @property
    def key(self) -> str:
        return self.kind.key

    @property
    def title(self) -> str:
        return self.kind.title

    @property
    def palette(self) -> Sequence[str]:
        return self.kind.palette

    def default_players(self, n: int) -> Players:
        """`n` humans called Player 1…n, in the game's first `n` colours."""
        return Players.default(n, self.palette)
