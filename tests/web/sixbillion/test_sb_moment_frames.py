"""The shared-screen rule at the level of the page's frames (issue 35 §3): with computer players
at the table, the screens shown around a reaction moment — their order, how many, what each
shows, and which of them a computer player's move brings — are the same whether or not a
computer player holds a card that answers. The computer players decide within the moment's
public pause; nothing of their thinking shows."""

from game.sixbillion import FreeDouble, Pass
from shell.players import Players
from sixbillion_ui.session import Session
from tests.web.sixbillion.at_the_table import position, shown

# Cleo (a computer player) holds a card of the same size in both deals: Death cannot answer
# Ann's free doubling, Pestilence can (the engine then asks Cleo, privately).
COMPUTER_DEALS = [
    [[], [], ["death.dollar"]],
    [[], [], ["pestilence.dollar"]],
]
SEATS = {
    "two humans": ["human", "human", "ai:easy"],
    "one human": ["human", "ai:easy", "ai:easy"],
}


def frame(s: Session) -> dict:
    """What the page shows after a render: the screen (shown) and the board's status line."""
    return {**shown(s), "status": s.status_text(), "seat": s.public_seat()}


def play_page(seats, hands, think_first=True, claimant=None):
    """Ann attempts to double at Earth (then at Mars); the page runs as it does: the humans
    close each public moment, the pause's timer ends, the computer loop applies a computer's
    answer (a pass: the deals differ only in the cards) and the page renders after each.
    `think_first`: the computer decides before the pause's timer ends (at the table's usual
    pace), else after it; `claimant`: a human who claims the device at each public moment.
    Returns the frames shown (a render that changes nothing shows nothing new) and how many
    of the computer loop's moves changed the screen."""
    s = Session.resume("g", position(hands), Players(["Ann", "Bob", "Cleo"], ["red", "blue", "green"], seats))
    s.act(FreeDouble("earth"))
    frames, computer_changes = [frame(s)], 0
    for _ in range(100):
        screen = s.reaction_screen()
        if s.ai_to_move() is not None and (think_first or screen.kind != "pause" or screen_paused(s)):
            s.act(Pass())
            now = frame(s)
            computer_changes += now != frames[-1]
        elif screen.kind == "pause":
            s.pause_shown()
            now = frame(s)
        elif screen.kind == "anyone":
            if claimant in screen.claimable:
                s.claim(claimant)
            else:
                s.close_moment()
            now = frame(s)
        elif screen.kind == "private" and not screen.can_answer:
            s.nothing_answers(screen.player)
            now = frame(s)
        else:
            break
        if now != frames[-1]:
            frames.append(now)
    return frames, computer_changes


def screen_paused(s: Session) -> bool:
    return s.asking.paused


def test_the_frames_are_the_same_whether_or_not_a_computer_player_holds_a_card():
    for name, seats in SEATS.items():
        for think_first in (True, False):
            seen = [play_page(seats, hands, think_first) for hands in COMPUTER_DEALS]
            (frames_a, changes_a), (frames_b, changes_b) = seen
            assert frames_a == frames_b, (name, think_first)
            if think_first:
                assert changes_a == changes_b == 0, name  # a computer's answer shows with the pause's end
            kinds = [f["moment"][0] for f in frames_a]
            assert "pause" in kinds, name
            assert all(not f["thinking"] for f in frames_a), name  # nobody is named as thinking
            assert frames_a[-1]["log"][-1] != frames_a[0]["log"][-1]  # the attempts resolved, and told


def test_a_claimant_s_moment_looks_the_same_whether_or_not_a_computer_player_holds_a_card():
    # Bob claims the device (he holds nothing that answers); Cleo, a computer player after him in
    # turn order, holds Pestilence or not: the pause comes before Bob's moment and after it alike
    (frames_a, changes_a), (frames_b, changes_b) = (
        play_page(SEATS["two humans"], hands, claimant=1) for hands in COMPUTER_DEALS
    )
    assert frames_a == frames_b and changes_a == changes_b == 0
    kinds = [f["moment"][:2] for f in frames_a]
    assert ("private", 1) in kinds and kinds.count(("pause", None)) >= 2


def test_with_one_human_there_is_no_public_moment_only_the_pause():
    frames, _changes = play_page(SEATS["one human"], COMPUTER_DEALS[1])
    kinds = [f["moment"][0] for f in frames]
    assert "anyone" not in kinds and "pause" in kinds
    frames, _changes = play_page(SEATS["two humans"], COMPUTER_DEALS[1])
    assert "anyone" in [f["moment"][0] for f in frames]


def test_the_page_names_no_player_asked_during_a_moment():
    # body[data-to-move] (Session.public_seat) says 'table' while the moment is public, whoever
    # the engine asks privately; the claimant's seat in their own moment; Ann's once her turn goes on.
    for hands in ([[], [], []], [[], ["pestilence.dollar"], []]):
        s = Session.resume(
            "g", position(hands), Players(["Ann", "Bob", "Cleo"], ["red", "blue", "green"], ["human"] * 3)
        )
        s.act(FreeDouble("earth"))
        assert s.reaction_screen().kind == "anyone" and s.public_seat() == "table"
        s.claim(1)
        assert s.reaction_screen().kind == "private" and s.public_seat() == "1"
        for _ in range(20):
            screen = s.reaction_screen()
            if screen.kind == "anyone":
                s.close_moment()
            elif screen.kind == "private" and screen.can_answer:
                s.act(Pass())
            elif screen.kind == "private":
                s.nothing_answers(screen.player)
            else:
                break
        assert s.public_seat() == "0"  # Ann's turn goes on: a public decision


def test_a_computer_s_answer_within_the_pause_is_not_paced_as_a_move_that_shows():
    # the table waits out the pace only between moves that show (shell.computer_players): an
    # answer within the pause shows nothing until the pause ends, so waiting would lengthen the
    # pause only when a computer player holds a card that answers
    seats = SEATS["two humans"]
    s = Session.resume(
        "g", position(COMPUTER_DEALS[1]), Players(["Ann", "Bob", "Cleo"], ["red", "blue", "green"], seats)
    )
    s.act(FreeDouble("earth"))
    s.close_moment()
    assert s.reaction_screen().kind == "pause" and s.ai_to_move() == 2
    assert s.ai_pace_share() == 0
    s.act(Pass())
    s.pause_shown()
    assert s.reaction_screen().kind != "pause" and s.ai_pace_share() > 0


def test_a_computer_s_answer_within_the_pause_is_capped_to_fit_in_it():
    from shell.seating import time_cap
    from sixbillion_ui.reactions import ANSWER_S, PAUSE_S

    seats = ["human", "human", "ai:hard"]
    s = Session.resume(
        "g", position(COMPUTER_DEALS[1]), Players(["Ann", "Bob", "Cleo"], ["red", "blue", "green"], seats)
    )
    s.act(FreeDouble("earth"))
    s.close_moment()
    assert s.reaction_screen().kind == "pause" and s.ai_to_move() == 2
    assert s.ai_request()["maxSeconds"] == ANSWER_S < PAUSE_S < time_cap("ai:hard")


def test_a_sole_human_s_pass_stays_in_the_log_through_the_pause_after_it():
    # Bob, the one human, holds Pestilence: his private moment, he passes; the pause comes again
    # (for the computer players after him) and the log keeps his "You pass."
    seats = ["ai:easy", "human", "ai:easy"]
    s = Session.resume(
        "g", position([[], ["pestilence.dollar"], []]), Players(["Ann", "Bob", "Cleo"], ["red", "blue", "green"], seats)
    )
    s.act(FreeDouble("earth"))
    assert s.reaction_screen().kind == "pause"
    s.pause_shown()
    assert s.reaction_screen().kind == "private" and s.reaction_screen().player == 1
    s.act(Pass())
    assert s.reaction_screen().kind == "pause"
    texts = [line.text for line in s.visible_log()]
    assert texts[-1] == "You pass." and not any("doubles" in t for t in texts)
