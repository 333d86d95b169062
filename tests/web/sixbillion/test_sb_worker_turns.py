"""A whole game of 6 Billion between computer players as the page plays it, headless: the
shell's loop (shell.computer_turns) asks the AI worker's own Python entry (game.ai.worker.decide,
what web/ai_worker.js calls with the same request) for each move from the mover's view only,
each move is saved and read back as the page keeps it, and the reaction moments' pause ends as
the page's timer ends it."""

import asyncio
import json

import pytest
from at_the_table import players

from game.ai.worker import decide
from game.sixbillion import from_json, to_json, view, winners
from shell.computer_turns import AiRequest, ComputerTurns
from sixbillion_ui.session import Session
from tests.web.conftest import FakeClock, run_alone


class WorkerEntry:
    """The AI worker in-process: each request passed to its Python entry as the worker passes
    it (web/ai_worker.js: `decide(m.game, m.view, m.spec, m.seed, m.maxSeconds)`)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.asked: list[AiRequest] = []

    async def choose(self, request: AiRequest) -> str:
        self.asked.append(request)
        mover = self.session.ai_to_move()
        assert mover is not None and request["view"] == to_json(view(self.session.state, mover))  # its view only
        return decide(request["game"], request["view"], request["spec"], request["seed"], request["maxSeconds"])


class Table:
    """The page as the loop sees it: a computer is due when the session says one is to move;
    each move it applied is saved (the engine's JSON) and must read back as the same game."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.saves = 0
        self.said: list[str] = []

    def game_due(self) -> Session | None:
        s = self.session
        return s if not s.state.is_over and s.ai_to_move() is not None else None

    def waiting(self) -> bool:
        return False

    async def wait_pace(self, session: Session, asked_at: float) -> None:
        await asyncio.sleep(0)

    async def moved(self, session: Session) -> None:
        saved = to_json(session.state)
        assert to_json(from_json(saved)) == saved
        self.saves += 1

    def worker_failed(self, error: Exception) -> None:
        self.said.append(f"could not decide: {error}")

    def impossible_move(self, error: Exception) -> None:
        self.said.append(f"impossible: {error}")


async def play_to_the_end(table: Table, turns: ComputerTurns) -> int:
    """The loop's turns until the game ends; between them, the only thing the page does by
    itself is to end a reaction moment's pause (sixbillion_page.panel.end_pause). Returns the
    pauses ended."""
    s, pauses = table.session, 0
    while not s.state.is_over:
        await turns.play()
        assert table.said == []
        if s.state.is_over:
            break
        assert s.reaction_screen().kind == "pause", "nobody due, no pause: the game would wait for ever"
        s.pause_shown()
        pauses += 1
    return pauses


@pytest.mark.parametrize(("seats", "seed"), [(["ai:easy", "ai:greedy", "ai:random"], 7), (["ai:greedy"] * 4, 19)])
def test_computer_players_play_a_whole_game_through_the_loop_and_the_workers_entry(seats, seed):
    session = Session.new("g", players(seats), seed)
    table, worker = Table(session), WorkerEntry(session)
    pauses = run_alone(play_to_the_end(table, ComputerTurns(table, worker, FakeClock())))

    assert session.state.is_over and winners(session.state)
    assert table.saves == len(worker.asked) > 100
    assert pauses > 0  # reaction moments came, and each pause was ended as the page ends it
    specs = {"ai:easy": "ismcts:easy", "ai:greedy": "greedy", "ai:random": "random"}
    for request in worker.asked:
        viewer = json.loads(request["view"])["viewer"]
        assert request["game"] == "sixbillion" and request["spec"] == specs[seats[viewer]]
    assert len({r["seed"] for r in worker.asked}) == len(seats)  # one bot seed per seat
