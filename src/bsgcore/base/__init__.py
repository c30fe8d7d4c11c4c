"""The base game of Battlestar Galactica: The Board Game, as a built-in bsgcore plugin.

Every rule of ``base.md`` and every card of the base catalogues (docs/base-status.md lists the parts
and the rules each implements; docs/rulings.md the readings chosen).
"""

# Every module registers its ops, conditions and roll outcomes when imported; the plugin imports
# them all, so any use of the base game sees complete tables.
from bsgcore.base import plugin as plugin  # noqa: E402
