"""A card's context help (the tooltip of a card in the common row or the hand): what it is
worth, what it costs, what the player still lacks and whether it can be built now — from the
viewer's own view only (a hidden card, "?", says nothing).

    >>> from game.charon import new_game, view
    >>> state = view(new_game(3, seed=7), 0)
    >>> card_help(state, state.common_row[0] if state.common_row else "7a").startswith("The ")
    True
"""

from game.charon.building import colours_missing, gems_short, trade_rate
from game.charon.cards import CARD_COST, CARD_PRICE, CARD_VALUE
from game.charon.state import BUILD, HIDDEN, State

from .plans import outlooks, plan_label
from .theme import GEM_SYMBOL


def card_help(view: State, card: str, personal: bool = True) -> str:
    """The tooltip of `card` as the viewer of `view` may know it; '' for a hidden card. Not
    `personal` (a shared screen): the card alone, nobody's prospects."""
    if card == HIDDEN or card not in CARD_VALUE:
        return ""
    value = CARD_VALUE[card]
    cost = ", ".join(f"{n} {colour} {GEM_SYMBOL[colour]}" for colour, n in CARD_COST[card])
    head = f"The {value}: {value} points. Costs {cost} ({CARD_PRICE[card]} gems)."
    viewer = view.viewer
    if viewer is None or not personal:
        return head
    own_turn = view.phase == BUILD and view.to_move == viewer
    return f"{head} {lacks(view, viewer, card, trades=not own_turn)} {buildable(view, viewer, card)}"


def lacks(view: State, player: int, card: str, trades: bool = True) -> str:
    """What `player` still lacks for `card`: the colours, what clear gems cover, and (with
    `trades`) what trading would take: 3 gems for 1, or 2 with the Underground Warehouse. In
    the player's own building turn the plans say which trades would do instead."""
    gems = view.players[player].gems
    missing = colours_missing(card, gems)
    if not missing:
        return "You hold every gem it needs."
    listed = ", ".join(f"{n} {colour}" for colour, n in missing.items())
    short = gems_short(card, gems)
    if not short:
        return f"You lack {listed}; your clear gems can stand in."
    covered = sum(missing.values()) - short
    clear = f" ({covered} covered by clear gems)" if covered else ""
    words = f"You lack {listed}{clear}: {short} gem{'s' if short != 1 else ''} short"
    if not trades:
        return words + "."
    rate = trade_rate(view, player)
    used = sum(min(gems[colour], n) for colour, n in CARD_COST[card]) + covered
    spare = sum(gems.values()) - used
    return f"{words}; trading {rate} gems for 1 takes {rate * short} gems you do not need for it (you have {spare})."


def buildable(view: State, player: int, card: str) -> str:
    """Whether it can be built now: in the viewer's own building turn, by the plans' answer
    (now, by a plan of trades, or why not); otherwise when it could be."""
    if value_built(view, player, card):
        return f"You have built a {CARD_VALUE[card]} already: only one card of each value."
    if view.phase == BUILD and view.to_move == player:
        for outlook in outlooks(view):
            if outlook.card == card:
                if outlook.now:
                    return "You can build it now."
                if outlook.steps:
                    return f"Trades would get it: {sentence_lower(plan_label(outlook.steps))}."
                return f"Not this turn: {outlook.why_not}."
        return "Not this turn."
    where = "from the row (one row card per building turn)" if card in view.common_row else "from your hand"
    if card not in view.common_row and card not in view.players[player].hand:
        where = "once it is yours"
    return f"Cards are built in the building phase, {where}."


def value_built(view: State, player: int, card: str) -> bool:
    return CARD_VALUE[card] in {CARD_VALUE[c] for c in view.players[player].built}


def sentence_lower(text: str) -> str:
    """'Trade 3 black → 1 yellow, …' -> 'trade 3 black → 1 yellow, …' (inside a sentence)."""
    return text[:1].lower() + text[1:]
