"""Everything the page says in words, but the log (story.py): action labels and groups for
the action panel, the prompt, cards and flag spots as players name them, who is ahead in a
zone and why, and the final summary.

Names are plain strings; the page shows them as text, never as HTML.
"""

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
    Synchrotron,
    TakeCard,
    Trade,
    claim_zone,
    scores,
    winners,
)
from game.charon.board import (
    ACTION_AREAS,
    ACTIVE_ZONES,
    GEM_KINDS,
    POSITION_KIND,
    POSITION_ZONES,
    ZONE_POSITIONS,
)
from game.charon.cards import CARD_COST, CARD_VALUE
from game.charon.claiming import zone_tally
from game.charon.staking import trigger_limit
from game.charon.state import (
    BUILD,
    CHOOSE_ROW,
    ENGINEERING_ADVANCE,
    KEEP_GEMS,
    OVER,
    REPLACE,
    STAKE,
    STOLEN_INTELLIGENCE,
    State,
)

from .theme import AREA_EFFECTS, AREA_TITLES, GEM_SYMBOL

PHASE_TITLES = {
    REPLACE: "Replace duplicate cards",
    CHOOSE_ROW: "Choose a card for the common row",
    STAKE: "Staking claims",
    STOLEN_INTELLIGENCE: "Stolen Intelligence",
    ENGINEERING_ADVANCE: "Engineering Advance",
    BUILD: "Building",
    KEEP_GEMS: "Keep gems",
    OVER: "Game over",
}


def gem_word(kind: str, count: int = 1) -> str:
    return f"{count} {kind}" if count != 1 else kind


def gems_text(kinds) -> str:
    """('blue', 'blue', 'clear') -> '2 blue ●, 1 clear ✦' (kinds in the usual order)."""
    counts = {g: 0 for g in GEM_KINDS}
    for g in kinds:
        counts[g] += 1
    return ", ".join(f"{n} {g} {GEM_SYMBOL[g]}" for g, n in counts.items() if n) or "nothing"


def card_text(card: str) -> str:
    """'the 7 (2 blue, 1 green)' – a card by its value and cost, as players name it."""
    cost = ", ".join(f"{n} {c}" for c, n in CARD_COST[card])
    return f"the {CARD_VALUE[card]} ({cost})"


def position_text(position: str) -> str:
    """'the road between zones 3 and 4' – a flag spot as players name it."""
    zones = [str(z) for z in POSITION_ZONES[position]]
    listed = zones[0] if len(zones) == 1 else ", ".join(zones[:-1]) + " and " + zones[-1]
    kind = POSITION_KIND[position]
    if kind == "center":
        return f"the centre of zone {listed}"
    if kind == "road":
        return f"the road between zones {listed}"
    return f"the crossroads of zones {listed}"


def payment_text(card: str, wild: tuple[str, ...]) -> str:
    """What a Build pays: the coloured gems, and which colours clear gems stand in for."""
    paid = []
    for colour, need in CARD_COST[card]:
        own = need - wild.count(colour)
        if own:
            paid.append(f"{own} {colour} {GEM_SYMBOL[colour]}")
    for colour in dict.fromkeys(wild):
        paid.append(f"{wild.count(colour)} clear {GEM_SYMBOL['clear']} as {colour}")
    return ", ".join(paid)


# ---- the action panel ----------------------------------------------------------------------


def action_label(action, state: State) -> str:
    """A short, readable label for one legal action of the player to move in `state`."""
    if isinstance(action, EndTurn):
        return "End building turn"
    if isinstance(action, Pass):
        return {
            REPLACE: "Keep my cards (no replacement)",
            STOLEN_INTELLIGENCE: "Don't move a flag",
            ENGINEERING_ADVANCE: "Take no card",
        }.get(state.phase, "Pass")
    if isinstance(action, ReplaceDuplicates):
        return "Replace " + ", ".join(card_text(c) for c in action.cards)
    if isinstance(action, ChooseRowCard):
        return "Put into the row: " + card_text(action.card)
    if isinstance(action, LiftFlag):
        if action.source in AREA_TITLES:
            return f"Take my flag from {AREA_TITLES[action.source]}"
        return f"Move my flag from {position_text(action.source)}"
    if isinstance(action, PlaceFlag):
        return "Place flag on " + position_text(action.position)
    if isinstance(action, TakeCard):
        where = "row" if action.card in state.common_row and action.card not in state.discard else "discard pile"
        return f"Take from the {where}: {card_text(action.card)}"
    if isinstance(action, Trade):
        return f"Give {gems_text(action.give)} → get 1 {action.take} {GEM_SYMBOL[action.take]}"
    if isinstance(action, Synchrotron):
        return (
            f"Swap {action.count} {action.give} {GEM_SYMBOL[action.give]} → "
            f"{action.count} {action.take} {GEM_SYMBOL[action.take]}"
        )
    if isinstance(action, Build):
        where = " from the row" if action.card in state.common_row else ""
        return f"Build {card_text(action.card)}{where}: pay {payment_text(action.card, action.wild)}"
    if isinstance(action, ReturnGem):
        return f"Return a {action.gem} gem {GEM_SYMBOL[action.gem]}"
    return repr(action)


def pointless(action) -> bool:
    """A trade that gives a colour to receive the same colour back: it only wastes gems, so the
    action panel leaves it out (the engine still lists it: it is legal)."""
    return isinstance(action, Trade) and action.take in action.give


def group_actions(actions: list, state: State, useful=frozenset()) -> list[tuple[str, list[tuple[str, Action]]]]:
    """The legal actions in labelled groups, for the action panel: [(title, [(label, action)])].
    The quick decisions (end turn, pass) come first; long lists (trades) come last, those
    holding a `useful` trade (one a building plan uses) first among them. A trade giving a
    colour to get the same colour back is left out: it only wastes gems."""
    groups: dict[str, list] = {}
    useful_groups: set[str] = set()

    def add(title, action):
        groups.setdefault(title, []).append((action_label(action, state), action))

    for a in actions:
        if isinstance(a, (EndTurn, Pass)):
            add("Decide", a)
        elif isinstance(a, Build):
            add(f"Build {card_text(a.card)}", a)
        elif isinstance(a, Trade):
            if pointless(a):
                continue
            add(f"Trade {gems_text(a.give)}", a)
            if a in useful:
                useful_groups.add(f"Trade {gems_text(a.give)}")
        elif isinstance(a, Synchrotron):
            add(f"Synchrotron: swap {a.give}", a)
        else:
            add(
                {
                    ReplaceDuplicates: "Replace duplicates",
                    ChooseRowCard: "Your card for the common row",
                    LiftFlag: "Lift a flag",
                    PlaceFlag: "Place the flag",
                    TakeCard: "Take a card",
                    ReturnGem: "Return gems",
                }[type(a)],
                a,
            )

    def rank(title: str) -> int:
        if title == "Decide":
            return 0
        if title.startswith(("Trade", "Synchrotron")):
            return 2 if title in useful_groups else 3
        return 1

    return sorted(groups.items(), key=lambda kv: rank(kv[0]))


def prompt(state: State, names: list[str]) -> str:
    """What the player to move is asked to do now."""
    p = state.to_move
    if p is None:
        return "The game is over."
    who = names[p]
    if state.phase == STAKE:
        if state.lifted is None:
            return f"{who}: stake a claim – pick the action area to take a flag from."
        return f"{who}: place the flag from {AREA_TITLES[state.lifted]} on a highlighted position."
    if state.phase == STOLEN_INTELLIGENCE:
        if state.lifted is None:
            return f"{who}: Stolen Intelligence – pick one of your flags to move, or don't."
        return f"{who}: move the flag from {position_text(state.lifted)} to a highlighted position."
    return {
        REPLACE: f"{who}: replace duplicate cards (values you already built) or keep them.",
        CHOOSE_ROW: f"{who}: secretly choose a card of your hand for the common row.",
        ENGINEERING_ADVANCE: f"{who}: Engineering Advance – take a card from the discard pile or the row, or none.",
        BUILD: f"{who}: your building turn – trade, build, then end your turn.",
        KEEP_GEMS: _keep_gems_prompt(state, p, who),
    }[state.phase]


def _keep_gems_prompt(state: State, player: int, who: str) -> str:
    from game.charon.building import gem_limit  # the engine's rule: 2, or 6 with the Warehouse

    limit = gem_limit(state, player)
    extra = state.players[player].gem_count() - limit
    return f"{who}: you may keep {limit} gems – return {extra} more, one at a time."


# ---- the table in words (for screen readers, and anyone who prefers text) ---------------------


def table_summary(state: State, names: list[str], show_private: bool) -> list[str]:
    """The public table, line by line, plus the viewer's hand when `show_private`."""
    lines = [f"Round {state.round} of 4, {PHASE_TITLES[state.phase].lower()}."]
    lines.append("Turn order: " + ", ".join(names[p] for p in state.turn_order) + ".")
    points = scores(state)
    for p, me in enumerate(state.players):
        gems = ", ".join(f"{n} {g}" for g, n in me.gems.items() if n) or "no gems"
        built = ", ".join(card_text(c) for c in me.built) or "nothing"
        lines.append(f"{names[p]}: {points[p]} points; {gems}; {len(me.hand)} cards in hand; built {built}.")
    lines.append("Common row: " + (", ".join(card_text(c) for c in state.common_row) or "empty") + ".")
    if show_private and state.viewer is not None:
        hand = state.players[state.viewer].hand
        lines.append(f"{names[state.viewer]}'s hand: " + (", ".join(card_text(c) for c in hand) or "empty") + ".")
    for area in ACTION_AREAS:
        owners = state.action_flags[area]
        lines.append(f"{AREA_TITLES[area]}: flags of " + (", ".join(names[p] for p in owners) or "nobody") + ".")
    lines.append(
        f"Clear pool: {state.clear_pool}. Supply: " + ", ".join(f"{n} {c}" for c, n in state.supply.items()) + "."
    )
    for zone in ACTIVE_ZONES[state.num_players]:
        gems = ", ".join(f"{n} {c}" for c, n in state.zone_gems[zone].items()) or "no gems"
        flags = [f"{names[state.flags[p]]} on {position_text(p)}" for p in ZONE_POSITIONS[zone] if p in state.flags]
        lines.append(f"Zone {zone}: {gems}; " + ("flags: " + ", ".join(flags) if flags else "no flags") + ".")
    return lines


# ---- explanations --------------------------------------------------------------------------


def area_explanation(state: State, area: str) -> str:
    """What an action area does and when it triggers, with the flags on it now."""
    limit = trigger_limit(state.num_players)
    left = "exactly one flag is left on it" if limit == 1 else "one or two flags are left on it"
    flags = len(state.action_flags[area])
    now = f" {flags} flag{'s are' if flags != 1 else ' is'} on it now."
    return f"{AREA_TITLES[area]}: {AREA_EFFECTS[area]}. It triggers when {left} after staking.{now}"


def zone_explanation(state: State, zone: int, names: list[str]) -> str:
    """Who is ahead in a zone and why: influence, centre, roads (RULES.md 4.2), by the
    engine's own tally and claiming rule."""
    if zone not in ACTIVE_ZONES[state.num_players]:
        return f"Zone {zone} is out of play with {state.num_players} players."
    gems = state.zone_gems[zone]
    gem_line = ", ".join(f"{n} {c}" for c, n in gems.items()) if gems else "no gems"
    influence, roads = zone_tally(zone, state.flags)
    head = f"Zone {zone} ({gem_line})."
    if not influence:
        return head + " No flags touch it: nobody would take its gems."
    parts = [
        f"{names[p]} {n} influence ({roads.get(p, 0)} on roads)"
        for p, n in sorted(influence.items(), key=lambda kv: -kv[1])
    ]
    winner, reason = claim_zone(zone, state.flags)
    if winner is None:
        why = "tied on influence, nobody tied on the centre, roads tied too: nobody would win, the gems stay."
    elif reason == "influence":
        why = f"{names[winner]} is ahead on influence."
    elif reason == "centre":
        why = f"tied on influence; {names[winner]} holds the centre, so is ahead."
    else:
        why = f"tied on influence, nobody tied holds the centre; {names[winner]} has more road flags, so is ahead."
    return f"{head} {'; '.join(parts)}. {why}"


def final_summary(state: State, names: list[str]) -> dict:
    """Scores, the winner(s) and, when the top score is shared, the tie-break in words."""
    points = scores(state)
    best = winners(state)
    top = max(points)
    tied = [p for p in range(state.num_players) if points[p] == top]
    tie_break = ""
    if len(tied) > 1:
        cards = {p: sorted((CARD_VALUE[c] for c in state.players[p].built), reverse=True) for p in tied}
        listing = "; ".join(f"{names[p]}: {', '.join(map(str, cards[p])) or 'none'}" for p in tied)
        if len(best) == len(tied):
            tie_break = (
                f"{' and '.join(names[p] for p in tied)} tied on {top} points and built cards of the "
                f"same values ({listing}): they share the win."
            )
        else:
            tie_break = (
                f"{' and '.join(names[p] for p in tied)} tied on {top} points; the tie-break compares "
                f"the highest built cards, then the next ({listing}): "
                f"{' and '.join(names[p] for p in best)} {'wins' if len(best) == 1 else 'share the win'}."
            )
    ranking = sorted(range(state.num_players), key=lambda p: (p not in best, -points[p]))
    return {
        "scores": points,
        "winners": best,
        "ranking": ranking,
        "tie_break": tie_break,
        "headline": (
            f"{names[best[0]]} wins with {top} points!"
            if len(best) == 1
            else f"{' and '.join(names[p] for p in best)} share the win with {top} points!"
        ),
    }


def sentence(text: str) -> str:
    """'choose how to pay' -> 'Choose how to pay': a phrase starting a sentence."""
    return text[:1].upper() + text[1:]
