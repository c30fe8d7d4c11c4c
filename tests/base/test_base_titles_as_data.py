"""Titles and skill types as data (issue 9 item 5): a test plugin (`base_titles_plugin`, public API
only) adds a third title with its own line of succession and a sixth skill type with its own
deck; set-up, succession, checks, views and invariants follow the data. Base's own two titles and
five types are registered the same way."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import attrs
import base_titles_plugin as tp
import pytest

from bsgcore.base import TITLES_KEY, base_lines, move_events, skill_types
from bsgcore.base import model as m
from bsgcore.base.catalogue.vocab import SKILL_TYPES
from bsgcore.base.cylons import reveal as rv
from bsgcore.base.model import Check
from bsgcore.base.setup.events import DecksShuffled, TitlesAssigned
from bsgcore.base.setup.frames import NotImplementedYet
from bsgcore.base.turn import events as te
from bsgcore.base.turn import frames as tf
from bsgcore.bots import make_bots, play_game
from bsgcore.context import using_rules
from bsgcore.game import Game
from bsgcore.ruleset import build_rules
from bsgcore.serialization import dumps
from bsgcore.testing import check_invariants
from bsgcore.testing.plugintools import installed_plugins
from bsgcore.testing.scenarios import table as sc
from bsgcore.testing.scenarios.space import Board
from bsgcore.testing.scenarios.turn import answer_check, arrange, table

STARBUCK = "base.character.kara_starbuck_thrace"
ADAMA = "base.character.william_adama"
ROSLIN = "base.character.laura_roslin"
TIGH = "base.character.saul_tigh"
CHARACTERS = ("kara_starbuck_thrace", "william_adama", "laura_roslin", "saul_tigh")
BRIG = "base.location.brig"
MORALE = "base.loyalty.you_are_a_cylon_morale"
SAB1, SAB2, SAB3 = (f"{tp.SABOTAGE}@{v}" for v in (1, 2, 3))
SEED = 4


@pytest.fixture(autouse=True)
def plugin() -> Iterator[None]:
    """The test plugin, discoverable for each test."""
    with installed_plugins(tp):
        yield


def plugged_game() -> Game:
    """Starbuck, Adama, Roslin and Tigh, set up with the test plugin."""
    return sc.set_up(4, SEED, characters=list(CHARACTERS), plugins=(tp.NAME,), type_balance=False)


def plugged() -> Board:
    """The same table as a board in the first Movement step (response windows passed)."""
    return table(4, SEED, characters=CHARACTERS, plugins=(tp.NAME,))


def seat(b: Board, character: str) -> int:
    """The seat playing `character`."""
    return m.seat_of(b.game, character)


def apply(b: Board, events: list[object]) -> Board:
    """The board with these events applied to its game."""
    game = b.game
    for event in events:
        game = event.apply(game)  # type: ignore[attr-defined]
    return Board(b.rules, b.state.with_game(game))


def test_base_registers_its_titles_and_types_as_data() -> None:
    """B-SUCC-0, B-SUCC-2, B-SUCC-4, B-COMP-3: base's rules carry the President's and the
    Admiral's titles (their lines from the character catalogue, the Admiral's passing on in the
    Brig) and the five skill types, as plain data."""
    rules = build_rules("base")
    lines = rules.data[TITLES_KEY]
    assert list(lines) == ["president", "admiral"] and lines == base_lines()
    assert not lines["president"].brig_passes and lines["admiral"].brig_passes
    assert not lines["president"].skip_brig and lines["admiral"].skip_brig
    cards = rules.data["base.cards"]
    assert cards.title_lines["president"][ROSLIN] == 1 and cards.title_lines["admiral"][ADAMA] == 1
    with using_rules(rules):
        assert tuple(skill_types()) == SKILL_TYPES


def test_a_third_title_is_handed_out_at_set_up_by_its_line() -> None:
    """B-SETUP-5 with a plugin's third title (X-FLEET-SETUP-8): each title goes to the highest
    seat on its own line; the set-up event names every line, the views show who holds what."""
    game = plugged_game()
    b = Board(game.rules, game.state)
    titles = {"president": seat(b, ROSLIN), "admiral": seat(b, ADAMA), "cag": seat(b, STARBUCK)}
    assert b.game.titles == titles
    assigned = next(e for e in game.events if isinstance(e, TitlesAssigned))
    assert assigned.titles == titles
    view = game.view(seat(b, TIGH))
    assert view["game"]["titles"] == titles
    assert view["game"]["players"][seat(b, STARBUCK)]["titles"] == ["cag"]
    assert view["game"]["players"][seat(b, ADAMA)]["titles"] == ["admiral"]
    check_invariants(b.rules, b.state)


def test_the_third_title_passes_down_its_line_from_the_brig() -> None:
    """X-CAG-4, X-CAG-6 (the line skips the Brig) as data: the CAG sent to the Brig hands the
    title to the next free character on the CAG line (Adama, 5th, before Tigh and Roslin), not on
    any other line; the President's line does not pass on in the Brig (B-SUCC-4)."""
    b = plugged()
    with using_rules(b.rules):
        events = move_events(b.game, seat(b, STARBUCK), BRIG, "test")
        changed = [e for e in events if isinstance(e, te.TitleChanged)]
        assert changed == [te.TitleChanged("cag", seat(b, ADAMA), "succession")]
        b = apply(b, events)
        check_invariants(b.rules, b.state)
        # Adama to the Brig too: the Admiral's and the CAG's lines both skip him now.
        events = move_events(b.game, seat(b, ADAMA), BRIG, "test")
        lines = {e.line: e.seat for e in events if isinstance(e, te.TitleChanged)}
        assert lines == {"admiral": seat(b, TIGH), "cag": seat(b, TIGH)}
        b = apply(b, events)
        assert not move_events(b.game, seat(b, ROSLIN), BRIG, "test")[1:], "the President stays"


def test_the_third_title_passes_down_its_line_when_its_holder_is_revealed() -> None:
    """X-CAG-3 as data: a CAG revealed as a Cylon hands the title to the highest character on
    the CAG line who is not a revealed Cylon (B-SUCC-5 applied to every line)."""
    b = plugged()
    starbuck = seat(b, STARBUCK)
    game = b.game
    holder = next(s for s, p in enumerate(game.players) if MORALE in p.loyalty or s == starbuck)
    if MORALE not in game.players[starbuck].loyalty:  # swap the card to Starbuck
        game = swap_loyalty(game, starbuck, holder)
    b = Board(b.rules, b.state.with_game(game))
    with using_rules(b.rules):
        revealed = m.replace_player(
            b.game, starbuck, attrs.evolve(b.game.players[starbuck], revealed=True)
        )
        events = rv.title_events(revealed, starbuck)
    assert events == [te.TitleChanged("cag", seat(b, ADAMA), "revealed Cylon")]


def swap_loyalty(game: m.BaseGame, seat_to: int, seat_from: int) -> m.BaseGame:
    """The morale Cylon card moved to `seat_to` from wherever it is (deck or a seat)."""
    mine = game.players[seat_to].loyalty
    if seat_from != seat_to and MORALE in game.players[seat_from].loyalty:
        theirs = list(game.players[seat_from].loyalty)
        theirs[theirs.index(MORALE)] = mine[0]
        game = m.replace_player(
            game, seat_from, attrs.evolve(game.players[seat_from], loyalty=tuple(theirs))
        )
    else:
        deck = list(game.loyalty_deck)
        if MORALE in deck:
            deck[deck.index(MORALE)] = mine[0]
        game = attrs.evolve(game, loyalty_deck=tuple(deck))
    player = game.players[seat_to]
    return m.replace_player(game, seat_to, attrs.evolve(player, loyalty=(MORALE, *mine[1:])))


def test_a_sixth_skill_type_has_its_own_deck_and_destiny_cards() -> None:
    """B-SETUP-7, B-DEST-1, B-COMP-3 with a sixth type: the set-up shuffles one deck per type,
    the sixth's being its catalogue cards; the destiny deck takes 2 of every type; the views
    count its deck and discard pile; card conservation covers it."""
    game = plugged_game()
    shuffled = next(e for e in game.events if isinstance(e, DecksShuffled))
    assert list(shuffled.skill_decks) == [*SKILL_TYPES, tp.TREACHERY]
    assert sorted(shuffled.skill_decks[tp.TREACHERY]) == sorted([SAB1] * 3 + [SAB2] * 2 + [SAB3])
    with using_rules(game.rules):
        per_type = Counter(m.skill_type(c) for c in game.state.game.destiny)
    assert per_type == dict.fromkeys([*SKILL_TYPES, tp.TREACHERY], 2)
    view = game.view(0)["game"]
    assert (
        view["decks"]["skill"][tp.TREACHERY] == 4 and view["discards"]["skill"][tp.TREACHERY] == []
    )
    check_invariants(game.rules, game.state)


def run_check(b: Board, skills: tuple[str, ...]) -> te.CheckRevealed:
    """A difficulty-3 check of these positive types: two strength-1 treachery cards as destiny,
    the current player adds a strength-3 one; the revealed check."""
    current = b.game.current
    with using_rules(b.rules):
        hand = [SAB3]
        game = arrange(b.game, {current: hand}, [SAB1, SAB1])
    check = Check("test.check", 3, skills, current)
    game = te.CheckStarted(check).apply(game)
    state = b.state.with_game(game).push(
        NotImplementedYet(current, "scenario: the check is done"),
        tf.FinishCheck(),
        tf.RevealCheck(),
        tf.ContributeStep(),
        tf.DealDestiny(),
    )
    b, events = Board(b.rules, state).run(tf.SkillWindow("before"))
    b, more = answer_check(b, {current: [SAB3]}, source="test.check")
    return next(e for e in events + more if isinstance(e, te.CheckRevealed))


def test_a_sixth_skill_type_counts_positive_or_negative_per_the_check() -> None:
    """B-CHECK-10 with a sixth type: its cards add when the check lists the type and subtract
    otherwise (the polarity is the check's, not the type's)."""
    positive = run_check(plugged(), (tp.TREACHERY,))
    assert positive.total == 5 and positive.result == "pass"
    negative = run_check(plugged(), ("politics", "leadership"))
    assert negative.total == -5 and negative.result == "fail"


V1_LOG = Path(__file__).resolve().parent / "data" / "v1-base-3-random-39.jsonl"


def test_a_log_of_the_positional_layout_still_loads() -> None:
    """A game saved before titles and skill types were data (its titles as `president` and
    `admiral` fields, its skill decks and destiny takings by position, `TitleChanged.title`) loads
    through the upcasters: every command is played again and every event matches, and saving it
    again writes today's layout of the same game (the same game as playing it anew)."""
    recorded = V1_LOG.read_text("utf-8").splitlines()
    assert '"president":0' in recorded[14] and '"title":"admiral"' in "\n".join(recorded)
    game = Game.load(V1_LOG)
    assert len(game.events) == len(recorded) - 1
    again = Game.new("base", (), {}, 3, 39)
    play_game(again, make_bots(again.rules, "random", 3, 39))
    assert [dumps(r) for r in game.log_records()] == [dumps(r) for r in again.log_records()]
    assert game.state.game.titles == again.state.game.titles


def test_a_third_titles_line_is_a_who_value_naming_its_holder() -> None:
    """A line added with ``content.add_title_line`` is a WHO value naming its title's holder,
    like ``president`` and ``admiral``, so a card effect may name the CAG."""
    b = plugged()
    with using_rules(b.rules):
        effects = b.rules.data["base.effects"]
        holder = effects.who_values[tp.CAG](b.game, 0, -1)
    assert holder == (b.game.titles[tp.CAG],)
