"""Agenda cards (P-AG-4 to -9, P-WIN-5, P-INV-31): a Cylon Leader (or a Sympathetic Cylon) wins
only by his Agenda, once the team result is decided: when its team has won and every condition
on it holds. The team result never changes; only who shares it. The conditions are the card
data's keys (``conditions`` of the ``agenda`` table), each answered here from the game."""

from __future__ import annotations

from collections.abc import Callable

from bsg_pegasus.data import load
from bsg_pegasus.leaders.model import LeadersState, infiltrating
from bsgcore.base import BaseGame, data

BRIG = "base.location.brig"
DETENTION = "pegasus.location.detention"
GALACTICA = "base.board.galactica"
RESOURCES = ("fuel", "food", "morale", "population")


def _start(name: str) -> int:
    return int(data().components.resource_start[name])


def _in_red(game: BaseGame) -> bool:
    """Every resource at half its starting value or lower (R-303: "in the red")."""
    return all(getattr(game, r) <= _start(r) // 2 for r in RESOURCES)


def _lost_ships(game: BaseGame) -> int:
    """Vipers damaged now or destroyed, and raptors destroyed, over the game (A.9)."""
    raptors_lost = max(0, data().components.count("raptor") - game.raptors)
    return game.vipers_damaged + game.vipers_destroyed + raptors_lost


def _galactica_damaged(game: BaseGame) -> int:
    board = set(data().components.boards.get(GALACTICA, ()))
    return sum(1 for loc in game.damaged_locations if loc in board)


Condition = Callable[[BaseGame, int, LeadersState], bool]

CONDITIONS: dict[str, Condition] = {
    "in_brig_or_detention_or_executed_once": lambda game, seat, value: (
        game.players[seat].location in (BRIG, DETENTION)
        or any(x.seat == seat for x in game.executions)
    ),
    "all_resources_at_half_or_lower": lambda game, seat, value: _in_red(game),
    "galactica_pegasus_damaged_ge_4": lambda game, seat, value: len(game.damaged_locations) >= 4,
    "morale_le_3": lambda game, seat, value: game.morale <= 3,
    "food_le_2_and_population_le_2": lambda game, seat, value: (
        game.food <= 2 and game.population <= 2
    ),
    "played_super_crisis": lambda game, seat, value: seat in value.super_crisis_players,
    "population_or_morale_or_food_le_2": lambda game, seat, value: (
        min(game.population, game.morale, game.food) <= 2
    ),
    "population_morale_within_2": lambda game, seat, value: abs(game.population - game.morale) <= 2,
    "all_resources_le_3": lambda game, seat, value: all(getattr(game, r) <= 3 for r in RESOURCES),
    "infiltrating_not_in_brig_or_detention": lambda game, seat, value: (
        infiltrating(game, seat) and game.players[seat].location not in (BRIG, DETENTION)
    ),
    "distance_ge_6": lambda game, seat, value: game.distance >= 6,
    "raptors_vipers_lost_ge_5": lambda game, seat, value: _lost_ships(game) >= 5,
    "galactica_damaged_le_2": lambda game, seat, value: _galactica_damaged(game) <= 2,
}


def agenda_won(game: BaseGame, seat: int, card: str, value: LeadersState, side: str) -> bool:
    """Whether the holder of Agenda `card` wins when `side` has won (P-AG-4)."""
    row = load().entry(card)
    if str(row["win_with"]) != side:
        return False
    return all(CONDITIONS[str(c["key"])](game, seat, value) for c in row["conditions"])


def winners(
    game: BaseGame, value: LeadersState, side: str, seats: tuple[int, ...]
) -> tuple[int, ...]:
    """The team's seats without the Agenda holders, and each holder whose Agenda is met
    (P-AG-5, -7, P-INF-6, P-SYM-9)."""
    holders = dict(value.agendas)
    out = {s for s in seats if s not in holders}
    out |= {s for s, card in holders.items() if agenda_won(game, s, card, value, side)}
    return tuple(sorted(out))


def check_data() -> list[str]:
    """Every condition key of the Agenda data is answered here (a corrected card stays valid)."""
    return [
        f"{row['id']}: unknown condition {c['key']!r}"
        for row in load().table("agenda")
        for c in row["conditions"]
        if str(c["key"]) not in CONDITIONS
    ]
