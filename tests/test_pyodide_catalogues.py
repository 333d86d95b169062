"""The catalogues as the page reads them: the built site's dist/py/locale.zip, unpacked as
pyscript.toml's [files] does, read by web/shell/i18n.py with the `gettext` module of the
site's own (trimmed) Pyodide runtime — Hungarian and Spanish words, plural forms and the pseudo-locale,
with nothing fetched from the rest of the standard library."""

import base64
import json
from pathlib import Path

import pytest

from tools.pyodide import SITE_RUNTIME, run_python_file

REPO = Path(__file__).resolve().parent.parent
LOCALE_ZIP = REPO / "dist" / "py" / "locale.zip"

SCRIPT = """\
import base64, io, json, os, sys, zipfile
os.makedirs("/site/shell", exist_ok=True)
os.chdir("/site")
zipfile.ZipFile(io.BytesIO(base64.b64decode(LOCALE))).extractall("/site")
open("/site/shell/__init__.py", "w").close()
open("/site/shell/i18n.py", "w").write(SOURCE)
sys.path.insert(0, "/site")
finder = next(f for f in sys.meta_path if type(f).__name__ == "RestOfStdlib")
already = len(finder.loaded)  # the test harness's own (runpy.run_path imports pkgutil)
from shell import i18n
i18n.use("hu")
hu = [i18n._("Stolen Intelligence"), i18n.ngettext("{n} point", "{n} points", 2).format(n=2),
      i18n.pgettext("ordinal", "{n}nd").format(n=2)]
i18n.use("es")
es = [i18n._("Opening Treaty"), i18n.ngettext("{n} card", "{n} cards", 1).format(n=1),
      i18n.ngettext("{n} card", "{n} cards", 1000000).format(n=1000000)]
i18n.use("qps")
pseudo = i18n._("Turn order")
i18n.use("en")
print(json.dumps({"hu": hu, "es": es, "pseudo": pseudo, "en": i18n._("Turn order"), "lang": i18n.language(),
                  "fetched": finder.loaded[already:]}))
"""


def test_the_page_reads_its_languages_and_the_pseudo_locale_with_pyodides_gettext(tmp_path):
    if not (SITE_RUNTIME / "python_stdlib.zip").is_file() or not LOCALE_ZIP.is_file():
        pytest.fail("dist/ is not built: run the tests through ./build.sh test")
    script = tmp_path / "catalogues.py"
    source = (REPO / "web" / "shell" / "i18n.py").read_text(encoding="utf-8")
    locale = base64.b64encode(LOCALE_ZIP.read_bytes()).decode()
    script.write_text(f"LOCALE = {locale!r}\nSOURCE = {source!r}\n" + SCRIPT, encoding="utf-8")
    out = json.loads(run_python_file(script, timeout=300, runtime=SITE_RUNTIME).strip().splitlines()[-1])
    assert out["hu"] == ["Lopott intelligencia", "2 győzelmi pont", "2."]
    assert out["es"] == ["Tratado de Apertura", "1 carta", "1000000 cartas"]
    assert out["pseudo"] == "⟦Turn order⟧"
    assert out["en"] == "Turn order" and out["lang"] == "en"
    assert out["fetched"] == []  # gettext and what it needs are in the trimmed library
