"""6 Billion's computer players: they play whole games from their views, decide alike on the
same view, and follow their rules of thumb in literal situations."""

import pytest

from game.__main__ import main
from game.ai import make_bot
from game.sixbillion import Consent, Pass, Play, React, Refuse, apply, legal_actions, new_game, scenario, view
from game.sixbillion.players.greedy import GreedyBot
from game.sixbillion.players.rollout import RolloutBot


def greedy_and_random(seat: int, players: int):
    return make_bot("greedy" if seat % 2 else "random", seat, game="sixbillion")


def rollout_among_greedy(seat: int, players: int):
    """The playouts' player (a screen's variant, no level's) in the first seat, cheaply."""
    return RolloutBot(players, worlds=1, horizon=1) if seat == 0 else GreedyBot(seat)


@pytest.mark.parametrize(
    "players, seated, discovery",
    [
        (2, greedy_and_random, False),
        (4, greedy_and_random, False),
        (5, greedy_and_random, False),
        (2, rollout_among_greedy, False),
        (4, rollout_among_greedy, True),
    ],
)
def test_bots_play_whole_games_from_their_views(players, seated, discovery):
    bots = [seated(p, players) for p in range(players)]
    s = new_game(players, players * 13, discovery_track=discovery)
    while not s.is_over:
        me = s.to_move
        action = bots[me].choose(view(s, me))
        assert action in legal_actions(s)
        s = apply(s, action)


def test_unknown_bots_and_games_are_refused():
    with pytest.raises(ValueError):
        make_bot("ismcts:extreme", 1, game="sixbillion")
    with pytest.raises(ValueError):
        make_bot("greedy", 1, game="chess")


def test_greedy_decides_from_the_view_alone():
    """Two games that differ only in a card hidden from player 0 give player 0 the same choice."""
    common = dict(tracks={"earth": {0: 4, 1: 4, 2: 4}, "mars": {0: 2}}, step="actions")
    a = scenario(2, hands=[["new_colony_self_6.dollar", "double_self.dollar"], ["war.dollar"]], **common)
    b = scenario(2, hands=[["new_colony_self_6.dollar", "double_self.dollar"], ["famine.dollar"]], **common)
    choice = make_bot("greedy", 3, game="sixbillion").choose(view(a, 0))
    assert make_bot("greedy", 3, game="sixbillion").choose(view(b, 0)) == choice


def test_greedy_cancels_the_leaders_doubling_and_lets_a_trailing_one_pass():
    tracks = {"earth": {0: 64, 1: 4, 2: 4, 3: 4}, "mars": {0: 8, 1: 2}, "venus": {2: 1}}
    hands = [["double_self.dollar"], ["death.dollar"], []]
    # Round 4: 20 points take at least four turns of 3-point cards (most_points).
    leader = scenario(3, tracks=tracks, hands=hands, scores=[20, 0, 0], round=4, step="actions")
    leader = apply(leader, Play("double_self.dollar", 0, "mars", None))
    assert make_bot("greedy", 1, game="sixbillion").choose(view(leader, 1)) == React("death.dollar", None)


def test_greedy_saves_its_own_colony():
    s = scenario(
        3,
        tracks={"earth": {0: 4, 1: 4, 2: 4, 3: 4}, "mars": {0: 2, 1: 2, 2: 2}},
        boxes={"venus": {1: [1, 0]}},
        hands=[["new_colony_in_trouble.dollar"], ["save_our_souls.dollar"], ["save_our_souls.leaf"]],
        step="actions",
    )
    s = apply(s, Play("new_colony_in_trouble.dollar", 1, "venus", None))
    assert s.to_move == 1  # turn order 0, 1, 2: the box's owner is asked first
    assert make_bot("greedy", 1, game="sixbillion").choose(view(s, 1)) == React("save_our_souls.dollar", None)
    # Had the owner passed, player 2 would let someone else's colony go.
    assert make_bot("greedy", 1, game="sixbillion").choose(view(apply(s, Pass()), 2)) == Pass()


def test_greedy_refuses_a_cancellation_but_consents_to_a_double():
    protected = {"earth": {0: 4, 1: 4, 2: 4, 3: 4}, "mars": {1: 2, 2: 2}}
    s = scenario(3, tracks=protected, hands=[[], ["pestilence.dollar"], []])
    s = apply(s, React("pestilence.dollar", None))
    assert make_bot("greedy", 1, game="sixbillion").choose(view(s, 0)) == Refuse()
    d = scenario(
        3,
        tracks={"earth": {0: 4, 1: 4, 2: 4, 3: 4}, "mars": {0: 2}},
        hands=[["double_other.dollar"], [], []],
        step="actions",
    )
    d = apply(d, Play("double_other.dollar", 1, "earth", None))
    assert make_bot("greedy", 1, game="sixbillion").choose(view(d, 1)) == Consent()


def test_simulate_command_prints_the_sanity_table(capsys):
    assert main(["simulate", "--game", "sixbillion", "--players", "3", "--games", "3", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "random 3-player games of 6 Billion" in out and "how games end" in out and "double self" in out
