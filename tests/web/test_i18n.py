"""Every word from the catalogues: the Hungarian catalogue complete, the template up to date
with the sources, and — in the pseudo-locale, where every message is wrapped in ⟦ ⟧ — no
visible text on the canvas, in the log or in the panel's words that bypasses them."""

import random
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from charon_ui import charts, compact, rules_help, stats
from charon_ui import tutorial as T
from charon_ui.card_help import card_help
from charon_ui.describe import area_explanation, final_summary, group_actions, prompt, table_summary, zone_explanation
from charon_ui.game_kind import progress
from charon_ui.plans import outlooks, plan_label
from charon_ui.render import draw, initials
from charon_ui.session import Session
from charon_ui.walkthrough import claiming_frames
from game.charon import legal_actions, new_game_with_events, step, view
from game.charon.board import ACTION_AREAS, ACTIVE_ZONES
from shell import i18n
from shell.i18n import _
from shell.players import Players
from tests import pseudo_locale
from tools import i18n as catalogues  # the catalogues at build time (Babel)

ROOT = Path(__file__).resolve().parents[2]

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
# Names are not words: the players' (and the letters on their flags) and the game's own.
PROPER_NAMES = [*NAMES, *initials(NAMES), "Charon, Inc."]
COLOURS = ["red", "white", "blue", "gold", "teal"]


def has_word(text: str) -> bool:
    """A letter outside the catalogues and the names of this module's games (tests/pseudo_locale.py)."""
    return pseudo_locale.has_word(text, PROPER_NAMES)


# ---- the catalogues ----------------------------------------------------------------------


def test_every_language_the_page_offers_has_a_catalogue():
    assert catalogues.languages() == sorted(set(i18n.LANGUAGES) - {i18n.ENGLISH}) == ["es", "hu"]


@pytest.mark.parametrize("lang", ["hu", "es"])
def test_the_catalogue_is_complete_not_fuzzy_and_keeps_every_placeholder(lang):
    assert catalogues.problems(lang) == []
    with open(catalogues.po_path(lang), "rb") as f:
        catalogue = read_po(f)
    assert len(catalogue) > 300
    # Hungarian: Babel's (CLDR's) rule. Spanish: the gettext rule a Spanish player expects (one
    # card, two cards), not CLDR's third form for round millions, which the page never shows.
    assert catalogue.plural_forms == "nplurals=2; plural=(n != 1);"


def test_a_missing_or_fuzzy_translation_is_reported(tmp_path, monkeypatch):
    """The completeness check itself fails on what it should (a copy of the catalogue, spoiled)."""
    po = catalogues.po_path("hu").read_text(encoding="utf-8")
    spoiled = po.replace('msgstr "Forduló"', 'msgstr ""', 1)
    spoiled = spoiled.replace('msgid "Turn order"', '#, fuzzy\nmsgid "Turn order"', 1)
    (tmp_path / "hu" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "hu" / "LC_MESSAGES" / "messages.po").write_text(spoiled, encoding="utf-8")
    monkeypatch.setattr(catalogues, "LOCALE", tmp_path)
    found = catalogues.problems("hu")
    assert "hu: untranslated: 'Round'" in found
    assert "hu: fuzzy: 'Turn order'" in found


def test_a_lost_placeholder_is_reported_but_the_form_for_one_may_say_one_in_words(tmp_path, monkeypatch):
    """A translation must keep every field, save that a language's form for one alone may leave
    the count out (Spanish "mil millones" for one billion, not "1 mil millones")."""
    po = catalogues.po_path("hu").read_text(encoding="utf-8")
    one_in_words = po.replace('msgstr[0] "{who} {n} pontot kap."', 'msgstr[0] "{who} egy pontot kap."', 1)
    lost = [
        po.replace('msgstr[1] "{who} {n} pontot kap."', 'msgstr[1] "{who} pontot kap."', 1),  # the count, said of many
        po.replace('msgstr[0] "{who} {n} pontot kap."', 'msgstr[0] "{n} pontot kapott."', 1),  # a name
    ]
    (tmp_path / "hu" / "LC_MESSAGES").mkdir(parents=True)
    monkeypatch.setattr(catalogues, "LOCALE", tmp_path)
    catalogue = tmp_path / "hu" / "LC_MESSAGES" / "messages.po"
    catalogue.write_text(one_in_words, encoding="utf-8")
    assert one_in_words != po and catalogues.problems("hu") == []
    for spoiled in lost:
        assert spoiled != po
        catalogue.write_text(spoiled, encoding="utf-8")
        found = catalogues.problems("hu")
        assert len(found) == 1 and "placeholders" in found[0] and "{who} scores {n} point." in found[0], found


def test_the_template_holds_exactly_the_words_of_the_sources():
    """Run `python tools/i18n.py extract` after changing a word: the template (and so the
    catalogues) must match what the sources say."""
    with open(catalogues.TEMPLATE, "rb") as f:
        template = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id}
    sources = {m.id if isinstance(m.id, str) else m.id[0] for m in catalogues.extracted() if m.id}
    assert sources - template == set(), "new words not in web/locale/messages.pot: run tools/i18n.py extract"
    assert template - sources == set(), "words no longer in the sources: run tools/i18n.py extract"


def test_hungarian_is_shown_with_the_rulebooks_terms_and_plural_forms(tmp_path):
    (tmp_path / "hu" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "hu" / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()["hu"])
    heard = []
    i18n.on_change(heard.append)
    try:
        i18n.use("hu", tmp_path)
        assert i18n.language() == "hu" and heard[-1] == "hu"
        from charon_ui.theme import area_title

        assert area_title("stolen_intelligence") == "Lopott intelligencia"
        assert area_title("rare_mineral_find") == "Ritka ásványok keresése"
        assert area_title("engineering_advance") == "Műszaki haladás"
        assert _("Staking claims") == "Területi igények megjelölése"
        assert i18n.ngettext("{n} point", "{n} points", 3).format(n=3) == "3 győzelmi pont"
    finally:
        i18n.use(None)
    assert _("Staking claims") == "Staking claims" and heard[-1] == "en"


def test_spanish_uses_the_6_billion_rulebooks_terms_and_its_plural_forms(tmp_path):
    """6 Billion's words are its Spanish rulebook's (web/locale/GLOSSARY-6-billion.md)."""
    (tmp_path / "es" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "es" / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()["es"])
    try:
        i18n.use("es", tmp_path)
        assert i18n.language() == "es"
        from sixbillion_ui.theme import card_name, site_name

        assert [card_name(c) for c in ("war.dollar", "famine.dollar", "power_politics.dollar")] == [
            "Guerra",
            "Hambre",
            "Poderes Políticos",
        ]
        # The rulebook's Spanish words where its headings keep the English name (7,0; 12,3).
        assert card_name("pestilence.dollar") == "Pestilencia"
        assert card_name("make_discovery.dollar") == "Hacer un descubrimiento"
        # Pluto is Plutón: the rulebook's (machine-translated) "Pluto" read as English to a
        # Spanish newcomer, beside its Mercurio, Tierra and Neptuno.
        assert [site_name(s) for s in ("earth", "asteroid_belt", "pluto")] == [
            "Tierra",
            "Cinturón de Asteroides",
            "Plutón",
        ]
        assert _("Opening Treaty") == "Tratado de Apertura" and _("Hidden Agenda") == "Agenda Oculta"
        assert _("Holding box") == "Caja contenedora" and _("Growth limit") == "Límite del crecimiento"
        assert i18n.ngettext("{n} card", "{n} cards", 1).format(n=1) == "1 carta"
        assert i18n.ngettext("{n} card", "{n} cards", 2).format(n=2) == "2 cartas"
        assert i18n.ngettext("{n} card", "{n} cards", 1_000_000).format(n=1_000_000) == "1000000 cartas"
    finally:
        i18n.use(None)


# ---- the pseudo-locale: nothing bypasses the catalogues -----------------------------------


def texts_of(ops) -> list[str]:
    return [str(op[3]) for op in ops if op[0] == "text"]


def test_the_rule_finds_a_word_left_unwrapped(pseudo):
    assert not has_word("⟦Zone {zone}⟧ 14 → Ann ⟦takes⟧ ●")
    assert has_word("⟦Round⟧ 2 of 4")


@pytest.mark.parametrize("players", [2, 5])
def test_in_the_pseudo_locale_a_whole_game_shows_no_word_outside_the_catalogues(pseudo, players):
    """A whole logged game: the log, every canvas frame (full and compact), the claiming walk,
    the prompt, the action panel's labels and groups, the building plans, the table in words,
    the explanations, the end screen's words and charts."""
    rng = random.Random(players)
    session = Session.new("g", Players(NAMES[:players], COLOURS[:players], ["human"] * players), players)
    seen: list[str] = []
    while not session.state.is_over:
        state = session.state
        me = state.to_move
        shown = view(state, me)
        seen.append(prompt(state, NAMES))
        actions = legal_actions(state)
        for title, items in group_actions(actions, state):
            seen.append(title)
            seen += [label for label, _action in items]
        seen += [o.why_not for o in outlooks(state)] + [plan_label(state, o.steps) for o in outlooks(state) if o.steps]
        ops, _cards = draw(shown, True, NAMES, COLOURS, status=session.thinking_text())
        seen += texts_of(ops)
        seen += texts_of(compact.draw_compact(shown, NAMES, COLOURS, thinking=True))
        seen += table_summary(shown, NAMES, True)
        seen += [area_explanation(state, a) for a in ACTION_AREAS]
        seen += [zone_explanation(state, z, NAMES) for z in ACTIVE_ZONES[players][:3]]
        session.act(rng.choice(actions))
        assert session.last is not None
        for frame in claiming_frames(*session.last, NAMES):
            seen.append(frame.caption)  # the overlay shows it cut into lines
    seen += [line.text for line in session.log]
    seen += texts_of(draw(session.state, False, NAMES, COLOURS)[0])
    summary = final_summary(session.state, NAMES)
    seen += [summary["headline"], summary["tie_break"], progress(session.state, NAMES[:players])]
    numbers = stats.stats_of(session.state)
    for p in range(players):
        seen += [stats.placement_words(numbers, p, NAMES), *stats.player_lines(numbers, p, NAMES)]
    seen += stats.ranking_lines(numbers, NAMES)
    for chart in (charts.score_chart, charts.gems_chart, charts.wins_chart):
        seen += texts_of(chart(numbers, NAMES, COLOURS[:players], 420, 260))
    leaks = sorted({t for t in seen if has_word(t)})
    assert leaks == [], leaks[:10]
    assert len(seen) > 1000


def test_in_the_pseudo_locale_the_rules_panel_and_its_examples_come_from_the_catalogues(pseudo):
    for section in rules_help.sections():
        assert not has_word(section.title)
        for para in section.paras:
            assert not has_word(para.text), para.text
    for example in rules_help.EXAMPLES:
        assert not has_word(_(example.caption))
        marks = initials([_("Red"), _("White")])  # the flags' letters: the translated names' first
        assert [t for t in texts_of(rules_help.example_ops(example)) if has_word(t) and t not in marks] == []


@pytest.mark.parametrize("follow", [True, False])
def test_in_the_pseudo_locale_the_lesson_and_the_card_tooltips_come_from_the_catalogues(pseudo, follow):
    """The lesson's game (every mover's suggestion followed, or random moves): each
    explanation as the page shows it, the claims, every mover's suggestion with its reason, and
    the tooltip of every card in the mover's hand and the row (personal and shared)."""
    rng = random.Random(3)
    state, _events = new_game_with_events(len(T.LESSON_SEATS), T.LESSON_SEED)
    lesson = T.Lesson(NAMES[:3])
    seen: list[str] = []
    while not state.is_over:
        shown = view(state, state.to_move)
        now = lesson.step(state, shown)
        for e in (now.explanation, now.claiming):
            if e is not None:
                seen += [_(e.title), _(e.text), _(e.pointer)]
        seen += now.claims
        assert now.suggestion is not None
        seen += [now.suggestion.label, now.suggestion.reason]
        for card in {*shown.players[state.to_move].hand, *shown.common_row}:
            seen += [card_help(shown, card), card_help(shown, card, personal=False)]
        action = now.suggestion.action if follow else rng.choice(legal_actions(state))
        if isinstance(action, tuple):  # gems given back in one click: its first, then the next suggestion
            action = action[0]
        after, events = step(state, action)
        lesson.observe(state, events)
        state = after
    seen += [_(T.explanation(state).text)]
    leaks = sorted({t for t in seen if has_word(t)})
    assert leaks == [], leaks[:10]
    assert len(seen) > 300


def test_no_function_hides_the_catalogue_behind_a_local_underscore():
    """`for _ in ...`, `a, _ = ...` or a `*_` parameter in a function that also calls `_()`
    makes that call fail at run time (or worse, call the wrong thing): name the throwaway."""
    import ast

    hiding = []
    for path in sorted((ROOT / "web").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            a = node.args
            local = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
            local |= {x.arg for x in (a.vararg, a.kwarg) if x is not None}
            for inner in ast.walk(node):
                targets = inner.targets if isinstance(inner, ast.Assign) else []
                targets += [inner.target] if isinstance(inner, (ast.For, ast.AnnAssign, ast.AugAssign)) else []
                local |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
            calls = any(
                isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "_" for n in ast.walk(node)
            )
            if "_" in local and calls:
                hiding.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert hiding == []
