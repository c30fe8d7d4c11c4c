"""Components, board geography, characters and the catalogue facts of the base rules (base.md
sections 1, 2, 6, 9.4, 10.1, 15, 17, 18, 27), each checked against the shipped catalogue and the
engine that uses it."""

from __future__ import annotations

import re
import tomllib
from collections import Counter

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.loader import load, read_files
from bsgcore.base.catalogue.vocab import AREAS, OPS, RESOURCES, SKILL_TYPES
from bsgcore.base.invariants import check_invariants
from bsgcore.base.model import Civilian, Viper
from bsgcore.base.skills import cards as ts
from bsgcore.base.space import board as sp
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.testing import random_playout
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import arrange, table

OMIT: dict[str, object] = {}  # base games need no option
HANGAR = "base.location.hangar_deck"
DAMAGEABLE = {
    "base.location.command",
    "base.location.weapons_control",
    "base.location.ftl_control",
    "base.location.admirals_quarters",
    "base.location.hangar_deck",
    "base.location.armory",
}
BASE_CHARACTERS = {
    "william_adama": "military_leader",
    "saul_tigh": "military_leader",
    "karl_helo_agathon": "military_leader",
    "kara_starbuck_thrace": "pilot",
    "lee_apollo_adama": "pilot",
    "sharon_boomer_valerii": "pilot",
    "gaius_baltar": "political_leader",
    "laura_roslin": "political_leader",
    "tom_zarek": "political_leader",
    "galen_tyrol": "support",
}


def test_skill_colours_b_comp_4() -> None:
    """B-COMP-4: leadership green, politics yellow, tactics purple, piloting red, engineering
    blue (the shipped skill catalogue)."""
    doc = tomllib.loads(read_files()["base-skill.toml"].decode())
    colours = {row["type"]: row["colour"] for row in doc["skill_type"]}
    assert colours == {
        "leadership": "green",
        "politics": "yellow",
        "tactics": "purple",
        "piloting": "red",
        "engineering": "blue",
    }


def test_destiny_deck_of_ten_b_comp_5() -> None:
    """B-COMP-5: the destiny deck is 10 cards, 2 from each of the 5 skill decks."""
    game = sc.base(sc.set_up(4, 3))
    assert len(game.destiny) == 10
    assert Counter(m.skill_type(c) for c in game.destiny) == {t: 2 for t in SKILL_TYPES}


def test_box_counts_b_comp_7_8_11() -> None:
    """B-COMP-7: 4 raptors; B-COMP-8: 2 nukes, held by the Admiral, and no base effect gives
    more (B-NUKE-7); B-COMP-11: 12 civilian ships: 6 of 1 population, 2 of 2, 1 population +
    fuel, 1 population + morale, 2 empty."""
    cat = load()
    comp = cat.components
    assert comp.count("raptor") == 4 and comp.count("nuke_token") == 2
    game = sc.base(sc.set_up(4, 3))
    assert game.raptors == 4 and game.nukes == 2
    gains = [
        op
        for card in cat.cards()
        for top in getattr(card, "effects", ())  # every deck, token, location and ability
        for op in top.walk()
        if op.name == "nukes" and int(op.get("delta")) > 0
    ]
    assert gains == []
    backs = Counter(c.back for c in comp.civilians)
    assert backs == {
        "population_1": 6,
        "population_2": 2,
        "population_1_fuel_1": 1,
        "population_1_morale_1": 1,
        "empty": 2,
    }
    assert sorted(game.civilian_pile + game.cargo) == sorted(c.back for c in comp.civilians)


def test_jump_track_positions_b_comp_14() -> None:
    """B-COMP-14: the jump track runs 0 (start) to 5 (auto-jump); the track op keeps it there."""
    comp = load().components
    assert comp.jump_auto == 5
    game = sc.base(sc.set_up(3, 2))
    assert game.jump_track == 0
    assert te.CounterChanged("jump_track", -3).apply(game).jump_track == 0
    assert te.CounterChanged("jump_track", 9).apply(game).jump_track == 5


def test_every_deck_is_on_the_table_b_comp_16() -> None:
    """B-COMP-16: after set-up the Crisis, Super Crisis, Quorum, Destination and the 5 skill
    decks, the destiny deck, the dealt loyalty cards, the civilian pile and both damage piles
    are all there."""
    game = sc.base(sc.set_up(5, 1))
    assert game.crisis_deck and game.super_crisis_deck and game.quorum_deck
    assert game.destination_deck and game.destiny
    assert len(game.skill_decks) == 5 and all(game.skill_decks.values())
    assert all(p.loyalty for p in game.players) and game.loyalty_deck
    assert len(game.civilian_pile) == 10  # 12 minus the 2 placed in delta (B-SETUP-12)
    assert len(game.damage_pile) == 8 and len(game.basestar_damage_pile) == 4


def test_two_titles_each_held_once_b_comp_17() -> None:
    """B-COMP-17: the base titles are the Admiral and the President, each held by one seat."""
    assert {t.id for t in load().components.titles} == {
        "base.title.admiral",
        "base.title.president",
    }
    for seed in range(4):
        game = sc.base(sc.set_up(4, seed))
        assert 0 <= game.admiral < 4 and 0 <= game.president < 4


def test_decks_b_comp_19_20_21_b_crisis_5() -> None:
    """B-COMP-19: 70 crisis cards (61 distinct); B-CRISIS-5: 10 of them are Cylon attacks;
    B-COMP-20: 5 super crises; B-COMP-21 (A-1): 11 Not a Cylon, 4 You Are a Cylon (each with
    its reveal effect), 1 Sympathizer."""
    cat = load()
    assert sum(c.copies for c in cat.crisis) == 70 and len(cat.crisis) == 61
    assert sum(c.copies for c in cat.crisis if c.kind == "cylon_attack") == 10
    assert len(cat.super_crisis) == 5 and all(c.copies == 1 for c in cat.super_crisis)
    teams = Counter()  # type: Counter[str]
    for card in cat.loyalty:
        teams[str(card.extra["team"])] += card.copies
    assert teams == {"human": 11, "cylon": 4, "sympathizer": 1}
    cylons = [c for c in cat.loyalty if c.extra["team"] == "cylon"]
    assert all(c.effects for c in cylons) and len({c.id for c in cylons}) == 4


def test_six_areas_clockwise_b_map_1() -> None:
    """B-MAP-1: six areas, clockwise from alpha (in front of Galactica): alpha, bravo, charlie,
    delta, echo, foxtrot; echo and foxtrot are the launch areas."""
    assert [AREAS[a] for a in sp.AREA_NUMBERS] == [
        "alpha", "bravo", "charlie", "delta", "echo", "foxtrot",
    ]  # fmt: skip
    assert [sp.clockwise(a) for a in sp.AREA_NUMBERS] == [2, 3, 4, 5, 6, 1]
    assert sp.LAUNCH_AREAS == (5, 6)


def test_location_groups_b_map_7_b_loc_dmg_1_b_loc_c1_1() -> None:
    """B-MAP-7: Galactica's 10 locations (Sickbay and the Brig the special ones), Colonial One's
    3, the 4 Cylon locations; B-LOC-DMG-1: only Command, Weapons Control, FTL Control, Admiral's
    Quarters, Hangar Deck and Armory can be damaged; B-LOC-C1-1: no Colonial One location is
    damageable and no Galactica damage token names one."""
    cat = load()
    boards = cat.components.boards
    short = {b: {loc.rsplit(".", 1)[1] for loc in locs} for b, locs in boards.items()}
    assert short["base.board.galactica"] == {
        "command", "weapons_control", "communications", "ftl_control", "admirals_quarters",
        "research_lab", "hangar_deck", "armory", "sickbay", "brig",
    }  # fmt: skip
    assert short["base.board.colonial_one"] == {"press_room", "administration", "presidents_office"}
    assert short["base.board.cylon_locations"] == {
        "resurrection_ship", "cylon_fleet", "human_fleet", "caprica",
    }  # fmt: skip
    special = {loc.id for loc in cat.locations if loc.hazardous}
    assert special == {"base.location.sickbay", "base.location.brig"}
    assert {loc.id for loc in cat.locations if loc.damageable} == DAMAGEABLE
    named = {str(t.extra.get("location")) for t in cat.galactica_damage if t.extra.get("location")}
    assert named == DAMAGEABLE
    assert not any(cat.location(loc).damageable for loc in boards["base.board.colonial_one"])


def test_each_character_in_one_place_b_map_8() -> None:
    """B-MAP-8, B-EXEC-1: at every step of random games each character is in exactly one
    location, or in one area as the pilot of one viper; only Helo may be stranded (nowhere);
    no character ever leaves the game (the base game has no executions: no such effect op)."""
    assert [op for op in OPS if op.startswith("execute")]  # the vocabulary knows Exodus's ...
    for name, raw in read_files().items():  # ... but no base card uses it
        assert not re.search(rb'op = "execute', raw), name
    places = {loc.id for loc in load().locations}

    def one_place(game_: object) -> None:
        game = sc.base(game_)  # type: ignore[arg-type]
        if not game.set_up:
            return
        for seat, player in enumerate(game.players):
            assert player.character
            if player.location == m.STRANDED:
                assert player.character == "base.character.karl_helo_agathon"
            elif player.location == m.SPACE:
                assert [v.pilot for v in game.vipers].count(seat) == 1
            else:
                assert player.location in places

    for seed in range(2):
        random_playout("base", 5, 300 + seed, options=OMIT, on_step=one_place)


def test_character_sheets_b_char_1_6_7_8() -> None:
    """B-CHAR-1: each character has a skill set, an ability, a once-per-game ability, a weakness
    and a start; B-CHAR-6: the seed's groups; B-CHAR-7: the base game has exactly the 10 base
    characters; B-CHAR-8: Sharon is Boomer (Tactics 2, Piloting 2, Engineering 1; the Armory)."""
    cat = load()
    assert {c.id.rsplit(".", 1)[1]: c.type for c in cat.characters} == BASE_CHARACTERS
    for ch in cat.characters:
        assert ch.skill_set and ch.draw_per_turn == sum(g.count for g in ch.skill_set)
        assert ch.ability.name and ch.once_per_game.name and ch.weakness.name
        assert ch.start_location
    sharon = cat.character("base.character.sharon_boomer_valerii")
    assert [(g.types, g.count) for g in sharon.skill_set] == [
        (("tactics",), 2), (("piloting",), 2), (("engineering",), 1),
    ]  # fmt: skip
    assert sharon.start_location == "base.location.armory"
    assert sharon.once_per_game.name == "Mysterious Intuition"
    offered = sc.new_game(6, 1).pending
    assert offered is not None
    assert {o.character for o in offered.options} == {  # type: ignore[attr-defined]
        f"base.character.{name}" for name in BASE_CHARACTERS
    }


def test_pilots_launch_from_the_hangar_deck_b_char_2() -> None:
    """B-CHAR-2, B-MOVE-4: a character is a pilot when Piloting is in its skill set (Helo too);
    only a pilot in the Hangar Deck may use its launch; nobody moves from Galactica into space
    (no movement option leads there)."""
    for ch in load().characters:
        pilot = any("piloting" in g.types for g in ch.skill_set)
        assert ch.can_pilot == pilot
    assert load().character("base.character.karl_helo_agathon").can_pilot
    b = table(characters=("galen_tyrol", "kara_starbuck_thrace", "laura_roslin"))
    tyrol = m.seat_of(b.game, "base.character.galen_tyrol")
    starbuck = m.seat_of(b.game, "base.character.kara_starbuck_thrace")
    for seat, allowed in ((tyrol, False), (starbuck, True)):
        player = attrs.evolve(b.game.players[seat], location=HANGAR)
        here = Board(b.rules, b.state.with_game(m.replace_player(b.game, seat, player)))
        here, _ = here.run(tf.ActionStep(seat))
        assert here.pending is not None
        assert (tc.UseLocation(seat, HANGAR) in here.pending.options) == allowed
        moved, _ = here.run(tf.MovementStep(seat))
        assert moved.pending is not None
        assert all(getattr(o, "to", "") != m.SPACE for o in moved.pending.options)


def test_one_text_per_type_and_band_b_skill_2() -> None:
    """B-SKILL-2: a skill card's name and text depend only on its type and its strength band:
    one entry for strengths 1-2 and one for 3-5 in each of the five types."""
    cat = load()
    bands = sorted((s.type, s.values) for s in cat.skills)
    assert bands == sorted((t, band) for t in SKILL_TYPES for band in ((1, 2), (3, 4, 5)))
    game = sc.base(sc.set_up(3, 1))
    for code in [c for deck in game.skill_decks.values() for c in deck]:
        entry = cat.skill(code.split("@")[0])
        assert m.skill_value(code) in entry.values and entry.type == m.skill_type(code)


def test_vipers_and_raptors_b_viper_1_b_raptor_1() -> None:
    """B-VIPER-1, B-INV-31: 8 vipers in all, each in the reserve, in space, damaged or
    destroyed; B-RAPTOR-1, B-INV-32: 4 raptors, either available or destroyed (the count only
    falls, never below 0); B-CARD-TAC-12: Launch Scout needs a raptor: with none left it cannot
    be played."""
    b = board(vipers=[(5, -1), (6, -1)], vipers_reserve=4, vipers_damaged=1, vipers_destroyed=1)
    game = b.game
    assert game.vipers_reserve == 4
    assert game.vipers_reserve + len(game.vipers) + game.vipers_damaged + game.vipers_destroyed == 8
    check_invariants(b.state)
    lost = te.CounterChanged("raptors", -1).apply(game)
    assert lost.raptors == 3
    assert te.CounterChanged("raptors", -9).apply(game).raptors == 0
    assert te.CounterChanged("raptors", 5).apply(game).raptors == 4
    seat = game.current
    scout = "base.skill.launch_scout@1"
    with_scout = arrange(game, {seat: [scout]})
    assert tc.PlaySkill(seat, scout) in ts.action_options(with_scout, seat)
    none_left = attrs.evolve(with_scout, raptors=0)
    assert tc.PlaySkill(seat, scout) not in ts.action_options(none_left, seat)


def test_no_limit_per_area_b_viper_10_b_civ_3() -> None:
    """B-VIPER-10: any number of vipers in one area; B-CIV-3: any number of civilian ships in
    one area. A board with all 8 vipers and 12 civilian ships in echo is legal, and the vipers
    there may still move or attack; only a launch is missing, for want of vipers, not room."""
    backs = [c.back for c in load().components.civilians]
    b = board(vipers=[(5, -1)] * 8, civilians=[(5, back) for back in backs])
    game = b.game
    assert len(game.vipers) == 8 and game.vipers_reserve == 0
    assert len(game.civilians) == 12 and all(c.area == 5 for c in game.civilians)
    check_invariants(b.state)
    assert all(isinstance(v, Viper) for v in game.vipers)
    assert all(isinstance(c, Civilian) for c in game.civilians)
    from bsgcore.base.space import actions as sa

    command, _ = b.run(sa.ActivateVipers(game.current, 2))
    assert command.pending is not None
    kinds = {getattr(o, "kind", "") for o in command.pending.options}
    assert sa.MOVE in kinds and sa.LAUNCH not in kinds


def test_resource_start_and_bounds_b_res_1_3_4() -> None:
    """B-RES-1: fuel 8, food 8, morale 10, population 12; B-RES-3: every dial stops at 15;
    B-RES-4: +N/-N moves the value by N within 0 and the maximum."""
    game = sc.base(sc.set_up(3, 1))
    assert (game.fuel, game.food, game.morale, game.population) == (8, 8, 10, 12)
    assert dict(load().components.resource_max) == {r: 15 for r in RESOURCES}
    assert te.ResourceChanged("fuel", 3).apply(game).fuel == 11
    assert te.ResourceChanged("morale", 9).apply(game).morale == 15
    assert te.ResourceChanged("food", -3).apply(game).food == 5
    assert te.ResourceChanged("population", -20).apply(game).population == 0


def test_sources_of_loss_b_res_5() -> None:
    """B-RES-5: resources are lost to Galactica damage tokens (fuel and food), destroyed
    civilian ships, FTL jumps from track 3 or 4 (population), destinations (mostly fuel) and
    the Disinformation reveal (morale); checked in the catalogue the engine plays."""
    cat = load()
    token_losses = {
        str(op.get("resource"))
        for t in cat.galactica_damage
        for op in t.effects
        if op.name == "resource"
    }
    assert token_losses == {"fuel", "food"}
    assert any(c.loss for c in cat.components.civilians)
    assert dict(cat.components.ftl_population_loss) in ({3: 3, 4: 1}, {"3": 3, "4": 1})
    fuel = [
        d
        for d in cat.destinations
        if any(op.get("resource") == "fuel" and int(op.get("delta", 0)) < 0 for op in d.effects)
    ]
    assert sum(d.copies for d in fuel) > sum(d.copies for d in cat.destinations) // 2
    morale = [
        c
        for c in cat.loyalty
        for top in c.effects
        for op in top.walk()
        if op.name == "resource" and op.get("resource") == "morale"
    ]
    assert morale
