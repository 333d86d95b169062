"""Charon, Inc.'s computer players: the greedy player's rules of thumb (greedy.py,
heuristics.py), the game through the search's protocol with its levels (search.py: candidates,
playouts and the fitted evaluation), the advisor and the post-game review. `bots.make_bot`
makes one from its spec. The engine (game.charon) never imports them."""
