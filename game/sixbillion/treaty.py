"""The Opening Treaty (RULES.md 10): a player whose only track token is on Earth must consent
to cards of other players that affect it."""

from .state import State


def is_protected(state: State, faction: int) -> bool:
    """A player (never a neutral) whose only track token is on Earth."""
    if faction >= state.num_players:
        return False
    tracks = state.tracks
    return bool(tracks["earth"][faction]) and not any(t[faction] for s, t in tracks.items() if s != "earth")


def consent_owner(state: State, player: int, faction: int) -> int | None:
    """The owner whose consent `player` needs for a card affecting `faction`'s token, or None."""
    if faction == player or not is_protected(state, faction):
        return None
    return faction


def was_refused(state: State, owner: int, player: int) -> bool:
    """After a refusal, the same player may not ask that owner again this faction turn (10)."""
    return (owner, player) in state.refused
