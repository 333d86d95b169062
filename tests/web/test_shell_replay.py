"""Watching a game again: every position is the game as it was, stepping back and forth,
jumping between rounds and phases, at the speeds offered."""

import random

import pytest

import game.charon as charon
import game.sixbillion as sixbillion
from game.charon import apply, from_json, legal_actions, new_game, to_json, view
from shell.replay import SPEEDS, Replay, ReplayUnavailable


def chapter(state):
    return (state.round, state.phase)


def finished(players=3, seed=6):
    rng = random.Random(seed)
    state, states = new_game(players, seed), []
    states.append(state)
    while not state.is_over:
        state = apply(state, rng.choice(legal_actions(state)))
        states.append(state)
    return state, states


def replay_of(state) -> Replay:
    return Replay.of(charon, chapter, state)


def test_every_position_is_the_game_as_it_was():
    final, states = finished()
    replay = replay_of(final)
    assert replay.last == len(states) - 1
    for i in (0, 1, len(states) // 2, replay.last):
        replay.go(i)
        assert to_json(replay.state) == to_json(states[i])


def test_an_exported_game_replays_the_same_from_its_file():
    final, _ = finished(4, 2)
    again = from_json(to_json(final))  # what another device reads from the file
    a, b = replay_of(final), replay_of(again)
    assert [to_json(s) for s in a.states] == [to_json(s) for s in b.states]


def test_stepping_back_and_forth_stops_at_the_ends():
    final, states = finished(2, 3)
    replay = replay_of(final)
    assert not replay.back() and replay.position == 0
    assert replay.forward() and replay.forward() and replay.back()
    assert to_json(replay.state) == to_json(states[1])
    replay.go(10**6)
    assert replay.position == replay.last and not replay.forward()
    assert replay.state.is_over


def test_chapters_are_the_rounds_and_phases_in_order():
    final, _ = finished(3, 9)
    replay = replay_of(final)
    keys = [c.key for c in replay.chapters]
    assert keys[0][0] == 1 and keys[-1] == (4, "over")
    assert [k[0] for k in keys] == sorted(k[0] for k in keys)  # rounds never go back
    rounds = {k[0] for k in keys}
    assert rounds == {1, 2, 3, 4}
    replay.go(0)
    replay.next_chapter()
    assert replay.position == replay.chapters[1].index
    replay.forward()
    replay.previous_chapter()
    assert replay.position == replay.chapters[1].index
    replay.previous_chapter()
    assert replay.position == 0


def test_speeds_from_half_to_four_times():
    final, _ = finished(2, 1)
    replay = replay_of(final)
    delays = []
    for speed in SPEEDS:
        replay.set_speed(speed)
        delays.append(replay.delay_ms())
    assert SPEEDS[0] == 0.5 and SPEEDS[-1] == 4.0 and delays == sorted(delays, reverse=True)
    with pytest.raises(ValueError):
        replay.set_speed(3.0)


def test_a_game_without_history_cannot_be_replayed():
    with pytest.raises(ReplayUnavailable):
        Replay(charon.start_from, charon.step, chapter, None, None)
    state, _ = finished()
    with pytest.raises(ReplayUnavailable):
        Replay.of(charon, chapter, view(state, 0))  # a player's view keeps no seed or history


def _sixbillion_positions(state):
    """A 6 Billion game played on with random legal actions: every position on the way."""
    rng = random.Random(4)
    states = [state]
    while not state.is_over and len(states) < 120:
        state = sixbillion.apply(state, rng.choice(sixbillion.legal_actions(state)))
        states.append(state)
    return states


@pytest.mark.parametrize(
    "begin",
    [
        lambda: sixbillion.new_game(3, 5, discovery_track=True),
        lambda: sixbillion.scenario(
            2, tracks={"earth": {0: 4, 1: 2, 2: 2}}, hands=[["double_self.dollar"], []], seed=2
        ),
    ],
    ids=["discovery-track", "scenario"],
)
def test_a_6_billion_game_replays_from_its_own_start(begin):
    states = _sixbillion_positions(begin())
    replay = Replay.of(sixbillion, lambda s: s.round, states[-1])
    assert replay.last == len(states) - 1
    assert [sixbillion.to_json(s) for s in replay.states] == [sixbillion.to_json(s) for s in states]


@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_a_replay_with_a_chosen_hand_names_that_seat_in_its_private_lines(game):
    # Whoever watches a finished game again picks whose hand to see ("Only Bea saw these" on
    # the board); the log's private lines then say whose they were, not "You…".
    names = ["Ann", "Bea", "Cal"]
    if game == "charon":
        from charon_ui import replay_table

        final, _ = finished(3, 6)
        replay = Replay.of(charon, replay_table.chapter, final)
    else:
        from sixbillion_ui import replay_table

        states = _sixbillion_positions(sixbillion.new_game(3, 5, discovery_track=True))
        replay = Replay.of(sixbillion, replay_table.chapter, states[-1])
    told = replay_table.step_lines(replay.states, replay.events, names, "Ann, Bea, Cal")
    log = replay_table.log_upto(told, replay.last, 1)
    private = [line.text for line in log if line.audience == 1]
    assert private and private[0].startswith("Bea is dealt: ")
    assert not any(text.startswith(("You", "Your")) for text in private)
    assert not any(line.audience not in (None, 1) for line in log)  # nobody else's hand


class _Page:
    """The page as a replay view asks it: what the player is told."""

    def __init__(self):
        self.told: list[str] = []
        self.messages = self

    def show(self, text, *args, **kwargs):
        self.told.append(text)


@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_a_replay_view_tells_every_position_or_says_why_there_is_none(game):
    from shell.players import Players
    from shell.replay_view import ToldReplay

    if game == "charon":
        from charon_ui import replay_table

        engine, final = charon, finished(3, 6)[0]
    else:
        from sixbillion_ui import replay_table

        engine, final = sixbillion, _sixbillion_positions(sixbillion.new_game(3, 5))[-1]
    page = _Page()
    told = ToldReplay(page, engine, replay_table)
    assert told.build(engine.view(final, 0), Players(["Ann", "Bea", "Cal"], ["red", "blue", "green"])) is None
    assert page.told == ["This game was saved without its history, so it cannot be replayed."]
    replay = told.build(final, Players(["Ann", "Bea", "Cal"], ["red", "blue", "green"]))
    assert replay is not None and len(told.told) == replay.last + 1 and page.told[1:] == []
    assert told.chapter_title(replay.chapter_at().key) == replay_table.chapter_title(replay_table.chapter(replay.state))
