"""The action panel in a real browser: every kind of element in it — the action buttons, the
group headings, the folded groups' summaries ("Trade …", "Synchrotron …") and the panel's own
background — can be clicked without an error, and a click on anything but a button changes
nothing. The game is played by the same choices in CPython beside the page, so the test knows
which actions the panel must offer and when the folded groups appear."""

import json
import random

from game.charon import Trade, action_to_json, apply, legal_actions, new_game
from tests.browser.conftest import screenshot, wait_ready

SEED = 26  # 2 players: trades, a Synchrotron swap and "Take a card" all come within ~25 decisions
PANEL = """() => ({
  handoff: !document.getElementById('handoff').hidden,
  actions: [...document.querySelectorAll('#actions button[data-action]')].map(b => b.dataset.action),
  headings: [...document.querySelectorAll('#actions h3')].map(h => h.textContent),
  summaries: [...document.querySelectorAll('#actions summary')].map(s => s.textContent),
  log: document.querySelectorAll('#log li').length,
  message: document.getElementById('message').hidden ? '' : document.getElementById('message-text').textContent,
})"""
# The page has shown the result of the last action: any claiming walk-through is over, and
# either the device is to be handed over or the panel offers what the engine allows now.
SETTLED = """(expected) => document.body.dataset.walking !== '1' && (!document.getElementById('handoff').hidden
  || JSON.stringify([...document.querySelectorAll('#actions button[data-action]')].map(b => b.dataset.action).sort())
     === JSON.stringify(expected))"""
# Decide quickly; trade twice (each trade folds the group shut again) and swap at the Synchrotron.
PREFERENCE = ["synchrotron", "end_turn", "pass", "place_flag", "lift_flag", "choose_row_card", "take_card"]
TRADES = 2


def choose(actions: list[str], trades: int, rng: random.Random) -> str:
    by_kind: dict[str, list[str]] = {}
    for text in sorted(actions):
        by_kind.setdefault(json.loads(text)["type"], []).append(text)
    if "trade" in by_kind and trades < TRADES:
        return by_kind["trade"][0]
    for kind in PREFERENCE:
        if kind in by_kind:
            return rng.choice(by_kind[kind])
    return rng.choice(sorted(actions))


def offered(state) -> list[str]:
    """What the panel must offer: the engine's legal actions, but pointless trades (giving a
    colour to get the same colour back)."""
    return sorted(
        json.dumps(action_to_json(a)) for a in legal_actions(state) if not (isinstance(a, Trade) and a.take in a.give)
    )


def click_and_expect_nothing(page, watch, selector: str, before: dict, **options) -> None:
    page.click(selector, **options)
    after = page.evaluate(PANEL)
    assert not watch.errors, f"clicking {selector}: {watch.errors}"
    assert after["message"] == "", f"clicking {selector}: {after['message']}"
    assert after["log"] == before["log"], f"clicking {selector} did something"


def test_every_kind_of_element_in_the_action_panel_can_be_clicked(watched, site_url):
    page, watch = watched
    # Ending a building turn with a card still buildable would ask first (test_building_turn.py).
    page.add_init_script("localStorage.setItem('charon:ask-end-turn', 'no')")
    page.goto(f"{site_url}/index.html?players=human,human&seed={SEED}")
    wait_ready(page)
    state = new_game(2, SEED)  # the same game, in CPython
    rng = random.Random(SEED)
    clicked: set[str] = set()  # the kinds of heading and summary clicked so far ("Trade", "Build", ...)
    trades = synchrotrons = 0
    background = False
    for _ in range(60):
        panel = page.evaluate(PANEL)
        if panel["handoff"]:
            page.click("#handoff-continue")
            continue
        # The panel offers what the engine allows after the actions played so far.
        assert sorted(panel["actions"]) == offered(state)
        if not background:  # the panel itself, between its groups
            click_and_expect_nothing(page, watch, "#actions", panel, position={"x": 2, "y": 2})
            background = True
        for i, title in enumerate(panel["headings"]):
            if title.split()[0] not in clicked:
                clicked.add(title.split()[0])
                click_and_expect_nothing(page, watch, f"#actions h3 >> nth={i}", panel)
        for i, title in enumerate(panel["summaries"]):
            if title.split()[0] not in clicked:
                clicked.add(title.split()[0])
                click_and_expect_nothing(page, watch, f"#actions summary >> nth={i}", panel)  # opens it
                click_and_expect_nothing(page, watch, f"#actions summary >> nth={i}", panel)  # folds it again
        text = choose(panel["actions"], trades, rng)
        kind = json.loads(text)["type"]
        button = page.locator(f"#actions button[data-action='{text}']")
        if not button.is_visible():  # in a folded group (folded again after each trade): unfold it, as a player must
            summary = f"#actions details:has(button[data-action='{text}']) > summary"
            click_and_expect_nothing(page, watch, summary, panel)
            if kind == "synchrotron":
                screenshot(page, "action-panel-synchrotron-1280x800.png")
        button.click()
        if kind == "choose_row_card":  # the press picked the card; "Put … into the row" puts it in (issue 38)
            page.click("#actions button.put-in-row")
        after = page.evaluate(PANEL)
        assert not watch.errors and after["message"] == "", (watch.errors, after["message"])
        state = apply(state, next(a for a in legal_actions(state) if json.dumps(action_to_json(a)) == text))
        page.wait_for_function(SETTLED, arg=offered(state))
        trades += kind == "trade"
        synchrotrons += kind == "synchrotron"
        if trades >= TRADES and synchrotrons:
            break
    assert trades == TRADES and synchrotrons == 1, (trades, synchrotrons)
    assert {"Decide", "Your", "Lift", "Place", "Take", "Build", "Trade", "Synchrotron:"} <= clicked, clicked
    watch.check()
