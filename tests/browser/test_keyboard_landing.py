"""Where the keyboard lands when a screen goes away (newcomers by keyboard: after "Start the
game" on the set-up form, and after a replay opened from the Games list, the focus fell to the
page's body, and the next Tab started again from the top of the page)."""

from tests.browser.conftest import finished_record, press_handled, wait_ready

FOCUSED = "() => document.activeElement ? document.activeElement.id || document.activeElement.textContent : ''"


def tab_to(page, found: str, presses: int = 80) -> None:
    """Tab until `found` (a script on document.activeElement) is true."""
    for _ in range(presses):
        page.keyboard.press("Tab")
        if page.evaluate(f"() => {{ const e = document.activeElement; return !!e && ({found}); }}"):
            return
    raise AssertionError(f"Tab never reached it: {found}")


def test_after_start_the_keyboard_is_where_the_player_acts(watched, site_url):
    page, _ = watched
    page.goto(f"{site_url}/index.html?seed=3")
    wait_ready(page)
    page.wait_for_selector("#setup:not([hidden])")
    tab_to(page, "e.id === 'setup-start'")
    page.keyboard.press("Enter")
    page.wait_for_selector("#setup", state="hidden")
    # The first choice offered (after the computer players' moves, if they play first).
    page.wait_for_function(
        "() => !!document.activeElement.closest('#actions') && !!document.activeElement.dataset.action",
        timeout=90_000,
    )
    page.keyboard.press("Tab")  # and Tab goes on from there, not from the page's top
    assert page.evaluate("() => !!document.activeElement.closest('#actions')")


def test_a_replay_opened_from_the_games_list_has_the_keyboard_on_its_controls(watched, site_url):
    page, _ = watched
    page.goto(f"{site_url}/index.html?game=charon")
    wait_ready(page)
    page.evaluate("record => localStorage.setItem('charon:record:g1', record)", finished_record("charon"))
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#saves li[data-game='g1']")
    tab_to(page, "e.closest(\"#saves li[data-game='g1']\") && e.textContent === 'Replay'")
    page.keyboard.press("Enter")
    page.wait_for_selector("#replay-bar:not([hidden])")
    page.wait_for_function("() => !!document.activeElement.closest('#replay-bar')")
    step = page.text_content("#prompt")
    page.keyboard.press("Enter")  # the focused control answers the keyboard: Play
    page.wait_for_function("() => document.getElementById('replay-play').classList.contains('playing')")
    assert "step 0 " in step
    press_handled(page, "Space")  # Space pauses, once (not the shortcut and the focused button both)
    assert not page.evaluate("document.getElementById('replay-play').classList.contains('playing')")


def test_the_games_list_opened_by_keyboard_takes_the_keyboard(watched, site_url):
    # A newcomer's Enter on "Games" left the focus on the page's body, behind the dialog.
    page, _ = watched
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]")
    page.focus("#menu-btn")
    page.keyboard.press("Enter")
    page.wait_for_selector("#setup:not([hidden])")
    page.wait_for_function("() => !!document.activeElement.closest('#setup')")
    assert page.evaluate(FOCUSED) == "setup-title"  # at its head, whence Tab walks the dialog
    page.keyboard.press("Tab")
    assert page.evaluate("() => !!document.activeElement.closest('#setup')")
