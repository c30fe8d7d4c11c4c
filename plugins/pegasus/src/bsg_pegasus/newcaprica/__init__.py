"""The New Caprica objective and phase (P-NC ... P-WIN); owned by the pegasus-nc helper.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here.
"""
