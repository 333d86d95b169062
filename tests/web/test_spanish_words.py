"""Spanish that reads as Spanish: the catalogue names taking a flag from an action area as the
buttons do ("Tomar mi bandera de…"), never "levantamiento de bandera" (a word-for-word "flag
lift"), says an approximate share as "alrededor del 10 %", never "unos 10%", and puts no
ordinal ("1.º": masculine) before a feminine noun."""

import re

from babel.messages.pofile import read_po

from shell import i18n
from shell.seating import human_name
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
    """A play-tester read "Quedarse gemas", "Quédate azul ×2", "cada jugador se queda solo 2 gemas":
    in Spanish one keeps something as "quedarse con" it (said of a place, "se queda en")."""
    es = _spanish()
    keeping = re.compile(r"\b(?:Qued(?:arse|arme|arte)|Quédate)\b (?!(?:solo )?con\b)", re.IGNORECASE)
    # "se queda (solo, como mucho) 2 gemas / las cartas": what is kept, without "con" ("las gemas
    # se quedan para la siguiente ronda", "se queda allí": staying, rightly without it)
    kept = re.compile(r"\b(?:se queda|se quedan|te quedas)\b (?:solo |como mucho )?(?:el|la|los|las|\d|\{)", re.I)
    assert not [text for text in es.values() if keeping.search(text) or kept.search(text)]


# The fields that hold a player's or a faction's name. A default name is "Jugador 1" and a
# neutral faction is "Neutral negra": after "a" they need "al", after "por", "para", "con",
# "contra" or a verb such as "controla" an article ("la Neutral negra"), which a typed name
# ("Ana") must not have. So the words put a name where neither needs one.
NAMED = "name|who|players|winner|loser|owner|player|target|faction|controller|neutral"


def test_no_name_follows_a_word_that_would_need_an_article_before_a_default_name():
    """A play-tester read "le toca a Jugador 1" and "que controla Neutral negra"."""
    es = _spanish()
    after = re.compile(r"\b(?:a|por|para|con|contra) \{(?:" + NAMED + r")\}")
    # a neutral faction, named as what is controlled or whose ("la Neutral negra")
    faction = re.compile(r"\b(?:de|controlas?) \{(?:faction|neutral)\}")
    assert [text for text in es.values() if after.search(text) or faction.search(text)] == []


def test_a_name_after_de_only_names_what_a_heading_is_of():
    """ "Mano de Jugador 1", "Turno de Jugador 1" read as a heading's label; in a sentence, "la
    carta más alta de Jugador 1" needs "del": there the name is the sentence's subject."""
    es = _spanish()
    of_name = re.compile(r"\bde \{(?:" + NAMED + r")\}")
    heading = re.compile(r"^[A-ZÁÉÍÓÚ]\w* de \{")  # "Mano de {name}", "Turno de {who}"
    possessive = "de {name}"  # "{name}'s" on its own, after a card's name: "Hambruna de Ana"
    assert [
        text for text in es.values() if of_name.search(text) and not heading.match(text) and text != possessive
    ] == []


def test_charon_says_whose_move_it_is_naturally_for_a_default_name(spanish):
    name = human_name(0)
    assert name == "Jugador 1"
    assert i18n._("{name} to move").format(name=name) == "Turno de Jugador 1"


def test_cards_and_claims_are_said_as_a_spanish_player_says_them():
    """A play-tester read "Cara arriba" (cards lie "boca arriba"), "pila del descarte" beside
    "pila de descarte", "Fila común: vacío" (the row, like the hand, is feminine) and
    "Reclamaciones de esta ronda" (complaints) for the round's claims."""
    es = _spanish()
    odd = re.compile(r"\bcara arriba\b|\bpila del descarte\b|\breclamaciones\b", re.IGNORECASE)
    assert [text for text in es.values() if odd.search(text)] == []
    assert es["empty"] == "vacía"


def test_a_free_doubling_is_not_named_as_the_double_card():
    """A play-tester read "Doble en Tierra, 4 → 8" (a free doubling) as a play of the card "Doble"."""
    es = _spanish()
    assert not es["Double on {site}, {change}"].startswith(es["Double"] + " ")


def test_a_count_of_gems_is_said_as_a_spanish_player_says_it(spanish):
    """A play-tester read "Devolver negra ×1" (giving back a black gem): a count comes first and the
    colour agrees with it ("1 negra", "2 negras"), in the buttons, the tooltips and the help."""
    from charon_ui.describe import gems_text, zone_explanation
    from charon_ui.plans import returns_label
    from game.charon import ReturnGem, new_game

    assert returns_label([ReturnGem("black")], "x") == "Devolver 1 negra (x)"
    assert returns_label([ReturnGem("black")] * 2 + [ReturnGem("blue")], "x") == "Devolver 1 azul y 2 negras (x)"
    assert gems_text(["yellow", "yellow", "clear"]).startswith("2 amarillas ")
    state = new_game(3, 1)
    zone = next(z for z, gems in state.zone_gems.items() if sum(gems.values()) > 1)
    assert "×" not in zone_explanation(state, zone, ["Ana", "Beto", "Cy"])
