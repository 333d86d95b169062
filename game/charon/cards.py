"""The 55 building cards (data/cards.json): value = victory points, and a gem cost."""

import json
from pathlib import Path

from .board import COLOURS

_DATA = json.loads((Path(__file__).parent / "data" / "cards.json").read_text(encoding="utf-8"))

CARD_IDS: tuple[str, ...] = tuple(c["id"] for c in _DATA["cards"])
CARD_ORDER: dict[str, int] = {c: i for i, c in enumerate(CARD_IDS)}  # the cards' one order, for sorting
CARD_VALUE: dict[str, int] = {c["id"]: c["value"] for c in _DATA["cards"]}
# Cost as (colour, count) pairs in the board's colour order, for fast payment checks.
CARD_COST: dict[str, tuple[tuple[str, int], ...]] = {
    c["id"]: tuple((colour, c["cost"][colour]) for colour in COLOURS if colour in c["cost"]) for c in _DATA["cards"]
}
CARD_PRICE: dict[str, int] = {c["id"]: sum(c["cost"].values()) for c in _DATA["cards"]}  # gems in all
TOP_VALUE = 12  # the five 12s start on top of the discard pile
