"""Execution and its sources (P-EXEC, P-NEWC execution parts); owned by the pegasus-leaders helper.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here.
"""
