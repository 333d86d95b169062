"""The advisor in words: the hint's move, its reasons and the two alternatives with their win
chances; where the hint points on the board; whether hints are on at this table; and the
post-game review's lines ("your 3rd flag in round 2 cost you ~8% win chance").

The advisor (game.charon.players.advisor, run in the AI worker) answers with facts as JSON; every word
the player reads is made here, in one place (ready to be wrapped for translation).
"""

from collections.abc import Sequence

from game.charon import (
    Build,
    ChooseRowCard,
    EndTurn,
    LiftFlag,
    Pass,
    PlaceFlag,
    ReplaceDuplicates,
    ReturnGem,
    State,
    Synchrotron,
    TakeCard,
    Trade,
    action_from_json,
)
from game.charon.building import Payment, trades_to_pay
from game.charon.state import BUILD
from shell.advice_words import decision_names as shared_decision_names
from shell.advice_words import hint_lines, reasons_sentence
from shell.advice_words import review_lines as shared_review_lines
from shell.i18n import N_, _, listed, ngettext

from .describe import action_label, card_text, gem_count, gems_text, position_text
from .theme import area_title, gem_name

# The bot whose move is the hint: the strongest, as a learner wants the best move and asks for
# it (about a second in the worker; the player can cancel it).
HINT_LEVEL = "hard"


def reason_text(
    reason: dict, names: list[str], row: tuple[str, ...] | list[str] = (), view: State | None = None
) -> str:
    """One reason of the advisor's (game.charon.players.advisor.Reason.to_json) in words; `row`: the
    common row's cards (a card there is "the row's", not "your"); `view`: the mover's view
    of the hint's moment, for how many trades in all would pay for a gem's card."""
    kind = reason["kind"]
    gem: str | None = reason.get("colour")
    colour = gem_name(gem) if gem else ""  # a gem kind's name, in words
    count = reason.get("count")
    need = ""
    if reason.get("short"):  # a gem's reason: the card that lacks it
        if reason["card"] in row:
            need = _(": the row's {card} needs {n} more {colour}")
        else:
            need = _(": your {card} needs {n} more {colour}")
        need = need.format(card=_card(reason["card"]), n=reason["short"], colour=colour)
    gems = gem_count(gem, count) if gem and count is not None else ""
    area = area_title(reason["area"]) if "area" in reason else ""
    card = card_text(reason["card"]) if reason.get("card") else ""
    if kind == "wins_zone":
        return _("wins zone {zone}'s {gems}{need}").format(zone=reason["zone"], gems=gems, need=need)
    if kind == "denies_zone":
        return _("keeps zone {zone}'s {gems} from {name}").format(
            zone=reason["zone"], gems=gems, name=names[reason["rival"]]
        )
    if kind == "influence":
        return _("adds influence in zone {zone} ({gems}), not yet enough to take it").format(
            zone=reason["zone"], gems=gems
        )
    if kind == "lifts_area":
        if not count:
            return _("frees a flag for the moon from {area}, which no rival contests (no one will win it)").format(
                area=area
            )
        return ngettext(
            "frees a flag for the moon from {area}, where the rivals have {n} flag",
            "frees a flag for the moon from {area}, where the rivals have {n} flags",
            count,
        ).format(area=area, n=count)
    if kind == "keeps_area":
        return _("keeps your last flag on {area}").format(area=area)
    if kind == "keeps_areas":
        return _("keeps your flags on {areas}").format(areas=listed([area_title(a) for a in reason["areas"]]))
    if kind == "moves_flag":
        return _("moves your flag from {spot}").format(spot=position_text(reason["position"]))
    if kind == "gets_gem":
        text = _("gets a {colour} gem{need}").format(colour=colour, need=need)
        return text + _trades_in_all(view, reason.get("card"))
    if kind == "builds":
        return ngettext(
            "builds {card} for {points} point", "builds {card} for {points} points", reason["points"]
        ).format(card=card, points=reason["points"])
    if kind == "takes_card":
        return ngettext(
            "takes {card}, worth {points} point", "takes {card}, worth {points} points", reason["points"]
        ).format(card=card, points=reason["points"])
    if kind == "row_card":
        return _row_card_text(reason, card, names)
    if kind == "keeps_cards":
        return _("keeps {cards} for you to build").format(cards=listed([card_text(c) for c in reason["cards"]]))
    if kind == "returns_gem":
        if card:
            return _("gives back a {colour} gem, though {card} could use it").format(colour=colour, card=card)
        return _("gives back a {colour} gem that none of your cards needs").format(colour=colour)
    if kind == "replaces":  # a duplicate: a card of a value the player has built (RULES.md 4.0)
        return ngettext(
            "replaces {cards}, which you can never build: you have built a card of its value already",
            "replaces {cards}, which you can never build: you have built cards of their values already",
            len(reason["cards"]),
        ).format(cards=listed([card_text(c) for c in reason["cards"]]))
    if kind == "ends_turn":
        return _("keeps your gems for a later round")
    if kind == "passes":
        return _("leaves things as they are")
    raise ValueError(f"unknown reason {kind!r}")


def _row_card_text(reason: dict, card: str, names: list[str]) -> str:
    """Why a card goes to the row: a value built already, a second card of a value, or how little it is worth to the
    player (its points, the gems it lacks) against the rest of the hand; when another card is
    worth less to the player, why that one stays in the hand."""
    if reason.get("built"):
        return _("puts {card} into the common row: you have built a card worth {points} already").format(
            card=card, points=reason["points"]
        )
    if reason.get("twin"):
        return _(
            "puts {card} into the common row: you also hold {twin}, and only one card of each value can be built"
        ).format(card=card, twin=card_text(reason["twin"]))
    short = reason.get("short") or 0
    if not reason.get("least"):
        other = card_text(reason["cards"][0]) if reason.get("cards") else ""
        if reason.get("rival") is not None:
            return _(
                "puts {card} into the common row and keeps {other}, which {name} could build from the row at once"
            ).format(card=card, other=other, name=names[reason["rival"]])
        # "…rather than X, which … is of less use to you: … expects more from keeping it" read
        # as a contradiction (play-test 20): the measure and the look-ahead disagree, so "although".
        return _(
            "puts {card} into the common row rather than {other}: although by points and gems short that "
            "card is of less use to you, the advisor's look-ahead expects more from keeping it"
        ).format(card=card, other=other)
    if short:
        return ngettext(
            "puts {card} into the common row: of your cards the least use to you, {short} gem short",
            "puts {card} into the common row: of your cards the least use to you, {short} gems short",
            short,
        ).format(card=card, short=short)
    return ngettext(
        "puts {card} into the common row: of your cards the least use to you, at only {points} point",
        "puts {card} into the common row: of your cards the least use to you, at only {points} points",
        reason["points"],
    ).format(card=card, points=reason["points"])


def _trades_in_all(view: State | None, card: str | None) -> str:
    """'; 3 trades in all pay for it': the engine's exact count (trades_to_pay) from the hint's
    moment, in the mover's building turn; '' when it does not apply."""
    if view is None or card is None or view.phase != BUILD or view.to_move is None:
        return ""
    payment = trades_to_pay(view, view.to_move, card)
    if not isinstance(payment, Payment) or not payment.exchanges:
        return ""
    trades = sum(isinstance(a, Trade) for a in payment.exchanges)
    if trades == len(payment.exchanges):
        return ngettext("; {n} trade pays for it", "; {n} trades in all pay for it", trades).format(n=trades)
    if not trades:
        return _("; the Synchrotron pays for it")
    return ngettext(
        "; the Synchrotron and {n} trade pay for it", "; the Synchrotron and {n} trades pay for it", trades
    ).format(n=trades)


def _card(card: str) -> str:
    """'9 (1 yellow, 3 purple, 2 black)': a card after 'your' (in English, without its 'the')."""
    return card_text(card).removeprefix("the ")


def reasons_text(option: dict, names: list[str], row: list[str], limit: int = 2, view: State | None = None) -> str:
    """'It wins zone 8's 3 purple: …; and keeps …' (the first `limit` reasons)."""
    return reasons_sentence([reason_text(r, names, row, view) for r in option["reasons"][:limit]])


def option_lines(advice: dict, view: State, names: list[str], move: str | None = None) -> tuple[str, str, list[str]]:
    """(the advised move, why, the alternatives) in words, for the hint box; `move`: the advised
    move's words where the page offers it otherwise (a whole set of gems to give back)."""
    best = advice["options"][0]["action"]

    def label(action: dict) -> str:
        return move if move is not None and action is best else action_label(action_from_json(action), view)

    headline, alternatives = hint_lines(advice, label)
    return headline, reasons_text(advice["options"][0], names, view.common_row, view=view), alternatives


def board_target(action_json: dict, view: State) -> tuple[str, str] | None:
    """Where the hint points on the board: ("position", id), ("area", id), ("card", id), or None
    for a move with no place of its own (a trade, the end of a turn)."""
    action = action_from_json(action_json)
    if isinstance(action, PlaceFlag):
        return ("position", action.position)
    if isinstance(action, LiftFlag):
        return ("area", action.source) if action.source in view.action_flags else ("position", action.source)
    if isinstance(action, (Build, ChooseRowCard, TakeCard)):
        return ("card", action.card)
    return None


# ---- the post-game review -----------------------------------------------------------------------

# A decision by its kind: '{nth}' is its place among that kind's in the round ("3rd";
# in Hungarian "3."), a whole pattern each, so that a language can word each its own way.
_DECISIONS = {
    PlaceFlag: N_("your {nth} flag in round {round}"),
    LiftFlag: N_("your {nth} choice of a flag to lift in round {round}"),
    Build: N_("your {nth} build in round {round}"),
    Trade: N_("your {nth} trade in round {round}"),
    Synchrotron: N_("your {nth} Synchrotron swap in round {round}"),
    ReturnGem: N_("your gems kept at the end of round {round}"),  # one decision (its gems: the rating's `also`)
    ChooseRowCard: N_("your {nth} card for the row in round {round}"),
    TakeCard: N_("your {nth} Engineering Advance take in round {round}"),
    EndTurn: N_("your {nth} end of a building turn in round {round}"),
    Pass: N_("your {nth} pass in round {round}"),
    ReplaceDuplicates: N_("your {nth} replacement of duplicates in round {round}"),
}


def review_lines(ratings: list[dict], view: State, names: Sequence[str] = ()) -> tuple[str, list[str], list[str]]:
    """(a summary, the costliest decisions, every decision) in words. `view`: any view of the
    finished game; `names` are not needed (labels name cards and spots only)."""
    return shared_review_lines(
        ratings, _decision_names(ratings), lambda r: _best_words(r, view), lambda r: _played_words(r, view)
    )


def _decision_names(ratings: list[dict]) -> list[str]:
    """Each decision by its kind and round; a pass by its button's own words ("your choice
    “Keep my cards (no replacement)” in round 3": a player never pressed a "pass")."""
    out = shared_decision_names(ratings, _DECISIONS, action_from_json)
    for i, rating in enumerate(ratings):
        button = _PASSES.get(rating["phase"])
        if button is not None and isinstance(action_from_json(rating["played"]), Pass):
            out[i] = _("your choice “{button}” in round {round}").format(button=_(button), round=rating["round"])
    return out


# A pass in the review, by the phase it was made in.
_PASSES = {
    "replace_duplicates": N_("Keep my cards (no replacement)"),
    "stolen_intelligence": N_("Don't move a flag"),
    "engineering_advance": N_("Take no card"),
}


def played_label(action, phase: str, view: State) -> str:
    """An action's label for the review, which sees the end of the game, not the moment of the
    decision: cards are named without where they lay."""
    if isinstance(action, Build):
        return _("Build {card}").format(card=card_text(action.card))
    if isinstance(action, TakeCard):
        return _("Take {card}").format(card=card_text(action.card))
    if isinstance(action, Pass):
        return _(_PASSES.get(phase, N_("Pass")))
    return action_label(action, view)


def _best_words(rating: dict, view: State) -> str:
    """The advisor's move; at a round's end, the whole set of gems its one gem belongs to, by the
    gems kept (one decision, the page's one click: "Return a green gem" named one of six)."""
    kept = rating.get("bestKept")
    if kept:
        return _("Keep {gems}, return the rest").format(gems=gems_text(g for g, n in kept.items() for _n in range(n)))
    return played_label(action_from_json(rating["best"]), rating["phase"], view)


def _played_words(rating: dict, view: State) -> str:
    """The move made; the gems given back at a round's end, all of them (one decision)."""
    if rating.get("also"):
        gems = [a["gem"] for a in [rating["played"], *rating["also"]]]
        return _("Return {gems}").format(gems=gems_text(gems))
    return played_label(action_from_json(rating["played"]), rating["phase"], view)
