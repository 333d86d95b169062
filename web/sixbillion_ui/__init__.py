"""6 Billion's page parts, pure Python and tested under CPython: where the solar system sits on
the canvas (layout), what it looks like from one player's view (render, theme), the words of
prompts, actions, refusals and tooltips (describe), the log told from the engine's events
(story), the rules in the page's words (rules_help), and what a shared screen shows while a
reaction window is open (reactions). The game flow itself is the shell's table, not here.
"""
