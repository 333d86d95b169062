"""The flat Monte Carlo player with greedy playouts (a screen's variant, no level's): its
playouts stop at the start of its next faction turn, a screen seats it by its settings, and the
greedy player's kept site points, which make those playouts cheaper, count exactly as before.
That it plays whole games legally is tested with the other players (test_sixbillion_ai.py), that
it decides from views only, alike on the same view, with the search (test_sixbillion_search.py)."""

import pytest

from game.sixbillion import Play, apply, legal_actions, new_game, scenario, view
from game.sixbillion.components import AGENDA_SITE, DISCOVERY_SITE, POINTS, arrival_space
from game.sixbillion.players import rollout
from game.sixbillion.players.greedy import TOKEN_WORTH, GreedyBot, standing
from game.sixbillion.players.rollout import RolloutBot, faction_turns
from game.sixbillion.scoring import site_points
from tools.sixbillion_screen import parse_variant, player


def test_its_playouts_stop_at_the_start_of_its_next_faction_turn(monkeypatch):
    """Scored once a round of faction turns is over (or at a horizon's end), never sooner: the
    others' free doublings, arrivals and cards are played by the greedy player."""
    scored = []
    real = rollout.evaluate

    def watched(state):
        scored.append(state.copy())
        return real(state)

    monkeypatch.setattr(rollout, "evaluate", watched)
    s = new_game(3, 8)
    bots = [GreedyBot(p) for p in range(3)]
    while not (s.step == "actions" and s.window is None and s.pending is None and len(legal_actions(s)) > 2):
        s = apply(s, bots[s.to_move].choose(view(s, s.to_move)))
    start = faction_turns(s)
    RolloutBot(1, worlds=1).choose(view(s, s.to_move))
    unfinished = [w for w in scored if not w.is_over]
    assert unfinished and all(w.round == s.round + 1 and w.turn_order[w.position] == s.to_move for w in unfinished)
    assert all(faction_turns(w) - start <= 2 * s.num_factions - 1 for w in unfinished)
    scored.clear()
    RolloutBot(1, worlds=1, horizon=1).choose(view(s, s.to_move))
    # (a neutral's faction turn without a decision is played at once, within the same step)
    assert scored and all(start < faction_turns(w) <= start + 2 for w in scored if not w.is_over)


def test_it_ends_the_game_when_it_is_winning():
    """A Double taking its Earth token to 1024 ends the game (13.2) with it ahead; any other
    play lets the game go on."""
    s = scenario(
        2,
        tracks={"earth": {0: 512, 1: 16, 2: 16}, "mars": {1: 8}},
        hands=[["new_colony_self_6.dollar", "double_self.dollar", "new_colony_self_6.smiley"], []],
        scores=[20, 10],
        round=4,
        step="actions",
    )
    s = apply(s, Play("new_colony_self_6.dollar", 0, "earth", "asteroid_belt"))
    win = Play("double_self.dollar", 0, "earth", None)
    assert win in legal_actions(s) and len(legal_actions(s)) > 2
    assert RolloutBot(1, worlds=2).choose(view(s, 0)) == win


def test_the_screen_seats_it_by_its_worlds():
    settings = parse_variant("rollout=3,rollout_horizon=2")
    bot = player(7, settings)
    assert isinstance(bot, RolloutBot) and bot.worlds == 3 and bot.horizon == 2


def _standing_afresh(state, viewer):
    """greedy.standing as it was before its site points were kept: every track counted anew."""
    n = state.num_players
    doubled = [set() for _ in range(n)]
    for p in range(n):
        if state.agendas[p] in AGENDA_SITE:
            doubled[p].add(AGENDA_SITE[state.agendas[p]])
        doubled[p].update(DISCOVERY_SITE[c] for c, _ in state.discoveries[p] if c in DISCOVERY_SITE)
    out = [float(s) for s in state.score]
    for site, track in state.tracks.items():
        box = state.boxes[site]
        projected = [space or arrival_space(site, sum(box[f])) for f, space in enumerate(track)]
        for p, pts in enumerate(site_points(projected, POINTS[site])[:n]):
            out[p] += pts * 2 if site in doubled[p] else pts
            out[p] += TOKEN_WORTH if track[p] else 0.0
    return out


@pytest.mark.parametrize("players,seed", [(3, 70), (4, 71)])
def test_the_greedy_players_kept_site_points_count_as_counting_afresh(players, seed):
    """The greedy player (and so every playout here) counts the standing from kept site points:
    the same figures, to the last bit, as counting every track anew, on every view of a game."""
    s = new_game(players, seed, discovery_track=True)
    bots = [GreedyBot(p) for p in range(players)]
    boxes_seen = False
    while not s.is_over:
        me = s.to_move
        seen = view(s, me)
        boxes_seen |= any(any(map(any, box)) for box in s.boxes.values())
        assert standing(seen, me) == _standing_afresh(seen, me)
        assert standing(s, 0) == _standing_afresh(s, 0)
        s = apply(s, bots[me].choose(seen))
    assert boxes_seen  # billions waiting in a box were counted too


def test_the_ceilings_rollout_oracle_plays_out_the_true_game(monkeypatch):
    """The measurement's oracle (never a player): every world it plays out holds the true
    hands, where the fair player's worlds deal the others' cards at random."""
    from tools.sixbillion_ceiling import oracle

    sampled = []
    real = rollout.RolloutBot._playout

    def watched(self, world, action, me, seed):
        sampled.append(world.hands)
        return real(self, world, action, me, seed)

    monkeypatch.setattr(rollout.RolloutBot, "_playout", watched)
    decide = oracle({"rollout": 2})(3)
    state = new_game(3, 21)
    while not sampled:
        truth = state
        action = decide(state, state.to_move)
        assert action in legal_actions(state)
        state = apply(state, action)
    assert all(hands == truth.hands for hands in sampled)
    fair = [rollout.sample_world(view(truth, truth.to_move), seed).hands for seed in range(4)]
    assert any(hands != truth.hands for hands in fair)
