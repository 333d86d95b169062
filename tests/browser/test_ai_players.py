"""Computer players in the browser: a human against two bots to the end (with a reload while a
bot is to move), and a game of bots only that plays itself. The bots think in a Web Worker:
every computer move is the one its bot makes in CPython from the same view and seed, the page
answers the player while a bot thinks, it runs without SharedArrayBuffer (the test server sends
no COOP/COEP headers), logs the bots' moves and shows who is thinking."""

import random

from game.ai import make_bot
from game.charon import apply, from_json, history, new_game, scores, to_json, view
from shell import seating
from tests.browser.conftest import SNAPSHOT, choose, saved_game, saved_record, screenshot, wait_ready

AI_TIMEOUT_MS = 60_000  # the worker's own Pyodide start-up, then one decision, on a busy machine

# The page's requests for a computer's move, held back on their way to the worker until the
# test releases them: a bot that thinks for as long as the test likes. Installed before any
# script of the page runs.
HOLD_DECISIONS = """
window.heldDecisions = [];
window.holdingDecisions = true;
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (window.holdingDecisions && message && message.kind === "decide") {
    window.heldDecisions.push(() => post.call(this, message, ...rest));
    return;
  }
  return post.call(this, message, ...rest);
};
window.releaseDecisions = () => {
  window.holdingDecisions = false;
  window.heldDecisions.splice(0).forEach((send) => send());
};
"""

STATUS = """() => ({
  thinking: document.body.dataset.thinking === '1',
  prompt: document.getElementById('prompt').textContent,
  promptThinking: document.getElementById('prompt').classList.contains('thinking'),
  handoff: !document.getElementById('handoff').hidden,
  summary: document.getElementById('summary').textContent,
  decisions: (window.charonAiTimes || []).length,
})"""


def saved_meta(page, snap) -> dict:
    """The current game's record: players, seats and log beside the engine's save."""
    return saved_record(page, snap)


def shown_log(page) -> list[str]:
    return page.eval_on_selector_all("#log li", "items => items.map(i => i.textContent)")


def snapshot(page) -> tuple[dict, dict]:
    """The page's state and its thinking status, read at one instant (a bot may move any time)."""
    both = page.evaluate(f"() => [({SNAPSHOT})(), ({STATUS})()]")
    return both[0], both[1]


def assert_each_computer_move_is_its_bot_s(record: dict) -> None:
    """Every move of a computer seat in the saved game is the one its bot makes in CPython from
    that player's view (as JSON, as the worker gets it) and the seat's seed: the worker ran that
    very bot, its search included, on the view alone. (A time cap cutting a search short would
    change a move: easy's 25 iterations take a few hundredths of its 1 s.)"""
    final = from_json(record["save"])
    seats, bot_seed = record["players"]["seats"], int(record["players"]["bot_seed"])
    state = new_game(len(seats), int(final.seed))
    computer_moves = 0
    for number, action in enumerate(history(final)):
        p = state.to_move
        if seating.is_ai(seats[p]):
            bot = make_bot(seating.bot_spec(seats[p]), seating.bot_seed("charon", bot_seed, p))
            assert bot.choose(from_json(to_json(view(state, p)))) == action, f"move {number} of {seats[p]}"
            computer_moves += 1
        state = apply(state, action)
    assert to_json(state) == to_json(final) and computer_moves > 20


def assert_plain_origin(page) -> None:
    # No COOP/COEP from the test server: no cross-origin isolation, no SharedArrayBuffer.
    assert page.evaluate("() => self.crossOriginIsolated") is False
    assert page.evaluate("() => typeof SharedArrayBuffer") == "undefined"


def test_human_against_two_bots_with_a_reload(watched, site_url):
    page, watch = watched
    page.goto(f"{site_url}/index.html?players=human,ai:greedy,ai:random&seed=11&names=Ann,Ana,Bo&pace=60")
    wait_ready(page)
    assert_plain_origin(page)
    # a reload resumes, at the same pace (the worker page keeps its own switch besides)
    search = "() => { const q = new URLSearchParams(location.search); q.delete('runtime'); return '?' + q; }"
    assert page.evaluate(search) == "?pace=60"
    rng = random.Random(5)
    human_moves = 0
    saw_thinking = None
    reloaded = False
    for _ in range(3000):
        snap, status = snapshot(page)
        assert not snap["handoff"] and not status["handoff"], "one human: never a hand-off"
        assert "Ann's hand:" in status["summary"], "the human's own view all game long"
        if snap["end"]:
            break
        if status["thinking"]:
            assert snap["actions"] == []
            assert status["promptThinking"]
            if saw_thinking is None:
                saw_thinking = status["prompt"]
                screenshot(page, "ai-thinking-1280x800.png")
            if human_moves >= 12 and not reloaded:
                # Reload while a bot is to move: the game resumes and the bot thinks again.
                saved, log = saved_game(page, snap), shown_log(page)
                page.reload()
                wait_ready(page)  # the reloaded page's worker is still starting: no bot move yet
                again = page.evaluate(SNAPSHOT)
                assert again["current"] == snap["current"]
                landed = saved_game(page, again) != saved  # the bot's answer landed just before the reload
                # Nothing lost: the log is told again from the history. A bot's gem returned as it
                # landed joins the line of those it returned just before ("Ana returns 3 black"
                # where the log had said 2): that last line may have grown, no other.
                told = len(log) - 1 if landed else len(log)
                assert shown_log(page)[:told] == log[:told]
                if not landed:
                    assert page.evaluate(STATUS)["thinking"]  # the bot to move thinks again
                    page.wait_for_function("(window.charonAiTimes || []).length > 0", timeout=AI_TIMEOUT_MS)
                    reloaded = True
                # else the bot's answer landed (and was saved) just before the reload: try again
                continue
            page.wait_for_function(
                """(n) => document.body.dataset.thinking !== '1'
                || (window.charonAiTimes || []).length > n""",
                arg=status["decisions"],
                timeout=AI_TIMEOUT_MS,
            )
            continue
        assert snap["actions"], f"no action offered to the human: {snap['prompt']}"
        assert snap["toMove"] == "0"
        action = choose(snap["actions"], rng)
        page.click(f"#actions button[data-action='{action}']")
        human_moves += 1
    else:
        raise AssertionError("the game did not end")
    assert saw_thinking in ("Ana (computer, greedy) is thinking…", "Bo (computer, random) is thinking…")
    assert reloaded and human_moves > 12
    screenshot(page, "ai-end-1280x800.png")
    final = from_json(saved_game(page, page.evaluate(SNAPSHOT)))
    assert final.is_over
    rows = page.eval_on_selector_all(
        "#end-scores tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
    )
    expected = dict(zip(["Ann", "Ana", "Bo"], scores(final), strict=True))
    assert {name: int(points) for name, points, _ in rows} == expected
    log = page.eval_on_selector_all("#log li", "items => items.map(i => i.textContent)")
    assert any(line.startswith("Ana ") for line in log) and any(line.startswith("Bo ") for line in log)
    meta = saved_meta(page, snap)
    assert meta["players"]["seats"] == ["human", "ai:greedy", "ai:random"] and meta["players"]["bot_seed"] == "11"
    assert_each_computer_move_is_its_bot_s(meta)
    watch.check()


def test_bots_only_game_plays_itself(watched, site_url):
    page, watch = watched
    page.add_init_script(HOLD_DECISIONS)
    # ai:easy is the information-set MCTS: it proves that path works in the worker.
    page.goto(f"{site_url}/index.html?players=ai:easy,ai:random&seed=5&pace=20")
    wait_ready(page)
    assert_plain_origin(page)
    # The first computer's request, held on its way to the worker: a bot thinking at length.
    page.wait_for_function("document.body.dataset.thinking === '1' && window.heldDecisions.length === 1")
    status = page.evaluate(STATUS)
    assert not status["handoff"] and "'s hand:" not in status["summary"]  # nobody's hand is shown
    # Meanwhile the page answers the player (the rules open and close), and no move is made but
    # the worker's.
    log = shown_log(page)
    page.click("#rules-btn")
    page.wait_for_selector("#rules:not([hidden])")
    page.click("#rules-close")
    page.wait_for_selector("#rules", state="hidden")
    assert page.evaluate(STATUS)["thinking"] and shown_log(page) == log and status["decisions"] == 0
    page.evaluate("window.releaseDecisions()")
    page.wait_for_function("(window.charonAiTimes || []).length >= 3", timeout=AI_TIMEOUT_MS)
    screenshot(page, "ai-only-1280x800.png")
    page.wait_for_selector("#end", state="visible", timeout=300_000)
    snap = page.evaluate(SNAPSHOT)
    final = from_json(saved_game(page, snap))
    assert final.is_over
    assert page.evaluate(STATUS)["thinking"] is False
    assert page.evaluate("window.charonAiTimes.length") > 40
    # Every move the ISMCTS bot's own, found by its search in the worker.
    assert_each_computer_move_is_its_bot_s(saved_record(page, snap))
    log = page.eval_on_selector_all("#log li", "items => items.map(i => i.textContent)")
    assert any("game is over" in line for line in log)

    # The set-up screen offers computer seats too: a human against a random bot.
    page.click("#end-new")
    kinds = page.locator("#setup-players select.seat-kind")
    # The form comes with the finished game's seats (the same again is one click)...
    assert page.eval_on_selector_all("#setup-players select.seat-kind", "s => s.map(k => k.value)") == [
        "ai:easy",
        "ai:random",
    ]
    page.select_option("#setup-count", "2")
    assert kinds.count() == 2
    kinds.nth(0).select_option("human")  # ...and a person takes the first seat
    assert page.eval_on_selector("#setup-players select.seat-kind", "s => [...s.options].map(o => o.value)") == [
        "human",
        "ai:random",
        "ai:greedy",
        "ai:easy",
        "ai:medium",
        "ai:hard",
    ]
    page.locator("#setup-players input").nth(1).fill("Robo")
    kinds.nth(1).select_option("ai:random")
    screenshot(page, "ai-setup-1280x800.png")
    page.click("#setup-start")
    page.wait_for_function(
        "document.body.dataset.toMove === '0' && document.querySelector('#actions button')", timeout=AI_TIMEOUT_MS
    )
    snap, status = snapshot(page)
    assert not snap["handoff"] and "Player 1's hand:" in status["summary"]
    assert "Robo (computer, random)" in page.text_content("#log")
    watch.check()
