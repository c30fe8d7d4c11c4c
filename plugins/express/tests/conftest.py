"""The `ex` fixture of the Express rule tests: component-data patches undone after the test.

The plain helpers (`crisis_face`, `roll_crisis`, `participate`, ...) are in express_helpers.py.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from express_helpers import FaceSpec, data_with_crisis

from bsg_express import model
from bsg_express.data import ExpressData


class Helpers:
    """Data patches undone after the test (fixture `ex`)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.monkeypatch = monkeypatch

    def crisis_faces(self, a: FaceSpec, b: FaceSpec | None = None) -> ExpressData:
        """Play with crisis dice showing `a` (first die) and `b` (second; default `a`)."""
        return self.use_data(data_with_crisis(a, b, model.data()))

    def data(self, **changes: Any) -> ExpressData:
        """Play with the data in use, these fields replaced."""
        return self.use_data(attrs.evolve(model.data(), **changes))

    def use_data(self, patched: ExpressData) -> ExpressData:
        """Play with this component data (the engine reads it through `model.data`)."""
        self.monkeypatch.setattr(model, "data", lambda: patched)
        return patched


@pytest.fixture
def ex(monkeypatch: pytest.MonkeyPatch) -> Helpers:
    """Component-data patches for Express rule tests (undone after the test)."""
    return Helpers(monkeypatch)
