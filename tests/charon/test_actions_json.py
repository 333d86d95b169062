"""Actions as JSON: `action_to_json` / `action_from_json` round trips, and malformed dicts
refused with IllegalAction (never another exception)."""

import functools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import rng as R
from game.charon import IllegalAction, action_from_json, action_to_json, apply, legal_actions, new_game
from game.charon import actions as act
from game.charon.board import ACTION_AREAS, COLOURS, GEM_KINDS, POSITION_IDS
from game.charon.cards import CARD_IDS

ALL_KINDS = {
    "replace_duplicates",
    "choose_row_card",
    "lift_flag",
    "place_flag",
    "pass",
    "take_card",
    "trade",
    "synchrotron",
    "build",
    "end_turn",
    "return_gem",
}

# One hand-made instance of every kind, with every field used.
EXAMPLES = [
    act.ReplaceDuplicates(("5c", "3a")),
    act.ReplaceDuplicates(()),
    act.ChooseRowCard("12e"),
    act.LiftFlag("synchrotron"),
    act.LiftFlag("X1-7"),
    act.PlaceFlag("C8"),
    act.Pass(),
    act.TakeCard("2a"),
    act.Trade(("clear", "blue", "blue"), "black"),
    act.Trade(("green", "green"), "green"),
    act.Synchrotron("blue", "purple", 20),
    act.Synchrotron("black", "yellow", 1),
    act.Build("7c"),
    act.Build("9a", ("yellow", "blue")),
    act.EndTurn(),
    act.ReturnGem("clear"),
    act.ReturnGem("purple"),
]

_FIELDS = {
    "replace_duplicates": {"cards": ["2a"]},
    "choose_row_card": {"card": "2a"},
    "lift_flag": {"source": "synchrotron"},
    "place_flag": {"position": "C1"},
    "pass": {},
    "take_card": {"card": "2a"},
    "trade": {"give": ["blue", "blue", "clear"], "take": "green"},
    "synchrotron": {"give": "blue", "take": "green", "count": 2},
    "build": {"card": "2a", "wild": ["blue"]},
    "end_turn": {},
    "return_gem": {"gem": "clear"},
}


def _valid(kind: str) -> dict:
    return {"type": kind, **json.loads(json.dumps(_FIELDS[kind]))}


@functools.cache
def _played_actions() -> tuple[act.Action, ...]:
    """Every distinct legal action met in random games of each player count."""
    seen: dict[act.Action, None] = {}
    for n in (2, 3, 4, 5):
        for seed in (1, 2):
            state, g = new_game(n, seed=seed), R.seed_state(seed)
            while not state.is_over:
                options = legal_actions(state)
                seen.update(dict.fromkeys(options))
                g, i = R.below(g, len(options))
                state = apply(state, options[i])
    return tuple(seen)


def _round_trip(action: act.Action) -> None:
    data = action_to_json(action)
    text = json.dumps(data)  # JSON-safe: only dicts, lists, strings and ints
    assert json.loads(text) == data
    assert data["type"] == action.kind
    back = action_from_json(json.loads(text))
    assert back == action and type(back) is type(action)
    assert action_to_json(back) == data


def test_every_kind_round_trips():
    assert {a.kind for a in EXAMPLES} == ALL_KINDS == set(act.ACTION_TYPES)
    for action in EXAMPLES:
        _round_trip(action)


def test_every_action_met_in_games_round_trips():
    actions = _played_actions()
    assert {a.kind for a in actions} >= ALL_KINDS - {"replace_duplicates"}
    assert len(actions) > 300
    for action in actions:
        _round_trip(action)


def test_fields_are_plain_json():
    for action in EXAMPLES:
        data = action_to_json(action)
        for value in data.values():
            assert type(value) in (str, int, list)
            if isinstance(value, list):
                assert all(type(v) is str for v in value)


def test_list_fields_are_normalised():
    # the lists may come in any order; the action is the same
    assert action_from_json({"type": "trade", "give": ["clear", "blue", "blue"], "take": "black"}) == act.Trade(
        ("blue", "blue", "clear"), "black"
    )
    assert action_from_json({"type": "build", "card": "9a", "wild": ["yellow", "blue"]}) == act.Build(
        "9a", ("blue", "yellow")
    )
    assert action_from_json({"type": "build", "card": "9a"}) == act.Build("9a")  # wild may be left out
    replace = {"type": "replace_duplicates", "cards": ["5c", "3a"]}
    assert action_from_json(replace) == act.ReplaceDuplicates(("3a", "5c"))


def _show(data) -> str:
    try:
        return repr(data)[:200]
    except (ValueError, RecursionError):
        return f"<{type(data).__name__} that cannot be printed>"


def _assert_illegal(data) -> None:
    try:
        action_from_json(data)
    except IllegalAction as error:
        assert type(error) is IllegalAction
        assert str(error).strip()
        return
    except BaseException as error:  # noqa: BLE001
        pytest.fail(f"action_from_json({_show(data)}) raised {type(error).__name__}: {error!s:.200}, not IllegalAction")
    pytest.fail(f"action_from_json({_show(data)}) accepted a malformed action")


@pytest.mark.parametrize(
    "data", [None, 1, 1.5, True, "pass", "", [], ["pass"], ("pass",), b"{}", {"pass"}, act.Pass(), object()]
)
def test_non_dict_refused(data):
    _assert_illegal(data)


@pytest.mark.parametrize(
    "kind", [None, 1, True, "", "Pass", "PASS", "pass ", "skip", "build_card", "kind", ["pass"], {"pass": 1}, 0.0]
)
def test_unknown_type_refused(kind):
    _assert_illegal({"type": kind})
    _assert_illegal({"type": kind, "card": "2a"})


def test_missing_type_refused():
    _assert_illegal({})
    _assert_illegal({"card": "2a"})
    _assert_illegal({"kind": "pass"})


@pytest.mark.parametrize("kind", sorted(ALL_KINDS))
def test_missing_fields_refused(kind):
    data = _valid(kind)
    assert action_from_json(data).kind == kind
    for name in _FIELDS[kind]:
        if kind == "build" and name == "wild":
            continue  # optional
        broken = dict(data)
        del broken[name]
        _assert_illegal(broken)


@pytest.mark.parametrize("kind", sorted(ALL_KINDS))
def test_extra_fields_refused(kind):
    for extra in ("extra", "kind", "Card", "cards" if kind != "replace_duplicates" else "card", "player", ""):
        data = _valid(kind)
        if extra in data:
            continue
        data[extra] = data.get("card", 0)
        _assert_illegal(data)


_WRONG = [None, True, False, 0, 1, 2.5, "", [], {}, [[]], {"a": 1}]


@pytest.mark.parametrize("kind", sorted(ALL_KINDS - {"pass", "end_turn"}))
def test_wrong_types_refused(kind):
    count = 0
    for name, good in _FIELDS[kind].items():
        for bad in _WRONG:
            if type(bad) is type(good):
                continue  # not a wrong type (ranges and ids are tested separately)
            if isinstance(good, list) and bad == []:
                continue  # an empty list is a list of ids (not legal, but well-formed)
            data = _valid(kind)
            data[name] = bad
            _assert_illegal(data)
            count += 1
        if isinstance(good, list):  # wrong items, nested lists, a tuple instead of a list
            for items in ([1], [None], [True], [["blue"]], [good[0], 2], [good[0], [good[0]]]):
                data = _valid(kind)
                data[name] = items
                _assert_illegal(data)
                count += 1
            data = _valid(kind)
            data[name] = tuple(good)
            _assert_illegal(data)
            data[name] = good[0]  # a bare id instead of a list
            _assert_illegal(data)
            data[name] = good * 21  # longer than any real list (more than 20 ids)
            _assert_illegal(data)
    assert count > 5


# Values that name no card, colour, area or spot where the field wants one (every other field valid).
_UNKNOWN_IDS = [
    ("choose_row_card", "card", ["13a", "?", "2A", " 2a"]),
    ("take_card", "card", ["1a", ""]),
    ("build", "card", ["2f"]),
    ("build", "wild", [["clear"], ["red"], ["Blue"]]),
    ("replace_duplicates", "cards", [["2a", "99z"], ["?"]]),
    ("lift_flag", "source", ["nowhere", "C0", "Synchrotron", "stolen intelligence"]),
    ("place_flag", "position", ["C21", "synchrotron", "R1-3", "c1"]),
    ("trade", "give", [["blue", "red", "blue"]]),
    ("trade", "take", ["clear", "gold"]),
    ("synchrotron", "give", ["clear", "red"]),
    ("synchrotron", "take", ["clear"]),
    ("return_gem", "gem", ["red", "Clear", ""]),
]


@pytest.mark.parametrize(("kind", "name", "unknown"), _UNKNOWN_IDS)
def test_unknown_ids_refused(kind, name, unknown):
    for value in unknown:
        data = _valid(kind)
        data[name] = value
        _assert_illegal(data)


@pytest.mark.parametrize(
    "count", [True, False, 0, -1, 21, 100, 2**70, 1.0, 2.5, "2", None, [2], float("nan"), float("inf")]
)
def test_bad_synchrotron_counts_refused(count):
    _assert_illegal({"type": "synchrotron", "give": "blue", "take": "green", "count": count})


def test_good_synchrotron_counts_accepted():
    for count in range(1, 21):
        assert action_from_json({"type": "synchrotron", "give": "blue", "take": "green", "count": count}).count == count


def test_every_known_id_accepted_where_it_belongs():
    for card in CARD_IDS:
        assert action_from_json({"type": "take_card", "card": card}) == act.TakeCard(card)
        assert action_from_json({"type": "build", "card": card}) == act.Build(card)
    for source in ACTION_AREAS + POSITION_IDS:
        assert action_from_json({"type": "lift_flag", "source": source}) == act.LiftFlag(source)
    for position in POSITION_IDS:
        assert action_from_json({"type": "place_flag", "position": position}) == act.PlaceFlag(position)
    for gem in GEM_KINDS:
        assert action_from_json({"type": "return_gem", "gem": gem}) == act.ReturnGem(gem)
    for colour in COLOURS:
        assert action_from_json({"type": "trade", "give": ["clear"] * 3, "take": colour}) == act.Trade(
            ("clear",) * 3, colour
        )


def test_non_string_keys_refused():
    """A dict with non-string keys (possible from Python, not from JSON) is malformed too."""
    _assert_illegal({"type": "pass", 1: 0})
    _assert_illegal({"type": "take_card", "card": "2a", None: 1})
    _assert_illegal({"type": "pass", 1: 0, "x": 0})  # extra keys of mixed types


def test_huge_integers_refused():
    """Python ints too long to print (over 4300 digits) must still give IllegalAction."""
    _assert_illegal({"type": "synchrotron", "give": "blue", "take": "green", "count": 10**5000})
    _assert_illegal({"type": "take_card", "card": 10**5000})


_json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=True)
    | st.text(max_size=6)
    | st.sampled_from(["2a", "12e", "C1", "X1-7", "blue", "clear", "synchrotron"]),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=5), children, max_size=3),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(
    kind=st.sampled_from(sorted(ALL_KINDS) + ["", "bogus"]),
    fields=st.dictionaries(
        st.sampled_from(["card", "cards", "source", "position", "give", "take", "count", "wild", "gem", "x"]),
        _json_values,
        max_size=4,
    ),
)
def test_hypothesis_random_dicts_are_actions_or_illegal(kind, fields):
    data = {"type": kind, **fields}
    try:
        action = action_from_json(data)
    except IllegalAction as error:
        assert type(error) is IllegalAction and str(error).strip()
        return
    assert isinstance(action, act.Action) and action.kind == kind
    assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


@settings(max_examples=150, deadline=None, derandomize=True)
@given(data=_json_values)
def test_hypothesis_any_json_value_is_an_action_or_illegal(data):
    try:
        action = action_from_json(data)
    except IllegalAction:
        return
    assert action_from_json(action_to_json(action)) == action


def test_parsed_action_applies_like_the_original():
    state = new_game(3, seed=5)
    g = R.seed_state(5)
    while not state.is_over:
        options = legal_actions(state)
        g, i = R.below(g, len(options))
        parsed = action_from_json(json.loads(json.dumps(action_to_json(options[i]))))
        assert parsed in options
        state = apply(state, parsed)
