"""6 Billion's optional rule in a real browser: the Discovery Track asked for by the link or
ticked on the set-up form, kept with the saved game; Charon's form offers no such box."""

from tests.browser.conftest import wait_ready

# The saved games of 6 Billion: whether each was started with the Discovery Track.
SAVED_OPTIONS = """() => Object.keys(localStorage).filter(k => k.startsWith('sixbillion:record:'))
  .map(k => JSON.parse(JSON.parse(localStorage.getItem(k)).save).origin.discovery_track)"""


def test_the_link_asks_for_the_discovery_track(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,human,human&seed=2&discovery=1")
    wait_ready(page)
    page.wait_for_function("() => document.querySelector('#actions button') !== null")
    assert page.evaluate(SAVED_OPTIONS) == [True]
    page.reload()  # the link's query is gone: the saved game resumes, its option with it
    wait_ready(page)
    assert page.evaluate(SAVED_OPTIONS) == [True]
    assert page.evaluate("() => document.getElementById('setup').hidden")


def test_the_set_up_form_offers_the_discovery_track_for_6_billion(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?game=sixbillion")
    wait_ready(page)
    tick = page.locator("#setup-options input[data-option='discovery_track']")
    assert tick.is_visible() and not tick.is_checked()
    page.select_option("#setup-players .seat:nth-child(2) select.seat-kind", "human")
    page.select_option("#setup-players .seat:nth-child(3) select.seat-kind", "human")
    tick.check()
    page.fill("#setup-seed", "8")
    page.click("#setup-start")
    page.wait_for_function("() => document.getElementById('setup').hidden")
    assert page.evaluate(SAVED_OPTIONS) == [True]


def test_charon_s_form_has_no_optional_rules(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?game=charon")
    wait_ready(page)
    assert page.locator("#setup-players .seat").count() >= 2
    assert page.locator("#setup-options").count() == 0
