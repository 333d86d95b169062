"""The end-of-game statistics: numbers read from a replay of the game's events, the places and
the tie-break in words, and the charts drawn from them."""

import doctest
import random
import re
from dataclasses import replace
from functools import cache

import pytest

import shell.i18n
from charon_ui.charts import MARKERS, Chart, bar_chart, gems_chart, line_chart, player_series, score_chart, wins_chart
from charon_ui.describe import final_summary, tie_break_words
from charon_ui.stats import (
    BuiltCard,
    end_lines,
    game_stats,
    ordinal,
    placement_words,
    player_lines,
    ranking_lines,
    stats_from_steps,
    stats_of,
)
from charon_ui.theme import PLAYER_COLOURS
from game.charon import Build, IllegalAction, Trade, legal_actions, new_game_with_events, scores, step, winners
from game.charon.claiming import zone_tally
from game.charon.scoring import tie_break
from game.charon.state import State

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]
COLOURS = ["red", "white", "blue", "gold", "teal"]
CARD_ID = re.compile(r"\b\d{1,2}[a-e]\b")
POSITION_CODE = re.compile(r"\b[CRX]\d{1,2}(-\d{1,2})?\b")
SIZES = [(640, 300), (360, 260)]  # the page's desktop and phone boxes


class Game:
    """A random game driven step by step, with every state and the events of every step."""

    def __init__(self, players: int, seed: int, stop=lambda s, n: False):
        rng = random.Random(seed)
        state, events = new_game_with_events(players, seed)
        self.seed, self.actions, self.states, self.events = seed, [], [state], [events]
        while not state.is_over and not stop(state, len(self.actions)):
            options = legal_actions(state)
            builds = [a for a in options if isinstance(a, Build)]  # build mostly: games with scores
            action = rng.choice(builds) if builds and rng.random() < 0.9 else rng.choice(options)
            state, events = step(state, action)
            self.actions.append(action)
            self.states.append(state)
            self.events.append(events)

    @property
    def final(self) -> State:
        return self.states[-1]

    def all_events(self):
        return [e for events in self.events for e in events]


@cache
def whole_game(players: int, seed: int) -> Game:
    return Game(players, seed)


GAMES = [(n, seed) for n in (2, 3, 4, 5) for seed in (1, 2)]


@pytest.mark.parametrize("players,seed", GAMES)
def test_the_stats_of_a_whole_game_agree_with_the_engine(players, seed):
    g = whole_game(players, seed)
    stats = game_stats(players, seed, g.actions)
    assert stats.is_over and stats.rounds == 4
    assert list(stats.scores) == scores(g.final)
    assert stats_of(g.final) == stats == stats_from_steps(g.states, g.events)  # the replay's way

    claims = [e for e in g.all_events() if e.type == "claim" and e.winner is not None]
    assert sum(p.zones_won for p in stats.players) == len(claims)
    for p in stats.players:
        mine = [e for e in claims if e.winner == p.player]
        assert p.zones_won == len(mine)
        assert p.gems_from_zones == sum(sum(e.gems.values()) for e in mine)
        areas = [e for e in g.all_events() if e.type == "area_won" and p.player in e.winners]
        assert sum(len(won) for won in p.areas_won) == len(areas)
        assert len(p.score_by_round) == len(p.gems_after_claiming) == len(p.gems_at_round_end) == 4
        assert p.score_by_round[-1] == scores(g.final)[p.player]


@pytest.mark.parametrize("players,seed", GAMES)
def test_every_player_touching_a_claimed_zone_won_tied_or_lost_it(players, seed):
    g = whole_game(players, seed)
    stats = game_stats(players, seed, g.actions)
    touched = tied = 0
    for before, after, events in zip(g.states, g.states[1:], g.events[1:], strict=False):
        claims = [e for e in events if e.type == "claim"]
        # The flags stay on the board until the round ends; a step that ran on into the next
        # round has cleared them, and is rare enough to leave out of the count.
        assert not claims or after.round == before.round, "the rare case: try another seed"
        for e in claims:
            influence, _ = zone_tally(e.zone, after.flags)
            touched += len(influence)
            if e.winner is None and influence:
                tied += list(influence.values()).count(max(influence.values()))
    assert sum(p.zones_won + p.zones_tied + p.zones_lost for p in stats.players) == touched
    assert sum(p.zones_tied for p in stats.players) == tied


@pytest.mark.parametrize("players,seed", GAMES)
def test_trades_and_clear_gems_spent_are_counted_per_player(players, seed):
    g = whole_game(players, seed)
    stats = game_stats(players, seed, g.actions)
    trades, clear = [0] * players, [0] * players
    for before, action in zip(g.states, g.actions, strict=False):
        if isinstance(action, Trade):
            trades[before.to_move] += 1
            clear[before.to_move] += action.give.count("clear")
        elif isinstance(action, Build):
            clear[before.to_move] += len(action.wild)
    assert [p.trades for p in stats.players] == trades
    assert [p.clear_used for p in stats.players] == clear


@pytest.mark.parametrize("players,seed", GAMES)
def test_cards_built_are_listed_once_with_the_round_they_were_built_in(players, seed):
    g = whole_game(players, seed)
    stats = game_stats(players, seed, g.actions)
    built_in = {}  # (player, card) -> the round of the state the Build was played in
    for before, action in zip(g.states, g.actions, strict=False):
        if isinstance(action, Build):
            built_in[before.to_move, action.card] = before.round
    listed = [(p.player, c.card) for p in stats.players for c in p.cards_built]
    assert len(listed) == len(set(listed)) == len(built_in)
    assert built_in, "a game in which nobody built proves little"
    for p in stats.players:
        assert [c.card for c in p.cards_built] == g.final.players[p.player].built
        for c in p.cards_built:
            assert c.round == built_in[p.player, c.card]
        # the score after each round is what was built up to then
        for r, score in enumerate(p.score_by_round, start=1):
            assert score == sum(c.value for c in p.cards_built if c.round <= r)


@pytest.mark.parametrize("players,seed", GAMES)
def test_gems_by_round_add_up(players, seed):
    """Held after claiming = held at the last round's end + taken from zones + clear found;
    held at a round's end = what the next round starts with."""
    g = whole_game(players, seed)
    stats = game_stats(players, seed, g.actions)
    first_state_of_round = {}
    for s in g.states:
        first_state_of_round.setdefault(s.round, s)
    for p in stats.players:
        before = 0
        for r in range(4):
            taken = sum(p.gems_claimed[r].values()) + p.clear_found[r]
            assert p.gems_after_claiming[r] == before + taken
            before = p.gems_at_round_end[r]
        for r in range(3):
            assert p.gems_at_round_end[r] == first_state_of_round[r + 2].players[p.player].gem_count()
        assert p.gems_at_round_end[3] == g.final.players[p.player].gem_count()


@pytest.mark.parametrize("players,seed", GAMES)
def test_places_agree_with_the_winners(players, seed):
    g = whole_game(players, seed)
    stats = game_stats(players, seed, g.actions)
    best = winners(g.final)
    assert list(stats.winners) == best
    points = scores(g.final)
    for p in range(players):
        assert (stats.places[p] == 1) == (p in best)
    ranked = list(stats.ranking)
    assert set(ranked[: len(best)]) == set(best)
    below = [points[p] for p in ranked[len(best) :]]
    assert below == sorted(below, reverse=True)
    lines = ranking_lines(stats, NAMES[:players])
    assert lines[0].startswith("1st") and NAMES[ranked[0]] in lines[0]


def test_placement_words_say_where_each_player_came():
    for players, seed in GAMES:
        stats = game_stats(players, seed, whole_game(players, seed).actions)
        names = NAMES[:players]
        for p in range(players):
            words = placement_words(stats, p, names)
            place, score = stats.places[p], stats.scores[p]
            sharing = [names[q] for q in range(players) if q != p and stats.places[q] == place]
            if sharing:
                assert words.startswith(f"You shared {ordinal(place)} place")
                assert all(name in words for name in sharing)
            elif place == 1:
                assert words == f"You won with {score} points!"
            else:
                assert words == f"You came {ordinal(place)} of {players} with {score} points."


def test_the_end_screen_says_the_result_once():
    """Not both "Ann wins with 61 points!" and "You won with 61 points!": a player who won reads
    it as their own; one who lost reads who won, then where they came."""
    for players, seed in GAMES:
        whole = whole_game(players, seed)
        stats = game_stats(players, seed, whole.actions)
        names = NAMES[:players]
        headline = final_summary(whole.final, names)["headline"]
        for p in range(players):
            title, line = end_lines(stats, headline, p, names)
            if stats.places[p] == 1:
                assert title == placement_words(stats, p, names) and line == ""
                assert title.startswith(("You won", "You shared 1st"))
            else:
                assert title == headline and line == placement_words(stats, p, names)
        assert end_lines(stats, headline, None, names) == (headline, "")  # hot seat, or a table of computers


def test_an_unfinished_game_has_the_rounds_so_far():
    g = Game(3, 7, stop=lambda s, n: s.round == 3 and s.phase == "build")
    stats = game_stats(3, 7, g.actions)
    assert not stats.is_over and stats.rounds == 3
    assert stats.winners == () and stats.tie_break == ""
    for p in stats.players:
        assert len(p.score_by_round) == len(p.gems_after_claiming) == 3
        assert len(p.gems_at_round_end) == 2
    assert list(stats.scores) == scores(g.final)
    assert "so far" in placement_words(stats, 0, NAMES[:3])
    for w, h in SIZES:
        assert _names_in(score_chart(stats, NAMES[:3], COLOURS[:3], w, h)) >= set(NAMES[:3])


def _tie_break_game(players: int) -> Game:
    """A game whose top score is shared and settled by the built cards."""
    for seed in range(300):
        g = Game(players, seed)
        if g.events[-1][-1].tie_break == "cards":
            return g
    raise AssertionError("no game settled by the tie-break in 300 seeds")


@pytest.mark.parametrize("players", [2, 5])
def test_the_tie_break_is_told_with_the_cards_that_decided_it(players):
    g = _tie_break_game(players)
    stats = game_stats(players, g.seed, g.actions)
    names = NAMES[:players]
    words = tie_break_words(tie_break(g.final), names)
    top = max(stats.scores)
    tied = [names[p] for p in range(players) if stats.scores[p] == top]
    assert f"tied on {top} points" in words and all(name in words for name in tied)
    winner = names[stats.winners[0]]
    assert words.endswith(f"{winner} wins.")
    for beaten in (n for n in tied if n != winner):
        m = re.search(rf"{winner}'s (\w+-)?highest card \((\d+)\) beats {beaten}'s \((\d+)\)", words)
        assert m, words
        assert int(m.group(2)) > int(m.group(3))


def _tied_stats(cards: dict[int, list[int]], winners: tuple[int, ...], tie_break: str):
    """Real stats of a 3-player game, its cards replaced by cards of the given values."""
    base = game_stats(3, 1, whole_game(3, 1).actions)
    players = []
    for p in base.players:
        built = tuple(BuiltCard(f"{v}a", v, 4, False, 0) for v in cards[p.player])
        total = sum(cards[p.player])
        players.append(replace(p, cards_built=built, score_by_round=(0, 0, 0, total)))
    return replace(base, players=tuple(players), winners=winners, tie_break=tie_break)


def _tied_end(cards: dict[int, list[int]]) -> State:
    """A 3-player game's end whose players built cards of the given values."""
    state = State(3)
    for p, values in cards.items():
        state.players[p].built = [f"{v}{'abc'[p]}" for v in values]
    return state


def test_the_tie_break_words_for_a_decided_and_a_shared_win():
    decided = {0: [9, 6], 1: [9, 4, 2], 2: [5]}
    assert tie_break_words(tie_break(_tied_end(decided)), NAMES[:3]) == (
        "Ann and Bob tied on 15 points; the highest built cards decide:"
        " Ann's 2nd-highest card (6) beats Bob's (4). Ann wins."
    )
    assert placement_words(_tied_stats(decided, (0,), "cards"), 1, NAMES[:3]) == "You came 2nd of 3 with 15 points."
    three = {0: [9, 6], 1: [9, 6], 2: [8, 7]}
    assert tie_break_words(tie_break(_tied_end(three)), NAMES[:3]) == (
        "Ann, Bob and Cy tied on 15 points; the highest built cards decide:"
        " Ann's highest card (9) beats Cy's (8). Ann and Bob, with the same cards, share the win."
    )
    shared = {0: [9, 6], 1: [9, 6], 2: [5]}
    words = tie_break_words(tie_break(_tied_end(shared)), NAMES[:3])
    assert words == "Ann and Bob tied on 15 points and built cards of the same values (9, 6): they share the win."
    shared_stats = _tied_stats(shared, (0, 1), "shared")
    assert placement_words(shared_stats, 0, NAMES[:3]) == "You shared 1st place with Bob (15 points)."
    assert placement_words(shared_stats, 2, NAMES[:3]) == "You came 3rd of 3 with 5 points."
    assert tie_break(_tied_end({0: [9, 6], 1: [9, 5], 2: [5]})) is None


def test_words_name_cards_by_value_and_never_show_ids_or_codes():
    for players, seed in GAMES:
        stats = game_stats(players, seed, whole_game(players, seed).actions)
        names = NAMES[:players]
        texts = ranking_lines(stats, names) + [tie_break_words(tie_break(whole_game(players, seed).final), names)]
        for p in range(players):
            texts += [placement_words(stats, p, names), *player_lines(stats, p, names)]
            for c in stats.players[p].cards_built:
                assert any(f"Round {c.round}: built" in t and f"the {c.value} (" in t for t in texts)
        for text in texts:
            assert not CARD_ID.search(text), text
            assert not POSITION_CODE.search(text), text
            assert "_" not in text, text  # action areas by their titles, not their ids


def test_bad_input_is_refused_saying_what():
    g = whole_game(2, 1)
    with pytest.raises(IllegalAction, match="action 3"):
        game_stats(2, 1, g.actions[:3] + g.actions[4:5] * 2)
    with pytest.raises(ValueError, match="one list of events per state"):
        stats_from_steps(g.states, g.events[:-1])
    with pytest.raises(ValueError, match="players"):
        game_stats(6, 1, [])
    with pytest.raises(ValueError, match="player must be"):
        placement_words(game_stats(2, 1, g.actions), 2, NAMES[:2])


# ---- charts ----------------------------------------------------------------------------------

GLYPH = 0.62  # a generous average glyph width (share of the font size), as no browser measures here


def _font_size(op) -> float:
    return float(re.search(r"(\d+(?:\.\d+)?)px", op[4]).group(1))


def _extent(op) -> tuple[float, float, float, float]:
    """The box an op paints: x0, y0, x1, y1 (line widths and text included)."""
    kind = op[0]
    if kind == "rect":
        _, x, y, w, h, _, stroke, lw, _ = op
        e = lw / 2 if stroke else 0
        return x - e, y - e, x + w + e, y + h + e
    if kind == "circle":
        _, x, y, r, _, stroke, lw = op
        e = r + (lw / 2 if stroke else 0)
        return x - e, y - e, x + e, y + e
    if kind == "poly":
        pts, lw = op[1], op[4]
        xs, ys = pts[0::2], pts[1::2]
        return min(xs) - lw, min(ys) - lw, max(xs) + lw, max(ys) + lw  # lw: room for mitred corners
    if kind == "line":
        _, x0, y0, x1, y1, _, lw = op
        return min(x0, x1) - lw / 2, min(y0, y1) - lw / 2, max(x0, x1) + lw / 2, max(y0, y1) + lw / 2
    _, x, y, text, _, _, align, baseline = op
    size = _font_size(op)
    w = len(text) * size * GLYPH
    left = {"left": x, "center": x - w / 2, "right": x - w}[align]
    top = {"middle": y - 0.6 * size, "top": y, "bottom": y - 1.2 * size}[baseline]
    return left, top, left + w, top + 1.2 * size


def _names_in(ops) -> set[str]:
    return {op[3] for op in ops if op[0] == "text"}


def _charts(stats, names, colours, w, h):
    return [f(stats, names, colours, w, h) for f in (score_chart, gems_chart, wins_chart)]


@pytest.mark.parametrize("players,seed", GAMES)
@pytest.mark.parametrize("size", SIZES)
def test_charts_stay_inside_their_box_with_readable_text_and_every_name(players, seed, size):
    w, h = size
    stats = game_stats(players, seed, whole_game(players, seed).actions)
    names, colours = NAMES[:players], COLOURS[:players]
    for ops in _charts(stats, names, colours, w, h):
        for op in ops:
            x0, y0, x1, y1 = _extent(op)
            assert 0 <= x0 and x1 <= w and 0 <= y0 and y1 <= h, op
            if op[0] == "text":
                assert _font_size(op) >= 11, op
        assert _names_in(ops) >= set(names)


def test_the_score_chart_has_round_and_point_labels_and_lines_in_the_players_colours():
    stats = game_stats(4, 1, whole_game(4, 1).actions)
    ops = score_chart(stats, NAMES[:4], COLOURS[:4], 640, 300)
    texts = _names_in(ops)
    assert {"Round 1", "Round 2", "Round 3", "Round 4", "points"} <= texts
    strokes = {op[5] for op in ops if op[0] == "line"}
    assert {PLAYER_COLOURS[c] for c in COLOURS[:4]} <= strokes
    # the final scores are written at the lines' ends
    assert {str(s) for s in stats.scores} <= texts


def test_colour_is_not_the_only_clue():
    stats = game_stats(5, 1, whole_game(5, 1).actions)
    series = player_series(stats, NAMES, COLOURS, lambda p: p.score_by_round)
    assert len({s.marker for s in series}) == 5 and {s.marker for s in series} <= set(MARKERS)
    # each marker shape is drawn differently: circle, square (rect), and three kinds of polygon
    shapes = set()
    for s in series:
        ops = line_chart(Chart([s], ["Round 1"], "t", "u"), 360, 260)
        legend = [op for op in ops if op[0] in ("circle", "rect", "poly")][-1]
        shapes.add((legend[0], len(legend[1]) if legend[0] == "poly" else 0))
    assert len(shapes) == 5


def test_long_names_are_shortened_to_fit_and_a_box_too_small_is_refused():
    stats = game_stats(5, 2, whole_game(5, 2).actions)
    names = [(n * 60)[:100] for n in NAMES]  # wider than either box
    for w, h in SIZES:
        for ops in _charts(stats, names, COLOURS, w, h):
            assert all(_extent(op)[2] <= w for op in ops)
            legend = [t for t in _names_in(ops) if t.startswith(tuple(NAMES))]
            assert len(legend) == 5 and all(t.endswith("…") for t in legend)
    with pytest.raises(ValueError, match="too small"):
        bar_chart(Chart(player_series(stats, NAMES, COLOURS, lambda p: (1, 2)), ["a", "b"], "t", "u"), 120, 90)


@pytest.mark.parametrize("module", [shell.i18n])  # the places the statistics name (ordinal)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
