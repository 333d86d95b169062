"""6 Billion's action panel (#actions): the legal actions of the player at the screen as
grouped buttons (each button's data-action is the action's JSON), and, while cards may answer
an event, the table's public moment: the stake in words, a claim button per human who may
answer, and "Nobody answers" (sixbillion_ui.reactions)."""

import asyncio
import json
from typing import Any

from game.sixbillion import IllegalAction, action_from_json, action_to_json
from game.sixbillion.actions import PASS
from shell.action_buttons import append_action_groups, bring_opened_group_into_view, opened_groups
from shell.dom import el, is_null, make
from shell.i18n import _
from sixbillion_ui.describe import (
    action_titles,
    actions_ended,
    ending_said_once,
    fold_rule,
    group_actions,
    label_in_group,
    quick_decisions,
    stage_text,
)
from sixbillion_ui.pause_timer import PauseTimer
from sixbillion_ui.reactions import pause_seconds

from .hosts import PanelHost


class ActionPanel:
    def __init__(self, page: PanelHost):
        self.page = page
        self.pause_timer = PauseTimer()

    def bind(self) -> None:
        self.page.messages.on(el("actions"), "click", self.click)

    def render(self) -> None:
        box = el("actions")
        opened = opened_groups(box)  # the groups the player opened stay open in the same decision
        box.replaceChildren()
        s = self.page.session
        if s is None or s.shown_game().is_over:
            return
        screen = s.reaction_screen()
        names = s.players.names
        seen, _private = s.screen_view()
        if screen.kind == "pause" and screen.stage is not None:
            # what the computer players may answer (the prompt says it of a moment "anyone" may
            # answer), from its public stage alone: whether the engine's window is still open
            # (someone holds a card that answers) must not show (RULES.md 8.5)
            box.appendChild(make("p", stage_text(seen, screen.stage, names), class_="chain"))
        if screen.kind == "anyone":
            # a short heading: the prompt above asks the whole question (sixbillion_ui.describe.moment_question)
            box.appendChild(make("h3", _("Any cards against it?")))
            # a newcomer's first screen in a hot-seat game: what the buttons do, and that a
            # hand shows to its owner alone
            how = _(
                "To answer, press your name: your hand then shows to you alone. "
                "If nobody wants to, press “Nobody answers”."
            )
            box.appendChild(make("p", how, class_="moment-how"))
            for p in screen.claimable:
                button = make("button", _("{name} answers").format(name=names[p]), type="button")
                button.dataset.claim = str(p)
                box.appendChild(button)
            close = make("button", _("Nobody answers"), type="button")
            close.dataset.moment = "close"
            box.appendChild(close)
            return
        if screen.kind == "pause":
            box.appendChild(make("h3", _("Waiting for answers…")))
            pause = self.pause_timer.start(s)
            if pause is not None:
                asyncio.ensure_future(self.end_pause(pause))
            return
        if screen.kind == "private" and not screen.can_answer and s.needs_handoff() is None:
            box.appendChild(make("p", _("You hold no card that can answer this now.")))
            ok = make("button", _("Back to the table"), type="button")
            ok.dataset.moment = "nothing"
            box.appendChild(ok)
            box.appendChild(self.waive_button())
            return
        played = s.actions_ended() if seen.to_move == seen.viewer else None
        if played is not None:  # why the turn came to its discard step, in the decision itself
            box.appendChild(make("p", actions_ended(played), class_="why"))
        groups = group_actions(s.legal(), seen, names)
        fold = fold_rule(groups)
        # The quick decisions (end, pass, keep) stay above the card plays, which scroll as one
        # list under them (a group opened in it is no scroll box of its own): the panel's one scroll.
        decision = groups[:1] if groups and quick_decisions(groups[0][1]) and not fold(groups[0][1]) else []
        append_action_groups(box, decision, action_to_json, fold, opened)
        if screen.kind == "private" and s.needs_handoff() is None:
            # beside "Pass" in its group (a phone sets them side by side, CSS), over the card plays
            (box.lastElementChild if decision else box).appendChild(self.waive_button())
        plays = make("div", class_="plays")
        said_by_title = {a for _title, items in groups if ending_said_once(items, seen) for _label, a in items}
        in_group = lambda action: label_in_group(action, seen, names, ending=action not in said_by_title)  # noqa: E731
        append_action_groups(plays, groups[len(decision) :], action_to_json, fold, opened, in_group, lone_buttons=True)
        box.appendChild(plays)
        titles = action_titles(s.legal(), seen)  # "Death ($)": what the symbol means
        for button in box.querySelectorAll("button[data-action]"):
            if (title := titles.get(str(button.dataset.action))) is not None:
                button.title = title
        box.scrollTop = plays.scrollTop = 0  # a new list from its start: the decision's first options in view

    @staticmethod
    def waive_button() -> Any:
        """On every private moment, whether or not its player can answer (so that the choice
        tells nothing of a hand): pass in every reaction window until the round ends."""
        button = make("button", _("Pass until the round ends"), type="button")
        button.dataset.waive = "1"  # (not a data-moment: those let the moment go on, "Pass" does here)
        button.title = _("You will not be asked to answer again this round: the table passes for you.")
        return button

    async def end_pause(self, pause: int) -> None:
        """The pause's time is up (it shows on until the computer players asked in it have
        answered; sixbillion_ui.pause_timer says which pause a timer ends)."""
        await asyncio.sleep(pause_seconds(self.page.table.computers.pace_ms))
        s = self.page.session
        if s is not None and self.pause_timer.ends(s, pause):
            s.pause_shown()
            self.page.moment_changed()

    def click(self, event: Any) -> None:
        button = event.target.closest("button")
        s = self.page.session
        if is_null(button) or s is None:
            # the panel grows with an opened group: a phone's hand, left a strip above it, is
            # brought back, its title and first line of cards (issue 36)
            bring_opened_group_into_view(event, self.page.board.bring_hand_into_view)
            return
        claim, moment, action = (button.getAttribute(name) for name in ("data-claim", "data-moment", "data-action"))
        if not is_null(button.getAttribute("data-waive")):
            self.waive()
        elif not is_null(claim):
            s.claim(int(claim))
            self.page.moment_changed()
        elif moment == "close":
            s.close_moment()
            self.page.moment_changed()
        elif moment == "nothing":
            screen = s.reaction_screen()
            if screen.player is not None:
                s.nothing_answers(screen.player)
            self.page.moment_changed()
        elif not is_null(action):
            try:
                chosen = action_from_json(json.loads(str(action)))
            except IllegalAction:
                return
            self.page.act(chosen)

    def waive(self) -> None:
        """The private moment's player passes (or has read that nothing of theirs answers), and
        passes in every window until the round ends."""
        s = self.page.session
        screen = s.reaction_screen() if s is not None else None
        if s is None or screen is None or screen.kind != "private" or screen.player is None:
            return
        if screen.can_answer:
            self.page.act(PASS)  # as "Pass" does
        else:
            s.nothing_answers(screen.player)
        s.pass_for_the_round(screen.player)
        self.page.moment_changed()

    def focus_first(self) -> None:
        """The panel's first choice; in a reaction moment the one that lets the game go on
        ("Nobody answers", "Back to the table"): a reflex Enter claims nobody's device."""
        box = el("actions")
        first = box.querySelector("button[data-moment]")
        if is_null(first):
            first = box.querySelector("button")
        if not is_null(first):
            first.focus()
