"""6 Billion's final scoring table says which points a site doubled, and why: a play-tester saw
×2 only in the log and never learnt that Hidden Agendas double a site."""

from game.sixbillion import final_points, scenario
from sixbillion_ui import results

NAMES = ["Ann", "Bob"]


def test_the_table_names_each_hidden_agenda_and_marks_the_points_it_doubled():
    # Ann (Earth's Hidden Agenda) first on Earth: 8 points, doubled; Bob second: 4, his agenda elsewhere.
    state = scenario(
        2, tracks={"earth": {0: 8, 1: 4}, "mars": {1: 2}}, agendas=["agenda_earth", "agenda_asteroid_belt"]
    )
    assert final_points(state)[0]["earth"] == 16
    header, rows = results.final_table(state, NAMES)
    table = {row[0]: row[1:] for row in rows}
    assert table["Hidden Agenda"] == ["Earth", "Asteroid Belt"]
    assert table["Earth"] == ["8 ×2 = 16", "4"]  # ("16 ×2" read as 32)
    assert table["Mars"] == ["–", "6"]
    assert "Hidden Agenda" in results.doubling_note(state)


def test_no_note_where_nothing_doubled():
    state = scenario(2, tracks={"mars": {0: 2}, "earth": {1: 4}}, agendas=["agenda_earth", "agenda_asteroid_belt"])
    header, rows = results.final_table(state, NAMES)
    assert not [cell for row in rows for cell in row if "×2" in cell]
    assert results.doubling_note(state) == ""
