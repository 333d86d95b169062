"""6 Billion watched again, and its results: a finished game (played in Python, put into the
browser's storage as the table saves it) opens on its results with the charts of score and
population by round; its replay steps, jumps to a round, plays at a speed, shows each
player's hand (the game is over) and ends on the final board, the results when asked."""

import random

from game.sixbillion import apply, legal_actions, new_game
from shell.players import Players
from shell.records import SavedGame, encode
from sixbillion_ui.game_kind import DEFAULT_COLOURS, SIXBILLION
from tests.browser.conftest import (
    AT_LAST_STEP,
    RECORD_DRAWS,
    log_lines,
    replay_step,
    screenshot,
    start_replay,
    wait_ready,
)

NAMES = ["Ann", "Bob", "Cleo"]


def finished_record(seed: int = 4) -> str:
    """A finished 3-player game (random legal moves), as the table's record of it."""
    rng = random.Random(seed)
    state = new_game(3, seed)
    while not state.is_over:
        state = apply(state, rng.choice(legal_actions(state)))
    players = Players(NAMES, list(DEFAULT_COLOURS[:3]), ["human", "ai:easy", "ai:easy"], bot_seed=seed)
    text, _fingerprint = encode(SIXBILLION, SavedGame.of("g1", state, players), 1, 1.7e9)
    return text


def open_finished_game(page, site_url):
    page.goto(f"{site_url}/index.html?game=sixbillion")
    wait_ready(page)
    page.evaluate(
        """(record) => { localStorage.setItem('sixbillion:record:g1', record);
                        localStorage.setItem('sixbillion:current', 'g1'); }""",
        finished_record(),
    )
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#end:not([hidden])")


def board_image(page) -> str:
    return page.evaluate("document.getElementById('board').toDataURL()")


def chart_image(page) -> str:
    return page.evaluate("document.getElementById('end-chart').toDataURL()")


def test_the_results_show_the_charts_of_score_and_population_by_round(watched, site_url):
    page, _ = watched
    open_finished_game(page, site_url)
    assert page.is_visible("#end-stats") and page.is_visible("#end-chart")
    tabs = page.eval_on_selector_all("#end-chart-tabs button", "bs => bs.map(b => [b.dataset.chart, b.textContent])")
    assert tabs == [["score", "Score by round"], ["population", "Population by round"]]
    assert page.get_attribute("#end-chart", "aria-label") == "Score by round"
    score = chart_image(page)
    screenshot(page, "sixbillion-results-charts-1280x800.png")
    page.click("#end-chart-tabs button[data-chart='population']")
    assert page.get_attribute("#end-chart-tabs button[data-chart='population']", "aria-selected") == "true"
    assert page.get_attribute("#end-chart", "aria-label") == "Population by round"
    assert chart_image(page) != score  # another chart drawn
    screenshot(page, "sixbillion-results-population-1280x800.png")
    # The final scoring's table is still there, site by site.
    assert "Earth" in page.text_content("#end-scores") and "Total" in page.text_content("#end-scores")


def test_a_finished_game_is_replayed_step_by_step_round_by_round_with_every_hand(watched, site_url):
    page, _ = watched
    open_finished_game(page, site_url)
    final_log = log_lines(page)
    start_replay(page)
    assert "Round 1" in page.text_content("#prompt")
    assert page.is_hidden("#actions")  # watched, not played
    start = board_image(page)
    for _ in range(12):
        page.click("#replay-forward")
    assert replay_step(page) == 12
    assert board_image(page) != start
    page.keyboard.press("ArrowLeft")
    assert replay_step(page) == 11
    assert len(log_lines(page)) < len(final_log)

    chapters = page.eval_on_selector_all("#replay-chapter option", "os => os.map(o => o.textContent)")
    assert chapters[:3] == ["Round 1", "Round 2", "Round 3"] and chapters[-1] == "Final scores"
    page.select_option("#replay-chapter", label="Round 3")
    assert "Round 3" in page.text_content("#prompt")
    at_round_3 = replay_step(page)
    assert at_round_3 > 12

    # The game is over: each player's hand may be shown, one at a time; the public table shows none.
    public_board, public_log = board_image(page), log_lines(page)
    assert not any(line.startswith(("You are dealt", *(f"{name} is dealt" for name in NAMES))) for line in public_log)
    seats = page.eval_on_selector_all("#replay-seat option", "os => os.map(o => [o.value, o.disabled])")
    assert seats == [["", False], ["0", False], ["1", False], ["2", False]]
    page.select_option("#replay-seat", "1")
    assert board_image(page) != public_board  # Bob's hand on the board
    bobs = log_lines(page)
    assert any(line.startswith("Bob is dealt: ") for line in bobs)  # Bob's private lines, named
    assert not any(line.startswith(("You ", "Your ")) for line in bobs)  # nobody watching is "you"
    screenshot(page, "sixbillion-replay-1280x800.png")
    page.select_option("#replay-seat", "2")
    cleo = board_image(page)
    page.select_option("#replay-seat", "1")
    assert board_image(page) != cleo

    page.select_option("#replay-speed", "4")
    page.click("#replay-play")
    page.wait_for_function(
        f"+document.getElementById('prompt').textContent.split('step ')[1].split(' ')[0] > {at_round_3}"
    )
    page.click("#replay-play")  # pause
    page.select_option("#replay-seat", "0")  # Ann's: the only human's, as the table showed her
    page.evaluate("document.activeElement.blur()")  # keys in a select are the select's
    page.keyboard.press("End")
    # The replay's end is the final board; the results, charts too, when asked (the bar's Results).
    page.wait_for_function(AT_LAST_STEP)
    assert page.is_hidden("#end") and page.is_visible("#replay-results")
    page.click("#replay-results")
    page.wait_for_selector("#end:not([hidden])")
    assert page.is_visible("#end-chart")
    # the whole game's log, with Ann's private lines: named, where the table said "You…" to her
    replayed = log_lines(page)
    changed = [(at_table, again) for at_table, again in zip(final_log, replayed, strict=True) if at_table != again]
    assert changed and all(a.startswith("You ") and b.startswith("Ann ") for a, b in changed), changed
    page.click("#end-board")
    page.click("#replay-close")
    assert page.is_hidden("#replay-bar")
    # The Games list replays a saved game too.
    page.click("#menu-btn")
    page.click("#saves button:has-text('Replay')")
    page.wait_for_selector("#replay-bar:not([hidden])")
    assert replay_step(page) == 0


BOARD_WORDS = "() => JSON.parse(window.charonDrawn.board.ops).filter(op => op[0] === 'text').map(op => op[3])"


def test_a_replayed_hand_is_named_for_its_seat_not_you(watched, site_url):
    """The hand shown in a replay is a seat chosen on the bar, shown to whoever watches: the
    board names its owner and calls nobody "you"."""
    page, _ = watched
    page.context.add_init_script(RECORD_DRAWS)
    open_finished_game(page, site_url)
    page.click("#end-replay")
    page.wait_for_selector("#replay-bar:not([hidden])")
    page.select_option("#replay-seat", "1")
    words = page.evaluate(BOARD_WORDS)
    assert any(word.startswith("Bob's hand") for word in words), words
    assert "Only Bob saw these" in words
    assert not [word for word in words if "(you)" in word or "Only you" in word]
    log = log_lines(page)  # and the log, as the board: Bob's private lines say whose they are
    assert any(line.startswith("Bob is dealt: ") for line in log), log
    assert not [line for line in log if line.startswith(("You ", "Your "))], log
    assert "Bob" in words and "Ann" in words  # the players' rows: names alone
