"""A phone's tabs and panes: each decision brings the tab where it is made, a tab the player
picks stays while the decision lasts and every part of the table is in some pane."""

import pytest

from charon_ui import layout as L
from charon_ui.phone_tabs import PHASE_TAB, TAB_IDS, WALK, charon_tabs
from game.charon.state import BUILD, CHOOSE_ROW, ENGINEERING_ADVANCE, KEEP_GEMS, REPLACE, STAKE, STOLEN_INTELLIGENCE
from shell.phone_tabs import neighbour


def test_each_decision_brings_its_tab():
    tabs = charon_tabs()
    assert tabs.follow((1, CHOOSE_ROW, 0), CHOOSE_ROW) == "hand"
    assert tabs.follow((1, STAKE, 0), STAKE) == "board"
    assert tabs.follow((1, WALK), WALK) == "board"
    assert tabs.follow((1, BUILD, 0), BUILD) == "hand"
    for phase in (REPLACE, CHOOSE_ROW, STAKE, STOLEN_INTELLIGENCE, ENGINEERING_ADVANCE, BUILD, KEEP_GEMS):
        assert PHASE_TAB[phase] in TAB_IDS


def test_a_tab_picked_stays_until_the_next_decision():
    tabs = charon_tabs()
    tabs.follow((1, BUILD, 0), BUILD)
    tabs.choose("log")
    for _ in range(3):  # trades and builds: the same building turn
        assert tabs.follow((1, BUILD, 0), BUILD) == "log"
    assert tabs.follow(None, BUILD) == "log"  # the others build: nothing changes
    assert tabs.follow((1, KEEP_GEMS, 0), KEEP_GEMS) == "hand"


def test_an_unknown_tab_is_refused():
    with pytest.raises(ValueError, match="no tab 'cards'"):
        charon_tabs().choose("cards")


def test_arrow_keys_wrap_around_the_tabs():
    assert [neighbour(TAB_IDS, t, "ArrowRight") for t in TAB_IDS] == [*TAB_IDS[1:], TAB_IDS[0]]
    assert [neighbour(TAB_IDS, t, "ArrowLeft") for t in TAB_IDS] == [TAB_IDS[-1], *TAB_IDS[:-1]]
    assert neighbour(TAB_IDS, "hand", "End") == "log" and neighbour(TAB_IDS, "log", "Home") == "board"


def inside(inner, outer):
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_part_of_the_table_is_in_a_pane(players):
    assert inside(L.BOARD, L.MOON_PANE)
    for rect in [*L.AREA_RECT.values(), L.ROUND_TRACK, L.TURN_TRACK, L.POOL]:
        assert inside(rect, L.AREAS_PANE)
    assert inside(L.ROW_AREA, L.ROW_PANE) and inside(L.HAND_AREA, L.HAND_PANE)
    for p, panel in enumerate(L.player_panels(players)):
        assert inside(panel, L.player_pane(players, p))
    panes = [L.MOON_PANE, L.AREAS_PANE, L.ROW_PANE, L.HAND_PANE]
    for pane in panes + [L.player_pane(players, p) for p in range(players)]:
        assert inside(pane, L.TABLE)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_phone_s_row_and_hand_show_no_sliver_of_the_players_panels(players):
    for pane in (L.ROW_PANE, L.HAND_PANE, L.hand_pane(1)):
        for _, y, _, h in L.player_panels(players):
            outline = 2.5 / 2 + 1  # half the outline of the player to move, and a pixel of smoothing
            assert pane[1] >= y + h + outline


@pytest.mark.parametrize("zone", list(L.ZONE_RECT))
def test_a_zoom_on_the_phone_board_shows_the_zone_with_finger_sized_spots(zone):
    _, _, w, h = L.MOON_PANE
    scale, x, y = L.zoom_view(zone, shown=L.MOON_PANE)
    assert 2 * L.HIT_RADIUS * scale * 390 / w >= 44  # a 390 px wide phone
    seen = (x, y, w / scale, h / scale)
    assert inside(seen, L.MOON_PANE)
    zx, zy, zw, zh = L.ZONE_RECT[zone]
    assert inside((zx, zy, zw, zh), seen)
