"""6 Billion through the search protocol (game/ai/protocol.py), and the searching player.

The search plays out sampled worlds (game/sixbillion/determinize.py) with a fast policy made of
the greedy player's rules of thumb without its look-ahead copies:
- a card play is scored by what it changes on one track (points by place, VP the card
  gives, a new token where a colony or migrants land, the source token halved), and played
  if it scores above ending the actions;
- a doubling is cancelled when it is the leader's or gives its faction a place worth two
  points or more, and a response answers a card against the player;
- answer an Opening Treaty request as consent.py says; keep the refused card; draw wanted face-up
  cards first; discard a card that can only answer others' cards.
Playouts stop when the faction turn they began in is over (or at the end of the game), and
the position is scored by the evaluation fitted to self-play outcomes (evaluate.py: the
standing on the tracks, weighted more as the end nears, the score track, tokens, Discovery
cards to reveal), a share of a win; an ending is a win or a loss. The hand-set evaluation it
replaced (`lead_evaluation`: the standing lead through a logistic) stays for comparison
(tools/sixbillion_screen.py `evaluation=lead`); docs/sixbillion-players.md has the figures.

`SearchBot` searches the decisions where look-ahead pays — card plays, reactions, consent —
and leaves the bookkeeping ones (free-doubling order, settling, discard, draw, Discovery
powers) to the greedy player's rules, which the search would only reproduce more slowly.
"""

import math

import game.sixbillion as sixbillion
from game import rng
from game.ai.ismcts import IsmctsBot
from game.ai.protocol import EngineGame, PlayoutMemo
from game.sixbillion import actions as act
from game.sixbillion.cards import doubled_space
from game.sixbillion.components import CARD_DISTANCE, CARD_TYPE, CARD_VP, DISCOVERY_SITE, EFFECT, POINTS
from game.sixbillion.generation import space_after_draw
from game.sixbillion.scoring import ends_the_game, site_points, winners
from game.sixbillion.state import ACTIONS, DRAW, FREE_DOUBLE, State

from .consent import answer, will_be_refused
from .evaluate import OUTLOOK_WEIGHTS
from .evaluate import evaluate as fitted_evaluation
from .greedy import WANTED, GreedyBot, after, answer_to_chain, position_value, standing

SPREAD = 6.0  # points of lead that make a player a clear favourite (games end near 40-60 VP)
DISCOVERY_WORTH = 2.5  # a face-down planet Discovery card off its site: a free colony to come
NEW_TOKEN = 1.5  # a token on a new site: it grows, and it may take a place
ENDING = 1000.0  # ending the game: worth more than any play when ahead, avoided when behind
TOP_PLAYS = 6  # card plays searched at the root (the greedy player's best), besides ending
TOP_PLAYS_BELOW = 4  # and deeper in the tree (the fast policy's best)
_DEAD = ("new_colony_in_trouble", "this_is_our_home", "save_our_souls")


def _gain(track: list[int], values: tuple[int, ...], faction: int, space: int) -> list[int]:
    """Each faction's change of points on a track if `faction`'s token went to `space`."""
    before = site_points(track, values)
    after_track = track[:]
    after_track[faction] = space
    return [a - b for a, b in zip(site_points(after_track, values), before, strict=True)]


def play_value(state: State, player: int, action: act.Play) -> float:
    """What a card play is worth to `player`, from the one track it changes (no copy)."""
    kind = CARD_TYPE[action.card]
    effect, f, site = EFFECT[kind], action.faction, action.site
    value = float(CARD_VP[kind])
    n = state.num_players
    if effect == "double" or effect == "recycle":
        assert site is not None, "a doubling names its token"
        track = state.tracks[site]
        space = doubled_space(site, track[f])
        if ends_the_game(site, space):
            points = standing(state, player)
            return ENDING if points[player] == max(points[:n]) else -ENDING
        gain = _gain(track, POINTS[site], f, space)
        mine = gain[player] if player < len(gain) else 0
        theirs = max((gain[q] for q in range(n) if q != player), default=0)
        return value + mine + (0.5 if f == player else 0.0) - 0.5 * theirs - (0.5 if f < n and f != player else 0)
    if effect in ("new_colony", "migrants"):
        assert site is not None and action.dest is not None, "a colony names its source and destination"
        track = state.tracks[site]
        space = track[f]
        drawn = space_after_draw(state, f, site)
        loss = _gain(track, POINTS[site], f, drawn)[f] if drawn is not None and drawn != space else 0
        reach = CARD_DISTANCE[kind] / 12
        if f == player:
            return value + NEW_TOKEN + 0.3 * POINTS[action.dest][0] + loss + reach
        return value - 1.0 if f < n else value - 0.3
    if effect == "make_discovery":
        return 2.5
    # New Colony In Trouble, This Is Our Home: a billion out of another faction's box.
    return 0.5 if f < n else 0.2


def _doubling_worth(state: State, faction: int, site: str) -> list[int]:
    track = state.tracks[site]
    return _gain(track, POINTS[site], faction, doubled_space(site, track[faction]))


def _leader(state: State) -> int:
    points = state.score
    return max(range(state.num_players), key=lambda p: points[p])


def react_choice(state: State, player: int, options: list[act.Action]) -> act.Action:
    """Cancel the leader's doublings and those worth a place; answer a card against oneself."""
    window = state.window
    assert window is not None, "reactions are asked in an open window"
    chain, event = window["chain"], window["event"]
    cards = [a for a in options if isinstance(a, act.React)]
    if not chain:
        f = event["faction"]
        if not cards:  # the search's candidates left out a cancellation its owner refuses
            return act.PASS
        if event["kind"] in ("new_colony_in_trouble", "this_is_our_home"):
            return cards[0] if f == player else act.PASS
        if f == player:
            return act.PASS
        gain = _doubling_worth(state, f, event["site"])
        n = state.num_players
        hurts = gain[f] >= 2 or f == _leader(state) if f < n else player < len(gain) and gain[player] < 0
        return cards[0] if hurts else act.PASS
    return answer_to_chain(chain, event, cards, player)


def fast_action(state: State, options: list[act.Action], generator: int) -> tuple[act.Action, int]:
    """The playout policy: (action, new generator state) for the player or controller to move."""
    player = state.to_move
    assert player is not None, "a playout asks only while someone is to move"
    pending = state.pending
    if pending is not None:
        if pending["kind"] == "consent":
            return answer(pending["action"]), generator
        if pending["kind"] == "refused":
            return act.TAKE_BACK, generator
        if pending["kind"] == "halve":
            halves = [a for a in options if isinstance(a, act.Halve)]
            return min(
                halves,
                key=lambda a: (
                    -_gain(state.tracks[a.site], POINTS[a.site], player, state.tracks[a.site][player] // 2)[player]
                ),
            ), generator
        generator, i = rng.below(generator, len(options))
        return options[i], generator
    if state.window is not None:
        return react_choice(state, player, options), generator
    step = state.step
    if step == ACTIONS:
        best: act.Action = act.END_ACTIONS
        best_value = 0.0
        for action in options:
            if isinstance(action, act.Play):
                value = play_value(state, player, action)
            elif isinstance(action, act.Reveal):
                value = 1.0
            else:
                continue
            generator, jitter = rng.below(generator, 1000)
            value += jitter * 1e-4
            if value > best_value:
                best, best_value = action, value
        return best, generator
    if step == FREE_DOUBLE:
        faction = state.turn_order[state.position]
        doublings = [a for a in options if isinstance(a, act.FreeDouble)]
        return min(doublings, key=lambda a: state.tracks[a.site][faction]), generator
    if step == DRAW:
        for wanted in WANTED:
            for action in options:
                if isinstance(action, act.DrawSlot):
                    card = state.face_up[action.slot]
                    if card is not None and CARD_TYPE[card] == wanted:
                        return action, generator
        return options[-1], generator
    if options[0] == act.NO_DISCARD:
        hand = state.hands[player]
        for action in options:
            if isinstance(action, act.Discard) and CARD_TYPE[action.card] in _DEAD and hand.count(action.card):
                return action, generator
        return act.NO_DISCARD, generator
    moves = [a for a in options if isinstance(a, act.MoveUp) and a.row == "leaf"]
    if moves:
        return moves[-1], generator
    if act.PASS in options:
        return act.PASS, generator
    generator, i = rng.below(generator, len(options))  # settling order, the neutral migrant
    return options[i], generator


def lead_evaluation(state: State) -> list[float]:
    """The hand-set evaluation: the standing lead turned into a share of a win."""
    worth = standing(state, 0)[: state.num_players]
    for p, held in enumerate(state.discoveries):
        for card, face_up in held:
            site = DISCOVERY_SITE.get(card)
            if not face_up and site is not None and not state.tracks[site][p]:
                worth[p] += DISCOVERY_WORTH  # it can still be revealed for a free colony there
    out = []
    for p, w in enumerate(worth):
        best_other = max(x for q, x in enumerate(worth) if q != p)
        # Never as sure as a finished game: a won ending (returns about 1) beats any lead.
        out.append(0.05 + 0.85 / (1 + math.exp(-(w - best_other) / SPREAD)))
    return out


def outlook_evaluation(state: State) -> list[float]:
    """The fitted evaluation with the features of what is still to come (tracks closed to free
    doubling, tokens still growing, a faction turn left this round): tried, not the levels'."""
    return fitted_evaluation(state, OUTLOOK_WEIGHTS)


EVALUATIONS = {"lead": lead_evaluation, "fitted": fitted_evaluation, "outlook": outlook_evaluation}


class SixBillionGame(EngineGame):
    """6 Billion through the protocol (returns: EngineGame's); `evaluate`: one of EVALUATIONS."""

    def __init__(self, evaluation: str = "fitted") -> None:
        super().__init__(sixbillion)
        self.evaluation = EVALUATIONS[evaluation]

    def progress(self, state: State) -> int:
        """Faction turns played: a playout stops once the faction turn it began in is over."""
        return (state.round - 1) * state.num_factions + state.position

    def evaluate(self, state: State) -> list[float]:
        return self.evaluation(state)

    def is_secret(self, state: State, options: list[act.Action]) -> bool:
        """Who is asked in a reaction window, and who passes, is private (8.5)."""
        return state.window is not None and state.pending is None

    def playout_action(
        self, state: State, options: list[act.Action], generator: int, memo: PlayoutMemo
    ) -> tuple[act.Action, int]:
        return fast_action(state, options, generator)

    def prior(self, view: State, options: list[act.Action]) -> act.Action | None:
        """Where the search starts (IsmctsBot's prior_bias): a card play that ends the game with
        the player winning, else the greedy player's choice on the view, if the search weighs
        it (greedy's look-ahead does not tell a won ending from another play)."""
        player = view.to_move
        if view.step == ACTIONS and view.window is None and view.pending is None and player is not None:
            for action in options:
                if isinstance(action, act.Play) and _root_value(view, player, action) >= ENDING / view.num_players:
                    return action
        choice = GreedyBot(0).choose(view)
        return choice if choice in options else None

    def candidates(self, state: State, options: list[act.Action], at_root: bool) -> list[act.Action]:
        """Never a card its Opening Treaty owner refuses (consent.py: the tree's owner would
        sometimes try consenting, and the card's average looked better than it is). In the
        action step: ending the actions, the reveals and the best card plays (at the root by
        the greedy player's look-ahead, deeper by the fast policy's score)."""
        options = [a for a in options if not will_be_refused(state, a)]
        plays = [a for a in options if isinstance(a, act.Play)]
        limit = TOP_PLAYS if at_root else TOP_PLAYS_BELOW
        if state.step != ACTIONS or state.window is not None or state.pending is not None or len(plays) <= limit:
            return options
        player = state.to_move
        assert player is not None, "candidates are asked for the player to move"
        if at_root:
            ranked = sorted(plays, key=lambda a: -_root_value(state, player, a))
        else:
            ranked = sorted(plays, key=lambda a: -play_value(state, player, a))
        kept = set(ranked[:limit])
        return [a for a in options if a in kept or not isinstance(a, act.Play)]


def _root_value(view: State, player: int, action: act.Play) -> float:
    """The greedy player's look-ahead value of a play, or a win or a loss if it ends the game."""
    world = _after(view, action)
    if world.is_over:
        best = winners(world)
        return (ENDING / len(best)) if player in best else -ENDING
    return position_value(world, player)


def _after(state: State, action: act.Action) -> State:
    if state.viewer is not None:
        return after(state, action)
    world = state.copy()
    world.history = None
    sixbillion.play(world, action)
    return world


# Iterations per searched decision. In the page's worker, on a busy machine, medium decided in
# 0.37 s (median; p95 0.62 s) and hard at 600 in 1.27 s (p95 1.90 s): hard searches 450 so that
# its median stays under 1 s (benchmarks/sixbillion_search.py prints them).
LEVELS = {"easy": 60, "medium": 200, "hard": 450}
# Every level evaluates with the fitted model and explores less than the search's default (the
# fitted chances of moves differ by hundredths): on 300 fresh games medium won 38.5% against two
# greedy players where the settings they replaced won 36.5% — no worse, not clearly better
# (docs/sixbillion-players.md).
EVALUATION = "fitted"
LEVEL_EXPLORATION = 0.25
# A prior on the greedy player's move (IsmctsBot's prior_bias; the screen's `prior=`) is off: at
# 1.0 it brought the search's card plays to greedy's regret on fixed positions, but the search
# then played greedy's move 88% of the time and won no more against two greedy players (36-37%
# of 300 fresh games against 38.5% without it: docs/sixbillion-players.md).
LEVEL_PRIOR = 0.0
# Whether the search also orders the free doublings (greedy's rule: the least valuable token
# first, to draw out the others' cancellations).
LEVEL_FREE_DOUBLING = False
GAMES = {name: SixBillionGame(name) for name in EVALUATIONS}  # the game, by its evaluation
SIXBILLION = GAMES[EVALUATION]
# The page's cap on a decision's time, per level (the worker's max_seconds): on a slow phone a
# search stops there with the iterations done (benchmarks/sixbillion_search.py --cap).
TIME_CAPS = {"easy": 1.0, "medium": 1.5, "hard": 3.0}


def searched(view: State, free_doubling: bool = False) -> bool:
    """Whether the search decides here (a card play, a reaction, an Opening Treaty request, and
    with `free_doubling` which token tries its free doubling next); the other decisions are
    the greedy player's."""
    if view.pending is not None:
        return view.pending["kind"] == "consent"
    return view.window is not None or view.step == ACTIONS or (free_doubling and view.step == FREE_DOUBLE)


class SearchBot:
    """Information-set search for the decisions where look-ahead pays, greedy elsewhere."""

    def __init__(
        self,
        seed: int = 0,
        iterations: int = 200,
        max_seconds: float | None = None,
        horizon: int = 1,
        exploration: float = LEVEL_EXPLORATION,
        evaluation: str = EVALUATION,
        prior: float = LEVEL_PRIOR,
        free_doubling: bool = LEVEL_FREE_DOUBLING,
    ):
        self.search = IsmctsBot(
            self.searched_game(evaluation),
            seed,
            iterations=iterations,
            max_seconds=max_seconds,
            horizon_rounds=horizon,
            exploration=exploration,
            prior_bias=prior,
        )
        self.greedy = GreedyBot(seed)
        self.free_doubling = free_doubling

    def searched_game(self, evaluation: str) -> SixBillionGame:
        """The game the search plays out: 6 Billion's, scored by `evaluation` (a measurement's
        oracle searches another: tools/sixbillion_ceiling.py)."""
        return GAMES[evaluation]

    def choose(self, view: State) -> act.Action:
        return self.search.choose(view) if searched(view, self.free_doubling) else self.greedy.choose(view)
