"""Discovery cards (RULES.md 9.5) and the optional Discovery Track (15): drawing, putting
back and revealing Discovery cards; playing cards for their symbols; the turn-order powers."""

from .actions import PASS, Action, MoveUp, Pass, ReturnDiscovery, Reveal, Swap, Symbol, intern
from .components import (
    CARD_ORDER,
    CARD_SYMBOL,
    CARD_TYPE,
    DISCOVERY_ORDER,
    DISCOVERY_SITE,
    HALF_CAPACITY,
    ROW_MAX,
    ROWS,
    X2_BOX,
    card_key,
)
from .events import (
    BoxChanged,
    DiscoveryDrawn,
    DiscoveryReturned,
    DiscoveryRevealed,
    Event,
    PowerUsed,
    ScoreChanged,
    SymbolPlayed,
)
from .state import State


def discovery_limit(state: State) -> int:
    return 2 if state.discovery_track else 1


def make_discovery(state: State, player: int, ev: list[Event] | None) -> None:
    """Draw the top Discovery card face down; over the limit, a card must go back (9.5)."""
    card = state.discovery_deck.pop()
    held = state.discoveries[player]
    held.append([card, False])
    state.revealed = True
    if ev is not None:
        ev.append(DiscoveryDrawn(player=player, card=None))
        ev.append(DiscoveryDrawn(player=player, card=card, audience=player))
    if len(held) > discovery_limit(state):
        state.pending = {"kind": "return_discovery", "player": player}


def return_options(state: State, player: int) -> list[Action]:
    ids = sorted({c for c, _ in state.discoveries[player]}, key=lambda c: DISCOVERY_ORDER.get(c, -1))
    return [intern(ReturnDiscovery, c) for c in ids]


def perform_return(state: State, player: int, action: ReturnDiscovery, ev: list[Event] | None) -> None:
    held = state.discoveries[player]
    # Of two identical cards, the face-down one goes (they score alike).
    entry = min((e for e in held if e[0] == action.card), key=lambda e: e[1])
    held.remove(entry)
    state.discovery_deck.insert(0, action.card)
    state.pending = None
    if ev is not None:
        ev.append(DiscoveryReturned(player=player, card=action.card if entry[1] else None))
        if not entry[1]:
            ev.append(DiscoveryReturned(player=player, card=action.card, audience=player))


def reveal_options(state: State, player: int) -> list[Action]:
    options: list[Action] = []
    for card, face_up in state.discoveries[player]:
        site = DISCOVERY_SITE.get(card)
        if face_up or site is None or state.tracks[site][player]:
            continue
        colony = state.boxes[site][player][0]
        if colony < HALF_CAPACITY:
            options.append(intern(Reveal, card, 1))
        # Mercury and Pluto: a second free billion with the turn's other action (9.5, pinned).
        if site in X2_BOX and colony == 0 and state.actions_used == 0:
            options.append(intern(Reveal, card, 2))
    return options


def perform_reveal(state: State, player: int, action: Reveal, ev: list[Event] | None) -> None:
    for entry in state.discoveries[player]:
        if entry[0] == action.card:
            entry[1] = True
    site = DISCOVERY_SITE[action.card]
    half = state.boxes[site][player]
    half[0] += action.billions
    state.actions_used += action.billions
    if ev is not None:
        ev.append(DiscoveryRevealed(player=player, card=action.card, billions=action.billions))
        ev.append(BoxChanged(faction=player, site=site, colony=half[0], migrant=half[1], reason="discovery"))


def symbol_options(state: State, player: int) -> list[Action]:
    """15.2: single Dollar, Smiley and Recycle cards, then pairs of single-Leaf cards."""
    if not state.discovery_track:
        return []
    rows = state.discovery_rows[player]
    options: list[Action] = []
    # Single cards in card order: a Dollar or Smiley card for its row, a Recycle for the Leaf row.
    for card in sorted(set(state.hands[player]), key=card_key):
        row = "leaf" if CARD_TYPE.get(card) == "recycle" else CARD_SYMBOL.get(card)
        if row is not None and (row != "leaf" or CARD_TYPE[card] == "recycle") and rows[row] < ROW_MAX:
            options.append(intern(Symbol, (card,), row))
    if rows["leaf"] < ROW_MAX and state.actions_used == 0:
        leaves = sorted(
            (c for c in state.hands[player] if CARD_SYMBOL.get(c) == "leaf" and CARD_TYPE[c] != "recycle"),
            key=card_key,
        )
        pairs = {(a, b) for i, a in enumerate(leaves) for b in leaves[i + 1 :]}
        for pair in sorted(pairs, key=lambda p: (CARD_ORDER[p[0]], CARD_ORDER[p[1]])):
            options.append(intern(Symbol, pair, "leaf"))
    return options


def perform_symbol(state: State, player: int, action: Symbol, ev: list[Event] | None) -> None:
    hand = state.hands[player]
    for card in action.cards:
        hand.remove(card)
        state.discard.append(card)
    rows = state.discovery_rows[player]
    rows[action.row] = min(ROW_MAX, rows[action.row] + 1)
    # Two single-Leaf cards take both actions; a Recycle alone takes one (15.2).
    state.actions_used += len(action.cards)
    state.played_card = True
    if ev is not None:
        ev.append(SymbolPlayed(player=player, cards=action.cards, row=action.row, space=rows[action.row]))


# ---- the powers (15.4) -------------------------------------------------------------------


def row_leader(state: State, row: str) -> int | None:
    """The player alone with the most spaces on `row` (at least 1), or None."""
    values = [r[row] for r in state.discovery_rows]
    best = max(values)
    return values.index(best) if best >= 1 and values.count(best) == 1 else None


def power_decision(state: State) -> tuple[int | None, list[Action]]:
    row = ROWS[state.power_row]
    leader = row_leader(state, row)
    if leader is None:
        return None, []
    position = state.turn_order.index(leader)
    if row == "dollar":
        most = min(state.score[leader], position)
        options: list[Action] = [intern(MoveUp, "dollar", k) for k in range(1, most + 1)]
    elif row == "smiley":
        options = [intern(Swap, f) for f in range(state.num_factions) if f != leader]
    else:
        options = [intern(MoveUp, "leaf", k) for k in range(1, min(2, position) + 1)]
    return leader, options + [PASS]


def perform_power(state: State, player: int, action: MoveUp | Swap | Pass, ev: list[Event] | None) -> None:
    order = state.turn_order
    row = ROWS[state.power_row]
    if isinstance(action, MoveUp):
        at = order.index(player)
        order.insert(at - action.places, order.pop(at))
        if row == "dollar":
            state.score[player] -= action.places
            if ev is not None:
                ev.append(
                    ScoreChanged(player=player, points=-action.places, score=state.score[player], reason="dollar")
                )
    elif isinstance(action, Swap):
        a, b = order.index(player), order.index(action.faction)
        order[a], order[b] = order[b], order[a]
    state.power_row += 1
    if state.power_row >= len(ROWS):
        state.step = "turn_start"
    if ev is not None and action.type != "pass":
        ev.append(
            PowerUsed(
                player=player,
                row=row,
                places=getattr(action, "places", None),
                faction=getattr(action, "faction", None),
                turn_order=tuple(order),
            )
        )
