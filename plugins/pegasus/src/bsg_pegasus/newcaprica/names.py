"""The ids and numbers of the New Caprica objective and phase (pegasus.md §10, Appendix A.2).

One place for them, so the rest of the package names a location or a card by a constant.
"""

from __future__ import annotations

#: The plugin part's name: the key of its plugin-owned state and of its view section.
PART = "pegasus.newcaprica"

BOARD = "pegasus.board.new_caprica"
RESISTANCE_HQ = "pegasus.location.resistance_hq"
OCCUPATION_AUTHORITY = "pegasus.location.occupation_authority"
BREEDERS_CANYON = "pegasus.location.breeders_canyon"
SHIPYARD = "pegasus.location.shipyard"
MEDICAL_CENTER = "pegasus.location.medical_center"
DETENTION = "pegasus.location.detention"
LOCATIONS = (
    MEDICAL_CENTER,
    RESISTANCE_HQ,
    DETENTION,
    OCCUPATION_AUTHORITY,
    BREEDERS_CANYON,
    SHIPYARD,
)
#: The occupation forces track, left to right (P-NCL-5); a token on Shipyard leaves next.
TRACK = (OCCUPATION_AUTHORITY, BREEDERS_CANYON, SHIPYARD)
#: Occupation forces tokens in the box (P-OF-6).
FORCES = 4

OBJECTIVE = "pegasus.objective.new_caprica"
KOBOL = "base.objective.kobol"
#: The distance at which the New Caprica phase begins (P-NC-1).
PHASE_DISTANCE = 7
#: The table of the New Caprica Crisis cards in the plugin's data.
NC_CRISIS_TABLE = "new_caprica_crisis"
#: The name of the New Caprica Crisis deck among base's Crisis decks (H-TURN-3).
NC_CRISIS_DECK = "new_caprica"
#: The plugin deck holding the phase's own effect cards (location actions, the return).
ACTION_DECK = "pegasus_new_caprica"
#: The icon of an occupation forces activation on a New Caprica Crisis card (P-NCC-5).
FORCES_ICON = "occupation_forces"

BRIG = "base.location.brig"
SICKBAY = "base.location.sickbay"
RESURRECTION_SHIPS = ("base.location.resurrection_ship", "pegasus.location.resurrection_ship")
GALACTICA = "base.board.galactica"
COLONIAL_ONE = "base.board.colonial_one"
PEGASUS = "pegasus.board.pegasus"
CYLON_BOARDS = ("base.board.cylon_locations", "pegasus.board.cylon_overlay")
#: The space areas of the return (P-ORB-3): above Galactica, and with a viper launch icon.
ABOVE_GALACTICA = (2, 3)
LAUNCH_AREAS = (5, 6)

#: The phase's sub-states (P-NC-8): not begun, before Galactica returns, after, game over.
NOT_BEGUN, OCCUPIED, ORBIT, LEFT = "", "occupied", "orbit", "left"

#: Rolls (P-DTN-2, P-AOF-2, P-TTL-1).
DETAIN_DETENTION, DETAIN_MEDICAL = 3, 7
ATTACK_HITS = 5
PRESIDENT_DETAINED = 3
#: The skill card a human may discard to roll an attack again (P-AOF-3).
MAXIMUM_FIREPOWER = "base.skill.maximum_firepower"
