"""The query string read as the browser's URL gives it (shell.url), with no urllib on the page."""

from charon_ui.game_kind import CHARON_TABLE
from shell.setup import parse_query


def test_query_decoding_matches_urllib():
    from urllib.parse import parse_qs as reference

    from shell.url import parse_qs

    for q in ("players=human,human&seed=42", "names=Ann%20B,%C3%89lo+D&x=&y", "a=1&a=2", "%zz=%4"):
        assert parse_qs(q) == {k: v for k, v in reference(q, keep_blank_values=True).items()}
    setup = parse_query(CHARON_TABLE, "?players=human,human&names=%C3%89lo,Bob", 1)
    assert setup.players.names == ["Élo", "Bob"]
