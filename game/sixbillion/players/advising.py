"""6 Billion's advisor as the AI worker asks it (game.registry.Advisor): a hint from a player's
view, and the post-game review's decisions and ratings, as plain data."""

from .advisor import advise
from .review import REVIEW_ITERATIONS, decisions, rate

__all__ = ["REVIEW_ITERATIONS", "advise", "decisions", "rate"]
