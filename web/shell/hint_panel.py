"""The Hint button (and the H key) for any game: the advisor's move for the human at the screen,
asked of the AI worker (game.ai.worker.advise, from that player's own view only) while the page
stays free; shown in words with the two next-best moves; dropped when the position changes (an
action, an undo, another game) or the player cancels.

With several people at the screen (hot seat) hints are off until the Hints box is ticked: a
hint is seen by everyone looking. On a narrow screen the box folds to the move and its buttons
("More" unfolds the reasons and the next best; style.css), so that it leaves the cards and the
controls it names in view: each new hint comes folded. A game supplies what differs: its engine at the table (its
key, a view's JSON) and its advice module (when the panel is made), and `HintPanel`'s hooks:
the view a hint may be asked from now, the advice in its words, and where the page redraws.
The box's own words are the shell's (shell.advice_words).
"""

import asyncio
import json
from abc import ABC, abstractmethod
from typing import Any, Generic, Protocol, TypeVar

from . import advice_words as words
from . import seating
from .advised import point_at_advised
from .browser import mark, marked, show_advised
from .dom import el, js_object, make, set_text, typing_in
from .hinted_moves import HintedMoves
from .hosts import AdvisedPage
from .i18n import _
from .storage import StorageFull


class HintedEngine(Protocol):
    """A game's engine as the hint asks it (shell.table_session.EngineAtTable)."""

    @property
    def key(self) -> str: ...  # the game's key (game.registry), for the worker
    def to_json(self, state: Any) -> str: ...  # a view as the worker reads it


class LessonAtTable(Protocol):
    """A game's lesson as the hint asks it (shell.lesson_guide.LessonGuide)."""

    def active(self) -> bool: ...  # the game at the table is the lesson
    def show_me(self) -> None: ...  # the lesson's suggestion marked, as its "Show me" does


class HintLevel(Protocol):
    """A game's advisor as the hint asks it (its `advice` module)."""

    HINT_LEVEL: str  # the computer player whose move is the hint


KEPT_SWITCHES = 20  # hot-seat games whose hint switch is remembered (the newest)

Page = TypeVar("Page", bound=AdvisedPage[Any])  # the page as the game's part knows it


class HintPanel(ABC, Generic[Page]):
    """The hint at the table; a game's subclass gives the hooks below."""

    def __init__(self, page: Page, engine: HintedEngine, advisor: HintLevel, lesson: LessonAtTable) -> None:
        """`advisor`: the game's advice module (imported when a hint is first asked: shell.on_demand);
        `lesson`: the game's lesson, whose suggestion is the hint while it is played."""
        self.page = page
        self.lesson = lesson
        self.game_key = engine.key
        self.advisor = advisor
        self.view_json = engine.to_json
        self.switched_key = f"{engine.key}:hints-on"  # storage: those games' ids, so a reload keeps them
        self.asked: tuple[int, Any] | None = None  # (worker request id, the state asked about)
        self.advice: tuple[dict[str, Any], Any] | None = None  # (the advice, the state it is for)
        self.unfolded = False  # on a narrow screen: the reasons and the next best shown too
        self.shown_as = (True, False, False, False)  # what the box showed last (showing()): hidden

    # ---- the game's hooks -------------------------------------------------------------------------
    @abstractmethod
    def hint_view(self) -> Any | None:
        """The view a hint is asked from now: the human at the screen, to move, in their own
        view (never the game's state); None while no hint may be asked (nothing to decide, a
        replay, an automatic step shown)."""

    def time_cap(self) -> float | None:
        """The longest the advisor may think, in seconds."""
        return seating.TIME_CAPS.get(self.advisor.HINT_LEVEL)

    @abstractmethod
    def lines(self, advice: dict[str, Any]) -> tuple[str, str, list[str]]:
        """(the advised move, why, the alternatives) in words, for the state at the table."""

    def panel_move(self, advice: dict[str, Any]) -> Any:
        """What the hint rings in the action panel: the advised move's JSON, or a list of moves'
        JSON, the plan of a button that makes them in one press (a game whose panel offers
        the advised move within a whole set: Charon's gems to keep)."""
        return advice["options"][0]["action"]

    def redraw(self) -> None:
        """The hint came or went: the board again (a game that marks the hint on it)."""
        return None  # a game whose board shows no hint has nothing to redraw

    def box_changed(self) -> None:
        """The hint box changed its height (it opened, began thinking, got its advice, unfolded or
        folded, or closed): on a phone, where it sticks under the tabs, a game brings the cards of
        the decision back between it and the pinned action panel."""
        return None

    # ---- binding ------------------------------------------------------------------------------------
    def bind(self) -> None:
        on = self.page.messages.on
        on(el("hint-btn"), "click", self.request)
        on(el("hint-cancel"), "click", self.cancel)
        on(el("hint-fold"), "click", self.fold)
        on(el("hints-allowed"), "change", self.switch)

    def key(self, event: Any) -> bool:
        """H asks for a hint, Escape drops the one shown or asked; True if the key was the hint's."""
        plain = not (event.ctrlKey or event.metaKey or event.altKey) and not typing_in(event.target)
        if event.key in ("h", "H") and plain:
            event.preventDefault()
            self.request()
            return True
        if event.key == "Escape" and marked("hint"):
            self.cancel()
            return True
        return False

    # ---- when a hint may be asked ---------------------------------------------------------------
    def allowed(self) -> bool:
        """Hints are on at this table (see shell.seating.hints_on)."""
        s = self.page.session
        return s is not None and seating.hints_on(s.players.seats, s.game_id in self.switched_on)

    def offered(self) -> bool:
        """The Hint button works now: hints on, a human to move has the device, nothing else on."""
        return self.allowed() and self.hint_view() is not None

    @property
    def switched_on(self) -> list[str]:
        """The hot-seat games (ids, the newest last) whose players switched hints on."""
        try:
            ids = json.loads(self.page.store.storage.get(self.switched_key) or "[]")
        except ValueError:
            return []  # not ours to read: as if none
        return [i for i in ids if isinstance(i, str)] if isinstance(ids, list) else []

    def switch(self, event: Any) -> None:
        s = self.page.session
        if s is None:
            return
        ids = [i for i in self.switched_on if i != s.game_id]
        if event.target.checked:
            ids.append(s.game_id)
        else:
            self.cancel()
        try:
            self.page.store.storage.set(self.switched_key, json.dumps(ids[-KEPT_SWITCHES:]))
        except StorageFull:
            self.page.messages.show(_("Storage is full: hints stay as they were."))
        self.show()

    # ---- asking, and cancelling ---------------------------------------------------------------------
    def request(self, *_: Any) -> None:
        """Ask the worker for the advisor's move from the mover's own view (never the game); in
        the lesson, show the lesson's suggestion instead."""
        s = self.page.session
        if s is None or not self.allowed() or self.asked is not None:
            return
        if self.lesson.active():
            # One voice in a first game: the lesson suggests a rule of thumb it can explain, the
            # advisor a searched move, and a newcomer saw them differ on 9 of 19 decisions.
            self.lesson.show_me()
            return
        seen = self.hint_view()
        if seen is None:
            return
        if self.advice is not None and self.advice[1] is s.state:
            return  # shown already: the same view and seed would give the same advice
        me = seen.viewer
        assert me is not None and me == s.to_move, "a hint is asked from the mover's own view"
        level = self.advisor.HINT_LEVEL
        request = {
            "kind": "advise",
            "game": self.game_key,
            "view": self.view_json(seen),
            "level": level,
            # the seat's own bot seed: the same advice each time
            "seed": seating.bot_seed(self.game_key, s.players.bot_seed, me),
            "maxSeconds": self.time_cap(),
        }
        request_id, answer = self.page.ai.send(request)
        self.asked, self.advice, self.unfolded = (request_id, s.state), None, False
        self.show()
        asyncio.ensure_future(self.wait(request_id, answer, s.state))

    async def wait(self, request_id: int, answer: asyncio.Future[Any], state: Any) -> None:
        try:
            text = await answer
        except asyncio.CancelledError:
            return  # cancelled: nothing to show
        except Exception as error:  # noqa: BLE001 - the worker's failure, reported
            if self.asked is not None and self.asked[0] == request_id:
                self.asked = None
                self.page.messages.show(_(words.NO_HINT).format(error=error))
                self.show()
            return
        if self.asked is None or self.asked[0] != request_id:
            return
        self.asked = None
        s = self.page.session
        arrived = s is not None and s.state is state
        if arrived:
            self.advice = (json.loads(text), state)
            self.remember(self.advice[0])
            self.redraw()
        self.show(arrived)

    def remember(self, advice: dict[str, Any]) -> None:
        """The hint's move kept for the review of this game (shell.hinted_moves): the review then
        says when its longer look overrules the hint, rather than blaming the player who followed it."""
        s = self.page.session
        if s is None or s.state.history is None:
            return  # a game without its history is never reviewed
        hinted = HintedMoves(self.page.store.storage, self.game_key)
        hinted.record(s.game_id, len(s.state.history), advice["options"][0]["action"])

    def cancel(self, *_: Any) -> None:
        """Drop the hint (shown or still being thought about)."""
        if self.asked is not None:
            self.page.ai.forget(self.asked[0])
        had = self.advice is not None
        self.asked = self.advice = None
        if had and self.page.session is not None:
            self.redraw()
        self.show()

    def fold(self, *_: Any) -> None:
        """ "More" or "Less": the hint's reasons and next best shown or folded away (a narrow screen;
        beside the board the next best only, web/style.css)."""
        self.unfolded = not self.unfolded
        self.show()

    def showing(self) -> tuple[bool, bool, bool, bool]:
        """What sets the hint box's height: hidden, thinking, with advice, unfolded. Compared with
        what it showed last, never measured: the page's Python may run in a worker, which has no
        layout (and the advice arrives before the page's render shows it)."""
        return el("hint").hidden, self.asked is not None, self.advice is not None, self.unfolded

    def current(self) -> dict[str, Any] | None:
        """The advice shown for the state at the table, if any."""
        s = self.page.session
        if self.advice is None or s is None or self.advice[1] is not s.state:
            return None
        return self.advice[0]

    # ---- showing ---------------------------------------------------------------------------------
    def show(self, arrived: bool = False) -> None:
        """The button, the hot-seat switch and the hint box as things are now. A hint asked
        about another state (the player acted, undid, or another game came) is dropped.
        `arrived`: the hint has just come, and its move's button is brought into sight."""
        s = self.page.session
        state = None if s is None else s.state
        if self.asked is not None and self.asked[1] is not state:
            self.page.ai.forget(self.asked[0])
            self.asked = None
        if self.advice is not None and self.advice[1] is not state:
            self.advice = None
        humans = 0 if s is None else len(seating.humans(s.players.seats))
        el("hints-switch").hidden = humans < 2
        if s is not None:
            el("hints-allowed").checked = s.game_id in self.switched_on
        button = el("hint-btn")
        button.hidden = not self.allowed() or s is None or s.state.is_over
        button.disabled = not self.offered() or self.asked is not None
        box = el("hint")
        thinking = self.asked is not None
        box.hidden = not thinking and self.advice is None
        box.classList.toggle("thinking", thinking)
        mark("hint", "thinking" if thinking else "shown" if self.advice is not None else "")
        others = el("hint-others")
        others.replaceChildren()
        if thinking:
            el("hint-text").textContent = _(words.THINKING)
            el("hint-why").textContent = ""
        elif self.advice is not None and s is not None:
            headline, why, alternatives = self.lines(self.advice[0])
            set_text(el("hint-text"), headline)
            set_text(el("hint-why"), why)
            for line in alternatives:
                others.appendChild(make("li", line))
        el("hint-others-title").hidden = not others.children.length
        has_more = self.advice is not None and bool(el("hint-why").textContent or others.children.length)
        box.classList.toggle("unfolded", self.unfolded)
        fold = el("hint-fold")
        fold.hidden = not has_more
        fold.setAttribute("aria-expanded", "true" if self.unfolded else "false")
        fold.textContent = _(words.LESS if self.unfolded else words.MORE)
        advised = self.panel_move(self.advice[0]) if self.advice is not None and s is not None else None
        ringed = point_at_advised(el("actions"), advised)
        if arrived and ringed is not None:
            # Whole in sight in the scrolling panel (a play-tester's sat half-hidden at its
            # bottom); only as the hint comes: a panel scrolled away later is not pulled back.
            if marked("phone") == "1":
                # The phone's pinned panel is a small box: the move's group from its heading at
                # the box's top where the move is then whole, only the box scrolled (brought to
                # its foot, the box's top cut the heading or words above it mid-line, and the
                # window lost the cards).
                show_advised(el("actions"))
            else:
                ringed.scrollIntoView(js_object({"block": "nearest"}))
        if not box.hidden:
            el("hint-cancel").textContent = _(words.CANCEL if thinking else words.CLOSE)
        now = self.showing()
        if now != self.shown_as:
            self.shown_as = now
            self.box_changed()
