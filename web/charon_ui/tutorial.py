"""Learn to play: a guided first game, in words and steps (the page shows them: web/charon_page/lesson.py).

One human against two greedy computer players on a fixed seed. At every moment the lesson
says what the phase being played is about (one short paragraph, the moment it starts), points
at the part of the table it is about (a region lit on the board, and one sentence), tells why
each zone went to whom once claiming is over (from the claim events, as the log words them),
and, when the learner is to move, suggests what the greedy player would do from the learner's
own view, with the reason in words (in a building turn where a card can be built, the action
panel's one-click plan for the most points instead, so that the lesson and the panel agree).
Nothing here forces anything: the page offers the suggestion, the learner may play anything legal.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.ai import make_bot
from game.charon import (
    Action,
    Build,
    ChooseRowCard,
    EndTurn,
    LiftFlag,
    Pass,
    PlaceFlag,
    ReplaceDuplicates,
    ReturnGem,
    State,
    Synchrotron,
    TakeCard,
    Trade,
    claim_zone,
)
from game.charon.board import ACTION_AREAS, ACTIVE_ZONES, COLOURS, GEM_KINDS, POSITION_ZONES
from game.charon.building import Payment, best_turn, colours_missing, gems_short, new_values, trades_to_pay
from game.charon.cards import CARD_VALUE
from game.charon.events import Claim, Event
from game.charon.keeping import hand_needs
from game.charon.players.greedy import area_wish, blocked, contested, lift_order, rival_flags, settled_rivals
from game.charon.players.heuristics import card_utility, colour_needs, row_worth
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
from shell.i18n import N_, _, listed, ngettext, pgettext
from shell.seating import default_names
from shell.suggestion import Suggestion

from . import layout as L
from . import plans
from .describe import action_label, card_text, gem_count, position_text
from .render import Canvas
from .story import tell
from .theme import HIGHLIGHT, area_title, gem_name

LESSON_SEED = 3028  # the same deal every time; following the suggestions plays every phase, and wins
# (2037 did, until the gems kept became the panel's one-click sets, which its first round's are not;
# 2100 did, until the building turns followed the panel's best plan and the row choice gave up a
# second card of a value: its learner then never won Stolen Intelligence)
LESSON_SEATS = ("human", "ai:greedy", "ai:greedy")
LEARNER = 0  # the learner's seat
CLAIMING = "claiming"  # not a phase of the engine's: the moment after the last flag
# Where to look while the claiming is walked through (the claimed gems fly to their winners).
WALK_POINTER = N_("The moon: each claimed zone's gems fly to their winner; your next move comes once they land.")


@dataclass(frozen=True)
class Explanation:
    """What the lesson says of one moment: a title, one short paragraph, and the part of the
    table it is about (`region`, see REGIONS) with one sentence pointing at it. The words are
    message ids (marked with `N_`): the page translates them where it shows them."""

    key: str
    title: str
    text: str
    region: str
    pointer: str


EXPLANATIONS: dict[str, Explanation] = {
    e.key: e
    for e in (
        Explanation(
            REPLACE,
            N_("Replacing duplicates"),
            N_(
                "You may build only one card of each value. A card dealt of a value you have built "
                "already may be swapped for one from the discard pile, or kept."
            ),
            "hand",
            N_("Your hand: the duplicates are the cards of values you have built."),
        ),
        Explanation(
            CHOOSE_ROW,
            N_("A card for the common row"),
            N_(
                "Each round the moon is seeded with gems and everyone is dealt cards. Now each player "
                "secretly puts one card of their hand into the common row; once all have chosen, the "
                "row is revealed and any player may build one row card per building turn."
            ),
            "hand",
            N_("Your hand: give the row the card worth least to you (its points, discounted by the gems it lacks)."),
        ),
        Explanation(
            STAKE,
            N_("Staking claims"),
            N_(
                "In turn order, each player takes one flag from an action area of their choice and "
                "places it on the moon, until everyone has one flag left on the areas. An area with "
                "exactly one flag left is won by its owner; the flags on the moon win zones' gems."
            ),
            "areas",
            N_(
                "The action areas: take a flag from one you care less about, and leave your last "
                "flag on the one you want to win."
            ),
        ),
        Explanation(
            STAKE + ":place",
            N_("Staking claims: place the flag"),
            N_(
                "A flag gives its owner 1 influence in every zone it touches: a centre touches 1 zone, "
                "a road 2, a crossroads 4. After staking, each zone's gems go to the player with the "
                "most influence there; a tie goes to the centre's owner, then to the most roads."
            ),
            "board",
            N_("The moon: the lit spots are where the flag may go; the legend under it tells the spots apart."),
        ),
        Explanation(
            STOLEN_INTELLIGENCE,
            N_("Stolen Intelligence"),
            N_(
                "The winner of Stolen Intelligence may now move one of their flags on the moon to "
                "another free spot, but not next to a zone holding three or more gems. Moving none "
                "is allowed."
            ),
            "board",
            N_("The moon: pick one of your flags, then its new spot."),
        ),
        Explanation(
            CLAIMING,
            N_("Claiming: who took which zone"),
            N_(
                "Every zone with gems went to the player with the most influence on it; ties went to "
                "the centre's owner, then to the most road flags, and otherwise the gems stayed. The "
                "winners of the action areas got their effects."
            ),
            "board",
            N_("The moon: the zones emptied are the ones claimed; the list below says why."),
        ),
        Explanation(
            ENGINEERING_ADVANCE,
            N_("Engineering Advance"),
            N_(
                "The winner of Engineering Advance may take one card into their hand: from the "
                "discard pile, which only they may look through now, or from the common row."
            ),
            "row",
            N_("The common row, and the discard pile drawn over the moon for its winner."),
        ),
        Explanation(
            BUILD,
            N_("Building"),
            N_(
                "The player with the most gems builds first. On your turn, trade 3 gems for 1 (2 "
                "with the Underground Warehouse), then build cards you can pay for: a card's value "
                "is its points, and you may build one card of each value. Hover a card to see what "
                "it lacks."
            ),
            "hand",
            N_("Your hand and the common row: the lit cards can be built now."),
        ),
        Explanation(
            KEEP_GEMS,
            N_("Keeping gems"),
            N_(
                "At the end of the round each player keeps only 2 gems (6 with the Underground "
                "Warehouse) and returns the rest. Keep the colours your cards still need."
            ),
            "panels",
            N_("The players' panels: your gems are in yours."),
        ),
        Explanation(
            OVER,
            N_("The end"),
            N_(
                "After four rounds the most points wins; a tie goes to the highest built card, then "
                "the next. That was the whole game: you are ready for one of your own."
            ),
            "panels",
            N_("The players' panels: the points of each."),
        ),
    )
}


def explanation(state: State) -> Explanation:
    """What the lesson says now: the phase being played (while a flag is lifted in staking, how
    to place it). Claiming is told apart: see Lesson.observe."""
    if state.phase == STAKE and state.lifted is not None:
        return EXPLANATIONS[STAKE + ":place"]
    return EXPLANATIONS[state.phase]


# ---- pointing at the table ---------------------------------------------------------------------


HAND_LABEL_W = 150  # the hand's label above its cards ("Player 1's hand") when no drawing says how wide
# The outline's glow is drawn inside the region's edge, so a region ends where a phone's pane
# showing it ends: the row's and the hand's start just above their labels and end with the table
# (layout.ROW_PANE, layout.hand_pane), and a glow drawn outside them was cut at the top and the
# bottom on a phone (a newcomer's), at the bottom on the whole table too.
OUTLINE_LINE, OUTLINE_GLOW = 2.5, 3  # the bright line at the edge, the soft glow inside it (above the labels)


def region_rect(region: str, players: int, hand: int = 0, label_w: float = HAND_LABEL_W) -> L.Rect | None:
    """The part of the table an explanation is about, in the table's logical pixels, its
    outline included; the hand's is as wide as its `hand` cards and its label as drawn
    (`label_w`: layout.Cards.hand_label_w), not the whole strip it may fill.

    >>> x, y, w, h = region_rect("hand", 2, 3); px, py, pw, ph = L.hand_pane(3)
    >>> px <= x and py <= y and x + w <= px + pw and y + h <= py + ph
    True
    """
    if region == "areas":
        first, last = L.AREA_RECT[ACTION_AREAS[0]], L.AREA_RECT[ACTION_AREAS[-1]]
        return (first[0] - 6, first[1] - 6, first[2] + 12, last[1] + last[3] - first[1] + 12)
    if region == "board":
        x, y, w, h = L.BOARD
        return (x - 10, y - 10, w + 20, h + 20)
    if region == "row":
        px, py, pw, ph = L.ROW_PANE
        return (px + 2, py, pw - 4, ph)
    if region == "hand":
        x, y, w, h = L.HAND_AREA
        slots = L.card_slots(L.HAND_AREA, hand)
        held = max((sx + sw for sx, _sy, sw, _sh in slots), default=x) - x
        px, py, pw, ph = L.hand_pane(hand)
        # Right of the last card (or of the label) as far as the cards are from the left edge,
        # within the table and the phone's pane (where the label is squeezed: render._cards).
        return (x - 6, py, min(max(held, label_w) + 12, w + 2, px + pw - (x - 6)), ph)
    if region == "panels":
        panels = L.player_panels(players)
        x, y, _w, h = panels[0]
        last = panels[-1]
        return (x - 4, y - 4, last[0] + last[2] - x + 8, h + 8)
    return None


def region_ops(region: str, players: int, hand: int = 0, label_w: float = HAND_LABEL_W) -> list:
    """A glowing outline round the region, inside its edge (drawing operations, over the table)."""
    rect = region_rect(region, players, hand, label_w)
    if rect is None:
        return []
    x, y, w, h = rect
    line, glow = OUTLINE_LINE / 2, OUTLINE_LINE + OUTLINE_GLOW / 2  # the middles of their strokes
    c = Canvas()
    c.rect(x + glow, y + glow, w - 2 * glow, h - 2 * glow, None, "rgba(124,242,201,0.35)", OUTLINE_GLOW, 8)
    c.rect(x + line, y + line, w - 2 * line, h - 2 * line, None, HIGHLIGHT, OUTLINE_LINE, 10)
    return c.ops


def mark_ops(action: Action, cards: L.Cards) -> list:
    """'Show me': where the suggested action is on the table — the spot, the action area or the
    card (as drawn now, `cards`); nothing for an action that is not on the board (a trade)."""
    c = Canvas()
    spot = None
    if isinstance(action, PlaceFlag):
        spot = action.position
    elif isinstance(action, LiftFlag):
        if action.source in L.AREA_RECT:
            x, y, w, h = L.AREA_RECT[action.source]
            c.rect(x - 5, y - 5, w + 10, h + 10, None, "#ffffff", 3, 10)
            c.rect(x - 9, y - 9, w + 18, h + 18, None, "#ffd666", 3, 12)
            return c.ops
        spot = action.source
    if spot is not None:
        px, py = L.POSITION_XY[spot]
        c.circle(px, py, 19, None, "#ffffff", 3)
        c.circle(px, py, 25, None, "#ffd666", 3)
        return c.ops
    card = getattr(action, "card", None)
    if card is not None:
        for _region, _index, shown, (x, y, w, h) in cards.slots():
            if shown == card:
                c.rect(x - 5, y - 5, w + 10, h + 10, None, "#ffd666", 4, 10)
                return c.ops
    return []


# ---- the suggestion ----------------------------------------------------------------------------

# What the lesson suggests: an action, or the steps of one button of the action panel that makes
# them all in one press (the gems given back at a round's end: a plan's `data-plan`).
Move = Action | tuple[Action, ...]


def suggest(
    view: State, seed: int = LESSON_SEED, got: Sequence[str] = (), names: Sequence[str] = ()
) -> Suggestion[Move]:
    """The greedy player's choice from the mover's view (its `choose(view)`), with its reason;
    in a building turn where a card can be built, the panel's plan for the most points (_plan_step).
    At a round's end, the panel's whole set of gems to give back that holds its gem (as the hint
    shows its one gem: plans.set_returning), one click where the engine takes six; `got`: the
    colours this turn's trades brought (plans.gems_got), which the panel's sets keep first;
    `names`: the players' names, as the lesson names them (the seats' own names if none)."""
    if view.phase == BUILD and (planned := _plan_step(view)) is not None:
        return planned
    bot = make_bot("greedy", seed)
    action = bot.choose(view)
    if isinstance(action, ReturnGem):
        whole = _greedy_set(view, got, bot) or plans.set_returning(view, got, action.gem) or _rule_set(view, got)
        if whole is not None:
            label, steps = whole
            return Suggestion(tuple(steps), label, _keep_reason(view, steps))
    return Suggestion(action, action_label(action, view), reason(view, action, names))


def _plan_step(view: State) -> Suggestion[Move] | None:
    """In the building turn, the panel's plan for the most points this turn (building.best_turn:
    its "Most points this turn" button, or the one card's own plan), whole, one press: a learner
    was told "build the 6" beside the panel's plan for 13 points. Its button is among the panel's
    first, so "Show me" rings it with "End building turn" in sight (a trade's button sat far down
    in its group). Short words: the button's own line lists every trade. None when nothing can be
    built this turn."""
    steps = plans.turn_plan(view)  # the "Most points this turn" button's, if the panel shows one
    if not steps:  # else the best card's own line (best_turn asked here only then: turn_plan asks it too)
        best = best_turn(view, view.mover)
        if best is None:
            return None
        steps = next(o.steps for o in plans.outlooks(view) if o.card == best.cards[0])
    builds = [a.card for a in steps if isinstance(a, Build)]
    cards, points = listed([_short(c) for c in builds]), sum(CARD_VALUE[c] for c in builds)
    trades = len(steps) - len(builds)
    if trades:
        why = ngettext(
            "{n} trade, then it builds {cards}: {points} points.",
            "{n} trades, then it builds {cards}: {points} points.",
            trades,
        ).format(n=trades, cards=cards, points=points)
    else:
        why = _("It builds {cards}: {points} points.").format(cards=cards, points=points)
    return Suggestion(tuple(steps), _("Follow the panel's plan for the most points this turn"), why)


def _short(card: str) -> str:
    """'the 11': a card by its value, where the plan's words list several (the panel's buttons
    show their costs)."""
    return pgettext("a card by its value", "the {value}").format(value=CARD_VALUE[card])


def _greedy_set(view: State, got: Sequence[str], bot: Any) -> tuple[str, list[ReturnGem]] | None:
    """The panel's set that gives back the very gems the greedy player would, one at a time (so
    that following the lesson plays its game as before), if the panel offers that set."""
    state, returned = view.copy(), []  # a view takes no action: its gems are given back by hand
    gems = state.players[view.mover].gems
    for _gem in range(sum(gems.values()) - plans.keep_limit(view)):
        chosen = bot.choose(state)
        assert isinstance(chosen, ReturnGem)
        gems[chosen.gem] -= 1
        returned.append(chosen.gem)
    whole = plans.only_kind_returns(view)
    offered = [whole] if whole else [(plans.returns_label(s, why), s) for why, s in plans.proposed_returns(view, got)]
    return next(((label, steps) for label, steps in offered if sorted(a.gem for a in steps) == sorted(returned)), None)


def _rule_set(view: State, got: Sequence[str]) -> tuple[str, list[ReturnGem]] | None:
    """The panel's first set of gems to give back (the rule's: plans.proposed_returns)."""
    proposed = plans.proposed_returns(view, got)
    return None if not proposed else (plans.returns_label(proposed[0][1], proposed[0][0]), proposed[0][1])


def _keep_reason(view: State, steps: Sequence[ReturnGem]) -> str:
    """Why keep what giving back `steps` leaves, from the hand as it is: what its cards need, or
    why a spread of colours (an empty hand was told of "your cards")."""
    me = view.mover
    player = view.players[me]
    kept = {g: player.gems[g] - sum(1 for a in steps if a.gem == g) for g in GEM_KINDS}
    gems = listed([gem_count(g, n) for g, n in kept.items() if n])
    needs = hand_needs(view, me)
    needed = [gem_name(c) for c in COLOURS if kept[c] and needs[c]]
    if not player.hand:
        return _("Your hand is empty: keep {gems}, a spread of colours for the cards to come.").format(gems=gems)
    if not new_values(view, me, player.hand):
        return _(
            "You have built the values of the cards in your hand: keep {gems}, a spread of colours for the "
            "cards to come."
        ).format(gems=gems)
    if needed:
        return _("Keep {gems}: your cards need {colours}.").format(gems=gems, colours=listed(needed))
    return _("Your cards need none of these colours: keep {gems}, a spread for the cards to come.").format(gems=gems)


def reason(view: State, action: Action, names: Sequence[str] = ()) -> str:
    """Why the greedy player does `action`, derived from what it does in `view` (`names`: as `suggest`'s)."""
    me = view.mover
    gems = view.players[me].gems
    if isinstance(action, LiftFlag) and action.source in ACTION_AREAS:
        return _lift_area_reason(view, action.source, names)
    if isinstance(action, PlaceFlag):
        return _place_reason(view, action.position)
    if isinstance(action, LiftFlag):
        return _("Your flag on {spot} wins you little: a free spot elsewhere wins more.").format(
            spot=position_text(action.source)
        )
    if isinstance(action, ChooseRowCard):
        return _row_card_reason(view, action.card)
    if isinstance(action, Build):
        # "It": the label names the card ("Build the 6 (…): pay …"), the reason does not again.
        return _("It is worth {value} points: the most valuable card you can pay for now.").format(
            value=CARD_VALUE[action.card]
        )
    if isinstance(action, (Trade, Synchrotron)):
        return _trade_reason(view, action.take, synchrotron=isinstance(action, Synchrotron))
    if isinstance(action, EndTurn):
        return _("Nothing more can be built this turn, and no trade gets a card within reach.")
    if isinstance(action, ReturnGem):
        return _("Your cards need {colour} least of the gems you hold: keep the others.").format(
            colour=gem_name(action.gem)
        )
    if isinstance(action, TakeCard):
        short = gems_short(action.card, gems)
        if short:
            words = ngettext(
                "It is worth {value} points, and you are only {short} gem short of it.",
                "It is worth {value} points, and you are only {short} gems short of it.",
                short,
            )
        else:
            # Not "pay for it now": claiming builds nothing, and a newcomer read it as "build it now".
            words = _("It is worth {value} points, and your gems pay for it: build it in the building turn to come.")
        return words.format(value=CARD_VALUE[action.card], short=short)
    if isinstance(action, ReplaceDuplicates):
        return _("You cannot build a second card of a value you have built: swap the duplicates for new cards.")
    if isinstance(action, Pass):
        return _(PASS_REASONS.get(view.phase, N_("Nothing here is worth doing now.")))
    return ""


PASS_REASONS = {
    STOLEN_INTELLIGENCE: N_("No move wins you more than your flag wins where it stands."),
    ENGINEERING_ADVANCE: N_("No card on offer is one you could build."),
    REPLACE: N_("Your cards are worth keeping."),
}


def _lift_area_reason(view: State, area: str, names: Sequence[str] = ()) -> str:
    """Why the greedy player lifts from `area`, by the very scores it chose by (greedy.area_keep_scores:
    its wish for each area; an area no rival contests first, as a sure win; one where the
    rivals' last flags win it for nobody last). "Want" is the wish alone, which no flag changes
    within a round: an area said to be wanted most is never later the one wanted least; what the
    rivals' flags change is said as theirs (issue 38), so that an area said to be kept and lifted
    at the next turn is lifted for what the rivals did in between, in the words."""
    me = view.mover
    wish = area_wish(view, me)
    others = [a for a in reversed(lift_order(view, me)) if a != area]  # kept last first (ties too)
    settled = settled_rivals(view, me, area)
    stopped = blocked(view, me, area)
    if stopped and any(wish[a] < wish[area] for a in others):
        why = ngettext(
            "{area} would be worth more to you, but {rivals}'s last flag is on it: beside it, yours would win it "
            "for nobody.",
            "{area} would be worth more to you, but the last flags of {rivals} are on it: beside them, yours would "
            "win it for nobody.",
            len(settled),
        ).format(area=area_title(area), rivals=_named(view, settled, names))
    elif contested(view, me, area) and any(wish[a] < wish[area] for a in others):
        rivals = rival_flags(view, me, area)
        why = ngettext(
            "{area} would be worth more to you, but the rivals have {n} flag on it: you are unlikely to win it.",
            "{area} would be worth more to you, but the rivals have {n} flags on it: you are unlikely to win it.",
            rivals,
        ).format(n=rivals, area=area_title(area))
    else:
        if all(wish[a] > wish[area] for a in others):
            why = _("Of the areas your flags are on, {area} is the one you want least this round.")
        else:  # tied for least
            why = _("Of the areas your flags are on, none is worth less to you this round than {area}.")
        why = why.format(area=area_title(area))
        if stopped:
            why += " " + _blocked_words(view, area, settled, names)
    if not others:
        return why
    return f"{why} {_stay_reason(view, others, wish, names)}"


def _blocked_words(view: State, area: str, settled: Sequence[int], names: Sequence[str]) -> str:
    """The rivals' last flags on `area`, beside which the mover's would win it for nobody."""
    return ngettext(
        "{rivals}'s last flag is on {area}: beside it, yours would win it for nobody.",
        "The last flags of {rivals} are on {area}: beside them, yours would win it for nobody.",
        len(settled),
    ).format(area=area_title(area), rivals=_named(view, settled, names))


def _named(view: State, players: Sequence[int], names: Sequence[str]) -> str:
    """`players` by name, as the lesson names them (the seats' own names if it gives none)."""
    named = list(names) or default_names(["human"] * view.num_players)
    return listed([named[p] for p in players])


def _stay_reason(view: State, others: Sequence[str], wish: dict[str, float], names: Sequence[str] = ()) -> str:
    """Where the mover's flags stay: `others` (their areas, the one the greedy player keeps
    last first). An area wanted more but kept less is so for the rivals' flags on it; one kept
    that no rival contests is said so (its rivals lifted theirs: a sure win, kept first, where an
    earlier turn kept another). A last flag kept beside as many rivals' last flags as win an area
    alone wins it for nobody: said so (a newcomer read "the one you want" and was baffled)."""
    me, kept = view.mover, others[0]
    alone = not rival_flags(view, me, kept)  # the rivals lift flags from the areas, never put any back
    if len(others) == 1 and blocked(view, me, kept):  # every area left is so: see area_keep_scores
        settled = settled_rivals(view, me, kept)
        return ngettext(
            "Your last flag stays on {area}: beside {rivals}'s last flag, nobody wins it — not {rivals} either.",
            "Your last flag stays on {area}: beside the last flags of {rivals}, nobody wins it — none of them either.",
            len(settled),
        ).format(area=area_title(kept), rivals=_named(view, settled, names))
    more = sorted((a for a in others if wish[a] > wish[kept]), key=lambda a: -wish[a])
    if more:  # the rivals' flags took more off it than it is wanted over the one kept
        rivals = rival_flags(view, me, more[0])
        if alone:
            words = ngettext(
                "Your other flags stay: you want {want} more than {kept}, but the rivals have {n} flag on it and "
                "none on {kept} any more, so {kept} is the one to keep for now.",
                "Your other flags stay: you want {want} more than {kept}, but the rivals have {n} flags on it and "
                "none on {kept} any more, so {kept} is the one to keep for now.",
                rivals,
            )
        else:
            words = ngettext(
                "Your other flags stay: you want {want} more than {kept}, but the rivals have {n} flag on it, so "
                "{kept} is the one to keep for now.",
                "Your other flags stay: you want {want} more than {kept}, but the rivals have {n} flags on it, so "
                "{kept} is the one to keep for now.",
                rivals,
            )
        return words.format(want=area_title(more[0]), kept=area_title(kept), n=rivals) + _left(view, kept)
    if len(others) == 1:
        stay = _("Your last flag stays on {area}.").format(area=area_title(kept))
        if alone:
            stay += " " + _("No rival has a flag on it: you will win it.")
        return stay + _left(view, kept)
    if all(wish[a] < wish[kept] for a in others[1:]):
        stay = _("Your other flags stay; the area you want most is {area}.").format(area=area_title(kept))
    else:
        stay = _("Your other flags stay; none is worth more to you than {area}.").format(area=area_title(kept))
    if alone:
        stay += " " + _("No rival has a flag on {area} any more: it is yours if your last flag stays there.").format(
            area=area_title(kept)
        )
    return stay + _left(view, kept)


def _left(view: State, kept: str) -> str:
    """The rivals' flags left on `kept` once some of them lifted theirs (and not their last, as many
    as win it: it is not kept then): their lifts are what made it the one kept, where an earlier
    turn kept another. Not while all are there: the words were too long to show whole at 1024x768."""
    rivals = rival_flags(view, view.mover, kept)
    if not rivals or rivals == view.num_players - 1 or blocked(view, view.mover, kept):
        return ""
    words = ngettext("The rivals have {n} flag left on {area}.", "The rivals have {n} flags left on {area}.", rivals)
    return " " + words.format(n=rivals, area=area_title(kept))


def _row_card_reason(view: State, card: str) -> str:
    """Why the greedy player gives `card` to the row, by the measure it chose by (a card's
    points, discounted by the gems it lacks; nothing for a value built already, nor for a second
    card of a value: heuristics.row_worth), the fewer points of cards worth the same: the cards
    worth as much are told apart from those worth more."""
    me = view.mover
    gems = view.players[me].gems
    others = [c for c in view.players[me].hand if c != card]
    worth = row_worth(view, me, card)
    even = [c for c in others if row_worth(view, me, c) == worth]
    twin = next((c for c in others if CARD_VALUE[c] == CARD_VALUE[card]), None)
    # The card is the label's ("Put the 3 (…) into the row"): its reason says "this one", not its name again.
    if not new_values(view, me, [card]):
        why = _("You have built a card worth {value} already, so you cannot build this one.").format(
            value=CARD_VALUE[card]
        )
    elif twin and not worth and card_utility(view, me, card):  # "you keep the cards worth more" said of a twin
        why = _(
            "You also hold {twin}, and only one card of each value can be built: this one adds nothing to your hand."
        ).format(twin=card_text(twin))
    else:
        short = gems_short(card, gems)
        if short and even:
            why = ngettext(
                "It is worth no more to you than any other card in your hand: {value} points, and you are "
                "{short} gem short of it.",
                "It is worth no more to you than any other card in your hand: {value} points, and you are "
                "{short} gems short of it.",
                short,
            )
        elif short:
            why = ngettext(
                "It is worth the least to you: {value} points, and you are {short} gem short of it.",
                "It is worth the least to you: {value} points, and you are {short} gems short of it.",
                short,
            )
        elif even:
            why = _(
                "It is worth no more to you than any other card in your hand: you could pay for it, but it is "
                "only {value} points."
            )
        else:
            why = _("It is worth the least to you: you could pay for it, but it is only {value} points.")
        why = why.format(value=CARD_VALUE[card], short=short)
    if not others:
        return why
    if not even:
        rest = ngettext(
            "You keep the other card, which is worth more to you.",
            "You keep the other cards, which are worth more to you.",
            len(others),
        )
    elif twins := [c for c in even if CARD_VALUE[c] == CARD_VALUE[card]]:
        even = twins  # those worth as much for more points are kept, as "no more than any other" says
        rest = ngettext(
            "{cards} is worth just as much to you: either could go to the row.",
            "{cards} are worth just as much to you: any of them could go to the row.",
            len(even),
        )
    else:
        rest = ngettext(
            "{cards} is worth as much to you, but scores more points.",
            "{cards} are worth as much to you, but score more points.",
            len(even),
        )
    return f"{why} {_cap(rest.format(cards=listed([card_text(c) for c in even])))}"


def _place_reason(view: State, position: str) -> str:
    """The zones a flag there would win (or keep from a rival), by the engine's claiming rule."""
    me = view.mover
    needs = colour_needs(view, me)
    with_flag = {**view.flags, position: me}
    active = set(ACTIVE_ZONES[view.num_players])
    wins: list[int] = []
    denies: list[int] = []
    gained: dict[str, int] = {}
    for zone in POSITION_ZONES[position]:
        if zone not in active or not view.zone_gems[zone]:
            continue
        before, _unused = claim_zone(zone, view.flags)
        after, _unused = claim_zone(zone, with_flag)
        if after == me and before != me:
            wins.append(zone)
            for colour, n in view.zone_gems[zone].items():
                gained[colour] = gained.get(colour, 0) + n
        elif before is not None and before != me and after != before:
            denies.append(zone)
    parts = []
    if wins:
        gems = ", ".join(gem_count(c, n) for c, n in gained.items())
        # the needs count the row's cards too (anyone may build them): the words say whose cards
        # need a colour, as "your cards need black" with no black in the hand misled a newcomer
        held = hand_needs(view, me)
        wanted = [c for c in gained if needs.get(c, 0) > 0]
        mine = [gem_name(c) for c in wanted if held[c]]
        row = [gem_name(c) for c in wanted if not held[c]]
        if mine and row:
            gems = _("{gems}; your cards need {colours}, the row's cards {row}").format(
                gems=gems, colours=listed(mine), row=listed(row)
            )
        elif mine:
            gems = _("{gems}; your cards need {colours}").format(gems=gems, colours=listed(mine))
        elif row:
            gems = _("{gems}; the row's cards need {colours}").format(gems=gems, colours=listed(row))
        parts.append(
            ngettext(
                "it would win you zone {zones} ({gems})", "it would win you zones {zones} ({gems})", len(wins)
            ).format(zones=_zones(wins), gems=gems)
        )
    if denies:
        parts.append(
            ngettext(
                "it takes zone {zones} from a rival's lead", "it takes zones {zones} from a rival's lead", len(denies)
            ).format(zones=_zones(denies))
        )
    if not parts:
        zones = [z for z in POSITION_ZONES[position] if z in active]
        return ngettext(
            "It adds to your influence in zone {zones}, for later flags.",
            "It adds to your influence in zones {zones}, for later flags.",
            len(zones),
        ).format(zones=_zones(zones))
    return _cap("; ".join(parts)) + "."


def _zones(zones: list[int]) -> str:
    """[9, 10, 14] -> '9, 10 and 14' (in the language shown)."""
    return listed([str(z) for z in zones])


def _trade_reason(view: State, take: str, synchrotron: bool) -> str:
    me = view.mover
    gems = view.players[me].gems
    colour = gem_name(take)
    for card in sorted(view.players[me].hand + view.common_row, key=lambda c: -CARD_VALUE[c]):
        if take in colours_missing(card, gems) and new_values(view, me, [card]):
            if not isinstance(trades_to_pay(view, me, card), Payment):
                # Not buildable this turn whatever the trades (the panel says so): a newcomer read
                # "lacks green; trading gets it" as the card built now, beside "5 gems short".
                short = gems_short(card, gems)
                words = ngettext(
                    "{card} is {n} gem short: no trade builds it this turn, but this one gets a {colour} gem it "
                    "lacks, to keep for a later round.",
                    "{card} is {n} gems short: no trade builds it this turn, but this one gets a {colour} gem it "
                    "lacks, to keep for a later round.",
                    short,
                )
                return _cap(words.format(card=card_text(card), n=short, colour=colour))
            if synchrotron:
                words = _("{card} lacks {colour}: the Synchrotron gets it from gems you do not need.")
            else:
                words = _("{card} lacks {colour}: trading gets it from gems you do not need.")
            return _cap(words.format(card=card_text(card), colour=colour))
    if synchrotron:
        words = _(
            "You hold more gems than you may keep: the Synchrotron turns spares into {colour}, which your cards want."
        )
    else:
        words = _("You hold more gems than you may keep: trading turns spares into {colour}, which your cards want.")
    return words.format(colour=colour)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# ---- the lesson as it goes -------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    explanation: Explanation  # the phase being played
    claims: tuple[str, ...] = ()  # after claiming, until the round ends: why each zone went to whom
    suggestion: Suggestion[Move] | None = None  # when the learner is to move

    @property
    def claiming(self) -> Explanation | None:
        return EXPLANATIONS[CLAIMING] if self.claims else None

    def told(self) -> tuple[str, str]:
        """The coach's title and paragraph: the phase being played, whatever came before it
        (during building the title still named the claiming: "Claiming: who took which zone ·
        Building"); the claims follow in their own list, under the claiming's title, and how
        claiming works was told as it was walked through."""
        return _(self.explanation.title), _(self.explanation.text)


AFTER_CLAIMING = (ENGINEERING_ADVANCE, BUILD, KEEP_GEMS)


@dataclass(frozen=True)
class Claimed:
    """A round's claiming as it happened: the state before it and its events."""

    before: State
    events: tuple[Event, ...]

    def __deepcopy__(self, memo: dict) -> "Claimed":
        return self  # what happened never changes: a copy of the lesson's memory shares it


class Lesson:
    """The lesson's memory over one game: the claims of the round (told once claiming is over,
    until the round ends) and which explanations have been shown, in order."""

    def __init__(self, names: list[str]):
        self.names = names
        self.claimed: Claimed | None = None  # the round's claiming, told until the round ends
        self.shown: list[str] = []

    def observe(self, before: State, events: list[Event]) -> None:
        """One step's events: the round's claiming kept, to be told (see `claims`)."""
        if any(isinstance(e, Claim) for e in events):
            self.claimed = Claimed(before, tuple(events))

    def claims(self, state: State) -> tuple[str, ...]:
        """After claiming, until the round ends: why each zone the learner had a flag on went to
        whom, and who won the action areas, as the log words them (the log has the rest). Worded
        when told, in the language shown (kept in words, a switch of language left them in the old one)."""
        claimed = self.claimed
        if claimed is None or claimed.before.round != state.round or state.phase not in AFTER_CLAIMING:
            return ()
        return tuple(
            line.text
            for line in tell(claimed.before, list(claimed.events), self.names)
            if (line.kind == "claim" and LEARNER in line.players)
            or (line.kind in ("area_won", "rare_mineral_find") and line.players)
        )

    def step(self, state: State, view: State | None, got: Sequence[str] = ()) -> Step:
        """What to show now. `view`: the learner's, when they are to move (then the greedy
        player's choice from it is suggested); None otherwise. `got`: see `suggest`."""
        claims = self.claims(state)
        now = Step(explanation(state), claims, suggest(view, got=got, names=self.names) if view is not None else None)
        for shown in (now.claiming, now.explanation):
            if shown is not None and shown.key not in self.shown:
                self.shown.append(shown.key)
        return now
