"""Building turns (RULES.md 4.4): trades, the Synchrotron, building cards and paying for them.

Trades and the Synchrotron belong to the rulebook's pre-building step: within a building
turn they come before the player's first build; after a build, only more builds or the end.

The rules' answers to the questions the page and the players ask live here too, so that
nobody restates a rule: why a build is refused (`build_refusal`), the fewest trades that pay
for some cards (`trades_to_pay`, exact: arithmetic on the gems, the supply and the rate) and
the best set of cards a building turn can build (`best_turn`).
"""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, product

from .actions import BUILD_ACTIONS, END_TURN, SYNCHROTRON_ACTIONS, TRADE_ACTIONS, Action, Build, Synchrotron, Trade
from .board import COLOURS, GEM_KINDS
from .cards import CARD_COST, CARD_PRICE, CARD_VALUE
from .events import Built, Event, SynchrotronUsed, Traded
from .staking import won
from .state import BUILD, State

TRADE_RATE, WAREHOUSE_TRADE_RATE = 3, 2
GEM_LIMIT, WAREHOUSE_GEM_LIMIT = 2, 6


def has_warehouse(state: State, player: int) -> bool:
    return won(state, "underground_warehouse", player)


def trade_rate(state: State, player: int) -> int:
    """How many gems a trade gives for one: 3, or 2 with the Underground Warehouse."""
    return WAREHOUSE_TRADE_RATE if has_warehouse(state, player) else TRADE_RATE


def gem_limit(state: State, player: int) -> int:
    """How many gems a player keeps at the end of the round."""
    return WAREHOUSE_GEM_LIMIT if has_warehouse(state, player) else GEM_LIMIT


def building_options(state: State, player: int) -> list[Action]:
    """Every legal action of `player`'s building turn, ending with EndTurn."""
    me = state.players[player]
    gems = me.gems
    options: list[Action] = []
    if not state.built_this_turn:
        rate = trade_rate(state, player)
        options += _trades(gems, rate, state.supply)
        if not state.synchrotron_used and won(state, "synchrotron", player):
            _add_synchrotron(state, gems, options)
    total = sum(gems.values())
    for card in buildable_cards(state, player):
        if CARD_PRICE[card] <= total:
            _add_payments(card, gems, options)
    options.append(END_TURN)
    return options


def has_building_choice(state: State, player: int) -> bool:
    """Whether the building turn offers anything but ending it (same answer as
    `len(building_options(...)) > 1`, found without listing everything)."""
    me = state.players[player]
    gems = me.gems
    rate = trade_rate(state, player)
    if not state.built_this_turn:
        if sum(gems.values()) >= rate and (any(state.supply.values()) or any(gems[c] for c in COLOURS)):
            return True  # a trade: some colour is in the supply, or one given can be taken back
        if not state.synchrotron_used and won(state, "synchrotron", player):
            if any(gems[a] and state.supply[b] for a in COLOURS for b in COLOURS if a != b):
                return True
    total = sum(gems.values())
    return any(CARD_PRICE[c] <= total and _affordable(c, gems) for c in buildable_cards(state, player))


def pointless_trade(action: Action) -> bool:
    """A trade taking a colour it gives ("2 yellow → 1 yellow"): the trader is left a part of
    the gems they had (the gem received replaces one given), which no position prefers to the
    whole. Legal (4.4: the colour received may be one of those given), but nobody is offered
    it: not the page's buttons, nor the moves the search (the hint, the computer players) weighs."""
    return isinstance(action, Trade) and action.take in action.give


def colours_missing(card: str, gems: Mapping[str, int]) -> dict[str, int]:
    """The coloured gems lacking to pay for `card`, clear gems not counted.

    >>> colours_missing("3a", {"yellow": 1, "purple": 0, "clear": 1})
    {'purple': 2}
    """
    return {colour: need - gems[colour] for colour, need in CARD_COST[card] if need > gems[colour]}


def gems_short(card: str, gems: Mapping[str, int]) -> int:
    """How many gems short of paying for `card` (0: it can be paid), clear gems standing in."""
    short = -gems["clear"]
    for colour, need in CARD_COST[card]:
        have = gems[colour]
        if need > have:
            short += need - have
    return short if short > 0 else 0


def _affordable(card: str, gems: dict[str, int]) -> bool:
    return gems_short(card, gems) == 0


# (rate, gem counts capped at the rate) -> every trade when no supply colour is empty.
_TRADE_CACHE: dict[tuple[int, ...], tuple[Trade, ...]] = {}


def _trades(gems: dict[str, int], rate: int, supply: dict[str, int]) -> tuple[Trade, ...] | list[Trade]:
    # Owning more than `rate` gems of a kind allows no other trade, so counts are capped.
    capped = [min(gems[g], rate) for g in GEM_KINDS]
    key = (rate, *capped)
    trades = _TRADE_CACHE.get(key)
    if trades is None:
        pool = [g for g, n in zip(GEM_KINDS, capped, strict=False) for _ in range(n)]
        gives = dict.fromkeys(combinations(pool, rate))  # ordered, without repeats
        trades = _TRADE_CACHE[key] = tuple(TRADE_ACTIONS[give, take] for give in gives for take in COLOURS)
    if all(supply.values()):
        return trades
    # The gems given are back in the supply before the one received is taken.
    return [t for t in trades if supply[t.take] or t.take in t.give]


def _add_synchrotron(state: State, gems: dict[str, int], options: list[Action]) -> None:
    for give in COLOURS:
        have = gems[give]
        if not have:
            continue
        for take in COLOURS:
            if take != give:
                for count in range(1, min(have, state.supply[take]) + 1):
                    options.append(SYNCHROTRON_ACTIONS[give, take, count])


def _add_payments(card: str, gems: dict[str, int], options: list[Action]) -> None:
    """One Build per way to pay the card's exact cost, clear gems standing in for colours."""
    clear = gems["clear"]
    cost = CARD_COST[card]
    if gems_short(card, gems):
        return
    if clear == 0:
        options.append(BUILD_ACTIONS[card, ()])
        return
    # For each colour, how many of its gems clear ones replace: at least the shortfall.
    choices = [range(max(0, need - gems[colour]), min(need, clear) + 1) for colour, need in cost]
    for counts in product(*choices):
        if sum(counts) <= clear:
            wild = tuple(colour for (colour, _), n in zip(cost, counts, strict=False) for _ in range(n))
            options.append(BUILD_ACTIONS[card, wild])


def perform_trade(state: State, player: int, action: Trade, events: list[Event] | None = None) -> None:
    gems = state.players[player].gems
    for gem in action.give:
        gems[gem] -= 1
        if gem == "clear":
            state.clear_pool += 1
        else:
            state.supply[gem] += 1
    state.supply[action.take] -= 1
    gems[action.take] += 1
    if events is not None:
        events.append(Traded(player, action.give, action.take))


def perform_synchrotron(state: State, player: int, action: Synchrotron, events: list[Event] | None = None) -> None:
    gems = state.players[player].gems
    gems[action.give] -= action.count
    state.supply[action.give] += action.count
    state.supply[action.take] -= action.count
    gems[action.take] += action.count
    state.synchrotron_used = True
    if events is not None:
        events.append(SynchrotronUsed(player, action.give, action.take, action.count))


def perform_build(state: State, player: int, action: Build, events: list[Event] | None = None) -> None:
    me = state.players[player]
    gems = me.gems
    for colour, need in CARD_COST[action.card]:
        paid = need - action.wild.count(colour)
        gems[colour] -= paid
        state.supply[colour] += paid
    gems["clear"] -= len(action.wild)
    state.clear_pool += len(action.wild)
    from_row = action.card not in me.hand
    if from_row:
        state.common_row.remove(action.card)
        state.built_from_row = True
    else:
        me.hand.remove(action.card)
    me.built.append(action.card)
    state.built_this_turn = True
    if events is not None:
        events.append(Built(player, action.card, CARD_VALUE[action.card], action.wild, from_row))


# ---- the rules' answers: what may be built, and what trades would pay for it ------------------

# Why a build is refused (build_refusal, trades_to_pay): the page words each reason.
NOT_HELD = "not_held"  # the card is neither in the player's hand nor in the common row
VALUE_BUILT = "value_built"  # a card of that value is built already: one card per value in a game
ROW_USED = "row_used"  # a card from the common row is built already this turn: one per turn
SAME_VALUE = "same_value"  # two of the cards asked about have the same value
SHORT = "short"  # the gems do not pay for it, and no trades or Synchrotron exchange can
NO_TRADES_AFTER_BUILD = "no_trades_after_build"  # short, and trading stopped at the turn's first build


def new_values(state: State, player: int, cards: Iterable[str]) -> list[str]:
    """The cards among `cards` whose value `player` has not built (one card of each value in a
    game), in the order given."""
    built = {CARD_VALUE[c] for c in state.players[player].built}
    return [c for c in cards if CARD_VALUE[c] not in built]


def buildable_cards(state: State, player: int) -> list[str]:
    """The cards the rules let `player` build in this building turn, gems aside: the hand's,
    then the common row's unless a row card is built already this turn (one a turn)."""
    me = state.players[player]
    return new_values(state, player, me.hand if _row_used(state, player) else me.hand + state.common_row)


def _row_used(state: State, player: int) -> bool:
    """Whether `player` has built a card from the common row in this building turn."""
    return state.built_from_row and state.phase == BUILD and state.to_move == player


def rule_refusal(state: State, player: int, card: str) -> str | None:
    """Why the rules forbid `player` to build `card` in this building turn whatever their gems
    (NOT_HELD, VALUE_BUILT or ROW_USED), or None."""
    me = state.players[player]
    if card not in me.hand and card not in state.common_row:
        return NOT_HELD
    if not new_values(state, player, [card]):
        return VALUE_BUILT
    if card not in me.hand and _row_used(state, player):
        return ROW_USED
    return None


def build_refusal(state: State, player: int, card: str) -> str | None:
    """Why `player` cannot build `card` now, in their building turn: a rule (`rule_refusal`), or
    SHORT when their gems do not pay for it (trades might: `trades_to_pay`); None if they can.

    >>> from game.charon.state import BUILD
    >>> s = State(2); s.phase = BUILD; s.players[0].hand = ["2a"]
    >>> build_refusal(s, 0, "2a"), build_refusal(s, 0, "2b")
    ('short', 'not_held')
    """
    return rule_refusal(state, player, card) or (SHORT if gems_short(card, state.players[player].gems) else None)


def may_exchange(state: State, player: int) -> bool:
    """Whether `player` may still trade (and use the Synchrotron, if won) in this building turn:
    not once they have built a card. Outside their building turn: whether they could in one."""
    return not (state.built_this_turn and state.phase == BUILD and state.to_move == player)


def _synchrotron_open(state: State, player: int) -> bool:
    used = state.synchrotron_used and state.phase == BUILD and state.to_move == player
    return won(state, "synchrotron", player) and not used and may_exchange(state, player)


@dataclass(frozen=True)
class Payment:
    """How to pay for some cards this building turn: the trades and Synchrotron exchange first
    (fewest possible), then one Build per card (fewest clear gems). Every action is legal in
    turn when performed from the state it was worked out for."""

    exchanges: tuple[Trade | Synchrotron, ...]
    builds: tuple[Build, ...]

    @property
    def actions(self) -> tuple[Action, ...]:
        return (*self.exchanges, *self.builds)

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(b.card for b in self.builds)

    @property
    def points(self) -> int:
        return sum(CARD_VALUE[c] for c in self.cards)


def trades_to_pay(state: State, player: int, cards: str | Sequence[str]) -> Payment | str:
    """The fewest trades (and Synchrotron exchange, one step) after which `player` pays for
    `cards` (one card or several, all built this turn), with the builds; or why not: a rule's
    refusal (NOT_HELD, VALUE_BUILT, ROW_USED, SAME_VALUE), NO_TRADES_AFTER_BUILD, or SHORT.

    Exact, not a search: the answer is arithmetic on the gems, the supply and the rate (see
    `_fewest_trades`); tests check it against a search of every sequence of legal exchanges.
    """
    wanted = [cards] if isinstance(cards, str) else list(cards)
    for card in wanted:
        refusal = rule_refusal(state, player, card)
        if refusal:
            return refusal
    hand = state.players[player].hand
    if len({CARD_VALUE[c] for c in wanted}) < len(wanted):
        return SAME_VALUE
    if sum(c not in hand for c in wanted) > 1:
        return ROW_USED
    need = dict.fromkeys(COLOURS, 0)
    for card in wanted:
        for colour, n in CARD_COST[card]:
            need[colour] += n
    gems = state.players[player].gems
    if not may_exchange(state, player):
        if _deficit(need, gems) > gems["clear"]:
            return NO_TRADES_AFTER_BUILD
        return Payment((), _builds(wanted, gems))
    found = _cheapest_exchanges(need, gems, state.supply, trade_rate(state, player), _synchrotron_open(state, player))
    if found is None:
        return SHORT
    exchanges, after = found
    return Payment(exchanges, _builds(wanted, after))


def best_turn(state: State, player: int) -> Payment | None:
    """The most points `player` can build this building turn, as one Payment: the set of cards
    (hand cards, at most one row card, one per value) worth most, with the fewest exchanges
    that pay for them all (then the fewest clear gems); None if nothing can be built."""
    cards = buildable_cards(state, player)
    hand = state.players[player].hand
    total = sum(state.players[player].gems.values())
    sets: list[tuple[str, ...]] = []

    def grow(chosen: tuple[str, ...], start: int, price: int) -> None:
        if chosen:
            sets.append(chosen)
        for i in range(start, len(cards)):
            card = cards[i]
            if price + CARD_PRICE[card] > total:  # trades never add gems: nothing pays for it
                continue
            if any(CARD_VALUE[c] == CARD_VALUE[card] for c in chosen):
                continue
            if card not in hand and any(c not in hand for c in chosen):
                continue
            grow((*chosen, card), i + 1, price + CARD_PRICE[card])

    grow((), 0, 0)
    sets.sort(key=lambda s: -sum(CARD_VALUE[c] for c in s))
    best: Payment | None = None
    for chosen in sets:
        points = sum(CARD_VALUE[c] for c in chosen)
        if best is not None and points < best.points:
            break
        payment = trades_to_pay(state, player, chosen)
        if isinstance(payment, Payment) and (best is None or _thrift(payment) < _thrift(best)):
            best = payment
    return best


def exchanges_towards_builds(state: State, player: int) -> list[Trade | Synchrotron]:
    """The exchanges that bring a build of this turn nearer: the first of the fewest that pay
    for each card `player` can build only after exchanging, and for the turn's best set of
    cards (`best_turn`); none once trading has stopped. An exchange not among them pays for
    nothing this turn (its only use is a gem kept for a later round: keeping.py)."""
    if not may_exchange(state, player):
        return []
    payments = [trades_to_pay(state, player, card) for card in buildable_cards(state, player)]
    payments.append(best_turn(state, player) or SHORT)
    firsts: list[Trade | Synchrotron] = []
    for payment in payments:
        if isinstance(payment, Payment) and payment.exchanges and payment.exchanges[0] not in firsts:
            firsts.append(payment.exchanges[0])
    return firsts


def gems_after(gems: Mapping[str, int], exchange: Trade | Synchrotron) -> dict[str, int]:
    """The gems held after `exchange` (a trade or a Synchrotron swap) from `gems`."""
    after = dict(gems)
    if isinstance(exchange, Trade):
        for gem in exchange.give:
            after[gem] -= 1
        after[exchange.take] += 1
    else:
        after[exchange.give] -= exchange.count
        after[exchange.take] += exchange.count
    return after


def _thrift(payment: Payment) -> tuple[int, int]:
    return len(payment.exchanges), sum(len(b.wild) for b in payment.builds)


def _deficit(need: Mapping[str, int], gems: Mapping[str, int]) -> int:
    """Coloured gems lacking for `need`, before clear gems stand in."""
    return sum(max(0, n - gems[c]) for c, n in need.items())


def _fewest_trades(
    need: Mapping[str, int], gems: Mapping[str, int], supply: Mapping[str, int], rate: int
) -> int | None:
    """The fewest trades after which `gems` pay for `need`, or None.

    Only a trade bringing a colour still lacking (and in the supply) helps, and it helps by
    one; it gives `rate` gems: first spare ones (more of a colour than `need` asks), free;
    beyond them each gem given (clear, or one `need` asks for) leaves one more gem to cover
    with a clear gem. Giving a gem received earlier, or taking back a colour given, only
    wastes gems. So k trades do iff k <= the lacking gems the supply holds, k * rate <= the
    gems held, and lacking - k + max(0, k * rate - spare) <= clear gems.
    """
    lacking = spare = takeable = 0
    for colour in COLOURS:
        have, n = gems[colour], need.get(colour, 0)
        if have >= n:
            spare += have - n
        else:
            lacking += n - have
            takeable += min(n - have, supply[colour])
    clear, held = gems["clear"], sum(gems.values())
    for k in range(min(takeable, held // rate) + 1):
        if lacking - k + max(0, k * rate - spare) <= clear:
            return k
    return None


def _cheapest_exchanges(
    need: Mapping[str, int], gems: Mapping[str, int], supply: Mapping[str, int], rate: int, synchrotron: bool
) -> tuple[tuple[Trade | Synchrotron, ...], dict[str, int]] | None:
    """The fewest exchanges (trades, and one Synchrotron exchange if open) after which `gems`
    pay for `need`, and the gems then held; fewest clear gems spent among equals; None if none."""
    options: list[tuple[int, int, int, dict[str, int], dict[str, int], Synchrotron | None]] = []
    k = _fewest_trades(need, gems, supply, rate)
    if k is not None:
        options.append((k, _clear_spent(need, gems, rate, k), 0, dict(gems), dict(supply), None))
    if synchrotron:
        # Only an exchange of spare gems for a lacking colour can help: any other only moves
        # gems between colours without bringing the cost nearer.
        for give in COLOURS:
            spare = gems[give] - need.get(give, 0)
            for take in COLOURS:
                lacking = need.get(take, 0) - gems[take]
                if take == give or spare <= 0 or lacking <= 0:
                    continue
                for count in range(1, min(spare, lacking, supply[take]) + 1):
                    g, s = dict(gems), dict(supply)
                    g[give] -= count
                    s[give] += count
                    g[take] += count
                    s[take] -= count
                    k = _fewest_trades(need, g, s, rate)
                    if k is not None:
                        exchange = SYNCHROTRON_ACTIONS[give, take, count]
                        options.append((k + 1, _clear_spent(need, g, rate, k), 1, g, s, exchange))
    if not options:
        return None
    _steps, _clear, _sync, g, s, first = min(options, key=lambda o: o[:3])
    trades = _trades_for(need, g, s, rate, _fewest_trades(need, g, s, rate) or 0)
    for trade in trades:
        for gem in trade.give:
            g[gem] -= 1
        g[trade.take] += 1
    return ((first,) if first else ()) + trades, g


def _clear_spent(need: Mapping[str, int], gems: Mapping[str, int], rate: int, trades: int) -> int:
    """Clear gems given in `trades` trades or paid in the builds (the same number either way)."""
    spare = sum(max(0, gems[c] - need.get(c, 0)) for c in COLOURS)
    return max(0, _deficit(need, gems) - trades + max(0, trades * rate - spare))


def _trades_for(
    need: Mapping[str, int], gems: Mapping[str, int], supply: Mapping[str, int], rate: int, count: int
) -> tuple[Trade, ...]:
    """`count` trades that bring colours `need` lacks: each gives spare gems first (the colour
    with most to spare first, as many of one colour as it can: "2 green → 1 black"), then gems
    `need` asks for, clear gems last."""
    left = dict(gems)
    lacking = {c: max(0, need.get(c, 0) - gems[c]) for c in COLOURS}
    stock = dict(supply)
    trades = []
    for _trade in range(count):
        give: list[str] = []
        for _gem in range(rate):
            spare = [c for c in COLOURS if left[c] > need.get(c, 0)]
            if give and give[-1] in spare:
                gem = give[-1]
            elif spare:
                gem = max(spare, key=lambda c: left[c] - need.get(c, 0))
            else:
                held = [c for c in COLOURS if left[c]]
                gem = max(held, key=left.__getitem__) if held else "clear"
            left[gem] -= 1
            give.append(gem)
        take = max((c for c in COLOURS if lacking[c] and stock[c]), key=lambda c: (lacking[c], stock[c]))
        lacking[take] -= 1
        stock[take] -= 1
        trades.append(TRADE_ACTIONS[tuple(sorted(give, key=GEM_KINDS.index)), take])
    return tuple(trades)


def _builds(cards: Sequence[str], gems: Mapping[str, int]) -> tuple[Build, ...]:
    """One Build per card, paid from `gems` (which pay for them all): coloured gems first, clear
    ones for the rest; most valuable card first."""
    left = dict(gems)
    builds = []
    for card in sorted(cards, key=lambda c: -CARD_VALUE[c]):
        wild: list[str] = []
        for colour, n in CARD_COST[card]:
            paid = min(n, left[colour])
            left[colour] -= paid
            wild += [colour] * (n - paid)
        left["clear"] -= len(wild)
        builds.append(BUILD_ACTIONS[card, tuple(wild)])
    return tuple(builds)
