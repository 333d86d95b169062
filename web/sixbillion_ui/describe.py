"""Everything 6 Billion's page says in words, but the log (story.py): factions as players name
them, the prompt of every decision of RULES.md Appendix A (what is decided, and why it is this
player's decision), a reaction window's stake and chain, and a label for every legal action
and their groups for the action panel. Why an action is refused: refusals.py; the board's
tooltips: tips.py.

Everything reads a view (`view(state, player)`) and the engine's own queries; nothing here
decides a rule. Names are plain strings; the page shows them as text, never as HTML.
"""

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.sixbillion import State, consent_needed
from game.sixbillion import actions as act
from game.sixbillion import ends_actions as engine_ends_actions
from game.sixbillion.components import (
    AGENDA_SITE,
    CANCELLATION_TYPES,
    CARD_SYMBOL,
    CARD_TYPE,
    DISCOVERY_ROW,
    DISCOVERY_SITE,
    DISTANCE,
    EFFECT,
    HIDDEN,
    arrival_space,
)
from game.sixbillion.generation import can_draw, draw_billion
from shell.i18n import N_, _, listed, ngettext, pgettext

if TYPE_CHECKING:
    from .reactions import Stage

from .theme import (
    FACTION_SYMBOL,
    ROW_SYMBOL,
    card_name,
    colour_name,
    row_name,
    site_name,
)

# ---- factions and things, as players name them -------------------------------------------------


def faction_name(view: State, faction: int, names: Sequence[str]) -> str:
    """'Ann', or 'Neutral pink' for a neutral faction."""
    if faction < view.num_players:
        return names[faction]
    return _("Neutral {colour}").format(colour=colour_name(view.factions[faction]["colour"]))


def faction_label(view: State, faction: int, names: Sequence[str]) -> str:
    """'Ann ●': the name with the faction's shape, so that lists never rely on colour alone."""
    return f"{faction_name(view, faction, names)} {FACTION_SYMBOL[view.factions[faction]['colour']]}"


# The letters on a neutral's tokens: its name's initials ("Neutral pink": NP), so that two
# neutrals differ in letters too, not by colour and shape alone. (Neutrals are pink and black.)
NEUTRAL_MARKS: dict[str, Callable[[], str]] = {
    "pink": lambda: pgettext("the letters on Neutral pink's tokens: its name's initials", "NP"),
    "black": lambda: pgettext("the letters on Neutral black's tokens: its name's initials", "NB"),
}


def marks(view: State, names: Sequence[str]) -> list[str]:
    """The letters on each faction's tokens, never two factions' alike and never a bare digit
    (a token lettered "1" read as a space's number): a player's name's first letter ("1. játékos"
    is J), a neutral's initials; a letter that factions share is followed by each one's seat.

    >>> from game.sixbillion import new_game
    >>> marks(new_game(3, 1), ["Ann", "Abe", "Bob"])
    ['A1', 'A2', 'B', 'NP', 'NB']
    """
    firsts = [next((ch.upper() for ch in name if ch.isalpha()), "?") for name in names[: view.num_players]]
    neutral = pgettext("the letter on a neutral faction's tokens", "N")
    firsts += [NEUTRAL_MARKS.get(f["colour"], lambda: neutral)() for f in view.factions[view.num_players :]]
    return [f if firsts.count(f) == 1 else f"{f}{i + 1}" for i, f in enumerate(firsts)]


def token_key(view: State, names: Sequence[str]) -> str:
    """Whose tokens each mark is on: a phone's board has no players beside it (a newcomer asked
    what "NR", a neutral's mark, meant).

    >>> from game.sixbillion import new_game
    >>> token_key(new_game(3, 1), ["Ann", "Abe", "Bob"]).replace("\\u00a0", " ")
    'Letters on the tokens: A1 = Ann · A2 = Abe · B = Bob · NP = Neutral pink · NB = Neutral black'
    """
    # (the mark and its "=" kept on one line with the name's start: "NN =" ended a line)
    each = [f"{mark}\u00a0=\u00a0{faction_name(view, f, names)}" for f, mark in enumerate(marks(view, names))]
    return _("Letters on the tokens: {key}").format(key=" · ".join(each))


def space_change(before: int, after: int) -> str:
    """'8 → 16'."""
    return f"{before} → {after}"


def discovery_name(card: str) -> str:
    if card == HIDDEN:
        return _("a face-down Discovery card")
    if card in DISCOVERY_SITE:
        return _("Discovery: {site}").format(site=site_name(DISCOVERY_SITE[card]))
    return _("Discovery: {row}").format(row=row_name(DISCOVERY_ROW[card]))


def agenda_name(agenda: str) -> str:
    if agenda not in AGENDA_SITE:
        return _("a hidden Hidden Agenda")
    return _("Hidden Agenda: {site}").format(site=site_name(AGENDA_SITE[agenda]))


def _whose_token(view: State, faction: int, site: str, names: Sequence[str], by: int | None) -> str:
    """'the Mars token' (the player's own), 'Bob's Mars token', 'Neutral pink's Mars token'."""
    if faction == by:
        return _("their {site} token").format(site=site_name(site))
    return _("{whose} {site} token").format(whose=possessive(faction_name(view, faction, names)), site=site_name(site))


def possessive(name: str) -> str:
    """ "Ann's" (a message, so that a language may say it its own way)."""
    return _("{name}'s").format(name=name)


# ---- the decision now ----------------------------------------------------------------------------

STEP_TITLES = {
    "powers": N_("Discovery Track powers"),
    "turn_start": N_("Turn start"),
    "free_double": N_("Free doubling"),
    "settle": N_("Arrival"),
    "actions": N_("Actions"),
    "discard": N_("Discard"),
    "draw": N_("Draw"),
    "migrate": N_("Neutral migrant"),
    "over": N_("Game over"),
}


def decision_kind(view: State) -> str:
    """Which kind of decision of Appendix A the game waits for: 'powers', 'free_double',
    'cancel', 'respond', 'halve', 'consent', 'refused', 'settle', 'actions',
    'return_discovery', 'discard', 'draw', 'migrate', or 'over'."""
    if view.is_over:
        return "over"
    if view.pending is not None:
        return view.pending["kind"]
    if view.window is not None:
        return "respond" if view.window["chain"] else "cancel"
    return view.step


def step_title(view: State) -> str:
    """'Round 3 · Free doubling': the status line's middle."""
    return _("Round {round} · {step}").format(round=view.round, step=_(STEP_TITLES[view.step]))


def whose_decision(view: State, names: Sequence[str], status: str = "") -> str:
    """The status line's end, beside the round: 'Ann to decide', or what the moment says
    (`status`, e.g. 'Any cards against it?'), or 'Final scores'. The board's status line and a
    phone's header say the same."""
    if view.is_over:
        return _("Final scores")
    if status:
        return status
    if view.to_move is not None:
        return _("{name} to decide").format(name=names[view.to_move])
    return _("Waiting for answers")


def status_line(view: State, names: Sequence[str], status: str = "") -> str:
    """The board's status line in one line of words (a phone's header): 'Round 3 · Free
    doubling · Ann to decide'."""
    return f"{step_title(view)} · {whose_decision(view, names, status)}"


def attempt_text(who: str, whose: str | None, site: str, space: int) -> str:
    """A free doubling's attempt, as the stake line and the log tell it: 'Ann attempts to double
    their Mars token, 8 → 16.' (`whose` None: the player's own token), or a neutral's, whose
    controller attempts it: 'Ann, who controls Neutral pink this turn, attempts to double its
    Mars token, 8 → 16.' (a newcomer met such an attempt as the game's first words, not knowing
    why a neutral was theirs to play)."""
    if whose is None:
        text = _("{who} attempts to double their {site} token, {change}.")
    else:
        text = _("{who}, who controls {faction} this turn, attempts to double its {site} token, {change}.")
    return text.format(who=who, faction=whose, site=site_name(site), change=space_change(space, space * 2))


def stake_text(view: State, names: Sequence[str]) -> str:
    """What an open reaction window is about, in a sentence: 'Ann attempts to double their Mars
    token, 8 → 16.'"""
    window = view.window
    assert window is not None, "a stake is told only while a reaction window is open"
    event = window["event"]
    who = names[event["by"]]
    faction, site = event["faction"], event["site"]
    space = view.tracks[site][faction]
    if event["kind"] == "free_doubling":
        return attempt_text(who, None if faction == event["by"] else faction_name(view, faction, names), site, space)
    card = card_name(event["card"] or "")
    if event["kind"] == "double_card":
        return _("{who} plays {card} on {token}, {change}.").format(
            who=who,
            card=card,
            token=_whose_token(view, faction, site, names, event["by"]),
            change=space_change(space, space * 2),
        )
    half = _("colony half") if event["kind"] == "new_colony_in_trouble" else _("migrant half")
    return _("{who} plays {card}: 1 billion out of {faction}'s {half} at {site}.").format(
        who=who, card=card, faction=faction_name(view, faction, names), half=half, site=site_name(site)
    )


def moment_question(stage: "Stage") -> str:
    """What a public reaction moment asks the table, for a newcomer: who may answer with what
    (a cancellation card against a doubling, a response card against a card played into the
    window, a card against a New Colony In Trouble or This Is Our Home). Public: the stage alone."""
    if stage.kind == "answer":
        return _("Does anyone want to play a response card against it?")
    if stage.kind in ("free_doubling", "double_card"):
        return _("Does anyone want to play a card that cancels this doubling?")
    return _("Does anyone want to play a card that cancels it?")


def stage_text(view: State, stage: "Stage", names: Sequence[str]) -> str:
    """What a public reaction moment is about, in words: 'Ann attempts to double their Earth
    token.', 'Bob answers with Pestilence.' Told from the moment's stage (its public event)
    alone, never from the engine's window: whether that is still open, or closed at once because
    nobody held a card that answers, must not show on a shared screen (RULES.md 8.5)."""
    who = names[stage.by] if stage.by < len(names) else faction_name(view, stage.by, names)
    if stage.kind == "answer":
        return _("{who} answers with {card}.").format(who=who, card=card_name(stage.card or ""))
    if stage.faction is None or stage.site is None:
        return _("{who} plays {card}.").format(who=who, card=card_name(stage.card or ""))
    token = _whose_token(view, stage.faction, stage.site, names, stage.by)
    # The token's space as the event was announced (the stage's held table, public like the
    # whole board) gives the doubling's numbers, as a player asked privately reads them; a stage
    # that kept no table has only the game as it is, where the token may have doubled already.
    space = stage.held.state.tracks[stage.site][stage.faction] if stage.held is not None else None
    if stage.kind == "free_doubling":
        if space is not None:
            whose = None if stage.faction == stage.by else faction_name(view, stage.faction, names)
            return attempt_text(who, whose, stage.site, space)
        return _("{who} attempts to double {token}.").format(who=who, token=token)
    if stage.kind == "double_card":
        card = card_name(stage.card or "")
        if space is not None:
            return _("{who} plays {card} on {token}, {change}.").format(
                who=who, card=card, token=token, change=space_change(space, space * 2)
            )
        return _("{who} plays {card} on {token}.").format(who=who, card=card, token=token)
    return _("{who} plays {card} at {site}.").format(
        who=who, card=card_name(stage.card or ""), site=site_name(stage.site)
    )


def chain_lines(view: State, names: Sequence[str]) -> list[str]:
    """The cards played into the open window so far: 'Bob answers with Pestilence.', 'Cleo
    answers Bob's Pestilence with Power Politics.'"""
    window = view.window
    if window is None:
        return []
    lines = []
    previous = None
    for entry in window["chain"]:
        lines.append(answer_text(names[entry["player"]], entry["card"], entry["target"], previous, names))
        previous = (names[entry["player"]], entry["card"])
    return lines


def answer_text(who: str, card: str, target: int | None, answered: tuple[str, str] | None, names: Sequence[str]) -> str:
    """One answer in a reaction chain, in words."""
    if answered is None:
        return _("{who} answers with {card}.").format(who=who, card=card_name(card))
    whose, their_card = answered
    if target is not None:
        return _("{who} answers {whose} {their} with War on {target}.").format(
            who=who, whose=possessive(whose), their=card_name(their_card), target=names[target]
        )
    return _("{who} answers {whose} {their} with {card}.").format(
        who=who, whose=possessive(whose), their=card_name(their_card), card=card_name(card)
    )


def prompt(view: State, names: Sequence[str]) -> str:
    """What the viewer is asked to do now and why it is their decision; or, when the viewer
    is not to move, what the game waits for (never who is asked privately, RULES.md 8.5)."""
    kind = decision_kind(view)
    if kind == "over":
        return _("The game is over.")
    me = view.viewer
    mover = view.to_move
    if mover is None or mover != me:
        if view.window is not None and view.pending is None:
            # the move being answered now: the last card played into the window, if any (a
            # play-test read the window's first event while a Pestilence answering it was asked)
            answers = chain_lines(view, names)
            stake = answers[-1] if answers else stake_text(view, names)
            return _("Waiting: anyone may answer. {stake}").format(stake=stake)
        who = names[mover] if mover is not None else _("another player")
        return _("Waiting for {who}.").format(who=who)
    return _PROMPTS[kind](view, names, me)


def _powers(view: State, names: Sequence[str], me: int) -> str:
    row = ("dollar", "smiley", "leaf")[view.power_row]
    text = {
        "dollar": _("Dollar power: you lead the Dollar row, so you may pay points to move earlier in the turn order."),
        "smiley": _(
            "Smiley power: you lead the Smiley row, so you may swap places with any faction in the turn order."
        ),
        "leaf": _("Leaf power: you lead the Leaf row, so you may move up to 2 places earlier in the turn order."),
    }[row]
    return text


def _free_double(view: State, names: Sequence[str], me: int) -> str:
    current = view.current
    assert current is not None, "free doubling happens in a faction's turn"
    if current == me:
        return _(
            "Free doubling: choose which of your tokens attempts to double next. Each eligible token must try once; "
            "others may cancel an attempt."
        )
    return _(
        "Free doubling for {faction}: you control this neutral this turn, so you choose the order its tokens "
        "attempt to double."
    ).format(faction=faction_name(view, current, names))


def _cancel(view: State, names: Sequence[str], me: int) -> str:
    # Anyone may claim the screen in the public moment (a claimant with no such card reads so,
    # privately): so the claim tells nothing, and what this screen says stays the claimant's.
    return _(
        "{stake} You hold a card that can cancel it: play it, or pass. Only you see this: the others cannot "
        "tell a pass from having no such card."
    ).format(stake=stake_text(view, names))


def _respond(view: State, names: Sequence[str], me: int) -> str:
    lines = " ".join(chain_lines(view, names))
    return _("{stake} {chain} You hold a response card: answer the last card, or pass.").format(
        stake=stake_text(view, names), chain=lines
    )


def _halve(view: State, names: Sequence[str], me: int) -> str:
    return _("War: a War played against you resolves. Choose which of your tokens on 2 or more to halve.")


def _consent(view: State, names: Sequence[str], me: int) -> str:
    pending = view.pending
    assert pending is not None and pending["kind"] == "consent", "asked while a consent request waits"
    action = pending["action"]
    what = action_label(action, view, names, mover=pending["player"])
    return _(
        "Opening Treaty: your only token is on Earth, so {who} needs your consent to play this card on it: {what}. "
        "Allow it, or refuse it."
    ).format(who=names[pending["player"]], what=what)


def _refused(view: State, names: Sequence[str], me: int) -> str:
    pending = view.pending
    assert pending is not None and pending["kind"] == "refused", "asked while a refused card waits"
    return _(
        "{owner} refused your {card}: it counts as not played. Take it back into your hand, or discard it."
    ).format(owner=names[pending["owner"]], card=card_name(pending["action"].card))


def _settle(view: State, names: Sequence[str], me: int) -> str:
    current = view.current
    assert current is not None, "arrival happens in a faction's turn"
    if current == me:
        return _("Arrival: your holding-box billions settle on the tracks. Choose which box settles next.")
    return _("Arrival for {faction}: you control this neutral this turn, so you choose which box settles next.").format(
        faction=faction_name(view, current, names)
    )


def _actions(view: State, names: Sequence[str], me: int) -> str:
    left = 2 - view.actions_used
    return ngettext(
        "Your turn: {n} action left. Play a card from your hand (pick it, then its token and destination), reveal a "
        "Discovery card, or end your actions.",
        "Your turn: {n} actions left. Play a card from your hand (pick it, then its token and destination), reveal a "
        "Discovery card, or end your actions.",
        left,
    ).format(n=left)


def _return_discovery(view: State, names: Sequence[str], me: int) -> str:
    limit = 2 if view.discovery_track else 1
    return ngettext(
        "Make a Discovery: you may keep {n} Discovery card. Choose the one to put back under the Discovery deck.",
        "Make a Discovery: you may keep {n} Discovery cards. Choose the one to put back under the Discovery deck.",
        limit,
    ).format(n=limit)


def actions_ended(played: int) -> str:
    """Why a turn came to its discard step with an action unused (the engine ends the action
    step by itself when no card can be played, RULES.md Appendix A): said in the decision, as a
    play-tester, whose Colony 2 left no card playable, saw the discard asked with only the log
    saying why. After both actions the step ends by the rules: said too (a newcomer saw the
    discard come with nothing saying their actions were used up)."""
    if played >= 2:
        return _("Both your actions are played.")
    if played:
        return _("You can play no other card now: your action step ended.")
    return _("You can play no card now: your action step ended.")


def _discard(view: State, names: Sequence[str], me: int) -> str:
    # the whole hand only after no card played as an action (12.1), as its button is offered
    if not view.played_card and len(view.hands[me]) >= 2:
        return _("Discard: you may discard one card face up, or your whole hand, or keep your hand.")
    return _("Discard: you may discard one card face up, or keep your hand.")


def _draw(view: State, names: Sequence[str], me: int) -> str:
    n = len(view.hands[me])
    return _("Draw: you hold {n} of 6 cards. Take a face-up card or the top card of the deck.").format(n=n)


def _migrate(view: State, names: Sequence[str], me: int) -> str:
    current = view.current
    assert current is not None, "a neutral migrant happens in a neutral's turn"
    # The three choices of RULES.md 11.2, said one by one ("send 1 or 2 of its billions to a migrant
    # half beside another faction" left a newcomer asking what to choose).
    return _(
        "Neutral migrant: you control {faction} this turn (the player with the fewest tokens does). Choose one "
        "of its tokens, 1 or 2 billion to take from it, and a site where another faction has a token, at any "
        "distance: the billions wait in that site's migrant half of the holding box."
    ).format(faction=faction_name(view, current, names))


_PROMPTS = {
    "powers": _powers,
    "free_double": _free_double,
    "cancel": _cancel,
    "respond": _respond,
    "halve": _halve,
    "consent": _consent,
    "refused": _refused,
    "settle": _settle,
    "actions": _actions,
    "return_discovery": _return_discovery,
    "discard": _discard,
    "draw": _draw,
    "migrate": _migrate,
}


# ---- the action panel ----------------------------------------------------------------------------


def source_after(view: State, faction: int, site: str, billions: int = 1) -> int:
    """The space a token drops to when `billions` are drawn from it now (RULES.md 7.2), by the
    engine's own generation rule on a copy of the view."""
    trial = view.copy()
    for _n in range(billions):
        draw_billion(trial, faction, site, None)
    return trial.tracks[site][faction]


def drawing_text(view: State, faction: int, site: str, billions: int = 1) -> str:
    """What drawing `billions` from a token does to it (RULES.md 7.2), in a player's words:
    'free: the token stays on 16' (a token on 8 or 16 gives its first billion free, one on 32
    or more two, a halving's credit one more), or 'the token drops 16 → 8'."""
    before = view.tracks[site][faction]
    after = source_after(view, faction, site, billions)
    if after == before:
        return _("free: the token stays on {space}").format(space=before)
    return _("the token drops {change}").format(change=space_change(before, after))


# The last view's answers of engine.ends_actions (a play resolved on a copy: ~0.3 ms each): one
# rendering of the action panel asks it of each play for its label, its group's title, its
# in-group words and its tooltip, all of the same view.
_ends_memo: tuple[State | None, dict[act.Action, bool]] = (None, {})


def ends_actions(view: State, action: act.Action) -> bool:
    """engine.ends_actions, asked once per view and action."""
    global _ends_memo
    seen, answers = _ends_memo
    if seen is not view:
        seen, answers = _ends_memo = (view, {})
    if action not in answers:
        answers[action] = engine_ends_actions(view, action)
    return answers[action]


def action_label(
    action: act.Action, view: State, names: Sequence[str], mover: int | None = None, ending: bool = True
) -> str:
    """A short, readable label for one legal action of the player to move in `view` (`mover`:
    the card's player, when labelling another player's request; `ending`: whether it says that
    the action ends the action step, where it does, or its group's title says it)."""
    me = view.to_move if mover is None else mover
    label = _label(action, view, names, me)
    if mover is None:
        label = _ending(label, action, view, ending)
    return _with_consent(label, action, view, names, mover)


def _ending(label: str, action: act.Action, view: State, ending: bool) -> str:
    """The label, saying that the play ends the action step where it does (and `ending`: not said
    by its group's title). Said before it is chosen: the engine ends the action step after it, an
    action unused (a newcomer learnt it only after the play, from "your action step ended", issue 36)."""
    if ending and ends_actions(view, action):
        return _("{choice} — ends your actions").format(choice=label)
    return label


def label_in_group(action: act.Action, view: State, names: Sequence[str], ending: bool = True) -> str:
    """What a play of the player to move says under its group's title (`group_actions`) in the
    action panel: what differs from the group's other plays, its card's name (the title) or
    "Play … for the … symbol" not said again in each button (a newcomer's play-test, issue 36);
    `ending` as `action_label`'s.

    The card's symbol stays where the hand holds two copies: it tells them apart."""
    me = view.to_move
    if isinstance(action, act.Play):
        label = _play_label(action, view, names, me, in_group=True)
    elif isinstance(action, act.Symbol):
        cards = listed([card_name(c) for c in action.cards])
        label = _("{cards}: +1 on the {row} row").format(cards=cards, row=row_name(action.row))
    else:
        label = _label(action, view, names, me)
    return _with_consent(_ending(label, action, view, ending), action, view, names, None)


def _with_consent(label: str, action: act.Action, view: State, names: Sequence[str], mover: int | None) -> str:
    owner = consent_needed(view, action) if mover is None else None
    if owner is None:
        return label
    # Said before the card is chosen: the owner may refuse it, and usually does (RULES.md 10).
    return _("{choice} — {owner} may refuse it (Opening Treaty)").format(choice=label, owner=names[owner])


def _label(action: act.Action, view: State, names: Sequence[str], me: int | None) -> str:
    if isinstance(action, act.Play):
        return _play_label(action, view, names, me)
    if isinstance(action, act.FreeDouble):
        f = view.current
        assert f is not None, "free doubling happens in a faction's turn"
        v = view.tracks[action.site][f]
        return _("Double on {site}, {change}").format(site=site_name(action.site), change=space_change(v, v * 2))
    if isinstance(action, act.React):
        return _react_label(action, view, names, me)
    if isinstance(action, act.Pass):
        return _("Pass") if view.window is not None else _("Use no power")
    if isinstance(action, act.Consent):
        return _("Allow it")
    if isinstance(action, act.Refuse):
        return _("Refuse it")
    if isinstance(action, act.TakeBack):
        return _("Take it back into my hand")
    if isinstance(action, act.DiscardRefused):
        return _("Discard it")
    if isinstance(action, act.Halve):
        v = view.tracks[action.site][me] if me is not None else 0
        return _("Halve my {site} token, {change}").format(site=site_name(action.site), change=space_change(v, v // 2))
    if isinstance(action, act.Settle):
        f = view.current
        assert f is not None, "arrival happens in a faction's turn"
        colony, migrant = view.boxes[action.site][f]
        space = arrival_space(action.site, colony + migrant)
        return ngettext(
            "Settle {site}: {n} billion → space {space}",
            "Settle {site}: {n} billion → space {space}",
            colony + migrant,
        ).format(site=site_name(action.site), n=colony + migrant, space=space)
    if isinstance(action, act.Reveal):
        site = site_name(DISCOVERY_SITE[action.card])
        if action.billions == 2:
            return _("Reveal {card}: 2 free billion to {site} (both actions)").format(
                card=discovery_name(action.card), site=site
            )
        return _("Reveal {card}: 1 free billion to {site}").format(card=discovery_name(action.card), site=site)
    if isinstance(action, act.Symbol):
        cards = listed([card_name(c) for c in action.cards])
        return _("Play {cards} for the {row} symbol (+1 on the {row} row)").format(
            cards=cards, row=row_name(action.row)
        )
    if isinstance(action, act.EndActions):
        return _("End my actions")
    if isinstance(action, act.ReturnDiscovery):
        return _("Put back {card}").format(card=discovery_name(action.card))
    if isinstance(action, act.NoDiscard):
        return _("Keep my hand")
    if isinstance(action, act.Discard):
        return _("Discard {card}").format(card=_card_played(action, view, me))
    if isinstance(action, act.DiscardHand):
        return _("Discard my whole hand")
    if isinstance(action, act.DrawSlot):
        card = view.face_up[action.slot]
        return _("Take {card} (face up)").format(card=card_name(card) if card else "?")
    if isinstance(action, act.DrawDeck):
        return _("Draw from the deck")
    if isinstance(action, act.Migrate):
        f = view.current
        assert f is not None, "a neutral migrant happens in a neutral's turn"
        drawing = drawing_text(view, f, action.site, action.billions)
        one_as_two = action.billions == 1 and can_draw(view, f, action.site, 2)
        if one_as_two and source_after(view, f, action.site, 2) == source_after(view, f, action.site):
            # One billion costs the token what two do (a halving yields two; the second is lost
            # when the turn ends): the 1 and the 2 read alike to a newcomer, who could not tell
            # why anyone would send one.
            drawing = _("{drawing}, as 2 billions would").format(drawing=drawing)
        return ngettext(
            "{n} billion from {site} into the migrant half at {dest} ({drawing})",
            "{n} billion from {site} into the migrant half at {dest} ({drawing})",
            action.billions,
        ).format(n=action.billions, site=site_name(action.site), dest=site_name(action.dest), drawing=drawing)
    if isinstance(action, act.MoveUp):
        if action.row == "dollar":
            return ngettext(
                "Pay {n} point: move {n} place earlier", "Pay {n} points: move {n} places earlier", action.places
            ).format(n=action.places)
        return ngettext("Move {n} place earlier", "Move {n} places earlier", action.places).format(n=action.places)
    if isinstance(action, act.Swap):
        return _("Swap places with {faction}").format(faction=faction_label(view, action.faction, names))
    return repr(action)


def _told_by_symbol(action: act.Action, view: State, me: int | None) -> bool:
    """Whether `action` plays (answers with, or discards) one of two copies of a card in `me`'s
    hand (their symbols differ): its label then names the symbol, to tell which copy it plays (a
    play-tester was offered "Famine: cancel it" twice, another "Discard Double (other player)" twice)."""
    if not isinstance(action, act.Play | act.React | act.Discard):
        return False
    hand = view.hands[me] if me is not None and me < len(view.hands) else []
    return any(c != action.card and CARD_TYPE.get(c) == CARD_TYPE[action.card] for c in hand)


def _card_played(action: act.Play | act.React | act.Discard, view: State, me: int | None) -> str:
    """The card's name, with its symbol where the hand holds another copy ("Death ($)")."""
    card = card_name(action.card)
    if _told_by_symbol(action, view, me):
        card = _("{card} ({symbol})").format(card=card, symbol=ROW_SYMBOL[CARD_SYMBOL[action.card]])
    return card


def symbol_meaning(card: str, discovery_track: bool) -> str:
    """What a card's Discovery symbol is for (RULES.md 1 and 15), in a sentence: copies of a
    card differ only in it, and it counts only with the optional Discovery Track."""
    symbol = CARD_SYMBOL[card]
    text = (
        _("{mark} is its Discovery symbol ({row}): as an action, play the card for it to move up that row.")
        if discovery_track
        else _("{mark} is its Discovery symbol ({row}): it counts only with the optional Discovery Track.")
    )
    return text.format(mark=ROW_SYMBOL[symbol], row=row_name(symbol))


def action_titles(actions: Sequence[act.Action], view: State) -> dict[str, str]:
    """The action panel's tooltips, by each action's JSON: a play whose label tells two copies
    of a card apart by their symbols ("Death ($)") says what the symbol means; one that ends the
    action step (its label says "ends your actions") says why."""
    titles: dict[str, str] = {}
    for a in actions:
        lines = []
        if isinstance(a, act.Play | act.Discard) and _told_by_symbol(a, view, view.to_move):
            lines.append(symbol_meaning(a.card, view.discovery_track))
        if ends_actions(view, a):
            lines.append(_("After it you can play no other card: your action step ends, your other action unused."))
        if lines:
            titles[json.dumps(act.action_to_json(a))] = "\n".join(lines)
    return titles


def _play_label(action: act.Play, view: State, names: Sequence[str], me: int | None, in_group: bool = False) -> str:
    """The play in words: "{card}: what it does", or (`in_group`, under the card's title) what
    it does alone, the symbol of the copy played before it where the hand holds two."""
    if in_group:
        told = _told_by_symbol(action, view, me)
        what = _play_effect(action, view, names, me)
        symbol = ROW_SYMBOL[CARD_SYMBOL[action.card]]
        return _("({symbol}) {choice}").format(symbol=symbol, choice=what) if told else what
    return _play_effect(action, view, names, me, _card_played(action, view, me))


def _play_effect(action: act.Play, view: State, names: Sequence[str], me: int | None, card: str | None = None) -> str:
    """What the play does, after its card's name `card`, or alone (None)."""
    kind = CARD_TYPE[action.card]
    effect = EFFECT[kind]
    f, site, dest = action.faction, action.site, action.dest
    own = f == me
    if effect in ("new_colony", "migrants"):
        assert site is not None and dest is not None, "a colony or migrant card names its source and destination"
        change = drawing_text(view, f, site)
        if own:
            text = (
                _("{card}: {source} ({change}) → {dest}, distance {d}")
                if card
                else _("{source} ({change}) → {dest}, distance {d}")
            )
        elif card:
            text = _("{card} for {faction}: {source} ({change}) → {dest}, distance {d}")
        else:
            text = _("For {faction}: {source} ({change}) → {dest}, distance {d}")
        return text.format(
            card=card,
            faction=faction_label(view, f, names),
            source=site_name(site),
            change=change,
            dest=site_name(dest),
            d=DISTANCE[site, dest],
        )
    if effect in ("double", "recycle"):
        assert site is not None, "a Double or Recycle names its token"
        v = view.tracks[site][f]
        if f == view.viewer and not own:  # told to the token's owner (an Opening Treaty request)
            text = _("{card}: your {site} token, {change}") if card else _("Your {site} token, {change}")
        elif own:
            text = _("{card}: my {site} token, {change}") if card else _("My {site} token, {change}")
        else:
            text = _("{card}: {whose} {site} token, {change}") if card else _("{whose} {site} token, {change}")
        return text.format(
            card=card,
            whose=possessive(faction_label(view, f, names)),
            site=site_name(site),
            change=space_change(v, v * 2),
        )
    if effect == "make_discovery":
        return _("{card}: draw a Discovery card").format(card=card) if card else _("Draw a Discovery card")
    assert site is not None, "a box card names its box"
    half = _("colony") if effect == "remove_colonist" else _("migrant")
    text = (
        _("{card}: 1 billion out of {whose} {half} half at {site}")
        if card
        else _("1 billion out of {whose} {half} half at {site}")
    )
    return text.format(card=card, whose=possessive(faction_label(view, f, names)), half=half, site=site_name(site))


def _react_label(action: act.React, view: State, names: Sequence[str], me: int | None) -> str:
    card = _card_played(action, view, me)
    kind = CARD_TYPE[action.card]
    if kind == "war":
        assert action.target is not None, "War names its target"
        return _("War on {player}: they halve a token of theirs").format(
            player=faction_label(view, action.target, names)
        )
    if kind in CANCELLATION_TYPES:
        return _("{card}: cancel it").format(card=card)
    window = view.window
    if window is not None and window["chain"]:
        last = window["chain"][-1]
        return _("{card}: cancel {whose} {their}").format(
            card=card, whose=possessive(names[last["player"]]), their=card_name(last["card"])
        )
    return card


GROUP_TITLES = {
    "decide": N_("Decide"),
    "free_double": N_("Free doubling"),
    "react": N_("Answer"),
    "consent": N_("Opening Treaty"),
    "settle": N_("Arrival: settle a box"),
    "reveal": N_("Reveal a Discovery card"),
    "symbol": N_("Play a card for its symbol"),
    "discard": N_("Discard"),
    "draw": N_("Draw"),
    "halve": N_("War: halve a token"),
    "return": N_("Put a Discovery card back"),
    "power": N_("Turn-order power"),
}
LONG_GROUP = 8  # a group with more items than this is folded in the action panel
# The quick answers, grouped first under "decide".
_DECISIONS = (act.EndActions, act.Pass, act.NoDiscard, act.Consent, act.Refuse, act.TakeBack, act.DiscardRefused)


def group_actions(
    actions: Sequence[act.Action], view: State, names: Sequence[str]
) -> list[tuple[str, list[tuple[str, act.Action]]]]:
    """The legal actions in labelled groups for the action panel: [(title, [(label, action)])].
    Quick decisions (end, pass, keep) first; card plays grouped by card, and a card with many
    plays split by its source token; neutral migrants grouped by source site."""
    groups: dict[str, list[tuple[str, act.Action]]] = {}
    per_card: dict[str, int] = {}
    for a in actions:
        if isinstance(a, act.Play):
            per_card[a.card] = per_card.get(a.card, 0) + 1
    for a in actions:
        if isinstance(a, _DECISIONS):
            title = _(GROUP_TITLES["decide"])
        elif isinstance(a, act.Play):
            title = card_name(a.card)
            if per_card[a.card] > LONG_GROUP and a.site is not None:
                title = _("{card} · from {site}").format(card=title, site=site_name(a.site))
        elif isinstance(a, act.Migrate):
            title = _("From {site}").format(site=site_name(a.site))
        else:
            key = {
                act.FreeDouble: "free_double",
                act.React: "react",
                act.Settle: "settle",
                act.Reveal: "reveal",
                act.Symbol: "symbol",
                act.Discard: "discard",
                act.DiscardHand: "discard",
                act.DrawSlot: "draw",
                act.DrawDeck: "draw",
                act.Halve: "halve",
                act.ReturnDiscovery: "return",
                act.MoveUp: "power",
                act.Swap: "power",
            }[type(a)]
            title = _(GROUP_TITLES[key])
        groups.setdefault(title, []).append((action_label(a, view, names), a))
    # A card all of whose plays end the action step says it once, in its group's title: said on
    # each button, it took every play to three lines, and an opened group no longer fit the panel.
    for title, items in list(groups.items()):
        if ending_said_once(items, view):
            ended = _("{card} — ends your actions").format(card=title)
            said_once = [(action_label(a, view, names, ending=False), a) for _text, a in items]
            groups = {ended if t == title else t: said_once if t == title else i for t, i in groups.items()}
    decide = _(GROUP_TITLES["decide"])
    return sorted(groups.items(), key=lambda kv: kv[0] != decide)


def ending_said_once(items: Sequence[tuple[str, act.Action]], view: State) -> bool:
    """Whether a group's title says that its plays end the action step (`group_actions`): a card
    all of whose plays do, said once rather than on each of them."""
    plays = [a for _text, a in items if isinstance(a, act.Play)]
    return len(plays) > 1 and len(plays) == len(items) and all(ends_actions(view, a) for a in plays)


def folded(items: Sequence[tuple[str, object]]) -> bool:
    """Whether the action panel folds a group away (a long list)."""
    return len(items) > LONG_GROUP


def quick_decisions(items: Sequence[tuple[str, act.Action]]) -> bool:
    """Whether a group (`group_actions`') is the quick decisions (end, pass, keep), which the action
    panel keeps above its scrolling plays; a group of plays is not, even first and alone of its
    kind (kept there, the neutral migrant's first site's plays took the panel's room and the other
    sites' plays lay under them, in a list squeezed to nothing)."""
    return all(isinstance(action, _DECISIONS) for _label, action in items)


PANEL_LONG = 12  # a panel with more buttons than this folds all its groups but the first


def fold_rule(groups: Sequence[tuple[str, Sequence[tuple[str, object]]]]) -> Callable[[Sequence], bool]:
    """How the action panel folds these groups: a long group always; in a long panel (dozens of
    New Colony plays), every group but the first (the quick decisions: end, pass, keep; or the
    only kind of choice), each behind its title and count, so that the prompt and the
    decision's first options stay in view and nothing scrolls them away.

    >>> few = [("Decide", [("End", 0)]), ("Colony 2", [("a", 1), ("b", 2)])]
    >>> fold = fold_rule(few); [fold(items) for _t, items in few]
    [False, False]
    >>> many = few + [("New Colony 6", [(str(i), i) for i in range(11)])]
    >>> fold = fold_rule(many); [fold(items) for _t, items in many]
    [False, True, True]
    """
    long = sum(len(items) for _title, items in groups) > PANEL_LONG
    first = groups[0][1] if groups else None

    def fold(items: Sequence) -> bool:
        return folded(items) or (long and items is not first)

    return fold
