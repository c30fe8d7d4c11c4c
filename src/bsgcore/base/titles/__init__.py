"""Titles as data (B-SUCC, issue 9 item 5): each title's line of succession and when it passes on."""
