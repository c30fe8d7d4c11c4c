"""Treachery, the Pegasus skill cards, Movement, Reckless, Skill Check Abilities, Destiny (P-SKL
... P-DST, P-CYT); owned by the pegasus-skills helper.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here.
"""
