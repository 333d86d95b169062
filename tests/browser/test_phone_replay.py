"""A finished game replayed on a 390x844 phone: shown in the tabs as in play (the board at a
readable size, the cards and the players' panels in their tabs), and nothing of the game's last
position stays beside it (a newcomer saw round 4's areas, supply and hand under a round-1
replay: the phone's panes kept the game's last drawing). The whole table drawn at 390 px had
words of 5-7 px (a newcomer's play-test)."""

from charon_ui.game_kind import CHARON
from game.ai import make_bot
from game.charon import apply, new_game, view
from shell.players import Players
from shell.records import SavedGame, encode
from tests.browser.conftest import RECORD_DRAWS, WORDS_DRAWN, open_game, screenshot, wait_ready

PANES = """() => [...document.querySelectorAll('canvas.pane')]
  .filter(c => c.checkVisibility()).map(c => c.id)"""

# Whether every canvas shown was painted with the board's display list (one list, every pane).
ONE_POSITION = """() => [...document.querySelectorAll('canvas')].filter(c => c.checkVisibility())
  .every(c => window.charonDrawn[c.id] && window.charonDrawn[c.id].ops === window.charonDrawn.board.ops)"""


def test_a_replay_on_a_phone_shows_only_the_replays_table(phone_page, site_url):
    page, errors = phone_page
    page.add_init_script(RECORD_DRAWS)
    open_game(page, site_url, "ai:greedy,ai:greedy,ai:random", 4, names="Ann,Bob,Cy")
    page.wait_for_function("document.body.dataset.phase === 'over'", timeout=300_000)
    page.wait_for_selector("#end:not([hidden])")
    page.tap("#end-replay")
    page.wait_for_selector("#replay-bar:not([hidden])")
    for _ in range(2):
        page.tap("#replay-next-chapter")
    page.wait_for_function("document.querySelector('#board').dataset.view !== undefined")
    assert "Round 1" in page.text_content("#prompt")
    assert page.evaluate(ONE_POSITION)  # the game's last position is not shown beside it
    assert page.locator("#board").is_visible()
    screenshot(page, "replay-phone-390x844.png")
    page.tap("#replay-close")
    page.wait_for_selector("#replay-bar", state="hidden")
    assert page.evaluate("document.body.dataset.replay") == ""
    assert errors == []


def finished_record() -> str:
    """A finished game of Ann (the greedy player) against Bob (the random one), as the table's record."""
    state = new_game(2, 5)
    bots = [make_bot("greedy", 0), make_bot("random", 1)]
    while not state.is_over:
        state = apply(state, bots[state.to_move].choose(view(state, state.to_move)))
    players = Players(["Ann", "Bob"], list(CHARON.palette[:2]), ["human", "ai:greedy"], bot_seed=5)
    text, _fingerprint = encode(CHARON, SavedGame.of("g1", state, players), 1, 1.7e9)
    return text


def replay_of_a_finished_game(page, site_url, lang: str) -> None:
    """A finished game kept as the current one, its results shown, its replay opened by a tap."""
    page.goto(f"{site_url}/index.html?game=charon&lang={lang}")
    wait_ready(page)
    page.evaluate(
        "record => { localStorage.setItem('charon:record:g1', record); localStorage.setItem('charon:current', 'g1'); }",
        finished_record(),
    )
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#end:not([hidden])")
    page.tap("#end-replay")
    page.wait_for_selector("#replay-bar:not([hidden])")


def test_a_replay_on_a_phone_is_read_in_the_tabs_at_a_readable_size(phone_page, site_url):
    page, errors = phone_page
    page.add_init_script(RECORD_DRAWS)
    replay_of_a_finished_game(page, site_url, "en")
    page.tap("#replay-next-chapter")
    page.wait_for_function("document.querySelector('#board').dataset.view !== undefined")
    size, text = min(page.evaluate(WORDS_DRAWN))
    assert size >= 11, f"“{text}” is drawn {size} px high"
    screenshot(page, "replay-phone-board-390x844.png")
    for tab in ("hand", "players"):  # the tabs show the replay's position too (their panes as in play)
        page.tap(f"#tab-{tab}")
        page.wait_for_function(f"document.getElementById('tab-{tab}').getAttribute('aria-selected') === 'true'")
        page.wait_for_function(ONE_POSITION)
        assert page.evaluate(PANES) != []
        screenshot(page, f"replay-phone-{tab}-390x844.png")
    assert errors == []


# The play sign (drawn by style.css before the word) and the word, as boxes, and the button's box.
PLAY_BOXES = """() => {
  const button = document.getElementById('replay-play');
  const sign = getComputedStyle(button, '::before');
  const range = document.createRange();
  range.selectNodeContents(button);
  const lines = [...range.getClientRects()];
  const left = lines[0].left - parseFloat(sign.marginRight) - parseFloat(sign.borderLeftWidth);
  const b = button.getBoundingClientRect();
  return { sign: left, words: Math.max(...lines.map(r => r.right)), left: b.left, right: b.right,
           lines: new Set(lines.map(r => Math.round(r.top))).size };
}"""


def test_on_a_phone_in_hungarian_the_play_sign_and_word_sit_inside_the_button(phone_page, site_url):
    # A newcomer's phone: the triangle of "Lejátszás" touched the button's left edge.
    page, errors = phone_page
    replay_of_a_finished_game(page, site_url, "hu")
    assert page.text_content("#replay-play") == "Lejátszás"
    box = page.evaluate(PLAY_BOXES)
    assert box["sign"] >= box["left"] + 6, box
    assert box["words"] <= box["right"] - 6, box
    assert box["lines"] == 1, box  # the sign and the word on one line
    page.locator("#replay-bar").scroll_into_view_if_needed()
    screenshot(page, "replay-play-phone-hu-390x844.png")
    assert errors == []
