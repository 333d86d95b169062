"""6 Billion's advisor in words: every reason the advisor gives over whole games is worded, and
in words a player uses (the token grown and what it gains, the site taken or contested, why a
cancellation is played or kept, what an Opening Treaty answer protects); the hint names the
advised move and its alternatives with their chances; the review names each decision by its
kind and round and lists the costliest first."""

import pytest

from game.sixbillion import action_from_json, apply, legal_actions, new_game, scenario, view
from game.sixbillion.actions import END_ACTIONS, PASS, action_to_json
from game.sixbillion.players.advisor import advise, reasons
from game.sixbillion.players.greedy import GreedyBot
from shell import i18n
from sixbillion_ui import advice as words
from sixbillion_ui.describe import action_label
from tools import i18n as catalogues

NAMES = ["Ann", "Bob", "Cy"]


def whole_game_reasons(seeds=(1, 2, 3)):
    """(view, action, reason) for every legal action's reasons over greedy games."""
    for seed in seeds:
        s = new_game(3, seed)
        bots = [GreedyBot(p) for p in range(3)]
        while not s.is_over:
            v = view(s, s.to_move)
            for a in legal_actions(v):
                for r in reasons(v, a):
                    yield v, a, r
            s = apply(s, bots[s.to_move].choose(v))


def test_every_reason_of_whole_games_is_worded():
    kinds = {}
    for v, _a, r in whole_game_reasons():
        text = words.reason_text(r, v, NAMES)
        assert text and "{" not in text, (r, text)
        kinds.setdefault(r["kind"] + (".free" if r.get("free") else ""), text)
    expected = {"grows", "grows.free", "colony", "migrants", "cancels", "lets_pass", "consents", "refuses", "vp"}
    assert expected <= set(kinds), sorted(kinds)
    assert kinds["grows"].startswith("doubles ") and " → " in kinds["grows"] and "point" in kinds["grows"]
    assert "for free" in kinds["grows.free"]
    assert "Opening Treaty" in kinds["refuses"]
    assert "distance" not in kinds["colony"] and " away" in kinds["colony"]


def test_a_growth_says_whose_token_and_what_it_gains_and_a_colony_whom_it_contests():
    s = scenario(2, tracks={"mars": {0: 4, 1: 8}, "earth": {0: 8, 1: 8}})
    v = view(s, 0)
    grow = {"kind": "grows", "faction": 0, "site": "mars", "space": 4, "to": 8, "points": 3}
    assert words.reason_text(grow, v, NAMES) == "doubles your Mars token, 4 → 8: +3 points for you there"
    theirs = {"kind": "grows", "faction": 1, "site": "mars", "space": 8, "to": 16, "points": -2}
    assert words.reason_text(theirs, v, NAMES) == "doubles Bob's Mars token, 8 → 16: 2 points less for you there"
    colony = {"kind": "colony", "faction": 0, "site": "earth", "dest": "mars", "distance": 1}
    assert words.reason_text(colony, v, NAMES).endswith("contesting it with Bob")
    # a billion on its way in the site's box contests it too (play-test 20: "where no rival is
    # yet", a greedy player's billion in Jupiter's colony half)
    on_way = scenario(2, tracks={"mars": {0: 4}, "earth": {0: 8, 1: 8}}, boxes={"jupiter": {1: (1, 0)}})
    to_jupiter = {"kind": "colony", "faction": 0, "site": "earth", "dest": "jupiter", "distance": 4}
    assert words.reason_text(to_jupiter, view(on_way, 0), NAMES).endswith("contesting it with Bob")
    kept = {"kind": "lets_pass", "faction": 1, "site": "mars", "points": 1, "keeps": ["death.dollar"]}
    text = words.reason_text(kept, v, NAMES)
    assert text == (
        "lets Bob's doubling on Mars pass: it is worth 1 point to them there; "
        "and keeps your Death for a doubling that matters more"
    )


def test_a_doubling_that_changes_none_of_your_points_says_what_it_does_for_you():
    """ "doubles your Mars token, 8 → 16: no change in your points there" read as a move worth
    nothing (issue 36): a Double on your own token that keeps your place widens your lead or
    climbs toward the token above; on another's token it says it costs you nothing."""
    hand = ["double_self.dollar", "double_other.dollar"]
    s = scenario(2, tracks={"mars": {0: 8, 1: 4}, "earth": {0: 2, 1: 16}}, hands=[hand, []], step="actions")
    v = view(s, 0)
    said = {}
    for a in legal_actions(v):
        for r in reasons(v, a):
            if r["kind"] == "grows" and r["points"] == 0:
                said[r["faction"], r["site"]] = words.reason_text(r, v, NAMES)
    assert said[0, "mars"] == "doubles your Mars token, 8 → 16: your lead there grows: harder to catch"
    assert said[0, "earth"] == "doubles your Earth token, 2 → 4: closer to Bob's token, the next above yours there"
    assert said[1, "earth"] == "doubles Bob's Earth token, 16 → 32: it costs you no points there"
    assert set(said) == {(0, "mars"), (0, "earth"), (1, "earth")}  # (Bob's Mars 4 → 8 ties with yours)


def test_the_hint_names_the_advised_move_its_reasons_and_two_alternatives_with_chances():
    s = new_game(3, 5)
    bots = [GreedyBot(p) for p in range(3)]
    while s.step != "actions" or s.window is not None or s.pending is not None:
        s = apply(s, bots[s.to_move].choose(view(s, s.to_move)))
    v = view(s, s.to_move)
    advice = advise(v, "easy", seed=1)
    headline, why, others = words.option_lines(advice, v, NAMES)
    best = advice["options"][0]
    assert headline.startswith("Hint: " + action_label(action_from_json(best["action"]), v, NAMES))
    assert "win chance" in headline
    assert why.startswith("It ") and why.endswith(".")
    assert len(others) == 2 and all("win chance" in line for line in others)
    moves = [headline.removeprefix("Hint: ").rsplit(" (", 1)[0]] + [line.rsplit(" (", 1)[0] for line in others]
    assert len(set(moves)) == 3, f"three different moves, not one card twice: {moves}"


def test_the_review_names_each_decision_by_kind_and_round_and_lists_the_costliest_first():
    s = scenario(2, tracks={"mars": {0: 4, 1: 8}})
    v = view(s, 0)
    ratings = [
        {"number": 0, "round": 1, "played": action_to_json(END_ACTIONS), "best": action_to_json(END_ACTIONS),
         "playedChance": 0.4, "bestChance": 0.4, "cost": 0.0},
        {"number": 1, "round": 1, "played": action_to_json(PASS), "best": action_to_json(PASS),
         "playedChance": 0.4, "bestChance": 0.5, "cost": 0.1},
        {"number": 2, "round": 1, "played": action_to_json(PASS), "best": action_to_json(END_ACTIONS),
         "playedChance": 0.3, "bestChance": 0.5, "cost": 0.2},
        {"number": 3, "round": 2, "played": action_to_json(PASS), "best": action_to_json(PASS),
         "playedChance": None, "bestChance": None, "cost": None},
    ]  # fmt: skip
    summary, costly, every = words.review_lines(ratings, v, NAMES)
    assert summary == "The advisor would have made the same move in 1 of your 4 decisions."
    # Each line says the move made too ("your 2nd pass" alone did not tell which move it was).
    assert every[0] == "Ending your actions in round 1: the advisor's choice too. You played “End my actions”."
    assert every[2].startswith("Your 2nd pass in a reaction window in round 1 cost you ~20% win chance")
    assert every[3].startswith("Your 1st pass in a reaction window in round 2: a move the advisor does not weigh")
    assert costly == [every[2], every[1]]


def _advice(*actions):
    return {
        "options": [
            {"action": action_to_json(a), "winChance": 0.5 - i / 10, "reasons": [{"kind": "ends_actions"}]}
            for i, a in enumerate(actions)
        ]
    }


def test_the_hint_warns_that_an_opening_treaty_consent_may_refuse_the_card():
    # Bob's only token is on Earth (RULES.md 10): Ann's card on it needs his consent, and he may
    # refuse it; a card on Cy's token (Cy has two) is not his to refuse, and the hint says nothing.
    from game.sixbillion import Play, React

    tracks = {"earth": {0: 8, 1: 4, 2: 8, 3: 1, 4: 1}, "mars": {0: 4, 2: 4}}
    s = scenario(3, tracks=tracks, hands=[["double_other.dollar", "migrants_other_6.leaf"], [], []], step="actions")
    v = view(s, 0)
    on_bob = Play("migrants_other_6.leaf", 1, "earth", "mars")
    on_cy = Play("double_other.dollar", 2, "mars", None)
    assert {on_bob, on_cy} <= set(legal_actions(v))
    _headline, why, _others = words.option_lines(_advice(on_bob, on_cy, END_ACTIONS), v, NAMES)
    assert "Bob may refuse it: the Opening Treaty" in why, why
    _headline, why, _others = words.option_lines(_advice(on_cy, on_bob, END_ACTIONS), v, NAMES)
    assert "Opening Treaty" not in why, why
    # a cancellation of a protected player's free doubling needs their consent too
    s = scenario(3, tracks={"earth": {0: 8, 1: 4, 2: 8, 3: 1, 4: 1}}, hands=[[], [], ["pestilence.dollar"]],
                 turn_order=[1, 2, 0, 3, 4], step="turn")  # fmt: skip
    v = view(s, 2)  # Bob's only eligible token: his free doubling at Earth was attempted by itself
    assert s.to_move == 2 and React("pestilence.dollar", None) in legal_actions(v)
    _headline, why, _others = words.option_lines(_advice(React("pestilence.dollar", None), PASS, PASS), v, NAMES)
    assert "Bob may refuse it: the Opening Treaty" in why, why


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("es", "Terminar tus acciones en la ronda 5: también la elección del consejero. Tu jugada: «"),
        ("hu", "Akcióid befejezése az 5. fordulóban: a tanácsadó is ezt választotta volna. A lépésed: „"),
    ],
)
def test_ending_ones_actions_is_reviewed_without_a_count(tmp_path, lang, said):
    # once a round, it read "Tu 1.º final de acciones en la ronda 5" in Spanish
    (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / lang / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()[lang])
    i18n.use(lang, tmp_path)
    try:
        v = view(scenario(2, tracks={"mars": {0: 4, 1: 8}}), 0)
        ended = action_to_json(END_ACTIONS)
        rating = {"number": 0, "round": 5, "played": ended, "best": ended, "playedChance": 0.4, "bestChance": 0.4}
        _summary, _costly, every = words.review_lines([{**rating, "cost": 0.0}], v, NAMES)
        assert len(every) == 1 and every[0].startswith(said)
    finally:
        i18n.use(None)
