"""Why a turn is at its discard step: said only when the game ended the action step by itself,
never after the player chose "End my actions" — whichever way that action reached the session
(a click in the page arrives as JSON, decoded into a new action object)."""

from game.sixbillion import Play, scenario
from game.sixbillion.actions import action_from_json
from shell.players import Players
from sixbillion_ui.session import Session

TRACKS = {"earth": {0: 4, 1: 2, 2: 2}, "mars": {1: 2}}


def at_the_table(hands) -> Session:
    state = scenario(2, tracks=TRACKS, hands=hands, step="actions")
    s = Session.resume("g", state, Players(["Ann", "Bob"], ["red", "blue"], ["human", "human"]))
    if s.needs_handoff() is not None:
        s.confirm_handoff()
    return s


def card(s: Session, name: str) -> Play:
    return next(a for a in s.legal() if isinstance(a, Play) and a.card == name)


def test_a_discard_step_the_game_came_to_by_itself_says_why():
    s = at_the_table([["new_colony_self_2.dollar", "famine.dollar"], []])
    s.act(card(s, "new_colony_self_2.dollar"))  # Famine answers only: the engine moves on to the discard
    assert s.state.step == "discard" and s.actions_ended() == 1
    assert "your action step ended" in s.prompt()


def test_ending_ones_actions_from_a_click_is_not_said_to_be_the_games_doing():
    s = at_the_table([["new_colony_self_2.dollar", "migrants_self_12.dollar", "double_self.dollar"], []])
    s.act(card(s, "new_colony_self_2.dollar"))
    s.act(action_from_json({"type": "end_actions"}))  # as the page's button sends it
    assert s.state.step == "discard" and s.actions_ended() is None
    assert "your action step ended" not in s.prompt()
