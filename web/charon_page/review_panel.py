"""Charon's review on the results screen (shell.review_panel), in Charon's words
(charon_ui.advice)."""

from typing import TYPE_CHECKING

from charon_ui.game_kind import CHARON
from game.charon import State, to_json, view
from shell.on_demand import on_demand
from shell.review_panel import ReviewPanel as SharedReviewPanel

from .hosts import ReviewHost

if TYPE_CHECKING:
    from charon_ui import advice as words

else:
    words = on_demand("charon_ui.advice")  # the advisor's words: imported when a game with one human ends


class ReviewPanel(SharedReviewPanel[ReviewHost]):
    def __init__(self, page: ReviewHost):
        super().__init__(page, CHARON.key, to_json)

    def review_lines(self, ratings: list[dict], state: State, player: int) -> tuple[str, list[str], list[str]]:
        return words.review_lines(ratings, view(state, player))
