"""Spanish that reads as Spanish: the catalogue names taking a flag from an action area as the
buttons do ("Tomar mi bandera de…"), never "levantamiento de bandera" (a word-for-word "flag
lift"), says an approximate share as "alrededor del 10 %", never "unos 10%", and puts no
ordinal ("1.º": masculine) before a feminine noun."""

import re

from babel.messages.pofile import read_po

from tools import i18n as catalogues


def _spanish() -> dict[str, str]:
    with open(catalogues.po_path("es"), "rb") as f:
        catalogue = read_po(f)
    return {
        m.id if isinstance(m.id, str) else m.id[0]: " ".join(m.string if isinstance(m.string, tuple) else (m.string,))
        for m in catalogue
        if m.id
    }


def test_taking_a_flag_is_named_as_the_buttons_name_it():
    es = _spanish()
    assert not [text for text in es.values() if "levantamiento" in text.lower() or "levantar" in text.lower()]
    assert es["Take my flag from {area}"].startswith("Tomar")
    assert es["Lift a flag"].startswith("Tomar")


def test_an_approximate_percentage_is_said_naturally():
    es = _spanish()
    assert not [text for text in es.values() if re.search(r"\bunos \{\w+\} ?%", text)]


def test_a_masculine_ordinal_never_stands_before_a_feminine_noun():
    """The decision review wrote "Tu 1.º elección" (a play-tester's): {nth} is "1.º", "2.º"…"""
    es = _spanish()
    feminine = re.compile(r"\{nth\} \w*(ción|sión|dad|tud|ura)\b")
    assert not [text for text in es.values() if feminine.search(text)]


def test_keeping_something_is_quedarse_con_it():
    """A play-tester read "Quedarse gemas", "Quédate azul ×2": in Spanish one keeps something as
    "quedarse con" it."""
    es = _spanish()
    keeping = re.compile(r"\b(?:Qued(?:arse|arme|arte)|Quédate)\b (?!(?:solo )?con\b)", re.IGNORECASE)
    assert not [text for text in es.values() if keeping.search(text)]
