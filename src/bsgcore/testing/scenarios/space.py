"""Scenario helpers for space: a set-up base game whose board is laid out by hand, and running a
space frame on it through the engine (tests and docs)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from bsgcore import engine
from bsgcore.base import model as m
from bsgcore.base.dice.windows import all_kinds
from bsgcore.base.model import BaseGame, Civilian, CylonShip, Viper
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.context import using_rules
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.ruleset import Rules
from bsgcore.state import State
from bsgcore.testing.scenarios import table as sc

FIRST_UID = 100


@attrs.frozen
class Board:
    """A state with its rules, for driving space frames directly."""

    rules: Rules
    state: State

    @property
    def game(self) -> BaseGame:
        """The base game value."""
        value: BaseGame = self.state.game
        return value

    @property
    def pending(self) -> Decision | None:
        """The pending decision."""
        return engine.pending(self.rules, self.state)

    def run(self, frame: Frame) -> tuple[Board, list[Event]]:
        """Push a frame on the stack and run automatic steps until a decision or the end."""
        out: list[Event] = []
        with using_rules(self.rules):
            state = engine.advance(self.rules, self.state.push(frame), out)
        return Board(self.rules, state), out

    def play(self, command: Command) -> tuple[Board, list[Event]]:
        """Play a command and the automatic steps after it."""
        state, out = engine.execute(self.rules, self.state, command)
        return Board(self.rules, state), out

    def option(self, tag: str, **fields: Any) -> Command:
        """The pending option with this tag and fields."""
        decision = self.pending
        assert decision is not None, "no decision is pending"
        for candidate in decision.options:
            if candidate.tag == tag and all(getattr(candidate, k) == v for k, v in fields.items()):
                return candidate
        raise AssertionError(f"no option {tag} {fields} in {decision.options}")


def quiet(game: BaseGame, rules: Rules | None = None) -> BaseGame:
    """Every seat with standing orders to pass in every response window (base `dice.windows`,
    and those the plugins of `rules` declare)."""
    players = tuple(attrs.evolve(p, standing=all_kinds(rules)) for p in game.players)
    return attrs.evolve(game, players=players)


def _stock(game: BaseGame, placed: Sequence[Viper]) -> dict[str, Any]:
    """With a plugin's viper models: each model's reserve less the vipers placed of it (its
    damaged and destroyed as the set-up left them), and the totals; nothing otherwise."""
    if not game.viper_stock:
        return {}
    stock = []
    for share in game.viper_stock:
        pieces = share.reserve + sum(1 for v in game.vipers if v.model == share.model)
        used = sum(1 for v in placed if v.model == share.model)
        stock.append(attrs.evolve(share, reserve=pieces - used))
    return {
        "viper_stock": tuple(stock),
        "vipers_reserve": sum(s.reserve for s in stock),
    }


def board(
    seats: int = 4,
    seed: int = 1,
    cylons: Sequence[tuple[str, int]] = (),
    vipers: Sequence[tuple[int, int] | tuple[int, int, str]] = (),
    civilians: Sequence[tuple[int, str]] = (),
    characters: Sequence[str] | None = None,
    windows: bool = False,
    plugins: Sequence[str] = (),
    **changes: Any,
) -> Board:
    """A set-up game with space cleared and these ships: Cylon ships (kind, area), vipers
    (area, pilot or -1, and the model when not base's) and civilian ships (area, back). Uids count from 100 in that order;
    pilots are put in space, vipers not listed wait in the reserve. `characters` are picked in
    pick order (random when not given, else any types); `changes` set other fields.
    Unless `windows`, every seat passes every response window (`quiet`). `plugins` are enabled
    with the base game."""
    chosen: dict[str, Any] = {"characters": characters, "type_balance": False} if characters else {}
    game = sc.set_up(seats, seed, plugins=plugins, **chosen)
    base: BaseGame = game.state.game
    uid = FIRST_UID
    ships: list[CylonShip] = []
    for kind, area in cylons:
        ships.append(CylonShip(uid, kind, area))
        uid += 1
    placed: list[Viper] = []
    for area, pilot, *model in vipers:
        placed.append(Viper(uid, area, pilot, *model))
        uid += 1
    civs: list[Civilian] = []
    for area, _ in civilians:
        civs.append(Civilian(uid, area))
        uid += 1
    pilots = {v.pilot for v in placed if v.pilot >= 0}
    players = tuple(
        attrs.evolve(p, location=m.SPACE)
        if s in pilots
        else attrs.evolve(p, location="base.location.command")
        if p.location == m.SPACE
        else p
        for s, p in enumerate(base.players)
    )
    pile = list(base.civilian_pile) + list(base.cargo)
    for _, back in civilians:
        pile.remove(back)
    total = m.data().components.count("viper")
    base = attrs.evolve(
        base,
        players=players,
        cylon_ships=tuple(ships),
        vipers=tuple(placed),
        **{"vipers_reserve": total - len(placed), **_stock(base, placed)},
        civilians=tuple(civs),
        cargo=tuple(back for _, back in civilians),
        civilian_pile=tuple(sorted(pile)),
        next_uid=uid,
    )
    base = m.edited(base, **changes)
    base = base if windows else quiet(base, game.rules)
    # A resting frame above the first turn's steps: a space frame run on this board resolves
    # back to it (decision kind ``base.not_implemented``, no option).
    rest = NotImplementedYet(base.current, "scenario: the frame under test is done")
    return Board(game.rules, game.state.with_game(base).push(rest))
