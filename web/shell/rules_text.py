"""A game's rules in the page's words, as plain data: sections of paragraphs whose words are
message ids, some paragraphs pinned (a point the rulebook leaves open, stated as the project
decided it). Each game's `rules_help` holds its own `SECTIONS` and names its kinds of pin; the
shell's rules panel (shell.rules_panel) shows them."""

from collections.abc import Iterable
from dataclasses import dataclass

from .i18n import N_, _


@dataclass(frozen=True)
class Para:
    text: str
    pinned: str = ""  # the kind of pin the game marks it with ("": a plain paragraph)
    source: str = ""  # the RULES.md section a pinned paragraph restates, where the game names it


@dataclass(frozen=True)
class Section:
    id: str
    title: str
    paras: tuple[Para, ...]


def plain(*texts: str) -> tuple[Para, ...]:
    """Paragraphs with no pin."""
    return tuple(Para(t) for t in texts)


def the_game(*paras: str | Para) -> Section:
    """Every game's first section, "The game": what it is, how it ends and who wins (a message
    id is a plain paragraph)."""
    return Section("goal", N_("The game"), tuple(p if isinstance(p, Para) else Para(p) for p in paras))


def in_language(sections: Iterable[Section]) -> tuple[Section, ...]:
    """The sections with their words in the language shown."""
    return tuple(
        Section(s.id, _(s.title), tuple(Para(_(p.text), p.pinned, p.source) for p in s.paras)) for s in sections
    )
