"""How likely each other seat is a Cylon, from what one seat's views have shown it.

A bot may keep one `Suspicion` as its memory (base's heuristic does not use it yet: sending
suspects to the Brig and hitting them with harmful picks both measured worse, docs/base-status.md,
issue 15 item 1). At each decision it is shown the seat's view:
it notes the skill check in progress (its terms and how many cards each seat added, B-CHECK-16)
and, once that check has left the table, reads the cards that reached the face-up skill discard
piles since (the check's cards, shuffled, so never who added which): cards of the check's
negative types beyond what the two destiny cards explain are blamed on the seats that added
cards, in proportion to how many each added. Everything it reads is public; what it infers is a
guess, as a player's would be.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

from bsgcore.base.bot.cards import DESTINY_CARDS, MEAN_VALUE, skill_type, skill_value

Game = dict[str, Any]
#: How many "You Are a Cylon" cards each player count's loyalty deck holds (B-LOY-2).
CYLON_CARDS = {3: 1, 4: 1, 5: 2, 6: 2, 7: 3}
#: The share of the loyalty deck dealt at setup, before the Sleeper Agent phase (B-LOY-3, -6).
FIRST_DEAL = 0.5
#: How much one point of unexplained negative strength weighs against a seat (log-odds units).
BLAME = 0.35


class Suspicion:
    """Evidence against each seat (log-odds added to the prior), read from views only."""

    def __init__(self) -> None:
        self.evidence: dict[int, float] = {}
        self._check: dict[str, Any] | None = None
        self._discards: Counter[str] | None = None

    def observe(self, game: Game, me: int) -> None:
        """Take in one view: note the check on the table, or judge the one that just left."""
        check = game.get("check")
        discards = _discard_counts(game)
        if check and not check.get("result"):
            key = (str(check.get("source", "")), int(game.get("turn", 0)))
            added = list(check.get("added") or ())
            if self._check is None or self._check["key"] != key:
                self._check = {"key": key, "skills": tuple(check["skills"]), "added": added}
                self._discards = discards
                n = len(game["players"])
                current = int(game.get("current", 0))
                order = [(current + 1 + i) % n for i in range(n)]
                self._check["after"] = order[order.index(me) + 1 :] if me in order else []
            else:
                self._check["added"] = [
                    max(a, b) for a, b in zip(self._check["added"], added, strict=False)
                ]
            self._check["mine"] = list((game.get("me") or {}).get("added_to_check") or ())
            return
        if check and check.get("result") and self._check is not None:
            self._judge(self._check, Counter(check.get("revealed") or ()), me)
            self._check = None
            return
        if self._check is not None and self._discards is not None:
            fresh = discards - self._discards
            self._judge(self._check, fresh, me)
            self._check = None
        self._discards = discards

    def _judge(self, check: dict[str, Any], cards: Counter[str], me: int) -> None:
        """Blame the unexplained negative strength of a finished check on who added cards."""
        skills = check["skills"]
        added = list(check["added"])
        mine = Counter(check.get("mine") or ())
        if me < len(added):
            added[me] = 0
        # the seats after this one added cards this seat never saw counted: as many as the
        # cards that reached the discards beyond those it saw (and the destiny cards)
        unseen = sum(cards.values()) - DESTINY_CARDS - sum(added) - sum(mine.values())
        late = [s for s in check.get("after", ()) if s != me and not added[s]]
        if unseen >= 1 and late:
            for seat in late:
                added[seat] = 1
        total = sum(added)
        if total <= 0:
            return
        negative = sum(
            skill_value(c) * n
            for c, n in (cards - mine).items()
            if skill_type(c) and skill_type(c) not in skills
        )
        share = len(skills) / 5
        expected = DESTINY_CARDS * MEAN_VALUE * (1 - share)
        excess = negative - expected
        # a Cylon adds one or two cards whatever the check (the heuristic's and a player's
        # habit), so the blame is shared by the seats that added, not by how many they added
        blamed = [seat for seat, n in enumerate(added) if n]
        for seat in blamed:
            self.evidence[seat] = self.evidence.get(seat, 0.0) + BLAME * excess / len(blamed)

    def chance(self, game: Game, me: int, seat: int, known: set[int], humans: set[int]) -> float:
        """The chance `seat` is an unrevealed Cylon, as `me` sees it."""
        if seat in known:
            return 1.0
        if seat in humans or seat == me:
            return 0.0
        prior = self.prior(game, me, known, humans)
        if prior <= 0.0:
            return 0.0
        if prior >= 1.0:
            return 1.0
        odds = math.log(prior / (1 - prior)) + self.evidence.get(seat, 0.0)
        return 1.0 / (1.0 + math.exp(-max(-6.0, min(6.0, odds))))

    @staticmethod
    def prior(game: Game, me: int, known: set[int], humans: set[int]) -> float:
        """The chance an unknown seat holds a Cylon card, before any evidence."""
        players = game["players"]
        seats = len(players)
        cylons = CYLON_CARDS.get(seats, 2)
        dealt = 1.0 if game.get("sleeper_done") else FIRST_DEAL
        left = max(0.0, cylons * dealt - len(known))
        unknown = [p["seat"] for p in players if p["seat"] not in known | humans | {me}]
        return min(1.0, left / len(unknown)) if unknown else 0.0


def _discard_counts(game: Game) -> Counter[str]:
    """Every card in the face-up skill discard piles."""
    piles = ((game.get("discards") or {}).get("skill")) or {}
    return Counter(card for pile in piles.values() for card in pile)
