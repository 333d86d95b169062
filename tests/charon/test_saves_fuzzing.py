"""Saves: random mutations of real saves and random JSON, seeded and with Hypothesis.

Each is refused with SaveError, or loads as a game that plays on to its end without any other
exception (a view: one that works for its viewer).
"""

import copy
import functools
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import rng as R
from game.charon import IllegalAction, SaveError, apply, from_json, legal_actions, new_game, to_json, unverified, view
from game.charon.board import ACTION_AREAS, ACTIVE_POSITIONS, ACTIVE_ZONES, COLOURS, GEM_KINDS, POSITION_IDS, ZONE_HOLES
from game.charon.cards import CARD_IDS
from game.charon.engine import play
from game.charon.state import HIDDEN, PHASES
from tests.json_paths import all_paths, dump, get_at, json_kind, loose_types, set_at, text_with, typed_leaves
from tests.sample_saves import (
    PLAYER_COUNTS,
    SEEDS,
    assert_all_refused,
    card_pile_paths,
    gem_holders,
    recorded_game,
    why_not_refused,
    without_history,
)

# The keys of a real version-1 save (a game's start without its history), in their order: the
# random objects below have the right keys and nothing else right.
TOP_KEYS = tuple(json.loads(without_history(to_json(new_game(2, seed=SEEDS[0])))))


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
    paths = [p for p in all_paths(d) if p]
    path = r.choice(paths)
    parent, key = get_at(d, path[:-1]), path[-1]
    kind = r.randrange(6)
    if kind == 0:
        parent[key] = _random_json_value(r)
    elif kind == 1:
        del parent[key]
    elif kind == 2:
        other = r.choice(paths)
        if other[: len(path)] != path and path[: len(other)] != other:
            a, b = copy.deepcopy(get_at(d, path)), copy.deepcopy(get_at(d, other))
            parent[key] = b
            get_at(d, other[:-1])[other[-1]] = a
    elif kind == 3:
        value = parent[key]
        parent[key] = value + r.choice((-1, 1)) if json_kind(value) == "int" else _random_json_value(r)
    elif kind == 4:
        if isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        else:
            parent[r.choice(["x", "0", "1", "blue", "C1", "2a", str(key) + "_"])] = _random_json_value(r)
    else:
        lists = [p for p in paths if isinstance(get_at(d, p), list) and get_at(d, p)]
        if len(lists) >= 2:
            a, b = r.sample(lists, 2)
            if a[: len(b)] != b and b[: len(a)] != a:
                source = get_at(d, a)
                get_at(d, b).insert(r.randrange(len(get_at(d, b)) + 1), source.pop(r.randrange(len(source))))


def _conserving_mutation(d, r: random.Random):
    """A mutation that keeps gems, cards and flags conserved, so that it often loads: move a
    card between piles, a gem between holders, a flag elsewhere; change phase, pending, round,
    lifted, the building marks; copy a hand card into dealt; hide a card."""
    n = d["num_players"]
    kind = r.randrange(11)
    if kind == 0:
        piles = [p for p in card_pile_paths(d) if p[-1] != "dealt"]
        full = [p for p in piles if get_at(d, p)]
        a, b = r.choice(full), r.choice(piles)
        source = get_at(d, a)
        card = source.pop(r.randrange(len(source)))
        if a[0] == "players" and card in get_at(d, a[:-1])["dealt"]:
            get_at(d, a[:-1])["dealt"].remove(card)
        target = get_at(d, b)
        target.insert(r.randrange(len(target) + 1), card)
    elif kind == 1:
        colour = r.choice(GEM_KINDS)
        holders = [p for p, c in gem_holders(d) if c == colour and p[0] != "zone_gems"]
        a, b = r.sample(holders, 2)
        if get_at(d, a) > 0:
            set_at(d, a, get_at(d, a) - 1)
            set_at(d, b, get_at(d, b) + 1)
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
        piles = [p for p in card_pile_paths(d) if get_at(d, p)]
        pile = get_at(d, r.choice(piles))
        pile[r.randrange(len(pile))] = HIDDEN


@functools.cache
def _fuzz_bases() -> tuple[str, ...]:
    """Real saves and views from several random games, at many points."""
    out = []
    for n in PLAYER_COUNTS:
        texts, _, _ = recorded_game(n, SEEDS[1])
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
        text = dump(d)
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
        paths = [p for p in all_paths(base) if p]
        path = data.draw(st.sampled_from(paths), label="path")
        parent, key = get_at(base, path[:-1]), path[-1]
        kind = data.draw(st.sampled_from(["replace", "delete", "swap", "add"]), label="kind")
        if kind == "replace":
            parent[key] = data.draw(_json_values, label="value")
        elif kind == "delete":
            del parent[key]
        elif kind == "swap":
            other = data.draw(st.sampled_from(paths), label="other")
            if other[: len(path)] != path and path[: len(other)] != other:
                a, b = copy.deepcopy(get_at(base, path)), copy.deepcopy(get_at(base, other))
                parent[key] = b
                get_at(base, other[:-1])[other[-1]] = a
        elif isinstance(parent, dict):
            parent[data.draw(st.text(max_size=6), label="new key")] = data.draw(_json_values, label="value")
        else:
            parent.insert(key, data.draw(_json_values, label="value"))
    _load_or_refuse(dump(base), 7)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(text=st.text(max_size=200) | st.binary(max_size=200))
def test_hypothesis_random_text_refused(text):
    assert why_not_refused(text) is None


@settings(max_examples=200, deadline=None, derandomize=True)
@given(value=_json_values)
def test_hypothesis_random_json_refused(value):
    assert why_not_refused(dump(value)) is None


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
    assert why_not_refused(dump(values)) is None


# ---- issue 39: a save stripped of its history, a forged start, loose JSON types ---------------


def _history_saves():
    """Version-2 saves of whole games (with history), at several points of several games."""
    out = []
    for n in PLAYER_COUNTS:
        texts, _, _ = recorded_game(n, SEEDS[2])
        out += [texts[0], texts[len(texts) // 2], texts[-1]]
    return out


def test_fuzz_a_current_save_stripped_of_its_history_is_always_refused():
    """Seed and history removed (one or both), optionally with a position edited in a way that
    creates or loses nothing: a version-2 save without its history is a position nobody can
    check, so it is refused, whatever the position."""
    r = random.Random("charon-stripped")
    failures, count = [], 0
    for text in _history_saves():
        for strip in (("seed", "history"), ("history",), ("seed",)):
            for example in range(12):
                d = json.loads(text)
                for key in strip:
                    if r.random() < 0.8:
                        d[key] = None
                    else:
                        del d[key]
                if example:
                    _conserving_mutation(d, r)
                count += 1
                problem = why_not_refused(dump(d))
                if problem:
                    failures.append(f"stripped of {strip}: {problem}")
    assert not failures, f"{len(failures)} of {count}:\n" + "\n".join(failures[:5])


def test_fuzz_a_save_downgraded_to_version_1_loads_only_as_unverified():
    """The same edits on the version-1 form (made before histories existed): it is checked for
    consistency only, so it may load, but then always as unverified, and saved again as
    version 1, never as a verified version-2 game."""
    r = random.Random("charon-version-1")
    outcomes = {"refused": 0, "played": 0}
    for text in _history_saves():
        for example in range(25):
            d = json.loads(text)
            del d["seed"], d["history"], d["built_this_turn"]
            d["version"] = 1
            if example:
                _conserving_mutation(d, r)
            try:
                state = from_json(dump(d))
            except SaveError:
                outcomes["refused"] += 1
                continue
            assert unverified(state) and json.loads(to_json(state))["version"] == 1
            _play_to_end(state, example)
            assert unverified(state)
            outcomes["played"] += 1
    assert outcomes["played"] > 20 and outcomes["refused"] > 20, outcomes


def test_fuzz_a_forged_start_is_refused():
    """Charon has no scenarios: a game starts only from `new_game(players, seed)`. Another
    seed under the same history, a seed in another spelling, or a start of another kind
    added to the save, is refused."""
    cases = []
    for text in _history_saves():
        d = json.loads(text)
        seed = int(d["seed"])
        for forged in (str(seed + 1), f"0{seed}", f"+{seed}", f"{seed}.0", f" {seed}", "-0", str(seed) + "0" * 40):
            cases.append((f"seed {forged!r}", {**d, "seed": forged}))
        for key, value in (("scenario", {"players": 2}), ("origin", {"seed": d["seed"]}), ("scores", [10**29, 0])):
            cases.append((f"{key} added", {**d, key: value}))
    assert_all_refused(cases, minimum=100)


def test_fuzz_booleans_and_floats_for_integers_are_refused():
    """Every integer of real saves (views and version-1 saves too) written as a boolean or a
    float, and every boolean as a number: each one refused."""
    r = random.Random("charon-types")
    bases = _history_saves()[::2] + [t for t in _fuzz_bases() if json.loads(t)["viewer"] is not None][:4]
    bases.append(without_history(bases[1]))
    cases = []
    for text in bases:
        d = json.loads(text)
        leaves = list(typed_leaves(d))
        for path, value in r.sample(leaves, min(len(leaves), 60)):
            cases += [(f"{path}={loose!r}", text_with(d, path, loose)) for loose in loose_types(value)]
    assert_all_refused(cases, minimum=1000)
