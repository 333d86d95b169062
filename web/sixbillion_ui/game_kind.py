"""6 Billion as a game of the page's table (web/shell): what its saves, the Games list and the
set-up screen need to know about it (`SIXBILLION`, `SIXBILLION_TABLE`), and its engine as the
table calls it (`SIXBILLION_ENGINE`)."""

from typing import Any

from game.registry import game_info
from game.sixbillion import SaveError, State, action_from_json, from_json, scores, set_position, to_json, view
from game.sixbillion.components import MAX_PLAYERS, MIN_PLAYERS
from shell.i18n import N_, _
from shell.records import GameKind
from shell.seating import parse_seat
from shell.table_game import TableGame, TableOption

from .theme import COLOUR_NAMES

# The players' colours in seat order (RULES.md 3: red, blue, green, orange, black; the
# neutrals take pink, then black, which the engine assigns).
DEFAULT_COLOURS = ("red", "blue", "green", "orange", "black")


def progress(state: State, labels: list[str]) -> str:
    """'round 5', or the final scores in seat order: 'final scores: Ann 54, medium bot 48'."""
    if not state.is_over:
        return _("round {round}").format(round=state.round)
    points = scores(state)
    listing = ", ".join(f"{label} {points[i]}" for i, label in enumerate(labels))
    return _("final scores: {scores}").format(scores=listing)


def _playable(state: State) -> str:
    return "" if state.viewer is None else _("this is one player's view of a game, not the whole game")


def _caution(state: State) -> str:
    """A game that began from a scenario (a position set for a test or a lesson) is checked
    from that start, not from a deal: the Games list and an import say so."""
    return _("a set position, not a game played from the deal") if set_position(state) else ""


SIXBILLION = GameKind(
    key="sixbillion",
    title="6 Billion",
    export_format="sixbillion-export",
    to_json=to_json,
    from_json=from_json,
    save_error=SaveError,
    palette=DEFAULT_COLOURS,
    parse_seat=parse_seat,
    num_players=lambda state: state.num_players,
    playable=_playable,
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

SIXBILLION_TABLE = TableGame(SIXBILLION, MIN_PLAYERS, MAX_PLAYERS, COLOUR_NAMES, options=OPTIONS)


class SixBillionEngine:
    """6 Billion's engine as the table calls it (shell.table_session.TableEngine)."""

    key = "sixbillion"

    def to_move(self, state: State) -> int | None:
        return state.to_move

    def view(self, state: State, player: int) -> State:
        return view(state, player)

    def to_json(self, state: State) -> str:
        return to_json(state)

    def has_history(self, state: State) -> bool:
        return state.history is not None

    def action_from_json(self, data: Any) -> Any:
        return action_from_json(data)

    def round_of(self, state: State) -> int:
        return state.round

    def is_over(self, state: State) -> bool:
        return state.is_over


SIXBILLION_ENGINE = SixBillionEngine()
