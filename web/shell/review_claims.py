"""What the post-game review may say of one rated decision, for any game: no more than the
advisor measured. A rating (game.ai.worker.review) with intervals (game.ai.confidence) calls a
decision costly only when they separate (`sure`) in a longer look (`focused`: a first look's
few playouts can separate by chance), and then gives the measured cost with its interval; a
decision whose estimates overlap is "too close to call", one only a first look separated "not
checked". A rating without intervals is worded as it always was, and says nothing of intervals.

Where the player followed the hint (`hinted`: shell.hinted_moves), the words say whose choice
it was: the hint is a quick look under the page's time cap, the review a longer one, and a
player reads "your move cost you" there as the game contradicting itself."""

import math
from typing import Any

from .i18n import _


def confirmed(rating: dict[str, Any]) -> bool:
    """The advisor is sure the move played cost something: its intervals separated in a longer
    look (a rating without intervals is worded as it always was: as if sure)."""
    if "sure" not in rating:
        return True
    return bool(rating["sure"] and rating.get("focused", False))


def is_costly(rating: dict[str, Any], threshold: float) -> bool:
    """The review names the decision among the costly ones. A rating that says how sure it is:
    a clear difference (a longer look is sure the move played cost something), whatever its
    size, as the summary counts it (a play-test read "2 were clear differences" above a list of
    one: the other had cost under `threshold`). A rating without intervals: it cost at least
    `threshold` win chance."""
    cost = rating["cost"]
    if cost is None or agreed(rating):
        return False
    return confirmed(rating) if "sure" in rating else cost >= threshold


def agreed(rating: dict[str, Any]) -> bool:
    """The move played was the advisor's (for a rating without intervals, as it always said:
    it cost nothing)."""
    return bool(rating["played"] == rating["best"] if "sure" in rating else rating["cost"] == 0)


def percent(share: float) -> int:
    return round(100 * min(1.0, max(0.0, share)))


def percent_range(low: float, high: float) -> tuple[int, int]:
    """An interval in whole percents that holds it: rounded, or, where rounding would make it one
    number ("5–5%", which a newcomer read as a slip), widened to the percents around it.

    >>> percent_range(0.04, 0.12), percent_range(0.046, 0.054)
    ((4, 12), (4, 6))
    """
    if percent(low) < percent(high):
        return percent(low), percent(high)
    return max(0, math.floor(100 * low)), min(100, max(math.ceil(100 * high), math.floor(100 * low) + 1))


def rating_text(decision: str, rating: dict[str, Any], best: str, played: str = "") -> str:
    """One decision's line: `decision` its name ("your 3rd flag in round 2"), `best` the label of
    the advisor's move, `played` of the move made (said last: "your 3rd flag" alone did not tell
    a player which move it was)."""
    cost, hinted = rating["cost"], rating.get("hinted", False)
    if agreed(rating):
        text = (
            _("{decision}: the hint's choice, and the advisor's too.")
            if hinted
            else _("{decision}: the advisor's choice too.")
        )
    elif cost is None:
        text = _("{decision}: a move the advisor does not weigh; it would have chosen: {best}.")
    elif "sure" not in rating:  # a rating without intervals, worded as before
        text = (
            _("{decision}: the advisor's choice too.")
            if cost == 0
            else _("{decision} cost you ~{percent}% win chance (the advisor: {best}).")
        )
    elif confirmed(rating) and hinted:
        text = _(
            "{decision}: the hint's quick look chose this; a longer look prefers {best}, "
            "about {percent}% more win chance ({low}–{high}%)."
        )
    elif confirmed(rating):
        text = _("{decision} cost you about {percent}% win chance ({low}–{high}%; the advisor: {best}).")
    elif rating["sure"]:  # only a first look separated them: the review ended before a longer one
        text = (
            _("{decision}: the hint's choice; not checked (a first look leaned to {best}; the review ended first).")
            if hinted
            else _("{decision}: not checked (a first look leaned to {best}; the review ended before a longer look).")
        )
    elif hinted:
        text = _(
            "{decision}: the hint's choice; too close to call "
            "(the review leaned to {best}, within its margin of error)."
        )
    else:
        text = _("{decision}: too close to call (the advisor leaned to {best}, within its margin of error).")
    low, high = rating.get("costLow"), rating.get("costHigh")
    low_p, high_p = (0, 0) if low is None or high is None else percent_range(low, high)
    text = text.format(
        decision=decision,
        best=best,
        percent=0 if cost is None else percent(cost),
        low=low_p,
        high=high_p,
    )
    if played:
        text += " " + _("You played “{move}”.").format(move=played)
    return text[:1].upper() + text[1:]  # the decision's name begins the sentence
