"""The game's components as tables, read once from data/components.json (RULES.md 1-2).

Sites, tracks, growth limits, points and holding boxes; the distance chart; the action cards
(one id per physical kind, `<type>.<symbol>`), Hidden Agendas and Discovery cards. Values that
no public source gave are the project's proposals ("Pinned (no source)"): see the JSON's notes.
"""

import json
from pathlib import Path

_DATA = json.loads((Path(__file__).parent / "data" / "components.json").read_text(encoding="utf-8"))

MIN_PLAYERS, MAX_PLAYERS = 2, 5
HAND_SIZE = _DATA["hand_size"]
FACE_UP = _DATA["face_up_cards"]
ACTIONS_PER_TURN: int = _DATA["actions_per_turn"]
COLOURS = tuple(_DATA["factions"]["colours"])
NEUTRAL_COLOURS = tuple(_DATA["factions"]["default_neutral_colours"])
PLAYER_COUNTS = {int(k): v for k, v in _DATA["player_counts"].items() if k.isdigit()}

SITES = tuple(s["id"] for s in _DATA["sites"])
SITE_INDEX = {s: i for i, s in enumerate(SITES)}
TRACK = {s["id"]: tuple(s["track"]) for s in _DATA["sites"]}
TRACK_MAX: dict[str, int] = {s["id"]: s["max"] for s in _DATA["sites"]}
GROWTH_LIMIT = {s["id"]: s["growth_limit"] for s in _DATA["sites"]}  # None: no limit
POINTS: dict[str, tuple[int, ...]] = {s["id"]: tuple(s["points"]) for s in _DATA["sites"]}
X2_BOX = frozenset(s["id"] for s in _DATA["sites"] if s["holding_box"]["x2"])  # Mercury, Pluto
HALF_CAPACITY = _DATA["arrival"]["box_capacity_per_half"]
END_SPACE_SITES = ("earth", "asteroid_belt")  # a token on 1024 there ends the game (13.2)
END_SPACE = 1024

_order = _DATA["distances"]["order"]
_matrix = _DATA["distances"]["matrix"]
DISTANCE = {(a, b): _matrix[i][j] for i, a in enumerate(_order) for j, b in enumerate(_order)}
MAX_CARD_DISTANCE = _DATA["distances"]["max_card_distance"]


_ARRIVAL: dict[str, tuple[int, ...]] = {
    kind: (0,) + tuple(_DATA["arrival"][kind][str(b)] or 0 for b in range(1, 2 * HALF_CAPACITY + 1))
    for kind in ("normal", "x2_sites")
}


def arrival_space(site: str, billions: int) -> int:
    """The space a box's `billions` (colony + migrant) settle on; 0 = they stay in the box."""
    return _ARRIVAL["x2_sites" if site in X2_BOX else "normal"][billions]


ROWS = tuple(_DATA["discovery_track"]["tracks"])  # dollar, smiley, leaf
ROW_MAX = _DATA["discovery_track"]["spaces"][-1]
ROW_POINTS = tuple(_DATA["discovery_track"]["points"])

# ---- action cards ----------------------------------------------------------------------
CARD_TYPES = tuple(c["id"] for c in _DATA["cards"])
TYPE_INFO = {c["id"]: c for c in _DATA["cards"]}
SYMBOLS = ("dollar", "smiley", "leaf")
CARD_IDS = tuple(f"{t}.{sym}" for t in CARD_TYPES for sym in SYMBOLS if TYPE_INFO[t]["symbols"][sym])
CARD_COUNT = {f"{t}.{sym}": TYPE_INFO[t]["symbols"][sym] for t in CARD_TYPES for sym in SYMBOLS}
CARD_COUNT = {c: n for c, n in CARD_COUNT.items() if n}
if "recycle.leaf" in CARD_COUNT:  # Recycle shows two Leaves on each card, so its symbol count is 2 per card
    CARD_COUNT["recycle.leaf"] = TYPE_INFO["recycle"]["count"]
CARD_ORDER = {c: i for i, c in enumerate(CARD_IDS)}


def card_key(card: str) -> int:
    """Sort key of the card list's order; a hidden card ("?", in a search world built from a
    view) sorts first and is of no type, so the rules simply find no play for it."""
    return CARD_ORDER.get(card, -1)


CARD_TYPE = {c: c.split(".")[0] for c in CARD_IDS}
CARD_SYMBOL = {c: c.split(".")[1] for c in CARD_IDS}
COLONY_2_CARDS = tuple(c for c in CARD_IDS if TYPE_INFO[CARD_TYPE[c]]["deck"] == "colony_2")
MAIN_CARDS = tuple(c for c in CARD_IDS if TYPE_INFO[CARD_TYPE[c]]["deck"] == "main")
TOTAL_CARDS = sum(CARD_COUNT.values())

# Per card type: its effect, whom it affects ("self", "other_player", "neutral", "any_other_faction"),
# its distance and the VP it scores when played (RULES.md 1).
EFFECT = {t: TYPE_INFO[t].get("effect", TYPE_INFO[t]["kind"]) for t in CARD_TYPES}
TARGET = {t: TYPE_INFO[t].get("target") for t in CARD_TYPES}
CARD_DISTANCE: dict[str, int] = {t: TYPE_INFO[t].get("distance", 0) for t in CARD_TYPES}
CARD_VP: dict[str, int] = {t: TYPE_INFO[t]["vp"] for t in CARD_TYPES}
ACTION_TYPES = frozenset(t for t in CARD_TYPES if TYPE_INFO[t]["kind"] == "action")
CANCELLATION_TYPES = frozenset(t for t in CARD_TYPES if TYPE_INFO[t]["kind"] == "cancellation")
RESPONSE_TYPES = frozenset(t for t in CARD_TYPES if TYPE_INFO[t]["kind"] == "response")
# Which cancellation types answer which kind of event (8.2).
CANCELS = {t: frozenset(TYPE_INFO[t]["cancels"]) for t in CANCELLATION_TYPES}
MAKE_DISCOVERY_FROM_ROUND = TYPE_INFO["make_discovery"]["not_before_round"]

# ---- Hidden Agendas and Discovery cards -------------------------------------------------
AGENDA_IDS = tuple(a["id"] for a in _DATA["hidden_agendas"])
AGENDA_SITE = {a["id"]: a["site"] for a in _DATA["hidden_agendas"]}
AGENDA_COUNT = {a["id"]: a["count"] for a in _DATA["hidden_agendas"]}
DISCOVERY_IDS = tuple(d["id"] for d in _DATA["discovery_cards"])
DISCOVERY_ORDER = {d: i for i, d in enumerate(DISCOVERY_IDS)}
DISCOVERY_SITE = {d["id"]: d["site"] for d in _DATA["discovery_cards"] if "site" in d}  # planet cards
DISCOVERY_ROW = {d["id"]: d["track"] for d in _DATA["discovery_cards"] if "track" in d}  # optional cards
DISCOVERY_COUNT = {d["id"]: d["count"] for d in _DATA["discovery_cards"]}
OPTIONAL_DISCOVERIES = frozenset(d["id"] for d in _DATA["discovery_cards"] if d["optional"])

HIDDEN = "?"  # a card id hidden from the viewer
