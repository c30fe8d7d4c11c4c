"""Quorum cards and the President's hand (B-QUO)."""
