"""The base game of Battlestar Galactica: The Board Game, as a built-in bsgcore plugin.

Work in progress (docs/base-status.md says what is implemented): the catalogues, the effect
registry and the set-up; the turn is not there yet.
"""
