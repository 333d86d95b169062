"""6 Billion's computer players: the greedy player (greedy.py) and the search's adapter with
its levels (search.py). `bots.make_bot` makes one from its spec. The engine (game.sixbillion)
never imports them."""
