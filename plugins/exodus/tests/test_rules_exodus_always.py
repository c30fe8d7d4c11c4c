"""The always-used part of Exodus as a whole (X-MOD-1, -3, -5; X-SETUP-5 to -7; X-SKILL-0) and
the shared rules it keeps from base: the Quorum hand limit at every turn's end (X-QUO-2), the
civilian ships destroyed by drawing (X-CIV-1, -2), who is a Cylon player (X-TERM-2, -3)."""

from __future__ import annotations

import pytest
from exodus_helpers import PLUGINS, exodus_game

from bsgcore import Game
from bsgcore.base import RunOps, is_cylon_player, is_human_player
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import board

PASSAGE = "exodus.crisis.the_passage"
CYLON = "base.loyalty.you_are_a_cylon_morale"
NEW_CHARACTERS = {
    "exodus.character.felix_gaeta",
    "exodus.character.samuel_t_anders",
    "exodus.character.tory_foster",
    "exodus.character.callandra_cally_tyrol",
}


@pytest.mark.rules("X-MOD-1", "X-MOD-3", "X-MOD-5")
def test_a_plain_exodus_game_has_the_whole_always_used_part() -> None:
    """No option asked: the 4 characters, the Exodus Quorum, Destination, skill and Crisis
    cards and the third nuke token are all in the game."""
    game = exodus_game()
    cards = game.rules.data["base.cards"]
    assert NEW_CHARACTERS <= {c.id for c in cards.characters}
    for deck in ("quorum", "destinations", "skills", "crisis", "super_crisis"):
        assert any(c.id.startswith("exodus.") for c in getattr(cards, deck)), deck
    assert cards.components.count("nuke_token") == 3


@pytest.mark.rules("X-SETUP-5", "X-SETUP-6", "X-SETUP-7")
def test_without_the_options_their_components_stay_in_the_box() -> None:
    """No Personal Goal or Final Five loyalty card, no CAG title, no trauma, ally or crossroads
    card in a game without the options; the Basestar Bridge is in every Exodus catalogue (the
    content is per rules) but never offered without the Cylon Fleet (test_fleet_bridge.py)."""
    game = exodus_game(seats=5)
    cards = game.rules.data["base.cards"]
    base = game.state.game
    ids = {*base.loyalty_deck, *(c for p in base.players for c in p.loyalty)}
    assert not any("personal_goal" in i or "final_five" in i for i in ids)
    assert "cag" not in base.titles  # its line is data; the title is dealt only with the option
    every = set(cards.index)
    for part in ("exodus.trauma.", "exodus.ally.", "exodus.crossroads."):
        assert not any(i.startswith(part) for i in every), part


@pytest.mark.rules("X-SKILL-0")
def test_exodus_adds_no_skill_type() -> None:
    """The skill types of an Exodus game are the base game's five."""
    plain = Game.new("base", seats=4, seed=1)
    exodus = exodus_game()
    assert set(exodus.state.game.skill_decks) == set(plain.state.game.skill_decks)


@pytest.mark.rules("X-QUO-2")
def test_the_quorum_hand_is_checked_at_the_end_of_another_players_turn() -> None:
    """The President holds 12 Quorum cards at the end of another player's turn: he discards
    2 of his choice then."""
    b = board(4, 2, plugins=PLUGINS)
    president, current = b.game.president, b.game.current
    if president == current:
        b = edits.edit(b, president=(current + 1) % 4)
        president = b.game.president
    quorum = tuple(sorted(set(b.game.quorum_deck)))[:12]
    b = edits.edit(
        b, quorum_hand=quorum, quorum_deck=tuple(c for c in b.game.quorum_deck if c not in quorum)
    )
    end = b.rules.registry.tags["base.f.end_turn"]
    b = edits.at_step(b, end(current))
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == (
        "discard_quorum",
        president,
    )


@pytest.mark.rules("X-CIV-1")
def test_the_passage_fail_destroys_ships_drawn_from_the_supply() -> None:
    """The Passage failed: 2 civilian ships are drawn from the pile and lost; the ships on the
    board stay."""
    b = board(4, 2, civilians=[(1, "population_1"), (2, "population_1")], plugins=PLUGINS)
    pile = b.game.civilian_pile
    b, events = b.run(RunOps(PASSAGE, "failed", b.game.current))
    lost = [e for e in events if e.tag == "base.civilian_lost"]
    assert len(lost) == 2 and b.game.civilian_pile == pile[2:]
    assert len(b.game.civilians) == 2


@pytest.mark.rules("X-CIV-2")
def test_with_the_supply_empty_the_current_player_picks_a_ship_on_the_board() -> None:
    """No civilian ship left in the pile: the current player chooses one on the board."""
    b = board(4, 2, civilians=[(1, "population_1"), (2, "population_1")], plugins=PLUGINS)
    b = edits.edit(b, civilian_pile=())
    b, _ = b.run(RunOps(PASSAGE, "failed", b.game.current))
    assert b.pending is not None and b.pending.seat == b.game.current
    assert {o.value for o in b.pending.options} == {c.uid for c in b.game.civilians}  # type: ignore[attr-defined]
    b, events = b.play(b.pending.options[0])
    assert len(b.game.civilians) == 1


@pytest.mark.rules("X-TERM-2", "X-TERM-3")
def test_a_hidden_cylon_is_a_human_player_until_he_reveals() -> None:
    """A player holding a face-down "You Are a Cylon" card is a human player, not a Cylon
    player; once revealed he is a Cylon player."""
    b = board(4, 2, plugins=PLUGINS)
    seat = 1
    b = edits.with_player(b, seat, loyalty=(CYLON,))
    with using_rules(b.rules):
        assert is_human_player(b.game, seat) and not is_cylon_player(b.game, seat)
    b = edits.with_player(b, seat, revealed=True)
    with using_rules(b.rules):
        assert is_cylon_player(b.game, seat) and not is_human_player(b.game, seat)


@pytest.mark.rules("X-SCA-1", "X1-SKILL-1")
def test_a_skill_check_ability_card_is_not_played_from_hand_for_its_text() -> None:
    """At the Action step the Skill Check Ability cards in hand offer no play; an Action card
    (Build Nuke) does."""
    b = board(4, 2, plugins=PLUGINS)
    seat = b.game.current
    abilities = [f"exodus.skill.{n}_0@0" for n in ("red_tape", "establish_network", "iron_will")]
    abilities += ["exodus.skill.trust_instincts_0@0", "exodus.skill.protect_the_fleet_0@0"]
    b = edits.at_action(
        edits.with_player(b, seat, hand=(*abilities, "exodus.skill.build_nuke_6@6"))
    )
    plays = {o.card for o in b.pending.options if o.tag == "base.play_skill"}  # type: ignore[union-attr,attr-defined]
    assert plays == {"exodus.skill.build_nuke_6@6"}


@pytest.mark.rules("X-SKILL-5", "X-CHAR-13", "X-CHAR-14")
def test_the_printed_names_and_the_four_sheets_are_the_games_data() -> None:
    """The Tactics 6 card is "Scout for Fuel" (id kept); the four sheets carry their printed
    types; Romo Lampkin is no playable character."""
    game = exodus_game()
    cards = game.rules.data["base.cards"]
    assert cards.skill("exodus.skill.scouting_for_fuel_6").name == "Scout for Fuel"
    types = {c.id: c.type for c in cards.characters if c.id in NEW_CHARACTERS}
    assert types == {
        "exodus.character.felix_gaeta": "military_leader",
        "exodus.character.samuel_t_anders": "pilot",
        "exodus.character.tory_foster": "political_leader",
        "exodus.character.callandra_cally_tyrol": "support",
    }
    assert not any("romo" in c.id for c in cards.characters)
