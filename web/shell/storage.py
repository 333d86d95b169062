"""The storage the saved games live in: a few string keys and values (the browser's
localStorage in the page; `MemoryStorage` in tests, which can be full)."""

from typing import Protocol


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...  # raises StorageFull, and then writes nothing
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class StorageFull(Exception):
    """The storage refused a write (the browser's quota): nothing was written."""


class MemoryStorage:
    """A dict with localStorage's behaviour, for tests and for browsers that forbid storage:
    an optional size limit in characters, over which a write fails whole."""

    def __init__(self, quota: int | None = None):
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull(f"storage quota of {self.quota} characters exceeded")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)
