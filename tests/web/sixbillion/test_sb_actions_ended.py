"""Why a turn is at its discard step: said only when the game ended the action step by itself,
never after the player chose "End my actions" — whichever way that action reached the session
(a click in the page arrives as JSON, decoded into a new action object). The action panel says
it (`ActionPanel.render`), and the prompt not again: a play-tester at 1280x800 read the same
line twice, in the prompt and just under it in the panel."""

import json

from game.sixbillion import Play, action_to_json
from game.sixbillion.actions import action_from_json
from sixbillion_ui.describe import action_label, action_titles, actions_ended, group_actions
from tests.web.sixbillion.at_the_table import at_the_action_step, card


def test_a_discard_step_the_game_came_to_by_itself_says_why():
    s = at_the_action_step([["new_colony_self_2.dollar", "famine.dollar"], []])
    s.act(card(s, "new_colony_self_2.dollar"))  # Famine answers only: the engine moves on to the discard
    assert s.state.step == "discard" and s.actions_ended() == 1
    assert actions_ended(s.actions_ended()) == "You can play no other card now: your action step ended."
    assert "your action step ended" not in s.prompt() and s.prompt().startswith("Discard:")


def test_ending_ones_actions_from_a_click_is_not_said_to_be_the_games_doing():
    s = at_the_action_step([["new_colony_self_2.dollar", "migrants_self_12.dollar", "double_self.dollar"], []])
    s.act(card(s, "new_colony_self_2.dollar"))
    s.act(action_from_json({"type": "end_actions"}))  # as the page's button sends it
    assert s.state.step == "discard" and s.actions_ended() is None
    assert "your action step ended" not in s.prompt()


def test_a_discard_step_after_both_actions_says_they_are_played():
    # a newcomer saw the discard come after their 2nd action with nothing saying why
    s = at_the_action_step([["new_colony_self_2.dollar", "migrants_self_12.dollar", "double_self.dollar"], []])
    s.act(card(s, "new_colony_self_2.dollar"))
    s.act(card(s, "migrants_self_12.dollar"))
    while s.state.step != "discard":  # any reaction window closes unanswered (Bob holds nothing)
        s.act(s.legal()[0])
    assert s.actions_ended() == 2
    assert actions_ended(s.actions_ended()) == "Both your actions are played."
    assert s.prompt().startswith("Discard:")


def test_the_discard_prompt_offers_the_whole_hand_only_when_its_button_is_there():
    # "Discard my whole hand" was offered under a prompt that named only one card or none
    s = at_the_action_step([["new_colony_self_2.dollar", "migrants_self_12.dollar", "double_self.dollar"], []])
    s.act(action_from_json({"type": "end_actions"}))  # no card played: the whole hand may go
    assert any(a.type == "discard_hand" for a in s.legal())
    assert "or your whole hand" in s.prompt()
    s = at_the_action_step([["new_colony_self_2.dollar", "migrants_self_12.dollar", "double_self.dollar"], []])
    s.act(card(s, "new_colony_self_2.dollar"))
    s.act(action_from_json({"type": "end_actions"}))
    assert not any(a.type == "discard_hand" for a in s.legal())
    assert "whole hand" not in s.prompt()


def _labels(s):
    """The action panel's buttons now: {what it says: action} (a button's label, after its
    group's title), and their tooltips by the action's JSON."""
    seen, _private = s.screen_view()
    groups = group_actions(s.legal(), seen, s.players.names)
    labels = {f"{title}: {label}": a for title, items in groups for label, a in items}
    return labels, action_titles(s.legal(), seen)


def test_a_play_that_will_end_the_action_step_says_so_before_it_is_chosen():
    # issue 36: a newcomer learnt that their Colony ended their actions only after playing it
    s = at_the_action_step([["new_colony_self_2.dollar", "famine.dollar"], []])
    labels, titles = _labels(s)
    plays = {label: a for label, a in labels.items() if isinstance(a, Play)}
    # each play says it once: its card's group title, its plays all alike ("Colony 2 — ends your actions")
    assert len(plays) > 1 and all(label.count("ends your actions") == 1 for label in plays), plays
    assert not any("ends your actions" in label for label, a in labels.items() if not isinstance(a, Play))
    assert all("your action step ends" in titles[json.dumps(action_to_json(a))] for a in plays.values())
    s.act(next(iter(plays.values())))  # and so it does: the engine moves on to the discard
    assert s.state.step == "discard" and s.actions_ended() == 1


def test_a_lone_play_that_ends_the_action_step_says_so_on_its_button():
    s = at_the_action_step([["new_colony_self_2.dollar", "famine.dollar"], []])
    seen, _private = s.screen_view()
    play = card(s, "new_colony_self_2.dollar")
    assert action_label(play, seen, s.players.names).endswith(" — ends your actions")  # as the hint names it


def test_a_play_that_leaves_another_card_to_play_says_nothing_of_ending():
    s = at_the_action_step([["new_colony_self_2.dollar", "migrants_self_12.dollar", "double_self.dollar"], []])
    labels, titles = _labels(s)
    assert not any("ends your actions" in label for label in labels), labels
    assert not any("your action step ends" in title for title in titles.values())
