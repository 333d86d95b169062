"""A lesson step's suggested move, for any game: what the game's tutorial suggests and the
lesson's coach box marks on "Show me" (shell.lesson_guide). Plain data: the tutorials that make
it run without a browser."""

from dataclasses import dataclass
from typing import Generic, TypeVar

A = TypeVar("A")  # the game's action


@dataclass(frozen=True)
class Suggestion(Generic[A]):
    action: A
    label: str  # the action panel's label of it
    reason: str  # why, in words ('' when the advisor has no words for it)
