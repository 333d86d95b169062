"""Colours, shapes and display names. Gem colours also differ by shape, so they can be told
apart without colour vision; player flags carry the player's initial for the same reason.

Names are message ids (`N_`), translated where they are shown: `area_title(a)`, `gem_name(g)`...
"""

from game.charon.board import ACTION_AREAS
from shell.i18n import N_, translated

# The five player colours of the physical game, in set-up order.
PLAYER_COLOURS: dict[str, str] = {
    "red": "#8c1c3a",  # burgundy red
    "white": "#f2efe6",
    "blue": "#1f3f95",  # deep blue
    "gold": "#d9a521",
    "teal": "#14878a",
}
PLAYER_COLOUR_NAMES: dict[str, str] = {
    "red": N_("burgundy red"),
    "white": N_("white"),
    "blue": N_("deep blue"),
    "gold": N_("gold"),
    "teal": N_("teal"),
}
# Text colour that reads well on each player colour.
PLAYER_INK: dict[str, str] = {
    "red": "#ffffff",
    "white": "#1b1b1b",
    "blue": "#ffffff",
    "gold": "#1b1b1b",
    "teal": "#ffffff",
}

GEM_FILL: dict[str, str] = {
    "blue": "#2f7fe0",
    "yellow": "#f3d23a",
    "green": "#34b25a",
    "purple": "#9b4fd1",
    "black": "#26262b",
    "clear": "#e8f6fb",
}
# The light chip under a black gem, on the board and in words (style.css: .sym[data-sym="⬢"]):
# one way of drawing it, solid, on light and dark grounds alike.
BLACK_GEM_CHIP = "#d9d2c0"
# One shape per gem kind (drawn by render.gem()).
GEM_SHAPE: dict[str, str] = {
    "blue": "circle",
    "yellow": "triangle",
    "green": "square",
    "purple": "diamond",
    "black": "hexagon",
    "clear": "star",
}
GEM_SYMBOL: dict[str, str] = {  # the same shapes as text, for the action panel and log
    "blue": "●",
    "yellow": "▲",
    "green": "■",
    "purple": "◆",
    "black": "⬢",
    "clear": "★",  # as the board draws it, five-pointed (✦ beside its ★ read as two things)
}

ADVICE = "#ff8ad8"  # the hint's mark on the board: unlike any player's colour or the highlights
RECENT = "#ffd666"  # the halo round a flag another player has just placed
PICKED = "#ffd666"  # the edge of the hand's card picked for the row (its panel's box is this gold)

# The gems' colours as words (the engine's ids are English words for developers).
GEM_NAMES: dict[str, str] = {
    "blue": N_("blue"),
    "yellow": N_("yellow"),
    "green": N_("green"),
    "purple": N_("purple"),
    "black": N_("black"),
    "clear": N_("clear"),
}

AREA_TITLES: dict[str, str] = {
    "stolen_intelligence": N_("Stolen Intelligence"),
    "rare_mineral_find": N_("Rare Mineral Find"),
    "engineering_advance": N_("Engineering Advance"),
    "synchrotron": N_("Synchrotron"),
    "underground_warehouse": N_("Underground Warehouse"),
}
AREA_EFFECTS: dict[str, str] = {
    "stolen_intelligence": N_("move one of your flags after staking"),
    "rare_mineral_find": N_("take a clear (wild) gem"),
    "engineering_advance": N_("take a card from the discard pile or the row"),
    "synchrotron": N_("once: swap gems of one colour for another"),
    "underground_warehouse": N_("trade 2 for 1, keep 6 gems"),
}
# For the compact table, where a line holds the name and up to five flags.
AREA_SHORT_TITLES: dict[str, str] = {
    "stolen_intelligence": N_("Stolen Intel."),
    "rare_mineral_find": N_("Rare Mineral"),
    "engineering_advance": N_("Engineering"),
    "synchrotron": N_("Synchrotron"),
    "underground_warehouse": N_("Warehouse"),
}
assert tuple(AREA_TITLES) == tuple(AREA_SHORT_TITLES) == ACTION_AREAS


# Each by its key, in the language shown.
area_title = translated(AREA_TITLES)
area_short_title = translated(AREA_SHORT_TITLES)
area_effect = translated(AREA_EFFECTS)
gem_name = translated(GEM_NAMES)
colour_name = translated(PLAYER_COLOUR_NAMES)  # a player colour in words


BACKGROUND = "#0e1320"
PANEL = "#1a2236"
PANEL_EDGE = "#34405e"
TEXT = "#e9edf5"
MUTED = "#9aa6bf"
HIGHLIGHT = "#7cf2c9"
ZONE_FILL = {"core": "#b9b2a6", "yellow": "#c9b98f", "pink": "#c4a5a5", "blue": "#9fb0c6"}
ZONE_OUT = "#3a3f4b"
