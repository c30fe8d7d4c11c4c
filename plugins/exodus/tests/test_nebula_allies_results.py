"""The three allies whose results are the part's own ops (exodus.md §11.7, cards/exodus.toml
``[[ally]]``, part ``bsg_exodus.nebula``): Aaron Doral's Quorum draw (allies_results.py),
Anastasia Dualla's civilian ships and Lee Adama's unmanned vipers (allies_space.py); with them
every ally is in the deck and ``bsg cards --missing`` lists nothing for Exodus."""

from __future__ import annotations

import attrs
import pytest
from bsg_exodus.nebula import allies_space as sp
from bsg_exodus.nebula import state as ns
from test_nebula_encounter import ALLY, STAY, at, laid_out, nebula_table, of

from bsgcore import Game
from bsgcore.base import adjacent_areas, hide, missing_cards
from bsgcore.testing import check_no_leaks, random_playout
from bsgcore.testing.scenarios.space import Board, board

ON = {"ionian_nebula": True}
HIDDEN = hide(("x",))[0]  # base's placeholder for a hidden card
DORAL = ALLY + "aaron_doral"  # Administration
DUALLA = ALLY + "anastasia_dee_dualla"  # Communications
APOLLO = ALLY + "lee_apollo_adama"  # Hangar Deck
QUORUM = (
    "base.quorum.arrest_order",
    "base.quorum.food_rationing",
    "base.quorum.inspirational_speech",
)


def not_president(b: Board, seat: int) -> Board:
    """The President title with another seat than `seat`."""
    titles = {**b.game.titles, "president": (seat + 1) % len(b.game.players)}
    return Board(b.rules, b.state.with_game(attrs.evolve(b.game, titles=titles)))


def test_dorals_hope_draws_3_quorum_cards_resolves_1_the_others_to_the_bottom() -> None:
    """Aaron Doral's hope: a player who is not President draws the top 3 Quorum cards in secret,
    resolves the one he picks (its ops run for him), the other 2 go to the bottom of the deck."""
    b = nebula_table()
    seat = b.game.current
    rest = tuple(c for c in b.game.quorum_deck if c not in QUORUM)
    b = laid_out(b, {DORAL: "benevolent"}, quorum_deck=(*QUORUM, *rest))
    b = not_president(at(b, seat, "base.location.administration"), seat)
    b, events = b.play(b.option(STAY))
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("resolve_quorum", seat)
    assert sorted(o.card for o in b.pending.options) == sorted(QUORUM)  # type: ignore[attr-defined]
    [drawn] = [e for e in events if e.tag == "base.quorum_cards_looked_at"]
    assert set(drawn.redacted_for((seat + 1) % 3).cards) == {HIDDEN}  # type: ignore[attr-defined]
    b, events = b.play(b.option("base.resolve_drawn_quorum", card=QUORUM[1]))
    [resolved] = [e for e in events if e.tag == "base.drawn_quorum_resolved"]
    assert resolved.others == (QUORUM[0], QUORUM[2])  # type: ignore[attr-defined]
    while b.pending is not None and b.pending.kind != "action":  # the card's die, its windows
        b, more = b.play(b.pending.options[0])
        events += more
    assert any(e.tag == "base.roll_finished" for e in events)  # Food Rationing's roll ran
    assert b.game.quorum_deck[-2:] == (QUORUM[0], QUORUM[2])
    assert QUORUM[1] not in (*b.game.quorum_deck, *b.game.quorum_hand)


def test_dorals_hope_with_no_quorum_card_left_does_nothing() -> None:
    """No Quorum card in the deck nor the discards: nothing to draw, straight to the Action."""
    b = nebula_table()
    seat = b.game.current
    b = laid_out(b, {DORAL: "benevolent"}, quorum_deck=(), quorum_discard=())
    b, events = at(b, seat, "base.location.administration").play(b.option(STAY))
    assert not [e for e in events if e.tag == "base.quorum_cards_looked_at"]
    assert b.pending is not None and b.pending.kind in ("action", "exodus_seed_ally")


def test_duallas_hope_shows_the_cargo_to_him_then_moves_ships_to_adjacent_areas() -> None:
    """Anastasia Dualla's hope: he sees what each civilian ship on the board carries (the
    others do not), then moves any of them, each once, to an area beside its own, and stops."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {DUALLA: "benevolent"}), seat, "base.location.communications")
    ships = {c.uid: c.area for c in b.game.civilians}
    cargo = dict(zip((c.uid for c in b.game.civilians), b.game.cargo, strict=True))
    assert len(ships) >= 2
    b, events = b.play(b.option(STAY))
    [seen] = of(events, sp.CiviliansInspected)
    assert dict(seen.cargo) == cargo
    other = seen.redacted_for((seat + 1) % 3)
    assert dict(other.cargo).keys() == cargo.keys()  # type: ignore[attr-defined]
    assert set(dict(other.cargo).values()) == {HIDDEN}  # type: ignore[attr-defined]
    assert b.pending is not None and b.pending.kind == "exodus_move_civilians"
    first = min(ships)
    moves = {(o.uid, o.area) for o in b.pending.options if o.tag == "exodus.move_civilian"}  # type: ignore[attr-defined]
    assert moves == {(u, a) for u, area in ships.items() for a in adjacent_areas(area)}
    to = adjacent_areas(ships[first])[0]
    b, _ = b.play(b.option("exodus.move_civilian", uid=first, area=to))
    assert {c.uid: c.area for c in b.game.civilians}[first] == to
    assert b.pending is not None and b.pending.kind == "exodus_move_civilians"
    assert first not in {getattr(o, "uid", None) for o in b.pending.options}  # each once
    b, _ = b.play(b.option("exodus.stop_moving_civilians"))
    assert {u: a for u, a in ((c.uid, c.area) for c in b.game.civilians) if u != first} == {
        u: a for u, a in ships.items() if u != first
    }
    assert b.pending is not None and b.pending.kind in ("action", "exodus_seed_ally")


def with_ships(b: Board, vipers: list[tuple[int, int]], raiders: list[int]) -> Board:
    """Space holds these vipers (area, pilot or -1) and raiders (area), nothing else (the ships
    as base's scenario board places them, uids above the table's)."""
    ships = board(vipers=vipers, cylons=[("raider", a) for a in raiders]).game
    shift = b.game.next_uid
    placed = tuple(attrs.evolve(v, uid=v.uid + shift) for v in ships.vipers)
    cylons = tuple(attrs.evolve(c, uid=c.uid + shift) for c in ships.cylon_ships)
    game = attrs.evolve(
        b.game,
        vipers=placed,
        vipers_reserve=b.game.vipers_reserve + len(b.game.vipers) - len(placed),
        cylon_ships=cylons,
        next_uid=ships.next_uid + shift,
    )
    return Board(b.rules, b.state.with_game(game))


def raiders(b: Board) -> dict[int, int]:
    out: dict[int, int] = {}
    for s in b.game.cylon_ships:
        out[s.area] = out.get(s.area, 0) + 1
    return out


def test_apollos_hope_each_unmanned_viper_may_destroy_a_raider_of_its_area() -> None:
    """Lee Adama's hope: area by area, up to one raider per unmanned viper there (2 unmanned
    vipers, 3 raiders in Echo: 0 to 2); a manned viper does not count (Foxtrot: none asked), nor
    an area without raiders; the player may destroy fewer."""
    b = nebula_table()
    seat = b.game.current
    pilot = (seat + 1) % 3
    b = at(laid_out(b, {APOLLO: "benevolent"}), seat, "base.location.hangar_deck")
    b = with_ships(b, [(5, -1), (5, -1), (6, pilot), (1, -1), (2, -1)], [5, 5, 5, 6, 6, 2])
    b, _ = b.play(b.option(STAY))
    assert b.pending is not None and b.pending.kind == "exodus_strike_raiders"
    assert [o.count for o in b.pending.options] == [0, 1]  # type: ignore[attr-defined]  # Bravo
    b, _ = b.play(b.option("exodus.strike_raiders", count=0))
    assert b.pending is not None and b.pending.kind == "exodus_strike_raiders"
    assert [o.count for o in b.pending.options] == [0, 1, 2]  # type: ignore[attr-defined]  # Echo
    b, events = b.play(b.option("exodus.strike_raiders", count=2))
    assert len([e for e in events if e.tag == "base.cylon_ship_destroyed"]) == 2
    assert raiders(b) == {2: 1, 5: 1, 6: 2}
    assert b.pending is not None and b.pending.kind in ("action", "exodus_seed_ally")


def test_apollos_hope_with_no_unmanned_viper_beside_a_raider_asks_nothing() -> None:
    """No area holds both an unmanned viper and a raider: nothing is asked or destroyed."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {APOLLO: "benevolent"}), seat, "base.location.hangar_deck")
    b = with_ships(b, [(1, -1)], [4])
    b, events = b.play(b.option(STAY))
    assert not [e for e in events if e.tag == "base.cylon_ship_destroyed"]
    assert b.pending is not None and b.pending.kind in ("action", "exodus_seed_ally")


def test_every_ally_is_in_the_deck_and_nothing_is_missing() -> None:
    """All 35 allies are carried out: the set-up leaves none out (no "left out" event), and
    ``bsg cards --missing`` lists nothing for Exodus with Ionian Nebula."""
    game = Game.new("base", plugins=["exodus"], seats=3, seed=5, options=ON)
    while game.pending is not None and game.pending.kind != "movement":
        game.play(game.pending.options[0])
    value = ns.nebula(game.state)
    assert not missing_cards(game.rules)
    assert not any(e.tag == "exodus.allies_left_out" for e in game.events)
    dealt = (*value.ally_deck, *(a for a, _ in value.allies), *value.allies_boxed)
    assert sorted(dealt) == sorted(ns.ALLY_DECK) and len(dealt) == 35


@pytest.mark.parametrize("tag", ["exodus.civilians_inspected", "base.quorum_cards_looked_at"])
def test_the_new_results_keep_secrets_over_a_random_game(tag: str) -> None:
    """Over a random game where Dualla's look at the cargo (or Doral's Quorum draw, or
    Roslin's) happens, no seat's view or events show what it did not see (the kit's leak
    checks, with a scramble)."""
    game = next(
        g
        for seed in range(1, 40)
        for g in [random_playout("base", 3, seed, plugins=["exodus"], options=ON)]
        if any(e.tag == tag for e in g.events)
    )
    check_no_leaks(game, scrambles=1)
