"""The action panel's groups (shell.action_buttons): a folded group the player opened stays open
when the panel is drawn again with the same moves — in other words (a switch of language), or
with other groups beside it — and a group of other moves comes folded."""

import importlib

from tests.web.page_python import page_python


def groups(words: dict[str, str], trades: list[str]) -> list[tuple[str, list[tuple[str, dict]]]]:
    decide = [(words["end"], {"type": "end"})]
    trade = [(f"{words['trade']} {gem}", {"type": "trade", "get": gem}) for gem in trades]
    cards = [(f"{words['card']} {n}", {"type": "build", "card": n}) for n in (3, 7)]
    return [(words["decide"], decide), (words["trade"], trade), (words["card"], cards)]


ENGLISH = {"decide": "Decide", "end": "End", "trade": "Trade", "card": "Build"}
SPANISH = {"decide": "Decidir", "end": "Terminar", "trade": "Cambiar", "card": "Construir"}


def test_an_opened_group_stays_open_in_other_words_and_a_changed_one_comes_folded():
    with page_python() as page:
        buttons = importlib.import_module("shell.action_buttons")
        box = page.screen.getElementById("actions")

        def draw(words, trades):
            opened = buttons.opened_groups(box)
            box.replaceChildren()
            buttons.append_action_groups(box, groups(words, trades), lambda a: a, lambda items: len(items) > 1, opened)
            return [(d.querySelector("summary").textContent, d.open) for d in box.querySelectorAll("details")]

        draw(ENGLISH, ["black", "blue"])
        trades = box.querySelectorAll("details")[0]
        trades.open = True  # the player opens it (shell.worker_entry: as a click on its summary does)
        # the count says what it counts (a bare "(2)" told a play-tester nothing)
        assert draw(SPANISH, ["black", "blue"]) == [("Cambiar (2 choices)", True), ("Construir (2 choices)", False)]
        assert draw(ENGLISH, ["black", "blue"]) == [("Trade (2 choices)", True), ("Build (2 choices)", False)]
        assert draw(ENGLISH, ["black", "green"]) == [("Trade (2 choices)", False), ("Build (2 choices)", False)]


def test_a_groups_buttons_say_what_differs_and_keep_their_whole_name():
    # "Play Famine: ..." in every button under the title "Play Famine" (issue 36): in a folded
    # group a button says what the game tells apart in it, its whole label its accessible name;
    # under a title not folded too ("COLONY 2" over "Colony 2: ...", issue 36).
    with page_python() as page:
        buttons = importlib.import_module("shell.action_buttons")
        box = page.screen.getElementById("actions")

        def differs(action: dict) -> str:
            return str(action.get("get", action.get("card", "End")))

        buttons.append_action_groups(
            box, groups(ENGLISH, ["black", "blue"]), lambda a: a, lambda items: len(items) > 2, (), differs
        )
        shown = [(b.textContent, b.getAttribute("aria-label")) for b in box.querySelectorAll("button")]
        assert shown == [
            ("End", None),  # what differs is its whole label: no second name
            ("black", "Trade black"),
            ("blue", "Trade blue"),
            ("3", "Build 3"),
            ("7", "Build 7"),
        ]
