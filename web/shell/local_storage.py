"""The browser's localStorage as the saves' storage (shell.storage.Storage), or a storage in
memory, with the reason, where the browser allows none."""

from typing import Any

from js import window
from pyodide.ffi import JsException

from .dom import is_null
from .i18n import _
from .storage import MemoryStorage, Storage, StorageFull


class LocalStorage:
    """localStorage as shell.storage.Storage; a refused write (quota) becomes StorageFull."""

    def __init__(self, backend: Any):
        self.backend = backend

    def get(self, key: str) -> str | None:
        value = self.backend.getItem(key)
        return None if is_null(value) else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            self.backend.setItem(key, value)
        except JsException as error:
            raise StorageFull(str(error)) from None

    def remove(self, key: str) -> None:
        self.backend.removeItem(key)

    def keys(self) -> list[str]:
        # key(i) is null if another tab removed a key meanwhile
        keys = (self.backend.key(i) for i in range(self.backend.length))
        return [str(key) for key in keys if not is_null(key)]


def open_storage(probe_key: str) -> tuple[Storage, str]:
    """(the storage, '') or (a storage in memory, why nothing will be kept)."""
    try:
        backend = window.localStorage  # throws where storage is blocked; null where it is disabled
        if is_null(backend):
            raise RuntimeError("no localStorage")
        backend.getItem(probe_key)
        return LocalStorage(backend), ""
    except Exception:  # storage disabled by the browser: play on without saves
        if window.self != window.top:  # a frame on another site, with third-party storage blocked
            return MemoryStorage(), (
                _(
                    "Saving is unavailable in this frame: this game will not be kept after a reload. "
                    "Open the game in a tab of its own to save it."
                )
            )
        return MemoryStorage(), _("This browser does not allow saving here: the game will not be kept after a reload.")
