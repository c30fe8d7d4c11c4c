"""Exodus's components and what each is for (exodus.md §1, §2, §3.4; X1-COMP-2): the loyalty
cards' split, the Cylon Fleet board, the third nuke, the pursuit marker, the alternative
basestar damage tokens and the Ionian Nebula objective, and the options' contents."""

from __future__ import annotations

from collections import Counter, defaultdict

import pytest
from bsg_exodus import catalogue
from bsg_exodus.data import load
from bsg_exodus.fleet import board as fb
from bsg_exodus.fleet import mk7
from bsg_exodus.nebula import basestar_damage as bd
from bsg_exodus.nebula.crossroads import state as xs
from exodus_helpers import arranged, code, exodus_table
from test_fleet import fleet_board
from test_nebula_crossroads import xr_table

from bsgcore.base import BASE_VIPER, ActivateCylons, BaseGame, Jump, vipers_of_model
from bsgcore.core_events import GameEnded
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.table import set_up
from bsgcore.testing.scenarios.turn import table

BUILD_NUKE = code("build_nuke_6", 6)
BRIDGE = "exodus.location.basestar_bridge"


def kinds(rows: list[dict[str, object]]) -> Counter[tuple[str, str]]:
    """The loyalty rows by (subtitle, header team), counting copies."""
    out: Counter[tuple[str, str]] = Counter()
    for row in rows:
        out[str(row.get("subtitle", "")), str(row["team"])] += int(str(row.get("copies", 1)))
    return out


@pytest.mark.rules("X-COMP-14")
def test_the_20_loyalty_cards_split_into_cylon_plain_goal_and_final_five_cards() -> None:
    """The catalogue's 20 Exodus loyalty cards: 2 "You Are a Cylon", 5 plain "You Are Not a
    Cylon", 8 Personal Goal and 5 Final Five, the last two headed "You Are Not a Cylon"; the
    game's loyalty catalogue loads every one with its header."""
    rows = load().table("loyalty")
    assert kinds(rows) == Counter(
        {
            ("", "cylon"): 2,
            ("", "human"): 5,
            ("Personal Goal", "human"): 8,
            ("The Final Five", "human"): 5,
        }
    )
    game = set_up(3, 1, plugins=["exodus"], conflicted_loyalties="both")
    loaded = {c.id: c for c in game.rules.data["base.cards"].loyalty}
    for row in rows:
        card = loaded[str(row["id"])]
        assert (card.extra.get("team"), card.copies) == (row["team"], row.get("copies", 1))


@pytest.mark.rules("X-COMP-20", "X-FLEET-8")
def test_the_cylon_fleet_board_holds_the_bridge_six_mirrored_areas_and_the_track() -> None:
    """The board's location is the Basestar Bridge; its six Cylon areas match the six
    main-board areas one to one (as the view shows them); its pursuit track runs from Start to
    Auto Attack."""
    board = load().raw(fb.BOARD)
    assert board["locations"] == [BRIDGE]
    assert load().raw(BRIDGE)["board"] == fb.BOARD
    game = set_up(3, 1, plugins=["exodus"], cylon_fleet=True)
    areas = game.view(0)["plugins"][fb.PART]["cylon_fleet"]["areas"]
    assert sorted(a["main_area"] for a in areas) == [1, 2, 3, 4, 5, 6]
    assert [fb.main_area(i) for i in range(6)] == [a["main_area"] for a in areas]
    track = [row["space"] for row in board["pursuit_track"]]
    assert track == list(range(fb.AUTO_ATTACK + 1)) and fb.fleet(game.state).pursuit == 0


@pytest.mark.rules("X-COMP-21", "X-SETUP-4")
def test_the_nuke_token_serves_only_a_third_nuke() -> None:
    """The box holds 3 nukes, the Admiral starts with 2; Build Nuke gives him the third, and
    at 3 it gives none."""
    start = exodus_table()
    assert start.rules.data["base.cards"].components.count("nuke_token") == 3
    assert start.game.nukes == 2
    for before, after in ((2, 3), (3, 3)):
        b = edits.edit(arranged(start, {start.game.current: [BUILD_NUKE]}), nukes=before)
        b = edits.at_action(b)
        b, _ = b.play(b.option("base.play_skill", card=BUILD_NUKE))
        assert b.game.nukes == after


@pytest.mark.rules("X-COMP-24", "X-NEB-SETUP-1")
def test_the_alternative_basestar_damage_tokens_replace_bases_with_ionian_nebula() -> None:
    """With Ionian Nebula the damage pile is the 6 alternative tokens and no base token; without
    it, base's tokens and none of the alternative ones."""
    nebula = table(4, 1, plugins=["exodus"], options={"ionian_nebula": True}).game
    assert sorted(nebula.basestar_damage_pile) == sorted(bd.TOKENS)
    plain = table(4, 1, plugins=["exodus"]).game
    assert plain.basestar_damage_pile
    assert not set(plain.basestar_damage_pile) & set(bd.TOKENS)


@pytest.mark.rules("X-COMP-25", "X-PURSUIT-5")
def test_the_pursuit_marker_at_the_end_sends_each_areas_ships_to_its_match() -> None:
    """A ship in each Cylon area and the marker on space 3: the next ship placed moves it to
    Auto Attack, every ship jumps into the matching main-board area, the marker is back on
    Start."""
    b = fleet_board(areas={i: (1, 0, 0) for i in range(6)}, pursuit=3)
    after, events = b.run(ActivateCylons(b.game.current, "raiders"))
    placed = [e for e in events if isinstance(e, fb.FleetShipPlaced)]
    expected = Counter(fb.main_area(i) for i in range(6))
    expected += Counter(fb.main_area(e.area) for e in placed)
    assert Counter(s.area for s in after.game.cylon_ships if s.kind == "raider") == expected
    assert fb.fleet(after.state).pursuit == 0


@pytest.mark.rules("X-COMP-27", "X-NEB-SETUP-9", "X-NEB-OBJ-1")
def test_the_ionian_nebula_objective_replaces_kobol() -> None:
    """At distance 8 a jump wins with Kobol; with the Ionian Nebula objective it starts the
    Crossroads phase and the game goes on."""
    b = xr_table()
    after, events = b.run(Jump(b.game.current))
    assert not [e for e in events if isinstance(e, GameEnded)]
    assert xs.xr(after.state).phase == xs.CROSSROADS
    kobol = table(4, 1, plugins=["exodus"], distance=8)
    _, events = kobol.run(Jump(kobol.game.current))
    assert [e.winner for e in events if isinstance(e, GameEnded)] == ["humans"]


@pytest.mark.rules("X1-COMP-2", "X-FLEET-SETUP-4", "X-FLEET-SETUP-5")
def test_cylon_fleet_6_mark_ii_4_in_the_reserve_and_4_mark_vii_damaged() -> None:
    """Cylon Fleet without Apollo: base's 8 Mark II less 2 boxed, 2 of the 6 in space (base's
    set-up), so 4 in the Reserves; the 4 Mark VII in the Damaged Vipers box."""
    cast = ["laura_roslin", "william_adama", "gaius_baltar"]
    game: BaseGame = set_up(
        3, 1, cast, plugins=["exodus"], cylon_fleet=True, type_balance=False
    ).state.game
    in_space = [v for v in game.vipers if v.area]
    assert [v.model for v in in_space] == [BASE_VIPER] * 2
    assert vipers_of_model(game, BASE_VIPER, "reserve") == 4
    assert vipers_of_model(game, BASE_VIPER, "damaged") == 0
    assert (
        vipers_of_model(game, mk7.MK7, "reserve"),
        vipers_of_model(game, mk7.MK7, "damaged"),
    ) == (
        0,
        4,
    )


#: X-MOD-6's "Adds" column: the catalogue tables each option brings.
OPTION_TABLES = {
    "exodus.cylon_fleet": {"board", "location", "title", "crisis", "super_crisis"},
    "exodus.ionian_nebula": {"trauma", "ally", "crossroads", "objective", "damage"},
    "exodus.loyalty_conflicts.personal_goals": {"loyalty"},
    "exodus.loyalty_conflicts.final_five": {"loyalty"},
}


@pytest.mark.rules("X-MOD-6")
def test_each_options_catalogue_entries_are_its_components() -> None:
    """Every catalogue entry that needs an option is of a kind that option adds (X-MOD-6's
    table), each option adds every kind it lists, and the two Conflicted Loyalties forms add
    the Personal Goal and the Final Five cards; every trauma, ally, crossroads, damage,
    objective and board entry needs its option; the Crisis cards of Cylon Fleet are the "CAG
    chooses" ones."""
    found: dict[str, set[str]] = defaultdict(set)
    subtitles: dict[str, set[str]] = defaultdict(set)
    for table_name in catalogue.CARD_TABLES:
        for row in load().table(table_name):
            need = row.get("requires_option")
            if need:
                found[str(need)].add(table_name)
                subtitles[str(need)].add(str(row.get("subtitle", "")))
            elif table_name in ("trauma", "ally", "crossroads", "damage", "objective", "board"):
                raise AssertionError(f"{row['id']} is used without its option")
    assert dict(found) == OPTION_TABLES
    assert subtitles["exodus.loyalty_conflicts.personal_goals"] == {"Personal Goal"}
    assert subtitles["exodus.loyalty_conflicts.final_five"] == {"The Final Five"}
    for deck in ("crisis", "super_crisis"):  # the "CAG chooses" cards, and only those
        rows = load().table(deck)
        fleet = {str(r["id"]) for r in rows if r.get("requires_option") == "exodus.cylon_fleet"}
        assert fleet and fleet == {str(r["id"]) for r in rows if r.get("chooser") == "cag"}
