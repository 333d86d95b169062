"""6 Billion's colours, shapes and names. A faction is told apart by more than its colour:
each colour has its own token shape, and each token carries a letter (a player's initial,
"N" for a neutral), so that colour-blind players read the board as easily as others.

Names are message ids (`N_`), translated where they are shown: `site_name(s)`, `card_name(c)`.
"""

from game.sixbillion.components import CARD_DISTANCE, CARD_TYPE, CARD_TYPES, COLOURS, ROWS, SITES
from shell.i18n import N_, SPANISH_ARTICLES, _, translated

# The sites whose Spanish names take an article ("de la Tierra", "al Cinturón de Asteroides"),
# for the catalogue's "{site:de}" fields (shell.i18n.spanish_articled).
SPANISH_ARTICLES.update({"Tierra": "la", "Cinturón de Asteroides": "el"})

# The six counter colours of the game (RULES.md 1), as drawn, and the ink that reads on each.
FACTION_FILL: dict[str, str] = {
    "red": "#d2413a",
    "blue": "#2f6fd6",
    "green": "#2fa35a",
    "orange": "#ef8a25",
    "black": "#2a2a30",
    "pink": "#ef7fc1",
}
FACTION_INK: dict[str, str] = {
    "red": "#ffffff",
    "blue": "#ffffff",
    "green": "#ffffff",
    "orange": "#1b1b1b",
    "black": "#ffffff",
    "pink": "#1b1b1b",
}
# One token shape per colour (drawn by render.token), and the same shapes as text for lists.
FACTION_SHAPE: dict[str, str] = {
    "red": "circle",
    "blue": "square",
    "green": "triangle",
    "orange": "diamond",
    "black": "hexagon",
    "pink": "star",
}
FACTION_SYMBOL: dict[str, str] = {
    "red": "●",
    "blue": "■",
    "green": "▲",
    "orange": "◆",
    "black": "⬢",
    "pink": "★",
}
COLOUR_NAMES: dict[str, str] = {
    "red": N_("red"),
    "blue": N_("blue"),
    "green": N_("green"),
    "orange": N_("orange"),
    "black": N_("black"),
    "pink": N_("pink"),
}
assert set(FACTION_FILL) == set(FACTION_SHAPE) == set(FACTION_SYMBOL) == set(COLOUR_NAMES) == set(COLOURS)

SITE_NAMES: dict[str, str] = {
    "mercury": N_("Mercury"),
    "venus": N_("Venus"),
    "earth": N_("Earth"),
    "mars": N_("Mars"),
    "asteroid_belt": N_("Asteroid Belt"),
    "jupiter": N_("Jupiter"),
    "saturn": N_("Saturn"),
    "uranus": N_("Uranus"),
    "neptune": N_("Neptune"),
    "pluto": N_("Pluto"),
}
# Short names, where a column holds a few letters (the distance chart, a phone's list).
SITE_SHORT: dict[str, str] = {
    "mercury": N_("Me"),
    "venus": N_("Ve"),
    "earth": N_("Ea"),
    "mars": N_("Ma"),
    "asteroid_belt": N_("AB"),
    "jupiter": N_("Ju"),
    "saturn": N_("Sa"),
    "uranus": N_("Ur"),
    "neptune": N_("Ne"),
    "pluto": N_("Pl"),
}
# Each site's look on the board: its planet disc's colour and size (the Asteroid Belt is drawn
# as a scatter of rocks).
PLANET_FILL: dict[str, str] = {
    "mercury": "#9a8f86",
    "venus": "#d8b56a",
    "earth": "#3f7fd0",
    "mars": "#c4553a",
    "asteroid_belt": "#8a7f72",
    "jupiter": "#c99a6a",
    "saturn": "#d9c28a",
    "uranus": "#7fc7d0",
    "neptune": "#4a6bd0",
    "pluto": "#b9a99a",
}
PLANET_SIZE: dict[str, float] = {
    "mercury": 6,
    "venus": 9,
    "earth": 9.5,
    "mars": 7,
    "asteroid_belt": 0,
    "jupiter": 15,
    "saturn": 13,
    "uranus": 11,
    "neptune": 11,
    "pluto": 5,
}
assert tuple(SITE_NAMES) == tuple(SITE_SHORT) == tuple(PLANET_FILL) == SITES

CARD_NAMES: dict[str, str] = {
    "colony_2": N_("Colony 2"),
    "new_colony_self_2": N_("New Colony"),
    "new_colony_self_6": N_("New Colony"),
    "new_colony_other_6": N_("New Colony (other player)"),
    "new_colony_neutral_6": N_("New Colony (neutral)"),
    "migrants_self_12": N_("Migrants"),
    "migrants_other_6": N_("Migrants (other player)"),
    "double_self": N_("Double"),
    "double_other": N_("Double (other player)"),
    "double_neutral": N_("Double (neutral)"),
    "make_discovery": N_("Make a Discovery"),
    "recycle": N_("Recycle"),
    "new_colony_in_trouble": N_("New Colony In Trouble"),
    "this_is_our_home": N_("This Is Our Home"),
    "death": N_("Death"),
    "pestilence": N_("Pestilence"),
    "famine": N_("Famine"),
    "save_our_souls": N_("Save Our Souls"),
    "power_politics": N_("Power Politics"),
    "war": N_("War"),
}
# What each card does, in a line (the card's tooltip and the rules say more).
CARD_EFFECTS: dict[str, str] = {
    "colony_2": N_("1 billion of yours to a colony half within distance 2"),
    "new_colony_self_2": N_("1 billion of yours to a colony half within distance 2"),
    "new_colony_self_6": N_("1 billion of yours to a colony half within distance 6"),
    "new_colony_other_6": N_("1 billion of another player's to a colony half within distance 6; you score 3"),
    "new_colony_neutral_6": N_("1 billion of a neutral's to a colony half within distance 6; you score 2"),
    "migrants_self_12": N_("1 billion of yours to a migrant half within distance 12, beside another faction"),
    "migrants_other_6": N_("1 billion of another player's to a migrant half within distance 6; you score 3"),
    "double_self": N_("move one of your tokens up a space (no growth limit)"),
    "double_other": N_("move another player's token up a space; you score 3"),
    "double_neutral": N_("move a neutral's token up a space; you score 2"),
    "make_discovery": N_("draw a Discovery card (from round 3)"),
    "recycle": N_("double your lowest token, then reshuffle every card into a new deck; cannot be cancelled"),
    "new_colony_in_trouble": N_("remove 1 billion from another faction's colony half"),
    "this_is_our_home": N_("remove 1 billion from another faction's migrant half where you have a token"),
    "death": N_("cancels a Double card"),
    "pestilence": N_("cancels a free-doubling attempt"),
    "famine": N_("cancels a free-doubling attempt or a Double card, then leaves the game"),
    "save_our_souls": N_("cancels New Colony In Trouble or This Is Our Home"),
    "power_politics": N_("answers a cancellation or response card and cancels it"),
    "war": N_("answers a cancellation or response card: a player you name halves a token of theirs"),
}
assert tuple(CARD_NAMES) == tuple(CARD_EFFECTS) == CARD_TYPES

ROW_NAMES: dict[str, str] = {"dollar": N_("Dollar"), "smiley": N_("Smiley"), "leaf": N_("Leaf")}
ROW_SYMBOL: dict[str, str] = {"dollar": "$", "smiley": "☺", "leaf": "❦"}
assert tuple(ROW_NAMES) == ROWS

BACKGROUND = "#0b0f1c"
SPACE = "#111831"  # the board's night sky
PANEL = "#1a2236"
PANEL_EDGE = "#34405e"
TEXT = "#e9edf5"
MUTED = "#9aa6bf"
HIGHLIGHT = "#7cf2c9"  # a target the player may click
DIMMED = "rgba(11,15,28,0.62)"  # laid over what is out of reach
SUN = "#ffc94a"
LIMIT_RING = "#ffd666"  # the growth-limit space's circle
END_MARK = "#ff7a7a"  # the 1024 space that ends the game
STAKE = "#ffd666"  # the token or box an open reaction window is about
AGENDA = "#ff8ad8"  # the viewer's Hidden Agenda site: unlike any faction's colour


# Each by its key, in the language shown.
site_name = translated(SITE_NAMES)
site_short = translated(SITE_SHORT)
colour_name = translated(COLOUR_NAMES)
row_name = translated(ROW_NAMES)


def card_name(card: str) -> str:
    """'New Colony 6', 'Double', 'War': the card as players name it (the distance tells the
    two kinds of New Colony for oneself apart)."""
    kind = CARD_TYPE[card]
    name = _(CARD_NAMES[kind])
    if kind in _TWO_DISTANCES:
        return _("{card} {distance}").format(card=name, distance=CARD_DISTANCE[kind])
    return name


_TWO_DISTANCES = ("new_colony_self_2", "new_colony_self_6")


def card_effect(card: str) -> str:
    return _(CARD_EFFECTS[CARD_TYPE[card]])
