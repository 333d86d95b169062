"""The same saved game open in two tabs (or windows), for any game: when another tab plays on
or deletes the game at the table, this tab says so (#stale) before the player makes a move that
could not be saved, and offers to take up the other tab's game, keep this one as a copy, or close."""

from typing import Any, Protocol

from js import window

from .dom import el, is_null
from .i18n import _
from .messages import Messages
from .overlays import show_overlay
from .store import Entry, SaveStore


class TabsHost(Protocol):
    """What the notice asks of the page."""

    def current_game_id(self) -> str | None: ...
    def resume(self, entry: Entry) -> None: ...  # the game as the other tab left it
    def keep_copy(self) -> None: ...  # this tab's game as a saved game of its own
    def close_game(self) -> None: ...  # no game at the table
    def games_changed(self) -> None: ...  # the Games list may need redrawing


class OtherTabs:
    def __init__(self, store: SaveStore, messages: Messages, host: TabsHost):
        self.store, self.messages, self.host = store, messages, host
        self.stale = False  # another tab played on (or deleted) this game: the notice is up
        self.unsaved = False  # this tab has moves that are not in storage

    def bind(self) -> None:
        on = self.messages.on
        on(window, "storage", self.storage_changed)
        on(el("stale-reload"), "click", self.reload)
        on(el("stale-copy"), "click", lambda e: self.host.keep_copy())
        on(el("stale-close"), "click", self.close)

    def reset(self) -> None:
        """A game comes to the table: nothing out of date, nothing unsaved, no notice."""
        self.stale, self.unsaved = False, False
        show_overlay("stale", False)

    def storage_changed(self, event: Any) -> None:
        """Another tab (or window) wrote to the storage: if it was this game, this tab is out
        of date, and says so before the player makes a move that could not be saved."""
        key = event.key
        cleared = is_null(key)  # localStorage.clear()
        game_id = self.host.current_game_id()
        if game_id is not None and not self.stale and (cleared or str(key) == self.store.record_key(game_id)):
            change = self.store.changed_elsewhere(game_id)
            if change:
                self.show(change == "deleted")
        self.host.games_changed()

    def show(self, deleted: bool) -> None:
        self.stale = True
        if deleted:
            text = _("This game was deleted in another tab or window.")
        else:
            text = _("This game was played on in another tab or window: this tab is out of date.")
        if self.unsaved:
            text += " " + _("This tab's last move could not be saved.")
        el("stale-text").textContent = text
        el("stale-reload").hidden = deleted
        el("stale-copy").hidden = not (deleted or self.unsaved)
        show_overlay("stale")
        (el("stale-copy") if deleted else el("stale-reload")).focus()

    def reload(self, *_event: Any) -> None:
        """Take up the game as the other tab left it."""
        game_id = self.host.current_game_id()
        assert game_id is not None
        entry = self.store.load(game_id)
        show_overlay("stale", False)
        if not entry.ok:
            self.stale = False
            self.host.close_game()
            self.messages.show(_("The game saved by the other tab cannot be loaded: {why}").format(why=entry.error))
            return
        self.host.resume(entry)

    def close(self, *_: Any) -> None:
        show_overlay("stale", False)
        self.stale = False
        self.host.close_game()
