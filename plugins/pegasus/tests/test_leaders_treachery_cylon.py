"""The Pegasus "You Are a Cylon" card that hands out Treachery (Appendix A.3): every human
discards 1 random card and draws 1 Treachery; the revealer draws 2 Treachery after discarding
down to 3; nothing of it from the Brig (B-REV-2)."""

from __future__ import annotations

from pegasus_helpers import PLUGINS

from bsgcore.base import skill_type
from bsgcore.context import using_rules
from bsgcore.testing.conformance import check_invariants
from bsgcore.testing.scenarios import edits
from bsgcore.testing.scenarios.space import Board, board

CARD = "pegasus.loyalty.you_are_a_cylon_treachery"
CAST = ["laura_roslin", "william_adama", "kara_starbuck_thrace", "gaius_baltar"]
BRIG = "base.location.brig"


def revealed(where: str | None = None) -> tuple[Board, Board, int]:
    """Seat 1 holds the card and 5 cards, at its Action step, and reveals it."""
    table = board(seats=4, plugins=PLUGINS, characters=CAST)
    seat = 1
    table = edits.holding(table, seat, CARD)
    if where is not None:
        table = edits.placed(table, seat, where)
    start = edits.at_action(table, seat)
    decision = start.pending
    assert decision is not None
    option = next(o for o in decision.options if o.tag == "base.reveal_cylon" and o.card == CARD)
    after, _ = start.play(option)
    return start, after, seat


def treachery(board: Board, hand: tuple[str, ...]) -> int:
    with using_rules(board.rules):
        return sum(1 for c in hand if skill_type(c) == "treachery")


def test_the_card_is_in_the_game() -> None:
    table = board(seats=4, plugins=PLUGINS, characters=CAST)
    with using_rules(table.rules):
        from bsgcore.base import data

        assert data().get(CARD).extra.get("team") == "cylon"


def test_humans_swap_a_random_card_for_treachery_and_the_revealer_draws_2() -> None:
    start, after, seat = revealed()
    assert after.game.players[seat].revealed
    for s, (before, now) in enumerate(zip(start.game.players, after.game.players, strict=True)):
        if s == seat:
            continue
        assert len(now.hand) == len(before.hand)
        assert treachery(after, now.hand) == treachery(start, before.hand) + 1
    # the revealer: down to 3 (his own choice may be pending), then 2 Treachery
    table = after
    for _ in range(20):
        decision = table.pending
        if decision is None or decision.seat != seat or decision.kind != "discard":
            break
        table, _ = table.play(decision.options[0])
    hand = table.game.players[seat].hand
    assert treachery(table, hand) >= 2 and len(hand) == 3 + 2
    check_invariants(table.rules, table.state, at_rest=False)


def test_nothing_from_the_brig() -> None:
    start, after, seat = revealed(BRIG)
    for s, (before, now) in enumerate(zip(start.game.players, after.game.players, strict=True)):
        if s != seat:
            assert now.hand == before.hand


def test_the_cylon_cards_are_drawn_at_random_from_all_the_new_one_included() -> None:
    """P-LD-8: the "You Are a Cylon" cards of a game are drawn at random from all of them, the
    Pegasus card included: over seeded 4-seat games it is in some decks and not in others, and
    so is every base one."""
    counts: dict[str, int] = {}
    games = 40
    for seed in range(games):
        table = board(seats=4, plugins=PLUGINS, characters=CAST, seed=seed)
        game = table.game
        dealt = [*game.loyalty_deck, *(c for p in game.players for c in p.loyalty)]
        for code in {c for c in dealt if ".you_are_a_cylon" in c}:
            counts[code] = counts.get(code, 0) + 1
    with using_rules(table.rules):
        from bsgcore.base import data

        pool = {c.id for c in data().loyalty if c.extra.get("team") == "cylon"}
    assert CARD in pool and set(counts) == pool
    assert all(0 < n < games for n in counts.values())
