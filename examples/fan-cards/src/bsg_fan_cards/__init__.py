"""An example fan plugin for BSG Express: two fan crisis cards and Saul Tigh (docs/fan-cards.md).

Enable it per game with ``Game.new("express", plugins=["fan_cards"])`` or
``bsg play --plugin fan_cards``; the plugin module is ``bsg_fan_cards.plugin``.
"""

__version__ = "0.1.0"
