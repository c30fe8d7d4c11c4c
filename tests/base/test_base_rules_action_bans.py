"""Who may take which Actions (issue 8, item 9): a stranded Helo takes none, of any kind; Repair is
offered only with something to repair, and only mends where its player stands; the other states
that limit actions (revealed Cylons, the Brig, Sickbay) let no skill-card, title, Quorum or
once-per-game Action through that their rule forbids."""

from __future__ import annotations

import random

import attrs
from hypothesis import given
from hypothesis import strategies as st

from bsgcore.base import model as m
from bsgcore.base.cylons.turn import CYLON_FLEET
from bsgcore.base.dice import windows as w
from bsgcore.base.skills import cards as ts
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.game import Game
from bsgcore.messages import Command, Decision
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scenarios.turn import arrange, skill

# board(5, 1): seat 0 Baltar (current player), 1 Tyrol, 2 Starbuck, 3 Helo (stranded, Admiral),
# 4 Roslin (President).
BALTAR, TYROL, STARBUCK, HELO, ROSLIN = range(5)
HELO_ID = "base.character.karl_helo_agathon"
ORDER, SCOUT = skill("executive_order", 1), skill("launch_scout", 1)
CONSOLIDATE, REPAIR = skill("consolidate_power", 1), skill("repair", 1)
BASESTAR_AREA = 1
HANGAR, COMMAND, FTL = (
    "base.location.hangar_deck",
    "base.location.command",
    "base.location.ftl_control",
)
BRIG, SICKBAY = "base.location.brig", "base.location.sickbay"
CYLON_CARD = "base.loyalty.you_are_a_cylon_sickbay"
NOT_ACTIONS = {"base.pass_action", w.WithdrawStandingOrders.tag}  # no action is spent


def edit(b: Board, seat: int, **fields: object) -> Board:
    """The board with one seat's player changed."""
    game = m.replace_player(b.game, seat, attrs.evolve(b.game.players[seat], **fields))
    return Board(b.rules, b.state.with_game(game))


def with_game(b: Board, **changes: object) -> Board:
    """The board with game fields changed."""
    return Board(b.rules, b.state.with_game(m.edited(b.game, **changes)))


def cylon_card_to(b: Board, seat: int) -> Board:
    """The seat holds a "You Are a Cylon" card (swapped with whoever or wherever had it)."""
    game = b.game
    give = game.players[seat].loyalty[0]
    for s, p in enumerate(game.players):
        if CYLON_CARD in p.loyalty:
            theirs = tuple(give if c == CYLON_CARD else c for c in p.loyalty)
            game = m.replace_player(game, s, attrs.evolve(p, loyalty=theirs))
    if CYLON_CARD in game.loyalty_deck:
        deck = tuple(give if c == CYLON_CARD else c for c in game.loyalty_deck)
        game = attrs.evolve(game, loyalty_deck=deck)
    mine = (CYLON_CARD, *game.players[seat].loyalty[1:])
    game = m.replace_player(game, seat, attrs.evolve(game.players[seat], loyalty=mine))
    return Board(b.rules, b.state.with_game(game))


def everything_offered(seat: int) -> Board:
    """Seat `seat` at an Action step holding Executive Order, Launch Scout and Consolidate Power,
    a Cylon card, Admiral (a nuke, a basestar on the board) and President (a Quorum hand and
    deck): every kind of Action would be there but for his own state."""
    b = board(5, 1, cylons=[("basestar", BASESTAR_AREA)])
    b = with_game(b, admiral=seat, president=seat, nukes=2, raptors=4)
    game = b.game
    quorum = game.quorum_hand + game.quorum_deck[:2]
    b = with_game(b, quorum_hand=quorum, quorum_deck=game.quorum_deck[2:])
    b = Board(b.rules, b.state.with_game(arrange(b.game, {seat: [ORDER, SCOUT, CONSOLIDATE]})))
    b = cylon_card_to(b, seat)
    b, _ = b.run(tf.ActionStep(seat))
    assert b.pending is not None and b.pending.kind == "action" and b.pending.seat == seat
    return b


def tags(decision: Decision | None) -> set[str]:
    """The tags of a decision's options."""
    assert decision is not None
    return {o.tag for o in decision.options}


def test_stranded_helo_takes_no_action_of_any_kind_b_chr_hel_w() -> None:
    """B-CHR-HEL-W, B-TURN-6: holding Action skill cards, Admiral with a nuke and a basestar in
    range, President with a Quorum hand, and a Cylon card, a stranded Helo is offered no Action at
    all: only to take none (withdrawing standing orders spends no action)."""
    b = everything_offered(HELO)
    assert b.game.players[HELO].location == m.STRANDED
    assert tags(b.pending) <= NOT_ACTIONS
    assert tc.PassAction(HELO) in b.pending.options  # type: ignore[union-attr]
    # the same seat, once in play (his 2nd turn, Hangar Deck), is offered every one of them
    b = edit(everything_offered(HELO), HELO, location=HANGAR)
    b, _ = b.run(tf.ActionStep(HELO))
    offered = tags(b.pending)
    for tag in ("base.play_skill", "base.launch_nuke", "base.draw_quorum_card", "base.reveal"):
        assert any(t.startswith(tag) for t in offered), (tag, offered)


def test_stranded_helo_is_no_target_for_executive_order_b_chr_hel_w() -> None:
    """B-CHR-HEL-W, B-CARD-LEA-12: Executive Order gives its target actions (or a move and an
    action); a stranded Helo can take neither, so he is not among the targets. Once in play he
    is."""
    b = board(5, 1)
    b = Board(b.rules, b.state.with_game(arrange(b.game, {BALTAR: [ORDER]})))
    b, _ = b.run(tf.ActionStep(BALTAR))
    b, _ = b.play(tc.PlaySkill(BALTAR, ORDER))
    assert b.pending is not None and b.pending.kind == "choose_target"
    targets = {o.value for o in b.pending.options}  # type: ignore[attr-defined]
    assert targets == {TYROL, STARBUCK, ROSLIN}
    b = board(5, 1)
    b = edit(
        Board(b.rules, b.state.with_game(arrange(b.game, {BALTAR: [ORDER]}))),
        HELO,
        location=COMMAND,
    )
    b, _ = b.run(tf.ActionStep(BALTAR))
    b, _ = b.play(tc.PlaySkill(BALTAR, ORDER))
    assert HELO in {o.value for o in b.pending.options}  # type: ignore[attr-defined, union-attr]


def test_stranded_helo_does_not_move_b_chr_hel_w() -> None:
    """B-CHR-HEL-W: a stranded Helo's Movement step offers only staying."""
    b = board(5, 1)
    b, _ = b.run(tf.MovementStep(HELO))
    assert b.pending is not None and list(b.pending.options) == [tc.Stay(HELO)]


def test_revealed_cylon_only_activates_his_cylon_location_b_cyl_3() -> None:
    """B-CYL-3: a revealed Cylon holding Action skill cards, with his once-per-game Action unused,
    is offered only his Cylon location's action (or none), never a skill card, Quorum, title,
    character or reveal Action."""
    b = everything_offered(BALTAR)  # Baltar's Cylon Detector is an unused Action
    assert any(o.tag == "base.use_action_ability" for o in b.pending.options)  # type: ignore[union-attr]
    fleet = CYLON_FLEET
    b = edit(b, BALTAR, revealed=True, location=fleet)
    b = with_game(b, admiral=HELO, president=ROSLIN)
    b, _ = b.run(tf.ActionStep(BALTAR))
    assert tags(b.pending) <= {"base.pass_action", "base.use_location"}
    assert tc.UseLocation(BALTAR, fleet) in b.pending.options  # type: ignore[union-attr]


def test_the_brig_forbids_locations_not_card_title_or_character_actions_b_brig_2() -> None:
    """B-BRIG-2: in the Brig a player still plays skill card Actions, uses Action abilities,
    plays and draws Quorum cards as President and reveals; the only location he may activate is
    the Brig."""
    b = everything_offered(BALTAR)
    b = edit(b, BALTAR, location=BRIG)
    b = with_game(b, admiral=HELO)  # an Admiral in the Brig loses the title (B-BRIG-3)
    b, _ = b.run(tf.ActionStep(BALTAR))
    offered = b.pending.options  # type: ignore[union-attr]
    found = {o.tag for o in offered}
    for tag in ("base.play_skill", "base.draw_quorum_card", "base.use_action_ability"):
        assert tag in found, (tag, found)
    assert any(o.tag.startswith("base.reveal") for o in offered)
    assert {o.location for o in offered if isinstance(o, tc.UseLocation)} <= {BRIG}


def test_sickbay_has_no_action_b_loc_sick() -> None:
    """B-LOC-SICK: Sickbay has no action to activate; its patient still plays Action cards."""
    b = everything_offered(BALTAR)
    b = edit(b, BALTAR, location=SICKBAY)
    b, _ = b.run(tf.ActionStep(BALTAR))
    offered = b.pending.options  # type: ignore[union-attr]
    assert not [o for o in offered if isinstance(o, tc.UseLocation)]
    assert any(o.tag == "base.play_skill" for o in offered)


# -- Repair -------------------------------------------------------------------------------------


def repair_board(location: str, damaged: tuple[str, ...], vipers_damaged: int) -> Board:
    """Baltar at his Action step in `location` with a Repair card; these locations damaged."""
    b = board(5, 1)
    game = b.game
    tokens = {ts.token_of(location) for location in damaged}
    game = attrs.evolve(
        game,
        damaged_locations=damaged,
        damage_pile=tuple(t for t in game.damage_pile if t not in tokens),
        vipers_damaged=vipers_damaged,
        vipers_reserve=game.vipers_reserve - vipers_damaged,
    )
    game = arrange(game, {BALTAR: [REPAIR]})
    b = edit(Board(b.rules, b.state.with_game(game)), BALTAR, location=location)
    b, _ = b.run(tf.ActionStep(BALTAR))
    return b


def test_repair_cannot_mend_a_location_the_player_is_not_in_b_skill_12() -> None:
    """B-SKILL-12, B-CARD-ENG-12: with FTL Control damaged, Repair is not offered to a player in
    Command, and its "repair the location you are in" effect run for him mends nothing; played in
    the Hangar Deck (whichever option is taken), FTL Control stays damaged."""
    b = repair_board(COMMAND, (FTL,), 0)
    assert tc.PlaySkill(BALTAR, REPAIR) not in b.pending.options  # type: ignore[union-attr]
    run = tf.RunOps("base.skill.repair", "effects/0/options/0/effects", BALTAR)
    assert ts.op_repair_location(b.game, run, None, None) == []  # type: ignore[arg-type]
    for option in (0, 1):
        b = repair_board(HANGAR, (FTL,), 2)
        b, _ = b.play(tc.PlaySkill(BALTAR, REPAIR))
        if b.pending is not None and b.pending.kind == "choose_option":
            b, _ = b.play(tc.Pick(BALTAR, option))
        assert FTL in b.game.damaged_locations


def test_repair_never_offers_an_option_with_nothing_to_repair_b_card_eng_12() -> None:
    """B-CARD-ENG-12: Repair is offered only with something to repair, and its choice is asked
    only when both of its options repair something: in an undamaged Hangar Deck with damaged
    vipers it mends the vipers, in a damaged Hangar Deck with none it mends the location, and
    only with both damaged does the player choose."""
    b = repair_board(HANGAR, (), 0)
    assert tc.PlaySkill(BALTAR, REPAIR) not in b.pending.options  # type: ignore[union-attr]
    b = repair_board(HANGAR, (), 2)
    b, _ = b.play(tc.PlaySkill(BALTAR, REPAIR))
    assert b.pending is None or b.pending.kind != "choose_option"
    assert b.game.vipers_damaged == 0
    b = repair_board(HANGAR, (HANGAR,), 0)
    b, _ = b.play(tc.PlaySkill(BALTAR, REPAIR))
    assert b.pending is None or b.pending.kind != "choose_option"
    assert HANGAR not in b.game.damaged_locations
    b = repair_board(HANGAR, (HANGAR,), 2)
    b, _ = b.play(tc.PlaySkill(BALTAR, REPAIR))
    assert b.pending is not None and b.pending.kind == "choose_option"
    assert [o.value for o in b.pending.options] == [0, 1]  # type: ignore[attr-defined]


# -- random games -------------------------------------------------------------------------------


def something_to_repair(game: m.BaseGame, seat: int) -> bool:
    """B-CARD-ENG-12, read independently: the location the player is in is damaged, or he is in
    the Hangar Deck and a viper is damaged."""
    here = game.players[seat].location
    return here in game.damaged_locations or (here == HANGAR and game.vipers_damaged > 0)


def check_offer(game: m.BaseGame, decision: Decision) -> None:
    """The options of one decision against the rules on who may act (an independent reading)."""
    seat = decision.seat
    player = game.players[seat]
    options: tuple[Command, ...] = decision.options
    if decision.kind == "action":
        if player.location == m.STRANDED:  # B-CHR-HEL-W: no Action of any kind
            assert {o.tag for o in options} <= NOT_ACTIONS, options
        if player.revealed:  # B-CYL-3: only the Cylon location he is in
            assert {o.tag for o in options} <= {"base.pass_action", "base.use_location"}, options
        for option in options:
            if isinstance(option, tc.UseLocation):  # only where he stands; Sickbay has none
                assert option.location == player.location and option.location != SICKBAY
            if isinstance(option, tc.PlaySkill) and option.card.startswith("base.skill.repair@"):
                assert something_to_repair(game, seat), option
    if decision.kind == "movement" and player.location in (m.STRANDED, BRIG):
        assert list(options) == [tc.Stay(seat)], options  # B-CHR-HEL-W, B-MOVE-8
    if decision.kind == "executive_order":
        assert player.location != m.STRANDED and not player.revealed


@given(seed=st.integers(0, 2**32), seats=st.integers(3, 6))
def test_random_games_offer_no_forbidden_action_b_chr_hel_w_b_cyl_3(seed: int, seats: int) -> None:
    """B-CHR-HEL-W, B-CYL-3, B-MOVE-8: in random base games with Helo (picked whenever he may be),
    no decision offers a stranded Helo any Action or a move, a revealed Cylon any Action but his
    Cylon location's, anyone a location he is not in, Sickbay's (it has none), a move out of the
    Brig, or Repair with nothing to repair; the Executive Order's steps never go to a stranded
    Helo or a revealed Cylon."""
    game = Game.new("base", seats=seats, seed=seed)
    bot = random.Random(seed)
    helo_seen = False
    for _ in range(1500):
        decision = game.pending
        if decision is None or not decision.options:
            break
        value: m.BaseGame = game.state.game
        if decision.kind == "choose_character":
            helo = [o for o in decision.options if getattr(o, "character", "") == HELO_ID]
            if helo:
                game.play(helo[0])
                continue
        if value.set_up:
            helo_seen = helo_seen or any(p.location == m.STRANDED for p in value.players)
            check_offer(value, decision)
        game.play(bot.choice(decision.options))
    assert helo_seen or HELO_ID not in {p.character for p in game.state.game.players}
