"""Revealing as a Cylon (B-REV): the reveal action, each "You Are a Cylon" card's effect, the
discard down to 3, titles down their lines (B-SUCC-5), the move to the Resurrection Ship and the
super crisis card; and the Sympathizer (B-LOY-12, R-111), shown as soon as it is received."""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.cylons import events as re
from bsgcore.base.model import BaseGame
from bsgcore.base.quorum.cards import reveal_events
from bsgcore.base.quorum.cards import title_events as quorum_title_events
from bsgcore.base.titles.lines import PRESIDENT, title_lines
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import BRIG, SICKBAY, Events, can_be_sent, g, sent_to
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

RESURRECTION_SHIP = "base.location.resurrection_ship"
SYMPATHIZER = "base.loyalty.you_are_a_sympathizer"
ACCUSATION = "base.loyalty.you_are_a_cylon_brig"
ASSASSINATION = "base.loyalty.you_are_a_cylon_sickbay"
CYLON_CARDS = (
    ACCUSATION,
    "base.loyalty.you_are_a_cylon_damage_galactica",
    "base.loyalty.you_are_a_cylon_morale",
    ASSASSINATION,
)
VICTIM_TO = {ACCUSATION: BRIG, ASSASSINATION: SICKBAY}
APOLLO = "base.character.lee_apollo_adama"
GALACTICA = "base.board.galactica"
REVEAL_HAND = 3
NOBODY = -1


# -- frames and commands ------------------------------------------------------------------------


@attrs.frozen
class FinishReveal(Frame):
    """The rest of a reveal: discard down to 3 (stage 0), then titles, the Resurrection Ship and
    the super crisis card (stage 1) (B-REV-3 to -7, R-109)."""

    tag = "base.f.finish_reveal"
    seat: int
    stage: int = 0
    super_crisis: bool = True


@attrs.frozen
class ChooseVictim(Frame):
    """Accusation or Assassination Attempt: the revealer picks a character on Galactica, or
    nobody (B-CARD-LOY-ACCUSE, -ASSASSIN, R-107)."""

    tag = "base.f.choose_victim"
    seat: int
    card: str


@attrs.frozen
class Sympathizer(Frame):
    """A seat has just received the Sympathizer card: it is shown and resolved (R-111)."""

    tag = "base.f.sympathizer"
    seat: int


@attrs.frozen
class PassSympathizer(Frame):
    """A revealed Cylon dealt the Sympathizer may pass it to a human player (R-111)."""

    tag = "base.f.pass_sympathizer"
    seat: int


@attrs.frozen
class RevealCylon(Command):
    """Reveal this "You Are a Cylon" card as the action (B-REV-1, B-LOY-5)."""

    tag = "base.reveal_cylon"
    card: str


@attrs.frozen
class PickVictim(Command):
    """The character the reveal effect targets; -1 for nobody."""

    tag = "base.pick_victim"
    target: int


@attrs.frozen
class PassLoyalty(Command):
    """Pass the Sympathizer card to this seat; -1 keeps it (R-111)."""

    tag = "base.pass_loyalty"
    to: int


# -- the reveal ---------------------------------------------------------------------------------


def cylon_cards(game: BaseGame, seat: int) -> list[str]:
    """The "You Are a Cylon" cards a seat could reveal now (sorted, distinct)."""
    player = game.players[seat]
    if player.revealed:
        return []
    team = {c for c in player.loyalty if m.data().get(c).extra.get("team") == "cylon"}
    return sorted(team - set(player.shown))


def reveal_options(game: BaseGame, seat: int) -> list[Command]:
    """The reveal actions of an unrevealed Cylon (B-TURN-6, B-LOY-5); also from the Brig
    (B-BRIG-2) or while piloting (B-REV-5)."""
    if game.players[seat].location == m.STRANDED:
        return []
    return [RevealCylon(seat, card) for card in cylon_cards(game, seat)]


def handle_reveal(state: State, cmd: RevealCylon, rng: RandomCursor) -> Events:
    """Show the card; its effect unless in the Brig (B-REV-2), or where a phase's redirect puts
    the Brig for him (``sent_to``: New Caprica's Detention, P-DET-5); then the rest of the
    reveal."""
    game = g(state)
    here = game.players[cmd.seat].location
    in_brig = here in (BRIG, sent_to(game, cmd.seat, "reveal", BRIG))
    frames: list[Frame] = [FinishReveal(cmd.seat)]
    if not in_brig and cmd.card in VICTIM_TO:
        frames.append(ChooseVictim(cmd.seat, cmd.card))
    elif not in_brig and m.data().get(cmd.card).effects:
        frames.append(tf.RunOps(cmd.card, "effects", cmd.seat))
    events: Events = [re.CylonRevealed(cmd.seat, cmd.card)]
    below = state.stack[-2] if len(state.stack) > 1 else None
    if isinstance(below, tf.ActionStep) and below.seat == cmd.seat:
        events.append(pop())  # Executive Order's second action is not taken
    return [*events, replace(*frames)]


def victims(game: BaseGame, card: str) -> list[int]:
    """Characters on Galactica who can be sent where the card says (R-107), and nobody."""
    to = VICTIM_TO[card]
    board = m.data().components.boards[GALACTICA]
    out = [
        s
        for s, p in enumerate(game.players)
        if p.location in board and can_be_sent(game, s, to)
    ]  # fmt: skip
    return [*out, NOBODY]


def decide_victim(state: State, frame: ChooseVictim) -> Decision:
    """Whom to send (or nobody: the effect is optional)."""
    options: list[Command] = [PickVictim(frame.seat, s) for s in victims(g(state), frame.card)]
    name = "the Brig" if VICTIM_TO[frame.card] == BRIG else "Sickbay"
    return Decision.make(frame.seat, "choose_victim", f"Send a character to {name}", options)


def handle_victim(state: State, cmd: PickVictim, rng: RandomCursor) -> Events:
    """Run the card's ops for the chosen character (the optional wrapper is this choice)."""
    frame = state.top
    assert isinstance(frame, ChooseVictim)
    if cmd.target == NOBODY:
        return [pop()]
    path = "effects" if frame.card == ACCUSATION else "effects/0/effects"
    return [replace(tf.RunOps(frame.card, path, cmd.seat, chosen=cmd.target))]


def step_finish(state: State, frame: FinishReveal, rng: RandomCursor) -> Events:
    """Discard down to 3, then titles pass, the move, and the super crisis (B-REV-7, R-109)."""
    game = g(state)
    seat = frame.seat
    player = game.players[seat]
    if frame.stage == 0:
        over = len(player.hand) - REVEAL_HAND
        nxt = replace(FinishReveal(seat, 1, frame.super_crisis))
        if over <= 0:
            return [nxt]
        if player.character == APOLLO:
            cards = rng.shuffled(player.hand)[:over]
            return [te.SkillCardsDiscarded(seat, tuple(cards), "reveal"), nxt]
        return [nxt, push(tf.DiscardCards(seat, over, "reveal"))]

    events: Events = [*reveal_events(game, seat), *title_events(game, seat)]
    events.append(te.CharacterMoved(seat, RESURRECTION_SHIP, "reveal"))
    if frame.super_crisis:
        events += deal_super_crisis(game, seat, rng)
    return [*events, pop()]


def title_events(game: BaseGame, seat: int) -> Events:
    """Each title the revealed Cylon held passes down its line, leaving out revealed Cylons; a
    line that skips the Brig (the Admiral's) skips it, the President's keeps it (B-SUCC-5, -6,
    B-SUCC-2, R-131). A President's successor then takes the Quorum hand (B-CARD-QUO-VP)."""
    events: Events = []
    for line in title_lines().values():
        if game.titles.get(line.name) != seat:
            continue
        changed = te.TitleChanged(
            line.name, m.title_holder(game, line.name, line.skip_brig), "revealed Cylon"
        )
        events.append(changed)
        if line.name == PRESIDENT:
            events += quorum_title_events(changed.apply(game))
    return events


def deal_super_crisis(game: BaseGame, seat: int, rng: RandomCursor) -> Events:
    """The top super crisis card, secretly; an empty deck is formed again from its discards."""
    if game.super_crisis_deck:
        return [re.SuperCrisisDealt(seat, game.super_crisis_deck[0])]
    if not game.super_crisis_discard:
        return []
    deck = tuple(rng.shuffled(game.super_crisis_discard))
    return [re.SuperCrisisDealt(seat, deck[0], deck)]


# -- the Sympathizer ----------------------------------------------------------------------------


def sympathizer_events(game: BaseGame) -> Events:
    """Push the Sympathizer's resolution for a seat holding it unshown (R-111)."""
    for seat, player in enumerate(game.players):
        if SYMPATHIZER in player.loyalty and SYMPATHIZER not in player.shown:
            return [push(Sympathizer(seat))]
    return []


def step_sympathizer(state: State, frame: Sympathizer, rng: RandomCursor) -> Events:
    """A revealed Cylon may pass it on; anyone else shows it and carries out its ops: the Brig
    when a resource is in the red, else a revealed Cylon without a super crisis (B-LOY-12)."""
    game = g(state)
    player = game.players[frame.seat]
    if SYMPATHIZER not in player.loyalty or SYMPATHIZER in player.shown:
        return [pop()]
    if player.revealed:
        return [replace(PassSympathizer(frame.seat))]
    return [
        re.LoyaltyShown(frame.seat, SYMPATHIZER),
        replace(tf.RunOps(SYMPATHIZER, "effects", frame.seat)),
    ]


def decide_pass(state: State, frame: PassSympathizer) -> Decision:
    """Pass the Sympathizer to a human player, or keep it (shown, without effect)."""
    game = g(state)
    humans = [
        s for s, p in enumerate(game.players) if not m.is_cylon_player(game, s) and s != frame.seat
    ]
    options: list[Command] = [PassLoyalty(frame.seat, s) for s in [*humans, NOBODY]]
    return Decision.make(frame.seat, "pass_sympathizer", "Pass the Sympathizer on?", options)


def handle_pass(state: State, cmd: PassLoyalty, rng: RandomCursor) -> Events:
    """The receiver resolves it at once; a kept card is shown and does nothing."""
    if cmd.to == NOBODY:
        return [re.LoyaltyShown(cmd.seat, SYMPATHIZER), pop()]
    return [re.LoyaltyGiven(cmd.seat, cmd.to, (SYMPATHIZER,)), replace(Sympathizer(cmd.to))]


STEPS = {FinishReveal: step_finish, Sympathizer: step_sympathizer}
DECIDERS = {ChooseVictim: decide_victim, PassSympathizer: decide_pass}
HANDLERS = {RevealCylon: handle_reveal, PickVictim: handle_victim, PassLoyalty: handle_pass}
