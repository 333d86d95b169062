"""Reaction windows (RULES.md 8.2-8.5, 9.7-9.8): cancellation and response cards, asked of
the candidates only, one at a time in turn order; then the chain resolves, newest first.

Who is being asked, and who has passed, is private (8.5): see view.py.
"""

from .actions import PASS, Action, React, intern
from .cards import resolve_window_event
from .components import CANCELLATION_TYPES, CANCELS, CARD_IDS, CARD_TYPE, SITES, card_key
from .events import Cancelled, ConsentAsked, DoublingAttempted, Event, FamineRemoved, Passed, Reacted, TokenMoved
from .growth import can_free_double
from .scoring import finish_if_over
from .state import State, Window, WindowEvent
from .treaty import consent_owner, was_refused


def open_free_doubling(state: State, site: str, ev: list[Event] | None) -> None:
    """The controller names a token (5.3): the attempt is used up, and a window opens on it."""
    faction = state.turn_order[state.position]
    state.attempted.append(site)
    by = state.controller
    assert by is not None, "a faction turn always has its controller"
    state.window = {
        "event": {
            "kind": "free_doubling",
            "faction": faction,
            "site": site,
            "by": by,
            "card": None,
            "cancelled": False,
        },
        "chain": [],
        "asked": [],
    }
    state.revealed = True
    if ev is not None:
        ev.append(DoublingAttempted(faction=faction, site=site, by=by))


def cancellation_owner(state: State, player: int, event: WindowEvent) -> int | None:
    """The protected owner whose consent a cancellation of `event` by `player` needs (10)."""
    if event["kind"] in ("free_doubling", "double_card"):
        return consent_owner(state, player, event["faction"])
    return None


# The card ids that can answer each kind of event (cancellations) or any card (responses):
# a quick test that skips most players, who hold none.
_CANCELLING = {
    kind: frozenset(c for c in CARD_IDS if CARD_TYPE[c] in CANCELLATION_TYPES and kind in CANCELS[CARD_TYPE[c]])
    for kind in ("free_doubling", "double_card", "new_colony_in_trouble", "this_is_our_home")
}
_RESPONDING = frozenset(c for c in CARD_IDS if CARD_TYPE[c] in ("power_politics", "war"))


def _open_window(state: State) -> Window:
    window = state.window
    assert window is not None, "asked only while a reaction window is open"
    return window


def _asked(window: Window) -> list[int]:
    asked = window["asked"]
    assert asked is not None, "only a view hides who has been asked, and views are not played"
    return asked


def reaction_options(state: State, window: Window, player: int) -> list[Action]:
    """The cards `player` may play into the open `window` now (without `pass`)."""
    chain = window["chain"]
    hand = state.hands[player]
    options: list[Action] = []
    if not chain:
        event = window["event"]
        if player == event["by"] or _CANCELLING[event["kind"]].isdisjoint(hand):
            return []
        kind = event["kind"]
        owner = cancellation_owner(state, player, event)
        if owner is not None and was_refused(state, owner, player):
            return []
        for card in sorted(set(hand), key=card_key):
            t = CARD_TYPE.get(card)
            if t in CANCELLATION_TYPES and kind in CANCELS[t]:
                options.append(intern(React, card, None))
        return options
    if player == chain[-1]["player"] or _RESPONDING.isdisjoint(hand):
        return []  # a player may not answer their own card (8.3)
    targets = None
    for card in sorted(set(hand), key=card_key):
        t = CARD_TYPE.get(card)
        if t == "power_politics":
            options.append(intern(React, card, None))
        elif t == "war":
            if targets is None:
                tracks = state.tracks.values()
                targets = [p for p in range(state.num_players) if p != player and any(t[p] >= 2 for t in tracks)]
            options.extend(intern(React, card, p) for p in targets)
    return options


def next_candidate(state: State, window: Window) -> tuple[int | None, list[Action]]:
    """The next player to ask (in turn order, players only, each once per card) and their options."""
    asked = _asked(window)
    n = state.num_players
    for f in state.turn_order:
        if f < n and f not in asked:
            options = reaction_options(state, window, f)
            if options:
                return f, options + [PASS]
    return None, []


def perform_react(state: State, player: int, action: React, ev: list[Event] | None) -> None:
    window = _open_window(state)
    _asked(window).append(player)
    if not window["chain"]:
        owner = cancellation_owner(state, player, window["event"])
        if owner is not None:
            state.pending = {"kind": "consent", "owner": owner, "player": player, "action": action}
            if ev is not None:
                ev.append(ConsentAsked(owner=owner, player=player, card=action.card))
            return
    add_to_chain(state, player, action, ev)


def add_to_chain(state: State, player: int, action: React, ev: list[Event] | None) -> None:
    """The card is played: it leaves the hand, and a response window opens on it."""
    window = _open_window(state)
    state.hands[player].remove(action.card)
    window["chain"].append({"card": action.card, "player": player, "target": action.target, "cancelled": False})
    window["asked"] = []
    if ev is not None:
        ev.append(Reacted(player=player, card=action.card, target=action.target))


def perform_pass(state: State, player: int, ev: list[Event] | None) -> None:
    _asked(_open_window(state)).append(player)
    if ev is not None:
        ev.append(Passed(player=player, audience=player))


def war_sites(state: State, player: int) -> list[str]:
    return [s for s in SITES if state.tracks[s][player] >= 2]


def halve(state: State, player: int, site: str, ev: list[Event] | None) -> None:
    track = state.tracks[site]
    before = track[player]
    track[player] = before // 2
    if ev is not None:
        ev.append(TokenMoved(faction=player, site=site, before=before, after=before // 2, reason="war"))


def resolve(state: State, ev: list[Event] | None) -> None:
    """Resolve the chain from `state.resolving` down (8.4.3), then the event itself. Stops
    with a pending decision when a War's target must choose which token to halve."""
    window = _open_window(state)
    chain, event = window["chain"], window["event"]
    i = state.resolving
    assert i is not None, "resolving starts at the newest chain entry (-1: none)"
    while i >= 0:
        entry = chain[i]
        i -= 1
        if entry["cancelled"]:
            continue
        t = CARD_TYPE[entry["card"]]
        if t == "power_politics":
            chain[i]["cancelled"] = True
            if ev is not None:
                ev.append(Cancelled(card=chain[i]["card"], by_card=entry["card"]))
        elif t == "war":
            target = entry["target"]
            assert target is not None, "a War names its target"
            sites = war_sites(state, target)
            if len(sites) == 1:
                halve(state, target, sites[0], ev)
            elif sites:
                state.resolving = i
                state.pending = {"kind": "halve", "player": target}
                return
            # No token on 2 or more left (a newer War took it): this War does nothing.
        else:
            event["cancelled"] = True
            if ev is not None:
                ev.append(Cancelled(card=None, by_card=entry["card"]))
    state.resolving = None
    state.window = None
    # Every card played goes to the discard pile in the order played, the event's first;
    # a Famine that cancelled the event leaves the game (9.7).
    if event["card"] is not None:
        state.discard.append(event["card"])
    for n, entry in enumerate(chain):
        if n == 0 and event["cancelled"] and CARD_TYPE[entry["card"]] == "famine" and not entry["cancelled"]:
            state.removed.append(entry["card"])
            if ev is not None:
                ev.append(FamineRemoved(card=entry["card"]))
        else:
            state.discard.append(entry["card"])
    if event["cancelled"]:
        return
    if event["kind"] == "free_doubling":
        f, site = event["faction"], event["site"]
        # Re-checked at resolution (5.1); a War's halving can only have made it easier.
        if can_free_double(state, f, site):
            before = state.tracks[site][f]
            state.tracks[site][f] = before * 2
            if ev is not None:
                ev.append(TokenMoved(faction=f, site=site, before=before, after=before * 2, reason="free_doubling"))
            finish_if_over(state, ev)
    else:
        resolve_window_event(state, event, ev)
