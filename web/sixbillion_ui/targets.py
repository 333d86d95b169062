"""Deciding on the board: what a click on the table asks for, step by step, and what the board
lights meanwhile. Pick a card in the hand, then the token it acts on, then the destination: the
sites within the card's distance of the source token are lit with the distance shown; the
sites out of reach are dimmed, each saying why.

Everything comes from the legal actions of the player to move (the engine's list); a click
never makes an action that list does not hold. The action panel offers the same actions.

    >>> from game.sixbillion import scenario, view
    >>> s = scenario(2, hands=[["colony_2.dollar"], []])
    >>> v = view(s, 0)
    >>> action, pick = click(v, list(v.options), Pick(), ("card", 0, "colony_2.dollar"))
    >>> action, pick
    (None, Pick(card=0, source=('earth', 0)))
    >>> click(v, list(v.options), pick, ("site", "mars"))[0]
    Play(card='colony_2.dollar', faction=0, site='earth', dest='mars')
    >>> out_of_reach(v, list(v.options), pick, ("site", "pluto"))
    'Pluto is out of reach: distance 15 > 2.'
"""

from dataclasses import dataclass

from game.sixbillion import (
    Action,
    Discard,
    DrawDeck,
    DrawSlot,
    FreeDouble,
    Halve,
    Migrate,
    Play,
    React,
    Settle,
    State,
)
from game.sixbillion.components import CARD_DISTANCE, CARD_TYPE, DISTANCE, EFFECT, HALF_CAPACITY, SITES
from shell.i18n import _

from . import layout as L
from .render import Highlights
from .theme import site_name


@dataclass(frozen=True)
class Pick:
    """What the player has picked so far on the board: a hand card (its index), a source token."""

    card: int | None = None
    source: tuple[str, int] | None = None  # (site, faction)


NONE = Pick()


def _card_plays(view: State, legal: list[Action], pick: Pick) -> list[Play]:
    me = view.to_move
    if pick.card is None or me is None or pick.card >= len(view.hands[me]):
        return []
    card = view.hands[me][pick.card]
    return [a for a in legal if isinstance(a, Play) and a.card == card]


def _sources(plays: list) -> set[tuple[str, int]]:
    return {(a.site, a.faction) for a in plays if a.site is not None}


def highlights(view: State, legal: list[Action], pick: Pick = NONE) -> Highlights:
    """What the board lights for the player to move, given what they have picked."""
    me = view.to_move
    if me is None or not legal:
        return Highlights()
    current = view.current
    tokens: set[tuple[str, int]] = set()
    boxes: set[tuple[str, str]] = set()
    cards: set[int] = set()
    face_up: set[int] = set()
    deck = False
    sites: dict[str, str] = {}
    dimmed: dict[str, str] = {}
    plays = _card_plays(view, legal, pick)
    if plays:
        effect = EFFECT[CARD_TYPE[plays[0].card]]
        source = _chosen_source(plays, pick)
        if effect in ("new_colony", "migrants") and source is not None:
            sites, dimmed = _reach(view, plays, source)
        elif effect in ("remove_colonist", "remove_migrant"):
            half = "colony" if effect == "remove_colonist" else "migrant"
            boxes = {(a.site, half) for a in plays if a.site is not None}
        else:
            tokens = _sources(plays)
    else:
        hand = view.hands[me]
        playable = {a.card for a in legal if isinstance(a, (Play, React))}
        discard = {a.card for a in legal if isinstance(a, Discard)}
        cards = {i for i, c in enumerate(hand) if c in playable or c in discard}
        for a in legal:
            if isinstance(a, FreeDouble) and current is not None:
                tokens.add((a.site, current))
            elif isinstance(a, Halve):
                tokens.add((a.site, me))
            elif isinstance(a, Settle):
                boxes |= {(a.site, "colony"), (a.site, "migrant")}
            elif isinstance(a, DrawSlot):
                face_up.add(a.slot)
            elif isinstance(a, DrawDeck):
                deck = True
        migrants = [a for a in legal if isinstance(a, Migrate)]
        if migrants and current is not None:
            if pick.source is None:
                tokens = {(a.site, current) for a in migrants}
            else:
                for a in migrants:
                    if a.site == pick.source[0]:
                        sites[a.dest] = _("migrant half")
    return Highlights(
        tokens=frozenset(tokens),
        boxes=frozenset(boxes),
        sites=sites,
        dimmed=dimmed,
        cards=frozenset(cards),
        face_up=frozenset(face_up),
        deck=deck,
        chosen_card=pick.card if plays else None,
        chosen_token=_chosen_source(plays, pick) if plays else pick.source,
    )


def _chosen_source(plays: list[Play], pick: Pick) -> tuple[str, int] | None:
    """The source picked, or the only one there is (no need to pick it)."""
    sources = _sources(plays)
    if pick.source in sources:
        return pick.source
    return next(iter(sources)) if len(sources) == 1 else None


def _reach(view: State, plays: list[Play], source: tuple[str, int]) -> tuple[dict[str, str], dict[str, str]]:
    """Lit destinations (with their distance) and dimmed sites (with why) from a source token."""
    site, faction = source
    kind = CARD_TYPE[plays[0].card]
    reach = CARD_DISTANCE[kind]
    index = 0 if EFFECT[kind] == "new_colony" else 1
    dests = {a.dest for a in plays if (a.site, a.faction) == source}
    lit, dim = {}, {}
    for s in SITES:
        d = DISTANCE[site, s]
        if s in dests:
            lit[s] = _("distance {d}").format(d=d)
        elif s == site or view.tracks[s][faction]:
            dim[s] = _("a token there already")
        elif d > reach:
            dim[s] = _("distance {d} > {reach}").format(d=d, reach=reach)
        elif view.boxes[s][faction][index] >= HALF_CAPACITY:
            dim[s] = _("that half is full")
        elif index == 1 and not any(view.tracks[s]):
            dim[s] = _("nobody there to join")
        else:
            dim[s] = _("not allowed now")
    return lit, dim


def out_of_reach(view: State, legal: list[Action], pick: Pick, target: tuple | None) -> str:
    """Why a click on `target` chooses nothing, when it is a site the board dims (out of the
    picked card's reach from its token): 'Pluto is out of reach: distance 15 > 2.'; else ''."""
    if target is None or target[0] not in ("site", "space", "box", "token") or len(target) < 2:
        return ""
    why = highlights(view, legal, pick).dimmed.get(target[1])
    return _("{site} is out of reach: {why}.").format(site=site_name(target[1]), why=why) if why else ""


def click(view: State, legal: list[Action], pick: Pick, target: tuple | None) -> tuple[Action | None, Pick]:
    """The action a click on `target` (layout.hit_test's answer) asks for, if it names exactly
    one, and what is picked afterwards. A click on nothing useful clears the pick."""
    me = view.to_move
    if target is None or me is None or not legal:
        return None, NONE
    kind = target[0]
    plays = _card_plays(view, legal, pick)
    if kind == "card":
        index, card = target[1], target[2]
        if pick.card == index:
            return None, NONE  # a second click on the picked card puts it down
        answers = [a for a in legal if isinstance(a, React) and a.card == card]
        if answers:  # a cancellation or response card: War's target is chosen in the panel
            return _only(answers), NONE
        mine = [a for a in legal if isinstance(a, Play) and a.card == card]
        discards = [a for a in legal if isinstance(a, Discard) and a.card == card]
        if discards:
            return discards[0], NONE
        if len(mine) == 1 and mine[0].site is None:
            return mine[0], NONE  # Make a Discovery: nothing more to choose
        if mine:
            return None, Pick(card=index, source=_chosen_source(mine, Pick()))
        return None, NONE
    if kind == "face_up":
        return _only([a for a in legal if isinstance(a, DrawSlot) and a.slot == target[1]]), NONE
    if kind == "deck":
        return _only([a for a in legal if isinstance(a, DrawDeck)]), NONE
    site = target[1] if len(target) > 1 else None
    if plays:
        effect = EFFECT[CARD_TYPE[plays[0].card]]
        if effect in ("new_colony", "migrants"):
            source = _chosen_source(plays, pick)
            if kind == "token" and (target[1], target[2]) in _sources(plays):
                return None, Pick(card=pick.card, source=(target[1], target[2]))
            if source is not None:
                wanted = [a for a in plays if (a.site, a.faction) == source and a.dest == site]
                return _only(wanted), pick if not wanted else NONE
            return None, pick
        if kind == "token":
            return _only([a for a in plays if (a.site, a.faction) == (target[1], target[2])]), NONE
        if kind == "box":
            return _only([a for a in plays if a.site == site]), NONE
        return None, pick
    current = view.current
    if kind == "token":
        faction = target[2]
        for a in legal:
            if isinstance(a, FreeDouble) and a.site == site and faction == current:
                return a, NONE
            if isinstance(a, Halve) and a.site == site and faction == me:
                return a, NONE
        if site is not None and faction == current and any(isinstance(a, Migrate) and a.site == site for a in legal):
            return None, Pick(source=(site, faction))
    if kind in ("box", "site", "space"):
        settle = [a for a in legal if isinstance(a, Settle) and a.site == site]
        if settle:
            return settle[0], NONE
        if pick.source is not None:
            moves = [a for a in legal if isinstance(a, Migrate) and a.site == pick.source[0] and a.dest == site]
            if len(moves) > 1:  # 1 or 2 billion: the panel asks
                return None, pick
            return _only(moves), NONE
    return None, NONE


def _only(actions: list) -> Action | None:
    return actions[0] if len(actions) == 1 else None


# ---- where the lit things are (what a canvas says of itself, for tests that tap) ------------------


def lit_spots(hl: Highlights, tracks: dict[str, list[int]], kind: str, zoom: str | None = None) -> list[list]:
    """The centres of what a canvas lights for the player to tap, in its drawing's logical
    pixels, by the pane's kind (as the page names them: 'board', 'zoom', 'hand', 'table'):
    ['token', site, faction, x, y], ['box', site, half, x, y], ['site', site, x, y],
    ['card', index, x, y], ['face_up', slot, x, y], ['deck', x, y].

    >>> lit_spots(Highlights(sites={"mars": "distance 1"}), {}, "board")
    [['site', 'mars', 195.0, 253.0]]
    """
    spots: list[list] = []
    if kind == "legend":  # (words only)
        return spots
    if kind == "hand":
        count = 1 + max([*hl.cards, hl.chosen_card or 0])
        for i, (x, y, w, h) in enumerate(L.phone_hand_slots(count)):
            if i in hl.cards:
                spots.append(["card", i, x + w / 2, y + h / 2])
        return spots
    if kind == "table":
        for slot in sorted(hl.face_up):
            x, y, w, h = L.FACE_UP_SLOTS[slot]
            spots.append(["face_up", slot, x + w / 2, y + h / 2])
        if hl.deck:
            x, y, w, h = L.DECK
            spots.append(["deck", x + w / 2, y + h / 2])
        return spots
    g = L.zoom_geometry(zoom) if kind == "zoom" and zoom is not None else L.PHONE_BOARD
    shown = (lambda site: site == zoom) if kind == "zoom" else (lambda site: True)
    for site, faction in sorted(hl.tokens):
        if shown(site) and tracks[site][faction]:
            x, y, w, h = g.spaces[site, tracks[site][faction]]
            spots.append(["token", site, faction, x + w / 2, y + h / 2])
    for site, half in sorted(hl.boxes):
        if shown(site):
            x, y, w, h = g.box(site, half)
            spots.append(["box", site, half, x + w / 2, y + h / 2])
    for site in SITES:
        if site in hl.sites and shown(site):
            x, y, w, h = g.row(site)
            spots.append(["site", site, x + w / 2, y + h / 2])
    return spots
