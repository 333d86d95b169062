"""The pseudo-locale's rule, shared by the tests that read a page's words in it (tools/i18n.py's
`pseudo()` catalogue wraps every message in ⟦ ⟧): what is left of a text once every wrapped
message and every name is taken out may hold digits, punctuation, symbols and spaces — never a
letter, which would be a word that bypassed the catalogues."""

import re
from collections.abc import Iterable

WRAPPED = re.compile(r"⟦[^⟦⟧]*⟧")  # innermost first: messages nest (a gem's name in a claim)


def unwrapped(text: str, names: Iterable[str] = ()) -> str:
    """What is left of `text` once every message of the pseudo-locale and every name in `names`
    is taken out. A label cut with "…" to fit its room counts as wrapped up to the cut."""
    text = str(text)
    if text.endswith("…"):  # a label cut to fit its room: wrapped up to the cut
        text = text[:-1] + "⟧" * (text.count("⟦") - text.count("⟧"))
    while WRAPPED.search(text):
        text = WRAPPED.sub(" ", text)
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


def has_word(text: str, names: Iterable[str] = ()) -> bool:
    """Whether `text` holds a letter outside the catalogues' messages and `names`."""
    return any(ch.isalpha() for ch in unwrapped(text, names))
