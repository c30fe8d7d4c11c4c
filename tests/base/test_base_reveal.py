"""Revealing as a Cylon (B-REV): the action, each "You Are a Cylon" card's effect, the discard
down to 3, titles down their lines, the Resurrection Ship, the secret super crisis card; the
Sympathizer (B-LOY-12, R-111); what the other seats see (B-INFO)."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.cylons import events as re
from bsgcore.base.cylons import reveal as rv
from bsgcore.base.invariants import secret_values
from bsgcore.base.model import BaseGame
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.base.view import base_view
from bsgcore.core_events import GameEnded
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios.space import Board, board

MORALE = "base.loyalty.you_are_a_cylon_morale"
ACCUSE = "base.loyalty.you_are_a_cylon_brig"
ASSASSIN = "base.loyalty.you_are_a_cylon_sickbay"
BOMBS = "base.loyalty.you_are_a_cylon_damage_galactica"
HUMAN = "base.loyalty.you_are_not_a_cylon"
BRIG, SICKBAY = "base.location.brig", "base.location.sickbay"
RES = "base.location.resurrection_ship"
COMMAND = "base.location.command"
PRESS_ROOM = "base.location.press_room"

# Seed 1, 5 seats: seat 0 Baltar (current player, holds the morale card), 1 Tyrol, 2 Starbuck,
# 3 Helo (stranded, Admiral), 4 Roslin (President, holds the Accusation card).
BALTAR, TYROL, STARBUCK, HELO, ROSLIN = range(5)


def table(**changes: Any) -> Board:
    """The seed-1 five-seat table with Helo aboard, changed."""
    b = board(5, 1)
    players = list(b.game.players)
    players[HELO] = attrs.evolve(players[HELO], location=COMMAND)
    game = attrs.evolve(b.game, players=tuple(players))
    return Board(b.rules, b.state.with_game(m.edited(game, **changes)))


def edit(b: Board, seat: int, **fields: Any) -> Board:
    """The board with one seat's player changed."""
    game = m.replace_player(b.game, seat, attrs.evolve(b.game.players[seat], **fields))
    return Board(b.rules, b.state.with_game(game))


def holding(b: Board, seat: int, card: str) -> Board:
    """Swap `card` into the seat's loyalty cards (from the deck or another seat)."""
    game = b.game
    mine = game.players[seat].loyalty
    if card in mine:
        return b
    give = mine[0]
    for s, p in enumerate(game.players):
        if card in p.loyalty:
            theirs = list(p.loyalty)
            theirs[theirs.index(card)] = give
            game = m.replace_player(game, s, attrs.evolve(p, loyalty=tuple(theirs)))
            break
    else:
        if card in game.loyalty_deck:
            deck = list(game.loyalty_deck)
            deck[deck.index(card)] = give
            game = attrs.evolve(game, loyalty_deck=tuple(deck))
        # else: a Cylon card set aside at this seat count takes the place of the seat's own
    player = game.players[seat]
    game = m.replace_player(game, seat, attrs.evolve(player, loyalty=(card, *mine[1:])))
    return Board(b.rules, b.state.with_game(game))


def answer(b: Board, kind: str, command: Any) -> Board:
    """Play `command` at a pending decision of this kind."""
    assert b.pending is not None and b.pending.kind == kind, b.pending
    out, _ = b.play(command)
    check_invariants(out.rules, out.state, at_rest=False)
    return out


def reveal(b: Board, seat: int, card: str) -> tuple[Board, list[Any]]:
    """Run the seat's Action step and reveal `card`."""
    b, _ = b.run(tf.ActionStep(seat))
    return b.play(rv.RevealCylon(seat, card))


def discard_all(b: Board) -> Board:
    """Answer every pending discard with the first option."""
    while b.pending is not None and b.pending.kind == "discard":
        b = answer(b, "discard", b.pending.options[0])
    return b


def test_reveal_is_an_action_of_cylons_only_b_rev_1() -> None:
    """B-REV-1, B-LOY-5, B-TURN-6: an unrevealed Cylon may reveal his Cylon card as the action;
    a human has no such option; the Sympathizer is not revealed by an action."""
    b = table()
    cylon, _ = b.run(tf.ActionStep(BALTAR))
    assert cylon.pending is not None
    reveals = [o for o in cylon.pending.options if isinstance(o, rv.RevealCylon)]
    assert reveals == [rv.RevealCylon(BALTAR, MORALE)]
    human, _ = b.run(tf.ActionStep(TYROL))
    assert human.pending is not None
    assert not any(isinstance(o, rv.RevealCylon) for o in human.pending.options)


def test_reveal_morale_and_the_whole_procedure_b_rev_2_to_8() -> None:
    """B-CARD-LOY-DISINFO, B-REV-2, B-REV-3, B-REV-4, B-REV-5, B-REV-6, B-REV-7, B-REV-8, B-SUCC-5,
    B-SUCC-9, B-INV-12, B-INV-13 (R-109 order): the card's
    effect (morale -1, optional), the discard down to 3 chosen by the player, both titles down
    their lines with the nukes and the Quorum hand, the move to the Resurrection Ship, then 1
    super crisis card drawn secretly; from then on a revealed Cylon."""
    b = table(president=BALTAR, admiral=BALTAR)
    hand = b.game.skill_decks["politics"][:3] + b.game.skill_decks["leadership"][:3]
    decks = m.replace_deck(b.game.skill_decks, "politics", b.game.skill_decks["politics"][3:])
    decks = m.replace_deck(decks, "leadership", decks["leadership"][3:])
    b = Board(b.rules, b.state.with_game(attrs.evolve(b.game, skill_decks=decks)))
    b = edit(b, BALTAR, hand=b.game.players[BALTAR].hand + hand)
    morale, nukes, quorum = b.game.morale, b.game.nukes, b.game.quorum_hand
    top = b.game.super_crisis_deck[0]
    b, events = reveal(b, BALTAR, MORALE)
    assert b.game.players[BALTAR].revealed and MORALE in b.game.players[BALTAR].shown
    b = answer(b, "choose_optional", tc.Pick(BALTAR, 1))
    assert b.game.morale == morale - 1
    assert b.pending is not None and b.pending.kind == "discard" and b.pending.seat == BALTAR
    b = discard_all(b)
    player = b.game.players[BALTAR]
    assert len(player.hand) == 3 and player.location == RES
    assert player.super_crises == (top,)
    # President line: Roslin; Admiral line: Helo is the highest left (B-SUCC-0).
    assert b.game.president == ROSLIN and b.game.admiral == HELO
    assert b.game.nukes == nukes and b.game.quorum_hand == quorum and quorum
    # B-INV-13: the Quorum hand is the new President's: in her view, no longer in Baltar's.
    assert base_view(b.state, ROSLIN)["me"]["quorum_hand"] == list(quorum)
    assert base_view(b.state, BALTAR)["me"]["quorum_hand"] is None
    assert m.is_cylon(b.game, BALTAR)


def test_reveal_from_the_brig_has_no_effect_b_rev_2() -> None:
    """B-REV-2, B-BRIG-2, B-BRIG-4: revealing in the Brig is allowed, the card's effect does not
    happen, and the Cylon still leaves for the Resurrection Ship."""
    b = edit(table(), BALTAR, location=BRIG)
    morale = b.game.morale
    b, _ = reveal(b, BALTAR, MORALE)
    b = discard_all(b)
    assert b.game.morale == morale
    assert b.game.players[BALTAR].location == RES


def test_accusation_sends_a_character_on_galactica_to_the_brig_b_card_loy_accuse() -> None:
    """B-CARD-LOY-ACCUSE, R-107, B-SUCC-2, B-BRIG-3: only characters on Galactica who can go to
    the Brig are offered (not Colonial One); the Admiral sent there hands the title on."""
    b = holding(table(admiral=TYROL), BALTAR, ACCUSE)
    b, _ = reveal(b, BALTAR, ACCUSE)
    assert b.pending is not None and b.pending.kind == "choose_victim"
    targets = {o.target for o in b.pending.options}  # type: ignore[attr-defined]
    assert ROSLIN not in targets  # Colonial One
    assert BALTAR not in targets and rv.NOBODY in targets
    assert TYROL in targets and HELO in targets
    b = answer(b, "choose_victim", rv.PickVictim(BALTAR, TYROL))
    b = discard_all(b)
    assert b.game.players[TYROL].location == BRIG
    assert b.game.admiral == HELO


def test_assassination_discards_five_and_sickbay_b_card_loy_assassin() -> None:
    """B-CARD-LOY-ASSASSIN, B-SICK-1: the chosen character discards 5 skill cards (all he has
    when fewer) and goes to Sickbay."""
    b = holding(table(), BALTAR, ASSASSIN)
    b, _ = reveal(b, BALTAR, ASSASSIN)
    b = answer(b, "choose_victim", rv.PickVictim(BALTAR, STARBUCK))
    b = discard_all(b)
    assert b.game.players[STARBUCK].hand == ()
    assert b.game.players[STARBUCK].location == SICKBAY


def test_bombs_resolve_two_of_up_to_five_tokens_b_card_loy_bombs() -> None:
    """B-CARD-LOY-BOMBS (R-9): the Cylon draws up to 5 Galactica damage tokens (his choice of
    how many), resolves 2 of them and the others go back."""
    b = holding(table(), BALTAR, BOMBS)
    pile = len(b.game.damage_pile)
    b, _ = reveal(b, BALTAR, BOMBS)
    b = answer(b, "choose_optional", tc.Pick(BALTAR, 1))
    assert b.pending is not None and b.pending.kind == "choose_count"
    assert [o.value for o in b.pending.options] == [1, 2, 3, 4, 5]  # type: ignore[attr-defined]
    b = answer(b, "choose_count", tc.Pick(BALTAR, 5))
    hits = 0
    while b.pending is not None and b.pending.kind == "resolve_damage":
        assert len(b.pending.options) >= 4
        b = answer(b, "resolve_damage", b.pending.options[0])
        hits += 1
    assert hits == 2 and len(b.game.damage_pile) == pile - 2


def test_a_pilot_who_reveals_leaves_his_viper_b_rev_5() -> None:
    """B-REV-5, B-VIPER-9: a pilot who reveals goes to the Resurrection Ship and his viper
    returns to the reserve."""
    b = board(5, 1, vipers=[(5, BALTAR)])
    reserve = b.game.vipers_reserve
    b, _ = reveal(b, BALTAR, MORALE)
    b = answer(b, "choose_optional", tc.Pick(BALTAR, 0))
    b = discard_all(b)
    assert b.game.players[BALTAR].location == RES
    assert b.game.vipers == () and b.game.vipers_reserve == reserve + 1


def test_president_line_keeps_the_brig_b_succ_6() -> None:
    """B-SUCC-6, B-SUCC-4: when a revealed President's title passes, a character in the Brig is
    not skipped on the President's line."""
    b = edit(holding(table(president=BALTAR), ROSLIN, HUMAN), ROSLIN, location=BRIG)
    b, _ = reveal(b, BALTAR, MORALE)
    b = answer(b, "choose_optional", tc.Pick(BALTAR, 0))
    b = discard_all(b)
    assert b.game.president == ROSLIN


def test_revealed_card_is_public_super_crisis_secret_b_info_1() -> None:
    """B-INFO-1, B-INFO-2, B-REV-8, B-REV-4, B-CYL-7: after a reveal the card is in every view;
    the super crisis card only in the Cylon's own, and it stays a secret of the others (another
    revealed Cylon included); the other loyalty cards stay secret."""
    b, _ = reveal(table(), BALTAR, MORALE)
    b = answer(b, "choose_optional", tc.Pick(BALTAR, 0))
    b = discard_all(b)
    card = b.game.players[BALTAR].super_crises[0]
    b = edit(b, ROSLIN, revealed=True, location=RES, shown=(ACCUSE,))
    for seat in (TYROL, ROSLIN, None):
        view = base_view(b.state, seat)
        assert view["players"][BALTAR]["shown_loyalty"] == [MORALE]
        assert view["players"][BALTAR]["super_crises"] == 1
        assert card not in repr(view)
        assert card in secret_values(b.state, seat) and MORALE not in secret_values(b.state, seat)
    assert base_view(b.state, BALTAR)["me"]["super_crises"] == [card]
    dealt = re.SuperCrisisDealt(BALTAR, card)
    assert dealt.redacted_for(TYROL).card == "hidden"  # type: ignore[attr-defined]
    assert dealt.redacted_for(BALTAR).card == card  # type: ignore[attr-defined]


def sympathizer_at(b: Board, seat: int, **changes: Any) -> Board:
    """The Sympathizer in a seat's hand (from the deck), unshown, and the game changed."""
    game = m.edited(b.game, **changes)
    deck = list(game.loyalty_deck)
    if rv.SYMPATHIZER in deck:
        deck.remove(rv.SYMPATHIZER)
    else:
        deck.remove(HUMAN)
    player = game.players[seat]
    game = m.replace_player(
        game, seat, attrs.evolve(player, loyalty=player.loyalty + (rv.SYMPATHIZER,))
    )
    return Board(b.rules, b.state.with_game(attrs.evolve(game, loyalty_deck=tuple(deck))))


def four_seats() -> Board:
    """A 4-seat table (the Sympathizer is in the deck)."""
    return board(4, 2)


def test_sympathizer_in_the_red_goes_to_the_brig_b_loy_12() -> None:
    """B-LOY-12, R-111, B-BRIG-1: received while a resource is at half or lower, the card is
    shown and the player goes to the Brig, still human."""
    b = four_seats()
    seat = 1
    b = sympathizer_at(b, seat, food=4)
    b, _ = b.run(rv.Sympathizer(seat))
    player = b.game.players[seat]
    assert player.location == BRIG and not player.revealed
    assert rv.SYMPATHIZER in player.shown
    assert not m.is_cylon(b.game, seat) or any(
        m.data().get(c).extra.get("team") == "cylon" for c in player.loyalty
    )
    check_invariants(b.rules, b.state, at_rest=False)


def test_sympathizer_otherwise_becomes_a_revealed_cylon_b_loy_12() -> None:
    """B-LOY-12, R-111, B-END-5, B-LOC-CFL: with no resource in the red the player becomes a
    revealed Cylon with no super crisis card, is on the Cylon team, and may never activate the
    Cylon Fleet."""
    b = four_seats()
    seat = next(s for s in range(4) if not m.is_cylon(b.game, s))
    b = sympathizer_at(b, seat, president=(seat + 1) % 4, admiral=(seat + 1) % 4)
    b, _ = b.run(rv.Sympathizer(seat))
    b = discard_all(b)
    player = b.game.players[seat]
    assert player.revealed and player.location == RES and player.super_crises == ()
    assert m.is_cylon(b.game, seat)
    b = edit(b, seat, location="base.location.cylon_fleet")
    b, _ = b.run(tf.ActionStep(seat))
    assert b.pending is not None
    assert not any(isinstance(o, tc.UseLocation) for o in b.pending.options)
    check_invariants(b.rules, b.state, at_rest=False)


def test_revealed_cylon_passes_the_sympathizer_on_r_111() -> None:
    """R-111, B-INV-20: a revealed Cylon dealt the Sympathizer may pass it to a human player,
    who resolves it at once."""
    b = four_seats()
    cylon, human = 0, 1
    b = edit(b, cylon, revealed=True, location=RES, shown=(b.game.players[cylon].loyalty[0],))
    b = Board(b.rules, b.state.with_game(m.edited(b.game, president=human, admiral=human)))
    b = sympathizer_at(b, cylon, morale=3)
    b, _ = b.run(rv.Sympathizer(cylon))
    assert b.pending is not None and b.pending.kind == "pass_sympathizer"
    b = answer(b, "pass_sympathizer", rv.PassLoyalty(cylon, human))
    assert rv.SYMPATHIZER in b.game.players[human].shown
    assert b.game.players[human].location == BRIG


def test_cylon_team_wins_with_revealed_sympathizer_b_end_5() -> None:
    """B-END-5, B-END-3: the revealed Sympathizer wins with the Cylons."""
    b = four_seats()
    seat = next(s for s in range(4) if not m.is_cylon(b.game, s))
    game: BaseGame = b.game
    b = edit(b, seat, revealed=True, location=RES)
    b = Board(b.rules, b.state.with_game(attrs.evolve(b.game, food=0)))
    b, events = b.run(tf.EndTurn(game.current, limits_done=True))
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and seat in ended[0].winning_seats


def test_reveal_discards_assigned_quorum_markers_r_109() -> None:
    """B-REV-7 (R-109), B-INV-19, B-INV-13: right after the discard down to 3, a Quorum card
    assigned to the revealing player as a marker is discarded; a marker lying in front of
    another player stays in front of him (markers are not the President's hand)."""
    vp, arbitrator = "base.quorum.assign_vice_president", "base.quorum.assign_arbitrator"
    b = table(president=BALTAR)
    deck, hand = list(b.game.quorum_deck), list(b.game.quorum_hand)
    for card in (vp, arbitrator):
        (deck if card in deck else hand).remove(card)
    markers = ((vp, BALTAR), (arbitrator, TYROL))
    game = attrs.evolve(
        b.game, quorum_deck=tuple(deck), quorum_hand=tuple(hand), quorum_markers=markers
    )
    b = Board(b.rules, b.state.with_game(game))
    check_invariants(b.rules, b.state, at_rest=False)
    b, _ = reveal(b, BALTAR, MORALE)
    b = answer(b, "choose_optional", tc.Pick(BALTAR, 0))
    b = discard_all(b)
    assert b.game.quorum_markers == ((arbitrator, TYROL),) and vp in b.game.quorum_discard
    assert b.game.president != BALTAR and b.game.quorum_hand == tuple(hand)


def test_revealed_cylons_are_never_sent_nor_given_titles_b_cyl_12() -> None:
    """B-CYL-12, B-SUCC-5, B-INV-11: a revealed Cylon is never offered as the target of
    Accusation, and titles passing down their lines leave out every revealed Cylon."""
    b = holding(table(president=BALTAR, admiral=BALTAR), BALTAR, ACCUSE)
    b = edit(holding(b, ROSLIN, MORALE), ROSLIN, revealed=True, location=RES, shown=(MORALE,))
    b, _ = reveal(b, BALTAR, ACCUSE)
    targets = {o.target for o in b.pending.options}  # type: ignore[union-attr]
    assert ROSLIN not in targets
    b = answer(b, "choose_victim", rv.PickVictim(BALTAR, rv.NOBODY))
    b = discard_all(b)
    # Roslin heads the President's line but is revealed: the next free character on it gets it.
    assert b.game.president == m.title_holder(b.game, "president", skip_brig=False)
    assert b.game.president not in (ROSLIN, BALTAR) and b.game.admiral == HELO


def test_revealed_cylon_still_gets_a_sleeper_card_b_loy_8() -> None:
    """B-LOY-8, B-LOY-6: a revealed Cylon is dealt a loyalty card in the Sleeper Agent phase
    too."""
    from bsgcore.base.jump.steps import sleeper_agent
    from bsgcore.base.turn.shared import fold

    b = edit(table(), BALTAR, revealed=True, location=RES, shown=(MORALE,))
    before = len(b.game.players[BALTAR].loyalty)
    after = fold(b.game, sleeper_agent(b.game))
    assert len(after.players[BALTAR].loyalty) == before + 1


def test_revealed_cylon_keeps_the_hand_limit_b_cyl_8() -> None:
    """B-CYL-8, B-TURN-12, B-INV-16: the end-of-turn hand limit of 10 applies to a revealed
    Cylon."""
    b = edit(table(), BALTAR, revealed=True, location=RES, shown=(MORALE,))
    deck = b.game.skill_decks["politics"]
    extra = deck[: 11 - len(b.game.players[BALTAR].hand)]
    b = edit(b, BALTAR, hand=b.game.players[BALTAR].hand + extra)
    game = attrs.evolve(
        b.game, skill_decks=m.replace_deck(b.game.skill_decks, "politics", deck[len(extra) :])
    )
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.run(tf.EndTurn(TYROL))
    assert b.pending is not None and b.pending.kind == "discard" and b.pending.seat == BALTAR


def test_reveal_with_an_executive_order_action_ends_it_r_110() -> None:
    """B-REV-1 (R-110), B-CYL-3: a player who reveals with the first of the two actions an
    Executive Order gives him does not take the second."""
    b = table()
    b = Board(b.rules, b.state.push(tf.ActionStep(BALTAR)))
    b, _ = b.run(tf.ActionStep(BALTAR))
    b, _ = b.play(rv.RevealCylon(BALTAR, MORALE))
    b = answer(b, "choose_optional", tc.Pick(BALTAR, 0))
    b = discard_all(b)
    assert b.game.players[BALTAR].location == RES
    assert b.pending is not None and b.pending.kind == "base.not_implemented"  # the resting frame


def test_revealed_cylon_plays_no_skill_card_text_b_cyl_9() -> None:
    """B-CYL-9, B-CYL-3: a revealed Cylon is offered no skill card Action, even holding one."""
    b = table()
    orders = [
        c
        for d in b.game.skill_decks.values()
        for c in d
        if c.startswith("base.skill.executive_order")
    ]
    card = orders[0]
    index = m.skill_type(card)
    deck = list(b.game.skill_decks[index])
    deck.remove(card)
    game = attrs.evolve(b.game, skill_decks=m.replace_deck(b.game.skill_decks, index, tuple(deck)))
    b = Board(b.rules, b.state.with_game(game))
    b = edit(b, BALTAR, hand=b.game.players[BALTAR].hand + (card,))
    human, _ = b.run(tf.ActionStep(BALTAR))
    assert human.pending is not None and any(card in repr(o) for o in human.pending.options)
    b = edit(b, BALTAR, revealed=True, location=RES, shown=(MORALE,))
    cylon, _ = b.run(tf.ActionStep(BALTAR))
    assert cylon.pending is not None
    assert set(cylon.pending.options) == {tc.PassAction(BALTAR), tc.UseLocation(BALTAR, RES)}


def test_reveal_steps_in_the_recommended_order_b_rev_7() -> None:
    """B-REV-7 (R-109): the reveal resolves effect, discard down to 3, then (R-109) a marker
    before the Cylon discarded, then both titles, then the move to the Resurrection Ship, then
    the super crisis card, in that order."""
    vp = "base.quorum.assign_vice_president"
    b = table(president=BALTAR, admiral=BALTAR)
    hand = b.game.skill_decks["politics"][:3] + b.game.skill_decks["leadership"][:3]
    decks = m.replace_deck(b.game.skill_decks, "politics", b.game.skill_decks["politics"][3:])
    decks = m.replace_deck(decks, "leadership", decks["leadership"][3:])
    quorum = [c for c in b.game.quorum_deck if c != vp]
    assert vp in b.game.quorum_deck
    game = attrs.evolve(
        b.game, skill_decks=decks, quorum_deck=tuple(quorum), quorum_markers=((vp, BALTAR),)
    )
    b = edit(Board(b.rules, b.state.with_game(game)), BALTAR, hand=game.players[BALTAR].hand + hand)
    b, events = reveal(b, BALTAR, MORALE)
    b, more = b.play(tc.Pick(BALTAR, 1))
    events += more
    while b.pending is not None and b.pending.kind == "discard":
        b, more = b.play(b.pending.options[0])
        events += more
    steps = {
        "base.cylon_revealed": "reveal",
        "base.resource_changed": "effect",
        "base.skill_cards_discarded": "discard",
        "base.quorum_marker_discarded": "marker",
        "base.title_changed": "title",
        "base.character_moved": "move",
        "base.super_crisis_dealt": "super crisis",
    }
    order = [steps[e.tag] for e in events if e.tag in steps]
    merged = [s for i, s in enumerate(order) if i == 0 or order[i - 1] != s]
    expected = ["reveal", "effect", "discard", "marker", "title", "move", "super crisis"]
    assert merged == expected
    assert order.count("title") == 2 and len(b.game.players[BALTAR].hand) == 3


def test_public_facts_reach_every_seat_b_info_2() -> None:
    """B-INFO-2: public: discards (face up), an Action card played, a totaled check's cards
    (not who played them), a chosen Destination card (not the others) and a revealed Cylon's
    identity; every seat's view and redacted events show them alike."""
    from bsgcore.base.jump import events as je
    from bsgcore.base.skills.cards import SkillCardPlayed
    from bsgcore.base.turn import events as te

    order = "base.skill.executive_order@1"
    barren, deep = "base.destination.barren_planet", "base.destination.deep_space"
    public = [
        te.SkillCardsDiscarded(TYROL, (order,), "test"),
        SkillCardPlayed(TYROL, order),
        te.CheckRevealed((order, "base.skill.repair@2"), 3, "fail"),
        re.CylonRevealed(BALTAR, MORALE),
    ]
    for seat in (*range(5), None):
        for event in public:
            assert event.redacted_for(seat) == event, (seat, event)
    chosen = je.DestinationChosen(HELO, barren, (deep,))
    for seat in (BALTAR, TYROL, None):
        shown = chosen.redacted_for(seat)
        assert shown.card == barren and deep not in repr(shown)  # type: ignore[attr-defined]
    b, _ = reveal(table(), BALTAR, MORALE)
    b = discard_all(answer(b, "choose_optional", tc.Pick(BALTAR, 0)))
    views = [base_view(b.state, seat) for seat in (*range(5), None)]
    for view in views:
        assert view["discards"] == views[0]["discards"] and any(views[0]["discards"].values())
        assert view["players"][BALTAR]["revealed"] and view["players"][BALTAR]["shown_loyalty"]


def test_own_loyalty_seen_others_hidden_even_between_cylons_b_loy_1_b_cyl_7() -> None:
    """B-LOY-1: each player sees his own loyalty cards at any time (in his view), nobody else's;
    B-CYL-7: two revealed Cylons still do not see each other's skill cards or super crisis."""
    b, _ = reveal(table(), BALTAR, MORALE)
    b = discard_all(answer(b, "choose_optional", tc.Pick(BALTAR, 0)))
    b = edit(b, ROSLIN, revealed=True, location=RES, shown=(ACCUSE,))
    game = b.game
    for seat, player in enumerate(game.players):
        view = base_view(b.state, seat)
        assert view["me"]["loyalty"] == list(player.loyalty)
        for other in range(5):
            assert view["players"][other]["loyalty_cards"] == len(game.players[other].loyalty)
            assert "loyalty" not in view["players"][other] and "hand" not in view["players"][other]
    roslin = base_view(b.state, ROSLIN)
    assert roslin["players"][BALTAR]["skill_cards"] == len(game.players[BALTAR].hand) == 3
    own = set(game.players[ROSLIN].hand)
    for code in set(game.players[BALTAR].hand) - own:
        assert code not in repr(roslin["players"]) and code not in repr(roslin["me"])
    assert game.players[BALTAR].super_crises[0] not in repr(roslin)


def test_an_unrevealed_cylon_follows_the_human_rules_b_loy_4() -> None:
    """B-LOY-4: a player holding a Cylon card is a Cylon at once, yet until he reveals he plays
    as a human: he may hold a title, draws his skill set's cards, moves only among the human
    locations, and draws a Crisis card in his Crisis step."""
    from bsgcore.base.cylons.turn import cylon_locations

    b = table(president=BALTAR)
    assert m.is_cylon(b.game, BALTAR) and not b.game.players[BALTAR].revealed
    check_invariants(b.rules, b.state, at_rest=False)
    drawn, _ = b.run(tf.ReceiveSkills(BALTAR))
    new = drawn.game.players[BALTAR].hand[len(b.game.players[BALTAR].hand) :]
    character = m.data().character(b.game.players[BALTAR].character)
    assert len(new) == sum(g.count for g in character.skill_set)  # his printed skill set
    kinds = {t for g in character.skill_set for t in g.types}
    assert {m.skill_type(c) for c in new} <= kinds
    move, _ = b.run(tf.MovementStep(BALTAR))
    assert move.pending is not None
    places = {o.to for o in move.pending.options if isinstance(o, tc.Move)}
    assert places and not places & set(cylon_locations())
    crisis, events = b.run(tf.CrisisStep(BALTAR))
    assert any(e.tag == "base.crisis_drawn" for e in events) and crisis.game.crisis


def test_sickbay_takes_only_who_can_go_there_b_sick_1_b_cyl_12() -> None:
    """B-SICK-1 (R-107), B-CYL-12: Assassination may send to Sickbay only a character who can go
    there: not a revealed Cylon, not one already in Sickbay, not one in the Brig; with nobody
    left, nothing happens (no discard, nobody moves)."""
    b = holding(table(president=STARBUCK, admiral=TYROL), BALTAR, ASSASSIN)
    b = edit(holding(b, ROSLIN, MORALE), ROSLIN, revealed=True, location=RES, shown=(MORALE,))
    b = edit(edit(b, TYROL, location=SICKBAY), HELO, location=BRIG)
    offered, _ = reveal(b, BALTAR, ASSASSIN)
    assert offered.pending is not None and offered.pending.kind == "choose_victim"
    assert {o.target for o in offered.pending.options} == {rv.NOBODY, STARBUCK}  # type: ignore[attr-defined]
    nobody, _ = reveal(edit(b, STARBUCK, location=SICKBAY), BALTAR, ASSASSIN)
    assert nobody.pending is not None
    assert [o.target for o in nobody.pending.options] == [rv.NOBODY]  # type: ignore[attr-defined]
    before = [(p.location, p.hand) for p in nobody.game.players]
    after = discard_all(answer(nobody, "choose_victim", rv.PickVictim(BALTAR, rv.NOBODY)))
    assert [(p.location, p.hand) for p in after.game.players][1:] == before[1:]


def test_actions_open_from_the_brig_b_brig_2() -> None:
    """B-BRIG-2: from the Brig a character may still activate the Brig, play an Action skill card
    (Executive Order), use an Action ability (Baltar's Cylon Detector) and reveal; nothing that
    needs another location."""
    from bsgcore.base.characters.action_abilities import UseActionAbility
    from bsgcore.testing.scenarios.turn import arrange, skill

    order = skill("executive_order", 1)
    b = table()
    b = Board(b.rules, b.state.with_game(arrange(b.game, {BALTAR: [order], TYROL: [order]})))
    for seat in (BALTAR, TYROL):
        act, _ = edit(b, seat, location=BRIG).run(tf.ActionStep(seat))
        assert act.pending is not None and act.pending.kind == "action"
        options = set(act.pending.options)
        assert {tc.UseLocation(seat, BRIG), tc.PlaySkill(seat, order)} <= options
        assert not any(isinstance(o, tc.UseLocation) and o.location != BRIG for o in options)
        assert not any(isinstance(o, tc.Move) for o in options)
    act, _ = edit(b, BALTAR, location=BRIG).run(tf.ActionStep(BALTAR))
    assert act.pending is not None
    assert rv.RevealCylon(BALTAR, MORALE) in act.pending.options
    assert UseActionAbility(BALTAR, "base.ability.baltar_cylon_detector") in act.pending.options


def test_the_brig_takes_only_who_can_be_moved_there_b_brig_1() -> None:
    """B-BRIG-1 (R-107): an effect choosing who goes to the Brig (Accusation) offers only a
    character who can be moved there: not one already in the Brig, nor the revealing Cylon (a
    character in Sickbay may be); with nobody left, nothing happens."""
    b = holding(table(president=STARBUCK, admiral=TYROL), BALTAR, ACCUSE)
    b = edit(edit(b, HELO, location=BRIG), STARBUCK, location=SICKBAY)
    offered, _ = reveal(b, BALTAR, ACCUSE)
    assert offered.pending is not None and offered.pending.kind == "choose_victim"
    targets = {o.target for o in offered.pending.options}  # type: ignore[attr-defined]
    assert targets == {rv.NOBODY, TYROL, STARBUCK}  # Roslin on Colonial One, Helo in the Brig
    b = edit(edit(b, TYROL, location=BRIG), STARBUCK, location="base.location.press_room")
    b = Board(b.rules, b.state.with_game(m.edited(b.game, admiral=STARBUCK)))
    nobody, _ = reveal(b, BALTAR, ACCUSE)
    assert nobody.pending is not None
    assert [o.target for o in nobody.pending.options] == [rv.NOBODY]  # type: ignore[attr-defined]
    after = answer(nobody, "choose_victim", rv.PickVictim(BALTAR, rv.NOBODY))
    assert [p.location for p in after.game.players][1:] == [
        p.location for p in nobody.game.players
    ][1:]
