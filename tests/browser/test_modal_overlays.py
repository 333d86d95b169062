"""A dialog over the table keeps the keyboard (the 6 December play-test, by keyboard at
1280x800: the results opened with the focus left on the page, and Tab walked the dimmed table
behind them — the table in words, the log's filters, the log — before it reached the charts
and "Rate my decisions"). The results take the focus at their head; the table behind a shown
dialog is out of Tab's reach (inert), and where the rules are opened over the results, only
the rules are live until they close."""

import pytest

from tests.browser.conftest import results_of_a_finished_game, screenshot

DESKTOP = {"width": 1280, "height": 800}

# Where the keyboard's focus is: the id of the overlay holding it, 'table' for the page outside
# the overlays, null for the body (a Tab past a dialog's last control goes to the browser's
# own controls, and the next comes back to its first).
FOCUS_IN = """() => { const focused = document.activeElement;
  return !focused || focused === document.body ? null : focused.closest('.overlay')?.id || 'table'; }"""


def tabbed_through(page, presses: int) -> set[str]:
    """The overlays (or 'table') that held the focus at each of `presses` Tabs."""
    held = set()
    for _ in range(presses):
        page.keyboard.press("Tab")
        held.add(page.evaluate(FOCUS_IN))
    return held - {None}


@pytest.mark.parametrize("game", ["charon", "sixbillion"])
def test_the_results_take_the_keyboard_and_the_table_behind_them_is_out_of_tabs_reach(browser, site_url, game):
    context, page, errors = results_of_a_finished_game(browser, site_url, game, DESKTOP)
    page.wait_for_function("() => document.activeElement?.id === 'end-title'")
    assert tabbed_through(page, 40) == {"end"}
    screenshot(page, f"modal-results-tabbed-{game}.png")
    page.keyboard.press("Escape")  # as "Look at the board": the table is live again
    page.wait_for_selector("#end", state="hidden")
    assert page.evaluate("document.activeElement.id") == "results-btn"
    assert not page.evaluate("document.getElementById('app').inert")
    page.keyboard.press("Enter")  # the Results button opens them again, the focus at their head
    page.wait_for_function("() => document.activeElement?.id === 'end-title'")
    assert not errors
    context.close()


def test_the_rules_opened_over_the_results_are_the_only_live_dialog_until_they_close(browser, site_url):
    context, page, errors = results_of_a_finished_game(browser, site_url, "charon", DESKTOP)
    page.wait_for_function("() => document.activeElement?.id === 'end-title'")
    page.keyboard.press("?")
    page.wait_for_selector("#rules:not([hidden])")
    assert tabbed_through(page, 30) == {"rules"}
    screenshot(page, "modal-rules-over-results.png")
    page.keyboard.press("Escape")
    page.wait_for_selector("#rules", state="hidden")
    assert tabbed_through(page, 10) == {"end"}
    assert not errors
    context.close()
