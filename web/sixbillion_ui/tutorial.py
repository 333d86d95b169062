"""Learn to play 6 Billion: a guided first game, in words and steps (the page shows them:
web/sixbillion_page/lesson.py), as Charon's (charon_ui.tutorial).

One human against two greedy computer players on a seed chosen (tools/sixbillion_lesson_seed.py)
so that the game meets, in the learner's own turns or before their eyes, every topic of TOPICS:
free doubling and its growth limit, a New Colony and its distance, an arrival, a reaction
window with a cancellation and a response, the Opening Treaty, a neutral's migrant and the
final scoring. The lesson explains each thing the first time it happens (a title, one short
paragraph), lights the part of the board it is about, and, when the learner is to decide,
suggests what the greedy player would do from the learner's own view, with the advisor's
reasons in words (sixbillion_ui.advice). Nothing is forced: the learner may play anything legal.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from game.sixbillion import (
    Action,
    Discard,
    DiscardHand,
    DiscardRefused,
    DrawDeck,
    DrawSlot,
    Halve,
    Migrate,
    MoveUp,
    NoDiscard,
    Pass,
    State,
    Swap,
    TakeBack,
)
from game.sixbillion.components import CANCELLATION_TYPES, CARD_TYPE, EFFECT, RESPONSE_TYPES, SITES
from game.sixbillion.events import (
    BoxChanged,
    CardPlayed,
    ConsentAsked,
    Event,
    GameOver,
    Reacted,
    TokenMoved,
)
from game.sixbillion.growth import growth_allows
from game.sixbillion.players.advisor import reasons
from game.sixbillion.players.bots import make_bot
from shell.canvas import Canvas
from shell.i18n import N_, _
from shell.suggestion import Suggestion

from . import layout as L
from .advice import reasons_text
from .describe import action_label, decision_kind
from .theme import HIGHLIGHT, card_name, site_name

LESSON_SEED = 70  # chosen by tools/sixbillion_lesson_seed.py: every topic met, a normal turn first; 66 decisions
LESSON_SEATS = ("human", "ai:greedy", "ai:greedy")
LEARNER = 0  # the learner's seat
SUGGESTION_SEED = 0  # the greedy player whose choice is suggested


@dataclass(frozen=True)
class Explanation:
    """What the lesson says of one thing: a title, one short paragraph, the part of the board it
    is about (`region`: see region_rects) and one sentence pointing at it. The words are message
    ids (marked with `N_`): the page translates them where it shows them."""

    key: str
    title: str
    text: str
    region: str
    pointer: str


_E = Explanation
EXPLANATIONS: dict[str, Explanation] = {
    e.key: e
    for e in (
        _E(
            "welcome",
            N_("Your first game of 6 Billion"),
            N_(
                "Each player leads a people spreading from Earth over the solar system. Each faction "
                "turn has steps: free doubling, arrival, actions with cards, then discard and draw. At "
                "the end each site scores for the factions highest on its track."
            ),
            "board",
            N_("The board: a track per site, its spaces doubling from 1 to 1024."),
        ),
        _E(
            "free_double",
            N_("Free doubling"),
            N_(
                "At the start of your turn each of your tokens doubles once, one space up, for free. "
                "You choose the order; another player may cancel one with Pestilence or Famine."
            ),
            "rows",
            N_("The lit rows: your tokens that may double now."),
        ),
        _E(
            "growth_limit",
            N_("The growth limit"),
            N_(
                "A circled space is a site's growth limit. Every token there weighs: 1 on the limit or "
                "above, ½ on half of it, ¼ on a quarter. Once the weights reach 1, no token on that "
                "track may free-double; cards still move it."
            ),
            "rows",
            N_("The lit rows: tracks where the growth limit stops free doubling now."),
        ),
        _E(
            "actions",
            N_("Your actions"),
            N_(
                "You have two actions: each plays an action card from your hand, reveals a Discovery "
                "card, or you end your actions. Cards that grow a rival or a neutral score their "
                "printed points at once."
            ),
            "hand",
            N_("Your hand: the lit cards can be played now."),
        ),
        _E(
            "new_colony",
            N_("A New Colony, and its distance"),
            N_(
                "A New Colony takes a billion from one of your tokens and sends it to a site where you "
                "have none yet, no further than the card's distance. It waits in that site's holding "
                "box until your next turn."
            ),
            "rows",
            N_("The lit rows: where the billion came from and where it went (its box at the right)."),
        ),
        _E(
            "arrival",
            N_("Arrival"),
            N_(
                "At the start of a turn the billions waiting in a holding box land on the track: 1 "
                "billion on space 1, 2 or 3 on space 2, 4 on space 4. A site is yours to grow from then on."
            ),
            "rows",
            N_("The lit row: the box that settles, and its track."),
        ),
        _E(
            "cancel",
            N_("A reaction window: cancelling"),
            N_(
                "When a token is about to double, other players may cancel it with a cancellation card "
                "(Pestilence or Famine on a free doubling, Death or Famine on a Double). The table "
                "pauses the same way whether anyone holds one or not."
            ),
            "rows",
            N_("The lit row: the doubling that may be cancelled."),
        ),
        _E(
            "respond",
            N_("A response"),
            N_(
                "A card just played may itself be answered: Power Politics cancels it, War makes its "
                "player halve a token. Answers can follow answers; the last card standing wins."
            ),
            "rows",
            N_("The lit row: what the chain of cards is about."),
        ),
        _E(
            "treaty",
            N_("The Opening Treaty"),
            N_(
                "While a player's only token is on Earth they are protected: a card that would take "
                "from that token, double it, or cancel its doubling needs their consent. Refused, "
                "the card goes back to its player's hand or to the discard pile."
            ),
            "rows",
            N_("The lit row: Earth, where the protected token is."),
        ),
        _E(
            "neutral_migrant",
            N_("A neutral's migrant"),
            N_(
                "Neutral factions never score but take places on the tracks. In a neutral's turn the "
                "player with the fewest tokens controls it and must send 1 or 2 of its billions as "
                "migrants to a site where another faction is, at any distance."
            ),
            "rows",
            N_("The lit rows: the neutral's source and the migrants' box."),
        ),
        _E(
            "discard",
            N_("Discard"),
            N_(
                "After your actions you may discard one card; a player who played no card may "
                "discard their whole hand instead."
            ),
            "hand",
            N_("Your hand: a card you will not use is worth less than a fresh one."),
        ),
        _E(
            "draw",
            N_("Draw"),
            N_("You draw back to 6 cards, one at a time: a face-up card, or the top of the deck."),
            "table",
            N_("The face-up row and the deck."),
        ),
        _E(
            "consent",
            N_("Your consent is asked"),
            N_(
                "Your only token is on Earth, so the Opening Treaty protects it: a rival's card on it "
                "needs your consent. Refuse what hurts you; allow what does not."
            ),
            "rows",
            N_("The lit row: your protected token."),
        ),
        _E(
            "settle",
            N_("Arrival: settle your boxes"),
            N_(
                "Your billions in holding boxes land now, one box at a time, in the order you choose: "
                "1 billion on space 1, 2 or 3 on space 2, 4 on space 4."
            ),
            "rows",
            N_("The lit rows: your boxes with billions waiting."),
        ),
        _E(
            "other",
            N_("Your decision"),
            N_(
                "The prompt above says what is decided and why it is yours; the suggestion says what "
                "a simple player would do."
            ),
            "board",
            N_("The board."),
        ),
        _E(
            "scoring",
            N_("The final scoring"),
            N_(
                "The game ended. On each site the three highest spaces score the site's points (a "
                "shared place loses a point per faction sharing it); a Hidden Agenda or Discovery card "
                "doubles a site's points for its holder. The results show it site by site."
            ),
            "score",
            N_("The score track, and the results."),
        ),
    )
}

# What the guided game must meet (tools/sixbillion_lesson_seed.py checks the seed for each).
TOPICS = ("free_double", "growth_limit", "new_colony", "arrival", "cancel", "respond", "treaty", "neutral_migrant")
ALWAYS_SHOWN = ("scoring",)


# ---- the topics, as they happen -----------------------------------------------------------------


def event_topics(before: State, events: Sequence[Event]) -> list[tuple[str, tuple[str, ...]]]:
    """The topics an action's events show the table (each with the sites it is about), in order."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for e in events:
        if isinstance(e, CardPlayed) and EFFECT[CARD_TYPE[e.card]] == "new_colony" and e.site and e.dest:
            out.append(("new_colony", (e.site, e.dest)))
        elif isinstance(e, TokenMoved) and e.reason == "arrival":
            out.append(("arrival", (e.site,)))
        elif isinstance(e, Reacted) and CARD_TYPE[e.card] in CANCELLATION_TYPES:
            out.append(("cancel", _window_sites(before)))
        elif isinstance(e, Reacted) and CARD_TYPE[e.card] in RESPONSE_TYPES:
            out.append(("respond", _window_sites(before)))
        elif isinstance(e, ConsentAsked):
            out.append(("treaty", ("earth",)))
        elif isinstance(e, BoxChanged) and e.reason == "neutral_migrant":
            out.append(("neutral_migrant", (e.site,)))
        elif isinstance(e, GameOver):
            out.append(("scoring", ()))
    return out


def _window_sites(state: State) -> tuple[str, ...]:
    window = state.window
    site = None if window is None else window["event"].get("site")
    return (site,) if site else ()


def blocked_sites(view: State, faction: int) -> tuple[str, ...]:
    """The sites where `faction` has a token that the growth limit stops from free-doubling."""
    return tuple(s for s in SITES if view.tracks[s][faction] and not growth_allows(s, view.tracks[s]))


def decision_topic(view: State) -> tuple[str, tuple[str, ...]]:
    """The learner's decision now, as a topic with the sites it is about."""
    kind = decision_kind(view)
    me = view.viewer
    assert me is not None, "a decision is the learner's, in their view"
    if kind == "free_double":
        mine = tuple(s for s in SITES if view.tracks[s][me])
        blocked = blocked_sites(view, me)
        return ("growth_limit", blocked) if blocked else ("free_double", mine)
    if kind == "settle":
        return "settle", tuple(s for s in SITES if sum(view.boxes[s][me]))
    if kind in ("cancel", "respond"):
        return kind, _window_sites(view)
    if kind == "consent":
        return "consent", ("earth",)
    if kind == "refused":
        return "treaty", ("earth",)
    if kind in ("actions", "discard", "draw"):
        return kind, ()
    if kind == "migrate":
        return "neutral_migrant", ()
    return "other", ()


# ---- the suggestion ----------------------------------------------------------------------------


def suggest(view: State, names: Sequence[str]) -> Suggestion[Action]:
    """The greedy player's choice from the learner's view (its `choose(view)`), with the
    advisor's reasons for it in words."""
    action = make_bot("greedy", SUGGESTION_SEED).choose(view)
    why = reasons_text({"reasons": reasons(view, action)}, view, names) or rule_of_thumb(action)
    return Suggestion(action, action_label(action, view, names), why)


def rule_of_thumb(action: Action) -> str:
    """Why the greedy player makes a move the advisor gives no facts for (a discard, a draw, a
    refused card, a power, War's halving, a neutral's migrant), in words."""
    if isinstance(action, Discard):
        return _("{card} is the card of least use to you now: a fresh one may serve better.").format(
            card=card_name(action.card)
        )
    if isinstance(action, Halve):
        return _("Halving your {site} token costs you least.").format(site=site_name(action.site))
    rule = RULES_OF_THUMB.get(type(action))
    return _(rule) if rule else ""


# The rules of thumb that name nothing of the move, by its kind.
RULES_OF_THUMB: dict[type, str] = {
    NoDiscard: N_("Every card in your hand may still be of use."),
    DiscardHand: N_("No card in your hand can be played well: six fresh ones serve better."),
    DrawSlot: N_("A face-up card you can use beats an unknown one."),
    DrawDeck: N_("None of the face-up cards is of much use to you: the deck may hold better."),
    TakeBack: N_("Taken back, the card can still be played elsewhere."),
    DiscardRefused: N_("The card is of little use elsewhere: discarding it costs you nothing."),
    Migrate: N_("The neutral's migrants go where they take a place from the player leading there."),
    MoveUp: N_("An earlier turn lets you act before your rivals."),
    Swap: N_("An earlier turn lets you act before your rivals."),
    Pass: N_("Nothing here is worth doing now."),
}


# ---- the lesson as it goes -------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    explanation: Explanation
    sites: tuple[str, ...] = ()  # the rows lit (region "rows")
    suggestion: Suggestion[Action] | None = None  # when the learner is to decide
    also: Explanation | None = None  # what happened on the table, told first (until the learner acts)
    also_sites: tuple[str, ...] = ()


class Lesson:
    """The lesson's memory over one game: which topics were explained, and the topic that
    happened on the table and waits to be told (until the learner's next action)."""

    def __init__(self, names: Sequence[str]):
        self.names = list(names)
        self.shown: list[str] = []
        # the welcome first, until the learner's first action
        self.waiting: tuple[str, tuple[str, ...]] | None = ("welcome", ())

    def observe(self, before: State, events: Sequence[Event]) -> None:
        """One action's events: a topic seen for the first time waits to be told."""
        if before.to_move == LEARNER and self.waiting is not None and self.waiting[0] in self.shown:
            self.waiting = None  # told, and the learner has acted since
        for topic, sites in event_topics(before, events):
            if topic not in self.shown and (self.waiting is None or self.waiting[0] in self.shown):
                self.waiting = (topic, sites)

    def step(self, state: State, view: State | None, suggest_move: bool = True) -> Step:
        """What to show now. `view`: the learner's, when they are to decide (then the greedy
        player's choice from it is suggested, unless not `suggest_move`); None otherwise."""
        if state.is_over:
            return self._told("scoring", ())
        suggestion = None if view is None or not suggest_move else suggest(view, self.names)
        if view is None:
            topic, sites = self.waiting or (self.shown[-1], ())
            return self._told(topic, sites)
        topic, sites = decision_topic(view)
        waiting = self.waiting
        if waiting is None or waiting[0] == topic:
            return self._told(topic, sites, suggestion)
        # What happened is told first, then the decision.
        self._told(*waiting)
        return self._told(topic, sites, suggestion, waiting)

    def _told(
        self,
        topic: str,
        sites: tuple[str, ...],
        suggestion: Suggestion[Action] | None = None,
        also: tuple[str, tuple[str, ...]] | None = None,
    ) -> Step:
        if topic not in self.shown:
            self.shown.append(topic)
        if also is None:
            return Step(EXPLANATIONS[topic], sites, suggestion)
        return Step(EXPLANATIONS[topic], sites, suggestion, EXPLANATIONS[also[0]], also[1])


# ---- pointing at the board ---------------------------------------------------------------------


def region_rects(region: str, sites: Sequence[str], players: int) -> list[L.Rect]:
    """The parts of the table an explanation is about, in the table's logical pixels."""
    g = L.FULL_BOARD
    if region == "rows" and sites:
        return [g.row(s) for s in sites]
    if region in ("rows", "board"):
        return [L.BOARD]
    if region == "hand":
        x, y, w, h = L.HAND_AREA
        # its title (centred 12 px above the cards) inside, 6 px clear of the line; the canvas's foot below
        return [(x - 6, y - 28, w + 12, h + 32)]
    if region == "table":
        return [(L.RIGHT_X - 4, L.FACE_UP_Y - 18, L.RIGHT_W + 8, L.PILES_Y - L.FACE_UP_Y + 8)]
    if region == "score":
        rows = L.player_rows(players)
        x, y, w, _h = rows[0]
        last = rows[-1]
        return [L.SCORE_TRACK, (x, y, w, last[1] + last[3] - y)]
    return []


def region_ops(region: str, sites: Sequence[str], players: int) -> list:
    """A glowing outline round each part (drawing operations, over the table)."""
    c = Canvas()
    for x, y, w, h in region_rects(region, sites, players):
        c.rect(x - 4, y - 4, w + 8, h + 8, None, "rgba(124,242,201,0.35)", 7, 10)
        c.rect(x - 2, y - 2, w + 4, h + 4, None, HIGHLIGHT, 2.5, 8)
    return c.ops
