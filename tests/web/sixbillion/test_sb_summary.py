"""6 Billion's table in words (#summary): what the board shows, said line by line; the
viewer's hand and Hidden Agenda only on their own screen."""

import random

from game.sixbillion import apply, legal_actions, new_game, view
from game.sixbillion.components import AGENDA_SITE, SITES
from sixbillion_ui.summary import table_summary
from sixbillion_ui.theme import card_name, site_name

NAMES = ["Ann", "Bob", "Cleo"]


def played(seed: int, moves: int, discovery_track: bool = False):
    s = new_game(3, seed, discovery_track=discovery_track)
    rnd = random.Random(seed)
    for _ in range(moves):
        s = apply(s, rnd.choice(legal_actions(s)))
    return s


def test_the_table_in_words_tells_every_site_the_scores_the_order_and_the_cards():
    s = played(5, 300, discovery_track=True)
    v = view(s, 0)
    lines = table_summary(v, NAMES, private=True)
    text = "\n".join(lines)
    assert lines[0].startswith(f"Round {s.round} · ")
    assert "Turn order: " in text and "Neutral pink" in text and "it never scores" in text
    for p, name in enumerate(NAMES):
        line = next(x for x in lines if x.startswith(name + " ") and " points, " in x)
        assert f"{s.score[p]} points, {len(s.hands[p])} card" in line
    for site in SITES:
        line = next(x for x in lines if x.startswith(site_name(site) + " ("))
        on = [f for f, space in enumerate(s.tracks[site]) if space]
        assert ("no tokens" in line) == (not on)
        for f in on:
            assert f" on {s.tracks[site][f]}" in line
        if any(c or m for c, m in s.boxes[site]):
            assert "holding box: " in line
    assert f"Deck: {len(s.deck)} cards." in text and "Face up: " in text and "Discovery Track: " in text
    assert card_name(s.hands[0][0]) in next(x for x in lines if x.startswith("Your hand: "))
    assert site_name(AGENDA_SITE[s.agendas[0]]) in next(x for x in lines if x.startswith("Your Hidden Agenda"))


def test_a_shared_screen_says_no_hand_and_no_agenda():
    s = played(7, 120)
    shared = "\n".join(table_summary(view(s, 1), NAMES, private=False))
    assert "Your hand" not in shared and "Hidden Agenda" not in shared and "face down" not in shared
