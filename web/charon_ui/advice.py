"""The advisor in words: the hint's move, its reasons and the two alternatives with their win
chances; where the hint points on the board; whether hints are on at this table; and the
post-game review's lines ("your 3rd flag in round 2 cost you ~8% win chance").

The advisor (game.ai.advisor, run in the AI worker) answers with facts as JSON; every word
the player reads is made here, in one place (ready to be wrapped for translation).
"""

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

from . import ai_seats
from .describe import action_label, card_text, position_text
from .stats import ordinal
from .theme import AREA_TITLES

HINT_LEVEL = "medium"  # the bot whose move is the hint
COSTLY = 0.03  # a review names a decision only if it cost at least this much win chance
SHOWN_COSTLY = 5  # the review's headline list

THINKING = "Thinking about your move…"
CANCEL = "Cancel"
CLOSE = "Hide the hint"
HOT_SEAT_OFF = "Hints are off in games with several people at the table: switch them on with the Hints box."
REVIEW_OFFER = (
    "The advisor can look at each of your decisions again, from what you could see then, and "
    "say what it thinks each cost you: usually under a second a decision; you can stop it."
)
REVIEW_THINKING = "Rating your decisions: {done} of {total}…"
REVIEW_CANCELLED = "Review stopped after {done} of {total} decisions."
REVIEW_COST = (
    "The advisor looks at each of your decisions again from what you could see then, with "
    "{iterations} searches per decision (about {seconds} s in all on this device)."
)


def hints_on(seats: list[str], switched_on: bool) -> bool:
    """Whether the Hint button is offered: always with one human at the table; with several
    (hot seat) only once switched on — a hint would be seen by everyone at the screen; never
    at a table of computers."""
    humans = ai_seats.humans(seats)
    return len(humans) == 1 or (len(humans) > 1 and switched_on)


def chance_text(share: float | None) -> str:
    return "" if share is None else f"~{round(100 * share)}% win chance"


def reason_text(reason: dict, names: list[str], row: tuple[str, ...] | list[str] = ()) -> str:
    """One reason of the advisor's (game.ai.advisor.Reason.to_json) in words; `row`: the
    common row's cards (a card there is "the row's", not "your")."""
    kind = reason["kind"]
    colour, count = reason.get("colour"), reason.get("count")
    need = ""
    if reason.get("short"):  # a gem's reason: the card that lacks it
        whose = "the row's" if reason["card"] in row else "your"
        need = f": {whose} {_card(reason['card'])} needs {reason['short']} more {colour}"
    if kind == "wins_zone":
        return f"wins zone {reason['zone']}'s {count} {colour}{need}"
    if kind == "denies_zone":
        return f"keeps zone {reason['zone']}'s {count} {colour} from {names[reason['rival']]}"
    if kind == "influence":
        return f"adds influence in zone {reason['zone']} ({count} {colour}), not yet enough to take it"
    if kind == "lifts_area":
        return f"gives up {AREA_TITLES[reason['area']]}"
    if kind == "keeps_area":
        return f"keeps your last flag on {AREA_TITLES[reason['area']]}"
    if kind == "moves_flag":
        return f"moves your flag from {position_text(reason['position'])}"
    if kind == "gets_gem":
        return f"gets a {colour} gem{need}"
    if kind == "builds":
        return f"builds {card_text(reason['card'])} for {reason['points']} points"
    if kind == "takes_card":
        return f"takes {card_text(reason['card'])}, worth {reason['points']} points"
    if kind == "row_card":
        return f"puts {card_text(reason['card'])} into the common row"
    if kind == "returns_gem":
        if reason.get("card"):
            return f"gives back a {colour} gem, though {card_text(reason['card'])} could use it"
        return f"gives back a {colour} gem that none of your cards needs"
    if kind == "replaces":
        return "replaces " + ", ".join(card_text(c) for c in reason["cards"])
    if kind == "ends_turn":
        return "keeps your gems for a later round"
    if kind == "passes":
        return "leaves things as they are"
    raise ValueError(f"unknown reason {kind!r}")


def _card(card: str) -> str:
    """'9 (1 yellow, 3 purple, 2 black)': a card after 'your'."""
    return card_text(card).removeprefix("the ")


def reasons_text(option: dict, names: list[str], row: list[str], limit: int = 2) -> str:
    """'It wins zone 8's 3 purple: …; and keeps …' (the first `limit` reasons)."""
    words = [reason_text(r, names, row) for r in option["reasons"][:limit]]
    if not words:
        return ""
    listed = words[0] if len(words) == 1 else "; ".join(words[:-1]) + "; and " + words[-1]
    return f"It {listed}."


def option_lines(advice: dict, view: State, names: list[str]) -> tuple[str, str, list[str]]:
    """(the advised move, why, the alternatives) in words, for the hint box."""
    best, *others = advice["options"]
    action = action_from_json(best["action"])
    chance = chance_text(best["winChance"])
    headline = f"Hint: {action_label(action, view)}" + (f" ({chance})" if chance else "")
    alternatives = []
    for option in others:
        other = action_from_json(option["action"])
        chance = chance_text(option["winChance"])
        alternatives.append(f"{action_label(other, view)}" + (f" ({chance})" if chance else ""))
    return headline, reasons_text(best, names, view.common_row), alternatives


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

_NOUNS = {
    PlaceFlag: "flag",
    LiftFlag: "choice of a flag to lift",
    Build: "build",
    Trade: "trade",
    Synchrotron: "Synchrotron swap",
    ReturnGem: "returned gem",
    ChooseRowCard: "card for the row",
    TakeCard: "Engineering Advance take",
    EndTurn: "end of a building turn",
    Pass: "pass",
    ReplaceDuplicates: "replacement of duplicates",
}


def decision_names(ratings: list[dict]) -> list[str]:
    """'your 3rd flag in round 2' for each rated decision (counted by kind within its round)."""
    seen: dict[tuple[int, type], int] = {}
    out = []
    for r in ratings:
        kind = type(action_from_json(r["played"]))
        key = (r["round"], kind)
        seen[key] = seen.get(key, 0) + 1
        out.append(f"your {ordinal(seen[key])} {_NOUNS.get(kind, 'decision')} in round {r['round']}")
    return out


def review_lines(ratings: list[dict], view: State) -> tuple[str, list[str], list[str]]:
    """(a summary, the costliest decisions, every decision) in words. `view`: any view of the
    finished game (labels name cards and spots only)."""
    names = decision_names(ratings)
    agreed = sum(1 for r in ratings if r["cost"] == 0)
    summary = f"The advisor would have made the same move in {agreed} of your {len(ratings)} decisions."
    every = []
    for name, r in zip(names, ratings, strict=True):
        every.append(_rating_words(name, r, view))
    costly = sorted(
        (i for i, r in enumerate(ratings) if r["cost"] is not None and r["cost"] >= COSTLY),
        key=lambda i: -ratings[i]["cost"],
    )
    return summary, [every[i] for i in costly[:SHOWN_COSTLY]], every


def played_label(action, phase: str, view: State) -> str:
    """An action's label for the review, which sees the end of the game, not the moment of the
    decision: cards are named without where they lay."""
    if isinstance(action, Build):
        return f"Build {card_text(action.card)}"
    if isinstance(action, TakeCard):
        return f"Take {card_text(action.card)}"
    if isinstance(action, Pass):
        return {
            "replace_duplicates": "Keep my cards (no replacement)",
            "stolen_intelligence": "Don't move a flag",
            "engineering_advance": "Take no card",
        }.get(phase, "Pass")
    return action_label(action, view)


def _rating_words(name: str, rating: dict, view: State) -> str:
    cost = rating["cost"]
    best = played_label(action_from_json(rating["best"]), rating["phase"], view)
    if cost == 0:
        return f"{name[0].upper()}{name[1:]}: the advisor's choice too."
    if cost is None:
        return f"{name[0].upper()}{name[1:]}: a move the advisor does not weigh; it would have chosen: {best}."
    return f"{name[0].upper()}{name[1:]} cost you ~{round(100 * cost)}% win chance (the advisor: {best})."
