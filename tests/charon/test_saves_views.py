"""Saves of a player's view: they save and load (hidden cards "?", no rng), hide exactly what
`view` hides, and anything a view cannot be is refused.
"""

import json

import pytest

from game.charon import IllegalAction, SaveError, apply, from_json, legal_actions, to_json, view
from game.charon.state import ENGINEERING_ADVANCE, HIDDEN
from tests.json_paths import clone, dump, get_at
from tests.sample_saves import (
    PLAYER_COUNTS,
    SEEDS,
    assert_all_refused,
    base_dicts,
    card_pile_paths,
    hidden_allowed,
    recorded_game,
)


def test_views_save_and_load():
    checked = 0
    for n in PLAYER_COUNTS:
        texts, _, _ = recorded_game(n, SEEDS[2])
        for k in range(0, len(texts), 5):
            state = from_json(texts[k])
            for p in range(n):
                v = view(state, p)
                text = to_json(v)
                loaded = from_json(text)
                checked += 1
                assert to_json(loaded) == text
                assert loaded.viewer == p and loaded.rng is None
                assert json.loads(text)["rng"] is None and json.loads(text)["viewer"] == p
                for other, belongings in enumerate(loaded.players):
                    if other != p:
                        assert belongings.hand == [HIDDEN] * len(state.players[other].hand)
                        assert belongings.dealt == [HIDDEN] * len(state.players[other].dealt)
                    else:
                        assert belongings.hand == state.players[p].hand
                    assert belongings.built == state.players[other].built
                    assert belongings.gems == state.players[other].gems
                assert loaded.deck == [HIDDEN] * len(state.deck)
                if state.phase == ENGINEERING_ADVANCE and state.to_move == p:
                    assert sorted(loaded.discard) == sorted(state.discard)
                else:
                    assert loaded.discard == [HIDDEN] * len(state.discard)
                assert loaded.common_row == state.common_row
                for chooser, card in loaded.row_choices.items():
                    assert card == (state.row_choices[chooser] if chooser == p else HIDDEN)
                expected = legal_actions(state) if state.to_move == p else []
                assert legal_actions(loaded) == expected
                assert to_json(view(loaded, p)) == text
                with pytest.raises(ValueError):
                    view(loaded, (p + 1) % n)
                if expected:
                    before = to_json(loaded)
                    with pytest.raises(IllegalAction):
                        apply(loaded, expected[0])
                    assert to_json(loaded) == before
    assert checked > 300


def _view_dicts():
    for label, d in base_dicts():
        if d["viewer"] is not None:
            yield label, d


def test_view_with_rng_refused():
    cases = []
    for label, d in _view_dicts():
        for rng in ("0" * 16, "0123456789abcdef", "", 0):
            e = clone(d)
            e["rng"] = rng
            cases.append((f"{label}: rng {rng!r}", e))
    assert_all_refused(cases, minimum=30)


def test_view_hidden_cards_only_where_hidden():
    """In a view, "?" is allowed for others' hands, dealt cards and row choices, the deck and
    the discard pile; never for the viewer's own cards, built cards or the common row; and
    never anywhere in a real game."""
    cases = []
    for label, d in base_dicts():
        viewer = d["viewer"]
        for path in card_pile_paths(d):
            if get_at(d, path) and not hidden_allowed(d, path):
                e = clone(d)
                get_at(e, path)[0] = HIDDEN
                cases.append((f"{label}: {path} shows '?'", e))
        for player, _card in d["row_choices"].items():
            if viewer is None or player == str(viewer):
                e = clone(d)
                e["row_choices"][player] = HIDDEN
                cases.append((f"{label}: row choice of {player} shows '?'", e))
        if viewer is None:
            e = clone(d)
            e["viewer"] = None
            e["deck"] = [HIDDEN] * len(d["deck"])
            cases.append((f"{label}: a real game with a hidden deck", e))
    assert_all_refused(cases, minimum=60)


def test_a_view_that_shows_hidden_cards_is_refused():
    """A view hides exactly what view() hides: a "view" showing the deck, the discard pile
    or another player's hand is not a view, and loading it is refused."""
    refused = 0
    for n in PLAYER_COUNTS:
        texts, _, _ = recorded_game(n, SEEDS[0])
        for k in range(0, len(texts) - 1, 11):
            state = from_json(texts[k])
            d = json.loads(texts[k])
            d["viewer"], d["rng"] = state.to_move, None
            with pytest.raises(SaveError):
                from_json(dump(d))  # a "view" that shows everything
            v = json.loads(to_json(view(state, state.to_move)))
            other = (state.to_move + 1) % n
            if state.players[other].hand:
                v["players"][other]["hand"] = state.players[other].hand
                v["players"][other]["dealt"] = state.players[other].dealt
                with pytest.raises(SaveError, match="hand"):
                    from_json(dump(v))
                refused += 1
    assert refused > 50


def test_view_hidden_and_real_cards_are_conserved_together():
    """A real card shown twice (once in a hidden pile, once elsewhere) is a duplicate; a
    real card replacing a "?" keeps the count but must not repeat a card already present."""
    cases = []
    for label, d in _view_dicts():
        visible = [c for p in card_pile_paths(d) for c in get_at(d, p) if c != HIDDEN]
        if d["deck"] and visible:
            e = clone(d)
            e["deck"][0] = visible[0]
            cases.append((f"{label}: {visible[0]} also in the hidden deck", e))
    assert_all_refused(cases, minimum=5)


def test_engineering_advance_view_with_hidden_discard_is_usable_or_refused():
    """The Engineering Advance mover's view shows the discard pile (view.py), because that
    player chooses from it. A view JSON of that moment with the pile left as "?" must be
    refused, or at least still work: `legal_actions` of the loaded view must not crash."""
    found = 0
    for n in PLAYER_COUNTS:
        for seed in SEEDS:
            texts, _, _ = recorded_game(n, seed)
            for text in texts:
                state = from_json(text)
                if state.phase != ENGINEERING_ADVANCE or not state.discard:
                    continue
                v = json.loads(to_json(view(state, state.to_move)))
                v["discard"] = [HIDDEN] * len(v["discard"])
                hidden = dump(v)
                try:
                    loaded = from_json(hidden)
                except SaveError:
                    found += 1
                    continue
                try:
                    legal_actions(loaded)
                except Exception as error:  # noqa: BLE001
                    pytest.fail(
                        f"from_json accepted an Engineering Advance view with a hidden discard pile, "
                        f"then legal_actions raised {type(error).__name__}: {error}\nview: {hidden}"
                    )
                found += 1
                break
    assert found > 0
