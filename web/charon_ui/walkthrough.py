"""Claiming, shown: after the last flag, the board walks through the zones one by one (the
zone lit, who takes its gems and why, the gems flying to the winner's panel), then the action
areas, then the turn order for building.

`claiming_frames(before, events, ...)` turns one step's events into frames. It starts from
the board as the step found it (a view), replays the step's last flag move on it, and then
moves each claimed zone's gems as the claim events say — the rules are never decided here.
The page draws each frame for its `ms` and may skip to the end at any moment. The log tells
the claiming as the walk shows it (`log_shown`): no zone's line before the walk reaches it.
"""

from collections.abc import Collection
from dataclasses import dataclass, field

from game.charon.board import ACTION_AREAS, ZONE_POSITIONS
from game.charon.events import AreaResult, Claim, Event, FlagPlaced
from game.charon.state import State
from shell.i18n import _, listed
from shell.log import LogLine

from . import layout as L
from .render import Canvas, gem
from .story import tell
from .theme import HIGHLIGHT, TEXT, area_title

WALK_MS = 2600  # the others' zones: 2-4 s in all, however many are claimed
ZONE_MS = (140, 420)  # such a zone's share of it: at least, at most
# The zones a player at the screen had a flag on, and the action areas' results and the turn
# order, are held for their captions to be read at a reading pace: READ_CHAR_MS a character,
# between READ_MS's bounds (a newcomer could not read "Zone 14 → Ann takes 3 black: 1–1 on
# influence, nobody tied holds the centre; Bob wins on roads (1–0)" in the second it had).
READ_CHAR_MS = 55  # about 18 characters a second: a newcomer reading while the gems fly
READ_MS = (900, 6000)
READ_WALK_MS = 30_000  # the zones read, in all at most (each at least READ_MS[0]); a click skips the walk
QUICK_MS = 900  # the areas' results and the turn order when no player at the screen reads them
FLIGHT_STEPS = 3


def reading_ms(caption: str) -> int:
    """How long a caption is held to be read: its length at a reading pace, within READ_MS.

    >>> reading_ms("Zone 3 → Ann"), reading_ms("x" * 100), reading_ms("x" * 1000)
    (900, 5500, 6000)
    """
    return max(READ_MS[0], min(READ_MS[1], len(caption) * READ_CHAR_MS))


@dataclass
class WalkFrame:
    state: State  # the board to draw
    caption: str
    ms: int
    zone: int | None = None  # the zone lit
    areas: set[str] = field(default_factory=set)  # the action areas lit
    overlay: list = field(default_factory=list)  # drawing operations over the table (gems in flight)
    tells: str = ""  # the kind of the log's lines it shows: area_won, claim (its caption's) or turn_order


def has_claiming(events: list[Event]) -> bool:
    return any(e.type == "claim" for e in events)


def claiming_frames(
    before: State, events: list[Event], names: list[str], readers: Collection[int] = (), in_words: bool = False
) -> list[WalkFrame]:
    """The walk for a step whose events include claiming; [] otherwise. The zones where one of
    `readers` (the players at the screen) had a flag are held long enough to read; the rest
    pass quickly (flags are public: nothing hidden sets the pace). Its caption under the board,
    clear of every zone and of the status line; `in_words` (a phone, whose moon pane shows no
    more than the board) not drawn at all: the page says it under the moon (over the board's top
    or foot it hid a row of zones and their gems)."""
    claims = [e for e in events if isinstance(e, Claim)]
    if not claims:
        return []
    lines = tell(before, events, names)
    said = {kind: [ln.text for ln in lines if ln.kind == kind] for kind in ("claim", "turn_order")}
    board = before.copy()
    board.lifted = None
    frames: list[WalkFrame] = []

    placed = [e for e in events if isinstance(e, FlagPlaced)]
    for e in placed:  # the flag that ended staking or Stolen Intelligence lands first
        if e.source in ACTION_AREAS:
            board.action_flags[e.source] = [p for p in board.action_flags[e.source] if p != e.player]
        else:
            board.flags.pop(e.source, None)
        board.flags[e.position] = e.player
    results = [e for e in events if isinstance(e, AreaResult)]
    won = {e.area for e in results if e.winners}
    if results:
        caption = " · ".join(_short_area(e, names) for e in results)
        ms = reading_ms(caption) if readers else QUICK_MS
        frames.append(WalkFrame(board.copy(), caption, ms, areas=won, tells="area_won"))

    share = max(ZONE_MS[0], min(ZONE_MS[1], WALK_MS // len(claims)))
    read = {c.zone for c in claims if any(board.flags.get(spot) in readers for spot in ZONE_POSITIONS[c.zone])}
    held = {c.zone: reading_ms(caption) for c, caption in zip(claims, said["claim"], strict=True) if c.zone in read}
    slower = sum(held.values()) / READ_WALK_MS  # more than the cap in all: each a share shorter
    if slower > 1:
        held = {z: max(READ_MS[0], round(ms / slower)) for z, ms in held.items()}
    for claim, caption in zip(claims, said["claim"], strict=True):
        zone_ms = held.get(claim.zone, share)
        ms = zone_ms if claim.winner is None else zone_ms // 2
        frames.append(WalkFrame(board.copy(), caption, ms, zone=claim.zone, tells="claim"))
        if claim.winner is None:
            continue
        start = L.FULL_BOARD.hole_xy(claim.zone)
        px, py, _, _ = L.player_panels(board.num_players)[claim.winner]
        target = (px + 40, py + 40)
        kinds = [kind for kind, n in claim.gems.items() for _ in range(n)]
        flying = board.copy()
        flying.zone_gems = {**board.zone_gems, claim.zone: {}}
        for k in range(1, FLIGHT_STEPS + 1):
            t = k / (FLIGHT_STEPS + 1)
            c = Canvas()
            for i, kind in enumerate(kinds):
                sx, sy = start[min(i, len(start) - 1)]
                gem(c, kind, sx + (target[0] - sx) * t, sy + (target[1] - sy) * t, 8)
            ms = zone_ms // (2 * FLIGHT_STEPS)
            frames.append(WalkFrame(flying, caption, ms, zone=claim.zone, overlay=c.ops, tells="claim"))
        board = flying.copy()
        for kind, n in claim.gems.items():
            board.players[claim.winner].gems[kind] += n

    if said["turn_order"]:
        caption = said["turn_order"][0]
        frames.append(WalkFrame(board, caption, reading_ms(caption) if readers else QUICK_MS, tells="turn_order"))
    if not in_words:
        for f in frames:
            f.overlay = banner(f.caption) + f.overlay
    return frames


def log_shown(lines: list[LogLine], step: int, frames: list[WalkFrame]) -> list[int]:
    """How many of the log's `lines` (the last `step` of them told by the step walked through) to
    show with each of the walk's `frames`: the lines before the claiming, then its lines as far
    as the walk has shown them — the action areas' results with their frame, each zone's claim
    with its own, the turn order (and what came before it) with the last frame. The whole log
    once the walk is over.

    >>> lines = [LogLine("Ann places", 1), LogLine("Synchrotron won by Ann", 1, kind="area_won"),
    ...          LogLine("Zone 1 → Ann", 1, kind="claim"), LogLine("Zone 2 → Bob", 1, kind="claim"),
    ...          LogLine("Bob builds first", 1, kind="turn_order")]
    >>> frames = [WalkFrame(None, "Synchrotron: Ann", 900, tells="area_won"),
    ...           WalkFrame(None, "Zone 1 → Ann", 200, tells="claim"),
    ...           WalkFrame(None, "Zone 2 → Bob", 200, tells="claim"),
    ...           WalkFrame(None, "Bob builds first", 900, tells="turn_order")]
    >>> log_shown(lines, 5, frames)
    [2, 3, 4, 5]
    """
    base = len(lines) - step
    first = next((i for i in range(base, len(lines)) if lines[i].kind in ("area_won", "claim")), len(lines))
    out, upto = [], first
    for frame in frames:
        if frame.tells == "area_won":
            upto = max([upto, *(i + 1 for i in range(first, len(lines)) if lines[i].kind == "area_won")])
        elif frame.tells:
            told = (frame.tells, frame.caption)
            upto = next((i + 1 for i in range(upto, len(lines)) if (lines[i].kind, lines[i].text) == told), upto)
        out.append(upto)
    return out


def _short_area(result: AreaResult, names: list[str]) -> str:
    """'Synchrotron: won by Ann': an area's result, short, for the banner."""
    if result.winners:
        won = listed([names[p] for p in result.winners])
        return _("{area}: won by {players}").format(area=area_title(result.area), players=won)
    return _("{area}: nobody wins it").format(area=area_title(result.area))


BANNER_FILL = "rgba(8,12,22,0.97)"  # the caption's box (tests find it by it)


def banner(caption: str) -> list:
    """The caption in the strip between the board and the players' panels, across the table's
    width, over the flag spots' legend (staking is over): where no zone is (across the board's
    top it covered its top row of zones, which the walk talks about), and clear of the status
    line above the board, which says the round and whose move it is (over it, the caption hid
    them). Wrapped to fit the strip, the smaller the longer; a caption too long for it even then
    goes over the board (`_over_board`).

    >>> box = [op for op in banner("Zone 14 → Ann takes 3 black: 1–1 on influence") if op[0] == "rect"][0][2:5:2]
    >>> box[0] >= L.BOARD_Y + L.BOARD[3] + 10 and box[0] + box[1] <= L.PANELS_Y
    True
    """
    x, w = 8, L.WIDTH - 16
    strip = L.BOARD_Y + L.BOARD[3] + 11  # 1 px under the board's frame (10 px round its zones)
    room = L.PANELS_Y - 1 - strip  # to 1 px above the players' panels
    for size, line_h in ((14, 18), (13, 16), (12, 15), (11, 14)):
        lines = wrap(caption, int((w - 24) / (size * 0.56)))  # bold system font: ~0.56 em a character
        height = 8 + line_h * len(lines)
        if height <= room:
            break
    else:
        return _over_board(caption)
    top = strip + (room - height) / 2
    c = Canvas()
    c.rect(x, top, w, height, BANNER_FILL, HIGHLIGHT, 1.5, 8)
    for i, line in enumerate(lines):
        c.text(x + w / 2, top + 4 + line_h / 2 + line_h * i, line, size, TEXT, "center", "bold")
    return c.ops


def _over_board(caption: str) -> list:
    """The caption across the top of the board, where the eye already is, wrapped to fit."""
    x, y, w, h = L.FULL_BOARD.rect
    size = 14
    lines = wrap(caption, int((w - 36) / (size * 0.56)))  # bold system font: ~0.56 em a character
    height = 14 + 19 * len(lines)
    top = y + 6
    c = Canvas()
    c.rect(x + 6, top, w - 12, height, BANNER_FILL, HIGHLIGHT, 1.5, 8)
    for i, line in enumerate(lines):
        c.text(x + w / 2, top + 17 + 19 * i, line, size, TEXT, "center", "bold")
    return c.ops


def wrap(text: str, width: int) -> list[str]:
    """Words into lines of at most `width` characters (a longer word stands alone).

    >>> wrap("Zone 14 → Ann takes 3 black: 3–3 on influence", 20)
    ['Zone 14 → Ann takes', '3 black: 3–3 on', 'influence']
    """
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines
