"""The message catalogues, with Babel (build and test time only; the page reads `.mo` files
with Python's own `gettext`).

    python tools/i18n.py extract   # the sources' words -> web/locale/messages.pot, and each
                                   # language's .po updated from it (new ids empty, gone ids dropped)
    python tools/i18n.py check     # every .po complete, nothing fuzzy, placeholders intact

`write_locale_zip(target)` (called by build_site.py) compiles every language's `.po`, plus
the pseudo-locale made from the template (every message wrapped in ⟦ ⟧, for the tests that
look for words bypassing the catalogues), into one zip that pyscript.toml's [files] unpacks
as `locale/<lang>/LC_MESSAGES/messages.mo`.

The mapping of sources to extract is babel.cfg at the repository's root.
"""

import io
import os
import sys
import zipfile
from collections.abc import Iterable
from html.parser import HTMLParser
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "web" / "locale"
TEMPLATE = LOCALE / "messages.pot"
DOMAIN = "messages"
PSEUDO = "qps"  # web/shell/i18n.py's PSEUDO: reachable by ?lang=qps only
FIXED_TIME = (2020, 1, 1, 0, 0, 0)
PROJECT = "Charon, Inc."


def extracted() -> Catalog:
    """The words of the sources named by babel.cfg, as a template catalogue."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # babel.cfg names this module's HTML extractor as tools.i18n
    with open(ROOT / "babel.cfg", encoding="utf-8") as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)
    catalog = Catalog(project=PROJECT, fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
        ROOT,
        method_map,
        options_map,
        comment_tags=("Translators:",),
        strip_comment_tags=True,
        directory_filter=_only_web,
    ):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


class _ChromeWords(HTMLParser):
    """The words of a page's HTML that the page translates: the text of each element marked
    `data-i18n`, and each attribute named by a `data-i18n-<attribute>` mark."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[int, str]] = []
        self.open: list[tuple[str, int, list[str]]] = []  # marked elements being read

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        line = self.getpos()[0]
        for name in values:
            if name.startswith("data-i18n-") and values.get(name[len("data-i18n-") :]):
                self.found.append((line, words(values[name[len("data-i18n-") :]] or "")))
        if self.open:
            raise ValueError(f"line {line}: <{tag}> inside a data-i18n element (its text is replaced whole)")
        if "data-i18n" in values:
            self.open.append((tag, line, []))

    def handle_data(self, data: str) -> None:
        if self.open:
            self.open[-1][2].append(data)

    def handle_endtag(self, tag: str) -> None:
        if self.open and self.open[-1][0] == tag:
            _tag, line, texts = self.open.pop()
            self.found.append((line, words("".join(texts))))


def words(text: str) -> str:
    """Text as the page shows it and the catalogue keys it: whitespace runs as one space."""
    return " ".join(text.split())


def extract_html(fileobj, keywords, comment_tags, options):
    """Babel extraction method for the pages' HTML (babel.cfg's `[html: ...]`): see _ChromeWords."""
    parser = _ChromeWords()
    parser.feed(fileobj.read().decode("utf-8"))
    parser.close()
    for line, text in parser.found:
        if text:
            yield line, None, text, []


def _only_web(dirpath: str) -> bool:
    """Walk the root and web/ alone (not node_modules/, dist/, ...): babel.cfg maps nothing else."""
    relative = Path(os.path.relpath(dirpath, ROOT)).parts  # not resolved: node_modules may be a link
    return (relative in ((), (".",)) or relative[0] == "web") and "__pycache__" not in relative


def languages() -> list[str]:
    return sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(path: Path, locale: str | None = None) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f, locale=locale)


def _write_po(path: Path, catalog: Catalog) -> None:
    buf = io.BytesIO()
    # Files only, no line numbers: a line moved in the sources does not churn the catalogues.
    write_po(buf, catalog, width=100, include_lineno=False, omit_header=False, sort_output=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue())


def extract() -> None:
    """Rewrite the template from the sources and bring every .po up to date with it."""
    template = extracted()
    if TEMPLATE.exists():
        old = read(TEMPLATE)
        if {(m.id, m.context) for m in old} == {(m.id, m.context) for m in template}:
            template.creation_date = old.creation_date  # no new words: no new date either
    _write_po(TEMPLATE, template)
    for lang in languages():
        catalog = read(po_path(lang), lang)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()  # ids gone from the sources: nothing shows them any more
        _write_po(po_path(lang), catalog)
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(template)} messages; languages: {', '.join(languages())}")


def problems(lang: str) -> list[str]:
    """What keeps a language's catalogue from being complete: an untranslated or fuzzy message,
    a message the template no longer has or lacks, a placeholder changed."""
    catalog = read(po_path(lang), lang)
    template = read(TEMPLATE)
    out = []
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in template if m.id}
    have = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}
    out += [f"{lang}: not in the catalogue (run tools/i18n.py extract): {i!r}" for i in sorted(ids - have)]
    out += [f"{lang}: no longer in the sources: {i!r}" for i in sorted(have - ids)]
    for m in catalog:
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.fuzzy:
            out.append(f"{lang}: fuzzy: {m.id!r}")
        elif not all(strings):
            out.append(f"{lang}: untranslated: {m.id!r}")
        else:
            ids_ = m.id if isinstance(m.id, tuple) else (m.id,)
            wanted = set().union(*(_fields(i) for i in ids_))
            for form, s in enumerate(strings):
                fields = _fields(s)
                # A language's form for one alone may say the count in words, without `{n}`
                # (Spanish "mil millones", not "1 mil millones").
                of_one = form == 0 and isinstance(m.id, tuple) and catalog.plural_expr == "(n != 1)"
                if fields != wanted and not (of_one and fields == wanted - {"n"}):
                    out.append(f"{lang}: placeholders {sorted(fields)} differ from {sorted(wanted)}: {m.id!r}")
    return out


def _fields(text: str) -> set[str]:
    """The `{name}` fields of a format string."""
    import string

    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def pseudo() -> Catalog:
    """Every message of the template wrapped in ⟦ ⟧ (placeholders kept), English plural rule."""
    catalog = Catalog(locale="en", domain=DOMAIN, project=PROJECT, fuzzy=False)
    for m in read(TEMPLATE):
        if not m.id:
            continue
        string = tuple(f"⟦{s}⟧" for s in m.id) if isinstance(m.id, tuple) else f"⟦{m.id}⟧"
        catalog.add(m.id, string, context=m.context)  # pgettext's messages too
    return catalog


def mo_bytes(catalog: Catalog) -> bytes:
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    return buf.getvalue()


def compiled() -> dict[str, bytes]:
    """Each language's compiled catalogue, the pseudo-locale's included."""
    out = {lang: mo_bytes(read(po_path(lang), lang)) for lang in languages()}
    out[PSEUDO] = mo_bytes(pseudo())
    return out


def loading_words(also: Iterable[str] = ()) -> dict[str, dict[str, str]]:
    """For each language, the translations of the words the pages show before Python starts:
    those of the HTML and of web/loading.js, and the message ids `also` (words loading.js shows
    from data, such as the set-up form's colour names): window.CHARON_WORDS, read by loading.js."""
    wanted = set(also)
    out: dict[str, dict[str, str]] = {}
    for lang in languages():
        words = {}
        for m in read(po_path(lang), lang):
            if (
                m.id
                and isinstance(m.id, str)
                and m.string
                and (
                    m.id in wanted
                    or any(where.endswith(".html") or where == "web/loading.js" for where, _line in m.locations)
                )
            ):
                words[m.id] = m.string
        out[lang] = words
    return out


def write_locale_zip(target: Path) -> Path:
    """target/locale.zip: locale/<lang>/LC_MESSAGES/messages.mo for every language."""
    target.mkdir(parents=True, exist_ok=True)
    path = target / "locale.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for lang, data in sorted(compiled().items()):
            info = zipfile.ZipInfo(f"locale/{lang}/LC_MESSAGES/{DOMAIN}.mo", date_time=FIXED_TIME)
            z.writestr(info, data, zipfile.ZIP_DEFLATED)
    return path


def main(args: list[str]) -> None:
    if args == ["extract"]:
        extract()
    elif args == ["check"]:
        found = [p for lang in languages() for p in problems(lang)]
        print("\n".join(found) or f"complete: {', '.join(languages())}")
        sys.exit(1 if found else 0)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
