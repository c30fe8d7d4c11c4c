"""Scar (pegasus.md §11, R-229): the Scar crisis card marks one of its raiders with the token,
Scar acts twice when raiders are activated, only a 7 or 8 destroys it, and the token goes with
it (or with the jump), the card leaving play."""

from __future__ import annotations

import pytest
from bsg_pegasus.scar import is_scar
from crisis_scenes import attacked, fire, jumped, raiders_activated, ships, table
from pegasus_helpers import PLUGINS

from bsgcore.base import RunOps
from bsgcore.testing.scenarios.edits import at_step, drawn, edit
from bsgcore.testing.scenarios.table import set_up

SCAR = "pegasus.crisis.scar"
BRAVO = 2


def test_the_scar_card_is_in_the_crisis_deck() -> None:
    """The Cylon attack card "Scar" is shuffled into the Crisis deck with Pegasus (P-SCAR-2)."""
    deck = set_up(4, 5, plugins=PLUGINS).state.game.crisis_deck
    assert SCAR in {c.split("#")[0] for c in deck}


@pytest.mark.rules("P-SCAR-1", "P-SCAR-2")
def test_the_card_marks_its_raider_in_bravo_as_scar() -> None:
    """The card places its raider in bravo with the Scar token and stays in play."""
    scene = attacked(SCAR)
    (raider,) = ships(scene, "raider")
    assert raider.area == BRAVO and is_scar(scene.state, raider.uid)
    assert SCAR in scene.game.in_play


@pytest.mark.rules("P-SCAR-2")
def test_scar_is_activated_twice_when_raiders_are() -> None:
    """With no viper or ship in its area, Scar moves toward the civilian ships in delta twice
    (bravo to delta); an ordinary raider there moves once (to charlie)."""
    scar = attacked(SCAR)
    moved, _ = raiders_activated(scar)
    assert ships(moved, "raider")[0].area == 4
    plain = table(cylons=[("raider", BRAVO)], civilians=[(4, "empty")])
    moved, _ = raiders_activated(plain)
    assert ships(moved, "raider")[0].area == 3


@pytest.mark.rules("P-SCAR-2")
@pytest.mark.parametrize("roll", [3, 6])
def test_a_roll_below_7_does_not_destroy_scar(roll: int) -> None:
    """Galactica's weapons hit an ordinary raider on 3 or more, Scar only on 7 or 8."""
    scene = attacked(SCAR)
    uid = ships(scene, "raider")[0].uid
    after, _ = fire(scene, uid, roll)
    assert [s.uid for s in ships(after, "raider")] == [uid]
    plain = table(cylons=[("raider", BRAVO)])
    after, _ = fire(plain, ships(plain, "raider")[0].uid, roll)
    assert not ships(after, "raider")


@pytest.mark.rules("P-SCAR-2", "P-SCAR-4")
def test_a_7_destroys_scar_and_the_token_and_card_go() -> None:
    """A 7 destroys Scar; the token is removed and the card leaves play."""
    scene = edit(attacked(SCAR), crisis="")  # a later turn: the card rests in play
    uid = ships(scene, "raider")[0].uid
    after, _ = fire(scene, uid, 7)
    assert not ships(after, "raider") and not is_scar(after.state, uid)
    assert SCAR not in after.game.in_play and SCAR in after.game.crisis_discard


@pytest.mark.rules("P-SCAR-4")
def test_the_jump_discards_the_card_and_removes_the_token() -> None:
    """The fleet jumps: the board is cleared, the card discarded, the token removed; a raider
    placed later is no Scar."""
    scene = edit(attacked(SCAR), crisis="")
    uid = ships(scene, "raider")[0].uid
    after, _ = jumped(scene)
    assert SCAR not in after.game.in_play and SCAR in after.game.crisis_discard
    assert not is_scar(after.state, uid)


def test_scar_drawn_twice_over_a_game_is_marked_afresh() -> None:
    """After Scar was destroyed the card drawn again marks its new raider."""
    scene = edit(attacked(SCAR), crisis="")
    after, _ = fire(scene, ships(scene, "raider")[0].uid, 8)
    deck = (*after.game.crisis_deck, SCAR)
    again = drawn(edit(after, crisis_deck=deck, crisis_discard=()), SCAR)
    (raider,) = ships(again, "raider")
    assert is_scar(again.state, raider.uid)


BRUTAL_FORCE = "base.quorum.authorization_of_brutal_force"
DESTROY_RAIDERS = "effects/0/options/0/effects"  # its first option: destroy 3 raiders


@pytest.mark.rules("P-SCAR-3")
def test_an_effect_without_a_roll_cannot_destroy_scar() -> None:
    """Authorization of Brutal Force destroys 3 raiders of the player's choice, no roll: with
    Scar and 2 other raiders on the board, the 2 go and Scar stays; with 4 others, Scar is in
    no option."""
    scene = attacked(SCAR, cylons=[("raider", 5), ("raider", 6)])
    scar = next(s.uid for s in ships(scene, "raider") if is_scar(scene.state, s.uid))
    after = at_step(scene, RunOps(BRUTAL_FORCE, DESTROY_RAIDERS, scene.game.current))
    assert [s.uid for s in ships(after, "raider")] == [scar]
    crowded = attacked(SCAR, cylons=[("raider", 2)] * 4)
    decision = at_step(crowded, RunOps(BRUTAL_FORCE, DESTROY_RAIDERS, 0)).pending
    assert decision is not None and decision.kind == "destroy_cylon_ships"
    assert all(dict(o.allocation).get(BRAVO, 0) <= 4 for o in decision.options)
    assert max(dict(o.allocation).get(BRAVO, 0) for o in decision.options) == 3
    assert len(ships(crowded, "raider")) == 5
