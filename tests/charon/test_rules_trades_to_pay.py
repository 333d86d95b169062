"""The rules' answers about building (game.charon.building): why a build is refused, the
fewest trades that pay for cards — exact, checked against a search of every sequence of
legal trades and Synchrotron exchanges on many random positions — and the best turn."""

import random

import pytest

from game.charon import Build, Synchrotron, Trade, apply, legal_actions, play
from game.charon.board import COLOURS
from game.charon.building import (
    NO_TRADES_AFTER_BUILD,
    ROW_USED,
    SAME_VALUE,
    SHORT,
    VALUE_BUILT,
    Payment,
    best_turn,
    build_refusal,
    trades_to_pay,
)
from game.charon.cards import CARD_IDS, CARD_PRICE, CARD_VALUE
from game.charon.errors import SaveError
from game.charon.state import BUILD, State
from tests.situations import SYN, UW, builder


def perform(state: State, payment: Payment) -> State:
    for action in payment.actions:
        state = apply(state, action)  # checked: each step is legal where it comes
    return state


# ---- the case, and the reasons --------------------------------------------------------


def test_three_warehouse_trades_pay_for_the_10_the_panel_called_unreachable():
    # Issue 38: round 3, 5 blue, 2 yellow, 3 green, 1 purple, Underground Warehouse won; the 10
    # costs 3 blue, 3 black. A bounded search said "3 gems short: no trade gets there".
    s = builder("blue " * 5 + "yellow yellow green green green purple", round=3, hands={0: ["10e"]}, keep={0: UW})
    payment = trades_to_pay(s, 0, "10e")
    assert isinstance(payment, Payment)
    assert len(payment.exchanges) == 3 and all(t.take == "black" and len(t.give) == 2 for t in payment.exchanges)
    assert all("blue" not in t.give or t.give.count("blue") <= 2 for t in payment.exchanges)
    assert perform(s, payment).players[0].built == ["10e"]


def test_no_more_trades_after_the_first_build_is_the_reason_given():
    s = builder("green purple yellow yellow yellow blue blue black green green", hands={0: ["2a", "4a", "3e"]})
    assert isinstance(trades_to_pay(s, 0, "4a"), Payment)
    s = apply(s, Build("2a"))
    assert s.to_move == 0
    assert trades_to_pay(s, 0, "4a") == NO_TRADES_AFTER_BUILD
    assert build_refusal(s, 0, "4a") == "short"


def test_the_rules_refusals_come_before_the_gems():
    s = builder("blue black blue black", hands={0: ["2c", "2d"]}, row=["3b", "4a"], built={0: ["3a"]})
    assert build_refusal(s, 0, "3b") == trades_to_pay(s, 0, "3b") == VALUE_BUILT
    assert trades_to_pay(s, 0, ["2c", "2d"]) == SAME_VALUE
    assert build_refusal(s, 0, "2c") is None and build_refusal(s, 0, "12a") == "not_held"


def test_one_row_card_per_turn():
    s = builder("blue black blue black blue black yellow purple purple", hands={0: ["2c", "3a"]}, row=["4a", "5a"])
    assert trades_to_pay(s, 0, ["4a", "5a"]) == ROW_USED
    assert isinstance(trades_to_pay(s, 0, ["2c", "4a"]), Payment)
    s = apply(apply(s, Build("2c")), Build("4a"))
    assert s.to_move == 0  # the 3 can still be built
    assert build_refusal(s, 0, "5a") == trades_to_pay(s, 0, "5a") == ROW_USED


def test_a_colour_the_supply_lacks_cannot_be_traded_for():
    # Every black gem but one is in the bag: trades bring at most that one.
    s = builder("yellow " * 6 + "blue", hands={0: ["4a"]}, bag={"black": 19})  # 4a: blue, 2 black
    assert trades_to_pay(s, 0, "4a") == SHORT
    s = builder("yellow " * 6 + "blue clear", hands={0: ["4a"]}, bag={"black": 19})
    payment = trades_to_pay(s, 0, "4a")
    assert isinstance(payment, Payment) and len(payment.exchanges) == 1
    assert payment.builds[0].wild == ("black",)


# ---- the best turn ----------------------------------------------------------------------------


def test_the_best_turn_builds_the_12_and_the_9_with_the_trade_between_them():
    # Each card alone can be built now; both together lack a purple, which 3 yellow buy - but
    # only before the first build.
    s = builder("green " * 7 + "purple " * 4 + "yellow yellow yellow blue", hands={0: ["12a", "9d", "2a"]})
    assert build_refusal(s, 0, "12a") is None and build_refusal(s, 0, "9d") is None
    best = best_turn(s, 0)
    assert best is not None and sorted(best.cards) == ["12a", "9d"]
    assert best.exchanges == (Trade(("yellow", "yellow", "yellow"), "purple"),)
    assert sorted(perform(s, best).players[0].built) == ["12a", "9d"]
    assert best.points == max(_points_by_search(s)) == 21
    assert trades_to_pay(apply(s, Build("12a")), 0, "9d") == NO_TRADES_AFTER_BUILD


def _points_by_search(state: State) -> set[int]:
    """The points of every set of cards some sequence of legal actions builds this turn."""
    seen, found = set(), {0}
    stack = [state]
    while stack:
        s = stack.pop()
        for a in legal_actions(s):
            if isinstance(a, (Trade, Synchrotron, Build)):
                child = s.copy()
                child.history = None
                play(child, a)
                if child.phase != BUILD or child.to_move != state.to_move:
                    if isinstance(a, Build):  # the last build ended the turn by itself
                        found.add(sum(CARD_VALUE[c] for c in child.players[0].built))
                    continue
                key = _key(child)
                if key not in seen:
                    seen.add(key)
                    found.add(sum(CARD_VALUE[c] for c in child.players[0].built))
                    stack.append(child)
    return found


# ---- exactness: the arithmetic against a search of every sequence -------------------------------


def _key(s: State):
    me = s.players[s.to_move]
    return (tuple(me.gems.values()), tuple(s.supply.values()), s.synchrotron_used, tuple(me.built), s.built_this_turn)


def fewest_by_search(state: State, cards: list[str]) -> int | None:
    """Breadth first over every legal trade and Synchrotron exchange: the fewest after which
    some sequence of legal builds builds all of `cards`; None if no sequence does."""
    frontier, seen, depth = [state], {_key(state)}, 0
    while frontier:
        if any(_builds_all(s, cards) for s in frontier):
            return depth
        following = []
        for s in frontier:
            for a in legal_actions(s):
                if isinstance(a, (Trade, Synchrotron)):
                    child = s.copy()
                    child.history = None
                    play(child, a)
                    if child.phase == BUILD and child.to_move == state.to_move and _key(child) not in seen:
                        seen.add(_key(child))
                        following.append(child)
        frontier, depth = following, depth + 1
    return None


def _builds_all(s: State, cards: list[str]) -> bool:
    if not cards:
        return True
    card, rest = cards[0], cards[1:]
    for a in legal_actions(s):
        if isinstance(a, Build) and a.card == card:
            child = s.copy()
            child.history = None
            play(child, a)
            if not rest or (child.phase == BUILD and child.to_move == s.to_move and _builds_all(child, rest)):
                return True
    return False


def random_position(rng: random.Random) -> tuple[State, list[str]]:
    """Player 0 building with a few gems, maybe clear ones, maybe a scarce supply colour, maybe
    the Warehouse or the Synchrotron, and one card (sometimes two) to pay for."""
    kinds = [*COLOURS, "clear"]
    gems = " ".join(rng.choice(kinds if rng.random() < 0.3 else COLOURS) for _ in range(rng.randint(2, 10)))
    held = gems.split()
    bag = {}
    for colour in rng.sample(COLOURS, rng.randint(0, 2)):
        bag[colour] = 20 - held.count(colour) - rng.randint(0, 2)  # that colour nearly gone
    cards = rng.sample([c for c in CARD_IDS if CARD_PRICE[c] <= 6], 2)
    if CARD_VALUE[cards[0]] == CARD_VALUE[cards[1]] or rng.random() < 0.6:
        cards = cards[:1]
    keep = {0: rng.choice([UW, SYN, UW, SYN, None])}
    keep = {p: a for p, a in keep.items() if a}
    try:
        return builder(gems, hands={0: cards}, bag=bag, keep=keep, others={1: ""}), cards
    except SaveError:  # nothing to decide (no trade, no build): not a building turn; another
        return random_position(rng)


@pytest.mark.parametrize("seed", range(6))
def test_trades_to_pay_is_exact_against_a_search_of_every_sequence(seed):
    rng = random.Random(seed)
    reachable = traded = 0
    for _case in range(40):
        state, cards = random_position(rng)
        answer = trades_to_pay(state, 0, cards)
        fewest = fewest_by_search(state, cards)
        context = (state.players[0].gems, state.supply, cards, answer)
        if fewest is None:
            assert answer == SHORT, context
            continue
        reachable += 1
        traded += fewest > 0
        assert isinstance(answer, Payment), context
        assert len(answer.exchanges) == fewest, context
        done = perform(state, answer)
        assert sorted(done.players[0].built) == sorted(cards), context
    assert reachable >= 8 and traded >= 5 and reachable < 40  # the positions test every kind of answer


@pytest.mark.parametrize("seed", range(3))
def test_the_best_turn_is_worth_the_most_any_sequence_builds(seed):
    rng = random.Random(seed)
    for _case in range(12):
        state, _cards = random_position(rng)
        cheap = [c for c in CARD_IDS if CARD_PRICE[c] <= 4 and c not in state.players[0].hand]
        state.players[0].hand += rng.sample(cheap, 2)
        state.deck = [c for c in state.deck if c not in state.players[0].hand]
        best = best_turn(state, 0)
        most = max(_points_by_search(state))
        assert (best.points if best else 0) == most, (state.players[0].gems, state.players[0].hand)
        if best:
            assert sorted(perform(state, best).players[0].built) == sorted(best.cards)
