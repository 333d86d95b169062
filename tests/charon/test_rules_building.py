"""RULES.md 4.4 and 4.5: building turns (trades, the Synchrotron, building cards) and the
reset between rounds (keeping gems, flags and row cards)."""

from game.charon import Build, EndTurn, ReturnGem, Synchrotron, Trade, legal_actions
from game.charon.board import ACTION_AREAS
from game.charon.state import BUILD, CHOOSE_ROW, KEEP_GEMS, OVER
from tests.situations import RMF, SYN, UW, assert_illegal, builder, do, finish_round, gems_of, round_end, situation


def trades(state):
    return [a for a in legal_actions(state) if isinstance(a, Trade)]


def synchrotrons(state):
    return {(a.give, a.take, a.count) for a in legal_actions(state) if isinstance(a, Synchrotron)}


def builds(state):
    return {(a.card, a.wild) for a in legal_actions(state) if isinstance(a, Build)}


# ---- trading --------------------------------------------------------------------------------


def test_trade_three_gems_for_one_of_any_colour():
    s = builder("blue blue yellow")
    supply = dict(s.supply)
    s = do(s, Trade(("blue", "blue", "yellow"), "black"))
    assert gems_of(s, 0) == {"black": 1}
    assert s.supply["blue"] == supply["blue"] + 2
    assert s.supply["yellow"] == supply["yellow"] + 1
    assert s.supply["black"] == supply["black"] - 1


def test_without_the_warehouse_trades_are_three_for_one():
    s = builder("blue blue yellow")
    assert trades(s) and all(len(t.give) == 3 for t in trades(s))
    assert_illegal(s, Trade(("blue", "blue"), "black"))


def test_with_the_warehouse_trades_are_two_for_one():
    s = builder("blue blue yellow", keep={0: UW, 1: RMF})
    assert all(len(t.give) == 2 for t in trades(s))
    s = do(s, Trade(("blue", "yellow"), "green"))
    assert gems_of(s, 0) == {"blue": 1, "green": 1}
    assert_illegal(s, Trade(("blue", "green", "green"), "black"))


def test_the_warehouse_rate_is_only_for_its_winner():
    s = builder("blue blue clear", keep={0: RMF, 1: UW})
    assert trades(s) and all(len(t.give) == 3 for t in trades(s))
    assert_illegal(s, Trade(("blue", "blue"), "black"))


def test_trading_as_often_as_one_can():
    s = builder("blue blue blue yellow yellow yellow")
    s = do(s, Trade(("blue", "blue", "blue"), "black"), Trade(("yellow", "yellow", "yellow"), "black"))
    assert gems_of(s, 0) == {"black": 2}


def test_the_colour_received_may_be_one_given():
    s = builder("blue blue yellow")
    s = do(s, Trade(("blue", "blue", "yellow"), "yellow"))
    assert gems_of(s, 0) == {"yellow": 1}


def test_gems_given_are_back_in_the_supply_before_the_one_taken():
    # Every black gem is in the bag except the one player 0 holds: the supply has none.
    s = builder("black blue blue yellow", bag={"black": 19})
    assert s.supply["black"] == 0
    s2 = do(s, Trade(("black", "blue", "blue"), "black"))
    assert gems_of(s2, 0) == {"black": 1, "yellow": 1}
    assert s2.supply["black"] == 0
    # Not giving a black gem, there is none to take.
    assert_illegal(s, Trade(("blue", "blue", "yellow"), "black"), "supply")
    assert Trade(("blue", "blue", "yellow"), "black") not in legal_actions(s)


def test_clear_gems_traded_go_back_to_the_clear_pool():
    s = builder("clear clear blue")
    assert s.clear_pool == 4
    s = do(s, Trade(("blue", "clear", "clear"), "green"))
    assert gems_of(s, 0) == {"green": 1}
    assert s.clear_pool == 6


def test_a_trade_never_gives_a_clear_gem():
    s = builder("blue blue blue")
    assert all(t.take != "clear" for t in trades(s))
    assert_illegal(s, Trade(("blue", "blue", "blue"), "clear"))


# ---- the Synchrotron -------------------------------------------------------------------------


def test_synchrotron_exchanges_gems_of_one_colour_for_another():
    s = builder("blue blue blue blue clear", keep={0: SYN, 1: RMF})
    supply = dict(s.supply)
    s = do(s, Synchrotron("blue", "green", 4))
    assert gems_of(s, 0) == {"green": 4, "clear": 1}
    assert s.supply["blue"] == supply["blue"] + 4
    assert s.supply["green"] == supply["green"] - 4


def test_synchrotron_once_per_round():
    s = builder("blue blue blue blue yellow", keep={0: SYN, 1: RMF})
    s = do(s, Synchrotron("blue", "green", 2))
    assert synchrotrons(s) == set()
    assert_illegal(s, Synchrotron("yellow", "black", 1))


def test_synchrotron_is_limited_by_the_supply_of_the_new_colour():
    # 18 yellow in the bag: the supply has 2.
    s = builder("blue blue blue blue", keep={0: SYN, 1: RMF}, bag={"yellow": 18})
    offered = synchrotrons(s)
    assert ("blue", "yellow", 2) in offered and ("blue", "yellow", 3) not in offered
    assert ("blue", "green", 4) in offered
    assert_illegal(s, Synchrotron("blue", "yellow", 3))


def test_synchrotron_exchanges_only_coloured_gems():
    s = builder("clear clear blue", keep={0: SYN, 1: RMF})
    assert all(give == "blue" for give, _, _ in synchrotrons(s))
    assert all(take != "clear" for _, take, _ in synchrotrons(s))
    assert_illegal(s, Synchrotron("clear", "blue", 1))
    assert_illegal(s, Synchrotron("blue", "blue", 1))
    assert_illegal(s, Synchrotron("blue", "green", 2))  # only one blue gem


def test_synchrotron_only_for_its_winner():
    s = builder("blue blue blue", keep={0: RMF, 1: SYN})
    assert synchrotrons(s) == set()
    assert_illegal(s, Synchrotron("blue", "green", 1))


def test_a_synchrotron_not_triggered_is_nobodys():
    # 2 players both kept their last flag on the Synchrotron: 2 flags, not triggered.
    s = builder("blue blue blue", keep={0: SYN, 1: SYN})
    assert synchrotrons(s) == set()
    assert_illegal(s, Synchrotron("blue", "green", 1))


def test_with_four_players_both_synchrotron_winners_may_use_it():
    s = builder("blue", n=4, keep={0: SYN, 1: SYN, 2: RMF, 3: UW}, others={1: "green"})
    assert synchrotrons(s)
    s = do(s, Synchrotron("blue", "black", 1))
    assert s.to_move == 1  # player 0 has nothing left to do
    assert ("green", "black", 1) in synchrotrons(s)


# ---- building cards ------------------------------------------------------------------------


def test_build_a_card_from_hand_paying_its_exact_cost():
    # 2a costs 1 green and 1 purple; the extra purple stays with the player.
    s = builder("green purple purple", hands={0: ["2a"]})
    supply = dict(s.supply)
    s = do(s, Build("2a"))
    assert s.players[0].built == ["2a"] and s.players[0].hand == []
    assert gems_of(s, 0) == {"purple": 1}
    assert s.supply["green"] == supply["green"] + 1
    assert s.supply["purple"] == supply["purple"] + 1


def test_a_card_cannot_be_built_without_its_gems():
    s = builder("green blue blue", hands={0: ["2a"]})
    assert builds(s) == set()
    assert_illegal(s, Build("2a"), "2a")


def test_clear_gems_stand_in_for_any_colour_and_go_back_to_the_pool():
    # 7c costs 3 black, 1 blue, 1 green.
    s = builder("black black blue green clear", hands={0: ["7c"]})
    assert builds(s) == {("7c", ("black",))}
    s = do(s, Build("7c", ("black",)))
    assert gems_of(s, 0) == {}
    assert s.clear_pool == 6


def test_the_player_chooses_which_colour_a_clear_gem_replaces():
    s = builder("black black black blue green clear", hands={0: ["7c"]})
    assert builds(s) == {("7c", ()), ("7c", ("black",)), ("7c", ("blue",)), ("7c", ("green",))}
    assert gems_of(do(s, Build("7c")), 0) == {"clear": 1}
    assert gems_of(do(s, Build("7c", ("black",))), 0) == {"black": 1}
    assert gems_of(do(s, Build("7c", ("blue",))), 0) == {"blue": 1}
    assert gems_of(do(s, Build("7c", ("green",))), 0) == {"green": 1}
    # A clear gem may only stand for a colour of the cost, one clear gem for one gem.
    assert_illegal(s, Build("7c", ("yellow",)), "7c")
    assert_illegal(s, Build("7c", ("black", "blue")), "7c")


def test_several_clear_gems_may_replace_different_colours():
    # 2a costs 1 green, 1 purple: two clear gems pay for it all.
    s = builder("clear clear", hands={0: ["2a"]})
    assert builds(s) == {("2a", ("green", "purple"))}
    s = do(s, Build("2a", ("purple", "green")))
    assert s.players[0].built == ["2a"] and s.clear_pool == 6
    assert_illegal(builder("clear clear", hands={0: ["2a"]}), Build("2a", ("green", "green")))


def test_any_number_of_cards_from_hand():
    # 2a: green, purple; 3b: 2 black, green; 4d: 2 green, purple.
    s = builder("green purple black black green green green purple", hands={0: ["2a", "3b", "4d"]})
    s = do(s, Build("2a"), Build("3b"), Build("4d"))
    assert s.players[0].built == ["2a", "3b", "4d"]
    assert gems_of(s, 0) == {}


def test_at_most_one_card_from_the_common_row():
    # 2b costs purple + black, 3a costs 2 purple + yellow; 3c (2 blue, purple) in hand keeps
    # the turn going after the first build.
    s = builder(
        "purple black purple purple yellow blue blue",
        row=["2b", "3a"],
        hands={0: ["3c"]},
        others={1: "purple purple yellow"},
    )
    s = do(s, Build("2b"))
    assert s.common_row == ["3a"]  # the built card leaves the row at once
    assert {card for card, _ in builds(s)} == {"3c"}
    assert_illegal(s, Build("3a"), "common row")
    # The next player may still build one row card.
    s = do(s, EndTurn())
    assert s.to_move == 1
    s = do(s, Build("3a"))
    assert s.players[1].built == ["3a"] and s.common_row == []


def test_trades_and_the_synchrotron_come_before_the_first_build():
    """RULES.md 4.4, pinned: trading belongs to the pre-building step."""
    s = builder("blue blue blue green purple black black", hands={0: ["2a", "4a"]}, keep={0: SYN, 1: UW})
    assert trades(s) and any(isinstance(a, Synchrotron) for a in legal_actions(s))
    s = do(s, Build("2a"))
    assert s.to_move == 0 and {card for card, _ in builds(s)} == {"4a"}
    assert not trades(s) and not any(isinstance(a, Synchrotron) for a in legal_actions(s))
    assert_illegal(s, Trade(("blue", "blue", "blue"), "yellow"), "no more trades", "after the first build")
    s = do(s, Build("4a"))
    assert s.to_move == 1  # nothing left to do but end: the turn ends by itself
    assert trades(s)  # the next player's turn starts afresh


def test_a_turn_with_nothing_left_after_a_build_ends_by_itself():
    s = builder("green purple blue blue blue", hands={0: ["2a"]})
    assert trades(s)
    s = do(s, Build("2a"))
    assert s.to_move == 1 and s.players[0].gems["blue"] == 3  # no trade after building


def test_a_row_card_built_is_gone_for_the_next_player():
    s = builder("purple black blue", row=["2b"], others={1: "purple black blue"})
    s = do(s, Build("2b"), EndTurn())
    assert s.to_move == 1
    assert s.players[0].built == ["2b"] and s.common_row == []
    # Player 1 could pay for 2b too, but it is no longer in the row.
    assert builds(s) == set()
    assert_illegal(s, Build("2b"), "2b")


def test_hand_cards_and_one_row_card_in_the_same_turn():
    # 2a (green, purple) from hand and 3a (2 purple, yellow) from the row.
    s = builder("green purple purple purple yellow black", hands={0: ["2a"]}, row=["2b", "3a"])
    s = do(s, Build("2a"))
    # 2b in the row (purple, black: affordable) is a second 2: refused; 3a is fine.
    assert builds(s) == {("3a", ())}
    assert_illegal(s, Build("2b"), "value 2")
    s = do(s, Build("3a"))
    assert s.players[0].built == ["2a", "3a"] and s.common_row == ["2b"]


def test_never_two_cards_of_the_same_value_in_one_game():
    s = builder("black black black blue green", hands={0: ["7c"]}, built={0: ["7a"]})
    assert builds(s) == set()
    assert_illegal(s, Build("7c"), "value 7")


def test_never_two_cards_of_the_same_value_in_one_turn():
    s = builder("black black black blue green green green green purple blue", hands={0: ["7c", "7a", "2c"]})
    s = do(s, Build("7a"))
    assert {card for card, _ in builds(s)} == {"2c"}  # 7c is paid for, but of a value built
    assert_illegal(s, Build("7c"), "value 7")


def test_a_row_card_of_a_value_already_built_is_refused():
    s = builder("purple black blue", row=["2b"], built={0: ["2a"]})
    assert_illegal(s, Build("2b"), "value 2")


def test_a_card_in_another_players_hand_cannot_be_built():
    s = builder("green purple blue", hands={1: ["2a"]})
    assert_illegal(s, Build("2a"), "2a")


def test_ending_the_building_turn_passes_to_the_next_player():
    s = builder("blue blue blue", others={1: "green green green"})
    s = do(s, EndTurn())
    assert s.phase == BUILD and s.to_move == 1


# ---- keeping gems ---------------------------------------------------------------------------


def test_players_over_two_gems_return_one_at_a_time_in_turn_order():
    s = situation(3, KEEP_GEMS, order=[2, 0, 1], gems={2: "blue blue blue yellow", 0: "green", 1: "clear clear black"})
    assert s.to_move == 2
    assert set(legal_actions(s)) == {ReturnGem("blue"), ReturnGem("yellow")}
    supply = dict(s.supply)
    s = do(s, ReturnGem("blue"))
    assert s.to_move == 2  # 3 gems: still over the limit
    assert s.supply["blue"] == supply["blue"] + 1
    s = do(s, ReturnGem("yellow"))
    assert gems_of(s, 2) == {"blue": 2}
    # Player 0 (1 gem) is not asked; player 1's clear gems count: 3 is over the limit.
    assert s.to_move == 1
    assert set(legal_actions(s)) == {ReturnGem("clear"), ReturnGem("black")}
    pool = s.clear_pool
    s = do(s, ReturnGem("clear"))
    # Everyone is at the limit: the next round has begun.
    assert s.round == 2
    assert gems_of(s, 1) == {"clear": 1, "black": 1}
    assert gems_of(s, 0) == {"green": 1}
    assert s.clear_pool == pool + 1


def test_a_player_cannot_return_a_gem_they_do_not_have():
    s = situation(2, KEEP_GEMS, gems={0: "blue blue blue"})
    assert_illegal(s, ReturnGem("green"))
    assert_illegal(s, ReturnGem("clear"))


def warehouse_round_end(order: list[int], winner_gems: str):
    """Two players returning gems: player 0 won the Warehouse and holds `winner_gems`, player 1
    (no Warehouse) holds three black gems."""
    return situation(2, KEEP_GEMS, order=order, keep={0: UW, 1: RMF}, gems={0: winner_gems, 1: "black black black"})


def test_the_warehouse_winner_keeps_six():
    s = warehouse_round_end([0, 1], "blue blue blue blue yellow yellow green")
    assert s.to_move == 0
    s = do(s, ReturnGem("green"))
    assert gems_of(s, 0) == {"blue": 4, "yellow": 2}  # 6 kept
    assert s.to_move == 1
    s = do(s, ReturnGem("black"))
    assert s.round == 2
    assert gems_of(s, 1) == {"black": 2}


def test_a_warehouse_not_triggered_gives_no_one_the_higher_limit():
    # 3 players, two flags left on the Warehouse: not triggered, so the limit is 2 for all.
    s = situation(
        3, KEEP_GEMS, order=[0, 1, 2], keep={0: UW, 1: UW, 2: RMF}, gems={0: "blue blue blue", 1: "black black black"}
    )
    assert s.to_move == 0
    s = do(s, ReturnGem("blue"))
    assert s.to_move == 1
    s = do(s, ReturnGem("black"))
    assert s.round == 2
    assert gems_of(s, 0) == {"blue": 2} and gems_of(s, 1) == {"black": 2}


def test_a_warehouse_not_triggered_gives_no_one_the_better_rate():
    s = builder("blue blue clear", n=3, keep={0: UW, 1: UW, 2: SYN})
    assert trades(s) and all(len(t.give) == 3 for t in trades(s))


def test_the_warehouse_winner_with_six_is_not_asked():
    s = warehouse_round_end([1, 0], "blue blue blue blue yellow yellow")
    s = do(s, ReturnGem("black"))
    assert s.round == 2
    assert gems_of(s, 0) == {"blue": 4, "yellow": 2}


def test_no_gems_are_returned_after_round_4():
    s = situation(2, BUILD, round=4, order=[1, 0], gems={0: "blue blue blue blue", 1: "green green green"})
    s = do(s, EndTurn())
    assert s.to_move == 0
    s = do(s, EndTurn())
    assert s.phase == OVER and s.is_over
    assert gems_of(s, 0) == {"blue": 4} and gems_of(s, 1) == {"green": 3}
    assert legal_actions(s) == []


def test_after_round_3_the_gems_are_returned():
    s = situation(2, BUILD, round=3, order=[1, 0], gems={0: "blue blue blue blue", 1: "green green green"})
    s = do(s, EndTurn(), EndTurn())
    assert s.phase == KEEP_GEMS and s.round == 3
    assert s.to_move == 1  # in turn order


def test_flags_return_to_the_action_areas_and_row_cards_to_the_discard_pile():
    flags = {"C8": 0, "R7-8": 0, "C2": 0, "C4": 0, "C13": 1, "X7-13": 1, "C12": 1, "C17": 1}
    s = round_end(2, flags=flags, keep={0: UW, 1: SYN}, row=["9a", "4b"], discard=["5c"])
    s = finish_round(s)
    assert s.round == 2 and s.phase == CHOOSE_ROW
    assert s.flags == {}
    assert s.action_flags == {a: [0, 1] for a in ACTION_AREAS}
    assert s.discard[0] == "5c" and sorted(s.discard[1:]) == ["4b", "9a"]
    assert s.common_row == []


def test_no_hand_size_limit():
    hand = ["2a", "3a", "4a", "5a", "6a", "7a", "8a", "9a", "10a", "11a"]
    s = round_end(2, order=[0, 1], hands={0: hand})
    s = finish_round(s)
    assert len(s.players[0].hand) == len(hand) + 2
