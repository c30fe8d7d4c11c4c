"""The execution procedure base offers the expansions (H-EXEC-1 to -6; pegasus.md §9, exodus.md
§4.4): proving loyalty, the human's new character, the Cylon's reveal without a super crisis, the
titles after the choice, the once-per-game ability per player, the loss with no character left,
the ``execute`` op; and the Quorum hand limit hook (none in base)."""

from __future__ import annotations

import attrs
import pytest

from bsgcore.base import (
    CharacterExecuted,
    Execute,
    PickNewCharacter,
    executed_characters,
    new_characters,
)
from bsgcore.base import model as m
from bsgcore.context import using_rules
from bsgcore.core_events import GameEnded
from bsgcore.testing import check_invariants, installed_plugins, plugin_module
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board

# Seed 1, 5 seats: 0 Baltar, 1 Tyrol, 2 Starbuck, 3 Helo (Admiral), 4 Roslin (President).
BALTAR, TYROL, STARBUCK, HELO, ROSLIN = range(5)
HUMAN = "base.loyalty.you_are_not_a_cylon"
MORALE_CARD = "base.loyalty.you_are_a_cylon_morale"
RES = "base.location.resurrection_ship"
COMMAND = "base.location.command"
BRIG = "base.location.brig"


def table() -> Board:
    """The seed-1 five-seat table at rest (a resting frame under whatever is run)."""
    b = board(5, 1)
    b = edits.placed(b, HELO, COMMAND)
    return edits.resting(b)


def human(b: Board, seat: int) -> Board:
    """The seat holds only "You Are Not a Cylon" cards (as many as it held)."""
    player = b.game.players[seat]
    return edits.with_player(b, seat, loyalty=(HUMAN,) * len(player.loyalty))


def with_hand(b: Board, seat: int) -> Board:
    """The seat holds at least 2 skill cards (taken from its first deck)."""
    game = b.game
    kind = next(k for k, d in game.skill_decks.items() if len(d) >= 2)
    hand = game.players[seat].hand + game.skill_decks[kind][:2]
    game = m.replace_player(game, seat, attrs.evolve(game.players[seat], hand=hand))
    game = attrs.evolve(game, skill_decks={**game.skill_decks, kind: game.skill_decks[kind][2:]})
    return edits.with_game(b, game)


def executed(b: Board, seat: int, **kwargs: object) -> tuple[Board, list[object]]:
    return b.run(Execute(seat, "test", **kwargs))  # type: ignore[arg-type]


@pytest.mark.rules(
    "P-EXEC-1", "P-EXEC-2", "P-EXEC-3", "P-EXEC-10", "P-EXEC-11", "P-INV-24", "X-EXEC-4"
)
def test_a_human_shows_his_loyalty_loses_a_morale_and_chooses_a_new_character() -> None:
    b = with_hand(human(table(), TYROL), TYROL)
    morale = b.game.morale
    b, events = executed(b, TYROL)
    game = b.game
    assert game.players[TYROL].hand == ()
    assert set(game.players[TYROL].shown) == {HUMAN}
    assert game.morale == morale - 1
    assert b.pending is not None and b.pending.kind == "choose_new_character"
    choices = {o.character for o in b.pending.options}
    in_play = set(m.chosen_characters(game))
    assert choices and not choices & in_play
    held = game.players[TYROL].loyalty
    b, _ = b.play(PickNewCharacter(TYROL, "base.character.saul_tigh"))
    game = b.game
    assert game.players[TYROL].loyalty == held  # no new loyalty card (P-EXEC-11)
    assert game.players[TYROL].character == "base.character.saul_tigh"
    assert game.players[TYROL].location == "base.location.command"  # Tigh's start
    with using_rules(b.rules):
        assert executed_characters(game) == ("base.character.galen_tyrol",)
        assert "base.character.galen_tyrol" not in new_characters(game, BALTAR)
    assert game.executions[-1].replacement == "base.character.saul_tigh"
    check_invariants(b.rules, b.state, at_rest=False)


@pytest.mark.rules("P-EXEC-2", "P-EXEC-4", "P-EXEC-8", "P-INV-25", "X-EXEC-2", "X-EXEC-12")
def test_a_hidden_cylon_is_revealed_without_a_super_crisis_and_without_the_cards_action() -> None:
    b = with_hand(edits.holding(table(), TYROL, MORALE_CARD), TYROL)
    morale, supers = b.game.morale, len(b.game.super_crisis_deck)
    b, events = executed(b, TYROL)
    game = b.game
    player = game.players[TYROL]
    assert player.revealed and MORALE_CARD in player.shown
    assert player.hand == () and player.super_crises == ()
    assert len(game.super_crisis_deck) == supers
    assert game.morale == morale  # the morale card's action is not carried out
    assert player.location == RES
    assert game.executions[-1].proof == "cylon"
    check_invariants(b.rules, b.state, at_rest=False)


@pytest.mark.rules("P-EXEC-9", "P-INV-24")
def test_a_revealed_cylon_discards_and_goes_to_the_resurrection_ship() -> None:
    b = edits.cylon_at(with_hand(table(), TYROL), TYROL, "base.location.caprica")
    morale = b.game.morale
    b, events = executed(b, TYROL)
    assert b.game.players[TYROL].location == RES and b.game.players[TYROL].hand == ()
    assert b.game.morale == morale
    assert any(isinstance(e, CharacterExecuted) and e.proof == "revealed" for e in events)


@pytest.mark.rules("P-SUCC-9", "P-EXEC-6", "X-EXEC-16")
def test_a_presidents_title_passes_only_after_the_new_character_is_chosen() -> None:
    b = human(table(), ROSLIN)
    b, _ = executed(b, ROSLIN)
    assert b.game.president == ROSLIN  # not yet: the new character is a candidate
    b, _ = b.play(PickNewCharacter(ROSLIN, "base.character.tom_zarek"))
    assert b.game.president == BALTAR  # Baltar is above Zarek on the President's line
    b = human(table(), ROSLIN)
    b, _ = executed(b, ROSLIN)
    game = m.replace_player(b.game, BALTAR, attrs.evolve(b.game.players[BALTAR], revealed=True))
    b = edits.with_game(b, game)
    b, _ = b.play(PickNewCharacter(ROSLIN, "base.character.tom_zarek"))
    assert b.game.president == ROSLIN  # Zarek, the new character, is now the highest


@pytest.mark.rules("P-EXEC-7", "P-INV-22", "X-EXEC-14", "X1-EXEC-3")
def test_a_player_who_used_his_once_per_game_ability_has_none_on_his_new_sheet() -> None:
    b = human(table(), TYROL)
    used = attrs.evolve(
        b.game, once_per_game_used=(*b.game.once_per_game_used, "base.ability.tyrol_blind_devotion")
    )
    b = edits.with_game(b, used)
    b, _ = executed(b, TYROL)
    b, _ = b.play(PickNewCharacter(TYROL, "base.character.saul_tigh"))
    tigh = m.data().character("base.character.saul_tigh").once_per_game.id
    assert tigh in b.game.once_per_game_used
    b = human(table(), TYROL)
    b, _ = executed(b, TYROL)
    b, _ = b.play(PickNewCharacter(TYROL, "base.character.saul_tigh"))
    assert tigh not in b.game.once_per_game_used


@pytest.mark.rules("P-EXEC-5", "X-EXEC-15", "X1-EXEC-4")
def test_the_humans_lose_when_no_character_is_left() -> None:
    b = human(table(), TYROL)
    rest = tuple(
        m.Execution(TYROL, c.id, "human", 1)
        for c in m.data().characters
        if c.id not in m.chosen_characters(b.game)
    )
    b = edits.with_game(b, attrs.evolve(b.game, executions=rest))
    b, events = executed(b, TYROL)
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].winner == "cylons" and ended[0].condition == "no_character_left"


@pytest.mark.rules("P-NEWC-4", "X-EXEC-24")
def test_baltar_chosen_before_the_sleeper_phase_adds_a_card_and_is_dealt_one() -> None:
    b = human(table(), TYROL)
    b, _ = executed(b, TYROL)
    # Baltar is in play at seat 0: free him up by making seat 0 someone else first
    game = m.replace_player(
        b.game,
        BALTAR,
        attrs.evolve(b.game.players[BALTAR], character="base.character.william_adama"),
    )
    b = edits.with_game(b, game)
    deck = len(b.game.loyalty_deck)
    b, _ = b.play(PickNewCharacter(TYROL, "base.character.gaius_baltar"))
    assert len(b.game.players[TYROL].loyalty) == 2
    assert len(b.game.loyalty_deck) == deck  # one put in, one dealt
    assert b.game.loyalty_added == 1


@pytest.mark.rules("P-NEWC-1")
def test_boomer_chosen_after_the_sleeper_phase_enters_in_the_brig() -> None:
    b = human(table(), TYROL)
    b = edits.edit(b, sleeper_done=True)
    b, _ = executed(b, TYROL)
    b, _ = b.play(PickNewCharacter(TYROL, "base.character.sharon_boomer_valerii"))
    assert b.game.players[TYROL].location == "base.location.brig"
    assert b.game.loyalty_added == 0


@pytest.mark.rules("P-NEWC-3", "X-EXEC-23")
def test_apollo_chosen_launches_in_a_viper() -> None:
    b = human(table(), TYROL)
    b, _ = executed(b, TYROL)
    reserve = b.game.vipers_reserve
    b, _ = b.play(PickNewCharacter(TYROL, "base.character.lee_apollo_adama"))
    assert b.pending is not None and b.pending.kind == "choose_launch_area"
    b, _ = b.play(b.pending.options[0])
    assert b.game.players[TYROL].location == m.SPACE
    assert b.game.vipers_reserve == reserve - 1
    assert any(v.pilot == TYROL for v in b.game.vipers)


PURGE = {
    "id": "fan.quorum.purge",
    "name": "Purge",
    "timing": "action",
    "text": "Action: execute a character of your choice.",
    "effects": [{"op": "execute", "who": "chosen", "chooser": "acting_player"}],
}


def test_the_execute_op_executes_the_chosen_character() -> None:
    """A plugin's card uses base's ``execute`` op (H-EXEC-5)."""
    from bsgcore.base import RunOps

    def content(content):  # type: ignore[no-untyped-def]
        content.add_card("quorum", dict(PURGE))

    plugin = plugin_module("purge", requires=("base",), extends=("base",), bsg_base_content=content)
    with installed_plugins(plugin):
        from bsgcore.testing.scenarios.turn import table as turn_table

        b = edits.resting(turn_table(plugins=["purge"]))
        b = human(b, 1)
        b, _ = b.run(RunOps("fan.quorum.purge", "effects", 0))
        assert b.pending is not None and b.pending.kind == "choose_target"
        b, events = b.play(b.option("base.pick", value=1))
        assert any(isinstance(e, CharacterExecuted) and e.seat == 1 for e in events)
        assert b.pending is not None and b.pending.kind == "choose_new_character"


@pytest.mark.rules("P-SUCC-10")
def test_a_new_character_takes_no_title_from_its_holder() -> None:
    b = human(table(), TYROL)
    assert b.game.admiral == HELO
    b, _ = executed(b, TYROL)
    b, _ = b.play(PickNewCharacter(TYROL, "base.character.saul_tigh"))  # above Helo's line rank
    assert b.game.admiral == HELO


@pytest.mark.rules("P-EXEC-13")
def test_an_executed_pilot_s_viper_returns_to_the_reserves() -> None:
    b = human(table(), STARBUCK)
    game = b.game
    viper = m.Viper(game.next_uid, 5, STARBUCK)
    game = attrs.evolve(
        game,
        vipers=(*game.vipers, viper),
        vipers_reserve=game.vipers_reserve - 1,
        next_uid=game.next_uid + 1,
    )
    b = edits.placed(edits.with_game(b, game), STARBUCK, m.SPACE)
    reserve = b.game.vipers_reserve
    b, _ = executed(b, STARBUCK)
    b, _ = b.play(PickNewCharacter(STARBUCK, "base.character.saul_tigh"))
    assert b.game.vipers_reserve == reserve + 1
    assert not any(v.pilot == STARBUCK for v in b.game.vipers)


@pytest.mark.rules("P-EXEC-14")
def test_anyone_may_be_executed_wherever_he_is() -> None:
    b = human(edits.placed(table(), TYROL, "base.location.brig"), TYROL)
    b, events = executed(b, TYROL)
    assert any(isinstance(e, CharacterExecuted) for e in events)
    assert b.pending is not None and b.pending.kind == "choose_new_character"


@pytest.mark.rules("P-NEWC-2", "X-EXEC-22")
def test_helo_chosen_after_an_execution_is_stranded_through_his_next_turn() -> None:
    from bsgcore.base.turn.steps import stranded_until

    b = human(table(), TYROL)
    game = m.replace_player(
        b.game, HELO, attrs.evolve(b.game.players[HELO], character="base.character.william_adama")
    )
    b = edits.with_game(b, attrs.evolve(game, turn=12))
    b, _ = executed(b, TYROL)
    b, _ = b.play(PickNewCharacter(TYROL, "base.character.karl_helo_agathon"))
    assert b.game.players[TYROL].location == m.STRANDED
    with using_rules(b.rules):
        assert stranded_until(b.game, TYROL) == 12 + 5  # his next turn (within 5) stays stranded


@pytest.mark.rules("P-TERM-7", "P-INV-33")
def test_a_cylon_player_ignores_a_crisis_cards_execution_unless_it_names_cylons() -> None:
    from bsgcore.base import Op, RunOps
    from bsgcore.base.catalogue.op import FrozenMap
    from bsgcore.base.execution.procedure import op_execute
    from bsgcore.rng import RandomCursor, Rng

    b = edits.cylon_at(table(), TYROL, "base.location.caprica")
    crisis = m.data().crisis[0].id
    with using_rules(b.rules):
        plain = Op("execute", FrozenMap({"who": "chosen", "chooser": "current_player"}))
        asked = op_execute(b.game, RunOps(crisis, "effects", 0), plain, RandomCursor(Rng(1)))
        assert TYROL not in asked.candidates  # type: ignore[union-attr]
        named = Op(
            "execute", FrozenMap({"who": "chosen_revealed_cylon", "ignore_cylon_immunity": True})
        )
        asked = op_execute(b.game, RunOps(crisis, "effects", 0), named, RandomCursor(Rng(1)))
        assert asked.candidates == (TYROL,)  # type: ignore[union-attr]


def test_execute_prisoner_chooses_among_the_brig() -> None:
    from bsgcore.base import Op, RunOps
    from bsgcore.base.catalogue.op import FrozenMap
    from bsgcore.base.execution.procedure import op_execute
    from bsgcore.rng import RandomCursor, Rng

    b = edits.placed(table(), ROSLIN, "base.location.brig")
    op = Op("execute", FrozenMap({"who": "chosen_in_brig", "chooser": "president"}))
    with using_rules(b.rules):
        asked = op_execute(b.game, RunOps("x", "effects", 0), op, RandomCursor(Rng(1)))
    assert asked.candidates == (ROSLIN,)  # type: ignore[union-attr]


@pytest.mark.rules("B-SUCC-10", "B-INV-9")
def test_a_new_character_who_is_free_takes_the_admiral_title_held_in_the_brig() -> None:
    """R-13: every candidate is in the Brig, so Helo holds the Admiral title there; a player
    executed in the Brig picks Zarek, who starts free, and Zarek takes it at once (not for being
    higher: he is below Helo on the line), never leaving an Admiral in the Brig while someone is
    free (a random Exodus game, seed 2000500, hit this after an Ionian Nebula trauma)."""
    b = table()
    for seat in range(5):
        b = edits.placed(b, seat, BRIG)
    b = edits.with_game(b, edits.with_title(b.game, "admiral", HELO))
    b = human(b, TYROL)
    check_invariants(b.rules, b.state, at_rest=False)
    b, _ = executed(b, TYROL)
    assert b.game.admiral == HELO
    b, _ = b.play(PickNewCharacter(TYROL, "base.character.tom_zarek"))
    assert b.game.players[TYROL].location != BRIG
    assert b.game.admiral == TYROL
    check_invariants(b.rules, b.state, at_rest=False)
