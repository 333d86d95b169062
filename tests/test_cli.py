"""`python -m game simulate|tournament --game KEY`: every registered game, its player counts
checked and its options on the command line."""

import pytest

from game.__main__ import main
from game.registry import GAMES, GameInfo


@pytest.mark.parametrize("info", GAMES.values(), ids=list(GAMES))
def test_a_tournament_and_a_simulation_of_every_game(info: GameInfo, capsys):
    seats = ",".join(["random", "greedy", "random", "greedy", "random"][: info.min_players])
    flags = [f"--{o.key.replace('_', '-')}" for o in info.options]
    tournament = ["tournament", "--game", info.key, "--players", str(info.min_players), "--seats", seats]
    assert main([*tournament, "--games", "2", "--seed", "4", *flags]) == 0
    out = capsys.readouterr().out
    assert f"2 games of {info.title}" in out and "greedy" in out
    for option in info.options:
        assert option.key.replace("_", " ") in out  # the option was played
    assert main(["simulate", "--game", info.key, "--players", str(info.max_players), "--games", "1"]) == 0
    assert f"random {info.max_players}-player games" in capsys.readouterr().out


@pytest.mark.parametrize("info", GAMES.values(), ids=list(GAMES))
def test_player_counts_outside_the_game_are_refused(info: GameInfo):
    for players in (info.min_players - 1, info.max_players + 1):
        with pytest.raises(SystemExit, match=f"{info.title} is played by"):
            main(["simulate", "--game", info.key, "--players", str(players), "--games", "1"])


def test_an_option_of_another_game_and_an_unknown_game_are_refused(capsys):
    with pytest.raises(SystemExit, match="--discovery-track is an option of 6 Billion"):
        main(["simulate", "--game", "charon", "--discovery-track", "--games", "1"])
    with pytest.raises(SystemExit):
        main(["tournament", "--game", "chess"])
    assert "invalid choice: 'chess'" in capsys.readouterr().err
    with pytest.raises(SystemExit, match="unknown 6 Billion bot 'clever'"):
        main(["tournament", "--game", "sixbillion", "--players", "2", "--seats", "greedy,clever", "--games", "1"])
