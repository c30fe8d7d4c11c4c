"""Who may do what on New Caprica: the Actions (location actions by side, P-NCL-3; attacking
occupation forces, P-AOF; detaining, P-DTN; the Admiral's final order, P-TTL-3), the moves
(P-NCM-*), what base offers that the phase forbids (P-PRE-6, P-DET-10), the redirects to
Detention and the Medical Center (P-DET-1..3, -9) and their passive rules (P-DET-10).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_pegasus.newcaprica import content, flow
from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.newcaprica.state import (
    active,
    in_orbit,
    is_cylon_player,
    nc,
    occupied,
    on_planet,
)
from bsgcore.base import (
    BaseGame,
    Events,
    RunOps,
    current_state,
    cylon_destinations,
    data,
    g,
    modifiers,
    move_events,
    supported,
)
from bsgcore.messages import Command, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import replace
from bsgcore.state import State


def board_of(location: str) -> str:
    """The board a location is on ("" for space and off-board)."""
    cards = data()
    if location in ("", "space", "stranded"):
        return ""
    return str(cards.location(location).board)


def _runs(action: str) -> bool:
    return all(supported(op) for op in data().get(action).effects)


# -- Actions -------------------------------------------------------------------------------------


def action_options(state: State, frame: Frame) -> list[Command]:
    """The New Caprica Actions `frame.seat` may take now (added to base's Action step)."""
    if not active(state):
        return []
    game = g(state)
    seat: int = frame.seat  # type: ignore[attr-defined]
    player = game.players[seat]
    options: list[Command] = []
    if in_orbit(state) and game.admiral == seat:
        options.append(flow.FinalOrder(seat))
    here = player.location
    if not on_planet(here):
        return options
    part = nc(state)
    if is_cylon_player(game, seat):
        if here in part.forces:  # detain a human here (P-DTN-1, -4, -5)
            targets = [
                s
                for s, p in enumerate(game.players)
                if p.location == here and not is_cylon_player(game, s)
            ]
            options += [flow.UseAction(seat, content.DETAIN_ACTION, t) for t in targets]
        side = "cylon"
    else:
        if here in part.forces:  # attack the occupation forces here (P-AOF-1)
            options.append(flow.UseAction(seat, content.ATTACK_ACTION))
        side = "human"
        if here == n.DETENTION:
            options.append(flow.UseAction(seat, content.DETENTION_ACTION))
        if here == n.RESISTANCE_HQ and _runs(content.RESISTANCE_HQ_ACTION):
            on_nc = [s for s, p in enumerate(game.players) if s != seat and on_planet(p.location)]
            options += [flow.UseAction(seat, content.RESISTANCE_HQ_ACTION, t) for t in on_nc]
    action = content.LOCATION_ACTIONS.get((here, side))
    if action is not None and _useful(state, game, seat, here, side):
        options.append(flow.UseAction(seat, action))
    if _allowed(game, seat, here):
        return options
    return [o for o in options if not _activates(o, here)]


def _activates(option: Command, here: str) -> bool:
    """Whether an option is the activation of the location `here` (its printed action)."""
    action = str(getattr(option, "action", ""))
    own = {content.DETENTION_ACTION, content.RESISTANCE_HQ_ACTION}
    return action in own or action in (content.LOCATION_ACTIONS.get((here, s)) for s in SIDES)


SIDES = ("human", "cylon")


def _allowed(game: BaseGame, seat: int, here: str) -> bool:
    """Whether `seat` may activate its New Caprica location, as the abilities that forbid a
    location say (``bsg_base_location_allowed``: Zarek's Convicted Criminal, Detention
    excepted by P-DET-3)."""
    allowed = True
    for modify in modifiers().location_allowed:
        allowed = modify(game, seat, here, allowed)
    return allowed


def _useful(state: State, game: BaseGame, seat: int, here: str, side: str) -> bool:
    """Whether a location's action can do anything now (as base offers only such actions)."""
    part = nc(state)
    if here == n.OCCUPATION_AUTHORITY:
        return side == "cylon" or (
            game.president == seat and bool(game.quorum_deck or game.quorum_discard)
        )
    if here == n.SHIPYARD:
        return bool(part.locked) or (side == "human" and in_orbit(state) and bool(part.prepared))
    if here == n.BREEDERS_CANYON and side == "cylon":
        return bool(game.crisis_deck or game.crisis_discard)
    if here == n.BREEDERS_CANYON:  # the fleet marker is used no more after the return (P-ORB-6)
        return occupied(state)
    return True


def handle_use(state: State, cmd: flow.UseAction, rng: RandomCursor) -> Events:
    """Run the action's ops for the acting player (its chosen target, if any); Detention's are
    run as the location's own, so its check is an activation of Detention (for an ability
    naming the Brig there, P-DET-3)."""
    source = n.DETENTION if cmd.action == content.DETENTION_ACTION else cmd.action
    return [replace(RunOps(source, "effects", cmd.seat, chosen=cmd.target))]


# -- moves ---------------------------------------------------------------------------------------


def _planet_moves(move: Any, game: BaseGame, seat: int, paid: bool) -> list[Command]:
    here = game.players[seat].location
    places = [p for p in n.LOCATIONS if p != here and not data().location(p).hazardous]
    if not paid:
        return [move(seat, p) for p in places]
    cards = sorted(set(game.players[seat].hand))
    return [move(seat, p, c) for p in places for c in cards]


def move_options(move: Any, state: State, frame: Frame) -> list[Command]:
    """Moves onto and about New Caprica (P-NCM-2, -3, -5): free on the planet, one skill card
    from a ship or the Cylon locations after the return; never out of Detention (P-DET-10)."""
    if not active(state):
        return []
    game = g(state)
    seat: int = frame.seat  # type: ignore[attr-defined]
    player = game.players[seat]
    if player.location == n.DETENTION:
        return []
    if on_planet(player.location):
        options = _planet_moves(move, game, seat, False)
        if in_orbit(state) and is_cylon_player(game, seat):  # to the Cylon locations, for a card
            cards = sorted(set(player.hand))
            # base's Cylon locations, never a hazardous one (the overlay's Resurrection Ship,
            # P-FOR-2), and another plugin's as it opens them (Exodus's Basestar Bridge)
            places = cylon_destinations(game, seat)
            options += [move(seat, p, c) for p in places for c in cards]
        return options
    if in_orbit(state) and player.location not in ("space", "stranded", n.BRIG, n.SICKBAY):
        return _planet_moves(move, game, seat, True)
    return []


def forbid(state: State, command: Command) -> str | None:
    """What base offers that the phase forbids: before the return only the planet (P-NCM-1),
    no nuke or viper activation (P-PRE-6, R-222); never Colonial One (P-NCM-4); no moving out
    of Detention (P-DET-10); a Cylon leaves the planet only for a card (P-NCM-5); base's own
    action of a New Caprica location is replaced by this part's."""
    if not active(state):
        return None
    tag = command.tag
    seat = command.seat
    game = g(state)
    here = game.players[seat].location
    if tag == "base.move":
        to = str(getattr(command, "to", ""))
        paid = bool(getattr(command, "discard", ""))
        if here == n.DETENTION:
            return "Nobody may move out of Detention (its action is the way out)."
        if board_of(to) == n.COLONIAL_ONE:
            return "Colonial One is closed during the New Caprica phase (P-NCM-4)."
        if on_planet(to):
            return None
        if occupied(state):
            return "Until Galactica returns, characters stay on New Caprica (P-NCM-1)."
        if is_cylon_player(game, seat) and on_planet(here) and not paid:
            return "Leaving New Caprica for the Cylon locations costs a skill card (P-NCM-5)."
        return None
    if tag in ("base.launch_nuke", "base.activate_own_viper", "base.move_viper"):
        if occupied(state):
            return "Nothing in space may be used until Galactica returns (P-PRE-6)."
    if tag == "base.use_location" and on_planet(str(getattr(command, "location", ""))):
        return "New Caprica's actions are taken as New Caprica Actions."
    return None


# -- redirects and passive rules (hooks that see the base game only) -----------------------------


#: The boards of the ships a character on the planet cannot reach before the return (P-NCM-1).
SHIP_BOARDS = ("base.board.galactica", "base.board.colonial_one", "pegasus.board.pegasus")


def send_to(game: BaseGame, seat: int, reason: str, to: str) -> str:
    """For a character on New Caprica the Brig is Detention (P-DET-2, -3, -4) and Sickbay the
    Medical Center (P-DET-9); before the return a location on Galactica, Colonial One or
    Pegasus is Resistance HQ (P-NCM-1, R-253) and the Resurrection Ship the Medical Center
    (P-DET-1), read from this part's state where base's step gives it (else the redirect
    below catches the move, as it does for a revealed character's, P-INF-9)."""
    if not on_planet(game.players[seat].location):
        return to
    if to == n.BRIG:
        return n.DETENTION
    if to == n.SICKBAY:
        return n.MEDICAL_CENTER
    state = current_state()
    if board_of(to) in SHIP_BOARDS and state is not None and occupied(state):
        return n.RESISTANCE_HQ  # P-NCM-1; e.g. Gaeta's Coup from Detention (X-PEG-20, R-253)
    if to in n.RESURRECTION_SHIPS and state is not None and occupied(state):
        # A revealed character (an Infiltrator, P-INF-9) goes to the Resurrection Ship first,
        # which ends his Infiltration, and `resurrection_redirect` then takes him on.
        return to if game.players[seat].revealed else n.MEDICAL_CENTER
    return to


def ability_location(game: BaseGame, seat: int, location: str) -> str:
    """For a character on New Caprica the Brig his abilities name is Detention (P-DET-3)."""
    if location == n.BRIG and on_planet(game.players[seat].location):
        return n.DETENTION
    return location


def new_character_start(game: BaseGame, seat: int, character: str, location: str) -> str:
    """Where a character chosen after an execution enters during the phase: before the return
    at Resistance HQ, Apollo and Helo included (P-PRE-4, R-203); Boomer sent to the Brig goes
    to Detention when the one she replaces was executed on the planet (P-NEWC-1); after the
    return a start on the closed Colonial One is Resistance HQ too (P-NEWC-5, P-NCM-4)."""
    state = current_state()
    if state is None or not active(state):
        return location
    if location == n.BRIG:
        return n.DETENTION if on_planet(game.players[seat].location) else location
    if occupied(state) or board_of(location) == n.COLONIAL_ONE:
        return n.RESISTANCE_HQ
    return location


def resurrection_redirect(state: State, event: Event) -> Events:
    """Before the return a character sent to the Resurrection Ship (a reveal, an execution) goes
    to the Medical Center instead (P-DET-1); after it, to the Resurrection Ship (P-ORB-8)."""
    if event.tag != "base.character_moved" or not occupied(state):
        return []
    to = str(getattr(event, "to", ""))
    if to not in n.RESURRECTION_SHIPS:
        return []
    seat = int(getattr(event, "seat", -1))
    return move_events(g(state), seat, n.MEDICAL_CENTER, "P-DET-1")


def receive_skills(game: BaseGame, seat: int, draw: Any) -> Any:
    """In the Medical Center only 1 skill card is drawn (P-DET-10, Appendix A.2)."""
    if game.players[seat].location != n.MEDICAL_CENTER:
        return draw
    types = tuple(sorted(set(draw.types) | set(draw.fixed)))
    return attrs.evolve(draw, count=1, types=types, fixed=())


def check_card_limit(game: BaseGame, seat: int, limit: int) -> int:
    """From Detention at most 2 cards go into each skill check (P-DET-10)."""
    return min(limit, 2) if game.players[seat].location == n.DETENTION else limit


def action_allowed(game: BaseGame, seat: int, command: Command, allowed: bool) -> bool:
    """This part's Actions are offered by its own rules (action_options: a Cylon player gets
    the Cylon Actions of New Caprica, H-BOARD-5), whatever base's bans on added Actions say."""
    return allowed or isinstance(command, flow.UseAction | flow.FinalOrder)


def damage_galactica(game: BaseGame, seat: int, count: int, frame: Frame | None) -> Frame | None:
    """While the fleet is on New Caprica, damage to Galactica goes through a step that sees the
    phase (flow.DamageGate: ignored before the return, P-PRE-2)."""
    if not any(on_planet(p.location) for p in game.players):
        return frame
    return flow.DamageGate(seat, count, frame)
