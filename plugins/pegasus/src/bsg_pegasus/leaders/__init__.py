"""Cylon Leaders, Agendas, Infiltration, the loyalty deck, reveal and loyalty changes, the Quorum
hand limit, the Sympathetic Cylon (P-CL, P-AG, P-INF, P-LD, P-REV, P-LOY, P-SUCC, P-QH, P-SYM);
owned by the pegasus-leaders helper.

A part of the Pegasus plugin (``PLUGIN.parts``): its hook implementations live here.
"""
