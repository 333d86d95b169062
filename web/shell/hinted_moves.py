"""Which moves of a game the hint advised, remembered for its post-game review (any game): the
hint is a quick look under the page's time cap, the review a longer one, and a player who
followed the hint must be told when the longer look overrules it, not that "their" move cost
them (shell.review_claims words it).

Kept in storage, by game, as {ply: the hint's move}: `ply` is how many actions the game had
when the hint was shown (the review's decisions carry the same count), so a hint asked, then
undone and asked again, keeps only the last; a decision counts as hinted when the move played
there is the one the hint showed. Only the newest KEPT_GAMES games are kept."""

import json
from typing import Any

from .storage import Storage, StorageFull

KEPT_GAMES = 10  # the games whose hinted moves are kept (the newest): a review comes soon after its game


class HintedMoves:
    def __init__(self, storage: Storage, game_key: str) -> None:
        self.storage = storage
        self.key = f"{game_key}:hinted"  # storage: [[game id, {ply: move}], ...], the newest last

    def _games(self) -> list[tuple[str, dict[str, Any]]]:
        try:
            stored = json.loads(self.storage.get(self.key) or "[]")
        except ValueError:
            return []  # not ours to read: as if no move was hinted
        if not isinstance(stored, list):
            return []
        return [
            (entry[0], entry[1])
            for entry in stored
            if isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str) and isinstance(entry[1], dict)
        ]

    def of(self, game_id: str) -> dict[int, Any]:
        """The hint's move at each ply of game `game_id` where one was shown."""
        for stored_id, moves in self._games():
            if stored_id == game_id:
                return {int(ply): move for ply, move in moves.items() if ply.isdigit()}
        return {}

    def record(self, game_id: str, ply: int, move: Any) -> None:
        """The hint showed `move` (its JSON) after `ply` actions of game `game_id`."""
        games = self._games()
        moves = next((m for i, m in games if i == game_id), {})
        moves[str(ply)] = move
        games = [(i, m) for i, m in games if i != game_id] + [(game_id, moves)]
        try:
            self.storage.set(self.key, json.dumps([list(g) for g in games[-KEPT_GAMES:]]))
        except StorageFull:
            pass  # the hint is shown all the same; its review then words the move as any other


def mark_hinted(rating: dict[str, Any], hinted: dict[int, Any]) -> dict[str, Any]:
    """`rating` (game.ai.worker.review's) with `hinted`: the move played was the one the hint
    showed at that point — or, for a decision of several actions (`also`: Charon's gems given
    back in one click, where the hint names the whole set that holds its gem), one of them."""
    ply = rating.get("ply")
    made = [rating["played"], *rating.get("also", [])]
    rating["hinted"] = ply is not None and ply in hinted and hinted[ply] in made
    return rating
