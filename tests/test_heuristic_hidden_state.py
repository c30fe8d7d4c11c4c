"""Differential test: the base heuristic's choice never depends on what its seat cannot see.

At many decisions of seeded heuristic games, the host position is scrambled where the deciding
seat has no sight (deck orders, the other seats' skill cards and loyalty cards, the President's
Quorum hand when he is someone else), a new game is started from it through the public
`Game.from_position`, and the deciding seat's view there is checked to be the same (a scramble
that would change the view is skipped: it touched something the seat may see). A copy of the
bot, with the same memory and random stream, must then choose the same command.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from bsgcore.bots.registry import make_bots
from bsgcore.game import Game

SKILL = "skill"


def _scramble(position: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """The position with hidden parts shuffled or exchanged (counts kept)."""
    scrambled = copy.deepcopy(position)
    game = scrambled["game"]
    decks = game["decks"]
    players = game["players"]
    president = game["titles"].get("president")
    # Other seats' skill cards: each swapped with a random card of a skill deck holding its kind
    # (same card name, so the hand keeps its types; the counts stay as the view shows them).
    skill_decks: dict[str, list[str]] = decks.get(SKILL, {})
    for other, player in enumerate(players):
        if other == seat:
            continue
        hand = player.get("hand") or []
        for i, card in enumerate(hand):
            stem = card.rsplit(" (", 1)[0]
            for pile in skill_decks.values():
                if pile and any(c.rsplit(" (", 1)[0] == stem for c in pile):
                    j = rng.randrange(len(pile))
                    hand[i], pile[j] = pile[j], hand[i]
                    break
    # Other seats' loyalty cards (none shown or revealed),, pooled with the loyalty deck and dealt back out.
    holders = [
        p
        for s, p in enumerate(players)
        if s != seat and p.get("loyalty") and not p.get("revealed") and not p.get("shown")
    ]
    pool = [c for p in holders for c in p["loyalty"]] + list(decks.get("loyalty", []))
    rng.shuffle(pool)
    for p in holders:
        n = len(p["loyalty"])
        p["loyalty"], pool = pool[:n], pool[n:]
    if "loyalty" in decks:
        decks["loyalty"] = pool
    # Every deck's order (discard piles are face up; the Quorum hand is the President's).
    for name, pile in decks.items():
        if name == SKILL:
            for sub in pile.values():
                rng.shuffle(sub)
        elif isinstance(pile, list) and not name.endswith("discard") and name != "quorum_hand":
            rng.shuffle(pile)
    if president is not None and players[seat].get("character") != president:
        both = decks.get("quorum_hand", []) + decks.get("quorum", [])
        rng.shuffle(both)
        n = len(decks.get("quorum_hand", []))
        decks["quorum_hand"], decks["quorum"] = both[:n], both[n:]
    return scrambled


def _public(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "seq"}


def test_the_heuristic_never_reads_what_its_seat_cannot_see() -> None:
    compared = 0
    changed = 0
    for seed in range(3):
        game = Game.new("base", seats=4, seed=seed)
        bots = make_bots(game.rules, "heuristic", game.seats, seed)
        rng = random.Random(seed)
        plays = 0
        while not game.is_over and plays < 1500:
            decision = game.pending
            assert decision is not None
            seat = decision.seat
            view = game.view(seat)
            bot = bots[seat]
            if plays % 17 == 0 and view["game"].get("set_up", True):
                host = game.position()
                for _ in range(2):
                    scrambled = _scramble(host, seat, rng)
                    if scrambled["game"] != host["game"]:
                        changed += 1
                    other = Game.from_position(scrambled)
                    other_view = other.view(seat)
                    if _public(other_view) != _public(view):
                        continue
                    other_decision = other.pending
                    assert other_decision is not None and other_decision.seat == seat
                    twin = copy.deepcopy(bot)
                    original = copy.deepcopy(bot).choose(copy.deepcopy(view), decision.options)
                    assert twin.choose(other_view, other_decision.options) == original, (
                        seed,
                        plays,
                        decision.prompt,
                    )
                    compared += 1
            game.play(bot.choose(view, decision.options))
            plays += 1
    assert compared >= 100 and changed >= compared
