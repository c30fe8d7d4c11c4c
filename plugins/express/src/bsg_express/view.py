"""What each Express seat may know: the public table, plus its own hand, rolls and peeks. A bot
that only reads its views gets their unchanged parts shared (`bsgcore.viewparts`)."""

from __future__ import annotations

from typing import Any

from bsg_express import model as m
from bsg_express.model import ACTIVE, ASSIGNED, BOX, ORDER, SPENT, Crisis, Die, ExpressGame
from bsgcore.state import State
from bsgcore.viewparts import view_part, view_part_of

_ZONES = (ACTIVE, ASSIGNED, ORDER, SPENT, BOX)
#: Where a die of each zone and kind is counted in a seat's tally (strong, weak per zone).
_SLOT = {
    (zone, strong): 2 * i + (0 if strong else 1)
    for i, zone in enumerate(_ZONES)
    for strong in (True, False)
}


def _tallies(game: ExpressGame) -> list[tuple[int, ...]]:
    """Each seat's strong and weak dice per zone, flat (`_SLOT`), in one pass over the dice (a
    view is built for every command a bot plays)."""
    tallies = [[0] * (2 * len(_ZONES)) for _ in game.characters]
    seats = len(tallies)
    slot = _SLOT.get
    for d in game.dice:
        if 0 <= d.owner < seats:
            index = slot((d.zone, d.strong))
            if index is not None:
                tallies[d.owner][index] += 1
    return [tuple(t) for t in tallies]


def _counts(tally: tuple[int, ...]) -> dict[str, dict[str, int]]:
    """One seat's dice per zone, from its flat tally."""
    return {
        zone: {"strong": tally[2 * i], "weak": tally[2 * i + 1]} for i, zone in enumerate(_ZONES)
    }


def _player(
    game: ExpressGame, data: m.ExpressData, s: int, tally: tuple[int, ...]
) -> dict[str, Any]:
    """One seat's public part."""
    char = game.characters[s]
    return {
        "seat": s,
        "character": char,
        "name": data.character(char).name,
        "admiral": game.admiral == s,
        "revealed": game.revealed[s],
        "shown_card": game.shown_cards[s],
        "brig": game.brig[s],
        "demoralized": m.is_demoralized(game, s),
        "loyalty_cards": len(game.loyalty[s]),
        "dice": _counts(tally),
    }


def _players(game: ExpressGame, data: m.ExpressData) -> list[dict[str, Any]]:
    """Each seat's public part, each shared while what it reads of the game is unchanged (most
    commands move one seat's dice)."""
    parts = [
        view_part(
            ("express.player", s),
            (
                char,
                game.admiral == s,
                game.revealed[s],
                game.shown_cards[s],
                game.brig[s],
                char in game.demor_placed,
                len(game.loyalty[s]),
                tally,
                data,
            ),
            _player,
            game,
            data,
            s,
            tally,
        )
        for (s, char), tally in zip(enumerate(game.characters), _tallies(game), strict=True)
    ]
    return view_part_of("express.players", tuple(parts), list, parts)


def _rolls(dice: tuple[Die, ...]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The assigned dice, and the dice rolled alone (so public before they are assigned,
    E-INFO-2)."""
    assigned = [
        {"die": d.id, "owner": d.owner, "strong": d.strong, "value": d.value}
        for d in dice
        if d.zone == ASSIGNED
    ]
    shown_rolls = [
        {"die": d.id, "owner": d.owner, "strong": d.strong, "value": d.value}
        for d in dice
        if d.rolled and d.shown
    ]
    return assigned, shown_rolls


def _check(game: ExpressGame) -> dict[str, Any] | None:
    """The skill check under way and its total so far."""
    if game.check is None:
        return None
    ck = game.check
    counted = [d for d in game.dice if d.zone == ASSIGNED and d.id != ck.removed_die]
    from bsg_express.flow import effective_value

    return {
        "kind": ck.kind,
        "difficulty": ck.difficulty,
        "caller": ck.caller,
        "target": ck.target,
        "removed_die": ck.removed_die,
        "total": sum(effective_value(game, ck, d) for d in counted),
    }


def _shared_check(game: ExpressGame, data: m.ExpressData) -> dict[str, Any] | None:
    """`_check`, shared while what its total reads is unchanged: the dice, and the active
    seat's ability (Command, E-CHARS-6); never shared when a plugin's ability rules may read
    more of the game (``ExpressData.ability_rules``)."""
    if game.check is None or data.ability_rules:
        return _check(game)
    sources = (game.check, game.dice, game.active, game.revealed, game.characters, data)
    return view_part_of("express.check", sources, _check, game)


def _crisis(crisis: Crisis | None) -> dict[str, Any] | None:
    """The crisis being resolved (public once chosen)."""
    if crisis is None:
        return None
    return {
        "source": crisis.source,
        "type": crisis.type,
        "difficulty": crisis.difficulty,
        "consequence": crisis.consequence,
        "jump": crisis.jump,
    }


def _public(game: ExpressGame, data: m.ExpressData) -> dict[str, Any]:
    """What every seat sees ("me" left empty), its parts shared while their sources are."""
    assigned, shown_rolls = view_part_of("express.rolls", (game.dice,), _rolls, game.dice)
    raiders = m.raiders(game)
    return {
        "turn": game.turn,
        "active": game.active,
        "admiral": game.admiral,
        "players": view_part_of(
            "express.players",
            (
                game.dice,
                game.characters,
                game.admiral,
                game.revealed,
                game.shown_cards,
                game.brig,
                game.demor_placed,
                game.loyalty,
                data,
            ),
            _players,
            game,
            data,
        ),
        "jump": game.jump,
        "distance": game.distance,
        "prep_flag": game.prep_flag,
        "second_deal_done": game.second_deal_done,
        "loyalty_deck": len(game.loyalty_deck),
        "damage": list(game.damage),
        "damage_pile": len(game.damage_pile),
        "demoralization": list(game.demor_placed),
        "demoralization_pile": len(game.demor_pile),
        "dradis": {"raider": raiders, "colonial": len(game.dradis) - raiders},
        "dradis_pile": len(game.dradis_pile),
        "colonials_lost": game.colonials_lost,
        "crisis": view_part_of("express.crisis", (game.crisis,), _crisis, game.crisis),
        "check": _shared_check(game, data),
        "assigned": assigned,
        "shown_rolls": shown_rolls,
        "me": None,
    }


def _my_dice(dice: tuple[Die, ...], seat: int) -> list[dict[str, Any]]:
    """The seat's own dice with the values it knows."""
    return [
        {
            "id": d.id,
            "strong": d.strong,
            "zone": d.zone,
            "value": d.value if (d.rolled or d.zone == ASSIGNED) else None,
        }
        for d in dice
        if d.owner == seat
    ]


def express_view(state: State, seat: int | None) -> dict[str, Any]:
    """The view of `seat` (None = spectator): public board and, for a seat, its secrets."""
    game: ExpressGame = state.game
    if not game.characters:
        return {}
    data = m.data()
    # The same for every seat; shared while the game value is (bsgcore.viewparts).
    view = dict(view_part_of("express.public", (game, data), _public, game, data))
    if seat is not None:
        mine = {
            "seat": seat,
            "loyalty": list(game.loyalty[seat]),
            "is_cylon": m.is_cylon(game, seat),
            "dice": view_part_of(
                ("express.my_dice", seat), (game.dice,), _my_dice, game.dice, seat
            ),
            "peeks": [
                {"target": p.target, "cards": list(p.cards)} for p in game.peeks if p.viewer == seat
            ],
            "crisis_roll": None,
            "jump_roll": list(game.jump_roll) if game.admiral == seat and game.jump_roll else None,
            "drawn_damage": None,
        }
        if game.crisis_roll and game.active == seat:
            mine["crisis_roll"] = [
                _face(game.crisis_dice[i], face) for i, face in enumerate(game.crisis_roll)
            ]
        if game.drawn_damage and _drawn_by(state) == seat:
            mine["drawn_damage"] = list(game.drawn_damage)
        view["me"] = mine
    return view


def _face(die_id: str, index: int) -> dict[str, Any]:
    face = m.data().crisis_die(die_id).faces[index]
    return {
        "die": die_id,
        "type": face.type,
        "difficulty": face.difficulty,
        "consequence": face.consequence,
        "jump": face.jump,
    }


def _drawn_by(state: State) -> int:
    from bsg_express.frames import NumberTwo

    for frame in reversed(state.stack):
        if isinstance(frame, NumberTwo):
            return frame.seat
    return -1


def status_line(state: State) -> str:
    """One public line with every track: for printouts of a game as it unfolds."""
    game: ExpressGame = state.game
    if not game.characters:
        return ""
    data = m.data()
    brig = [str(s) for s, b in enumerate(game.brig) if b]
    revealed = [str(s) for s, r in enumerate(game.revealed) if r]
    parts = [
        f"jump {game.jump}/{data.jump_track}",
        f"distance {game.distance}",
        f"damage {len(game.damage)}/{len(data.damage)}",
        f"demoralized {len(game.demor_placed)}/{len(data.characters)}",
        f"raiders {m.raiders(game)}/{data.raiders_to_win}",
        f"colonials {len(game.dradis) - m.raiders(game)}",
        f"admiral seat {game.admiral}",
    ]
    if brig:
        parts.append("brig " + ",".join(brig))
    if revealed:
        parts.append("revealed " + ",".join(revealed))
    return " | ".join(parts)
