"""Saves: `from_json(to_json(s))` is the same game.

Same text again, same legal actions, and a game saved mid-way and continued with the same
choices ends exactly as the uninterrupted game, random events after the save (seeding,
dealing, reshuffles, duplicate replacement) included.
"""

import json

import pytest

from game.charon import ReplaceDuplicates, apply, from_json, legal_actions, new_game, to_json
from game.charon.engine import play
from game.charon.simulate import random_playout
from game.charon.state import BUILD
from tests.json_paths import dump
from tests.sample_saves import PLAYER_COUNTS, SEEDS, base_saves, pick, recorded_game, without_history


@pytest.mark.parametrize("n", PLAYER_COUNTS)
@pytest.mark.parametrize("seed", SEEDS)
def test_round_trip_at_every_step(n, seed):
    texts, _, _ = recorded_game(n, seed)
    assert len(texts) > 50
    assert to_json(new_game(n, seed=seed)) == texts[0]  # same seed, same game, same text
    for k, text in enumerate(texts):
        loaded = from_json(text)
        assert to_json(loaded) == text, f"step {k}"
        assert loaded.viewer is None and loaded.rng is not None
    # Legal actions identical after reload, compared against the states the game really went through.
    state = new_game(n, seed=seed)
    _, choices, _ = recorded_game(n, seed)
    for k, i in enumerate(choices):
        reloaded = from_json(to_json(state))
        assert legal_actions(reloaded) == legal_actions(state), f"step {k}"
        assert reloaded.to_move == state.to_move
        state = apply(state, legal_actions(state)[i])
    assert to_json(state) == texts[-1]
    assert legal_actions(from_json(texts[-1])) == [] and from_json(texts[-1]).is_over


def test_bytes_and_bytearray_saves_load():
    text = base_saves()[0][1]
    assert to_json(from_json(text.encode("utf-8"))) == text
    assert to_json(from_json(bytearray(text.encode("utf-8")))) == text


def test_two_loads_of_one_save_are_independent():
    # Two loads of one save are independent values: playing one leaves the other as it was.
    text = recorded_game(3, SEEDS[0])[0][10]
    a, b = from_json(text), from_json(text)
    random_playout(a, 99)
    assert to_json(b) == text


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_reloading_before_every_action_changes_nothing(n):
    """Save and reload before every single action: the game is the uninterrupted one."""
    for seed in SEEDS[:2]:
        texts, choices, _ = recorded_game(n, seed)
        state = new_game(n, seed=seed)
        for k, i in enumerate(choices):
            state = from_json(to_json(state))
            play(state, legal_actions(state)[i])
            assert to_json(state) == texts[k + 1], f"seed {seed}, step {k}"


def _save_points(texts, actions):
    """Points to save at: right before every duplicate replacement (its shuffle comes after
    the reload), right before every change of round (seeding and dealing come after the
    reload), and a handful spread over the game."""
    points = set(range(0, len(actions), max(1, len(actions) // 6)))
    rounds = [json.loads(t)["round"] for t in texts]
    for k, a in enumerate(actions):
        if isinstance(a, ReplaceDuplicates):
            points.add(k)
        if rounds[k + 1] != rounds[k]:
            points.add(k)
            points.add(max(0, k - 3))
    return sorted(points)


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_game_saved_midway_continues_exactly(n):
    replacements_after_save = round_starts_after_save = 0
    for seed in SEEDS:
        texts, choices, actions = recorded_game(n, seed)
        for k in _save_points(texts, actions):
            state = from_json(texts[k])
            for j in range(k, len(choices)):
                options = legal_actions(state)
                assert options[choices[j]] == actions[j], f"seed {seed}, saved at {k}, step {j}"
                state = apply(state, options[choices[j]])
                assert to_json(state) == texts[j + 1], f"seed {seed}, saved at {k}, step {j}"
            assert state.is_over and to_json(state) == texts[-1]
            replacements_after_save += any(isinstance(a, ReplaceDuplicates) for a in actions[k:])
            round_starts_after_save += json.loads(texts[k])["round"] < 4
    # The random events after the save really were exercised.
    assert replacements_after_save > 0
    assert round_starts_after_save > 0


def test_deck_reshuffle_after_a_reload_continues_exactly():
    """The deck never runs out in ordinary play; make it (the deck given all but one card to
    the discard pile, a consistent save), so that the next deal reshuffles the discard pile
    after the reload, and check every reload point before it."""
    for n in PLAYER_COUNTS:
        texts, _, _ = recorded_game(n, SEEDS[0])
        start = next(t for t in texts if json.loads(t)["round"] == 3 and json.loads(t)["phase"] == BUILD)
        d = json.loads(without_history(start))
        d["discard"] = d["deck"][:-1] + d["discard"]
        d["deck"] = d["deck"][-1:]
        crafted = dump(d)
        # The uninterrupted game from the crafted save.
        state, g = from_json(crafted), 12345
        path, picks, reshuffled = [crafted], [], False
        while not state.is_over:
            options = legal_actions(state)
            g, i = pick(options, g)
            before = len(state.deck)
            state = apply(state, options[i])
            reshuffled |= len(state.deck) > before
            picks.append(i)
            path.append(to_json(state))
        assert reshuffled, f"{n} players: the deck was never rebuilt from the discard pile"
        round4 = next(k for k, t in enumerate(path) if json.loads(t)["round"] == 4)
        for k in range(0, round4):
            state = from_json(path[k])
            for i in picks[k:]:
                play(state, legal_actions(state)[i])
            assert to_json(state) == path[-1], f"{n} players, reloaded at step {k}"


def test_loaded_games_play_to_the_end_with_random_playout():
    for label, text in base_saves():
        state = from_json(text)
        final, _ = random_playout(state, 2024)
        assert final.is_over
        assert to_json(from_json(to_json(final))) == to_json(final), label
