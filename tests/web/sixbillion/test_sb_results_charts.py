"""6 Billion's results screen charts: the numbers by round read from the game's positions
(score track, population on the sites, the final totals), and the charts drawn from them
inside their box, every player and neutral named, each in its faction's colour and shape."""

import random

import pytest

import game.sixbillion as sixbillion
from game.sixbillion import apply, legal_actions, new_game, scores, view
from shell.canvas import text_width
from sixbillion_ui.charts import population_chart, score_chart
from sixbillion_ui.stats import population, states_of, stats_from_states, stats_of
from sixbillion_ui.theme import FACTION_FILL

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve"]


def played(players: int, seed: int, moves: int | None = None) -> list:
    """A game's positions, random legal moves to its end (or `moves` of them)."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    states = [state]
    while not state.is_over and (moves is None or len(states) <= moves):
        state = apply(state, rng.choice(legal_actions(state)))
        states.append(state)
    return states


def test_each_round_is_read_at_its_last_position():
    states = played(3, 4)
    numbers = stats_from_states(states)
    final = states[-1]
    assert numbers.rounds == final.round
    for r in range(1, final.round + 1):
        last_of_round = [s for s in states if s.round == r][-1]
        assert [numbers.score[p][r - 1] for p in range(3)] == last_of_round.score
        assert [numbers.population[f][r - 1] for f in range(final.num_factions)] == [
            population(last_of_round, f) for f in range(final.num_factions)
        ]
    assert numbers.final == tuple(scores(final))
    assert numbers.colours == tuple(f["colour"] for f in final.factions)


def test_the_population_is_each_factions_billions_on_the_tracks():
    start = new_game(4, 2)
    earth = start.tracks["earth"]
    assert [population(start, f) for f in range(start.num_factions)] == earth
    assert sum(earth) > 0


def test_a_game_is_read_from_its_own_history():
    states = played(4, 7)
    assert stats_of(states[-1]) == stats_from_states(states)
    assert [sixbillion.to_json(s) for s in states_of(states[-1])] == [sixbillion.to_json(s) for s in states]


def test_an_unfinished_game_has_no_final_totals_and_a_view_has_no_numbers():
    states = played(3, 9, moves=60)
    numbers = stats_of(states[-1])
    assert numbers is not None and numbers.final is None
    assert numbers.rounds == states[-1].round
    assert stats_of(view(states[-1], 0)) is None  # a view keeps no history


def _texts(ops):
    return [op[3] for op in ops if op[0] == "text"]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 4), (5, 8)])
@pytest.mark.parametrize(("width", "height"), [(640, 300), (360, 260)])
def test_the_charts_stay_in_their_box_and_name_everyone(players, seed, width, height):
    numbers = stats_from_states(played(players, seed))
    names = NAMES[:players]
    neutrals = len(numbers.colours) - players
    for chart, named in ((score_chart, players), (population_chart, players + neutrals)):
        ops = chart(numbers, names, width, height)
        texts = _texts(ops)
        for name in names:
            assert any(t == name or (t.endswith("…") and name.startswith(t[:-1])) for t in texts), (chart, name)
        if chart is population_chart and neutrals:
            assert sum(t.startswith("Neutral") for t in texts) == neutrals
        for op in ops:
            if op[0] == "text":
                size = float(op[4].split("px")[0].split()[-1])
                assert size >= 11
                left = op[1] - (text_width(op[3], size) if op[6] == "right" else 0)
                assert -1 <= left and op[1] <= width + 1
            elif op[0] in ("rect", "circle", "line"):
                assert -1 <= op[1] <= width + 1 and -1 <= op[2] <= height + 1
        fill_at = {"rect": 5, "circle": 4, "poly": 2, "line": 5}  # the fill's (a line's stroke's) place
        drawn = {op[fill_at[op[0]]] for op in ops if op[0] in fill_at}
        colours = [FACTION_FILL[c] for c in numbers.colours[:named]]
        assert set(colours) <= drawn, chart


def _round_labels(ops):
    """The labels under the chart (each category's, drawn from the top down)."""
    return [op[3] for op in ops if op[0] == "text" and op[7] == "top" and op[3]]


def test_the_rounds_are_numbered_under_the_charts_every_other_one_when_narrow():
    numbers = stats_from_states(played(3, 4))
    rounds = numbers.rounds
    assert rounds > 10  # a long game: room for every number on a wide chart, not on a phone's
    wide = _round_labels(score_chart(numbers, NAMES[:3], 900, 300))
    assert wide == [str(r) for r in range(1, rounds + 1)] + ["final"]  # the final scoring's point last
    narrow = _round_labels(population_chart(numbers, NAMES[:3], 360, 260))
    assert narrow == [str(r) for r in range(1, rounds + 1) if (rounds - r) % 2 == 0]  # none cut short
    beside_final = _round_labels(score_chart(numbers, NAMES[:3], 360, 260))
    # "final" would not fit beside the last round's number there: the title names that point
    assert beside_final == [str(r) for r in range(1, rounds + 1) if (rounds - r) % 2 == 0]


def test_the_charts_rounds_end_at_the_round_the_log_ended_in():
    # A game the log ended in round 13 ("Round 13" its last heading) had charts whose axis
    # ended at 12: the last round's place was left free for the word "final".
    for seed in (4, 5):
        states = played(3, seed)
        numbers = stats_from_states(states)
        for width in (640, 360):
            for chart in (score_chart, population_chart):
                labels = _round_labels(chart(numbers, NAMES[:3], width, 260))
                assert [t for t in labels if not t.isdigit()] in ([], ["final"])  # never cut to "fin…"
                assert int([t for t in labels if t.isdigit()][-1]) == states[-1].round


def _line_ends(ops, numbers) -> list[float]:
    """The height of each player's line's last point (its last segment's end), by player."""
    ends = []
    for colour in numbers.colours[: len(numbers.score)]:
        segments = [op for op in ops if op[0] == "line" and op[5] == FACTION_FILL[colour]]
        ends.append(segments[-1][4])
    return ends


def test_the_score_chart_ends_with_the_final_scoring_so_the_winner_leads_it():
    """The track alone once showed 17 / 12 / 8 while the sites' scoring made it 53 / 45 / 44 for
    others: the chart's last point is the final total, and the highest line is the winner's."""
    for seed in (4, 11, 23):
        states = played(3, seed)
        numbers = stats_from_states(states)
        ops = score_chart(numbers, NAMES[:3], 640, 300)
        texts = _texts(ops)
        assert "Points by round, then final" in texts
        totals = scores(states[-1])
        for points in totals:
            assert str(points) in texts  # each line ends with its total written
        ends = _line_ends(ops, numbers)  # canvas y: the highest line has the smallest
        assert totals[ends.index(min(ends))] == max(totals)
    unfinished = stats_from_states(played(3, 9, moves=60))
    texts = _texts(score_chart(unfinished, NAMES[:3], 640, 300))
    assert "Score track after each round" in texts and "final" not in texts  # no final scoring yet


def test_the_population_axis_goes_by_doublings():
    numbers = stats_from_states(played(3, 4))
    ops = population_chart(numbers, NAMES[:3], 640, 300)
    ticks = [op for op in ops if op[0] == "text" and op[6] == "right"]  # the value axis' labels
    values = [int(op[3]) for op in ticks]
    assert values[0] == 1 and all(b == a * values[1] for a, b in zip(values, values[1:], strict=False))
    assert values[-1] >= max(max(p) for p in numbers.population)  # the largest population is on the chart
    ys = [op[2] for op in ticks]
    gaps = {round(a - b, 6) for a, b in zip(ys, ys[1:], strict=False)}
    assert len(gaps) == 1  # each doubling (or pair of them) the same height apart
