"""CSS selectors for the worker's screen (shell/screen.py): the subset the pages use — a tag,
`#id`, `.class`, `[attr]`, `[attr=value]` (also `^=` and `~=`), `:focus`, descendant and child
(`>`) combinators, and lists (`,`). An element here is anything with `tagName`, `attributes` (a
dict) and `parentNode`; for `:focus`, `screen.activeElement` too."""

import re
from typing import Any

_SIMPLE = re.compile(
    r"""([a-zA-Z][\w-]*)|#([\w-]+)|\.([\w-]+)|\[([\w-]+)(?:([~^$*|]?=)(?:"([^"]*)"|'([^']*)'|([^\]]*)))?\]|(:focus)\b"""
)


def _parse_compound(text: str) -> list[tuple[Any, ...]]:
    tests: list[tuple[Any, ...]] = []
    pos = 0
    while pos < len(text):
        m = _SIMPLE.match(text, pos)
        if m is None:
            raise ValueError(f"selector not understood here: {text!r}")
        tag, ident, cls, attr, op, v1, v2, v3, focus = m.groups()
        if focus:
            tests.append(("focus",))
        elif tag:
            tests.append(("tag", tag.upper()))
        elif ident:
            tests.append(("id", ident))
        elif cls:
            tests.append(("class", cls))
        else:
            value = next((v for v in (v1, v2, v3) if v is not None), None)
            tests.append(("attr", attr.lower(), op, value))
        pos = m.end()
    return tests


_cache: dict[str, list[list[Any]]] = {}


# A selector's tokens: a compound (an attribute test's quoted value may hold anything, spaces,
# commas and brackets too: a button's data-action is JSON), a child combinator, a list's comma.
_TOKENS = re.compile(r"""(?:[^\s>,"'\[]|\[(?:"[^"]*"|'[^']*'|[^\]"'])*\])+|>|,""")


def parse_selector(selector: str) -> list[list[Any]]:
    """A selector list as chains: [[(combinator, tests), ...], ...], rightmost last."""
    if selector not in _cache:
        chains: list[list[Any]] = [[]]
        combinator = " "
        for token in _TOKENS.findall(selector):
            if token == ",":
                chains.append([])
                combinator = " "
            elif token == ">":
                combinator = ">"
            else:
                chains[-1].append((combinator, _parse_compound(token)))
                combinator = " "
        _cache[selector] = chains
    return _cache[selector]


def _passes(element: Any, tests: list[tuple[Any, ...]]) -> bool:
    for test in tests:
        kind = test[0]
        if kind == "tag" and element.tagName != test[1]:
            return False
        if kind == "id" and element.attributes.get("id") != test[1]:
            return False
        if kind == "class" and test[1] not in element.attributes.get("class", "").split():
            return False
        if kind == "focus" and element.screen.activeElement is not element:
            return False
        if kind == "attr":
            _, name, op, value = test
            have = element.attributes.get(name)
            if have is None or (op == "=" and have != value):
                return False
            if op == "^=" and not have.startswith(value):
                return False
            if op == "~=" and value not in have.split():
                return False
    return True


def matches_chain(element: Any, chain: list[Any], scope: Any = None) -> bool:
    if not chain or not _passes(element, chain[-1][1]):
        return False
    combinator = chain[-1][0]
    rest = chain[:-1]
    if not rest:
        return True
    node = element.parentNode
    while node is not None and node is not scope:
        if matches_chain(node, rest, scope):
            return True
        if combinator == ">":
            return False
        node = node.parentNode
    return False
