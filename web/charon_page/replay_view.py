"""Charon's side of watching a game again: the replay built from the engine (shell.replay),
each position drawn on the board with its log and summary, the results when asked. The
controls are the shell's (shell.replay_controls)."""

from typing import TYPE_CHECKING

import game.charon as charon
from charon_ui import replay_table
from shell.dom import el
from shell.i18n import _
from shell.on_demand import on_demand
from shell.overlays import show_overlay
from shell.players import Players
from shell.replay import Replay
from shell.replay_view import ToldReplay

from .hosts import ReplayHost
from .summary import show_summary

if TYPE_CHECKING:
    from charon_ui import stats

else:
    stats = on_demand("charon_ui.stats")  # the end screen's statistics: imported when a replay reaches its end


class CharonReplay(ToldReplay[ReplayHost]):
    def __init__(self, page: ReplayHost):
        super().__init__(page, charon, replay_table)

    def show(self, replay: Replay, players: Players, seat: int | None) -> None:
        seen, private = replay_table.seen_from(replay.state, seat, seat is not None)
        self.page.board.draw_seen(
            seen,
            private,
            players.names,
            players.colours,
            _("Replay {position}/{last}").format(position=replay.position, last=replay.last),
        )
        log = replay_table.log_upto(self.told, replay.position, seat)
        self.page.log.show(log, ("replay", replay.position, seat), players.names)
        show_summary(seen, players.names, private)
        el("skip-btn").hidden = el("undo-btn").hidden = True

    def finished(self, replay: Replay, players: Players) -> None:
        self.page.end.render(
            replay.states[-1], players, stats.stats_from_steps(replay.states, replay.events), replaying=True
        )
        show_overlay("end")
        el("end-title").focus()  # the keyboard's place is in the results, as after a game
