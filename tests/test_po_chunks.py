"""tools/po_chunks.py: what a language lacks, handed out numbered, and the answers taken back."""

import shutil

from tools import i18n as catalogues
from tools import po_chunks


def test_missing_lists_what_spanish_lacks_and_apply_takes_the_answers_back(tmp_path, monkeypatch):
    locale = tmp_path / "locale"
    (locale / "es" / "LC_MESSAGES").mkdir(parents=True)
    po = catalogues.po_path("es").read_text(encoding="utf-8")
    po = po.replace('msgstr "Tratado de Apertura"', 'msgstr ""', 1)
    po = po.replace('msgstr[0] "{n} carta"\nmsgstr[1] "{n} cartas"', 'msgstr[0] ""\nmsgstr[1] ""', 1)
    (locale / "es" / "LC_MESSAGES" / "messages.po").write_text(po, encoding="utf-8")
    shutil.copy(catalogues.TEMPLATE, locale / "messages.pot")
    monkeypatch.setattr(catalogues, "LOCALE", locale)
    monkeypatch.setattr(catalogues, "TEMPLATE", locale / "messages.pot")
    assert "es: untranslated: 'Opening Treaty'" in catalogues.problems("es")

    chunks = tmp_path / "chunks"
    po_chunks.missing("es", chunks)
    handed = (chunks / "chunk-001.txt").read_text(encoding="utf-8")
    assert "### 1 " in handed and "### 2 " in handed and "### 3" not in handed
    assert "Opening Treaty" in handed and "{n} card\n||\n{n} cards" in handed

    by_id = {"Opening Treaty": "Tratado de Apertura", "{n} card": "{n} carta\n||\n{n} cartas"}
    answers = po_chunks.parse(handed)
    written = [f"### {n}\n{by_id[forms[0]]}" for n, forms in answers.items()]
    (chunks / "answers-001.txt").write_text("\n".join(written) + "\n", encoding="utf-8")
    po_chunks.apply("es", [chunks / "answers-001.txt"])
    assert catalogues.problems("es") == []
    assert (locale / "es" / "LC_MESSAGES" / "messages.po").read_text(encoding="utf-8").count("Tratado de Apertura") >= 1
