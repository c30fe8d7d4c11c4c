"""The skills invariants over seeded random Pegasus games (pegasus.md §17): each log is replayed
event by event and every Reckless card, Skill Check Ability, Treachery text, Cylon draw and
Movement ability is checked against the state it was played in."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from pegasus_helpers import PLUGINS

from bsgcore import Game, engine
from bsgcore.base import data, is_cylon_player, skill_type
from bsgcore.context import using_rules
from bsgcore.testing import random_playout, sweep_size

RECKLESS_CARDS = {"Support the People", "At Any Cost", "Guts and Initiative", "Jury Rigged"}
RECKLESS_ABILITIES = {"Broadcast Location", "By Your Command", "Special Destiny"}


def _name(code: str) -> str:
    return str(data().get(code.split("@", 1)[0]).name)


def audit(game: Game, seen: Counter[str]) -> None:
    """Replay the game's log and assert P-INV-2..5 and P-INV-26 at each event."""
    rules = game.rules
    state: Any = None
    reckless_cards = 0
    abilities: list[str] = []
    movement_turns: dict[int, int] = {}
    moved_turns: set[int] = set()
    with using_rules(rules):
        for event in game.events:
            before = state
            state = engine.apply_event(rules, state, event)
            if before is None or not hasattr(before.game, "check"):
                continue
            old = before.game
            if event.tag == "base.check_started":
                reckless_cards, abilities = 0, []
            elif event.tag == "pegasus.skill_played":
                name = _name(event.card)  # type: ignore[attr-defined]
                seat = event.seat  # type: ignore[attr-defined]
                treachery = skill_type(event.card) == "treachery"  # type: ignore[attr-defined]
                # A Cylon player, not a revealed one: an Infiltrating Leader is a human player
                # and uses the other decks' text, never Treachery's (P-INF-2).
                assert is_cylon_player(old, seat) == treachery, (
                    "P-INV-4: text used by the wrong side"
                )
                if name in RECKLESS_CARDS and old.check is not None:
                    reckless_cards += 1
                    seen["reckless"] += 1
                    assert reckless_cards <= 1, "P-INV-2: two Reckless cards in one check"
                if event.movement:  # type: ignore[attr-defined]
                    movement_turns[old.turn] = movement_turns.get(old.turn, 0) + 1
            elif event.tag == "pegasus.destiny_top_swapped":
                assert is_cylon_player(old, event.seat), "P-INV-4: God's Plan by a human"  # type: ignore[attr-defined]
                movement_turns[old.turn] = movement_turns.get(old.turn, 0) + 1
            elif event.tag == "base.check_ability_resolved":
                card = event.card  # type: ignore[attr-defined]
                assert card not in abilities, "P-INV-3: an ability resolved twice in one check"
                abilities.append(card)
                if _name(card) in RECKLESS_ABILITIES:
                    seen["ability"] += 1
                    assert "reckless" in old.check_marks, "P-INV-3: a Reckless ability unmarked"
            elif event.tag == "base.character_moved" and event.reason == "movement":  # type: ignore[attr-defined]
                if event.seat == old.current:  # type: ignore[attr-defined]
                    moved_turns.add(old.turn)
            elif event.tag == "core.command_played":
                command = event.command  # type: ignore[attr-defined]
                if command.tag == "base.draw_types":
                    player = old.players[command.seat]
                    leader = data().character(player.character).type == "cylon_leader"
                    if player.revealed and not leader:
                        seen["cylon_draw"] += 1
                        types = list(command.types)
                        assert len(types) == len(set(types)) <= 2, "P-INV-5: one deck twice"
    for turn, uses in movement_turns.items():
        seen["movement"] += uses
        assert uses <= 1, "P-INV-26: two Movement abilities in one turn"
        assert turn not in moved_turns, "P-INV-26: a move and a Movement ability in one turn"


@pytest.mark.rules("P-INV-2", "P-INV-3", "P-INV-4", "P-INV-5", "P-INV-26")
@pytest.mark.parametrize("seats", [4, 5])
def test_random_games_keep_the_skills_invariants(seats: int) -> None:
    """Every check has at most 1 Reckless card and each ability once (Reckless ones only in a
    Reckless check); Treachery text only by Cylon players, the others only by humans; a revealed
    Cylon's chosen draws never take one deck twice; at most one Movement ability a turn, never
    with a move. Across the games each of these situations occurs."""
    seen: Counter[str] = Counter()
    wanted = ("reckless", "ability", "movement", "cylon_draw")
    sample = sweep_size(full=40, sample=12)
    for seed in range(40):  # the sample, then on until every situation has occurred
        if seed >= sample and all(seen[k] for k in wanted):
            break
        game = random_playout("base", seats, 700 + seed, plugins=PLUGINS)
        assert game.state.outcome is not None
        audit(game, seen)
    assert seen["reckless"] and seen["ability"] and seen["movement"] and seen["cylon_draw"], seen
