"""The Exodus invariants of exodus.md §13 (X-INV-n) that hold in every state, checked by the
conformance kit (``bsg_check_invariants``, docs/hooks.md) on every state it checks.

The other parts check their own pieces (the Cylon Fleet board, X1-FLEET-4 and the pursuit
marker, in ``bsg_exodus.fleet``; the trauma tokens, X-TRAUMA, in ``bsg_exodus.nebula``). This part
checks the invariants that span several parts or constrain a pending decision: the Quorum limit
as a turn begins (X-INV-3), the loyalty deck after the Sleeper Agent phase (X-INV-5), the CAG's
choice of an area for a civilian ship (X-INV-14), the allies on the board (X-INV-20) and the
Basestar Bridge's two abilities (X-INV-27). A part of the Exodus plugin (``PLUGIN.parts``).

Every message starts with the invariant's id.
"""

from __future__ import annotations

from bsg_exodus.conflicted.cards import is_goal
from bsg_exodus.fleet import bridge
from bsg_exodus.fleet import reinforce as rf
from bsg_exodus.loyalty import BOOMER, has_cylon_leader
from bsg_exodus.nebula import allies, encounter
from bsg_exodus.nebula import state as ns
from bsg_exodus.rules import QUORUM_HAND_LIMIT
from bsgcore import hookimpl
from bsgcore.base import BaseGame, MovementStep
from bsgcore.state import State

#: The Cylon Fleet board's main-board areas (the CAG chooses among them).
AREAS = tuple(range(1, 7))
#: The frames under which an ally card is between its token and the next (X-ALLY-12..14, -33).
ALLY_FRAMES = (encounter.ReplaceAlly, encounter.SeedAlly, encounter.ChooseSeeder)


def check_quorum_limit(state: State, game: BaseGame) -> None:
    """X-INV-3 (X-QUO-1, -2): the President holds at most 10 Quorum cards as every turn begins
    (the previous turn's end discarded the excess)."""
    top = state.stack[-1] if state.stack else None
    if isinstance(top, MovementStep) and top.seat == game.current and game.set_up:
        held = len(game.quorum_hand)
        assert held <= QUORUM_HAND_LIMIT, f"X-INV-3: the President holds {held} Quorum cards"


def sleeper_remainder(game: BaseGame) -> int | None:
    """The loyalty cards X-INV-5 leaves in the deck after the Sleeper Agent phase: 1, and 1 more
    when Boomer was dealt a single card there (revealed before it, X-CYL-5); None when the
    invariant says nothing (before the phase, after an execution, a Personal Goal reveal or a
    card put into the game, with a Cylon Leader's recipe)."""
    if not game.sleeper_done or game.executions or game.loyalty_added or has_cylon_leader(game):
        return None
    if any(is_goal(card) for p in game.players for card in p.shown):
        return None
    boomer = next((p for p in game.players if p.character == BOOMER), None)
    # Boomer hidden at the phase holds her set-up card and 2 from it; revealed, fewer
    short = boomer is not None and boomer.revealed and len(boomer.loyalty) < 3
    return 1 + int(short)


def check_sleeper_deck(game: BaseGame) -> None:
    """X-INV-5: exactly 1 card left in the loyalty deck after the Sleeper Agent deal (2 if Boomer
    had revealed before it), while no execution and no Personal Goal reveal changed it."""
    want = sleeper_remainder(game)
    if want is not None:
        left = len(game.loyalty_deck)
        assert left == want, f"X-INV-5: {left} loyalty cards left after the Sleeper Agent phase"


def check_cag_areas(state: State, game: BaseGame) -> None:
    """X-INV-14 (X-CAG-11): the areas offered to the CAG for a civilian ship hold none, unless
    every area holds one."""
    top = state.stack[-1] if state.stack else None
    if not isinstance(top, rf.ChooseCivilianArea):
        return
    taken = {c.area for c in game.civilians}
    empty = [a for a in AREAS if a not in taken]
    offered = sorted(o.area for o in rf.decide_area(state, top).options)  # type: ignore[attr-defined]
    assert offered == (empty or list(AREAS)), (
        f"X-INV-14: the CAG is offered areas {offered}, the empty ones are {empty}"
    )


def check_allies(state: State, game: BaseGame) -> None:
    """X-INV-20: at most 3 ally cards on the board, each with 1 trauma token and showing no
    character played or executed; every ally card is in play, in the deck or boxed, once."""
    value = ns.nebula(state)
    cards = [card for card, _ in value.allies]
    assert len(cards) <= allies.IN_PLAY, f"X-INV-20: {len(cards)} allies on the board"
    # an ally being replaced or seeded (its encounter resolving, X-ALLY-12..14) lacks its token
    going = {f.ally for f in state.stack if isinstance(f, ALLY_FRAMES)}
    # a game that ends mid-encounter (its result cost the last morale, say) seeds no new ally
    over = state.outcome is not None
    bare = [card for card, token in value.allies if not (token or over) and card not in going]
    assert not bare, f"X-INV-20: ally {bare} without its trauma token"
    shown = [card for card in cards if card not in going and not allies.valid(game, card)]
    assert not shown, f"X-INV-20: ally {shown} shows a character played or executed"
    every = sorted((*cards, *value.ally_deck, *value.allies_boxed))
    assert every == sorted(ns.ALLY_DECK), "X-INV-20: ally cards lost or duplicated"


def check_bridge(state: State) -> None:
    """X-INV-27 (X-BRIDGE-4): the Basestar Bridge's action is offered only as two different
    abilities."""
    top = state.stack[-1] if state.stack else None
    if isinstance(top, bridge.ChooseBridgeAbilities):
        options = bridge.decide_abilities(state, top).options
        same = [o for o in options if o.first == o.second]  # type: ignore[attr-defined]
        assert options and not same, f"X-INV-27: Bridge options {same or options}"


@hookimpl
def bsg_check_invariants(state: State) -> None:
    """X-INV-3, -5, -14, -20, -27 of a base game with Exodus."""
    if state.ruleset != "base":
        return
    game: BaseGame = state.game
    if not game.players or not game.set_up:
        return
    if state.outcome is None:
        check_quorum_limit(state, game)
        check_cag_areas(state, game)
        check_bridge(state)
    check_sleeper_deck(game)
    if ns.nebula(state).used:
        check_allies(state, game)
