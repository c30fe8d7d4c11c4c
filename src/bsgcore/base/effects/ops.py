"""The ops of the effect vocabulary that are not any one feature's (cards/README.md section 8):
resources and tracks, skill and Quorum draws, discards, moves, titles, rolls, choices, optional
and conditional effects, loyalty looks, kept cards, civilian losses, vipers and ship placement.
Added to each game's effect registry by `add_ops` (base's own ``bsg_base_content``), with the
conditions the cards ask (cards/README.md section 9).
"""

from __future__ import annotations

from typing import Any

from bsgcore.base import model as m
from bsgcore.base.catalogue.content import BaseContent
from bsgcore.base.catalogue.op import Op
from bsgcore.base.cylons import turn as cylon
from bsgcore.base.dice import rolls as dice
from bsgcore.base.effects import immunity
from bsgcore.base.effects.examine import examine_loyalty
from bsgcore.base.effects.interpreter import (
    Result,
    ask,
    child,
    condition,
    known_condition,
    ops_at,
    pick,
    supported,
    who,
)
from bsgcore.base.jump import steps as jump
from bsgcore.base.jump.events import DistanceAdded
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers
from bsgcore.base.quorum import cards as quorum
from bsgcore.base.setup.events import ShipsPlaced
from bsgcore.base.skills.types import type_names
from bsgcore.base.space import board as sp
from bsgcore.base.space import combat, model_choice
from bsgcore.base.space import models as vm
from bsgcore.base.titles.lines import ADMIRAL, PRESIDENT, title_lines
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn import steps as turn
from bsgcore.base.turn.shared import (
    BRIG,
    Events,
    can_be_sent,
    draw_events,
    fold,
    g,
    human_locations,
    move_events,
    title_events,
)
from bsgcore.base.turn.steps import skill_set_draw
from bsgcore.frozen import evolve
from bsgcore.messages import Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

D8 = tuple(range(1, 9))
NOBODY = -1
DETECTOR_SABOTAGE = m.DETECTOR_SABOTAGE
CONDITIONS = {
    "food_below_6", "raptor_available", "admiral_has_nuke", "is_president", "can_pilot",
    "in_hangar_deck",
}  # fmt: skip
SHIP_KINDS = {"basestar": "basestar", "raider": "raider", "heavy_raider": "heavy_raider"}


def op_resource(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Change a resource (B-RES-4)."""
    return [te.ResourceChanged(str(op.get("resource")), int(op.get("delta")))]


def op_counter(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """The jump track, nukes or raptors; a jump track reaching 5 jumps at once (B-JUMP-4)."""
    event = te.CounterChanged(op.name, int(op.get("delta")))
    events: Events = [event]
    if op.name == "jump_track":
        events += jump.auto_jump(event.apply(game))
    return events


FIXED_DISCARDERS = ("president", "admiral", "current_player", "acting_player", "each_player")


def op_discard(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Discard skill cards: at random, or one at a time by the owner (B-CRISIS-12: as many as
    possible). Discard ops that follow this one in the list (Food Shortage: the President 2, the
    current player 3) are carried out with it; when several seats discard, each chooses face
    down and all are shown together (B-TURN-16, R-126)."""
    group = [op, *_following_discards(frame)]
    events: Events = []
    frames: list[tf.DiscardCards] = []
    randoms: list[tuple[int, tuple[str, ...]]] = []
    asks: list[Frame] = []  # a Cylon player's choice on a mixed Crisis effect (P-TERM-6)
    hands = {s: p.hand for s, p in enumerate(game.players)}
    for each in group:
        seats = who(game, str(each.get("who")), frame.seat, pick(frame))
        for seat in [s for s in seats if immunity.immune(game, s, frame.source)]:
            ask_part = immunity.part_frame(game, frame, each, seat)  # else ignored (B-CYL-6)
            asks += [ask_part] if ask_part is not None else []
        seats = tuple(s for s in seats if not immunity.immune(game, s, frame.source))
        count = each.get("count")
        for seat in seats:
            hand = hands[seat]
            n = len(hand) if count == "all" else min(int(count), len(hand))
            if n == 0:
                continue
            if each.get("random") or n == len(hand):
                cards = tuple(rng.shuffled(hand)[:n]) if n < len(hand) else hand
                randoms.append((seat, cards))
                hands[seat] = te.without(hand, cards)
            else:
                frames.append(tf.DiscardCards(seat, n, "crisis"))
                hands[seat] = hand[n:]  # what is left to a later op of the group (its count)
    if len(group) > 1:  # the ops carried out here are done
        index = frame.index + len(group)
        events.append(
            replace(tf.RunOps(frame.source, frame.path, frame.seat, index, chosen=frame.chosen))
        )
    together = len(frames) + len(randoms) > 1 and bool(frames)
    for seat, cards in randoms:
        held = te.DiscardsHeld(seat, cards) if together else None
        events.append(held or te.SkillCardsDiscarded(seat, cards, "crisis"))
    if frames or asks:
        pushed = turn.simultaneous(frames, "crisis", force=together) if frames else ()
        events.append(push(*pushed, *asks))  # the Cylon players' choices first
    return events


def _following_discards(frame: tf.RunOps) -> list[Op]:
    """The discard ops right after this one whose discarders are fixed (not a choice)."""
    out: list[Op] = []
    for op in ops_at(frame.source, frame.path)[frame.index + 1 :]:
        if op.name != "discard_skill" or op.get("who") not in FIXED_DISCARDERS:
            break
        if op.get("condition") or op.get("optional"):
            break
        out.append(op)
    return out


def op_draw(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Draw skill cards; a choice of types is asked first (B-SKILL-8)."""
    types = tuple(op.get("types", ()))
    if types == ("any",):
        types = type_names()  # any type, outside the skill set too (Accept Prophecy)
    count = int(op.get("count", 1))
    events: Events = []
    for seat in who(game, str(op.get("who")), frame.seat, pick(frame)):
        kinds = types or own_types(game, seat)  # no types named: the drawer's own draw
        if len(kinds) == 1:
            # each drawer takes from the decks the one before left (a card is drawn once)
            events += draw_events(fold(game, events), seat, kinds * count, rng)
        elif kinds:
            events.append(push(tf.ChooseDraw(seat, count, tuple(sorted(kinds)))))
    return events


def own_types(game: BaseGame, seat: int) -> tuple[str, ...]:
    """The types a draw that names none takes from: those the seat's Receive Skills step would
    draw, as the ``bsg_base_receive_skills`` pipeline leaves them (its skill set; any type for a
    revealed Cylon, B-TURN-4). No base card names no type; an expansion's do (Pegasus's Human
    Fleet, P-CYT-5)."""
    if not game.players[seat].character:
        return type_names()
    draw = skill_set_draw(game, seat)
    for modify in modifiers().receive_skills:
        draw = modify(game, seat, draw)
    return tuple(sorted({*draw.fixed, *draw.types}))


def op_draw_quorum(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Draw Quorum cards into the President's hand (B-QUO-2, -6)."""
    return quorum.quorum_draw_events(game, int(op.get("count", 1)), rng)


#: The WHO values of a seat someone picks ("another player": not the one who picks).
CHOSEN = ("chosen", "chosen_other")
#: Where a chosen character can be sent (the Pardon's way out of the Brig is its own op).
CHOSEN_TO = (BRIG, te.SICKBAY, "any_galactica_location")


def op_move(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Move a character: named, chosen (only one who can be sent, R-107), or anywhere on the
    human ships for the Brig's way out (B-LOC-BRIG, K-1)."""
    to = str(op.get("to"))
    if to == "any_galactica_location":
        return quorum.op_pardon(game, frame, op, rng)
    if to == "any_human_location":
        places = cylon.open_locations(game, human_locations())
        if frame.target < 0:
            seat = frame.seat
            options = [i for i, loc in enumerate(places) if loc != game.players[seat].location]
            return ask(seat, "location", options)
        return move_events(game, frame.seat, places[frame.target], "effect")
    if op.get("who") in CHOSEN:
        if pick(frame) == tf.UNSET:
            chooser = who(game, str(op.get("chooser", "current_player")), frame.seat, -1)[0]
            candidates = [s for s in range(m.seats(game)) if can_be_sent(game, s, to)]
            if op.get("who") == "chosen_other":  # "another player": not the one who chooses
                candidates = [s for s in candidates if s != chooser]
            if op.get("optional") or not candidates:
                candidates.append(NOBODY)
            return ask(chooser, "target", candidates)
        seats: tuple[int, ...] = () if pick(frame) < 0 else (pick(frame),)
    else:
        seats = who(game, str(op.get("who")), frame.seat, pick(frame))
    events: Events = []
    for seat in seats:
        if can_be_sent(game, seat, to):
            events += move_events(game, seat, to, frame.source)
            game = m.replace_player(game, seat, game.players[seat])
    return events


def op_move_all(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Everyone in a location goes elsewhere (B-MOVE-8: nobody leaves the Brig this way)."""
    source, to = str(op.get("from")), str(op.get("to"))
    events: Events = []
    for seat, player in enumerate(game.players):
        if player.location == source and can_be_sent(game, seat, to):
            moved = move_events(game, seat, to, frame.source)
            events += moved
            for event in moved:
                game = event.apply(game)  # type: ignore[attr-defined]
    return events


def op_give_title(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """A title goes where the effect says (B-SUCC-7), not down the line."""
    title = str(op.get("title"))
    holder = game.titles[title]
    to = str(op.get("to"))
    if to in CHOSEN and pick(frame) == tf.UNSET:
        chooser = who(game, str(op.get("chooser")), frame.seat, -1)[0]
        # a player who may hold the title, by the ``bsg_base_title_eligible`` pipeline (base: no
        # Cylon player; Pegasus: no Cylon Leader either, P-SUCC-3), in the Brig or not (B-SUCC-7)
        candidates = [
            s
            for s in range(len(game.players))
            if s != holder and m.title_eligible(game, s, title, skip_brig=False)
        ]
        if to == "chosen_other":  # "another player": not the one who chooses
            candidates = [s for s in candidates if s != chooser]
        return ask(chooser, "target", candidates)
    seat = who(game, to, frame.seat, pick(frame))
    if not seat or seat[0] == holder:
        return []
    changed = te.TitleChanged(title, seat[0], frame.source)
    after = changed.apply(game)
    return [changed, *title_events(after), *quorum.title_events(after)]


def op_roll(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Roll a d8 (with its windows, dice.py) and carry out the matching outcome (B-COMP-1)."""
    if op.get("roller") == "chosen":
        if pick(frame) == tf.UNSET:
            return _ask_roller(game, frame, op)
        frame = evolve(frame, chosen=pick(frame))  # the outcomes are about the roller
    roller = who(game, str(op.get("roller", "acting_player")), frame.seat, pick(frame))[0]
    path = f"{frame.path}/{frame.index}"
    then = dice.OpRollThen(frame.source, path, frame.seat, frame.chosen)
    return dice.start(m.Roll(frame.source, roller), then)


def _ask_roller(game: BaseGame, frame: tf.RunOps, op: Op) -> Result:
    """Who rolls, among the eligible seats (Encourage Mutiny: another player who is neither the
    Admiral nor a revealed Cylon, R-6, nor in the Brig, since the roll may make him Admiral,
    B-SUCC-8); nobody eligible, no roll."""
    chooser = who(game, str(op.get("chooser", "acting_player")), frame.seat, -1)[0]
    eligible = str(op.get("eligible", ""))
    candidates = [
        s
        for s, p in enumerate(game.players)
        if not m.is_cylon_player(game, s)
        and not (eligible.startswith("other") and s == frame.seat)
        and not ("not_admiral" in eligible and (s == game.admiral or p.location == BRIG))
    ]  # fmt: skip
    return ask(chooser, "target", candidates) if candidates else []


def op_choice(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """A decision inside an effect: the chooser picks one option."""
    if frame.target == tf.UNSET:
        chooser = who(game, str(op.get("chooser")), frame.seat, -1)[0]
        options = [
            i
            for i, o in enumerate(op.get("options"))
            if all(supported(x) for x in o["effects"])
            and cylon.option_possible(game, chooser, o["effects"])
            and (not o.get("requires") or condition(game, str(o["requires"]), frame.seat))
        ]
        return ask(chooser, "option", options)
    return [push(child(frame, "options", frame.target, "effects"))]


def op_optional(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """The chooser may apply these effects; a risk (a roll that may cost a raptor or reserve
    vipers) is offered only while what it risks is there (B-JUMP-6, B-RAPTOR-1)."""
    if not stake_available(game, op):
        return []
    if frame.target == tf.UNSET:
        chooser = who(game, str(op.get("chooser", "acting_player")), frame.seat, -1)[0]
        return ask(chooser, "optional", [0, 1])
    return [push(child(frame, "effects"))] if frame.target == 1 else []


def stake_available(game: BaseGame, op: Op) -> bool:
    """Whether every raptor or reserve viper a roll inside `op` may cost is on hand."""
    for roll in (o for o in op.walk() if o.name == "roll"):
        for outcome in roll.get("outcomes", ()):
            for loss in (x for e in outcome["effects"] for x in e.walk()):
                if loss.name == "raptors" and game.raptors < -int(loss.get("delta")):
                    return False
                reserve = loss.name == "damage_vipers" and loss.get("where") == "reserves"
                if reserve and game.vipers_reserve < int(loss.get("count")):
                    return False
    return True


def op_if(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Apply `then` only if the condition holds."""
    if condition(game, str(op.get("condition")), frame.seat):
        return [push(child(frame, "then"))]
    return []


def op_distance(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Distance without a destination (the Sleeper Agent phase waits for the next jump)."""
    return [DistanceAdded(int(op.get("distance")))]


def op_fail_box(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Resolve this card's fail box."""
    return [push(tf.RunOps(frame.source, "failed", frame.seat, chosen=frame.chosen))]


def op_look(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """A secret look at one random loyalty card, or at all of them (B-LOY-10), never one's own
    (B-LOY-9, -13), and none once Detector Sabotage is in play (B-CRISIS-11); the target
    ``that_player`` is the seat the op list is about (``RunOps.chosen``, set by the op that
    chose it: an expansion's card)."""
    viewer = who(game, str(op.get("viewer")), frame.seat, -1)[0]
    if any(m.crisis_id(c) == DETECTOR_SABOTAGE for c in game.in_play):
        return []
    target_kind = str(op.get("target"))
    if target_kind == "current_player":
        targets = [game.current]
    elif target_kind == "president_or_admiral":
        targets = sorted({game.titles[PRESIDENT], game.titles[ADMIRAL]})
    elif target_kind == "that_player":  # the seat the op list is about (its `chosen`)
        targets = [frame.chosen] if frame.chosen >= 0 else []
    else:
        targets = list(range(m.seats(game)))
    every = op.get("count") == "all"  # Cylon Detector: every card, face-down ones to see
    targets = [t for t in targets if t != viewer and game.players[t].loyalty]
    if every:
        targets = [t for t in targets if set(game.players[t].loyalty) - set(game.players[t].shown)]
    if not targets:
        return []
    if len(targets) > 1 and frame.target == tf.UNSET:
        return ask(viewer, "loyalty", targets)
    target = targets[0] if len(targets) == 1 else frame.target
    if every:  # B-LOY-10
        return examine_loyalty(game, viewer, target, game.players[target].loyalty)
    held = list(game.players[target].loyalty)
    for shown in game.players[target].shown:  # point at a face-down card where possible
        if shown in held and len(held) > 1:
            held.remove(shown)
    card = rng.choice(held)
    return examine_loyalty(game, viewer, target, (card,))


def op_keep(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """The crisis card stays in play with its lasting rule."""
    return [te.CrisisKept(game.crisis)] if game.crisis else []


def op_extra_crisis(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """After the Activate Cylon Ships step, a further crisis card is drawn and resolved
    (Fulfiller of Prophecy; crisis.step_prepare_jump draws it)."""
    return [te.ExtraCrisisOwed()]


def op_destroy_civilian(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Destroy civilian ships from the top of the pile; what the pile cannot give (a plugin
    destroying ships kept elsewhere first, ``bsg_base_destroy_civilian``) comes from the board,
    the current player choosing which, one ship at a time (B-CIV-4, B-CRISIS-10)."""
    if frame.target != tf.UNSET:
        return combat.destroy_civilian(game, frame.target)
    count = int(op.get("count", 1))
    lost: Events = [te.CivilianLost(back) for back in game.civilian_pile[:count]]
    rest = count - len(lost)
    if not rest:
        return lost
    after = fold(game, lost)
    elsewhere: list[Any] | None = None  # ships a plugin keeps off the board (H-CIV-1)
    for modify in modifiers().destroy_civilian:
        elsewhere = modify(after, after.current, rest, elsewhere)
    if elsewhere is not None:
        return [*lost, *elsewhere]
    if not after.civilians:
        return lost
    if rest == 1 and not lost:  # the single pick on the op's own frame
        return ask(game.current, "civilian", [c.uid for c in game.civilians])
    return [*lost, push(tf.DestroyCivilians(game.current, rest))]


def step_destroy_civilians(state: State, frame: tf.DestroyCivilians, rng: RandomCursor) -> Events:
    """The next ship on the board to pick, while any is left to destroy (B-CIV-4)."""
    game = g(state)
    if frame.count <= 0 or not game.civilians:
        return [pop()]
    return [push(ask(frame.seat, "civilian", [c.uid for c in game.civilians]))]


def handle_civilian_pick(state: State, cmd: tc.Pick, rng: RandomCursor) -> Events:
    """The ship picked is destroyed; one fewer left to pick (B-CIV-4)."""
    below = state.stack[-2]
    assert isinstance(below, tf.DestroyCivilians)
    rest = tf.DestroyCivilians(below.seat, below.count - 1)
    return [pop(), replace(rest), *combat.destroy_civilian(g(state), cmd.value)]


def op_vipers(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Damage reserve vipers, or repair (and restore) vipers to the reserve (B-VIPER-5, -6)."""
    count = int(op.get("count"))
    if op.name == "damage_vipers":
        n = min(count, game.vipers_reserve)
        if vm.typed(game):  # the current player picks the models (X-MK7-3's reading)
            return model_choice.moving(game, game.current, n, vm.RESERVE, vm.DAMAGED)
        return [te.VipersChanged(-n, n, 0)] if n else []
    damaged = min(count, game.vipers_damaged)
    destroyed = min(count - damaged, game.vipers_destroyed) if op.get("include_destroyed") else 0
    if not damaged + destroyed:
        return []
    if vm.typed(game):  # the repairing player picks which (X-MK7-3's reading)
        return [
            *model_choice.moving(game, frame.seat, damaged, vm.DAMAGED, vm.RESERVE),
            *model_choice.moving(game, frame.seat, destroyed, vm.DESTROYED, vm.RESERVE),
        ]
    return [te.VipersChanged(damaged + destroyed, -damaged, -destroyed)]


def op_place_ships(game: BaseGame, frame: tf.RunOps, op: Op, rng: RandomCursor) -> Result:
    """Place ships in an area, as many as the box and the piles allow (B-COMP-10, B-CIV-2)."""
    ships = op.get("ships")
    counts: dict[str, int] = {}
    recalls: Events = []
    for kind in SHIP_KINDS:
        wanted, left = int(ships.get(kind, 0)), sp.supply(game, kind)
        recalled = sp.recall(game, kind, wanted - left)  # ships a plugin brings back
        recalls += recalled.events
        counts[kind] = min(wanted, left + recalled.count)
    vipers = min(int(ships.get("viper", 0)), game.vipers_reserve)
    civilians = min(int(ships.get("civilian", 0)), len(game.civilian_pile))
    area = int(op.get("area"))
    typed: Events = []
    if vipers and vm.typed(game):  # the current player picks the models (X-MK7-2)
        typed = model_choice.moving(
            game, game.current, vipers, vm.RESERVE, model_choice.SPACE, area
        )
        vipers = 0
    return [
        *recalls,
        ShipsPlaced(
            area,
            basestars=counts["basestar"],
            raiders=counts["raider"],
            heavy_raiders=counts["heavy_raider"],
            vipers=vipers,
            civilians=civilians,
        ),
        *typed,
    ]


OPS = {
    "resource": op_resource,
    "jump_track": op_counter,
    "nukes": op_counter,
    "raptors": op_counter,
    "discard_skill": op_discard,
    "draw_skill": op_draw,
    "draw_quorum": op_draw_quorum,
    "move_character": op_move,
    "move_all_in_location": op_move_all,
    "give_title": op_give_title,
    "roll": op_roll,
    "choice": op_choice,
    "optional": op_optional,
    "if": op_if,
    "add_distance": op_distance,
    "resolve_fail_box": op_fail_box,
    "look_at_loyalty": op_look,
    "keep_in_play": op_keep,
    "extra_crisis": op_extra_crisis,
    "destroy_civilian": op_destroy_civilian,
    "repair_vipers": op_vipers,
    "place_ships": op_place_ships,
}


def card_condition(game: BaseGame, name: str, seat: int) -> bool:
    """The conditions of the crisis and skill cards (cards/README.md section 9)."""
    if name == "food_below_6":
        return game.food < 6
    if name == "raptor_available":
        return game.raptors > 0
    if name == "admiral_has_nuke":
        return game.nukes > 0
    if name == "is_president":
        return game.president == seat
    if name == "can_pilot":
        return m.data().character(game.players[seat].character).can_pilot
    return game.players[seat].location == te.HANGAR_DECK  # in_hangar_deck


#: The ops here carried out only for some of their parameters: whether this one is.
CHECKS = {
    "move_character": lambda op: op.get("who") not in CHOSEN or op.get("to") in CHOSEN_TO,
    "give_title": lambda op: op.get("title") in title_lines(),
    "if": lambda op: known_condition(str(op.get("condition"))),
    "look_at_loyalty": lambda op: (
        op.get("target")
        in ("any_player", "other_player", "current_player", "president_or_admiral", "that_player")
    ),
    "destroy_civilian": lambda op: op.get("method") == "draw",
    "place_ships": lambda op: isinstance(op.get("area"), int),
}


def add_ops(content: BaseContent) -> None:
    """Add the ops (and conditions) carried out here to the game's effect registry."""
    kept = content.effects.kept_rules  # lasting rules plugins carry out (add_kept_rule)
    keep = {
        "keep_in_play": lambda op: (
            op.get("rule") == "no_looking_at_loyalty_cards"
            or op.get("rule") in cylon.KEEP_RULES
            or op.get("rule") in kept
        )
    }
    # move_character's chosen target may be nobody when optional (its own "you may")
    content.add_ops(OPS, {**CHECKS, **keep}, reads_optional=("move_character",))
    content.add_conditions(dict.fromkeys(sorted(CONDITIONS), card_condition))
