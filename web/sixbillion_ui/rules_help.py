"""6 Billion's rules in the page's words: organised like RULES.md, with every point the
rulebook leaves open marked as this project's decision ("Pinned") and every component value
no source gave marked as a proposal ("Pinned (no source)"), as RULES.md asks, each mark worded
for a player (`pin_label`, explained at the top by `pins_explained`); the distance
chart and the sites' values as tables, the proposed values marked in them too.

`SECTIONS` is plain data whose words are message ids; `sections()` gives them in the language
shown. `Para.source` names the RULES.md section a pinned paragraph restates (a test checks that
every pin of RULES.md has its paragraph here).
"""

from game.sixbillion.components import (
    DISTANCE,
    GROWTH_LIMIT,
    MAX_CARD_DISTANCE,
    POINTS,
    SITES,
    TRACK_MAX,
    X2_BOX,
)
from shell.i18n import N_, _
from shell.rules_text import Para, Section, in_language, plain, the_game

from .theme import site_name, site_short

# The kinds of pin: "decision", the project's reading; "proposal", a value no source gave.
DECISION, PROPOSAL = "decision", "proposal"


# What a billion is, said once: the Spanish rulebook calls it "billón", which in Spanish is a
# million millions, so the Spanish words everywhere else say "mil millones" and this note ties them.
BILLION_NOTE = N_("Populations count in billions: a billion here is a thousand million (1,000,000,000).")


def _decision(source: str, text: str) -> Para:
    return Para(text, DECISION, source)


def _proposal(source: str, text: str) -> Para:
    return Para(text, PROPOSAL, source)


SECTIONS: tuple[Section, ...] = (
    the_game(
        N_(
            "2 to 5 players each lead a faction of humanity spreading through the solar system; 1 or 2 neutral "
            "factions spread too. Your population on each site is a token on its track (1, 2, 4 … billion). At "
            "the end, each site's 1st, 2nd and 3rd places score points; cards played on others score during "
            "play. The most points wins."
        ),
        BILLION_NOTE,
        N_(
            "The game ends at once when a token reaches 1024 on Earth or the Asteroid Belt, or when every one of "
            "the 10 tracks has a token."
        ),
        _decision("13.4", N_("The rulebook gives no tie-break: tied players share the win.")),
        _decision("1", N_("Counters are not limited: a faction may have a token on every track and in every box.")),
    ),
    Section(
        "components",
        N_("The cards"),
        plain(
            N_(
                "Action cards are played in your own turn: New Colony and Migrants move a billion into a holding box "
                "within the card's distance; Double moves a token up a space; Recycle doubles your lowest token and "
                "reshuffles every card; Make a Discovery draws a Discovery card; New Colony In Trouble and This Is "
                "Our Home remove a billion from another faction's box. Cancellation cards (Death, Pestilence, Famine, "
                "Save Our Souls) and response cards (Power Politics, War) are played in anyone's turn."
            ),
            N_(
                "Cards aimed at another player score 3 points when played, at a neutral 2, even if they are then "
                "cancelled."
            ),
            N_(
                "Every action card shows a Discovery symbol: $ Dollar, ☺ Smiley or ❦ Leaf (Recycle shows two "
                'Leaves). Two copies of a card differ only in it; the page names it, as in "Death ($)", where '
                "you hold both. It counts only with the optional Discovery Track, where you may play a card for "
                "its symbol."
            ),
        )
        + (
            _proposal(
                "1",
                N_(
                    "How the 91 action cards split into types, their counts, the Colony 2 distance (read from its "
                    "name) and the symbol on each card are proposals: no source gave them."
                ),
            ),
            _decision("1", N_("Cards of the same type and symbol are identical.")),
        ),
    ),
    Section(
        "setup",
        N_("Set-up"),
        plain(
            N_(
                "2 players: 1 neutral, every faction starts on Earth's space 2. 3 or 4 players: 2 neutrals; 5 "
                "players: 1 neutral; every faction starts on Earth's space 1. Each player gets a Colony 2 card and 5 "
                "more (a hand of 6) and a Hidden Agenda (Earth, Mars or the Asteroid Belt: it doubles your points "
                "there). Three cards lie face up beside the deck."
            ),
        )
        + (
            _decision(
                "3",
                N_(
                    "The rulebook's introduction says Earth always starts with 6 billion, which 3 players do not "
                    "fit: the page follows the Spanish rulebook's table above."
                ),
            ),
            _decision(
                "3",
                N_(
                    "Neutrals take pink, then black; players take red, blue, green, orange and black, skipping "
                    "the neutrals' colours."
                ),
            ),
            _decision(
                "3",
                N_(
                    "Every shuffle and draw uses the game's seeded generator, one card at a time in seat order: "
                    "the same seed and the same choices give the same game."
                ),
            ),
            _decision(
                "B.5",
                N_("Randomness comes only from that generator, kept in the saved game: a save replays exactly."),
            ),
        ),
    ),
    Section(
        "turn",
        N_("A round and a turn"),
        plain(
            N_(
                "Each round, the turn order is drawn at random, neutrals included. A player's turn: free doubling, "
                "arrival of the holding-box billions, up to two actions, discard, draw back up to 6. A neutral's "
                "turn: the player who controls it this turn makes its free doubling, arrival and one migrant."
            ),
        )
        + (
            _decision(
                "Appendix A",
                N_(
                    "A decision with one option is taken for you and never asked (one token to double, one box to "
                    "settle, a draw with one source…)."
                ),
            ),
        ),
    ),
    Section(
        "doubling",
        N_("Free doubling and the growth limit"),
        plain(
            N_(
                "At the start of its turn a faction must attempt to double each eligible token once, in the order "
                "its player chooses. A token moves up one space unless another player cancels the attempt "
                "(Pestilence, Famine)."
            ),
            N_(
                "The growth limit (the circled space): add 1 for every token on or above it, ½ for a token one space "
                "below, ¼ two spaces below. At 1 or more, no token on that track may free-double: the board marks the "
                'site "blocked". The Asteroid Belt has no limit. Cards and arrivals ignore the limit.'
            ),
        )
        + (
            _decision(
                "5.1",
                N_("Whether a token may try is checked just before each choice, and again when the doubling resolves."),
            ),
        ),
    ),
    Section(
        "boxes",
        N_("Holding boxes and arrival"),
        plain(
            N_(
                "New billions wait in a site's holding box: the colony half (New Colony, a revealed Discovery card) "
                "or the migrant half (Migrants, the neutral migrant), at most 2 per faction in each half. At the "
                "faction's next turn they settle: 1 billion on space 1, 2 or 3 on space 2, 4 on space 4. On Mercury "
                "and Pluto (×2) two billion settle as 1; a lone billion waits."
            ),
        ),
    ),
    Section(
        "generation",
        N_("Drawing billions from a token"),
        plain(
            N_(
                "A billion always comes from one token of the faction: a token on 32 or more yields 2 a turn freely; "
                "on 8 or 16, 1 freely; otherwise it halves (a token on 4 or more yields up to 2 for that one halving; "
                "a token on 1 yields nothing)."
            ),
        )
        + (
            _decision(
                "7.2",
                N_(
                    "A halving that yields 2 keeps the second billion as a credit until the turn ends: this is how "
                    "the rulebook's examples read together."
                ),
            ),
            _decision(
                "7.3",
                N_(
                    "A New Colony may go where other factions are or where none are; never where the faction already "
                    "has a token. Migrants need another faction's token on that track."
                ),
            ),
        ),
    ),
    Section(
        "cards",
        N_("Playing cards"),
        plain(
            N_(
                "An action card may be played only if its whole effect can be carried out now. Each action card, "
                "a revealed Discovery card and a symbol play is one of your two actions."
            ),
        )
        + (
            _decision(
                "8.1",
                N_(
                    "This is how the page reads rulebook 11.1; its Spanish translation says the opposite of its "
                    "evident meaning."
                ),
            ),
            _decision(
                "9.4",
                N_(
                    "Recycle ignores tokens already on their track's last space, and cannot be played if every token "
                    "is there."
                ),
            ),
            _decision(
                "9.5",
                N_(
                    "Revealing a Mercury or Pluto Discovery card with 2 billion is one decision, allowed only when "
                    "both actions are still unused and that colony half is empty."
                ),
            ),
            _decision(
                "9.5",
                N_("A revealed Discovery card stays face up; one put back goes face down and can be revealed again."),
            ),
            _decision(
                "9.6",
                N_("New Colony In Trouble and This Is Our Home act on any faction but your own, players or neutrals."),
            ),
            _decision(
                "9.6",
                N_(
                    'Each removes 1 billion (the rulebook\'s "1 counter", read as one billion, as on Mercury and '
                    "Pluto)."
                ),
            ),
        ),
    ),
    Section(
        "reactions",
        N_("Cancelling and answering: reaction windows"),
        plain(
            N_(
                "A free-doubling attempt, a Double card, New Colony In Trouble and This Is Our Home can be cancelled "
                "by one card; a cancellation or response card can be answered by one Power Politics (which cancels "
                "it) or War (a player you name halves a token of theirs). The chain then resolves from the newest "
                "card to the oldest."
            ),
        )
        + (
            _decision("8.3", N_("A player may not answer their own card.")),
            _decision(
                "8.4",
                N_(
                    "The players who could answer are asked one at a time in turn order; the first card played ends "
                    "the asking, and a card played opens its own response window."
                ),
            ),
            _decision(
                "8.4",
                N_("If a newer War already left its target with no token on 2 or more, an older War does nothing."),
            ),
            _decision(
                "8.4",
                N_(
                    "War does its damage when the chain resolves, so a Power Politics answering a War stops it; War "
                    "never cancels anything."
                ),
            ),
            _decision(
                "8.5",
                N_(
                    "Only a player who could answer is asked, privately. On a shared screen every event gets the same "
                    'public moment ("Does anyone want to play a card…?"), so that nobody learns who holds what.'
                ),
            ),
            _decision("9.8", N_("War cannot target a neutral, or a player with no token on 2 or more.")),
        ),
    ),
    Section(
        "treaty",
        N_("The Opening Treaty"),
        plain(
            N_(
                "While your only track token is on Earth, another player's action or cancellation card that affects "
                "it needs your consent. A refused card counts as not played: its player takes it back or discards it."
            ),
        )
        + (
            _decision("10", N_("After a refusal, that player may not ask you again in the same turn.")),
            _decision(
                "10",
                N_(
                    "You are asked when the card is chosen with all its details, before anything happens: no points "
                    "and no action are spent until you consent."
                ),
            ),
        ),
    ),
    Section(
        "neutrals",
        N_("Neutral factions"),
        plain(
            N_(
                "A neutral holds no cards and never scores, but takes places on the tracks. In its turn it is "
                "controlled by the player with the fewest tokens on the tracks, then the fewest counters in holding "
                "boxes, then the fewest points, then the one whose turn comes soonest, then at random."
            ),
        )
        + (
            _decision(
                "11.1",
                N_("Counters, not billions: a non-empty half is 1 counter; on Mercury and Pluto each billion is one."),
            ),
            _decision(
                "11.2",
                N_(
                    "The neutral's migrant (1 or 2 billion, any distance, beside another faction) is mandatory when "
                    "one is possible."
                ),
            ),
        ),
    ),
    Section(
        "discard",
        N_("Discard and draw"),
        plain(
            N_(
                "After your actions you may discard one card, or your whole hand if you played no card this turn. "
                "Then draw back up to 6, each card from the face-up row or the deck."
            ),
        )
        + (
            _decision(
                "12.1",
                N_(
                    "Only cards played as your actions count: reactions and refused cards do not. The whole hand is "
                    "offered only for 2 cards or more."
                ),
            ),
            _decision(
                "12.2",
                N_(
                    "An empty deck is replaced by the shuffled discard pile; if both are empty, a face-up slot stays "
                    "empty."
                ),
            ),
        ),
    ),
    Section(
        "scoring",
        N_("Scoring"),
        plain(
            N_(
                "Each site: rank the factions on its track; equal spaces share a place, and the next distinct space "
                "is the next place. A place scores the site's points minus 1 per other faction sharing it, at least "
                "1. Neutrals take places but score nothing. Your Hidden Agenda's site, and a site whose Discovery "
                "card you hold, score double."
            ),
        ),
    ),
    Section(
        "hidden",
        N_("What is hidden"),
        plain(
            N_(
                "Hands, Hidden Agendas and face-down Discovery cards are private until the end; the board, the "
                "boxes, scores, the face-up row and every card played are public."
            ),
        )
        + (_decision("14", N_("You see the discard pile's top card and its size, never the cards below.")),),
    ),
    Section(
        "discovery_track",
        N_("Optional: the Discovery Track"),
        plain(
            N_(
                "As an action you may discard a card for its symbol: a Dollar or Smiley card moves you up that row; "
                "two Leaf cards (or one Recycle) move you up the Leaf row. You may hold 2 Discovery cards. Each "
                "row's sole leader gets a power right after the turn-order draw: Dollar (pay points to move "
                "earlier), Smiley (swap with any faction), Leaf (move up to 2 places earlier)."
            ),
        )
        + (
            _proposal("15.1", N_("Each row has spaces 0 to 6; a gain past 6 is lost.")),
            _decision(
                "15.2",
                N_(
                    "Two single-Leaf cards are played together as the turn's two actions; "
                    "a Recycle is never half a pair."
                ),
            ),
            _decision(
                "15.4",
                N_(
                    "The rulebook only gives an example of the powers; "
                    "the wording above is the project's reading of it."
                ),
            ),
            _proposal(
                "15.5",
                N_("The rows score 4/2/1 like a track; an optional Discovery card of that symbol doubles its row."),
            ),
        ),
    ),
    Section(
        "tables",
        N_("The sites and the distance chart"),
        (
            _proposal(
                "2.1",
                N_(
                    "Values marked * in the sites' table are proposals: only Earth's and the Asteroid Belt's "
                    "1024, the Asteroid Belt's missing limit, Saturn's limit of 16, and Venus's and Earth's points "
                    "come from the rulebook."
                ),
            ),
            _proposal(
                "2.3",
                N_(
                    "The whole distance chart is a proposal, computed from the planets' orbits; it agrees with "
                    "every card use in the rulebook's examples. Distances above 12 are out of any card's reach."
                ),
            ),
        ),
    ),
)


# The section that explains each kind of decision (describe.decision_kind): the prompt's
# "How does this work?" opens the rules there.
DECISION_SECTION = {
    "powers": "discovery_track",
    "turn_start": "turn",
    "free_double": "doubling",
    "settle": "boxes",
    "actions": "cards",
    "halve": "generation",
    "return_discovery": "cards",
    "cancel": "reactions",
    "respond": "reactions",
    "consent": "treaty",
    "refused": "treaty",
    "migrate": "neutrals",
    "discard": "discard",
    "draw": "discard",
    "over": "scoring",
}


def sections() -> tuple[Section, ...]:
    """The sections in the language shown."""
    return in_language(SECTIONS)


def pin_label(pinned: str) -> str:
    """The mark a pinned paragraph carries on the page, worded for a player: a point the
    printed rulebook leaves open and how this game settles it (RULES.md's "Pinned": the
    project's decision), or a number no source prints and this game estimates ("Pinned (no
    source)": a proposal)."""
    if pinned == DECISION:
        return _("Not in the printed rules — how this game plays it")
    if pinned == PROPOSAL:
        return _("Not printed anywhere — this game's estimate")
    return ""


def pins_explained() -> tuple[str, list[tuple[str, str, str]]]:
    """What the marks mean, for the top of the rules: a sentence, then each kind of pin with
    its mark and what a paragraph so marked says."""
    return (
        _("The printed rulebook leaves a few points open, so this game had to settle them. Two marks show where:"),
        [
            (
                DECISION,
                pin_label(DECISION),
                _("the rulebook is silent or unclear here; the paragraph says how this game decides it."),
            ),
            (
                PROPOSAL,
                pin_label(PROPOSAL),
                _(
                    "no published source gives this number (how the cards split into types, most sites' values, "
                    "the distances); this game uses its own estimate until the real one is known. Values marked * "
                    "in the tables are such estimates."
                ),
            ),
        ],
    )


# The sites' values that come from a source (RULES.md 2.1, components.json provenance): every
# other value of the sites' table is a proposal.
SOURCED = frozenset(
    {
        ("earth", "max"),
        ("asteroid_belt", "max"),
        ("asteroid_belt", "limit"),
        ("saturn", "limit"),
        ("venus", "points"),
        ("earth", "points"),
    }
)


def sites_table() -> tuple[list[str], list[list[str]]]:
    """The sites' table: header, then per site its spaces, growth limit, points and box; a
    proposed value carries '*'."""
    header = [_("Site"), _("Spaces up to"), _("Growth limit"), _("Points 1st/2nd/3rd"), _("Holding box")]
    rows = []
    for site in SITES:

        def mark(field: str, value: str, site: str = site) -> str:
            return value if (site, field) in SOURCED else value + "*"

        limit = GROWTH_LIMIT[site]
        rows.append(
            [
                site_name(site),
                mark("max", str(TRACK_MAX[site])),
                mark("limit", str(limit) if limit is not None else _("none")),
                mark("points", "/".join(str(p) for p in POINTS[site])),
                _("one space, ×2") if site in X2_BOX else _("1, 2"),
            ]
        )
    return header, rows


def distance_table() -> tuple[list[str], list[list[str]]]:
    """The distance chart: a header of short names, then one row per site; '–' on the diagonal,
    and distances out of any card's reach (above 12) in brackets, as the chart's red numbers."""
    header = [""] + [site_short(s) for s in SITES]
    rows = []
    for a in SITES:
        row = [site_name(a)]
        for b in SITES:
            d = DISTANCE[a, b]
            row.append("–" if a == b else str(d) if d <= MAX_CARD_DISTANCE else f"({d})")
        rows.append(row)
    return header, rows
