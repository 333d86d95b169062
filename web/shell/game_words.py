"""The page's frame names the game at the table: the document's title, the set-up's title and
story, the rules window's title and the board's label come from the game's description
(`TableGame`: its title and `GameWords`), so that a game joins without an edit of the page.

index.html holds Charon's words (the default game, for the loading screen before Python):
they are replaced here by the game's message ids, marked as the page's static words are
(shell.language), so that every language switch says them again in the language shown.
"""

from js import document

from .dom import el
from .table_game import TableGame

# (element id, the mark whose value is the message id) -> the GameWords field it shows
MARKED = (("setup-about", "data-i18n", "about"), ("rules-title", "data-i18n", "rules_title"))


def show_game_words(game: TableGame) -> None:
    """Name `game` on the page's frame; call it before shell.language starts (which words them)."""
    document.title = game.title
    el("setup-title").textContent = game.title
    for element_id, mark, name in MARKED:
        node = el(element_id)
        node.setAttribute(mark, getattr(game.words, name))
        node.textContent = getattr(game.words, name)
    board = el("board")
    board.setAttribute("data-i18n-aria-label", game.words.board_label)
    board.setAttribute("aria-label", game.words.board_label)
