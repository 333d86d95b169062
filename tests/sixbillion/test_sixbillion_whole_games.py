"""Random whole games of 2-5 players, with and without the Discovery Track, through the
checked path with events: after every step nothing is created or lost, the decision is real,
views hide what they must, events keep secrets, undo is exact, and saves round-trip."""

from collections import Counter

import pytest

from game.sixbillion import (
    IllegalAction,
    can_undo,
    event_to_json,
    from_json,
    history,
    legal_actions,
    new_game,
    play,
    rng,
    scores,
    step,
    to_json,
    undo,
    view,
    winners,
)
from game.sixbillion.components import AGENDA_COUNT, CARD_COUNT, DISCOVERY_COUNT, HIDDEN, OPTIONAL_DISCOVERIES, TRACK

GAMES = [(2, 1, False), (3, 2, True), (4, 3, False), (5, 4, True), (4, 5, True), (3, 6, False)]


def assert_consistent(s):
    cards = Counter()
    for hand in s.hands:
        cards.update(hand)
    cards.update(s.deck)
    cards.update(s.discard)
    cards.update(c for c in s.face_up if c is not None)
    cards.update(s.removed)
    if s.window is not None:
        cards.update(c["card"] for c in s.window["chain"])
        if s.window["event"]["card"]:
            cards[s.window["event"]["card"]] += 1
    assert cards == Counter(CARD_COUNT)
    assert Counter(s.agendas + s.agenda_pool) == Counter(AGENDA_COUNT)
    held = [c for ds in s.discoveries for c, _ in ds]
    expected = {c: n for c, n in DISCOVERY_COUNT.items() if s.discovery_track or c not in OPTIONAL_DISCOVERIES}
    assert Counter(held + s.discovery_deck) == Counter(expected)
    limit = 2 if s.discovery_track else 1
    assert all(len(ds) <= limit for ds in s.discoveries) or s.pending is not None
    for site, track in s.tracks.items():
        assert len(track) == s.num_factions
        for f, space in enumerate(track):
            assert space == 0 or space in TRACK[site]
            assert all(0 <= b <= 2 for b in s.boxes[site][f])
            assert not (space and any(s.boxes[site][f])), (site, f)
    assert all(len(h) <= 6 for h in s.hands)
    if s.is_over:
        assert s.to_move is None and legal_actions(s) == []
    else:
        assert len(legal_actions(s)) >= 2


def assert_views_hide(s):
    for p in range(s.num_players):
        v = view(s, p)
        assert v.rng is None and v.seed is None
        assert all(c == HIDDEN for q, h in enumerate(v.hands) if q != p for c in h)
        assert set(v.deck) <= {HIDDEN}
        if v.window is not None:
            assert v.window["asked"] is None
        if p == s.to_move:
            assert legal_actions(v) == legal_actions(s)
        else:
            assert legal_actions(v) == []
    if s.window is not None and s.pending is None and s.resolving is None and s.to_move is not None:
        # A reaction candidate decides privately (8.5).
        assert all(view(s, p).to_move is None for p in range(s.num_players) if p != s.to_move)


def assert_events_keep_secrets(events, after):
    for e in events:
        data = event_to_json(e)
        assert data["type"] and "audience" in data
        if data["audience"] is not None:
            continue
        assert data["type"] != "passed"
        if data["type"] in ("discovery_drawn", "card_drawn") and data.get("slot") is None:
            assert data["card"] is None


@pytest.mark.parametrize("players, seed, track", GAMES)
def test_random_game_invariants_saves_and_undo(players, seed, track):
    s = new_game(players, seed, discovery_track=track)
    chooser = rng.seed_state(seed)
    previous = None
    steps = 0
    while not s.is_over:
        assert_consistent(s)
        if steps % 7 == 0:
            assert_views_hide(s)
        options = legal_actions(s)
        chooser, i = rng.below(chooser, len(options))
        before = to_json(s)
        after, events = step(s, options[i])
        assert to_json(s) == before  # the input is untouched
        assert_events_keep_secrets(events, after)
        if can_undo(after):
            assert to_json(undo(after)) == before
        else:
            with pytest.raises(IllegalAction):
                undo(after)
        previous, s = s, after
        steps += 1
    assert_consistent(s)
    assert previous is not None and 8 <= s.round <= 25
    assert winners(s) == [p for p, v in enumerate(scores(s)) if v == max(scores(s))]
    # At the end every agenda and Discovery card is shown; hands stay hidden.
    v = view(s, 0)
    assert v.agendas == s.agendas and v.agenda_pool == s.agenda_pool and v.discoveries == s.discoveries
    # The save round-trips and replaying the history from new_game gives the same game.
    text = to_json(s)
    assert to_json(from_json(text)) == text
    replay = new_game(players, seed, discovery_track=track)
    for action in history(s):
        play(replay, action)
    assert to_json(replay) == text


def test_same_seed_same_choices_same_game():
    def run():
        s = new_game(4, 99)
        chooser = rng.seed_state(5)
        while not s.is_over:
            options = legal_actions(s)
            chooser, i = rng.below(chooser, len(options))
            play(s, options[i])
        return to_json(s)

    assert run() == run()


def test_views_have_no_history_and_cannot_undo():
    s = new_game(3, 1)
    v = view(s, 0)
    with pytest.raises(ValueError):
        history(v)
    with pytest.raises(ValueError):
        undo(v)
    with pytest.raises(ValueError):
        can_undo(v)
    assert v.seed is None and s.seed == 1


def test_new_game_with_events_deals_privately():
    from game.sixbillion import new_game_with_events, visible_to

    s, events = new_game_with_events(3, 8)
    assert to_json(s) == to_json(new_game(3, 8))
    dealt = [e for e in visible_to(events, 1) if e.type == "dealt"]
    assert [e.cards is not None for e in dealt] == [False, False, True, False]
    mine = next(e for e in dealt if e.cards)
    assert len(mine.cards) == 6 and mine.agenda == s.agendas[1]
