"""6 Billion's words: prompts of every decision, labels of every action, refusals, tooltips."""

import random

from game.sixbillion import (
    Discard,
    EndActions,
    FreeDouble,
    Migrate,
    Play,
    React,
    apply,
    legal_actions,
    new_game,
    scenario,
    view,
)
from sixbillion_ui import describe as D
from sixbillion_ui import refusals, tips

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve"]
KINDS = {
    "powers",
    "free_double",
    "cancel",
    "respond",
    "halve",
    "consent",
    "refused",
    "settle",
    "actions",
    "return_discovery",
    "discard",
    "draw",
    "migrate",
}  # fmt: skip  (RULES.md Appendix A's 13 decisions)


def test_every_decision_has_a_prompt_and_every_action_a_label():
    seen: set[str] = set()
    for seed in range(8):
        n = 2 + seed % 4
        s = new_game(n, seed, discovery_track=seed % 2 == 0)
        rnd = random.Random(seed)
        for _ in range(1500):
            if s.is_over:
                break
            p = s.to_move
            v = view(s, p)
            kind = D.decision_kind(v)
            seen.add(kind)
            prompt = D.prompt(v, NAMES[:n])
            assert prompt and "{" not in prompt
            legal = legal_actions(v)
            groups = D.group_actions(legal, v, NAMES[:n])
            assert sorted(map(repr, (a for _t, items in groups for _l, a in items))) == sorted(map(repr, legal))
            for _title, items in groups:
                for label, action in items:
                    assert label and not label.startswith(type(action).__name__ + "("), label
            # Another player's view never says who is being asked privately (8.5).
            other = view(s, (p + 1) % n)
            if other.to_move is None and other.window is not None:
                assert D.prompt(other, NAMES[:n]).startswith("Waiting: anyone may answer.")
            s = apply(s, rnd.choice(legal))
    assert seen == KINDS


def test_the_waiting_words_tell_the_card_being_answered_now():
    tracks = {"earth": {0: 4, 1: 2, 2: 2, 3: 1, 4: 1}, "mars": {0: 2}}
    hands = [[], ["pestilence.dollar"], ["power_politics.leaf"]]
    s = scenario(3, tracks=tracks, hands=hands, turn_order=[0, 1, 2, 3, 4], step="turn")
    s = apply(s, FreeDouble("earth"))
    first = D.prompt(view(s, 0), NAMES[:3])
    assert first == "Waiting: anyone may answer. Ann attempts to double their Earth token, 4 → 8."
    s = apply(s, React("pestilence.dollar", None))  # Bob answers; Cleo is asked whether she answers him
    assert D.prompt(view(s, 0), NAMES[:3]) == "Waiting: anyone may answer. Bob answers with Pestilence."
    assert D.prompt(view(s, 1), NAMES[:3]) == "Waiting: anyone may answer. Bob answers with Pestilence."


def test_the_opening_treaty_request_says_which_card_and_what_it_would_do():
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 8, 2: 2}, "mars": {0: 2}},
        hands=[["double_other.dollar"], []],
        step="actions",
    )
    s = apply(s, Play("double_other.dollar", 1, "earth", None))
    v = view(s, 1)
    assert D.decision_kind(v) == "consent"
    text = D.prompt(v, NAMES[:2])
    assert "Ann needs your consent" in text and "Double (other player)" in text and "8 → 16" in text


def test_refusals_say_why():
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 2, 2: 2}, "mars": {0: 4}},
        hands=[["new_colony_self_2.dollar", "make_discovery.dollar", "death.leaf"], []],
        step="actions",
    )
    v = view(s, 0)
    assert refusals.refusal(v, Play("new_colony_self_2.dollar", 0, "mars", "jupiter"), NAMES) == (
        "Jupiter is 3 from Mars: beyond this card's distance of 2."
    )
    assert refusals.refusal(v, Play("make_discovery.dollar", 0, None, None), NAMES) == (
        "Make a Discovery cannot be played before round 3."
    )
    assert "not an action card" in refusals.refusal(v, Play("death.leaf", 0, "earth", None), NAMES)
    assert refusals.refusal(v, Play("new_colony_self_2.dollar", 0, "mars", "earth"), NAMES).startswith(
        "Ann already has a token on Earth"
    )
    assert refusals.refusal(view(s, 1), legal_actions(v)[0], NAMES) == "It is not your decision now."
    assert refusals.refusal(v, legal_actions(v)[0], NAMES) == ""
    # Saturn, limit 16: 8 and 8 weigh 1: free doubling is blocked there (5.2).
    blocked = scenario(2, tracks={"earth": {0: 2, 1: 2, 2: 2}, "saturn": {0: 8, 1: 8}, "mars": {0: 2}}, step="turn")
    bv = view(blocked, 0)
    assert refusals.refusal(bv, FreeDouble("saturn"), NAMES) == (
        "Saturn's growth limit blocks free doubling: the tokens weigh 1 (1 or more blocks)."
    )


def test_tooltips_tell_limits_places_and_reach():
    s = scenario(3, tracks={"saturn": {0: 8, 1: 4, 2: 2, 3: 2}, "earth": {0: 2, 1: 2, 2: 2, 3: 1, 4: 1}})
    v = view(s, 0)
    tip = tips.site_tip(v, "saturn", NAMES)
    # in plain words what each place scores, what the tokens add up to, who is placed where (issue 36)
    assert "At the end 1st place scores 6 points, 2nd 3, 3rd 1." in tip
    assert "on 16 or more a token counts 1, on 8 ½, on 4 ¼). They add up to ¾ now: free doubling is allowed." in tip
    assert "Ann ● 1st (on 8): 6 points; Bob ■ 2nd (on 4): 3 points" in tip and "a neutral, scores nothing" in tip
    assert not any(code in tip for code in ("weigh", "blocks)", "pts", "6/3/1"))
    card = tips.card_tip(v, "new_colony_self_2.dollar", NAMES)
    assert (
        "Distance 2" in card and "Could reach now: Mercury, Venus, Mars and Asteroid Belt (within 2 of Earth)." in card
    )
    assert "It may free-double (8 → 16)" in tips.token_tip(v, "saturn", 0, NAMES)


def test_a_free_billion_says_the_token_stays_and_where_the_billion_goes():
    # Neutral pink's migrant from Earth (16 after its free doubling): the first billion is free
    # (RULES.md 7.2, rule 3), the second halves the token. "(16 → 16)" told nothing.
    s = scenario(2, tracks={"earth": {0: 4, 1: 2, 2: 8}, "mars": {0: 2}}, current=2, step="turn")
    v = view(s, s.to_move)
    assert D.decision_kind(v) == "migrate"
    labels = {(a.billions, a.dest): D.action_label(a, v, NAMES[:2]) for a in legal_actions(v)}
    one, two = labels[1, "mars"], labels[2, "mars"]
    assert one == "1 billion from Earth into the migrant half at Mars (free: the token stays on 16)"
    assert two == "2 billion from Earth into the migrant half at Mars (the token drops 16 → 8)"
    assert "16 → 16" not in one


def test_the_neutral_migrant_prompt_names_each_choice_to_make():
    # RULES.md 11.2: the controller chooses the neutral's token, 1 or 2 billion, and a site where
    # another faction has a token. "send 1 or 2 of its billions to a migrant half beside another
    # faction" left a newcomer asking what to choose (and where the billions go).
    s = scenario(2, tracks={"earth": {0: 4, 1: 2, 2: 8}, "mars": {0: 2}}, current=2, step="turn")
    prompt = D.prompt(view(s, s.to_move), NAMES[:2])
    assert "Choose one of its tokens, 1 or 2 billion to take from it, and a site where another faction" in prompt
    assert "any distance" in prompt and "wait in that site's migrant half" in prompt


def test_two_of_the_same_card_in_hand_are_told_apart_by_their_symbols():
    """A newcomer held two Colony 2 cards ($ and ☺) and saw each choice listed twice, alike."""
    from game.sixbillion import legal_actions, scenario, view
    from game.sixbillion.actions import Play
    from sixbillion_ui.describe import action_label

    s = scenario(
        3, tracks={"earth": {0: 2, 3: 1, 4: 1}}, hands=[["colony_2.dollar", "colony_2.smiley"], [], []], step="actions"
    )
    seen = view(s, 0)
    plays = [a for a in legal_actions(s) if isinstance(a, Play)]
    labels = [action_label(a, seen, ["Ann", "Bob", "Cleo"]) for a in plays]
    assert len(set(labels)) == len(labels), labels
    assert any("($)" in label for label in labels) and any("(☺)" in label for label in labels)


def test_a_symbol_that_tells_two_copies_apart_says_what_it_means():
    """Two Colony 2 cards listed as "Colony 2 ($)" and "Colony 2 (☺)", with no legend: the
    button's tooltip and the card's say that the mark is the card's Discovery symbol and when it
    counts (RULES.md 1, 15)."""
    import json

    from game.sixbillion.actions import action_to_json

    for track in (False, True):
        s = scenario(
            3,
            tracks={"earth": {0: 2, 3: 1, 4: 1}},
            hands=[["colony_2.dollar", "colony_2.smiley", "death.dollar"], [], []],
            step="actions",
            discovery_track=track,
        )
        seen = view(s, 0)
        titles = D.action_titles(legal_actions(seen), seen)
        plays = [a for a in legal_actions(seen) if isinstance(a, Play)]
        assert plays and set(titles) == {json.dumps(action_to_json(a)) for a in plays}
        # its first line (the next says that the play ends the action step: the other Colony has no source left)
        dollar = next(titles[json.dumps(action_to_json(a))] for a in plays if a.card == "colony_2.dollar").split("\n")[
            0
        ]
        counts = "play the card for it" if track else "counts only with the optional Discovery Track"
        assert dollar.startswith("$ is its Discovery symbol (Dollar)") and counts in dollar
        assert dollar in tips.card_tip(seen, "death.dollar", NAMES[:3])
    single = scenario(3, tracks={"earth": {0: 2, 3: 1, 4: 1}}, hands=[["colony_2.dollar"], [], []], step="actions")
    titles = D.action_titles(legal_actions(view(single, 0)), view(single, 0))
    assert not any("Discovery symbol" in title for title in titles.values())  # one copy: its label has no mark


def test_the_status_line_says_the_round_and_whose_decision_in_one_line():
    """A phone's header says what the board's status line says at 1280x800 (issue 35's
    play-test: the phone's header had no round)."""
    s = new_game(3, 7)
    while s.round < 2:
        s = apply(s, legal_actions(view(s, s.to_move))[0])
    assert s.to_move is not None
    v = view(s, s.to_move)
    assert D.status_line(v, NAMES[:3]) == f"Round 2 · {D.step_title(v).split(' · ')[1]} · {NAMES[s.to_move]} to decide"
    assert D.status_line(v, NAMES[:3], "Anyone answering?").endswith(" · Anyone answering?")


def test_a_card_that_needs_the_opening_treatys_consent_says_so_on_its_button():
    """A newcomer played Pestilence on a protected player's doubling and was bounced: the owner
    refused it. The button says beforehand whose consent the card needs; the others say nothing."""
    from game.sixbillion import React, consent_needed
    from game.sixbillion.players.greedy import GreedyBot

    s = new_game(3, 4)
    bots = [GreedyBot(p) for p in range(3)]
    told = set()
    while not s.is_over and len(told) < 2:
        seen = view(s, s.to_move)
        for a in legal_actions(seen):
            label = D.action_label(a, seen, NAMES[:3])
            owner = consent_needed(seen, a)
            assert ("Opening Treaty" in label) == (owner is not None), label
            if owner is not None:
                assert f"{NAMES[owner]} may refuse it" in label, label
                told.add(isinstance(a, React))
        s = apply(s, bots[s.to_move].choose(seen))
    assert told == {True, False}  # a cancellation and a card play were both told


def test_a_neutrals_doubling_says_that_its_controller_attempts_it_and_why_it_is_theirs():
    # A newcomer's first 6 Billion screen read "Player 1 attempts to double Neutral black's
    # Earth token": nothing said why a neutral was theirs to play.
    assert D.attempt_text("Ann", "Neutral pink", "mars", 8) == (
        "Ann, who controls Neutral pink this turn, attempts to double its Mars token, 8 → 16."
    )
    assert D.attempt_text("Ann", None, "mars", 8) == "Ann attempts to double their Mars token, 8 → 16."


def test_a_neutral_migrant_of_one_billion_says_it_costs_the_token_what_two_would():
    # A newcomer read "1 billion … (the token drops 4 → 2)" beside "2 billions … (4 → 2)" and
    # could not tell why anyone would send one: a halving yields two, the second lost at the turn's end.
    for seed in range(40):
        state, rng = new_game(3, seed), random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            options = legal_actions(state)
            ones = [a for a in options if isinstance(a, Migrate) and a.billions == 1]
            twos = {(a.site, a.dest) for a in options if isinstance(a, Migrate) and a.billions == 2}
            v = view(state, state.to_move)
            same = [a for a in ones if (a.site, a.dest) in twos and v.tracks[a.site][v.current] == 4]
            if same:
                label = D.action_label(same[0], v, NAMES)
                assert label.endswith("(the token drops 4 → 2, as 2 billions would)"), label
                two = D.action_label(Migrate(same[0].site, 2, same[0].dest), v, NAMES)
                assert "as 2 billions would" not in two
                return
            state = apply(state, rng.choice(options))
    raise AssertionError("no neutral migrant from a token on 4 in these games")


def test_two_copies_of_an_answer_card_are_told_apart_by_their_symbols():
    """A play-tester holding two Famine cards was offered "Famine: cancel it" twice, alike."""
    tracks = {"earth": {0: 4, 1: 2, 2: 2, 3: 1, 4: 1}, "mars": {0: 2}}
    hands = [[], ["famine.dollar", "famine.smiley"], []]
    s = scenario(3, tracks=tracks, hands=hands, turn_order=[0, 1, 2, 3, 4], step="turn")
    s = apply(s, FreeDouble("earth"))
    answers = [a for a in legal_actions(s) if isinstance(a, React)]
    labels = [D.action_label(a, view(s, 1), NAMES[:3]) for a in answers]
    assert sorted(labels) == ["Famine ($): cancel it", "Famine (☺): cancel it"]


def test_two_copies_of_a_card_to_discard_are_told_apart_by_their_symbols():
    """A play-tester at the discard step, holding two Double (other player) cards, was offered "Discard
    Double (other player)" twice, alike; a card with no other copy keeps its plain name."""
    hands = [["double_other.dollar", "double_other.smiley", "famine.dollar"], []]
    s = apply(scenario(2, tracks={"earth": {0: 4, 1: 2, 2: 2}}, hands=hands, step="actions"), EndActions())
    labels = sorted(D.action_label(a, view(s, 0), NAMES[:2]) for a in legal_actions(s) if isinstance(a, Discard))
    assert labels == ["Discard Double (other player) ($)", "Discard Double (other player) (☺)", "Discard Famine"]
