"""The language switch (shell.language) and the address: after any switch the address's `lang=`
is the language shown, so that a reload or a shared link keeps it (web/loading.js reads the
address's first, before the one remembered)."""

import importlib

import pytest

from shell import i18n
from tests.web.page_python import page_python


@pytest.mark.parametrize(
    ("href", "then"),
    [
        ("http://host/index.html?lang=en&game=sixbillion#x", "?lang=es&game=sixbillion"),  # the play-tester's
        ("http://host/index.html?game=charon", "?game=charon&lang=es"),
        ("http://host/index.html", "?lang=es"),
    ],
)
def test_after_en_hu_es_the_address_asks_for_spanish(catalogues_here, href, then):
    with page_python(href) as page:
        language = importlib.import_module("shell.language")
        language.use(language.chosen())
        for lang in ("hu", "es"):
            language.switch(lang)
            assert i18n.asked_in(page.window.location.search) == lang  # each switch, not only the last
        assert page.screen.documentElement.lang == "es"
        assert page.window.location.search == then
        assert page.window.location.pathname == "/index.html"
        assert i18n.asked_in(page.window.location.search) == i18n.language() == "es"
        assert page.window.localStorage.getItem(i18n.STORAGE_KEY) == "es"


def test_a_language_the_page_has_not_leaves_the_address_alone(catalogues_here):
    with page_python("http://host/index.html?lang=hu") as page:
        language = importlib.import_module("shell.language")
        language.use("hu")
        language.switch("klingon")
        language.switch("hu")  # the one shown already
        assert page.window.location.search == "?lang=hu"
