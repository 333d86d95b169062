"""The shared-screen rule (issue §3): what the screen shows around reaction windows never
depends on who holds which card, only on the seats and on what the players choose."""

import json

from game.sixbillion import FreeDouble, Pass, Play, React, from_json, scenario, step, to_json
from shell.players import Players
from sixbillion_ui import reactions as R
from sixbillion_ui.session import Session
from sixbillion_ui.theme import card_name
from tests.web.sixbillion.at_the_table import SAME_SIZE_DEALS, TRACKS, drive, freely_doubled, players, position, shown

DEALS = [
    [[], [], []],  # nobody can answer
    [[], ["pestilence.dollar"], []],  # Bob could cancel
    [[], ["famine.dollar", "war.dollar"], ["pestilence.leaf", "power_politics.leaf"]],  # both could, and respond
]


def run(state, seats, first, claims_by_stage=None, answers=None, waived=frozenset()):
    """Play `first`, then drive the table until no stage is left, as the page would: the
    humans' choices come from `claims_by_stage` (stage number -> claimants, then the moment is
    closed) and `answers` (a claimant's action when they can answer; else they pass); computer
    players always pass. Returns the public screens, in order, and the state."""
    claims_by_stage = claims_by_stage or {}
    answers = answers or {}
    state, events = step(state, first)
    asking = R.follow(R.Asking(), events)
    shown = []
    stage_no = 0
    claimed_here = False
    for _ in range(200):
        auto = R.automatic(state, seats, asking, waived)
        if auto is not None:
            action = Pass() if auto == R.ASK_COMPUTER else auto
            state, events = step(state, action)
            asking = R.follow(asking, events)
            continue
        scr = R.screen(state, seats, asking, waived)
        if scr.kind in ("none",) and not asking.queue:
            break
        if scr.kind == "none":
            break  # a public decision of the ordinary flow (consent, War's halving) or the turn goes on
        shown.append(scr.public())
        if scr.kind == "next":
            asking = R.advance(asking)
            stage_no += 1
            claimed_here = False
            if not asking.queue:
                break
        elif scr.kind == "anyone":
            wanted = [p for p in claims_by_stage.get(stage_no, ()) if p in scr.claimable]
            if wanted and not claimed_here:
                claimed_here = True
                for p in wanted:
                    asking = R.claim(asking, p)
            else:
                asking = R.close(asking)
        elif scr.kind == "pause":
            asking = R.paused(asking)
        elif scr.kind == "private":
            p = scr.player
            asking = R.served(asking, p)
            if scr.can_answer:
                action = answers.get((stage_no, p), Pass())
                state, events = step(state, action)
                asking = R.follow(asking, events)
                if isinstance(action, React):
                    stage_no += 1
                    claimed_here = False
    return shown, state


def test_hot_seat_screens_are_the_same_whoever_holds_the_cards():
    seats = ["human", "human", "human"]
    sequences = [run(position(h), seats, FreeDouble("earth"))[0] for h in DEALS]
    assert sequences[0] == sequences[1] == sequences[2]
    kinds = [s[0] for s in sequences[0]]
    assert kinds[:2] == ["anyone", "next"]  # every attempt gets its public moment, then goes on
    assert sequences[0][0][2] == (1, 2)  # Bob and Cleo may claim; Ann (the attempt's player) may not


def test_claiming_looks_the_same_with_or_without_a_card():
    seats = ["human", "human", "human"]
    claims = {0: [2]}  # Cleo claims the device at the first attempt, then passes (or holds nothing)
    sequences = [run(position(h), seats, FreeDouble("earth"), claims)[0] for h in DEALS]
    assert sequences[0] == sequences[1] == sequences[2]
    assert ("private", 2, (), sequences[0][1][3]) == sequences[0][1]  # the device goes to Cleo, as claimed


def test_with_computer_players_every_stage_has_the_same_pause():
    seats = ["human", "ai", "ai"]  # one human: asked only when they can answer
    sequences = [run(position(h), seats, FreeDouble("earth"))[0] for h in DEALS]
    assert sequences[0] == sequences[1] == sequences[2]
    assert [s[0] for s in sequences[0][:2]] == ["pause", "next"]
    mixed = ["human", "human", "ai"]
    sequences = [run(position(h), mixed, FreeDouble("earth"))[0] for h in DEALS]
    assert sequences[0] == sequences[1] == sequences[2]
    assert [s[0] for s in sequences[0][:3]] == ["anyone", "pause", "next"]


def test_a_claimant_with_a_card_answers_and_the_card_opens_its_own_moment():
    seats = ["human", "human", "human"]
    hands = [[], [], ["pestilence.leaf"]]
    shown, state = run(position(hands), seats, FreeDouble("earth"), {0: [2]}, {(0, 2): React("pestilence.leaf", None)})
    stages = [s[3] for s in shown]
    assert ("private", 2) == shown[1][:2]
    assert any(st is not None and st.kind == "answer" and st.card == "pestilence.leaf" for st in stages)
    assert state.tracks["earth"][0] == 4  # cancelled: Ann's Earth token stays on 4


def test_the_solo_human_is_asked_privately_only_when_they_can_answer():
    s = scenario(3, tracks=TRACKS, hands=[["double_self.dollar"], [], []], step="actions")
    seats = ["ai", "human", "ai"]
    for hand, asked in (([], False), (["death.dollar"], True)):
        s = scenario(3, tracks=TRACKS, hands=[["double_self.dollar"], hand, []], step="actions")
        shown, _state = run(s, seats, Play("double_self.dollar", 0, "mars", None))
        assert [k for k, *_ in shown].count("private") == int(asked)
        assert shown[0][0] == "pause"


def test_a_human_passing_until_the_round_ends_is_not_asked_and_the_screens_tell_no_hand():
    """A newcomer holding one cancellation card was asked at every other faction's doubling (11
    times in two rounds). Bob chose "Pass until the round ends" (offered at every private moment,
    card or not): the table passes for him; nobody claims for him nor is he asked, and the screens
    are the same whether he holds a card or not, at a shared screen and with computer players."""
    for seats in (["ai", "human", "ai"], ["human", "human", "ai"], ["human", "human", "human"]):
        seen = []
        for hand in ([], ["death.dollar"]):
            s = scenario(3, tracks=TRACKS, hands=[["double_self.dollar"], hand, []], step="actions")
            shown, state = run(s, seats, Play("double_self.dollar", 0, "mars", None), waived=frozenset({1}))
            assert not any(kind == "private" and p == 1 or 1 in claimable for kind, p, claimable, _st in shown)
            assert state.window is None and state.tracks["mars"][0] == 4  # the Double went through: Bob passed
            seen.append(shown)
        assert seen[0] == seen[1], seats
        asked, _state = run(s, seats, Play("double_self.dollar", 0, "mars", None), {0: [1]})
        assert ("private", 1) in [shown[:2] for shown in asked]  # without the choice, Bob is asked


def test_passing_until_the_round_ends_lasts_that_round():
    from shell.players import Players
    from sixbillion_ui.session import Session

    session = Session.new("g", Players(["Ann", "Bob", "Cleo"], ["red", "blue", "green"], ["human"] * 3), 7)
    session.pass_for_the_round(1)
    assert session.passing() == {1}
    session.waived = (session.state.round - 1, frozenset({1}))  # as when the next round begins
    assert session.passing() == frozenset()


def test_stages_come_from_public_events_only():
    s = position(DEALS[2])
    _after, events = step(s, FreeDouble("earth"))
    assert R.stages(events) == [R.Stage("free_doubling", 0, 0, "earth")]


def test_the_moment_s_words_are_the_same_whoever_holds_the_cards():
    # The prompt of a public moment is told from its stage, not from the engine's window (open
    # when someone holds a card that answers, closed at once when nobody does).
    said = []
    for hands in DEALS:
        s = freely_doubled(hands)
        words = []
        while s.reaction_screen().kind == "anyone":
            words.append(s.prompt())
            s.close_moment()
        said.append(words)
    assert said[0] == said[1] == said[2]
    # with the doubling's numbers, as the privately asked player reads them: the board is public
    assert said[0][0] == (
        "Ann attempts to double their Earth token, 4 → 8. Does anyone want to play a card that cancels this doubling?"
    )
    held = {card_name(c) for hands in DEALS for hand in hands for c in hand}
    assert not any(name in line for line in said[2] for name in held)  # no card of any hand


def moments_shown(seats, hands, choose, state=None, site="earth"):
    """What the screen shows at each step of the moments after Ann's free doubling at Earth:
    `choose(s, screen)` makes the table's public choice (claim, close, end the pause, a
    claimant's 'Back to the table'); computer players pass when asked."""
    s = freely_doubled(hands, seats, state, site)
    windows, screens = [s.state.window is not None], []
    for _ in range(50):
        if s.ai_to_move() is not None:
            s.act(Pass())
            continue
        screen = s.reaction_screen()
        if screen.kind in ("none", "next"):
            break
        screens.append(shown(s))
        choose(s, screen)
    return windows, screens, s


def _close(s, screen):
    if screen.kind == "anyone":
        s.close_moment()
    elif screen.kind == "pause":
        s.pause_shown()
    else:
        s.nothing_answers(screen.player)


def test_the_board_and_log_during_a_moment_are_the_same_whoever_holds_the_cards():
    # While "Anyone answering?" shows, the board, the log and the words show the attempt as it
    # was announced: not the token already doubled, the 'Nobody cancels' line and the missing
    # window box of an event the engine resolved at once because nobody held a card that answers.
    (closed, first, after_closed), (opened, second, after_opened) = (
        moments_shown(["human"] * 3, hands, _close) for hands in SAME_SIZE_DEALS
    )
    assert closed == [False] and opened == [True]  # the engine did tell the deals apart
    assert len(first) == 2 and first[0]["moment"][0] == "anyone"  # Earth's attempt, then Mars's
    assert first == second
    assert first[0]["log"][-1] == "Ann attempts to double their Earth token, 4 → 8."
    assert "doubles" not in " ".join(first[0]["log"])
    # when the moments are over, the resolution is shown: both doublings, in the log and on the board
    for s in (after_closed, after_opened):
        assert s.state.tracks["earth"][0] == 8 and s.state.tracks["mars"][0] == 4
        assert shown(s)["log"][-1] != first[-1]["log"][-1]


def test_a_claimant_who_holds_nothing_sees_the_same_table_whoever_else_holds_a_card():
    def cleo_claims(s, screen):
        if screen.kind == "anyone" and 2 in screen.claimable:
            s.claim(2)
        else:
            _close(s, screen)

    screens = [moments_shown(["human"] * 3, hands, cleo_claims)[1] for hands in SAME_SIZE_DEALS]
    assert screens[0] == screens[1]
    assert [x["moment"][:2] for x in screens[0]][:2] == [("anyone", None), ("private", 2)]


def test_the_computer_players_pause_shows_the_same_table_whoever_holds_the_cards():
    for seats in (["human", "ai:easy", "ai:easy"], ["human", "human", "ai:easy"]):
        screens = [moments_shown(seats, hands, _close)[1] for hands in SAME_SIZE_DEALS]
        assert screens[0] == screens[1], seats
        assert "pause" in [x["moment"][0] for x in screens[0]]


def test_an_attempt_that_would_end_the_game_has_its_moment_before_the_game_ends():
    # Nobody can cancel: the engine doubled Ann's Asteroid Belt token to 1024 and ended the game
    # within the step. The screen still asks "Anyone answering?", the game not yet over.
    tracks = {**TRACKS, "asteroid_belt": {0: 512}}
    ran = []
    for hands in SAME_SIZE_DEALS:
        state = scenario(3, tracks=tracks, hands=hands, turn_order=[0, 1, 2, 3, 4], step="turn")
        ran.append(moments_shown(["human"] * 3, hands, _close, state, "asteroid_belt"))
    (closed, first, after_closed), (opened, second, after_opened) = ran
    assert closed == [False] and opened == [True]
    assert first == second and first[0]["moment"][0] == "anyone" and not first[0]["over"]
    assert after_closed.shown_game().is_over and after_opened.shown_game().is_over  # the moment over, so is the game


def shows_its_event(s):
    """Whether the table shown is the moment's event pending in its open window (the attempt or
    card it is, or the card played into the window), the game not over."""
    stage = s.reaction_screen().stage
    window = s.shown_game().window
    if window is None or s.shown_game().is_over:
        return False
    if stage.kind == "answer":
        return bool(window["chain"]) and window["chain"][-1]["card"] == stage.card
    event = window["event"]
    return not window["chain"] and (event["kind"], event["by"], event["site"]) == (stage.kind, stage.by, stage.site)


def test_every_moment_of_whole_games_shows_its_event_pending():
    # The public moments, the pauses and a claimant's word that nothing of theirs answers, from
    # the set-up's first attempts on (Earth alone to choose: the engine attempts it by itself),
    # whether or not the engine resolved the event at once.
    import random

    from sixbillion_ui.session import Session

    checked = 0
    for seats, seed in ((["human"] * 3, 1), (["human", "human", "ai:easy"], 8), (["human", "ai:easy", "ai:easy"], 5)):
        s = Session.new("g", players(seats), seed)
        rnd = random.Random(seed)
        for _ in range(1500):
            screen = s.reaction_screen()
            if screen.kind in ("anyone", "pause") or (screen.kind == "private" and not screen.can_answer):
                assert shows_its_event(s), (seed, s.reaction_screen())
                checked += 1
            if not drive(s, rnd, 1):
                break
    assert checked > 100, checked


def refused_and_taken_back(ann: list[str]) -> list[list[str]]:
    """Cat's Double in round 1; Bob claims and answers it with Famine; Cat refuses under the
    Opening Treaty; Bob takes Famine back (the moment goes on); nobody else answers. The log as
    the screen shows it after each step, checked to keep every line once shown, where it was."""
    tracks = {"earth": {0: 4, 1: 2, 2: 2, 3: 1, 4: 1}, "mars": {0: 2}}
    hands = [ann, ["famine.dollar"], ["double_self.dollar"]]
    state = scenario(3, tracks=tracks, hands=hands, turn_order=[2, 0, 1, 3, 4], step="actions")
    s = Session.resume("g", state, Players(["Ann", "Bob", "Cat"], ["red", "blue", "green"], ["human"] * 3))
    seen: list[list[str]] = []

    def look():
        log = [line.text for line in s.visible_log()]
        if seen:
            assert log[: len(seen[-1])] == seen[-1], (seen[-1], log)
        seen.append(log)

    def choose(kind):
        if s.needs_handoff() is not None:
            s.confirm_handoff()
        s.act(next(a for a in s.legal() if type(a).__name__ == kind))
        look()

    choose("Play")
    s.claim(1)
    look()
    choose("React")
    assert seen[-1][-1] == "Opening Treaty: Bob asks Cat to allow Famine on their Earth token."
    choose("Refuse")
    choose("TakeBack")
    assert s.reaction_screen().kind == "anyone"  # the moment goes on: does anyone else answer?
    assert seen[-1][-1] == "Bob takes Famine back."
    # and so after a reload, from the moment the page kept or the game's record
    saved = from_json(to_json(s.state))
    again = Session.resume("g", saved, s.players, [], json.loads(json.dumps(s.moment_record())))
    assert [line.text for line in again.visible_log()] == seen[-1]
    again = Session.resume("g", saved, s.players, [])
    again.restore_table(json.loads(json.dumps(s.table_data())))
    assert [line.text for line in again.visible_log()] == seen[-1]
    s.close_moment()
    look()
    assert seen[-1][-2] == "Nobody cancels: Cat's Earth token doubles, 2 → 4."
    return seen


def test_a_refused_answer_taken_back_keeps_its_lines_in_the_log():
    # A play-test saw the request and the refusal vanish from the log, and "Bob takes Famine
    # back" come only after "Nobody answers". Whether Ann could cancel it too does not show.
    assert refused_and_taken_back([]) == refused_and_taken_back(["pestilence.dollar"])
