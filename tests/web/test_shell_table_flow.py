"""The table's flow with a game it has never heard of: a toy engine (players take turns adding
1 or 2 to a shared count; whoever reaches 7 wins; each player's last draw is secret) run by
the shell's session (who the screen shows, hand-offs, what the AI worker is sent) and the
computer players' loop (shell.computer_turns) with a fake worker and clock. Nothing here
imports Charon: that is the proof that the table knows no game."""

import asyncio
import json
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

import pytest

from shell import seating
from shell.computer_turns import ComputerTurns
from shell.log import LogLine
from shell.players import Players
from shell.table_session import TableEngine, TableSession
from tests.web.conftest import FakeClock, run_alone

GOAL = 7


@dataclass(frozen=True)
class Toy:
    count: int
    to_move: int | None
    players: int
    secret: tuple[int | None, ...]  # each player's last added amount: only they may see it
    history: tuple[int, ...] | None = ()


class Refused(ValueError):
    pass


class ToyEngine:
    key = "toy"

    def to_move(self, state: Toy) -> int | None:
        return state.to_move

    def view(self, state: Toy, player: int) -> Toy:
        return replace(state, secret=tuple(s if i == player else None for i, s in enumerate(state.secret)))

    def to_json(self, state: Toy) -> str:
        return json.dumps({"count": state.count, "to_move": state.to_move, "secret": list(state.secret)})

    def has_history(self, state: Toy) -> bool:
        return state.history is not None

    def round_of(self, state: Toy) -> int:
        return 1

    def action_from_json(self, data: Any) -> int:
        if data not in (1, 2):
            raise Refused(f"{data!r} is not an action")
        return int(data)


def apply(state: Toy, action: int) -> Toy:
    if state.to_move is None or action not in (1, 2):
        raise Refused(f"{action} is not legal now")
    count = state.count + action
    secret = tuple(action if i == state.to_move else s for i, s in enumerate(state.secret))
    nxt = None if count >= GOAL else (state.to_move + 1) % state.players
    return Toy(count, nxt, state.players, secret, (*(state.history or ()), action))


@dataclass
class ToySession(TableSession):
    engine: ClassVar[TableEngine] = ToyEngine()
    acted: list[int] = field(default_factory=list)

    def act(self, action: int) -> None:
        self.state = apply(self.state, action)
        self.acted.append(action)
        self.log.append(LogLine(f"+{action}", 1, (len(self.acted) % self.state.players,)))


def toy(seats: list[str], seed: int = 3) -> ToySession:
    players = Players(seating.default_names(seats), ["a", "b", "c"][: len(seats)], seats, seed)
    return ToySession("t1", Toy(0, 0, len(seats), (None,) * len(seats)), players)


class FakeWorker:
    """Answers with scripted moves; records what it was asked."""

    def __init__(self, answers: list[str]):
        self.answers, self.asked = list(answers), []

    async def choose(self, request: dict) -> str:
        self.asked.append(request)
        answer = self.answers.pop(0)
        if answer == "crash":
            raise RuntimeError("the worker died")
        return answer


class FakeTable:
    """The page as the loop sees it: the game at the table, its saves, what it said."""

    def __init__(self, session: ToySession):
        self.session: ToySession | None = session
        self.saved: list[int] = []
        self.said: list[str] = []
        self.watching = 0  # rounds of the loop spent waiting while a replay is watched
        self.on_move: Any = None

    def game_due(self):
        s = self.session
        return s if s is not None and s.ai_to_move() is not None else None

    def waiting(self) -> bool:
        if self.watching:
            self.watching -= 1
            return True
        return False

    async def wait_pace(self, session, asked_at: float) -> None:
        await asyncio.sleep(0)

    async def moved(self, session) -> None:
        self.saved.append(session.state.count)
        if self.on_move is not None:
            self.on_move()

    def worker_failed(self, error: Exception) -> None:
        self.said.append(f"could not decide: {error}")

    def impossible_move(self, error: Exception) -> None:
        self.said.append(f"impossible: {error}")


def run(table: FakeTable, worker: FakeWorker) -> ComputerTurns:
    turns = ComputerTurns(table, worker, FakeClock())
    run_alone(turns.play())
    return turns


def test_the_computers_play_until_a_human_is_to_move_each_seeing_only_its_view():
    s = toy(["human", "ai:easy", "ai:hard"])
    s.act(2)  # the human's move: two computers follow
    table, worker = FakeTable(s), FakeWorker(["1", "2"])
    turns = run(table, worker)
    assert s.state.count == 5 and s.to_move == 0 and table.saved == [3, 5] and not turns.running
    first, second = worker.asked
    assert first["game"] == "toy" and first["spec"] == "ismcts:easy" and second["spec"] == "ismcts:hard"
    assert first["seed"] == seating.bot_seed("toy", 3, 1) != second["seed"]
    assert json.loads(first["view"])["secret"] == [None, None, None]  # the human's draw is hidden from it
    assert json.loads(second["view"])["secret"] == [None, None, None]  # and so is the other computer's
    assert first["maxSeconds"] == seating.TIME_CAPS["easy"]


def test_an_impossible_move_is_refused_and_said_and_the_game_is_unchanged():
    s = toy(["ai:random", "human"])
    table = FakeTable(s)
    run(table, FakeWorker(["3"]))
    assert s.state.count == 0 and table.saved == [] and table.said == ["impossible: 3 is not an action"]
    run(table, FakeWorker(["not json"]))
    assert s.state.count == 0 and table.said[-1].startswith("impossible: ")


def test_a_worker_that_fails_is_said_once_and_the_loop_stops():
    table = FakeTable(toy(["ai:greedy", "ai:greedy"]))
    worker = FakeWorker(["1", "crash", "1"])
    run(table, worker)
    assert table.saved == [1] and table.said == ["could not decide: the worker died"] and len(worker.asked) == 2


def test_a_game_of_computers_is_played_to_its_end_and_waits_while_a_replay_is_watched():
    s = toy(["ai:easy", "ai:medium", "ai:hard"])
    table = FakeTable(s)
    table.watching = 3
    run(table, FakeWorker(["2"] * 4))
    assert s.state.count == 8 and s.to_move is None and table.saved == [2, 4, 6, 8] and table.watching == 0


def test_a_move_chosen_for_a_game_no_longer_at_the_table_is_dropped():
    s = toy(["ai:easy", "ai:easy"])
    table = FakeTable(s)
    other = toy(["ai:easy", "human"])

    class Switching(FakeWorker):
        async def choose(self, request: dict) -> str:
            answer = await super().choose(request)
            if len(self.asked) == 1:
                table.session = other  # the player started another game while the bot thought
            return answer

    run(table, Switching(["2", "1"]))
    assert s.state.count == 0  # the first game's move was never applied
    assert other.state.count == 1 and other.to_move == 1


def test_the_loop_runs_once_at_a_time():
    table = FakeTable(toy(["ai:easy", "human"]))
    turns = ComputerTurns(table, FakeWorker(["1"]), FakeClock())

    async def twice():
        await asyncio.gather(turns.play(), turns.play())

    run_alone(twice())
    assert table.saved == [1]


def test_who_the_screen_shows_with_one_human_several_or_none():
    alone = toy(["ai:easy", "human", "ai:hard"])
    assert alone.sole_human == 1 and alone.needs_handoff() is None and alone.reader() == 1
    assert alone.ai_to_move() == 0 and alone.thinking_text() == "Easy bot 1 is thinking…"
    hot_seat = toy(["human", "human", "ai:easy"])
    assert hot_seat.sole_human is None and hot_seat.reader() is None
    assert hot_seat.needs_handoff() == 0  # the device goes to the first player before their hand shows
    hot_seat.confirm_handoff()
    assert hot_seat.needs_handoff() is None
    hot_seat.act(1)
    assert hot_seat.needs_handoff() == 1 and hot_seat.thinking_text() == ""
    with pytest.raises(ValueError, match="not a computer player's turn"):
        hot_seat.ai_request()
    assert toy(["ai:easy", "ai:hard"]).sole_human is None


def test_the_log_kept_with_a_save_only_without_a_history():
    s = toy(["human", "human"])
    s.act(1)
    assert s.log_texts() == []  # told again from the history when resumed
    s.state = replace(s.state, history=None)
    assert s.log_texts() == ["+1"]
