"""Skill checks (B-CHECK): destiny, contributions, the reveal and the result."""
