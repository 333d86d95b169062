"""`scenario(...)`: a position built from a description (RULES.md Appendix B.4), for tests
and for teaching positions; settled at its first decision exactly as `apply` would.

A scenario is a set position, not a game played from its set-up (`set_position`), and a save
may name one as its start: so every value is checked against what a game can hold (its type,
as strictly as a save's, and its range: spaces on the tracks, the cards of each kind, the
points a player can have scored by that round), and anything else is a ValueError.
"""

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from .. import rng
from ..jsontypes import MAX_EXACT, integer
from .components import (
    ACTIONS_PER_TURN,
    AGENDA_COUNT,
    AGENDA_IDS,
    CARD_COUNT,
    CARD_IDS,
    CARD_VP,
    DISCOVERY_COUNT,
    DISCOVERY_IDS,
    DISCOVERY_SITE,
    FACE_UP,
    HALF_CAPACITY,
    HAND_SIZE,
    OPTIONAL_DISCOVERIES,
    PLAYER_COUNTS,
    ROW_MAX,
    ROWS,
    SITES,
    TRACK,
)
from .engine import settle
from .neutrals import choose_controller
from .scoring import end_reason
from .setup import check_new_game_args, factions_for, multiset
from .state import ACTIONS, MIGRATE, POWERS, TURN_START, Origin, State

_STEPS = ("turn", "actions", "powers")


def most_points(round: int) -> int:  # noqa: A002  (the rules' word)
    """The most VP a player can have during `round`: points come during play only from the
    cards played as actions (13.1), at most ACTIONS_PER_TURN in each of the player's turns,
    one turn per round (the final scoring comes once the game is over)."""
    return round * ACTIONS_PER_TURN * max(CARD_VP.values())


def scenario(
    players: int,
    *,
    seed: int = 0,
    discovery_track: bool = False,
    round: int = 1,  # noqa: A002  (the API's name)
    turn_order: Iterable[int] | None = None,
    current: object = None,
    step: str = "turn",
    tracks: object = None,
    boxes: object = None,
    hands: object = None,
    scores: object = None,
    agendas: Iterable[str] | None = None,
    discoveries: object = None,
    dtrack: object = None,
    face_up: object = None,
    deck_top: object = (),
    discard: object = (),
    discovery_top: Iterable[str] = (),
) -> State:
    """A position from a description; ValueError for anything inconsistent.

    >>> s = scenario(2, tracks={"earth": {0: 4, 1: 2, 2: 2}}, hands=[["double_self.dollar"], []], step="actions")
    >>> [str(a) for a in s.options]
    ["Play(card='double_self.dollar', faction=0, site='earth', dest=None)", 'EndActions()']
    """
    args = dict(locals())  # first: the arguments exactly as given, for the save's origin
    check_new_game_args(players, seed, discovery_track)
    state = State(players, factions_for(players), discovery_track)
    n, nf = players, state.num_factions
    state.seed = seed
    state.origin = {"scenario": _origin(args)}
    # The game has no fixed length (RULES.md 4): a round is any number a save holds exactly.
    state.round = integer(round, "round", 1, MAX_EXACT)
    if step not in _STEPS or (step == "powers" and not discovery_track):
        raise ValueError(f"step must be one of {_STEPS} ('powers' only with the Discovery Track), not {step!r}")

    def faction(f: object) -> int:
        if type(f) is not int or not 0 <= f < nf:
            raise ValueError(f"unknown faction {f!r}: factions are 0-{nf - 1}")
        return f

    def site_of(s: object) -> str:
        if not isinstance(s, str) or s not in SITES:
            raise ValueError(f"unknown site {s!r}")
        return s

    def mapping(value: object, name: str) -> Mapping[Any, Any]:
        if not isinstance(value, Mapping):
            raise ValueError(f"{name} must be a mapping, not {value!r:.60}")
        return value

    def per_player(value: object, name: str) -> list[Any]:
        if not isinstance(value, (list, tuple)) or len(value) != n:
            raise ValueError(f"{name} needs one entry per player ({n})")
        return list(value)

    # Tracks and boxes.
    if tracks is None:
        state.tracks["earth"] = [PLAYER_COUNTS[players]["earth_start_space"]] * nf
    else:
        for s, spaces in mapping(tracks, "tracks").items():
            for f, space in mapping(spaces, f"tracks of {s!r:.30}").items():
                if type(space) is not int or (space not in TRACK[site_of(s)] and space != 0):
                    raise ValueError(f"{space!r} is not a space of {s}'s track {TRACK[s]}")
                state.tracks[s][faction(f)] = space
    for s, halves in mapping(boxes or {}, "boxes").items():
        for f, pair in mapping(halves, f"boxes of {s!r:.30}").items():
            f = faction(f)
            if (
                not isinstance(pair, (list, tuple))
                or len(pair) != 2
                or not all(type(b) is int and 0 <= b <= HALF_CAPACITY for b in pair)
            ):
                raise ValueError(f"box {s} of faction {f}: {pair!r} is not [colony, migrant] with 0-2 each")
            if any(pair) and state.tracks[site_of(s)][f]:
                raise ValueError(f"faction {f} has a token on {s}: it cannot have billions in that box")
            state.boxes[s][f] = list(pair)

    # Action cards.
    used: Counter[str] = Counter()

    def cards(value: object, name: str) -> list[str]:
        if not isinstance(value, (list, tuple)) or not all(c in CARD_COUNT for c in value):
            raise ValueError(f"{name}: {value!r} is not a list of action-card ids")
        used.update(value)
        return list(value)

    if hands is not None:
        state.hands = [cards(h, f"hand of player {p}") for p, h in enumerate(per_player(hands, "hands"))]
        if any(len(h) > HAND_SIZE for h in state.hands):
            raise ValueError(f"a hand holds at most {HAND_SIZE} cards")
    top = cards(deck_top, "deck_top")
    state.discard = cards(discard, "discard")
    shown = cards(face_up or [], "face_up")
    if len(shown) > FACE_UP:
        raise ValueError(f"the face-up row has {FACE_UP} slots")
    for card, count in used.items():
        if count > CARD_COUNT[card]:
            raise ValueError(f"{count} copies of {card}: the game has {CARD_COUNT[card]}")
    g = rng.seed_state(seed)
    rest = [c for c in CARD_IDS for _ in range(CARD_COUNT[c] - used[c])]
    g = rng.shuffle(g, rest)
    # Empty face-up slots are filled from the shuffled cards, so deck_top stays on top.
    state.face_up = [*shown, *(rest.pop() if rest else None for _ in range(FACE_UP - len(shown)))]
    state.deck = rest + top[::-1]  # the first of deck_top is drawn first

    # Scores, agendas, Discovery cards and the Discovery Track.
    if scores is not None:
        most = most_points(state.round)
        state.score = [integer(x, f"score of player {p}", 0, most) for p, x in enumerate(per_player(scores, "scores"))]
    pool = multiset(AGENDA_COUNT, AGENDA_IDS)
    if agendas is not None:
        for a in per_player(agendas, "agendas"):
            if a not in pool:
                raise ValueError(f"{a!r} is not an agenda id still available")
            pool.remove(a)
    g = rng.shuffle(g, pool)
    state.agendas = list(agendas) if agendas is not None else [pool.pop() for _ in range(n)]
    state.agenda_pool = pool
    dcards = [c for c in multiset(DISCOVERY_COUNT, DISCOVERY_IDS) if discovery_track or c not in OPTIONAL_DISCOVERIES]
    limit = 2 if discovery_track else 1
    if discoveries is not None:
        for p, held in enumerate(per_player(discoveries, "discoveries")):
            if len(held) > limit:
                raise ValueError(f"player {p} holds {len(held)} Discovery cards: the limit is {limit}")
            for entry in held:
                card, up = (entry, False) if isinstance(entry, str) else tuple(entry)
                if card not in dcards or type(up) is not bool or (up and card not in DISCOVERY_SITE):
                    raise ValueError(f"{entry!r} is not an available Discovery card (id or [id, face_up])")
                dcards.remove(card)
                state.discoveries[p].append([card, up])
    dtop = list(discovery_top)
    for card in dtop:
        if card not in dcards:
            raise ValueError(f"{card!r} is not an available Discovery card")
        dcards.remove(card)
    g = rng.shuffle(g, dcards)
    state.discovery_deck = dcards + dtop[::-1]
    if discovery_track:
        state.dtrack = [{r: 0 for r in ROWS} for _ in range(n)]
        for p, rows in enumerate(per_player(dtrack, "dtrack") if dtrack is not None else []):
            for r, spaces in mapping(rows, f"dtrack of player {p}").items():
                if r not in ROWS or type(spaces) is not int or not 0 <= spaces <= ROW_MAX:
                    raise ValueError(f"dtrack of player {p}: {r!r}: {spaces!r} is not a row with 0-{ROW_MAX} spaces")
                state.dtrack[p][r] = spaces
    elif dtrack is not None:
        raise ValueError("dtrack needs the Discovery Track")

    # Turn order and the step.
    order = list(range(nf)) if turn_order is None else list(turn_order)
    if not all(type(f) is int for f in order) or sorted(order) != list(range(nf)):
        raise ValueError(f"turn_order must list every faction 0-{nf - 1} once, not {turn_order!r}")
    state.turn_order = order
    first = order[0] if current is None else faction(current)
    state.position = order.index(first)
    state.rng = g
    if end_reason(state) is not None:
        raise ValueError("an end condition (13.2) already holds in this position")
    if step == "powers":
        state.step, state.position = POWERS, 0
    elif step == "actions":
        if first < n:
            state.controller, state.step = first, ACTIONS
        else:
            state.controller, _ = choose_controller(state)
            state.step = MIGRATE
    else:
        state.step = TURN_START
    settle(state, None)
    state.undoable = 0
    return state


def _origin(args: dict[str, object]) -> Origin:
    """The scenario's arguments as JSON-safe data (faction keys as strings), for the save."""

    def plain(value: object) -> object:
        if isinstance(value, dict):
            return {str(k): plain(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [plain(v) for v in value]
        return value

    return {k: plain(v) for k, v in args.items()}


def scenario_from_origin(origin: Origin) -> State:
    """Rebuild a scenario from its saved arguments (faction keys back to ints)."""
    args = dict(origin)
    for key in ("tracks", "boxes"):
        if isinstance(args.get(key), dict):
            args[key] = {
                s: {int(f) if isinstance(f, str) and f.isdigit() else f: v for f, v in dict(m).items()}
                for s, m in args[key].items()
            }
    return scenario(**args)
