"""A finished game replayed on a 390x844 phone: the board shows the replay's table, and nothing
of the game's last position stays beside it (a newcomer saw round 4's areas, supply and hand
under a round-1 replay: the phone's panes kept the game's last drawing)."""

from tests.browser.conftest import open_game, screenshot

PANES = """() => [...document.querySelectorAll('canvas.pane')]
  .filter(c => c.checkVisibility()).map(c => c.id)"""


def test_a_replay_on_a_phone_shows_only_the_replays_table(phone_page, site_url):
    page, errors = phone_page
    open_game(page, site_url, "ai:greedy,ai:greedy,ai:random", 4, names="Ann,Bob,Cy")
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=300_000)
    page.wait_for_selector("#end:not([hidden])")
    page.tap("#end-replay")
    page.wait_for_selector("#replay-bar:not([hidden])")
    for _ in range(2):
        page.tap("#replay-next-chapter")
    page.wait_for_function("document.querySelector('#board').dataset.view !== undefined")
    assert "Round 1" in page.text_content("#prompt")
    assert page.evaluate(PANES) == []  # the game's last position is not shown beside it
    assert page.locator("#board").is_visible()
    screenshot(page, "replay-phone-390x844.png")
    page.tap("#replay-close")
    page.wait_for_selector("#replay-bar", state="hidden")
    assert page.evaluate("document.body.dataset.replay") == ""
    assert errors == []
