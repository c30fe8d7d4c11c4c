"""BSG Express, the fan-made dice variant of Battlestar Galactica, as a bsgcore ruleset plugin.

Enable it with ``Game.new(ruleset="express", seats=3..5)``; the plugin module is
``bsg_express.plugin`` (entry point ``express`` in the ``bsgcore.plugins`` group).
"""

__version__ = "0.1.0"
