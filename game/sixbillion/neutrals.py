"""Neutral factions (RULES.md 11): who controls one this turn, and its mandatory migrant."""

from collections.abc import Callable

from .. import rng
from .actions import Action, Migrate, intern
from .components import SITES, X2_BOX
from .events import BoxChanged, Event
from .generation import can_draw, draw_billion, migrant_dests
from .state import State


def box_counters(state: State, player: int) -> int:
    """Counters, not billions (11.1): a non-empty normal half is 1 counter; on Mercury and
    Pluto each billion is its own counter."""
    count = 0
    for site, box in state.boxes.items():
        colony, migrant = box[player]
        if site in X2_BOX:
            count += colony + migrant
        else:
            count += (colony > 0) + (migrant > 0)
    return count


def choose_controller(state: State) -> tuple[int, str]:
    """The player who controls the current neutral (11.1) and the test that decided it.
    May use the generator (test 5); the caller stores the new rng state."""
    players = list(range(state.num_players))
    tests: tuple[tuple[str, Callable[[int], int]], ...] = (
        ("fewest_tokens", lambda p: sum(1 for t in state.tracks.values() if t[p])),
        ("fewest_counters", lambda p: box_counters(state, p)),
        ("fewest_vp", lambda p: state.score[p]),
    )
    for reason, measure in tests:
        values = {p: measure(p) for p in players}
        best = min(values.values())
        players = [p for p in players if values[p] == best]
        if len(players) == 1:
            return players[0], reason
    # Test 4: among the tied, the one whose turn comes soonest, if any is still to play this round.
    later = state.turn_order[state.position + 1 :]
    waiting = [f for f in later if f in players]
    if waiting:
        return waiting[0], "soonest"
    assert state.rng is not None, "a view has no generator"
    state.rng, i = rng.below(state.rng, len(players))
    return players[i], "random"


def migrant_options(state: State, neutral: int) -> list[Action]:
    """Every legal neutral migrant (11.2): by source, 1 billion before 2, then destination."""
    options: list[Action] = []
    for source in SITES:
        if not state.tracks[source][neutral]:
            continue
        for billions in (1, 2):
            if not can_draw(state, neutral, source, billions):
                break
            for dest in migrant_dests(state, neutral, None, 0, billions):
                options.append(intern(Migrate, source, billions, dest))
    return options


def perform_migrate(state: State, player: int, action: Migrate, ev: list[Event] | None) -> None:
    neutral = state.turn_order[state.position]
    for _ in range(action.billions):
        draw_billion(state, neutral, action.site, ev)
    half = state.boxes[action.dest][neutral]
    half[1] += action.billions
    if ev is not None:
        ev.append(
            BoxChanged(faction=neutral, site=action.dest, colony=half[0], migrant=half[1], reason="neutral_migrant")
        )
