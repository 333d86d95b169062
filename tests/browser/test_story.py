"""The story of a game in a real browser: claiming walked through zone by zone (and skipped),
a misclick taken back with Ctrl+Z, a finished game replayed back and forth, the whole log
filtered by player and round."""

import json

from tests.browser.conftest import (
    AT_LAST_STEP,
    log_lines,
    open_game,
    replay_step,
    resume_saved,
    screenshot,
    start_replay,
)

WALKED = """() => { window.walks = 0; new MutationObserver(() => {
  if (document.body.dataset.walking === '1') window.walks += 1; })
  .observe(document.body, {attributes: true, attributeFilter: ['data-walking']}); }"""


def open_story(page, site_url, seats, seed, names):
    """A game opened with the walk-throughs counted and the board's frames kept."""
    open_game(page, site_url, seats, seed, names=names)
    page.evaluate(WALKED)
    page.evaluate(IN_THE_ZONES)


# The first action the human is offered, if the panel shows one now.
OFFERED = "document.querySelector('#actions button[data-action]')"
ASKED = f"({OFFERED} !== null && {OFFERED}.checkVisibility())"
WALKING = "document.body.dataset.walking === '1'"
LIFT = "document.querySelector(\"#actions button[data-action*='lift_flag']\")"
# The walk has reached the zones: the board's banner tells a zone's claim (web/draw.js paints
# what the page hands it; the first frame tells the action areas).
IN_THE_ZONES = """() => { window.painted = ''; const draw = window.charonDraw;
  window.charonDraw = (canvas, ops, ...rest) => { window.painted = ops; return draw(canvas, ops, ...rest); }; }"""


def play_until(page, done: str, moves: int = 1500) -> None:
    """Take the first offered action whenever the human is asked, until the page says `done` (a
    JavaScript expression). Each turn waits for the page itself: the human asked, or done."""
    for _ in range(moves):
        page.wait_for_function(f"({done}) || {ASKED}", timeout=120_000)
        if page.evaluate(f"!!({done})"):
            return
        try:
            page.click("#actions button[data-action] >> nth=0", timeout=2000)
        except Exception:  # noqa: BLE001 - the panel was redrawn under the click: ask again
            pass
    raise AssertionError("the game did not get there")


# The words the board painted last and the log's lines, read at one moment.
NOW = """() => [JSON.parse(window.painted).filter((op) => op[0] === 'text').map((op) => op[3]),
                [...document.querySelectorAll('#log li')].map((i) => i.textContent)]"""


def walking(page) -> bool:
    return page.evaluate("document.body.dataset.walking === '1'")


def test_claiming_is_walked_through_and_can_be_skipped(watched, site_url):
    page, _ = watched
    page.emulate_media(reduced_motion="no-preference")
    open_story(page, site_url, "human,ai:greedy", 3, "Ann,Bob")
    play_until(page, WALKING)
    # Before the zones (the action areas' frame), the log tells no zone's claim yet, and the status
    # line names the claiming, not the staking that ended.
    painted, early = page.evaluate(NOW)
    if not any(text.startswith("Zone ") for text in painted):
        assert not any(line.startswith("Zone ") for line in early)
    assert "Round 1/4 · Claiming gems" in painted and not any("Staking claims" in text for text in painted)
    page.wait_for_function(f"{WALKING} && window.painted.includes('\"Zone ')")  # into the zones
    painted, mid = page.evaluate(NOW)  # the frame and the log at the same moment
    assert walking(page)
    zones_told = [line for line in mid if line.startswith("Zone ")]
    zone = zones_told[-1].split()[1]  # "Zone 14 → Ann takes …": the log has got as far as the board's banner
    assert any(text.startswith(f"Zone {zone} ") for text in painted)
    assert page.is_visible("#skip-btn") and "Claiming" in page.text_content("#prompt")
    assert page.query_selector("#actions button") is None  # nothing to click mid-walk
    screenshot(page, "claiming-mid-walk-1280x800.png")
    page.keyboard.press("Space")  # any key skips
    page.wait_for_function("document.body.dataset.walking !== '1'", timeout=3000)
    lines = log_lines(page)
    assert any(line.startswith("Zone ") and ("→" in line or "nobody takes" in line) for line in lines)
    assert len([line for line in lines if line.startswith("Zone ")]) > len(zones_told)  # the rest, once skipped
    assert lines[: len(mid)] == mid  # told in the same order
    assert any("won by" in line or "nobody wins it" in line for line in lines)
    assert page.is_visible("#recap") and "This round's claims" in page.text_content("#recap")
    # The next round's walk, skipped with the button.
    play_until(page, f"{WALKING} && document.body.dataset.round === '2'")
    page.click("#skip-btn")
    page.wait_for_function("document.body.dataset.walking !== '1'", timeout=3000)
    assert page.evaluate("window.walks") == 2


def test_no_walk_for_those_who_prefer_reduced_motion(watched, site_url):
    page, _ = watched
    page.emulate_media(reduced_motion="reduce")
    open_story(page, site_url, "human,ai:greedy", 3, "Ann,Bob")
    play_until(page, "document.body.dataset.phase === 'build'")
    assert page.evaluate("window.walks") == 0
    assert any(line.startswith("Zone ") for line in log_lines(page))


def test_a_lifted_flag_is_put_back_with_ctrl_z(watched, site_url):
    page, _ = watched
    open_story(page, site_url, "human,ai:random", 5, "Ann,Bob")
    play_until(page, f"document.body.dataset.phase === 'stake' && {LIFT} !== null")
    assert page.is_hidden("#undo-btn")
    before = log_lines(page)
    lift = page.query_selector("#actions button[data-action*='lift_flag']")
    area = json.loads(lift.get_attribute("data-action"))["source"]
    lift.click()
    page.wait_for_selector("#undo-btn:not([hidden])")
    assert page.text_content("#undo-btn") == "Put the flag back"
    screenshot(page, "lifted-flag-1280x800.png")  # off its area (its slot ringed) until placed
    assert page.query_selector("#actions button[data-action*='place_flag']") is not None
    page.keyboard.press("Control+z")
    page.wait_for_selector("#undo-btn", state="hidden")
    assert page.query_selector(f"#actions button[data-action*='{area}']") is not None  # the area offered again
    assert page.query_selector("#actions button[data-action*='place_flag']") is None
    assert log_lines(page) == before
    record = page.evaluate("localStorage.getItem('charon:record:' + localStorage.getItem('charon:current'))")
    saved = json.loads(record)["save"]
    assert json.loads(saved)["lifted"] is None  # the save was taken back too
    # Placing the flag hands the turn on: no undo then.
    play_until(page, "document.querySelector(\"#actions button[data-action*='place_flag']\") !== null")
    page.click("#actions button[data-action*='place_flag']")  # the page redraws within the click
    assert page.is_hidden("#undo-btn") or page.text_content("#undo-btn") == "Put the flag back"


def finish_bot_game(page, site_url, seed=4):
    open_story(page, site_url, "ai:greedy,ai:greedy,ai:random", seed, "Ann,Bob,Cy")
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=180_000)
    page.wait_for_selector("#end:not([hidden])")


# The replay's selects whose chosen words are wider than the select leaves them (its arrow: 28 px).
CUT_SELECTS = """() => ['#replay-chapter', '#replay-seat'].filter((id) => {
  const select = document.querySelector(id), ctx = document.createElement('canvas').getContext('2d');
  ctx.font = getComputedStyle(select).font;
  const words = ctx.measureText(select.selectedOptions[0].textContent).width;
  return select.getBoundingClientRect().width < words + 28; })"""


def test_a_finished_game_is_replayed_back_and_forth(watched, site_url):
    page, _ = watched
    finish_bot_game(page, site_url)
    final_log = log_lines(page)
    start_replay(page)
    for _ in range(30):
        page.click("#replay-forward")
    assert replay_step(page) == 30
    at_30 = len(log_lines(page))
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    assert replay_step(page) == 28 and len(log_lines(page)) <= at_30
    page.select_option("#replay-chapter", label="Round 2 · Staking claims")
    assert "Round 2 · Staking claims" in page.text_content("#prompt")
    assert page.evaluate("document.querySelector('#replay-seat option[value=\"1\"]').disabled") is False
    page.select_option("#replay-seat", "1")  # the game is over: Bob's hand may be shown
    bobs = log_lines(page)  # and his private lines, named for whoever watches: nobody is "you"
    assert any(line.startswith("Bob is dealt: ") for line in bobs), bobs
    assert not [line for line in bobs if line.startswith(("You ", "Your "))], bobs
    screenshot(page, "replay-mid-game-1280x800.png")
    page.select_option("#replay-speed", "4")
    start = replay_step(page)
    page.click("#replay-play")
    page.wait_for_function(f"+document.getElementById('prompt').textContent.split('step ')[1].split(' ')[0] > {start}")
    # "Pause" with its sign drawn beside it (its character, ⏸, showed as an empty box in a play-test)
    assert page.text_content("#replay-play") == "Pause"
    sign = page.eval_on_selector("#replay-play", "b => getComputedStyle(b, '::before').borderLeftWidth")
    assert sign != "0px"
    page.click("#replay-play")  # pause
    page.wait_for_function("document.getElementById('replay-play').textContent === 'Play'")
    # The chapter and the seat read whole (a newcomer saw "Round 1 · C…" and "Public ta…"): each
    # select is wider than its chosen words, with room for its arrow; the longest chapter too
    # ("Round 1 · Choose a card for the common row" was cut beside the speed).
    # In every language ("Nyilvános asztal (kezek n…" was cut in Hungarian).
    for lang in ("hu", "es", "en"):
        page.click(f"button[data-lang={lang}]:visible")
        page.wait_for_function(f"document.documentElement.lang === '{lang}'")
        chapters = page.eval_on_selector_all("#replay-chapter option", "os => os.map(o => o.textContent)")
        page.select_option("#replay-chapter", label=max(chapters, key=len))
        page.select_option("#replay-seat", "")
        assert page.evaluate(CUT_SELECTS) == [], lang
    page.evaluate("document.activeElement.blur()")  # keys in a select are the select's
    page.keyboard.press("End")
    # The end of a replay is the final board, not the results over it (issue 38: the jump to the
    # end reopened the results dialog); the bar's Results button opens them when asked.
    page.wait_for_function(AT_LAST_STEP)
    assert log_lines(page) == final_log
    assert page.is_hidden("#end") and page.is_visible("#replay-results")
    screenshot(page, "replay-end-1280x800.png")
    page.click("#replay-results")
    page.wait_for_selector("#end:not([hidden])")
    page.click("#end-board")
    assert page.is_hidden("#end") and page.is_visible("#replay-bar")
    page.click("#replay-close")
    assert page.is_hidden("#replay-bar") and page.evaluate("document.body.dataset.phase") == "over"
    # The Games list replays a saved game too.
    page.click("#menu-btn")
    page.click("#saves button:has-text('Replay')")
    page.wait_for_selector("#replay-bar:not([hidden])")
    assert replay_step(page) == 0 and page.is_hidden("#setup")


def test_the_full_log_filtered_by_player_and_round(watched, site_url):
    page, _ = watched
    finish_bot_game(page, site_url, seed=8)
    page.click("#end-board")
    everything = log_lines(page)
    assert len(everything) > 200  # the whole game, no cap
    assert everything[0].startswith("New game for Ann (computer, greedy), Bob (computer, greedy), Cy")
    assert not any("12b" in line or "X9-15" in line for line in everything)
    page.select_option("#log-player", label="Bob")
    bob = log_lines(page)
    assert 0 < len(bob) < len(everything)
    assert any(line.startswith("Bob ") for line in bob) and not any(line.startswith("Cy ") for line in bob)
    page.select_option("#log-round", "3")
    bob3 = log_lines(page)
    assert bob3[0] == "Round 3" and "Round 4" not in bob3 and len(bob3) < len(bob)
    screenshot(page, "log-filtered-1280x800.png")
    page.select_option("#log-player", "")
    page.select_option("#log-round", "")
    assert log_lines(page) == everything


def test_the_statistics_screen_of_a_finished_game(watched, site_url):
    """A finished game (three greedy players; seat 0 is the human) resumed from storage opens
    on its results: where the human came, charts by round, each player's game; it reopens
    after a look at the board."""
    from game.ai import make_bot
    from game.charon import apply, new_game, scores, to_json, view

    page, _ = watched
    state = new_game(3, 8)  # a deal where the greedy player in seat 0 wins (50 to 38 and 40)
    bots = [make_bot("greedy", seat) for seat in range(3)]
    while not state.is_over:
        state = apply(state, bots[state.to_move].choose(view(state, state.to_move)))
    players = {"names": ["Ann", "Bob", "Cy"], "colours": ["red", "white", "blue"],
               "seats": ["human", "ai:greedy", "ai:medium"], "bot_seed": 5}  # fmt: skip
    resume_saved(page, site_url, to_json(state), players)
    page.wait_for_selector("#end:not([hidden])")
    points = scores(state)
    assert points[0] > max(points[1:])  # with this seed the human's seat wins
    assert page.text_content("#end-title") == f"You won with {points[0]} points!"  # said once
    assert page.is_hidden("#end-placement")
    assert page.is_visible("#end-chart")
    assert page.get_attribute("#end-chart-tabs [data-chart='score']", "aria-selected") == "true"
    page.click("#end-chart-tabs [data-chart='wins']")
    assert page.get_attribute("#end-chart-tabs [data-chart='wins']", "aria-selected") == "true"
    assert page.get_attribute("#end-chart", "aria-label") == "Zones and areas won"
    assert page.eval_on_selector_all("#end-players summary", "s => s.map(x => x.textContent)") != []
    page.click("#end-players summary >> nth=0")
    assert "Zones: won" in page.text_content("#end-players details[open]")
    screenshot(page, "statistics-1280x800.png")
    page.click("#end-board")
    page.click("#results-btn")
    assert page.is_visible("#end")
    # Escape closes the results as "Look at the board" does; the focus goes to the button that reopens them.
    page.keyboard.press("Escape")
    assert page.is_hidden("#end")
    assert page.evaluate("document.activeElement.id") == "results-btn"
    page.keyboard.press("Enter")
    assert page.is_visible("#end")
