"""The computer players' pause always ends (issue 35): a newcomer's games stopped for ever on
"Waiting for answers…" — after refusing an Opening Treaty request, and after a doubling whose
moment began afresh with the same stage at its head. The page's timer (PauseTimer) is driven
here as the page drives it: a timer started at a redraw that shows a new pause, ending at some
later moment, in any order with the computer players' moves and the humans' choices."""

import random
from dataclasses import replace

from game.sixbillion import legal_actions
from shell.players import Players
from sixbillion_ui.pause_timer import PauseTimer
from sixbillion_ui.session import Session

SEATINGS = (["human", "ai:easy", "ai:easy"], ["human", "human", "ai:easy"])


def play(seed: int, seats: list[str], steps: int = 3000) -> str | None:
    """A whole game with random choices, the page's timers and computer loop interleaved at
    random; what was on screen when nothing more could happen (None: the game ended)."""
    rnd = random.Random(seed)
    names, colours = ["Ann", "Bob", "Cleo"], ["red", "blue", "green"]
    s = Session.new("g", Players(names, colours, seats), seed)
    timer, timers, loop = PauseTimer(), [], False

    def redraw(play_computers: bool = True) -> None:
        nonlocal loop
        pause = timer.start(s)
        if pause is not None:
            timers.append(pause)
        loop = loop or (play_computers and s.ai_to_move() is not None)

    redraw()
    for _ in range(steps):
        if s.state.is_over:
            return None
        screen = s.reaction_screen()
        loop = loop and s.ai_to_move() is not None
        handoff = s.needs_handoff()
        human = screen.kind == "anyone" or handoff is not None or (screen.kind == "private" and not screen.can_answer)
        human = human or (screen.kind != "pause" and s.ai_to_move() is None and bool(s.legal()))
        choices = ["timer"] * bool(timers) + ["computer"] * loop + ["human"] * human
        if not choices:
            return f"{screen.kind}: {s.status_text()}"
        choice = rnd.choice(choices)
        if choice == "timer":
            if timer.ends(s, timers.pop(0)):
                s.pause_shown()
                redraw()
        elif choice == "computer":
            s.act(rnd.choice(legal_actions(s.state)))
            redraw(play_computers=False)  # the loop goes on by itself while a computer is to move
        elif screen.kind == "anyone":
            s.claim(rnd.choice(screen.claimable)) if rnd.random() < 0.3 else s.close_moment()
            redraw()
        elif handoff is not None:
            s.confirm_handoff()
            redraw(play_computers=False)
        elif screen.kind == "private" and not screen.can_answer:
            s.nothing_answers(screen.player)
            redraw()
        else:
            s.act(rnd.choice(s.legal()))
            redraw()
    return "no end in sight"


def test_whole_games_never_wait_for_ever():
    # Before the fix, games of both seatings among these seeds stopped on a pause no timer ended.
    for seats in SEATINGS:
        stuck = {seed: why for seed in range(14) if (why := play(seed, seats)) is not None}
        assert stuck == {}, (seats, stuck)


def test_a_timer_ends_only_its_own_pause_and_an_interrupted_one_is_timed_afresh():
    s = Session.new("g", Players(["Ann", "Bob", "Cleo"], ["red", "blue", "green"], SEATINGS[1]), 6)
    timer = PauseTimer()
    while s.reaction_screen().kind != "pause":  # Bob's free doubling, closed by Ann
        screen = s.reaction_screen()
        s.close_moment() if screen.kind == "anyone" else s.act(s.legal()[0])
    first = timer.start(s)
    assert first is not None and timer.start(s) is None  # one timer for one pause
    other = Session.new("g", Players(["Ann", "Bob", "Cleo"], ["red", "blue", "green"], SEATINGS[1]), 6)
    assert not timer.ends(other, first)  # another game at the table: not its pause
    s.asking = replace(s.asking, pause=s.asking.pause + 1)  # armed again meanwhile
    assert not timer.ends(s, first)  # a late timer never shortens a later pause
    assert timer.start(s) == first + 1
