"""The leaders feature's own state and events: each Agenda held (secret), the two Agenda decks
(secret), and the facts Agendas ask about that base does not keep (P-AG-9).

Who is a Cylon Leader is the character's type (``cylon_leader``); whether he Infiltrates is where
he stands (a revealed Leader off the Cylon locations, P-INF-2, -8), so base's value answers both
and the modifier hooks, which see only base's value, can tell. On a location both sides use (New
Caprica's) the place does not tell: there it is what this feature last noted (`infiltrators`,
kept by `InfiltrationNoted` after each move where the place did tell, P-INF-9).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import BaseEvent, BaseGame, current_state, data, hide, replace_player
from bsgcore.frozen import evolve
from bsgcore.messages import Event
from bsgcore.state import State

NAME = "pegasus.leaders"
LEADER_TYPE = "cylon_leader"
SYMPATHETIC_CARD = "pegasus.loyalty.you_are_a_sympathetic_cylon"
HOSTILE, SYMPATHETIC = "hostile", "sympathetic"


@attrs.frozen
class LeadersState:
    """Agendas held as (seat, card), the undealt Agenda decks, seats that played a super
    crisis card (for Mutual Annihilation), the seats Infiltrating as last noted (public)."""

    agendas: tuple[tuple[int, str], ...] = ()
    hostile: tuple[str, ...] = ()
    sympathetic: tuple[str, ...] = ()
    super_crisis_players: tuple[int, ...] = ()
    infiltrators: tuple[int, ...] = ()

    def agenda(self, seat: int) -> str:
        """The Agenda card `seat` holds, or ""."""
        return next((card for s, card in self.agendas if s == seat), "")


def initial(seats: int, options: Any) -> LeadersState:
    """The value a new game starts with."""
    return LeadersState()


def leaders(state: State) -> LeadersState:
    """This feature's value in a state."""
    value: LeadersState = state.plugin(NAME)
    return value


def is_leader(game: BaseGame, seat: int) -> bool:
    """Whether `seat` plays a Cylon Leader (P-CL-1)."""
    character = game.players[seat].character
    return bool(character) and data().character(character).type == LEADER_TYPE


def leader_seats(game: BaseGame) -> tuple[int, ...]:
    """The seats playing a Cylon Leader (at most one, P-CL-2)."""
    return tuple(s for s in range(len(game.players)) if is_leader(game, s))


def is_sympathetic_cylon(game: BaseGame, seat: int) -> bool:
    """Whether `seat` revealed the Sympathetic Cylon card (P-SYM-3)."""
    player = game.players[seat]
    return player.revealed and SYMPATHETIC_CARD in player.shown


def cylon_location(location: str) -> bool:
    """Whether a location is a Cylon location (base's or the overlay's)."""
    cards = data()
    return location in cards.index and getattr(cards.get(location), "side", "") == "cylon"


def shared_location(location: str) -> bool:
    """Whether both sides stand on a location (New Caprica's, P-NCL-3): it does not tell
    whether a Cylon Leader there Infiltrates."""
    cards = data()
    return location in cards.index and getattr(cards.get(location), "side", "") == "both"


def infiltrating(game: BaseGame, seat: int, state: State | None = None) -> bool:
    """A Cylon Leader or Sympathetic Cylon who is revealed and stands off the Cylon locations
    is Infiltrating (P-INF-1, -8, P-SYM-5): it began with the Human Fleet's move onto the ships
    and ends with any move to the Resurrection Ship. On a location both sides use he is as he
    came there (the noted `infiltrators` of `state`, else of the state being computed; none
    known: not Infiltrating), so a Leader who went to the planet from the Cylon locations is a
    Cylon player there and an Infiltrator who went from Galactica is not (P-NCS-3, -4, P-INF-9)."""
    player = game.players[seat]
    if not player.revealed or not (is_leader(game, seat) or is_sympathetic_cylon(game, seat)):
        return False
    if cylon_location(player.location):
        return False
    if not shared_location(player.location):
        return True
    known = state if state is not None else current_state()
    return known is not None and seat in leaders(known).infiltrators


# -- events -------------------------------------------------------------------------------------


def _with(state: State, value: LeadersState) -> State:
    return state.with_plugin(NAME, value)


@attrs.frozen
class LeaderRevealed(BaseEvent):
    """A Cylon Leader starts the game as a revealed Cylon (P-CL-1)."""

    tag = "pegasus.leader_revealed"
    seat: int

    def apply(self, game: BaseGame) -> BaseGame:
        player = evolve(game.players[self.seat], revealed=True)
        return replace_player(game, self.seat, player)

    def describe(self) -> str:
        return f"seat {self.seat} plays a Cylon Leader: a revealed Cylon from the start."


@attrs.frozen
class AgendaDealt(Event):
    """A seat draws a random Agenda card, secretly; `deck` is the rest of that Agenda deck, in
    its shuffled order (P-AG-1, P-SYM-3)."""

    tag = "pegasus.agenda_dealt"
    seat: int
    kind: str
    card: str
    deck: tuple[str, ...]

    def redacted_for(self, seat: int | None) -> Event:
        card = self.card if seat == self.seat else "hidden"
        return AgendaDealt(self.seat, self.kind, card, hide(self.deck))

    def describe(self) -> str:
        return f"seat {self.seat} draws a {self.kind} Agenda card."

    @staticmethod
    def applier(state: State, event: AgendaDealt) -> State:
        value = leaders(state)
        decks = {HOSTILE: value.hostile, SYMPATHETIC: value.sympathetic}
        decks[event.kind] = event.deck
        value = attrs.evolve(
            value,
            agendas=(*value.agendas, (event.seat, event.card)),
            hostile=decks[HOSTILE],
            sympathetic=decks[SYMPATHETIC],
        )
        return _with(state, value)


@attrs.frozen
class AgendaDecksShuffled(Event):
    """The two Agenda decks, shuffled, set beside the board (P-AG-1); secret."""

    tag = "pegasus.agenda_decks_shuffled"
    hostile: tuple[str, ...]
    sympathetic: tuple[str, ...]

    def redacted_for(self, seat: int | None) -> Event:
        return AgendaDecksShuffled(hide(self.hostile), hide(self.sympathetic))

    def describe(self) -> str:
        return "The Agenda decks are shuffled."

    @staticmethod
    def applier(state: State, event: AgendaDecksShuffled) -> State:
        value = attrs.evolve(leaders(state), hostile=event.hostile, sympathetic=event.sympathetic)
        return _with(state, value)


@attrs.frozen
class SuperCrisisNoted(Event):
    """A seat has played a super crisis card (kept for Mutual Annihilation, P-AG-9)."""

    tag = "pegasus.super_crisis_noted"
    seat: int

    def describe(self) -> str:
        return f"seat {self.seat} has played a super crisis card."

    @staticmethod
    def applier(state: State, event: SuperCrisisNoted) -> State:
        value = leaders(state)
        if event.seat in value.super_crisis_players:
            return state
        seats = tuple(sorted((*value.super_crisis_players, event.seat)))
        return _with(state, attrs.evolve(value, super_crisis_players=seats))


@attrs.frozen
class InfiltrationNoted(Event):
    """A move showed whether a seat Infiltrates (onto the ships: yes; onto the Cylon locations:
    no); kept for the locations both sides use, where the place does not tell (P-INF-9)."""

    tag = "pegasus.infiltration_noted"
    seat: int
    infiltrating: bool

    def describe(self) -> str:
        now = "Infiltrating" if self.infiltrating else "not Infiltrating"
        return f"seat {self.seat} is {now}."

    @staticmethod
    def applier(state: State, event: InfiltrationNoted) -> State:
        value = leaders(state)
        seats = set(value.infiltrators) - {event.seat}
        if event.infiltrating:
            seats.add(event.seat)
        return _with(state, attrs.evolve(value, infiltrators=tuple(sorted(seats))))


EVENTS: tuple[type[Event], ...] = (
    AgendaDealt,
    AgendaDecksShuffled,
    SuperCrisisNoted,
    InfiltrationNoted,
)
BASE_EVENTS: tuple[type[BaseEvent], ...] = (LeaderRevealed,)
