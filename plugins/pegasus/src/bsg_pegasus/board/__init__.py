"""The Pegasus board (P-PEG): its locations, its damage pool and the damage choice, Pegasus
destroyed (P-DMG).

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here.
"""
