"""A site's marks beside its name ("agenda ×2", "blocked") and its points ("8/4/2") stay whole
and apart, on the table and on a phone, in every language (issue 36: at 1280x800 in Spanish,
Earth's "agenda ×2" and "bloqueado" ran over each other and over its points)."""

import itertools

import pytest

from game.sixbillion import scenario, view
from game.sixbillion.components import AGENDA_SITE, GROWTH_LIMIT, SITES
from game.sixbillion.growth import growth_allows
from shell import i18n
from shell.canvas import text_width
from sixbillion_ui import layout as L
from sixbillion_ui.render import BOLD_WIDE, draw, draw_phone_board
from tools import i18n as catalogues

NAMES = ["Ann", "Bob"]


def text_box(op: list, wide: bool = True) -> tuple[float, float, float, float]:
    """A drawn text's box (left, top, right, bottom): its width by text_width, widened for bold
    when `wide` (BOLD_WIDE: bold "agenda ×2" runs wider than text_width's average glyph)."""
    _kind, x, y, words, font, _fill, align, baseline = op[:8]
    weight, size_px = font.split("px")[0].rsplit(" ", 1) if " " in font.split("px")[0] else ("", font.split("px")[0])
    size = float(size_px)
    w = text_width(words, size) * (BOLD_WIDE if wide and "bold" in weight else 1)
    if len(op) > 8:  # drawn with a max_width: squeezed to it
        w = min(w, op[8])
    left = x - w if align == "right" else x - w / 2 if align == "center" else x
    top = y - size / 2 if baseline == "middle" else y
    return (left, top, left + w, top + size)


def apart(a, b, gap: float = 2) -> bool:
    return a[2] + gap <= b[0] or b[2] + gap <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def every_site_blocked_and_the_agenda_on(agenda_site: str):
    tracks = {site: {0: limit, 1: limit} for site, limit in GROWTH_LIMIT.items() if limit is not None}
    agenda = next(a for a, s in AGENDA_SITE.items() if s == agenda_site)
    other = next(a for a, s in AGENDA_SITE.items() if s != agenda_site)
    # Discovery cards' badges at the labels' foot: the viewer's revealed one with their token
    # ("bloqueado" ran into its letter), the viewer's face down, another's revealed
    held = [[["discovery_jupiter", True], "discovery_saturn"], [["discovery_venus", True]]]
    state = scenario(2, tracks=tracks, agendas=[agenda, other], discovery_track=True, discoveries=held)
    assert all(not growth_allows(s, state.tracks[s]) for s in tracks)  # every limited site "blocked"
    return view(state, 0)


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
@pytest.mark.parametrize("where", ["table", "phone"])
@pytest.mark.parametrize("agenda_site", sorted(set(AGENDA_SITE.values())))
def test_a_sites_marks_and_points_are_whole_and_apart(lang, where, agenda_site, tmp_path):
    if lang != "en":
        (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True)
        (tmp_path / lang / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()[lang])
    i18n.use(None if lang == "en" else lang, tmp_path)
    try:
        v = every_site_blocked_and_the_agenda_on(agenda_site)
        g = L.FULL_BOARD if where == "table" else L.PHONE_BOARD
        ops = draw(v, True, NAMES) if where == "table" else draw_phone_board(v, True, NAMES)
        marks = {i18n._("agenda ×2"), i18n._("blocked"), "×2"}
        for site in SITES:
            lx, ly, lw, lh = g.label(site)
            here = [op for op in ops if op[0] == "text" and lx <= op[1] <= lx + lw and ly <= op[2] <= ly + lh]
            said = [op[3] for op in here]
            if GROWTH_LIMIT[site] is not None:
                assert i18n._("blocked") in said, (site, said)
            if site == agenda_site:
                assert any(m in said for m in marks - {i18n._("blocked")}), (site, said)
            assert not any(words.endswith("…") for words in said), (site, said)
            for op in here:  # whole, inside its label (a name as wide as Chromium draws it: ~text_width)
                left, _top, right, _bottom = text_box(op, wide=False)
                assert lx <= left and right <= lx + lw, (site, op[3])
            boxes = [(op[3], text_box(op)) for op in here]
            for (a, box_a), (b, box_b) in itertools.combinations(boxes, 2):
                assert apart(box_a, box_b), (site, a, b, box_a, box_b)
    finally:
        i18n.use(None)
