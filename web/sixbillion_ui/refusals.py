"""Why an action is refused, in words: the page says it and changes nothing. Read from a view
and the engine's own queries (the distance chart, the growth limit, generation)."""

from collections.abc import Sequence

from game.sixbillion import (
    FreeDouble,
    Play,
    State,
)
from game.sixbillion.components import (
    CARD_DISTANCE,
    CARD_TYPE,
    DISTANCE,
    EFFECT,
    HALF_CAPACITY,
    MAKE_DISCOVERY_FROM_ROUND,
    SITES,
    TARGET,
    TRACK_MAX,
    TYPE_INFO,
)
from game.sixbillion.generation import can_draw
from game.sixbillion.growth import growth_allows
from shell.i18n import _

from .describe import STEP_TITLES, decision_kind, faction_name
from .theme import (
    card_name,
    site_name,
)
from .tips import growth_sum_text

# ---- why an action is refused -------------------------------------------------------------------


def refusal(view: State, action: object, names: Sequence[str]) -> str:
    """Why `action` is not legal now, in words (the page shows it and changes nothing).
    The most specific reason the view can tell; '' if the action is legal."""
    if view.is_over:
        return _("The game is over.")
    me = view.viewer
    if view.to_move is None or view.to_move != me:
        return _("It is not your decision now.")
    if action in view.options:
        return ""
    kind = decision_kind(view)
    if isinstance(action, Play) and kind == "actions":
        return _play_refusal(view, action, names, me) or _("That card cannot be played that way now.")
    if isinstance(action, FreeDouble) and kind == "free_double":
        return _free_double_refusal(view, action.site)
    if isinstance(action, Play):
        return _("Cards are played in your action step; now: {task}").format(task=_task(view))
    return _("That is not one of the choices now: {task}").format(task=_task(view))


def _task(view: State) -> str:
    return _(STEP_TITLES[view.step]) if view.window is None and view.pending is None else _("a reaction window")


def _free_double_refusal(view: State, site: str) -> str:
    f = view.current
    if f is None or not view.tracks[site][f]:
        return _("There is no token of this faction on {site}.").format(site=site_name(site))
    if site in view.attempted:
        return _("The {site} token has already attempted to double this turn.").format(site=site_name(site))
    if view.tracks[site][f] >= TRACK_MAX[site]:
        return _("The {site} token is on its track's last space.").format(site=site_name(site))
    if not growth_allows(site, view.tracks[site]):
        return _("{site}'s growth limit blocks free doubling: {sum}.").format(
            site=site_name(site), sum=growth_sum_text(site, view.tracks[site])
        )
    return _("That token cannot attempt to double now.")


def _play_refusal(view: State, action: Play, names: Sequence[str], me: int) -> str:
    card, kind = action.card, CARD_TYPE.get(action.card)
    if kind is None or card not in view.hands[me]:
        return _("You don't hold that card.")
    if view.actions_used >= 2:
        return _("You have used both actions this turn.")
    if kind not in TYPE_INFO or TYPE_INFO[kind]["kind"] != "action":
        return _("{card} is not an action card: it answers other cards in a reaction window.").format(
            card=card_name(card)
        )
    effect = EFFECT[kind]
    if effect == "make_discovery":
        if view.round < MAKE_DISCOVERY_FROM_ROUND:
            return _("Make a Discovery cannot be played before round {n}.").format(n=MAKE_DISCOVERY_FROM_ROUND)
        if not view.discovery_deck:
            return _("The Discovery deck is empty.")
        return ""
    f, site, dest = action.faction, action.site, action.dest
    target = TARGET[kind]
    if target == "self" and f != me:
        return _("{card} acts on your own faction only.").format(card=card_name(card))
    if target == "other_player" and (f == me or f >= view.num_players):
        return _("{card} acts on another player's faction.").format(card=card_name(card))
    if target == "neutral" and f < view.num_players:
        return _("{card} acts on a neutral faction.").format(card=card_name(card))
    if site is None:
        return ""
    if effect in ("remove_colonist", "remove_migrant"):
        index = 0 if effect == "remove_colonist" else 1
        if f == me:
            return _("{card} acts on another faction's holding box.").format(card=card_name(card))
        if not view.boxes[site][f][index]:
            return _("{faction} has no billion in that half at {site}.").format(
                faction=faction_name(view, f, names), site=site_name(site)
            )
        if effect == "remove_migrant" and not view.tracks[site][me]:
            return _("This Is Our Home needs your own token on {site}'s track.").format(site=site_name(site))
        return ""
    space = view.tracks[site][f]
    if not space:
        return _("{faction} has no token on {site}.").format(faction=faction_name(view, f, names), site=site_name(site))
    if effect in ("double", "recycle"):
        if space >= TRACK_MAX[site]:
            return _("That token is on its track's last space.")
        if effect == "recycle":
            low = min(v for s in SITES if 0 < (v := view.tracks[s][me]) < TRACK_MAX[s])
            if space != low:
                return _("Recycle doubles your lowest token (on {low}).").format(low=low)
        return ""
    if not can_draw(view, f, site):
        return _("The {site} token is on 1: it cannot yield a billion.").format(site=site_name(site))
    if dest is None:
        return ""
    reach = CARD_DISTANCE[kind]
    d = DISTANCE[site, dest]
    if d > reach:
        return _("{dest} is {d} from {source}: beyond this card's distance of {reach}.").format(
            dest=site_name(dest), d=d, source=site_name(site), reach=reach
        )
    if view.tracks[dest][f]:
        return _("{faction} already has a token on {dest}: billions go only where the faction has none.").format(
            faction=faction_name(view, f, names), dest=site_name(dest)
        )
    index = 0 if effect == "new_colony" else 1
    if view.boxes[dest][f][index] >= HALF_CAPACITY:
        return _("That half of {dest}'s holding box is full (2 billion).").format(dest=site_name(dest))
    if effect == "migrants" and not any(view.tracks[dest]):
        return _("Migrants go only where another faction has a token; {dest}'s track is empty.").format(
            dest=site_name(dest)
        )
    return ""
