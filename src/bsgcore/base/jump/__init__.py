"""Jumping (B-JUMP): the automatic jump, FTL Control, destinations, the final jump and their events."""
