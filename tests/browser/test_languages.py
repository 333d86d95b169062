"""The page in English and Hungarian: the switch in mid-game (the game and its log intact, the
board redrawn in the new language), the choice kept over a reload, `?lang=` on the game page
and the embed, `<html lang>` naming the language shown; and the pseudo-locale, in which no
visible word of the page may bypass the catalogues."""

import json
import re

from tests.browser.conftest import VISIBLE_TEXT, screenshot, wait_ready
from tests.pseudo_locale import has_word

STATE = """() => ({
  lang: document.documentElement.lang,
  round: document.body.dataset.round, phase: document.body.dataset.phase, toMove: document.body.dataset.toMove,
  log: [...document.querySelectorAll('#log li')].map(li => li.textContent),
  prompt: document.getElementById('prompt').textContent,
  rules: document.getElementById('rules-btn').textContent,
  pressed: [...document.querySelectorAll('#topbar [data-lang]')]
    .map(b => b.dataset.lang + ':' + b.getAttribute('aria-pressed')),
  save: localStorage.getItem('charon:record:' + localStorage.getItem('charon:current')),
  board: document.getElementById('board').toDataURL(),
})"""


def play_some(page, moves: int) -> None:
    """Take the first action offered, `moves` times (the computer answers in between)."""
    for _ in range(moves):
        page.wait_for_selector("#actions button[data-action]")
        page.click("#actions button[data-action]")


def test_switching_language_mid_game_keeps_the_game_and_its_log_and_redraws_the_board(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?players=human,ai:random&seed=8&pace=0")
    wait_ready(page)
    play_some(page, 4)
    page.wait_for_selector("#actions button[data-action]")
    before = page.evaluate(STATE)
    assert before["lang"] == "en" and before["rules"] == "Rules"
    page.click("#topbar [data-lang='hu']")
    after = page.evaluate(STATE)
    assert after["lang"] == "hu"
    assert after["pressed"] == ["en:false", "hu:true", "es:false"]
    assert (after["round"], after["phase"], after["toMove"]) == (before["round"], before["phase"], before["toMove"])
    assert after["save"] == before["save"]  # the game itself: not a move more or less
    assert len(after["log"]) == len(before["log"])  # the same story...
    assert after["log"] != before["log"] and "zászlót tűz ki" in " ".join(after["log"])  # ...told in Hungarian
    assert after["rules"] == "Szabályok"
    assert after["prompt"].startswith("1. játékos: ") and after["prompt"] != before["prompt"]
    assert after["board"] != before["board"]  # the canvas drawn again, in Hungarian
    screenshot(page, "hu-board-1280x800.png")
    # The choice is remembered: a reload resumes the game in Hungarian.
    page.reload()
    wait_ready(page)
    again = page.evaluate(STATE)
    assert again["lang"] == "hu" and again["rules"] == "Szabályok" and again["log"] == after["log"]
    # And back: the same game in English again.
    page.click("#topbar [data-lang='en']")
    back = page.evaluate(STATE)
    assert back["lang"] == "en" and back["log"] == before["log"] and back["save"] == before["save"]


def test_the_link_s_language_wins_over_the_remembered_one_on_the_game_page_and_the_embed(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html")
    page.evaluate("localStorage.setItem('shell:lang', 'en')")
    page.goto(f"{site_url}/index.html?lang=hu&players=human,ai:easy&seed=3")
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "hu"
    assert page.text_content("#menu-btn") == "Játékok"
    assert "játékos" in page.text_content("#log")
    # A reload keeps the link's language (the link's other words are dropped once the game starts).
    assert "lang=hu" in page.url
    # A language nobody has, asked and remembered: English (web/loading.js chooses, Python follows).
    page.evaluate("localStorage.setItem('shell:lang', 'nonsense')")
    page.goto(f"{site_url}/index.html?lang=klingon")
    wait_ready(page)
    assert page.evaluate("[document.documentElement.lang, window.charonLanguage]") == ["en", "en"]
    assert page.text_content("#menu-btn") == "Games"
    page.goto(f"{site_url}/embed.html?lang=hu&seed=4&speed=4")
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "hu"
    assert page.text_content("#pause") == "Szünet"
    assert page.text_content("#new-seed") == "Új kezdőérték"
    page.wait_for_function("Number(document.body.dataset.moves) >= 2")
    assert re.search(r"\d+\. játék", page.text_content("#status"))


def test_the_first_default_is_the_browser_s_language(browser, site_url):
    context = browser.new_context(locale="hu-HU", viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "hu"
    assert page.text_content("#setup-start") == "Kezdődjön a játék"
    context.close()


# ---- the pseudo-locale: every visible word from the catalogues -------------------------------

NAMES = ("Player 1", "Random bot", "Charon, Inc.", "EN", "HU", "ES")  # names are not words


def unwrapped_words(texts: list[str]) -> list[str]:
    """The texts holding a letter outside ⟦ ⟧ once names are taken out (tests/pseudo_locale.py's rule)."""
    return [text for text in texts if has_word(text, NAMES)]


def test_in_the_pseudo_locale_every_visible_word_of_the_page_comes_from_the_catalogues(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?lang=qps&players=human,ai:random&seed=8&pace=0")
    wait_ready(page)
    play_some(page, 2)
    page.wait_for_selector("#actions button[data-action]")
    seen = page.evaluate(VISIBLE_TEXT)
    page.click("#rules-btn")
    seen += page.evaluate(VISIBLE_TEXT)
    page.keyboard.press("Escape")
    page.click("#new-btn")
    seen += page.evaluate(VISIBLE_TEXT)
    assert len(seen) > 100
    assert unwrapped_words(seen) == []


FORM = """() => [...document.querySelectorAll('#setup-players .seat')].map(row => [
  row.querySelector('input').value,
  row.querySelector('select.colour').selectedOptions[0].textContent,
  row.querySelector('select.seat-kind').selectedOptions[0].textContent,
])"""


def test_names_and_the_set_up_form_follow_a_switch_in_mid_game(watched, site_url):
    """The names the page made ('Player 1', 'Easy bot 2') are words: switched to Hungarian in
    mid-game, the game, the Games list and the set-up form (opened later) all say them in
    Hungarian, without a reload; the save keeps them in English."""
    page, _watch = watched
    page.goto(f"{site_url}/index.html")
    wait_ready(page)
    english = page.evaluate(FORM)
    assert [row[0] for row in english] == ["Player 1", "Easy bot 2", "Easy bot 3"]  # as the game names them
    page.click("#setup-start")
    page.wait_for_function("() => document.getElementById('setup').hidden")
    page.click("#topbar [data-lang='hu']")
    page.wait_for_selector("#actions button[data-action]")
    assert page.text_content("#prompt").startswith("1. játékos")
    page.click("#menu-btn")
    form = page.evaluate(FORM)
    assert [row[0] for row in form] == ["1. játékos", "Könnyű gép 2", "Könnyű gép 3"]
    assert [row[1] for row in form] != [row[1] for row in english]  # the colours' names
    assert [row[2] for row in form][0] == "Ember" and all("gép" in row[2].lower() for row in form[1:])
    title = page.locator("#saves li[data-game]").first.locator("strong").text_content()
    assert title == "1. játékos, Könnyű gép 2, Könnyű gép 3"
    record = page.evaluate("() => localStorage.getItem('charon:record:' + localStorage.getItem('charon:current'))")
    saved = json.loads(record)["players"]["names"]
    assert saved == ["Player 1", "Easy bot 2", "Easy bot 3"]
    screenshot(page, "hu-set-up-mid-game-1280x800.png")
