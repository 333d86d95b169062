"""The search's evaluation of an unfinished 6 Billion game, fitted to the outcomes of self-play
(tools/fit_sixbillion_evaluation.py), as Charon's is (game/charon/players/evaluate.py).

Where a playout stops (the end of a faction turn), every player's chance of winning is the
softmax of a weighted sum of their features (a conditional logit): what a player would count
at the table — the points they would score if the game ended with every box settled, the
share of those already on the score track, how near the end the game is (the same lead is worth
more late), tokens still growing, Discovery cards that may still bring a free colony. Three
more say what is still to come (points on tracks closed to free doubling, tokens that can still
free-double, a faction turn left this round): they predict the winner better, yet the search
played no better with them, so the levels weigh them 0 and only the `outlook` evaluation
(search.py; OUTLOOK_WEIGHTS) reads them (docs/sixbillion-players.md).
"""

import math

from game.sixbillion.components import (
    AGENDA_SITE,
    DISCOVERY_SITE,
    END_SPACE,
    END_SPACE_SITES,
    POINTS,
    SITES,
    arrival_space,
)
from game.sixbillion.growth import can_free_double, growth_allows
from game.sixbillion.scoring import scores, site_points, winners
from game.sixbillion.state import State

from .greedy import standing

FEATURES = (
    "standing",  # points if the game ended now, boxes settled (greedy.standing)
    "standing x progress",  # the same, weighted by how near the end is (0 at the start, 1 at it)
    "score track",  # VP already scored: no card can take them back
    "tokens",  # tokens on the tracks: each can still double or take a place
    "discoveries to reveal",  # face-down planet Discovery cards off their site: a free colony
    "locked points",  # the standing's points on tracks the growth limit has closed to free doubling
    "growing tokens",  # tokens that may free-double at their next turn (below the limit and the top)
    "turn left this round",  # 1 if the player's faction turn in this round is still to come
)

# Fitted by tools/fit_sixbillion_evaluation.py --games 450 --seed 1 --compare 5 (its "first 5"
# weights; the three features after them unused): what every level plays with. On held-out games
# it predicts the winner with a mean log-likelihood of -1.007 where the hand-set lead of
# search.lead_evaluation had -1.154.
WEIGHTS = (0.0200, 0.0694, 0.0156, -0.1534, 0.0223, 0.0, 0.0, 0.0)
# Fitted on every feature by tools/fit_sixbillion_evaluation.py --games 250 --seed 1 --compare 5:
# held-out mean log-likelihood -0.990 (the favourite won 50.6%) where the first five features
# alone had -1.021 (48.1%). It predicts better and played no better (the search's `outlook`
# evaluation, docs/sixbillion-players.md): not the levels'.
OUTLOOK_WEIGHTS = (0.0525, 0.0556, 0.0465, -0.1463, 0.0244, 0.0217, 0.1240, 1.0216)
WIN_SHARE = 0.9  # as in the protocol's returns: a win, plus a tenth for the score margin


def progress(state: State) -> float:
    """How near the end the game is, 0 to 1: the larger of the share of tracks with a token
    (all ten end it) and how far the highest token on Earth or the Asteroid Belt has doubled
    towards 1024 (which ends it too)."""
    occupied = sum(1 for site in SITES if any(state.tracks[site])) / len(SITES)
    top = max(max(state.tracks[site]) for site in END_SPACE_SITES)
    doublings = math.log2(top) / math.log2(END_SPACE) if top else 0.0
    return max(occupied, doublings)


def features(state: State, points: list[float], near: float, player: int, locked: list[float]) -> list[float]:
    """`player`'s features, given everyone's `points` (standing), the game's `near` (progress)
    and everyone's `locked` points."""
    to_reveal = 0
    for card, face_up in state.discoveries[player]:
        site = DISCOVERY_SITE.get(card)
        if not face_up and site is not None and not state.tracks[site][player]:
            to_reveal += 1
    tokens = sum(1 for track in state.tracks.values() if track[player])
    growing = sum(1 for site in SITES if can_free_double(state, player, site))
    later = float(state.turn_order.index(player) >= state.position)
    return [
        points[player],
        points[player] * near,
        float(state.score[player]),
        float(tokens),
        float(to_reveal),
        locked[player],
        float(growing),
        later,
    ]


def locked_points(state: State) -> list[float]:
    """Each player's points, counted as `standing` counts them, on the tracks whose growth limit
    stops every free doubling: places only cards can still change."""
    n = state.num_players
    out = [0.0] * n
    for site, track in state.tracks.items():
        if growth_allows(site, track):
            continue
        box = state.boxes[site]
        projected = [space or arrival_space(site, sum(box[f])) for f, space in enumerate(track)]
        for p, pts in enumerate(site_points(projected, POINTS[site])[:n]):
            doubled = AGENDA_SITE.get(state.agendas[p]) == site or any(
                DISCOVERY_SITE.get(c) == site for c, _ in state.discoveries[p]
            )
            out[p] += pts * 2 if doubled else pts
    return out


def all_features(state: State, points: list[float] | None = None) -> list[list[float]]:
    """Every player's features (the whole game: the search evaluates sampled worlds)."""
    if points is None:
        points = standing(state, 0)
    near = progress(state)
    locked = locked_points(state)
    return [features(state, points, near, p, locked) for p in range(state.num_players)]


def win_chances(
    state: State, weights: tuple[float, ...] | list[float] = WEIGHTS, points: list[float] | None = None
) -> list[float]:
    """Each player's chance of winning, by the fitted model (`points`: their standing, if known)."""
    strengths = [sum(w * x for w, x in zip(weights, f, strict=True)) for f in all_features(state, points)]
    top = max(strengths)
    powers = [math.exp(s - top) for s in strengths]
    total = sum(powers)
    return [p / total for p in powers]


def evaluate(state: State, weights: tuple[float, ...] | list[float] = WEIGHTS) -> list[float]:
    """The protocol's evaluate: a share of a win on the scale of `returns` (which see): the
    chance of winning, plus a tenth for the standing against the best."""
    if state.is_over:
        final = scores(state)
        best = winners(state)
        top_score = max(final) or 1
        return [(WIN_SHARE / len(best) if p in best else 0.0) + 0.1 * final[p] / top_score for p in range(len(final))]
    points = standing(state, 0)
    chances = win_chances(state, weights, points)
    top = max(max(points[: state.num_players]), 1.0)
    return [WIN_SHARE * c + (1 - WIN_SHARE) * max(0.0, x) / top for c, x in zip(chances, points, strict=False)]
