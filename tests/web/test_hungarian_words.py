"""Hungarian that reads as Hungarian where a name is put in: never "neki: 1. játékos" or
"Várakozás rá: 1. játékos" (a pronoun, then the name after a colon: a play-tester read "Add
tovább az eszközt neki: 1. játékos"), but the name inside the sentence ("1. játékos
következik", "1. játékos döntésére várunk")."""

import re

from sixbillion_ui.theme import CARD_NAMES
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
    "Duplázáskártya", "Felfedezéssáv" (as "népességsáv") — a newcomer met "Felfedezés kártya" beside
    "Felfedezés-szimbólum" (issue 36). (A hyphen only where three equal letters would meet.)"""
    apart = re.compile(r"\b(?:Felfedezés|Duplázás)(?:\s|-)(?:kárty|pakli|lap\b|lapo|szimbólum|sáv)", re.IGNORECASE)
    found = [text for _id, text in translations("hu") if apart.search(text)]
    assert found == []


# 6 Billion's names of things (its cards, the Hidden Agenda, the Opening Treaty), as the page shows them.
SIXBILLION_NAMES = (*dict.fromkeys(CARD_NAMES.values()), "Hidden Agenda", "Opening Treaty")


def test_six_billions_names_are_written_as_hungarian_writes_a_title_in_sentence_case():
    """Hungarian capitalises a title's first word only ("Új kolónia", "Ez a mi otthonunk"): a
    newcomer read "Mi Otthonunk", "Új Kolónia" as English set in Hungarian words (issue 36). The
    name is written so wherever it stands, never in the Title Case of the English."""
    said = dict(translations("hu"))
    names = [said[name] for name in SIXBILLION_NAMES]
    title_case = [name for name in names if any(word[:1].isupper() for word in name.split()[1:])]
    assert title_case == []
    capitalised = {" ".join(w[:1].upper() + w[1:] for w in name.split()) for name in names} - set(names)
    found = [text for _id, text in translations("hu") if any(name in text for name in capitalised)]
    assert found == []


def test_a_name_that_is_a_sentence_is_inflected_through_the_word_card():
    """ "az Ez a Mi Otthonunkat" put the case ending on a sentence: Hungarian inflects the word
    after such a title ("az Ez a mi otthonunk kártyát", "a Mentsétek lelkünket kártyával")."""
    sentences = [dict(translations("hu"))[name] for name in ("This Is Our Home", "Save Our Souls")]
    inflected = re.compile("|".join(re.escape(name) + r"\w" for name in sentences), re.IGNORECASE)
    found = [text for _id, text in translations("hu") if inflected.search(text)]
    assert found == []


def test_a_kind_of_card_is_a_common_noun_lower_case_inside_a_sentence():
    """ "egy Duplázáskártyát" mid-sentence read as a name (issue 36): a kind of card, deck or
    track is a common noun, as "akciókártya" and "népességsáv" are, capitalised only where a
    sentence or a label begins."""
    kinds = re.compile(r"(?:Duplázás|Felfedezés)(?:kárty|pakli|szimbólum|sáv)")
    found = [
        text
        for _id, text in translations("hu")
        for m in kinds.finditer(text)
        if text[: m.start()].rstrip(" „“") and not text[: m.start()].rstrip(" „“").endswith((".", "!", "?"))
    ]
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
