"""Every registered engine (game.registry) through the same checks: whole random games at every
player count and with every option; what the mover may do is the same from their view as
from the whole game; views hide what they must; `step` is `apply`; saves round-trip and refuse
a tampered history; `undo` is exact; a replay from the game's own start is the same game; and
the same seed and choices end in the same save under CPython and inside Pyodide."""

import importlib.util
import json
import random
from pathlib import Path

import pytest

from game.registry import GAMES, GameInfo, game_info

CHECK_EVERY = 7  # the costlier checks (undo, views, sampled worlds) on every 7th decision
SAVE_EVERY = 40  # and a save (whose loading replays the whole game so far) every 40th


def _cases() -> list[tuple[str, int, dict]]:
    """(game, players, options): every player count with the defaults, then with each option on."""
    cases = []
    for info in GAMES.values():
        for players in range(info.min_players, info.max_players + 1):
            cases.append((info.key, players, info.option_defaults()))
            for option in info.options:
                cases.append((info.key, players, {**info.option_defaults(), option.key: not option.default}))
    return cases


def _id(case: tuple[str, int, dict]) -> str:
    key, players, options = case
    chosen = [k for k, on in options.items() if on]
    return f"{key}-{players}" + "".join(f"-{k}" for k in chosen)


CASES = _cases()


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_a_whole_random_game_keeps_every_promise_of_the_engine(case):
    key, players, options = case
    engine = game_info(key).engine()
    seed = 17 * players + len(key)
    state, _events = engine.start(players, seed, options)
    chooser = random.Random(seed)
    hidden_somewhere = False
    decisions = 0
    while not state.is_over:
        me = state.to_move
        assert me is not None, "a game not over has someone to move"
        options_now = engine.legal_actions(state)
        assert options_now, "the mover has something to do"
        seen = engine.view(state, me)
        assert engine.legal_actions(seen) == options_now  # the mover's view offers the same moves
        action = chooser.choice(options_now)
        if decisions % CHECK_EVERY == 0:
            hidden_somewhere |= _check_view(engine, state, seen, me, decisions)
        if decisions % SAVE_EVERY == 1:
            _check_save(engine, state)
        stepped, events = engine.step(state, action)
        assert isinstance(events, list)
        applied = engine.apply(state, action)
        assert engine.to_json(stepped) == engine.to_json(applied)  # step is apply, with its events
        if decisions % CHECK_EVERY == 0 and engine.can_undo(applied):
            assert engine.to_json(engine.undo(applied)) == engine.to_json(state)  # undo is exact
        state = stepped
        decisions += 1
    assert state.to_move is None
    assert engine.legal_actions(state) == []
    scores, winners = engine.scores(state), engine.winners(state)
    assert len(scores) == players and winners and set(winners) <= set(range(players))
    assert all(scores[w] == max(scores) for w in winners)  # ties are broken among the best scores only
    assert hidden_somewhere, "views never hid anything in a whole game"
    _check_save(engine, state)
    _check_replay(engine, state)


def _check_view(engine, state, seen, me: int, salt: int) -> bool:
    """The view keeps no history and no start (they would tell secrets), comes back whole from
    its save, and is what the player would see of a game sampled from it. True if the sampled
    game differs from the real one in what another player sees (the view hid something)."""
    with pytest.raises(ValueError):
        engine.history(seen)
    with pytest.raises(ValueError):
        engine.start_of(seen)
    assert engine.to_json(engine.from_json(engine.to_json(seen))) == engine.to_json(seen)
    world = engine.determinize(seen, salt)
    assert engine.to_json(engine.view(world, me)) == engine.to_json(seen)
    others = [p for p in range(state.num_players) if p != me]
    return any(engine.to_json(engine.view(world, p)) != engine.to_json(engine.view(state, p)) for p in others)


def _check_save(engine, state) -> None:
    """A save loads as the same game; with its history tampered, it is refused."""
    text = engine.to_json(state)
    assert engine.to_json(engine.from_json(text)) == text
    actions = engine.history(state)
    if not actions:
        return
    data = json.loads(text)
    assert [engine.action_from_json(a) for a in data["history"]] == actions  # the save's own history
    assert [engine.action_to_json(a) for a in actions] == data["history"]
    data["history"] = data["history"][:-1]  # the last action left out: the position disagrees
    with pytest.raises(ValueError):
        engine.from_json(json.dumps(data))


def _check_replay(engine, state) -> None:
    """The game again from its own start and its history: the same game."""
    again, _ = engine.start_from(engine.start_of(state))
    for action in engine.history(state):
        again, _ = engine.step(again, action)
    assert engine.to_json(again) == engine.to_json(state)


@pytest.mark.parametrize("info", GAMES.values(), ids=list(GAMES))
def test_a_game_refuses_player_counts_and_options_it_does_not_have(info: GameInfo):
    engine = info.engine()
    for players in (info.min_players - 1, info.max_players + 1):
        with pytest.raises(ValueError):
            engine.start(players, 1, info.option_defaults())
        with pytest.raises(ValueError):
            info.check_players(players)
    with pytest.raises(ValueError):
        engine.start(info.min_players, 1, {"no_such_option": True})
    state, _ = engine.start(info.min_players, 1, info.option_defaults())
    action = engine.legal_actions(state)[0]
    before = engine.to_json(state)
    with pytest.raises(ValueError):  # an illegal move is refused and the state is unchanged
        engine.apply(engine.view(state, (state.to_move + 1) % state.num_players), object())
    assert engine.to_json(state) == before
    assert engine.action_from_json(engine.action_to_json(action)) == action


@pytest.mark.parametrize("info", GAMES.values(), ids=list(GAMES))
def test_every_listed_computer_player_plays_a_legal_move(info: GameInfo):
    engine = info.engine()
    state, _ = engine.start(info.max_players, 3, info.option_defaults())
    seen = engine.view(state, state.to_move)
    for spec in info.bot_specs:
        assert info.make_bot(spec, 1, max_seconds=0.05).choose(seen) in engine.legal_actions(state)
    with pytest.raises(ValueError):
        info.make_bot("ismcts:unheard-of", 1)


@pytest.mark.parametrize("info", GAMES.values(), ids=list(GAMES))
def test_every_advisor_offers_the_reviews_search_that_the_tools_take_by_the_games_key(info: GameInfo):
    """The review's search (its advisor's level, with the iterations asked) comes from the
    game's advisor: benchmarks/review.py takes it by the game's key and names no game."""
    engine = info.engine()
    state, _ = engine.start(3, 4, info.option_defaults())
    searcher = info.advisor().review_searcher(5, 12)
    assert searcher.iterations == 12
    assert searcher.choose(engine.view(state, state.to_move)) in engine.legal_actions(state)
    tool = (Path(__file__).parents[1] / "benchmarks" / "review.py").read_text(encoding="utf-8")
    assert [key for key in GAMES if f'"{key}"' in tool] == []


def test_an_unknown_game_is_refused_with_the_games_there_are():
    with pytest.raises(ValueError, match="unknown game 'chess': expected one of charon, sixbillion"):
        game_info("chess")


PARITY_SCRIPT = Path(__file__).parent / "pyodide" / "registry_games.py"


def test_every_game_ends_in_the_same_save_under_cpython_and_pyodide():
    from tools.pyodide import run_python_file

    spec = importlib.util.spec_from_file_location("registry_games", PARITY_SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    in_cpython = module.run_all()
    in_pyodide = json.loads(run_python_file(PARITY_SCRIPT).strip().splitlines()[-1])
    assert [g["game"] for g in in_cpython] == list(GAMES)
    assert in_pyodide == in_cpython
