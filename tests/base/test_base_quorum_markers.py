"""Quorum cards that stay in play as markers (B-QUO-5): Accept Prophecy, Assign Arbitrator, Assign
Vice President and Assign Mission Specialist, and the checks and jump they change; and seeded
random games in which the President plays Quorum cards, with no leak of the hand."""

from __future__ import annotations

import attrs
from test_base_quorum import ADMIN, AQ, TIGH, ZAREK, act, done, moved, of, pick, play, seat, table

from bsgcore.base import model as m
from bsgcore.base.jump.events import DestinationChosen, DestinationsDrawn
from bsgcore.base.quorum import cards as q
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.base.view import base_view
from bsgcore.messages import Event
from bsgcore.testing import check_game, check_invariants, check_no_leaks, random_playout
from bsgcore.testing.scenarios.space import Board

PROPHECY = "base.quorum.accept_prophecy"
ARBITRATOR = "base.quorum.assign_arbitrator"
VP = "base.quorum.assign_vice_president"
MISSION = "base.quorum.assign_mission_specialist"
DEEP, BARREN, REMOTE = (
    "base.destination.deep_space",
    "base.destination.barren_planet",
    "base.destination.remote_planet",
)
OMIT: dict[str, object] = {}  # base games need no option


def use(b: Board, who: int, location: str, target: int) -> Board:
    """`who` activates `location` (standing there) and names `target` for its check."""
    b = act(moved(b, who, location), who)
    b, _ = b.play(tc.UseLocation(who, location))
    assert b.pending is not None and b.pending.kind == "choose_target"
    b, _ = b.play(tc.Pick(who, target))
    return b


def give(b: Board, card: str, to: int) -> Board:
    """Play an Assign card (2 politics drawn) and give it to `to`."""
    president = b.game.president
    hand = len(b.game.players[president].hand)
    b, _ = play(b, card)
    assert len(b.game.players[president].hand) == hand + 2
    assert all(m.skill_type(c) == "politics" for c in b.game.players[president].hand[hand:])
    assert b.pending is not None and b.pending.kind == "choose_target"
    options = [o.value for o in b.pending.options]  # type: ignore[attr-defined]
    assert president not in options  # another player
    b, _ = pick(b, to)
    assert b.game.quorum_markers == ((card, to),)
    done(b)
    return b


def test_accept_prophecy_raises_administration_b_card_quo_prophecy() -> None:
    """B-CARD-QUO-PROPHECY, B-QUO-5 (base.quorum.accept_prophecy): the President draws 1 skill
    card of any type (outside his skill set too); the card stays in play, and the next
    Administration check is 2 harder, then the card is discarded."""
    b = table([PROPHECY])
    president = b.game.president
    hand = b.game.players[president].hand
    b, _ = play(b, PROPHECY)
    assert b.pending is not None and b.pending.kind == "choose_draw"
    kinds = {o.types for o in b.pending.options}  # type: ignore[attr-defined]
    assert kinds == {(k,) for k in ("engineering", "leadership", "piloting", "politics", "tactics")}
    b, _ = b.play(tc.DrawTypes(president, ("piloting",)))
    assert len(b.game.players[president].hand) == len(hand) + 1
    assert m.skill_type(b.game.players[president].hand[-1]) == "piloting"
    assert b.game.quorum_markers == ((PROPHECY, president),)
    assert base_view(b.state, None)["quorum_markers"] == [[PROPHECY, president]]
    done(b)
    zarek = seat(b, ZAREK)
    after = use(b, zarek, ADMIN, seat(b, TIGH))
    assert after.game.check is not None and after.game.check.difficulty == 5 + 2
    assert not after.game.quorum_markers and after.game.quorum_discard[-1] == PROPHECY
    check_invariants(after.rules, after.state, at_rest=False)


def test_accept_prophecy_on_admirals_quarters_b_card_quo_prophecy() -> None:
    """B-CARD-QUO-PROPHECY: Admiral's Quarters is 2 harder only when it names the President;
    naming another character leaves the card in play."""
    b = table([PROPHECY])
    president = b.game.president
    b, _ = play(b, PROPHECY)
    b, _ = b.play(tc.DrawTypes(president, ("politics",)))
    tigh, zarek = seat(b, TIGH), seat(b, ZAREK)
    other = use(b, tigh, AQ, zarek)
    assert other.game.check is not None and other.game.check.difficulty == 7
    assert other.game.quorum_markers == ((PROPHECY, president),)
    on_president = use(b, tigh, AQ, president)
    assert on_president.game.check is not None and on_president.game.check.difficulty == 9
    assert not on_president.game.quorum_markers


def test_assign_arbitrator_b_card_quo_arbiter() -> None:
    """B-CARD-QUO-ARBITER, B-QUO-5 (R-5) (base.quorum.assign_arbitrator): 2 politics cards, the card
    goes to another player; when Admiral's Quarters is activated its holder may discard it to
    raise or lower the check by 3, or keep it."""
    b = table([ARBITRATOR])
    tigh, zarek, president = seat(b, TIGH), seat(b, ZAREK), b.game.president
    b = give(b, ARBITRATOR, zarek)
    b = use(b, tigh, AQ, president)
    assert b.pending is not None and b.pending.kind == "arbitrator" and b.pending.seat == zarek
    deltas = sorted(o.delta for o in b.pending.options)  # type: ignore[attr-defined]
    assert deltas == [-3, 0, 3]
    kept, _ = b.play(q.UseArbitrator(zarek, 0))
    assert kept.game.check is not None and kept.game.check.difficulty == 7
    assert kept.game.quorum_markers == ((ARBITRATOR, zarek),)
    lowered, _ = b.play(q.UseArbitrator(zarek, -3))
    assert lowered.game.check is not None and lowered.game.check.difficulty == 4
    assert not lowered.game.quorum_markers and lowered.game.quorum_discard[-1] == ARBITRATOR
    assert lowered.pending is not None and lowered.pending.kind != "arbitrator"
    check_invariants(lowered.rules, lowered.state, at_rest=False)
    raised, _ = b.play(q.UseArbitrator(zarek, 3))
    assert raised.game.check is not None and raised.game.check.difficulty == 10


def test_assign_vice_president_b_card_quo_vp() -> None:
    """B-CARD-QUO-VP (R-5) (base.quorum.assign_vice_president): while its holder is not
    President, Administration may name only him; once he is President the card is discarded."""
    b = table([VP])
    tigh, zarek = seat(b, TIGH), seat(b, ZAREK)
    b = give(b, VP, tigh)
    b = act(moved(b, zarek, ADMIN), zarek)
    b, _ = b.play(tc.UseLocation(zarek, ADMIN))
    assert b.pending is not None and b.pending.kind == "choose_target"
    assert [o.value for o in b.pending.options] == [tigh]  # type: ignore[attr-defined]
    game = m.edited(b.game, president=tigh)
    assert q.title_events(game) == [
        q.QuorumMarkerDiscarded(VP, tigh, "the Vice President became President")
    ]
    assert q.administration_targets(game, [zarek]) == [zarek]


def test_vice_president_marker_discarded_on_becoming_president_b_card_quo_vp() -> None:
    """B-CARD-QUO-VP, B-LOC-ADM: Administration passing on the Vice President makes him President
    and discards the card (recommended reading)."""
    b = table([VP])
    tigh, zarek = seat(b, TIGH), seat(b, ZAREK)
    b = give(b, VP, tigh)
    politics = sorted(
        (c for c in b.game.skill_decks["politics"] if m.skill_value(c) >= 3),
        key=m.skill_value,
        reverse=True,
    )[:5]
    deck = tuple(c for c in b.game.skill_decks["politics"] if c not in politics)
    player = attrs.evolve(b.game.players[zarek], hand=(*politics, *b.game.players[zarek].hand))
    game = m.replace_player(b.game, zarek, player)
    game = attrs.evolve(game, skill_decks=m.replace_deck(game.skill_decks, "politics", deck))
    b = use(Board(b.rules, b.state.with_game(game)), zarek, ADMIN, tigh)
    events: list[Event] = []
    while b.pending is not None and b.pending.kind != "base.not_implemented":
        who = b.pending.seat
        if b.pending.kind != "contribute":  # a skill card window: play nothing
            b, events = b.play(b.pending.options[0])
            continue
        assert b.game.check is not None
        count = len(b.game.check.played[who])
        add = who == zarek and count < len(politics)
        b, events = b.play(tc.AddCard(who, politics[count]) if add else tc.StopAdding(who))
    assert b.game.president == tigh
    assert not b.game.quorum_markers and b.game.quorum_discard[-1] == VP
    assert any(isinstance(e, q.QuorumMarkerDiscarded) for e in events)


def test_assign_mission_specialist_b_card_quo_mission() -> None:
    """B-CARD-QUO-MISSION (R-5, K-2) (base.quorum.assign_mission_specialist): at the next jump the
    holder, not the Admiral, draws 3 destinations in secret and keeps 1; the 2 others go to the
    bottom of the deck; then the card is discarded."""
    b = table([MISSION])
    zarek, admiral = seat(b, ZAREK), b.game.admiral
    b = give(b, MISSION, zarek)
    rest = list(b.game.destination_deck)
    for card in (DEEP, BARREN, REMOTE):
        rest.remove(card)
    game = attrs.evolve(b.game, destination_deck=(DEEP, BARREN, REMOTE, *rest))
    b = Board(b.rules, b.state.with_game(game))
    b, events = b.run(tf.Jump(b.game.current))
    drawn = of(events, DestinationsDrawn)
    assert drawn and drawn[0].seat == zarek and drawn[0].cards == (DEEP, BARREN, REMOTE)
    assert drawn[0].redacted_for(admiral).cards == ("hidden",) * 3
    assert b.pending is not None and b.pending.kind == "choose_destination"
    assert b.pending.seat == zarek
    assert base_view(b.state, zarek)["me"]["destinations_drawn"] == [DEEP, BARREN, REMOTE]
    assert base_view(b.state, admiral)["me"]["destinations_drawn"] is None
    check_invariants(b.rules, b.state)
    fuel = b.game.fuel
    b, events = b.play(tc.KeepDestination(zarek, BARREN))
    chosen = of(events, DestinationChosen)
    assert chosen and chosen[0].others == (DEEP, REMOTE)
    assert b.game.destination_deck[-2:] == (DEEP, REMOTE)
    assert b.game.fuel == fuel - 2 and b.game.destinations[-1] == BARREN
    assert not b.game.quorum_markers and b.game.quorum_discard[-1] == MISSION
    done(b)


def test_markers_leave_with_a_revealed_holder_b_quo_5() -> None:
    """B-QUO-5: a marker before a seat that is revealed is discarded; a revealed holder's marker
    has no effect meanwhile."""
    b = table([VP])
    tigh = seat(b, TIGH)
    b = give(b, VP, tigh)
    assert q.reveal_events(b.game, tigh) == [q.QuorumMarkerDiscarded(VP, tigh, "its holder left")]
    player = attrs.evolve(b.game.players[tigh], revealed=True)
    game = m.replace_player(b.game, tigh, player)
    assert q.holder(game, VP) == -1
    assert q.administration_targets(game, [0, 2]) == [0, 2]


def test_random_games_play_quorum_cards_without_leaks_b_quo_4() -> None:
    """B-QUO-4, B-INFO-1: seeded random base games in which the President plays Quorum
    cards replay to the same state and leak neither the hand nor the deck order."""
    played = 0
    for seed in range(3):
        game = random_playout("base", 4, 300 + seed, options=OMIT)
        assert game.is_over
        played += sum(1 for e in game.events if isinstance(e, q.QuorumCardPlayed))
        check_game(game)
        check_no_leaks(game, scrambles=1)
    assert played > 0


def test_vice_president_made_president_by_a_reveal_b_card_quo_vp() -> None:
    """B-CARD-QUO-VP, B-SUCC-5: when the President reveals and the title passes down the line to
    the Vice President, his card is discarded."""
    from bsgcore.base.cylons.reveal import title_events

    b = table([VP])
    zarek, roslin = seat(b, ZAREK), b.game.president
    b = give(b, VP, zarek)
    player = attrs.evolve(b.game.players[roslin], revealed=True)
    game = m.replace_player(b.game, roslin, player)
    events = title_events(game, roslin)
    assert [type(e).__name__ for e in events] == ["TitleChanged", "QuorumMarkerDiscarded"]
    assert events[0].seat == zarek  # type: ignore[attr-defined]
    assert events[1] == q.QuorumMarkerDiscarded(VP, zarek, "the Vice President became President")
