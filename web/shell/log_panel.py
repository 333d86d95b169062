"""A game's log (#log) with its filter by player and round, for any game. The lines are the
game's, told from its engine's events (shell.log). Where the page folds the log to its head to
give the decision room (web/style.css: 6 Billion's opened card group beside the board), its
button opens it again, and the player's choice stays."""

from typing import Any

from .dom import el, make, set_text
from .i18n import _
from .log import HEADINGS, LogLine, filtered, rounds_in


class LogPanel:
    def __init__(self) -> None:
        self.shown: tuple[Any, int] = (None, 0)  # (what #log shows: log list and filter, lines of it shown)
        self.opened = False  # the player opened the folded log: it stays open

    def fold(self, opened: bool) -> None:
        """Open (or fold again) the log where the page folds it; the button says which it does."""
        self.opened = opened
        el("log-section").classList.toggle("opened", opened)
        button = el("log-fold")
        button.setAttribute("aria-expanded", "true" if opened else "false")
        set_text(button, _("Fold the log") if opened else _("Show the log"))

    def forget(self) -> None:
        """Rebuild the list on the next show (another game's log was shown meanwhile)."""
        self.shown = (None, 0)

    def show(self, lines: list[LogLine], source: Any, names: list[str]) -> None:
        """Show `lines` (from `source`: a log and who reads it) in #log, through the filter.
        New lines are appended; the list is rebuilt only when the filter or the source
        changes or the log shrank (after an undo): rebuilding costs the main thread more
        than a move."""
        self.fold(self.opened)  # its button in the language shown
        self.filter_options(names)
        self.round_options(rounds_in(lines))
        who, rnd = el("log-player").value, el("log-round").value
        lines = filtered(lines, int(who) if who else None, int(rnd) if rnd else None)
        key = (source, who, rnd)
        shown_key, shown = self.shown
        log = el("log")
        if shown_key != key or shown > len(lines) or log.children.length != shown:
            log.replaceChildren()
            shown = 0
        elif shown and log.lastElementChild.textContent != lines[shown - 1].text:
            set_text(log.lastElementChild, lines[shown - 1].text)  # a run of returned gems grew
        for line in lines[shown:]:
            log.appendChild(log_item(line))
        self.shown = (key, len(lines))
        log.scrollTop = log.scrollHeight

    def filter_options(self, names: list[str]) -> None:
        """The log's player filter lists this game's players."""
        select = el("log-player")
        if [str(o.textContent) for o in select.options] != [_("All players"), *names]:
            chosen = select.value
            select.replaceChildren(make("option", _("All players"), value=""))
            for i, name in enumerate(names):
                select.appendChild(make("option", name, value=str(i)))
            select.value = chosen

    def round_options(self, rounds: list[int]) -> None:
        """The log's round filter lists the rounds the log tells (a round chosen stays chosen)."""
        select = el("log-round")
        wanted = [_("All rounds"), *(_("Round {round}").format(round=r) for r in rounds)]
        if [str(o.textContent) for o in select.options] != wanted:
            chosen = select.value
            select.replaceChildren(make("option", wanted[0], value=""))
            for r, label in zip(rounds, wanted[1:], strict=True):
                select.appendChild(make("option", label, value=str(r)))
            select.value = chosen if chosen in ("", *map(str, rounds)) else ""


def log_item(line: LogLine) -> Any:
    item = make("li", line.text)
    if line.kind in HEADINGS:
        item.className = "heading"
    elif line.audience is not None:
        item.className = "private"
        item.title = _("Only you see this line.")
    return item
