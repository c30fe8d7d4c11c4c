"""The revealed Cylon's turn (B-CYL): moving among the Cylon locations, their actions (B-LOC-CAP,
-CFL, -HFL, -RES) and the super crisis cards they play (B-CYL-10, B-SC), as effect-interpreter
ops (`CYLON_OPS`) and the frames those ops need."""

from __future__ import annotations

from collections.abc import Callable

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.op import Op
from bsgcore.base.checks import steps as chk
from bsgcore.base.crisis import steps as crisis
from bsgcore.base.crisis.decks import crisis_deck_for, crisis_piles, switch_to
from bsgcore.base.crisis.steps import card_check
from bsgcore.base.cylons import events as re
from bsgcore.base.cylons.reveal import (
    SYMPATHIZER,
    FinishReveal,
    deal_super_crisis,
    sympathizer_events,
)
from bsgcore.base.effects.interpreter import (
    Result,
    ask,
    supported,
)
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.space import combat as cb
from bsgcore.base.space import events as se
from bsgcore.base.space.activation import CylonAttack
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import (
    RESOURCES,
    SICKBAY,
    Events,
    board_locations,
    can_be_sent,
    cylons_win,
    g,
    move_events,
)
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

CYLON_BOARD = "base.board.cylon_locations"
COLONIAL_ONE = "base.board.colonial_one"
CYLON_FLEET = "base.location.cylon_fleet"
CAPRICA = "base.location.caprica"
BOMB = "base.super_crisis.bomb_on_colonial_one"
CAPRICA_DRAW = 2
BOMBS_RESOLVE = 2
CONDITIONS = {"distance_at_most_7", "any_resource_in_red", "no_resource_in_red"}
KEEP_RULES = {"colonial_one_closed"}

CylonOp = Callable[[BaseGame, tf.RunOps, Op, RandomCursor], Result]


# -- frames and commands ------------------------------------------------------------------------


@attrs.frozen
class CapricaChoose(Frame):
    """The Cylon keeps one of the top crisis cards it looked at (B-LOC-CAP)."""

    tag = "base.f.caprica_choose"
    seat: int
    count: int


@attrs.frozen
class CapricaDone(Frame):
    """The Caprica crisis is finished, with no activation or jump step (B-LOC-CAP, B-CYL-4)."""

    tag = "base.f.caprica_done"
    seat: int


@attrs.frozen
class SuperCrisisDone(Frame):
    """The super crisis card is finished: discarded unless in play (B-CYL-10, B-SC-1)."""

    tag = "base.f.super_crisis_done"
    seat: int


@attrs.frozen
class StealCard(Frame):
    """At the Human Fleet the Cylon takes 1 card from `target`'s hand (B-LOC-HFL)."""

    tag = "base.f.steal_card"
    seat: int
    target: int


@attrs.frozen
class ChooseDamage(Frame):
    """The Bombs reveal: resolve `left` of the drawn Galactica damage tokens (public, their
    pile is drawn at random) (B-CARD-LOY-BOMBS, R-9)."""

    tag = "base.f.choose_damage"
    seat: int
    drawn: tuple[str, ...]
    left: int


@attrs.frozen
class KeepCrisis(Command):
    """Resolve the crisis card at this position among those seen (`CrisesSeen`); the others are
    discarded (B-LOC-CAP, R-3). A position, so the decision shows nothing of the deck."""

    tag = "base.keep_crisis"
    index: int


@attrs.frozen
class TakeSkillCard(Command):
    """Take the skill card at this position of the hand seen (`SkillHandSeen`) (B-LOC-HFL); a
    position, so the decision shows nothing of the other hand."""

    tag = "base.take_skill_card"
    index: int

    def redacted_for(self, seat: int | None) -> Command:
        """Others learn that a card was taken."""
        return self if seat == self.seat else TakeSkillCard(self.seat, -1)


@attrs.frozen
class ResolveToken(Command):
    """Resolve this Galactica damage token (B-CARD-LOY-BOMBS)."""

    tag = "base.resolve_token"
    token: str


# -- movement and actions -----------------------------------------------------------------------


def cylon_locations() -> tuple[str, ...]:
    """The Cylon locations (B-LOC 9.3): the Cylon board's, then any plugin board's location
    whose side is ``"cylon"`` (Exodus's Basestar Bridge), in catalogue order."""
    cards = m.data()
    others = tuple(
        loc
        for board in cards.components.boards
        if board != CYLON_BOARD
        for loc in board_locations(board)
        if cards.location(loc).side == "cylon"
    )
    return board_locations(CYLON_BOARD) + others


def moves(game: BaseGame, seat: int) -> list[Command]:
    """A revealed Cylon moves free among the Cylon locations only (B-CYL-2, B-MOVE-10), never
    into a hazardous one (a plugin's, such as Pegasus's Resurrection Ship), as humans never
    move into the Brig or Sickbay; the ``bsg_base_cylon_moves`` pipeline may take some out."""
    return [tc.Move(seat, loc) for loc in cylon_destinations(game, seat)]


def cylon_destinations(game: BaseGame, seat: int) -> tuple[str, ...]:
    """The Cylon locations `seat` may move to: every one but his own and the hazardous ones,
    as the ``bsg_base_cylon_moves`` pipeline leaves them (also for a plugin offering the moves
    from a board of its own: Pegasus's New Caprica)."""
    here = game.players[seat].location
    cards = m.data()
    places = tuple(
        loc for loc in cylon_locations() if loc != here and not cards.location(loc).hazardous
    )
    for modify in modifiers().cylon_moves:
        places = tuple(modify(game, seat, places))
    return places


def implemented(location: str) -> bool:
    """Whether a Cylon location's ops are all carried out."""
    return all(supported(op) for op in m.data().location(location).effects)


def usable(game: BaseGame, seat: int, location: str) -> bool:
    """Only a revealed Cylon acts, in the Cylon location he is in (B-CYL-3); never the
    Cylon Fleet after the Sympathizer (R-111)."""
    player = game.players[seat]
    if (
        not m.is_cylon_player(game, seat)
        or player.location != location
        or not implemented(location)
    ):
        return False
    if location == CAPRICA:  # something to play or to draw (B-LOC-CAP)
        return bool(player.super_crises or any(crisis_piles(game, caprica_deck(game))))
    return not (location == CYLON_FLEET and SYMPATHIZER in player.shown)


def colonial_one_closed(game: BaseGame) -> bool:
    """Bomb on Colonial One failed: nobody may go there again (B-MOVE-13, B-INV-6)."""
    return BOMB in game.in_play


def bsg_base_move_cost(game: BaseGame, seat: int, to: str, cost: int | None) -> int | None:
    """Base's own: nobody moves into a Colonial One closed by Bomb on Colonial One (B-MOVE-13)."""
    if colonial_one_closed(game) and colonial_one(to):
        return None
    return cost


def colonial_one(location: str) -> bool:
    """Whether a location is on Colonial One."""
    return location in board_locations(COLONIAL_ONE)


def open_locations(game: BaseGame, places: tuple[str, ...]) -> tuple[str, ...]:
    """The locations a character may still go to: not Colonial One once bombed (B-MOVE-13)."""
    if not colonial_one_closed(game):
        return places
    return tuple(loc for loc in places if not colonial_one(loc))


def condition(game: BaseGame, name: str, seat: int) -> bool:
    """The Cylon side's conditions (cards/README.md section 9)."""
    if name == "distance_at_most_7":
        return game.distance <= 7
    red = in_red(game)
    return red if name == "any_resource_in_red" else not red


def in_red(game: BaseGame) -> bool:
    """Some resource at half its starting value or lower (B-LOY-12, R-111)."""
    start = m.data().components.resource_start
    return any(getattr(game, r) * 2 <= int(start[r]) for r in RESOURCES)


def caprica_deck(game: BaseGame) -> str:
    """The Crisis deck Caprica draws from (``bsg_base_crisis_deck``, purpose "caprica")."""
    return crisis_deck_for(game, "caprica")


def option_possible(game: BaseGame, seat: int, effects: tuple[Op, ...]) -> bool:
    """An option of a choice that can be taken now: no super crisis to play without one, no
    Caprica draw from empty decks."""
    for op in effects:
        if op.name == "play_super_crisis" and not game.players[seat].super_crises:
            return False
        if op.name == "draw_crisis_choose" and not any(crisis_piles(game, caprica_deck(game))):
            return False
    return True


# -- Caprica ------------------------------------------------------------------------------------


def op_play_super_crisis(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Play the super crisis card: its check, its Cylon attack or its choice; no icons (B-CYL-10,
    B-SC-1)."""
    seat = frame.seat
    cards = game.players[seat].super_crises
    if not cards:
        return []
    card = m.data().get(cards[0])
    events: Events = [re.SuperCrisisPlayed(seat, card.id), push(SuperCrisisDone(seat))]
    if card.kind == "cylon_attack":
        return [*events, push(CylonAttack(seat, card.id))]
    if card.kind == "choice":  # an expansion's two-option card: its chooser decides (B-CRISIS-3)
        return [*events, push(tf.ChooseCrisisOption(crisis.chooser_of(game, card)))]
    return [*events, *chk.start(chk.prepare(game, card_check(card, seat)))]


def step_super_crisis_done(state: State, frame: SuperCrisisDone, rng: RandomCursor) -> Events:
    """Discard the super crisis unless it stays in play."""
    game = g(state)
    return [re.SuperCrisisFinished(game.crisis), pop()] if game.crisis else [pop()]


def op_draw_crisis_choose(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Look at the top 2 crisis cards to resolve one (B-LOC-CAP); the deck is formed again from
    its discards when short (B-CRISIS-7)."""
    count = int(op.get("draw", CAPRICA_DRAW))
    game, switched = switch_to(game, "caprica")
    events: Events = list(switched)
    if len(game.crisis_deck) < count and game.crisis_discard:
        deck = game.crisis_deck + tuple(rng.shuffled(game.crisis_discard))
        events.append(te.CrisisDeckReshuffled(deck))
        game = evolve(game, crisis_deck=deck, crisis_discard=())
    top = game.crisis_deck[:count]
    if not top:
        return events
    return [*events, re.CrisesSeen(frame.seat, top), push(CapricaChoose(frame.seat, len(top)))]


def decide_caprica(state: State, frame: CapricaChoose) -> Decision:
    """Which crisis card to resolve."""
    options: list[Command] = [KeepCrisis(frame.seat, i) for i in range(frame.count)]
    return Decision.make(frame.seat, "caprica_crisis", "Choose the crisis to resolve", options)


def handle_keep_crisis(state: State, cmd: KeepCrisis, rng: RandomCursor) -> Events:
    """Resolve the card kept as the current player's crisis, without its icons (B-LOC-CAP)."""

    frame = state.top
    assert isinstance(frame, CapricaChoose)
    others = list(g(state).crisis_deck[: frame.count])
    card = others.pop(cmd.index)
    events: Events = [re.CapricaCrisisChosen(cmd.seat, card, tuple(others))]
    if not crisis.text_supported(m.data().get(m.crisis_id(card))):
        what = f"the crisis card {m.crisis_id(card)} (bsg cards --missing)"
        return [*events, replace(NotImplementedYet(cmd.seat, what))]
    if m.data().get(m.crisis_id(card)).kind == "cylon_attack":
        # Its ships and special rule, without the activation icon (stage 0).
        attack = CylonAttack(cmd.seat, card, stage=1)
        return [*events, replace(CapricaDone(cmd.seat), attack)]
    return [*events, replace(CapricaDone(cmd.seat), tf.ResolveCrisis(cmd.seat))]


def step_caprica_done(state: State, frame: CapricaDone, rng: RandomCursor) -> Events:
    """Discard the Caprica crisis (unless it stays in play)."""
    game = g(state)
    return [te.CrisisDone(game.crisis), pop()] if game.crisis else [pop()]


# -- Resurrection Ship --------------------------------------------------------------------------


def op_swap_super_crisis(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Discard the super crisis card to draw a new one (B-LOC-RES)."""
    cards = game.players[frame.seat].super_crises
    if not cards:
        return []
    discarded = re.SuperCrisisDiscarded(frame.seat, cards[0])
    return [discarded, *deal_super_crisis(discarded.apply(game), frame.seat, rng)]


def op_give_loyalty(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Hand every unshown loyalty card to a player of the Cylon's choice (B-LOC-RES, R-4,
    B-LOY-11); a Sympathizer among them is resolved by its receiver (R-111)."""
    player = game.players[frame.seat]
    cards = tuple(c for c in player.loyalty if c not in player.shown)
    if not cards:
        return []
    if frame.target == tf.UNSET:
        others = [
            s
            for s, p in enumerate(game.players)
            if s != frame.seat and not m.is_cylon_player(game, s)
        ]
        return ask(frame.seat, "target", others) if others else []
    given = re.LoyaltyGiven(frame.seat, frame.target, cards)
    return [given, *sympathizer_events(given.apply(game))]


# -- Human Fleet --------------------------------------------------------------------------------


def op_steal(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Look at a player's skill cards and take 1 (B-LOC-HFL)."""
    if frame.target == tf.UNSET:
        holders = [s for s, p in enumerate(game.players) if s != frame.seat and p.hand]
        return ask(frame.seat, "target", holders) if holders else []
    target = frame.target
    hand = game.players[target].hand
    return [re.SkillHandSeen(frame.seat, target, hand), push(StealCard(frame.seat, target))]


def decide_steal(state: State, frame: StealCard) -> Decision:
    """Which card to take."""
    count = len(g(state).players[frame.target].hand)
    options: list[Command] = [TakeSkillCard(frame.seat, i) for i in range(count)]
    return Decision.make(frame.seat, "take_skill_card", "Take one skill card", options)


def handle_steal(state: State, cmd: TakeSkillCard, rng: RandomCursor) -> Events:
    """Take it into the Cylon's hand."""
    frame = state.top
    assert isinstance(frame, StealCard)
    card = g(state).players[frame.target].hand[cmd.index]
    return [re.SkillCardTaken(cmd.seat, frame.target, card), pop()]


# -- Bombs (the Galactica damage reveal) --------------------------------------------------------


def op_draw_damage(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Draw up to 5 Galactica damage tokens (how many: the Cylon's choice), resolve 2 of them
    and return the others (B-CARD-LOY-BOMBS, R-9)."""
    most = min(int(op.get("count", 5)), len(game.damage_pile))
    if most == 0:
        return []
    if frame.target == tf.UNSET and op.get("up_to"):
        return ask(frame.seat, "count", list(range(1, most + 1)))
    count = frame.target if op.get("up_to") else most
    drawn = tuple(rng.shuffled(sorted(game.damage_pile))[:count])
    left = min(int(op.get("resolve", BOMBS_RESOLVE)), len(drawn))
    return [push(ChooseDamage(frame.seat, tuple(sorted(drawn)), left))]


def decide_damage(state: State, frame: ChooseDamage) -> Decision:
    """Which token to resolve next."""
    options: list[Command] = [ResolveToken(frame.seat, t) for t in sorted(set(frame.drawn))]
    return Decision.make(frame.seat, "resolve_damage", "Resolve a Galactica damage token", options)


def handle_damage(state: State, cmd: ResolveToken, rng: RandomCursor) -> Events:
    """Resolve the token; 6 location tokens destroy Galactica (B-DMG-3, B-END-4)."""
    game = g(state)
    frame = state.top
    assert isinstance(frame, ChooseDamage)
    events: Events = [se.GalacticaDamaged(cmd.token)]
    limit = m.data().components.galactica_destroyed_at
    if cb.galactica_damage_count(game, cmd.token) >= limit:
        return [*events, cylons_win(game, "galactica_destroyed", "Galactica is destroyed.")]
    drawn = list(frame.drawn)
    drawn.remove(cmd.token)
    if frame.left > 1 and drawn:
        return [*events, replace(ChooseDamage(frame.seat, tuple(drawn), frame.left - 1))]
    return [*events, pop()]


# -- the Sympathizer and the super crises' own ops ----------------------------------------------


def op_become_revealed(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """The Sympathizer becomes a revealed Cylon through the reveal procedure, with no effect and
    no super crisis card unless the op says so (R-111, R-109)."""

    seat = frame.seat
    deal = bool(op.get("super_crisis", True))
    return [re.CylonRevealed(seat, SYMPATHIZER), push(FinishReveal(seat, 0, deal))]


def op_move_all_on_ship(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Everyone aboard a ship goes to Sickbay (Bomb on Colonial One, B-CARD-SC-BOMB)."""
    board = f"base.board.{op.get('ship')}"
    to = str(op.get("to", SICKBAY))
    aboard = board_locations(board)
    events: Events = []
    for seat, player in enumerate(game.players):
        if player.location in aboard and can_be_sent(game, seat, to):
            moved = move_events(game, seat, to, frame.source)
            events += moved
            for event in moved:
                game = event.apply(game)  # type: ignore[attr-defined]
    return events


CYLON_OPS: dict[str, CylonOp] = {
    "play_super_crisis": op_play_super_crisis,
    "draw_crisis_choose": op_draw_crisis_choose,
    "swap_super_crisis": op_swap_super_crisis,
    "give_loyalty_cards": op_give_loyalty,
    "steal_skill_card": op_steal,
    "draw_galactica_damage": op_draw_damage,
    "become_revealed_cylon": op_become_revealed,
    "move_all_on_ship": op_move_all_on_ship,
}

STEPS = {SuperCrisisDone: step_super_crisis_done, CapricaDone: step_caprica_done}
DECIDERS = {CapricaChoose: decide_caprica, StealCard: decide_steal, ChooseDamage: decide_damage}
HANDLERS = {
    KeepCrisis: handle_keep_crisis,
    TakeSkillCard: handle_steal,
    ResolveToken: handle_damage,
}


def add_ops(content: BaseContent) -> None:
    """Add the ops (and conditions) carried out here to the game's effect registry."""
    content.add_ops(CYLON_OPS)
    content.add_conditions(dict.fromkeys(sorted(CONDITIONS), condition))
