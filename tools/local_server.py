"""A folder served over HTTP on a free loopback port, quietly, for as long as a `with` lasts: the
built site for the browser tests and benchmarks, and the pages of "another site" that frame it."""

import contextlib
import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@contextlib.contextmanager
def served(folder: str | Path, host: str = "127.0.0.1") -> Iterator[str]:
    """Serve `folder`; yields its base URL, named with `host`: `localhost` makes it another site
    than one served as 127.0.0.1 (the browser's storage rules for frames differ)."""
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://{host}:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
