"""The base turn (B-TURN): its steps in order, Receive Skills, Movement, the Action step, the end
of the turn with hand limits and the resource check, and the next seat."""

from __future__ import annotations

from itertools import combinations_with_replacement

import attrs

from bsgcore.base import model as m
from bsgcore.base.characters import action_abilities as aa
from bsgcore.base.characters import turn_abilities as ta
from bsgcore.base.cylons import turn as cylon
from bsgcore.base.cylons.reveal import reveal_options
from bsgcore.base.dice.windows import withdraw_options
from bsgcore.base.execution.procedure import quorum_limit_frames
from bsgcore.base.locations.actions import SPACE_ACTIONS, location_cost, space_frames, usable
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers
from bsgcore.base.quorum.cards import play_options, quorum_draw_events
from bsgcore.base.setup import frames as f
from bsgcore.base.setup.events import TurnBegun
from bsgcore.base.skills import cards as ts
from bsgcore.base.skills.types import type_names
from bsgcore.base.space import actions as sa
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn import movement_end as movement_end_steps
from bsgcore.base.turn import paid_move as pm
from bsgcore.base.turn.shared import (
    BRIG,
    HANGAR_DECK,
    SICKBAY,
    Events,
    cylons_win,
    draw_events,
    empty_resource,
    g,
    human_locations,
    move_events,
)
from bsgcore.core_events import GameEnded
from bsgcore.errors import RulesError
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

RANDOM = "random"


def step_begin_turn(state: State, frame: f.BeginTurn, rng: RandomCursor) -> Events:
    """Start a turn and lay out its steps (B-TURN-1) as the ``bsg_base_turn_steps`` pipeline
    leaves them; Helo arrives on his 2nd turn. A seat whose player left the game (no character,
    ``Execute.final``) takes no turn: the next seat's begins."""
    game = g(state)
    seat = frame.seat
    if not game.players[seat].character and any(p.character for p in game.players):
        return [replace(f.BeginTurn((seat + 1) % m.seats(game)))]
    turn = game.turn + 1
    events: Events = [TurnBegun(seat, turn), *ta.start_of_turn(game)]
    extra = 0
    for modify in modifiers().extra_actions:
        extra = modify(game, seat, extra)
    if game.players[seat].location == m.STRANDED and turn > stranded_until(game, seat):
        events += move_events(game, seat, HANGAR_DECK, "Stranded: Helo arrives")
    steps: tuple[Frame, ...] = (
        tf.EndTurn(seat),
        *aa.end_of_turn(game, seat),
        tf.JumpStep(seat),
        tf.ActivationStep(seat),
        tf.CrisisStep(seat),
        *(tf.ActionStep(seat),) * extra,
        tf.ActionStep(seat),
        *movement_end(seat),
        tf.MovementStep(seat),
        tf.ReceiveSkills(seat),
    )
    for modify in modifiers().turn_steps:
        steps = modify(game, seat, steps)
    events.append(replace(*steps))
    return events


def movement_end(seat: int) -> tuple[Frame, ...]:
    """The step at the end of the turn's Movement step, laid out only when some plugin implements
    ``bsg_base_movement_end`` (a game without one keeps its stack and log as they were)."""
    return (tf.MovementEnd(seat),) if modifiers().movement_end else ()


def step_movement_end(state: State, frame: tf.MovementEnd, rng: RandomCursor) -> Events:
    """The Movement step is over (moved or stayed): the steps plugins add before the Action step
    (the ``bsg_base_movement_end`` pipeline, the last given resolved first; the seat orders
    them when he has a choice, turn/movement_end.py)."""
    game = g(state)
    frames: tuple[Frame, ...] = ()
    for modify in modifiers().movement_end:
        frames = modify(game, frame.seat, frames)
    return movement_end_steps.settle(state, frame.seat, frames)  # the seat orders them if he may


def stranded_until(game: BaseGame, seat: int) -> int:
    """The last turn a stranded Helo stays stranded: his first (B-CHR-HEL-W), or his player's
    next after he entered play as a new character (P-NEWC-2, X-EXEC-22)."""
    entered = max((x.turn for x in game.executions if x.seat == seat and x.replacement), default=0)
    return entered + m.seats(game)


# -- Receive Skills -----------------------------------------------------------------------------


def step_receive(state: State, frame: tf.ReceiveSkills, rng: RandomCursor) -> Events:
    """Draw the skill set; mixed groups, Sickbay and revealed Cylons choose first (B-TURN-3, -4),
    as the ``bsg_base_receive_skills`` pipeline leaves it."""
    game = g(state)
    seat = frame.seat
    draw = skill_set_draw(game, seat)
    for modify in modifiers().receive_skills:
        draw = modify(game, seat, draw)
    if draw.count and draw.types:
        return [replace(draw)]
    return [*draw_events(game, seat, draw.fixed, rng), pop()]


def skill_set_draw(game: BaseGame, seat: int) -> tf.ChooseDraw:
    """The character's skill set as a draw: its fixed types, and its mixed group to choose."""
    character = m.data().character(game.players[seat].character)
    fixed: list[str] = []
    mixed: tuple[str, ...] = ()
    count = 0
    for group in character.skill_set:
        if len(group.types) == 1:
            fixed += list(group.types) * group.count
        else:
            mixed, count = tuple(sorted(group.types)), group.count
    return tf.ChooseDraw(seat, count, mixed, tuple(fixed))


def bsg_base_receive_skills(game: BaseGame, seat: int, draw: tf.ChooseDraw) -> tf.ChooseDraw:
    """Base's own: a revealed Cylon draws 2 of any type, a character in Sickbay 1 of its own
    types, both chosen (B-TURN-4, B-SICK-2)."""
    player = game.players[seat]
    if m.is_cylon_player(game, seat):
        return tf.ChooseDraw(seat, 2, type_names())
    if player.location == SICKBAY:
        types = m.data().character(player.character).skill_types
        return tf.ChooseDraw(seat, 1, tuple(sorted(types)))
    return draw


def decide_draw(state: State, frame: tf.ChooseDraw) -> Decision:
    """The types of the cards to draw, chosen in public (B-TURN-4)."""
    options: list[Command] = [
        tc.DrawTypes(frame.seat, frame.fixed + combo)
        for combo in combinations_with_replacement(frame.types, frame.count)
    ]
    return Decision.make(frame.seat, "choose_draw", "Choose the types of skill cards", options)


def handle_draw(state: State, cmd: tc.DrawTypes, rng: RandomCursor) -> Events:
    """Draw the chosen cards."""
    return [*draw_events(g(state), cmd.seat, cmd.types, rng), pop()]


# -- Movement -----------------------------------------------------------------------------------


def move_options(game: BaseGame, seat: int) -> list[Command]:
    """Stay, move free on the same ship, or pay one skill card to change ships or to leave
    space (B-MOVE-1 to -9); never into the Brig or Sickbay, never out of the Brig."""
    options: list[Command] = [tc.Stay(seat)]
    player = game.players[seat]
    here = player.location
    if m.is_cylon_player(game, seat):
        return options + cylon.moves(game, seat)  # B-CYL-2, B-MOVE-10
    if here in (BRIG, m.STRANDED):
        return options
    cards = sorted(set(player.hand))
    if here == m.SPACE:
        options += [tc.MoveViper(seat, area) for area in sa.pilot_moves(game, seat)]
    for loc in human_locations():
        if loc == here:
            continue
        cost = pm.move_cost(game, seat, here, loc)
        if cost == 0:
            options.append(tc.Move(seat, loc))
        elif cost == 1:
            options += [tc.Move(seat, loc, card) for card in cards]
        elif cost is not None:
            raise RulesError(f"A move costs 0 or 1 skill card, not {cost!r} (to {loc}).")
    return options


def decide_move(state: State, frame: tf.MovementStep) -> Decision:
    """Where to move, if anywhere."""
    options = move_options(g(state), frame.seat)
    return Decision.make(frame.seat, "movement", "Move, or stay", options)


def handle_move(state: State, cmd: tc.Move, rng: RandomCursor) -> Events:
    """Pay the card if any, then move (B-MOVE-3, -5); the move waits for what the payment opens
    when the ``bsg_base_move_paid_first`` pipeline asks it (`paid_move`)."""
    game = g(state)
    events: Events = []
    if cmd.discard:
        first = pm.paid_first(game, cmd.seat, cmd.to, cmd.discard)
        paid = te.SkillCardsDiscarded(cmd.seat, (cmd.discard,), "movement")
        events.append(paid)
        if first:
            here = game.players[cmd.seat].location
            return [*events, replace(pm.FinishMove(cmd.seat, cmd.to, here))]
        game = paid.apply(game)
    if game.players[cmd.seat].location == m.SPACE:
        return [*events, *sa.pilot_leaves_space(game, cmd.seat, cmd.to), pop()]
    return [*events, *move_events(game, cmd.seat, cmd.to, "movement"), pop()]


def handle_move_viper(state: State, cmd: tc.MoveViper, rng: RandomCursor) -> Events:
    """A pilot moves his viper to an adjacent area (B-MOVE-6)."""
    return [*sa.pilot_move(g(state), cmd.seat, cmd.area), pop()]


def handle_stay(state: State, cmd: tc.Stay, rng: RandomCursor) -> Events:
    """No move this turn."""
    return [pop()]


# -- Action -------------------------------------------------------------------------------------


#: Which Actions a seat may take now (`action_ban`): any; none (a stranded Helo, B-CHR-HEL-W);
#: only its location's (a revealed Cylon, B-CYL-3); only those that need no other location (in
#: the Brig, B-BRIG-2: base's own are known, an Action a plugin adds is not offered there unless
#: the plugin allows it through ``bsg_base_action_allowed``).
ANY_ACTION, NO_ACTION, LOCATION_ACTION, BRIG_ACTIONS = "any", "none", "location", "brig"


def action_ban(game: BaseGame, seat: int) -> str:
    """The one place that says which Actions `seat` may take now (see `ANY_ACTION` ...)."""
    player = game.players[seat]
    if player.location == m.STRANDED:
        return NO_ACTION
    if m.is_cylon_player(game, seat):
        return LOCATION_ACTION
    if player.location == BRIG:
        return BRIG_ACTIONS
    return ANY_ACTION


def added_action_allowed(state: State, frame: tf.ActionStep, option: Command) -> bool:
    """Whether an Action another plugin added (``registry.add_options``) is offered: only to a
    seat under no ban (`action_ban`), as the ``bsg_base_action_allowed`` pipeline leaves it."""
    game = g(state)
    allowed = action_ban(game, frame.seat) == ANY_ACTION
    for modify in modifiers().action_allowed:
        allowed = modify(game, frame.seat, option, allowed)
    return bool(allowed)


def action_options(game: BaseGame, seat: int) -> list[Command]:
    """No action, the location's action, or the President's title action (B-TURN-6, R-12).

    Every Action of every kind is offered from here (the turn's Action step and the extra ones of
    Executive Order, the Hangar Deck, Tyrol and Apollo), so the bans on all actions are checked
    once: a stranded Helo takes none (B-CHR-HEL-W), a revealed Cylon only his location's
    (B-CYL-3)."""
    options: list[Command] = [tc.PassAction(seat)]
    here = game.players[seat].location
    ban = action_ban(game, seat)
    if ban == NO_ACTION:
        return options  # not in play: no action of any kind (B-CHR-HEL-W, docs/rulings.md)
    if usable(game, seat, here):
        options.append(tc.UseLocation(seat, here))
    if ban == LOCATION_ACTION:
        return options  # only the Cylon location's action (B-CYL-3)
    options += reveal_options(game, seat)  # an unrevealed Cylon may reveal (B-REV-1)
    if game.president == seat and (game.quorum_deck or game.quorum_discard):
        options.append(tc.DrawQuorumCard(seat))
    options += play_options(game, seat)  # a Quorum card from the hand (B-QUO-1)
    options += ts.action_options(game, seat)  # Action skill cards (B-SKILL-1)
    options += aa.action_options(game, seat)  # once-per-game Actions (B-CHAR-4)
    if game.admiral == seat and sa.nuke_possible(game):
        options.append(tc.LaunchNuke(seat))
    if here == m.SPACE and sa.viper_activation_possible(game, False, seat):
        options.append(tc.ActivateOwnViper(seat))
    return options


def decide_action(state: State, frame: tf.ActionStep) -> Decision:
    """The action to take, if any; or withdraw the seat's standing orders (windows.py), which
    spends no action."""
    game = g(state)
    options = action_options(game, frame.seat) + withdraw_options(game, frame.seat)
    return Decision.make(frame.seat, "action", "Take an action, or none", options)


def handle_location(state: State, cmd: tc.UseLocation, rng: RandomCursor) -> Events:
    """Activate the location: a space action's frames, or its ops for the acting player; Roslin
    first discards 2 skill cards (B-CHR-ROS-W)."""
    cost = location_cost(g(state), cmd.seat, cmd.location)
    paid = (tf.DiscardCards(cmd.seat, cost.cards, cost.reason),) if cost.cards else ()
    if cmd.location in SPACE_ACTIONS:
        return [replace(*space_frames(cmd.seat, cmd.location), *paid)]
    return [replace(tf.RunOps(cmd.location, "effects", cmd.seat), *paid)]


def handle_viper(state: State, cmd: tc.ActivateOwnViper, rng: RandomCursor) -> Events:
    """A pilot activates his own viper: move or attack (B-VIPER-4)."""
    return [replace(sa.ActivateVipers(cmd.seat, 1, unmanned=False, up_to=False))]


def handle_nuke(state: State, cmd: tc.LaunchNuke, rng: RandomCursor) -> Events:
    """The Admiral launches a nuke at a basestar (B-NUKE-2, R-128)."""
    return [replace(sa.NukeAttack(cmd.seat))]


def handle_quorum(state: State, cmd: tc.DrawQuorumCard, rng: RandomCursor) -> Events:
    """The President draws 1 Quorum card (B-TITLE-4, R-12)."""
    return [*quorum_draw_events(g(state), 1, rng), pop()]


def handle_pass(state: State, cmd: tc.PassAction, rng: RandomCursor) -> Events:
    """No action this turn."""
    return [pop()]


# -- end of the turn ----------------------------------------------------------------------------


def hand_limit(game: BaseGame, seat: int) -> int:
    """10 skill cards (B-COMP-18), as the ``bsg_base_hand_limit`` pipeline leaves it (Tyrol: 8)."""
    limit = m.data().components.hand_limit
    for modify in modifiers().hand_limit:
        limit = modify(game, seat, limit)
    return limit


def step_end_turn(state: State, frame: tf.EndTurn, rng: RandomCursor) -> Events:
    """Discard down to the hand limits, then a resource at 0 loses; else the next seat (B-TURN-12,
    R-101)."""
    game = g(state)
    if not frame.limits_done:
        excess = {s: len(game.players[s].hand) - hand_limit(game, s) for s in range(m.seats(game))}
        over = [
            tf.DiscardCards(s, excess[s], "hand limit")
            for s in m.clockwise(game, frame.seat)
            if excess[s] > 0
        ]
        quorum = quorum_limit_frames(game)  # none in base (P-QH-2, X-QUO-1)
        return [replace(tf.EndTurn(frame.seat, True), *simultaneous(over, "hand limit"), *quorum)]
    ended: GameEnded | None = None
    for modify in modifiers().end_of_turn:
        ended = modify(game, frame.seat, ended)
    if ended is not None:
        return [ended]
    return [replace(f.BeginTurn((frame.seat + 1) % m.seats(game)))]


def bsg_base_end_of_turn(game: BaseGame, seat: int, ended: GameEnded | None) -> GameEnded | None:
    """Base's own end-of-turn check: a resource at 0 loses (B-TURN-12, R-101)."""
    empty = empty_resource(game)
    if ended is None and empty:
        return cylons_win(game, "resource_empty", f"{empty} is at 0 at the end of the turn.")
    return ended


def simultaneous(
    frames: list[tf.DiscardCards], reason: str, force: bool = False
) -> tuple[Frame, ...]:
    """Discards several seats make at once, to push (the first seat's resolved first): each
    chooses face down, then all are shown together (B-TURN-16, R-126); one seat alone discards
    face up at once, unless `force` (others discard at random with it)."""
    if len(frames) < 2 and not force:
        return tuple(reversed(frames))
    held = [attrs.evolve(f, hold=True) for f in frames]
    return (tf.ShowDiscards(reason), *reversed(held))


def step_show_discards(state: State, frame: tf.ShowDiscards, rng: RandomCursor) -> Events:
    """Every seat has chosen its discards face down: show and discard them all (B-TURN-16)."""
    return [te.DiscardsShown(g(state).held_discards, frame.reason), pop()]


def decide_discard(state: State, frame: tf.DiscardCards) -> Decision:
    """Which card to discard next."""
    game = g(state)
    hand = game.players[frame.seat].hand
    options: list[Command] = [tc.Discard(frame.seat, card) for card in set(hand)]
    blind = False
    for modify in modifiers().random_discard:
        blind = modify(game, frame.seat, frame.reason, blind)
    if blind and hand:
        options = [tc.Discard(frame.seat, RANDOM)]  # Headstrong: blind (B-CHR-APO-W)
    prompt = f"Discard {frame.count} skill card(s) ({frame.reason})"
    return Decision.make(frame.seat, "discard", prompt, options)


def handle_discard(state: State, cmd: tc.Discard, rng: RandomCursor) -> Events:
    """Discard it face up; more to go or done."""
    frame = state.top
    assert isinstance(frame, tf.DiscardCards)
    card = cmd.card
    if card == RANDOM:
        card = ta.random_cards(g(state), cmd.seat, 1, rng)[0]
    chosen = (card,)
    events: Events = [
        te.DiscardsHeld(cmd.seat, chosen)
        if frame.hold
        else te.SkillCardsDiscarded(cmd.seat, chosen, frame.reason)
    ]
    left = min(frame.count - 1, len(g(state).players[cmd.seat].hand) - 1)
    if left > 0:
        return [*events, replace(attrs.evolve(frame, count=left))]
    return [*events, pop()]
