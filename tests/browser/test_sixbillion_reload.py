"""A reload inside a reaction window resumes it exactly: the same public moment ("Anyone
answering?" with the same players to claim), and a claimant's private moment with the same
decision, not a moment started afresh."""

import random

from tests.browser.conftest import wait_ready

SNAPSHOT = """() => ({
  handoff: !document.getElementById('handoff').hidden,
  end: !document.getElementById('end').hidden,
  moment: !!document.querySelector('#actions button[data-moment]'),
  claims: [...document.querySelectorAll('#actions button[data-claim]')].map(b => b.dataset.claim),
  actions: [...document.querySelectorAll('#actions button[data-action]')].map(b => b.dataset.action),
  prompt: document.getElementById('prompt').textContent,
})"""

READY = """() => document.querySelector('#actions button') !== null
  || !document.getElementById('handoff').hidden || !document.getElementById('end').hidden"""


def snap(page):
    page.wait_for_function(READY)
    return page.evaluate(SNAPSHOT)


def reload(page):
    page.reload()
    wait_ready(page)
    return snap(page)


def test_a_reload_inside_a_reaction_window_resumes_it_exactly(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,human,human&seed=3")
    wait_ready(page)
    rng = random.Random(3)
    while True:  # on to the first public moment with someone to claim the device
        now = snap(page)
        assert not now["end"], "the game ended without a reaction moment"
        if now["handoff"]:
            page.click("#handoff button")
        elif now["moment"] and now["claims"]:
            break
        elif now["moment"]:
            page.click("#actions button[data-moment]")
        else:
            page.locator(f"#actions button[data-action='{rng.choice(now['actions'])}']").first.click()

    assert reload(page) == now  # the same moment, the same players may claim

    claimant = now["claims"][0]
    page.click(f"#actions button[data-claim='{claimant}']")
    private = snap(page)
    if private["handoff"]:
        handoff_text = page.locator("#handoff").inner_text()
        page.click("#handoff button")
        private = snap(page)
    assert not private["moment"], "the claimant's own moment"

    again = reload(page)
    if again["handoff"]:  # the device goes to the claimant again: to them, not to someone else
        assert page.locator("#handoff").inner_text() == handoff_text
        page.click("#handoff button")
        again = snap(page)
    assert again == private
