"""A building turn that ends by itself says so where the player looks (issue 38, the last
play-test): Ann builds the 2 with her last gems, nothing is left to build or trade, and the turn
passed on without a word. Now a notice at the top (over the hand-off in hot seat, gone when the
next player takes the device) and the log say it, against the computer and in hot seat."""

import pytest

from charon_ui.layout import HEIGHT, STATUS, WIDTH
from game.charon import to_json
from game.charon.state import BUILD
from tests.browser.conftest import resume_saved, screenshot, sized_context
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
    if bob == "human":  # hot seat: the device goes to Bob at once, the notice over the hand-off
        page.wait_for_function(f"document.getElementById('message-text').textContent === {NOTICE!r}")
        assert page.is_visible("#message") and page.is_visible("#handoff")
        page.click("#handoff-continue")  # Bob has the device: Ann's notice is not his to read
        page.wait_for_selector("#handoff", state="hidden")
        assert page.is_hidden("#message")  # at once, not at its fade 9 s later
    else:  # in its line under the prompt
        page.wait_for_function(f"document.getElementById('notice').textContent === {NOTICE!r}")
        assert page.is_visible("#notice")
        # Its fade-out ended (the event the browser sends at the end of its 9 s): the line is gone
        # and leaves no blank band (in the worker page it stayed, invisible, for the rest of the game).
        page.eval_on_selector(
            "#notice",
            "e => e.dispatchEvent(new AnimationEvent('animationend', {animationName: 'notice-leaves', bubbles: true}))",
        )
        page.wait_for_function("document.getElementById('notice').hidden")
    page.screenshot(path=f"/tmp/ch38advice/turn-end-after-{bob}.png")
    log = page.eval_on_selector_all("#log li", "items => items.map(i => i.textContent)")
    assert LOGGED in log


# Whether the point (fractions of the element's box) shows the element itself, not something over it.
SHOWS = """([selector, fx, fy]) => { const e = document.querySelector(selector), r = e.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + fx * r.width, r.top + fy * r.height);
  return hit === e || e.contains(hit); }"""
# The notice shown, wherever the page puts it.
SAID = (
    "(text) => [...document.querySelectorAll('#notice, #message')].some(e => !e.hidden && e.textContent.includes(text))"
)


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_the_notice_covers_neither_the_round_nor_the_next_instruction(browser, site_url, size):
    """The notice stayed 9 s over the top bar: the round line and the next instruction under
    it. Now it has a line of its own under the prompt; both show whole while it does."""
    context = sized_context(browser, size)
    page = context.new_page()
    players = {"names": ["Ann", "Bob"], "colours": ["red", "white"], "seats": ["human", "ai:easy"], "bot_seed": 0}
    resume_saved(page, site_url, to_json(last_gems_build()), players)
    page.locator(BUILD_THE_2).click()
    page.wait_for_function(SAID, arg=NOTICE)
    screenshot(page, f"turn-end-notice-{size[0]}x{size[1]}.png")
    if size[0] > 1000:  # the round line is the board's status strip: its left half and middle
        x0, _, width, height = STATUS
        strip = [("#board", (x0 + f * width) / WIDTH, height / 2 / HEIGHT) for f in (0.1, 0.25, 0.4, 0.55)]
    else:  # a phone's header says the round above the prompt
        strip = [("#status-line", f, 0.5) for f in (0.1, 0.3, 0.5)]
    for where in [*strip, ("#prompt-line", 0.5, 0.5), ("#prompt-line", 0.05, 0.5)]:
        assert page.evaluate(SHOWS, list(where)), where
    context.close()


# The notice's fade-out held still: whether it is gone then is the page's doing, not its clock's.
NO_FADE = "#notice.confirms, #message.confirms { animation-play-state: paused !important; }"


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_the_next_rounds_first_decision_comes_without_the_last_rounds_notice(browser, site_url, size):
    """Issue 38 (newcomers' play-tests on a phone): at round 2's row choice the notice still said
    Ann's building turn had ended. The computer's moves that ended the round left it standing
    until the player's next action; the new round's first decision comes without it."""
    context = sized_context(browser, size)
    page = context.new_page()
    players = {"names": ["Ann", "Bob"], "colours": ["red", "white"], "seats": ["human", "ai:easy"], "bot_seed": 0}
    resume_saved(page, site_url, to_json(last_gems_build()), players)
    page.add_style_tag(content=NO_FADE)
    page.locator(BUILD_THE_2).click()
    page.wait_for_function(SAID, arg=NOTICE)  # said while Bob builds
    page.wait_for_function(
        "() => document.body.dataset.round === '2' && document.body.dataset.toMove === '0'"
        " && !!document.querySelector('#actions button[data-action*=\"choose_row_card\"]')",
        timeout=120_000,
    )
    screenshot(page, f"round-2-start-{size[0]}x{size[1]}.png")
    assert not page.evaluate(SAID, NOTICE)
    assert page.is_hidden("#notice")
    context.close()
