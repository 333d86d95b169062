"""The building turn, made easy: for every card in the hand and the common row, can it be
built now, and if not, what is missing and which trades (or the Synchrotron) would get it —
"Trade 3 black → 1 yellow, then build the 8". A plan is a list of the engine's ordinary
actions, each checked by `apply` when the page performs it.

Also the other chores of the building turn: the gems to keep at the round's end as one
decision, and whether ending the turn would leave a card unbuilt that could be built.
"""

from dataclasses import dataclass

from game.charon import Build, ReturnGem, State, Synchrotron, Trade, legal_actions, play
from game.charon.board import GEM_KINDS
from game.charon.building import colours_missing, gem_limit
from game.charon.cards import CARD_COST, CARD_VALUE
from game.charon.state import BUILD, KEEP_GEMS
from shell.i18n import _, ngettext

from .describe import card_text, gem_count, gems_text

MAX_STEPS = 3  # trades or exchanges before the build: more is not a plan a player would follow
MAX_SEARCHED = 40  # positions looked at per card, at most (the page plans on every redraw)
BRANCHES = 6  # the most promising trades tried from each position


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
    me = state.players[state.to_move]
    built_values = {CARD_VALUE[c] for c in me.built}
    out = []
    for card, from_row in [(c, False) for c in me.hand] + [(c, True) for c in state.common_row]:
        if CARD_VALUE[card] in built_values:
            why = _("you have built a {value} already").format(value=CARD_VALUE[card])
            out.append(Outlook(card, from_row, (), why))
        elif from_row and state.built_from_row:
            out.append(Outlook(card, from_row, (), _("one card from the row per turn, built already")))
        else:
            steps = plan(state, card)
            if steps:
                out.append(Outlook(card, from_row, steps))
            else:
                missing = colours_missing(card, me.gems)
                short = max(0, sum(missing.values()) - me.gems["clear"])
                why = ngettext(
                    "{n} gem short: no trade gets there", "{n} gems short: no trade gets there", short
                ).format(n=short)
                out.append(Outlook(card, from_row, (), why))
    return out


def plan(state: State, card: str) -> tuple:
    """The fewest trades and exchanges, then the cheapest build of `card` (fewest clear gems
    spent), found by trying the engine's own legal actions; () if none within MAX_STEPS.
    The page performs the plan through the checked `apply`, one action at a time."""
    root = state.copy()
    root.history = None  # a scratch copy: trying trades need not drag the game's record along
    frontier: list[tuple[State, tuple]] = [(root, ())]
    searched = 0
    for _step in range(MAX_STEPS + 1):
        following = []
        for s, path in frontier:
            if s.to_move != state.to_move or s.phase != BUILD:
                continue  # that trade ended the turn: no build after it
            options = legal_actions(s)
            builds = [a for a in options if isinstance(a, Build) and a.card == card]
            if builds:
                return (*path, min(builds, key=lambda b: len(b.wild)))
            for action in _helpful(s, card, options)[:BRANCHES]:
                searched += 1
                if searched > MAX_SEARCHED:
                    return ()
                child = s.copy()
                play(child, action)  # legal: it came from legal_actions(s)
                following.append((child, (*path, action)))
        frontier = following
    return ()


def _helpful(state: State, card: str, options: list) -> list:
    """Trades and exchanges that bring a colour `card` lacks, giving only gems it does not
    need — first those giving colours no other card in hand or row asks for, clear gems last
    (they pay for anything)."""
    me = state.players[state.mover]
    gems = me.gems
    need = dict(CARD_COST[card])
    missing = colours_missing(card, gems)
    spare = {g: gems[g] - need.get(g, 0) for g in GEM_KINDS}
    others = {c for other in me.hand + state.common_row if other != card for c, _ in CARD_COST[other]}
    helpful: list[Trade | Synchrotron] = []
    for a in options:
        if isinstance(a, Trade) and a.take in missing and a.take not in a.give:
            if all(a.give.count(g) <= spare[g] for g in set(a.give)):
                helpful.append(a)
        elif isinstance(a, Synchrotron) and a.take in missing and a.count <= missing[a.take]:
            if a.count <= spare[a.give]:
                helpful.append(a)

    def cost(a) -> tuple[int, int]:
        given = a.give if isinstance(a, Trade) else (a.give,) * a.count
        return (given.count("clear"), sum(g in others for g in given))

    return sorted(helpful, key=cost)


def plan_label(steps: tuple) -> str:
    """'Trade 3 black ⬢ → 1 yellow ▲, then build the 8 (…)'."""
    words = []
    for a in steps[:-1]:
        if isinstance(a, Trade):
            words.append(_("Trade {gems} → {gem}").format(gems=gems_text(a.give), gem=gem_count(a.take, 1)))
        elif isinstance(a, Synchrotron):
            words.append(
                _("Synchrotron {give} → {take}").format(
                    give=gem_count(a.give, a.count), take=gem_count(a.take, a.count)
                )
            )
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


def only_kind(state: State) -> str | None:
    """The one kind of gem the mover holds, if they hold a single kind (one click then)."""
    kinds = [g for g, n in state.players[state.mover].gems.items() if n]
    return kinds[0] if len(kinds) == 1 else None
