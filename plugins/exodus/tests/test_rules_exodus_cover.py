"""Always-used Exodus rules no other test checked (exodus.md §3, §4, §8): the set-up order
(X-SETUP-9), Caprica's crisis still activating no Cylon ship for a Cylon player (X-CYL-3), a
fired nuke regained (X-NUKE-3) and the nukes passing with the Admiral title (X-NUKE-5); with
Pegasus: the seven-seat loyalty deck (X-PEG-7), an executed Cylon Leader dealt nothing (X-PEG-4),
the hand-off (X-PEG-1, -2), the new character (X-PEG-21), Human Delusion before Quick Fix
(X-PEG-18), Gaeta's Coup and Cally's Impulsive in Detention (X-PEG-20, P-DET-3)."""

from __future__ import annotations

from typing import Any

import pytest
from bsg_pegasus.leaders.model import HOSTILE, leaders
from bsg_pegasus.leaders.setup import agenda_decks
from bsg_pegasus.newcaprica import flow
from exodus_helpers import AQ, PLUGINS, WITH_PEGASUS, arranged, code, exodus_table
from test_characters_cally import cally_table
from test_rules_exodus import CAPRICA, FOOD_SHORTAGE, HUMANS, SLEEP_DEPRIVATION

from bsgcore.base import Execute, PickNewCharacter, RunOps, data
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits, turn
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.table import base, set_up
from bsgcore.testing.scenarios.turn import skill as cally_skill
from bsgcore.testing.scripted import scripted_random

LEOBEN = "pegasus.character.leoben_conoy"
BUILD_NUKE = code("build_nuke_6", 6)
SCOUT = code("scouting_for_fuel_6", 6)
CIRCLE = "exodus.crisis.the_circle"
BASESTAR, RAIDER = "basestar", "raider"
HUMAN = "base.loyalty.you_are_not_a_cylon"
CYLON = "base.loyalty.you_are_a_cylon_morale"
RESURRECTION = "base.location.resurrection_ship"
ADAMA = "base.character.william_adama"
ADMIRALS_QUARTERS = "base.location.admirals_quarters"
SICKBAY = "base.location.sickbay"
SHIPYARD, RESISTANCE_HQ = "pegasus.location.shipyard", "pegasus.location.resistance_hq"
DETENTION = "pegasus.location.detention"
BRIG, COMMAND = "base.location.brig", "base.location.command"
GAETA = "exodus.character.felix_gaeta"
COUP = "exodus.ability.gaeta_coup"
DISCHARGE = "exodus.ability.cally_discharge_of_a_firearm"
CALLY = "exodus.character.callandra_cally_tyrol"
CAPRICA_SIX = "pegasus.character.caprica_six"
PIL3, LEA1 = "base.skill.maximum_firepower@3", "base.skill.executive_order@1"
SP = "base.skill.strategic_planning@3"
BEFORE_ROLL = "strategic_planning"  # the window before a die roll (decision kind)
WEAPONS_CONTROL = "base.location.weapons_control"
LABOR_STRIKE = "pegasus.nc_crisis.labor_union_strike"  # a New Caprica Crisis card's check


@pytest.mark.rules("X-SETUP-9")
def test_setup_runs_characters_titles_loyalty_then_the_opening_hands() -> None:
    """R-233's order: every character is chosen, then the titles are given, then the loyalty
    deck is dealt, then the opening hands are drawn."""
    game = set_up(4, 1, plugins=PLUGINS)
    tags = [e.tag for e in game.events]
    last_choice = max(i for i, t in enumerate(tags) if t == "base.character_chosen")
    titles = tags.index("base.titles_assigned")
    dealt = tags.index("base.loyalty_dealt")
    first_hand = tags.index("base.skill_cards_drawn")
    assert last_choice < titles < dealt < first_hand


def caprica_with_a_raider() -> tuple[Board, Board, list[Any]]:
    """A revealed Cylon at Caprica, a raider in area 1, resolves Food Shortage (raider
    activation and jump icons) out of two; the board before, after and the events."""
    b = board(4, 1, cylons=[(RAIDER, 1)], characters=list(HUMANS[:4]), plugins=PLUGINS)
    b = edits.resting(b)
    seat = b.game.current
    b = edits.cylon_at(b, seat, CAPRICA)
    stacked = edits.stacked(b.game, "crisis_deck", FOOD_SHORTAGE, SLEEP_DEPRIVATION)
    start = edits.at_action(edits.with_game(b, stacked), seat)
    b, events = start.play(start.option("base.use_location", location=CAPRICA))
    b, more = b.play(b.pending.options[0])  # type: ignore[union-attr]  # keep Food Shortage
    events += more
    for _ in range(40):
        if "base.crisis_done" in [e.tag for e in events] or b.pending is None:
            break
        b, more = b.play(b.pending.options[0])
        events += more
    assert "base.crisis_done" in [e.tag for e in events]
    return start, b, events


@pytest.mark.rules("X-CYL-3")
def test_the_crisis_chosen_at_caprica_still_activates_no_cylon_ship() -> None:
    """Food Shortage resolved by a Cylon player at Caprica prepares the jump (X-CYL-2) but
    activates no Cylon ship: the raider stays where it is and no activation is started."""
    start, after, events = caprica_with_a_raider()
    assert after.game.jump_track == start.game.jump_track + 1
    assert after.game.cylon_ships == start.game.cylon_ships
    pushed = [f.tag for e in events for f in getattr(e, "frames", ())]
    assert "base.f.activate_cylons" not in pushed


def nuke_table(nukes: int) -> Board:
    """The Admiral, current player, at his Action step with `nukes`, Build Nuke in hand and a
    basestar in area 1."""
    b = board(4, 2, cylons=[(BASESTAR, 1)], characters=list(HUMANS[:4]), plugins=PLUGINS)
    seat = b.game.current
    b = edits.with_game(b, edits.with_title(b.game, "admiral", seat))
    hands = {s: [BUILD_NUKE] if s == seat else [] for s in range(4)}
    b = edits.edit(arranged(b, hands), nukes=nukes)
    return edits.at_action(b, seat)


def fire_nuke(b: Board) -> Board:
    """The Admiral launches a nuke at the basestar (every later question: its first option)."""
    b, _ = b.play(b.option("base.launch_nuke"))
    while b.pending is not None and b.pending.kind != "action":
        if b.pending.kind == "nuke":
            b, _ = b.play(b.pending.options[0])
            break
        b, _ = b.play(b.pending.options[0])
    return b


@pytest.mark.rules("X-NUKE-3")
@pytest.mark.parametrize("nukes", [1, 3])
def test_a_fired_nuke_can_be_regained_with_build_nuke(nukes: int) -> None:
    """The fired token goes next to the board, not to the box: Build Nuke gives it back, up
    to the full 3 again."""
    b = fire_nuke(nuke_table(nukes))
    assert b.game.nukes == nukes - 1
    b = edits.at_action(b, b.game.current)
    b, _ = b.play(b.option("base.play_skill", card=BUILD_NUKE))
    assert b.game.nukes == nukes


@pytest.mark.rules("X-NUKE-5")
def test_the_nukes_pass_with_the_admiral_title() -> None:
    """William Adama, Admiral with 3 nukes, is executed and replaced by Tom Zarek: the title
    passes to Starbuck with the 3 nukes, and she may launch one."""
    b = nuke_table(3)
    adama = edits.seat_of(b.game, "base.character.william_adama")
    b = edits.resting(edits.with_game(b, edits.with_title(b.game, "admiral", adama)))
    b = edits.edit(b, nukes=3)
    b = edits.with_player(b, adama, loyalty=("base.loyalty.you_are_not_a_cylon",))
    b, _ = b.run(Execute(adama, "test"))
    b, _ = b.play(PickNewCharacter(adama, "base.character.tom_zarek"))
    starbuck = edits.seat_of(b.game, "base.character.kara_starbuck_thrace")
    assert b.game.admiral == starbuck and b.game.nukes == 3
    at = edits.at_action(b, starbuck)
    assert at.option("base.launch_nuke").seat == starbuck  # type: ignore[attr-defined]


@pytest.mark.rules("X-PEG-4")
def test_an_executed_cylon_leader_adds_and_draws_no_loyalty_card() -> None:
    """A Cylon Leader executed is no human: no Not-a-Cylon card goes into the loyalty deck and
    he is dealt none (an executed human's player is, X-EXEC-9)."""
    game = set_up(4, 1, characters=[LEOBEN, *HUMANS[:3]], plugins=WITH_PEGASUS, type_balance=False)
    b = edits.resting(Board(game.rules, game.state))
    leader = edits.seat_of(b.game, LEOBEN)
    deck, added = b.game.loyalty_deck, b.game.loyalty_added
    b, events = b.run(Execute(leader, "test"))
    tags = [e.tag for e in events]
    assert "base.character_executed" in tags
    assert "base.loyalty_cards_drawn" not in tags
    assert b.game.loyalty_deck == deck and b.game.loyalty_added == added
    assert b.game.players[leader].loyalty == ()


@pytest.mark.rules("X-PEG-7", "X-LOY-11")
def test_seven_seats_with_a_cylon_leader_deal_from_13_cards() -> None:
    """7 seats and a Cylon Leader: 2 Cylon and 11 Not-a-Cylon cards (Pegasus's own deck has
    12), none to the Leader, who holds a Hostile agenda."""
    humans = [*HUMANS, "saul_tigh"]
    game = set_up(7, 1, characters=[LEOBEN, *humans], plugins=WITH_PEGASUS, type_balance=False)
    g = base(game)
    every = [c for p in g.players for c in p.loyalty] + list(g.loyalty_deck)
    with using_rules(game.rules):
        cylons = sum(1 for c in every if data().get(c).extra.get("team") == "cylon")
    assert (len(every), cylons) == (13, 2)
    leader = edits.seat_of(g, LEOBEN)
    assert g.players[leader].loyalty == ()
    with using_rules(game.rules):
        assert leaders(game.state).agenda(leader) in agenda_decks()[HOSTILE]


def pegasus_table(settle: bool, plugins: list[str] = WITH_PEGASUS) -> Board:
    """A Pegasus and Exodus table at distance 7 (settled on New Caprica if asked), the
    Admiral's Quarters damaged, seat 1 a human."""
    chars = ("galen_tyrol", "saul_tigh", "laura_roslin", "lee_apollo_adama")
    b = turn.table(4, 4, chars, plugins=plugins, distance=7)
    if settle:
        b, _ = b.run(flow.Settle(b.game.current))
        b = edits.placed(b, 1, SHIPYARD)
    b = edits.edit(b, damaged_locations=(ADMIRALS_QUARTERS,))
    return edits.with_player(b, 1, loyalty=(HUMAN,) * len(b.game.players[1].loyalty))


@pytest.mark.rules("X-PEG-21")
def test_with_pegasus_the_new_character_is_no_cylon_leader() -> None:
    """An executed human's player may choose any character left of any type (X-EXEC-7) but no
    Cylon Leader."""
    b = edits.resting(pegasus_table(settle=False))
    b, _ = b.run(Execute(1, "test"))
    assert b.pending is not None and b.pending.kind == "choose_new_character"
    offered = {getattr(o, "character", "") for o in b.pending.options}
    with using_rules(b.rules):
        types = {data().character(c).type for c in offered}
    assert LEOBEN not in offered and "cylon_leader" not in types
    assert {"military_leader", "pilot", "political_leader"} <= types


@pytest.mark.rules("X-PEG-21")
@pytest.mark.parametrize("plugins", [WITH_PEGASUS, list(reversed(WITH_PEGASUS))])
def test_on_new_caprica_the_new_character_starts_at_resistance_hq_not_sickbay(
    plugins: list[str],
) -> None:
    """William Adama chosen with his start (Admiral's Quarters) damaged: Sickbay outside the
    New Caprica phase (X-EXEC-8), Resistance HQ during it, before Galactica returns, whichever
    plugin comes first."""
    for settle, where in ((False, SICKBAY), (True, RESISTANCE_HQ)):
        b = edits.resting(pegasus_table(settle, plugins))
        b, _ = b.run(Execute(1, "test"))
        b, _ = b.play(PickNewCharacter(1, ADAMA))
        assert b.game.players[1].location == where, settle


def two_card_cylon(plugins: list[str], distance: int) -> Board:
    """Seat 1, the current player, holds a "You Are a Cylon" card and a "You Are Not a Cylon"
    card at this distance."""
    chars = ("galen_tyrol", "saul_tigh", "laura_roslin", "lee_apollo_adama")
    b = turn.table(4, 4, chars, plugins=plugins, distance=distance)
    b = edits.edit(b, current=1)
    return edits.with_player(b, 1, loyalty=(CYLON, HUMAN))


def hand_off(b: Board) -> Board:
    """Seat 1 gives his face-down cards to seat 2 when he is asked; the board either way."""
    if b.pending is not None and b.pending.kind == "hand_off_loyalty":
        b, _ = b.play(next(o for o in b.pending.options if getattr(o, "to", -1) == 2))
    return b


@pytest.mark.rules("X-PEG-2")
def test_an_executed_cylon_with_pegasus_gives_his_other_cards_to_a_human() -> None:
    """Executed, he shows his Cylon card and, with Pegasus at distance 6 or less (R-201),
    gives his other face-down card to a human of his choice; without Pegasus, or at
    distance 7, he keeps it face down (X-EXEC-2)."""
    for plugins, distance, given in (
        (WITH_PEGASUS, 3, True),
        (WITH_PEGASUS, 7, False),
        (PLUGINS, 3, False),
    ):
        b = two_card_cylon(plugins, distance)
        held = len(b.game.players[2].loyalty)
        b, _ = edits.resting(b).run(Execute(1, "test"))
        b = hand_off(b)
        seat1 = b.game.players[1]
        assert seat1.shown == (CYLON,) and seat1.location == RESURRECTION
        assert (seat1.loyalty == (CYLON,)) is given, (plugins, distance)
        assert len(b.game.players[2].loyalty) == held + int(given)


@pytest.mark.rules("X-PEG-1")
def test_a_cylon_revealing_with_pegasus_and_exodus_hands_off_his_other_cards() -> None:
    """Revealing by his card's action (Pegasus's hand-off rule, used with Exodus): at distance
    6 or less his other face-down card goes to a human of his choice."""
    b = edits.at_action(two_card_cylon(WITH_PEGASUS, 3), 1)
    held = len(b.game.players[2].loyalty)
    b, _ = b.play(b.option("base.reveal_cylon", card=CYLON))
    for _ in range(20):
        if b.pending is None or b.pending.kind == "hand_off_loyalty":
            break
        b, _ = b.play(b.pending.options[0])
    assert b.pending is not None and b.pending.kind == "hand_off_loyalty"
    b = hand_off(b)
    assert b.game.players[1].loyalty == (CYLON,)
    assert len(b.game.players[2].loyalty) == held + 1


def gaeta_in_detention(settle: bool) -> tuple[Board, int]:
    """Pegasus and Exodus at distance 7 with Felix Gaeta (not the Admiral) the current player,
    settled on New Caprica and in Detention if asked, else in the Brig."""
    chars = (GAETA, "base.character.saul_tigh", "base.character.laura_roslin")
    b = turn.table(3, 4, chars, plugins=WITH_PEGASUS, distance=7)
    if settle:
        b, _ = b.run(flow.Settle(b.game.current))
    seat = edits.seat_of(b.game, GAETA)
    b = edits.placed(edits.edit(b, current=seat), seat, DETENTION if settle else BRIG)
    assert b.game.admiral != seat
    return edits.at_action(b, seat), seat


@pytest.mark.rules("X-PEG-20")
def test_gaetas_coup_from_detention_before_the_return_goes_to_resistance_hq() -> None:
    """On New Caprica Coup's Brig is Detention (P-DET-3): used there before Galactica returns
    it takes him to Resistance HQ, not Command, and makes him Admiral; from the Brig (no New
    Caprica) it is Command, as printed."""
    for settle, where in ((True, RESISTANCE_HQ), (False, COMMAND)):
        b, seat = gaeta_in_detention(settle)
        b, _ = b.play(b.option("base.use_action_ability", ability=COUP))
        assert b.game.players[seat].location == where, settle
        assert b.game.admiral == seat


def test_coup_is_offered_to_the_admiral_in_detention() -> None:
    """Already Admiral but in Detention (the Brig his ability means there), Coup still moves
    him, so it is offered."""
    b, seat = gaeta_in_detention(True)
    b = edits.at_action(edits.with_game(b, edits.with_title(b.game, "admiral", seat)), seat)
    assert any(getattr(o, "ability", "") == COUP for o in b.pending.options)  # type: ignore[union-attr]


@pytest.mark.rules("X-PEG-18")
@pytest.mark.parametrize("plugins", [WITH_PEGASUS, list(reversed(WITH_PEGASUS))])
def test_human_delusion_resolves_before_quick_fix_on_the_same_check(plugins: list[str]) -> None:
    """Cally's check at Admiral's Quarters with Caprica Six in the game: after the reveal
    Caprica Six adds her card first (Human Delusion), then Cally's Quick Fix may remove any
    revealed card, the one just added included."""
    chars = (CALLY, CAPRICA_SIX, "base.character.laura_roslin", ADAMA)
    b = turn.table(4, 4, chars, plugins=plugins)
    cally, six = edits.seat_of(b.game, CALLY), edits.seat_of(b.game, CAPRICA_SIX)
    hands = {s: [PIL3] if s == six else [] for s in range(4)}
    b = edits.placed(edits.edit(b, current=cally), cally, AQ)
    b = edits.at_action(arranged(b, hands, destiny=[LEA1, LEA1]), cally)
    b, _ = b.play(b.option("base.use_location", location=AQ))
    asked = []
    while b.pending is not None and b.pending.kind != "exodus_quick_fix":
        decision = b.pending
        asked.append(decision.kind)
        if decision.kind == "human_delusion" and PIL3 in decision.options[-1].card:  # type: ignore[attr-defined]
            b, _ = b.play(decision.options[-1])
            continue
        stop = [o for o in decision.options if o.tag == "base.stop_adding"]
        b, _ = b.play(stop[0] if stop else decision.options[0])
    assert "human_delusion" in asked
    assert b.pending is not None and b.pending.seat == cally
    assert PIL3 in {getattr(o, "card", "") for o in b.pending.options}


@pytest.mark.rules("P-DET-3")
def test_impulsive_does_not_apply_in_detention_on_new_caprica() -> None:
    """Cally's Impulsive excepts the Brig; on New Caprica her Brig is Detention (P-DET-3): there,
    holding one card, she may add it to a New Caprica Crisis card's check (elsewhere on the
    planet she may not)."""
    chars = (CALLY, "base.character.saul_tigh", "base.character.laura_roslin")
    for where, single in ((DETENTION, True), (SHIPYARD, False)):
        b = turn.table(3, 4, chars, plugins=WITH_PEGASUS, distance=7)
        b, _ = b.run(flow.Settle(b.game.current))
        seat = edits.seat_of(b.game, CALLY)
        b = edits.placed(edits.edit(b, current=seat), seat, where)
        card = b.game.skill_decks["politics"][0]
        b = arranged(b, {s: [card] if s == seat else [] for s in range(3)})
        b = edits.drawn(b, LABOR_STRIKE)
        while b.pending is not None and b.pending.kind == "contribute" and b.pending.seat != seat:
            b, _ = b.play(b.option("base.stop_adding"))
        assert b.pending is not None and b.pending.seat == seat, where
        assert ("base.add_card" in {o.tag for o in b.pending.options}) is single, where


def galactica_fires(first_plays: bool) -> tuple[Board, list[int], list[Any]]:
    """Seat 0's turn in a 5-seat Exodus game; he activates Weapons Control at a raider; seats 2
    and 4 (the only ones with cards) each hold Strategic Planning. Seat 2 plays his when asked
    if `first_plays`, else seat 4 does. Returns the board, the seats asked before the roll and
    the events."""
    b = board(5, 1, cylons=[(RAIDER, 5)], windows=True, plugins=PLUGINS)
    b = edits.edit(arranged(b, {s: [SP] if s in (2, 4) else [] for s in range(5)}), current=0)
    b = edits.at_action(edits.placed(b, 0, WEAPONS_CONTROL), 0)
    asked: list[int] = []
    events: list[Any] = []
    with scripted_random(rolls=[1]):
        b, out = b.play(b.option("base.use_location", location=WEAPONS_CONTROL))
        events += out
        while b.pending is not None and b.pending.kind != BEFORE_ROLL and not asked:
            if any(e.tag == "base.attack_rolled" for e in events):
                break
            b, out = b.play(b.pending.options[0])  # the raider, the only target
            events += out
        while b.pending is not None and b.pending.kind == BEFORE_ROLL:
            seat = b.pending.seat
            asked.append(seat)
            play = seat == (2 if first_plays else 4)
            keep = next(o for o in b.pending.options if o.tag != "base.play_skill")
            b, out = b.play(b.option("base.play_skill", card=SP) if play else keep)
            events += out
    return b, asked, events


@pytest.mark.rules("X-TIME-1", "X-TIME-2")
@pytest.mark.parametrize("first_plays", [True, False])
def test_the_current_players_order_decides_who_plays_strategic_planning(first_plays: bool) -> None:
    """Two players want Strategic Planning on one roll: they are asked in the current player's
    table order (seat 2 before seat 4); once seat 2's is played the other can no longer be
    played on that roll and stays in seat 4's hand; if seat 2 passes, seat 4 may play his."""
    b, asked, events = galactica_fires(first_plays)
    assert asked == ([2] if first_plays else [2, 4])
    assert (SP in b.game.players[4].hand) is first_plays
    assert (SP in b.game.players[2].hand) is not first_plays
    assert [e.result for e in events if e.tag == "base.attack_rolled"] == [1 + 2]


@pytest.mark.rules("X1-EXEC-7")
def test_discharge_of_a_firearm_never_executes_a_revealed_cylon() -> None:
    """A revealed Cylon standing in Cally's location (on New Caprica a Cylon player may) is no
    target of Discharge of a Firearm: with nobody else there the Action is not offered; a
    human beside her is the only one offered."""
    b, seat = cally_table([cally_skill("investigative_committee", 5)])
    here = b.game.players[seat].location
    cylon, human = (seat + 1) % 3, (seat + 2) % 3
    b = edits.placed(edits.with_player(b, cylon, revealed=True), cylon, here)
    at = edits.at_action(b, seat)
    assert not any(getattr(o, "ability", "") == DISCHARGE for o in at.pending.options)  # type: ignore[union-attr]
    at = edits.at_action(edits.placed(b, human, here), seat)
    at, _ = at.play(at.option("base.use_action_ability", ability=DISCHARGE))
    assert [o.value for o in at.pending.options] == [human]  # type: ignore[union-attr,attr-defined]


def scout_table(raptors: int = 4) -> Board:
    """The current player at his Action step holding Scout for Fuel, `raptors` in reserve."""
    b = exodus_table(windows=False)
    seat = b.game.current
    n = len(b.game.players)
    b = edits.edit(
        arranged(b, {s: [SCOUT] if s == seat else [] for s in range(n)}), raptors=raptors
    )
    return edits.at_action(b, seat)


def scout_for_fuel(roll: int) -> tuple[Board, Board]:
    """Scout for Fuel played with the die showing `roll`: the board before and after."""
    start = scout_table()
    with scripted_random(rolls=[roll]):
        after, _ = start.play(start.option("base.play_skill", card=SCOUT))
        while after.pending is not None and after.pending.kind != "base.not_implemented":
            after, _ = after.play(after.pending.options[0])
    return start, after


@pytest.mark.rules("X1-CARD-TAC-6", "X1-SKILL-5")
@pytest.mark.parametrize(
    ("roll", "fuel", "raptors"), [(4, 1, 0), (8, 1, 0), (3, 0, -1), (1, 0, -1)]
)
def test_scout_for_fuel_gains_fuel_on_4_or_more_else_loses_the_raptor(
    roll: int, fuel: int, raptors: int
) -> None:
    """Its Action risks 1 raptor: on 4 or more 1 fuel is gained; on 3 or less the raptor is
    lost; with no raptor it cannot be played."""
    start, after = scout_for_fuel(roll)
    assert after.game.fuel - start.game.fuel == fuel
    assert after.game.raptors - start.game.raptors == raptors
    none = scout_table(raptors=0)
    assert not any(getattr(o, "card", "") == SCOUT for o in none.pending.options)  # type: ignore[union-attr]


@pytest.mark.rules("X1-CRISIS-1")
def test_the_circle_gives_the_presidency_away_or_executes_the_current_player() -> None:
    """The Circle, option A: the President chooses; handing the title to another player makes
    him President, refusing executes the current player."""
    b = board(4, 2, characters=list(HUMANS[:4]), plugins=PLUGINS)
    president = b.game.president
    current = (president + 1) % 4
    b = edits.resting(edits.edit(b, current=current))
    b, _ = b.run(RunOps(CIRCLE, "option_a", current))
    assert b.pending is not None and b.pending.seat == president
    assert len(b.pending.options) == 2
    refused, events = b.play(b.pending.options[1])
    assert [e.seat for e in events if e.tag == "base.character_executed"] == [current]
    given, _ = b.play(b.pending.options[0])
    assert given.pending is not None and given.pending.seat == president
    other = next(o.value for o in given.pending.options)  # type: ignore[attr-defined]
    assert other != president
    given, events = given.play(given.pending.options[0])
    assert given.game.president == other
    assert not [e for e in events if e.tag == "base.character_executed"]
