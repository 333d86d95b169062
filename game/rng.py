"""The games' only source of randomness: a tiny seeded generator whose state is one integer.

SplitMix64 (Steele, Lea & Flood 2014) is written here in plain integer arithmetic instead of
using `random.Random`, so that the same seed gives the same game bit for bit in every Python
(CPython 3.11+ and Pyodide's), and the whole generator state fits in a save as one number.
"""

from typing import TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a user-facing seed (any int, negative ones included)."""
    return seed & MASK64


def next64(state: int) -> tuple[int, int]:
    """Return (new_state, 64 random bits)."""
    state = (state + GOLDEN_GAMMA) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, r) with r uniform in range(n), n >= 1, without modulo bias."""
    # Reject the few lowest values so that the accepted range is a multiple of n.
    reject_under = (1 << 64) % n
    while True:
        state, r = next64(state)
        if r >= reject_under:
            return state, r % n


def shuffle(state: int, items: list[T]) -> int:
    """Shuffle `items` in place (Fisher–Yates); return the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
