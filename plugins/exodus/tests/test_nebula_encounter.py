"""The Ionian Nebula ally encounter (exodus.md §7.2, part ``bsg_exodus.nebula``, encounter.py):
met at the end of the turn's own Movement step, staying put too (X-ALLY-2, -5, -6), the token
revealed and its result carried out (X-ALLY-10, -11), the ally boxed and replaced, skipping
invalid cards (X-ALLY-12, -13, -20..22), the new ally seeded by the player (X-ALLY-14..16); the
``trauma`` op; what other seats may not see (X-TRAUMA-3)."""

from __future__ import annotations

import json

import attrs
from bsg_exodus.nebula import allies_events as ae
from bsg_exodus.nebula import encounter as en
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula.tokens import HIDDEN, kind, without

from bsgcore.base import (
    CharacterExecuted,
    Execute,
    MovementEnd,
    MovementStep,
    RunOps,
    TurnCutShort,
    data,
)
from bsgcore.context import using_rules
from bsgcore.messages import Event
from bsgcore.testing import check_no_leaks, random_playout
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import table

OPTIONS = {"ionian_nebula": True}
ALLY = "exodus.ally."
ROMO = ALLY + "romo_lampkin"  # the Brig; hope: leave the Brig; doom: discard every skill card
BOOMER = ALLY + "sharon_boomer_valerii"  # the Armory; hope: +1 food; doom: damage Galactica
SEELIX = ALLY + "diana_hardball_seelix"  # the Armory too
CAVIL = ALLY + "brother_cavil"  # hope: return 1 token of his choice, then 1 at random
KELLY = ALLY + "aaron_kelly"  # Command
ELOSHA = ALLY + "priestess_elosha"  # Colonial One (President's Office)
TYROL = ALLY + "chief_galen_tyrol"  # shows Galen Tyrol, whom the table plays
BRIG, ARMORY = "base.location.brig", "base.location.armory"
BOMB = "base.super_crisis.bomb_on_colonial_one"
STAY = "base.stay"


def nebula_table() -> Board:
    """The first player's Movement step of a 3-seat Ionian Nebula game, allies out."""
    return table(plugins=["exodus"], options=OPTIONS)


def token_of(value: ns.NebulaState, icon: str) -> str:
    """A pool token with this icon."""
    return next(t for t in value.pool if kind(t) == icon)


def laid_out(
    b: Board, allies: dict[str, str], deck: tuple[str, ...] = (KELLY,), **game: object
) -> Board:
    """The board with exactly these allies, each with a pool token of the icon given ("" for
    none), and this ally deck; every token stays in one place."""
    value = ns.nebula(b.state)
    pool = tuple(sorted((*value.pool, *(t for _, t in value.allies if t))))
    cards: list[tuple[str, str]] = []
    for ally, icon in allies.items():
        token = next(t for t in pool if kind(t) == icon) if icon else ""
        pool = without(pool, (token,)) if token else pool
        cards.append((ally, token))
    fresh = attrs.evolve(value, pool=pool, allies=tuple(cards), ally_deck=deck, ally_seeders=())
    state = b.state.with_plugin(ns.PART, fresh)
    if game:
        state = state.with_game(attrs.evolve(b.game, **game))
    return Board(b.rules, state)


def at(b: Board, seat: int, location: str) -> Board:
    """`seat`'s character on `location`."""
    players = list(b.game.players)
    players[seat] = attrs.evolve(players[seat], location=location)
    return Board(b.rules, b.state.with_game(attrs.evolve(b.game, players=tuple(players))))


def of(events: list[Event], cls: type) -> list:  # type: ignore[type-arg]
    return [e for e in events if isinstance(e, cls)]


def test_the_turn_lays_out_the_movement_end_step() -> None:
    """Base's seam is in the Exodus turn: its step is just below the Movement step."""
    b = nebula_table()
    stack = [type(f) for f in b.state.stack]
    assert stack.index(MovementEnd) == stack.index(MovementStep) - 1


def test_staying_in_the_brig_meets_the_ally_there_x_ally_6_10() -> None:
    """X-ALLY-6: the player in the Brig stays (he cannot leave) and meets Romo Lampkin there;
    X-ALLY-10: the benevolent token is revealed to everyone and the hope result runs (he may
    leave the Brig for a location of his choice); X-ALLY-11: the token goes back to the pool;
    X-ALLY-12, -13: Romo is boxed and Aaron Kelly comes, on Command."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {ROMO: "benevolent", BOOMER: "antagonistic"}), seat, BRIG)
    token = dict(ns.nebula(b.state).allies)[ROMO]
    b, events = b.play(b.option(STAY))
    [revealed] = of(events, ae.AllyRevealed)
    assert (revealed.seat, revealed.ally, revealed.token) == (seat, ROMO, token)
    assert revealed.redacted_for((seat + 1) % 3) == revealed  # public
    assert token in ns.nebula(b.state).pool
    assert b.pending is not None and b.pending.kind == "choose_location"  # Romo's hope
    b, events = b.play(b.option("base.pick", value=b.pending.options[0].value))  # type: ignore[attr-defined]
    assert b.game.players[seat].location != BRIG
    value = ns.nebula(b.state)
    assert ROMO in value.allies_boxed and ROMO not in dict(value.allies)
    assert [a for a, _ in value.allies] == [BOOMER, KELLY]


def test_the_player_seeds_the_new_ally_with_his_choice_x_ally_14() -> None:
    """X-ALLY-14: the player who drew the new ally puts one of his own tokens on it, his choice
    (one option per icon he holds); then his Action step comes."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {BOOMER: "benevolent"}), seat, ARMORY)
    held = ns.nebula(b.state).held[seat]
    b, _ = b.play(b.option(STAY))
    assert b.pending is not None and b.pending.kind == "exodus_seed_ally"
    assert {kind(o.token) for o in b.pending.options} == {kind(t) for t in held}  # type: ignore[attr-defined]
    choice = b.pending.options[-1]
    b, events = b.play(choice)
    value = ns.nebula(b.state)
    assert dict(value.allies)[KELLY] == choice.token  # type: ignore[attr-defined]
    assert len(value.held[seat]) == len(held) - 1
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", seat)
    [seeded] = of(events, ae.AllySeeded)
    assert seeded.redacted_for((seat + 1) % 3).token == HIDDEN
    assert seeded.redacted_for(None).token == HIDDEN
    assert seeded.redacted_for(seat).token == choice.token  # type: ignore[attr-defined]


def test_a_player_without_tokens_seeds_from_the_pool_x_ally_15() -> None:
    """X-ALLY-15: holding none, a random pool token nobody sees goes on the new ally."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {BOOMER: "benevolent"}), seat, ARMORY)
    value = ns.nebula(b.state)
    held = list(value.held)
    pool = tuple(sorted((*value.pool, *held[seat])))
    held[seat] = ()
    b = Board(
        b.rules, b.state.with_plugin(ns.PART, attrs.evolve(value, held=tuple(held), pool=pool))
    )
    b, events = b.play(b.option(STAY))
    [seeded] = of(events, ae.AllySeeded)
    assert seeded.seat == ae.POOL and seeded.redacted_for(seat).token == HIDDEN
    assert dict(ns.nebula(b.state).allies)[KELLY] == seeded.token
    assert b.pending is not None and b.pending.kind == "action"


def test_hope_doom_and_disaster_results_x_ally_10() -> None:
    """X-ALLY-10: with Boomer, a benevolent token gives +1 food (hope), an antagonistic one
    damages Galactica (doom: a damage token drawn), a disaster neither, and nobody is
    executed."""
    food: dict[str, int] = {}
    damage: dict[str, int] = {}
    for icon in ("benevolent", "antagonistic", "disaster"):
        b = nebula_table()
        seat = b.game.current
        b = at(laid_out(b, {BOOMER: icon}), seat, ARMORY)
        before = b.game
        b, _ = b.play(b.option(STAY))
        food[icon] = b.game.food - before.food
        damage[icon] = len(before.damage_pile) - len(b.game.damage_pile)
        assert not b.game.executions
    assert food == {"benevolent": 1, "antagonistic": 0, "disaster": 0}
    assert damage == {"benevolent": 0, "antagonistic": 1, "disaster": 0}


def test_moving_onto_an_ally_meets_it_x_ally_2() -> None:
    """X-ALLY-2: ending the Movement step on an ally's location (the Armory) meets it."""
    b = nebula_table()
    seat = b.game.current
    b = laid_out(b, {BOOMER: "benevolent"})
    assert b.game.players[seat].location != ARMORY
    food = b.game.food
    b, events = b.play(b.option("base.move", to=ARMORY, discard=""))
    assert [e.ally for e in of(events, ae.AllyRevealed)] == [BOOMER]
    assert b.game.food == food + 1


def test_several_allies_the_player_chooses_one_x_ally_3_4() -> None:
    """X-ALLY-3: two allies in the Armory, the player chooses; X-ALLY-4: he meets only that
    one this turn, the other stays with its token."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {BOOMER: "benevolent", SEELIX: "antagonistic"}), seat, ARMORY)
    b, _ = b.play(b.option(STAY))
    assert b.pending is not None and b.pending.kind == "exodus_meet_ally"
    b, events = b.play(b.option("exodus.meet_ally", ally=BOOMER))
    while b.pending is not None and b.pending.kind != "action":  # the new ally's token
        b, more = b.play(b.pending.options[0])
        events += more
    assert [e.ally for e in of(events, ae.AllyRevealed)] == [BOOMER]
    value = ns.nebula(b.state)
    assert dict(value.allies)[SEELIX] and SEELIX not in value.allies_boxed


def test_no_encounter_after_a_granted_move_or_elsewhere_x_ally_5() -> None:
    """X-ALLY-5: a Movement step granted by Executive Order is not the turn's own: the other
    player staying on an ally's location meets nobody; a player on a location without an ally
    meets nobody either."""
    b = nebula_table()
    seat = b.game.current
    other = (seat + 1) % 3
    b = at(laid_out(b, {BOOMER: "benevolent"}), other, ARMORY)
    b, _ = b.run(b.rules.registry.tags["base.f.executive_order"](other))
    b, _ = b.play(b.option("base.order_steps", option="move_then_1_action"))
    b, events = b.play(b.option(STAY))
    assert not of(events, ae.AllyRevealed)
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("action", other)
    assert dict(ns.nebula(b.state).allies)[BOOMER]


def test_a_replacement_skips_a_character_in_play_x_ally_20_16() -> None:
    """X-ALLY-20: Chief Galen Tyrol shows Galen Tyrol, whom the table plays: boxed, and the
    next card would be drawn; X-ALLY-16: the deck then empty, no new ally and no token asked."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {BOOMER: "benevolent"}, deck=(TYROL,)), seat, ARMORY)
    held = ns.nebula(b.state).held[seat]
    b, events = b.play(b.option(STAY))
    [replaced] = of(events, ae.AllyReplaced)
    assert (replaced.ally, replaced.drawn, replaced.skipped) == (BOOMER, "", (TYROL,))
    value = ns.nebula(b.state)
    assert not value.allies and not value.ally_deck and TYROL in value.allies_boxed
    assert value.held[seat] == held
    assert b.pending is not None and b.pending.kind == "action"


def test_a_replacement_skips_a_location_out_of_the_game_x_ally_21() -> None:
    """X-ALLY-21: with Colonial One closed by Bomb on Colonial One, Priestess Elosha (the
    President's Office) is boxed; open, she comes."""
    for bombed in (True, False):
        b = nebula_table()
        seat = b.game.current
        in_play = (*b.game.in_play, BOMB) if bombed else b.game.in_play
        b = laid_out(b, {BOOMER: "benevolent"}, deck=(ELOSHA,), in_play=in_play)
        b, events = at(b, seat, ARMORY).play(b.option(STAY))
        [replaced] = of(events, ae.AllyReplaced)
        assert (replaced.drawn, replaced.skipped) == (("", (ELOSHA,)) if bombed else (ELOSHA, ()))


def test_the_trauma_op_returns_chosen_then_random_tokens() -> None:
    """Brother Cavil's hope (``trauma`` −1 chosen, −1 random): the player picks one icon to
    return, a second goes at random; both back into the pool, hidden from the others."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {CAVIL: "benevolent"}), seat, "base.location.research_lab")
    value = ns.nebula(b.state)
    held = value.held[seat]
    b, _ = b.play(b.option(STAY))
    assert b.pending is not None and b.pending.kind == "exodus_return_trauma"
    assert {kind(o.token) for o in b.pending.options} == {kind(t) for t in held}  # type: ignore[attr-defined]
    choice = b.pending.options[0]
    b, events = b.play(choice)
    returned = of(events, ns.TraumaReturned)
    assert [len(e.tokens) for e in returned] == [1, 1]
    assert returned[0].tokens == (choice.token,)  # type: ignore[attr-defined]
    assert all(set(e.redacted_for((seat + 1) % 3).tokens) == {HIDDEN} for e in returned)
    after = ns.nebula(b.state)
    assert len(after.held[seat]) == len(held) - 2
    assert all(t in after.pool for e in returned for t in e.tokens)


def test_the_trauma_op_draws_for_the_acting_player() -> None:
    """Leoben Conoy's doom (``trauma`` +2): the player draws 2 tokens by the drawing rules
    (a pool of non-disasters here, so he keeps both)."""
    leoben = ALLY + "leoben_conoy"
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {leoben: "antagonistic"}), seat, "base.location.communications")
    value = ns.nebula(b.state)
    brig, sickbay = (t for t in value.pool if kind(t) == "disaster")  # out of the draw's reach
    pool = (*without(value.pool, (brig, sickbay)), value.brig, value.sickbay)
    fresh = attrs.evolve(value, pool=tuple(sorted(pool)), brig=brig, sickbay=sickbay)
    b = Board(b.rules, b.state.with_plugin(ns.PART, fresh))
    before = ns.nebula(b.state).held[seat]
    b, events = b.play(b.option(STAY))
    [drawn] = of(events, ns.TraumaDrawn)
    assert drawn.seat == seat and len(drawn.kept) == 2 and not drawn.revealed
    assert ns.nebula(b.state).held[seat] == (*before, *drawn.kept)
    assert drawn.redacted_for((seat + 1) % 3).kept == (HIDDEN, HIDDEN)


def test_an_encounter_that_executes_the_player_x_ally_37() -> None:
    """X-ALLY-37 (R-248): Leoben's doom draws 2 disasters (the only tokens left in the pool): the
    human is executed; once the execution is done his turn ends and the new ally comes seeded as
    outside an encounter: no Cylon player holds a token, so with a pool token (X-ALLY-34)."""
    leoben = ALLY + "leoben_conoy"
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {leoben: "antagonistic"}), seat, "base.location.communications")
    with using_rules(b.rules):  # the deal decides who holds a Cylon card
        cards = data()
        cylons = {
            s
            for s, p in enumerate(b.game.players)
            if any(cards.get(c).extra.get("team") == "cylon" for c in p.loyalty)
        }
    if seat in cylons:  # the encountering player is human: his loyalty swapped with a human's
        human = next(s for s in range(3) if s not in cylons)
        players = list(b.game.players)
        mine, theirs = players[seat].loyalty, players[human].loyalty
        players[seat] = attrs.evolve(players[seat], loyalty=theirs)
        players[human] = attrs.evolve(players[human], loyalty=mine)
        b = Board(b.rules, b.state.with_game(attrs.evolve(b.game, players=tuple(players))))
        cylons = (cylons - {seat}) | {human}
    value = ns.nebula(b.state)  # no Cylon holds a token: the new ally is seeded from the pool
    keeper = next(s for s in range(3) if s != seat and s not in cylons)
    disasters = tuple(t for t in value.pool if kind(t) == "disaster")
    others = [t for t in value.pool if kind(t) != "disaster"]
    others += [t for s in cylons for t in value.held[s]]
    held = [() if s in cylons else h for s, h in enumerate(value.held)]
    held[keeper] = (*held[keeper], *others)
    b = Board(
        b.rules,
        b.state.with_plugin(
            ns.PART,
            attrs.evolve(value, pool=disasters, held=tuple(held)),
        ),
    )
    b, events = b.play(b.option(STAY))
    while b.pending is not None and b.pending.seat == seat and b.pending.kind != "action":
        b, more = b.play(b.pending.options[0])
        events += more
    assert b.game.executions and b.game.executions[-1].seat == seat
    [replaced] = of(events, ae.AllyReplaced)
    assert replaced.ally == leoben and replaced.drawn == KELLY
    [seeded] = of(events, ae.AllySeeded)
    assert seeded.seat == ae.POOL
    [executed] = of(events, CharacterExecuted)
    [cut] = of(events, TurnCutShort)
    assert events.index(executed) < events.index(replaced) < events.index(seeded)
    assert events.index(seeded) < events.index(cut)  # X-EXEC-13 comes after
    assert b.game.current != seat


def test_no_seat_sees_a_token_it_did_not_place() -> None:
    """X-TRAUMA-3, X-ALLY-14: over a random game with seeded allies, no seat's view or events
    show a token on an ally card it did not see (the kit's leak checks, with a scramble)."""
    game = next(
        g
        for seed in range(1, 30)
        for g in [random_playout("base", 3, seed, plugins=["exodus"], options=OPTIONS)]
        if any(isinstance(e, ae.AllySeeded) and e.seat != ae.POOL for e in g.events)
    )
    seeded = [e for e in game.events if isinstance(e, ae.AllySeeded) and e.seat != ae.POOL]
    for event in seeded:
        for seat in range(3):
            if seat != event.seat:
                shown = json.dumps(game.events_for(seat), default=str)
                assert f'"{event.token}"' not in shown or any(
                    isinstance(e, ae.AllyRevealed) and e.token == event.token for e in game.events
                )
    check_no_leaks(game, scrambles=1)


def test_baltars_doom_deals_a_loyalty_card_at_distance_7_or_less() -> None:
    """Gaius Baltar's doom (``loyalty_deck``): at distance 7 or less a "You Are Not a Cylon"
    card is shuffled in and the player draws one; beyond 7, nothing."""
    drawn: dict[int, int] = {}
    for distance in (7, 8):
        b = nebula_table()
        seat = b.game.current
        b = laid_out(b, {ALLY + "gaius_baltar": "antagonistic"}, distance=distance)
        b = at(b, seat, "base.location.research_lab")
        before = b.game
        b, events = b.play(b.option(STAY))
        drawn[distance] = len(b.game.players[seat].loyalty) - len(before.players[seat].loyalty)
        if drawn[distance]:
            assert len(b.game.loyalty_deck) == len(before.loyalty_deck)
            assert b.game.loyalty_added == before.loyalty_added + 1
    assert drawn == {7: 1, 8: 0}


def test_caprica_sixs_doom_takes_destiny_cards_into_the_hand() -> None:
    """Caprica Six's doom: 3 random skill cards discarded, then the top 2 Destiny cards into
    the player's hand, which the other seats do not see."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {ALLY + "caprica_six": "antagonistic"}), seat, BRIG)
    top = b.game.destiny[:2]
    hand = len(b.game.players[seat].hand)
    b, events = b.play(b.option(STAY))
    [taken] = [e for e in events if e.tag == "exodus.destiny_taken"]
    assert taken.cards == top  # type: ignore[attr-defined]
    assert not set(top) & set(taken.redacted_for((seat + 1) % 3).cards)  # type: ignore[attr-defined]
    assert len(b.game.players[seat].hand) == max(hand - 3, 0) + 2
    assert all(c in b.game.players[seat].hand for c in top)


def test_zareks_hope_trades_a_population_for_a_chosen_resource() -> None:
    """Tom Zarek's hope: the player may give 1 population for 1 fuel, food or morale."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {ALLY + "tom_zarek": "benevolent"}), seat, "base.location.administration")
    before = b.game
    b, _ = b.play(b.option(STAY))
    assert b.pending is not None and b.pending.kind == "choose_exodus_trade"
    assert [o.value for o in b.pending.options] == [0, 1, 2, 3]  # type: ignore[attr-defined]
    b, _ = b.play(b.option("base.pick", value=2))  # food
    assert (b.game.population, b.game.food) == (before.population - 1, before.food + 1)


def test_ellen_tighs_hope_may_give_a_title_to_a_human_player() -> None:
    """Ellen Tigh's hope: the player may (a yes/no first) give the President or the Admiral
    title to any human player; declining changes nothing."""
    titles = {}
    for accept in (0, 1):
        b = nebula_table()
        seat = b.game.current
        b = laid_out(b, {ALLY + "ellen_tigh": "benevolent"})
        b = at(b, seat, "base.location.admirals_quarters")
        before = dict(b.game.titles)
        b, _ = b.play(b.option(STAY))
        assert b.pending is not None and b.pending.kind == "choose_optional"
        b, _ = b.play(b.option("base.pick", value=accept))
        if accept:
            b, _ = b.play(b.option("base.pick", value=1))  # the Admiral title
            assert b.pending is not None and b.pending.kind == "choose_target"
            other = next(o.value for o in b.pending.options if o.value != before["admiral"])  # type: ignore[attr-defined]
            b, _ = b.play(b.option("base.pick", value=other))
            assert b.game.titles["admiral"] == other
        titles[accept] = dict(b.game.titles)
    assert titles[0] == before


def revealed(b: Board, *seats: int) -> Board:
    """These seats' players are revealed Cylons."""
    players = list(b.game.players)
    for seat in seats:
        players[seat] = attrs.evolve(players[seat], revealed=True)
    return Board(b.rules, b.state.with_game(attrs.evolve(b.game, players=tuple(players))))


def holding(b: Board, counts: dict[int, int]) -> Board:
    """Each named seat holds exactly that many tokens (the rest back in the pool)."""
    value = ns.nebula(b.state)
    pool = list(value.pool)
    held = list(value.held)
    for seat, count in counts.items():
        pool += held[seat]
        safe = sorted(t for t in pool if kind(t) != "disaster")[:count]
        held[seat] = tuple(safe)
        pool = list(without(tuple(pool), safe))
    fresh = attrs.evolve(value, pool=tuple(sorted(pool)), held=tuple(held))
    return Board(b.rules, b.state.with_plugin(ns.PART, fresh))


def test_outside_an_encounter_the_cylon_with_most_tokens_seeds_x_ally_32() -> None:
    """X-ALLY-32: the revealed Cylon holding the most tokens seeds the new ally from his own."""
    b = nebula_table()
    seat = b.game.current
    b = holding(revealed(laid_out(b, {BOOMER: ""}), 1, 2), {1: 2, 2: 4})
    b, _ = b.run(en.ReplaceAlly(seat, BOOMER, outside=True))
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == ("exodus_seed_ally", 2)


def test_tied_cylons_the_current_player_picks_x_ally_33() -> None:
    """X-ALLY-33 (R-247): two revealed Cylons tie for most tokens: the current player picks."""
    b = nebula_table()
    seat = b.game.current
    cylons = [s for s in range(3) if s != seat]
    b = holding(revealed(laid_out(b, {BOOMER: ""}), *cylons), dict.fromkeys(cylons, 3))
    b, _ = b.run(en.ReplaceAlly(seat, BOOMER, outside=True))
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == (
        "exodus_pick_seeder",
        seat,
    )
    assert sorted(o.seeder for o in b.pending.options) == cylons  # type: ignore[attr-defined]
    b, _ = b.play(b.option("exodus.pick_seeder", seeder=cylons[1]))
    assert b.pending is not None and (b.pending.kind, b.pending.seat) == (
        "exodus_seed_ally",
        cylons[1],
    )


def test_no_cylon_with_tokens_a_pool_token_seeds_x_ally_34() -> None:
    """X-ALLY-34: no Cylon player holds a token (a human holding many does not count): a random
    pool token goes on the new ally, unseen."""
    b = nebula_table()
    seat = b.game.current
    b = holding(revealed(laid_out(b, {BOOMER: ""}), 1), {1: 0, 2: 5})
    b, events = b.run(en.ReplaceAlly(seat, BOOMER, outside=True))
    [seeded] = of(events, ae.AllySeeded)
    assert seeded.seat == ae.POOL


def test_a_new_character_shown_by_an_ally_replaces_it_x_ally_31() -> None:
    """X-ALLY-31: an executed human's player chooses William Adama while his ally is on the
    board: that ally is boxed, its token back into the pool unseen, and a new one comes, seeded
    as outside an encounter (no Cylon player: a pool token, X-ALLY-34)."""
    adama = ALLY + "william_adama"
    b = nebula_table()
    seat = next(
        s
        for s, p in enumerate(b.game.players)
        if s != b.game.current and not any("cylon" in c and "not" not in c for c in p.loyalty)
    )
    b = laid_out(b, {adama: "benevolent", BOOMER: "antagonistic"})
    token = dict(ns.nebula(b.state).allies)[adama]
    b, events = b.run(Execute(seat, "test"))
    while b.pending is not None and b.pending.kind != "movement":
        pick = [o for o in b.pending.options if "william_adama" in repr(o)]
        b, more = b.play(pick[0] if pick else b.pending.options[0])
        events += more
    assert b.game.players[seat].character == "base.character.william_adama"
    [replaced] = of(events, ae.AllyReplaced)
    assert (replaced.ally, replaced.drawn, replaced.returned) == (adama, KELLY, token)
    assert replaced.redacted_for(seat).returned == HIDDEN
    value = ns.nebula(b.state)
    assert adama in value.allies_boxed
    assert token in value.pool or dict(value.allies)[KELLY] == token  # back in the pool
    assert dict(value.allies)[BOOMER]


def test_a_damaged_location_loses_its_allies_x_ally_30() -> None:
    """X-ALLY-30: the Armory is damaged (Galactica's only damage token left is the Armory's):
    Diana Seelix there is boxed, her token back into the pool unseen, and a new ally comes
    seeded as outside an encounter (X-ALLY-34: a pool token); Helena Cain on Command stays."""
    b = nebula_table()
    seat = b.game.current
    armory = "base.damage.galactica_armory"
    allies = {SEELIX: "benevolent", ALLY + "helena_cain": "antagonistic"}
    b = laid_out(b, allies, damage_pile=(armory,))
    token = dict(ns.nebula(b.state).allies)[SEELIX]
    b, events = b.run(RunOps("exodus.ally_result.sharon_boomer_valerii.doom", "effects", seat))
    assert armory in [getattr(e, "token", "") for e in events]
    [replaced] = of(events, ae.AllyReplaced)
    assert (replaced.ally, replaced.drawn, replaced.returned) == (SEELIX, KELLY, token)
    [seeded] = of(events, ae.AllySeeded)
    assert seeded.seat == ae.POOL
    value = ns.nebula(b.state)
    assert SEELIX in value.allies_boxed and ALLY + "helena_cain" in dict(value.allies)


def test_anders_hope_moves_every_centurion_back() -> None:
    """Samuel T. Anders' hope (``move_centurions`` −1): each centurion on the Boarding Party
    track moves 1 space back, none past the start."""
    b = nebula_table()
    seat = b.game.current
    b = at(
        laid_out(b, {ALLY + "samuel_t_anders": "benevolent"}, centurions=(0, 2, 3)), seat, ARMORY
    )
    b, _ = b.play(b.option(STAY))
    assert b.game.centurions == (0, 1, 2)


def test_hoshis_hope_shuffles_a_civilian_ship_back_into_the_pile() -> None:
    """Louis Hoshi's hope: the player picks a civilian ship in space; it goes back into the
    unused pile with its cargo, the new order hidden from every seat."""
    b = nebula_table()
    seat = b.game.current
    b = at(laid_out(b, {ALLY + "louis_hoshi": "benevolent"}), seat, "base.location.communications")
    ships, pile = len(b.game.civilians), sorted(b.game.civilian_pile)
    assert ships
    uid = b.game.civilians[0].uid
    cargo = b.game.cargo[0]
    b, _ = b.play(b.option(STAY))
    assert b.pending is not None and b.pending.kind == "choose_exodus_civilian"
    b, events = b.play(b.option("base.pick", value=uid))
    assert uid not in [c.uid for c in b.game.civilians] and len(b.game.civilians) == ships - 1
    assert sorted(b.game.civilian_pile) == sorted((*pile, cargo))
    [returned] = [e for e in events if e.tag == "exodus.civilian_returned"]
    assert cargo not in returned.redacted_for(seat).pile  # type: ignore[attr-defined]
