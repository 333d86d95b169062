"""Literal game situations for the rule tests, and small helpers that read like the rulebook.

Every situation built here is a consistent game: `check` round-trips it through the save
format, whose loader verifies that nothing was created or lost (100 coloured gems, 6 clear,
55 cards once each, 5 flags a player) and that the phase fits the players waiting to act.
"""

import pytest

from game.charon import IllegalAction, LiftFlag, PlaceFlag, ReturnGem, apply, from_json, legal_actions, to_json, view
from game.charon.board import ACTION_AREAS, ACTIVE_POSITIONS, COLOURS, GEM_KINDS
from game.charon.cards import CARD_IDS, CARD_VALUE
from game.charon.staking import area_winners
from game.charon.state import (
    BUILD,
    CHOOSE_ROW,
    ENGINEERING_ADVANCE,
    KEEP_GEMS,
    REPLACE,
    STAKE,
    STOLEN_INTELLIGENCE,
    State,
)
from game.rng import seed_state

SI, RMF, EA, SYN, UW = ACTION_AREAS  # stolen_intelligence, rare_mineral_find, ...
TWELVES = [c for c in CARD_IDS if CARD_VALUE[c] == 12]
INACTIVE = {2: {1, 3, 5, 16, 18, 20}, 3: {1, 5, 16, 20}, 4: {1, 20}, 5: set()}


# ---- consistency ---------------------------------------------------------------------------


def check(state: State) -> State:
    """Assert the state is a consistent game (the save loader checks conservation and the
    phase), and that saving it again gives the same text."""
    text = to_json(state)
    assert to_json(from_json(text)) == text
    return state


def assert_illegal(state: State, action, *words: str) -> str:
    """`apply` refuses `action` with an IllegalAction (a ValueError) whose message names the
    action and contains each of `words`; the state is unchanged."""
    before = to_json(state)
    with pytest.raises(IllegalAction) as refused:
        apply(state, action)
    assert isinstance(refused.value, ValueError)
    message = str(refused.value)
    assert repr(action) in message, message
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    assert to_json(state) == before
    return message


# ---- building literal situations ----------------------------------------------------------


def _gem_dict(spec) -> dict[str, int]:
    """{"blue": 2} or "blue blue clear" -> a full count for every gem kind."""
    if isinstance(spec, str):
        words = spec.split()
        spec = {g: words.count(g) for g in set(words)}
    out = {g: 0 for g in GEM_KINDS}
    for g, n in spec.items():
        assert g in GEM_KINDS, g
        out[g] += n
    return out


def situation(
    n: int,
    phase: str,
    *,
    round: int = 1,
    order=None,
    pending=None,
    gems=None,
    hands=None,
    built=None,
    dealt=None,
    row=(),
    choices=None,
    discard=None,
    deck=None,
    rest="deck",
    zones=None,
    bag=None,
    flags=None,
    keep=None,
    seed: int = 7,
) -> State:
    """A literal, consistent game situation.

    gems: player -> {"blue": 2, ...} or "blue blue clear"; hands/built/dealt: player -> cards;
    row: the common row; choices: player -> secret row choice; discard/deck: the piles (top is
    the end of the list); rest: where every card not mentioned goes ("deck", "discard", or a
    player number: that player's hand). zones: zone -> (colour, count); bag: colour -> count;
    the supply and the clear pool hold whatever is left of the 20 / 6.
    After staking, flags: position -> player (each player's flags are topped up to 4 on
    quiet positions) and keep: player -> the action area where their fifth flag stayed
    (default: everyone on Stolen Intelligence, so no area is triggered).
    """
    s = State(n)
    s.rng = seed_state(seed)
    s.round = round
    s.phase = phase
    s.turn_order = list(order if order is not None else range(n))

    gems = gems or {}
    for p, spec in gems.items():
        s.players[p].gems = _gem_dict(spec)
    zones = zones or {}
    for z, (colour, count) in zones.items():
        s.zone_gems[z] = {colour: count}
    s.bag = {c: (bag or {}).get(c, 0) for c in COLOURS}
    for c in COLOURS:
        used = s.bag[c] + sum(p.gems[c] for p in s.players) + sum(g.get(c, 0) for g in s.zone_gems.values())
        s.supply[c] = 20 - used
        assert s.supply[c] >= 0, f"more than 20 {c} gems in the situation"
    s.clear_pool = 6 - sum(p.gems["clear"] for p in s.players)
    assert s.clear_pool >= 0

    for p, cards in (hands or {}).items():
        s.players[p].hand = list(cards)
    for p, cards in (built or {}).items():
        s.players[p].built = list(cards)
    for p, cards in (dealt or {}).items():
        s.players[p].dealt = list(cards)
    s.common_row = list(row)
    s.row_choices = dict(choices or {})
    placed = [c for p in s.players for c in p.hand + p.built] + s.common_row + list(s.row_choices.values())
    placed += list(discard or []) + list(deck or [])
    assert len(set(placed)) == len(placed), "a card is used twice in the situation"
    left = [c for c in CARD_IDS if c not in set(placed)]
    s.deck = list(deck or [])
    s.discard = list(discard or [])
    if rest == "deck":
        s.deck = left + s.deck  # unmentioned cards lie under the given ones
    elif rest == "discard":
        s.discard = left + s.discard
    else:
        s.players[rest].hand += left

    if phase in (REPLACE, CHOOSE_ROW, STAKE):
        assert not flags and not keep, "flags are only placed once staking is under way"
    else:
        keep = {p: (keep or {}).get(p, SI) for p in range(n)}
        s.action_flags = {a: sorted(p for p in range(n) if keep[p] == a) for a in ACTION_AREAS}
        s.flags = {}
        for pos, p in (flags or {}).items():
            s.flags[pos] = p
        quiet = [pos for pos in reversed(ACTIVE_POSITIONS[n]) if pos not in s.flags]
        for p in range(n):
            while sum(1 for o in s.flags.values() if o == p) < 4:
                s.flags[quiet.pop(0)] = p

    if pending is None:
        if phase == STAKE:
            pending = s.turn_order * 4
        elif phase in (STOLEN_INTELLIGENCE, ENGINEERING_ADVANCE):
            pending = area_winners(s, phase)
        else:
            pending = s.turn_order
    s.pending = list(pending)
    return check(s)


def builder(gems, n: int = 2, *, others=None, **kw) -> State:
    """A building turn: player 0 first to build (turn order 0, 1, ...) holding `gems`; `others`
    the other players' gems (by default player 1 has 3 green: a trade to make, so the round is
    still in its building turns after player 0's)."""
    kw.setdefault("order", list(range(n)))
    return situation(n, BUILD, gems={0: gems, **({1: "green green green"} if others is None else others)}, **kw)


def play_test_round_3() -> State:
    """Issue 38's last play-test, round 3 of 3 players: player 0, the last to build (the others
    have built), holds 7 yellow and 2 green; the hand's only card is the 5 (1 yellow, 2 purple,
    1 black), out of reach this turn; the row holds two 8s (built already) and the 11."""
    return situation(
        3,
        BUILD,
        round=3,
        order=[2, 1, 0],
        pending=[0],
        gems={0: {"yellow": 7, "green": 2}, 1: {"blue": 1, "green": 3}, 2: {"green": 4, "black": 3}},
        hands={0: ["5d"], 1: ["9a", "2a"], 2: ["3a", "3b", "2b"]},
        built={0: ["10a", "8c", "7a", "4e"], 1: ["12a", "10b", "9b"], 2: ["12b", "4a", "3c"]},
        row=["8e", "11c", "8b"],
    )


def five_cards_to_build() -> State:
    """Round 3, Ann's building turn with five cards in hand, two in the row and trades to make:
    long plans in the panel, and a hint whose advice is a trade (long in Hungarian) — the page's
    layout tests' turn."""
    return situation(
        3, BUILD, round=3, order=[0, 1, 2],
        gems={0: "blue blue blue blue blue yellow yellow green green green purple", 1: "green green", 2: "blue"},
        hands={0: ["10a", "12a", "9a", "5a", "3a"]}, row=["11c", "8a"], keep={0: UW},
    )  # fmt: skip


def seven_cards_to_build() -> State:
    """Round 3, Ann's building turn with seven cards in hand, three in the row, clear gems and a
    warning and plans to read above "End building turn": the longest action panel, for the
    page's layout tests (beside the board, on a phone, with the hint)."""
    return situation(
        3, BUILD, round=3, order=[0, 1, 2],
        gems={0: "blue blue blue blue yellow yellow clear clear green green purple purple purple black",
              1: "green green", 2: "blue"},
        hands={0: ["10a", "12a", "9a", "5a", "3a", "2c", "4a"]}, row=["11c", "8a", "6a"],
    )  # fmt: skip


def claim_situation() -> State:
    """2 players, turn order 0, 1, at the start of staking, with gems in five zones."""
    return situation(
        2,
        STAKE,
        order=[0, 1],
        zones={
            8: ("blue", 3),
            7: ("black", 3),
            13: ("green", 3),
            2: ("yellow", 2),
            14: ("purple", 3),
        },
        discard=["9a"],
    )


def swap_hidden_cards(state: State, me: int) -> State:
    """The same game except for what `me` cannot see: another hand and the deck swap cards."""
    other = from_json(to_json(state))
    them = next(p for p in range(state.num_players) if p != me and other.players[p].hand)
    hand = other.players[them].hand
    hand[0], other.deck[0] = other.deck[0], hand[0]
    other.rng ^= 0xFFFF
    assert to_json(view(other, me)) == to_json(view(state, me)) and to_json(other) != to_json(state)
    return other


def gems_of(state: State, player: int) -> dict[str, int]:
    """A player's gems, without the kinds they hold none of."""
    return {g: k for g, k in state.players[player].gems.items() if k}


def zone(state: State, z: int) -> dict[str, int]:
    return dict(state.zone_gems[z])


# ---- driving the game with apply -----------------------------------------------------------


def do(state: State, *actions) -> State:
    """Apply actions one after the other (each checked), checking every state on the way."""
    for action in actions:
        state = apply(state, action)
        if not state.is_over:
            check(state)
    return state


def choose_rows(state: State) -> State:
    """Everyone puts the first card of their hand into the common row."""
    while state.phase == CHOOSE_ROW:
        state = do(state, legal_actions(state)[0])
    return state


def stake(state: State, plan: dict[int, list[tuple[str, str]]]) -> State:
    """Staking with a literal plan: player -> their four (action area, position) moves, in
    the order the engine asks for them. Asserts the engine asks in turn order, 4 times round."""
    plan = {p: list(moves) for p, moves in plan.items()}
    asked = []
    expected = state.turn_order * 4
    while state.phase == STAKE:
        p = state.to_move
        asked.append(p)
        area, position = plan[p].pop(0)
        state = do(state, LiftFlag(area), PlaceFlag(position))
    assert asked == expected
    return state


def quick_stake(state: State, keep: dict[int, str]) -> State:
    """Staking where only the area each player keeps matters: flags go to the first open
    positions in board order."""
    while state.phase == STAKE:
        p = state.to_move
        areas = [a for a in ACTION_AREAS if p in state.action_flags[a] and a != keep[p]]
        state = do(state, LiftFlag(areas[0]))
        state = do(state, legal_actions(state)[0])
    return state


def round_end(n: int, *, order=None, last_gems="clear clear clear", **kw) -> State:
    """The very end of a round: everyone but the last player in turn order is done; the
    last one holds 3 gems (clear, by default) and must return one. See `finish_round`."""
    order = list(order if order is not None else range(n))
    gems = dict(kw.pop("gems", {}))
    gems[order[-1]] = last_gems
    return situation(n, KEEP_GEMS, order=order, pending=[order[-1]], gems=gems, **kw)


def finish_round(state: State, gem: str = "clear") -> State:
    """The last player returns one gem: the round ends and the next one starts."""
    return do(state, ReturnGem(gem))
