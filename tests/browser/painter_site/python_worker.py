"""The page's side of the painter's messages, in Python (docs/worker-page.md): a board with a
square where it was last clicked, and a count of clicks saved in localStorage through the page."""

import json

from js import Object, postMessage
from pyodide.ffi import to_js

clicks = 0
square = (10, 10)
status = ""


def post(message: dict) -> None:
    # A plain JavaScript object, not a Map: the painter reads message.kind.
    postMessage(to_js(message, dict_converter=Object.fromEntries))


def frame() -> None:
    x, y = square
    ops = [["rect", 0, 0, 200, 100, "#000000", None, 0, 0], ["rect", x - 5, y - 5, 10, 10, "#ff0000", None, 0, 0]]
    post(
        {
            "kind": "frame",
            "canvases": [{"id": "board", "ops": json.dumps(ops), "width": 200, "height": 100}],
            "elements": [
                {"id": "panel", "html": f'<p id="count">Clicks: {clicks}</p><p id="status">{status}</p>'},
                {"id": "board", "attrs": {"data-square": f"{square[0]},{square[1]}"}},
            ],
        }
    )


def receive(message) -> None:
    global clicks, square, status
    m = message.to_py()
    if m["kind"] == "start":
        clicks = int(m["records"].get("demo:clicks", 0))
        status = f"Python: storage {m['storage']}"
        frame()
    elif m["kind"] == "input" and m["type"] == "click" and m["target"] == "board":
        clicks += 1
        post({"kind": "store", "id": clicks, "writes": [["demo:clicks", str(clicks)]]})
        square = (round(m["x"]), round(m["y"]))
        frame()
    elif m["kind"] == "stored":
        status = f"Python: saved ({m['id']})" if m["ok"] else f"Python: refused, {m['reason']}"
        frame()
