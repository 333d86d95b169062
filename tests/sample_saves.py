"""Charon's saves to test with, shared by the save tests (test_saves_*.py) and
test_stale_actions.py: real games recorded move by move (cached), a spread of positions taken
from them, where a save holds its cards and gems, and the strict check that a text is refused
with SaveError. Reaching into a save's JSON by path: tests/json_paths.py.
"""

import functools
import json

from game import rng as R
from game.charon import Build, ReplaceDuplicates, SaveError, apply, from_json, legal_actions, new_game, to_json, view
from game.charon.board import COLOURS
from game.charon.state import OVER
from tests.json_paths import dump

PLAYER_COUNTS = (2, 3, 4, 5)
SEEDS = (1, 7, 2024)


def pick(options, g):
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
def recorded_game(n: int, seed: int):
    """An uninterrupted game: (texts, choices, actions); texts[k] is the save before the k-th
    action (texts[-1] the finished game), choices[k] the index taken in legal_actions."""
    state = new_game(n, seed=seed)
    g = R.seed_state(seed * 7919 + n)
    texts, choices, actions = [to_json(state)], [], []
    while not state.is_over:
        options = legal_actions(state)
        g, i = pick(options, g)
        choices.append(i)
        actions.append(options[i])
        state = apply(state, options[i])
        texts.append(to_json(state))
    return tuple(texts), tuple(choices), tuple(actions)


@functools.cache
def without_history(text: str) -> str:
    """The same position as a version-1 save (the form from before games kept their history):
    checked for consistency only, so the corruption tests aim at those checks (a version-2 save
    is also replayed, and refused without its history)."""
    d = json.loads(text)
    del d["seed"], d["history"]
    if not d.pop("built_this_turn"):
        d["version"] = 1
    else:  # a version-1 game played on in this version keeps the mark
        d["version"], d["built_this_turn"] = 1, True
    return dump(d)


def base_saves() -> tuple[tuple[str, str], ...]:
    """(label, save text without history) for a spread of real states: each player count,
    each phase (the middle occurrence), staking with a lifted flag, Stolen Intelligence, views."""
    out = []
    for n in PLAYER_COUNTS:
        texts, _, _ = recorded_game(n, SEEDS[0])
        by_phase: dict[str, list[str]] = {}
        lifted = []
        for t in texts:
            d = json.loads(t)
            by_phase.setdefault(d["phase"], []).append(t)
            if d["lifted"] is not None:
                lifted.append(t)
        for phase, ts in sorted(by_phase.items()):
            out.append((f"{n}p-{phase}", without_history(ts[len(ts) // 2])))
        if lifted:
            out.append((f"{n}p-lifted", without_history(lifted[len(lifted) // 2])))
    return tuple(out)


def base_dicts(phases=None, views=True):
    """Parsed copies of the base saves (optionally only some phases), plus views of them."""
    result = []
    for label, text in base_saves():
        d = json.loads(text)
        if phases is not None and d["phase"] not in phases:
            continue
        result.append((label, d))
        if views and d["phase"] != OVER:
            state = from_json(text)
            for p in {state.to_move, (state.to_move + 1) % state.num_players}:
                result.append((f"{label}-view{p}", json.loads(to_json(view(state, p)))))
    return result


def why_not_refused(text) -> str | None:
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


def assert_all_refused(cases, minimum: int):
    """cases: iterable of (description, text or data); every one must raise SaveError."""
    failures, count = [], 0
    for description, text in cases:
        count += 1
        if not isinstance(text, (str, bytes, bytearray)) and isinstance(text, (dict, list)):
            text = dump(text)
        problem = why_not_refused(text)
        if problem:
            failures.append(f"{description}: {problem}")
    assert not failures, f"{len(failures)} of {count} corrupted saves not refused:\n" + "\n".join(failures[:25])
    assert count >= minimum, f"only {count} cases generated (expected at least {minimum})"


def card_pile_paths(d):
    paths = [("deck",), ("discard",), ("common_row",)]
    for i in range(len(d["players"])):
        paths += [("players", i, "hand"), ("players", i, "built"), ("players", i, "dealt")]
    return paths


def hidden_allowed(d, path) -> bool:
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


def gem_holders(d):
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
