"""Hungarian's definite article before a value known only when the text is made: "a Föld",
"az Uránusz", "az 1. forduló", "a 2. forduló" — never the catalogue's "a(z)" hedge. The
catalogue marks such a field with the format spec "az" (shell.i18n.hungarian_article)."""

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from shell import i18n
from shell.i18n import _, hungarian_article, ngettext, pgettext
from tools import i18n as catalogues

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("word", "article"),
    [
        ("Föld", "a"),
        ("Mars", "a"),
        ("Merkúr", "a"),
        ("Kisbolygóöv", "a"),
        ("Uránusz", "az"),
        ("Ipar", "az"),
        ("Énekesmadár", "az"),
        ("Ökológia", "az"),
        ("Űr", "az"),
        ("„Egyezmény”", "az"),
        (1, "az"),  # egy
        (2, "a"),  # kettő
        (5, "az"),  # öt
        (10, "a"),  # tíz
        (15, "a"),  # tizenöt
        (50, "az"),  # ötven
        (100, "a"),  # száz
        (512, "az"),  # ötszáztizenkettő
        (1000, "az"),  # ezer
        (1024, "az"),  # ezerhuszonnégy
        (2048, "a"),  # kétezer-negyvennyolc
        (10_000, "a"),  # tízezer
        (1_000_000, "az"),  # egymillió
        ("16", "a"),
    ],
)
def test_the_article_follows_the_first_sound(word, article):
    assert hungarian_article(word) == article


def test_no_hungarian_message_hedges_with_a_z():
    with open(catalogues.po_path("hu"), "rb") as f:
        catalogue = read_po(f)
    hedged = [
        m.id
        for m in catalogue
        if m.id and any("a(z)" in s.lower() for s in (m.string if isinstance(m.string, tuple) else (m.string,)))
    ]
    assert hedged == []


def test_the_page_before_python_never_meets_an_articled_field():
    """web/loading.js fills its few messages' `{n}` itself: none of them may carry an article spec."""
    with open(catalogues.po_path("hu"), "rb") as f:
        catalogue = read_po(f)
    used = set(re.findall(r'_\("([^"]+)"\)', (ROOT / "web" / "loading.js").read_text(encoding="utf-8")))
    assert used
    articled = [m.id for m in catalogue if m.id in used and re.search(r":[Aa]z\}", str(m.string))]
    assert articled == []


@pytest.fixture
def hungarian(tmp_path):
    (tmp_path / "hu" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "hu" / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()["hu"])
    i18n.use("hu", tmp_path)
    yield
    i18n.use(None)


def test_shown_hungarian_writes_the_article_the_value_needs(hungarian):
    halve = _("Halve my {site} token, {change}")
    assert halve.format(site="Föld", change="16 → 8") == "Megfelezem a Föld-jelzőmet, 16 → 8"
    assert halve.format(site="Uránusz", change="16 → 8") == "Megfelezem az Uránusz-jelzőmet, 16 → 8"
    assert (
        _("The {site} token is on 1: it cannot yield a billion.").format(site="Uránusz").startswith("Az Uránusz-jelző ")
    )
    assert _("The {site} token is on 1: it cannot yield a billion.").format(site="Mars").startswith("A Mars-jelző ")
    settles = ngettext(
        "settles the {n} billion waiting at {site} on space {space}",
        "settles the {n} billion waiting at {site} on space {space}",
        2,
    )
    assert settles.format(n=2, site="Föld", space=5) == "letelepíted a Föld dobozában váró 2 milliárdot az 5. mezőre"
    assert pgettext("the object of a move", "your {site} token").format(site="Ió") == "az Ió-jelződet"
    assert _("Make a Discovery cannot be played before round {n}.").format(n=3).endswith("a 3. forduló előtt.")
    assert _("Who plays seat {n}").format(n=1) == "1. hely: ki játszik"


def test_a_neutrals_doubling_names_whose_token_it_is_in_hungarian(hungarian):
    """'1. játékos, aki ebben a körben Semleges rózsaszín helyett dönt, megkísérli duplázni a
    Föld-jelzőjét' read as the player's own token (play-test 20): the neutral is named as its owner."""
    from sixbillion_ui.describe import attempt_text

    said = attempt_text("1. játékos", "Semleges rózsaszín", "earth", 2)
    assert "megkísérli duplázni a Semleges rózsaszín Föld-jelzőjét, 2 → 4." in said, said
