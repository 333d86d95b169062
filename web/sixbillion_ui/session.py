"""One game of 6 Billion at the table: its log told from the engine's events, undo, the board's
picks, and who the shared screen shows while cards may answer an event (reactions.py).

Who is who, hand-offs and the computer players' requests are any game's
(shell.table_session); this session bends two of them to the shared-screen rule: during a
reaction moment the device goes to a player only when they claim it (`needs_handoff`), and
a computer player answers only within the moment's pause, which lasts until it has
(`ai_to_move`). The passes of humans who did not claim are given for them here
(`settle_reactions`). While a moment lasts,
the board, the log and the words show the table as its event was announced (`shown_game`,
`visible_log`), the same whether the engine found a card that answers or resolved it at once.

Nothing here draws or touches the page; a page calls these and redraws.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import ClassVar

from game.sixbillion import (
    Action,
    Moment,
    State,
    can_undo,
    history,
    legal_actions,
    new_game_with_moments,
    step_with_moments,
    undo,
    undo_barrier,
    view,
)
from game.sixbillion.actions import END_ACTIONS
from game.sixbillion.events import Event
from game.sixbillion.history import ANSWER, REVEAL, TURN, start
from game.sixbillion.state import DISCARD, DRAW, FREE_DOUBLE
from shell.computer_turns import AiRequest
from shell.i18n import _
from shell.log import LogLine, new_game_line, visible_lines
from shell.players import Players
from shell.table_session import TableEngine, TableSession

from . import reactions as R
from .describe import moment_question, prompt, stage_text
from .game_kind import SIXBILLION_ENGINE
from .render import Highlights
from .story import tell
from .targets import NONE, Pick, click, highlights, out_of_reach

KEPT_STAGES = 8  # more than a moment's queue ever holds: a step opens a few windows at most
# The interrupting decisions always made out of the decider's turn: an owner allowing a card
# (the Opening Treaty, RULES.md 10), War's target halving a token (9.8).
OUT_OF_TURN = ("consent", "halve")
QUICK_PACE = 0.25  # the share of the pace before a computer's free doubling, discard or draw (ai_pace_share)


def _same_key(a: tuple, b: tuple) -> bool:
    """Whether two `Session._screen_key`s are the same: the game and the moment by identity
    (comparing two games field by field would cost what the cache saves), the rest by value."""
    return a[0] is b[0] and a[1] is b[1] and a[2:] == b[2:]


def _held(
    before: State | None, events: list[Event], moments: list[Moment], names: Sequence[str], told: int
) -> list[R.Held]:
    """The tables a step's reaction windows were announced with: the game as each opened
    (`moments`), and the log's length then (`told` lines before the step, and those of the
    step's events up to the window)."""
    return [R.Held(m.state, told + len(tell(before, events[: m.events], names))) for m in moments]


def _told(moment: dict | None) -> int:
    """How many log lines the table had seen, as a kept moment says (0 if it does not)."""
    told = None if moment is None else moment.get("told")
    return told if isinstance(told, int) and not isinstance(told, bool) and told >= 0 else 0


@dataclass
class Session(TableSession):
    """A game of 6 Billion at the table."""

    engine: ClassVar[TableEngine] = SIXBILLION_ENGINE
    state: State
    asking: R.Asking = field(default_factory=R.Asking)
    pick: Pick = NONE
    last: tuple[State, list[Event]] | None = None
    announced: tuple[R.Stage, ...] = ()  # the newest stages the retold history announced (`with_tables`)
    # The humans who pass in every reaction window for the rest of a round, and that round: a
    # newcomer holding one cancellation card was asked at every other faction's doubling.
    waived: tuple[int, frozenset[int]] = (0, frozenset())
    # How many of the log's lines the table has seen: a moment's table (`visible_log`) keeps
    # them, though they came after its event (a public decision within it: a consent refused,
    # the card taken back), so that no line once shown leaves the log.
    told: int = 0
    # The last view `screen_view` built and what it was built from (`_screen_key`): a click's
    # redraw reads it from several parts of the page, and building it is the costly part.
    _screen: tuple[tuple, tuple[State, bool]] | None = field(default=None, init=False, repr=False, compare=False)

    @classmethod
    def new(cls, game_id: str, players: Players, seed: int, discovery_track: bool = False) -> "Session":
        state, events, moments = new_game_with_moments(len(players.names), seed, discovery_track=discovery_track)
        players.bot_seed = seed
        session = cls(game_id, state, players)
        session.log = [new_game_line(session.seat_names(), seed)]
        held = _held(None, events, moments, players.names, len(session.log))
        session.log += tell(None, events, players.names)
        session.asking = R.follow(R.Asking(), events, held)
        session.settle_reactions()
        return session

    @classmethod
    def resume(
        cls,
        game_id: str,
        state: State,
        players: Players,
        old_log: list[str] | None = None,
        moment: dict | None = None,
    ) -> "Session":
        """A saved game at the table again: its log told anew from its history. An open
        reaction window resumes exactly where it was when `moment` (`moment_record`, kept by
        the page) is this game's at this point; else at its public moment."""
        session = cls(game_id, state, players)
        session.retell(old_log or [])
        kept = session.kept_asking(moment)
        if kept is not None:
            session.asking = kept
            session.told = _told(moment)
        elif state.window is not None:
            window = state.window
            event = window["event"]
            if window["chain"]:
                last = window["chain"][-1]
                stage = R.Stage("answer", last["player"], last["target"], None, last["card"])
            else:
                stage = R.Stage(event["kind"], event["by"], event["faction"], event["site"], event["card"])
            session.asking = R.Asking((stage,))
        session.asking = session.with_tables(session.asking)
        return session

    def moment_record(self) -> dict:
        """Where the table's asking stands, for this game at this point of its history: what a
        reload needs to show the same reaction moment (claims, passes given, the pause shown)."""
        return {"game": self.game_id, "at": self._point(), "asking": R.asking_to_json(self.asking), "told": self.told}

    def table_data(self) -> dict:
        """The reaction moment as the table shows it now, kept in the game's record and export
        (shell.records: `table`), so that a reload or an import shows the same moment."""
        if not self.asking.queue:
            return {}
        return {"moment": {"at": self._point(), "asking": R.asking_to_json(self.asking), "told": self.told}}

    def restore_table(self, data: dict) -> None:
        """The moment `table_data` kept, if it is this game's at this point (else the screen
        shows the moment as a fresh one would)."""
        moment = data.get("moment")
        if isinstance(moment, dict):
            kept = self.kept_asking({**moment, "game": self.game_id})  # the record's own: this game's
            if kept is not None:
                self.asking = self.with_tables(kept)
                self.told = _told(moment)

    def kept_asking(self, moment: dict | None) -> R.Asking | None:
        """The asking `moment` kept, if it is this game's at this point (else None)."""
        point = self._point()
        if point is None or not isinstance(moment, dict):
            return None
        if (moment.get("game"), moment.get("at")) != (self.game_id, point):
            return None
        try:
            return R.asking_from_json(moment.get("asking"))
        except ValueError:
            return None

    def _point(self) -> int | None:
        """How far the game is: its actions so far (None for a game saved without its history)."""
        return None if self.state.history is None else len(self.state.history)

    def retell(self, old_log: list[str] | None = None) -> None:
        """The whole log again, from the game's start and history."""
        try:
            actions = history(self.state)
        except ValueError:  # a state without its history keeps the lines it was saved with
            self.log = [LogLine(text, self.state.round) for text in (old_log or [])]
            return
        origin = self.state.origin
        assert origin is not None, "a game with a history keeps how it began"
        events: list[Event] = []
        moments: list[Moment] = []
        if "scenario" in origin:
            state = start(origin)
        else:
            state, events, moments = new_game_with_moments(
                origin["players"], origin["seed"], discovery_track=origin["discovery_track"]
            )
        names = self.players.names
        self.log = [new_game_line(self.seat_names(), origin.get("seed"))]
        announced = R.stages(events, _held(None, events, moments, names, len(self.log)))
        self.log += tell(None, events, names)
        for action in actions:
            before = state
            state, events, moments = step_with_moments(state, action)
            announced += R.stages(events, _held(before, events, moments, names, len(self.log)))
            self.log += tell(before, events, names)
        self.announced = tuple(announced[-KEPT_STAGES:])

    def with_tables(self, asking: R.Asking) -> R.Asking:
        """`asking` (kept with a save: stages without their tables) with the tables the retold
        history announced them with: a resumed moment shows what it showed before the reload.
        The stages still asked are the newest announced, in order."""
        told = list(self.announced)
        queue = []
        for stage in reversed(asking.queue):
            while told and told[-1] != stage:
                told.pop()
            queue.append(told.pop() if told else stage)
        return replace(asking, queue=tuple(reversed(queue)))

    # ---- acting -----------------------------------------------------------------------------
    def act(self, action: Action) -> list[LogLine]:
        """Apply a legal action (IllegalAction otherwise, nothing changed); log it; give the
        passes due under the shared-screen rule. Returns the new log lines."""
        before, mover = self.state, self.state.to_move
        screen = self.reaction_screen()
        told = len(self.log)
        lines, events, held = self._step(action)
        self.last, self.pick = (before, events), NONE
        if before.pending is not None:
            # a public decision (a consent, a refusal's choice, War's halving): everyone sees
            # it taken, and its own line stays in sight (what the engine did next may not, yet)
            self.told = max(self.told, told + len(tell(before, events[:1], self.players.names)))
        if screen.kind == "private" and mover is not None and screen.player == mover:
            self.asking = R.served(self.asking, mover)
        self.asking = R.follow(self.asking, events, held)
        lines += self.settle_reactions()
        return lines

    def _step(self, action: Action) -> tuple[list[LogLine], list[Event], list[R.Held]]:
        """Play `action` and log it: its lines, its events, and the table as each reaction
        window it opened was announced (the game then, the log up to its event)."""
        before, names = self.state, self.players.names
        self.state, events, moments = step_with_moments(before, action)
        lines = tell(before, events, names)
        held = _held(before, events, moments, names, len(self.log))
        self.log += lines
        return lines, events, held

    def settle_reactions(self) -> list[LogLine]:
        """Apply what the table does by itself in reaction windows (the passes of humans who did
        not claim), and move past the stages whose moment is over."""
        lines: list[LogLine] = []
        for _guard in range(200):
            auto = R.automatic(self.state, self.players.seats, self.asking, self.passing())
            if isinstance(auto, Action):
                told, events, held = self._step(auto)
                lines += told
                self.asking = R.follow(self.asking, events, held)
                continue
            if self.reaction_screen().kind == "next":
                self.asking = R.advance(self.asking)
                continue
            break
        screen = self.reaction_screen()
        if R.held(screen) is None and screen.kind != "private":
            self.told = len(self.log)  # the table sees the whole log now (a claimant's own screen is theirs)
        if self.sole_human is None and self.reaction_screen().kind in ("anyone", "pause"):
            # a public moment: anyone may hold the device now, so whoever's things are shown
            # next (the claimant's hand, the next turn's) are shown after a hand-off
            self.shown_player = None
        return lines

    # ---- the reaction moments (reactions.py) ---------------------------------------------------
    def reaction_screen(self) -> R.Screen:
        return R.screen(self.state, self.players.seats, self.asking, self.passing())

    def passing(self) -> frozenset[int]:
        """The humans who pass in every reaction window for the rest of this round."""
        round_, players = self.waived
        return players if round_ == self.state.round else frozenset()

    def pass_for_the_round(self, player: int) -> None:
        """`player`, whose private moment it was (and who has passed or read that nothing of
        theirs answers), passes in every window until the round ends: a choice offered whether
        or not they can answer, so that it tells nothing of a hand."""
        self.waived = (self.state.round, self.passing() | {player})
        self.settle_reactions()

    def claim(self, player: int) -> None:
        """`player` claims the device to answer."""
        self.asking = R.claim(self.asking, player)
        self.settle_reactions()

    def close_moment(self) -> None:
        """Nobody (else) answers."""
        self.asking = R.close(self.asking)
        self.settle_reactions()

    def pause_shown(self) -> None:
        """The computer players' pause has been shown: they may answer now."""
        self.asking = R.paused(self.asking)
        self.settle_reactions()

    def nothing_answers(self, player: int) -> None:
        """A claimant who cannot answer has read so, privately: the moment goes on."""
        self.asking = R.served(self.asking, player)
        self.settle_reactions()

    # ---- who the screen shows -----------------------------------------------------------------
    def ai_to_move(self) -> int | None:
        p = super().ai_to_move()
        if p is None or not self.asking.queue or self.state.pending is not None:
            return p  # the ordinary flow (a consent, War's halving are public decisions)
        auto = R.automatic(self.state, self.players.seats, self.asking, self.passing())
        return p if auto == R.ASK_COMPUTER else None  # only during the moment's pause

    def ai_request(self) -> AiRequest:
        """As any game's; an answer within a reaction moment's pause is capped to fit in it."""
        request = super().ai_request()
        cap = request["maxSeconds"]
        if cap is not None and self.reaction_screen().kind == "pause":
            request["maxSeconds"] = min(cap, R.ANSWER_S)
        return request

    def ai_pace_share(self) -> float:
        """A computer player's answer within a reaction moment's pause does not show until the
        pause ends (the screen keeps the moment's table): it is not paced as a move that shows.
        Its discard and its draws, up to four small steps of every turn, take a quarter of the
        pace each, and so does a free doubling attempt, which the pause after it shows (the
        table before it, the previous move's result included, stays in sight during that pause):
        at the full pace for every step, a newcomer waited 10-30 s for two computers."""
        if self.reaction_screen().kind == "pause":
            return 0.0
        st = self.state
        quick = st.window is None and st.pending is None and st.step in (FREE_DOUBLE, DISCARD, DRAW)
        return QUICK_PACE if quick else 1.0

    def asked_privately(self) -> bool:
        """Whether the engine is asking someone privately now (a reaction window's candidate):
        who it is, nobody else may be told (RULES.md 8.5), as `view` keeps it."""
        st = self.state
        return st.window is not None and st.pending is None and st.resolving is None

    def thinking_text(self, short: bool = False) -> str:
        """As any game's, but a computer player answering in a reaction window is not named:
        that it is asked would tell that it holds a card that answers; nor is it said at all
        while a claimant reads, privately, that nothing of theirs answers (the moment's table is
        still shown: the same whether a computer player is asked or nobody can answer). During
        the pause, the computer players asked decide unseen: its words say it, whoever is asked."""
        screen = self.reaction_screen()
        if screen.kind == "pause" or R.held(screen) is not None:
            return ""
        if self.ai_to_move() is not None and self.asked_privately():
            return _("Waiting for answers…")
        return super().thinking_text(short)

    def prompt(self) -> str:
        """What the prompt line says to whoever sees the screen now (a public moment: what it is
        about; else what the view drawn is asked, or waits for)."""
        screen = self.reaction_screen()
        seen, _private = self.screen_view()
        names = self.players.names
        if screen.kind == "anyone" and screen.stage is not None:
            return _("{stake} {question}").format(
                stake=stage_text(seen, screen.stage, names), question=moment_question(screen.stage)
            )
        if screen.kind == "pause":
            return _("Waiting for answers…")
        return prompt(seen, names)  # why a discard step came by itself: said in the panel, once

    def actions_ended(self) -> int | None:
        """At the discard step the engine came to by itself (both actions played, or no card
        could be played and the player did not end their actions): how many actions they
        played; None otherwise. Public: the log tells it to all (ActionsEnded)."""
        s = self.state
        if s.window is not None or s.pending is not None or s.step != DISCARD:
            return None
        if s.actions_used >= 2:
            return 2
        if not s.history or s.history[-1] == END_ACTIONS:
            return None
        return s.actions_used

    def status_text(self) -> str:
        """What the board's status line says now, if the moment decides it ('': the board says
        whose decision it is, from the view drawn)."""
        screen = self.reaction_screen()
        if screen.kind == "anyone":
            return _("Any cards against it?")
        if screen.kind == "pause" or R.held(screen) is not None:
            # a claimant told privately that nothing of theirs answers: whether a computer
            # player is being asked now (it holds a card that answers) does not show
            return _("Waiting for answers…")
        return self.thinking_text(short=True)

    def needs_handoff(self) -> int | None:
        screen = self.reaction_screen()
        if screen.kind in ("anyone", "pause"):
            return None  # a public moment: nobody's private things are shown
        if screen.kind == "private":
            p = screen.player
            return p if self.sole_human is None and p != self.shown_player else None
        return super().needs_handoff()

    def public_seat(self) -> str:
        """'table' while a reaction moment is public (its question to the table, the computer
        players' pause) or the engine asks someone privately: who is asked would tell who holds
        a card that answers (RULES.md 8.5). A claimant's private moment is theirs (they claimed
        it before everyone); else the player to move, whose decision is public."""
        screen = self.reaction_screen()
        if screen.kind == "private" and screen.player is not None:
            return str(screen.player)
        if screen.kind in ("anyone", "pause") or self.asked_privately():
            return "table"
        return super().public_seat()

    def handoff_to_answer(self) -> bool:
        """A claimant or a player asked privately answers a card out of turn, or a player is asked
        out of turn to allow a card (the Opening Treaty) or to halve a token (War): their hand-off
        shows their hand, not their turn (a play-tester read "– jöhet a köröm" when only asked
        to allow a card)."""
        pending = self.state.pending
        return self.reaction_screen().kind == "private" or (pending is not None and pending["kind"] in OUT_OF_TURN)

    def confirm_handoff(self) -> None:
        screen = self.reaction_screen()
        self.shown_player = screen.player if screen.kind == "private" else self.to_move

    def screen_view(self) -> tuple[State, bool]:
        """(the view to draw, whether its private parts may be drawn). Always one player's view
        of the game as shown (`shown_game`): the sole human's; else, the player whose private
        moment it is or who is to move, once they have the device; during a public moment and a
        computer's turn, the public table. Built once for each state, moment and seat shown;
        the page's parts share it and draw from it without changing it."""
        key = self._screen_key()
        if self._screen is not None and _same_key(self._screen[0], key):
            return self._screen[1]
        shown = self._build_screen_view()
        self._screen = (key, shown)
        return shown

    def _screen_key(self) -> tuple:
        """What the screen's view follows: the game (a new State object after every change:
        the engine never changes one in place), the reaction moment (a new frozen Asking when
        it moves on), who has the device and who sits where."""
        return (self.state, self.asking, self.shown_player, tuple(self.players.seats), self.passing())

    def _build_screen_view(self) -> tuple[State, bool]:
        screen = self.reaction_screen()
        game = self.shown_game()
        if self.sole_human is not None:
            return view(game, self.sole_human), True
        if screen.kind in ("anyone", "pause"):
            return self.public_view(), False
        p = screen.player if screen.kind == "private" else self.state.to_move
        if p is None:
            return self.public_view(), False
        private = self.ai_to_move() is None and self.needs_handoff() is None and p == self.shown_player
        if not private and (self.asked_privately() or R.held(screen) is not None):
            return self.public_view(), False  # whoever is asked, the screen does not say
        return view(game, p), private

    def public_view(self) -> State:
        """The table as everyone at it sees it: seat 0's view of the game as shown (nothing
        private is drawn from it), without whether seat 0 is the one asked privately now."""
        seen = view(self.shown_game(), 0)
        if self.asked_privately():
            seen.to_move, seen.options = None, ()
        return seen

    def shown_game(self) -> State:
        """The game as the screen shows it: while a reaction moment lasts, as its event was
        announced (the attempt or card pending in its window), so that what the engine did at
        once when nobody could answer stays unseen until the moment is over (reactions.held)."""
        held = R.held(self.reaction_screen())
        return self.state if held is None else held.state

    def visible_log(self) -> list[LogLine]:
        """The log as the screen shows it: while a reaction moment lasts, up to its event (how
        the event ended is told when the moment is over)."""
        held = R.held(self.reaction_screen())
        reader = self.reader()
        if held is None:
            return visible_lines(self.log, reader)
        # and the reader's own pass in it, if they have passed (only they see it): the pause
        # after their private moment keeps it on screen
        # and the lines the table has seen since its event (a public decision within the moment)
        cut = max(held.log, min(self.told, len(self.log)))
        mine = [line for line in self.log[cut:] if line.kind == "passed" and line.audience == reader]
        return visible_lines(self.log[:cut] + mine, reader)

    def legal(self) -> list[Action]:
        """What the screen offers: the legal actions of the human at the screen, when the game
        asks them (in a reaction window, only in their private moment)."""
        screen = self.reaction_screen()
        if screen.kind in ("anyone", "pause"):
            return []
        if screen.kind == "private" and not screen.can_answer:
            return []
        p = self.state.to_move
        if p is None or self.ai_to_move() is not None or self.needs_handoff() is not None:
            return []
        if self.sole_human is not None and p != self.sole_human:
            return []
        return legal_actions(self.state)

    # ---- the board ---------------------------------------------------------------------------
    def highlights(self) -> Highlights:
        seen, private = self.screen_view()
        return highlights(seen, self.legal(), self.pick) if private else Highlights()

    def out_of_reach(self, target: tuple | None) -> str:
        """Why a click on `target` would choose nothing, if it is a site the board dims ('' if not)."""
        seen, _private = self.screen_view()
        return out_of_reach(seen, self.legal(), self.pick, target)

    def click(self, target: tuple | None) -> Action | None:
        """The action a click on `target` (layout.hit_test) asks for, if it names one; the pick
        is kept for the next click otherwise."""
        seen, _private = self.screen_view()
        action, self.pick = click(seen, self.legal(), self.pick, target)
        return action

    # ---- undo ----------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self.legal()) and can_undo(self.state)

    def undo_refused(self) -> str:
        """Why nothing can be taken back now, in the player's words ('' if something can, or
        the game keeps no history to say why): what stopped undo at the last move."""
        if self.state.history is None:
            return ""
        barrier = undo_barrier(self.state)
        if barrier == ANSWER:
            return _(
                "Nothing to undo: a move the other players could answer cannot be taken back "
                "(the table has seen whether anyone answered it)."
            )
        if barrier == REVEAL:
            return _("Nothing to undo: a move that drew or revealed something cannot be taken back.")
        if barrier == TURN:
            return _(
                "Nothing to undo: only moves of the turn being played can be taken back, and this turn has none yet."
            )
        return ""

    def undo(self) -> None:
        self.state = undo(self.state)
        self.last, self.pick = None, NONE
        self.retell()
        self.told = len(self.log)  # no moment after an undo: the whole log is in sight
