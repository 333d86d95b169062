"""The advisor's words that belong to no game: the hint box's and the review's own words (the
shell's hint_panel and review_panel show them), a move's win chance, the hint's headline and
alternatives, reasons joined into a sentence, and the review's summary and lists.

A game's advice module (charon_ui.advice, sixbillion_ui.advice) says only what is its own: a
move's label, a reason, a decision's name by its kind; shell.review_claims words one rating.
"""

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .i18n import N_, _, ngettext, ordinal
from .review_claims import agreed, confirmed, is_costly, rating_text

COSTLY = 0.03  # a rating without intervals is named as costly only if it cost this much win chance
SHOWN_COSTLY = 5  # the headline list of ratings without intervals (with them: every clear difference)

# The hint box's and the review's own words, each group beside the functions that word the rest
# of that box: marked with N_ here, translated where they are shown (shell.hint_panel, shell.review_panel).

# ---- the hint box ------------------------------------------------------------------------------
THINKING = N_("Thinking about your move…")
CANCEL = N_("Cancel")
CLOSE = N_("Hide the hint")
MORE = N_("More")  # a narrow screen's folded hint: its reasons and the next best
LESS = N_("Less")
NO_HINT = N_("No hint this time: the advisor could not decide ({error}).")


def chance_text(share: float | None) -> str:
    return "" if share is None else _("~{percent}% win chance").format(percent=round(100 * share))


def _with_chance(label: str, share: float | None) -> str:
    chance = chance_text(share)
    return label + (f" ({chance})" if chance else "")


def hint_lines(advice: dict[str, Any], label: Callable[[Any], str]) -> tuple[str, list[str]]:
    """(the headline, the alternatives) of the hint box: each of the advisor's options
    (`advice["options"]`, best first) by its move's words, `label(action_json)`, and its chance."""
    best, *others = advice["options"]
    headline = _with_chance(_("Hint: {move}").format(move=label(best["action"])), best["winChance"])
    return headline, [_with_chance(label(option["action"]), option["winChance"]) for option in others]


def reasons_sentence(reasons: Sequence[str]) -> str:
    """'It wins …; and keeps ….': reasons in words ('wins …'), as one sentence ('' for none)."""
    if not reasons:
        return ""
    if len(reasons) == 1:
        return _("It {reason}.").format(reason=reasons[0])
    return _("It {reasons}; and {last}.").format(reasons="; ".join(reasons[:-1]), last=reasons[-1])


# ---- the review --------------------------------------------------------------------------------
REVIEW_OFFER = N_(
    "The advisor can look at each of your decisions again, from what you could see then, and "
    "say what it thinks each cost you: usually under a second a decision; you can stop it."
)
REVIEW_COST = N_(
    "The advisor looks at each of your decisions again from what you could see then, with "
    "{iterations} searches per decision (about {seconds} s in all on this device)."
)
REVIEW_THINKING = N_("Rating your decisions: {done} of {total}…")
# After every decision's first look the bar goes on (the longer looks spend the rest of the budget).
REVIEW_LOOKING_AGAIN = N_("All {total} decisions rated once; looking again at the closest calls…")
REVIEW_CANCELLED = N_("Review stopped after {done} of {total} decisions.")
REVIEW_FAILED = N_("The review stopped: the advisor failed ({error}).")
SHOW_IN_REPLAY = N_("Show in the replay")  # a reviewed decision's moment, in the replay

Rating = dict[str, Any]  # one decision's rating (game.ai.worker.review)


def review_status(done: int, total: int) -> str:
    """The running review's line beside its bar: the first looks counted, then the longer looks
    (the bar measures the budget spent, so "50 of 50" beside a bar two-thirds full would contradict it).

    >>> review_status(3, 50)
    'Rating your decisions: 3 of 50…'
    >>> review_status(50, 50)
    'All 50 decisions rated once; looking again at the closest calls…'
    """
    if total and done >= total:
        return _(REVIEW_LOOKING_AGAIN).format(total=total)
    return _(REVIEW_THINKING).format(done=done, total=total or "…")


DECISION = N_("your {nth} decision in round {round}")  # a decision of a kind a game does not name


def decision_names(
    ratings: Sequence[Rating], patterns: Mapping[type, str], action_from_json: Callable[[Any], Any]
) -> list[str]:
    """'your 3rd flag in round 2' for each rated decision: `patterns`, a game's table of its
    actions' kinds -> message ids with {nth} and {round} (DECISION for a kind it does not name),
    names the kind of the rating's played action (read by `action_from_json`); {nth} counts the
    decisions of that pattern in the round."""
    seen: dict[tuple[int, str], int] = {}
    out = []
    for r in ratings:
        kind = patterns.get(type(action_from_json(r["played"])), DECISION)
        key = (r["round"], kind)
        seen[key] = seen.get(key, 0) + 1
        out.append(_(kind).format(nth=ordinal(seen[key]), round=r["round"]))
    return out


def _differences_said(ratings: Sequence[Rating]) -> str:
    """' Of the other 37, 2 were clear differences; the rest were too close to call.': of the
    decisions rated with intervals where the advisor would have moved otherwise, how many it is
    sure of ("the same move in 18 of 55" alone reads as 37 mistakes); '' without such ratings."""
    others = [r for r in ratings if "sure" in r and r["cost"] is not None and not agreed(r)]
    if not others:
        return ""
    n, clear = len(others), sum(1 for r in others if confirmed(r))
    unchecked = any(r["sure"] and not confirmed(r) for r in others)
    rest = _("too close to call, or not checked") if unchecked else _("too close to call")
    if clear == 0:
        text = ngettext(
            "The other {n} decision was not a clear difference: {rest}.",
            "None of the other {n} decisions was a clear difference: {rest}.",
            n,
        )
    elif clear == n:
        text = ngettext(
            "The other {n} decision was a clear difference.", "The other {n} decisions were all clear differences.", n
        )
    else:
        text = ngettext(
            "Of the other {n}, {clear} was a clear difference; the rest were {rest}.",
            "Of the other {n}, {clear} were clear differences; the rest were {rest}.",
            clear,
        )
    return " " + text.format(n=n, clear=clear, rest=rest)


def review_lines(
    ratings: Sequence[Rating],
    decisions: Sequence[str],
    best: Callable[[Rating], str],
    played: Callable[[Rating], str] = lambda _rating: "",
) -> tuple[str, list[str], list[str]]:
    """(a summary, the costliest decisions, every decision) in words: `decisions` each rating's
    decision by name, `best(rating)` the advisor's move for it in words, `played(rating)` the
    move made."""
    summary = ngettext(
        "The advisor would have made the same move in {agreed} of your {total} decision.",
        "The advisor would have made the same move in {agreed} of your {total} decisions.",
        len(ratings),
    ).format(agreed=sum(1 for r in ratings if agreed(r)), total=len(ratings))
    summary += _differences_said(ratings)
    # Where the review would have moved otherwise on a move the hint advised, say why before a
    # line says so; only those are counted ("you followed the hint in 34 of 34" beside "the same
    # move in 29" read as a contradiction, and "of them" as the hint's mistakes: two play-tests).
    differ = sum(1 for r in ratings if not agreed(r))
    hinted = sum(1 for r in ratings if r.get("hinted") and not agreed(r))
    if hinted:
        # Each number names what it counts ("in 10 of those": of the 28 or of the 49? a play-test).
        if differ == 1:
            lead = _("In the one decision where the advisor would have moved otherwise, you had followed the hint.")
        elif hinted == differ:
            lead = _(
                "In all {differ} decisions where the advisor would have moved otherwise, you had followed the hint."
            )
        else:
            lead = _(
                "In {n} of the {differ} decisions where the advisor would have moved otherwise, "
                "you had followed the hint."
            )
        summary += " " + lead.format(n=hinted, differ=differ) + " "
        summary += _(
            "The hint is a quick look and the review a longer one, so on close moves they can differ, "
            "which is no mistake of yours."
        )
    every = [rating_text(name, r, best(r), played(r)) for name, r in zip(decisions, ratings, strict=True)]
    costly = sorted((i for i, r in enumerate(ratings) if is_costly(r, COSTLY)), key=lambda i: -ratings[i]["cost"])
    # The summary counts the clear differences: the list names each of them (they are few: a
    # longer look must separate the moves); ratings without intervals, only the costliest.
    shown = costly if any("sure" in r for r in ratings) else costly[:SHOWN_COSTLY]
    return summary, [every[i] for i in shown], every
