"""Saves (RULES.md B.5), history and undo: round trips, verified replays, refused corruption."""

import json

import pytest

from game.sixbillion import (
    IllegalAction,
    Play,
    SaveError,
    Settle,
    apply,
    can_undo,
    from_json,
    history,
    legal_actions,
    new_game,
    play,
    rng,
    scenario,
    to_json,
    undo,
    view,
)


def played(players=4, seed=3, moves=150, track=False):
    s = new_game(players, seed, discovery_track=track)
    chooser = rng.seed_state(seed)
    for _ in range(moves):
        if s.is_over:
            break
        options = legal_actions(s)
        chooser, i = rng.below(chooser, len(options))
        s = apply(s, options[i])
    return s


def test_a_loaded_save_continues_exactly_as_the_original():
    s = played()
    loaded = from_json(to_json(s))
    assert to_json(loaded) == to_json(s) and history(loaded) == history(s)
    a, b = s, loaded
    chooser = rng.seed_state(11)
    while not a.is_over:
        options = legal_actions(a)
        assert legal_actions(b) == options
        chooser, i = rng.below(chooser, len(options))
        a, b = apply(a, options[i]), apply(b, options[i])
    assert to_json(a) == to_json(b)


def test_the_seed_is_saved_as_a_string_and_big_seeds_survive():
    s = new_game(2, 2**63 + 12345)
    data = json.loads(to_json(s))
    assert data["origin"]["seed"] == str(2**63 + 12345)
    assert from_json(to_json(s)).seed == 2**63 + 12345


def test_scenario_games_save_and_load_by_replay():
    s = scenario(2, tracks={"earth": {0: 4, 1: 2, 2: 2}}, hands=[["new_colony_self_2.dollar"], []], step="actions")
    s = apply(s, legal_actions(s)[0])
    assert to_json(from_json(to_json(s))) == to_json(s)


def edited(text, change):
    data = json.loads(text)
    change(data)
    return json.dumps(data, separators=(",", ":"))


def test_corrupted_and_edited_saves_are_refused():
    text = to_json(played())
    data = json.loads(text)
    hand = data["state"]["hands"][0]
    assert hand

    def move_card_to_discard(d):
        d["state"]["discard"].append(d["state"]["hands"][0].pop())

    def more_points(d):
        d["state"]["score"][1] += 5

    def illegal_history(d):
        d["history"][3] = (
            {"type": "draw_slot", "slot": 2}
            if d["history"][3] != {"type": "draw_slot", "slot": 2}
            else {"type": "pass"}
        )

    def bad_seed(d):
        d["origin"]["seed"] = 1.5

    def bad_action(d):
        d["history"][0] = {"type": "play", "card": "joker"}

    bad = [
        "",
        "not json",
        "[]",
        "{}",
        "[" * 100000,
        json.dumps({"format": "charon", "version": 1}),
        text[: len(text) // 2],
        edited(text, move_card_to_discard),
        edited(text, more_points),
        edited(text, illegal_history),
        edited(text, bad_seed),
        edited(text, bad_action),
        edited(text, lambda d: d.update(version=99)),
        edited(text, lambda d: d["origin"].update(players=9)),
        edited(text, lambda d: d["origin"].update(players=True)),
        edited(text, lambda d: d["state"].update(rng="12")),
    ]
    for save in bad:
        with pytest.raises(SaveError):
            from_json(save)
    with pytest.raises(SaveError):
        from_json(None)
    seen = from_json(to_json(view(played(), 1)))  # a view loads as that view, never as the game
    assert seen.viewer == 1 and seen.history is None and to_json(seen) == to_json(view(played(), 1))


def test_a_scenario_save_with_a_broken_origin_is_refused():
    s = scenario(2, hands=[["war.dollar"], []], step="actions")
    text = to_json(s)
    for change in (
        lambda d: d["origin"]["scenario"].update(hands=[[1], []]),
        lambda d: d["origin"]["scenario"].update(tracks=5),
        lambda d: d["origin"]["scenario"].update(wormholes=True),
        lambda d: d["origin"]["scenario"].update(turn_order="abc"),
        lambda d: d.update(origin={"scenario": [], "players": 2}),
    ):
        with pytest.raises(SaveError):
            from_json(edited(text, change))


def test_undo_within_a_turn_back_to_the_last_reveal():
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 2, 2: 2}, "mars": {1: 2}},
        hands=[["new_colony_self_2.dollar", "migrants_self_12.dollar"], []],
        step="actions",
    )
    assert not can_undo(s)
    first = apply(s, Play("new_colony_self_2.dollar", 0, "earth", "venus"))
    assert can_undo(first) and to_json(undo(first)) == to_json(s)
    # The second action ends the action step: no undo across it.
    second = apply(first, Play("migrants_self_12.dollar", 0, "earth", "mars"))
    assert not can_undo(second)
    with pytest.raises(IllegalAction):
        undo(second)


def test_undo_of_a_settle_and_never_of_a_draw():
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 4, 2: 4}, "mars": {1: 2}},
        boxes={"uranus": {0: [1, 0]}, "venus": {0: [1, 0]}, "jupiter": {0: [1, 0]}},
        hands=[["war.dollar"], []],
    )
    assert legal_actions(s)[:3] == [Settle("venus"), Settle("jupiter"), Settle("uranus")]
    once = apply(s, Settle("venus"))
    assert can_undo(once) and to_json(undo(once)) == to_json(s)
    assert len(history(once)) == len(history(s)) + 1
    # The last box settles by itself and, with nothing to play, the turn reaches the discard
    # step: a new step, so no undo across it.
    twice = apply(once, Settle("jupiter"))
    assert twice.step == "discard" and not can_undo(twice)


def test_actions_json_round_trip_and_malformed_actions():
    from game.sixbillion import action_from_json, action_to_json

    s = played(3, 5, 60, track=True)
    for action in legal_actions(s):
        assert action_from_json(action_to_json(action)) == action
    for bad in (
        None,
        [],
        {"type": "fly"},
        {"type": "settle"},
        {"type": "settle", "site": "atlantis"},
        {"type": "draw_slot", "slot": True},
        {"type": "settle", "site": "mars", "extra": 1},
        {"type": "symbol", "cards": [["x"]], "row": "leaf"},
    ):
        with pytest.raises(IllegalAction):
            action_from_json(bad)
    with pytest.raises(IllegalAction):
        apply(view(s, 0), legal_actions(s)[0])
    s2 = new_game(2, 1)
    play(s2, legal_actions(s2)[0])
