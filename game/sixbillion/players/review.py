"""After a 6 Billion game: how the advisor rates each of one player's searched decisions (card
plays, reactions, Opening Treaty answers), from the game's history, as Charon's review does.

Every such point where the search weighs more than one move is replayed and looked at from
that player's view as it was then (never more); the advisor's search (fewer iterations than in
play: REVIEW_ITERATIONS) estimates the win chance of the move played and of the move it would
have made, each with how many playouts measured it. The move played is always searched, beside
the advisor's own candidates (game.ai.head_to_head.weighing): a card play the advisor's
look-ahead would not have kept still gets a figure. The difference is what the decision cost, as
far as the advisor can tell: game.ai.confidence says how sure that is.
"""

from dataclasses import dataclass

from game.ai.head_to_head import look_at
from game.ai.ismcts import IsmctsBot
from game.jsontypes import JSONObject
from game.sixbillion import Action, State, history, legal_actions, play, view
from game.sixbillion.actions import action_to_json
from game.sixbillion.start import start_from, start_of

from .bots import make_bot
from .search import SIXBILLION, SearchBot, searched

REVIEW_LEVEL = "medium"
REVIEW_ITERATIONS = 60  # under a third of medium's: a review of a whole game stays cheap


@dataclass(frozen=True)
class Decision:
    """A point where `player` chose `played` among the moves the search weighs (`number`: the
    how-many-th such decision of the player, from 0; `round`: when; `ply`: how many actions of
    the game came before it, as the page counts them when it shows a hint)."""

    number: int
    round: int
    view: State
    played: Action
    ply: int


def decisions(state: State, player: int) -> list[Decision]:
    """Every searched decision `player` made in `state`'s game with more than one move weighed,
    in order. ValueError for a view or a state without its history."""
    actions = history(state)
    game, _ = start_from(start_of(state))
    game.history = None  # replayed for its views only
    out: list[Decision] = []
    for ply, action in enumerate(actions):
        if game.to_move == player:
            seen = view(game, player)
            if searched(seen) and len(SIXBILLION.candidates(seen, legal_actions(seen), True)) > 1:
                out.append(Decision(len(out), game.round, seen, action, ply))
        play(game, action)
    return out


def rate(decision: Decision, seed: int, iterations: int = REVIEW_ITERATIONS, focused: bool = False) -> JSONObject:
    """The advisor's rating of one decision from the player's view then
    (game.ai.head_to_head.look_at: the move played searched beside the advisor's candidates;
    `focused`, a longer look): {number, round, ply, focused} and the look's fields (Look.to_json: played, best,
    their win chances and spreads, the cost and how sure it is)."""
    look = look_at(lambda n: searcher(seed, n), decision.view, decision.played, iterations, focused)
    return {
        "number": decision.number,
        "round": decision.round,
        "ply": decision.ply,
        "focused": focused,
        **look.to_json(action_to_json),
    }


def searcher(seed: int, iterations: int) -> IsmctsBot:
    """The review's search: the advisor's level, with `iterations`."""
    bot = make_bot(f"ismcts:{REVIEW_LEVEL}", seed)
    assert isinstance(bot, SearchBot)
    bot.search.iterations = iterations
    return bot.search
