"""The review on the results screen (#end-review) for any game: after a game with one human,
the advisor rates each of that player's decisions, one by one in the AI worker
(game.ai.worker.review: the decision's view replayed from the history), with a progress bar
and Cancel; then the costliest decisions in words, and every decision in a list.

The review's budget is spent as shell.review_plan says: a cheap first look at every decision,
then longer looks, one at a time, at the open decisions with the largest gaps, whose ratings
replace the earlier ones, until their intervals separate or the budget or time cap ends. A
decision where the player followed the hint (shell.hinted_moves) is marked `hinted`: its longer
look comes first, and its words say when the review overrules the hint (shell.review_claims).

A game supplies what differs, when the panel is made: its engine at the table (its key, its
save's JSON, a player's view) and its advice module, which words the review's lines
(`ReviewWords`). The section's own words are the shell's (shell.advice_words)."""

import asyncio
import json
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from . import advice_words as words
from . import seating
from .browser import mark, now_ms
from .dom import el, is_null, make, scroll_to_start
from .hinted_moves import HintedMoves, mark_hinted
from .hosts import AdvisedPage
from .i18n import _
from .review_plan import FIRST_LOOK, ReviewBudget

Page = TypeVar("Page", bound=AdvisedPage[Any])  # the page as the game's part knows it


class ReviewedEngine(Protocol):
    """A game's engine as the review asks it (shell.table_session.EngineAtTable)."""

    @property
    def key(self) -> str: ...  # the game's key (game.registry), for the worker
    def to_json(self, state: Any) -> str: ...  # a finished game with its history, as the worker reads it
    def view(self, state: Any, player: int) -> Any: ...


class ReviewWords(Protocol):
    """A game's advice module as the review asks it."""

    def review_lines(
        self, ratings: list[dict[str, Any]], view: Any, names: Sequence[str]
    ) -> tuple[str, list[str], list[str]]: ...


class ReviewPanel(Generic[Page]):
    """The review at the table, in its game's words."""

    def __init__(self, page: Page, engine: ReviewedEngine, advice: ReviewWords) -> None:
        """`advice`: the game's advice module (imported when a review is first shown: shell.on_demand)."""
        self.page = page
        self.engine, self.advice = engine, advice
        self.game_key = engine.key
        self.game_id: str | None = None  # the game reviewed (or being reviewed)
        self.ratings: list[dict[str, Any]] = []
        self.running = False
        self.request: int | None = None  # the worker request being answered
        self.finished = False
        self.count = 0  # the decisions to rate
        self.budget: ReviewBudget | None = None  # the review's iterations, spent look by look
        self.hinted: dict[int, Any] = {}  # the hint's move at each point it was shown (shell.hinted_moves)
        self.brought = False  # the verdicts shown were brought into view (once, as they arrive)

    def review_lines(self, ratings: list[dict[str, Any]], state: Any, player: int) -> tuple[str, list[str], list[str]]:
        """(a summary, the costliest decisions, every decision) in the game's words, for `player`
        of the finished game `state`, from their view of it."""
        s = self.page.session
        names = s.players.names if s is not None else []
        return self.advice.review_lines(ratings, self.engine.view(state, player), names)

    def hidden_now(self) -> bool:
        """The review is not shown now (a replay is watched)."""
        return self.page.replays.active

    # ---- binding ------------------------------------------------------------------------------------
    def bind(self) -> None:
        on = self.page.messages.on
        on(el("review-start"), "click", self.start)
        on(el("review-cancel"), "click", self.cancel)
        on(el("review-all"), "toggle", self.every_decision_toggled)
        on(el("review-costly"), "click", self.show_in_replay)
        on(el("review-list"), "click", self.show_in_replay)

    def show_in_replay(self, event: Any) -> None:
        """A decision's "Show in the replay": the game watched again from that moment, the
        choice still to be made (one step on shows the move), with the reviewed player's hand
        (it opened on the public table: the hand the decision was about hidden, a play-test's)."""
        button = event.target.closest("button[data-ply]")
        s = self.page.session
        if is_null(button) or s is None:
            return
        self.page.open_replay(s.state, s.players, int(button.dataset.ply), self.player())

    def every_decision_toggled(self, *_: Any) -> None:
        """The list of "Every decision", opened, brought into view (it opened at the dialog's foot,
        under the buttons pinned there, unseen; the browser scrolls the dialog)."""
        if el("review-all").open:
            scroll_to_start("review-all")

    def player(self) -> int | None:
        """The human whose decisions are rated: the one human of a finished game with a history."""
        s = self.page.session
        if s is None or not s.state.is_over or s.state.history is None:
            return None
        humans = seating.humans(s.players.seats)
        return humans[0] if len(humans) == 1 else None

    def start(self, *_: Any) -> None:
        s = self.page.session
        player = self.player()
        if s is None or player is None or self.running:
            return
        self.game_id, self.ratings, self.finished = s.game_id, [], False
        self.count, self.budget, self.brought = 0, None, False
        self.hinted = HintedMoves(self.page.store.storage, self.game_key).of(s.game_id)
        self.running = True
        seed = seating.bot_seed(self.game_key, s.players.bot_seed, player)
        asyncio.ensure_future(self.run(self.engine.to_json(s.state), player, seed))
        self.render()

    async def run(self, game: str, player: int, seed: int) -> None:
        ai, key = self.page.ai, self.game_key
        try:
            request_id, answer = ai.send({"kind": "reviewCount", "game": key, "save": game, "player": player})
            self.request = request_id
            plan = json.loads(await answer)
            count, iterations = plan["count"], plan["iterations"]
            self.count = count
            self.budget = budget = ReviewBudget(count, iterations)
            started = now_ms()
            for number in range(count):
                if not self.running:
                    return
                self.ratings.append(await self.rating(game, player, number, seed, budget.first_look(number)))
                # The longer looks take about what the first looks left: the whole at this pace.
                seconds = (now_ms() - started) / 1000 * count / len(self.ratings) / FIRST_LOOK
                el("review-cost").textContent = _(words.REVIEW_COST).format(
                    iterations=iterations, seconds=round(min(seconds, budget.time_cap))
                )
                self.render()
            while (look := budget.next_look(self.ratings, (now_ms() - started) / 1000)) is not None:
                if not self.running:
                    return
                number, longer = look
                self.ratings[number] = await self.rating(game, player, number, seed, longer, focused=True)
                self.render()
            self.finished = True
        except asyncio.CancelledError:
            return
        except Exception as error:  # noqa: BLE001 - the worker's failure, reported
            self.page.messages.show(_(words.REVIEW_FAILED).format(error=error))
        finally:
            self.request = None
            self.running = False
            self.render()

    async def rating(
        self, game: str, player: int, number: int, seed: int, iterations: int, focused: bool = False
    ) -> dict[str, Any]:
        """The worker's rating of `player`'s `number`-th decision, from `iterations` searches
        (`focused`: the move played and the advisor's head to head)."""
        request_id, answer = self.page.ai.send(
            {
                "kind": "review",
                "game": self.game_key,
                "save": game,
                "player": player,
                "number": number,
                "seed": seed,
                "iterations": iterations,
                "focused": focused,
            }
        )
        self.request = request_id
        answered: dict[str, Any] = json.loads(await answer)
        return mark_hinted(answered, self.hinted)

    def cancel(self, *_: Any) -> None:
        if self.request is not None:
            self.page.ai.forget(self.request)
        self.running = False
        self.render()

    def render(self) -> None:
        """The section as things are: offered, running (progress), stopped, or done."""
        s = self.page.session
        if self.running and (s is None or s.game_id != self.game_id):
            self.cancel()  # another game came to the table: its computer players need the worker
        player = self.player()
        section = el("end-review")
        section.hidden = player is None or self.hidden_now()
        if player is None or s is None or section.hidden:
            return
        if self.game_id != s.game_id:  # another game's review: this one's is not asked yet
            self.game_id, self.ratings, self.finished = s.game_id, [], False
            self.count, self.budget, self.brought = 0, None, False
            el("review-cost").textContent = _(words.REVIEW_OFFER)
        done = len(self.ratings)
        el("review-start").hidden = self.running or self.finished
        el("review-progress").hidden = not self.running
        bar = el("review-bar")  # the budget's iterations spent (a review may end with some unspent)
        bar.max = max(1, self.budget.total if self.budget else 1)
        bar.value = bar.max if self.finished else self.budget.spent if self.budget else 0
        el("review-status").textContent = words.review_status(done, self.count)
        mark("review", "running" if self.running else "done" if self.finished else "")
        stopped = not self.running and not self.finished and done > 0
        shown = self.finished or stopped
        summary, costly, every = self.review_lines(self.ratings, s.state, player) if done else ("", [], [])
        if stopped:
            summary = _(words.REVIEW_CANCELLED).format(done=done, total=self.count) + " " + summary
        el("review-summary").textContent = summary if shown else ""
        plies = [r.get("ply") for r in self.ratings]
        listing = el("review-costly")
        listing.replaceChildren()
        for line in costly if shown else []:
            listing.appendChild(decision_item(line, plies[every.index(line)]))
        el("review-all").hidden = not shown
        full = el("review-list")
        full.replaceChildren()
        for line, ply in zip(every if shown else [], plies, strict=False):
            full.appendChild(decision_item(line, ply))
        if shown and not self.brought:
            # The verdicts come low in the results dialog, under its pinned buttons: their start
            # is brought to the top of the player's sight (the browser scrolls the dialog).
            self.brought = True
            scroll_to_start("review-summary")


def decision_item(line: str, ply: int | None) -> Any:
    """A reviewed decision's line, and a button that opens the replay at that moment (`ply`: the
    actions of the game before it; a rating without one has no button)."""
    item = make("li", line + " ")
    if ply is not None:
        button = make("button", _(words.SHOW_IN_REPLAY), type="button", class_="review-show")
        button.dataset.ply = str(ply)
        item.appendChild(button)
    return item
