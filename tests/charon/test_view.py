"""Hidden information (RULES.md 6) is only ever seen through view(state, player)."""

import json

import pytest

from game.charon import apply, from_json, legal_actions, new_game, rng, to_json, view
from game.charon.actions import ChooseRowCard, Pass
from game.charon.state import ENGINEERING_ADVANCE, HIDDEN


def states_of_a_random_game(players, seed):
    state, chooser = new_game(players, seed), rng.seed_state(seed)
    while not state.is_over:
        yield state
        options = legal_actions(state)
        chooser, i = rng.below(chooser, len(options))
        state = apply(state, options[i])
    yield state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_only_the_player_to_move_has_legal_actions_in_a_view_and_they_match(players):
    for state in states_of_a_random_game(players, seed=players * 7):
        for p in range(players):
            seen = view(state, p)
            if p == state.to_move:
                assert legal_actions(seen) == legal_actions(state)
            else:
                assert legal_actions(seen) == []


def test_a_view_hides_other_hands_the_deck_and_the_discard_pile():
    state = new_game(4, 5)
    me = state.to_move
    seen = view(state, me)
    assert seen.players[me].hand == state.players[me].hand
    for other in range(4):
        if other != me:
            assert seen.players[other].hand == [HIDDEN] * len(state.players[other].hand)
    assert seen.deck == [HIDDEN] * len(state.deck)
    assert seen.discard == [HIDDEN] * len(state.discard)
    assert seen.rng is None and seen.viewer == me
    text = to_json(seen)
    for other in range(4):
        if other != me:
            for card in state.players[other].hand:
                assert f'"{card}"' not in text


def test_secret_row_choices_are_hidden_until_the_reveal():
    state = new_game(3, 12)
    first = state.to_move
    card = state.players[first].hand[0]
    state = apply(state, ChooseRowCard(card))
    assert view(state, first).row_choices == {first: card}
    for other in range(3):
        if other != first:
            assert view(state, other).row_choices == {first: HIDDEN}


def test_the_discard_pile_is_shown_only_to_the_engineering_advance_winner_choosing():
    for state in states_of_a_random_game(4, 3):
        if state.phase == ENGINEERING_ADVANCE:
            chooser = state.to_move
            assert sorted(view(state, chooser).discard) == sorted(state.discard)
            for other in range(4):
                if other != chooser:
                    assert set(view(state, other).discard) <= {HIDDEN}
            return
    pytest.fail("no Engineering Advance in this game; pick another seed")


def test_two_games_differing_only_in_hidden_cards_look_the_same_to_a_player():
    state = new_game(3, 21)
    me = state.to_move
    other = next(p for p in range(3) if p != me)
    swapped = from_json(to_json(state))
    # Swap a card of another player's hand with the top of the deck: hidden to `me`.
    hand = swapped.players[other].hand
    hand[0], swapped.deck[-1] = swapped.deck[-1], hand[0]
    swapped.rng ^= 12345
    assert to_json(view(swapped, me)) == to_json(view(state, me))


def test_a_view_saves_and_loads_but_cannot_be_played_on():
    state = new_game(2, 4)
    seen = view(state, state.to_move)
    loaded = from_json(to_json(seen))
    assert to_json(loaded) == to_json(seen)
    assert json.loads(to_json(seen))["rng"] is None
    with pytest.raises(ValueError):
        apply(seen, legal_actions(seen)[0])


def test_view_refuses_a_player_who_is_not_in_the_game():
    with pytest.raises(ValueError):
        view(new_game(2, 1), 2)
    with pytest.raises(ValueError):
        view(view(new_game(2, 1), 0), 1)


def test_pass_is_offered_only_where_declining_is_legal():
    for state in states_of_a_random_game(5, 8):
        if Pass() in legal_actions(state):
            assert state.phase in ("replace_duplicates", "stolen_intelligence", "engineering_advance")
