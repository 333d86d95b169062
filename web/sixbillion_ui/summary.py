"""The table in words (#summary, "The table in words"): 6 Billion's board line by line, for
screen readers and for whoever prefers reading to looking. It says what the board shows: the
round and step, the turn order, the scores, each player's hand size and Discovery cards, the
neutrals and who controls one now, the cards on the table, the Discovery Track, and every
site's tokens and holding box; the viewer's own hand and Hidden Agenda only on their screen.

It reads a view (`view(state, player)`), as the board does: nothing hidden can leak through it.
"""

from collections.abc import Sequence

from game.sixbillion import State
from game.sixbillion.components import AGENDA_SITE, DISCOVERY_SITE, GROWTH_LIMIT, HIDDEN, ROWS, SITES, TRACK_MAX
from shell.i18n import _, listed, ngettext

from .describe import discovery_name, faction_label, faction_name, step_title
from .theme import card_name, row_name, site_name


def table_summary(view: State, names: Sequence[str], private: bool) -> list[str]:
    """The table, line by line (`private`: the viewer's own hand and agenda may be said)."""
    lines = [step_title(view) + "."]
    lines.append(_turn_order(view, names))
    lines += [_player_line(view, p, names) for p in range(view.num_players)]
    lines += [_neutral_line(view, f, names) for f in range(view.num_players, view.num_factions)]
    lines.append(_cards_line(view))
    if view.dtrack is not None:
        lines.append(_dtrack_line(view, names))
    me = view.viewer
    if private and me is not None:
        hand = listed([card_name(c) for c in view.hands[me]]) or _("no cards")
        lines.append(_("Your hand: {cards}.").format(cards=hand))
        if view.agendas and view.agendas[me] in AGENDA_SITE:
            site = site_name(AGENDA_SITE[view.agendas[me]])
            lines.append(_("Your Hidden Agenda: {site} (your points there are doubled).").format(site=site))
    lines += [_site_line(view, site, names, private) for site in SITES]
    return lines


def _turn_order(view: State, names: Sequence[str]) -> str:
    order = listed([faction_label(view, f, names) for f in view.turn_order])
    if view.is_over or view.current is None:
        return _("Turn order: {factions}.").format(factions=order)
    return _("Turn order: {factions}; now: {current}.").format(
        factions=order, current=faction_name(view, view.current, names)
    )


def _player_line(view: State, p: int, names: Sequence[str]) -> str:
    n = len(view.hands[p])
    held = view.discoveries[p]
    cards = listed([discovery_name(c) if up or c != HIDDEN else _("a face-down Discovery card") for c, up in held])
    text = ngettext(
        "{name}: {points} points, {n} card in hand, Discovery cards: {discoveries}.",
        "{name}: {points} points, {n} cards in hand, Discovery cards: {discoveries}.",
        n,
    )
    return text.format(name=faction_label(view, p, names), points=view.score[p], n=n, discoveries=cards or _("none"))


def _neutral_line(view: State, f: int, names: Sequence[str]) -> str:
    if view.current == f and view.controller is not None:
        return _("{neutral}: a neutral faction, controlled now by {who}; it never scores.").format(
            neutral=faction_label(view, f, names), who=names[view.controller]
        )
    return _("{neutral}: a neutral faction, controlled by nobody now; it never scores.").format(
        neutral=faction_label(view, f, names)
    )


def _cards_line(view: State) -> str:
    deck = ngettext("Deck: {n} card.", "Deck: {n} cards.", len(view.deck)).format(n=len(view.deck))
    if view.discard:
        pile = ngettext(
            "Discard pile: {n} card, {top} on top.", "Discard pile: {n} cards, {top} on top.", len(view.discard)
        ).format(n=len(view.discard), top=card_name(view.discard[-1]))
    else:
        pile = _("Discard pile: empty.")
    face_up = listed([card_name(c) for c in view.face_up if c is not None]) or _("none")
    discoveries = ngettext("Discovery deck: {n} card.", "Discovery deck: {n} cards.", len(view.discovery_deck)).format(
        n=len(view.discovery_deck)
    )
    return " ".join([deck, pile, _("Face up: {cards}.").format(cards=face_up), discoveries])


def _dtrack_line(view: State, names: Sequence[str]) -> str:
    dtrack = view.dtrack or []
    rows = [
        _("{row}: {places}").format(
            row=row_name(row), places=listed([f"{names[p]} {rows[row]}" for p, rows in enumerate(dtrack)])
        )
        for row in ROWS
    ]
    return _("Discovery Track: {rows}.").format(rows="; ".join(rows))


def _site_line(view: State, site: str, names: Sequence[str], private: bool) -> str:
    limit = GROWTH_LIMIT[site]
    head = (
        _("{site} (spaces 1 to {top}, growth limit {limit})").format(
            site=site_name(site), top=TRACK_MAX[site], limit=limit
        )
        if limit is not None
        else _("{site} (spaces 1 to {top}, no growth limit)").format(site=site_name(site), top=TRACK_MAX[site])
    )
    track = view.tracks[site]
    tokens = listed(
        [
            _("{who} on {space}").format(who=faction_label(view, f, names), space=track[f])
            for f in sorted(range(view.num_factions), key=lambda f: -track[f])
            if track[f]
        ]
    )
    parts = [_("tokens: {tokens}").format(tokens=tokens) if tokens else _("no tokens")]
    box = [
        _("{who} {c} colony, {m} migrant").format(who=faction_label(view, f, names), c=c, m=m)
        for f, (c, m) in enumerate(view.boxes[site])
        if c or m
    ]
    if box:
        parts.append(_("holding box: {box}").format(box=listed(box)))
    for p, held in enumerate(view.discoveries):
        for c, up in held:
            if DISCOVERY_SITE.get(c) != site:
                continue
            if up:
                parts.append(_("its Discovery card revealed by {who}").format(who=names[p]))
            elif private and p == view.viewer:
                parts.append(_("you hold its Discovery card face down"))
    return _("{site}: {parts}.").format(site=head, parts="; ".join(parts))
