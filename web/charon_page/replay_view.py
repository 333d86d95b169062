"""Charon's side of watching a game again: the replay built from the engine (shell.replay),
each position drawn on the board with its log and summary, the end screen at the end. The
controls are the shell's (shell.replay_controls)."""

from typing import TYPE_CHECKING

import game.charon as charon
from charon_ui import replay_table
from charon_ui.session import seat_names
from charon_ui.story import LogLine
from game.charon import State
from shell.dom import el
from shell.i18n import _
from shell.on_demand import on_demand
from shell.players import Players
from shell.replay import Replay, ReplayUnavailable

from .log_panel import show_summary

if TYPE_CHECKING:
    from charon_ui import stats

    from .page import GamePage
else:
    stats = on_demand("charon_ui.stats")  # the end screen's statistics: imported when a replay reaches its end


class CharonReplay:
    def __init__(self, page: "GamePage"):
        self.page = page
        self.told: list[list[LogLine]] = []  # each position's log lines
        self.built: tuple[Replay, Players] | None = None  # the replay they tell, for a new language

    def build(self, state: State, players: Players) -> Replay | None:
        """`state`'s game from its start, or None (and the player told) if it has no history."""
        try:
            replay = Replay.of(charon, replay_table.chapter, state)
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

    def chapter_title(self, key: tuple[int, str]) -> str:
        return replay_table.chapter_title(key)

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
            replay.state, players, stats.stats_from_steps(replay.states, replay.events), replaying=True
        )
        el("end").hidden = False
