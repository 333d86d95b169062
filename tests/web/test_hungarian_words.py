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


def test_the_building_phase_is_named_as_the_rulebook_says_it():
    """A play-tester read the status line's "Forduló: 1/4 · Építmény kártyák" (building cards, the
    heading of the rulebook's list) as the name of some cards; the rulebook's own words for the
    phase are "az építési fázis" ("az építési fázis előtt"): the phase is "Építés", and the cards'
    help says when they are built "az építési fázisban"."""
    said = dict(translations("hu"))
    assert said["Building"] == "Építés"
    building_phase = [text for id_, text in translations("hu") if "building phase" in id_]
    assert building_phase and all("az építési fázisban" in text for text in building_phase)


def test_the_games_compound_words_are_written_as_one():
    """Hungarian writes a compound as one word: "Felfedezéskártya", "Felfedezéspakli",
    "Duplázáskártya" — a newcomer met "Felfedezés kártya" beside "Felfedezés-szimbólum" (issue 36).
    ("Felfedezés-sáv" keeps its hyphen: three equal letters never meet in a compound.)"""
    apart = re.compile(r"\b(?:Felfedezés|Duplázás)(?:\s|-)(?:kárty|pakli|lap\b|lapo|szimbólum)", re.IGNORECASE)
    found = [text for _id, text in translations("hu") if apart.search(text)]
    assert found == []
