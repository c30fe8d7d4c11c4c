"""Jumping (B-JUMP): the automatic jump at the top of the track, FTL Control, the final jump,
clearing the board, the Admiral's destination, the Sleeper Agent phase and the reset."""

from __future__ import annotations

from bsgcore.base import model as m
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.op import Op
from bsgcore.base.crisis.decks import switch_to
from bsgcore.base.cylons.reveal import sympathizer_events
from bsgcore.base.dice import rolls as dice
from bsgcore.base.effects.interpreter import supported
from bsgcore.base.jump import events as je
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import CLEAR_ALL, JumpClearing, modifiers
from bsgcore.base.quorum.cards import destination_draw, jump_done_events
from bsgcore.base.setup.loyalty import loyalty_cards
from bsgcore.base.space import board as sp
from bsgcore.base.space import combat
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import BRIG, Events, final_jump_events, fold, g, move_events
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

DESTINATIONS_DRAWN = 2
WIN_DISTANCE = 8
SLEEPER_DISTANCE = 4
BOOMER = "base.character.sharon_boomer_valerii"
#: The ``keep_in_play`` expiries that end on a jump (B-JUMP-5 step 2): the card is discarded as
#: the board is cleared. The "or ..." ones also end earlier, by the plugin carrying out the rule.
UNTIL_JUMP = (
    "fleet_jumps",
    "after_fleet_jumps",
    "fleet_jumps_or_no_raiders",
    "fleet_jumps_or_scar_destroyed",
)


def destination_supported(card_id: str) -> bool:
    """Whether every op of a destination card is carried out here."""
    return all(supported(op) for op in m.data().get(card_id).effects)


def auto_jump(game: BaseGame) -> Events:
    """At the top of the track the fleet jumps at once (B-JUMP-4)."""
    if game.jump_track >= m.data().components.jump_auto:
        return [push(tf.Jump(game.current))]
    return []


def op_jump_fleet(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Events:
    """FTL Control: from track 3 or 4, roll for the population lost, then jump (B-LOC-FTL)."""

    risk = op.get("population_risk")
    loss = int(risk["loss_by_step"].get(str(game.jump_track), 0))
    then = dice.RollThen(combat.FTL, int(risk["roll_at_most"]), loss)
    return dice.start(m.Roll("FTL Control", frame.seat), then)


def step_jump(state: State, frame: tf.Jump, rng: RandomCursor) -> Events:
    """Win at distance 8, else clear the board and let the Admiral draw 2 (B-JUMP-5, R-102)."""
    game = g(state)
    if game.distance >= WIN_DISTANCE:
        return final_jump_events(game)
    cards = m.data()
    until_jump = tuple(
        code
        for code in game.in_play
        if any(
            op.name == "keep_in_play" and op.get("until") in UNTIL_JUMP
            for op in cards.get(m.crisis_id(code)).effects
        )
    )
    tokens = game.basestar_damage_pile + tuple(t for s in game.cylon_ships for t in s.damage)
    plan = clearing(game, frame.seat)
    cleared: je.BoardCleared
    if plan.kept:  # a plugin keeps some ships in space (civilian ships stay)
        pile = game.civilian_pile + (() if "civilian" in plan.kept else game.cargo)
        cleared = je.BoardClearedKeeping(
            rng.shuffled(pile), rng.shuffled(tokens), until_jump, plan.kept
        )
    else:
        cleared = je.BoardCleared(
            rng.shuffled(game.civilian_pile + game.cargo), rng.shuffled(tokens), until_jump
        )
    game = cleared.apply(game)
    events: Events = [*plan.notes, cleared]
    pursuers = sp.pursuers(game)  # Thirty-Three goes back into the deck
    if pursuers:
        game, switched = switch_to(game, "shuffle_back")
        events += switched
        back = je.CrisisShuffledBack(pursuers, rng.shuffled(game.crisis_deck + pursuers))
        game = back.apply(game)
        events.append(back)
    if len(game.destination_deck) < DESTINATIONS_DRAWN:
        return [*events, replace(*jump_steps(game, frame.seat, (tf.FinishJump(frame.seat),)))]
    chooser, count = destination_draw(game)  # the Admiral, or the Mission Specialist
    for modify in modifiers().destination_draw:
        count = modify(game, chooser, count)
    count = max(1, int(count))
    drawn = je.DestinationsDrawn(chooser, game.destination_deck[:count])
    steps = (tf.FinishJump(frame.seat), tf.ChooseDestination(chooser))
    return [*events, drawn, replace(*jump_steps(drawn.apply(game), frame.seat, steps))]


def clearing(game: BaseGame, seat: int) -> JumpClearing:
    """How the jump clears the board, as the ``bsg_base_jump_clearing`` pipeline leaves it
    (base's own: every ship leaves, nothing noted)."""
    plan = CLEAR_ALL
    for modify in modifiers().jump_clearing:
        plan = modify(game, seat, plan)
    return plan


def jump_steps(game: BaseGame, seat: int, frames: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """The jump's remaining steps as the ``bsg_base_jump_steps`` pipeline leaves them."""
    for modify in modifiers().jump_steps:
        frames = modify(game, seat, frames)
    return frames


def decide_destination(state: State, frame: tf.ChooseDestination) -> Decision:
    """Keep one of the drawn destinations (B-TITLE-1, B-JUMP-5 step 3)."""
    options: list[Command] = [
        tc.KeepDestination(frame.seat, card) for card in set(g(state).drawn_destinations)
    ]
    return Decision.make(frame.seat, "choose_destination", "Choose the destination", options)


def handle_keep(state: State, cmd: tc.KeepDestination, rng: RandomCursor) -> Events:
    """Show the card kept, count its distance and carry out its text (B-JUMP-5 step 4)."""
    drawn = list(g(state).drawn_destinations)
    drawn.remove(cmd.card)
    return [
        je.DestinationChosen(cmd.seat, cmd.card, tuple(drawn)),
        *jump_done_events(g(state)),
        replace(tf.RunOps(cmd.card, "effects", cmd.seat)),
    ]


def step_finish_jump(state: State, frame: tf.FinishJump, rng: RandomCursor) -> Events:
    """The Sleeper Agent phase once the distance reaches 4, then the reset (B-JUMP-5, B-LOY-6)."""
    game = g(state)
    events: Events = []
    if game.distance >= SLEEPER_DISTANCE and not game.sleeper_done:
        events = sleeper_agent(game)

    return [*events, je.JumpTrackReset(), pop(), *sympathizer_events(fold(game, events))]


def sleeper_agent(game: BaseGame) -> Events:
    """Each seat, clockwise from the current player, is dealt 1 loyalty card from the top of the
    deck; Sharon 2, and she goes to the Brig unless revealed (B-LOY-6, B-CHR-SHA-W, R-112)."""
    deck = list(game.loyalty_deck)
    hands: list[tuple[str, ...]] = [()] * m.seats(game)
    for seat in m.clockwise(game, game.current):
        take = loyalty_cards(game, seat, "sleeper")
        hands[seat], deck = tuple(deck[:take]), deck[take:]
    dealt = je.SleeperAgentDealt(tuple(hands))
    events: Events = [dealt]
    boomer = m.seat_of(game, BOOMER)
    if boomer >= 0:
        after = dealt.apply(game)
        player = after.players[boomer]
        if not m.is_cylon_player(after, boomer) and player.location not in (BRIG, m.STRANDED):
            events += move_events(after, boomer, BRIG, "Sleeper Agent")
    return events


def ftl_ready(game: BaseGame) -> bool:
    """FTL Control may jump from track 3 or 4 (B-JUMP-3, B-INV-40)."""
    return str(game.jump_track) in m.data().components.ftl_population_loss


def add_ops(content: BaseContent) -> None:
    """Add the ops (and conditions) carried out here to the game's effect registry."""
    content.add_ops({"jump_fleet": op_jump_fleet})
