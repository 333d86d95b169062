"""6 Billion's log, told from the engine's events with their reasons: each doubling attempt and
what answered it ("Ann attempts to double their Mars token, 8 → 16." "Bob answers with
Pestilence." "Cleo answers Bob's Pestilence with Power Politics."), how the chain resolved,
why a token could not free-double (the growth limit), each arrival, each card and the points
it scored, and at the end each site's places and points.

`tell(before, events, names)` turns the events of one `step` (or of `new_game_with_events`,
`before` None) into log lines; `named=True` (a replay, where whoever watches picks whose hand
to see) tells a private line with its player's name ("Bea is dealt…") instead of "You…".
A line knows its round, the players it is about (the log's filter) and its audience: None
for everyone, or the one player a private line (their cards, their pass) may be shown to.
`before` (the state or view the step started from) only gives the
spaces that a line's numbers refer to; the lines follow the events alone.
"""

from collections.abc import Sequence
from typing import NamedTuple

from game.sixbillion import State
from game.sixbillion.components import (
    CARD_TYPE,
    DISCOVERY_SITE,
    GROWTH_LIMIT,
    PLAYER_COUNTS,
    POINTS,
    ROWS,
    SITES,
    TRACK_MAX,
)
from game.sixbillion.events import (
    ActionsEnded,
    BoxChanged,
    Cancelled,
    CardDrawn,
    CardPlayed,
    ConsentAnswered,
    ConsentAsked,
    Dealt,
    Discarded,
    DiscoveryDrawn,
    DiscoveryReturned,
    DiscoveryRevealed,
    DoublingAttempted,
    Event,
    FaceUpFilled,
    FamineRemoved,
    GameOver,
    Passed,
    PowerUsed,
    Reacted,
    RefusedCard,
    Reshuffled,
    RoundStarted,
    ScoreChanged,
    SymbolPlayed,
    TokenMoved,
    TurnStarted,
)
from game.sixbillion.growth import growth_allows
from game.sixbillion.scoring import site_points
from game.sixbillion.setup import factions_for
from game.sixbillion.state import WindowEvent
from shell.i18n import _, listed, ngettext
from shell.log import LogLine

from .describe import agenda_name, answer_text, attempt_text, discovery_name, possessive, space_change
from .theme import FACTION_SYMBOL, card_name, colour_name, row_name, site_name
from .tips import growth_weight


class _Stake(NamedTuple):
    """What the open reaction window is about (the log names it when the chain resolves)."""

    kind: str
    faction: int
    site: str
    by: int
    card: str | None

    @classmethod
    def of(cls, event: WindowEvent) -> "_Stake":
        return cls(event["kind"], event["faction"], event["site"], event["by"], event["card"])


FINAL_SCORING = "final_scoring"  # the lines after the end's heading: each site's places and points


def tell(before: State | None, events: list[Event], names: Sequence[str], *, named: bool = False) -> list[LogLine]:
    """Log lines for the events of one step, in order; `named`: private lines name their player."""
    teller = _Teller(before, list(names), named)
    for event in events:
        teller.tell(event)
    return teller.lines


class _Teller:
    def __init__(self, before: State | None, names: list[str], named: bool = False):
        self.names = names
        self.named = named  # private lines name their player (a replay) rather than say "You"
        players = len(names)
        if before is not None:
            self.factions = before.factions
            self.round = before.round
            self.tracks = {s: t[:] for s, t in before.tracks.items()}
            self.boxes = {s: [h[:] for h in b] for s, b in before.boxes.items()}
            window = before.window
            self.event: _Stake | None = _Stake.of(window["event"]) if window is not None else None
            self.chain: list[tuple[int, str]] = [(e["player"], e["card"]) for e in window["chain"]] if window else []
        else:  # a new game: every faction on its Earth start space (RULES.md 3)
            self.factions = factions_for(players)
            self.round = 1
            start = PLAYER_COUNTS[players]["earth_start_space"]
            self.tracks = {s: [start if s == "earth" else 0 for _f in self.factions] for s in SITES}
            self.boxes = {s: [[0, 0] for _f in self.factions] for s in SITES}
            self.event = None
            self.chain = []
        self.players = players
        # Who controls the faction whose turn it is (a neutral's controller places its migrant):
        # from the position before the step, since a turn's start is told in an earlier step.
        self.controller: int | None = before.controller if before is not None else None
        self.lines: list[LogLine] = []
        self.kind = ""
        self.dealt = 0
        self.arriving = (0, 0)  # the colony and migrant billions of the box settling now
        self.drawn = 0  # cards drawn from the deck in a row by one player: one line

    # ---- helpers ---------------------------------------------------------------------------------
    def add(self, text: str, *players: int, audience: int | None = None) -> None:
        self.lines.append(LogLine(text, self.round, tuple(p for p in players if p < self.players), audience, self.kind))

    def private(self, player: int, yours: str, theirs: str, **values: str) -> None:
        """A line only `player` may read: `yours` ("You draw…") to them at the table, `theirs`
        ("{who} draws…") in a replay, where it is read by whoever chose to see their hand."""
        text = theirs.format(who=self.names[player], **values) if self.named else yours.format(**values)
        self.add(text, player, audience=player)

    def who(self, faction: int) -> str:
        """A faction as the log names it: 'Ann', 'Neutral pink ★'."""
        if faction < self.players:
            return self.names[faction]
        colour = self.factions[faction]["colour"]
        return _("Neutral {colour}").format(colour=colour_name(colour)) + " " + FACTION_SYMBOL[colour]

    def tell(self, e: Event) -> None:
        self.kind = e.type
        getattr(self, "on_" + e.type)(e)

    # ---- set-up and rounds ---------------------------------------------------------------------
    def on_dealt(self, e: Dealt) -> None:
        if e.audience is None:
            self.dealt += 1
            if self.dealt == self.players:
                self.add(_("Each player is dealt 6 cards (one of them a Colony 2) and a Hidden Agenda, face down."))
            return
        cards = ", ".join(card_name(c) for c in e.cards or ())
        agenda = agenda_name(e.agenda or "")
        self.private(
            e.player,
            _("You are dealt: {cards}. Your {agenda}."),
            _("{who} is dealt: {cards}. {agenda}."),
            cards=cards,
            agenda=agenda,
        )

    def on_face_up_filled(self, e: FaceUpFilled) -> None:
        pass  # the face-up row is on the table; a draw tells what was taken

    def on_round_started(self, e: RoundStarted) -> None:
        self.round = e.round
        order = ", ".join(self.who(f) for f in e.turn_order)
        self.add(_("Round {round}").format(round=e.round))
        self.kind = "turn_order"  # only the round's own line heads the log's part (shell.log.HEADINGS)
        self.add(_("Turn order drawn from the bag: {order}.").format(order=order), *e.turn_order)

    def on_power_used(self, e: PowerUsed) -> None:
        who = self.names[e.player]
        order = ", ".join(self.who(f) for f in e.turn_order)
        if e.row == "dollar":
            text = ngettext(
                "{who} uses the Dollar power: pays {n} point to move {n} place earlier. Turn order: {order}.",
                "{who} uses the Dollar power: pays {n} points to move {n} places earlier. Turn order: {order}.",
                e.places or 0,
            )
        elif e.row == "leaf":
            text = ngettext(
                "{who} uses the Leaf power: moves {n} place earlier. Turn order: {order}.",
                "{who} uses the Leaf power: moves {n} places earlier. Turn order: {order}.",
                e.places or 0,
            )
        else:
            text = _("{who} uses the Smiley power: swaps places with {other}. Turn order: {order}.")
        other = self.who(e.faction) if e.faction is not None else ""
        self.add(text.format(who=who, n=e.places, other=other, order=order), e.player)

    def on_turn_started(self, e: TurnStarted) -> None:
        f = e.faction
        self.controller = e.controller
        if f < self.players:
            self.add(_("{who}'s turn.").format(who=self.names[f]), f)
        else:
            why = {
                "fewest_tokens": _("the fewest tokens on the tracks"),
                "fewest_counters": _("tied on tokens, the fewest counters in holding boxes"),
                "fewest_vp": _("tied on tokens and counters, the fewest points"),
                "soonest": _("tied, and their turn comes soonest"),
                "random": _("tied on everything: chosen at random"),
            }.get(e.reason, e.reason)
            self.add(
                _("{neutral}'s turn, controlled by {who} ({why}).").format(
                    neutral=self.who(f), who=self.names[e.controller], why=why
                ),
                e.controller,
            )
        blocked = [
            s
            for s in SITES
            if self.tracks[s][f] and GROWTH_LIMIT[s] is not None and not growth_allows(s, self.tracks[s])
        ]
        for site in blocked:
            self.add(
                _(
                    "{who}'s {site} token cannot free-double: the growth limit is reached (the tokens there weigh {w})."
                ).format(who=self.who(f), site=site_name(site), w=growth_weight(site, self.tracks[site])),
                f,
            )

    # ---- reaction windows -------------------------------------------------------------------------
    def on_doubling_attempted(self, e: DoublingAttempted) -> None:
        v = self.tracks[e.site][e.faction]
        self.event = _Stake("free_doubling", e.faction, e.site, e.by, None)
        self.chain = []
        whose = None if e.faction == e.by else self.who(e.faction)
        self.add(attempt_text(self.names[e.by], whose, e.site, v), e.by, e.faction)

    def on_reacted(self, e: Reacted) -> None:
        answered = None
        if self.chain:
            p, card = self.chain[-1]
            answered = (self.names[p], card)
        self.add(
            answer_text(self.names[e.player], e.card, e.target, answered, self.names),
            e.player,
            *([e.target] if e.target is not None else []),
        )
        self.chain.append((e.player, e.card))

    def on_passed(self, e: Passed) -> None:
        self.private(e.player, _("You pass."), _("{who} passes."))

    def _owner_of(self, card: str) -> str:
        for p, c in reversed(self.chain):
            if c == card:
                return self.names[p]
        return "?"

    def on_cancelled(self, e: Cancelled) -> None:
        by = _("{whose} {card}").format(whose=possessive(self._owner_of(e.by_card)), card=card_name(e.by_card))
        if e.card is not None:
            self.add(
                _("{by} cancels {whose} {card}.").format(
                    by=by, whose=possessive(self._owner_of(e.card)), card=card_name(e.card)
                )
            )
            return
        event = self.event
        if event is None:
            self.add(_("{by} cancels it.").format(by=by))
        elif event.kind == "free_doubling":
            self.add(
                _("{by} cancels the doubling of {whose} {site} token.").format(
                    by=by, whose=possessive(self.who(event.faction)), site=site_name(event.site)
                ),
                event.faction,
            )
        else:
            self.add(
                _("{by} cancels {whose} {card}.").format(
                    by=by, whose=possessive(self.names[event.by]), card=card_name(event.card or "")
                ),
                event.by,
            )

    def on_famine_removed(self, e: FamineRemoved) -> None:
        self.add(_("The Famine took effect: it leaves the game."))

    def on_consent_asked(self, e: ConsentAsked) -> None:
        self.add(
            _("Opening Treaty: {who} asks {owner} to allow {card} on their Earth token.").format(
                who=self.names[e.player], owner=self.names[e.owner], card=card_name(e.card)
            ),
            e.player,
            e.owner,
        )

    def on_consent_answered(self, e: ConsentAnswered) -> None:
        text = _("{owner} allows it.") if e.consented else _("{owner} refuses: the card counts as not played.")
        self.add(text.format(owner=self.names[e.owner]), e.owner, e.player)

    def on_refused_card(self, e: RefusedCard) -> None:
        text = _("{who} takes {card} back.") if e.taken_back else _("{who} discards the refused {card}.")
        self.add(text.format(who=self.names[e.player], card=card_name(e.card)), e.player)

    # ---- cards -----------------------------------------------------------------------------------
    def on_card_played(self, e: CardPlayed) -> None:
        who, card = self.names[e.player], card_name(e.card)
        kind = CARD_TYPE[e.card]
        effect = {
            "double_self": "double",
            "double_other": "double",
            "double_neutral": "double",
        }.get(kind, kind)
        target = e.faction
        if effect == "double":
            v = self.tracks[e.site or ""][target]
            self.event = _Stake("double_card", target, e.site or "", e.player, e.card)
            self.chain = []
            token = (
                _("their {site} token").format(site=site_name(e.site or ""))
                if target == e.player
                else _("{whose} {site} token").format(whose=possessive(self.who(target)), site=site_name(e.site or ""))
            )
            text = _("{who} plays {card} on {token}, {change}.").format(
                who=who, card=card, token=token, change=space_change(v, v * 2)
            )
        elif kind in ("new_colony_in_trouble", "this_is_our_home"):
            self.event = _Stake(kind, target, e.site or "", e.player, e.card)
            self.chain = []
            half = _("colony half") if kind == "new_colony_in_trouble" else _("migrant half")
            text = _("{who} plays {card}: 1 billion out of {whose} {half} at {site}.").format(
                who=who, card=card, whose=possessive(self.who(target)), half=half, site=site_name(e.site or "")
            )
        elif kind == "make_discovery":
            text = _("{who} plays {card}.").format(who=who, card=card)
        elif kind == "recycle":
            v = self.tracks[e.site or ""][target]
            text = _(
                "{who} plays Recycle: their lowest token, on {site}, doubles, {change}; then every card is reshuffled."
            ).format(who=who, site=site_name(e.site or ""), change=space_change(v, v * 2))
        else:  # New Colony, Migrants: told with the billion's journey
            whose = "" if target == e.player else " " + _("for {faction}").format(faction=self.who(target))
            text = _("{who} plays {card}{whose}: 1 billion from {source} to {dest}.").format(
                who=who, card=card, whose=whose, source=site_name(e.site or ""), dest=site_name(e.dest or "")
            )
        if e.vp:
            text += " " + ngettext("{who} scores {n} point.", "{who} scores {n} points.", e.vp).format(who=who, n=e.vp)
        self.add(text, e.player, target)

    def on_score_changed(self, e: ScoreChanged) -> None:
        pass  # told with the card or the power that scored or paid it

    def on_symbol_played(self, e: SymbolPlayed) -> None:
        cards = listed([card_name(c) for c in e.cards])
        self.add(
            _("{who} plays {cards} for the {row} symbol: {row} row {space}.").format(
                who=self.names[e.player], cards=cards, row=row_name(e.row), space=e.space
            ),
            e.player,
        )

    def on_discovery_drawn(self, e: DiscoveryDrawn) -> None:
        if e.audience is None:
            self.add(_("{who} draws a Discovery card, face down.").format(who=self.names[e.player]), e.player)
        else:
            self.private(e.player, _("You draw {card}."), _("{who} draws {card}."), card=discovery_name(e.card or ""))

    def on_discovery_returned(self, e: DiscoveryReturned) -> None:
        if e.audience is not None:
            card = discovery_name(e.card or "")
            self.private(e.player, _("You put back {card}."), _("{who} puts back {card}."), card=card)
        elif e.card is not None:
            self.add(
                _("{who} puts back {card} under the Discovery deck.").format(
                    who=self.names[e.player], card=discovery_name(e.card)
                ),
                e.player,
            )
        else:
            self.add(_("{who} puts back a Discovery card, face down.").format(who=self.names[e.player]), e.player)

    def on_discovery_revealed(self, e: DiscoveryRevealed) -> None:
        site = site_name(DISCOVERY_SITE[e.card])
        self.add(
            ngettext(
                "{who} reveals {card}: {n} free billion to {site}'s colony half.",
                "{who} reveals {card}: {n} free billion to {site}'s colony half (both actions).",
                e.billions,
            ).format(who=self.names[e.player], card=discovery_name(e.card), n=e.billions, site=site),
            e.player,
        )

    def on_actions_ended(self, e: ActionsEnded) -> None:
        # the engine ended the step by itself: said, or the turn would move on in silence
        if e.played:
            text = _("{who} can play no other card now: their action step ends.")
        else:
            text = _("{who} can play no card now: their action step ends.")
        self.add(text.format(who=self.names[e.player]), e.player)

    def on_discarded(self, e: Discarded) -> None:
        cards = listed([card_name(c) for c in e.cards])
        self.add(_("{who} discards {cards}.").format(who=self.names[e.player], cards=cards), e.player)

    def on_card_drawn(self, e: CardDrawn) -> None:
        who = self.names[e.player]
        if e.slot is not None:
            self.add(
                _("{who} takes {card} from the face-up row.").format(who=who, card=card_name(e.card or "")), e.player
            )
        elif e.audience is None:
            last = self.lines[-1] if self.lines else None
            if last is not None and last.kind == "deck_draws" and last.players == (e.player,):
                self.drawn += 1
                self.lines.pop()
            else:
                self.drawn = 1
            self.kind = "deck_draws"
            text = ngettext("{who} draws {n} card from the deck.", "{who} draws {n} cards from the deck.", self.drawn)
            self.add(text.format(who=who, n=self.drawn), e.player)
        else:
            self.private(e.player, _("You draw {card}."), _("{who} draws {card}."), card=card_name(e.card or ""))

    def on_reshuffled(self, e: Reshuffled) -> None:
        if e.reason == "recycle":
            self.add(
                _(
                    "Recycle: the deck, the discard pile and the face-up row are shuffled into a new deck ({n} cards)."
                ).format(n=e.deck_size)
            )
        else:
            self.add(
                _("The deck ran out: the discard pile is shuffled into a new deck ({n} cards).").format(n=e.deck_size)
            )

    # ---- the board -------------------------------------------------------------------------------
    def on_box_changed(self, e: BoxChanged) -> None:
        before = self.boxes[e.site][e.faction][:]
        self.boxes[e.site][e.faction] = [e.colony, e.migrant]
        who = self.who(e.faction)
        site = site_name(e.site)
        if e.reason == "arrival":
            self.arriving = (before[0], before[1])
        elif e.reason in ("new_colony_in_trouble", "this_is_our_home"):
            self.add(
                _("{who} loses a billion from the holding box at {site}: {c} colony, {m} migrant left.").format(
                    who=who, site=site, c=e.colony, m=e.migrant
                ),
                e.faction,
            )
        elif e.reason == "neutral_migrant":
            n = e.migrant - before[1]
            if self.controller is None:  # nobody controls the neutral now: the rules place it
                text = ngettext(
                    "{who} sends {n} migrant billion to {site} (the neutral's migrant).",
                    "{who} sends {n} migrant billions to {site} (the neutral's migrant).",
                    n,
                ).format(who=who, n=n, site=site)
                self.add(text, e.faction)
                return
            self.add(
                ngettext(
                    "{who} sends {n} migrant billion to {site} (the neutral's migrant, placed by {controller}).",
                    "{who} sends {n} migrant billions to {site} (the neutral's migrant, placed by {controller}).",
                    n,
                ).format(who=who, n=n, site=site, controller=self.names[self.controller]),
                e.faction,
                self.controller,
            )

    def on_token_moved(self, e: TokenMoved) -> None:
        self.tracks[e.site][e.faction] = e.after
        who, site, change = self.who(e.faction), site_name(e.site), space_change(e.before, e.after)
        if e.reason == "free_doubling":
            if self.chain:
                text = _("The doubling goes ahead: {whose} {site} token, {change}.")
            else:
                text = _("Nobody cancels: {whose} {site} token doubles, {change}.")
            self.add(text.format(whose=possessive(who), site=site, change=change), e.faction)
        elif e.reason == "double":
            text = (
                _("The Double goes ahead: {whose} {site} token, {change}.")
                if self.chain
                else _("Nobody cancels: {whose} {site} token doubles, {change}.")
            )
            self.add(text.format(whose=possessive(who), site=site, change=change), e.faction)
        elif e.reason == "war":
            self.add(
                _("War: {who} halves their {site} token, {change}.").format(who=who, site=site, change=change),
                e.faction,
            )
        elif e.reason == "generation":
            self.add(
                _("{whose} {site} token halves to yield the billion, {change}.").format(
                    whose=possessive(who), site=site, change=change
                ),
                e.faction,
            )
        elif e.reason == "arrival":
            colony, migrant = self.arriving
            self.add(
                _("Arrival: {who} settles on {site}, space {space} ({c} colony + {m} migrant).").format(
                    who=who, site=site, space=e.after, c=colony, m=migrant
                ),
                e.faction,
            )
        elif e.reason == "recycle":
            pass  # told with the card
        if e.after >= TRACK_MAX[e.site] and e.after > e.before:
            self.add(
                _("{whose} {site} token reaches the track's last space.").format(whose=possessive(who), site=site),
                e.faction,
            )

    # ---- the end ---------------------------------------------------------------------------------
    def on_game_over(self, e: GameOver) -> None:
        why = (
            _("a token reached 1024 on Earth or the Asteroid Belt")
            if e.reason == "1024"
            else _("every track has a token")
        )
        self.add(_("The game ends: {why}. Final scoring, site by site:").format(why=why))
        self.kind = FINAL_SCORING
        for site in SITES:
            track = self.tracks[site]
            if not any(track):
                continue
            points = site_points(track, POINTS[site])
            distinct = sorted({v for v in track if v}, reverse=True)
            parts = []
            for f, v in sorted(((f, v) for f, v in enumerate(track) if v), key=lambda fv: -fv[1]):
                place = distinct.index(v) + 1
                if place > len(POINTS[site]):  # only the top three distinct spaces take a place
                    parts.append(_("{who} ({v}): no place").format(who=self.who(f), v=v))
                elif f >= self.players:
                    parts.append(_("{place}. {who} ({v}, scores nothing)").format(place=place, who=self.who(f), v=v))
                elif points[f]:
                    final = e.points[f].get(site, 0)
                    doubled = " ×2" if final == 2 * points[f] else ""
                    parts.append(
                        _("{place}. {who} ({v}): {n}{doubled}").format(
                            place=place, who=self.who(f), v=v, n=points[f], doubled=doubled
                        )
                    )
                else:
                    parts.append(_("{who} ({v}): no place").format(who=self.who(f), v=v))
            self.add(_("{site}: {places}.").format(site=site_name(site), places="; ".join(parts)), *range(self.players))
        for row in ROWS:
            got = [(p, pts[row]) for p, pts in enumerate(e.points) if pts.get(row)]
            if got:
                line = ", ".join(f"{self.names[p]} {n}" for p, n in got)
                self.add(_("{row} row: {points}.").format(row=row_name(row), points=line), *[p for p, _n in got])
        best = max(e.scores)
        self.add(
            ngettext(
                "{players} wins with {points} points.",
                "{players} share the win with {points} points.",
                len(e.winners),
            ).format(players=listed([self.names[p] for p in e.winners]), points=best),
            *e.winners,
        )
