"""Trajectory invariants of exodus.md §13 checked event by event along a game's log: each
check sees the state before an event, the event and the state after it (`Walk.step`), keeping
the counts the state does not hold (civilian ships destroyed, nukes spent, encounters per turn).

Used by test_x_inv_walk.py on seeded random games and on corrupted logs, and by the invariant
sweep. Every message starts with the invariant's id.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from bsg_exodus.consequence.box import ConsequenceResolved, consequence_of
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import bridge
from bsg_exodus.nebula import encounter
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from bsg_exodus.nebula.allies_events import AllyRevealed
from bsg_exodus.nebula.state import TraumaDrawn
from bsg_exodus.nebula.turn import NewCharacterTrauma

from bsgcore import engine
from bsgcore.base import BaseGame, data, is_cylon_player
from bsgcore.context import STATE, using_rules
from bsgcore.game import Game
from bsgcore.messages import Event
from bsgcore.ruleset import Rules
from bsgcore.state import State

#: The events that may change the Cylon Fleet board (X-INV-10): placement from activations
#: (X-FLEET-14/15), the Bridge's ability 2, moves to the main board, jumps (X-FLEET-43).
FLEET_EVENTS = (
    fb.FleetShipPlaced,
    fb.FleetShipsLeft,
    fb.FleetShipsJoined,
    bridge.BridgeShipsPlaced,
)
#: The events that destroy a civilian ship (X-INV-13): on the board, or from the pile.
DESTROYING = ("base.civilian_destroyed", "base.civilian_lost")
#: Pegasus's New Caprica's events, which settle civilian ships on the planet and back.
NEW_CAPRICA = "pegasus.nc."
#: The frames an encounter runs in, at the end of the Movement step (X-INV-21).
ENCOUNTER_FRAMES = (encounter.Encounter, encounter.ChooseAlly)
#: The Admiral's nukes with Exodus: base's 2 and the extra token (X-INV-2).
NUKES = 3


def civilians(game: BaseGame) -> int:
    """Civilian ships in the supply (the pile) and on the main board."""
    return len(game.civilian_pile) + len(game.civilians)


class Walk:
    """The counts a log walk keeps, and the checks of one event."""

    def __init__(self) -> None:
        self.destroyed = 0  # civilian ships destroyed (X-INV-13)
        self.settled = 0  # civilian ships on Pegasus's New Caprica (X-INV-13 with it)
        self.spent = -1  # nukes next to the board, once set up (X-INV-2)
        self.met: dict[int, int] = {}  # turn -> encounters in it (X-INV-21)
        self.once: dict[int, int] = {}  # seat -> once-per-game abilities used (X-INV-7)
        # X-INV-22 within the current command: seats to be executed, seats who may not be,
        # whether an ally's disaster was revealed, and the seats executed
        self.doomed: set[int] = set()
        self.spared: set[int] = set()
        self.ally_disaster = False
        self.executed: set[int] = set()
        # X-INV-16 within the check in progress: the abilities resolved, the Consequence
        self.abilities: list[str] = []
        self.consequence = False

    def step(self, before: State, event: Event, after: State) -> None:
        """Check the invariants one event must keep."""
        old: BaseGame = before.game
        new: BaseGame = after.game
        if event.tag == "core.command_played":
            self.command_done()
        if not old.set_up:
            return
        self.disasters(before, event)
        self.check_abilities(old, event)
        self.fleet(before, event, after)
        self.civilian_ships(old, event, new)
        self.nukes(old, event, new)
        self.allies(before, event, after)
        if event.tag == "base.once_per_game_used":
            seat = int(event.seat)  # type: ignore[attr-defined]
            self.once[seat] = self.once.get(seat, 0) + 1
            assert self.once[seat] <= 1, f"X-INV-7: seat {seat} used a second once-per-game ability"

    def disasters(self, before: State, event: Event) -> None:
        """X-INV-22: a human player who draws a disaster token is executed in the same step
        (command), a Cylon player never; an ally's disaster executes nobody. A new
        character's 3 tokens are drawn as at set-up, a disaster replaced (X-TRAUMA-21)."""
        top = before.stack[-1] if before.stack else None
        clean = isinstance(top, NewCharacterTrauma)
        revealed = isinstance(event, TraumaDrawn) and any(map(tk.is_disaster, event.revealed))
        if revealed and not clean:
            assert isinstance(event, TraumaDrawn)
            token = STATE.set(before)  # who is a Cylon player, as the rules read it
            try:
                cylon = is_cylon_player(before.game, event.seat)
            finally:
                STATE.reset(token)
            (self.spared if cylon else self.doomed).add(event.seat)
        if isinstance(event, AllyRevealed) and tk.is_disaster(event.token):
            self.ally_disaster = True
        if event.tag == "base.character_executed":
            self.executed.add(int(event.seat))  # type: ignore[attr-defined]

    def check_abilities(self, old: BaseGame, event: Event) -> None:
        """X-INV-16: within one check each Skill Check Ability is resolved at most once; the
        Consequence is resolved iff an SCA card is in the check, whatever the result."""
        if event.tag == "base.check_started":
            self.abilities, self.consequence = [], False
        elif event.tag == "base.check_ability_resolved":
            card = str(event.card)  # type: ignore[attr-defined]
            assert card not in self.abilities, f"X-INV-16: {card} resolved twice in a check"
            self.abilities.append(card)
        elif isinstance(event, ConsequenceResolved):
            self.consequence = True
        elif event.tag == "base.check_finished" and old.check is not None:
            check = old.check
            if consequence_of(check) is not None and check.revealed:
                cards = data()
                sca = any(
                    cards.skill(c.split("@", 1)[0]).skill_check_ability for c in check.revealed
                )
                assert self.consequence == sca, (
                    f"X-INV-16: Consequence {self.consequence} with SCA cards {sca}"
                )

    def command_done(self) -> None:
        """The step (command) is over: X-INV-22's executions happened, or did not."""
        missed = self.doomed - self.executed
        assert not missed, f"X-INV-22: seat {sorted(missed)} drew a disaster, not executed"
        hit = self.spared & self.executed
        assert not hit, f"X-INV-22: Cylon player {sorted(hit)} executed for a disaster"
        if self.ally_disaster and not self.doomed:
            assert not self.executed, f"X-INV-22: an ally's disaster executed {self.executed}"
        self.doomed, self.spared, self.executed = set(), set(), set()
        self.ally_disaster = False

    def fleet(self, before: State, event: Event, after: State) -> None:
        """X-INV-10: the Cylon Fleet board changes only by its own placements and moves."""
        if fb.fleet(before).areas != fb.fleet(after).areas:
            assert isinstance(event, FLEET_EVENTS), f"X-INV-10: {event.tag} changed the board"

    def civilian_ships(self, old: BaseGame, event: Event, new: BaseGame) -> None:
        """X-INV-13: supply + main board + destroyed = 12 (+ those settled on Pegasus's New
        Caprica); only a destruction removes one."""
        lost = civilians(old) - civilians(new)
        if lost and event.tag.startswith(NEW_CAPRICA):
            self.settled += lost  # Pegasus's New Caprica: settled on the planet, or back
            assert self.settled >= 0, f"X-INV-13: {event.tag} brought back ships never settled"
        elif lost:
            assert lost == 1 and event.tag in DESTROYING, (
                f"X-INV-13: {event.tag} took {lost} civilian ship(s) out of supply and board"
            )
            self.destroyed += 1
        total = civilians(new) + self.destroyed + self.settled
        box = data().components.count("civilian_ship")
        assert total == box, f"X-INV-13: {total} civilian ships, not {box}"

    def nukes(self, old: BaseGame, event: Event, new: BaseGame) -> None:
        """X-INV-2: the Admiral's nukes + those next to the board = 3 (the third starts there,
        X-NUKE-1; a fired one goes there, X-NUKE-3; Build Nuke takes one back, X-NUKE-2); they
        move 1 at a time."""
        if self.spent < 0:
            self.spent = NUKES - old.nukes  # as the game is set up
        delta = new.nukes - old.nukes
        if delta:
            assert abs(delta) == 1, f"X-INV-2: {event.tag} took nukes {old.nukes}->{new.nukes}"
            self.spent -= delta
        assert self.spent >= 0, f"X-INV-2: {event.tag} gave a nuke none next to the board"
        assert new.nukes + self.spent == NUKES, f"X-INV-2: {new.nukes} + {self.spent} spent"

    def allies(self, before: State, event: Event, after: State) -> None:
        """X-INV-20: the ally deck only shrinks; X-INV-21: an encounter only in the player's
        own turn, at the end of his Movement step, once a turn."""
        was, now = ns.nebula(before), ns.nebula(after)
        assert set(now.ally_deck) <= set(was.ally_deck), f"X-INV-20: {event.tag} grew the ally deck"
        if isinstance(event, AllyRevealed):
            game: BaseGame = before.game
            assert event.seat == game.current, f"X-INV-21: seat {event.seat} met an ally off turn"
            top = before.stack[-1] if before.stack else None
            assert isinstance(top, ENCOUNTER_FRAMES), f"X-INV-21: an encounter under {top!r}"
            self.met[game.turn] = self.met.get(game.turn, 0) + 1
            assert self.met[game.turn] <= 1, f"X-INV-21: 2 encounters in turn {game.turn}"


def transitions(rules: Rules, events: Sequence[Event]) -> Iterator[tuple[State, Event, State]]:
    """(state before, event, state after) for every event of a log but the first."""
    with using_rules(rules):
        state = engine.apply_event(rules, None, events[0])
        for event in events[1:]:
            after = engine.apply_event(rules, state, event)
            yield state, event, after
            state = after


def walk(rules: Rules, events: Sequence[Event]) -> Walk:
    """Check every event of a log; returns the counts kept."""
    checks = Walk()
    with using_rules(rules):
        for before, event, after in transitions(rules, events):
            checks.step(before, event, after)
        checks.command_done()
    return checks


def walk_game(game: Game) -> Walk:
    """`walk` a played game's log."""
    return walk(game.rules, list(game.events))
