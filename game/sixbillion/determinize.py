"""From one 6 Billion player's view to a complete game consistent with it (for the search).

A view shows the viewer's own hand, agenda and Discovery cards, the face-up row, the top of
the discard pile, the Famines out of the game, the cards in an open reaction window and every
count (cards in each hand, deck, discard pile, Discovery deck, set-aside agendas). A sampled
world keeps all of that and deals the cards the viewer has not seen at random into the hidden
places: others' hands, the deck and the discard pile below its top; the agendas nobody showed
into others' agendas and the set-aside pool; the Discovery cards into others' face-down ones
and the Discovery deck. A card an Opening Treaty request names is in the asker's hand.

The view hides who has been asked in a reaction window (8.5); candidates are asked in turn
order, so when the viewer decides there, the players before it have been asked (they passed
or could not answer) — the world says so, and play goes on from the viewer's decision.
"""

from collections import Counter

from game import rng
from game.sixbillion.components import (
    AGENDA_COUNT,
    CARD_COUNT,
    DISCOVERY_COUNT,
    HIDDEN,
    OPTIONAL_DISCOVERIES,
)
from game.sixbillion.state import State


class InconsistentView(ValueError):
    """The view shows more of some card than the game has: it cannot come from a real game."""


def _unseen(total: dict[str, int], seen: list[str], what: str) -> list[str]:
    """The multiset `total` minus `seen`, as a sorted list (sorted: the same view, the same worlds)."""
    left = Counter(total)
    left.subtract(c for c in seen if c != HIDDEN)
    over = sorted(c for c, n in left.items() if n < 0)
    if over:
        raise InconsistentView(f"the view shows more {what} than the game has: {', '.join(over)}")
    return sorted(left.elements())


def card_total() -> dict[str, int]:
    return dict(CARD_COUNT)


def discovery_total(discovery_track: bool) -> dict[str, int]:
    return {c: n for c, n in DISCOVERY_COUNT.items() if discovery_track or c not in OPTIONAL_DISCOVERIES}


def determinize(view: State, seed: int) -> State:
    """A whole game (viewer None, a generator, no history) equal to `view` wherever the view
    shows something, with every hidden card drawn at random (seeded) from the unseen ones."""
    if view.viewer is None:
        raise ValueError("determinize() takes a player's view, not the whole game")
    world = view.copy()
    world.viewer = None
    world.history = None
    world.undoable = 0
    generator = rng.seed_state(seed)
    me = view.viewer

    # Action cards. A card named by a pending Opening Treaty request is still in its asker's hand.
    certain: dict[int, list[str]] = {}
    pending = world.pending
    if pending is not None and pending["kind"] in ("consent", "refused") and pending["player"] != me:
        certain[pending["player"]] = [pending["action"].card]
    seen = list(world.hands[me]) + [c for c in world.face_up if c is not None] + world.discard + world.removed
    window = world.window
    if window is not None:
        if window["event"]["card"] is not None:
            seen.append(window["event"]["card"])
        seen.extend(entry["card"] for entry in window["chain"])
    for cards in certain.values():
        seen.extend(cards)
    unseen = _unseen(card_total(), seen, "action cards")
    generator = rng.shuffle(generator, unseen)
    for p, hand in enumerate(world.hands):
        if p != me:
            known = certain.get(p, [])
            world.hands[p] = known + [unseen.pop() for _ in range(len(hand) - len(known))]
    world.discard = [unseen.pop() if c == HIDDEN else c for c in world.discard]
    world.deck = [unseen.pop() for _ in world.deck]
    if unseen:
        raise InconsistentView(f"{len(unseen)} action cards of the game are nowhere in the view")

    # Hidden Agendas (all public once the game is over, when nothing is hidden).
    agendas = _unseen(AGENDA_COUNT, world.agendas, "agendas")
    generator = rng.shuffle(generator, agendas)
    world.agendas = [agendas.pop() if a == HIDDEN else a for a in world.agendas]
    world.agenda_pool = [agendas.pop() for _ in world.agenda_pool]

    # Discovery cards: others' face-down ones and the Discovery deck.
    shown = [c for held in world.discoveries for c, _ in held]
    discoveries = _unseen(discovery_total(world.discovery_track), shown, "Discovery cards")
    generator = rng.shuffle(generator, discoveries)
    for held in world.discoveries:
        for entry in held:
            if entry[0] == HIDDEN:
                entry[0] = discoveries.pop()
    world.discovery_deck = [discoveries.pop() for _ in world.discovery_deck]

    if window is not None and window["asked"] is None:
        window["asked"] = _asked_before(world, me)
    generator, world.rng = rng.next64(generator)
    return world


def _asked_before(world: State, me: int) -> list[int]:
    """Who has been asked in the open window by the time `me` decides (or the pending
    decision's player, who was asked and answered): every player before them in turn order."""
    pending = world.pending
    decider = pending["player"] if pending is not None and pending["kind"] in ("consent", "refused") else me
    n = world.num_players
    asked = []
    for f in world.turn_order:
        if f == decider:
            if decider != me or (pending is not None and pending["kind"] in ("consent", "refused")):
                asked.append(f)
            break
        if f < n:
            asked.append(f)
    return asked
