"""6 Billion's Hint (shell.hint_panel): asked from the view of the human at the screen, when
they have moves on offer (their turn, their private moment of a reaction window, their Opening
Treaty answer), and shown in words (sixbillion_ui.advice)."""

from typing import TYPE_CHECKING

from game.sixbillion import State
from shell.dom import el
from shell.hint_panel import HintPanel as SharedHintPanel
from shell.on_demand import on_demand

from .hosts import AdvisedHost

if TYPE_CHECKING:
    from sixbillion_ui import advice as words

else:
    words = on_demand("sixbillion_ui.advice")  # the advisor's words: imported when a hint is first asked


class HintPanel(SharedHintPanel[AdvisedHost]):
    shown = (True, False, False)  # what the hint box showed last (showing()): hidden at first

    def hint_view(self) -> State | None:
        """The screen's view, when it is the player's own and they have moves on offer: a hint
        in hot seat is for the player at the screen only, never more than they see."""
        s = self.page.session
        if s is None or self.page.replays.active or s.state.is_over:
            return None
        seen, private = s.screen_view()
        if not private or seen.viewer is None or seen.viewer != s.state.to_move or not s.legal():
            return None
        return seen

    def show(self, arrived: bool = False) -> None:
        """The hint as things are now; on a phone, when its box (stuck under the tabs) opened, began
        thinking, got its advice or closed, the hand is brought back above the pinned action
        panel (the box pushed it under), as Charon's is. What the box shows is compared, not its
        height: the page's Python may run in a worker, which has no layout; and with what it showed
        last, not at this call's start (the advice arrives before the page's render shows it)."""
        super().show(arrived)
        now = self.showing()
        if now != self.shown and not self.page.replays.active:
            self.page.board.bring_hand_into_view()
        self.shown = now

    def showing(self) -> tuple[bool, bool, bool]:
        """What sets the hint box's height: shown at all, thinking, with advice."""
        return el("hint").hidden, self.asked is not None, self.advice is not None

    def time_cap(self) -> float | None:
        return words.HINT_SECONDS

    def lines(self, advice: dict) -> tuple[str, str, list[str]]:
        s = self.page.session
        assert s is not None
        seen, _private = s.screen_view()
        return words.option_lines(advice, seen, s.players.names)
