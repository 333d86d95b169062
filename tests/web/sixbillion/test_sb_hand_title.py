"""The hand's title counts the cards held of the 6 a hand is drawn back up to, its most (RULES.md
12.2). Hungarian said "(6 a 6-ból)", "6 out of 6", which reads as a score, not as cards held."""

from game.sixbillion.components import HAND_SIZE
from tools import i18n as catalogues

TITLE = "{name}'s hand ({n} of 6)"


def test_the_hungarian_hand_title_says_cards_held_and_the_most():
    assert HAND_SIZE == 6  # the message's "6"
    words = catalogues.read(catalogues.po_path("hu"), "hu")[TITLE].string
    said = words.format(name="2. játékos", n=5)
    assert "5 lap" in said and "legfeljebb 6" in said and "6-ból" not in said, said  # cards held; the most
