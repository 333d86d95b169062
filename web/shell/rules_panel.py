"""The rules panel (#rules) for any game: its sections with a table of contents, built when it
first opens (and again after a language switch), each pinned paragraph marked. A game's subclass
gives its sections (shell.rules_text), the mark of each kind of pin, and what follows a section
(a table, a drawn example); the game's rules_help module stays unimported until the panel opens.
"""

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any

from .browser import focused, text_node
from .dom import el, is_null, make
from .overlays import show_overlay
from .rules_text import Para, Section


class RulesPanel(ABC):
    # What stands between a pin's mark and the paragraph's words.
    MARK_GAP = ""
    # What had the keyboard's focus when the rules opened (the Rules button, "How does this
    # work?", the place the ? key was pressed): it has it again when they close (it fell to the
    # page's body: a play-test's).
    opener: Any = None

    @abstractmethod
    def sections(self) -> Iterable[Section]:
        """The game's sections in the language shown."""

    @abstractmethod
    def mark(self, para: Para) -> tuple[str, str]:
        """A pinned paragraph's class and the words of its mark."""

    def after(self, section_id: str) -> list[Any]:
        """What the panel shows after the section `section_id` (elements); none by default."""
        return []

    @property
    def open_now(self) -> bool:
        return not el("rules").hidden

    def forget(self) -> None:
        """Build the panel again (in the language shown) when it next opens, or now if it is open."""
        el("rules-toc").replaceChildren()
        el("rules-body").replaceChildren()
        if self.open_now:
            self.build()

    def open(self, section: str = "") -> None:
        """The rules panel, at `section` (a section's id; '': the top)."""
        if not el("rules-body").children.length:  # built the first time it is opened
            self.build()
        if not self.open_now:
            self.opener = focused()
        show_overlay("rules")
        el("rules-close").focus()  # first: in the dialog's head, beside the title, it never scrolls away
        target = el(f"rules-{section}") if section else None
        if target is not None and not is_null(target):
            target.scrollIntoView()

    def build(self) -> None:
        """The sections, in the language shown, with the table of contents."""
        body, toc = el("rules-body"), el("rules-toc")
        for sec in self.sections():
            toc.appendChild(make("a", sec.title, href=f"#rules-{sec.id}"))
            body.appendChild(make("h3", sec.title, id=f"rules-{sec.id}"))
            for para in sec.paras:
                kind, words = self.mark(para) if para.pinned else ("", "")
                p = make("p", class_=kind)
                if para.pinned:
                    p.appendChild(make("span", words, class_="pinned-mark"))
                    if self.MARK_GAP:
                        p.appendChild(text_node(self.MARK_GAP))
                p.appendChild(text_node(para.text))
                body.appendChild(p)
            for element in self.after(sec.id):
                body.appendChild(element)

    def close(self, *_: Any) -> None:
        show_overlay("rules", False)
        opener, self.opener = self.opener, None
        if not is_null(opener):
            opener.focus()
