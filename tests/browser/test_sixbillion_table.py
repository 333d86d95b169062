"""6 Billion's page as a newcomer's first game found it: the page names 6 Billion (not Charon)
everywhere, the table in words, a click on a dimmed site says why, keyboard play with the
focus kept in the action panel, and a language switch mid-game."""

import re

from sixbillion_ui import layout as L
from tests.browser.conftest import screenshot, wait_ready

IN_PANEL = "document.activeElement && !!document.activeElement.closest('#actions')"


def focused_action(page) -> str:
    return page.evaluate("document.activeElement && document.activeElement.dataset.action || ''")


HANDOFF_FOCUSED = "document.activeElement && document.activeElement.id === 'handoff-continue'"
# The focus on the summary of a folded group of the action panel (long lists fold).
FOLDED_GROUP = (
    "document.activeElement && document.activeElement.tagName === 'SUMMARY'"
    " && !document.activeElement.parentElement.open"
)


def test_the_page_names_6_billion_and_tells_its_table_in_words(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,ai:random,ai:random&seed=4&pace=0&names=Ann,Bob,Cy")
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]", timeout=120_000)
    assert page.title() == "6 Billion"
    assert "solar system" in page.get_attribute("#board", "aria-label")
    page.click("#summary-box summary")
    summary = page.locator("#summary li").all_inner_texts()
    assert summary[0].startswith("Round 1 · ")
    assert any(line.startswith("Turn order: ") for line in summary)
    assert any(line.startswith("Earth (spaces 1 to 1024") and "Ann" in line for line in summary)
    assert any(line.startswith("Your hand: ") for line in summary)  # the sole human's own screen
    assert any(line.startswith("Your Hidden Agenda: ") for line in summary)
    screenshot(page, "sixbillion-table-in-words-1280x800.png")
    page.click("#rules-btn")
    assert page.inner_text("#rules-title") == "How to play 6 Billion"
    note = page.inner_text("#rules-note")  # what the pins' two marks mean, in a player's words
    assert "Not in the printed rules — how this game plays it" in note and "this game's estimate" in note
    page.keyboard.press("Escape")
    page.click("#new-btn")
    assert page.inner_text("#setup-title") == "6 Billion"
    assert page.is_visible("#setup-about")  # 6 Billion has no lesson: its story is told to all
    about = page.inner_text("#setup-about")
    assert "solar system" in about and "Charon" not in about
    screenshot(page, "sixbillion-setup-1280x800.png")


def test_a_click_on_a_dimmed_site_says_why(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,ai:random,ai:random&seed=2&pace=0")
    wait_ready(page)
    box = None
    said = ""
    for _ in range(60):  # on to the player's actions, then pick each card and click far-off Pluto
        page.wait_for_function(
            "document.querySelector('#actions button') !== null || !document.getElementById('end').hidden",
            timeout=120_000,
        )
        if page.inner_text("#prompt").startswith("Your turn:"):
            box = page.locator("#board").bounding_box()
            scale = box["width"] / L.WIDTH
            hand = int(re.search(r"(\d+) cards? in hand", page.text_content("#summary")).group(1))
            for x, y, w, _h in L.hand_slots(hand):
                page.mouse.click(box["x"] + (x + w / 2) * scale, box["y"] + (y + 12) * scale)
                px, py, pw, ph = L.FULL_BOARD.row("pluto")
                page.mouse.click(box["x"] + (px + pw - 4) * scale, box["y"] + (py + ph / 2) * scale)
                text = page.inner_text("#message") if page.is_visible("#message") else ""
                if "out of reach" in text:
                    said = text
                    break
            if said:
                break
        page.locator("#actions button[data-action], #actions button[data-moment]").first.click()
    assert said.startswith("Pluto is out of reach: "), said
    screenshot(page, "sixbillion-out-of-reach-1280x800.png")


def test_keyboard_play_keeps_the_focus_in_the_panel_and_undo_works(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,human&seed=6&names=Ann,Bob")
    wait_ready(page)
    page.wait_for_selector("#actions button")
    # Into the panel once (as Charon's keyboard test does), then keys only.
    page.focus("#actions button[data-moment], #actions button[data-action]")
    page.keyboard.press("Enter")
    page.wait_for_function(f"({IN_PANEL}) || ({HANDOFF_FOCUSED})")
    if page.evaluate(HANDOFF_FOCUSED):  # the hand-off's button has the focus: Enter takes it
        page.keyboard.press("Enter")
        page.wait_for_function(IN_PANEL)
    assert page.evaluate("getComputedStyle(document.activeElement).outlineWidth") == "3px"  # seen
    undone, keys_told = False, False
    log_lengths = []
    for _ in range(40):  # only keys: Enter on the focused choice, Enter on each hand-off
        page.wait_for_function(f"({IN_PANEL}) || ({HANDOFF_FOCUSED}) || !document.getElementById('end').hidden")
        log_lengths.append(page.locator("#log li").count())
        keys_told = keys_told or page.is_visible("#keys-help")
        if not undone and page.is_visible("#undo-btn") and page.evaluate(IN_PANEL):
            before = page.inner_text("#prompt"), page.locator("#log li").count()
            page.keyboard.press("Control+z")
            page.wait_for_function(f"document.querySelectorAll('#log li').length < {before[1]}")
            page.wait_for_function(IN_PANEL)  # the focus comes back to the panel after undo
            undone = True
            continue
        fresh_turn = page.inner_text("#prompt").startswith("Your turn: 2 actions left")
        if not undone and fresh_turn and page.evaluate(IN_PANEL):
            for _tab in range(80):  # Tab on to a colony card's play: an action that can be taken back
                if '"play"' in focused_action(page) and "colony" in focused_action(page):
                    break
                if page.evaluate(FOLDED_GROUP):  # a folded group of the panel: Enter unfolds it
                    page.keyboard.press("Enter")
                page.keyboard.press("Tab")
        page.keyboard.press("Enter")
    assert keys_told, "the keys are told under the panel"
    assert undone, "an action of the player could be taken back with Ctrl+Z"
    assert log_lengths[-1] > log_lengths[0] + 5  # the game went on by keys alone
    screenshot(page, "sixbillion-keyboard-1280x800.png")


def test_a_language_switch_mid_game_rewords_the_panel_the_log_and_the_names(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,ai:random,ai:random&seed=3&pace=0&lang=en")
    wait_ready(page)
    page.wait_for_selector("#actions button[data-action]", timeout=120_000)
    for _ in range(6):  # a few moves in
        page.wait_for_selector("#actions button[data-action], #actions button[data-moment]", timeout=120_000)
        page.locator("#actions button[data-action], #actions button[data-moment]").first.click()
    page.wait_for_selector("#actions button[data-action], #actions button[data-moment]", timeout=120_000)
    english = {
        "log": page.inner_text("#log"),
        "panel": page.inner_text("#actions"),
        "prompt": page.inner_text("#prompt"),
    }
    assert "Player 1" in english["log"]  # the names the page made
    page.click("#topbar [data-lang='hu']")
    page.wait_for_function("document.documentElement.lang === 'hu'")
    hungarian = {
        "log": page.inner_text("#log"),
        "panel": page.inner_text("#actions"),
        "prompt": page.inner_text("#prompt"),
    }
    for part, text in hungarian.items():
        assert text and text != english[part], part
    assert "Player 1" not in hungarian["log"] and "1. játékos" in hungarian["log"]
    assert "forduló" in hungarian["log"].lower()
    assert page.locator("#log-round option").first.inner_text() == "Minden forduló"
    if page.is_visible("#keys-help"):
        assert page.inner_text("#keys-help").startswith("Billentyűk:")
    page.click("#rules-btn")
    assert page.inner_text("#rules-title") == "A 6 Billion szabályai"
    page.keyboard.press("Escape")
    screenshot(page, "sixbillion-hungarian-1280x800.png")
    page.click("#topbar [data-lang='en']")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert page.inner_text("#log").startswith(english["log"][:200])  # told again in English
