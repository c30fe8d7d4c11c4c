"""Queries and event builders the turn modules share: drawing with reshuffles, succession after a
move, who may be sent where, the teams and the end of the game."""

from __future__ import annotations

from collections.abc import Iterable

from bsgcore.base import model as m
from bsgcore.base.model import BaseGame
from bsgcore.base.modifiers import modifiers
from bsgcore.base.setup.events import SkillCardsDrawn
from bsgcore.base.setup.loyalty import winners
from bsgcore.base.titles.lines import title_lines
from bsgcore.base.turn import events as te
from bsgcore.core_events import GameEnded
from bsgcore.messages import Event
from bsgcore.rng import RandomCursor
from bsgcore.state import State

Events = list[Event]
BRIG, SICKBAY, HANGAR_DECK = te.BRIG, te.SICKBAY, te.HANGAR_DECK
RESOURCES = ("fuel", "food", "morale", "population")


def g(state: State) -> BaseGame:
    """The base game value of a state."""
    game: BaseGame = state.game
    return game


def fold(game: BaseGame, events: Iterable[Event]) -> BaseGame:
    """The game after base events (control events ignored)."""
    for event in events:
        apply = getattr(event, "apply", None)
        if apply is not None:
            game = apply(game)
    return game


def draw_events(game: BaseGame, seat: int, kinds: Iterable[str], rng: RandomCursor) -> Events:
    """Draw the top card of each type's deck in turn, reshuffling an empty deck's discards
    (B-SKILL-7); a type with no card left anywhere gives nothing."""
    out: Events = []
    for kind in kinds:
        if not game.skill_decks[kind]:
            if not game.skill_discards[kind]:
                continue
            reshuffle = te.SkillDeckReshuffled(kind, rng.shuffled(game.skill_discards[kind]))
            out.append(reshuffle)
            game = reshuffle.apply(game)
        drawn = SkillCardsDrawn(seat, (kind,), (game.skill_decks[kind][0],))
        out.append(drawn)
        game = drawn.apply(game)
    return out


def free_seats(game: BaseGame) -> bool:
    """Whether some character who may hold the Admiral title is out of the Brig."""
    return any(
        p.character and not m.is_cylon_player(game, s) and p.location != BRIG
        for s, p in enumerate(game.players)
    )


def title_events(game: BaseGame) -> Events:
    """Succession after a move: the holder of a title that passes on in the Brig (the Admiral)
    hands it (with the nukes) to the highest free character on its line, or to the highest of all
    when none is free (B-SUCC-2, B-SUCC-10, R-131); the lines are data (titles/lines.py)."""
    events: Events = []
    for line in title_lines().values():
        if not line.brig_passes or not line.in_game(game.titles):
            continue
        holder = game.titles[line.name]
        if m.title_eligible(game, holder, line.name, True):
            continue  # still eligible outside the Brig (as the title_eligible hook says)
        new = m.title_holder(game, line.name, line.skip_brig)
        if new != holder:
            changed = te.TitleChanged(line.name, new, "succession")
            events.append(changed)
            game = changed.apply(game)
    return events


def move_events(game: BaseGame, seat: int, to: str, reason: str) -> Events:
    """Move a character and pass on a title lost in the Brig (the Admiral's) if it lands there or
    frees a line. Where he lands is `sent_to` (the ``bsg_base_send_to`` pipeline: a phase's
    redirects)."""
    moved = te.CharacterMoved(seat, sent_to(game, seat, reason, to), reason)
    return [moved, *title_events(moved.apply(game))]


def sent_to(game: BaseGame, seat: int, reason: str, to: str) -> str:
    """Where a character sent to `to` lands: `to`, as the ``bsg_base_send_to`` pipeline leaves it
    (H-BOARD-6: a phase may send those bound for the Brig elsewhere)."""
    for modify in modifiers().send_to:
        to = modify(game, seat, reason, to)
    return to


def ability_location(game: BaseGame, seat: int, location: str) -> str:
    """The location a character ability of `seat`'s naming `location` means now: `location`, as
    the ``bsg_base_ability_location`` pipeline leaves it (P-DET-3: a phase's renamed place)."""
    for modify in modifiers().ability_location:
        location = modify(game, seat, location)
    return location


def can_be_sent(game: BaseGame, seat: int, to: str) -> bool:
    """Who an effect may send to the Brig or Sickbay (R-107, B-BRIG-1, B-SICK-1, B-MOVE-8)."""
    player = game.players[seat]
    if m.is_cylon_player(game, seat) or player.location in (m.STRANDED, BRIG, to):
        return False
    return True


def team_seats(game: BaseGame, side: str) -> tuple[int, ...]:
    """The seats of a side, judged now (B-END-5)."""
    cylon = side == m.CYLONS
    team = tuple(s for s in range(m.seats(game)) if m.is_cylon(game, s) == cylon)
    return winners(game, side, team)


def empty_resource(game: BaseGame) -> str:
    """The first resource at 0, or ""."""
    return next((r for r in RESOURCES if getattr(game, r) <= 0), "")


def cylons_win(game: BaseGame, condition: str, reason: str) -> GameEnded:
    """The Cylons win; every seat holding a Cylon card wins with them (B-END-5)."""
    return GameEnded(m.CYLONS, condition, reason, team_seats(game, m.CYLONS))


def final_losses(game: BaseGame) -> tuple[Event, ...]:
    """What the humans lose as they reach their objective, before the resources are judged
    (``bsg_base_final_losses``; none in base)."""
    losses: tuple[Event, ...] = ()
    for modify in modifiers().final_losses:
        losses = modify(game, losses)
    return losses


def final_jump_events(game: BaseGame) -> list[Event]:
    """The final jump: the plugins' final losses, then the team result (B-END-1, R-102)."""
    losses = final_losses(game)
    return [*losses, final_jump(fold(game, losses))]


def final_jump(game: BaseGame) -> GameEnded:
    """The jump after distance 8: the humans win unless a resource is at 0 (B-END-1, R-102)."""
    empty = empty_resource(game)
    if empty:
        return cylons_win(game, "resource_empty", f"{empty} is at 0 when the fleet reaches Kobol.")
    return GameEnded(
        m.HUMANS,
        "final_jump",
        f"The fleet jumps with {game.distance} distance travelled.",
        team_seats(game, m.HUMANS),
    )


def board_locations(board: str) -> tuple[str, ...]:
    """The locations of a board, in catalogue order."""
    return tuple(m.data().components.boards[board])


def human_locations() -> tuple[str, ...]:
    """The human ships' locations a character may move to: Galactica's and Colonial One's, and
    a plugin's ship's (Pegasus), never a hazardous one (the Brig, Sickbay)."""
    cards = m.data()
    out: list[str] = []
    for board in cards.components.boards:
        out += [
            loc
            for loc in board_locations(board)
            if cards.location(loc).side == "human" and not cards.location(loc).hazardous
        ]
    return tuple(out)


def ship_of(location: str) -> str:
    """The board a location is on ("" for space or stranded)."""
    if location in (m.SPACE, m.STRANDED, ""):
        return ""
    return m.data().location(location).board
