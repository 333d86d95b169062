"""6 Billion's names in Spanish and Hungarian: every card, site and Discovery Track row (whose
leader's power bears its name) reads in the player's language, not in English, except the few
names that language writes the same (a planet's name; the Spanish rulebook's own "Smiley").
Pluto is Plutón in Spanish: the rulebook's machine-translated "Pluto" read as English on the
board, on the Discovery card and in the rules (a newcomer's play-test at 1280x800)."""

import re

import pytest

from sixbillion_ui.theme import CARD_NAMES, ROW_NAMES, SITE_NAMES
from tests.web.conftest import translations
from tools import i18n as catalogues

NAMES = {**{f"card {k}": v for k, v in CARD_NAMES.items()}, **{f"site {k}": v for k, v in SITE_NAMES.items()}}
NAMES.update({f"row {k}": v for k, v in ROW_NAMES.items()})
# Names a language spells as English does: planets, and the rulebook's "Smiley" (rulebook 14,1).
SAME = {"es": {"Venus", "Smiley"}, "hu": {"Mars", "Jupiter"}}


@pytest.mark.parametrize("lang", ["es", "hu"])
def test_every_card_site_and_row_name_is_in_the_language(lang):
    catalogue = catalogues.read(catalogues.po_path(lang))
    english = {
        key: name
        for key, name in NAMES.items()
        if name not in SAME[lang] and catalogue[name].string.casefold() == name.casefold()
    }
    assert english == {}


@pytest.mark.parametrize("lang", ["es", "hu"])
def test_no_translated_sentence_names_a_site_in_english(lang):
    """The names inside sentences too (the rules, the prompts, the log): "en Mercurio y Pluto"."""
    english = [name for name in SITE_NAMES.values() if name not in SAME[lang]]
    found = [(name, text) for _id, text in translations(lang) for name in english if re.search(rf"\b{name}\b", text)]
    assert found == []


def test_make_a_discovery_in_spanish_is_the_rulebook_s_words():
    catalogue = catalogues.read(catalogues.po_path("es"))
    assert catalogue["Make a Discovery"].string == "Hacer un descubrimiento"  # the rulebook's 12,3
