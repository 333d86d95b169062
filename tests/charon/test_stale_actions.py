"""`apply` refuses stale actions with IllegalAction and leaves the state unchanged: actions legal
earlier in a game, the action just played, anything once the game is over; also as JSON and
on a reloaded state.
"""

import json
import random

import pytest

from game.charon import (
    IllegalAction,
    action_from_json,
    action_to_json,
    apply,
    from_json,
    legal_actions,
    new_game,
    to_json,
)
from tests.sample_saves import PLAYER_COUNTS, SEEDS, recorded_game


@pytest.mark.parametrize("n", PLAYER_COUNTS)
def test_stale_actions_refused_and_state_unchanged(n):
    texts, choices, _ = recorded_game(n, SEEDS[0])
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
        texts, choices, actions = recorded_game(n, SEEDS[1])
        for k, action in enumerate(actions):
            after = from_json(texts[k + 1])
            if action in legal_actions(after):
                continue  # e.g. a trade may be repeated
            with pytest.raises(IllegalAction):
                apply(after, action)
            assert to_json(after) == texts[k + 1]
            refused += 1
    assert refused > 300
