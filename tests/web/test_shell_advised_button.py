"""The hint's move found in the action panel (shell.advised.point_at_advised): a newcomer
read "Hint: give 2 green, 1 purple → get 1 blue" and found no such button, the exchange folded
among nine groups. The panel is the page's own HTML in the worker's DOM (shell.screen)."""

import json
from pathlib import Path

from shell.advised import point_at_advised
from shell.screen import Screen

PAGE = (Path(__file__).parents[2] / "index.html").read_text(encoding="utf-8")
TRADE = {"type": "exchange", "give": ["green", "green", "purple"], "get": "blue"}
OTHER = {"type": "exchange", "give": ["yellow", "yellow", "yellow"], "get": "black"}


def panel(screen=None):
    screen = screen or Screen(PAGE)
    box = screen.getElementById("actions")
    for title, actions in (("Build", [{"type": "end_turn"}]), ("Trade (2)", [OTHER, TRADE])):
        holder = screen.createElement("details")
        summary = screen.createElement("summary")
        summary.textContent = title
        holder.appendChild(summary)
        for action in actions:
            button = screen.createElement("button")
            button.dataset.action = json.dumps(action)
            holder.appendChild(button)
        box.appendChild(holder)
    return box


def rings(box):
    return [json.loads(b.dataset.action) for b in box.querySelectorAll("button.advised")]


def test_the_hinted_move_is_ringed_and_its_folded_group_opened():
    box = panel()
    point_at_advised(box, TRADE)
    assert rings(box) == [TRADE]
    groups = box.querySelectorAll("details")
    assert [g.open for g in groups] == [False, True]  # only the hinted move's group


def test_no_ring_once_the_hint_is_gone_or_names_no_button():
    box = panel()
    point_at_advised(box, TRADE)
    point_at_advised(box, None)
    assert rings(box) == []
    point_at_advised(box, {"type": "place_flag", "position": "C8"})  # a move made on the board
    assert rings(box) == []


def test_the_ringed_button_is_given_back_to_be_brought_into_sight():
    box = panel()
    ringed = point_at_advised(box, TRADE)
    assert ringed is not None and json.loads(ringed.dataset.action) == TRADE
    assert point_at_advised(box, None) is None


def test_a_hint_given_as_a_plan_rings_the_button_that_makes_it_in_one_press():
    # Charon's gems to keep: the hint's gem shown as the whole set the panel proposes (a plan
    # button, data-plan), not as the one-gem button beside it (a phone's play-test).
    screen = Screen(PAGE)
    box = panel(screen)
    one, plan = [{"type": "return_gem", "gem": "black"}], [{"type": "return_gem", "gem": g} for g in ("black", "blue")]
    for steps in (one, plan):
        button = screen.createElement("button")
        button.dataset.plan = json.dumps(steps)
        box.appendChild(button)
    ringed = point_at_advised(box, plan)
    assert ringed is not None and json.loads(ringed.dataset.plan) == plan
    assert len(box.querySelectorAll("button.advised")) == 1
