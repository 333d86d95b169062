"""The standard library's rest, loaded on demand: this file becomes `sitecustomize` in the
trimmed python_stdlib.zip (tools/trim_stdlib.py), which Python imports at start-up.

The site ships only the modules the game and PyScript import (python_stdlib.zip); every other
module of Pyodide's library sits in python_stdlib_rest.zip beside it, never fetched unless
asked for. Should some code import one of them anyway, this finder — last on sys.meta_path,
so only for names nothing else found — fetches that archive once (a synchronous request: an
import cannot wait), puts it on sys.path and imports from it. The console says so, since it
means the trimmed list missed a module. Without the archive (a host that lacks it, offline)
the import fails with the usual ModuleNotFoundError, naming the module.
"""

import sys
import zipimport

REST_ARCHIVE = "python_stdlib_rest.zip"
REST_MODULES: frozenset[str] = frozenset()  # written by tools/trim_stdlib.py
LOCAL_COPY = "/lib/python_stdlib_rest.zip"

_READ = """(url) => {
  if (typeof XMLHttpRequest === "undefined") {  // Node (tests): the runtime is a folder
    return new Uint8Array(process.getBuiltinModule("fs").readFileSync(new URL(url, "file:///")));
  }
  const request = new XMLHttpRequest();
  request.open("GET", url, false);
  request.overrideMimeType("text/plain; charset=x-user-defined");  // bytes, one per char
  request.send();
  if (request.status !== 200) throw new Error(url + ": HTTP " + request.status);
  return Uint8Array.from(request.responseText, (c) => c.charCodeAt(0) & 255);
}"""


class RestOfStdlib:
    """A meta path finder for the modules left out of the trimmed library."""

    def __init__(self):
        self.loaded: list[str] = []  # the modules it had to find: tests read it

    def find_spec(self, name, path=None, target=None):
        if name not in REST_MODULES:
            return None
        try:
            self._fetch(name)
        except Exception as error:  # no archive: the import fails as it would without us
            print(f"{name} is not in this site's trimmed Python library: {error}", file=sys.stderr)
            return None
        package = name.rpartition(".")[0].replace(".", "/")
        prefix = f"{LOCAL_COPY}/{package}/" if package else LOCAL_COPY
        spec = zipimport.zipimporter(prefix).find_spec(name)
        if spec is not None:
            self.loaded.append(name)
        return spec

    def _fetch(self, name: str):
        import os

        if os.path.exists(LOCAL_COPY):
            return
        import pyodide_js
        from js import console
        from pyodide.code import run_js

        url = str(pyodide_js._api.config.indexURL) + REST_ARCHIVE
        console.warn(f"Python: fetching {url}: the trimmed library lacks {name}, which the page imports")
        data = run_js(_READ)(url).to_bytes()
        with open(LOCAL_COPY, "wb") as f:
            f.write(data)


if not any(isinstance(f, RestOfStdlib) for f in sys.meta_path):
    sys.meta_path.append(RestOfStdlib())
