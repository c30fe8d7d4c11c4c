"""The Pegasus crisis, super crisis, Quorum and destination cards and their ops.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here.
"""
