"""Strict JSON types for the games' save loaders: one checker, so that both engines read a
save the same way.

Python's `json` gives `True == 1`, `1.0 == 1` and `-0 == 0 == False`; a save must not. Here a
boolean is never a number, a number never a boolean, an integer is never written as a float,
and a seed has one spelling (the one `str(seed)` writes). Every check raises JSONTypeError
(a ValueError) naming where in the save it looked and what it found; each engine turns that
into its own SaveError.

>>> integer(3, "round", 1, 4)
3
>>> try:
...     integer(True, "round", 1, 4)
... except JSONTypeError as refused:
...     print(refused)
round: expected an integer, found bool
>>> same([1, False], [1, 0]), same([1, 0], [1, 0])
(False, True)
>>> seed("2009", "seed"), seed_text(2009)
(2009, '2009')
"""

import re
from collections.abc import Iterable

# A JSON object: as the games write one (then dumped) or as `json.loads` gives one (then checked).
JSONObject = dict[str, object]

# JavaScript reads JSON numbers as doubles: integers beyond this are not exact in the page.
MAX_EXACT = 2**53 - 1
SEED_DIGITS = 40  # a seed longer than this is not one any game wrote
_SEED = re.compile(rf"0|-?[1-9][0-9]{{0,{SEED_DIGITS - 1}}}")


class JSONTypeError(ValueError):
    """A value of a save that is not of the JSON type (or range) its place requires."""

    def __init__(self, where: str, problem: str):
        super().__init__(f"{where}: {problem}")
        self.where, self.problem = where, problem


def kind(value: object) -> str:
    """The JSON type of a parsed value, as a message names it."""
    return "null" if value is None else type(value).__name__


def shown(value: object, limit: int = 60) -> str:
    """A short, safe repr of untrusted input for an error message."""
    try:
        text = repr(value)
    except ValueError:  # an integer too long to print
        text = f"<a {type(value).__name__} too large to show>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def integer(value: object, where: str, low: int, high: int) -> int:
    """An integer from low to high: not a boolean, not a float (not even 1.0)."""
    if type(value) is not int:
        raise JSONTypeError(where, f"expected an integer, found {kind(value)}")
    if not low <= value <= high:
        raise JSONTypeError(where, f"{shown(value)} is outside {low}..{high}")
    return value


def boolean(value: object, where: str) -> bool:
    """true or false: not 0, 1 or -0."""
    if type(value) is not bool:
        raise JSONTypeError(where, f"expected true or false, found {kind(value)}")
    return value


def array(value: object, where: str, max_len: int) -> list[object]:
    if not isinstance(value, list):
        raise JSONTypeError(where, f"expected a list, found {kind(value)}")
    if len(value) > max_len:
        raise JSONTypeError(where, f"{len(value)} items is more than {max_len}")
    return value


def obj(value: object, where: str, keys: Iterable[str]) -> JSONObject:
    """An object with exactly these keys."""
    if not isinstance(value, dict):
        raise JSONTypeError(where, f"expected an object, found {kind(value)}")
    wanted = set(keys)
    if set(value) != wanted:
        missing = sorted(wanted - set(value))
        extra = sorted(shown(k, 40) for k in list(set(value) - wanted)[:5])  # never a 10 MB key
        raise JSONTypeError(where, f"missing {missing}" if missing else f"unexpected {', '.join(extra)}")
    return value


def seed_text(value: int) -> str:
    """A seed as a save writes it: a string, since JavaScript's numbers are exact only to 2**53."""
    return str(value)


def seed(value: object, where: str) -> int:
    """A seed from its one spelling: a string of decimal digits, as `seed_text` writes it (no
    leading zeros, no "-0", no sign on 0, not a number)."""
    if not isinstance(value, str) or not _SEED.fullmatch(value):
        raise JSONTypeError(where, f"expected a whole number written as a string, found {shown(value)}")
    return int(value)


def same(a: object, b: object) -> bool:
    """Equal as JSON: equal values of the same JSON types at every level (`1 != true`, `1 != 1.0`)."""
    return difference(a, b) is None


def difference(a: object, b: object, where: str = "") -> str | None:
    """Where two parsed JSON values first differ (a path such as `score[1]`), or None if they
    are the same JSON."""
    if type(a) is not type(b):
        return where or "the whole"
    if isinstance(a, dict):
        assert isinstance(b, dict)
        if set(a) != set(b):  # an object's keys are a set: their order means nothing
            return where or "the whole"
        for key in a:
            found = difference(a[key], b[key], f"{where}.{key}" if where else str(key))
            if found is not None:
                return found
        return None
    if isinstance(a, list):
        assert isinstance(b, list)
        if len(a) != len(b):
            return where or "the whole"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found = difference(x, y, f"{where}[{i}]")
            if found is not None:
                return found
        return None
    return None if a == b else (where or "the whole")
