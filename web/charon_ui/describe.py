"""Everything the page says in words: action labels and groups for the action panel, log lines
from (before, action, after), who is ahead in a zone and why, and the final summary.

Only public information is ever put into words here: a log line is seen by every player.
Names are plain strings; the page shows them as text, never as HTML.
"""

from game.charon import (
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
    claim_winner,
    scores,
    winners,
)
from game.charon.board import (
    ACTION_AREAS,
    ACTIVE_ZONES,
    GEM_KINDS,
    POSITION_KIND,
    POSITION_ZONES,
    ZONE_CENTRE,
    ZONE_POSITIONS,
)
from game.charon.cards import CARD_COST, CARD_VALUE
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

from .theme import AREA_TITLES, GEM_SYMBOL

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
    """'7b (7 points: 2 blue, 1 green ...)' – a card with its value and cost."""
    cost = ", ".join(f"{n} {c}" for c, n in CARD_COST[card])
    return f"{card} ({CARD_VALUE[card]} pts; cost {cost})"


def position_text(position: str) -> str:
    kind = {"center": "centre of zone", "road": "road between zones", "crossroads": "crossroads of zones"}
    zones = POSITION_ZONES[position]
    return f"{position} ({kind[POSITION_KIND[position]]} {', '.join(map(str, zones))})"


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
        return (
            f"Build {action.card}{where} ({CARD_VALUE[action.card]} pts): pay {payment_text(action.card, action.wild)}"
        )
    if isinstance(action, ReturnGem):
        return f"Return a {action.gem} gem {GEM_SYMBOL[action.gem]}"
    return repr(action)


def group_actions(actions: list, state: State) -> list[tuple[str, list[tuple[str, object]]]]:
    """The legal actions in labelled groups, for the action panel: [(title, [(label, action)])].
    The quick decisions (end turn, pass) come first; long lists (trades) come last."""
    groups: dict[str, list] = {}

    def add(title, action):
        groups.setdefault(title, []).append((action_label(action, state), action))

    for a in actions:
        if isinstance(a, (EndTurn, Pass)):
            add("Decide", a)
        elif isinstance(a, Build):
            add(f"Build {a.card}", a)
        elif isinstance(a, Trade):
            add(f"Trade {gems_text(a.give)}", a)
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
        return 0 if title == "Decide" else 2 if title.startswith(("Trade", "Synchrotron")) else 1

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
        return f"{who}: move the flag from {state.lifted} to a highlighted position."
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


# ---- the log -------------------------------------------------------------------------------


def describe(before: State, action, after: State, names: list[str]) -> list[str]:
    """Log lines for `action` taken in `before`, giving `after` (public facts only)."""
    p = before.to_move
    who = names[p]
    lines: list[str] = []
    if isinstance(action, ReplaceDuplicates):
        lines.append(f"{who} replaced duplicate card(s) {', '.join(action.cards)} with cards from the discard pile.")
    elif isinstance(action, ChooseRowCard):
        lines.append(f"{who} chose a card for the common row.")
    elif isinstance(action, PlaceFlag):
        src = before.lifted
        src_text = AREA_TITLES.get(src, src)
        verb = "staked a flag from" if before.phase == STAKE else "moved a flag (Stolen Intelligence) from"
        lines.append(f"{who} {verb} {src_text} to {position_text(action.position)}.")
    elif isinstance(action, Pass):
        lines.append(
            {
                REPLACE: f"{who} kept their dealt cards.",
                STOLEN_INTELLIGENCE: f"{who} did not move a flag.",
                ENGINEERING_ADVANCE: f"{who} took no card.",
            }.get(before.phase, f"{who} passed.")
        )
    elif isinstance(action, TakeCard):
        if action.card in before.common_row and action.card not in before.discard:
            lines.append(f"{who} took {action.card} from the common row (Engineering Advance).")
        else:
            lines.append(f"{who} took a card from the discard pile (Engineering Advance).")
    elif isinstance(action, Trade):
        lines.append(f"{who} traded {gems_text(action.give)} for 1 {action.take}.")
    elif isinstance(action, Synchrotron):
        lines.append(f"{who} used the Synchrotron: {action.count} {action.give} → {action.take}.")
    elif isinstance(action, Build):
        where = (
            " from the common row"
            if action.card in before.common_row and action.card not in before.players[p].hand
            else ""
        )
        lines.append(
            f"{who} built {action.card}{where} for {CARD_VALUE[action.card]} points, paying "
            f"{payment_text(action.card, action.wild)}."
        )
    elif isinstance(action, EndTurn):
        lines.append(f"{who} ended their building turn.")
    elif isinstance(action, ReturnGem):
        lines.append(f"{who} returned a {action.gem} gem.")
    lines.extend(_automatic_steps(before, action, after, names))
    return lines


def _automatic_steps(before: State, action, after: State, names: list[str]) -> list[str]:
    """What the engine did by itself after the action: reveal, claims, turn order, new round."""
    lines = []
    if before.phase == CHOOSE_ROW and after.phase != CHOOSE_ROW and after.round == before.round:
        lines.append("The common row is revealed: " + (", ".join(after.common_row) or "empty") + ".")
    claimed = before.phase in (STAKE, STOLEN_INTELLIGENCE) and (
        after.phase not in (STAKE, STOLEN_INTELLIGENCE) or after.round != before.round
    )
    if claimed:
        flags = dict(before.flags)
        if isinstance(action, PlaceFlag):
            if before.phase == STOLEN_INTELLIGENCE:
                flags.pop(before.lifted, None)
            flags[action.position] = before.to_move
        for zone in ACTIVE_ZONES[before.num_players]:
            gems = before.zone_gems[zone]
            if not gems:
                continue
            winner = claim_winner(zone, flags)
            taken = ", ".join(f"{n} {c}" for c, n in gems.items())
            if winner is None:
                lines.append(f"Zone {zone}: nobody wins; its gems ({taken}) stay.")
            else:
                lines.append(f"Zone {zone}: {names[winner]} takes {taken}.")
        for i in range(before.num_players):
            if after.players[i].gems["clear"] > before.players[i].gems["clear"] and after.round == before.round:
                lines.append(f"{names[i]} takes a clear gem (Rare Mineral Find).")
    if after.phase == BUILD and before.phase != BUILD:
        lines.append("Turn order for building: " + ", ".join(names[i] for i in after.turn_order) + ".")
    if after.round != before.round:
        lines.append(f"Round {after.round} begins: the board is seeded and cards are dealt.")
    if after.phase == OVER and before.phase != OVER:
        lines.append("The game is over.")
    return lines


# ---- the table in words (for screen readers, and anyone who prefers text) ---------------------


def table_summary(state: State, names: list[str], show_private: bool) -> list[str]:
    """The public table, line by line, plus the viewer's hand when `show_private`."""
    lines = [f"Round {state.round} of 4, {PHASE_TITLES[state.phase].lower()}."]
    lines.append("Turn order: " + ", ".join(names[p] for p in state.turn_order) + ".")
    points = scores(state)
    for p, me in enumerate(state.players):
        gems = ", ".join(f"{n} {g}" for g, n in me.gems.items() if n) or "no gems"
        built = ", ".join(me.built) or "nothing"
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
        flags = [f"{names[state.flags[p]]} on {p}" for p in ZONE_POSITIONS[zone] if p in state.flags]
        lines.append(f"Zone {zone}: {gems}; " + ("flags: " + ", ".join(flags) if flags else "no flags") + ".")
    return lines


# ---- explanations --------------------------------------------------------------------------


def zone_explanation(state: State, zone: int, names: list[str]) -> str:
    """Who is ahead in a zone and why: influence, centre, roads (RULES.md 4.2)."""
    if zone not in ACTIVE_ZONES[state.num_players]:
        return f"Zone {zone} is out of play with {state.num_players} players."
    gems = state.zone_gems[zone]
    gem_line = ", ".join(f"{n} {c}" for c, n in gems.items()) if gems else "no gems"
    influence: dict[int, int] = {}
    roads: dict[int, int] = {}
    for pos in ZONE_POSITIONS[zone]:
        owner = state.flags.get(pos)
        if owner is None:
            continue
        influence[owner] = influence.get(owner, 0) + 1
        if POSITION_KIND[pos] == "road":
            roads[owner] = roads.get(owner, 0) + 1
    head = f"Zone {zone} ({gem_line})."
    if not influence:
        return head + " No flags touch it: nobody would take its gems."
    parts = [
        f"{names[p]} {n} influence ({roads.get(p, 0)} on roads)"
        for p, n in sorted(influence.items(), key=lambda kv: -kv[1])
    ]
    winner = claim_winner(zone, state.flags)
    most = max(influence.values())
    tied = [p for p, n in influence.items() if n == most]
    if winner is None:
        why = "tied on influence, nobody on the centre, roads tied too: nobody would win, the gems stay."
    elif len(tied) == 1:
        why = f"{names[winner]} is ahead on influence."
    elif state.flags.get(ZONE_CENTRE[zone]) == winner:
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
