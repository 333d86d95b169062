"""The set-up screen (#setup) for any game: one row per seat (name, colour, human or computer
player), the game's optional rules (a box each, for a game that has some), the seed, and the
Games list below. The game says which colours, computer levels and options it has, and turns
the form's fields into a new game (or says what to fix)."""

from collections.abc import Callable, Mapping
from typing import Any

from js import document, window

from . import seating
from .dom import el, is_null, make
from .i18n import _
from .messages import Messages
from .overlays import show_overlay
from .players import MAX_NAME, Players
from .setup import same_players
from .table_game import TableGame


class SetupScreen:
    def __init__(
        self,
        messages: Messages,
        game: TableGame,
        submit: Callable[[list[str], list[str], str, list[str], dict[str, bool]], str],
        list_games: Callable[[], None],
        learn: Callable[[], None] | None = None,
        learned: Callable[[], bool] = lambda: False,
        games: Mapping[str, str] | None = None,
        choose_game: Callable[[str], None] | None = None,
    ):
        """`game`: its colours, its number of players, the seat the rows after the first get (one
        human against computer players by default); `submit(names, colours,
        seed_text, seats, options)` starts the game, or returns what to fix; `list_games` fills the
        Games list below the form; `learn` starts the game's guided lesson ("Learn to play"),
        offered first until `learned()` says it was done; `games` (key -> title): the games of
        the page, offered to choose from when there are several (`choose_game(key)`)."""
        self.messages, self.game = messages, game
        self.submit, self.list_games = submit, list_games
        self.filled: list[str] = []  # the default names the rows were given (replaced in a new language)
        self.learn, self.learned = learn, learned
        self.games, self.choose_game = dict(games or {game.key: game.title}), choose_game

    def bind(self) -> None:
        on = self.messages.on
        on(el("setup-count"), "change", self.seat_rows)
        on(el("setup-players"), "change", self.seats_changed)  # a seat's Human/Computer choice
        on(el("setup-form"), "submit", self.submitted)
        on(el("setup-close"), "click", lambda e: self.hide())
        on(el("setup-game"), "change", self.game_chosen)
        if self.learn is not None:
            learn = self.learn
            on(el("learn-btn"), "click", lambda e: learn())

    def show(self, error: str = "", closable: bool = False, seated: Players | None = None) -> None:
        """The screen, over the game at the table (`closable`: there is one to go back to), its
        rows those of `seated`, the players of that game (the same again is one click), else as
        they were left."""
        show_overlay("setup")
        el("setup-close").hidden = not closable
        el("setup-error").textContent = error
        # The first time (rows made now, or taken over from the loading screen), or a game's players.
        if not self.filled or seated is not None:
            self.game_options()
            self.count_options()
            if seated is not None:
                el("setup-count").value = str(len(seated.names))
            self.seat_rows(rows=None if seated is None else same_players(seated))
        self.list_games()
        el("saves-error").textContent = ""
        self.offer_learning()
        if closable:
            # Opened from the table ("Games", "New game"), which is inert now: the keyboard goes on
            # at the dialog's head, not at the page's body behind it. (On a first visit, not: the
            # loading screen's fields, taken over, may be being typed in.)
            el("setup-title").focus()

    def reword(self) -> None:
        """The rows in the language shown (default names, colours, who plays), what was typed
        kept: once made, the rows stay in the page while a game is played."""
        if self.filled:
            self.seat_rows()

    @property
    def closable(self) -> bool:
        """Whether there is a game to go back to (its "Back to the game" button is offered)."""
        return not el("setup-close").hidden

    def offer_learning(self) -> None:
        """ "Learn to play": first, above the form, until the lesson was done; then still there,
        below everything, as one choice among others."""
        box = el("learn-box")
        box.hidden = self.learn is None
        first = not self.learned()
        box.classList.toggle("first", first)
        box.classList.toggle("later", not first)
        columns = el("setup-columns")
        if first:
            columns.before(box)
        else:
            columns.after(box)

    def hide(self) -> None:
        show_overlay("setup", False)

    @property
    def shown(self) -> bool:
        return not el("setup").hidden

    def game_options(self) -> None:
        """The games of the page, to choose from: shown only when there are several."""
        el("setup-game-box").hidden = len(self.games) < 2
        if len(self.games) > 1:
            choice = el("setup-game")
            choice.replaceChildren(*(make("option", title, value=key) for key, title in self.games.items()))
            choice.value = self.game.key

    def game_chosen(self, *_event: Any) -> None:
        key = str(el("setup-game").value)
        if key != self.game.key and self.choose_game is not None:
            self.choose_game(key)

    def count_options(self) -> None:
        """The numbers of players the game has (three at first), unless the loading screen
        offered them already (web/loading.js: playerCounts)."""
        count = el("setup-count")
        wanted = [str(n) for n in range(self.game.min_players, self.game.max_players + 1)]
        if [str(o.value) for o in count.options] == wanted:
            return
        chosen = str(count.value) if str(count.value) in wanted else str(max(self.game.min_players, 3))
        count.replaceChildren(*(make("option", n, value=n) for n in wanted))
        count.value = chosen if chosen in wanted else wanted[-1]

    def rule_options(self) -> None:
        """The game's optional rules, a box each below the seats (#setup-options, made here: a
        game without options has none): their defaults ticked at first, then as they were left
        (made again with the rows, so that a new language reaches them)."""
        if not self.game.options:
            return
        ticked = {**self.game.option_defaults(), **self.options()}
        old = el("setup-options")
        if not is_null(old):
            old.remove()
        box = make("fieldset", id="setup-options")
        box.appendChild(make("legend", _("Optional rules")))
        for option in self.game.options:
            tick = make("input", type="checkbox")
            tick.dataset.option = option.key
            tick.checked = ticked[option.key]
            label = make("label")
            label.appendChild(tick)
            label.appendChild(make("span", " " + _(option.label)))
            box.appendChild(label)
        el("setup-players").after(box)

    def options(self) -> dict[str, bool]:
        """The options as ticked on the form."""
        return {str(t.dataset.option): bool(t.checked) for t in document.querySelectorAll("#setup-options input")}

    def seat_rows(self, *_event: Any, rows: list[tuple[str, str, str]] | None = None) -> None:
        """As many rows as players asked for, keeping what was typed in the rows that stay, or
        filled with `rows` (name, or "" for the form's own; colour; seat)."""
        n = int(el("setup-count").value)
        box = el("setup-players")
        old = rows or [
            (
                "" if row.querySelector("input").value in self.filled else row.querySelector("input").value,
                row.querySelector("select.colour").value,
                row.querySelector("select.seat-kind").value,
            )
            for row in box.children
        ]
        # The colours chosen are kept if the game has them all (the loading screen's rows, made
        # before Python ran, have the first game's colours: another game's start afresh).
        ours = all(row[1] in self.game.palette for row in old)
        box.replaceChildren()
        kinds = [
            old[i][2] if i < len(old) else (seating.HUMAN if i == 0 else self.game.default_computer) for i in range(n)
        ]
        self.filled = seating.default_names(kinds)
        for i in range(n):
            row = make("div", class_="seat")
            name = make(
                "input",
                type="text",
                maxlength=str(MAX_NAME),
                value=old[i][0] if i < len(old) and old[i][0] else self.filled[i],
            )
            name.setAttribute("aria-label", _("Name of player {n}").format(n=i + 1))
            colour = make("select", class_="colour")
            colour.setAttribute("aria-label", _("Colour of player {n}").format(n=i + 1))
            for c in self.game.palette:
                colour.appendChild(make("option", _(self.game.colour_names[c]), value=c))
            colour.value = old[i][1] if i < len(old) and ours else self.game.palette[i]
            kind = make("select", class_="seat-kind")
            kind.setAttribute("aria-label", _("Who plays seat {n}").format(n=i + 1))
            kind.appendChild(make("option", _("Human"), value=seating.HUMAN))
            for level, level_name in seating.LEVEL_NAMES.items():
                kind.appendChild(
                    make("option", _("Computer: {level}").format(level=_(level_name)), value=f"ai:{level}")
                )
            kind.value = kinds[i]
            row.appendChild(make("span", f"{i + 1}."))
            row.appendChild(name)
            row.appendChild(colour)
            row.appendChild(kind)
            box.appendChild(row)
        self.rule_options()

    def seats_changed(self, *_event: Any) -> None:
        """A seat given to a computer or a human: the names the form made say who plays now, as
        the game will name them ('Easy bot 2'); a typed name stays."""
        rows = list(el("setup-players").children)
        kinds = [str(row.querySelector("select.seat-kind").value) for row in rows]
        names = seating.default_names(kinds)
        for row, made, name in zip(rows, self.filled, names, strict=True):
            field = row.querySelector("input")
            if field.value in (made, ""):
                field.value = name
        self.filled = names

    def submitted(self, event: Any) -> None:
        event.preventDefault()
        self.send()

    def start_if_asked(self) -> None:
        """Start was pressed on the loading screen's form before Python ran (web/loading.js):
        start the game the form now describes, or say what to fix."""
        if self.shown and getattr(window, "charonStartAsked", False) is True:
            window.charonStartAsked = False
            self.send()

    def send(self) -> None:
        rows = list(el("setup-players").children)
        names = [r.querySelector("input").value for r in rows]
        colours = [r.querySelector("select.colour").value for r in rows]
        seats = [r.querySelector("select.seat-kind").value for r in rows]
        error = self.submit(names, colours, el("setup-seed").value, seats, self.options())
        el("setup-error").textContent = error
