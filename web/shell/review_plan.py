"""How the post-game review spends its budget (the worker's iterations per decision, times the
decisions): not evenly. Every decision gets FIRST_LOOK of its share, and what is left goes to a
second, longer look at the few decisions that seemed to cost the most (the move played and the
advisor's head to head: game.ai.head_to_head), whose ratings then replace the first ones: where
the review would make a claim, its estimate is surest.
"""

from typing import Any

FIRST_LOOK = 0.625  # the share of a decision's iterations every decision gets at first
SECOND_LOOKS = 3  # how many of the costliest-seeming decisions are looked at again
LONGEST_LOOK = 8  # a second look runs at most this many times a decision's iterations


def first_look(iterations: int) -> int:
    """The iterations of every decision's first look."""
    return max(1, round(iterations * FIRST_LOOK))


def second_looks(ratings: list[dict[str, Any]], iterations: int) -> list[tuple[int, int]]:
    """(decision number, iterations) of the second looks, from the first looks' `ratings`: the
    SECOND_LOOKS decisions that seemed to cost the most (a cost above 0), sharing what the first
    looks left of the budget (`iterations` per decision), each at most LONGEST_LOOK times
    `iterations`. None if nothing seemed to cost anything, or if what is left would not make a
    look longer than the first."""
    suspects = sorted((r for r in ratings if r.get("cost") is not None and r["cost"] > 0), key=lambda r: -r["cost"])
    suspects = suspects[:SECOND_LOOKS]
    if not suspects:
        return []
    left = (iterations - first_look(iterations)) * len(ratings)
    each = min(LONGEST_LOOK * iterations, left // len(suspects))
    if each <= first_look(iterations):
        return []
    return [(r["number"], each) for r in suspects]
