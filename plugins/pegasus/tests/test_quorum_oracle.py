"""Consult the Oracle (``pegasus.quorum.consult_the_oracle``, Appendix A.9, ``bsg_pegasus.cards.
oracle``): the President looks at the bottom card of one deck, then looks through the Destiny
deck, discards 2 of its cards and shuffles it. What he saw is in his view alone (base's
``decks_seen``); the other seats' views and redacted events are searched for the cards' ids."""

from __future__ import annotations

import json

import attrs
from bsg_pegasus.cards.oracle import looked_into
from pegasus_helpers import PLUGINS
from test_quorum_cards import CAST, in_hand, play

from bsgcore import Game
from bsgcore.base import BaseGame, ResourceChanged, g, skill_type
from bsgcore.context import using_rules
from bsgcore.labels import label_for
from bsgcore.messages import Event
from bsgcore.serialization import dumps, event_to_dict
from bsgcore.testing.conformance import check_invariants, check_no_leaks
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.view import redact, view

ORACLE = "pegasus.quorum.consult_the_oracle"
CRISIS = "crisis:crisis"


def oracle_board() -> Board:
    """4 seats, the President holding Consult the Oracle at his Action step."""
    return in_hand(board(seats=4, plugins=PLUGINS, characters=CAST), ORACLE)


def seen_json(table: Board, seat: int | None, events: list[Event]) -> str:
    """Everything `seat` receives: its view and the events, redacted for it, as JSON text."""
    seen = view(table.rules, table.state, seat, labels=True)
    with using_rules(table.rules):
        redacted = [event_to_dict(table.rules, redact(table.rules, e, seat)) for e in events]
    return dumps(seen) + dumps(redacted)


def test_the_card_is_in_the_quorum_deck() -> None:
    """It plays now: dealt into the Quorum deck or hand."""
    game = board(seats=4, plugins=PLUGINS, characters=CAST).game
    assert ORACLE in (*game.quorum_deck, *game.quorum_hand)


def test_the_president_alone_sees_the_bottom_card_he_looked_at() -> None:
    """He picks the Crisis deck: its bottom card is in his view (while it stays there), in no
    other seat's view nor the spectator's, and in no event redacted for them."""
    table = oracle_board()
    president = table.game.president
    bottom = table.game.crisis_deck[-1]
    assert table.game.crisis_deck.count(bottom) == 1 and bottom not in table.game.crisis_discard
    table, events = play(table, ORACLE)
    decision = table.pending
    assert decision is not None and decision.seat == president
    decks = {o.deck for o in decision.options}  # type: ignore[attr-defined]
    assert {CRISIS, "destiny", "quorum", "destination", "super_crisis"} <= decks
    assert {"skill:treachery", "skill:politics"} <= decks and "loyalty" not in decks
    table, more = table.play(table.option("pegasus.look_at_bottom", deck=CRISIS))
    events += more
    mine = view(table.rules, table.state, president)["game"]
    assert mine["me"]["decks_seen"][CRISIS] == [bottom]
    for seat in (*(s for s in range(4) if s != president), None):
        assert bottom not in seen_json(table, seat, events)
    assert bottom in seen_json(table, president, events)
    check_invariants(table.rules, table.state)


def test_he_looks_through_the_destiny_deck_discards_2_and_shuffles_it() -> None:
    """While he chooses, the whole Destiny deck is in his view alone; 2 cards go face up to their
    discard piles; the deck is shuffled, so nobody knows its order, nor its bottom any more."""
    table = oracle_board()
    president = table.game.president
    destiny = table.game.destiny
    table, _ = play(table, ORACLE)
    table, _ = table.play(table.option("pegasus.look_at_bottom", deck="destiny"))
    assert table.game.decks_seen == ((president, "destiny", destiny),)
    mine = view(table.rules, table.state, president)["game"]
    assert mine["me"]["decks_seen"] == {"destiny": list(destiny)}
    for seat in (s for s in range(4) if s != president):
        assert view(table.rules, table.state, seat)["game"]["me"]["decks_seen"] == {}
    first = sorted(set(destiny))[0]
    table, _ = table.play(table.option("pegasus.discard_destiny_card", card=first))
    rest = list(destiny)
    rest.remove(first)
    assert table.game.decks_seen == ((president, "destiny", tuple(rest)),)  # still looking
    check_invariants(table.rules, table.state)
    second = sorted(set(rest))[-1]
    discards_before = {k: len(v) for k, v in table.game.skill_discards.items()}
    table, events = table.play(table.option("pegasus.discard_destiny_card", card=second))
    rest.remove(second)
    assert (
        sorted(table.game.destiny) == sorted(rest) and len(table.game.destiny) == len(destiny) - 2
    )
    with using_rules(table.rules):
        kind = skill_type(second)
    assert table.game.skill_discards[kind][-1] == second
    assert len(table.game.skill_discards[kind]) == discards_before[kind] + 1
    assert table.game.decks_seen == ()  # shuffled: what he saw is gone
    assert any(e.tag == "pegasus.destiny_shuffled" for e in events)
    assert ORACLE in table.game.quorum_discard


def test_the_other_seats_never_receive_the_destiny_cards_he_saw() -> None:
    """The search event redacted for the others carries placeholders only, and the discard labels
    (which name the cards) are private to him."""
    table = oracle_board()
    president = table.game.president
    destiny = table.game.destiny
    table, _ = play(table, ORACLE)
    table, events = table.play(table.option("pegasus.look_at_bottom", deck=CRISIS))
    searched = next(e for e in events if e.tag == "pegasus.destiny_searched")
    for seat in (*(s for s in range(4) if s != president), None):
        with using_rules(table.rules):
            text = dumps(event_to_dict(table.rules, redact(table.rules, searched, seat)))
        assert not any(card in text for card in destiny)
        option = table.option("pegasus.discard_destiny_card", card=destiny[0])
        assert destiny[0].split("@")[0] not in json.dumps(
            label_for(table.rules, table.state, option, seat)
        )


def test_the_bottom_card_is_forgotten_once_it_leaves_the_bottom() -> None:
    """A card put under the one he saw ends what he knew at the next base event."""
    table = oracle_board()
    table, _ = play(table, ORACLE)
    table, _ = table.play(table.option("pegasus.look_at_bottom", deck="quorum"))
    president = table.game.president
    assert table.game.decks_seen[0][:2] == (president, "quorum")
    covered = attrs.evolve(table.game, quorum_deck=(*table.game.quorum_deck, "pegasus.quorum.x"))
    event = ResourceChanged("food", 0)
    game: BaseGame = ResourceChanged.applier(table.state.with_game(covered), event).game
    assert not [e for e in game.decks_seen if e[1] == "quorum"]


def test_the_decks_on_offer_hold_a_card() -> None:
    """An empty deck is not offered."""
    game = board(seats=4, plugins=PLUGINS, characters=CAST).game
    empty = attrs.evolve(game, super_crisis_deck=())
    with using_rules(board(seats=4, plugins=PLUGINS).rules):
        assert "super_crisis" in looked_into(game) and "super_crisis" not in looked_into(empty)


def test_a_game_playing_the_oracle_passes_the_leak_checks() -> None:
    """A whole seeded game in which the President plays Consult the Oracle: after each command
    from the card on, the kit's leak checks (secrets, re-deals, events) pass for every seat."""
    for seed in range(200):
        game = Game.new("base", plugins=PLUGINS, seats=4, seed=seed)
        while not g(game.state).set_up:
            assert game.pending is not None
            game.play(game.pending.options[0])
        if ORACLE in g(game.state).quorum_hand:
            break
    else:
        raise AssertionError("no seed deals Consult the Oracle to the President")
    played = -1
    for _ in range(400):
        decision = game.pending
        if decision is None or game.is_over:
            break
        start = len(game.events)
        oracle = [o for o in decision.options if getattr(o, "card", "") == ORACLE]
        game.play(oracle[0] if oracle else decision.options[0])
        if oracle:
            played = start
        if played >= 0:
            check_no_leaks(game, start=start, scrambles=2)
            if ORACLE in g(game.state).quorum_discard:
                break
    assert played >= 0 and ORACLE in g(game.state).quorum_discard
