"""The Pegasus board's invariants for the conformance kit (pegasus.md §17, ``bsg_check_invariants``):
nobody stands on a destroyed Pegasus (P-INV-9), and only Galactica's own damage tokens ever
destroy Galactica (P-INV-10)."""

from __future__ import annotations

from bsg_pegasus.board import ship
from bsgcore import State
from bsgcore.base import BaseGame, data

GALACTICA_DESTROYED = "galactica_destroyed"


def check(state: State) -> None:
    """Raise AssertionError when P-INV-9 or P-INV-10 is broken in this state."""
    game: BaseGame = state.game
    if not game.players or not game.set_up:
        return
    if ship.destroyed(game):
        aboard = [s for s, p in enumerate(game.players) if ship.on_pegasus(p.location)]
        assert not aboard, f"P-INV-9: seats {aboard} stand on a destroyed Pegasus"
    outcome = state.outcome
    if outcome is not None and outcome.condition == GALACTICA_DESTROYED:
        cards = data()
        on_galactica = {t.extra.get("location") for t in cards.galactica_damage}
        hit = [loc for loc in game.damaged_locations if loc in on_galactica]
        limit = cards.components.galactica_destroyed_at
        assert len(hit) >= limit, (
            f"P-INV-10: Galactica destroyed with {len(hit)} of its own locations damaged "
            f"(Pegasus damage never counts)"
        )
