"""Pegasus Destination cards whose text base's ops do not carry (pegasus.md Appendix A.10).

None is carried out yet: Gas Cloud (arrange the top Crisis cards), Mining Asteroid (needs the
Scar crisis card) and Misjump (draw another destination) stay listed missing
(``bsg cards --plugin pegasus --missing``) and out of the Destination deck.

A part of the Pegasus plugin (``PLUGIN.parts``).
"""

from __future__ import annotations
