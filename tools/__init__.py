"""Build and test helpers (not part of the shipped `game` package)."""
