"""The page's language, in the DOM: the one web/loading.js chose before Python started
(`?lang=` in the URL, then the language remembered in localStorage, then the browser's: the
rule is written there, once), switched at any time by the language buttons (`[data-lang]`),
always named by `<html lang>`.

The pages' static words (their HTML) are marked `data-i18n` (an element's text) and
`data-i18n-<attribute>` (aria-label, title, placeholder, alt); tools/i18n.py extracts them into
the catalogue, keyed by their English text. At start each mark keeps that English text as its
value, and every switch rewrites the words from the catalogue. Whatever else a page shows
redraws itself through `i18n.on_change`.

Game-agnostic: the storage is a parameter; the words are the page's own.
"""

from typing import Any

from js import document, window

from . import i18n
from .dom import is_null

ATTRIBUTES = ("aria-label", "title", "placeholder", "alt")


def chosen() -> str:
    """The language web/loading.js chose (English if it chose none this page can show)."""
    lang = getattr(window, "charonLanguage", None)
    lang = None if lang is None or is_null(lang) else str(lang)
    return lang if lang is not None and (lang in i18n.LANGUAGES or lang == i18n.PSEUDO) else i18n.ENGLISH


def start() -> str:
    """Show the language the URL, the remembered choice or the browser asks for (as
    web/loading.js chose it); returns its code. Nothing is written: a language is remembered
    only when the player switches. What it cost (reading the catalogue, rewriting the static
    words) is left in `window.charonLanguageMs` for benchmarks/page_load.py."""
    began = window.performance.now()
    lang = chosen()
    use(lang)
    window.charonLanguageMs = window.performance.now() - began
    return lang


def use(lang: str) -> None:
    """`lang` from now on: `<html lang>` and the static words first, then the catalogue's
    listeners (the page redraws what it draws itself)."""
    i18n.set_language(lang)
    document.documentElement.lang = "en" if lang == i18n.PSEUDO else lang
    translate_chrome()
    show_switch_state()
    i18n.notify()


def switch(lang: str) -> None:
    """The player's choice: shown now, written into the address (a reload or a shared link
    keeps it: the address's `lang=` comes first, web/loading.js) and remembered for the next
    visit (where storage works)."""
    if lang == i18n.language() or lang not in i18n.LANGUAGES:
        return
    use(lang)
    here = window.location
    window.history.replaceState(None, "", str(here.pathname) + i18n.asking(str(here.search), lang) + str(here.hash))
    try:
        window.localStorage.setItem(i18n.STORAGE_KEY, lang)
    except Exception as error:  # noqa: BLE001 - a full or refused storage: the choice holds for this visit
        window.console.warn(f"the language is not remembered: {error}")


def translate_chrome() -> None:
    """Every marked element's text and attributes, from the catalogue (the English text, kept
    in the mark at the first call, is the message id)."""
    for node in document.querySelectorAll("[data-i18n]"):
        node.textContent = i18n._(_message_id(node, "data-i18n", node.textContent))
    for name in ATTRIBUTES:
        for node in document.querySelectorAll(f"[data-i18n-{name}]"):
            node.setAttribute(name, i18n._(_message_id(node, f"data-i18n-{name}", node.getAttribute(name))))


def _message_id(node: Any, mark: str, shown: Any) -> str:
    kept = node.getAttribute(mark)
    if kept:
        return str(kept)
    english = " ".join(str(shown or "").split())  # as tools/i18n.py extracts it
    node.setAttribute(mark, english)
    return english


def show_switch_state() -> None:
    """The language buttons say which language is shown (aria-pressed)."""
    for button in document.querySelectorAll("[data-lang]"):
        button.setAttribute("aria-pressed", "true" if str(button.dataset.lang) == i18n.language() else "false")
