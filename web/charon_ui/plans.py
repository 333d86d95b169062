"""The building turn, made easy: for every card in the hand and the common row, can it be
built now, and if not, what is missing and which trades (or the Synchrotron) would get it —
"Trade 3 black → 1 yellow, then build the 8" — and the best the whole turn can build. A plan
is a list of the engine's ordinary actions, each checked by `apply` when the page performs it;
which trades pay for a card is the engine's exact answer (`trades_to_pay`), never a guess.

Also the other chores of the building turn: the gems to keep at the round's end as one
decision, and whether ending the turn would leave a card unbuilt that could be built.
"""

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
    may_exchange,
    trades_to_pay,
)
from game.charon.cards import CARD_COST, CARD_VALUE
from game.charon.state import BUILD, KEEP_GEMS
from shell.i18n import _, listed, ngettext, pgettext

from .describe import card_text, gem_count, gems_text


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


def turn_plan_label(steps: tuple) -> str:
    """'Trade 3 yellow ▲ → 1 purple, then build the 12 (…) and the 9 (…)'."""
    builds = listed([card_text(a.card) for a in steps if not isinstance(a, Trade | Synchrotron)])
    words = exchange_words(steps)
    if not words:
        return _("Build {card}").format(card=builds)
    return _("{steps}, then build {card}").format(steps=_(", then ").join(words), card=builds)


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
            words.append(text.format(gems=gems_text(a.give), gem=gem_count(a.take, 1)))
        elif isinstance(a, Synchrotron):
            words.append(
                _("Synchrotron {give} → {take}").format(
                    give=gem_count(a.give, a.count), take=gem_count(a.take, a.count)
                )
            )
    return words


def plan_label(steps: tuple) -> str:
    """'Trade 3 black ⬢ → 1 yellow ▲, then build the 8 (…)'."""
    words = exchange_words(steps[:-1])
    build = card_text(steps[-1].card)
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


def proposed_returns(state: State) -> list[tuple[str, list[ReturnGem]]]:
    """Whole sets of gems to give back at the round's end, each one click instead of one per
    gem: (why, the engine's ReturnGem actions). One keeps what the cards in hand cost (the gems
    they want least go first); one gives from the largest piles, keeping a spread. Clear gems,
    which stand for any colour, go last. The same set twice is offered once."""
    if state.phase != KEEP_GEMS or state.to_move is None:
        return []
    gems = state.players[state.mover].gems
    extra = sum(gems.values()) - keep_limit(state)
    if extra <= 0:
        return []
    # What the hand's cards cost, the cheapest first, as far as the limit keeps: whole cards
    # kept buildable rather than a part of each.
    wanted = {g: 0 for g in GEM_KINDS}
    for card in sorted(state.players[state.mover].hand, key=lambda c: sum(n for _g, n in CARD_COST[c])):
        if sum(wanted.values()) + sum(n for _g, n in CARD_COST[card]) <= keep_limit(state):
            for colour, n in CARD_COST[card]:
                wanted[colour] += n
    ways = {
        _("keeps what your hand's cards cost"): lambda g, left: (g != "clear", left[g] - wanted[g], left[g]),
        _("from your largest piles"): lambda g, left: (g != "clear", left[g], -GEM_KINDS.index(g)),
    }
    proposals: list[tuple[str, list[ReturnGem]]] = []
    for why, first_to_go in ways.items():
        left = dict(gems)
        steps = []
        for _gem in range(extra):
            kind = max((g for g in GEM_KINDS if left[g]), key=lambda g: first_to_go(g, left))
            left[kind] -= 1
            steps.append(ReturnGem(kind))
        if all(sorted(map(repr, steps)) != sorted(map(repr, other)) for _why, other in proposals):
            proposals.append((why, steps))
    return proposals


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
