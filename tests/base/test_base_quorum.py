"""Quorum cards and the President's hand (B-QUO, B-TITLE-2, B-LOC-POFF, B-CARD-QUO-*): each card
played from the hand by the President as an Action, with scripted dice and the lasting markers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.model import CylonShip
from bsgcore.base.quorum import cards as q
from bsgcore.base.setup.events import QuorumDrawn
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.view import base_view
from bsgcore.messages import Event
from bsgcore.testing import check_invariants
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scenarios.space import Board, quiet
from bsgcore.testing.scripted import scripted_random

ROSLIN = "base.character.laura_roslin"
TIGH = "base.character.saul_tigh"
ZAREK = "base.character.tom_zarek"
BRIG = "base.location.brig"
SICKBAY = "base.location.sickbay"
ADMIN = "base.location.administration"
AQ = "base.location.admirals_quarters"
OFFICE = "base.location.presidents_office"
SPEECH = "base.quorum.inspirational_speech"
RATION = "base.quorum.food_rationing"
ARREST = "base.quorum.arrest_order"
PARDON = "base.quorum.presidential_pardon"
MUGSHOTS = "base.quorum.release_cylon_mugshots"
MUTINY = "base.quorum.encourage_mutiny"
FORCE = "base.quorum.authorization_of_brutal_force"
DONE = "base.not_implemented"


def table(hand: Sequence[str] = (), **changes: Any) -> Board:
    """A 3-seat set-up game (Roslin President, Tigh Admiral, Zarek) resting on a frame of its own,
    the Quorum hand exactly `hand` (taken from the deck), with `changes` to the game value."""
    game = sc.set_up(
        3, 4, characters=["laura_roslin", "saul_tigh", "tom_zarek"], type_balance=False
    )
    value = sc.base(game)
    deck = list(value.quorum_deck) + list(value.quorum_hand)
    for card in hand:
        deck.remove(card)
    changes.setdefault("quorum_deck", tuple(deck))
    value = quiet(m.edited(value, quorum_hand=tuple(hand), **changes))  # no roll windows
    rest = NotImplementedYet(value.current, "scenario: the action under test is done")
    return Board(game.rules, game.state.with_game(value).push(rest))


def seat(b: Board, character: str) -> int:
    """The seat of a character."""
    return m.seat_of(b.game, character)


def moved(b: Board, who: int, to: str) -> Board:
    """The board with one character moved (no event)."""
    player = attrs.evolve(b.game.players[who], location=to)
    return Board(b.rules, b.state.with_game(m.replace_player(b.game, who, player)))


def act(b: Board, who: int | None = None) -> Board:
    """Run an Action step for `who` (the President by default) up to its decision."""
    b, _ = b.run(tf.ActionStep(b.game.president if who is None else who))
    assert b.pending is not None and b.pending.kind == "action"
    return b


def terminal_illness(b: Board, who: int) -> Board:
    """Roslin first discards 2 skill cards to activate a location (B-CHR-ROS-W)."""
    while b.pending is not None and b.pending.kind == "discard" and b.pending.seat == who:
        b, _ = b.play(b.pending.options[0])
    return b


def play(b: Board, card: str, rolls: Sequence[int] = ()) -> tuple[Board, list[Event]]:
    """The President plays `card` from the Action step, with these scripted dice."""
    b = act(b)
    with scripted_random(rolls=list(rolls)):
        return b.play(q.PlayQuorumCard(b.game.president, card))


def pick(b: Board, value: int, rolls: Sequence[int] = ()) -> tuple[Board, list[Event]]:
    """Answer the pending choice with this value."""
    assert b.pending is not None
    with scripted_random(rolls=list(rolls)):
        return b.play(tc.Pick(b.pending.seat, value))


def done(b: Board) -> None:
    """The card is resolved: the scenario's resting frame is back, the invariants hold."""
    assert b.pending is not None and b.pending.kind == DONE
    assert not b.game.quorum_playing
    check_invariants(b.rules, b.state, at_rest=False)


def of(events: list[Event], kind: type) -> list[Any]:
    """The events of one class."""
    return [e for e in events if isinstance(e, kind)]


# -- the hand -----------------------------------------------------------------------------------


def test_only_the_president_plays_quorum_cards_as_an_action_b_quo_1() -> None:
    """B-QUO-1, B-TITLE-2: the President's Action step offers each card of the Quorum hand; no
    other seat is offered any."""
    b = table([SPEECH, SPEECH, ARREST])
    president = b.game.president
    decision = act(b).pending
    assert decision is not None
    plays = [o for o in decision.options if isinstance(o, q.PlayQuorumCard)]
    assert sorted(o.card for o in plays) == [ARREST, SPEECH]
    other = seat(b, ZAREK)
    assert other != president
    decision = act(b, other).pending
    assert decision is not None
    assert not any(isinstance(o, q.PlayQuorumCard) for o in decision.options)


def test_title_action_draws_one_card_b_quo_2_r_12() -> None:
    """B-QUO-2, B-TITLE-4 (R-12): the President title's Action draws 1 Quorum card."""
    b = table([SPEECH])
    b = act(b)
    b, events = b.play(tc.DrawQuorumCard(b.game.president))
    assert len(b.game.quorum_hand) == 2 and len(of(events, QuorumDrawn)) == 1
    done(b)


def test_presidents_office_draws_then_draws_or_plays_b_loc_poff() -> None:
    """B-LOC-POFF, B-QUO-2, B-TITLE-2: the President's Office draws 1 card, then 1 more or
    plays 1 card of the hand (here Inspirational Speech, which then resolves as usual)."""
    b = table([SPEECH])
    president = b.game.president
    b = moved(b, president, OFFICE)
    top = b.game.quorum_deck[0]
    b = act(b)
    b, _ = b.play(tc.UseLocation(president, OFFICE))
    b = terminal_illness(b, president)
    assert b.game.quorum_hand == (SPEECH, top)
    assert b.pending is not None and b.pending.kind == "choose_option"
    b, _ = b.play(tc.Pick(president, 1))  # play one
    assert b.pending is not None and b.pending.kind == "play_quorum"
    with scripted_random(rolls=[8]):
        b, _ = b.play(q.PlayQuorumCard(president, SPEECH))
    assert b.game.quorum_hand == (top,) and b.game.quorum_removed == (SPEECH,)
    done(b)
    b = table([SPEECH])
    b = moved(b, president, OFFICE)
    b = act(b)
    b, _ = b.play(tc.UseLocation(president, OFFICE))
    b = terminal_illness(b, president)
    b, _ = b.play(tc.Pick(president, 0))  # draw another
    assert len(b.game.quorum_hand) == 3
    done(b)


def test_president_office_only_for_the_president_b_loc_poff() -> None:
    """B-LOC-POFF: a character who is not President cannot activate the President's Office."""
    b = table([SPEECH])
    other = seat(b, ZAREK)
    b = moved(b, other, OFFICE)
    decision = act(b, other).pending
    assert decision is not None
    assert not any(isinstance(o, tc.UseLocation) for o in decision.options)


def test_hand_is_secret_and_passes_with_the_title_b_quo_3_b_quo_4() -> None:
    """B-QUO-3, B-QUO-4, B-INFO-1, B-INFO-7, B-SUCC-9: only the President sees the Quorum hand
    (others its size); drawn cards are redacted for the others; when the title moves, the hand
    goes with it."""
    b = table([SPEECH, ARREST])
    president, other = b.game.president, seat(b, ZAREK)
    assert base_view(b.state, president)["me"]["quorum_hand"] == [SPEECH, ARREST]
    assert base_view(b.state, other)["me"]["quorum_hand"] is None
    assert base_view(b.state, other)["quorum_hand"] == 2
    drawn = QuorumDrawn(president, (MUTINY,))
    assert drawn.redacted_for(other) == QuorumDrawn(president, ("hidden",))
    assert drawn.redacted_for(president) == drawn
    game = te.TitleChanged("president", other, "test").apply(b.game)
    state = b.state.with_game(game)
    assert base_view(state, other)["me"]["quorum_hand"] == [SPEECH, ARREST]
    assert base_view(state, president)["me"]["quorum_hand"] is None


def test_no_quorum_hand_limit_in_the_base_game_b_quo_3_r_10() -> None:
    """B-QUO-3, B-TITLE-3, B-COMP-18 (R-10): the base game has no Quorum hand limit; 12 cards stay
    at the end of the turn."""
    b = table()
    deck = b.game.quorum_deck
    b = table(deck[:12])
    b, _ = b.run(tf.EndTurn(b.game.current))
    assert len(b.game.quorum_hand) == 12


def test_empty_quorum_deck_reshuffles_the_discards_b_quo_6() -> None:
    """B-QUO-6: drawing from an empty Quorum deck shuffles the discards into a new one; removed
    cards never come back."""
    b = table()
    every = b.game.quorum_deck
    b = table(every[:2], quorum_deck=(), quorum_discard=every[2:15], quorum_removed=every[15:])
    b = act(b)
    b, events = b.play(tc.DrawQuorumCard(b.game.president))
    assert of(events, te.QuorumDeckReshuffled)
    assert len(b.game.quorum_hand) == 3 and len(b.game.quorum_deck) == 12
    assert b.game.quorum_removed == every[15:]
    done(b)


# -- the cards ----------------------------------------------------------------------------------


def test_inspirational_speech_b_card_quo_speech() -> None:
    """B-CARD-QUO-SPEECH, B-QUO-5 (base.quorum.inspirational_speech): 6+ gives 1 morale and the
    card leaves the game; 1-5 changes nothing and it is discarded."""
    b = table([SPEECH], morale=8)
    after, _ = play(b, SPEECH, [6])
    assert after.game.morale == 9 and after.game.quorum_removed == (SPEECH,)
    assert SPEECH not in after.game.quorum_discard
    done(after)
    after, _ = play(b, SPEECH, [5])
    assert after.game.morale == 8 and after.game.quorum_discard[-1] == SPEECH
    assert not after.game.quorum_removed
    done(after)


def test_food_rationing_b_card_quo_ration() -> None:
    """B-CARD-QUO-RATION, B-QUO-5 (base.quorum.food_rationing): 6+ gives 1 food and the card is
    removed from the game; lower, it is discarded."""
    b = table([RATION], food=5)
    after, _ = play(b, RATION, [8])
    assert after.game.food == 6 and after.game.quorum_removed == (RATION,)
    done(after)
    after, _ = play(b, RATION, [1])
    assert after.game.food == 5 and after.game.quorum_discard[-1] == RATION
    done(after)


def test_arrest_order_sends_the_admiral_to_the_brig_b_card_quo_arrest() -> None:
    """B-CARD-QUO-ARREST, B-QUO-7, B-SUCC-2 (base.quorum.arrest_order): the President picks a
    character (never a revealed Cylon nor one already in the Brig) who goes to the Brig; an
    Admiral sent there hands the title on at once."""
    b = table([ARREST])
    admiral, zarek = b.game.admiral, seat(b, ZAREK)
    b = moved(b, zarek, BRIG)
    b, _ = play(b, ARREST)
    assert b.pending is not None and b.pending.kind == "choose_target"
    assert zarek not in [o.value for o in b.pending.options]  # type: ignore[attr-defined]
    b, events = pick(b, admiral)
    assert b.game.players[admiral].location == BRIG
    assert b.game.admiral != admiral and of(events, te.TitleChanged)
    assert b.game.quorum_discard[-1] == ARREST
    done(b)


def test_arrest_order_never_targets_a_revealed_cylon_b_quo_7() -> None:
    """B-QUO-7: a revealed Cylon cannot be chosen by a Quorum card."""
    b = table([ARREST])
    zarek = seat(b, ZAREK)
    player = attrs.evolve(b.game.players[zarek], revealed=True)
    b = Board(b.rules, b.state.with_game(m.replace_player(b.game, zarek, player)))
    b, _ = play(b, ARREST)
    assert b.pending is not None
    assert zarek not in [o.value for o in b.pending.options]  # type: ignore[attr-defined]


def test_presidential_pardon_b_card_quo_pardon() -> None:
    """B-CARD-QUO-PARDON, B-BRIG-4 (R-7), B-MOVE-8 (base.quorum.presidential_pardon): another
    character leaves the Brig (by a card) for a Galactica location the President picks, never
    Sickbay nor the Brig; the President cannot pardon himself."""
    b = table([PARDON])
    president, zarek = b.game.president, seat(b, ZAREK)
    b = moved(moved(b, zarek, BRIG), president, BRIG)
    b, _ = play(b, PARDON)
    assert b.pending is not None and b.pending.kind == "choose_pardon"
    values = [o.value for o in b.pending.options]  # type: ignore[attr-defined]
    places = q.galactica_places()
    assert {v // q.PARDON_BASE for v in values} == {zarek}
    assert SICKBAY not in places and BRIG not in places
    assert len(values) == len(places)
    to = places.index(AQ)
    b, _ = pick(b, zarek * q.PARDON_BASE + to)
    assert b.game.players[zarek].location == AQ
    assert b.game.players[president].location == BRIG
    assert b.game.quorum_discard[-1] == PARDON
    done(b)


def test_presidential_pardon_with_nobody_to_free_b_card_quo_pardon() -> None:
    """B-CARD-QUO-PARDON, B-QUO-5: with no other character in the Brig the card does nothing and
    is discarded."""
    b = table([PARDON])
    b, _ = play(b, PARDON)
    assert b.game.quorum_discard[-1] == PARDON
    done(b)


def test_release_cylon_mugshots_b_card_quo_mugshots() -> None:
    """B-CARD-QUO-MUGSHOTS (base.quorum.release_cylon_mugshots): the President secretly
    looks at 1 random loyalty card of another player, then 1-3 costs 1 morale."""
    b = table([MUGSHOTS], morale=9)
    president, zarek = b.game.president, seat(b, ZAREK)
    b, _ = play(b, MUGSHOTS)
    assert b.pending is not None and b.pending.kind == "choose_loyalty"
    assert president not in [o.value for o in b.pending.options]  # type: ignore[attr-defined]
    after, events = pick(b, zarek, [3])
    peek = of(events, te.LoyaltyPeeked)
    assert len(peek) == 1 and peek[0].viewer == president and peek[0].target == zarek
    assert peek[0].cards[0] in after.game.players[zarek].loyalty
    assert peek[0].redacted_for(seat(b, TIGH)).cards != peek[0].cards
    assert after.game.morale == 8 and after.game.quorum_discard[-1] == MUGSHOTS
    done(after)
    after, _ = pick(b, zarek, [4])
    assert after.game.morale == 9
    done(after)


def test_mugshots_show_nothing_after_detector_sabotage_b_crisis_11() -> None:
    """B-CRISIS-11: with Detector Sabotage in play nobody looks at Loyalty cards: Release Cylon
    Mugshots shows no card (no target asked, no peek); the rest of its text still applies."""
    sabotage = "base.crisis.detector_sabotage"
    b = table([MUGSHOTS], morale=9)
    deck = list(b.game.crisis_deck)
    deck.remove(sabotage)
    b = Board(
        b.rules,
        b.state.with_game(attrs.evolve(b.game, crisis_deck=tuple(deck), in_play=(sabotage,))),
    )
    b, events = play(b, MUGSHOTS, [3])
    assert not of(events, te.LoyaltyPeeked)
    assert b.pending is None or b.pending.kind != "choose_loyalty"
    assert b.game.peeks == ()
    assert b.game.morale == 8 and b.game.quorum_discard[-1] == MUGSHOTS


def test_one_of_several_loyalty_cards_is_looked_at_at_random_b_loy_9() -> None:
    """B-LOY-9: a look at "1 Loyalty card" of a player who holds several picks one at random:
    the card seen is one of his, and over the game's random stream each of them is seen."""
    b = table([MUGSHOTS], morale=9)
    zarek = seat(b, ZAREK)
    tigh = seat(b, TIGH)
    # Zarek also takes Tigh's Cylon card; Tigh takes a card of the loyalty deck.
    (first,), (second,) = b.game.players[zarek].loyalty, b.game.players[tigh].loyalty
    held = (first, second)
    assert first != second
    game = m.replace_player(b.game, zarek, attrs.evolve(b.game.players[zarek], loyalty=held))
    spare = b.game.loyalty_deck[0]
    game = m.replace_player(game, tigh, attrs.evolve(game.players[tigh], loyalty=(spare,)))
    game = attrs.evolve(game, loyalty_deck=b.game.loyalty_deck[1:])
    check_invariants(b.rules, b.state.with_game(game), at_rest=False)
    b, _ = play(Board(b.rules, b.state.with_game(game)), MUGSHOTS)
    seen = set()
    for seed in range(12):
        state = attrs.evolve(b.state, seed=seed)
        _, events = pick(Board(b.rules, state), zarek, [4])
        (peek,) = of(events, te.LoyaltyPeeked)
        assert len(peek.cards) == 1 and peek.cards[0] in held
        seen.add(peek.cards[0])
    assert seen == set(held)


def test_a_look_points_at_a_face_down_card_b_loy_13() -> None:
    """B-LOY-13 (R-125): a look at one loyalty card of a player who also holds a shown one (a
    Sympathizer shown, sent to the Brig) points at his face-down card, never the shown one."""
    from bsgcore.base.cylons.reveal import SYMPATHIZER

    b = table([MUGSHOTS], morale=9)
    zarek = seat(b, ZAREK)
    (hidden,) = b.game.players[zarek].loyalty
    player = attrs.evolve(
        b.game.players[zarek], loyalty=(SYMPATHIZER, hidden), shown=(SYMPATHIZER,), location=BRIG
    )
    deck = [c for c in b.game.loyalty_deck]
    if SYMPATHIZER in deck:
        deck.remove(SYMPATHIZER)
    game = m.replace_player(attrs.evolve(b.game, loyalty_deck=tuple(deck)), zarek, player)
    b, _ = play(Board(b.rules, b.state.with_game(game)), MUGSHOTS)
    for seed in range(8):
        _, events = pick(Board(b.rules, attrs.evolve(b.state, seed=seed)), zarek, [4])
        (peek,) = of(events, te.LoyaltyPeeked)
        assert peek.cards == (hidden,), seed


def test_encourage_mutiny_b_card_quo_mutiny() -> None:
    """B-CARD-QUO-MUTINY (R-6) (base.quorum.encourage_mutiny): the President picks another player
    who is not the Admiral; that player rolls: 3+ makes him Admiral (with the nukes), 1-2 costs
    1 morale."""
    b = table([MUTINY], morale=9)
    president, admiral, zarek = b.game.president, b.game.admiral, seat(b, ZAREK)
    b, _ = play(b, MUTINY)
    assert b.pending is not None and b.pending.kind == "choose_target"
    assert [o.value for o in b.pending.options] == [zarek]  # type: ignore[attr-defined]
    assert president != admiral
    nukes = b.game.nukes
    after, events = pick(b, zarek, [3])
    assert of(events, te.DieRolled)[0].seat == zarek
    assert after.game.admiral == zarek and after.game.nukes == nukes
    assert after.game.morale == 9
    done(after)
    after, _ = pick(b, zarek, [2])
    assert after.game.admiral == admiral and after.game.morale == 8
    assert after.game.quorum_discard[-1] == MUTINY
    done(after)


def test_authorization_of_brutal_force_b_card_quo_force() -> None:
    """B-CARD-QUO-FORCE (base.quorum.authorization_of_brutal_force): destroy 3 raiders (any
    areas), 1 heavy raider or 1 centurion; then 1-2 costs 1 population; the card is discarded."""
    ships = tuple(CylonShip(200 + i, "raider", 1 + i % 2) for i in range(4))
    b = table([FORCE], cylon_ships=ships, population=10)
    b, _ = play(b, FORCE)
    assert b.pending is not None and b.pending.kind == "choose_option"
    b, _ = pick(b, 0)
    while b.pending is not None and b.pending.kind != DONE and b.pending.options:
        with scripted_random(rolls=[2]):
            b, _ = b.play(b.pending.options[0])
    if b.pending is not None and b.pending.kind != DONE:
        raise AssertionError(b.pending)
    assert len([s for s in b.game.cylon_ships if s.kind == "raider"]) == 1


def test_authorization_of_brutal_force_population_roll_b_card_quo_force() -> None:
    """B-CARD-QUO-FORCE: the roll after the destruction: 1-2 costs 1 population, 3+ nothing."""
    b = table([FORCE], centurions=(1,), population=10)
    b, _ = play(b, FORCE)
    b, _ = pick(b, 2)  # the centurion
    assert b.pending is not None and b.pending.kind != DONE  # which centurion
    with scripted_random(rolls=[2]):
        after, _ = b.play(b.pending.options[0])
    assert not after.game.centurions and after.game.population == 9
    assert after.game.quorum_discard[-1] == FORCE
    done(after)
    with scripted_random(rolls=[3]):
        after, _ = b.play(b.pending.options[0])
    assert after.game.population == 10
    done(after)


def test_quorum_conservation_b_inv_19() -> None:
    """B-INV-19, B-QUO-5, B-SUCC-9: deck, discards, the hand, the card being played, markers in
    play and removed cards always make the 17 base Quorum cards; a marker before another seat
    stays there when the President title moves; a card lost from every pile breaks the check."""
    every = table().game.quorum_deck
    b = table(
        every[:2],
        quorum_deck=every[2:10],
        quorum_discard=every[10:14],
        quorum_removed=every[14:16],
        quorum_markers=((every[16], 1),),
    )
    check_invariants(b.rules, b.state, at_rest=False)
    moved_title = te.TitleChanged("president", 2, "test").apply(b.game)
    assert moved_title.quorum_markers == ((every[16], 1),)
    assert moved_title.quorum_hand == every[:2]
    lost = attrs.evolve(b.game, quorum_removed=every[14:15])
    try:
        check_invariants(b.rules, b.state.with_game(lost), at_rest=False)
    except AssertionError as exc:
        assert "B-INV-19" in str(exc)
    else:
        raise AssertionError("a lost Quorum card went unnoticed")


def test_skilled_politician_b_quo_1_exception_b_chr_ros_o() -> None:
    """B-QUO-1 (its exception), B-CHR-ROS-O (base.ability.roslin_skilled_politician):
    once per game, Roslin, President or not, draws 4 Quorum cards in secret, resolves 1 as its
    acting player and puts the 3 others on the bottom of the deck."""
    every = list(table().game.quorum_deck)
    top = [SPEECH, ARREST, RATION, MUTINY]
    for card in top:
        every.remove(card)
    zarek = 2
    b = table(quorum_deck=(*top, *every), president=zarek)
    roslin = seat(b, "base.character.laura_roslin")
    assert roslin != zarek == seat(b, ZAREK)
    b = act(b, roslin)
    assert b.pending is not None
    assert q.UseSkilledPolitician(roslin) in b.pending.options
    assert not any(isinstance(o, q.PlayQuorumCard) for o in b.pending.options)
    b, events = b.play(q.UseSkilledPolitician(roslin))
    looked = of(events, q.QuorumCardsLookedAt)
    assert looked and looked[0].cards == tuple(top)
    assert looked[0].redacted_for(zarek).cards == ("hidden",) * 4
    assert base_view(b.state, roslin)["me"]["quorum_drawn"] == top
    assert base_view(b.state, zarek)["me"]["quorum_drawn"] is None
    assert base_view(b.state, zarek)["quorum_drawn"] == 4
    check_invariants(b.rules, b.state)
    assert b.pending is not None and b.pending.kind == "resolve_quorum"
    with scripted_random(rolls=[8]):
        b, events = b.play(q.ResolveDrawnQuorum(roslin, SPEECH))
    resolved = of(events, q.DrawnQuorumResolved)[0]
    assert resolved.redacted_for(zarek).others == ("hidden",) * 3
    assert b.game.quorum_deck[-3:] == (ARREST, RATION, MUTINY)
    assert b.game.quorum_removed == (SPEECH,) and b.game.once_per_game_used == (
        q.SKILLED_POLITICIAN,
    )
    done(b)
    again = act(b, roslin).pending
    assert again is not None and q.UseSkilledPolitician(roslin) not in again.options
