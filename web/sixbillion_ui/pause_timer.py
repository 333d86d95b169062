"""The page's timer for the computer players' pause in a reaction moment (reactions.py): one
timer per pause, started when the pause first shows, ending only its own pause.

A pause is known by its game at the table (a reload or another game numbers its pauses afresh)
and its number there (`Asking.pause`, new each time the pause is armed again: the head stage and
who was served may be what they were at an earlier pause). A timer whose pause was interrupted
by a public decision (a computer's card asking the Opening Treaty's consent) ends nothing; the
pause then runs its whole length again when it shows again. Both once left the table waiting
for answers for ever (issue 35: a newcomer's play-test)."""

from typing import Protocol

from .reactions import Asking, Screen


class PausedSession(Protocol):
    """The game at the table as the timer sees it (sixbillion_ui.session.Session)."""

    @property
    def asking(self) -> Asking: ...
    def reaction_screen(self) -> Screen: ...


class PauseTimer:
    def __init__(self) -> None:
        self.running: tuple[PausedSession, int] | None = None  # the pause whose timer runs

    def start(self, session: PausedSession) -> int | None:
        """At a redraw: the pause to time now, if it shows and has no timer yet (else None)."""
        if session.reaction_screen().kind != "pause":
            return None
        pause = session.asking.pause
        if self.running is not None and self.running[0] is session and self.running[1] == pause:
            return None
        self.running = (session, pause)
        return pause

    def ends(self, session: PausedSession, pause: int) -> bool:
        """`pause`'s time is up: whether it ends the pause showing now (the page then says the
        pause was shown). An interrupted pause is forgotten, to be timed afresh."""
        if self.running is None or self.running[0] is not session:
            return False  # another game (or the same one reloaded) is at the table now
        if session.reaction_screen().kind == "pause" and session.asking.pause == pause:
            return True
        if self.running[1] == pause:
            self.running = None
        return False
