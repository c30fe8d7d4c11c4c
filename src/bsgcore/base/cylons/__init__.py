"""The Cylon side (B-REV, B-CYL, B-SC): revealing, the revealed Cylon's turn and locations, super crises, their events and registries."""
