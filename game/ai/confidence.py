"""How sure a search's win estimates are, for the post-game reviews (Charon's and 6 Billion's).

A move's estimate is the mean of its playouts' outcomes, each a win share in [0, 1]. For such
outcomes the variance is at most p(1 - p), so the Wilson interval of a win fraction p over n
playouts is a safe (if anything, too wide) interval for the mean. Far too wide for a search
that scores most playouts with a smooth evaluation: their returns spread about a third as much
as a win-or-lose would (benchmarks/review.py), so where the search measured the returns' own
spread over at least SPREAD_PLAYOUTS playouts, the interval is the mean's normal interval from
that spread (the central limit theorem), a third as wide for the same playouts. A decision is called costly
only when the two moves' intervals separate: the best move's lower bound above the played
move's upper bound. Otherwise the search cannot tell them apart, and the review says so.
"""

from math import sqrt

Z = 1.96  # about 95% confidence
SPREAD_PLAYOUTS = 30  # fewer playouts: their spread is too unsure itself, Wilson's bound is used


def wilson(share: float, n: int, z: float = Z) -> tuple[float, float]:
    """The interval (low, high) around a win share measured over `n` playouts; (0, 1) for none."""
    if n <= 0:
        return 0.0, 1.0
    p = min(1.0, max(0.0, share))
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def interval(share: float, n: int, spread: float | None = None) -> tuple[float, float]:
    """The interval (low, high) around a mean of `n` returns in [0, 1]: from their measured
    standard deviation `spread` if there are SPREAD_PLAYOUTS of them, else Wilson's bound."""
    if spread is None or n < SPREAD_PLAYOUTS:
        return wilson(share, n)
    half = Z * spread / sqrt(n)
    return max(0.0, share - half), min(1.0, share + half)


def _variance(share: float, n: int, spread: float | None) -> float:
    """The variance of one return, as `interval` bounds it."""
    return spread * spread if spread is not None and n >= SPREAD_PLAYOUTS else share * (1 - share)


def compared(
    best: tuple[float | None, int],
    played: tuple[float | None, int],
    spreads: tuple[float | None, float | None] = (None, None),
) -> dict[str, object]:
    """The interval fields of a review's rating, from (win share, playouts) of the best move and
    of the move played, and their returns' measured standard deviations if known (`spreads`):
    bestLow/bestHigh, playedLow/playedHigh (None for a move not measured), costLow/costHigh (the
    difference's normal interval, None unless both were measured) and `sure`: the intervals
    separate, so the move played was worse beyond the estimate's noise."""
    (best_share, best_n), (played_share, played_n) = best, played
    out: dict[str, object] = {"bestVisits": best_n, "playedVisits": played_n}
    bounds: dict[str, tuple[float, float] | tuple[None, None]] = {}
    for key, share, n, spread in (
        ("best", best_share, best_n, spreads[0]),
        ("played", played_share, played_n, spreads[1]),
    ):
        bounds[key] = interval(share, n, spread) if share is not None else (None, None)
        out[key + "Low"], out[key + "High"] = bounds[key]
    if best_share is None or played_share is None or best_n <= 0 or played_n <= 0:
        out.update(costLow=None, costHigh=None, sure=False)
        return out
    cost = best_share - played_share
    spread = Z * sqrt(
        _variance(best_share, best_n, spreads[0]) / best_n + _variance(played_share, played_n, spreads[1]) / played_n
    )
    out["costLow"], out["costHigh"] = max(-1.0, cost - spread), min(1.0, cost + spread)
    best_low, played_high = bounds["best"][0], bounds["played"][1]
    out["sure"] = best_low is not None and played_high is not None and best_low > played_high
    return out
