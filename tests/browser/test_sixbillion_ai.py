"""6 Billion against computer players in a real browser: one human and two computers, the
computers moving through the AI worker from their views only, played by clicks to the results."""

from tests.browser.conftest import screenshot, wait_ready

# What the human may click now: an action (the first offered outside the folded groups), or
# nothing while a computer thinks or the moment's pause runs.
SNAPSHOT = """() => ({
  end: !document.getElementById('end').hidden,
  handoff: !document.getElementById('handoff').hidden,
  moment: !!document.querySelector('#actions button[data-moment]'),
  actions: [...document.querySelectorAll('#actions button[data-action]')]
      .filter(b => !b.closest('details')).map(b => b.dataset.action),
  prompt: document.getElementById('prompt').textContent,
})"""

SOMETHING_TO_CLICK = """() => !document.getElementById('end').hidden
  || document.querySelector('#actions button[data-action], #actions button[data-moment]') !== null"""


def test_a_game_against_two_computer_players_reaches_the_results(watched, site_url):
    page, _watch = watched
    page.goto(f"{site_url}/index.html?game=sixbillion&players=human,ai:easy,ai:easy&seed=5&pace=0")
    wait_ready(page)
    clicks = 0
    for _ in range(2000):
        page.wait_for_function(SOMETHING_TO_CLICK, timeout=120_000)
        snap = page.evaluate(SNAPSHOT)
        if snap["end"]:
            break
        assert not snap["handoff"], "one human at the screen: no hand-off"
        if snap["actions"]:
            page.locator(f"#actions button[data-action='{snap['actions'][0]}']").first.click()
            clicks += 1
        elif snap["moment"]:
            page.click("#actions button[data-moment]")
    assert page.evaluate(SNAPSHOT)["end"]
    assert clicks > 10
    decided = page.evaluate("() => window.charonAiTimes.length")
    assert decided > 10, "the computers moved through the AI worker"
    screenshot(page, "sixbillion-ai-results.png")
    # The log's round filter offers every round the game ran (not Charon's four).
    page.click("#end-board")
    rounds = page.eval_on_selector_all("#log-round option", "os => os.map(o => o.value)")
    told = page.eval_on_selector_all("#log li.heading", "ls => ls.map(l => l.textContent)")
    last = max(int(t.split()[-1]) for t in told if t.startswith("Round "))
    assert last > 4 and rounds == ["", *map(str, range(1, last + 1))]
    page.select_option("#log-round", str(last))
    assert page.locator("#log li").first.inner_text() == f"Round {last}"
