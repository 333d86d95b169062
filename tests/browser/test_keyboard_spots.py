"""Any flag spot a few keys away (issue 38, item 10): reaching "the crossroads of zones 2, 3, 7
and 8" took 44 Tabs. A zone's number typed again goes on to that zone's next spot, and the
arrow keys go from a spot to its neighbour on the board, the focused spot lit."""

import json

from game.charon.board import POSITION_ZONES
from tests.browser.conftest import wait_ready

FOCUSED = "document.activeElement && document.activeElement.dataset.action || ''"
SETTLED = """() => { const phase = document.body.dataset.phase, me = document.body.dataset.toMove === '0';
  const button = document.querySelector('#actions button[data-action]');
  return me && button && (phase !== 'replace_duplicates' && phase !== 'choose_row' ? !!document.querySelector(
    "#actions button[data-action*='lift_flag']") : true); }"""


def focused(page) -> str:
    action = json.loads(page.evaluate(FOCUSED) or "{}")
    return action.get("position", "")


def test_a_zone_number_again_and_the_arrows_reach_every_spot(watched, site_url):
    page, _ = watched
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    for _ in range(6):  # the cards first: Enter takes the focused first choice
        page.wait_for_function(SETTLED, timeout=120_000)
        if page.evaluate("document.body.dataset.phase") not in ("replace_duplicates", "choose_row"):
            break
        page.focus("#actions button[data-action]")
        page.keyboard.press("Enter")
    page.keyboard.press("y")
    page.keyboard.press("Enter")
    page.wait_for_selector("#actions button[data-action*='place_flag']")
    legal = {json.loads(b)["position"] for b in page.eval_on_selector_all(
        "#actions button[data-action*='place_flag']", "bs => bs.map(b => b.dataset.action)")}  # fmt: skip
    # Zone 8's number, typed again and again (more than 900 ms apart is not needed: a second 8
    # is no zone 88), walks through every free spot around zone 8, then round again.
    around = {p for p in legal if 8 in POSITION_ZONES[p]}
    page.keyboard.press("8")
    seen = [focused(page)]
    for _ in range(len(around)):
        page.keyboard.press("8")
        seen.append(focused(page))
    assert set(seen) == around and seen[-1] == seen[0], seen
    # The arrows: from zone 8's centre, right goes on along the row, down to the row below.
    assert "C8" in legal
    while focused(page) != "C8":
        page.keyboard.press("8")
    page.keyboard.press("ArrowRight")
    right = focused(page)
    assert right != "C8" and (8 in POSITION_ZONES[right] or 9 in POSITION_ZONES[right]), right
    page.keyboard.press("ArrowLeft")
    assert focused(page) == "C8"
    page.keyboard.press("ArrowDown")
    below = focused(page)
    assert below != "C8" and any(z in (8, 13) for z in POSITION_ZONES[below]), below
    assert page.evaluate("window.scrollY") == 0  # an arrow on a spot moves on the board, not the page
    # The crossroads of zones 2, 3, 7 and 8 in a few keys, where 44 Tabs were needed.
    crossroads = next(p for p in legal if set(POSITION_ZONES[p]) == {2, 3, 7, 8})
    while focused(page) != "C8":
        page.keyboard.press("8")
    page.keyboard.press("ArrowUp")
    keys = 1
    while focused(page) != crossroads and keys < 4:
        page.keyboard.press("ArrowLeft")
        keys += 1
    assert focused(page) == crossroads, focused(page)
    page.keyboard.press("Enter")
    page.wait_for_function("() => !document.querySelector('#actions button[data-action*=place_flag]')")
    log = page.eval_on_selector_all("#log li", "items => items.map(i => i.textContent)")
    assert any("crossroads of zones 2, 3, 7 and 8" in line for line in log)
