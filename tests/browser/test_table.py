"""One site for every game: `?game=` names the game (Charon when absent, so that every link
made before keeps working); a game the page does not have is said on the set-up screen."""

import pytest

from tests.browser.conftest import in_runtime, wait_ready


def test_a_link_names_its_game_or_gets_charon_and_an_unknown_game_is_said(watched, site_url):
    page, watch = watched
    page.goto(f"{site_url}/index.html?game=chess&players=human,ai:easy")
    wait_ready(page)
    assert page.is_visible("#setup") and page.is_visible("#setup-game-box")  # two games here: the set-up offers both
    error = page.text_content("#setup-error")
    assert "no game 'chess' here" in error and "charon" in error and "sixbillion" in error
    page.goto(f"{site_url}/index.html?game=charon&players=human,ai:easy&seed=4&pace=0")
    wait_ready(page)
    page.wait_for_selector("#actions button")
    # a reload resumes this game, of this game (the address changed once the page wrote the save)
    page.wait_for_url(lambda url: "game=charon" in url and "players=" not in url)
    assert page.evaluate("document.body.dataset.phase")  # a game of Charon at the table
    page.goto(f"{site_url}/index.html?game=charon")
    wait_ready(page)
    page.wait_for_selector("#actions button")  # the game resumed
    assert page.is_hidden("#setup")
    watch.check()


# The browser's storage refuses to keep a game (full): every game record's write throws, as
# localStorage does over its quota.
STORAGE_FULL = """(() => { const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (String(key).includes(':record:')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return set.call(this, key, value); }; })()"""


@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_a_link_s_players_and_seed_go_only_once_its_game_is_saved(watched, site_url, game):
    """A link that starts a game loses its players and seed in the address bar once the game is
    saved, so that a reload resumes that game (not a new deal); a game that could not be saved
    keeps them, so that a reload deals the same game again (issue 35's play-test: "the URL loses
    players/seed after reload")."""
    page, watch = watched
    link = f"{site_url}/index.html?game={game}&players=human,ai:easy,ai:easy&seed=5&pace=0"
    page.goto(link)
    wait_ready(page)
    page.wait_for_selector("#actions button")
    page.wait_for_url(in_runtime(f"{site_url}/index.html?pace=0&game={game}"))  # once the page wrote the save
    first_line = page.text_content("#log li")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#actions button")
    assert page.is_hidden("#setup") and page.text_content("#log li") == first_line  # the same game, resumed
    page.add_init_script(STORAGE_FULL)
    page.goto(link)
    wait_ready(page)
    page.wait_for_selector("#actions button")
    assert "storage is full" in page.inner_text("#message")
    assert page.url == in_runtime(link)  # a reload deals this game again
    watch.check()


def test_a_game_chosen_on_another_games_set_up_opens_its_set_up_not_its_last_game(watched, site_url):
    """The play-test of 6 December: with a game of 6 Billion left at its table, choosing 6 Billion
    on Charon's set-up screen showed that game (its results, once over) and no set-up. The chosen
    game's set-up shows, over the game left at its table (Back to the game), and a reload then
    resumes that game as any visit does."""
    page, watch = watched
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,ai:easy&seed=5&pace=0")
    wait_ready(page)
    page.wait_for_selector("#actions button")
    page.wait_for_url(lambda url: "players=" not in url)  # saved
    page.goto(f"{site_url}/index.html?game=charon")
    wait_ready(page)
    assert page.is_visible("#setup")  # no game of Charon here yet
    page.select_option("#setup-game", "sixbillion")
    page.wait_for_url(lambda url: "game=sixbillion" in url)
    wait_ready(page)
    page.wait_for_selector("#setup:not([hidden])")
    assert page.locator("#setup-game").input_value() == "sixbillion" and page.is_visible("#setup-close")
    page.wait_for_url(lambda url: "setup=" not in url)
    page.click("#setup-close")  # back to the game left at the table
    page.wait_for_selector("#actions button")
    watch.check()
