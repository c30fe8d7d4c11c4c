"""Pegasus rules no test checked yet (issue 10, session 6): the expansion icon (P-COMP-8), Kat's
piloting token (P-COMP-12), the Scar token (P-COMP-14), the lines of succession with Exodus
(P-SUCC-11), the two Agenda decks (P-AG-3), precedence over the core rules (P-GEN-1), the New
Caprica title cards (P-COMP-20, P-SETUP-12, P-TTL-5), the board and the story of the phase
(P-NCS-1, P-NC-2), the occupation forces beside the Cylon ships (P-OF-9), a Preventative
Policy at the end of the game (P-WIN-10), a Cylon Leader's Infiltration on the planet
(P-INF-9, P-NCS-4, -8), Treachery drawn by choice (P-TRE-11) and Zarek's abilities naming the
Brig on the planet (P-DET-3)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs
import pytest
from bsg_pegasus.board import ship
from bsg_pegasus.characters import kat
from bsg_pegasus.data import load
from bsg_pegasus.leaders import infiltration as inf
from bsg_pegasus.leaders import model as leaders_model
from bsg_pegasus.newcaprica import content, flow
from bsg_pegasus.newcaprica import names as n
from bsg_pegasus.scar import is_scar
from bsg_pegasus.scar.state import scar_of
from bsg_pegasus.skills import events as skill_events
from crisis_scenes import attacked, ships
from crisis_scenes import table as crisis_table
from leaders_helpers import LEOBEN, leader_table
from nc_scenes import CHARACTERS as NC_CAST
from nc_scenes import at, part, settled, with_part
from pegasus_helpers import PLUGINS

from bsgcore.base import Execute, RunOps, card_rows, data, g, is_cylon_player, modifiers
from bsgcore.context import using_rules
from bsgcore.ruleset import build_rules
from bsgcore.testing.scenarios import edits, turn
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.table import set_up
from bsgcore.testing.scripted import scripted_random

HANGAR = "base.location.hangar_deck"
ORDER = "pegasus.nc.final_order"
ROSLIN = "base.character.laura_roslin"


def _moves(b: Board, seat: int) -> set[str]:
    """Where `seat` may move in his Movement step."""
    frame = b.rules.registry.tags["base.f.movement"](seat)
    pending = edits.at_step(b, frame).pending
    assert pending is not None
    return {o.to for o in pending.options if o.tag == "base.move"}


# -- components ---------------------------------------------------------------------------------


@pytest.mark.rules("P-COMP-8")
def test_every_pegasus_card_carries_the_expansion_icon_to_sort_it_out() -> None:
    """The icon is the id's module: every card of the plugin's catalogue is ``pegasus.``, and a
    Pegasus game's Crisis deck sorts back by it into base's 70 cards and the Pegasus cards in
    play (those ``bsg cards`` lists as done)."""
    rules = build_rules("base", tuple(PLUGINS))
    rows = [row for row in card_rows(rules) if row.id.split(".", 1)[0] != "base"]
    assert rows and all(row.id.startswith("pegasus.") for row in rows)
    catalogue = {str(row["id"]) for row in load().table("crisis")}
    pegasus = set_up(4, 2, plugins=PLUGINS)
    plain = set_up(4, 2)
    deck = [c.split("#")[0] for c in g(pegasus.state).crisis_deck]
    sorted_out = Counter(c for c in deck if c.startswith("pegasus."))
    assert set(sorted_out) <= catalogue and len(sorted_out) >= 19
    kept = sorted(c for c in deck if not c.startswith("pegasus."))
    assert kept == sorted(c.split("#")[0] for c in g(plain.state).crisis_deck)


@pytest.mark.rules("P-COMP-12")
def test_kats_piloting_token_lets_her_launch_from_the_hangar_deck() -> None:
    """Kat (piloting token) has the Hangar Deck's Action, as the core pilots do; Roslin (none)
    standing there has not."""
    b = board(seats=4, plugins=PLUGINS, characters=(kat.KAT, "saul_tigh", "laura_roslin"))
    seat = edits.seat_of(b.game, kat.KAT)
    roslin = edits.seat_of(b.game, ROSLIN)
    with using_rules(b.rules):
        assert data().character(kat.KAT).can_pilot and not data().character(ROSLIN).can_pilot

    def hangar_actions(who: int) -> list[object]:
        asked = edits.at_action(edits.placed(b, who, HANGAR), who)
        assert asked.pending is not None
        return [o for o in asked.pending.options if getattr(o, "location", "") == HANGAR]

    launches = hangar_actions(seat)
    assert launches and not hangar_actions(roslin)
    asked = edits.at_action(edits.placed(b, seat, HANGAR), seat)
    launched, _ = asked.play(launches[0])  # type: ignore[arg-type]
    while launched.pending is not None and launched.pending.kind != "base.not_implemented":
        if any(o.tag == "base.launch_self" for o in launched.pending.options):
            launched, _ = launched.play(
                next(o for o in launched.pending.options if o.tag == "base.launch_self")
            )
            break
        launched, _ = launched.play(launched.pending.options[0])
    assert any(v.pilot == seat for v in launched.game.vipers)


@pytest.mark.rules("P-COMP-14")
def test_the_scar_token_marks_one_raider_only_when_the_card_calls_for_it() -> None:
    """Raiders on the board before the card are none of them Scar; the card puts the one token
    on its own raider, and on no other ship."""
    before = crisis_table(cylons=[("raider", 1), ("raider", 3), ("heavy_raider", 4)])
    assert scar_of(before.state) == -1
    assert not any(is_scar(before.state, s.uid) for s in before.game.cylon_ships)
    after = attacked("pegasus.crisis.scar", cylons=[("raider", 1), ("raider", 3)])
    marked = [s for s in after.game.cylon_ships if is_scar(after.state, s.uid)]
    assert len(marked) == 1 and marked[0].kind == "raider" and marked[0].area == 2
    assert len(ships(after, "raider")) == 3


# -- succession, agendas, precedence ------------------------------------------------------------


@pytest.mark.rules("P-SUCC-11")
def test_with_exodus_the_merged_lines_rank_every_character() -> None:
    """With Pegasus and Exodus the Admiral's and the President's lines are Exodus's merged lines
    (X-SUCC-1, -2, which hold the Pegasus characters), in whichever order the plugins come."""
    lines = pytest.importorskip("bsg_exodus.setup.lines")
    for plugins in (("pegasus", "exodus"), ("exodus", "pegasus")):
        rules = build_rules("base", plugins)
        cards = rules.data["base.cards"]
        characters = {c.id for c in cards.characters}
        for title in ("admiral", "president"):
            ranks = cards.title_lines[title]
            merged = [c for c in lines.catalogue_order(title) if c in characters]
            assert any(c.startswith("pegasus.") for c in merged)
            assert any(c.startswith("exodus.") for c in merged)
            assert sorted(merged, key=lambda c: ranks[c]) == merged


@pytest.mark.rules("P-AG-3")
def test_the_sympathetic_deck_favours_the_humans_the_hostile_deck_the_cylons() -> None:
    """The game's two Agenda decks as set up: Hostile, 4 cards won with the Cylons and 2 with
    the humans; Sympathetic, the other way round."""
    value = leaders_model.leaders(leader_table(5, LEOBEN, seed=3).state)
    dealt = [card for _seat, card in value.agendas]
    decks = {leaders_model.HOSTILE: value.hostile, leaders_model.SYMPATHETIC: value.sympathetic}
    for card in dealt:
        decks[str(load().entry(card)["deck"])] += (card,)
    sides = {
        name: Counter(str(load().entry(c)["win_with"]) for c in cards)
        for name, cards in decks.items()
    }
    assert sides[leaders_model.HOSTILE] == {"cylons": 4, "humans": 2}
    assert sides[leaders_model.SYMPATHETIC] == {"humans": 4, "cylons": 2}


@pytest.mark.rules("P-GEN-1")
def test_the_pegasus_rules_replace_the_core_rules_they_contradict() -> None:
    """The same game under base and under Pegasus: base's President keeps any number of Quorum
    cards (R-10), Pegasus's at most 10 (P-QH-1); base's Resurrection Ship is a Cylon location
    anyone may walk into, the overlay's is hazardous (P-HAZ-1, P-OVL)."""

    def limit_and_hazard(game: Any) -> tuple[int | None, bool]:
        base = g(game.state)
        with using_rules(game.rules):
            limit = None
            for modify in modifiers().quorum_hand_limit:
                limit = modify(base, base.titles["president"], limit)
            return limit, data().location("base.location.resurrection_ship").hazardous

    assert limit_and_hazard(set_up(4, 1)) == (None, False)
    for options in ({}, {"new_caprica": False, "cylon_leaders": False}):
        assert limit_and_hazard(set_up(4, 1, plugins=PLUGINS, **options)) == (10, True)


# -- the New Caprica title cards ----------------------------------------------------------------


def _admiral_options(b: Board, seat: int) -> list[object]:
    asked = edits.at_action(b, seat)
    assert asked.pending is not None
    return list(asked.pending.options)


@pytest.mark.rules("P-COMP-20", "P-SETUP-12")
def test_the_new_caprica_titles_go_with_the_titles_and_keep_the_core_abilities() -> None:
    """The Admiral (New Caprica) card is the title's: whoever holds the Admiral title has its
    final order, nobody else; it keeps the core card's nuke Action beside it. The President
    (New Caprica) card's roll follows the President title the same way."""
    orbit = with_part(settled(), phase=n.ORBIT)
    orbit = edits.edit(orbit, nukes=1, cylon_ships=())
    admiral = orbit.game.admiral
    other = next(
        s for s in range(4) if s not in (admiral, orbit.game.president) and s != orbit.game.current
    )
    tags = {o.tag for o in _admiral_options(orbit, admiral)}  # type: ignore[attr-defined]
    assert ORDER in tags
    assert ORDER not in {o.tag for o in _admiral_options(orbit, other)}  # type: ignore[attr-defined]
    moved = edits.with_game(orbit, edits.with_title(orbit.game, "admiral", other))
    assert ORDER in {o.tag for o in _admiral_options(moved, other)}  # type: ignore[attr-defined]
    assert ORDER not in {o.tag for o in _admiral_options(moved, admiral)}  # type: ignore[attr-defined]
    with using_rules(orbit.rules):
        titles = {row["id"]: row for row in load().table("title")}
        for row in titles.values():
            assert row["used_with"] == n.OBJECTIVE
        assert {str(row["replaces"]) for row in titles.values()} == {
            "base.title.president",
            "base.title.admiral",
        }


@pytest.mark.rules("P-COMP-20", "P-VAR-3")
def test_without_new_caprica_the_core_titles_have_no_new_caprica_ability() -> None:
    """With the Kobol objective the game never reaches the phase: at distance 7 and more the
    Admiral has no final order and the President playing a Quorum card rolls nothing."""
    kobol = turn.table(4, 4, NC_CAST, plugins=PLUGINS, options={"new_caprica": False}, distance=7)

    after, _ = kobol.run(flow.Settle(kobol.game.current))
    assert part(after).phase == n.NOT_BEGUN
    tags = {o.tag for o in _admiral_options(after, after.game.admiral)}  # type: ignore[attr-defined]
    assert ORDER not in tags


@pytest.mark.rules("P-TTL-5", "P-TTL-1")
@pytest.mark.parametrize(("roll", "detained"), [(1, True), (3, True), (4, False), (8, False)])
def test_the_president_card_detains_her_on_3_or_less(roll: int, detained: bool) -> None:
    """Appendix A.10: "on 3 or less you are sent to Detention" (her roll after a Quorum card
    played on the planet)."""
    arrest = "base.quorum.arrest_order"
    b = settled()
    president = b.game.president
    b = edits.at_action(edits.edit(b, quorum_hand=(arrest,)), president)
    target = next(s for s in range(4) if s != president)
    with scripted_random(rolls=[roll]):
        b, _ = b.play(b.option("base.play_quorum_card", card=arrest))
        while b.pending is not None and b.pending.kind != "base.not_implemented":
            pick = [o for o in b.pending.options if getattr(o, "value", None) == target]
            b, _ = b.play(pick[0] if pick else b.pending.options[0])
    assert (b.game.players[president].location == n.DETENTION) == detained


# -- the phase ----------------------------------------------------------------------------------


@pytest.mark.rules("P-NCS-1")
def test_the_new_caprica_board_comes_into_play_at_the_phase() -> None:
    """Before the phase nobody may move onto a New Caprica location; once the board is placed
    the moves go between its locations."""
    from nc_scenes import table as nc_table

    before = nc_table()
    seat = before.game.current
    assert not _moves(before, seat) & set(n.LOCATIONS)
    after = settled()
    assert _moves(after, after.game.current) and _moves(after, after.game.current) <= set(
        n.LOCATIONS
    )


@pytest.mark.rules("P-NC-2")
def test_the_fleet_settles_and_the_ships_flee() -> None:
    """At the phase everyone is on the planet, the Cylons hold it (Occupation Authority) and
    Galactica and Pegasus are gone: no move reaches any of their locations until the return."""
    b = settled()
    with using_rules(b.rules):
        ships_of = {
            loc
            for board_id in ("base.board.galactica", ship.BOARD)
            for loc in data().components.boards[board_id]
        }
    assert all(p.location in n.LOCATIONS for p in b.game.players)
    for seat in range(4):
        assert not _moves(b, seat) & ships_of
    assert _moves(with_part(b, phase=n.ORBIT), b.game.current) & ships_of


@pytest.mark.rules("P-OF-9")
def test_effects_on_cylon_ships_and_centurions_leave_the_occupation_forces() -> None:
    """After the return, Authorization of Brutal Force destroying raiders or a centurion takes
    none of the occupation forces tokens."""
    force = "base.quorum.authorization_of_brutal_force"
    forces = (n.OCCUPATION_AUTHORITY, n.SHIPYARD)
    orbit = with_part(settled(), phase=n.ORBIT, forces=forces)
    uid = orbit.game.next_uid
    shipped = crisis_table(cylons=[("raider", 1)] * 3).game.cylon_ships
    raiders = tuple(attrs.evolve(s, uid=uid + i) for i, s in enumerate(shipped))
    orbit = edits.edit(orbit, centurions=(0,), cylon_ships=raiders, next_uid=uid + 3)
    for option, label in ((0, "raiders"), (2, "centurion")):
        after, _ = edits.resting(orbit).run(RunOps(force, "effects", orbit.game.current))
        assert after.pending is not None and after.pending.kind == "choose_option"
        after, _ = after.play(after.pending.options[option])
        while after.pending is not None and after.pending.kind != "base.not_implemented":
            after, _ = after.play(after.pending.options[0])
        assert part(after).forces == forces, label
        if label == "raiders":
            assert after.game.cylon_ships == () and after.game.centurions == (0,)
        else:
            assert after.game.centurions == () and after.game.cylon_ships == raiders


# -- the end of the game ------------------------------------------------------------------------


def _guarded(b: Board, resource: str) -> Board:
    """A Preventative Policy played this turn on `resource`, not used yet."""
    value = attrs.evolve(
        skill_events.skills_state(b.state), policy=resource, policy_turn=b.game.turn
    )
    return Board(b.rules, b.state.with_plugin(skill_events.PART, value))


@pytest.mark.rules("P-WIN-10")
@pytest.mark.parametrize("guarded", [False, True])
def test_a_preventative_policy_of_the_last_turn_still_reduces_a_loss_at_the_end(
    guarded: bool,
) -> None:
    """The Prepared stack holds a 2-population ship with population at 2: the final order
    empties it and the Cylons win, but with a Policy on population played this turn the loss
    is 1 and the humans win."""
    b = with_part(settled(), phase=n.ORBIT, locked=(), prepared=("population_2",))
    b = edits.edit(b, population=2)
    for seat in range(4):
        b = at(b, seat, "base.location.command")
    if guarded:
        b = _guarded(b, "population")
    asked = edits.at_action(b, b.game.admiral)
    after, _ = asked.play(asked.option(ORDER))
    outcome = after.state.outcome
    assert outcome is not None
    assert after.game.population == (1 if guarded else 0)
    assert outcome.winner == ("humans" if guarded else "cylons")


# -- Infiltration on New Caprica ----------------------------------------------------------------

COMMAND = "base.location.command"


def _leader_on_the_planet(infiltrate: bool) -> tuple[Board, int]:
    """Leoben (a Cylon Leader, at the Human Fleet) on a table at distance 7, Infiltrating onto
    Command first if told, then the New Caprica setup."""
    cast = (LEOBEN, *NC_CAST[1:])
    b = turn.table(4, 4, cast, plugins=PLUGINS, distance=7)
    seat = edits.seat_of(b.game, LEOBEN)
    if infiltrate:
        b, _ = edits.at_action(b, seat).play(inf.Infiltrate(seat, COMMAND))
    b, _ = edits.resting(b).run(flow.Settle(b.game.current))
    assert part(b).phase == n.OCCUPIED
    return b, seat


def _is_infiltrating(b: Board, seat: int) -> bool:
    with using_rules(b.rules):
        return leaders_model.infiltrating(b.game, seat, b.state)


def _actions(b: Board, seat: int) -> set[str]:
    asked = edits.at_action(b, seat)
    assert asked.pending is not None
    return {getattr(o, "action", o.tag) for o in asked.pending.options}


@pytest.mark.rules("P-NCS-4", "P-TERM-4")
def test_a_leader_who_was_not_infiltrating_is_a_cylon_player_on_the_planet() -> None:
    """From the Human Fleet to Occupation Authority, a location both sides use: still a Cylon
    player, offered the Cylon Action there, not the human one."""
    b, seat = _leader_on_the_planet(infiltrate=False)
    assert b.game.players[seat].location == n.OCCUPATION_AUTHORITY
    assert not _is_infiltrating(b, seat)
    actions = _actions(b, seat)
    assert content.LOCATION_ACTIONS[(n.OCCUPATION_AUTHORITY, "cylon")] in actions
    assert content.LOCATION_ACTIONS[(n.OCCUPATION_AUTHORITY, "human")] not in actions


@pytest.mark.rules("P-NCS-8", "P-TERM-4")
def test_an_infiltrator_goes_to_resistance_hq_and_goes_on_infiltrating() -> None:
    """Infiltrating on Galactica when the phase begins: a human player, to Resistance HQ, and
    still Infiltrating there (the way back and Resistance HQ's human Action offered)."""
    b, seat = _leader_on_the_planet(infiltrate=True)
    assert b.game.players[seat].location == n.RESISTANCE_HQ
    assert _is_infiltrating(b, seat)
    actions = _actions(b, seat)
    assert "pegasus.return_to_resurrection_ship" in actions
    assert content.RESISTANCE_HQ_ACTION in actions  # a human Action of the planet


@pytest.mark.rules("P-INF-9")
def test_before_the_return_the_way_back_ends_in_the_medical_center() -> None:
    """The return action before Galactica's return: to the Medical Center, and the
    Infiltration is over (a Cylon player, no way back); nobody may Infiltrate again then: no
    Infiltrate Action and no move off the planet."""
    b, seat = _leader_on_the_planet(infiltrate=True)
    b, _ = edits.at_action(b, seat).play(inf.ReturnToResurrectionShip(seat))
    assert b.game.players[seat].location == n.MEDICAL_CENTER
    assert not _is_infiltrating(b, seat)
    actions = _actions(b, seat)
    assert "pegasus.return_to_resurrection_ship" not in actions
    assert "pegasus.infiltrate" not in actions
    assert _moves(b, seat) <= set(n.LOCATIONS)


@pytest.mark.rules("P-INF-9", "P-DET-1")
def test_an_infiltrator_executed_on_the_planet_is_no_longer_infiltrating() -> None:
    """Executed before the return: the Medical Center instead of the Resurrection Ship, and the
    move ends his Infiltration as the Resurrection Ship would."""
    b, seat = _leader_on_the_planet(infiltrate=True)
    b, _ = edits.resting(b).run(Execute(seat, "test"))
    assert b.game.players[seat].location == n.MEDICAL_CENTER
    assert not _is_infiltrating(b, seat)


# -- Treachery drawn by choice --------------------------------------------------------------------


@pytest.mark.rules("P-TRE-11")
def test_a_human_may_draw_treachery_by_choice_in_public_and_nothing_follows() -> None:
    """Consolidate Power lets a human draw any types: Treachery is among them; the other seats
    see that he drew Treachery (why he will be accused), and it has no other effect: his
    loyalty, his side and the rest of the game stay as they were."""
    b = crisis_table()
    seat = b.game.current
    asked, _ = edits.resting(b).run(RunOps("base.skill.consolidate_power", "effects", seat))
    assert asked.pending is not None and asked.pending.kind == "choose_draw"
    choice = next(o for o in asked.pending.options if o.types == ("treachery", "treachery"))
    after, events = asked.play(choice)
    drawn = [e for e in events if e.tag == "base.skill_cards_drawn"]
    other = (seat + 1) % 4
    seen = [t for e in drawn for t in e.redacted_for(other).types]
    assert seen == ["treachery", "treachery"]
    changed = {e.tag for e in events} - {"core.command_played", "core.pop"}
    assert changed == {"base.skill_cards_drawn"}
    before, now = asked.game.players[seat], after.game.players[seat]
    assert now.loyalty == before.loyalty and now.revealed == before.revealed
    assert now.hand[len(before.hand) :] == tuple(c for e in drawn for c in e.cards)
    with using_rules(after.rules):
        assert not is_cylon_player(after.game, seat)


# -- abilities naming the Brig on the planet ------------------------------------------------------

ZAREK = "base.character.tom_zarek"


def _zarek_on_the_planet() -> tuple[Board, int, int]:
    """Zarek, Tigh, Roslin and Apollo settled on New Caprica: the board, Zarek's and Tigh's
    seats."""
    cast = ("tom_zarek", "saul_tigh", "laura_roslin", "lee_apollo_adama")
    b = turn.table(4, 4, cast, plugins=PLUGINS, distance=7)
    b, _ = edits.resting(b).run(flow.Settle(b.game.current))
    return b, edits.seat_of(b.game, ZAREK), edits.seat_of(b.game, "base.character.saul_tigh")


@pytest.mark.rules("P-DET-3")
def test_zareks_friends_in_low_places_names_detention_on_the_planet() -> None:
    """Friends in Low Places (Administration or the Brig): on New Caprica, Tigh activating
    Detention lets Zarek raise or lower its check by 2."""
    b, zarek, tigh = _zarek_on_the_planet()
    b = at(at(b, tigh, n.DETENTION), zarek, n.RESISTANCE_HQ)
    asked = edits.at_action(b, tigh)
    b, _ = asked.play(flow.UseAction(tigh, content.DETENTION_ACTION))
    assert b.pending is not None and b.pending.kind == "friends_in_low_places"
    assert b.pending.seat == zarek


@pytest.mark.rules("P-DET-3")
def test_zareks_convicted_criminal_excepts_detention_on_the_planet() -> None:
    """Convicted Criminal (no location another character stands in, but the Brig): on New
    Caprica he may not use Breeder's Canyon with Tigh there, and may use Detention's Action
    with Tigh beside him."""
    b, zarek, tigh = _zarek_on_the_planet()
    canyon = content.LOCATION_ACTIONS[(n.BREEDERS_CANYON, "human")]
    alone = at(b, zarek, n.BREEDERS_CANYON)
    assert canyon in _actions(alone, zarek)
    assert canyon not in _actions(at(alone, tigh, n.BREEDERS_CANYON), zarek)
    held = at(at(b, zarek, n.DETENTION), tigh, n.DETENTION)
    assert content.DETENTION_ACTION in _actions(held, zarek)
