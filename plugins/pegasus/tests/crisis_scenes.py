"""Scenes for the Pegasus Cylon attack card and Scar tests: a four-seat table, a card drawn and
resolved, Galactica's weapons fired with a scripted die, a jump run through."""

from __future__ import annotations

from typing import Any

import attrs
from pegasus_helpers import PLUGINS

from bsgcore.base import ActivateCylons
from bsgcore.messages import Event
from bsgcore.testing.scenarios.edits import drawn, with_game
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scripted import scripted_random

CAST = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]


def table(**changes: Any) -> Board:
    """Four seats: Roslin (President), Adama (Admiral), Starbuck, Baltar; space cleared."""
    return board(seats=4, plugins=PLUGINS, characters=CAST, **changes)


REST = "base.not_implemented"  # the scenario's resting frame: the step under test is done


def settled(scene: Board, out: list[Event]) -> tuple[Board, list[Event]]:
    """Every decision left answered with its first option, back to the resting frame."""
    while scene.pending is not None and scene.pending.kind != REST:
        scene, more = scene.play(scene.pending.options[0])
        out = out + more
    return scene, out


def attacked(card: str, **changes: Any) -> Board:
    """The table with this Cylon attack card drawn and resolved (its ships placed, kept in
    play; the current player's choices: the first), resting."""
    return settled(drawn(table(**changes), card), [])[0]


def ships(scene: Board, kind: str) -> list[Any]:
    """The Cylon ships of a kind on the board."""
    return [s for s in scene.game.cylon_ships if s.kind == kind]


def fire(scene: Board, target: int, roll: int) -> tuple[Board, list[Event]]:
    """Galactica's weapons (Weapons Control, Adama) fire at `target` with this die result."""
    frame = scene.rules.registry.tags["base.f.weapons_attack"](1)
    scene, out = scene.run(frame)
    command = next(o for o in scene.pending.options if getattr(o, "target", None) == target)
    with scripted_random(rolls=[roll]):
        scene, more = scene.play(command)
    return scene, out + more


def raiders_activated(scene: Board) -> tuple[Board, list[Event]]:
    """The raiders activation icon resolved (the current player's choices: the first)."""
    return settled(*scene.run(ActivateCylons(scene.game.current, "raiders")))


def with_ships(scene: Board, **kinds: Any) -> Board:
    """The scene with only the Cylon ships whose uids are given per kind kept."""
    keep = {uid for uids in kinds.values() for uid in uids}
    game = scene.game
    return with_game(
        scene, attrs.evolve(game, cylon_ships=tuple(s for s in game.cylon_ships if s.uid in keep))
    )


def jumped(scene: Board) -> tuple[Board, list[Event]]:
    """The fleet jumps from this scene; the Admiral keeps the first destination offered."""
    frame = scene.rules.registry.tags["base.f.jump"](scene.game.current)
    scene, out = scene.run(frame)
    while scene.pending is not None and scene.pending.kind == "choose_destination":
        scene, more = scene.play(scene.pending.options[0])
        out += more
    return scene, out
