"""Reaction windows (RULES.md 8.4-8.5, 9.7-9.8, 10), from literal situations."""

import pytest

from game.sixbillion import (
    Consent,
    FreeDouble,
    Halve,
    IllegalAction,
    Pass,
    Play,
    React,
    Refuse,
    TakeBack,
    apply,
    legal_actions,
    scenario,
    step,
    step_with_moments,
    to_json,
    view,
)

# Players 0 (A), 1 (B), 2 (C) and neutral 3; each player is also on Mars, so nobody is
# protected by the Opening Treaty unless a test says so.
TRACKS = {"earth": {0: 4, 1: 4, 2: 4, 3: 4}, "mars": {0: 2, 1: 2, 2: 4}}


def test_the_rulebook_chain_example_death_power_politics_war():
    """Section 12 example: A doubles; B plays Death; C answers with Power Politics; B answers
    with War on C. Resolution: C halves a token, the Death is cancelled, A's doubling happens."""
    s = scenario(
        3,
        tracks=TRACKS,
        hands=[["double_self.dollar"], ["death.dollar", "war.dollar"], ["power_politics.dollar"]],
        step="actions",
        turn_order=[0, 1, 2, 3, 4],
    )
    s = apply(s, Play("double_self.dollar", 0, "earth", None))
    assert s.window["event"]["kind"] == "double_card" and s.to_move == 1
    assert legal_actions(s) == [React("death.dollar", None), Pass()]
    s = apply(s, React("death.dollar", None))
    assert s.to_move == 2  # the only one who can answer the Death
    s = apply(s, React("power_politics.dollar", None))
    assert s.to_move == 1
    assert legal_actions(s) == [React("war.dollar", 0), React("war.dollar", 2), Pass()]
    s = apply(s, React("war.dollar", 2))
    # Nobody can answer the War (A holds nothing); C must choose which token to halve.
    assert s.to_move == 2 and legal_actions(s) == [Halve("earth"), Halve("mars")]
    s, events = step(s, Halve("mars"))
    assert s.tracks["mars"][2] == 2
    assert s.tracks["earth"][0] == 8  # A's doubling happened
    assert s.window is None
    assert s.discard[-4:] == ["double_self.dollar", "death.dollar", "power_politics.dollar", "war.dollar"]
    kinds = [e.type for e in events]
    assert kinds.index("token_moved") < kinds.index("cancelled")


def test_famine_that_cancels_a_double_leaves_the_game():
    s = scenario(3, tracks=TRACKS, hands=[["double_self.dollar"], ["famine.dollar"], []], step="actions")
    s = apply(s, Play("double_self.dollar", 0, "earth", None))
    s = apply(s, React("famine.dollar", None))
    assert s.tracks["earth"][0] == 4  # cancelled
    assert s.removed == ["famine.dollar"] and s.discard[-1] == "double_self.dollar"


def test_free_doubling_cannot_be_cancelled_by_its_own_player_and_others_are_asked_in_turn_order():
    s = scenario(
        3,
        tracks={"earth": {0: 4, 1: 4, 2: 4, 3: 4}, "mars": {0: 2, 1: 2, 2: 2}, "venus": {0: 1}},
        hands=[["pestilence.dollar"], ["pestilence.smiley"], ["famine.leaf"]],
        turn_order=[0, 2, 1, 3, 4],
    )
    # Player 0 free-doubles: three eligible tokens, so they choose the order.
    assert s.to_move == 0 and legal_actions(s) == [FreeDouble("venus"), FreeDouble("earth"), FreeDouble("mars")]
    s = apply(s, FreeDouble("earth"))
    assert s.to_move == 2  # turn order 0, 2, 1: player 2 is asked first, never player 0
    s = apply(s, Pass())
    assert s.to_move == 1
    s = apply(s, React("pestilence.smiley", None))
    assert s.tracks["earth"][0] == 4 and "earth" in s.attempted
    assert s.to_move == 0 and FreeDouble("earth") not in legal_actions(s)


def test_a_candidates_decision_is_private():
    s = scenario(3, tracks=TRACKS, hands=[["double_self.dollar"], ["death.dollar"], []], step="actions")
    s = apply(s, Play("double_self.dollar", 0, "earth", None))
    assert s.to_move == 1
    for player in (0, 2):
        v = view(s, player)
        assert v.to_move is None and v.window["asked"] is None and legal_actions(v) == []
        assert v.window["event"]["card"] == "double_self.dollar"
    mine = view(s, 1)
    assert mine.to_move == 1 and legal_actions(mine) == legal_actions(s)
    # A pass changes nothing the others see.
    after = apply(s, Pass())
    assert after.window is None and after.tracks["earth"][0] == 8


def test_players_without_a_matching_card_are_never_asked():
    s = scenario(
        3,
        tracks=TRACKS,
        hands=[["double_self.dollar"], ["pestilence.dollar"], ["save_our_souls.leaf"]],
        step="actions",
    )
    s = apply(s, Play("double_self.dollar", 0, "earth", None))
    assert s.window is None and s.tracks["earth"][0] == 8  # no Death or Famine anywhere: nobody asked


def test_opening_treaty_consent_for_a_cancellation_and_the_refused_card():
    # Player 0 is protected (only Earth); player 1's Pestilence on 0's free doubling needs consent.
    s = scenario(
        3,
        tracks={"earth": {0: 4, 1: 4, 2: 4, 3: 4}, "mars": {1: 2, 2: 2}},
        hands=[[], ["pestilence.dollar", "pestilence.smiley"], []],
    )
    assert s.to_move == 1  # the attempt on 0's only token was automatic; 1 is the candidate
    s = apply(s, React("pestilence.dollar", None))
    assert s.to_move == 0 and legal_actions(s) == [Consent(), Refuse()]
    s = apply(s, Refuse())
    assert s.to_move == 1 and s.score == [0, 0, 0]
    s = apply(s, TakeBack())
    # Refused once: player 1 may not ask again this turn, so the doubling happens.
    assert s.tracks["earth"][0] == 8 and sorted(s.hands[1]) == ["pestilence.dollar", "pestilence.smiley"]


def test_opening_treaty_consent_for_an_action_card_scores_only_once_played():
    s = scenario(
        3,
        tracks={"earth": {0: 4, 1: 4, 2: 4, 3: 4}, "mars": {0: 2}},
        hands=[["double_other.dollar"], [], []],
        step="actions",
    )
    s = apply(s, Play("double_other.dollar", 1, "earth", None))
    assert s.to_move == 1 and s.score[0] == 0
    s = apply(s, Consent())
    assert s.tracks["earth"][1] == 8 and s.score[0] == 3 and s.actions_used == 1


def test_war_needs_a_target_with_a_token_on_two_or_more():
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 1, 2: 4}, "mars": {0: 2, 1: 1}},
        hands=[["double_self.dollar"], ["death.dollar", "war.dollar"]],
        step="actions",
    )
    s = apply(s, Play("double_self.dollar", 0, "earth", None))
    s = apply(s, React("death.dollar", None))
    assert s.tracks["earth"][0] == 4  # 0 has no answer; War was never an option for 1 (own card)


def test_illegal_reaction_is_refused_and_changes_nothing():
    s = scenario(3, tracks=TRACKS, hands=[["double_self.dollar"], ["death.dollar"], []], step="actions")
    s = apply(s, Play("double_self.dollar", 0, "earth", None))
    with pytest.raises(IllegalAction):
        apply(s, React("famine.dollar", None))
    assert s.to_move == 1 and s.hands[1] == ["death.dollar"]


def test_opening_treaty_example_one_a_protected_player_refuses_migrants_others_need_no_consent():
    """9.0 example one: Fred (0) may play Migrants (other player) on Lee (2, Earth and Venus)
    without asking; on Carol (1, Earth only) he needs her consent, and she refuses."""
    s = scenario(
        3,
        tracks={"earth": {0: 4, 1: 4, 2: 4, 3: 8}, "mercury": {0: 1}, "venus": {2: 8}},
        hands=[["migrants_other_6.dollar"], [], []],
        step="actions",
    )
    on_lee = Play("migrants_other_6.dollar", 2, "earth", "mercury")
    on_carol = Play("migrants_other_6.dollar", 1, "earth", "mercury")
    assert on_lee in legal_actions(s) and on_carol in legal_actions(s)
    refused = apply(apply(s, on_carol), Refuse())
    assert refused.to_move == 0 and refused.tracks["earth"][1] == 4
    back = apply(refused, TakeBack())
    assert on_carol not in legal_actions(back) and on_lee in legal_actions(back)
    played = apply(back, on_lee)
    assert played.tracks["earth"][2] == 2 and played.boxes["mercury"][2] == [0, 1] and played.score[0] == 3


def test_opening_treaty_example_three_war_needs_no_consent():
    """9.0 example three: Juan (1) cancels Fred's (0) Double with Death; Fred answers with War
    on Juan, who must halve his only token, Earth 64 -> 32, without being asked."""
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 64, 2: 4}, "mars": {0: 1}},
        hands=[["double_self.dollar", "war.dollar"], ["death.dollar"]],
        step="actions",
    )
    s = apply(s, Play("double_self.dollar", 0, "mars", None))
    s = apply(s, React("death.dollar", None))
    assert s.to_move == 0 and legal_actions(s) == [React("war.dollar", 1), Pass()]
    s = apply(s, React("war.dollar", 1))
    assert s.tracks["earth"][1] == 32 and s.tracks["mars"][0] == 1


def test_opening_treaty_example_two_a_death_needs_the_protected_owners_consent():
    """9.0 example two: Juan (1, only Earth 64) lets Fred (0) play Double (other player) on him;
    Lee (2) cannot play Death on it without Juan's permission, and Juan refuses."""
    s = scenario(
        3,
        tracks={"earth": {0: 4, 1: 64, 2: 16, 3: 4}, "mars": {0: 1, 2: 1}},
        hands=[["double_other.dollar"], [], ["death.dollar"]],
        step="actions",
    )
    s = apply(s, Play("double_other.dollar", 1, "earth", None))
    s = apply(s, Consent())
    assert s.score[0] == 3 and s.to_move == 2
    s = apply(s, React("death.dollar", None))
    assert s.to_move == 1 and legal_actions(s) == [Consent(), Refuse()]
    s = apply(s, Refuse())
    s = apply(s, TakeBack())
    assert s.tracks["earth"][1] == 128 and s.hands[2] == ["death.dollar"]


def test_step_tells_the_story_with_private_passes():
    from game.sixbillion import event_to_json, visible_to

    s = scenario(3, tracks=TRACKS, hands=[["double_self.dollar"], ["death.dollar"], []], step="actions")
    s, events = step(s, Play("double_self.dollar", 0, "earth", None))
    assert [e.type for e in events] == ["card_played"]
    s, events = step(s, Pass())
    data = [event_to_json(e) for e in events]
    assert data[0] == {"type": "passed", "audience": 1, "player": 1}
    assert {
        "type": "token_moved",
        "audience": None,
        "faction": 0,
        "site": "earth",
        "before": 4,
        "after": 8,
        "reason": "double",
    } in data
    assert all(e.type != "passed" for e in visible_to(events, 0))


def test_power_politics_answering_a_war_stops_it():
    """8.4 (pinned): War does its damage when the chain resolves, so Power Politics on it stops it."""
    s = scenario(
        3,
        tracks=TRACKS,
        hands=[["double_self.dollar", "power_politics.smiley"], ["death.dollar"], ["war.dollar"]],
        step="actions",
    )
    s = apply(s, Play("double_self.dollar", 0, "earth", None))
    s = apply(s, React("death.dollar", None))
    # 0 could answer the Death with Power Politics but passes; 2 plays War on 0; 0 answers the War.
    assert s.to_move == 0
    s = apply(s, Pass())
    s = apply(s, React("war.dollar", 0))
    s = apply(s, React("power_politics.smiley", None))
    assert s.tracks["earth"][0] == 4 and s.tracks["mars"][0] == 2  # cancelled Double, no War damage
    assert s.discard[-4:] == ["double_self.dollar", "death.dollar", "war.dollar", "power_politics.smiley"]


def test_a_famine_cancelled_by_power_politics_is_discarded_normally():
    s = scenario(
        3,
        tracks=TRACKS,
        hands=[["double_self.dollar", "power_politics.dollar"], ["famine.dollar"], []],
        step="actions",
    )
    s = apply(s, Play("double_self.dollar", 0, "earth", None))
    s = apply(s, React("famine.dollar", None))
    s = apply(s, React("power_politics.dollar", None))
    assert s.tracks["earth"][0] == 8 and s.removed == [] and "famine.dollar" in s.discard


def test_an_older_war_does_nothing_when_a_newer_one_left_no_token_to_halve():
    """8.4 (pinned): two Wars on one player with a single token on 2: the newer halves it, the
    older finds nothing left to halve."""
    s = scenario(
        3,
        tracks={"earth": {0: 4, 1: 4, 2: 2, 3: 4, 4: 4}, "mars": {0: 2, 1: 2}},
        hands=[["double_self.dollar", "war.dollar"], ["death.dollar", "war.smiley"], []],
        step="actions",
    )
    s = apply(s, Play("double_self.dollar", 0, "earth", None))
    s = apply(s, React("death.dollar", None))
    s = apply(s, React("war.dollar", 2))
    s = apply(s, React("war.smiley", 2))
    assert s.tracks["earth"][2] == 1 and s.window is None
    assert s.tracks["earth"][0] == 4  # the Death (never answered) cancelled the Double


def test_step_with_moments_keeps_each_window_as_it_opened_whether_or_not_anyone_can_answer():
    """A window nobody can answer resolves within the step; its moment still shows it open,
    with nobody known to decide, as a window someone can answer shows until they do."""
    for hand, resolved in ((["war.dollar"], True), (["death.dollar"], False)):
        s = scenario(
            3, tracks=TRACKS, hands=[["double_self.dollar"], hand, []], step="actions", turn_order=[0, 1, 2, 3, 4]
        )
        play = Play("double_self.dollar", 0, "earth", None)
        after, events, moments = step_with_moments(s, play)
        again, same_events = step(s, play)
        assert (to_json(after), events) == (to_json(again), same_events)  # the same step, only watched
        assert (after.window is None) == resolved
        (moment,) = moments
        assert moment.state.window["event"]["card"] == "double_self.dollar" and not moment.state.window["asked"]
        assert moment.state.tracks["earth"][0] == 4 and moment.state.to_move is None
        told = [e.type for e in events[: moment.events]]
        assert told[0] == "card_played" and "token_moved" not in told  # the event, not how it ended
        assert ("token_moved" in [e.type for e in events]) == resolved
