"""The revealed Cylon's turn (B-CYL): skills, movement among the Cylon locations, their actions
(B-LOC-CAP, -CFL, -HFL, -RES) and the super crisis cards (B-CARD-SC-*), and whole games with
reveals that keep the invariants and leak nothing."""

from __future__ import annotations

from typing import Any

import attrs

from bsgcore.base import model as m
from bsgcore.base.catalogue.vocab import SKILL_TYPES
from bsgcore.base.cylons import events as re
from bsgcore.base.cylons import turn as cy
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import frames as tf
from bsgcore.testing import check_game, check_invariants, check_no_leaks, random_playout
from bsgcore.testing.scenarios.space import Board, board
from bsgcore.testing.scripted import scripted_random

MORALE = "base.loyalty.you_are_a_cylon_morale"
CAPRICA = "base.location.caprica"
CYLON_FLEET = "base.location.cylon_fleet"
HUMAN_FLEET = "base.location.human_fleet"
RES = "base.location.resurrection_ship"
SICKBAY = "base.location.sickbay"
NUKES = "base.super_crisis.inbound_nukes"
BOMB = "base.super_crisis.bomb_on_colonial_one"
INTRUDERS = "base.super_crisis.cylon_intruders"
MOBILIZE = "base.super_crisis.fleet_mobilization"
GUILT = "base.crisis.guilt_by_collusion"  # skill check with a raider icon and a jump icon
OMIT: dict[str, object] = {}  # base games need no option

# Seed 1, 5 seats: seat 0 Baltar (current player, Cylon), 4 Roslin (President, on Colonial One).
BALTAR, TYROL, STARBUCK, HELO, ROSLIN = range(5)


def cylon_at(location: str, supers: tuple[str, ...] = (), **changes: Any) -> Board:
    """Baltar revealed (morale card shown) at a Cylon location with these super crises."""
    b = board(5, 1, **changes)
    game = b.game
    deck = tuple(c for c in game.super_crisis_deck if c not in supers)
    player = attrs.evolve(
        game.players[BALTAR], revealed=True, location=location, shown=(MORALE,), super_crises=supers
    )
    game = m.replace_player(attrs.evolve(game, super_crisis_deck=deck), BALTAR, player)
    game = m.replace_player(
        game, HELO, attrs.evolve(game.players[HELO], location="base.location.command")
    )
    return Board(b.rules, b.state.with_game(game))


def answer(b: Board, command: Any) -> tuple[Board, list[Any]]:
    """Play a command and check the invariants."""
    out, events = b.play(command)
    check_invariants(out.rules, out.state, at_rest=False)
    return out, events


def use(b: Board, option: int | None = None) -> tuple[Board, list[Any]]:
    """The Cylon's action: activate his location, and pick a choice option if given."""
    b, _ = b.run(tf.ActionStep(BALTAR))
    here = b.game.players[BALTAR].location
    b, events = answer(b, tc.UseLocation(BALTAR, here))
    if option is not None:
        assert b.pending is not None and b.pending.kind == "choose_option"
        b, more = answer(b, tc.Pick(BALTAR, option))
        events += more
    return b, events


def failing_destiny(b: Board, skills: tuple[str, ...]) -> Board:
    """Put two cards of types outside `skills` on top of the destiny deck (swapped with deck
    cards, so every card is still counted)."""
    game = b.game
    kind = next(t for t in SKILL_TYPES if t not in skills)
    index = kind
    deck = list(game.skill_decks[index])
    destiny = list(game.destiny)
    for i in range(2):
        destiny[i], deck[i] = deck[i], destiny[i]
    decks = game.skill_decks
    # The swapped-out destiny cards may be of any type: put each back in its own deck.
    out = {k: list(d) for k, d in decks.items()}
    out[index] = [c for c in deck if m.skill_type(c) == kind]
    for code in deck:
        if m.skill_type(code) != kind:
            out[m.skill_type(code)].append(code)
    game = attrs.evolve(
        game, destiny=tuple(destiny), skill_decks={k: tuple(d) for k, d in out.items()}
    )
    return Board(b.rules, b.state.with_game(game))


PASSES = ("base.stop_adding", "base.no_card")  # no card added, none played in a window


def passing(b: Board) -> Any:
    """The pending option that adds or plays no card, or uses no ability, or None."""
    if b.pending is None:
        return None
    return next(
        (o for o in b.pending.options if o.tag in PASSES or getattr(o, "choice", None) == ""), None
    )


def no_contributions(b: Board, events: list[Any], until: int = -1) -> tuple[Board, list[Any]]:
    """Every seat (up to `until`'s contribution) adds no card to the skill check."""
    while (option := passing(b)) is not None:
        if b.pending is not None and b.pending.kind == "contribute" and b.pending.seat == until:
            break
        b, more = answer(b, option)
        events += more
    return b, events


def test_revealed_cylon_turn_b_cyl_1_to_4() -> None:
    """B-CYL-1 (R-104), B-TURN-3, B-INV-46, B-CYL-2, B-MOVE-10, B-CYL-3, B-CYL-4, B-TURN-8,
    B-INV-42:
    2 skill cards of any types (the same twice included), a free move among the Cylon
    locations only, the location's action as the only action, no crisis card."""
    b = cylon_at(RES, (NUKES,), president=ROSLIN, admiral=HELO)
    draw, _ = b.run(tf.ReceiveSkills(BALTAR))
    assert draw.pending is not None and draw.pending.kind == "choose_draw"
    combos = {o.types for o in draw.pending.options}  # type: ignore[attr-defined]
    assert ("tactics", "tactics") in combos and len(combos) == 15
    move, _ = b.run(tf.MovementStep(BALTAR))
    assert move.pending is not None
    targets = {o.to for o in move.pending.options if isinstance(o, tc.Move)}
    assert targets == {CAPRICA, CYLON_FLEET, HUMAN_FLEET}
    assert all(o.discard == "" for o in move.pending.options if isinstance(o, tc.Move))
    act, _ = b.run(tf.ActionStep(BALTAR))
    assert act.pending is not None
    assert set(act.pending.options) == {tc.PassAction(BALTAR), tc.UseLocation(BALTAR, RES)}
    _, events = b.run(tf.CrisisStep(BALTAR))
    assert [e.tag for e in events if e.tag.startswith("base.crisis")] == []
    assert any(e.tag == "base.no_crisis" for e in events)


def test_caprica_crisis_without_icons_b_loc_cap() -> None:
    """B-LOC-CAP (R-3), B-CYL-4: the Cylon looks at the top 2 crisis cards, resolves one as the
    current player and discards the other face up; the card's activation and jump icons do
    not happen."""
    b = cylon_at(CAPRICA, president=ROSLIN, admiral=HELO)
    deck = list(b.game.crisis_deck)
    deck.remove(GUILT)
    other = deck[0]
    game = attrs.evolve(b.game, crisis_deck=(GUILT, *deck), jump_track=1)
    b = failing_destiny(Board(b.rules, b.state.with_game(game)), ("leadership", "tactics"))
    raiders = sum(1 for s in b.game.cylon_ships if s.kind == "raider")
    b, events = use(b, 1)
    assert b.pending is not None and b.pending.kind == "caprica_crisis"
    seen = next(e for e in events if isinstance(e, re.CrisesSeen))
    assert seen.cards == (GUILT, other)
    assert seen.redacted_for(TYROL).cards == ("hidden", "hidden")  # type: ignore[attr-defined]
    b, events = answer(b, cy.KeepCrisis(BALTAR, 0))
    b, events = no_contributions(b, events)
    assert b.game.crisis == "" and b.game.crisis_discard[-2:] == (other, GUILT)
    assert b.game.jump_track == 1
    assert sum(1 for s in b.game.cylon_ships if s.kind == "raider") == raiders


def test_inbound_nukes_from_caprica_b_card_sc_nukes() -> None:
    """B-CARD-SC-NUKES (R-1), B-CYL-10: the super crisis is played at Caprica; on a fail
    the fleet loses 1 fuel, 1 food and 1 population; the card is then discarded."""
    b = failing_destiny(cylon_at(CAPRICA, (NUKES,)), ("leadership", "tactics"))
    before = (b.game.fuel, b.game.food, b.game.population, b.game.morale)
    b, events = use(b, 0)
    assert any(isinstance(e, re.SuperCrisisPlayed) for e in events)
    b, events = no_contributions(b, events)
    assert b.game.check is None
    assert (b.game.fuel, b.game.food, b.game.population, b.game.morale) == (
        before[0] - 1, before[1] - 1, before[2] - 1, before[3],
    )  # fmt: skip
    assert b.game.super_crisis_discard == (NUKES,) and b.game.players[BALTAR].super_crises == ()


def test_caprica_offers_no_super_crisis_without_one_b_cyl_10() -> None:
    """B-CYL-10, B-LOC-CAP: a Cylon with no super crisis card may only draw crisis cards."""
    b = cylon_at(CAPRICA)
    b, _ = b.run(tf.ActionStep(BALTAR))
    b, _ = answer(b, tc.UseLocation(BALTAR, CAPRICA))
    assert b.pending is not None
    assert [o.value for o in b.pending.options] == [1]  # type: ignore[attr-defined]


def test_a_super_crisis_is_played_only_at_caprica_and_then_gone_b_cyl_10() -> None:
    """B-CYL-10: no other action of a revealed Cylon plays his super crisis card (only Caprica
    offers it); once played it is discarded and he holds none; the Resurrection Ship swaps it
    for another (the old one discarded, a new one drawn from the deck)."""
    for place in (CYLON_FLEET, HUMAN_FLEET, RES):
        b = cylon_at(place, (NUKES,))
        b, events = use(b)
        while b.pending is not None and b.pending.kind != "base.not_implemented":
            assert not any(isinstance(e, re.SuperCrisisPlayed) for e in events)
            b, more = answer(b, b.pending.options[0])
            events += more
        assert not any(isinstance(e, re.SuperCrisisPlayed) for e in events), place
        if place != RES:
            assert b.game.players[BALTAR].super_crises == (NUKES,), place
    b = failing_destiny(cylon_at(CAPRICA, (NUKES,)), ("leadership", "tactics"))
    b, events = use(b, 0)
    b, events = no_contributions(b, events)
    assert b.game.players[BALTAR].super_crises == () and NUKES in b.game.super_crisis_discard
    swap = cylon_at(RES, (NUKES,), distance=8)
    deck = swap.game.super_crisis_deck
    swap, _ = use(swap)
    swap, _ = answer(swap, tc.Pick(BALTAR, 1))
    assert swap.game.super_crisis_discard == (NUKES,)
    (new,) = swap.game.players[BALTAR].super_crises
    assert new != NUKES and new in deck and new not in swap.game.super_crisis_deck


def test_a_super_crisis_has_no_activation_or_jump_icon_b_sc_1() -> None:
    """B-SC-1: a super crisis played from Caprica causes no Cylon activation by icon and no jump
    preparation: the jump track and every Cylon ship stay as they were, no activation or jump
    step runs (its activations are only those its text names)."""
    from bsgcore.base.space.activation import ActivateCylons

    for card in m.data().super_crisis:
        assert not any(p.jump_icon for p in card.printings), card.id
    ships = [("raider", 1), ("heavy_raider", 3), ("basestar", 4)]
    b = failing_destiny(cylon_at(CAPRICA, (NUKES,), cylons=ships), ("leadership", "tactics"))
    b = Board(b.rules, b.state.with_game(attrs.evolve(b.game, jump_track=3)))
    before = b.game.cylon_ships
    b, events = use(b, 0)
    b, events = no_contributions(b, events)
    assert b.game.check is None and NUKES in b.game.super_crisis_discard
    assert b.game.jump_track == 3 and b.game.cylon_ships == before
    frames = [f for e in events for f in getattr(e, "frames", ())]
    kinds = (ActivateCylons, tf.ActivationStep, tf.JumpStep)
    assert not any(isinstance(f, kinds) for f in frames)


def test_fleet_mobilization_fail_in_its_order_b_sc_2() -> None:
    """B-SC-2, B-CARD-SC-MOBILIZE: the fail text resolves in its listed order (morale -1,
    basestars attack, raiders activate, heavy raiders activate, basestars launch), and
    "raiders activate" with no raider on the board launches 2 per basestar (B-ACTV-RAI-2)."""
    b = cylon_at(CAPRICA, cylons=[("basestar", 2)])
    morale = b.game.morale
    out, events = b.run(tf.RunOps(MOBILIZE, "failed", BALTAR))
    steps = [
        ("morale", e.delta) if e.tag == "base.resource_changed" else
        ("attack",) if e.tag == "base.attack_rolled" else
        ("placed", e.raiders, e.heavy_raiders)
        for e in events
        if e.tag in ("base.resource_changed", "base.attack_rolled", "base.ships_placed")
    ]  # fmt: skip
    assert steps == [
        ("morale", -1),
        ("attack",),
        ("placed", 2, 0),
        ("placed", 0, 1),
        ("placed", 3, 0),
    ]
    assert out.game.morale == morale - 1
    # With a raider on the board, "raiders activate" moves it instead of launching.
    b = cylon_at(CAPRICA, cylons=[("basestar", 2), ("raider", 5)])
    out, events = b.run(tf.RunOps(MOBILIZE, "failed", BALTAR))
    placed = [(e.raiders, e.heavy_raiders) for e in events if e.tag == "base.ships_placed"]
    assert placed == [(0, 1), (3, 0)]


def test_bomb_on_colonial_one_closes_it_b_card_sc_bomb() -> None:
    """B-CARD-SC-BOMB, B-MOVE-13, B-INV-6, B-SICK-1: on a fail, morale -2, everyone aboard
    Colonial One goes to Sickbay, and nobody may move there for the rest of the game."""
    skills = ("tactics", "piloting", "engineering")
    b = failing_destiny(cylon_at(CAPRICA, (BOMB,)), skills)
    morale = b.game.morale
    b, events = use(b, 0)
    b, events = no_contributions(b, events)
    assert b.game.morale == morale - 2
    assert b.game.players[ROSLIN].location == SICKBAY
    assert BOMB in b.game.in_play and BOMB not in b.game.super_crisis_discard
    move, _ = b.run(tf.MovementStep(TYROL))
    assert move.pending is not None
    for option in move.pending.options:
        if isinstance(option, tc.Move):
            assert not cy.colonial_one(option.to)


def test_cylon_intruders_partial_and_fail_b_card_sc_intruders() -> None:
    """B-CARD-SC-INTRUDERS: partial (14+): 1 centurion boards; fail: Galactica damaged once
    and 2 centurions board."""
    b = cylon_at(CAPRICA)
    partial, _ = b.run(tf.RunOps(INTRUDERS, "partial", BALTAR))
    assert len(partial.game.centurions) == len(b.game.centurions) + 1
    fail, _ = b.run(tf.RunOps(INTRUDERS, "failed", BALTAR))
    assert len(fail.game.centurions) == len(b.game.centurions) + 2
    assert len(fail.game.damage_pile) == len(b.game.damage_pile) - 1


def test_fleet_mobilization_pass_b_card_sc_mobilize() -> None:
    """B-CARD-SC-MOBILIZE: on a pass the basestars attack, then launch raiders."""
    b = cylon_at(CAPRICA, cylons=[("basestar", 2)])
    b, events = b.run(tf.RunOps(MOBILIZE, "passed", BALTAR))
    tags = [e.tag for e in events]
    assert "base.attack_rolled" in tags
    assert sum(1 for s in b.game.cylon_ships if s.kind == "raider") == 3


def test_cylon_fleet_launch_or_activate_b_loc_cfl() -> None:
    """B-LOC-CFL: either one type of Cylon ship activates (the Cylon picks the type), or each
    basestar launches 2 raiders and 1 heavy raider."""
    b = cylon_at(CYLON_FLEET, cylons=[("basestar", 2)])
    launch, _ = use(b, 1)
    kinds = [s.kind for s in launch.game.cylon_ships]
    assert kinds.count("raider") == 2 and kinds.count("heavy_raider") == 1
    activate, _ = use(b, 0)
    assert activate.pending is not None  # which type to activate


def test_human_fleet_takes_a_card_and_rolls_b_loc_hfl() -> None:
    """B-LOC-HFL, B-INFO-1: the Cylon looks at a player's skill cards and takes one (only the two
    of them see which), then rolls: 5 to 8 damages Galactica."""
    b = cylon_at(HUMAN_FLEET)
    mine, theirs = len(b.game.players[BALTAR].hand), len(b.game.players[TYROL].hand)
    b, _ = use(b)
    assert b.pending is not None and b.pending.kind == "choose_target"
    b, events = answer(b, tc.Pick(BALTAR, TYROL))
    seen = next(e for e in events if isinstance(e, re.SkillHandSeen))
    assert seen.redacted_for(STARBUCK).cards == ("hidden",) * theirs  # type: ignore[attr-defined]
    assert b.pending is not None and b.pending.kind == "take_skill_card"
    assert len(b.pending.options) == theirs  # positions in the hand seen, nothing more
    card = seen.cards[1]
    b, events = answer(b, cy.TakeSkillCard(BALTAR, 1))
    assert len(b.game.players[BALTAR].hand) == mine + 1 and card in b.game.players[BALTAR].hand
    assert len(b.game.players[TYROL].hand) == theirs - 1
    assert any(e.tag == "base.die_rolled" for e in events)
    taken = next(e for e in events if isinstance(e, re.SkillCardTaken))
    assert taken.redacted_for(STARBUCK).card == "hidden"  # type: ignore[attr-defined]


def test_resurrection_ship_swap_and_hand_off_b_loc_res() -> None:
    """B-LOC-RES (R-4), B-LOY-11, B-LOY-4, B-INV-20, B-INV-21: the Cylon may swap his super
    crisis card; at
    distance 7 or less he then hands his unshown loyalty cards to a player of his choice, who
    becomes a Cylon if one of them is a Cylon card; at distance 8 he keeps them."""
    b = cylon_at(RES, (NUKES,), distance=7)
    hidden = tuple(c for c in b.game.players[BALTAR].loyalty if c != MORALE)
    b, _ = use(b)
    assert b.pending is not None and b.pending.kind == "choose_optional"
    b, _ = answer(b, tc.Pick(BALTAR, 1))
    assert b.game.super_crisis_discard == (NUKES,)
    assert len(b.game.players[BALTAR].super_crises) == 1
    assert b.pending is not None and b.pending.kind == "choose_target"
    b, events = answer(b, tc.Pick(BALTAR, TYROL))
    assert b.game.players[BALTAR].loyalty == (MORALE,)
    assert b.game.players[TYROL].loyalty[-len(hidden) :] == hidden
    cylon_card = any(m.data().get(c).extra.get("team") == "cylon" for c in hidden)
    assert m.is_cylon(b.game, TYROL) == cylon_card
    given = next(e for e in events if isinstance(e, re.LoyaltyGiven))
    assert given.redacted_for(STARBUCK).cards == ("hidden",) * len(hidden)  # type: ignore[attr-defined]
    far = cylon_at(RES, (NUKES,), distance=8)
    far, _ = use(far)
    far, _ = answer(far, tc.Pick(BALTAR, 0))
    assert far.game.players[BALTAR].loyalty == b.game.players[BALTAR].loyalty + hidden


def test_revealed_cylon_adds_one_card_b_cyl_5() -> None:
    """B-CYL-5, B-INV-26: a revealed Cylon may add at most 1 card to a skill check."""
    b = cylon_at(CAPRICA, (NUKES,))
    b, events = use(b, 0)
    b, events = no_contributions(b, events, until=BALTAR)
    assert b.pending is not None and b.pending.kind == "contribute"
    add = next(o for o in b.pending.options if isinstance(o, tc.AddCard))
    b, events = answer(b, add)
    added = [e for e in events if e.tag == "base.card_contributed" and e.seat == BALTAR]
    assert len(added) == 1 and any(e.tag == "base.contributions_closed" for e in events)
    assert b.pending is None or b.pending.seat != BALTAR or b.pending.kind != "contribute"


def test_games_with_reveals_keep_invariants_and_leak_nothing() -> None:
    """B-INV-4, B-INV-5, B-INV-8, B-INV-20, B-INFO-1, B-REV-8: random games in which
    Cylons reveal, play super crises and act at the Cylon locations replay to the same state,
    keep every invariant after every command and leak no secret."""
    reveals = 0
    counts: set[int] = set()
    last: dict[str, Any] = {"hands": None, "events": 0}

    def step(game: Any) -> None:
        check_invariants(game.rules, game.state)
        value = game.state.game
        if value.set_up:  # B-INV-20: the number of You Are a Cylon cards never changes
            held = [c for p in value.players for c in p.loyalty] + list(value.loyalty_deck)
            counts.add(sum(1 for c in held if m.data().get(c).extra.get("team") == "cylon"))
            # ... and a seat loses a loyalty card only by handing it over at the Resurrection Ship
            hands = [sorted(p.loyalty) for p in value.players]
            new = game.events[last["events"] :]
            if last["hands"] is not None:
                for before, after in zip(last["hands"], hands, strict=True):
                    lost = not all(before.count(c) <= after.count(c) for c in before)
                    assert not lost or any(e.tag == "base.loyalty_given" for e in new)
            last["hands"] = hands
        last["events"] = len(game.events)

    for seats, seed in ((4, 300), (5, 301), (6, 302)):
        game = random_playout("base", seats, seed, options=OMIT, on_step=step)
        assert game.is_over
        check_game(game)
        check_no_leaks(game, scrambles=1)
        reveals += sum(1 for e in game.events if e.tag == "base.cylon_revealed")
        assert len(counts) == 1, counts
        counts.clear()
        last["hands"] = None
    assert reveals > 0


def test_caprica_cylon_attack_places_ships_without_activation_b_loc_cap() -> None:
    """B-LOC-CAP, B-CRISIS-4: a Cylon attack card resolved at Caprica places its ships and
    applies its special rule, but its activation icon does not happen."""
    from bsgcore.base.space.activation import ActivateCylons

    raid = "base.crisis.raiding_party"
    b = cylon_at(CAPRICA)
    deck = list(b.game.crisis_deck)
    deck.remove(raid)
    game = attrs.evolve(b.game, crisis_deck=(raid, *deck), jump_track=2, cylon_ships=())
    b = Board(b.rules, b.state.with_game(game))
    b, events = use(b, 1)
    b, more = answer(b, cy.KeepCrisis(BALTAR, 0))
    events += more
    while b.pending is not None and b.pending.kind != "base.not_implemented":
        b, more = answer(b, b.pending.options[0])
        events += more
    frames = [f for e in events for f in getattr(e, "frames", ())]
    assert not any(isinstance(f, ActivateCylons) for f in frames)
    kinds = [s.kind for s in b.game.cylon_ships]
    assert kinds.count("raider") == 5 and kinds.count("heavy_raider") == 2
    assert b.game.jump_track == 1  # FTL Failure
    assert b.game.crisis == "" and raid in b.game.crisis_discard


def test_besieged_at_caprica_activates_its_placed_raiders_b_loc_cap() -> None:
    """B-LOC-CAP, B-CRISIS-4: Besieged resolved at Caprica has no activation icon, but its
    special rule still activates the 4 raiders it placed; the states met while they attack (a
    roll's window open) keep the invariants, the activation coming from the card's text."""
    from bsgcore.base.space import events as se
    from bsgcore.base.space.activation import ActivateCylons

    besieged = "base.crisis.besieged"
    b = cylon_at(CAPRICA, windows=True)
    deck = [c for c in b.game.crisis_deck if c != besieged]
    game = attrs.evolve(b.game, crisis_deck=(besieged, *deck), cylon_ships=())
    b = Board(b.rules, b.state.with_game(game))
    b, events = use(b, 1)
    with scripted_random(rolls=[1] * 4):
        b, more = answer(b, cy.KeepCrisis(BALTAR, 0))
        events += more
        while b.pending is not None and b.pending.kind != "base.not_implemented":
            b, more = answer(b, b.pending.options[0])
            events += more
    frames = [f for e in events for f in getattr(e, "frames", ())]
    assert not any(isinstance(f, ActivateCylons) for f in frames)
    attacks = [e for e in events if isinstance(e, se.AttackRolled)]
    placed = [f"raider {s.uid}" for s in b.game.cylon_ships if s.kind == "raider" and s.area == 6]
    assert len(placed) == 4 and [e.attacker for e in attacks] == placed


def test_revealed_cylon_declines_crisis_discards_b_cyl_6() -> None:
    """B-CYL-6 (R-105, docs/rulings.md): a crisis effect on every player (Forced Water Mining:
    each discards 1 at random) does not touch a revealed Cylon, who declines it; the others
    discard."""
    b = cylon_at(RES)
    card = "base.crisis.forced_water_mining"
    hands = [len(p.hand) for p in b.game.players]
    b, _ = b.run(tf.RunOps(card, "option_b", BALTAR))
    after = [len(p.hand) for p in b.game.players]
    assert after[BALTAR] == hands[BALTAR]
    assert all(after[s] == hands[s] - 1 for s in range(5) if s != BALTAR and hands[s])


def test_no_administration_executive_order_or_quorum_target_is_a_revealed_cylon_b_cyl_6() -> None:
    """B-CYL-6: a revealed Cylon cannot be chosen by Administration, Executive Order, or the
    Quorum cards that exclude him (Arrest Order), whoever else can."""
    from bsgcore.base.quorum import cards as q
    from bsgcore.testing.scenarios.turn import arrange, skill

    admin, arrest, order = (
        "base.location.administration",
        "base.quorum.arrest_order",
        skill("executive_order", 2),
    )
    b = cylon_at(RES, president=ROSLIN, admiral=HELO)
    game = arrange(b.game, {TYROL: [order]})
    game = m.replace_player(game, TYROL, attrs.evolve(game.players[TYROL], location=admin))
    deck = [c for c in (*game.quorum_deck, *game.quorum_hand)]
    deck.remove(arrest)
    game = attrs.evolve(game, quorum_hand=(arrest,), quorum_deck=tuple(deck))
    b = Board(b.rules, b.state.with_game(game))
    check_invariants(b.rules, b.state, at_rest=False)

    def targets(seat: int, command: Any) -> set[int]:
        act, _ = b.run(tf.ActionStep(seat))
        out, _ = act.play(command)
        assert out.pending is not None and out.pending.kind == "choose_target"
        return {o.value for o in out.pending.options}  # type: ignore[attr-defined]

    assert targets(TYROL, tc.UseLocation(TYROL, admin)) == {TYROL, STARBUCK, HELO}
    assert targets(TYROL, tc.PlaySkill(TYROL, order)) == {STARBUCK, HELO, ROSLIN}
    assert targets(ROSLIN, q.PlayQuorumCard(ROSLIN, arrest)) == {TYROL, STARBUCK, HELO, ROSLIN}


def test_hand_off_keeps_what_each_seat_knows_b_loy_11() -> None:
    """B-LOY-11, B-LOY-4, B-INFO-1, B-LOY-1: a Cylon card handed over at the Resurrection Ship
    makes its receiver a Cylon; the giver, and a seat that had looked at it before, still know
    it (no secret of theirs), while it stays a secret of everyone else."""
    from bsgcore.base.invariants import secret_values

    accuse = "base.loyalty.you_are_a_cylon_brig"
    b = cylon_at(RES, distance=3)
    game = b.game
    mine = list(game.players[BALTAR].loyalty)
    theirs = list(game.players[ROSLIN].loyalty)
    human = next(c for c in mine if c != MORALE)
    mine[mine.index(human)], theirs[theirs.index(accuse)] = accuse, human
    game = m.replace_player(game, BALTAR, attrs.evolve(game.players[BALTAR], loyalty=tuple(mine)))
    game = m.replace_player(game, ROSLIN, attrs.evolve(game.players[ROSLIN], loyalty=tuple(theirs)))
    game = attrs.evolve(game, peeks=((STARBUCK, BALTAR, accuse),))
    b = Board(b.rules, b.state.with_game(game))
    assert not m.is_cylon(b.game, TYROL)
    b, _ = use(b)
    b, _ = answer(b, tc.Pick(BALTAR, 0))
    b, _ = answer(b, tc.Pick(BALTAR, TYROL))
    assert accuse in b.game.players[TYROL].loyalty and m.is_cylon(b.game, TYROL)
    assert accuse not in secret_values(b.state, BALTAR) and accuse not in secret_values(
        b.state, STARBUCK
    )
    assert accuse in secret_values(b.state, HELO) and accuse in secret_values(b.state, None)


def test_brig_way_out_avoids_a_bombed_colonial_one_b_move_13() -> None:
    """B-MOVE-13, B-INV-6, B-LOC-BRIG: once Bomb on Colonial One has failed, the Brig's way out
    offers no Colonial One location."""
    from bsgcore.base.turn.shared import human_locations

    b = cylon_at(RES)
    deck = tuple(c for c in b.game.super_crisis_deck if c != BOMB)
    game = attrs.evolve(b.game, in_play=(BOMB,), super_crisis_deck=deck)
    roslin = attrs.evolve(game.players[ROSLIN], location="base.location.brig")
    game = m.replace_player(game, ROSLIN, roslin)
    b = Board(b.rules, b.state.with_game(game))
    check_invariants(b.rules, b.state, at_rest=False)
    op_list = m.data().location("base.location.brig").effects[0].get("pass")
    assert op_list[0].get("to") == "any_human_location"
    b, _ = b.run(tf.RunOps("base.location.brig", "effects/0/pass", ROSLIN))
    assert b.pending is not None and b.pending.kind == "choose_location"
    everywhere = human_locations()
    places = cy.open_locations(b.game, everywhere)
    assert not any(cy.colonial_one(loc) for loc in places) and len(places) < len(everywhere)
    assert len(b.pending.options) == len(places)


def test_caprica_with_nothing_to_do_is_not_offered_b_loc_cap() -> None:
    """B-LOC-CAP, B-CYL-3: with no super crisis card and no crisis card left to draw, Caprica's
    action is not offered (it would have no option)."""
    b = cylon_at(CAPRICA)
    game = attrs.evolve(b.game, crisis_deck=(), crisis_discard=(), set_aside=b.game.crisis_deck)
    b, _ = Board(b.rules, b.state.with_game(game)).run(tf.ActionStep(BALTAR))
    assert b.pending is not None and b.pending.options == (tc.PassAction(BALTAR),)


def test_secret_destiny_and_moral_compass_skip_a_super_crisis_b_crisis_9() -> None:
    """B-CRISIS-9: when a Super Crisis card is played, Starbuck is not offered Secret Destiny and
    Helo is not offered Moral Compass; both abilities stay unused."""
    from bsgcore.base.characters import action_abilities as aa

    b = failing_destiny(cylon_at(CAPRICA, (NUKES,)), ("leadership", "tactics"))
    assert aa.secret_destiny_seat(b.game) == STARBUCK
    b, events = use(b, 0)
    assert any(isinstance(e, re.SuperCrisisPlayed) for e in events)
    kinds = []
    while (option := passing(b)) is not None:
        assert b.pending is not None
        kinds.append(b.pending.kind)
        b, _ = answer(b, option)
    assert b.game.super_crisis_discard == (NUKES,)
    assert "secret_destiny" not in kinds and "moral_compass" not in kinds
    assert b.pending is None or b.pending.kind not in ("secret_destiny", "moral_compass")
    assert aa.secret_destiny_seat(b.game) == STARBUCK and b.game.once_per_game_used == ()
