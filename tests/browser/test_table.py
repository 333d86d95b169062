"""One site for every game: `?game=` names the game (Charon when absent, so that every link
made before keeps working); a game the page does not have is said on the set-up screen."""

from tests.browser.conftest import wait_ready


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
    assert "game=charon" in page.url and "players=" not in page.url  # a reload resumes this game, of this game
    assert page.evaluate("document.body.dataset.phase")  # a game of Charon at the table
    page.goto(f"{site_url}/index.html?game=charon")
    wait_ready(page)
    page.wait_for_selector("#actions button")  # the game resumed
    assert page.is_hidden("#setup")
    watch.check()
