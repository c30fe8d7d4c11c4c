"""The base game's heuristic bot."""
