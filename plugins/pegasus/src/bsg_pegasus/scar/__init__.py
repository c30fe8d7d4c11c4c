"""Scar and the plastic basestars (P-SCAR, P-BS).

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here.
"""
