"""The turn (B-TURN): its steps, events, frames and commands, the queries and event builders the turn's modules share, and the turn's registries."""
