"""Exodus set-up (exodus.md §3.1, X-SETUP): what the always-used part adds to and boxes from a
base game, before the base set-up runs.

A part of the Exodus plugin (``PLUGIN.parts``): its hook implementations live here.
"""
