"""What the engine says happened: `step` is `apply` plus events, and the events tell the
truth — claims as the claiming rule decides them, and no card leaked to the wrong player."""

import json
import random

import pytest

from game.charon import (
    Build,
    EndTurn,
    IllegalAction,
    LiftFlag,
    PlaceFlag,
    apply,
    claim_winner,
    event_to_json,
    legal_actions,
    new_game,
    new_game_with_events,
    scores,
    step,
    to_json,
    visible_to,
    winners,
)
from game.charon.board import ACTION_AREAS, ACTIVE_ZONES
from game.charon.cards import CARD_IDS
from game.charon.events import TurnEnded
from game.charon.staking import area_winners
from game.charon.state import BUILD, STAKE, STOLEN_INTELLIGENCE
from tests.situations import EA, RMF, SI, SYN, UW, builder, claim_situation

CARDS = set(CARD_IDS)


def random_game(players: int, seed: int):
    """(state before, action, state after, events) for every action of a random game,
    the set-up first (action None)."""
    rng = random.Random(seed)
    state, events = new_game_with_events(players, seed)
    steps = [(None, None, state, events)]
    while not state.is_over:
        action = rng.choice(legal_actions(state))
        after, events = step(state, action)
        steps.append((state, action, after, events))
        state = after
    return steps


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_step_is_apply_with_events_over_random_actions(players):
    for seed in range(4):
        for before, action, after, _ in random_game(players, 100 * players + seed)[1:]:
            text = to_json(before)
            assert to_json(apply(before, action)) == to_json(after)
            assert to_json(before) == text  # the input is untouched


def test_step_refuses_what_apply_refuses_and_changes_nothing():
    state = new_game(3, 5)
    text = to_json(state)
    for bad in (PlaceFlag("C8"), PlaceFlag(["C8"]), "lift", None):
        with pytest.raises(IllegalAction) as by_apply:
            apply(state, bad)
        with pytest.raises(IllegalAction) as by_step:
            step(state, bad)
        assert str(by_apply.value) == str(by_step.value)
    assert to_json(state) == text


def test_a_malformed_action_is_refused_as_illegal_not_as_a_type_error():
    state = new_game(2, 1)
    with pytest.raises(IllegalAction, match="malformed"):
        apply(state, PlaceFlag(["C8"]))


def _card_places(state) -> dict[str, str]:
    """card -> where it lies, for the places a public event must not name."""
    where = {c: "deck" for c in state.deck}
    for p, card in state.row_choices.items():
        where[card] = f"row choice of {p}"
    for i, me in enumerate(state.players):
        for card in me.hand:
            where[card] = f"hand of {i}"
    return where


def _cards_named(data) -> set[str]:
    if isinstance(data, str):
        return {data} & CARDS
    if isinstance(data, list):
        return set().union(*(_cards_named(x) for x in data)) if data else set()
    if isinstance(data, dict):
        return set().union(*(_cards_named(x) for x in data.values())) if data else set()
    return set()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_public_event_never_names_a_hidden_card(players):
    """After each step, no public event names a card in the deck, a hand or a secret row
    choice — unless it went to a hand from the common row, in view of all."""
    for seed in range(6):
        for before, _, after, events in random_game(players, 7 * players + seed):
            hidden = _card_places(after)
            seen_row = set(before.common_row) if before is not None else set()
            for event in events:
                data = event_to_json(event)
                assert json.loads(json.dumps(data)) == data  # JSON-safe
                if event.audience is not None:
                    continue
                for card in _cards_named(data):
                    if card in hidden:
                        assert data["type"] == "card_taken" and card in seen_row, (data, hidden[card])


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_private_events_go_to_the_player_concerned_only(players):
    for *_, events in random_game(players, players):
        for event in events:
            if event.audience is not None:
                assert event.player == event.audience
                assert event.type in {"cards_received", "secret_row_choice"}
        for p in range(players):
            assert all(e.audience in (None, p) for e in visible_to(events, p))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_claim_events_agree_with_the_claiming_rule(players):
    claims_seen = 0
    for seed in range(5):
        for before, action, after, events in random_game(players, 31 * players + seed)[1:]:
            claims = [e for e in events if e.type == "claim"]
            if not claims:
                continue
            # The flags as they stood at claiming: the board before, with this last move made.
            flags = dict(before.flags)
            if before.phase == STOLEN_INTELLIGENCE and isinstance(action, PlaceFlag):
                del flags[before.lifted]
            if isinstance(action, PlaceFlag):
                flags[action.position] = before.to_move
            holding = [z for z in ACTIVE_ZONES[players] if before.zone_gems[z]]
            assert [c.zone for c in claims] == holding  # one event per zone holding gems, in order
            for claim in claims:
                data = event_to_json(claim)
                assert set(data) == {"type", "audience", "zone", "winner", "gems", "reason"}
                assert data["audience"] is None and data["type"] == "claim"
                assert data["gems"] == before.zone_gems[claim.zone] and all(n > 0 for n in data["gems"].values())
                assert claim.winner == claim_winner(claim.zone, flags)
                assert (claim.reason == "tie") == (claim.winner is None)
                assert claim.reason in {"influence", "centre", "roads", "tie"}
                if claim.winner is not None:
                    assert after.players[claim.winner].gems[next(iter(claim.gems))] >= next(iter(claim.gems.values()))
                else:
                    assert after.zone_gems[claim.zone] == before.zone_gems[claim.zone]  # the gems stay
                claims_seen += 1
    assert claims_seen > 50


def test_claims_of_the_rulebooks_situation_say_who_and_why():
    """The claiming situation of test_rules_claiming, staked with `step`: every zone holding
    gems gets one claim event, in zone order, with its winner and reason."""
    plan = {
        0: [(SI, "C8"), (RMF, "R7-8"), (EA, "X2-8"), (UW, "C2")],
        1: [(SI, "X7-13"), (RMF, "R8-13"), (EA, "C13"), (SYN, "R2-7")],
    }
    state, events = claim_situation(), []
    while state.phase == STAKE:
        area, position = plan[state.to_move].pop(0)
        for action in (LiftFlag(area), PlaceFlag(position)):
            state, new = step(state, action)
            events += new
    claims = [event_to_json(e) for e in events if e.type == "claim"]
    assert claims == [
        {"type": "claim", "audience": None, "zone": 2, "winner": 0, "gems": {"yellow": 2}, "reason": "influence"},
        {"type": "claim", "audience": None, "zone": 7, "winner": None, "gems": {"black": 3}, "reason": "tie"},
        {"type": "claim", "audience": None, "zone": 8, "winner": 0, "gems": {"blue": 3}, "reason": "influence"},
        {"type": "claim", "audience": None, "zone": 13, "winner": 1, "gems": {"green": 3}, "reason": "influence"},
        {"type": "claim", "audience": None, "zone": 14, "winner": None, "gems": {"purple": 3}, "reason": "tie"},
    ]
    areas = {e.area: (list(e.flags), list(e.winners)) for e in events if e.type == "area_won"}
    assert areas == {
        SI: ([], []),
        RMF: ([], []),
        EA: ([], []),
        SYN: ([0], [0]),
        UW: ([1], [1]),
    }


def test_every_claim_reason_occurs_in_random_games():
    reasons = set()
    for seed in range(12):
        for _, _, _, events in random_game(4, seed):
            reasons |= {e.reason for e in events if e.type == "claim"}
    assert reasons == {"influence", "centre", "roads", "tie"}


def test_area_results_name_every_area_and_its_winners():
    for *_, after, events in random_game(3, 9)[1:]:
        results = [e for e in events if e.type == "area_won"]
        if results:
            assert [r.area for r in results] == list(ACTION_AREAS)
            for r in results:
                assert list(r.winners) == area_winners(after, r.area)
            break
    else:
        pytest.fail("no staking ended")


def test_the_story_of_a_round_comes_in_the_order_it_happened():
    types = []
    for _, _, after, events in random_game(3, 4):
        types += [e.type for e in events if e.audience is None]
        if after.round == 2:
            break
    order = ["round_started", "zone_seeded", "cards_dealt", "row_revealed", "flag_placed", "area_won", "claim"]
    order += ["turn_order", "round_ended", "round_started"]
    at = -1
    for kind in order:  # each comes after the one before it
        at = types.index(kind, at + 1)
    assert types.count("turn_order") == 1


def test_the_end_of_the_game_gives_scores_winners_and_the_tie_break():
    for seed in range(20):
        steps = random_game(2, seed)
        over = steps[-1][3][-1]
        assert over.type == "game_over"
        final = steps[-1][2]
        assert list(over.scores) == scores(final) and list(over.winners) == winners(final)
        top = max(over.scores)
        tied = over.scores.count(top)
        assert over.tie_break == ("none" if tied == 1 else "shared" if len(over.winners) == tied else "cards")


def test_turn_order_event_lists_each_players_gems():
    for before, _, after, events in random_game(4, 2)[1:]:
        order = [e for e in events if e.type == "turn_order"]
        if order:
            assert after.phase == BUILD or after.round > before.round or after.is_over
            assert list(order[0].order) == after.turn_order or after.round > before.round
            assert list(order[0].gems) == sorted(order[0].gems, reverse=True)
            return
    pytest.fail("no turn order event")


def test_a_building_turn_left_with_nothing_to_do_ends_by_itself_and_says_so():
    # 2c (blue, black) paid with both gems: nothing left to build or trade, the turn passes on.
    s = builder("blue black", hands={0: ["2c", "12a"]})
    after, events = step(s, Build("2c"))
    assert after.to_move == 1
    assert TurnEnded(0, by_itself=True) in events
    # Ended by the player, it is the plain TurnEnded; with a choice left, no end at all.
    _, ended = step(s, EndTurn())
    assert [e for e in ended if isinstance(e, TurnEnded)] == [TurnEnded(0)]
    more = builder("blue black yellow yellow black", hands={0: ["2c", "3d"]})  # the 3 (2 yellow, black) too
    still, events = step(more, Build("2c"))
    assert still.to_move == 0 and not any(isinstance(e, TurnEnded) for e in events)
