"""6 Billion's advisor: its suggestion is the searching bot's move on the player's view, with
the next-best moves and their chances; what a move does comes as facts; hidden cards never
change the advice; the review rates a finished game's decisions from the player's views."""

import json

import pytest

from game.ai import make_bot, worker
from game.registry import game_info
from game.sixbillion import Play, apply, consent_needed, legal_actions, new_game, scenario, to_json, view
from game.sixbillion.actions import action_from_json, action_to_json
from game.sixbillion.players.advisor import advise, reasons
from game.sixbillion.players.consent import consents
from game.sixbillion.players.greedy import GreedyBot
from game.sixbillion.players.review import decisions, rate


def _until(predicate, players: int = 3, seed: int = 5):
    """A greedy game played until `predicate(state)`."""
    s = new_game(players, seed)
    bots = [GreedyBot(p) for p in range(players)]
    while not predicate(s):
        s = apply(s, bots[s.to_move].choose(view(s, s.to_move)))
    return s


def _actions_step(s) -> bool:
    return s.step == "actions" and s.window is None and s.pending is None and len(legal_actions(s)) > 2


def test_the_suggestion_is_the_bots_move_with_the_next_best_and_their_chances():
    s = _until(_actions_step)
    seen = view(s, s.to_move)
    advice = advise(seen, "easy", seed=4)
    assert advice["player"] == s.to_move and advice["iterations"] > 0
    options = advice["options"]
    assert options[0]["action"] == action_to_json(make_bot("ismcts:easy", 4, game="sixbillion").choose(seen))
    assert 2 <= len(options) <= 3
    assert all(o["winChance"] is None or 0 <= o["winChance"] <= 1 for o in options)
    assert options[0]["visits"] >= options[1]["visits"]


def test_a_bookkeeping_decision_gets_the_greedy_rule_the_bot_follows():
    s = _until(lambda s: s.step == "draw" and s.to_move is not None and len(legal_actions(s)) > 1)
    seen = view(s, s.to_move)
    advice = advise(seen, "medium", seed=2)
    assert [o["action"] for o in advice["options"]] == [
        action_to_json(make_bot("ismcts:medium", 2, game="sixbillion").choose(seen))
    ]
    assert advice["options"][0]["winChance"] is None


def test_others_hidden_cards_never_change_the_advice():
    common = dict(
        tracks={"earth": {0: 8, 1: 4, 2: 16}, "mars": {0: 2, 1: 4}},
        face_up=["colony_2.dollar", "double_other.dollar", "war.smiley"],
        step="actions",
    )
    mine = ["new_colony_self_6.dollar", "double_self.dollar", "migrants_self_12.leaf"]
    a = scenario(2, hands=[mine, ["war.dollar", "death.dollar"]], agendas=["agenda_mars", "agenda_earth"], **common)
    b = scenario(2, hands=[mine, ["famine.dollar", "recycle.leaf"]], agendas=["agenda_mars", "agenda_mars"], **common)
    assert to_json(view(a, 0)) == to_json(view(b, 0))
    assert advise(view(a, 0), "easy", 3) == advise(view(b, 0), "easy", 3)


def test_the_advisor_refuses_a_whole_game_a_player_not_to_move_and_an_unknown_level():
    s = _until(_actions_step)
    with pytest.raises(ValueError, match="never the whole game"):
        advise(s, "easy")
    other = (s.to_move + 1) % s.num_players
    with pytest.raises(ValueError, match="nothing to advise"):
        advise(view(s, other), "easy")
    with pytest.raises(ValueError, match="unknown advisor level"):
        advise(view(s, s.to_move), "grandmaster")


def test_a_double_says_which_token_grows_and_what_it_is_worth():
    s = scenario(2, tracks={"earth": {0: 4, 1: 8, 2: 2}}, hands=[["double_self.dollar"], []], step="actions")
    double = Play("double_self.dollar", 0, "earth", None)
    facts = reasons(view(s, 0), double)
    grows = facts[0]
    assert grows["kind"] == "grows" and grows["site"] == "earth" and (grows["space"], grows["to"]) == (4, 8)
    assert grows["points"] > 0  # from second place to a share of the first


def test_a_reaction_window_says_what_a_cancellation_stops_or_what_passing_keeps():
    def asked_to_react(s) -> bool:
        return s.window is not None and s.to_move is not None and any(a.type == "react" for a in legal_actions(s))

    s = _until(asked_to_react)
    seen = view(s, s.to_move)
    for action in legal_actions(s):
        facts = reasons(seen, action)
        assert facts and facts[0]["kind"] in ("cancels", "lets_pass", "answers")
        if facts[0]["kind"] == "lets_pass":
            assert facts[0]["keeps"]  # the cards it could have played stay in hand


def test_the_review_rates_a_finished_games_decisions_from_the_players_views():
    s = _until(lambda s: s.is_over, players=2, seed=8)
    found = decisions(s, 0)
    assert found and all(d.view.viewer == 0 for d in found)
    rating = rate(found[0], seed=1, iterations=20)
    assert rating["number"] == 0 and rating["best"] is not None
    assert rating["cost"] is None or rating["cost"] >= 0
    # How sure: the interval around the advisor's estimate, and `sure` only if the intervals separate.
    assert rating["bestLow"] <= rating["bestChance"] <= rating["bestHigh"] and rating["bestVisits"] > 0
    assert rating["sure"] == (rating["playedHigh"] is not None and rating["bestLow"] > rating["playedHigh"])
    # A second look: the move played and the advisor's head to head, if they differ.
    for d in found[:6]:
        second = rate(d, seed=1, iterations=40, focused=True)
        if second["played"] != second["best"] and second["playedChance"] is not None:
            assert second["bestVisits"] + second["playedVisits"] == 40 - 10


def test_the_worker_gives_six_billions_advice_and_review():
    assert game_info("sixbillion").advisor() is not None
    s = _until(_actions_step)
    advice = json.loads(worker.advise("sixbillion", to_json(view(s, s.to_move)), "easy", 1))
    assert advice["options"][0]["action"]["type"] in {a.type for a in legal_actions(s)}


def _asks_an_owner_who_refuses(s) -> bool:
    """The player to move may play a card whose protected owner refuses it (RULES.md 10)."""
    if s.to_move is None:
        return False
    return any(consent_needed(s, a) is not None and not consents(a) for a in legal_actions(s))


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_the_hint_never_advises_a_card_its_owner_will_refuse_under_the_opening_treaty(seed):
    # A newcomer followed the hint's cancellation of a protected player's free doubling (or its
    # New Colony on their only token) and was bounced: every player refuses those.
    s = _until(_asks_an_owner_who_refuses, seed=seed)
    seen = view(s, s.to_move)
    advised = [action_from_json(o["action"]) for o in advise(seen, "medium", seed=1)["options"]]
    assert advised and all(consent_needed(seen, a) is None or consents(a) for a in advised)
    assert make_bot("ismcts:medium", 1, game="sixbillion").choose(seen) == advised[0]
