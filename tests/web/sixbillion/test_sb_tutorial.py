"""6 Billion's guided first game, in words and steps: the lesson's seed meets every topic with
the learner taking part, each thing is explained the first time it happens with the rows it is
about lit, and the suggestion is the greedy player's choice from the learner's own view."""

import importlib
import re

import pytest

from game.sixbillion import React, new_game, step, view
from game.sixbillion.actions import PASS, Discard, DrawDeck, Halve, MoveUp, Play, Swap
from game.sixbillion.components import SITES
from game.sixbillion.events import CardPlayed
from game.sixbillion.players.bots import make_bot
from shell import i18n
from sixbillion_ui import layout as L
from sixbillion_ui import tutorial as T
from sixbillion_ui.describe import action_label
from tests.web.page_python import page_python
from tools import i18n as catalogues
from tools.sixbillion_lesson_seed import computer_players, lesson_game, missing

NAMES = ["Ann", "Bob", "Cy"]


def learner_steps():
    """The lesson's game played to its end, the learner following every suggestion and the
    computer players theirs: each of the learner's decisions as (the state, the learner's view,
    the lesson's step)."""
    state, bots, lesson = new_game(3, T.LESSON_SEED), computer_players(T.LESSON_SEED), T.Lesson(NAMES)
    while not state.is_over:
        seen = view(state, state.to_move)
        if state.to_move == T.LEARNER:
            now = lesson.step(state, seen)
            assert now.suggestion is not None
            yield state, seen, now
            action = now.suggestion.action
        else:
            lesson.step(state, None)
            action = bots[state.to_move].choose(seen)
        before = state
        state, events = step(state, action)
        lesson.observe(before, events)


def test_the_lesson_seed_meets_every_topic_with_the_learner_taking_part():
    state, lesson, decisions, involved = lesson_game(T.LESSON_SEED)
    assert state.is_over
    assert missing(lesson, involved) == []
    assert lesson.shown[0] == "welcome"
    assert lesson.shown[-1] == "scoring"


def test_the_learners_first_screen_is_an_ordinary_decision_of_their_own_turn_not_a_reaction():
    """A newcomer meets a normal turn first, welcomed: never a window to cancel another's move."""
    state = new_game(3, T.LESSON_SEED)
    bots, lesson = computer_players(T.LESSON_SEED), T.Lesson(NAMES)
    while state.to_move != T.LEARNER:
        lesson.step(state, None)
        before = state
        state, events = step(state, bots[state.to_move].choose(view(state, state.to_move)))
        lesson.observe(before, events)
    first = lesson.step(state, view(state, T.LEARNER))
    in_turn = state.factions[state.turn_order[state.position]]["player"]
    assert state.window is None and state.pending is None and in_turn == T.LEARNER
    assert first.explanation.key in ("free_double", "settle", "actions"), first.explanation.key
    assert lesson.shown == ["welcome", first.explanation.key]  # nothing else told before it


def test_the_suggestion_is_the_greedy_players_choice_from_the_learners_view_with_its_reasons():
    state = new_game(3, T.LESSON_SEED)
    while state.to_move != T.LEARNER:
        state, _events = step(state, make_bot("greedy", 1).choose(view(state, state.to_move)))
    seen = view(state, T.LEARNER)
    lesson = T.Lesson(NAMES)
    now = lesson.step(state, seen)
    assert now.suggestion is not None
    assert now.suggestion.action == make_bot("greedy", T.SUGGESTION_SEED).choose(seen)
    assert now.suggestion.label == action_label(now.suggestion.action, seen, NAMES)
    assert now.also is not None and now.also.key == "welcome"  # told first, until the learner acts


def test_a_thing_is_explained_when_it_first_happens_with_its_rows_lit_then_the_decision_again():
    state = new_game(3, T.LESSON_SEED)
    lesson = T.Lesson(NAMES)
    lesson.shown.append("welcome")
    lesson.waiting = None
    colony = CardPlayed(player=1, card="colony_2.dollar", faction=1, site="earth", dest="mars", vp=0)
    lesson.observe(state, [colony])
    now = lesson.step(state, None)
    assert now.explanation.key == "new_colony" and now.sites == ("earth", "mars")
    rects = T.region_rects(now.explanation.region, now.sites, 3)
    assert rects == [L.FULL_BOARD.row("earth"), L.FULL_BOARD.row("mars")]
    learner = state.copy()
    learner.to_move = T.LEARNER
    lesson.observe(learner, [])  # the learner acted: what was told is done
    assert lesson.waiting is None
    lesson.observe(state, [colony])  # a second New Colony is not told again
    assert lesson.waiting is None


def test_every_explanation_lights_a_part_of_the_table():
    for e in T.EXPLANATIONS.values():
        for sites in ((), ("mars",)):
            rects = T.region_rects(e.region, sites, 3)
            assert rects, e.key
            for x, y, w, h in rects:
                assert 0 <= x and 0 <= y and x + w <= L.WIDTH and y + h <= L.HEIGHT, (e.key, (x, y, w, h))
    assert set(T.TOPICS) <= set(T.EXPLANATIONS) and all(s in SITES for s in ("earth", "mars"))


def test_a_move_the_advisor_gives_no_facts_for_gets_the_greedy_players_rule_of_thumb():
    assert T.rule_of_thumb(Discard("colony_2.dollar")).startswith("Colony 2 is the card of least use")
    assert T.rule_of_thumb(Halve("earth")) == "Halving your Earth token costs you least."
    assert "deck" in T.rule_of_thumb(DrawDeck())
    # both ways to an earlier turn share their words; a card played has the advisor's facts, not a rule
    assert T.rule_of_thumb(MoveUp("leaf", 1)) == T.rule_of_thumb(Swap(1)) != ""
    assert T.rule_of_thumb(Play("colony_2.dollar", 0, "earth", None)) == ""


def test_a_suggested_cancellation_says_what_it_denies_never_a_doubling_worth_nothing():
    """Issue 36 §2: the lesson suggested cancelling a neutral's doubling "worth 0 points to them
    there", a reason a learner cannot follow. The greedy player cancels a neutral's doubling
    because it would push the learner down a place: the words say what it would cost them."""
    said = []
    for state, _seen, now in learner_steps():
        action = now.suggestion.action
        if state.window and (action == PASS or isinstance(action, React) and not state.window["chain"]):
            said.append((state.window["event"]["faction"], now.suggestion.reason))
    neutral = [why for faction, why in said if faction >= len(NAMES)]  # the neutrals' factions follow the players'
    cancelled = [why for why in neutral if why.startswith("It cancels")]
    assert cancelled, "the lesson's game suggests cancelling a neutral's doubling"
    assert all(re.search(r"which would cost you \d+ points?\.$", why) for why in cancelled), cancelled
    # and letting a neutral's doubling pass says what it costs the learner (play-test 20: "it is
    # worth 0 points to them there"), never its worth to the neutral
    assert [why for why in neutral if why.startswith("It lets")], neutral
    assert not [why for _f, why in said if "worth 0 points" in why], said


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_the_coachs_title_names_the_step_the_learner_is_at(tmp_path, lang):
    """At the Opening Treaty's consent the coach's title read "Llegada · Se pide tu
    consentimiento" (issue 36): an arrival that had just happened, told first, named the topic.
    At every decision of the lesson's game, in every language, the title is the decision's own
    topic; what happened before is told in the text, under its own name."""
    if lang != "en":
        (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True)
        (tmp_path / lang / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()[lang])
    i18n.use(None if lang == "en" else lang, tmp_path)
    try:
        with page_python():
            told = importlib.import_module("shell.lesson_guide").told
        titles, happened = {}, []
        for state, seen, now in learner_steps():
            title, text = told(now.explanation, now.also)
            topic = T.decision_topic(seen)[0]
            assert title == i18n._(T.EXPLANATIONS[topic].title), (state.round, title)
            titles.setdefault(topic, title)
            if now.also is not None:
                happened.append(now.also.key)
                assert text.startswith(f"{i18n._(now.also.title)}: {i18n._(now.also.text)}"), text
        assert "arrival" in happened and "consent" in titles  # the moment of the play-test is met
        asked = {"en": "Your consent is asked", "hu": "A beleegyezésedet kérik", "es": "Se pide tu consentimiento"}
        assert titles["consent"] == asked[lang]
    finally:
        i18n.use(None)
