"""A language's missing translations, handed out in chunks and taken back (development time).

    python tools/po_chunks.py new es              # start web/locale/es/.../messages.po from the template
    python tools/po_chunks.py missing es DIR      # DIR/chunk-NNN.txt: the untranslated or fuzzy ids
    python tools/po_chunks.py apply es DIR/tr-*.txt   # the translations written for those chunks

`missing` numbers every message a language lacks and writes them a chunk at a time (DIR/ids.json
keeps which number is which id), so that a translator — or the lead after a merge brings new
English words — works through them in order. A chunk lists each message as

    ### 17 web/sixbillion_ui/story.py
    {name} doubles {site}.

(a plural message gives its two English forms, separated by a line `||`). A translation file
answers in the same shape: `### 17` then the translation, and for a plural message each form of
the language, separated by `||` lines. `apply` writes them into the catalogue, not fuzzy;
`python tools/i18n.py check` then says what is still missing or has lost a placeholder.
"""

import json
import re
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from babel.messages.catalog import Catalog

from tools.i18n import PROJECT, TEMPLATE, _write_po, po_path, read

CHUNK = 80
HEADER = re.compile(r"^### (\d+)\b")


def new(lang: str) -> None:
    path = po_path(lang)
    if path.exists():
        raise SystemExit(f"{path} exists already")
    catalog = Catalog(locale=lang, project=PROJECT, fuzzy=False)
    catalog.update(read(TEMPLATE), no_fuzzy_matching=True)
    _write_po(path, catalog)
    print(f"{path}: {len(catalog)} messages, {catalog.plural_forms}")


def _lacking(catalog: Catalog) -> list:
    def done(m) -> bool:
        strings = m.string if isinstance(m.string, tuple | list) else (m.string,)
        return bool(strings) and all(strings) and not m.fuzzy

    return [m for m in catalog if m.id and not done(m)]


def missing(lang: str, folder: Path) -> None:
    catalog = read(po_path(lang), lang)
    lacking = _lacking(catalog)
    folder.mkdir(parents=True, exist_ok=True)
    ids = {}
    for start in range(0, len(lacking), CHUNK):
        lines = []
        for number, m in enumerate(lacking[start : start + CHUNK], start + 1):
            ids[number] = {"id": m.id, "context": m.context}
            where = ", ".join(sorted({f for f, _line in m.locations}))
            lines.append(f"### {number} {where}")
            lines.append("\n||\n".join(m.id) if isinstance(m.id, tuple) else m.id)
        (folder / f"chunk-{start // CHUNK + 1:03}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (folder / "ids.json").write_text(json.dumps(ids, ensure_ascii=False, indent=0), encoding="utf-8")
    print(f"{lang}: {len(lacking)} messages lacking, in {folder}")


def parse(text: str) -> dict[int, list[str]]:
    """A translation file's answers: number -> its forms."""
    answers: dict[int, list[str]] = {}
    number = None
    body: list[str] = []

    def close() -> None:
        if number is not None:
            forms = "\n".join(body).strip("\n").split("\n||\n")
            answers[number] = forms

    for line in text.splitlines():
        head = HEADER.match(line)
        if head:
            close()
            number, body = int(head.group(1)), []
        elif number is not None:
            body.append(line)
    close()
    return answers


def apply(lang: str, files: list[Path]) -> None:
    folder = files[0].parent
    ids = {int(k): v for k, v in json.loads((folder / "ids.json").read_text(encoding="utf-8")).items()}
    catalog = read(po_path(lang), lang)
    applied = 0
    for file in files:
        for number, forms in parse(file.read_text(encoding="utf-8")).items():
            key = ids[number]
            msgid = tuple(key["id"]) if isinstance(key["id"], list) else key["id"]
            message = catalog.get(msgid, key["context"])
            if message is None:
                print(f"{file.name}: {number} is no longer in the catalogue")
                continue
            if isinstance(message.id, tuple):
                if len(forms) != catalog.num_plurals:
                    print(f"{file.name}: {number} needs {catalog.num_plurals} forms, has {len(forms)}")
                    continue
                message.string = tuple(forms)
            else:
                if len(forms) != 1:
                    print(f"{file.name}: {number} is not a plural message")
                    continue
                message.string = forms[0]
            message.flags.discard("fuzzy")
            applied += 1
    _write_po(po_path(lang), catalog)
    print(f"{lang}: {applied} translations applied; {len(_lacking(catalog))} still lacking")


def main(args: list[str]) -> None:
    if len(args) == 2 and args[0] == "new":
        new(args[1])
    elif len(args) == 3 and args[0] == "missing":
        missing(args[1], Path(args[2]))
    elif len(args) >= 3 and args[0] == "apply":
        apply(args[1], [Path(a) for a in args[2:]])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
