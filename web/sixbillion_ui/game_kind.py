"""6 Billion as a game of the page's table (web/shell): what its saves, the Games list and the
set-up screen need to know about it (`SIXBILLION`, `SIXBILLION_TABLE`), and its engine as the
table calls it (`SIXBILLION_ENGINE`)."""

import game.sixbillion as sixbillion_engine
from game.registry import game_info
from game.sixbillion import State, scores, set_position
from game.sixbillion.components import MAX_PLAYERS, MIN_PLAYERS
from shell.i18n import N_, _
from shell.records import GameKind, final_scores
from shell.table_game import GameWords, TableGame, TableOption
from shell.table_session import EngineAtTable

from .theme import COLOUR_NAMES

# The players' colours in seat order (RULES.md 3: red, blue, green, orange, black; the
# neutrals take pink, then black, which the engine assigns).
DEFAULT_COLOURS = ("red", "blue", "green", "orange", "black")


def progress(state: State, labels: list[str]) -> str:
    """'round 5', or the final scores in seat order: 'final scores: Ann 54, medium bot 48'."""
    if not state.is_over:
        return _("round {round}").format(round=state.round)
    return final_scores(scores(state), labels)


def _caution(state: State) -> str:
    """A game that began from a scenario (a position set for a test or a lesson) is checked
    from that start, not from a deal: the Games list and an import say so."""
    return _("a set position, not a game played from the deal") if set_position(state) else ""


SIXBILLION = GameKind.of_game(
    game_info("sixbillion"),
    export_format="sixbillion-export",
    palette=DEFAULT_COLOURS,
    progress=progress,
    caution=_caution,
)

# The registry's options (game/registry.py) as the set-up offers them: each one's name in the
# URL and its label (a registered option without one here fails at import, not silently).
OPTION_WORDS = {"discovery_track": ("discovery", N_("The Discovery Track (optional rules)"))}
OPTIONS = tuple(
    TableOption(o.key, OPTION_WORDS[o.key][0], OPTION_WORDS[o.key][1], o.default)
    for o in game_info("sixbillion").options
)

# Its words on the page's frame: what the set-up says the game is, the rules' title, the board's label.
WORDS = GameWords(
    about=N_(
        "Humanity spreads out from Earth across the solar system. Each player leads a faction whose population "
        "doubles on the tracks of the planets, the Asteroid Belt and Pluto: play cards to found colonies and send "
        "migrants, double your tokens, and cancel or answer your rivals' cards out of turn. Neutral factions grow "
        "too, steered by the player with the fewest tokens. The game ends when a token reaches 1024 on Earth or the "
        "Asteroid Belt, or when every site has a token; each site's most populous factions then score, and the most "
        "points wins."
    ),
    rules_title=N_("How to play 6 Billion"),
    board_label=N_(
        "The solar system: each site's population track and holding box, the scores, the turn order, the neutral "
        "factions and the cards. Every decision is also offered in the action panel; the table in words is below it."
    ),
)

SIXBILLION_TABLE = TableGame(SIXBILLION, MIN_PLAYERS, MAX_PLAYERS, COLOUR_NAMES, options=OPTIONS, words=WORDS)


# Its engine as the table calls it.
SIXBILLION_ENGINE = EngineAtTable("sixbillion", sixbillion_engine)
