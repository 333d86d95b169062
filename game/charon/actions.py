"""Actions: small frozen values, one class per kind of decision, each with a JSON form.

A decision that would offer hundreds of choices at once is split into steps (lift a flag,
then place it; return surplus gems one at a time), which keeps every list of legal actions
short for people, computer players and search alike. The `repr` of an action is valid code:
`PlaceFlag(position='C8')`.

The rules build their lists of legal actions from the interned instances below, so that
listing them allocates nothing on the hot path.
"""

from collections.abc import Iterable
from dataclasses import dataclass, fields
from itertools import combinations_with_replacement, product
from typing import Any, ClassVar

from game.jsontypes import JSONObject

from .board import ACTION_AREAS, COLOURS, GEM_KINDS, POSITION_IDS
from .cards import CARD_COST, CARD_IDS, CARD_ORDER
from .errors import IllegalAction, shown

_GEM_ORDER = {g: i for i, g in enumerate(GEM_KINDS)}


def _sorted_tuple(items: Iterable[str], order: dict[str, int]) -> tuple[str, ...]:
    return tuple(sorted(items, key=lambda x: order.get(x, len(order))))


@dataclass(frozen=True, slots=True)
class Action:
    """Base class of every action (a dataclass without fields). `kind` is the action's name in JSON."""

    kind: ClassVar[str] = ""


@dataclass(frozen=True, slots=True)
class ReplaceDuplicates(Action):
    """Round start: swap dealt cards whose value you have already built for discard-pile draws."""

    cards: tuple[str, ...]
    kind = "replace_duplicates"

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _sorted_tuple(self.cards, CARD_ORDER))


@dataclass(frozen=True, slots=True)
class ChooseRowCard(Action):
    """Round start: secretly put one card of your hand into this round's common row."""

    card: str
    kind = "choose_row_card"


@dataclass(frozen=True, slots=True)
class LiftFlag(Action):
    """First step of moving a flag: from an action area (staking) or a board position (Stolen Intelligence)."""

    source: str
    kind = "lift_flag"


@dataclass(frozen=True, slots=True)
class PlaceFlag(Action):
    """Second step of moving a flag: the empty position it goes to."""

    position: str
    kind = "place_flag"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline an optional action: duplicate replacement, Stolen Intelligence, Engineering Advance."""

    kind = "pass"


@dataclass(frozen=True, slots=True)
class TakeCard(Action):
    """Engineering Advance: take one card from the discard pile or the common row."""

    card: str
    kind = "take_card"


@dataclass(frozen=True, slots=True)
class Trade(Action):
    """Building: give 3 gems (2 with Underground Warehouse) for one coloured gem from the supply."""

    give: tuple[str, ...]
    take: str
    kind = "trade"

    def __post_init__(self) -> None:
        object.__setattr__(self, "give", _sorted_tuple(self.give, _GEM_ORDER))


@dataclass(frozen=True, slots=True)
class Synchrotron(Action):
    """Building, Synchrotron winner, once: exchange `count` gems of one colour for another."""

    give: str
    take: str
    count: int
    kind = "synchrotron"


@dataclass(frozen=True, slots=True)
class Build(Action):
    """Building: build a card from hand or row; each colour in `wild` is paid with a clear gem."""

    card: str
    wild: tuple[str, ...] = ()
    kind = "build"

    def __post_init__(self) -> None:
        object.__setattr__(self, "wild", _sorted_tuple(self.wild, _GEM_ORDER))


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Building: end your building turn."""

    kind = "end_turn"


@dataclass(frozen=True, slots=True)
class ReturnGem(Action):
    """Round end, over the gem limit: put one gem back (coloured to the supply, clear to the pool)."""

    gem: str
    kind = "return_gem"


ACTION_TYPES: dict[str, type] = {
    cls.kind: cls
    for cls in (
        ReplaceDuplicates,
        ChooseRowCard,
        LiftFlag,
        PlaceFlag,
        Pass,
        TakeCard,
        Trade,
        Synchrotron,
        Build,
        EndTurn,
        ReturnGem,
    )
}

# Interned instances, so that listing legal actions allocates nothing; each table is named after
# its kind of action (the phases of the same names are in state.py).
# A decision's legal actions where the code reads the fields of the class the phase decides
# (a PlaceFlag's position while staking a flag): the phase says it, a type checker cannot see it.
PhaseOptions = list[Any]

PASS = Pass()
END_TURN = EndTurn()
LIFT_ACTIONS = {s: LiftFlag(s) for s in ACTION_AREAS + POSITION_IDS}
PLACE_ACTIONS = {p: PlaceFlag(p) for p in POSITION_IDS}
CHOOSE_ROW_ACTIONS = {c: ChooseRowCard(c) for c in CARD_IDS}
TAKE_ACTIONS = {c: TakeCard(c) for c in CARD_IDS}
RETURN_ACTIONS = {g: ReturnGem(g) for g in GEM_KINDS}
TRADE_ACTIONS = {
    (give, take): Trade(give, take)
    for size in (2, 3)
    for give in combinations_with_replacement(GEM_KINDS, size)
    for take in COLOURS
}
SYNCHROTRON_ACTIONS = {
    (a, b, n): Synchrotron(a, b, n) for a in COLOURS for b in COLOURS if a != b for n in range(1, 21)
}
# Every way to build every card: (card, wild) -> Build, `wild` in colour order.
BUILD_ACTIONS = {
    (card, wild): Build(card, wild)
    for card, cost in CARD_COST.items()
    for counts in product(*(range(need + 1) for _, need in cost))
    for wild in [tuple(colour for (colour, _), n in zip(cost, counts, strict=False) for _ in range(n))]
}


# ---- JSON form ---------------------------------------------------------------------------

_VALID_IDS = {
    "card": set(CARD_IDS),
    "position": set(POSITION_IDS),
    "source": set(ACTION_AREAS) | set(POSITION_IDS),
    "take": set(COLOURS),
    "give": set(GEM_KINDS),  # a Trade's give list; Synchrotron narrows it to colours below
    "gem": set(GEM_KINDS),
    "wild": set(COLOURS),
    "cards": set(CARD_IDS),
}


def action_to_json(action: Action) -> JSONObject:
    """`{"type": kind, field: value, ...}` with tuples as lists: JSON-safe values only."""
    out: JSONObject = {"type": action.kind}
    for f in fields(action):
        value = getattr(action, f.name)
        out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def action_from_json(data: object) -> Action:
    """Parse `action_to_json` output; anything malformed raises IllegalAction saying what."""
    if not isinstance(data, dict):
        raise IllegalAction(f"an action must be a JSON object, not {type(data).__name__}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise IllegalAction(f"unknown action type {shown(kind)}; expected one of {sorted(ACTION_TYPES)}")
    cls = ACTION_TYPES[kind]
    names = [f.name for f in fields(cls)]
    required = {f.name for f in fields(cls) if f.name != "wild"}
    extra = set(data) - set(names) - {"type"}
    if extra:
        raise IllegalAction(f"{kind}: unexpected field(s) {sorted(shown(k) for k in extra)}")
    missing = required - set(data)
    if missing:
        raise IllegalAction(f"{kind}: missing field(s) {sorted(missing)}")
    values: dict[str, Any] = {}
    for name in names:
        if name not in data:
            continue
        values[name] = _parse_field(kind, name, data[name])
    if cls is Synchrotron:
        if values["give"] not in COLOURS:
            raise IllegalAction(f"synchrotron: give must be a colour, not {shown(values['give'])}")
        if not 1 <= values["count"] <= 20:
            raise IllegalAction(f"synchrotron: count must be 1..20, not {shown(values['count'])}")
    action: Action = cls(**values)
    return action


def _parse_field(kind: str, name: str, value: object) -> object:
    if name == "count":
        if type(value) is not int:
            raise IllegalAction(f"{kind}: {name} must be an integer, not {shown(value)}")
        return value
    if name in ("cards", "wild") or (name == "give" and kind == "trade"):
        if not isinstance(value, list) or len(value) > 20:
            raise IllegalAction(f"{kind}: {name} must be a list of ids, not {shown(value)}")
        for item in value:
            _check_id(kind, name, item)
        return tuple(value)
    _check_id(kind, name, value)
    return value


def _check_id(kind: str, name: str, value: object) -> None:
    if not isinstance(value, str) or value not in _VALID_IDS[name]:
        raise IllegalAction(f"{kind}: {name} {shown(value)} is not a known id")
