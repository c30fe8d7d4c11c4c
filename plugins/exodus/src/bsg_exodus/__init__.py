"""The Exodus expansion of Battlestar Galactica: The Board Game, as a bsgcore plugin on base.

Enable it per game with ``Game.new("base", plugins=["exodus"], options={...})`` (with or
without ``"pegasus"``) or ``bsg play --ruleset base --plugin exodus``; the plugin module is
``bsg_exodus.plugin``.
"""

__version__ = "0.1.0"
