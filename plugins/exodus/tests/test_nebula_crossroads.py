"""The Ionian Nebula objective, the Crossroads phase and the Trial (exodus.md §3.5, §7.4, §7.5;
part ``bsg_exodus.nebula.crossroads``): the phase at distance 8 and the next jump winning
(X-NEB-OBJ-1, -2), the battle (X-XR-10..12), the hidden tokens beside the cards (X-XR-22..25),
the rulebook's Disturbing Vision situation (X-XR-26), the Trial's eliminations (X-TRIAL)."""

from __future__ import annotations

import json
import random
from typing import Any

import attrs
import pytest
from bsg_exodus.nebula import state as ns
from bsg_exodus.nebula import tokens as tk
from bsg_exodus.nebula.crossroads import objective, phase, results, trial
from bsg_exodus.nebula.crossroads import state as xs

from bsgcore import Event, Game
from bsgcore.base import BaseGame, CharacterExecuted, Jump, ShipsPlaced, data, replace_player
from bsgcore.context import using_rules
from bsgcore.core_events import GameEnded
from bsgcore.testing import check_invariants, check_no_leaks
from bsgcore.testing import positions as pos
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.table import set_up
from bsgcore.testing.scenarios.turn import table

OPTIONS = {"ionian_nebula": True}
C = "exodus.crossroads."
A, B = tk.ANTAGONISTIC, tk.BENEVOLENT


def xr_table(seats: int = 4, seed: int = 1, **changes: Any) -> Board:
    """An Exodus game with the option, in the first player's Movement step, at distance 8."""
    changes.setdefault("distance", 8)
    return table(seats, seed, plugins=["exodus"], options=OPTIONS, **changes)


def of(events: list[Event], kind: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def holding(b: Board, held: dict[int, list[str]]) -> Board:
    """Each named seat holds tokens of these kinds instead of his own (others keep theirs)."""
    value = ns.nebula(b.state)
    pool = sorted((*value.pool, *(t for s in held for t in value.held[s])))
    new = list(value.held)
    for seat, kinds in held.items():
        mine = []
        for want in kinds:
            token = next(t for t in pool if tk.kind(t) == want)
            pool.remove(token)
            mine.append(token)
        new[seat] = tuple(mine)
    value = attrs.evolve(value, pool=tuple(pool), held=tuple(new))
    return Board(b.rules, b.state.with_plugin(ns.PART, value))


def no_disaster_drawn(b: Board, keeper: int) -> Board:
    """Every disaster token of the pool held by ``keeper`` instead, so draws from the pool never
    execute anyone (the pool's order is random, and allies hold pool tokens of their own)."""
    value = ns.nebula(b.state)
    disasters = tuple(t for t in value.pool if tk.kind(t) == tk.DISASTER)
    held = list(value.held)
    held[keeper] = (*held[keeper], *disasters)
    pool = tuple(t for t in value.pool if t not in disasters)
    value = attrs.evolve(value, pool=pool, held=tuple(held))
    return Board(b.rules, b.state.with_plugin(ns.PART, value))


def dealt(b: Board, cards: dict[int, str], laid: dict[int, str]) -> Board:
    """The phase's cards dealt as given and each seat's token of this kind laid ("" none)."""
    seats = len(b.game.players)
    state = xs.apply_dealt(
        b.state, xs.CrossroadsDealt(tuple(cards.get(s, "") for s in range(seats)))
    )
    for seat in range(seats):
        want = laid.get(seat, "")
        token = next((t for t in ns.nebula(state).held[seat] if tk.kind(t) == want), "")
        state = xs.apply_committed(state, xs.CrossroadsCommitted(seat, token if want else ""))
    return Board(b.rules, state)


def humans_but(b: Board, *cylons: int) -> Board:
    """Every seat but ``cylons`` holds no Cylon card: each one dealt is exchanged with a human
    card of the loyalty deck (the deal is the shuffle's, which other parts' set-up moves)."""
    with using_rules(b.rules):
        cards = data()
        game = b.game
        deck = list(game.loyalty_deck)
        players = list(game.players)
        for seat, player in enumerate(players):
            if seat in cylons:
                continue
            loyalty = list(player.loyalty)
            for i, card in enumerate(loyalty):
                if cards.get(card).extra.get("team") == "cylon":
                    j = next(
                        k for k, c in enumerate(deck) if cards.get(c).extra.get("team") == "human"
                    )
                    loyalty[i], deck[j] = deck[j], card
            players[seat] = attrs.evolve(player, loyalty=tuple(loyalty))
    game = attrs.evolve(game, players=tuple(players), loyalty_deck=tuple(deck))
    return edit(b, game)


def edit(b: Board, game: BaseGame) -> Board:
    return Board(b.rules, b.state.with_game(game))


def answer(b: Board, pick: Any = None) -> tuple[Board, list[Event]]:
    """Answer decisions (`pick(decision)` or the first option) until none is pending or the
    phase is over; every event on the way."""
    out: list[Event] = []
    while b.pending is not None and xs.xr(b.state).phase in (xs.CROSSROADS, xs.TRIAL):
        options = b.pending.options
        chosen = (pick(b.pending) if pick else None) or options[0]
        b, events = b.play(chosen)
        out += events
    return b, out


# -- the objective ------------------------------------------------------------------------------


def test_the_check_after_a_jump_starts_the_phase_at_distance_8_x_neb_obj_1() -> None:
    """X-NEB-OBJ-1, X-XR-1: a jump's steps end with the Crossroads check, which starts the phase
    at 8 and not at 7."""
    b = xr_table(distance=7)
    steps = objective.jump_steps(b.state, b.game.current, ())
    assert steps == (objective.CrossroadsCheck(b.game.current),)
    _, events = b.run(objective.CrossroadsCheck(b.game.current))
    assert not of(events, xs.CrossroadsDealt)
    b = xr_table(distance=8)
    after, events = b.run(objective.CrossroadsCheck(b.game.current))
    assert of(events, xs.CrossroadsDealt)
    assert xs.xr(after.state).phase == xs.CROSSROADS


def test_without_the_option_no_check_is_added() -> None:
    """Kobol's objective stays without the option: no step is added to a jump."""
    b = table(4, 1, plugins=["exodus"], distance=8)
    assert objective.jump_steps(b.state, b.game.current, ()) == ()


def test_a_jump_at_8_before_the_phase_holds_it_first_x_neb_obj_2() -> None:
    """X-NEB-OBJ-2: at distance 8 a jump before the Crossroads phase does not win: the phase
    comes first (base alone would end the game at once)."""
    b = xr_table()
    after, events = b.run(Jump(b.game.current))
    assert not of(events, GameEnded)
    assert of(events, xs.CrossroadsDealt)
    assert after.state.outcome is None


def test_the_jump_after_the_trial_wins_without_a_destination_x_neb_obj_2() -> None:
    """X-NEB-OBJ-2, X-TRIAL-31: once the Trial is over the next jump is the humans' win, no
    Destination card drawn."""
    b = xr_table()
    b = Board(b.rules, b.state.with_plugin(xs.PART, attrs.evolve(xs.xr(b.state), phase=xs.OVER)))
    after, events = b.run(Jump(b.game.current))
    ended = of(events, GameEnded)
    assert ended and ended[0].winner == "humans"
    assert not [e for e in events if e.tag == "base.destinations_drawn"]


@pytest.mark.rules("X-XR-10", "X-XR-12")
def test_the_battle_of_the_ionian_nebula_x_xr_10_12() -> None:
    """X-XR-10, -12: a basestar and 4 raiders above Galactica (areas 2 and 3), 2 vipers
    launched below it (areas 5 and 6), as far as the supply goes (X-XR-11)."""
    b = xr_table()
    game = attrs.evolve(b.game, cylon_ships=())
    _, events = edit(b, game).run(objective.CrossroadsPhase(game.current))
    placed = {e.area: e for e in of(events, ShipsPlaced)}
    assert (placed[2].basestars, placed[2].raiders) == (1, 4)
    assert (placed[3].basestars, placed[3].raiders) == (1, 4)
    assert placed[5].vipers == 2 and placed[6].vipers == 2


# -- the cards and their hidden tokens ----------------------------------------------------------


def _strings(value: object) -> str:
    return json.dumps(value, default=str)


def crossroads_game(seed: int = 3) -> Game:
    """A real 4-seat game with the option, its Crossroads phase begun (distance 8)."""
    position = pos.position_of(set_up(4, seed, plugins=["exodus"], **OPTIONS))
    position["game"]["tracks"]["distance"] = 8
    position["resolving"].append({"tag": objective.CrossroadsPhase.tag, "seat": 0})
    return pos.start(position)


def test_a_laid_token_and_card_stay_hidden_until_revealed_x_xr_22_23() -> None:
    """X-XR-22, -23: as seats lay their tokens, no other seat's view or redacted events name
    a seat's card or token; the kit's leak check (with scrambles) covers them at each step."""
    game = crossroads_game()
    assert game.pending is not None and game.pending.kind == "exodus_crossroads_token"
    first = game.pending.seat
    game.play(game.pending.options[-1])
    value = xs.xr(game.state)
    assert value.committed[first] and value.tokens[first]
    card, token = value.cards[first], value.tokens[first]
    for other in (None, *(s for s in range(4) if s != first)):
        seen = _strings(game.view(other)) + _strings(game.events_for(other))
        assert token not in seen and card not in seen, other
    own = game.view(first)["plugins"]["exodus.crossroads"]["crossroads"]["seats"][first]
    assert own == {"card": card, "token": token, "committed": True, "revealed": False}
    check_no_leaks(game, scrambles=2)
    while game.pending is not None and game.pending.kind == "exodus_crossroads_token":
        game.play(game.pending.options[0])
        check_no_leaks(game, scrambles=1)


def test_the_tokens_commit_before_any_card_is_revealed_x_xr_25() -> None:
    """X-XR-25: every seat lays his token before the current player's card is revealed, then
    the cards come in turn order from him."""
    game = crossroads_game()
    kinds = []
    while game.pending is not None and xs.xr(game.state).phase == xs.CROSSROADS:
        kinds.append(game.pending.kind)
        game.play(game.pending.options[0])
    laid = [i for i, k in enumerate(kinds) if k == "exodus_crossroads_token"]
    assert laid == list(range(len(laid))) and len(laid) >= 3
    reveals = [e for e in game.events if isinstance(e, xs.CrossroadsRevealed)]
    current = game.state.game.current
    assert [e.seat for e in reveals] == [(current + i) % 4 for i in range(4)]


def test_the_token_laid_selects_the_result_x_xr_21() -> None:
    """X-XR-21: The Opera House with a benevolent token: its holder draws 3, then another player
    he picks draws 3; with an antagonistic one nothing happens."""
    b = no_disaster_drawn(holding(xr_table(), {0: [B, A], 1: [A]}), keeper=3)
    hope = dealt(b, {0: C + "the_opera_house"}, {0: B})
    after, events = hope.run(phase.Reveal(0))
    assert of(events, xs.CrossroadsRevealed)[0].result == xs.HOPE
    assert [len(e.kept) + len(e.revealed) for e in of(events, ns.TraumaDrawn)][:1] == [3]
    after, events = after.play(after.option(results.PickSeat.tag, target=1))
    assert [e.seat for e in of(events, ns.TraumaDrawn)] == [1]
    doom = dealt(b, {0: C + "the_opera_house"}, {0: A})
    _, events = doom.run(phase.Reveal(0))
    assert of(events, xs.CrossroadsRevealed)[0].result == xs.DOOM
    assert not of(events, ns.TraumaDrawn)


def test_a_seat_without_tokens_picks_his_result_x_xr_24() -> None:
    """X-XR-24: with no token beside his card he chooses the result when it is revealed."""
    b = holding(xr_table(), {0: []})
    b = dealt(b, {0: C + "scanned"}, {})
    after, _ = b.run(phase.Reveal(0))
    assert after.pending is not None and after.pending.kind == "exodus_crossroads_result"
    morale = after.game.morale
    game = attrs.evolve(after.game, cylon_ships=())
    after, events = edit(after, game).play(after.option(phase.PickResult.tag, result=xs.HOPE))
    assert of(events, xs.CrossroadsRevealed)[0].result == xs.HOPE
    assert after.game.morale == morale - 1  # Order a Retreat


def test_the_rulebooks_disturbing_vision_x_xr_26() -> None:
    """[000 p.19]: the current player reveals Disturbing Vision with an antagonistic token: each
    Cylon player draws 2 tokens and the Admiral is executed at once; the Admiral's own card and
    token stay (X-XR-26) and are resolved in his turn-order place."""
    b = xr_table()
    current = b.game.current
    cylon, admiral = (current + 1) % 4, (current + 2) % 4
    game = b.game
    game = replace_player(game, cylon, attrs.evolve(game.players[cylon], revealed=True))
    game = attrs.evolve(game, titles={**game.titles, "admiral": admiral})
    b = humans_but(edit(b, game), cylon)
    b = holding(b, {current: [A], cylon: [B], admiral: [B, B]})
    cards = {current: C + "disturbing_vision", admiral: C + "the_opera_house"}
    b = dealt(b, cards, {current: A, admiral: B})
    b = Board(b.rules, b.state.push(phase.Reveal(admiral)))
    after, events = b.run(phase.Reveal(current))
    drawn = of(events, ns.TraumaDrawn)
    assert [e.seat for e in drawn] == [cylon] and len(drawn[0].kept) >= 2
    assert [e.seat for e in of(events, CharacterExecuted)] == [admiral]
    value = xs.xr(after.state)
    laid = value.tokens[admiral]
    assert value.cards[admiral] == C + "the_opera_house" and tk.kind(laid) == B
    after, events = after.play(after.pending.options[0])  # his new character
    assert laid not in ns.nebula(after.state).pool
    revealed = of(events, xs.CrossroadsRevealed)
    assert revealed == [xs.CrossroadsRevealed(admiral, C + "the_opera_house", laid, xs.HOPE)]


def test_an_executed_current_player_sees_the_phase_through_x_xr_26() -> None:
    """X-XR-26, X-TRIAL-30: the current player, Admiral, executed by his own Disturbing Vision:
    the next card is still resolved, the Trial held, and only then his turn ends."""
    b = xr_table()
    current = b.game.current
    nxt = (current + 1) % 4
    game = attrs.evolve(b.game, titles={**b.game.titles, "admiral": current})
    b = holding(edit(b, game), {current: [A], nxt: [A]})
    b = dealt(
        b, {current: C + "disturbing_vision", nxt: C + "the_opera_house"}, {current: A, nxt: A}
    )
    frames = (trial.Trial(current), phase.Reveal(nxt))
    b = Board(b.rules, b.state.push(*frames))
    after, events = b.run(phase.Reveal(current))
    assert [e.seat for e in of(events, CharacterExecuted)] == [current]
    after, events = after.play(after.pending.options[0])  # his new character
    assert [e.seat for e in of(events, xs.CrossroadsRevealed)] == [nxt]
    assert of(events, xs.TrialOver)
    assert [e.seat for e in events if e.tag == "base.turn_cut_short"] == [current]


# -- the Trial ----------------------------------------------------------------------------------


def trial_table(held: dict[int, list[str]], cylons: tuple[int, ...] = ()) -> Board:
    b = xr_table()
    game = b.game
    for seat in cylons:
        game = replace_player(game, seat, attrs.evolve(game.players[seat], revealed=True))
    b = holding(edit(b, game), {s: held.get(s, []) for s in range(4)})
    return dealt(b, {}, {})


def test_the_trial_drops_each_sides_tokens_and_small_holdings_x_trial_3_4() -> None:
    """X-TRIAL-3, -4: a human drops his benevolent tokens, a Cylon player his antagonistic ones;
    a holding of 1 or 2 left is dropped too; the most tokens left is eliminated (X-TRIAL-6)."""
    b = trial_table({0: [A, A, A, B], 1: [B, B, B, A], 2: [A, A, A, A, B], 3: [A, A]}, (1,))
    after, events = b.run(trial.Trial(0))
    boxed = {(e.seat, e.step): len(e.tokens) for e in of(events, xs.TrialTokensBoxed)}
    assert boxed == {
        (0, "X-TRIAL-3"): 1,
        (1, "X-TRIAL-3"): 1,
        (2, "X-TRIAL-3"): 1,
        (3, "X-TRIAL-4"): 2,
    }
    assert xs.xr(after.state).eliminated == (2,)


def test_tied_humans_the_president_picks_x_trial_7() -> None:
    """X-TRIAL-7: a tie among humans only: the President chooses which one is eliminated."""
    b = trial_table({0: [A, A, A], 1: [A, A, A], 2: [A], 3: []})
    after, _ = b.run(trial.Trial(0))
    assert after.pending is not None and after.pending.kind == "exodus_trial_condemn"
    assert after.pending.seat == after.game.president
    assert {c.target for c in after.pending.options} == {0, 1}


@pytest.mark.rules("X-TRIAL-8", "X-TRIAL-9")
def test_tied_cylons_all_go_and_one_tied_human_too_x_trial_8_9() -> None:
    """X-TRIAL-8, -9: every tied Cylon player is eliminated, with the single tied human."""
    b = trial_table({0: [B, B, B], 1: [B, B, B], 2: [A, A, A], 3: [A]}, (0, 1))
    after, _ = b.run(trial.Trial(0))
    assert sorted(xs.xr(after.state).eliminated) == [0, 1, 2]


def test_nobody_with_tokens_nobody_eliminated_x_trial_5() -> None:
    """X-TRIAL-5: with no token left after the drops, the Trial ends with no elimination, and
    no trauma token is left in the game (X-TRIAL-30, -32)."""
    b = trial_table({0: [B, B], 1: [A, A], 2: [B], 3: []})
    after, _ = b.run(trial.Trial(0))
    assert xs.xr(after.state).eliminated == ()
    assert xs.xr(after.state).phase == xs.OVER
    value = ns.nebula(after.state)
    assert not value.pool and not any(value.held) and not value.brig and not value.sickbay


@pytest.mark.rules("X-TRIAL-20", "X-TRIAL-21", "X-TRIAL-23")
def test_an_eliminated_human_costs_morale_keeps_no_character_and_no_turn_x_trial_20_23() -> None:
    """X-TRIAL-20, -21, -23: the eliminated human is executed (1 morale), chooses no new
    character, and his seat takes no more turns."""
    b = trial_table({0: [A, A, A], 1: [A], 2: [], 3: []})
    morale = b.game.morale
    after, events = b.run(trial.Trial(0))
    assert [e.seat for e in of(events, CharacterExecuted)] == [0]
    assert after.game.morale == morale - 1
    assert after.game.players[0].character == ""
    assert after.pending is None or after.pending.kind != "choose_new_character"
    begin = after.rules.registry.tags["base.f.begin_turn"]
    _, events = Board(after.rules, after.state.with_game(after.game)).run(begin(0))
    assert [e.seat for e in events if e.tag == "base.turn_begun"] == [1]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_phase_plays_to_the_final_jump(seed: int) -> None:
    """The phase, the Trial and then the game's end: every token boxed (X-TRIAL-32)."""
    game = crossroads_game(seed)
    while game.pending is not None and xs.xr(game.state).phase != xs.OVER:
        game.play(game.pending.options[0])
    assert xs.xr(game.state).phase == xs.OVER
    assert sorted(xs.xr(game.state).boxed) == sorted(tk.BOX)


@pytest.mark.parametrize("seed", list(range(3, 9)))
def test_random_choices_from_the_phase_end_the_game_and_replay(seed: int) -> None:
    """Random answers from the phase on: the game ends (the next jump, or the Cylons), the
    invariants hold at every step (every trauma token somewhere, X-TRAUMA-1) and the same
    commands give the same game again."""
    game, again = crossroads_game(seed), crossroads_game(seed)
    pick = random.Random(seed)
    for _ in range(5000):
        if game.pending is None or game.state.outcome is not None:
            break
        command = pick.choice(game.pending.options)
        game.play(command)
        again.play(command)
        if game.state.game.check is None:  # B-INV-27 is read at rest (Trust Instincts)
            check_invariants(game.rules, game.state)
    assert game.state.outcome is not None
    assert again.state == game.state
