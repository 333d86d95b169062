"""The Games list on the set-up screen (#saves), for any game kind: resume, replay, export and
delete saved games (a delete can be undone for a few seconds), import a file, export the
current game. The page that hosts it (`GamesHost`) starts, resumes and replays the games."""

import time
from typing import Any, Protocol

from js import window
from pyodide.ffi import create_once_callable

from .dom import el, make
from .i18n import _
from .listing import entry_words
from .messages import Messages
from .other_games import OtherSave
from .players import Players
from .records import GameKind
from .storage import StorageFull
from .store import Deleted, SaveStore
from .transfer import Imported, ImportRefused, export_text, import_text

UNDO_DELETE_SECONDS = 10  # how long a deleted game can be brought back


class GamesHost(Protocol):
    """What the Games list asks of the page: the game at the table, and how to enter one."""

    def current_game_id(self) -> str | None: ...
    def resume_saved(self, game_id: str) -> None: ...
    def open_replay(self, state: Any, players: Players) -> None: ...
    def enter_imported(self, imported: Imported) -> None: ...
    def leave_game(self, game_id: str) -> Any: ...  # the page leaves this game if it plays it: returns it
    def return_to_game(self, left: Any) -> None: ...  # and takes it up again (undo of a delete)
    def current_export(self) -> tuple[Any, Players, list[str], dict[str, Any]] | None: ...
    def other_saves(self) -> list[OtherSave]: ...  # the saved games of the page's other games
    def resume_elsewhere(self, save: OtherSave, replay: bool = False) -> None: ...  # on its own game's page


class GamesList:
    def __init__(self, kind: GameKind, store: SaveStore, messages: Messages, host: GamesHost):
        self.kind, self.store, self.messages, self.host = kind, store, messages, host
        self.last_delete: tuple[Deleted, str, Any] | None = None  # (what, its title, the game left) while undoable

    def error(self, text: str) -> None:
        el("saves-error").textContent = text

    def render(self) -> None:
        """Who plays, how far, when; the current game marked; damaged saves listed with the
        reason (delete only); a deleted game can be brought back for a while."""
        on = self.messages.on
        box = el("saves")
        box.replaceChildren()
        now = time.time()
        current = self.host.current_game_id() or self.store.current()
        if self.last_delete is not None:
            item = make("li", class_="undo")
            item.appendChild(make("span", _("Deleted “{game}”.").format(game=self.last_delete[1]) + " "))
            undo = make("button", _("Undo"), type="button")
            on(undo, "click", lambda e: self.undo_delete())
            item.appendChild(undo)
            box.appendChild(item)
        entries = self.store.entries()
        others = self.host.other_saves()
        if not entries and not others and self.last_delete is None:
            box.appendChild(make("li", _("No saved games yet."), class_="muted"))
        for entry in entries:
            words = entry_words(self.kind, entry, now, current)
            item = make("li")
            item.dataset.game = entry.game_id
            title = make("div", class_="save-title")
            title.appendChild(make("strong", words.title))
            if others:  # several games' saves in one list: each says its game
                title.appendChild(make("span", self.kind.title, class_="badge game"))
            if words.current:
                item.classList.add("current")
                title.appendChild(make("span", _("current game"), class_="badge"))
            if words.finished:
                item.classList.add("finished")
                title.appendChild(make("span", _("finished"), class_="badge"))
            item.appendChild(title)
            if words.caution:  # never listed as if it had been checked like the others
                item.classList.add("unchecked")
            item.appendChild(make("div", words.detail, class_="muted" if entry.ok else "error"))
            buttons = make("div", class_="save-buttons")
            game = entry.game
            if game is not None:
                # a finished game opens at its results (the table shows a game over as its end)
                resume = make("button", _("Results") if words.finished else _("Resume"), type="button")
                on(resume, "click", lambda e, gid=entry.game_id: self.host.resume_saved(gid))
                export = make("button", _("Export"), type="button", title=_("A complete save: it shows every hand"))
                on(export, "click", lambda e, g=game: self.download(g.state, g.players, g.log, g.table))
                buttons.appendChild(resume)
                if game.state.history is not None:  # saved with its history: it can be watched again
                    replay = make("button", _("Replay"), type="button")
                    on(replay, "click", lambda e, g=game: self.host.open_replay(g.state, g.players))
                    buttons.appendChild(replay)
                buttons.appendChild(export)
            else:
                item.classList.add("broken")
            delete = make("button", _("Delete"), type="button")
            on(delete, "click", lambda e, gid=entry.game_id, title=words.title: self.delete(gid, title))
            buttons.appendChild(delete)
            item.appendChild(buttons)
            box.appendChild(item)
        for other in others:
            box.appendChild(self.other_item(other))

    def other_item(self, save: OtherSave) -> Any:
        """A saved game of another game: named with its game, resumed (a finished one: its
        results, or its replay) on its own page."""
        on = self.messages.on
        item = make("li")
        item.dataset.game = save.game_id
        item.dataset.kind = save.game
        title = make("div", class_="save-title")
        title.appendChild(make("strong", save.title))
        title.appendChild(make("span", save.game_title, class_="badge game"))
        if save.finished:
            item.classList.add("finished")
            title.appendChild(make("span", _("finished"), class_="badge"))
        item.appendChild(title)
        item.appendChild(make("div", save.detail, class_="muted"))
        buttons = make("div", class_="save-buttons")
        # a finished game opens at its results on its own page, as the page's own saves do
        resume = make("button", _("Results") if save.finished else _("Resume"), type="button")
        on(resume, "click", lambda e: self.host.resume_elsewhere(save))
        buttons.appendChild(resume)
        if save.finished:
            replay = make("button", _("Replay"), type="button")
            on(replay, "click", lambda e: self.host.resume_elsewhere(save, replay=True))
            buttons.appendChild(replay)
        item.appendChild(buttons)
        return item

    def delete(self, game_id: str, title: str) -> None:
        """Delete at once, with an Undo in the list for a few seconds."""
        deleted = self.store.delete(game_id)
        left = self.host.leave_game(game_id)
        self.last_delete = (deleted, title, left)
        window.setTimeout(create_once_callable(lambda: self.forget_undo(deleted)), UNDO_DELETE_SECONDS * 1000)
        self.render()
        el("setup-close").hidden = self.host.current_game_id() is None

    def undo_delete(self) -> None:
        assert self.last_delete is not None
        deleted, _title, left = self.last_delete
        self.last_delete = None
        try:
            self.store.restore(deleted)
        except StorageFull:
            self.error(_("The game could not be put back: the browser's storage is full."))
            return
        if left is not None and self.host.current_game_id() is None:
            self.store.open(self.store.load(deleted.game_id), current=False)
            self.host.return_to_game(left)
        self.render()
        el("setup-close").hidden = self.host.current_game_id() is None

    def forget_undo(self, deleted: Deleted) -> None:
        if self.last_delete is not None and self.last_delete[0] is deleted:
            self.last_delete = None
            if not el("setup").hidden:
                self.render()

    def download(self, state: Any, players: Players, log: list[str], table: dict[str, Any] | None = None) -> None:
        stamp = time.strftime("%Y%m%d-%H%M", time.localtime())
        window.charonDownload(f"{self.kind.key}-{stamp}.json", export_text(self.kind, state, players, log, table))
        self.messages.show(
            _(
                "Exported. The file is a complete save: it shows every player's hand and the cards to come, "
                "so share it only with people who may see everything."
            ),
            confirms=True,
        )

    def export_current(self, *_: Any) -> None:
        current = self.host.current_export()
        if current is not None:
            self.download(*current)

    async def import_file(self, event: Any) -> None:
        files = event.target.files
        if not files.length:
            return
        text = await files.item(0).text()
        event.target.value = ""
        try:
            imported = import_text(self.kind, str(text))
        except ImportRefused as error:
            self.error(_("Import refused: {why}").format(why=error))
            return
        copy = self.store.find_copy(imported.fingerprint)
        if copy is not None:
            words = entry_words(self.kind, copy, time.time(), None)
            self.error(
                _("This file is already in your saved games: “{game}” ({detail}). Nothing was imported.").format(
                    game=words.title, detail=words.detail
                )
            )
            return
        self.error("")
        self.host.enter_imported(imported)
        if imported.caution:
            self.messages.show(_("Imported game: {caution}.").format(caution=imported.caution), info=True)
