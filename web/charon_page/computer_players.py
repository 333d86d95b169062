"""The computer players' turns on the game page: while it is a computer's turn, ask the worker
(shell.ai_client) for a move, wait out the pace, apply it through the checked `step` and show
it like a human's move. The game waits while a replay is watched."""

import asyncio
import json
from typing import TYPE_CHECKING

from js import performance, window
from pyodide.ffi import to_js

from game.charon import IllegalAction, action_from_json
from shell import seating
from shell.ai_client import AiWorker, after_paint
from shell.i18n import _

if TYPE_CHECKING:
    from .page import GamePage


class ComputerPlayers:
    def __init__(self, page: "GamePage"):
        self.page = page
        self.ai = AiWorker(on_ready=ai_ready, on_decision=ai_decided)
        self.running = False
        self.pace_ms = seating.DEFAULT_PACE_MS  # the least time between two computer moves
        window.charonAiTimes = to_js([])  # each decision's time in the worker, ms
        window.charonThinking = to_js([])  # [start, end] of each decision in the worker, page clock

    def due(self) -> bool:
        s = self.page.session
        return s is not None and not self.page.tabs.stale and s.ai_to_move() is not None

    def play_if_due(self) -> None:
        """Let the computer players move if it is one's turn (and they are not moving already)."""
        if self.due() and not self.running:
            self.running = True
            asyncio.ensure_future(self.play())

    async def play(self) -> None:
        """Computer moves one by one while it is a computer's turn."""
        page = self.page
        try:
            while self.due():
                if page.replays.active:  # the game waits while another is watched
                    await asyncio.sleep(0.25)
                    continue
                s = page.session
                assert s is not None
                before = s.state
                # Let the browser show the last move first, so that the main thread is idle
                # while the bot thinks (a frame, or 100 ms when frames are paused: hidden tab).
                await after_paint()
                if page.session is not s or s.state is not before:
                    continue
                started = performance.now()
                try:
                    text = await self.ai.choose(s.ai_request())
                except Exception as error:  # noqa: BLE001 - the worker's failure, reported
                    page.messages.show(
                        _("The computer player could not decide ({error}). Reload the page to retry.").format(
                            error=error
                        )
                    )
                    return
                answered = performance.now()
                # Wait out the pace; always yield once, so that the move is shown in a task of its own.
                await asyncio.sleep(max(0.0, (self.pace_ms - (answered - started)) / 1000))
                if page.session is not s or s.state is not before:
                    continue  # another game was started or resumed meanwhile
                try:
                    s.act(action_from_json(json.loads(text)))
                except (IllegalAction, ValueError) as error:
                    page.messages.show(_("The computer player chose an impossible move ({error}).").format(error=error))
                    return
                page.save()
                walk = page.begin_step()
                if walk:
                    await page.walk(walk)
                else:
                    page.render()
        except Exception as error:  # noqa: BLE001 - last line of defence, as in Messages.on
            page.messages.report_bug(error)
        finally:
            self.running = False


def ai_ready(ok: bool) -> None:
    window.charonAiReady = ok
    window.charonAiReadyAt = performance.now()


def ai_decided(data: dict) -> None:
    """Each decision's time in the worker, and when it thought on the page's clock: tests and
    benchmarks read them (tests look for long main-thread tasks in those spans)."""
    window.charonAiTimes.push(data["ms"])
    origin = performance.timeOrigin
    window.charonThinking.push(to_js([data["from"] - origin, data["to"] - origin]))
