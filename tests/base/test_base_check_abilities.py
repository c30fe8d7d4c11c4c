"""Character abilities on skill checks and crisis choices (B-CHR): Adama's Command Authority, Tigh's
Cylon Hatred, Zarek's Friends in Low Places, Boomer's Mysterious Intuition, Tyrol's Blind
Devotion, Helo's Moral Compass; their windows in the check (B-CHECK-4, -8, -11), once per game,
never for a revealed Cylon (B-CHAR-5) nor on a Super Crisis card (B-CHAR-3, R-106)."""

from __future__ import annotations

import random

import attrs

from bsgcore.base import model as m
from bsgcore.base.characters import check_abilities as ca
from bsgcore.base.crisis import steps as crisis
from bsgcore.base.model import BaseGame, Check
from bsgcore.base.quorum.cards import CheckDifficultyChanged, OncePerGameUsed
from bsgcore.base.turn import commands as tc
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.base.view import base_view
from bsgcore.core_events import CommandPlayed
from bsgcore.messages import Command, Event
from bsgcore.testing import check_game, check_invariants, check_no_leaks
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import WINDOWS, arrange, declined, skill, table, with_crisis

ELECTIONS = "base.crisis.elections_loom"  # politics/leadership 8, partial 5 (lose 1 morale)
FOOD_SHORTAGE = "base.crisis.food_shortage"  # the President: a) lose 2 food, b) discards
AQ, ADMIN = "base.location.admirals_quarters", "base.location.administration"
BRIG = "base.location.brig"
POL1, POL3 = skill("consolidate_power", 1), skill("investigative_committee", 3)
LEA2, LEA4 = skill("executive_order", 2), skill("declare_emergency", 4)
TAC1, ENG2 = skill("launch_scout", 1), skill("repair", 2)
TAC2 = skill("launch_scout", 2)
ADAMA, TIGH, ZAREK = "william_adama", "saul_tigh", "tom_zarek"
BOOMER, TYROL, HELO = "sharon_boomer_valerii", "galen_tyrol", "karl_helo_agathon"
ROSLIN, BALTAR = "laura_roslin", "gaius_baltar"
SUPER = "base.super_crisis.cylon_intruders"


def seat(game: BaseGame, name: str) -> int:
    """The seat of a character."""
    return m.seat_of(game, f"base.character.{name}")


def placed(b: Board, who: int, location: str) -> Board:
    """The board with one character moved (no event)."""
    player = attrs.evolve(b.game.players[who], location=location)
    return Board(b.rules, b.state.with_game(m.replace_player(b.game, who, player)))


def revealed(game: BaseGame, who: int) -> BaseGame:
    """The game with one seat a revealed Cylon."""
    return m.replace_player(game, who, attrs.evolve(game.players[who], revealed=True))


def crisis_check(b: Board, hands: dict[int, list[str]], destiny: list[str]) -> Board:
    """Elections Loom drawn by the current player (again, once it is discarded), with these hands
    and destiny cards, resolved up to its first decision."""
    game = arrange(b.game, hands, destiny)
    game = with_crisis(game, ELECTIONS) if ELECTIONS in game.crisis_deck else game
    b = Board(b.rules, b.state.with_game(attrs.evolve(game, crisis=ELECTIONS)))
    b, _ = b.run(tf.ResolveCrisis(b.game.current))
    return b


def answer(b: Board, plays: dict[int, list[str]]) -> Command:
    """The next listed card of the seat asked to add cards, or a declined window."""
    decision = b.pending
    assert decision is not None
    if decision.kind in WINDOWS:
        return declined(b)
    cards = plays.get(decision.seat, [])
    return tc.AddCard(decision.seat, cards.pop(0)) if cards else tc.StopAdding(decision.seat)


def contribute(b: Board, plays: dict[int, list[str]], stop: str = "") -> tuple[Board, list[Event]]:
    """Each seat adds its listed cards; every window is declined but the decision kind `stop`,
    which is left pending."""
    events: list[Event] = []
    while b.pending is not None and b.pending.kind in ("contribute", *WINDOWS):
        if b.pending.kind == stop:
            break
        b, out = b.play(answer(b, plays))
        events += out
    return b, events


def kinds_asked(b: Board) -> list[str]:
    """The decision kinds met while the check is answered with no card (every window
    declined)."""
    asked: list[str] = []
    while b.pending is not None and b.pending.kind in ("contribute", *WINDOWS):
        asked.append(b.pending.kind)
        b, _ = b.play(answer(b, {}))
    return asked


def use(b: Board, ability: str, choice: str) -> tuple[Board, list[Event]]:
    """The pending window's seat uses `ability` with `choice`."""
    decision = b.pending
    assert decision is not None and decision.kind == ca.KINDS[ability]
    command = ca.UseAbility(decision.seat, ability, choice)
    assert command in decision.options
    out, events = b.play(command)
    check_invariants(out.rules, out.state, at_rest=False)
    return out, events


# -- Tyrol's Blind Devotion -------------------------------------------------------------------


def test_blind_devotion_zeroes_a_type_b_chr_tyr_o() -> None:
    """B-CHR-TYR-O, B-CHECK-8: after every seat has added its cards and before the reveal, Tyrol
    names politics: the 3 politics cards count 0, so -1 + 4 - 2 = 1 (instead of 6, a partial
    pass) is a fail; once per game, so the next check does not ask him again."""
    b = table()
    first = b.game.current
    left, right = (first + 1) % 3, (first + 2) % 3
    tyrol = seat(b.game, TYROL)
    hands = {first: [POL1, TAC1], left: [POL3], right: [LEA4, ENG2]}
    b = crisis_check(b, hands, [TAC1, POL1])
    b, events = contribute(b, {left: [POL3], right: [LEA4, ENG2], first: [POL1]}, "blind_devotion")
    assert not any(isinstance(e, te.CheckRevealed) for e in events)
    decision = b.pending
    assert decision is not None and decision.seat == tyrol and decision.kind == "blind_devotion"
    assert {o.choice for o in decision.options} == {  # type: ignore[attr-defined]
        "", "politics", "leadership", "tactics", "piloting", "engineering",
    }  # fmt: skip
    morale = b.game.morale
    b, events = use(b, ca.BLIND_DEVOTION, "politics")
    assert OncePerGameUsed(tyrol, ca.BLIND_DEVOTION) in events
    assert ca.SkillTypeZeroed(tyrol, "politics") in events
    revealed_event = next(e for e in events if isinstance(e, te.CheckRevealed))
    assert (revealed_event.total, revealed_event.result) == (1, "fail")
    assert ca.BLIND_DEVOTION in b.game.once_per_game_used
    assert b.game.morale < morale  # Elections Loom's fail
    again = crisis_check(b, {}, [])
    assert again.game.check is not None
    assert "blind_devotion" not in kinds_asked(again)


def test_blind_devotion_declined_changes_nothing_b_chr_tyr_o() -> None:
    """B-CHR-TYR-O: declining keeps the ability for later and the total as printed (6,
    partial)."""
    b = table()
    first = b.game.current
    left, right = (first + 1) % 3, (first + 2) % 3
    hands = {first: [POL1, TAC1], left: [POL3], right: [LEA4, ENG2]}
    b = crisis_check(b, hands, [TAC1, POL1])
    b, events = contribute(b, {left: [POL3], right: [LEA4, ENG2], first: [POL1]})
    result = next(e for e in events if isinstance(e, te.CheckRevealed))
    assert (result.total, result.result) == (6, "partial")
    assert not b.game.once_per_game_used


# -- Adama's Command Authority ----------------------------------------------------------------


def test_command_authority_takes_every_card_b_chr_ada_o() -> None:
    """B-CHR-ADA-O, B-CHECK-11, B-CHECK-13: after the total Adama takes every card of the check,
    the destiny cards and the other players' included, into his hand instead of the discard
    piles; once per game."""
    b = table(characters=(ADAMA, TIGH, ROSLIN))
    adama = seat(b.game, ADAMA)
    first = b.game.current
    left, right = (first + 1) % 3, (first + 2) % 3
    hands = {first: [LEA2], left: [POL3], right: [ENG2]}
    b = crisis_check(b, hands, [TAC2, POL1])
    b, events = contribute(b, {first: [LEA2], left: [POL3], right: [ENG2]}, "command_authority")
    assert any(isinstance(e, te.CheckRevealed) for e in events)
    decision = b.pending
    assert decision is not None and decision.seat == adama
    hand = b.game.players[adama].hand
    discards = b.game.skill_discards
    b, events = use(b, ca.COMMAND_AUTHORITY, "take")
    cards = tuple(sorted((TAC2, POL1, LEA2, POL3, ENG2)))
    assert ca.CheckCardsTaken(adama, cards) in events
    assert OncePerGameUsed(adama, ca.COMMAND_AUTHORITY) in events
    assert sorted(b.game.players[adama].hand) == sorted(hand + cards)
    assert b.game.check is None and b.game.skill_discards == discards
    assert ca.COMMAND_AUTHORITY in base_view(b.state, None)["once_per_game_used"]
    again = crisis_check(b, {}, [])
    assert "command_authority" not in kinds_asked(again)


def test_command_authority_then_a_fail_that_asks_the_admiral_b_chr_ada_o() -> None:
    """B-CHR-ADA-O: Crash Landing fails and Adama takes its cards; its fail box then asks the
    Admiral (fuel or morale) while the check, its cards gone, still shows what was revealed: that
    state keeps the invariants and the cards are in Adama's hand."""
    crash = "base.crisis.crash_landing"  # tactics/piloting 6
    b = table(characters=(ADAMA, TIGH, ROSLIN))
    adama = seat(b.game, ADAMA)
    game = with_crisis(arrange(b.game, {}, [POL1, LEA2]), crash)
    b = Board(b.rules, b.state.with_game(game))
    b, _ = b.run(tf.ResolveCrisis(b.game.current))
    b, events = contribute(b, {}, "command_authority")
    result = next(e for e in events if isinstance(e, te.CheckRevealed))
    assert result.result == "fail"
    hand = b.game.players[adama].hand
    b, _ = use(b, ca.COMMAND_AUTHORITY, "take")
    assert sorted(b.game.players[adama].hand) == sorted((*hand, POL1, LEA2))
    check = b.game.check
    assert check is not None and sorted(check.revealed) == sorted((POL1, LEA2))
    assert b.pending is not None and b.pending.seat == b.game.admiral == adama


def test_command_authority_declined_discards_as_usual_b_check_13() -> None:
    """B-CHR-ADA-O, B-CHECK-13: declined, the cards go to their discard piles and the ability
    stays for a later check."""
    b = table(characters=(ADAMA, TIGH, ROSLIN))
    first = b.game.current
    b = crisis_check(b, {first: [LEA2]}, [TAC2, POL1])
    b, _ = contribute(b, {first: [LEA2]})
    assert b.game.check is None and not b.game.once_per_game_used
    assert LEA2 in b.game.skill_discards["leadership"]


# -- Boomer's Mysterious Intuition ------------------------------------------------------------


def test_mysterious_intuition_declares_the_result_b_chr_sha_o() -> None:
    """B-CHR-SHA-O, R-8, B-CHECK-4: before any card is added to a Crisis card's check, Boomer
    declares it failed: no destiny card is dealt, nobody adds a card, the fail's effects run
    (Elections Loom: lose 1 morale, the President discards 4); once per game."""
    b = table(characters=(BOOMER, TIGH, ROSLIN))
    boomer = seat(b.game, BOOMER)
    b = crisis_check(b, {}, [])
    decision = b.pending
    assert decision is not None and decision.kind == "mysterious_intuition"
    assert decision.seat == boomer
    destiny, morale = b.game.destiny, b.game.morale
    president = len(b.game.players[b.game.president].hand)
    b, events = use(b, ca.INTUITION, "fail")
    assert OncePerGameUsed(boomer, ca.INTUITION) in events
    assert ca.CheckResultDeclared(boomer, "fail") in events
    assert not any(
        isinstance(e, (te.DestinyDealt, te.CardContributed, te.CheckRevealed)) for e in events
    )
    assert b.game.destiny == destiny and b.game.morale == morale - 1
    assert len(b.game.players[b.game.president].hand) == max(0, president - 4)
    assert b.game.check is None
    again = crisis_check(b, {}, [])
    assert "mysterious_intuition" not in kinds_asked(again)


def test_mysterious_intuition_pass_b_chr_sha_o() -> None:
    """B-CHR-SHA-O: declared passed, the pass box (no effect) is resolved with no card."""
    b = table(characters=(BOOMER, TIGH, ROSLIN))
    b = crisis_check(b, {}, [])
    morale = b.game.morale
    b, events = use(b, ca.INTUITION, "pass")
    assert b.game.check is None and b.game.morale == morale
    assert not any(isinstance(e, te.CardContributed) for e in events)


def test_mysterious_intuition_not_on_location_checks_r_8() -> None:
    """R-8: only a skill check on a Crisis card; not a location's check, not a Super Crisis."""
    b = table(characters=(BOOMER, TIGH, ROSLIN))
    location = Check(ADMIN, 5, ("politics", "leadership"), 0)
    assert ca.check_events(b.game, location) == []
    assert ca.check_events(b.game, Check(SUPER, 20, ("leadership",), 0)) == []
    assert ca.check_events(b.game, Check(ELECTIONS, 8, ("politics",), 0)) != []


# -- Tigh's Cylon Hatred and Zarek's Friends in Low Places ------------------------------------


def activate(b: Board, who: int, location: str, target: int = -1) -> Board:
    """`who` activates the location he stands in (naming `target`), up to the next decision."""
    b = placed(b, who, location)
    b, _ = b.run(tf.ActionStep(who))
    b, _ = b.play(tc.UseLocation(who, location))
    if target >= 0:
        assert b.pending is not None and b.pending.kind == "choose_target"
        b, _ = b.play(tc.Pick(who, target))
    return b


def test_cylon_hatred_lowers_admirals_quarters_b_chr_tig_a() -> None:
    """B-CHR-TIG-A, B-CHECK-4: whoever activates Admiral's Quarters, Tigh may lower that check
    by 3 (7 becomes 4) before cards are added; he is asked every time (not once per game)."""
    b = table(characters=(ROSLIN, TIGH, ZAREK))
    tigh, zarek = seat(b.game, TIGH), seat(b.game, ZAREK)
    b = activate(b, tigh, AQ, zarek)
    decision = b.pending
    assert decision is not None and decision.kind == "cylon_hatred" and decision.seat == tigh
    b, events = use(b, ca.CYLON_HATRED, "lower")
    assert CheckDifficultyChanged(-3, "Cylon Hatred") in events
    assert b.game.check is not None and b.game.check.difficulty == 4
    assert not b.game.once_per_game_used
    assert b.pending is not None and b.pending.kind in ("skill_window", "contribute")


def test_cylon_hatred_only_on_admirals_quarters_b_chr_tig_a() -> None:
    """B-CHR-TIG-A: not on Administration (Zarek's window comes instead), nor from a revealed
    Tigh (B-CHAR-5)."""
    b = table(characters=(ROSLIN, TIGH, ZAREK))
    tigh, zarek = seat(b.game, TIGH), seat(b.game, ZAREK)
    b = activate(b, zarek, ADMIN, tigh)
    assert b.pending is not None and b.pending.kind == "friends_in_low_places"
    game = b.game
    aq = Check(AQ, 7, ("leadership", "tactics"), zarek, target=zarek)
    assert ca.check_events(game, aq) != []
    assert ca.check_events(revealed(game, tigh), aq) == []


def test_friends_in_low_places_administration_b_chr_zar_a() -> None:
    """B-CHR-ZAR-A: Zarek may raise (5 to 7) or lower (5 to 3) Administration's check by 2,
    whoever activates it."""
    b = table(characters=(ROSLIN, TIGH, ZAREK))
    tigh, zarek = seat(b.game, TIGH), seat(b.game, ZAREK)
    b = activate(b, zarek, ADMIN, tigh)
    decision = b.pending
    assert decision is not None and decision.seat == zarek
    assert {o.choice for o in decision.options} == {"", "raise", "lower"}  # type: ignore[attr-defined]
    raised, events = use(b, ca.FRIENDS, "raise")
    assert CheckDifficultyChanged(2, "Friends in Low Places") in events
    assert raised.game.check is not None and raised.game.check.difficulty == 7
    lowered, _ = use(b, ca.FRIENDS, "lower")
    assert lowered.game.check is not None and lowered.game.check.difficulty == 3


def test_friends_in_low_places_brig_not_admirals_quarters_b_chr_zar_a() -> None:
    """B-CHR-ZAR-A: the Brig's check too (Zarek himself in the Brig: 7 raised to 9), but not
    Admiral's Quarters; not from a revealed Zarek (B-CHAR-5)."""
    b = table(characters=(ROSLIN, TIGH, ZAREK))
    tigh, zarek = seat(b.game, TIGH), seat(b.game, ZAREK)
    b = activate(b, zarek, BRIG)
    assert b.pending is not None and b.pending.kind == "friends_in_low_places"
    b, _ = use(b, ca.FRIENDS, "raise")
    assert b.game.check is not None and b.game.check.difficulty == 9
    game = b.game
    assert all(
        w.frames[0].ability != ca.FRIENDS  # type: ignore[attr-defined]
        for w in ca.check_events(game, Check(AQ, 7, ("leadership",), tigh, target=zarek))
    )
    brig = Check(BRIG, 7, ("politics", "tactics"), tigh)
    assert ca.check_events(revealed(game, zarek), brig) == []


# -- Helo's Moral Compass ---------------------------------------------------------------------


def food_shortage(b: Board) -> Board:
    """Food Shortage drawn, up to the President's choice."""
    value = with_crisis(b.game, FOOD_SHORTAGE)
    b = Board(b.rules, b.state.with_game(value))
    b, _ = b.run(tf.ResolveCrisis(value.current))
    assert b.pending is not None and b.pending.kind == "crisis_option"
    return b


def test_moral_compass_switches_the_option_b_chr_hel_o() -> None:
    """B-CHR-HEL-O, R-122, B-CRISIS-9: the President picks option a (lose 2 food); Helo switches
    it to option b (lose 1 food, discards), which is resolved instead; once per game."""
    b = table(characters=(ROSLIN, HELO, TIGH))
    helo, president = seat(b.game, HELO), b.game.president
    assert helo != president
    b = food_shortage(b)
    food = b.game.food
    b, _ = b.play(tc.ChooseOption(president, "a"))
    decision = b.pending
    assert decision is not None and decision.kind == "moral_compass" and decision.seat == helo
    assert b.game.food == food
    b, events = use(b, ca.MORAL_COMPASS, "switch")
    assert ca.CrisisChoiceChanged(helo, "a", "b") in events
    assert OncePerGameUsed(helo, ca.MORAL_COMPASS) in events
    assert b.game.food == food - 1  # option b: lose 1 food, then the discards
    assert b.pending is not None and b.pending.kind == "discard"
    food = b.game.food
    again = food_shortage(b)
    again, _ = again.play(tc.ChooseOption(president, "a"))
    assert again.game.food == food - 2  # no second window


def test_moral_compass_declined_keeps_the_choice_b_chr_hel_o() -> None:
    """B-CHR-HEL-O: declined, the chosen option is resolved and the ability stays."""
    b = table(characters=(ROSLIN, HELO, TIGH))
    b = food_shortage(b)
    food = b.game.food
    b, _ = b.play(tc.ChooseOption(b.game.president, "a"))
    b, _ = use(b, ca.MORAL_COMPASS, "")
    assert b.game.food == food - 2 and not b.game.once_per_game_used


def test_moral_compass_when_it_can_apply_b_chr_hel_o() -> None:
    """B-CHR-HEL-O, B-CHAR-5: no window when Helo made the choice himself, when the other option
    may not be taken, or when Helo is a revealed Cylon."""
    b = table(characters=(ROSLIN, HELO, TIGH))
    helo, president = seat(b.game, HELO), b.game.president
    game = with_crisis(b.game, FOOD_SHORTAGE)
    assert crisis.moral_compass(game, president, "a") != []
    assert crisis.moral_compass(game, helo, "a") == []
    assert crisis.moral_compass(revealed(game, helo), president, "a") == []
    used = attrs.evolve(game, once_per_game_used=(ca.MORAL_COMPASS,))
    assert crisis.moral_compass(used, president, "a") == []
    detector = "base.crisis.build_cylon_detector"  # the Admiral; a) needs a nuke
    armed = with_crisis(b.game, detector)
    assert crisis.moral_compass(armed, armed.admiral, "b") != []
    bare = attrs.evolve(armed, nukes=0)
    assert crisis.moral_compass(bare, bare.admiral, "b") == []


# -- abilities that stop: revealed Cylons, Super Crisis cards, once per game -------------------


def test_no_window_for_a_revealed_cylon_or_a_super_crisis_b_char_5_r_106() -> None:
    """B-CHAR-5, B-CHAR-3, R-106, B-CYL-11: a revealed Cylon's abilities are never offered; no
    character ability acts on a Super Crisis card's check; a used ability is not offered."""
    b = table(characters=(ADAMA, TYROL, BOOMER))
    game = b.game
    adama, tyrol, boomer = seat(game, ADAMA), seat(game, TYROL), seat(game, BOOMER)
    crisis = Check(ELECTIONS, 8, ("politics",), 0)
    supercheck = Check(SUPER, 20, ("leadership",), 0)
    on = attrs.evolve(game, check=crisis)
    assert ca.before_reveal(on) != [] and ca.after_total(on) != ()
    assert ca.before_reveal(attrs.evolve(game, check=supercheck)) == []
    assert ca.after_total(attrs.evolve(game, check=supercheck)) == ()
    assert ca.before_reveal(revealed(on, tyrol)) == []
    assert ca.after_total(revealed(on, adama)) == ()
    assert ca.check_events(revealed(on, boomer), crisis) == []
    spent = (ca.BLIND_DEVOTION, ca.COMMAND_AUTHORITY, ca.INTUITION)
    used = attrs.evolve(on, once_per_game_used=spent)
    assert ca.before_reveal(used) == [] and ca.after_total(used) == ()
    assert ca.check_events(used, crisis) == []


def test_random_games_with_the_abilities_b_chr() -> None:
    """B-CHR-ADA-O, B-CHR-TIG-A, B-CHR-ZAR-A, B-CHR-SHA-O, B-CHR-TYR-O, B-CHR-HEL-O: seeded
    random games with the six characters use the abilities, replay to the same state and leak
    nothing through the windows."""
    used: set[str] = set()
    for seed in range(2):
        game = sc.set_up(
            6, 40 + seed, characters=[ADAMA, TIGH, ZAREK, BOOMER, TYROL, HELO],
            type_balance=False,
        )  # fmt: skip
        bot = random.Random(seed)
        while not game.is_over:
            decision = game.pending
            assert decision is not None and decision.options
            game.play(bot.choice(decision.options))
        used |= set(sc.base(game).once_per_game_used)
        used |= {
            e.command.ability
            for e in game.events
            if isinstance(e, CommandPlayed) and isinstance(e.command, ca.UseAbility)
            and e.command.choice
        }  # fmt: skip
        check_game(game)
        check_no_leaks(game, scrambles=1)
    assert len(used) >= 4
