"""Character abilities taken as an Action or set off by the turn (B-CHR): the once-per-game
Actions, the crisis draw's abilities, Recon, Maintenance Engineer and Alert Viper Pilot."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.characters import action_abilities as aa
from bsgcore.base.cylons.events import CrisesSeen
from bsgcore.base.model import BaseGame
from bsgcore.base.quorum.cards import OncePerGameUsed
from bsgcore.base.setup.events import ShipsPlaced
from bsgcore.base.skills import cards as ts
from bsgcore.base.space import actions as sa
from bsgcore.base.space.events import AttackRolled, ViperLaunched
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.turn.steps import action_options
from bsgcore.base.view import base_view
from bsgcore.messages import Command
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import arrange, skill, table
from bsgcore.testing.scripted import scripted_random

TIGH, BALTAR, ZAREK = "saul_tigh", "gaius_baltar", "tom_zarek"
APOLLO, ROSLIN, STARBUCK = "lee_apollo_adama", "laura_roslin", "kara_starbuck_thrace"
BOOMER, TYROL, ADAMA = "sharon_boomer_valerii", "galen_tyrol", "william_adama"
COMMAND, BRIG = "base.location.command", "base.location.brig"
FTL = "base.location.ftl_control"
HIDDEN = "hidden"


def seat(game: BaseGame, name: str) -> int:
    """The seat of a character."""
    return m.seat_of(game, f"base.character.{name}")


def changed(b: Board, game: BaseGame) -> Board:
    """The board with another game value."""
    return Board(b.rules, b.state.with_game(game))


def player(game: BaseGame, who: int, **changes: Any) -> BaseGame:
    """The game with one player changed."""
    return m.replace_player(game, who, attrs.evolve(game.players[who], **changes))


def grounded(game: BaseGame, who: int, location: str) -> BaseGame:
    """A pilot's viper and every unmanned one back in the reserve, the pilot in a location."""
    vipers = tuple(v for v in game.vipers if v.pilot not in (who, -1))
    reserve = game.vipers_reserve + len(game.vipers) - len(vipers)
    game = attrs.evolve(game, vipers=vipers, vipers_reserve=reserve)
    return player(game, who, location=location)


def uses(b: Board, who: int) -> list[Command]:
    """The once-per-game Action options of a seat."""
    return [c for c in action_options(b.game, who) if isinstance(c, aa.UseActionAbility)]


def pick_target(b: Board, value: int) -> Board:
    """Answer the effect's pending choice."""
    assert b.pending is not None and b.pending.options[0] == tc.Pick(b.pending.seat, 0)
    b, _ = b.play(tc.Pick(b.pending.seat, value))
    return b


# -- the once-per-game Actions ------------------------------------------------------------------


def test_declare_martial_law_b_chr_tig_o() -> None:
    """B-CHR-TIG-O, B-SUCC-9, B-CHAR-4, B-TITLE-2: as his Action, once per game, Tigh gives the
    President title to the Admiral, and the Quorum hand goes with it."""
    b = table(characters=(TIGH, ROSLIN, TYROL))
    tigh, roslin = seat(b.game, TIGH), seat(b.game, ROSLIN)
    assert b.game.admiral == tigh and b.game.president == roslin
    hand = b.game.quorum_hand
    assert hand
    assert uses(b, tigh) == [aa.UseActionAbility(tigh, aa.MARTIAL_LAW)]
    assert uses(b, roslin) == []
    b, _ = b.run(tf.ActionStep(tigh))
    b, events = b.play(aa.UseActionAbility(tigh, aa.MARTIAL_LAW))
    assert OncePerGameUsed(tigh, aa.MARTIAL_LAW) in events
    assert any(isinstance(e, te.TitleChanged) and e.seat == tigh for e in events)
    assert b.game.president == tigh == b.game.admiral
    assert base_view(b.state, tigh)["me"]["quorum_hand"] == list(hand)
    assert base_view(b.state, roslin)["me"]["quorum_hand"] is None
    assert uses(b, tigh) == []  # once per game
    check_invariants(b.rules, b.state, at_rest=False)


def test_martial_law_not_for_a_revealed_cylon_b_char_5() -> None:
    """B-CHAR-5: a revealed Cylon Tigh has no Declare Martial Law; nor is it offered when the
    Admiral already is President (it would do nothing)."""
    b = table(characters=(TIGH, ROSLIN, TYROL))
    tigh = seat(b.game, TIGH)
    assert uses(changed(b, player(b.game, tigh, revealed=True)), tigh) == []
    assert uses(changed(b, m.edited(b.game, president=tigh)), tigh) == []


def test_cylon_detector_b_chr_bal_o() -> None:
    """B-CHR-BAL-O, B-LOY-10, R-125: as his Action, once per game, Baltar looks at every Loyalty
    card of another player; only his seat learns them (event redaction and views)."""
    b = table(characters=(BALTAR, TIGH, ROSLIN))
    baltar, tigh, roslin = seat(b.game, BALTAR), seat(b.game, TIGH), seat(b.game, ROSLIN)
    loyalty = ("base.loyalty.you_are_not_a_cylon", "base.loyalty.you_are_not_a_cylon")
    game = b.game
    deck = list(game.loyalty_deck) + list(game.players[tigh].loyalty)
    for card in loyalty:
        deck.remove(card)
    game = player(attrs.evolve(game, loyalty_deck=tuple(deck)), tigh, loyalty=loyalty)
    b = changed(b, game)
    assert uses(b, baltar) == [aa.UseActionAbility(baltar, aa.CYLON_DETECTOR)]
    b, _ = b.run(tf.ActionStep(baltar))
    b, _ = b.play(aa.UseActionAbility(baltar, aa.CYLON_DETECTOR))
    assert b.pending is not None and set(b.pending.options) == {
        tc.Pick(baltar, tigh),
        tc.Pick(baltar, roslin),
    }  # never himself
    b, events = b.play(tc.Pick(baltar, tigh))
    peek = next(e for e in events if isinstance(e, te.LoyaltyPeeked))
    assert peek == te.LoyaltyPeeked(baltar, tigh, loyalty)  # both cards (B-LOY-10)
    assert peek.redacted_for(roslin) == te.LoyaltyPeeked(baltar, tigh, (HIDDEN, HIDDEN))
    assert peek.redacted_for(None) == te.LoyaltyPeeked(baltar, tigh, (HIDDEN, HIDDEN))
    seen = [[tigh, c] for c in loyalty]
    assert base_view(b.state, baltar)["me"]["seen_loyalty"] == seen
    assert base_view(b.state, roslin)["me"]["seen_loyalty"] == []
    assert aa.CYLON_DETECTOR in b.game.once_per_game_used and uses(b, baltar) == []


def test_cylon_detector_blocked_b_crisis_11() -> None:
    """B-CHAR-5, B-CRISIS-11: no Cylon Detector for a revealed Cylon Baltar, nor while Detector
    Sabotage forbids looking at Loyalty cards."""
    b = table(characters=(BALTAR, TIGH, ROSLIN))
    baltar = seat(b.game, BALTAR)
    assert uses(changed(b, player(b.game, baltar, revealed=True)), baltar) == []
    sabotage = next(c for c in b.game.crisis_deck if "detector_sabotage" in c)
    assert uses(changed(b, attrs.evolve(b.game, in_play=(sabotage,))), baltar) == []


def test_unconventional_tactics_b_chr_zar_o() -> None:
    """B-CHR-ZAR-O: as his Action, once per game, Zarek loses 1 population for 1 of another
    resource of his choice."""
    b = table(characters=(ZAREK, TIGH, ROSLIN))
    zarek = seat(b.game, ZAREK)
    before = b.game
    b, _ = b.run(tf.ActionStep(zarek))
    b, _ = b.play(aa.UseActionAbility(zarek, aa.UNCONVENTIONAL))
    assert b.game.population == before.population - 1
    assert b.pending is not None and len(b.pending.options) == 3  # fuel, food, morale
    b = pick_target(b, 1)  # food
    assert b.game.food == before.food + 1 and b.game.fuel == before.fuel
    assert uses(b, zarek) == []
    assert uses(changed(b, player(before, zarek, revealed=True)), zarek) == []


def test_cag_b_chr_apo_o() -> None:
    """B-CHR-APO-O, B-VIPER-3: as his Action, once per game, Apollo makes 6 activations of
    unmanned vipers, the same viper more than once if he likes."""
    b = table(characters=(APOLLO, TIGH, ROSLIN))
    apollo = seat(b.game, APOLLO)
    b = changed(b, grounded(b.game, apollo, BRIG))  # in the Brig: no Alert Viper Pilot
    b, _ = b.run(tf.ActionStep(apollo))
    b, events = b.play(aa.UseActionAbility(apollo, aa.CAG))
    assert OncePerGameUsed(apollo, aa.CAG) in events
    launch = sa.ActivateViper(apollo, sa.LAUNCH, -1, 5)
    b, _ = b.play(launch)
    uid = b.game.vipers[-1].uid
    area = 5
    for left in (5, 4, 3, 2, 1):
        frame = b.state.top
        assert isinstance(frame, sa.ActivateVipers) and frame.count == left
        area = 6 if area == 5 else 5
        b, _ = b.play(sa.ActivateViper(apollo, sa.MOVE, uid, area))
    assert not isinstance(b.state.top, sa.ActivateVipers)  # 6 activations, then done
    assert uses(b, apollo) == []


# -- the crisis draw ----------------------------------------------------------------------------


def test_religious_visions_b_chr_ros_a() -> None:
    """B-CHR-ROS-A, B-INFO-1: in her Crisis step Roslin draws 2 crisis cards, resolves the one
    she picks and puts the other on the bottom; only she learns the cards (the decision asks for
    a position)."""
    b = table(characters=(ROSLIN, TIGH, TYROL))
    roslin, tigh = seat(b.game, ROSLIN), seat(b.game, TIGH)
    first, second = b.game.crisis_deck[:2]
    b, events = b.run(tf.CrisisStep(roslin))
    assert CrisesSeen(roslin, (first, second)) in events
    assert b.pending is not None and b.pending.kind == "religious_visions"
    assert set(b.pending.options) == {aa.KeepVision(roslin, 0), aa.KeepVision(roslin, 1)}
    assert first not in str(b.pending.public()) and second not in str(b.pending.public())
    b, events = b.play(aa.KeepVision(roslin, 1))
    under = next(e for e in events if isinstance(e, aa.CrisisPutUnder))
    assert under == aa.CrisisPutUnder(roslin, 0, first)
    assert under.redacted_for(tigh) == aa.CrisisPutUnder(roslin, 0, HIDDEN)
    assert te.CrisisDrawn(roslin, second) in events
    assert b.game.crisis == second and b.game.crisis_deck[-1] == first


def test_religious_visions_only_hers_b_turn_8() -> None:
    """B-TURN-8, B-CHAR-5: anyone else draws 1 card; a revealed Cylon Roslin draws none."""
    b = table(characters=(ROSLIN, TIGH, TYROL))
    tigh, roslin = seat(b.game, TIGH), seat(b.game, ROSLIN)
    top = b.game.crisis_deck[0]
    b2, events = b.run(tf.CrisisStep(tigh))
    assert te.CrisisDrawn(tigh, top) in events and b2.game.crisis == top
    assert not any(isinstance(e, CrisesSeen) for e in events)
    assert not aa.visions(player(b.game, roslin, revealed=True), roslin)


def test_secret_destiny_b_chr_sta_o() -> None:
    """B-CHR-STA-O, B-CRISIS-9, R-123: once per game, as soon as a crisis card is revealed,
    Starbuck may discard it and reveal the next; Baltar then draws his card on his turn."""
    b = table(characters=(BALTAR, STARBUCK, ROSLIN))
    baltar, starbuck = seat(b.game, BALTAR), seat(b.game, STARBUCK)
    first, second = b.game.crisis_deck[:2]
    b, events = b.run(tf.CrisisStep(baltar))
    assert te.CrisisDrawn(baltar, first) in events
    assert b.pending is not None and b.pending.kind == "secret_destiny"
    assert b.pending.seat == starbuck
    b, events = b.play(aa.UseSecretDestiny(starbuck))
    assert OncePerGameUsed(starbuck, aa.SECRET_DESTINY) in events
    assert aa.CrisisReplaced(starbuck, first) in events
    assert te.CrisisDrawn(baltar, second) in events
    assert b.game.crisis == second and b.game.crisis_discard[-1] == first
    assert b.pending is not None and b.pending.kind == "choose_draw"  # Delusional Intuition
    assert b.pending.seat == baltar
    assert aa.secret_destiny_seat(b.game) == -1  # once per game


def test_secret_destiny_declined_b_chr_sta_o() -> None:
    """B-CHR-STA-O, B-CHAR-5: declined, the card is resolved and the ability stays; a revealed
    Cylon Starbuck is not asked."""
    b = table(characters=(TIGH, STARBUCK, ROSLIN))
    tigh, starbuck = seat(b.game, TIGH), seat(b.game, STARBUCK)
    first = b.game.crisis_deck[0]
    b2, _ = b.run(tf.CrisisStep(tigh))
    b2, _ = b2.play(aa.DeclineAbility(starbuck))
    assert b2.game.crisis == first and aa.secret_destiny_seat(b2.game) == starbuck
    revealed = changed(b, player(b.game, starbuck, revealed=True))
    b3, _ = revealed.run(tf.CrisisStep(tigh))
    assert b3.pending is None or b3.pending.kind != "secret_destiny"


# -- Recon, Maintenance Engineer ----------------------------------------------------------------


def test_recon_b_chr_sha_a() -> None:
    """B-CHR-SHA-A, B-CRISIS-8: after her Crisis, Activation and Jump steps Boomer looks at the
    top crisis card (only she learns it) and leaves it or puts it on the bottom."""
    b = table(characters=(BOOMER, TIGH, ROSLIN))
    boomer, tigh = seat(b.game, BOOMER), seat(b.game, TIGH)
    assert aa.end_of_turn(b.game, boomer) == (aa.ReconStep(boomer),)
    assert aa.end_of_turn(b.game, tigh) == ()
    top = b.game.crisis_deck[0]
    b, events = b.run(aa.ReconStep(boomer))
    seen = ts.DeckTopSeen(boomer, "crisis", top)
    assert seen in events and seen.redacted_for(tigh) == ts.DeckTopSeen(boomer, "crisis", HIDDEN)
    assert b.pending is not None and b.pending.kind == "top_or_bottom"
    assert set(b.pending.options) == {tc.TopOrBottom(boomer, False), tc.TopOrBottom(boomer, True)}
    deck = b.game.crisis_deck
    left, _ = b.play(tc.TopOrBottom(boomer, False))
    assert left.game.crisis_deck == deck
    b, _ = b.play(tc.TopOrBottom(boomer, True))
    assert b.game.crisis_deck[-1] == top


def test_recon_laid_out_after_the_jump_step_b_chr_sha_a() -> None:
    """B-CHR-SHA-A's reading: Recon comes after the Jump step, before the end of the turn; a
    revealed Cylon Boomer has none (B-CHAR-5)."""
    b = table(characters=(BOOMER, TIGH, ROSLIN))
    boomer = seat(b.game, BOOMER)
    stack = b.state.stack
    assert b.game.current == boomer
    kinds = [type(fr) for fr in stack]
    assert kinds.index(tf.EndTurn) < kinds.index(aa.ReconStep) < kinds.index(tf.JumpStep)
    revealed = changed(b, player(b.game, boomer, revealed=True))
    _, events = revealed.run(aa.ReconStep(boomer))
    assert not any(isinstance(e, ts.DeckTopSeen) for e in events)


def repair_board(characters: tuple[str, ...]) -> tuple[Board, int]:
    """The first player in FTL Control, damaged, with 2 Repair cards, at his Action step."""
    b = table(characters=characters)
    first = b.game.current
    token = ts.token_of(FTL)
    pile = tuple(t for t in b.game.damage_pile if t != token)
    game = attrs.evolve(b.game, damaged_locations=(FTL,), damage_pile=pile)
    game = player(game, first, location=FTL)
    repairs = [skill("repair", 1), skill("repair", 2)]
    b = changed(b, arrange(game, {first: repairs}))
    b, _ = b.play(tc.Stay(first))
    return b, first


def play_repair(b: Board, who: int, card: str) -> tuple[Board, list[Any]]:
    """Play a Repair card on the location (its first option)."""
    b, events = b.play(tc.PlaySkill(who, card))
    if b.pending is not None and b.pending.options[0] == tc.Pick(who, 0):
        b, more = b.play(tc.Pick(who, 0))
        events += more
    return b, events


def test_maintenance_engineer_b_chr_tyr_a() -> None:
    """B-CHR-TYR-A, B-TURN-7: on his own turn, right after he uses a Repair card, Tyrol takes
    one more action (once per turn, the card's limit)."""
    b, tyrol = repair_board((TYROL, TIGH, ROSLIN))
    assert tyrol == seat(b.game, TYROL)
    b, events = play_repair(b, tyrol, skill("repair", 1))
    assert ts.LocationRepaired(FTL) in events
    assert b.pending is not None and b.pending.kind == "action" and b.pending.seat == tyrol
    assert b.game.maintenance_turn == b.game.turn
    # damaged again: a second Repair this turn gives no more action
    token = ts.token_of(FTL)
    pile = tuple(t for t in b.game.damage_pile if t != token)
    b = changed(b, attrs.evolve(b.game, damaged_locations=(FTL,), damage_pile=pile))
    b, events = play_repair(b, tyrol, skill("repair", 2))
    assert ts.LocationRepaired(FTL) in events
    assert b.pending is None or b.pending.kind != "action"


def test_maintenance_engineer_only_tyrol_b_char_5() -> None:
    """B-CHR-TYR-A, B-CHAR-5: someone else's Repair gives no extra action, nor does a revealed
    Cylon Tyrol's."""
    b, first = repair_board((TIGH, TYROL, ROSLIN))
    b, events = play_repair(b, first, skill("repair", 1))
    assert ts.LocationRepaired(FTL) in events
    assert b.pending is None or b.pending.kind != "action"
    b, tyrol = repair_board((TYROL, TIGH, ROSLIN))
    b = changed(b, player(b.game, tyrol, revealed=True))
    assert ts.action_options(b.game, tyrol) == []  # a revealed Cylon plays no Action card


# -- Alert Viper Pilot --------------------------------------------------------------------------


def apollo_at(location: str) -> tuple[Board, int, int]:
    """Apollo grounded at `location`, Tigh (first player) in Command at his Action step."""
    b = table(characters=(TIGH, APOLLO, ROSLIN))
    tigh, apollo = seat(b.game, TIGH), seat(b.game, APOLLO)
    game = player(grounded(b.game, apollo, location), tigh, location=COMMAND)
    b = changed(b, game)
    b, _ = b.play(tc.Stay(tigh))
    return b, tigh, apollo


def test_alert_viper_pilot_b_chr_apo_a() -> None:
    """B-CHR-APO-A, R-117: when a viper goes from the reserve into space, Apollo (on Galactica,
    not in the Brig) may take it over once the effect is done, and then takes 1 action."""
    b, tigh, apollo = apollo_at("base.location.research_lab")
    b, _ = b.play(tc.UseLocation(tigh, COMMAND))
    b, _ = b.play(sa.ActivateViper(tigh, sa.LAUNCH, -1, 5))
    uid = b.game.vipers[-1].uid
    assert b.pending is not None and b.pending.kind == "activate_viper"  # Command goes on
    b, _ = b.play(sa.ActivateViper(tigh, sa.MOVE, uid, 6))
    assert b.pending is not None and b.pending.kind == "alert_viper_pilot"
    assert b.pending.seat == apollo
    assert set(b.pending.options) == {aa.TakeOverViper(apollo, uid), aa.DeclineAbility(apollo)}
    b, events = b.play(aa.TakeOverViper(apollo, uid))
    assert aa.ViperTakenOver(apollo, uid) in events
    assert b.game.players[apollo].location == m.SPACE
    assert next(v for v in b.game.vipers if v.uid == uid).pilot == apollo
    assert b.pending is not None and b.pending.kind == "action" and b.pending.seat == apollo
    check_invariants(b.rules, b.state, at_rest=False)


def test_alert_viper_pilot_not_from_the_brig_b_chr_apo_a() -> None:
    """B-CHR-APO-A, R-108, B-CHAR-5: not while Apollo is in the Brig, in space, or a revealed
    Cylon; Cylon attack placements count as from the reserve (ShipsPlaced)."""
    b, tigh, apollo = apollo_at(BRIG)
    b, _ = b.play(tc.UseLocation(tigh, COMMAND))
    b, _ = b.play(sa.ActivateViper(tigh, sa.LAUNCH, -1, 5))
    b, _ = b.play(sa.StopActivating(tigh))
    assert b.pending is not None and b.pending.kind != "alert_viper_pilot"
    b, _, apollo = apollo_at(COMMAND)
    assert aa.alert_ready(b.game) == apollo
    assert aa.alert_ready(player(b.game, apollo, revealed=True)) == -1
    assert aa.alert_ready(player(b.game, apollo, location=m.SPACE)) == -1
    placed = ShipsPlaced(4, raiders=2, vipers=2)
    after = aa.with_alert(b.state.with_game(placed.apply(b.game)), placed)
    alert = next(fr for fr in after.stack if isinstance(fr, aa.AlertViper))
    assert alert.vipers == tuple(v.uid for v in after.game.vipers[-2:])
    assert after.top == b.state.top  # under the effect under way
    launched = ViperLaunched(5, pilot=apollo)
    assert aa.with_alert(b.state.with_game(launched.apply(b.game)), launched) == b.state.with_game(
        launched.apply(b.game)
    )


def test_alert_viper_pilot_before_a_cylon_attacks_special_rule_b_chr_apo_a() -> None:
    """B-CHR-APO-A, R-117: Besieged places 4 raiders and 2 vipers in foxtrot, then its special
    rule activates those raiders. Apollo is asked once the card's ships are all placed (step 2)
    and before that special rule (step 3): no raider has attacked when he takes a viper over and
    takes his action; the raiders then go for the viper left unmanned (B-ACTV-RAI-1)."""
    b, tigh, apollo = apollo_at("base.location.research_lab")
    besieged = "base.crisis.besieged"
    deck = [c for c in b.game.crisis_deck if c != besieged]
    b = changed(b, attrs.evolve(b.game, crisis_deck=(besieged, *deck), cylon_ships=()))
    with scripted_random(rolls=[1, 1, 1, 1]):
        b, events = b.play(tc.PassAction(tigh))
        check_invariants(b.rules, b.state, at_rest=False)
        placed = [v.uid for v in b.game.vipers if v.area == 6 and v.pilot < 0]
        assert len(placed) == 2 and any(isinstance(e, ShipsPlaced) for e in events)
        assert not [e for e in events if isinstance(e, AttackRolled)]
        assert b.pending is not None and b.pending.kind == "alert_viper_pilot"
        assert b.pending.seat == apollo
        b, _ = b.play(aa.TakeOverViper(apollo, placed[0]))
        assert b.pending is not None and b.pending.kind == "action" and b.pending.seat == apollo
        check_invariants(b.rules, b.state, at_rest=False)
        b, events = b.play(tc.PassAction(apollo))
    attacks = [e for e in events if isinstance(e, AttackRolled)]
    assert [e.target for e in attacks] == [f"viper {placed[1]}"] * 4
    check_invariants(b.rules, b.state, at_rest=False)
