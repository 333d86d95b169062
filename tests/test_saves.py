"""Saves: `to_json` / `from_json` round trips, refusal of corrupted saves, views, stale actions.

The contract (from the project's issue):
- `from_json(to_json(s))` is the same game: same text again, same legal actions, and a game
  saved mid-way and continued with the same choices ends exactly as the uninterrupted game,
  random events after the save (seeding, dealing, reshuffles, duplicate replacement) included.
- `from_json` validates everything and raises `SaveError` -- never another exception -- for
  anything that is not a consistent game; a save that loads plays on to its end.
- a player's view saves and loads too (hidden cards "?", no rng).
- `apply` refuses stale actions with IllegalAction and leaves the state unchanged.
"""

import copy
import functools
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import rng as R
from game.charon import (
    Build,
    IllegalAction,
    ReplaceDuplicates,
    SaveError,
    action_from_json,
    action_to_json,
    apply,
    from_json,
    legal_actions,
    new_game,
    to_json,
    view,
)
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
from game.charon.engine import play
from game.charon.simulate import random_playout
from game.charon.state import (
    BUILD,
    CHOOSE_ROW,
    ENGINEERING_ADVANCE,
    HIDDEN,
    KEEP_GEMS,
    OVER,
    PHASES,
    REPLACE,
    STAKE,
    STOLEN_INTELLIGENCE,
)

PLAYER_COUNTS = (2, 3, 4, 5)
SEEDS = (1, 7, 2024)
TOP_KEYS = (
    "format",
    "version",
    "num_players",
    "round",
    "phase",
    "turn_order",
    "pending",
    "players",
    "supply",
    "bag",
    "clear_pool",
    "zone_gems",
    "deck",
    "discard",
    "common_row",
    "row_choices",
    "flags",
    "action_flags",
    "lifted",
    "built_from_row",
    "synchrotron_used",
    "rng",
    "viewer",
)


# ---- games to take saves from ------------------------------------------------------------


def _pick(options, g):
    """A seeded policy that builds and replaces duplicates eagerly (so that duplicate
    replacement, with its shuffle of the discard pile, happens often), else picks at random."""
    replace = [i for i, a in enumerate(options) if isinstance(a, ReplaceDuplicates)]
    if replace:
        g, j = R.below(g, len(replace))
        return g, replace[j]
    builds = [i for i, a in enumerate(options) if isinstance(a, Build)]
    if builds:
        g, j = R.below(g, len(builds))
        return g, builds[j]
    return R.below(g, len(options))


@functools.cache
def _game(n: int, seed: int):
    """An uninterrupted game: (texts, choices, actions); texts[k] is the save before the k-th
    action (texts[-1] the finished game), choices[k] the index taken in legal_actions."""
    state = new_game(n, seed=seed)
    g = R.seed_state(seed * 7919 + n)
    texts, choices, actions = [to_json(state)], [], []
    while not state.is_over:
        options = legal_actions(state)
        g, i = _pick(options, g)
        choices.append(i)
        actions.append(options[i])
        state = apply(state, options[i])
        texts.append(to_json(state))
    return tuple(texts), tuple(choices), tuple(actions)


def _dump(data) -> str:
    return json.dumps(data, separators=(",", ":"))


def _clone(data):
    return json.loads(json.dumps(data))


def _text_with(data, path, value) -> str:
    """The save `data` as text with the value at `path` replaced (data itself is left as it was)."""
    parent = _get(data, path[:-1])
    old = parent[path[-1]]
    parent[path[-1]] = value
    try:
        return _dump(data)
    finally:
        parent[path[-1]] = old


@functools.cache
def _position(text: str) -> str:
    """A save without its seed and history: a position, checked for consistency only (the
    corruption tests below aim at those checks; a save with history is also replayed)."""
    d = json.loads(text)
    d["seed"] = d["history"] = None
    return _dump(d)


def _bases() -> tuple[tuple[str, str], ...]:
    """(label, save text without history) for a spread of real states: each player count,
    each phase (the middle occurrence), staking with a lifted flag, Stolen Intelligence, views."""
    out = []
    for n in PLAYER_COUNTS:
        texts, _, _ = _game(n, SEEDS[0])
        by_phase: dict[str, list[str]] = {}
        lifted = []
        for t in texts:
            d = json.loads(t)
            by_phase.setdefault(d["phase"], []).append(t)
            if d["lifted"] is not None:
                lifted.append(t)
        for phase, ts in sorted(by_phase.items()):
            out.append((f"{n}p-{phase}", _position(ts[len(ts) // 2])))
        if lifted:
            out.append((f"{n}p-lifted", _position(lifted[len(lifted) // 2])))
    return tuple(out)


def _base_dicts(phases=None, views=True):
    """Parsed copies of the base saves (optionally only some phases), plus views of them."""
    result = []
    for label, text in _bases():
        d = json.loads(text)
        if phases is not None and d["phase"] not in phases:
            continue
        result.append((label, d))
        if views and d["phase"] != OVER:
            state = from_json(text)
            for p in {state.to_move, (state.to_move + 1) % state.num_players}:
                result.append((f"{label}-view{p}", json.loads(to_json(view(state, p)))))
    return result


def _stake_with_lifted_base():
    for label, d in _base_dicts(views=False):
        if d["phase"] == STAKE and d["lifted"] is not None:
            return label, d
    raise AssertionError("no staking save with a lifted flag among the bases")


# ---- refusing -----------------------------------------------------------------------------


def _refused(text) -> str | None:
    """None if `from_json(text)` raises exactly SaveError with a readable message, else what happened."""
    try:
        state = from_json(text)
    except SaveError as error:
        if type(error) is not SaveError:
            return f"raised {type(error).__name__}, a subclass of SaveError"
        message = str(error)
        if not message.strip() or not message.isprintable():
            return f"SaveError with an unreadable message {message!r}"
        return None
    except BaseException as error:  # noqa: BLE001 -- the point is to catch anything else
        return f"raised {type(error).__name__}: {error}"[:300]
    return f"loaded ({state!r}) instead of raising SaveError"


def _assert_all_refused(cases, minimum: int):
    """cases: iterable of (description, text or data); every one must raise SaveError."""
    failures, count = [], 0
    for description, text in cases:
        count += 1
        if not isinstance(text, (str, bytes, bytearray)) and isinstance(text, (dict, list)):
            text = _dump(text)
        problem = _refused(text)
        if problem:
            failures.append(f"{description}: {problem}")
    assert not failures, f"{len(failures)} of {count} corrupted saves not refused:\n" + "\n".join(failures[:25])
    assert count >= minimum, f"only {count} cases generated (expected at least {minimum})"


def test_refused_helper_is_strict():
    good = _bases()[0][1]
    assert _refused(good) is not None
    assert _refused("nonsense") is None


# ---- 1. round trips -----------------------------------------------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
@pytest.mark.parametrize("seed", SEEDS)
def test_round_trip_at_every_step(n, seed):
    texts, _, _ = _game(n, seed)
    assert len(texts) > 50
    assert to_json(new_game(n, seed=seed)) == texts[0]  # same seed, same game, same text
    for k, text in enumerate(texts):
        loaded = from_json(text)
        assert to_json(loaded) == text, f"step {k}"
        assert loaded.viewer is None and loaded.rng is not None
    # Legal actions identical after reload, compared against the states the game really went through.
    state = new_game(n, seed=seed)
    _, choices, _ = _game(n, seed)
    for k, i in enumerate(choices):
        reloaded = from_json(to_json(state))
        assert legal_actions(reloaded) == legal_actions(state), f"step {k}"
        assert reloaded.to_move == state.to_move
        state = apply(state, legal_actions(state)[i])
    assert to_json(state) == texts[-1]
    assert legal_actions(from_json(texts[-1])) == [] and from_json(texts[-1]).is_over


def test_bytes_and_bytearray_saves_load():
    text = _bases()[0][1]
    assert to_json(from_json(text.encode("utf-8"))) == text
    assert to_json(from_json(bytearray(text.encode("utf-8")))) == text


def test_two_loads_of_one_save_are_independent():
    # Two loads of one save are independent values: playing one leaves the other as it was.
    text = _game(3, SEEDS[0])[0][10]
    a, b = from_json(text), from_json(text)
    random_playout(a, 99)
    assert to_json(b) == text


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_reloading_before_every_action_changes_nothing(n):
    """Save and reload before every single action: the game is the uninterrupted one."""
    for seed in SEEDS[:2]:
        texts, choices, _ = _game(n, seed)
        state = new_game(n, seed=seed)
        for k, i in enumerate(choices):
            state = from_json(to_json(state))
            play(state, legal_actions(state)[i])
            assert to_json(state) == texts[k + 1], f"seed {seed}, step {k}"


def _save_points(texts, actions):
    """Points to save at: right before every duplicate replacement (its shuffle comes after
    the reload), right before every change of round (seeding and dealing come after the
    reload), and a handful spread over the game."""
    points = set(range(0, len(actions), max(1, len(actions) // 6)))
    rounds = [json.loads(t)["round"] for t in texts]
    for k, a in enumerate(actions):
        if isinstance(a, ReplaceDuplicates):
            points.add(k)
        if rounds[k + 1] != rounds[k]:
            points.add(k)
            points.add(max(0, k - 3))
    return sorted(points)


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_game_saved_midway_continues_exactly(n):
    replacements_after_save = round_starts_after_save = 0
    for seed in SEEDS:
        texts, choices, actions = _game(n, seed)
        for k in _save_points(texts, actions):
            state = from_json(texts[k])
            for j in range(k, len(choices)):
                options = legal_actions(state)
                assert options[choices[j]] == actions[j], f"seed {seed}, saved at {k}, step {j}"
                state = apply(state, options[choices[j]])
                assert to_json(state) == texts[j + 1], f"seed {seed}, saved at {k}, step {j}"
            assert state.is_over and to_json(state) == texts[-1]
            replacements_after_save += any(isinstance(a, ReplaceDuplicates) for a in actions[k:])
            round_starts_after_save += json.loads(texts[k])["round"] < 4
    # The random events after the save really were exercised.
    assert replacements_after_save > 0
    assert round_starts_after_save > 0


def test_deck_reshuffle_after_a_reload_continues_exactly():
    """The deck never runs out in ordinary play; make it (the deck given all but one card to
    the discard pile, a consistent save), so that the next deal reshuffles the discard pile
    after the reload, and check every reload point before it."""
    for n in PLAYER_COUNTS:
        texts, _, _ = _game(n, SEEDS[0])
        start = next(t for t in texts if json.loads(t)["round"] == 3 and json.loads(t)["phase"] == BUILD)
        d = json.loads(_position(start))
        d["discard"] = d["deck"][:-1] + d["discard"]
        d["deck"] = d["deck"][-1:]
        crafted = _dump(d)
        # The uninterrupted game from the crafted save.
        state, g = from_json(crafted), 12345
        path, picks, reshuffled = [crafted], [], False
        while not state.is_over:
            options = legal_actions(state)
            g, i = _pick(options, g)
            before = len(state.deck)
            state = apply(state, options[i])
            reshuffled |= len(state.deck) > before
            picks.append(i)
            path.append(to_json(state))
        assert reshuffled, f"{n} players: the deck was never rebuilt from the discard pile"
        round4 = next(k for k, t in enumerate(path) if json.loads(t)["round"] == 4)
        for k in range(0, round4):
            state = from_json(path[k])
            for i in picks[k:]:
                play(state, legal_actions(state)[i])
            assert to_json(state) == path[-1], f"{n} players, reloaded at step {k}"


def test_loaded_games_play_to_the_end_with_random_playout():
    for label, text in _bases():
        state = from_json(text)
        final, _ = random_playout(state, 2024)
        assert final.is_over
        assert to_json(from_json(to_json(final))) == to_json(final), label


# ---- 2. corrupted saves -------------------------------------------------------------------


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
    for label, text in _bases()[:6]:
        step = max(1, len(text) // 60)
        for cut in list(range(0, len(text), step)) + list(range(len(text) - 15, len(text))):
            cases.append((f"{label} truncated to {cut}", text[:cut]))
        cases.append((f"{label} + garbage", text + "x"))
        cases.append((f"{label} + second doc", text + text))
        cases.append((f"{label} with a BOM", "\ufeff" + text))
        cases.append((f"{label} minus its first brace", text[1:]))
    _assert_all_refused(cases, minimum=300)


def test_non_object_top_level_and_non_text_refused():
    text = _bases()[0][1]
    cases = [
        (repr(t), t)
        for t in ("[]", "1", "-1.5", "null", "true", '"a save"', "[" + text + "]", '"' + text.replace('"', '\\"') + '"')
    ]
    cases += [
        (f"python {type(x).__name__}", x)
        for x in (None, 5, 1.5, True, [], {}, json.loads(text), object(), ("{}",), memoryview(b"{}"), from_json(text))
    ]
    failures = [f"{d}: {p}" for d, x in cases if (p := _refused(x))]
    assert not failures, failures


def test_bytes_that_are_not_utf8_refused():
    text = _bases()[0][1]
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
    _assert_all_refused(cases, minimum=10)


def test_wrong_format_or_version_refused():
    cases = []
    for label, d in _base_dicts(views=False)[:8]:
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
            e = _clone(d)
            e["format"] = bad
            cases.append((f"{label} format={bad!r}", e))
        # 1 is refused too: a version-1 save has no seed and no history fields.
        for bad in (0, 1, 3, -1, 99, 10**100, "2", 2.0, True, None, [2], {"v": 2}):
            e = _clone(d)
            e["version"] = bad
            cases.append((f"{label} version={bad!r}", e))
    _assert_all_refused(cases, minimum=150)


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


def _get(data, path):
    for key in path:
        data = data[key]
    return data


def test_missing_and_extra_keys_refused():
    cases = []
    for label, d in _base_dicts()[::5]:
        for path in _objects_with_fixed_keys(d):
            obj = _get(d, path)
            for key in list(obj):
                e = _clone(d)
                del _get(e, path)[key]
                cases.append((f"{label}: {path} without {key!r}", e))
            for extra in ("extra", "", "Round", "0", "?"):
                if extra in obj:
                    continue
                e = _clone(d)
                _get(e, path)[extra] = 0
                cases.append((f"{label}: {path} with extra {extra!r}", e))
        # Keys renamed by case.
        e = _clone(d)
        e["Phase"] = e.pop("phase")
        cases.append((f"{label}: Phase", e))
    _assert_all_refused(cases, minimum=1000)


def _json_kind(value) -> str:
    if value is None:
        return "null"
    return {bool: "bool", int: "int", float: "float", str: "str", list: "list", dict: "dict"}[type(value)]


_WRONG_TYPED = (True, False, None, "1", 0, 2.0, [], [1], [[[]]], {}, {"blue": 1})


def _all_paths(data, path=()):
    """Every value's path, but for long lists only their first and last items."""
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _all_paths(value, path + (key,))
    elif isinstance(data, list):
        indices = sorted({0, len(data) - 1}) if data else []
        for i in indices:
            yield from _all_paths(data[i], path + (i,))


def _set(data, path, value):
    _get(data, path[:-1])[path[-1]] = value


def test_wrong_types_everywhere_refused():
    def cases():
        for label, d in _base_dicts()[::12]:
            for path in _all_paths(d):
                if not path:
                    continue
                original = _get(d, path)
                for bad in _WRONG_TYPED:
                    if _json_kind(bad) == _json_kind(original):
                        continue
                    if path == ("lifted",) and (bad is None or isinstance(bad, str)):
                        continue  # null or a string is lifted's type; unknown ids are tested below
                    yield f"{label}: {path} = {bad!r} (was {original!r})", _text_with(d, path, bad)

    _assert_all_refused(cases(), minimum=5000)


def _int_paths(d):
    for path in _all_paths(d):
        if path and _json_kind(_get(d, path)) == "int":
            yield path


def test_out_of_range_integers_refused():
    cases = []
    for label, d in _base_dicts()[::7]:
        n = d["num_players"]
        for path in _int_paths(d):
            for bad in (-1, 2**64, 10**400):
                cases.append((f"{label}: {path} = {bad}", _text_with(d, path, bad)))
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
            cases.append((f"{label}: {path} = {bad}", _text_with(d, path, bad)))
    _assert_all_refused(cases, minimum=600)


def _card_pile_paths(d):
    paths = [("deck",), ("discard",), ("common_row",)]
    for i in range(len(d["players"])):
        paths += [("players", i, "hand"), ("players", i, "built"), ("players", i, "dealt")]
    return paths


def _hidden_allowed(d, path) -> bool:
    viewer = d["viewer"]
    if viewer is None:
        return False
    if path[0] in ("deck", "discard"):
        return True
    if path[0] == "players":
        return path[1] != viewer and path[2] in ("hand", "dealt")
    if path[0] == "row_choices":
        return path[1] != str(viewer)
    return False


def test_unknown_ids_refused():
    bad_cards = ("13a", "2f", "1a", "", "2A", " 2a", "2a ", "12", "card", "??")
    cases = []
    for label, d in _base_dicts()[::5]:
        n = d["num_players"]
        # cards
        for path in _card_pile_paths(d):
            pile = _get(d, path)
            if not pile:
                continue
            for bad in bad_cards + (() if _hidden_allowed(d, path) else (HIDDEN,)):
                e = _clone(d)
                _get(e, path)[len(pile) // 2] = bad
                cases.append((f"{label}: {path} card {bad!r}", e))
        for player, _card in d["row_choices"].items():
            for bad in bad_cards:
                e = _clone(d)
                e["row_choices"][player] = bad
                cases.append((f"{label}: row choice {bad!r}", e))
        # positions (a flag moved to an unknown or out-of-play position)
        inactive = [p for p in POSITION_IDS if p not in ACTIVE_POSITIONS[n]]
        if d["flags"]:
            first = next(iter(d["flags"]))
            for bad in ["C21", "C0", "R1-3", "X0-0", "c1", "", "C1 ", "1"] + inactive[:3]:
                if bad in d["flags"]:
                    continue
                e = _clone(d)
                e["flags"] = {(bad if k == first else k): v for k, v in d["flags"].items()}
                cases.append((f"{label}: flag at {bad!r}", e))
        # zones
        for bad in ("21", "0", "01", "zone1", "-1", ""):
            e = _clone(d)
            e["zone_gems"][bad] = e["zone_gems"].pop("1")
            cases.append((f"{label}: zone id {bad!r}", e))
        for zone in (z for z in ZONE_IDS if z not in ACTIVE_ZONES[n] and not d["zone_gems"][str(z)]):
            colour = next(c for c in COLOURS if d["supply"][c])
            e = _clone(d)
            e["zone_gems"][str(zone)] = {colour: 1}
            e["supply"][colour] -= 1  # conserved: only the zone being out of play is wrong
            cases.append((f"{label}: gems in out-of-play zone {zone}", e))
            break
        # colours
        for bad in ("red", "Blue", "clear", "", "gold"):
            for where in (("supply",), ("bag",)):
                e = _clone(d)
                _get(e, where)[bad] = _get(e, where).pop("blue")
                cases.append((f"{label}: {where} colour {bad!r}", e))
            e = _clone(d)
            e["players"][0]["gems"][bad if bad != "clear" else "CLEAR"] = e["players"][0]["gems"].pop("green")
            cases.append((f"{label}: gem kind {bad!r}", e))
            for zone, gems in d["zone_gems"].items():
                if gems:
                    e = _clone(d)
                    ((colour, count),) = gems.items()
                    e["zone_gems"][zone] = {bad: count}
                    cases.append((f"{label}: zone {zone} colour {bad!r}", e))
                    break
        # action areas
        for bad in ("stolen intelligence", "Synchrotron", "warehouse", ""):
            e = _clone(d)
            e["action_flags"][bad] = e["action_flags"].pop("synchrotron")
            cases.append((f"{label}: action area {bad!r}", e))
        # phases
        for bad in ("setup", "STAKE", "Build", "", "over ", "round", "choose row"):
            e = _clone(d)
            e["phase"] = bad
            cases.append((f"{label}: phase {bad!r}", e))
        # players in row_choices
        for bad in (str(n), "-1", "00", " 0", "a", "0.0", ""):
            e = _clone(d)
            e["row_choices"][bad] = CARD_IDS[0]
            cases.append((f"{label}: row choice of player {bad!r}", e))
        # lifted
        for bad in ("nowhere", "C99", "2a", "?", "STAKE", "stolen_intelligence "):
            e = _clone(d)
            e["lifted"] = bad
            cases.append((f"{label}: lifted {bad!r}", e))
    _assert_all_refused(cases, minimum=800)


def _gem_holders(d):
    """(path, colour) of every count of gems in the save."""
    for c in COLOURS:
        yield ("supply", c), c
        yield ("bag", c), c
        for i in range(len(d["players"])):
            yield ("players", i, "gems", c), c
    yield ("clear_pool",), "clear"
    for i in range(len(d["players"])):
        yield ("players", i, "gems", "clear"), "clear"
    for zone, gems in d["zone_gems"].items():
        for c in gems:
            yield ("zone_gems", zone, c), c


def test_gems_created_or_destroyed_refused():
    cases = []
    for label, d in _base_dicts()[::5]:
        holders = list(_gem_holders(d))
        for path, _colour in holders:
            for delta in (1, -1):
                e = _clone(d)
                _set(e, path, _get(d, path) + delta)
                cases.append((f"{label}: {path} {delta:+d}", e))
        # a gem that changes colour: one colour gains, another loses
        for path, colour in holders:
            if colour != "clear" and path[0] != "zone_gems" and _get(d, path) > 0:
                other = COLOURS[(COLOURS.index(colour) + 1) % len(COLOURS)]
                e = _clone(d)
                _set(e, path, _get(d, path) - 1)
                _set(e, path[:-1] + (other,), _get(d, path[:-1] + (other,)) + 1)
                cases.append((f"{label}: {path} turned {other}", e))
        # a coloured gem turned clear (or back)
        for i, p in enumerate(d["players"]):
            colour = next((c for c in COLOURS if p["gems"][c]), None)
            if colour:
                e = _clone(d)
                e["players"][i]["gems"][colour] -= 1
                e["players"][i]["gems"]["clear"] += 1
                cases.append((f"{label}: player {i}'s {colour} turned clear", e))
        # gems appear in an empty active zone
        empty = [z for z in ACTIVE_ZONES[d["num_players"]] if not d["zone_gems"][str(z)]]
        if empty:
            e = _clone(d)
            e["zone_gems"][str(empty[0])] = {"purple": 1}
            cases.append((f"{label}: gems appear in zone {empty[0]}", e))
        # a zone's gems vanish
        full = [z for z, g in d["zone_gems"].items() if g]
        if full:
            e = _clone(d)
            e["zone_gems"][full[0]] = {}
            cases.append((f"{label}: zone {full[0]} emptied", e))
    _assert_all_refused(cases, minimum=500)


def test_cards_created_or_destroyed_refused():
    cases = []
    for label, d in _base_dicts()[::4]:
        piles = [p for p in _card_pile_paths(d) if p[-1] != "dealt"]
        for path in piles:
            pile = _get(d, path)
            for i in sorted({0, len(pile) // 2, len(pile) - 1}) if pile else []:
                e = _clone(d)
                removed = _get(e, path).pop(i)
                if removed in _get(e, path[:-1]).get("dealt", []) if path[0] == "players" else False:
                    _get(e, path[:-1])["dealt"].remove(removed)
                cases.append((f"{label}: {removed} removed from {path}", e))
        known = [(p, c) for p in piles for c in _get(d, p) if c != HIDDEN]
        rng = random.Random(len(known))
        for source, card in rng.sample(known, min(3, len(known))):
            for target in piles:
                e = _clone(d)
                _get(e, target).append(card)
                cases.append((f"{label}: {card} from {source} duplicated into {target}", e))
        if len(known) >= 2:
            (p1, c1), (_, c2) = known[0], known[-1]
            e = _clone(d)
            pile = _get(e, p1)
            pile[pile.index(c1)] = c2  # c1 lost, c2 twice
            cases.append((f"{label}: {c1} overwritten by {c2}", e))
        missing = [c for c in CARD_IDS if c not in {c for _, c in known}]
        if d["viewer"] is None:
            assert not missing
        # a hidden card too many or too few in a view
        if d["viewer"] is not None and d["deck"]:
            e = _clone(d)
            e["deck"].append(HIDDEN)
            cases.append((f"{label}: an extra hidden card", e))
            e = _clone(d)
            e["deck"].pop()
            cases.append((f"{label}: a hidden card missing", e))
    _assert_all_refused(cases, minimum=500)


def test_card_bookkeeping_refused():
    """Conserved card counts, but impossible placements: two built cards of one value,
    dealt cards that are not in the hand, more dealt cards than hand cards."""
    cases = []
    for label, d in _base_dicts():
        for i, p in enumerate(d["players"]):
            built_values = {CARD_VALUE[c] for c in p["built"]}
            for source in ("hand", "deck", "discard", "common_row"):
                pile = p["hand"] if source == "hand" else d[source]
                twin = next((c for c in pile if c != HIDDEN and CARD_VALUE[c] in built_values), None)
                if twin:
                    e = _clone(d)
                    (e["players"][i]["hand"] if source == "hand" else e[source]).remove(twin)
                    if twin in e["players"][i]["dealt"]:
                        e["players"][i]["dealt"].remove(twin)
                    e["players"][i]["built"].append(twin)
                    cases.append((f"{label}: player {i} built a second {CARD_VALUE[twin]} ({twin}) from {source}", e))
            if d["phase"] == REPLACE and p["dealt"] and HIDDEN not in p["dealt"]:
                outsider = next(c for c in CARD_IDS if c not in p["hand"])
                e = _clone(d)
                e["players"][i]["dealt"][0] = outsider
                cases.append((f"{label}: player {i} dealt a card not in hand", e))
                e = _clone(d)
                e["players"][i]["dealt"] = p["hand"] + p["hand"][:1]
                cases.append((f"{label}: player {i} dealt more cards than in hand", e))
    _assert_all_refused(cases, minimum=20)


def test_flags_created_or_destroyed_refused():
    cases = []
    for label, d in _base_dicts()[::2]:
        n = d["num_players"]
        free = [p for p in ACTIVE_POSITIONS[n] if p not in d["flags"]]
        for player in range(n):
            e = _clone(d)
            e["flags"][free[player]] = player
            cases.append((f"{label}: player {player} gets a sixth flag on the board", e))
            for area in ACTION_AREAS:
                owners = d["action_flags"][area]
                e = _clone(d)
                if player in owners:
                    e["action_flags"][area] = [o for o in owners if o != player]
                    cases.append((f"{label}: player {player}'s flag on {area} removed", e))
                else:
                    e["action_flags"][area] = sorted(owners + [player])
                    cases.append((f"{label}: player {player} gets a flag on {area}", e))
        for position, owner in d["flags"].items():
            e = _clone(d)
            del e["flags"][position]
            cases.append((f"{label}: flag at {position} removed", e))
            e = _clone(d)
            e["flags"][position] = (owner + 1) % n
            cases.append((f"{label}: flag at {position} changes owner", e))
        for area, owners in d["action_flags"].items():
            if owners:
                e = _clone(d)
                e["action_flags"][area] = owners + owners[:1]
                cases.append((f"{label}: {area} lists a player twice", e))
            if len(owners) >= 2:
                e = _clone(d)
                e["action_flags"][area] = owners[::-1]
                cases.append((f"{label}: {area} out of order", e))
    _assert_all_refused(cases, minimum=300)


def _move_card(e, source, target):
    card = _get(e, source).pop()
    if source[0] == "players" and card in _get(e, source[:-1])["dealt"]:
        _get(e, source[:-1])["dealt"].remove(card)
    if isinstance(target, tuple):
        _get(e, target).append(card)
    else:
        target(card)
    return card


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
        e = _clone(d)
        if change(e) is not False:
            out.append((description, e))

    if phase != OVER:
        variant("nobody to move", lambda e: e.update(pending=[]))
        variant("phase over with players to move", lambda e: e.update(phase=OVER))
        variant("first mover listed twice", lambda e: e.update(pending=[pending[0]] + pending))
        variant("a stranger appended to pending", lambda e: e.update(pending=pending + [pending[-1]]))
        if len(set(pending)) > 1:
            variant(
                "pending reversed", lambda e: e.update(pending=pending[::-1]) if pending[::-1] != pending else False
            )
        if phase in (REPLACE, CHOOSE_ROW):
            variant("staking before the row is chosen", lambda e: e.update(phase=STAKE))
            variant("building before staking", lambda e: e.update(phase=BUILD))
            variant("game over in round 1-4 start", lambda e: e.update(phase=OVER, pending=[]))
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
        if phase == REPLACE:
            variant("choosing the row while duplicates are pending", lambda e: e.update(phase=CHOOSE_ROW))
            variant(
                "a row choice during duplicate replacement",
                lambda e: _move_card(
                    e, ("players", pending[-1], "hand"), lambda c: e["row_choices"].__setitem__(str(pending[-1]), c)
                ),
            )
            done = order[: len(order) - len(pending)]
            if done:
                variant(
                    "a player who decided keeps dealt cards",
                    lambda e: (
                        e["players"][done[0]]["dealt"].extend(e["players"][done[0]]["hand"][:1])
                        if e["players"][done[0]]["hand"]
                        else False
                    ),
                )
            variant("the mover has no duplicate to replace", lambda e: e["players"][pending[0]].update(dealt=[]), True)
        if phase == CHOOSE_ROW:
            variant("replacing duplicates after choices", lambda e: e.update(phase=REPLACE), True)
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
        if phase == STAKE:
            variant(
                "one flag too few still to place",
                lambda e: e.update(pending=pending[1:]) if len(pending) > 1 else False,
            )
            variant(
                "back to choosing the row with flags out",
                lambda e: e.update(phase=CHOOSE_ROW, pending=order[:]) if d["flags"] else False,
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
                pos, owner = next(iter(d["flags"].items()))
                # the flag goes back to an area the owner lacks: flags conserved, board counts wrong
                back = [a for a in ACTION_AREAS if owner not in d["action_flags"][a]]
                variant(
                    "a placed flag back on its area",
                    lambda e: (
                        e["flags"].pop(pos),
                        e["action_flags"].__setitem__(back[0], sorted(e["action_flags"][back[0]] + [owner])),
                    ),
                )
        if phase in (STOLEN_INTELLIGENCE, ENGINEERING_ADVANCE, BUILD, KEEP_GEMS):
            for earlier in (REPLACE, CHOOSE_ROW, STAKE):
                variant(f"back to {earlier} after staking", lambda e, p=earlier: e.update(phase=p))
            variant(
                "a row choice after the reveal",
                lambda e: _move_card(
                    e,
                    ("deck",) if e["deck"] else ("discard",),
                    lambda c: e["row_choices"].__setitem__(str(pending[0]), c),
                ),
            )
            variant(
                "dealt cards after staking",
                lambda e: (
                    e["players"][pending[0]]["dealt"].extend(e["players"][pending[0]]["hand"][:1])
                    if d["players"][pending[0]]["hand"]
                    else False
                ),
            )
            if d["flags"]:
                pos, owner = next(iter(d["flags"].items()))
                back = [a for a in ACTION_AREAS if owner not in d["action_flags"][a]]
                variant(
                    "a player with 3 flags on the board",
                    lambda e: (
                        e["flags"].pop(pos),
                        e["action_flags"].__setitem__(back[0], sorted(e["action_flags"][back[0]] + [owner])),
                    ),
                )
        if phase in (ENGINEERING_ADVANCE, BUILD, KEEP_GEMS):
            variant("a lifted flag after staking", lambda e: e.update(lifted=next(iter(d["flags"]))))
            variant("an area lifted after staking", lambda e: e.update(lifted="synchrotron"))
        if phase in (STOLEN_INTELLIGENCE, ENGINEERING_ADVANCE):
            area = phase
            losers = [p for p in range(n) if p not in d["action_flags"][area]]
            if losers:
                variant(f"a non-winner of {area} to move", lambda e: e.update(pending=[losers[0]]))
        if phase == STOLEN_INTELLIGENCE:
            variant("lifted from an action area", lambda e: e.update(lifted="stolen_intelligence"))
            others = [p for p, o in d["flags"].items() if o != pending[0]]
            variant("lifted someone else's flag", lambda e: e.update(lifted=others[0]))
            empty = [p for p in ACTIVE_POSITIONS[n] if p not in d["flags"]]
            variant("lifted from an empty position", lambda e: e.update(lifted=empty[0]))
        if phase in (STOLEN_INTELLIGENCE, ENGINEERING_ADVANCE, KEEP_GEMS):
            variant("building marks outside building", lambda e: e.update(synchrotron_used=True))
        if phase == BUILD:
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
                lambda e: e.update(phase=KEEP_GEMS) if d["round"] == 4 else False,
            )
        if phase == KEEP_GEMS:
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
        variant("a finished game reopened", lambda e: e.update(phase=BUILD))
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
    for label, d in _base_dicts():
        for description, e in _phase_mutations(d):
            kinds.add(description)
            cases.append((f"{label}: {description}", e))
    # every kind of mismatch written above was generated somewhere
    assert len(kinds) >= 45, sorted(kinds)
    _assert_all_refused(cases, minimum=300)


def test_lifted_flag_nonsense_refused():
    cases = []
    label, d = _stake_with_lifted_base()
    n = d["num_players"]
    mover = d["pending"][0]
    for bad in (
        list(POSITION_IDS[:5]) + list(d["flags"])[:3] + [a for a in ACTION_AREAS if mover not in d["action_flags"][a]]
    ):
        e = _clone(d)
        e["lifted"] = bad
        cases.append((f"{label}: lifted {bad!r}", e))
    for bad in (1, 0, True, [], {}, ["synchrotron"], "", "?", "2a", "Synchrotron"):
        e = _clone(d)
        e["lifted"] = bad
        cases.append((f"{label}: lifted {bad!r}", e))
    for label, d in _base_dicts(phases=(REPLACE, CHOOSE_ROW, ENGINEERING_ADVANCE, BUILD, KEEP_GEMS, OVER)):
        for bad in ACTION_AREAS + tuple(d["flags"])[:2] + ("C1",):
            e = _clone(d)
            e["lifted"] = bad
            cases.append((f"{label}: lifted {bad!r} in {d['phase']}", e))
    assert n >= 2
    _assert_all_refused(cases, minimum=100)


def test_rng_must_be_16_lowercase_hex_digits():
    label, d = _base_dicts(views=False)[0]
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
        e = _clone(d)
        e["rng"] = bad
        cases.append((f"{label}: rng {bad!r}", e))
    _assert_all_refused(cases, minimum=20)
    for good in ("0" * 16, "f" * 16, "0123456789abcdef"):
        e = _clone(d)
        e["rng"] = good
        assert to_json(from_json(_dump(e))) == _dump(e)


def test_deeply_nested_json_refused():
    label, d = _base_dicts(views=False)[0]
    text = _dump(d)
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
                e = _clone(d)
                e[key] = "@@"
                cases.append((f"{key} replaced by {depth} levels", _dump(e).replace('"@@"', nested)))
        e = _clone(d)
        e["players"][0]["hand"] = ["@@"]
        cases.append((f"a card nested {depth} deep", _dump(e).replace('"@@"', "[" * depth + "]" * depth)))
    _assert_all_refused(cases, minimum=300)


def test_huge_and_odd_numbers_refused():
    label, d = _base_dicts(views=False)[1]
    text = _dump(d)
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
            e = _clone(d)
            _set(e, path, "@@")
            if literal == "-0" and _get(d, path) == 0:
                continue  # -0 is the integer 0: a valid way to write it
            cases.append((f"{path} = {literal[:20]}", _dump(e).replace('"@@"', literal)))
    assert text
    _assert_all_refused(cases, minimum=200)


def test_negative_zero_is_just_zero():
    label, d = _base_dicts(views=False)[0]
    text = _dump(d)
    zero = next(p for p in _int_paths(d) if _get(d, p) == 0)
    e = _clone(d)
    _set(e, zero, "@@")
    assert to_json(from_json(_dump(e).replace('"@@"', "-0"))) == text


# ---- 2b. fuzzing --------------------------------------------------------------------------


def _play_to_end(state, seed: int) -> None:
    """Play random legal actions to the end; every state on the way must save and load again."""
    g = R.seed_state(seed)
    steps = 0
    while not state.is_over:
        options = legal_actions(state)
        assert options, f"no legal action in {state!r}"
        g, i = R.below(g, len(options))
        phase = state.phase
        play(state, options[i])
        steps += 1
        if state.phase != phase:  # the state reached is itself a consistent, loadable game
            assert to_json(from_json(to_json(state))) == to_json(state)
        assert steps < 5000, "the game does not end"


def _load_or_refuse(text, seed: int) -> str:
    """The fuzzing oracle: SaveError, or a game that goes on without any other exception."""
    try:
        state = from_json(text)
    except SaveError as error:
        assert type(error) is SaveError and str(error).strip()
        return "refused"
    assert to_json(from_json(to_json(state))) == to_json(state)
    if state.viewer is not None:
        assert state.rng is None
        options = legal_actions(state)  # must work for the viewer, [] for anyone else
        assert options == [] or state.to_move == state.viewer
        for a in options[:3]:
            with pytest.raises(IllegalAction):
                apply(state, a)
        again = to_json(view(state, state.viewer))  # may hide more than the save did
        assert to_json(from_json(again)) == again
        return "view"
    _play_to_end(state, seed)
    return "played"


def _random_json_value(r: random.Random, depth=0):
    choice = r.randrange(14)
    if choice == 0:
        return None
    if choice == 1:
        return r.random() < 0.5
    if choice == 2:
        return r.randint(-3, 25)
    if choice == 3:
        return r.choice([2**70, -(2**64), 1.5, 0.0, 1e300, -1])
    if choice == 4:
        return r.choice(
            [
                "",
                "?",
                "blue",
                "clear",
                "C1",
                "R1-2",
                "X1-7",
                "2a",
                "12e",
                "synchrotron",
                "stake",
                "build",
                "over",
                "0",
                "1",
                "ffffffffffffffff",
                "choose_row",
            ]
        )
    if choice == 5:
        return r.choice(CARD_IDS)
    if choice == 6:
        return r.choice(POSITION_IDS)
    if choice == 7 and depth < 3:
        return [_random_json_value(r, depth + 1) for _ in range(r.randrange(4))]
    if choice == 8 and depth < 3:
        return {
            r.choice(["0", "1", "blue", "a", "C1", "2a"]): _random_json_value(r, depth + 1)
            for _ in range(r.randrange(3))
        }
    return r.choice([0, 1, 2, 3, 4, [], {}, "x"])


def _structural_mutation(d, r: random.Random):
    """Replace a random value, delete a key or item, swap two values, insert a copy, nudge an int."""
    paths = [p for p in _all_paths_full(d) if p]
    path = r.choice(paths)
    parent, key = _get(d, path[:-1]), path[-1]
    kind = r.randrange(6)
    if kind == 0:
        parent[key] = _random_json_value(r)
    elif kind == 1:
        del parent[key]
    elif kind == 2:
        other = r.choice(paths)
        if other[: len(path)] != path and path[: len(other)] != other:
            a, b = copy.deepcopy(_get(d, path)), copy.deepcopy(_get(d, other))
            parent[key] = b
            _get(d, other[:-1])[other[-1]] = a
    elif kind == 3:
        value = parent[key]
        parent[key] = value + r.choice((-1, 1)) if _json_kind(value) == "int" else _random_json_value(r)
    elif kind == 4:
        if isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        else:
            parent[r.choice(["x", "0", "1", "blue", "C1", "2a", str(key) + "_"])] = _random_json_value(r)
    else:
        lists = [p for p in paths if isinstance(_get(d, p), list) and _get(d, p)]
        if len(lists) >= 2:
            a, b = r.sample(lists, 2)
            if a[: len(b)] != b and b[: len(a)] != a:
                source = _get(d, a)
                _get(d, b).insert(r.randrange(len(_get(d, b)) + 1), source.pop(r.randrange(len(source))))


def _all_paths_full(data, path=()):
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _all_paths_full(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _all_paths_full(value, path + (i,))


def _conserving_mutation(d, r: random.Random):
    """A mutation that keeps gems, cards and flags conserved, so that it often loads: move a
    card between piles, a gem between holders, a flag elsewhere; change phase, pending, round,
    lifted, the building marks; copy a hand card into dealt; hide a card."""
    n = d["num_players"]
    kind = r.randrange(11)
    if kind == 0:
        piles = [p for p in _card_pile_paths(d) if p[-1] != "dealt"]
        full = [p for p in piles if _get(d, p)]
        a, b = r.choice(full), r.choice(piles)
        source = _get(d, a)
        card = source.pop(r.randrange(len(source)))
        if a[0] == "players" and card in _get(d, a[:-1])["dealt"]:
            _get(d, a[:-1])["dealt"].remove(card)
        target = _get(d, b)
        target.insert(r.randrange(len(target) + 1), card)
    elif kind == 1:
        colour = r.choice(GEM_KINDS)
        holders = [p for p, c in _gem_holders(d) if c == colour and p[0] != "zone_gems"]
        a, b = r.sample(holders, 2)
        if _get(d, a) > 0:
            _set(d, a, _get(d, a) - 1)
            _set(d, b, _get(d, b) + 1)
    elif kind == 2 and d["flags"]:
        position = r.choice(list(d["flags"]))
        owner = d["flags"].pop(position)
        if r.random() < 0.5:
            d["flags"][r.choice(ACTIVE_POSITIONS[n])] = owner
        else:
            area = r.choice(ACTION_AREAS)
            if owner in d["action_flags"][area]:
                d["flags"][position] = owner
            else:
                d["action_flags"][area] = sorted(d["action_flags"][area] + [owner])
    elif kind == 3:
        d["phase"] = r.choice(PHASES)
    elif kind == 4:
        r.shuffle(d["pending"])
        if d["pending"] and r.random() < 0.5:
            d["pending"].pop(r.randrange(len(d["pending"])))
    elif kind == 5:
        d["lifted"] = r.choice([None, *ACTION_AREAS, *(list(d["flags"]) or ["C1"])])
    elif kind == 6:
        key = r.choice(["built_from_row", "synchrotron_used"])
        d[key] = not d[key]
    elif kind == 7:
        d["round"] = r.randint(1, 4)
    elif kind == 8:
        zone = str(r.choice(ACTIVE_ZONES[n]))
        gems = d["zone_gems"][zone]
        if gems:
            ((colour, count),) = gems.items()
            if count > 1 and r.random() < 0.5:
                gems[colour] -= 1
                d["supply"][colour] += 1
            elif d["supply"][colour] and count < ZONE_HOLES[int(zone)]:
                gems[colour] += 1
                d["supply"][colour] -= 1
        else:
            colour = r.choice(COLOURS)
            if d["supply"][colour]:
                d["zone_gems"][zone] = {colour: 1}
                d["supply"][colour] -= 1
    elif kind == 9:
        player = d["players"][r.randrange(n)]
        if player["hand"] and HIDDEN not in player["hand"]:
            player["dealt"].append(r.choice(player["hand"]))
    else:
        piles = [p for p in _card_pile_paths(d) if _get(d, p)]
        pile = _get(d, r.choice(piles))
        pile[r.randrange(len(pile))] = HIDDEN


@functools.cache
def _fuzz_bases() -> tuple[str, ...]:
    """Real saves and views from several random games, at many points."""
    out = []
    for n in PLAYER_COUNTS:
        texts, _, _ = _game(n, SEEDS[1])
        for k in range(0, len(texts), 9):
            out.append(texts[k])
            state = from_json(texts[k])
            if not state.is_over:
                out.append(to_json(view(state, state.to_move)))
                out.append(to_json(view(state, (state.to_move + 1) % n)))
        out.append(texts[-1])
    return tuple(out)


@pytest.mark.parametrize("mutation", ["structural", "conserving"])
def test_seeded_fuzz_refuses_or_plays_on(mutation):
    r = random.Random(f"charon-{mutation}")
    bases = _fuzz_bases()
    outcomes = {"refused": 0, "played": 0, "view": 0}
    failures = []
    examples = 1500 if mutation == "structural" else 700
    mutate = _structural_mutation if mutation == "structural" else _conserving_mutation
    for example in range(examples):
        d = json.loads(r.choice(bases))
        for _ in range(r.choice((1, 1, 1, 2, 3))):
            mutate(d, r)
        text = _dump(d)
        try:
            outcomes[_load_or_refuse(text, example)] += 1
        except BaseException as error:  # noqa: BLE001
            failures.append(f"example {example}: {type(error).__name__}: {str(error)[:200]}\n  save: {text}")
    assert not failures, f"{len(failures)} mutated saves broke the engine:\n" + "\n".join(failures[:3])
    assert outcomes["refused"] > examples // 3
    if mutation == "conserving":
        assert outcomes["played"] > 20 and outcomes["view"] > 10, outcomes


_json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=8)
    | st.sampled_from(["?", "2a", "12e", "C1", "blue", "clear", "stake", "synchrotron", "0"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=12,
)


@settings(max_examples=250, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_hypothesis_structural_fuzz(data):
    """Replace a random value by a random JSON value, delete a random key, or swap two values,
    in a real save: SaveError, or a game that plays to its end."""
    base = json.loads(data.draw(st.sampled_from(_fuzz_bases()), label="base"))
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        paths = [p for p in _all_paths_full(base) if p]
        path = data.draw(st.sampled_from(paths), label="path")
        parent, key = _get(base, path[:-1]), path[-1]
        kind = data.draw(st.sampled_from(["replace", "delete", "swap", "add"]), label="kind")
        if kind == "replace":
            parent[key] = data.draw(_json_values, label="value")
        elif kind == "delete":
            del parent[key]
        elif kind == "swap":
            other = data.draw(st.sampled_from(paths), label="other")
            if other[: len(path)] != path and path[: len(other)] != other:
                a, b = copy.deepcopy(_get(base, path)), copy.deepcopy(_get(base, other))
                parent[key] = b
                _get(base, other[:-1])[other[-1]] = a
        elif isinstance(parent, dict):
            parent[data.draw(st.text(max_size=6), label="new key")] = data.draw(_json_values, label="value")
        else:
            parent.insert(key, data.draw(_json_values, label="value"))
    _load_or_refuse(_dump(base), 7)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(text=st.text(max_size=200) | st.binary(max_size=200))
def test_hypothesis_random_text_refused(text):
    assert _refused(text) is None


@settings(max_examples=200, deadline=None, derandomize=True)
@given(value=_json_values)
def test_hypothesis_random_json_refused(value):
    assert _refused(_dump(value)) is None


_json_leaves = (
    st.none()
    | st.booleans()
    | st.integers(-3, 25)
    | st.text(max_size=4)
    | st.sampled_from(["?", "2a", "C1", "blue", "stake", "charon-inc-save", "0" * 16])
    | st.lists(st.integers(0, 4), max_size=3)
    | st.just({})
)


@settings(max_examples=100, deadline=None, derandomize=True)
@given(values=st.fixed_dictionaries({k: _json_leaves for k in TOP_KEYS}))
def test_hypothesis_objects_with_the_right_keys_refused(values):
    assert _refused(_dump(values)) is None


# ---- 3. views -----------------------------------------------------------------------------


def test_views_save_and_load():
    checked = 0
    for n in PLAYER_COUNTS:
        texts, _, _ = _game(n, SEEDS[2])
        for k in range(0, len(texts), 5):
            state = from_json(texts[k])
            for p in range(n):
                v = view(state, p)
                text = to_json(v)
                loaded = from_json(text)
                checked += 1
                assert to_json(loaded) == text
                assert loaded.viewer == p and loaded.rng is None
                assert json.loads(text)["rng"] is None and json.loads(text)["viewer"] == p
                for other, belongings in enumerate(loaded.players):
                    if other != p:
                        assert belongings.hand == [HIDDEN] * len(state.players[other].hand)
                        assert belongings.dealt == [HIDDEN] * len(state.players[other].dealt)
                    else:
                        assert belongings.hand == state.players[p].hand
                    assert belongings.built == state.players[other].built
                    assert belongings.gems == state.players[other].gems
                assert loaded.deck == [HIDDEN] * len(state.deck)
                if state.phase == ENGINEERING_ADVANCE and state.to_move == p:
                    assert sorted(loaded.discard) == sorted(state.discard)
                else:
                    assert loaded.discard == [HIDDEN] * len(state.discard)
                assert loaded.common_row == state.common_row
                for chooser, card in loaded.row_choices.items():
                    assert card == (state.row_choices[chooser] if chooser == p else HIDDEN)
                expected = legal_actions(state) if state.to_move == p else []
                assert legal_actions(loaded) == expected
                assert to_json(view(loaded, p)) == text
                with pytest.raises(ValueError):
                    view(loaded, (p + 1) % n)
                if expected:
                    before = to_json(loaded)
                    with pytest.raises(IllegalAction):
                        apply(loaded, expected[0])
                    assert to_json(loaded) == before
    assert checked > 300


def _view_dicts():
    for label, d in _base_dicts():
        if d["viewer"] is not None:
            yield label, d


def test_view_with_rng_refused():
    cases = []
    for label, d in _view_dicts():
        for rng in ("0" * 16, "0123456789abcdef", "", 0):
            e = _clone(d)
            e["rng"] = rng
            cases.append((f"{label}: rng {rng!r}", e))
    _assert_all_refused(cases, minimum=30)


def test_view_hidden_cards_only_where_hidden():
    """In a view, "?" is allowed for others' hands, dealt cards and row choices, the deck and
    the discard pile; never for the viewer's own cards, built cards or the common row; and
    never anywhere in a real game."""
    cases = []
    for label, d in _base_dicts():
        viewer = d["viewer"]
        for path in _card_pile_paths(d):
            if _get(d, path) and not _hidden_allowed(d, path):
                e = _clone(d)
                _get(e, path)[0] = HIDDEN
                cases.append((f"{label}: {path} shows '?'", e))
        for player, _card in d["row_choices"].items():
            if viewer is None or player == str(viewer):
                e = _clone(d)
                e["row_choices"][player] = HIDDEN
                cases.append((f"{label}: row choice of {player} shows '?'", e))
        if viewer is None:
            e = _clone(d)
            e["viewer"] = None
            e["deck"] = [HIDDEN] * len(d["deck"])
            cases.append((f"{label}: a real game with a hidden deck", e))
    _assert_all_refused(cases, minimum=60)


def test_a_view_that_shows_hidden_cards_is_refused():
    """A view hides exactly what view() hides: a "view" showing the deck, the discard pile
    or another player's hand is not a view, and loading it is refused."""
    refused = 0
    for n in PLAYER_COUNTS:
        texts, _, _ = _game(n, SEEDS[0])
        for k in range(0, len(texts) - 1, 11):
            state = from_json(texts[k])
            d = json.loads(texts[k])
            d["viewer"], d["rng"] = state.to_move, None
            with pytest.raises(SaveError):
                from_json(_dump(d))  # a "view" that shows everything
            v = json.loads(to_json(view(state, state.to_move)))
            other = (state.to_move + 1) % n
            if state.players[other].hand:
                v["players"][other]["hand"] = state.players[other].hand
                v["players"][other]["dealt"] = state.players[other].dealt
                with pytest.raises(SaveError, match="hand"):
                    from_json(_dump(v))
                refused += 1
    assert refused > 50


def test_view_hidden_and_real_cards_are_conserved_together():
    """A real card shown twice (once in a hidden pile, once elsewhere) is a duplicate; a
    real card replacing a "?" keeps the count but must not repeat a card already present."""
    cases = []
    for label, d in _view_dicts():
        visible = [c for p in _card_pile_paths(d) for c in _get(d, p) if c != HIDDEN]
        if d["deck"] and visible:
            e = _clone(d)
            e["deck"][0] = visible[0]
            cases.append((f"{label}: {visible[0]} also in the hidden deck", e))
    _assert_all_refused(cases, minimum=5)


def test_engineering_advance_view_with_hidden_discard_is_usable_or_refused():
    """The Engineering Advance mover's view shows the discard pile (view.py), because that
    player chooses from it. A view JSON of that moment with the pile left as "?" must be
    refused, or at least still work: `legal_actions` of the loaded view must not crash."""
    found = 0
    for n in PLAYER_COUNTS:
        for seed in SEEDS:
            texts, _, _ = _game(n, seed)
            for text in texts:
                state = from_json(text)
                if state.phase != ENGINEERING_ADVANCE or not state.discard:
                    continue
                v = json.loads(to_json(view(state, state.to_move)))
                v["discard"] = [HIDDEN] * len(v["discard"])
                hidden = _dump(v)
                try:
                    loaded = from_json(hidden)
                except SaveError:
                    found += 1
                    continue
                try:
                    legal_actions(loaded)
                except Exception as error:  # noqa: BLE001
                    pytest.fail(
                        f"from_json accepted an Engineering Advance view with a hidden discard pile, "
                        f"then legal_actions raised {type(error).__name__}: {error}\nview: {hidden}"
                    )
                found += 1
                break
    assert found > 0


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
                if state.phase == REPLACE and len(state.discard) >= 2:
                    me = state.players[state.to_move]
                    built = {CARD_VALUE[c] for c in me.built}
                    dup = next((c for c in me.dealt if CARD_VALUE[c] in built), None)
                    if dup:
                        d = json.loads(to_json(state))
                        d["players"][state.to_move]["dealt"] = [dup, dup]
                        text = _dump(d)
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
                g, i = _pick(options, g)
                state = apply(state, options[i])
    raise AssertionError("no duplicate-replacement decision found to test")


# ---- 5. stale actions ---------------------------------------------------------------------


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_stale_actions_refused_and_state_unchanged(n):
    texts, choices, _ = _game(n, SEEDS[0])
    r = random.Random(n)
    seen: dict = {}
    refused = 0
    state = new_game(n, seed=SEEDS[0])
    for k, i in enumerate(choices):
        options = legal_actions(state)
        now = set(options)
        stale = [a for a in seen if a not in now]
        for action in r.sample(stale, min(4, len(stale))):
            before = to_json(state)
            with pytest.raises(IllegalAction) as info:
                apply(state, action)
            assert str(info.value)
            assert to_json(state) == before
            # the same stale action coming in as JSON, and applied to a reloaded state
            parsed = action_from_json(json.loads(json.dumps(action_to_json(action))))
            reloaded = from_json(before)
            with pytest.raises(IllegalAction):
                apply(reloaded, parsed)
            assert to_json(reloaded) == before
            refused += 1
        for a in options:
            seen.setdefault(a, k)
        state = apply(state, options[i])
        assert to_json(state) == texts[k + 1]
    # the finished game refuses everything
    before = to_json(state)
    for action in list(seen)[:50]:
        with pytest.raises(IllegalAction):
            apply(state, action)
    assert to_json(state) == before
    assert refused > 150


def test_action_legal_once_is_refused_after_it_was_played():
    """Replaying the very action just taken (e.g. choosing the same row card, placing a flag
    on the position just taken, building the card just built) is refused."""
    refused = 0
    for n in PLAYER_COUNTS:
        texts, choices, actions = _game(n, SEEDS[1])
        for k, action in enumerate(actions):
            after = from_json(texts[k + 1])
            if action in legal_actions(after):
                continue  # e.g. a trade may be repeated
            with pytest.raises(IllegalAction):
                apply(after, action)
            assert to_json(after) == texts[k + 1]
            refused += 1
    assert refused > 300
