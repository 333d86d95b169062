"""6 Billion on a phone, without a browser: which tab each decision brings, the action panel's
folding of a long list, and where the canvases say their lit targets are."""

import random

from game.sixbillion import apply, legal_actions, new_game, view
from sixbillion_ui import layout as L
from sixbillion_ui.describe import LONG_GROUP, PANEL_LONG, decision_kind, fold_rule, group_actions
from sixbillion_ui.phone_tabs import PHASE_TAB, TAB_IDS, decision, sixbillion_tabs
from sixbillion_ui.render import stake_target
from sixbillion_ui.targets import highlights, lit_spots

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve"]


def playout(seed: int, steps: int):
    """Positions of a random game, one after each action."""
    rng = random.Random(seed)
    s = new_game(3, seed=seed)
    for _ in range(steps):
        if s.is_over:
            return
        yield s
        s = apply(s, rng.choice(legal_actions(s)))


def test_every_decision_brings_a_tab_and_each_action_of_a_turn_is_a_new_one():
    assert set(PHASE_TAB.values()) <= set(TAB_IDS)
    tabs = sixbillion_tabs()
    seen_kinds = set()
    for s in playout(3, 400):
        v = view(s, s.to_move) if s.to_move is not None else view(s, 0)
        kind = decision_kind(v)
        seen_kinds.add(kind)
        assert kind in PHASE_TAB, kind
        shown = tabs.follow(decision(v, True), kind)
        assert shown == PHASE_TAB[kind]  # a random game asks a new decision at each action
    assert {"actions", "draw", "discard", "cancel"} <= seen_kinds
    # within one decision the player's own choice of tab stays; the next action brings the hand back
    v = next(view(s, s.to_move) for s in playout(3, 400) if s.step == "actions" and s.window is None)
    tabs.follow(decision(v, True), "actions")
    tabs.choose("players")
    assert tabs.follow(decision(v, True), "actions") == "players"


def test_a_reaction_question_brings_the_board_where_what_it_is_about_is_lit():
    """A cancellation or response asked on a phone opened on the Hand tab, the doubled token out
    of sight (a play-tester's): it brings the board, which lights what it is about (its answers,
    the cards that may answer, are the pinned action panel's buttons)."""
    asked = 0
    for seed in (3, 5, 8):
        tabs = sixbillion_tabs()
        for s in playout(seed, 400):
            v = view(s, s.to_move) if s.to_move is not None else view(s, 0)
            if decision_kind(v) in ("cancel", "respond"):
                assert tabs.follow(decision(v, True), decision_kind(v)) == "board"
                assert stake_target(v) is not None
                asked += 1
    assert asked


def test_a_long_panel_folds_all_but_its_first_group():
    for s in playout(7, 600):
        if s.to_move is None:
            continue
        v = view(s, s.to_move)
        groups = group_actions(legal_actions(s), v, NAMES[:3])
        fold = fold_rule(groups)
        open_buttons = [label for _t, items in groups if not fold(items) for label, _a in items]
        assert open_buttons, "something is always offered unfolded"
        if sum(len(items) for _t, items in groups) > PANEL_LONG:
            assert len(open_buttons) <= LONG_GROUP  # the first options in view, nothing scrolls them away


def test_the_lit_spots_are_where_a_tap_hits_them():
    checked = 0
    for s in playout(11, 500):
        if s.to_move is None:
            continue
        v = view(s, s.to_move)
        hl = highlights(v, legal_actions(s))
        for spot in lit_spots(hl, v.tracks, "board"):
            if spot[0] == "token":
                target = L.hit_test(spot[-2], spot[-1], v.tracks, g=L.PHONE_BOARD, lit=hl.tokens)
                assert target is not None and target[:2] == ("token", spot[1])
                zoomed = lit_spots(hl, v.tracks, "zoom", spot[1])
                zx, zy = next(z[-2:] for z in zoomed if z[:3] == spot[:3])
                g = L.zoom_geometry(spot[1])
                assert L.hit_test(zx, zy, v.tracks, g=g, lit=hl.tokens) == ("token", spot[1], spot[2])
                checked += 1
            elif spot[0] == "site":
                assert L.hit_test(spot[-2], spot[-1], v.tracks, g=L.PHONE_BOARD)[1] == spot[1]
        hand = v.hands[v.to_move]
        for spot in lit_spots(hl, v.tracks, "hand"):
            assert L.phone_hand_hit(spot[-2], spot[-1], hand) == ("card", spot[1], hand[spot[1]])
        for spot in lit_spots(hl, v.tracks, "table"):
            assert L.hit_test(spot[-2], spot[-1], v.tracks)[0] == spot[0]
    assert checked > 5
