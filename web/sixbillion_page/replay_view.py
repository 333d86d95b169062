"""6 Billion's side of watching a game again: the replay built from the engine (shell.replay),
each position drawn on the board with the log as it stood, the results with their charts at
the end. The controls are the shell's (shell.replay_controls): step, a round, the speed, and
— once the game is over — whose hand is shown."""

from typing import TYPE_CHECKING, Any

import game.sixbillion as sixbillion
from shell.dom import el
from shell.i18n import _
from shell.on_demand import on_demand
from shell.overlays import show_overlay
from shell.players import Players
from shell.replay import Replay
from shell.replay_view import ToldReplay
from sixbillion_ui import replay_table
from sixbillion_ui.describe import decision_kind

from .hosts import ReplayHost

if TYPE_CHECKING:
    from sixbillion_ui import stats
else:
    stats = on_demand("sixbillion_ui.stats")  # the results' numbers: imported when a replay reaches its end


class SixBillionReplay(ToldReplay[ReplayHost]):
    def __init__(self, page: ReplayHost):
        super().__init__(page, sixbillion, replay_table)

    def decision_kind(self, state: Any) -> str:
        return decision_kind(state)  # as in play: the tabs know 6 Billion's decisions by their kind

    def show(self, replay: Replay, players: Players, seat: int | None) -> None:
        seen, private = replay_table.seen_from(replay.state, seat, seat is not None)
        status = _("Replay {position}/{last}").format(position=replay.position, last=replay.last)
        self.page.board.draw_seen(seen, private, players.names, status)
        log = replay_table.log_upto(self.told, replay.position, seat)
        self.page.table.log.show(log, ("replay", replay.position, seat), players.names)
        el("undo-btn").hidden = True

    def finished(self, replay: Replay, players: Players) -> None:
        self.page.end.render(replay.states[-1], players, stats.stats_from_states(replay.states))
        show_overlay("end")
        el("end-title").focus()  # the keyboard's place is in the results, as after a game
