"""What every computer player does first: take the legal actions it is asked to choose from, and
refuse to choose when there are none."""

from collections.abc import Sequence
from typing import Any, TypeVar

Options = TypeVar("Options", bound=Sequence[Any])


def options_to_choose(options: Options) -> Options:
    """`options` (a view's legal actions); ValueError when there are none."""
    if not options:
        raise ValueError("no legal action: it is not this player's turn, or the game is over")
    return options
