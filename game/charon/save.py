"""The save format: versioned JSON of the whole state, the random generator included, so a
loaded game continues exactly as the original would.

`from_json` trusts nothing. It checks the schema, every type, range and id, that nothing
was created or lost (20 gems of each colour, 6 clear, the 55 cards once each, 5 flags per
player) and that the phase and the players waiting to act fit together, so that a save
which loads is a consistent game that plays on to its end. Anything else is a SaveError.
A player's view (see view.py) saves and loads too, with its hidden cards as "?".

Version 2 adds the game's seed and its history (the actions since `new_game`). A save of a
whole game in version 2 always has both and is verified by replaying them: one whose stored
state differs from the replay (a card moved by hand, say, even with nothing created or lost)
is refused, and so is one without them (it would be a position nobody can check). A player's
view has neither.

Version-1 saves were made before games kept their history: they are checked for consistency
only, and load as *unverified* games (`unverified`), which cannot be undone or replayed. The
page says so. Such a game, played on, is saved in the version-1 form again: it still has no
history, and a version-2 save never lacks one.

JSON types are checked strictly, by the checker both engines share (game/jsontypes.py).
"""

import json
import re
from collections.abc import Iterable

from ..jsontypes import JSONTypeError, array, boolean, difference, integer, kind, obj, seed, seed_text
from .actions import Action, action_from_json, action_to_json
from .board import (
    ACTION_AREAS,
    ACTIVE_POSITIONS,
    ACTIVE_ZONES,
    CLEAR_GEMS,
    COLOURS,
    FLAGS_PER_PLAYER,
    FLAGS_STAKED_PER_ROUND,
    GEM_KINDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    POSITION_IDS,
    SUPPLY_PER_COLOUR,
    ZONE_HOLES,
    ZONE_IDS,
)
from .building import WAREHOUSE_GEM_LIMIT, gem_limit
from .cards import CARD_IDS, CARD_VALUE
from .engine import has_decision, replay
from .errors import IllegalAction, SaveError, shown
from .staking import area_winners
from .state import (
    BUILD,
    CHOOSE_ROW,
    ENGINEERING_ADVANCE,
    HIDDEN,
    KEEP_GEMS,
    LAST_ROUND,
    OVER,
    PHASES,
    REPLACE,
    STAKE,
    STOLEN_INTELLIGENCE,
    PlayerState,
    State,
)

FORMAT = "charon-inc-save"
VERSION = 2
MAX_HISTORY = 5000  # actions; a real game has a few hundred
_RNG_HEX = re.compile(r"[0-9a-f]{16}")
_KEYS_V1 = (
    "format",
    "version",
    "num_players",
    "round",
    "phase",
    "turn_order",
    "pending",
    "players",
    "supply",
    "bag",
    "clear_pool",
    "zone_gems",
    "deck",
    "discard",
    "common_row",
    "row_choices",
    "flags",
    "action_flags",
    "lifted",
    "built_from_row",
    "synchrotron_used",
    "rng",
    "viewer",
)
_KEYS = (*_KEYS_V1, "built_this_turn", "seed", "history")
# Written in version 1 only when true: a version-1 game played on in this version (older
# version-1 saves never have it; their games play on as if nothing was built yet this turn).
_OPTIONAL_V1 = "built_this_turn"
_PLAYER_KEYS = ("gems", "hand", "built", "dealt")
_CARD_SET = frozenset(CARD_IDS)


def to_json(state: State) -> str:
    """The state as compact JSON text, with keys in a fixed order (same game, same text).
    A whole game without its history (one loaded from a version-1 save) is written in the
    version-1 form: a version-2 save of a whole game always has its history."""
    data = {
        "format": FORMAT,
        "version": 1 if unverified(state) else VERSION,
        "num_players": state.num_players,
        "round": state.round,
        "phase": state.phase,
        "turn_order": state.turn_order,
        "pending": state.pending,
        "players": [
            {"gems": {g: p.gems[g] for g in GEM_KINDS}, "hand": p.hand, "built": p.built, "dealt": p.dealt}
            for p in state.players
        ],
        "supply": {c: state.supply[c] for c in COLOURS},
        "bag": {c: state.bag[c] for c in COLOURS},
        "clear_pool": state.clear_pool,
        "zone_gems": {str(z): state.zone_gems[z] for z in ZONE_IDS},
        "deck": state.deck,
        "discard": state.discard,
        "common_row": state.common_row,
        "row_choices": {str(p): c for p, c in sorted(state.row_choices.items())},
        "flags": {pos: state.flags[pos] for pos in POSITION_IDS if pos in state.flags},
        "action_flags": {a: state.action_flags[a] for a in ACTION_AREAS},
        "lifted": state.lifted,
        "built_from_row": state.built_from_row,
        "synchrotron_used": state.synchrotron_used,
        "rng": None if state.rng is None else f"{state.rng:016x}",
        "viewer": state.viewer,
        "built_this_turn": state.built_this_turn,
        "seed": None if state.seed is None else seed_text(state.seed),
        "history": None if state.history is None else [action_to_json(a) for a in state.history],
    }
    if data["version"] == 1:
        del data["seed"], data["history"]
        if not state.built_this_turn:
            del data["built_this_turn"]
    return json.dumps(data, separators=(",", ":"))


def unverified(state: State) -> bool:
    """Whether this whole game could not be checked against its history: it was loaded from a
    version-1 save (made before games kept one), or played on from such a game. Its position
    is only known to be consistent, not to have come from a real game.

    >>> from game.charon import new_game
    >>> unverified(new_game(2, seed=1))
    False
    """
    return state.viewer is None and state.history is None


def from_json(text: str) -> State:
    """Load a save made by `to_json`; raise SaveError, saying what is wrong, for anything else."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise SaveError(f"the save is not UTF-8 text: {error}") from None
    if not isinstance(text, str):
        raise SaveError(f"a save is JSON text, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise SaveError(f"the save is not valid JSON: {error}") from None
    try:
        state = _parse(data)
    except JSONTypeError as error:
        raise SaveError(f"corrupt save: {error}") from None
    if state.viewer is not None:
        _check_view(state)
    _check_conservation(state)
    _check_phase(state)
    return state if state.history is None else _verified_by_replay(state)


def _verified_by_replay(state: State) -> State:
    """The replay of the save's history from its seed, if it is exactly the stored state."""
    assert state.seed is not None and state.history is not None
    try:
        replayed = replay(state.num_players, state.seed, state.history)
    except IllegalAction as error:
        raise SaveError(f"corrupt save: history: {error}") from None
    differs = difference(json.loads(to_json(replayed)), json.loads(to_json(state)))
    if differs is not None:
        raise SaveError(f"corrupt save: the game does not match its history ({differs} differs from the replay)")
    return replayed


# ---- schema, types, ranges and ids -------------------------------------------------------


def _fail(where: str, problem: str) -> SaveError:
    return SaveError(f"corrupt save: {where}: {problem}")


# The JSON types themselves (obj, integer, boolean, array) are checked by game/jsontypes.py,
# shared with 6 Billion; its JSONTypeError becomes a SaveError in `from_json`.


def _list(value: object, where: str, max_len: int = 200) -> list[object]:
    return array(value, where, max_len)


def _cards(value: object, where: str, hidden_allowed: bool) -> list[str]:
    cards = _list(value, where, len(CARD_IDS))
    for i, card in enumerate(cards):
        if card == HIDDEN and hidden_allowed:
            continue
        if not isinstance(card, str) or card not in _CARD_SET:
            raise _fail(f"{where}[{i}]", f"{shown(card)} is not a card id")
    return [str(card) for card in cards]


def _gem_counts(value: object, where: str, kinds: Iterable[str]) -> dict[str, int]:
    counts = obj(value, where, kinds)
    return {k: integer(counts[k], f"{where}.{k}", 0, SUPPLY_PER_COLOUR) for k in kinds}


def _parse(data: object) -> State:
    if not isinstance(data, dict):
        raise _fail("save", f"expected an object, found {kind(data)}")
    if data.get("format") != FORMAT:
        raise SaveError(f"not a Charon, Inc. save (format is {shown(data.get('format'))}, expected {shown(FORMAT)})")
    version = data.get("version")
    if type(version) is not int or version not in (1, VERSION):
        raise SaveError(f"save version {shown(version)} is not supported (this game reads versions 1 and {VERSION})")
    if version == VERSION:
        keys: tuple[str, ...] = _KEYS
    else:
        keys = (*_KEYS_V1, _OPTIONAL_V1) if _OPTIONAL_V1 in data else _KEYS_V1
    data = obj(data, "save", keys)
    n = integer(data["num_players"], "num_players", MIN_PLAYERS, MAX_PLAYERS)
    state = State(n)
    state.round = integer(data["round"], "round", 1, LAST_ROUND)
    if data["phase"] not in PHASES:
        raise _fail("phase", f"{shown(data['phase'])} is not one of {list(PHASES)}")
    state.phase = data["phase"]
    viewer = data["viewer"]
    state.viewer = None if viewer is None else integer(viewer, "viewer", 0, n - 1)

    state.turn_order = [integer(p, "turn_order", 0, n - 1) for p in _list(data["turn_order"], "turn_order")]
    if sorted(state.turn_order) != list(range(n)):
        raise _fail("turn_order", f"must list each of the {n} players once")
    pending = _list(data["pending"], "pending", FLAGS_STAKED_PER_ROUND * n)
    state.pending = [integer(p, "pending", 0, n - 1) for p in pending]

    players = _list(data["players"], "players")
    if len(players) != n:
        raise _fail("players", f"{len(players)} entries for {n} players")
    state.players = []
    for i, raw in enumerate(players):
        where = f"players[{i}]"
        raw = obj(raw, where, _PLAYER_KEYS)
        secret = state.viewer is not None and state.viewer != i
        state.players.append(
            PlayerState(
                _gem_counts(raw["gems"], f"{where}.gems", GEM_KINDS),
                _cards(raw["hand"], f"{where}.hand", secret),
                _cards(raw["built"], f"{where}.built", False),
                _cards(raw["dealt"], f"{where}.dealt", secret),
            )
        )
    state.supply = _gem_counts(data["supply"], "supply", COLOURS)
    state.bag = _gem_counts(data["bag"], "bag", COLOURS)
    state.clear_pool = integer(data["clear_pool"], "clear_pool", 0, CLEAR_GEMS)

    zones = obj(data["zone_gems"], "zone_gems", [str(z) for z in ZONE_IDS])
    active = set(ACTIVE_ZONES[n])
    for z in ZONE_IDS:
        where = f"zone_gems.{z}"
        gems = zones[str(z)]
        if not isinstance(gems, dict):
            raise _fail(where, f"expected an object, found {kind(gems)}")
        if len(gems) > 1 or any(c not in COLOURS for c in gems):
            raise _fail(where, "a zone holds gems of one colour at most")
        for colour, count in gems.items():
            integer(count, f"{where}.{colour}", 1, ZONE_HOLES[z])
        if gems and z not in active:
            raise _fail(where, f"zone {z} is out of play with {n} players but holds gems")
        state.zone_gems[z] = dict(gems)

    state.deck = _cards(data["deck"], "deck", state.viewer is not None)
    state.discard = _cards(data["discard"], "discard", state.viewer is not None)
    state.common_row = _cards(data["common_row"], "common_row", False)

    choices = data["row_choices"]
    if not isinstance(choices, dict):
        raise _fail("row_choices", f"expected an object, found {kind(choices)}")
    for key, card in choices.items():
        if key not in {str(p) for p in range(n)}:
            raise _fail("row_choices", f"{shown(key)} is not a player")
        player = int(key)
        secret = state.viewer is not None and state.viewer != player
        state.row_choices[player] = _cards([card], f"row_choices.{key}", secret)[0]

    flags = data["flags"]
    if not isinstance(flags, dict):
        raise _fail("flags", f"expected an object, found {kind(flags)}")
    in_play = set(ACTIVE_POSITIONS[n])
    for position in POSITION_IDS:  # board order, whatever the order in the file
        if position in flags:
            state.flags[position] = integer(flags[position], f"flags.{position}", 0, n - 1)
    for position in flags:
        if position not in in_play:
            raise _fail("flags", f"{shown(position)} is not a position in play with {n} players")

    areas = obj(data["action_flags"], "action_flags", ACTION_AREAS)
    for area in ACTION_AREAS:
        owners = [integer(p, f"action_flags.{area}", 0, n - 1) for p in _list(areas[area], f"action_flags.{area}")]
        if owners != sorted(set(owners)):
            raise _fail(f"action_flags.{area}", "players must be listed once each, in increasing order")
        state.action_flags[area] = owners

    lifted = data["lifted"]
    if lifted is not None and lifted not in ACTION_AREAS and lifted not in POSITION_IDS:
        raise _fail("lifted", f"{shown(lifted)} is neither an action area nor a position")
    state.lifted = lifted
    state.built_from_row = boolean(data["built_from_row"], "built_from_row")
    state.synchrotron_used = boolean(data["synchrotron_used"], "synchrotron_used")
    # Version 1 predates the rule that trades come before the first build: its games play on
    # as if nothing had been built yet this turn.
    state.built_this_turn = boolean(data.get("built_this_turn", False), "built_this_turn")

    rng = data["rng"]
    if state.viewer is not None:
        if rng is not None:
            raise _fail("rng", "a player's view carries no random generator state")
        state.rng = None
    elif not isinstance(rng, str) or not _RNG_HEX.fullmatch(rng):
        raise _fail("rng", "expected 16 lowercase hexadecimal digits")
    else:
        state.rng = int(rng, 16)
    if version == VERSION and state.viewer is None:
        if data["seed"] is None or data["history"] is None:
            missing = " and ".join(k for k in ("seed", "history") if data[k] is None)
            raise SaveError(
                f"corrupt save: no {missing}: a version-2 save of a whole game always has both, "
                "so that its position can be checked by replaying its history"
            )
        state.seed, state.history = seed(data["seed"], "seed"), _history(data["history"])
    elif data.get("seed") is not None or data.get("history") is not None:
        raise _fail("history", "a player's view carries no seed and no history")
    return state


def _history(value: object) -> list[Action]:
    actions = _list(value, "history", MAX_HISTORY)
    try:
        return [action_from_json(a) for a in actions]
    except IllegalAction as error:
        raise _fail("history", str(error)) from None


def _check_view(state: State) -> None:
    """A view hides exactly what view.py hides: nothing more, nothing less."""
    viewer = state.viewer

    def hidden(cards: list[str]) -> bool:
        return all(c == HIDDEN for c in cards)

    if not hidden(state.deck):
        raise SaveError("corrupt save: a player's view shows cards of the deck")
    choosing = state.phase == ENGINEERING_ADVANCE and state.pending[:1] == [viewer]
    if choosing and HIDDEN in state.discard:
        raise SaveError("corrupt save: the discard pile must be shown to the player choosing from it")
    if not choosing and not hidden(state.discard):
        raise SaveError("corrupt save: a player's view shows the discard pile")
    for i, p in enumerate(state.players):
        if i != viewer and not (hidden(p.hand) and hidden(p.dealt)):
            raise SaveError(f"corrupt save: player {viewer}'s view shows player {i}'s hand")
    if any(c != HIDDEN for p, c in state.row_choices.items() if p != viewer):
        raise SaveError(f"corrupt save: player {viewer}'s view shows another player's row choice")


# ---- nothing created or lost -------------------------------------------------------------


def _check_conservation(state: State) -> None:
    for colour in COLOURS:
        total = state.supply[colour] + state.bag[colour]
        total += sum(state.zone_gems[z].get(colour, 0) for z in ZONE_IDS)
        total += sum(p.gems[colour] for p in state.players)
        if total != SUPPLY_PER_COLOUR:
            raise SaveError(f"corrupt save: {total} {colour} gems in the game instead of {SUPPLY_PER_COLOUR}")
    clear = state.clear_pool + sum(p.gems["clear"] for p in state.players)
    if clear != CLEAR_GEMS:
        raise SaveError(f"corrupt save: {clear} clear gems in the game instead of {CLEAR_GEMS}")

    piles = [state.deck, state.discard, state.common_row, list(state.row_choices.values())]
    piles += [p.hand for p in state.players] + [p.built for p in state.players]
    cards = [c for pile in piles for c in pile]
    known = [c for c in cards if c != HIDDEN]
    if len(set(known)) != len(known):
        twice = sorted({c for c in known if known.count(c) > 1})
        raise SaveError(f"corrupt save: card(s) {twice} appear more than once")
    if len(cards) != len(CARD_IDS):
        raise SaveError(f"corrupt save: {len(cards)} cards in the game instead of {len(CARD_IDS)}")
    for i, p in enumerate(state.players):
        if HIDDEN not in p.dealt and len(set(p.dealt)) != len(p.dealt):
            raise SaveError(f"corrupt save: player {i}'s dealt cards list a card twice")
        if HIDDEN not in p.dealt and not set(p.dealt) <= set(p.hand):
            raise SaveError(f"corrupt save: player {i}'s dealt cards are not all in their hand")
        if len(p.dealt) > len(p.hand):
            raise SaveError(f"corrupt save: player {i} has more dealt cards than cards in hand")
        values = [CARD_VALUE[c] for c in p.built]
        if len(set(values)) != len(values):
            raise SaveError(f"corrupt save: player {i} built two cards of the same value")

    for player in range(state.num_players):
        on_board = sum(1 for owner in state.flags.values() if owner == player)
        on_areas = sum(1 for owners in state.action_flags.values() if player in owners)
        if on_board + on_areas != FLAGS_PER_PLAYER:
            raise SaveError(
                f"corrupt save: player {player} has {on_board + on_areas} flags instead of {FLAGS_PER_PLAYER}"
            )


# ---- the phase and who is waiting to act fit together ------------------------------------


def _check_phase(state: State) -> None:
    phase, pending, order = state.phase, state.pending, state.turn_order
    staked = len(state.flags)
    board_counts = [sum(1 for o in state.flags.values() if o == p) for p in range(state.num_players)]

    def expect(condition: bool, problem: str) -> None:
        if not condition:
            raise SaveError(f"corrupt save: {problem} (phase {phase})")

    expect(phase in (CHOOSE_ROW, REPLACE) or not state.row_choices, "secret row choices outside the row choice")
    expect(
        phase == BUILD or not (state.built_from_row or state.built_this_turn or state.synchrotron_used),
        "building-turn marks outside building",
    )
    expect(phase in (STAKE, STOLEN_INTELLIGENCE) or state.lifted is None, "a lifted flag outside staking")
    expect(phase == REPLACE or all(not p.dealt for p in state.players), "dealt cards outside duplicate replacement")
    if phase == OVER:
        expect(not pending and state.round == LAST_ROUND, "a finished game must be in round 4 with nobody to move")
        return
    expect(bool(pending), "nobody is to move in an unfinished game")

    if phase in (REPLACE, CHOOSE_ROW):
        expect(staked == 0, "flags on the board before staking")
        expect(not state.common_row, "a common row before the reveal")
        expect(_is_suffix(pending, order), "players to act are not the rest of the turn order")
        expect(
            all(p.gem_count() <= WAREHOUSE_GEM_LIMIT for p in state.players),
            "a player holds more gems than any limit allows",
        )
        done = order[: len(order) - len(pending)]
        if phase == REPLACE:
            expect(not state.row_choices, "row choices before duplicates are settled")
            expect(all(not state.players[p].dealt for p in done), "dealt cards kept by a player who already decided")
        else:
            expect(set(state.row_choices) <= set(done), "a row choice by a player yet to choose")
    elif phase == STAKE:
        schedule = order * FLAGS_STAKED_PER_ROUND
        expect(pending == schedule[staked:], "players to act do not match the flags already staked")
        expect(
            board_counts == [schedule[:staked].count(p) for p in range(state.num_players)],
            "flags on the board do not match the staking order",
        )
        expect(
            state.lifted is None or (state.lifted in ACTION_AREAS and pending[0] in state.action_flags[state.lifted]),
            "the lifted flag is not on an action area of the player to move",
        )
    else:
        expect(all(n == FLAGS_STAKED_PER_ROUND for n in board_counts), "each player must have 4 flags on the board")
        if phase == STOLEN_INTELLIGENCE:
            expect(
                _is_suffix(pending, area_winners(state, phase)), "players to act are not Stolen Intelligence winners"
            )
            expect(
                state.lifted is None or state.flags.get(state.lifted) == pending[0],
                "the lifted flag is not on the board as the mover's",
            )
        elif phase == ENGINEERING_ADVANCE:
            expect(
                _is_suffix(pending, area_winners(state, phase)), "players to act are not Engineering Advance winners"
            )
        else:
            expect(_is_suffix(pending, order), "players to act are not the rest of the turn order")
        if phase == BUILD and state.synchrotron_used:
            expect(pending[0] in area_winners(state, "synchrotron"), "Synchrotron used by a player who did not win it")
        if phase == KEEP_GEMS:
            expect(state.round < LAST_ROUND, "no gems are returned after the last round")
            done = order[: len(order) - len(pending)]
            expect(
                all(state.players[p].gem_count() <= gem_limit(state, p) for p in done),
                "a player who already returned gems is still over the limit",
            )

    # The player to move must have a real choice (the engine skips everyone else).
    # (In another player's view, their hand is hidden: the check needs it in these phases.)
    if state.viewer in (None, pending[0]) or phase not in (REPLACE, BUILD):
        expect(has_decision(state, pending[0]), f"player {pending[0]} has nothing to decide")


def _is_suffix(items: list[int], sequence: list[int]) -> bool:
    return len(items) <= len(sequence) and sequence[len(sequence) - len(items) :] == items
