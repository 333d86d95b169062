"""The page's DOM helpers, for any game: find and make elements, listen to events with a bug
report instead of a silent failure, and tell JavaScript's null from a value.

Pyodide gives JS `null` to Python as `jsnull` (a falsy object, not None); use `is_null`.
"""

import inspect
import re
from collections.abc import Callable, Mapping
from typing import Any

from js import Object, document
from pyodide.ffi import create_proxy, to_js

try:  # Pyodide gives JS null to Python as `jsnull` (a falsy object, not None); undefined is None
    from pyodide.ffi import jsnull
except ImportError:  # pragma: no cover - older Pyodide: null is None too
    jsnull = None

_proxies: list[Any] = []  # keep the proxies handed to JavaScript alive for the life of the page


def is_null(value: Any) -> bool:
    """Whether a value from JavaScript is null or undefined: what `closest`, `querySelector`,
    `getItem`, `key` and friends return for "nothing". `value is None` alone misses null."""
    return value is None or value is jsnull


def js_object(value: Mapping[str, object]) -> Any:
    """A plain JavaScript object (not a Map) from a dict."""
    return to_js(value, dict_converter=Object.fromEntries)


def scroll_to_start(element_id: str) -> None:
    """Scroll the element's scrolling boxes so that it starts at their top (the browser does it:
    the page's Python reads no sizes, so this works with the Python in a worker too)."""
    el(element_id).scrollIntoView(js_object({"block": "start"}))


def keep_alive(proxy: Any) -> Any:
    """A proxy handed to JavaScript for the life of the page."""
    _proxies.append(proxy)
    return proxy


def listen(element: Any, event: str, handler: Callable[[Any], Any], report: Callable[[BaseException], None]) -> None:
    """Listen to a DOM event; an exception in `handler` (plain or async) goes to `report`,
    so a bug shows on the page instead of leaving it stuck."""

    async def guarded_async(evt: Any) -> None:
        try:
            await handler(evt)
        except Exception as error:  # noqa: BLE001 - last line of defence
            report(error)

    def guarded(evt: Any) -> None:
        try:
            handler(evt)
        except Exception as error:  # noqa: BLE001 - last line of defence
            report(error)

    chosen = guarded_async if inspect.iscoroutinefunction(handler) else guarded
    element.addEventListener(event, keep_alive(create_proxy(chosen)))


def el(element_id: str) -> Any:
    return document.getElementById(element_id)


def make(tag: str, text: str | None = None, **attrs: str) -> Any:
    """A new element; `class_="x"` and `aria_label="y"` become the attributes class and aria-label.
    Text goes in as text only (never HTML): names and files come from players."""
    node = document.createElement(tag)
    if text is not None:
        set_text(node, text)
    for key, value in attrs.items():
        node.setAttribute(key.rstrip("_").replace("_", "-"), value)
    return node


# The symbols a game writes for its pieces in words (geometric shapes and stars: Charon's gems
# "●▲■◆⬢★"). Each is wrapped in <span class="sym" data-sym="●"> so that the game's stylesheet can
# colour it as its board does; the shape stays, for those who do not tell the colours apart.
SYMBOL = re.compile("([\u25a0-\u25ff\u2b1f-\u2b2f\u2605\u2726])")
PLAIN_TEXT = ("OPTION", "TITLE", "TEXTAREA", "SCRIPT", "STYLE")  # elements whose children are only text


def set_text(node: Any, text: str) -> None:
    """Set an element's text (its textContent is then `text`), each symbol in a span of its own."""
    parts = SYMBOL.split(text)
    if len(parts) == 1 or str(node.tagName) in PLAIN_TEXT:
        node.textContent = text
        return
    node.replaceChildren()
    for i, part in enumerate(parts):
        if i % 2:
            span = document.createElement("span")
            span.className = "sym"
            span.dataset.sym = part
            span.textContent = part
            node.appendChild(span)
        elif part:
            node.appendChild(document.createTextNode(part))


def typing_in(target: Any, fields: tuple[str, ...] = ("INPUT", "SELECT", "TEXTAREA")) -> bool:
    """Whether a key event's target is a form field (its keys are the field's, not shortcuts)."""
    return not is_null(target) and str(target.tagName) in fields
