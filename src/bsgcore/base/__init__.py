"""The base game of Battlestar Galactica: The Board Game, as a built-in bsgcore plugin.

Every rule of ``base.md`` and every card of the base catalogues (docs/base-status.md lists the parts
and the rules each implements; docs/rulings.md the readings chosen).
"""
