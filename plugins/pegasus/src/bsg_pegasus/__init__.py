"""The Pegasus expansion of Battlestar Galactica: The Board Game, as a bsgcore plugin on base.

Enable it per game with ``Game.new("base", plugins=["pegasus"], seats=3..7)`` or
``bsg play --ruleset base --plugin pegasus``; the plugin module is ``bsg_pegasus.plugin``.
"""

__version__ = "0.1.0"
