"""The Express rules as steps (automatic frames), deciders (the pending choice and its options) and
handlers (what an accepted command causes). Every function is pure; randomness comes from the
`RandomCursor` the engine passes in and is written into the events returned."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import Any

from bsg_express import commands as c
from bsg_express import events as e
from bsg_express import frames as f
from bsg_express import model as m
from bsg_express.model import ACTIVE, ASSIGNED, ORDER, SPENT, Check, Crisis, Die, ExpressGame
from bsgcore.core_events import GameEnded
from bsgcore.frozen import evolve
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

Events = list[Event]


def g(state: State) -> ExpressGame:
    """The Express game value of a state."""
    game: ExpressGame = state.game
    return game


# -- wins ---------------------------------------------------------------------------------------


def cylons_win(game: ExpressGame, condition: str, reason: str) -> GameEnded:
    """The Cylons win; every holder of a Cylon card wins with them (E-WIN-7)."""
    return GameEnded(m.CYLONS, condition, reason, m.cylon_seats(game))


def humans_win(game: ExpressGame, reason: str) -> GameEnded:
    """The humans win; every seat without a Cylon card wins with them (E-WIN-7)."""
    return GameEnded(m.HUMANS, "final_jump", reason, m.human_seats(game))


def damage_event(game: ExpressGame, marker: str) -> Events:
    """Place a damage marker and check Galactica's destruction (E-BASESTAR-2, E-WIN-2)."""
    events: Events = [e.DamagePlaced(marker)]
    if len(game.damage) + 1 >= len(m.data().damage):
        events.append(cylons_win(game, "galactica_destroyed", "Galactica took its last damage."))
    return events


def demoralize_event(game: ExpressGame, character: str) -> Events:
    """Place a demoralization marker and check the human race's surrender (E-RIOT-2, E-WIN-3)."""
    events: Events = [e.DemoralizationPlaced(character)]
    if len(game.demor_pile) <= 1:
        events.append(
            cylons_win(game, "human_race_gives_up", "The last demoralization marker was drawn.")
        )
    return events


# -- canonical choices --------------------------------------------------------------------------


def dice_subsets(dice: Iterable[Die], sizes: Iterable[int], key: Any) -> list[tuple[int, ...]]:
    """Subsets of `dice` of the given sizes, one per multiset of `key` values (equivalent dice
    give one option), each as sorted die ids."""
    # Each die's key computed once; the combinations of the keys and of the ids are drawn in
    # the same order (by position in `pool`), so each key combination is a subset's signature
    # without a Python call per die of every subset (a decision lists them all).
    pool = sorted([(key(d), d.id) for d in dice])
    keys = [k for k, _ in pool]
    ids = [i for _, i in pool]
    seen: set[tuple[Any, ...]] = set()
    out: list[tuple[int, ...]] = []
    for size in sizes:
        for signature, combo in zip(combinations(keys, size), combinations(ids, size), strict=True):
            if signature not in seen:
                seen.add(signature)
                out.append(tuple(sorted(combo)))
    return out


def _type_key(d: Die) -> tuple[bool]:
    return (d.strong,)


def _face_key(d: Die) -> tuple[bool, int]:
    return (d.strong, d.value)


# -- setup --------------------------------------------------------------------------------------


def setup(state: State, rng: RandomCursor) -> Events:
    """Deal characters, dice, loyalty and the piles; the Admiral plays first (E-SETUP)."""
    data = m.data()
    n = state.seats
    chosen = state.options.get("characters", "")
    if chosen:
        characters = tuple(x.strip() for x in chosen.split(","))
    else:
        characters = rng.shuffled([ch.id for ch in data.characters])[:n]
    admiral = min(range(n), key=lambda s: data.character(characters[s]).rank)
    dice: list[Die] = []
    for seat in range(n):
        for k in range(data.strong_per_player + data.weak_per_player):
            dice.append(Die(len(dice), seat, k < data.strong_per_player))
    cylon_count, human_count = data.loyalty_by_players[n]
    cylon_cards = rng.shuffled([card.id for card in data.cylon_cards])[:cylon_count]
    pool = rng.shuffled(list(cylon_cards) + [m.HUMAN_CARD] * human_count)
    hands = tuple((pool[i],) for i in range(n))
    pile = ["raider"] * (data.dradis_raiders - data.setup_raiders)
    pile += ["colonial"] * data.dradis_colonials
    return [
        e.CharactersDealt(characters, admiral, tuple(d.id for d in data.dice_for(n)), tuple(dice)),
        e.LoyaltyDealt(hands, tuple(pool[n:])),
        e.PilesShuffled(
            ("raider",) * data.setup_raiders,
            rng.shuffled(pile),
            rng.shuffled([d.id for d in data.damage]),
            rng.shuffled([ch.id for ch in data.characters]),
        ),
        push(f.TurnBegin(admiral)),
    ]


# -- the turn -----------------------------------------------------------------------------------


def step_turn_begin(state: State, frame: f.TurnBegin, rng: RandomCursor) -> Events:
    """Start a turn and lay out its seven steps (E-TURN)."""
    s = frame.seat
    return [
        e.TurnStarted(s, g(state).turn + 1),
        replace(f.TurnEnd(s), f.CrisisStep(s), f.ChooseAction(s), f.RecoverStep(s)),
    ]


def step_recover(state: State, frame: f.RecoverStep, rng: RandomCursor) -> Events:
    """Step 1: recover all Spent dice, or one of choice when limited (E-TURN-1, -1a to -1c)."""
    game = g(state)
    spent = m.dice_of(game, frame.seat, SPENT)
    if not spent:
        return [pop()]
    if m.limited_recovery(game, frame.seat):
        if len({d.strong for d in spent}) > 1:
            return [replace(f.ChooseRecovery(frame.seat, 1, False, "turn"))]
        spent = spent[:1]
    return [e.DiceRecovered(frame.seat, tuple(d.id for d in spent), "turn"), pop()]


def decide_recovery(state: State, frame: f.ChooseRecovery) -> Decision:
    """Which Spent dice to recover (E-TURN-1a, E-PASS-1 to -3, E-ACT-ORDER-5)."""
    spent = m.dice_of(g(state), frame.seat, SPENT)
    top = min(frame.count, len(spent))
    sizes = range(0, top + 1) if frame.up_to else [top]
    options: list[Command] = [
        c.RecoverDice(frame.seat, ids) for ids in dice_subsets(spent, sizes, _type_key)
    ]
    return Decision.make(
        frame.seat, "choose_recovery", f"Recover up to {top} Spent dice ({frame.reason})", options
    )


def handle_recover(state: State, cmd: c.RecoverDice, rng: RandomCursor) -> Events:
    """Recover the chosen dice."""
    frame = state.top
    assert isinstance(frame, f.ChooseRecovery)
    return [e.DiceRecovered(cmd.seat, cmd.dice, frame.reason), pop()]


def step_crisis(state: State, frame: f.CrisisStep, rng: RandomCursor) -> Events:
    """Step 3: roll both crisis dice in secret; none from the brig; a choice for Cylons."""
    game = g(state)
    if game.brig[frame.seat]:
        return [e.NoCrisis(frame.seat), pop()]
    if game.revealed[frame.seat]:
        return [replace(f.CylonCrisis(frame.seat))]
    return roll_crisis(frame.seat, rng)


def roll_crisis(seat: int, rng: RandomCursor) -> Events:
    """The secret roll of the two crisis dice (E-TURN-3a, E-INFO-6)."""
    return [
        e.CrisisRolled(seat, (rng.below(6), rng.below(6))),
        replace(f.ChooseCrisis(seat)),
    ]


def decide_crisis(state: State, frame: f.ChooseCrisis) -> Decision:
    """Pick one of the two rolled faces (E-TURN-3a)."""
    s = frame.seat
    return Decision.make(
        s,
        "choose_crisis",
        "Choose the crisis die to resolve",
        [c.PickCrisis(s, 0), c.PickCrisis(s, 1)],
    )


def decide_cylon_crisis(state: State, frame: f.CylonCrisis) -> Decision:
    """Roll the crisis dice or declare a crisis type (E-CYL-6, -7)."""
    s = frame.seat
    options: list[Command] = [c.RollCrisisDice(s)]
    options += [c.DeclareCrisis(s, kind) for kind in ("basestar", "dradis", "riots")]
    options += [
        c.DeclareCrisis(s, kind) for kind, rule in m.data().crisis_rules.items() if rule.declarable
    ]
    return Decision.make(s, "cylon_crisis", "Roll the crisis dice or declare a crisis", options)


def start_crisis(seat: int, crisis: Crisis) -> Events:
    """Make the crisis public and start its check; jump icons follow it (E-TURN-4, -5)."""
    return [
        e.CrisisChosen(seat, crisis),
        e.CheckStarted(Check("crisis", crisis.difficulty)),
        replace(f.JumpIcons(crisis.jump), f.ResolveCheck(), f.SkillCheck(0)),
    ]


def handle_pick_crisis(state: State, cmd: c.PickCrisis, rng: RandomCursor) -> Events:
    """Resolve the chosen face (E-CRISIS-1, -2)."""
    game = g(state)
    die = m.data().crisis_die(game.crisis_dice[cmd.index])
    face = die.faces[game.crisis_roll[cmd.index]]
    crisis = Crisis(die.id, face.type, face.difficulty, face.consequence, face.jump)
    return start_crisis(cmd.seat, crisis)


def handle_roll_crisis(state: State, cmd: c.RollCrisisDice, rng: RandomCursor) -> Events:
    """A revealed Cylon rolls normally (E-CYL-6)."""
    return roll_crisis(cmd.seat, rng)


def handle_declare_crisis(state: State, cmd: c.DeclareCrisis, rng: RandomCursor) -> Events:
    """A declared crisis: difficulty 4, consequence 1, no jump icon (E-CYL-7, E-CRISIS-2)."""
    return start_crisis(cmd.seat, Crisis("cylon", cmd.type, 4, 1, 0))


def step_jump_icons(state: State, frame: f.JumpIcons, rng: RandomCursor) -> Events:
    """Step 5: icons, at least 1 with a prepared jump; stop at the top (E-TURN-5, E-ACT-PREP-6)."""
    game = g(state)
    count = max(frame.icons, 1) if game.prep_flag else frame.icons
    steps = min(count, m.data().jump_track - game.jump)
    if steps <= 0 and not game.prep_flag:
        return [pop()]
    return [e.JumpAdvanced(max(steps, 0), game.prep_flag), pop()]


def step_turn_end(state: State, frame: f.TurnEnd, rng: RandomCursor) -> Events:
    """Step 6 (jump), step 7 (second deal), then the next seat (E-TURN-6, -7, E-LOY-4)."""
    game = g(state)
    data = m.data()
    if frame.phase == 0 and game.jump >= data.jump_track:
        if game.distance >= data.final_jump_distance:
            return [
                humans_win(game, f"The fleet made its final jump from distance {game.distance}.")
            ]
        values = (rng.roll(data.strong_faces), rng.roll(data.weak_faces))
        return [
            e.JumpRolled(game.admiral, values),
            replace(f.TurnEnd(frame.seat, 1), f.ChooseJumpDie(game.admiral)),
        ]
    events: Events = []
    if game.distance >= data.second_deal_distance and not game.second_deal_done:
        events.append(e.SecondDeal(game.loyalty_deck[: state.seats]))
    events.append(replace(f.TurnBegin((frame.seat + 1) % state.seats)))
    return events


def decide_jump_die(state: State, frame: f.ChooseJumpDie) -> Decision:
    """The Admiral keeps one of the two jump dice (E-JUMP-4)."""
    s = frame.seat
    return Decision.make(
        s, "choose_jump_die", "Choose the jump die", [c.PickJumpDie(s, 0), c.PickJumpDie(s, 1)]
    )


def handle_jump_die(state: State, cmd: c.PickJumpDie, rng: RandomCursor) -> Events:
    """Distance +|value|; a negative value costs that many penalties (E-JUMP-5, -6)."""
    value = g(state).jump_roll[cmd.index]
    events: Events = [e.Jumped(value)]
    if value < 0:
        events.append(replace(f.ChoosePenalty(cmd.seat, -value)))
    else:
        events.append(pop())
    return events


def decide_penalty(state: State, frame: f.ChoosePenalty) -> Decision:
    """Damage Galactica or draw a demoralization marker (E-CONTACT-3d, E-JUMP-6)."""
    s = frame.seat
    options: list[Command] = [c.Penalty(s, "damage"), c.Penalty(s, "demoralize")]
    return Decision.make(
        s, "choose_penalty", f"Choose a penalty ({frame.remaining} to take)", options
    )


def handle_penalty(state: State, cmd: c.Penalty, rng: RandomCursor) -> Events:
    """One penalty, resolved as one marker of that kind."""
    frame = state.top
    assert isinstance(frame, f.ChoosePenalty)
    kind = "basestar" if cmd.kind == "damage" else "riots"
    rest: tuple[Frame, ...] = ()
    if frame.remaining > 1:
        rest = (f.ChoosePenalty(frame.seat, frame.remaining - 1),)
    return [replace(*rest, f.Markers(kind, 1, frame.seat))]


# -- markers ------------------------------------------------------------------------------------


def step_markers(state: State, frame: f.Markers, rng: RandomCursor) -> Events:
    """Draw one marker of the crisis type; check wins after each (E-CRISIS-6, E-WIN-5).

    A fan crisis type's unit is its resolver's events, after the frame for the remaining units.
    """
    game = g(state)
    if frame.remaining <= 0:
        return [pop()]
    following = replace(f.Markers(frame.type, frame.remaining - 1, frame.chooser))
    if frame.type == "basestar":
        return [*damage_event(game, game.damage_pile[0]), following]
    if frame.type == "riots":
        return [*demoralize_event(game, game.demor_pile[0]), following]
    if frame.type != "dradis":
        return [following, *m.data().crisis_rules[frame.type].resolve(state, frame, rng)]
    if not game.dradis_pile:
        return [pop()]
    kind = game.dradis_pile[0]
    events: Events = [e.DradisPlaced(kind)]
    if kind == "raider":
        if m.raiders(game) + 1 >= m.data().raiders_to_win:
            events.append(cylons_win(game, "fleet_overrun", "A sixth Raider reached the fleet."))
            return events
        return [*events, following]
    if m.raiders(game) >= 2:
        pile = rng.shuffled([*game.dradis_pile[1:], "raider"])
        events += [e.ColonialDestroyed(pile), following, push(f.ChoosePenalty(frame.chooser))]
        return events
    return [*events, following]


# -- actions ------------------------------------------------------------------------------------


def available_actions(game: ExpressGame, seat: int, ordered: bool) -> list[Command]:
    """Every action `seat` may take now (E-ACT, E-DMG-1, E-BRIG-3, E-CYL-9)."""
    data = m.data()
    brig = game.brig[seat]
    active = m.dice_of(game, seat, ACTIVE)
    others = [t for t in range(len(game.characters)) if t != seat]
    acts: list[Command] = [c.TakeAction(seat, "recover" if ordered else "none")]
    char = data.character(game.characters[seat])
    if (
        char.action
        and char.ability == "cylon_detector"
        and not game.revealed[seat]
        and not game.detector_used
    ):
        acts += [c.TakeAction(seat, "char", t) for t in others]
    if game.dradis and not brig and active and not m.damaged(game, "dradis"):
        acts.append(c.TakeAction(seat, "dradis"))
    if not brig and active:
        acts.append(c.TakeAction(seat, "repair"))
    if not brig and active and not m.damaged(game, "morale"):
        acts.append(c.TakeAction(seat, "morale"))
    if not brig and len(active) >= 2 and not m.damaged(game, "prepare"):
        acts.append(c.TakeAction(seat, "prepare"))
    if not m.damaged(game, "vote"):
        acts += [
            c.TakeAction(seat, "vote_brig", t)
            for t in others
            if not game.brig[t] and not game.revealed[t]
        ]
        acts += [
            c.TakeAction(seat, "vote_release", t)
            for t in range(len(game.characters))
            if game.brig[t]
        ]
    if active and not m.damaged(game, "order"):
        for die_ids in dice_subsets(active, [1], _type_key):
            acts += [c.TakeAction(seat, "order", t, die_ids[0]) for t in others]
    if m.is_cylon(game, seat) and not game.revealed[seat]:
        acts.append(c.TakeAction(seat, "reveal"))
    return acts


def decide_action(state: State, frame: f.ChooseAction) -> Decision:
    """Step 2, or the action an Executive Order gives (E-TURN-2, E-ACT-ORDER-5)."""
    prompt = "Follow the Executive Order" if frame.ordered else "Choose an action (or none)"
    return Decision.make(
        frame.seat, "choose_action", prompt, available_actions(g(state), frame.seat, frame.ordered)
    )


def handle_action(state: State, cmd: c.TakeAction, rng: RandomCursor) -> Events:
    """Start the chosen action."""
    game = g(state)
    s = cmd.seat
    chosen: Events = [e.ActionChosen(s, cmd.action, cmd.target)]
    act = cmd.action
    if act == "none":
        return [*chosen, pop()]
    if act == "recover":
        if not m.dice_of(game, s, SPENT):
            return [*chosen, pop()]
        return [*chosen, replace(f.ChooseRecovery(s, 2, True, "order"))]
    if act == "char":
        return [*chosen, e.LoyaltyPeeked(s, cmd.target, game.loyalty[cmd.target]), pop()]
    if act == "dradis":
        roll = f.RollDice(s, "dradis")
    elif act in ("repair", "morale"):
        roll = f.RollDice(s, act, limit=1, exact=1, reroll=False)
    elif act == "prepare":
        roll = f.RollDice(s, act, limit=2, exact=2, reroll=True)
    elif act in ("vote_brig", "vote_release"):
        check = Check(act, 4, caller=s, target=cmd.target)
        return [
            *chosen,
            e.CheckStarted(check),
            replace(f.ActionDone(), f.ResolveCheck(), f.SkillCheck(0)),
        ]
    elif act == "order":
        return [
            *chosen,
            e.DieAssignedUnrolled(s, cmd.die),
            replace(f.ActionDone(), f.ChooseAction(cmd.target, ordered=True)),
        ]
    elif act == "reveal":
        cards = sorted({card for card in game.loyalty[s] if card != m.HUMAN_CARD})
        if len(cards) > 1:
            return [*chosen, replace(f.ChooseRevealCard(s))]
        return [*chosen, *reveal(game, s, cards[0])]
    else:  # pragma: no cover - available_actions offers nothing else
        raise ValueError(act)
    return [*chosen, replace(f.ActionDone(), f.ResolveAction(s, act), roll)]


def step_action_done(state: State, frame: f.ActionDone, rng: RandomCursor) -> Events:
    """Spend every assigned die once the action is resolved (E-ROLL-8)."""
    if any(d.zone in (ASSIGNED, ORDER) for d in g(state).dice):
        return [e.AssignedSpent(), pop()]
    return [pop()]


def step_resolve_action(state: State, frame: f.ResolveAction, rng: RandomCursor) -> Events:
    """Apply the result of an action's roll."""
    game = g(state)
    values = [d.value for d in m.dice_of(game, frame.seat, ASSIGNED)]
    act = frame.action
    if act == "dradis":
        count = min(sum(1 for v in values if v > 0), len(game.dradis))
        return [replace(f.ChooseShip(frame.seat, count))] if count else [pop()]
    if act == "repair":
        if values and values[0] > 0 and game.damage:
            return [replace(f.ChooseRepair(frame.seat))]
        return [pop()]
    if act == "morale":
        if values and values[0] > 0:
            if _demoralized_in_play(game):
                return [replace(f.ChooseMorale(frame.seat))]
            return [pop()]
        if (
            values
            and values[0] < 0
            and state.options.get("morale_variant")
            and len(game.demor_pile) > 1
        ):
            return [replace(f.Markers("riots", 1, frame.seat))]
        return [pop()]
    if act == "prepare":
        return [e.PrepFlagSet(), pop()] if sum(values) > 0 else [pop()]
    raise ValueError(act)  # pragma: no cover


def _demoralized_in_play(game: ExpressGame) -> list[str]:
    return [ch for ch in game.characters if ch in game.demor_placed]


def decide_ship(state: State, frame: f.ChooseShip) -> Decision:
    """Which ship to remove next (E-ACT-DRADIS-4b)."""
    kinds = sorted(set(g(state).dradis))
    s = frame.seat
    return Decision.make(
        s,
        "choose_ship",
        f"Remove a ship from DRADIS ({frame.remaining} left)",
        [c.RemoveShip(s, k) for k in kinds],
    )


def handle_remove_ship(state: State, cmd: c.RemoveShip, rng: RandomCursor) -> Events:
    """The ship goes back face down into the pile, shuffled (E-ACT-DRADIS-5)."""
    game = g(state)
    frame = state.top
    assert isinstance(frame, f.ChooseShip)
    pile = rng.shuffled([*game.dradis_pile, cmd.kind])
    left = frame.remaining - 1
    follow = replace(f.ChooseShip(cmd.seat, left)) if left and len(game.dradis) > 1 else pop()
    return [e.ShipRemoved(cmd.kind, pile), follow]


def decide_repair(state: State, frame: f.ChooseRepair) -> Decision:
    """Which damage marker to remove, if any (E-ACT-REPAIR-2)."""
    s = frame.seat
    options: list[Command] = [c.Repair(s, ""), *(c.Repair(s, x) for x in g(state).damage)]
    return Decision.make(s, "choose_repair", "Choose a damage marker to repair", options)


def handle_repair(state: State, cmd: c.Repair, rng: RandomCursor) -> Events:
    """The marker returns to the pile, shuffled (E-ACT-REPAIR-2)."""
    if not cmd.marker:
        return [pop()]
    pile = rng.shuffled([*g(state).damage_pile, cmd.marker])
    return [e.DamageRepaired(cmd.marker, pile), pop()]


def decide_morale(state: State, frame: f.ChooseMorale) -> Decision:
    """Which in-play character to cheer up, if any (E-ACT-MORALE-2, -7)."""
    s = frame.seat
    options: list[Command] = [c.RaiseMorale(s, "")]
    options += [c.RaiseMorale(s, ch) for ch in _demoralized_in_play(g(state))]
    return Decision.make(s, "choose_morale", "Choose a demoralization marker to remove", options)


def handle_morale(state: State, cmd: c.RaiseMorale, rng: RandomCursor) -> Events:
    """The marker returns to the pile, shuffled (E-ACT-MORALE-3)."""
    if not cmd.character:
        return [pop()]
    pile = rng.shuffled([*g(state).demor_pile, cmd.character])
    return [e.DemoralizationRemoved(cmd.character, pile), pop()]


# -- rolling and assigning ----------------------------------------------------------------------


def step_roll(state: State, frame: f.RollDice, rng: RandomCursor) -> Events:
    """Roll every Active die of the seat, in private (E-ROLL-1, E-ROLL-4)."""
    game = g(state)
    dice = m.dice_of(game, frame.seat, ACTIVE)
    if not dice:
        return [e.RollEnded(frame.seat), pop()]
    data = m.data()
    values = tuple(rng.roll(data.strong_faces if d.strong else data.weak_faces) for d in dice)
    return [
        e.DiceRolled(frame.seat, tuple(d.id for d in dice), values),
        replace(f.AssignDice(frame)),
    ]


def _initiative_ok(game: ExpressGame, roll: f.RollDice) -> bool:
    return (
        m.ability(game, roll.seat) == "initiative"
        and game.active == roll.seat
        and game.initiative_turn != game.turn
    )


def decide_assign(state: State, frame: f.AssignDice) -> Decision:
    """Assign at least one just-rolled die, within the roll's limits (E-ROLL-2, E-ROLL-10)."""
    game = g(state)
    roll = frame.roll
    rolled = m.rolled_dice(game, roll.seat)
    cap = len(rolled)
    if roll.limit:
        cap = min(cap, roll.limit - roll.assigned)
    if roll.exact:
        cap = min(cap, roll.exact - roll.assigned)
    low = 1
    if roll.exact and not roll.reroll:
        low = cap
    options: list[Command] = [
        c.Assign(roll.seat, ids) for ids in dice_subsets(rolled, range(low, cap + 1), _face_key)
    ]
    if _initiative_ok(game, roll):
        options.append(c.UseInitiative(roll.seat))
    return Decision.make(roll.seat, "assign_dice", f"Assign dice ({roll.purpose})", options)


def handle_assign(state: State, cmd: c.Assign, rng: RandomCursor) -> Events:
    """Assign the dice; then stop, re-roll or carry on as the roll's limits say (E-ROLL-4 to -6)."""
    game = g(state)
    frame = state.top
    assert isinstance(frame, f.AssignDice)
    roll = frame.roll
    values = tuple(game.dice[i].value for i in cmd.dice)
    assigned = roll.assigned + len(cmd.dice)
    nxt = f.RollDice(roll.seat, roll.purpose, roll.limit, roll.exact, roll.reroll, assigned)
    left = len(m.dice_of(game, roll.seat, ACTIVE)) - len(cmd.dice)
    events: Events = [e.DiceAssigned(roll.seat, cmd.dice, values)]
    if roll.exact and assigned < roll.exact:
        return [*events, replace(nxt)]
    if roll.reroll and left > 0 and (not roll.limit or assigned < roll.limit):
        return [*events, replace(f.RerollOrStop(nxt))]
    return [*events, e.RollEnded(roll.seat), pop()]


def handle_initiative(state: State, cmd: c.UseInitiative, rng: RandomCursor) -> Events:
    """Re-roll instead of assigning, once per own turn (E-CHARS-7)."""
    frame = state.top
    assert isinstance(frame, f.AssignDice)
    return [e.InitiativeUsed(cmd.seat), replace(frame.roll)]


def decide_reroll(state: State, frame: f.RerollOrStop) -> Decision:
    """Re-roll the remaining dice or stop (E-ROLL-4)."""
    s = frame.roll.seat
    return Decision.make(
        s, "reroll_or_stop", "Re-roll your remaining dice or stop", [c.Reroll(s), c.StopRolling(s)]
    )


def handle_reroll(state: State, cmd: c.Reroll, rng: RandomCursor) -> Events:
    """Roll again."""
    frame = state.top
    assert isinstance(frame, f.RerollOrStop)
    return [replace(frame.roll)]


def handle_stop(state: State, cmd: c.StopRolling, rng: RandomCursor) -> Events:
    """End the sequence; unassigned dice stay Active (E-ROLL-7)."""
    return [e.RollEnded(cmd.seat), pop()]


# -- skill checks -------------------------------------------------------------------------------


def _recovery_after_pass(game: ExpressGame, seat: int, forced: bool) -> Events:
    """The dice a pass recovers, at once (E-PASS-7, -8): a revealed Cylon takes all it may
    (E-PASS-4); anyone else chooses up to the amount, none included (E-PASS-1 to -3)."""
    check = game.check
    assert check is not None
    amount = m.pass_recovery(game, seat, forced, check.kind != "crisis")
    if amount <= 0:
        return []
    spent = m.dice_of(game, seat, SPENT)
    choices = dice_subsets(spent, [amount], _type_key)
    if game.revealed[seat] and len(choices) == 1:
        return [e.DiceRecovered(seat, choices[0], "pass")]
    return [push(f.ChooseRecovery(seat, amount, not game.revealed[seat], "pass"))]


def step_skill_check(state: State, frame: f.SkillCheck, rng: RandomCursor) -> Events:
    """Ask the next seat, clockwise from the left of the active player (E-CHECK-3, -5)."""
    game = g(state)
    order = m.left_order(game, game.active)
    if frame.index >= len(order):
        return [pop()]
    seat = order[frame.index]
    advance = replace(f.SkillCheck(frame.index + 1))
    if not m.dice_of(game, seat, ACTIVE):
        return [e.Passed(seat, True), advance, *_recovery_after_pass(game, seat, True)]
    return [advance, push(f.PassOrParticipate(seat))]


def decide_participation(state: State, frame: f.PassOrParticipate) -> Decision:
    """Pass or participate (E-CHECK-2)."""
    s = frame.seat
    check = g(state).check
    assert check is not None
    prompt = f"{check.kind} check, difficulty {check.difficulty}: pass or participate?"
    return Decision.make(s, "pass_or_participate", prompt, [c.Participate(s), c.PassCheck(s)])


def handle_participate(state: State, cmd: c.Participate, rng: RandomCursor) -> Events:
    """Roll and assign; a revealed Cylon assigns exactly one die (E-CHECK-4, E-CYL-3)."""
    check = g(state).check
    assert check is not None
    if g(state).revealed[cmd.seat]:
        roll = f.RollDice(cmd.seat, check.kind, limit=1, exact=1, reroll=False)
    else:
        roll = f.RollDice(cmd.seat, check.kind)
    return [replace(roll)]


def handle_pass(state: State, cmd: c.PassCheck, rng: RandomCursor) -> Events:
    """A voluntary pass, with its recovery (E-PASS-1, E-PASS-6)."""
    game = g(state)
    return [e.Passed(cmd.seat, False), pop(), *_recovery_after_pass(game, cmd.seat, False)]


def effective_value(game: ExpressGame, check: Check, die: Die) -> int:
    """A die's value in the check's tally (E-CHECK-11, E-CHARS-6), then fan die modifiers."""
    data = m.data()
    value = die.value
    if check.kind == "crisis" and m.ability(game, game.active) == "command":
        char = data.character(game.characters[game.active])
        if value == char.param("from", data.command_from):
            value = char.param("to", data.command_to)
    if data.ability_rules:
        for holder in range(m.seats(game)):
            rule = data.ability_rules.get(m.ability(game, holder))
            if rule is not None and rule.die_value is not None:
                value = rule.die_value(game, check, die, holder, value)
    return value


def _reckless_min(game: ExpressGame, seat: int) -> int:
    """The fewest own dice that make Reckless apply (E-CHARS-8), per character if tuned."""
    data = m.data()
    return data.character(game.characters[seat]).param("min_dice", data.reckless_min_dice)


def step_resolve_check(state: State, frame: f.ResolveCheck, rng: RandomCursor) -> Events:
    """Political Influence, then the tally, Reckless, spent dice and consequences."""
    game = g(state)
    check = game.check
    assert check is not None
    assigned = [d for d in game.dice if d.zone == ASSIGNED]
    if (
        check.kind != "crisis"
        and check.caller >= 0
        and m.ability(game, check.caller) == "political_influence"
        and not check.influence_done
        and assigned
    ):
        return [push(f.InfluenceVote(check.caller))]
    counted = [d for d in assigned if d.id != check.removed_die]
    total = sum(effective_value(game, check, d) for d in counted)
    success = total >= check.difficulty
    events: Events = [e.CheckResolved(check.kind, total, check.difficulty, success)]
    kara = game.active
    kara_dice = tuple(d.id for d in assigned if d.owner == kara)
    if (
        m.ability(game, kara) == "reckless"
        and game.reckless_turn != game.turn
        and len(kara_dice) >= _reckless_min(game, kara)
    ):
        events += [e.RecklessUsed(kara), e.AssignedSpent(kara_dice)]
    elif assigned:
        events.append(e.AssignedSpent())
    if check.kind == "crisis":
        crisis = game.crisis
        assert crisis is not None
        if not success:
            return [*events, replace(f.Markers(crisis.type, crisis.consequence, game.active))]
        return [*events, pop()]
    if success and check.kind == "vote_brig":
        events.append(e.SentToBrig(check.target))
        if game.admiral == check.target:
            brigged = tuple(b or i == check.target for i, b in enumerate(game.brig))
            new = m.next_admiral(evolve(game, brig=brigged), check.target)
            if new != check.target:
                events.append(e.AdmiralChanged(new))
    elif success and check.kind == "vote_release":
        events.append(e.Released(check.target))
    return [*events, pop()]


def decide_influence(state: State, frame: f.InfluenceVote) -> Decision:
    """Remove one assigned die from the vote, or none (E-CHARS-9)."""
    s = frame.seat
    options: list[Command] = [c.Influence(s, -1)]
    options += [c.Influence(s, d.id) for d in g(state).dice if d.zone == ASSIGNED]
    return Decision.make(s, "influence_vote", "Political Influence: remove a die?", options)


def handle_influence(state: State, cmd: c.Influence, rng: RandomCursor) -> Events:
    """Record the choice; the tally follows."""
    return [e.VoteDieRemoved(cmd.seat, cmd.die), pop()]


# -- revealing ----------------------------------------------------------------------------------


def reveal(game: ExpressGame, seat: int, card: str) -> Events:
    """Show the card; its effect outside the brig; release; then box dice (E-ACT-REVEAL-2 to -7)."""
    events: Events = [e.Revealed(seat, card)]
    if game.admiral == seat:
        revealed = tuple(r or i == seat for i, r in enumerate(game.revealed))
        new = m.next_admiral(evolve(game, revealed=revealed), seat)
        if new != seat:
            events.append(e.AdmiralChanged(new))
    if game.brig[seat]:
        return [*events, e.Released(seat), replace(f.RevealFinish(seat))]
    effect = m.data().cylon_card(card).effect
    frames: list[Frame] = [f.RevealFinish(seat)]
    if effect == "number_one":
        if any(ch in game.demor_pile for ch in game.characters):
            frames.append(f.NumberOne(seat))
    elif effect == "number_two":
        drawn = game.damage_pile[:2]
        if len(drawn) == 1:
            after = [*events, *damage_event(game, drawn[0])]
            return [*after, replace(*frames)]
        events.append(e.DamageDrawnForChoice(seat, drawn))
        frames.append(f.NumberTwo(seat))
    elif effect == "number_three":
        frames.append(f.Markers("dradis", 2, seat))
    elif effect == "number_six":
        if _six_options(game, seat):
            frames.append(f.NumberSix(seat))
    return [*events, replace(*frames)]


def decide_reveal_card(state: State, frame: f.ChooseRevealCard) -> Decision:
    """Which Cylon card to show (E-ACT-REVEAL-2)."""
    s = frame.seat
    cards = sorted({card for card in g(state).loyalty[s] if card != m.HUMAN_CARD})
    return Decision.make(
        s,
        "choose_reveal_card",
        "Choose the Cylon card to show",
        [c.ShowCylonCard(s, x) for x in cards],
    )


def handle_reveal_card(state: State, cmd: c.ShowCylonCard, rng: RandomCursor) -> Events:
    """Reveal with the chosen card."""
    return reveal(g(state), cmd.seat, cmd.card)


def _box_choices(game: ExpressGame, seat: int) -> list[tuple[int, ...]]:
    owned = [d for d in m.dice_of(game, seat) if d.zone != m.BOX]
    strong = [d for d in owned if d.strong]
    weak = [d for d in owned if not d.strong]
    need_strong, need_weak = max(0, len(strong) - 1), max(0, len(weak) - 1)

    def zone_key(d: Die) -> tuple[str]:
        return (d.zone,)

    out: list[tuple[int, ...]] = []
    for ss in dice_subsets(strong, [need_strong], zone_key):
        for ww in dice_subsets(weak, [need_weak], zone_key):
            out.append(tuple(sorted(ss + ww)))
    return out


def step_reveal_finish(state: State, frame: f.RevealFinish, rng: RandomCursor) -> Events:
    """Step 3: box dice down to one strong and one weak (E-ACT-REVEAL-4, E-CYL-2)."""
    choices = _box_choices(g(state), frame.seat)
    if len(choices) == 1:
        return [e.DiceBoxed(choices[0]), pop()] if choices[0] else [pop()]
    return [replace(f.ChooseBoxDice(frame.seat))]


def decide_box_dice(state: State, frame: f.ChooseBoxDice) -> Decision:
    """Which dice to return to the box (E-ACT-REVEAL-4)."""
    s = frame.seat
    options: list[Command] = [c.BoxDice(s, ids) for ids in _box_choices(g(state), s)]
    return Decision.make(s, "choose_box_dice", "Return dice to the box", options)


def handle_box_dice(state: State, cmd: c.BoxDice, rng: RandomCursor) -> Events:
    """Box the chosen dice."""
    return [e.DiceBoxed(cmd.dice), pop()]


def decide_number_one(state: State, frame: f.NumberOne) -> Decision:
    """Number One: a character in play whose marker is still in the pile (E-CCARD-3)."""
    game = g(state)
    s = frame.seat
    options: list[Command] = [
        c.Demoralize(s, ch) for ch in game.characters if ch in game.demor_pile
    ]
    return Decision.make(s, "number_one", "Number One: demoralize a character", options)


def handle_demoralize(state: State, cmd: c.Demoralize, rng: RandomCursor) -> Events:
    """Place the chosen marker; it counts as drawn (E-CCARD-3)."""
    return [*demoralize_event(g(state), cmd.character), pop()]


def decide_number_two(state: State, frame: f.NumberTwo) -> Decision:
    """Number Two: place one of the two drawn damage markers (E-CCARD-4)."""
    s = frame.seat
    options: list[Command] = [c.PlaceDamage(s, x) for x in g(state).drawn_damage]
    return Decision.make(s, "number_two", "Number Two: choose the damage to place", options)


def handle_place_damage(state: State, cmd: c.PlaceDamage, rng: RandomCursor) -> Events:
    """Place it; the other goes back into the pile, shuffled (E-CCARD-4)."""
    game = g(state)
    events = damage_event(game, cmd.marker)
    rest = [x for x in game.damage_pile if x != cmd.marker]
    return [*events, e.DamageReturned(rng.shuffled(rest)), pop()]


def _six_options(game: ExpressGame, seat: int) -> list[tuple[int, ...]]:
    owners = sorted({d.owner for d in game.dice if d.zone == SPENT and d.owner != seat})
    spent = [d for d in game.dice if d.zone == SPENT and d.owner != seat]
    if len(owners) >= 2:
        pairs = dice_subsets(spent, [2], lambda d: (d.owner, d.strong))
        return [p for p in pairs if game.dice[p[0]].owner != game.dice[p[1]].owner]
    return dice_subsets(spent, [1], lambda d: (d.owner, d.strong))


def decide_number_six(state: State, frame: f.NumberSix) -> Decision:
    """Number Six: Spent dice of two different other players (E-CCARD-6)."""
    s = frame.seat
    options: list[Command] = [c.BoxSpentDice(s, ids) for ids in _six_options(g(state), s)]
    return Decision.make(s, "number_six", "Number Six: box two Spent dice", options)


def handle_box_spent(state: State, cmd: c.BoxSpentDice, rng: RandomCursor) -> Events:
    """Box them for good."""
    return [e.DiceBoxed(cmd.dice), pop()]


STEPS: dict[type, Any] = {
    f.TurnBegin: step_turn_begin,
    f.RecoverStep: step_recover,
    f.CrisisStep: step_crisis,
    f.JumpIcons: step_jump_icons,
    f.TurnEnd: step_turn_end,
    f.RollDice: step_roll,
    f.SkillCheck: step_skill_check,
    f.ResolveCheck: step_resolve_check,
    f.ResolveAction: step_resolve_action,
    f.Markers: step_markers,
    f.RevealFinish: step_reveal_finish,
    f.ActionDone: step_action_done,
}

DECIDERS: dict[type, Any] = {
    f.ChooseRecovery: decide_recovery,
    f.ChooseAction: decide_action,
    f.AssignDice: decide_assign,
    f.RerollOrStop: decide_reroll,
    f.PassOrParticipate: decide_participation,
    f.ChooseCrisis: decide_crisis,
    f.CylonCrisis: decide_cylon_crisis,
    f.ChooseShip: decide_ship,
    f.ChooseRepair: decide_repair,
    f.ChooseMorale: decide_morale,
    f.ChoosePenalty: decide_penalty,
    f.ChooseJumpDie: decide_jump_die,
    f.InfluenceVote: decide_influence,
    f.ChooseRevealCard: decide_reveal_card,
    f.ChooseBoxDice: decide_box_dice,
    f.NumberOne: decide_number_one,
    f.NumberTwo: decide_number_two,
    f.NumberSix: decide_number_six,
}

HANDLERS: dict[type, Any] = {
    c.TakeAction: handle_action,
    c.RecoverDice: handle_recover,
    c.Assign: handle_assign,
    c.UseInitiative: handle_initiative,
    c.Reroll: handle_reroll,
    c.StopRolling: handle_stop,
    c.Participate: handle_participate,
    c.PassCheck: handle_pass,
    c.PickCrisis: handle_pick_crisis,
    c.RollCrisisDice: handle_roll_crisis,
    c.DeclareCrisis: handle_declare_crisis,
    c.RemoveShip: handle_remove_ship,
    c.Repair: handle_repair,
    c.RaiseMorale: handle_morale,
    c.Penalty: handle_penalty,
    c.PickJumpDie: handle_jump_die,
    c.Influence: handle_influence,
    c.ShowCylonCard: handle_reveal_card,
    c.BoxDice: handle_box_dice,
    c.Demoralize: handle_demoralize,
    c.PlaceDamage: handle_place_damage,
    c.BoxSpentDice: handle_box_spent,
}
