"""The replay bar (#replay-bar) for any game: step, jump to a chapter, the slider, play and
pause at a speed, whose hand is shown (once the game is over), the results of a finished game
(when asked: reaching the last step shows the final board, not the results over it), and the
keys for them. The game draws each position (`ReplayView`); shell.replay computes the positions."""

import asyncio
from collections.abc import Callable
from typing import Any, Protocol

from js import document

from .dom import el, make, scroll_to_start, typing_in
from .i18n import _
from .messages import Messages
from .overlays import show_overlay
from .players import Players
from .replay import Replay

KEYS = {
    "ArrowLeft": "back",
    "ArrowRight": "forward",
    "Home": "start",
    "End": "end",
    "PageUp": "previous",
    "PageDown": "next",
}


class ReplayView(Protocol):
    """The game's side of a replay: the words for a chapter, and a position drawn."""

    def chapter_title(self, key: Any) -> str: ...
    def show(self, replay: Replay, players: Players, seat: int | None) -> None: ...
    def opened_at(self, replay: Replay) -> None: ...  # opened at a decision (the review's "Show in the replay")
    def finished(self, replay: Replay, players: Players) -> None: ...  # the results of a game over


class ReplayControls:
    def __init__(self, view: ReplayView, messages: Messages, on_close: Callable[[], None]):
        self.view, self.messages, self.on_close = view, messages, on_close
        self.replay: Replay | None = None  # a game being watched again, over the current one
        self.players: Players | None = None
        self.seat: int | None = None  # whose hand is shown (a finished game only)
        self.playing = False

    def bind(self) -> None:
        on = self.messages.on
        on(el("replay-close"), "click", self.close)
        on(el("replay-results"), "click", self.results)
        on(el("replay-play"), "click", self.toggle)
        for how, button in (
            ("start", "replay-start"),
            ("back", "replay-back"),
            ("forward", "replay-forward"),
            ("end", "replay-end"),
            ("previous", "replay-prev-chapter"),
            ("next", "replay-next-chapter"),
        ):
            on(el(button), "click", lambda e, how=how: self.move(how))
        on(el("replay-slider"), "input", self.slide)
        on(el("replay-chapter"), "change", self.choose_chapter)
        on(el("replay-speed"), "change", self.choose_speed)
        on(el("replay-seat"), "change", self.choose_seat)

    @property
    def active(self) -> bool:
        return self.replay is not None

    def open(self, replay: Replay, players: Players, position: int = 0, seat: int | None = None) -> None:
        """Watch `replay` from `position`, its start unless asked (the game at the table stays as
        it is), with `seat`'s hand shown (a finished game's; None: the public table)."""
        self.replay, self.players, self.seat, self.playing = replay, players, seat, False
        replay.go(position)
        if position:
            self.view.opened_at(replay)
        self.fill_choices()
        el("replay-slider").max = str(replay.last)
        show_overlay("end", False)
        show_overlay("setup", False)
        document.body.dataset.replay = "1"
        self.render()
        # The screen it was opened from (the Games list, the results) is gone, and with it the
        # focus: the keyboard goes on at the replay's controls, not at the page's top.
        el("replay-play").focus()

    def fill_choices(self) -> None:
        """The chapters and seats to choose from, in the language shown."""
        replay, players = self.replay, self.players
        assert replay is not None and players is not None
        chapters = el("replay-chapter")
        chapters.replaceChildren()
        for i, c in enumerate(replay.chapters):
            chapters.appendChild(make("option", self.view.chapter_title(c.key), value=str(i)))
        seats = el("replay-seat")
        seats.replaceChildren(make("option", _("Public table (no hands)"), value=""))
        over = replay.states[-1].is_over
        for i, name in enumerate(players.names):
            text = _("{name}'s hand") if over else _("{name}'s hand (after the game)")
            option = make("option", text.format(name=name), value=str(i))
            option.disabled = not over
            seats.appendChild(option)
        seats.value = "" if self.seat is None else str(self.seat)

    def close(self, *_: Any) -> None:
        self.replay = None
        self.playing = False
        document.body.dataset.replay = ""
        el("replay-bar").hidden = True
        self.on_close()

    def render(self) -> None:
        r, players = self.replay, self.players
        assert r is not None and players is not None
        el("app").hidden = False
        el("replay-bar").hidden = False
        show_overlay("handoff", False)
        title = self.view.chapter_title(r.chapter_at().key)
        el("prompt").textContent = _("Replay: step {position} of {last} · {chapter}").format(
            position=r.position, last=r.last, chapter=title
        )
        el("replay-slider").value = str(r.position)
        el("replay-chapter").value = str(r.chapters.index(r.chapter_at()))
        el("replay-results").hidden = not r.states[-1].is_over
        play = el("replay-play")
        # Its sign (a triangle, two bars) is drawn by style.css: the pause sign's character (⏸)
        # is missing from common fonts and showed as an empty box (a play-test's Chromium).
        play.textContent = _("Pause") if self.playing else _("Play")
        play.classList.toggle("playing", self.playing)
        self.view.show(r, players, self.seat if r.states[-1].is_over else None)

    def move(self, how: str) -> None:
        """A replay control: 'start', 'back', 'forward', 'end', 'previous', 'next'."""
        r = self.replay
        if r is None:
            return
        {
            "start": lambda: r.go(0),
            "back": r.back,
            "forward": r.forward,
            "end": lambda: r.go(r.last),
            "previous": r.previous_chapter,
            "next": r.next_chapter,
        }[how]()
        self.render()

    def results(self, *_: Any) -> None:
        """The results of the finished game watched, over the replay (its Results button; the
        end dialog's "Look at the board" goes back to the position shown)."""
        r = self.replay
        if r is not None and self.players is not None and r.states[-1].is_over:
            self.view.finished(r, self.players)
            scroll_to_start("end-title")  # the results at their head (who won), not where last left

    def restart(self) -> None:
        """From the start again (the end screen's Replay, during a replay)."""
        if self.replay is not None:
            self.replay.go(0)
            show_overlay("end", False)
            self.render()

    def toggle(self, *_: Any) -> None:
        if self.replay is None:
            return
        self.playing = not self.playing
        if self.playing:
            if self.replay.position == self.replay.last:
                self.replay.go(0)
            asyncio.ensure_future(self.play(self.replay))
        self.render()

    async def play(self, r: Replay) -> None:
        try:
            while self.replay is r and self.playing:
                await asyncio.sleep(r.delay_ms() / 1000)
                if self.replay is not r or not self.playing:
                    return
                if not r.forward():
                    self.playing = False
                    self.render()  # the final board: the results when asked (Results)
                    return
                self.render()
        except Exception as error:  # noqa: BLE001 - as in Messages.on
            self.messages.report_bug(error)

    def slide(self, *_: Any) -> None:
        if self.replay is not None:
            self.replay.go(int(el("replay-slider").value))
            self.render()

    def choose_chapter(self, *_: Any) -> None:
        if self.replay is not None:
            self.replay.go(self.replay.chapters[int(el("replay-chapter").value)].index)
            self.render()

    def choose_speed(self, *_: Any) -> None:
        if self.replay is not None:
            self.replay.set_speed(float(el("replay-speed").value))

    def choose_seat(self, *_: Any) -> None:
        value = el("replay-seat").value
        self.seat = int(value) if value else None
        self.render()

    def key(self, event: Any) -> bool:
        """Arrows step, Space plays or pauses, Home/End and Page Up/Down jump."""
        if typing_in(event.target):
            return False
        how = KEYS.get(event.key)
        if how:
            self.move(how)
        elif event.key == " " and not typing_in(event.target, ("BUTTON",)):
            self.toggle()  # (Space on a focused button presses that button, and only it)
        elif event.key == "Escape":
            self.close()
        else:
            return False
        event.preventDefault()
        return True
