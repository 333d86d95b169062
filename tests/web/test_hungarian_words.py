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


def _in_hungarian(tmp_path):
    """The page's Hungarian, from the catalogue as the build compiles it."""
    from shell import i18n
    from tools import i18n as catalogues

    (tmp_path / "hu" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "hu" / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()["hu"])
    i18n.use("hu", tmp_path)


def test_the_plan_the_player_is_advised_to_follow_is_the_players_to_build(tmp_path):
    """Play-test 20: the lesson's "Kövesd a panel tervét … 1 csere, majd megépíti: …" (he, she or it
    builds) where the English says what the player builds: "megépíted", as the card's tooltip."""
    from charon_ui import tutorial
    from charon_ui.card_help import card_help
    from game.charon import view
    from shell import i18n
    from tests.situations import UW, builder

    gems = "blue " * 5 + "yellow yellow green green green purple"
    trade_first = builder(gems, round=3, hands={0: ["10e"]}, keep={0: UW})
    at_once = builder("blue blue purple purple", hands={0: ["2b"]}, row=["3c"])
    _in_hungarian(tmp_path)
    try:
        said = [tutorial.suggest(view(s, 0), names=["1. játékos", "Mohó gép 2"]).reason for s in (trade_first, at_once)]
        said.append(card_help(view(trade_first, 0), "10e"))
    finally:
        i18n.use(None)
    assert all("megépíted" in text.lower() and "megépíti" not in text.lower() for text in said), "\n".join(said)


def test_the_action_areas_keys_are_letters_of_their_hungarian_names(tmp_path):
    """Play-test 20: the keys line said "az S, R, E, Y, U … (angol nevük betűje)" beside areas
    named "Lopott intelligencia", "Ritka ásványok keresése"…: each key is a letter of the name
    shown, and the keys line names them."""
    from charon_ui import shortcuts
    from charon_ui.theme import area_title
    from game.charon import LiftFlag
    from shell import i18n

    _in_hungarian(tmp_path)
    try:
        keys = shortcuts.area_keys()
        names = {area: area_title(area) for area in keys.values()}
        line = shortcuts.help_text(hints=False)
        lifts = [LiftFlag(area) for area in names]
        found = {key: shortcuts.target(key, lifts) for key in keys}
    finally:
        i18n.use(None)
    assert len(keys) == 5 and "h" not in keys
    assert all(key in names[area].lower() for key, area in keys.items()), names
    assert all(found[key] == LiftFlag(area) for key, area in keys.items())
    assert ", ".join(key.upper() for key in keys) in line and "angol" not in line


def test_action_area_is_one_word():
    """Hungarian writes a compound of two words as one: "akcióterület", "körsorrend",
    "építménykártya" (the rulebook's "akció terület" is its translator's slip; the words are
    the same, so a reader of the rulebook knows them)."""
    apart = re.compile(r"\b(?:akció\s+terület|kör\s+sorrend|építmény\s+kárty)", re.IGNORECASE)
    found = [text for _id, text in translations("hu") if apart.search(text)]
    assert found == []
