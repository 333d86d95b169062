"""The game state: plain data (dicts, lists, ints, strings) that maps one-to-one onto the save.

Read it freely (RULES.md Appendix B.2 names the public attributes); change it only through
`engine.apply`/`engine.step` (or, for search, `engine.play`). The copy is hand-written, because
computer players copy states thousands of times per decision.

The machine: `step` is where the current faction turn stands (`powers` at round start, then
per faction `turn_start`, `free_double`, `settle`, `actions`, `discard`, `draw` for a player or
`migrate` for a neutral; `over` at the end). `window` is an open reaction window (8.4) and
`pending` an interrupting decision (Opening Treaty consent, a refused card, War's halving, the
Discovery card to put back); both suspend the step until they are done.
"""

from typing import Any, Literal, TypedDict

from .actions import Action, Play, React
from .components import SITES

POWERS, TURN_START, FREE_DOUBLE, SETTLE, ACTIONS, DISCARD, DRAW, MIGRATE, OVER = (
    "powers",
    "turn_start",
    "free_double",
    "settle",
    "actions",
    "discard",
    "draw",
    "migrate",
    "over",
)
STEPS = (POWERS, TURN_START, FREE_DOUBLE, SETTLE, ACTIONS, DISCARD, DRAW, MIGRATE, OVER)


# How a game began: new_game's arguments {players, seed, discovery_track}, or {"scenario":
# scenario's keyword arguments}, as its save records them (checked where a save is read).
Origin = dict[str, Any]


class Faction(TypedDict):
    """One faction of the game (3.1): its colour, and its player's seat (None: a neutral)."""

    colour: str
    player: int | None


# The shapes of `window` and `pending`: plain dicts (they are saved as they are), typed.
WindowKind = Literal["free_doubling", "double_card", "new_colony_in_trouble", "this_is_our_home"]


class WindowEvent(TypedDict):
    """What a reaction window is open on (8.1): a free-doubling attempt or a card's effect."""

    kind: WindowKind
    faction: int
    site: str
    by: int  # the player who attempts or plays it
    card: str | None  # None for a free-doubling attempt
    cancelled: bool


class ChainEntry(TypedDict):
    """A cancellation or response card played into the window (8.4)."""

    card: str
    player: int
    target: int | None  # War's target player, else None
    cancelled: bool


class Window(TypedDict):
    event: WindowEvent
    chain: list[ChainEntry]  # oldest first
    asked: list[int] | None  # who has been asked since the last card; None in a view (8.5)


class ConsentPending(TypedDict):
    """Opening Treaty (10): `owner` allows or refuses `player`'s card."""

    kind: Literal["consent"]
    owner: int
    player: int
    action: Play | React


class RefusedPending(TypedDict):
    """The card was refused: `player` takes it back or discards it."""

    kind: Literal["refused"]
    owner: int
    player: int
    action: Play | React


class HalvePending(TypedDict):
    """War (9.8): `player` chooses which of their tokens to halve."""

    kind: Literal["halve"]
    player: int


class ReturnPending(TypedDict):
    """Over the Discovery limit: `player` puts a Discovery card back."""

    kind: Literal["return_discovery"]
    player: int


Pending = ConsentPending | RefusedPending | HalvePending | ReturnPending


class State:
    """A whole game, or one player's view of it (`viewer` is that player; None for the game)."""

    __slots__ = (
        "num_players",
        "discovery_track",
        "factions",
        "round",
        "turn_order",
        "position",
        "controller",
        "step",
        "power_row",
        "tracks",
        "boxes",
        "hands",
        "deck",
        "discard",
        "face_up",
        "removed",
        "agendas",
        "agenda_pool",
        "discovery_deck",
        "discoveries",
        "score",
        "dtrack",
        "attempted",
        "generation",
        "actions_used",
        "played_card",
        "refused",
        "window",
        "resolving",
        "pending",
        "to_move",
        "options",
        "rng",
        "seed",
        "origin",
        "history",
        "undoable",
        "viewer",
        "revealed",
    )

    def __init__(self, num_players: int, factions: list[Faction], discovery_track: bool) -> None:
        n = len(factions)
        self.num_players = num_players
        self.discovery_track = discovery_track
        self.factions = factions  # [{"colour": ..., "player": int or None}, ...], never changed (copies share it)
        self.round = 1
        self.turn_order: list[int] = list(range(n))
        self.position = 0  # index of the current faction in turn_order
        self.controller: int | None = None
        self.step = TURN_START
        self.power_row = 0  # during POWERS: the row whose power is being decided (0-2)
        self.tracks: dict[str, list[int]] = {s: [0] * n for s in SITES}
        self.boxes: dict[str, list[list[int]]] = {s: [[0, 0] for _ in range(n)] for s in SITES}
        self.hands: list[list[str]] = [[] for _ in range(num_players)]
        self.deck: list[str] = []  # top card last
        self.discard: list[str] = []
        self.face_up: list[str | None] = [None, None, None]
        self.removed: list[str] = []  # Famines out of the game
        self.agendas: list[str] = []
        self.agenda_pool: list[str] = []
        self.discovery_deck: list[str] = []  # top last, bottom at index 0
        self.discoveries: list[list[list[Any]]] = [[] for _ in range(num_players)]  # [[card, face_up], ...]
        self.score = [0] * num_players
        self.dtrack: list[dict[str, int]] | None = None
        # The current faction turn's bookkeeping (4.4), cleared when it ends.
        self.attempted: list[str] = []  # sites whose free doubling has been attempted
        self.generation: dict[tuple[int, str], tuple[int, int]] = {}  # (faction, site) -> (drawn, credit)
        self.actions_used = 0
        self.played_card = False  # a card was played as an action (12.1)
        self.refused: list[tuple[int, int]] = []  # (owner, player): the owner refused that player (10)
        self.window: Window | None = None
        self.resolving: int | None = None  # the chain entry being resolved, newest first
        self.pending: Pending | None = None
        self.to_move: int | None = None
        self.options: tuple[Action, ...] = ()  # the legal actions of to_move (cached by the engine)
        self.rng: int | None = 0
        self.seed: int | None = None
        self.origin: Origin | None = None  # how the game began: new_game's or scenario's arguments
        self.history: tuple[Action, ...] | None = ()
        self.undoable = 0  # how many of the last actions may be taken back
        self.viewer: int | None = None
        self.revealed = False  # transient: the action being played drew or showed something new

    # -- read-only conveniences ---------------------------------------------------------
    @property
    def num_factions(self) -> int:
        return len(self.factions)

    @property
    def is_over(self) -> bool:
        return self.step == OVER

    @property
    def current(self) -> int | None:
        """The faction whose turn it is (None during the round-start powers or at the end)."""
        if self.step in (POWERS, OVER):
            return None
        return self.turn_order[self.position]

    @property
    def discovery_rows(self) -> list[dict[str, int]]:
        """Each player's Discovery Track rows (15): only in a game played with the track."""
        dtrack = self.dtrack
        assert dtrack is not None, "this game is played without the Discovery Track"
        return dtrack

    def is_neutral(self, faction: int) -> bool:
        return faction >= self.num_players

    def copy(self) -> "State":
        s = State.__new__(State)
        s.num_players = self.num_players
        s.discovery_track = self.discovery_track
        s.factions = self.factions
        s.round = self.round
        s.turn_order = self.turn_order[:]
        s.position = self.position
        s.controller = self.controller
        s.step = self.step
        s.power_row = self.power_row
        s.tracks = {k: v[:] for k, v in self.tracks.items()}
        s.boxes = {k: [h[:] for h in v] for k, v in self.boxes.items()}
        s.hands = [h[:] for h in self.hands]
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.face_up = self.face_up[:]
        s.removed = self.removed[:]
        s.agendas = self.agendas[:]
        s.agenda_pool = self.agenda_pool[:]
        s.discovery_deck = self.discovery_deck[:]
        s.discoveries = [[d[:] for d in ds] for ds in self.discoveries]
        s.score = self.score[:]
        s.dtrack = None if self.dtrack is None else [r.copy() for r in self.dtrack]
        s.attempted = self.attempted[:]
        s.generation = self.generation.copy()
        s.actions_used = self.actions_used
        s.played_card = self.played_card
        s.refused = self.refused[:]
        w = self.window
        s.window = (
            None
            if w is None
            else {
                "event": w["event"].copy(),
                "chain": [c.copy() for c in w["chain"]],
                "asked": None if w["asked"] is None else w["asked"][:],
            }
        )
        s.resolving = self.resolving
        s.pending = None if self.pending is None else self.pending.copy()
        s.to_move = self.to_move
        s.options = self.options
        s.rng = self.rng
        s.seed = self.seed
        s.origin = self.origin
        s.history = self.history
        s.undoable = self.undoable
        s.viewer = self.viewer
        s.revealed = False
        return s

    def __repr__(self) -> str:
        who = "over" if self.is_over else f"player {self.to_move} to move"
        seen = "" if self.viewer is None else f", view of player {self.viewer}"
        return f"<6 Billion State: {self.num_players} players, round {self.round}, {self.step}, {who}{seen}>"
