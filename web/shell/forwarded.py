"""An attribute that an object answers from one of its parts: the table's game parts read the
table's messages and saves, a game at the table reads its key from its saves' description.

Written as `messages = Forwarded[Messages]("table")`, it reads `self.table.messages`: the same
as a property of two lines that returns it, and the type checker sees the attribute's type.

>>> class Box:
...     def __init__(self, label: str) -> None:
...         self.label = label
>>> class Parcel:
...     label = Forwarded[str]("box")
...     def __init__(self) -> None:
...         self.box = Box("fragile")
>>> Parcel().label
'fragile'
"""

from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class Forwarded(Generic[T]):
    """A read-only attribute: the attribute of the same name of the object's part `via`."""

    def __init__(self, via: str) -> None:
        self.via = via
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type) -> "Forwarded[T]": ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...
    def __get__(self, obj: object, owner: type | None = None) -> Any:
        return self if obj is None else getattr(getattr(obj, self.via), self.name)
