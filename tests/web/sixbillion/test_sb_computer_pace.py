"""How long the table waits for computer players' moves (shell.computer_players waits the pace
times the session's `ai_pace_share` before each): a computer's turn is many small steps, and a
newcomer's game against two easy computers had waits of 10-30 s between their own decisions."""

from game.sixbillion.state import DISCARD, DRAW, FREE_DOUBLE
from shell.seating import DEFAULT_PACE_MS
from tests.web.sixbillion.at_the_table import played_through


def paced_waits(seats, seed):
    """The table's waits for pace, in seconds, between two decisions of the human: one a stretch."""
    waits, wait, kinds = [], 0.0, set()
    for s in played_through(seats, seed, 3000):
        if s.ai_to_move() is not None:
            share = s.ai_pace_share()
            st = s.state
            quick = st.window is None and st.pending is None and st.step in (FREE_DOUBLE, DISCARD, DRAW)
            kinds.add(quick)
            if quick:
                assert share <= 0.25
            elif s.reaction_screen().kind != "pause":
                assert share == 1  # a card played, a doubling, a migration: followed at the full pace
            wait += DEFAULT_PACE_MS / 1000 * share
        elif s.reaction_screen().kind != "pause" and s.legal():
            waits.append(wait)
            wait = 0.0
    assert kinds == {True, False}
    return waits


def test_a_computer_s_free_doublings_discard_and_draws_are_quick_steps():
    for seed in range(2):
        waits = paced_waits(["human", "ai:easy", "ai:easy"], seed)
        # two computers' turns of many steps: at the full pace for every step, 19-26 s
        assert max(waits) < 13
