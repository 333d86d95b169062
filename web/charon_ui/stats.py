"""The numbers of a game, for the end-of-game screen and the end of a replay: score and gems
round by round, zones and action areas won, cards built and when, and the final places in
words (the tie-break's words are describe.tie_break_words', from the engine's `tie_break`).

`game_stats(num_players, seed, actions)` replays the game with the engine's `step` and reads
everything from the events it reports (and the engine's scores): nothing here decides a rule.
It works on an unfinished game too, covering the rounds so far. Names are passed to the word
functions, so the same stats serve every reader.
"""

from dataclasses import dataclass

from game.charon import IllegalAction, history, new_game_with_events, step
from game.charon.claiming import zone_tally
from game.charon.events import (
    AreaResult,
    Built,
    Claim,
    Event,
    FlagPlaced,
    GameOver,
    RareMineralFind,
    RoundEnded,
    RoundStarted,
    SynchrotronUsed,
    Traded,
    TurnOrder,
)
from game.charon.state import State
from shell.i18n import _, listed, ngettext

from .describe import card_text, ordinal, points_text
from .theme import AREA_TITLES, area_title


@dataclass(frozen=True)
class BuiltCard:
    """A card as built. `card` is its id, for drawing its face; words use `card_text`."""

    card: str
    value: int
    round: int
    from_row: bool
    clear_used: int  # clear gems that stood in for colours in its payment


@dataclass(frozen=True)
class PlayerStats:
    player: int
    score_by_round: tuple[int, ...]  # the score after each round so far (the last: now, if unfinished)
    gems_after_claiming: tuple[int, ...]  # gems held once each round's claiming was done
    gems_at_round_end: tuple[int, ...]  # gems held at the end of each finished round
    gems_claimed: tuple[dict[str, int], ...]  # per round: gems taken from zones, by colour
    clear_found: tuple[int, ...]  # per round: clear gems from Rare Mineral Find
    zones_won: int
    gems_from_zones: int
    zones_tied: int  # zones where this player shared the most influence and nobody took the gems
    zones_lost: int  # zones this player touched that someone else took, or where others had more
    areas_won: tuple[tuple[str, ...], ...]  # per round: the action areas (ids) won
    cards_built: tuple[BuiltCard, ...]
    trades: int
    synchrotron_uses: int
    clear_used: int  # clear gems spent: in payments and in trades

    @property
    def score(self) -> int:
        return self.score_by_round[-1] if self.score_by_round else 0


@dataclass(frozen=True)
class GameStats:
    num_players: int
    seed: int
    rounds: int  # rounds begun so far (LAST_ROUND when the game is over)
    is_over: bool
    players: tuple[PlayerStats, ...]
    winners: tuple[int, ...]  # from the engine's game_over; () while the game goes on
    tie_break: str  # the game_over event's: "none", "cards" or "shared"; "" while the game goes on

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(p.score for p in self.players)

    @property
    def places(self) -> tuple[int, ...]:
        """Each player's place, 1 = first; a shared place repeats. The winners (the engine's,
        tie-break included) come first; below them the rules rank by score alone."""
        points, winners = self.scores, self.winners

        def ahead(p: int, q: int) -> bool:  # whether q is placed above p
            if winners and (q in winners) != (p in winners):
                return q in winners
            return points[q] > points[p]

        return tuple(1 + sum(ahead(p, q) for q in range(self.num_players)) for p in range(self.num_players))

    @property
    def ranking(self) -> tuple[int, ...]:
        """The players from first place down (seat order within a shared place)."""
        places = self.places
        return tuple(sorted(range(self.num_players), key=places.__getitem__))


def stats_of(state: State) -> GameStats:
    """The stats of a game from `new_game`: its seed and history replayed."""
    actions = history(state)  # ValueError for a view, or a game saved without its history
    assert state.seed is not None  # a game with a history has its seed
    return game_stats(state.num_players, state.seed, actions)


def game_stats(num_players: int, seed: int, actions: list) -> GameStats:
    """Replay the game and gather its numbers from the events. IllegalAction (saying which
    action, counted from 0) if an action is not legal where it comes; ValueError for a bad
    player count or seed."""
    state, events = new_game_with_events(num_players, seed)
    tally = _Tally(num_players)
    tally.read(state, events)
    for i, action in enumerate(actions):
        try:
            state, events = step(state, action)
        except IllegalAction as refused:
            raise IllegalAction(f"action {i}: {refused}") from None
        tally.read(state, events)
    return tally.result(seed)


def stats_from_steps(states: list[State], events: list[list[Event]]) -> GameStats:
    """The same stats from a game already replayed (as a replay holds it): `states[0]` and
    `events[0]` from `new_game_with_events`, then each `step`'s state and events."""
    if len(states) != len(events) or not states:
        raise ValueError(f"one list of events per state is needed: {len(states)} states, {len(events)} lists")
    tally = _Tally(states[0].num_players)
    for state, told in zip(states, events, strict=True):
        tally.read(state, told)
    seed = states[0].seed
    assert seed is not None, "a replay starts from new_game, which keeps its seed"
    return tally.result(seed)


class _Tally:
    """Running counts, fed the events of each step with the state the step left."""

    def __init__(self, n: int):
        self.n = n
        self.round = 0
        self.flags: dict[str, int] = {}  # the board's flags, as claiming sees them
        self.points = [0] * n
        self.score_by_round: list[list[int]] = [[] for _ in range(n)]
        self.gems_after_claiming: list[list[int]] = [[] for _ in range(n)]
        self.gems_at_round_end: list[list[int]] = [[] for _ in range(n)]
        self.gems_claimed: list[list[dict[str, int]]] = [[] for _ in range(n)]
        self.clear_found: list[list[int]] = [[] for _ in range(n)]
        self.areas_won: list[list[list[str]]] = [[] for _ in range(n)]
        self.zones = {key: [0] * n for key in ("won", "gems", "tied", "lost")}
        self.built: list[list[BuiltCard]] = [[] for _ in range(n)]
        self.trades = [0] * n
        self.synchrotron = [0] * n
        self.clear_used = [0] * n
        self.over: GameOver | None = None

    def read(self, after: State, events: list[Event]) -> None:
        for e in events:
            getattr(self, "on_" + e.type, self.ignore)(e, after)

    def ignore(self, e: Event, after: State) -> None:
        pass  # dealing, seeding, row choices, flags lifted: nothing to count

    def on_round_started(self, e: RoundStarted, after: State) -> None:
        self.round, self.flags = e.round, {}
        for p in range(self.n):
            self.score_by_round[p].append(self.points[p])
            self.gems_claimed[p].append({})
            self.clear_found[p].append(0)
            self.areas_won[p].append([])

    def on_flag_placed(self, e: FlagPlaced, after: State) -> None:
        if e.source not in AREA_TITLES:  # Stolen Intelligence moves a flag off the board
            self.flags.pop(e.source, None)
        self.flags[e.position] = e.player

    def on_area_won(self, e: AreaResult, after: State) -> None:
        for p in e.winners:
            self.areas_won[p][-1].append(e.area)

    def on_claim(self, e: Claim, after: State) -> None:
        influence, _ = zone_tally(e.zone, self.flags)
        most = max(influence.values(), default=0)
        for p in influence:
            if p == e.winner:
                continue
            tied = e.winner is None and influence[p] == most
            self.zones["tied" if tied else "lost"][p] += 1
        if e.winner is not None:
            self.zones["won"][e.winner] += 1
            self.zones["gems"][e.winner] += sum(e.gems.values())
            taken = self.gems_claimed[e.winner][-1]
            for colour, count in e.gems.items():
                taken[colour] = taken.get(colour, 0) + count

    def on_rare_mineral_find(self, e: RareMineralFind, after: State) -> None:
        self.clear_found[e.player][-1] += e.took

    def on_turn_order(self, e: TurnOrder, after: State) -> None:
        # Set right after claiming (Engineering Advance moves cards, not gems): the counts then.
        for p, gems in zip(e.order, e.gems, strict=True):
            self.gems_after_claiming[p].append(gems)

    def on_trade(self, e: Traded, after: State) -> None:
        self.trades[e.player] += 1
        self.clear_used[e.player] += e.give.count("clear")

    def on_synchrotron(self, e: SynchrotronUsed, after: State) -> None:
        self.synchrotron[e.player] += 1

    def on_build(self, e: Built, after: State) -> None:
        self.points[e.player] += e.value
        self.score_by_round[e.player][-1] = self.points[e.player]
        self.built[e.player].append(BuiltCard(e.card, e.value, self.round, e.from_row, len(e.wild)))
        self.clear_used[e.player] += len(e.wild)

    def on_round_ended(self, e: RoundEnded, after: State) -> None:
        # The step goes on into the next round's set-up, which deals cards and seeds zones
        # but gives and takes no player's gems: `after` still holds the round's end.
        self.round_end(after)

    def on_game_over(self, e: GameOver, after: State) -> None:
        self.over = e
        self.round_end(after)

    def round_end(self, after: State) -> None:
        for p in range(self.n):
            self.gems_at_round_end[p].append(after.players[p].gem_count())

    def result(self, seed: int) -> GameStats:
        players = tuple(
            PlayerStats(
                player=p,
                score_by_round=tuple(self.score_by_round[p]),
                gems_after_claiming=tuple(self.gems_after_claiming[p]),
                gems_at_round_end=tuple(self.gems_at_round_end[p]),
                gems_claimed=tuple(self.gems_claimed[p]),
                clear_found=tuple(self.clear_found[p]),
                zones_won=self.zones["won"][p],
                gems_from_zones=self.zones["gems"][p],
                zones_tied=self.zones["tied"][p],
                zones_lost=self.zones["lost"][p],
                areas_won=tuple(tuple(a) for a in self.areas_won[p]),
                cards_built=tuple(self.built[p]),
                trades=self.trades[p],
                synchrotron_uses=self.synchrotron[p],
                clear_used=self.clear_used[p],
            )
            for p in range(self.n)
        )
        winners = tuple(self.over.winners) if self.over is not None else ()
        tie_break = self.over.tie_break if self.over is not None else ""
        return GameStats(self.n, seed, self.round, self.over is not None, players, winners, tie_break)


# ---- in words --------------------------------------------------------------------------------


def placement_words(stats: GameStats, player: int, names: list[str]) -> str:
    """Where `player` came, said to them: "You came 2nd of 3 with 41 points.", "You won!",
    "You shared 1st place with Bob." While the game goes on: the place so far."""
    if not 0 <= player < stats.num_players:
        raise ValueError(f"player must be from 0 to {stats.num_players - 1}, not {player!r}")
    place = stats.places[player]
    sharing = [names[q] for q in range(stats.num_players) if q != player and stats.places[q] == place]
    words = {
        "place": ordinal(place),
        "of": stats.num_players,
        "points": points_text(stats.players[player].score),
        "others": listed(sharing),
    }
    if not stats.is_over:
        if sharing:
            return _("You share {place} place of {of} so far with {others} ({points}).").format(**words)
        return _("You are {place} of {of} so far with {points}.").format(**words)
    if sharing:
        if place == 1:
            return _("You shared {place} place with {others} ({points}).").format(**words)
        return _("You shared {place} place of {of} with {others} ({points}).").format(**words)
    if place == 1:
        return _("You won with {points}!").format(**words)
    return _("You came {place} of {of} with {points}.").format(**words)


def end_lines(stats: GameStats | None, headline: str, player: int | None, names: list[str]) -> tuple[str, str]:
    """The end screen's title and the line under it: who won, and where `player` (the one
    human at the screen, None when there are several or none) came. Said once: a player who
    won (or shares the win) reads it as their own ("You won with 61 points!"), not the
    winner's headline over it as well."""
    if stats is None or player is None:
        return headline, ""
    placement = placement_words(stats, player, names)
    if stats.places[player] == 1:
        return placement, ""
    return headline, placement


def ranking_lines(stats: GameStats, names: list[str]) -> list[str]:
    """The table of places, one line per player: '1st  Ann, 52 points'."""
    return [
        _("{place}  {name}, {points}").format(
            place=ordinal(stats.places[p]), name=names[p], points=points_text(stats.players[p].score)
        )
        for p in stats.ranking
    ]


def player_lines(stats: GameStats, player: int, names: list[str]) -> list[str]:
    """One player's game in a few lines: zones, action areas, cards built round by round,
    trades. Cards are named by value and cost, areas by their titles."""
    me = stats.players[player]
    lines = [
        ngettext(
            "Zones: won {won} ({n} gem), tied {tied}, lost {lost}.",
            "Zones: won {won} ({n} gems), tied {tied}, lost {lost}.",
            me.gems_from_zones,
        ).format(won=me.zones_won, n=me.gems_from_zones, tied=me.zones_tied, lost=me.zones_lost)
    ]
    areas = [
        _("round {round}: {areas}").format(round=r, areas=", ".join(area_title(a) for a in won))
        for r, won in enumerate(me.areas_won, start=1)
        if won
    ]
    lines.append(_("Action areas won: {areas}.").format(areas="; ".join(areas) if areas else _("none")))
    for r in range(1, stats.rounds + 1):
        cards = [c for c in me.cards_built if c.round == r]
        if cards:
            built = ", ".join(
                _("{card} from the row").format(card=card_text(c.card)) if c.from_row else card_text(c.card)
                for c in cards
            )
            lines.append(_("Round {round}: built {cards}.").format(round=r, cards=built))
    if not me.cards_built:
        lines.append(_("Built no cards."))
    lines.append(
        ngettext(
            "Trades: {trades}; Synchrotron used {n} time; clear gems used: {clear}.",
            "Trades: {trades}; Synchrotron used {n} times; clear gems used: {clear}.",
            me.synchrotron_uses,
        ).format(trades=me.trades, n=me.synchrotron_uses, clear=me.clear_used)
    )
    return lines
