"""6 Billion's advisor in words: the hint's move, its reasons and the two alternatives with their
win chances, and the post-game review's lines ("your 3rd card play in round 2 cost you ~8% win
chance"), as Charon's (charon_ui.advice).

The advisor (game.sixbillion.players.advisor, run in the AI worker) answers with facts as JSON
(`reasons`); every word the player reads is made here, from those facts and the mover's view.
"""

from collections.abc import Sequence

from game.sixbillion import (
    Action,
    Consent,
    EndActions,
    FreeDouble,
    Pass,
    Play,
    React,
    Refuse,
    Reveal,
    Settle,
    State,
    action_from_json,
    consent_needed,
)
from game.sixbillion.components import DISTANCE
from shell.advice_words import decision_names as shared_decision_names
from shell.advice_words import hint_lines, reasons_sentence
from shell.advice_words import review_lines as shared_review_lines
from shell.i18n import N_, _, listed, ngettext, pgettext

from .describe import action_label, faction_name, possessive
from .theme import card_name, site_name

# The bot whose move is the hint: the strongest, as a learner wants the best move and asks for
# it (a second or two in the worker; the player can cancel it).
HINT_LEVEL = "hard"
HINT_SECONDS = 3.0  # its cap: as the hard computer player's (game.sixbillion.players.search.TIME_CAPS)


def _points(n: int) -> str:
    """'+3 points for you there', '1 point less for you there' (a change of 0: `_no_points`)."""
    if n > 0:
        return ngettext("+{n} point for you there", "+{n} points for you there", n).format(n=n)
    return ngettext("{n} point less for you there", "{n} points less for you there", -n).format(n=-n)


def _no_points(view: State, faction: int, site: str, to: int, names: Sequence[str]) -> str:
    """What a doubling that changes none of the player's points does for them ("no change in
    your points there" read as a move worth nothing, issue 36): another's token grows at no cost
    to them; their own widens their lead, or climbs toward the token above it."""
    me = view.to_move
    if faction != me:
        return _("it costs you no points there")
    track = view.tracks[site]
    above = sorted((track[f], f) for f in range(view.num_factions) if f != me and track[f] >= to)
    if not above:
        return _("your lead there grows: harder to catch")
    space, rival = above[0]
    whose = possessive(faction_name(view, rival, names))
    if space == to:
        return _("level with {whose} token there").format(whose=whose)
    return _("closer to {whose} token, the next above yours there").format(whose=whose)


def _token(view: State, faction: int, site: str, names: Sequence[str]) -> str:
    """'your Mars token', "Bob's Mars token", "Neutral pink's Mars token"."""
    if faction == view.to_move:  # the object of a verb ("doubles your Mars token"): a language may inflect it
        return pgettext("the object of a move", "your {site} token").format(site=site_name(site))
    return pgettext("the object of a move", "{whose} {site} token").format(
        whose=possessive(faction_name(view, faction, names)), site=site_name(site)
    )


def _rivals_at(view: State, site: str, me: int, faction: int) -> list[int]:
    """The other factions with a token at `site` or billions in its box on their way (whom a
    billion sent there contests: "where no rival is yet" beside a rival's billion in the box
    misled a play-tester)."""
    track, box = view.tracks[site], view.boxes[site]
    return [i for i in range(view.num_factions) if (track[i] or any(box[i])) and i not in (me, faction)]


def reason_text(reason: dict, view: State, names: Sequence[str]) -> str:
    """One reason of the advisor's (game.sixbillion.players.advisor.reasons) in words, from the
    mover's `view` of the hint's moment."""
    kind = reason["kind"]
    me = view.to_move
    assert me is not None, "a hint is for the player to move"
    if kind == "grows":
        token = _token(view, reason["faction"], reason["site"], names)
        change = f"{reason['space']} → {reason['to']}"
        if reason.get("ends"):
            return _("doubles {token} to {change}, the last space: that ends the game").format(
                token=token, change=change
            )
        if reason.get("free"):
            text = _("doubles {token} for free, {change}: {points}")
        else:
            text = _("doubles {token}, {change}: {points}")
        n = reason["points"]
        points = _points(n) if n else _no_points(view, reason["faction"], reason["site"], reason["to"], names)
        return text.format(token=token, change=change, points=points)
    if kind in ("colony", "migrants"):
        site, dest = reason["site"], reason["dest"]
        rivals = [faction_name(view, f, names) for f in _rivals_at(view, dest, me, reason["faction"])]
        if kind == "colony":
            text = _("sends a billion from {source} to found a colony on {dest}, {d} away")
        else:
            text = _("sends a billion from {source} as migrants to {dest}, {d} away")
        words = text.format(source=site_name(site), dest=site_name(dest), d=DISTANCE[site, dest])
        if rivals:
            return _("{move}, contesting it with {rivals}").format(move=words, rivals=listed(rivals))
        return _("{move}, where no rival is yet").format(move=words)
    if kind == "takes_billion":
        return _("takes a billion out of {whose} box at {site}, before it arrives").format(
            whose=possessive(faction_name(view, reason["faction"], names)), site=site_name(reason["site"])
        )
    if kind == "discovery":
        return _("draws a Discovery card, which may double a site's points for you")
    if kind == "reveal":
        site = reason.get("site")
        if site is None:
            return _("shows a Discovery card for its reward")
        return _("shows a Discovery card for a free billion on {site}").format(site=site_name(site))
    if kind == "vp":
        return ngettext(
            "scores the card's {n} point at once", "scores the card's {n} points at once", reason["points"]
        ).format(n=reason["points"])
    if kind == "settles":
        return ngettext(
            "settles the {n} billion waiting at {site} on space {space}",
            "settles the {n} billion waiting at {site} on space {space}",
            reason["billions"],
        ).format(n=reason["billions"], site=site_name(reason["site"]), space=reason["space"])
    if kind == "cancels":
        return _cancels_text(reason, view, names)
    if kind == "protects":
        card, site = card_name(reason["card"]), site_name(reason["site"])
        if reason["faction"] == me:
            return _("cancels the {card} played on your billions at {site}").format(card=card, site=site)
        return _("cancels the {card} played on {whose} billions at {site}").format(
            card=card, whose=possessive(faction_name(view, reason["faction"], names)), site=site
        )
    if kind == "lets_pass":
        worth = _lets_pass_text(reason, view, names)
        if reason["keeps"]:
            kept = listed(sorted({card_name(c) for c in reason["keeps"]}))
            return _("{move}; and keeps your {cards} for a doubling that matters more").format(move=worth, cards=kept)
        return worth
    if kind == "answers":
        return _("answers with {card}, cancelling the card just played").format(card=card_name(reason["card"]))
    if kind in ("consents", "refuses"):
        asker = faction_name(view, reason["asker"], names)
        card = card_name(reason["card"])
        site = reason.get("site")
        where = site_name(site) if site else site_name("earth")
        if kind == "refuses":
            return _(
                "keeps {asker}'s {card} off your {site} token: the Opening Treaty protects your only token"
            ).format(asker=asker, card=card, site=where)
        if reason.get("effect") == "cancellation":
            return _(
                "allows {asker}'s {card} against the doubling of your {site} token: refusing would gain you little"
            ).format(asker=asker, card=card, site=where)
        if reason.get("effect") == "double":
            return _("allows {asker}'s {card}: it grows your {site} token, which costs you nothing").format(
                asker=asker, card=card, site=where
            )
        return _("allows {asker}'s {card} on your {site} token: refusing would gain you little").format(
            asker=asker, card=card, site=where
        )
    if kind == "ends_actions":
        return _("keeps your other cards for a later turn")
    raise ValueError(f"unknown reason {kind!r}")


def _cancels_text(reason: dict, view: State, names: Sequence[str]) -> str:
    """Why a cancellation: what it denies. The points the doubling would cost the player first
    (a neutral's doubling is worth nothing to the neutral, but may push the player down a place),
    then what it would gain a rival (the standing the greedy rule counts: billions on their way
    and doubled sites too), then that the rival leads."""
    whose = possessive(faction_name(view, reason["faction"], names))
    site = site_name(reason["site"])
    costs, worth = reason.get("costs", 0), reason.get("gains", reason["points"])
    if costs > 0:
        return ngettext(
            "cancels {whose} doubling on {site}, which would cost you {n} point",
            "cancels {whose} doubling on {site}, which would cost you {n} points",
            costs,
        ).format(whose=whose, site=site, n=costs)
    if worth > 0 or not reason.get("leader"):
        return ngettext(
            "cancels {whose} doubling on {site}, worth {n} point to them there",
            "cancels {whose} doubling on {site}, worth {n} points to them there",
            worth,
        ).format(whose=whose, site=site, n=worth)
    return _("cancels {whose} doubling on {site}: they lead, and a bigger token grows further").format(
        whose=whose, site=site
    )


def _lets_pass_text(reason: dict, view: State, names: Sequence[str]) -> str:
    """Why no cancellation: what the doubling is worth to its player, or, a neutral's (worth
    nothing to the neutral: "worth 0 points to them" told a learner nothing, play-test 20), what
    it costs the player."""
    whose = possessive(faction_name(view, reason["faction"], names))
    site = site_name(reason["site"])
    if reason["faction"] < view.num_players:
        return ngettext(
            "lets {whose} doubling on {site} pass: it is worth {n} point to them there",
            "lets {whose} doubling on {site} pass: it is worth {n} points to them there",
            reason["points"],
        ).format(whose=whose, site=site, n=reason["points"])
    costs = reason.get("costs", 0)
    if costs <= 0:
        return _("lets {whose} doubling on {site} pass: it costs you no points").format(whose=whose, site=site)
    return ngettext(
        "lets {whose} doubling on {site} pass, though it costs you {n} point",
        "lets {whose} doubling on {site} pass, though it costs you {n} points",
        costs,
    ).format(whose=whose, site=site, n=costs)


def reasons_text(option: dict, view: State, names: Sequence[str], limit: int = 2) -> str:
    """'It doubles your Mars token, 4 → 8: +3 points for you there; and scores …' (the first
    `limit` reasons)."""
    return reasons_sentence([reason_text(r, view, names) for r in option["reasons"][:limit]])


def treaty_text(action: Action, view: State, names: Sequence[str]) -> str:
    """'Bob may refuse it: …' when `action` needs another player's Opening Treaty consent
    (RULES.md 10): the hint's card may not be played after all ('' otherwise)."""
    owner = consent_needed(view, action)
    if owner is None:
        return ""
    return _(
        "{owner} may refuse it: the Opening Treaty lets them keep other players' cards off their "
        "only token, on Earth. Refused, the card counts as not played: you take it back or discard it."
    ).format(owner=names[owner])


def option_lines(advice: dict, view: State, names: Sequence[str]) -> tuple[str, str, list[str]]:
    """(the advised move, why, the alternatives) in words, for the hint box; `view`: the mover's.
    Why ends with the Opening Treaty's warning when the move needs another player's consent."""
    headline, alternatives = hint_lines(advice, lambda action: action_label(action_from_json(action), view, names))
    best = advice["options"][0]
    treaty = treaty_text(action_from_json(best["action"]), view, names)
    why = " ".join(text for text in (reasons_text(best, view, names), treaty) if text)
    return headline, why, alternatives


# ---- the post-game review -----------------------------------------------------------------------

# A decision by its kind: '{nth}' is its place among that kind's in the round, a whole pattern
# each, so that a language can word each its own way.
_DECISIONS: dict[type, str] = {
    Play: N_("your {nth} card played in round {round}"),
    React: N_("your {nth} answer in a reaction window in round {round}"),
    Pass: N_("your {nth} pass in a reaction window in round {round}"),
    Consent: N_("your {nth} Opening Treaty answer in round {round}"),
    Refuse: N_("your {nth} Opening Treaty answer in round {round}"),
    # once a round (a player has one faction turn a round): no count, which read "your 1st end
    # of your actions" ("Tu 1.º final de acciones")
    EndActions: N_("ending your actions in round {round}"),
}


def played_label(action: Action, view: State, names: Sequence[str]) -> str:
    """An action's label for the review, which sees the end of the game, not the moment of the
    decision: a card and where it went, without the spaces of then."""
    if isinstance(action, Play):
        if action.site is None:
            return card_name(action.card)
        if action.dest is not None:
            return _("{card}: {source} → {dest}").format(
                card=card_name(action.card), source=site_name(action.site), dest=site_name(action.dest)
            )
        return _("{card} on {whose} {site}").format(
            card=card_name(action.card),
            whose=possessive(faction_name(view, action.faction, names)),
            site=site_name(action.site),
        )
    if isinstance(action, React):
        return _("{card}: cancel it").format(card=card_name(action.card))
    if isinstance(action, Pass):
        return _("Pass")
    if isinstance(action, Consent):
        return _("Allow it")
    if isinstance(action, Refuse):
        return _("Refuse it")
    if isinstance(action, EndActions):
        return _("End my actions")
    if isinstance(action, (FreeDouble, Settle, Reveal)):
        return action_label(action, view, names)
    return repr(action)


def review_lines(ratings: list[dict], view: State, names: Sequence[str]) -> tuple[str, list[str], list[str]]:
    """(a summary, the costliest decisions, every decision) in words. `view`: the reviewed
    player's view of the finished game."""
    return shared_review_lines(
        ratings,
        shared_decision_names(ratings, _DECISIONS, action_from_json),
        lambda r: played_label(action_from_json(r["best"]), view, names),
        lambda r: played_label(action_from_json(r["played"]), view, names),
    )
