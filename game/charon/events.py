"""What happens in a game of Charon, Inc.: the events `engine.step` reports, in order.

Every event is public (`audience` None) unless it shows a card to one player only: the cards
dealt or drawn to them, the card taken from the face-down discard pile, their own secret
choice for the common row. A public event never names a card that ends up in the deck, in a
hand or in an unrevealed row choice (a card taken from the common row was seen by all).
Players are indices, gems colour names, positions and areas board ids: the page puts them
into words.
"""

from dataclasses import dataclass
from typing import Literal

from game.events import Event, event_to_json, visible_to

__all__ = [
    "AreaResult", "Built", "CardTaken", "CardsDealt", "CardsReceived", "Claim", "DeckReshuffled",
    "DuplicatesReplaced", "Event", "FlagLifted", "FlagPlaced", "GameOver", "GemReturned", "Passed",
    "PhaseStarted", "RareMineralFind", "RoundEnded", "RoundStarted", "RowCardChosen", "RowRevealed",
    "SecretRowChoice", "SynchrotronUsed", "Traded", "TurnEnded", "TurnOrder", "ZoneSeeded",
    "event_to_json", "visible_to",
]  # fmt: skip

ClaimReason = Literal["influence", "centre", "roads", "tie"]


# ---- the start of a round ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    type = "round_started"


@dataclass(frozen=True, slots=True)
class ZoneSeeded(Event):
    """An empty zone got a gem from the bag and `count - 1` matching gems from the supply."""

    zone: int
    colour: str
    count: int
    type = "zone_seeded"


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    """The deck ran out: the discard pile (`cards` of them) was shuffled into a new deck."""

    cards: int
    type = "deck_reshuffled"


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    player: int
    count: int
    type = "cards_dealt"


@dataclass(frozen=True, slots=True)
class CardsReceived(Event):
    """Private: the cards that reached `player`'s hand unseen by the others."""

    player: int
    cards: tuple[str, ...]
    source: Literal["deal", "discard_pile"]
    type = "cards_received"


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    """A phase of the round begins; `players` are the ones who will be asked, in order."""

    phase: str
    round: int
    players: tuple[int, ...]
    type = "phase_started"


# ---- decisions ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DuplicatesReplaced(Event):
    """`cards` (duplicates of values already built) went to the discard pile; as many were drawn."""

    player: int
    cards: tuple[str, ...]
    type = "duplicates_replaced"


@dataclass(frozen=True, slots=True)
class RowCardChosen(Event):
    player: int
    type = "row_card_chosen"


@dataclass(frozen=True, slots=True)
class SecretRowChoice(Event):
    """Private: the card `player` put face down for the common row."""

    player: int
    card: str
    type = "secret_row_choice"


@dataclass(frozen=True, slots=True)
class RowRevealed(Event):
    cards: tuple[str, ...]
    type = "row_revealed"


@dataclass(frozen=True, slots=True)
class FlagLifted(Event):
    """The first half of a flag's move: from an action area (staking) or a position (Stolen Intelligence)."""

    player: int
    source: str
    type = "flag_lifted"


@dataclass(frozen=True, slots=True)
class FlagPlaced(Event):
    player: int
    source: str
    position: str
    type = "flag_placed"


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """`player` declined the optional action of `phase` (kept dealt cards, moved no flag, took no card)."""

    player: int
    phase: str
    type = "passed"


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """Engineering Advance. `card` is None when it came from the face-down discard pile."""

    player: int
    card: str | None
    source: Literal["row", "discard_pile"]
    type = "card_taken"


@dataclass(frozen=True, slots=True)
class Traded(Event):
    player: int
    give: tuple[str, ...]
    take: str
    type = "trade"


@dataclass(frozen=True, slots=True)
class SynchrotronUsed(Event):
    player: int
    give: str
    take: str
    count: int
    type = "synchrotron"


@dataclass(frozen=True, slots=True)
class Built(Event):
    """`wild` lists the colours paid with clear gems."""

    player: int
    card: str
    value: int
    wild: tuple[str, ...]
    from_row: bool
    type = "build"


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """A building turn's end: by the player's EndTurn, or `by_itself` when their last action left
    them nothing to build or trade."""

    player: int
    by_itself: bool = False
    type = "turn_ended"


@dataclass(frozen=True, slots=True)
class GemReturned(Event):
    player: int
    gem: str
    type = "gem_returned"


# ---- automatic steps ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AreaResult(Event):
    """After staking: the players whose flags are left on `area`, and who won it (maybe nobody)."""

    area: str
    flags: tuple[int, ...]
    winners: tuple[int, ...]
    type = "area_won"


@dataclass(frozen=True, slots=True)
class Claim(Event):
    """A zone holding gems at claiming. `reason`: how `winner` won it ("influence": the most
    flags; "centre" or "roads": the tie-break that decided), or "tie": nobody takes the gems."""

    zone: int
    winner: int | None
    gems: dict[str, int]
    reason: ClaimReason
    type = "claim"


@dataclass(frozen=True, slots=True)
class RareMineralFind(Event):
    """A Rare Mineral Find winner takes a clear gem; `took` is False when the pool was empty."""

    player: int
    took: bool
    type = "rare_mineral_find"


@dataclass(frozen=True, slots=True)
class TurnOrder(Event):
    """The turn order set for building, most gems first; `gems` holds each player's count, in `order`."""

    order: tuple[int, ...]
    gems: tuple[int, ...]
    type = "turn_order"


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """Flags went back to the action areas and the common row to the discard pile."""

    round: int
    type = "round_ended"


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """`tie_break`: "none" (one top score), "cards" (a shared top score decided by the built
    cards) or "shared" (the built cards tie too: the win is shared)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    tie_break: Literal["none", "cards", "shared"]
    type = "game_over"
