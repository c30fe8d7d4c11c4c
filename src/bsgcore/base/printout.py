"""The base game's lines in the ``bsg play`` printout, for a player of the board game: ships by
type, attacks with their hit or miss, who goes to Sickbay or the Brig and why, checks with each
card's sign. Registered as the game's narrator (`bsgcore.printout`); reads each event with the
public state before and after it, and the spectator's (redacted) event.
"""

from __future__ import annotations

from typing import Any

from bsgcore.base import model as m
from bsgcore.base.dice.rolls import RollFinished
from bsgcore.base.labels.names import name
from bsgcore.base.model import BaseGame
from bsgcore.base.space import board as sp
from bsgcore.base.space import events as se
from bsgcore.base.turn import events as te
from bsgcore.messages import Event
from bsgcore.state import State

BRIG = "base.location.brig"
#: Events that are an attack's hit (anything else resolving the roll is a miss).
HITS = frozenset(
    {
        se.CylonShipDestroyed,
        se.BasestarDamaged,
        se.ViperHit,
        se.CivilianDestroyed,
        se.GalacticaDamaged,
        se.CenturionDestroyed,
    }
)
KINDS = {"raider": "Raider", "heavy_raider": "Heavy raider", "basestar": "Basestar"}


class BaseNarrator:
    """One game's printout lines; remembers an attack whose roll is still open between calls."""

    def __init__(self) -> None:
        self.attack: str | None = None  # the attack rolled, until its outcome is printed
        self.resolving = False  # its roll is finished: the next line is its outcome

    def lines(self, before: State, event: Event, after: State, text: str) -> list[str]:
        """The lines for one event (``text``: its own sentence for the spectator, "" for a quiet
        event, which the narrator may still use, as it does a roll's end)."""
        old: BaseGame = before.game
        new: BaseGame = after.game
        out: list[str] = []
        if isinstance(event, RollFinished) and self.attack is not None:
            self.resolving = True
            return []
        if event.quiet:
            return []
        if self.resolving and self.attack is not None:  # the first line after the roll's end
            verdict = "a hit" if type(event) in HITS else "a miss"
            out.append(f"{_capital(self.attack)}: {verdict}.")
            self.attack, self.resolving = None, False
        if isinstance(event, se.AttackRolled):
            self.attack, self.resolving = f"{event.attacker} attacks {event.target}", False
        out.append(self._sentence(old, new, event, text))
        out += _sent_away(old, new, event, text)
        return [line for line in out if line]

    def finish(self) -> list[str]:
        """Lines owed at the end of a batch of events: an attack whose roll ended with no hit."""
        if self.resolving and self.attack is not None:
            line = f"{_capital(self.attack)}: a miss."
            self.attack, self.resolving = None, False
            return [line]
        return []

    def _sentence(self, old: BaseGame, new: BaseGame, event: Event, text: str) -> str:
        if isinstance(event, se.ShipMoved):
            return f"{_ship(old, event.uid)} moves to {_area(event.area)}."
        if isinstance(event, se.CylonShipDestroyed):
            return f"{_ship(old, event.uid)} is destroyed."
        if isinstance(event, se.ViperLaunched):
            if event.pilot >= 0:
                return f"seat {event.pilot} launches in a viper into {_area(event.area)}."
            return f"An unmanned viper is launched into {_area(event.area)}."
        if isinstance(event, se.ViperHit):
            what = "destroyed" if event.destroyed else "damaged"
            return f"{_ship(old, event.uid)} is {what}."
        if isinstance(event, te.CheckRevealed) and old.check is not None:
            return _check_line(old.check, event)
        return text


def _sent_away(old: BaseGame, new: BaseGame, event: Event, text: str) -> list[str]:
    """Who this event sends to Sickbay or the Brig, and why (when its own line does not say)."""
    if isinstance(event, te.CharacterMoved) or len(old.players) != len(new.players):
        return []
    out = []
    for seat, (was, now) in enumerate(zip(old.players, new.players, strict=True)):
        if now.location == was.location or now.location not in (sp.SICKBAY, BRIG):
            continue
        place = "Sickbay" if now.location == sp.SICKBAY else "the Brig"
        why = _why(old, event, seat, text)
        out.append(f"seat {seat} goes to {place}{why}.")
    return out


def _why(old: BaseGame, event: Event, seat: int, text: str) -> str:
    """Why a seat was sent away: the viper it flew was hit, else the event's own sentence."""
    if isinstance(event, se.ViperHit):
        viper = next((v for v in old.vipers if v.uid == event.uid), None)
        if viper is not None and viper.pilot == seat:
            return f": the viper it flew was {'destroyed' if event.destroyed else 'damaged'}"
    sentence = text.strip().rstrip(".")
    return f" ({sentence})" if sentence else f" ({event.tag.rsplit('.', 1)[-1].replace('_', ' ')})"


def _check_line(check: m.Check, event: te.CheckRevealed) -> str:
    """The check's cards, each with its sign: + for a type the check asks for, - otherwise."""
    cards = []
    for code in event.cards:
        try:
            kind = m.skill_type(code)
            shown = f"{name(code.split('@', 1)[0])} {m.skill_value(code)}"
        except (KeyError, ValueError, IndexError):  # a card hidden from this reader
            cards.append(code)
            continue
        sign = "0" if kind == check.zeroed else "+" if kind in check.skills else "-"
        cards.append(f"{sign}{shown}")
    joined = ", ".join(cards)
    return f"The check totals {event.total} against {check.difficulty}: {event.result} ({joined})."


def _ship(game: BaseGame, uid: int) -> str:
    """A ship by its type and number: ``Raider 13``, ``Viper 20``, ``Civilian ship 4``."""
    for viper in game.vipers:
        if viper.uid == uid:
            return f"Viper {uid}"
    for ship in game.cylon_ships:
        if ship.uid == uid:
            return f"{KINDS.get(ship.kind, ship.kind.replace('_', ' ').capitalize())} {uid}"
    for civilian in game.civilians:
        if civilian.uid == uid:
            return f"Civilian ship {uid}"
    return f"Ship {uid}"


def _area(area: int) -> str:
    return se._name(area).capitalize()


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def narrator(_rules: Any) -> BaseNarrator:
    """A narrator for one printout (the factory `bsgcore.printout` calls)."""
    return BaseNarrator()
