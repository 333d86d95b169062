"""The game's log, told from the engine's events: who did what, and why a zone or an action
area went to whom.

`tell(before, events, names)` turns the events of one `step` (or of `new_game_with_events`,
`before` None) into log lines. Each line knows its round, the players it is about (for the
log's filter) and its audience: None for everyone, or the one player a private line (the
cards dealt to them, their own secret choice) may be shown to. Lines are built from events
alone; `before` (the state the step started from) only supplies the flags' counts that a
claim's reason refers to, through the engine's own tally.
"""

from game.charon.board import ACTION_AREAS
from game.charon.claiming import zone_tally
from game.charon.events import (
    AreaResult,
    Built,
    CardsDealt,
    CardsReceived,
    CardTaken,
    Claim,
    DeckReshuffled,
    DuplicatesReplaced,
    Event,
    FlagLifted,
    FlagPlaced,
    GameOver,
    GemReturned,
    Passed,
    PhaseStarted,
    RareMineralFind,
    RoundEnded,
    RoundStarted,
    RowCardChosen,
    RowRevealed,
    SecretRowChoice,
    SynchrotronUsed,
    Traded,
    TurnEnded,
    TurnOrder,
    ZoneSeeded,
)
from game.charon.state import ENGINEERING_ADVANCE, REPLACE, STOLEN_INTELLIGENCE, State
from shell.i18n import _, listed, ngettext
from shell.log import LogLine

from .describe import card_text, gem_count, gem_counts, gems_text, payment_text, position_text
from .theme import area_title, gem_name


def tell(before: State | None, events: list[Event], names: list[str], *, named: bool = False) -> list[LogLine]:
    """Log lines for the events of one step, in order; `named` (a replay, read by whoever chose
    whose hand to see): private lines name their player ("Bea is dealt…") instead of "You…"."""
    teller = _Teller(before, names, named)
    for event in events:
        teller.tell(event)
    return teller.lines


def turn_end_notice(events: list[Event], names: list[str], humans: list[int]) -> str:
    """What to say where a human is looking when their building turn ended by itself in these
    events (the engine's TurnEnded `by_itself`: their last action left nothing to build or
    trade), '' otherwise: the turn passes on at once, and without a word it seems lost. Not
    when the game ended with it: the results say so, and a notice would cover their heading;
    nor when the round ended with it: the next round's first decision comes at once, and the
    notice stood over it, stale (a newcomer's play-test at round 2's start)."""
    if any(e.type in ("game_over", "round_started") for e in events):
        return ""
    for e in events:
        if isinstance(e, TurnEnded) and e.by_itself and e.player in humans:
            return _("{who}: your building turn has ended – nothing more can be built or traded.").format(
                who=names[e.player]
            )
    return ""


def append_step(log: list[LogLine], lines: list[LogLine]) -> None:
    """Add a step's lines to the log; gems returned one by one by the same player, step after
    step, become one line ("Bob returns 3 black, 1 green")."""
    for line in lines:
        last = log[-1] if log else None
        if line.gems and last is not None and last.gems and last.players == line.players:
            gems = last.gems + line.gems
            log[-1] = LogLine(_returns_text(line.who, gems), line.round, line.players, None, line.kind, gems, line.who)
        else:
            log.append(line)


def _returns_text(who: str, gems: tuple[str, ...]) -> str:
    return _("{who} returns {gems}.").format(who=who, gems=gems_text(gems))


class _Teller:
    def __init__(self, before: State | None, names: list[str], named: bool = False):
        self.names = names
        self.named = named  # private lines name their player (a replay) rather than say "You"
        self.round = before.round if before is not None else 1
        self.flags = dict(before.flags) if before is not None else {}  # the board's flags as claiming sees them
        self.phase = before.phase if before is not None else REPLACE
        self.lines: list[LogLine] = []
        self.kind = ""  # the type of the event being told
        self.dealt: dict[int, int] = {}
        self.seeded = 0
        self.summaries: dict[str, int] = {}  # line of each running summary, by its key

    def add(self, text: str, *players: int, audience: int | None = None, kind: str = "", gems=()) -> None:
        self.lines.append(LogLine(text, self.round, tuple(players), audience, kind or self.kind, tuple(gems)))

    def private(self, player: int, yours: str, theirs: str, **values: str) -> None:
        """A line only `player` may read: `yours` ("You draw…") to them at the table, `theirs`
        ("{who} draws…") in a replay."""
        text = theirs.format(who=self.names[player], **values) if self.named else yours.format(**values)
        self.add(text, player, audience=player)

    def tell(self, e: Event) -> None:
        self.kind = e.type
        getattr(self, "on_" + e.type)(e)

    # ---- the start of a round ----------------------------------------------------------------
    def on_round_started(self, e: RoundStarted) -> None:
        self.round, self.flags, self.dealt, self.seeded, self.summaries = e.round, {}, {}, 0, {}
        self.add(_("Round {round}").format(round=e.round))

    def on_zone_seeded(self, e: ZoneSeeded) -> None:
        self.seeded += 1
        text = ngettext(
            "The board is seeded: gems go to {n} zone.", "The board is seeded: gems go to {n} zones.", self.seeded
        )
        self.summary("seeded", text.format(n=self.seeded))

    def on_deck_reshuffled(self, e: DeckReshuffled) -> None:
        self.add(
            ngettext(
                "The deck ran out: the discard pile ({n} card) is shuffled into a new deck.",
                "The deck ran out: the discard pile ({n} cards) is shuffled into a new deck.",
                e.cards,
            ).format(n=e.cards)
        )

    def on_cards_dealt(self, e: CardsDealt) -> None:
        self.dealt[e.player] = e.count
        counts = set(self.dealt.values())
        if len(counts) == 1:
            n = counts.pop()
            text = ngettext("Each player is dealt {n} card.", "Each player is dealt {n} cards.", n).format(n=n)
        else:
            dealt = ", ".join(f"{self.names[p]} {n}" for p, n in self.dealt.items())
            text = _("Cards dealt: {dealt}.").format(dealt=dealt)
        self.summary("dealt", text, *self.dealt)

    def summary(self, key: str, text: str, *players: int) -> None:
        """One line for a run of like events (16 zones seeded, a card dealt to each), kept
        where the first of them was told and rewritten as more come."""
        if key in self.summaries:
            at = self.summaries[key]
            self.lines[at] = LogLine(text, self.round, tuple(players), None, self.kind)
        else:
            self.summaries[key] = len(self.lines)
            self.add(text, *players)

    def on_cards_received(self, e: CardsReceived) -> None:
        cards = ", ".join(card_text(c) for c in e.cards)
        if e.source == "deal":
            self.private(e.player, _("You are dealt: {cards}."), _("{who} is dealt: {cards}."), cards=cards)
        else:
            self.private(e.player, _("You draw: {cards}."), _("{who} draws: {cards}."), cards=cards)

    def on_phase_started(self, e: PhaseStarted) -> None:
        self.phase = e.phase

    # ---- decisions -----------------------------------------------------------------------------
    def on_duplicates_replaced(self, e: DuplicatesReplaced) -> None:
        cards = ", ".join(card_text(c) for c in e.cards)
        self.add(
            _("{who} replaces duplicates ({cards}) with cards from the discard pile.").format(
                who=self.names[e.player], cards=cards
            ),
            e.player,
        )

    def on_row_card_chosen(self, e: RowCardChosen) -> None:
        self.add(_("{who} chooses a card for the common row.").format(who=self.names[e.player]), e.player)

    def on_secret_row_choice(self, e: SecretRowChoice) -> None:
        self.private(
            e.player,
            _("Your secret choice for the row: {card}."),
            _("{who}'s secret choice for the row: {card}."),
            card=card_text(e.card),
        )

    def on_row_revealed(self, e: RowRevealed) -> None:
        cards = ", ".join(card_text(c) for c in e.cards) or _("no cards")
        self.add(_("The common row is revealed: {cards}.").format(cards=cards))

    def on_flag_lifted(self, e: FlagLifted) -> None:
        pass  # told with the flag's new place, when it lands

    def on_flag_placed(self, e: FlagPlaced) -> None:
        who = self.names[e.player]
        if e.source in ACTION_AREAS:
            text = _("{who} stakes a flag from {area} on {spot}.").format(
                who=who, area=area_title(e.source), spot=position_text(e.position)
            )
            self.add(text, e.player)
        else:
            self.flags.pop(e.source, None)
            text = _("{who} moves a flag from {spot} to {target} (Stolen Intelligence).").format(
                who=who, spot=position_text(e.source), target=position_text(e.position)
            )
            self.add(text, e.player)
        self.flags[e.position] = e.player

    def on_passed(self, e: Passed) -> None:
        who = self.names[e.player]
        text = {
            # What was kept, and what that means (play-test 20 read "keeps the dealt cards" as
            # nothing); "no duplicate", as the others do not know how many the hand holds.
            REPLACE: _(
                "{who} replaces no duplicate (a card dealt of a value already built, which cannot be built "
                "again) with a card from the discard pile."
            ),
            STOLEN_INTELLIGENCE: _("{who} moves no flag (Stolen Intelligence)."),
            ENGINEERING_ADVANCE: _("{who} takes no card (Engineering Advance)."),
        }.get(e.phase, _("{who} passes."))
        self.add(text.format(who=who), e.player)

    def on_card_taken(self, e: CardTaken) -> None:
        who = self.names[e.player]
        if e.card is None:
            self.add(_("{who} takes a card from the discard pile (Engineering Advance).").format(who=who), e.player)
        else:
            text = _("{who} takes {card} from the common row (Engineering Advance).")
            self.add(text.format(who=who, card=card_text(e.card)), e.player)

    def on_trade(self, e: Traded) -> None:
        text = _("{who} trades {gems} for 1 {colour}.")
        self.add(text.format(who=self.names[e.player], gems=gems_text(e.give), colour=gem_name(e.take)), e.player)

    def on_synchrotron(self, e: SynchrotronUsed) -> None:
        text = _("{who} uses the Synchrotron: {give} for {take}.").format(
            who=self.names[e.player], give=gem_count(e.give, e.count), take=gem_count(e.take, e.count)
        )
        self.add(text, e.player)

    def on_build(self, e: Built) -> None:
        if e.from_row:
            text = _("{who} builds {card} from the common row for {points} points, paying {payment}.")
        else:
            text = _("{who} builds {card} for {points} points, paying {payment}.")
        who, card, payment = self.names[e.player], card_text(e.card), payment_text(e.card, e.wild)
        self.add(text.format(who=who, card=card, points=e.value, payment=payment), e.player)

    def on_turn_ended(self, e: TurnEnded) -> None:
        if e.by_itself:
            text = _("{who}'s building turn ends by itself: nothing more can be built or traded.")
        else:
            text = _("{who} ends the building turn.")
        self.add(text.format(who=self.names[e.player]), e.player)

    def on_gem_returned(self, e: GemReturned) -> None:
        who = self.names[e.player]
        self.lines.append(
            LogLine(_returns_text(who, (e.gem,)), self.round, (e.player,), None, self.kind, (e.gem,), who)
        )

    # ---- automatic steps ---------------------------------------------------------------------
    def on_area_won(self, e: AreaResult) -> None:
        title = area_title(e.area)
        if e.winners:
            won = listed([self.names[p] for p in e.winners])
            text = ngettext(
                "{area}: won by {players}, the flag left on it.",
                "{area}: won by {players}, the flags left on it.",
                len(e.winners),
            )
            self.add(text.format(area=title, players=won), *e.winners)
        elif not e.flags:
            self.add(_("{area}: nobody wins it (no flag is left on it).").format(area=title))
        else:
            text = ngettext(
                "{area}: nobody wins it ({n} flag is left on it).",
                "{area}: nobody wins it ({n} flags are left on it).",
                len(e.flags),
            )
            self.add(text.format(area=title, n=len(e.flags)))

    def on_claim(self, e: Claim) -> None:
        influence, roads = zone_tally(e.zone, self.flags)
        gems = gem_counts(e.gems)
        score = "–".join(str(n) for n in sorted(influence.values(), reverse=True)[:2])
        tied = sorted((p for p, n in influence.items() if n == max(influence.values(), default=0)))
        if e.winner is None:
            if not influence:
                why = _("no flag touches it")
            elif len(tied) > 1:
                why = _("{score} on influence, nobody tied holds the centre, and roads are tied too").format(
                    score=score
                )
            else:
                why = _("no majority")
            text = _("Zone {zone}: nobody takes its {gems} ({why}); the gems stay.")
            self.add(text.format(zone=e.zone, gems=gems, why=why), *influence)
            return
        who = self.names[e.winner]
        if e.reason == "influence":
            if len(influence) > 1:
                why = _("{score} on influence").format(score=score)
            else:
                why = _("{n} influence, unopposed").format(n=influence[e.winner])
        elif e.reason == "centre":
            why = _("{score} on influence, {who}'s flag on the centre breaks the tie").format(score=score, who=who)
        else:
            r = "–".join(str(roads.get(p, 0)) for p in [e.winner] + [p for p in tied if p != e.winner])
            why = _("{score} on influence, nobody tied holds the centre; {who} wins on roads ({roads})").format(
                score=score, who=who, roads=r
            )
        text = _("Zone {zone} → {who} takes {gems}: {why}.").format(zone=e.zone, who=who, gems=gems, why=why)
        self.add(text, e.winner, *[p for p in influence if p != e.winner])

    def on_rare_mineral_find(self, e: RareMineralFind) -> None:
        who = self.names[e.player]
        if e.took:
            self.add(_("{who} takes a clear gem (Rare Mineral Find).").format(who=who), e.player)
        else:
            self.add(_("{who} wins Rare Mineral Find, but no clear gem is left.").format(who=who), e.player)

    def on_turn_order(self, e: TurnOrder) -> None:
        order = ", ".join(
            ngettext("{name} ({n} gem)", "{name} ({n} gems)", n).format(name=self.names[p], n=n)
            for p, n in zip(e.order, e.gems, strict=True)
        )
        self.add(_("Turn order for building, most gems first: {order}.").format(order=order), *e.order)

    def on_round_ended(self, e: RoundEnded) -> None:
        text = _("Round {round} ends: the flags go back to the action areas, the common row to the discard pile.")
        self.add(text.format(round=e.round))

    def on_game_over(self, e: GameOver) -> None:
        best = max(e.scores)
        text = ngettext(
            "The game is over: {players} wins with {points} points.",
            "The game is over: {players} share the win with {points} points.",
            len(e.winners),
        ).format(players=listed([self.names[p] for p in e.winners]), points=best)
        if e.tie_break == "cards":
            text += " " + _("The top score was shared; the highest built cards decided.")
        elif e.tie_break == "shared":
            text += " " + _("The top score and the built cards' values were equal.")
        self.add(text, *e.winners)


def round_recap(events: list[Event], names: list[str]) -> str:
    """Who gained what at claiming, for the recap that opens the building phase; '' when
    the events hold no claiming."""
    if not any(e.type in ("claim", "rare_mineral_find") for e in events):
        return ""
    gained: dict[int, list[str]] = {p: [] for p in range(len(names))}
    for e in events:
        if isinstance(e, Claim) and e.winner is not None:
            gained[e.winner] += [kind for kind, n in e.gems.items() for _ in range(n)]
        elif isinstance(e, RareMineralFind) and e.took:
            gained[e.player].append("clear")
    parts = [
        _("{name} +{gems}").format(name=names[p], gems=gems_text(g)) if g else _("{name} nothing").format(name=names[p])
        for p, g in gained.items()
    ]
    return _("This round's claims: {parts}.").format(parts="; ".join(parts))
