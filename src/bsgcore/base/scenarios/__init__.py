"""Scenario builders for tests and docs: a set-up table with chosen characters and hands, the turn's and space's situations."""
