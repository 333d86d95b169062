"""Hungarian that reads as Hungarian where a name is put in: never "neki: 1. játékos" or
"Várakozás rá: 1. játékos" (a pronoun, then the name after a colon: a play-tester read "Add
tovább az eszközt neki: 1. játékos"), but the name inside the sentence ("1. játékos
következik", "1. játékos döntésére várunk")."""

import re

from tests.web.conftest import translations


def test_no_name_is_put_after_a_pronoun_and_a_colon():
    pronoun_then_name = re.compile(r"\b(?:neki|rá|őt|tőle|nála|hozzá): \{\w+\}", re.IGNORECASE)
    found = [text for _id, text in translations("hu") if pronoun_then_name.search(text)]
    assert found == []


def test_the_games_compound_words_are_written_as_one():
    """Hungarian writes a compound as one word: "Felfedezéskártya", "Felfedezéspakli",
    "Duplázáskártya" — a newcomer met "Felfedezés kártya" beside "Felfedezés-szimbólum" (issue 36).
    ("Felfedezés-sáv" keeps its hyphen: three equal letters never meet in a compound.)"""
    apart = re.compile(r"\b(?:Felfedezés|Duplázás)(?:\s|-)(?:kárty|pakli|lap\b|lapo|szimbólum)", re.IGNORECASE)
    found = [text for _id, text in translations("hu") if apart.search(text)]
    assert found == []
