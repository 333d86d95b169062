"""Charon's Hint (shell.hint_panel): asked from the mover's frame, shown on the board (where the
advised flag, area or card is) and in words (charon_ui.advice)."""

from typing import TYPE_CHECKING, Any

from charon_ui import plans
from game.charon import ReturnGem, State, action_from_json, action_to_json
from game.charon.state import KEEP_GEMS
from shell.hint_panel import HintPanel as SharedHintPanel
from shell.on_demand import on_demand

from .hosts import AdvisedHost

if TYPE_CHECKING:
    from charon_ui import advice as words

else:
    words = on_demand("charon_ui.advice")  # the advisor's words: imported when a hint is first asked


class HintPanel(SharedHintPanel[AdvisedHost]):
    def hint_view(self) -> State | None:
        s = self.page.session
        if s is None or self.page.walking or self.page.replays.active:
            return None
        frame = s.frame()
        return frame.view if frame.legal else None  # a frame offering moves shows the mover's view

    def lines(self, advice: dict) -> tuple[str, str, list[str]]:
        s = self.page.session
        assert s is not None
        whole = self.returns_set(advice)
        return words.option_lines(advice, s.frame().view, s.players.names, None if whole is None else whole[0])

    def panel_move(self, advice: dict) -> Any:
        whole = self.returns_set(advice)
        return super().panel_move(advice) if whole is None else [action_to_json(a) for a in whole[1]]

    def returns_set(self, advice: dict) -> tuple[str, list[ReturnGem]] | None:
        """At the round's end, the panel's whole set of gems to give back that holds the hint's
        one gem (plans.set_returning): the hint names and rings it, the decision being the set."""
        s = self.page.session
        action = action_from_json(advice["options"][0]["action"])
        if s is None or s.state.phase != KEEP_GEMS or not isinstance(action, ReturnGem):
            return None
        return plans.set_returning(s.state, plans.gems_got(s.events, s.state.mover), action.gem)

    def redraw(self) -> None:
        self.page.board.draw()

    def box_changed(self) -> None:
        """On a phone the hint, the player's own gems and the cards a decision is about, or the
        lit flag spots, are brought back above the pinned action panel (the box changed their
        place)."""
        s = self.page.session
        if s is None or self.page.walking or self.page.replays.active:
            return
        self.page.board.bring_hand_into_view(s.frame(), again=True, reading=self.unfolded)
        self.page.board.bring_spots_into_view(s.frame(), again=True)

    def target(self) -> tuple[str, str] | None:
        """Where the hint points on the board, while it holds."""
        advice = self.current()
        s = self.page.session
        if advice is None or s is None:
            return None
        return words.board_target(advice["options"][0]["action"], s.frame().view)
