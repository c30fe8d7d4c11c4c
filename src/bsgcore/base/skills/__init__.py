"""Skill cards played for their text (B-SKILL, C-SKILL): Action cards, window cards and their events."""
