"""Shared views (bsgcore.viewparts): a view that reuses the unchanged parts of earlier ones says
exactly what a fresh view says, and only readers that ask for it get one."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest

from bsgcore import Command, Game
from bsgcore.bots import GameTooLong, make_bots, play_game
from bsgcore.viewparts import sharing_views, view_part, view_part_of, views_shared


class _Checking:
    """Wraps a heuristic bot: at each of its decisions compares the shared view it is given with
    a fresh view and with a fresh view of every other seat's (which may share the same parts)."""

    view_read_only = True

    def __init__(self, game: Game, inner: Any, seen: list[int]) -> None:
        self.game, self.inner, self.seen = game, inner, seen

    def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
        seat = view["seat"]
        assert json.dumps(view, sort_keys=True) == json.dumps(self.game.view(seat), sort_keys=True)
        for other in (None, *range(self.game.seats)):
            shared = self.game.view(other, shared=True)
            assert json.dumps(shared, sort_keys=True) == json.dumps(
                self.game.view(other), sort_keys=True
            )
        self.seen.append(seat)
        choice: Command = self.inner.choose(view, options)
        return choice


@pytest.mark.parametrize(("ruleset", "seats"), [("base", 4), ("express", 3)])
def test_a_shared_view_says_what_a_fresh_view_says(ruleset: str, seats: int) -> None:
    """Every view of a heuristic game, built shared by play_game for bots that only read it,
    equals the fresh view of the same seat, and the shared views of the other seats equal theirs:
    reusing parts across states and seats changes no value (nor shows one seat another's)."""
    game = Game.new(ruleset, seats=seats, seed=3)
    seen: list[int] = []
    inner = make_bots(game.rules, "heuristic", seats, 3)
    bots = {seat: _Checking(game, bot, seen) for seat, bot in inner.items()}
    with contextlib.suppress(GameTooLong):
        play_game(game, bots, max_commands=80)
    assert len(seen) == 80 or game.is_over


def test_fresh_views_share_nothing_with_earlier_views() -> None:
    """Without ``shared`` a caller may edit its view: the next view is untouched."""
    game = Game.new("base", seats=3, seed=1)
    first = game.view(0)
    first["game"]["players"][0]["name"] = "edited"
    first["game"]["space"][0]["vipers"].append("edited")
    second = game.view(0)
    assert second["game"]["players"][0]["name"] != "edited"
    assert "edited" not in second["game"]["space"][0]["vipers"]


def test_shared_views_reuse_unchanged_parts_and_rebuild_changed_ones() -> None:
    """Two shared views of one state share their parts (the same objects); a state whose players
    changed gets new player parts, while its unchanged space part is still shared."""
    game = Game.new("base", seats=3, seed=1)
    seat = game.pending.seat if game.pending else 0
    a = game.view(seat, shared=True)
    b = game.view(seat, shared=True)
    assert a is not b and a["game"] is not b["game"]
    assert a["game"]["players"] is b["game"]["players"]
    assert a["game"]["space"] is b["game"]["space"]
    before = game.state.game
    while game.state.game.players is before.players:
        decision = game.pending
        assert decision is not None
        game.play(decision.options[0])
    after = game.state.game
    c = game.view(game.pending.seat if game.pending else 0, shared=True)
    assert c["game"]["players"] is not a["game"]["players"]
    assert (c["game"]["space"] is a["game"]["space"]) == (
        (after.vipers, after.cylon_ships, after.civilians)
        == (before.vipers, before.cylon_ships, before.civilians)
    )


def test_view_part_builds_afresh_outside_sharing_and_compares_sources() -> None:
    calls: list[int] = []

    def build(n: int) -> list[int]:
        calls.append(n)
        return [n]

    assert not views_shared()
    one, two = view_part("test.part", (1,), build, 1), view_part("test.part", (1,), build, 1)
    assert one == two and one is not two and calls == [1, 1]
    with sharing_views():
        assert views_shared()
        x = view_part("test.part", (1,), build, 1)
        assert view_part("test.part", (1,), build, 1) is x
        y = view_part("test.part", (2,), build, 2)
        assert y == [2] and y is not x
    assert not views_shared()
    assert calls == [1, 1, 1, 2]


def test_view_part_of_compares_its_sources_by_identity() -> None:
    """Equal but distinct sources rebuild the part (no equality is computed); the same do not."""
    source, twin = [1, 2], [1, 2]
    with sharing_views():
        first = view_part_of("test.identity", (source,), list, source)
        assert view_part_of("test.identity", (source,), list, source) is first
        again = view_part_of("test.identity", (twin,), list, twin)
        assert again == first and again is not first


def test_play_game_shares_views_only_with_bots_that_only_read_them() -> None:
    """A bot without ``view_read_only`` gets fresh views (it may write to them)."""
    game = Game.new("base", seats=3, seed=2)
    shared_parts: list[bool] = []

    class Writer:
        def __init__(self, seed: int) -> None:
            self.inner = make_bots(game.rules, "random", 3, seed)[0]

        def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
            shared = game.view(view["seat"], shared=True)["game"]
            shared_parts.append(view["game"]["players"] is shared["players"])
            view["game"]["players"][0]["name"] = "scribbled"
            choice: Command = self.inner.choose(view, options)
            return choice

    with contextlib.suppress(GameTooLong):
        play_game(game, {seat: Writer(seat) for seat in range(3)}, max_commands=20)
    assert len(shared_parts) == 20 and not any(shared_parts)
    assert game.view(0, shared=True)["game"]["players"][0]["name"] != "scribbled"


def test_the_shared_table_part_lists_every_game_field_it_reads() -> None:
    """Base's table part is reused while the fields in ``_TABLE_FIELDS`` are unchanged, so every
    ``game.<field>`` that ``_table`` and its helpers read must be among them (a field left out
    would leave a shared view stale: the Destiny deck's known top once was)."""
    import ast
    import inspect

    from bsgcore.base import view as base_view

    read: set[str] = set()
    for name in ("_table", "_decks", "_discards", "_space", "_other_crisis_decks"):
        function = getattr(base_view, name, None)
        if function is None:
            continue
        tree = ast.parse(inspect.getsource(function))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                if node.value.id == "game":
                    read.add(node.attr)
    assert read, "the table's functions were not found"
    assert read <= set(base_view._TABLE_FIELDS), sorted(read - set(base_view._TABLE_FIELDS))


def test_bots_that_never_read_the_listed_options_get_views_without_them() -> None:
    """``reads_view_options = False``: play_game leaves the pending decision's JSON options out
    of the bot's views, and nothing else (the view equals the full one without that list); a
    bot without the attribute gets the list; the heuristic bots declare it."""
    from bsg_express.bots import ExpressBot
    from bsgcore.base.bot.heuristic import BaseBot

    assert BaseBot.reads_view_options is False and ExpressBot.reads_view_options is False
    game = Game.new("base", seats=3, seed=4)
    got: dict[bool, list[bool]] = {True: [], False: []}

    class Reader:
        view_read_only = True

        def __init__(self, seed: int, listed: bool) -> None:
            self.inner = make_bots(game.rules, "random", 3, seed)[0]
            self.listed = listed
            if not listed:
                self.reads_view_options = False

        def choose(self, view: dict[str, Any], options: tuple[Command, ...]) -> Command:
            full = game.view(view["seat"])
            got[self.listed].append("options" in view["pending"])
            if not self.listed:
                del full["pending"]["options"]
            assert json.dumps(view, sort_keys=True) == json.dumps(full, sort_keys=True)
            choice: Command = self.inner.choose(view, options)
            return choice

    bots = {seat: Reader(seat, listed=seat != 1) for seat in range(3)}
    with contextlib.suppress(GameTooLong):
        play_game(game, bots, max_commands=60)
    assert got[False] and not any(got[False])
    assert got[True] and all(got[True])
    labelled = game.view(game.pending.seat, labels=True, options=False) if game.pending else None
    if labelled is not None:
        assert "options" not in labelled["pending"] and "labels" not in labelled["pending"]
        assert "subject" in labelled["pending"]
