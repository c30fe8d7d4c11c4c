"""Step 2 of the Crossroads phase (X-XR-20..27): the cards dealt, each seat's hidden token laid
beside his card, then the cards revealed in turn order from the current player, each carrying
out the result its token selects (or the one its holder picks without a token).

The commitments are asked one seat at a time, but each is secret until its card is revealed
(the command and event are redacted, the part's state declared secret), so no seat's choice can
depend on another's: they are simultaneous in effect (X-XR-22..25)."""

from __future__ import annotations

import attrs

from bsg_exodus.data import load
from bsg_exodus.loyalty import CYLON_LEADER
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from bsg_exodus.nebula.crossroads import objective, results
from bsg_exodus.nebula.crossroads import state as xs
from bsg_exodus.nebula.crossroads.trial import Trial
from bsgcore.base import BaseGame, Events, clockwise, data, g, is_cylon_player
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

#: The 7 Crossroads cards (cards/exodus.toml ``[[crossroads]]``).
DECK: tuple[str, ...] = tuple(sorted(load().ids("crossroads")))


@attrs.frozen
class Commit(Frame):
    """`seat` lays one of his tokens beside his card (X-XR-23)."""

    tag = "exodus.f.crossroads_commit"
    seat: int


@attrs.frozen
class Reveal(Frame):
    """`seat`'s card and token are revealed and its result carried out (X-XR-25)."""

    tag = "exodus.f.crossroads_reveal"
    seat: int


@attrs.frozen
class ChooseResult(Frame):
    """`seat`, holding no token, picks his card's result (X-XR-24)."""

    tag = "exodus.f.crossroads_choose_result"
    seat: int


@attrs.frozen
class LayToken(Command):
    """Lay this trauma token face down beside the Crossroads card (X-XR-23)."""

    tag = "exodus.lay_crossroads_token"
    token: str

    def redacted_for(self, seat: int | None) -> LayToken:
        return self if seat == self.seat else LayToken(self.seat, tk.HIDDEN)


@attrs.frozen
class PickResult(Command):
    """Carry out this result of the revealed card: ``hope`` or ``doom`` (X-XR-24)."""

    tag = "exodus.pick_crossroads_result"
    result: str


def step_phase(state: State, frame: objective.CrossroadsPhase, rng: RandomCursor) -> Events:
    """Step 1 (the battle), then the cards dealt clockwise from the current player (X-XR-20);
    a seat without a token commits nothing (X-XR-24); the others are asked in turn."""
    game = g(state)
    order = clockwise(game, game.current)
    deck = list(rng.shuffled(DECK))
    cards = [""] * len(game.players)
    for seat in order:
        cards[seat] = deck.pop() if deck else ""
    battle, launches = objective.battle_events(game)
    events: Events = [*battle, xs.CrossroadsDealt(tuple(cards))]
    sides = leader_sides(game)
    events += [xs.LeaderSidesNoted(sides)] if sides else []
    held = ns.nebula(state).held
    asked = [Commit(s) for s in order if held[s]]
    events += [xs.CrossroadsCommitted(s, "") for s in order if not held[s]]
    reveals = [Reveal(s) for s in order if cards[s]]
    # The battle's viper model questions (if any) come first, then the commits, the reveals
    # and the Trial (the last frame listed is resolved first).
    frames = (*reversed(reveals), *reversed(asked), *reversed(launches))
    return [*events, replace(Trial(frame.seat), *frames)]


def leader_sides(game: BaseGame) -> tuple[tuple[int, bool], ...]:
    """X-PEG-11: each seat playing a Cylon Leader (Pegasus's character type) and whether he is
    a Cylon player now, as the phase begins (an Infiltrating one is a human player)."""
    cards = data()
    return tuple(
        (seat, is_cylon_player(game, seat))
        for seat, p in enumerate(game.players)
        if p.character in cards.index and cards.character(p.character).type == CYLON_LEADER
    )


def decide_commit(state: State, frame: Commit) -> Decision:
    """One option per token he holds (X-XR-23)."""
    held = ns.nebula(state).held[frame.seat]
    options: list[Command] = [LayToken(frame.seat, t) for t in held]
    prompt = "Lay a trauma token beside your Crossroads card"
    return Decision.make(frame.seat, "exodus_crossroads_token", prompt, options)


def handle_lay(state: State, cmd: LayToken, rng: RandomCursor) -> Events:
    """The token leaves his holding, face down beside the card."""
    return [xs.CrossroadsCommitted(cmd.seat, cmd.token), pop()]


def result_of(token: str) -> str:
    """X-XR-21: a benevolent token selects the hope result, an antagonistic one the doom."""
    return xs.HOPE if tk.kind(token) == tk.BENEVOLENT else xs.DOOM


def step_reveal(state: State, frame: Reveal, rng: RandomCursor) -> Events:
    """X-XR-25: reveal, then the result; without a token, his choice first (X-XR-24). An
    execution before his turn kept his card and token (X-XR-26): they are in this part's state."""
    value = xs.xr(state)
    card, token = value.cards[frame.seat], value.tokens[frame.seat]
    if not token:
        return [replace(ChooseResult(frame.seat))]
    revealed = xs.CrossroadsRevealed(frame.seat, card, token, result_of(token))
    return [revealed, replace(results.Effects(frame.seat, card, revealed.result))]


def decide_result(state: State, frame: ChooseResult) -> Decision:
    """The two results of his card."""
    options: list[Command] = [PickResult(frame.seat, r) for r in (xs.HOPE, xs.DOOM)]
    return Decision.make(
        frame.seat, "exodus_crossroads_result", "Choose your card's result", options
    )


def handle_result(state: State, cmd: PickResult, rng: RandomCursor) -> Events:
    """The card revealed with the result he chose."""
    card = xs.xr(state).cards[cmd.seat]
    revealed = xs.CrossroadsRevealed(cmd.seat, card, "", cmd.result)
    return [revealed, replace(results.Effects(cmd.seat, card, cmd.result))]


STEPS = {objective.CrossroadsPhase: step_phase, Reveal: step_reveal}
DECIDERS = {Commit: decide_commit, ChooseResult: decide_result}
HANDLERS = {LayToken: handle_lay, PickResult: handle_result}
