"""Which gems to keep at the round's end (RULES.md 4.5: 2, or 6 with the Underground Warehouse),
as a rule of thumb a player can follow and the advice keeps to: what the hand's cards need
first, so that a gem a trade brought for a card is not handed back for nothing.

One home for it: the page's one-click set of gems to keep (charon_ui.plans), the search's
choices at the round's end and its trades that only prepare a later round
(players/candidates.py) all ask here, so that the hint never trades for a gem that its own
next advice, or the page's suggestion, gives back.

    >>> from game.charon.state import KEEP_GEMS, State
    >>> s = State(2); s.phase = KEEP_GEMS; s.pending = [0]; s.players[0].hand = ["5b"]
    >>> s.players[0].gems.update(blue=4, yellow=2, purple=2)
    >>> gems_to_keep(s, 0)  # the 5 (2 yellow, 1 green, 1 black) needs the yellow
    {'yellow': 2}
"""

from collections.abc import Callable, Iterable, Mapping

from .board import COLOURS, GEM_KINDS
from .building import gem_limit, new_values
from .cards import CARD_COST, CARD_PRICE
from .state import LAST_ROUND, State


def hand_needs(state: State, player: int) -> dict[str, int]:
    """The coloured gems the cards of `player`'s hand cost in all (cards of a value built
    already left out: they can never be built). The common row is not counted: its cards go
    to the discard pile at the round's end."""
    needs = dict.fromkeys(COLOURS, 0)
    for card in new_values(state, player, state.players[player].hand):
        for colour, n in CARD_COST[card]:
            needs[colour] += n
    return needs


def needed_held(gems: Mapping[str, int], needs: Mapping[str, int]) -> int:
    """How many of `gems` go towards `needs`: the coloured gems it asks for, and every clear
    gem (it stands for any colour)."""
    return gems["clear"] + sum(min(gems[c], needs[c]) for c in COLOURS)


def gems_to_keep(state: State, player: int, got: Iterable[str] = ()) -> dict[str, int]:
    """The gems `player` keeps by the rule (kinds held none of left out), at most the limit:
    clear gems first (any colour), then the gems the hand's cards need — those `got` (the
    colours received by this turn's trades and Synchrotron, one entry a gem) first, then the
    cheapest card's first, so that whole cards stay buildable — then a spread of the rest."""
    gems = state.players[player].gems
    budget = gem_limit(state, player)
    keep = dict.fromkeys(GEM_KINDS, 0)

    def take(kind: str, n: int) -> None:
        nonlocal budget
        n = max(0, min(n, gems[kind] - keep[kind], budget))
        keep[kind] += n
        budget -= n

    take("clear", gems["clear"])
    needs = hand_needs(state, player)
    for colour in got:
        if colour in needs and keep[colour] < needs[colour]:
            take(colour, 1)
    target = dict.fromkeys(COLOURS, 0)
    cards = new_values(state, player, state.players[player].hand)
    for card in sorted(cards, key=lambda c: (CARD_PRICE[c], c)):
        for colour, n in CARD_COST[card]:
            target[colour] += n
            take(colour, target[colour] - keep[colour])
    while budget > 0:  # a spread of what is left: one of each kind before two of any
        left = [g for g in GEM_KINDS if gems[g] > keep[g]]
        if not left:
            break
        take(min(left, key=lambda g: (keep[g], -gems[g])), 1)
    return {g: n for g, n in keep.items() if n}


def kinds_to_return(state: State, player: int) -> set[str]:
    """The kinds of gem the rule gives back first at the round's end (held beyond
    `gems_to_keep`): the search returns only these, one at a time."""
    gems = state.players[player].gems
    keep = gems_to_keep(state, player)
    return {g for g in GEM_KINDS if gems[g] > keep.get(g, 0)}


def keeps_more_for_later(state: State, player: int, after: Mapping[str, int]) -> bool:
    """Whether holding `after` instead of the gems `player` holds now (an exchange not followed
    by a build) leaves them more gems towards their hand's cards within the limit they keep
    into the next round: the only use of an exchange that pays for nothing this turn. Never
    in the last round (no gem is kept: the game ends)."""
    return later_use(state, player)(after)


def later_use(state: State, player: int) -> Callable[[Mapping[str, int]], bool]:
    """`keeps_more_for_later` for many holdings of `player`'s (one per exchange on offer): the
    hand's needs and the limit worked out once."""
    if state.round >= LAST_ROUND:
        return lambda _after: False
    needs = hand_needs(state, player)
    limit = gem_limit(state, player)
    now = min(limit, needed_held(state.players[player].gems, needs))
    return lambda after: min(limit, needed_held(after, needs)) > now
