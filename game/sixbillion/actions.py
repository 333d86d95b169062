"""Actions: small frozen values, one class per kind of decision (RULES.md Appendix B.3).

Each class's `type` is its name in JSON, and its fields are exactly the JSON arguments, so
`action_to_json` and `action_from_json` are mechanical. The `repr` is valid code:
`Play(card='double_self.dollar', faction=1, site='earth', dest=None)`. Lists of legal actions
are built through `intern`, so that a decision seen again allocates nothing new.
"""

from dataclasses import dataclass, fields
from typing import Any, ClassVar, TypeVar

from game.jsontypes import JSONObject

from .components import CARD_IDS, DISCOVERY_IDS, ROWS, SITES
from .errors import IllegalAction, shown


class Action:
    """Base class of every action."""

    __slots__ = ()
    type: ClassVar[str] = ""


@dataclass(frozen=True, slots=True)
class MoveUp(Action):
    """Discovery Track power (15.4): Dollar (pay `places` VP) or Leaf: move `places` earlier."""

    row: str
    places: int
    type: ClassVar[str] = "move_up"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Smiley power (15.4): swap turn-order places with `faction`."""

    faction: int
    type: ClassVar[str] = "swap"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline a power, or a reaction."""

    type: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class FreeDouble(Action):
    """Attempt to free-double the current faction's token on `site` (5.3)."""

    site: str
    type: ClassVar[str] = "free_double"


@dataclass(frozen=True, slots=True)
class React(Action):
    """Play a cancellation or response card (8.4); `target` is War's player, else None."""

    card: str
    target: int | None
    type: ClassVar[str] = "react"


@dataclass(frozen=True, slots=True)
class Consent(Action):
    """Opening Treaty (10): allow the card that affects your Earth token."""

    type: ClassVar[str] = "consent"


@dataclass(frozen=True, slots=True)
class Refuse(Action):
    """Opening Treaty (10): refuse it."""

    type: ClassVar[str] = "refuse"


@dataclass(frozen=True, slots=True)
class TakeBack(Action):
    """A refused card goes back into its player's hand."""

    type: ClassVar[str] = "take_back"


@dataclass(frozen=True, slots=True)
class DiscardRefused(Action):
    """A refused card goes to the discard pile."""

    type: ClassVar[str] = "discard_refused"


@dataclass(frozen=True, slots=True)
class Halve(Action):
    """The War target halves their token on `site` (9.8)."""

    site: str
    type: ClassVar[str] = "halve"


@dataclass(frozen=True, slots=True)
class Settle(Action):
    """Arrival (6): settle the current faction's holding box at `site`."""

    site: str
    type: ClassVar[str] = "settle"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play an action card (9): the faction it affects, the source token or box, the destination."""

    card: str
    faction: int
    site: str | None
    dest: str | None
    type: ClassVar[str] = "play"


@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """Reveal a planet Discovery card and put 1 (or, for Mercury and Pluto, 2) billion there (9.5)."""

    card: str
    billions: int
    type: ClassVar[str] = "reveal"


@dataclass(frozen=True, slots=True)
class Symbol(Action):
    """Discovery Track (15.2): play 1 or 2 cards for their symbol to go up `row`."""

    cards: tuple[str, ...]
    row: str
    type: ClassVar[str] = "symbol"


@dataclass(frozen=True, slots=True)
class EndActions(Action):
    """End the action step."""

    type: ClassVar[str] = "end_actions"


@dataclass(frozen=True, slots=True)
class ReturnDiscovery(Action):
    """Make a Discovery over the limit: put `card` face down at the bottom of the Discovery deck."""

    card: str
    type: ClassVar[str] = "return_discovery"


@dataclass(frozen=True, slots=True)
class NoDiscard(Action):
    type: ClassVar[str] = "no_discard"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard one card from hand (12.1)."""

    card: str
    type: ClassVar[str] = "discard"


@dataclass(frozen=True, slots=True)
class DiscardHand(Action):
    """Discard the whole hand (12.1): only after playing no card as an action this turn."""

    type: ClassVar[str] = "discard_hand"


@dataclass(frozen=True, slots=True)
class DrawSlot(Action):
    """Draw the face-up card in `slot` (0-2) (12.2)."""

    slot: int
    type: ClassVar[str] = "draw_slot"


@dataclass(frozen=True, slots=True)
class DrawDeck(Action):
    """Draw the top card of the deck (12.2)."""

    type: ClassVar[str] = "draw_deck"


@dataclass(frozen=True, slots=True)
class Migrate(Action):
    """The neutral migrant (11.2): `billions` from the token on `site` to the migrant half at `dest`."""

    site: str
    billions: int
    dest: str
    type: ClassVar[str] = "migrate"


ACTION_CLASSES: dict[str, type] = {
    cls.type: cls
    for cls in (
        MoveUp,
        Swap,
        Pass,
        FreeDouble,
        React,
        Consent,
        Refuse,
        TakeBack,
        DiscardRefused,
        Halve,
        Settle,
        Play,
        Reveal,
        Symbol,
        EndActions,
        ReturnDiscovery,
        NoDiscard,
        Discard,
        DiscardHand,
        DrawSlot,
        DrawDeck,
        Migrate,
    )
}
_ARGS = {name: tuple(f.name for f in fields(cls)) for name, cls in ACTION_CLASSES.items()}

# (cls, *args) -> the one instance of cls: its value type is cls, as `intern` declares.
_INTERNED: dict[tuple[object, ...], Any] = {}
ActionT = TypeVar("ActionT", bound=Action)


def intern(cls: type[ActionT], *args: Any) -> ActionT:
    """The one shared instance of `cls(*args)`."""
    key = (cls, *args)
    action = _INTERNED.get(key)
    if action is None:
        action = _INTERNED[key] = cls(*args)
    return action


PASS = Pass()
CONSENT, REFUSE = Consent(), Refuse()
TAKE_BACK, DISCARD_REFUSED = TakeBack(), DiscardRefused()
END_ACTIONS, NO_DISCARD, DISCARD_HAND, DRAW_DECK = EndActions(), NoDiscard(), DiscardHand(), DrawDeck()


def action_to_json(action: Action) -> JSONObject:
    """`{"type": ..., argument: value, ...}` (Appendix B.3).

    >>> action_to_json(Play("double_self.dollar", 0, "earth", None))
    {'type': 'play', 'card': 'double_self.dollar', 'faction': 0, 'site': 'earth', 'dest': None}
    """
    if not isinstance(action, Action):
        raise IllegalAction(f"{shown(action)} is not an action")
    out: dict[str, Any] = {"type": action.type}
    for name in _ARGS[action.type]:
        value = getattr(action, name)
        out[name] = list(value) if isinstance(value, tuple) else value
    return out


_SITE_SET = frozenset(SITES)
_CARD_SET = frozenset(CARD_IDS)
_CHECK = {
    "row": lambda v: isinstance(v, str) and v in ROWS,
    "places": lambda v: type(v) is int and 1 <= v <= 10,
    "faction": lambda v: type(v) is int and 0 <= v < 10,
    "site": lambda v: isinstance(v, str) and v in _SITE_SET,
    "card": lambda v: isinstance(v, str) and (v in _CARD_SET or v in DISCOVERY_IDS),
    "target": lambda v: v is None or (type(v) is int and 0 <= v < 10),
    "billions": lambda v: type(v) is int and v in (1, 2),
    "dest": lambda v: isinstance(v, str) and v in _SITE_SET,
    "slot": lambda v: type(v) is int and 0 <= v <= 2,
    "cards": lambda v: (
        isinstance(v, list) and 1 <= len(v) <= 2 and all(isinstance(c, str) and c in _CARD_SET for c in v)
    ),
}


def action_from_json(obj: Any) -> Action:
    """The action of a JSON object; IllegalAction for anything malformed.

    >>> action_from_json({"type": "settle", "site": "mars"})
    Settle(site='mars')
    """
    if not isinstance(obj, dict) or not isinstance(obj.get("type"), str) or obj["type"] not in ACTION_CLASSES:
        raise IllegalAction(f"{shown(obj)} is not an action: expected {{'type': one of {sorted(ACTION_CLASSES)}, ...}}")
    kind = obj["type"]
    names = _ARGS[kind]
    if set(obj) != {"type", *names}:
        raise IllegalAction(
            f"a {kind!r} action takes exactly the arguments {list(names)}, not {sorted(set(obj) - {'type'})}"
        )
    args = []
    for name in names:
        value = obj[name]
        nullable = (kind == "play" and name in ("site", "dest")) or name == "target"
        if not ((nullable and value is None) or (not isinstance(value, bool) and _CHECK[name](value))):
            raise IllegalAction(f"{shown(value)} is not a valid {name!r} for a {kind!r} action")
        args.append(tuple(value) if isinstance(value, list) else value)
    return intern(ACTION_CLASSES[kind], *args)
