"""6 Billion's fitted evaluation (game/sixbillion/players/evaluate.py): where the search stops
a playout, the player ahead is the favourite, the chances are a share of one win, and a
finished game is scored as the protocol's returns score it."""

import pytest

from game.ai import make_bot
from game.sixbillion import apply, legal_actions, new_game, scenario, view
from game.sixbillion.players.evaluate import WEIGHTS, all_features, evaluate, progress, win_chances
from game.sixbillion.players.greedy import GreedyBot
from game.sixbillion.players.search import SIXBILLION, SearchBot


def test_the_player_ahead_on_the_tracks_is_the_favourite():
    s = scenario(
        3, tracks={"earth": {0: 64, 1: 8, 2: 4}, "mars": {0: 8, 1: 2}}, scores=[10, 4, 4], round=4, step="actions"
    )
    chances = win_chances(s)
    assert sum(chances) == pytest.approx(1.0)
    assert chances[0] > chances[1] and chances[0] > chances[2]
    values = evaluate(s)
    assert values[0] == max(values) and all(0 <= v <= 1 for v in values)


def test_the_fitted_weights_favour_points():
    """Points in hand (standing) count for a player, whatever else the fit found."""
    assert WEIGHTS[0] > 0


def test_progress_runs_from_the_start_to_the_end_of_a_game():
    s = new_game(3, 4)
    start = progress(s)
    bots = [GreedyBot(p) for p in range(3)]
    while not s.is_over:
        s = apply(s, bots[s.to_move].choose(view(s, s.to_move)))
    assert 0 <= start < 0.5 and progress(s) == pytest.approx(1.0)


def test_a_finished_game_is_valued_as_its_returns():
    s = new_game(2, 9)
    bots = [GreedyBot(1), GreedyBot(2)]
    while not s.is_over:
        s = apply(s, bots[s.to_move].choose(view(s, s.to_move)))
    assert evaluate(s) == pytest.approx(SIXBILLION.returns(s))


def test_features_are_one_row_per_player():
    s = new_game(4, 2)
    rows = all_features(s)
    assert len(rows) == 4 and all(len(r) == len(WEIGHTS) for r in rows)


def test_the_search_with_the_fitted_evaluation_decides_legally_from_a_view():
    s = new_game(3, 5)
    bots = [GreedyBot(p) for p in range(3)]
    while s.step != "actions" or s.window is not None or s.pending is not None:
        s = apply(s, bots[s.to_move].choose(view(s, s.to_move)))
    choice = SearchBot(3, iterations=40, evaluation="fitted").choose(view(s, s.to_move))
    assert choice in legal_actions(s)


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_others_hidden_cards_and_agendas_never_change_a_decision(level):
    """Three-player games that differ only in what the searcher cannot see — the others'
    hands and Hidden Agendas — get the same decision from every level (the fitted evaluation
    reads sampled worlds, never the real game)."""
    common = dict(
        tracks={"earth": {0: 8, 1: 4, 2: 16}, "mars": {0: 2, 1: 4}, "venus": {2: 2}},
        face_up=["colony_2.dollar", "double_other.dollar", "war.smiley"],
        step="actions",
    )
    mine = ["new_colony_self_6.dollar", "double_self.dollar", "migrants_self_12.leaf", "famine.dollar"]
    a = scenario(
        3,
        hands=[mine, ["war.dollar", "death.dollar"], ["pestilence.leaf"]],
        agendas=["agenda_mars", "agenda_earth", "agenda_earth"],
        **common,
    )
    b = scenario(
        3,
        hands=[mine, ["pestilence.dollar", "death.smiley"], ["power_politics.dollar"]],
        agendas=["agenda_mars", "agenda_asteroid_belt", "agenda_mars"],
        **common,
    )
    assert view(a, 0).agendas == view(b, 0).agendas and view(a, 0).hands == view(b, 0).hands
    bot_spec = f"ismcts:{level}"
    choice = make_bot(bot_spec, 7, game="sixbillion").choose(view(a, 0))
    assert make_bot(bot_spec, 7, game="sixbillion").choose(view(b, 0)) == choice
    assert choice in legal_actions(a)


def test_points_on_a_track_closed_to_free_doubling_are_locked():
    """Saturn (limit 16) with a token on 32 is closed to free doubling: its places count as
    locked points; Mars (limit 16) with tokens on 4 and 2 is open: its places do not."""
    from game.sixbillion.players.evaluate import FEATURES, locked_points

    s = scenario(3, tracks={"saturn": {0: 32, 1: 2}, "mars": {1: 4, 2: 2}}, step="actions")
    locked = locked_points(s)
    assert locked[0] > 0 and locked[1] > 0 and locked[2] == 0
    rows = all_features(s)
    growing = FEATURES.index("growing tokens")
    # The scenario has only these tokens: Saturn's cannot free-double, Mars's can.
    assert [row[growing] for row in rows] == [0.0, 1.0, 1.0]


def test_a_faction_turn_still_to_come_this_round_is_a_feature():
    from game.sixbillion.players.evaluate import FEATURES

    s = scenario(3, turn_order=[2, 3, 0, 1, 4], current=0, step="actions")
    later = FEATURES.index("turn left this round")
    assert [row[later] for row in all_features(s)] == [1.0, 1.0, 0.0]


def test_the_levels_evaluation_ignores_the_outlook_features_and_the_outlook_reads_them():
    """The levels play with the first five features' fit (the outlook's features weigh 0); the
    outlook evaluation (a screen's `evaluation=outlook`) favours a faction turn still to come."""
    from game.sixbillion.players.evaluate import OUTLOOK_WEIGHTS
    from game.sixbillion.players.search import EVALUATIONS

    assert WEIGHTS[5:] == (0.0, 0.0, 0.0) and len(OUTLOOK_WEIGHTS) == len(WEIGHTS)
    even = dict(tracks={"earth": {0: 4, 1: 4, 2: 4}}, step="actions", current=0)
    first = scenario(3, turn_order=[0, 3, 1, 4, 2], **even)
    last = scenario(3, turn_order=[1, 3, 2, 4, 0], **even)
    assert evaluate(first) == evaluate(last)
    outlook = EVALUATIONS["outlook"]
    # Player 1 has a faction turn to come in `first` and none in `last` (it has played).
    assert outlook(first)[1] > outlook(last)[1]
