"""What happened: 6 Billion's events, in the shape every engine of this package shares
(game.events). `engine.step` returns them in order, automatic steps included.

A public event (audience None) never names a card that is hidden after the step: a card drawn
from the deck or the Discovery deck is named only in an event for its new holder, beside a
public twin with `card` None; a pass in a reaction window is told only to the passer (8.5).
"""

from dataclasses import dataclass
from typing import ClassVar

from game.events import Event, event_to_json, visible_to

__all__ = ["Event", "event_to_json", "visible_to"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Dealt(Event):
    """Set-up (3): a player's first hand and Hidden Agenda, named only in that player's copy."""

    player: int
    cards: tuple[str, ...] | None
    agenda: str | None
    type: ClassVar[str] = "dealt"


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundStarted(Event):
    round: int
    turn_order: tuple[int, ...]  # factions, as drawn from the bag
    type: ClassVar[str] = "round_started"


@dataclass(frozen=True, slots=True, kw_only=True)
class PowerUsed(Event):
    """A Discovery Track power (15.4): `row`, `places` moved up (Dollar pays them) or `faction` swapped."""

    player: int
    row: str
    places: int | None
    faction: int | None
    turn_order: tuple[int, ...]
    type: ClassVar[str] = "power_used"


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnStarted(Event):
    """A faction turn begins; for a neutral, `reason` says which test of 11.1 chose `controller`."""

    faction: int
    controller: int
    reason: str  # "own" for a player's faction
    type: ClassVar[str] = "turn_started"


@dataclass(frozen=True, slots=True, kw_only=True)
class DoublingAttempted(Event):
    faction: int
    site: str
    by: int
    type: ClassVar[str] = "doubling_attempted"


@dataclass(frozen=True, slots=True, kw_only=True)
class CardPlayed(Event):
    """An action card played (it scores `vp` for its player now, 8.1)."""

    player: int
    card: str
    faction: int
    site: str | None
    dest: str | None
    vp: int
    type: ClassVar[str] = "card_played"


@dataclass(frozen=True, slots=True, kw_only=True)
class ConsentAsked(Event):
    """Opening Treaty (10): `owner` is asked to allow `player`'s `card`."""

    owner: int
    player: int
    card: str
    type: ClassVar[str] = "consent_asked"


@dataclass(frozen=True, slots=True, kw_only=True)
class ConsentAnswered(Event):
    owner: int
    player: int
    card: str
    consented: bool
    type: ClassVar[str] = "consent_answered"


@dataclass(frozen=True, slots=True, kw_only=True)
class RefusedCard(Event):
    """Where a refused card went: back to `player`'s hand, or the discard pile."""

    player: int
    card: str
    taken_back: bool
    type: ClassVar[str] = "refused_card"


@dataclass(frozen=True, slots=True, kw_only=True)
class Reacted(Event):
    """A cancellation or response card played in a window (8.4); `target` is War's player."""

    player: int
    card: str
    target: int | None
    type: ClassVar[str] = "reacted"


@dataclass(frozen=True, slots=True, kw_only=True)
class Passed(Event):
    """A candidate's pass: told to that player only (8.5)."""

    player: int
    type: ClassVar[str] = "passed"


@dataclass(frozen=True, slots=True, kw_only=True)
class Cancelled(Event):
    """In the chain's resolution: `card` (or, with `card` None, the event itself) is cancelled by `by_card`."""

    card: str | None
    by_card: str
    type: ClassVar[str] = "cancelled"


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenMoved(Event):
    """A token went from space `before` to `after` (0 = not on the track) on `site`'s track."""

    faction: int
    site: str
    before: int
    after: int
    reason: str  # free_doubling, double, recycle, arrival, generation, war
    type: ClassVar[str] = "token_moved"


@dataclass(frozen=True, slots=True, kw_only=True)
class BoxChanged(Event):
    """A faction's billions in a holding box changed: now `colony`, `migrant`."""

    faction: int
    site: str
    colony: int
    migrant: int
    reason: str  # new_colony, migrants, discovery, neutral_migrant, new_colony_in_trouble, this_is_our_home, arrival
    type: ClassVar[str] = "box_changed"


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoreChanged(Event):
    player: int
    points: int  # the change
    score: int  # the score track now
    reason: str
    type: ClassVar[str] = "score_changed"


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscoveryDrawn(Event):
    """Make a Discovery: `card` is named only in the drawer's copy of this event."""

    player: int
    card: str | None
    type: ClassVar[str] = "discovery_drawn"


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscoveryReturned(Event):
    """A Discovery card put face down under the Discovery deck (named publicly only if it was face up)."""

    player: int
    card: str | None
    type: ClassVar[str] = "discovery_returned"


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscoveryRevealed(Event):
    player: int
    card: str
    billions: int
    type: ClassVar[str] = "discovery_revealed"


@dataclass(frozen=True, slots=True, kw_only=True)
class SymbolPlayed(Event):
    player: int
    cards: tuple[str, ...]
    row: str
    space: int
    type: ClassVar[str] = "symbol_played"


@dataclass(frozen=True, slots=True, kw_only=True)
class ActionsEnded(Event):
    """A player's action step ended by itself: nothing but "end" was possible (Appendix A,
    pinned: taken automatically, never asked), after `played` actions. Public: that the player
    is not asked shows at the table anyway; it names no card."""

    player: int
    played: int
    type: ClassVar[str] = "actions_ended"


@dataclass(frozen=True, slots=True, kw_only=True)
class Discarded(Event):
    """Cards put face up on the discard pile (a player's discard step), or Famine removed."""

    player: int
    cards: tuple[str, ...]
    type: ClassVar[str] = "discarded"


@dataclass(frozen=True, slots=True, kw_only=True)
class CardDrawn(Event):
    """A draw: from face-up `slot`, or from the deck (`slot` None; `card` named only to the drawer)."""

    player: int
    slot: int | None
    card: str | None
    type: ClassVar[str] = "card_drawn"


@dataclass(frozen=True, slots=True, kw_only=True)
class FaceUpFilled(Event):
    slot: int
    card: str
    type: ClassVar[str] = "face_up_filled"


@dataclass(frozen=True, slots=True, kw_only=True)
class Reshuffled(Event):
    """A new deck: after a Recycle, or from the discard pile when the deck ran out."""

    reason: str  # recycle, deck_empty
    deck_size: int
    type: ClassVar[str] = "reshuffled"


@dataclass(frozen=True, slots=True, kw_only=True)
class FamineRemoved(Event):
    card: str
    type: ClassVar[str] = "famine_removed"


@dataclass(frozen=True, slots=True, kw_only=True)
class GameOver(Event):
    """The end (13.2): why, the final points per player and site, the totals and the winners."""

    reason: str  # "1024" or "all_tracks"
    points: tuple[dict[str, int], ...]  # per player: {site or row: points}
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    type: ClassVar[str] = "game_over"
