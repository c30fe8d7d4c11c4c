"""Invariants (express.md section 25) over seeded random games, checked after every event, plus
targeted scenarios; and the hooks the core offers Express (section 24), each shown working.

The sweep replays each random game's log one event at a time and checks every invariant on every
intermediate state; checks that only hold between resolutions run at rest (before each command).
"""

from __future__ import annotations

import random
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from express_helpers import (
    ALL_DAMAGE,
    CHARS,
    act,
    actions,
    assign,
    assign_sizes,
    crisis,
    new,
    of_type,
    participate,
    pass_rest,
    pending_kind,
    place_damage,
    turn,
    zones,
)

from bsg_express import data as data_module
from bsg_express import events as ev
from bsg_express import frames as f
from bsg_express import model
from bsg_express import scenario as sc
from bsg_express.commands import BoxSpentDice, RaiseMorale, ShowCylonCard, TakeAction
from bsg_express.data import ExpressData
from bsg_express.model import ACTIVE, ASSIGNED, BOX, ORDER, SPENT, ExpressGame
from bsgcore import engine
from bsgcore.core_events import CommandPlayed, FramePopped, GameEnded
from bsgcore.errors import ConfigurationError, GameOver, IllegalCommand
from bsgcore.game import Game
from bsgcore.ruleset import build_rules, clear_rules_cache
from bsgcore.state import State
from bsgcore.testing import (
    check_events_json,
    check_game,
    check_no_leaks,
    check_state_json,
    installed_plugins,
    plugin_module,
    random_playout,
    sweep_size,
)
from bsgcore.testing.scripted import scripted_random

# -- helpers --------------------------------------------------------------------------------------


SIX = len(ALL_DAMAGE)
NO_RESOLUTION = (f.ChooseAction, f.ChooseCrisis, f.CylonCrisis, f.TurnBegin, f.RecoverStep)


def independent_menu(g: ExpressGame, seat: int, ordered: bool) -> set[tuple[str, int]]:
    """The actions (name, target) `seat` may take, from express.md alone (E-ACT, E-DMG-1,
    E-BRIG-3, E-BRIG-4, E-CYL-9), without calling the engine's predicates."""
    n = len(g.characters)
    brig = g.brig[seat]
    active = sum(1 for d in g.dice if d.owner == seat and d.zone == ACTIVE)
    hit = set(g.damage)
    out = {("recover" if ordered else "none", -1)}
    if g.characters[seat] == "gaius_baltar" and not g.revealed[seat] and not g.detector_used:
        out |= {("char", t) for t in range(n) if t != seat}
    if g.dradis and not brig and active and "weapons_control" not in hit:
        out.add(("dradis", -1))
    if not brig and active:
        out.add(("repair", -1))
    if not brig and active and "press_room" not in hit:
        out.add(("morale", -1))
    if not brig and active >= 2 and "engine_room" not in hit:
        out.add(("prepare", -1))
    if "admirals_quarters" not in hit:
        out |= {
            ("vote_brig", t) for t in range(n) if t != seat and not g.brig[t] and not g.revealed[t]
        }
        out |= {("vote_release", t) for t in range(n) if g.brig[t]}
    if active and "communications" not in hit:
        out |= {("order", t) for t in range(n) if t != seat}
    if any(c != "not_cylon" for c in g.loyalty[seat]) and not g.revealed[seat]:
        out.add(("reveal", -1))
    return out


def eligible_exists(g: ExpressGame, but: int) -> bool:
    """Whether some player other than `but` is neither in the brig nor a revealed Cylon."""
    return any(s != but and not g.brig[s] and not g.revealed[s] for s in range(len(g.characters)))


class Walker:
    """Replays a finished game's log event by event and checks the E-INV invariants."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.rules = game.rules
        self.events = list(game.events)
        self.data = model.data()
        self.seen: Counter[str] = Counter()
        self.stuck: int | None = None

    def fail(self, rule: str, index: int, message: str) -> None:
        raise AssertionError(f"{rule} at event {index} ({self.events[index]!r}): {message}")

    def run(self) -> Counter[str]:
        data = self.data
        state: State | None = None
        boxed: set[int] = set()
        six_boxed: set[int] = set()
        revealing: set[int] = set()
        colonials = None
        sequences: dict[int, dict[str, int]] = {}
        action_of: dict[int, str] = {}
        check_counts: Counter[int] = Counter()
        last_pass: dict[int, bool] = {}
        turn_limited: dict[int, bool] = {}
        step1_open: int | None = None
        per_turn: Counter[tuple[str, int]] = Counter()
        reveals: Counter[int] = Counter()
        brig_reveal_command = False
        last_check = None
        last_command: Any = None
        ended = 0
        started = False
        for i, event in enumerate(self.events):
            nxt = self.events[i + 1] if i + 1 < len(self.events) else None
            pre = state
            if started and pre is not None and isinstance(event, CommandPlayed):
                self.at_rest(i, pre)
                last_command = event.command
                brig_reveal_command = False
            state = engine.apply_event(self.rules, state, event)
            if isinstance(event, GameEnded):
                ended += 1
                continue
            g: ExpressGame = state.game
            started = started or isinstance(event, ev.TurnStarted)
            if pre is None or not started:
                continue
            p: ExpressGame = pre.game
            n = len(g.characters)
            self.seen[type(event).__name__] += 1

            # E-INV-1: every die in one zone; the Box only grows; dice owned.
            zones_ok = {ACTIVE, ASSIGNED, SPENT, BOX, ORDER}
            if any(d.zone not in zones_ok for d in g.dice):
                self.fail("E-INV-1", i, "a die in no known zone")
            now_boxed = {d.id for d in g.dice if d.zone == BOX}
            if not boxed <= now_boxed:
                self.fail("E-INV-1", i, "a boxed die came back")
            boxed = now_boxed
            if isinstance(event, CommandPlayed) and isinstance(event.command, BoxSpentDice):
                six_boxed |= set(event.command.dice)
            if isinstance(event, ev.Revealed):
                revealing.add(event.seat)
                reveals[event.seat] += 1
                if reveals[event.seat] > 1:
                    self.fail("E-INV-27", i, "a second reveal")
                if p.brig[event.seat]:
                    brig_reveal_command = True
                self.seen["reveal_from_brig" if p.brig[event.seat] else "reveal"] += 1
            if isinstance(event, ev.DiceBoxed):
                owners = {g.dice[d].owner for d in event.dice}
                if owners <= revealing:
                    revealing -= owners
            if (
                isinstance(event, FramePopped)
                and isinstance(pre.top, f.RevealFinish)
                and pre.top.seat in revealing
            ):
                revealing.discard(pre.top.seat)
            for seat in range(n):
                mine = [d for d in g.dice if d.owner == seat]
                owned = [d for d in mine if d.zone != BOX]
                strong = sum(1 for d in owned if d.strong)
                weak = len(owned) - strong
                lost = [d.id for d in mine if d.zone == BOX]
                if not g.revealed[seat]:
                    if not set(lost) <= six_boxed:
                        self.fail("E-INV-1", i, f"human seat {seat} lost a die not to Number Six")
                elif seat not in revealing:
                    if strong > 1 or weak > 1:
                        self.fail("E-INV-1", i, f"revealed seat {seat} owns {strong}+{weak}")
                    if not six_boxed & {d.id for d in mine} and (strong, weak) != (1, 1):
                        self.fail("E-INV-1", i, f"revealed seat {seat} owns {strong}+{weak}")

            # E-INV-2: no assigned die outside a resolution (here: as a turn starts).
            if isinstance(event, ev.TurnStarted) and any(
                d.zone in (ASSIGNED, ORDER) for d in g.dice
            ):
                self.fail("E-INV-2", i, "a die is assigned as a turn starts")

            # E-INV-3, -4, -5, -6, -7: marker conservation.
            if len(g.damage) + len(g.damage_pile) != SIX or len(set(g.damage)) != len(g.damage):
                self.fail("E-INV-3", i, "damage markers not conserved")
            if len(g.damage) == SIX and not (
                isinstance(nxt, GameEnded) and nxt.condition == "galactica_destroyed"
            ):
                self.fail("E-INV-3", i, "6 damage markers without a Cylon win")
            if sorted(g.demor_placed + g.demor_pile) != sorted(CHARS):
                self.fail("E-INV-4", i, "demoralization markers not conserved")
            if not g.demor_pile and not (
                isinstance(nxt, GameEnded) and nxt.condition == "human_race_gives_up"
            ):
                self.fail("E-INV-4", i, "5 markers out without a Cylon win")
            if len(set(g.demor_placed)) != len(g.demor_placed):
                self.fail("E-INV-5", i, "a slot holds two markers")
            total = len(g.dradis) + len(g.dradis_pile) + g.colonials_lost
            raiders = (g.dradis + g.dradis_pile).count("raider")
            if total != data.dradis_raiders + data.dradis_colonials:
                self.fail("E-INV-6", i, "DRADIS markers not conserved")
            if raiders != data.dradis_raiders:
                self.fail("E-INV-6", i, "a Raider left the game")
            if g.dradis.count("raider") >= data.raiders_to_win and not (
                isinstance(nxt, GameEnded) and nxt.condition == "fleet_overrun"
            ):
                self.fail("E-INV-6", i, "6 Raiders on DRADIS without a Cylon win")
            in_game = (g.dradis + g.dradis_pile).count("colonial")
            if colonials is not None and in_game > colonials:
                self.fail("E-INV-7", i, "Colonial ships increased")
            colonials = in_game

            # E-INV-8: between turns the track is 0, 1 or 2.
            if isinstance(event, ev.TurnStarted):
                if g.jump not in (0, 1, 2):
                    self.fail("E-INV-8", i, f"jump track {g.jump} at a turn's start")
                limited = not g.revealed[event.seat] and (
                    g.brig[event.seat] or g.characters[event.seat] in g.demor_placed
                )
                turn_limited[event.seat] = limited
                step1_open = event.seat

            # E-INV-9: distance never decreases; a jump adds 1 to 4.
            if g.distance < p.distance:
                self.fail("E-INV-9", i, "distance decreased")
            if g.distance != p.distance:
                if not isinstance(event, ev.Jumped) or not 1 <= g.distance - p.distance <= 4:
                    self.fail("E-INV-9", i, "distance moved other than by a jump of 1-4")
                self.seen["jump"] += 1

            # E-INV-10, -11: loyalty.
            if isinstance(event, ev.SecondDeal):
                self.seen["second_deal"] += 1
                if p.second_deal_done or not isinstance(pre.top, f.TurnEnd):
                    self.fail("E-INV-10", i, "second deal twice or outside step 7")
                if p.distance < data.second_deal_distance:
                    self.fail("E-INV-10", i, "second deal below distance 4")
            if g.second_deal_done:
                if any(len(h) != 2 for h in g.loyalty) or g.loyalty_deck:
                    self.fail("E-INV-10", i, "after the second deal")
            elif any(len(h) != 1 for h in g.loyalty) or len(g.loyalty_deck) != n:
                self.fail("E-INV-10", i, "before the second deal")
            cylon_cards = sum(c != "not_cylon" for h in g.loyalty for c in h)
            cylon_cards += sum(c != "not_cylon" for c in g.loyalty_deck)
            if cylon_cards != (2 if n == 5 else 1):
                self.fail("E-INV-11", i, f"{cylon_cards} Cylon cards")

            # E-INV-12 (always part): a revealed Cylon holds a Cylon card, is never in the brig.
            for seat in range(n):
                if g.revealed[seat]:
                    if all(c == "not_cylon" for c in g.loyalty[seat]):
                        self.fail("E-INV-12", i, "a revealed player without a Cylon card")
                    if g.brig[seat] and not isinstance(event, ev.Revealed):
                        self.fail("E-INV-12", i, "a revealed Cylon in the brig")

            # E-INV-14, -15: roll-and-assign sequences.
            if isinstance(event, ev.ActionChosen):
                action_of[event.seat] = event.action
                self.seen["action:" + event.action] += 1
                if event.action == "order":
                    following = next(
                        e for e in self.events[i + 1 :] if not e.tag.startswith("core.")
                    )
                    if following != ev.DieAssignedUnrolled(event.seat, following.die):
                        self.fail("E-INV-15", i, "an order without one unrolled die")
            if isinstance(event, ev.DiceRolled):
                seq = sequences.setdefault(
                    event.seat, {"rolls": 0, "assigned": 0, "start": len(event.dice), "init": 0}
                )
                seq["rolls"] += 1
                if action_of.get(event.seat) == "order":
                    self.fail("E-INV-15", i, "an Executive Order rolled")
            if isinstance(event, ev.DieAssignedUnrolled):
                if action_of.pop(event.seat, None) != "order":
                    self.fail("E-INV-15", i, "a die assigned unrolled outside an order")
            if isinstance(event, ev.DiceAssigned):
                sequences[event.seat]["assigned"] += len(event.dice)
                if p.check is not None and p.revealed[event.seat]:
                    check_counts[event.seat] += len(event.dice)
                    if check_counts[event.seat] > 1:
                        self.fail("E-INV-16", i, "a revealed Cylon assigned 2 dice")
            if isinstance(event, ev.InitiativeUsed):
                sequences[event.seat]["init"] += 1
            if isinstance(event, ev.RollEnded) and event.seat in sequences:
                seq = sequences.pop(event.seat)
                if seq["assigned"] < seq["rolls"] - seq["init"]:
                    self.fail("E-INV-14", i, f"fewer dice assigned than rolls: {seq}")
                if seq["rolls"] > seq["start"] + seq["init"] or seq["init"] > 1:
                    self.fail("E-INV-14", i, f"too many rolls: {seq}")
                act = action_of.pop(event.seat, None)
                if p.check is None and act in ("repair", "morale"):
                    if seq["rolls"] != 1 + seq["init"] or seq["assigned"] != 1:
                        self.fail("E-INV-15", i, f"{act}: {seq}")
                    self.seen["checked:" + act] += 1
                if p.check is None and act == "prepare" and seq["assigned"] != 2:
                    self.fail("E-INV-15", i, f"prepare: {seq}")

            # E-INV-16, -17, -18: skill checks and passing.
            if isinstance(event, ev.CheckStarted):
                check_counts = Counter()
                last_check = event.check
                self.seen["check:" + event.check.kind] += 1
            if isinstance(event, ev.Passed):
                last_pass[event.seat] = event.forced
            if isinstance(event, ev.DiceRecovered) and event.reason == "pass":
                ck = p.check
                assert ck is not None
                if ck.kind != "crisis":
                    self.fail("E-INV-17", i, "dice recovered by passing a vote")
                spent = [d for d in p.dice if d.owner == event.seat and d.zone == SPENT]
                if not set(event.dice) <= {d.id for d in spent}:
                    self.fail("E-INV-18", i, "recovered a die that was not Spent")
                if p.revealed[event.seat]:
                    bound = len(spent)
                else:
                    bound = 2 if last_pass[event.seat] else 1
                    if p.brig[event.seat] or p.characters[event.seat] in p.demor_placed:
                        bound = min(bound, 1)
                if "armory" in p.damage:
                    bound = max(0, bound - 1)
                if len(event.dice) > bound:
                    self.fail("E-INV-18", i, f"recovered {len(event.dice)} > {bound}")
                self.seen["pass_recovery"] += 1

            # E-INV-19: turn-start recovery.
            if isinstance(event, ev.DiceRecovered) and event.reason == "turn":
                if turn_limited.get(event.seat) and len(event.dice) > 1:
                    self.fail("E-INV-19", i, "a limited player recovered more than 1")
            if (
                step1_open is not None
                and isinstance(state.top, f.ChooseAction)
                and state.top.seat == step1_open
                and not state.top.ordered
            ):
                seat, step1_open = step1_open, None
                spent = [d for d in g.dice if d.owner == seat and d.zone == SPENT]
                if not turn_limited[seat] and spent:
                    self.fail("E-INV-19", i, f"seat {seat} ends step 1 with Spent dice")
                if turn_limited[seat]:
                    self.seen["limited_turn"] += 1

            # E-INV-20: the tally (effective values) against the difficulty.
            if isinstance(event, ev.CheckResolved):
                ck = p.check
                assert ck is not None
                counted = [d for d in p.dice if d.zone == ASSIGNED and d.id != ck.removed_die]
                command = (
                    ck.kind == "crisis"
                    and p.characters[p.active] == "william_adama"
                    and not p.revealed[p.active]
                )
                total = sum(0 if command and d.value == -1 else d.value for d in counted)
                if event.total != total or event.success != (total >= ck.difficulty):
                    self.fail("E-INV-20", i, f"tally {event.total} vs {total}")
                self.seen["command" if command else "plain_tally"] += 1

            # E-INV-21: crisis faces come from the dice of this player count.
            if isinstance(event, ev.CrisisChosen):
                cr = event.crisis
                if cr.source == "cylon":
                    if (cr.difficulty, cr.consequence, cr.jump) != (4, 1, 0):
                        self.fail("E-CRISIS-2", i, "declared crisis numbers")
                else:
                    die = data.crisis_die(cr.source)
                    if n not in die.players:
                        self.fail("E-INV-21", i, f"die {die.id} at {n} players")
                    index = p.crisis_dice.index(cr.source)
                    face = die.faces[p.crisis_roll[index]]
                    if (face.type, face.difficulty, face.consequence, face.jump) != (
                        cr.type,
                        cr.difficulty,
                        cr.consequence,
                        cr.jump,
                    ):
                        self.fail("E-INV-21", i, "the crisis is not the rolled face")

            # E-INV-26: ability limits.
            if isinstance(event, ev.LoyaltyPeeked):
                per_turn[("detector", 0)] += 1
                if per_turn[("detector", 0)] > 1 or p.revealed[event.viewer]:
                    self.fail("E-INV-26", i, "Cylon Detector used twice or after a reveal")
            for kind in (ev.InitiativeUsed, ev.RecklessUsed):
                if isinstance(event, kind):
                    per_turn[(kind.__name__, g.turn)] += 1
                    if per_turn[(kind.__name__, g.turn)] > 1 or p.revealed[event.seat]:
                        self.fail("E-INV-26", i, f"{kind.__name__} twice in a turn or revealed")
                    if event.seat != p.active:
                        self.fail("E-INV-26", i, f"{kind.__name__} off its owner's turn")
                    self.seen[kind.__name__] += 1
            if isinstance(event, ev.VoteDieRemoved) and p.revealed[event.seat]:
                self.fail("E-INV-26", i, "Political Influence after a reveal")

            # E-INV-27: no card effect from the brig.
            if brig_reveal_command and isinstance(
                event,
                ev.DamageDrawnForChoice
                | ev.DamagePlaced
                | ev.DemoralizationPlaced
                | ev.DradisPlaced,
            ):
                self.fail("E-INV-27", i, "a Cylon card acted from the brig")
            if brig_reveal_command and isinstance(
                state.top, f.NumberOne | f.NumberTwo | f.NumberSix
            ):
                self.fail("E-INV-27", i, "a Cylon card acted from the brig")

            # E-BRIG-1 and E-DEMOR-4: how the brig and demoralization change.
            if g.brig != p.brig:
                entered = [s for s in range(n) if g.brig[s] and not p.brig[s]]
                if entered and not (
                    isinstance(event, ev.SentToBrig)
                    and last_check is not None
                    and last_check.kind == "vote_brig"
                    and last_check.target == event.seat
                    and any(
                        isinstance(e, ev.CheckResolved) and e.success
                        for e in self.events[max(0, i - 3) : i]
                    )
                ):
                    self.fail("E-BRIG-1", i, "entered the brig other than by a won vote")
                self.seen["brig_change"] += 1
            if isinstance(event, ev.DemoralizationRemoved) and not isinstance(
                last_command, RaiseMorale
            ):
                self.fail("E-DEMOR-4", i, "a marker removed other than by Raise Morale")
        if ended != 1 or not isinstance(self.events[-1], GameEnded):
            raise AssertionError("E-INV-22: the game did not end exactly once, at the end")
        return self.seen

    def at_rest(self, i: int, state: State) -> None:
        """Checks that hold whenever a decision is pending (before each command)."""
        g: ExpressGame = state.game
        n = len(g.characters)
        # E-INV-12, -13: the Admiral is neither a revealed Cylon nor in the brig, unless no
        # eligible player existed when the title had to pass (E-ADM-3) and it has not passed
        # since (E-ADM-4: the title changes only through E-ADM-3).
        if not (g.brig[g.admiral] or g.revealed[g.admiral]):
            self.stuck = None
        elif not eligible_exists(g, g.admiral):
            self.stuck = g.admiral
            self.seen["admiral_kept"] += 1
        elif self.stuck != g.admiral:
            rule = "E-INV-13" if g.brig[g.admiral] else "E-INV-12"
            self.fail(rule, i, f"the Admiral (seat {g.admiral}) is not eligible")
        # E-INV-2: no assigned die while step 2 or step 3 waits for a choice.
        top = state.top
        if isinstance(top, NO_RESOLUTION) and not (isinstance(top, f.ChooseAction) and top.ordered):
            if any(d.zone in (ASSIGNED, ORDER) for d in g.dice):
                self.fail("E-INV-2", i, "a die is assigned outside a resolution")
        # E-INV-24: the action menu is exactly the legal one.
        decision = engine.pending(self.rules, state)
        assert decision is not None
        if decision.kind == "choose_action":
            frame = state.top
            assert isinstance(frame, f.ChooseAction)
            offered = {(o.action, o.target) for o in decision.options}
            expected = independent_menu(g, frame.seat, frame.ordered)
            if offered != expected:
                self.fail("E-INV-24", i, f"menu {offered ^ expected}")
        del n


WEIGHTS = {"reveal": 3, "vote_brig": 10, "vote_release": 10, "char": 3}


def weight(command: Any) -> int:
    """A bias toward rarer moves (reveals, votes, participation) so the sweep reaches them."""
    if isinstance(command, TakeAction):
        return WEIGHTS.get(command.action, 1)
    return 3 if command.tag == "express.participate" else 1


def biased_playout(seats: int, seed: int, max_commands: int = 5000) -> Game:
    """A seeded game played by a random bot biased by `weight`."""
    game = Game.new(ruleset="express", seats=seats, seed=seed)
    bot = random.Random(seed)
    for _ in range(max_commands):
        if game.is_over:
            return game
        options = game.pending.options
        game.play(bot.choices(options, weights=[weight(o) for o in options])[0])
    raise AssertionError(f"biased game {seats}/{seed} did not end")


def sweep_games() -> list[Game]:
    """A small, varied set of seeded random games (3 to 5 seats, the variant on and off): half
    uniformly random, half biased toward reveals, votes and participation."""
    games = []
    for seed in range(sweep_size(120, 20)):
        seats = 3 + seed % 3
        options = {"morale_variant": True} if seed % 4 == 3 else None
        games.append(random_playout("express", seats, 1000 + seed, options=options))
    for seed in range(sweep_size(120, 20)):
        games.append(biased_playout(3 + seed % 3, 2000 + seed))
    return games


@pytest.fixture(scope="module")
def games() -> list[Game]:
    """The sweep's finished games (shared by the tests of this module)."""
    return sweep_games()


def test_invariants_hold_after_every_event(games: list[Game]) -> None:
    """In seeded random games at 3 to 5 seats (uniform and biased bots), every invariant holds
    after every single event:
    E-INV-1 dice conservation and a Box that only grows; E-INV-2 no assigned die outside a
    resolution; E-INV-3 damage markers (6, and 6 only as a Cylon win); E-INV-4 demoralization
    markers (5, and 5 out only as a Cylon win); E-INV-5 one marker per slot; E-INV-6 DRADIS
    markers (14, at most 5 Raiders while running, only Colonial ships removed); E-INV-7 Colonial
    ships never increase; E-INV-8 the track is 0-2 between turns; E-INV-9 distance never
    decreases and a jump adds 1-4; E-INV-10 one second deal, at step 7, at distance 4+; E-INV-11
    the Cylon card count; E-INV-12 revealed Cylons hold a Cylon card and are never in the brig;
    E-INV-12, E-INV-13 the Admiral is neither a revealed Cylon nor in the brig while someone else
    is eligible (unless nobody was when the title last had to pass: E-ADM-4); E-INV-14 roll
    sequences;
    E-INV-15 Repair, Raise Morale, Prepare and Executive Order dice; E-INV-16 a revealed Cylon's
    single die; E-INV-17 no dice from a vote pass; E-INV-18 pass recovery bounds; E-INV-19 turn
    recovery; E-INV-20 the tally; E-INV-21 crisis dice by player count; E-INV-22 one ending;
    E-INV-24 the action menu; E-INV-26 ability limits; E-INV-27 Cylon cards never from the brig;
    also E-BRIG-1 (the brig only by a won vote) and E-DEMOR-4 (only Raise Morale cheers up)."""
    seen: Counter[str] = Counter()
    for game in games:
        seen += Walker(game).run()
    for needed in (
        "jump",
        "second_deal",
        "reveal",
        "check:crisis",
        "check:vote_brig",
        "pass_recovery",
        "limited_turn",
        "command",
        "action:order",
        "checked:repair",
        "checked:morale",
        "InitiativeUsed",
        "RecklessUsed",
        "reveal_from_brig",
        "brig_change",
    ):
        assert seen[needed], f"the sweep never exercised {needed}: {sorted(seen)}"


def test_every_game_ends_once_with_one_winner(games: list[Game]) -> None:
    """E-INV-22: each game ends exactly once with exactly one winning side, the winning seats are
    that side's, and no command is accepted afterwards."""
    for game in games:
        ends = [e for e in game.events if isinstance(e, GameEnded)]
        assert len(ends) == 1 and game.events[-1] is ends[0]
        x = sc.express(game)
        cylons = tuple(s for s in range(game.seats) if any(c != "not_cylon" for c in x.loyalty[s]))
        humans = tuple(s for s in range(game.seats) if s not in cylons)
        assert game.outcome.winner in ("humans", "cylons")
        assert game.outcome.winning_seats == (cylons if game.outcome.winner == "cylons" else humans)
        with pytest.raises(GameOver):
            game.play(TakeAction(0, "none"))


def test_hidden_information_never_leaks(games: list[Game]) -> None:
    """E-INV-23, E-HOOK-4: no seat's view or redacted log holds another seat's unassigned rolls,
    the unchosen crisis face, the unchosen jump die or an unrevealed loyalty card."""
    for game in games[:4]:
        check_no_leaks(game)
    game = games[0]
    for seat in range(game.seats):
        for event in game.events_for(seat):
            if isinstance(event, ev.DiceRolled) and event.seat != seat and len(event.dice) > 1:
                assert event.values == ()
            if isinstance(event, ev.CrisisRolled) and event.seat != seat:
                assert event.faces == ()
            if isinstance(event, ev.JumpRolled) and event.seat != seat:
                assert event.values == ()


def test_hidden_information_mid_game() -> None:
    """E-INV-23: mid-game, at every step of a few random games, no view or event leaks."""
    for seed in (7, 8):
        game = Game.new(ruleset="express", seats=4 + seed % 2, seed=50 + seed)
        bot = random.Random(seed)
        while not game.is_over and game.state.seq < 400:
            start = len(game.events)
            game.play(bot.choice(game.pending.options))
            check_no_leaks(game, start=start, scrambles=1)


def test_replay_gives_the_same_log(games: list[Game]) -> None:
    """E-INV-25, E-HOOK-2: replaying the seed and the decisions gives the same event log, dice
    included (every roll goes through the seeded generator)."""
    for game in games[:6]:
        check_game(game, save=False)
        commands = [e.command for e in game.events if isinstance(e, CommandPlayed)]
        created = game.events[0]
        again = Game.new(
            ruleset="express", seats=created.seats, seed=created.seed, options=created.options
        )
        for command in commands:
            again.play(command)
        assert again.events == game.events


# -- targeted invariant scenarios -----------------------------------------------------------------


def test_executive_order_assigns_one_die_and_rolls_none() -> None:
    """E-INV-15: an Executive Order assigns exactly 1 die and makes no roll."""
    game = new()
    events = act(game, "order", target=1, die=0)
    events += sc.play(game, "express.take_action", action="recover")
    assert len(of_type(events, ev.DieAssignedUnrolled)) == 1
    assert not of_type(events, ev.DiceRolled)
    assert not of_type(events, ev.DiceAssigned)


def test_box_only_grows_and_assigned_dice_are_cleared() -> None:
    """E-INV-1, E-INV-2: boxed dice never come back (a pass recovers only Spent dice), and after a
    resolved action no die stays Assigned."""
    game = new()
    sc.set_dice(game, 1, BOX, SPENT, SPENT, ACTIVE)
    crisis(game, "riots", 1, 1)
    sc.play(game, "express.pass")
    assert zones(game, 1)[0] == BOX
    game = new()
    act(game, "dradis", rolls=[4, 2, -1, -1])
    assign(game, 4, 2)
    sc.play(game, "express.stop_rolling")
    while game.pending.kind == "choose_ship":
        game.play(game.pending.options[0])
    assert pending_kind(game) == ("choose_crisis", 0)
    assert ASSIGNED not in [d.zone for d in sc.express(game).dice]


def test_track_resets_before_the_next_turn() -> None:
    """E-INV-8: a crisis with 2 jump icons on a track at 2 jumps (surplus icon discarded) and the
    next turn starts with the track at 0."""
    game = new()
    sc.edit(game, jump=2, active=3)
    crisis(game, "riots", 1, 1, jump=2)
    participate(game, [4, -2, -2, -2], keep=[4])
    events = pass_rest(game)
    assert of_type(events, ev.JumpAdvanced) == [ev.JumpAdvanced(1, False)]
    sc.play(game, "express.pick_jump_die", index=1)
    if game.pending.kind == "choose_penalty":
        sc.play(game, "express.penalty", kind="damage")
    assert pending_kind(game) == ("choose_action", 0)
    assert sc.express(game).jump == 0


def test_admiral_eligibility_after_reveal_and_brig() -> None:
    """E-INV-12, E-INV-13: a revealing Admiral and a brigged Admiral both hand the title on; the
    title stays only when nobody is eligible."""
    game = new(3)
    sc.set_loyalty(game, 0, "number_one")
    sc.edit(game, demor_placed=CHARS[:3], demor_pile=CHARS[3:])
    turn(game, 0)
    sc.play(game, "express.take_action", action="reveal")
    assert sc.express(game).admiral == 1
    sc.edit(game, brig=(False, False, True))
    turn(game, 0)
    sc.play(game, "express.take_action", action="vote_brig", target=1)
    participate(game, [4, -2, -2, -2], keep=[4])
    pass_rest(game)
    x = sc.express(game)
    assert x.brig == (False, True, True)
    assert x.admiral == 1, "no eligible player: the card stays"


def test_admiral_kept_in_the_brig_until_the_title_passes() -> None:
    """E-INV-13, E-ADM-3, E-ADM-4: an Admiral sent to the brig when nobody else is eligible keeps
    the title; a later release of another player does not move it (the title changes only
    through E-ADM-3), and the Admiral is then in the brig only because nobody was eligible when
    the title had to pass."""
    game = new(3)
    sc.set_loyalty(game, 1, "number_one")
    sc.set_dice(game, 1, ACTIVE, BOX, ACTIVE, BOX)
    sc.edit(game, revealed=(False, True, False), brig=(False, False, True))
    turn(game, 1)
    sc.play(game, "express.take_action", action="vote_brig", target=0)
    participate(game, [4, -2, -2, -2], keep=[4])
    pass_rest(game)
    assert sc.express(game).brig == (True, False, True) and sc.express(game).admiral == 0
    turn(game, 1)
    sc.play(game, "express.take_action", action="vote_release", target=2)
    participate(game, [4, -2, -2, -2], keep=[4])
    events = pass_rest(game)
    assert of_type(events, ev.Released) == [ev.Released(2)]
    assert not of_type(events, ev.AdmiralChanged)
    assert sc.express(game).admiral == 0


def test_passing_a_vote_never_adds_active_dice() -> None:
    """E-INV-17: a vote pass (voluntary or forced) never increases the passer's Active dice."""
    game = new()
    sc.set_dice(game, 1, SPENT, SPENT, SPENT, SPENT)
    sc.set_dice(game, 2, SPENT, ACTIVE, SPENT, SPENT)
    sc.play(game, "express.take_action", action="vote_brig", target=3)
    before = [zones(game, s).count(ACTIVE) for s in range(4)]
    pass_rest(game)
    assert [zones(game, s).count(ACTIVE) for s in range(4)][1:3] == before[1:3]


def test_one_roll_sequence_counts() -> None:
    """E-INV-14: within one roll-and-assign sequence, dice assigned >= rolls made <= Active dice
    at the start; Lee's Initiative adds one roll without an assignment."""
    game = new()
    turn(game, 1)
    events = act(game, "dradis", rolls=[-2, -2, -2, -2])
    with scripted_random(rolls=[4, -1, -1, -2]):
        events += sc.play(game, "express.use_initiative")
    events += assign(game, 4)
    with scripted_random(rolls=[2, -1, -1]):
        events += sc.play(game, "express.reroll")
    events += assign(game, 2)
    events += sc.play(game, "express.stop_rolling")
    rolls = len(of_type(events, ev.DiceRolled))
    assigned = sum(len(e.dice) for e in of_type(events, ev.DiceAssigned))
    assert (rolls, assigned) == (3, 2)
    assert assigned >= rolls - 1 and rolls <= 4 + 1


# -- 24 Hooks -------------------------------------------------------------------------------------


def test_ruleset_selection() -> None:
    """E-HOOK-1: Express is a complete ruleset of its own: 3 to 5 seats, humans against Cylons,
    its own setup (no skill cards, crisis deck, resources or locations) and it refuses Pegasus
    or Exodus."""
    rules = build_rules("express")
    spec = rules.spec
    assert (spec.min_seats, spec.max_seats, spec.sides) == (3, 5, ("humans", "cylons"))
    assert set(spec.incompatible) == {"pegasus", "exodus"}
    for seats in (2, 6):
        with pytest.raises(ConfigurationError):
            Game.new(ruleset="express", seats=seats, seed=1)
    pegasus = plugin_module("pegasus")
    with installed_plugins(pegasus), pytest.raises(ConfigurationError):
        Game.new(ruleset="express", plugins=["pegasus"], seats=4, seed=1)
    state = Game.new(ruleset="express", seats=4, seed=1).view(None)["game"]
    assert not {"skill_cards", "crisis_deck", "fuel", "food", "locations"} & set(state)


@pytest.fixture
def with_data(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Call with a function editing the parsed data file: the game then runs on that data."""

    def use(change: Any) -> ExpressData:
        doc = tomllib.loads(data_module.default_path().read_text(encoding="utf-8"))
        change(doc)
        patched = data_module.parse(doc, "test")
        monkeypatch.setattr(model, "data", lambda: patched)
        return patched

    return use


def test_custom_dice_through_the_seeded_generator(with_data: Any) -> None:
    """E-HOOK-2: die faces are plugin data (here custom faces), every roll is drawn from the
    game's seeded generator, and the log replays exactly."""

    def faces(doc: dict[str, Any]) -> None:
        doc["skill_dice"]["strong"] = [5, 5, 5, 6, 6, 6]
        doc["skill_dice"]["weak"] = [-3, -3, -3, 7, 7, 7]

    with_data(faces)
    logs = []
    for seed in (77, 77, 78):
        game = Game.new(ruleset="express", seats=4, seed=seed)
        bot = random.Random(3)
        for _ in range(150):
            if game.is_over:
                break
            game.play(bot.choice(game.pending.options))
        logs.append(game.events)
        rolled = [v for e in game.events if isinstance(e, ev.DiceRolled) for v in e.values]
        assert rolled and set(rolled) <= {5, 6, -3, 7}
        assert engine.verify(game.rules, list(game.events)) == game.state
    assert logs[0] == logs[1], "same seed, same decisions: same rolls"
    assert logs[0] != logs[2], "the seed drives the rolls"


def test_owned_dice_in_logged_zones() -> None:
    """E-HOOK-3: every player's dice sit in zones (Active, Assigned, Spent, Box) and every zone
    change is an event; the jump roll is made outside any pool."""
    game = new()
    events = act(game, "repair", rolls=[4, -1, -2, -1])
    events += assign(game, 4)
    assert [type(e) for e in events if type(e) in (ev.DiceRolled, ev.DiceAssigned)] == [
        ev.DiceRolled,
        ev.DiceAssigned,
    ]
    assert of_type(events, ev.AssignedSpent)
    replayed = engine.replay(game.rules, list(game.events))
    assert replayed.game.dice == sc.express(game).dice
    assert zones(game, 0) == [SPENT, ACTIVE, ACTIVE, ACTIVE]


def test_decision_protocol_covers_every_choice(games: list[Game]) -> None:
    """E-HOOK-5: the decision protocol offers legal moves for every Express choice (pass or
    participate, assign, re-roll or stop, recovery, targets, crisis faces, jump die, penalty,
    crisis type, Cylon card and dice to return), and refuses anything else."""
    kinds_seen: set[str] = set()
    for game in games:
        for e in game.events:
            if isinstance(e, CommandPlayed):
                kinds_seen.add(e.command.tag)
    for tag in (
        "express.participate",
        "express.pass",
        "express.assign",
        "express.reroll",
        "express.stop_rolling",
        "express.recover_dice",
        "express.take_action",
        "express.pick_crisis",
        "express.pick_jump_die",
        "express.penalty",
        "express.declare_crisis",
        "express.box_dice",
    ):
        assert tag in kinds_seen, tag
    game = new(5)
    sc.set_loyalty(game, 2, "number_one", "number_two")
    turn(game, 2)
    sc.play(game, "express.take_action", action="reveal")
    assert {o.card for o in game.pending.options} == {"number_one", "number_two"}
    with pytest.raises(IllegalCommand):
        game.play(ShowCylonCard(2, "number_six"))
    with pytest.raises(IllegalCommand):
        game.play(ShowCylonCard(1, "number_one"))


def test_generic_skill_check() -> None:
    """E-HOOK-6: a skill check sums the contributed dice against ">= difficulty", with plugin
    limits on participation (a revealed Cylon gives 1 die) and on what passing gives."""
    game = new()
    sc.set_loyalty(game, 1, "number_one")
    sc.set_dice(game, 1, ACTIVE, BOX, ACTIVE, BOX)
    sc.edit(game, revealed=(False, True, False, False))
    sc.set_dice(game, 2, SPENT, ACTIVE, ACTIVE, ACTIVE)
    sc.edit(game, active=3)
    crisis(game, "riots", 6, 1)
    sc.play(game, "express.pass")
    with scripted_random(rolls=[4, 3]):
        sc.play(game, "express.participate")
    assert assign_sizes(game) == {1}, "a revealed Cylon gives exactly 1 die"
    assign(game, 4)
    events = sc.play(game, "express.pass")
    assert of_type(events, ev.Passed) == [ev.Passed(2, False)]
    assert pending_kind(game) == ("choose_recovery", 2), "what passing gives: up to 1 die"
    sc.play(game, "express.recover_dice", dice=(8,))
    events = participate(game, [2, -1, 1, -1], keep=[2])
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("crisis", 6, 6, True)]


def test_loyalty_system_hooks() -> None:
    """E-HOOK-7: deck composition by player count with a random subset of the Cylon cards,
    several cards per player, Cylon precedence, a triggered later deal, reveal effects and a
    team query at game end."""
    for seats, (cylon, human) in data_module.load().loyalty_by_players.items():
        game = Game.new(ruleset="express", seats=seats, seed=seats)
        x = sc.express(game)
        pool = [c for h in x.loyalty for c in h] + list(x.loyalty_deck)
        assert (len(pool) - pool.count("not_cylon"), pool.count("not_cylon")) == (cylon, human)
    game = new()
    sc.set_loyalty(game, 2, "not_cylon", "number_one")
    assert model.cylon_seats(sc.express(game)) == (2,)
    assert model.human_seats(sc.express(game)) == (0, 1, 3)


def test_title_with_succession_hooks() -> None:
    """E-HOOK-8: the Admiral title follows the chain of command data, with eligibility (not in
    the brig, not revealed) and the brig and reveal triggers."""
    game = new(
        5, characters=("gaius_baltar", "kara_thrace", "laura_roslin", "lee_adama", "william_adama")
    )
    x = sc.express(game)
    assert x.admiral == 4
    sc.set_loyalty(game, 4, "number_two")
    sc.edit(game, brig=(False, False, False, True, False), damage_pile=ALL_DAMAGE)
    turn(game, 4)
    sc.play(game, "express.take_action", action="reveal")
    assert sc.express(game).admiral == 1, "Kara: Lee is in the brig"


def test_status_flags_hooks() -> None:
    """E-HOOK-9: brig, demoralized and revealed are per-character flags that views and action
    predicates read."""
    game = new()
    sc.set_loyalty(game, 3, "number_one")
    sc.edit(game, brig=(True, False, False, False), revealed=(False, False, False, True))
    sc.edit(game, demor_placed=("lee_adama",), demor_pile=("william_adama", "kara_thrace"))
    players = game.view(None)["game"]["players"]
    assert [(p["brig"], p["demoralized"], p["revealed"]) for p in players] == [
        (True, False, False),
        (False, True, False),
        (False, False, False),
        (False, False, True),
    ]
    assert "repair" not in actions(turn(game, 0))


def test_board_state_hooks() -> None:
    """E-HOOK-10: tracks with thresholds and triggers (jump at 3, second deal at distance 4 or
    more, distance unbounded), marker pools drawn face down, returned and reshuffled or removed,
    and character slots with unused spots."""
    game = new()
    sc.edit(game, distance=9)
    assert game.view(0)["game"]["distance"] == 9
    sc.edit(game, jump=2, active=1)
    crisis(game, "riots", 1, 1, jump=1)
    participate(game, [4, -2, -2, -2], keep=[4])
    with scripted_random(rolls=[2, 1]):
        pass_rest(game)
    assert game.outcome.winner == "humans"
    game = new()
    sc.edit(game, demor_placed=("gaius_baltar",), demor_pile=CHARS[:4])
    view = game.view(2)["game"]
    assert view["demoralization"] == ["gaius_baltar"] and view["demoralization_pile"] == 4
    assert not any(p["demoralized"] for p in view["players"])


def test_action_catalog_predicates() -> None:
    """E-HOOK-11: actions are gated by damage, brig status, revealed status and resources (Active
    dice, ships on DRADIS)."""
    game = new()
    sc.edit(game, dradis=())
    sc.set_dice(game, 0, ACTIVE, SPENT, SPENT, SPENT)
    assert actions(turn(game, 0)) == {"none", "repair", "morale", "vote_brig", "order"}


def test_win_condition_registry() -> None:
    """E-HOOK-12: win conditions are evaluated after every atomic change; the game ends at once
    and pending effects are cancelled (the rest of a consequence-3 DRADIS contact)."""
    game = new()
    sc.edit(game, dradis=("raider",) * 5, dradis_pile=("raider", "raider", "colonial"))
    crisis(game, "dradis", 3, 3)
    events = pass_rest(game)
    assert len(of_type(events, ev.DradisPlaced)) == 1
    assert isinstance(events[-1], GameEnded) and game.pending is None
    assert sc.express(game).dradis_pile == ("raider", "colonial")


@pytest.fixture
def data_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Call with a function editing the data file's text: BSG_EXPRESS_DATA points at the copy."""

    def use(change: Any) -> ExpressData:
        text = data_module.default_path().read_text(encoding="utf-8")
        path = tmp_path / "express.toml"
        path.write_text(change(text), encoding="utf-8")
        monkeypatch.setenv(data_module.DATA_ENV, str(path))
        data_module.load.cache_clear()
        clear_rules_cache()
        return data_module.load()

    yield use
    monkeypatch.undo()
    data_module.load.cache_clear()
    clear_rules_cache()


def test_options_and_data_overrides(data_file: Any) -> None:
    """E-HOOK-13: options (the morale variant, characters by agreement) and data overrides from a
    modified copy of data/express.toml (BSG_EXPRESS_DATA): the DRADIS split, the crisis faces and
    a Cylon card's effect change the game without code changes."""

    def change(text: str) -> str:
        text = text.replace("raider = 8\ncolonial = 6", "raider = 11\ncolonial = 3")
        text = text.replace('effect = "number_one"', 'effect = "number_three"')
        return text.replace(
            'type = "riots", difficulty = 4, consequence = 1, jump = 1',
            'type = "basestar", difficulty = 9, consequence = 2, jump = 0',
        )

    data = data_file(change)
    assert (data.dradis_raiders, data.dradis_colonials) == (11, 3)
    game = sc.new_game(3, seed=4, options={"morale_variant": True})
    x = sc.express(game)
    assert game.state.options["morale_variant"] is True
    assert x.characters == ("william_adama", "lee_adama", "kara_thrace")
    assert sorted(x.dradis_pile) == ["colonial"] * 3 + ["raider"] * 9
    with scripted_random(belows=[0, 0]):
        sc.play(game, "express.take_action", action="none")
    events = sc.play(game, "express.pick_crisis", index=0)
    assert of_type(events, ev.CrisisChosen)[0].crisis.type == "basestar"
    assert of_type(events, ev.CrisisChosen)[0].crisis.difficulty == 9
    sc.set_loyalty(game, 1, "number_one")
    sc.edit(game, dradis=(), dradis_pile=("raider", "raider", "colonial"))
    turn(game, 1)
    events = sc.play(game, "express.take_action", action="reveal")
    assert len(of_type(events, ev.DradisPlaced)) == 2, "Number One now acts as Number Three"


def test_event_log_and_state_snapshot() -> None:
    """E-HOOK-14: exact states can be set up ("given 5 damage markers and ...") and checked, and
    the state and events survive JSON."""
    game = new()
    place_damage(game, *ALL_DAMAGE[:5])
    x = sc.express(game)
    assert len(x.damage) == 5 and x.damage_pile == ("armory",)
    check_state_json(game.rules, game.state)
    check_events_json(game.rules, list(game.events))
    crisis(game, "basestar", 3, 1)
    pass_rest(game)
    assert game.outcome.condition == "galactica_destroyed"


def test_ability_hooks_selected_by_data(with_data: Any) -> None:
    """E-HOOK-15: abilities and Cylon-card effects are selected by data: giving Kara the
    Initiative ability and Command a −2 face changes who may re-roll and what counts as 0."""

    def change(doc: dict[str, Any]) -> None:
        for char in doc["character"]:
            if char["id"] == "kara_thrace":
                char["ability"] = "initiative"
        doc["abilities"]["command_from"] = -2

    with_data(change)
    game = new()
    turn(game, 2)
    act(game, "dradis", rolls=[-2, -2, -2, -2])
    assert sc.has_option(game, "express.use_initiative")
    game = new()
    crisis(game, "riots", 2, 1)
    participate(game, [2, -2, -1, -2], keep=[2, -2])
    events = pass_rest(game)
    assert of_type(events, ev.CheckResolved) == [ev.CheckResolved("crisis", 2, 2, True)]
