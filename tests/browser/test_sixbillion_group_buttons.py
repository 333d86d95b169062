"""6 Billion's folded groups of plays as a newcomer met them on a 390x844 touch phone (issue 36),
and beside the board: a group's title looks like the button it is (greyed, it read as one that
could not be pressed), an opened group's plays say what differs between them (not the title
again in each), the tap-to-zoom cue reads as a hint and not as a button, and the hand, left a
strip above the panel an opened group grows, is brought back."""

import re

import pytest

from game.ai import make_bot
from game.sixbillion import apply, legal_actions, new_game, view
from sixbillion_ui import layout as L  # the page's own geometry: where the hand's cards are drawn
from sixbillion_ui.describe import action_label, decision_kind, fold_rule, group_actions
from tests.browser.conftest import screenshot, sized_context
from tests.browser.sixbillion_saved import NAMES, open_position, position, show_tab


def _groups_of_4_and_6(s) -> bool:
    """Ann's actions step with a folded group of 4 plays (for their symbols) and one of 6 (a card's)."""
    if decision_kind(s) != "actions":
        return False
    groups = group_actions(legal_actions(s), view(s, s.to_move), NAMES)
    fold = fold_rule(groups)
    return {4, 6} <= {len(items) for _title, items in groups if fold(items)}


SAVED = position(2013, _groups_of_4_and_6)

# How a box looks: its colours and its frame.
LOOK = """(e) => { const s = getComputedStyle(e);
  return {background: s.backgroundColor, color: s.color, border: s.borderTopWidth + ' ' + s.borderTopStyle}; }"""


def _looks_pressable(page, when: str) -> None:
    """Every group's title looks like the panel's buttons ("End my actions"): their colours, a frame."""
    button = page.locator("#actions button[data-action*='end_actions']").evaluate(LOOK)
    titles = page.locator("#actions summary")
    assert titles.count() >= 3
    for i in range(titles.count()):
        assert titles.nth(i).evaluate(LOOK) == button, (when, titles.nth(i).text_content())


@pytest.fixture(params=["phone", "desktop"])
def table(request, browser, phone3x, site_url):
    if request.param == "phone":
        yield phone3x
        return
    context = sized_context(browser, (1280, 800))
    page = context.new_page()
    yield page, []
    context.close()


def _open(page, count: int):
    group = page.locator("#actions details").filter(has=page.locator("summary", has_text=re.compile(rf"\({count} ")))
    group.locator("summary").click()
    page.wait_for_function("document.querySelector('#actions details[open]')")
    return group


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_groups_title_looks_like_a_button_folded_opened_and_pointed_at(table, site_url, lang):
    page, _errors = table
    open_position(page, site_url, SAVED, lang)
    _looks_pressable(page, "folded")
    _open(page, 4)
    _looks_pressable(page, "one opened")
    page.locator("#actions details[open] summary").focus()
    assert (
        page.locator("#actions details[open] summary").evaluate(LOOK)["color"]
        == page.locator("#actions button[data-action*='end_actions']").evaluate(LOOK)["color"]
    )
    screenshot(page, f"sixbillion-group-titles-{lang}-{page.viewport_size['width']}.png")


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_an_opened_groups_plays_say_what_differs_and_keep_their_whole_names(table, site_url, lang):
    # "New Colony (other player): ..." in each play under "New Colony (other player)", and "Play
    # ... for the ... symbol" in each under "Play a card for its symbol" (issue 36).
    page, errors = table
    open_position(page, site_url, SAVED, lang)
    for count in (6, 4):
        group = _open(page, count)
        title = re.sub(r" \(\d+ .*\)$", "", group.locator("summary").text_content())
        plays = group.locator("button[data-action]")
        assert plays.count() == count
        for i in range(count):
            text, whole = plays.nth(i).text_content(), plays.nth(i).get_attribute("aria-label")
            assert title not in text, (title, text)
            assert whole is not None and len(text) < len(whole), (text, whole)
        screenshot(page, f"sixbillion-group-of-{count}-plays-{lang}-{page.viewport_size['width']}.png")
        group.locator("summary").click()
        page.wait_for_function("!document.querySelector('#actions details[open]')")
    assert not errors, errors


def test_the_whole_names_are_the_plays_labels(phone3x, site_url):
    # What a screen reader says of a play is what its button said before: the whole phrase.
    page, errors = phone3x
    open_position(page, site_url, SAVED)
    s = _reached(2013, _groups_of_4_and_6)
    wanted = {action_label(a, view(s, s.to_move), NAMES) for a in legal_actions(s)}
    for count in (6, 4):
        names = (
            _open(page, count)
            .locator("button[data-action]")
            .evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))")
        )
        assert len(names) == count and set(names) <= wanted, names
    assert not errors, errors


def _reached(seed: int, wanted):
    """The position `sixbillion_saved.position` saves (the same greedy players, the same seed)."""
    state = new_game(3, seed, discovery_track=True)
    bots = [make_bot("greedy", p, "sixbillion") for p in range(3)]
    while not (state.to_move == 0 and wanted(state)):
        state = apply(state, bots[state.to_move].choose(view(state, state.to_move)))
    return state


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_tap_to_zoom_cue_reads_as_a_hint_not_a_button(phone3x, site_url, lang):
    # "Tap a planet to see its tokens larger", framed in the accent colour, was tapped as a button.
    page, errors = phone3x
    open_position(page, site_url, SAVED, lang)
    show_tab(page, "board")
    cue = page.locator("#zoom-cue")
    cue.scroll_into_view_if_needed()
    screenshot(page, f"sixbillion-zoom-cue-hint-{lang}.png")
    look = cue.evaluate(LOOK)
    assert look["background"] in ("rgba(0, 0, 0, 0)", "transparent"), look
    assert look["border"].startswith("0px"), look
    assert not errors, errors


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_hand_is_brought_back_above_the_panel_an_opened_group_grew(phone3x, site_url, lang):
    # With a group of 4 opened the hand was left a strip above the panel (the tops of its cards).
    page, errors = phone3x
    open_position(page, site_url, SAVED, lang)
    assert page.get_attribute("#tab-hand", "aria-selected") == "true"
    page.locator("#actions details").filter(has=page.locator("summary", has_text=re.compile(r"\(4 "))).locator(
        "summary"
    ).tap()
    page.wait_for_function("document.querySelector('#actions details[open]')")
    page.wait_for_function(
        """([top, line, width]) => { const hand = document.getElementById('hand-canvas').getBoundingClientRect();
             const scale = hand.width / width, panel = document.getElementById('actions').getBoundingClientRect();
             return hand.top + (top + line) * scale <= panel.top; }""",
        arg=[L.PHONE_HAND_TOP, L.PHONE_CARD_H, L.PHONE_WIDTH],
        timeout=10_000,
    )
    screenshot(page, f"sixbillion-group-open-hand-{lang}.png")
    hand = page.locator("#hand-canvas").bounding_box()
    tabs = page.locator("#phone-tabs").bounding_box()
    assert tabs["y"] + tabs["height"] <= hand["y"]  # its title row under the tab bar, not behind it
    assert not errors, errors


def _a_group_of_one_play(s) -> bool:
    """Ann's actions step with a group of one play beside other groups ("From Mars" over its one
    migration, "Reveal a Discovery card" over its one reveal)."""
    if decision_kind(s) != "actions":
        return False
    groups = group_actions(legal_actions(s), view(s, s.to_move), NAMES)
    return len(groups) > 2 and any(len(items) == 1 for _title, items in groups[1:])


# Each group's title in the plays' list, with how many buttons it stands over.
TITLED = """() => [...document.querySelectorAll('#actions .plays :is(details > summary, div > h3)')]
  .map((t) => [t.textContent, t.parentElement.querySelectorAll('button[data-action]').length])"""


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_group_of_one_play_is_its_button_alone(table, site_url, lang):
    # A newcomer read "From Mars" and under it a button "1 billion from Mars …", "Reveal a Discovery
    # card (1 choice)" opening on "Reveal Discovery: …" (issue 36): the same thing said twice.
    page, _errors = table
    saved = position(2026, _a_group_of_one_play)
    open_position(page, site_url, saved, lang)
    titled = page.evaluate(TITLED)
    assert titled and all(count > 1 for _title, count in titled), titled
    alone = page.locator("#actions .plays > button[data-action]")
    assert alone.count() >= 1  # its whole label, pressable at once, all of it in its frame
    for i in range(alone.count()):
        assert alone.nth(i).evaluate("(b) => b.scrollHeight <= b.clientHeight + 1"), alone.nth(i).text_content()
    screenshot(page, f"sixbillion-group-of-one-{lang}-{page.viewport_size['width']}.png")


def _a_titled_group_and_a_lone_play(s) -> bool:
    """Ann's actions step with a group of plays not folded (under its title) and a lone play."""
    if decision_kind(s) != "actions":
        return False
    groups = group_actions(legal_actions(s), view(s, s.to_move), NAMES)
    fold = fold_rule(groups)
    plays = groups[1:]
    return any(len(items) > 1 and not fold(items) for _t, items in plays) and any(len(i) == 1 for _t, i in plays)


# Each titled group in the plays' list: its title, its frame's box and border, its plays' words and
# boxes; and each lone play's box.
GROUPS = """() => { const plays = document.querySelector('#actions .plays');
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; };
  return {
    groups: [...plays.querySelectorAll(':scope > div')].map((g) => ({
      title: g.querySelector('h3').textContent, frame: box(g), border: getComputedStyle(g).borderTopWidth,
      plays: [...g.querySelectorAll('button[data-action]')].map((b) => [b.textContent, box(b)]) })),
    lone: [...plays.querySelectorAll(':scope > button[data-action]')].map((b) => [b.textContent, box(b)]) }; }"""


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_group_not_folded_frames_its_plays_which_do_not_repeat_its_title(table, site_url, lang):
    # "COLONY 2" over "Colony 2: ..." (the title said twice), and "Recycle", a lone play, read as
    # one of "NEW COLONY 6"'s plays under its sticky title (issue 36): a group's plays say what
    # differs, inside the group's frame; a lone play outside every frame.
    page, errors = table
    open_position(page, site_url, position(2026, _a_titled_group_and_a_lone_play), lang)
    seen = page.evaluate(GROUPS)
    assert seen["groups"] and seen["lone"], seen
    for group in seen["groups"]:
        assert group["border"] != "0px", group  # a frame the eye sees
        top, bottom = group["frame"]
        for words, (b_top, b_bottom) in group["plays"]:
            assert not words.lower().startswith(group["title"].lower()), (group["title"], words)
            assert top <= b_top and b_bottom <= bottom
        for words, (l_top, l_bottom) in seen["lone"]:
            assert l_bottom <= top or bottom <= l_top, (group["title"], words)
    screenshot(page, f"sixbillion-group-not-folded-{lang}-{page.viewport_size['width']}.png")
    assert not errors, errors
