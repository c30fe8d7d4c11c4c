"""Skill checks (B-CHECK): destiny, face-down contributions in table order, the reveal, the
total with the positive types, and the pass / partial / fail effects."""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.characters import check_abilities as ca
from bsgcore.base.checks.abilities import frames_after_reveal
from bsgcore.base.model import BaseGame, Check
from bsgcore.base.modifiers import modifiers
from bsgcore.base.skills.types import destiny_recipe, positive
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import BRIG, Events, fold, g
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

DESTINY_CARDS = 2
PASS, PARTIAL, FAIL = "pass", "partial", "fail"
NO_RESULT = "none"  # a result a plugin may give (``bsg_base_check_result``): no box resolved
UNLIMITED = 99


def prepare(game: BaseGame, check: Check) -> Check:
    """The check as printed, with the difficulty the ``bsg_base_check_difficulty`` pipeline
    gives it (call before `start`)."""
    difficulty = check.difficulty
    for modify in modifiers().check_difficulty:
        difficulty = modify(game, check, difficulty)
    return check if difficulty == check.difficulty else attrs.evolve(check, difficulty=difficulty)


def start(check: Check) -> Events:
    """Begin a check above the frames of the caller (B-CHECK-4 to -13)."""
    return [
        te.CheckStarted(check),
        push(
            tf.FinishCheck(),
            tf.RevealCheck(),
            tf.ContributeStep(),
            tf.DealDestiny(),
            tf.SkillWindow("before"),
        ),
    ]


def order(game: BaseGame) -> tuple[int, ...]:
    """From the left of the current player round to the current player (B-CHECK-7)."""
    n = m.seats(game)
    return tuple((game.current + 1 + i) % n for i in range(n))


def limit(game: BaseGame, seat: int) -> int:
    """How many cards a seat may add (the ``bsg_base_check_card_limit`` pipeline)."""
    value = UNLIMITED
    for modify in modifiers().check_card_limit:
        value = modify(game, seat, value)
    return value


def bsg_base_check_card_limit(game: BaseGame, seat: int, limit: int) -> int:
    """Base's own: 1 card from the Brig or as a revealed Cylon (B-CHECK-6)."""
    player = game.players[seat]
    return min(limit, 1) if player.location == BRIG or m.is_cylon_player(game, seat) else limit


def total(game: BaseGame, check: Check, cards: tuple[str, ...]) -> int:
    """Positive types add (those the check lists, or by a type's own polarity), the others
    subtract (B-CHECK-10, B-DEST-3), each card as the
    ``bsg_base_card_value`` pipeline values it (base's own: Inspirational Leader, Blind
    Devotion)."""
    pipeline = modifiers().card_value
    value = 0
    for card in cards:
        strength = m.skill_value(card)
        signed = strength if positive(m.skill_type(card), check.skills) else -strength
        for modify in pipeline:
            signed = modify(game, check, card, signed)
        value += signed
    return value


def result(check: Check, value: int) -> str:
    """Pass at the difficulty, partial at the partial difficulty, else fail (B-CHECK-12)."""
    if value >= check.difficulty:
        return PASS
    if check.partial and value >= check.partial:
        return PARTIAL
    return FAIL


def step_deal_destiny(state: State, frame: tf.DealDestiny, rng: RandomCursor) -> Events:
    """Deal 2 destiny cards, rebuilding the deck when it is empty (B-CHECK-5, B-DEST-1)."""
    game = g(state)
    events: Events = []
    if len(game.destiny) < DESTINY_CARDS:
        events = rebuild_destiny(game, rng)
        game = fold(game, events)
    assert game.check is not None
    dealt = te.DestinyDealt(game.destiny[:DESTINY_CARDS], game.check.face_up)
    return [*events, dealt, pop()]


def rebuild_destiny(game: BaseGame, rng: RandomCursor) -> Events:
    """The top cards of the skill decks the Destiny recipe names (2 of each of base's five,
    ``bsg_base_destiny_recipe``), shuffled together (B-DEST-1); short decks reshuffle.
    A last destiny card left over stays on top, so the next check takes it and 1 new card
    (B-DEST-2, B-INV-27: every check gets 2)."""
    events: Events = []
    recipe = destiny_recipe(game)
    for kind, want in recipe.items():
        deck = game.skill_decks[kind]
        if len(deck) < want:
            reshuffle = te.SkillDeckReshuffled(kind, deck + rng.shuffled(game.skill_discards[kind]))
            events.append(reshuffle)
            game = reshuffle.apply(game)
    taken = {kind: len(game.skill_decks[kind][:want]) for kind, want in recipe.items()}
    cards = [c for kind, n in taken.items() for c in game.skill_decks[kind][:n]]
    events.append(te.DestinyRebuilt(taken, game.destiny + rng.shuffled(cards)))
    return events


def step_contributions(state: State, frame: tf.ContributeStep, rng: RandomCursor) -> Events:
    """Ask each seat in turn (B-CHECK-6, -7)."""
    game = g(state)
    seats = order(game)
    if frame.index >= len(seats):
        return [pop(), *ca.before_reveal(game)]
    seat = seats[frame.index]
    advance = replace(tf.ContributeStep(frame.index + 1))
    if not game.players[seat].hand:
        return [advance, te.ContributionsClosed(seat)]
    return [advance, push(tf.Contribute(seat))]


def decide_contribute(state: State, frame: tf.Contribute) -> Decision:
    """Add a card face down, or stop."""
    game = g(state)
    check = game.check
    assert check is not None
    seat = frame.seat
    options: list[Command] = [tc.StopAdding(seat)]
    if len(check.played[seat]) < limit(game, seat):
        options += [tc.AddCard(seat, card) for card in set(game.players[seat].hand)]
    prompt = f"Skill check {'/'.join(check.skills)} {check.difficulty}: add a card or stop"
    return Decision.make(seat, "contribute", prompt, options)


def handle_add(state: State, cmd: tc.AddCard, rng: RandomCursor) -> Events:
    """One card goes in face down; the seat may add more while it has cards and may add them."""
    game = g(state)
    check = game.check
    assert check is not None
    events: Events = [te.CardContributed(cmd.seat, cmd.card, check.face_up)]
    left = len(game.players[cmd.seat].hand) - 1
    if left == 0 or len(check.played[cmd.seat]) + 1 >= limit(game, cmd.seat):
        events += [te.ContributionsClosed(cmd.seat), pop()]
    return events


def handle_stop(state: State, cmd: tc.StopAdding, rng: RandomCursor) -> Events:
    """The seat is done (B-CHECK-17)."""
    return [te.ContributionsClosed(cmd.seat), pop()]


def step_reveal(state: State, frame: tf.RevealCheck, rng: RandomCursor) -> Events:
    """Shuffle and reveal, total, then the Skill Check Abilities (checks/abilities.py), then the
    window after the total (B-CHECK-9 to -11)."""
    game = g(state)
    check = game.check
    assert check is not None
    cards = tuple(sorted(check.destiny + tuple(c for p in check.played for c in p)))
    value = total(game, check, cards)
    revealed = te.CheckRevealed(cards, value, result(check, value))
    after = revealed.apply(game)
    abilities = frames_after_reveal(after)  # the Skill Check Ability step
    tail = (*ca.after_total(game), tf.SkillWindow("after"), *check_steps(after), *abilities)
    return [revealed, replace(tf.ApplyResult(), *tail)]


def check_steps(game: BaseGame) -> tuple[Frame, ...]:
    """The steps between the Skill Check Abilities and the window after the total, as the
    ``bsg_base_check_steps`` pipeline leaves them (base's own: none; Exodus: the Consequence)."""
    frames: tuple[Frame, ...] = ()
    check = game.check
    assert check is not None
    for modify in modifiers().check_steps:
        frames = tuple(modify(game, check, frames))
    return frames


def step_apply_result(state: State, frame: tf.ApplyResult, rng: RandomCursor) -> Events:
    """The result with the final difficulty, as the ``bsg_base_check_result`` pipeline leaves
    it, and its effects (B-CHECK-12); the result ``"none"`` resolves no box."""
    game = g(state)
    check = game.check
    assert check is not None
    outcome = result(check, check.total)
    for modify in modifiers().check_result:
        outcome = modify(game, check, outcome)
    events: Events = []
    if outcome != check.result:
        events.append(te.CheckResolved(outcome))
    paths = {PASS: check.on_pass, PARTIAL: check.on_partial, FAIL: check.on_fail}
    path = paths.get(outcome, "")
    if path:
        events.append(replace(tf.RunOps(check.source, path, check.seat, chosen=check.target)))
    else:
        events.append(pop())
    return events


def step_finish(state: State, frame: tf.FinishCheck, rng: RandomCursor) -> Events:
    """Discard the check's cards (B-CHECK-13)."""
    return [te.CheckFinished(), pop()]
