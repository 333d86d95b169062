"""6 Billion's Hint (shell.hint_panel): asked from the view of the human at the screen, when
they have moves on offer (their turn, their private moment of a reaction window, their Opening
Treaty answer), and shown in words (sixbillion_ui.advice)."""

from typing import TYPE_CHECKING

from game.sixbillion import State
from shell.hint_panel import HintPanel as SharedHintPanel
from shell.on_demand import on_demand

from .hosts import AdvisedHost

if TYPE_CHECKING:
    from sixbillion_ui import advice as words

else:
    words = on_demand("sixbillion_ui.advice")  # the advisor's words: imported when a hint is first asked


class HintPanel(SharedHintPanel[AdvisedHost]):
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

    def box_changed(self) -> None:
        """On a phone the hand is brought back above the pinned action panel (the box pushed it
        under), as Charon's is."""
        if not self.page.replays.active:
            self.page.board.bring_hand_into_view()

    def time_cap(self) -> float | None:
        return words.HINT_SECONDS

    def lines(self, advice: dict) -> tuple[str, str, list[str]]:
        s = self.page.session
        assert s is not None
        seen, _private = s.screen_view()
        return words.option_lines(advice, seen, s.players.names)
