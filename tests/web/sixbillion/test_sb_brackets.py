"""A prompt never puts brackets inside brackets: a card's label carries its own ("New Colony
(other player) (faction: Player 1): Earth (the token drops 2 → 1) → Mercury"), and the Spanish
consent prompt wrapped it in one more pair ("esta carta (Nueva Colonia (otro jugador) …)",
issue 36). A translation leaves such a field where the English has it, outside brackets."""

import re

import pytest

from game.sixbillion import new_game, step, view
from game.sixbillion.players.bots import make_bot
from shell import i18n
from sixbillion_ui import tutorial as T
from sixbillion_ui.describe import decision_kind, prompt
from tools import i18n as catalogues
from tools.sixbillion_lesson_seed import computer_players

NAMES = ["Ann", "Bob", "Cy"]
# The fields whose values are a card's name or a move's label, which may hold brackets of their own.
LABELS = ("what", "card", "cards", "choice")


def bracketed_fields(text: str) -> set[str]:
    """The `{field}`s of a message that stand inside brackets.

    >>> sorted(bracketed_fields("{a} ({b}, {c:az}) {d}"))
    ['b', 'c']
    """
    inside, depth = set(), 0
    for m in re.finditer(r"[()]|\{(\w+)[^}]*\}", text):
        if m.group(0) == "(":
            depth += 1
        elif m.group(0) == ")":
            depth = max(0, depth - 1)
        elif depth:
            inside.add(m.group(1))
    return inside


def nested(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth > 1:
            return True
    return False


@pytest.mark.parametrize("lang", ["hu", "es"])
def test_no_translation_brackets_a_cards_name_or_a_moves_label(lang):
    found = []
    for message in catalogues.read(catalogues.po_path(lang), lang):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        english = set().union(*(bracketed_fields(i) for i in ids))
        found += [text for text in texts if (bracketed_fields(text) - english) & set(LABELS)]
    assert found == []


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_the_opening_treaty_consent_prompt_has_no_brackets_in_brackets(tmp_path, lang):
    """The lesson's game, as the play-tester met it: the learner asked to allow a New Colony
    (other player) on their Earth token."""
    if lang != "en":
        (tmp_path / lang / "LC_MESSAGES").mkdir(parents=True)
        (tmp_path / lang / "LC_MESSAGES" / "messages.mo").write_bytes(catalogues.compiled()[lang])
    i18n.use(None if lang == "en" else lang, tmp_path)
    try:
        state, bots = new_game(3, T.LESSON_SEED), computer_players(T.LESSON_SEED)
        bots[T.LEARNER] = make_bot("greedy", T.SUGGESTION_SEED)  # the learner follows the suggestions
        asked = []
        while state.round <= 2:
            seen = view(state, state.to_move)
            if state.to_move == T.LEARNER and decision_kind(seen) == "consent":
                asked.append(prompt(seen, NAMES))
            state, _events = step(state, bots[state.to_move].choose(seen))
        assert len(asked) >= 2 and any(text.count("(") >= 2 for text in asked), asked
        assert [text for text in asked if nested(text)] == []
    finally:
        i18n.use(None)
