"""6 Billion's information-set search: the worlds it samples agree with the searcher's view,
the bot only ever sees views, its moves are legal, and it finishes whole games."""

from collections import Counter

import pytest

from game.ai import ismcts, make_bot
from game.ai.protocol import Game
from game.ai.random_bot import RandomBot
from game.charon.players.search import CHARON
from game.sixbillion import Play, React, apply, legal_actions, new_game, scenario, to_json, view
from game.sixbillion.components import AGENDA_COUNT, CARD_COUNT, HIDDEN
from game.sixbillion.determinize import InconsistentView, determinize, discovery_total
from game.sixbillion.players import rollout
from game.sixbillion.players.greedy import GreedyBot
from game.sixbillion.players.rollout import RolloutBot
from game.sixbillion.players.search import SIXBILLION, SearchBot, searched


def _cards_everywhere(s) -> Counter:
    cards = Counter(c for hand in s.hands for c in hand)
    cards.update(s.deck)
    cards.update(s.discard)
    cards.update(c for c in s.face_up if c is not None)
    cards.update(s.removed)
    if s.window is not None:
        cards.update(e["card"] for e in s.window["chain"])
        if s.window["event"]["card"] is not None:
            cards[s.window["event"]["card"]] += 1
    return cards


def _positions(players: int, seed: int, discovery_track: bool, every: int = 7):
    """Positions of a random game, every `every`-th decision, with the player to move."""
    s = new_game(players, seed, discovery_track=discovery_track)
    bots = [RandomBot(legal_actions, seed * 10 + p) for p in range(players)]
    k = 0
    while not s.is_over:
        me = s.to_move
        if k % every == 0:
            yield s, me
        s = apply(s, bots[me].choose(view(s, me)))
        k += 1


@pytest.mark.parametrize("players,discovery_track", [(2, False), (3, True), (4, False), (5, True)])
def test_sampled_worlds_agree_with_the_view_and_keep_every_count(players, discovery_track):
    for n, (s, me) in enumerate(_positions(players, players * 5 + discovery_track, discovery_track)):
        v = view(s, me)
        world = determinize(v, n)
        assert world.viewer is None and world.rng is not None
        # The searcher's view of the sampled world is the view it was made from.
        again = view(world, me)
        if again.window is not None:
            assert v.window is not None
            again.window["asked"] = v.window["asked"]
        assert to_json(again) == to_json(v)
        # Cards in each hand, deck, discard, Discovery deck and agendas: the view's counts.
        assert [len(h) for h in world.hands] == [len(h) for h in v.hands]
        assert len(world.deck) == len(v.deck) and len(world.discard) == len(v.discard)
        assert len(world.discovery_deck) == len(v.discovery_deck) and len(world.agenda_pool) == len(v.agenda_pool)
        # Nothing hidden is left, and no card is made or lost.
        assert HIDDEN not in _cards_everywhere(world)
        assert _cards_everywhere(world) == Counter(CARD_COUNT)
        assert Counter(world.agendas + world.agenda_pool) == Counter(AGENDA_COUNT)
        held = [c for cards in world.discoveries for c, _ in cards]
        assert Counter(held + world.discovery_deck) == Counter(discovery_total(discovery_track))
        # The searcher's decision is the same in the world, and the world plays on.
        assert legal_actions(world) == legal_actions(s)
        SIXBILLION.play(world, legal_actions(world)[-1])


def test_worlds_differ_where_the_view_hides_and_repeat_for_a_seed():
    s = new_game(4, 3)
    v = view(s, s.to_move)
    a, b = determinize(v, 1), determinize(v, 2)
    assert to_json(determinize(v, 1)) == to_json(a)
    others = [p for p in range(4) if p != s.to_move]
    assert [a.hands[p] for p in others] + [a.deck] != [b.hands[p] for p in others] + [b.deck]


def test_a_card_named_in_a_treaty_request_stays_in_the_askers_hand():
    protected = {"earth": {0: 4, 1: 4, 2: 4, 3: 4}, "mars": {1: 2, 2: 2}}
    s = scenario(3, tracks=protected, hands=[[], ["pestilence.dollar", "war.leaf"], []])
    s = apply(s, React("pestilence.dollar", None))  # player 1 asks player 0 to allow it
    assert s.to_move == 0
    for seed in range(20):
        assert "pestilence.dollar" in determinize(view(s, 0), seed).hands[1]


def test_the_determinizer_refuses_a_whole_game_and_an_impossible_view():
    s = new_game(3, 1)
    with pytest.raises(ValueError, match="view"):
        determinize(s, 1)
    v = view(s, s.to_move)
    v.hands[v.viewer] = ["famine.dollar"] * (CARD_COUNT["famine.dollar"] + 1)
    with pytest.raises(InconsistentView, match=r"famine\.dollar"):
        determinize(v, 1)


@pytest.mark.parametrize(
    "make, sampler",
    [
        (lambda: SearchBot(5, iterations=30), (SIXBILLION, "determinize")),
        (lambda: RolloutBot(5, worlds=2), (rollout, "sample_world")),  # the playouts' player (a screen's)
    ],
    ids=["search", "rollout"],
)
def test_the_search_decides_from_views_only_and_alike_on_the_same_view(monkeypatch, make, sampler):
    """Every world it searches is sampled from a view; two games that differ only in cards
    hidden from the searcher get the same decision."""
    seen = []
    owner, name = sampler
    real = getattr(owner, name)

    def watched(state, seed):
        seen.append(state.viewer)
        return real(state, seed)

    monkeypatch.setattr(owner, name, watched)
    common = dict(
        tracks={"earth": {0: 4, 1: 4, 2: 4}, "mars": {0: 2}, "venus": {1: 2}},
        face_up=["colony_2.dollar", "double_other.dollar", "war.smiley"],
        step="actions",
    )
    mine = ["new_colony_self_6.dollar", "double_self.dollar", "migrants_self_12.leaf"]
    a = scenario(2, hands=[mine, ["war.dollar", "death.dollar"]], **common)
    b = scenario(2, hands=[mine, ["famine.dollar", "recycle.leaf"]], **common)
    assert to_json(view(a, 0)) == to_json(view(b, 0))
    choice = make().choose(view(a, 0))
    assert make().choose(view(b, 0)) == choice
    assert choice in legal_actions(a)
    assert seen and set(seen) == {0}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_search_finishes_whole_games_with_legal_moves(players):
    bots = [
        SearchBot(players, iterations=6) if p == 0 else make_bot("greedy", p, game="sixbillion") for p in range(players)
    ]
    s = new_game(players, 40 + players, discovery_track=players % 2 == 1)
    while not s.is_over:
        me = s.to_move
        action = bots[me].choose(view(s, me))
        assert action in legal_actions(s)
        s = apply(s, action)


def test_the_time_cap_stops_the_search(monkeypatch):
    """With `max_seconds`, the search stops when the clock says so, whatever its iterations."""
    ticks = iter(range(10**6))
    monkeypatch.setattr(ismcts.time, "perf_counter", lambda: float(next(ticks)))
    bot = make_bot("ismcts:hard", 1, game="sixbillion", max_seconds=4)
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 4, 2: 4}, "mars": {0: 2}},
        hands=[["double_self.dollar", "new_colony_self_6.dollar"], []],
        step="actions",
    )
    assert bot.choose(view(s, 0)) in legal_actions(s)
    assert 0 < bot.search.last_iterations < 5


def test_search_levels_and_unknown_specs():
    assert isinstance(make_bot("ismcts:medium", 1, game="sixbillion"), SearchBot)
    with pytest.raises(ValueError, match="ismcts:easy"):
        make_bot("ismcts:extreme", 1, game="sixbillion")


def test_the_search_ends_the_game_when_it_is_winning():
    """With its last action, a Double taking its Earth token to 1024 ends the game (13.2) with
    the searcher ahead; the other player holds no card that could cancel it. Any other play
    lets the game go on."""
    s = scenario(
        2,
        tracks={"earth": {0: 512, 1: 16, 2: 16}, "mars": {1: 8}},
        hands=[["new_colony_self_6.dollar", "double_self.dollar", "new_colony_self_6.smiley"], []],
        scores=[20, 10],
        round=4,  # 20 points take at least four turns of 3-point cards (most_points)
        step="actions",
    )
    s = apply(s, Play("new_colony_self_6.dollar", 0, "earth", "asteroid_belt"))
    win = Play("double_self.dollar", 0, "earth", None)
    assert s.to_move == 0 and win in legal_actions(s) and len(legal_actions(s)) > 2
    assert make_bot("ismcts:easy", 1, game="sixbillion").choose(view(s, 0)) == win


def test_both_games_offer_every_method_of_the_search_protocol():
    """(That the search imports no engine: tests/test_imports.py.)"""
    assert isinstance(CHARON, Game) and isinstance(SIXBILLION, Game)


def _disagreement(iterations: int):
    """The first searched view of a greedy three-player game where the search without a prior
    chooses another move than the greedy player's, with greedy's choice."""
    s = new_game(3, 77)
    bots = [make_bot("greedy", 77 + p, game="sixbillion") for p in range(3)]
    while not s.is_over:
        me = s.to_move
        seen = view(s, me)
        if searched(seen) and len(SIXBILLION.candidates(seen, legal_actions(seen), True)) >= 3:
            greedy_move = GreedyBot(0).choose(seen)
            if SearchBot(3, iterations=iterations, prior=0.0).choose(seen) != greedy_move:
                return seen, greedy_move
        s = apply(s, bots[me].choose(seen))
    raise AssertionError("the search agreed with the greedy player all game")


def test_the_prior_starts_the_search_from_the_greedy_players_move():
    """Where the search alone prefers another move on little evidence, a prior on the greedy
    player's move makes it the most searched and the choice; with no prior the search never
    asks the game for one (Charon's game has no prior)."""
    seen, greedy_move = _disagreement(iterations=40)
    assert SIXBILLION.prior(seen, SIXBILLION.candidates(seen, legal_actions(seen), True)) == greedy_move
    plain = SearchBot(3, iterations=40, prior=0.0).search.rank(seen)
    favoured = SearchBot(3, iterations=40, prior=5.0).search.rank(seen)
    assert plain[0][0] != greedy_move and favoured[0][0] == greedy_move
    visits = dict((a, n) for a, n, _ in plain)
    assert dict((a, n) for a, n, _ in favoured)[greedy_move] > visits.get(greedy_move, 0)
    assert SearchBot(3, iterations=40, prior=5.0).choose(seen) == greedy_move
    assert not hasattr(CHARON, "prior")
