"""The set-up card's import (issue 38): the browser's own file field said "Choose File / No file
chosen" in English on a Hungarian or Spanish page. Now a button in the page's language opens the
file chooser (the field, out of sight, keeps the focus: Tab reaches it, Space opens it), and a
chosen file is imported as before."""

import pytest

from tests.browser.conftest import page_errors, screenshot, wait_ready

LABELS = {"en": "Import a game (.json)", "hu": "Játék importálása (.json)", "es": "Importar una partida (.json)"}


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_the_import_button_speaks_the_pages_language_and_opens_the_file_chooser(browser, site_url, lang):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    # Playwright turns its interception of file choosers on when a listener is first added, in
    # a message it does not wait for: a Space pressed just after `expect_file_chooser` began
    # could open the chooser before that, unseen (2 of 12 tries). A listener from the start
    # has it on throughout.
    page.on("filechooser", lambda chooser: None)
    errors = page_errors(page)
    page.goto(f"{site_url}/index.html?lang={lang}")
    wait_ready(page)
    page.wait_for_selector("#setup:not([hidden])")
    field = page.locator("#import-file")
    button = page.locator("label[for=import-file]")
    button.scroll_into_view_if_needed()
    screenshot(page, f"import-button-{lang}-1280x800.png")
    assert button.is_visible() and button.text_content() == LABELS[lang]
    box = field.bounding_box()
    assert box is None or box["width"] * box["height"] <= 1  # the browser's own words never show
    assert page.get_by_label(LABELS[lang]).evaluate("e => e.id") == "import-file"  # named by the button
    # The keyboard: the field takes the focus (its button ringed) and Space opens the chooser.
    page.locator("#setup-seed").focus()
    for _ in range(40):
        if page.evaluate("document.activeElement.id") == "import-file":
            break
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "import-file"
    assert button.evaluate("b => getComputedStyle(b).outlineStyle") != "none"
    with page.expect_file_chooser() as chosen:
        page.keyboard.press(" ")
    assert chosen.value.element.evaluate("e => e.id") == "import-file"
    # The mouse: the button opens the file chooser.
    with page.expect_file_chooser() as chooser:
        button.click()
    assert chooser.value.element.evaluate("e => e.id") == "import-file"
    assert errors == []
    context.close()
