"""Reaching into a save's parsed JSON by path, for the save tests of every game: a path is a tuple
of keys and indices from the top (("players", 0, "gems", "blue")). No game's rules here."""

import json


def dump(data) -> str:
    """Compact JSON, as the games write their saves."""
    return json.dumps(data, separators=(",", ":"))


def clone(data):
    return json.loads(json.dumps(data))


def get_at(data, path):
    for key in path:
        data = data[key]
    return data


def set_at(data, path, value):
    get_at(data, path[:-1])[path[-1]] = value


def text_with(data, path, value) -> str:
    """The save `data` as text with the value at `path` replaced (data itself is left as it was)."""
    parent = get_at(data, path[:-1])
    old = parent[path[-1]]
    parent[path[-1]] = value
    try:
        return dump(data)
    finally:
        parent[path[-1]] = old


def all_paths(data, path=(), ends_only: bool = False):
    """The path of every value in `data`, its own first (the empty path), then depth first; with
    `ends_only`, of each list only its first and last items' (fewer cases from a long save)."""
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from all_paths(value, path + (key,), ends_only)
    elif isinstance(data, list):
        indices = sorted({0, len(data) - 1}) if ends_only and data else range(len(data))
        for i in indices:
            yield from all_paths(data[i], path + (i,), ends_only)


def typed_leaves(data):
    """(path, value) of every boolean and integer in `data`."""
    for path in all_paths(data):
        value = get_at(data, path)
        if type(value) in (bool, int):
            yield path, value


def loose_types(value):
    """What a loose reader would take for the boolean or integer `value`: numbers for a boolean,
    booleans and floats for an integer (-0.0 and 1.0 included). A strict save reader refuses each."""
    if type(value) is bool:
        return [int(value), float(value), -0.0 if not value else 1.0, str(value).lower()]
    return [float(value), value != 0, value == 0, -0.0 if value == 0 else float(-value)]


def json_kind(value) -> str:
    if value is None:
        return "null"
    return {bool: "bool", int: "int", float: "float", str: "str", list: "list", dict: "dict"}[type(value)]
