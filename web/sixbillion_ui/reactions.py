"""A shared screen that betrays no hand: what the screen shows while cards may answer an event.

The engine asks only the players who hold a card that can answer (RULES.md 8.4, 8.5), so on
one device passed around, handing it to Bob would tell everyone that Bob holds such a card.
At a real table everyone is asked and says "pass". Here, after every event that could be
answered (a free-doubling attempt, a Double card, New Colony In Trouble, This Is Our Home, and
every cancellation or response card played), the table runs the same public moment, whatever
the hands hold:

- with two or more humans at the screen: the stake in words and its question ("Does anyone
  want to play a card that cancels this doubling?"). Any human but the event's own player
  may claim the device; a claimant who holds nothing that answers (or whose turn to answer
  never comes) is told so privately, the others' passes are given for them when the moment
  closes;
- when computer players sit at the table, one pause of the same length for every stage,
  whether or not they hold a card (the page sets the length). Those the engine asks decide
  within it, and it ends once they have (at the table's pace, well within its length): a
  computer player asked adds no screen, no name and no wait of its own. It comes again after
  a human's private moment, for those asked after them;
- with one human and computer players, nobody else sees the screen: the human is asked only
  when the engine asks them, after the pause.

So which screens appear, to whom, in what order, depends only on the seats and on what the
players choose (to claim, to close the moment, which card to play), never on who holds what:
the stages come from the public events, and the live window's private asking stays inside
the moments. `screen` says what to show now, `automatic` what the table does by itself (a pass
given for a human, a computer player asked), and `claim`, `close`, `paused`, `served`,
`follow` and `advance` move the asking on.

Nor may the board or the log tell it: when nobody can answer, the engine resolves the event at
once (the token has moved, the log says how it ended, no window is open), while a card that can
answer keeps the window open. So each stage keeps the table as its event was announced (`Held`:
the engine's `Moment`, and the log up to it), and the screen shows that until the stage's moment
is over (sixbillion_ui.session).
"""

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from game.sixbillion import Action, State
from game.sixbillion.actions import PASS
from game.sixbillion.components import CARD_TYPE
from game.sixbillion.events import CardPlayed, DoublingAttempted, Event, Reacted
from shell.seating import DEFAULT_PACE_MS, HUMAN

PAUSE_S = 1.2  # the computer players' pause in every reaction moment at the table's usual pace
# A computer player's time cap for an answer within the pause: well within it, so that a slow
# search does not lengthen the pause (which only a computer holding a card that answers would).
ANSWER_S = 0.8
ASK_COMPUTER = "ask_computer"  # automatic(): the computer player to move decides (in the worker)
_WINDOW_CARDS = {
    "double_self": "double_card",
    "double_other": "double_card",
    "double_neutral": "double_card",
    "new_colony_in_trouble": "new_colony_in_trouble",
    "this_is_our_home": "this_is_our_home",
}


class Held(NamedTuple):
    """The table as a stage's event was announced: the game then (the reaction window open,
    nobody asked yet, nobody known to decide) and how many lines the log had by then."""

    state: State
    log: int


@dataclass(frozen=True)
class Stage:
    """An event that could be answered, as everyone saw it: a free-doubling attempt, a card
    that opens a cancellation window, or a card played into a window (`kind` 'answer')."""

    kind: str
    by: int  # the player whose attempt or card it is: never asked to answer it
    faction: int | None = None
    site: str | None = None
    card: str | None = None
    # the table to show during the stage's moment (None: the game as it is, as for a moment
    # resumed from a save that had no history); not part of what the stage is
    held: Held | None = field(default=None, compare=False, repr=False)


def stages(events: Sequence[Event], held: Sequence[Held] = ()) -> list[Stage]:
    """The answerable events among `events`, in order (public events only: the same for everyone),
    each with its `held` table when given (one for each, in order: the step's windows as they opened)."""
    out = []
    for e in events:
        if e.audience is not None:
            continue
        if isinstance(e, DoublingAttempted):
            out.append(Stage("free_doubling", e.by, e.faction, e.site))
        elif isinstance(e, CardPlayed) and CARD_TYPE[e.card] in _WINDOW_CARDS:
            out.append(Stage(_WINDOW_CARDS[CARD_TYPE[e.card]], e.player, e.faction, e.site, e.card))
        elif isinstance(e, Reacted):
            out.append(Stage("answer", e.player, e.target, None, e.card))
    if len(held) == len(out):
        out = [replace(stage, held=h) for stage, h in zip(out, held, strict=True)]
    return out


@dataclass(frozen=True)
class Asking:
    """The table's asking: the stages still to present (the first is shown now) and, for it,
    who has claimed the device, who has had their private moment, whether the moment is closed
    and whether the computer players' pause has been shown."""

    queue: tuple[Stage, ...] = ()
    claims: tuple[int, ...] = ()
    done: frozenset[int] = frozenset()
    closed: bool = False
    paused: bool = False
    # Which pause this is: a new number each time the pause is armed again (a stage's fresh
    # moment, the next stage, after a private moment), so that the page's timer ends its own
    # pause only; the head stage and who was served may be the same as at an earlier one. The
    # page's bookkeeping, not the moment's: neither compared nor kept in a save.
    pause: int = field(default=0, compare=False)


@dataclass(frozen=True)
class Screen:
    """What the shared screen shows now.

    kind: 'anyone' (the public moment: `claimable` may claim the device), 'pause' (computer
    players answer: always the same length), 'private' (the device goes to `player`: their
    cards that answer, or word that they hold none, `can_answer`), 'next' (this stage is over:
    `advance`), or 'none' (no stage to present; a pending public decision, such as the Opening
    Treaty's consent, is the game's ordinary flow)."""

    kind: str
    player: int | None = None
    claimable: tuple[int, ...] = ()
    stage: Stage | None = None
    can_answer: bool = field(default=False, compare=False)  # private to `player`: never part of the public sequence

    def public(self) -> tuple:
        """What everyone at the table sees of this screen."""
        return (self.kind, self.player, self.claimable, self.stage)


def held(screen: Screen) -> Held | None:
    """The table `screen` shows, if not the game as it is: its stage's, as announced, for as long
    as the stage's moment lasts (the public moment, the pause, a claimant told privately that
    nothing of theirs answers). A claimant the engine asks to answer sees the game as it is: its
    window is open, as it was announced (None also for a stage that kept no table)."""
    if screen.stage is None or screen.kind not in ("anyone", "pause", "private") or screen.can_answer:
        return None
    return screen.stage.held


def pause_seconds(pace_ms: float) -> float:
    """The computer players' pause in a reaction moment: the same length for every moment,
    whatever they hold, and in step with the pace of their moves (`&pace=`, in ms: the table's
    usual 700 gives PAUSE_S; 0, as in the tests, none: nothing is shown waiting that is not).

    >>> pause_seconds(700), pause_seconds(0), pause_seconds(1400)
    (1.2, 0.0, 2.4)
    """
    return round(PAUSE_S * max(0.0, pace_ms) / DEFAULT_PACE_MS, 3)


def _humans(seats: Sequence[str]) -> list[int]:
    return [p for p, seat in enumerate(seats) if seat == HUMAN]


def _computers(seats: Sequence[str]) -> bool:
    return any(seat != HUMAN for seat in seats)


def _live(state: State, asking: Asking) -> bool:
    """Whether the stage shown is the engine's open window (it is always the newest stage)."""
    return len(asking.queue) == 1 and state.window is not None and state.pending is None


def _computer_asked(state: State, seats: Sequence[str], asking: Asking) -> bool:
    """Whether the engine is asking a computer player in the stage's open window."""
    to = state.to_move
    return _live(state, asking) and to is not None and seats[to] != HUMAN


def screen(state: State, seats: Sequence[str], asking: Asking, waived: frozenset[int] = frozenset()) -> Screen:
    """What the shared screen shows now (`state`: the whole game, which the table holds).
    `waived`: the humans who pass in every window for the rest of the round, a choice offered
    on every private screen, whether or not its player can answer (so it tells nothing of a
    hand): no longer claimable, nor asked; the table passes for them (`automatic`)."""
    if state.pending is not None or not asking.queue:
        return Screen("none")
    head = asking.queue[0]
    humans = _humans(seats)
    computers = _computers(seats)
    live = _live(state, asking)
    # the pause lasts its length, and until the computer players asked in it have answered:
    # they decide within it, so that a computer asked adds no screen of its own
    pausing = computers and (not asking.paused or _computer_asked(state, seats, asking))
    if len(humans) >= 2:
        if asking.claims:
            if pausing:
                return Screen("pause", stage=head)
            p = asking.claims[0]
            return Screen("private", p, stage=head, can_answer=live and state.to_move == p)
        claimable = tuple(h for h in humans if h != head.by and h not in asking.done | waived)
        if not asking.closed and claimable:
            return Screen("anyone", claimable=claimable, stage=head)
    if pausing:
        return Screen("pause", stage=head)
    if len(humans) == 1 and live and state.to_move == humans[0] and humans[0] not in waived:
        return Screen("private", humans[0], stage=head, can_answer=True)
    return Screen("none") if live else Screen("next", stage=head)


def automatic(
    state: State, seats: Sequence[str], asking: Asking, waived: frozenset[int] = frozenset()
) -> Action | str | None:
    """What the table does now without showing anything: a pass given for a human who did not
    claim (at the moment's close, or to let an earlier claimant's turn come) or who passes for
    the rest of the round (`waived`), ASK_COMPUTER while the pause shows, or None."""
    if not asking.queue or not _live(state, asking):
        return None
    to = state.to_move
    if to is None:
        return None
    if seats[to] != HUMAN:  # computer players decide within the pause, never after it
        return ASK_COMPUTER if screen(state, seats, asking, waived).kind == "pause" else None
    if to in waived and screen(state, seats, asking, waived).kind != "pause":
        return PASS  # (after the pause, as any answer of the table's: the pause is the same length)
    if len(_humans(seats)) < 2 or to in asking.claims[:1]:
        return None
    if asking.closed and not asking.claims:
        return PASS
    if asking.claims:
        order = [f for f in state.turn_order if f < state.num_players]
        if order.index(to) < order.index(asking.claims[0]):
            return PASS  # answers are taken in turn order: who did not claim before the claimant passes
    return None


def claim(asking: Asking, player: int) -> Asking:
    """`player` claims the device to answer (a public choice)."""
    if player in asking.claims or player in asking.done:
        return asking
    return replace(asking, claims=asking.claims + (player,))


def close(asking: Asking) -> Asking:
    """Nobody (else) answers: the moment closes."""
    return replace(asking, closed=True)


def paused(asking: Asking) -> Asking:
    """The computer players' pause has been shown for this stage."""
    return replace(asking, paused=True)


def served(asking: Asking, player: int) -> Asking:
    """`player` has had their private moment (answered, passed, or been told nothing answers).
    The computer players' pause comes again: those asked after them in turn order answer
    within it, and it comes whether or not any is asked."""
    claims = tuple(p for p in asking.claims if p != player)
    return replace(asking, claims=claims, done=asking.done | {player}, paused=False, pause=asking.pause + 1)


def follow(asking: Asking, events: Sequence[Event], held: Sequence[Held] = ()) -> Asking:
    """The asking after a step's events (and the tables its stages are shown with): new stages
    queued; a card played into the window ends the asking of the stage it answered (its moment
    starts afresh for the card)."""
    new = stages(events, held)
    if not new:
        return asking
    queue = list(asking.queue)
    fresh = False
    for stage in new:
        if stage.kind == "answer" and queue:
            queue.pop()  # the stage this card answered (the live one: always the newest)
            fresh = fresh or not queue
        queue.append(stage)
    if fresh or not asking.queue:
        return Asking(tuple(queue), pause=asking.pause + 1)
    return replace(asking, queue=tuple(queue))


def advance(asking: Asking) -> Asking:
    """The stage shown is over: the next one, with a fresh moment."""
    return Asking(asking.queue[1:], pause=asking.pause + 1)


def asking_to_json(asking: Asking) -> dict:
    """The asking as plain data: kept beside the saved game, so that a reload shows the same moment."""
    return {
        "queue": [[st.kind, st.by, st.faction, st.site, st.card] for st in asking.queue],
        "claims": list(asking.claims),
        "done": sorted(asking.done),
        "closed": asking.closed,
        "paused": asking.paused,
    }


def asking_from_json(data: object) -> Asking:
    """`asking_to_json`'s data -> the asking; ValueError for anything else.

    >>> a = Asking((Stage("free_doubling", 1, 1, "mars"),), claims=(2,), done=frozenset({0}), paused=True)
    >>> asking_from_json(asking_to_json(a)) == a
    True
    """
    try:
        assert isinstance(data, dict)
        queue = tuple(Stage(str(k), int(by), f, site, card) for k, by, f, site, card in data["queue"])
        claims = tuple(int(p) for p in data["claims"])
        done = frozenset(int(p) for p in data["done"])
        closed, paused = data["closed"], data["paused"]
        assert isinstance(closed, bool) and isinstance(paused, bool)
    except (AssertionError, KeyError, TypeError, ValueError):
        raise ValueError("not a reaction moment") from None
    return Asking(queue, claims, done, closed, paused)
