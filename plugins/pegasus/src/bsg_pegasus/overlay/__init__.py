"""The Cylon locations overlay (P-OVL), replacing the base game's Cylon locations for the whole
game.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here.
"""
