"""The advisor for a learning player: it is the bot (same choice as `choose(view)`), it sees
only the player's view, its reasons say what a move does, and the post-game review rates
exactly the player's own decisions."""

import json

import pytest

from game.ai import make_bot
from game.ai.worker import advise as worker_advise
from game.ai.worker import review, review_count
from game.charon import PlaceFlag, ReturnGem, Trade, apply, legal_actions, new_game, to_json, view
from game.charon.board import ACTIVE_ZONES, POSITION_ZONES
from game.charon.building import colours_missing, gem_limit
from game.charon.claiming import claim_winner
from game.charon.players.advisor import advise, reasons
from game.charon.players.review import decisions, rate
from game.charon.state import KEEP_GEMS
from tests.situations import builder, swap_hidden_cards


def played_to(players: int, seed: int, phase: str, skip: int = 0):
    """A game played by greedy players up to the `skip`-th decision in `phase`."""
    state = new_game(players, seed)
    bots = [make_bot("greedy", p) for p in range(players)]
    while True:
        if state.phase == phase and len(legal_actions(state)) > 1:
            if skip == 0:
                return state
            skip -= 1
        me = state.to_move
        state = apply(state, bots[me].choose(view(state, me)))


@pytest.mark.parametrize(
    ("players", "seed", "phase", "skip"),
    [(2, 1, "choose_row", 0), (3, 2, "stake", 3), (4, 3, "stake", 6), (3, 4, "build", 0), (2, 5, "stake", 9)],
)
def test_the_advice_is_the_bots_choice_from_the_same_view_and_seed(players, seed, phase, skip):
    state = played_to(players, seed, phase, skip)
    me = state.to_move
    seen = view(state, me)
    advice = advise(seen, "easy", seed=17)
    assert advice.best.action == make_bot("ismcts:easy", 17).choose(seen)
    assert advice.player == me and 1 <= len(advice.options) <= 3
    assert all(o.action in legal_actions(state) for o in advice.options)
    visits = [o.visits for o in advice.options]
    assert visits == sorted(visits, reverse=True)
    assert all(o.win_chance is None or 0 <= o.win_chance <= 1 for o in advice.options)


def test_the_medium_advice_is_the_medium_bots_choice():
    state = played_to(3, 8, "stake", 2)
    seen = view(state, state.to_move)
    assert advise(seen, "medium", seed=3).best.action == make_bot("ismcts:medium", 3).choose(seen)


def test_the_advisor_refuses_the_whole_game_and_a_view_of_someone_not_to_move():
    state = played_to(3, 6, "stake")
    with pytest.raises(ValueError, match="view"):
        advise(state, "easy")
    other = (state.to_move + 1) % 3
    with pytest.raises(ValueError, match="not player"):
        advise(view(state, other), "easy")
    with pytest.raises(ValueError, match="unknown advisor level"):
        advise(view(state, state.to_move), "greedy")


def test_states_differing_only_in_hidden_information_get_the_same_advice():
    state = played_to(3, 14, "stake", 2)
    me = state.to_move
    twin = swap_hidden_cards(state, me)  # another hand and deck, the same view for `me`
    first = worker_advise("charon", to_json(view(state, me)), "easy", 5)
    second = worker_advise("charon", to_json(view(twin, me)), "easy", 5)
    assert first == second
    assert json.loads(first)["options"][0]["action"]["type"]


def test_a_flag_that_takes_a_zone_says_which_gems_and_which_card_needs_them():
    found = 0
    for seed in range(6):
        state = played_to(3, seed, "stake", 1)
        if state.lifted is None:
            state = apply(state, legal_actions(state)[0])
        me = state.to_move
        seen = view(state, me)
        for action in legal_actions(seen):
            assert isinstance(action, PlaceFlag)
            for reason in reasons(seen, action):
                zone = reason.zone
                assert zone in POSITION_ZONES[action.position] and zone in ACTIVE_ZONES[3]
                assert (reason.colour, reason.count) == next(iter(state.zone_gems[zone].items()))
                winner = claim_winner(zone, {**state.flags, action.position: me})
                if reason.kind == "wins_zone":
                    found += 1
                    assert winner == me and claim_winner(zone, state.flags) != me
                    if reason.card is not None:
                        assert reason.card in seen.players[me].hand + seen.common_row
                        assert colours_missing(reason.card, seen.players[me].gems)[reason.colour] == reason.short
                elif reason.kind == "denies_zone":
                    assert claim_winner(zone, state.flags) == reason.rival != winner
                else:
                    assert winner != me
    assert found > 10


def test_the_review_rates_each_of_the_players_own_decisions_from_their_view():
    state = new_game(2, 31)
    bots = [make_bot("greedy", 0), make_bot("random", 1)]
    played, keeping = [], False
    while not state.is_over:
        me = state.to_move
        action = bots[me].choose(view(state, me))
        if me == 1 and len(legal_actions(state)) > 1 and not (keeping and isinstance(action, ReturnGem)):
            played.append(action)  # the gems given back at a round's end: one decision, at the first
        keeping = me == 1 and state.phase == KEEP_GEMS and (keeping or len(legal_actions(state)) > 1)
        state = apply(state, action)
    found = decisions(state, 1)
    assert [d.played for d in found] == played
    assert all(d.view.viewer == 1 for d in found)
    assert json.loads(review_count("charon", to_json(state), 1))["count"] == len(played)
    rating = rate(found[5], seed=2, iterations=40)
    assert rating.best in legal_actions(found[5].view)
    assert rating.cost is None or 0 <= rating.cost <= 1
    # The worker gives the same rating, as JSON, from the saved game.
    same = json.loads(review("charon", to_json(state), 1, 5, 2, 40))
    assert (same["cost"], same["playedChance"], same["round"]) == (rating.cost, rating.played_chance, found[5].round)
    with pytest.raises(ValueError, match="view"):
        decisions(view(state, 1), 1)


def test_the_gems_given_back_at_a_rounds_end_are_one_decision_of_the_review():
    # A newcomer's one click ("Keep these, return the rest") gave back 7 gems, and the review
    # counted 7 decisions: which gems to keep is one, however many go back.
    state = new_game(2, 8)
    bots = [make_bot("greedy", 0), make_bot("random", 1)]
    given: dict[int, list] = {}  # round -> the gems player 1 gave back at its end
    while not state.is_over:
        me = state.to_move
        action = bots[me].choose(view(state, me))
        if me == 1 and state.phase == KEEP_GEMS:
            given.setdefault(state.round, []).append(action)
        state = apply(state, action)
    found = decisions(state, 1)
    keeping = [d for d in found if d.phase == KEEP_GEMS]
    assert max(len(gems) for gems in given.values()) >= 7
    assert [(d.round, [d.played, *d.also]) for d in keeping] == sorted(given.items())
    assert json.loads(review_count("charon", to_json(state), 1))["count"] == len(found)
    rating = json.loads(review("charon", to_json(state), 1, keeping[-1].number, 2, 10))
    assert len(rating["also"]) == len(given[keeping[-1].round]) - 1
    # The advisor's alternative is a whole set too, the gems it keeps, its own gem given back
    # (the review named it "Return a green gem", one of six).
    held = keeping[-1].view.players[1].gems
    best = rating["best"]["gem"]
    assert sum(rating["bestKept"].values()) == gem_limit(keeping[-1].view, 1) < sum(held.values())
    assert rating["bestKept"].get(best, 0) < held[best]


def test_a_trade_of_the_turns_plan_is_said_to_be_for_the_card_the_plan_builds():
    # A play-tester's round 1: 3 blue, 1 yellow, 3 green; the 10 (3 yellow, 3 green) and the 8
    # (3 blue, 2 yellow) in hand. Giving 3 green for a yellow pays for the 8 (the panel's plan);
    # it was said to be for the 10, whose greens it gives away.
    state = builder("blue blue blue yellow green green green", hands={0: ["10b", "8c"]})
    plan_trade = Trade(give=("green", "green", "green"), take="yellow")
    (reason,) = reasons(view(state, 0), plan_trade)
    assert (reason.kind, reason.card, reason.short) == ("gets_gem", "8c", 1)
    # a trade outside the plan still names the best card that lacks the colour
    (other,) = reasons(view(state, 0), Trade(give=("blue", "blue", "blue"), take="yellow"))
    assert (other.card, other.short) == ("10b", 2)
