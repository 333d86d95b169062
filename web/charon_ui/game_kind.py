"""Charon as a game kind of the page shell (web/shell): what the saved games, the Games list
and the set-up screen need to know about it.

The store, its records, import/export and the two-tab checks are the shell's and serve any
game; here are only Charon's engine functions, its colours, its seats and the words for a
game's progress (its round, or its final scores).
"""

import game.charon as charon_engine
from game.charon import State, scores, unverified
from game.charon.board import MAX_PLAYERS, MIN_PLAYERS
from game.charon.state import LAST_ROUND
from game.registry import game_info
from shell.i18n import N_, _
from shell.records import GameKind, final_scores
from shell.table_game import GameWords, TableGame
from shell.table_session import EngineAtTable

from .theme import PLAYER_COLOUR_NAMES

DEFAULT_COLOURS = ("red", "white", "blue", "gold", "teal")


def progress(state: State, labels: list[str]) -> str:
    """'round 2 of 4', or the final scores in seat order: 'final scores: Ann 54, medium bot 48'."""
    if not state.is_over:
        return _("round {round} of {rounds}").format(round=state.round, rounds=LAST_ROUND)
    return final_scores(scores(state), labels)


def _caution(state: State) -> str:
    """A game loaded from a version-1 save (made before games kept their history) is consistent,
    but nobody can tell whether its position came from a real game."""
    return _("made by an older version; its position could not be checked") if unverified(state) else ""


CHARON = GameKind.of_game(
    game_info("charon"), export_format="charon-inc-export", palette=DEFAULT_COLOURS, progress=progress, caution=_caution
)

# Its words on the page's frame (index.html holds the same, for the loading screen before Python).
WORDS = GameWords(
    about=N_(
        "The year is 2288 and a few mega-corporations mine the solar system. As the head of one of them you "
        "compete with the others to mine Charon, the largest moon of Pluto: stake claims with your flags on its "
        "zones and on five action areas, collect the gems of the zones you dominate, and spend them on building "
        "cards. After four rounds the most victory points wins."
    ),
    rules_title=N_("How to play Charon, Inc."),
    board_label=N_(
        "The moon Charon, the action areas, the players and the cards. Every decision is also offered in the "
        "action panel."
    ),
)

# Charon at the table: 2 to 5 players (the engine's bounds), its colours by name.
CHARON_TABLE = TableGame(CHARON, MIN_PLAYERS, MAX_PLAYERS, PLAYER_COLOUR_NAMES, words=WORDS)


# Its engine as the table calls it.
CHARON_ENGINE = EngineAtTable("charon", charon_engine)
