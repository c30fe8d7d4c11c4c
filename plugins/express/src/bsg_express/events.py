"""Express events. Each knows how it changes the game (`apply`), what others may see of it
(`redacted_for`) and a sentence for people (`describe`)."""

from __future__ import annotations

from typing import Any, ClassVar

import attrs

from bsg_express import model as m
from bsg_express.model import (
    ACTIVE,
    ASSIGNED,
    BOX,
    ORDER,
    SPENT,
    Check,
    Crisis,
    Die,
    ExpressGame,
    Peek,
)
from bsgcore.frozen import evolve
from bsgcore.labels import describing
from bsgcore.messages import Event
from bsgcore.state import State

HIDDEN = "hidden"


def _hide(items: tuple[str, ...]) -> tuple[str, ...]:
    return (HIDDEN,) * len(items)


@attrs.frozen
class ExpressEvent(Event):
    """An Express event: a pure change of the `ExpressGame`. Its ``describe`` works outside an
    engine call too (`bsgcore.labels.describing`: a fan plugin's characters are named)."""

    tag: ClassVar[str] = "express.event"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("describe")
        if own is not None and not getattr(own, "_describing", False):

            def describe(self: ExpressEvent, _own: Any = own) -> str:
                return describing(_own, self)

            describe._describing = True  # type: ignore[attr-defined]
            describe.__doc__ = own.__doc__
            setattr(cls, "describe", describe)  # noqa: B010 (a class attribute set at class creation)

    def apply(self, game: ExpressGame) -> ExpressGame:
        """The game after this event."""
        raise NotImplementedError

    @classmethod
    def applier(cls, state: State, event: ExpressEvent) -> State:
        """Kernel applier: fold the event into the state's game value."""
        return state.with_game(event.apply(state.game))


# -- setup --------------------------------------------------------------------------------------


@attrs.frozen
class CharactersDealt(ExpressEvent):
    """Characters per seat, the Admiral and the crisis dice in play (E-SETUP-7, -10, -16)."""

    tag = "express.characters_dealt"
    characters: tuple[str, ...]
    admiral: int
    crisis_dice: tuple[str, ...]
    dice: tuple[Die, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        n = len(self.characters)
        return evolve(
            game,
            characters=self.characters,
            admiral=self.admiral,
            crisis_dice=self.crisis_dice,
            dice=self.dice,
            revealed=(False,) * n,
            brig=(False,) * n,
            shown_cards=("",) * n,
            loyalty=((),) * n,
        )

    def describe(self) -> str:
        names = ", ".join(
            f"seat {i}: {m.data().character(c).name}" for i, c in enumerate(self.characters)
        )
        dice = list(self.crisis_dice)
        return f"Characters: {names}. Admiral: seat {self.admiral}. Crisis dice {dice}."


@attrs.frozen
class LoyaltyDealt(ExpressEvent):
    """One secret loyalty card per seat, the rest kept for the second deal (E-SETUP-14, -15)."""

    tag = "express.loyalty_dealt"
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, loyalty=self.hands, loyalty_deck=self.deck)

    def redacted_for(self, seat: int | None) -> Event:
        hands = tuple(h if i == seat else _hide(h) for i, h in enumerate(self.hands))
        return LoyaltyDealt(hands, _hide(self.deck))

    def describe(self) -> str:
        return f"Loyalty cards dealt; {len(self.deck)} kept for the second deal."


@attrs.frozen
class PilesShuffled(ExpressEvent):
    """The DRADIS display and the face-down piles at setup (E-SETUP-4 to -6)."""

    tag = "express.piles_shuffled"
    dradis: tuple[str, ...]
    dradis_pile: tuple[str, ...]
    damage_pile: tuple[str, ...]
    demor_pile: tuple[str, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(
            game,
            dradis=self.dradis,
            dradis_pile=self.dradis_pile,
            damage_pile=self.damage_pile,
            demor_pile=self.demor_pile,
        )

    def redacted_for(self, seat: int | None) -> Event:
        return PilesShuffled(
            self.dradis, _hide(self.dradis_pile), _hide(self.damage_pile), _hide(self.demor_pile)
        )

    def describe(self) -> str:
        return f"DRADIS display: {list(self.dradis)}; piles shuffled."


# -- turn and dice ------------------------------------------------------------------------------


@attrs.frozen
class TurnStarted(ExpressEvent):
    """A seat's turn begins (E-TURN)."""

    tag = "express.turn_started"
    seat: int
    turn: int

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, active=self.seat, turn=self.turn, crisis=None)

    def describe(self) -> str:
        return f"--- Turn {self.turn}: seat {self.seat} ---"


@attrs.frozen
class DiceRecovered(ExpressEvent):
    """Spent dice back to Active (E-TURN-1, E-PASS, E-ACT-ORDER-5)."""

    tag = "express.dice_recovered"
    seat: int
    dice: tuple[int, ...]
    reason: str

    def apply(self, game: ExpressGame) -> ExpressGame:
        return m.replace_dice(
            game, {i: evolve(game.dice[i], zone=ACTIVE, value=0) for i in self.dice}
        )

    def describe(self) -> str:
        return f"seat {self.seat} recovers {len(self.dice)} dice ({self.reason})."


@attrs.frozen
class DiceRolled(ExpressEvent):
    """A roll of a seat's Active dice, private (E-ROLL-1, E-INFO-1) unless one die alone is rolled:
    it must be assigned, so nothing is hidden (E-INFO-2)."""

    tag = "express.dice_rolled"
    seat: int
    dice: tuple[int, ...]
    values: tuple[int, ...]

    @property
    def public(self) -> bool:
        """Whether everyone sees the values: a roll of one die (E-INFO-2)."""
        return len(self.dice) == 1

    def apply(self, game: ExpressGame) -> ExpressGame:
        return m.replace_dice(
            game,
            {
                i: evolve(game.dice[i], value=v, rolled=True, shown=self.public)
                for i, v in zip(self.dice, self.values, strict=True)
            },
        )

    def redacted_for(self, seat: int | None) -> Event:
        if seat == self.seat or self.public:
            return self
        return DiceRolled(self.seat, self.dice, ())

    def describe(self) -> str:
        shown = list(self.values) if self.values else "hidden"
        return f"seat {self.seat} rolls {len(self.dice)} dice: {shown}"


@attrs.frozen
class DiceAssigned(ExpressEvent):
    """Rolled dice placed publicly for the current resolution (E-ROLL-2, E-INFO-4)."""

    tag = "express.dice_assigned"
    seat: int
    dice: tuple[int, ...]
    values: tuple[int, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        return m.replace_dice(
            game,
            {
                i: evolve(game.dice[i], zone=ASSIGNED, value=v, rolled=False, shown=False)
                for i, v in zip(self.dice, self.values, strict=True)
            },
        )

    def describe(self) -> str:
        return f"seat {self.seat} assigns {list(self.values)}"


@attrs.frozen
class DieAssignedUnrolled(ExpressEvent):
    """An Executive Order's die, assigned without rolling (E-ACT-ORDER-1)."""

    tag = "express.die_assigned_unrolled"
    seat: int
    die: int

    def apply(self, game: ExpressGame) -> ExpressGame:
        return m.replace_dice(game, {self.die: evolve(game.dice[self.die], zone=ORDER)})

    def describe(self) -> str:
        return f"seat {self.seat} assigns a die to an Executive Order"


@attrs.frozen
class RollEnded(ExpressEvent):
    """A roll-and-assign sequence is over: unassigned rolled dice stay Active (E-ROLL-7)."""

    tag = "express.roll_ended"
    seat: int

    def apply(self, game: ExpressGame) -> ExpressGame:
        return m.replace_dice(
            game,
            {
                d.id: evolve(d, value=0, rolled=False, shown=False)
                for d in game.dice
                if d.owner == self.seat and d.rolled
            },
        )

    def describe(self) -> str:
        return f"seat {self.seat} stops rolling"


@attrs.frozen
class InitiativeUsed(ExpressEvent):
    """Lee Adama re-rolls instead of assigning (E-CHARS-7)."""

    tag = "express.initiative_used"
    seat: int

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, initiative_turn=game.turn)

    def describe(self) -> str:
        return f"seat {self.seat} uses Initiative to re-roll"


@attrs.frozen
class AssignedSpent(ExpressEvent):
    """Every assigned die goes to its owner's Spent zone, except Reckless dice (E-ROLL-8)."""

    tag = "express.assigned_spent"
    to_active: tuple[int, ...] = ()

    def apply(self, game: ExpressGame) -> ExpressGame:
        keep = set(self.to_active)
        return m.replace_dice(
            game,
            {
                d.id: evolve(d, zone=ACTIVE if d.id in keep else SPENT, value=0)
                for d in game.dice
                if d.zone in (ASSIGNED, ORDER)
            },
        )

    def describe(self) -> str:
        extra = f" ({len(self.to_active)} back to Active by Reckless)" if self.to_active else ""
        return f"assigned dice are spent{extra}"


@attrs.frozen
class RecklessUsed(ExpressEvent):
    """Kara Thrace's Reckless is used this turn (E-CHARS-8)."""

    tag = "express.reckless_used"
    seat: int

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, reckless_turn=game.turn)

    def describe(self) -> str:
        return f"seat {self.seat} is Reckless: her dice return to Active"


@attrs.frozen
class DiceBoxed(ExpressEvent):
    """Dice removed from the game for good (E-ACT-REVEAL-4, E-CCARD-6)."""

    tag = "express.dice_boxed"
    dice: tuple[int, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        return m.replace_dice(
            game,
            {
                i: evolve(game.dice[i], zone=BOX, value=0, rolled=False, shown=False)
                for i in self.dice
            },
        )

    def describe(self) -> str:
        return f"{len(self.dice)} dice go to the box"


# -- actions ------------------------------------------------------------------------------------


@attrs.frozen
class ActionChosen(ExpressEvent):
    """A seat takes an action (E-ACT-0)."""

    tag = "express.action_chosen"
    seat: int
    action: str
    target: int = -1

    def apply(self, game: ExpressGame) -> ExpressGame:
        return game

    def describe(self) -> str:
        target = f" targeting seat {self.target}" if self.target >= 0 else ""
        return f"seat {self.seat} action: {self.action}{target}"


@attrs.frozen
class Passed(ExpressEvent):
    """A seat passes in a skill check (E-CHECK-5)."""

    tag = "express.passed"
    seat: int
    forced: bool

    def apply(self, game: ExpressGame) -> ExpressGame:
        return game

    def describe(self) -> str:
        return f"seat {self.seat} passes" + (" (no dice)" if self.forced else "")


@attrs.frozen
class CheckStarted(ExpressEvent):
    """A skill check begins (E-CHECK-1)."""

    tag = "express.check_started"
    check: Check

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, check=self.check)

    def describe(self) -> str:
        c = self.check
        about = f" on seat {c.target}" if c.target >= 0 else ""
        return f"skill check: {c.kind}{about}, difficulty {c.difficulty}"


@attrs.frozen
class VoteDieRemoved(ExpressEvent):
    """Political Influence takes one assigned die out of a vote's tally (E-CHARS-9)."""

    tag = "express.vote_die_removed"
    seat: int
    die: int

    def apply(self, game: ExpressGame) -> ExpressGame:
        assert game.check is not None
        check = evolve(game.check, removed_die=self.die, influence_done=True)
        return evolve(game, check=check)

    def describe(self) -> str:
        return f"seat {self.seat} uses Political Influence on die {self.die}"


@attrs.frozen
class CheckResolved(ExpressEvent):
    """The check's result against its difficulty (E-CHECK-6, E-CHECK-7)."""

    tag = "express.check_resolved"
    kind: str
    total: int
    difficulty: int
    success: bool

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, check=None)

    def describe(self) -> str:
        verdict = "PASSED" if self.success else "FAILED"
        return f"{self.kind} check {verdict}: {self.total} against {self.difficulty}"


@attrs.frozen
class CrisisRolled(ExpressEvent):
    """The active seat's secret roll of both crisis dice (E-TURN-3a, E-INFO-6)."""

    tag = "express.crisis_rolled"
    seat: int
    faces: tuple[int, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, crisis_roll=self.faces)

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else CrisisRolled(self.seat, ())

    def describe(self) -> str:
        return f"seat {self.seat} rolls the crisis dice"


@attrs.frozen
class CrisisChosen(ExpressEvent):
    """The crisis of the turn is public (E-CRISIS-1, E-CYL-7)."""

    tag = "express.crisis_chosen"
    seat: int
    crisis: Crisis

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, crisis=self.crisis, crisis_roll=())

    def describe(self) -> str:
        c = self.crisis
        origin = "declared by a Cylon" if c.source == "cylon" else f"die {c.source}"
        fan = m.data().crisis_rules.get(c.type)  # a fan crisis type shows its name
        kind = fan.name if fan else c.type
        return (
            f"CRISIS ({origin}): {kind}, difficulty {c.difficulty}, consequence {c.consequence}, "
            f"{c.jump} jump icon(s)"
        )


@attrs.frozen
class NoCrisis(ExpressEvent):
    """A seat in the brig rolls no crisis (E-TURN-3c)."""

    tag = "express.no_crisis"
    seat: int

    def apply(self, game: ExpressGame) -> ExpressGame:
        return game

    def describe(self) -> str:
        return f"seat {self.seat} is in the brig: no crisis this turn"


# -- markers ------------------------------------------------------------------------------------


@attrs.frozen
class DamagePlaced(ExpressEvent):
    """A damage marker from the top of the pile onto Galactica (E-BASESTAR-1)."""

    tag = "express.damage_placed"
    marker: str

    def apply(self, game: ExpressGame) -> ExpressGame:
        pile = list(game.damage_pile)
        pile.remove(self.marker)
        return evolve(game, damage=game.damage + (self.marker,), damage_pile=tuple(pile))

    def describe(self) -> str:
        return f"Galactica damaged: {m.data().damage_marker(self.marker).name}"


@attrs.frozen
class DamageRepaired(ExpressEvent):
    """A damage marker back into the pile, shuffled (E-ACT-REPAIR-2)."""

    tag = "express.damage_repaired"
    marker: str
    pile: tuple[str, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        placed = tuple(x for x in game.damage if x != self.marker)
        return evolve(game, damage=placed, damage_pile=self.pile)

    def redacted_for(self, seat: int | None) -> Event:
        return DamageRepaired(self.marker, _hide(self.pile))

    def describe(self) -> str:
        return f"repaired: {m.data().damage_marker(self.marker).name}"


@attrs.frozen
class DamageDrawnForChoice(ExpressEvent):
    """Number Two: two damage markers drawn, seen by the revealer only (E-CCARD-4)."""

    tag = "express.damage_drawn_for_choice"
    seat: int
    markers: tuple[str, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, drawn_damage=self.markers)

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else DamageDrawnForChoice(self.seat, _hide(self.markers))

    def describe(self) -> str:
        return f"seat {self.seat} draws {len(self.markers)} damage markers to choose from"


@attrs.frozen
class DamageReturned(ExpressEvent):
    """Number Two's unchosen markers back into the pile, shuffled (E-CCARD-4)."""

    tag = "express.damage_returned"
    pile: tuple[str, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, damage_pile=self.pile, drawn_damage=())

    def redacted_for(self, seat: int | None) -> Event:
        return DamageReturned(_hide(self.pile))

    def describe(self) -> str:
        return "the other damage marker goes back into the pile"


@attrs.frozen
class DemoralizationPlaced(ExpressEvent):
    """A demoralization marker out of the pile onto its slot or an unused spot (E-RIOT-3, -4)."""

    tag = "express.demoralization_placed"
    character: str

    def apply(self, game: ExpressGame) -> ExpressGame:
        pile = tuple(x for x in game.demor_pile if x != self.character)
        return evolve(game, demor_placed=game.demor_placed + (self.character,), demor_pile=pile)

    def describe(self) -> str:
        return f"demoralization: {m.data().character(self.character).name}"


@attrs.frozen
class DemoralizationRemoved(ExpressEvent):
    """Raise Morale: a marker back into the pile, shuffled (E-ACT-MORALE-2, -3)."""

    tag = "express.demoralization_removed"
    character: str
    pile: tuple[str, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        placed = tuple(x for x in game.demor_placed if x != self.character)
        return evolve(game, demor_placed=placed, demor_pile=self.pile)

    def redacted_for(self, seat: int | None) -> Event:
        return DemoralizationRemoved(self.character, _hide(self.pile))

    def describe(self) -> str:
        return f"morale raised: {m.data().character(self.character).name} no longer demoralized"


@attrs.frozen
class DradisPlaced(ExpressEvent):
    """The top DRADIS marker turned face up onto the display (E-CONTACT-1)."""

    tag = "express.dradis_placed"
    kind: str

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, dradis=game.dradis + (self.kind,), dradis_pile=game.dradis_pile[1:])

    def describe(self) -> str:
        return f"DRADIS contact: a {self.kind}"


@attrs.frozen
class ColonialDestroyed(ExpressEvent):
    """A new Colonial ship is lost; one Raider returns to the pile, shuffled (E-CONTACT-3a-c)."""

    tag = "express.colonial_destroyed"
    pile: tuple[str, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        display = list(game.dradis)
        del display[len(display) - 1 - display[::-1].index("colonial")]
        display.remove("raider")
        return evolve(
            game,
            dradis=tuple(display),
            dradis_pile=self.pile,
            colonials_lost=game.colonials_lost + 1,
        )

    def redacted_for(self, seat: int | None) -> Event:
        return ColonialDestroyed(_hide(self.pile))

    def describe(self) -> str:
        return "the Colonial ship is destroyed by Raiders; one Raider returns to the pile"


@attrs.frozen
class ShipRemoved(ExpressEvent):
    """A Raider destroyed or a Colonial ship rescued, back into the pile (E-ACT-DRADIS-4b, -5)."""

    tag = "express.ship_removed"
    kind: str
    pile: tuple[str, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        display = list(game.dradis)
        display.remove(self.kind)
        return evolve(game, dradis=tuple(display), dradis_pile=self.pile)

    def redacted_for(self, seat: int | None) -> Event:
        return ShipRemoved(self.kind, _hide(self.pile))

    def describe(self) -> str:
        verb = "destroyed" if self.kind == "raider" else "rescued"
        return f"a {self.kind} is {verb}"


# -- jump ---------------------------------------------------------------------------------------


@attrs.frozen
class PrepFlagSet(ExpressEvent):
    """Prepare the Jump succeeded (E-ACT-PREP-5)."""

    tag = "express.prep_flag_set"

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, prep_flag=True)

    def describe(self) -> str:
        return "the jump is prepared: the next crisis counts at least 1 jump icon"


@attrs.frozen
class JumpAdvanced(ExpressEvent):
    """Jump icons advance the jump preparation track (E-TURN-5)."""

    tag = "express.jump_advanced"
    steps: int
    flag_used: bool

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(
            game, jump=game.jump + self.steps, prep_flag=game.prep_flag and not self.flag_used
        )

    def describe(self) -> str:
        return f"jump preparation +{self.steps}"


@attrs.frozen
class JumpRolled(ExpressEvent):
    """The Admiral's secret jump roll of one strong and one weak die (E-JUMP-3)."""

    tag = "express.jump_rolled"
    seat: int
    values: tuple[int, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, jump_roll=self.values)

    def redacted_for(self, seat: int | None) -> Event:
        return self if seat == self.seat else JumpRolled(self.seat, ())

    def describe(self) -> str:
        return f"the Admiral (seat {self.seat}) rolls for the jump"


@attrs.frozen
class Jumped(ExpressEvent):
    """The fleet jumps: distance +|value|, the track resets (E-JUMP-4, -5, -7)."""

    tag = "express.jumped"
    value: int

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(
            game,
            distance=game.distance + abs(self.value),
            jump=0,
            jump_roll=(),
            jumps=game.jumps + 1,
        )

    def describe(self) -> str:
        return f"FTL JUMP with {self.value:+d}: distance +{abs(self.value)}"


# -- people -------------------------------------------------------------------------------------


@attrs.frozen
class SentToBrig(ExpressEvent):
    """A brig vote succeeded (E-ACT-VOTE-4, E-BRIG-1)."""

    tag = "express.sent_to_brig"
    seat: int

    def apply(self, game: ExpressGame) -> ExpressGame:
        brig = tuple(b or i == self.seat for i, b in enumerate(game.brig))
        kept = game.title_kept or self.seat == game.admiral
        return evolve(game, brig=brig, title_kept=kept)

    def describe(self) -> str:
        return f"seat {self.seat} is sent to the brig"


@attrs.frozen
class Released(ExpressEvent):
    """A seat leaves the brig (E-BRIG-2)."""

    tag = "express.released"
    seat: int

    def apply(self, game: ExpressGame) -> ExpressGame:
        brig = tuple(b and i != self.seat for i, b in enumerate(game.brig))
        return evolve(game, brig=brig)

    def describe(self) -> str:
        return f"seat {self.seat} is released from the brig"


@attrs.frozen
class AdmiralChanged(ExpressEvent):
    """The Admiral title passes on (E-ADM-3)."""

    tag = "express.admiral_changed"
    seat: int

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(game, admiral=self.seat, title_kept=False)

    def describe(self) -> str:
        return f"seat {self.seat} is now the Admiral"


@attrs.frozen
class Revealed(ExpressEvent):
    """A hidden Cylon reveals, showing one Cylon card (E-ACT-REVEAL-2, -6)."""

    tag = "express.revealed"
    seat: int
    card: str

    def apply(self, game: ExpressGame) -> ExpressGame:
        revealed = tuple(r or i == self.seat for i, r in enumerate(game.revealed))
        shown = tuple(self.card if i == self.seat else c for i, c in enumerate(game.shown_cards))
        kept = game.title_kept or self.seat == game.admiral
        return evolve(game, revealed=revealed, shown_cards=shown, title_kept=kept)

    def describe(self) -> str:
        return f"seat {self.seat} REVEALS as a Cylon: {m.data().cylon_card(self.card).name}"


@attrs.frozen
class LoyaltyPeeked(ExpressEvent):
    """Cylon Detector: the viewer secretly sees the target's loyalty cards (E-CHARS-10)."""

    tag = "express.loyalty_peeked"
    viewer: int
    target: int
    cards: tuple[str, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        return evolve(
            game,
            detector_used=True,
            peeks=game.peeks + (Peek(self.viewer, self.target, self.cards),),
        )

    def redacted_for(self, seat: int | None) -> Event:
        if seat == self.viewer:
            return self
        return LoyaltyPeeked(self.viewer, self.target, _hide(self.cards))

    def describe(self) -> str:
        return f"seat {self.viewer} uses Cylon Detector on seat {self.target}"


@attrs.frozen
class SecondDeal(ExpressEvent):
    """One more secret loyalty card to every seat, once (E-LOY-4, -5)."""

    tag = "express.second_deal"
    cards: tuple[str, ...]

    def apply(self, game: ExpressGame) -> ExpressGame:
        hands = tuple(h + (c,) for h, c in zip(game.loyalty, self.cards, strict=True))
        return evolve(game, loyalty=hands, loyalty_deck=(), second_deal_done=True)

    def redacted_for(self, seat: int | None) -> Event:
        return SecondDeal(tuple(c if i == seat else HIDDEN for i, c in enumerate(self.cards)))

    def describe(self) -> str:
        return "SECOND LOYALTY DEAL: every seat receives another card"


EXPRESS_EVENTS: tuple[type[ExpressEvent], ...] = (
    CharactersDealt,
    LoyaltyDealt,
    PilesShuffled,
    TurnStarted,
    DiceRecovered,
    DiceRolled,
    DiceAssigned,
    DieAssignedUnrolled,
    RollEnded,
    InitiativeUsed,
    AssignedSpent,
    RecklessUsed,
    DiceBoxed,
    ActionChosen,
    Passed,
    CheckStarted,
    VoteDieRemoved,
    CheckResolved,
    CrisisRolled,
    CrisisChosen,
    NoCrisis,
    DamagePlaced,
    DamageRepaired,
    DamageDrawnForChoice,
    DamageReturned,
    DemoralizationPlaced,
    DemoralizationRemoved,
    DradisPlaced,
    ColonialDestroyed,
    ShipRemoved,
    PrepFlagSet,
    JumpAdvanced,
    JumpRolled,
    Jumped,
    SentToBrig,
    Released,
    AdmiralChanged,
    Revealed,
    LoyaltyPeeked,
    SecondDeal,
)
