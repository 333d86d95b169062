"""The building turn made easy: each card's prospects, plans of trades that end in a build,
no pointless trades offered, the gems to keep as one decision."""

import pytest

from charon_ui import plans
from charon_ui.card_help import card_help
from charon_ui.describe import group_actions
from game.charon import Build, EndTurn, ReturnGem, Trade, apply, legal_actions, view
from game.charon.building import gems_short
from game.charon.building import pointless_trade as pointless
from game.charon.events import PhaseStarted, Traded
from game.charon.state import KEEP_GEMS
from tests.situations import SYN, UW, builder, play_test_round_3, situation


def test_a_card_one_trade_away_gets_a_plan_that_builds_it():
    # 2c costs blue + black: three yellow trade for the missing black.
    s = builder("blue yellow yellow yellow", hands={0: ["2c"]})
    (outlook,) = plans.outlooks(s)
    assert not outlook.now and len(outlook.steps) == 2
    trade, build = outlook.steps
    assert trade == Trade(("yellow", "yellow", "yellow"), "black") and build == Build("2c")
    assert plans.plan_label(s, outlook.steps).startswith("Trade 3 yellow ▲ → 1 black ⬢, then build the 2")
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
    assert len(outlook.steps) == 2 and "Synchrotron 1 yellow ▲ → 1 black ⬢" in plans.plan_label(s, outlook.steps)


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


def test_the_issue_38_ten_gets_its_three_warehouse_trades():
    # Round 3, 5 blue, 2 yellow, 3 green, 1 purple, Underground Warehouse won: the panel said of
    # the 10 (3 blue, 3 black) "3 gems short: no trade gets there"; three trades build it.
    s = builder("blue " * 5 + "yellow yellow green green green purple", round=3, hands={0: ["10e"]}, keep={0: UW})
    (outlook,) = plans.outlooks(s)
    assert len(outlook.steps) == 4 and not outlook.why_not
    assert [a.take for a in outlook.steps[:-1]] == ["black"] * 3
    assert plans.plan_label(s, outlook.steps) == (
        "Trade 2 green ■ → 1 black ⬢, then trade 2 blue ● → 1 black ⬢, then trade 2 yellow ▲ → 1 black ⬢,"
        " then build the 10 (3 blue, 3 black)"
    )
    for action in outlook.steps:
        s = apply(s, action)
    assert s.players[0].built == ["10e"]


def test_after_a_build_the_reason_is_that_trading_has_stopped():
    s = builder("green purple yellow yellow yellow blue blue black green green", hands={0: ["2a", "4a", "3e"]})
    assert "Trade first" in plans.trading_stops_warning(s)
    s = apply(s, Build("2a"))
    (outlook,) = [o for o in plans.outlooks(s) if o.card == "4a"]
    assert outlook.why_not == "1 gem short: no more trades after your first build"
    assert plans.trading_stops_warning(s) == ""


def test_the_turn_plan_builds_the_12_and_the_9_with_the_trade_they_need_together():
    s = builder("green " * 7 + "purple " * 4 + "yellow yellow yellow blue", hands={0: ["12a", "9d"]})
    assert all(o.now for o in plans.outlooks(s))  # each alone: now; both: only after a trade
    steps = plans.turn_plan(s)
    assert steps[0] == Trade(("yellow", "yellow", "yellow"), "purple") and len(steps) == 3
    label = plans.turn_plan_label(s, steps)
    assert label.startswith("Trade 3 yellow ▲ → 1 purple ◆, then build the 12 (") and " and the 9 (" in label
    for action in steps:
        s = apply(s, action)
    assert sorted(s.players[0].built) == ["12a", "9d"]


def test_no_turn_plan_when_one_card_is_the_best():
    s = builder("blue yellow yellow yellow", hands={0: ["2c", "9d"]})
    assert plans.turn_plan(s) == ()


def test_a_card_built_at_once_comes_first_when_it_beats_a_trade_plan():
    """A newcomer's round 4: 2 blue, 2 purple; "trade 2 blue, 1 purple → 1 black, then build the
    2" was the panel's first button, above "the 3 (row): can be built now". The 3 is the most
    points this turn: it is offered first, as one click."""
    s = builder("blue blue purple purple", hands={0: ["2b"]}, row=["3c"])
    assert any(o.steps and o.card == "2b" for o in plans.outlooks(s))  # the 2: after a trade
    steps = plans.turn_plan(s)
    assert steps == (Build("3c"),)
    assert plans.turn_plan_label(s, steps).startswith("Build the 3 (")


def test_the_tooltip_counts_the_trades_exactly_in_and_out_of_the_players_turn():
    gems = "blue " * 5 + "yellow yellow green green green purple"
    mine = builder(gems, round=3, hands={0: ["10e"]}, keep={0: UW})
    # the one card's plan is the most points this turn: the tooltip names it as the panel heads it
    words = card_help(view(mine, 0), "10e")
    assert "The plan for the most points this turn builds it: trade 2 green ■ → 1 black ⬢, then trade 2 blue" in words
    waiting = builder(gems, round=3, hands={0: ["10e"]}, keep={0: UW}, order=[1, 0])
    words = card_help(view(waiting, 0), "10e")
    assert "3 gems short; trading 2 gems for 1, 3 trades would get it" in words, words
    hopeless = builder("blue blue blue", hands={0: ["10e"]}, order=[1, 0])
    assert "would not get it" in card_help(view(hopeless, 0), "10e")


def test_whole_sets_of_gems_to_return_are_one_click_each_and_taken_whole():
    """Issue 38: seven gems to give back were seven clicks of "Return one black gem". Whole
    sets are offered, each the engine's ReturnGem actions: one keeping what the hand's cards
    cost, one from the largest piles; the clear gem, any colour, kept while another can go."""
    hand = ["2c", "6a"]
    s = keeper("black black black black black blue blue green green green yellow", hands={1: hand})
    limit = plans.keep_limit(s)
    proposals = plans.proposed_returns(s)
    assert len(proposals) == 2
    kept = []
    for _why, steps in proposals:
        assert len(steps) == 11 - limit
        assert plans.refusal(s, steps) is None
        after = s
        for action in steps:
            after = apply(after, action)
        assert sum(after.players[1].gems.values()) == limit and after.round == 2  # the round ended
        kept.append({g: n - steps.count(ReturnGem(g)) for g, n in s.players[1].gems.items()})
    assert kept[0]["blue"] == kept[0]["black"] == 1  # the first keeps what the 2 costs: buildable
    assert all(kept[1][g] <= 1 for g in kept[1])  # the second a spread
    # A clear gem (any colour) is kept: with it and a blue or a black, the 2 stays buildable.
    with_clear = keeper("black black black black black blue blue green green green clear", hands={1: hand})
    for _why, steps in plans.proposed_returns(with_clear):
        assert ReturnGem("clear") not in steps
        left = {g: n - steps.count(ReturnGem(g)) for g, n in with_clear.players[1].gems.items()}
        assert gems_short("2c", left) == 0
    assert (
        plans.returns_label([ReturnGem("black")] * 3 + [ReturnGem("blue")], "why") == "Return 1 blue and 3 black (why)"
    )
    # A set with a step the engine refuses is refused whole, with the engine's reason.
    assert plans.refusal(s, [ReturnGem("yellow"), ReturnGem("yellow")]) is not None  # one yellow held
    assert plans.proposed_returns(after) == []  # the next round: nothing to return


def test_the_hands_set_keeps_what_its_only_card_needs_though_it_costs_more_than_the_limit():
    # The play-test: 4 blue, 2 yellow, 2 purple; the hand's only card, the 5 (2 yellow, 1 green,
    # 1 black), costs 4, more than the 2 kept: the set said "keeps what your hand's cards need"
    # and kept a yellow and a purple, which no card needs. It keeps the 2 yellow.
    s = keeper("blue blue blue blue yellow yellow purple purple", hands={1: ["5b"]})
    why, steps = plans.proposed_returns(s)[0]
    assert why == "keeps what your hand's cards need"
    assert sorted(a.gem for a in steps) == ["blue"] * 4 + ["purple"] * 2


def test_the_set_keeps_what_this_turns_trades_brought_for_a_card():
    # Round 3: 7 yellow, 2 green and the 5 (1 yellow, 2 purple, 1 black): a player who traded
    # 3 yellow for a purple and 3 yellow for a black keeps both, not the yellow they came from.
    s = keeper("yellow green green purple black", hands={1: ["5d"]})
    events = [
        PhaseStarted("build", 1, (0, 1)),
        Traded(1, ("yellow",) * 3, "purple"),
        Traded(1, ("yellow",) * 3, "black"),
    ]
    got = plans.gems_got(events, 1)
    assert sorted(got) == ["black", "purple"] and plans.gems_got(events, 0) == []
    _why, steps = plans.proposed_returns(s, got)[0]
    assert sorted(a.gem for a in steps) == ["green", "green", "yellow"]


def test_the_sets_words_are_true_of_an_empty_hand_and_of_a_hand_needing_none_of_the_gems():
    empty = plans.proposed_returns(keeper("blue blue blue yellow"))
    assert empty[0][0] == "no card in your hand to build: keeps a spread for the cards to come"
    assert sorted(a.gem for a in empty[0][1]) == ["blue", "blue"]  # a blue and the yellow kept
    unneeded = plans.proposed_returns(keeper("blue blue blue yellow", hands={1: ["8e"]}))  # 3 green, 2 purple
    assert unneeded[0][0] == "none of your cards needs these gems: keeps a spread for the cards to come"


def test_the_panel_offers_no_plan_whose_trades_build_nothing():
    # Issue 38's round 3: the 5 is out of reach; no plan, neither a card's nor the turn's, trades.
    s = play_test_round_3()
    assert all(not o.steps for o in plans.outlooks(s)) and plans.turn_plan(s) == ()
    assert "no trade gets there" in next(o.why_not for o in plans.outlooks(s) if o.card == "5d")


def test_the_hints_one_gem_is_shown_as_the_whole_set_that_returns_it():
    # Issue 38 (a phone's play-test): the hint rang "Return a black gem" beside the whole sets.
    # The set the hint shows is the first of the panel's that gives that gem back; with one
    # kind of gem held, the one set of that kind; none when no set returns it.
    s = keeper("blue blue blue blue yellow yellow purple purple", hands={1: ["5b"]})
    first, largest = plans.proposed_returns(s)
    assert plans.set_returning(s, [], "blue") == (plans.returns_label(first[1], first[0]), first[1])
    assert ReturnGem("yellow") not in first[1] and ReturnGem("yellow") in largest[1]
    assert plans.set_returning(s, [], "yellow") == (plans.returns_label(largest[1], largest[0]), largest[1])
    assert plans.set_returning(s, [], "green") is None  # no green held: no set gives one back
    one_kind = keeper("blue blue blue blue blue")
    words, steps = plans.set_returning(one_kind, [], "blue")
    assert words == "Return 3 blue (all your gems are blue)" and steps == [ReturnGem("blue")] * 3


def test_every_plan_marks_the_row_card_it_builds():
    """Play-tests 15–16: a one-card plan said "(row)" of a row card, the plan for two cards said
    it of neither. Each row card a plan builds is marked, the hand's cards are not."""
    s = builder("blue blue black black black", hands={0: ["4a"]}, row=["2c"])
    steps = plans.turn_plan(s)  # the 4 from the hand and the 2 from the row: 6 points
    assert sorted(a.card for a in steps) == ["2c", "4a"]
    label = plans.turn_plan_label(s, steps)
    assert "the 2 (1 blue, 1 black) (row)" in label and "the 4 (1 blue, 2 black) (row)" not in label
    one = builder("blue yellow yellow yellow", hands={0: []}, row=["2c"])
    (outlook,) = plans.outlooks(one)
    assert plans.plan_label(one, outlook.steps).endswith("then build the 2 (1 blue, 1 black) (row)")


def test_a_cards_tooltip_names_the_plan_the_panel_shows_for_it():
    """Issue 38: the 12 and the 9, each buildable at once, both only after a trade. The panel shows
    one plan for them (trade, then build both); the 12's tooltip said "You can build it now.",
    which builds the 12 and loses the 9."""
    s = view(builder("green " * 7 + "purple " * 4 + "yellow yellow yellow blue", hands={0: ["12a", "9d"]}), 0)
    label = plans.turn_plan_label(s, plans.turn_plan(s))
    for card in ("12a", "9d"):
        words = card_help(s, card)
        assert "The plan for the most points this turn builds it: trade 3 yellow ▲ → 1 purple ◆" in words, words
        assert "You can build it now" not in words and label[1:] in words


def test_a_plan_after_which_the_turn_ends_by_itself_says_so_on_its_button():
    """Issue 38: "Most points this turn" traded, built both cards and ended the turn (nothing left
    to build or trade) without saying so. A plan that leaves something to do says nothing more."""
    ends = view(builder("green " * 7 + "purple " * 4 + "yellow yellow yellow blue", hands={0: ["12a", "9d"]}), 0)
    best = plans.turn_plan(ends)
    assert plans.ends_turn(ends, best)
    label = plans.button_label(ends, best, plans.turn_plan_label(ends, best))
    assert label.endswith("(1 blue, 3 green, 2 purple), and end your turn"), label
    goes_on = builder("blue black blue black black", hands={0: ["2c", "4a"]})
    assert plans.ends_turn(goes_on, plans.turn_plan(goes_on))  # the 4 and the 2: nothing left
    assert not plans.ends_turn(goes_on, (Build("2c"),))  # the 2 alone: the 4 can still be built
    assert plans.button_label(goes_on, (Build("2c"),), "Build the 2") == "Build the 2"
