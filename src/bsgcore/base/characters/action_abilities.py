"""Character abilities taken as an Action or set off by the turn's events (B-CHR):

- the once-per-game Actions (B-CHAR-4), carried out by the effect interpreter from their catalogue
  ops: Tigh's Declare Martial Law (B-CHR-TIG-O), Baltar's Cylon Detector (B-CHR-BAL-O), Zarek's
  Unconventional Tactics (B-CHR-ZAR-O) and Apollo's CAG (B-CHR-APO-O);
- the crisis draw: Roslin's Religious Visions (B-CHR-ROS-A) and Starbuck's Secret Destiny
  (B-CHR-STA-O), then Baltar's Delusional Intuition once the card to resolve is known (R-123);
- Boomer's Recon after her turn's Crisis, Activation and Jump steps (B-CHR-SHA-A);
- Tyrol's Maintenance Engineer after a Repair card on his turn (B-CHR-TYR-A);
- Apollo's Alert Viper Pilot when a viper goes from the reserve into space (B-CHR-APO-A, R-117).

A revealed Cylon's abilities no longer apply (B-CHAR-5, `turn_abilities.plays`). What Roslin and
Boomer see of the Crisis deck is in events redacted for the other seats; the decisions ask for a
position among the cards seen, never a card.
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.cards import Character
from bsgcore.base.characters.turn_abilities import MaintenanceUsed, after_crisis, plays
from bsgcore.base.crisis import steps as crisis
from bsgcore.base.crisis.decks import switch_to
from bsgcore.base.cylons.events import CrisesSeen
from bsgcore.base.effects.interpreter import supported
from bsgcore.base.model import BaseGame
from bsgcore.base.quorum.cards import OncePerGameUsed
from bsgcore.base.registration import register_tables
from bsgcore.base.setup.events import BaseEvent, ShipsPlaced, hide
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.skills.cards import DeckTopSeen
from bsgcore.base.space import actions as sa
from bsgcore.base.space import events as se
from bsgcore.base.space.activation import CylonAttack
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.shared import BRIG, Events, ability_location, g, ship_of
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.ruleset import Decider, Handler, Step
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

TIGH = "base.character.saul_tigh"
BALTAR = "base.character.gaius_baltar"
ZAREK = "base.character.tom_zarek"
APOLLO = "base.character.lee_apollo_adama"
ROSLIN = "base.character.laura_roslin"
STARBUCK = "base.character.kara_starbuck_thrace"
BOOMER = "base.character.sharon_boomer_valerii"
TYROL = "base.character.galen_tyrol"
MARTIAL_LAW = "base.ability.tigh_declare_martial_law"
CYLON_DETECTOR = "base.ability.baltar_cylon_detector"
UNCONVENTIONAL = "base.ability.zarek_unconventional_tactics"
CAG = "base.ability.apollo_cag"
ALERT_PILOT = "base.ability.apollo_alert_viper_pilot"
VISIONS = "base.ability.roslin_religious_visions"
SECRET_DESTINY = "base.ability.starbuck_secret_destiny"
RECON = "base.ability.boomer_recon"
MAINTENANCE = "base.ability.tyrol_maintenance_engineer"
ACTIONS = {TIGH: MARTIAL_LAW, BALTAR: CYLON_DETECTOR, ZAREK: UNCONVENTIONAL, APOLLO: CAG}  # checks
VISIONS_DRAW = 2
GALACTICA = "base.board.galactica"
ABILITIES = {
    MARTIAL_LAW: "bsgcore.base.characters.action_abilities.handle_use (op give_title)",
    CYLON_DETECTOR: "bsgcore.base.characters.action_abilities.handle_use (op look_at_loyalty, all)",
    UNCONVENTIONAL: "bsgcore.base.characters.action_abilities.handle_use (ops resource, choice)",
    CAG: "bsgcore.base.characters.action_abilities.handle_use (op activate_vipers)",
    ALERT_PILOT: "bsgcore.base.characters.action_abilities.with_alert",
    VISIONS: "bsgcore.base.characters.action_abilities.draw_crisis",
    SECRET_DESTINY: "bsgcore.base.characters.action_abilities.step_revealed",
    RECON: "bsgcore.base.characters.action_abilities.step_recon",
    MAINTENANCE: "bsgcore.base.characters.turn_abilities.repair_played",
}


# -- events -------------------------------------------------------------------------------------


@attrs.frozen
class CrisisPutUnder(BaseEvent):
    """Religious Visions: the crisis card at `index` of the deck goes to its bottom; only Roslin
    learns which card (B-CHR-ROS-A)."""

    tag = "base.crisis_put_under"
    seat: int
    index: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        deck = game.crisis_deck
        rest = deck[: self.index] + deck[self.index + 1 :]
        return attrs.evolve(game, crisis_deck=rest + (deck[self.index],))

    def redacted_for(self, seat: int | None) -> Event:
        if seat == self.seat:
            return self
        return CrisisPutUnder(self.seat, self.index, hide((self.card,))[0])

    def describe(self) -> str:
        return f"seat {self.seat} puts one of the crisis cards seen on the bottom of the deck."


@attrs.frozen
class CrisisReplaced(BaseEvent):
    """Secret Destiny: the revealed crisis card is discarded unresolved (B-CHR-STA-O)."""

    tag = "base.crisis_replaced"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        return m.discard_crisis(attrs.evolve(game, crisis=""), (self.card,))

    def describe(self) -> str:
        return f"seat {self.seat} discards the crisis {self.card} (Secret Destiny)."


@attrs.frozen
class ViperTakenOver(BaseEvent):
    """Alert Viper Pilot: Apollo becomes the pilot of an unmanned viper (B-CHR-APO-A)."""

    tag = "base.viper_taken_over"
    seat: int
    uid: int

    def apply(self, game: BaseGame) -> BaseGame:
        vipers = tuple(
            attrs.evolve(v, pilot=self.seat) if v.uid == self.uid else v for v in game.vipers
        )
        player = attrs.evolve(game.players[self.seat], location=m.SPACE)
        return m.replace_player(attrs.evolve(game, vipers=vipers), self.seat, player)

    def describe(self) -> str:
        return f"seat {self.seat} takes over viper {self.uid} (Alert Viper Pilot)."


EVENTS: tuple[type[BaseEvent], ...] = (
    CrisisPutUnder,
    CrisisReplaced,
    ViperTakenOver,
    MaintenanceUsed,
)


# -- frames and commands ------------------------------------------------------------------------


@attrs.frozen
class CrisisRevealed(Frame):
    """The crisis card to resolve is face up: Secret Destiny may replace it first, then Baltar
    draws and the card is resolved (B-CHR-STA-O, R-123). `offered`: Starbuck was asked."""

    tag = "base.f.crisis_revealed"
    seat: int
    offered: bool = False


@attrs.frozen
class OfferSecretDestiny(Frame):
    """Starbuck may discard the revealed crisis card and reveal the next (B-CHR-STA-O)."""

    tag = "base.f.offer_secret_destiny"
    seat: int
    current: int


@attrs.frozen
class ChooseVision(Frame):
    """Roslin picks the crisis card to resolve among the `count` she drew (B-CHR-ROS-A)."""

    tag = "base.f.choose_vision"
    seat: int
    count: int


@attrs.frozen
class ReconStep(Frame):
    """Boomer's Recon, after her Crisis, Activation and Jump steps (B-CHR-SHA-A)."""

    tag = "base.f.recon"
    seat: int


@attrs.frozen
class AlertViper(Frame):
    """Vipers placed from the reserve: Apollo may become the pilot of one (B-CHR-APO-A)."""

    tag = "base.f.alert_viper"
    seat: int
    vipers: tuple[int, ...]


@attrs.frozen
class ChooseAlertViper(Frame):
    """Apollo picks the viper to take over, or none."""

    tag = "base.f.choose_alert_viper"
    seat: int
    vipers: tuple[int, ...]


@attrs.frozen
class UseActionAbility(Command):
    """Use this once-per-game Action of the seat's character (B-CHAR-4)."""

    tag = "base.use_action_ability"
    ability: str


@attrs.frozen
class UseSecretDestiny(Command):
    """Discard the revealed crisis card and reveal the next one (B-CHR-STA-O)."""

    tag = "base.use_secret_destiny"


@attrs.frozen
class KeepVision(Command):
    """Resolve the crisis card at this position among those drawn; the other goes to the bottom.
    A position, so the decision shows nothing of the deck."""

    tag = "base.keep_vision"
    index: int


@attrs.frozen
class TakeOverViper(Command):
    """Become the pilot of this viper (uid) and take 1 action (B-CHR-APO-A)."""

    tag = "base.take_over_viper"
    viper: int


@attrs.frozen
class DeclineAbility(Command):
    """Do not use the ability offered."""

    tag = "base.decline_ability"


# -- the once-per-game Actions ------------------------------------------------------------------


def unused(game: BaseGame, seat: int, ability: str) -> bool:
    """Whether the seat's character has this once-per-game ability still to use."""
    character = game.players[seat].character
    return plays(game, seat, character) and m.once_per_game_open(game, seat, ability)


def detector_targets(game: BaseGame, seat: int) -> list[int]:
    """Players whose face-down Loyalty cards Baltar may look at: never himself (R-125)."""
    return [
        s
        for s, p in enumerate(game.players)
        if s != seat and any(c not in p.shown for c in p.loyalty)
    ]


def action_ability(character: str) -> str | None:
    """The character's once-per-game Action carried out from its catalogue ops (B-CHAR-4): its
    once-per-game ability timed ``action`` whose ops the game's registry carries out; base's four
    and any a plugin's character has. None if the character has none."""
    sheet = m.data().index.get(character)
    ability = sheet.once_per_game if isinstance(sheet, Character) else None
    if ability is None or ability.timing != "action" or not ability.effects:
        return None
    return ability.id if all(supported(op) for op in ability.effects) else None


def action_possible(game: BaseGame, seat: int, ability: str) -> bool:
    """Whether the Action would do something now (a plugin's, with no check of its own: always)."""
    if ability not in ACTIONS.values():
        return True

    if ability == MARTIAL_LAW:
        return game.admiral >= 0 and game.admiral != game.president
    if ability == CYLON_DETECTOR:
        sabotage = any(m.crisis_id(c) == m.DETECTOR_SABOTAGE for c in game.in_play)
        return not sabotage and bool(detector_targets(game, seat))
    if ability == UNCONVENTIONAL:
        return game.population > 0
    return sa.viper_activation_possible(game, True)  # CAG


def action_options(game: BaseGame, seat: int) -> list[Command]:
    """The character's once-per-game Action, unused and useful (B-CHAR-3, -4, -5)."""
    ability = action_ability(game.players[seat].character)
    if ability is None or not unused(game, seat, ability):
        return []
    return [UseActionAbility(seat, ability)] if action_possible(game, seat, ability) else []


def handle_use(state: State, cmd: UseActionAbility, rng: RandomCursor) -> Events:
    """Mark it used (public) and carry out its ops for the seat: Martial Law's title, the
    Detector's look at every Loyalty card, Zarek's resources, the CAG's 6 activations."""
    return [
        OncePerGameUsed(cmd.seat, cmd.ability),
        replace(tf.RunOps(cmd.ability, "effects", cmd.seat)),
    ]


# -- the crisis draw ----------------------------------------------------------------------------


def visions(game: BaseGame, seat: int) -> bool:
    """Whether Roslin draws 2 crisis cards on this turn (B-CHR-ROS-A)."""
    return plays(game, seat, ROSLIN)


def step_crisis(state: State, frame: tf.CrisisStep, rng: RandomCursor) -> Events:
    """Draw the top Crisis card; none from the Brig or for a revealed Cylon (B-TURN-8). The draw
    and what follows the reveal are in action_abilities (B-CHR-ROS-A, B-CHR-STA-O)."""
    game = g(state)
    player = game.players[frame.seat]
    cylon = m.is_cylon_player(game, frame.seat)
    if cylon or player.location == BRIG:
        return [
            te.NoCrisis(frame.seat, "in the Brig" if not cylon else "revealed"),
            pop(),
        ]
    # the draw (Religious Visions), then Secret Destiny and Delusional Intuition
    return draw_crisis(game, frame.seat, rng)


def draw_crisis(game: BaseGame, seat: int, rng: RandomCursor) -> Events:
    """The Crisis step's draw after the checks of B-TURN-8: Roslin looks at 2 cards (the deck
    formed again from its discards when short, B-CRISIS-7), anyone else reveals the top card."""
    count = VISIONS_DRAW if visions(game, seat) else 1
    purpose = "religious_visions" if count > 1 else "crisis_step"
    game, switched = switch_to(game, purpose)  # the deck a plugin supplies (H-TURN-3)
    events: Events = list(switched)
    if len(game.crisis_deck) < count and game.crisis_discard:
        reshuffle = te.CrisisDeckReshuffled(game.crisis_deck + rng.shuffled(game.crisis_discard))
        events.append(reshuffle)
        game = reshuffle.apply(game)
    if not game.crisis_deck:
        return [*events, te.NoCrisis(seat, "the Crisis deck is empty"), pop()]
    top = game.crisis_deck[:count]
    if len(top) > 1:
        return [*events, CrisesSeen(seat, top), replace(ChooseVision(seat, len(top)))]
    return [*events, te.CrisisDrawn(seat, top[0]), replace(CrisisRevealed(seat))]


def decide_vision(state: State, frame: ChooseVision) -> Decision:
    """Which of the cards seen to resolve, by position."""
    options: list[Command] = [KeepVision(frame.seat, i) for i in range(frame.count)]
    return Decision.make(frame.seat, "religious_visions", "Choose the crisis to resolve", options)


def handle_vision(state: State, cmd: KeepVision, rng: RandomCursor) -> Events:
    """The other card goes to the bottom in secret; the kept one is revealed."""
    game = g(state)
    frame = state.top
    assert isinstance(frame, ChooseVision)
    events: Events = []
    for index in reversed(range(frame.count)):
        if index != cmd.index:
            under = CrisisPutUnder(cmd.seat, index, game.crisis_deck[index])
            events.append(under)
            game = under.apply(game)
    return [
        *events,
        te.CrisisDrawn(cmd.seat, game.crisis_deck[0]),
        replace(CrisisRevealed(cmd.seat)),
    ]


def secret_destiny_seat(game: BaseGame) -> int:
    """Starbuck's seat while Secret Destiny is unused and hers to use, else -1."""
    seat = m.seat_of(game, STARBUCK)
    return seat if seat >= 0 and unused(game, seat, SECRET_DESTINY) else -1


def step_revealed(state: State, frame: CrisisRevealed, rng: RandomCursor) -> Events:
    """Offer Secret Destiny once; then the card is resolved (or stops the game when its text
    is missing) and Baltar draws on his turn (B-CHR-BAL-A, R-123)."""

    game = g(state)
    starbuck = secret_destiny_seat(game)
    if not frame.offered and starbuck >= 0 and game.crisis:
        return [
            replace(CrisisRevealed(frame.seat, True)),
            push(OfferSecretDestiny(starbuck, frame.seat)),
        ]
    if not crisis.text_supported(m.data().get(m.crisis_id(game.crisis))):
        what = f"the crisis card {m.crisis_id(game.crisis)} (bsg cards --missing)"
        return [replace(NotImplementedYet(frame.seat, what))]
    return [replace(tf.ResolveCrisis(frame.seat), *after_crisis(game, frame.seat))]


def decide_destiny(state: State, frame: OfferSecretDestiny) -> Decision:
    """Use Secret Destiny on this card, or not."""
    name = m.data().get(m.crisis_id(g(state).crisis)).name
    options: list[Command] = [UseSecretDestiny(frame.seat), DeclineAbility(frame.seat)]
    return Decision.make(frame.seat, "secret_destiny", f"Secret Destiny on {name}?", options)


def handle_destiny(state: State, cmd: UseSecretDestiny, rng: RandomCursor) -> Events:
    """Discard the card and reveal the next one (the deck formed again when empty)."""
    game = g(state)
    frame = state.top
    assert isinstance(frame, OfferSecretDestiny)
    replaced = CrisisReplaced(cmd.seat, game.crisis)
    events: Events = [OncePerGameUsed(cmd.seat, SECRET_DESTINY), replaced]
    game, switched = switch_to(replaced.apply(game), "secret_destiny")
    events += switched
    if not game.crisis_deck:
        reshuffle = te.CrisisDeckReshuffled(rng.shuffled(game.crisis_discard))
        events.append(reshuffle)
        game = reshuffle.apply(game)
    return [*events, te.CrisisDrawn(frame.current, game.crisis_deck[0]), pop()]


def handle_decline(state: State, cmd: DeclineAbility, rng: RandomCursor) -> Events:
    """Nothing is used."""
    return [pop()]


# -- Recon ------------------------------------------------------------------------------------


def end_of_turn(game: BaseGame, seat: int) -> tuple[Frame, ...]:
    """Boomer's Recon step, laid out after her Jump step (B-CHR-SHA-A's recommended reading)."""
    return (ReconStep(seat),) if game.players[seat].character == BOOMER else ()


def step_recon(state: State, frame: ReconStep, rng: RandomCursor) -> Events:
    """She looks at the top Crisis card (only she learns it), then leaves it or puts it on the
    bottom; nothing when she is a revealed Cylon or the deck is empty."""
    game = g(state)
    if not plays(game, frame.seat, BOOMER):
        return [pop()]
    game, switched = switch_to(game, "recon")
    if not game.crisis_deck:
        return [*switched, pop()]
    top = game.crisis_deck[0]
    return [
        *switched,
        DeckTopSeen(frame.seat, "crisis", top),
        replace(tf.ChooseTopOrBottom(frame.seat, "crisis")),
    ]


# -- Alert Viper Pilot --------------------------------------------------------------------------


TURN_STEPS = (
    tf.ReceiveSkills,
    tf.MovementStep,
    tf.MovementEnd,
    tf.ActionStep,
    tf.CrisisStep,
    tf.ActivationStep,
    tf.JumpStep,
    tf.EndTurn,
    ReconStep,
)
# Apollo's offer goes just above the highest of these: a turn step, or a Cylon attack card whose
# ships are being placed (its special rule waits for him, R-117).
ALERT_AFTER = (*TURN_STEPS, CylonAttack)


def alert_ready(game: BaseGame) -> int:
    """Apollo's seat when he may take over a viper: on Galactica, not in the Brig, not a revealed
    Cylon (B-CHR-APO-A, R-108); else -1."""
    seat = m.seat_of(game, APOLLO)
    if seat < 0 or not plays(game, seat, APOLLO):
        return -1
    here = game.players[seat].location
    brig = ability_location(game, seat, BRIG)
    return seat if here != brig and ship_of(here) == GALACTICA else -1


def placed_vipers(game: BaseGame, event: Event) -> tuple[int, ...]:
    """The uids of the unmanned vipers this event took from the reserve into space."""
    if isinstance(event, se.ViperLaunched) and event.pilot < 0:
        return (game.vipers[-1].uid,)
    if isinstance(event, ShipsPlaced) and event.vipers:
        return tuple(v.uid for v in game.vipers[-event.vipers :])
    return ()


def with_alert(state: State, event: Event) -> State:
    """After a viper is placed from the reserve, Apollo's offer slipped into the stack just above
    the turn's pending steps, so he answers once the effect that placed it is over; on a Cylon
    attack card, just above the card, so he answers once its ships are all placed and before its
    special rule (B-CRISIS-4 step 3, R-117). The vipers of one effect make one offer. Never on
    top: the effect under way still owns the top."""
    game = g(state)
    uids = placed_vipers(game, event) if game.set_up else ()
    apollo = alert_ready(game) if uids else -1
    if apollo < 0 or not state.stack:
        return state
    stack = state.stack
    at = max((i for i, fr in enumerate(stack) if isinstance(fr, ALERT_AFTER)), default=-1) + 1
    at = min(at, len(stack) - 1)
    above = stack[at:]
    first = above[0]
    if isinstance(first, AlertViper):
        uids, above = first.vipers + uids, above[1:]
    for _ in range(len(stack) - at):
        state = state.pop()
    return state.push(AlertViper(apollo, uids), *above)


def alert_applier(applier: Any) -> Any:
    """The placement event's own applier, then Apollo's offer (B-CHR-APO-A): a pure function of
    the state and the event like any applier, so replay and the log stay as they were and no hook
    runs on every event."""

    def apply(state: State, event: Event) -> State:
        return with_alert(applier(state, event), event)

    return apply


def step_alert(state: State, frame: AlertViper, rng: RandomCursor) -> Events:
    """Ask Apollo if he still may and one of the vipers is still unmanned in space."""
    game = g(state)
    left = tuple(v.uid for v in game.vipers if v.uid in frame.vipers and v.pilot < 0)
    if alert_ready(game) != frame.seat or not left:
        return [pop()]
    return [replace(ChooseAlertViper(frame.seat, left))]


def decide_alert(state: State, frame: ChooseAlertViper) -> Decision:
    """Take over one of the vipers placed, or not."""
    options: list[Command] = [TakeOverViper(frame.seat, uid) for uid in frame.vipers]
    options.append(DeclineAbility(frame.seat))
    return Decision.make(frame.seat, "alert_viper_pilot", "Take over a viper placed?", options)


def handle_take_over(state: State, cmd: TakeOverViper, rng: RandomCursor) -> Events:
    """Apollo pilots it and takes 1 action (B-CHR-APO-A)."""
    return [ViperTakenOver(cmd.seat, cmd.viper), replace(tf.ActionStep(cmd.seat))]


# -- registration -------------------------------------------------------------------------------


STEPS: dict[type[Frame], Step] = {
    CrisisRevealed: step_revealed,
    ReconStep: step_recon,
    AlertViper: step_alert,
}
DECIDERS: dict[type[Frame], Decider] = {
    OfferSecretDestiny: decide_destiny,
    ChooseVision: decide_vision,
    ChooseAlertViper: decide_alert,
}
HANDLERS: dict[type[Command], Handler] = {
    UseActionAbility: handle_use,
    UseSecretDestiny: handle_destiny,
    KeepVision: handle_vision,
    TakeOverViper: handle_take_over,
    DeclineAbility: handle_decline,
}


def register(registry: Any) -> None:
    """The abilities' events, frames and commands."""
    register_tables(registry, EVENTS)
    for placed in (se.ViperLaunched, ShipsPlaced):  # Alert Viper Pilot (B-CHR-APO-A)
        registry.event(placed, alert_applier(placed.applier), replace=True)
    register_tables(registry, steps=STEPS, deciders=DECIDERS, handlers=HANDLERS)
