"""6 Billion's table on the canvas: geometry, hit-testing, drawing one view, the board's targets."""

import json
import random

import pytest

from game.sixbillion import Play, apply, legal_actions, new_game, scenario, view
from game.sixbillion.components import CARD_TYPE, DISTANCE, POINTS, SITES, TRACK
from shell import i18n
from shell.canvas import Canvas, text_width
from sixbillion_ui import layout as L
from sixbillion_ui.render import FACTION_FILL, VOWELS, card, draw, draw_phone_board
from sixbillion_ui.targets import Pick, click, highlights
from sixbillion_ui.theme import site_name
from tools import i18n as catalogues

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve"]


def texts(ops) -> list[str]:
    return [op[3] for op in ops if op[0] == "text"]


def test_every_track_space_and_box_half_is_hit_where_it_is_drawn():
    for g in (L.FULL_BOARD, L.PHONE_BOARD):
        for (site, value), (x, y, w, _h) in g.spaces.items():
            assert L.hit_test(x + w / 2, y + 3, {}, g=g) == ("space", site, value)
        for site in SITES:
            for half in L.HALVES:
                x, y, w, h = g.box(site, half)
                assert L.hit_test(x + w / 2, y + h / 2, {}, g=g) == ("box", site, half)
            x, y, w, h = g.label(site)
            assert L.hit_test(x + 4, y + h / 2, {}, g=g) == ("site", site)
    assert L.hit_test(-5, -5, {}) is None


def test_tokens_cards_and_piles_are_hit():
    tracks = {"mars": [8, 8, 8, 0, 0]}
    x, y, w, h = L.FULL_BOARD.spaces["mars", 8]
    xy, _r = L.token_slots((x, y, w, h), 3, fan=True)
    for faction, (tx, ty) in enumerate(xy):
        assert L.hit_test(tx, ty, tracks) == ("token", "mars", faction)
    hand = ["war.dollar", "death.leaf"]
    for i, (x, y, w, h) in enumerate(L.hand_slots(2)):
        assert L.hit_test(x + w - 4, y + h / 2, {}, hand) == ("card", i, hand[i])
    for slot, (x, y, w, h) in enumerate(L.FACE_UP_SLOTS):
        assert L.hit_test(x + w / 2, y + h / 2, {}) == ("face_up", slot)
    assert L.hit_test(L.DECK[0] + 5, L.DECK[1] + 5, {}) == ("deck",)


def test_the_table_fits_the_canvas_and_the_phone_board_a_phone():
    rects = [L.BOARD, L.SCORE_TRACK, L.LEGEND, L.TURN_ORDER, L.DECK, L.DISCARD_TOP, L.DTRACK, L.HAND_AREA, L.OWN_AREA]
    rects += L.player_rows(5) + L.neutral_rows(4, 1) + L.neutral_rows(3, 2) + L.FACE_UP_SLOTS + L.hand_slots(6)
    rects += L.own_slots(3)
    for x, y, w, h in rects:
        assert 0 <= x and x + w <= L.WIDTH and 0 <= y and y + h <= L.HEIGHT, (x, y, w, h)
    x, y, w, h = L.PHONE_BOARD.rect
    assert x >= 0 and x + w <= L.PHONE_WIDTH and y + h <= L.PHONE_PANE[3]
    # Rows never overlap, and each track space sits inside its row.
    for site in SITES:
        rx, ry, rw, rh = L.FULL_BOARD.row(site)
        for value in TRACK[site]:
            sx, sy, sw, sh = L.FULL_BOARD.spaces[site, value]
            assert rx <= sx and sx + sw <= rx + rw and ry <= sy and sy + sh <= ry + rh


def test_a_zoomed_site_on_a_phone_has_targets_a_finger_can_hit():
    # A phone's board canvas is at least 360 CSS px wide for its 390 logical px.
    css_per_px = 360 / L.PHONE_WIDTH
    for site in SITES:
        g = L.zoom_geometry(site)
        assert L.smallest_target(g, site) * css_per_px >= L.TOUCH
        # the whole row, its track and box, inside the zoom's pane, under the room for the way back
        x, y, w, h = g.row(site)
        assert 0 <= x and x + w <= L.PHONE_WIDTH and y >= L.ZOOM_TOP and y + h <= L.ZOOM_PANE[3]
        for value in TRACK[site]:
            sx, sy, sw, sh = g.spaces[site, value]
            assert x <= sx and sx + sw <= x + w and y <= sy and sy + sh <= y + h
            assert L.hit_test(sx + sw / 2, sy + sh - 4, {}, g=g) == ("space", site, value)
        for half in L.HALVES:
            bx, by, bw, bh = g.box(site, half)
            assert x <= bx and bx + bw <= x + w + 0.01
            assert L.hit_test(bx + bw / 2, by + bh / 2, {}, g=g) == ("box", site, half)
    # the unzoomed phone board's cells are too small for a finger: that is why a tap zooms
    assert L.smallest_target(L.PHONE_BOARD, "earth") * css_per_px < L.TOUCH


def test_a_lit_token_answers_anywhere_in_its_space():
    """Five tokens start on Earth's 1: the one the player may double takes the whole space."""
    g = L.zoom_geometry("earth")
    tracks = {"earth": [1, 1, 1, 1, 1]}
    x, y, w, h = g.spaces["earth", 1]
    corners = [(x + 2, y + h - 2), (x + w - 2, y + h - 2), (x + w - 2, y + 14), (x + 2, y + 14)]
    for faction in range(5):
        for cx, cy in corners:
            target = L.hit_test(cx, cy, tracks, g=g, lit={("earth", faction)})
            assert target == ("token", "earth", faction)
    # with none lit, each token is hit on its own disc
    xy, _r = L.token_slots((x, y, w, h), 5, g.piece, fan=True)
    assert [L.hit_test(tx, ty, tracks, g=g) for tx, ty in xy] == [("token", "earth", f) for f in range(5)]


def test_the_sun_is_whole_on_the_canvas_beside_mercury():
    x, y, w, h = L.SUN_RECT
    bx, by, bw, bh = L.BOARD
    assert 0 <= x and x + w <= bx - 6 and by <= y + h / 2 <= by + L.FULL_BOARD.row_h  # left of the frame, at Mercury
    drawn = draw(view(new_game(3, seed=1), 0), True, NAMES[:3])
    suns = [op for op in drawn if op[0] == "circle" and op[1:3] == list(L.SUN_XY)]
    assert suns and all(op[1] - op[3] >= 0 for op in suns), suns  # no disc reaches past the canvas's edge


def test_the_neutrals_rows_end_above_the_turn_order():
    """A game has 5 factions: the neutrals' two-line rows take the room of the missing players."""
    for players in (3, 4, 5):
        rows = L.player_rows(players) + L.neutral_rows(players, 5 - players)
        assert all(y + h <= L.TURN_ORDER[1] for _x, y, _w, h in rows)
        assert all(a[1] + a[3] <= b[1] for a, b in zip(rows, rows[1:], strict=False))


def test_the_phone_panes_show_whole_parts_of_the_table():
    def within(inner, outer):
        return (
            outer[0] <= inner[0]
            and inner[0] + inner[2] <= outer[0] + outer[2]
            and (outer[1] <= inner[1] and inner[1] + inner[3] <= outer[1] + outer[3])
        )

    for rect in L.player_rows(5) + L.neutral_rows(3, 2) + L.neutral_rows(4, 1) + [L.TURN_ORDER]:
        assert within(rect, L.PLAYERS_PANE), rect
    for rect in L.FACE_UP_SLOTS + [L.DECK, L.DISCARD_TOP, L.DTRACK]:
        assert within(rect, L.CARDS_PANE), rect
    assert within(L.PHONE_LEGEND, L.PHONE_LEGEND_PANE)
    for pane in (L.PLAYERS_PANE, L.CARDS_PANE):
        assert within(pane, L.TABLE)
    # drawn at a phone's width, a card on the table is as wide as a finger
    assert L.SMALL_W * 360 / L.CARDS_PANE[2] >= L.TOUCH


def _dealt():
    return scenario(
        3,
        tracks={"earth": {0: 8, 1: 4, 2: 2, 3: 2, 4: 1}, "mars": {1: 2}},
        hands=[["war.dollar", "recycle.leaf"], ["save_our_souls.dollar"], ["famine.dollar"]],
        agendas=["agenda_mars", "agenda_earth", "agenda_asteroid_belt"],
        round=3,
        step="actions",
    )


def test_a_view_shows_its_own_hand_and_agenda_only():
    s = _dealt()
    mine = " ".join(texts(draw(view(s, 0), True, NAMES[:3])))
    assert "War" in mine and "Recycle" in mine and "Mars ×2" in mine
    assert "Save Our Souls" not in mine and "Famine" not in mine
    bob = " ".join(texts(draw(view(s, 1), True, NAMES[:3])))
    assert "War" not in bob and "Recycle" not in bob and "Mars ×2" not in bob and "Save Our Souls" in bob
    # (the legend's words, the same for everyone, say what "agenda ×2" would mean)
    shared = " ".join(
        op[3] for op in draw(view(s, 0), False, NAMES[:3]) if op[0] == "text" and not L.inside(op[1], op[2], L.LEGEND)
    )
    assert not any(word in shared for word in ("War", "Recycle", "Save Our", "Mars ×2", "agenda ×2"))


def test_factions_differ_by_shape_and_letter_not_colour_alone():
    s = new_game(4, 2)  # 6 factions: every colour on Earth
    ops = draw(view(s, 0), False, NAMES[:4])
    shapes: dict[str, set] = {}
    for op in ops:
        for colour, fill in FACTION_FILL.items():
            if op[0] in ("circle", "rect") and fill in op[4:6]:
                shapes.setdefault(colour, set()).add(op[0])
            if op[0] == "poly" and op[2] == fill:
                shapes.setdefault(colour, set()).add(("poly", len(op[1]) // 2))  # 3, 4, 6, 10 corners
    assert len(shapes) == 6 and len({frozenset(v) for v in shapes.values()}) == 6  # six colours, six shapes
    words = texts(ops)
    for mark in ("A", "B", "C", "D", "NP", "NB"):
        assert mark in words


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_every_faction_has_its_own_letters_on_its_tokens_and_never_a_bare_digit(tmp_path, lang):
    """Hungarian's default "1. játékos" once lettered a token "1", read as a space's number, and
    both neutrals were "S", told apart by colour and shape only: at every table of default names
    (humans, computers, both) each faction's letters are its own, and never a digit alone."""
    from shell.seating import default_names
    from sixbillion_ui.describe import marks

    if lang != "en":
        (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True)
        (tmp_path / lang / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()[lang])
    i18n.use(None if lang == "en" else lang, tmp_path)
    try:
        for players in (2, 3, 4, 5):
            for seats in (["human"] * players, ["human"] + ["ai:medium", "ai:easy"] * 2):
                names = default_names(seats[:players])
                lettered = marks(new_game(players, 1), names)
                assert len(lettered) == players + (1 if players in (2, 5) else 2)
                assert len(set(lettered)) == len(lettered), (names, lettered)
                assert not any(m.isdigit() for m in lettered), (names, lettered)
    finally:
        i18n.use(None)


def test_every_view_of_random_games_draws_and_crosses_as_json():
    for seed in range(3):
        s = new_game(3 + seed % 3, seed, discovery_track=seed == 1)
        rnd = random.Random(seed)
        for n in range(400):
            if s.is_over:
                break
            if n % 20 == 0:
                for p in range(s.num_players):
                    v = view(s, p)
                    json.dumps(draw(v, True, NAMES[: s.num_players], highlights(v, legal_actions(v))))
                    json.dumps(draw_phone_board(v, True, NAMES[: s.num_players]))
            s = apply(s, rnd.choice(legal_actions(s)))


def test_a_picked_card_lights_its_reach_and_dims_the_rest_with_a_reason():
    s = scenario(
        2,
        tracks={"earth": {0: 8, 1: 2, 2: 2}, "mars": {0: 4}},
        hands=[["new_colony_self_6.dollar"], []],
        step="actions",
    )
    v = view(s, 0)
    legal = legal_actions(v)
    hl = highlights(v, legal, Pick(card=0, source=("mars", 0)))
    dests = {a.dest for a in legal if isinstance(a, Play) and a.site == "mars"}
    assert set(hl.sites) == dests and "pluto" not in dests
    assert hl.sites["jupiter"] == f"distance {DISTANCE['mars', 'jupiter']}"
    assert hl.dimmed["pluto"] == "distance 15 > 6"
    assert hl.dimmed["earth"] == hl.dimmed["mars"] == "a token there already"
    assert hl.chosen_token == ("mars", 0)


def test_clicks_on_the_board_only_ever_make_legal_actions():
    rnd = random.Random(4)
    s = new_game(3, 9)
    made = 0
    for _ in range(300):
        if s.is_over:
            break
        p = s.to_move
        v = view(s, p)
        legal = legal_actions(v)
        pick = Pick()
        for _try in range(12):  # random clicks anywhere on the table
            target = L.hit_test(rnd.uniform(0, L.WIDTH), rnd.uniform(0, L.HEIGHT), v.tracks, v.hands[p], v.num_players)
            action, pick = click(v, legal, pick, target)
            if action is not None:
                assert action in legal
                made += 1
                break
        s = apply(s, rnd.choice(legal))
    assert made > 10


def test_a_phones_hand_tab_shows_large_cards_of_the_viewer_only():
    from sixbillion_ui.render import draw_phone_hand

    s = _dealt()
    mine = " ".join(texts(draw_phone_hand(view(s, 0), True, NAMES[:3])))
    assert "War" in mine and "Recycle" in mine and "Mars ×2" in mine
    assert "War" not in " ".join(texts(draw_phone_hand(view(s, 0), False, NAMES[:3])))
    hand = view(s, 0).hands[0]
    for i, (x, y, w, h) in enumerate(L.phone_hand_slots(len(hand))):
        assert x + w <= L.PHONE_WIDTH and w >= L.TOUCH and h >= L.TOUCH
        assert L.phone_hand_hit(x + w / 2, y + h / 2, hand) == ("card", i, hand[i])


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_every_cards_name_is_whole_on_a_card_of_the_table_and_of_a_phones_hand(tmp_path, lang):
    """No card's name is cut with "…", on the cards on the table, in a hand, in a phone's hand
    (a play-through found "Újrahaszno…" in Hungarian and "(otro jugad…" in Spanish): on a
    fourth line, a little smaller, or broken with a hyphen instead; above the card's foot."""
    if lang != "en":
        (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True)
        (tmp_path / lang / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()[lang])
    i18n.use(None if lang == "en" else lang, tmp_path)
    try:
        for w, h in [(L.SMALL_W, L.SMALL_H), (L.CARD_W, L.CARD_H), (L.PHONE_CARD_W, L.PHONE_CARD_H)]:
            for card_id in CARD_TYPE:
                c = Canvas()
                card(c, (0, 0, w, h), card_id)
                words = [op for op in c.ops if op[0] == "text"]
                assert not any(str(op[3]).endswith("…") for op in words), (w, card_id, words)
                name = [op for op in words if op[1] == 3]  # the name's lines, at the card's left edge
                assert all(text_width(op[3], int(op[4].split("px")[0].split()[-1])) <= w - 6 for op in name), name
                # above the distance, the points and the symbol at the card's foot
                assert all(op[2] + 6 < h - 12 * w / L.CARD_W - 6 for op in name), (w, card_id, name)
                # a word broken with a hyphen is broken where a syllable starts: "descubri-miento",
                # not "descubrimi-ento" (the play-test of 6 December)
                for op, after in zip(name, name[1:], strict=False):
                    if str(op[3]).endswith("-"):
                        assert str(op[3])[-2] in VOWELS and str(after[3])[0] not in VOWELS, (op[3], after[3])
    finally:
        i18n.use(None)


def test_tokens_crowding_a_space_stay_apart_and_readable_on_a_phone_and_a_desktop():
    """The game starts with every faction on Earth's 1: on a phone's small space they once
    shrank to specks, then fanned over each other's rims (five read as one heap), and the lit
    tokens' rings and the contested one's glow covered the others' letters. They spread over the
    space, side by side, none over another, inside it; the rings and the glow go under every token."""
    from sixbillion_ui.render import HIGHLIGHT, STAKE, Highlights

    for players in (3, 4, 5):
        state = new_game(players, 2)
        here = [f for f, v in enumerate(state.tracks["earth"]) if v == 1]
        assert len(here) >= 5
        every_token_lit = Highlights(tokens=frozenset(("earth", f) for f in here))
        for g, drawn in (
            (L.PHONE_BOARD, draw_phone_board(view(state, 0), True, NAMES[:players], every_token_lit)),
            (L.FULL_BOARD, draw(view(state, 0), True, NAMES[:players], every_token_lit)),
        ):
            x, y, w, h = g.spaces["earth", 1]
            xy, r = L.token_slots((x, y, w, h), len(here), g.piece, fan=True)
            assert r >= (L.READABLE_R if g is L.FULL_BOARD else 4.5) * g.piece  # a phone's: the most its space holds
            for i, (ax, ay) in enumerate(xy):
                e = 1e-9  # (rounding)
                assert x - e <= ax - r and ax + r <= x + w + e and y - e <= ay - r and ay + r <= y + h + e  # inside
                for bx, by in xy[i + 1 :]:
                    assert ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 >= 2 * r + L.CROWDED_GAP - 1e-9  # apart
            # In the drawing: every mark around these tokens (ring, glow) before the first token.
            at_slot = [
                (k, op)
                for k, op in enumerate(drawn)
                if op[0] in ("circle", "text")
                and any(abs(op[1] - tx) < 0.01 and abs(op[2] - ty) < 2.5 for tx, ty in xy)
            ]
            rings = [k for k, op in at_slot if op[0] == "circle" and op[5] in (HIGHLIGHT, STAKE)]
            letters = [k for k, op in at_slot if op[0] == "text" and not op[3].isdigit()]  # not the space's number
            assert len(rings) >= len(here) and len(letters) == len(here)
            # (a ring with no room round its token, on a phone's crowded space, is drawn on the
            # token's own rim, in place of its outline: over no other token, nor its letter)
            over = [drawn[k] for k in rings if k > min(letters)]
            assert all(op[3] + op[6] / 2 <= r + 1e-9 and op[6] <= 1.5 for op in over), "a ring or glow over a token"
        # ... and on a phone's zoomed Earth, side by side too
        g = L.zoom_geometry("earth")
        xy, r = L.token_slots(g.spaces["earth", 1], len(here), g.piece, fan=True)
        assert all(
            ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 >= 2 * r for i, (ax, ay) in enumerate(xy) for bx, by in xy[i + 1 :]
        )


def test_a_crowded_space_keeps_its_number_clear_of_its_tokens():
    """On a phone a crowded space's tokens once spread over its number (five at the game's start
    on Earth's 1 hid the "1"): whichever space and however many tokens, in the phone's overview
    and zoom and on the table, no token's disc covers the number's box (its font size tall)."""
    from sixbillion_ui.describe import marks
    from sixbillion_ui.render import draw_phone_zoom

    state = new_game(5, 2)  # six factions: all of them on Earth's 1
    letters = set(marks(state, NAMES))
    for site, value in (("earth", 1), ("mars", 128), ("earth", 1024), ("pluto", 16)):
        for count in range(1, 7):
            v = view(state, 0)
            v.tracks = {s: [0] * state.num_factions for s in SITES}
            v.tracks[site] = [value] * count + [0] * (state.num_factions - count)
            for g, drawn in (
                (L.PHONE_BOARD, draw_phone_board(v, True, NAMES)),
                (L.zoom_geometry(site), draw_phone_zoom(v, True, NAMES, site)),
                (L.FULL_BOARD, draw(v, True, NAMES)),
            ):
                x, y, w, h = g.spaces[site, value]
                tokens, r = L.token_slots((x, y, w, h), count, g.piece, fan=True)
                inside = [op for op in drawn if op[0] == "text" and x <= op[1] <= x + w and y <= op[2] <= y + h]
                numbers = [op for op in inside if op[3] not in letters]
                assert len(numbers) == 1, (site, value, count, inside)
                # each token drawn where the layout puts it (its letter at its middle, a triangle's lower)
                drawn_at = sorted((op[1], op[2]) for op in inside if op[3] in letters)
                for (lx, ly), (tx, ty) in zip(drawn_at, sorted(tokens), strict=True):
                    assert abs(lx - tx) < 0.01 and 0 <= ly - ty <= 0.2 * r + 0.51
                _t, nx, ny, label, font = numbers[0][:5]
                size = float(font.split("px")[0].split()[-1])
                half_w = text_width(label, size) / 2
                box = (nx - half_w, ny - size / 2, nx + half_w, ny + size / 2)
                for tx, ty in tokens:
                    dx = max(box[0] - tx, 0, tx - box[2])
                    dy = max(box[1] - ty, 0, ty - box[3])
                    assert dx * dx + dy * dy >= r * r, (g.piece, site, value, count, label, (tx, ty), r, box)


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_every_hidden_agenda_and_discovery_card_names_its_place_whole(tmp_path, lang):
    """A hand's Hidden Agenda card once read "Kisbol… ×2" in Hungarian at 1280×800: every site
    and row on the small cards beside the hand (the table's and a phone's) is written whole."""
    from game.sixbillion.components import DISCOVERY_ROW
    from sixbillion_ui.describe import row_name, site_name
    from sixbillion_ui.render import small_card

    if lang != "en":
        (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True)
        (tmp_path / lang / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()[lang])
    i18n.use(None if lang == "en" else lang, tmp_path)
    try:
        places = [site_name(s) for s in SITES] + [row_name(r) for r in set(DISCOVERY_ROW.values())]
        for rect in (L.own_slots(1)[0], L.phone_own_slots(1, 6)[0]):
            for place in places:
                c = Canvas()
                small_card(c, rect, "Hidden Agenda", place + " ×2", "#ffd6ef", "#000")
                words = [op for op in c.ops if op[0] == "text"]
                assert not any(str(op[3]).endswith("…") for op in words), (rect, words)
                line = [str(op[3]) for op in words if op[2] > rect[1] + 30]  # below the title
                assert " ".join(line) == place + " ×2" or "".join(line) == place + "×2", line
    finally:
        i18n.use(None)


def test_the_turn_orders_ring_stays_clear_of_its_label():
    # The last play-test: the ring round the faction to move was drawn over "Turn order".
    s = new_game(3, 5)
    ops = draw(view(s, 0), True, NAMES)
    label = next(op for op in ops if op[0] == "text" and op[3] == "Turn order")
    size = float(str(label[4]).split("px")[0].split()[-1])
    label_bottom = label[2] + size / 2  # drawn on its middle
    x, y, w, h = L.TURN_ORDER
    rings = [op for op in ops if op[0] == "circle" and op[4] is None and x <= op[1] <= x + w and y <= op[2] <= y + h]
    assert rings
    assert all(cy - r - lw / 2 >= label_bottom + 1 for _c, _x, cy, r, _f, _s, lw in rings)
    assert all(cy + r + lw / 2 <= y + h for _c, _x, cy, r, _f, _s, lw in rings)  # inside its box


def test_the_sites_points_under_their_names_are_said_in_words_in_the_legend():
    # "★ 4/2/1" under a site's name said nothing to a newcomer (its star is the pink neutral's mark).
    words = texts(draw(view(new_game(3, 1), 0), True, NAMES[:3]))
    assert words.count("4/2/1") >= 2 and "8/4/2" in words  # under Mercury's name..., and in the legend
    assert "points at the end for 1st/2nd/3rd place" in words
    assert not any(word.startswith("★") for word in words)


def test_every_mark_beside_a_sites_name_is_explained_in_the_legend():
    # The Hidden Agenda's "agenda ×2" beside its site was explained nowhere (issue 36): each mark the
    # board draws among the sites' names is in the legend too, with words saying what it means.
    state = scenario(2, tracks={"earth": {0: 32, 1: 16}})  # "blocked" beside Earth
    ops = draw(view(state, 0), True, NAMES[:2])
    x, y, w, h = L.LEGEND
    legend = [op[3] for op in ops if op[0] == "text" and x <= op[1] <= x + w and y <= op[2] <= y + h]
    bx, by, bw, bh = L.BOARD
    names_w = L.FULL_BOARD.label_w
    marks = {op[3] for op in ops if op[0] == "text" and bx <= op[1] <= bx + names_w and by <= op[2] <= by + bh}
    marks -= {site_name(s) for s in SITES} | {"/".join(map(str, POINTS[s])) for s in SITES}
    assert "agenda ×2" in marks and "blocked" in marks
    assert marks <= set(legend), marks - set(legend)
    assert "your Hidden Agenda: your points doubled" in legend


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_the_blocked_mark_beside_a_site_is_explained_in_the_legend_and_the_rules(lang, tmp_path):
    # A newcomer saw "tiltva" (blocked) beside Earth and found it explained nowhere.
    from sixbillion_ui.rules_help import sections

    if lang != "en":
        (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True)
        (tmp_path / lang / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()[lang])
    i18n.use(None if lang == "en" else lang, tmp_path)
    try:
        blocked = i18n._("blocked")
        state = scenario(2, tracks={"earth": {0: 32, 1: 16}})  # 32 is Earth's growth limit: no free doubling
        board = texts(draw(view(state, 0), True, NAMES[:2]))
        x, y, w, h = L.LEGEND
        legend = [op[3] for op in draw(view(state, 0), True, NAMES[:2]) if op[0] == "text" and y <= op[2] <= y + h]
        assert board.count(blocked) == 2  # beside Earth, and in the legend...
        assert blocked in legend and i18n._("growth limit reached: no free doubling") in legend  # ...said what it is
        doubling = next(s for s in sections() if s.id == "doubling")
        quoted = (f'"{blocked}"', f"„{blocked}”", f"«{blocked}»")  # in each language's quotation marks
        assert any(q in para.text for q in quoted for para in doubling.paras)
    finally:
        i18n.use(None)


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_a_zoomed_sites_words_are_plain_and_whole(lang, tmp_path):
    # A newcomer read a zoomed site's words as a code (issue 36): "points 6/3/1 for 1st/2nd/3rd",
    # "the tokens weigh ½ (1 or more blocks)", "Places now: 1. …". Said plainly, they are longer:
    # a crowded site (3 players and 2 neutrals placed or waiting in its box) is still said whole.
    from game.sixbillion.components import AGENDA_SITE
    from sixbillion_ui.render import draw_phone_zoom

    if lang != "en":
        (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True)
        (tmp_path / lang / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()[lang])
    i18n.use(None if lang == "en" else lang, tmp_path)
    try:
        belt = [a for a, s in AGENDA_SITE.items() if s == "asteroid_belt"]
        others = [a for a, s in AGENDA_SITE.items() if s != "asteroid_belt"]
        state = scenario(
            3,
            tracks={"asteroid_belt": {0: 64, 1: 32, 3: 32}},
            boxes={"asteroid_belt": {2: (1, 2), 4: (2, 1)}},
            agendas=belt[:1] + others[:2],
        )
        ops = draw_phone_zoom(view(state, 0), True, NAMES, "asteroid_belt")
        below = L.ZOOM_TOP + L.ZOOM_ROW_H  # the site in words, under its row
        words = [op[3] for op in ops if op[0] == "text" and op[2] > below]
        said = " ".join(words)
        assert not any(word.endswith("…") for word in words), words
        for code in ("6/3/1", "8/4/2", "weigh", i18n._("Places now: {places}.").split(":")[0]):
            assert code not in said
        assert i18n._("1st") in said and i18n._("3rd") in said
    finally:
        i18n.use(None)
