"""The activation seams: steps a plugin resolves before one icon's Cylon ships
activate (``bsg_base_activation_steps``, a play window before raiders activate), and a Cylon
ship's attack that misses without a roll (``bsg_base_attack_misses``). A toy plugin uses both;
base alone activates at once and rolls every attack, as before the seams."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore import Event, Frame, State
from bsgcore.base import ActivateShips, BaseGame, RaiderActivation
from bsgcore.base.catalogue.op import Op
from bsgcore.base.space import activation as act
from bsgcore.base.space import combat
from bsgcore.base.space import events as se
from bsgcore.base.space.activation import ActivateCylons, CylonAttack
from bsgcore.context import using_rules
from bsgcore.core_events import TopReplaced
from bsgcore.stack import pop
from bsgcore.testing import installed_plugins, plugin_module
from bsgcore.testing.scenarios.space import Board, board

RAIDERS = [("raider", 2), ("raider", 2)]
VIPERS = [(2, -1)]  # an unmanned viper in the raiders' area: uids 100, 101 raiders, 102 viper
CAUSE = "toy.card.decoy"


@attrs.frozen
class Noted(Event):
    """The toy plugin's step ran (`when`: before the activation)."""

    tag = "toyact.noted"
    when: str

    @staticmethod
    def applier(state: State, event: Noted) -> State:
        return state


@attrs.frozen
class Note(Frame):
    """The toy plugin's step before an activation."""

    tag = "toyact.f.note"
    when: str


def _register(registry: Any, ruleset: str) -> None:
    registry.event(Noted, Noted.applier)
    registry.frame(Note, step=lambda state, frame, rng: [Noted(frame.when), pop()])


def around_raiders(
    game: BaseGame, seat: int, icon: str, frames: tuple[Frame, ...]
) -> tuple[Frame, ...]:
    """Before every raider activation, a note (last given first)."""
    if icon != "raiders":
        return frames
    return (*frames, Note("before"))


def decoy(game: BaseGame, uid: int, target: int, cause: str) -> str:
    """Every raider's attack misses."""
    kind = next(s.kind for s in game.cylon_ships if s.uid == uid)
    return CAUSE if kind == "raider" else cause


TOY = plugin_module(
    "toyact",
    requires=("base",),
    extends=("base",),
    bsg_register_rules=_register,
    bsg_base_activation_steps=around_raiders,
    bsg_base_attack_misses=decoy,
)


def tags(events: list[Event]) -> list[str]:
    return [e.tag for e in events]


def raiders_on(plugins: list[str], **kw: Any) -> Board:
    return board(seats=3, cylons=RAIDERS, vipers=VIPERS, plugins=plugins, **kw)


def test_base_alone_activates_at_once_and_rolls() -> None:
    """Without a plugin the raider icon becomes the raiders' activation at once (no
    ``ActivateShips``) and each raider rolls its attack."""
    b = raiders_on([])
    seat = b.game.current
    _, events = b.run(ActivateCylons(seat, "raiders"))
    assert TopReplaced((RaiderActivation(seat, (100, 101)),)) in events
    assert not any(isinstance(e, TopReplaced) and ActivateShips(seat, "raiders") in e.frames
                   for e in events)  # fmt: skip
    assert tags(events).count("base.attack_rolled") == 2
    assert "base.attack_missed" not in tags(events)


def test_a_plugin_step_runs_before_the_raiders_act() -> None:
    """The plugin's frame comes before base's activation: its note precedes every raider's
    attack, the activation then runs on what started it; other icons are left alone."""
    with installed_plugins(TOY):
        b = raiders_on(["toyact"])
        seat = b.game.current
        _, events = b.run(ActivateCylons(seat, "raiders"))
        names = tags(events)
        before = events.index(Noted("before"))
        attacks = [i for i, n in enumerate(names) if n == "base.attack_missed"]
        assert len(attacks) == 2 and before < attacks[0]
        assert TopReplaced((ActivateShips(seat, "raiders"), Note("before"))) in events
        _, heavy = b.run(ActivateCylons(seat, "heavy_raiders"))
        assert not any(isinstance(e, Noted) for e in heavy)


def test_the_raiders_a_card_places_and_activates_go_through_the_seam() -> None:
    """Heavy Casualties's special rule (the 4 raiders it placed activate at once) hands its
    raider activation to the pipeline too: base alone, the activation only."""
    op = Op("activate_placed_raiders", {"area": 2, "count": 4})
    for plugins in ([], ["toyact"]):
        with installed_plugins(TOY):
            b = raiders_on(plugins)
            seat = b.game.current
            frame = CylonAttack(seat, "heavy_casualties", 2, first_uid=100)
            with using_rules(b.rules):
                _, frames = act._activate_placed(b.game, frame, op)
        own = RaiderActivation(seat, (100, 101))
        wanted = [own] if not plugins else [Note("before"), own]
        assert frames == wanted


def test_a_plugin_makes_a_raider_attack_miss_without_a_roll() -> None:
    """A miss is one ``base.attack_missed`` naming its cause, no die and no window; the viper
    is untouched. Against Galactica too; a basestar the plugin leaves alone rolls."""
    with installed_plugins(TOY):
        b = raiders_on(["toyact"])
        basestar = board(seats=3, cylons=[("basestar", 3)], plugins=["toyact"])
        with using_rules(b.rules):
            at_viper = combat.raider_attacks_viper(b.game, 100, 102)
            at_galactica = combat.raider_attacks_galactica(b.game, 101)
            by_basestar = combat.basestar_attacks_galactica(basestar.game, 100)
        assert at_viper == [se.AttackMissed(100, "raider 100", "viper 102", CAUSE)]
        assert at_galactica == [se.AttackMissed(101, "raider 101", "Galactica", CAUSE)]
        assert "base.roll_started" in tags(by_basestar)
    base = raiders_on([])
    with using_rules(base.rules):
        rolled = combat.raider_attacks_viper(base.game, 100, 102)
    assert "base.roll_started" in tags(rolled)
