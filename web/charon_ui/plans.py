"""The building turn, made easy: for every card in the hand and the common row, can it be
built now, and if not, what is missing and which trades (or the Synchrotron) would get it —
"Trade 3 black → 1 yellow, then build the 8" — and the best the whole turn can build. A plan
is a list of the engine's ordinary actions, each checked by `apply` when the page performs it;
which trades pay for a card is the engine's exact answer (`trades_to_pay`), never a guess.

Also the other chores of the building turn: the gems to keep at the round's end as one
decision, and whether ending the turn would leave a card unbuilt that could be built.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from game.charon import Build, IllegalAction, ReturnGem, State, Synchrotron, Trade, apply, legal_actions
from game.charon.board import GEM_KINDS
from game.charon.building import (
    NO_TRADES_AFTER_BUILD,
    ROW_USED,
    SHORT,
    VALUE_BUILT,
    Payment,
    best_turn,
    gem_limit,
    gems_short,
    has_building_choice,
    may_exchange,
    new_values,
    perform_build,
    perform_synchrotron,
    perform_trade,
    trades_to_pay,
)
from game.charon.cards import CARD_VALUE
from game.charon.events import Event, PhaseStarted, RoundStarted, SynchrotronUsed, Traded
from game.charon.keeping import gems_to_keep, hand_needs
from game.charon.state import BUILD, KEEP_GEMS
from shell.i18n import _, listed, ngettext, pgettext

from .describe import card_text, gem_count, gems_text
from .theme import gem_name


@dataclass(frozen=True)
class Outlook:
    """One card's prospects in the building turn."""

    card: str
    from_row: bool
    steps: tuple  # the actions to perform, the build last; () when out of reach
    why_not: str = ""  # when out of reach: what stands in the way

    @property
    def now(self) -> bool:
        return len(self.steps) == 1


def outlooks(state: State) -> list[Outlook]:
    """Every card of the mover's hand, then of the common row, in the building turn."""
    if state.phase != BUILD or state.to_move is None:
        return []
    player = state.to_move
    out = []
    for card, from_row in [(c, False) for c in state.players[player].hand] + [(c, True) for c in state.common_row]:
        answer = trades_to_pay(state, player, card)
        if isinstance(answer, Payment):
            out.append(Outlook(card, from_row, answer.actions))
        else:
            out.append(Outlook(card, from_row, (), refusal_text(state, player, card, answer)))
    return out


def refusal_text(state: State, player: int, card: str, reason: str) -> str:
    """Why `card` cannot be built this turn (the engine's reason), as a phrase."""
    if reason == VALUE_BUILT:
        return _("you have built a {value} already").format(value=CARD_VALUE[card])
    if reason == ROW_USED:
        return _("one card from the row per turn, built already")
    short = gems_short(card, state.players[player].gems)
    if reason == NO_TRADES_AFTER_BUILD:
        return ngettext(
            "{n} gem short: no more trades after your first build",
            "{n} gems short: no more trades after your first build",
            short,
        ).format(n=short)
    assert reason == SHORT, reason  # a card of the mover's hand or of the row is held
    return ngettext("{n} gem short: no trade gets there", "{n} gems short: no trade gets there", short).format(n=short)


def turn_plan(state: State) -> tuple:
    """The most points the mover's building turn can make, as one plan (the trades, then the
    builds; fewest trades for the most points), when it is not already one of the cards' own
    lines: when it builds more than one card, or builds a card at once while a trade plan for a
    card worth less is offered (a newcomer followed "trade, then build the 2" above "the 3: can be
    built now", and lost a point); () otherwise."""
    if state.phase != BUILD or state.to_move is None:
        return ()
    best = best_turn(state, state.to_move)
    if best is None:
        return ()
    if len(best.builds) > 1 or (not best.exchanges and any(o.steps for o in outlooks(state))):
        return best.actions
    return ()


def best_card_plan(state: State) -> tuple:
    """Where `turn_plan` has none: when the most points this turn are one card's, reached by
    trades, that card's own plan (the lesson's "Show me" too); () otherwise."""
    if state.phase != BUILD or state.to_move is None:
        return ()
    best = best_turn(state, state.to_move)
    if best is None:
        return ()
    steps = next((o.steps for o in outlooks(state) if o.card == best.cards[0]), ())
    return steps if len(steps) > 1 else ()


def turn_plan_label(state: State, steps: tuple) -> str:
    """'Trade 3 yellow ▲ → 1 purple, then build the 12 (…) (row) and the 9 (…)'."""
    builds = listed([plan_card_text(state, a.card) for a in steps if not isinstance(a, Trade | Synchrotron)])
    words = exchange_words(steps)
    if not words:
        return _("Build {card}").format(card=builds)
    return _("{steps}, then build {card}").format(steps=_(", then ").join(words), card=builds)


def panel_plans(state: State) -> tuple[tuple, list[Outlook]]:
    """What the building panel offers, and the cards' tooltips repeat (card_help): the plan for
    the most points this turn (turn_plan), and every other card's outlook. A card the best plan
    builds is told there alone: its own line ("the 10: can be built now", a worse trade for the
    10 alone) read as another plan for the same card, and a newcomer had two answers to one
    question (play-test 18). When the most points are one card's plan, that plan heads the list
    too: two plans with no heading left a newcomer on a phone guessing which scored more
    (play-test 19)."""
    best = turn_plan(state) or best_card_plan(state)
    in_best = {a.card for a in best if isinstance(a, Build)}
    return best, [o for o in outlooks(state) if o.card not in in_best]


def ends_turn(state: State, steps: tuple) -> bool:
    """Whether the mover's building turn ends by itself once `steps` are taken: nothing left to
    build or trade (the engine's own test, has_building_choice, on the gems and cards after
    them). Works on a player's view: only the mover's own gems and cards change."""
    world = state.copy()
    player = state.to_move
    assert player is not None
    for step in steps:
        if isinstance(step, Trade):
            perform_trade(world, player, step)
        elif isinstance(step, Synchrotron):
            perform_synchrotron(world, player, step)
        else:
            perform_build(world, player, step)
    return not has_building_choice(world, player)


def button_label(state: State, steps: tuple, label: str) -> str:
    """A plan's button: its `label`, and, when the turn ends by itself after it, that it does
    (a newcomer pressed "Most points this turn" and found the turn over without a word)."""
    return _("{plan}, and end your turn").format(plan=label) if ends_turn(state, steps) else label


def trading_stops_warning(state: State) -> str:
    """When the mover could build a card now and could also still trade: the warning that
    trading stops at their first build (RULES.md 4.4); '' otherwise."""
    if state.phase != BUILD or state.to_move is None or not may_exchange(state, state.to_move):
        return ""
    options = legal_actions(state)
    if any(isinstance(a, Build) for a in options) and any(isinstance(a, Trade | Synchrotron) for a in options):
        return _("Trade first: once you build a card, no more trades (nor the Synchrotron) this turn.")
    return ""


def exchange_words(steps: tuple) -> list[str]:
    """The trades and Synchrotron exchanges of a plan, each in words."""
    words: list[str] = []
    for a in steps:
        if isinstance(a, Trade):
            # Mid-sentence ("…, then trade 2 blue → 1 black") a trade is not capitalised.
            text = pgettext("after a comma", "trade {gems} → {gem}") if words else _("Trade {gems} → {gem}")
            # Both sides with their symbols, as every gem named in the panel and the log.
            words.append(text.format(gems=gems_text(a.give), gem=gems_text((a.take,))))
        elif isinstance(a, Synchrotron):
            words.append(
                _("Synchrotron {give} → {take}").format(
                    give=gems_text((a.give,) * a.count), take=gems_text((a.take,) * a.count)
                )
            )
    return words


def plan_card_text(state: State, card: str) -> str:
    """A card a plan builds: 'the 8 (…)', 'the 8 (…) (row)' when it is the common row's, each
    card so marked in every plan (a plan of two cards said the row's of neither)."""
    text = card_text(card)
    return _("{card} (row)").format(card=text) if card in state.common_row else text


def plan_label(state: State, steps: tuple) -> str:
    """'Trade 3 black ⬢ → 1 yellow ▲, then build the 8 (…)'."""
    words = exchange_words(steps[:-1])
    build = plan_card_text(state, steps[-1].card)
    if not words:
        return _("Build {card}").format(card=build)
    return _("{steps}, then build {card}").format(steps=_(", then ").join(words), card=build)


def unbuilt_affordable(state: State) -> list[str]:
    """Cards the mover could still build right now (ending the turn would leave them)."""
    return [o.card for o in outlooks(state) if o.now]


# ---- the round's end: which gems to keep ------------------------------------------------


def keep_limit(state: State) -> int:
    return gem_limit(state, state.mover) if state.phase == KEEP_GEMS and state.to_move is not None else 0


def returns_for(state: State, keep: dict[str, int]) -> list[ReturnGem]:
    """The ReturnGem actions that leave the mover with exactly `keep`; ValueError if `keep`
    is not a choice they may make (more than they hold, or not the limit)."""
    gems = state.players[state.mover].gems
    if any(n < 0 or n > gems[g] for g, n in keep.items() if g in gems) or set(keep) - set(GEM_KINDS):
        raise ValueError(_("keep only gems you hold"))
    if sum(keep.values()) != keep_limit(state):
        raise ValueError(_("keep exactly {n} gems").format(n=keep_limit(state)))
    return [ReturnGem(g) for g in GEM_KINDS for _gem in range(gems[g] - keep.get(g, 0))]


def proposed_returns(state: State, got: Sequence[str] = ()) -> list[tuple[str, list[ReturnGem]]]:
    """Whole sets of gems to give back at the round's end, each one click instead of one per
    gem: (why, the engine's ReturnGem actions). One keeps by the rule the advice keeps to
    (game.charon.keeping: clear gems, then what the hand's cards need — first what this turn's
    trades brought, `got` (gems_got) — then a spread); one gives from the largest piles, clear
    gems last. The same set twice is offered once."""
    if state.phase != KEEP_GEMS or state.to_move is None:
        return []
    player = state.mover
    gems = state.players[player].gems
    extra = sum(gems.values()) - keep_limit(state)
    if extra <= 0:
        return []
    kept = gems_to_keep(state, player, got)
    proposals = [
        (_keeping_words(state, player), [ReturnGem(g) for g in GEM_KINDS for _n in range(gems[g] - kept.get(g, 0))])
    ]
    left = dict(gems)
    largest = []
    for _gem in range(extra):
        kind = max((g for g in GEM_KINDS if left[g]), key=lambda g: (g != "clear", left[g], -GEM_KINDS.index(g)))
        left[kind] -= 1
        largest.append(ReturnGem(kind))
    if sorted(map(repr, largest)) != sorted(map(repr, proposals[0][1])):
        proposals.append((_("from your largest piles"), largest))
    return proposals


def only_kind_returns(state: State) -> tuple[str, list[ReturnGem]] | None:
    """With one kind of gem held, the whole return in one click: (its words, its steps)."""
    kind = only_kind(state)
    if kind is None:
        return None
    limit = keep_limit(state)
    extra = state.players[state.mover].gems[kind] - limit
    words = _("Return {gems} (all your gems are {colour})").format(gems=gem_count(kind, extra), colour=gem_name(kind))
    return words, returns_for(state, {kind: limit})


def set_returning(state: State, got: Sequence[str], gem: str) -> tuple[str, list[ReturnGem]] | None:
    """The whole set of gems to give back that the panel offers and that gives back a `gem` (its
    button's words, its steps), the first such: how the hint shows its one gem, which the search
    takes among the kinds the rule gives back (keeping.kinds_to_return), so the rule's set, first,
    holds it (a newcomer was pointed at "Return a black gem" beside the whole sets)."""
    whole = only_kind_returns(state)
    if whole is not None:
        return whole
    for why, steps in proposed_returns(state, got):
        if ReturnGem(gem) in steps:
            return returns_label(steps, why), steps
    return None


def _keeping_words(state: State, player: int) -> str:
    """Why the rule's set is kept, true of this hand: what its cards need, or why not."""
    needs = hand_needs(state, player)
    gems = state.players[player].gems
    if any(min(gems[c], needs[c]) for c in needs):
        return _("keeps what your hand's cards need")
    if not new_values(state, player, state.players[player].hand):
        return _("no card in your hand to build: keeps a spread for the cards to come")
    return _("none of your cards needs these gems: keeps a spread for the cards to come")


def gems_got(events: Sequence[Event], player: int) -> list[str]:
    """The colours `player` received by trades and the Synchrotron in this round's building
    turn, one entry a gem, from the game's `events` (those known: since the game came to the
    table)."""
    got: list[str] = []
    for event in reversed(events):
        if isinstance(event, RoundStarted) or (isinstance(event, PhaseStarted) and event.phase == BUILD):
            break
        if isinstance(event, Traded) and event.player == player:
            got.append(event.take)
        elif isinstance(event, SynchrotronUsed) and event.player == player:
            got += [event.take] * event.count
    return got


def returns_label(steps: list[ReturnGem], why: str) -> str:
    """'Return 3 black and 1 blue (from your largest piles)'."""
    counts = {g: sum(1 for a in steps if a.gem == g) for g in GEM_KINDS}
    gems = listed([gem_count(g, n) for g, n in counts.items() if n])
    return _("Return {gems} ({why})").format(gems=gems, why=why)


def refusal(state: State, steps: list) -> str | None:
    """Why a plan's steps, applied in order from `state`, would be refused (the engine's
    reason), or None: a plan is taken whole or not at all."""
    try:
        for step in steps:
            state = apply(state, step)
    except IllegalAction as error:
        return str(error)
    return None


def only_kind(state: State) -> str | None:
    """The one kind of gem the mover holds, if they hold a single kind (one click then)."""
    kinds = [g for g, n in state.players[state.mover].gems.items() if n]
    return kinds[0] if len(kinds) == 1 else None
