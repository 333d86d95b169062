"""The hint never trades for gems that are then given back with nothing built (issue 38, the last
play-test): in round 3, holding 7 yellow and 2 green with only the 5 (1 yellow, 2 purple,
1 black) to build, the hint traded for a black and a purple (and on other seeds for a blue no
card needs), and at the round's end the gems it had traded for went back."""

import pytest

from game.ai import make_bot
from game.charon import Trade, apply, legal_actions, view
from game.charon.building import exchanges_towards_builds
from game.charon.keeping import gems_to_keep, kinds_to_return
from game.charon.players.advisor import advise
from game.charon.players.candidates import candidate_actions
from game.charon.state import BUILD, KEEP_GEMS
from tests.situations import builder, play_test_round_3


@pytest.mark.parametrize("seed", range(3))
def test_following_the_hint_keeps_every_gem_its_trades_brought(seed):
    state = play_test_round_3()
    others = make_bot("greedy", seed)
    taken: list[str] = []
    while state.phase in (BUILD, KEEP_GEMS):
        seen = view(state, state.mover)
        if state.mover == 0:
            action = advise(seen, "hard", seed).best.action
            if isinstance(action, Trade):
                taken.append(action.take)
        else:
            action = others.choose(seen)
        state = apply(state, action)
    assert state.round == 4 and not state.players[0].built[4:]  # nothing more was built: the 5 was out of reach
    for colour in set(taken):
        assert state.players[0].gems[colour] >= taken.count(colour), (taken, state.players[0].gems)


def test_an_exchange_of_no_use_is_never_weighed():
    seen = view(play_test_round_3(), 0)
    options = legal_actions(seen)
    weighed = {a for a in candidate_actions(seen, options, 20) if isinstance(a, Trade)}
    # The 5 is out of reach this turn: only a gem kept into round 4 is of use, and only one
    # (2 gems are kept, and the 5's yellow is held): a purple or a black, never a blue.
    assert weighed and all(a.take in ("purple", "black") for a in weighed)
    after = apply(play_test_round_3(), Trade(("yellow",) * 3, "purple"))
    assert not [a for a in candidate_actions(view(after, 0), legal_actions(after), 20) if isinstance(a, Trade)]


def test_in_the_last_round_no_trade_is_of_use_without_a_build():
    last = play_test_round_3()
    last.round = 4
    assert not [a for a in candidate_actions(view(last, 0), legal_actions(last), 20) if isinstance(a, Trade)]


def test_trades_towards_a_build_this_turn_are_the_engines_first_steps():
    # 2c (blue, black) lacks the black that 3 yellow buy.
    s = builder("blue yellow yellow yellow", hands={0: ["2c"]})
    assert exchanges_towards_builds(s, 0) == [Trade(("yellow",) * 3, "black")]
    assert Trade(("yellow",) * 3, "black") in candidate_actions(view(s, 0), legal_actions(s))


def test_the_round_end_keeps_what_the_trade_brought():
    state = apply(play_test_round_3(), Trade(("yellow",) * 3, "purple"))
    state.phase, state.pending = KEEP_GEMS, [0]
    assert gems_to_keep(state, 0) == {"yellow": 1, "purple": 1}
    assert kinds_to_return(state, 0) == {"yellow", "green"}
