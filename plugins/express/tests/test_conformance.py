"""The conformance kit's state machine on BSG Express (E-INV-23, E-INV-24, E-INV-25)."""

from __future__ import annotations

from bsgcore.testing import make_state_machine

Express3 = make_state_machine("express", seats=3)
Express5 = make_state_machine("express", seats=5, options={"morale_variant": True})

TestExpressThreeSeats = Express3.TestCase
TestExpressFiveSeatsMoraleVariant = Express5.TestCase
