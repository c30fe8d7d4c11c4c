"""The Cylon Leaders' sheets (P-CL-10, -11, Appendix A.4): Cavil's Primacy, Aggressive Tactics and
Lies and Secrets; Leoben's Glimpse the Face of God, Cryptic Message and Clouded."""

from __future__ import annotations

import pytest
from bsg_pegasus.leaders import abilities as ab
from leaders_helpers import CAVIL, LEOBEN, leader_table, seat_of

from bsgcore.base import g
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import edits


def at(b, frame_tag, seat):  # type: ignore[no-untyped-def]
    frame = b.rules.registry.tags[frame_tag]
    return edits.at_step(b, frame(seat))


@pytest.mark.rules("P-CL-11")
def test_primacy_places_a_basestar_raiders_and_a_civilian() -> None:
    b = leader_table(5, CAVIL)
    seat = seat_of(b.game, CAVIL)
    basestars = sum(s.kind == "basestar" for s in b.game.cylon_ships)
    b = at(b, "base.f.action", seat)
    b, _ = b.play(ab.LeaderAbility(seat, ab.PRIMACY))
    raiders = sum(s.kind == "raider" and s.area == ab.FRONT for s in b.game.cylon_ships)
    for _ in range(2):  # yes to the raiders, yes to the civilian ship
        assert b.pending is not None and b.pending.kind == "choose_optional"
        b, _ = b.play(b.option("base.pick", value=1))
    game = b.game
    assert sum(s.kind == "basestar" for s in game.cylon_ships) == basestars + 1
    assert sum(s.kind == "raider" and s.area == ab.FRONT for s in game.cylon_ships) == raiders + 3
    assert any(c.area == ab.BEHIND for c in game.civilians)
    check_invariants(b.rules, b.state, at_rest=False)


def test_primacy_with_both_basestars_out_may_remove_one() -> None:
    b = leader_table(5, CAVIL)
    seat = seat_of(b.game, CAVIL)
    b = at(b, "base.f.action", seat)
    b, _ = b.play(ab.LeaderAbility(seat, ab.PRIMACY))
    b, _ = b.play(b.option("base.pick", value=0))
    b, _ = b.play(b.option("base.pick", value=0))
    b = at(b, "base.f.action", seat)
    b, _ = b.play(ab.LeaderAbility(seat, ab.PRIMACY))
    assert b.pending is not None and b.pending.kind == "choose_remove_basestar"
    uid = next(o.value for o in b.pending.options if o.value >= 0)
    b, _ = b.play(b.option("base.pick", value=uid))
    assert all(s.uid != uid for s in b.game.cylon_ships)


def test_aggressive_tactics_gives_two_actions_once() -> None:
    b = leader_table(5, CAVIL)
    seat = seat_of(b.game, CAVIL)
    b = at(b, "base.f.movement", seat)
    assert ab.LeaderAbility(seat, ab.AGGRESSIVE) in b.pending.options
    b, _ = b.play(ab.LeaderAbility(seat, ab.AGGRESSIVE))
    assert b.pending is not None and b.pending.kind == "action"
    assert ab.AGGRESSIVE in b.game.once_per_game_used
    b = at(b, "base.f.movement", seat)
    assert ab.LeaderAbility(seat, ab.AGGRESSIVE) not in b.pending.options


def test_lies_and_secrets_discards_cavils_hand_on_a_reveal() -> None:
    b = leader_table(5, CAVIL)
    seat = seat_of(b.game, CAVIL)
    if b.pending is not None and b.pending.kind == "choose_draw":  # engineering or Treachery
        b, _ = b.play(b.pending.options[0])
    assert b.game.players[seat].hand
    other = next(s for s in range(5) if s != seat)
    b = edits.holding(b, other, "base.loyalty.you_are_a_cylon_morale")
    b = at(b, "base.f.action", other)
    b, _ = b.play(b.option("base.reveal_cylon", card="base.loyalty.you_are_a_cylon_morale"))
    assert b.game.players[seat].hand == ()


def test_glimpse_takes_two_destiny_cards_and_puts_two_back() -> None:
    b = leader_table(5, LEOBEN)
    seat = seat_of(b.game, LEOBEN)
    destiny = b.game.destiny
    hand = b.game.players[seat].hand
    b = at(b, "base.f.movement", seat)
    b, _ = b.play(ab.LeaderAbility(seat, ab.GLIMPSE))
    assert set(destiny[:2]) <= set(b.game.players[seat].hand)
    back = hand[:1] + destiny[:1] if hand else destiny[:2]
    for card in back:
        b, _ = b.play(ab.PutOnDestiny(seat, card))
    game = b.game
    assert len(game.destiny) == len(destiny)
    assert sorted(game.destiny[:2]) == sorted(back)
    assert b.pending is None or b.pending.kind != "return_to_destiny"


def test_cryptic_message_swaps_hands_once_per_game() -> None:
    b = leader_table(5, LEOBEN)
    seat = seat_of(b.game, LEOBEN)
    other = (seat + 1) % 5
    mine, theirs = b.game.players[seat].hand, b.game.players[other].hand
    b = at(b, "base.f.action", seat)
    b, events = b.play(ab.LeaderAbility(seat, ab.CRYPTIC, other))
    assert b.game.players[seat].hand == theirs and b.game.players[other].hand == mine
    assert ab.CRYPTIC in b.game.once_per_game_used
    swapped = next(e for e in events if e.tag == "pegasus.hands_swapped")
    assert "hidden" in swapped.redacted_for((seat + 2) % 5).given or not mine


def test_clouded_keeps_leoben_out_of_occupied_locations() -> None:
    b = leader_table(5, LEOBEN)
    seat = seat_of(b.game, LEOBEN)
    game = g(b.state)
    crowded = {p.location for s, p in enumerate(game.players) if s != seat}
    with_rules = b.rules
    from bsgcore.context import using_rules

    with using_rules(with_rules):
        for location in crowded:
            assert ab.clouded_move_cost(game, seat, location, 0) is None
        assert ab.clouded_move_cost(game, seat, "base.location.caprica", 0) in (0, None)
        free = "base.location.caprica" if "base.location.caprica" not in crowded else None
        if free:
            assert ab.clouded_move_cost(game, seat, free, 0) == 0
