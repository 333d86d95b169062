"""The tooltips of the board: a site (its limit, its growth-limit sum now and whether free
doubling is blocked, its places and points now), a card (what it does, its distance, what it
could reach now) and a token. Read from a view and the engine's own queries."""

from collections.abc import Sequence

from game.sixbillion import (
    State,
)
from game.sixbillion.components import (
    AGENDA_SITE,
    CARD_DISTANCE,
    CARD_TYPE,
    CARD_VP,
    DISTANCE,
    END_SPACE,
    END_SPACE_SITES,
    GROWTH_LIMIT,
    HIDDEN,
    POINTS,
    SITES,
    TARGET,
    TRACK_MAX,
    TYPE_INFO,
    X2_BOX,
)
from game.sixbillion.growth import growth_allows
from game.sixbillion.scoring import site_points
from shell.i18n import N_, _, listed, ngettext

from .describe import faction_label, space_change, symbol_meaning
from .theme import (
    card_effect,
    card_name,
    site_name,
)

# ---- tooltips ------------------------------------------------------------------------------------

_FRACTIONS = {0: "0", 1: "¼", 2: "½", 3: "¾"}


def growth_quarters(site: str, track: Sequence[int]) -> int | None:
    """The growth-limit sum (RULES.md 5.2) in quarters; None where the site has no limit."""
    limit = GROWTH_LIMIT[site]
    if limit is None:
        return None
    return sum(4 if v >= limit else 2 if v * 2 == limit else 1 if v * 4 == limit else 0 for v in track if v)


def growth_weight(site: str, track: Sequence[int]) -> str:
    """The growth-limit sum as players write it: '¾', '1', '1¼'."""
    q = growth_quarters(site, track) or 0
    whole, part = divmod(q, 4)
    return (str(whole) if whole else "") + (_FRACTIONS[part] if part or not whole else "")


def growth_sum_text(site: str, track: Sequence[int]) -> str:
    """'the tokens weigh ¾ (1 or more blocks)'."""
    if GROWTH_LIMIT[site] is None:
        return _("no growth limit")
    return _("the tokens weigh {w} (1 or more blocks)").format(w=growth_weight(site, track))


def places(view: State, site: str) -> list[tuple[int, int, list[int]]]:
    """The places on a site now: [(place 1-3, space, factions)], with the engine's scoring."""
    track = view.tracks[site]
    distinct = sorted({v for v in track if v}, reverse=True)[:3]
    return [(i + 1, v, [f for f, s in enumerate(track) if s == v]) for i, v in enumerate(distinct)]


_PLACES = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd")}


def site_tip(view: State, site: str, names: Sequence[str]) -> str:
    """A site in plain words (a phone's zoom shows them under the site, a pointer's hover beside
    it): its track and what each place scores; its growth limit, what the tokens add up to now
    and whether free doubling is blocked; who is placed where now and scores what; whose billions
    wait in its holding box, how many in which half; what its "×2" marks double. (Its words read
    as a code to a newcomer: "points 6/3/1 for 1st/2nd/3rd", "the tokens weigh ½ (1 or more
    blocks)", "Places now: 1. …": issue 36.)"""
    limit = GROWTH_LIMIT[site]
    first, second, third = POINTS[site]
    parts = [
        _("{site}: a track from 1 to {top} billion. At the end 1st place scores {a} points, 2nd {b}, 3rd {c}.").format(
            site=site_name(site), top=TRACK_MAX[site], a=first, b=second, c=third
        )
    ]
    if site in END_SPACE_SITES:
        parts.append(_("A token on {end} ends the game.").format(end=END_SPACE))
    if limit is None:
        parts.append(_("No growth limit: free doubling is never blocked here."))
    else:
        blocked = not growth_allows(site, view.tracks[site])
        parts.append(
            _(
                "Growth limit {limit}: free doubling stops once the tokens add up to 1"
                " (on {limit} or more a token counts 1, on {half} ½, on {quarter} ¼)."
            ).format(limit=limit, half=limit // 2, quarter=limit // 4)
        )
        parts.append(
            (
                _("They add up to {w} now: free doubling is blocked.")
                if blocked
                else _("They add up to {w} now: free doubling is allowed.")
            ).format(w=growth_weight(site, view.tracks[site]))
        )
    now = places(view, site)
    if now:
        scored = site_points(view.tracks[site], POINTS[site])
        line = []
        for place, v, factions in now:
            for f in factions:
                who, ordinal = faction_label(view, f, names), _(_PLACES[place])
                if f < view.num_players:
                    line.append(
                        ngettext(
                            "{who} {place} (on {v}): {n} point", "{who} {place} (on {v}): {n} points", scored[f]
                        ).format(who=who, place=ordinal, v=v, n=scored[f])
                    )
                else:
                    line.append(
                        _("{who} {place} (on {v}): a neutral, scores nothing").format(who=who, place=ordinal, v=v)
                    )
        parts.append(_("Placed now: {places}.").format(places="; ".join(line)))
    else:
        parts.append(_("Nobody is on its track yet."))
    box = []
    for f in range(view.num_factions):
        colony, migrant = view.boxes[site][f]
        if colony or migrant:
            box.append(
                _("{who}: {c} billion in the colony half, {m} in the migrant half").format(
                    who=faction_label(view, f, names), c=colony, m=migrant
                )
            )
    if box:
        parts.append(_("Waiting in its holding box to settle: {box}.").format(box="; ".join(box)))
    if site in X2_BOX:
        parts.append(_("Its box halves are marked ×2: every 2 billion waiting there settle as 1 on the track."))
    me = view.viewer
    if me is not None and view.agendas and AGENDA_SITE.get(view.agendas[me]) == site:
        parts.append(_('"agenda ×2": it is your Hidden Agenda\'s site, so your points here count double.'))
    return " ".join(parts)


def reach_text(view: State, faction: int, source: str, distance: int) -> str:
    """'Mercury, Venus and Mars (within 2 of Earth)': the sites a card of `distance` reaches
    from the faction's token on `source` where the faction has no token yet ('' if none)."""
    within = [
        site_name(s) for s in SITES if DISTANCE[source, s] <= distance and not view.tracks[s][faction] and s != source
    ]
    if not within:
        return ""
    return _("{sites} (within {d} of {source})").format(sites=listed(within), d=distance, source=site_name(source))


def card_tip(view: State, card: str, names: Sequence[str]) -> str:
    """A card in words: its kind and effect, its distance and points, its symbol, and what it
    could reach now from the viewer's tokens."""
    if card == HIDDEN:
        return _("A hidden card.")
    kind = CARD_TYPE[card]
    info = TYPE_INFO[kind]
    parts = [
        _("{card} ({kind}): {effect}.").format(
            card=card_name(card), kind=_(_KIND_NAMES[info["kind"]]), effect=card_effect(card)
        )
    ]
    if CARD_VP[kind]:
        parts.append(
            ngettext("Scores {n} point when played.", "Scores {n} points when played.", CARD_VP[kind]).format(
                n=CARD_VP[kind]
            )
        )
    parts.append(symbol_meaning(card, view.discovery_track))
    distance = CARD_DISTANCE[kind]
    if distance:
        parts.append(_("Distance {d}: it reaches sites up to {d} away from its source token.").format(d=distance))
    me = view.viewer
    if distance and me is not None and TARGET[kind] == "self":
        reach = [r for s in SITES if view.tracks[s][me] and (r := reach_text(view, me, s, distance))]
        if reach:
            parts.append(_("Could reach now: {reach}.").format(reach="; ".join(reach)))
    return " ".join(p for p in parts if p)


_KIND_NAMES = {"action": N_("action card"), "cancellation": N_("cancellation card"), "response": N_("response card")}


def token_tip(view: State, site: str, faction: int, names: Sequence[str]) -> str:
    """A token in words: whose, its space, whether it may free-double, what it yields."""
    v = view.tracks[site][faction]
    who = faction_label(view, faction, names)
    # (a count: Spanish says one as "mil millones", never "1 mil millones")
    parts = [
        ngettext("{who} on {site}: {n} billion.", "{who} on {site}: {n} billion.", v).format(
            who=who, site=site_name(site), n=v
        )
    ]
    if v >= TRACK_MAX[site]:
        parts.append(_("On its track's last space: it cannot double."))
    elif not growth_allows(site, view.tracks[site]):
        parts.append(_("Free doubling is blocked here by the growth limit."))
    else:
        parts.append(_("It may free-double ({change}) in its faction's turn.").format(change=space_change(v, v * 2)))
    if v >= 32:
        parts.append(_("Yields 2 billion a turn without halving."))
    elif v in (8, 16):
        parts.append(_("Yields 1 billion a turn without halving."))
    elif v >= 2:
        parts.append(_("Halves to yield a billion."))
    else:
        parts.append(_("On 1: it yields nothing."))
    return " ".join(parts)
