"""6 Billion's advisor as the AI worker asks it (game.registry.Advisor): a hint from a player's
view, and the post-game review's decisions and ratings, as plain data."""

from .advisor import advise
from .review import REVIEW_ITERATIONS, decisions, rate
from .review import searcher as review_searcher  # the review's search: the advisor's level, with its iterations

__all__ = ["REVIEW_ITERATIONS", "advise", "decisions", "rate", "review_searcher"]
