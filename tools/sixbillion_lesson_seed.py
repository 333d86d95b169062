"""Choose the seed of 6 Billion's guided first game (sixbillion_ui.tutorial.LESSON_SEED): each
candidate seed's game is played as the lesson plays it when the learner follows every
suggestion (the greedy player's choice from the learner's view; the two computer players as
the page makes them), and the seed is kept if the lesson meets every topic of
tutorial.TOPICS before the final scoring, and the learner takes part in each (`involved`):
their own token stopped by a growth limit, their New Colony, their arrival, their cancellation
card able to answer, an answer to a cancellation, their Opening Treaty, a neutral they
control. The learner's first decision must be an ordinary one of their own turn (ORDINARY),
never a reaction window in another faction's turn: a newcomer meets a normal turn first. Of
those, the shortest game is printed first.

    python -m tools.sixbillion_lesson_seed [--first 1] [--count 60]

The page's tests check that the chosen seed still meets them (tests/web/sixbillion/test_sb_tutorial.py).
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))  # the page's packages

from game.sixbillion import React, State, legal_actions, new_game, step, view  # noqa: E402
from game.sixbillion.components import CANCELLATION_TYPES, CARD_TYPE, EFFECT  # noqa: E402
from game.sixbillion.events import CardPlayed, ConsentAsked, Reacted, TokenMoved  # noqa: E402
from game.sixbillion.players.bots import make_bot  # noqa: E402
from shell.seating import bot_seed  # noqa: E402
from sixbillion_ui import tutorial as T  # noqa: E402
from sixbillion_ui.describe import decision_kind  # noqa: E402

GAME_KEY = "sixbillion"
MAX_STEPS = 5000
# The decisions of a faction's own turn that a newcomer may meet first (sixbillion_ui.describe's kinds).
ORDINARY = ("free_double", "settle", "actions")


def computer_players(seed: int) -> dict:
    """The lesson's computer players on `seed`, by seat, as the page makes them."""
    return {
        p: make_bot(spec.removeprefix("ai:"), bot_seed(GAME_KEY, seed, p))
        for p, spec in enumerate(T.LESSON_SEATS)
        if p != T.LEARNER
    }


def first_decision(seed: int) -> str:
    """The kind of the learner's first decision in the lesson's game on `seed`."""
    bots = computer_players(seed)
    state = new_game(len(T.LESSON_SEATS), seed)
    while state.to_move != T.LEARNER:
        state, _events = step(state, bots[state.to_move].choose(view(state, state.to_move)))
    return decision_kind(view(state, T.LEARNER))


def lesson_game(seed: int) -> tuple[State, T.Lesson, int, set[str]]:
    """The lesson's game on `seed`, the learner following every suggestion: (the final state,
    the lesson's memory, the learner's decisions, the topics the learner took part in)."""
    players = len(T.LESSON_SEATS)
    names = [f"P{p + 1}" for p in range(players)]
    bots = computer_players(seed)
    lesson = T.Lesson(names)
    state = new_game(players, seed)
    decisions = 0
    involved: set[str] = set()
    for _ in range(MAX_STEPS):
        if state.is_over:
            break
        mover = state.to_move
        seen = view(state, mover)
        if mover == T.LEARNER:
            now = lesson.step(state, seen)
            assert now.suggestion is not None
            action = now.suggestion.action
            decisions += 1
            involved |= learners_part(seen)
        else:
            lesson.step(state, None)
            action = bots[mover].choose(seen)
        before = state
        state, events = step(state, action)
        lesson.observe(before, events)
        involved |= learners_events(events)
    lesson.step(state, None)
    return state, lesson, decisions, involved


def learners_part(seen: State) -> set[str]:
    """The topics of a decision of the learner's (`seen`: their view)."""
    topic, _sites = T.decision_topic(seen)
    if topic == "cancel" and not any(isinstance(a, React) for a in legal_actions(seen)):
        return set()  # asked, but holding nothing that answers
    return {"treaty" if topic == "consent" else topic}


def learners_events(events: list) -> set[str]:
    """The topics of events the learner takes part in, or, for a response, that answer a
    cancellation."""
    out = set()
    cancelled = False
    for e in events:
        if isinstance(e, CardPlayed) and e.player == T.LEARNER and EFFECT[CARD_TYPE[e.card]] == "new_colony":
            out.add("new_colony")
        elif isinstance(e, TokenMoved) and e.reason == "arrival" and e.faction == T.LEARNER:
            out.add("arrival")
        elif isinstance(e, ConsentAsked) and T.LEARNER in (e.owner, e.player):
            out.add("treaty")
        elif isinstance(e, Reacted):
            if CARD_TYPE[e.card] in CANCELLATION_TYPES:
                cancelled = True
            elif cancelled:
                out.add("respond")
    return out


def missing(lesson: T.Lesson, involved: set[str]) -> list[str]:
    """The topics the lesson did not meet, or met without the learner."""
    return [t for t in T.TOPICS + T.ALWAYS_SHOWN if t not in lesson.shown or (t in T.TOPICS and t not in involved)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--count", type=int, default=60)
    args = parser.parse_args(argv)
    found = []
    for seed in range(args.first, args.first + args.count):
        state, lesson, decisions, involved = lesson_game(seed)
        lacking = missing(lesson, involved)
        first = first_decision(seed)
        if first not in ORDINARY:
            lacking.append(f"first decision {first}")
        print(f"seed {seed}: {decisions} decisions, round {state.round}, missing: {', '.join(lacking) or '-'}")
        if not lacking:
            found.append((decisions, seed))
    for decisions, seed in sorted(found):
        print(f"meets every topic: seed {seed} ({decisions} decisions of the learner)")
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main())
