"""The hint's move in the action panel, for any game: its button ringed and its folded group
opened, found by its `data-action` JSON (shell.action_buttons)."""

import json
from typing import Any


def point_at_advised(box: Any, action: object | None) -> Any | None:
    """Ring the button of the hint's move (`action`, its JSON, or a list of them: a plan's
    button, `data-plan`; None: no hint shown) in the panel `box`, and open its folded group: a
    hint naming a move the player cannot find on screen helps no one (a newcomer looked for an
    exchange folded among nine groups). The ringed button, if any, the panel's first of the
    move (for its caller to bring into sight: a move may have two buttons, Charon's row card
    and the "Put … into the row" above it)."""
    ringed = None
    for button in box.querySelectorAll("button[data-action], button[data-plan]"):
        move = button.dataset.action if button.hasAttribute("data-action") else button.dataset.plan
        advised = action is not None and json.loads(move) == action
        button.classList.toggle("advised", advised)
        if not advised:
            continue
        ringed = button if ringed is None else ringed
        holder = button.closest("details")
        if holder is not None:
            holder.open = True
    return ringed
