"""The site in Spanish (`?lang=es`): Charon's set-up and a 6 Billion game show no English word —
neither a message left untranslated nor a word that bypassed the catalogues — on the page or
on its canvases, and no console error; both language switches offer ES."""

import random
import re

from babel.messages.pofile import read_po

from tests.browser.conftest import RECORD_DRAWS, VISIBLE_TEXT, page_errors, screenshot, wait_ready
from tools import i18n as catalogues

# Names, not words: the games'.
KEPT = ("Charon, Inc.", "6 Billion")
# Words of English that Spanish never spells alike: one of them left on the page is English.
ENGLISH = set(
    "the and your you with from of to is are this that for on it by round turn card cards player players "
    "game games points waiting play pass end hand deck score rules undo new back".split()
)
# Each canvas's labels: one by one, and as one text (a name wrapped over two lines is whole again).
CANVAS_LABELS = """() => Object.values(window.charonDrawn || {}).map(d =>
  (typeof d.ops === 'string' ? JSON.parse(d.ops) : d.ops).filter(op => op[0] === 'text').map(op => String(op[3])))"""
SWITCHES = """() => [...document.querySelectorAll('.lang-switch')].filter(s => s.checkVisibility())
  .map(s => [...s.querySelectorAll('[data-lang]')].map(b => b.dataset.lang + ':' + b.getAttribute('aria-pressed')))"""


def spanish() -> dict[str, str]:
    """English message -> its Spanish, where they differ. Not a message of one letter (an action
    area's key, "R" for Rare Mineral Find): the same letter is a Spanish word's too (6 Billion's
    response cards' "R", Respuesta), so seeing it says nothing of what was left untranslated."""
    with open(catalogues.po_path("es"), "rb") as f:
        catalogue = read_po(f)
    out = {}
    for m in catalogue:
        for english, translated in zip(
            m.id if isinstance(m.id, tuple) else (m.id,),
            m.string if isinstance(m.string, tuple) else (m.string,),
            strict=True,
        ):
            if len(english) > 1 and translated and english != translated:
                out[english] = translated
    return out


ENGLISH_MESSAGES = spanish()


def english_left(texts: list[str], translations: dict[str, str] = ENGLISH_MESSAGES) -> list[str]:
    """The texts that are an English message the catalogue translates, or hold an English word."""
    found = []
    for text in texts:
        if text.strip() in translations:
            found.append(text)
            continue
        rest = text
        for name in KEPT:
            rest = rest.replace(name, " ")
        if ENGLISH & {w.lower() for w in re.findall(r"[A-Za-z]+", rest)}:
            found.append(text)
    return found


def canvas_texts(page) -> list[str]:
    """What the canvases show, for `english_left`: each canvas's labels joined, so that a wrapped
    name is whole, and each label on its own only where it is, whole, an English message."""
    out = []
    for labels in page.evaluate(CANVAS_LABELS):
        out.append(" ".join(labels))
        out += [
            label
            for label in labels
            if label.strip() in ENGLISH_MESSAGES and not any(label.strip() in name for name in KEPT)
        ]
    return out


def test_the_check_finds_english(page):
    translations = spanish()
    assert english_left(["Ronda 2", "Salvad nuestras almas", "Pestilencia"], translations) == []
    assert english_left(["Pestilence", "Make a Discovery"], translations) == ["Pestilence", "Make a Discovery"]
    assert english_left(["Turn order", "Ronda 2 of 4"], translations) == ["Turn order", "Ronda 2 of 4"]


def test_charon_s_set_up_and_a_6_billion_game_in_spanish_show_no_english(browser, site_url):
    translations = spanish()
    context = browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce")
    context.add_init_script(RECORD_DRAWS)
    page = context.new_page()
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?lang=es")
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "es"
    page.locator("#setup-players .seat").first.wait_for()
    assert page.evaluate(SWITCHES) == [["en:false", "hu:false", "es:true"]]
    assert page.text_content("#setup-start") == "Empezar la partida"
    seen = page.evaluate(VISIBLE_TEXT)
    screenshot(page, "es-charon-set-up-1280x800.png")
    page.click("#setup-start")
    page.wait_for_selector("#actions button[data-action]")
    assert page.evaluate(SWITCHES) == [["en:false", "hu:false", "es:true"]]  # the top bar's
    seen += page.evaluate(VISIBLE_TEXT) + canvas_texts(page)
    screenshot(page, "es-charon-board-1280x800.png")

    page.goto(f"{site_url}/index.html?lang=es&game=sixbillion&players=human,ai:random,ai:random&seed=5&pace=0")
    wait_ready(page)
    rng = random.Random(5)
    for turn in range(40):
        page.wait_for_function(
            """() => document.querySelector('#actions button[data-action], #actions button[data-moment]')
                 || !document.getElementById('handoff').hidden || !document.getElementById('end').hidden""",
            timeout=120_000,
        )
        if turn % 8 == 0:
            seen += page.evaluate(VISIBLE_TEXT) + canvas_texts(page)
        if page.locator("#end").is_visible():
            break
        if page.locator("#handoff").is_visible():
            page.click("#handoff button")
        elif page.locator("#actions button[data-moment]").count():
            page.locator("#actions button[data-moment]").first.click()
        else:
            buttons = page.locator("#actions button[data-action]:visible")
            buttons.nth(rng.randrange(buttons.count())).click()
    seen += page.evaluate(VISIBLE_TEXT) + canvas_texts(page)
    assert "Ronda" in " ".join(seen) and "Orden" in " ".join(seen)
    screenshot(page, "es-sixbillion-board-1280x800.png")
    page.click("#rules-btn")
    seen += page.evaluate(VISIBLE_TEXT)
    screenshot(page, "es-sixbillion-rules-1280x800.png")
    assert len(seen) > 200
    found = english_left(seen, translations)
    assert found == [], found
    assert not errors, errors
    context.close()


def test_both_games_in_spanish_on_a_phone(browser, site_url):
    """Screenshots at 390x844 to look at for Spanish words cut or overflowing; the same check."""
    translations = spanish()
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, reduced_motion="reduce"
    )
    context.add_init_script(RECORD_DRAWS)
    page = context.new_page()
    errors = page_errors(page)
    seen = []
    for game, name in (("", "charon"), ("&game=sixbillion", "sixbillion")):
        page.goto(f"{site_url}/index.html?lang=es{game}&players=human,ai:random,ai:random&seed=6&pace=0")
        wait_ready(page)
        page.wait_for_selector("#actions button[data-action]", state="attached", timeout=120_000)
        # Charon's phone tabs redraw the canvas for each; 6 Billion's page draws its whole table.
        for tab in ("board", "hand", "players") if name == "charon" else ("board",):
            if page.locator(f"#tab-{tab}").is_visible():
                page.locator(f"#tab-{tab}").tap()
                page.wait_for_function(f"document.getElementById('tab-{tab}').getAttribute('aria-selected') === 'true'")
                seen += page.evaluate(VISIBLE_TEXT) + canvas_texts(page)
                screenshot(page, f"es-{name}-{tab}-390x844.png")
    assert len(seen) > 50
    found = english_left(seen, translations)
    assert found == [], found
    assert not errors, errors
    context.close()
