"""Execution with Exodus (X-EXEC, exodus.md §4.4) beyond the steps test_rules_exodus.py covers:
the discard (X-EXEC-1), the proof (X-EXEC-3), the box (X-EXEC-5), any type (X-EXEC-7), the
Cylon's Resurrection Ship (X-EXEC-11), Helo stranded (X-EXEC-22), Baltar's Cylon Detector
(X-EXEC-25) and Anders on the bench (X-EXEC-26), on base's shared procedure."""

from __future__ import annotations

import pytest
from exodus_helpers import PLUGINS, WITH_PEGASUS

from bsgcore.base import Execute, PickNewCharacter, data
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, quiet
from bsgcore.testing.scenarios.table import base, set_up

HUMAN = "base.loyalty.you_are_not_a_cylon"
CYLON = "base.loyalty.you_are_a_cylon_morale"
ROSLIN = "base.character.laura_roslin"
HELO = "base.character.karl_helo_agathon"
BALTAR = "base.character.gaius_baltar"
ANDERS = "exodus.character.samuel_t_anders"
DETECTOR = "base.ability.baltar_cylon_detector"
RESURRECTION = "base.location.resurrection_ship"
STRANDED = "stranded"
HANGAR = "base.location.hangar_deck"
HUMANS = ["laura_roslin", "william_adama", "galen_tyrol", "kara_starbuck_thrace"]


def table(plugins: list[str] = PLUGINS, loyalty: str = HUMAN) -> tuple[Board, int]:
    """A 4-seat Exodus game of these characters at rest; Roslin's player (not the current one)
    holds only `loyalty` cards."""
    game = set_up(4, 1, characters=HUMANS, plugins=plugins, type_balance=False)
    b = edits.resting(Board(game.rules, game.state.with_game(quiet(base(game)))))
    seat = edits.seat_of(b.game, ROSLIN)
    if seat == b.game.current:
        b = edits.edit(b, current=(seat + 1) % 4)
    held = len(b.game.players[seat].loyalty)
    return edits.with_player(b, seat, loyalty=(loyalty,) * held), seat


@pytest.mark.rules("X-EXEC-1", "X-EXEC-3")
def test_an_executed_human_discards_his_skill_cards_keeps_the_quorum_hand_shows_his_loyalty() -> (
    None
):
    """The President executed: every skill card discarded, the Quorum hand untouched (it goes
    with the title), every loyalty card shown."""
    b, seat = table()
    b = edits.edit(b, president=seat)
    hand, quorum = b.game.players[seat].hand, b.game.quorum_hand
    assert hand and quorum
    b, events = b.run(Execute(seat, "test"))
    discarded = next(e for e in events if e.tag == "base.skill_cards_discarded")
    assert sorted(discarded.cards) == sorted(hand)  # type: ignore[attr-defined]
    proven = next(e for e in events if e.tag == "base.loyalty_proven")
    assert len(proven.cards) == len(b.game.players[seat].loyalty)  # type: ignore[attr-defined]
    assert b.game.quorum_hand == quorum


@pytest.mark.rules("X-EXEC-5", "X-EXEC-7")
def test_the_new_character_is_of_any_type_and_never_the_executed_one() -> None:
    """Roslin (political) executed: military leaders, pilots and support characters are offered,
    never Roslin again nor a character in play."""
    b, seat = table()
    b, _ = b.run(Execute(seat, "test"))
    assert b.pending is not None and b.pending.kind == "choose_new_character"
    offered = {o.character for o in b.pending.options}  # type: ignore[attr-defined]
    with using_rules(b.rules):
        types = {data().character(c).type for c in offered}
    assert ROSLIN not in offered
    assert not offered & {p.character for p in b.game.players}
    assert len(types) >= 3
    b, _ = b.play(PickNewCharacter(seat, BALTAR))
    other = (seat + 1) % 4
    b = edits.with_player(b, other, loyalty=(HUMAN,) * len(b.game.players[other].loyalty))
    b, _ = b.run(Execute(other, "test"))
    assert ROSLIN not in {o.character for o in b.pending.options}  # type: ignore[union-attr,attr-defined]


@pytest.mark.rules("X-EXEC-11", "X-EXEC-2")
def test_an_executed_hidden_cylon_is_revealed_at_the_resurrection_ship() -> None:
    """A hidden Cylon executed reveals one card and goes to the Resurrection Ship."""
    b, seat = table(loyalty=CYLON)
    b, events = b.run(Execute(seat, "test"))
    assert "base.cylon_revealed" in [e.tag for e in events]
    assert b.game.players[seat].location == RESURRECTION
    assert b.game.players[seat].character == ROSLIN


@pytest.mark.rules("X-EXEC-22", "X-EXEC-18")
def test_helo_chosen_after_an_execution_is_stranded_through_his_players_next_turn() -> None:
    """Helo enters stranded; at his player's next turn he is still stranded, at the one after
    he arrives on the Hangar Deck."""
    b, seat = table()
    b, _ = b.run(Execute(seat, "test"))
    b, _ = b.play(PickNewCharacter(seat, HELO))
    assert b.game.players[seat].location == STRANDED
    begin = b.rules.registry.tags["base.f.begin_turn"]
    turn, current = b.game.turn, b.game.current
    next_turn = turn + (seat - current) % 4  # his player's next turn number
    nxt = edits.at_step(edits.edit(b, turn=next_turn - 1, current=seat), begin(seat))
    assert nxt.game.players[seat].location == STRANDED
    later = edits.at_step(edits.edit(b, turn=next_turn - 1 + 4, current=seat), begin(seat))
    assert later.game.players[seat].location == HANGAR


@pytest.mark.rules("X-EXEC-25")
@pytest.mark.parametrize("plugins", [PLUGINS, WITH_PEGASUS])
def test_baltar_chosen_after_the_sleeper_phase_keeps_his_cylon_detector(
    plugins: list[str],
) -> None:
    """With Exodus (and Pegasus) Baltar chosen after the Sleeper Agent phase still has Cylon
    Detector (R-232; without Exodus P-NEWC-4 marks it used)."""
    b, seat = table(plugins)
    b = edits.edit(b, sleeper_done=True)
    b, _ = b.run(Execute(seat, "test"))
    b, _ = b.play(PickNewCharacter(seat, BALTAR))
    assert DETECTOR not in b.game.once_per_game_used


@pytest.mark.rules("X-EXEC-26", "X1-EXEC-6")
def test_anders_chosen_after_an_execution_skips_his_players_next_receive_skills() -> None:
    """Anders chosen: his player's next Receive Skills gives no card; the one after does."""
    b, seat = table()
    b, _ = b.run(Execute(seat, "test"))
    b, _ = b.play(PickNewCharacter(seat, ANDERS))
    receive = b.rules.registry.tags["base.f.receive_skills"]
    hand = len(b.game.players[seat].hand)
    turn, current = b.game.turn, b.game.current
    next_turn = turn + (seat - current) % 4
    first = edits.at_step(edits.edit(b, turn=next_turn, current=seat), receive(seat))
    assert len(first.game.players[seat].hand) == hand
    later = edits.at_step(edits.edit(b, turn=next_turn + 4, current=seat), receive(seat))
    while later.pending is not None and later.pending.kind == "choose_draw":
        later, _ = later.play(later.pending.options[0])
    assert len(later.game.players[seat].hand) > hand


@pytest.mark.rules("X-EXEC-10", "X1-EXEC-6")
def test_boomer_executed_before_the_sleeper_phase_draws_one_more_loyalty_card() -> None:
    """Boomer (human) executed before the Sleeper Agent phase: her player draws a loyalty card
    at once, then is dealt X-EXEC-9's card: 2 cards with the new character; after the phase
    only X-EXEC-9's."""
    chars = ["sharon_boomer_valerii", "william_adama", "galen_tyrol", "kara_starbuck_thrace"]
    counts = []
    for sleeper in (False, True):
        game = set_up(4, 1, characters=chars, plugins=PLUGINS, type_balance=False)
        b = edits.resting(Board(game.rules, game.state.with_game(quiet(base(game)))))
        seat = edits.seat_of(b.game, "base.character.sharon_boomer_valerii")
        if seat == b.game.current:
            b = edits.edit(b, current=(seat + 1) % 4)
        b = edits.with_player(b, seat, loyalty=(HUMAN,) * len(b.game.players[seat].loyalty))
        human_deck = (HUMAN,) * len(b.game.loyalty_deck)  # the cards drawn do not reveal her
        b = edits.edit(b, sleeper_done=sleeper, loyalty_deck=human_deck)
        b, _ = b.run(Execute(seat, "test"))
        b, _ = b.play(PickNewCharacter(seat, ROSLIN))
        counts.append(len(b.game.players[seat].loyalty))
    assert counts == [2, 1]
