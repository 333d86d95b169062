"""Saves (RULES.md B.5), history and undo: round trips, verified replays, refused corruption."""

import json
import random

import pytest

from game.sixbillion import (
    DrawDeck,
    IllegalAction,
    NoDiscard,
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
    set_position,
    to_json,
    undo,
    undo_barrier,
    view,
)
from game.sixbillion.scenario import most_points
from tests.json_paths import dump, loose_types, text_with, typed_leaves


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
    return dump(data)


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
        hands=[["new_colony_self_2.dollar", "migrants_self_12.dollar", "double_self.dollar"], []],
        step="actions",
    )
    assert not can_undo(s) and undo_barrier(s) == "turn"
    first = apply(s, Play("new_colony_self_2.dollar", 0, "earth", "venus"))
    assert can_undo(first) and to_json(undo(first)) == to_json(s)
    # The second action ends the action step, not the turn: it is taken back too (a play-test
    # played Migrants as the second action, reached the discard step, and had no Undo).
    second = apply(first, Play("migrants_self_12.dollar", 0, "earth", "mars"))
    assert second.step == "discard" and can_undo(second) and undo_barrier(second) == ""
    assert to_json(undo(second)) == to_json(first) and to_json(undo(undo(second))) == to_json(s)
    # Keeping one's hand reveals nothing either; the draw that follows does.
    kept = apply(second, NoDiscard())
    assert kept.step == "draw" and can_undo(kept) and to_json(undo(kept)) == to_json(second)
    drawn = apply(kept, DrawDeck())
    assert not can_undo(drawn) and undo_barrier(drawn) == "reveal"
    with pytest.raises(IllegalAction):
        undo(drawn)


def test_a_save_from_before_undo_crossed_a_turns_steps_still_loads():
    """Saves written when undo stopped at the end of the action step keep a smaller count of
    undoable actions than their replay now gives: the game loads (with the replay's count); a
    larger count than the replay's is still an altered save."""
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 2, 2: 2}, "mars": {1: 2}},
        hands=[["new_colony_self_2.dollar", "migrants_self_12.dollar", "double_self.dollar"], []],
        step="actions",
    )
    s = apply(s, Play("new_colony_self_2.dollar", 0, "earth", "venus"))
    s = apply(s, Play("migrants_self_12.dollar", 0, "earth", "mars"))
    assert s.step == "discard" and s.undoable == 2
    data = json.loads(to_json(s))
    data["state"]["undoable"] = 0  # as the older rules wrote it at the discard step
    loaded = from_json(json.dumps(data))
    assert loaded.undoable == 2 and to_json(loaded) == to_json(s)
    data["state"]["undoable"] = 3
    with pytest.raises(SaveError, match="undoable"):
        from_json(json.dumps(data))


def test_no_undo_of_a_move_the_others_could_answer():
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 2, 2: 2}, "mars": {1: 2}},
        hands=[["new_colony_self_2.dollar", "double_self.dollar"], []],
        step="actions",
    )
    first = apply(s, Play("new_colony_self_2.dollar", 0, "earth", "venus"))
    double = next(a for a in legal_actions(first) if isinstance(a, Play) and a.card == "double_self.dollar")
    # Nobody holds a card that answers: the engine resolves it at once, but its window opened.
    doubled = apply(first, double)
    assert doubled.window is None and doubled.to_move == 0
    assert not can_undo(doubled) and undo_barrier(doubled) == "answer"


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
    # step: the same player's turn, so it is taken back too.
    twice = apply(once, Settle("jupiter"))
    assert twice.step == "discard" and can_undo(twice) and to_json(undo(twice)) == to_json(once)
    # A draw is never taken back; nor the step that passed the turn on.
    drawn = apply(apply(twice, NoDiscard()), DrawDeck())
    assert not can_undo(drawn) and undo_barrier(drawn) in ("reveal", "turn")


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


# ---- issue 39: forged scenario starts, loose JSON types --------------------------------------


def test_a_scenario_start_beyond_what_a_game_can_hold_is_refused():
    """A save may name any scenario as its start: its values are checked as scenario() checks
    them, against the rules' bounds (issue 39's example: 10**29 points in round 1)."""
    text = to_json(scenario(2, scores=[most_points(1), 0], round=1))
    forged = {
        "10**29 points": lambda d: _set_score(d, 0, 10**29),
        "more points than round 1 allows": lambda d: _set_score(d, 0, most_points(1) + 1),
        "a negative score": lambda d: _set_score(d, 1, -1),
        "a round beyond what a save holds": lambda d: d["origin"]["scenario"].update(round=10**29),
        "a boolean for a score": lambda d: _set_score(d, 1, False),
        "a float for a score": lambda d: _set_score(d, 0, 6.0),
        "a boolean for a track space": lambda d: d["origin"]["scenario"].update(tracks={"earth": {"0": True}}),
        "a float for a track space": lambda d: d["origin"]["scenario"].update(tracks={"earth": {"0": 2.0}}),
        "a space off the track": lambda d: d["origin"]["scenario"].update(tracks={"mercury": {"0": 64}}),
        "a faction spelt 00": lambda d: d["origin"]["scenario"].update(tracks={"earth": {"00": 2, "1": 2, "2": 2}}),
        "booleans in the turn order": lambda d: d["origin"]["scenario"].update(turn_order=[True, 0, 2]),
        "a float round": lambda d: d["origin"]["scenario"].update(round=1.0),
        "a boolean seed": lambda d: d["origin"]["scenario"].update(seed=False),
        "a box as a list of pairs": lambda d: d["origin"]["scenario"].update(boxes={"venus": [[0, [1, 0]]]}),
        "a Discovery Track row beyond its last space": lambda d: d["origin"]["scenario"].update(
            discovery_track=True, dtrack=[{"leaf": 7}, {}]
        ),
    }
    for label, change in forged.items():
        with pytest.raises(SaveError):
            from_json(edited(text, change))
            pytest.fail(f"{label}: loaded")
    with pytest.raises(ValueError, match="outside 0..6"):
        scenario(2, scores=[10**29, 0])
    # Later rounds hold more points (two VP cards of 3 each per turn), and load.
    later = scenario(2, round=5, scores=[most_points(5), 0])
    assert from_json(to_json(later)).score == [30, 0]


def _set_score(d, player, points):
    """The same score in the scenario's arguments and in the stored position."""
    scores = d["origin"]["scenario"]["scores"]
    scores[player] = points
    d["state"]["score"][player] = points


def test_a_loaded_scenario_start_is_marked_as_a_set_position():
    ordinary = from_json(to_json(played(3, 4, 30)))
    assert not set_position(ordinary)
    start = scenario(
        2,
        tracks={"earth": {0: 4, 1: 2, 2: 2}, "mars": {1: 2}},
        hands=[["new_colony_self_2.dollar", "migrants_self_12.dollar"], []],
        step="actions",
    )
    loaded = from_json(to_json(apply(start, Play("new_colony_self_2.dollar", 0, "earth", "venus"))))
    assert set_position(loaded) and set_position(undo(loaded))
    assert set_position(from_json(to_json(loaded)))  # and stays one through its saves


def test_loose_json_types_are_refused():
    """A boolean is not a number, a number is not a boolean, 1.0 is not 1, -0 is not false and
    a seed has one spelling (issue 39: all of these loaded)."""
    s = played(2, 2009, 40)
    text = to_json(s)
    assert json.loads(text)["origin"]["seed"] == "2009"
    data = json.loads(text)
    assert data["state"]["played_card"] is False and type(data["state"]["actions_used"]) is int
    loose = {
        "version true": lambda d: d.update(version=True),
        "version 1.0": lambda d: d.update(version=1.0),
        "a seed with a leading zero": lambda d: d["origin"].update(seed="02009"),
        "a seed with a plus sign": lambda d: d["origin"].update(seed="+2009"),
        "players as 2.0": lambda d: d["origin"].update(players=2.0),
        "discovery_track as 0": lambda d: d["origin"].update(discovery_track=0),
        "a number for a boolean": lambda d: d["state"].update(played_card=0),
        "a float for a boolean": lambda d: d["state"].update(played_card=-0.0),
        "a boolean for a number": lambda d: d["state"].update(actions_used=bool(d["state"]["actions_used"])),
        "a float for a number": lambda d: d["state"].update(round=float(d["state"]["round"])),
        "a boolean score": lambda d: d["state"]["score"].__setitem__(0, bool(d["state"]["score"][0])),
    }
    for label, change in loose.items():
        with pytest.raises(SaveError):
            from_json(edited(text, change))
            pytest.fail(f"{label}: loaded")
    # JSON's -0 is read as the integer 0: written for false, it is refused too.
    minus_zero = text.replace('"played_card":false', '"played_card":-0')
    assert minus_zero != text
    with pytest.raises(SaveError, match="played_card"):
        from_json(minus_zero)
    with pytest.raises(SaveError):
        from_json(to_json(new_game(2, 0)).replace('"seed":"0"', '"seed":"-0"'))


# ---- the save fuzzing: stripped histories, forged scenario starts, loose types ----------------


def _fuzz_saves() -> list[str]:
    """Games from new_game (with and without the Discovery Track) and from scenarios."""
    start = scenario(
        3,
        round=4,
        tracks={"earth": {0: 8, 1: 4, 2: 2, 3: 2, 4: 1}, "mars": {1: 2}, "venus": {3: 4}},
        boxes={"jupiter": {0: [1, 2]}},
        hands=[["double_self.dollar", "new_colony_other_6.leaf"], ["war.dollar"], []],
        scores=[most_points(4), 7, 0],
        discovery_track=True,
        dtrack=[{"leaf": 2}, {}, {"dollar": 6}],
    )
    return [
        to_json(played(2, 5, 60)),
        to_json(played(3, 6, 90, track=True)),
        to_json(start),
        to_json(apply(start, legal_actions(start)[0])),
    ]


def _refused_or_sound(text: str) -> str:
    """The oracle: SaveError, or a game that is exactly the save and is marked as it should be
    (a scenario start as a set position, with scores within what its round allows)."""
    try:
        state = from_json(text)
    except SaveError as error:
        assert type(error) is SaveError and str(error).strip()
        return "refused"
    assert to_json(state) == text
    data = json.loads(text)
    assert set_position(state) == ("scenario" in data["origin"])
    assert all(0 <= points <= most_points(state.round) for points in state.score)
    return "loaded"


def test_fuzz_a_save_stripped_of_its_history_is_refused():
    cases = []
    for text in _fuzz_saves():
        data = json.loads(text)
        for label, change in (
            ("no history", lambda d: d.pop("history")),
            ("history null", lambda d: d.update(history=None)),
            ("history emptied", lambda d: d.update(history=[])),
            ("history halved", lambda d: d.update(history=d["history"][: len(d["history"]) // 2])),
            ("no origin", lambda d: d.pop("origin")),
            ("a search world", lambda d: (d.pop("origin"), d.pop("history"), d.update(viewer=None))),
        ):
            if label in ("history emptied", "history halved") and not data["history"]:
                continue  # the start itself: nothing was stripped
            cases.append((label, edited(text, change)))
    assert len(cases) >= 20
    for label, save in cases:
        assert _refused_or_sound(save) == "refused", label


def test_fuzz_forged_scenario_starts_are_refused_or_marked():
    """Random scenario arguments, in range and out of it, put into real saves as their start,
    with the stored position the forger wants (the new start's own, with the forged scores, or
    the game's): refused, or loaded as a set position whose values a game can hold."""
    r = random.Random("sixbillion-forged-starts")
    texts = _fuzz_saves()
    forgeries = {
        "round": [1, 2, 5, 0, -1, 10**29, 2**53, True, 2.0],
        "scores": [[0, 0], [6, 0], [0, 7], [12, 12], [10**29, 0], [-1, 0], [True, 0], [1.0, 0], [0]],
        "seed": [0, 1, -5, 2**53, True, 1.5, "7"],
        "players": [2, 3, True, 2.0, 9],
        "turn_order": [None, [0, 1, 2], [2, 1, 0], [True, 0, 2], [0.0, 1, 2], [0, 0, 1]],
        "current": [None, 0, 2, True, 1.0, 7],
        "tracks": [None, {"earth": {"0": 2, "1": 2, "2": 2}}, {"earth": {"0": True}}, {"earth": {"0": 3}}],
        "boxes": [None, {"venus": {"1": [1, 0]}}, {"venus": {"1": [True, 0]}}, {"venus": [[1, [1, 0]]]}],
        "dtrack": [None, [{"leaf": 7}, {}]],
    }
    outcomes = {"refused": 0, "loaded": 0}
    for _example in range(300):
        data = json.loads(r.choice(texts))
        base = json.loads(to_json(scenario(2, round=r.randint(1, 3), scores=[r.randint(0, 6), r.randint(0, 6)])))
        forged = base["origin"]["scenario"]
        for _ in range(r.choice((0, 1, 1, 2))):
            name = r.choice(sorted(forgeries))
            forged[name] = r.choice(forgeries[name])
        if r.random() < 0.7:  # the forger's position: the new start's own, with the scores it names
            data = base
            if isinstance(forged["scores"], list) and len(forged["scores"]) == 2:
                data["state"]["score"] = forged["scores"]
        data["origin"] = {"scenario": forged}
        outcomes[_refused_or_sound(dump(data))] += 1
    assert outcomes["refused"] > 100 and outcomes["loaded"] > 20, outcomes


def test_fuzz_booleans_and_floats_for_integers_are_refused():
    """Every integer in real saves (origin, history and position) written as a boolean or a
    float, and every boolean as a number: each one refused."""
    failures, count = [], 0
    for text in _fuzz_saves():
        data = json.loads(text)
        for path, value in typed_leaves(data):
            for bad in loose_types(value):
                count += 1
                if _refused_or_sound(text_with(data, path, bad)) != "refused":
                    failures.append(f"{path} = {bad!r}")
    assert count > 1000
    assert not failures, f"{len(failures)} of {count} loaded:\n" + "\n".join(failures[:10])
