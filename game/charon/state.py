"""The game state: plain data (dicts, lists, ints, strings) that maps one-to-one onto the save.

Read it freely; change it only through `engine.apply` (or, for search, `engine.play`).
Copies are hand-written and shallow where the rules never mutate in place, because the
computer players copy states thousands of times per decision.
"""

from typing import Any

from .board import ACTION_AREAS, COLOURS, GEM_KINDS, ZONE_IDS

# Phases, in the order they come in a round.
REPLACE = "replace_duplicates"  # players dealt a duplicate may replace it
CHOOSE_ROW = "choose_row"  # secret choice of a card for the common row
STAKE = "stake"  # staking claims: lift a flag from an action area, place it
STOLEN_INTELLIGENCE = "stolen_intelligence"
ENGINEERING_ADVANCE = "engineering_advance"
BUILD = "build"  # building turns
KEEP_GEMS = "keep_gems"  # players over the gem limit return gems
OVER = "over"
PHASES = (REPLACE, CHOOSE_ROW, STAKE, STOLEN_INTELLIGENCE, ENGINEERING_ADVANCE, BUILD, KEEP_GEMS, OVER)

HIDDEN = "?"  # stands for a card id in a player's view when that card is hidden from them
LAST_ROUND = 4


class PlayerState:
    """One player's belongings. `dealt` lists the cards dealt this round that may still be
    replaced as duplicates; it is empty outside the duplicate-replacement phase."""

    __slots__ = ("gems", "hand", "built", "dealt")

    def __init__(self, gems: dict[str, int], hand: list[str], built: list[str], dealt: list[str]):
        self.gems = gems  # every kind in GEM_KINDS -> count (0 included)
        self.hand = hand
        self.built = built
        self.dealt = dealt

    @classmethod
    def empty(cls) -> "PlayerState":
        return cls({g: 0 for g in GEM_KINDS}, [], [], [])

    def copy(self) -> "PlayerState":
        return PlayerState(self.gems.copy(), self.hand[:], self.built[:], self.dealt[:])

    def gem_count(self) -> int:
        return sum(self.gems.values())

    def __repr__(self) -> str:
        gems = {g: n for g, n in self.gems.items() if n}
        return f"PlayerState(gems={gems}, hand={self.hand}, built={self.built})"


class State:
    """A whole game, or one player's view of it (`viewer` is that player; None for the real game).

    `pending` holds the players still to act in the current phase, first is to move; during
    staking it holds one entry per flag still to place. `lifted` is the source of a flag
    whose move has begun (an action-area name or a position id): the flag stays there until
    its new position is chosen. `rng` is the generator state (None in a view).
    """

    __slots__ = (
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
        "built_this_turn",
        "synchrotron_used",
        "rng",
        "viewer",
        "seed",
        "history",
        "undoable",
    )

    def __init__(self, num_players: int):
        self.num_players = num_players
        self.round = 1
        self.phase = REPLACE
        self.turn_order: list[int] = list(range(num_players))
        self.pending: list[int] = []
        self.players = [PlayerState.empty() for _ in range(num_players)]
        self.supply: dict[str, int] = {c: 0 for c in COLOURS}
        self.bag: dict[str, int] = {c: 0 for c in COLOURS}
        self.clear_pool = 0
        # zone -> {colour: count}; {} when the zone is empty. The inner dicts are replaced,
        # never changed in place, so a copy of the state may share them.
        self.zone_gems: dict[int, dict[str, int]] = {z: {} for z in ZONE_IDS}
        self.deck: list[str] = []  # the top of the deck is the end of the list
        self.discard: list[str] = []
        self.common_row: list[str] = []
        self.row_choices: dict[int, str] = {}  # player -> card chosen for the row, until the reveal
        self.flags: dict[str, int] = {}  # position -> player
        self.action_flags: dict[str, list[int]] = {a: list(range(num_players)) for a in ACTION_AREAS}
        self.lifted: str | None = None
        self.built_from_row = False  # the current building turn has built its one row card
        self.built_this_turn = False  # the current building turn has built: no more trades
        self.synchrotron_used = False  # the current building turn has used the Synchrotron
        self.rng: int | None = 0
        self.viewer: int | None = None
        # The `new_game` seed and the actions applied since: None in a view (the seed predicts
        # the deck; the actions show secret choices), in search worlds and in games saved
        # without them.
        self.seed: int | None = None
        self.history: list[Any] | None = None  # the actions (game.charon.actions.Action)
        self.undoable = 0  # how many of the last actions the player to move may take back

    # -- read-only conveniences ---------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self.pending[0] if self.pending else None

    @property
    def mover(self) -> int:
        """The player to move, where someone must be (ValueError once the game is over)."""
        if not self.pending:
            raise ValueError("nobody is to move: the game is over")
        return self.pending[0]

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def copy(self) -> "State":
        s = State.__new__(State)
        s.num_players = self.num_players
        s.round = self.round
        s.phase = self.phase
        s.turn_order = self.turn_order[:]
        s.pending = self.pending[:]
        s.players = [p.copy() for p in self.players]
        s.supply = self.supply.copy()
        s.bag = self.bag.copy()
        s.clear_pool = self.clear_pool
        s.zone_gems = self.zone_gems.copy()  # inner dicts are never mutated: sharing is safe
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.common_row = self.common_row[:]
        s.row_choices = self.row_choices.copy()
        s.flags = self.flags.copy()
        s.action_flags = {a: f[:] for a, f in self.action_flags.items()}
        s.lifted = self.lifted
        s.built_from_row = self.built_from_row
        s.built_this_turn = self.built_this_turn
        s.synchrotron_used = self.synchrotron_used
        s.rng = self.rng
        s.viewer = self.viewer
        s.seed = self.seed
        s.history = None if self.history is None else self.history[:]
        s.undoable = self.undoable
        return s

    def __repr__(self) -> str:
        who = "over" if self.is_over else f"player {self.to_move} to move"
        seen = "" if self.viewer is None else f", view of player {self.viewer}"
        return f"<Charon State: {self.num_players} players, round {self.round}, {self.phase}, {who}{seen}>"
