"""6 Billion counts populations in billions (thousand millions). In Spanish "billón" is a million
millions, so the Spanish words say "mil millones" (two testers read "1 billón" as a million
millions); only the rules help's one note names the printed rulebook's "billón"."""

import re

from shell import i18n
from shell.rules_text import in_language
from sixbillion_ui.rules_help import BILLION_NOTE, SECTIONS
from tests.web.conftest import translations
from tools import i18n as catalogues

BILLON = re.compile(r"\bbill[oó]n(es)?\b", re.IGNORECASE)


def test_no_spanish_words_say_billon_but_the_rules_note():
    found = [said for said, text in translations("es") if said != BILLION_NOTE and BILLON.search(text)]
    assert found == []


def test_the_spanish_rules_help_ties_billon_to_mil_millones_once(spanish):
    paragraphs = [p.text for s in in_language(SECTIONS) for p in s.paras]
    notes = [text for text in paragraphs if BILLON.search(text)]
    assert len(notes) == 1
    assert "mil millones" in notes[0]


def test_spanish_says_billions_one_way_mil_millones():
    """Beside "mil millones" a tester read "1000 o 2000 millones" and "{n}000 millones": one form
    throughout, "mil millones" and "{n} mil millones"."""
    thousands = re.compile(r"(?<![\d.:])(?:[1-9]|\})000(?![\d/])")
    found = [text for _id, text in translations("es") if thousands.search(text)]
    assert found == []


def test_a_holding_box_half_is_never_said_as_a_la_mitad():
    """ "a la mitad para los Emigrantes" read as "halved for the Migrants" ("reducir a la mitad"
    is to halve): billions go to a site's holding box, and the half is named beside it."""
    half = r"mitad (?:para|de) (?:las |los )?(?:colonias|emigrantes)"
    toward_a_half = re.compile(r"\ba (?:la|una|su) " + half, re.IGNORECASE)
    found = [text for _id, text in translations("es") if toward_a_half.search(text)]
    assert found == []


class OneAndNames(dict):
    """A message's fields: the count given, every other field a name."""

    def __missing__(self, key: str) -> str:
        return "Ana"


def test_one_billion_is_mil_millones_not_1_mil_millones(spanish):
    """A count of one in Spanish is "mil millones" ("1 mil millones" read as a figure, not words)."""
    said = [
        i18n.ngettext(message.id[0], message.id[1], 1).format_map(OneAndNames(n=1))
        for message in catalogues.read(catalogues.po_path("es"))
        if isinstance(message.id, tuple) and "billion" in message.id[0]
    ]
    assert said and [text for text in said if "1 mil millones" in text] == []
    assert any("mil millones" in text for text in said)


def test_a_token_on_1_is_mil_millones_and_the_earth_la_tierra(spanish):
    """A token on 1 said "1 mil millones" (issue 36); and "Tierra" takes its article in Spanish."""
    from game.sixbillion import scenario, view
    from sixbillion_ui.tips import token_tip

    state = scenario(2, tracks={"earth": {0: 1, 1: 2}}, step="actions")  # (in its turn a 1 free-doubles)
    seen = view(state, 0)
    on = {seen.tracks["earth"][f]: token_tip(seen, "earth", f, ["Ana", "Bea"]) for f in (0, 1)}
    assert "en la Tierra: mil millones." in on[1], on[1]
    assert "1 mil millones" not in on[1] and "en la Tierra: 2 mil millones." in on[2], on


def test_the_spanish_log_names_the_earth_and_the_belt_with_their_articles(spanish):
    """ "la ficha de Tierra", "mil millones de Tierra a Cinturón de Asteroides" (issue 36): Spanish
    says "de la Tierra", "al Cinturón de Asteroides"; Marte, Venus… take none."""
    import game.sixbillion as sb
    from game.ai import make_bot
    from sixbillion_ui.story import tell

    state = sb.new_game(3, 1, discovery_track=True)
    bots = [make_bot("greedy", seat, "sixbillion") for seat in range(3)]
    lines: list[str] = []
    while not state.is_over and state.round <= 3:
        before = state
        state, events = sb.step(before, bots[state.to_move].choose(sb.view(state, state.to_move)))
        lines += [line.text for line in tell(before, events, ["Ana", "Bea", "Cris"])]
    bare = re.compile(r"\b(?:de|a|en|desde|sobre) (?:Tierra|Cinturón de Asteroides)\b")
    assert [line for line in lines if bare.search(line)] == []
    assert any("de la Tierra" in line for line in lines)


def test_every_spanish_preposition_before_a_site_takes_its_article():
    """A preposition written before a site's name ("en {site}") gives "en Tierra": the catalogue
    writes "{site:en}", which adds the article where the name takes one ("en la Tierra"). Four
    of the lesson's new reasons were translated as "en {site}" beside the log's "{site:en}"."""
    bare = re.compile(r"\b(?:en|de|a|desde|hacia|hasta|sobre) \{site\}")
    found = [text for _id, text in translations("es") if bare.search(text)]
    assert found == []


def test_billions_are_never_said_as_bare_millones():
    """ "esos millones esperan…" (issue 36) read oddly, and as millions: a population is "mil
    millones" or "miles de millones" wherever Spanish names it (the rules' note on "billón" says
    "un millón de millones")."""
    bare = re.compile(r"(?<!\bmil )(?<!\bmiles de )(?<!\bmillón de )\bmillones\b", re.IGNORECASE)
    found = [text for _id, text in translations("es") if bare.search(text)]
    assert found == []
