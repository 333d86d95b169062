"""6 Billion in the pseudo-locale (every message wrapped in ⟦ ⟧): a whole logged game — every
log line, every prompt and action label, every canvas frame, the tooltips, the refusals, the
results and the rules — shows no word outside the catalogues. A word written straight into
the page's code shows up here as letters outside the brackets."""

import random

import pytest

from game.sixbillion import legal_actions, new_game_with_events, step, view
from game.sixbillion.components import SITES
from sixbillion_ui import describe as D
from sixbillion_ui import refusals, results, rules_help, tips
from sixbillion_ui.render import draw, draw_phone_board, draw_phone_hand
from sixbillion_ui.story import tell
from tests.pseudo_locale import unwrapped

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve"]
# Not words: the players' names and the game's own name.
PROPER = [*NAMES, "6 Billion"]
# The letters on the players' tokens, their names' initials (sixbillion_ui.describe.marks).
MARKS = {name[0] for name in NAMES}


def bare_words(texts, where: str) -> list[str]:
    """What is left of `texts` once the messages, names and token marks are taken out, where a
    letter is."""
    found = []
    for text in texts:
        rest = [w for w in unwrapped(text, PROPER).split() if w not in MARKS]
        if any(ch.isalpha() for w in rest for ch in w):
            found.append(f"{where}: {' '.join(rest)}")
    return found


def canvas_texts(ops) -> list[str]:
    """A frame's texts as one: a message wrapped over several lines is whole again, and a line
    cut with "…" to fit its room closes the messages open at the cut (reopened if the message
    goes on in the next line)."""
    joined, depth, owed = [], 0, 0
    for op in ops:
        if op[0] != "text":
            continue
        text = str(op[3])
        lowest = running = 0
        for ch in text:
            running += (ch == "⟦") - (ch == "⟧")
            lowest = min(lowest, running)
        reopen = min(-lowest, owed) if depth == 0 else 0
        text, owed = "⟦" * reopen + text, owed - reopen
        depth += reopen + running
        if text.endswith("…"):
            text, owed, depth = text[:-1] + "⟧" * depth, depth, 0
        joined.append(text)
    return [" ".join(joined)]


def test_the_rule_catches_a_bare_word(pseudo):
    assert bare_words(["⟦Round {round}⟧ 3", "Ann ⟦draws⟧ 2"], "x") == []
    assert bare_words(["⟦Round⟧ three"], "x") == ["x: three"]


@pytest.mark.parametrize("players, seed, discovery", [(3, 11, True), (5, 4, False), (2, 7, True)])
def test_a_whole_logged_game_shows_no_word_outside_the_catalogues(pseudo, players, seed, discovery):
    names = NAMES[:players]
    rng = random.Random(seed)
    state, events = new_game_with_events(players, seed, discovery_track=discovery)
    found = bare_words([line.text for line in tell(None, events, names)], "set-up log")
    steps = 0
    while not state.is_over:
        assert steps < 5000, "the game did not end"
        mover = state.to_move
        v = view(state, mover)
        legal = legal_actions(v)
        found += bare_words([D.prompt(v, names), D.step_title(v)], "prompt")
        for title, items in D.group_actions(legal, v, names):
            found += bare_words([title, *(label for label, _action in items)], "action panel")
        if steps % 7 == 0:  # every frame is alike in kind; a sample keeps the test quick
            found += bare_words(canvas_texts(draw(v, True, names)), "canvas")
            found += bare_words(canvas_texts(draw(view(state, (mover + 1) % players), False, names)), "canvas")
            found += bare_words(canvas_texts(draw_phone_board(v, True, names)), "phone board")
            found += bare_words(canvas_texts(draw_phone_hand(v, True, names)), "phone hand")
            site = SITES[steps % len(SITES)]
            found += bare_words([tips.site_tip(v, site, names)], "site tip")
            for faction in range(len(v.tracks[site])):
                if v.tracks[site][faction]:
                    found += bare_words([tips.token_tip(v, site, faction, names)], "token tip")
            found += bare_words([tips.card_tip(v, card, names) for card in v.hands[mover]], "card tip")
            other = view(state, (mover + 1) % players)
            if legal:  # someone else's click on this decision is refused, in words
                found += bare_words([refusals.refusal(other, legal[0], names)], "refusal")
        before = state
        state, events = step(state, rng.choice(legal))
        found += bare_words([line.text for line in tell(before, events, names)], "log")
        steps += 1
    header, rows = results.final_table(state, names)
    found += bare_words([*header, *(cell for row in rows for cell in row), results.headline(state, names)], "results")
    found += bare_words(canvas_texts(draw(view(state, 0), True, names)), "final canvas")
    assert found == []


def test_the_rules_panel_comes_from_the_catalogues(pseudo):
    texts = []
    for section in rules_help.sections():
        texts.append(section.title)
        for para in section.paras:
            texts.append(para.text)
            if para.pinned:
                texts.append(rules_help.pin_label(para.pinned))
    for header, rows in (rules_help.sites_table(), rules_help.distance_table()):
        texts += [*header, *(cell for row in rows for cell in row)]
    assert bare_words(texts, "rules") == []
