"""A switch of language in mid-game, both games (the last play-test): the address asks for the
language shown, so that a reload keeps it (EN→HU→ES read `lang=en` while the page was in
Spanish, and a reload went back to English); and a group of the action panel the player opened
stays open, its words re-worded (a switch folded 6 Billion's opened card group)."""

from tests.browser.conftest import ANN_ASKED, acted, press_first, wait_acted, wait_ready

# The moves of each opened group of the action panel (words a switch does not change).
OPENED = """() => [...document.querySelectorAll('#actions details[open]')]
  .map(d => [...d.querySelectorAll('button[data-action]')].map(b => b.dataset.action))"""
SUMMARIES = "() => [...document.querySelectorAll('#actions details[open] > summary')].map(s => s.textContent)"
# 6 Billion, Ann's first turn on this seed: her actions step, with card plays folded in groups.
SIXBILLION = "{site}/index.html?lang=en&game=sixbillion&players=human,ai:easy,ai:easy&seed=5&pace=0&names=Ann,Bob,Cleo"
ASKED = "() => document.body.dataset.thinking !== '1' && document.querySelector('#actions details') !== null"


def switch(page, lang: str) -> None:
    page.click(f"#topbar [data-lang='{lang}']")
    page.wait_for_function(f"document.documentElement.lang === '{lang}'")


def asked_language(page) -> list[str]:
    return page.evaluate("new URLSearchParams(location.search).getAll('lang')")


def test_six_billion_keeps_an_opened_group_and_the_address_the_language_shown(watched, site_url):
    page, _watch = watched
    page.goto(SIXBILLION.format(site=site_url))
    wait_ready(page)
    page.wait_for_function(ASKED, timeout=120_000)
    page.locator("#actions details > summary").last.click()
    opened, words = page.evaluate(OPENED), page.evaluate(SUMMARIES)
    assert len(opened) == 1 and len(opened[0]) >= 2
    switch(page, "hu")
    assert asked_language(page) == ["hu"]
    switch(page, "es")
    assert asked_language(page) == ["es"]
    assert page.evaluate(OPENED) == opened  # the same group open, re-worded
    assert page.evaluate(SUMMARIES) != words
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "es"
    assert asked_language(page) == ["es"]


def test_charon_keeps_an_opened_trade_group_and_the_address_the_language_shown(watched, site_url):
    page, _watch = watched
    page.add_init_script("localStorage.setItem('charon:ask-end-turn', 'no')")
    page.goto(f"{site_url}/index.html?players=human,ai:greedy&seed=3&pace=0&names=Ann,Bob")
    wait_ready(page)
    while True:  # round 1 by the panel's first buttons, until Ann builds (a folded group for each trade)
        page.wait_for_function(ANN_ASKED, timeout=120_000)
        if page.evaluate("document.body.dataset.phase") == "build":
            break
        before = acted(page)
        press_first(page)
        wait_acted(page, before)
    page.locator("#actions details > summary").first.click()
    opened = page.evaluate(OPENED)
    assert len(opened) == 1
    # a trade group's count says what it counts (a bare "(4)" told a play-tester nothing)
    assert page.evaluate(SUMMARIES)[0].endswith(f"({len(opened[0])} choices)")
    switch(page, "hu")
    assert page.evaluate(OPENED) == opened
    assert page.evaluate(SUMMARIES)[0].endswith(f"({len(opened[0])} lehetőség)")
    switch(page, "es")
    assert page.evaluate(SUMMARIES)[0].endswith(f"({len(opened[0])} opciones)")
    switch(page, "hu")
    assert asked_language(page) == ["hu"]
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "hu"
