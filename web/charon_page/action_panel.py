"""The action panel (#actions): the frame's legal actions as grouped buttons; at the row choice
the card picked and the button that puts it into the row (charon_ui.row_pick: a first press only
picks); in a building turn each card's outlook with its one-click plan; at the round's end the
gems to keep; the question before a building turn ends with a card still buildable; and the
keyboard's way into it (letters and zone numbers jump to a button, a focused flag button lights
its spot)."""

import json
from collections import Counter
from typing import Any

from charon_ui import plans, row_pick, shortcuts
from charon_ui.describe import card_text, folded, group_actions, payment_text, sentence
from charon_ui.frame import Frame
from charon_ui.theme import gem_name
from game.charon import (
    Build,
    ChooseRowCard,
    EndTurn,
    IllegalAction,
    LiftFlag,
    PlaceFlag,
    ReturnGem,
    action_from_json,
    action_to_json,
)
from game.charon.actions import END_TURN
from game.charon.board import GEM_KINDS
from game.charon.state import BUILD, CHOOSE_ROW, KEEP_GEMS
from shell.action_buttons import append_action_groups, opened_groups
from shell.browser import now_ms, query
from shell.dom import el, is_null, js_object, make, typing_in
from shell.i18n import _

from .hosts import PanelHost

ASK_END_TURN = "charon:ask-end-turn"  # "no": end a building turn without asking


class ActionPanel:
    def __init__(self, page: PanelHost):
        self.page = page
        self.confirming_end = False  # asking before a turn ends with a card buildable
        # A shortcut being typed (a zone number has two digits), when, and the move focused before
        # its first key: typing "14" again goes on from there (its "1" alone had focused a spot
        # of zone 1, and "14" went back to zone 14's first spot every time: a play-test's).
        self.typed: tuple[str, float, Any] = ("", 0.0, None)
        # A card clicked on the board that can be paid in several ways, and the position it was
        # clicked in: the panel asks how to pay until the position changes.
        self.paying_for: tuple[str, Any] | None = None
        self.pick: row_pick.RowPick | None = None  # a card picked for the common row, not yet put in

    def bind(self) -> None:
        on = self.page.messages.on
        on(el("actions"), "click", self.click)
        on(el("actions"), "focusin", self.focus_changed)
        on(el("actions"), "focusout", self.focus_changed)

    # ---- drawing -------------------------------------------------------------------------
    def render(self, frame: Frame | None) -> None:
        """The frame's actions (none while the walk-through is on: `frame` None)."""
        box = el("actions")
        opened = opened_groups(box)  # the groups the player opened stay open in the same decision
        box.replaceChildren()
        actions = [] if frame is None else frame.legal
        if frame is None or not actions:
            return
        if self.confirming_end:
            self.end_turn_question(box, frame)
            return
        payments = self.payments(frame)
        if len(payments) > 1:
            self.payment_question(box, payments)
            return
        self.paying_for = None
        state = frame.state
        useful: set[Any] = set()
        picked = row_pick.picked(self.pick, frame)
        if state.phase == BUILD:
            useful = self.outlooks(box, frame)
        elif state.phase == KEEP_GEMS:
            self.keep_gems_form(box, frame)
            if plans.only_kind(state) is not None:  # the form's section holds them: not a second "Return gems"
                actions = [a for a in actions if not isinstance(a, ReturnGem)]
        elif state.phase == CHOOSE_ROW:
            self.row_pick_section(box, picked)
        append_action_groups(box, group_actions(actions, state, useful), action_to_json, folded, opened)
        if state.phase == CHOOSE_ROW:
            self.row_card_buttons(box, picked)
        if any(isinstance(a, PlaceFlag) for a in actions):
            box.prepend(spot_key())
        for key, area in shortcuts.area_keys().items():  # the letter that goes to an area's button, said
            button = box.querySelector(f"button[data-action='{json.dumps(action_to_json(LiftFlag(area)))}']")
            if not is_null(button):
                button.setAttribute("aria-keyshortcuts", key.upper())

    def outlooks(self, box: Any, frame: Frame) -> set:
        """The building turn: each card in hand and in the row, buildable now, by a plan
        (one click), or out of reach and why. Returns the trades the plans use."""
        holder = make("div", class_="outlooks")
        holder.appendChild(make("h3", _("Your cards")))
        useful: set[Any] = set()
        warning = plans.trading_stops_warning(frame.state)
        if warning:
            holder.appendChild(make("p", warning, class_="warning"))
        best, prospects = plans.panel_plans(frame.state)
        if best:
            # A points rule (building.best_turn), not the advisor's search: it says what it is.
            holder.appendChild(make("p", _("Most points this turn:"), class_="best"))
            label = plans.button_label(frame.state, best, plans.turn_plan_label(frame.state, best))
            button = make("button", label, type="button", class_="plan turn-plan")
            button.dataset.plan = json.dumps([action_to_json(a) for a in best])
            holder.appendChild(button)
            useful.update(a for a in best if not isinstance(a, Build))
            if prospects:  # under a heading of their own: below "Most points" they read as most points too
                holder.appendChild(make("p", _("Other plans:"), class_="best others"))
        # What the player can do first (a plan's button, then a card built now), the cards out of
        # reach last: the prospects scroll in a box of their own (style.css), its top in view.
        for o in sorted(prospects, key=lambda o: 1 if o.now else 0 if o.steps else 2):
            card = sentence(card_text(o.card))
            if o.now:
                text = _("{card} (row): can be built now.") if o.from_row else _("{card}: can be built now.")
                holder.appendChild(make("p", text.format(card=card), class_="now"))
            elif o.steps:
                label = plans.button_label(frame.state, o.steps, plans.plan_label(frame.state, o.steps))
                button = make("button", label, type="button", class_="plan")
                button.dataset.plan = json.dumps([action_to_json(a) for a in o.steps])
                holder.appendChild(button)
                useful.update(o.steps[:-1])
            else:
                text = _("{card} (row): {why}.") if o.from_row else _("{card}: {why}.")
                holder.appendChild(make("p", text.format(card=card, why=o.why_not), class_="out"))
        box.appendChild(holder)
        return useful

    def row_pick_section(self, box: Any, picked: str | None) -> None:
        """The row choice: what a press on a card does, or the card picked, what will happen, and
        the button that puts it in (first in the panel: the keyboard's focus goes to it)."""
        if picked is None:
            words = _("Pick a card of your hand: nothing is played until you put it into the row.")
            box.appendChild(make("p", words, class_="muted"))
            return
        holder = make("div", class_="confirm row-pick", role="group")
        card = card_text(picked)
        holder.appendChild(
            make(
                "p",
                _(
                    "Picked: {card}. It goes face down into the common row; the cards are shown once "
                    "everyone has chosen, and yours cannot be taken back then."
                ).format(card=card),
            )
        )
        put = make("button", _("Put {card} into the row").format(card=card), type="button", class_="put-in-row")
        put.dataset.action = json.dumps(action_to_json(ChooseRowCard(picked)))
        holder.appendChild(put)
        holder.appendChild(make("button", _("Back"), type="button", class_="pick-back"))
        box.appendChild(holder)

    def row_card_buttons(self, box: Any, picked: str | None) -> None:
        """The hand's cards as buttons that pick (pressed: the one picked)."""
        for button in box.querySelectorAll("button[data-action]"):
            if button.classList.contains("put-in-row"):
                continue
            try:
                action = action_from_json(json.loads(button.dataset.action))
            except (IllegalAction, ValueError):
                continue
            if isinstance(action, ChooseRowCard):
                button.textContent = sentence(card_text(action.card))
                button.setAttribute("aria-pressed", "true" if action.card == picked else "false")

    def press_row_card(self, card: str) -> None:
        """A press on a hand card at the row choice (the board's or the panel's): the first picks
        it, the second of the same card puts it into the row (charon_ui.row_pick)."""
        s = self.page.session
        if s is None or self.page.walking:
            return
        self.pick, action = row_pick.press(self.pick, s.frame(), card)
        if action is not None:
            self.page.act(action)
        else:
            self.page.render()  # the card lit on the board, and said in the panel
            # On a phone the panel, taller with the pick said and "Put … into the row", came over
            # the bottom of the hand's cards: they come back above it (nothing moves elsewhere).
            self.page.board.bring_hand_into_view(s.frame(), again=True)

    def drop_pick(self) -> bool:
        """Escape at the row choice: the card picked is no longer (True if there was one)."""
        s = self.page.session
        if s is None or row_pick.picked(self.pick, s.frame()) is None:
            return False
        self.pick = None
        self.page.render()
        return True

    def keep_gems_form(self, box: Any, frame: Frame) -> None:
        """The round's end, over the gem limit: one decision, which gems to keep."""
        state = frame.state
        limit = plans.keep_limit(state)
        holder = make("div", class_="keep-gems")
        whole = plans.only_kind_returns(state)
        gems = state.players[state.mover].gems
        if whole is not None:
            holder.appendChild(make("h3", _("Return gems")))
            button = make("button", whole[0], type="button", class_="plan")
            button.dataset.plan = json.dumps([action_to_json(a) for a in whole[1]])
            holder.appendChild(button)
            # ...and, in the same section, the engine's one gem at a time (the lesson suggests it).
            for _title, items in group_actions([a for a in frame.legal if isinstance(a, ReturnGem)], state, set()):
                for label, action in items:
                    one = make("button", label, type="button")
                    one.dataset.action = json.dumps(action_to_json(action))
                    holder.appendChild(one)
            box.appendChild(holder)
            return
        holder.appendChild(make("h3", _("Keep {n} gems").format(n=limit)))
        session = self.page.session
        got = [] if session is None else plans.gems_got(session.events, state.mover)  # what this turn's trades brought
        proposed = plans.proposed_returns(state, got)
        for why, steps in proposed:  # a whole set in one click
            button = make("button", plans.returns_label(steps, why), type="button", class_="plan")
            button.dataset.plan = json.dumps([action_to_json(a) for a in steps])
            holder.appendChild(button)
        # The counts start at the first set's (a keep the rules allow: a newcomer pressed "Keep
        # these" at 0 of everything and was told to keep exactly 2).
        returned = Counter(step.gem for step in proposed[0][1]) if proposed else None
        for g in GEM_KINDS:
            if gems[g]:
                label = make("label", _("{colour} (of {n})").format(colour=gem_name(g), n=gems[g]) + " ")
                kept = 0 if returned is None else gems[g] - returned[g]
                field = make("input", type="number", min="0", max=str(gems[g]), value=str(kept))
                field.dataset.gem = g
                label.appendChild(field)
                holder.appendChild(label)
        keep = make("button", _("Keep these, return the rest"), type="button", class_="keep")
        holder.appendChild(keep)
        holder.appendChild(make("p", "", class_="error", role="alert"))
        box.appendChild(holder)

    def payments(self, frame: Frame) -> list[Build]:
        """The ways to pay for the card the board asked of, while its position lasts."""
        if self.paying_for is None or self.paying_for[1] is not frame.state:
            return []
        card = self.paying_for[0]
        return [a for a in frame.legal if isinstance(a, Build) and a.card == card]

    def ask_payment(self, card: str) -> bool:
        """A click on `card` on the board: when it can be paid in several ways, the panel asks
        which (each clear gem standing for a named colour) and answers True."""
        s = self.page.session
        if s is None or self.page.walking:
            return False
        frame = s.frame()
        if sum(1 for a in frame.legal if isinstance(a, Build) and a.card == card) < 2:
            return False
        self.confirming_end = False
        self.paying_for = (card, frame.state)
        self.render(frame)
        first = query("#actions .payment button[data-action]")
        if not is_null(first):
            first.scrollIntoView(js_object({"block": "nearest"}))
            first.focus()
        return True

    def payment_question(self, box: Any, payments: list[Build]) -> None:
        holder = make("div", class_="confirm payment", role="group")
        card = payments[0].card
        holder.appendChild(make("p", _("How do you pay for {card}?").format(card=card_text(card))))
        for build in payments:
            button = make("button", _("Pay {payment}").format(payment=payment_text(card, build.wild)), type="button")
            button.dataset.action = json.dumps(action_to_json(build))
            holder.appendChild(button)
        holder.appendChild(make("button", _("Back"), type="button", class_="payment-back"))
        box.appendChild(holder)

    def end_turn_question(self, box: Any, frame: Frame) -> None:
        cards = ", ".join(card_text(c) for c in plans.unbuilt_affordable(frame.state))
        holder = make("div", class_="confirm", role="group")
        holder.appendChild(
            make("p", _("You can still build {cards}. End your building turn anyway?").format(cards=cards))
        )
        end = make("button", _("End my turn"), type="button", class_="confirm-end")
        end.dataset.action = json.dumps(action_to_json(END_TURN))
        holder.appendChild(end)
        holder.appendChild(make("button", _("Back to building"), type="button", class_="confirm-back"))
        label = make("label", " " + _("Don't ask again"))
        label.prepend(make("input", type="checkbox", class_="never-ask"))
        holder.appendChild(label)
        box.appendChild(holder)
        end.focus()

    def rerender(self) -> None:
        s = self.page.session
        self.render(None if s is None or self.page.walking else s.frame())

    # ---- clicks --------------------------------------------------------------------------
    def click(self, event: Any) -> None:
        # A click on a group's heading or summary, or between buttons, is on no action button.
        target = event.target
        if self.page.session is None:
            return
        for selector, handler in (
            ("button[data-plan]", self.plan_click),
            ("button.keep", self.keep_gems),
            ("button.confirm-back", self.end_turn_back),
            ("button.payment-back", self.payment_back),
            ("button.pick-back", lambda _button: self.drop_pick()),
        ):
            found = target.closest(selector)
            if not is_null(found):
                handler(found)
                return
        button = target.closest("button[data-action]")
        if is_null(button):
            return
        try:
            action = action_from_json(json.loads(button.dataset.action))
        except (IllegalAction, ValueError) as error:
            self.page.messages.show(str(error))
            return
        if isinstance(action, ChooseRowCard) and not button.classList.contains("put-in-row"):
            self.press_row_card(action.card)  # a card's button picks it; "Put … into the row" plays it
            return
        storage = self.page.store.storage
        if button.classList.contains("confirm-end"):
            never = el("actions").querySelector(".never-ask")
            if not is_null(never) and never.checked:
                storage.set(ASK_END_TURN, "no")
        elif isinstance(action, EndTurn) and self.ask_before_ending():
            self.confirming_end = True
            self.rerender()
            return
        self.page.act(action)

    def ask_before_ending(self) -> bool:
        """Ending a building turn with a card still buildable asks first (unless told not to)."""
        s = self.page.session
        assert s is not None
        return self.page.store.storage.get(ASK_END_TURN) != "no" and bool(plans.unbuilt_affordable(s.state))

    def end_turn_back(self, _button: Any) -> None:
        self.confirming_end = False
        self.rerender()

    def payment_back(self, _button: Any) -> None:
        self.paying_for = None
        self.rerender()

    def plan_click(self, button: Any) -> None:
        try:
            steps = [action_from_json(a) for a in json.loads(button.dataset.plan)]
        except (IllegalAction, ValueError) as error:
            self.page.messages.show(_("That move is not possible: {reason}").format(reason=error))
            return
        s = self.page.session
        reason = plans.refusal(s.state, steps) if s is not None else None
        if reason is not None:  # refused whole: no step of it taken
            self.page.messages.show(_("That move is not possible: {reason}").format(reason=reason))
            return
        self.page.act(*steps)

    def keep_gems(self, button: Any) -> None:
        s = self.page.session
        assert s is not None
        holder = button.closest(".keep-gems")
        keep = {str(f.dataset.gem): int(f.value or 0) for f in holder.querySelectorAll("input[data-gem]")}
        try:
            returns = plans.returns_for(s.state, keep)
        except ValueError as error:
            holder.querySelector(".error").textContent = sentence(str(error)) + "."
            return
        self.page.act(*returns)

    # ---- the keyboard --------------------------------------------------------------------
    def focus_first(self) -> None:
        first = query("#actions button")
        if not is_null(first):
            first.focus()

    def focused_action(self) -> Any:
        """The action of the focused button of the panel, if one is focused."""
        button = query("#actions button[data-action]:focus")
        if is_null(button):
            return None
        try:
            return action_from_json(json.loads(button.dataset.action))
        except (IllegalAction, ValueError):
            return None

    def shortcut(self, event: Any) -> None:
        """A letter jumps to an action area's button, a zone number to its flag spots' (again:
        to the next), an arrow from a focused flag spot's button to its neighbour's."""
        if event.ctrlKey or event.metaKey or event.altKey or typing_in(event.target):
            return
        s = self.page.session
        legal = s.frame().legal if s is not None else []
        if str(event.key) in shortcuts.ARROWS:
            current = self.focused_action()
            action = shortcuts.beside(current, str(event.key), legal) if current is not None else None
            if current is not None and shortcuts.spot(current) is not None:
                event.preventDefault()  # on a flag spot, an arrow moves on the board, not the page
        else:
            if len(str(event.key)) != 1:
                return
            key, now = str(event.key).lower(), now_ms()
            typed, when, before = self.typed
            current = self.focused_action()
            action = None
            if key.isdigit() and typed.isdigit() and len(typed) < 2 and now - when < 900:  # zones 1-20, cards 1-12
                action = shortcuts.target(typed + key, legal, before)
                if action is not None:
                    self.typed = (typed + key, now, before)
            if action is None:  # the key alone (no such number: a second 8 is no zone 88), from the focus
                action = shortcuts.target(key, legal, current)
                self.typed = (key, now, current)
        if action is not None:
            button = query(f"#actions button[data-action='{json.dumps(action_to_json(action))}']")
            if not is_null(button):
                self.page.keyboard_user = True
                button.focus()
                event.preventDefault()

    def focus_changed(self, event: Any) -> None:
        """A flag button focused by the keyboard lights its spot on the board (a tap or a click
        focuses a button too, and the panel's first one after each action: its spot stood ringed
        as if chosen, two newcomers on phones asked why)."""
        button: Any = None if is_null(event.target) else event.target.closest("button[data-action]")
        spot = None
        if not is_null(button) and event.type == "focusin" and self.page.keyboard_user:
            try:
                spot = shortcuts.spot(action_from_json(json.loads(button.dataset.action)))
            except (IllegalAction, ValueError):
                spot = None
        board = self.page.board
        if spot != board.pointed:
            board.pointed = spot
            if self.page.session is not None and not board.pointer_off():
                board.draw()


def spot_key() -> Any:
    """What each kind of flag spot is worth, atop the spots to place a flag on: a phone shows it
    there (style.css), in the pinned panel, where under the moon the panel covered it as the
    player chose (a newcomer's play-test, issue 38); elsewhere the board draws it."""
    key = make("p", None, class_="spot-key")
    key.appendChild(make("strong", _("Flag spots (1 influence per zone):")))
    for kind, words in (
        ("center", _("centre: 1 zone · breaks a tie first")),
        ("road", _("road: 2 zones · then most roads win")),
        ("crossroads", _("crossroads: 4 zones · breaks no tie")),
    ):
        line = make("span")
        line.appendChild(make("span", None, class_=f"spot {kind}"))
        line.appendChild(make("span", words))
        key.appendChild(line)
    return key
