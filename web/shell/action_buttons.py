"""The action panel's buttons, for any game: each group of legal actions under its heading (or
folded away, as the game decides), each action a button whose `data-action` is its JSON — what
a click sends, and what the browser tests press."""

import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from .dom import make

Group = tuple[str, Sequence[tuple[str, Any]]]  # a heading, and its (label, action) pairs


def append_action_groups(
    box: Any,
    groups: Iterable[Group],
    to_json: Callable[[Any], Any],
    folded: Callable[[Sequence[tuple[str, Any]]], bool],
) -> None:
    """Append each group to `box`: under an <h3>, or in a <details> with its count when `folded`."""
    for title, items in groups:
        if folded(items):
            holder = make("details")
            holder.appendChild(make("summary", f"{title} ({len(items)})"))
        else:
            holder = make("div")
            holder.appendChild(make("h3", title))
        for label, action in items:
            button = make("button", label, type="button")
            button.dataset.action = json.dumps(to_json(action))
            holder.appendChild(button)
        box.appendChild(holder)
