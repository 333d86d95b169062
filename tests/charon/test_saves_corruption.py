"""Saves: corrupted saves are refused.

`from_json` validates everything and raises `SaveError` -- never another exception -- for
anything that is not a consistent game: bad text, wrong types and values, unknown ids, gems,
cards or flags created or lost, a phase that does not fit who is waiting to act.
"""

import json
import random

import pytest

from game import rng as R
from game.charon import IllegalAction, SaveError, apply, from_json, legal_actions, new_game, to_json
from game.charon import state as phases
from game.charon.board import (
    ACTION_AREAS,
    ACTIVE_POSITIONS,
    ACTIVE_ZONES,
    COLOURS,
    GEM_KINDS,
    POSITION_IDS,
    ZONE_HOLES,
    ZONE_IDS,
)
from game.charon.cards import CARD_IDS, CARD_VALUE
from game.charon.state import HIDDEN
from tests.json_paths import all_paths, clone, dump, get_at, json_kind, set_at, text_with
from tests.sample_saves import (
    PLAYER_COUNTS,
    assert_all_refused,
    base_dicts,
    base_saves,
    card_pile_paths,
    gem_holders,
    hidden_allowed,
    pick,
    why_not_refused,
)


def _stake_with_lifted_base():
    for label, d in base_dicts(views=False):
        if d["phase"] == phases.STAKE and d["lifted"] is not None:
            return label, d
    raise AssertionError("no staking save with a lifted flag among the bases")


def test_refused_helper_is_strict():
    good = base_saves()[0][1]
    assert why_not_refused(good) is not None
    assert why_not_refused("nonsense") is None


def test_invalid_json_and_truncated_text_refused():
    cases = [
        ("empty", ""),
        ("blank", "   "),
        ("word", "save"),
        ("single quotes", "{'format': 1}"),
        ("trailing comma", '{"a":1,}'),
        ("unclosed", "{"),
        ("bare close", "}"),
        ("NaN only", "NaN"),
        ("comment", "// save\n{}"),
        ("two documents", "{}{}"),
    ]
    for label, text in base_saves()[:6]:
        step = max(1, len(text) // 60)
        for cut in list(range(0, len(text), step)) + list(range(len(text) - 15, len(text))):
            cases.append((f"{label} truncated to {cut}", text[:cut]))
        cases.append((f"{label} + garbage", text + "x"))
        cases.append((f"{label} + second doc", text + text))
        cases.append((f"{label} with a BOM", "\ufeff" + text))
        cases.append((f"{label} minus its first brace", text[1:]))
    assert_all_refused(cases, minimum=300)


def test_non_object_top_level_and_non_text_refused():
    text = base_saves()[0][1]
    cases = [
        (repr(t), t)
        for t in ("[]", "1", "-1.5", "null", "true", '"a save"', "[" + text + "]", '"' + text.replace('"', '\\"') + '"')
    ]
    cases += [
        (f"python {type(x).__name__}", x)
        for x in (None, 5, 1.5, True, [], {}, json.loads(text), object(), ("{}",), memoryview(b"{}"), from_json(text))
    ]
    failures = [f"{d}: {p}" for d, x in cases if (p := why_not_refused(x))]
    assert not failures, failures


def test_bytes_that_are_not_utf8_refused():
    text = base_saves()[0][1]
    raw = text.encode("utf-8")
    i = raw.index(b"charon-inc-save")
    cases = [
        ("leading 0xff", b"\xff" + raw),
        ("lone continuation byte in a string", raw[:i] + b"\x80" + raw[i:]),
        ("latin-1 e-acute in a string", raw[:i] + b"\xe9" + raw[i:]),
        ("truncated multibyte", raw[:i] + b"\xe2\x82" + raw[i:]),
        ("overlong encoding", raw[:i] + b"\xc0\xaf" + raw[i:]),
        ("surrogate encoded", raw[:i] + b"\xed\xa0\x80" + raw[i:]),
        ("utf-16", text.encode("utf-16")),
        ("utf-32", text.encode("utf-32")),
        ("bytearray of junk", bytearray(b"\xfe\xfe\xfe")),
        ("valid utf-8 but not a save", "é".encode()),
    ]
    assert_all_refused(cases, minimum=10)


def test_wrong_format_or_version_refused():
    cases = []
    for label, d in base_dicts(views=False)[:8]:
        for bad in (
            "charon-inc-save2",
            "",
            "Charon-Inc-Save",
            "charon",
            None,
            1,
            True,
            ["charon-inc-save"],
            {"format": "charon-inc-save"},
        ):
            e = clone(d)
            e["format"] = bad
            cases.append((f"{label} format={bad!r}", e))
        # The bases are version-1 saves: 2 is refused too (no seed and no history fields).
        for bad in (0, 2, 3, -1, 99, 10**100, "1", 1.0, True, None, [1], {"v": 1}):
            e = clone(d)
            e["version"] = bad
            cases.append((f"{label} version={bad!r}", e))
    assert_all_refused(cases, minimum=150)


def _objects_with_fixed_keys(d):
    """Paths of every object whose keys the format fixes."""
    yield ()
    for i in range(len(d["players"])):
        yield ("players", i)
        yield ("players", i, "gems")
    yield ("supply",)
    yield ("bag",)
    yield ("zone_gems",)
    yield ("action_flags",)


def test_missing_and_extra_keys_refused():
    cases = []
    for label, d in base_dicts()[::5]:
        for path in _objects_with_fixed_keys(d):
            obj = get_at(d, path)
            for key in list(obj):
                e = clone(d)
                del get_at(e, path)[key]
                cases.append((f"{label}: {path} without {key!r}", e))
            for extra in ("extra", "", "Round", "0", "?"):
                if extra in obj:
                    continue
                e = clone(d)
                get_at(e, path)[extra] = 0
                cases.append((f"{label}: {path} with extra {extra!r}", e))
        # Keys renamed by case.
        e = clone(d)
        e["Phase"] = e.pop("phase")
        cases.append((f"{label}: Phase", e))
    assert_all_refused(cases, minimum=1000)


_WRONG_TYPED = (True, False, None, "1", 0, 2.0, [], [1], [[[]]], {}, {"blue": 1})


def test_wrong_types_everywhere_refused():
    def cases():
        for label, d in base_dicts()[::12]:
            for path in all_paths(d, ends_only=True):
                if not path:
                    continue
                original = get_at(d, path)
                for bad in _WRONG_TYPED:
                    if json_kind(bad) == json_kind(original):
                        continue
                    if path == ("lifted",) and (bad is None or isinstance(bad, str)):
                        continue  # null or a string is lifted's type; unknown ids are tested below
                    yield f"{label}: {path} = {bad!r} (was {original!r})", text_with(d, path, bad)

    assert_all_refused(cases(), minimum=5000)


def _int_paths(d):
    for path in all_paths(d, ends_only=True):
        if path and json_kind(get_at(d, path)) == "int":
            yield path


def test_out_of_range_integers_refused():
    cases = []
    for label, d in base_dicts()[::7]:
        n = d["num_players"]
        for path in _int_paths(d):
            for bad in (-1, 2**64, 10**400):
                cases.append((f"{label}: {path} = {bad}", text_with(d, path, bad)))
        specific = [
            (("num_players",), 1),
            (("num_players",), 6),
            (("num_players",), 0),
            (("round",), 0),
            (("round",), 5),
            (("viewer",), n),
            (("clear_pool",), 7),
            (("turn_order", 0), n),
            (("supply", "blue"), 21),
            (("bag", "black"), 21),
            (("players", 0, "gems", "clear"), 21),
            (("players", 0, "gems", "green"), 21),
        ]
        if d["pending"]:
            specific.append((("pending", 0), n))
        for zone, gems in d["zone_gems"].items():
            for colour in gems:
                specific.append((("zone_gems", zone, colour), 0))
                specific.append((("zone_gems", zone, colour), ZONE_HOLES[int(zone)] + 1))
        for position in d["flags"]:
            specific.append((("flags", position), n))
        for area, owners in d["action_flags"].items():
            if owners:
                specific.append((("action_flags", area, len(owners) - 1), n))
        for path, bad in specific:
            cases.append((f"{label}: {path} = {bad}", text_with(d, path, bad)))
    assert_all_refused(cases, minimum=600)


def test_unknown_ids_refused():
    bad_cards = ("13a", "2f", "1a", "", "2A", " 2a", "2a ", "12", "card", "??")
    cases = []
    for label, d in base_dicts()[::5]:
        n = d["num_players"]
        # cards
        for path in card_pile_paths(d):
            pile = get_at(d, path)
            if not pile:
                continue
            for bad in bad_cards + (() if hidden_allowed(d, path) else (HIDDEN,)):
                e = clone(d)
                get_at(e, path)[len(pile) // 2] = bad
                cases.append((f"{label}: {path} card {bad!r}", e))
        for player, _card in d["row_choices"].items():
            for bad in bad_cards:
                e = clone(d)
                e["row_choices"][player] = bad
                cases.append((f"{label}: row choice {bad!r}", e))
        # positions (a flag moved to an unknown or out-of-play position)
        inactive = [p for p in POSITION_IDS if p not in ACTIVE_POSITIONS[n]]
        if d["flags"]:
            first = next(iter(d["flags"]))
            for bad in ["C21", "C0", "R1-3", "X0-0", "c1", "", "C1 ", "1"] + inactive[:3]:
                if bad in d["flags"]:
                    continue
                e = clone(d)
                e["flags"] = {(bad if k == first else k): v for k, v in d["flags"].items()}
                cases.append((f"{label}: flag at {bad!r}", e))
        # zones
        for bad in ("21", "0", "01", "zone1", "-1", ""):
            e = clone(d)
            e["zone_gems"][bad] = e["zone_gems"].pop("1")
            cases.append((f"{label}: zone id {bad!r}", e))
        for zone in (z for z in ZONE_IDS if z not in ACTIVE_ZONES[n] and not d["zone_gems"][str(z)]):
            colour = next(c for c in COLOURS if d["supply"][c])
            e = clone(d)
            e["zone_gems"][str(zone)] = {colour: 1}
            e["supply"][colour] -= 1  # conserved: only the zone being out of play is wrong
            cases.append((f"{label}: gems in out-of-play zone {zone}", e))
            break
        # colours
        for bad in ("red", "Blue", "clear", "", "gold"):
            for where in (("supply",), ("bag",)):
                e = clone(d)
                get_at(e, where)[bad] = get_at(e, where).pop("blue")
                cases.append((f"{label}: {where} colour {bad!r}", e))
            e = clone(d)
            e["players"][0]["gems"][bad if bad != "clear" else "CLEAR"] = e["players"][0]["gems"].pop("green")
            cases.append((f"{label}: gem kind {bad!r}", e))
            for zone, gems in d["zone_gems"].items():
                if gems:
                    e = clone(d)
                    ((colour, count),) = gems.items()
                    e["zone_gems"][zone] = {bad: count}
                    cases.append((f"{label}: zone {zone} colour {bad!r}", e))
                    break
        # action areas
        for bad in ("stolen intelligence", "Synchrotron", "warehouse", ""):
            e = clone(d)
            e["action_flags"][bad] = e["action_flags"].pop("synchrotron")
            cases.append((f"{label}: action area {bad!r}", e))
        # phases
        for bad in ("setup", "STAKE", "Build", "", "over ", "round", "choose row"):
            e = clone(d)
            e["phase"] = bad
            cases.append((f"{label}: phase {bad!r}", e))
        # players in row_choices
        for bad in (str(n), "-1", "00", " 0", "a", "0.0", ""):
            e = clone(d)
            e["row_choices"][bad] = CARD_IDS[0]
            cases.append((f"{label}: row choice of player {bad!r}", e))
        # lifted
        for bad in ("nowhere", "C99", "2a", "?", "STAKE", "stolen_intelligence "):
            e = clone(d)
            e["lifted"] = bad
            cases.append((f"{label}: lifted {bad!r}", e))
    assert_all_refused(cases, minimum=800)


def test_gems_created_or_destroyed_refused():
    cases = []
    for label, d in base_dicts()[::5]:
        holders = list(gem_holders(d))
        for path, _colour in holders:
            for delta in (1, -1):
                e = clone(d)
                set_at(e, path, get_at(d, path) + delta)
                cases.append((f"{label}: {path} {delta:+d}", e))
        # a gem that changes colour: one colour gains, another loses
        for path, colour in holders:
            if colour != "clear" and path[0] != "zone_gems" and get_at(d, path) > 0:
                other = COLOURS[(COLOURS.index(colour) + 1) % len(COLOURS)]
                e = clone(d)
                set_at(e, path, get_at(d, path) - 1)
                set_at(e, path[:-1] + (other,), get_at(d, path[:-1] + (other,)) + 1)
                cases.append((f"{label}: {path} turned {other}", e))
        # a coloured gem turned clear (or back)
        for i, p in enumerate(d["players"]):
            colour = next((c for c in COLOURS if p["gems"][c]), None)
            if colour:
                e = clone(d)
                e["players"][i]["gems"][colour] -= 1
                e["players"][i]["gems"]["clear"] += 1
                cases.append((f"{label}: player {i}'s {colour} turned clear", e))
        # gems appear in an empty active zone
        empty = [z for z in ACTIVE_ZONES[d["num_players"]] if not d["zone_gems"][str(z)]]
        if empty:
            e = clone(d)
            e["zone_gems"][str(empty[0])] = {"purple": 1}
            cases.append((f"{label}: gems appear in zone {empty[0]}", e))
        # a zone's gems vanish
        full = [z for z, g in d["zone_gems"].items() if g]
        if full:
            e = clone(d)
            e["zone_gems"][full[0]] = {}
            cases.append((f"{label}: zone {full[0]} emptied", e))
    assert_all_refused(cases, minimum=500)


def test_cards_created_or_destroyed_refused():
    cases = []
    for label, d in base_dicts()[::4]:
        piles = [p for p in card_pile_paths(d) if p[-1] != "dealt"]
        for path in piles:
            pile = get_at(d, path)
            for i in sorted({0, len(pile) // 2, len(pile) - 1}) if pile else []:
                e = clone(d)
                removed = get_at(e, path).pop(i)
                if removed in get_at(e, path[:-1]).get("dealt", []) if path[0] == "players" else False:
                    get_at(e, path[:-1])["dealt"].remove(removed)
                cases.append((f"{label}: {removed} removed from {path}", e))
        known = [(p, c) for p in piles for c in get_at(d, p) if c != HIDDEN]
        rng = random.Random(len(known))
        for source, card in rng.sample(known, min(3, len(known))):
            for target in piles:
                e = clone(d)
                get_at(e, target).append(card)
                cases.append((f"{label}: {card} from {source} duplicated into {target}", e))
        if len(known) >= 2:
            (p1, c1), (_, c2) = known[0], known[-1]
            e = clone(d)
            pile = get_at(e, p1)
            pile[pile.index(c1)] = c2  # c1 lost, c2 twice
            cases.append((f"{label}: {c1} overwritten by {c2}", e))
        missing = [c for c in CARD_IDS if c not in {c for _, c in known}]
        if d["viewer"] is None:
            assert not missing
        # a hidden card too many or too few in a view
        if d["viewer"] is not None and d["deck"]:
            e = clone(d)
            e["deck"].append(HIDDEN)
            cases.append((f"{label}: an extra hidden card", e))
            e = clone(d)
            e["deck"].pop()
            cases.append((f"{label}: a hidden card missing", e))
    assert_all_refused(cases, minimum=500)


def test_card_bookkeeping_refused():
    """Conserved card counts, but impossible placements: two built cards of one value,
    dealt cards that are not in the hand, more dealt cards than hand cards."""
    cases = []
    for label, d in base_dicts():
        for i, p in enumerate(d["players"]):
            built_values = {CARD_VALUE[c] for c in p["built"]}
            for source in ("hand", "deck", "discard", "common_row"):
                pile = p["hand"] if source == "hand" else d[source]
                twin = next((c for c in pile if c != HIDDEN and CARD_VALUE[c] in built_values), None)
                if twin:
                    e = clone(d)
                    (e["players"][i]["hand"] if source == "hand" else e[source]).remove(twin)
                    if twin in e["players"][i]["dealt"]:
                        e["players"][i]["dealt"].remove(twin)
                    e["players"][i]["built"].append(twin)
                    cases.append((f"{label}: player {i} built a second {CARD_VALUE[twin]} ({twin}) from {source}", e))
            if d["phase"] == phases.REPLACE and p["dealt"] and HIDDEN not in p["dealt"]:
                outsider = next(c for c in CARD_IDS if c not in p["hand"])
                e = clone(d)
                e["players"][i]["dealt"][0] = outsider
                cases.append((f"{label}: player {i} dealt a card not in hand", e))
                e = clone(d)
                e["players"][i]["dealt"] = p["hand"] + p["hand"][:1]
                cases.append((f"{label}: player {i} dealt more cards than in hand", e))
    assert_all_refused(cases, minimum=20)


def test_flags_created_or_destroyed_refused():
    cases = []
    for label, d in base_dicts()[::2]:
        n = d["num_players"]
        free = [p for p in ACTIVE_POSITIONS[n] if p not in d["flags"]]
        for player in range(n):
            e = clone(d)
            e["flags"][free[player]] = player
            cases.append((f"{label}: player {player} gets a sixth flag on the board", e))
            for area in ACTION_AREAS:
                owners = d["action_flags"][area]
                e = clone(d)
                if player in owners:
                    e["action_flags"][area] = [o for o in owners if o != player]
                    cases.append((f"{label}: player {player}'s flag on {area} removed", e))
                else:
                    e["action_flags"][area] = sorted(owners + [player])
                    cases.append((f"{label}: player {player} gets a flag on {area}", e))
        for position, owner in d["flags"].items():
            e = clone(d)
            del e["flags"][position]
            cases.append((f"{label}: flag at {position} removed", e))
            e = clone(d)
            e["flags"][position] = (owner + 1) % n
            cases.append((f"{label}: flag at {position} changes owner", e))
        for area, owners in d["action_flags"].items():
            if owners:
                e = clone(d)
                e["action_flags"][area] = owners + owners[:1]
                cases.append((f"{label}: {area} lists a player twice", e))
            if len(owners) >= 2:
                e = clone(d)
                e["action_flags"][area] = owners[::-1]
                cases.append((f"{label}: {area} out of order", e))
    assert_all_refused(cases, minimum=300)


def _move_card(e, source, target):
    card = get_at(e, source).pop()
    if source[0] == "players" and card in get_at(e, source[:-1])["dealt"]:
        get_at(e, source[:-1])["dealt"].remove(card)
    if isinstance(target, tuple):
        get_at(e, target).append(card)
    else:
        target(card)
    return card


def _dealt_again(player):
    """A change that marks `player`'s first card in hand as dealt (duplicates to replace) again;
    False, no change, when their hand is empty."""

    def change(e):
        hand = e["players"][player]["hand"]
        if not hand:
            return False
        e["players"][player]["dealt"].append(hand[0])
        return None

    return change


def _first_flag_back_on_an_area(d):
    """A change that takes the first flag placed on the board back to an action area its owner
    has no flag on: flags conserved, the board's counts wrong."""
    pos, owner = next(iter(d["flags"].items()))
    back = [a for a in ACTION_AREAS if owner not in d["action_flags"][a]][0]

    def change(e):
        e["flags"].pop(pos)
        e["action_flags"][back] = sorted(e["action_flags"][back] + [owner])

    return change


def _phase_mutations(d):
    """(description, mutated save) pairs each breaking how phase, pending and the rest fit together."""
    n, phase, pending, order = d["num_players"], d["phase"], d["pending"], d["turn_order"]
    out = []

    # save.py checks that the player to move has a real decision only where that can be seen:
    # in the real game, or in the view of the player to move.
    decisions_visible = d["viewer"] is None or (pending and d["viewer"] == pending[0])

    def variant(description, change, needs_decision_check=False):
        if needs_decision_check and not decisions_visible:
            return
        e = clone(d)
        if change(e) is not False:
            out.append((description, e))

    if phase != phases.OVER:
        variant("nobody to move", lambda e: e.update(pending=[]))
        variant("phase over with players to move", lambda e: e.update(phase=phases.OVER))
        variant("first mover listed twice", lambda e: e.update(pending=[pending[0]] + pending))
        variant("a stranger appended to pending", lambda e: e.update(pending=pending + [pending[-1]]))
        if len(set(pending)) > 1:
            variant(
                "pending reversed", lambda e: e.update(pending=pending[::-1]) if pending[::-1] != pending else False
            )
        if phase in (phases.REPLACE, phases.CHOOSE_ROW):
            variant("staking before the row is chosen", lambda e: e.update(phase=phases.STAKE))
            variant("building before staking", lambda e: e.update(phase=phases.BUILD))
            variant("game over in round 1-4 start", lambda e: e.update(phase=phases.OVER, pending=[]))
            variant(
                "a flag on the board before staking",
                lambda e: (
                    e["action_flags"][ACTION_AREAS[0]].remove(pending[0]),
                    e["flags"].__setitem__(ACTIVE_POSITIONS[n][0], pending[0]),
                ),
            )
            variant(
                "a common row before the reveal",
                lambda e: _move_card(e, ("deck",) if e["deck"] else ("discard",), ("common_row",)),
            )
            variant("synchrotron used outside building", lambda e: e.update(synchrotron_used=True))
            variant("built from row outside building", lambda e: e.update(built_from_row=True))
            variant("a lifted flag outside staking", lambda e: e.update(lifted=ACTION_AREAS[0]))
        if phase == phases.REPLACE:
            variant("choosing the row while duplicates are pending", lambda e: e.update(phase=phases.CHOOSE_ROW))
            variant(
                "a row choice during duplicate replacement",
                lambda e: _move_card(
                    e, ("players", pending[-1], "hand"), lambda c: e["row_choices"].__setitem__(str(pending[-1]), c)
                ),
            )
            done = order[: len(order) - len(pending)]
            if done:
                variant("a player who decided keeps dealt cards", _dealt_again(done[0]))
            variant("the mover has no duplicate to replace", lambda e: e["players"][pending[0]].update(dealt=[]), True)
        if phase == phases.CHOOSE_ROW:
            variant("replacing duplicates after choices", lambda e: e.update(phase=phases.REPLACE), True)
            variant(
                "a row choice by a player yet to choose",
                lambda e: (
                    _move_card(
                        e, ("players", pending[-1], "hand"), lambda c: e["row_choices"].__setitem__(str(pending[-1]), c)
                    )
                    if e["players"][pending[-1]]["hand"] and str(pending[-1]) not in e["row_choices"]
                    else False
                ),
            )
            variant(
                "dealt cards outside duplicate replacement",
                lambda e: e["players"][pending[0]]["dealt"].extend(e["players"][pending[0]]["hand"][:1]),
            )
            variant(
                "the mover has no card to choose",
                lambda e: (
                    e["deck"].extend(e["players"][pending[0]]["hand"]),
                    e["players"][pending[0]].update(hand=[]),
                ),
                True,
            )
            variant(
                "a player holds more than 6 gems before staking",
                lambda e: (
                    (
                        e["players"][pending[0]]["gems"].update(blue=e["players"][pending[0]]["gems"]["blue"] + 7),
                        e["supply"].update(blue=e["supply"]["blue"] - 7),
                    )
                    if d["supply"]["blue"] >= 7
                    else False
                ),
            )
        if phase == phases.STAKE:
            variant(
                "one flag too few still to place",
                lambda e: e.update(pending=pending[1:]) if len(pending) > 1 else False,
            )
            variant(
                "back to choosing the row with flags out",
                lambda e: e.update(phase=phases.CHOOSE_ROW, pending=order[:]) if d["flags"] else False,
            )
            variant(
                "staking order rotated",
                lambda e: e.update(pending=pending[1:] + pending[:1]) if len(set(pending)) > 1 else False,
            )
            variant(
                "a row choice during staking",
                lambda e: (
                    _move_card(e, ("common_row",), lambda c: e["row_choices"].__setitem__("0", c))
                    if d["common_row"]
                    else False
                ),
            )
            variant(
                "lifted flag is a board position", lambda e: e.update(lifted=next(iter(d["flags"]), POSITION_IDS[0]))
            )
            lacking = [a for a in ACTION_AREAS if pending[0] not in d["action_flags"][a]]
            if lacking:
                variant("lifted from an area the mover has no flag on", lambda e: e.update(lifted=lacking[0]))
            variant("building marks during staking", lambda e: e.update(built_from_row=True))
            if d["flags"]:
                variant("a placed flag back on its area", _first_flag_back_on_an_area(d))
        if phase in (phases.STOLEN_INTELLIGENCE, phases.ENGINEERING_ADVANCE, phases.BUILD, phases.KEEP_GEMS):
            for earlier in (phases.REPLACE, phases.CHOOSE_ROW, phases.STAKE):
                variant(f"back to {earlier} after staking", lambda e, p=earlier: e.update(phase=p))
            variant(
                "a row choice after the reveal",
                lambda e: _move_card(
                    e,
                    ("deck",) if e["deck"] else ("discard",),
                    lambda c: e["row_choices"].__setitem__(str(pending[0]), c),
                ),
            )
            variant("dealt cards after staking", _dealt_again(pending[0]))
            if d["flags"]:
                variant("a player with 3 flags on the board", _first_flag_back_on_an_area(d))
        if phase in (phases.ENGINEERING_ADVANCE, phases.BUILD, phases.KEEP_GEMS):
            variant("a lifted flag after staking", lambda e: e.update(lifted=next(iter(d["flags"]))))
            variant("an area lifted after staking", lambda e: e.update(lifted="synchrotron"))
        if phase in (phases.STOLEN_INTELLIGENCE, phases.ENGINEERING_ADVANCE):
            area = phase
            losers = [p for p in range(n) if p not in d["action_flags"][area]]
            if losers:
                variant(f"a non-winner of {area} to move", lambda e: e.update(pending=[losers[0]]))
        if phase == phases.STOLEN_INTELLIGENCE:
            variant("lifted from an action area", lambda e: e.update(lifted="stolen_intelligence"))
            others = [p for p, o in d["flags"].items() if o != pending[0]]
            variant("lifted someone else's flag", lambda e: e.update(lifted=others[0]))
            empty = [p for p in ACTIVE_POSITIONS[n] if p not in d["flags"]]
            variant("lifted from an empty position", lambda e: e.update(lifted=empty[0]))
        if phase in (phases.STOLEN_INTELLIGENCE, phases.ENGINEERING_ADVANCE, phases.KEEP_GEMS):
            variant("building marks outside building", lambda e: e.update(synchrotron_used=True))
        if phase == phases.BUILD:
            non_winners = [
                p
                for p in range(n)
                if not (
                    p in d["action_flags"]["synchrotron"]
                    and len(d["action_flags"]["synchrotron"]) <= (2 if n >= 4 else 1)
                )
            ]
            if pending[0] in non_winners:
                variant("Synchrotron used by a player who did not win it", lambda e: e.update(synchrotron_used=True))
            variant(
                "keeping gems in the middle of building",
                lambda e: e.update(phase=phases.KEEP_GEMS) if d["round"] == 4 else False,
            )
        if phase == phases.KEEP_GEMS:
            variant("returning gems after the last round", lambda e: e.update(round=4))
            variant(
                "the mover is within the gem limit",
                lambda e: (
                    [e["supply"].__setitem__(c, e["supply"][c] + e["players"][pending[0]]["gems"][c]) for c in COLOURS],
                    e.update(clear_pool=e["clear_pool"] + e["players"][pending[0]]["gems"]["clear"]),
                    e["players"][pending[0]].update(gems={g: 0 for g in GEM_KINDS}),
                ),
                True,
            )
    else:
        variant("a finished game in round 3", lambda e: e.update(round=3))
        variant("a finished game with a player to move", lambda e: e.update(pending=[0]))
        variant("a finished game reopened", lambda e: e.update(phase=phases.BUILD))
        variant("lifted flag after the end", lambda e: e.update(lifted=next(iter(d["flags"]), "C1")))
    # the turn order itself
    variant("turn order with a player twice", lambda e: e.update(turn_order=[order[0]] * n))
    variant("turn order with a player missing", lambda e: e.update(turn_order=order[:-1]))
    variant("turn order with an extra entry", lambda e: e.update(turn_order=order + order[:1]))
    variant("one player too few", lambda e: e.update(players=e["players"][:-1]))
    variant("num_players disagrees", lambda e: e.update(num_players=n + 1 if n < 5 else n - 1))
    return out


def test_phase_and_pending_mismatches_refused():
    cases, kinds = [], set()
    for label, d in base_dicts():
        for description, e in _phase_mutations(d):
            kinds.add(description)
            cases.append((f"{label}: {description}", e))
    # every kind of mismatch written above was generated somewhere
    assert len(kinds) >= 45, sorted(kinds)
    assert_all_refused(cases, minimum=300)


def test_lifted_flag_nonsense_refused():
    cases = []
    label, d = _stake_with_lifted_base()
    n = d["num_players"]
    mover = d["pending"][0]
    for bad in (
        list(POSITION_IDS[:5]) + list(d["flags"])[:3] + [a for a in ACTION_AREAS if mover not in d["action_flags"][a]]
    ):
        e = clone(d)
        e["lifted"] = bad
        cases.append((f"{label}: lifted {bad!r}", e))
    for bad in (1, 0, True, [], {}, ["synchrotron"], "", "?", "2a", "Synchrotron"):
        e = clone(d)
        e["lifted"] = bad
        cases.append((f"{label}: lifted {bad!r}", e))
    no_lift_phases = [p for p in phases.PHASES if p not in (phases.STAKE, phases.STOLEN_INTELLIGENCE)]
    for label, d in base_dicts(phases=no_lift_phases):
        for bad in ACTION_AREAS + tuple(d["flags"])[:2] + ("C1",):
            e = clone(d)
            e["lifted"] = bad
            cases.append((f"{label}: lifted {bad!r} in {d['phase']}", e))
    assert n >= 2
    assert_all_refused(cases, minimum=100)


def test_rng_must_be_16_lowercase_hex_digits():
    label, d = base_dicts(views=False)[0]
    cases = []
    for bad in (
        "",
        "0" * 15,
        "0" * 17,
        "ABCDEF0123456789",
        "0x0123456789abcd",
        " 0123456789abcdef",
        "0123456789abcdef\n",
        "0123456789abcdeg",
        "\uff10" * 16,
        "-123456789abcdef",
        "0123456789abcdef0123",
        "0123 456789abcdef",
        "٠١٢٣٤٥٦٧٨٩abcdef",
        None,
        0,
        123456789,
        2**64,
        True,
        1.5,
        ["0" * 16],
        {"rng": "0" * 16},
    ):
        e = clone(d)
        e["rng"] = bad
        cases.append((f"{label}: rng {bad!r}", e))
    assert_all_refused(cases, minimum=20)
    for good in ("0" * 16, "f" * 16, "0123456789abcdef"):
        e = clone(d)
        e["rng"] = good
        assert to_json(from_json(dump(e))) == dump(e)


def test_deeply_nested_json_refused():
    label, d = base_dicts(views=False)[0]
    text = dump(d)
    cases = [
        ("100000 open brackets", "[" * 100_000),
        ("100000 nested arrays", "[" * 100_000 + "]" * 100_000),
        ("100000 nested objects", '{"a":' * 100_000 + "1" + "}" * 100_000),
    ]
    for depth in (2, 50, 500, 900, 980, 990, 995, 999, 1000, 1500, 5000):
        for key in ("format", "version", "phase", "lifted", "rng", "deck", "flags", "players", "viewer"):
            for nested in ("[" * depth + "]" * depth, '{"a":' * depth + "1" + "}" * depth):
                cases.append(
                    (f"{key} nested {depth} deep", text.replace(f'"{key}":', f'"{key}":{nested},"_{key}":', 1))
                )
                e = clone(d)
                e[key] = "@@"
                cases.append((f"{key} replaced by {depth} levels", dump(e).replace('"@@"', nested)))
        e = clone(d)
        e["players"][0]["hand"] = ["@@"]
        cases.append((f"a card nested {depth} deep", dump(e).replace('"@@"', "[" * depth + "]" * depth)))
    assert_all_refused(cases, minimum=300)


def test_huge_and_odd_numbers_refused():
    label, d = base_dicts(views=False)[1]
    text = dump(d)
    cases = []
    for literal in (
        "1" * 5000,
        "-" + "9" * 4300,
        "1" + "0" * 4000,
        "1e400",
        "-1e400",
        "1e308",
        "1.0",
        "1E0",
        "NaN",
        "Infinity",
        "-Infinity",
        "-0",
        "0.5",
        "3.000000000000000000001",
    ):
        for path in list(_int_paths(d))[::3]:
            e = clone(d)
            set_at(e, path, "@@")
            if literal == "-0" and get_at(d, path) == 0:
                continue  # -0 is the integer 0: a valid way to write it
            cases.append((f"{path} = {literal[:20]}", dump(e).replace('"@@"', literal)))
    assert text
    assert_all_refused(cases, minimum=200)


def test_negative_zero_is_just_zero():
    label, d = base_dicts(views=False)[0]
    text = dump(d)
    zero = next(p for p in _int_paths(d) if get_at(d, p) == 0)
    e = clone(d)
    set_at(e, zero, "@@")
    assert to_json(from_json(dump(e).replace('"@@"', "-0"))) == text


# ---- from_json accepts what it must not: loaded saves that crash later -------------------


def test_dealt_cards_listed_twice_refused_or_playable():
    """`dealt` must be a sub-list of the hand. A save that lists one dealt card twice (the
    card once in the hand) is not a consistent game; if it loads, its legal actions offer
    replacing that card twice, which crashes apply."""
    for n in PLAYER_COUNTS:
        for seed in range(60):
            state = new_game(n, seed=seed)
            g = R.seed_state(seed)
            while not state.is_over:
                if state.phase == phases.REPLACE and len(state.discard) >= 2:
                    me = state.players[state.to_move]
                    built = {CARD_VALUE[c] for c in me.built}
                    dup = next((c for c in me.dealt if CARD_VALUE[c] in built), None)
                    if dup:
                        d = json.loads(to_json(state))
                        d["players"][state.to_move]["dealt"] = [dup, dup]
                        text = dump(d)
                        try:
                            loaded = from_json(text)
                        except SaveError:
                            return
                        for action in legal_actions(loaded):
                            try:
                                apply(loaded, action)
                            except IllegalAction:
                                pass
                            except Exception as error:  # noqa: BLE001
                                pytest.fail(
                                    f"from_json accepted dealt={[dup, dup]!r} (card {dup} listed twice) and "
                                    f"legal_actions offered {action!r}, whose apply raised "
                                    f"{type(error).__name__}: {error}\nsave: {text}"
                                )
                        return
                options = legal_actions(state)
                g, i = pick(options, g)
                state = apply(state, options[i])
    raise AssertionError("no duplicate-replacement decision found to test")
