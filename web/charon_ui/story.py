"""The game's log, told from the engine's events: who did what, and why a zone or an action
area went to whom.

`tell(before, events, names)` turns the events of one `step` (or of `new_game_with_events`,
`before` None) into log lines. Each line knows its round, the players it is about (for the
log's filter) and its audience: None for everyone, or the one player a private line (the
cards dealt to them, their own secret choice) may be shown to. Lines are built from events
alone; `before` (the state the step started from) only supplies the flags' counts that a
claim's reason refers to, through the engine's own tally.
"""

from dataclasses import dataclass

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

from .describe import card_text, gems_text, payment_text, position_text
from .theme import AREA_TITLES


@dataclass(frozen=True)
class LogLine:
    text: str
    round: int
    players: tuple[int, ...] = ()  # whom the line is about
    audience: int | None = None  # None: every player may read it
    kind: str = ""  # the event type it tells, for the page's styling ("round_started": a heading)
    gems: tuple[str, ...] = ()  # the gems a "gem_returned" line tells of


def new_game_line(seats: str, seed: int | None) -> LogLine:
    """The log's first line: who plays (`seats`: names with their seat kinds), and the seed."""
    return LogLine(f"New game for {seats} (seed {seed}).", 1, kind="new_game")


def tell(before: State | None, events: list[Event], names: list[str]) -> list[LogLine]:
    """Log lines for the events of one step, in order."""
    teller = _Teller(before, names)
    for event in events:
        teller.tell(event)
    return teller.lines


def visible_lines(lines: list[LogLine], reader: int | None) -> list[LogLine]:
    """What `reader` may read (None: a shared screen, public lines only)."""
    return [line for line in lines if line.audience is None or line.audience == reader]


def filtered(lines: list[LogLine], player: int | None = None, round_: int | None = None) -> list[LogLine]:
    """The log's filter: lines about `player` (and the round headings), of round `round_`."""
    out = []
    for line in lines:
        if round_ is not None and line.round != round_:
            continue
        if player is not None and player not in line.players and line.kind != "round_started":
            continue
        out.append(line)
    return out


def append_step(log: list[LogLine], lines: list[LogLine]) -> None:
    """Add a step's lines to the log; gems returned one by one by the same player, step after
    step, become one line ("Bob returns 3 black, 1 green")."""
    for line in lines:
        last = log[-1] if log else None
        if line.gems and last is not None and last.gems and last.players == line.players:
            gems = last.gems + line.gems
            who = line.text[: -len(_returns_text("", line.gems))]
            log[-1] = LogLine(_returns_text(who, gems), line.round, line.players, None, line.kind, gems)
        else:
            log.append(line)


def _returns_text(who: str, gems: tuple[str, ...]) -> str:
    return f"{who} returns {gems_text(gems)}."  # append_step relies on the name coming first


class _Teller:
    def __init__(self, before: State | None, names: list[str]):
        self.names = names
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

    def tell(self, e: Event) -> None:
        self.kind = e.type
        getattr(self, "on_" + e.type)(e)

    # ---- the start of a round ----------------------------------------------------------------
    def on_round_started(self, e: RoundStarted) -> None:
        self.round, self.flags, self.dealt, self.seeded, self.summaries = e.round, {}, {}, 0, {}
        self.add(f"Round {e.round}")

    def on_zone_seeded(self, e: ZoneSeeded) -> None:
        self.seeded += 1
        zones = "zone" if self.seeded == 1 else "zones"
        self.summary("seeded", f"The board is seeded: gems go to {self.seeded} {zones}.")

    def on_deck_reshuffled(self, e: DeckReshuffled) -> None:
        self.add(f"The deck ran out: the discard pile ({e.cards} cards) is shuffled into a new deck.")

    def on_cards_dealt(self, e: CardsDealt) -> None:
        self.dealt[e.player] = e.count
        counts = set(self.dealt.values())
        if len(counts) == 1:
            n = counts.pop()
            text = f"Each player is dealt {n} card{'s' if n != 1 else ''}."
        else:
            text = "Cards dealt: " + ", ".join(f"{self.names[p]} {n}" for p, n in self.dealt.items()) + "."
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
        how = "You are dealt" if e.source == "deal" else "You draw"
        self.add(f"{how}: {cards}.", e.player, audience=e.player)

    def on_phase_started(self, e: PhaseStarted) -> None:
        self.phase = e.phase

    # ---- decisions -----------------------------------------------------------------------------
    def on_duplicates_replaced(self, e: DuplicatesReplaced) -> None:
        cards = ", ".join(card_text(c) for c in e.cards)
        self.add(f"{self.names[e.player]} replaces duplicates ({cards}) with cards from the discard pile.", e.player)

    def on_row_card_chosen(self, e: RowCardChosen) -> None:
        self.add(f"{self.names[e.player]} chooses a card for the common row.", e.player)

    def on_secret_row_choice(self, e: SecretRowChoice) -> None:
        self.add(f"Your secret choice for the row: {card_text(e.card)}.", e.player, audience=e.player)

    def on_row_revealed(self, e: RowRevealed) -> None:
        cards = ", ".join(card_text(c) for c in e.cards) or "no cards"
        self.add(f"The common row is revealed: {cards}.")

    def on_flag_lifted(self, e: FlagLifted) -> None:
        pass  # told with the flag's new place, when it lands

    def on_flag_placed(self, e: FlagPlaced) -> None:
        who = self.names[e.player]
        if e.source in ACTION_AREAS:
            self.add(f"{who} stakes a flag from {AREA_TITLES[e.source]} on {position_text(e.position)}.", e.player)
        else:
            self.flags.pop(e.source, None)
            self.add(
                f"{who} moves a flag from {position_text(e.source)} to {position_text(e.position)}"
                " (Stolen Intelligence).",
                e.player,
            )
        self.flags[e.position] = e.player

    def on_passed(self, e: Passed) -> None:
        who = self.names[e.player]
        text = {
            REPLACE: f"{who} keeps the dealt cards.",
            STOLEN_INTELLIGENCE: f"{who} moves no flag (Stolen Intelligence).",
            ENGINEERING_ADVANCE: f"{who} takes no card (Engineering Advance).",
        }.get(e.phase, f"{who} passes.")
        self.add(text, e.player)

    def on_card_taken(self, e: CardTaken) -> None:
        who = self.names[e.player]
        if e.card is None:
            self.add(f"{who} takes a card from the discard pile (Engineering Advance).", e.player)
        else:
            self.add(f"{who} takes {card_text(e.card)} from the common row (Engineering Advance).", e.player)

    def on_trade(self, e: Traded) -> None:
        self.add(f"{self.names[e.player]} trades {gems_text(e.give)} for 1 {e.take}.", e.player)

    def on_synchrotron(self, e: SynchrotronUsed) -> None:
        self.add(f"{self.names[e.player]} uses the Synchrotron: {e.count} {e.give} for {e.count} {e.take}.", e.player)

    def on_build(self, e: Built) -> None:
        where = " from the common row" if e.from_row else ""
        self.add(
            f"{self.names[e.player]} builds {card_text(e.card)}{where} for {e.value} points,"
            f" paying {payment_text(e.card, e.wild)}.",
            e.player,
        )

    def on_turn_ended(self, e: TurnEnded) -> None:
        self.add(f"{self.names[e.player]} ends the building turn.", e.player)

    def on_gem_returned(self, e: GemReturned) -> None:
        self.add(_returns_text(self.names[e.player], (e.gem,)), e.player, gems=(e.gem,))

    # ---- automatic steps ---------------------------------------------------------------------
    def on_area_won(self, e: AreaResult) -> None:
        title = AREA_TITLES[e.area]
        if e.winners:
            won = " and ".join(self.names[p] for p in e.winners)
            self.add(f"{title}: won by {won}, the flag{'s' if len(e.winners) > 1 else ''} left on it.", *e.winners)
        else:
            left = len(e.flags)
            why = "no flag is left on it" if not left else f"{left} flags are left on it"
            self.add(f"{title}: nobody wins it ({why}).")

    def on_claim(self, e: Claim) -> None:
        influence, roads = zone_tally(e.zone, self.flags)
        gems = ", ".join(f"{n} {c}" for c, n in e.gems.items())
        score = "–".join(str(n) for n in sorted(influence.values(), reverse=True)[:2])
        tied = sorted((p for p, n in influence.items() if n == max(influence.values(), default=0)))
        if e.winner is None:
            if not influence:
                why = "no flag touches it"
            elif len(tied) > 1:
                why = f"{score} on influence, nobody tied holds the centre, and roads are tied too"
            else:
                why = "no majority"
            self.add(f"Zone {e.zone}: nobody takes its {gems} ({why}); the gems stay.", *influence)
            return
        who = self.names[e.winner]
        if e.reason == "influence":
            why = f"{score} on influence" if len(influence) > 1 else f"{influence[e.winner]} influence, unopposed"
        elif e.reason == "centre":
            why = f"{score} on influence, {who}'s flag on the centre breaks the tie"
        else:
            r = "–".join(str(roads.get(p, 0)) for p in [e.winner] + [p for p in tied if p != e.winner])
            why = f"{score} on influence, nobody tied holds the centre; {who} wins on roads ({r})"
        self.add(f"Zone {e.zone} → {who} takes {gems}: {why}.", e.winner, *[p for p in influence if p != e.winner])

    def on_rare_mineral_find(self, e: RareMineralFind) -> None:
        who = self.names[e.player]
        if e.took:
            self.add(f"{who} takes a clear gem (Rare Mineral Find).", e.player)
        else:
            self.add(f"{who} wins Rare Mineral Find, but no clear gem is left.", e.player)

    def on_turn_order(self, e: TurnOrder) -> None:
        order = ", ".join(
            f"{self.names[p]} ({n} gem{'s' if n != 1 else ''})" for p, n in zip(e.order, e.gems, strict=True)
        )
        self.add(f"Turn order for building, most gems first: {order}.", *e.order)

    def on_round_ended(self, e: RoundEnded) -> None:
        self.add(f"Round {e.round} ends: the flags go back to the action areas, the common row to the discard pile.")

    def on_game_over(self, e: GameOver) -> None:
        best = max(e.scores)
        win = " and ".join(self.names[p] for p in e.winners)
        verb = "wins" if len(e.winners) == 1 else "share the win"
        text = f"The game is over: {win} {verb} with {best} points."
        if e.tie_break == "cards":
            text += " The top score was shared; the highest built cards decided."
        elif e.tie_break == "shared":
            text += " The top score and the built cards' values were equal."
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
    parts = [f"{names[p]} +{gems_text(g)}" if g else f"{names[p]} nothing" for p, g in gained.items()]
    return "This round's claims: " + "; ".join(parts) + "."
