"""What one player may see (RULES.md 14, 8.5): `view(state, player)`.

Hidden as "?": others' hands, the deck, the Discovery deck, the discard pile below its top
card; others' Hidden Agendas, the set-aside agendas and others' face-down Discovery cards
until the game is over. A view has no generator, seed or history. While a reaction candidate
decides privately, everyone else sees `to_move` None; nobody's view lists who was asked.
"""

from .components import HIDDEN
from .state import State


def view(state: State, player: int) -> State:
    """`player`'s view of `state` (a State with `viewer` set; actions never apply to it)."""
    if state.viewer is not None:
        raise ValueError("view() takes the whole game, not a view of it")
    if type(player) is not int or not 0 <= player < state.num_players:
        raise ValueError(f"player must be 0-{state.num_players - 1}, not {player!r}")
    v = state.copy()
    v.viewer = player
    v.rng = None
    v.seed = None
    v.origin = None
    v.history = None
    v.undoable = 0
    over = state.is_over
    v.hands = [h[:] if p == player else [HIDDEN] * len(h) for p, h in enumerate(state.hands)]
    v.deck = [HIDDEN] * len(state.deck)
    v.discovery_deck = [HIDDEN] * len(state.discovery_deck)
    v.discard = [HIDDEN] * (len(state.discard) - 1) + state.discard[-1:]
    if not over:
        v.agendas = [a if p == player else HIDDEN for p, a in enumerate(state.agendas)]
        v.agenda_pool = [HIDDEN] * len(state.agenda_pool)
        v.discoveries = [
            [[c, up] if (p == player or up) else [HIDDEN, False] for c, up in held]
            for p, held in enumerate(state.discoveries)
        ]
    if v.window is not None:
        v.window["asked"] = None
        private = state.pending is None and state.resolving is None
        if private and state.to_move != player:
            v.to_move = None
    if v.to_move != player:
        v.options = ()
    return v
