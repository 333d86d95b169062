"""The computer players' turns on a page: the loop of shell.computer_turns with the browser's
worker (shell.ai_client) and clock. The page (`PlayersHost`) says which game is at the table,
saves and shows each move; the game waits while a replay is watched. Each decision's times are
left on `window` for the tests and benchmarks."""

import asyncio
from typing import Any, Protocol

from js import performance, window
from pyodide.ffi import to_js

from . import seating
from .ai_client import AiWorker, WorkerMessage, after_paint
from .computer_turns import ComputerTurns, TurnSession
from .i18n import _


class PlayersHost(Protocol):
    """What the computer players ask of the page."""

    def computer_due(self) -> TurnSession | None: ...  # the game at the table, if a computer is to move
    def watching_replay(self) -> bool: ...
    async def computer_moved(self) -> None: ...  # save the move and show it
    def say(self, text: str) -> None: ...  # the message box
    def report_bug(self, error: BaseException) -> None: ...


class BrowserClock:
    def now(self) -> float:
        return float(performance.now())

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)

    async def after_paint(self) -> None:
        # a frame, or 100 ms when frames are paused (a hidden tab)
        await after_paint()


class ComputerPlayers:
    def __init__(self, page: PlayersHost):
        self.page = page
        self.pace_ms = seating.DEFAULT_PACE_MS  # the least time between two computer moves
        self.ai = AiWorker(on_ready=ai_ready, on_decision=ai_decided)
        self.clock = BrowserClock()
        self.turns = ComputerTurns(self, self.ai, self.clock)
        _AI_TIMES.clear()
        _THINKING.clear()
        window.charonAiTimes = to_js(_AI_TIMES)  # each decision's time in the worker, ms
        window.charonThinking = to_js(_THINKING)  # [start, end] of each decision in the worker, page clock

    @property
    def running(self) -> bool:
        return self.turns.running

    def play_if_due(self) -> None:
        """Let the computer players move if it is one's turn (and they are not moving already)."""
        if self.page.computer_due() is not None and not self.turns.running:
            asyncio.ensure_future(self.play())

    async def play(self) -> None:
        try:
            await self.turns.play()
        except Exception as error:  # noqa: BLE001 - last line of defence, as in Messages.on
            self.page.report_bug(error)

    # ---- what the loop asks (shell.computer_turns.TurnsHost) --------------------------------------
    def game_due(self) -> TurnSession | None:
        return self.page.computer_due()

    def waiting(self) -> bool:
        return self.page.watching_replay()

    async def wait_pace(self, session: Any, asked_at: float) -> None:
        # the game says how much of the pace its move due now deserves (TableSession.ai_pace_share)
        pace = self.pace_ms * session.ai_pace_share()
        await asyncio.sleep(max(0.0, (pace - (self.clock.now() - asked_at)) / 1000))

    async def moved(self, session: Any) -> None:
        await self.page.computer_moved()

    def worker_failed(self, error: Exception) -> None:
        self.page.say(
            _("The computer player could not decide ({error}). Reload the page to retry.").format(error=error)
        )

    def impossible_move(self, error: Exception) -> None:
        self.page.say(_("The computer player chose an impossible move ({error}).").format(error=error))


def ai_ready(ok: bool) -> None:
    window.charonAiReady = ok
    window.charonAiReadyAt = performance.now()


_AI_TIMES: list[float] = []
_THINKING: list[list[float]] = []


def ai_decided(data: WorkerMessage) -> None:
    """Each decision's time in the worker, and when it thought on the page's clock: tests and
    benchmarks read them (tests look for long main-thread tasks in those spans)."""
    origin = performance.timeOrigin
    _AI_TIMES.append(data["ms"])
    _THINKING.append([data["from"] - origin, data["to"] - origin])
    # set whole again, not pushed to: on the worker page a window global crosses when it is set
    window.charonAiTimes = to_js(_AI_TIMES)
    window.charonThinking = to_js(_THINKING)
