"""The greedy player: no look-ahead, a rule of thumb for each kind of decision.

It stakes flags where they win the gems it needs for the cards it could build, keeps its
last flag on the action area most useful to it, builds the most valuable card it can pay
for, trades surplus gems for the colours it lacks, and keeps the gems it needs.
"""

from game.ai.choice import options_to_choose
from game.charon import State, legal_actions
from game.charon import state as phases
from game.charon.actions import (
    Action,
    Build,
    EndTurn,
    LiftFlag,
    Pass,
    PhaseOptions,
    PlaceFlag,
    ReplaceDuplicates,
    Synchrotron,
    TakeCard,
    Trade,
)
from game.charon.board import ACTION_AREAS, COLOURS
from game.charon.building import Payment, gem_limit, new_values, trades_to_pay
from game.charon.cards import CARD_COST, CARD_VALUE
from game.charon.staking import stolen_intelligence_destinations, trigger_limit

from . import heuristics as h


class GreedyBot:
    """`choose(view)` picks an action for `view.to_move` by rules of thumb (seed breaks ties)."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, view: State) -> Action:
        options = options_to_choose(legal_actions(view))
        if len(options) == 1:
            return options[0]
        return choose_greedy(view, view.mover, options)


def choose_greedy(state: State, player: int, options: PhaseOptions) -> Action:
    phase = state.phase
    if phase == phases.REPLACE:
        chosen: Action = max(options, key=lambda a: len(a.cards) if isinstance(a, ReplaceDuplicates) else 0)
        return chosen
    if phase == phases.CHOOSE_ROW:
        # Give the row the card least useful to me (a second card of a value: worth nothing).
        chosen = min(options, key=lambda a: (h.row_worth(state, player, a.card), CARD_VALUE[a.card]))
        return chosen
    if phase == phases.STAKE:
        return _stake(state, player, options)
    if phase == phases.STOLEN_INTELLIGENCE:
        return _stolen_intelligence(state, player, options)
    if phase == phases.ENGINEERING_ADVANCE:
        return _engineering_advance(state, player, options)
    if phase == phases.BUILD:
        return _build_turn(state, player, options)
    if phase == phases.KEEP_GEMS:
        return _return_gem(state, player, options)
    chosen = options[0]
    return chosen


def area_wish(state: State, player: int) -> dict[str, float]:
    """How much the player would like to win each action area this round."""
    gems = state.players[player].gems
    total = sum(gems.values())
    return {
        "stolen_intelligence": 1.0,
        "rare_mineral_find": 2.0 if state.clear_pool else 0.2,
        "engineering_advance": 2.2 if len(state.players[player].hand) < 3 else 1.2,
        "synchrotron": 1.5 if total >= 3 else 0.8,
        "underground_warehouse": 1.0 + 0.25 * min(total, 8),
    }


def rival_flags(state: State, player: int, area: str) -> int:
    """How many of the rivals' flags stand on an action area."""
    return sum(1 for p in state.action_flags[area] if p != player)


def contested(state: State, player: int, area: str) -> bool:
    """Whether the rivals hold so many flags on an area that the player can hardly hope to win it."""
    return rival_flags(state, player, area) >= trigger_limit(state.num_players)


def settled_rivals(state: State, player: int, area: str) -> list[int]:
    """The rivals whose flag on an action area is their last on the areas: it stays there (a
    player lifts from the areas until one flag is left there)."""
    return [
        p for p in state.action_flags[area] if p != player and sum(p in f for f in state.action_flags.values()) == 1
    ]


def blocked(state: State, player: int, area: str) -> bool:
    """Whether the rivals' last flags on an area are as many as win it: the player's flag kept
    there too wins it for nobody."""
    return len(settled_rivals(state, player, area)) >= trigger_limit(state.num_players)


NO_WIN = -10.0  # under any wish less its rivals' flags: the rivals' last flags there win it for nobody


def area_keep_scores(state: State, player: int) -> dict[str, float]:
    """How much the player wants to keep a flag on each action area: its wish for the area, less
    a penalty for each rival flag where the rivals are many enough to take it; and last of all
    where the rivals' last flags are as many as win it (kept there, the player's flag would win
    it for nobody: the greedy player kept its last flag beside a rival's and gave up an area it
    had alone, in the lesson's first round). Ranking those last is no weaker: 33.1% of 6000
    seat-rotated 3-player games against two greedy players as they were (docs/computer-players.md)."""
    wish = area_wish(state, player)
    return {
        area: NO_WIN
        if blocked(state, player, area)
        else wish[area] - (0.8 * rival_flags(state, player, area) if contested(state, player, area) else 0.0)
        for area in state.action_flags
    }


def lift_order(state: State, player: int) -> list[str]:
    """The action areas the player has a flag on, in the order the greedy player lifts them:
    lowest keep score first, ties in the areas' order; the last is the one it keeps."""
    keep = area_keep_scores(state, player)
    return sorted((a for a in ACTION_AREAS if player in state.action_flags[a]), key=keep.__getitem__)


def _stake(state: State, player: int, options: PhaseOptions) -> Action:
    if state.lifted is None:
        # Keep the flag on the area I most want and can hope to win; lift from the others first.
        first = lift_order(state, player)[0]
        chosen: Action = next(a for a in options if a.source == first)
        return chosen
    needs = h.colour_needs(state, player)
    gains = h.position_gains(state, player, [a.position for a in options], needs)
    chosen = max(options, key=lambda a: gains[a.position])
    return chosen


def _stolen_intelligence(state: State, player: int, options: PhaseOptions) -> Action:
    needs = h.colour_needs(state, player)
    places = [a for a in options if isinstance(a, PlaceFlag)]
    if places:
        return max(places, key=lambda a: h.position_gain(state, player, a.position, needs))
    destinations = stolen_intelligence_destinations(state)
    best_gain = max((h.position_gain(state, player, p, needs) for p in destinations), default=0.0)
    lifts = [a for a in options if isinstance(a, LiftFlag)]
    cheapest = min(lifts, key=lambda a: h.flag_value(state, player, a.source, needs))
    if best_gain > h.flag_value(state, player, cheapest.source, needs) + 0.5:
        return cheapest
    return Pass()


def _engineering_advance(state: State, player: int, options: PhaseOptions) -> Action:
    takes = [a for a in options if isinstance(a, TakeCard)]
    me = state.players[player]
    new = set(new_values(state, player, [a.card for a in takes]))
    useful = [a for a in takes if a.card in new]
    if not useful:
        return Pass()
    return max(useful, key=lambda a: (CARD_VALUE[a.card] / (1 + h.deficit(a.card, me.gems)), a.card))


def _build_turn(state: State, player: int, options: PhaseOptions) -> Action:
    builds = [a for a in options if isinstance(a, Build)]
    if builds:
        # Most valuable card; then the payment using the fewest clear gems.
        return max(builds, key=lambda a: (CARD_VALUE[a.card], -len(a.wild), a.card in state.common_row))
    me = state.players[player]
    gems = me.gems
    target = _target_card(state, player)
    if target is not None:
        missing = {c: need - gems[c] for c, need in CARD_COST[target] if need > gems[c]}
        spare = _spare_gems(gems, target)
        syncs = [
            a
            for a in options
            if isinstance(a, Synchrotron)
            and a.take in missing
            and a.count <= missing[a.take]
            and spare.get(a.give, 0) >= a.count
        ]
        if syncs:
            return max(syncs, key=lambda a: a.count)
        trades = [
            a
            for a in options
            if isinstance(a, Trade)
            and a.take in missing
            and all(a.give.count(g) <= spare.get(g, 0) for g in set(a.give))
        ]
        if trades:
            return trades[0]
    # Gems over the limit are lost at the end of the round: trading some of the surplus for
    # a colour I need costs nothing I would have kept.
    surplus = sum(gems.values()) - gem_limit(state, player)
    if surplus > 0:
        needs = h.colour_needs(state, player)
        wanted = max(COLOURS, key=lambda c: needs[c])
        trades = [
            a
            for a in options
            if isinstance(a, Trade)
            and a.take == wanted
            and "clear" not in a.give
            and wanted not in a.give
            and len(a.give) - 1 <= surplus
        ]
        if trades:
            return min(trades, key=lambda a: sum(h.gem_worth(needs, g) for g in a.give))
    return EndTurn()


def _target_card(state: State, player: int) -> str | None:
    """The most valuable card the player cannot pay for yet but trades (or the Synchrotron)
    can, by the engine's exact answer."""
    for card in h.wanted_cards(state, player):
        payment = trades_to_pay(state, player, card)
        if isinstance(payment, Payment) and payment.exchanges:
            return card
    return None


def _spare_gems(gems: dict[str, int], card: str) -> dict[str, int]:
    """Coloured gems not needed to pay for `card`."""
    cost = dict(CARD_COST[card])
    return {c: gems[c] - cost.get(c, 0) for c in COLOURS if gems[c] > cost.get(c, 0)}


def _return_gem(state: State, player: int, options: PhaseOptions) -> Action:
    needs = h.colour_needs(state, player)
    chosen: Action = min(options, key=lambda a: (h.gem_worth(needs, a.gem), a.gem))
    return chosen
