"""A game remembers its seed and its actions: saves are verified by replaying them, a
tampered save is refused, and a player can take back their last actions within their turn —
never across players, never to draw again."""

import json
import random

import pytest

import game.charon as charon
from game.charon.cards import CARD_VALUE


def random_states(players: int, seed: int):
    """Every state of a random game, with the action that led to it (None for the first)."""
    rng = random.Random(seed)
    state, action = charon.new_game(players, seed), None
    out = [(None, state)]
    while not state.is_over:
        action = rng.choice(charon.legal_actions(state))
        state = charon.apply(state, action)
        out.append((action, state))
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_history_replays_to_the_same_game(players):
    states = random_states(players, 40 + players)
    final = states[-1][1]
    assert charon.history(final) == [a for a, _ in states[1:]]
    assert charon.to_json(charon.replay(players, final.seed, charon.history(final))) == charon.to_json(final)
    assert final.seed == 40 + players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_save_of_a_random_game_loads_as_itself(players):
    for _, state in random_states(players, players)[::3]:
        text = charon.to_json(state)
        loaded = charon.from_json(text)
        assert charon.to_json(loaded) == text
        assert charon.can_undo(loaded) == charon.can_undo(state)


def _states_with_a_card_in_hand(players=3, seed=5):
    for _, state in random_states(players, seed):
        for p, me in enumerate(state.players):
            built = {CARD_VALUE[c] for c in me.built}
            for card in me.hand:
                if CARD_VALUE[card] not in built and card not in me.dealt:
                    yield state, p, card


def test_a_card_moved_by_hand_from_a_hand_to_the_built_cards_is_refused():
    state, p, card = next(_states_with_a_card_in_hand())
    data = json.loads(charon.to_json(state))
    data["players"][p]["hand"].remove(card)
    data["players"][p]["built"].append(card)  # nothing created or lost: only the replay can tell
    with pytest.raises(charon.SaveError, match="does not match its history"):
        charon.from_json(json.dumps(data))
    # Stripped of its history, the same position is refused: it could not be checked.
    data["seed"] = data["history"] = None
    with pytest.raises(charon.SaveError, match="no seed and history"):
        charon.from_json(json.dumps(data))


def test_a_current_save_stripped_of_its_history_is_refused_not_taken_as_a_position():
    """Issue 39's example: with seed and history null, a card swapped between a hand and the
    deck (nothing created or lost) used to load."""
    data = json.loads(charon.to_json(charon.new_game(2, seed=1)))
    data["seed"] = data["history"] = None
    hand, deck = data["players"][0]["hand"], data["deck"]
    hand[0], deck[-1] = deck[-1], hand[0]
    for stripped in (data, {**data, "seed": "1"}, {**data, "history": []}):
        with pytest.raises(charon.SaveError, match="version-2 save of a whole game always has both"):
            charon.from_json(json.dumps(stripped))


def test_tampered_histories_and_seeds_are_refused():
    state = random_states(3, 8)[60][1]
    data = json.loads(charon.to_json(state))
    cases = {
        "other seed": {**data, "seed": str(state.seed + 1)},
        "seed as a number": {**data, "seed": state.seed},
        "seed too long": {**data, "seed": "9" * 500},
        "an action dropped": {**data, "history": data["history"][:-1]},
        "an illegal action": {**data, "history": [{"type": "place_flag", "position": "C8"}] + data["history"]},
        "a malformed action": {**data, "history": data["history"][:5] + [{"type": "fly"}]},
        "history not a list": {**data, "history": "all of it"},
        "history without seed": {**data, "seed": None},
    }
    for label, bad in cases.items():
        with pytest.raises(charon.SaveError):
            charon.from_json(json.dumps(bad))
            pytest.fail(f"{label}: loaded")


def test_a_seed_beyond_what_javascript_numbers_hold_survives_the_save():
    seed = 123456789012345678901234567890
    state = charon.new_game(3, seed)
    text = charon.to_json(state)
    assert json.loads(text)["seed"] == str(seed)
    assert charon.from_json(text).seed == seed


def test_a_view_has_no_seed_and_no_history_and_cannot_be_undone():
    state = random_states(3, 2)[10][1]
    seen = charon.view(state, state.to_move)
    assert seen.seed is None
    with pytest.raises(ValueError, match="view"):
        charon.history(seen)
    with pytest.raises(ValueError):
        charon.can_undo(seen)
    with pytest.raises(ValueError):
        charon.undo(seen)
    data = json.loads(charon.to_json(seen))
    assert data["seed"] is None and data["history"] is None
    assert charon.to_json(charon.from_json(charon.to_json(seen))) == charon.to_json(seen)


def test_a_version_1_save_still_loads_and_plays_on_without_undo_or_replay():
    state = random_states(4, 3)[40][1]
    data = json.loads(charon.to_json(state))
    del data["seed"], data["history"], data["built_this_turn"]
    data["version"] = 1
    loaded = charon.from_json(json.dumps(data))
    assert loaded.seed is None and not charon.can_undo(loaded)
    with pytest.raises(ValueError, match="no history"):
        charon.history(loaded)
    with pytest.raises(charon.IllegalAction):
        charon.undo(loaded)
    assert charon.unverified(loaded) and not charon.unverified(state)
    after = charon.apply(loaded, charon.legal_actions(loaded)[0])
    # Played on, it is still a game nobody can check: saved in the version-1 form, it loads
    # as unverified again (never as a version-2 save, which always has its history).
    assert after.history is None and json.loads(charon.to_json(after))["version"] == 1
    assert charon.unverified(charon.from_json(charon.to_json(after)))
    assert charon.to_json(charon.from_json(json.dumps(data))) == json.dumps(data, separators=(",", ":"))


def test_a_version_1_game_played_on_keeps_its_building_turn_through_a_save():
    state = next(s for _, s in random_states(4, 3) if s.built_this_turn)
    data = json.loads(charon.to_json(state))
    del data["seed"], data["history"]
    data["version"] = 1  # a version-1 game played on here: it keeps the mark
    loaded = charon.from_json(json.dumps(data))
    assert charon.unverified(loaded) and loaded.built_this_turn
    assert charon.from_json(charon.to_json(loaded)).built_this_turn


def test_a_huge_unexpected_key_gives_a_short_message():
    data = json.loads(charon.to_json(charon.new_game(2, 1)))
    data["x" * 10_000_000] = 1
    with pytest.raises(charon.SaveError) as refused:
        charon.from_json(json.dumps(data))
    assert len(str(refused.value)) < 300


def test_search_worlds_carry_no_history():
    state = charon.new_game(3, 4)
    world = state.copy()
    world.history = None
    charon.play(world, charon.legal_actions(world)[0])
    assert world.history is None and len(charon.history(state)) == 0
    charon.play(state, charon.legal_actions(state)[0])
    assert len(charon.history(state)) == 1


# ---- undo --------------------------------------------------------------------------------

UNDOABLE = (charon.LiftFlag, charon.Trade, charon.Synchrotron, charon.Build, charon.ReturnGem)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_undo_gives_back_exactly_the_state_before(players):
    undone = refused = 0
    states = random_states(players, 11 * players)
    for (_, before), (action, after) in zip(states, states[1:], strict=False):
        if charon.can_undo(after):
            assert isinstance(action, UNDOABLE)
            assert after.to_move == before.to_move and after.phase == before.phase
            assert charon.to_json(charon.undo(after)) == charon.to_json(before)
            undone += 1
        else:
            with pytest.raises(charon.IllegalAction, match="nothing to take back"):
                charon.undo(after)
            refused += 1
    assert undone > 5 and refused > 20


def _after(states, kind):
    return [(b, a, s) for (_, b), (a, s) in zip(states, states[1:], strict=False) if isinstance(a, kind)]


def test_no_undo_after_a_draw_a_reveal_or_another_players_move():
    states = random_states(3, 21) + random_states(4, 22) + random_states(5, 23)
    # Replacing duplicates draws from the shuffled discard pile.
    assert all(not charon.can_undo(s) for _, _, s in _after(states, charon.ReplaceDuplicates))
    # Placing a flag hands the turn on (or starts the next phase).
    assert all(not charon.can_undo(s) for _, _, s in _after(states, charon.PlaceFlag))
    # The last row choice reveals the row.
    reveals = [(b, s) for b, _, s in _after(states, charon.ChooseRowCard) if s.common_row and not b.common_row]
    assert reveals and all(not charon.can_undo(s) for _, s in reveals)
    # A building action after which someone else moves cannot be taken back either.
    for before, _, after in _after(states, UNDOABLE):
        if after.to_move != before.to_move:
            assert not charon.can_undo(after)


def test_undo_goes_back_step_by_step_to_the_start_of_the_turn_and_no_further():
    """A building turn of several trades and builds, taken back one by one."""
    for seed in range(200):
        states = random_states(3, seed)
        for i in range(1, len(states)):
            state = states[i][1]
            if state.undoable >= 3:
                for k in range(state.undoable):
                    state = charon.undo(state)
                    assert charon.to_json(state) == charon.to_json(states[i - k - 1][1])
                assert not charon.can_undo(state)
                with pytest.raises(charon.IllegalAction):
                    charon.undo(state)
                return
    pytest.fail("no turn of three undoable actions in 200 random games")
