"""An example fan plugin for the base game (docs/fan-cards.md, "Fan content for the base game").

Enable it per game with ``Game.new("base", plugins=["fan_base"])`` or
``bsg play --ruleset base --plugin fan_base``; the plugin module is ``bsg_fan_base.plugin``.
"""

__version__ = "0.1.0"
