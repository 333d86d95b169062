"""Rules from literal situations: set-up, growth limit, generation, arrival, cards, neutrals,
discard and draw, scoring and the end (RULES.md sections as named)."""

import pytest

from game.sixbillion import (
    DiscardHand,
    DrawDeck,
    DrawSlot,
    EndActions,
    FreeDouble,
    Migrate,
    MoveUp,
    NoDiscard,
    Pass,
    Play,
    ReturnDiscovery,
    Reveal,
    Settle,
    Swap,
    Symbol,
    apply,
    final_points,
    legal_actions,
    new_game,
    scenario,
    scores,
    winners,
)
from game.sixbillion.components import CARD_COUNT, DISTANCE
from game.sixbillion.growth import growth_allows
from game.sixbillion.scoring import site_points


@pytest.mark.parametrize("players, neutrals, start", [(2, 1, 2), (3, 2, 1), (4, 2, 1), (5, 1, 1)])
def test_set_up(players, neutrals, start):
    s = new_game(players, 7)
    assert s.num_factions == players + neutrals
    assert [f["player"] for f in s.factions] == list(range(players)) + [None] * neutrals
    assert s.factions[players]["colour"] == "pink"
    assert all(len(h) == 6 for h in s.hands)
    assert all(sum(c.startswith("colony_2.") for c in h) >= 1 for h in s.hands)
    assert len(s.agendas) == players and len(s.agenda_pool) == 6 - players
    assert len(s.discovery_deck) == 7 and s.dtrack is None
    assert s.round == 1 and sorted(s.turn_order) == list(range(players + neutrals))
    cards = sum(len(h) for h in s.hands) + len(s.deck) + len(s.discard) + sum(c is not None for c in s.face_up)
    assert cards + sum(len(w) for w in ([] if s.window is None else [s.window["chain"]])) == 91
    for faction in range(players + neutrals):
        assert s.tracks["earth"][faction] in (start, start * 2)


def test_new_game_refuses_bad_arguments():
    for bad in (1, 6, "4", True):
        with pytest.raises(ValueError):
            new_game(bad, 1)
    with pytest.raises(ValueError):
        new_game(3, 1.5)


def test_discovery_track_set_up():
    s = new_game(3, 1, discovery_track=True)
    assert len(s.discovery_deck) == 13 and s.dtrack == [{"dollar": 0, "smiley": 0, "leaf": 0}] * 3


def test_growth_limit_saturn_examples():
    """5.2: the four Saturn examples of the Spanish rulebook (limit 16)."""
    assert not growth_allows("saturn", [32])
    assert not growth_allows("saturn", [8, 8])
    assert growth_allows("saturn", [8, 4, 2, 2])
    assert not growth_allows("saturn", [8, 4, 4, 2])
    assert growth_allows("asteroid_belt", [512, 512, 512])


def test_a_blocked_track_is_not_free_doubled_but_a_double_card_still_works():
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 4, 2: 4}, "saturn": {0: 8, 1: 8}, "venus": {0: 1}},
        hands=[["double_self.dollar"], []],
    )
    # Earth and Venus may free-double; Saturn (8 + 8 = limit) may not.
    assert legal_actions(s) == [FreeDouble("venus"), FreeDouble("earth")]
    s = scenario(2, tracks={"earth": {0: 4, 1: 4, 2: 4}, "saturn": {0: 8, 1: 8}}, hands=[["double_self.dollar"], []])
    s = apply(s, Play("double_self.dollar", 0, "saturn", None))
    assert s.tracks["saturn"][0] == 16


def test_distance_chart_agrees_with_the_rulebook_checks():
    assert DISTANCE["mars", "mercury"] <= 2 and DISTANCE["neptune", "pluto"] <= 6 and DISTANCE["uranus", "pluto"] <= 12
    assert DISTANCE["pluto", "mercury"] > 12


def test_generation_fred_halves_earth_once_for_two_cards():
    """8.2.1: Fred halves Earth 4 -> 2 once to pay for both a New Colony and a Migrants card."""
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 4, 2: 4}, "mars": {1: 2}},
        hands=[["new_colony_self_2.dollar", "migrants_self_12.dollar"], []],
        step="actions",
    )
    s = apply(s, Play("new_colony_self_2.dollar", 0, "earth", "venus"))
    assert s.tracks["earth"][0] == 2
    s = apply(s, Play("migrants_self_12.dollar", 0, "earth", "mars"))
    assert s.tracks["earth"][0] == 2 and s.boxes["venus"][0] == [1, 0] and s.boxes["mars"][0] == [0, 1]


def test_generation_mars_16_first_free_then_halved():
    """8.2: Carol's Mars 16 pays for the first card free and halves to 8 for the second."""
    s = scenario(
        2,
        tracks={"earth": {0: 2, 1: 2, 2: 2}, "mars": {0: 16}},
        hands=[["new_colony_self_2.dollar", "new_colony_self_6.dollar"], []],
        step="actions",
    )
    s = apply(s, Play("new_colony_self_2.dollar", 0, "mars", "venus"))
    assert s.tracks["mars"][0] == 16
    s = apply(s, Play("new_colony_self_6.dollar", 0, "mars", "jupiter"))
    assert s.tracks["mars"][0] == 8


def test_a_token_on_1_cannot_pay_and_distance_limits_destinations():
    s = scenario(2, tracks={"earth": {0: 1, 1: 2, 2: 2}}, hands=[["new_colony_self_6.dollar"], []], step="actions")
    assert legal_actions(s) == [EndActions()] or s.step != "actions"
    s = scenario(2, tracks={"earth": {0: 2, 1: 2, 2: 2}}, hands=[["new_colony_self_2.dollar"], []], step="actions")
    dests = {a.dest for a in legal_actions(s) if isinstance(a, Play)}
    assert dests == {"mercury", "venus", "mars", "asteroid_belt"}


def test_arrival_examples():
    """6: 2 colonies + 1 migrant on Uranus settle on 2; on Pluto on 1; a lone billion on Pluto waits."""
    s = scenario(
        2,
        tracks={"earth": {0: 2, 1: 2, 2: 2}, "mars": {1: 2}},
        boxes={"uranus": {0: [2, 1]}, "pluto": {0: [1, 2]}, "mercury": {0: [1, 0]}},
    )
    # Free doubling of Earth went automatically; now the order of the two boxes is asked.
    assert legal_actions(s) == [Settle("uranus"), Settle("pluto")]
    s = apply(s, Settle("pluto"))
    assert s.tracks["uranus"][0] == 2 and s.tracks["pluto"][0] == 1
    assert s.boxes["mercury"][0] == [1, 0] and s.tracks["mercury"][0] == 0


def test_the_game_ends_when_every_track_has_a_token_and_unsettled_boxes_stay():
    tracks = {site: {2: 1} for site in ("mercury", "venus", "mars", "asteroid_belt", "jupiter", "saturn", "uranus")}
    tracks["earth"] = {0: 2, 1: 2, 2: 2}
    s = scenario(2, tracks=tracks, boxes={"neptune": {0: [2, 0]}, "pluto": {0: [2, 0]}})
    s = apply(s, Settle("pluto"))
    # The last box is forced (one option), so it settles by itself, and Neptune ends the game.
    assert s.is_over and s.tracks["pluto"][0] == 1 and s.tracks["neptune"][0] == 2
    s = scenario(2, tracks={**tracks, "pluto": {1: 1}}, boxes={"neptune": {0: [2, 0]}, "mercury": {0: [2, 0]}})
    s = apply(s, Settle("neptune"))
    assert s.is_over and s.boxes["mercury"][0] == [2, 0] and legal_actions(s) == [] and s.to_move is None


def test_scoring_examples():
    """13.3: Venus and Earth examples."""
    assert site_points([8, 4, 4, 2], (4, 2, 1)) == [4, 1, 1, 1]
    # Earth: black 128, pink 128 (neutral), green 64, red 16, blue 16, orange 16 (neutral).
    assert site_points([128, 128, 64, 16, 16, 16], (8, 4, 2)) == [7, 7, 4, 1, 1, 1]


def test_final_scoring_doubles_with_agenda_and_discovery_and_neutrals_never_score():
    """13.3 with the Mercury example of 10.1: Juan alone on Mercury 1 with its Discovery card
    scores 4 x 2 = 8; a neutral beside him on 1 takes it to 3 x 2 = 6."""
    # The neutral (2) sits at or above every growth limit, so it has nothing to free-double.
    spaces = {"venus": 16, "mars": 16, "jupiter": 32, "saturn": 16, "uranus": 8, "neptune": 8}
    tracks = {site: {2: space} for site, space in spaces.items()}
    tracks["asteroid_belt"] = {1: 1}
    tracks["earth"] = {0: 8, 1: 2, 2: 32}
    tracks["mercury"] = {0: 1}
    s = scenario(
        2,
        tracks=tracks,
        boxes={"pluto": {2: [2, 0]}, "mercury": {2: [2, 0]}},
        discoveries=[["discovery_mercury"], []],
        agendas=["agenda_earth", "agenda_mars"],
        turn_order=[2, 0, 1],
    )
    # Neutral 2's controller settles Mercury first; Pluto, then forced, ends the game.
    assert legal_actions(s) == [Settle("mercury"), Settle("pluto")]
    s = apply(s, Settle("mercury"))
    assert s.is_over and s.tracks["mercury"][2] == 1 and s.tracks["pluto"][2] == 1
    points = final_points(s)
    assert points[0]["mercury"] == 6 and points[0]["earth"] == 4 * 2  # 2nd behind the neutral, agenda
    assert scores(s) == [sum(points[0].values()), sum(points[1].values())] and winners(s) == [0]


def test_recycle_doubles_the_lowest_token_and_reshuffles():
    s = scenario(
        2,
        tracks={"earth": {0: 4, 1: 2, 2: 2}, "mars": {0: 2}, "venus": {0: 2}},
        hands=[["recycle.leaf"], []],
        discard=["death.dollar"],
        step="actions",
    )
    assert legal_actions(s) == [
        Play("recycle.leaf", 0, "venus", None),
        Play("recycle.leaf", 0, "mars", None),
        EndActions(),
    ]
    s = apply(s, Play("recycle.leaf", 0, "mars", None))
    assert s.tracks["mars"][0] == 4 and s.discard == [] and len(s.deck) + 3 == 91


def test_make_discovery_from_round_three_and_the_limit():
    hands = [["make_discovery.dollar"], []]
    early = scenario(2, round=2, hands=hands, step="actions", tracks={"earth": {0: 1, 1: 1, 2: 1}})
    assert early.step != "actions" or legal_actions(early) == [EndActions()]
    s = scenario(
        2,
        round=3,
        hands=hands,
        step="actions",
        tracks={"earth": {0: 1, 1: 1, 2: 1}},
        discoveries=[["discovery_venus"], []],
        discovery_top=["discovery_pluto"],
    )
    s = apply(s, Play("make_discovery.dollar", 0, None, None))
    assert legal_actions(s) == [ReturnDiscovery("discovery_venus"), ReturnDiscovery("discovery_pluto")]
    s = apply(s, ReturnDiscovery("discovery_venus"))
    assert s.discoveries[0] == [["discovery_pluto", False]] and s.discovery_deck[0] == "discovery_venus"
    # Reveal Pluto with 2 billion is not possible now: one action is used.
    assert legal_actions(s) == [Reveal("discovery_pluto", 1), EndActions()]


def test_reveal_mercury_with_two_billion_uses_both_actions():
    s = scenario(2, hands=[[], []], step="actions", discoveries=[["discovery_mercury"], []])
    assert legal_actions(s) == [Reveal("discovery_mercury", 1), Reveal("discovery_mercury", 2), EndActions()]
    s = apply(s, Reveal("discovery_mercury", 2))
    assert s.boxes["mercury"][0] == [2, 0] and s.discoveries[0] == [["discovery_mercury", True]]
    assert s.step != "actions"


def test_new_colony_in_trouble_and_this_is_our_home():
    s = scenario(
        2,
        tracks={"earth": {0: 2, 1: 2, 2: 2}, "mars": {0: 1}},
        boxes={"mars": {1: [1, 2]}, "venus": {2: [1, 0]}},
        hands=[["new_colony_in_trouble.dollar", "this_is_our_home.dollar"], []],
        step="actions",
    )
    options = legal_actions(s)
    assert Play("new_colony_in_trouble.dollar", 1, "mars", None) in options
    assert Play("new_colony_in_trouble.dollar", 2, "venus", None) in options
    assert Play("this_is_our_home.dollar", 1, "mars", None) in options
    s = apply(s, Play("this_is_our_home.dollar", 1, "mars", None))
    assert s.boxes["mars"][1] == [1, 1]


def test_whole_hand_discard_only_without_an_action_card_played():
    s = scenario(2, hands=[["death.dollar", "war.dollar"], []], step="actions")
    assert legal_actions(s) == [NoDiscard(), *legal_actions(s)[1:3], DiscardHand()]
    s = apply(s, DiscardHand())
    assert s.hands[0] == [] and legal_actions(s)[-1] == DrawDeck()
    s2 = scenario(2, hands=[["double_self.dollar", "war.dollar"], []], step="actions")
    s2 = apply(s2, Play("double_self.dollar", 0, "earth", None))
    assert DiscardHand() not in legal_actions(s2)


def test_draw_from_the_face_up_row_refills_it():
    s = scenario(2, hands=[["war.dollar"], []], step="actions", face_up=["death.dollar", "famine.leaf", "war.leaf"])
    s = apply(s, NoDiscard())
    assert legal_actions(s) == [DrawSlot(0), DrawSlot(1), DrawSlot(2), DrawDeck()]
    top = s.deck[-1]
    s = apply(s, DrawSlot(1))
    assert s.hands[0] == ["war.dollar", "famine.leaf"] and s.face_up == ["death.dollar", top, "war.leaf"]


def test_neutral_control_fewest_tokens_then_the_migrant():
    s = scenario(
        3,
        tracks={"earth": {0: 2, 1: 2, 2: 2, 3: 8, 4: 2}, "mars": {0: 2, 1: 2}},
        turn_order=[3, 0, 1, 2, 4],
        step="actions",
    )
    assert s.controller == 2  # the only player with one token
    assert legal_actions(s) == [Migrate("earth", 1, "mars"), Migrate("earth", 2, "mars")]
    s = apply(s, Migrate("earth", 2, "mars"))
    assert s.tracks["earth"][3] == 4 and s.boxes["mars"][3] == [0, 2]


def test_neutral_control_random_when_the_tied_players_have_all_played():
    """10.1 example one: tied players who have both had their turn: a random choice."""
    chosen = set()
    for seed in range(12):
        s = scenario(2, seed=seed, turn_order=[0, 1, 2], current=2, step="actions", scores=[6, 6])
        chosen.add(s.controller)
    assert chosen == {0, 1}


def test_discovery_track_powers_example():
    """15.4 (rulebook 14.2): John pays 2 VP to move up 2; Fred swaps with the neutral in 1st;
    Bert moves up 2."""
    s = scenario(
        3,
        discovery_track=True,
        turn_order=[3, 4, 1, 2, 0],
        step="powers",
        scores=[5, 0, 0],
        dtrack=[{"dollar": 2}, {"smiley": 3}, {"leaf": 1}],
    )
    # John = 0 (Dollar leader), Fred = 1 (Smiley), Bert = 2 (Leaf).
    assert s.to_move == 0 and legal_actions(s) == [MoveUp("dollar", k) for k in range(1, 5)] + [Pass()]
    s = apply(s, MoveUp("dollar", 2))
    assert s.turn_order == [3, 4, 0, 1, 2] and s.score[0] == 3
    assert s.to_move == 1 and Swap(3) in legal_actions(s)
    s = apply(s, Swap(3))
    assert s.turn_order == [1, 4, 0, 3, 2]
    s = apply(s, MoveUp("leaf", 2))
    assert s.turn_order == [1, 4, 2, 0, 3] and s.current == 1


def test_symbol_plays():
    s = scenario(
        2,
        discovery_track=True,
        hands=[["death.dollar", "death.leaf", "famine.leaf", "recycle.leaf"], []],
        step="actions",
    )
    symbols = [a for a in legal_actions(s) if isinstance(a, Symbol)]
    assert symbols == [  # single cards in card order (Recycle comes before Death), then Leaf pairs
        Symbol(("recycle.leaf",), "leaf"),
        Symbol(("death.dollar",), "dollar"),
        Symbol(("death.leaf", "famine.leaf"), "leaf"),
    ]
    s = apply(s, Symbol(("death.leaf", "famine.leaf"), "leaf"))
    assert s.dtrack[0]["leaf"] == 1 and s.step != "actions"


def test_scenario_refuses_inconsistent_positions():
    bad = [
        dict(tracks={"earth": {0: 3}}),
        dict(tracks={"atlantis": {0: 1}}),
        dict(hands=[["recycle.leaf"] * 3, []]),
        dict(hands=[["war.dollar"] * 7, []]),
        dict(tracks={"earth": {0: 2, 1: 2, 2: 2}, "mars": {0: 1}}, boxes={"mars": {0: [1, 0]}}),
        dict(discoveries=[["discovery_venus", "discovery_pluto"], []]),
        dict(tracks={"earth": {0: 1024, 1: 2, 2: 2}}),
        dict(step="powers"),
    ]
    for kwargs in bad:
        with pytest.raises(ValueError):
            scenario(2, **kwargs)
    assert CARD_COUNT["recycle.leaf"] == 2


def test_every_distance_check_of_the_rulebook_examples():
    """2.3: each card use in the Spanish rulebook's examples is within reach on the chart."""
    import json
    from pathlib import Path

    data = json.loads((Path(__file__).parents[2] / "game/sixbillion/data/components.json").read_text())
    checks = data["distances"]["rulebook_checks"]
    assert len(checks) == 14
    for check in checks:
        assert DISTANCE[check["from"], check["to"]] == check["table"] <= check["card_distance"], check


def test_halving_a_neutrals_4_for_one_card_loses_the_second_billion():
    """6.2.1: a New Colony (neutral) halves the neutral's 4 to 2; the spare billion is a credit
    that is lost when the turn ends."""
    s = scenario(
        2,
        tracks={"earth": {0: 2, 1: 2, 2: 4}},
        hands=[["new_colony_neutral_6.dollar", "new_colony_neutral_6.smiley"], []],
        step="actions",
    )
    s = apply(s, Play("new_colony_neutral_6.dollar", 2, "earth", "mars"))
    assert s.tracks["earth"][2] == 2 and s.score[0] == 2
    # Within the same turn the credit pays for a second card without halving again...
    same_turn = apply(s, Play("new_colony_neutral_6.smiley", 2, "earth", "venus"))
    assert same_turn.tracks["earth"][2] == 2
    # ...but once the turn is over it is gone.
    s = apply(s, EndActions())
    while s.current == 0:  # discard and draw
        s = apply(s, legal_actions(s)[0])
    assert (2, "earth") not in s.generation


def test_scenario_deck_top_is_drawn_first():
    s = scenario(2, hands=[["war.dollar"], []], step="actions", deck_top=["recycle.leaf", "famine.leaf"])
    s = apply(s, NoDiscard())
    s = apply(s, DrawDeck())
    assert s.hands[0][-1] == "recycle.leaf" and s.deck[-1] == "famine.leaf"
    assert s.factions == [
        {"colour": "red", "player": 0},
        {"colour": "blue", "player": 1},
        {"colour": "pink", "player": None},
    ]


def test_an_empty_deck_is_refilled_from_the_discard_pile():
    """12.2 (pinned): when the deck is needed and empty, the discard pile is shuffled into a new deck."""
    from collections import Counter

    from game.sixbillion import step

    hand, face = ["war.dollar"], ["death.dollar", "famine.leaf", "war.leaf"]
    discard = list((Counter(CARD_COUNT) - Counter(hand + face)).elements())
    s = scenario(2, hands=[hand, []], face_up=face, discard=discard, step="actions")
    assert s.deck == [] and legal_actions(s) == [NoDiscard(), legal_actions(s)[1]]
    s = apply(s, NoDiscard())
    assert legal_actions(s) == [DrawSlot(0), DrawSlot(1), DrawSlot(2), DrawDeck()]
    s, events = step(s, DrawDeck())
    assert [e.type for e in events][:1] == ["reshuffled"]
    assert s.discard == [] and len(s.deck) == len(discard) - 1 and len(s.hands[0]) == 2


def test_ties_on_a_discovery_track_row_give_nobody_the_power():
    s = scenario(
        2,
        discovery_track=True,
        turn_order=[2, 1, 0],
        step="powers",
        dtrack=[{"dollar": 2, "smiley": 1, "leaf": 1}, {"dollar": 2, "smiley": 0, "leaf": 1}],
        scores=[4, 4],
    )
    # Dollar and Leaf are tied: only player 0's Smiley power is asked.
    assert s.to_move == 0 and legal_actions(s) == [Swap(1), Swap(2), Pass()]


def test_no_symbol_play_on_a_full_row_and_two_discoveries_with_the_track():
    s = scenario(
        2,
        round=3,
        discovery_track=True,
        hands=[["death.dollar", "make_discovery.smiley"], []],
        dtrack=[{"dollar": 6}, {}],
        discoveries=[["discovery_venus"], []],
        step="actions",
    )
    options = legal_actions(s)
    assert Symbol(("death.dollar",), "dollar") not in options
    assert Symbol(("make_discovery.smiley",), "smiley") in options
    s = apply(s, Play("make_discovery.smiley", 0, None, None))
    assert len(s.discoveries[0]) == 2 and s.pending is None  # the limit is 2 with the track


def test_neutral_control_by_counters_then_points_then_the_next_turn():
    tracks = {"earth": {0: 2, 1: 2, 2: 2, 3: 8, 4: 2}, "mars": {0: 2, 1: 2, 2: 2}}
    # Equal tokens; player 0 has two billions on Mercury (2 counters), player 1 one normal half.
    s = scenario(
        3,
        tracks=tracks,
        boxes={"mercury": {0: [1, 1]}, "venus": {1: [2, 0]}, "jupiter": {2: [1, 1]}},
        turn_order=[3, 0, 1, 2, 4],
        step="actions",
    )
    assert s.controller == 1  # 1 counter against 2 and 2
    s = scenario(3, tracks=tracks, scores=[3, 1, 1], turn_order=[0, 3, 2, 1, 4], current=3, step="actions")
    assert s.controller == 2  # 1 and 2 tie on points; 2 plays next


def test_whole_hand_discard_needs_two_cards():
    s = scenario(2, hands=[["war.dollar"], []], step="actions")
    assert legal_actions(s)[:2] == [NoDiscard(), legal_actions(s)[1]] and DiscardHand() not in legal_actions(s)


def test_an_action_step_that_only_could_end_is_told():
    # Appendix A (pinned): an action step where only "end" is possible is taken automatically.
    # The engine tells it, in public (the player was not asked: the table sees it anyway),
    # naming no card; an action step the player ends, or two actions taken, tell nothing of it.
    from game.sixbillion import step
    from game.sixbillion.events import ActionsEnded

    tracks = {"earth": {0: 4, 1: 2, 2: 2, 3: 1, 4: 1}, "mars": {0: 2}}
    s = scenario(3, tracks=tracks, hands=[["double_self.dollar", "pestilence.dollar"], [], []], step="actions")
    after, events = step(s, Play("double_self.dollar", 0, "mars", None))
    ended = [e for e in events if isinstance(e, ActionsEnded)]
    assert ended == [ActionsEnded(player=0, played=1)] and ended[0].audience is None
    assert after.step == "discard" and after.to_move == 0
    s = scenario(3, tracks=tracks, hands=[["double_self.dollar", "migrants_self_12.dollar"], [], []], step="actions")
    _after, events = step(s, EndActions())
    assert not [e for e in events if isinstance(e, ActionsEnded)]
