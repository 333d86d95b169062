"""How the post-game review spends its budget (the worker's iterations per decision, times the
decisions): not evenly, but where a claim is at stake.

A cheap first look at every decision (FIRST_LOOK of its share) finds the gap between the move
played and the advisor's. The rest of the budget then goes, one look at a time, to the open
decision with the largest gap: one whose move played seemed worse than the advisor's while the
two estimates' intervals still overlap, or separated only in a first look (a few playouts of a
search that spends most of them elsewhere: a costly call waits for a longer look to confirm
it). The decisions where the player followed the hint come first: there the review would
contradict the game's own advice, and says so only if a longer look is sure. Each look weighs the two moves head to head
(game.ai.head_to_head, an equal share each) with twice the iterations of that decision's last
look, and its rating replaces the last: a decision is looked at again until its intervals
separate (then it is surely costly), its gap closes, or the budget or the time cap ends. What stays open is "too
close to call", as measured.
"""

from typing import Any

FIRST_LOOK = 0.4  # the share of a decision's iterations every decision gets at first
LONGEST_LOOK = 16  # a look runs at most this many times a decision's iterations
TIME_CAP = 180.0  # seconds into a review: no longer look ends later (a slow device)


def first_look(iterations: int) -> int:
    """The iterations of every decision's first look."""
    return max(1, round(iterations * FIRST_LOOK))


def is_open(rating: dict[str, Any]) -> bool:
    """A longer look could change what the review says of this decision: the move played seemed
    worse than the advisor's, and the estimates' intervals overlap or only a first look
    separated them (a rating without intervals is never sure, and is open while it seems to
    cost something)."""
    cost = rating.get("cost")
    if cost is None or cost <= 0 or rating["played"] == rating["best"]:
        return False
    return not (rating.get("sure", False) and rating.get("focused", False))


def _hinted_then_largest(rating: dict[str, Any]) -> tuple[bool, float]:
    """The order of the open decisions' longer looks: the hinted ones, then the largest gaps."""
    return not rating.get("hinted", False), -rating["cost"]


class ReviewBudget:
    """The review's budget, `iterations` per decision for `count` decisions, spent look by look:
    `first_look()` for each decision, then `next_look(ratings, seconds)` until it says None."""

    def __init__(self, count: int, iterations: int, time_cap: float = TIME_CAP):
        self.iterations = iterations
        self.total = count * iterations
        self.spent = 0
        self.time_cap = time_cap
        self.last: dict[int, int] = {}  # a decision's number -> the iterations of its last look

    @property
    def left(self) -> int:
        return self.total - self.spent

    def first_look(self, number: int) -> int:
        """The iterations of decision `number`'s first look (counted as spent)."""
        look = first_look(self.iterations)
        self.last[number] = look
        self.spent += look
        return look

    def next_look(self, ratings: list[dict[str, Any]], seconds: float) -> tuple[int, int] | None:
        """(decision number, iterations) of the next look, from the latest `ratings` and the
        `seconds` the review has run: the open decision with the largest gap (a hinted one
        first) whose look can be longer than its last, at twice its last look (at most LONGEST_LOOK times a decision's
        share, what is left of the budget, and what the pace so far fits in the time cap).
        None when nothing is open or no look would be longer."""
        for rating in sorted((r for r in ratings if is_open(r)), key=_hinted_then_largest):
            number = rating["number"]
            last = self.last.get(number, first_look(self.iterations))
            look = min(2 * last, LONGEST_LOOK * self.iterations, self.left)
            if self.spent and seconds > 0:
                pace = seconds / self.spent  # seconds per iteration, so far
                look = min(look, int((self.time_cap - seconds) / pace))
            if look > last:
                self.last[number] = look
                self.spent += look
                return number, look
        return None
