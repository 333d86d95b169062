"""6 Billion's side of watching a game again: the replay built from the engine (shell.replay),
each position drawn on the board with the log as it stood, the results with their charts at
the end. The controls are the shell's (shell.replay_controls): step, a round, the speed, and
— once the game is over — whose hand is shown."""

from typing import TYPE_CHECKING

import game.sixbillion as sixbillion
from game.sixbillion import State
from shell.dom import el
from shell.i18n import _
from shell.log import LogLine
from shell.on_demand import on_demand
from shell.players import Players
from shell.replay import Replay, ReplayUnavailable
from shell.table_session import seat_names
from sixbillion_ui import replay_table

from .hosts import ReplayHost

if TYPE_CHECKING:
    from sixbillion_ui import stats
else:
    stats = on_demand("sixbillion_ui.stats")  # the results' numbers: imported when a replay reaches its end


class SixBillionReplay:
    def __init__(self, page: ReplayHost):
        self.page = page
        self.told: list[list[LogLine]] = []  # each position's log lines
        self.built: tuple[Replay, Players] | None = None  # the replay they tell, for a new language

    def build(self, state: State, players: Players) -> Replay | None:
        """`state`'s game from its start, or None (and the player told) if it has no history."""
        try:
            replay = Replay.of(sixbillion, replay_table.chapter, state)
        except (ValueError, ReplayUnavailable):
            self.page.messages.show(_("This game was saved without its history, so it cannot be replayed."))
            return None
        self.built = (replay, players)
        self.retell()
        return replay

    def retell(self) -> None:
        """Each position's log lines, told in the language shown."""
        if self.built is not None:
            replay, players = self.built
            self.told = replay_table.step_lines(replay.states, replay.events, players.names, seat_names(players))

    def chapter_title(self, key: int) -> str:
        return replay_table.chapter_title(key)

    def show(self, replay: Replay, players: Players, seat: int | None) -> None:
        seen, private = replay_table.seen_from(replay.state, seat, seat is not None)
        status = _("Replay {position}/{last}").format(position=replay.position, last=replay.last)
        self.page.board.draw_seen(seen, private, players.names, status)
        log = replay_table.log_upto(self.told, replay.position, seat)
        self.page.table.log.show(log, ("replay", replay.position, seat), players.names)
        el("undo-btn").hidden = True

    def finished(self, replay: Replay, players: Players) -> None:
        self.page.end.render(replay.state, players, stats.stats_from_states(replay.states))
        el("end").hidden = False
