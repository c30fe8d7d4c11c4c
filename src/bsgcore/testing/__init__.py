"""The conformance kit: checks any ruleset or fan plugin can run (playouts, a Hypothesis state
machine, invariants), plus `toy`, a tiny ruleset for kernel tests."""
