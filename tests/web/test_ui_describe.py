"""The game in words (charon_ui.describe): action labels with their payment, why a zone goes to
its winner, the final summary and tie-break, the table read aloud, what an action area does."""

from charon_ui.describe import action_label, card_text, final_summary, zone_explanation
from game.charon import new_game


def test_building_labels_show_the_payment():
    state = new_game(2, 1)
    from game.charon import Build

    assert "clear" in action_label(Build("4a", ("black",)), state)


def test_zone_explanation_and_summary():
    s = new_game(2, 3)
    s.flags = {"R7-8": 0, "X1-7": 1}
    text = zone_explanation(s, 7, ["Ann", "Bob"])
    assert "road" in text and "Ann" in text
    assert "out of play" in zone_explanation(s, 1, ["Ann", "Bob"])
    s.players[0].built = ["9a", "3a"]
    s.players[1].built = ["9b", "2a", "2b"][:2]  # 11 points vs 12
    s.players[1].built = ["9b", "3b"]  # 12 - 12: same values, shared
    summary = final_summary(s, ["Ann", "Bob"])
    assert summary["winners"] == [0, 1] and "share" in summary["tie_break"]
    s.players[1].built = ["8a", "4a"]  # 12 - 12; 9 beats 8
    summary = final_summary(s, ["Ann", "Bob"])
    assert summary["winners"] == [0] and summary["tie_break"] == (
        "Ann and Bob tied on 12 points; the highest built cards decide:"
        " Ann's highest card (9) beats Bob's (8). Ann wins."
    )


def test_table_in_words_shows_only_the_viewers_hand():
    from charon_ui.describe import table_summary
    from game.charon import view

    s = new_game(2, 1)
    text = " ".join(table_summary(view(s, 0), ["Ann", "Bob"], True))
    assert all(card_text(card) in text for card in s.players[0].hand)
    assert not any(card_text(card) in text for card in s.players[1].hand if card not in s.players[0].hand)
    hidden = " ".join(table_summary(view(s, 0), ["Ann", "Bob"], False))
    assert "Ann's hand" not in hidden


def test_an_action_area_says_what_it_does_and_when_it_triggers():
    from charon_ui.describe import area_explanation

    two = area_explanation(new_game(2, 1), "underground_warehouse")
    assert two.startswith("Underground Warehouse: trade 2 for 1, keep 6 gems.")
    assert "exactly one flag is left on it" in two and "2 flags are on it now" in two
    assert "one or two flags are left on it" in area_explanation(new_game(4, 1), "synchrotron")


def test_a_zone_s_tooltip_puts_a_colon_between_a_name_and_its_influence():
    """A play-tester read "Player 1 1 influence": a default name ends in a number."""
    s = new_game(2, 3)
    s.flags = {"R7-8": 0, "X1-7": 1}
    assert "Player 1: 1 influence (1 on roads); Player 2: 1 influence (0 on roads)." in zone_explanation(
        s, 7, ["Player 1", "Player 2"]
    )
