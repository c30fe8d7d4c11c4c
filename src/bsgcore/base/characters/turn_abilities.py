"""Character abilities that change the turn's own steps (B-CHR): Tigh's Alcoholic, Starbuck's Expert
Pilot and Insubordinate, Baltar's Delusional Intuition, Adama's Inspirational Leader, Roslin's
Terminal Illness, Zarek's Criminal Past, Apollo's Headstrong and Tyrol's Maintenance Engineer
(the Action abilities and the crisis draw's are in action_abilities.py). A revealed Cylon's character
abilities no longer apply (B-CHAR-5, B-CYL-3)."""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame, Check
from bsgcore.base.modifiers import LocationCost
from bsgcore.base.setup.events import BaseEvent
from bsgcore.base.skills.types import type_names
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import BRIG, Events, ability_location
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import replace

TIGH = "base.character.saul_tigh"
STARBUCK = "base.character.kara_starbuck_thrace"
BALTAR = "base.character.gaius_baltar"
ADAMA = "base.character.william_adama"
ROSLIN = "base.character.laura_roslin"
ZAREK = "base.character.tom_zarek"
APOLLO = "base.character.lee_apollo_adama"
TYROL = "base.character.galen_tyrol"
ADMIRALS_QUARTERS = "base.location.admirals_quarters"
INSUBORDINATE = 3
TERMINAL_ILLNESS = 2
TERMINAL_ILLNESS_REASON = "Terminal Illness"
ABILITIES = {
    "base.ability.tigh_alcoholic": "bsgcore.base.characters.turn_abilities.start_of_turn",
    "base.ability.starbuck_expert_pilot": "bsgcore.base.characters.turn_abilities.bsg_base_extra_actions",
    "base.ability.starbuck_insubordinate": "bsgcore.base.characters.turn_abilities.bsg_base_check_difficulty",
    "base.ability.baltar_delusional_intuition": "bsgcore.base.characters.turn_abilities.after_crisis",
    "base.ability.adama_inspirational_leader": "bsgcore.base.characters.turn_abilities.ones_positive",
    "base.ability.roslin_terminal_illness": "bsgcore.base.characters.turn_abilities.bsg_base_location_cost",
    "base.ability.zarek_convicted_criminal": "bsgcore.base.characters.turn_abilities.bsg_base_location_allowed",
    "base.ability.apollo_headstrong": "bsgcore.base.characters.turn_abilities.bsg_base_random_discard",
    "base.ability.tyrol_maintenance_engineer": "bsgcore.base.characters.turn_abilities.repair_played",
}


def plays(game: BaseGame, seat: int, character: str) -> bool:
    """Whether `seat` plays this character and its abilities still apply: not once he revealed
    as a Cylon (B-CHAR-5), even where a plugin counts him as a human player again (H-ROLE-1:
    an expansion's revealed Cylon among the humans keeps his sheet ignored)."""
    player = game.players[seat]
    return player.character == character and not player.revealed


def start_of_turn(game: BaseGame) -> Events:
    """Tigh's Alcoholic: at the start of any turn, his single skill card is discarded (B-CHR-TIG-W,
    B-TURN-14)."""
    tigh = m.seat_of(game, TIGH)
    if tigh < 0 or not plays(game, tigh, TIGH) or len(game.players[tigh].hand) != 1:
        return []
    return [te.SkillCardsDiscarded(tigh, game.players[tigh].hand, "Alcoholic")]


def bsg_base_extra_actions(game: BaseGame, seat: int, count: int) -> int:
    """Starbuck's Expert Pilot: piloting a viper at the start of her turn, 2 actions
    (B-CHR-STA-A)."""
    if plays(game, seat, STARBUCK) and game.players[seat].location == m.SPACE:
        return count + 1
    return count


def bsg_base_check_difficulty(game: BaseGame, check: Check, difficulty: int) -> int:
    """Starbuck's Insubordinate: Admiral's Quarters aimed at her is 3 easier (B-CHR-STA-W)."""
    target = check.target
    if check.source == ADMIRALS_QUARTERS and target >= 0 and plays(game, target, STARBUCK):
        return difficulty - INSUBORDINATE
    return difficulty


def bsg_base_hand_limit(game: BaseGame, seat: int, limit: int) -> int:
    """Tyrol's Reckless: a hand limit of 8 (B-CHR-TYR-W, B-TURN-12); a revealed Tyrol's weakness
    no longer applies (B-CHAR-5)."""
    if plays(game, seat, TYROL):
        return m.data().components.hand_limit_tyrol
    return limit


def after_crisis(game: BaseGame, seat: int) -> tuple[Frame, ...]:
    """Baltar's Delusional Intuition: after a crisis is revealed on his turn, 1 skill card of any
    type (B-CHR-BAL-A)."""
    if plays(game, seat, BALTAR):
        return (tf.ChooseDraw(seat, 1, type_names()),)
    return ()


def ones_positive(game: BaseGame, check: Check) -> bool:
    """Adama's Inspirational Leader: in a crisis card's check on his turn, strength-1 cards count
    positive (B-CHR-ADA-A, B-CHECK-14)."""
    return check.source.startswith("base.crisis.") and plays(game, game.current, ADAMA)


def bsg_base_location_cost(
    game: BaseGame, seat: int, location: str, cost: LocationCost
) -> LocationCost:
    """Roslin's Terminal Illness: 2 skill cards to discard to activate a location (B-CHR-ROS-W)."""
    if plays(game, seat, ROSLIN):
        return LocationCost(cost.cards + TERMINAL_ILLNESS, TERMINAL_ILLNESS_REASON)
    return cost


def bsg_base_location_allowed(game: BaseGame, seat: int, location: str, allowed: bool) -> bool:
    """Adama never activates Admiral's Quarters (B-CHR-ADA-W); Zarek's Criminal Past: not while
    another character stands with him, but in the Brig (B-CHR-ZAR-W; the Brig as his ability
    means it, ``ability_location``)."""
    if not allowed:
        return False
    player = game.players[seat]
    if location == ADMIRALS_QUARTERS and player.character == ADAMA:
        return False
    if not plays(game, seat, ZAREK) or location == ability_location(game, seat, BRIG):
        return True
    return not any(s != seat and p.location == location for s, p in enumerate(game.players))


def bsg_base_random_discard(game: BaseGame, seat: int, reason: str, random: bool) -> bool:
    """Apollo's Headstrong: his discards are at random, but for a movement cost (B-CHR-APO-W)."""
    return random or (reason != "movement" and plays(game, seat, APOLLO))


def random_cards(game: BaseGame, seat: int, count: int, rng: RandomCursor) -> tuple[str, ...]:
    """`count` cards of a hand at random."""
    hand = game.players[seat].hand
    return tuple(rng.shuffled(hand)[:count])


@attrs.frozen
class MaintenanceUsed(BaseEvent):
    """Maintenance Engineer: Tyrol's extra action of this turn is granted (once per turn)."""

    tag = "base.maintenance_used"
    seat: int

    def apply(self, game: BaseGame) -> BaseGame:
        return attrs.evolve(game, maintenance_turn=game.turn)

    def describe(self) -> str:
        return f"seat {self.seat} may take one more action (Maintenance Engineer)."


def repair_played(game: BaseGame, seat: int, ops: Frame) -> Events:
    """The Repair card's ops; Tyrol, on his own turn and once per turn, then takes one more
    action (B-CHR-TYR-A; the card's "once per turn" limit)."""
    if plays(game, seat, TYROL) and game.current == seat and game.maintenance_turn != game.turn:
        return [MaintenanceUsed(seat), replace(tf.ActionStep(seat), ops)]
    return [replace(ops)]
