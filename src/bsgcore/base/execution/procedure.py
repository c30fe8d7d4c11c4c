"""The execution procedure (H-EXEC-1 to -5), as frames, steps and the ``execute`` op.

1. The executed player discards every skill card and every Quorum card played on his character.
2. His loyalty proves what he is: a "You Are a Cylon" card is revealed (its action is not
   carried out), or every card shows he is human; a Cylon player has nothing to prove.
3. A human: the fleet loses 1 morale, the character leaves the game and his player chooses a new
   one (any type, none played or executed before), who enters at his start; the titles he held
   pass only then, the new character a candidate (P-SUCC-9, X-EXEC-16). No character left: the
   humans lose (P-EXEC-5, X-EXEC-15). A player who used a once-per-game ability has none on the
   new sheet (P-EXEC-7, X-EXEC-14).
4. A Cylon: the reveal procedure without a super crisis card (P-EXEC-4, X-EXEC-11, -12); a Cylon
   player goes to the Resurrection Ship (P-EXEC-9).

Where the expansions differ, the modifier hooks of ``hookspecs/execution.py`` decide.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.op import Op
from bsgcore.base.cylons import events as ce
from bsgcore.base.cylons.reveal import (
    RESURRECTION_SHIP,
    FinishReveal,
    cylon_cards,
    sympathizer_events,
)
from bsgcore.base.effects.interpreter import Result, ask, pick, who
from bsgcore.base.execution import events as xe
from bsgcore.base.execution.barred import BARRED_EVENTS, barred_events
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import AddedCards, modifiers
from bsgcore.base.quorum.cards import reveal_events
from bsgcore.base.quorum.cards import title_events as quorum_title_events
from bsgcore.base.registration import register_tables
from bsgcore.base.setup.frames import ChooseLaunchArea
from bsgcore.base.titles.lines import PRESIDENT, title_lines
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import BRIG, HANGAR_DECK, Events, cylons_win, fold, g, move_events
from bsgcore.base.turn.shared import title_events as brig_title_events
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

BOOMER = "base.character.sharon_boomer_valerii"
BALTAR = "base.character.gaius_baltar"
APOLLO_START = "viper_in_echo_or_foxtrot"
HUMAN, CYLON, REVEALED = "human", "cylon", "revealed"


# -- frames and commands ------------------------------------------------------------------------


@attrs.frozen
class Execute(Frame):
    """Execute the character of `seat` (H-EXEC-1); `source` is the card or location that does
    it, `morale` what a proven human costs the fleet (1; Dee's Emotionally Fragile: 0).
    `final`: the player leaves the game instead (an expansion's elimination): steps 1
    and 2, a human's morale, then no new character, no Resurrection Ship, no reveal's later
    steps; his titles pass on, his seat keeps no character and takes no more turns."""

    tag = "base.f.execute"
    seat: int
    source: str = ""
    morale: int = 1
    final: bool = False


@attrs.frozen
class ChooseNewCharacter(Frame):
    """An executed human's player chooses his new character (P-EXEC-3D, X-EXEC-7)."""

    tag = "base.f.choose_new_character"
    seat: int
    source: str = ""


@attrs.frozen
class PickNewCharacter(Command):
    """Play this character from now on."""

    tag = "base.pick_new_character"
    character: str


# -- queries ------------------------------------------------------------------------------------


def executed_characters(game: BaseGame) -> tuple[str, ...]:
    """Characters out of the game by execution (P-INV-23)."""
    return tuple(x.character for x in game.executions if x.proof == HUMAN)


def new_characters(game: BaseGame, seat: int) -> list[str]:
    """The characters `seat` may choose after an execution: any type, neither in play nor
    executed, as the ``bsg_base_new_character_allowed`` pipeline leaves them."""
    gone = set(m.chosen_characters(game)) | set(executed_characters(game))
    out: list[str] = []
    for character in m.data().characters:
        allowed = character.id not in gone
        for modify in modifiers().new_character_allowed:
            allowed = modify(game, seat, character.id, allowed)
        if allowed:
            out.append(character.id)
    return out


def start_of(game: BaseGame, seat: int, character: str) -> str:
    """Where a new character enters (H-EXEC-4): base's answer through the pipeline."""
    cards = m.data()
    start = cards.character(character).start_location
    if start == APOLLO_START:
        location = m.SPACE if game.vipers_reserve > 0 else HANGAR_DECK
    elif start == m.STRANDED:
        location = m.STRANDED
    elif character == BOOMER and game.sleeper_done:
        location = BRIG
    elif start not in cards.index or start in game.damaged_locations:
        location = HANGAR_DECK  # a start that is gone or damaged
    else:
        location = start
    for modify in modifiers().new_character_start:
        location = modify(game, seat, character, location)
    return location


def after_steps(game: BaseGame, seat: int, proof: str) -> tuple[Frame, ...]:
    """An expansion's steps once the execution is done (``bsg_base_execution_steps``)."""
    frames: tuple[Frame, ...] = ()
    for modify in modifiers().execution_steps:
        frames = modify(game, seat, proof, frames)
    return frames


def not_a_cylon() -> str:
    """The id of a "You Are Not a Cylon" card (every copy is the same card)."""
    return next(c.id for c in m.data().loyalty if c.extra.get("team") == "human")


def not_a_cylon_cards(game: BaseGame, count: int, rng: RandomCursor) -> AddedCards:
    """The `count` "You Are Not a Cylon" cards to put into the loyalty deck now and the events
    taking them: base's from the box (``not_a_cylon``), a plugin's from where it keeps them
    (``bsg_base_not_a_cylon_cards``)."""
    added = AddedCards((not_a_cylon(),) * count)
    for modify in modifiers().not_a_cylon_cards:
        added = modify(game, count, rng, added)
    return added


def proof_of(game: BaseGame, seat: int) -> str:
    """What the loyalty of `seat` proves if executed now."""
    if game.players[seat].revealed:
        return REVEALED
    return CYLON if cylon_cards(game, seat) else HUMAN


# -- the procedure ------------------------------------------------------------------------------


def step_execute(state: State, frame: Execute, rng: RandomCursor) -> Events:
    """Steps 1 and 2, then the human's step 3 up to the choice, or the Cylon's step 4."""
    game = g(state)
    seat = frame.seat
    player = game.players[seat]
    proof = proof_of(game, seat)
    morale = frame.morale if proof == HUMAN else 0
    events: Events = [xe.CharacterExecuted(seat, player.character, proof, morale, frame.source)]
    if player.hand:
        events.append(te.SkillCardsDiscarded(seat, player.hand, "execution"))
    events += reveal_events(game, seat)
    if frame.final:
        return [*events, *leave_events(fold(game, events), seat, proof, morale), pop()]
    if proof == REVEALED:
        events += move_events(fold(game, events), seat, RESURRECTION_SHIP, "execution")
        return [*events, _then(fold(game, events), seat, proof)]
    if proof == CYLON:
        events.append(ce.CylonRevealed(seat, cylon_cards(game, seat)[0]))
        done = after_steps(fold(game, events), seat, proof)
        return [*events, replace(*done, FinishReveal(seat, 0, super_crisis=False))]
    unshown = tuple(c for c in player.loyalty if c not in player.shown)
    if unshown:
        events.append(xe.LoyaltyProven(seat, unshown))
    if morale:
        events.append(te.ResourceChanged("morale", -morale))
    if player.character == BOOMER and not game.sleeper_done and game.loyalty_deck:
        events.append(xe.LoyaltyCardsDrawn(seat, game.loyalty_deck[:1]))  # P-EXEC-3C
    after = fold(game, events)
    if not new_characters(after, seat):
        reason = "A human was executed and no character is left to choose."
        return [*events, cylons_win(after, "no_character_left", reason)]
    return [*events, replace(ChooseNewCharacter(seat, frame.source)), *sympathizer_events(after)]


def leave_events(game: BaseGame, seat: int, proof: str, morale: int) -> Events:
    """An executed player leaving the game (``Execute.final``): a hidden Cylon shows
    his card, a human costs his morale and shows his cards; the character goes to the box with
    no new one, then the titles he held pass on."""
    player = game.players[seat]
    events: Events = []
    if proof == CYLON:
        events.append(ce.CylonRevealed(seat, cylon_cards(game, seat)[0]))
    elif proof == HUMAN:
        unshown = tuple(c for c in player.loyalty if c not in player.shown)
        if unshown:
            events.append(xe.LoyaltyProven(seat, unshown))
        if morale:
            events.append(te.ResourceChanged("morale", -morale))
    events.append(xe.CharacterReplaced(seat, player.character, "", ""))
    return [*events, *title_events(fold(game, events), seat)]


def _then(game: BaseGame, seat: int, proof: str) -> Any:
    """The expansions' steps in place of the finished execution, or its end."""
    frames = after_steps(game, seat, proof)
    return replace(*frames) if frames else pop()


def decide_new_character(state: State, frame: ChooseNewCharacter) -> Decision:
    """Any character left, whatever his type (P-EXEC-3D, X-EXEC-7)."""
    options: list[Command] = [
        PickNewCharacter(frame.seat, ch) for ch in new_characters(g(state), frame.seat)
    ]
    return Decision.make(frame.seat, "choose_new_character", "Choose your new character", options)


def handle_new_character(state: State, cmd: PickNewCharacter, rng: RandomCursor) -> Events:
    """Place the new character, its loyalty specials, then the titles he held pass on."""
    game = g(state)
    seat, new = cmd.seat, cmd.character
    cards = m.data()
    old = game.players[seat].character
    location = start_of(game, seat, new)
    events: Events = [
        xe.CharacterReplaced(seat, old, new, HANGAR_DECK if location == m.SPACE else location),
        *barred_events(state, seat),  # not on the effect that executed (P-EXEC-17)
    ]
    spent, ability = cards.character(old).once_per_game.id, cards.character(new).once_per_game.id
    if spent in game.once_per_game_used and ability not in game.once_per_game_used:
        events.append(xe.OncePerGameForfeited(seat, ability))  # P-EXEC-7, X-EXEC-14
    events += loyalty_events(fold(game, events), seat, new, rng)
    events += title_events(fold(game, events), seat)
    # a title held in the Brig for want of a free candidate goes to him if he is free
    events += brig_title_events(fold(game, events))
    after = fold(game, events)
    frames: list[Frame] = list(after_steps(after, seat, HUMAN))
    if location == m.SPACE:
        frames.append(ChooseLaunchArea(seat))  # P-NEWC-3, X-EXEC-23
    nxt = replace(*frames) if frames else pop()
    return [*events, nxt, *sympathizer_events(after)]


def loyalty_events(game: BaseGame, seat: int, new: str, rng: RandomCursor) -> Events:
    """Before the Sleeper Agent phase Boomer puts a "You Are Not a Cylon" card into the loyalty
    deck, Baltar puts one in and is dealt a card (P-NEWC-1, -4; X-EXEC-20, -24)."""
    if game.sleeper_done or new not in (BOOMER, BALTAR):
        return []
    added = not_a_cylon_cards(game, 1, rng)
    deck = tuple(rng.shuffled((*game.loyalty_deck, *added.cards)))
    events: Events = [*added.events, xe.LoyaltyDeckChanged(deck, len(added.cards))]
    if new == BALTAR:
        events.append(xe.LoyaltyCardsDrawn(seat, deck[:1]))
    return events


def title_events(game: BaseGame, seat: int) -> Events:
    """Each title the executed player held goes to the highest on its line now, his new
    character among the candidates; no other title moves (P-SUCC-9, -10, X-EXEC-16)."""
    events: Events = []
    for line in title_lines().values():
        if game.titles.get(line.name) != seat:
            continue
        holder = m.title_holder(game, line.name, line.skip_brig)
        if holder == seat:
            continue
        changed = te.TitleChanged(line.name, holder, "execution")
        events.append(changed)
        game = changed.apply(game)
        if line.name == PRESIDENT:
            events += quorum_title_events(game)
    return events


# -- the op -------------------------------------------------------------------------------------


def crisis_source(source: str) -> bool:
    """Whether `source` is a Crisis card of any crisis deck (P-TERM-8)."""
    cards = m.data()
    ids = {c.id for c in (*cards.crisis, *cards.super_crisis)}
    for name, deck in cards.decks.items():
        if "crisis" in str(name):
            ids |= {getattr(c, "id", "") for c in deck}
    return source in ids


def executable(game: BaseGame, seat: int, source: str, op: Op) -> bool:
    """Whether an effect may execute `seat`: anyone, wherever he is (P-EXEC-14), but a Cylon
    player ignores a Crisis card's execution unless it names Cylon players (P-TERM-7)."""
    player = game.players[seat]
    if not player.character:
        return False
    if m.is_cylon_player(game, seat) and crisis_source(source):
        return bool(op.get("ignore_cylon_immunity", False))
    return True


def op_execute(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """``execute``: the seats it names are executed, one after the other (H-EXEC-5)."""
    value = str(op.get("who", "chosen"))
    if value.startswith("chosen"):
        if pick(frame) == tf.UNSET:
            chooser = who(game, str(op.get("chooser", "current_player")), frame.seat, -1)[0]
            candidates = [
                s
                for s in range(m.seats(game))
                if executable(game, s, frame.source, op)
                and who(game, value, frame.seat, s)
                and not (value == "chosen_other" and s == chooser)  # "another player"
            ]
            return ask(chooser, "target", candidates) if candidates else []
        seats: tuple[int, ...] = () if pick(frame) < 0 else (pick(frame),)
    else:
        seats = who(game, value, frame.seat, pick(frame))
    chosen = [s for s in seats if executable(game, s, frame.source, op)]
    if not chosen:
        return []
    return [push(*(Execute(s, frame.source) for s in reversed(chosen)))]


def execute(seat: int, source: str = "", morale: int = 1) -> Frame:
    """The frame that executes `seat` (push it, or return it from a step)."""
    return Execute(seat, source, morale)


# -- the Quorum hand limit ----------------------------------------------------------------------


@attrs.frozen
class DiscardQuorum(Frame):
    """The President discards `count` Quorum cards of her choice (P-QH-2, X-QUO-1)."""

    tag = "base.f.discard_quorum"
    seat: int
    count: int


@attrs.frozen
class DiscardQuorumCard(Command):
    """Discard this Quorum card."""

    tag = "base.discard_quorum_card"
    card: str


def quorum_limit_frames(game: BaseGame) -> tuple[Frame, ...]:
    """The President's discard down to the ``bsg_base_quorum_hand_limit`` (none in base)."""
    seat = game.president
    limit: int | None = None
    for modify in modifiers().quorum_hand_limit:
        limit = modify(game, seat, limit)
    if limit is None or len(game.quorum_hand) <= limit:
        return ()
    return (DiscardQuorum(seat, len(game.quorum_hand) - limit),)


def decide_discard_quorum(state: State, frame: DiscardQuorum) -> Decision:
    """Which Quorum card to discard next."""
    hand = sorted(set(g(state).quorum_hand))
    options: list[Command] = [DiscardQuorumCard(frame.seat, card) for card in hand]
    prompt = f"Discard {frame.count} Quorum card(s) (hand limit)"
    return Decision.make(frame.seat, "discard_quorum", prompt, options)


def handle_discard_quorum(state: State, cmd: DiscardQuorumCard, rng: RandomCursor) -> Events:
    """Discard it face up; more to go or done."""
    frame = state.top
    assert isinstance(frame, DiscardQuorum)
    events: Events = [xe.QuorumCardsDiscarded(cmd.seat, (cmd.card,), "hand limit")]
    if frame.count > 1:
        return [*events, replace(DiscardQuorum(frame.seat, frame.count - 1))]
    return [*events, pop()]


# -- registration -------------------------------------------------------------------------------

STEPS = {Execute: step_execute}
DECIDERS = {ChooseNewCharacter: decide_new_character, DiscardQuorum: decide_discard_quorum}
HANDLERS = {PickNewCharacter: handle_new_character, DiscardQuorumCard: handle_discard_quorum}


def _chosen_if(test: Any) -> Any:
    """A WHO value naming the chosen seat when it passes `test` (for a choice among them)."""

    def seats(game: BaseGame, seat: int, target: int) -> tuple[int, ...]:
        return (target,) if target >= 0 and test(game, target) else ()

    return seats


#: The choices an ``execute`` names: a character in the Brig (Execute Prisoner), a Cylon player.
CHOSEN = {
    "chosen_in_brig": _chosen_if(lambda game, s: game.players[s].location == BRIG),
    "chosen_revealed_cylon": _chosen_if(m.is_cylon_player),
}


def add_ops(content: BaseContent) -> None:
    """The ``execute`` op (no base card uses it; Pegasus's and Exodus's cards do) and the WHO
    values of its choices."""
    content.add_ops({"execute": op_execute})
    for name, seats in CHOSEN.items():
        content.add_who(name, seats)


def register(registry: Any) -> None:
    """The execution's events, frames and commands."""
    register_tables(registry, xe.EXECUTION_EVENTS + BARRED_EVENTS, STEPS, DECIDERS, HANDLERS)
