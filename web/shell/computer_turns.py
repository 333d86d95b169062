"""The computer players' turns, for any game and any page (the game page and the embedded
demo share it): while a computer is to move, ask the worker for its move from its view, wait
out the pace, apply the move through the engine's checked entry and let the page show it.

Pure Python: the worker, the clock and the page are parameters (`Decider`, `Clock`,
`TurnsHost`), so that the loop runs under CPython in the tests with fakes of all three.
"""

import json
from typing import Any, Protocol, TypedDict


class AiRequest(TypedDict):
    """What the AI worker (web/ai_worker.js) needs for one decision: the game's key, the mover's
    view only (its JSON, hidden cards "?"), the bot's spec, its seed and its time cap."""

    game: str
    view: str
    spec: str
    seed: int
    maxSeconds: float | None


class TurnSession(Protocol):
    """A game at the table as the loop sees it (shell.table_session.TableSession)."""

    @property
    def state(self) -> Any: ...
    def ai_request(self) -> AiRequest: ...
    def act(self, action: Any) -> Any: ...  # ValueError (the engine's refusal) for an illegal move
    def action_from_json(self, data: Any) -> Any: ...  # ValueError for what is no action


class Decider(Protocol):
    """The computer players' worker (shell.ai_client.AiWorker)."""

    async def choose(self, request: AiRequest) -> str: ...


class Clock(Protocol):
    def now(self) -> float: ...  # milliseconds
    async def sleep(self, seconds: float) -> None: ...
    async def after_paint(self) -> None: ...  # the browser has shown what was drawn


class TurnsHost(Protocol):
    """What the loop asks of the page that hosts it."""

    def game_due(self) -> TurnSession | None: ...  # the game at the table if a computer is to move in it
    def waiting(self) -> bool: ...  # the game waits (another game is watched meanwhile)
    async def wait_pace(self, session: Any, asked_at: float) -> None: ...  # the least time between moves
    async def moved(self, session: Any) -> None: ...  # a computer's move was applied: save it, show it
    def worker_failed(self, error: Exception) -> None: ...  # the worker could not decide: the loop stops
    def impossible_move(self, error: Exception) -> None: ...  # it chose a move the engine refused: stops


class ComputerTurns:
    def __init__(self, host: TurnsHost, worker: Decider, clock: Clock):
        self.host, self.worker, self.clock = host, worker, clock
        self.running = False

    async def play(self) -> None:
        """Computer moves one by one while it is a computer's turn (once at a time: a second
        call while the first plays returns at once)."""
        if self.running:
            return
        self.running = True
        try:
            await self._play()
        finally:
            self.running = False

    async def _play(self) -> None:
        host, clock = self.host, self.clock
        while (s := host.game_due()) is not None:
            if host.waiting():
                await clock.sleep(0.25)
                continue
            before = s.state
            # Let the browser show the last move first, so that the main thread is idle while
            # the bot thinks.
            await clock.after_paint()
            if host.game_due() is not s or s.state is not before:
                continue
            asked_at = clock.now()
            try:
                text = await self.worker.choose(s.ai_request())
            except Exception as error:  # noqa: BLE001 - the worker's failure, said by the page
                host.worker_failed(error)
                return
            # Always waits at least once, so that the move is shown in a task of its own.
            await host.wait_pace(s, asked_at)
            if host.game_due() is not s or s.state is not before:
                continue  # another game was started or resumed meanwhile, or a move undone
            try:
                s.act(s.action_from_json(json.loads(text)))
            except ValueError as error:  # the engine's refusal (IllegalAction is a ValueError), or bad JSON
                host.impossible_move(error)
                return
            await host.moved(s)
