"""The Games list with both games' saves: a finished game of the other game (its engine not
loaded by the page) is listed as finished with its Results and Replay, never "Resume", on
either game's page — an older record, which does not say it is over, too — and its Replay
opens the replay on its own game's page."""

import json

import pytest

from charon_ui.game_kind import CHARON
from game.ai import make_bot
from game.charon import apply as charon_apply
from game.charon import new_game as new_charon
from game.charon import view as charon_view
from game.sixbillion import new_game as new_sixbillion
from game.sixbillion.simulate import random_playout
from shell.players import Players
from shell.storage import MemoryStorage
from shell.store import SaveStore
from sixbillion_ui.game_kind import SIXBILLION
from tests.browser.conftest import page_errors, screenshot, wait_ready

PUT = "(items) => { localStorage.clear(); for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }"
NAMES, SEATS = ["Ann", "Bob", "Cleo"], ["human", "ai:easy", "ai:easy"]


def charon_over():
    state = new_charon(3, 5)
    bots = [make_bot("greedy", seat, "charon") for seat in range(3)]
    while not state.is_over:
        state = charon_apply(state, bots[state.to_move].choose(charon_view(state, state.to_move)))
    return state


def sixbillion_over():
    state, _generator = random_playout(new_sixbillion(3, 11), 7)
    return state


def both_games_saves(older: bool) -> dict[str, str]:
    """A finished and an unfinished game of each game, as the page saves them; `older`: the
    records without their `finished` (saved before records said it)."""
    storage = MemoryStorage()
    for kind, playing, over in (
        (CHARON, new_charon(3, 5), charon_over()),
        (SIXBILLION, new_sixbillion(3, 5), sixbillion_over()),
    ):
        store = SaveStore(storage, kind)
        for game_id, state in ((f"{kind.key}-playing", playing), (f"{kind.key}-over", over)):
            store.open_new(game_id)
            store.save(game_id, state, Players(NAMES, list(kind.palette[:3]), SEATS), [], 1.0)
    items = {key: storage.get(key) or "" for key in storage.keys()}
    items = {key: value for key, value in items.items() if not key.endswith(":current")}  # the set-up shows
    if older:
        for key, text in items.items():
            if ":record:" in key:
                record = json.loads(text)
                record.pop("finished", None)
                items[key] = json.dumps(record)
    return items


def listed(page, game_id: str) -> tuple[bool, list[str]]:
    item = page.locator(f"#saves li[data-game='{game_id}']")
    return "finished" in (item.get_attribute("class") or ""), item.locator("button").all_text_contents()


@pytest.mark.parametrize("older", [False, True], ids=["records-now", "older-records"])
def test_a_finished_game_of_either_game_is_listed_finished_on_both_pages(browser, site_url, older):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    page.evaluate(PUT, both_games_saves(older))
    for game, other in (("charon", "sixbillion"), ("sixbillion", "charon")):
        page.goto(f"{site_url}/index.html?game={game}")
        wait_ready(page)
        page.wait_for_selector(f"#saves li[data-game='{other}-over']")
        for key in (game, other):  # the page's own game and the other game, alike
            assert listed(page, f"{key}-over") == (
                True,
                ["Results", "Replay", *(["Export", "Delete"] if key == game else [])],
            )
            assert listed(page, f"{key}-playing")[1][0] == "Resume"
        if not older:
            page.locator("#saves li[data-game='sixbillion-over']").scroll_into_view_if_needed()
            screenshot(page, f"games-list-both-games-{game}-1280x800.png")
    # On 6 Billion's page, Charon's finished game's Replay: its replay, on Charon's page.
    page.locator("#saves li[data-game='charon-over'] button", has_text="Replay").click()
    page.wait_for_url("**game=charon**")
    wait_ready(page)
    page.wait_for_selector("#replay-bar:not([hidden])")
    assert errors == []
    context.close()
