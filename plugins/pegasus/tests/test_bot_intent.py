"""The heuristic bot takes the sensible option in the new Pegasus decisions (issue 10, issue 15):
constructed positions, from a real Pegasus view with the seat's knowledge edited, answered by
the game's own heuristic bot (every part's wrapper around the Pegasus core)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from bsg_pegasus.board import ship
from bsg_pegasus.leaders.model import NAME as LEADERS
from bsg_pegasus.newcaprica import names as n
from pegasus_helpers import pegasus_game

from bsgcore import Game
from bsgcore.bots import play_game

SEATS = 5
GAME = pegasus_game(seats=SEATS, seed=3)
TAGS = GAME.rules.registry.tags
Move, Stay, Pick = TAGS["base.move"], TAGS["base.stay"], TAGS["base.pick"]
UseLocation, AddCard, StopAdding = (
    TAGS["base.use_location"],
    TAGS["base.add_card"],
    TAGS["base.stop_adding"],
)
HUMAN = "base.loyalty.you_are_not_a_cylon"
CYLON = "base.loyalty.you_are_a_cylon_morale"
BRIG = "base.location.brig"
ME = 0


def bot(seed: int = 1) -> Any:
    """The game's heuristic bot (the wrappers around the Pegasus core)."""
    return GAME.rules.data["bots"]["heuristic"](seed)


def core(outer: Any) -> Any:
    """The Pegasus core inside the wrappers."""
    while hasattr(outer, "inner"):
        outer = outer.inner
    return outer


def _start_view() -> dict[str, Any]:
    """Seat 0's view at the first action of a real seeded Pegasus game."""
    game = Game.new("base", plugins=["pegasus"], seats=SEATS, seed=3)
    bots = {s: bot(s) for s in range(SEATS)}
    while game.pending is not None and game.pending.kind != "action":
        decision = game.pending
        game.play(bots[decision.seat].choose(game.view(decision.seat), decision.options))
    return copy.deepcopy(game.view(ME))


START = _start_view()


def view(
    kind: str,
    *,
    loyalty: str = HUMAN,
    seen: tuple[tuple[int, str], ...] = (),
    where: dict[int, str] | None = None,
    agenda: str = "",
    **game: Any,
) -> dict[str, Any]:
    """Seat 0's view with its loyalty, what it saw of others' loyalty, where they stand."""
    out = copy.deepcopy(START)
    out["pending"] = {"kind": kind, "prompt": game.pop("prompt", "")}
    table = out["game"]
    table["me"]["seat"] = ME
    table["me"]["loyalty"] = [loyalty]
    table["me"]["seen_loyalty"] = [list(s) for s in seen]
    for p in table["players"]:
        p["revealed"] = False
        p["location"] = "base.location.research_lab"
        p["titles"] = []
    table["players"][ME]["character"] = "base.character.saul_tigh"  # no ability of his own here
    for seat, place in (where or {}).items():
        table["players"][seat]["location"] = place
    table.update(game)
    out.setdefault("plugins", {}).setdefault(LEADERS, {})["agenda"] = agenda
    return out


# -- the Airlock ---------------------------------------------------------------------------------


def test_a_human_goes_to_the_airlock_for_a_known_cylon_in_the_brig() -> None:
    """Knowing seat 2 a Cylon and in the Brig, a human moves to the Airlock (paying a card),
    not knowing any, he does not."""
    hand = ["base.skill.politics@1"]
    options = (Stay(ME), Move(ME, ship.AIRLOCK, hand[0]))
    known = view("movement", seen=((2, CYLON),), where={2: BRIG})
    known["game"]["me"]["hand"] = hand
    assert bot().choose(known, options) == Move(ME, ship.AIRLOCK, hand[0])
    unknown = view("movement", where={2: BRIG})
    unknown["game"]["me"]["hand"] = hand
    assert bot().choose(unknown, options) != Move(ME, ship.AIRLOCK, hand[0])


def _airlock_target(seen: tuple[tuple[int, str], ...], seed: int, loyalty: str = HUMAN) -> int:
    player = bot(seed)
    core(player).last = UseLocation(ME, ship.AIRLOCK)
    options = tuple(Pick(ME, s) for s in range(1, SEATS))
    chosen = player.choose(view("choose_target", seen=seen, loyalty=loyalty), options)
    return int(chosen.value)


@pytest.mark.parametrize("seed", range(8))
def test_the_airlock_names_a_known_cylon_and_never_a_known_human(seed: int) -> None:
    """A human names the Cylon he knows of; with only a proven human known, never him; a Cylon
    names a human."""
    assert _airlock_target(((3, HUMAN), (2, CYLON)), seed) == 2
    assert _airlock_target(((3, HUMAN),), seed) != 3
    assert _airlock_target(((3, CYLON),), seed, loyalty=CYLON) != 3


def _airlock_check(target: int, seen: tuple[tuple[int, str], ...]) -> Any:
    check = {
        "source": ship.AIRLOCK,
        "target": target,
        "difficulty": 8,
        "partial": 0,
        "skills": ["politics", "tactics", "treachery"],
        "added": [0] * SEATS,
    }
    options = (StopAdding(ME), AddCard(ME, "base.skill.consolidate_power@3"))
    chosen = bot().choose(view("contribute", seen=seen, check=check, current=4), options)
    return chosen


def test_humans_help_the_airlock_only_against_a_known_cylon() -> None:
    """Against a known Cylon a human adds a positive card; against a proven human he adds none."""
    assert _airlock_check(2, ((2, CYLON),)) == AddCard(ME, "base.skill.consolidate_power@3")
    assert _airlock_check(2, ((2, HUMAN),)) == StopAdding(ME)


# -- crisis options from the game's catalogue ----------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_pegasus_crisis_options_are_weighed_not_random(seed: int) -> None:
    """Assassination Plot: a human takes the discards (a), a Cylon has the Admiral executed (b),
    whatever the bot's seed (base's catalogue lacks the card: it used to pick at random)."""
    option = TAGS["base.choose_option"]
    options = (option(ME, "a"), option(ME, "b"))
    human = view("crisis_option", crisis="pegasus.crisis.assassination_plot")
    assert bot(seed).choose(human, options) == option(ME, "a")
    cylon = view("crisis_option", loyalty=CYLON, crisis="pegasus.crisis.assassination_plot")
    assert bot(seed).choose(cylon, options) == option(ME, "b")


def test_an_execution_is_weighed_by_who_it_hits() -> None:
    """A Verdict of Guilty executes the current player: a human Admiral chooses it when the
    current player is a Cylon he knows of, else he damages Galactica twice instead."""
    option = TAGS["base.choose_option"]
    options = (option(ME, "a"), option(ME, "b"))
    known = view(
        "crisis_option", seen=((4, CYLON),), crisis="pegasus.crisis.a_verdict_of_guilty", current=4
    )
    assert bot().choose(known, options) == option(ME, "a")
    unknown = view("crisis_option", crisis="pegasus.crisis.a_verdict_of_guilty", current=4)
    assert bot().choose(unknown, options) == option(ME, "b")


# -- the windows and characters ------------------------------------------------------------------


def test_cylons_play_sabotage_and_humans_major_victory() -> None:
    """A Cylon player plays Sabotage, a human does not; a human below full morale plays Major
    Victory, a Cylon passes for good."""
    no, play = TAGS["pegasus.no_sabotage"], TAGS["pegasus.play_sabotage"]
    sabotage = "pegasus.skill.sabotage_3@3"
    options = (no(ME), play(ME, sabotage))
    assert bot().choose(view("sabotage", loyalty=CYLON), options) == play(ME, sabotage)
    assert bot().choose(view("sabotage"), options) == no(ME)
    never, no_card = TAGS["base.pass_always"], TAGS["base.no_card"]
    victory = TAGS["pegasus.play_major_victory"]
    card = "pegasus.skill.major_victory_1@1"
    options = (no_card(ME), never(ME), victory(ME, card))
    low = view("pegasus_major_victory", resources={**START["game"]["resources"], "morale": 6})
    assert bot().choose(low, options) == victory(ME, card)
    assert bot().choose(view("pegasus_major_victory", loyalty=CYLON), options) == never(ME)


def test_cain_executes_only_a_known_cylon() -> None:
    """Intolerant: the target named in the prompt is executed only when Cain knows him a Cylon."""
    use = TAGS["pegasus.use_intolerant"]
    options = (use(ME, True), use(ME, False))
    prompt = "Intolerant: execute seat 2 instead of sending him to the Brig?"
    known = view("intolerant", seen=((2, CYLON),), prompt=prompt)
    assert bot().choose(known, options) == use(ME, True)
    assert bot().choose(view("intolerant", prompt=prompt), options) == use(ME, False)


# -- Cylon Leaders ---------------------------------------------------------------------------------

CAVIL = "pegasus.character.cavil"
FOR_HUMANS = "pegasus.agenda.join_the_colonials"
FOR_CYLONS = "pegasus.agenda.genocide"


def _leader_view(agenda: str, location: str) -> dict[str, Any]:
    out = view("action", loyalty=CYLON, agenda=agenda, where={ME: location})
    me = out["game"]["players"][ME]
    me["character"], me["revealed"] = CAVIL, True
    return out


def test_a_leader_for_the_humans_infiltrates_and_one_for_the_cylons_takes_primacy() -> None:
    """At the Human Fleet, Cavil for the humans Infiltrates; for the Cylons he takes Primacy."""
    infiltrate = TAGS["pegasus.infiltrate"]
    ability = TAGS["pegasus.leader_ability"]
    fleet = "base.location.human_fleet"
    options = (
        UseLocation(ME, fleet),
        infiltrate(ME, "base.location.research_lab"),
        infiltrate(ME, "base.location.command"),
        ability(ME, "pegasus.ability.cavil_primacy"),
    )
    chosen = bot().choose(_leader_view(FOR_HUMANS, fleet), options)
    assert chosen.tag == "pegasus.infiltrate"
    chosen = bot().choose(_leader_view(FOR_CYLONS, fleet), options)
    assert chosen == ability(ME, "pegasus.ability.cavil_primacy")


def test_an_infiltrating_leader_plays_as_a_human_player() -> None:
    """Aboard, a Leader for the humans acts at a Galactica location, not a Cylon one."""
    aboard = _leader_view(FOR_HUMANS, "base.location.research_lab")
    goal = core(bot())._wanted(aboard["game"])
    assert goal not in ("base.location.caprica", "base.location.cylon_fleet")
    assert not core(bot())._revealed(aboard["game"])


def test_a_cylon_hands_a_cylon_card_to_the_titled_human() -> None:
    """A face-down "You Are a Cylon" card goes to the President (the human with a title)."""
    give = TAGS["pegasus.give_loyalty"]
    out = view("hand_off_loyalty", loyalty=CYLON)
    out["game"]["me"]["loyalty"] = [CYLON, "base.loyalty.you_are_a_cylon_fuel"]
    out["game"]["players"][ME]["revealed"] = True
    out["game"]["players"][ME]["shown_loyalty"] = [CYLON]
    out["game"]["players"][3]["titles"] = ["president"]
    options = tuple(give(ME, s) for s in range(1, SEATS))
    assert bot().choose(out, options) == give(ME, 3)


# -- New Caprica -------------------------------------------------------------------------------------


def test_on_new_caprica_a_human_sends_a_known_cylon_or_nobody() -> None:
    """Sent to Detention: the Cylon he knows of; knowing none, nobody (the effect is optional)."""
    send = TAGS["pegasus.nc.send"]
    out = view("nc_send", seen=((2, CYLON),))
    out["plugins"][n.PART] = {"new_caprica": {"phase": n.OCCUPIED}}
    options = (send(ME, 1), send(ME, 2), send(ME, -1))
    assert bot().choose(out, options) == send(ME, 2)
    out = view("nc_send")
    out["plugins"][n.PART] = {"new_caprica": {"phase": n.OCCUPIED}}
    assert bot().choose(out, options) == send(ME, -1)


def test_heuristic_games_with_the_intent_still_end() -> None:
    """A whole seeded Pegasus game between heuristic bots comes to an outcome."""
    game = pegasus_game(seats=SEATS, seed=11)
    play_game(game, {s: bot(s) for s in range(SEATS)})
    assert game.outcome is not None


def test_calculations_turn_a_miss_into_a_hit_and_a_hit_on_galactica_into_a_miss() -> None:
    """A viper's 2 on a raider becomes a 3 (destroyed, B-CMBT-T1); a basestar's 4 on Galactica
    becomes a 3 (no damage); a result either way alike is left alone; a Cylon passes for good."""
    play, no_card = TAGS["pegasus.play_calculations"], TAGS["base.no_card"]
    never = TAGS["base.pass_always"]
    card = "pegasus.skill.calculations_3@3"
    options = (no_card(ME), never(ME), play(ME, card, -1), play(ME, card, 1))

    def answer(attacker: str, target: str, result: int, loyalty: str = HUMAN) -> Any:
        roll = {"purpose": "attack", "attacker": attacker, "target": target, "result": result}
        return bot().choose(view("pegasus_calculations", loyalty=loyalty, roll=roll), options)

    assert answer("viper 12", "raider 30", 2) == play(ME, card, 1)
    assert answer("basestar 3", "Galactica", 4) == play(ME, card, -1)
    assert answer("viper 12", "raider 30", 5) == no_card(ME)
    assert answer("viper 12", "raider 30", 2, loyalty=CYLON) == never(ME)
    roll = {"purpose": "attack", "attacker": "viper 1", "target": "raider 2", "result": 2}
    empty = view("pegasus_calculations", roll=roll)
    assert bot().choose(empty, (no_card(ME), never(ME))) == never(ME)


def test_a_leader_for_mutual_annihilation_plays_his_super_crisis_before_going_in() -> None:
    """Mutual Annihilation needs a Super Crisis played: holding one, the Leader for the humans
    goes to Caprica first; without one, to the Human Fleet to Infiltrate."""
    out = _leader_view("pegasus.agenda.mutual_annihilation", "base.location.cylon_fleet")
    player = bot()
    player.choose(out, (Stay(ME),))  # the seat reads its own Agenda from the view
    leader = core(player)
    out["game"]["me"]["super_crises"] = ["pegasus.super_crisis.psychological_warfare"]
    assert leader._wanted(out["game"]) == "base.location.caprica"
    out["game"]["me"]["super_crises"] = []
    assert leader._wanted(out["game"]) == "base.location.human_fleet"


def _raided(population: int) -> dict[str, Any]:
    """Seat 0's action with 2 civilian ships in front of 2 raiders."""
    out = view("action", resources={**START["game"]["resources"], "population": population})
    for area in out["game"]["space"]:
        area["cylons"], area["civilians"], area["vipers"] = [], [], []
    alpha = out["game"]["space"][0]
    alpha["civilians"] = [{"uid": 90}, {"uid": 91}]
    alpha["cylons"] = [
        {"uid": 80, "kind": "raider", "damage": 0},
        {"uid": 81, "kind": "raider", "damage": 0},
    ]
    return out


def test_cain_blind_jumps_away_from_raiders_about_to_hit_civilian_ships() -> None:
    """With raiders on 2 civilian ships and population to spare, a human Cain jumps at once
    (she may not use FTL Control); short of population, or with an empty board, she does not."""
    blind = TAGS["pegasus.use_blind_jump"](ME)
    options = (blind, UseLocation(ME, "base.location.research_lab"))
    assert bot().choose(_raided(10), options) == blind
    assert bot().choose(_raided(4), options) != blind
    calm = _raided(10)
    calm["game"]["space"][0]["cylons"] = []
    assert bot().choose(calm, options) != blind


def test_chief_of_staff_and_fast_learner_help_a_hard_check() -> None:
    """Before a hard Leadership check, a human holding Politics cards uses Assign Chief of
    Staff; Dee draws with Fast Learner from a positive type and puts the cards into the check."""
    check = {
        "source": "base.crisis.x",
        "difficulty": 10,
        "skills": ["leadership"],
        "added": [0] * SEATS,
    }
    no_card, chief = TAGS["base.no_card"], TAGS["pegasus.use_chief_of_staff"]
    out = view("skill_window", check=check, current=ME)
    out["game"]["me"]["hand"] = ["base.skill.consolidate_power@2"]
    assert bot().choose(out, (no_card(ME), chief(ME))) == chief(ME)
    out["game"]["me"]["hand"] = ["base.skill.executive_order@2"]
    assert bot().choose(out, (no_card(ME), chief(ME))) == no_card(ME)
    learn, place = TAGS["pegasus.use_fast_learner"], TAGS["pegasus.place_fast_learner"]
    decks = (no_card(ME), learn(ME, "politics"), learn(ME, "leadership"))
    assert bot().choose(out, decks) == learn(ME, "leadership")
    placed = view("fast_learner", check=check)
    assert bot().choose(placed, (place(ME, True), place(ME, False))) == place(ME, True)


def test_cain_never_aims_at_a_location_her_weakness_forbids() -> None:
    """At jump track 4 base's bot goes to FTL Control; Cain (Bent on Revenge) may not activate
    it, so she aims elsewhere, and never at the Engine Room either."""
    out = view("action", jump_track=4)
    player = core(bot())
    assert player._wanted(out["game"]) == "base.location.ftl_control"
    out["game"]["players"][ME]["character"] = "pegasus.character.helena_cain"
    assert player._wanted(out["game"]) not in (
        "base.location.ftl_control",
        "pegasus.location.engine_room",
    )
    out["game"]["jump_track"] = 3
    out["game"]["me"]["hand"] = ["base.skill.executive_order@1"] * 6
    assert player._wanted(out["game"]) != "pegasus.location.engine_room"


def test_primacy_removes_only_a_damaged_basestar_for_the_cylons() -> None:
    """With every basestar out, Cavil for the Cylons removes the damaged one, else none."""
    out = _leader_view(FOR_CYLONS, "base.location.cylon_fleet")
    out["pending"]["kind"] = "choose_remove_basestar"
    for area in out["game"]["space"]:
        area["cylons"] = []
    out["game"]["space"][0]["cylons"] = [
        {"uid": 70, "kind": "basestar", "damage": 0},
        {"uid": 71, "kind": "basestar", "damage": 1},
    ]
    options = (Pick(ME, 70), Pick(ME, 71), Pick(ME, -1))
    assert bot().choose(out, options) == Pick(ME, 71)
    out["game"]["space"][0]["cylons"][1]["damage"] = 0
    assert bot().choose(out, options) == Pick(ME, -1)
