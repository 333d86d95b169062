"""Geometry, hit-testing and drawing of the table (pure Python, no browser)."""

import json
from pathlib import Path

from charon_ui import layout as L
from charon_ui.render import draw
from charon_ui.session import Session
from game.charon import new_game, view
from game.charon.board import ACTION_AREAS, POSITION_IDS, ZONE_IDS
from game.charon.cards import CARD_IDS
from shell.players import Players


def test_every_position_is_hit_at_its_own_point():
    for p in POSITION_IDS:
        assert L.hit_test(*L.POSITION_XY[p], L.Cards()) == ("position", p)


def test_positions_are_far_enough_apart_to_click():
    xy = list(L.POSITION_XY.values())
    closest = min((ax - bx) ** 2 + (ay - by) ** 2 for i, (ax, ay) in enumerate(xy) for bx, by in xy[i + 1 :])
    assert closest**0.5 >= 2 * L.POSITION_RADIUS


def test_zones_areas_and_cards_are_hit():
    for z in ZONE_IDS:
        x, y, w, h = L.ZONE_RECT[z]
        assert L.hit_test(x + w * 0.3, y + h * 0.6, L.Cards()) == ("zone", z)
    for a in ACTION_AREAS:
        x, y, w, h = L.AREA_RECT[a]
        assert L.hit_test(x + 5, y + 5, L.Cards()) == ("area", a)
    cards = L.Cards(row=["4a", "5b"], hand=["7c"])
    for region, _, card, (x, y, w, h) in cards.slots():
        assert L.hit_test(x + w - 3, y + h / 2, cards) == ("card", region, card)
    assert L.hit_test(-5, -5, L.Cards()) is None


def test_many_cards_overlap_but_stay_inside_their_area():
    slots = L.card_slots(L.HAND_AREA, 15)
    x, y, w, h = L.HAND_AREA
    assert len(slots) == 15
    assert all(sx >= x and sx + sw <= x + w + 0.01 for sx, sy, sw, sh in slots)


def test_everything_fits_the_canvas():
    rects = [
        *L.ZONE_RECT.values(),
        *L.AREA_RECT.values(),
        L.ROUND_TRACK,
        L.TURN_TRACK,
        L.POOL,
        *L.player_panels(5),
        L.ROW_AREA,
        L.HAND_AREA,
        L.LEGEND,
    ]
    for x, y, w, h in rects:
        assert 0 <= x and x + w <= L.WIDTH and 0 <= y and y + h <= L.HEIGHT


def _texts(ops):
    return [op[3] for op in ops if op[0] == "text"]


def test_a_hidden_hand_is_never_drawn():
    s = Session.new("g", Players(["Ann", "Bob"], ["red", "white"]), 42)
    state, private = s.screen_view()  # before the hand-off
    assert not private
    ops, cards = draw(state, private, s.players.names, s.players.colours, s.highlights())
    assert cards.hand == [] and cards.discard == []
    s.confirm_handoff()
    state, private = s.screen_view()
    ops, cards = draw(state, private, s.players.names, s.players.colours, s.highlights())
    mine = s.state.players[s.to_move].hand
    other = s.state.players[1 - s.to_move].hand
    assert cards.hand == mine and not set(other) & set(cards.hand)  # the other hand is not on screen
    assert not set(_texts(ops)) & set(CARD_IDS)  # cards show their value and cost, never an id like "12b"
    json.dumps(ops)  # one JSON string to the page


def test_draw_works_for_every_player_count_and_phase():
    from game.charon import apply, legal_actions

    for n in range(2, 6):
        s = new_game(n, n)
        steps = 0
        while not s.is_over and steps < 400:
            p = s.to_move
            ops, _ = draw(view(s, p), True, [f"P{i}" for i in range(n)], ["red", "white", "blue", "gold", "teal"][:n])
            assert ops
            s = apply(s, legal_actions(s)[-1])
            steps += 1
        ops, _ = draw(view(s, 0), False, [f"P{i}" for i in range(n)], ["red", "white", "blue", "gold", "teal"][:n])


def test_the_browser_modules_compile():
    # The pages' DOM modules import `js` and run only in the browser (tests/browser); here, at
    # least their syntax: the entry points, Charon's page and the shell (its browser side too).
    web = Path(L.__file__).resolve().parents[1]
    sources = [web / "main.py", web / "embed_page.py"]
    sources += sorted((web / "charon_page").glob("*.py")) + sorted((web / "shell").glob("*.py"))
    for source in sources:
        compile(source.read_text(encoding="utf-8"), str(source), "exec")


def test_the_flag_spot_legend_sits_between_the_board_and_the_panels():
    x, y, w, h = L.LEGEND
    board_x, board_y, board_w, board_h = L.BOARD
    assert y >= board_y + board_h + 10  # below the board's frame (drawn 10 px round the zones)
    assert y + h <= L.PANELS_Y and 0 <= x and x + w <= L.WIDTH
    assert y > L.POOL[1] + L.POOL[3] + 14 + 6  # below the gem legend of the right column too


def test_the_flag_spot_legend_names_each_kind_with_its_tie_break_in_its_own_slot():
    from charon_ui.render import LEGEND_TITLE, SPOT_LEGEND

    ops, _ = draw(new_game(3, 1), False, ["A", "B", "C"], ["red", "white", "blue"])
    x, y, w, h = L.LEGEND
    texts = [op for op in ops if op[0] == "text" and y <= op[2] <= y + h]
    said = [op[3] for op in texts]
    assert said[0] == LEGEND_TITLE and said[1:] == [words for _, words in SPOT_LEGEND]
    assert "breaks a tie first" in said[1] and "most roads" in said[2] and "breaks no tie" in said[3]
    lines = sorted({op[2] for op in texts})
    assert len(lines) == 2  # the title and the centre, then the road and the crossroads
    for line in lines:
        slots = [(op[1], op[1] + op[8]) for op in texts if op[2] == line]  # each squeezed into its slot (max_width)
        assert len(slots) == 2 and slots[0][1] <= slots[1][0] and slots[1][1] <= x + w


def test_a_lifted_flag_leaves_its_area_until_it_is_placed():
    """Lifting a flag off an action area takes it off the area on screen (its slot only ringed):
    drawn there still, it would look as if it stayed."""
    from game.charon import LiftFlag, apply, legal_actions

    names, colours = ["Ann", "Bob"], ["red", "white"]
    s = new_game(2, 7)
    while not any(isinstance(a, LiftFlag) and a.source in ACTION_AREAS for a in legal_actions(s)):
        s = apply(s, legal_actions(s)[0])
    lift = next(a for a in legal_actions(s) if isinstance(a, LiftFlag) and a.source in ACTION_AREAS)
    mover, mark = s.to_move, names[s.to_move][0]

    def marks_on_area(state) -> int:
        x, y, w, h = L.AREA_RECT[lift.source]
        ops, _ = draw(view(state, mover), True, names, colours)
        return sum(1 for op in ops if op[0] == "text" and op[3] == mark and x <= op[1] <= x + w and y <= op[2] <= y + h)

    before = marks_on_area(s)
    assert before == s.action_flags[lift.source].count(mover) >= 1
    lifted = apply(s, lift)
    assert lifted.action_flags[lift.source] == s.action_flags[lift.source]  # the engine moves it on placing
    assert marks_on_area(lifted) == before - 1


def test_gem_counts_in_a_player_panel_never_run_into_the_next_gem():
    """Issue 38: a panel showed "●10▲ 4", the 10 touching the next gem. Three players' panels
    hold all six kinds in two digits; five players' narrower ones four kinds (a round's claims
    rarely give more)."""
    from game.charon.state import BUILD
    from shell.canvas import text_width
    from tests.situations import situation

    for n, held, said in (
        (3, "blue " * 10 + "yellow " * 4 + "green " * 11 + "purple " * 12 + "black " * 10 + "clear", 6),
        (5, "blue " * 10 + "yellow " * 4 + "green " * 11 + "black " * 10, 4),
    ):
        state = situation(n, BUILD, gems={0: held})
        ops, _ = draw(state, False, [f"P{i}" for i in range(n)], ["red", "white", "blue", "gold", "teal"][:n])
        x, y, w, h = L.player_panels(n)[0]
        counts = [op for op in ops if op[0] == "text" and x < op[1] < x + w and abs(op[2] - (y + 39)) < 1]
        assert len(counts) == said
        for count, following in zip(counts, counts[1:], strict=False):
            assert count[1] + text_width(count[3], 12) <= following[1] - 10 - 7  # clear of the next gem's edge
        assert counts[-1][1] + text_width(counts[-1][3], 12) <= x + w


def test_zone_numbers_stay_clear_of_every_spot_s_ring():
    """Issue 38: on the zoomed board the rings round lit flag spots covered the zone numbers (in
    each zone's corner, where a crossroads is). Every spot lit, and the widest ring a spot gets
    (a just-placed flag's halo, a lifted flag's ring: RING_GAP outside the flag's disc): no
    number's box touches one."""
    from charon_ui.render import RING_GAP
    from game.charon.board import ACTIVE_POSITIONS
    from shell.canvas import text_width

    s = new_game(5, 3)
    lit = {"positions": set(ACTIVE_POSITIONS[5]), "areas": set(), "cards": set()}
    ops, _ = draw(view(s, s.to_move), True, [f"P{i}" for i in range(5)], ["red", "white", "blue", "gold", "teal"], lit)
    numbers = {}
    for op in ops:
        if op[0] == "text" and op[3] in {str(z) for z in ZONE_IDS}:
            zx, zy, zw, zh = L.FULL_BOARD.zone_rect[int(op[3])]
            if zx <= op[1] <= zx + zw and zy <= op[2] <= zy + zh:
                numbers[int(op[3])] = op
    assert sorted(numbers) == sorted(ZONE_IDS)
    ring = L.FULL_BOARD.flag + RING_GAP + 1.25  # the halo's radius and half its line
    for z, (_, x, y, text, font, *_rest) in numbers.items():
        size = float(font.split("px")[0].split()[-1])
        x0, x1, y0, y1 = x, x + text_width(text, size), y - size / 2, y + size / 2
        for px, py in L.FULL_BOARD.position_xy.values():
            dx, dy = max(x0 - px, 0, px - x1), max(y0 - py, 0, py - y1)
            assert dx * dx + dy * dy > ring * ring, (z, (px, py))


def test_the_discard_pile_s_words_fit_its_box_and_say_no_click(tmp_path):
    """Issue 38: on a phone the discard pile's title ran off the board's pane (Hungarian, Spanish)
    and said "click" to someone who taps. Its words stay in the pile's width, in every language,
    and tell a choice that a click and a tap both make."""
    from game.charon.state import ENGINEERING_ADVANCE
    from shell import i18n
    from tests.situations import situation
    from tools import i18n as catalogues

    s = situation(2, ENGINEERING_ADVANCE, order=[0, 1], keep={0: ENGINEERING_ADVANCE}, discard=["9a", "3b", "5c"])
    dx, _dy, dw, _dh = L.DISCARD_AREA
    for code, compiled in catalogues.compiled().items():
        (tmp_path / code / "LC_MESSAGES").mkdir(parents=True)
        (tmp_path / code / "LC_MESSAGES" / "messages.mo").write_bytes(compiled)
    for lang in ("en", "hu", "es"):
        i18n.use(lang, tmp_path)
        try:
            ops, cards = draw(view(s, 0), True, ["Ann", "Bob"], ["red", "white"])
        finally:
            i18n.use(None)
        assert cards.discard
        words = [op for op in ops if op[0] == "text" and op[1] == dx]
        assert len(words) == 2, words
        for op in words:
            assert len(op) == 9 and op[8] <= dw  # squeezed into the pile's width rather than cut
            assert not any(w in op[3].lower() for w in ("click", "kattints", "clic")), op[3]


def test_a_black_gem_is_drawn_one_way_on_the_board_and_in_words():
    # Issue 38: black gems read as an outline in the plan buttons (a dark hexagon on a dark
    # button) and solid on the cards. Everywhere now a dark hexagon on a light chip.
    import re

    from charon_ui.render import gem
    from charon_ui.theme import BLACK_GEM_CHIP, GEM_FILL
    from shell.canvas import Canvas

    drawn = Canvas()
    gem(drawn, "black", 10, 10)
    chip, hexagon = drawn.ops
    assert chip[0] == "circle" and chip[4] == BLACK_GEM_CHIP and chip[3] > 9  # under the whole gem
    assert hexagon[0] == "poly" and hexagon[2] == GEM_FILL["black"]
    # A solid black gem, not an outline (the last play-test): the hexagon's edge is as dark as
    # every gem's, no light line round it inside the chip's light rim, in the panels and in words.
    gem(drawn, "blue", 30, 10)
    assert hexagon[3] == drawn.ops[-1][5]  # the blue gem's edge
    css = (Path(__file__).parents[2] / "web" / "style.css").read_text(encoding="utf-8")
    rule = re.search(r'\.sym\[data-sym="⬢"\] \{([^}]*)\}', css)
    assert rule and f"background: {BLACK_GEM_CHIP}" in rule.group(1)
    assert "stroke" not in rule.group(1)  # no light edge round the glyph


def test_lit_spots_leave_the_zones_gems_in_sight():
    """Issue 38 (play-test 19): placing a flag, the lit spots' rings covered the gems of their zones
    (a lit top road's ring ended 3.75 px above the sockets: they read as one). Every spot lit:
    every gem's socket is drawn after every lit ring (nothing lit is drawn over a gem), and
    GEM_CLEARANCE px from it (4.3 CSS px at 1024x768)."""
    from game.charon.board import ACTIVE_POSITIONS

    gem_clearance = 6
    s = new_game(5, 3)
    lit = {"positions": set(ACTIVE_POSITIONS[5]), "areas": set(), "cards": set()}
    ops, _ = draw(view(s, s.to_move), True, [f"P{i}" for i in range(5)], ["red", "white", "blue", "gold", "teal"], lit)
    spots = set(L.FULL_BOARD.position_xy.values())
    rings = [(i, op) for i, op in enumerate(ops) if op[0] == "circle" and (op[1], op[2]) in spots and op[5]]
    sockets = [(i, op) for i, op in enumerate(ops) if op[0] == "circle" and op[4] == "#5c554a"]  # a gem's socket
    assert len(rings) == len(ACTIVE_POSITIONS[5]) and len(sockets) == sum(sum(g.values()) for g in s.zone_gems.values())
    assert max(i for i, _ in rings) < min(i for i, _ in sockets)
    for _, (_c, rx, ry, rr, _f, _s, lw) in rings:
        for _, (_c, gx, gy, gr, *_rest) in sockets:
            apart = ((rx - gx) ** 2 + (ry - gy) ** 2) ** 0.5 - rr - lw / 2 - gr
            assert apart >= gem_clearance, ((rx, ry), (gx, gy), round(apart, 2))
