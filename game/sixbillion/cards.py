"""The action cards (RULES.md 9.1-9.6): which plays are legal, and what a play does.

A card may be played only if its whole effect can be carried out now (8.1): a source that can
yield a billion and a destination in reach, a Double target below its last space, and so on.
"""

from .. import rng
from .actions import Action, Play, intern
from .components import (
    ACTION_TYPES,
    CARD_DISTANCE,
    CARD_TYPE,
    CARD_VP,
    EFFECT,
    MAKE_DISCOVERY_FROM_ROUND,
    SITES,
    TARGET,
    TRACK_MAX,
    card_key,
)
from .discovery import make_discovery
from .drawing import refill_face_up
from .events import BoxChanged, CardPlayed, Event, Reshuffled, ScoreChanged, TokenMoved
from .generation import can_draw, colony_dests, draw_billion, migrant_dests
from .scoring import finish_if_over
from .state import State, WindowEvent, WindowKind
from .treaty import consent_owner, was_refused

# A card's target: (faction, site, destination), None where the card names none.
Choice = tuple[int, str | None, str | None]

# The event kinds that open a cancellation window (8.1), per card effect.
WINDOW_KIND: dict[str, WindowKind] = {
    "double": "double_card",
    "remove_colonist": "new_colony_in_trouble",
    "remove_migrant": "this_is_our_home",
}


def _factions(state: State, player: int, target: str) -> range | list[int]:
    if target == "self":
        return [player]
    if target == "other_player":
        return [p for p in range(state.num_players) if p != player]
    if target == "neutral":
        return range(state.num_players, state.num_factions)
    return [f for f in range(state.num_factions) if f != player]  # any other faction


def needs_consent(state: State, player: int, action: Play) -> int | None:
    """The protected owner who must allow this play (10), or None: a card of another player
    that draws a billion from their token, or a Double aimed at it."""
    kind = CARD_TYPE[action.card]
    if TARGET[kind] != "other_player" or EFFECT[kind] not in ("new_colony", "migrants", "double"):
        return None
    return consent_owner(state, player, action.faction)


def play_options(state: State, player: int) -> list[Action]:
    """Every legal card play of the action step, by card, faction, source, destination."""
    options: list[Action] = []
    targets: dict[tuple[object, ...], list[Choice]] = {}  # per kind of play: its (faction, site, dest) choices
    for card in sorted(set(state.hands[player]), key=card_key):
        kind = CARD_TYPE.get(card, "")  # "": a hidden card ("?"), which no one can play
        key = _PLAY_KEY.get(kind)
        if key is None:
            continue  # a cancellation or response card (or a hidden one)
        choices = targets.get(key)
        if choices is None:
            choices = targets[key] = _choices(state, player, kind)
        options.extend(intern(Play, card, f, site, dest) for f, site, dest in choices)
    return options


def can_play(state: State, player: int) -> bool:
    """Whether `play_options` has any play, found without listing them all."""
    kinds = {CARD_TYPE.get(card, "") for card in state.hands[player]}
    return any(kind in _PLAY_KEY and _choices(state, player, kind) for kind in kinds)


def _choices(state: State, player: int, kind: str) -> list[Choice]:
    """The (faction, site, dest) choices of a card type (8.1: only whole effects)."""
    tracks, boxes = state.tracks, state.boxes
    effect = EFFECT[kind]
    out: list[Choice] = []
    if effect in ("new_colony", "migrants", "double"):
        for f in _factions(state, player, TARGET[kind]):
            owner = consent_owner(state, player, f) if TARGET[kind] == "other_player" else None
            if owner is not None and was_refused(state, owner, player):
                continue
            for site in SITES:
                space = tracks[site][f]
                if not space:
                    continue
                if effect == "double":
                    if space < TRACK_MAX[site]:
                        out.append((f, site, None))
                    continue
                if not can_draw(state, f, site):
                    continue
                if effect == "new_colony":
                    dests = colony_dests(state, f, site, CARD_DISTANCE[kind])
                else:
                    dests = migrant_dests(state, f, site, CARD_DISTANCE[kind])
                out.extend((f, site, d) for d in dests)
    elif effect == "make_discovery":
        if state.round >= MAKE_DISCOVERY_FROM_ROUND and state.discovery_deck:
            out.append((player, None, None))
    elif effect == "recycle":
        # The lowest token not already on its last space; the player settles a tie (9.4).
        spaces = {s: tracks[s][player] for s in SITES if 0 < tracks[s][player] < TRACK_MAX[s]}
        if spaces:
            low = min(spaces.values())
            out.extend((player, s, None) for s, v in spaces.items() if v == low)
    elif effect == "remove_colonist":
        for f in _factions(state, player, "any_other_faction"):
            out.extend((f, s, None) for s in SITES if boxes[s][f][0])
    elif effect == "remove_migrant":
        for f in _factions(state, player, "any_other_faction"):
            out.extend((f, s, None) for s in SITES if boxes[s][f][1] and tracks[s][player])
    return out


# Card types whose plays are the same choices share a key, so they are worked out once.
_PLAY_KEY = {t: (EFFECT[t], TARGET[t], CARD_DISTANCE[t]) for t in ACTION_TYPES}


def perform_play(state: State, player: int, action: Play, ev: list[Event] | None) -> None:
    """Play the card (consent, if needed, already given): VP now, one action used, its effect
    or, for Double and the two box cards, a cancellation window on it."""
    card, f, site = action.card, action.faction, action.site
    kind = CARD_TYPE[card]
    effect = EFFECT[kind]
    state.hands[player].remove(card)
    state.actions_used += 1
    state.played_card = True
    vp = CARD_VP[kind]
    if ev is not None:
        ev.append(CardPlayed(player=player, card=card, faction=f, site=site, dest=action.dest, vp=vp))
    if vp:
        state.score[player] += vp
        if ev is not None:
            ev.append(ScoreChanged(player=player, points=vp, score=state.score[player], reason="card"))
    if effect in WINDOW_KIND:
        assert site is not None, "a card that opens a window names its token or box"
        event: WindowEvent = {
            "kind": WINDOW_KIND[effect],
            "faction": f,
            "site": site,
            "by": player,
            "card": card,
            "cancelled": False,
        }
        state.window = {"event": event, "chain": [], "asked": []}
        state.revealed = True
        return
    if effect in ("new_colony", "migrants"):
        dest = action.dest
        assert site is not None and dest is not None, "a colony or migrant card names its source and destination"
        draw_billion(state, f, site, ev)
        half = state.boxes[dest][f]
        half[0 if effect == "new_colony" else 1] += 1
        state.discard.append(card)
        if ev is not None:
            ev.append(BoxChanged(faction=f, site=dest, colony=half[0], migrant=half[1], reason=effect))
    elif effect == "make_discovery":
        state.discard.append(card)
        make_discovery(state, player, ev)
    elif effect == "recycle":
        assert site is not None, "Recycle names the token it moves up"
        double_token(state, f, site, "recycle", ev)
        state.discard.append(card)
        if state.step != "over":
            _recycle_reshuffle(state, ev)


def doubled_space(site: str, space: int) -> int:
    """Where a token on `space` of `site` lands when doubled: one space up, no further than the
    track's last space (where a doubling leaves it)."""
    return min(space * 2, TRACK_MAX[site])


def double_token(state: State, faction: int, site: str, reason: str, ev: list[Event] | None) -> bool:
    """Move a token up one space and check the end (13.2); True if the game ended. The
    caller has checked that it is below the track's last space."""
    track = state.tracks[site]
    before = track[faction]
    track[faction] = doubled_space(site, before)
    if ev is not None:
        ev.append(TokenMoved(faction=faction, site=site, before=before, after=track[faction], reason=reason))
    return finish_if_over(state, ev)


def _recycle_reshuffle(state: State, ev: list[Event] | None) -> None:
    """9.4: the discard pile (with the Recycle), the face-up row and the deck become one new
    deck; a new face-up row is turned up. Famines out of the game stay out."""
    deck = state.deck + state.discard + [c for c in state.face_up if c is not None]
    state.discard = []
    state.face_up = [None, None, None]
    assert state.rng is not None, "a view has no generator"
    state.rng = rng.shuffle(state.rng, deck)
    state.deck = deck
    state.revealed = True
    if ev is not None:
        ev.append(Reshuffled(reason="recycle", deck_size=len(deck)))
    refill_face_up(state, ev)


def resolve_window_event(state: State, event: WindowEvent, ev: list[Event] | None) -> None:
    """The Double card, New Colony In Trouble or This Is Our Home, once its window has closed
    and it was not cancelled."""
    f, site = event["faction"], event["site"]
    kind = event["kind"]
    if kind == "double_card":
        if state.tracks[site][f] < TRACK_MAX[site]:
            double_token(state, f, site, "double", ev)
        return
    half = state.boxes[site][f]
    index = 0 if kind == "new_colony_in_trouble" else 1
    if half[index]:
        half[index] -= 1
        if ev is not None:
            ev.append(BoxChanged(faction=f, site=site, colony=half[0], migrant=half[1], reason=kind))
