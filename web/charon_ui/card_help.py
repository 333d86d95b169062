"""A card's context help (the tooltip of a card in the common row or the hand): what it is
worth, what it costs, what the player still lacks and whether it can be built now — from the
viewer's own view only (a hidden card, "?", says nothing).

    >>> from game.charon import new_game, view
    >>> state = view(new_game(3, seed=7), 0)
    >>> card_help(state, state.common_row[0] if state.common_row else "7a").startswith("The ")
    True
"""

from game.charon import Build, Trade
from game.charon.building import SHORT, Payment, colours_missing, gems_short, new_values, trade_rate, trades_to_pay
from game.charon.cards import CARD_COST, CARD_PRICE, CARD_VALUE
from game.charon.state import BUILD, HIDDEN, State
from shell.i18n import _, ngettext

from .describe import gem_count, gem_count_shown
from .plans import panel_plans, plan_label, turn_plan_label


def card_help(view: State, card: str, personal: bool = True) -> str:
    """The tooltip of `card` as the viewer of `view` may know it; '' for a hidden card. Not
    `personal` (a shared screen): the card alone, nobody's prospects."""
    if card == HIDDEN or card not in CARD_VALUE:
        return ""
    cost = ", ".join(gem_count_shown(colour, n) for colour, n in CARD_COST[card])
    head = _("The {value}: {value} points. Costs {cost} ({price} gems).").format(
        value=CARD_VALUE[card], cost=cost, price=CARD_PRICE[card]
    )
    viewer = view.viewer
    if viewer is None or not personal:
        return head
    own_turn = view.phase == BUILD and view.to_move == viewer
    return f"{head} {lacks(view, viewer, card, trades=not own_turn)} {buildable(view, viewer, card)}"


def lacks(view: State, player: int, card: str, trades: bool = True) -> str:
    """What `player` still lacks for `card`: the colours, what clear gems cover, and (with
    `trades`) how many trades would get it, by the engine's exact answer: 3 gems for 1, or 2
    with the Underground Warehouse. In the player's own building turn the plans say which
    trades would do instead."""
    gems = view.players[player].gems
    missing = colours_missing(card, gems)
    if not missing:
        return _("You hold every gem it needs.")
    lacking = ", ".join(gem_count(colour, n) for colour, n in missing.items())
    short = gems_short(card, gems)
    if not short:
        return _("You lack {gems}; your clear gems can stand in.").format(gems=lacking)
    covered = sum(missing.values()) - short
    if covered:
        words = ngettext(
            "You lack {gems} ({covered} covered by clear gems): {short} gem short",
            "You lack {gems} ({covered} covered by clear gems): {short} gems short",
            short,
        )
    else:
        words = ngettext("You lack {gems}: {short} gem short", "You lack {gems}: {short} gems short", short)
    words = words.format(gems=lacking, covered=covered, short=short)
    if not trades:
        return words + "."
    rate = trade_rate(view, player)
    answer = trades_to_pay(view, player, card)
    if answer == SHORT:
        return _("{lack}; trading {rate} gems for 1 would not get it with the gems you hold now.").format(
            lack=words, rate=rate
        )
    if not isinstance(answer, Payment):  # a rule stands in the way: `buildable` says which
        return words + "."
    n = sum(isinstance(a, Trade) for a in answer.exchanges)
    if len(answer.exchanges) > n:
        return ngettext(
            "{lack}; the Synchrotron and {n} trade would get it with the gems you hold now.",
            "{lack}; the Synchrotron and {n} trades would get it with the gems you hold now.",
            n,
        ).format(lack=words, n=n)
    return ngettext(
        "{lack}; trading {rate} gems for 1, {n} trade would get it with the gems you hold now.",
        "{lack}; trading {rate} gems for 1, {n} trades would get it with the gems you hold now.",
        n,
    ).format(lack=words, rate=rate, n=n)


def buildable(view: State, player: int, card: str) -> str:
    """Whether it can be built now: in the viewer's own building turn, by the plans' answer
    (now, by a plan of trades, or why not); otherwise when it could be."""
    if not new_values(view, player, [card]):
        return _("You have built a card worth {value} already: only one card of each value.").format(
            value=CARD_VALUE[card]
        )
    if view.phase == BUILD and view.to_move == player:
        best, prospects = panel_plans(view)  # the panel's plans, word for word
        if any(isinstance(a, Build) and a.card == card for a in best):
            plan = sentence_lower(turn_plan_label(view, best))
            return _("The plan for the most points this turn builds it: {plan}.").format(plan=plan)
        for outlook in prospects:
            if outlook.card == card:
                if outlook.now:
                    return _("You can build it now.")
                if outlook.steps:
                    plan = sentence_lower(plan_label(view, outlook.steps))
                    return _("Trades would get it: {plan}.").format(plan=plan)
                return _("Not this turn: {why}.").format(why=outlook.why_not)
        return _("Not this turn.")
    if card in view.common_row:
        return _("Cards are built in the building phase, from the row (one row card per building turn).")
    if card in view.players[player].hand:
        return _("Cards are built in the building phase, from your hand.")
    return _("Cards are built in the building phase, once it is yours.")


def sentence_lower(text: str) -> str:
    """'Trade 3 black → 1 yellow, …' -> 'trade 3 black → 1 yellow, …' (inside a sentence)."""
    return text[:1].lower() + text[1:]
