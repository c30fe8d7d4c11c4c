"""What each Express seat may know: the public table, plus its own hand, rolls and peeks."""

from __future__ import annotations

from typing import Any

from bsg_express import model as m
from bsg_express.model import ACTIVE, ASSIGNED, BOX, ORDER, SPENT, ExpressGame
from bsgcore.state import State

_ZONES = (ACTIVE, ASSIGNED, ORDER, SPENT, BOX)


def _counts(game: ExpressGame) -> list[dict[str, dict[str, int]]]:
    """Each seat's strong and weak dice per zone, in one pass over the dice (a view is built
    for every command a bot plays)."""
    tallies = [{zone: [0, 0] for zone in _ZONES} for _ in game.characters]
    seats = len(tallies)
    for d in game.dice:
        if 0 <= d.owner < seats:
            tally = tallies[d.owner].get(d.zone)
            if tally is not None:
                tally[0 if d.strong else 1] += 1
    return [
        {zone: {"strong": strong, "weak": weak} for zone, (strong, weak) in seat.items()}
        for seat in tallies
    ]


def _players(game: ExpressGame, data: m.ExpressData) -> list[dict[str, Any]]:
    """Each seat's public part."""
    counts = _counts(game)
    return [
        {
            "seat": s,
            "character": char,
            "name": data.character(char).name,
            "admiral": game.admiral == s,
            "revealed": game.revealed[s],
            "shown_card": game.shown_cards[s],
            "brig": game.brig[s],
            "demoralized": m.is_demoralized(game, s),
            "loyalty_cards": len(game.loyalty[s]),
            "dice": counts[s],
        }
        for s, char in enumerate(game.characters)
    ]


def express_view(state: State, seat: int | None) -> dict[str, Any]:
    """The view of `seat` (None = spectator): public board and, for a seat, its secrets."""
    game: ExpressGame = state.game
    if not game.characters:
        return {}
    data = m.data()
    players = _players(game, data)
    assigned = [
        {"die": d.id, "owner": d.owner, "strong": d.strong, "value": d.value}
        for d in game.dice
        if d.zone == ASSIGNED
    ]
    shown_rolls = [  # rolled alone, so public before it is assigned (E-INFO-2)
        {"die": d.id, "owner": d.owner, "strong": d.strong, "value": d.value}
        for d in game.dice
        if d.rolled and d.shown
    ]
    check = None
    if game.check is not None:
        ck = game.check
        counted = [d for d in game.dice if d.zone == ASSIGNED and d.id != ck.removed_die]
        from bsg_express.flow import effective_value

        check = {
            "kind": ck.kind,
            "difficulty": ck.difficulty,
            "caller": ck.caller,
            "target": ck.target,
            "removed_die": ck.removed_die,
            "total": sum(effective_value(game, ck, d) for d in counted),
        }
    crisis = None
    if game.crisis is not None:
        cr = game.crisis
        crisis = {
            "source": cr.source,
            "type": cr.type,
            "difficulty": cr.difficulty,
            "consequence": cr.consequence,
            "jump": cr.jump,
        }
    view: dict[str, Any] = {
        "turn": game.turn,
        "active": game.active,
        "admiral": game.admiral,
        "players": players,
        "jump": game.jump,
        "distance": game.distance,
        "prep_flag": game.prep_flag,
        "second_deal_done": game.second_deal_done,
        "loyalty_deck": len(game.loyalty_deck),
        "damage": list(game.damage),
        "damage_pile": len(game.damage_pile),
        "demoralization": list(game.demor_placed),
        "demoralization_pile": len(game.demor_pile),
        "dradis": {"raider": m.raiders(game), "colonial": len(game.dradis) - m.raiders(game)},
        "dradis_pile": len(game.dradis_pile),
        "colonials_lost": game.colonials_lost,
        "crisis": crisis,
        "check": check,
        "assigned": assigned,
        "shown_rolls": shown_rolls,
        "me": None,
    }
    if seat is not None:
        mine = {
            "seat": seat,
            "loyalty": list(game.loyalty[seat]),
            "is_cylon": m.is_cylon(game, seat),
            "dice": [
                {
                    "id": d.id,
                    "strong": d.strong,
                    "zone": d.zone,
                    "value": d.value if (d.rolled or d.zone == ASSIGNED) else None,
                }
                for d in m.dice_of(game, seat)
            ],
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
