"""Skill cards played for their text (B-SKILL-1, C-SKILL): the Action cards (Consolidate Power,
Executive Order, Launch Scout, Repair, Maximum Firepower) and the skill-check cards (Investigative
Committee and Scientific Research before cards are added, Declare Emergency after the total).

A card played for its text goes face up to its discard pile (B-SKILL-3) and is not added to a
check (B-SKILL-4). Strategic Planning and Evasive Maneuvers are played in the die-roll windows
(dice.py). Every window asks the seats public facts leave eligible (windows.py), not only holders.
"""

from __future__ import annotations

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.op import Op
from bsgcore.base.characters import turn_abilities as ta
from bsgcore.base.crisis.decks import CRISIS, crisis_deck_for, crisis_piles, switch_to
from bsgcore.base.dice import windows as w
from bsgcore.base.effects.interpreter import Result, ask, condition, pick, supported
from bsgcore.base.model import BaseGame
from bsgcore.base.setup.events import BaseEvent, hide
from bsgcore.base.space import board as sp
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import HANGAR_DECK, Events, g
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Event
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

CONSOLIDATE = "base.skill.consolidate_power"
EXECUTIVE_ORDER = "base.skill.executive_order"
SCOUT = "base.skill.launch_scout"
REPAIR = "base.skill.repair"
FIREPOWER = "base.skill.maximum_firepower"
COMMITTEE = "base.skill.investigative_committee"
RESEARCH = "base.skill.scientific_research"
EMERGENCY = "base.skill.declare_emergency"
STRATEGIC = "base.skill.strategic_planning"
EVASIVE = "base.skill.evasive_maneuvers"
ACTION_CARDS = (CONSOLIDATE, EXECUTIVE_ORDER, SCOUT, REPAIR, FIREPOWER)  # with their own checks
BEFORE_CHECK = (COMMITTEE, RESEARCH)
EMERGENCY_DELTA = 2
DECKS = ("crisis", "destination")


def card_id(code: str) -> str:
    """The catalogue id of a skill card code."""
    return code.split("@", 1)[0]


def action_cards() -> frozenset[str]:
    """The skill cards played as an Action (B-SKILL-1): every card of the game's catalogue timed
    ``action`` whose ops the game's registry carries out, base's five and any a plugin adds."""
    return frozenset(
        c.id
        for c in m.data().skills
        if c.timing == "action" and c.effects and all(supported(op) for op in c.effects)
    )


# -- events -------------------------------------------------------------------------------------


@attrs.frozen
class SkillCardPlayed(BaseEvent):
    """A skill card played for its text: shown and discarded (B-SKILL-1, -3)."""

    tag = "base.skill_card_played"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        game = te.SkillCardsDiscarded(self.seat, (self.card,)).apply(game)
        if card_id(self.card) == EXECUTIVE_ORDER:
            return evolve(game, executive_order_turn=game.turn)
        check = game.check
        if check is not None and card_id(self.card) == COMMITTEE:
            return evolve(game, check=evolve(check, face_up=True))
        if check is not None and card_id(self.card) == RESEARCH:
            skills = tuple(sorted({*check.skills, "engineering"}))
            return evolve(game, check=evolve(check, skills=skills))
        if game.roll is not None and card_id(self.card) == STRATEGIC:
            return evolve(game, roll=evolve(game.roll, planned=True))
        if check is not None and card_id(self.card) == EMERGENCY:
            lowered = evolve(check, difficulty=check.difficulty - EMERGENCY_DELTA)
            return evolve(game, check=evolve(lowered, emergency=True))
        return game

    def describe(self) -> str:
        return f"seat {self.seat} plays {m.data().get(card_id(self.card)).name}."


@attrs.frozen
class DeckTopSeen(BaseEvent):
    """A seat looks at the top card of the Crisis or Destination deck (B-CRISIS-8, B-INFO-1)."""

    tag = "base.deck_top_seen"
    seat: int
    deck: str
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        return game

    def redacted_for(self, seat: int | None) -> Event:
        return (
            self if seat == self.seat else DeckTopSeen(self.seat, self.deck, hide((self.card,))[0])
        )

    def describe(self) -> str:
        return f"seat {self.seat} looks at the top of the {self.deck} deck."


@attrs.frozen
class DeckTopToBottom(BaseEvent):
    """The top card of a deck goes to its bottom (Launch Scout, Recon)."""

    tag = "base.deck_top_to_bottom"
    deck: str

    def apply(self, game: BaseGame) -> BaseGame:
        name = f"{self.deck}_deck"
        pile = getattr(game, name)
        return evolve(game, **{name: pile[1:] + pile[:1]})

    def describe(self) -> str:
        return f"The top {self.deck} card goes to the bottom."


@attrs.frozen
class LocationRepaired(BaseEvent):
    """A damaged location is repaired; its token goes back to the pile (B-DMG-2, R-103)."""

    tag = "base.location_repaired"
    location: str

    def apply(self, game: BaseGame) -> BaseGame:
        token = token_of(self.location)
        damaged = tuple(loc for loc in game.damaged_locations if loc != self.location)
        # Another ship's location (a plugin's) has no Galactica token: its owner keeps its pool.
        pile = game.damage_pile + (token,) if token else game.damage_pile
        return evolve(game, damaged_locations=damaged, damage_pile=pile)

    def describe(self) -> str:
        return f"{m.data().location(self.location).name} is repaired."


def token_of(location: str) -> str:
    """The Galactica damage token of a location ("" for another ship's location)."""
    for token in m.data().galactica_damage:
        if token.extra.get("location") == location:
            return token.id
    return ""


SKILL_EVENTS: tuple[type[BaseEvent], ...] = (
    SkillCardPlayed,
    DeckTopSeen,
    DeckTopToBottom,
    LocationRepaired,
)


# -- Action cards -------------------------------------------------------------------------------


def executive_targets(game: BaseGame, seat: int) -> list[int]:
    """Another player, not a revealed Cylon (B-CARD-LEA-12), nor a stranded Helo, who could take
    none of the actions given (B-CHR-HEL-W, docs/rulings.md)."""
    return [
        s
        for s, p in enumerate(game.players)
        if s != seat and not m.is_cylon_player(game, s) and p.character and p.location != m.STRANDED
    ]


def playable(game: BaseGame, seat: int, code: str) -> bool:
    """Whether an Action card can do something now."""
    card = card_id(code)
    player = game.players[seat]
    if card == CONSOLIDATE:
        return True
    if card == EXECUTIVE_ORDER:
        return game.executive_order_turn != game.turn and bool(executive_targets(game, seat))
    if card == SCOUT:
        return condition(game, "raptor_available", seat)
    if card == REPAIR:
        here = player.location
        return here in game.damaged_locations or (here == HANGAR_DECK and game.vipers_damaged > 0)
    if card == FIREPOWER:
        own = sp.viper_of(game, seat)
        return own is not None and bool(sp.attack_targets(game, own.area))
    # a catalogue Action card: its ops' own ``requires`` conditions, if any, must hold
    return card in action_cards() and requirements_met(game, seat, card)


def requirements_met(game: BaseGame, seat: int, card: str) -> bool:
    """Whether every ``requires`` condition its top-level ops name holds for the seat (a card
    that risks a raptor, ``requires = "raptor_available"``, is not offered without one)."""
    effects = m.data().get(card).effects
    return all(
        condition(game, str(op.get("requires")), seat) for op in effects if op.get("requires")
    )


def action_options(game: BaseGame, seat: int) -> list[Command]:
    """The Action cards a seat may play (B-TURN-6); never by a revealed Cylon (B-CYL-3)."""
    if m.is_cylon_player(game, seat):
        return []
    actions = action_cards()
    return [
        tc.PlaySkill(seat, code)
        for code in sorted(set(game.players[seat].hand))
        if card_id(code) in actions and playable(game, seat, code)
    ]


def handle_play(state: State, cmd: tc.PlaySkill, rng: RandomCursor) -> Events:
    """Discard the card face up and carry out its text for the player; Tyrol may then take one
    more action after a Repair (B-CHR-TYR-A)."""
    run = tf.RunOps(card_id(cmd.card), "effects", cmd.seat)
    if card_id(cmd.card) == REPAIR:
        useful = repair_options(g(state), cmd.seat)
        if len(useful) == 1:  # the only option that repairs something: not asked (B-SKILL-12)
            run = attrs.evolve(run, target=useful[0])
        return [SkillCardPlayed(cmd.seat, cmd.card), *ta.repair_played(g(state), cmd.seat, run)]
    return [SkillCardPlayed(cmd.seat, cmd.card), replace(run)]


def op_grant_actions(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Executive Order: another player at once takes 2 actions, or a move and an action
    (B-CARD-LEA-12, B-TURN-7); the target picks which."""
    target = pick(frame)
    if target == tf.UNSET:
        return ask(frame.seat, "target", executive_targets(game, frame.seat))
    return [push(tf.ExecutiveOrder(target))]


def decide_order(state: State, frame: tf.ExecutiveOrder) -> Decision:
    """Two actions, or a move and then an action."""
    options: list[Command] = [
        tc.OrderSteps(frame.seat, "2_actions"),
        tc.OrderSteps(frame.seat, "move_then_1_action"),
    ]
    return Decision.make(frame.seat, "executive_order", "Executive Order: choose", options)


def handle_order(state: State, cmd: tc.OrderSteps, rng: RandomCursor) -> Events:
    """Lay out the granted steps (the last given is resolved first)."""
    seat = cmd.seat
    if cmd.option == "2_actions":
        return [replace(tf.ActionStep(seat), tf.ActionStep(seat))]
    return [replace(tf.ActionStep(seat), tf.MovementStep(seat))]


def op_peek_top(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Look at the top card of a deck, then leave it or put it at the bottom (B-CARD-TAC-12,
    B-SKILL-9, B-CRISIS-8)."""
    decks = [d for d in op.get("decks") if peek_pile(game, d)]
    if not decks:
        return []
    choice = pick(frame)
    if choice == tf.UNSET:
        return ask(frame.seat, "deck", list(range(len(decks))))
    deck = decks[choice]
    switched: Events = []
    if deck == CRISIS:  # "the Crisis deck" is the one a plugin supplies (H-TURN-3)
        game, switched = switch_to(game, "effect")
    top = getattr(game, f"{deck}_deck")[0]
    return [
        *switched,
        DeckTopSeen(frame.seat, deck, top),
        push(tf.ChooseTopOrBottom(frame.seat, deck)),
    ]


def peek_pile(game: BaseGame, deck: str) -> tuple[str, ...]:
    """The draw pile of a deck a card may look at the top of (the Crisis deck as supplied)."""
    if deck == CRISIS:
        return crisis_piles(game, crisis_deck_for(game, "effect"))[0]
    pile: tuple[str, ...] = getattr(game, f"{deck}_deck")
    return pile


def decide_top(state: State, frame: tf.ChooseTopOrBottom) -> Decision:
    """Leave the card on top (0) or put it at the bottom (1)."""
    options: list[Command] = [tc.TopOrBottom(frame.seat, False), tc.TopOrBottom(frame.seat, True)]
    return Decision.make(frame.seat, "top_or_bottom", f"Top of the {frame.deck} deck", options)


def handle_top(state: State, cmd: tc.TopOrBottom, rng: RandomCursor) -> Events:
    """Move the card or leave it."""
    frame = state.top
    assert isinstance(frame, tf.ChooseTopOrBottom)
    return [DeckTopToBottom(frame.deck), pop()] if cmd.bottom else [pop()]


def op_repair_location(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Repair the damaged location the player stands in (B-DMG-2, B-SKILL-12)."""
    here = game.players[frame.seat].location
    return [LocationRepaired(here)] if here in game.damaged_locations else []


def repair_options(game: BaseGame, seat: int) -> list[int]:
    """Repair's options that do something: own location (0), vipers in the Hangar Deck (1)."""
    here = game.players[seat].location
    out = [0] if here in game.damaged_locations else []
    if here == HANGAR_DECK and game.vipers_damaged > 0:
        out.append(1)
    return out


# -- skill-check cards --------------------------------------------------------------------------


def window_kind(kind: str) -> str:
    """The standing-order kind of a check window ("before" or "after")."""
    return w.BEFORE_CHECK if kind == "before" else w.EMERGENCY


def window_open(game: BaseGame, kind: str) -> bool:
    """Whether a check window is held at all, by public facts: before the cards, while
    Investigative Committee or Scientific Research could still change the check (B-CHECK-4); after
    the total, once per check and only when -2 turns it into a pass (B-CHECK-11, B-CARD-LEA-35)."""
    check = game.check
    if check is None:
        return False
    if kind == "before":
        return not check.face_up or "engineering" not in check.skills
    return not check.emergency and check.total < check.difficulty <= check.total + EMERGENCY_DELTA


def before_check_options(game: BaseGame, seat: int) -> list[Command]:
    """Investigative Committee and Scientific Research, before any card is added (B-CHECK-4)."""
    if m.is_cylon_player(game, seat) or game.check is None:
        return []
    held = sorted({c for c in game.players[seat].hand if card_id(c) in BEFORE_CHECK})
    if game.check.face_up:
        held = [c for c in held if card_id(c) != COMMITTEE]
    if "engineering" in game.check.skills:
        held = [c for c in held if card_id(c) != RESEARCH]
    return [tc.PlaySkill(seat, c) for c in held]


def emergency_options(game: BaseGame, seat: int) -> list[Command]:
    """Declare Emergency after the total, once per check, when it would pass the check
    (B-CHECK-11, B-CARD-LEA-35)."""
    if m.is_cylon_player(game, seat) or not window_open(game, "after"):
        return []
    held = sorted({c for c in game.players[seat].hand if card_id(c) == EMERGENCY})
    return [tc.PlaySkill(seat, c) for c in held]


def step_window(state: State, frame: tf.SkillWindow, rng: RandomCursor) -> Events:
    """Ask each seat in table order that public facts leave eligible, whether or not it holds a
    card for the window, so the questions do not tell who does (B-TURN-2, B-CHECK-7, B-CYL-9)."""
    game = g(state)
    if not window_open(game, frame.kind):
        return [pop()]
    seat, index = w.next_asked(game, window_kind(frame.kind), frame.index)
    if seat < 0:
        return [pop()]
    nxt = tf.SkillWindow(frame.kind, index + 1)
    return [replace(nxt), push(tf.PlaySkillWindow(seat, frame.kind))]


def decide_window(state: State, frame: tf.PlaySkillWindow) -> Decision:
    """Play one of the window's cards, pass, or pass for good (a standing order)."""
    game = g(state)
    offer = before_check_options if frame.kind == "before" else emergency_options
    options: list[Command] = [
        tc.NoCard(frame.seat),
        w.PassAlways(frame.seat),
        *offer(game, frame.seat),
    ]
    prompt = (
        "Play a card before cards are added?"
        if frame.kind == "before"
        else ("Play Declare Emergency?")
    )
    return Decision.make(frame.seat, window_kind(frame.kind), prompt, options)


def handle_no_card(state: State, cmd: tc.NoCard, rng: RandomCursor) -> Events:
    """No card played in the window."""
    return [pop()]


def handle_window_play(state: State, cmd: tc.PlaySkill, rng: RandomCursor) -> Events:
    """Play the card in the window: it changes the check (SkillCardPlayed.apply)."""
    return [SkillCardPlayed(cmd.seat, cmd.card), pop()]


def add_ops(content: BaseContent) -> None:
    """Add the ops (and conditions) carried out here to the game's effect registry."""
    content.add_ops(
        {
            "grant_actions": op_grant_actions,
            "peek_top": op_peek_top,
            "repair_location": op_repair_location,
        }
    )
