"""The hot-seat hand-off (#handoff) in words a player reads as one sentence: the name inside it
where the language puts it (Hungarian: "1. játékos következik: add át neki a készüléket", not
"…neki: 1. játékos"; and the phone or tablet is "a készülék": "Add tovább az eszközt" read as
"pass on the tool", issue 36), and a player passed the device only to answer a card, out of turn, is not
told to see their turn (a play-tester read "– jöhet a köröm" while only answering)."""

import importlib

from game.sixbillion import scenario
from shell import i18n
from shell.players import Players
from shell.seating import human_name
from sixbillion_ui.session import Session
from tests.web.page_python import page_python


def bob_claims_to_answer() -> Session:
    """A hot-seat table of three: Cat, to move, plays Double; Bob claims the moment to answer it
    with Famine, so the device goes to Bob, out of his turn."""
    tracks = {"earth": {0: 4, 1: 2, 2: 2, 3: 1, 4: 1}, "mars": {0: 2}}
    hands = [[], ["famine.dollar"], ["double_self.dollar"]]
    state = scenario(3, tracks=tracks, hands=hands, turn_order=[2, 0, 1, 3, 4], step="actions")
    s = Session.resume("g", state, Players(["Ann", "Bob", "Cat"], ["red", "blue", "green"], ["human"] * 3))
    assert s.needs_handoff() == 2 and not s.handoff_to_answer()  # Cat's own turn
    s.confirm_handoff()
    s.act(next(a for a in s.legal() if type(a).__name__ == "Play"))
    s.claim(1)
    return s


def shown(page) -> tuple[str, str]:
    screen = page.screen
    return (
        screen.getElementById("handoff-title").textContent,
        screen.getElementById("handoff-continue").textContent,
    )


def test_a_player_passed_the_device_to_answer_is_not_shown_their_turn(catalogues_here):
    s = bob_claims_to_answer()
    assert s.needs_handoff() == 1 and s.handoff_to_answer()
    with page_python() as page:
        handoff = importlib.import_module("shell.handoff")
        for lang in ("en", "hu", "es"):
            i18n.set_language(lang, "locale")
            handoff.show_handoff("Bob", s.handoff_to_answer())
            title, button = shown(page)
            assert "Bob" in title and "Bob" in button
            assert not any(word in button.lower() for word in ("turn", "kör", "turno")), (lang, button)
            handoff.show_handoff("Bob", False)  # at his own turn, it is his turn that shows
            assert any(word in shown(page)[1].lower() for word in ("turn", "kör", "turno")), lang


def test_the_hungarian_hand_off_is_a_sentence_with_the_name_in_it(catalogues_here):
    with page_python() as page:
        handoff = importlib.import_module("shell.handoff")
        i18n.set_language("hu", "locale")
        name = human_name(0)
        handoff.show_handoff(name, False)
        assert name == "1. játékos"
        assert shown(page) == ("1. játékos következik: add át neki a készüléket", "1. játékos vagyok – jöhet a köröm")
        assert page.screen.getElementById("handoff").dataset.name == name  # what web/draw.js keeps


def test_a_player_asked_to_allow_a_card_is_not_shown_their_turn():
    """The Opening Treaty (RULES.md 10): Bob's only token is on Earth, and Ann's Migrants on it
    need his consent; the device goes to Bob out of his turn, to allow or refuse it (a play-tester
    read "2. játékos vagyok – jöhet a köröm" there)."""
    from game.sixbillion import Play

    tracks = {"earth": {0: 8, 1: 4, 2: 8, 3: 1, 4: 1}, "mars": {0: 4, 2: 4}}
    state = scenario(3, tracks=tracks, hands=[["migrants_other_6.leaf"], [], []], step="actions")
    s = Session.resume("g", state, Players(["Ann", "Bob", "Cat"], ["red", "blue", "green"], ["human"] * 3))
    assert s.needs_handoff() == 0 and not s.handoff_to_answer()  # Ann's own turn
    s.confirm_handoff()
    s.act(Play("migrants_other_6.leaf", 1, "earth", "mars"))
    assert s.state.pending is not None and s.state.pending["kind"] == "consent"
    assert s.needs_handoff() == 1 and s.handoff_to_answer()
