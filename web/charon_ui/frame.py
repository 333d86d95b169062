"""What the screen shows of a game at one moment, computed once per change and then read by
everything that draws or answers the pointer: the canvas, the action panel and hit-testing.

A mouse move or a redraw reads the frame; only a new state (an action, an undo, a reload) or
the device passing to another player makes a new one (Session.frame). The legal actions are
the costly part: the frame lists them once.
"""

from dataclasses import dataclass, field
from functools import cached_property

from game.charon import Build, ChooseRowCard, LiftFlag, PlaceFlag, State, TakeCard, can_undo, legal_actions
from game.charon.state import STAKE
from shell.i18n import _

from .describe import card_text
from .theme import area_title


@dataclass(frozen=True)
class Frame:
    """One moment of the game as this screen shows it.

    `state` is the whole game (what the frame was made from), `view` the view to draw and
    `private` whether its private parts may be drawn; `legal` what the screen offers (the legal
    actions of a human to move who has the device, else nothing); `handoff` the human the device
    must be passed to first, if any."""

    state: State
    view: State
    private: bool
    legal: list = field(default_factory=list)
    handoff: int | None = None
    shown_player: int | None = None

    @classmethod
    def make(cls, state: State, view: State, private: bool, offers: bool, handoff: int | None, shown: int | None):
        """`offers`: whether a human at the screen is to move (then the legal actions are listed)."""
        return cls(state, view, private, legal_actions(state) if offers else [], handoff, shown)

    @cached_property
    def highlights(self) -> dict[str, set[str]]:
        """What the board should highlight as clickable now: positions, areas, cards."""
        out: dict[str, set[str]] = {"positions": set(), "areas": set(), "cards": set()}
        for a in self.legal:
            if isinstance(a, PlaceFlag):
                out["positions"].add(a.position)
            elif isinstance(a, LiftFlag):
                (out["areas"] if a.source in self.state.action_flags else out["positions"]).add(a.source)
            elif isinstance(a, (ChooseRowCard, TakeCard, Build)):
                out["cards"].add(a.card)
        return out

    def can_undo(self) -> bool:
        """Whether the human at the screen may take back their last action (never a computer's,
        never another player's: the engine allows it only within the mover's own turn)."""
        return bool(self.legal) and can_undo(self.state)

    def click(self, target) -> tuple[object | None, str]:
        """The action a click on `target` (from layout.hit_test) asks for, or (None, hint)."""
        if target is None or self.handoff is not None:
            return None, ""
        actions = self.legal
        kind = target[0]
        wanted: list = []
        if kind == "area":
            wanted = [a for a in actions if isinstance(a, LiftFlag) and a.source == target[1]]
            if not wanted and actions:
                return None, self.why_not_area(target[1])
        elif kind == "position":
            wanted = [a for a in actions if isinstance(a, PlaceFlag) and a.position == target[1]]
            wanted += [a for a in actions if isinstance(a, LiftFlag) and a.source == target[1]]
        elif kind == "card":
            card = target[2]
            wanted = [a for a in actions if isinstance(a, (ChooseRowCard, TakeCard)) and a.card == card]
            if not wanted:
                builds = [a for a in actions if isinstance(a, Build) and a.card == card]
                if len(builds) > 1:
                    return None, _("choose how to pay for {card} in the action panel").format(card=card_text(card))
                wanted = builds
        if len(wanted) == 1:
            return wanted[0], ""
        return None, ""

    def why_not_area(self, area: str) -> str:
        """Why a flag cannot be taken from `area` now, while staking (a tap there must not go
        unanswered); "" in other phases, where the areas only tell what they do."""
        s = self.state
        if s.phase != STAKE:
            return ""
        if s.lifted is not None:
            return _("first place the flag from {area} on a highlighted position (or put it back)").format(
                area=area_title(s.lifted)
            )
        return _("no flag of yours is left on {area} to take").format(area=area_title(area))
