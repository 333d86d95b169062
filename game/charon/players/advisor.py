"""Advice for a learning player: the move a searching bot would make from the player's own
view, the two next-best moves it weighed with their estimated win chances, and what each move
does, as structured reasons (the page words them; nothing here speaks a language).

The advisor is the bot: `advise(view, level, seed)` runs the same search as
`make_bot("ismcts:" + level, seed).choose(view)` and reads its root statistics
(`IsmctsBot.rank`), so the advice is that bot's choice. It is only ever given a view: it cannot
know more than the player it advises.

    >>> from game.charon import new_game, legal_actions, apply, view
    >>> state = new_game(players=2, seed=3)
    >>> while state.phase != "stake":
    ...     state = apply(state, legal_actions(state)[0])
    >>> advice = advise(view(state, state.to_move), "easy", seed=1)
    >>> advice.best.action in legal_actions(state)
    True
"""

from dataclasses import dataclass, fields

from game.ai.ismcts import IsmctsBot
from game.charon import actions as act
from game.charon.board import ACTIVE_ZONES, POSITION_ZONES
from game.charon.building import best_turn, colours_missing, gems_short, new_values
from game.charon.cards import CARD_VALUE
from game.charon.claiming import claim_winner
from game.charon.state import State
from game.jsontypes import JSONObject

from .heuristics import card_utility, row_worth, wanted_cards
from .search import LEVELS, search_bot

SHOWN_OPTIONS = 3  # the advised move and the two next-best


@dataclass(frozen=True)
class Reason:
    """One thing a move does, as facts for the page to word. `kind` is one of:

    wins_zone      a flag that takes `zone`'s `count` `colour` gems (as things stand); `card`
                   (hand or row) lacks `short` more of that colour, if one does
    denies_zone    a flag that keeps `zone`'s gems from `rival`, who would take them
    influence      a flag adding influence on `zone` (`count` `colour`) without deciding it yet
    lifts_area     a staking lift: frees a flag for the moon from `area`, on which the rivals
                   have `count` flags (none: no one will win it)
    keeps_area     ... leaving the player's last flag on `area` (the area they compete for)
    keeps_areas    ... leaving the player's other flags on `areas`
    moves_flag     Stolen Intelligence: moves the flag from `position`
    gets_gem       a trade or the Synchrotron bringing `colour`, which `card` lacks `short` of
    builds         builds `card` for `points`
    takes_card     takes `card` (worth `points`) with Engineering Advance
    row_card       puts `card` (worth `points`, `short` gems short) into the common row; `built`:
                   the player has built its value already; `least`: of the hand it is the card
                   least useful to the player (points discounted by the gems short); if not,
                   `cards` holds the one that is, kept instead, and `rival` a rival whose gems
                   pay for that one now (from the row it would be theirs to build); `twin`: a
                   card of the same value kept, which makes this one worth nothing (one card of
                   each value can be built)
    keeps_cards    ... keeping the rest of the hand, `cards`
    returns_gem    gives back a `colour` gem; `card` is the best card that still needs it, if any
    replaces       replaces the duplicate cards `cards`
    ends_turn, passes   nothing more this turn
    """

    kind: str
    zone: int | None = None
    colour: str | None = None
    count: int | None = None
    card: str | None = None
    short: int | None = None
    rival: int | None = None
    area: str | None = None
    position: str | None = None
    points: int | None = None
    cards: tuple[str, ...] | None = None
    areas: tuple[str, ...] | None = None
    built: bool | None = None
    least: bool | None = None
    twin: str | None = None

    def to_json(self) -> JSONObject:
        out: JSONObject = {"kind": self.kind}
        for f in fields(self)[1:]:
            value = getattr(self, f.name)
            if value is not None:
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


@dataclass(frozen=True)
class Option:
    """A move the search weighed: how often it was searched and the mover's mean result there
    (a win share in [0, 1]: 1 a sure sole win; None if it was the only move, not searched)."""

    action: act.Action
    visits: int
    win_chance: float | None
    reasons: tuple[Reason, ...]

    def to_json(self) -> JSONObject:
        return {
            "action": act.action_to_json(self.action),
            "visits": self.visits,
            "winChance": self.win_chance,
            "reasons": [r.to_json() for r in self.reasons],
        }


@dataclass(frozen=True)
class Advice:
    """The advised move first (`best`), then up to two alternatives, best first."""

    player: int
    level: str
    options: tuple[Option, ...]
    iterations: int

    @property
    def best(self) -> Option:
        return self.options[0]

    def to_json(self) -> JSONObject:
        return {
            "player": self.player,
            "level": self.level,
            "iterations": self.iterations,
            "options": [o.to_json() for o in self.options],
        }


def advisor_bot(level: str, seed: int, max_seconds: float | None = None, iterations: int | None = None) -> IsmctsBot:
    """The searching bot whose choice is the advice: `make_bot("ismcts:" + level, seed)`'s,
    with fewer `iterations` if asked (the post-game review keeps it cheap)."""
    if level not in LEVELS:
        raise ValueError(f"unknown advisor level {level!r}: expected one of {', '.join(LEVELS)}")
    settings = LEVELS[level].copy()
    if iterations is not None:
        settings["iterations"] = iterations
    return search_bot(seed=seed, max_seconds=max_seconds, **settings)


def ranked(
    view: State, level: str, seed: int, max_seconds: float | None = None, iterations: int | None = None
) -> tuple[list[tuple[act.Action, int, float | None]], int]:
    """The search's root statistics for `view` (see IsmctsBot.rank) and the iterations run."""
    if view.viewer is None:
        raise ValueError("the advisor is given a player's view, never the whole game")
    if view.to_move != view.viewer:
        raise ValueError(f"it is not player {view.viewer}'s turn: there is nothing to advise")
    bot = advisor_bot(level, seed, max_seconds, iterations)
    stats = bot.rank(view)
    return stats, bot.last_iterations


def advise(
    view: State, level: str = "medium", seed: int = 0, max_seconds: float | None = None, iterations: int | None = None
) -> Advice:
    """What the `level` bot would do from `view` (a player's view, that player to move), the
    two next-best moves it weighed, and what each does. ValueError for a whole game's state,
    a view of a player not to move, or an unknown level."""
    stats, done = ranked(view, level, seed, max_seconds, iterations)
    player = view.viewer
    assert player is not None
    options = tuple(Option(a, visits, share, reasons(view, a)) for a, visits, share in stats[:SHOWN_OPTIONS])
    return Advice(player, level, options, done)


# ---- what a move does -------------------------------------------------------------------------


def reasons(view: State, action: act.Action) -> tuple[Reason, ...]:
    """What `action` does for the player to move, from what they can see: the zones a flag
    decides, the area a lift gives up, the card a gem or a build is for."""
    me = view.mover
    if isinstance(action, act.PlaceFlag):
        return _flag_reasons(view, me, action.position)
    if isinstance(action, act.LiftFlag):
        if action.source in view.action_flags:
            return _lift_reasons(view, me, action.source)
        return (Reason("moves_flag", position=action.source),)
    if isinstance(action, act.Build):
        return (Reason("builds", card=action.card, points=CARD_VALUE[action.card]),)
    if isinstance(action, (act.Trade, act.Synchrotron)):
        card, short = _card_traded_for(view, me, action)
        return (Reason("gets_gem", colour=action.take, card=card, short=short),)
    if isinstance(action, act.TakeCard):
        return (Reason("takes_card", card=action.card, points=CARD_VALUE[action.card]),)
    if isinstance(action, act.ChooseRowCard):
        return _row_card_reasons(view, me, action.card)
    if isinstance(action, act.ReturnGem):
        card, short = _card_needing(view, me, action.gem)
        return (Reason("returns_gem", colour=action.gem, card=card, short=short),)
    if isinstance(action, act.ReplaceDuplicates):
        return (Reason("replaces", cards=action.cards),)
    if isinstance(action, act.EndTurn):
        return (Reason("ends_turn"),)
    if isinstance(action, act.Pass):
        return (Reason("passes"),)
    return ()


def _flag_reasons(view: State, me: int, position: str) -> tuple[Reason, ...]:
    before = view.flags
    after = {**before, position: me}
    out = []
    for zone in POSITION_ZONES[position]:
        gems = view.zone_gems.get(zone)
        if not gems or zone not in ACTIVE_ZONES[view.num_players]:
            continue
        colour, count = next(iter(gems.items()))
        was, now = claim_winner(zone, before), claim_winner(zone, after)
        if now == me and was != me:
            card, short = _card_needing(view, me, colour)
            out.append(Reason("wins_zone", zone=zone, colour=colour, count=count, card=card, short=short))
        elif was is not None and was != me and now != was:
            out.append(Reason("denies_zone", zone=zone, colour=colour, count=count, rival=was))
        elif now != me:
            out.append(Reason("influence", zone=zone, colour=colour, count=count))
    # The zones that win something first, the biggest first.
    order = {"wins_zone": 0, "denies_zone": 1, "influence": 2}
    return tuple(sorted(out, key=lambda r: (order[r.kind], -(r.count or 0))))


def _lift_reasons(view: State, me: int, area: str) -> tuple[Reason, ...]:
    rivals = sum(1 for p in view.action_flags[area] if p != me)
    out = [Reason("lifts_area", area=area, count=rivals)]
    left = tuple(a for a, owners in view.action_flags.items() if me in owners and a != area)
    if len(left) == 1:
        out.append(Reason("keeps_area", area=left[0]))
    elif left:
        out.append(Reason("keeps_areas", areas=left))
    return tuple(out)


def _row_card_reasons(view: State, me: int, card: str) -> tuple[Reason, ...]:
    """The card given to the row, how useful it is to the player against the rest of the
    hand (the greedy player's measure, row_worth), and the cards kept."""
    gems = view.players[me].gems
    kept = tuple(c for c in view.players[me].hand if c != card)
    utility = row_worth(view, me, card)
    least = all(row_worth(view, me, c) >= utility for c in kept)
    instead = None if least else min(kept, key=lambda c: row_worth(view, me, c))
    twinned = not utility and card_utility(view, me, card)  # worth nothing beside a card of its value
    twin = next((c for c in kept if CARD_VALUE[c] == CARD_VALUE[card]), None) if twinned else None
    out = [
        Reason(
            "row_card",
            card=card,
            points=CARD_VALUE[card],
            short=gems_short(card, gems),
            built=not new_values(view, me, [card]),
            least=least,
            cards=None if instead is None else (instead,),
            rival=None if instead is None else _rival_paying_for(view, me, instead),
            twin=twin,
        )
    ]
    if kept:
        out.append(Reason("keeps_cards", cards=kept))
    return tuple(out)


def _rival_paying_for(view: State, me: int, card: str) -> int | None:
    """A rival whose gems (public) pay for `card` now and who has not built its value: put into
    the row, the card would be theirs to build."""
    for rival in range(view.num_players):
        if rival != me and not gems_short(card, view.players[rival].gems) and new_values(view, rival, [card]):
            return rival
    return None


def _card_traded_for(view: State, me: int, action: act.Trade | act.Synchrotron) -> tuple[str | None, int | None]:
    """The card an exchange gets its gem for: when it is a step of this turn's most points (the
    building panel's plan, `best_turn`), the first card of that plan lacking the colour — a
    trade that pays for the 8 is not for the 10 whose gems it gives away (a play-tester read
    "your 10 needs 3 more yellow" beside the panel's "no trade gets there") —; otherwise the
    best card still to build that lacks it."""
    plan = best_turn(view, me)
    if plan is not None and action in plan.exchanges:
        gems = view.players[me].gems
        for card in plan.cards:
            short = colours_missing(card, gems).get(action.take, 0)
            if short:
                return card, short
    return _card_needing(view, me, action.take)


def _card_needing(view: State, me: int, colour: str) -> tuple[str | None, int | None]:
    """The best card the player could still build (hand or row) that lacks `colour`, and how
    many of that colour it lacks."""
    gems = view.players[me].gems
    for card in wanted_cards(view, me):
        short = colours_missing(card, gems).get(colour, 0)
        if short:
            return card, short
    return None, None
