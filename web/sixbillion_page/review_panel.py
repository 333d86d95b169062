"""6 Billion's review on the results screen (shell.review_panel): "Rate my decisions" after a
game with one human, in 6 Billion's words (sixbillion_ui.advice)."""

from typing import TYPE_CHECKING

from game.sixbillion import State, to_json, view
from shell.on_demand import on_demand
from shell.review_panel import ReviewPanel as SharedReviewPanel
from sixbillion_ui.game_kind import SIXBILLION_TABLE

from .hosts import AdvisedHost

if TYPE_CHECKING:
    from sixbillion_ui import advice as words

else:
    words = on_demand("sixbillion_ui.advice")  # the advisor's words: imported when a game with one human ends


class ReviewPanel(SharedReviewPanel[AdvisedHost]):
    def __init__(self, page: AdvisedHost):
        super().__init__(page, SIXBILLION_TABLE.key, to_json)

    def review_lines(self, ratings: list[dict], state: State, player: int) -> tuple[str, list[str], list[str]]:
        s = self.page.session
        names = s.players.names if s is not None else []
        return words.review_lines(ratings, view(state, player), names)
