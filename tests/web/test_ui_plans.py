"""The building turn made easy: each card's prospects, plans of trades that end in a build,
no pointless trades offered, the gems to keep as one decision."""

import pytest

from charon_ui import plans
from charon_ui.describe import group_actions, pointless
from game.charon import Build, EndTurn, ReturnGem, Trade, apply, legal_actions
from game.charon.state import BUILD, KEEP_GEMS
from tests.situations import SYN, UW, situation


def builder(gems, **kw):
    kw.setdefault("order", [0, 1])
    return situation(2, BUILD, gems={0: gems, 1: "green green green"}, **kw)


def test_a_card_one_trade_away_gets_a_plan_that_builds_it():
    # 2c costs blue + black: three yellow trade for the missing black.
    s = builder("blue yellow yellow yellow", hands={0: ["2c"]})
    (outlook,) = plans.outlooks(s)
    assert not outlook.now and len(outlook.steps) == 2
    trade, build = outlook.steps
    assert trade == Trade(("yellow", "yellow", "yellow"), "black") and build == Build("2c")
    assert plans.plan_label(outlook.steps).startswith("Trade 3 yellow ▲ → 1 black, then build the 2")
    for action in outlook.steps:
        s = apply(s, action)
    assert s.players[0].built == ["2c"]


def test_cards_buildable_now_and_out_of_reach_say_so():
    s = builder("blue black", hands={0: ["2c", "12a"]}, row=["3b"], built={0: ["3a"]})
    by_card = {o.card: o for o in plans.outlooks(s)}
    assert set(by_card) == {"2c", "12a", "3b"}
    assert by_card["2c"].now and isinstance(by_card["2c"].steps[0], Build)
    assert not by_card["12a"].steps and "short" in by_card["12a"].why_not
    assert not by_card["3b"].steps and "built a 3 already" in by_card["3b"].why_not
    assert plans.unbuilt_affordable(s) == ["2c"]


def test_no_trading_plan_once_something_is_built():
    # 4a (blue, 2 black) lacks one black, which 3 yellow would have bought before building.
    s = builder("green purple yellow yellow yellow blue blue black green green", hands={0: ["2a", "4a", "3e"]})
    assert len(next(o for o in plans.outlooks(s) if o.card == "4a").steps) == 2
    s = apply(s, Build("2a"))
    assert s.to_move == 0  # 3e can still be built
    (outlook,) = [o for o in plans.outlooks(s) if o.card == "4a"]
    assert outlook.steps == ()  # trades came before the first build


def test_the_synchrotron_can_be_part_of_a_plan():
    s = builder("blue yellow", hands={0: ["2c"]}, keep={0: SYN, 1: UW})
    (outlook,) = plans.outlooks(s)
    assert len(outlook.steps) == 2 and "Synchrotron 1 yellow → 1 black" in plans.plan_label(outlook.steps)


def test_pointless_trades_are_not_offered_in_the_panel():
    s = builder("black black black blue")
    offered = [a for _, items in group_actions(legal_actions(s), s) for _, a in items]
    engine = [a for a in legal_actions(s) if isinstance(a, Trade)]
    assert any(pointless(a) for a in engine)  # the engine lists them...
    assert not any(pointless(a) for a in offered)  # ...the panel does not
    assert {a for a in engine if not pointless(a)} <= set(offered)
    assert EndTurn() in offered


def keeper(gems, **kw):
    return situation(2, KEEP_GEMS, order=[0, 1], pending=[1], gems={1: gems}, **kw)


def test_keeping_gems_is_one_decision():
    s = keeper("blue blue black green")
    assert plans.keep_limit(s) == 2 and plans.only_kind(s) is None
    returns = plans.returns_for(s, {"blue": 1, "black": 1})
    assert returns == [ReturnGem("blue"), ReturnGem("green")]
    for action in returns:
        s = apply(s, action)
    assert s.round == 2  # the round is over: the last player kept their two
    with pytest.raises(ValueError, match="exactly 2"):
        plans.returns_for(keeper("blue blue black green"), {"blue": 1})
    with pytest.raises(ValueError, match="hold"):
        plans.returns_for(keeper("blue blue black green"), {"yellow": 2})


def test_a_single_kind_of_gem_is_returned_in_one_click():
    s = keeper("black black black black")
    assert plans.only_kind(s) == "black"
    assert plans.returns_for(s, {"black": 2}) == [ReturnGem("black")] * 2
