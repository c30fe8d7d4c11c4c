"""Viper models (types): the table of each (``bsg_base_viper_models``), the vipers of each model
a game holds off the board (``BaseGame.viper_stock``, from ``bsg_base_viper_stock`` at set-up),
and the pure helpers every viper event moves them with.

A game no plugin gives another model keeps ``viper_stock`` empty: every viper is base's Mark II
(``BASE_VIPER``), the three counts of `BaseGame` say it all, no model is ever asked for and
nothing new is logged. With a stock, the three counts stay the totals over the models and each
model's entry says its share; a viper in space carries its model (``Viper.model``), so a hit,
a recall or a jump puts it back in its own model's pool.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from bsgcore.base import model as m
from bsgcore.base.model import BASE_VIPER, BaseGame, Viper, ViperStock
from bsgcore.base.modifiers import ViperModel, modifiers
from bsgcore.frozen import evolve

RESERVE, DAMAGED, DESTROYED = "reserve", "damaged", "destroyed"
POOLS = (RESERVE, DAMAGED, DESTROYED)
_TOTALS = {pool: f"vipers_{pool}" for pool in POOLS}
_BASE_ONLY = (BASE_VIPER,)


def mark_ii() -> ViperModel:
    """Base's viper: 1 area per move, the combat table's results (B-VIPER-2, B-CMBT-T8)."""
    combat = m.data().components.combat
    return ViperModel(
        BASE_VIPER,
        "Viper Mark II",
        1,
        tuple(int(r) for r in combat["viper_damaged_on"]),
        tuple(int(r) for r in combat["viper_destroyed_on"]),
    )


def known_models() -> tuple[ViperModel, ...]:
    """Every viper model of the game's plugins, base's first, as ``bsg_base_viper_models``
    leaves them."""
    models: tuple[ViperModel, ...] = (mark_ii(),)
    for modify in modifiers().viper_models:
        models = tuple(modify(models))
    return models


def model(model_id: str) -> ViperModel:
    """The model with this id (KeyError when no plugin declares it)."""
    for found in known_models():
        if found.id == model_id:
            return found
    raise KeyError(model_id)


def start_stock(options: Mapping[str, Any]) -> tuple[ViperStock, ...]:
    """The vipers a game with these options starts with, per model: base's 8 Mark II in the
    reserve, as ``bsg_base_viper_stock`` leaves them."""
    stock: tuple[ViperStock, ...] = (
        ViperStock(BASE_VIPER, reserve=m.data().components.count("viper")),
    )
    for modify in modifiers().viper_stock:
        stock = tuple(modify(dict(options), stock))
    return stock


def stock(game: BaseGame) -> tuple[ViperStock, ...]:
    """Each model's vipers off the board (base's alone, from the counts, when untyped)."""
    if game.viper_stock:
        return game.viper_stock
    return (
        ViperStock(BASE_VIPER, game.vipers_reserve, game.vipers_damaged, game.vipers_destroyed),
    )


def models_in(game: BaseGame, pool: str) -> tuple[str, ...]:
    """The models with at least one viper in `pool` ("reserve", "damaged", "destroyed"), in
    stock order."""
    if not game.viper_stock:  # base's alone (hot: every viper activation's options ask)
        return _BASE_ONLY if getattr(game, _TOTALS[pool]) > 0 else ()
    return tuple(s.model for s in game.viper_stock if getattr(s, pool) > 0)


def count_in(game: BaseGame, model_id: str, pool: str) -> int:
    """How many vipers of a model are in `pool`."""
    return sum(getattr(s, pool) for s in stock(game) if s.model == model_id)


def moved(
    game: BaseGame,
    model_id: str,
    reserve: int = 0,
    damaged: int = 0,
    destroyed: int = 0,
    **changes: Any,
) -> BaseGame:
    """The game with vipers of one model added to (or, negative, taken from) each pool: the
    totals always, the model's entry when the game has a stock; `changes` are other fields set
    in the same copy (the events' hot path)."""
    game = evolve(
        game,
        vipers_reserve=game.vipers_reserve + reserve,
        vipers_damaged=game.vipers_damaged + damaged,
        vipers_destroyed=game.vipers_destroyed + destroyed,
        **changes,
    )
    if not game.viper_stock:
        return game
    entries = tuple(
        evolve(
            s,
            reserve=s.reserve + reserve,
            damaged=s.damaged + damaged,
            destroyed=s.destroyed + destroyed,
        )
        if s.model == model_id
        else s
        for s in game.viper_stock
    )
    return evolve(game, viper_stock=entries)


def returned(game: BaseGame, vipers: Iterable[Viper], pool: str = RESERVE) -> BaseGame:
    """The game with these vipers (already taken out of space) put in `pool`, each in its own
    model's share."""
    vipers = tuple(vipers)
    if not vipers:
        return game
    if not game.viper_stock:  # base's alone: one copy
        return moved(game, BASE_VIPER, **{pool: len(vipers)})
    for viper in vipers:
        game = moved(game, viper.model, **{pool: 1})
    return game


def moves(viper: Viper) -> int:
    """How many areas a viper's move may take it (B-VIPER-2, B-MOVE-6: 1 for base's)."""
    return model(viper.model).moves if viper.model != BASE_VIPER else 1


def typed(game: BaseGame) -> bool:
    """Whether the game plays with more than base's vipers (its models are asked for)."""
    return bool(game.viper_stock)


def check_stock(game: BaseGame) -> None:
    """Raise AssertionError when the stock does not add up: no pool below 0, each total the sum
    of the models' shares, every viper in space of a model in the stock."""
    if not game.viper_stock:
        assert all(v.model == BASE_VIPER for v in game.vipers), "B-INV-31: a typed viper"
        return
    for pool in POOLS:
        shares = [getattr(s, pool) for s in game.viper_stock]
        assert all(n >= 0 for n in shares), f"B-INV-31: vipers {pool} below 0"
        assert sum(shares) == getattr(game, f"vipers_{pool}"), f"B-INV-31: vipers {pool}"
    ids = {s.model for s in game.viper_stock}
    assert all(v.model in ids for v in game.vipers), "B-INV-31: a viper of no model"
