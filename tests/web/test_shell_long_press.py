"""A long press on a board (shell.long_press.LongPress), with fake touch events and a clock the
test lets run: the words come after the hold, never after a move beyond the slop, an early
lift, or a press the board does not answer."""

import asyncio
from dataclasses import dataclass, field
from typing import Any

from shell.long_press import SLOP_PX, LongPress
from tests.web.conftest import run_alone


@dataclass
class Touch:
    clientX: float  # noqa: N815 - a DOM event's names
    clientY: float  # noqa: N815
    pointerType: str = "touch"  # noqa: N815
    prevented: bool = False

    def preventDefault(self) -> None:  # noqa: N802
        self.prevented = True


@dataclass
class Finger:
    """A board with a long press: what it showed, and a clock whose hold ends when told."""

    words: str = "a card"
    answers: bool = True
    shown: list[tuple[str, float, float]] = field(default_factory=list)
    bugs: list[BaseException] = field(default_factory=list)
    aimed: list[tuple[float, float]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.held = asyncio.Event()
        self.waiting: list[asyncio.Future[None]] = []  # the holds begun
        self.press = LongPress(
            aim=lambda event: self.aimed.append((event.clientX, event.clientY)) or (event.clientX, event.clientY),
            explain=lambda target: self.words,
            show=lambda words, x, y: self.shown.append((words, x, y)),
            report_bug=self.bugs.append,
            ready=lambda: self.answers,
            hold=self.hold,
        )

    async def hold(self, seconds: float) -> None:
        await self.held.wait()

    def run(self, *steps: Any) -> None:
        """The steps played on a loop of their own (see `play`)."""
        run_alone(self.play(*steps))

    async def play(self, *steps: Any) -> None:
        """Each step: a touch event's handler with its event, or "hold" (the hold's time passes)."""
        for step in steps:
            if step == "hold":
                self.held.set()
                await asyncio.gather(*self.waiting)
            else:
                handler, event = step
                task = handler(event)
                if task is not None:
                    self.waiting.append(task)
                await asyncio.sleep(0)  # the hold begins


def test_a_touch_held_still_shows_the_words_above_where_it_went_down():
    finger = Finger()
    p = finger.press
    finger.run((p.down, Touch(100, 200)), (p.moved, Touch(103, 204)), "hold")
    assert finger.shown == [("a card", 100.0, 200.0)]
    assert finger.aimed == [(100, 200)]  # read at the press: the event is gone afterwards
    assert p.pressed  # the click that ends it chooses nothing
    menu = Touch(100, 200)
    p.context_menu(menu)
    assert menu.prevented  # no browser menu over the words


def test_no_words_before_the_hold_ends():
    finger = Finger()
    finger.run((finger.press.down, Touch(100, 200)))
    assert finger.shown == [] and not finger.press.pressed


def test_a_finger_lifted_before_the_hold_shows_nothing():
    finger = Finger()
    p = finger.press
    finger.run((p.down, Touch(100, 200)), (p.up, Touch(100, 200)), "hold")
    assert finger.shown == [] and not p.pressed
    menu = Touch(100, 200)
    p.context_menu(menu)
    assert not menu.prevented


def test_a_finger_moved_beyond_the_slop_shows_nothing():
    finger = Finger()
    p = finger.press
    finger.run((p.down, Touch(100, 200)), (p.moved, Touch(100 + SLOP_PX + 1, 200)), "hold")
    assert finger.shown == []


def test_a_mouse_or_a_board_that_does_not_answer_starts_no_hold():
    mouse = Finger()
    off = Finger(answers=False)
    mouse.run((mouse.press.down, Touch(1, 1, pointerType="mouse")), "hold")
    off.run((off.press.down, Touch(1, 1)), "hold")
    assert mouse.shown == [] and off.shown == [] and mouse.aimed == [] and off.aimed == []


def test_a_board_that_stops_answering_during_the_hold_shows_nothing():
    finger = Finger()

    async def scene() -> None:
        await finger.play((finger.press.down, Touch(5, 5)))
        finger.answers = False  # a replay or a walk-through came on the board meanwhile
        await finger.play("hold")

    run_alone(scene())
    assert finger.shown == []


def test_nothing_to_say_under_the_finger_shows_nothing_and_the_next_click_counts():
    finger = Finger(words="")
    finger.run((finger.press.down, Touch(5, 5)), "hold")
    assert finger.shown == [] and not finger.press.pressed


def test_a_failure_while_waiting_is_reported_not_lost():
    finger = Finger()

    def broken(target: object) -> str:
        raise RuntimeError("no words")

    finger.press.explain = broken
    finger.run((finger.press.down, Touch(5, 5)), "hold")
    assert [str(e) for e in finger.bugs] == ["no words"]
