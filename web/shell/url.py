"""Reading a page's URL query, for any game's start-up links (`?players=...&seed=...`)."""

import re

_ESCAPE = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def unquote(text: str) -> str:
    # A few lines instead of urllib.parse, whose import alone costs ~0.1 s in Pyodide at start-up.
    text = text.replace("+", " ")
    return _ESCAPE.sub(lambda m: bytes.fromhex(m.group(0).replace("%", "")).decode("utf-8", "replace"), text)


def parse_qs(query: str) -> dict[str, list[str]]:
    """`a=1&b=x%20y` -> {"a": ["1"], "b": ["x y"]} (like urllib.parse.parse_qs)."""
    out: dict[str, list[str]] = {}
    for part in query.split("&"):
        if not part:
            continue
        key, _, value = part.partition("=")
        out.setdefault(unquote(key), []).append(unquote(value))
    return out
