"""6 Billion's log: told from the engine's events, with reasons, public and private lines."""

import random

from game.sixbillion import FreeDouble, Pass, Play, React, legal_actions, new_game_with_events, scenario, step
from game.sixbillion.events import TurnStarted
from sixbillion_ui.story import tell

NAMES = ["Ann", "Bob", "Cleo"]


def play(state, choose):
    """Step through `choose(state)` until it returns None; the whole log, told step by step."""
    log = []
    while (action := choose(state)) is not None:
        before = state
        state, events = step(state, action)
        log += tell(before, events, NAMES[: state.num_players])
    return state, log


def test_a_reaction_chain_is_told_as_at_the_table_then_how_it_resolved():
    # The rulebook's chain (12, 8.4): A doubles, B cancels, C answers B, B answers C with War.
    s = scenario(
        3,
        tracks={"earth": {0: 2, 1: 2, 2: 4, 3: 1, 4: 1}, "mars": {0: 8}},
        hands=[["double_self.dollar"], ["death.dollar", "war.dollar"], ["power_politics.dollar"]],
        step="actions",
    )
    script = [
        Play("double_self.dollar", 0, "mars", None),
        React("death.dollar", None),
        React("power_politics.dollar", None),
        React("war.dollar", 2),
    ]
    state, log = play(s, lambda st: script.pop(0) if script else None)
    text = [line.text for line in log]
    assert text == [
        "Ann plays Double on their Mars token, 8 → 16.",
        "Bob answers with Death.",
        "Cleo answers Bob's Death with Power Politics.",
        "Bob answers Cleo's Power Politics with War on Cleo.",
        "War: Cleo halves their Earth token, 4 → 2.",
        "Cleo's Power Politics cancels Bob's Death.",
        "The Double goes ahead: Ann's Mars token, 8 → 16.",
        "Ann can play no other card now: their action step ends.",  # her hand is empty
    ]
    assert state.tracks["mars"][0] == 16 and state.tracks["earth"][2] == 2
    assert log[3].players == (1, 2)  # the War line is about Bob and Cleo (the log's filter)


def test_a_cancelled_free_doubling_names_the_card_and_a_pass_is_private():
    s = scenario(
        3,
        tracks={"earth": {0: 4, 1: 2, 2: 2, 3: 1, 4: 1}, "mars": {0: 2}},
        hands=[[], ["pestilence.dollar"], ["pestilence.leaf"]],
        turn_order=[0, 2, 1, 3, 4],
        step="turn",
    )
    script = [FreeDouble("earth"), Pass(), React("pestilence.dollar", None)]
    _state, log = play(s, lambda st: script.pop(0) if script else None)
    public = [line.text for line in log if line.audience is None]
    assert "Ann attempts to double their Earth token, 4 → 8." in public
    assert "Bob's Pestilence cancels the doubling of Ann's Earth token." in public
    assert not any("pass" in t for t in public)  # a pass shows nobody else who was asked (8.5)
    assert [line.text for line in log if line.audience == 2] == ["You pass."]


def test_a_token_blocked_by_the_growth_limit_is_told_at_its_turn_start():
    # Saturn, limit 16: 8 + 8 weigh 1, so free doubling is blocked there (5.2).
    s = scenario(2, tracks={"earth": {0: 2, 1: 2, 2: 2}, "saturn": {0: 8, 2: 8}}, step="turn")
    lines = tell(s, [TurnStarted(faction=0, controller=0, reason="own")], NAMES[:2])
    assert "Ann's Saturn token cannot free-double: the growth limit is reached (the tokens there weigh 1)." in [
        line.text for line in lines
    ]


def test_the_set_up_and_draws_are_private_to_their_player():
    state, events = new_game_with_events(3, 5)
    lines = tell(None, events, NAMES)
    private = [line for line in lines if line.audience is not None]
    assert {line.audience for line in private} == {0, 1, 2}
    assert all(line.text.startswith("You are dealt:") for line in private)
    assert "Each player is dealt 6 cards (one of them a Colony 2) and a Hidden Agenda, face down." in [
        line.text for line in lines if line.audience is None
    ]


def test_a_whole_game_ends_with_each_sites_places_and_points():
    state, events = new_game_with_events(3, 11)
    log = tell(None, events, NAMES)
    rnd = random.Random(11)
    while not state.is_over:
        before = state
        state, events = step(state, rnd.choice(legal_actions(state)))
        log += tell(before, events, NAMES)
    end = [line.text for line in log if line.kind in ("game_over", "final_scoring")]
    assert end[0].startswith("The game ends:")
    assert any(t.startswith("Earth: 1. ") for t in end)
    assert end[-1].endswith("points.") and ("wins" in end[-1] or "share" in end[-1])
    # Every public line names no card drawn from the deck.
    for line in log:
        assert line.audience is not None or not line.text.startswith("You ")


def test_only_the_top_three_spaces_take_a_place_in_the_final_scoring():
    from game.sixbillion.events import GameOver

    s = scenario(3, tracks={"earth": {0: 2, 1: 8, 2: 16, 3: 64, 4: 4}})
    lines = tell(s, [GameOver(reason="1024", points=({}, {}, {}), scores=(0, 0, 0), winners=(0, 1, 2))], NAMES)
    earth = next(line.text for line in lines if line.text.startswith("Earth:"))
    assert earth == (
        "Earth: 1. Neutral pink ★ (64, scores nothing); 2. Cleo (16): 4; 3. Bob (8): 2; "
        "Neutral black ⬢ (4): no place; Ann (2): no place."
    )


def test_a_neutral_s_migrant_names_who_placed_it_in_every_step():
    """A newcomer saw "placed by ?": the migrant is placed in a later step than the neutral's
    turn start, and each step's lines were told without knowing its controller."""
    rng = random.Random(5)
    told = []
    for seed in range(1, 6):
        state, _events = new_game_with_events(3, seed)
        while not state.is_over and len(told) < 3:
            before = state
            actions = legal_actions(state)
            state, events = step(state, rng.choice(actions))
            told += [line.text for line in tell(before, events, NAMES) if "neutral's migrant" in line.text]
        if len(told) >= 3:
            break
    assert told, "no neutral placed a migrant in these games"
    assert all("placed by ?" not in line and "placed by " in line for line in told), told


def test_an_action_step_that_could_only_end_says_why():
    # Ann plays her Double; nothing else of hers can be played: her action step ends by itself,
    # and the log says so in a player's words (the line names none of her cards).
    tracks = {"earth": {0: 4, 1: 2, 2: 2, 3: 1, 4: 1}, "mars": {0: 2}}
    s = scenario(3, tracks=tracks, hands=[["double_self.dollar", "pestilence.dollar"], [], []], step="actions")
    after, events = step(s, Play("double_self.dollar", 0, "mars", None))
    lines = [line for line in tell(s, events, NAMES) if line.audience is None]
    assert lines[-1].text == "Ann can play no other card now: their action step ends."
    assert "Pestilence" not in lines[-1].text
    s = scenario(3, tracks=tracks, hands=[["pestilence.dollar"], [], []], step="turn")
    after, events = step(s, FreeDouble("earth"))
    said = [line.text for line in tell(s, events, NAMES)]
    assert "Ann can play no card now: their action step ends." in said
