"""What the tests of 6 Billion at the table share (a plain module: no test module imports
another): players by their seats, a game driven as the page drives it, the position of Ann's
free doubling with the hands each test deals, that doubling played at a table of three, Ann's
action step at a hot-seat table of two, and everything the shared screen shows."""

import random
from collections.abc import Iterator, Sequence

from game.sixbillion import FreeDouble, Play, State, legal_actions, scenario
from shell.players import Players
from sixbillion_ui.game_kind import SIXBILLION
from sixbillion_ui.render import draw
from sixbillion_ui.session import Session
from sixbillion_ui.summary import table_summary


def players(seats):
    return Players(["Ann", "Bob", "Cleo", "Dan", "Eve"][: len(seats)], list(SIXBILLION.palette[: len(seats)]), seats)


def drive(session, rnd, steps):
    """Play as the page would: the reaction moments by their buttons, the hand-offs confirmed,
    humans and computers choosing at random. Returns what the screen showed, by kind."""
    shown = []
    for _ in range(steps):
        if session.state.is_over:
            break
        screen = session.reaction_screen()
        shown.append(screen.kind)
        if screen.kind == "anyone":
            if rnd.random() < 0.3:
                session.claim(rnd.choice(screen.claimable))
            else:
                session.close_moment()
            continue
        ai = session.ai_to_move()
        if ai is not None:  # computer players decide within the pause, before its time is up
            session.act(rnd.choice(legal_actions(session.state)))
            continue
        if screen.kind == "pause":
            session.pause_shown()
            continue
        handoff = session.needs_handoff()
        if handoff is not None:
            assert screen.kind != "private" or handoff == screen.player  # the device goes to the claimant only
            session.confirm_handoff()
            continue
        if screen.kind == "private" and not screen.can_answer:
            session.nothing_answers(screen.player)
            continue
        legal = session.legal()
        assert legal, f"stuck: {session.state!r} {screen}"
        # In a reaction window, the device is only ever with a player who claimed it, or the
        # sole human, or the engine asks that player privately (never shown to the others).
        if session.state.window is not None and session.state.pending is None and session.sole_human is None:
            assert screen.kind == "private" and screen.player == session.state.to_move
        session.act(rnd.choice(legal))
    return shown


def played_through(seats: Sequence[str], seed: int, steps: int) -> Iterator[Session]:
    """A new game at the table driven as the page drives it (`drive`, one step at a time, from
    `seed`): the session before each step, until the game ends or `steps` were taken."""
    s = Session.new("g", players(seats), seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if s.state.is_over:
            return
        yield s
        drive(s, rnd, 1)


TRACKS = {"earth": {0: 4, 1: 2, 2: 2, 3: 1, 4: 1}, "mars": {0: 2}, "venus": {1: 2}, "jupiter": {2: 2}}


def position(hands):
    """Ann's turn, her free doubling to choose (Earth then Mars); the hands differ by test."""
    return scenario(3, tracks=TRACKS, hands=hands, turn_order=[0, 1, 2, 3, 4], step="turn")


def freely_doubled(
    hands=None, seats: Sequence[str] = ("human",) * 3, state: State | None = None, site: str = "earth"
) -> Session:
    """Ann's free doubling at `site` played at a table of Ann, Bob and Cleo in `seats`: from
    `position(hands)`, or from `state`."""
    state = position(hands) if state is None else state
    s = Session.resume("g", state, Players(["Ann", "Bob", "Cleo"], ["red", "blue", "green"], list(seats)))
    s.act(FreeDouble(site))
    return s


# Two deals of the same sizes: in the first nobody holds a card that answers Ann's attempts (the
# engine resolves each at once), in the second Bob could cancel them (the engine's window opens).
SAME_SIZE_DEALS = [
    [[], ["death.dollar"], ["war.leaf"]],
    [[], ["pestilence.dollar"], ["war.leaf"]],
]


ACTION_TRACKS = {"earth": {0: 4, 1: 2, 2: 2}, "mars": {1: 2}}


def at_the_action_step(hands) -> Session:
    """Ann's action step at a hot-seat table of Ann and Bob, Ann holding the device."""
    state = scenario(2, tracks=ACTION_TRACKS, hands=hands, step="actions")
    s = Session.resume("g", state, Players(["Ann", "Bob"], ["red", "blue"], ["human", "human"]))
    if s.needs_handoff() is not None:
        s.confirm_handoff()
    assert s.state.to_move == 0 and s.legal()
    return s


def card(s: Session, name: str) -> Play:
    """The play of the card `name` offered now."""
    return next(a for a in s.legal() if isinstance(a, Play) and a.card == name)


def shown(s):
    """Everything the shared screen shows now: the moment, the board's display list, the log,
    the prompt and status, the table in words, the actions offered and whom the device goes to."""
    seen, private = s.screen_view()
    names = s.players.names
    return {
        "moment": s.reaction_screen().public(),
        "board": draw(seen, private, names, s.highlights(), None, s.status_text()),
        "log": [line.text for line in s.visible_log()],
        "prompt": s.prompt(),
        "thinking": s.thinking_text(),
        "summary": table_summary(seen, names, private),
        "actions": s.legal(),
        "handoff": s.needs_handoff(),
        "undo": s.can_undo(),
        "over": s.shown_game().is_over,
    }
