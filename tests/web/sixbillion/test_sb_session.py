"""A game of 6 Billion at the table, driven as a page would drive it (pure: no browser)."""

import random

import sixbillion_ui.session as session_module
from game.sixbillion import FreeDouble, to_json
from shell.seating import DEFAULT_PACE_MS
from sixbillion_ui.game_kind import progress
from sixbillion_ui.reactions import PAUSE_S, pause_seconds
from sixbillion_ui.render import draw
from sixbillion_ui.session import Session
from tests.web.sixbillion.at_the_table import drive, played_through, players, position


def test_a_hot_seat_game_is_played_through_its_moments():
    for seed in range(3):
        s = Session.new("g", players(["human"] * 3), seed)
        shown = drive(s, random.Random(seed), 3000)
        assert "anyone" in shown and "private" in shown
        assert s.state.is_over
        assert progress(s.state, ["Ann", "Bob", "Cleo"]).startswith("final scores: ")


def test_a_game_with_computer_players_pauses_for_them_alike():
    for seed in range(2):
        s = Session.new("g", players(["human", "ai:easy", "ai:easy", "human"]), seed, discovery_track=True)
        shown = drive(s, random.Random(seed), 4000)
        assert "pause" in shown and s.state.is_over


def test_a_sole_human_sees_their_own_view_throughout():
    s = Session.new("g", players(["ai:easy", "human", "ai:easy"]), 4)
    rnd = random.Random(4)
    for _ in range(600):
        if s.state.is_over:
            break
        seen, private = s.screen_view()
        assert seen.viewer == 1 and private
        assert s.needs_handoff() is None
        drive(s, rnd, 1)


def test_resuming_in_a_reaction_window_starts_at_its_public_moment():
    rnd = random.Random(8)
    s = Session.new("g", players(["human"] * 3), 8)
    for _ in range(3000):
        if s.state.window is not None and s.state.pending is None:
            break
        drive(s, rnd, 1)
    assert s.state.window is not None
    again = Session.resume("g", s.state, s.players)
    assert again.reaction_screen().kind == "anyone"
    assert [line.text for line in again.log] == [line.text for line in s.log]


def board_texts(session) -> list[str]:
    seen, private = session.screen_view()
    ops = draw(seen, private, session.players.names, session.highlights(), None, session.status_text())
    return [op[3] for op in ops if op[0] == "text"]


def test_whoever_is_asked_in_a_reaction_window_the_shared_screen_does_not_name_them():
    # Two humans share the screen with a computer player: while a window's candidate decides
    # privately, neither the board's status line nor the prompt says whose decision it is
    # ("Ann to decide" beside "Waiting for answers…" told Ann held a card that answers).
    names = ["Ann", "Bob", "Cleo"]
    checked = 0
    for seed in range(3):
        for s in played_through(["human", "human", "ai:easy"], seed, 1500):
            screen = s.reaction_screen()
            asked = s.state.to_move
            if s.asked_privately() and asked is not None and not (screen.kind == "private" and screen.player == asked):
                checked += 1
                said = " ".join([s.thinking_text(), s.status_text(), *board_texts(s)])
                assert f"{names[asked]} to decide" not in said and "thinking" not in said, said
                if screen.kind in ("pause", "anyone") or s.ai_to_move() is not None:
                    assert "Waiting for answers…" in said or "Any cards against it?" in said
    assert checked > 20


def test_the_computer_players_pause_follows_their_pace():
    assert pause_seconds(0) == 0  # &pace=0: no "Waiting for answers…" that waits for nothing
    assert pause_seconds(DEFAULT_PACE_MS) == PAUSE_S


def test_a_public_moment_says_what_it_is_about_never_a_player_s_turn():
    # A free doubling nobody could cancel closes its window at once; the table still holds its
    # public moment (RULES.md 8.5): the prompt said "Your turn: 2 actions left…" beside
    # "Anyone answering?". It says the event now, from the moment's stage.
    s = Session.new("g", players(["human", "human"]), 6)
    screen = s.reaction_screen()
    assert screen.kind == "anyone" and s.state.window is None
    assert s.prompt() == (
        "Ann attempts to double their Earth token, 2 → 4. Does anyone want to play a card that cancels this doubling?"
    )
    shown = 0
    for seed in range(3):
        for s in played_through(["human", "human", "ai:easy"], seed, 800):
            if s.reaction_screen().kind in ("anyone", "pause"):
                text = s.prompt()
                assert "{" not in text
                assert text.startswith("Waiting for answers…") or (" Does anyone want to play " in text)
                shown += 1
    assert shown > 20


def test_a_public_moment_asks_who_may_answer_with_what():
    # Issue 36 §5: "Anyone answering?" told a newcomer nothing, and a two-player hot-seat game
    # opens on it. The question says what may be played against what: a cancellation card
    # against a doubling, a response card against a card played into the window.
    asked = {}
    for seed in range(4):
        for s in played_through(["human", "human", "human"], seed, 1500):
            screen = s.reaction_screen()
            if screen.kind == "anyone" and screen.stage is not None:
                asked.setdefault(screen.stage.kind, s.prompt())
    assert asked["free_doubling"].endswith(" Does anyone want to play a card that cancels this doubling?")
    assert asked["answer"].endswith(" Does anyone want to play a response card against it?"), asked
    assert all("Anyone answering" not in text for text in asked.values())


def _screen_at_each_step(s, rnd, steps):
    """Drive `s` a step at a time (as drive() does), yielding after each."""
    for _ in range(steps):
        if s.state.is_over:
            return
        drive(s, rnd, 1)
        yield


def test_a_click_builds_the_screen_s_view_once_and_it_follows_every_change(monkeypatch):
    # A click's redraw reads the screen's view from the board, the panel, the summary and the
    # hint: building it once per change keeps the click quick; it must still be the view a
    # fresh look at the table gives, after every action, claim, pass, pause and hand-off.
    built = []
    real_view = session_module.view
    monkeypatch.setattr(session_module, "view", lambda *a: built.append(a) or real_view(*a))
    for seats in (["human"] * 3, ["human", "ai:easy", "human"]):
        s = Session.new("g", players(seats), 2)
        for _ in _screen_at_each_step(s, random.Random(2), 400):
            built.clear()
            first = s.screen_view()
            for _read in range(4):  # the board, the panel, the summary, the hint
                assert s.screen_view() is first
            assert len(built) <= 1
            again = Session.__new__(Session)
            again.__dict__.update({**s.__dict__, "_screen": None})  # the same table, nothing kept
            seen, private = again.screen_view()
            assert (to_json(first[0]), first[1]) == (to_json(seen), private)


def test_after_a_public_moment_private_things_wait_for_a_hand_off():
    # A play-test on a phone: after "Anyone answering?", when anyone may hold the device, Bob's
    # turn opened straight onto his hand. Whoever's things come next (the claimant's hand, the
    # turn going on) are shown only once the device is confirmed in their hands.
    s = Session.resume("g", position([[], [], []]), players(["human"] * 3))
    s.confirm_handoff()  # Ann at the screen, her turn shown
    s.act(FreeDouble("earth"))
    assert s.reaction_screen().kind == "anyone"
    s.claim(0)  # Ann herself claims (she may have passed the device meanwhile)
    assert s.needs_handoff() == 0
    s.confirm_handoff()
    s.nothing_answers(0)
    while s.reaction_screen().kind == "anyone":
        s.close_moment()
    assert s.reaction_screen().kind == "none" and s.to_move == 0
    assert s.needs_handoff() == 0  # her turn goes on: to her hands again first
    seen, private = s.screen_view()
    assert not private
