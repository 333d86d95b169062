"""The action panel's buttons, for any game: each group of legal actions under its heading (or
folded away, as the game decides), each action a button whose `data-action` is its JSON — what
a click sends, and what the browser tests press.

A folded group the player opened stays open when the panel is drawn again with the same group
(a switch of language, a hint, anything that redraws the same decision): a group is known by
its moves (their JSON), not by its title, whose words a switch changes."""

import asyncio
import json
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any

from .dom import is_null, js_object, make
from .i18n import ngettext

Group = tuple[str, Sequence[tuple[str, Any]]]  # a heading, and its (label, action) pairs
Moves = tuple[str, ...]  # a group's moves, each its data-action JSON: the group's name in any language


def opened_groups(box: Any) -> set[Moves]:
    """The folded groups of `box` the player has opened, each by its moves: read before the
    panel is emptied, to open the same ones in what replaces it (`append_action_groups`)."""
    return {
        tuple(str(button.dataset.action) for button in holder.querySelectorAll("button[data-action]"))
        for holder in box.querySelectorAll("details[open]")
    }


def append_action_groups(
    box: Any,
    groups: Iterable[Group],
    to_json: Callable[[Any], Any],
    folded: Callable[[Sequence[tuple[str, Any]]], bool],
    opened: Collection[Moves] = (),
    in_group: Callable[[Any], str] | None = None,
    lone_buttons: bool = False,
) -> None:
    """Append each group to `box`: under an <h3>, or in a <details> with its count of choices when `folded`
    (open if its moves are those of one of the groups `opened`). Under its title, folded or not, a
    button says `in_group(action)` where given (what differs from the group's other choices: the
    title says the rest once; "COLONY 2" over "Colony 2: …" said it twice, issue 36), its whole
    label kept as its name for screen readers. With `lone_buttons`, a
    group of one action is its button alone, its whole label: under a title, or behind one
    saying "(1 choice)", it said the same thing twice ("From Mars", then "… from Mars …")."""
    for title, items in groups:
        moves = tuple(json.dumps(to_json(action)) for _label, action in items)
        if lone_buttons and len(items) == 1:
            button = make("button", items[0][0], type="button")
            button.dataset.action = moves[0]
            box.appendChild(button)
            continue
        if folded(items):
            holder = make("details")
            # the count said in words: a bare "(4)" told players nothing (the play-test)
            count = ngettext("{title} ({n} choice)", "{title} ({n} choices)", len(items))
            holder.appendChild(make("summary", count.format(title=title, n=len(items))))
            holder.open = moves in opened
        else:
            holder = make("div")
            holder.appendChild(make("h3", title))
        for (label, action), move in zip(items, moves, strict=True):
            shown = in_group(action) if in_group is not None else label
            button = make("button", shown, type="button")
            if shown != label:
                button.setAttribute("aria-label", label)
            button.dataset.action = move
            holder.appendChild(button)
        box.appendChild(holder)


def bring_opened_group_into_view(event: Any, then: Callable[[], None] | None = None) -> None:
    """After a click on a group's summary: the group, once opened, scrolled into the panel's
    view (its heading at the top when it is taller than the panel), the panel being the one
    scroll; `then` what the game brings back into the window's view beside the grown panel.
    Asked a moment later: the browser opens a <details> after its click's listeners."""
    summary = event.target.closest("summary")
    if is_null(summary):
        return

    async def into_view() -> None:
        await asyncio.sleep(0)
        group = summary.parentNode
        if not is_null(group) and group.open:
            group.scrollIntoView(js_object({"block": "nearest"}))
            if then is not None:
                then()

    asyncio.ensure_future(into_view())
