"""What the page's tests share: a game of Charon, Inc. at the table (charon_ui.session.Session),
a finished game between computer players, the pseudo-locale switched on (`pseudo`), the catalogues
where the page reads them (`catalogues_here`) or Spanish switched on (`spanish`), a coroutine
run on a loop of its own, and the computer players' clock that runs only when they wait (`FakeClock`)."""

import asyncio
import json
from collections.abc import Coroutine, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from charon_ui.session import Session
from game.ai import make_bot
from game.ai.worker import review
from game.charon import State, apply, new_game, view
from shell import i18n
from shell.players import Players
from shell.review_plan import ReviewBudget
from tools import i18n as catalogues

COLOURS = ("red", "white", "blue", "gold", "teal")


def charon_session(
    seats: Sequence[str] | None = None, seed: int = 42, names: Sequence[str] | None = None, game_id: str = "g"
) -> Session:
    """A new game at the table: `seats` ("human", "ai:medium"...; all human if None) called
    `names` (P0, P1... if None), in the first colours; two players if neither says how many."""
    count = len(seats) if seats is not None else len(names) if names is not None else 2
    players = Players(
        list(names) if names is not None else [f"P{i}" for i in range(count)],
        list(COLOURS[:count]),
        list(seats) if seats is not None else [],
    )
    return Session.new(game_id, players, seed)


def played_out(seed: int, bots: Sequence[str]) -> State:
    """A finished game of Charon, Inc. from `seed`, each seat played by the computer player
    named in `bots` ("random", "greedy"...), seat by seat."""
    state = new_game(len(bots), seed)
    players = [make_bot(kind, seat) for seat, kind in enumerate(bots)]
    while not state.is_over:
        state = apply(state, players[state.to_move].choose(view(state, state.to_move)))
    return state


class FakeClock:
    """The computer players' clock (shell.computer_turns.Clock) in the tests: milliseconds that
    pass only when the loop sleeps, and a paint that is over at once."""

    def __init__(self) -> None:
        self.ms = 0.0

    def now(self) -> float:
        return self.ms

    async def sleep(self, seconds: float) -> None:
        self.ms += seconds * 1000
        await asyncio.sleep(0)

    async def after_paint(self) -> None:
        await asyncio.sleep(0)


def run_alone(coroutine: Coroutine[Any, Any, Any]) -> Any:
    """Run `coroutine` to its end on a loop of its own, in a thread of its own: the browser
    tests' Playwright keeps an event loop running in the main thread (asyncio.run would refuse)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


@pytest.fixture
def pseudo(tmp_path):
    """The pseudo-locale for the test's length: every message wrapped in ⟦ ⟧ (tests/pseudo_locale.py)."""
    folder = tmp_path / "locale"
    (folder / "qps" / "LC_MESSAGES").mkdir(parents=True)
    (folder / "qps" / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.mo_bytes(catalogues.pseudo()))
    i18n.use("qps", folder)
    yield
    i18n.use(None)


def reviewed_as_the_page_does(game: str, iterations: int, save: str, numbers: list[int], count: int) -> list[dict]:
    """Player 0's decisions `numbers` (of `count`) in `game`'s finished `save`, reviewed as the
    page spends its budget of `iterations` a decision (shell.review_panel): a first look at
    each, then the longer looks the budget gives."""
    budget = ReviewBudget(count, iterations)
    ratings = [json.loads(review(game, save, 0, n, 7, budget.first_look(n))) for n in numbers]
    by_number = {r["number"]: i for i, r in enumerate(ratings)}
    while (look := budget.next_look(ratings, 0.0)) is not None:
        number, longer = look
        ratings[by_number[number]] = json.loads(review(game, save, 0, number, 7, longer, True))
    assert budget.spent <= budget.total
    return ratings


def assert_every_decision_worded(ratings: list[dict], every: list[str]) -> None:
    """The review's line for each rated decision (`every`, in order): each move played has a
    figure, the advisor's own moves say so, and a worse move whose estimate overlaps the
    advisor's is too close to call, never a cost."""
    assert not any("does not weigh" in line for line in every)
    assert all(r["playedChance"] is not None and r["playedVisits"] > 0 for r in ratings)
    agreed = [line for r, line in zip(ratings, every, strict=True) if r["played"] == r["best"]]
    assert agreed and all("the advisor's choice too" in line for line in agreed)
    for r, line in zip(ratings, every, strict=True):
        if r["played"] != r["best"] and not r["sure"]:
            assert "too close to call" in line and "cost you" not in line  # the intervals overlap


def assert_called_costly(rating: dict, lines: tuple[str, list[str], list[str]]) -> None:
    """The review's lines for one costly `rating` (a game's `review_lines`): listed among the
    costly, with its measured cost and that cost's interval, and weighed."""
    percent, low, high = (round(100 * rating[k]) for k in ("cost", "costLow", "costHigh"))
    _, costly, every = lines
    assert costly == every
    assert f"cost you about {percent}% win chance ({low}–{high}%;" in every[0]
    assert "does not weigh" not in every[0]


@pytest.fixture
def catalogues_here(tmp_path, monkeypatch):
    """The compiled catalogues where the page reads them (./locale)."""
    for lang, data in catalogues.compiled().items():
        folder = tmp_path / "locale" / lang / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "messages.mo").write_bytes(data)
    monkeypatch.chdir(tmp_path)
    yield
    i18n.set_language(None)


@pytest.fixture
def spanish(tmp_path):
    """The page's words in Spanish, from the catalogue as it is now compiled."""
    folder = tmp_path / "es" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / f"{i18n.DOMAIN}.mo").write_bytes(catalogues.mo_bytes(catalogues.read(catalogues.po_path("es"), "es")))
    i18n.set_language("es", tmp_path)
    yield
    i18n.set_language(None)


def translations(lang: str) -> list[tuple[str, str]]:
    """Every translation in a language's catalogue, each plural form apart: (its message's id, the
    translation), for the tests that read the words as a player of that language would."""
    return [
        (message.id if isinstance(message.id, str) else message.id[0], text)
        for message in catalogues.read(catalogues.po_path(lang))
        if message.id
        for text in (message.string if isinstance(message.string, tuple) else (message.string,))
    ]
