"""Rules pegasus.md restates (§13.2 "frequently overlooked", §4.8): each is checked by the very
scenarios that check the rule it restates, run again here under its own id, so breaking either
reading fails both."""

from __future__ import annotations

import pytest
import test_board_locations as board_locations
import test_leaders_abilities as abilities
import test_leaders_agendas as agendas
import test_leaders_titles as titles
import test_nc_actions as nc_actions
import test_overlay_locations as overlay
import test_skills_movement as movement


@pytest.mark.rules("P-FOR-1")
def test_the_quorum_hand_limit_of_ten() -> None:
    """P-FOR-1 restates P-QH-1: the President discards down to 10 at the end of a turn."""
    titles.test_the_president_discards_down_to_ten_quorum_cards_at_the_end_of_a_turn()


@pytest.mark.rules("P-FOR-3")
def test_movement_abilities_own_turn_instead_of_moving_once_per_turn() -> None:
    """P-FOR-3 restates P-MOVE-2, -3, -4."""
    movement.test_critical_situation_takes_an_action_instead_of_moving()
    movement.test_only_one_movement_ability_per_turn()
    movement.test_no_movement_ability_on_a_move_granted_in_another_turn()


@pytest.mark.rules("P-FOR-7")
def test_never_colonial_one_during_the_new_caprica_phase() -> None:
    """P-FOR-7 restates P-NCM-4, after Galactica's return too."""
    nc_actions.test_after_the_return_humans_reach_galactica_for_a_card_never_colonial_one()


@pytest.mark.rules("P-CYT-3", "P-CYT-4")
def test_a_crisis_resolved_at_caprica_prepares_for_jump_but_activates_no_ships() -> None:
    """The overlay's Caprica skips only the Activate Cylon Ships step (P-CYT-4, R-229), so the
    crisis's Prepare for Jump step is resolved on a Cylon player's turn (P-CYT-3)."""
    overlay.test_caprica_keeps_the_prepare_for_jump_step()


@pytest.mark.rules("P-WIN-8")
def test_the_join_the_colonials_example() -> None:
    """P-WIN-8 is the rulebook's example of P-AG-5: the humans win, he is Infiltrating and in
    neither the Brig nor Detention."""
    agendas.test_join_the_colonials_needs_the_humans_to_win_and_him_infiltrating()


@pytest.mark.rules("P-PEG-6")
def test_the_pegasus_cic_text_of_appendix_a1() -> None:
    """P-PEG-6 points to Appendix A.1: Pegasus CIC as its test carries it out."""
    board_locations.test_pegasus_cic_picks_a_basestar_then_rolls()


@pytest.mark.rules("P-CL-12")
def test_a_leaders_once_per_game_ability_is_spent_once() -> None:
    """Cryptic Message is marked used for the game once played (base's once-per-game rule)."""
    abilities.test_cryptic_message_swaps_hands_once_per_game()
