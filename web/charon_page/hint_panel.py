"""The Hint button (and the H key): the advisor's move for the human to move, asked of the AI
worker (game.ai.worker.advise, from that player's view only) while the page stays free; shown
on the board and in words with the two next-best moves; gone when the player acts or cancels.

With several people at the screen (hot seat) hints are off until the Hints box is ticked: a
hint is seen by everyone looking.
"""

import asyncio
import json
from typing import TYPE_CHECKING, Any

from charon_ui.game_kind import CHARON
from game.charon import State, to_json
from shell import seating
from shell.browser import mark
from shell.dom import el, make
from shell.i18n import _
from shell.on_demand import on_demand

from .hosts import AdvisedHost

if TYPE_CHECKING:
    from charon_ui import advice as words

else:
    words = on_demand("charon_ui.advice")  # the advisor's words: imported when a hint is first asked


class HintPanel:
    def __init__(self, page: AdvisedHost):
        self.page = page
        self.switched_on: set[str] = set()  # hot-seat games (ids) whose players switched hints on
        self.asked: tuple[int, State] | None = None  # (worker request id, the state asked about)
        self.advice: tuple[dict, State] | None = None  # (the advice, the state it is for)

    def bind(self) -> None:
        on = self.page.messages.on
        on(el("hint-btn"), "click", self.request)
        on(el("hint-cancel"), "click", self.cancel)
        on(el("hints-allowed"), "change", self.switch)

    # ---- when a hint may be asked ---------------------------------------------------------------
    def allowed(self) -> bool:
        """Hints are on at this table (see charon_ui.seating.hints_on)."""
        s = self.page.session
        return s is not None and seating.hints_on(s.players.seats, s.game_id in self.switched_on)

    def offered(self) -> bool:
        """The Hint button works now: hints on, a human to move has the device, nothing else on."""
        s = self.page.session
        page = self.page
        return bool(
            s is not None and self.allowed() and s.frame().legal and not page.walking and not page.replays.active
        )

    def switch(self, event: Any) -> None:
        s = self.page.session
        if s is None:
            return
        if event.target.checked:
            self.switched_on.add(s.game_id)
        else:
            self.switched_on.discard(s.game_id)
            self.cancel()
        self.show()

    # ---- asking, and cancelling ---------------------------------------------------------------------
    def request(self, *_: Any) -> None:
        """Ask the worker for the advisor's move from the mover's own view (never the game)."""
        s = self.page.session
        if s is None or not self.offered() or self.asked is not None:
            return
        if self.advice is not None and self.advice[1] is s.state:
            return  # shown already: the same view and seed would give the same advice
        frame = s.frame()
        me = s.to_move
        assert me is not None and frame.view.viewer == me  # a frame offering moves shows the mover's view
        request = {
            "kind": "advise",
            "game": CHARON.key,
            "view": to_json(frame.view),
            "level": words.HINT_LEVEL,
            # the seat's own bot seed: the same advice each time
            "seed": seating.bot_seed(CHARON.key, s.players.bot_seed, me),
            "maxSeconds": seating.TIME_CAPS[words.HINT_LEVEL],
        }
        request_id, answer = self.page.ai.send(request)
        self.asked, self.advice = (request_id, s.state), None
        self.show()
        asyncio.ensure_future(self.wait(request_id, answer, s.state))

    async def wait(self, request_id: int, answer: asyncio.Future, state: State) -> None:
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
        if s is not None and s.state is state:
            self.advice = (json.loads(text), state)
            self.page.board.draw()
        self.show()

    def cancel(self, *_: Any) -> None:
        """Drop the hint (shown or still being thought about)."""
        if self.asked is not None:
            self.page.ai.forget(self.asked[0])
        had = self.advice is not None
        self.asked = self.advice = None
        if had and self.page.session is not None:
            self.page.board.draw()
        self.show()

    # ---- showing ---------------------------------------------------------------------------------
    def target(self) -> tuple[str, str] | None:
        """Where the hint points on the board, while it holds."""
        s = self.page.session
        if self.advice is None or s is None or self.advice[1] is not s.state:
            return None
        return words.board_target(self.advice[0]["options"][0]["action"], s.frame().view)

    def show(self) -> None:
        """The button, the hot-seat switch and the hint box as things are now. A hint asked
        about another state (the player acted, undid, or another game came) is dropped."""
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
            headline, why, alternatives = words.option_lines(self.advice[0], s.frame().view, s.players.names)
            el("hint-text").textContent = headline
            el("hint-why").textContent = why
            for line in alternatives:
                others.appendChild(make("li", line))
        el("hint-others-title").hidden = not others.children.length
        if not box.hidden:
            el("hint-cancel").textContent = _(words.CANCEL if thinking else words.CLOSE)
