"""The rules, in the page: organised like the rulebook, every point the rulebook leaves open
stated as the project's reading (RULES.md's Pinned decisions), and the claiming rule shown on
the real board.

`SECTIONS` is plain data whose words are message ids; `sections()` gives them in the language
shown (the page builds the rules panel from it); `PHASE_SECTION` says which section explains
the phase being played (the prompt links to it); `example_ops` draws a worked claiming example
with the board's own renderer.
"""

from dataclasses import dataclass

from game.charon import claim_zone, new_game
from game.charon.state import (
    BUILD,
    CHOOSE_ROW,
    ENGINEERING_ADVANCE,
    KEEP_GEMS,
    OVER,
    REPLACE,
    STAKE,
    STOLEN_INTELLIGENCE,
)
from shell.i18n import N_, _
from shell.rules_text import Para, Section, in_language, plain, the_game

from .layout import BoardGeometry
from .render import Canvas, board, initials
from .theme import BACKGROUND, TEXT

READING = "reading"  # the one kind of pin: the project's reading, where the rulebook is silent or ambiguous


SECTIONS: tuple[Section, ...] = (
    the_game(
        N_(
            "2 to 5 mining companies stake claims on Charon, Pluto's moon, over 4 rounds. Gems won on the "
            "moon pay for building cards; a card's value is its points. The most points after round 4 wins."
        ),
        N_(
            "Each player has 5 flags, one on each of the 5 action areas. The moon has 20 square zones; "
            "with fewer players some are out of play (hatched): 20 zones with 5 players, 18 with 4, 16 with 3, "
            "14 with 2."
        ),
    ),
    Section(
        "setup",
        N_("Set-up and the start of a round"),
        plain(
            N_(
                "The turn order of round 1 is random. The five 12s go under two cards at the bottom of the discard "
                "pile; the other cards form the deck."
            ),
            N_(
                "Each round starts by seeding the board: gems go into the bag from the supply (3 of each colour with "
                "2 players, 4 with 3 or 4, 5 with 5); every empty zone in play gets one gem from the bag and its other "
                "mining holes are filled with gems of that colour from the supply. Then cards are dealt: 3 each in "
                "round 1, 2 each later."
            ),
        )
        + (
            Para(
                N_(
                    "Zones still holding gems from an earlier round keep them and get no bag gem; but a zone seeded "
                    "short (the supply ran out of its colour) has its empty holes filled from the supply, as far as "
                    "it allows. Zones are seeded in number order; when the supply runs short, the first zones get "
                    "what there is. Cards are dealt one at a time in turn order; an empty deck is replaced by the "
                    "shuffled discard pile."
                ),
                pinned=READING,
            ),
            Para(
                N_(
                    "Duplicates: a card dealt this round whose value you have built already may be replaced, "
                    "in turn order: shuffle the discard pile, draw as many, then discard the duplicates (shown to "
                    "all). A replacement that is a duplicate again is kept."
                ),
                pinned=READING,
            ),
            Para(
                N_(
                    "The common row: each player secretly puts one card of their hand into it, in turn order; the "
                    "card leaves the hand at once and stays hidden until everyone has chosen; then the cards are "
                    "revealed together. A player with no cards puts in none."
                ),
                pinned=READING,
            ),
        ),
    ),
    Section(
        "staking",
        N_("Staking claims: flags and flag spots"),
        plain(
            N_(
                "In turn order, each player takes a flag from an action area of their choice and places it on an "
                "empty flag spot, four times round the table. Each player ends with one flag left on one action area."
            ),
            N_(
                "There are three kinds of flag spot. A circle is a zone's centre: it touches that zone. A square is a "
                "road between two zones: it touches both. A diamond is a crossroads where four zones meet: it "
                "touches all four. Every flag gives its owner 1 influence in each zone in play it touches."
            ),
        )
        + (
            Para(
                N_(
                    "A spot is legal if it is empty and touches at least one zone in play; influence counts only in "
                    "zones in play. A centre flag may join road or crossroads flags already touching that zone. A "
                    "road keeps counting as a road in a tie-break even when one of its zones is out of play."
                ),
                pinned=READING,
            ),
        ),
    ),
    Section(
        "areas",
        N_("The five action areas: when each triggers"),
        plain(
            N_(
                "An action area triggers when exactly one flag is left on it after staking (with 4 or 5 players: one "
                "or two). The players whose flags are left on it win it; several winners act in reverse turn order. "
                "So the area where you leave your last flag is the one you hope to win, and the flags you take "
                "away decide which areas others can still win."
            ),
            N_(
                "Stolen Intelligence: right after staking, move one of your flags to another empty spot that touches "
                "no zone holding three or more gems (or don't)."
            ),
            N_("Rare Mineral Find: take a clear gem (wild: it stands for any colour) after claiming, if one is left."),
            N_(
                "Engineering Advance: after claiming, look through the discard pile and take one card from it, or "
                "take one card from the common row (or none)."
            ),
            N_(
                "Synchrotron: once in your building turn, exchange any number of gems of one colour for as many of "
                "another colour from the supply."
            ),
            N_(
                "Underground Warehouse: trade 2 gems for 1 instead of 3 for 1, and keep 6 gems at the round's end "
                "instead of 2."
            ),
        )
        + (
            Para(
                N_(
                    "A card taken by Engineering Advance is a hand card, even from the row; the 12s may be taken. The "
                    "Synchrotron exchanges coloured gems only, as many as the supply holds of the new colour."
                ),
                pinned=READING,
            ),
        ),
    ),
    Section(
        "claiming",
        N_("Claiming gems"),
        plain(
            N_(
                "Every zone holding gems goes to the player with the most influence there (flags touching it). On a "
                "tie for most, the tied player with the flag on the zone's centre takes the gems; else the tied "
                "player with the most road flags touching it; else nobody does, and the gems stay for the next "
                "round. A zone nobody touches keeps its gems too. The examples below are drawn on the board."
            ),
            N_(
                "After claiming, Rare Mineral Find and Engineering Advance act, and the turn order is set: most gems "
                "first (clear gems count); ties keep their earlier order."
            ),
        ),
    ),
    Section(
        "building",
        N_("Building and trading"),
        plain(
            N_(
                "In the new turn order each player takes a building turn: first trades (3 gems of any kinds for 1 "
                "coloured gem from the supply, 2 for 1 with Underground Warehouse) and the Synchrotron, then builds, "
                "then the end of the turn. Build any cards of your hand and at most one card from the common row, "
                "paying the exact cost; a clear gem pays for any colour. You may never build two cards of the same "
                "value in one game."
            ),
        )
        + (
            Para(
                N_(
                    "Trades and the Synchrotron belong to the step before building: once you have built a card this "
                    "turn, you may build more or end the turn, but no longer trade. A card built from the row leaves "
                    "it at once. A trade may ask for a colour it gives: the gems given are back in the supply first."
                ),
                pinned=READING,
            ),
            Para(
                N_(
                    "At the end of rounds 1 to 3 each player keeps at most 2 gems (6 with Underground Warehouse) and "
                    "chooses which; the rest go back. Flags return to the action areas and the row to the discard "
                    "pile."
                ),
                pinned=READING,
            ),
        ),
    ),
    Section(
        "end",
        N_("The end and the tie-break"),
        plain(
            N_(
                "After round 4's building the game ends. Your score is the sum of the values of your built cards. "
                "Highest score wins; on a tie, the highest built card decides, then the next highest, and so on. "
                "Players still tied share the win."
            ),
        )
        + (
            Para(
                N_(
                    "The rulebook's last step, more cards winning a tie that lasts to the end of the shorter list, can "
                    "never decide a game: with equal totals and equal cards so far, the longer list would hold more "
                    "points. So this game never uses it."
                ),
                pinned=READING,
            ),
        ),
    ),
    Section(
        "hidden",
        N_("What each player sees"),
        plain(
            N_(
                "Your hand and your secret row choice are yours alone; nobody sees the deck's order, the discard "
                "pile (but an Engineering Advance winner while choosing) or the bag. Everything on the table is "
                "public: flags, gems, built cards, hand sizes, the turn order. Computer players see exactly what a "
                "player in their seat would."
            ),
        ),
    ),
)


def sections() -> tuple[Section, ...]:
    """The rules in the language shown."""
    return in_language(SECTIONS)


PHASE_SECTION = {
    REPLACE: "setup",
    CHOOSE_ROW: "setup",
    STAKE: "staking",
    STOLEN_INTELLIGENCE: "areas",
    ENGINEERING_ADVANCE: "areas",
    BUILD: "building",
    KEEP_GEMS: "building",
    OVER: "end",
}


# ---- worked examples on the board --------------------------------------------------------

EXAMPLE_W, EXAMPLE_H = 300, 262
_EXAMPLE_BOARD = BoardGeometry(x=10, y=10, zone=56, centre_drop=8, hole_gap=14, hole_dy=17, piece=0.8, gem=0.6)


@dataclass(frozen=True)
class Example:
    zone: int
    flags: dict[str, int]  # position -> player (0 is "Red", 1 is "White")
    caption: str


EXAMPLES = (
    Example(
        8, {"C8": 0, "R7-8": 0, "R3-8": 1, "X8-14": 1}, N_("2–2 in zone 8: Red holds the centre and takes the gems.")
    ),
    Example(8, {"R7-8": 0, "R8-9": 0, "X2-8": 1, "X3-9": 1}, N_("2–2, nobody on the centre: Red has 2 roads to 0.")),
    Example(8, {"R7-8": 0, "R8-9": 1}, N_("1–1, one road each, nobody on the centre: nobody takes the gems.")),
)


def example_ops(example: Example) -> list:
    """A worked claiming example: the board's top left with the flags and the zone lit, and
    who takes the gems by the engine's own rule."""
    state = new_game(5, 1)  # every zone in play; its seeded gems show what is at stake
    state.flags = dict(example.flags)
    c = Canvas()
    c.rect(0, 0, EXAMPLE_W, EXAMPLE_H, BACKGROUND)
    no_highlights: dict[str, set[str]] = {"positions": set(), "areas": set(), "cards": set()}
    names = [_("Red"), _("White")]
    board(c, state, ["red", "white"], initials(names), no_highlights, ("zone", example.zone), _EXAMPLE_BOARD)
    winner, _reason = claim_zone(example.zone, example.flags)
    c.rect(0, EXAMPLE_H - 24, EXAMPLE_W, 24, BACKGROUND)
    if winner is None:
        verdict = _("Zone {zone} goes to nobody.").format(zone=example.zone)
    else:
        verdict = _("Zone {zone} goes to {name}.").format(zone=example.zone, name=names[winner])
    c.text(EXAMPLE_W / 2, EXAMPLE_H - 12, verdict, 12, TEXT, "center", "bold")
    return c.ops
