"""The engine's two errors. Both are ValueErrors: bad input, never a bug in the caller's flow."""


class IllegalAction(ValueError):
    """An action that is not legal in this state (or a malformed action). The state is unchanged."""


class SaveError(ValueError):
    """A save (JSON text) that is not a consistent 6 Billion game."""


def shown(value: object, limit: int = 80) -> str:
    """A short, safe repr of untrusted input for an error message."""
    try:
        text = repr(value)
    except ValueError:  # e.g. an integer too long to print
        text = f"<a {type(value).__name__} too large to show>"
    return text if len(text) <= limit else text[: limit - 3] + "..."
