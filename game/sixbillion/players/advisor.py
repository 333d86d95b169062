"""Advice for a learning 6 Billion player: the move the searching bot would make from the
player's own view, the two next-best moves it weighed with their estimated win chances, and
what each move does, as structured reasons (the page words them; nothing here speaks a
language) — as Charon's advisor (game/charon/players/advisor.py).

The advisor is the bot: where the search decides (a card play, a reaction, an Opening Treaty
request) `advise` runs the same search as `make_bot("ismcts:" + level, seed)` and reads its root
statistics (`IsmctsBot.rank`); elsewhere (free-doubling order, settling, discard, draw, powers)
it gives the greedy rule the bot follows, alone and without a chance. Only ever given a view,
it cannot know more than the player it advises.

    >>> from game.sixbillion import new_game, apply, view
    >>> from game.sixbillion.players.greedy import GreedyBot
    >>> s = new_game(3, 5)
    >>> while s.step != "actions" or s.window is not None or s.pending is not None:
    ...     s = apply(s, GreedyBot(1).choose(view(s, s.to_move)))
    >>> advice = advise(view(s, s.to_move), "easy", seed=1)
    >>> advice["options"][0]["action"] == action_to_json(make_bot("ismcts:easy", 1).choose(view(s, s.to_move)))
    True
"""

from typing import Any

from game.jsontypes import JSONObject
from game.sixbillion import legal_actions
from game.sixbillion.actions import (
    CONSENT,
    END_ACTIONS,
    PASS,
    REFUSE,
    Action,
    FreeDouble,
    Play,
    React,
    Reveal,
    Settle,
    action_to_json,
)
from game.sixbillion.cards import doubled_space
from game.sixbillion.components import CARD_DISTANCE, CARD_TYPE, CARD_VP, DISCOVERY_SITE, EFFECT, POINTS, arrival_space
from game.sixbillion.scoring import ends_the_game, site_points
from game.sixbillion.state import State, WindowEvent

from .bots import make_bot
from .greedy import doubling_standings, leader
from .search import LEVELS, SearchBot, searched

SHOWN_OPTIONS = 3  # the advised move and the two next-best


def advise(view: State, level: str = "medium", seed: int = 0, max_seconds: float | None = None) -> JSONObject:
    """{player, level, iterations, options: [{action, visits, winChance, reasons}]}, the
    advised move first. ValueError for a whole game's state, a view of a player not to move,
    or an unknown level."""
    stats, done = ranked(view, level, seed, max_seconds)
    stats = distinct(stats)
    return {
        "player": view.viewer,
        "level": level,
        "iterations": done,
        "options": [
            {"action": action_to_json(a), "visits": visits, "winChance": share, "reasons": reasons(view, a)}
            for a, visits, share in stats[:SHOWN_OPTIONS]
        ],
    }


def distinct(stats: list[tuple[Action, int, float | None]]) -> list[tuple[Action, int, float | None]]:
    """The ranking without a second copy of a move: two cards of one kind played the same way
    differ only in their symbol, and a player asks for the next-best *other* move."""
    seen: set[object] = set()
    out = []
    for entry in stats:
        move = _move_key(entry[0])
        if move not in seen:
            seen.add(move)
            out.append(entry)
    return out


def _move_key(action: Action) -> object:
    if isinstance(action, Play):
        return ("play", CARD_TYPE[action.card], action.faction, action.site, action.dest)
    if isinstance(action, React):
        return ("react", CARD_TYPE[action.card], action.target)
    return action


def ranked(
    view: State, level: str, seed: int, max_seconds: float | None = None, iterations: int | None = None
) -> tuple[list[tuple[Action, int, float | None]], int]:
    """(action, visits, win chance) best first, as the `level` bot weighs them, and the
    iterations searched; a decision the bot leaves to its greedy rule gives that move alone."""
    if view.viewer is None:
        raise ValueError("the advisor is given a player's view, never the whole game")
    if view.to_move != view.viewer:
        raise ValueError(f"it is not player {view.viewer}'s turn: there is nothing to advise")
    if level not in LEVELS:
        raise ValueError(f"unknown advisor level {level!r}: expected one of {', '.join(LEVELS)}")
    bot = make_bot(f"ismcts:{level}", seed, max_seconds)
    assert isinstance(bot, SearchBot)
    if iterations is not None:
        bot.search.iterations = iterations
    if not searched(view):
        return [(bot.greedy.choose(view), 0, None)], 0
    stats = bot.search.rank(view)
    return stats, bot.search.last_iterations


# ---- what a move does -------------------------------------------------------------------------


def reasons(view: State, action: Action) -> list[JSONObject]:
    """What `action` does for the player to move, from what they can see, as facts:
    grows       a Double or Recycle on `faction`'s token at `site`, `space` to `to`; `points`:
                the player's change of points there; `ends` if it ends the game; `free` for
                a free doubling (the greedy rule's pick)
    settles     arrival: the `billions` in the holding box at `site` settle on space `space`
    colony, migrants   billions from `faction`'s token at `site` to `dest`, `distance` away
    takes_billion      a billion out of `faction`'s box at `site`
    discovery          a Discovery card drawn (it may double a site's points)
    reveal             a Discovery card shown for a free colony at `site`
    vp                 the card's printed victory points `points`, scored at once
    cancels            a cancellation of `faction`'s doubling at `site`, worth `points` to them;
                       what it denies the player: `costs`, the points the doubling would cost
                       them, `gains` what it would gain the faction's player, and `leader` if
                       they lead (the greedy rule's reasons, from the standing it counts)
    protects           a cancellation of `card` played on `faction`'s billions at `site`
    lets_pass          no cancellation of it; `keeps` the cancellation cards kept for later, and
                       `costs`, `gains`, `leader` as for `cancels`
    answers            a response to a card against the player
    consents, refuses  the Opening Treaty answer to `asker`'s request to play `card` on the
                player's only token (at `site`; `effect`: what the card does, components.EFFECT)
    ends_actions       no more actions this turn"""
    me = view.to_move
    assert me is not None, "a move is advised to the player to move"
    if isinstance(action, Play):
        return _play_reasons(view, me, action)
    if isinstance(action, Reveal):
        return [{"kind": "reveal", "site": DISCOVERY_SITE.get(action.card)}]
    if action == END_ACTIONS:
        return [{"kind": "ends_actions"}]
    if isinstance(action, FreeDouble):
        return [_grows(view, me, view.current, action.site) | {"free": True}]
    if isinstance(action, Settle) and view.current is not None:
        colony, migrant = view.boxes[action.site][view.current]
        billions = colony + migrant
        return [
            {
                "kind": "settles",
                "site": action.site,
                "billions": billions,
                "space": arrival_space(action.site, billions),
            }
        ]
    pending = view.pending
    if action in (CONSENT, REFUSE) and pending is not None and pending["kind"] == "consent":
        request = pending["action"]  # asked by the player who wants to play it on our token
        asker = pending["player"]
        answer = "consents" if action == CONSENT else "refuses"
        # a card on the token, or a cancellation of a doubling of it
        site = request.site if isinstance(request, Play) else view.window["event"]["site"] if view.window else None
        return [
            {
                "kind": answer,
                "asker": asker,
                "card": request.card,
                "site": site,
                "effect": EFFECT[CARD_TYPE[request.card]],
            }
        ]
    window = view.window
    if window is not None and (isinstance(action, React) or action == PASS):
        event = window["event"]
        if isinstance(action, React) and window["chain"]:
            return [{"kind": "answers", "card": action.card, "target": action.target}]
        if isinstance(action, React) and event["kind"] in ("new_colony_in_trouble", "this_is_our_home"):
            # not a doubling: the card played takes billions from the faction's box or token
            return [{"kind": "protects", "faction": event["faction"], "site": event["site"], "card": event["card"]}]
        worth = _doubling_gain(view, event["faction"], event["site"])
        fact = {"faction": event["faction"], "site": event["site"], "points": worth}
        if isinstance(action, React):
            return [{"kind": "cancels", "card": action.card, **fact, **_denied(view, me, event)}]
        kept = sorted({a.card for a in legal_actions(view) if isinstance(a, React)})
        return [{"kind": "lets_pass", **fact, **_denied(view, me, event), "keeps": kept}]
    return []


def _play_reasons(view: State, me: int, action: Play) -> list[JSONObject]:
    kind = CARD_TYPE[action.card]
    effect, f, site = EFFECT[kind], action.faction, action.site
    out: list[JSONObject] = []
    if effect in ("double", "recycle") and site is not None:
        out.append(_grows(view, me, f, site))
    elif effect in ("new_colony", "migrants") and site is not None:
        out.append(
            {
                "kind": "colony" if effect == "new_colony" else "migrants",
                "faction": f,
                "site": site,
                "dest": action.dest,
                "distance": CARD_DISTANCE[kind],
            }
        )
    elif effect == "make_discovery":
        out.append({"kind": "discovery"})
    elif site is not None:
        out.append({"kind": "takes_billion", "faction": f, "site": site})
    if CARD_VP[kind]:
        out.append({"kind": "vp", "points": CARD_VP[kind]})
    return out


def _grows(view: State, me: int, faction: int | None, site: str) -> dict[str, Any]:
    assert faction is not None, "a token grows in a faction's turn"
    space = view.tracks[site][faction]
    to = doubled_space(site, space)
    gain = _gain(view, faction, site, to)
    fact = {"kind": "grows", "faction": faction, "site": site, "space": space, "to": to, "points": gain[me]}
    return fact | ({"ends": True} if ends_the_game(site, to) else {})


def _gain(view: State, faction: int, site: str, space: int) -> list[int]:
    track = view.tracks[site]
    moved = track[:]
    moved[faction] = space
    return [a - b for a, b in zip(site_points(moved, POINTS[site]), site_points(track, POINTS[site]), strict=True)]


def _doubling_gain(view: State, faction: int, site: str) -> int:
    """What a doubling is worth to its faction in points on its track (0 for a neutral's)."""
    if faction >= view.num_players:
        return 0
    return _gain(view, faction, site, doubled_space(site, view.tracks[site][faction]))[faction]


def _denied(view: State, me: int, event: WindowEvent) -> dict[str, Any]:
    """What cancelling the doubling in `event` denies, as the greedy rule weighs it: the points it
    would cost `me` (a neutral's doubling is worth nothing to anyone but may push `me` down a
    place), and whether it is the leader's."""
    before, now = doubling_standings(view, me, event)
    f = event["faction"]
    player = f < view.num_players
    return {
        "costs": round(before[me] - now[me]),
        "gains": round(now[f] - before[f]) if player else 0,
        "leader": player and f == leader(view, before),
    }
