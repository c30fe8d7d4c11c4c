"""What each base-game seat may know: the public table, plus its own hand and loyalty cards and,
for the President, the Quorum hand (B-INFO-1, B-INFO-2, B-INFO-7)."""

from __future__ import annotations

import operator
from typing import Any

from bsgcore.base import model as m
from bsgcore.base.catalogue.loader import BaseCatalogue
from bsgcore.base.catalogue.vocab import AREAS
from bsgcore.base.model import BaseGame
from bsgcore.base.quorum.cards import destination_chooser
from bsgcore.base.skills.seen import seen_of
from bsgcore.state import State
from bsgcore.viewparts import view_part, view_part_of


def _player(
    game: BaseGame, seat: int, cards: BaseCatalogue, held: dict[int, list[str]]
) -> dict[str, Any]:
    player = game.players[seat]
    name = cards.character(player.character).name if player.character else ""
    return {
        "seat": seat,
        "character": player.character,
        "name": name,
        "location": player.location,
        "titles": held.get(seat, []),  # the lines whose title it holds
        "president": "president" in held.get(seat, ()),
        "admiral": "admiral" in held.get(seat, ()),
        "revealed": player.revealed,
        "skill_cards": len(player.hand),
        "loyalty_cards": len(player.loyalty),
        "shown_loyalty": list(player.shown),
        "super_crises": len(player.super_crises),
        "standing_orders": list(player.standing),
    }


def _space(game: BaseGame) -> list[dict[str, Any]]:
    # One pass over each kind of ship (a view is built for every command a bot plays).
    vipers: dict[int, list[dict[str, Any]]] = {number: [] for number in AREAS}
    cylons: dict[int, list[dict[str, Any]]] = {number: [] for number in AREAS}
    civilians: dict[int, list[int]] = {number: [] for number in AREAS}
    typed = bool(game.viper_stock)  # a plugin's models: each viper's is shown (public)
    for v in game.vipers:
        if v.area in vipers:
            shown: dict[str, Any] = {"uid": v.uid, "pilot": v.pilot}
            if typed:
                shown["model"] = v.model
            vipers[v.area].append(shown)
    for s in game.cylon_ships:
        if s.area in cylons:
            cylons[s.area].append({"uid": s.uid, "kind": s.kind, "damage": len(s.damage)})
    for c in game.civilians:
        if c.area in civilians:
            civilians[c.area].append(c.uid)
    return [
        {
            "area": number,
            "name": name,
            "vipers": vipers[number],
            "cylons": cylons[number],
            "civilians": civilians[number],
        }
        for number, name in AREAS.items()
    ]


def _check(game: BaseGame) -> dict[str, Any] | None:
    """The public part of a skill check: its terms, how many cards each seat added, and the
    cards once revealed (never who added which, B-CHECK-16)."""
    check = game.check
    if check is None:
        return None
    return {
        "source": check.source,
        "difficulty": check.difficulty,
        "partial": check.partial,
        "skills": list(check.skills),
        "target": check.target,
        "destiny": len(check.destiny),
        "added": [len(p) for p in check.played],
        "face_up": check.face_up,
        "zeroed": check.zeroed,
        "face_up_cards": [list(p) for p in check.played] if check.face_up else None,
        "destiny_cards": list(check.destiny) if check.face_up else None,
        "revealed": list(check.revealed),
        "total": check.total if check.result else None,
        "result": check.result,
    }


def _roll(game: BaseGame) -> dict[str, Any] | None:
    """The die being rolled, between its windows (public, dice.py)."""
    roll = game.roll
    if roll is None:
        return None
    return {
        "purpose": roll.purpose,
        "roller": roll.roller,
        "attacker": roll.attacker,
        "target": roll.target,
        "viper": roll.viper,
        "value": roll.value,
        "result": roll.result if roll.value else None,
        "strategic_planning": roll.planned,
    }


#: The game's fields `_table` reads: its part is shared while each of them is unchanged.
_TABLE_FIELDS = (
    "set_up",
    "first_player",
    "turn",
    "current",
    "titles",
    "fuel",
    "food",
    "morale",
    "population",
    "jump_track",
    "distance",
    "nukes",
    "raptors",
    "vipers_reserve",
    "vipers_damaged",
    "vipers_destroyed",
    "viper_stock",
    "centurions",
    "vipers",
    "cylon_ships",
    "civilians",
    "damaged_locations",
    "skill_decks",
    "destiny",
    "destiny_known",
    "crisis_deck",
    "super_crisis_deck",
    "quorum_deck",
    "destination_deck",
    "loyalty_deck",
    "civilian_pile",
    "damage_pile",
    "basestar_damage_pile",
    "crisis_aside",
    "crisis_in_use",
    "skill_discards",
    "crisis_discard",
    "quorum_discard",
    "super_crisis_discard",
    "quorum_hand",
    "quorum_playing",
    "quorum_markers",
    "quorum_removed",
    "quorum_drawn",
    "once_per_game_used",
    "destinations",
    "crisis",
    "in_play",
    "extra_crises",
    "set_aside",
    "sleeper_done",
    "drawn_destinations",
    "held_discards",
)
_table_sources = operator.attrgetter(*_TABLE_FIELDS)


def _public(game: BaseGame, cards: BaseCatalogue) -> dict[str, Any]:
    """What every seat sees of `game` ("me" left empty), each part shared while unchanged: the
    table (`_table`), the players, the check."""
    return {
        **view_part("base.table", _table_sources(game), _table, game),
        "players": view_part_of(
            "base.players", (game.players, game.titles, cards), _players, game, cards
        ),
        "check": view_part_of("base.check", (game.check,), _check, game),
        "roll": view_part_of("base.roll", (game.roll,), _roll, game),
        "me": None,
    }


def _players(game: BaseGame, cards: BaseCatalogue) -> list[dict[str, Any]]:
    """Each seat's public part, each shared while its player and the titles are unchanged."""
    titles = game.titles
    held: dict[int, list[str]] = {}
    for line, holder in titles.items():
        held.setdefault(holder, []).append(line)
    return [
        view_part_of(("base.player", s), (player, titles, cards), _player, game, s, cards, held)
        for s, player in enumerate(game.players)
    ]


def _vipers(game: BaseGame) -> dict[str, Any]:
    """The vipers off the board, and each model's share when a plugin gives the game others."""
    counts: dict[str, Any] = {
        "reserve": game.vipers_reserve,
        "damaged": game.vipers_damaged,
        "destroyed": game.vipers_destroyed,
    }
    if game.viper_stock:
        counts["models"] = [
            {"model": s.model, "reserve": s.reserve, "damaged": s.damaged, "destroyed": s.destroyed}
            for s in game.viper_stock
        ]
    return counts


def _table(game: BaseGame) -> dict[str, Any]:
    """The public table: tracks, ships, decks and piles (reads only `_TABLE_FIELDS`)."""
    return {
        "set_up": game.set_up,
        "first_player": game.first_player,
        "turn": game.turn,
        "current": game.current,
        "titles": dict(game.titles),  # line -> seat holding its title
        "resources": {
            "fuel": game.fuel,
            "food": game.food,
            "morale": game.morale,
            "population": game.population,
        },
        "jump_track": game.jump_track,
        "distance": game.distance,
        "nukes": game.nukes,
        "raptors": game.raptors,
        "vipers": _vipers(game),
        "centurions": list(game.centurions),
        "space": view_part_of(
            "base.space",
            (game.vipers, game.cylon_ships, game.civilians, bool(game.viper_stock)),
            _space,
            game,
        ),
        "damaged_locations": list(game.damaged_locations),
        "decks": _decks(game),
        "discards": view_part_of(
            "base.discards",
            (
                game.skill_discards,
                game.crisis_discard,
                game.quorum_discard,
                game.super_crisis_discard,
            ),
            _discards,
            game,
        ),
        "destiny_known": list(game.destiny_known),  # shown as they went on top, top first
        "quorum_hand": len(game.quorum_hand),
        "quorum_playing": game.quorum_playing,
        "quorum_markers": list(map(list, game.quorum_markers)),
        "quorum_removed": list(game.quorum_removed),
        "quorum_drawn": len(game.quorum_drawn),
        "once_per_game_used": list(game.once_per_game_used),
        "destinations": list(game.destinations),
        "crisis": game.crisis,
        "in_play": list(game.in_play),
        "extra_crises": game.extra_crises,
        "set_aside": list(game.set_aside),
        "sleeper_done": game.sleeper_done,
        "drawn_destinations": len(game.drawn_destinations),
        "held_discards": [s for s, _ in game.held_discards],  # one seat per card, face down
    }


def _decks(game: BaseGame) -> dict[str, Any]:
    """How many cards each deck holds."""
    return {
        "skill": {kind: len(deck) for kind, deck in game.skill_decks.items()},
        "destiny": len(game.destiny),
        "crisis": len(game.crisis_deck),
        "super_crisis": len(game.super_crisis_deck),
        "quorum": len(game.quorum_deck),
        "destination": len(game.destination_deck),
        "loyalty": len(game.loyalty_deck),
        "civilian_pile": len(game.civilian_pile),
        "galactica_damage": len(game.damage_pile),
        "basestar_damage": len(game.basestar_damage_pile),
        **_other_crisis_decks(game),
    }


def _discards(game: BaseGame) -> dict[str, Any]:
    """The face-up discard piles."""
    return {
        "skill": {kind: list(pile) for kind, pile in game.skill_discards.items()},
        "crisis": list(game.crisis_discard),
        "quorum": list(game.quorum_discard),
        "super_crisis": list(game.super_crisis_discard),
    }


def base_view(state: State, seat: int | None) -> dict[str, Any]:
    """The view of `seat` (None = spectator)."""
    game: BaseGame = state.game
    if not game.players:
        return {}
    cards = m.data()
    # The same for every seat; shared while the game value is (bsgcore.viewparts), and so are
    # its own parts while theirs are.
    view = dict(view_part_of("base.public", (game, cards), _public, game, cards))
    if seat is not None:
        player = game.players[seat]
        view["me"] = {
            "seat": seat,
            "hand": list(player.hand),
            "loyalty": list(player.loyalty),
            "super_crises": list(player.super_crises),
            "quorum_hand": list(game.quorum_hand) if game.president == seat else None,
            "quorum_drawn": list(game.quorum_drawn) if game.quorum_drawn_by == seat else None,
            "added_to_check": list(game.check.played[seat]) if game.check else None,
            # (each comprehension skipped when its source is empty, as it mostly is: the same
            # empty value, without a comprehension's frame per view)
            "seen_loyalty": [[t, card] for v, t, card in game.peeks if v == seat]
            if game.peeks
            else [],
            # the bottom cards of hidden decks this seat saw, top first (skills/seen.py)
            "decks_seen": {deck: list(run) for deck, run in seen_of(game, seat).items()}
            if game.decks_seen
            else {},
            "held_discards": [card for s, card in game.held_discards if s == seat]
            if game.held_discards
            else [],
            "destinations_drawn": (
                list(game.drawn_destinations) if destination_chooser(game) == seat else None
            ),
        }
    return view


def status_line(state: State) -> str:
    """One public line with every track, for printouts."""
    game: BaseGame = state.game
    if not game.set_up:
        return ""
    return (
        f"fuel {game.fuel} food {game.food} morale {game.morale} pop {game.population} | "
        f"jump {game.jump_track} distance {game.distance} | "
        + " ".join(f"{line} seat {seat}" for line, seat in game.titles.items())
    )


def _other_crisis_decks(game: BaseGame) -> dict[str, object]:
    """The Crisis decks a plugin supplies (crisis/decks.py): the one in use and each deck set
    aside, with its size; nothing while base's own is the only one."""
    if not game.crisis_aside:
        return {}
    sizes = {name: len(deck) for name, (deck, _) in game.crisis_aside.items()}
    return {"crisis_in_use": game.crisis_in_use, "crisis_aside": sizes}
