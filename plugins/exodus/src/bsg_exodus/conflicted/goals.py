"""The Personal Goal cards (X-LC-10 to -17): the Action that reveals one, and the resources the
unrevealed ones cost at the end of the game.

The Action is offered at the Action step to a player who is not a Cylon player and holds a
face-down Personal Goal card whose condition is met now (its record's ``reveal_condition``,
`CONDITIONS`). The card is shown to everyone and stays face up with him (X-LC-17); at a distance
of 6 or less a "You Are Not a Cylon" card is shuffled into the loyalty deck and he draws one
card (X-LC-11, -12). Selfish's cost, skill cards of printed strength 20 or more in all, is paid
after the reveal, one card at a time until the total reaches 20. At the final jump (base's
``bsg_base_final_losses``) every unrevealed Personal Goal card a player who is not a Cylon player
holds (a hidden Cylon's too) costs 1 of its ``end_of_game_loss`` resource (X-LC-14, -16).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from bsg_exodus.conflicted.cards import field, is_goal
from bsgcore.base import (
    ActionStep,
    BaseEvent,
    BaseGame,
    Events,
    LoyaltyCardsDrawn,
    LoyaltyDeckChanged,
    ResourceChanged,
    SkillCardsDiscarded,
    action_ban,
    card_name,
    data,
    g,
    is_cylon_player,
    not_a_cylon_cards,
    skill_value,
)
from bsgcore.labels import about
from bsgcore.messages import Command, Decision, Event, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, replace
from bsgcore.state import State

BRIG, SICKBAY = "base.location.brig", "base.location.sickbay"
#: base's ban in the Brig (``action_ban``): its own Actions only, unless a plugin allows one.
BRIG_ACTIONS = "brig"
#: The distance up to which a revealed goal brings a new loyalty card (X-LC-11, -12).
DRAW_UP_TO = 6
SELFISH = "exodus.loyalty.personal_goal_selfish"
SELFISH_TOTAL = 20


def _titles(game: BaseGame, seat: int) -> bool:
    return sum(1 for holder in game.titles.values() if holder == seat) >= 2


def _resolved_distance_one(game: BaseGame, seat: int) -> bool:
    cards = data()
    return any(int(cards.get(d).extra.get("distance", -1)) == 1 for d in game.destinations)


#: Each card's ``reveal_condition``: whether its owner may reveal it now.
CONDITIONS: dict[str, Callable[[BaseGame, int], bool]] = {
    "holds_two_titles": _titles,
    "admiral_has_no_nukes": lambda game, seat: game.nukes == 0,
    "president_in_brig": lambda game, seat: (
        game.president >= 0 and game.players[game.president].location == BRIG
    ),
    "six_vipers_damaged_or_destroyed": lambda game, seat: (
        game.vipers_damaged + game.vipers_destroyed >= 6
    ),
    "self_in_brig_or_sickbay": lambda game, seat: game.players[seat].location in (BRIG, SICKBAY),
    "discard_20_strength": lambda game, seat: (
        sum(skill_value(c) for c in game.players[seat].hand) >= SELFISH_TOTAL
    ),
    "ten_raiders_on_main_board": lambda game, seat: (
        sum(1 for ship in game.cylon_ships if ship.kind == "raider") >= 10
    ),
    "one_distance_destination_resolved": _resolved_distance_one,
}


def condition_of(card: str) -> str:
    """The card's reveal condition (its record's ``reveal_condition``)."""
    return field(card, "reveal_condition")


def face_down(game: BaseGame, seat: int) -> tuple[str, ...]:
    """The seat's Personal Goal cards still face down."""
    player = game.players[seat]
    return tuple(dict.fromkeys(c for c in player.loyalty if is_goal(c) and c not in player.shown))


def revealable(game: BaseGame, seat: int) -> tuple[str, ...]:
    """The goals `seat` may reveal now (X-LC-10): face down, their condition met, and he is no
    Cylon player."""
    if is_cylon_player(game, seat):
        return ()
    return tuple(c for c in face_down(game, seat) if CONDITIONS[condition_of(c)](game, seat))


# -- events, frames, commands -------------------------------------------------------------------


@attrs.frozen
class PersonalGoalRevealed(BaseEvent):
    """`seat` reveals his Personal Goal `card`: it stays face up with him (public)."""

    tag = "exodus.personal_goal_revealed"
    seat: int
    card: str

    def apply(self, game: BaseGame) -> BaseGame:
        player = game.players[self.seat]
        players = list(game.players)
        players[self.seat] = attrs.evolve(player, shown=(*player.shown, self.card))
        return attrs.evolve(game, players=tuple(players))

    def describe(self) -> str:
        return f"seat {self.seat} reveals the Personal Goal {goal_name(self.card)}."


@attrs.frozen
class RevealPersonalGoal(Command):
    """The Action: reveal this Personal Goal card."""

    tag = "exodus.reveal_personal_goal"
    card: str


@attrs.frozen
class SelfishCost(Frame):
    """Selfish's cost: `seat` discards skill cards until their strengths reach 20."""

    tag = "exodus.f.selfish_cost"
    seat: int
    total: int = 0


@attrs.frozen
class DiscardForSelfish(Command):
    """Discard this skill card towards the 20."""

    tag = "exodus.discard_for_selfish"
    card: str


def goal_name(card: str) -> str:
    """The goal's own name (every card is "You Are Not a Cylon")."""
    return field(card, "goal") or card_name(card)


def action_options(state: State, frame: ActionStep) -> list[Command]:
    """One option per goal the seat may reveal now (base's Action bans filter them)."""
    return [RevealPersonalGoal(frame.seat, c) for c in revealable(g(state), frame.seat)]


def reveal_events(game: BaseGame, seat: int, card: str, rng: RandomCursor) -> Events:
    """The reveal, then at distance 6 or less a card in and one drawn (X-LC-11, -12)."""
    events: Events = [PersonalGoalRevealed(seat, card)]
    if game.distance > DRAW_UP_TO:
        return events
    added = not_a_cylon_cards(game, 1, rng)  # from the Not-a-Cylon deck (X-LOY-8)
    deck = tuple(rng.shuffled((*game.loyalty_deck, *added.cards)))
    events += [*added.events, LoyaltyDeckChanged(deck, len(added.cards))]
    return [*events, LoyaltyCardsDrawn(seat, deck[:1])]


def handle_reveal(state: State, cmd: RevealPersonalGoal, rng: RandomCursor) -> Events:
    """The Action is taken (Selfish's cost follows its reveal)."""
    events = reveal_events(g(state), cmd.seat, cmd.card, rng)
    if cmd.card == SELFISH:
        return [*events, replace(SelfishCost(cmd.seat))]
    return [*events, pop()]


def decide_selfish(state: State, frame: SelfishCost) -> Decision:
    """One more card towards the 20."""
    hand = g(state).players[frame.seat].hand
    options: list[Command] = [DiscardForSelfish(frame.seat, c) for c in sorted(set(hand))]
    prompt = (
        f"Selfish: discard skill cards of strength {SELFISH_TOTAL} in all ({frame.total} so far)"
    )
    return Decision.make(frame.seat, "exodus_selfish", prompt, options)


def handle_selfish(state: State, cmd: DiscardForSelfish, rng: RandomCursor) -> Events:
    """Discard it; done at 20 (or with an empty hand)."""
    frame: Any = state.stack[-1]
    total = frame.total + skill_value(cmd.card)
    events: Events = [SkillCardsDiscarded(cmd.seat, (cmd.card,), "Selfish")]
    if total >= SELFISH_TOTAL or len(g(state).players[cmd.seat].hand) == 1:
        return [*events, pop()]
    return [*events, replace(SelfishCost(cmd.seat, total))]


def allowed_in_brig(game: BaseGame, seat: int, command: Command, allowed: bool) -> bool:
    """A loyalty card's Action may be taken in the Brig (as base's reveal as a Cylon, B-BRIG-2):
    Self-Destruction asks for it."""
    if isinstance(command, RevealPersonalGoal) and action_ban(game, seat) == BRIG_ACTIONS:
        return True
    return allowed


def label_reveal(state: State, frame: Any, cmd: RevealPersonalGoal) -> str:
    """The goal revealed (private: only its owner knows it before)."""
    return f"Reveal your Personal Goal {goal_name(cmd.card)}"


def label_selfish(state: State, frame: Any, cmd: DiscardForSelfish) -> str:
    """The card discarded."""
    return f"Discard {card_name(cmd.card)} ({skill_value(cmd.card)})"


prompt_selfish = about("Selfish")


# -- the end of the game ------------------------------------------------------------------------


def final_losses(game: BaseGame, losses: tuple[Event, ...]) -> tuple[Event, ...]:
    """The hook: 1 of its resource for each face-down goal a non-Cylon player holds."""
    own: list[Event] = []
    for seat in range(len(game.players)):
        if is_cylon_player(game, seat):
            continue  # X-LC-16
        for card in game.players[seat].loyalty:
            if is_goal(card) and card not in game.players[seat].shown:
                own.append(ResourceChanged(field(card, "end_of_game_loss"), -1))
    return (*losses, *own)


EVENTS: tuple[type[BaseEvent], ...] = (PersonalGoalRevealed,)
DECISIONS = {SelfishCost: decide_selfish}
HANDLERS = {RevealPersonalGoal: handle_reveal, DiscardForSelfish: handle_selfish}
