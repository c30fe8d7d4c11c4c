"""Checks and leak probes for the conformance kit: `check_invariants` (E-INV), `scramble` and
`secrets` (E-INV-23)."""

from __future__ import annotations

from typing import Any

import attrs

from bsg_express import model as m
from bsg_express.frames import ChooseBoxDice, RevealFinish
from bsg_express.model import ASSIGNED, BOX, ExpressGame
from bsgcore.rng import RandomCursor
from bsgcore.state import State


def check_invariants(state: State) -> None:
    """Raise AssertionError when an Express invariant (E-INV-*) is broken."""
    game: ExpressGame = state.game
    if not game.characters:
        return
    data = m.data()
    n = len(game.characters)
    running = state.outcome is None
    revealing = {fr.seat for fr in state.stack if isinstance(fr, (RevealFinish, ChooseBoxDice))}
    for seat in range(n):
        owned = [d for d in m.dice_of(game, seat) if d.zone != BOX]
        strong = sum(1 for d in owned if d.strong)
        weak = len(owned) - strong
        if game.revealed[seat] and seat not in revealing and running:
            assert strong <= 1 and weak <= 1, f"E-INV-1: revealed seat {seat} owns too many dice"
            assert m.is_cylon(game, seat), "E-INV-12: a revealed Cylon holds a Cylon card"
            assert not game.brig[seat], "E-INV-12: a revealed Cylon is never in the brig"
        else:
            assert strong <= data.strong_per_player and weak <= data.weak_per_player, "E-INV-1"
    assert len(game.damage) + len(game.damage_pile) == len(data.damage), "E-INV-3"
    assert len(set(game.damage)) == len(game.damage), "E-INV-3: a marker placed twice"
    assert len(game.demor_placed) + len(game.demor_pile) == len(data.characters), "E-INV-4"
    assert len(set(game.demor_placed)) == len(game.demor_placed), "E-INV-5"
    total = len(game.dradis) + len(game.dradis_pile) + game.colonials_lost
    assert total == data.dradis_raiders + data.dradis_colonials, "E-INV-6"
    cylon_cards = sum(1 for h in game.loyalty for card in h if card != m.HUMAN_CARD)
    cylon_cards += sum(1 for card in game.loyalty_deck if card != m.HUMAN_CARD)
    assert cylon_cards == data.loyalty_by_players[n][0], "E-INV-11"
    if game.second_deal_done:
        assert all(len(h) == 2 for h in game.loyalty) and not game.loyalty_deck, "E-INV-10"
    else:
        assert all(len(h) == 1 for h in game.loyalty) and len(game.loyalty_deck) == n, "E-INV-10"
    assert 0 <= game.jump <= data.jump_track, "E-INV-8"
    if running:
        assert len(game.damage) < len(data.damage), "E-INV-3: Galactica destroyed while running"
        assert game.demor_pile, "E-INV-4: the last marker drawn while running"
        assert m.raiders(game) < data.raiders_to_win, "E-INV-6: six Raiders while running"
        # E-INV-12, -13: an ineligible Admiral only when nobody was eligible as the title had to
        # pass (E-ADM-3) and it has not passed since (E-ADM-4, docs/rulings.md).
        if game.brig[game.admiral] and not game.title_kept:
            raise AssertionError("E-INV-13: the Admiral is in the brig")
        if game.revealed[game.admiral] and not game.title_kept:
            raise AssertionError("E-INV-12: the Admiral is a revealed Cylon")
    for seat in range(n):
        rolled = m.rolled_dice(game, seat)
        assert all(d.zone != ASSIGNED for d in rolled)


def scramble(state: State, seat: int | None, rng: RandomCursor) -> State:
    """The same public game with everything `seat` may not know re-drawn at random."""
    game: ExpressGame = state.game
    if not game.characters:
        return attrs.evolve(state, seed=rng.below(1 << 62))
    n = len(game.characters)
    known = {p.target for p in game.peeks if p.viewer == seat}
    hidden_slots: list[tuple[int, int]] = []
    cards: list[str] = []
    for s in range(n):
        if s == seat or s in known:
            continue
        for i, card in enumerate(game.loyalty[s]):
            if (
                game.revealed[s]
                and card == game.shown_cards[s]
                and game.loyalty[s].index(card) == i
            ):
                continue
            hidden_slots.append((s, i))
            cards.append(card)
    deck = list(game.loyalty_deck)
    pool = list(rng.shuffled(cards + deck))
    hands = [list(h) for h in game.loyalty]
    for (s, i), card in zip(hidden_slots, pool, strict=False):
        hands[s][i] = card
    new_deck = tuple(pool[len(hidden_slots) :])
    data = m.data()
    dice = []
    for d in game.dice:
        if m.private_roll(d) and d.owner != seat:  # a die rolled alone is public (E-INFO-2)
            faces = data.strong_faces if d.strong else data.weak_faces
            d = attrs.evolve(d, value=rng.choice(faces))
        dice.append(d)
    changes: dict[str, Any] = {
        "loyalty": tuple(tuple(h) for h in hands),
        "loyalty_deck": new_deck,
        "dice": tuple(dice),
        "dradis_pile": rng.shuffled(game.dradis_pile),
        "demor_pile": rng.shuffled(game.demor_pile),
    }
    if not game.drawn_damage:
        changes["damage_pile"] = rng.shuffled(game.damage_pile)
    if game.crisis_roll and game.active != seat:
        changes["crisis_roll"] = (rng.below(6), rng.below(6))
    if game.jump_roll and game.admiral != seat:
        changes["jump_roll"] = (rng.choice(data.strong_faces), rng.choice(data.weak_faces))
    scrambled = attrs.evolve(game, **changes)
    # A seat's own Cylon status must stay what it was (it sees its own hand).
    return attrs.evolve(state, seed=rng.below(1 << 62), game=scrambled)


def secrets(state: State, seat: int | None) -> list[Any]:
    """JSON values `seat` must never receive: Cylon cards it cannot know about."""
    game: ExpressGame = state.game
    if not game.characters:
        return []
    known = {p.target for p in game.peeks if p.viewer == seat}
    out: list[Any] = []
    for s, hand in enumerate(game.loyalty):
        if s == seat or s in known:
            continue
        for card in hand:
            if card != m.HUMAN_CARD and card != game.shown_cards[s]:
                out.append(card)
    out += [card for card in game.loyalty_deck if card != m.HUMAN_CARD]
    return out
