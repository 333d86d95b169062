"""Everything the page says in words, but the log (story.py): action labels and groups for
the action panel, the prompt, cards and flag spots as players name them, who is ahead in a
zone and why, and the final summary.

Names are plain strings; the page shows them as text, never as HTML.
"""

from collections.abc import Sequence

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
from game.charon.building import pointless_trade
from game.charon.cards import CARD_COST, CARD_VALUE
from game.charon.claiming import zone_tally
from game.charon.scoring import TieBreak, tie_break
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
from shell.i18n import N_, _, listed, ngettext, ordinal, pgettext

from .theme import GEM_SYMBOL, area_effect, area_title, gem_name

PHASE_TITLES = {
    REPLACE: N_("Replace duplicate cards"),
    CHOOSE_ROW: N_("Choose a card for the common row"),
    STAKE: N_("Staking claims"),
    STOLEN_INTELLIGENCE: N_("Stolen Intelligence"),
    ENGINEERING_ADVANCE: N_("Engineering Advance"),
    BUILD: N_("Building"),
    KEEP_GEMS: N_("Keep gems"),
    OVER: N_("Game over"),
}


def phase_title(phase: str) -> str:
    return _(PHASE_TITLES[phase])


# A count of gems of each kind, its name agreeing with the number: Spanish says "2 negras" (it
# said "negra ×2", stilted: a play-test's), English "2 black", Hungarian "2 fekete".
_COUNTED = {
    "blue": lambda n: ngettext("{n} blue", "{n} blue", n),
    "yellow": lambda n: ngettext("{n} yellow", "{n} yellow", n),
    "green": lambda n: ngettext("{n} green", "{n} green", n),
    "purple": lambda n: ngettext("{n} purple", "{n} purple", n),
    "black": lambda n: ngettext("{n} black", "{n} black", n),
    "clear": lambda n: ngettext("{n} clear", "{n} clear", n),
}


def gem_count(kind: str, n: int) -> str:
    """'2 blue' (no symbol): a count of gems of one kind.

    >>> gem_count("black", 2)
    '2 black'
    """
    return _COUNTED[kind](n).format(n=n)


def gem_count_shown(kind: str, n: int) -> str:
    """'2 blue ●': a count of gems of one kind, and its symbol."""
    return f"{gem_count(kind, n)} {GEM_SYMBOL[kind]}"


def gems_text(kinds) -> str:
    """('blue', 'blue', 'clear') -> '2 blue ●, 1 clear ★' (kinds in the usual order)."""
    counts = {g: 0 for g in GEM_KINDS}
    for g in kinds:
        counts[g] += 1
    shown = [gem_count_shown(g, n) for g, n in counts.items() if n]
    return ", ".join(shown) or _("nothing")


def gem_counts(gems: dict[str, int]) -> str:
    """{'blue': 2, 'green': 1} -> '2 blue, 1 green' ('' when empty)."""
    return ", ".join(gem_count(g, n) for g, n in gems.items() if n)


def card_text(card: str) -> str:
    """'the 7 (2 blue, 1 green)' – a card by its value and cost, as players name it."""
    cost = ", ".join(gem_count(c, n) for c, n in CARD_COST[card])
    return _("the {value} ({cost})").format(value=CARD_VALUE[card], cost=cost)


def zones_listed(zones) -> str:
    """'3 and 4' – zone numbers as a list (in Hungarian, with the ordinal's dot)."""
    return listed([pgettext("a zone's number in a list of zones", "{n}").format(n=z) for z in zones])


def position_text(position: str) -> str:
    """'the road between zones 3 and 4' – a flag spot as players name it."""
    zones = zones_listed(POSITION_ZONES[position])
    kind = POSITION_KIND[position]
    if kind == "center":
        return _("the centre of zone {zone}").format(zone=zones)
    if kind == "road":
        return _("the road between zones {zones}").format(zones=zones)
    return _("the crossroads of zones {zones}").format(zones=zones)


def payment_text(card: str, wild: tuple[str, ...]) -> str:
    """What a Build pays: the coloured gems, and which colours clear gems stand in for."""
    paid = []
    for colour, need in CARD_COST[card]:
        own = need - wild.count(colour)
        if own:
            paid.append(gem_count_shown(colour, own))
    for colour in dict.fromkeys(wild):
        paid.append(
            _("{n} clear {symbol} as {colour}").format(
                n=wild.count(colour), symbol=GEM_SYMBOL["clear"], colour=gem_name(colour)
            )
        )
    return ", ".join(paid)


# ---- the action panel ----------------------------------------------------------------------


def action_label(action, state: State) -> str:
    """A short, readable label for one legal action of the player to move in `state`."""
    if isinstance(action, EndTurn):
        return _("End building turn")
    if isinstance(action, Pass):
        return {
            REPLACE: _("Keep my cards (no replacement)"),
            STOLEN_INTELLIGENCE: _("Don't move a flag"),
            ENGINEERING_ADVANCE: _("Take no card"),
        }.get(state.phase, _("Pass"))
    if isinstance(action, ReplaceDuplicates):
        return _("Replace {cards}").format(cards=", ".join(card_text(c) for c in action.cards))
    if isinstance(action, ChooseRowCard):
        # The words of the panel's own button (action_panel: the card picked, then put in).
        return _("Put {card} into the row").format(card=card_text(action.card))
    if isinstance(action, LiftFlag):
        if action.source in ACTION_AREAS:
            return _("Take my flag from {area}").format(area=area_title(action.source))
        return _("Move my flag from {spot}").format(spot=position_text(action.source))
    if isinstance(action, PlaceFlag):
        return _("Place flag on {spot}").format(spot=position_text(action.position))
    if isinstance(action, TakeCard):
        if action.card in state.common_row and action.card not in state.discard:
            return _("Take from the row: {card}").format(card=card_text(action.card))
        return _("Take from the discard pile: {card}").format(card=card_text(action.card))
    if isinstance(action, Trade):
        return _("Give {gems} → get 1 {colour} {symbol}").format(
            gems=gems_text(action.give), colour=gem_name(action.take), symbol=GEM_SYMBOL[action.take]
        )
    if isinstance(action, Synchrotron):
        return _("Swap {n} {give} {give_symbol} → {n} {take} {take_symbol}").format(
            n=action.count,
            give=gem_name(action.give),
            give_symbol=GEM_SYMBOL[action.give],
            take=gem_name(action.take),
            take_symbol=GEM_SYMBOL[action.take],
        )
    if isinstance(action, Build):
        if action.card in state.common_row:
            text = _("Build {card} from the row: pay {payment}")
        else:
            text = _("Build {card}: pay {payment}")
        return text.format(card=card_text(action.card), payment=payment_text(action.card, action.wild))
    if isinstance(action, ReturnGem):
        return _("Return a {colour} gem {symbol}").format(colour=gem_name(action.gem), symbol=GEM_SYMBOL[action.gem])
    return repr(action)


def group_actions(actions: list, state: State, useful=frozenset()) -> list[tuple[str, list[tuple[str, Action]]]]:
    """The legal actions in labelled groups, for the action panel: [(title, [(label, action)])].
    The quick decisions (end turn, pass) come first; long lists (trades) come last, those
    holding a `useful` trade (one a building plan uses) first among them. A trade giving a
    colour to get the same colour back is left out: it only wastes gems."""
    groups: dict[str, list] = {}
    ranks: dict[str, int] = {}

    def add(title: str, action, rank: int) -> None:
        groups.setdefault(title, []).append((action_label(action, state), action))
        ranks[title] = min(ranks.get(title, rank), rank)

    for a in actions:
        if isinstance(a, (EndTurn, Pass)):
            add(_("Decide"), a, 0)
        elif isinstance(a, Build):
            add(_("Build {card}").format(card=card_text(a.card)), a, 1)
        elif isinstance(a, Trade):
            if pointless_trade(a):
                continue
            add(_("Trade {gems}").format(gems=gems_text(a.give)), a, 2 if a in useful else 3)
        elif isinstance(a, Synchrotron):
            add(_("Synchrotron: swap {colour}").format(colour=gem_name(a.give)), a, 2 if a in useful else 3)
        elif isinstance(a, LiftFlag) and a.source not in ACTION_AREAS:
            # Stolen Intelligence lifts a flag already on the moon: it moves it, it takes no flag
            # from an action area (its buttons stood under staking's heading, a newcomer's).
            add(_("Move a flag"), a, 1)
        else:
            title = {
                ReplaceDuplicates: N_("Replace duplicates"),
                ChooseRowCard: N_("Your card for the common row"),
                LiftFlag: N_("Lift a flag"),
                PlaceFlag: N_("Place the flag"),
                TakeCard: N_("Take a card"),
                ReturnGem: N_("Return gems"),
            }[type(a)]
            add(_(title), a, 1)

    return sorted(groups.items(), key=lambda kv: ranks[kv[0]])


def folded(items: Sequence[tuple[str, object]]) -> bool:
    """Whether the action panel folds a group away (trades and exchanges: long lists)."""
    return any(isinstance(action, (Trade, Synchrotron)) for _label, action in items)


def prompt(state: State, names: list[str]) -> str:
    """What the player to move is asked to do now."""
    p = state.to_move
    if p is None:
        return _("The game is over.")
    who = names[p]
    if state.phase == STAKE:
        if state.lifted is None:
            return _("{who}: stake a claim – pick the action area to take a flag from.").format(who=who)
        return _("{who}: place the flag from {area} on a highlighted position.").format(
            who=who, area=area_title(state.lifted)
        )
    if state.phase == STOLEN_INTELLIGENCE:
        if state.lifted is None:
            return _("{who}: Stolen Intelligence – pick one of your flags to move, or don't.").format(who=who)
        return _("{who}: move the flag from {spot} to a highlighted position.").format(
            who=who, spot=position_text(state.lifted)
        )
    if state.phase == KEEP_GEMS:
        return _keep_gems_prompt(state, p, who)
    return {
        REPLACE: _("{who}: replace duplicate cards (values you already built) or keep them."),
        CHOOSE_ROW: _("{who}: secretly choose a card of your hand for the common row."),
        ENGINEERING_ADVANCE: _("{who}: Engineering Advance – take a card from the discard pile or the row, or none."),
        BUILD: _("{who}: your building turn – trade, build, then end your turn."),
    }[state.phase].format(who=who)


def _keep_gems_prompt(state: State, player: int, who: str) -> str:
    from game.charon.building import gem_limit  # the engine's rule: 2, or 6 with the Warehouse

    limit = gem_limit(state, player)
    held = state.players[player].gem_count()
    # Never "return 7 more" (a newcomer's: nothing was returned yet), true before and after some.
    return ngettext(
        "{who}: you hold {held} gems and may keep {limit} – return {n}.",
        "{who}: you hold {held} gems and may keep {limit} – return {n}.",
        held - limit,
    ).format(who=who, held=held, limit=limit, n=held - limit)


# ---- the table in words (for screen readers, and anyone who prefers text) ---------------------


def table_summary(state: State, names: list[str], show_private: bool) -> list[str]:
    """The public table, line by line, plus the viewer's hand when `show_private`."""
    lines = [_("Round {round} of 4, {phase}.").format(round=state.round, phase=phase_title(state.phase).lower())]
    lines.append(_("Turn order: {players}.").format(players=", ".join(names[p] for p in state.turn_order)))
    points = scores(state)
    for p, me in enumerate(state.players):
        lines.append(
            ngettext(
                "{name}: {points} points; {gems}; {n} card in hand; built {built}.",
                "{name}: {points} points; {gems}; {n} cards in hand; built {built}.",
                len(me.hand),
            ).format(
                name=names[p],
                points=points[p],
                gems=gem_counts(me.gems) or _("no gems"),
                n=len(me.hand),
                built=", ".join(card_text(c) for c in me.built) or _("nothing"),
            )
        )
    row = ", ".join(card_text(c) for c in state.common_row) or _("empty")
    lines.append(_("Common row: {cards}.").format(cards=row))
    if show_private and state.viewer is not None:
        hand = ", ".join(card_text(c) for c in state.players[state.viewer].hand) or _("empty")
        lines.append(_("{name}'s hand: {cards}.").format(name=names[state.viewer], cards=hand))
    for area in ACTION_AREAS:
        owners = ", ".join(names[p] for p in state.action_flags[area]) or _("nobody")
        lines.append(_("{area}: flags of {players}.").format(area=area_title(area), players=owners))
    lines.append(
        _("Clear pool: {clear}. Supply: {supply}.").format(
            clear=state.clear_pool, supply=", ".join(gem_count(c, n) for c, n in state.supply.items())
        )
    )
    for zone in ACTIVE_ZONES[state.num_players]:
        gems = gem_counts(state.zone_gems[zone]) or _("no gems")
        flags = [
            _("{name} on {spot}").format(name=names[state.flags[p]], spot=position_text(p))
            for p in ZONE_POSITIONS[zone]
            if p in state.flags
        ]
        if flags:
            lines.append(_("Zone {zone}: {gems}; flags: {flags}.").format(zone=zone, gems=gems, flags=", ".join(flags)))
        else:
            lines.append(_("Zone {zone}: {gems}; no flags.").format(zone=zone, gems=gems))
    return lines


# ---- explanations --------------------------------------------------------------------------


def area_explanation(state: State, area: str) -> str:
    """What an action area does and when it triggers, with the flags on it now."""
    flags = len(state.action_flags[area])
    if trigger_limit(state.num_players) == 1:
        text = ngettext(
            "{area}: {effect}. It triggers when exactly one flag is left on it after staking. {n} flag is on it now.",
            "{area}: {effect}. It triggers when exactly one flag is left on it after staking. {n} flags are on it now.",
            flags,
        )
    else:
        text = ngettext(
            "{area}: {effect}. It triggers when one or two flags are left on it after staking. {n} flag is on it now.",
            "{area}: {effect}. It triggers when one or two flags are left on it after staking. "
            "{n} flags are on it now.",
            flags,
        )
    return text.format(area=area_title(area), effect=area_effect(area), n=flags)


def zone_explanation(state: State, zone: int, names: list[str]) -> str:
    """Who is ahead in a zone and why: influence, centre, roads (RULES.md 4.2), by the
    engine's own tally and claiming rule."""
    if zone not in ACTIVE_ZONES[state.num_players]:
        return _("Zone {zone} is out of play with {n} players.").format(zone=zone, n=state.num_players)
    gem_line = gem_counts(state.zone_gems[zone]) or _("no gems")
    influence, roads = zone_tally(zone, state.flags)
    head = _("Zone {zone} ({gems}).").format(zone=zone, gems=gem_line)
    if not influence:
        return head + " " + _("No flags touch it: nobody would take its gems.")
    parts = [
        _("{name}: {n} influence ({roads} on roads)").format(name=names[p], n=n, roads=roads.get(p, 0))
        for p, n in sorted(influence.items(), key=lambda kv: -kv[1])
    ]
    winner, reason = claim_zone(zone, state.flags)
    if winner is None:
        why = _("tied on influence, nobody tied on the centre, roads tied too: nobody would win, the gems stay.")
    elif reason == "influence":
        why = _("{name} is ahead on influence.").format(name=names[winner])
    elif reason == "centre":
        why = _("tied on influence; {name} holds the centre, so is ahead.").format(name=names[winner])
    else:
        why = _("tied on influence, nobody tied holds the centre; {name} has more road flags, so is ahead.").format(
            name=names[winner]
        )
    return f"{head} {'; '.join(parts)}. {why}"


def final_summary(state: State, names: list[str]) -> dict:
    """Scores, the winner(s) and, when the top score is shared, the tie-break in words."""
    points = scores(state)
    best = winners(state)
    top = max(points)
    ranking = sorted(range(state.num_players), key=lambda p: (p not in best, -points[p]))
    if len(best) == 1:
        headline = _("{name} wins with {points} points!").format(name=names[best[0]], points=top)
    else:
        headline = _("{players} share the win with {points} points!").format(
            players=listed([names[p] for p in best]), points=top
        )
    words = tie_break_words(tie_break(state), names)
    return {"scores": points, "winners": best, "ranking": ranking, "tie_break": words, "headline": headline}


def tie_break_words(tie: TieBreak | None, names: Sequence[str]) -> str:
    """How a shared top score was settled (the engine's `tie_break`), with the cards that
    decided it; '' when one player alone had the top score."""
    if tie is None:
        return ""
    who, points = listed([names[p] for p in tie.tied]), points_text(tie.points)
    if tie.shared:
        same = ", ".join(map(str, tie.values[tie.tied[0]])) or _("none")
        return _(
            "{players} tied on {points} and built cards of the same values ({values}): they share the win."
        ).format(players=who, points=points, values=same)
    best = tie.winners[0]
    reasons = [_beats(tie, names, p) for p in tie.tied if p not in tie.winners]
    if len(tie.winners) == 1:
        verdict = _("{name} wins").format(name=names[best])
    else:
        verdict = _("{players}, with the same cards, share the win").format(
            players=listed([names[p] for p in tie.winners])
        )
    return _("{players} tied on {points}; the highest built cards decide: {reasons}. {verdict}.").format(
        players=who, points=points, reasons="; ".join(reasons), verdict=verdict
    )


def _beats(tie: TieBreak, names: Sequence[str], loser: int) -> str:
    winner = tie.winners[0]
    i = tie.deciding(loser)
    if i == 0:
        text = _("{winner}'s highest card ({a}) beats {loser}'s ({b})")
    else:
        text = _("{winner}'s {nth}-highest card ({a}) beats {loser}'s ({b})")
    a, b = tie.values[winner][i], tie.values[loser][i]
    return text.format(winner=names[winner], nth=ordinal(i + 1), a=a, loser=names[loser], b=b)


def points_text(n: int) -> str:
    """'1 point', '52 points'."""
    return ngettext("{n} point", "{n} points", n).format(n=n)


def sentence(text: str) -> str:
    """'choose how to pay' -> 'Choose how to pay': a phrase starting a sentence."""
    return text[:1].upper() + text[1:]
