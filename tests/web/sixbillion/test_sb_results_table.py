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
    assert "Hidden Agenda" in results.doubling_note(state, NAMES)[0]


def test_no_note_where_nothing_doubled():
    state = scenario(2, tracks={"mars": {0: 2}, "earth": {1: 4}}, agendas=["agenda_earth", "agenda_asteroid_belt"])
    header, rows = results.final_table(state, NAMES)
    assert not [cell for row in rows for cell in row if "×2" in cell]
    assert results.doubling_note(state, NAMES) == []


def test_the_note_says_per_player_which_sites_doubled_and_why():
    # Ann's Hidden Agenda was Earth, yet Saturn showed "2 ×2 = 4": a Discovery card she held
    state = scenario(
        2,
        tracks={"earth": {0: 8, 1: 4}, "saturn": {0: 4, 1: 2}},
        agendas=["agenda_earth", "agenda_asteroid_belt"],
        discoveries=[["discovery_saturn"], []],
    )
    table = {row[0]: row[1:] for row in results.final_table(state, NAMES)[1]}
    assert table["Saturn"][0].endswith("×2 = " + str(final_points(state)[0]["saturn"]))
    note = results.doubling_note(state, NAMES)
    assert "Ann ×2: Earth (Hidden Agenda) and Saturn (Discovery card)" in note
    assert "Bob ×2: Asteroid Belt (Hidden Agenda)" in note
