"""Samuel T. Anders (X-CHAR-4 to -6): Star Player, Longshot and Starts on the Bench.

Star Player: an Action (every turn) to discard any number of skill cards, one at a time, then
draw as many of one type of his skill set (`StarPlayer`). Longshot: once per game, on his turn,
he picks a die's result instead of rolling it, after the roll's windows before it; the result is
then neither re-rolled nor modified (`LongshotWindow`, the roll's windows after it skipped).
Starts on the Bench: no skill cards at his first Receive Skills step, at the start of the game
or after he is chosen as a new character (X-EXEC-26: through his player's next turn, as Helo's
stranding, R-203).
"""

from __future__ import annotations

from typing import Any

import attrs

from bsg_exodus.characters.gaeta import ASKED  # one mark: the roll's step has asked
from bsgcore.base import (
    ActionStep,
    BaseEvent,
    BaseGame,
    ChooseDraw,
    Events,
    OncePerGameUsed,
    SkillCardsDiscarded,
    card_name,
    data,
    draw_events,
    g,
    is_cylon_player,
    seats,
    skill_value,
)
from bsgcore.labels import about, humanize
from bsgcore.messages import Command, Decision, Frame
from bsgcore.rng import RandomCursor
from bsgcore.stack import pop, push, replace
from bsgcore.state import State

ANDERS = "exodus.character.samuel_t_anders"
STAR_PLAYER = "exodus.ability.anders_star_player"
LONGSHOT = "exodus.ability.anders_longshot"
BENCH = "exodus.ability.anders_starts_on_the_bench"
D8 = tuple(range(1, 9))
BEFORE, AFTER, DONE = "before", "after", "done"


def anders_seat(game: BaseGame) -> int:
    """The seat playing Anders with his abilities in force (not a revealed Cylon), or -1."""
    for seat, player in enumerate(game.players):
        if player.character == ANDERS and not is_cylon_player(game, seat):
            return seat
    return -1


# -- Starts on the Bench -----------------------------------------------------------------------


def benched(game: BaseGame, seat: int) -> bool:
    """Whether this is his player's first turn since Anders entered (the game's first round, or
    through the next turn after an execution brought him in)."""
    entered = max(
        (x.turn for x in game.executions if x.seat == seat and x.replacement == ANDERS),
        default=0,
    )
    return game.turn <= entered + seats(game)


def receive_skills(game: BaseGame, seat: int, draw: ChooseDraw) -> ChooseDraw:
    """No cards at his first Receive Skills step (the types kept for draws that name none)."""
    if seat != anders_seat(game) or not benched(game, seat):
        return draw
    return attrs.evolve(draw, count=0, fixed=(), types=tuple(sorted({*draw.fixed, *draw.types})))


# -- Star Player -------------------------------------------------------------------------------


@attrs.frozen
class UseStarPlayer(Command):
    """Anders's Action: Star Player."""

    tag = "exodus.use_star_player"


@attrs.frozen
class StarPlayer(Frame):
    """Anders discards skill cards one at a time (`discarded` so far), then picks the type."""

    tag = "exodus.f.star_player"
    seat: int
    discarded: int = 0


@attrs.frozen
class StarPlayerDiscard(Command):
    """Discard this card ("": stop discarding)."""

    tag = "exodus.star_player_discard"
    card: str


@attrs.frozen
class StarPlayerDraw(Frame):
    """Anders picks the one type of his skill set he draws `count` cards of."""

    tag = "exodus.f.star_player_draw"
    seat: int
    count: int


@attrs.frozen
class StarPlayerType(Command):
    """Draw the cards of this type."""

    tag = "exodus.star_player_type"
    type: str


def action_options(state: State, frame: ActionStep) -> list[Command]:
    """Star Player, for Anders holding a card (base's Action bans filter it)."""
    game = g(state)
    seat = frame.seat
    if seat == anders_seat(game) and game.players[seat].hand:
        return [UseStarPlayer(seat)]
    return []


def handle_use(state: State, cmd: UseStarPlayer, rng: RandomCursor) -> Events:
    """The Action is taken: the discards begin."""
    return [replace(StarPlayer(cmd.seat))]


def decide_discard(state: State, frame: StarPlayer) -> Decision:
    """Stop, or one more card (at least one before stopping is not required)."""
    hand = g(state).players[frame.seat].hand
    options: list[Command] = [StarPlayerDiscard(frame.seat, "")]
    options += [StarPlayerDiscard(frame.seat, card) for card in sorted(set(hand))]
    prompt = f"Star Player: discard a skill card ({frame.discarded} so far), or stop"
    return Decision.make(frame.seat, "exodus_star_player", prompt, options)


def handle_discard(state: State, cmd: StarPlayerDiscard, rng: RandomCursor) -> Events:
    """Discard and ask again; when done (or the hand is empty) pick the type to draw."""
    frame: Any = state.stack[-1]
    if not cmd.card:
        return [finish(frame.seat, frame.discarded)]
    events: Events = [SkillCardsDiscarded(cmd.seat, (cmd.card,), "Star Player")]
    if len(g(state).players[cmd.seat].hand) == 1:
        return [*events, finish(cmd.seat, frame.discarded + 1)]
    return [*events, replace(StarPlayer(cmd.seat, frame.discarded + 1))]


def finish(seat: int, count: int) -> Any:
    """The type choice, or nothing to draw."""
    return replace(StarPlayerDraw(seat, count)) if count else pop()


def own_types(game: BaseGame, seat: int) -> tuple[str, ...]:
    """The types of Anders's skill set."""
    return tuple(sorted(data().character(game.players[seat].character).skill_types))


def decide_type(state: State, frame: StarPlayerDraw) -> Decision:
    """One type of his skill set."""
    options: list[Command] = [
        StarPlayerType(frame.seat, kind) for kind in own_types(g(state), frame.seat)
    ]
    prompt = f"Star Player: draw {frame.count} skill card(s) of one type"
    return Decision.make(frame.seat, "exodus_star_player_type", prompt, options)


def handle_type(state: State, cmd: StarPlayerType, rng: RandomCursor) -> Events:
    """Draw them."""
    frame: Any = state.stack[-1]
    return [*draw_events(g(state), cmd.seat, (cmd.type,) * frame.count, rng), pop()]


def label_discard(state: State, frame: Any, cmd: StarPlayerDiscard) -> str:
    """The card discarded, or the end of the discards."""
    if not cmd.card:
        return "Stop discarding"
    return f"Discard {card_name(cmd.card)} ({skill_value(cmd.card)})"


def label_type(state: State, frame: Any, cmd: StarPlayerType) -> str:
    """The type drawn."""
    return f"Draw {humanize(cmd.type)}"


prompt_star_player = about("Star Player")


# -- Longshot ----------------------------------------------------------------------------------


@attrs.frozen
class LongshotWindow(Frame):
    """On his turn Anders may pick the die's result instead of rolling (Longshot)."""

    tag = "exodus.f.longshot"
    seat: int


@attrs.frozen
class UseLongshot(Command):
    """Pick this result (0: roll the die)."""

    tag = "exodus.use_longshot"
    value: int


@attrs.frozen
class LongshotChosen(BaseEvent):
    """The die shows the result Anders picked (Longshot)."""

    tag = "exodus.longshot_chosen"
    seat: int
    value: int

    def apply(self, game: BaseGame) -> BaseGame:
        if game.roll is None:
            return game
        return attrs.evolve(game, roll=attrs.evolve(game.roll, value=self.value))

    def describe(self) -> str:
        return f"seat {self.seat} picks {self.value} for the die (Longshot)."


def longshot_open(game: BaseGame) -> int:
    """Anders's seat when he may use Longshot now (his turn, unused), else -1."""
    seat = anders_seat(game)
    if seat < 0 or seat != game.current or LONGSHOT in game.once_per_game_used:
        return -1
    return seat


def wrap_roll(step: Any, state: State, frame: Any, rng: RandomCursor) -> Events:
    """When the die is about to be rolled (its windows before it done), Anders is asked once."""
    if frame.stage != BEFORE or frame.index == ASKED:
        return list(step(state, frame, rng))
    events: Events = list(step(state, frame, rng))
    rolling = len(events) == 2 and events[-1] == replace(attrs.evolve(frame, stage=AFTER, index=0))
    seat = longshot_open(g(state))
    if not rolling or seat < 0:
        return events
    return [replace(attrs.evolve(frame, index=ASKED)), push(LongshotWindow(seat))]


def decide_longshot(state: State, frame: LongshotWindow) -> Decision:
    """Roll, or one of the 8 results."""
    options: list[Command] = [UseLongshot(frame.seat, v) for v in (0, *D8)]
    roll = g(state).roll
    purpose = roll.purpose if roll is not None else "the die"
    what = card_name(purpose) if "." in purpose else purpose
    prompt = f"Longshot: pick the result instead of rolling ({what})?"
    return Decision.make(frame.seat, "exodus_longshot", prompt, options)


def handle_longshot(state: State, cmd: UseLongshot, rng: RandomCursor) -> Events:
    """Roll as usual, or the picked result, past the windows after the roll."""
    if not cmd.value:
        return [pop()]
    below: Any = state.stack[-2]  # the roll's own step (base's RollStep)
    return [
        OncePerGameUsed(cmd.seat, LONGSHOT),
        LongshotChosen(cmd.seat, cmd.value),
        pop(),
        replace(attrs.evolve(below, stage=DONE, index=ASKED)),
    ]


def label_longshot(state: State, frame: Any, cmd: UseLongshot) -> str:
    """The result picked, or the roll."""
    return f"Pick {cmd.value}" if cmd.value else "Roll the die"


prompt_longshot = about("Longshot")
