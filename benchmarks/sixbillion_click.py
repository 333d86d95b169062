"""One click on 6 Billion's page, its Python work alone, in CPython: the action applied and
logged, then what the page asks the session and draws to show the table again.

    python -m benchmarks.sixbillion_click [--clicks 300] [--seed 4] [--players 3]

A hot-seat game of humans is played by clicks on the first action offered (a reaction moment:
nobody answers; a hand-off: confirmed). Each click is timed through the calls the page makes
after it (shell.table.Table.act and render, sixbillion_page's render_table, board, panel,
summary and hint): the DOM work is left out, so the figure is the Python side only. Also
printed: how many player views (`game.sixbillion.view`) a click builds — the view drawn is
one per state shown, whatever the number of parts that read it.

The machine's load (`os.getloadavg()`) is printed before and after: on a shared machine every
figure is slower than on a quiet one.
"""

import argparse
import os
import statistics
import time

import sixbillion_ui.session as session_module
from game.sixbillion import to_json
from shell.players import Players
from sixbillion_ui.game_kind import SIXBILLION
from sixbillion_ui.render import draw
from sixbillion_ui.session import Session
from sixbillion_ui.summary import table_summary


def redraw(s: Session) -> None:
    """What the page asks of the session to show the table after a click, in the page's order."""
    s.public_seat(), s.needs_handoff(), s.thinking_text(), s.prompt(), s.can_undo()
    seen, private = s.screen_view()  # render_table: the phone's decision
    s.legal()
    seen, private = s.screen_view()  # the board
    draw(seen, private, s.players.names, s.highlights(), None, s.status_text())
    s.shown_game(), s.reaction_screen(), s.screen_view(), s.legal()  # the action panel
    seen, private = s.screen_view()  # the table's summary
    table_summary(seen, s.players.names, private)
    s.screen_view(), s.legal()  # the hint's view
    s.visible_log(), s.shown_game()


def click(s: Session) -> bool:
    """One click as the page answers it; False once the game is over."""
    if s.shown_game().is_over:
        return False
    screen = s.reaction_screen()
    if screen.kind == "anyone":
        s.close_moment()
    elif screen.kind == "pause":
        s.pause_shown()
    elif s.needs_handoff() is not None:
        s.confirm_handoff()
    elif screen.kind == "private" and not screen.can_answer:
        s.nothing_answers(screen.player)
    else:
        s.act(s.legal()[0])
        to_json(s.state), s.table_data()  # the save
    redraw(s)
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clicks", type=int, default=300)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    print(f"load before: {os.getloadavg()[0]:.2f}")
    names = ["Ann", "Bob", "Cleo", "Dan", "Eve"][: args.players]
    players = Players(names, list(SIXBILLION.palette[: args.players]), ["human"] * args.players)
    s = Session.new("bench", players, args.seed)
    built = 0
    real_view = session_module.view

    def counted_view(*a, **k):
        nonlocal built
        built += 1
        return real_view(*a, **k)

    session_module.view = counted_view
    times, views = [], []
    try:
        for _ in range(args.clicks):
            built = 0
            t0 = time.perf_counter()
            if not click(s):
                break
            times.append((time.perf_counter() - t0) * 1000)
            views.append(built)
    finally:
        session_module.view = real_view
    print(f"{len(times)} clicks, {args.players} players, seed {args.seed}")
    print(f"  Python work per click: median {statistics.median(times):.2f} ms, max {max(times):.2f} ms")
    print(f"  player views built per click: median {statistics.median(views)}, max {max(views)}")
    print(f"load after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
