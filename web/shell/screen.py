"""The page's DOM kept in Python, for the page's Python in a worker (docs/worker-page.md): the
part of the DOM the shell and the games' pages use — elements by id, attributes, `dataset`,
`classList`, `style`, text, children, selectors, listeners, focus — parsed from the page's own
HTML at start. Nothing of it crosses to the main thread call by call: every change marks the
element it touched, and `Screen.frame_elements()` gathers, once per handled message, the panels
that changed as HTML fragments (web/painter.js morphs them in with idiomorph) and the attributes
that changed. Runs under CPython too (tests/web/test_screen.py): it needs no browser.

An element without an id is found again by the number the fragment gives it (`data-w`); a
change inside it is sent as its nearest keyed ancestor's whole content."""

from __future__ import annotations

import asyncio
import html
import inspect
import re
from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from typing import Any

from .selectors import matches_chain, parse_selector

VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())
BOOLEAN = ("hidden", "disabled", "checked", "selected", "open", "multiple", "required", "readonly")


class NodeList(list[Any]):
    """A list that also answers JavaScript's `length` and `item(i)`."""

    @property
    def length(self) -> int:
        return len(self)

    def item(self, index: int) -> Any:
        return self[index] if 0 <= index < len(self) else None


class Text:
    nodeType = 3

    def __init__(self, screen: Screen, data: str):
        self.screen = screen
        self.parentNode: Element | None = None
        self._data = data

    @property
    def data(self) -> str:
        return self._data

    @data.setter
    def data(self, value: str) -> None:
        self._data = str(value)
        if self.parentNode is not None:
            self.parentNode.changed(content=True)

    textContent = data

    def html(self) -> str:
        if self.parentNode is not None and self.parentNode.tagName in ("SCRIPT", "STYLE"):
            return self._data
        return html.escape(self._data, quote=False)

    def remove(self) -> None:
        if self.parentNode is not None:
            self.parentNode.removeChild(self)


class Dataset:
    """`element.dataset`: data-* attributes by their camelCase names."""

    def __init__(self, element: Element):
        object.__setattr__(self, "_element", element)

    @staticmethod
    def attribute(name: str) -> str:
        return "data-" + re.sub(r"[A-Z]", lambda m: "-" + m.group(0).lower(), name)

    def __getattr__(self, name: str) -> Any:
        value = self._element.getAttribute(self.attribute(name))
        if value is None:
            raise AttributeError(name)  # getattr(dataset, name, None) gives None, as undefined
        return value

    def __setattr__(self, name: str, value: Any) -> None:
        self._element.setAttribute(self.attribute(name), str(value))

    def __delattr__(self, name: str) -> None:
        self._element.removeAttribute(self.attribute(name))

    def as_dict(self) -> dict[str, str]:
        found = {}
        for key, value in self._element.attributes.items():
            if key.startswith("data-"):
                found[re.sub(r"-([a-z])", lambda m: m.group(1).upper(), key[5:])] = value
        return found


class ClassList:
    def __init__(self, element: Element):
        self._element = element

    def _names(self) -> list[str]:
        return (self._element.getAttribute("class") or "").split()

    def _set(self, names: list[str]) -> None:
        self._element.setAttribute("class", " ".join(names))

    def contains(self, name: str) -> bool:
        return name in self._names()

    def add(self, *names: str) -> None:
        have = self._names()
        self._set(have + [n for n in names if n not in have])

    def remove(self, *names: str) -> None:
        if any(n in self._names() for n in names):
            self._set([n for n in self._names() if n not in names])

    def toggle(self, name: str, force: bool | None = None) -> bool:
        on = not self.contains(name) if force is None else bool(force)
        (self.add if on else self.remove)(name)
        return on

    @property
    def length(self) -> int:
        return len(self._names())


class Style:
    """`element.style`: its properties kept in the style attribute."""

    _element: Element

    def __init__(self, element: Element):
        object.__setattr__(self, "_element", element)

    def _props(self) -> dict[str, str]:
        found = {}
        for part in (self._element.getAttribute("style") or "").split(";"):
            name, _, value = part.partition(":")
            if name.strip():
                found[name.strip()] = value.strip()
        return found

    def _set(self, props: dict[str, str]) -> None:
        text = "; ".join(f"{k}: {v}" for k, v in props.items())
        if text:
            self._element.setAttribute("style", text)
        else:
            self._element.removeAttribute("style")

    def setProperty(self, name: str, value: Any) -> None:
        props = self._props()
        if value is None or str(value) == "":
            props.pop(name, None)
        else:
            props[name] = str(value)
        self._set(props)

    def removeProperty(self, name: str) -> None:
        self.setProperty(name, None)

    def getPropertyValue(self, name: str) -> str:
        return self._props().get(name, "")

    @staticmethod
    def _css(name: str) -> str:
        return re.sub(r"[A-Z]", lambda m: "-" + m.group(0).lower(), name)

    def __getattr__(self, name: str) -> str:
        if name.startswith("_"):
            raise AttributeError(name)
        return self.getPropertyValue(self._css(name))

    def __setattr__(self, name: str, value: Any) -> None:
        self.setProperty(self._css(name), value)


class ChosenFile:
    """A file chosen in a file field, its text read by the painter (`files.item(0).text()`)."""

    def __init__(self, name: str, type_: str, text: str):
        self.name, self.type, self._text = name, type_, text
        self.size = len(text)

    async def text(self) -> str:
        return self._text


class Rect:
    def __init__(self, width: float = 0, height: float = 0, left: float = 0, top: float = 0):
        self.left = self.x = float(left)
        self.top = self.y = float(top)
        self.width, self.height = float(width), float(height)
        self.right, self.bottom = self.left + self.width, self.top + self.height


class Event:
    """A DOM event as the pages read it (the fields the painter sends)."""

    def __init__(self, type_: str, **fields: Any):
        self.type = type_
        self.target: Any = None
        self.currentTarget: Any = None
        self.defaultPrevented = False
        self.stopped = False
        self.key = ""
        self.ctrlKey = self.shiftKey = self.altKey = self.metaKey = self.repeat = False
        self.clientX = self.clientY = 0.0
        self.detail = 1
        self.button = 0
        self.pointerType = "mouse"
        self.relatedTarget = None
        self.animationName = ""
        self.isComposing = False
        for name, value in fields.items():
            setattr(self, name, value)

    def preventDefault(self) -> None:
        self.defaultPrevented = True

    def stopPropagation(self) -> None:
        self.stopped = True

    stopImmediatePropagation = stopPropagation


def js_string(value: Any) -> str:
    """A value as JavaScript writes it into an attribute: 6560.0 as "6560", True as "true"."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _handler(listener: Any) -> Callable[..., Any]:
    """A listener as Python can call it: a proxy made for JavaScript (create_proxy) unwrapped."""
    unwrap = getattr(listener, "unwrap", None)
    handler: Callable[..., Any] = unwrap() if callable(unwrap) else listener
    return handler


class EventTarget:
    def __init__(self) -> None:
        self.listeners: dict[str, list[Callable[..., Any]]] = {}

    def addEventListener(self, type_: str, listener: Any, *_options: Any) -> None:
        self.listeners.setdefault(str(type_), []).append(_handler(listener))

    def removeEventListener(self, type_: str, listener: Any, *_options: Any) -> None:
        handlers = self.listeners.get(str(type_), [])
        wanted = _handler(listener)
        if wanted in handlers:
            handlers.remove(wanted)

    def fire(self, event: Event) -> None:
        event.currentTarget = self
        for handler in list(self.listeners.get(event.type, [])):
            result = handler(event)
            if inspect.iscoroutine(result):  # an async listener runs on as a task, as in Pyodide
                asyncio.ensure_future(result)


class Element(EventTarget):
    nodeType = 1

    def __init__(self, screen: Screen, tag: str, attributes: dict[str, str] | None = None):
        super().__init__()
        self.screen = screen
        self.tagName = tag.upper()
        self.attributes: dict[str, str] = dict(attributes or {})
        self.childNodes: NodeList = NodeList()
        self.parentNode: Element | None = None
        self.number = screen.numbered(self)
        self.removed_attributes: set[str] = set()
        self._value: str | None = None  # a form field's value once set or typed
        self._checked: bool | None = None

    # ---- what changed, for the next frame -------------------------------------------------
    @property
    def key(self) -> str | None:
        """The painter's name for it: its id, the body or the root."""
        if self.tagName == "BODY":
            return ":body"
        if self.tagName == "HTML":
            return ":root"
        return self.attributes.get("id") or None

    def changed(self, content: bool) -> None:
        self.screen.touched(self, content)

    # ---- attributes ------------------------------------------------------------------------
    def getAttribute(self, name: str) -> str | None:
        return self.attributes.get(name.lower())

    def setAttribute(self, name: str, value: Any) -> None:
        name = name.lower()
        value = js_string(value)
        if self.attributes.get(name) == value:
            return
        self.attributes[name] = value
        self.removed_attributes.discard(name)
        if name == "id" and self.parentNode is not None:
            self.parentNode.changed(content=True)  # the painter knows it by its new name once its parent is sent
        else:
            self.changed(content=False)

    def removeAttribute(self, name: str) -> None:
        name = name.lower()
        if name in self.attributes:
            del self.attributes[name]
            self.removed_attributes.add(name)
            self.changed(content=False)

    def hasAttribute(self, name: str) -> bool:
        return name.lower() in self.attributes

    def toggleAttribute(self, name: str, force: bool | None = None) -> bool:
        on = not self.hasAttribute(name) if force is None else bool(force)
        if on:
            self.setAttribute(name, "")
        else:
            self.removeAttribute(name)
        return on

    def _flag(self, name: str, on: Any) -> None:
        self.toggleAttribute(name, bool(on))

    def _reflected(name: str, flag: bool = False) -> property:  # type: ignore[misc]  # noqa: N805 - a property maker
        """An attribute as the DOM reflects it: its text, or (`flag`) whether it is there."""

        def get(self: Element) -> str | bool:
            return name in self.attributes if flag else self.attributes.get(name, "")

        def put(self: Element, value: Any) -> None:
            if flag:
                self._flag(name, value)
            else:
                self.setAttribute(name, value)

        return property(get, put)

    id = _reflected("id")
    className = _reflected("class")
    title = _reflected("title")
    type = _reflected("type")
    name = _reflected("name")
    lang = _reflected("lang")
    href = _reflected("href")
    placeholder = _reflected("placeholder")
    htmlFor = _reflected("for")

    hidden = _reflected("hidden", flag=True)
    disabled = _reflected("disabled", flag=True)
    open = _reflected("open", flag=True)
    required = _reflected("required", flag=True)

    @property
    def tabIndex(self) -> int:
        return int(self.attributes.get("tabindex", "0") or 0)

    @tabIndex.setter
    def tabIndex(self, value: Any) -> None:
        self.setAttribute("tabindex", str(int(value)))

    @property
    def dataset(self) -> Dataset:
        return Dataset(self)

    @property
    def classList(self) -> ClassList:
        return ClassList(self)

    @property
    def style(self) -> Style:
        return Style(self)

    def _number_attribute(name: str, default: float = 0) -> property:  # type: ignore[misc]  # noqa: N805
        def get(self: Element) -> float:
            try:
                return float(self.attributes.get(name, default))
            except ValueError:
                return default

        def put(self: Element, value: Any) -> None:
            self.setAttribute(name, js_string(value))

        return property(get, put)

    width = _number_attribute("width", 300)
    height = _number_attribute("height", 150)
    max = _number_attribute("max", 100)
    min = _number_attribute("min", 0)

    # ---- form fields -----------------------------------------------------------------------
    @property
    def value(self) -> str:
        if self.tagName == "SELECT":
            chosen = self.selected_option()
            return "" if chosen is None else chosen.value
        if self.tagName == "OPTION":
            return self.attributes.get("value", self.textContent.strip())
        if self.tagName == "TEXTAREA":
            return self._value if self._value is not None else self.textContent
        if self._value is not None:
            return self._value
        default = "on" if self.attributes.get("type") in ("checkbox", "radio") else ""
        return self.attributes.get("value", default)

    @value.setter
    def value(self, value: Any) -> None:
        value = "" if value is None else js_string(value)
        if self.tagName == "SELECT":
            for option in self.options:
                option.selected = option.value == value
            return
        if self.tagName == "OPTION":
            self.setAttribute("value", value)
            return
        self._value = value
        self.setAttribute("value", value)  # the fragment carries it: idiomorph sets the field's value

    def typed(self, value: str | None, checked: bool | None) -> None:
        """What the player typed or ticked, as the painter says (the screen already shows it)."""
        if self.tagName == "SELECT" and value is not None:
            self.value = value
        elif value is not None and self.tagName in ("INPUT", "TEXTAREA"):
            self._value = value
            self.attributes["value"] = value  # already on the screen: nothing to send
        if checked is not None and self.attributes.get("type") in ("checkbox", "radio"):
            self._checked = bool(checked)
            if checked:
                self.attributes["checked"] = ""
            else:
                self.attributes.pop("checked", None)

    @property
    def checked(self) -> bool:
        return self._checked if self._checked is not None else "checked" in self.attributes

    @checked.setter
    def checked(self, value: Any) -> None:
        self._checked = bool(value)
        self._flag("checked", value)

    @property
    def selected(self) -> bool:
        return "selected" in self.attributes

    @selected.setter
    def selected(self, value: Any) -> None:
        self._flag("selected", value)

    @property
    def options(self) -> NodeList:
        return NodeList(e for e in self.descendants() if e.tagName == "OPTION")

    def selected_option(self) -> Element | None:
        options = self.options
        chosen = [o for o in options if o.selected]
        return chosen[0] if chosen else (options[0] if options else None)

    @property
    def selectedIndex(self) -> int:
        chosen = self.selected_option()
        return -1 if chosen is None else self.options.index(chosen)

    @selectedIndex.setter
    def selectedIndex(self, index: int) -> None:
        for i, option in enumerate(self.options):
            option.selected = i == index

    @property
    def text(self) -> str:
        return self.textContent

    @text.setter
    def text(self, value: str) -> None:
        self.textContent = value

    @property
    def label(self) -> str:
        return self.attributes.get("label", self.textContent)

    @label.setter
    def label(self, value: str) -> None:
        self.setAttribute("label", value)

    files: NodeList = NodeList()  # a file field's chosen files (ChosenFile), as the painter sent them

    # ---- content ---------------------------------------------------------------------------
    @property
    def textContent(self) -> str:
        return "".join(n.data if isinstance(n, Text) else n.textContent for n in self.childNodes)

    @textContent.setter
    def textContent(self, value: Any) -> None:
        text = "" if value is None else str(value)
        if len(self.childNodes) == 1 and isinstance(self.childNodes[0], Text) and self.childNodes[0].data == text:
            return
        self._detach_all()
        if text:
            self._adopt(Text(self.screen, text))
        self.changed(content=True)

    innerText = textContent

    @property
    def children(self) -> NodeList:
        return NodeList(n for n in self.childNodes if isinstance(n, Element))

    @property
    def firstChild(self) -> Any:
        return self.childNodes[0] if self.childNodes else None

    @property
    def lastChild(self) -> Any:
        return self.childNodes[-1] if self.childNodes else None

    @property
    def firstElementChild(self) -> Element | None:
        children = self.children
        return children[0] if children else None

    @property
    def lastElementChild(self) -> Element | None:
        children = self.children
        return children[-1] if children else None

    @property
    def childElementCount(self) -> int:
        return len(self.children)

    @property
    def parentElement(self) -> Element | None:
        return self.parentNode

    def _siblings(self) -> list[Any]:
        return self.parentNode.childNodes if self.parentNode is not None else [self]

    @property
    def nextElementSibling(self) -> Element | None:
        siblings = [n for n in self._siblings() if isinstance(n, Element)]
        i = siblings.index(self)
        return siblings[i + 1] if i + 1 < len(siblings) else None

    @property
    def previousElementSibling(self) -> Element | None:
        siblings = [n for n in self._siblings() if isinstance(n, Element)]
        i = siblings.index(self)
        return siblings[i - 1] if i > 0 else None

    def _node(self, node: Any) -> Any:
        return Text(self.screen, node) if isinstance(node, str) else node

    def _adopt(self, node: Any, index: int | None = None) -> None:
        if node.parentNode is not None:
            node.parentNode.removeChild(node)
        node.parentNode = self
        if index is None:
            self.childNodes.append(node)
        else:
            self.childNodes.insert(index, node)

    def _detach_all(self) -> None:
        for node in self.childNodes:
            node.parentNode = None
        self.childNodes.clear()

    def appendChild(self, node: Any) -> Any:
        self._adopt(node)
        self.changed(content=True)
        return node

    def append(self, *nodes: Any) -> None:
        for node in nodes:
            self._adopt(self._node(node))
        self.changed(content=True)

    def prepend(self, *nodes: Any) -> None:
        for i, node in enumerate(nodes):
            self._adopt(self._node(node), i)
        self.changed(content=True)

    def insertBefore(self, node: Any, reference: Any) -> Any:
        if reference is None:
            return self.appendChild(node)
        if node.parentNode is self and node is not reference:
            self.childNodes.remove(node)
            node.parentNode = None
        self._adopt(node, self.childNodes.index(reference))
        self.changed(content=True)
        return node

    def removeChild(self, node: Any) -> Any:
        self.childNodes.remove(node)
        node.parentNode = None
        self.changed(content=True)
        return node

    def remove(self) -> None:
        if self.parentNode is not None:
            self.parentNode.removeChild(self)

    def replaceChildren(self, *nodes: Any) -> None:
        self._detach_all()
        for node in nodes:
            self._adopt(self._node(node))
        self.changed(content=True)

    def replaceWith(self, *nodes: Any) -> None:
        parent = self.parentNode
        if parent is None:
            return
        index = parent.childNodes.index(self)
        parent.removeChild(self)
        for i, node in enumerate(nodes):
            parent._adopt(parent._node(node), index + i)
        parent.changed(content=True)

    def before(self, *nodes: Any) -> None:
        parent = self.parentNode
        if parent is not None:
            for node in nodes:
                parent.insertBefore(parent._node(node), self)

    def after(self, *nodes: Any) -> None:
        parent = self.parentNode
        if parent is not None:
            following = self.nextSibling
            for node in nodes:
                parent.insertBefore(parent._node(node), following)

    @property
    def nextSibling(self) -> Any:
        siblings = self._siblings()
        i = siblings.index(self)
        return siblings[i + 1] if i + 1 < len(siblings) else None

    def contains(self, other: Any) -> bool:
        node = other
        while node is not None:
            if node is self:
                return True
            node = node.parentNode
        return False

    # ---- finding ---------------------------------------------------------------------------
    def descendants(self) -> Iterator[Element]:
        for node in self.childNodes:
            if isinstance(node, Element):
                yield node
                yield from node.descendants()

    def matches(self, selector: str) -> bool:
        return any(matches_chain(self, chain) for chain in parse_selector(selector))

    def closest(self, selector: str) -> Element | None:
        chains = parse_selector(selector)
        node: Element | None = self
        while node is not None and isinstance(node, Element):
            if any(matches_chain(node, chain) for chain in chains):
                return node
            node = node.parentNode
        return None

    def querySelectorAll(self, selector: str) -> NodeList:
        chains = parse_selector(selector)
        return NodeList(e for e in self.descendants() if any(matches_chain(e, chain, self) for chain in chains))

    def querySelector(self, selector: str) -> Element | None:
        chains = parse_selector(selector)
        return next((e for e in self.descendants() if any(matches_chain(e, chain, self) for chain in chains)), None)

    def getElementsByTagName(self, tag: str) -> NodeList:
        return NodeList(e for e in self.descendants() if e.tagName == tag.upper())

    # ---- behaviour -------------------------------------------------------------------------
    def focus(self, *_options: Any) -> None:
        self.screen.focus(self)

    def blur(self) -> None:
        if self.screen.active is self:
            self.screen.active = None

    def click(self) -> None:
        self.screen.dispatch(self, Event("click"))

    def scrollIntoView(self, options: Any = None) -> None:
        self.screen.scroll_to(self, options)

    def getBoundingClientRect(self) -> Rect:
        """A canvas's box on the window as the painter last measured it (with the pointer's
        input), else its display list's own size; other elements measure as nothing."""
        key = self.attributes.get("id", "")
        box = self.screen.canvas_boxes.get(key)
        if box is not None:
            return box
        size = self.screen.canvas_sizes.get(key)
        return Rect(*size) if size else Rect()

    offsetWidth = offsetHeight = clientWidth = clientHeight = 0
    # The worker lays nothing out: a panel's content is taller than any, so that scrolling to
    # its scrollHeight scrolls to the end (the page's browser stops there).
    scrollHeight = 10**9

    @property
    def scrollTop(self) -> float:
        return self.screen.scroll_tops.get(id(self), (self, 0.0))[1]

    @scrollTop.setter
    def scrollTop(self, value: Any) -> None:
        self.screen.scroll_tops[id(self)] = (self, float(value))  # the painter scrolls it, after the frame's morph
        self.screen.on_change()

    # ---- as HTML ---------------------------------------------------------------------------
    def start_tag(self) -> str:
        attrs = dict(self.attributes)
        if self.key is None:
            attrs["data-w"] = str(self.number)
        parts = [self.tagName.lower()]
        for name, value in attrs.items():
            parts.append(name if value == "" and name in BOOLEAN else f'{name}="{html.escape(value)}"')
        return "<" + " ".join(parts) + ">"

    @property
    def innerHTML(self) -> str:
        return "".join(n.html() for n in self.childNodes)

    def html(self) -> str:
        tag = self.tagName.lower()
        if tag in VOID:
            return self.start_tag()
        return f"{self.start_tag()}{self.innerHTML}</{tag}>"

    outerHTML = property(html)


# ---- the whole screen -------------------------------------------------------------------------


class _Builder(HTMLParser):
    def __init__(self, screen: Screen, root: Element):
        super().__init__(convert_charrefs=True)
        self.screen = screen
        self.stack = [root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(self.screen, tag, {k: v or "" for k, v in attrs})
        self.stack[-1]._adopt(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tagName == tag.upper():
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1]._adopt(Text(self.screen, data))


class Screen(EventTarget):
    """The document: its elements, what changed since the last frame, the focus.

    `on_change()` is called at the first change after a frame (the worker then schedules the
    next frame); `focused(key)` and `on_focus` tell the painter where the keyboard's focus goes."""

    def __init__(self, page_html: str = "", on_change: Callable[[], None] = lambda: None):
        super().__init__()
        self.count = 0
        self.by_number: dict[int, Element] = {}
        self.on_change = on_change
        self.dirty_content: set[Element] = set()
        self.dirty_attributes: set[Element] = set()
        self.canvas_sizes: dict[str, tuple[float, float]] = {}
        self.ids: dict[str, Element] = {}
        self.canvas_boxes: dict[str, Rect] = {}  # where the painter last saw each canvas
        self.active: Element | None = None
        self.focus_asked: Element | None = None
        self.scroll_asked: tuple[Element, dict[str, Any] | None] | None = None
        self.scroll_tops: dict[int, tuple[Element, float]] = {}  # scrollTop set since the last frame
        self.documentElement = Element(self, "html", {"lang": "en"})
        self.head = Element(self, "head")
        self.body = Element(self, "body")
        self.documentElement._adopt(self.head)
        self.documentElement._adopt(self.body)
        self.title = ""
        if page_html:
            self.load(page_html)

    def load(self, page_html: str) -> None:
        """The body of the page's HTML (its scripts left out: they are the main thread's)."""
        body = re.search(r"<body[^>]*>(.*)</body>", page_html, re.S)
        title = re.search(r"<title>(.*?)</title>", page_html, re.S)
        self.title = html.unescape(title.group(1)) if title else ""
        builder = _Builder(self, self.body)
        builder.feed(re.sub(r"<script\b.*?</script>", "", body.group(1) if body else page_html, flags=re.S))
        builder.close()
        self.dirty_content.clear()
        self.dirty_attributes.clear()

    def take_over(self, element: Element, fragment: str) -> None:
        """`element`'s children as the page shows them already (`fragment`, its HTML): nothing
        to send, as with the page's own HTML."""
        element._detach_all()
        builder = _Builder(self, element)
        builder.feed(fragment)
        builder.close()
        self.dirty_content.clear()
        self.dirty_attributes.clear()

    def numbered(self, element: Element) -> int:
        self.count += 1
        self.by_number[self.count] = element
        return self.count

    # ---- the document's calls ---------------------------------------------------------------
    def getElementById(self, element_id: str) -> Element | None:
        # The pages ask for the same few dozen ids all the time: the last answer, checked, first.
        known = self.ids.get(element_id)
        if known is not None and known.attributes.get("id") == element_id and self.attached(known):
            return known
        found = next((e for e in self.body.descendants() if e.attributes.get("id") == element_id), None)
        if found is not None:
            self.ids[element_id] = found
        return found

    def querySelector(self, selector: str) -> Element | None:
        return self.documentElement.querySelector(selector)

    def querySelectorAll(self, selector: str) -> NodeList:
        return self.documentElement.querySelectorAll(selector)

    def createElement(self, tag: str) -> Element:
        return Element(self, tag)

    def createTextNode(self, text: str) -> Text:
        return Text(self, str(text))

    @property
    def activeElement(self) -> Element:
        return self.active if self.active is not None and self.attached(self.active) else self.body

    def focus(self, element: Element) -> None:
        self.active = element
        self.focus_asked = element
        self.on_change()

    def scroll_to(self, element: Element, options: Any) -> None:
        """`element.scrollIntoView(options)`, by the painter with the next frame."""
        if hasattr(options, "to_py"):  # a JavaScript object (shell.browser.js_object)
            options = options.to_py()
        self.scroll_asked = (element, dict(options) if isinstance(options, dict) else None)
        self.on_change()

    # ---- changes ---------------------------------------------------------------------------
    def attached(self, node: Any) -> bool:
        while node is not None:
            if node is self.documentElement:
                return True
            node = node.parentNode
        return False

    def touched(self, element: Element, content: bool) -> None:
        if not self.attached(element):
            return
        node: Element | None = element
        while node is not None and node.key is None:  # a change inside an element without a name
            node, content = node.parentNode, True
        if node is None:
            return
        if not (self.dirty_content or self.dirty_attributes or self.focus_asked):
            self.on_change()
        (self.dirty_content if content else self.dirty_attributes).add(node)

    def frame_elements(self) -> list[dict[str, Any]]:
        """What changed since the last call, for a `frame`: each changed panel's content as
        HTML (the outermost changed one only), and the attributes of those whose own changed."""
        whole = {e for e in self.dirty_content if self.attached(e)}

        def covered(element: Element) -> bool:
            node = element.parentNode
            while node is not None:
                if node in whole:
                    return True
                node = node.parentNode
            return False

        entries = []
        for element in sorted(whole | self.dirty_attributes, key=lambda e: e.number):
            if covered(element) or not self.attached(element) or element.key is None:
                continue
            attrs: dict[str, Any] = {name: None for name in element.removed_attributes}
            attrs.update(element.attributes)
            entry: dict[str, Any] = {"id": element.key, "attrs": attrs}
            if element in whole:
                entry["html"] = element.innerHTML
            entries.append(entry)
        for element in whole | self.dirty_attributes:
            element.removed_attributes.clear()
        self.dirty_content.clear()
        self.dirty_attributes.clear()
        return entries

    def take_focus(self) -> str | None:
        """Where the painter puts the focus (once), by the element's name on the page."""
        element, self.focus_asked = self.focus_asked, None
        if element is None or not self.attached(element):
            return None
        return element.key or f":w{element.number}"

    def take_scroll_tops(self) -> list[list[Any]]:
        """The panels scrolled since the last frame, by name, and their scrollTop."""
        tops, self.scroll_tops = self.scroll_tops, {}
        return [[e.key or f":w{e.number}", top] for e, top in tops.values() if self.attached(e)]

    def take_scroll(self) -> list[Any] | None:
        """The element the painter scrolls into view (once), by its name, and the options."""
        asked, self.scroll_asked = self.scroll_asked, None
        if asked is None or not self.attached(asked[0]):
            return None
        element, options = asked
        return [element.key or f":w{element.number}", options]

    # ---- input -----------------------------------------------------------------------------
    def find(self, target: str | None, data: dict[str, str] | None = None, tag: str | None = None) -> Element | None:
        """The element an input message names: by id, by its fragment number (data-w), or (an
        element the worker never sent) by its data-* attributes."""
        data = data or {}
        if target:
            found = self.getElementById(target)
            if found is not None:
                return found
        if data.get("w", "").isdigit():
            found = self.by_number.get(int(data["w"]))
            if found is not None and self.attached(found):
                return found
        if data:
            wanted = {Dataset.attribute(k): v for k, v in data.items() if k != "w"}
            for element in self.body.descendants():
                if (tag is None or element.tagName == tag) and all(
                    element.attributes.get(k) == v for k, v in wanted.items()
                ):
                    return element
        return None

    def dispatch(self, target: EventTarget, event: Event, window: EventTarget | None = None) -> Event:
        """`event` at `target`, bubbling up to the document (and `window`)."""
        event.target = target
        path: list[EventTarget] = []
        node: Any = target
        while node is not None:
            path.append(node)
            node = node.parentNode if isinstance(node, Element) else None
        if path and path[-1] is self.documentElement:
            path.append(self)
            if window is not None:
                path.append(window)
        for step in path:
            step.fire(event)
            if event.stopped:
                break
        return event
