"""6 Billion's greedy player, deciding from its own view, and the rules of thumb the search's
fast policy shares with it (the searching player, `ismcts:LEVEL`, is in search.py).

The greedy player plays each candidate action on a copy of its view (others' hidden cards
stay "?", so nobody reacts there: an optimistic look one step ahead) and scores the result
with `position_value`, which counts what a player would count: the places they hold now,
population that can still grow, billions waiting in boxes and the score track. On top of
that, rules of thumb a player would recognise:
- double where growth pays: the look-ahead prefers doublings that win or keep a place;
- colonise open sites, and sites near their growth limit where a newcomer still grows;
- cancel the leader's doublings (and any that costs this player a place);
- keep a response (Power Politics, War) for the biggest threat: a card against its own move;
- refuse Opening Treaty requests except a Double (another player) on its own token.
"""

from collections.abc import Callable

from game import rng
from game.ai.choice import options_to_choose
from game.sixbillion import legal_actions, play
from game.sixbillion.actions import (
    CONSENT,
    DISCARD_HAND,
    NO_DISCARD,
    PASS,
    TAKE_BACK,
    Action,
    Discard,
    DrawSlot,
    FreeDouble,
    MoveUp,
    Play,
    React,
    ReturnDiscovery,
)
from game.sixbillion.components import (
    AGENDA_SITE,
    CARD_TYPE,
    DISCOVERY_SITE,
    POINTS,
    arrival_space,
)
from game.sixbillion.scoring import site_points
from game.sixbillion.state import ChainEntry, State, WindowEvent

from .consent import answer

# Reaction cards, least useful first.
_REACTION_TYPES = ("save_our_souls", "war", "death", "pestilence", "power_politics", "famine")
# Face-up cards worth taking instead of a blind draw, best first.
WANTED = ("double_self", "recycle", "new_colony_self_6", "migrants_self_12", "famine", "power_politics", "death")


def standing(state: State, viewer: int) -> list[float]:
    """Each player's points if the game ended once every box had settled, doubled where the
    viewer knows it would be (its own agenda and Discovery cards, and everyone's face-up ones),
    plus a little for each token, since every token can still grow."""
    n = state.num_players
    doubled: list[set[str]] = [set() for _ in range(n)]
    for p in range(n):
        agenda = state.agendas[p]
        if agenda in AGENDA_SITE:
            doubled[p].add(AGENDA_SITE[agenda])
        doubled[p].update(DISCOVERY_SITE[c] for c, _ in state.discoveries[p] if c in DISCOVERY_SITE)
    out = [float(s) for s in state.score]
    for site, track in state.tracks.items():
        box = state.boxes[site]
        if any(map(any, box)):
            projected = tuple(space or arrival_space(site, sum(box[f])) for f, space in enumerate(track))
        else:
            projected = tuple(track)
        for p, pts in enumerate(_places(site, projected)[:n]):
            out[p] += pts * 2 if site in doubled[p] else pts
            out[p] += TOKEN_WORTH if track[p] else 0.0
    return out


# site_points by site and spaces, kept: the greedy player's look-ahead counts the same tracks again
# for every candidate move (most of its time, and the searches' playouts call it thousands of times).
_PLACES: dict[tuple[str, tuple[int, ...]], list[int]] = {}


def _places(site: str, spaces: tuple[int, ...]) -> list[int]:
    key = (site, spaces)
    points = _PLACES.get(key)
    if points is None:
        if len(_PLACES) > 100_000:  # a long tournament meets more tracks than it needs kept
            _PLACES.clear()
        points = _PLACES[key] = site_points(list(spaces), POINTS[site])
    return points


TOKEN_WORTH = 1.0  # a token on a track keeps doubling: worth about a point beyond its place
RIVAL_WEIGHT = 0.5  # how much the best other player's standing counts against one's own


def position_value(state: State, player: int) -> float:
    """How good the position is for `player`: their standing against the best other player's."""
    points = standing(state, player)
    return points[player] - RIVAL_WEIGHT * max(points[p] for p in range(state.num_players) if p != player)


def _world(view: State) -> State:
    """A copy of the view that the engine can play on: the "?" cards stay unknown."""
    world = view.copy()
    world.viewer = None
    world.rng = 1
    world.history = None
    return world


def after(view: State, action: Action) -> State:
    """The view after `action`, other players' choices assumed friendly (consent given)."""
    world = _world(view)
    play(world, action)
    if world.pending is not None and world.pending["kind"] == "consent":
        play(world, CONSENT)
    return world


class GreedyBot:
    """Rules of thumb and one step of look-ahead on its own view; the seed breaks ties."""

    def __init__(self, seed: int = 0):
        self._rng = rng.seed_state(seed)

    def choose(self, view: State) -> Action:
        options = options_to_choose(legal_actions(view))
        if len(options) == 1:
            return options[0]
        me = view.to_move
        assert me is not None, "legal actions belong to the player to move"
        return self._decide(view, me, options)

    def _best(
        self, view: State, player: int, options: list[Action], bonus: Callable[[Action], float] | None = None
    ) -> Action:
        best, best_value = options[0], None
        for action in options:
            value = position_value(after(view, action), player)
            if bonus is not None:
                value += bonus(action)
            self._rng, jitter = rng.below(self._rng, 1000)
            value += jitter * 1e-6
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best

    def _decide(self, view: State, me: int, options: list[Action]) -> Action:
        kind = options[0].type
        pending = view.pending
        if pending is not None:
            if pending["kind"] == "consent":
                return answer(pending["action"])
            if pending["kind"] == "refused":
                return TAKE_BACK
            if pending["kind"] == "return_discovery":
                cards = [a for a in options if isinstance(a, ReturnDiscovery)]
                return min(cards, key=lambda a: self._discovery_worth(view, me, a.card))
            return self._best(view, me, options)  # War: halve where it costs least
        if view.window is not None:
            return self._react(view, me, options)
        if kind in ("play", "reveal", "symbol", "end_actions"):
            return self._best(view, me, options, bonus=lambda a: self._card_bonus(view, me, a))
        if kind == "free_double":
            # Try the least valuable token first: it draws out the others' cancellations.
            faction = view.turn_order[view.position]
            doublings = [a for a in options if isinstance(a, FreeDouble)]
            return min(doublings, key=lambda a: view.tracks[a.site][faction])
        if kind in ("settle", "migrate", "halve"):
            return self._best(view, me, options)
        if kind == "no_discard":
            return self._discard(view, me, options)
        if kind in ("draw_slot", "draw_deck"):
            for wanted in WANTED:
                for action in options:
                    if isinstance(action, DrawSlot):
                        card = view.face_up[action.slot]
                        if card is not None and CARD_TYPE[card] == wanted:
                            return action
            return options[-1]
        # Discovery Track powers: the Leaf's free move, else keep the points.
        moves = [a for a in options if isinstance(a, MoveUp) and a.row == "leaf"]
        return moves[-1] if moves else PASS

    def _card_bonus(self, view: State, me: int, action: Action) -> float:
        if isinstance(action, Play) and CARD_TYPE[action.card] == "make_discovery":
            return 2.5  # a Discovery card usually doubles a site's points
        if action.type == "reveal":
            return 1.0
        if action.type == "end_actions":
            return -0.5  # a card played is a card redrawn: keep the hand moving
        return 0.0

    def _discovery_worth(self, view: State, me: int, card: str) -> float:
        site = DISCOVERY_SITE.get(card)
        if site is None:
            return 1.0
        points = site_points(view.tracks[site], POINTS[site])[me]
        return points + (1.5 if not view.tracks[site][me] else 0.0)

    def _discard(self, view: State, me: int, options: list[Action]) -> Action:
        hand = view.hands[me]
        dead = [c for c in hand if CARD_TYPE[c] in ("new_colony_in_trouble", "this_is_our_home", "save_our_souls")]
        reactions = [c for c in hand if CARD_TYPE[c] in _REACTION_TYPES]
        if len(reactions) >= 3:  # a hand of answers plays no actions: keep two
            dead += sorted(reactions, key=lambda c: _REACTION_TYPES.index(CARD_TYPE[c]))[:1]
        if DISCARD_HAND in options and len(dead) >= len(hand) - 1:
            return DISCARD_HAND
        for action in options:
            if isinstance(action, Discard) and action.card in dead:
                return action
        return NO_DISCARD

    def _react(self, view: State, me: int, options: list[Action]) -> Action:
        window = view.window
        assert window is not None, "reactions are asked in an open window"
        chain, event = window["chain"], window["event"]
        cards = [a for a in options if isinstance(a, React)]
        if not chain:
            if event["kind"] in ("new_colony_in_trouble", "this_is_our_home"):
                return cards[0] if event["faction"] == me else PASS
            return cards[0] if self._doubling_hurts(view, me, event) else PASS
        return answer_to_chain(chain, event, cards, me)

    def _doubling_hurts(self, view: State, me: int, event: WindowEvent) -> bool:
        """Cancel a doubling of the leader's, or one that costs me more than it gains me."""
        f = event["faction"]
        before, now = doubling_standings(view, me, event)
        if f == me:
            return False
        if f < view.num_players:
            return f == leader(view, before) or now[f] - before[f] >= 1
        return now[me] < before[me]


def doubling_standings(view: State, me: int, event: WindowEvent) -> tuple[list[float], list[float]]:
    """Every player's standing (as `me` sees it) before and after the doubling in `event`: what
    cancelling it denies (the advisor words the same facts the greedy player weighs)."""
    f, site = event["faction"], event["site"]
    world = _world(view)
    world.tracks[site][f] *= 2
    return standing(view, me), standing(world, me)


def leader(view: State, points: list[float]) -> int:
    """The player ahead in `points` (a standing)."""
    return max(range(view.num_players), key=lambda p: points[p])


def answer_to_chain(chain: list[ChainEntry], event: WindowEvent, cards: list[React], me: int) -> Action:
    """The rule of thumb for a reaction to a card already played in the window: answer only
    what is against `me` (the first cancellation of my own doubling, a war on me, a Power
    Politics over my card), with Power Politics if held, else a card aimed at the last player."""
    last = chain[-1]
    against_me = (
        (len(chain) == 1 and event["by"] == me)
        or (CARD_TYPE[last["card"]] == "war" and last["target"] == me)
        or (CARD_TYPE[last["card"]] == "power_politics" and chain[-2]["player"] == me)
    )
    if not against_me:
        return PASS
    for action in cards:
        if CARD_TYPE[action.card] == "power_politics":
            return action
    for action in cards:
        if action.target == last["player"]:
            return action
    return PASS
