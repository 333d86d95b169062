"""A building turn that ends by itself says so where the player looks (issue 38, the last
play-test): Ann builds the 2 with her last gems, nothing is left to build or trade, and the turn
passed on without a word. Now a notice at the top (over the hand-off in hot seat) and the log
say it, against the computer and in hot seat."""

import pytest

from game.charon import to_json
from game.charon.state import BUILD
from tests.browser.conftest import resume_saved
from tests.situations import situation

NOTICE = "Ann: your building turn has ended – nothing more can be built or traded."
LOGGED = "Ann's building turn ends by itself: nothing more can be built or traded."
BUILD_THE_2 = "#actions button[data-action*='\"2c\"']"


def last_gems_build():
    """Ann, first to build, can pay for the 2 (blue, black) with her only gems; Bob has a trade."""
    return situation(
        2, BUILD, order=[0, 1], gems={0: "blue black", 1: "green green green"}, hands={0: ["2c", "12a"]}
    )  # fmt: skip


@pytest.mark.parametrize("bob", ["human", "ai:easy"])
def test_the_turn_that_ends_by_itself_is_said_at_the_top_and_in_the_log(watched, site_url, bob):
    page, _ = watched
    players = {"names": ["Ann", "Bob"], "colours": ["red", "white"], "seats": ["human", bob], "bot_seed": 0}
    resume_saved(page, site_url, to_json(last_gems_build()), players)
    if page.is_visible("#handoff"):
        page.click("#handoff-continue")
    page.screenshot(path=f"/tmp/ch38advice/turn-end-before-{bob}.png")
    page.click(BUILD_THE_2)
    page.wait_for_function(f"document.getElementById('message-text').textContent === {NOTICE!r}")
    assert page.is_visible("#message")
    if bob == "human":  # hot seat: the device goes to Bob at once, the notice over the hand-off
        assert page.is_visible("#handoff")
    page.screenshot(path=f"/tmp/ch38advice/turn-end-after-{bob}.png")
    log = page.eval_on_selector_all("#log li", "items => items.map(i => i.textContent)")
    assert LOGGED in log
