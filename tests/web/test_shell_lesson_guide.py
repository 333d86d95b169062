"""The lesson's guide (shell.lesson_guide) over a switch of language: the step of the moment at
the table is told in the new language at once — its suggestion's words were made with it and
stayed in the old language until the next step (play-tests 14–16) — with what the lesson
remembers as it was (nothing explained twice), the same move still marked, and the memory of
the game kept though the switch re-words the players' names."""

import importlib
from types import SimpleNamespace

from shell import i18n
from shell.suggestion import Suggestion
from tests.web.page_python import page_python

MOVE = ("stake", 7)


class Memory:
    """A lesson's memory: the topics it explained, each once (a step tells a topic the first time)."""

    def __init__(self, names: list[str]):
        self.names = names
        self.explained: list[str] = []

    def step(self, state: object, view: object) -> SimpleNamespace:
        topic = f"turn {state}"
        first = topic not in self.explained
        if first:
            self.explained.append(topic)
        words = Suggestion(MOVE, i18n._("Show me"), i18n._("Round") + f" ({', '.join(self.names)})")
        return SimpleNamespace(first=first, suggestion=words)


TUTORIAL = SimpleNamespace(LESSON_SEATS=("human", "ai:greedy"), LESSON_SEED=1, Lesson=Memory)


def test_a_switch_of_language_tells_the_same_step_in_the_new_language(pseudo, tmp_path):
    i18n.set_language(None)
    with page_python():
        guide_module = importlib.import_module("shell.lesson_guide")
        made = []

        class Guide(guide_module.LessonGuide):
            def learner_view(self, session):
                return "the learner's view"

            def show_step(self, step, session):
                pass

            def stepped(self):
                made.append(self.page.session.state)

        storage: dict[str, str] = {"test:lesson": "g1"}
        store = SimpleNamespace(storage=SimpleNamespace(get=storage.get, set=storage.__setitem__))
        session = SimpleNamespace(state=1, game_id="g1", players=SimpleNamespace(names=["Player 1", "Greedy bot 2"]))
        page = SimpleNamespace(session=session, store=store, messages=None)
        guide = Guide(page, SimpleNamespace(key="test"), TUTORIAL, None, lambda action: list(action))

        english = guide.step()
        assert english.first and english.suggestion.label == "Show me"
        guide.show_me()  # the learner asks what to do: the move is marked
        assert guide.showing == MOVE

        i18n.use("qps", tmp_path / "locale")  # the page's switch: the made names re-worded too
        session.players.names = ["⟦Player 1⟧", "⟦Greedy bot 2⟧"]
        switched = guide.step()
        assert switched.suggestion.label == "⟦Show me⟧"
        assert switched.suggestion.reason == "⟦Round⟧ (⟦Player 1⟧, ⟦Greedy bot 2⟧)"
        assert switched.first  # the same step: its topic told as the first time, not as told before
        assert guide.lesson.explained == ["turn 1"]  # remembered once
        assert guide.showing == MOVE and made == [1]  # the same move marked; no new step made

        session.state = 2  # the next moment: the lesson's memory went on from there
        assert guide.step().first and guide.lesson.explained == ["turn 1", "turn 2"]
        session.state = 1
        assert not guide.step().first
