"""Interrogation and Mysterious Message (exodus.md 11.5), always-used Crisis cards, in scenarios:
the Admiral's look at the player he sent to Sickbay, and the Destiny deck searched."""

from __future__ import annotations

from exodus_helpers import PLUGINS

from bsgcore.base import RunOps, skill_type
from bsgcore.context import using_rules
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board

INTERROGATION = "exodus.crisis.interrogation"
SICKBAY = "base.location.sickbay"
HIDDEN = "hidden"


def run_ops(b: Board, card: str, path: str, seat: int) -> tuple[Board, list]:  # type: ignore[type-arg]
    """The board with the ops of `card` at `path` run for `seat` up to the first decision."""
    return b.run(RunOps(card, path, seat))


def test_interrogation_the_admiral_looks_at_the_player_he_sent_to_sickbay() -> None:
    """Option a: the Admiral picks another player (not himself), who goes to Sickbay; the
    Admiral alone sees 1 of that player's loyalty cards."""
    b = edits.resting(board(4, 2, plugins=PLUGINS))
    admiral = b.game.admiral
    b, _ = run_ops(b, INTERROGATION, "option_a", b.game.current)
    assert b.pending is not None and b.pending.seat == admiral
    values = [o.value for o in b.pending.options]  # type: ignore[attr-defined]
    assert admiral not in values and values
    target = values[0]
    b, events = b.play(b.option("base.pick", value=target))
    assert b.game.players[target].location == SICKBAY
    peeks = [e for e in events if e.tag == "base.loyalty_peeked"]
    assert len(peeks) == 1
    peek = peeks[0]
    assert (peek.viewer, peek.target) == (admiral, target)  # type: ignore[attr-defined]
    assert len(peek.cards) == 1 and peek.cards[0] in b.game.players[target].loyalty  # type: ignore[attr-defined]
    other = next(s for s in range(4) if s not in (admiral, target))
    assert peek.redacted_for(other).cards != peek.cards  # type: ignore[attr-defined]
    assert peek.redacted_for(admiral) == peek


MESSAGE = "exodus.crisis.mysterious_message"


def test_mysterious_message_pass_discards_2_destiny_cards_of_the_players_choice() -> None:
    """Passed: the current player alone sees the Destiny deck, discards 2 cards he picks (face
    up, to their piles), and the deck is shuffled in a secret new order."""
    b = edits.resting(board(4, 2, plugins=PLUGINS))
    seat = b.game.current
    deck = b.game.destiny
    b, events = run_ops(b, MESSAGE, "passed", seat)
    searched = next(e for e in events if e.tag == "exodus.destiny_searched")
    assert sorted(searched.cards) == sorted(deck)  # type: ignore[attr-defined]
    assert all(c != searched.cards[0] for c in searched.redacted_for(seat + 1).cards)  # type: ignore[attr-defined]
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == (
        "exodus_search_destiny",
        seat,
    )
    picks = sorted(set(deck))[:2]
    out: list = []  # type: ignore[type-arg]
    for card in picks:
        b, more = b.play(b.option("exodus.discard_from_destiny", card=card))
        out += more
    assert [e.card for e in out if e.tag == "exodus.destiny_card_discarded"] == picks  # type: ignore[attr-defined]
    remaining = list(deck)
    for card in picks:
        remaining.remove(card)
    assert sorted(b.game.destiny) == sorted(remaining)
    for card in picks:
        assert card in b.game.skill_discards[type_of(b, card)]
    shuffled = next(e for e in out if e.tag == "exodus.destiny_shuffled")
    assert set(shuffled.redacted_for(seat).destiny) == {HIDDEN}  # type: ignore[attr-defined]


def test_mysterious_message_the_player_may_discard_nothing() -> None:
    """The search is optional: "no more" at once discards nothing; the deck is shuffled."""
    b = edits.resting(board(4, 2, plugins=PLUGINS))
    seat = b.game.current
    deck = b.game.destiny
    b, _ = run_ops(b, MESSAGE, "passed", seat)
    b, events = b.play(b.option("exodus.discard_from_destiny", card=""))
    assert "exodus.destiny_card_discarded" not in [e.tag for e in events]
    assert "exodus.destiny_shuffled" in [e.tag for e in events]
    assert sorted(b.game.destiny) == sorted(deck)


def type_of(b: Board, card: str) -> str:
    """The skill type of a card code in this board's game."""
    with using_rules(b.rules):
        return skill_type(card)
