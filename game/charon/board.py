"""The board of Charon: zones, flag positions and which of them are in play.

Geometry comes from data/board.json (product data copied from the rules folder); everything
here is computed once at import so the rules can use plain lookups on hot paths.
"""

import json
from pathlib import Path

_DATA = json.loads((Path(__file__).parent / "data" / "board.json").read_text(encoding="utf-8"))

COLOURS: tuple[str, ...] = tuple(_DATA["colours"])  # blue, yellow, green, purple, black
GEM_KINDS: tuple[str, ...] = COLOURS + ("clear",)  # clear gems are wild
SUPPLY_PER_COLOUR: int = _DATA["supply_per_colour"]  # 20
CLEAR_GEMS: int = _DATA["clear_gems"]  # 6
ROWS: int = _DATA["rows"]
COLS: int = _DATA["cols"]

ACTION_AREAS: tuple[str, ...] = (
    "stolen_intelligence",
    "rare_mineral_find",
    "engineering_advance",
    "synchrotron",
    "underground_warehouse",
)
FLAGS_PER_PLAYER = len(ACTION_AREAS)  # one on each action area at the start of a round
FLAGS_STAKED_PER_ROUND = FLAGS_PER_PLAYER - 1  # each player keeps exactly one flag on an area

ZONE_IDS: tuple[int, ...] = tuple(z["id"] for z in _DATA["zones"])
ZONE_HOLES: dict[int, int] = {z["id"]: z["holes"] for z in _DATA["zones"]}
ZONE_GROUP: dict[int, str] = {z["id"]: z["group"] for z in _DATA["zones"]}
ZONE_CELL: dict[int, tuple[int, int]] = {z["id"]: (z["row"], z["col"]) for z in _DATA["zones"]}

POSITION_IDS: tuple[str, ...] = tuple(p["id"] for p in _DATA["positions"])
POSITION_KIND: dict[str, str] = {p["id"]: p["kind"] for p in _DATA["positions"]}  # center/road/crossroads
POSITION_ZONES: dict[str, tuple[int, ...]] = {p["id"]: tuple(p["zones"]) for p in _DATA["positions"]}

MIN_PLAYERS, MAX_PLAYERS = 2, 5
BAG_GEMS_PER_COLOUR: dict[int, int] = {int(n): k for n, k in _DATA["bag_gems_per_colour"].items()}


def _active_zones(players: int) -> tuple[int, ...]:
    excluded = set(_DATA["excluded_groups"][str(players)])
    return tuple(z for z in ZONE_IDS if ZONE_GROUP[z] not in excluded)


ACTIVE_ZONES: dict[int, tuple[int, ...]] = {n: _active_zones(n) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}

# Pinned rule: a position is in play if it touches at least one active zone.
ACTIVE_POSITIONS: dict[int, tuple[str, ...]] = {
    n: tuple(p for p in POSITION_IDS if any(z in ACTIVE_ZONES[n] for z in POSITION_ZONES[p])) for n in ACTIVE_ZONES
}

# zone -> every position touching it (influence is only ever counted for active zones).
ZONE_POSITIONS: dict[int, tuple[str, ...]] = {
    z: tuple(p for p in POSITION_IDS if z in POSITION_ZONES[p]) for z in ZONE_IDS
}
ZONE_CENTRE: dict[int, str] = {z: next(p for p in ZONE_POSITIONS[z] if POSITION_KIND[p] == "center") for z in ZONE_IDS}
