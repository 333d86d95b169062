"""The engine's two errors. Both are ValueErrors: bad input, never a bug in the caller's flow."""

from ..jsontypes import shown as shown  # untrusted input in a message, short and safe


class IllegalAction(ValueError):
    """An action that is not legal in this state (or a malformed action). The state is unchanged."""


class SaveError(ValueError):
    """A save (JSON text) that is not a consistent Charon, Inc. game."""
