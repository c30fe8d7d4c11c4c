"""The heuristic bot's Exodus intent (bsg_exodus.bot, issue 11 item 9): trauma shed where the
Trial would count it, Crossroads and Trial picks for the seat's side, the CAG's bonus, escorts,
civilian ships placed away from the Cylons, Personal Goals revealed when it is cheap; every
other decision goes to the bot it wraps. Decided from the seat's view and options only."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs
import pytest
from bsg_exodus.bot.intent import ExodusBot
from bsg_exodus.conflicted.goals import RevealPersonalGoal
from bsg_exodus.fleet.cag_actions import CagPilotBonus, PassCagTitle
from bsg_exodus.fleet.escort import EscortCivilian
from bsg_exodus.fleet.reinforce import PlaceCivilianAt
from bsg_exodus.nebula.crossroads.phase import LayToken, PickResult
from bsg_exodus.nebula.crossroads.trial import Condemn
from bsg_exodus.nebula.encounter import SeedToken
from exodus_helpers import PLUGINS, WITH_PEGASUS

from bsgcore import Command, Game
from bsgcore.bots import make_bots, play_game

#: Every Exodus option.
ALL = {
    "cylon_fleet": True,
    "ionian_nebula": True,
    "conflicted_loyalties": "both",
}
HUMAN = ["base.loyalty.you_are_not_a_cylon"]
CYLON = ["base.loyalty.you_are_a_cylon_aiding_the_enemy"]


@attrs.frozen
class Attack(Command):
    """Stands for base's viper activation (the intent reads only the tag)."""

    tag = "base.activate_viper"
    viper: int


@attrs.frozen
class Pass(Command):
    """Stands for base's "take no Action"."""

    tag = "base.pass_action"


class Last:
    """A stand-in for the wrapped bot: always the last option, and the options it was given."""

    view_read_only = True

    def __init__(self) -> None:
        self.given: tuple[Command, ...] = ()

    def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        self.given = options
        return options[-1]


def view(
    kind: str,
    *,
    loyalty: Sequence[str] = HUMAN,
    revealed: bool = False,
    trauma: Sequence[str] = (),
    cylons: dict[int, Sequence[str]] | None = None,
    civilians: dict[int, Sequence[int]] | None = None,
    fleet: dict[int, dict[str, int]] | None = None,
    distance: int = 2,
    resources: dict[str, int] | None = None,
    seen: Sequence[tuple[int, str]] = (),
    titles: dict[int, Sequence[str]] | None = None,
) -> dict[str, Any]:
    """A 4-seat view for seat 0 with just what the intent reads, shaped as Exodus views are."""
    players = [
        {
            "seat": s,
            "revealed": revealed and s == 0,
            "titles": list((titles or {}).get(s, ())),
            "shown_loyalty": [],
            "location": "base.location.command",
        }
        for s in range(4)
    ]
    space = [
        {
            "area": a,
            "vipers": [],
            "cylons": [
                {"uid": 100 + i, "kind": k} for i, k in enumerate((cylons or {}).get(a, ()))
            ],
            "civilians": list((civilians or {}).get(a, ())),
        }
        for a in range(1, 7)
    ]
    areas = [
        {"raider": 0, "heavy_raider": 0, "basestar": 0, "main_area": a, **(fleet or {}).get(a, {})}
        for a in range(1, 7)
    ]
    return {
        "pending": {"kind": kind},
        "game": {
            "me": {"seat": 0, "loyalty": list(loyalty), "seen_loyalty": [list(x) for x in seen]},
            "players": players,
            "space": space,
            "distance": distance,
            "resources": {"fuel": 8, "food": 8, "morale": 8, "population": 8, **(resources or {})},
        },
        "plugins": {
            "exodus.nebula": {
                "ionian_nebula": {
                    "my_trauma": [{"token": t, "kind": t.split("-")[0]} for t in trauma],
                    "trauma_counts": [len(trauma), 0, 3, 1],
                }
            },
            "exodus.fleet": {"cylon_fleet": {"areas": areas, "pursuit": 0}},
        },
    }


def chain(bot: Any) -> list[type]:
    """The bot's classes, outermost first, through each wrapper's ``inner``."""
    found = []
    while bot is not None:
        found.append(type(bot))
        bot = getattr(bot, "inner", None)
    return found


def tokens(command: Any) -> str:
    return str(command.token).split("-")[0]


@pytest.mark.parametrize(
    ("loyalty", "revealed", "held", "laid"),
    [
        (
            HUMAN,
            False,
            ["antagonistic-1", "antagonistic-2", "antagonistic-3", "benevolent-1"],
            "antagonistic",
        ),
        (HUMAN, False, ["antagonistic-1", "benevolent-1"], "benevolent"),
        (
            CYLON,
            False,
            ["antagonistic-1", "antagonistic-2", "antagonistic-3", "benevolent-1"],
            "antagonistic",
        ),
        (CYLON, False, ["antagonistic-1", "benevolent-1"], "antagonistic"),
        (
            CYLON,
            True,
            ["benevolent-1", "benevolent-2", "benevolent-3", "antagonistic-1"],
            "benevolent",
        ),
        (CYLON, True, ["benevolent-1", "antagonistic-1"], "antagonistic"),
    ],
)
def test_a_new_ally_gets_the_token_the_trial_would_count_or_the_one_helping_the_side(
    loyalty: list[str], revealed: bool, held: list[str], laid: str
) -> None:
    """Over 2 tokens the Trial counts (antagonistic for a human player, hidden Cylons included;
    benevolent for a revealed Cylon) are shed; else the token whose result helps the side."""
    v = view("exodus_seed_ally", loyalty=loyalty, revealed=revealed, trauma=held)
    options = tuple(SeedToken(0, t) for t in held)
    assert tokens(ExodusBot(Last()).choose(v, options)) == laid


def test_the_crossroads_token_is_the_last_chance_to_shed_a_dangerous_one() -> None:
    held = ["benevolent-1", "antagonistic-1", "benevolent-2"]
    v = view("exodus_crossroads_token", trauma=held)
    options = tuple(LayToken(0, t) for t in held)
    assert tokens(ExodusBot(Last()).choose(v, options)) == "antagonistic"
    cylon = view("exodus_crossroads_token", loyalty=CYLON, revealed=True, trauma=held)
    assert tokens(ExodusBot(Last()).choose(cylon, options)) == "benevolent"


def test_a_seat_without_tokens_picks_its_sides_result() -> None:
    options = (PickResult(0, "doom"), PickResult(0, "hope"))
    assert ExodusBot(Last()).choose(view("exodus_crossroads_result"), options).result == "hope"
    cylon = view("exodus_crossroads_result", loyalty=CYLON)
    assert ExodusBot(Last()).choose(cylon, options).result == "doom"


def test_the_president_condemns_a_cylon_he_knows_of_and_never_himself() -> None:
    options = (Condemn(0, 0), Condemn(0, 2), Condemn(0, 3))
    known = view("exodus_trial_condemn", seen=[(2, "base.loyalty.you_are_a_cylon_x")])
    assert ExodusBot(Last()).choose(known, options).target == 2
    unknown = view("exodus_trial_condemn", titles={3: ["admiral"]})
    assert ExodusBot(Last()).choose(unknown, options).target == 2  # not himself, no titles


def test_civilian_ships_go_where_the_fewest_cylons_are_or_will_arrive() -> None:
    """Raiders in area 1, a basestar waiting on the Cylon Fleet board for area 3: a human CAG
    places the ship at 5 (nothing in or next to it), a Cylon CAG where the raiders are."""
    options = tuple(PlaceCivilianAt(0, a) for a in (1, 2, 3, 5))
    kwargs: dict[str, Any] = {"cylons": {1: ["raider", "raider"]}, "fleet": {3: {"basestar": 1}}}
    assert ExodusBot(Last()).choose(view("exodus_civilian_area", **kwargs), options).area == 5
    cylon = view("exodus_civilian_area", loyalty=CYLON, **kwargs)
    assert ExodusBot(Last()).choose(cylon, options).area == 1


def test_a_human_escorts_a_civilian_ship_one_kill_would_not_save() -> None:
    attack = Attack(0, 6)
    escort = EscortCivilian(0, 6, 9)
    options = (escort, attack)
    threatened = view("activate_viper", cylons={4: ["raider", "raider"]}, civilians={4: [9]})
    assert ExodusBot(Last()).choose(threatened, options) == escort
    one = view("activate_viper", cylons={4: ["raider"]}, civilians={4: [9]})
    assert ExodusBot(Last()).choose(one, options) == attack  # the wrapped bot's attack
    inner = Last()
    cylon = view("activate_viper", loyalty=CYLON, cylons={4: ["raider"] * 3}, civilians={4: [9]})
    assert ExodusBot(inner).choose(cylon, (attack, escort)) == attack
    assert escort not in inner.given


def test_the_cag_takes_his_bonus_and_nobody_gives_the_title_away() -> None:
    options = (Pass(0), CagPilotBonus(0), PassCagTitle(0))
    busy = view("action", cylons={2: ["raider"]})
    assert ExodusBot(Last()).choose(busy, options) == CagPilotBonus(0)
    inner = Last()
    quiet = view("action")
    assert ExodusBot(inner).choose(quiet, options) == CagPilotBonus(0)  # the wrapped bot's
    assert PassCagTitle(0) not in inner.given


def test_a_personal_goal_is_revealed_late_or_when_its_resource_runs_low() -> None:
    """Acquire Power costs food at the game's end (catalogue ``end_of_game_loss``)."""
    goal = RevealPersonalGoal(0, "exodus.loyalty.personal_goal_acquire_power")
    options = (goal, Pass(0))
    bot = ExodusBot(Last())
    assert bot.choose(view("action", distance=7), options) == goal
    assert bot.choose(view("action", resources={"food": 2}), options) == goal
    assert bot.choose(view("action", resources={"fuel": 2}), options) == Pass(0)
    hidden = view("action", loyalty=CYLON, distance=8)
    assert bot.choose(hidden, options) == Pass(0)


@pytest.mark.parametrize("plugins", [PLUGINS, WITH_PEGASUS], ids=["alone", "pegasus"])
def test_the_exodus_heuristic_is_the_games_heuristic_and_plays_to_the_end(
    plugins: list[str], tmp_path: Path
) -> None:
    """Exodus wraps the game's heuristic bot (Pegasus's inside it), and seeded all-option games
    between them end and replay from their log."""
    one_objective = {"new_caprica": False} if "pegasus" in plugins else {}
    game = Game.new("base", plugins=plugins, seats=5, seed=3, options={**ALL, **one_objective})
    bots = make_bots(game.rules, "heuristic", 5, 3)
    assert all(ExodusBot in chain(b) for b in bots.values())
    play_game(game, bots)
    assert game.is_over
    game.save(tmp_path / "game.jsonl")
    again = Game.load(tmp_path / "game.jsonl")
    assert again.outcome == game.outcome
    plain = Game.new("base", seats=5, seed=3)
    assert ExodusBot not in chain(make_bots(plain.rules, "heuristic", 5, 3)[0])


def test_in_real_games_the_trial_counts_against_nobody_who_could_shed() -> None:
    """In seeded all-option games, every ally seeded or Crossroads token laid by a seat holding
    3 or more tokens of the kind the Trial counts against it gives one of those away (the
    views' real shape: the intent reads them as the plugin writes them)."""
    checked = 0
    for seed in (3, 11, 12):
        game = Game.new("base", plugins=PLUGINS, seats=5, seed=seed, options=ALL)
        bots = make_bots(game.rules, "heuristic", 5, seed)
        while not game.is_over:
            decision = game.pending
            assert decision is not None
            seen = game.view(decision.seat)
            choice = bots[decision.seat].choose(seen, decision.options)
            if seen["pending"]["kind"] in ("exodus_seed_ally", "exodus_crossroads_token"):
                me = seen["game"]["players"][decision.seat]
                danger = "benevolent" if me["revealed"] else "antagonistic"
                held = seen["plugins"]["exodus.nebula"]["ionian_nebula"]["my_trauma"]
                if sum(1 for t in held if t["kind"] == danger) >= 3:
                    assert str(choice.token).startswith(danger)  # type: ignore[attr-defined]
                    checked += 1
            game.play(choice)
    assert checked > 0
