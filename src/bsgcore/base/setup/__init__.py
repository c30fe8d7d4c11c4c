"""The set-up (B-SETUP): its events, frames and commands, the character picks and starting hands, and dealing the table."""
