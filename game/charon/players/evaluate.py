"""Scoring an unfinished game for search: each player's chance of winning, from a model fitted
to the outcomes of self-play games (tools/fit_evaluation.py).

The search stops its playouts where a round begins, so that is where the model was fitted:
at the start of rounds 2 to 4, each with its own weights (what a hand is worth against what
is built changes as the rounds run out). One set of weights serves every table size
(`evaluate`); `hard` scores with weights fitted on games of its own table size
(`evaluate_for_table`): a duel on 14 zones is not a five-player scramble on 20, and the
table's own weights predict its games better, most of all at the start of round 2.

A player's strength is a weighted sum of features a player would name; the chances are the
softmax of the strengths (a conditional logit: adding the same to every player changes
nothing, so the model needs no intercept and serves any number of players). The weights are
data, `evaluation_weights.json` in this package, read with importlib.resources so that they
load from the package in the browser too.
"""

import json
import math
from functools import cache
from importlib import resources

from game.charon.board import COLOURS, MAX_PLAYERS, MIN_PLAYERS
from game.charon.building import colours_missing
from game.charon.cards import CARD_COST, CARD_VALUE
from game.charon.scoring import scores
from game.charon.state import LAST_ROUND, State
from game.jsontypes import JSONObject

from . import heuristics as h

WEIGHTS_FILE = "evaluation_weights.json"
# What a player would look at, per player (see `features`); the weights file names them too.
FEATURES = (
    "points",
    "best_affordable",
    "affordable_cards",
    "hopes",
    "best_hand_value",
    "gems_short_best",
    "useful_gems",
    "spare_gems",
    "clear_gems",
    "hand_size",
    "turn_position",
)
FITTED_ROUNDS = range(2, LAST_ROUND + 1)
TABLE_SIZES = range(MIN_PLAYERS, MAX_PLAYERS + 1)
WIN_SHARE = 0.9  # as in the protocol's returns: a win, plus a tenth for the score margin


class EvaluationDataError(ValueError):
    """The fitted weights are missing or not what this code expects."""


def features(state: State, player: int) -> list[float]:
    """The player's position in numbers, in the order of FEATURES:
    points built; the best card they can pay for now and how many they can; `hopes`, the two
    best cards they could build, each discounted by the gems it lacks; the value of the best
    card and the gems it lacks; coloured gems that pay towards those two cards and the other
    coloured gems; clear gems; cards in hand; place in the turn order (0 first, 1 last)."""
    me = state.players[player]
    gems = me.gems
    wanted = h.wanted_cards(state, player)
    shorts = [h.deficit(c, gems) for c in wanted]
    affordable = [CARD_VALUE[c] for c, short in zip(wanted, shorts, strict=True) if short == 0]
    hopes = sorted((CARD_VALUE[c] / (1 + s) for c, s in zip(wanted, shorts, strict=True)), reverse=True)
    # Coloured gems that pay towards the two best hopes (their costs overlapping at most).
    want = dict.fromkeys(COLOURS, 0)
    for card in wanted[:2]:
        for colour, need in CARD_COST[card]:
            want[colour] = max(want[colour], need)
    useful = sum(min(gems[c], want[c]) for c in COLOURS)
    coloured = sum(gems[c] for c in COLOURS)
    order = state.turn_order
    return [
        float(sum(CARD_VALUE[c] for c in me.built)),
        float(max(affordable, default=0)),
        float(len(affordable)),
        sum(hopes[:2]),
        float(CARD_VALUE[wanted[0]]) if wanted else 0.0,
        float(sum(colours_missing(wanted[0], gems).values())) if wanted else 0.0,
        float(useful),
        float(coloured - useful),
        float(gems["clear"]),
        float(len(me.hand)),
        order.index(player) / (len(order) - 1),
    ]


def win_chances(state: State, fitted: dict[int, list[float]] | None = None) -> list[float]:
    """Each player's estimated chance of winning (they sum to 1), by the weights fitted for
    the start of the nearest round (`fitted`: round -> weights; the shipped ones if None)."""
    if fitted is None:
        fitted = load_weights()
    weights = fitted[min(max(state.round, FITTED_ROUNDS[0]), FITTED_ROUNDS[-1])]
    strengths = [sum(w * x for w, x in zip(weights, features(state, p), strict=True)) for p in range(state.num_players)]
    top = max(strengths)
    powers = [math.exp(s - top) for s in strengths]
    total = sum(powers)
    return [x / total for x in powers]


def evaluate(state: State) -> list[float]:
    """Each player's estimated return in [0, 1], on the scale of the protocol's `returns`:
    the chance of winning, plus a tenth of the score as a share of the leader's."""
    return evaluate_with(load_weights(), state)


def evaluate_for_table(state: State) -> list[float]:
    """`evaluate` by the weights fitted on games of this many players."""
    return evaluate_with(load_table_weights()[state.num_players], state)


def evaluate_with(fitted: dict[int, list[float]], state: State) -> list[float]:
    """`evaluate` by other weights (round -> weights), e.g. while fitting them."""
    chances = win_chances(state, fitted)
    points = scores(state)
    top = max(points) or 1
    return [WIN_SHARE * c + (1 - WIN_SHARE) * points[p] / top for p, c in enumerate(chances)]


@cache
def load_weights() -> dict[int, list[float]]:
    """Round -> weights for any table size, read once from the package's weights file;
    EvaluationDataError saying what is wrong if the file is missing or not a fit of these FEATURES."""
    return parse_weights(_weights_text())


@cache
def load_table_weights() -> dict[int, dict[int, list[float]]]:
    """Players -> round -> weights fitted on games of that many players (see `load_weights`)."""
    return parse_table_weights(_weights_text())


def _weights_text() -> str:
    try:
        return resources.files(__package__).joinpath(WEIGHTS_FILE).read_text(encoding="utf-8")
    except OSError as error:
        raise EvaluationDataError(f"{WEIGHTS_FILE} (the fitted evaluation) cannot be read: {error}") from error


def parse_weights(text: str) -> dict[int, list[float]]:
    """The weights for any table size in a weights file's text (see `load_weights`)."""
    return _rounds(_data(text).get("rounds"), "'rounds'")


def parse_table_weights(text: str) -> dict[int, dict[int, list[float]]]:
    """Each table size's weights in a weights file's text (see `load_table_weights`)."""
    tables = _data(text).get("tables")
    return {
        n: _rounds(tables.get(str(n)) if isinstance(tables, dict) else None, f"'tables' for {n} players")
        for n in TABLE_SIZES
    }


def _data(text: str) -> JSONObject:
    try:
        data = json.loads(text)
    except ValueError as error:
        raise EvaluationDataError(f"{WEIGHTS_FILE} is not JSON: {error}") from error
    if not isinstance(data, dict) or data.get("features") != list(FEATURES):
        raise EvaluationDataError(
            f"{WEIGHTS_FILE} does not fit these features: expected 'features' to be {list(FEATURES)}; "
            "refit with python -m tools.fit_evaluation"
        )
    return data


def _rounds(rounds: object, where: str) -> dict[int, list[float]]:
    out: dict[int, list[float]] = {}
    for r in FITTED_ROUNDS:
        weights = rounds.get(str(r)) if isinstance(rounds, dict) else None
        if (
            not isinstance(weights, list)
            or len(weights) != len(FEATURES)
            or not all(isinstance(w, int | float) and not isinstance(w, bool) and math.isfinite(w) for w in weights)
        ):
            raise EvaluationDataError(
                f"{WEIGHTS_FILE}: {where} must give round {r} a list of {len(FEATURES)} finite numbers"
            )
        out[r] = [float(w) for w in weights]
    return out
