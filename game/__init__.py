"""Charon, Inc. in the browser: the rules engine (`game.charon`) and computer players."""
